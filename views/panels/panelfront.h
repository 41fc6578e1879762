// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QDockWidget>
#include <QMainWindow>
#include <QWidget>

namespace collviz::views::panelfront {

/**
 * Whether `panel` is behind another tab of a window on screen (MainWindow shows a docked panel
 * only while its tab is in front): a panel whose result is costly to take in (a search, a
 * scene, a matrix) keeps it for its show. Before the window is shown every panel takes it.
 */
inline bool waitsBehindTab(const QWidget *panel) { return panel->window()->isVisible() && !panel->isVisible(); }

/// The dock a panel sits in (directly or in a scroll area), or null.
inline QDockWidget *dockOf(QWidget *panel)
{
    for (QWidget *w = panel; w; w = w->parentWidget())
        if (auto *dock = qobject_cast<QDockWidget *>(w))
            return dock;
    return nullptr;
}

/**
 * Brings `panel`'s dock to the front of its tab group when the tab in front is a panel of type
 * `Other`: a run opens the view made for it where the view of another kind of run was shown
 * (a run on Hamiltonian cycles opens their view, not the TADT levels, and back). Tabs the user
 * keeps in front for anything else (the pseudo-code, the narration) stay in front.
 */
template <typename Other>
void takeFrontFrom(QWidget *panel)
{
    QDockWidget *mine = dockOf(panel);
    auto *window = mine ? qobject_cast<QMainWindow *>(mine->parentWidget()) : nullptr;
    if (!window || mine->isHidden() || !mine->visibleRegion().isEmpty())
        return;
    for (QDockWidget *other : window->tabifiedDockWidgets(mine))
        if (!other->isHidden() && !other->visibleRegion().isEmpty() && other->findChild<Other *>()) {
            mine->raise();
            return;
        }
}

} // namespace collviz::views::panelfront

// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QDialog>
#include <QString>
#include <QVector>

class QMainWindow;
class QTableWidget;

namespace collviz::views {

/// One row of Help > Keyboard: an action of the window and its keys.
struct KeyboardEntry
{
    QString where;  ///< the menu path ("View") or "Window" for keys without a menu entry
    QString action; ///< the action's text, without mnemonics
    QString keys;   ///< every shortcut, in the platform's notation, joined with ", "
};

/**
 * Help > Keyboard: every action of the window that has a key, generated from the window's
 * QActions (its menus, recursively, then its toolbars and the actions it holds itself), so the
 * list cannot go stale when an action or its key changes.
 */
class KeyboardHelp final : public QDialog
{
    Q_OBJECT
public:
    explicit KeyboardHelp(QMainWindow *window);

    /// The rows, in menu order; each action once.
    static QVector<KeyboardEntry> entries(const QMainWindow *window);
    QTableWidget *table() const { return mTable; }

private:
    QTableWidget *mTable = nullptr;
};

} // namespace collviz::views

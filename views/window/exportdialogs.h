// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "views/state/networkviewstate.h"

#include "views/export/tables.h"

#include "core/engine.h"

#include <QCoreApplication>

#include <functional>
#include <memory>

class QMenu;
class QWidget;

namespace collviz::views {

/**
 * The File menu's exports: each asks for its options (a 1920x1080 slide, 3 s a round, unless
 * changed) and the file (whose suffix decides the format; the dialog offers a name such as
 * "<algorithm>-<network>-round3.png" in the folder of the last export), then writes it, with a progress dialog that can cancel long work. A cancelled or
 * failed export leaves the file there before as it was (core/userfiles.h: whole or not at
 * all); a failure is one sentence in a message box.
 */
class ExportDialogs
{
    Q_DECLARE_TR_FUNCTIONS(collviz::views::ExportDialogs)
public:
    /// What the window shows, for the defaults of the dialogs.
    struct Shown
    {
        std::shared_ptr<const core::RunResult> result;
        int round = 0;
        double progress = 1.0;
        bool floors = false;
        /// What the window's drawing shows (NetworkView::exportState()): a picture is drawn
        /// with it, so that it shows the region, orientation and style on screen.
        NetworkViewState view;
    };

    /// File > Save picture: the network at the round and moment on show as PNG, SVG or PDF.
    static void savePicture(QWidget *parent, const Shown &shown);
    /// File > Export animation: a range of rounds as GIF, numbered PNG frames, MP4 or WebM.
    static void exportAnimation(QWidget *parent, const Shown &shown);
    /// File > Export LaTeX: the round on show as standalone TikZ, or every round as Beamer.
    static void exportLatex(QWidget *parent, const Shown &shown);
    /// File > Export table: the per-round results (or the source's schedule table) as CSV,
    /// LaTeX or Markdown.
    static void exportTable(QWidget *parent, const Shown &shown);
    /// Asks for a .csv, .tex or .md file, offering `suggested` (suggestedFileName), and writes
    /// `table` there.
    static void saveTable(QWidget *parent, const QString &title, const tables::Table &table, const QString &suggested);
    /// File > Export view: the cost chart ("chart"), the TADT levels ("tadt") or the data
    /// matrix ("matrix") as the window's panel draws it, as PNG, SVG or PDF (size, DPI, caption,
    /// black and white); the panel must be on show.
    static void savePanelPicture(QWidget *parent, const QString &what, const Shown &shown);
    /// File > Export view > Cost sweep table: what the cost chart draws, as CSV, LaTeX or Markdown.
    static void saveSweepTable(QWidget *parent, const Shown &shown);
    /// The File menu's "Export view" submenu with the four entries above.
    static QMenu *panelExportMenu(QWidget *parent, const std::function<Shown()> &shown);
};

} // namespace collviz::views

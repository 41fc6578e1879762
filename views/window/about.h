// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

class QMessageBox;
class QWidget;

namespace collviz::views {

/**
 * Help > About CollViz: the version, the licence (GPL-3.0-or-later, without warranty, the
 * LICENSE file), the five source documents the algorithms come from (the engine's table,
 * core/algorithms/sources.h) and the libraries the program is built with, each with its
 * version. Help > About Qt is Qt's own box.
 */
class About
{
    Q_DECLARE_TR_FUNCTIONS(collviz::views::About)
public:
    /// The program's version: QCoreApplication::applicationVersion() where the program set it,
    /// else the version of the CMake project this library was built in.
    static QString version();
    /// The libraries linked into the program, each with its version: "Qt 6.4.2 (Widgets,
    /// Charts, SVG)", "Eigen 3.4.0", "giflib 5.2.1".
    static QStringList libraries();
    /// The box's text, rich text.
    static QString text();
    /// Opens the box over `parent`, window-modal without blocking; it deletes itself when closed.
    static QMessageBox *open(QWidget *parent);
};

} // namespace collviz::views

// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QJsonObject>
#include <QPointF>
#include <QString>

namespace collviz::views {

/**
 * What the data matrix view shows besides the run and its moment, as a plain value: the
 * print style. The panel holds one; an export reads the same value from a scenario's
 * "views.dataMatrix".
 */
struct MatrixState
{
    bool monochrome = false;

    /// The value as a scenario file's "views.dataMatrix" holds it.
    QJsonObject toJson() const;
    /// Checks every member (a refusal is one sentence naming it as `path`.member) and only
    /// when all are accepted writes the ones given into *state; false and *error otherwise.
    static bool read(const QJsonObject &object, const QString &path, MatrixState *state, QString *error);
};

/**
 * Which part of the data matrix a drawing shows, as a plain value: all of it, as large as the
 * room allows (zoom 1, the default, what every exported figure draws), or, zoomed in, the
 * square around `centre`. The panel's wheel, Ctrl+plus/minus and drag change it; it is not
 * kept in scenario files (a figure on paper always shows the whole matrix).
 */
struct MatrixFraming
{
    double zoom = 1.0;       ///< the matrix's side over the fitted side, >= 1
    QPointF centre{-1, -1};  ///< the point (x = column, y = row, in cells) at the middle; negative: the matrix's middle
};

} // namespace collviz::views

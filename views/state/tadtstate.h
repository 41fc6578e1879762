// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QJsonObject>
#include <QString>

namespace collviz::views {

/**
 * What the TADT view shows, as a plain value: the tree level, whether the schedule's cycles
 * are drawn instead of the trees, and the print style. The panel holds one; an export reads
 * the same value from a scenario's "views.tadt".
 */
struct TadtState
{
    int level = 1;
    bool cycles = false; ///< draw the cycles (where the schedule has any) rather than the trees
    bool monochrome = false;

    /// The value as a scenario file's "views.tadt" holds it.
    QJsonObject toJson() const;
    /// Checks every member (a refusal is one sentence naming it as `path`.member) and only
    /// when all are accepted writes the ones given into *state; false and *error otherwise.
    static bool read(const QJsonObject &object, const QString &path, TadtState *state, QString *error);
};

} // namespace collviz::views

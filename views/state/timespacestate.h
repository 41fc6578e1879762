// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QJsonObject>
#include <QString>

namespace collviz::views {

/**
 * What the time-space diagram shows besides the run, as a plain value: the window on engine
 * time and on the rows, the cursor, how much detail (every message, the nodes' lanes, or
 * whichever keeps messages apart) and the print style. The view holds one as its zoom and
 * scroll; an export paints the same value (from the window, or from a scenario's
 * "views.timeSpace"), so a figure of the view's state is the view's picture.
 */
struct TimeSpaceState
{
    /// Single messages, the nodes' lanes (how many messages are at a node at once), or
    /// messages only where they would be drawn apart (TimeSpaceRenderer::lanesShown).
    enum class Detail { Automatic, Messages, Lanes };

    Detail detail = Detail::Automatic;
    /// The time drawn, absolute engine time; toTime <= fromTime: the whole run.
    double fromTime = 0.0;
    double toTime = 0.0;
    /// The rows drawn: the row at the top edge (fractional while scrolling) and how many rows
    /// the height holds; rowsShown <= 0: every row.
    double firstRow = 0.0;
    double rowsShown = 0.0;
    /// The cursor's absolute engine time; negative: no cursor.
    double cursorTime = -1.0;
    bool monochrome = false;

    static QStringList detailChoices();
    /// The value as a scenario file's "views.timeSpace" holds it: style, detail and, when not
    /// the whole run, the window (from, to in engine time; firstNode, lastNode).
    QJsonObject toJson() const;
    /// Checks every member (a refusal is one sentence naming it as `path`.member) and only
    /// when all are accepted writes the ones given into *state; false and *error otherwise.
    static bool read(const QJsonObject &object, const QString &path, TimeSpaceState *state, QString *error);
};

} // namespace collviz::views

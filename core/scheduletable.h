// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

namespace collviz::core {

/**
 * A schedule as the sources print it: a table with one row per round (or step) and one column
 * per dimension, link or node, plus the conditions the source states for it and whether the
 * engine found them to hold. Seed 000's all-port hypercube table of relative addresses is one;
 * Johnsson & Ho's schedules (seed 004) are others. Algorithms offer it through
 * Algorithm::scheduleTable(); `collviz-cli table` prints it and views can show it.
 */
struct ScheduleTable
{
    /// A condition the source states for the table, with what the engine found.
    struct Check
    {
        QString name;         ///< "a", as the source labels it
        QString rule;         ///< the condition in one sentence
        bool holds = false;
        QStringList failures; ///< sentences naming the cells that break it (capped by the maker)
    };

    QString title;            ///< the source's caption and where it comes from
    QString corner;           ///< the header of the row-header column: "Round"
    QStringList columnHeaders;///< "j=0", "j=1", ...
    QStringList rowHeaders;   ///< "1", "2", ...
    QList<QStringList> cells; ///< cells[row][column]
    QList<Check> checks;

    bool allChecksHold() const;

    /// The table as the source prints it: a title line, then the header row and one line per row,
    /// the fields separated by two spaces, then one line per check.
    QString toText() const;
    /// {"title", "corner", "columns", "rowHeaders", "rows": [[cells]],
    ///  "checks": {"<name>": {"rule", "holds", "failures"}}}
    QJsonObject toJson() const;
    /// RFC 4180 CSV: the header row (corner, columns), then one line per row; the title and the
    /// checks are left out (a CSV holds one table).
    QString toCsv() const;
    /// A LaTeX (booktabs) table: the title as caption, the cells escaped, the checks as a list
    /// below.
    QString toLatex() const;
};

} // namespace collviz::core

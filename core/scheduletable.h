// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <utility>

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

    // What the table is of, set by whoever asks for it (the CLI's table command): the JSON and
    // the CSV's header comment carry it; the text and LaTeX do not. A table depends on the
    // network and the algorithm's options, never on m, t_s, t_w or t_h.
    QString algorithm; ///< the algorithm's id
    QString topology;  ///< the network's SPEC
    QString model;     ///< the algorithm's natural model, as a model SPEC
    QString view;      ///< "schedule", "blocked", "channel-width", "necklaces", "summary", "memory", ...
    QList<std::pair<QString, int>> params; ///< the options that made it: {"elements", 64}, {"repeat", 2}

    bool allChecksHold() const;

    /// The table as the source prints it: a title line, then the header row and one line per row,
    /// the fields separated by two spaces, then one line per check.
    QString toText() const;
    /// {"format": "collviz-table/1", "algorithm", "topology", "model", "view", "params",
    ///  "title", "corner", "columns", "rowHeaders", "rows": [[cells]],
    ///  "checks": {"<name>": {"rule", "holds", "failures"}}}
    QJsonObject toJson() const;
    /// RFC 4180 CSV: a header comment (csvAbout()), then the header row (corner, columns) and
    /// one line per row.
    QString toCsv() const;
    /// The CSV's header comment: what the rows are, the title, what the table is of (algorithm,
    /// topology, model, view, params) and one line per check.
    QList<std::pair<QString, QString>> csvAbout() const;
    /// A LaTeX (booktabs) table: the title as caption, the cells escaped, the checks as a list
    /// below.
    QString toLatex() const;
};

} // namespace collviz::core

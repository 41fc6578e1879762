// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/csvtext.h"
#include "core/engine.h"
#include "core/sweep.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace collviz::views::tables {

/// A table as exporters write it: a caption, machine column names (CSV's header), the
/// headers people read (LaTeX, Markdown), the rows, and which columns are numbers.
struct Table
{
    QString caption;
    QStringList keys;
    QStringList headers;
    QList<bool> numeric;
    QList<QStringList> rows;
    QStringList notes; ///< sentences under the table (LaTeX, Markdown); CSV leaves them out
    /// Columns only CSV writes: the parameters of every row (ts, model, ...) that LaTeX and
    /// Markdown state once, in the caption. Missing entries are false.
    QList<bool> csvOnly;
    /// CSV's header comment ("# key: value" lines, core/csvtext.h): what the rows are of, the
    /// units and what the notes say, named as the JSON outputs name them.
    core::csv::About about;
};

enum class Format { Csv, Latex, Markdown };

/// The run's per-round results: round, transfers, messages, packets, max link load, the
/// round's time and when it ends (the engine's timeline), the narration; the notes give the
/// total, the source's formula, the lower bound and whether the engine verified the run (the
/// CSV's header comment the run's parameters and the same totals: report::runAbout).
Table roundsTable(const core::RunResult &result);
/// The algorithm's schedule table as the source prints it (core::ScheduleTable), or nothing
/// and *error when the algorithm has none or refuses the topology.
std::optional<Table> scheduleTable(const core::RunResult &result, QString *error);

/// The cost chart's sweep (what it draws): one row per algorithm and m with the columns of
/// `collviz-cli sweep --format csv` (LaTeX and Markdown: algorithm, m, rounds, time, formula,
/// lower bound; the model, costs and network in the caption); the notes list the crossovers.
Table sweepTable(const core::SizeSweepResult &sweep);

/// CSV (RFC 4180: fields with a comma, quote, line break or '#' are quoted) under its header
/// comment; LaTeX: a booktabs
/// table to \input into a paper, as wide as the line it is in (\linewidth: a column of a
/// two-column paper, or the page inside table*), with stacked number headers, short text in
/// tabularx X columns and sentences (the narration) as paragraphs under their rows (needs
/// \usepackage{booktabs}, and tabularx where it says so); Markdown: a pipe table.
QString write(const Table &table, Format format);

} // namespace collviz::views::tables

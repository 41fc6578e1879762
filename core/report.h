// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/algorithm.h"
#include "core/csvtext.h"
#include "core/engine.h"

#include <QByteArray>
#include <QIODevice>
#include <QJsonObject>
#include <QString>

namespace collviz::core::report {

/// The collviz-schedule/1 document of a run (see docs/cli.md, "The schedule document", and
/// docs/data-formats.md).
QJsonObject scheduleJson(const RunResult &result);
/// Writes the same document as compact JSON text, member by member, so that schedules with
/// millions of transfers need no more memory than one round's text. False on a write error.
bool writeScheduleJson(const RunResult &result, QIODevice &out);
/// One algorithm's registry entry: id, operation, title, source, topologies, model, formula.
QJsonObject algorithmJson(const Algorithm &algorithm);
QJsonObject registryJson();

/// Per-round table and summary, for people.
QString runText(const RunResult &result);
/// Per-round table as CSV (round,transfers,messages,packets,maxLinkLoad,time) under a header
/// comment (runAbout) that carries the run's parameters, units and totals.
QString runCsv(const RunResult &result);
/// What a CSV of one run's rows says about the run in its header comment, named as the
/// schedule document names it: algorithm, operation, topology, model, whatIf, m, ts, tw, th
/// (root, shift, order where they mean something), the units, and the summary (rounds, time,
/// formula, lowerBound, maxLinkLoad, delivered, verified).
csv::About runAbout(const RunResult &result);
QString registryText();
/// Description, source, formula, bound and pseudo-code of one algorithm.
QString explainText(const Algorithm &algorithm);

} // namespace collviz::core::report

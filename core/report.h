// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/algorithm.h"
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
/// Per-round table as CSV (round,transfers,messages,packets,max_link_load,time) plus a
/// summary row.
QString runCsv(const RunResult &result);
QString registryText();
/// Description, source, formula, bound and pseudo-code of one algorithm.
QString explainText(const Algorithm &algorithm);

} // namespace collviz::core::report

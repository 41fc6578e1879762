// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/engine.h"

#include <QByteArray>
#include <QString>

#include <atomic>

namespace collviz::core::scheduledocument {

/// The largest schedule document read (a hypercube:8 all-to-all with its timeline is about
/// 60 MiB of JSON); a larger file is refused before it is parsed.
constexpr qint64 kMaxBytes = qint64(256) << 20;

/**
 * Reads a collviz-schedule/1 document (what `collviz-cli run --format json` and the app's
 * "Export schedule" write; docs/cli.md, "The schedule document") and checks it exactly as the
 * engine checks its own runs: the header (algorithm, topology, model, params) is read with
 * the scenario's rules, the packets and initial buffers must be the operation's, and the
 * rounds (transfers, paths, packets, combines) are replayed by the Simulator and timed by
 * the CostModel. The document's own times, loads and messages are not trusted: they are
 * measured again.
 *
 * The result's source is ScheduleSource::Document. Its algorithm is the registered one the
 * document names, or null for a document that names none or an id this CollViz does not
 * know: such a document states its operation, poses it with one piece a processor and its
 * params.order (or none), and has no formula or bound; its name is the id it gave, if any.
 *
 * A document that is malformed (not JSON, a member of the wrong type, a number out of range,
 * a vertex or packet that does not exist, packets that are not the operation's) is refused
 * with one sentence naming the member ("rounds[3].transfers[2].path[1] 9 is not accepted;
 * it takes a vertex 0..7 of ring:8"). A well-formed document that breaks the model's rules
 * or does not deliver is not an error: `out` is then a result whose simulation says what
 * broke (simulation.verified == false), as the engine reports its own what-ifs.
 */
bool read(const QByteArray &json, RunResult *out, QString *error, const std::atomic<bool> *cancel = nullptr);


} // namespace collviz::core::scheduledocument

// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/engine.h"
#include "core/simgridexport.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace collviz::core::simgrid {

/**
 * SimGrid's OWN implementation of a collective (SMPI's `--cfg=smpi/alltoall:bruck` and the
 * like) run on the platform CollViz exports for a run, to compare an algorithm with another
 * library's code for it rather than with a replay of CollViz's own schedule (make()).
 *
 * The platform is make()'s for the run's topology, model and costs, with one change in what it
 * routes and one in the send port:
 * - a route between every two processors, the network's own route (Topology::route: the path
 *   the routed and MPI-style algorithms take), since SimGrid's code may pick other partners
 *   than CollViz's schedule;
 * - SMPI adds a 16-byte envelope to every message, and here SimGrid's code, not the trace,
 *   sizes the messages, so the send port's latency is t_s - 16 t_w / B (B bytes per word, at
 *   least 0): a message of L words alone still costs t_s + h t_h + L t_w, as in CollViz.
 *   Messages that share bandwidth also share their envelopes' 16 bytes: 16/B words each.
 *
 * Every rank's time-independent trace is `K init` (counts in bytes, MPI_BYTE), ONE collective
 * action and `K finalize`, as SMPI 3.32's replay reads them (src/smpi/internals/smpi_replay.cpp):
 * - broadcast: `K bcast <count> <root>`, count = m B (the message);
 * - reduce: `K reduce <count> 0 <root>`, count = m B (the vector; no computation);
 * - allgather: `K allgather <count> <count>`, count = m B (each processor's block);
 * - alltoall: `K alltoall <count> <count>`, count = m B (one block per pair);
 * - allreduce: `K allreduce <count> 0`, count = m B (the vector; no computation).
 * B is make()'s bytes per word (1024 unless m needs more), times p for the operations whose
 * implementations cut the vector into p or fewer pieces (broadcast, reduce, allreduce), so
 * that every piece is a whole number of bytes and SimGrid's integer division cuts no piece
 * shorter than CollViz's.
 *
 * Refused (one sentence): runs without a timed topology, t_w = 0, operations SMPI's replay has
 * no collective action for, t_c > 0 (SMPI's replay charges no time to combine), store-and-
 * forward over routes of several hops (see make()), an implementation name of other than letters,
 * digits and '_', and counts beyond SMPI's int.
 */

/// SMPI's collective for `operation` ("bcast", "reduce", "allgather", "alltoall", "allreduce"),
/// the name in `--cfg=smpi/<collective>:<implementation>` and in the trace; empty where SMPI's
/// replay has no action for it.
QString smpiCollective(Operation operation);

/// Why SimGrid's implementation `implementation` of the run's operation cannot run on the
/// run's platform as CollViz's run is timed (one sentence), or empty.
QString collectiveRefusal(const RunResult &result, const QString &implementation);

/// The files that run SimGrid's implementation `implementation` (SMPI's name, e.g. "bruck") of
/// the run's operation, with its m, root and costs, on the run's platform; replay.sh passes
/// collectiveArguments(). Or nullopt with *error (one sentence).
std::optional<Export> makeCollective(const RunResult &result, const QString &implementation, QString *error);

/// Writes makeCollective()'s files into `dir` as write() does. False with *error.
bool writeCollective(const RunResult &result, const QString &implementation, const QString &dir, QString *error);

/// The smpirun arguments that run a directory written by writeCollective(), from inside it:
/// smpirunArguments() and `--cfg=smpi/<collective>:<implementation>`.
QStringList collectiveArguments(int processors, Operation operation, const QString &implementation);

/// The implementation SMPI says it switched to ("Switch to algorithm bruck for collective
/// alltoall") in smpirun's output, or empty.
QString switchedImplementation(const QString &output, Operation operation);

} // namespace collviz::core::simgrid

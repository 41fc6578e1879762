// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/formats/scheduleformat.h"

#include <QString>

#include <vector>

class QIODevice;

namespace collviz::core::paje {

/**
 * Reads a Paje trace of one MPI collective (docs/formats.md, "Paje traces"): SMPI's, written by
 * `smpirun -trace --cfg=tracing/smpi/internals:yes [--cfg=tracing/smpi/display-sizes:yes]`,
 * or CollViz's own export (write()). libpaje (Debian: libpaje-dev) parses and simulates the
 * trace; without it this refuses in one sentence.
 *
 * - Ranks: the containers named rank-0 .. rank-(P-1) (SMPI's names); P is their count and must
 *   be the processor count of the network the schedule runs on.
 * - The collective: the one MPI collective (PMPI_Alltoall, PMPI_Allgather, PMPI_Bcast,
 *   PMPI_Scatter, PMPI_Gather) that every rank's state shows once; a trace with none, with
 *   several, or with a reduction (whose partial sums a trace does not show) is refused.
 * - Messages: the links from one rank to another that start while their sender is in the
 *   collective (libpaje matches a PajeStartLink with its PajeEndLink by key), with their Size
 *   where the trace gives one (SMPI's display-sizes: bytes; CollViz's: packets).
 * - Rounds (assignRounds): a message's round is one more than the latest round of the
 *   messages its sender sent before it or received by the time it starts.
 * - Packets (PacketChooser, pajereader.cpp): a message carries, of what its sender holds and
 *   its receiver neither holds nor is being sent, the blocks for the receiver first (then for
 *   the ranks after it, cyclically), the sender's own first and then in the order it got them;
 *   as many as its size is multiples of the smallest message's, or without sizes, the blocks
 *   for the receiver (personalized data, if it holds any) or all of them (broadcast data).
 * The schedule is then checked and timed by Engine::evaluate on options.topology (empty:
 * complete:P) under the natural model of an MPI library's messages, wormhole 1-port full
 * duplex with combining (SMPI's flows hold their whole route, and a rank sends and receives
 * one at a time), with options.modelSpec over it and options.cost.
 */
bool read(const QByteArray &bytes, const ScheduleReadOptions &options, RunResult *out, QString *error,
          const std::atomic<bool> *cancel);

/// Writes `run`'s timeline as a Paje trace (pajewriter.cpp) that ViTE and pajeng open: a
/// network container holding a container per processor (rank-K), the operation as each
/// rank's MPI state over the whole run, each processor's "round r" state while it sends or
/// receives in round r, and every message of the timeline as a link (its key unique, its
/// value naming its packets, its Size the packets it carries). Times are CollViz's, in the
/// units of t_s and t_w. False when the device fails.
bool write(const RunResult &run, QIODevice &out);

/// One point-to-point message of a trace, as read (the part of read() that needs no libpaje).
struct TraceMessage
{
    int src = -1;
    int dst = -1;
    double start = 0.0;
    double end = 0.0;
    double size = -1.0; ///< the trace's Size field; < 0 when it has none
    QString key;        ///< the link's key, to name it in sentences
};

/// The round (1, 2, ...) of each message, by the rule of read(): one more than the latest
/// round of the messages its sender sent before it or received by the time it starts (a
/// message ending at the instant another starts counts as received before it).
std::vector<int> assignRounds(const std::vector<TraceMessage> &messages, int ranks);

} // namespace collviz::core::paje

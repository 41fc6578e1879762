// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/engine.h"

#include <QString>
#include <QStringList>

#include <map>
#include <optional>
#include <utility>
#include <vector>

namespace collviz::core::simgrid {

/**
 * A run as SimGrid's SMPI replays it (`smpirun -replay`), to check CollViz's timeline against
 * an independent simulator: a platform whose routes are the schedule's own paths and one
 * time-independent trace per processor with the timeline's messages, round by round.
 *
 * Units (exact where the numbers allow): 1 CollViz time unit = 1 s; 1 word = `bytesPerWord`
 * bytes, a power of two from 1024 up, the smallest that makes every message a whole number of
 * bytes. The platform, one zone with full routing:
 * - host `pK` per processor K (tree switches are no hosts: they only join links);
 * - per processor a send port `send-pK` (latency t_s, bandwidth k words per t_w, shared by
 *   its flows: k ports) and a receive port `recv-pK` (latency 0, the same bandwidth); under
 *   all-port only the send port, as a FATPIPE (t_s per flow, no sharing);
 * - per network link `link-U-V` (latency t_h, bandwidth 1 word per t_w), SPLITDUPLEX for
 *   full-duplex links (each direction its own bandwidth), SHARED for half-duplex ones;
 * - the route from pA to pB: send-pA, the links of the schedule's path from A to B (the
 *   engine's path, never recomputed), recv-pB. One alone costs t_s + h t_h + L t_w, CollViz's
 *   wormhole time (and store-and-forward's over one hop).
 * A trace per round posts its processor's receives, then its sends (the timeline's messages
 * in order, tag = the message's number in the run), then waits for all of them: there is no
 * barrier between rounds. SMPI adds a 16-byte envelope to every message, so the traces send
 * L x bytesPerWord - 16 bytes.
 *
 * Refused (one sentence): store-and-forward messages over more than one hop (SimGrid's
 * messages are flows that occupy their whole route at once, so there is no store-and-forward),
 * two different paths between the same two processors (a platform has one route per pair),
 * t_w = 0 (no finite bandwidth), and runs the engine could not time.
 */
struct Export
{
    QString platform; ///< platform.xml
    QString hostfile; ///< hostfile: rank K runs on host pK
    QString traceList; ///< traces: one trace file per rank, in rank order
    QStringList traces; ///< rank-K.trace
    QString script;    ///< replay.sh: the smpirun command, with the run and its units as comments
    double bytesPerWord = 1024.0;
    int processors = 0;
};

/// Why SimGrid cannot replay this run as CollViz times it (one sentence), or empty.
QString refusal(const RunResult &result);

/// The files for `result` (ok), or nullopt with *error (one sentence).
std::optional<Export> make(const RunResult &result, QString *error);

/// Writes make()'s files into `dir` (created if missing; each file replaced atomically):
/// platform.xml, hostfile, traces, rank-0.trace ... and replay.sh. False with *error.
bool write(const RunResult &result, const QString &dir, QString *error);

/// Writes `files` into `dir` as write() does (all or none replaced). False with *error.
bool writeFiles(const Export &files, const QString &dir, QString *error);

/// The routes of a platform: (source, destination) processor -> the path between them, a node
/// sequence from the source to the destination inclusive (switches included).
using Routes = std::map<std::pair<int, int>, std::vector<int>>;

/**
 * platform.xml for `topology` under `model` and `cost` (the platform described above, with
 * `bytesPerWord` bytes per word): one host per processor, its send port with latency
 * `sendLatency` (make() gives t_s), its receive port unless all-port, one link per network
 * link, and one route per entry of `routes`. `description` and `units` become comments.
 */
QString platformXml(const Topology &topology, const CostParams &cost, const CommModel &model, double bytesPerWord,
                    double sendLatency, const Routes &routes, const QString &description, const QString &units);

/// The smpirun arguments that replay a directory written by write(), run from inside it.
QStringList smpirunArguments(int processors);

/// The smallest power of two from 1024 up to 2^30 that makes every length in `words` a whole
/// number of bytes, among those that keep the longest within SMPI's int count of bytes (when
/// none does, the largest that keeps it there: lengths are then rounded to the byte, an error
/// below 1e-8 for messages of 1/100 word up): the bytes per word of make() and
/// makeCollective().
double bytesPerWordFor(std::vector<double> words);

/// SMPI's envelope (tag, destination, communicator) in bytes, added to every point-to-point
/// message (src/smpi/mpi/smpi_request.cpp of SimGrid 3.32).
inline constexpr double kEnvelopeBytes = 16.0;

/// SMPI's simulated time from smpirun's output ("Simulation time X"), or nullopt.
std::optional<double> simulatedTime(const QString &output);

} // namespace collviz::core::simgrid

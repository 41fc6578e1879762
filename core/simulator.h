// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/channelloads.h"
#include "core/costmodel.h"
#include "core/model.h"
#include "core/operation.h"
#include "core/packetplaces.h"
#include "core/schedule.h"
#include "core/timeline.h"
#include "core/topology.h"

#include <QString>
#include <QStringList>

#include <atomic>
#include <functional>
#include <memory>
#include <vector>

namespace collviz::core {

/// The kinds of rule a schedule can break. Contention is not among them: it is legal,
/// costed (messages sharing a channel serialise) and reported as link load.
enum class ViolationKind {
    NotHeld,      ///< a node sends a packet it does not hold
    BadPath,      ///< the path is not a walk over existing links from src to dst
    BadEndpoint,  ///< a switch (tree inner vertex) sends or receives data
    PortLimit,    ///< more sends/receives at a node than the model's ports
    Noncombining, ///< several packets in one message in a noncombining model
    BadCombine,   ///< a combine of partial sums the node does not hold, or overlapping ones
};
QString violationKindName(ViolationKind kind); ///< "not-held", "port-limit", ...

struct Violation
{
    int round = -1;
    ViolationKind kind = ViolationKind::NotHeld;
    int node = -1;
    int transfer = -1; ///< index into the round's transfers, or -1
    QString message;   ///< one sentence
};

struct RoundStats
{
    int transfers = 0;
    int messages = 0;      ///< > transfers when a noncombining model splits transfers
    int packetsMoved = 0;
    int maxLinkLoad = 0;
    double time = 0.0; ///< the timeline's round time (Timeline::roundTime), copied for tables
    /// Every used arc with its load, in arc order (with half-duplex links a link's load on both
    /// of its arcs): a view of the run's one ChannelLoadTable.
    ChannelLoadList channelLoads;
    std::vector<int> portOverload;         ///< nodes over their port limit this round
};

/// Everything the simulator found. `verified` = the postcondition holds and no rule was broken.
struct SimulationResult
{
    std::vector<RoundStats> rounds;
    std::vector<Violation> violations;
    int violationCount = 0; ///< may exceed violations.size(): the list is capped
    QStringList postconditionFailures;
    double time = 0.0; ///< the timeline's total time (Timeline::totalTime), copied for tables
    int maxLinkLoad = 0;
    bool delivered = false;
    bool verified = false;
    bool cancelled = false;
    /// What the check found out about the rounds that a timing model may rely on (which
    /// rounds' messages have their channels and ports to themselves): for CostModel::timeline,
    /// opaque outside the engine, not part of the report.
    std::shared_ptr<const CheckedRounds> checkedRounds;
};

/// Which of Simulator::check's paths took a schedule's rounds, for the tests that must know a
/// fast path ran, not only that the verdicts agree.
struct CheckStatistics
{
    int exchangeRounds = 0; ///< checked and applied in one go: each processor sends one packet and receives one
};

/**
 * Executes a schedule round by round on node buffers and checks it against a model.
 *
 * Semantics of a round: every transfer sends what its source held at the start of the
 * round; receives land at the end of the round; then the round's combines run, all of them
 * on the state after the round's receives and before any of its combines. Packets with a
 * destination move (the sender drops them), packets for everyone are copied.
 *
 * Rules: a node sends only what it holds; a path is a walk over links between two distinct
 * processors; at most k sends and k receives per processor and round (in both duplex modes:
 * half duplex is a property of links); a noncombining model carries one packet per message;
 * partial sums are added only when held and never count a contribution twice.
 *
 * Time is not the simulator's: CostModel makes the Timeline, and run() copies its round
 * times into the result.
 */
class Simulator
{
public:
    using Progress = std::function<void(int done, int total)>;

    /// check() and the CostModel's timeline (handed out through `timeline` when not null),
    /// with the timeline's times copied into the result.
    static SimulationResult run(const Problem &problem, const Schedule &schedule, const CommModel &model,
                                const CostParams &cost, const std::atomic<bool> *cancel = nullptr,
                                const Progress &progress = {}, Timeline *timeline = nullptr);
    /// The rule checks, loads and delivery; no times.
    static SimulationResult check(const Problem &problem, const Schedule &schedule, const CommModel &model,
                                  const std::atomic<bool> *cancel = nullptr, const Progress &progress = {},
                                  CheckStatistics *statistics = nullptr);

    /// Applies one round's data movement and combines to `state`, without checks.
    static void applyRound(const Schedule &schedule, const Round &round, BufferState &state);
};

/// Copies the timeline's round and total times into a simulation result.
void applyTimes(SimulationResult &result, const Timeline &timeline);

/// Random access to the buffer state after any round (0 = the initial state), for stepping
/// forwards and backwards. Keeps checkpoints so a step never replays more than a few rounds.
class Replay
{
public:
    Replay() = default;
    Replay(const Schedule *schedule, int checkpointEvery = 1);
    BufferState stateAfter(int round) const;
    int rounds() const { return mSchedule ? int(mSchedule->rounds.size()) : 0; }

private:
    const Schedule *mSchedule = nullptr;
    int mEvery = 1;
    int mNodes = 0;
    /// State after rounds 0, every, 2*every, ..., per packet (4 bytes a packet): the rounds
    /// in between replay on it as array writes.
    std::vector<PacketPlaces> mCheckpoints;
};

} // namespace collviz::core

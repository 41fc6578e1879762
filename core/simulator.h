#pragma once

#include "core/model.h"
#include "core/operation.h"
#include "core/schedule.h"
#include "core/topology.h"

#include <QString>
#include <QStringList>

#include <atomic>
#include <functional>
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

/// Messages on one channel in one round. With half-duplex links the load is per link and
/// reported on both of its arcs.
struct ChannelLoad
{
    int arc = -1;
    int load = 0;
};

struct RoundStats
{
    int transfers = 0;
    int messages = 0;      ///< > transfers when a noncombining model splits transfers
    int packetsMoved = 0;
    int maxLinkLoad = 0;
    double time = 0.0;
    std::vector<ChannelLoad> channelLoads; ///< every used arc, sorted by arc id
    std::vector<int> portOverload;         ///< nodes over their port limit this round
};

/// Everything the simulator found. `verified` = the postcondition holds and no rule was broken.
struct SimulationResult
{
    std::vector<RoundStats> rounds;
    std::vector<Violation> violations;
    int violationCount = 0; ///< may exceed violations.size(): the list is capped
    QStringList postconditionFailures;
    double time = 0.0;
    int maxLinkLoad = 0;
    bool delivered = false;
    bool verified = false;
    bool cancelled = false;
};

/**
 * Executes a schedule round by round on node buffers and checks it against a model.
 *
 * Semantics of a round: every transfer sends what its source held at the start of the
 * round; receives land at the end of the round; then the round's combines run on the
 * post-receive buffers. Packets with a destination move (the sender drops them), packets
 * for everyone are copied.
 *
 * Cost of a round: each message alone costs CostParams::messageTime(). Messages that share
 * a resource serialise: a directed channel (a link when half duplex) for the whole message
 * under WH and for its per-hop part under SF, and a node's send and receive ports (with k
 * ports the messages are packed onto k ports). The round time is the largest of the message
 * times and the resource busy times. A round without transfers costs nothing.
 */
class Simulator
{
public:
    using Progress = std::function<void(int done, int total)>;

    static SimulationResult run(const Problem &problem, const Schedule &schedule, const CommModel &model,
                                const CostParams &cost, const std::atomic<bool> *cancel = nullptr,
                                const Progress &progress = {});

    /// Applies one round's data movement and combines to `state`, without checks.
    static void applyRound(const Schedule &schedule, const Round &round, BufferState &state);
};

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
    std::vector<BufferState> mCheckpoints; ///< state after rounds 0, every, 2*every, ...
};

} // namespace collviz::core

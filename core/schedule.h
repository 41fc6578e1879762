#pragma once

#include "core/text.h"

#include <QString>

#include <cstdint>
#include <utility>
#include <vector>

namespace collviz::core {

/// A set of processors: who contributed to a partial sum. Stored as sorted, disjoint,
/// non-adjacent intervals, because the sets reductions build are subcubes, ring segments and
/// mesh rectangles: a few intervals each, where a bitset would cost p bits per partial sum.
class ProcessorSet
{
public:
    ProcessorSet() = default;
    explicit ProcessorSet(int size) : mSize(size) {}
    static ProcessorSet single(int size, int p);
    static ProcessorSet range(int size, int first, int last); ///< first..last inclusive
    static ProcessorSet all(int size) { return range(size, 0, size - 1); }

    int size() const { return mSize; }
    bool isEmpty() const { return mRuns.empty(); }
    int count() const;
    bool contains(int p) const;
    void insert(int p);
    bool intersects(const ProcessorSet &o) const;
    void unite(const ProcessorSet &o);
    bool operator==(const ProcessorSet &o) const { return mRuns == o.mRuns; }
    bool operator!=(const ProcessorSet &o) const { return !(*this == o); }
    std::vector<int> members() const;
    /// Compact text: "0-3,6" (what a lecturer writes on the board).
    QString toString() const;

private:
    int mSize = 0;
    std::vector<std::pair<int, int>> mRuns; ///< inclusive [first, last], sorted, gaps >= 1
};

/**
 * A unit of data. Data-movement operations carry packet identities only; reductions
 * carry partial sums: a packet with item >= 0 is the partial sum of `item` over the
 * processors in Schedule::contributors[id].
 *
 * dest >= 0 names the one processor the packet is for: sending it moves it (the sender
 * drops it unless it is the destination). dest == -1 means every processor must end
 * with it (broadcast data, allreduce results): sending copies it.
 */
struct Packet
{
    int id = -1;
    int origin = -1;
    int dest = -1;
    double size = 1.0; ///< in units of m words
    int item = -1;     ///< reduction item, -1 for plain data
};

/// What a transfer belongs to, for views that colour by it: the tree and its level of a
/// tree-based schedule (seed 002's time-arc-disjoint trees), the cycle of a Hamiltonian one,
/// the phase of a multi-phase algorithm. -1 = not tagged.
struct TransferTag
{
    int tree = -1;
    int level = -1;
    int cycle = -1;
    int phase = -1;
    int direction = 0; ///< along the cycle: +1 forward (its listed order), -1 backward, 0 = not tagged
    bool isEmpty() const { return tree < 0 && level < 0 && cycle < 0 && phase < 0 && direction == 0; }
};

/// One transfer of a round: from src to dst along `path` (src first, dst last), carrying
/// `packets` (as one message in a combining model, as one message each otherwise).
struct Transfer
{
    int src = -1;
    int dst = -1;
    std::vector<int> path;
    std::vector<int> packets;
    TransferTag tag;
};

/// At the end of a round, `node` adds up the partial sums `inputs` (same item, disjoint
/// contributors) into packet `output`. Inputs are consumed unless keepInputs.
struct Combine
{
    int node = -1;
    std::vector<int> inputs;
    int output = -1;
    bool keepInputs = false;
};

/// What one node's pseudo-code is doing in a round: the line and its variables.
struct NodeTrace
{
    int line = -1; ///< index into PseudoCode::lines, -1 when idle
    std::vector<std::pair<QString, QString>> vars;
};

struct Round
{
    std::vector<Transfer> transfers;
    std::vector<Combine> combines;
    Text narration;                 ///< one sentence a lecturer could say
    std::vector<NodeTrace> traces;  ///< empty, or one per processor
};

/// What each vertex holds: sorted packet ids per vertex. A value: copy it to keep a round.
struct BufferState
{
    std::vector<std::vector<int>> held;
    bool holds(int node, int packet) const;
    std::size_t totalHeld() const;
};

/**
 * A complete, serialisable schedule: the packets (initial and derived partial sums),
 * who holds what at the start, and the rounds.
 */
struct Schedule
{
    std::vector<Packet> packets;
    std::vector<ProcessorSet> contributors; ///< per packet; empty for data-movement operations
    BufferState initial;
    std::vector<Round> rounds;

    /// Adds a combine at `node` in `round` and the derived packet it produces (contributors
    /// are the union of the inputs'; size and item are the first input's). Returns its id.
    int addCombine(Round &round, int node, const std::vector<int> &inputs, int dest, bool keepInputs = false);
    bool isReduction() const { return !contributors.empty(); }
};

} // namespace collviz::core

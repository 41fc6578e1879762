#pragma once

#include "core/schedule.h"
#include "core/topology.h"

#include <QString>
#include <QStringList>

namespace collviz::core {

/// The collective operations of seed 001 chapter 3 (and seeds 000, 002, 004).
enum class Operation {
    Broadcast,     ///< one-to-all broadcast
    Reduce,        ///< all-to-one reduction
    Allgather,     ///< all-to-all broadcast
    ReduceScatter, ///< all-to-all reduction
    Allreduce,
    PrefixSum,
    Scatter,       ///< one-to-all personalized
    Gather,
    Alltoall,      ///< all-to-all personalized / total exchange / all-to-all scatter
    Shift,         ///< circular q-shift
};

QString operationName(Operation op); ///< "broadcast", "reduce-scatter", ...
bool parseOperation(const QString &name, Operation *out);
QStringList operationNames();
bool isReduction(Operation op);
bool usesRoot(Operation op);  ///< broadcast, reduce, scatter, gather
bool usesShift(Operation op); ///< shift

/// What must hold at the end of a reduction: `node` holds a partial sum of `item` over
/// exactly `contributors`.
struct Requirement
{
    int node = -1;
    int item = -1;
    ProcessorSet contributors;
};

/**
 * An operation instance on a topology: its packets, the initial buffers (precondition)
 * and the postcondition. Every base datum may be split into `pieces` packets of size
 * 1/pieces (the large-message algorithms of seed 001 section 3.7 do this).
 *
 * Packet numbering (processors i, j; piece k):
 *  broadcast: k (origin root); allgather: i*pieces+k; scatter/gather/shift: i*pieces+k for
 *  the datum of processor i (dest i for scatter, origin i otherwise); alltoall: the datum
 *  from i to j != i is number i*(p-1) + (j < i ? j : j-1), times pieces, plus k;
 *  reduce/allreduce/prefix-sum: contribution of i (item k); reduce-scatter: contribution
 *  of i to item j*pieces+k is packet (i*p + j)*pieces + k.
 */
class Problem
{
public:
    Problem(Operation op, TopologyPtr topology, int root, int shift, int pieces = 1);

    Operation operation() const { return mOp; }
    const Topology &topology() const { return *mTopology; }
    TopologyPtr topologyPtr() const { return mTopology; }
    int processors() const { return mTopology->processorCount(); }
    int root() const { return mRoot; }
    int shift() const { return mShift; }
    int pieces() const { return mPieces; }

    /// A schedule with this problem's packets and initial buffers and no rounds yet.
    Schedule emptySchedule() const;
    /// Packet count without building anything (for the memory estimate).
    static double packetCount(Operation op, int processors, int pieces);

    int alltoallPacket(int from, int to, int piece = 0) const;
    int reduceScatterPacket(int contributor, int item, int piece = 0) const;

    /// Empty when the postcondition holds, else sentences naming what is missing (capped).
    QStringList checkPostcondition(const Schedule &schedule, const BufferState &state) const;

private:
    Operation mOp;
    TopologyPtr mTopology;
    int mRoot = 0;
    int mShift = 0;
    int mPieces = 1;
};

} // namespace collviz::core

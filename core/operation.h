// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/packetplaces.h"
#include "core/schedule.h"
#include "core/text.h"
#include "core/topology.h"

#include <QString>
#include <QStringList>

#include <vector>

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
/// The operation's one name for people, the one every list and algorithm title uses
/// ("All-to-all personalized"); translated where shown (context collviz::views::SetupPanel).
Text operationTitle(Operation op);
/// The other names the sources and MPI give the operation ("all-to-all scatter (seed 000),
/// total exchange (seed 001), MPI_Alltoall"), which the lists show beside its title.
Text operationAlsoCalled(Operation op);
bool parseOperation(const QString &name, Operation *out);
QStringList operationNames();
bool isReduction(Operation op);
bool usesRoot(Operation op);  ///< broadcast, reduce, scatter, gather
bool usesShift(Operation op); ///< shift

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
 *
 * Ring order (shift only): `order[j]` is the processor at position j of the ring along which
 * the shift counts, identity by default. The packet of the processor at position j goes to
 * the processor at position (j + q) mod p; packet numbers still follow the processor (the
 * datum of processor i is packet i*pieces+k, origin i). The hypercube shift of seed 001
 * section 3.6.2 under store-and-forward numbers the processors along a Gray-code array, so
 * "shift by q" means a different label permutation there than node i to node i + q.
 */
class Problem
{
public:
    /// `order` (shift only): position -> processor; empty means identity. Anything that is not
    /// a permutation of 0 .. p-1 is a programming error (asserted) and treated as identity.
    Problem(Operation op, TopologyPtr topology, int root, int shift, int pieces = 1, std::vector<int> order = {});

    Operation operation() const { return mOp; }
    const Topology &topology() const { return *mTopology; }
    TopologyPtr topologyPtr() const { return mTopology; }
    int processors() const { return mTopology->processorCount(); }
    int root() const { return mRoot; }
    int shift() const { return mShift; }
    int pieces() const { return mPieces; }
    /// The ring order of a shift: position -> processor, always p entries (identity by default;
    /// made for the caller: the problem keeps no list for the identity).
    std::vector<int> order() const;
    /// The processor at position j of order().
    int orderAt(int j) const { return mOrder.empty() ? j : mOrder[std::size_t(j)]; }
    bool orderIsIdentity() const { return mOrder.empty(); }

    /// A schedule with this problem's packets and initial buffers and no rounds yet.
    Schedule emptySchedule() const;
    /// Packet count without building anything (for the memory estimate).
    static double packetCount(Operation op, int processors, int pieces);

    int alltoallPacket(int from, int to, int piece = 0) const;
    int reduceScatterPacket(int contributor, int item, int piece = 0) const;

    /// Empty when the postcondition holds, else sentences naming what is missing (capped).
    QStringList checkPostcondition(const Schedule &schedule, const BufferState &state) const;
    /// The same check on the simulator's per-packet state (no per-node lists are built for
    /// data-movement operations).
    QStringList checkPostcondition(const Schedule &schedule, const PacketPlaces &places) const;

private:
    /// The postcondition on either state: holds(node, id) for data movement, each node's list
    /// for a reduction.
    template<typename State>
    QStringList checkHeld(const Schedule &schedule, const State &state) const;

    Operation mOp;
    TopologyPtr mTopology;
    int mRoot = 0;
    int mShift = 0;
    int mPieces = 1;
    std::vector<int> mOrder; ///< empty: the identity (65,536 processors' would be 256 KB)
};

} // namespace collviz::core

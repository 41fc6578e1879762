// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "core/operation.h"

#include <QCoreApplication>

#include <array>
#include <type_traits>

namespace collviz::core {

namespace {

struct OpName
{
    Operation op;
    const char *name;
    const char *title;     ///< seed 001's name, the one the lists use
    const char *alsoCalled; ///< the other sources' and MPI's names
};

// The titles keep the translation context of the setup panel, which listed them first (the
// .ts files translate them there). They follow seed 001 chapter 3; seed 000 says "all-to-all scatter" (AAS), seed 002
// "all-to-all broadcast" (AAB) and "all-to-all gather" (AAG), seed 001 also "total exchange",
// "scan" and "one-to-all personalized communication".
constexpr std::array<OpName, 10> kOps{{
    {Operation::Broadcast, "broadcast", QT_TRANSLATE_NOOP("collviz::views::SetupPanel", "One-to-all broadcast"),
     QT_TRANSLATE_NOOP("collviz::core::Operation", "MPI_Bcast")},
    {Operation::Reduce, "reduce", QT_TRANSLATE_NOOP("collviz::views::SetupPanel", "All-to-one reduction"),
     QT_TRANSLATE_NOOP("collviz::core::Operation", "reduce, MPI_Reduce")},
    {Operation::Allgather, "allgather", QT_TRANSLATE_NOOP("collviz::views::SetupPanel", "All-to-all broadcast"),
     QT_TRANSLATE_NOOP("collviz::core::Operation", "all-to-all gather (seed 002: AAB, AAG), all-gather, MPI_Allgather")},
    {Operation::ReduceScatter, "reduce-scatter", QT_TRANSLATE_NOOP("collviz::views::SetupPanel", "All-to-all reduction"),
     QT_TRANSLATE_NOOP("collviz::core::Operation", "reduce-scatter, MPI_Reduce_scatter")},
    {Operation::Allreduce, "allreduce", QT_TRANSLATE_NOOP("collviz::views::SetupPanel", "All-reduce"),
     QT_TRANSLATE_NOOP("collviz::core::Operation", "MPI_Allreduce")},
    {Operation::PrefixSum, "prefix-sum", QT_TRANSLATE_NOOP("collviz::views::SetupPanel", "Prefix sums"),
     QT_TRANSLATE_NOOP("collviz::core::Operation", "scan (seed 001), MPI_Scan")},
    {Operation::Scatter, "scatter", QT_TRANSLATE_NOOP("collviz::views::SetupPanel", "One-to-all personalized"),
     QT_TRANSLATE_NOOP("collviz::core::Operation", "scatter (seed 001), MPI_Scatter")},
    {Operation::Gather, "gather", QT_TRANSLATE_NOOP("collviz::views::SetupPanel", "All-to-one personalized"),
     QT_TRANSLATE_NOOP("collviz::core::Operation", "gather (seed 001), MPI_Gather")},
    {Operation::Alltoall, "alltoall", QT_TRANSLATE_NOOP("collviz::views::SetupPanel", "All-to-all personalized"),
     QT_TRANSLATE_NOOP("collviz::core::Operation",
                       "all-to-all scatter (seed 000: AAS), total exchange (seed 001), MPI_Alltoall")},
    {Operation::Shift, "shift", QT_TRANSLATE_NOOP("collviz::views::SetupPanel", "Circular shift"),
     QT_TRANSLATE_NOOP("collviz::core::Operation", "circular q-shift (seed 001)")},
}};

QString tr(const char *text) { return QCoreApplication::translate("collviz::core::Problem", text); }

constexpr int kMaxReported = 8;

} // namespace

QString operationName(Operation op)
{
    for (const auto &o : kOps)
        if (o.op == op)
            return QLatin1String(o.name);
    return {};
}

Text operationTitle(Operation op)
{
    for (const auto &o : kOps)
        if (o.op == op)
            return Text("collviz::views::SetupPanel", o.title);
    return {};
}

Text operationAlsoCalled(Operation op)
{
    for (const auto &o : kOps)
        if (o.op == op)
            return Text("collviz::core::Operation", o.alsoCalled);
    return {};
}

bool parseOperation(const QString &name, Operation *out)
{
    for (const auto &o : kOps)
        if (name == QLatin1String(o.name)) {
            *out = o.op;
            return true;
        }
    return false;
}

QStringList operationNames()
{
    QStringList names;
    for (const auto &o : kOps)
        names << QLatin1String(o.name);
    return names;
}

bool isReduction(Operation op)
{
    return op == Operation::Reduce || op == Operation::ReduceScatter || op == Operation::Allreduce
           || op == Operation::PrefixSum;
}

bool usesRoot(Operation op)
{
    return op == Operation::Broadcast || op == Operation::Reduce || op == Operation::Scatter
           || op == Operation::Gather;
}

bool usesShift(Operation op) { return op == Operation::Shift; }

Problem::Problem(Operation op, TopologyPtr topology, int root, int shift, int pieces, std::vector<int> order)
    : mOp(op), mTopology(std::move(topology)), mRoot(root), mShift(shift), mPieces(pieces < 1 ? 1 : pieces),
      mOrder(std::move(order))
{
    const int p = processors();
    bool valid = int(mOrder.size()) == p;
    bool identity = true;
    if (valid) {
        std::vector<bool> seen(static_cast<std::size_t>(p), false);
        for (int j = 0; j < p; ++j) {
            const int v = mOrder[std::size_t(j)];
            if (v < 0 || v >= p || seen[std::size_t(v)]) {
                valid = false;
                break;
            }
            seen[std::size_t(v)] = true;
            identity = identity && v == j;
        }
    }
    Q_ASSERT(mOrder.empty() || valid);
    // An invalid order (or none) is the identity, kept as no list.
    if (!valid || identity)
        std::vector<int>().swap(mOrder);
}

std::vector<int> Problem::order() const
{
    if (!mOrder.empty())
        return mOrder;
    std::vector<int> identity(static_cast<std::size_t>(processors()));
    for (int j = 0; j < int(identity.size()); ++j)
        identity[std::size_t(j)] = j;
    return identity;
}

double Problem::packetCount(Operation op, int processors, int pieces)
{
    const double p = processors;
    switch (op) {
    case Operation::Broadcast: return pieces;
    case Operation::Alltoall: return p * (p - 1) * pieces;
    case Operation::ReduceScatter: return p * p * pieces;
    default: return p * pieces;
    }
}

int Problem::alltoallPacket(int from, int to, int piece) const
{
    const int p = processors();
    return (from * (p - 1) + (to < from ? to : to - 1)) * mPieces + piece;
}

int Problem::reduceScatterPacket(int contributor, int item, int piece) const
{
    return (contributor * processors() + item) * mPieces + piece;
}

Schedule Problem::emptySchedule() const
{
    Schedule s;
    const int p = processors();
    const int n = mTopology->nodeCount();
    std::vector<int> holderOf; // per packet, the node that holds it at the start
    auto add = [&](int origin, int dest, int item) {
        Packet pk;
        pk.id = int(s.packets.size());
        pk.origin = origin;
        pk.dest = dest;
        pk.size = 1.0 / mPieces;
        pk.item = item;
        s.packets.push_back(pk);
        holderOf.push_back(origin);
        if (item >= 0)
            s.contributors.push_back(ProcessorSet::single(p, origin));
    };
    const int k = mPieces;
    switch (mOp) {
    case Operation::Broadcast:
        for (int piece = 0; piece < k; ++piece)
            add(mRoot, -1, -1);
        break;
    case Operation::Allgather:
        for (int i = 0; i < p; ++i)
            for (int piece = 0; piece < k; ++piece)
                add(i, -1, -1);
        break;
    case Operation::Scatter:
        for (int i = 0; i < p; ++i)
            for (int piece = 0; piece < k; ++piece)
                add(mRoot, i, -1);
        break;
    case Operation::Gather:
        for (int i = 0; i < p; ++i)
            for (int piece = 0; piece < k; ++piece)
                add(i, mRoot, -1);
        break;
    case Operation::Shift: {
        std::vector<int> position(static_cast<std::size_t>(p));
        for (int j = 0; j < p; ++j)
            position[std::size_t(orderAt(j))] = j;
        for (int i = 0; i < p; ++i) {
            const int to = orderAt(((position[std::size_t(i)] + mShift) % p + p) % p);
            for (int piece = 0; piece < k; ++piece)
                add(i, to, -1);
        }
        break;
    }
    case Operation::Alltoall:
        for (int i = 0; i < p; ++i)
            for (int j = 0; j < p; ++j)
                if (j != i)
                    for (int piece = 0; piece < k; ++piece)
                        add(i, j, -1);
        break;
    case Operation::Reduce:
        for (int i = 0; i < p; ++i)
            for (int piece = 0; piece < k; ++piece)
                add(i, mRoot, piece);
        break;
    case Operation::Allreduce:
    case Operation::PrefixSum:
        for (int i = 0; i < p; ++i)
            for (int piece = 0; piece < k; ++piece)
                add(i, -1, piece);
        break;
    case Operation::ReduceScatter:
        for (int i = 0; i < p; ++i)
            for (int j = 0; j < p; ++j)
                for (int piece = 0; piece < k; ++piece)
                    add(i, j, j * k + piece);
        break;
    }
    s.initial = HeldLists::ofPackets(n, holderOf);
    return s;
}

QStringList Problem::checkPostcondition(const Schedule &schedule, const PacketPlaces &places) const
{
    return checkHeld(schedule, places);
}

QStringList Problem::checkPostcondition(const Schedule &schedule, const BufferState &state) const
{
    return checkHeld(schedule, state);
}

namespace {

/// The reduction requirements (numbered as in Problem::checkHeld: node v's piece `piece` is
/// v * k + piece, the root's alone for a reduce) met in `state`: found[i] is set for each.
/// Per packet instead of per node's list (no lists made): every held partial sum is matched
/// against the one requirement of each holder for its item, if any.
void markHeldSums(Operation op, int root, int p, int k, const Schedule &schedule, const PacketPlaces &state,
                  std::vector<char> &found)
{
    const int nodes = int(state.nodeCount());
    // The requirement of node v (in [0, nodes)) for `item`, or -1.
    auto reqOf = [&](int v, int item) -> long long {
        if (item < 0 || k <= 0)
            return -1;
        switch (op) {
        case Operation::Reduce: return v == root && item < k ? item : -1;
        case Operation::Allreduce:
        case Operation::PrefixSum: return v < p && item < k ? (long long)v * k + item : -1;
        case Operation::ReduceScatter:
            return v < p && item / k == v ? item : -1;
        default: return -1;
        }
    };
    const std::size_t packets = std::min({schedule.packets.size(), schedule.contributors.size(), state.packetCount()});
    const int *place = state.placeData();
    for (std::size_t id = 0; id < packets; ++id) {
        if (place[id] == PacketPlaces::kNowhere) {
            // A reduction ends with most partial sums consumed: skip them eight at a
            // time (a branch-free test the compiler makes one vector compare).
            while (id + 8 < packets) {
                int all = -1;
                for (std::size_t j = 1; j <= 8; ++j)
                    all &= place[id + j];
                if (all != PacketPlaces::kNowhere)
                    break;
                id += 8;
            }
            continue;
        }
        const int item = schedule.packets[id].item;
        state.forEachHolder(int(id), [&](int v) {
            if (v >= nodes)
                return;
            const long long i = reqOf(v, item);
            if (i < 0 || found[std::size_t(i)])
                return;
            const ProcessorSet &set = schedule.contributors[id];
            // Every requirement is one run (or empty): 0 .. p - 1, or 0 .. v for a prefix sum.
            if (set.isRange(0, op == Operation::PrefixSum ? v : p - 1))
                found[std::size_t(i)] = 1;
        });
    }
}

} // namespace

template<typename State>
QStringList Problem::checkHeld(const Schedule &schedule, const State &state) const
{
    QStringList failures;
    int missing = 0;
    const int p = processors();
    auto report = [&](const QString &sentence) {
        if (failures.size() < kMaxReported)
            failures << sentence;
        ++missing;
    };

    if (!isReduction(mOp)) {
        const int base = int(packetCount(mOp, p, mPieces));
        for (int id = 0; id < base && id < int(schedule.packets.size()); ++id) {
            const Packet &pk = schedule.packets[std::size_t(id)];
            if (pk.dest >= 0) {
                if (!state.holds(pk.dest, id))
                    report(tr("node %1 does not hold packet %2 (from %3)").arg(pk.dest).arg(id).arg(pk.origin));
            } else {
                // Data every processor must hold (a broadcast's, an allgather's): all of a
                // holder bitset's words at once where the state has one.
                if constexpr (std::is_same_v<State, PacketPlaces>)
                    if (std::size_t(id) < state.packetCount() && p <= state.nodeCount()
                        && state.bitsCoverNodesBelow(id, p))
                        continue;
                for (int v = 0; v < p; ++v)
                    if (!state.holds(v, id))
                        report(tr("node %1 does not hold packet %2 (from %3)").arg(v).arg(id).arg(pk.origin));
            }
        }
    } else {
        // The requirements, numbered: node v's piece `piece` is number v * k + piece (the
        // root's alone for a reduce), read off the operation instead of kept in a list.
        const ProcessorSet everyone = ProcessorSet::all(p);
        const int k = mPieces;
        std::size_t reqCount = 0;
        switch (mOp) {
        case Operation::Reduce: reqCount = std::size_t(std::max(k, 0)); break;
        case Operation::Allreduce:
        case Operation::PrefixSum:
        case Operation::ReduceScatter: reqCount = std::size_t(std::max(p, 0)) * std::size_t(std::max(k, 0)); break;
        default: break;
        }
        auto reqNode = [&](std::size_t i) { return mOp == Operation::Reduce ? mRoot : int(i / std::size_t(k)); };
        // A reduce-scatter's node v wants items v * k .. v * k + k - 1 (its number); the others
        // want item `piece`.
        auto reqItem = [&](std::size_t i) { return mOp == Operation::ReduceScatter ? int(i) : int(i % std::size_t(k)); };
        auto reqSet = [&](std::size_t i) {
            return mOp == Operation::PrefixSum ? ProcessorSet::range(p, 0, reqNode(i)) : everyone;
        };
        std::vector<char> found(reqCount, 0);
        if constexpr (std::is_same_v<State, BufferState>) {
            for (std::size_t i = 0; i < reqCount; ++i) {
                const int item = reqItem(i);
                const ProcessorSet want = reqSet(i);
                for (int id : state.held[std::size_t(reqNode(i))]) {
                    const Packet &pk = schedule.packets[std::size_t(id)];
                    if (pk.item == item && schedule.contributors[std::size_t(id)] == want) {
                        found[i] = 1;
                        break;
                    }
                }
            }
        } else {
            markHeldSums(mOp, mRoot, p, k, schedule, state, found);
        }
        for (std::size_t i = 0; i < reqCount; ++i)
            if (!found[i])
                report(tr("node %1 does not hold the sum of item %2 over processors %3")
                           .arg(reqNode(i))
                           .arg(reqItem(i))
                           .arg(reqSet(i).toString()));
    }
    if (missing > kMaxReported)
        failures << tr("... and %1 more").arg(missing - kMaxReported);
    return failures;
}

} // namespace collviz::core

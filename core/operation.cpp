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
};

constexpr std::array<OpName, 10> kOps{{
    {Operation::Broadcast, "broadcast"},
    {Operation::Reduce, "reduce"},
    {Operation::Allgather, "allgather"},
    {Operation::ReduceScatter, "reduce-scatter"},
    {Operation::Allreduce, "allreduce"},
    {Operation::PrefixSum, "prefix-sum"},
    {Operation::Scatter, "scatter"},
    {Operation::Gather, "gather"},
    {Operation::Alltoall, "alltoall"},
    {Operation::Shift, "shift"},
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
    if (valid) {
        std::vector<bool> seen(static_cast<std::size_t>(p), false);
        for (int v : mOrder) {
            if (v < 0 || v >= p || seen[std::size_t(v)]) {
                valid = false;
                break;
            }
            seen[std::size_t(v)] = true;
        }
    }
    Q_ASSERT(mOrder.empty() || valid);
    if (!valid) {
        mOrder.resize(std::size_t(p));
        for (int j = 0; j < p; ++j)
            mOrder[std::size_t(j)] = j;
    }
}

bool Problem::orderIsIdentity() const
{
    for (int j = 0; j < int(mOrder.size()); ++j)
        if (mOrder[std::size_t(j)] != j)
            return false;
    return true;
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
            position[std::size_t(mOrder[std::size_t(j)])] = j;
        for (int i = 0; i < p; ++i) {
            const int to = mOrder[std::size_t(((position[std::size_t(i)] + mShift) % p + p) % p)];
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
        std::vector<Requirement> reqs;
        const ProcessorSet everyone = ProcessorSet::all(p);
        const int k = mPieces;
        switch (mOp) {
        case Operation::Reduce:
            for (int piece = 0; piece < k; ++piece)
                reqs.push_back({mRoot, piece, everyone});
            break;
        case Operation::Allreduce:
            for (int v = 0; v < p; ++v)
                for (int piece = 0; piece < k; ++piece)
                    reqs.push_back({v, piece, everyone});
            break;
        case Operation::PrefixSum:
            for (int v = 0; v < p; ++v)
                for (int piece = 0; piece < k; ++piece)
                    reqs.push_back({v, piece, ProcessorSet::range(p, 0, v)});
            break;
        case Operation::ReduceScatter:
            for (int v = 0; v < p; ++v)
                for (int piece = 0; piece < k; ++piece)
                    reqs.push_back({v, v * k + piece, everyone});
            break;
        default: break;
        }
        std::vector<char> found(reqs.size(), 0);
        if constexpr (std::is_same_v<State, BufferState>) {
            for (std::size_t i = 0; i < reqs.size(); ++i) {
                const Requirement &r = reqs[i];
                for (int id : state.held[std::size_t(r.node)]) {
                    const Packet &pk = schedule.packets[std::size_t(id)];
                    if (pk.item == r.item && schedule.contributors[std::size_t(id)] == r.contributors) {
                        found[i] = 1;
                        break;
                    }
                }
            }
        } else {
            // Per packet instead of per node's list (no lists made): every held partial sum is
            // matched against the requirements of its holders (a few per node, k pieces).
            const int nodes = int(state.nodeCount());
            std::vector<int> start(std::size_t(nodes) + 1, 0);
            for (const Requirement &r : reqs)
                if (r.node >= 0 && r.node < nodes)
                    ++start[std::size_t(r.node) + 1];
            for (int v = 0; v < nodes; ++v)
                start[std::size_t(v) + 1] += start[std::size_t(v)];
            std::vector<int> byNode(reqs.size());
            {
                std::vector<int> fill(start.begin(), start.end() - 1);
                for (std::size_t i = 0; i < reqs.size(); ++i)
                    if (reqs[i].node >= 0 && reqs[i].node < nodes)
                        byNode[std::size_t(fill[std::size_t(reqs[i].node)]++)] = int(i);
            }
            const std::size_t packets = std::min({schedule.packets.size(), schedule.contributors.size(), state.packetCount()});
            const int *place = state.placeData();
            for (std::size_t id = 0; id < packets; ++id) {
                if (place[id] == PacketPlaces::kNowhere) {
                    // A reduction ends with most partial sums consumed: skip them eight at a
                    // time (a branch-free test the compiler makes one vector compare).
                    while (id + 8 < packets) {
                        int all = -1;
                        for (std::size_t k = 1; k <= 8; ++k)
                            all &= place[id + k];
                        if (all != PacketPlaces::kNowhere)
                            break;
                        id += 8;
                    }
                    continue;
                }
                const int item = schedule.packets[id].item;
                state.forEachHolder(int(id), [&](int v) {
                    for (int at = start[std::size_t(v)]; at < start[std::size_t(v) + 1]; ++at) {
                        const std::size_t i = std::size_t(byNode[std::size_t(at)]);
                        if (!found[i] && reqs[i].item == item && schedule.contributors[id] == reqs[i].contributors)
                            found[i] = 1;
                    }
                });
            }
        }
        for (std::size_t i = 0; i < reqs.size(); ++i)
            if (!found[i])
                report(tr("node %1 does not hold the sum of item %2 over processors %3")
                           .arg(reqs[i].node)
                           .arg(reqs[i].item)
                           .arg(reqs[i].contributors.toString()));
    }
    if (missing > kMaxReported)
        failures << tr("... and %1 more").arg(missing - kMaxReported);
    return failures;
}

} // namespace collviz::core

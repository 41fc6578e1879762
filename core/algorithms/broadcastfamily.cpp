#include "core/algorithms/broadcastfamily.h"

#include "core/algorithms/linesplit.h"
#include "core/bits.h"
#include "core/topologies.h"

#include <algorithm>

namespace collviz::core::algorithms {

bool BroadcastPattern::supports(const Topology &topology)
{
    switch (topology.kind()) {
    case TopologyKind::Hypercube:
    case TopologyKind::Tree:
    case TopologyKind::Ring:
    case TopologyKind::Linear:
    case TopologyKind::Mesh:
    case TopologyKind::Torus: return true;
    }
    return false;
}

BroadcastPattern::BroadcastPattern(const Topology &topology, int root)
{
    const int p = topology.processorCount();
    if (topology.kind() == TopologyKind::Hypercube || topology.kind() == TopologyKind::Tree) {
        // Processors 0..p-1 are the cube's vertices or the tree's leaves from left to right; on
        // the tree an aligned block of 2^(i+1) leaves is a subtree, so the messages of one step
        // climb disjoint subtrees and share no link.
        const int d = bits::floorLog2(std::uint64_t(p));
        for (int i = d - 1; i >= 0; --i) {
            PatternStep step;
            step.dimension = i;
            const int lower = (1 << (i + 1)) - 1;
            for (int id = 0; id < p; ++id) {
                const int vid = id ^ root;
                if ((vid & lower) != 0)
                    continue;
                PatternEdge e;
                e.src = id;
                e.dst = (vid ^ (1 << i)) ^ root;
                e.path = topology.route(e.src, e.dst);
                step.hops = std::max(step.hops, int(e.path.size()) - 1);
                step.edges.push_back(std::move(e));
            }
            mSteps.push_back(std::move(step));
        }
    } else {
        const auto &cart = static_cast<const CartesianTopology &>(topology);
        std::vector<int> holders{root}; // one vertex per line that holds the data
        for (int dim = 0; dim < cart.dimensions(); ++dim) {
            const auto lineSteps =
                lineBroadcastSteps(cart.side(dim), cart.coords(root)[std::size_t(dim)], cart.wraps());
            std::vector<std::vector<int>> lines;
            std::vector<int> nextHolders;
            for (int h : holders) {
                lines.push_back(lineVertices(cart, dim, h));
                nextHolders.insert(nextHolders.end(), lines.back().begin(), lines.back().end());
            }
            for (const auto &hops : lineSteps) {
                PatternStep step;
                step.dimension = dim;
                for (const auto &line : lines)
                    for (const LineHop &hop : hops) {
                        PatternEdge e;
                        for (int pos : hop.positions)
                            e.path.push_back(line[std::size_t(pos)]);
                        e.src = e.path.front();
                        e.dst = e.path.back();
                        step.hops = std::max(step.hops, int(e.path.size()) - 1);
                        step.edges.push_back(std::move(e));
                    }
                mSteps.push_back(std::move(step));
            }
            holders.swap(nextHolders);
        }
    }

    // A node's subtree is complete once every later step is accounted for, so collect backwards.
    mSubtree.resize(std::size_t(p));
    for (int v = 0; v < p; ++v)
        mSubtree[std::size_t(v)] = {v};
    for (auto it = mSteps.rbegin(); it != mSteps.rend(); ++it)
        for (const PatternEdge &e : it->edges) {
            auto &into = mSubtree[std::size_t(e.src)];
            const auto &from = mSubtree[std::size_t(e.dst)];
            into.insert(into.end(), from.begin(), from.end());
        }
    for (auto &s : mSubtree)
        std::sort(s.begin(), s.end());
}

std::vector<PatternStep> BroadcastPattern::reversedSteps() const
{
    std::vector<PatternStep> out(mSteps.rbegin(), mSteps.rend());
    for (PatternStep &step : out)
        for (PatternEdge &e : step.edges) {
            std::swap(e.src, e.dst);
            std::reverse(e.path.begin(), e.path.end());
        }
    return out;
}

int BroadcastPattern::closedFormSteps(const Topology &topology)
{
    if (topology.kind() == TopologyKind::Hypercube || topology.kind() == TopologyKind::Tree)
        return bits::floorLog2(std::uint64_t(topology.processorCount()));
    int steps = 0;
    for (int z : topology.shape())
        steps += bits::ceilLog2(std::uint64_t(z));
    return steps;
}

bool BroadcastPattern::equalHalves(const Topology &topology)
{
    if (topology.kind() == TopologyKind::Hypercube || topology.kind() == TopologyKind::Tree)
        return true;
    const auto sides = topology.shape();
    return std::all_of(sides.begin(), sides.end(), [](int z) { return bits::isPowerOfTwo(z); });
}

QString axisName(int dim)
{
    static const char *const names[] = {"X", "Y", "Z"};
    return dim >= 0 && dim < 3 ? QLatin1String(names[dim]) : QString::number(dim);
}

std::vector<NodeTrace> patternCubeTraces(int p, int d, int root, int i, CubeDirection direction)
{
    const bool reduce = direction == CubeDirection::Reduce;
    std::vector<NodeTrace> traces(static_cast<std::size_t>(p));
    // The bits below i: not reached yet by the broadcast's loop, passed already by the reduction's.
    const int mask = (1 << i) - 1;
    for (int id = 0; id < p; ++id) {
        const int vid = id ^ root;
        NodeTrace &tr = traces[std::size_t(id)];
        tr.vars = {{QStringLiteral("i"), QString::number(i)}, {QStringLiteral("mask"), binaryDigits(mask, d)}};
        if (reduce)
            tr.vars.push_back({QStringLiteral("my_id"), QString::number(id)});
        tr.vars.push_back({QStringLiteral("my_vid"), binaryDigits(vid, d)});
        if ((vid & mask) != 0) {
            tr.line = 4; // not informed yet (broadcast) or already sent its sum (reduce): idle
            continue;
        }
        tr.vars.push_back({QStringLiteral("partner"), QString::number((vid ^ (1 << i)) ^ root)});
        const bool bitSet = (vid & (1 << i)) != 0;
        tr.line = bitSet == reduce ? 6 : 8; // the sender's branch, or the receiver's
    }
    return traces;
}

} // namespace collviz::core::algorithms

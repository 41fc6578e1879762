// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "core/algorithms/broadcastfamily.h"

#include "core/algorithms/linesplit.h"
#include "core/bits.h"
#include "core/networks/gridaxes.h"
#include "core/topologies.h"

#include <algorithm>

namespace collviz::core::algorithms {

bool BroadcastPattern::supports(const Topology &topology)
{
    // Halving over the processor numbers (hypercube, tree), or splitting lines (grids).
    return topology.has(Trait::Halving) || topology.has(Trait::Grid);
}

void PatternStep::add(IntSpan path)
{
    Q_ASSERT(!path.empty()); // routes and line hops have both ends
    PatternEdge e;
    e.ends[0] = path.front();
    e.ends[1] = path.back();
    e.pathAt = std::uint32_t(nodes.size());
    e.pathSize = std::uint32_t(path.size());
    if (path.size() != 2)
        nodes.insert(nodes.end(), path.begin(), path.end());
    edges.push_back(e);
    hops = std::max(hops, int(path.size()) - 1);
}

BroadcastPattern::BroadcastPattern(const Topology &topology, int root, Subtrees subtrees)
{
    const int p = topology.processorCount();
    std::vector<int> path;
    if (topology.has(Trait::Halving)) {
        // Processors 0..p-1 are the cube's vertices or the tree's leaves from left to right; on
        // the tree an aligned block of 2^(i+1) leaves is a subtree, so the messages of one step
        // climb disjoint subtrees and share no link.
        const int d = bits::floorLog2(std::uint64_t(p));
        for (int i = d - 1; i >= 0; --i) {
            PatternStep step;
            step.dimension = i;
            const int lower = (1 << (i + 1)) - 1;
            const std::size_t senders = std::size_t(p) >> (i + 1);
            step.edges.reserve(senders);
            for (int id = 0; id < p; ++id) {
                const int vid = id ^ root;
                if ((vid & lower) != 0)
                    continue;
                path.clear();
                topology.appendRoute(id, (vid ^ (1 << i)) ^ root, path);
                step.add(IntSpan(path));
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
                        path.clear();
                        for (int pos : hop.positions)
                            path.push_back(line[std::size_t(pos)]);
                        step.add(IntSpan(path));
                    }
                mSteps.push_back(std::move(step));
            }
            holders.swap(nextHolders);
        }
    }
    if (subtrees == Subtrees::Yes)
        makeInformedLists(p);
}

void BroadcastPattern::makeInformedLists(int processors)
{
    // Every processor but the root is informed once, by the node that holds the data first.
    const std::size_t p = std::size_t(processors);
    mInformedAt.assign(p + 1, 0);
    for (const PatternStep &step : mSteps)
        for (const PatternEdge &e : step.edges)
            ++mInformedAt[std::size_t(e.src()) + 1];
    for (std::size_t v = 0; v < p; ++v)
        mInformedAt[v + 1] += mInformedAt[v];
    mInformed.resize(mInformedAt[p]);
    std::vector<std::uint32_t> next(mInformedAt.begin(), mInformedAt.end() - 1);
    for (const PatternStep &step : mSteps)
        for (const PatternEdge &e : step.edges)
            mInformed[next[std::size_t(e.src())]++] = e.dst();
}

void BroadcastPattern::subtree(int node, std::vector<int> &out) const
{
    Q_ASSERT(!mInformedAt.empty());
    // The node, then everyone it informs and they inform in turn: a walk of the tree below it.
    out.clear();
    out.push_back(node);
    for (std::size_t i = 0; i < out.size(); ++i) {
        const std::size_t v = std::size_t(out[i]);
        out.insert(out.end(), mInformed.begin() + std::ptrdiff_t(mInformedAt[v]),
                   mInformed.begin() + std::ptrdiff_t(mInformedAt[v + 1]));
    }
    std::sort(out.begin(), out.end());
}

void BroadcastPattern::reverse()
{
    std::reverse(mSteps.begin(), mSteps.end());
    for (PatternStep &step : mSteps)
        for (PatternEdge &e : step.edges) {
            std::swap(e.ends[0], e.ends[1]);
            if (e.pathSize != 2)
                std::reverse(step.nodes.begin() + e.pathAt, step.nodes.begin() + e.pathAt + e.pathSize);
        }
}

int BroadcastPattern::closedFormSteps(const Topology &topology)
{
    if (topology.has(Trait::Halving))
        return bits::floorLog2(std::uint64_t(topology.processorCount()));
    int steps = 0;
    for (int z : topology.shape())
        steps += bits::ceilLog2(std::uint64_t(z));
    return steps;
}

bool BroadcastPattern::equalHalves(const Topology &topology)
{
    if (topology.has(Trait::Halving))
        return true;
    const auto sides = topology.shape();
    return std::all_of(sides.begin(), sides.end(), [](int z) { return bits::isPowerOfTwo(z); });
}

QString axisName(int dim) { return networks::gridAxisName(dim).toUpper(); }

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

namespace {

QString L(const char *text) { return QString::fromUtf8(text); }

/// The hypercube forms (seed 001 Fig. 3.1.9 and its dual): idle at line 4, senders at 6,
/// receivers at 8, as patternCubeTraces records them.
PseudoCode cubeCode(PatternRole role, bool tree)
{
    const QString on = tree ? L("   // d = log p; ids are leaf numbers, messages climb through the switches")
                            : QString();
    switch (role) {
    case PatternRole::Broadcast:
        return {L("ONE_TO_ALL_BC(d, my_id, source, X)") + on,
                {L("my_vid := my_id XOR source"),
                 L("mask := 2^d - 1"),
                 L("for i := d-1 downto 0 do"),
                 L("    mask := mask XOR 2^i                  // clear bit i"),
                 L("    if (my_vid AND mask) = 0 then         // lower i bits are 0"),
                 L("        if (my_vid AND 2^i) = 0 then"),
                 L("            send X to (my_vid XOR 2^i) XOR source"),
                 L("        else"),
                 L("            receive X from (my_vid XOR 2^i) XOR source"),
                 L("end for")}};
    case PatternRole::Reduce:
        return {L("ALL_TO_ONE_REDUCE(d, my_id, destination, X, sum)") + on,
                {L("my_vid := my_id XOR destination"),
                 L("sum := X"),
                 L("mask := 0"),
                 L("for i := 0 to d-1 do"),
                 L("    if (my_vid AND mask) = 0 then         // lower i bits are 0"),
                 L("        if (my_vid AND 2^i) != 0 then"),
                 L("            send sum to (my_vid XOR 2^i) XOR destination"),
                 L("        else"),
                 L("            receive X from (my_vid XOR 2^i) XOR destination"),
                 L("            sum := sum + X"),
                 L("    mask := mask XOR 2^i                  // set bit i"),
                 L("end for")}};
    case PatternRole::Scatter:
        return {L("ONE_TO_ALL_SCATTER(d, my_id, source, X[0..p-1])   // X[v]: the message for virtual id v") + on,
                {L("my_vid := my_id XOR source"),
                 L("mask := 2^d - 1"),
                 L("for i := d-1 downto 0 do"),
                 L("    mask := mask XOR 2^i                  // clear bit i"),
                 L("    if (my_vid AND mask) = 0 then         // lower i bits are 0"),
                 L("        if (my_vid AND 2^i) = 0 then      // keep X[my_vid .. my_vid+2^i-1]"),
                 L("            send X[my_vid+2^i .. my_vid+2^(i+1)-1] to (my_vid XOR 2^i) XOR source"),
                 L("        else"),
                 L("            receive X[my_vid .. my_vid+2^i-1] from (my_vid XOR 2^i) XOR source"),
                 L("end for")}};
    case PatternRole::Gather:
        return {L("ALL_TO_ONE_GATHER(d, my_id, destination, X)   // X[v]: the message of virtual id v") + on,
                {L("my_vid := my_id XOR destination"),
                 L("collected := X[my_vid]                // my own message"),
                 L("mask := 0"),
                 L("for i := 0 to d-1 do"),
                 L("    if (my_vid AND mask) = 0 then         // lower i bits are 0"),
                 L("        if (my_vid AND 2^i) != 0 then"),
                 L("            send collected, X[my_vid .. my_vid+2^i-1], to (my_vid XOR 2^i) XOR destination"),
                 L("        else"),
                 L("            receive X[my_vid+2^i .. my_vid+2^(i+1)-1] from (my_vid XOR 2^i) XOR destination"),
                 L("            collected := collected ∪ X"),
                 L("    mask := mask XOR 2^i                  // set bit i"),
                 L("end for")}};
    }
    return {};
}

/// The line split forms (ring, linear array, mesh, torus): senders at line 6, receivers at 8.
PseudoCode lineCode(const NetworkTraits &traits, PatternRole role)
{
    const int dims = traits.minDimensions;
    const bool wraps = traits.has(Trait::Wraparound);
    const bool ring = wraps && dims <= 1;
    const bool forward = role == PatternRole::Broadcast || role == PatternRole::Scatter;
    QString sides;
    if (dims <= 1)
        sides = L("X");
    else
        sides = forward ? (dims == 2 ? L("X, Y") : L("X, Y, Z")) : (dims == 2 ? L("Y, X") : L("Z, Y, X"));
    const QString loop = dims <= 1 ? L("for dim := X do                           // one line: the whole ") +
                                         (ring ? L("ring") : L("array"))
                                   : L("for dim := ") + sides + L(" do                  // one side after the other");
    const QString line = wraps ? L("    [lo, hi] := my line along dim, positions counted from its holder (wraparound)")
                               : L("    [lo, hi] := my line along dim, positions 0 .. z-1");
    const QString holder = forward ? L("    holder := the node of [lo, hi] that has X")
                                   : L("    splits := the broadcast's splits of my line, in reverse order");
    switch (role) {
    case PatternRole::Broadcast:
        return {L("ONE_TO_ALL_BC_LINE(my_id, source, X)"),
                {loop, line, holder,
                 L("    while hi > lo do                      // ceil(log2 z) splits"),
                 L("        halve [lo, hi], the holder's half the larger; partner := holder's offset in the other"),
                 L("        if my_id = holder then"),
                 L("            send X to partner                 // inside [lo, hi]: no link shared"),
                 L("        else if my_id = partner then"),
                 L("            receive X from holder"),
                 L("        [lo, hi] := my half; holder := the one of holder, partner in it"),
                 L("    end while"),
                 L("end for")}};
    case PatternRole::Scatter:
        return {L("ONE_TO_ALL_SCATTER_LINE(my_id, source, X[0..p-1])   // X[v]: the message for node v"),
                {loop, line, L("    holder := the node of [lo, hi] that has the messages for it"),
                 L("    while hi > lo do                      // ceil(log2 z) splits"),
                 L("        halve [lo, hi], the holder's half the larger; partner := holder's offset in the other"),
                 L("        if my_id = holder then"),
                 L("            send the messages for partner's half (its nodes in later sides too) to partner"),
                 L("        else if my_id = partner then"),
                 L("            receive the messages for my half from holder"),
                 L("        [lo, hi] := my half; holder := the one of holder, partner in it"),
                 L("    end while"),
                 L("end for")}};
    case PatternRole::Reduce:
        return {L("ALL_TO_ONE_REDUCE_LINE(my_id, destination, X, sum)   // the broadcast backwards"),
                {loop, line, holder,
                 L("    for each split (holder, partner) in splits do"),
                 L("        sum := X if this is my first split"),
                 L("        if my_id = partner then"),
                 L("            send sum to holder                // my part is done"),
                 L("        else if my_id = holder then"),
                 L("            receive X from partner"),
                 L("            sum := sum + X"),
                 L("    end for"),
                 L("end for")}};
    case PatternRole::Gather:
        return {L("ALL_TO_ONE_GATHER_LINE(my_id, destination, X)   // the scatter backwards"),
                {loop, line, holder,
                 L("    for each split (holder, partner) in splits do"),
                 L("        collected := {X} if this is my first split"),
                 L("        if my_id = partner then"),
                 L("            send collected to holder          // everything of my half"),
                 L("        else if my_id = holder then"),
                 L("            receive Y from partner"),
                 L("            collected := collected ∪ Y"),
                 L("    end for"),
                 L("end for")}};
    }
    return {};
}

} // namespace

PseudoCode patternPseudoCode(const NetworkTraits &traits, PatternRole role)
{
    return traits.has(Trait::Halving) ? cubeCode(role, traits.has(Trait::Switches)) : lineCode(traits, role);
}

std::vector<NodeTrace> patternTraces(const Topology &topology, int root, const PatternStep &step, PatternRole role)
{
    const int p = topology.processorCount();
    if (topology.has(Trait::Halving)) {
        const bool up = role == PatternRole::Reduce || role == PatternRole::Gather;
        return patternCubeTraces(p, bits::floorLog2(std::uint64_t(p)), root, step.dimension,
                                 up ? CubeDirection::Reduce : CubeDirection::Broadcast);
    }
    std::vector<NodeTrace> traces(static_cast<std::size_t>(p));
    const QString dim = axisName(step.dimension);
    for (NodeTrace &t : traces)
        t.vars = {{QStringLiteral("dim"), dim}};
    const bool forward = role == PatternRole::Broadcast || role == PatternRole::Scatter;
    const QString holderName = QStringLiteral("holder");
    const QString partnerName = QStringLiteral("partner");
    for (const PatternEdge &e : step.edges) {
        // Forwards the sender is the holder; backwards the partner sends back to the holder.
        const int holder = forward ? e.src() : e.dst();
        const int partner = forward ? e.dst() : e.src();
        for (int node : {e.src(), e.dst()}) {
            NodeTrace &t = traces[std::size_t(node)];
            t.line = node == e.src() ? 6 : 8;
            t.vars.push_back({holderName, QString::number(holder)});
            t.vars.push_back({partnerName, QString::number(partner)});
        }
    }
    return traces;
}

} // namespace collviz::core::algorithms

// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// One-to-all broadcast (seed 001 section 3.1). The family's reductions and scatter/gather are in
// reduce.cpp and scattergather.cpp, registered from here; the shared pattern is in broadcastfamily.h.

#include "core/algorithms/algorithms.h"
#include "core/algorithms/broadcastfamily.h"
#include "core/algorithms/common.h"

namespace collviz::core::algorithms {

namespace {

/// The round of a pattern step: the message (packet 0) along each of its edges, the round
/// sized at once (each round doubles the one before).
void sendAlong(RoundBuilder &rounds, const PatternStep &step)
{
    rounds.round().transfers.reserve(step.edges.size(), step.nodes.size(), step.edges.size());
    for (const PatternEdge &e : step.edges)
        rounds.sendOne(step.path(e), 0);
}


/**
 * broadcast-recursive-doubling: seed 001 sections 3.1.1-3.1.3 and Fig. 3.1.9.
 * Hypercube: in step k (dimension i = d-1-k) every node whose virtual id (id XOR root) has
 * its lower i+1 bits zero sends to its partner across dimension i. Ring and linear array:
 * the holder sends to the farthest useful node, halving the distance every step. Meshes
 * and tori: the line algorithm along X, then Y, then Z. Cost (t_s + t_w m) per step;
 * log p steps when every side is a power of two.
 */
class BroadcastRecursiveDoubling final : public PatternStepCost
{
public:
    BroadcastRecursiveDoubling()
        : PatternStepCost({QStringLiteral("broadcast-recursive-doubling"), Operation::Broadcast,
                           QT_TRANSLATE_NOOP("collviz::core::Algorithm", "One-to-all broadcast by recursive doubling"),
                           QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                                             "The source sends the message to the node farthest away in the half "
                                             "of the network that has no copy; from then on every node holding the "
                                             "message does the same within its half, so the number of informed "
                                             "nodes doubles every step. On a hypercube the halves are the subcubes "
                                             "across one dimension, highest dimension first; on meshes and tori the "
                                             "algorithm runs along X, then Y, then Z. Messages of one step never "
                                             "share a link. The text's cost (t_s + t_w m) log p ignores the per-hop "
                                             "time t_h of the longer ring and mesh messages; with a side that is "
                                             "not a power of two a line needs ceil(log2 z) steps."),
                           cite(Seed::S001, "§3.1.1-3.1.3, §3.1.5 Fig. 3.1.9, §3.1.6"),
                           {needs::binaryCube(), needs::grid()},
                           model(Switching::Wormhole, 1, Duplex::Full, true),
                           QStringLiteral("(t_s + t_w m) log p   [sum of ceil(log2 z_i) steps per dimension]")})
    {
    }

    PseudoCode pseudoCode() const override
    {
        return {QStringLiteral("ONE_TO_ALL_BC(d, my_id, source, X)"),
                {QStringLiteral("my_vid := my_id XOR source"),
                 QStringLiteral("mask := 2^d - 1"),
                 QStringLiteral("for i := d-1 downto 0 do"),
                 QStringLiteral("    mask := mask XOR 2^i                  // clear bit i"),
                 QStringLiteral("    if (my_vid AND mask) = 0 then         // lower i bits are 0"),
                 QStringLiteral("        if (my_vid AND 2^i) = 0 then"),
                 QStringLiteral("            send X to (my_vid XOR 2^i) XOR source"),
                 QStringLiteral("        else"),
                 QStringLiteral("            receive X from (my_vid XOR 2^i) XOR source"),
                 QStringLiteral("end for")}};
    }
    PseudoCode pseudoCodeOn(const Topology &topology) const override
    {
        return patternPseudoCode(topology, PatternRole::Broadcast);
    }

    Schedule build(const Problem &problem, const RunParams &params) const override
    {
        Schedule s = problem.emptySchedule();
        const Topology &topo = problem.topology();
        const int root = params.root;
        std::vector<PatternStep> steps = BroadcastPattern(topo, root).takeSteps();
        const int total = int(steps.size());
        const bool cube = topo.has(Trait::BinaryCube);
        RoundBuilder rounds(s, problem, *this);
        int stepNo = 0;
        for (PatternStep &step : steps) {
            sendAlong(rounds, step);
            ++stepNo;
            rounds.traceAll([&] { return patternTraces(topo, root, step, PatternRole::Broadcast); });
            Text said;
            if (cube)
                said = narration(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                        "Round %1 of %2: every node whose virtual id has its lower %3 zero sends the message "
                        "across dimension %4."))
                                      .arg(stepNo)
                                      .arg(total)
                                      .arg(counted(QT_TRANSLATE_N_NOOP("collviz::core::Algorithm", "%n bit(s)"), step.dimension + 1))
                                      .arg(step.dimension);
            else if (topo.dimensions() == 1)
                said = narration(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                        "Round %1 of %2: every node holding the message sends it %3 away, into the half of "
                        "its segment that has no copy."))
                                      .arg(stepNo)
                                      .arg(total)
                                      .arg(counted(QT_TRANSLATE_N_NOOP("collviz::core::Algorithm", "%n hop(s)"), step.hops));
            else
                said = narration(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                        "Round %1 of %2: along %3, every node holding the message sends it up to %4 away, "
                        "into the half of its segment that has no copy."))
                                      .arg(stepNo)
                                      .arg(total)
                                      .arg(axisName(step.dimension))
                                      .arg(counted(QT_TRANSLATE_N_NOOP("collviz::core::Algorithm", "%n hop(s)"), step.hops));
            rounds.finish(std::move(said));
            step = PatternStep(); // made into its round: its memory goes before the next is made
        }
        return s;
    }
};

/**
 * broadcast-tree: seed 001 section 3.1.4, Fig. 3.1.8. Processors are the leaves of a balanced
 * binary tree, inner vertices are switches. The hypercube rule runs on leaf numbers: in the
 * step for bit i every leaf whose virtual id (id XOR root) has its lower i+1 bits zero sends to
 * its partner across bit i, through their common ancestor i+1 levels up. The messages of a
 * step climb disjoint subtrees, so no link ever carries two. Cost (t_s + t_w m) log p.
 */
class BroadcastTree final : public PatternStepCost
{
public:
    BroadcastTree()
        : PatternStepCost({QStringLiteral("broadcast-tree"), Operation::Broadcast,
                           QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                                             "One-to-all broadcast on a balanced binary tree"),
                           QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                                             "The processors are the leaves of a balanced binary tree and the inner "
                                             "vertices only route. The hypercube algorithm is mapped onto the "
                                             "leaves: the source first sends to the leaf in the other half of the "
                                             "tree, then every leaf holding the message sends into the other half "
                                             "of its subtree, which is half as large each step. The messages of one "
                                             "step run in disjoint subtrees, so no link is ever congested, as the "
                                             "text says of Fig. 3.1.8. The cost (t_s + t_w m) log p ignores the "
                                             "per-hop time of the paths through the switches."),
                           cite(Seed::S001, "§3.1.4 Fig. 3.1.8"),
                           {needs::switchTree()},
                           model(Switching::Wormhole, 1, Duplex::Full, true),
                           QStringLiteral("(t_s + t_w m) log p")})
    {
    }

    PseudoCode pseudoCode() const override
    {
        return patternPseudoCode(NetworkTraits{traitFlags({Trait::Switches, Trait::Halving})}, PatternRole::Broadcast);
    }
    PseudoCode pseudoCodeOn(const Topology &topology) const override
    {
        return patternPseudoCode(topology, PatternRole::Broadcast);
    }

    Schedule build(const Problem &problem, const RunParams &params) const override
    {
        Schedule s = problem.emptySchedule();
        std::vector<PatternStep> steps = BroadcastPattern(problem.topology(), params.root).takeSteps();
        const int total = int(steps.size());
        RoundBuilder rounds(s, problem, *this);
        int k = 0;
        for (PatternStep &step : steps) {
            sendAlong(rounds, step);
            ++k;
            rounds.traceAll([&] { return patternTraces(problem.topology(), params.root, step, PatternRole::Broadcast); });
            if (step.edges.size() == 1)
                rounds.finish(narration(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                        "Round %1 of %2: the source sends the message to leaf %3 in the other half of the tree; it "
                        "climbs %4 through the switches and down again."))
                                      .arg(k)
                                      .arg(total)
                                      .arg(step.edges.front().dst())
                                      .arg(counted(QT_TRANSLATE_N_NOOP("collviz::core::Algorithm", "%n level(s)"), step.dimension + 1)));
            else
                rounds.finish(narration(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                        "Round %1 of %2: each of the %3 leaves holding the message sends it into the other half of "
                        "its subtree of %4 leaves; the messages climb %5 through the switches and down "
                        "again in disjoint subtrees, so no two share a link."))
                                      .arg(k)
                                      .arg(total)
                                      .arg(step.edges.size())
                                      .arg(2 << step.dimension)
                                      .arg(counted(QT_TRANSLATE_N_NOOP("collviz::core::Algorithm", "%n level(s)"), step.dimension + 1)));
            step = PatternStep(); // made into its round: its memory goes before the next is made
        }
        return s;
    }
};

/**
 * broadcast-ring-sequential: seed 001 section 3.1.1, first paragraph, the approach the text
 * warns about: the source sends the message to the other p-1 processes one after the other,
 * so the source is the bottleneck and one pair of nodes communicates at a time. The text gives
 * no order; here step k goes to the node k places after the source, the shorter way round.
 * Cost (t_s + t_w m)(p - 1).
 */
class BroadcastRingSequential final : public AlgorithmBase
{
public:
    BroadcastRingSequential()
        : AlgorithmBase({QStringLiteral("broadcast-ring-sequential"), Operation::Broadcast,
                         QT_TRANSLATE_NOOP("collviz::core::Algorithm", "One-to-all broadcast by sequential sends"),
                         QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                                           "The naive broadcast section 3.1.1 starts from: the source sends the "
                                           "message to each of the other p-1 nodes in turn. The text only says "
                                           "that the source is the bottleneck and that a single pair of nodes "
                                           "communicates at a time; the order chosen here is round the ring, the "
                                           "node k places after the source in step k, along the shorter way. It "
                                           "takes p-1 steps of t_s + t_w m, against log p steps for recursive "
                                           "doubling."),
                         cite(Seed::S001, "§3.1.1"),
                         {needs::ring()},
                         model(Switching::Wormhole, 1, Duplex::Full, true),
                         QStringLiteral("(t_s + t_w m)(p - 1)")})
    {
    }

    std::optional<int> formulaRounds(const Topology &topology, const RunParams &) const override
    {
        return topology.processorCount() - 1;
    }

    PseudoCode pseudoCode() const override
    {
        return {QStringLiteral("RING_SEQUENTIAL_BC(p, my_id, source, X)"),
                {QStringLiteral("if my_id = source then"),
                 QStringLiteral("    for k := 1 to p-1 do"),
                 QStringLiteral("        send X to (source + k) mod p      // the shorter way; one pair at a time"),
                 QStringLiteral("    end for"),
                 QStringLiteral("else"),
                 QStringLiteral("    receive X from source               // in step (my_id - source) mod p")}};
    }

    Schedule build(const Problem &problem, const RunParams &params) const override
    {
        Schedule s = problem.emptySchedule();
        const Topology &topo = problem.topology();
        const int p = problem.processors();
        RoundBuilder rounds(s, problem, *this);
        for (int k = 1; k < p; ++k) {
            const int dst = (params.root + k) % p;
            rounds.sendRouted(params.root, dst, {0});
            const TraceVars vars{{QStringLiteral("k"), QString::number(k)}};
            rounds.trace(params.root, 2, [&]() -> const TraceVars & { return vars; });
            rounds.trace(dst, 5, [&]() -> const TraceVars & { return vars; });
            rounds.finish(narration(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                    "Round %1 of %2: the source sends the message to node %3, %4 away; every other node waits."))
                                  .arg(k)
                                  .arg(p - 1)
                                  .arg(dst)
                                  .arg(counted(QT_TRANSLATE_N_NOOP("collviz::core::Algorithm", "%n hop(s)"), topo.distance(params.root, dst))));
        }
        return s;
    }

protected:
    std::optional<double> formulaValue(const Topology &topology, const RunParams &params) const override
    {
        return perStep(params.cost) * (topology.processorCount() - 1);
    }
};

/**
 * broadcast-ring-near-first: seed 001 section 3.1.1, the recipient choice the text warns
 * about: node 0 sends to node 1, then nodes 0 and 1 send to 2 and 3, then 0..3 to 4..7, always
 * forwards. In step k the node at offset i < 2^(k-1) from the source sends 2^(k-1) hops ahead.
 * All messages of step k cross the link into offset 2^(k-1), so they serialise there: step k
 * costs min(2^(k-1), p - 2^(k-1)) (t_s + t_w m), not t_s + t_w m as the naive count assumes.
 */
class BroadcastRingNearFirst final : public AlgorithmBase
{
public:
    BroadcastRingNearFirst()
        : AlgorithmBase({QStringLiteral("broadcast-ring-near-first"), Operation::Broadcast,
                         QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                                           "One-to-all broadcast to the nearest nodes first (congested)"),
                         QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                                           "The example section 3.1.1 warns against: node 0 sends to node 1, then "
                                           "nodes 0 and 1 send to nodes 2 and 3, then nodes 0 to 3 send to nodes 4 "
                                           "to 7, always forwards round the ring. The informed nodes still double "
                                           "every step, but the messages of one step overlap: all of them cross "
                                           "the link into the first uninformed node, so they queue there. The "
                                           "naive count (t_s + t_w m) log p ignores this; the engine serialises "
                                           "messages that share a link, so step k costs min(2^(k-1), p - 2^(k-1)) "
                                           "times t_s + t_w m, (p-1)(t_s + t_w m) in all when p is a power of two."),
                         cite(Seed::S001, "§3.1.1"),
                         {needs::ring()},
                         model(Switching::Wormhole, 1, Duplex::Full, true),
                         QStringLiteral("(t_s + t_w m) log p   [naive: ignores the congestion]")})
    {
    }

    /// Messages sharing the busiest link in each step, summed: min(2^(k-1), p - 2^(k-1)) per step.
    static int serialisedSteps(int p)
    {
        int total = 0;
        for (int half = 1; half < p; half *= 2)
            total += std::min(half, p - half);
        return total;
    }

    std::optional<int> formulaRounds(const Topology &topology, const RunParams &) const override
    {
        return bits::ceilLog2(std::uint64_t(topology.processorCount()));
    }

    /// Step k sends 2^(k-1) messages 2^(k-1) hops each: about p^2/3 hops in all (ring:8192
    /// holds 22 M, 450 MB at its peak; ring:65536 would need 25 GB and is refused).
    double estimatedExtraHops(const Topology &topology) const override
    {
        const double p = topology.processorCount();
        return p * p / 3.0;
    }

    std::optional<Text> formulaDeviation(const Topology &topology, const RunParams &) const override
    {
        const int p = topology.processorCount();
        const int steps = bits::ceilLog2(std::uint64_t(p));
        const int serial = serialisedSteps(p);
        if (serial == steps)
            return std::nullopt; // too few nodes for two messages to meet on a link
        return reason(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                          "from step 2 on the messages of a step all cross the link into the first node without a "
                          "copy, so under wormhole routing they queue: step k costs min(2^(k-1), p - 2^(k-1)) (t_s + "
                          "t_w m), %1 (t_s + t_w m) in all on %2 nodes instead of the naive %3 (t_s + t_w m)."))
            .arg(serial)
            .arg(p)
            .arg(steps);
    }

    PseudoCode pseudoCode() const override
    {
        return {QStringLiteral("RING_NEAR_FIRST_BC(p, my_id, source, X)"),
                {QStringLiteral("my_off := (my_id - source) mod p"),
                 QStringLiteral("for k := 1 to ceil(log2 p) do"),
                 QStringLiteral("    half := 2^(k-1)                       // nodes 0 .. half-1 have X"),
                 QStringLiteral("    if my_off < half and my_off + half < p then"),
                 QStringLiteral("        send X to (my_id + half) mod p    // forwards, through the nodes between"),
                 QStringLiteral("    else if half <= my_off < 2 half then"),
                 QStringLiteral("        receive X from (my_id - half) mod p"),
                 QStringLiteral("end for                                   // all messages of a step share one link")}};
    }

    Schedule build(const Problem &problem, const RunParams &params) const override
    {
        Schedule s = problem.emptySchedule();
        const int p = problem.processors();
        const int total = bits::ceilLog2(std::uint64_t(p));
        RoundBuilder rounds(s, problem, *this);
        int k = 0;
        for (int half = 1; half < p; half *= 2) {
            int senders = 0;
            const TraceVars vars{{QStringLiteral("k"), QString::number(k + 1)}, {QStringLiteral("half"), QString::number(half)}};
            for (int i = 0; i < half && i + half < p; ++i) {
                std::vector<int> path;
                for (int off = i; off <= i + half; ++off)
                    path.push_back((params.root + off) % p);
                rounds.trace(path.front(), 4, [&]() -> const TraceVars & { return vars; });
                rounds.trace(path.back(), 6, [&]() -> const TraceVars & { return vars; });
                rounds.send(path, {0});
                ++senders;
            }
            ++k;
            if (senders == 1)
                rounds.finish(narration(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                        "Round %1 of %2: one message goes %3 forward round the ring; no link is shared."))
                                      .arg(k)
                                      .arg(total)
                                      .arg(counted(QT_TRANSLATE_N_NOOP("collviz::core::Algorithm", "%n hop(s)"), half)));
            else
                rounds.finish(narration(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                        "Round %1 of %2: each of the %3 nodes holding the message sends it %4 hops forward; all %3 "
                        "messages need the link into node %5, so they queue there one after the other."))
                                      .arg(k)
                                      .arg(total)
                                      .arg(senders)
                                      .arg(half)
                                      .arg((params.root + half) % p));
        }
        return s;
    }

protected:
    std::optional<double> formulaValue(const Topology &topology, const RunParams &params) const override
    {
        return perStep(params.cost) * bits::ceilLog2(std::uint64_t(topology.processorCount()));
    }
};


} // namespace

void registerBroadcastFamily(AlgorithmRegistry &registry)
{
    registry.add(std::make_shared<BroadcastRecursiveDoubling>());
    registry.add(std::make_shared<BroadcastTree>());
    registry.add(std::make_shared<BroadcastRingSequential>());
    registry.add(std::make_shared<BroadcastRingNearFirst>());
    registerReduceAlgorithms(registry);
    registerScatterGatherAlgorithms(registry);
}

} // namespace collviz::core::algorithms

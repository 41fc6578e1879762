// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// All-to-one reduction: the broadcast run backwards (seed 001 sections 3.1.1-3.1.5).

#include "core/algorithms/broadcastfamily.h"
#include "core/algorithms/common.h"

namespace collviz::core::algorithms {

namespace {

/**
 * The dual of the broadcast pattern (section 3.1.1, Fig. 3.1.4; section 3.1.5 All_To_One_Reduce):
 * the steps run last to first and every message goes the other way. A node that received the
 * message in step k of the broadcast sends its partial sum back in the mirrored step, after it
 * has added everything its own subtree sent; the receiver adds it to its partial sum.
 * Cost (t_s + t_w m) per step, the broadcast's (PatternStepCost), and t_c m for the one sum
 * each receiver adds. Shared by reduce-recursive-halving and reduce-tree.
 */
class ReduceByPattern : public PatternStepCost
{
public:
    ReduceByPattern(AlgorithmInfo info, const char *combineFormula) : PatternStepCost(std::move(info))
    {
        setCombineFormulaText(QString::fromLatin1(combineFormula));
    }

    PseudoCode pseudoCode() const override
    {
        return {QStringLiteral("ALL_TO_ONE_REDUCE(d, my_id, destination, X, sum)"),
                {QStringLiteral("my_vid := my_id XOR destination"),
                 QStringLiteral("sum := X"),
                 QStringLiteral("mask := 0"),
                 QStringLiteral("for i := 0 to d-1 do"),
                 QStringLiteral("    if (my_vid AND mask) = 0 then         // lower i bits are 0"),
                 QStringLiteral("        if (my_vid AND 2^i) != 0 then"),
                 QStringLiteral("            send sum to (my_vid XOR 2^i) XOR destination"),
                 QStringLiteral("        else"),
                 QStringLiteral("            receive X from (my_vid XOR 2^i) XOR destination"),
                 QStringLiteral("            sum := sum + X"),
                 QStringLiteral("    mask := mask XOR 2^i                  // set bit i"),
                 QStringLiteral("end for")}};
    }
    PseudoCode pseudoCodeOn(const Topology &topology) const override
    {
        return patternPseudoCode(topology, PatternRole::Reduce);
    }

    Schedule build(const Problem &problem, const RunParams &params) const override
    {
        Schedule s = problem.emptySchedule();
        const Topology &topo = problem.topology();
        const int p = problem.processors();
        const int root = params.root;
        BroadcastPattern pattern(topo, root);
        pattern.reverse();
        const std::vector<PatternStep> &steps = pattern.steps();
        const int total = int(steps.size());
        RoundBuilder rounds(s, problem, *this);

        std::vector<int> sum(static_cast<std::size_t>(p)); // the partial sum each node holds (one piece)
        for (int i = 0; i < p; ++i)
            sum[std::size_t(i)] = i;
        for (int k = 0; k < total; ++k) {
            const PatternStep &step = steps[std::size_t(k)];
            for (const PatternEdge &e : step.edges)
                rounds.sendOne(step.path(e), sum[std::size_t(e.src())]);
            // Receivers add at the end of the round, on what arrived.
            for (const PatternEdge &e : step.edges)
                sum[std::size_t(e.dst())] =
                    s.addCombine(rounds.round(), e.dst(), {sum[std::size_t(e.dst())], sum[std::size_t(e.src())]}, root);
            rounds.traceAll([&] { return patternTraces(topo, root, step, PatternRole::Reduce); });
            rounds.finish(stepNarration(topo, step, k + 1, total));
        }
        return s;
    }

protected:
    std::optional<double> formulaValue(const Topology &topology, const RunParams &params) const override
    {
        const CostParams &c = params.cost;
        return (perStep(c) + c.tc * c.m) * BroadcastPattern::closedFormSteps(topology);
    }

private:
    static Text stepNarration(const Topology &topo, const PatternStep &step, int k, int total)
    {
        if (topo.has(Trait::BinaryCube))
            return narration(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                    "Round %1 of %2: every node whose virtual id has bit %3 set and the bits below it zero sends its "
                    "partial sum across dimension %3; its partner adds it to its own."))
                .arg(k)
                .arg(total)
                .arg(step.dimension);
        if (topo.has(Trait::Switches))
            return narration(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                    "Round %1 of %2: in every subtree of %3 leaves, the leaf that got the message from the other "
                    "half in the broadcast sends its partial sum back through the switches; the receiver adds it to "
                    "its own."))
                .arg(k)
                .arg(total)
                .arg(2 << step.dimension);
        if (topo.dimensions() == 1)
            return narration(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                    "Round %1 of %2: %3 send their partial sums up to %4 back towards the "
                    "destination, the reverse of the broadcast step; each receiver adds the sum to its own."))
                .arg(k)
                .arg(total)
                .arg(counted(QT_TRANSLATE_N_NOOP("collviz::core::Algorithm", "%n node(s)"), step.edges.size()))
                .arg(counted(QT_TRANSLATE_N_NOOP("collviz::core::Algorithm", "%n hop(s)"), step.hops));
        return narration(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                "Round %1 of %2: along %3, %4 send their partial sums up to %5 back towards the "
                "destination, the reverse of the broadcast step; each receiver adds the sum to its own."))
            .arg(k)
            .arg(total)
            .arg(axisName(step.dimension))
            .arg(counted(QT_TRANSLATE_N_NOOP("collviz::core::Algorithm", "%n node(s)"), step.edges.size()))
            .arg(counted(QT_TRANSLATE_N_NOOP("collviz::core::Algorithm", "%n hop(s)"), step.hops));
    }
};

/**
 * reduce-recursive-halving: seed 001 section 3.1.1 (Fig. 3.1.4), 3.1.2-3.1.3 and 3.1.5
 * (All_To_One_Reduce). The broadcast-recursive-doubling steps in reverse: on a hypercube the
 * step for dimension i (lowest first) has every node whose virtual id has bit i set and its
 * lower i bits zero send its sum across dimension i; on rings, arrays, meshes and tori the line
 * split runs backwards along Z, then Y, then X. Cost (t_s + t_w m + t_c m) log p.
 */
class ReduceRecursiveHalving final : public ReduceByPattern
{
public:
    ReduceRecursiveHalving()
        : ReduceByPattern({QStringLiteral("reduce-recursive-halving"), Operation::Reduce,
                           QT_TRANSLATE_NOOP("collviz::core::Algorithm", "All-to-one reduction by recursive halving"),
                           QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                                             "The dual of the one-to-all broadcast: the same messages in reverse "
                                             "order and direction. First the nodes that were informed last send "
                                             "their values to the node that would have informed them, which adds "
                                             "them to its own; then the senders of the previous broadcast step do "
                                             "the same with their partial sums, until the destination holds the "
                                             "total. On an eight-node ring with destination 0 that is 7, 5, 3, 1 "
                                             "to 6, 4, 2, 0, then 6 and 2 to 4 and 0, then 4 to 0 (Fig. 3.1.4). "
                                             "Messages of one step never share a link; the cost is the "
                                             "broadcast's, (t_s + t_w m) log p, with ceil(log2 z) steps on a side "
                                             "that is not a power of two."),
                           cite(Seed::S001, "§3.1.1 Fig. 3.1.4, §3.1.2-3.1.3, §3.1.5, §3.1.6"),
                           {needs::binaryCube(), needs::grid()},
                           model(Switching::Wormhole, 1, Duplex::Full, true),
                           QStringLiteral("(t_s + t_w m) log p   [sum of ceil(log2 z_i) steps per dimension]")},
                          "(t_s + t_w m + t_c m) log p   [sum of ceil(log2 z_i) steps per dimension]")
    {
    }
};

/**
 * reduce-tree: seed 001 section 3.1.4 ("reduction is done in reversed order"): broadcast-tree
 * backwards. Leaves send partial sums through the switches to the leaf that informed them in
 * the broadcast, smallest subtrees first. No link carries two messages. Cost
 * (t_s + t_w m + t_c m) log p.
 */
class ReduceTree final : public ReduceByPattern
{
public:
    ReduceTree()
        : ReduceByPattern({QStringLiteral("reduce-tree"), Operation::Reduce,
                           QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                                             "All-to-one reduction on a balanced binary tree"),
                           QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                                             "The tree broadcast of Fig. 3.1.8 in reverse order, as section 3.1.4 "
                                             "says. In the first step the leaves pair up under their parent switch "
                                             "and one of each pair adds the other's value; then pairs of pairs "
                                             "combine through the switch two levels up, and so on until the "
                                             "destination leaf holds the total. The messages of one step run in "
                                             "disjoint subtrees, so no link is congested. Cost (t_s + t_w m) log p, "
                                             "ignoring the per-hop time through the switches."),
                           cite(Seed::S001, "§3.1.4 Fig. 3.1.8"),
                           {needs::switchTree()},
                           model(Switching::Wormhole, 1, Duplex::Full, true),
                           QStringLiteral("(t_s + t_w m) log p")},
                          "(t_s + t_w m + t_c m) log p")
    {
    }

    PseudoCode pseudoCode() const override { return patternPseudoCode(NetworkTraits{traitFlags({Trait::Switches, Trait::Halving})}, PatternRole::Reduce); }
};

} // namespace

void registerReduceAlgorithms(AlgorithmRegistry &registry)
{
    registry.add(std::make_shared<ReduceRecursiveHalving>());
    registry.add(std::make_shared<ReduceTree>());
}

} // namespace collviz::core::algorithms

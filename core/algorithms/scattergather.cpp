// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Scatter (one-to-all personalized) and gather along the broadcast pattern (seed 001 section 3.4).

#include "core/algorithms/broadcastfamily.h"
#include "core/algorithms/common.h"

#include <algorithm>
#include <vector>

namespace collviz::core::algorithms {

namespace {

/// The packets of the processors `nodes` (each its list in `byNode`), in increasing id (a
/// node's holdings' order), into `out`: what a node of a pattern subtree holds on the
/// subtree's behalf, read without replaying the rounds (a replay of hypercube:16 kept a list
/// per node).
void collect(const HeldLists &byNode, const std::vector<int> &nodes, std::vector<int> &out)
{
    out.clear();
    for (int v : nodes) {
        const IntSpan ids = byNode.held(std::size_t(v));
        out.insert(out.end(), ids.begin(), ids.end());
    }
    if (!std::is_sorted(out.begin(), out.end()))
        std::sort(out.begin(), out.end());
}

/// Where the broadcast pattern runs (BroadcastPattern::supports): cubes, grids and switch trees.
const std::vector<NetworkNeed> kPatternNeeds{needs::binaryCube(), needs::grid(), needs::switchTree()};

const QString kScatterFormula =
    QStringLiteral("t_s log p + t_w m (p - 1)   [log p = sum of ceil(log2 z_i) steps per dimension]");

/**
 * Shared by scatter-recursive-halving and gather-recursive-doubling, duals of each other (seed
 * 001 section 3.4: gather runs the scatter's steps in reverse order and direction): where they run,
 * their model, the memory they need, and the cost of section 3.4, t_s log p + t_w m (p - 1).
 *
 * The cost is exact for every root: the line split keeps the larger part of a side that is not
 * a power of two on the root's side (linesplit.h), so the largest message of every step is the
 * one the root's own chain sends, and those carry m (p - 1) words in all. It meets the 1-port
 * lower bound t_s ceil(log2 p) + t_w m (p - 1) whenever the steps, the sum of ceil(log2 z_i)
 * over the sides, are ceil(log2 p).
 */
class PersonalizedByPattern : public AlgorithmBase
{
public:
    PersonalizedByPattern(QString id, Operation operation, const char *title, const char *description,
                          QString source)
        : AlgorithmBase({std::move(id), operation, title, description, std::move(source), kPatternNeeds,
                         model(Switching::Wormhole, 1, Duplex::Full, true), kScatterFormula})
    {
    }

    double estimatedPacketRefs(const Topology &topology, int pieces) const override
    {
        // Every packet moves once per step until it reaches its node (or the root), and stays there.
        const int p = topology.processorCount();
        return double(p) * pieces * (BroadcastPattern::closedFormSteps(topology) + 2);
    }

    std::optional<int> formulaRounds(const Topology &topology, const RunParams &) const override
    {
        return BroadcastPattern::closedFormSteps(topology);
    }

protected:
    std::optional<double> formulaValue(const Topology &topology, const RunParams &params) const override
    {
        return stepsPlusAllWords(BroadcastPattern::closedFormSteps(topology), topology.processorCount(), params.cost);
    }

    static Text where(const Topology &topo, const PatternStep &step)
    {
        if (topo.has(Trait::BinaryCube))
            return narration(QT_TRANSLATE_NOOP("collviz::core::Algorithm", "across dimension %1")).arg(step.dimension);
        if (topo.has(Trait::Switches))
            return narration(QT_TRANSLATE_NOOP("collviz::core::Algorithm", "through the switches, %1 up and down"))
                .arg(counted(QT_TRANSLATE_N_NOOP("collviz::core::Algorithm", "%n level(s)"), step.dimension + 1));
        if (topo.dimensions() == 1)
            return narration(QT_TRANSLATE_NOOP("collviz::core::Algorithm", "up to %1 along the line")).arg(counted(QT_TRANSLATE_N_NOOP("collviz::core::Algorithm", "%n hop(s)"), step.hops));
        return narration(QT_TRANSLATE_NOOP("collviz::core::Algorithm", "up to %1 along %2"))
            .arg(counted(QT_TRANSLATE_N_NOOP("collviz::core::Algorithm", "%n hop(s)"), step.hops))
            .arg(axisName(step.dimension));
    }
};

/**
 * scatter-recursive-halving: seed 001 section 3.4, Fig. 3.4.2. The broadcast pattern, but a
 * message carries only the packets destined for the receiver and the nodes it will serve: on
 * an eight-node hypercube the source sends 4 packets, then two nodes send 2, then four send 1.
 * Cost t_s log p + t_w m (p - 1) (sum p/2 + p/4 + ... + 1 = p - 1); the source must send m (p - 1)
 * words, so the words term is a lower bound.
 */
class ScatterRecursiveHalving final : public PersonalizedByPattern
{
public:
    ScatterRecursiveHalving()
        : PersonalizedByPattern(
              QStringLiteral("scatter-recursive-halving"), Operation::Scatter,
              QT_TRANSLATE_NOOP("collviz::core::Algorithm", "One-to-all personalized by recursive halving"),
              QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                                "Also called scatter (seed 001, MPI_Scatter). The source holds one distinct message for every node. It follows the broadcast "
                                "pattern, but each transfer carries only the messages destined for the other half: "
                                "first half of all messages, then a quarter, down to a single message. Every node "
                                "keeps what its own half needs. The text's cost is t_s log p + t_w m (p - 1), and "
                                "t_w m (p - 1) is a lower bound on any topology because the source must send p - 1 "
                                "messages. Where a side is not a power of two, every split keeps the larger part on "
                                "the sender's side, so the root's messages are the largest of each step and the cost "
                                "holds for every root. It meets the lower bound t_s ceil(log2 p) + t_w m (p - 1) "
                                "whenever the steps, one line split per side, add up to ceil(log2 p): on hypercubes, "
                                "trees, rings, linear arrays and meshes such as 3x7. Where they do not (mesh:3x5 takes "
                                "5 steps, ceil(log2 15) = 4), this pattern pays the extra start-ups."),
              cite(Seed::S001, "§3.4 Fig. 3.4.2"))
    {
    }

    PseudoCode pseudoCode() const override { return patternPseudoCode(NetworkTraits{traitFlags({Trait::BinaryCube, Trait::Halving})}, PatternRole::Scatter); }
    PseudoCode pseudoCodeOn(const Topology &topology) const override
    {
        return patternPseudoCode(topology, PatternRole::Scatter);
    }
    bool pseudoCodeApplies(const Topology &) const override { return true; }

    Schedule build(const Problem &problem, const RunParams &params) const override
    {
        Schedule s = problem.emptySchedule();
        const Topology &topo = problem.topology();
        const int p = problem.processors();
        const BroadcastPattern pattern(topo, params.root, BroadcastPattern::Subtrees::Yes);
        RoundBuilder rounds(s, problem, *this);
        // The sender holds the packets of its subtree (sent to it earlier) and sends on those
        // for the receiver's.
        std::vector<int> destOf(s.packets.size());
        for (std::size_t i = 0; i < destOf.size(); ++i)
            destOf[i] = s.packets.dest(i);
        const HeldLists forNode = HeldLists::ofPackets(p, destOf); // per node, the packets meant for it
        std::vector<int> subtree, packets;
        const int total = pattern.stepCount();
        int k = 0;
        for (const PatternStep &step : pattern.steps()) {
            int largest = 0;
            for (const PatternEdge &e : step.edges) {
                pattern.subtree(e.dst(), subtree);
                collect(forNode, subtree, packets);
                largest = std::max(largest, int(packets.size()));
                rounds.send(step.path(e), IntSpan(packets));
            }
            rounds.traceAll([&] { return patternTraces(topo, params.root, step, PatternRole::Scatter); });
            rounds.finish(narration(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                    "Round %1 of %2: every node holding data keeps the packets for its own half and sends those for "
                    "the other half, up to %3 per message, %4."))
                                  .arg(++k)
                                  .arg(total)
                                  .arg(counted(QT_TRANSLATE_N_NOOP("collviz::core::Algorithm", "%n packet(s)"), largest))
                                  .arg(where(topo, step)));
        }
        return s;
    }
};

/**
 * gather-recursive-doubling: seed 001 section 3.4, the dual of scatter: the scatter steps in
 * reverse order and direction. Each node forwards everything it has collected to the node
 * that would have served it in the scatter, so messages double: 1, 2, 4, ... packets on a
 * hypercube. Cost t_s log p + t_w m (p - 1).
 */
class GatherRecursiveDoubling final : public PersonalizedByPattern
{
public:
    GatherRecursiveDoubling()
        : PersonalizedByPattern(
              QStringLiteral("gather-recursive-doubling"), Operation::Gather,
              QT_TRANSLATE_NOOP("collviz::core::Algorithm", "All-to-one personalized by recursive doubling"),
              QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                                "Also called gather (seed 001, MPI_Gather). The dual of scatter: the same messages in reverse order and direction. First the "
                                "nodes that the scatter served last send their own message to their partner; from "
                                "then on every node sends everything it has collected, so messages double in size "
                                "until the destination holds all p messages. Nothing is combined: the destination "
                                "ends with p separate messages. The cost is scatter's, t_s log p + t_w m (p - 1), "
                                "for every root, and it meets the lower bound t_s ceil(log2 p) + t_w m (p - 1) "
                                "wherever the scatter does: the destination must receive p - 1 messages' worth of "
                                "words, and the steps, one line split per side, must add up to ceil(log2 p)."),
              cite(Seed::S001, "§3.4"))
    {
    }

    PseudoCode pseudoCode() const override { return patternPseudoCode(NetworkTraits{traitFlags({Trait::BinaryCube, Trait::Halving})}, PatternRole::Gather); }
    PseudoCode pseudoCodeOn(const Topology &topology) const override
    {
        return patternPseudoCode(topology, PatternRole::Gather);
    }
    bool pseudoCodeApplies(const Topology &) const override { return true; }

    Schedule build(const Problem &problem, const RunParams &params) const override
    {
        Schedule s = problem.emptySchedule();
        const Topology &topo = problem.topology();
        BroadcastPattern pattern(topo, params.root, BroadcastPattern::Subtrees::Yes);
        pattern.reverse();
        const std::vector<PatternStep> &steps = pattern.steps();
        RoundBuilder rounds(s, problem, *this);
        // Everything the sender holds is what it has collected for the destination: the
        // packets its subtree started with.
        std::vector<int> subtree, packets;
        const int total = int(steps.size());
        int k = 0;
        for (const PatternStep &step : steps) {
            int largest = 0;
            for (const PatternEdge &e : step.edges) {
                pattern.subtree(e.src(), subtree);
                collect(s.initial, subtree, packets);
                largest = std::max(largest, int(packets.size()));
                rounds.send(step.path(e), IntSpan(packets));
            }
            rounds.traceAll([&] { return patternTraces(topo, params.root, step, PatternRole::Gather); });
            rounds.finish(narration(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                    "Round %1 of %2: every node that has collected the messages of its part sends them all on, up to "
                    "%3 per message, %4."))
                                  .arg(++k)
                                  .arg(total)
                                  .arg(counted(QT_TRANSLATE_N_NOOP("collviz::core::Algorithm", "%n packet(s)"), largest))
                                  .arg(where(topo, step)));
        }
        return s;
    }
};

} // namespace

void registerScatterGatherAlgorithms(AlgorithmRegistry &registry)
{
    registry.add(std::make_shared<ScatterRecursiveHalving>());
    registry.add(std::make_shared<GatherRecursiveDoubling>());
}

} // namespace collviz::core::algorithms

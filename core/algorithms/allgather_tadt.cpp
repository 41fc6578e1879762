// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// allgather-tadt: noncombining all-to-all broadcast on time-arc-disjoint trees (seed 002).

#include "core/algorithms/algorithms.h"
#include "core/algorithms/bounds.h"
#include "core/algorithms/common.h"
#include "core/tadt.h"

namespace collviz::core::algorithms {

namespace {

/**
 * allgather-tadt: seed 002, "Time-arc-disjoint trees", Lemma 8, Definition 9, Corollary 10,
 * Lemma 11 and "TADTs in 2D and 3D tori". Every node broadcasts its packet down its own spanning
 * tree; in round l every node forwards, along each level-l arc of every tree through it, the packet
 * of that tree's root (one packet per message, noncombining). On tori, rings and hypercubes the
 * trees are translations of one generic tree whose levels have distinct directions (Lemma 11), so
 * no channel carries two packets in a round (Corollary 10); on meshes and linear arrays every node
 * has its own tree, searched jointly so that the same holds. The trees come from tadt::build():
 * seed 002's snake (square odd 2D torus), the rotated 3D snake (cube odd 3D torus), else a search.
 * Cost: height (t_s + t_w m), the height being Lemma 8's ceil((N - 1)/k) wherever the
 * construction or search reaches it.
 */
class AllgatherTadt final : public AlgorithmBase
{
public:
    AllgatherTadt()
        : AlgorithmBase(
            {QStringLiteral("allgather-tadt"), Operation::Allgather,
             QT_TRANSLATE_NOOP("collviz::core::Algorithm", "All-to-all broadcast on time-arc-disjoint trees"),
             QT_TRANSLATE_NOOP(
                 "collviz::core::Algorithm",
                 "Every node broadcasts its packet down its own spanning tree whose arcs are labelled with the "
                 "round (level) in which the packet crosses them; in round l every node forwards, along each "
                 "level-l arc of the trees through it, the packet of that tree's root, one packet per message. "
                 "Lemma 8 (its formulas were lost in the seed and are reconstructed here): in a noncombining "
                 "store-and-forward full-duplex network of k ports every node receives its N - 1 packets as "
                 "separate messages, at most k a round, so at least ceil((N - 1)/k) rounds and ceil((N - 1)/k)(t_s "
                 "+ t_w m) when a channel carries one packet a round; all-port: k = the node degree, and on a mesh "
                 "the largest ceil((N - 1)/deg v), set by a corner. Lemma 11 (reconstructed): on a vertex-"
                 "symmetric topology the translations of one generic tree never use one channel in the same round "
                 "(Corollary 10) exactly when the arcs of each level have distinct directions (on a hypercube: "
                 "distinct dimensions); the engine checks both. Square torus T(z,z), z odd: the seed's four "
                 "90-degree rotations of a snake through a quarter, height (z^2 - 1)/4. Cube torus T(z,z,z), z "
                 "odd: the seed takes six rotations of a 3D snake over the six pyramids, but (z^3 - 1)/6 is a "
                 "whole number only when z = 1 (mod 3), and no group of 6 proper rotations splits the N - 1 nodes "
                 "into orbits of 6. The engine uses the group of the rotoreflection g(x, y, z) = (-z, -x, -y) (a "
                 "60-degree turn about the diagonal and the reflection in the plane x + y + z = 0), which maps "
                 "+x, -y, +z, -x, +y, -z onto each other: every other node lies in an orbit of 6 and one level of a "
                 "depth-first 3D snake adds one orbit with one arc in each direction; the diagonal nodes (a, a, "
                 "a), fixed by g^2, form orbits {(a,a,a), (-a,-a,-a)} of 2 that need only one axis each, so they "
                 "go last, three orbits a level along x, y and z; height (z^3 - z)/6 + ceil((z - 1)/6) = ceil((z^3 "
                 "- 1)/6), the bound, for every odd z. Every other torus, ring and hypercube (rectangular, even "
                 "sides; the seed only says it follows the same principle): a generic tree found by a level-by-"
                 "level search with backtracking; meshes and linear arrays (not vertex-symmetric; the seed: "
                 "harder): one tree per node, found jointly round by round so that no channel carries two "
                 "packets in a round. The engine found trees of height equal to the bound on every torus, "
                 "hypercube and mesh it was tried on (tst_tadt's sweep); where a search does not reach the bound "
                 "the run says so. A size whose search does not finish within the limit of 60 000 000 steps "
                 "(examined arcs or packets) is refused; collviz-cli tadt prints the trees and the checks. The "
                 "lower bound the engine reports beside the run is lower than Lemma 8's time bound: it must also "
                 "hold for schedules that send several packets over one channel in one round, whose start-ups "
                 "overlap."),
             cite(Seed::S002, "Lemma 8, Corollary 10, Lemma 11, TADTs in 2D and 3D tori"),
             {needs::binaryCube(), needs::grid()},
             model(Switching::StoreAndForward, 0, Duplex::Full, false),
             QStringLiteral("(t_s + t_w m) ceil((N - 1)/k)   [k = the node degree; mesh, linear: the largest "
                            "ceil((N - 1)/deg v); T(z,z), z odd: (z^2 - 1)/4; T(z,z,z), z odd: ceil((z^3 - 1)/6)]")})
    {
    }

    QString topologyLimits() const override
    {
        return QStringLiteral("sizes whose tree search ends within its work limit, e.g. torus:70x70, "
                              "torus:12x12x12, hypercube:11, mesh:19x19, mesh:7x7x7; square 2D and cube 3D tori "
                              "of odd side need no search");
    }

    bool supports(const Topology &topology, const RunParams &params, QString *why) const override
    {
        if (!AlgorithmBase::supports(topology, params, why))
            return false;
        QString reason;
        if (!tadt::build(topology, &reason)) {
            if (why)
                *why = tr("%1 cannot run here: %2").arg(id(), reason);
            return false;
        }
        return true;
    }

    std::optional<int> formulaRounds(const Topology &topology, const RunParams &) const override
    {
        return tadt::boundRounds(topology);
    }

    std::optional<Text> formulaDeviation(const Topology &topology, const RunParams &) const override
    {
        const std::optional<tadt::Trees> trees = tadt::build(topology, nullptr);
        if (!trees || trees->height() == tadt::boundRounds(topology))
            return std::nullopt;
        return reason(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                                        "the engine's search found trees of height %1 on %2, %3 rounds above Lemma "
                                        "8's ceil((N - 1)/k) = %4, which is a lower bound that need not be "
                                        "reachable here."))
            .arg(trees->height())
            .arg(topology.name())
            .arg(trees->height() - tadt::boundRounds(topology))
            .arg(tadt::boundRounds(topology));
    }

    double estimatedPacketRefs(const Topology &topology, int) const override
    {
        const double p = topology.processorCount();
        return 3 * p * p;
    }

    PseudoCode pseudoCode() const override
    {
        return {QStringLiteral("ALL_TO_ALL_BC_TADT(my_id, my_msg, T, h, result)"),
                {QStringLiteral("result := {my_msg}        // T_r: the tree of root r (translated or its own)"),
                 QStringLiteral("for l := 1 to h do        // round l: the arcs of level l of every tree"),
                 QStringLiteral("    for each arc my_id -> c of level l of a tree T_r do"),
                 QStringLiteral("        send p_r to c         // one packet per message and channel"),
                 QStringLiteral("    for each arc u -> my_id of level l of a tree T_r do"),
                 QStringLiteral("        receive p_r from u; result := result ∪ {p_r}"),
                 QStringLiteral("end for")}};
    }

    Schedule build(const Problem &problem, const RunParams &) const override
    {
        Schedule s = problem.emptySchedule();
        const Topology &topology = problem.topology();
        const std::optional<tadt::Trees> trees = tadt::build(topology, nullptr);
        if (!trees)
            return s;
        const int p = problem.processors();
        const int height = trees->height();
        // Every root's tree (translated or its own), bucketed by level.
        std::vector<std::vector<std::vector<tadt::Arc>>> byLevel(std::size_t(height + 1));
        for (auto &level : byLevel)
            level.resize(std::size_t(p));
        for (int root = 0; root < p; ++root)
            for (const tadt::Arc &a : trees->treeOf(topology, root))
                byLevel[std::size_t(a.level)][std::size_t(root)].push_back(a);
        RoundBuilder rounds(s, problem, *this);
        std::vector<int> held(std::size_t(p), 1);
        for (int level = 1; level <= height; ++level) {
            std::vector<QStringList> sends(rounds.traced() ? std::size_t(p) : 0);
            std::vector<QStringList> receives(sends.size());
            for (int root = 0; root < p; ++root) {
                for (const tadt::Arc &a : byLevel[std::size_t(level)][std::size_t(root)]) {
                    TransferTag tag;
                    tag.tree = root;
                    tag.level = level;
                    rounds.send({a.parent, a.child}, {root}, tag);
                    ++held[std::size_t(a.child)];
                    if (rounds.traced()) {
                        sends[std::size_t(a.parent)] << QStringLiteral("p_%1 -> %2").arg(root).arg(a.child);
                        receives[std::size_t(a.child)] << QStringLiteral("p_%1 <- %2").arg(root).arg(a.parent);
                    }
                }
            }
            for (int v = 0; rounds.traced() && v < p; ++v) {
                rounds.trace(v, receives[std::size_t(v)].isEmpty() ? (sends[std::size_t(v)].isEmpty() ? 1 : 3) : 5, [&] {
                    return TraceVars{{QStringLiteral("l"), QString::number(level)},
                                     {QStringLiteral("send"), sends[std::size_t(v)].join(QStringLiteral(", "))},
                                     {QStringLiteral("receive"), receives[std::size_t(v)].join(QStringLiteral(", "))},
                                     {QStringLiteral("|result|"), QString::number(held[std::size_t(v)])}};
                });
            }
            if (trees->translated())
                rounds.finish(narration(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                                                          "Round %1 of %2: along every arc of level %1 of each "
                                                          "node's translated tree the packet of the tree's root "
                                                          "moves one hop; the arcs of one level have distinct "
                                                          "directions, so no channel carries two packets."))
                                  .arg(level)
                                  .arg(height));
            else
                rounds.finish(narration(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                                                          "Round %1 of %2: along every arc of level %1 of each "
                                                          "node's own tree the packet of the tree's root moves one "
                                                          "hop; the trees were searched so that no channel carries "
                                                          "two packets in a round."))
                                  .arg(level)
                                  .arg(height));
        }
        return s;
    }

protected:
    std::optional<double> formulaValue(const Topology &topology, const RunParams &params) const override
    {
        return perStep(params.cost) * tadt::boundRounds(topology);
    }
};

} // namespace

void registerAllgatherTadt(AlgorithmRegistry &registry)
{
    registry.add(std::make_shared<AllgatherTadt>());
}

} // namespace collviz::core::algorithms

// allgather-tadt: noncombining all-to-all broadcast on time-arc-disjoint trees (seed 002).

#include "core/algorithms/algorithms.h"
#include "core/algorithms/bounds.h"
#include "core/algorithms/common.h"
#include "core/tadt.h"

namespace collviz::core::algorithms {

namespace {

/**
 * allgather-tadt: seed 002, "Time-arc-disjoint trees", Corollary 10 and Lemma 11, the square
 * 2D torus construction. The generic tree (core/tadt.h) is translated to every node; in round
 * l every node sends, along each level-l arc of every translated tree through it, the packet of
 * that tree's root. Lemma 11 makes the synchronized rounds contention-free (one message per
 * channel and round), and the snake's height (z^2 - 1)/4 meets Lemma 8's ceil((N - 1)/k) for
 * k = 4 ports.
 */
class AllgatherTadt final : public AlgorithmBase
{
public:
    AllgatherTadt()
        : AlgorithmBase({QStringLiteral("allgather-tadt"), Operation::Allgather,
                         QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                                           "All-to-all broadcast on time-arc-disjoint trees"),
                         QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                                           "Every node broadcasts its packet down its own spanning tree, a "
                                           "translation of one generic tree rooted at node 0 whose arcs are "
                                           "labelled with the round (level) in which the packet crosses them; in "
                                           "round l every node forwards, along each level-l arc of the trees "
                                           "through it, the packet of that tree's root. Lemma 11 (reconstructed): "
                                           "the translated trees never use one channel in the same round "
                                           "(Corollary 10) exactly when the arcs of each level of the generic "
                                           "tree have distinct directions; the engine checks both. On a square "
                                           "torus T(z,z) with z odd the generic tree is four 90-degree rotations "
                                           "of a snake through a quarter of the nodes, so its height is (z^2 - "
                                           "1)/4. Lemma 8 (reconstructed): in a noncombining store-and-forward "
                                           "full-duplex network of k ports (all-port: k = the node degree) every "
                                           "node receives N - 1 packets as separate messages, at most k a round, "
                                           "so at least ceil((N - 1)/k) rounds and ceil((N - 1)/k)(t_s + t_w m) "
                                           "when a channel carries one packet a round; the snake meets both with "
                                           "k = 4. The lower bound the engine reports beside the run is lower: it must "
                                           "also hold for schedules that send several packets over one channel "
                                           "in one round, whose start-ups overlap. For now only square tori of odd side are accepted; 3D tori, "
                                           "meshes, rectangular and even tori, hypercubes (trees found by "
                                           "search) and allgather-hamiltonian are to come."),
                         cite(Seed::S002, "Lemma 8, Corollary 10, Lemma 11, 2D torus snake"),
                         {TopologyKind::Torus},
                         model(Switching::StoreAndForward, 0, Duplex::Full, false),
                         QStringLiteral("(t_s + t_w m)(z^2 - 1)/4")})
    {
    }

    QString topologyLimits() const override { return QStringLiteral("square 2D tori of odd side z >= 3"); }

    bool supports(const Topology &topology, const RunParams &params, QString *why) const override
    {
        if (!tadt::snakeTree(topology)) {
            if (why)
                *why = tr("%1 accepts, for now, square 2D tori of odd side z >= 3 (torus:3x3, torus:5x5, torus:7x7, "
                          "...), not %2")
                           .arg(id(), topology.name());
            return false;
        }
        return AlgorithmBase::supports(topology, params, why);
    }

    std::optional<int> formulaRounds(const Topology &topology, const RunParams &) const override
    {
        return (topology.processorCount() - 1) / 4;
    }

    double estimatedPacketRefs(const Topology &topology, int) const override
    {
        const double p = topology.processorCount();
        return 3 * p * p;
    }

    Schedule build(const Problem &problem, const RunParams &) const override
    {
        Schedule s = problem.emptySchedule();
        const Topology &topology = problem.topology();
        const std::optional<tadt::GenericTree> tree = tadt::snakeTree(topology);
        if (!tree)
            return s;
        const int p = problem.processors();
        const int height = tree->height();
        // The translated trees, once: per root, its arcs in level order.
        std::vector<std::vector<tadt::Arc>> trees;
        trees.reserve(std::size_t(p));
        for (int root = 0; root < p; ++root)
            trees.push_back(tadt::translated(topology, *tree, root));
        RoundBuilder rounds(s, problem, *this);
        for (int level = 1; level <= height; ++level) {
            for (int root = 0; root < p; ++root) {
                for (const tadt::Arc &a : trees[std::size_t(root)]) {
                    if (a.level != level)
                        continue;
                    rounds.send({a.parent, a.child}, {root});
                    Transfer &t = rounds.round().transfers.back();
                    t.tag.tree = root;
                    t.tag.level = level;
                }
            }
            rounds.finish(narration(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                                                      "Round %1 of %2: along every arc of level %1 of each node's "
                                                      "translated tree the packet of the tree's root moves one hop; "
                                                      "the arcs of one level have distinct directions, so no channel "
                                                      "carries two packets."))
                              .arg(level)
                              .arg(height));
        }
        return s;
    }

protected:
    std::optional<double> formulaValue(const Topology &topology, const RunParams &params) const override
    {
        return perStep(params.cost) * ((topology.processorCount() - 1) / 4);
    }
};

} // namespace

void registerAllgatherTadt(AlgorithmRegistry &registry)
{
    registry.add(std::make_shared<AllgatherTadt>());
}

} // namespace collviz::core::algorithms

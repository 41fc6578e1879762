// One-to-all broadcast and its relatives (seed 001 sections 3.1 and 3.4).

#include "core/algorithms/algorithms.h"
#include "core/algorithms/common.h"
#include "core/algorithms/linesplit.h"

namespace collviz::core::algorithms {

namespace {

const QString kSeed001 = QStringLiteral("001_2106065cb4fc88bb.txt");

/// Rounds of dimension-by-dimension recursive doubling: sum over dimensions of ceil(log2 side).
int recursiveDoublingRounds(const Topology &topology)
{
    if (topology.kind() == TopologyKind::Hypercube)
        return topology.dimensions();
    int rounds = 0;
    for (int z : topology.shape())
        rounds += bits::ceilLog2(std::uint64_t(z));
    return rounds;
}

QString dimensionName(int dim)
{
    static const char *names[] = {"X", "Y", "Z"};
    return dim < 3 ? QLatin1String(names[dim]) : QString::number(dim);
}

/**
 * broadcast-recursive-doubling: seed 001 sections 3.1.1-3.1.3 and Fig. 3.1.9.
 * Hypercube: in step k (dimension i = d-1-k) every node whose virtual id (id XOR root) has
 * its lower i+1 bits zero sends to its partner across dimension i. Ring and linear array:
 * the holder sends to the farthest useful node, halving the distance every step. Meshes
 * and tori: the line algorithm along X, then Y, then Z. Cost (t_s + t_w m) per step;
 * log p steps when every side is a power of two.
 */
class BroadcastRecursiveDoubling final : public AlgorithmBase
{
public:
    BroadcastRecursiveDoubling()
        : AlgorithmBase({QStringLiteral("broadcast-recursive-doubling"), Operation::Broadcast,
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
                         kSeed001 + QStringLiteral(" §3.1.1-3.1.3, §3.1.5 Fig. 3.1.9, §3.1.6"),
                         {TopologyKind::Hypercube, TopologyKind::Ring, TopologyKind::Linear, TopologyKind::Mesh,
                          TopologyKind::Torus},
                         model(Switching::Wormhole, 1, Duplex::Full, true),
                         QStringLiteral("(t_s + t_w m) log p   [sum of ceil(log2 z_i) steps per dimension]"),
                         QStringLiteral("(t_s + t_w m) ceil(log2 p)   [1-port: informed nodes at most double per step; derived]")})
    {
    }

    std::optional<int> formulaRounds(const Topology &topology, const RunParams &) const override
    {
        return recursiveDoublingRounds(topology);
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

    Schedule build(const Problem &problem, const RunParams &params) const override
    {
        Schedule s = problem.emptySchedule();
        const Topology &topo = problem.topology();
        const int root = params.root;
        if (topo.kind() == TopologyKind::Hypercube) {
            const int d = topo.dimensions();
            const int p = topo.processorCount();
            int mask = (1 << d) - 1;
            for (int i = d - 1; i >= 0; --i) {
                mask ^= 1 << i;
                Round round;
                round.traces.resize(std::size_t(p));
                for (int id = 0; id < p; ++id) {
                    const int vid = id ^ root;
                    NodeTrace &tr = round.traces[std::size_t(id)];
                    tr.vars = {{QStringLiteral("i"), QString::number(i)},
                               {QStringLiteral("mask"), QString::number(mask, 2).rightJustified(d, QLatin1Char('0'))},
                               {QStringLiteral("my_vid"), QString::number(vid, 2).rightJustified(d, QLatin1Char('0'))}};
                    if ((vid & mask) != 0) {
                        tr.line = 4;
                        continue;
                    }
                    const int partner = (vid ^ (1 << i)) ^ root;
                    tr.vars.push_back({QStringLiteral("partner"), QString::number(partner)});
                    if ((vid & (1 << i)) == 0) {
                        tr.line = 6;
                        round.transfers.push_back(routedTransfer(topo, id, partner, {0}));
                    } else {
                        tr.line = 8;
                    }
                }
                round.narration = narration("Step %1 of %2: every node whose virtual id has its lower %3 bits zero "
                                            "sends the message across dimension %4.")
                                      .arg(d - i)
                                      .arg(d)
                                      .arg(i + 1)
                                      .arg(i);
                s.rounds.push_back(std::move(round));
            }
            return s;
        }

        // Rings, linear arrays, meshes and tori: the line algorithm one dimension after the other.
        const auto &cart = static_cast<const CartesianTopology &>(topo);
        const bool wrap = cart.wraps();
        const int total = recursiveDoublingRounds(topo);
        int stepNo = 0;
        std::vector<int> holders{root}; // one vertex per line that holds the message
        for (int dim = 0; dim < cart.dimensions(); ++dim) {
            const int z = cart.side(dim);
            const int rootPos = cart.coords(root)[std::size_t(dim)];
            const auto steps = lineBroadcastSteps(z, rootPos, wrap);
            std::vector<int> nextHolders;
            std::vector<std::vector<int>> lines;
            for (int h : holders) {
                lines.push_back(lineVertices(cart, dim, h));
                nextHolders.insert(nextHolders.end(), lines.back().begin(), lines.back().end());
            }
            for (std::size_t k = 0; k < steps.size(); ++k) {
                Round round;
                int distance = 0;
                for (const auto &line : lines)
                    for (const LineHop &hop : steps[k]) {
                        std::vector<int> path;
                        for (int pos : hop.positions)
                            path.push_back(line[std::size_t(pos)]);
                        distance = std::max(distance, int(path.size()) - 1);
                        round.transfers.push_back(pathTransfer(std::move(path), {0}));
                    }
                ++stepNo;
                round.narration = cart.dimensions() == 1
                                      ? narration("Step %1 of %2: every node holding the message sends it %3 hop(s) "
                                                  "away, into the half of its segment that has no copy.")
                                            .arg(stepNo)
                                            .arg(total)
                                            .arg(distance)
                                      : narration("Step %1 of %2: along %3, every node holding the message sends it "
                                                  "up to %4 hop(s) away, into the half of its segment that has no "
                                                  "copy.")
                                            .arg(stepNo)
                                            .arg(total)
                                            .arg(dimensionName(dim))
                                            .arg(distance);
                s.rounds.push_back(std::move(round));
            }
            holders.swap(nextHolders);
        }
        return s;
    }

protected:
    std::optional<double> formulaValue(const Topology &topology, const RunParams &params) const override
    {
        const CostParams &c = params.cost;
        return (c.ts + c.tw * c.m) * recursiveDoublingRounds(topology);
    }
    std::optional<double> lowerBoundValue(const Topology &topology, const RunParams &params) const override
    {
        const CostParams &c = params.cost;
        return (c.ts + c.tw * c.m) * bits::ceilLog2(std::uint64_t(topology.processorCount()));
    }
};

} // namespace

void registerBroadcastFamily(AlgorithmRegistry &registry)
{
    registry.add(std::make_shared<BroadcastRecursiveDoubling>());
}

} // namespace collviz::core::algorithms

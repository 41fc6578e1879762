// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// All-to-all scatter by direct exchange (seed 000, "Noncombining model with WH switching":
// "Direct exchange AAS on hypercube" and "Meshes/tori").

#include "core/algorithms/algorithms.h"
#include "core/algorithms/common.h"
#include "core/algorithms/sources.h"
#include "core/topologies.h"

#include <algorithm>

namespace collviz::core::algorithms {

namespace {

bool isPowerOfTwo(int z)
{
    return z >= 1 && (z & (z - 1)) == 0;
}

/// The most messages on one directed channel when the z nodes of a line (a ring when `wraps`)
/// send position x to x XOR a along the topology's route: straight on a line, the shorter way
/// round a ring with a tie going up (CartesianTopology::route). 0 for a = 0 (nobody moves).
int lineCongestion(int z, int a, bool wraps)
{
    if (a == 0)
        return 0;
    // Difference arrays over the up channels t -> t+1 and the down channels t+1 -> t (mod z),
    // each indexed by t.
    std::vector<int> up(std::size_t(z) + 1, 0);
    std::vector<int> down(std::size_t(z) + 1, 0);
    auto addRange = [z](std::vector<int> &arr, int start, int len) {
        if (start + len <= z) {
            ++arr[std::size_t(start)];
            --arr[std::size_t(start + len)];
        } else {
            ++arr[std::size_t(start)];
            --arr[std::size_t(z)];
            ++arr[0];
            --arr[std::size_t(start + len - z)];
        }
    };
    for (int x = 0; x < z; ++x) {
        const int y = x ^ a;
        const int fwd = ((y - x) % z + z) % z;
        const bool goesUp = wraps ? fwd <= z - fwd : y > x;
        const int hops = goesUp ? (wraps ? fwd : y - x) : (wraps ? z - fwd : x - y);
        if (goesUp)
            addRange(up, x, hops);
        else
            addRange(down, ((x - hops) % z + z) % z, hops);
    }
    int best = 0;
    int u = 0;
    int d = 0;
    for (int t = 0; t < z; ++t) {
        u += up[std::size_t(t)];
        d += down[std::size_t(t)];
        best = std::max({best, u, d});
    }
    return best;
}

/**
 * alltoall-direct-exchange: seed 000's DEX. Step j (j = 1 .. p-1) is the permutation
 * pi_j: x -> x XOR j: every node sends its packet for x XOR j straight to it, as one worm.
 * On a hypercube the e-cube route makes every pi_j contention-free (the same schedule as
 * alltoall-hypercube-pairwise); cost (t_s + t_w m)(2^n - 1). On 2D/3D meshes and tori with
 * power-of-two sides the node index is the binary address (x in the low bits, then y, then
 * z) and the route is dimension order (X, then Y, then Z); pi_j then loads some channel
 * with c_j messages, c_j = the largest over the dimensions of the congestion of XOR on one
 * line, which the seed bounds by max(z_1, z_2)/2. The seed gives no time for meshes; the
 * formula here charges every step c_j turns, (t_s + t_w m) sum_j c_j. The engine's time
 * cannot be less (a worm holds its whole path, so a channel's c_j messages take turns), and
 * the timeline meets it on every mesh and torus tried (tst_aas_direct, the registry sweep).
 */
class AlltoallDirectExchange final : public AlgorithmBase
{
public:
    AlltoallDirectExchange()
        : AlgorithmBase({QStringLiteral("alltoall-direct-exchange"), Operation::Alltoall,
                         QT_TRANSLATE_NOOP("collviz::core::Algorithm", "All-to-all personalized: direct exchange (DEX)"),
                         QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                                           "Also called all-to-all scatter (seed 000: AAS) and total exchange (seed 001). Every pair of nodes exchanges its two packets directly: step j (j = 1 .. "
                                           "p-1) is the permutation x -> x XOR j, p - 1 steps of one packet per "
                                           "node, without combining. On a hypercube the e-cube route makes every "
                                           "step contention-free (the same schedule as the pairwise exchange), so "
                                           "the time is (t_s + t_w m)(2^n - 1), which the seed calls only twice its "
                                           "lower bound t_w m (2^n - 1)/2 for large m. On meshes and tori with "
                                           "power-of-two sides the node index is the binary address (x in the low "
                                           "bits, then y, then z) and dimension-order routing replaces e-cube: the "
                                           "narration gives each step's congestion, at most max(z_1, z_2)/2 as the "
                                           "seed says (on mesh:4x2, the seed's M(2,4), four of the seven "
                                           "permutations load the middle horizontal channels twice; the seed's "
                                           "figure shows six of them, three congested), and on tori, where the "
                                           "shorter way round ties for a half-way jump and goes up, the same "
                                           "maximum. The seed gives no time for meshes (it depends on how the "
                                           "network serves congestion); the formula charges every step its "
                                           "congestion c_j in turns, (t_s + t_w m) sum c_j, and the engine's "
                                           "timeline, where the messages sharing a channel take turns, measures "
                                           "exactly that on every mesh and torus tried, up to torus:16x8x8."),
                         cite(Seed::S000, "\"Direct exchange AAS on hypercube\", \"Meshes/tori\" "
                                                          "(noncombining WH)"),
                         {needs::binaryCube(), needs::grid().dimensions(2, 1 << 20)},
                         model(Switching::Wormhole, 1, Duplex::Full, false),
                         QStringLiteral("(t_s + t_w m)(p - 1)   [hypercube, e-cube; mesh/torus: (t_s + t_w m) sum_j "
                                        "c_j, c_j = the congestion of x -> x XOR j under XY routing]")})
    {
    }

    QString topologyLimits() const override
    {
        return QStringLiteral("meshes and tori with power-of-two sides");
    }

    bool supports(const Topology &topology, const RunParams &params, QString *why) const override
    {
        if (runsOn(topology) && topology.has(Trait::Grid)) {
            for (int z : topology.shape()) {
                if (!isPowerOfTwo(z)) {
                    if (why)
                        *why = tr("%1 needs binary addresses, so every side a power of two (e.g. mesh:8x4, "
                                  "torus:4x4x4), not %2")
                                   .arg(id(), topology.name());
                    return false;
                }
            }
        }
        return AlgorithmBase::supports(topology, params, why);
    }

    std::optional<int> formulaRounds(const Topology &topology, const RunParams &) const override
    {
        return topology.processorCount() - 1;
    }

    double estimatedPacketRefs(const Topology &topology, int) const override
    {
        const double p = topology.processorCount();
        double hops = 0; // an upper estimate of a route's length
        for (int z : topology.shape())
            hops += z / 2.0;
        return p * (p - 1) * (3 + hops); // the packet, the transfer and its path
    }

    PseudoCode pseudoCode() const override
    {
        return {QStringLiteral("AAS_DEX(my_id, p)"),
                {QStringLiteral("for j := 1 to p - 1 do"),
                 QStringLiteral("    mate := my_id XOR j"),
                 QStringLiteral("    exchange packets with mate          // one worm, e-cube (XY on a mesh) route"),
                 QStringLiteral("end for")}};
    }

    Schedule build(const Problem &problem, const RunParams &) const override
    {
        Schedule s = problem.emptySchedule();
        const Topology &topo = problem.topology();
        const int p = topo.processorCount();
        const int bitsWidth = bits::floorLog2(unsigned(p));
        const bool cube = topo.has(Trait::BinaryCube);
        const bool traces = wantTraces(problem);
        std::vector<int> load(topo.arcs().size(), 0);
        std::vector<int> arcs;
        for (int j = 1; j < p; ++j) {
            Round round;
            if (traces)
                round.traces.resize(std::size_t(p));
            round.transfers.reserve(std::size_t(p), 0, std::size_t(p));
            int congestion = 0;
            int longest = 0;
            for (int i = 0; i < p; ++i) {
                const int mate = i ^ j;
                TransferData t = routedTransfer(topo, i, mate, {problem.alltoallPacket(i, mate)});
                // The congestion the simulator will report (RoundStats::maxLinkLoad), counted here
                // so that the narration can say it.
                topo.pathArcs(t.path, arcs);
                for (int a : arcs)
                    congestion = std::max(congestion, ++load[std::size_t(a)]);
                longest = std::max(longest, int(arcs.size()));
                round.transfers.push_back(t);
                if (traces)
                    setTrace(round, i, 2,
                             {{QStringLiteral("j"), binaryDigits(j, bitsWidth)},
                              {QStringLiteral("mate"), binaryDigits(mate, bitsWidth)}});
            }
            for (const Transfer &t : round.transfers) {
                topo.pathArcs(t.path, arcs);
                for (int a : arcs)
                    load[std::size_t(a)] = 0;
            }
            if (cube)
                round.narration = narration(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                        "Permutation %1 of %2: every node x exchanges its packet with x XOR %3, %4 away on "
                        "the e-cube route; no channel carries two messages."))
                                      .arg(j)
                                      .arg(p - 1)
                                      .arg(binaryDigits(j, bitsWidth))
                                      .arg(counted(QT_TRANSLATE_N_NOOP("collviz::core::Algorithm", "%n hop(s)"), longest));
            else if (congestion <= 1)
                round.narration = narration(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                        "Permutation %1 of %2: every node x sends its packet to x XOR %3 (binary addresses) along "
                        "the dimension-order route, at most %4; congestion 1: no channel carries two "
                        "messages."))
                                      .arg(j)
                                      .arg(p - 1)
                                      .arg(binaryDigits(j, bitsWidth))
                                      .arg(counted(QT_TRANSLATE_N_NOOP("collviz::core::Algorithm", "%n hop(s)"), longest));
            else
                round.narration = narration(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                        "Permutation %1 of %2: every node x sends its packet to x XOR %3 (binary addresses) along "
                        "the dimension-order route, at most %4; congestion %5: the busiest channel carries "
                        "%5 messages, which take turns."))
                                      .arg(j)
                                      .arg(p - 1)
                                      .arg(binaryDigits(j, bitsWidth))
                                      .arg(counted(QT_TRANSLATE_N_NOOP("collviz::core::Algorithm", "%n hop(s)"), longest))
                                      .arg(congestion);
            BuildCancellation::check();
            s.rounds.push_back(std::move(round));
        }
        return s;
    }

protected:
    std::optional<double> formulaValue(const Topology &topology, const RunParams &params) const override
    {
        if (topology.has(Trait::BinaryCube))
            return perStep(params.cost) * (topology.processorCount() - 1);
        return perStep(params.cost) * congestionSum(topology);
    }

private:
    /// sum over j = 1 .. p-1 of the congestion c_j of x -> x XOR j under dimension-order
    /// routing: every line of dimension d carries exactly the XOR of its positions by j's
    /// bits for d, so c_j is the largest of those lines' congestions.
    static double congestionSum(const Topology &topology)
    {
        const auto &topo = static_cast<const CartesianTopology &>(topology);
        const int d = topo.dimensions();
        std::vector<std::vector<int>> perLine(static_cast<std::size_t>(d));
        for (int dim = 0; dim < d; ++dim) {
            const int z = topo.side(dim);
            for (int a = 0; a < z; ++a)
                perLine[std::size_t(dim)].push_back(lineCongestion(z, a, topo.wraps()));
        }
        double sum = 0;
        const int p = topo.processorCount();
        for (int j = 1; j < p; ++j) {
            int c = 0;
            for (int dim = 0; dim < d; ++dim) {
                const int a = (j / topo.stride(dim)) % topo.side(dim);
                c = std::max(c, perLine[std::size_t(dim)][std::size_t(a)]);
            }
            sum += c;
        }
        return sum;
    }
};

} // namespace

void registerSeed000Direct(AlgorithmRegistry &registry)
{
    registry.add(std::make_shared<AlltoallDirectExchange>());
}

} // namespace collviz::core::algorithms

// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// All-to-all scatter on wormhole 2D meshes with side lengths powers of two: the binary exchange
// (BEX) and the quadrant exchange (QEX) of seed 000, section "Meshes/tori" of "Combining model
// with WH switching".

#include "core/algorithms/algorithms.h"
#include "core/algorithms/common.h"
#include "core/algorithms/sources.h"
#include "core/topologies.h"

#include <algorithm>
#include <cmath>

namespace collviz::core::algorithms {

namespace {

/// Seed 000 (all-to-all scatter lecture notes) and a section of it.
QString seed000(const char *section)
{
    return seedFile(Seed::S000) + QStringLiteral(" \"") + QLatin1String(section) + QStringLiteral("\"");
}


bool isPowerOfTwo(int z) { return z >= 1 && (z & (z - 1)) == 0; }

/// The sides (z_x, z_y) of a 2D mesh or of a linear array read as M(z, 1).
std::pair<int, int> meshSides(const Topology &topology)
{
    const auto shape = topology.shape();
    return {shape[0], shape.size() > 1 ? shape[1] : 1};
}

/// The most transfers of one round on one channel, counted over the round's paths (the number
/// the simulator reports as the round's max link load).
int maxChannelLoad(const Topology &topology, const Round &round)
{
    std::vector<int> load(topology.arcs().size(), 0);
    std::vector<int> arcs;
    int most = 0;
    for (const Transfer &t : round.transfers) {
        topology.pathArcs(t.path, arcs);
        for (int a : arcs)
            most = std::max(most, ++load[std::size_t(a)]);
    }
    return most;
}

const char *const kAxisNames[] = {QT_TRANSLATE_NOOP("collviz::core::Algorithm", "X"),
                                  QT_TRANSLATE_NOOP("collviz::core::Algorithm", "Y")};
const char *const kLineOfAxis[] = {QT_TRANSLATE_NOOP("collviz::core::Algorithm", "row"),
                                   QT_TRANSLATE_NOOP("collviz::core::Algorithm", "column")};

/// One halving of the binary exchange: along `dim` (0 = X, 1 = Y), partners `half` apart.
struct Halving
{
    int dim = 0;
    int half = 1;
};

/// The halvings of M(z_x, z_y): alternately X and Y, X first; once one side is down to a
/// single node the other is halved to the end (the text: "if k = l, X and Y are alternated
/// till the end"). log2 p halvings in all.
std::vector<Halving> bexHalvings(int zx, int zy)
{
    std::vector<Halving> out;
    int left[2] = {zx, zy};
    int dim = 0;
    while (left[0] > 1 || left[1] > 1) {
        if (left[dim] == 1)
            dim = 1 - dim;
        out.push_back({dim, left[dim] / 2});
        left[dim] /= 2;
        dim = 1 - dim;
    }
    return out;
}

/**
 * alltoall-mesh-bex: seed 000, "Meshes/tori" (WH, combining), "Binary exchange AAS (BEX)".
 * The hypercube standard exchange on M(2^k, 2^l): the mesh is halved alternately in X and Y
 * (X first, the longer side alone once the shorter is used up); in each of the log p phases
 * every node sends its partner in the other half, half the current side d away along its row
 * or column, the p/2 packets it holds for that half, as one message. The partners are not
 * neighbours: the d worms leaving one half of a segment of 2d nodes all cross its middle
 * channel, so each phase is one round whose worms take d turns in the timeline, d (t_s + d t_h
 * + t_w m p/2). In all (z_x + z_y - 2)(t_s + t_w m p/2) + t_h (z_x^2 + z_y^2 - 2)/3.
 */
class AlltoallMeshBex final : public AlgorithmBase
{
public:
    /// The formula rebuilt from the seed's argument charges t_h for the hops of every worm.
    bool formulaChargesPerHop() const override { return true; }

    AlltoallMeshBex()
        : AlgorithmBase(
            {QStringLiteral("alltoall-mesh-bex"), Operation::Alltoall,
             QT_TRANSLATE_NOOP("collviz::core::Algorithm", "All-to-all personalized: binary exchange on a mesh"),
             QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                               "The hypercube's standard exchange simulated on a mesh M(2^k, 2^l): the mesh is "
                               "halved alternately in X and Y (X first; once one side is down to one node, the "
                               "other is halved to the end), and in each of the log p phases every node sends the "
                               "partner in the other half, half the current side d away in its row or column, the "
                               "p/2 packets it holds for that half as one message, then re-sorts its packets into "
                               "new blocks as in the hypercube. The partners are not neighbours: the d worms that "
                               "leave one half of a segment all cross its middle channel, so the engine runs each "
                               "phase as one round whose worms the timeline makes take d turns (the round's max "
                               "link load is d). The text counts those turns as rounds of t_s + d t_h + t_w m p/2, "
                               "which sums to (z_x + z_y - 2)(t_s + t_w m p/2) + t_h (z_x^2 + z_y^2 - 2)/3, what "
                               "the engine measures, whatever the order of the halvings. For a square mesh the "
                               "text prints sqrt(p) t_s + 2p t_h/3 + p sqrt(p) t_w m: its t_h and t_w terms round "
                               "2(p - 1)/3 and (sqrt(p) - 1) p up, but its start-ups are half the 2(sqrt(p) - 1) "
                               "turns its own argument counts. Meshes only, as in the text (a linear array of 2^k "
                               "nodes counts as M(2^k, 1)); tori are refused."),
             seed000("Meshes/tori") + QStringLiteral(", Binary exchange AAS (BEX), Fig. \"Binary exchange AAS on "
                                                     "M(8,8)\""),
             {needs::openGrid()},
             model(Switching::Wormhole, 1, Duplex::Full, true),
             QStringLiteral("(z_x + z_y - 2)(t_s + t_w m p/2) + t_h (z_x^2 + z_y^2 - 2)/3   [square: 2(sqrt(p) - "
                            "1)(t_s + t_w m p/2) + 2 t_h (p - 1)/3; the text: sqrt(p) t_s + 2p t_h/3 + p sqrt(p) "
                            "t_w m]")})
    {
    }

    QString topologyLimits() const override
    {
        return QStringLiteral("two-dimensional, sides powers of two: mesh:2^k x 2^l, linear:2^k");
    }

    bool supports(const Topology &topology, const RunParams &params, QString *why) const override
    {
        const bool lattice = needs::openGrid().dimensions(1, 2).admits(topology);
        if (lattice) {
            const auto [zx, zy] = meshSides(topology);
            if (isPowerOfTwo(zx) && isPowerOfTwo(zy))
                return AlgorithmBase::supports(topology, params, why);
        }
        if (why)
            *why = tr("%1 runs on two-dimensional meshes whose sides are powers of two (mesh:2^k x 2^l such as "
                      "mesh:8x4, or linear:2^k), not on %2")
                       .arg(id(), topology.name());
        return false;
    }

    std::optional<int> formulaRounds(const Topology &topology, const RunParams &) const override
    {
        return int(bexHalvings(meshSides(topology).first, meshSides(topology).second).size());
    }

    double estimatedPacketRefs(const Topology &topology, int) const override
    {
        const double p = topology.processorCount();
        return p * (p / 2 + p / 2) * std::log2(std::max(2.0, p)); // blocks, plus their paths
    }

    PseudoCode pseudoCode() const override
    {
        return {QStringLiteral("ALL_TO_ALL_BEX(my_x, my_y, z_x, z_y)"),
                {QStringLiteral("dim := X;  my sub-mesh := the whole mesh"),
                 QStringLiteral("while my sub-mesh has more than one node do"),
                 QStringLiteral("    if its side in dim is 1 then dim := the other dimension"),
                 QStringLiteral("    d := (its side in dim) / 2"),
                 QStringLiteral("    partner := me with coordinate dim XOR d      // d hops away, not a neighbour"),
                 QStringLiteral("    block := the packets I hold for the partner's half   // p/2 packets"),
                 QStringLiteral("    exchange block with partner, one worm each way   // up to d worms share a "
                                "channel: d turns"),
                 QStringLiteral("    my sub-mesh := my half;  dim := the other dimension"),
                 QStringLiteral("end while")}};
    }

    Schedule build(const Problem &problem, const RunParams &) const override
    {
        Schedule s = problem.emptySchedule();
        const auto &topo = static_cast<const CartesianTopology &>(problem.topology());
        const int p = topo.processorCount();
        const auto [zx, zy] = meshSides(topo);
        const std::vector<Halving> halvings = bexHalvings(zx, zy);
        const int phases = int(halvings.size());
        const bool traces = wantTraces(problem);
        Holdings holdings(s);
        int side[2] = {zx, zy};
        for (int phase = 0; phase < phases; ++phase) {
            // Plain locals, not a structured binding: the lambda below captures them (C++17).
            const int dim = halvings[std::size_t(phase)].dim;
            const int d = halvings[std::size_t(phase)].half;
            const int stride = dim == 0 ? 1 : zx;
            Round round;
            if (traces)
                round.traces.resize(std::size_t(p));
            for (int v = 0; v < p; ++v) {
                const int mine = topo.coords(v)[std::size_t(dim)];
                const int partner = v + ((mine ^ d) - mine) * stride;
                auto packets = holdings.select(v, [&](const Packet &pk) {
                    return ((topo.coords(pk.dest)[std::size_t(dim)] ^ mine) & d) != 0;
                });
                const int count = int(packets.size());
                TransferData t = routedTransfer(topo, v, partner, std::move(packets));
                t.tag.phase = phase;
                round.transfers.push_back(t);
                if (traces)
                    setTrace(round, v, 6,
                             {{QStringLiteral("phase"), QString::number(phase + 1)},
                              {QStringLiteral("dim"), dim == 0 ? QStringLiteral("X") : QStringLiteral("Y")},
                              {QStringLiteral("d"), QString::number(d)},
                              {QStringLiteral("partner"), topo.label(partner)},
                              {QStringLiteral("block"), QStringLiteral("%1 packets").arg(count)}});
            }
            const int load = maxChannelLoad(topo, round);
            const Text axis = narration(kAxisNames[dim]);
            const Text line = narration(kLineOfAxis[dim]);
            if (load > 1)
                round.narration =
                    narration(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                            "Phase %1 of %2, halving in %3 (sub-meshes of %4 x %5 nodes): every node sends the %6 "
                            "packets it holds for the other half, as one worm, to its partner %7 hops away in its "
                            "%8. The %7 worms that leave one half of a segment all cross its middle channel: up "
                            "to %9 worms on one channel, so they take %9 turns and the phase lasts %9 (t_s + %7 "
                            "t_h + %6 t_w m)."))
                        .arg(phase + 1)
                        .arg(phases)
                        .arg(axis)
                        .arg(side[0])
                        .arg(side[1])
                        .arg(p / 2)
                        .arg(d)
                        .arg(line)
                        .arg(load);
            else
                round.narration =
                    narration(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                            "Phase %1 of %2, halving in %3 (sub-meshes of %4 x %5 nodes): every node sends the %6 "
                            "packets it holds for the other half, as one worm, to its neighbour in its %7; no two "
                            "worms share a channel (max link load %8), so the phase lasts t_s + t_h + %6 t_w m."))
                        .arg(phase + 1)
                        .arg(phases)
                        .arg(axis)
                        .arg(side[0])
                        .arg(side[1])
                        .arg(p / 2)
                        .arg(line)
                        .arg(load);
            side[dim] /= 2;
            holdings.advance(round);
            BuildCancellation::check();
            s.rounds.push_back(std::move(round));
        }
        return s;
    }

protected:
    std::optional<double> formulaValue(const Topology &topology, const RunParams &params) const override
    {
        // Phase by phase as the text argues: d turns of t_s + d t_h + t_w m p/2.
        const auto [zx, zy] = meshSides(topology);
        const CostParams &c = params.cost;
        const double p = topology.processorCount();
        double t = 0;
        for (const Halving &h : bexHalvings(zx, zy))
            t += h.half * (c.ts + h.half * c.th + c.tw * c.m * p / 2);
        return t;
    }
};

/// Where a node stands in a QEX phase whose sub-meshes have side `s`: its mirror images
/// across the sub-mesh's middle lines and its step (the wrapped diagonal of its quarter).
struct QexPlace
{
    int mirrorX = 0;    ///< the node mirrored across the vertical middle line
    int mirrorY = 0;    ///< across the horizontal one
    int mirrorXY = 0;   ///< across both: the opposite corner of the rectangle
    int a = 0, b = 0;   ///< distances from the sub-mesh's nearest corner in X and Y (0 .. s/2-1)
    int step = 0;       ///< 0-based: (b - a) mod s/2
};

QexPlace qexPlace(const CartesianTopology &topo, int v, int s)
{
    const int zx = topo.side(0);
    const int x = topo.coords(v)[0];
    const int y = topo.coords(v)[1];
    const int x0 = x - x % s, y0 = y - y % s;
    const int lx = x % s, ly = y % s;
    const int mx = x0 + s - 1 - lx, my = y0 + s - 1 - ly;
    const int h = s / 2;
    QexPlace pl;
    pl.mirrorX = mx + zx * y;
    pl.mirrorY = x + zx * my;
    pl.mirrorXY = mx + zx * my;
    pl.a = std::min(lx, s - 1 - lx);
    pl.b = std::min(ly, s - 1 - ly);
    pl.step = ((pl.b - pl.a) % h + h) % h;
    return pl;
}

const char *const kQexRoundWhat[] = {
    QT_TRANSLATE_NOOP("collviz::core::Algorithm", "with their mirror across the sub-mesh's vertical middle line "
                                                  "(the horizontal sides of the rectangles)"),
    QT_TRANSLATE_NOOP("collviz::core::Algorithm", "with their mirror across the sub-mesh's horizontal middle line "
                                                  "(the vertical sides of the rectangles)"),
    QT_TRANSLATE_NOOP("collviz::core::Algorithm", "with the opposite corner of their rectangle (its diagonal, "
                                                  "routed X then Y through a corner)"),
};

/**
 * alltoall-mesh-qex: seed 000, "Meshes/tori" (WH, combining), "Quadrant exchange AAS (QEX)".
 * On M(2^k, 2^k), phase by phase every sub-mesh of side s is split into four quarters and every
 * packet goes into the quarter of its destination. A phase has s/2 steps; in step i the nodes on
 * the i-th wrapped diagonal of each quarter ((b - a) mod s/2 = i - 1, a and b the distances from
 * the sub-mesh's nearest corner) do a micro-AAS with their mirror images in the other quarters,
 * the four corners of a rectangle centred in the sub-mesh: 3 rounds (horizontal mirror,
 * vertical mirror, the opposite corner), each message the p/4 packets for the partner's
 * quarter. One node pair per row and per column and round: contention-free. 3(sqrt(p) - 1)
 * rounds, 3(sqrt(p) - 1)(t_s + t_w m p/4) plus t_h per hop of each round's longest worm.
 */
class AlltoallMeshQex final : public AlgorithmBase
{
public:
    AlltoallMeshQex()
        : AlgorithmBase(
            {QStringLiteral("alltoall-mesh-qex"), Operation::Alltoall,
             QT_TRANSLATE_NOOP("collviz::core::Algorithm", "All-to-all personalized: quadrant exchange on a mesh"),
             QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                               "The text's algorithm designed for wormhole meshes M(2^k, 2^k): each phase splits "
                               "every sub-mesh of side s into four quarters and moves every packet into the quarter "
                               "of its destination, in s/2 steps. In step i the nodes on the i-th diagonal of each "
                               "quarter (wrapped: (b - a) mod s/2 = i - 1, a and b the distances from the sub-mesh's "
                               "nearest corner) do a micro-AAS with their mirror images in the other three quarters, "
                               "the corners of a rectangle centred in the sub-mesh; its 3 rounds exchange with the "
                               "horizontal mirror, the vertical mirror and the opposite corner (routed X then Y "
                               "through a corner), each message the p/4 packets for the partner's quarter, re-sorted "
                               "into new blocks after each phase as in the hypercube exchange. The text's figures "
                               "are lost: the mirror pairing and the wrapped diagonals are this reconstruction's, "
                               "and give the caption's M(4,4) structure, a phase of 2 steps and one of 1 step (the "
                               "caption calls them 2-round and 1-round), 9 engine rounds. The text gives no cost "
                               "and says nothing of contention: with one node pair per row and per column in every "
                               "round, the engine finds every round contention-free (max link load 1), so the "
                               "3(sqrt(p) - 1) rounds cost 3(sqrt(p) - 1)(t_s + t_w m p/4) plus t_h per hop of each "
                               "round's longest worm: three quarters of the binary exchange's t_w term for one and "
                               "a half times its start-ups."),
             seed000("Meshes/tori") + QStringLiteral(", Quadrant exchange AAS (QEX), Fig. \"The idea of the "
                                                     "quadrant-exchange AAS\" (a)-(c)"),
             {needs::openGrid().dimensions(2, 3)},
             model(Switching::Wormhole, 1, Duplex::Full, true),
             QStringLiteral("3 (sqrt(p) - 1)(t_s + t_w m p/4)   [derived: the text gives no cost; sqrt(p) - 1 "
                            "steps of a 3-round micro-AAS, all contention-free]")})
    {
    }

    QString topologyLimits() const override { return QStringLiteral("square, side a power of two: mesh:2^k x 2^k"); }

    bool supports(const Topology &topology, const RunParams &params, QString *why) const override
    {
        if (needs::openGrid().dimensions(2, 2).admits(topology)) {
            const auto [zx, zy] = meshSides(topology);
            if (zx == zy && isPowerOfTwo(zx))
                return AlgorithmBase::supports(topology, params, why);
        }
        if (why)
            *why = tr("%1 runs on square two-dimensional meshes whose side is a power of two (mesh:2^k x 2^k "
                      "such as mesh:8x8), not on %2")
                       .arg(id(), topology.name());
        return false;
    }

    std::optional<int> formulaRounds(const Topology &topology, const RunParams &) const override
    {
        return 3 * (meshSides(topology).first - 1);
    }

    double estimatedPacketRefs(const Topology &topology, int) const override
    {
        // Every phase moves each packet once (p^2/4 per round pair, 3 p^2/4 per phase).
        const double p = topology.processorCount();
        return 0.75 * p * p * std::log2(std::max(2.0, double(meshSides(topology).first))) + 4 * p * std::sqrt(p);
    }

    PseudoCode pseudoCode() const override
    {
        return {QStringLiteral("ALL_TO_ALL_QEX(my_x, my_y, k)"),
                {QStringLiteral("s := 2^k                                  // the side of my sub-mesh"),
                 QStringLiteral("while s > 1 do                            // one phase per quartering"),
                 QStringLiteral("    (a, b) := my distances from my sub-mesh's nearest corner in X, Y"),
                 QStringLiteral("    for i := 1 to s/2 do                  // step i: the i-th diagonal of every quarter"),
                 QStringLiteral("        if (b - a) mod s/2 = i - 1 then   // micro-AAS with my rectangle's corners"),
                 QStringLiteral("            exchange with my X mirror the packets for its quarter    // p/4 packets"),
                 QStringLiteral("            exchange with my Y mirror the packets for its quarter"),
                 QStringLiteral("            exchange with my opposite corner the packets for its quarter"),
                 QStringLiteral("    end for"),
                 QStringLiteral("    s := s/2;  my sub-mesh := my quarter"),
                 QStringLiteral("end while")}};
    }

    Schedule build(const Problem &problem, const RunParams &) const override
    {
        Schedule s = problem.emptySchedule();
        const auto &topo = static_cast<const CartesianTopology &>(problem.topology());
        const int p = topo.processorCount();
        const int z = topo.side(0);
        int phases = 0;
        for (int side = z; side > 1; side /= 2)
            ++phases;
        const bool traces = wantTraces(problem);
        Holdings holdings(s);
        std::vector<QexPlace> places(static_cast<std::size_t>(p));
        int phase = 0;
        for (int side = z; side > 1; side /= 2, ++phase) {
            const int h = side / 2;
            for (int v = 0; v < p; ++v)
                places[std::size_t(v)] = qexPlace(topo, v, side);
            // The quarter (0..3) of a node within its sub-mesh of this phase.
            auto quarter = [&](int node) {
                const auto &c = topo.coords(node);
                return int(c[0] % side >= h) + 2 * int(c[1] % side >= h);
            };
            for (int step = 0; step < h; ++step) {
                for (int r = 0; r < 3; ++r) {
                    Round round;
                    if (traces)
                        round.traces.resize(std::size_t(p));
                    int active = 0;
                    for (int v = 0; v < p; ++v) {
                        const QexPlace &pl = places[std::size_t(v)];
                        if (pl.step != step) {
                            if (traces)
                                setTrace(round, v, 3,
                                         {{QStringLiteral("s"), QString::number(side)},
                                          {QStringLiteral("i"), QString::number(step + 1)},
                                          {QStringLiteral("my step"), QString::number(pl.step + 1)}});
                            continue;
                        }
                        ++active;
                        const int partner = r == 0 ? pl.mirrorX : r == 1 ? pl.mirrorY : pl.mirrorXY;
                        const int target = quarter(partner);
                        auto packets = holdings.select(v, [&](const Packet &pk) { return quarter(pk.dest) == target; });
                        const int count = int(packets.size());
                        TransferData t = routedTransfer(topo, v, partner, std::move(packets));
                        t.tag.phase = phase;
                        round.transfers.push_back(t);
                        if (traces)
                            setTrace(round, v, 5 + r,
                                     {{QStringLiteral("s"), QString::number(side)},
                                      {QStringLiteral("(a, b)"), QStringLiteral("(%1, %2)").arg(pl.a).arg(pl.b)},
                                      {QStringLiteral("i"), QString::number(step + 1)},
                                      {QStringLiteral("partner"), topo.label(partner)},
                                      {QStringLiteral("block"), QStringLiteral("%1 packets").arg(count)}});
                    }
                    round.narration =
                        narration(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                                "Phase %1 of %2 (sub-meshes of %3 x %3 split into quarters of %4 x %4), step %5 of "
                                "%6, round %7 of 3 of the micro-AAS: the %8 nodes on diagonal %5 of every quarter "
                                "exchange %9, one worm of %10 each way (max link load %11)."))
                            .arg(phase + 1)
                            .arg(phases)
                            .arg(side)
                            .arg(h)
                            .arg(step + 1)
                            .arg(h)
                            .arg(r + 1)
                            .arg(active)
                            .arg(narration(kQexRoundWhat[r]))
                            .arg(counted(QT_TRANSLATE_N_NOOP("collviz::core::Algorithm", "%n packet(s)"), p / 4))
                            .arg(maxChannelLoad(topo, round));
                    holdings.advance(round);
                    BuildCancellation::check();
                    s.rounds.push_back(std::move(round));
                }
            }
        }
        return s;
    }

protected:
    std::optional<double> formulaValue(const Topology &topology, const RunParams &params) const override
    {
        const CostParams &c = params.cost;
        const double p = topology.processorCount();
        return 3 * (meshSides(topology).first - 1) * (c.ts + c.tw * c.m * p / 4);
    }
};

} // namespace

void registerSeed000Mesh(AlgorithmRegistry &registry)
{
    registry.add(std::make_shared<AlltoallMeshBex>());
    registry.add(std::make_shared<AlltoallMeshQex>());
}

} // namespace collviz::core::algorithms

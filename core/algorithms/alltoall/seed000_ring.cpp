// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// All-to-all scatter on a ring with all-port full-duplex links (seed 000, "Combining model
// with SF switching", "1D torus", "All-port full-duplex links").

#include "core/algorithms/algorithms.h"
#include "core/algorithms/common.h"
#include "core/algorithms/sources.h"
#include "core/topologies.h"

namespace collviz::core::algorithms {

namespace {

/**
 * alltoall-ring-bidirectional: seed 000's ring pipeline run in both directions at once. Each
 * node sends the packets for the floor(z/2) nodes clockwise of it (with even z the node
 * opposite it is among them) as one combined message to its right neighbour and those for the
 * floor((z-1)/2) nodes anticlockwise to its left one; every receiver keeps its own packet
 * and forwards the rest the same way. R = floor(z/2) rounds, round k carrying at most R-k+1
 * packets per message: t_s R + t_w m R(R+1)/2, i.e. t_s (z-1)/2 + t_w m (z^2-1)/8 for odd z
 * (the seed's sum, which it writes as ... + mu t_m z^2/8) and t_s z/2 + t_w m z(z+2)/8 for
 * even z. About half the rounds and a quarter of the t_w term of alltoall-ring-pipeline.
 */
class AlltoallRingBidirectional final : public AlgorithmBase
{
public:
    AlltoallRingBidirectional()
        : AlgorithmBase({QStringLiteral("alltoall-ring-bidirectional"), Operation::Alltoall,
                         QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                                           "All-to-all personalized: ring pipeline in both directions"),
                         QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                                           "Also called all-to-all scatter (seed 000: AAS) and total exchange (seed 001). With all ports and full-duplex links the ring pipeline runs both ways "
                                           "at once: every node sends the packets for the nodes up to floor(z/2) "
                                           "steps clockwise as one message to its right neighbour and those for "
                                           "the nodes up to floor((z-1)/2) steps anticlockwise to its left one; "
                                           "each receiver keeps its own packet and forwards the rest. That takes "
                                           "R = floor(z/2) rounds, round k carrying at most R-k+1 packets per "
                                           "message: t_s R + t_w m R(R+1)/2, about half the rounds and a quarter "
                                           "of the t_w term of the one-way pipeline. For odd z this is the seed's "
                                           "sum, t_s (z-1)/2 + t_w m (z^2-1)/8, which it rounds to z^2/8, and it "
                                           "meets the cut bound t_w m (z^2-1)/8. For even z the packet to the "
                                           "opposite node, z/2 steps away either way, goes clockwise with the "
                                           "right-bound message (the seed does not say): z/2 rounds and t_w m "
                                           "z(z+2)/8, z/4 t_w m above the cut bound; sending it the other way "
                                           "from every second node balances the links but leaves each round as "
                                           "long, since a round lasts as long as its largest message."),
                         cite(Seed::S000, "\"1D torus\", \"All-port full-duplex links\""),
                         {needs::ring()},
                         model(Switching::StoreAndForward, 0, Duplex::Full, true),
                         QStringLiteral("t_s R + t_w m R(R + 1)/2, R = floor(p/2)   [odd p: t_s (p - 1)/2 + t_w m "
                                        "(p^2 - 1)/8, the seed's sum, which it rounds to mu t_m p^2/8; even p: t_s "
                                        "p/2 + t_w m p(p + 2)/8]")})
    {
    }

    std::optional<int> formulaRounds(const Topology &topology, const RunParams &) const override
    {
        return topology.processorCount() / 2;
    }

    double estimatedPacketRefs(const Topology &topology, int) const override
    {
        const double p = topology.processorCount();
        return p * (p - 1) * (p / 4 + 2); // each packet moves up to p/2 times, p/4 on average
    }

    PseudoCode pseudoCode() const override
    {
        return {QStringLiteral("AAS_RING_BOTH_WAYS(my_id, z)"),
                {QStringLiteral("right := { M[my_id, my_id + d] : d = 1 .. floor(z/2) }        // clockwise"),
                 QStringLiteral("left := { M[my_id, my_id - d] : d = 1 .. floor((z-1)/2) }     // anticlockwise"),
                 QStringLiteral("for k := 1 to floor(z/2) do"),
                 QStringLiteral("    send right to my_id + 1 and left to my_id - 1, both at once"),
                 QStringLiteral("    receive right from my_id - 1 and left from my_id + 1"),
                 QStringLiteral("    keep M[*, my_id] from them; forward the rest the same way"),
                 QStringLiteral("end for")}};
    }

    Schedule build(const Problem &problem, const RunParams &) const override
    {
        Schedule s = problem.emptySchedule();
        const Topology &topo = problem.topology();
        const int z = topo.processorCount();
        const int reachRight = z / 2;
        const int reachLeft = (z - 1) / 2;
        const bool traces = wantTraces(problem);
        Holdings holdings(s);
        for (int k = 1; k <= reachRight; ++k) {
            Round round;
            if (traces)
                round.traces.resize(std::size_t(z));
            for (int v = 0; v < z; ++v) {
                // Clockwise distances: 1 .. reachRight go right; z - reachLeft .. z - 1 go left.
                // A packet keeps its direction, so the two sets never mix.
                auto right = holdings.select(v, [&](const Packet &pk) {
                    const int cw = ((pk.dest - v) % z + z) % z;
                    return cw >= 1 && cw <= reachRight;
                });
                auto left = holdings.select(v, [&](const Packet &pk) {
                    const int cw = ((pk.dest - v) % z + z) % z;
                    return cw >= z - reachLeft;
                });
                const int nRight = int(right.size());
                const int nLeft = int(left.size());
                if (!right.empty())
                    round.transfers.push_back(pathTransfer({v, (v + 1) % z}, std::move(right)));
                if (!left.empty())
                    round.transfers.push_back(pathTransfer({v, (v + z - 1) % z}, std::move(left)));
                if (traces)
                    setTrace(round, v, 3,
                             {{QStringLiteral("k"), QString::number(k)},
                              {QStringLiteral("right"), QStringLiteral("%1 packets").arg(nRight)},
                              {QStringLiteral("left"), QStringLiteral("%1 packets").arg(nLeft)}});
            }
            if (k <= reachLeft)
                round.narration = narration(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                        "Round %1 of %2: every node sends at once a message of %3 to its right neighbour "
                        "and one of %4 to its left one; each receiver keeps the packet addressed to it "
                        "and forwards the rest in the same direction."))
                                      .arg(k)
                                      .arg(reachRight)
                                      .arg(counted(QT_TRANSLATE_N_NOOP("collviz::core::Algorithm", "%n packet(s)"), reachRight - k + 1))
                                      .arg(counted(QT_TRANSLATE_N_NOOP("collviz::core::Algorithm", "%n packet(s)"), reachLeft - k + 1));
            else
                round.narration = narration(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                        "Round %1 of %2: the anticlockwise messages have all arrived; every node sends its right "
                        "neighbour the last packet it carries, the one for the node opposite the packet's "
                        "origin, which went clockwise."))
                                      .arg(k)
                                      .arg(reachRight);
            holdings.advance(round);
            BuildCancellation::check();
            s.rounds.push_back(std::move(round));
        }
        return s;
    }

    std::optional<Text> formulaDeviation(const Topology &, const RunParams &params) const override
    {
        QList<Text> why;
        if (!params.model.combining)
            why << reason(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                "the model is noncombining, so each packet is its own message and pays its own start-up"));
        if (params.cost.th > 0)
            why << reason(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                "the seed's formula leaves out the per-hop time t_h, which every round pays once"));
        if (why.isEmpty())
            return std::nullopt;
        return Text::join(why, QStringLiteral("; "));
    }

protected:
    std::optional<double> formulaValue(const Topology &topology, const RunParams &params) const override
    {
        const int half = topology.processorCount() / 2; // floor(p/2) rounds
        const double R = half;
        const CostParams &c = params.cost;
        return c.ts * R + c.tw * c.m * R * (R + 1) / 2;
    }
};

} // namespace

void registerSeed000Ring(AlgorithmRegistry &registry)
{
    registry.add(std::make_shared<AlltoallRingBidirectional>());
}

} // namespace collviz::core::algorithms

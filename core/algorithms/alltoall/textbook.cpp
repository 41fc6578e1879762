// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// All-to-all personalized communication as the textbooks teach it: seed 001 section 3.5 and
// seed 003 section 4.5 (with seed 000's "Hypercube", "1D torus" and "Higher-dimensional
// mesh/torus", which agree).

#include "core/algorithms/alltoall/family.h"
#include "core/networks/gridaxes.h"

#include <algorithm>

namespace collviz::core::algorithms::alltoall {

namespace {

/**
 * alltoall-hypercube-sex: the standard exchange of seed 000 ("Hypercube", combining SF) and
 * seed 001 section 3.5.3. Round k (k = 1..d) uses dimension i = d-k: every node sends, as
 * one combined message, the p/2 packets it holds whose destination lies across dimension i,
 * and keeps the rest. Cost (t_s + t_w m p/2) log p.
 */
class AlltoallHypercubeSex final : public AlgorithmBase
{
public:
    AlltoallHypercubeSex()
        : AlgorithmBase({QStringLiteral("alltoall-hypercube-sex"), Operation::Alltoall,
                         QT_TRANSLATE_NOOP("collviz::core::Algorithm", "All-to-all personalized: standard exchange"),
                         QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                                           "The cube is halved log p times. In each round every node gathers the "
                                           "p/2 packets it holds whose destinations lie in the opposite subcube, "
                                           "combines them into one message and exchanges it with its partner "
                                           "across the current dimension, highest dimension first. Every message "
                                           "has the same size, m p/2 words, so the time is (t_s + t_w m p/2) log "
                                           "p: few start-ups, but each packet is sent log p / 2 times on average, "
                                           "which is why it loses to the pairwise exchange for large m. It needs "
                                           "a combining model."),
                         cite({{Seed::S000, "\"Hypercube\" (SEX)"},
                               {Seed::S001, "§3.5.3 Fig. 3.5.5"},
                               {Seed::S003, "§4.5.3"}}),
                         {needs::binaryCube()},
                         model(Switching::StoreAndForward, 1, Duplex::Full, true),
                         QStringLiteral("(t_s + t_w m p/2) log p")})
    {
    }

    std::optional<int> formulaRounds(const Topology &topology, const RunParams &) const override { return topology.dimensions(); }

    double estimatedPacketRefs(const Topology &topology, int) const override
    {
        const double p = topology.processorCount();
        return p * p / 2 * topology.dimensions();
    }

    PseudoCode pseudoCode() const override
    {
        return {QStringLiteral("ALL_TO_ALL_PERSONAL_SEX(d, my_id)"),
                {QStringLiteral("for i := d-1 downto 0 do"),
                 QStringLiteral("    partner := my_id XOR 2^i"),
                 QStringLiteral("    block := the packets I hold whose destination differs from me in bit i"),
                 QStringLiteral("    send block to partner                 // p/2 packets, one message"),
                 QStringLiteral("    receive partner's block and add it to my packets"),
                 QStringLiteral("end for")}};
    }

    Schedule build(const Problem &problem, const RunParams &) const override
    {
        Schedule s = problem.emptySchedule();
        const Topology &topo = problem.topology();
        const int d = topo.dimensions();
        const int p = topo.processorCount();
        RoundBuilder rounds(s, problem, *this);
        Holdings holdings(s);
        for (int i = d - 1; i >= 0; --i) {
            const int bit = 1 << i;
            for (int v = 0; v < p; ++v) {
                auto packets = holdings.select(v, [&](const Packet &pk) { return ((pk.dest ^ v) & bit) != 0; });
                const int count = int(packets.size());
                rounds.send({v, v ^ bit}, packets);
                rounds.trace(v, 3, [&] {
                    return TraceVars{{QStringLiteral("i"), QString::number(i)},
                                     {QStringLiteral("partner"), binaryDigits(v ^ bit, d)},
                                     {QStringLiteral("block"), QStringLiteral("%1 packets").arg(count)}};
                });
            }
            holdings.advance(rounds.finish(narration(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                    "Round %1 of %2: every node sends the %3 packets whose destinations differ from it in bit %4 to "
                    "its partner across dimension %4, as one message."))
                                  .arg(d - i)
                                  .arg(d)
                                  .arg(p / 2)
                                  .arg(i)));
        }
        return s;
    }

protected:
    std::optional<double> formulaValue(const Topology &topology, const RunParams &params) const override
    {
        return combinedSteps(topology.dimensions(), topology, params.cost);
    }
};

/**
 * alltoall-hypercube-pairwise: seed 001 section 3.5.4 (Fig. 3.5.9-3.5.14) and seed 003
 * section 4.5.3. In step j = 1..p-1 node i exchanges its packet for i XOR j directly with
 * that node, along the e-cube route. With wormhole routing no channel carries two messages
 * in the same direction in any step, so each step costs t_s + t_w m (+ t_h per hop).
 */
class AlltoallHypercubePairwise final : public AlgorithmBase
{
public:
    AlltoallHypercubePairwise()
        : AlgorithmBase({QStringLiteral("alltoall-hypercube-pairwise"), Operation::Alltoall,
                         QT_TRANSLATE_NOOP("collviz::core::Algorithm", "All-to-all personalized: pairwise exchange"),
                         QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                                           "In step j (j = 1 .. p-1) every node i sends the packet for node i XOR "
                                           "j directly to it, over the e-cube route, and receives that node's "
                                           "packet in return. Every packet travels once, on a shortest path, and "
                                           "e-cube routing keeps all paths of a step on distinct channels, so the "
                                           "time is (t_s + t_w m)(p - 1) plus the per-hop time the text ignores. "
                                           "It needs cut-through (wormhole) routing: under store-and-forward each "
                                           "message pays t_w m once per hop."),
                         cite({{Seed::S001, "§3.5.4 Fig. 3.5.9, All_To_All_Personal"}, {Seed::S003, "§4.5.3"}}),
                         {needs::binaryCube()},
                         model(Switching::Wormhole, 1, Duplex::Full, false),
                         QStringLiteral("(t_s + t_w m)(p - 1)")})
    {
    }

    std::optional<int> formulaRounds(const Topology &topology, const RunParams &) const override
    {
        return topology.processorCount() - 1;
    }

    double estimatedPacketRefs(const Topology &topology, int) const override
    {
        const double p = topology.processorCount();
        return p * (p - 1) * 2; // the packet in its transfer and the path vertices
    }

    PseudoCode pseudoCode() const override
    {
        return {QStringLiteral("ALL_TO_ALL_PERSONAL(d, my_id)"),
                {QStringLiteral("for i := 1 to 2^d - 1 do"),
                 QStringLiteral("    partner := my_id XOR i"),
                 QStringLiteral("    send M[my_id, partner] to partner     // e-cube route"),
                 QStringLiteral("    receive M[partner, my_id] from partner"),
                 QStringLiteral("end for")}};
    }

    Schedule build(const Problem &problem, const RunParams &) const override
    {
        Schedule s = problem.emptySchedule();
        const Topology &topo = problem.topology();
        const int p = topo.processorCount();
        const int d = topo.dimensions();
        RoundBuilder rounds(s, problem, *this);
        for (int j = 1; j < p; ++j) {
            for (int i = 0; i < p; ++i) {
                const int partner = i ^ j;
                rounds.sendRouted(i, partner, {problem.alltoallPacket(i, partner)});
                rounds.trace(i, 2, [&] {
                    return TraceVars{{QStringLiteral("i"), binaryDigits(j, d)},
                                     {QStringLiteral("partner"), binaryDigits(partner, d)}};
                });
            }
            rounds.finish(narration(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                    "Round %1 of %2: every node i exchanges its packet directly with node i XOR %3, %4 away "
                    "on the e-cube route."))
                                  .arg(j)
                                  .arg(p - 1)
                                  .arg(binaryDigits(j, d))
                                  .arg(counted(QT_TRANSLATE_N_NOOP("collviz::core::Algorithm", "%n hop(s)"), bits::popcount(unsigned(j)))));
        }
        return s;
    }

protected:
    std::optional<double> formulaValue(const Topology &topology, const RunParams &params) const override
    {
        return perStep(params.cost) * (topology.processorCount() - 1);
    }
};

QString ringPacketsText(int origin, int count)
{
    return QStringLiteral("{%1,*} x %2").arg(origin).arg(count);
}

/**
 * alltoall-ring-pipeline: seed 001 section 3.5.1 (Fig. 3.5.3), seed 003 section 4.5.1
 * (Fig. 4.18) and seed 000 "1D torus". Every node sends its p-1 packets as one combined
 * message to its right neighbour; in each later step a node keeps the packet addressed to
 * it from what it received and forwards the rest, so step i carries m(p-i) words. Cost
 * (t_s + t_w m p/2)(p-1). Lower bound (bounds.h) under its natural 1-port store-and-forward
 * model t_s ceil(log2 p) + t_w m floor(p^2/4) (see the description for why the texts'
 * t_w m (p-1) p/2 only holds for one-way schedules).
 */
class AlltoallRingPipeline final : public AlgorithmBase
{
public:
    AlltoallRingPipeline()
        : AlgorithmBase({QStringLiteral("alltoall-ring-pipeline"), Operation::Alltoall,
                         QT_TRANSLATE_NOOP("collviz::core::Algorithm", "All-to-all personalized: ring pipeline"),
                         QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                                           "Every node sends all its p-1 packets as one combined message to its "
                                           "right neighbour. A node keeps the packet addressed to it from what it "
                                           "receives and forwards the rest, so the messages shrink by m words per "
                                           "step: step i carries m(p-i) words, and after p-1 steps every packet "
                                           "has arrived. The time is the sum, (t_s + t_w m p/2)(p-1). The texts "
                                           "call this optimal with the bound t_w m (p-1) p/2, the traffic of "
                                           "sending every packet the same way round divided by the p links; "
                                           "sending each packet the shorter way halves the traffic, so the bound "
                                           "that holds for every 1-port store-and-forward schedule is t_w m "
                                           "floor(p^2/4) (plus a start-up for each of at least ceil(log2 p) "
                                           "rounds), which is the factor 2 the texts say two directions would "
                                           "save. With all ports both directions carry words at once: t_w m "
                                           "floor(p^2/4)/2, seed 000's all-port figure."),
                         cite({{Seed::S001, "§3.5.1 Fig. 3.5.3"},
                               {Seed::S003, "§4.5.1 Fig. 4.18"},
                               {Seed::S000, "\"1D torus\""}}),
                         {needs::ring()},
                         model(Switching::StoreAndForward, 1, Duplex::Full, true),
                         QStringLiteral("(t_s + t_w m p/2)(p - 1)   [seed 000: sum_(i=1..p-1) (t_s + t_w m (p - i)), the same]")})
    {
    }

    std::optional<int> formulaRounds(const Topology &topology, const RunParams &) const override
    {
        return topology.processorCount() - 1;
    }

    double estimatedPacketRefs(const Topology &topology, int) const override
    {
        const double p = topology.processorCount();
        return p * (p - 1) * (p / 2 + 2); // each packet moves (j - i) mod p times, average p/2
    }

    PseudoCode pseudoCode() const override
    {
        return {QStringLiteral("ALL_TO_ALL_PERSONAL_RING(my_id, p)"),
                {QStringLiteral("right := (my_id + 1) mod p"),
                 QStringLiteral("msg := { M[my_id, j] : j != my_id }     // p-1 packets"),
                 QStringLiteral("for k := 1 to p-1 do"),
                 QStringLiteral("    send msg to right                   // m(p-k) words"),
                 QStringLiteral("    receive msg from left"),
                 QStringLiteral("    keep M[*, my_id] from msg; msg := the rest"),
                 QStringLiteral("end for")}};
    }

    Schedule build(const Problem &problem, const RunParams &) const override
    {
        Schedule s = problem.emptySchedule();
        const auto &topo = static_cast<const CartesianTopology &>(problem.topology());
        const int p = topo.processorCount();
        RoundBuilder rounds(s, problem, *this);
        Holdings holdings(s);
        for (int k = 1; k < p; ++k) {
            pipelineStep(rounds, topo, holdings, 0, 3, [&](int v, int right, int count) {
                return TraceVars{{QStringLiteral("k"), QString::number(k)},
                                 {QStringLiteral("right"), QString::number(right)},
                                 {QStringLiteral("msg"), ringPacketsText(((v - k + 1) % p + p) % p, count)}};
            });
            Text said;
            if (k < p - 1)
                said = narration(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                        "Round %1 of %2: every node sends its right neighbour the %3 packets it has not delivered "
                        "yet, as one message of %3 m words; each receiver keeps the packet addressed to it and "
                        "forwards the other %4."))
                                      .arg(k)
                                      .arg(p - 1)
                                      .arg(p - k)
                                      .arg(p - k - 1);
            else
                said = narration(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                        "Round %1 of %1: every node sends its right neighbour the last packet it carries, which is "
                        "addressed to that neighbour; now every node holds a packet from every other node."))
                                      .arg(k);
            holdings.advance(rounds.finish(std::move(said)));
        }
        return s;
    }

    std::optional<Text> formulaDeviation(const Topology &topology, const RunParams &params) const override
    {
        QList<Text> why;
        const CommModel &m = params.model;
        if (!m.combining)
            why << noncombiningReason();
        if (m.duplex == Duplex::Half && topology.processorCount() == 2)
            why << reason(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                "with half-duplex links the two nodes of ring:2 send over their one link in turn"));
        if (params.cost.th > 0)
            why << reason(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                "the texts' formula leaves out the per-hop time t_h, which every step pays once"));
        return reasons(why);
    }

protected:
    std::optional<double> formulaValue(const Topology &topology, const RunParams &params) const override
    {
        return combinedSteps(topology.processorCount() - 1, topology, params.cost);
    }
};

const char *const kLineNames[] = {QT_TRANSLATE_NOOP("collviz::core::Algorithm", "row"),
                                  QT_TRANSLATE_NOOP("collviz::core::Algorithm", "column"),
                                  QT_TRANSLATE_NOOP("collviz::core::Algorithm", "z-line")};
const char *const kGroupNames[] = {QT_TRANSLATE_NOOP("collviz::core::Algorithm", "column"),
                                   QT_TRANSLATE_NOOP("collviz::core::Algorithm", "row"),
                                   QT_TRANSLATE_NOOP("collviz::core::Algorithm", "layer")};

/// The lines of phase `dim` in the narration: rows, columns, z-lines, then "w-lines", "d5-lines".
Text lineName(int dim)
{
    if (dim < 3)
        return narration(kLineNames[dim]);
    return narration(QT_TRANSLATE_NOOP("collviz::core::Algorithm", "%1-line")).arg(networks::gridAxisName(dim));
}

/// What a receiver keeps the cluster for in phase `dim`: its column, row, layer, then its "w-slice"
/// (the nodes of one coordinate along w).
Text groupName(int dim)
{
    if (dim < 3)
        return narration(kGroupNames[dim]);
    return narration(QT_TRANSLATE_NOOP("collviz::core::Algorithm", "%1-slice")).arg(networks::gridAxisName(dim));
}

/**
 * alltoall-cartesian: seed 001 section 3.5.2 (Fig. 3.5.4), seed 003 section 4.5.2
 * (Fig. 4.19) and seed 000 "Higher-dimensional mesh/torus". One phase per dimension: in
 * phase k every node groups its packets by the destination's coordinate in dimension k and
 * runs the ring pipeline inside its dimension-k line with clusters of p/z_k packets. Cost
 * (t_s + t_w m p/2) sum_k (z_k - 1), the text's (2 t_s + t_w m p)(sqrt(p) - 1) on a square
 * mesh. Lower bound (bounds.h): seed 000's cut lemma, the receive bound and the hop-words over
 * all channels, plus a start-up per round.
 */
class AlltoallCartesian final : public AlgorithmBase
{
public:
    AlltoallCartesian()
        : AlgorithmBase({QStringLiteral("alltoall-cartesian"), Operation::Alltoall,
                         QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                                           "All-to-all personalized: ring pipeline per dimension"),
                         QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                                           "The ring pipeline runs once per dimension. In the first phase every "
                                           "node groups its packets by the column of their destination and runs "
                                           "the ring pipeline inside its row with clusters of p/z_1 packets, so "
                                           "afterwards each node holds only packets for its own column; the "
                                           "second phase does the same inside the columns, grouped by row, and a "
                                           "third dimension adds a third phase. Each phase costs (t_s + t_w m "
                                           "p/2)(z_k - 1), which on a sqrt(p) x sqrt(p) mesh gives the text's (2 "
                                           "t_s + t_w m p)(sqrt(p) - 1). A mesh has no wraparound link, so the "
                                           "message from the last node of a line back to the first travels along "
                                           "the line over the opposite-direction channels, which no other message "
                                           "uses: with wormhole routing and t_h = 0 it costs the same as one hop. "
                                           "The local rearrangement of packets between phases (t_r m p in the "
                                           "text) is not counted."),
                         cite({{Seed::S001, "§3.5.2 Fig. 3.5.4"},
                               {Seed::S003, "§4.5.2 Fig. 4.19"},
                               {Seed::S000, "\"Higher-dimensional mesh/torus\""}}),
                         {needs::grid().dimensions(2, 1 << 20), needs::openGrid()},
                         model(Switching::Wormhole, 1, Duplex::Full, true),
                         QStringLiteral("(t_s + t_w m p/2) sum_k (z_k - 1)   [= (2 t_s + t_w m p)(sqrt(p) - 1) on a "
                                        "sqrt(p) x sqrt(p) mesh]")})
    {
    }

    std::optional<int> formulaRounds(const Topology &topology, const RunParams &) const override
    {
        int rounds = 0;
        for (int z : topology.shape())
            rounds += z - 1;
        return rounds;
    }

    double estimatedPacketRefs(const Topology &topology, int) const override
    {
        const double p = topology.processorCount();
        double moves = 0;
        for (int z : topology.shape())
            moves += z / 2.0 + 1;
        return p * (p - 1) * moves + p * moves * 4; // packets moved, plus paths
    }

    PseudoCode pseudoCode() const override
    {
        return {QStringLiteral("ALL_TO_ALL_PERSONAL_MESH(my_id, d, z_1..z_d)"),
                {QStringLiteral("for dim := 1 to d do"),
                 QStringLiteral("    next := my neighbour one step up in dimension dim (the last node: the first)"),
                 QStringLiteral("    for k := 1 to z_dim - 1 do"),
                 QStringLiteral("        send to next, as one message, every packet whose destination differs from "
                                "me in coordinate dim"),
                 QStringLiteral("        receive such a message from the node before me"),
                 QStringLiteral("    end for"),
                 QStringLiteral("end for")}};
    }

    Schedule build(const Problem &problem, const RunParams &) const override
    {
        Schedule s = problem.emptySchedule();
        const auto &topo = static_cast<const CartesianTopology &>(problem.topology());
        const int p = topo.processorCount();
        const int d = topo.dimensions();
        RoundBuilder rounds(s, problem, *this);
        Holdings holdings(s);
        for (int dim = 0; dim < d; ++dim) {
            const int z = topo.side(dim);
            const int cluster = p / z;
            for (int k = 1; k < z; ++k) {
                pipelineStep(rounds, topo, holdings, dim, 3, [&](int, int next, int count) {
                    return TraceVars{{QStringLiteral("dim"), QString::number(dim + 1)},
                                     {QStringLiteral("k"), QString::number(k)},
                                     {QStringLiteral("next"), QString::number(next)},
                                     {QStringLiteral("packets"), QString::number(count)}};
                });
                const Text line = lineName(dim);
                const Text group = groupName(dim);
                Text said;
                if (topo.wraps())
                    said = narration(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                                "Phase %1 of %2, round %3 of %4: inside every %5 each node sends the next node, as "
                                "one message, the %6 of %7 packets for another %8, the last node over the "
                                "wraparound link; each receiver keeps the cluster for its own %8."))
                            .arg(dim + 1)
                            .arg(d)
                            .arg(k)
                            .arg(z - 1)
                            .arg(line)
                            .arg(counted(QT_TRANSLATE_N_NOOP("collviz::core::Algorithm", "%n cluster(s)"), z - k))
                            .arg(cluster)
                            .arg(group);
                else
                    said = narration(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                                "Phase %1 of %2, round %3 of %4: inside every %5 each node sends the next node, as "
                                "one message, the %6 of %7 packets for another %8; the last node's message "
                                "travels back along the %5 to the first, on the channels nobody else uses; each "
                                "receiver keeps the cluster for its own %8."))
                            .arg(dim + 1)
                            .arg(d)
                            .arg(k)
                            .arg(z - 1)
                            .arg(line)
                            .arg(counted(QT_TRANSLATE_N_NOOP("collviz::core::Algorithm", "%n cluster(s)"), z - k))
                            .arg(cluster)
                            .arg(group);
                holdings.advance(rounds.finish(std::move(said)));
            }
        }
        return s;
    }

    std::optional<Text> formulaDeviation(const Topology &topology, const RunParams &params) const override
    {
        const auto &topo = static_cast<const CartesianTopology &>(topology);
        QList<Text> why;
        const CommModel &m = params.model;
        if (!m.combining)
            why << noncombiningReason();
        if (!topo.wraps() && m.switching == Switching::StoreAndForward)
            why << reason(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                "under store-and-forward the message from the last node of a line back to the first pays t_w per "
                "word on each of its z-1 hops; the text's cost assumes it is as cheap as one hop"));
        if (m.duplex == Duplex::Half) {
            bool sideTwo = false;
            for (int z : topo.shape())
                sideTwo = sideTwo || z == 2;
            if (!topo.wraps() || sideTwo)
                why << reason(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                    "with half-duplex links the message from the last node of a line back to the first shares "
                    "links with the forward messages"));
        }
        if (params.cost.th > 0)
            why << reason(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                "the text's formula leaves out the per-hop time t_h (on a mesh the message back to the first node "
                "of a line pays it z-1 times)"));
        return reasons(why);
    }

protected:
    std::optional<double> formulaValue(const Topology &topology, const RunParams &params) const override
    {
        return combinedSteps(*formulaRounds(topology, params), topology, params.cost);
    }
};

} // namespace

void registerTextbookAlgorithms(AlgorithmRegistry &registry)
{
    registry.add(std::make_shared<AlltoallHypercubeSex>());
    registry.add(std::make_shared<AlltoallHypercubePairwise>());
    registry.add(std::make_shared<AlltoallRingPipeline>());
    registry.add(std::make_shared<AlltoallCartesian>());
}

} // namespace collviz::core::algorithms::alltoall

// All-to-all personalized communication (seed 001 section 3.5, seed 003 section 4.5,
// seed 000 "Hypercube").

#include "core/algorithms/algorithms.h"
#include "core/algorithms/common.h"

namespace collviz::core::algorithms {

namespace {

const QString kSeed001 = QStringLiteral("001_2106065cb4fc88bb.txt");
const QString kSeed000 = QStringLiteral("000_f11f6c01ea91da91.txt");
const QString kSeed003 = QStringLiteral("003_1187d23ea1134801.txt");

QString bitsOf(int v, int d) { return QString::number(v, 2).rightJustified(d, QLatin1Char('0')); }

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
                         kSeed000 + QStringLiteral(" \"Hypercube\" (SEX); ") + kSeed001
                             + QStringLiteral(" §3.5.3 Fig. 3.5.5; ") + kSeed003 + QStringLiteral(" §4.5.3"),
                         {TopologyKind::Hypercube},
                         model(Switching::StoreAndForward, 1, Duplex::Full, true),
                         QStringLiteral("(t_s + t_w m p/2) log p"),
                         QStringLiteral("t_w m (p - 1)")})
    {
    }

    std::optional<int> formulaRounds(const Topology &topology, const RunParams &) const override { return topology.dimensions(); }

    double estimatedPacketRefs(const Topology &topology, int) const override
    {
        const double p = topology.processorCount();
        return p * p / 2 * topology.dimensions();
    }

    Schedule build(const Problem &problem, const RunParams &) const override
    {
        Schedule s = problem.emptySchedule();
        const Topology &topo = problem.topology();
        const int d = topo.dimensions();
        const int p = topo.processorCount();
        Holdings holdings(s);
        for (int i = d - 1; i >= 0; --i) {
            Round round;
            const int bit = 1 << i;
            for (int v = 0; v < p; ++v) {
                auto packets = holdings.select(v, [&](const Packet &pk) { return ((pk.dest ^ v) & bit) != 0; });
                round.transfers.push_back(pathTransfer({v, v ^ bit}, std::move(packets)));
            }
            round.narration = narration("Round %1 of %2: every node sends the %3 packets whose destinations differ "
                                        "from it in bit %4 to its partner across dimension %4, as one message.")
                                  .arg(d - i)
                                  .arg(d)
                                  .arg(p / 2)
                                  .arg(i);
            holdings.advance(round);
            s.rounds.push_back(std::move(round));
        }
        return s;
    }

protected:
    std::optional<double> formulaValue(const Topology &topology, const RunParams &params) const override
    {
        const CostParams &c = params.cost;
        const double p = topology.processorCount();
        return (c.ts + c.tw * c.m * p / 2) * topology.dimensions();
    }
    std::optional<double> lowerBoundValue(const Topology &topology, const RunParams &params) const override
    {
        return params.cost.tw * params.cost.m * (topology.processorCount() - 1);
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
                         kSeed001 + QStringLiteral(" §3.5.4 Fig. 3.5.9, All_To_All_Personal; ") + kSeed003
                             + QStringLiteral(" §4.5.3"),
                         {TopologyKind::Hypercube},
                         model(Switching::Wormhole, 1, Duplex::Full, false),
                         QStringLiteral("(t_s + t_w m)(p - 1)"),
                         QStringLiteral("t_w m (p - 1)")})
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
        const bool traces = p <= 1024;
        for (int j = 1; j < p; ++j) {
            Round round;
            if (traces)
                round.traces.resize(std::size_t(p));
            for (int i = 0; i < p; ++i) {
                const int partner = i ^ j;
                round.transfers.push_back(routedTransfer(topo, i, partner, {problem.alltoallPacket(i, partner)}));
                if (traces) {
                    NodeTrace &tr = round.traces[std::size_t(i)];
                    tr.line = 2;
                    tr.vars = {{QStringLiteral("i"), bitsOf(j, d)}, {QStringLiteral("partner"), bitsOf(partner, d)}};
                }
            }
            round.narration = narration("Step %1 of %2: every node i exchanges its packet directly with node i XOR "
                                        "%3, %4 hop(s) away on the e-cube route.")
                                  .arg(j)
                                  .arg(p - 1)
                                  .arg(bitsOf(j, d))
                                  .arg(bits::popcount(unsigned(j)));
            s.rounds.push_back(std::move(round));
        }
        return s;
    }

protected:
    std::optional<double> formulaValue(const Topology &topology, const RunParams &params) const override
    {
        const CostParams &c = params.cost;
        return (c.ts + c.tw * c.m) * (topology.processorCount() - 1);
    }
    std::optional<double> lowerBoundValue(const Topology &topology, const RunParams &params) const override
    {
        return params.cost.tw * params.cost.m * (topology.processorCount() - 1);
    }
};

} // namespace

void registerAlltoallFamily(AlgorithmRegistry &registry)
{
    registry.add(std::make_shared<AlltoallHypercubeSex>());
    registry.add(std::make_shared<AlltoallHypercubePairwise>());
}

} // namespace collviz::core::algorithms

// All-to-all broadcast and reduction, allreduce and prefix sums (seed 001 sections 3.2-3.3).

#include "core/algorithms/algorithms.h"
#include "core/algorithms/common.h"

namespace collviz::core::algorithms {

namespace {

const QString kSeed001 = QStringLiteral("001_2106065cb4fc88bb.txt");

/// 1-port lower bound for gathering p-1 messages of m words at every node: at least
/// ceil(log2 p) rounds, each paying t_s, and m(p-1) words received by one port.
double allgatherLowerBound(int p, const CostParams &c)
{
    return c.ts * bits::ceilLog2(std::uint64_t(p)) + c.tw * c.m * (p - 1);
}

/**
 * allgather-ring: seed 001 section 3.2.1, Fig. 3.2.2. In step k every node sends to its
 * right neighbour the message it received in step k-1 (its own in step 1); after p-1
 * steps every node holds all p messages. Cost (t_s + t_w m)(p-1).
 */
class AllgatherRing final : public AlgorithmBase
{
public:
    AllgatherRing()
        : AlgorithmBase({QStringLiteral("allgather-ring"), Operation::Allgather,
                         QT_TRANSLATE_NOOP("collviz::core::Algorithm", "All-to-all broadcast on a ring"),
                         QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                                           "Every node sends its own message to its right neighbour; in each of "
                                           "the following steps it forwards the message it has just received. "
                                           "After p-1 steps every node holds all p messages. Only one link "
                                           "direction is used and every link carries one message per step, which "
                                           "is asymptotically optimal because the ring's bisection width is 2."),
                         kSeed001 + QStringLiteral(" §3.2.1 Fig. 3.2.2-3.2.3"),
                         {TopologyKind::Ring},
                         model(Switching::StoreAndForward, 1, Duplex::Full, true),
                         QStringLiteral("(t_s + t_w m)(p - 1)"),
                         QStringLiteral("t_s ceil(log2 p) + t_w m (p - 1)   [1-port; derived]")})
    {
    }

    std::optional<int> formulaRounds(const Topology &topology, const RunParams &) const override
    {
        return topology.processorCount() - 1;
    }

    PseudoCode pseudoCode() const override
    {
        return {QStringLiteral("ALL_TO_ALL_BC_RING(my_id, my_msg, p, result)"),
                {QStringLiteral("left := (my_id - 1) mod p"),
                 QStringLiteral("right := (my_id + 1) mod p"),
                 QStringLiteral("result := my_msg; msg := result"),
                 QStringLiteral("for i := 1 to p-1 do"),
                 QStringLiteral("    send msg to right"),
                 QStringLiteral("    receive msg from left"),
                 QStringLiteral("    result := result ∪ msg"),
                 QStringLiteral("end for")}};
    }

    Schedule build(const Problem &problem, const RunParams &) const override
    {
        Schedule s = problem.emptySchedule();
        const int p = problem.processors();
        for (int step = 1; step < p; ++step) {
            Round round;
            round.traces.resize(std::size_t(p));
            for (int i = 0; i < p; ++i) {
                const int origin = ((i - step + 1) % p + p) % p;
                const int right = (i + 1) % p;
                round.transfers.push_back(pathTransfer({i, right}, {origin}));
                NodeTrace &tr = round.traces[std::size_t(i)];
                tr.line = 4;
                tr.vars = {{QStringLiteral("i"), QString::number(step)},
                           {QStringLiteral("left"), QString::number((i - 1 + p) % p)},
                           {QStringLiteral("right"), QString::number(right)},
                           {QStringLiteral("msg"), QStringLiteral("M%1").arg(origin)}};
            }
            round.narration = narration("Step %1 of %2: every node passes the message it received last (its own "
                                        "in step 1) to its right neighbour.")
                                  .arg(step)
                                  .arg(p - 1);
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
        return allgatherLowerBound(topology.processorCount(), params.cost);
    }
};

} // namespace

void registerAllgatherFamily(AlgorithmRegistry &registry)
{
    registry.add(std::make_shared<AllgatherRing>());
}

} // namespace collviz::core::algorithms

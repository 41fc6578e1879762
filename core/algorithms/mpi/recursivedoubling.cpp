// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// All-to-all broadcast by recursive doubling for any p, its messages over routes.

#include "core/algorithms/mpi/family.h"
#include "core/algorithms/mpi/plans.h"

namespace collviz::core::algorithms::mpi {

namespace {

using anynetwork::RoutedRound;

/**
 * allgather-recursive-doubling: recursive doubling for any p (Thakur, Rabenseifner and Gropp
 * 2005, section 4.1; seed 001 section 3.2.3 for the hypercube). In step i (i = 0 ..
 * ceil(log2 p) - 1) processor r exchanges everything it holds, the blocks of its aligned group
 * of 2^i numbers cut at p, with r XOR 2^i when that is below p. Where p cuts a partner group
 * short, the ranks that did receive pass the missing blocks on by halving inside their group
 * (recursiveDoublingPlan). Under wormhole routing with t_h = 0 and no channel shared, the time
 * is recursiveDoublingTime(p): t_s log p + t_w m (p - 1) for p a power of two.
 */
class AllgatherRecursiveDoubling final : public AlgorithmBase
{
public:
    AllgatherRecursiveDoubling()
        : AlgorithmBase(
              {QStringLiteral("allgather-recursive-doubling"), Operation::Allgather,
               QT_TRANSLATE_NOOP("collviz::core::Algorithm", "All-to-all broadcast: recursive doubling for any p"),
               QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                                 "The hypercube's all-to-all broadcast run on processor numbers, as MPICH does for "
                                 "short and medium messages: in step i every processor exchanges everything it "
                                 "holds with processor my_id XOR 2^i, so what each holds doubles every step and "
                                 "ceil(log2 p) steps suffice. When p is not a power of two some partners do not "
                                 "exist; in such a step the processors of the same group that did receive the "
                                 "missing blocks pass them on to the others by halving, in extra rounds, which is "
                                 "why MPICH uses Bruck's algorithm instead for p not a power of two. Each message "
                                 "follows the network's route as one worm: under wormhole routing with t_h = 0 and "
                                 "no two messages of a round on one channel the time is t_s log p + t_w m (p - 1) "
                                 "for p a power of two and the formula's sum otherwise; where routes share a "
                                 "channel the narration says so. SimGrid's own rdb allgather, MPICH's with the same "
                                 "extra steps for p not a power of two, takes exactly this time on switch:P, "
                                 "complete:P and fattree:4; where routes meet it is faster by the start-ups of the "
                                 "messages that wait here."),
               cite(Seed::S001, "§3.2.3 (the hypercube form)") + QStringLiteral("; ")
                   + cite(Paper::MpichCollectives, "§4.1, recursive doubling for any p"),
               {needs::anyNetwork()},
               anynetwork::routedModel(true),
               QStringLiteral("ceil(log2 p) t_s + (2^ceil(log2 p) - 1) t_w m + sum over the bits i of p with "
                              "r = p mod 2^i > 0 of (i - floor(log2 r))(t_s + t_w m r)   [t_s log p + t_w m "
                              "(p - 1) for p a power of two; when no two messages of a round share a channel]")})
    {
    }

    std::optional<int> formulaRounds(const Topology &topology, const RunParams &) const override
    {
        return recursiveDoublingRounds(topology.processorCount());
    }

    std::optional<Text> formulaDeviation(const Topology &topology, const RunParams &) const override
    {
        return crowdingReason(planCrowding(topology, recursiveDoublingPlan(topology.processorCount()), 0));
    }

    /// Every block ends at every processor, and the messages carry about as many.
    double estimatedPacketRefs(const Topology &topology, int) const override
    {
        const double p = topology.processorCount();
        return 3 * p * p;
    }

    double estimatedExtraHops(const Topology &topology) const override
    {
        return planExtraHops(topology, recursiveDoublingPlan(topology.processorCount()));
    }

    PseudoCode pseudoCode() const override
    {
        return {QStringLiteral("ALL_TO_ALL_BC_RECURSIVE_DOUBLING(p, my_id, my_msg, result)"),
                {QStringLiteral("result := my_msg"),
                 QStringLiteral("for i := 0 to ceil(log2 p) - 1 do        // my group: the 2^i numbers agreeing with my_id above bit i"),
                 QStringLiteral("    partner := my_id XOR 2^i               // a number, not a neighbour"),
                 QStringLiteral("    if partner < p then send result to partner; receive its group's blocks; result := result ∪ them"),
                 QStringLiteral("    else wait                              // p cut my partner's group short"),
                 QStringLiteral("    if p cuts the group of my_id XOR 2^i short then   // p not a power of two"),
                 QStringLiteral("        nc := the processors of that group below p   // the first nc of my group got its nc blocks"),
                 QStringLiteral("        for t := 2^(i-1) downto 1 do      // pass them on by halving"),
                 QStringLiteral("            if I have them and my_id + t (in my group) has not then send them to my_id + t"),
                 QStringLiteral("            if my_id - t has them and I have not then receive them from my_id - t"),
                 QStringLiteral("end for")}};
    }

    Schedule build(const Problem &problem, const RunParams &) const override
    {
        Schedule s = problem.emptySchedule();
        const int p = problem.processors();
        const Plan plan = recursiveDoublingPlan(p);
        const int total = int(plan.size());
        RoundBuilder rounds(s, problem, *this);
        RoutedRound routes(problem.topology());
        std::vector<int> packets;
        for (int n = 1; n <= total; ++n) {
            const PlanRound &pr = plan[std::size_t(n - 1)];
            if (!pr.fill)
                for (int r = 0; r < p; ++r)
                    rounds.trace(r, 4, [&] { return exchangeVars(pr.step, r ^ pr.distance, 0); });
            for (const BlockMessage &m : pr.messages) {
                blockPackets(m, p, packets);
                rounds.send(routes.route(m.from, m.to), IntSpan(packets));
                if (pr.fill) {
                    rounds.trace(m.from, 8, [&] { return fillVars(pr.step, pr.distance, m.count); });
                    rounds.trace(m.to, 9, [&] { return fillVars(pr.step, pr.distance, m.count); });
                } else {
                    rounds.trace(m.from, 3, [&] { return exchangeVars(pr.step, m.to, m.count); });
                }
            }
            rounds.finish(said(n, total, pr, routes));
            routes.next();
        }
        return s;
    }

protected:
    std::optional<double> formulaValue(const Topology &topology, const RunParams &params) const override
    {
        return recursiveDoublingTime(topology.processorCount(), params.cost, params.cost.m);
    }

private:
    static TraceVars exchangeVars(int i, int partner, int sent)
    {
        return {{QStringLiteral("i"), QString::number(i)},
                {QStringLiteral("partner"), QString::number(partner)},
                {QStringLiteral("sent"), QString::number(sent)}};
    }

    static TraceVars fillVars(int i, int t, int blocks)
    {
        return {{QStringLiteral("i"), QString::number(i)},
                {QStringLiteral("t"), QString::number(t)},
                {QStringLiteral("nc"), QString::number(blocks)}};
    }

    static Text said(int n, int total, const PlanRound &pr, const RoutedRound &routes)
    {
        const Text messages = counted(QT_TRANSLATE_N_NOOP("collviz::core::Algorithm", "%n message(s)"),
                                      int(pr.messages.size()));
        const Text blocks = counted(QT_TRANSLATE_N_NOOP("collviz::core::Algorithm", "%n block(s)"), pr.largest());
        if (pr.fill)
            return narration(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                                 "Round %1 of %2: p is not a power of two, so in the exchange at distance %3 some "
                                 "processors had no partner and still lack %4; each processor of their group that "
                                 "has them sends them to processor my_id + %5 if that one lacks them (%6). %7"))
                .arg(n)
                .arg(total)
                .arg(1 << pr.step)
                .arg(blocks)
                .arg(pr.distance)
                .arg(messages)
                .arg(channelSentence(routes));
        return narration(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                             "Round %1 of %2: every processor whose partner my_id XOR %3 is below p exchanges "
                             "with it all it holds, up to %4 (%5). %6"))
            .arg(n)
            .arg(total)
            .arg(pr.distance)
            .arg(blocks)
            .arg(messages)
            .arg(channelSentence(routes));
    }
};

} // namespace

void registerRecursiveDoubling(AlgorithmRegistry &registry)
{
    registry.add(std::make_shared<AllgatherRecursiveDoubling>());
}

} // namespace collviz::core::algorithms::mpi

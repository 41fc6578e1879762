// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// MPI's long-message broadcast for any p: binomial scatter, then recursive doubling, over
// ranks counted from the root and the topology's routes.

#include "core/algorithms/mpi/family.h"
#include "core/algorithms/mpi/plans.h"
#include "core/algorithms/mpi/scatterallgather.h"

namespace collviz::core::algorithms::mpi {

// Both broadcasts of this family keep their registration where it was, so that every list
// keeps its order: broadcast-binomial in anynetwork/broadcast.cpp, broadcast-scatter-allgather
// in largemessage.cpp, which runs the form below off the binary hypercubes.
void registerBroadcasts(AlgorithmRegistry &registry) { Q_UNUSED(registry); }

namespace scatterallgather {

namespace {

using anynetwork::RoutedRound;

/// The pseudo-code lines the traces point at.
enum Line {
    kScatterSend = 3,
    kScatterReceive = 5,
    kExchange = 9,
    kFill = 10,
};

TraceVars vars(int i, int vid, int pieces)
{
    return {{QStringLiteral("i"), QString::number(i)},
            {QStringLiteral("my_vid"), QString::number(vid)},
            {QStringLiteral("pieces"), QString::number(pieces)}};
}

Text said(int n, int total, const PlanRound &pr, bool scatter, const RoutedRound &routes)
{
    const Text pieces = counted(QT_TRANSLATE_N_NOOP("collviz::core::Algorithm", "%n piece(s)"), pr.largest());
    if (scatter)
        return narration(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                             "Round %1 of %2 (scatter): every processor whose virtual id v is a multiple of %3 "
                             "sends virtual id v + %4 the pieces of m/p words meant for v + %4 onwards, up to %5. %6"))
            .arg(n)
            .arg(total)
            .arg(2 * pr.distance)
            .arg(pr.distance)
            .arg(pieces)
            .arg(channelSentence(routes));
    if (pr.fill)
        return narration(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                             "Round %1 of %2 (all-gather): p is not a power of two, so in the exchange at distance "
                             "%3 some processors had no partner and still lack %4; each of their group that has "
                             "them sends them to virtual id v + %5 if that one lacks them. %6"))
            .arg(n)
            .arg(total)
            .arg(1 << pr.step)
            .arg(pieces)
            .arg(pr.distance)
            .arg(channelSentence(routes));
    return narration(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                         "Round %1 of %2 (all-gather): every processor whose partner v XOR %3 is below p "
                         "exchanges with it all the pieces it holds, up to %4. %5"))
        .arg(n)
        .arg(total)
        .arg(pr.distance)
        .arg(pieces)
        .arg(channelSentence(routes));
}

} // namespace

Schedule build(const Problem &problem, const RunParams &params, const Algorithm &algorithm)
{
    Schedule s = problem.emptySchedule();
    const int p = problem.processors();
    const int root = params.root;
    const Plan scatter = binomialScatterPlan(p);
    const Plan gather = recursiveDoublingPlan(p);
    const int total = int(scatter.size() + gather.size());
    RoundBuilder rounds(s, problem, algorithm);
    RoutedRound routes(problem.topology());
    std::vector<int> packets;
    int n = 0;
    auto run = [&](const Plan &plan, bool scattering) {
        for (const PlanRound &pr : plan) {
            for (const BlockMessage &m : pr.messages) {
                blockPackets(m, p, packets);
                const int from = processorOf(m.from, root, p);
                const int to = processorOf(m.to, root, p);
                rounds.send(routes.route(from, to), IntSpan(packets));
                const int sendLine = scattering ? kScatterSend : pr.fill ? kFill : kExchange;
                const int receiveLine = scattering ? kScatterReceive : pr.fill ? kFill : kExchange;
                rounds.trace(from, sendLine, [&] { return vars(pr.step, m.from, m.count); });
                if (scattering || pr.fill)
                    rounds.trace(to, receiveLine, [&] { return vars(pr.step, m.to, m.count); });
            }
            rounds.finish(said(++n, total, pr, scattering, routes));
            routes.next();
        }
    };
    run(scatter, true);
    run(gather, false);
    return s;
}

int rounds(int p) { return bits::ceilLog2(std::uint64_t(p)) + recursiveDoublingRounds(p); }

double time(int p, const CostParams &cost)
{
    CostParams perPiece = cost;
    perPiece.m = cost.m / p;
    return stepsPlusAllWords(bits::ceilLog2(std::uint64_t(p)), p, perPiece)
        + recursiveDoublingTime(p, cost, perPiece.m);
}

QString formulaText()
{
    return QStringLiteral("ceil(log2 p) t_s + t_w m (p - 1)/p (binomial scatter) + ceil(log2 p) t_s + "
                          "(2^ceil(log2 p) - 1) t_w m/p + sum over the bits i of p with r = p mod 2^i > 0 of "
                          "(i - floor(log2 r))(t_s + t_w r m/p) (recursive doubling)   [2 t_s log p + 2 t_w m "
                          "(p - 1)/p for p a power of two; when no two messages of a round share a channel]");
}

std::optional<Text> deviation(const Topology &topology, int root)
{
    const int p = topology.processorCount();
    Plan plan = binomialScatterPlan(p);
    const Plan gather = recursiveDoublingPlan(p);
    plan.insert(plan.end(), gather.begin(), gather.end());
    return crowdingReason(planCrowding(topology, plan, root));
}

PseudoCode pseudoCode()
{
    return {QStringLiteral("BC_SCATTER_ALLGATHER(p, my_id, source, X)   // X in p pieces of m/p words; piece v for virtual id v"),
            {QStringLiteral("my_vid := (my_id - source) mod p             // phase 1: binomial scatter"),
             QStringLiteral("for i := ceil(log2 p) - 1 downto 0 do"),
             QStringLiteral("    if my_vid mod 2^(i+1) = 0 and my_vid + 2^i < p then"),
             QStringLiteral("        send pieces my_vid + 2^i .. min(my_vid + 2^(i+1), p) - 1 to (my_vid + 2^i + source) mod p"),
             QStringLiteral("    else if my_vid mod 2^(i+1) = 2^i then"),
             QStringLiteral("        receive them from (my_vid - 2^i + source) mod p"),
             QStringLiteral("end for                                       // I hold piece my_vid"),
             QStringLiteral("for i := 0 to ceil(log2 p) - 1 do            // phase 2: recursive doubling over my_vid"),
             QStringLiteral("    partner := my_vid XOR 2^i"),
             QStringLiteral("    if partner < p then exchange all my pieces with (partner + source) mod p"),
             QStringLiteral("    if p cuts partner's group short then its pieces pass on by halving in mine"),
             QStringLiteral("end for")}};
}

double extraHops(const Topology &topology)
{
    const int p = topology.processorCount();
    return planExtraHops(topology, binomialScatterPlan(p)) + planExtraHops(topology, recursiveDoublingPlan(p));
}

} // namespace scatterallgather

} // namespace collviz::core::algorithms::mpi

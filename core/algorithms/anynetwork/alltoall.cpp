// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// All-to-all personalized by the shift exchange over processor numbers, its messages over routes.

#include "core/algorithms/anynetwork/family.h"

namespace collviz::core::algorithms::anynetwork {

namespace {

/**
 * alltoall-shift-routed: the direct exchange of seed 001 section 3.5.4 and seed 003 section
 * 4.5.3 (every pair of processors exchanges its blocks directly, one partner a round, p - 1
 * rounds) with the hypercube's partner i XOR k replaced by the shift, which needs no power of
 * two (MPICH's long-message all-to-all for any p; Thakur, Rabenseifner and Gropp 2005): in
 * round k (k = 1 .. p-1) processor i sends its block for (i + k) mod p over the topology's
 * route and receives the block of (i - k) mod p. One packet a message, so combining changes
 * nothing. (t_s + t_w m)(p - 1) under wormhole routing with t_h = 0 when no two messages of a
 * round share a channel, as on hypercubes (e-cube routes); a shift sends all of them round the
 * numbering in the same sense, so most other networks crowd some round, and formulaDeviation()
 * names the first.
 */
class AlltoallShiftRouted final : public AlgorithmBase
{
public:
    AlltoallShiftRouted()
        : AlgorithmBase(
              {QStringLiteral("alltoall-shift-routed"), Operation::Alltoall,
               QT_TRANSLATE_NOOP("collviz::core::Algorithm", "All-to-all personalized: shift exchange over routes"),
               QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                                 "Also called all-to-all scatter (seed 000: AAS) and total exchange (seed 001). Every processor sends each of its p-1 blocks straight to its destination, one a "
                                 "round: in round k (k = 1 .. p-1) processor i sends its block for (i + k) mod p over "
                                 "the network's route and receives the block of (i - k) mod p. Unlike the hypercube's "
                                 "pairwise exchange with partner i XOR k it needs no power of two, which is why MPI "
                                 "libraries use it on any network for large blocks. Under wormhole routing with t_h = "
                                 "0 a route's length costs nothing and each processor sends and receives one message "
                                 "a round, so with no channel shared the time is (t_s + t_w m)(p - 1), as on the "
                                 "hypercubes tried (up to 4096 processors), where the e-cube routes of a shift never "
                                 "meet. Elsewhere a shift moves all p messages round the numbering in the same sense "
                                 "and they crowd: on a ring every channel carries min(k, p - k) of them in round k, "
                                 "on a tree the links at the root up to p/2, and most meshes and tori crowd some "
                                 "rounds too. Messages sharing a channel take turns, and the narration gives each "
                                 "round's congestion. SimGrid's ring all-to-all is this shift and takes exactly its "
                                 "time where no routes meet (where they do, it shares a link's bandwidth instead of "
                                 "taking turns); its pair all-to-all (rank xor i) takes the same for p a power of "
                                 "two and refuses other p."),
               cite({{Seed::S001, "§3.5.4 Fig. 3.5.9"}, {Seed::S003, "§4.5.3"}}) + QStringLiteral("; ")
                   + cite(Paper::MpichCollectives, "long-message all-to-all, partners rank + k and rank - k"),
               {needs::anyNetwork()},
               routedModel(false),
               QStringLiteral("(t_s + t_w m)(p - 1)   [when no two messages of a round share a channel]")})
    {
    }

    std::optional<int> formulaRounds(const Topology &topology, const RunParams &) const override
    {
        return topology.processorCount() - 1;
    }

    std::optional<Text> formulaDeviation(const Topology &topology, const RunParams &) const override
    {
        // Whether, not how much: p - 1 rounds of p routes would cost as much as the build.
        const int p = topology.processorCount();
        const Crowding c = crowding(topology, p - 1, true, [&](int k, RoutedRound &routes) {
            for (int i = 0; i < p; ++i)
                routes.route(i, (i + k) % p);
        });
        if (c.crowded == 0)
            return std::nullopt;
        return reason(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                          "round %1 is the first of the %2 in which two or more messages share a channel (%3 on "
                          "one), and under wormhole routing messages that share a channel take turns, so such "
                          "rounds last longer than the formula's t_s + t_w m"))
            .arg(c.first)
            .arg(p - 1)
            .arg(c.worst);
    }

    /// Each of the p (p - 1) packets moves once, and is held where it arrives.
    double estimatedPacketRefs(const Topology &topology, int) const override
    {
        const double p = topology.processorCount();
        return 2 * p * (p - 1);
    }

    /// Every ordered pair once, over a shortest route.
    double estimatedExtraHops(const Topology &topology) const override
    {
        const double p = topology.processorCount();
        return bounds::sumOfDistances(topology) - p * (p - 1);
    }

    PseudoCode pseudoCode() const override
    {
        return {QStringLiteral("ALL_TO_ALL_SHIFT_ROUTED(my_id, p)"),
                {QStringLiteral("for k := 1 to p-1 do"),
                 QStringLiteral("    to := (my_id + k) mod p; from := (my_id - k) mod p"),
                 QStringLiteral("    send M[my_id, to] to to                // over the network's route"),
                 QStringLiteral("    receive M[from, my_id] from from"),
                 QStringLiteral("end for")}};
    }

    Schedule build(const Problem &problem, const RunParams &) const override
    {
        Schedule s = problem.emptySchedule();
        const int p = problem.processors();
        RoundBuilder rounds(s, problem, *this);
        RoutedRound routes(problem.topology());
        for (int k = 1; k < p; ++k) {
            for (int i = 0; i < p; ++i) {
                const int to = (i + k) % p;
                rounds.sendOne(routes.route(i, to), problem.alltoallPacket(i, to));
                rounds.trace(i, 2, [&] {
                    return TraceVars{{QStringLiteral("k"), QString::number(k)},
                                     {QStringLiteral("to"), QString::number(to)},
                                     {QStringLiteral("from"), QString::number((i - k + p) % p)}};
                });
            }
            rounds.finish(said(k, p, routes));
            routes.next();
        }
        return s;
    }

protected:
    std::optional<double> formulaValue(const Topology &topology, const RunParams &params) const override
    {
        return perStep(params.cost) * (topology.processorCount() - 1);
    }

private:
    static Text said(int k, int p, const RoutedRound &routes)
    {
        const Text hops = counted(QT_TRANSLATE_N_NOOP("collviz::core::Algorithm", "%n hop(s)"), routes.longest());
        if (routes.congestion() <= 1)
            return narration(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                                 "Round %1 of %2: every processor i sends its block for (i + %1) mod p over the "
                                 "route, up to %3 long, and receives the block of (i - %1) mod p; no channel "
                                 "carries two messages."))
                .arg(k)
                .arg(p - 1)
                .arg(hops);
        return narration(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                             "Round %1 of %2: every processor i sends its block for (i + %1) mod p over the route, "
                             "up to %3 long, and receives the block of (i - %1) mod p; the busiest channel carries "
                             "%4 messages, which take turns."))
            .arg(k)
            .arg(p - 1)
            .arg(hops)
            .arg(routes.congestion());
    }
};

} // namespace

void registerAlltoall(AlgorithmRegistry &registry) { registry.add(std::make_shared<AlltoallShiftRouted>()); }

} // namespace collviz::core::algorithms::anynetwork

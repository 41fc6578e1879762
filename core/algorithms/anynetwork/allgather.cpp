// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// All-to-all broadcast round a ring of processor numbers, its messages over routes.

#include "core/algorithms/anynetwork/family.h"

namespace collviz::core::algorithms::anynetwork {

namespace {

/// The p routes i -> (i + 1) mod p, made once: every round sends over the same ones.
struct RingRoutes
{
    std::vector<int> nodes;         ///< the routes one after the other
    std::vector<std::size_t> start; ///< route i is nodes[start[i] .. start[i + 1])
    int congestion = 0;             ///< the most routes on one channel
    int longest = 0;                ///< the most hops of a route

    explicit RingRoutes(const Topology &topology)
    {
        const int p = topology.processorCount();
        RoutedRound routes(topology);
        start.reserve(std::size_t(p) + 1);
        for (int i = 0; i < p; ++i) {
            start.push_back(nodes.size());
            const IntSpan path = routes.route(i, (i + 1) % p);
            nodes.insert(nodes.end(), path.begin(), path.end());
        }
        start.push_back(nodes.size());
        congestion = routes.congestion();
        longest = routes.longest();
    }

    IntSpan route(int i) const
    {
        return IntSpan(nodes.data() + start[std::size_t(i)], start[std::size_t(i) + 1] - start[std::size_t(i)]);
    }
};

/**
 * allgather-ring-routed: the ring all-to-all broadcast of seed 001 section 3.2.1 (Fig. 3.2.2)
 * on the ring of processor numbers 0, 1, .., p-1, whatever the links are, as MPI libraries run
 * it (Thakur, Rabenseifner and Gropp 2005). In round k (k = 1 .. p-1) processor i sends the
 * block it received in round k-1 (its own in round 1) to (i + 1) mod p over the topology's
 * route. Every round uses the same p routes, so either every round or none has two messages
 * on a channel: (t_s + t_w m)(p - 1) under wormhole routing with t_h = 0 when none has (on
 * every hypercube, ring, linear array, mesh, torus and tree), and formulaDeviation() says how
 * crowded they are otherwise (a graph whose neighbouring numbers are far apart).
 */
class AllgatherRingRouted final : public AlgorithmBase
{
public:
    AllgatherRingRouted()
        : AlgorithmBase(
              {QStringLiteral("allgather-ring-routed"), Operation::Allgather,
               QT_TRANSLATE_NOOP("collviz::core::Algorithm", "All-to-all broadcast: ring of processor numbers over routes"),
               QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                                 "The ring algorithm run on processor numbers instead of a physical ring, as MPI "
                                 "libraries do on any network: in each of p-1 rounds processor i passes the block it "
                                 "received last (its own in the first round) to processor (i + 1) mod p over the "
                                 "network's route, so after p-1 rounds every processor holds all p blocks. Under "
                                 "wormhole routing with t_h = 0 a route of several hops costs what one hop costs, so "
                                 "with one port the time is (t_s + t_w m)(p - 1) whenever the p routes i -> i+1 share "
                                 "no channel. On the hypercubes, rings, linear arrays, meshes, tori and trees here "
                                 "they share none: on a hypercube the route from 3 to 4 crosses three links yet "
                                 "meets no other, and on a linear array the last block runs back on the channels "
                                 "of the opposite direction. On a graph whose neighbouring numbers are far apart "
                                 "the routes can meet, and then every round lasts as many turns as its busiest "
                                 "channel carries messages. Every block passes p-1 times, so the ring suits large "
                                 "m, where t_w m (p - 1) is what every processor must receive anyway; for small m "
                                 "its p-1 start-ups cost more than the log p of recursive doubling. SimGrid's NTSLR "
                                 "allgather is this ring and takes exactly its time on every network compared; "
                                 "SimGrid's 'ring' allgather is a shift (step i: its own block to rank + i), equal "
                                 "where no routes meet but 32.04 against 24.5 on a two-level fat tree of 8 (m = 3, "
                                 "t_s = 2, t_w = 0.5)."),
               cite(Seed::S001, "§3.2.1 Fig. 3.2.2") + QStringLiteral("; ")
                   + cite(Paper::MpichCollectives, "ring allgather"),
               {needs::anyNetwork()},
               routedModel(true),
               QStringLiteral("(t_s + t_w m)(p - 1)   [when no two messages of a round share a channel]")})
    {
    }

    std::optional<int> formulaRounds(const Topology &topology, const RunParams &) const override
    {
        return topology.processorCount() - 1;
    }

    std::optional<Text> formulaDeviation(const Topology &topology, const RunParams &) const override
    {
        const RingRoutes ring(topology);
        if (ring.congestion <= 1)
            return std::nullopt;
        return reason(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                          "every round sends the same p messages over the same routes, and up to %1 of them share "
                          "a channel; under wormhole routing they take turns, so every round lasts at least %1 "
                          "(t_s + t_w m), not t_s + t_w m"))
            .arg(ring.congestion);
    }

    /// p - 1 rounds of p one-packet messages, and what the processors hold.
    double estimatedPacketRefs(const Topology &topology, int) const override
    {
        const double p = topology.processorCount();
        return 2 * p * p;
    }

    double estimatedExtraHops(const Topology &topology) const override
    {
        const int p = topology.processorCount();
        double extra = 0;
        for (int i = 0; i < p; ++i)
            extra += topology.distance(i, (i + 1) % p) - 1;
        return extra * (p - 1);
    }

    PseudoCode pseudoCode() const override
    {
        return {QStringLiteral("ALL_TO_ALL_BC_RING_ROUTED(my_id, my_msg, p, result)"),
                {QStringLiteral("left := (my_id - 1) mod p"),
                 QStringLiteral("right := (my_id + 1) mod p                // a number, not a neighbour"),
                 QStringLiteral("result := my_msg; msg := result"),
                 QStringLiteral("for k := 1 to p-1 do"),
                 QStringLiteral("    send msg to right                     // over the network's route"),
                 QStringLiteral("    receive msg from left"),
                 QStringLiteral("    result := result ∪ msg"),
                 QStringLiteral("end for")}};
    }

    Schedule build(const Problem &problem, const RunParams &) const override
    {
        Schedule s = problem.emptySchedule();
        const int p = problem.processors();
        const RingRoutes ring(problem.topology());
        RoundBuilder rounds(s, problem, *this);
        for (int k = 1; k < p; ++k) {
            if (k == 1) // the later rounds are sized like the one before (RoundBuilder)
                rounds.round().transfers.reserve(std::size_t(p), ring.nodes.size(), std::size_t(p));
            for (int i = 0; i < p; ++i) {
                const int origin = ((i - k + 1) % p + p) % p;
                rounds.sendOne(ring.route(i), origin);
                rounds.trace(i, 4, [&] {
                    return TraceVars{{QStringLiteral("k"), QString::number(k)},
                                     {QStringLiteral("right"), QString::number((i + 1) % p)},
                                     {QStringLiteral("msg"), QStringLiteral("M%1").arg(origin)}};
                });
            }
            rounds.finish(said(k, p, ring));
        }
        return s;
    }

protected:
    std::optional<double> formulaValue(const Topology &topology, const RunParams &params) const override
    {
        return perStep(params.cost) * (topology.processorCount() - 1);
    }

private:
    static Text said(int k, int p, const RingRoutes &ring)
    {
        const Text hops = counted(QT_TRANSLATE_N_NOOP("collviz::core::Algorithm", "%n hop(s)"), ring.longest);
        if (ring.congestion <= 1)
            return narration(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                                 "Round %1 of %2: every processor i passes the block it received last (its own in "
                                 "round 1) to processor (i + 1) mod p over the route, up to %3 long; no channel "
                                 "carries two messages."))
                .arg(k)
                .arg(p - 1)
                .arg(hops);
        return narration(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                             "Round %1 of %2: every processor i passes the block it received last (its own in "
                             "round 1) to processor (i + 1) mod p over the route, up to %3 long; the busiest "
                             "channel carries %4 messages, which take turns."))
            .arg(k)
            .arg(p - 1)
            .arg(hops)
            .arg(ring.congestion);
    }
};

} // namespace

void registerAllgather(AlgorithmRegistry &registry) { registry.add(std::make_shared<AllgatherRingRouted>()); }

} // namespace collviz::core::algorithms::anynetwork

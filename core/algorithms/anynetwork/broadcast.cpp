// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// One-to-all broadcast by a binomial tree over processor numbers, its messages over routes.

#include "core/algorithms/anynetwork/family.h"

namespace collviz::core::algorithms::anynetwork {

namespace {

/// The messages of the round for distance `half` (a power of two): every virtual id v that is
/// a multiple of 2 half and has a partner v + half < p sends; send(v, src, dst) for each, with
/// the processors' real numbers (virtual id + root) mod p.
template <typename Send>
void forEachSend(int p, int root, int half, Send &&send)
{
    for (int v = 0; v + half < p; v += 2 * half)
        send(v, (v + root) % p, (v + half + root) % p);
}

/// ceil(log2 p): the rounds of the binomial tree.
int roundsFor(int p) { return bits::ceilLog2(std::uint64_t(p)); }

/**
 * broadcast-binomial (formerly broadcast-binomial-routed, an id still accepted): the binomial
 * tree of seed 001 sections 3.1.3 and 3.1.5 (the hypercube's recursive doubling) over processor
 * numbers instead of links, in the form MPI libraries use for any p (Thakur, Rabenseifner and Gropp 2005). Virtual id v = (id - root)
 * mod p; in round r (r = 1 .. ceil(log2 p), distance 2^i with i = ceil(log2 p) - r) every v
 * that is a multiple of 2^(i+1) sends the message to v + 2^i when that is below p, over the
 * topology's route. Under wormhole routing with t_h = 0 the cost is (t_s + t_w m) ceil(log2 p)
 * when no two messages of a round share a channel; where they do, the round takes turns and
 * formulaDeviation() says in how many rounds.
 */
class BroadcastBinomialRouted final : public AlgorithmBase
{
public:
    BroadcastBinomialRouted()
        : AlgorithmBase(
              {QStringLiteral("broadcast-binomial"), Operation::Broadcast,
               QT_TRANSLATE_NOOP("collviz::core::Algorithm", "One-to-all broadcast: binomial tree over routes"),
               QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                                 "The hypercube's recursive doubling run on processor numbers instead of links, "
                                 "as MPI libraries do on any network: each processor takes the virtual id v = "
                                 "(id - source) mod p, and in round i (i = ceil(log2 p) - 1 down to 0) every "
                                 "processor whose v is a multiple of 2^(i+1) sends the message to v + 2^i, if "
                                 "that is below p, so the informed processors double every round and p need not "
                                 "be a power of two. Each message follows the network's route as one worm: under "
                                 "wormhole routing with t_h = 0 a long route costs what one hop costs, so with one "
                                 "port and no shared channel the broadcast takes (t_s + t_w m) ceil(log2 p), the "
                                 "fewest rounds possible, on any network. On the hypercubes, rings, linear arrays, "
                                 "meshes and trees tried the routes of a round never meet, whatever the source; on "
                                 "some tori, such as torus:5x5, the shorter ways round make two of them share a "
                                 "channel, and on a graph whose numbers do not follow its links that can happen "
                                 "anywhere. Messages sharing a channel take turns, and the narration gives each "
                                 "round's congestion. SimGrid's own binomial_tree broadcast sends the same messages "
                                 "to the same children in the same order and takes exactly this time on every "
                                 "network compared, dragonfly:4,2,2 included."),
               cite(Seed::S001, "§3.1.3, §3.1.5 Fig. 3.1.9") + QStringLiteral("; ")
                   + cite(Paper::MpichCollectives, "binomial tree broadcast"),
               {needs::anyNetwork()},
               routedModel(true),
               QStringLiteral("(t_s + t_w m) ceil(log2 p)   [when no two messages of a round share a channel]")})
    {
    }

    std::optional<int> formulaRounds(const Topology &topology, const RunParams &) const override
    {
        return roundsFor(topology.processorCount());
    }

    std::optional<Text> formulaDeviation(const Topology &topology, const RunParams &params) const override
    {
        const Crowding c = crowdingOf(topology, params.root);
        if (c.crowded == 0)
            return std::nullopt;
        return reason(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                          "in %1 of the %2 rounds two or more messages share a channel (up to %3 on one), and "
                          "under wormhole routing messages that share a channel take turns, so those rounds "
                          "last longer than the formula's t_s + t_w m"))
            .arg(c.crowded)
            .arg(c.rounds)
            .arg(c.worst);
    }

    /// The message reaches each of the p - 1 others once.
    double estimatedPacketRefs(const Topology &topology, int) const override { return topology.processorCount(); }

    /// The hops beyond the first of every message from source 0 (the estimate knows no root).
    double estimatedExtraHops(const Topology &topology) const override
    {
        const int p = topology.processorCount();
        double extra = 0;
        for (int half = 1; half < p; half *= 2)
            forEachSend(p, 0, half, [&](int, int src, int dst) { extra += topology.distance(src, dst) - 1; });
        return extra;
    }

    PseudoCode pseudoCode() const override
    {
        return {QStringLiteral("BINOMIAL_BC_ROUTED(p, my_id, source, X)"),
                {QStringLiteral("my_vid := (my_id - source) mod p           // virtual id: the source is 0"),
                 QStringLiteral("for i := ceil(log2 p) - 1 downto 0 do"),
                 QStringLiteral("    if my_vid mod 2^(i+1) = 0 and my_vid + 2^i < p then"),
                 QStringLiteral("        send X to (my_vid + 2^i + source) mod p   // over the network's route"),
                 QStringLiteral("    else if my_vid mod 2^(i+1) = 2^i then"),
                 QStringLiteral("        receive X from (my_vid - 2^i + source) mod p"),
                 QStringLiteral("end for")}};
    }

    Schedule build(const Problem &problem, const RunParams &params) const override
    {
        Schedule s = problem.emptySchedule();
        const int p = problem.processors();
        const int total = roundsFor(p);
        RoundBuilder rounds(s, problem, *this);
        RoutedRound routes(problem.topology());
        for (int r = 1; r <= total; ++r) {
            const int i = total - r;
            const int half = 1 << i;
            int messages = 0;
            forEachSend(p, params.root, half, [&](int v, int src, int dst) {
                rounds.sendOne(routes.route(src, dst), 0);
                rounds.trace(src, 3, [&] { return vars(i, v); });
                rounds.trace(dst, 5, [&] { return vars(i, v + half); });
                ++messages;
            });
            rounds.finish(said(r, total, half, messages, routes));
            routes.next();
        }
        return s;
    }

protected:
    std::optional<double> formulaValue(const Topology &topology, const RunParams &params) const override
    {
        return perStep(params.cost) * roundsFor(topology.processorCount());
    }

private:
    static TraceVars vars(int i, int vid)
    {
        return {{QStringLiteral("i"), QString::number(i)}, {QStringLiteral("my_vid"), QString::number(vid)}};
    }

    static Crowding crowdingOf(const Topology &topology, int root)
    {
        const int p = topology.processorCount();
        const int total = roundsFor(p);
        return crowding(topology, total, false, [&](int r, RoutedRound &routes) {
            forEachSend(p, root, 1 << (total - r), [&](int, int src, int dst) { routes.route(src, dst); });
        });
    }

    static Text said(int r, int total, int half, int messages, const RoutedRound &routes)
    {
        const Text count = counted(QT_TRANSLATE_N_NOOP("collviz::core::Algorithm", "%n message(s)"), messages);
        const Text hops = counted(QT_TRANSLATE_N_NOOP("collviz::core::Algorithm", "%n hop(s)"), routes.longest());
        if (routes.congestion() <= 1)
            return narration(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                                 "Round %1 of %2: every processor whose virtual id v is a multiple of %3 sends the "
                                 "message to virtual id v + %4 if that is below p (%5 in all), over routes of up "
                                 "to %6; no channel carries two messages."))
                .arg(r)
                .arg(total)
                .arg(2 * half)
                .arg(half)
                .arg(count)
                .arg(hops);
        return narration(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                             "Round %1 of %2: every processor whose virtual id v is a multiple of %3 sends the "
                             "message to virtual id v + %4 if that is below p (%5 in all), over routes of up to "
                             "%6; the busiest channel carries %7 of them, which take turns."))
            .arg(r)
            .arg(total)
            .arg(2 * half)
            .arg(half)
            .arg(count)
            .arg(hops)
            .arg(routes.congestion());
    }
};

} // namespace

void registerBroadcast(AlgorithmRegistry &registry) { registry.add(std::make_shared<BroadcastBinomialRouted>()); }

} // namespace collviz::core::algorithms::anynetwork

// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The ring allreduce of Patarasuk and Yuan and of NCCL: a reduce-scatter and an allgather round
// a ring of processors, one piece of m/p words per message, over the network's routes.

#include "core/algorithms/allreduce/family.h"
#include "core/algorithms/allreduce/pairrounds.h"

#include <limits>

namespace collviz::core::algorithms::allreduce {

namespace {

/// Up to this many processors a crowded ring of processor numbers is compared with the
/// nearest-neighbour ring (p^2 distance look-ups); beyond it the numbers' ring stays.
constexpr int kReorderedProcessors = 1024;

/// The most routes on one channel when the processor at position j sends to the one at j + 1.
int ringCongestion(const Topology &topology, const std::vector<int> &order)
{
    const int p = int(order.size());
    anynetwork::RoutedRound routes(topology);
    for (int j = 0; j < p; ++j)
        routes.route(order[std::size_t(j)], order[std::size_t((j + 1) % p)]);
    return routes.congestion();
}

/// A ring that goes from processor 0 always to the nearest processor not yet on it (the lowest
/// number among equals): on a network whose numbers do not follow its links it keeps the
/// messages of a round apart more often than the numbers do.
std::vector<int> nearestNeighbourRing(const Topology &topology)
{
    const int p = topology.processorCount();
    std::vector<int> order{0};
    std::vector<char> taken(std::size_t(p), 0);
    taken[0] = 1;
    while (int(order.size()) < p) {
        int best = -1;
        int bestDistance = std::numeric_limits<int>::max();
        for (int v = 0; v < p; ++v) {
            if (taken[std::size_t(v)])
                continue;
            const int d = topology.distance(order.back(), v);
            if (d < bestDistance) {
                best = v;
                bestDistance = d;
            }
        }
        taken[std::size_t(best)] = 1;
        order.push_back(best);
    }
    return order;
}

/**
 * The ring the processors pass pieces round: position -> processor. The numbers' ring 0, 1, ..,
 * p-1, as NCCL and MPI number it, wherever its p routes i -> i + 1 share no channel (every ring,
 * where it is the network's own ring, and every other family here but graphs read from a file);
 * where they do, the nearest-neighbour ring if it crowds fewer routes onto a channel.
 */
struct ProcessorRing
{
    std::vector<int> order;
    std::vector<int> nodes;         ///< the routes position j -> j + 1, one after the other
    std::vector<std::size_t> start; ///< route j is nodes[start[j] .. start[j + 1])
    int congestion = 0;             ///< the most routes on one channel
    int longest = 0;                ///< the most hops of a route
    bool reordered = false;         ///< not the numbers' ring

    explicit ProcessorRing(const Topology &topology)
    {
        const int p = topology.processorCount();
        order.resize(std::size_t(p));
        for (int i = 0; i < p; ++i)
            order[std::size_t(i)] = i;
        if (p > 2 && p <= kReorderedProcessors) {
            const int numbers = ringCongestion(topology, order);
            if (numbers > 1) {
                std::vector<int> nearest = nearestNeighbourRing(topology);
                if (ringCongestion(topology, nearest) < numbers) {
                    order.swap(nearest);
                    reordered = true;
                }
            }
        }
        anynetwork::RoutedRound routes(topology);
        start.reserve(std::size_t(p) + 1);
        for (int j = 0; j < p && p > 1; ++j) {
            start.push_back(nodes.size());
            const IntSpan path = routes.route(order[std::size_t(j)], order[std::size_t((j + 1) % p)]);
            nodes.insert(nodes.end(), path.begin(), path.end());
        }
        while (start.size() <= std::size_t(p))
            start.push_back(nodes.size());
        congestion = routes.congestion();
        longest = routes.longest();
    }

    int at(int j) const { return order[std::size_t(j)]; }
    IntSpan route(int j) const
    {
        return IntSpan(nodes.data() + start[std::size_t(j)], start[std::size_t(j) + 1] - start[std::size_t(j)]);
    }
};

int mod(int a, int p) { return ((a % p) + p) % p; }

/**
 * allreduce-ring: Patarasuk and Yuan (JPDC 2009), the bandwidth-optimal allreduce NCCL runs on
 * rings: the vector is cut into p pieces; in p - 1 reduce-scatter rounds the processor at
 * position j sends its partial sum of piece (j - s) mod p to position j + 1, which adds its own
 * contribution (seed 001's ring all-to-all reduction, Fig. 3.2.4, with the data split); in p - 1
 * allgather rounds the totals go once more round the ring (Fig. 3.2.2). Under wormhole routing,
 * 1-port, full duplex, t_h = 0 and no two routes on one channel:
 * 2 (p - 1)(t_s + t_w m/p) + (p - 1) t_c m/p.
 */
class AllreduceRing final : public AlgorithmBase
{
public:
    AllreduceRing()
        : AlgorithmBase(
              {QStringLiteral("allreduce-ring"), Operation::Allreduce,
               QT_TRANSLATE_NOOP("collviz::core::Algorithm", "All-reduce round a ring: reduce-scatter, then allgather"),
               QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                                 "The bandwidth-optimal all-reduce of Patarasuk and Yuan, the ring NCCL runs: the "
                                 "vector is cut into p pieces of m/p words. In p - 1 reduce-scatter rounds every "
                                 "processor sends one partial sum to the next processor on the ring, which adds its "
                                 "own contribution, so that each ends with the total of one piece; in p - 1 "
                                 "allgather rounds the totals go round the ring once more. Every processor sends "
                                 "and receives 2 (p - 1)/p m words, the least any all-reduce can, and every round "
                                 "every link of the ring is busy, which is why NCCL uses it for large messages; "
                                 "its 2 (p - 1) start-ups make it slow for short ones. The ring is the processor "
                                 "numbers' 0, 1, .., p-1 wherever their routes "
                                 "share no channel (on a ring it is the network's own ring, and on every other "
                                 "family here but graphs read from a file the routes i -> i + 1 do not meet); on "
                                 "a network where they do, it goes from each processor to the nearest "
                                 "one not yet on the ring if that crowds fewer routes onto a channel. It is "
                                 "written for wormhole routing, one port and full-duplex links, and any p needs no "
                                 "extra step. SimGrid's own lr (Patarasuk and Yuan's code) takes the same time on "
                                 "a crossbar, a complete network and two fat trees when the vector splits evenly "
                                 "into p pieces; its code adds any remainder afterwards with another allreduce."),
               cite(Seed::S001, "§3.2.1 Fig. 3.2.2 and 3.2.4 (the two ring phases)") + QStringLiteral("; ")
                   + cite(Paper::RingAllreduce, "§3, the ring all-reduce"),
               {needs::anyNetwork()},
               anynetwork::routedModel(true),
               QStringLiteral("2 (p - 1)(t_s + t_w m/p)   [when no two messages of a round share a channel]")})
    {
        setCombineFormulaText(QStringLiteral(
            "2 (p - 1)(t_s + t_w m/p) + (p - 1) t_c m/p   [when no two messages of a round share a channel]"));
    }

    int pieces(const Topology &topology) const override { return topology.processorCount(); }

    std::optional<int> formulaRounds(const Topology &topology, const RunParams &) const override
    {
        return 2 * (topology.processorCount() - 1);
    }

    std::optional<Text> formulaDeviation(const Topology &topology, const RunParams &) const override
    {
        const ProcessorRing ring(topology);
        if (ring.congestion <= 1)
            return std::nullopt;
        return reason(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                          "every round sends p messages over the same p routes round the ring, and up to %1 of "
                          "them share a channel; under wormhole routing they take turns, so every round lasts at "
                          "least %1 (t_s + t_w m/p), not t_s + t_w m/p"))
            .arg(ring.congestion);
    }

    /// p^2 contributions, p (p - 1) partial sums, and one piece per processor and round.
    double estimatedPacketRefs(const Topology &topology, int) const override
    {
        const double p = topology.processorCount();
        return 5.0 * p * p;
    }

    double estimatedExtraHops(const Topology &topology) const override
    {
        const ProcessorRing ring(topology);
        const int p = topology.processorCount();
        double extra = 0;
        for (int j = 0; j < p; ++j)
            extra += std::max(0, int(ring.route(j).size()) - 2);
        return extra * 2.0 * (p - 1);
    }

    PseudoCode pseudoCode() const override
    {
        return {QStringLiteral("ALLREDUCE_RING(my_id, p, X[0..p-1])   // X in p pieces of m/p words"),
                {QStringLiteral("j := my place on the ring; next, prev := the processors at places j + 1, j - 1 (mod p)"),
                 QStringLiteral("for s := 0 to p-2 do                      // reduce-scatter round the ring"),
                 QStringLiteral("    send X[(j - s) mod p] to next          // over the network's route"),
                 QStringLiteral("    receive Y from prev; X[(j - s - 1) mod p] := X[(j - s - 1) mod p] + Y"),
                 QStringLiteral("end for                                    // X[(j + 1) mod p] is a total"),
                 QStringLiteral("for s := 0 to p-2 do                      // allgather round the ring"),
                 QStringLiteral("    send X[(j + 1 - s) mod p] to next"),
                 QStringLiteral("    receive X[(j - s) mod p] from prev"),
                 QStringLiteral("end for")}};
    }

    Schedule build(const Problem &problem, const RunParams &) const override
    {
        Schedule s = problem.emptySchedule();
        const int p = problem.processors();
        const ProcessorRing ring(problem.topology());
        const int total = 2 * (p - 1);
        RoundBuilder rounds(s, problem, *this);
        // sum[j]: the partial sum of piece (j - step) mod p the processor at place j sends next.
        std::vector<int> sum(static_cast<std::size_t>(p));
        for (int j = 0; j < p; ++j)
            sum[std::size_t(j)] = ring.at(j) * p + j;
        for (int step = 0; step < p - 1; ++step) {
            for (int j = 0; j < p; ++j) {
                rounds.sendOne(ring.route(j), sum[std::size_t(j)]);
                rounds.trace(ring.at(j), 2, [&] { return vars(ring, j, step, mod(j - step, p)); });
            }
            // The processor at place j + 1 adds its contribution to piece (j - step) mod p; the
            // last adds make the totals, for everyone; the others are for the piece's last adder.
            const bool last = step == p - 2;
            std::vector<int> next(static_cast<std::size_t>(p));
            for (int j = 0; j < p; ++j) {
                const int piece = mod(j - step, p);
                const int to = (j + 1) % p;
                const int owner = ring.at(mod(piece - 1, p));
                next[std::size_t(to)] = s.addCombine(rounds.round(), ring.at(to),
                                                     {sum[std::size_t(j)], ring.at(to) * p + piece},
                                                     last ? -1 : owner);
            }
            sum.swap(next);
            rounds.finish(withCongestion(reduceSaid(step, total, p), ring.congestion));
        }
        // sum[j] is now the total of piece (j + 1) mod p; the allgather passes each on.
        std::vector<int> totals(static_cast<std::size_t>(p));
        for (int j = 0; j < p; ++j)
            totals[std::size_t(mod(j + 1, p))] = sum[std::size_t(j)];
        for (int step = 0; step < p - 1; ++step) {
            for (int j = 0; j < p; ++j) {
                const int piece = mod(j + 1 - step, p);
                rounds.sendOne(ring.route(j), totals[std::size_t(piece)]);
                rounds.trace(ring.at(j), 6, [&] { return vars(ring, j, step, piece); });
            }
            rounds.finish(withCongestion(gatherSaid(p - 1 + step, total, step, p), ring.congestion));
        }
        return s;
    }

protected:
    std::optional<double> formulaValue(const Topology &topology, const RunParams &params) const override
    {
        const int p = topology.processorCount();
        const CostParams &c = params.cost;
        const double piece = c.m / p;
        return 2.0 * (p - 1) * (c.ts + c.tw * piece) + (p - 1) * c.tc * piece;
    }

    bounds::Kind boundKind() const override { return bounds::Kind::SplitAllreduce; }

private:
    static TraceVars vars(const ProcessorRing &ring, int j, int step, int piece)
    {
        const int p = int(ring.order.size());
        return {{QStringLiteral("j"), QString::number(j)},
                {QStringLiteral("next"), QString::number(ring.at((j + 1) % p))},
                {QStringLiteral("s"), QString::number(step)},
                {QStringLiteral("piece"), QString::number(piece)}};
    }

    static Text reduceSaid(int step, int total, int p)
    {
        if (step < p - 2)
            return narration(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                                 "Round %1 of %2 (reduce-scatter round the ring): every processor sends one piece "
                                 "of m/p words, its partial sum of piece (j - %3) mod p, to the next processor on "
                                 "the ring, which adds its own contribution; each partial sum now holds %4."))
                .arg(step + 1)
                .arg(total)
                .arg(step)
                .arg(counted(QT_TRANSLATE_N_NOOP("collviz::core::Algorithm", "%n contribution(s)"), step + 2));
        return narration(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                             "Round %1 of %2 (reduce-scatter round the ring): every processor sends its last "
                             "partial sum to the next processor on the ring, which adds its own contribution and "
                             "so holds the total of one piece."))
            .arg(step + 1)
            .arg(total);
    }

    static Text gatherSaid(int done, int total, int step, int p)
    {
        return narration(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                             "Round %1 of %2 (allgather round the ring): every processor passes the total it "
                             "received last (its own in the first of these rounds) to the next processor on the "
                             "ring; each now holds %3 of the %4."))
            .arg(done + 1)
            .arg(total)
            .arg(counted(QT_TRANSLATE_N_NOOP("collviz::core::Algorithm", "%n total(s)"), step + 2))
            .arg(p);
    }
};

} // namespace

void registerRing(AlgorithmRegistry &registry) { registry.add(std::make_shared<AllreduceRing>()); }

} // namespace collviz::core::algorithms::allreduce

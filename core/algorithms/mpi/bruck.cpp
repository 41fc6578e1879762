// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Bruck's all-to-all personalized (index) and all-to-all broadcast (concatenation) for any p,
// in ceil(log2 p) rounds, their messages over routes.

#include "core/algorithms/mpi/family.h"
#include "core/algorithms/mpi/plans.h"

namespace collviz::core::algorithms::mpi {

namespace {

using anynetwork::RoutedRound;

/// ceil(log2 p): Bruck's rounds.
int roundsFor(int p) { return bits::ceilLog2(std::uint64_t(p)); }

/// How many of the places 1 .. p-1 have bit k set: the blocks every processor sends in round k
/// of the index algorithm.
int placesWithBit(int p, int k)
{
    int n = 0;
    for (int j = 1; j < p; ++j)
        n += (j >> k) & 1;
    return n;
}

/// At most this many processors get their whole buffer in the trace (a list of p blocks).
constexpr int kBufferShownUpTo = 8;

/**
 * alltoall-bruck: Bruck, Ho, Kipnis, Upfal and Weathersby's index algorithm (1997, section 3)
 * with radix 2, MPICH's short-message all-to-all. Processor x first rotates its blocks so that
 * place j holds its block for (x + j) mod p; in round k (k = 0 .. ceil(log2 p) - 1) it sends
 * every place j with bit k set to (x + 2^k) mod p and receives the same places from (x - 2^k)
 * mod p; finally place j holds the block from (x - j) mod p, which a rotation back puts in
 * order. The block from i to j thus goes through the partners the bits of (j - i) mod p name.
 * Under wormhole routing with t_h = 0 and no channel shared: sum over k of (t_s + t_w m c_k),
 * c_k = |{j in 1..p-1 : bit k of j set}|, which is (t_s + t_w m p/2) log2 p for p = 2^d.
 */
class AlltoallBruck final : public AlgorithmBase
{
public:
    AlltoallBruck()
        : AlgorithmBase(
              {QStringLiteral("alltoall-bruck"), Operation::Alltoall,
               QT_TRANSLATE_NOOP("collviz::core::Algorithm", "All-to-all personalized: Bruck's index algorithm"),
               QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                                 "Bruck's all-to-all for any p, which MPI libraries use for short blocks because it "
                                 "pays only ceil(log2 p) start-ups where a direct exchange pays p - 1. Every "
                                 "processor first rotates its blocks so that place j holds its block for my_id + j; "
                                 "in round k it sends all places whose number j has bit k set to my_id + 2^k and "
                                 "receives the same places from my_id - 2^k, so the block from i to j travels the "
                                 "distances given by the bits of (j - i) mod p; a last local rotation puts the "
                                 "received blocks in order. The price is bandwidth: each block moves once per one "
                                 "bit of its distance, about p/2 blocks a round, so the time is the sum over the "
                                 "rounds of t_s + t_w m times the places with that bit, (t_s + t_w m p/2) log2 p for "
                                 "p a power of two, while p need not be one. Each message follows the network's "
                                 "route as one worm; where routes share a channel the narration says so. "
                                 "SimGrid 3.32's own bruck all-to-all takes exactly this time on switch:P, "
                                 "complete:P and fattree:4; where two messages share a link (a two-level fat tree, "
                                 "a dragonfly) SimGrid shares its bandwidth and saves the waiting message's t_s."),
               cite(Paper::Bruck, "§3, the index algorithm, radix 2") + QStringLiteral("; ")
                   + cite(Paper::MpichCollectives, "short-message all-to-all"),
               {needs::anyNetwork()},
               anynetwork::routedModel(true),
               QStringLiteral("sum over k = 0 .. ceil(log2 p) - 1 of (t_s + t_w m |{j in 1..p-1 : bit k of j set}|)"
                              "   [(t_s + t_w m p/2) log2 p for p a power of two; when no two messages of a "
                              "round share a channel]")})
    {
    }

    std::optional<int> formulaRounds(const Topology &topology, const RunParams &) const override
    {
        return roundsFor(topology.processorCount());
    }

    std::optional<Text> formulaDeviation(const Topology &topology, const RunParams &) const override
    {
        const int p = topology.processorCount();
        return crowdingReason(anynetwork::crowding(topology, roundsFor(p), false, [&](int r, RoutedRound &routes) {
            for (int x = 0; x < p; ++x)
                routes.route(x, (x + (1 << (r - 1))) % p);
        }));
    }

    /// Every packet moves once per bit of its distance, and is held where it is.
    double estimatedPacketRefs(const Topology &topology, int) const override
    {
        const double p = topology.processorCount();
        return p * (p - 1) * (roundsFor(int(p)) / 2.0 + 1);
    }

    double estimatedExtraHops(const Topology &topology) const override
    {
        const int p = topology.processorCount();
        double extra = 0;
        for (int dist = 1; dist < p; dist *= 2)
            for (int x = 0; x < p; ++x)
                extra += topology.distance(x, (x + dist) % p) - 1;
        return std::max(0.0, extra);
    }

    PseudoCode pseudoCode() const override
    {
        return {QStringLiteral("ALL_TO_ALL_BRUCK(p, my_id, M)   // M[j]: my block for processor j"),
                {QStringLiteral("for j := 0 to p-1 do B[j] := M[(my_id + j) mod p]   // rotate: place j holds my block for my_id + j"),
                 QStringLiteral("for k := 0 to ceil(log2 p) - 1 do"),
                 QStringLiteral("    to := (my_id + 2^k) mod p; from := (my_id - 2^k) mod p"),
                 QStringLiteral("    send {B[j] : bit k of j is 1} to to          // over the network's route"),
                 QStringLiteral("    receive them from from into the same places B[j]"),
                 QStringLiteral("end for                                          // B[j] came from my_id - j"),
                 QStringLiteral("for j := 0 to p-1 do R[(my_id - j) mod p] := B[j]  // rotate back: R[i] is i's block for me")}};
    }

    Schedule build(const Problem &problem, const RunParams &) const override
    {
        Schedule s = problem.emptySchedule();
        const int p = problem.processors();
        const int total = roundsFor(p);
        RoundBuilder rounds(s, problem, *this);
        RoutedRound routes(problem.topology());
        std::vector<int> packets;
        for (int k = 0; k < total; ++k) {
            const int dist = 1 << k;
            for (int x = 0; x < p; ++x) {
                packets.clear();
                for (int j = dist; j < p; ++j)
                    if (j & dist) {
                        const int from = ((x - (j & (dist - 1))) % p + p) % p;
                        packets.push_back(problem.alltoallPacket(from, (from + j) % p));
                    }
                const int to = (x + dist) % p;
                rounds.send(routes.route(x, to), IntSpan(packets));
                rounds.trace(x, 3, [&] { return vars(p, x, k); });
            }
            rounds.finish(said(k, total, placesWithBit(p, k), routes));
            routes.next();
        }
        return s;
    }

protected:
    std::optional<double> formulaValue(const Topology &topology, const RunParams &params) const override
    {
        const int p = topology.processorCount();
        double time = 0;
        for (int k = 0; k < roundsFor(p); ++k)
            time += params.cost.ts + params.cost.tw * params.cost.m * placesWithBit(p, k);
        return time;
    }

private:
    /// Processor x's variables in round k; for a few processors its whole buffer, place by
    /// place, as "from→to" of the block there at the start of the round.
    static TraceVars vars(int p, int x, int k)
    {
        const int dist = 1 << k;
        QStringList places;
        for (int j = 1; j < p; ++j)
            if (j & dist)
                places << QString::number(j);
        TraceVars v{{QStringLiteral("k"), QString::number(k)},
                    {QStringLiteral("to"), QString::number((x + dist) % p)},
                    {QStringLiteral("from"), QString::number((x - dist + p) % p)},
                    {QStringLiteral("j"), places.join(QStringLiteral(", "))}};
        if (p <= kBufferShownUpTo) {
            QStringList buffer;
            for (int j = 0; j < p; ++j) {
                const int from = ((x - (j & (dist - 1))) % p + p) % p;
                buffer << QStringLiteral("%1→%2").arg(from).arg((from + j) % p);
            }
            v.emplace_back(QStringLiteral("B"), QStringLiteral("[%1]").arg(buffer.join(QStringLiteral(", "))));
        }
        return v;
    }

    static Text said(int k, int total, int blocks, const RoutedRound &routes)
    {
        const Text count = counted(QT_TRANSLATE_N_NOOP("collviz::core::Algorithm", "%n block(s)"), blocks);
        if (total == 1)
            return narration(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                                 "Round 1 of 1: after rotating its blocks so that place j holds its block for "
                                 "my_id + j, every processor sends place 1 (%1) to my_id + 1 and receives it from "
                                 "my_id - 1, then rotates back. %2"))
                .arg(count)
                .arg(channelSentence(routes));
        if (k == 0)
            return narration(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                                 "Round 1 of %1: every processor has rotated its blocks so that place j holds its "
                                 "block for my_id + j; now it sends the places with bit 0 set (%2) to my_id + 1 "
                                 "and receives them from my_id - 1 into the same places. %3"))
                .arg(total)
                .arg(count)
                .arg(channelSentence(routes));
        if (k == total - 1)
            return narration(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                                 "Round %1 of %1: every processor sends the places with bit %2 set (%3) to "
                                 "my_id + %4 and receives them from my_id - %4; now place j holds the block from "
                                 "my_id - j, and a local rotation back puts them in order. %5"))
                .arg(total)
                .arg(k)
                .arg(count)
                .arg(1 << k)
                .arg(channelSentence(routes));
        return narration(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                             "Round %1 of %2: every processor sends the places with bit %3 set (%4) to my_id + %5 "
                             "and receives them from my_id - %5 into the same places. %6"))
            .arg(k + 1)
            .arg(total)
            .arg(k)
            .arg(count)
            .arg(1 << k)
            .arg(channelSentence(routes));
    }
};

/**
 * allgather-bruck: Bruck et al.'s concatenation algorithm (1997, section 4) with radix 2, as
 * MPICH runs it for p not a power of two (Thakur, Rabenseifner and Gropp 2005, section 4.1).
 * Place t of processor x will hold the block of (x + t) mod p; in round k processor x sends
 * its first min(2^k, p - 2^k) places to (x - 2^k) mod p and receives as many from (x + 2^k)
 * mod p into places 2^k on; a final local rotation puts the blocks in order.
 * ceil(log2 p) t_s + (p - 1) t_w m under wormhole routing with t_h = 0 and no channel shared.
 */
class AllgatherBruck final : public AlgorithmBase
{
public:
    AllgatherBruck()
        : AlgorithmBase(
              {QStringLiteral("allgather-bruck"), Operation::Allgather,
               QT_TRANSLATE_NOOP("collviz::core::Algorithm", "All-to-all broadcast: Bruck's concatenation algorithm"),
               QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                                 "Bruck's all-to-all broadcast, which MPICH uses for short messages when p is not a "
                                 "power of two: it takes ceil(log2 p) rounds for any p, where recursive doubling "
                                 "needs extra rounds. Place t of a processor's buffer will hold the block of my_id + "
                                 "t; in round k every processor sends its first min(2^k, p - 2^k) places to my_id - "
                                 "2^k and appends the same number received from my_id + 2^k, and a final local "
                                 "rotation puts the blocks in the order of the processors. Each block is sent once "
                                 "per processor that needs it, so the time is ceil(log2 p) t_s + (p - 1) t_w m, "
                                 "the fewest start-ups and words possible under one port. Each message follows the "
                                 "network's route as one worm; where routes share a channel the narration says so. "
                                 "SimGrid's own bruck allgather takes exactly this time on switch:P, complete:P and "
                                 "fattree:4 (p = 5, 8, 12, 16); where routes meet it is faster by the start-ups of "
                                 "the messages that wait here."),
               cite(Paper::Bruck, "§4, the concatenation algorithm, radix 2") + QStringLiteral("; ")
                   + cite(Paper::MpichCollectives, "§4.1, Bruck allgather"),
               {needs::anyNetwork()},
               anynetwork::routedModel(true),
               QStringLiteral("ceil(log2 p) t_s + (p - 1) t_w m   [when no two messages of a round share a channel]")})
    {
    }

    std::optional<int> formulaRounds(const Topology &topology, const RunParams &) const override
    {
        return roundsFor(topology.processorCount());
    }

    std::optional<Text> formulaDeviation(const Topology &topology, const RunParams &) const override
    {
        const int p = topology.processorCount();
        return crowdingReason(anynetwork::crowding(topology, roundsFor(p), false, [&](int r, RoutedRound &routes) {
            for (int x = 0; x < p; ++x)
                routes.route(x, ((x - (1 << (r - 1))) % p + p) % p);
        }));
    }

    double estimatedPacketRefs(const Topology &topology, int) const override
    {
        const double p = topology.processorCount();
        return 3 * p * p;
    }

    double estimatedExtraHops(const Topology &topology) const override
    {
        const int p = topology.processorCount();
        double extra = 0;
        for (int dist = 1; dist < p; dist *= 2)
            for (int x = 0; x < p; ++x)
                extra += topology.distance(x, ((x - dist) % p + p) % p) - 1;
        return std::max(0.0, extra);
    }

    PseudoCode pseudoCode() const override
    {
        return {QStringLiteral("ALL_TO_ALL_BC_BRUCK(p, my_id, my_msg, result)"),
                {QStringLiteral("B[0] := my_msg                                   // place t will hold the block of my_id + t"),
                 QStringLiteral("for k := 0 to ceil(log2 p) - 1 do"),
                 QStringLiteral("    n := min(2^k, p - 2^k)"),
                 QStringLiteral("    send B[0 .. n-1] to (my_id - 2^k) mod p      // over the network's route"),
                 QStringLiteral("    receive B[2^k .. 2^k + n-1] from (my_id + 2^k) mod p"),
                 QStringLiteral("end for"),
                 QStringLiteral("for t := 0 to p-1 do result[(my_id + t) mod p] := B[t]   // rotate into order")}};
    }

    Schedule build(const Problem &problem, const RunParams &) const override
    {
        Schedule s = problem.emptySchedule();
        const int p = problem.processors();
        const int total = roundsFor(p);
        RoundBuilder rounds(s, problem, *this);
        RoutedRound routes(problem.topology());
        std::vector<int> packets;
        for (int k = 0; k < total; ++k) {
            const int dist = 1 << k;
            const int n = std::min(dist, p - dist);
            for (int x = 0; x < p; ++x) {
                blockPackets({x, 0, x, n}, p, packets);
                const int to = ((x - dist) % p + p) % p;
                rounds.send(routes.route(x, to), IntSpan(packets));
                rounds.trace(x, 3, [&] {
                    return TraceVars{{QStringLiteral("k"), QString::number(k)},
                                     {QStringLiteral("n"), QString::number(n)},
                                     {QStringLiteral("to"), QString::number(to)},
                                     {QStringLiteral("from"), QString::number((x + dist) % p)}};
                });
            }
            rounds.finish(said(k, total, n, routes));
            routes.next();
        }
        return s;
    }

protected:
    std::optional<double> formulaValue(const Topology &topology, const RunParams &params) const override
    {
        return stepsPlusAllWords(roundsFor(topology.processorCount()), topology.processorCount(), params.cost);
    }

private:
    static Text said(int k, int total, int n, const RoutedRound &routes)
    {
        const Text count = counted(QT_TRANSLATE_N_NOOP("collviz::core::Algorithm", "%n block(s)"), n);
        if (k == total - 1)
            return narration(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                                 "Round %1 of %1: every processor sends its first %2 to my_id - %3 and appends "
                                 "those of my_id + %3; now place t holds the block of my_id + t, and a local "
                                 "rotation by my_id puts all p in order. %4"))
                .arg(total)
                .arg(count)
                .arg(1 << k)
                .arg(channelSentence(routes));
        return narration(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                             "Round %1 of %2: every processor sends its first %3 to my_id - %4 and appends those of "
                             "my_id + %4, so that it holds the blocks of my_id .. my_id + %5. %6"))
            .arg(k + 1)
            .arg(total)
            .arg(count)
            .arg(1 << k)
            .arg(2 * (1 << k) - 1)
            .arg(channelSentence(routes));
    }
};

} // namespace

void registerBruck(AlgorithmRegistry &registry)
{
    registry.add(std::make_shared<AlltoallBruck>());
    registry.add(std::make_shared<AllgatherBruck>());
}

} // namespace collviz::core::algorithms::mpi

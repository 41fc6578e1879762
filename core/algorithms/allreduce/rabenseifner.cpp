// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Rabenseifner's allreduce: reduce-scatter by recursive halving, allgather by recursive
// doubling, with MPICH's extra step for p not a power of two; its messages over routes.

#include "core/algorithms/allreduce/family.h"
#include "core/algorithms/allreduce/pairrounds.h"

namespace collviz::core::algorithms::allreduce {

namespace {

/**
 * Who does what for p processors. p' is the largest power of two <= p and r = p - p'. The
 * first 2r processors pair up (2i, 2i + 1); the even one folds its vector into the odd one and
 * sits out, the odd one takes new rank i; processor i >= 2r takes new rank i - r. The p' new
 * ranks run the power-of-two algorithm on p' pieces. At the halving step for `mask` (1, 2, ..,
 * p'/2) new rank n keeps the half of its pieces [lo, hi) on its side of n XOR mask (the lower
 * half when its bit is 0) and sends the other half, as MPICH and SimGrid's rab_rdb do; so new
 * rank n ends with the total of one piece, owner[piece] = n, and the doubling steps run the
 * masks backwards, each new rank sending every total it holds.
 */
struct Plan
{
    int p = 0;
    int p2 = 1;   ///< p': the largest power of two <= p, also the number of pieces
    int r = 0;    ///< p - p'
    int steps = 0; ///< log2 p'

    explicit Plan(int processors) : p(processors)
    {
        while (p2 * 2 <= p)
            p2 *= 2;
        r = p - p2;
        steps = bits::ceilLog2(std::uint64_t(p2));
    }

    bool folds() const { return r > 0; }
    int rounds() const { return 2 * steps + (folds() ? 2 : 0); }
    /// The processor of new rank n.
    int real(int n) const { return n < r ? 2 * n + 1 : n + r; }
    /// The new rank of processor i, -1 for the even ones that fold.
    int newRank(int i) const { return i < 2 * r ? (i % 2 ? i / 2 : -1) : i - r; }

    /// The pieces [lo, hi) new rank n is responsible for after the halving steps of masks
    /// 1 .. `mask` (none: mask 0): the bits of n from the lowest up choose the halves.
    std::pair<int, int> range(int n, int mask) const
    {
        int lo = 0;
        int hi = p2;
        for (int b = 1; b <= mask && b < p2; b <<= 1) {
            const int half = (hi - lo) / 2;
            if (n & b)
                lo += half;
            else
                hi -= half;
        }
        return {lo, hi};
    }

    /// Every round's messages as processor pairs (for the crowding and the hop estimate).
    PairRounds pairs() const
    {
        PairRounds out;
        auto exchanges = [&](int mask) {
            std::vector<Pair> round;
            round.reserve(std::size_t(p2));
            for (int n = 0; n < p2; ++n)
                round.push_back({real(n), real(n ^ mask)});
            out.push_back(std::move(round));
        };
        if (folds()) {
            std::vector<Pair> round;
            round.reserve(std::size_t(r));
            for (int i = 0; i < r; ++i)
                round.push_back({2 * i, 2 * i + 1});
            out.push_back(std::move(round));
        }
        for (int mask = 1; mask < p2; mask <<= 1)
            exchanges(mask);
        for (int mask = p2 / 2; mask >= 1; mask >>= 1)
            exchanges(mask);
        if (folds()) {
            std::vector<Pair> round;
            round.reserve(std::size_t(r));
            for (int i = 0; i < r; ++i)
                round.push_back({2 * i + 1, 2 * i});
            out.push_back(std::move(round));
        }
        return out;
    }
};

/// "3" or "4..7": pieces lo .. hi - 1 as a lecturer writes them.
QString pieceRange(int lo, int hi)
{
    return hi - lo == 1 ? QString::number(lo) : QStringLiteral("%1..%2").arg(lo).arg(hi - 1);
}

/// The formula's value: 2 log p' t_s + (p' - 1)/p' m (2 t_w + t_c), plus, when p is not a power
/// of two, the extra step's m-word message before (with its combine) and after.
double rabenseifnerCost(int p, const CostParams &c)
{
    const Plan plan(p);
    const double share = double(plan.p2 - 1) / plan.p2 * c.m;
    double t = 2.0 * plan.steps * c.ts + share * (2.0 * c.tw + c.tc);
    if (plan.folds())
        t += 2.0 * (c.ts + c.tw * c.m) + c.tc * c.m;
    return t;
}

/**
 * allreduce-rabenseifner: Rabenseifner (ICCS 2004) as MPICH runs it for long vectors (Thakur,
 * Rabenseifner and Gropp 2005): the vector is cut into p' pieces; log2 p' halving steps leave
 * every new rank with the total of one piece (a reduce-scatter, seed 001 section 3.7.3's first
 * phase for any partner order), and log2 p' doubling steps give every new rank every total.
 * The 2r processors of the extra step add one message of m words each way. Under wormhole
 * routing, 1-port, full duplex, t_h = 0 and no two messages of a round on one channel, the time
 * is 2 log p t_s + 2 (p - 1)/p m t_w + (p - 1)/p m t_c for p a power of two.
 */
class AllreduceRabenseifner final : public AlgorithmBase
{
public:
    AllreduceRabenseifner()
        : AlgorithmBase(
              {QStringLiteral("allreduce-rabenseifner"), Operation::Allreduce,
               QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                                 "All-reduce by Rabenseifner: recursive halving, then recursive doubling"),
               QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                                 "The all-reduce MPI libraries use for long vectors: the vector is cut into p' "
                                 "pieces, p' the largest power of two not above p. In the reduce-scatter by "
                                 "recursive halving every processor sends half of the pieces it is still "
                                 "responsible for to the partner whose new rank differs in one bit (bit 0 first), "
                                 "adds the half it receives and keeps it, until it holds the total of one piece; in "
                                 "the allgather by recursive doubling the steps run backwards and every processor "
                                 "sends all the totals it holds. Each processor sends and receives only about 2 m "
                                 "words and adds about m, against m log p for recursive doubling of the whole "
                                 "vector, which is why MPICH chooses it for long messages; it pays 2 log p "
                                 "start-ups, twice the short-message algorithm's. When p is not a power of two, "
                                 "the first 2r processors (r = p - p') pair up before: the even one sends its "
                                 "whole vector to its odd neighbour, which adds it, and gets the result back at "
                                 "the end, as MPICH and SimGrid's rab_rdb do, at 2 (t_s + t_w m) + t_c m more. "
                                 "It is written for processor numbers over the network's routes under wormhole "
                                 "routing, one port and full-duplex links, where the formula holds whenever no "
                                 "two messages of a round share a channel. SimGrid's own rab_rdb takes the same "
                                 "time on a crossbar, a complete network and fattree:4; where messages of a round "
                                 "share a link (a two-level fat tree of 8 processors) SimGrid lets them share its "
                                 "bandwidth and overlap their start-ups, where here they take turns, so each round "
                                 "in which two messages share a link costs SimGrid one t_s less (4 such rounds "
                                 "there: 15.75 against 23.75 at t_s = 2)."),
               cite(Seed::S001, "§3.7.3 (the hypercube form)") + QStringLiteral("; ")
                   + cite(Paper::Rabenseifner, "§3, recursive halving and doubling") + QStringLiteral("; ")
                   + cite(Paper::MpichCollectives, "§4.4, allreduce for long messages and p not a power of two"),
               {needs::anyNetwork()},
               anynetwork::routedModel(true),
               QStringLiteral("2 log p t_s + 2 (p - 1)/p m t_w   [p a power of two; otherwise p' = 2^floor(log2 p) "
                              "in place of p, plus 2 (t_s + t_w m) for the extra step; when no two messages of a "
                              "round share a channel]")})
    {
        setCombineFormulaText(QStringLiteral(
            "2 log p t_s + 2 (p - 1)/p m t_w + (p - 1)/p m t_c   [p a power of two; otherwise p' = 2^floor(log2 p) "
            "in place of p, plus 2 (t_s + t_w m) + t_c m for the extra step; when no two messages of a round share "
            "a channel]"));
    }

    int pieces(const Topology &topology) const override { return Plan(topology.processorCount()).p2; }

    std::optional<int> formulaRounds(const Topology &topology, const RunParams &) const override
    {
        return Plan(topology.processorCount()).rounds();
    }

    std::optional<Text> formulaDeviation(const Topology &topology, const RunParams &) const override
    {
        return crowdingReason(crowdingOf(topology, Plan(topology.processorCount()).pairs()));
    }

    /// p p' contributions; the halving makes p' (p' - 1) partial sums; every round moves up to
    /// p' pieces per processor.
    double estimatedPacketRefs(const Topology &topology, int) const override
    {
        const Plan plan(topology.processorCount());
        return double(plan.p2) * (3.0 * plan.p + 2.0 * plan.p2 + 2.0 * plan.rounds());
    }

    double estimatedExtraHops(const Topology &topology) const override
    {
        return extraHopsOf(topology, Plan(topology.processorCount()).pairs());
    }

    PseudoCode pseudoCode() const override
    {
        return {QStringLiteral("ALLREDUCE_RABENSEIFNER(my_id, p, X[0..p'-1])   // X in p' pieces of m/p' words"),
                {QStringLiteral("p' := the largest power of two <= p; r := p - p'"),
                 QStringLiteral("if my_id < 2r and my_id is even then      // the extra step: fold into the odd neighbour"),
                 QStringLiteral("    send X to my_id + 1; newrank := -1"),
                 QStringLiteral("else if my_id < 2r then"),
                 QStringLiteral("    receive Y from my_id - 1; X := X + Y; newrank := my_id div 2"),
                 QStringLiteral("else newrank := my_id - r"),
                 QStringLiteral("real(n) := 2n + 1 if n < r, else n + r    // the processor of new rank n"),
                 QStringLiteral("lo := 0; hi := p'                          // the pieces I am responsible for"),
                 QStringLiteral("for mask := 1, 2, 4, .., p'/2 do          // reduce-scatter by recursive halving"),
                 QStringLiteral("    partner := real(newrank XOR mask)     // over the network's route"),
                 QStringLiteral("    send the half of X[lo..hi-1] on partner's side; receive Y, the half on mine"),
                 QStringLiteral("    lo, hi := my half; X[lo..hi-1] := X[lo..hi-1] + Y"),
                 QStringLiteral("end for                                    // X[lo] is the total of piece lo"),
                 QStringLiteral("for mask := p'/2, .., 2, 1 do             // allgather by recursive doubling"),
                 QStringLiteral("    partner := real(newrank XOR mask)"),
                 QStringLiteral("    send X[lo..hi-1] to partner; receive its totals; lo, hi := both ranges"),
                 QStringLiteral("end for"),
                 QStringLiteral("if my_id < 2r and my_id is odd then send X to my_id - 1   // the extra step back"),
                 QStringLiteral("else if my_id < 2r then receive X from my_id + 1")}};
    }

    Schedule build(const Problem &problem, const RunParams &) const override
    {
        Schedule s = problem.emptySchedule();
        const Plan plan(problem.processors());
        Builder b{s, problem, plan, RoundBuilder(s, problem, *this), anynetwork::RoutedRound(problem.topology()), 0, {}, {}};
        b.run();
        return s;
    }

protected:
    std::optional<double> formulaValue(const Topology &topology, const RunParams &params) const override
    {
        return rabenseifnerCost(topology.processorCount(), params.cost);
    }

    bounds::Kind boundKind() const override { return bounds::Kind::SplitAllreduce; }

private:
    /// One build: the partial sums every processor holds, round after round.
    struct Builder
    {
        Schedule &s;
        const Problem &problem;
        const Plan &plan;
        RoundBuilder rounds;
        anynetwork::RoutedRound routes;
        int round = 0;
        /// sum[i][j]: the partial sum of piece j processor i holds (its contribution at first).
        std::vector<std::vector<int>> sum;
        /// owner[j]: the processor that ends the halving with the total of piece j.
        std::vector<int> owner;

        void run()
        {
            const int p = plan.p;
            const int k = plan.p2;
            sum.assign(std::size_t(p), std::vector<int>(std::size_t(k)));
            for (int i = 0; i < p; ++i)
                for (int j = 0; j < k; ++j)
                    sum[std::size_t(i)][std::size_t(j)] = i * k + j;
            owner.assign(std::size_t(k), 0);
            for (int n = 0; n < k; ++n)
                owner[std::size_t(plan.range(n, k / 2).first)] = plan.real(n);
            if (plan.folds())
                fold();
            for (int mask = 1; mask < k; mask <<= 1)
                halve(mask);
            for (int mask = k / 2; mask >= 1; mask >>= 1)
                gather(mask);
            if (plan.folds())
                unfold();
        }

        /// The sum of piece j at `node` after it adds `received`; partial sums are for the
        /// piece's owner (sending one moves it), the total is for everyone.
        void add(int node, int j, int received, bool total)
        {
            int &mine = sum[std::size_t(node)][std::size_t(j)];
            mine = s.addCombine(rounds.round(), node, {mine, received}, total ? -1 : owner[std::size_t(j)]);
        }

        void finish(const Text &said)
        {
            rounds.finish(withCongestion(said, routes.congestion()));
            routes.next();
        }

        void fold()
        {
            const int k = plan.p2;
            for (int i = 0; i < plan.r; ++i) {
                const int from = 2 * i;
                const int to = from + 1;
                rounds.send(routes.route(from, to), IntSpan(sum[std::size_t(from)]));
                rounds.trace(from, 2, [&] { return vars(from, -1, -1, -1, QStringLiteral("0..%1").arg(k - 1)); });
                rounds.trace(to, 4, [&] { return vars(to, i, -1, from, QStringLiteral("0..%1").arg(k - 1)); });
            }
            for (int i = 0; i < plan.r; ++i)
                for (int j = 0; j < k; ++j)
                    add(2 * i + 1, j, sum[std::size_t(2 * i)][std::size_t(j)], false);
            finish(narration(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                                 "Round %1 of %2 (folding): p = %3 is not a power of two, so each even "
                                 "processor among the first %4 sends its whole vector to its odd neighbour, which "
                                 "adds it; the %5 processors left take new ranks 0 to %6."))
                       .arg(++round)
                       .arg(plan.rounds())
                       .arg(plan.p)
                       .arg(2 * plan.r)
                       .arg(plan.p2)
                       .arg(plan.p2 - 1));
        }

        void halve(int mask)
        {
            const int k = plan.p2;
            std::vector<int> packets;
            for (int n = 0; n < k; ++n) {
                const int me = plan.real(n);
                const int partner = plan.real(n ^ mask);
                const std::pair<int, int> had = plan.range(n, mask / 2);
                const std::pair<int, int> keep = plan.range(n, mask);
                const int keepLo = keep.first;
                const int keepHi = keep.second;
                // The other half of what it had: above the kept half, or below it.
                const int sendLo = keepLo == had.first ? keepHi : had.first;
                const int sendHi = keepLo == had.first ? had.second : keepLo;
                packets.assign(sum[std::size_t(me)].begin() + sendLo, sum[std::size_t(me)].begin() + sendHi);
                rounds.send(routes.route(me, partner), IntSpan(packets));
                rounds.trace(me, 10, [&] {
                    return vars(me, n, mask, partner, pieceRange(sendLo, sendHi), pieceRange(keepLo, keepHi));
                });
            }
            const bool last = 2 * mask >= k;
            for (int n = 0; n < k; ++n) {
                const int me = plan.real(n);
                const int partner = plan.real(n ^ mask);
                const std::pair<int, int> keep = plan.range(n, mask);
                for (int j = keep.first; j < keep.second; ++j)
                    add(me, j, sum[std::size_t(partner)][std::size_t(j)], last);
            }
            const int kept = k / (2 * mask);
            finish(narration(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                                 "Round %1 of %2 (reduce-scatter by recursive halving): every processor with a new "
                                 "rank sends the partner whose new rank differs in bit %3 the half of its pieces "
                                 "on the partner's side (%4 of m/%5 words) and adds the %4 it receives; it is now "
                                 "responsible for %4."))
                       .arg(++round)
                       .arg(plan.rounds())
                       .arg(bits::ceilLog2(std::uint64_t(mask)))
                       .arg(counted(QT_TRANSLATE_N_NOOP("collviz::core::Algorithm", "%n piece(s)"), kept))
                       .arg(k));
        }

        void gather(int mask)
        {
            const int k = plan.p2;
            std::vector<int> packets;
            for (int n = 0; n < k; ++n) {
                const int me = plan.real(n);
                const int partner = plan.real(n ^ mask);
                const std::pair<int, int> held = plan.range(n, mask);
                const std::pair<int, int> after = plan.range(n, mask / 2);
                packets.assign(sum[std::size_t(me)].begin() + held.first, sum[std::size_t(me)].begin() + held.second);
                rounds.send(routes.route(me, partner), IntSpan(packets));
                rounds.trace(me, 15, [&] {
                    return vars(me, n, mask, partner, pieceRange(held.first, held.second),
                                pieceRange(after.first, after.second));
                });
            }
            for (int n = 0; n < k; ++n) {
                const int me = plan.real(n);
                const int partner = plan.real(n ^ mask);
                const std::pair<int, int> theirs = plan.range(n ^ mask, mask);
                for (int j = theirs.first; j < theirs.second; ++j)
                    sum[std::size_t(me)][std::size_t(j)] = sum[std::size_t(partner)][std::size_t(j)];
            }
            const int held = k / mask;
            finish(narration(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                                 "Round %1 of %2 (allgather by recursive doubling): every processor with a new "
                                 "rank sends the %3 it holds to the partner whose new rank differs in bit %4 and "
                                 "receives as many; it now holds the totals of %5."))
                       .arg(++round)
                       .arg(plan.rounds())
                       .arg(counted(QT_TRANSLATE_N_NOOP("collviz::core::Algorithm", "%n total(s)"), held / 2))
                       .arg(bits::ceilLog2(std::uint64_t(mask)))
                       .arg(counted(QT_TRANSLATE_N_NOOP("collviz::core::Algorithm", "%n piece(s)"), held)));
        }

        void unfold()
        {
            const int k = plan.p2;
            for (int i = 0; i < plan.r; ++i) {
                const int from = 2 * i + 1;
                const int to = 2 * i;
                rounds.send(routes.route(from, to), IntSpan(sum[std::size_t(from)]));
                rounds.trace(from, 17, [&] { return vars(from, i, -1, to, QStringLiteral("0..%1").arg(k - 1)); });
                rounds.trace(to, 18, [&] { return vars(to, -1, -1, from, QStringLiteral("0..%1").arg(k - 1)); });
            }
            finish(narration(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                                 "Round %1 of %2 (unfolding): each odd processor among the first %3 "
                                 "sends all %4 totals to the even neighbour that folded into it, so all %5 "
                                 "processors hold the result."))
                       .arg(++round)
                       .arg(plan.rounds())
                       .arg(2 * plan.r)
                       .arg(k)
                       .arg(plan.p));
        }

        /// A processor's variables: its new rank, the mask and partner of the step, the pieces
        /// it sends, and those it is responsible for (or holds) after the step.
        TraceVars vars(int id, int newrank, int mask, int partner, const QString &sends, const QString &mine = {}) const
        {
            TraceVars v{{QStringLiteral("my_id"), QString::number(id)},
                        {QStringLiteral("newrank"), QString::number(newrank)}};
            if (mask > 0)
                v.emplace_back(QStringLiteral("mask"), QString::number(mask));
            if (partner >= 0)
                v.emplace_back(QStringLiteral("partner"), QString::number(partner));
            v.emplace_back(QStringLiteral("pieces"), sends);
            if (!mine.isEmpty())
                v.emplace_back(QStringLiteral("lo..hi-1"), mine);
            return v;
        }
    };
};

} // namespace

void registerRabenseifner(AlgorithmRegistry &registry) { registry.add(std::make_shared<AllreduceRabenseifner>()); }

} // namespace collviz::core::algorithms::allreduce

// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Swing (De Sensi, Bonato, Saam and Hoefler, NSDI 2024): allreduce whose partners swing back
// and forth round the ring, r + rho(s) and r - rho(s), so that they stay close on a torus.

#include "core/algorithms/allreduce/family.h"
#include "core/algorithms/anynetwork/family.h"
#include "core/networks/gridaxes.h"

#include <algorithm>

namespace collviz::core::algorithms::allreduce {

namespace {

/// rho(t) = 1 - 2 + 4 - .. + (-2)^t = (1 - (-2)^(t + 1))/3: 1, -1, 3, -5, 11, ..
int rho(int t)
{
    long long power = 1;
    for (int i = 0; i <= t; ++i)
        power *= -2;
    return int((1 - power) / 3);
}

bool isPowerOfTwo(int n) { return n > 0 && (n & (n - 1)) == 0; }

/**
 * Who talks to whom. p' is the largest power of two at most p and r = p - p'. When r > 0 the
 * first 2r processors pair up (2i, 2i + 1): the even one folds its whole vector into the odd
 * one and sits out until the unfold, as Rabenseifner's algorithm does; the odd one takes rank
 * i, and processor i >= 2r rank i - r. The p' ranks sit on a grid: the torus's own sides when
 * the network is a torus (or ring) whose every side is a power of two (then there is no fold
 * and rank = processor), else one ring of p'. Steps take the dimensions in turn, skipping a
 * dimension whose log2 z steps are done; at the t-th step along dimension d the partner of a
 * rank whose coordinate x in d is even is x + rho(t), of an odd one x - rho(t) (mod z). The
 * ranks reached from n by steps s, s + 1, .. (n, and recursively the partner's) then split in
 * two disjoint halves at every step: the paper's property that makes the reduce-scatter exact.
 */
struct SwingPlan
{
    int p = 0;
    int ranks = 1; ///< p'
    int folded = 0; ///< r
    bool torus = false;
    std::vector<int> sides;   ///< of the rank grid
    std::vector<int> strides; ///< first axis fastest
    std::vector<std::pair<int, int>> steps; ///< (dimension, t)

    explicit SwingPlan(const Topology &topology) : p(topology.processorCount())
    {
        const std::vector<int> shape = topology.shape();
        torus = topology.has(Trait::Grid) && topology.has(Trait::Wraparound)
                && std::all_of(shape.begin(), shape.end(), isPowerOfTwo);
        while (ranks * 2 <= p)
            ranks *= 2;
        folded = p - ranks;
        sides = torus ? shape : std::vector<int>{ranks};
        int stride = 1;
        std::vector<int> left;
        for (int z : sides) {
            strides.push_back(stride);
            stride *= z;
            int log = 0;
            while ((1 << log) < z)
                ++log;
            left.push_back(log);
        }
        std::vector<int> done(sides.size(), 0);
        for (bool more = true; more;) {
            more = false;
            for (std::size_t d = 0; d < sides.size(); ++d)
                if (done[d] < left[d]) {
                    steps.push_back({int(d), done[d]++});
                    more = true;
                }
        }
    }

    int stepCount() const { return int(steps.size()); }
    bool folds() const { return folded > 0; }
    int rounds() const { return 2 * stepCount() + (folds() ? 2 : 0); }
    /// The processor of rank n.
    int processor(int n) const { return n < folded ? 2 * n + 1 : n + folded; }

    int partner(int n, int s) const
    {
        const auto [d, t] = steps[std::size_t(s)];
        const int z = sides[std::size_t(d)];
        const int stride = strides[std::size_t(d)];
        const int x = (n / stride) % z;
        const int y = (((x % 2 == 0 ? x + rho(t) : x - rho(t)) % z) + z) % z;
        return n + (y - x) * stride;
    }

    /// The ranks reached from n by steps s, s + 1, .., appended to `out`: the pieces n reduces
    /// from step s on (its own piece among them), and in the allgather those it holds after.
    void reach(int n, int s, std::vector<int> &out) const
    {
        if (s == stepCount()) {
            out.push_back(n);
            return;
        }
        reach(n, s + 1, out);
        reach(partner(n, s), s + 1, out);
    }

    /// Calls fn(from, to) for every message of `round` (0-based), processors numbered.
    template <typename Fn>
    void forEachMessage(int round, Fn &&fn) const
    {
        const int L = stepCount();
        int at = round;
        if (folds()) {
            if (at == 0 || at == 2 * L + 1) {
                for (int i = 0; i < folded; ++i)
                    at == 0 ? fn(2 * i, 2 * i + 1) : fn(2 * i + 1, 2 * i);
                return;
            }
            --at;
        }
        const int s = at < L ? at : 2 * L - 1 - at;
        for (int n = 0; n < ranks; ++n)
            fn(processor(n), processor(partner(n, s)));
    }
};

/// `said` and, when two routes of the round share a channel, how many the busiest carries.
Text withCongestion(Text said, int congestion)
{
    if (congestion <= 1)
        return said;
    return Text::join({said, narration(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                                           "The busiest channel carries %1 of these messages, which take turns."))
                                 .arg(congestion)},
                      QStringLiteral(" "));
}

/// formulaDeviation()'s reason when routes of a round share a channel; nullopt when none do.
std::optional<Text> crowdedRoutes(const anynetwork::Crowding &c)
{
    if (c.crowded == 0)
        return std::nullopt;
    return reason(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                      "in %1 of the %2 rounds the routes to two or more partners share a channel (up to %3 on "
                      "one, first in round %4); under wormhole routing they take turns, so those rounds last "
                      "longer than the formula counts, though less than recursive doubling's farther partners "
                      "would"))
        .arg(c.crowded)
        .arg(c.rounds)
        .arg(c.worst)
        .arg(c.first);
}

/// Where a step's partner lies, for the narration: along an axis of the torus, or round the
/// one ring of ranks.
Text direction(const SwingPlan &plan, int d)
{
    if (plan.sides.size() > 1)
        return narration(QT_TRANSLATE_NOOP("collviz::core::Algorithm", "along %1"))
            .arg(networks::gridAxisName(d).toUpper());
    return narration(QT_TRANSLATE_NOOP("collviz::core::Algorithm", "round the ring of ranks"));
}

/// A rank's variables at a step: the step, its dimension, rho, the partner, the pieces sent.
TraceVars stepVars(const SwingPlan &plan, int s, int rank, int pieces)
{
    const auto [d, t] = plan.steps[std::size_t(s)];
    return {{QStringLiteral("s"), QString::number(s)},
            {QStringLiteral("d"), QString::number(d)},
            {QStringLiteral("rho(t)"), QString::number(rho(t))},
            {QStringLiteral("peer"), QString::number(plan.processor(plan.partner(rank, s)))},
            {QStringLiteral("pieces"), QString::number(pieces)}};
}

/**
 * allreduce-swing: Swing's bandwidth-optimal allreduce. A reduce-scatter over the steps of
 * SwingPlan, in which rank n sends its partner q the partial sums of the pieces q reaches in
 * the later steps and adds q's sums of the pieces it reaches itself, leaves rank n with the
 * total of piece n; an allgather over the steps in reverse order hands the totals back. Step
 * s moves p'/2^(s+1) pieces of m/p' words each way: 2 log2 p' rounds, (p' - 1)/p' m words each
 * phase. With the fold and unfold for p not a power of two, two rounds of m words more.
 */
class Swing final : public AlgorithmBase
{
public:
    Swing()
        : AlgorithmBase(
              {QStringLiteral("allreduce-swing"), Operation::Allreduce,
               QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                                 "All-reduce: Swing, bandwidth-optimal (reduce-scatter + allgather)"),
               QT_TRANSLATE_NOOP(
                   "collviz::core::Algorithm",
                   "Swing (De Sensi, Bonato, Saam and Hoefler, 2024) is a reduce-scatter followed by an allgather, "
                   "like Rabenseifner's, but at step s processor r talks to r + rho(s) if r is even and r - rho(s) "
                   "if odd, rho(s) = 1, -1, 3, -5, 11, .. = (1 - (-2)^(s+1))/3, so the partner swings from one side "
                   "to the other instead of always moving further away. On a torus this is why it beats recursive "
                   "doubling: the partner is |rho(s)|, about two thirds of 2^s, hops away (1, 1, 3, 5, 11 instead of "
                   "1, 2, 4, 8, 16), so fewer messages share each link; on a torus whose sides are powers of two "
                   "the steps take the dimensions in turn, as the paper does, and on any other network the "
                   "processor numbers form one ring over the routes. The data is split into p' pieces, p' the "
                   "largest power of two at most p; processor r ends the reduce-scatter with the total of piece r "
                   "and the allgather runs the steps backwards. For p not a power of two the first 2(p - p') "
                   "processors fold in pairs before, and unfold after, as in Rabenseifner's algorithm: two rounds "
                   "of m words more. Its natural model is wormhole, one port, full duplex, combining. SimGrid has no "
                   "Swing; its rab_rdb (partners rank xor 2^k) takes the same time on switch:P, complete:P and "
                   "fattree:4, and 36.63 on dragonfly:4,2,2 where this schedule replayed in SimGrid takes 34.28 "
                   "(m = 3, t_s = 2, t_w = 0.5)."),
               cite(Seed::S001, "§3.7.3 (all-reduce as reduce-scatter and allgather)") + QStringLiteral("; ")
                   + cite(Paper::Swing, "the Swing pattern, its bandwidth-optimal allreduce, multidimensional tori"),
               {needs::anyNetwork()},
               anynetwork::routedModel(true),
               QStringLiteral("2 t_s log p + 2 t_w m (p - 1)/p   [p a power of two; else (2 log p' + 2) t_s + "
                              "(2 (p' - 1)/p' + 2) t_w m, p' the largest power of two below p, for the fold and "
                              "unfold; when no two messages of a round share a channel]")})
    {
        setCombineFormulaText(QStringLiteral(
            "2 t_s log p + 2 t_w m (p - 1)/p + t_c m (p - 1)/p   [p a power of two; else (2 log p' + 2) t_s + "
            "(2 (p' - 1)/p' + 2) t_w m + ((p' - 1)/p' + 1) t_c m, p' the largest power of two below p, for the fold "
            "and unfold; when no two messages of a round share a channel]"));
    }

    int pieces(const Topology &topology) const override { return SwingPlan(topology).ranks; }

    std::optional<int> formulaRounds(const Topology &topology, const RunParams &) const override
    {
        return SwingPlan(topology).rounds();
    }

    std::optional<Text> formulaDeviation(const Topology &topology, const RunParams &) const override
    {
        const SwingPlan plan(topology);
        const anynetwork::Crowding c =
            anynetwork::crowding(topology, plan.rounds(), false, [&](int r, anynetwork::RoutedRound &routes) {
                plan.forEachMessage(r - 1, [&](int from, int to) { routes.route(from, to); });
            });
        return crowdedRoutes(c);
    }

    double estimatedPacketRefs(const Topology &topology, int) const override
    {
        // Each phase moves p' (p' - 1) pieces and the reduce-scatter adds as many pairs of
        // partial sums (4 p'^2 in all, as the hypercube's split allreduce counts); the p p'
        // contributions and the fold's copies of them.
        const double n = SwingPlan(topology).ranks;
        return 4.0 * n * n + 2.0 * topology.processorCount() * n;
    }

    double estimatedExtraHops(const Topology &topology) const override
    {
        const SwingPlan plan(topology);
        double extra = 0;
        for (int r = 0; r < plan.rounds(); ++r)
            plan.forEachMessage(r, [&](int from, int to) { extra += std::max(0, topology.distance(from, to) - 1); });
        return extra;
    }

    PseudoCode pseudoCode() const override
    {
        return {QStringLiteral("SWING_ALLREDUCE(my_id, p, X)   // X in p' pieces of m/p' words, p' = 2^L <= p"),
                {QStringLiteral("r := p - p'                               // fold, when p is not a power of two"),
                 QStringLiteral("if my_id < 2r and my_id is even then send X to my_id + 1; wait for the unfold"),
                 QStringLiteral("if my_id < 2r and my_id is odd then receive Y from my_id - 1; X := X + Y"),
                 QStringLiteral("n := my rank: my_id div 2 below 2r, my_id - r from 2r on"),
                 QStringLiteral("for s := 0 to L-1 do                      // reduce-scatter"),
                 QStringLiteral("    (d, t) := step s's dimension and its steps along d before s"),
                 QStringLiteral("    peer := n + rho(t) along d if my coordinate in d is even, n - rho(t) if odd"),
                 QStringLiteral("    send my sums of the pieces peer reaches in steps s+1 .. L-1 to peer; receive Y"),
                 QStringLiteral("    add Y to my sums of the pieces I reach in steps s+1 .. L-1"),
                 QStringLiteral("end for                                   // I hold the total of piece n"),
                 QStringLiteral("for s := L-1 downto 0 do                  // allgather"),
                 QStringLiteral("    send the totals I hold to peer(s); receive the totals peer(s) holds"),
                 QStringLiteral("end for"),
                 QStringLiteral("if my_id < 2r and my_id is odd then send the p' totals to my_id - 1"),
                 QStringLiteral("if my_id < 2r and my_id is even then receive the p' totals from my_id + 1")}};
    }

    Schedule build(const Problem &problem, const RunParams &) const override
    {
        Schedule s = problem.emptySchedule();
        const SwingPlan plan(problem.topology());
        const int n = plan.ranks;
        const int total = plan.rounds();
        int round = 0;
        anynetwork::RoutedRound routes(problem.topology());
        RoundBuilder rounds(s, problem, *this);
        auto finish = [&](Text said) {
            ++round;
            rounds.finish(withCongestion(std::move(said), routes.congestion()));
            routes.next();
        };
        // partial[rank * n + j]: the rank's partial sum of piece j; its own contributions first.
        std::vector<int> partial(std::size_t(n) * std::size_t(n));
        for (int q = 0; q < n; ++q)
            for (int j = 0; j < n; ++j)
                partial[std::size_t(q * n + j)] = plan.processor(q) * n + j;
        std::vector<int> packets;
        if (plan.folds()) {
            for (int i = 0; i < plan.folded; ++i) {
                packets.clear();
                for (int j = 0; j < n; ++j)
                    packets.push_back(2 * i * n + j);
                rounds.send(routes.route(2 * i, 2 * i + 1), IntSpan(packets));
                rounds.trace(2 * i, 1, [&] { return TraceVars{{QStringLiteral("r"), QString::number(plan.folded)}}; });
                rounds.trace(2 * i + 1, 2,
                             [&] { return TraceVars{{QStringLiteral("r"), QString::number(plan.folded)}}; });
            }
            for (int i = 0; i < plan.folded; ++i)
                for (int j = 0; j < n; ++j) {
                    int &mine = partial[std::size_t(i * n + j)];
                    mine = s.addCombine(rounds.round(), 2 * i + 1, {mine, 2 * i * n + j}, plan.processor(j));
                }
            finish(narration(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                                 "Round %1 of %2 (fold): p = %3 is not a power of two, so each of the first %4 even "
                                 "processors sends its whole vector to the odd one after it, which adds it to its "
                                 "own; %5 ranks remain."))
                       .arg(round + 1)
                       .arg(total)
                       .arg(plan.p)
                       .arg(plan.folded)
                       .arg(n));
        }
        appendReduceScatter(s, rounds, plan, partial, round, total, finish, routes);
        appendAllgather(rounds, plan, partial, round, total, finish, routes);
        if (plan.folds()) {
            for (int i = 0; i < plan.folded; ++i) {
                packets.clear();
                for (int j = 0; j < n; ++j)
                    packets.push_back(partial[std::size_t(j * n + j)]);
                rounds.send(routes.route(2 * i + 1, 2 * i), IntSpan(packets));
                rounds.trace(2 * i + 1, 13, [] { return TraceVars{}; });
                rounds.trace(2 * i, 14, [] { return TraceVars{}; });
            }
            finish(narration(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                                 "Round %1 of %2 (unfold): each odd processor among the first %3 hands all %4 totals "
                                 "to the even one before it, which sat out since the fold."))
                       .arg(round + 1)
                       .arg(total)
                       .arg(2 * plan.folded)
                       .arg(n));
        }
        Q_ASSERT(round == total);
        return s;
    }

protected:
    std::optional<double> formulaValue(const Topology &topology, const RunParams &params) const override
    {
        const SwingPlan plan(topology);
        const CostParams &c = params.cost;
        const double n = plan.ranks;
        const double share = c.m * (n - 1) / n; // the words of each phase
        double time = 2 * plan.stepCount() * c.ts + 2 * share * c.tw + share * c.tc;
        if (plan.folds())
            time += 2 * c.ts + 2 * c.m * c.tw + c.m * c.tc;
        return time;
    }

    bounds::Kind boundKind() const override { return bounds::Kind::SplitAllreduce; }

private:
    /// The reduce-scatter's rounds: see the class comment. `partial` ends with rank j's total of
    /// piece j at partial[j * n + j].
    template <typename Finish>
    static void appendReduceScatter(Schedule &s, RoundBuilder &rounds, const SwingPlan &plan, std::vector<int> &partial,
                                    const int &round, int total, Finish &finish, anynetwork::RoutedRound &routes)
    {
        const int n = plan.ranks;
        const int L = plan.stepCount();
        std::vector<int> theirs, mine, packets;
        for (int step = 0; step < L; ++step) {
            const std::vector<int> before = partial;
            for (int rank = 0; rank < n; ++rank) {
                const int peer = plan.partner(rank, step);
                theirs.clear();
                plan.reach(peer, step + 1, theirs);
                packets.clear();
                for (int j : theirs)
                    packets.push_back(before[std::size_t(rank * n + j)]);
                rounds.send(routes.route(plan.processor(rank), plan.processor(peer)), IntSpan(packets));
                rounds.trace(plan.processor(rank), 7,
                             [&] { return stepVars(plan, step, rank, int(theirs.size())); });
            }
            for (int rank = 0; rank < n; ++rank) {
                const int peer = plan.partner(rank, step);
                mine.clear();
                plan.reach(rank, step + 1, mine);
                std::sort(mine.begin(), mine.end());
                for (int j : mine) {
                    int &sum = partial[std::size_t(rank * n + j)];
                    sum = s.addCombine(rounds.round(), plan.processor(rank), {sum, before[std::size_t(peer * n + j)]},
                                       step == L - 1 ? -1 : plan.processor(j));
                }
            }
            const auto [d, t] = plan.steps[std::size_t(step)];
            finish(narration(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                                 "Round %1 of %2 (reduce-scatter, s = %3): every rank sends the partner rho = %4 "
                                 "away %5 (even ranks at +rho, odd ranks at -rho) its sums of the %6 "
                                 "the partner reduces from now on, and adds the partner's sums of its own."))
                       .arg(round + 1)
                       .arg(total)
                       .arg(step)
                       .arg(rho(t))
                       .arg(direction(plan, d))
                       .arg(counted(QT_TRANSLATE_N_NOOP("collviz::core::Algorithm", "%n piece(s)"), n >> (step + 1))));
        }
    }

    /// The allgather's rounds: the steps backwards, every rank sending every total it holds.
    template <typename Finish>
    static void appendAllgather(RoundBuilder &rounds, const SwingPlan &plan, const std::vector<int> &partial,
                                const int &round, int total, Finish &finish, anynetwork::RoutedRound &routes)
    {
        const int n = plan.ranks;
        const int L = plan.stepCount();
        std::vector<int> held, packets;
        for (int step = L - 1; step >= 0; --step) {
            for (int rank = 0; rank < n; ++rank) {
                const int peer = plan.partner(rank, step);
                held.clear();
                plan.reach(rank, step + 1, held);
                packets.clear();
                for (int j : held)
                    packets.push_back(partial[std::size_t(j * n + j)]);
                rounds.send(routes.route(plan.processor(rank), plan.processor(peer)), IntSpan(packets));
                rounds.trace(plan.processor(rank), 11, [&] { return stepVars(plan, step, rank, int(held.size())); });
            }
            const auto [d, t] = plan.steps[std::size_t(step)];
            finish(narration(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                                 "Round %1 of %2 (allgather, s = %3, in reverse order): every rank sends the "
                                 "partner rho = %4 away %5 the %6 it holds, and keeps the partner's."))
                       .arg(round + 1)
                       .arg(total)
                       .arg(step)
                       .arg(rho(t))
                       .arg(direction(plan, d))
                       .arg(counted(QT_TRANSLATE_N_NOOP("collviz::core::Algorithm", "%n total(s)"), n >> (step + 1))));
        }
    }
};


/**
 * allreduce-swing-latency: Swing's latency-optimal allreduce. Every step of SwingPlan, rank n
 * and its partner exchange their whole partial sums and add them: the ranks n has heard from
 * and those its partner has are disjoint (the same property, read forwards), so after log2 p'
 * steps every rank holds the total. log2 p' rounds of m words; with the fold and unfold for p
 * not a power of two, two rounds more.
 */
class SwingLatency final : public AlgorithmBase
{
public:
    SwingLatency()
        : AlgorithmBase(
              {QStringLiteral("allreduce-swing-latency"), Operation::Allreduce,
               QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                                 "All-reduce: Swing, latency-optimal (whole vector each step)"),
               QT_TRANSLATE_NOOP(
                   "collviz::core::Algorithm",
                   "The latency-optimal form of Swing (De Sensi, Bonato, Saam and Hoefler, 2024): the partners are "
                   "those of allreduce-swing, r + rho(s) for even r and r - rho(s) for odd r, but every step the two "
                   "exchange their whole vectors and add them, like recursive doubling, so it takes log2 p rounds of "
                   "m words: fewest start-ups, for short vectors. Its partners are nearer than recursive doubling's "
                   "(|rho(s)| = 1, 1, 3, 5, 11 hops round a ring instead of 1, 2, 4, 8, 16), so on a torus fewer "
                   "messages share a link; on a torus whose sides are powers of two the steps take the dimensions "
                   "in turn, and on any other network the processor numbers form one ring over the routes. For p "
                   "not a power of two the first 2(p - p') processors fold in pairs before and unfold after, p' the "
                   "largest power of two at most p. Its natural model is wormhole, one port, full duplex, combining. "
                   "SimGrid has no Swing; its rdb allreduce (partners rank xor 2^k) takes the same time on switch:P, "
                   "complete:P and fattree:4, but 55.5 on dragonfly:4,2,2 where this schedule replayed in SimGrid "
                   "takes 32.5 (m = 3, t_s = 2, t_w = 0.5)."),
               cite(Seed::S001, "§3.3 (all-reduce)") + QStringLiteral("; ")
                   + cite(Paper::Swing, "the Swing pattern, its latency-optimal allreduce, multidimensional tori"),
               {needs::anyNetwork()},
               anynetwork::routedModel(true),
               QStringLiteral("(t_s + t_w m) log p   [p a power of two; else (t_s + t_w m) log p' + 2 t_s + "
                              "2 t_w m, p' the largest power of two below p, for the fold and unfold; when no two "
                              "messages of a round share a channel]")})
    {
        setCombineFormulaText(QStringLiteral(
            "(t_s + t_w m + t_c m) log p   [p a power of two; else (t_s + t_w m + t_c m) log p' + 2 t_s + 2 t_w m + "
            "t_c m, p' the largest power of two below p, for the fold and unfold; when no two messages of a round "
            "share a channel]"));
    }

    std::optional<int> formulaRounds(const Topology &topology, const RunParams &) const override
    {
        const SwingPlan plan(topology);
        return plan.stepCount() + (plan.folds() ? 2 : 0);
    }

    std::optional<Text> formulaDeviation(const Topology &topology, const RunParams &) const override
    {
        const SwingPlan plan(topology);
        const int rounds = *formulaRounds(topology, RunParams{});
        const anynetwork::Crowding c =
            anynetwork::crowding(topology, rounds, false, [&](int r, anynetwork::RoutedRound &routes) {
                forEachMessage(plan, r - 1, [&](int from, int to) { routes.route(from, to); });
            });
        return crowdedRoutes(c);
    }

    double estimatedExtraHops(const Topology &topology) const override
    {
        const SwingPlan plan(topology);
        double extra = 0;
        const int rounds = *formulaRounds(topology, RunParams{});
        for (int r = 0; r < rounds; ++r)
            forEachMessage(plan, r, [&](int from, int to) { extra += std::max(0, topology.distance(from, to) - 1); });
        return extra;
    }

    PseudoCode pseudoCode() const override
    {
        return {QStringLiteral("SWING_ALLREDUCE_LATENCY(my_id, p, X)   // p' = 2^L <= p"),
                {QStringLiteral("r := p - p'                               // fold, when p is not a power of two"),
                 QStringLiteral("if my_id < 2r and my_id is even then send X to my_id + 1; wait for the unfold"),
                 QStringLiteral("if my_id < 2r and my_id is odd then receive Y from my_id - 1; X := X + Y"),
                 QStringLiteral("n := my rank: my_id div 2 below 2r, my_id - r from 2r on"),
                 QStringLiteral("for s := 0 to L-1 do"),
                 QStringLiteral("    (d, t) := step s's dimension and its steps along d before s"),
                 QStringLiteral("    peer := n + rho(t) along d if my coordinate in d is even, n - rho(t) if odd"),
                 QStringLiteral("    send X to peer; receive Y from peer; X := X + Y"),
                 QStringLiteral("end for                                   // X is the total"),
                 QStringLiteral("if my_id < 2r and my_id is odd then send X to my_id - 1"),
                 QStringLiteral("if my_id < 2r and my_id is even then receive X from my_id + 1")}};
    }

    Schedule build(const Problem &problem, const RunParams &) const override
    {
        Schedule s = problem.emptySchedule();
        const SwingPlan plan(problem.topology());
        const int n = plan.ranks;
        const int total = *formulaRounds(problem.topology(), RunParams{});
        int round = 0;
        anynetwork::RoutedRound routes(problem.topology());
        RoundBuilder rounds(s, problem, *this);
        auto finish = [&](Text said) {
            ++round;
            rounds.finish(withCongestion(std::move(said), routes.congestion()));
            routes.next();
        };
        std::vector<int> sum(static_cast<std::size_t>(n)); // rank -> its partial sum
        for (int q = 0; q < n; ++q)
            sum[std::size_t(q)] = plan.processor(q);
        if (plan.folds()) {
            for (int i = 0; i < plan.folded; ++i) {
                const int packet = 2 * i;
                rounds.send(routes.route(2 * i, 2 * i + 1), IntSpan(&packet, 1));
                rounds.trace(2 * i, 1, [] { return TraceVars{}; });
                rounds.trace(2 * i + 1, 2, [] { return TraceVars{}; });
            }
            for (int i = 0; i < plan.folded; ++i)
                sum[std::size_t(i)] = s.addCombine(rounds.round(), 2 * i + 1, {sum[std::size_t(i)], 2 * i}, -1);
            finish(narration(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                                 "Round %1 of %2 (fold): p = %3 is not a power of two, so each of the first %4 even "
                                 "processors sends its whole vector to the odd one after it, which adds it to its "
                                 "own; %5 ranks remain."))
                       .arg(round + 1)
                       .arg(total)
                       .arg(plan.p)
                       .arg(plan.folded)
                       .arg(n));
        }
        for (int step = 0; step < plan.stepCount(); ++step) {
            const std::vector<int> before = sum;
            for (int rank = 0; rank < n; ++rank) {
                const int peer = plan.partner(rank, step);
                rounds.send(routes.route(plan.processor(rank), plan.processor(peer)),
                            IntSpan(&before[std::size_t(rank)], 1));
                rounds.trace(plan.processor(rank), 7, [&] { return stepVars(plan, step, rank, 1); });
            }
            for (int rank = 0; rank < n; ++rank)
                sum[std::size_t(rank)] = s.addCombine(rounds.round(), plan.processor(rank),
                                                      {before[std::size_t(rank)],
                                                       before[std::size_t(plan.partner(rank, step))]},
                                                      -1);
            const auto [d, t] = plan.steps[std::size_t(step)];
            finish(narration(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                                 "Round %1 of %2 (s = %3): every rank exchanges its whole partial sum with the "
                                 "partner rho = %4 away %5 (even ranks at +rho, odd ranks at -rho) and "
                                 "adds the two; it now holds the sum over %6."))
                       .arg(round + 1)
                       .arg(total)
                       .arg(step)
                       .arg(rho(t))
                       .arg(direction(plan, d))
                       .arg(counted(QT_TRANSLATE_N_NOOP("collviz::core::Algorithm", "%n rank(s)"), 2 << step)));
        }
        if (plan.folds()) {
            for (int i = 0; i < plan.folded; ++i) {
                rounds.send(routes.route(2 * i + 1, 2 * i), IntSpan(&sum[std::size_t(i)], 1));
                rounds.trace(2 * i + 1, 9, [] { return TraceVars{}; });
                rounds.trace(2 * i, 10, [] { return TraceVars{}; });
            }
            finish(narration(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                                 "Round %1 of %2 (unfold): each odd processor among the first %3 hands the total to "
                                 "the even one before it, which sat out since the fold."))
                       .arg(round + 1)
                       .arg(total)
                       .arg(2 * plan.folded));
        }
        return s;
    }

protected:
    std::optional<double> formulaValue(const Topology &topology, const RunParams &params) const override
    {
        const SwingPlan plan(topology);
        const CostParams &c = params.cost;
        double time = plan.stepCount() * (c.ts + c.tw * c.m + c.tc * c.m);
        if (plan.folds())
            time += 2 * c.ts + 2 * c.tw * c.m + c.tc * c.m;
        return time;
    }

private:
    /// Calls fn(from, to) for every message of `round` (0-based): the fold, each step once, the unfold.
    template <typename Fn>
    static void forEachMessage(const SwingPlan &plan, int round, Fn &&fn)
    {
        const int L = plan.stepCount();
        int at = round;
        if (plan.folds()) {
            if (at == 0 || at == L + 1) {
                for (int i = 0; i < plan.folded; ++i)
                    at == 0 ? fn(2 * i, 2 * i + 1) : fn(2 * i + 1, 2 * i);
                return;
            }
            --at;
        }
        for (int n = 0; n < plan.ranks; ++n)
            fn(plan.processor(n), plan.processor(plan.partner(n, at)));
    }
};

} // namespace

void registerSwing(AlgorithmRegistry &registry)
{
    registry.add(std::make_shared<Swing>());
    registry.add(std::make_shared<SwingLatency>());
}

} // namespace collviz::core::algorithms::allreduce

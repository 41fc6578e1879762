// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Large-message variants that split the message into p pieces (seed 001 section 3.7).

#include "core/algorithms/algorithms.h"
#include "core/algorithms/broadcastfamily.h"
#include "core/algorithms/common.h"
#include "core/algorithms/mpi/scatterallgather.h"

namespace collviz::core::algorithms {

namespace {

/// Both phases cost t_s log p + t_w m (p - 1)/p on a hypercube: log p steps moving
/// p/2 + p/4 + ... + 1 = p - 1 pieces of m/p words through each node's port.
double twoPhaseCost(const Topology &topology, const CostParams &c)
{
    const int p = topology.processorCount();
    return 2.0 * (c.ts * topology.dimensions() + c.tw * c.m * (p - 1) / p);
}

const QString kTwoPhaseFormula =
    QStringLiteral("2 (t_s log p + t_w m (p - 1)/p)   [the text rounds it to 2 (t_s log p + t_w m)]");
/// The reductions' form: the all-to-all reduction adds p/2 + p/4 + ... + 1 = p - 1 pieces of
/// m/p words at each node, one after another.
const char kTwoPhaseCombineFormula[] =
    "2 (t_s log p + t_w m (p - 1)/p) + t_c m (p - 1)/p   [the text rounds it to 2 (t_s log p + t_w m)]";

/// t_c m (p - 1)/p: what the reductions of section 3.7 add on top of twoPhaseCost.
double combineCost(const Topology &topology, const CostParams &c)
{
    const int p = topology.processorCount();
    return c.tc * c.m * (p - 1) / p;
}

/// A node's variables in the all-to-all phases: the dimension, the partner, the pieces each way.
TraceVars cubeVars(int i, int partner, int pieces)
{
    return {{QStringLiteral("i"), QString::number(i)},
            {QStringLiteral("partner"), QString::number(partner)},
            {QStringLiteral("pieces"), QString::number(pieces)}};
}

/// Shifts the pattern's traces by `offset` lines (a phase that starts further down).
std::vector<NodeTrace> shifted(std::vector<NodeTrace> traces, int offset)
{
    for (NodeTrace &t : traces)
        if (t.line >= 0)
            t.line += offset;
    return traces;
}

/// Rounds of the all-to-all broadcast on a hypercube (section 3.2.3, All_to_All_Broadcast_HC):
/// in the step for dimension i, lowest first, every node sends its partner the shares of the
/// 2^i nodes of its subcube (those that agree with it on bits i and up); share[j] is node j's.
/// Every node is at pseudo-code line `line` (send to the partner, receive from it) in each round.
void appendAllgather(RoundBuilder &rounds, int d, const std::vector<int> &share, int &step, int total, int line)
{
    const int p = 1 << d;
    for (int i = 0; i < d; ++i) {
        for (int x = 0; x < p; ++x) {
            const int base = (x >> i) << i;
            std::vector<int> packets;
            for (int j = base; j < base + (1 << i); ++j)
                packets.push_back(share[std::size_t(j)]);
            rounds.send({x, x ^ (1 << i)}, packets);
            rounds.trace(x, line, [&] { return cubeVars(i, x ^ (1 << i), 1 << i); });
        }
        rounds.finish(narration(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                "Round %1 of %2 (all-to-all broadcast): every node exchanges the %3 it has with its partner "
                "across dimension %4, so that it holds %5."))
                              .arg(++step)
                              .arg(total)
                              .arg(counted(QT_TRANSLATE_N_NOOP("collviz::core::Algorithm", "%n piece(s)"), 1 << i))
                              .arg(i)
                              .arg(counted(QT_TRANSLATE_N_NOOP("collviz::core::Algorithm", "%n piece(s)"), 2 << i)));
    }
}

/// Rounds of the all-to-all reduction on a hypercube, the dual of appendAllgather: in the step
/// for dimension i, highest first, every node sends its partner its partial sums of the items
/// the partner's half is responsible for (item j ends at node j) and adds the partner's sums of
/// its own items. `partial[x][j]` starts as x's contribution to item j; returns the id of the
/// total of item j, held by node j, whose destination is `finalDest`. Intermediate sums are
/// for node j (dest j), so sending moves them instead of leaving stale copies behind. `rounds`
/// appends to `s`.
std::vector<int> appendReduceScatter(Schedule &s, RoundBuilder &rounds, int d, std::vector<std::vector<int>> partial,
                                     int finalDest, int &step, int total, int line)
{
    const int p = 1 << d;
    for (int i = d - 1; i >= 0; --i) {
        // The items still open at x agree with x on the bits above i.
        auto itemsFor = [&](int x, int half) {
            std::vector<int> items;
            const int base = ((x >> (i + 1)) << (i + 1)) | (half & (1 << i));
            for (int j = base; j < base + (1 << i); ++j)
                items.push_back(j);
            return items;
        };
        for (int x = 0; x < p; ++x) {
            const int partner = x ^ (1 << i);
            std::vector<int> packets;
            for (int j : itemsFor(x, partner))
                packets.push_back(partial[std::size_t(x)][std::size_t(j)]);
            rounds.send({x, partner}, packets);
            rounds.trace(x, line, [&] { return cubeVars(i, partner, 1 << i); });
        }
        std::vector<std::vector<int>> next = partial;
        for (int y = 0; y < p; ++y) {
            const auto &mine = partial[std::size_t(y)];
            const auto &theirs = partial[std::size_t(y ^ (1 << i))];
            for (int j : itemsFor(y, y))
                next[std::size_t(y)][std::size_t(j)] = s.addCombine(
                    rounds.round(), y, {mine[std::size_t(j)], theirs[std::size_t(j)]}, i == 0 ? finalDest : j);
        }
        partial.swap(next);
        rounds.finish(narration(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                "Round %1 of %2 (all-to-all reduction): every node sends its partner across dimension %3 its partial "
                "sums of the %4 the partner's half is responsible for, and adds the partner's sums of its "
                "own %4."))
                              .arg(++step)
                              .arg(total)
                              .arg(i)
                              .arg(counted(QT_TRANSLATE_N_NOOP("collviz::core::Algorithm", "%n piece(s)"), 1 << i)));
    }
    std::vector<int> totals(static_cast<std::size_t>(p));
    for (int j = 0; j < p; ++j)
        totals[std::size_t(j)] = partial[std::size_t(j)][std::size_t(j)];
    return totals;
}

/// Each node's contribution to each of the p items: packet x*p + j (see Problem's numbering).
std::vector<std::vector<int>> contributions(int p)
{
    std::vector<std::vector<int>> c(static_cast<std::size_t>(p), std::vector<int>(static_cast<std::size_t>(p)));
    for (int x = 0; x < p; ++x)
        for (int j = 0; j < p; ++j)
            c[std::size_t(x)][std::size_t(j)] = x * p + j;
    return c;
}


/// Shared by the three section 3.7 algorithms, broadcast-scatter-allgather, its dual
/// reduce-reducescatter-gather (section 3.7.2) and allreduce-reducescatter-allgather (section
/// 3.7.3, the two combined): where they run, their model, how they split and what they cost.
class SplitByP : public AlgorithmBase
{
public:
    SplitByP(QString id, Operation operation, const char *title, const char *description, QString source)
        : AlgorithmBase({std::move(id), operation, title, description, std::move(source), {needs::binaryCube()},
                         model(Switching::Wormhole, 1, Duplex::Full, true), kTwoPhaseFormula})
    {
    }

    int pieces(const Topology &topology) const override { return topology.processorCount(); }

protected:
    bounds::Kind boundKind() const override { return bounds::kindOf(operation(), true); }

public:

    std::optional<int> formulaRounds(const Topology &topology, const RunParams &) const override
    {
        return 2 * topology.dimensions();
    }

    double estimatedPacketRefs(const Topology &topology, int) const override
    {
        // Up to p pieces per node, sent, received and combined: a few times p^2.
        const double p = topology.processorCount();
        return 4.0 * p * p;
    }

protected:
    std::optional<double> formulaValue(const Topology &topology, const RunParams &params) const override
    {
        return twoPhaseCost(topology, params.cost);
    }
};

/**
 * broadcast-scatter-allgather: seed 001 section 3.7.1, van de Geijn's long-message broadcast.
 * The message is split into p pieces of m/p words. On a binary hypercube, as the seed has it:
 * piece j is scattered to node j along the broadcast pattern (section 3.4), then an all-to-all
 * broadcast on the hypercube (section 3.2.3) gives every node every piece; cost
 * 2 (t_s log p + t_w m (p - 1)/p), which the text rounds to 2 (t_s log p + t_w m). On any other
 * network, for any p, MPICH's form over virtual ids and routes (mpi/scatterallgather.h).
 */
class BroadcastScatterAllgather final : public SplitByP
{
public:
    BroadcastScatterAllgather()
        : SplitByP(QStringLiteral("broadcast-scatter-allgather"), Operation::Broadcast,
                   QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                                     "One-to-all broadcast as scatter + all-to-all broadcast"),
                   QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                                     "Van de Geijn's broadcast, which MPI libraries use for long messages: the "
                                     "source splits the message into p pieces of m/p words, scatters them, one "
                                     "piece to every processor, and an all-to-all broadcast then gives every "
                                     "processor all p pieces. On a hypercube it follows the text: the scatter along "
                                     "the broadcast pattern, then the exchange across the dimensions, each phase "
                                     "t_s log p + t_w m (p - 1)/p, so 2 (t_s log p + t_w m (p - 1)/p) in all, which "
                                     "the text rounds to 2 (t_s log p + t_w m). On any other network, for any p, it "
                                     "runs MPICH's form over virtual ids v = (id - source) mod p and the network's "
                                     "routes: a binomial scatter, ceil(log2 p) t_s + t_w m (p - 1)/p, then recursive "
                                     "doubling, which for p not a power of two needs extra rounds for the groups p "
                                     "cuts short (see the formula). SimGrid's own scatter_rdb_allgather takes exactly "
                                     "this form's time on switch:P, complete:P and fattree:4 for p = 5, 8, 12 and 16, "
                                     "and less where routes meet, by the start-ups of the messages that wait here; its "
                                     "scatter_LR_allgather uses a ring allgather instead. Against the binomial tree's "
                                     "(t_s + t_w m) ceil(log2 p) it pays about twice the start-ups but moves far fewer "
                                     "words when p is large."),
                   cite(Seed::S001, "§3.7.1 (with §3.4 and §3.2.3)") + QStringLiteral("; ")
                       + cite(Paper::InterCom, "long-message broadcast as scatter + collect") + QStringLiteral("; ")
                       + cite(Paper::MpichCollectives, "§4.1, long-message broadcast: binomial scatter + allgather"))
    {
    }

    /// The seed's hypercube form where the network is a binary cube, MPI's form on any other.
    std::vector<NetworkNeed> networkNeeds() const override { return {needs::binaryCube(), needs::anyNetwork()}; }

    QString formulaText() const override
    {
        return SplitByP::formulaText() + QStringLiteral(" on hypercubes; elsewhere ")
            + mpi::scatterallgather::formulaText();
    }

    std::optional<Formula> formula(const Topology &topology, const RunParams &params) const override
    {
        if (onCube(topology))
            return SplitByP::formula(topology, params);
        return Formula{mpi::scatterallgather::formulaText(),
                       mpi::scatterallgather::time(topology.processorCount(), params.cost)};
    }

    std::optional<int> formulaRounds(const Topology &topology, const RunParams &params) const override
    {
        if (onCube(topology))
            return SplitByP::formulaRounds(topology, params);
        return mpi::scatterallgather::rounds(topology.processorCount());
    }

    std::optional<Text> formulaDeviation(const Topology &topology, const RunParams &params) const override
    {
        if (onCube(topology))
            return std::nullopt;
        return mpi::scatterallgather::deviation(topology, params.root);
    }

    double estimatedExtraHops(const Topology &topology) const override
    {
        return onCube(topology) ? 0.0 : mpi::scatterallgather::extraHops(topology);
    }

    PseudoCode pseudoCodeOn(const Topology &topology) const override
    {
        return onCube(topology) ? pseudoCode() : mpi::scatterallgather::pseudoCode();
    }

    PseudoCode pseudoCode() const override
    {
        return {QStringLiteral("BC_SCATTER_ALLGATHER(d, my_id, source, X)   // X in p pieces of m/p words; piece j for node j"),
                {QStringLiteral("my_vid := my_id XOR source                // phase 1: scatter (§3.4)"),
                 QStringLiteral("mask := 2^d - 1"),
                 QStringLiteral("for i := d-1 downto 0 do"),
                 QStringLiteral("    mask := mask XOR 2^i                  // clear bit i"),
                 QStringLiteral("    if (my_vid AND mask) = 0 then         // lower i bits are 0"),
                 QStringLiteral("        if (my_vid AND 2^i) = 0 then"),
                 QStringLiteral("            send the 2^i pieces of the other half to (my_vid XOR 2^i) XOR source"),
                 QStringLiteral("        else"),
                 QStringLiteral("            receive 2^i pieces from (my_vid XOR 2^i) XOR source"),
                 QStringLiteral("end for"),
                 QStringLiteral("result := piece my_id                     // phase 2: all-to-all broadcast (§3.2.3)"),
                 QStringLiteral("for i := 0 to d-1 do"),
                 QStringLiteral("    partner := my_id XOR 2^i"),
                 QStringLiteral("    send result to partner; receive msg from partner   // 2^i pieces each way"),
                 QStringLiteral("    result := result ∪ msg"),
                 QStringLiteral("end for")}};
    }

    Schedule build(const Problem &problem, const RunParams &params) const override
    {
        if (!onCube(problem.topology()))
            return mpi::scatterallgather::build(problem, params, *this);
        Schedule s = problem.emptySchedule();
        const Topology &topo = problem.topology();
        const int d = topo.dimensions();
        const int total = 2 * d;
        int step = 0;
        RoundBuilder rounds(s, problem, *this);
        // Phase 1: piece j (packet j) is node j's share; each message carries the receiver's subtree's pieces.
        const BroadcastPattern pattern(topo, params.root, BroadcastPattern::Subtrees::Yes);
        std::vector<int> pieces;
        for (const PatternStep &ps : pattern.steps()) {
            for (const PatternEdge &e : ps.edges) {
                pattern.subtree(e.dst(), pieces);
                rounds.send(ps.path(e), IntSpan(pieces));
            }
            rounds.traceAll([&] { return patternTraces(topo, params.root, ps, PatternRole::Broadcast); });
            rounds.finish(narration(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                    "Round %1 of %2 (scatter): every node holding pieces sends the %3 of m/p words meant "
                    "for the other half across dimension %4."))
                                  .arg(++step)
                                  .arg(total)
                                  .arg(counted(QT_TRANSLATE_N_NOOP("collviz::core::Algorithm", "%n piece(s)"), 1 << ps.dimension))
                                  .arg(ps.dimension));
        }
        std::vector<int> share(static_cast<std::size_t>(problem.processors()));
        for (int j = 0; j < problem.processors(); ++j)
            share[std::size_t(j)] = j;
        appendAllgather(rounds, d, share, step, total, 13);
        return s;
    }

private:
    static bool onCube(const Topology &topology) { return needs::binaryCube().admits(topology); }
};

/**
 * reduce-reducescatter-gather: seed 001 section 3.7.2, the dual of section 3.7.1. Every
 * contribution is split into p pieces; an all-to-all reduction on the hypercube leaves node j
 * with the total of piece j, and a gather along the reversed broadcast pattern brings the p
 * totals to the destination. Cost 2 (t_s log p + t_w m (p - 1)/p).
 */
class ReduceReduceScatterGather final : public SplitByP
{
public:
    ReduceReduceScatterGather()
        : SplitByP(QStringLiteral("reduce-reducescatter-gather"), Operation::Reduce,
                   QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                                     "All-to-one reduction as all-to-all reduction + gather"),
                   QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                                     "The dual of the long-message broadcast. Every node splits its value into p "
                                     "pieces. An all-to-all reduction on the hypercube halves the pieces a node is "
                                     "responsible for every step, sending the other half's partial sums to its "
                                     "partner and adding the partner's, until node j holds the total of piece j. "
                                     "A gather then brings the p totals to the destination. The text gives no "
                                     "cost; as the dual of section 3.7.1 it is 2 (t_s log p + t_w m (p - 1)/p), "
                                     "about 2 (t_s log p + t_w m)."),
                   cite(Seed::S001, "§3.7.2 (with §3.4)"))
    {
        setCombineFormulaText(QString::fromLatin1(kTwoPhaseCombineFormula));
    }

protected:
    std::optional<double> formulaValue(const Topology &topology, const RunParams &params) const override
    {
        return twoPhaseCost(topology, params.cost) + combineCost(topology, params.cost);
    }

public:

    PseudoCode pseudoCode() const override
    {
        return {QStringLiteral("REDUCE_RS_GATHER(d, my_id, destination, X)   // X in p pieces; piece j's total ends at node j"),
                {QStringLiteral("for i := d-1 downto 0 do                  // phase 1: all-to-all reduction"),
                 QStringLiteral("    partner := my_id XOR 2^i"),
                 QStringLiteral("    send my sums of the 2^i pieces of partner's half to partner; receive Y from partner"),
                 QStringLiteral("    add Y to my sums of my half's 2^i pieces"),
                 QStringLiteral("end for                                   // I hold the total of piece my_id"),
                 QStringLiteral("my_vid := my_id XOR destination           // phase 2: gather (§3.4)"),
                 QStringLiteral("mask := 0"),
                 QStringLiteral("for i := 0 to d-1 do"),
                 QStringLiteral("    if (my_vid AND mask) = 0 then         // lower i bits are 0"),
                 QStringLiteral("        if (my_vid AND 2^i) != 0 then"),
                 QStringLiteral("            send my 2^i totals to (my_vid XOR 2^i) XOR destination"),
                 QStringLiteral("        else"),
                 QStringLiteral("            receive 2^i totals from (my_vid XOR 2^i) XOR destination"),
                 QStringLiteral("    mask := mask XOR 2^i                  // set bit i"),
                 QStringLiteral("end for")}};
    }

    Schedule build(const Problem &problem, const RunParams &params) const override
    {
        Schedule s = problem.emptySchedule();
        const Topology &topo = problem.topology();
        const int p = problem.processors();
        const int d = topo.dimensions();
        const int total = 2 * d;
        int step = 0;
        RoundBuilder rounds(s, problem, *this);
        const std::vector<int> totals =
            appendReduceScatter(s, rounds, d, contributions(p), params.root, step, total, 2);
        // Phase 2: gather along the reversed pattern; a node forwards the totals of its subtree.
        BroadcastPattern pattern(topo, params.root, BroadcastPattern::Subtrees::Yes);
        pattern.reverse();
        std::vector<int> subtree, packets;
        for (const PatternStep &ps : pattern.steps()) {
            for (const PatternEdge &e : ps.edges) {
                pattern.subtree(e.src(), subtree);
                packets.clear();
                for (int j : subtree)
                    packets.push_back(totals[std::size_t(j)]);
                rounds.send(ps.path(e), IntSpan(packets));
            }
            rounds.traceAll([&] { return shifted(patternTraces(topo, params.root, ps, PatternRole::Gather), 4); });
            rounds.finish(narration(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                    "Round %1 of %2 (gather): every node that has collected finished pieces sends its %3 "
                    "across dimension %4 towards the destination."))
                                  .arg(++step)
                                  .arg(total)
                                  .arg(counted(QT_TRANSLATE_N_NOOP("collviz::core::Algorithm", "%n total(s)"), 1 << ps.dimension))
                                  .arg(ps.dimension));
        }
        return s;
    }
};

/**
 * allreduce-reducescatter-allgather: seed 001 section 3.7.3. An all-reduce is a reduction
 * followed by a broadcast; with the long-message versions the gather and the scatter in the
 * middle cancel, leaving an all-to-all reduction (node j ends with the total of piece j) and an
 * all-to-all broadcast of the totals. Cost 2 (t_s log p + t_w m (p - 1)/p).
 */
class AllreduceReduceScatterAllgather final : public SplitByP
{
public:
    AllreduceReduceScatterAllgather()
        : SplitByP(QStringLiteral("allreduce-reducescatter-allgather"), Operation::Allreduce,
                   QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                                     "All-reduce as all-to-all reduction + all-to-all broadcast"),
                   QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                                     "An all-reduce is a reduction followed by a broadcast. Built from the "
                                     "long-message versions of both, the gather that ends the reduction and the "
                                     "scatter that starts the broadcast cancel out. What remains is an all-to-all "
                                     "reduction, after which node j holds the total of piece j, and an all-to-all "
                                     "broadcast of those totals. The text gives no cost; the two phases take "
                                     "2 (t_s log p + t_w m (p - 1)/p), about 2 (t_s log p + t_w m)."),
                   cite(Seed::S001, "§3.7.3 (with §3.2.3)"))
    {
        setCombineFormulaText(QString::fromLatin1(kTwoPhaseCombineFormula));
    }

protected:
    std::optional<double> formulaValue(const Topology &topology, const RunParams &params) const override
    {
        return twoPhaseCost(topology, params.cost) + combineCost(topology, params.cost);
    }

public:

    PseudoCode pseudoCode() const override
    {
        return {QStringLiteral("ALLREDUCE_RS_AG(d, my_id, X, result)   // X in p pieces of m/p words"),
                {QStringLiteral("for i := d-1 downto 0 do                  // phase 1: all-to-all reduction"),
                 QStringLiteral("    partner := my_id XOR 2^i"),
                 QStringLiteral("    send my sums of the 2^i pieces of partner's half to partner; receive Y from partner"),
                 QStringLiteral("    add Y to my sums of my half's 2^i pieces"),
                 QStringLiteral("end for"),
                 QStringLiteral("result := the total of piece my_id        // phase 2: all-to-all broadcast"),
                 QStringLiteral("for i := 0 to d-1 do"),
                 QStringLiteral("    partner := my_id XOR 2^i"),
                 QStringLiteral("    send result to partner; receive msg from partner   // 2^i pieces each way"),
                 QStringLiteral("    result := result ∪ msg"),
                 QStringLiteral("end for")}};
    }

    Schedule build(const Problem &problem, const RunParams &) const override
    {
        Schedule s = problem.emptySchedule();
        const int p = problem.processors();
        const int d = problem.topology().dimensions();
        const int total = 2 * d;
        int step = 0;
        RoundBuilder rounds(s, problem, *this);
        const std::vector<int> totals = appendReduceScatter(s, rounds, d, contributions(p), -1, step, total, 2);
        appendAllgather(rounds, d, totals, step, total, 8);
        return s;
    }
};

} // namespace

void registerLargeMessageFamily(AlgorithmRegistry &registry)
{
    registry.add(std::make_shared<BroadcastScatterAllgather>());
    registry.add(std::make_shared<ReduceReduceScatterGather>());
    registry.add(std::make_shared<AllreduceReduceScatterAllgather>());
}

} // namespace collviz::core::algorithms

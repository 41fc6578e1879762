// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// NCCL's tree allreduce: two binary trees over the processor numbers (Sanders, Speck and Träff
// 2009), each reducing half of the data to its root and broadcasting it back, in segments.

#include "core/algorithms/allreduce/family.h"
#include "core/algorithms/anynetwork/family.h"

#include <algorithm>
#include <array>

namespace collviz::core::algorithms::allreduce {

namespace {

/// Segments per tree: up to 8 to fill the pipeline, never so many that a segment of m/(2S)
/// words falls below the m/p words the split-data bound counts with.
int segmentsPerTree(int p) { return std::clamp(p / 2, 1, 8); }

/**
 * The two trees and their timetable. Tree A (index 0) numbers a binary tree in order: with
 * i = x + 1, processor x is a leaf when i is odd, and otherwise has the children i - b/2 and
 * the highest of i + b/2, i + b/4, .. that is at most p (b the lowest set bit of i); its root
 * is the largest power of two at most p, less one. So the inner nodes are the odd processors.
 * Tree B (index 1) is A mirrored, x -> p - 1 - x, when p is even (its inner nodes are the even
 * processors) and A shifted, x -> x + 1 mod p, when p is odd (inner nodes 2 .. p - 1 even, and
 * processor 0 is a leaf of both): every processor is an inner node of at most one tree.
 *
 * Every edge gets a colour, 0 or 1, so that a node's two children in a tree differ and its
 * edges to its parents in A and in B differ (the paper's colouring; the constraints form paths
 * and even cycles). In the broadcast an edge works only in rounds of its colour's parity: a
 * node then receives at most once a round (its two parents differ) and sends at most once (it
 * has children in one tree only, and they differ). Segment k reaches node v in round
 * first(v) + 2k, first(child) being the first round after first(parent) of the edge's parity
 * (the root's first is -1). A phase lasts D + 2S - 1 rounds, D the latest first arrival; of
 * the two ways to colour each path or cycle of constraints, the one with the smaller D. The
 * reduction is the broadcast run backwards: v sends segment k up in round D - first(v) + 2k,
 * after the rounds in which its children sent theirs.
 */
struct TwoTrees
{
    int p = 0;
    int segments = 1; ///< S, per tree
    std::array<int, 2> root{};
    std::array<std::vector<int>, 2> parent;                  ///< -1 at the root
    std::array<std::vector<std::array<int, 2>>, 2> children; ///< -1 where none
    std::array<std::vector<int>, 2> first;                   ///< see above
    int fill = 0;  ///< D
    int depth = 0; ///< the most edges from a root to a node

    explicit TwoTrees(int processors) : p(processors), segments(segmentsPerTree(processors))
    {
        for (int t = 0; t < 2; ++t) {
            parent[std::size_t(t)].assign(std::size_t(p), -1);
            children[std::size_t(t)].assign(std::size_t(p), {-1, -1});
            first[std::size_t(t)].assign(std::size_t(p), -1);
        }
        if (p < 2)
            return;
        buildInOrder();
        buildSecond();
        // Each path or cycle of constraints can be coloured either way round: take the choice
        // that brings the first segment soonest to the deepest node (the constraints form one
        // or two of them for p up to 300 at least; past 2^10 choices, the first).
        const Colouring colouring = colourEdges();
        const int choices = colouring.components <= 10 ? 1 << colouring.components : 1;
        int best = 0;
        int bestFill = -1;
        for (int flips = 0; flips < choices; ++flips) {
            timeFirstArrivals(colouring, flips);
            if (bestFill < 0 || fill < bestFill) {
                best = flips;
                bestFill = fill;
            }
        }
        timeFirstArrivals(colouring, best);
    }

    int phaseRounds() const { return p < 2 ? 0 : fill + 2 * segments - 1; }
    int rounds() const { return 2 * phaseRounds(); }
    int childCount(int t, int v) const
    {
        const auto &c = children[std::size_t(t)][std::size_t(v)];
        return (c[0] >= 0) + (c[1] >= 0);
    }

    /// The message of tree t that v's edge carries in round `round` (0-based over both
    /// phases): its segment, or -1 when the edge is idle. In the reduction v sends it to its
    /// parent, in the broadcast the parent sends it to v.
    int segmentAt(int t, int v, int round) const
    {
        if (parent[std::size_t(t)][std::size_t(v)] < 0)
            return -1;
        const int R = phaseRounds();
        const int start = round < R ? fill - first[std::size_t(t)][std::size_t(v)]
                                    : R + first[std::size_t(t)][std::size_t(v)];
        const int k2 = round - start;
        if (k2 < 0 || k2 % 2 != 0 || k2 / 2 >= segments)
            return -1;
        return k2 / 2;
    }

    /// Calls fn(t, from, to, segment) for every message of `round`.
    template <typename Fn>
    void forEachMessage(int round, Fn &&fn) const
    {
        const bool up = round < phaseRounds();
        for (int t = 0; t < 2; ++t)
            for (int v = 0; v < p; ++v) {
                const int k = segmentAt(t, v, round);
                if (k < 0)
                    continue;
                const int u = parent[std::size_t(t)][std::size_t(v)];
                if (up)
                    fn(t, v, u, k);
                else
                    fn(t, u, v, k);
            }
    }

private:
    void buildInOrder()
    {
        int top = 1;
        while (top * 2 <= p)
            top *= 2;
        root[0] = top - 1;
        for (int x = 0; x < p; ++x) {
            const int i = x + 1;
            const int b = i & -i;
            if (b == 1)
                continue;
            int c = b / 2;
            children[0][std::size_t(x)][0] = i - c - 1;
            while (c >= 1 && i + c > p)
                c /= 2;
            if (c >= 1)
                children[0][std::size_t(x)][1] = i + c - 1;
        }
        link(0);
    }

    void buildSecond()
    {
        auto image = [this](int x) { return x < 0 ? -1 : p % 2 == 0 ? p - 1 - x : (x + 1) % p; };
        root[1] = image(root[0]);
        for (int x = 0; x < p; ++x) {
            const auto &c = children[0][std::size_t(x)];
            children[1][std::size_t(image(x))] = {image(c[0]), image(c[1])};
        }
        link(1);
    }

    void link(int t)
    {
        for (int x = 0; x < p; ++x)
            for (int c : children[std::size_t(t)][std::size_t(x)])
                if (c >= 0)
                    parent[std::size_t(t)][std::size_t(c)] = x;
    }

    /// A 0/1 colour for each edge (indexed t * p + child) and the path or cycle of constraints
    /// it belongs to; a colour read with `flips` turns round every component whose bit is set.
    struct Colouring
    {
        std::vector<int> colour;
        std::vector<int> component;
        int components = 0;

        int of(int edge, int flips) const
        {
            const int c = component[std::size_t(edge)];
            const bool flipped = flips != 0 && c < 30 && ((flips >> c) & 1) != 0;
            return colour[std::size_t(edge)] ^ int(flipped);
        }
    };

    /// Each edge has at most two constraints (its sibling, and its child's edge in the other
    /// tree), so a walk colours each path or cycle alternately.
    Colouring colourEdges() const
    {
        auto edge = [this](int t, int v) { return t * p + v; };
        std::vector<std::array<int, 2>> other(std::size_t(2 * p), {-1, -1});
        auto constrain = [&](int a, int b) {
            auto &oa = other[std::size_t(a)];
            oa[oa[0] < 0 ? 0 : 1] = b;
            auto &ob = other[std::size_t(b)];
            ob[ob[0] < 0 ? 0 : 1] = a;
        };
        for (int t = 0; t < 2; ++t)
            for (int x = 0; x < p; ++x) {
                const auto &c = children[std::size_t(t)][std::size_t(x)];
                if (c[0] >= 0 && c[1] >= 0)
                    constrain(edge(t, c[0]), edge(t, c[1]));
            }
        for (int v = 0; v < p; ++v)
            if (parent[0][std::size_t(v)] >= 0 && parent[1][std::size_t(v)] >= 0)
                constrain(edge(0, v), edge(1, v));
        Colouring out;
        out.colour.assign(std::size_t(2 * p), 0);
        out.component.assign(std::size_t(2 * p), -1);
        std::vector<int> stack;
        for (int e = 0; e < 2 * p; ++e) {
            if (out.component[std::size_t(e)] >= 0 || parent[std::size_t(e / p)][std::size_t(e % p)] < 0)
                continue;
            out.component[std::size_t(e)] = out.components;
            stack.push_back(e);
            while (!stack.empty()) {
                const int a = stack.back();
                stack.pop_back();
                for (int b : other[std::size_t(a)])
                    if (b >= 0 && out.component[std::size_t(b)] < 0) {
                        out.component[std::size_t(b)] = out.components;
                        out.colour[std::size_t(b)] = 1 - out.colour[std::size_t(a)];
                        stack.push_back(b);
                    }
            }
            ++out.components;
        }
        return out;
    }

    /// first[][], fill and depth for the colouring read with `flips`.
    void timeFirstArrivals(const Colouring &colouring, int flips)
    {
        fill = 0;
        depth = 0;
        for (int t = 0; t < 2; ++t) {
            std::vector<std::pair<int, int>> stack{{root[std::size_t(t)], 0}};
            first[std::size_t(t)][std::size_t(root[std::size_t(t)])] = -1;
            while (!stack.empty()) {
                const auto [u, d] = stack.back();
                stack.pop_back();
                depth = std::max(depth, d);
                for (int c : children[std::size_t(t)][std::size_t(u)]) {
                    if (c < 0)
                        continue;
                    int round = first[std::size_t(t)][std::size_t(u)] + 1;
                    if (round % 2 != colouring.of(t * p + c, flips))
                        ++round;
                    first[std::size_t(t)][std::size_t(c)] = round;
                    fill = std::max(fill, round);
                    stack.push_back({c, d + 1});
                }
            }
        }
    }
};

/// What the trees' formula's letters are, and when it holds.
const QString kTreeTerms =
    QStringLiteral("   [R = D + 2S - 1 rounds a phase: S = min(8, floor(p/2)) segments a tree, D the round in which a "
                   "tree's first segment reaches its deepest node; when no two messages of a round share a channel]");

QString treeName(int t) { return t == 0 ? QStringLiteral("A") : QStringLiteral("B"); }

/**
 * allreduce-double-binary-tree: Sanders, Speck and Träff's two trees (TwoTrees) as NCCL's tree
 * allreduce runs them. Tree A carries the first half of the data (pieces 0 .. S - 1), tree B
 * the second (S .. 2S - 1), each cut into S segments. In the reduction every node adds its
 * children's partial sums of a segment to its own and sends the result to its parent; the
 * roots end with the totals, which the broadcast brings back down. Each phase takes
 * R = D + 2S - 1 rounds of one segment, m/(2S) words, per message; the reduction's receivers
 * combine what they receive. So the time is 2 R (t_s + t_w m/(2S)) + R t_c m/(2S) under
 * wormhole routing, one port and full duplex, when no two messages of a round share a channel.
 */
class DoubleBinaryTree final : public AlgorithmBase
{
public:
    DoubleBinaryTree()
        : AlgorithmBase(
              {QStringLiteral("allreduce-double-binary-tree"), Operation::Allreduce,
               QT_TRANSLATE_NOOP("collviz::core::Algorithm", "All-reduce: double binary tree, pipelined (NCCL)"),
               QT_TRANSLATE_NOOP(
                   "collviz::core::Algorithm",
                   "NCCL's tree all-reduce, after Sanders, Speck and Träff's two-tree algorithm: tree A numbers a "
                   "binary tree in order over the processors, so its inner nodes are the odd ones, and tree B is A "
                   "mirrored (x to p - 1 - x, p even) or shifted by one (x to x + 1, p odd), so that no processor "
                   "is an inner node of both. Each tree reduces half of the data up to its root and broadcasts the "
                   "totals back down, both halves cut into S = min(8, p/2 rounded down) segments that follow each "
                   "other down the tree like a pipeline. The edges are coloured so that a node's two children, "
                   "and its two parents, use its one port in alternate rounds; every round moves one segment of "
                   "m/(2S) words per working edge, and each phase takes D + 2S - 1 rounds, D (about log2 p to "
                   "2 log2 p) the round in which a tree's first segment reaches its deepest node. So it pays few "
                   "start-ups like a binomial tree while the words each node sends stay near 2m however large p "
                   "is, which is why NCCL runs it for mid-sized messages at scale. Any p works; the trees only "
                   "know processor numbers, so it runs over routes on any network (wormhole, one port, full "
                   "duplex, combining). NCCL overlaps the two phases, where here the broadcast waits for the "
                   "reduction; under one port that costs little, since an inner node receives from one child or "
                   "the other in every round of the reduction's steady state (overlapping saves at most one "
                   "round for p up to 64). SimGrid 3.32 has no double binary tree; its tree allreduces (redbcast, "
                   "smp_binomial, smp_binomial_pipeline) reduce and broadcast the whole vector on binomial trees."),
               cite(Seed::S001, "§3.3 (all-reduce as reduction and broadcast), §3.1")
                   + QStringLiteral("; ")
                   + cite(Paper::TwoTree, "the two trees (mirrored or shifted), their edge colouring, pipelining"),
               {needs::anyNetwork()},
               anynetwork::routedModel(true),
               QStringLiteral("2 R (t_s + t_w m/(2S))") + kTreeTerms})
    {
        setCombineFormulaText(QStringLiteral("2 R (t_s + t_w m/(2S)) + R t_c m/(2S)") + kTreeTerms);
    }

    int pieces(const Topology &topology) const override { return 2 * segmentsPerTree(topology.processorCount()); }

    std::optional<int> formulaRounds(const Topology &topology, const RunParams &) const override
    {
        return TwoTrees(topology.processorCount()).rounds();
    }

    std::optional<Text> formulaDeviation(const Topology &topology, const RunParams &) const override
    {
        const TwoTrees trees(topology.processorCount());
        const anynetwork::Crowding c =
            anynetwork::crowding(topology, trees.rounds(), false, [&](int r, anynetwork::RoutedRound &routes) {
                trees.forEachMessage(r - 1, [&](int, int from, int to, int) { routes.route(from, to); });
            });
        if (c.crowded == 0)
            return std::nullopt;
        return reason(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                          "in %1 of the %2 rounds the routes of two or more tree edges share a channel (up to %3 on "
                          "one, first in round %4); under wormhole routing they take turns, so those rounds last "
                          "longer than the one segment the formula counts"))
            .arg(c.crowded)
            .arg(c.rounds)
            .arg(c.worst)
            .arg(c.first);
    }

    double estimatedPacketRefs(const Topology &topology, int pieces) const override
    {
        // Every piece: its p contributions, about p partial sums, and the total copied p times.
        return 4.0 * topology.processorCount() * pieces;
    }

    double estimatedExtraHops(const Topology &topology) const override
    {
        const TwoTrees trees(topology.processorCount());
        double extra = 0;
        for (int t = 0; t < 2; ++t)
            for (int v = 0; v < trees.p; ++v) {
                const int u = trees.parent[std::size_t(t)][std::size_t(v)];
                if (u >= 0)
                    extra += std::max(0, topology.distance(v, u) - 1);
            }
        return extra * 2 * trees.segments;
    }

    PseudoCode pseudoCode() const override
    {
        return {QStringLiteral("DOUBLE_BINARY_TREE_ALLREDUCE(my_id, p, X)   // X in 2S segments of m/(2S) words"),
                {QStringLiteral("A := the binary tree on 0 .. p-1 in in-order numbering   // inner nodes odd"),
                 QStringLiteral("B := A mirrored, x -> p-1-x (p even), or shifted, x -> x+1 mod p (p odd)"),
                 QStringLiteral("split X into X_A[0 .. S-1] for tree A and X_B[0 .. S-1] for tree B"),
                 QStringLiteral("colour the edges 0/1: my two children differ, my two parents differ"),
                 QStringLiteral("for k := 0 to S-1 in both trees T, pipelined do   // reduction"),
                 QStringLiteral("    receive a child's sum of X_T[k] (one child a round); X_T[k] := X_T[k] + it"),
                 QStringLiteral("    send X_T[k] to my parent in T in a round of my edge's colour  // a root keeps it"),
                 QStringLiteral("end for                                   // the roots hold the totals"),
                 QStringLiteral("for k := 0 to S-1 in both trees T, pipelined do   // broadcast"),
                 QStringLiteral("    receive X_T[k] from my parent in T in a round of my edge's colour"),
                 QStringLiteral("    send X_T[k] to my children in T, one a round"),
                 QStringLiteral("end for")}};
    }

    Schedule build(const Problem &problem, const RunParams &) const override
    {
        Schedule s = problem.emptySchedule();
        const int p = problem.processors();
        const TwoTrees trees(p);
        const int S = trees.segments;
        const int pieces = 2 * S;
        const int R = trees.phaseRounds();
        // partial[t][v * S + k]: v's current partial sum of tree t's segment k (item t S + k).
        std::array<std::vector<int>, 2> partial;
        std::array<std::vector<int>, 2> merged; // children added so far, per v * S + k
        for (int t = 0; t < 2; ++t) {
            partial[std::size_t(t)].resize(std::size_t(p) * std::size_t(S));
            merged[std::size_t(t)].assign(std::size_t(p) * std::size_t(S), 0);
            for (int v = 0; v < p; ++v)
                for (int k = 0; k < S; ++k)
                    partial[std::size_t(t)][std::size_t(v * S + k)] = v * pieces + t * S + k;
        }
        anynetwork::RoutedRound routes(problem.topology());
        RoundBuilder rounds(s, problem, *this);
        std::vector<QString> sends, receives;
        struct Arrival
        {
            int node, t, k, packet;
        };
        std::vector<Arrival> arrivals;
        for (int r = 0; r < trees.rounds(); ++r) {
            const bool up = r < R;
            int messages = 0;
            arrivals.clear();
            if (rounds.traced()) {
                sends.assign(std::size_t(p), QString());
                receives.assign(std::size_t(p), QString());
            }
            trees.forEachMessage(r, [&](int t, int from, int to, int k) {
                const int packet = up ? partial[std::size_t(t)][std::size_t(from * S + k)]
                                      : partial[std::size_t(t)][std::size_t(trees.root[std::size_t(t)] * S + k)];
                rounds.send(routes.route(from, to), IntSpan(&packet, 1));
                ++messages;
                if (up)
                    arrivals.push_back({to, t, k, packet});
                if (rounds.traced()) {
                    const QString segment = QStringLiteral("X_%1[%2]").arg(treeName(t)).arg(k);
                    sends[std::size_t(from)] = QStringLiteral("%1 \u2192 %2").arg(segment).arg(to);
                    receives[std::size_t(to)] = QStringLiteral("%1 \u2190 %2").arg(segment).arg(from);
                }
            });
            std::sort(arrivals.begin(), arrivals.end(),
                      [](const Arrival &a, const Arrival &b) { return a.node < b.node; });
            for (const Arrival &a : arrivals) {
                const std::size_t at = std::size_t(a.node * S + a.k);
                int &mine = partial[std::size_t(a.t)][at];
                const int added = ++merged[std::size_t(a.t)][at];
                const bool total = a.node == trees.root[std::size_t(a.t)] && added == trees.childCount(a.t, a.node);
                const int dest = total ? -1 : trees.root[std::size_t(a.t)];
                mine = s.addCombine(rounds.round(), a.node, {mine, a.packet}, dest);
            }
            if (rounds.traced())
                for (int v = 0; v < p; ++v)
                    traceNode(rounds, v, up, sends[std::size_t(v)], receives[std::size_t(v)]);
            rounds.finish(said(r, trees, messages, routes.congestion()));
            routes.next();
        }
        return s;
    }

protected:
    std::optional<double> formulaValue(const Topology &topology, const RunParams &params) const override
    {
        const TwoTrees trees(topology.processorCount());
        const CostParams &c = params.cost;
        const double segment = c.m / (2.0 * trees.segments);
        const int R = trees.phaseRounds();
        return 2.0 * R * (c.ts + c.tw * segment) + R * c.tc * segment;
    }

    bounds::Kind boundKind() const override { return bounds::Kind::SplitAllreduce; }

private:
    static void traceNode(RoundBuilder &rounds, int v, bool up, const QString &send, const QString &receive)
    {
        if (send.isEmpty() && receive.isEmpty())
            return;
        const int line = up ? (send.isEmpty() ? 5 : 6) : (send.isEmpty() ? 9 : 10);
        rounds.trace(v, line, [&] {
            TraceVars vars;
            if (!receive.isEmpty())
                vars.push_back({QStringLiteral("receive"), receive});
            if (!send.isEmpty())
                vars.push_back({QStringLiteral("send"), send});
            return vars;
        });
    }

    static Text said(int r, const TwoTrees &trees, int messages, int congestion)
    {
        const int R = trees.phaseRounds();
        const Text senders = counted(QT_TRANSLATE_N_NOOP("collviz::core::Algorithm", "%n tree edge(s)"), messages);
        Text text = r < R ? narration(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                                          "Round %1 of %2 (reduction up both trees): %3 carry a partial sum of one "
                                          "segment, m/%4 words, from a child to its parent in tree A or B, which "
                                          "adds it to its own sum of that segment."))
                                .arg(r + 1)
                                .arg(trees.rounds())
                                .arg(senders)
                                .arg(2 * trees.segments)
                          : narration(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                                          "Round %1 of %2 (broadcast down both trees): %3 carry a finished segment, "
                                          "m/%4 words, from a parent to its child in tree A or B."))
                                .arg(r + 1)
                                .arg(trees.rounds())
                                .arg(senders)
                                .arg(2 * trees.segments);
        if (congestion <= 1)
            return text;
        return Text::join({text, narration(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                                               "The busiest channel carries %1 of these messages, which take turns."))
                                     .arg(congestion)},
                          QStringLiteral(" "));
    }
};

} // namespace

void registerDoubleBinaryTree(AlgorithmRegistry &registry) { registry.add(std::make_shared<DoubleBinaryTree>()); }

} // namespace collviz::core::algorithms::allreduce

// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Seed 004, Johnsson and Ho 1992, §2.2-2.3 (the three phases, Table 3) and §4 (multiple AAPCs:
// Corollary 2, Algorithm 5, Figure 4, Theorem 2), executed element by element.

#include "core/algorithms/alltoall/johnssonho_multi.h"

#include "core/algorithms/common.h"
#include "core/bits.h"

#include <algorithm>
#include <map>

namespace collviz::core::algorithms {

int JohnssonHoMultiLayout::withAxis(int node, int m, int value) const
{
    const int shift = (m - 1) * mD;
    return (node & ~(mask() << shift)) | ((value & mask()) << shift);
}

int JohnssonHoMultiLayout::axesXor(int node) const
{
    int x = 0;
    for (int m = 1; m <= mS; ++m)
        x ^= axis(node, m);
    return x;
}

int JohnssonHoMultiLayout::otherAxesXor(int node, int m) const { return axesXor(node) ^ axis(node, m); }

int JohnssonHoMultiLayout::finalNode(int node, int address) const
{
    return ((node << mD) | (address & mask())) & (nodes() - 1);
}

int JohnssonHoMultiLayout::finalAddress(int node, int address) const
{
    return (address & ~mask()) | axis(node, mS);
}

int JohnssonHoMultiLayout::targetOnAxis(int originNode, int originAddress, int m) const
{
    return m == 1 ? (originAddress & mask()) : axis(originNode, m - 1);
}

QString JohnssonHoMultiLayout::refusal() const
{
    if (mD < 1 || mS < 1)
        return QStringLiteral("d and s must be at least 1 (d = %1, s = %2)").arg(mD).arg(mS);
    if (mCopies < 1 || (mCopies & (mCopies - 1)) != 0)
        return QStringLiteral("K must be a power-of-two multiple of 2^d (copies = %1)").arg(mCopies);
    if (mD * mS > 12)
        return QStringLiteral("s d = %1 processor dimensions; the element-wise run is limited to 12").arg(mD * mS);
    if (double(nodes()) * K() > double(1 << 20))
        return QStringLiteral("%1 nodes x K = %2 elements; the element-wise run is limited to 2^20")
            .arg(nodes())
            .arg(K());
    return {};
}

JohnssonHoPairTimetable JohnssonHoPairTimetable::make(JohnssonHoPairSchedule::Kind kind, int d, int copies)
{
    JohnssonHoPairTimetable t;
    t.d = d;
    if (copies == 1) {
        const auto base = JohnssonHoPairSchedule::make(kind, d);
        t.steps = base.steps;
        t.dims = base.dims;
        return t;
    }
    const int pairs = copies << (d - 1);
    if (kind == JohnssonHoPairSchedule::Kind::Algorithm1)
        t.steps = d * ((pairs + d - 1) / d);
    else if (kind == JohnssonHoPairSchedule::Kind::Algorithm2)
        t.steps = pairs;
    else
        return t;
    t.dims.assign(std::size_t(pairs), std::vector<int>(std::size_t(t.steps), -1));
    for (int u = 0; u < pairs; ++u)
        for (int r = 0; r < d; ++r) {
            const bool one = kind == JohnssonHoPairSchedule::Kind::Algorithm1;
            const int step = one ? (u / d) * d + r : (u + r) % pairs;
            const int dim = one ? (u % d + r) % d : r;
            t.dims[std::size_t(u)][std::size_t(step)] = dim;
        }
    return t;
}

int JohnssonHoPairTimetable::maxPairSpan() const
{
    int span = 0;
    for (const auto &row : dims) {
        int first = -1;
        int last = -1;
        for (int t = 0; t < int(row.size()); ++t)
            if (row[std::size_t(t)] >= 0) {
                if (first < 0)
                    first = t;
                last = t;
            }
        if (first >= 0)
            span = std::max(span, last - first + 1);
    }
    return span;
}

namespace {

/// Adds one sentence to `failures`, keeping the first 20 (a broken run breaks one rule often).
void reportFailure(QStringList &failures, const QString &sentence)
{
    if (failures.size() < 20)
        failures << sentence;
}

/// The element moves of step T of s AAPCs, AAPC m running `table` from step offsets[m - 1]:
/// in every node, one address of each pair the table exchanges then. Raises maxLoad to the
/// most moves on one channel direction in the step.
std::vector<JohnssonHoMove> multiRunMoves(const JohnssonHoMultiLayout &L, const JohnssonHoPairTimetable &table,
                                          const std::vector<int> &offsets, int T, int &maxLoad)
{
    const int d = L.d();
    const int s = L.s();
    const int p = L.nodes();
    const JohnssonHoAddresses addresses(d);
    const int half = 1 << (d - 1);
    std::vector<JohnssonHoMove> step;
    std::vector<int> load(std::size_t(p * s * d), 0);
    for (int m = 1; m <= s; ++m) {
        const int t = T - offsets[std::size_t(m - 1)];
        if (t < 0 || t >= table.steps)
            continue;
        for (int u = 0; u < table.pairs(); ++u) {
            const int r = table.dims[std::size_t(u)][std::size_t(t)];
            if (r < 0)
                continue;
            // Pair u is the location pair (x | w, x | ~w) in every node and every AAPC (the
            // paper's pipelining: a pair that finished AAPC m goes on to AAPC m + 1); in node n
            // the one of the two whose relative address w XOR otherAxesXor(n, m) has bit r moves.
            const int x = u / half;
            const int w = u % half;
            const int g = (m - 1) * d + r;
            for (int n = 0; n < p; ++n) {
                const int low = (((w ^ L.otherAxesXor(n, m)) >> r) & 1) ? w : addresses.complement(w);
                const int a = (x << d) | low;
                step.push_back({n, g, a});
                maxLoad = std::max(maxLoad, ++load[std::size_t(n * s * d + g)]);
            }
        }
    }
    return step;
}

} // namespace

JohnssonHoMultiRun::JohnssonHoMultiRun(const JohnssonHoMultiLayout &layout, const JohnssonHoPairTimetable &table,
                                       Mode mode)
    : mLayout(layout)
{
    const JohnssonHoMultiLayout &L = mLayout;
    const int d = L.d();
    const int s = L.s();
    const int K = L.K();
    const int p = L.nodes();
    if (!L.refusal().isEmpty() || table.d != d || table.pairs() != K / 2) {
        mFailures << QStringLiteral("the pair timetable (d = %1, %2 pairs) does not fit the layout (d = %3, K = %4)")
                         .arg(table.d)
                         .arg(table.pairs())
                         .arg(d)
                         .arg(K);
        return;
    }
    const int delay = mode == Mode::Sequential ? table.steps : table.maxPairSpan();
    for (int m = 1; m <= s; ++m)
        mOffsets.push_back((m - 1) * delay);
    const int total = mOffsets.back() + table.steps;

    // Phase 0 and 1: element node K + address starts there; the alignment moves it locally.
    std::vector<std::vector<int>> mem(std::size_t(p), std::vector<int>(std::size_t(K), 0));
    for (int n = 0; n < p; ++n)
        for (int a = 0; a < K; ++a)
            mem[std::size_t(n)][std::size_t(a)] = L.element(n, a);
    mStates.push_back({QStringLiteral("Initial alloc."), mem});
    for (int n = 0; n < p; ++n)
        for (int a = 0; a < K; ++a)
            mem[std::size_t(n)][std::size_t(L.aligned(n, a))] = L.element(n, a);
    mStates.push_back({QStringLiteral("after mod 2 add."), mem});

    std::vector<int> hops(std::size_t(p * K), 0);
    auto report = [this](const QString &sentence) { reportFailure(mFailures, sentence); };
    for (int T = 0; T < total; ++T) {
        std::vector<JohnssonHoMove> step = multiRunMoves(L, table, mOffsets, T, mMaxLoad);
        // Every element sent must need dimension g (its relative address on the AAPC's axis has
        // the bit), and the neighbour must send the same address back: one element per channel
        // direction, and no element lands on an occupied address.
        std::vector<std::vector<char>> sending(std::size_t(p), std::vector<char>(std::size_t(K), 0));
        for (const auto &mv : step)
            sending[std::size_t(mv.node)][std::size_t(mv.address)] = 1;
        auto next = mem;
        for (const auto &mv : step) {
            const int e = mem[std::size_t(mv.node)][std::size_t(mv.address)];
            const int origin = e / K;
            const int oa = e % K;
            const int m = mv.dim / d + 1;
            const int r = mv.dim % d;
            const int rel = L.axis(mv.node, m) ^ L.targetOnAxis(origin, oa, m);
            if (((rel >> r) & 1) == 0)
                report(QStringLiteral("step %1: element %2 at node %3, address %4 crosses dimension %5, which its "
                                      "relative address on axis %6 does not name")
                           .arg(T + 1)
                           .arg(e)
                           .arg(mv.node)
                           .arg(mv.address)
                           .arg(mv.dim)
                           .arg(m));
            const int to = mv.node ^ (1 << mv.dim);
            if (!sending[std::size_t(to)][std::size_t(mv.address)])
                report(QStringLiteral("step %1: element %2 lands on address %3 of node %4, which keeps its element")
                           .arg(T + 1)
                           .arg(e)
                           .arg(mv.address)
                           .arg(to));
            next[std::size_t(to)][std::size_t(mv.address)] = e;
            ++hops[std::size_t(e)];
        }
        mem = std::move(next);
        mSteps.push_back(std::move(step));
        for (int m = 1; m <= s; ++m)
            if (T == mOffsets[std::size_t(m - 1)] + table.steps - 1)
                mStates.push_back({QStringLiteral("after AAPC %1").arg(m), mem});
    }

    // Phase 3: the realignment, then the postcondition, element by element.
    std::vector<std::vector<int>> last(std::size_t(p), std::vector<int>(std::size_t(K), -1));
    for (int n = 0; n < p; ++n)
        for (int a = 0; a < K; ++a)
            last[std::size_t(n)][std::size_t(L.aligned(n, a))] = mem[std::size_t(n)][std::size_t(a)];
    mStates.push_back({QStringLiteral("after mod 2 add. (realigned)"), last});
    for (int n = 0; n < p; ++n)
        for (int a = 0; a < K; ++a) {
            const int e = last[std::size_t(n)][std::size_t(a)];
            const int origin = e / K;
            const int oa = e % K;
            if (L.finalNode(origin, oa) != n || L.finalAddress(origin, oa) != a)
                report(QStringLiteral("element %1 ends at node %2, address %3, not at node %4, address %5")
                           .arg(e)
                           .arg(n)
                           .arg(a)
                           .arg(L.finalNode(origin, oa))
                           .arg(L.finalAddress(origin, oa)));
            if (hops[std::size_t(e)] != bits::popcount(unsigned(origin ^ L.finalNode(origin, oa))))
                mMinimal = false;
        }
    if (!mMinimal)
        report(QStringLiteral("an element took more hops than the distance from its origin to its destination"));
    if (mMaxLoad > 1)
        report(QStringLiteral("a channel direction carries %1 elements in one step").arg(mMaxLoad));
}

Schedule JohnssonHoMultiRun::schedule(const Problem &problem, const Algorithm &algorithm) const
{
    const JohnssonHoMultiLayout &L = mLayout;
    const int K = L.K();
    const int p = L.nodes();
    const bool plain = L.s() == 1 && L.copies() == 1;
    Schedule s = plain ? problem.emptySchedule() : Schedule{};
    std::vector<int> packetOf(std::size_t(p * K), -1);
    std::vector<int> holderOf; // not plain: per packet, the node that holds it at the start
    for (int n = 0; n < p; ++n)
        for (int a = 0; a < K; ++a) {
            const int e = L.element(n, a);
            const int dest = L.finalNode(n, a);
            if (dest == n)
                continue;
            if (plain) {
                packetOf[std::size_t(e)] = problem.alltoallPacket(n, dest);
                continue;
            }
            Packet pk;
            pk.id = int(s.packets.size());
            pk.origin = n;
            pk.dest = dest;
            s.packets.push_back(pk);
            holderOf.push_back(n);
            packetOf[std::size_t(e)] = pk.id;
        }
    if (!plain)
        s.initial = HeldLists::ofPackets(problem.topology().nodeCount(), holderOf);
    RoundBuilder rounds(s, problem, algorithm);
    // Replays the element moves on the aligned memory to know which element each move carries.
    std::vector<std::vector<int>> mem(std::size_t(p), std::vector<int>(std::size_t(K), 0));
    for (int n = 0; n < p; ++n)
        for (int a = 0; a < K; ++a)
            mem[std::size_t(n)][std::size_t(L.aligned(n, a))] = L.element(n, a);
    for (int T = 0; T < steps(); ++T) {
        auto next = mem;
        std::map<int, int> perAapc;
        for (const auto &mv : mSteps[std::size_t(T)]) {
            const int e = mem[std::size_t(mv.node)][std::size_t(mv.address)];
            const int to = mv.node ^ (1 << mv.dim);
            rounds.send({mv.node, to}, {packetOf[std::size_t(e)]});
            next[std::size_t(to)][std::size_t(mv.address)] = e;
            ++perAapc[mv.dim / L.d() + 1];
        }
        mem = std::move(next);
        QStringList active;
        for (const auto &[m, count] : perAapc)
            active << QStringLiteral("AAPC %1 (axis %1, dimensions %2..%3): %4 elements")
                          .arg(m)
                          .arg((m - 1) * L.d())
                          .arg(m * L.d() - 1)
                          .arg(count);
        rounds.finish(narration(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                                                  "Round %1 of %2 of %3 AAPCs in succession on axes of %4 "
                                                  "dimensions sharing the local memory: %5. Every element "
                                                  "keeps its local address; each channel direction carries at "
                                                  "most one element."))
                          .arg(T + 1)
                          .arg(steps())
                          .arg(L.s())
                          .arg(L.d())
                          .arg(active.join(QStringLiteral("; "))));
    }
    return s;
}

int johnssonHoCorollary2(int d, int s, int K) { return K / 2 + (s - 1) * d; }

int johnssonHoTheorem2(int d, int s, int K, int *regime)
{
    // The regimes meet at their borders (K = 8d: 4d + (s - 1)d = (s + 3)d; K = 2(s + 1)d:
    // (s + 1)d + 2d = (s + 3)d), so taking the applicable regime with the least value is the
    // theorem as printed.
    int best = johnssonHoCorollary2(d, s, K);
    int which = 1;
    if (s > 3 && K >= 8 * d) {
        if (K <= 2 * (s + 1) * d && (s + 3) * d < best) {
            best = (s + 3) * d;
            which = 2;
        }
        if (K >= 2 * (s + 1) * d && K / 2 + 2 * d < best) {
            best = K / 2 + 2 * d;
            which = 3;
        }
    }
    if (regime)
        *regime = which;
    return best;
}

namespace {

/// One data set's AAPCs in order (0 = the local exchange of the memory axes, between units).
struct Placement
{
    std::vector<int> axes;
};

/// Greedy placement: every AAPC at the earliest unit >= `from` in which its axis is free.
int place(std::vector<std::vector<int>> &busy, int axis, int from, int rowIndex)
{
    for (int u = from;; ++u) {
        if (u >= int(busy.size()))
            busy.resize(std::size_t(u + 1), std::vector<int>(busy.empty() ? 0 : busy.front().size(), -1));
        if (busy[std::size_t(u)][std::size_t(axis)] < 0) {
            busy[std::size_t(u)][std::size_t(axis)] = rowIndex;
            return u;
        }
    }
}

JohnssonHoConcurrentPlan planWith(int d, int s, int K, int pairs, bool figureStarts)
{
    JohnssonHoConcurrentPlan plan;
    plan.d = d;
    plan.s = s;
    plan.K = K;
    plan.dataSets = (K / 2 + d - 1) / d;
    plan.vPairs = pairs;
    const int piped = plan.dataSets - 2 * pairs;
    std::vector<std::vector<int>> busy(1, std::vector<int>(std::size_t(s + 1), -1));
    std::vector<std::vector<int>> unitOf; // per row: unit per AAPC
    auto addRow = [&](const QString &label, int pair, int start) {
        JohnssonHoConcurrentPlan::Row row;
        row.label = label;
        row.pair = pair;
        row.startAxis = start;
        plan.rows.push_back(row);
        unitOf.emplace_back();
    };
    // Pipelined data sets d_k: axes 1 .. s from unit k on.
    for (int k = 0; k < piped; ++k) {
        addRow(QStringLiteral("d_%1").arg(k + pairs), -1, 1);
        int from = 0;
        for (int a = 1; a <= s; ++a) {
            from = place(busy, a, from, int(plan.rows.size()) - 1) + 1;
            unitOf.back().push_back(from - 1);
        }
    }
    // The v-pairs' first chains: axes m .. s through the additional memory axis v.
    std::vector<int> start(std::size_t(pairs), 0);
    std::vector<int> chainEnd(std::size_t(pairs), -1);
    std::vector<int> firstRow(std::size_t(pairs), 0);
    for (int j = 0; j < pairs; ++j) {
        start[std::size_t(j)] = std::max(2, figureStarts ? s - 1 - 2 * j : s - 2 * j);
        firstRow[std::size_t(j)] = int(plan.rows.size());
        for (int member = 0; member < 2; ++member) {
            addRow(QStringLiteral("d_%1^%2").arg(j + member).arg(j), j, start[std::size_t(j)]);
            int from = 0;
            for (int a = start[std::size_t(j)]; a <= s; ++a) {
                from = place(busy, a, from, int(plan.rows.size()) - 1) + 1;
                unitOf.back().push_back(from - 1);
            }
            chainEnd[std::size_t(j)] = std::max(chainEnd[std::size_t(j)], from - 1);
        }
    }
    // The local exchange of i and v once both data sets of a pair are through, then axes 1 .. m,
    // the pairs with the longest second chain first (Figure 4: start axis 5 before 3).
    std::vector<int> order(std::size_t(pairs), 0);
    for (int j = 0; j < pairs; ++j)
        order[std::size_t(j)] = j;
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return start[std::size_t(a)] > start[std::size_t(b)]; });
    for (int j : order)
        for (int member = 0; member < 2; ++member) {
            const int row = firstRow[std::size_t(j)] + member;
            int from = chainEnd[std::size_t(j)] + 1;
            unitOf[std::size_t(row)].push_back(-1); // the local exchange
            for (int a = 1; a <= start[std::size_t(j)]; ++a) {
                from = place(busy, a, from, row) + 1;
                unitOf[std::size_t(row)].push_back(from - 1);
            }
        }
    plan.units = int(busy.size());
    while (plan.units > 0 && std::all_of(busy[std::size_t(plan.units - 1)].begin(),
                                         busy[std::size_t(plan.units - 1)].end(), [](int v) { return v < 0; }))
        --plan.units;
    for (std::size_t r = 0; r < plan.rows.size(); ++r) {
        auto &row = plan.rows[r];
        row.axisAt.assign(std::size_t(plan.units), -1);
        const auto &units = unitOf[r];
        // Rebuild the axis sequence the units stand for.
        std::vector<int> axes;
        if (row.pair < 0) {
            for (int a = 1; a <= s; ++a)
                axes.push_back(a);
        } else {
            for (int a = row.startAxis; a <= s; ++a)
                axes.push_back(a);
            axes.push_back(0);
            for (int a = 1; a <= row.startAxis; ++a)
                axes.push_back(a);
        }
        int lastUnit = -1;
        for (std::size_t k = 0; k < axes.size(); ++k) {
            if (axes[k] == 0) {
                // The local exchange takes no exchange step: it is marked in the first idle unit
                // after the first chain when there is one, else it stays implicit.
                if (lastUnit + 1 < plan.units && row.axisAt[std::size_t(lastUnit + 1)] < 0
                    && units[k + 1] > lastUnit + 1)
                    row.axisAt[std::size_t(lastUnit + 1)] = 0;
                continue;
            }
            row.axisAt[std::size_t(units[k])] = axes[k];
            lastUnit = units[k];
        }
    }
    return plan;
}

} // namespace

JohnssonHoConcurrentPlan JohnssonHoConcurrentPlan::make(int d, int s, int K)
{
    const int dataSets = (K / 2 + d - 1) / d;
    JohnssonHoConcurrentPlan best = planWith(d, s, K, 0, true);
    for (int pairs = 1; pairs <= (s - 1) / 2 && 2 * pairs <= dataSets; ++pairs)
        for (bool figure : {true, false}) {
            JohnssonHoConcurrentPlan candidate = planWith(d, s, K, pairs, figure);
            if (candidate.units < best.units && candidate.violations().isEmpty())
                best = candidate;
        }
    return best;
}

QStringList JohnssonHoConcurrentPlan::violations() const
{
    QStringList out;
    for (int u = 0; u < units; ++u) {
        std::vector<int> users(std::size_t(s + 1), 0);
        for (const Row &row : rows)
            if (row.axisAt[std::size_t(u)] > 0)
                ++users[std::size_t(row.axisAt[std::size_t(u)])];
        for (int a = 1; a <= s; ++a)
            if (users[std::size_t(a)] > 1)
                out << QStringLiteral("unit %1: axis %2 serves %3 data sets").arg(u + 1).arg(a).arg(users[std::size_t(a)]);
    }
    for (const Row &row : rows) {
        std::vector<int> seen;
        for (int a : row.axisAt)
            if (a > 0)
                seen.push_back(a);
        std::vector<int> want;
        if (row.pair < 0) {
            for (int a = 1; a <= s; ++a)
                want.push_back(a);
        } else {
            for (int a = row.startAxis; a <= s; ++a)
                want.push_back(a);
            for (int a = 1; a <= row.startAxis; ++a)
                want.push_back(a);
        }
        if (seen != want)
            out << QStringLiteral("data set %1 does not do its AAPCs in the order the permutation needs").arg(row.label);
    }
    return out;
}

ScheduleTable JohnssonHoConcurrentPlan::table() const
{
    ScheduleTable t;
    t.title = QStringLiteral("Algorithm 5: %1 AAPCs on %2 dimensions each, K = %3, %4 data sets (%5 v-pairs): "
                             "the AAPC of each data set per unit of %2 steps (004_c7097e369dcda852.txt §4.2 "
                             "Figure 4); measured %6 steps, Theorem 2: %7")
                  .arg(s)
                  .arg(d)
                  .arg(K)
                  .arg(dataSets)
                  .arg(vPairs)
                  .arg(steps())
                  .arg(johnssonHoTheorem2(d, s, K));
    t.corner = QStringLiteral("Data set");
    for (int u = 0; u < units; ++u)
        t.columnHeaders << QString::number(u + 1);
    for (const Row &row : rows) {
        t.rowHeaders << row.label;
        QStringList cells;
        bool secondChain = row.pair < 0; // pipelined sets exchange through i only
        for (int u = 0; u < units; ++u) {
            const int a = row.axisAt[std::size_t(u)];
            if (a == 0) {
                cells << QStringLiteral("*");
            } else if (a < 0) {
                cells << QString();
            } else {
                cells << QStringLiteral("%1,%2").arg(secondChain ? QStringLiteral("i") : QStringLiteral("v")).arg(a);
                if (a == s)
                    secondChain = true; // the local exchange of i and v follows the last AAPC through v
            }
        }
        t.cells << cells;
    }
    ScheduleTable::Check axes;
    axes.name = QStringLiteral("axes");
    axes.rule = QStringLiteral("every axis serves at most one data set per unit, and every data set does its AAPCs "
                               "in the order the permutation needs");
    axes.failures = violations();
    axes.holds = axes.failures.isEmpty();
    t.checks << axes;
    return t;
}

QString JohnssonHoConcurrentRun::refusal(const JohnssonHoConcurrentPlan &plan)
{
    const int d = plan.d;
    if (d < 2 || (d & (d - 1)) != 0)
        return QStringLiteral("the element-wise Algorithm 5 needs d a power of two >= 2 (d = %1)").arg(d);
    if (d * plan.s > 12 || plan.K % (1 << (2 * d)) != 0)
        return QStringLiteral("the element-wise Algorithm 5 needs s d <= 12 and K a multiple of 4^d (s d = %1, K = %2)")
            .arg(d * plan.s)
            .arg(plan.K);
    const int half = 1 << (d - 1);
    const int perBlock = half / d;
    const int blocks = (plan.K >> (2 * d)) * half;
    if (plan.vPairs % perBlock != 0 || plan.vPairs / perBlock > blocks)
        return QStringLiteral("%1 v-pairs do not fill whole blocks of %2 on the %3 blocks of K = %4")
            .arg(plan.vPairs)
            .arg(perBlock)
            .arg(blocks)
            .arg(plan.K);
    if (double(1 << (d * plan.s)) * plan.K > double(1 << 20))
        return QStringLiteral("%1 elements; the element-wise run is limited to 2^20").arg(double(1 << (d * plan.s)) * plan.K);
    return {};
}

namespace {

/// Algorithm 5's local address (x | B | A): A the AAPCs' memory axis, B the additional one,
/// d bits each.
struct ConcurrentAddress
{
    int d = 1;
    int full = 1; ///< 2^d - 1
    int loc(int x, int B, int A) const { return (x << (2 * d)) | (B << d) | A; }
    int fieldA(int l) const { return l & full; }
    int fieldB(int l) const { return (l >> d) & full; }
};

/// The data sets' location pairs: per plan row those of its first (or only) chain and of its
/// second. rowOfLocation: the data set whose first (or only) chain holds the location.
/// used[x][beta]: a v-pair lives in the block {x} x {beta, ~beta} (beta < 2^(d-1)).
struct ConcurrentLocations
{
    struct Pair
    {
        int l1;
        int l2;
    };
    std::vector<std::vector<Pair>> first;
    std::vector<std::vector<Pair>> second;
    std::vector<int> rowOfLocation;
    std::vector<std::vector<char>> used;
};

/// Places the plan's data sets on location pairs: a v-pair's two sets in a block of their own
/// (each on d/2 complement pairs of A values), the pipelined sets d pairs each on the blocks
/// no v-pair uses. False when those blocks hold more pairs than the pipelined sets.
bool placeDataSets(const JohnssonHoConcurrentPlan &plan, const ConcurrentAddress &at, ConcurrentLocations &out)
{
    const int d = plan.d;
    const int K = plan.K;
    const int half = 1 << (d - 1);
    const int full = at.full;
    const int perBlock = half / d;
    const int rows = int(plan.rows.size());
    auto &first = out.first;
    auto &second = out.second;
    auto &rowOfLocation = out.rowOfLocation;
    auto &used = out.used;
    first.resize(std::size_t(rows));
    second.resize(std::size_t(rows));
    rowOfLocation.assign(std::size_t(K), -1);
    used.assign(std::size_t(K >> (2 * d)), std::vector<char>(std::size_t(half), 0));
    std::vector<int> vRow(std::size_t(2 * plan.vPairs), -1);
    std::vector<int> pipedRows;
    for (int r = 0; r < rows; ++r) {
        const auto &row = plan.rows[std::size_t(r)];
        if (row.pair < 0) {
            pipedRows.push_back(r);
            continue;
        }
        const int member = vRow[std::size_t(2 * row.pair)] < 0 ? 0 : 1;
        vRow[std::size_t(2 * row.pair + member)] = r;
        const int block = row.pair / perBlock;
        const int q = row.pair % perBlock;
        const int x = block / half;
        const int beta = block % half;
        used[std::size_t(x)][std::size_t(beta)] = 1;
        for (int a = (2 * q + member) * d / 2; a < (2 * q + member + 1) * d / 2; ++a) {
            for (int A : {a, full ^ a}) {
                first[std::size_t(r)].push_back({at.loc(x, beta, A), at.loc(x, full ^ beta, A)});
                rowOfLocation[std::size_t(at.loc(x, beta, A))] = r;
                rowOfLocation[std::size_t(at.loc(x, full ^ beta, A))] = r;
            }
            for (int B : {beta, full ^ beta})
                second[std::size_t(r)].push_back({at.loc(x, B, a), at.loc(x, B, full ^ a)});
        }
    }
    std::size_t nextPiped = 0;
    for (int x = 0; x < (K >> (2 * d)); ++x)
        for (int B = 0; B <= full; ++B) {
            if (used[std::size_t(x)][std::size_t(std::min(B, full ^ B))])
                continue;
            for (int a = 0; a < half; ++a) {
                while (nextPiped < pipedRows.size() && int(first[std::size_t(pipedRows[nextPiped])].size()) == d)
                    ++nextPiped;
                if (nextPiped == pipedRows.size())
                    return false;
                const int r = pipedRows[nextPiped];
                first[std::size_t(r)].push_back({at.loc(x, B, a), at.loc(x, B, full ^ a)});
                rowOfLocation[std::size_t(at.loc(x, B, a))] = r;
                rowOfLocation[std::size_t(at.loc(x, B, full ^ a))] = r;
            }
        }
    return true;
}

/// Phase 1: puts every element at its aligned location in mem[node] and lists its planned AAPCs
/// in stages[element] (axis, the value the axis must take); nodeOf[element] = its node.
void alignDataSets(const JohnssonHoConcurrentPlan &plan, const JohnssonHoMultiLayout &L, const ConcurrentAddress &at,
                   const ConcurrentLocations &where, std::vector<std::vector<int>> &mem,
                   std::vector<std::vector<std::pair<int, int>>> &stages, std::vector<int> &nodeOf,
                   QStringList &failures)
{
    const int d = plan.d;
    const int s = plan.s;
    const int K = plan.K;
    const int p = L.nodes();
    const int full = at.full;
    for (int n = 0; n < p; ++n)
        for (int o = 0; o < K; ++o) {
            const int e = L.element(n, o);
            const int x = o >> (2 * d);
            const int v = (o >> d) & full;
            const int i = o & full;
            const int X = L.axesXor(n);
            const int B = v ^ X;
            const bool isV = where.used[std::size_t(x)][std::size_t(std::min(B, full ^ B))];
            const int A = isV ? (i ^ v ^ X ^ L.axis(n, s)) : (i ^ X);
            const int l = at.loc(x, B, A);
            if (mem[std::size_t(n)][std::size_t(l)] >= 0)
                reportFailure(failures,
                              QStringLiteral("the alignment puts two elements on address %1 of node %2").arg(l).arg(n));
            mem[std::size_t(n)][std::size_t(l)] = e;
            nodeOf[std::size_t(e)] = n;
            auto &st = stages[std::size_t(e)];
            auto before = [&](int m) { return m == 1 ? i : L.axis(n, m - 1); };
            if (!isV) {
                for (int m = 1; m <= s; ++m)
                    st.push_back({m, before(m)});
            } else {
                const int m0 = plan.rows[std::size_t(where.rowOfLocation[std::size_t(l)])].startAxis;
                st.push_back({m0, v});
                for (int m = m0 + 1; m <= s; ++m)
                    st.push_back({m, before(m)});
                for (int m = 1; m <= m0; ++m)
                    st.push_back({m, before(m)});
            }
        }
}

/// The element moves of step `step` of unit `unit`: every data set with an AAPC in the unit
/// runs Algorithm 1's group schedule on the pairs of its current chain (aapcsDone: the AAPCs
/// each row has finished), in every node. Raises maxLoad to the most moves on one channel
/// direction in the step.
std::vector<JohnssonHoMove> concurrentMoves(const JohnssonHoConcurrentPlan &plan, const JohnssonHoMultiLayout &L,
                                            const ConcurrentAddress &at, const ConcurrentLocations &where,
                                            const std::vector<int> &aapcsDone, int unit, int step, int &maxLoad)
{
    const int d = plan.d;
    const int s = plan.s;
    const int p = L.nodes();
    std::vector<JohnssonHoMove> moves;
    std::vector<int> load(std::size_t(p * s * d), 0);
    for (int r = 0; r < int(plan.rows.size()); ++r) {
        const auto &row = plan.rows[std::size_t(r)];
        const int a = row.axisAt[std::size_t(unit)];
        if (a <= 0)
            continue;
        const bool chain1 = row.pair < 0 || aapcsDone[std::size_t(r)] < s - row.startAxis + 1;
        const auto &pairs = chain1 ? where.first[std::size_t(r)] : where.second[std::size_t(r)];
        const bool byB = row.pair >= 0 && chain1;
        for (int q = 0; q < int(pairs.size()); ++q) {
            const int dim = (q + step) % d;
            const int g = (a - 1) * d + dim;
            for (int n = 0; n < p; ++n) {
                const int coord = byB ? at.fieldB(pairs[std::size_t(q)].l1) : at.fieldA(pairs[std::size_t(q)].l1);
                const bool firstMoves = (((coord ^ L.otherAxesXor(n, a)) >> dim) & 1) != 0;
                moves.push_back({n, g, firstMoves ? pairs[std::size_t(q)].l1 : pairs[std::size_t(q)].l2});
                maxLoad = std::max(maxLoad, ++load[std::size_t(n * s * d + g)]);
            }
        }
    }
    return moves;
}

} // namespace

JohnssonHoConcurrentRun::JohnssonHoConcurrentRun(const JohnssonHoConcurrentPlan &plan)
{
    if (const QString why = refusal(plan); !why.isEmpty()) {
        mFailures << why;
        return;
    }
    const int d = plan.d;
    const int s = plan.s;
    const int K = plan.K;
    mD = d;
    mS = s;
    mK = K;
    const JohnssonHoMultiLayout L(d, s, K >> d);
    const int p = L.nodes();
    const ConcurrentAddress at{d, (1 << d) - 1};
    auto report = [this](const QString &sentence) { reportFailure(mFailures, sentence); };

    ConcurrentLocations where;
    if (!placeDataSets(plan, at, where)) {
        report(QStringLiteral("more pipelined pairs than the plan's pipelined data sets hold"));
        return;
    }

    // Phase 1 and each element's planned AAPCs (axis, the value the axis must take).
    std::vector<std::vector<int>> mem(std::size_t(p), std::vector<int>(std::size_t(K), -1));
    std::vector<std::vector<std::pair<int, int>>> stages(std::size_t(p * K));
    std::vector<int> nodeOf(std::size_t(p * K)), stage(std::size_t(p * K), 0), hops(std::size_t(p * K), 0);
    alignDataSets(plan, L, at, where, mem, stages, nodeOf, mFailures);

    // Phase 2, unit by unit, Algorithm 1's group schedule inside each data set's unit.
    const int rows = int(plan.rows.size());
    std::vector<int> aapcsDone(std::size_t(rows), 0);
    mSteps = plan.units * d;
    for (int T = 0; T < mSteps; ++T) {
        const int unit = T / d;
        const int step = T % d;
        const std::vector<JohnssonHoMove> moves = concurrentMoves(plan, L, at, where, aapcsDone, unit, step, mMaxLoad);
        if (step == d - 1)
            for (int r = 0; r < rows; ++r)
                if (plan.rows[std::size_t(r)].axisAt[std::size_t(unit)] > 0)
                    ++aapcsDone[std::size_t(r)];
        std::vector<std::vector<char>> sending(std::size_t(p), std::vector<char>(std::size_t(K), 0));
        for (const auto &mv : moves)
            sending[std::size_t(mv.node)][std::size_t(mv.address)] = 1;
        auto next = mem;
        mTransfers.emplace_back();
        for (const auto &mv : moves) {
            const int e = mem[std::size_t(mv.node)][std::size_t(mv.address)];
            mTransfers.back().push_back({mv.node, mv.dim, e});
            const int a = mv.dim / d + 1;
            const int dim = mv.dim % d;
            auto &st = stages[std::size_t(e)];
            auto &k = stage[std::size_t(e)];
            while (k < int(st.size()) && L.axis(mv.node, st[std::size_t(k)].first) == st[std::size_t(k)].second)
                ++k;
            if (k >= int(st.size()) || st[std::size_t(k)].first != a
                || (((L.axis(mv.node, a) ^ st[std::size_t(k)].second) >> dim) & 1) == 0)
                report(QStringLiteral("step %1: element %2 at node %3 crosses dimension %4, which its planned AAPC "
                                      "does not need")
                           .arg(T + 1)
                           .arg(e)
                           .arg(mv.node)
                           .arg(mv.dim));
            const int to = mv.node ^ (1 << mv.dim);
            if (!sending[std::size_t(to)][std::size_t(mv.address)])
                report(QStringLiteral("step %1: element %2 lands on address %3 of node %4, which keeps its element")
                           .arg(T + 1)
                           .arg(e)
                           .arg(mv.address)
                           .arg(to));
            next[std::size_t(to)][std::size_t(mv.address)] = e;
            nodeOf[std::size_t(e)] = to;
            ++hops[std::size_t(e)];
        }
        mem = std::move(next);
    }
    if (mMaxLoad > 1)
        report(QStringLiteral("a channel direction carries %1 elements in one step").arg(mMaxLoad));

    // Phase 3: every element at its destination node; the realignment gives it its address.
    for (int e = 0; e < p * K; ++e) {
        const int origin = e / K;
        const int o = e % K;
        if (nodeOf[std::size_t(e)] != L.finalNode(origin, o))
            report(QStringLiteral("element %1 ends at node %2, not at node %3")
                       .arg(e)
                       .arg(nodeOf[std::size_t(e)])
                       .arg(L.finalNode(origin, o)));
        if (hops[std::size_t(e)] > bits::popcount(unsigned(origin ^ L.finalNode(origin, o))))
            ++mDetoured;
    }
}

Schedule JohnssonHoConcurrentRun::schedule(const Problem &problem, const Algorithm &algorithm) const
{
    const JohnssonHoMultiLayout L(mD, mS, mK >> mD);
    Schedule s;
    std::vector<int> holderOf; // per packet, the node that holds it at the start
    // Every element that moves is a packet, also a v-set element whose detour brings it back
    // to the node it started at (its destination, which keeps a copy while it travels).
    std::vector<char> moves(std::size_t(L.nodes() * mK), 0);
    for (const auto &step : mTransfers)
        for (const Transfer &t : step)
            moves[std::size_t(t.element)] = 1;
    std::vector<int> packetOf(std::size_t(L.nodes() * mK), -1);
    for (int n = 0; n < L.nodes(); ++n)
        for (int a = 0; a < mK; ++a) {
            const int dest = L.finalNode(n, a);
            if (!moves[std::size_t(L.element(n, a))])
                continue;
            Packet pk;
            pk.id = int(s.packets.size());
            pk.origin = n;
            pk.dest = dest;
            s.packets.push_back(pk);
            holderOf.push_back(n);
            packetOf[std::size_t(L.element(n, a))] = pk.id;
        }
    s.initial = HeldLists::ofPackets(problem.topology().nodeCount(), holderOf);
    RoundBuilder rounds(s, problem, algorithm);
    for (std::size_t T = 0; T < mTransfers.size(); ++T) {
        for (const Transfer &t : mTransfers[T])
            rounds.send({t.node, t.node ^ (1 << t.dim)}, {packetOf[std::size_t(t.element)]});
        rounds.finish(narration(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                                                  "Round %1 of %2 of Algorithm 5: %3 AAPCs on axes of %4 dimensions, "
                                                  "data sets on different axes at once; %5 elements move, at most "
                                                  "one per channel direction."))
                          .arg(int(T) + 1)
                          .arg(int(mTransfers.size()))
                          .arg(mS)
                          .arg(mD)
                          .arg(int(mTransfers[T].size())));
    }
    return s;
}

ScheduleTable johnssonHoMemoryTable(const JohnssonHoMultiRun &run, const QString &title)
{
    const JohnssonHoMultiLayout &L = run.layout();
    ScheduleTable t;
    t.title = title;
    t.corner = QStringLiteral("Phase");
    for (int n = 0; n < L.nodes(); ++n)
        t.columnHeaders << QStringLiteral("P_%1").arg(n);
    t.rowHeaders << QStringLiteral("mod 2 add.");
    QStringList index;
    for (int n = 0; n < L.nodes(); ++n)
        index << binaryDigits(L.axesXor(n), L.d());
    t.cells << index;
    for (const JohnssonHoMemoryState &state : run.states())
        for (int a = 0; a < L.K(); ++a) {
            t.rowHeaders << (a == 0 ? state.phase : QString());
            QStringList row;
            for (int n = 0; n < L.nodes(); ++n)
                row << QString::number(state.held[std::size_t(n)][std::size_t(a)]);
            t.cells << row;
        }
    ScheduleTable::Check rules;
    rules.name = QStringLiteral("exchanges");
    rules.rule = QStringLiteral("every exchange keeps the local address, moves an element across a dimension its "
                                "relative address names, at most one element per channel direction per step, and "
                                "after the realignment every element is at its destination");
    rules.failures = run.failures();
    rules.holds = rules.failures.isEmpty();
    t.checks << rules;
    return t;
}

ScheduleTable johnssonHoMultiScheduleTable(const JohnssonHoMultiRun &run, const JohnssonHoPairTimetable &table,
                                           const QString &title)
{
    const JohnssonHoMultiLayout &L = run.layout();
    ScheduleTable t;
    t.title = title;
    t.corner = QStringLiteral("Memory loc/pair");
    for (int T = 0; T < run.steps(); ++T)
        t.columnHeaders << QString::number(T + 1);
    const JohnssonHoAddresses addresses(L.d());
    const int half = 1 << (L.d() - 1);
    const std::vector<int> offsets = run.offsets();
    for (int u = 0; u < table.pairs(); ++u) {
        const int x = u / half;
        const int u0 = u % half;
        const QString prefix = L.copies() > 1 ? QStringLiteral("%1|").arg(x) : QString();
        t.rowHeaders << QStringLiteral("(%1%2, %1%3)").arg(prefix, addresses.bits(u0), addresses.bits(addresses.complement(u0)));
        QStringList row;
        for (int T = 0; T < run.steps(); ++T) {
            QString cell = QStringLiteral("-");
            for (int m = 1; m <= L.s(); ++m) {
                const int step = T - offsets[std::size_t(m - 1)];
                if (step >= 0 && step < table.steps && table.dims[std::size_t(u)][std::size_t(step)] >= 0)
                    cell = QStringLiteral("%1:%2").arg(m).arg(table.dims[std::size_t(u)][std::size_t(step)]);
            }
            row << cell;
        }
        t.cells << row;
    }
    ScheduleTable::Check rules;
    rules.name = QStringLiteral("exchanges");
    rules.rule = QStringLiteral("each pair finishes AAPC m before it starts AAPC m + 1; every element moves along a "
                                "minimal path, at most one element per channel direction per step; the permutation "
                                "is complete");
    rules.failures = run.failures();
    rules.holds = rules.failures.isEmpty();
    t.checks << rules;
    return t;
}

Text johnssonHoRepeatDescription()
{
    return narration(QT_TRANSLATE_NOOP(
        "collviz::core::Algorithm",
        "With --repeat S on hypercube:D (S dividing D) the run is S AAPCs in succession on S processor axes of "
        "d = D/S dimensions (axis 1 the lowest bits) sharing the d local memory dimensions: the permutation "
        "(a_S, ..., a_1 | a_0) -> (a_S-1, ..., a_0 | a_S) of seed 004 section 2.3, one local alignment and one "
        "realignment for all axes (Lemma 1); `collviz-cli table --memory` prints the memory after each phase "
        "(Table 3 for hypercube:4 --repeat 2). The AAPCs are pipelined: a pair of local addresses starts AAPC m+1 "
        "one span after AAPC m, so the run takes T + (S-1) span steps. Corollary 2 prints K/2 + (S-1)d: Algorithm 1 "
        "misses it by d ceil(K/2d) - K/2 steps (e.g. 2 on hypercube:6 --repeat 2: 9, not 7), Algorithm 2 (span "
        "K/2) by (S-1)(K/2 - d). Algorithm 5's concurrent AAPCs (`table --concurrent`) plan in units of d steps; "
        "on the tested cases the engine's plan meets Theorem 2's bound in all three regimes where d divides K/2 "
        "and is d ceil(K/2d) - K/2 steps over where it does not (Algorithm 1's short last group). The packets are the moving elements; the all-to-all lower bound is not shown, it is not this "
        "permutation's."));
}

bool johnssonHoRepeatSupported(const Topology &topology, int repeat, QString *why)
{
    const int D = topology.dimensions();
    if (repeat < 1 || D % repeat != 0) {
        if (why)
            *why = QStringLiteral("--repeat %1 does not divide the %2 dimensions of %3 into equal axes; it takes a "
                                  "divisor of %2")
                       .arg(repeat)
                       .arg(D)
                       .arg(topology.name());
        return false;
    }
    const QString refused = JohnssonHoMultiLayout(D / repeat, repeat).refusal();
    if (!refused.isEmpty()) {
        if (why)
            *why = refused;
        return false;
    }
    return true;
}

int johnssonHoRepeatSteps(JohnssonHoPairSchedule::Kind kind, int D, int repeat)
{
    const auto table = JohnssonHoPairTimetable::make(kind, D / repeat, 1);
    return table.steps + (repeat - 1) * table.maxPairSpan();
}

Schedule johnssonHoRepeatBuild(JohnssonHoPairSchedule::Kind kind, const Problem &problem, int repeat,
                               const Algorithm &algorithm)
{
    const int d = problem.topology().dimensions() / repeat;
    const JohnssonHoMultiRun run(JohnssonHoMultiLayout(d, repeat), JohnssonHoPairTimetable::make(kind, d, 1),
                                 JohnssonHoMultiRun::Mode::Pipelined);
    return run.schedule(problem, algorithm);
}

std::optional<ScheduleTable> johnssonHoRepeatTable(JohnssonHoPairSchedule::Kind kind, const Algorithm &algorithm,
                                                   const Topology &topology, int repeat,
                                                   Algorithm::RepeatTable what, QString *why)
{
    RunParams params;
    params.repeat = repeat;
    if (!algorithm.supports(topology, params, why) || !johnssonHoRepeatSupported(topology, repeat, why))
        return std::nullopt;
    const int d = topology.dimensions() / repeat;
    const JohnssonHoMultiLayout layout(d, repeat);
    const QString source = QStringLiteral("004_c7097e369dcda852.txt");
    if (what == Algorithm::RepeatTable::Concurrent)
        return JohnssonHoConcurrentPlan::make(d, repeat, layout.K()).table();
    const auto table = JohnssonHoPairTimetable::make(kind, d, 1);
    if (what == Algorithm::RepeatTable::Memory) {
        constexpr double kMaxCells = 65536;
        const double cells = double(layout.nodes()) * layout.K() * (repeat + 3);
        if (cells > kMaxCells) {
            if (why)
                *why = QStringLiteral("the memory table of %1 with --repeat %2 has %3 cells; it is printed up to %4 "
                                      "(e.g. hypercube:4 --repeat 2, the paper's Table 3)")
                           .arg(topology.name())
                           .arg(repeat)
                           .arg(cells, 0, 'f', 0)
                           .arg(kMaxCells, 0, 'f', 0);
            return std::nullopt;
        }
        const JohnssonHoMultiRun run(layout, table, JohnssonHoMultiRun::Mode::Sequential);
        return johnssonHoMemoryTable(
            run, QStringLiteral("%1: the global memory state after each phase (alignment, %2 AAPC%3 on axes of %4 "
                                "dimensions, realignment), elements numbered node K + address at the start "
                                "(%5 §2.2-2.3, Table 3)")
                     .arg(algorithm.id())
                     .arg(repeat)
                     .arg(repeat > 1 ? QStringLiteral("s") : QString())
                     .arg(d)
                     .arg(source));
    }
    const JohnssonHoMultiRun run(layout, table, JohnssonHoMultiRun::Mode::Pipelined);
    return johnssonHoMultiScheduleTable(
        run, table,
        QStringLiteral("%1: %2 AAPCs pipelined on axes of %3 dimensions, the cell m:r = AAPC m in dimension r of "
                       "axis m (%4 §4.1 Corollary 2); measured %5 steps, pipeline delay %6 (the pair span), "
                       "Corollary 2: K/2 + (s - 1)d = %7")
            .arg(algorithm.id())
            .arg(repeat)
            .arg(d)
            .arg(source)
            .arg(run.steps())
            .arg(table.maxPairSpan())
            .arg(johnssonHoCorollary2(d, repeat, layout.K())));
}

} // namespace collviz::core::algorithms

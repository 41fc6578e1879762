// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Seed 004, Johnsson and Ho 1992: Algorithms 3 (§3.3) and 4 (§3.5) as element moves, every
// algorithm for K = alpha 2^d, the blocking of §5 and the wide channels of §6.

#include "core/algorithms/alltoall/johnssonho_schedule.h"

#include "core/algorithms/algorithms.h"
#include "core/algorithms/common.h"
#include "core/algorithms/sources.h"
#include "core/bits.h"

#include <algorithm>
#include <map>
#include <set>

namespace collviz::core::algorithms {

namespace {

int ceilDiv(int a, int b) { return (a + b - 1) / b; }

bool isPairKind(JohnssonHoAddressSchedule::Kind kind)
{
    return kind == JohnssonHoAddressSchedule::Kind::Algorithm1 || kind == JohnssonHoAddressSchedule::Kind::Algorithm2
           || kind == JohnssonHoAddressSchedule::Kind::Algorithm3;
}

/// The members of a group-1 necklace and its pairs as placed on the generating table.
struct GroupEntry
{
    int row = 0; ///< 0 .. d-1 necklace member, d .. d+c-1 pair
    int column = 0;
    int dim = 0;
};

std::vector<GroupEntry> groupEntries(JohnssonHoAddressSchedule::Kind kind, int d, int c, int *firstMember)
{
    std::vector<GroupEntry> out;
    const int m = d - c;
    int first = 0;
    if (kind == JohnssonHoAddressSchedule::Kind::Algorithm4Greedy) {
        // Figure 3, right: line l goes down column l through rows 0 .. m-1-l, right along row
        // m-1-l through c columns, then down column l + c to row m-1; its e-th entry is member e.
        first = (1 << m) - 1;
        for (int l = 0; l < m; ++l)
            for (int e = 0; e < d; ++e) {
                int row = 0, col = 0;
                if (e < m - l) {
                    row = e;
                    col = l;
                } else if (e < m - l + c) {
                    row = m - 1 - l;
                    col = l + (e - (m - l)) + 1;
                } else {
                    row = e - c;
                    col = l + c;
                }
                out.push_back({e, col, (row + col) % d});
            }
    } else {
        // Figure 3, left: line i is row i from column i + s_i on; its entry j is member j.
        const auto skews = JohnssonHoAddressSchedule::diagonalSkews(d, c);
        for (int i = 0; i < m; ++i) {
            first |= 1 << ((2 * i + skews[std::size_t(i)]) % d);
            for (int j = 0; j < d; ++j)
                out.push_back({j, (i + skews[std::size_t(i)] + j) % d, (2 * i + skews[std::size_t(i)] + j) % d});
        }
    }
    // The last c rows of the generating table: pair k in dimension (m + k + j) mod d at step j.
    for (int k = 0; k < c; ++k)
        for (int j = 0; j < d; ++j)
            out.push_back({d + k, j, (m + k + j) % d});
    if (firstMember)
        *firstMember = first;
    return out;
}

QString pairName(const JohnssonHoAddressSchedule &s, int slot)
{
    // Table 8 names a pair by its address with the most significant bit set: C(11111).
    const JohnssonHoAddresses a(s.d);
    const int addr = s.addressOf(slot);
    const int hi = std::max(addr, a.complement(addr));
    QString name = QStringLiteral("C(%1)").arg(a.bits(hi));
    if (s.copies > 1)
        name += QStringLiteral("#%1").arg(s.copyOf(slot));
    return name;
}

} // namespace

QString JohnssonHoAddressSchedule::slotName(int slot) const
{
    QString name = JohnssonHoAddresses(d).bits(addressOf(slot));
    if (copies > 1)
        name += QStringLiteral("#%1").arg(copyOf(slot));
    return name;
}

std::vector<int> JohnssonHoAddressSchedule::diagonalSkews(int d, int c)
{
    const int m = d - c;
    std::vector<int> s(std::size_t(std::max(m, 0)), 0);
    if (d % 2 == 1 || m <= 0)
        return s;
    for (int i = d / 2; i < m; ++i)
        s[std::size_t(i)] = 1;
    if (m == d / 2 && m >= 2)
        s[std::size_t(m - 1)] = 1;
    return s;
}

std::vector<std::vector<int>> JohnssonHoAddressSchedule::groupOne(Kind kind, int d, int c, int *firstMember)
{
    if (c <= 0 || c >= d || isPairKind(kind))
        return {};
    std::vector<std::vector<int>> t(std::size_t(d + c), std::vector<int>(std::size_t(d), -1));
    for (const GroupEntry &e : groupEntries(kind, d, c, firstMember))
        t[std::size_t(e.row)][std::size_t(e.column)] = e.dim;
    return t;
}

QStringList JohnssonHoAddressSchedule::groupOneViolations(Kind kind, int d, int c)
{
    QStringList out;
    if (c <= 0 || c >= d || isPairKind(kind))
        return {QStringLiteral("no group 1 for d = %1, c = %2").arg(d).arg(c)};
    const JohnssonHoAddresses a(d);
    int first = 0;
    const auto entries = groupEntries(kind, d, c, &first);
    const int m = d - c;
    std::map<std::pair<int, int>, int> cell; // (row, column) -> entries
    std::vector<std::vector<int>> dimsInColumn(static_cast<std::size_t>(d));
    std::vector<std::set<int>> memberDims(static_cast<std::size_t>(d));
    for (const GroupEntry &e : entries) {
        if (++cell[{e.row, e.column}] == 2)
            out << QStringLiteral("row %1 has two exchanges at step %2").arg(e.row).arg(e.column);
        dimsInColumn[std::size_t(e.column)].push_back(e.dim);
        if (e.row < d && !memberDims[std::size_t(e.row)].insert(e.dim).second)
            out << QStringLiteral("member %1 crosses dimension %2 twice").arg(e.row).arg(e.dim);
    }
    for (int col = 0; col < d; ++col) {
        auto dims = dimsInColumn[std::size_t(col)];
        std::sort(dims.begin(), dims.end());
        if (std::adjacent_find(dims.begin(), dims.end()) != dims.end())
            out << QStringLiteral("step %1 uses a dimension twice").arg(col);
    }
    if (a.period(first) != d)
        out << QStringLiteral("the necklace of %1 is not full (period %2)").arg(a.bits(first)).arg(a.period(first));
    if (bits::popcount(unsigned(first)) != m)
        out << QStringLiteral("the necklace of %1 does not have %2 one-bits").arg(a.bits(first)).arg(m);
    for (int j = 0; j < d; ++j) {
        int mask = 0;
        for (int dim : memberDims[std::size_t(j)])
            mask |= 1 << dim;
        if (mask != a.rotateLeft(first, j))
            out << QStringLiteral("member %1 crosses %2, not the bits of %3")
                       .arg(j)
                       .arg(a.bits(mask), a.bits(a.rotateLeft(first, j)));
    }
    return out;
}

namespace {

using Subset = JohnssonHoAddressSchedule::Subset;
using Unit = JohnssonHoAddressSchedule::Unit;
/// Per slot the (step, dimension) of each move of its content.
using SlotMoves = std::vector<std::vector<std::pair<int, int>>>;

/// Slot = copy 2^d + relative address.
int slotOf(int d, int copy, int address) { return (copy << d) + address; }

/// The complement pair of slot `lo` (the smaller of the two) as a unit.
Unit pairUnit(const JohnssonHoAddressSchedule &s, int lo)
{
    const JohnssonHoAddresses a(s.d);
    return Unit{{lo, slotOf(s.d, s.copyOf(lo), a.complement(s.addressOf(lo)))}, true};
}

/// Algorithms 1, 2 and 3: every complement pair's moves, the steps and the subsets (Algorithm
/// 2's pairs together, then Algorithm 1's groups of d).
void schedulePairs(JohnssonHoAddressSchedule &s, SlotMoves &moves)
{
    using Kind = JohnssonHoAddressSchedule::Kind;
    const int d = s.d;
    const JohnssonHoAddresses a(d);
    const int half = 1 << (d - 1);
    const int pairs = s.slotCount() / 2;
    // Pair U is pair U mod 2^(d-1) of copy U / 2^(d-1).
    const int n = s.kind == Kind::Algorithm2 ? pairs : s.kind == Kind::Algorithm3 ? d + pairs % d : 0;
    s.steps = n + d * ceilDiv(pairs - n, d);
    auto pairSlot = [&](int U, int dim) { return slotOf(d, U / half, a.moverOf(U % half, dim)); };
    for (int U = 0; U < pairs; ++U) {
        s.units.push_back({{slotOf(d, U / half, U % half), slotOf(d, U / half, a.complement(U % half))}, true});
        for (int r = 0; r < d; ++r) {
            // Algorithm 2 (or 3's first n pairs): dimension r at step (U + r) mod n;
            // Algorithm 1 (or 3's rest): groups of d, dimension (V mod d + r) mod d.
            const bool staggered = U < n;
            const int V = U - n;
            const int step = staggered ? (U + r) % n : n + (V / d) * d + r;
            const int dim = staggered ? r : (V % d + r) % d;
            moves[std::size_t(pairSlot(U, dim))].emplace_back(step, dim);
        }
    }
    if (n > 0) {
        Subset all{QStringLiteral("Algorithm 2 on pairs 0 .. %1").arg(n - 1), {}, 0, n};
        for (int U = 0; U < n; ++U)
            all.slotIds.insert(all.slotIds.end(), s.units[std::size_t(U)].slotIds.begin(),
                             s.units[std::size_t(U)].slotIds.end());
        s.subsets.push_back(all);
    }
    for (int V = 0; n + V < pairs; V += d) {
        Subset g{{}, {}, n + V, d};
        QStringList names;
        for (int U = n + V; U < std::min(pairs, n + V + d); ++U) {
            g.slotIds.insert(g.slotIds.end(), s.units[std::size_t(U)].slotIds.begin(), s.units[std::size_t(U)].slotIds.end());
            names << pairName(s, s.units[std::size_t(U)].slotIds.front());
        }
        g.name = names.join(QStringLiteral(", "));
        s.subsets.push_back(g);
    }
}

/// Algorithm 4's cyclic pairs in blocks of d from step 0 (Algorithm 1's rotation), one subset
/// per block; `cyclic` holds the smaller slot of each pair. Returns the steps they take.
int scheduleCyclicBlocks(JohnssonHoAddressSchedule &s, const std::vector<int> &cyclic, SlotMoves &moves)
{
    const int d = s.d;
    const JohnssonHoAddresses a(d);
    int t = 0;
    const int blocks = s.cyclicPairs / d;
    for (int b = 0; b < blocks; ++b) {
        Subset g{{}, {}, t, d};
        QStringList names;
        for (int k = 0; k < d; ++k) {
            const int lo = cyclic[std::size_t(b * d + k)];
            s.units.push_back(pairUnit(s, lo));
            g.slotIds.insert(g.slotIds.end(), s.units.back().slotIds.begin(), s.units.back().slotIds.end());
            names << pairName(s, lo);
            for (int r = 0; r < d; ++r) {
                const int dim = (k + r) % d;
                moves[std::size_t(slotOf(d, s.copyOf(lo), a.moverOf(s.addressOf(lo), dim)))].emplace_back(t + r, dim);
            }
        }
        g.name = names.join(QStringLiteral(", "));
        s.subsets.push_back(g);
        t += d;
    }
    return t;
}

/// Algorithm 4's group 1 from step t: the last c cyclic pairs with a full (d - c)-necklace of
/// copy 0, placed on the generating table (Figure 3). Returns the step after it.
int scheduleGroupOne(JohnssonHoAddressSchedule &s, const std::vector<int> &cyclic, SlotMoves &moves, int t)
{
    const int d = s.d;
    const JohnssonHoAddresses a(d);
    const int blocks = s.cyclicPairs / d;
    int first = 0;
    const auto entries = groupEntries(s.kind, d, s.c, &first);
    s.groupNecklace = a.distinguished(first);
    Subset g{{}, {}, t, d};
    QStringList names;
    for (int k = 0; k < s.c; ++k) {
        const int lo = cyclic[std::size_t(blocks * d + k)];
        s.units.push_back(pairUnit(s, lo));
        g.slotIds.insert(g.slotIds.end(), s.units.back().slotIds.begin(), s.units.back().slotIds.end());
        names << pairName(s, lo);
    }
    Unit necklace;
    for (int j = 0; j < d; ++j)
        necklace.slotIds.push_back(slotOf(d, 0, a.rotateLeft(first, j)));
    g.slotIds.insert(g.slotIds.end(), necklace.slotIds.begin(), necklace.slotIds.end());
    s.units.push_back(necklace);
    names << QStringLiteral("R(%1)").arg(a.bits(s.groupNecklace));
    for (const GroupEntry &e : entries) {
        int sl = 0;
        if (e.row < d) {
            sl = necklace.slotIds[std::size_t(e.row)];
        } else {
            const int lo = cyclic[std::size_t(blocks * d + e.row - d)];
            sl = slotOf(d, s.copyOf(lo), a.moverOf(s.addressOf(lo), e.dim));
        }
        moves[std::size_t(sl)].emplace_back(t + e.column, e.dim);
    }
    g.name = names.join(QStringLiteral(", "));
    s.subsets.push_back(g);
    return t + d;
}

/// Algorithm 4's other full necklaces of copy `copy` from step t, each on its own (Lemma 2),
/// complementary necklaces side by side. Returns the step after them.
int scheduleNecklaces(JohnssonHoAddressSchedule &s, const std::vector<JohnssonHoAddresses::Necklace> &all, int copy,
                      SlotMoves &moves, int t)
{
    const int d = s.d;
    const JohnssonHoAddresses a(d);
    std::map<int, const JohnssonHoAddresses::Necklace *> open; // distinguished -> necklace
    for (const auto &n : all)
        if (n.full && n.ones > 0 && !(copy == 0 && n.distinguished == s.groupNecklace))
            open[n.distinguished] = &n;
    std::vector<const JohnssonHoAddresses::Necklace *> order;
    for (const auto &n : all) {
        if (!open.count(n.distinguished) || 2 * n.ones > d)
            continue;
        const int comp = a.distinguished(a.complement(n.distinguished));
        if (comp == n.distinguished || !open.count(comp))
            continue;
        order.push_back(open[n.distinguished]);
        order.push_back(open[comp]);
        open.erase(n.distinguished);
        open.erase(comp);
    }
    for (const auto &[dist, n] : open)
        order.push_back(n);
    for (const auto *n : order) {
        std::vector<int> bits;
        for (int i = 0; i < d; ++i)
            if ((n->distinguished >> i) & 1)
                bits.push_back(i);
        Unit u;
        for (int r = 0; r < d; ++r) {
            const int sl = slotOf(d, copy, a.rotateLeft(n->distinguished, r));
            u.slotIds.push_back(sl);
            for (int k = 0; k < int(bits.size()); ++k)
                moves[std::size_t(sl)].emplace_back(t + k, (bits[std::size_t(k)] + r) % d);
        }
        QString name = QStringLiteral("R(%1)").arg(a.bits(n->distinguished));
        if (s.copies > 1)
            name += QStringLiteral("#%1").arg(copy);
        s.subsets.push_back({name, u.slotIds, t, n->ones});
        s.units.push_back(u);
        t += n->ones;
    }
    return t;
}

} // namespace

JohnssonHoAddressSchedule JohnssonHoAddressSchedule::make(Kind kind, int d, int copies)
{
    JohnssonHoAddressSchedule s;
    s.kind = kind;
    s.d = d;
    s.copies = copies;
    // K x K/2 cells: at most 2^13 x 2^12 (128 MB).
    if (d < 1 || d > 13 || copies < 1 || copies > (1 << 12) || (copies << d) > (1 << 13))
        return s;
    const JohnssonHoAddresses a(d);
    const int K = copies << d;
    s.dims.assign(std::size_t(K), {});
    SlotMoves moves(static_cast<std::size_t>(K));

    if (isPairKind(kind)) {
        schedulePairs(s, moves);
    } else {
        // Cyclic complement pairs (u < ~u), copy after copy.
        std::vector<int> cyclic; // the smaller slot of each pair
        for (int copy = 0; copy < copies; ++copy)
            for (int x = 0; x < (1 << d); ++x)
                if (a.isCyclic(x) && x < a.complement(x))
                    cyclic.push_back(slotOf(d, copy, x));
        s.cyclicPairs = int(cyclic.size());
        s.c = s.cyclicPairs % d;
        int t = scheduleCyclicBlocks(s, cyclic, moves);
        if (s.c > 0)
            t = scheduleGroupOne(s, cyclic, moves, t);
        // Every other full necklace on its own (Lemma 2), complementary necklaces side by side.
        const auto all = a.necklaces();
        for (int copy = 0; copy < copies; ++copy)
            t = scheduleNecklaces(s, all, copy, moves, t);
        s.steps = t;
    }
    for (int sl = 0; sl < K; ++sl) {
        s.dims[std::size_t(sl)].assign(std::size_t(s.steps), -1);
        for (const auto &[step, dim] : moves[std::size_t(sl)]) {
            int &cell = s.dims[std::size_t(sl)][std::size_t(step)];
            // Two moves of one slot in one step cannot be written down: violations() finds the
            // dimension that is then missing.
            if (cell < 0)
                cell = dim;
        }
    }
    return s;
}

QStringList JohnssonHoAddressSchedule::violations() const
{
    QStringList out;
    const JohnssonHoAddresses a(d);
    for (int sl = 0; sl < slotCount() && out.size() < 20; ++sl) {
        int crossed = 0;
        for (int dim : dims[std::size_t(sl)]) {
            if (dim < 0)
                continue;
            if (crossed & (1 << dim))
                out << QStringLiteral("%1 crosses dimension %2 twice").arg(slotName(sl)).arg(dim);
            crossed |= 1 << dim;
        }
        if (crossed != addressOf(sl))
            out << QStringLiteral("%1 crosses the dimensions %2, not those of its address").arg(slotName(sl), a.bits(crossed));
    }
    for (int t = 0; t < steps && out.size() < 40; ++t) {
        std::vector<int> users(std::size_t(d), 0);
        for (const auto &row : dims)
            if (row[std::size_t(t)] >= 0)
                ++users[std::size_t(row[std::size_t(t)])];
        for (int dim = 0; dim < d; ++dim)
            if (users[std::size_t(dim)] > 1)
                out << QStringLiteral("step %1 uses dimension %2 for %3 addresses").arg(t + 1).arg(dim).arg(
                    users[std::size_t(dim)]);
    }
    return out;
}

namespace {

std::pair<int, int> activeRange(const JohnssonHoAddressSchedule &s, const std::vector<int> &slotIds)
{
    int first = -1, last = -1;
    for (int sl : slotIds)
        for (int t = 0; t < s.steps; ++t)
            if (s.dims[std::size_t(sl)][std::size_t(t)] >= 0) {
                if (first < 0 || t < first)
                    first = t;
                last = std::max(last, t);
            }
    return {first, last};
}

std::pair<int, int> minMax(const std::vector<int> &values)
{
    if (values.empty())
        return {0, 0};
    const auto [lo, hi] = std::minmax_element(values.begin(), values.end());
    return {*lo, *hi};
}

} // namespace

std::pair<int, int> JohnssonHoAddressSchedule::unitSpanRange() const
{
    std::vector<int> spans;
    for (const Unit &u : units) {
        const auto [first, last] = activeRange(*this, u.slotIds);
        if (first >= 0)
            spans.push_back(last - first + 1);
    }
    return minMax(spans);
}

std::pair<int, int> JohnssonHoAddressSchedule::elementSpanRange() const
{
    std::vector<int> spans;
    for (int sl = 0; sl < slotCount(); ++sl) {
        const auto [first, last] = activeRange(*this, {sl});
        if (first >= 0)
            spans.push_back(last - first + 1);
    }
    return minMax(spans);
}

std::pair<int, int> JohnssonHoAddressSchedule::scheduledTogetherRange() const
{
    std::vector<int> perStep(std::size_t(steps), 0);
    for (const Unit &u : units)
        for (int t = 0; t < steps; ++t) {
            bool moves = false;
            for (int sl : u.slotIds)
                moves = moves || dims[std::size_t(sl)][std::size_t(t)] >= 0;
            if (moves)
                perStep[std::size_t(t)] += int(u.slotIds.size());
        }
    return minMax(perStep);
}

std::pair<int, int> JohnssonHoAddressSchedule::inTransitRange() const
{
    std::vector<int> perStep(std::size_t(steps), 0);
    for (const Unit &u : units) {
        const auto [first, last] = activeRange(*this, u.slotIds);
        for (int t = std::max(first, 0); first >= 0 && t <= last; ++t)
            perStep[std::size_t(t)] += int(u.slotIds.size());
    }
    return minMax(perStep);
}

namespace {

/// Sends, in every node, the listed slotIds across their dimensions as one round; a channel's
/// elements travel as one message (one transfer) when `combine`, else one transfer each.
void sendMoves(RoundBuilder &rounds, const Problem &problem, const JohnssonHoAddressSchedule &s,
               const std::vector<std::pair<int, int>> &moves, std::vector<int> &crossed, bool combine)
{
    const int p = problem.processors();
    for (int k = 0; k < p; ++k) {
        std::map<int, std::vector<int>> byDim;
        for (const auto &[sl, dim] : moves) {
            const int origin = k ^ crossed[std::size_t(sl)];
            const int packet = problem.alltoallPacket(origin, origin ^ s.addressOf(sl), s.copyOf(sl));
            if (combine)
                byDim[dim].push_back(packet);
            else
                rounds.send({k, k ^ (1 << dim)}, {packet});
        }
        for (auto &[dim, packets] : byDim)
            rounds.send({k, k ^ (1 << dim)}, packets);
    }
    for (const auto &[sl, dim] : moves)
        crossed[std::size_t(sl)] |= 1 << dim;
}

QString movesText(const JohnssonHoAddressSchedule &s, const std::vector<std::pair<int, int>> &moves)
{
    QStringList out;
    for (const auto &[sl, dim] : moves)
        out << QStringLiteral("%1 in %2").arg(s.slotName(sl)).arg(dim);
    return out.join(QStringLiteral(", "));
}

} // namespace

Schedule JohnssonHoAddressSchedule::build(const Problem &problem, const Algorithm &algorithm) const
{
    Schedule out = problem.emptySchedule();
    RoundBuilder rounds(out, problem, algorithm);
    std::vector<int> crossed(std::size_t(slotCount()), 0);
    const int line = kind == Kind::Algorithm3 ? 3 : 4;
    for (int t = 0; t < steps; ++t) {
        std::vector<std::pair<int, int>> moves;
        for (int sl = 0; sl < slotCount(); ++sl)
            if (dims[std::size_t(sl)][std::size_t(t)] >= 0)
                moves.emplace_back(sl, dims[std::size_t(sl)][std::size_t(t)]);
        const QString text = movesText(*this, moves);
        for (int k = 0; k < problem.processors(); ++k)
            rounds.trace(k, line, [&] {
                return TraceVars{{QStringLiteral("step"), QString::number(t + 1)}, {QStringLiteral("exchanges"), text}};
            });
        sendMoves(rounds, problem, *this, moves, crossed, false);
        rounds.finish(narration(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                                                  "Round %1 of %2: every node sends, in each listed dimension at once, "
                                                  "the element in the listed local address to its neighbour and "
                                                  "stores the one coming back there (address in dimension): %3. "
                                                  "Each of the %4 channels used carries one element."))
                          .arg(t + 1)
                          .arg(steps)
                          .arg(text)
                          .arg(int(moves.size()) * problem.processors()));
    }
    return out;
}

JohnssonHoBlocking JohnssonHoBlocking::make(const JohnssonHoAddressSchedule &schedule)
{
    JohnssonHoBlocking b;
    b.schedule = schedule;
    for (const auto &sub : schedule.subsets) {
        b.rows = std::max(b.rows, sub.length);
        b.sum += sub.length;
    }
    if (b.rows == 0)
        return b;
    int col = 0, row = 0;
    b.columns.assign(std::size_t(ceilDiv(b.sum, b.rows)), std::vector<Entry>(std::size_t(b.rows)));
    for (int s = 0; s < int(schedule.subsets.size()); ++s)
        for (int k = 0; k < schedule.subsets[std::size_t(s)].length; ++k) {
            b.columns[std::size_t(col)][std::size_t(row)] = {s, k};
            if (++row == b.rows) {
                row = 0;
                ++col;
            }
        }
    return b;
}

int JohnssonHoBlocking::blockSize(int row) const
{
    int n = 0;
    for (const auto &col : columns)
        n += col[std::size_t(row)].subset >= 0 ? 1 : 0;
    return n;
}

int JohnssonHoBlocking::maxBlock() const
{
    int n = 0;
    for (int r = 0; r < rows; ++r)
        n = std::max(n, blockSize(r));
    return n;
}

std::vector<std::vector<std::pair<int, int>>> JohnssonHoBlocking::blockMoves() const
{
    std::vector<std::vector<std::pair<int, int>>> out(static_cast<std::size_t>(rows));
    for (int r = 0; r < rows; ++r)
        for (const auto &col : columns) {
            const Entry &e = col[std::size_t(r)];
            if (e.subset < 0)
                continue;
            const auto &sub = schedule.subsets[std::size_t(e.subset)];
            for (int sl : sub.slotIds) {
                const int dim = schedule.dims[std::size_t(sl)][std::size_t(sub.first + e.localStep)];
                if (dim >= 0)
                    out[std::size_t(r)].emplace_back(sl, dim);
            }
        }
    return out;
}

QStringList JohnssonHoBlocking::violations() const
{
    QStringList out;
    std::vector<int> crossed(std::size_t(schedule.slotCount()), 0);
    const auto moves = blockMoves();
    for (int r = 0; r < rows && out.size() < 20; ++r) {
        std::set<int> moved;
        for (const auto &[sl, dim] : moves[std::size_t(r)]) {
            if (!moved.insert(sl).second)
                out << QStringLiteral("%1 moves twice in block %2").arg(schedule.slotName(sl)).arg(r);
            if (crossed[std::size_t(sl)] & (1 << dim))
                out << QStringLiteral("%1 crosses dimension %2 twice").arg(schedule.slotName(sl)).arg(dim);
            crossed[std::size_t(sl)] |= 1 << dim;
        }
    }
    for (int sl = 0; sl < schedule.slotCount() && out.size() < 20; ++sl)
        if (crossed[std::size_t(sl)] != schedule.addressOf(sl))
            out << QStringLiteral("%1 does not cross exactly the dimensions of its address").arg(schedule.slotName(sl));
    return out;
}

Schedule JohnssonHoBlocking::build(const Problem &problem, const Algorithm &algorithm) const
{
    Schedule out = problem.emptySchedule();
    RoundBuilder rounds(out, problem, algorithm);
    std::vector<int> crossed(std::size_t(schedule.slotCount()), 0);
    const auto moves = blockMoves();
    for (int r = 0; r < rows; ++r) {
        QStringList groups;
        for (const auto &col : columns)
            if (col[std::size_t(r)].subset >= 0)
                groups << QStringLiteral("{%1}").arg(schedule.subsets[std::size_t(col[std::size_t(r)].subset)].name);
        const QString text = groups.join(QStringLiteral(" "));
        for (int k = 0; k < problem.processors(); ++k)
            rounds.trace(k, 3, [&] {
                return TraceVars{{QStringLiteral("block"), QString::number(r)}, {QStringLiteral("subsets"), text}};
            });
        sendMoves(rounds, problem, schedule, moves[std::size_t(r)], crossed, true);
        rounds.finish(narration(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                                                  "Block transfer %1 of %2: every node sends over each channel one "
                                                  "message holding one element from each of the %3 subsets of this "
                                                  "row of the blocking table: %4."))
                          .arg(r + 1)
                          .arg(rows)
                          .arg(blockSize(r))
                          .arg(text));
    }
    return out;
}

JohnssonHoWideChannels JohnssonHoWideChannels::make(const JohnssonHoBlocking &blocking, int width)
{
    JohnssonHoWideChannels w;
    w.blocking = blocking;
    w.width = std::max(1, width);
    w.stepOf.assign(blocking.columns.size(), std::vector<int>(std::size_t(blocking.rows), -1));
    std::vector<int> load;
    std::vector<std::set<int>> subsetsAt;
    int n = 0;
    // Row by row, right to left within a row (§6): entry n would get step n / b.
    for (int r = 0; r < blocking.rows; ++r)
        for (int col = int(blocking.columns.size()) - 1; col >= 0; --col) {
            const auto &e = blocking.columns[std::size_t(col)][std::size_t(r)];
            if (e.subset < 0)
                continue;
            int t = 0;
            while (true) {
                if (t >= int(load.size())) {
                    load.push_back(0);
                    subsetsAt.emplace_back();
                }
                if (load[std::size_t(t)] < w.width && !subsetsAt[std::size_t(t)].count(e.subset))
                    break;
                ++t;
            }
            ++load[std::size_t(t)];
            subsetsAt[std::size_t(t)].insert(e.subset);
            w.stepOf[std::size_t(col)][std::size_t(r)] = t;
            w.paperLabelling = w.paperLabelling && t == n / w.width;
            w.steps = std::max(w.steps, t + 1);
            ++n;
        }
    return w;
}

QStringList JohnssonHoWideChannels::violations() const
{
    QStringList out;
    const auto &s = blocking.schedule;
    std::vector<std::map<int, int>> load(static_cast<std::size_t>(steps)); // step -> dim -> elements
    std::vector<std::set<int>> moved(static_cast<std::size_t>(steps));
    std::vector<int> crossed(std::size_t(s.slotCount()), 0);
    for (std::size_t col = 0; col < blocking.columns.size(); ++col)
        for (int r = 0; r < blocking.rows; ++r) {
            const auto &e = blocking.columns[col][std::size_t(r)];
            if (e.subset < 0)
                continue;
            const int t = stepOf[col][std::size_t(r)];
            const auto &sub = s.subsets[std::size_t(e.subset)];
            for (int sl : sub.slotIds) {
                const int dim = s.dims[std::size_t(sl)][std::size_t(sub.first + e.localStep)];
                if (dim < 0)
                    continue;
                if (!moved[std::size_t(t)].insert(sl).second && out.size() < 20)
                    out << QStringLiteral("%1 moves twice in step %2").arg(s.slotName(sl)).arg(t);
                if (++load[std::size_t(t)][dim] == width + 1 && out.size() < 20)
                    out << QStringLiteral("step %1 puts more than %2 elements on dimension %3").arg(t).arg(width).arg(dim);
                crossed[std::size_t(sl)] |= 1 << dim;
            }
        }
    for (int sl = 0; sl < s.slotCount() && out.size() < 20; ++sl)
        if (crossed[std::size_t(sl)] != s.addressOf(sl))
            out << QStringLiteral("%1 does not cross exactly the dimensions of its address").arg(s.slotName(sl));
    return out;
}

Schedule JohnssonHoWideChannels::build(const Problem &problem, const Algorithm &algorithm) const
{
    Schedule out = problem.emptySchedule();
    RoundBuilder rounds(out, problem, algorithm);
    const auto &s = blocking.schedule;
    std::vector<std::vector<std::pair<int, int>>> moves(static_cast<std::size_t>(steps));
    for (std::size_t col = 0; col < blocking.columns.size(); ++col)
        for (int r = 0; r < blocking.rows; ++r) {
            const auto &e = blocking.columns[col][std::size_t(r)];
            if (e.subset < 0)
                continue;
            const auto &sub = s.subsets[std::size_t(e.subset)];
            for (int sl : sub.slotIds) {
                const int dim = s.dims[std::size_t(sl)][std::size_t(sub.first + e.localStep)];
                if (dim >= 0)
                    moves[std::size_t(stepOf[col][std::size_t(r)])].emplace_back(sl, dim);
            }
        }
    std::vector<int> crossed(std::size_t(s.slotCount()), 0);
    for (int t = 0; t < steps; ++t) {
        sendMoves(rounds, problem, s, moves[std::size_t(t)], crossed, true);
        rounds.finish(narration(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                                                  "Round %1 of %2 on channels %3 elements wide: every channel carries "
                                                  "up to %3 elements at once: %4."))
                          .arg(t + 1)
                          .arg(steps)
                          .arg(width)
                          .arg(movesText(s, moves[std::size_t(t)])));
    }
    return out;
}

int JohnssonHoWideChannels::lemma5Steps() const
{
    const int K = blocking.schedule.slotCount(), d = blocking.schedule.d;
    return d * ceilDiv(K, 2 * d * width);
}

int JohnssonHoWideChannels::summarySteps() const
{
    const int K = blocking.schedule.slotCount(), d = blocking.schedule.d;
    return K / (2 * d) >= width ? ceilDiv(K, 2 * width) : d;
}

int JohnssonHoWideChannels::lowerBound() const
{
    const int K = blocking.schedule.slotCount(), d = blocking.schedule.d;
    return std::max(d, ceilDiv(K, 2 * width));
}

} // namespace collviz::core::algorithms

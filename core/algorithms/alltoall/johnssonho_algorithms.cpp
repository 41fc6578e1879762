// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Seed 004, Johnsson and Ho 1992: alltoall-jh-alg3, alltoall-jh-alg4 (diagonal and greedy line
// drawings), alltoall-jh-alg4-blocked, and the tables `collviz-cli table` prints for every
// Johnsson-Ho algorithm: the schedule, the necklaces, the blocking (Table 8), the wide
// channels (Table 9) and Table 6 measured.

#include "core/algorithms/alltoall/johnssonho_schedule.h"

#include "core/algorithms/algorithms.h"
#include "core/algorithms/common.h"
#include "core/algorithms/sources.h"

#include <algorithm>

namespace collviz::core::algorithms {

namespace {

using Kind = JohnssonHoAddressSchedule::Kind;

/// The largest cube the engine runs these on (as alltoall-jh-alg1/alg2).
constexpr int kMaxDimension = 10;
/// The largest K the tables accept: the schedule holds K x K/2 cells (8 million here), and a
/// printed table with more would be unreadable anyway.
constexpr int kMaxElements = 1 << 12;

int ceilDiv(int a, int b) { return (a + b - 1) / b; }

struct IdKind
{
    const char *id;
    Kind kind;
    bool blocked;
};
constexpr IdKind kIds[] = {
    {"alltoall-jh-alg1", Kind::Algorithm1, false},
    {"alltoall-jh-alg2", Kind::Algorithm2, false},
    {"alltoall-jh-alg3", Kind::Algorithm3, false},
    {"alltoall-jh-alg4", Kind::Algorithm4Diagonal, false},
    {"alltoall-jh-alg4-greedy", Kind::Algorithm4Greedy, false},
    {"alltoall-jh-alg4-blocked", Kind::Algorithm4Diagonal, true},
};

const IdKind *findId(const QString &id)
{
    for (const IdKind &k : kIds)
        if (id == QLatin1String(k.id))
            return &k;
    return nullptr;
}

QString kindName(Kind kind)
{
    switch (kind) {
    case Kind::Algorithm1:
        return QStringLiteral("Algorithm 1");
    case Kind::Algorithm2:
        return QStringLiteral("Algorithm 2");
    case Kind::Algorithm3:
        return QStringLiteral("Algorithm 3");
    case Kind::Algorithm4Diagonal:
        return QStringLiteral("Algorithm 4 (diagonal lines)");
    case Kind::Algorithm4Greedy:
        return QStringLiteral("Algorithm 4 (greedy lines)");
    }
    return {};
}

/// Table 6 (Algorithms 1-3) and Theorem 1 (Algorithm 4): element transfers and the span.
int formulaSteps(Kind kind, int d, int K)
{
    return kind == Kind::Algorithm1 ? d * ceilDiv(K / 2, d) : K / 2;
}
std::pair<int, int> formulaSpan(Kind kind, int d, int K)
{
    switch (kind) {
    case Kind::Algorithm1:
        return {d, d};
    case Kind::Algorithm2:
        return {d, K / 2};
    case Kind::Algorithm3:
        return {d, d + (K / 2) % d};
    default:
        return {1, d}; // Theorem 1 gives the maximum; a 1-necklace is done in one step
    }
}

QString rangeText(std::pair<int, int> r) { return QStringLiteral("%1..%2").arg(r.first).arg(r.second); }

ScheduleTable::Check check(const QString &name, const QString &rule, const QStringList &failures)
{
    ScheduleTable::Check c;
    c.name = name;
    c.rule = rule;
    c.failures = failures.mid(0, 20);
    c.holds = failures.isEmpty();
    return c;
}

ScheduleTable scheduleView(const JohnssonHoAddressSchedule &s, const QString &source)
{
    const JohnssonHoAddresses a(s.d);
    const int K = s.slotCount();
    ScheduleTable out;
    out.corner = QStringLiteral("Memory loc/pair");
    for (int t = 0; t < s.steps; ++t)
        out.columnHeaders << QString::number(t + 1);
    auto cellsOf = [&](const std::vector<int> &slotIds) {
        QStringList row;
        for (int t = 0; t < s.steps; ++t) {
            int dim = -1;
            for (int sl : slotIds)
                dim = std::max(dim, s.dims[std::size_t(sl)][std::size_t(t)]);
            row << (dim < 0 ? QStringLiteral("-") : QString::number(dim));
        }
        return row;
    };
    for (const auto &u : s.units) {
        if (u.pair) {
            const int lo = std::min(u.slotIds[0], u.slotIds[1]), hi = std::max(u.slotIds[0], u.slotIds[1]);
            out.rowHeaders << QStringLiteral("(%1, %2)").arg(s.slotName(lo), s.slotName(hi));
            out.cells << cellsOf(u.slotIds);
        } else {
            for (int sl : u.slotIds) {
                out.rowHeaders << s.slotName(sl);
                out.cells << cellsOf({sl});
            }
        }
    }
    const auto span = s.unitSpanRange();
    const auto espan = s.elementSpanRange();
    const auto together = s.scheduledTogetherRange();
    const auto transit = s.inTransitRange();
    out.title = QStringLiteral("%1: the processor dimension each local address (or complement pair) is exchanged "
                               "in, per exchange step, on a %2-cube with K = %3 (%4); measured: %5 steps, span %6 "
                               "(per pair or necklace), element span %7, local addresses scheduled together %8, "
                               "in transit %9")
                    .arg(kindName(s.kind))
                    .arg(s.d)
                    .arg(K)
                    .arg(source)
                    .arg(s.steps)
                    .arg(rangeText(span), rangeText(espan), rangeText(together), rangeText(transit));
    out.checks << check(QStringLiteral("moves"),
                        QStringLiteral("every local address crosses each dimension of its relative address exactly "
                                       "once and no other; no dimension carries two addresses in a step (one element "
                                       "per channel direction per step)"),
                        s.violations());
    const int steps = formulaSteps(s.kind, s.d, K);
    QStringList stepFailures;
    if (s.steps != steps)
        stepFailures << QStringLiteral("%1 steps").arg(s.steps);
    out.checks << check(QStringLiteral("steps"),
                        s.kind == Kind::Algorithm1
                            ? QStringLiteral("d ceil(K/2d) = %1 exchange steps (Table 6)").arg(steps)
                            : QStringLiteral("K/2 = %1 exchange steps (%2)")
                                  .arg(steps)
                                  .arg(s.kind == Kind::Algorithm2 || s.kind == Kind::Algorithm3 ? QStringLiteral("Table 6")
                                                                                                : QStringLiteral("Theorem 1")),
                        stepFailures);
    const auto fs = formulaSpan(s.kind, s.d, K);
    QStringList spanFailures;
    const bool four = s.kind == Kind::Algorithm4Diagonal || s.kind == Kind::Algorithm4Greedy;
    if (span.second != fs.second || (!four && span.first != fs.first))
        spanFailures << QStringLiteral("spans range over %1").arg(rangeText(span));
    out.checks << check(QStringLiteral("span"),
                        four ? QStringLiteral("the largest span of a pair or necklace is d = %1 (Theorem 1)").arg(s.d)
                             : QStringLiteral("the spans of the complement pairs range over %1 (Table 6)").arg(rangeText(fs)),
                        spanFailures);
    if (four && s.c > 0)
        out.checks << check(QStringLiteral("group 1"),
                            QStringLiteral("the %1 cyclic pairs left over and the full %2-necklace R(%3) fill the d x d "
                                           "generating table: each entry once, every dimension once per step, each "
                                           "member once per step and once per dimension of its address")
                                .arg(s.c)
                                .arg(s.d - s.c)
                                .arg(a.bits(s.groupNecklace)),
                            JohnssonHoAddressSchedule::groupOneViolations(s.kind, s.d, s.c));
    return out;
}

QString lemma4Rule(Kind kind, int d, int K)
{
    switch (kind) {
    case Kind::Algorithm1:
        return QStringLiteral("Algorithm 1: d = %1 block transfers of ceil(K/2d) = %2 (section 5)").arg(d).arg(ceilDiv(K / 2, d));
    case Kind::Algorithm2:
        return QStringLiteral("Algorithm 2: K/2 = %1 block transfers of 1 (section 5)").arg(K / 2);
    case Kind::Algorithm3: {
        const int n = d + (K / 2) % d;
        return QStringLiteral("Lemma 4: d + (K/2 mod d) = %1 block transfers of ceil(K / 2(d + K/2 mod d)) = %2").arg(n).arg(
            ceilDiv(K / 2, n));
    }
    default:
        return QStringLiteral("Lemma 4: d = %1 block transfers of ceil(K/2d) = %2").arg(d).arg(ceilDiv(K / 2, d));
    }
}

std::pair<int, int> lemma4(Kind kind, int d, int K)
{
    switch (kind) {
    case Kind::Algorithm1:
        return {d, ceilDiv(K / 2, d)};
    case Kind::Algorithm2:
        return {K / 2, 1};
    case Kind::Algorithm3:
        return {d + (K / 2) % d, ceilDiv(K / 2, d + (K / 2) % d)};
    default:
        return {d, ceilDiv(K / 2, d)};
    }
}

ScheduleTable blockedView(const JohnssonHoBlocking &b, const QString &source)
{
    const auto &s = b.schedule;
    const int K = s.slotCount();
    ScheduleTable out;
    out.corner = QStringLiteral("Comm. step");
    for (std::size_t col = 0; col < b.columns.size(); ++col)
        out.columnHeaders << QStringLiteral("Group %1").arg(col + 1);
    for (int r = 0; r < b.rows; ++r) {
        out.rowHeaders << QString::number(r);
        QStringList row;
        for (const auto &col : b.columns) {
            const auto &e = col[std::size_t(r)];
            row << (e.subset < 0 ? QStringLiteral("-")
                                 : QStringLiteral("{%1}").arg(s.subsets[std::size_t(e.subset)].name));
        }
        out.cells << row;
    }
    out.title = QStringLiteral("%1 blocked (section 5): each row is one block transfer, each entry one exchange step "
                               "of a subset scheduled together, one element per channel; %2-cube, K = %3 (%4); "
                               "measured: %5 block transfers, largest block %6 elements per channel, %7 element "
                               "transfers in sequence (unblocked: %8)")
                    .arg(kindName(s.kind))
                    .arg(s.d)
                    .arg(K)
                    .arg(source)
                    .arg(b.rows)
                    .arg(b.maxBlock())
                    .arg(b.sum)
                    .arg(s.steps);
    out.checks << check(QStringLiteral("moves"),
                        QStringLiteral("no address moves twice in a block; every address crosses each dimension of "
                                       "its relative address exactly once"),
                        b.violations());
    const auto [blocks, size] = lemma4(s.kind, s.d, K);
    QStringList failures;
    if (b.rows != blocks || b.maxBlock() != size)
        failures << QStringLiteral("%1 block transfers, largest block %2").arg(b.rows).arg(b.maxBlock());
    out.checks << check(QStringLiteral("blocks"), lemma4Rule(s.kind, s.d, K), failures);
    QStringList sum;
    if (b.sum != s.steps)
        sum << QStringLiteral("%1 element transfers in sequence, unblocked %2").arg(b.sum).arg(s.steps);
    out.checks << check(QStringLiteral("transfers"),
                        QStringLiteral("blocking keeps the element transfers in sequence: T_sum = %1").arg(s.steps), sum);
    return out;
}

ScheduleTable wideView(const JohnssonHoWideChannels &w, const QString &source)
{
    const auto &b = w.blocking;
    const auto &s = b.schedule;
    const int K = s.slotCount();
    ScheduleTable out;
    out.corner = QStringLiteral("Row");
    for (std::size_t col = 0; col < b.columns.size(); ++col)
        out.columnHeaders << QStringLiteral("Group %1").arg(col + 1) << QStringLiteral("Time");
    for (int r = 0; r < b.rows; ++r) {
        out.rowHeaders << QString::number(r);
        QStringList row;
        for (std::size_t col = 0; col < b.columns.size(); ++col) {
            const auto &e = b.columns[col][std::size_t(r)];
            if (e.subset < 0)
                row << QStringLiteral("-") << QStringLiteral("-");
            else
                row << QStringLiteral("{%1}").arg(s.subsets[std::size_t(e.subset)].name)
                    << QString::number(w.stepOf[col][std::size_t(r)]);
        }
        out.cells << row;
    }
    const int lemma5 = w.lemma5Steps(), summary = w.summarySteps(), bound = w.lowerBound();
    auto versus = [&](int printed) {
        return w.steps < printed   ? QStringLiteral("the engine needs %1 fewer").arg(printed - w.steps)
               : w.steps > printed ? QStringLiteral("the engine needs %1 more").arg(w.steps - printed)
                                   : QStringLiteral("reached");
    };
    out.title = QStringLiteral("%1 on channels %2 elements wide (section 6): the blocking table's entries labelled "
                               "with their time step; %3-cube, K = %4 (%5); measured: %6 steps; Lemma 5 as printed, "
                               "d ceil(K/2db) = %7 (%8); Table 9 and the summary, ceil(K/2b) if floor(K/2d) >= b "
                               "else d: %9 (%10); no schedule needs fewer than max(d, ceil(K/2b)) = %11; Table 9's "
                               "labelling (row by row, right to left, entry n at step floor(n/b)) %12")
                    .arg(kindName(s.kind))
                    .arg(w.width)
                    .arg(s.d)
                    .arg(K)
                    .arg(source)
                    .arg(w.steps)
                    .arg(lemma5)
                    .arg(versus(lemma5))
                    .arg(summary)
                    .arg(versus(summary), QString::number(bound),
                         w.paperLabelling ? QStringLiteral("holds for every entry")
                                          : QStringLiteral("would put two steps of one subset into one step, so "
                                                           "those entries moved to the first later step with room"));
    out.checks << check(QStringLiteral("channels"),
                        QStringLiteral("at most b = %1 elements per channel direction per step, no address moves twice "
                                       "in a step, every address crosses each dimension of its relative address once")
                            .arg(w.width),
                        w.violations());
    const int least = std::max(b.rows, ceilDiv(b.sum, w.width));
    QStringList failures;
    if (w.steps != least)
        failures << QStringLiteral("%1 steps").arg(w.steps);
    out.checks << check(QStringLiteral("steps"),
                        QStringLiteral("max(T_max, ceil(T_sum / b)) = %1 steps, the fewest this blocking table allows")
                            .arg(least),
                        failures);
    return out;
}

ScheduleTable necklaceView(const JohnssonHoAddressSchedule &s, const QString &source)
{
    const JohnssonHoAddresses a(s.d);
    ScheduleTable out;
    out.corner = QStringLiteral("Distinguished");
    out.columnHeaders << QStringLiteral("q") << QStringLiteral("period") << QStringLiteral("kind")
                      << QStringLiteral("members") << QStringLiteral("scheduled with (steps)");
    std::vector<int> subsetOf(std::size_t(s.slotCount()), -1);
    for (int i = 0; i < int(s.subsets.size()); ++i)
        for (int sl : s.subsets[std::size_t(i)].slotIds)
            subsetOf[std::size_t(sl)] = i;
    int cyclic = 0;
    const auto all = a.necklaces();
    for (const auto &n : all) {
        out.rowHeaders << a.bits(n.distinguished);
        QStringList members;
        for (int m : n.members)
            members << a.bits(m);
        QStringList where;
        for (int m : n.members) {
            const int sub = subsetOf[std::size_t(m)];
            const QString w = sub < 0 ? QStringLiteral("never moves")
                                      : QStringLiteral("{%1} (%2..%3)")
                                            .arg(s.subsets[std::size_t(sub)].name)
                                            .arg(s.subsets[std::size_t(sub)].first + 1)
                                            .arg(s.subsets[std::size_t(sub)].first + s.subsets[std::size_t(sub)].length);
            if (!where.contains(w))
                where << w;
        }
        if (!n.full)
            cyclic += n.period;
        out.cells << QStringList{QString::number(n.ones), QString::number(n.period),
                                 n.full ? QStringLiteral("full") : QStringLiteral("cyclic"),
                                 members.join(QLatin1Char(' ')), where.join(QStringLiteral("; "))};
    }
    out.title = QStringLiteral("Necklaces of the %1-bit local addresses (section 2.1): %2 necklaces, %3 cyclic "
                               "addresses in %4 complement pairs%5; the last column: the subset %6 schedules them with "
                               "(copy 0 of K = %7), and its steps (%8)")
                    .arg(s.d)
                    .arg(all.size())
                    .arg(cyclic)
                    .arg(cyclic / 2)
                    .arg(s.kind == Kind::Algorithm4Diagonal || s.kind == Kind::Algorithm4Greedy
                             ? QStringLiteral(", c = (cyclic pairs over all copies) mod d = %1").arg(s.c)
                             : QString())
                    .arg(kindName(s.kind))
                    .arg(s.slotCount())
                    .arg(source);
    QStringList failures;
    int counted = 0;
    for (const auto &n : all)
        counted += n.period;
    if (counted != a.count())
        failures << QStringLiteral("%1 addresses in the necklaces").arg(counted);
    out.checks << check(QStringLiteral("partition"),
                        QStringLiteral("every one of the K = %1 addresses is in exactly one necklace").arg(a.count()),
                        failures);
    return out;
}

ScheduleTable summaryView(int d, int copies, const QString &source)
{
    const int K = copies << d;
    ScheduleTable out;
    out.corner = QStringLiteral("Algorithm");
    out.columnHeaders = {QStringLiteral("Element transfers"),  QStringLiteral("Span min"),
                         QStringLiteral("Span max"),           QStringLiteral("Element span max"),
                         QStringLiteral("Together min"),       QStringLiteral("Together max"),
                         QStringLiteral("In transit min"),     QStringLiteral("In transit max"),
                         QStringLiteral("Paper: transfers"),   QStringLiteral("Paper: span"),
                         QStringLiteral("Paper: in transit")};
    QStringList transferFailures, spanFailures, transitFailures;
    const int r = (K / 2) % d;
    for (Kind kind : {Kind::Algorithm1, Kind::Algorithm2, Kind::Algorithm3, Kind::Algorithm4Diagonal,
                      Kind::Algorithm4Greedy}) {
        const auto s = JohnssonHoAddressSchedule::make(kind, d, copies);
        const auto span = s.unitSpanRange();
        const auto together = s.scheduledTogetherRange();
        const auto transit = s.inTransitRange();
        const bool four = kind == Kind::Algorithm4Diagonal || kind == Kind::Algorithm4Greedy;
        const auto fs = formulaSpan(kind, d, K);
        // Table 6's "local memory addresses in transit"; for Algorithm 4 section 4's "a row of
        // 2d addresses, d + 2c for the one with the cyclic pairs".
        std::pair<int, int> ft;
        switch (kind) {
        case Kind::Algorithm1:
            ft = {2 * r, 2 * d};
            break;
        case Kind::Algorithm2:
            ft = {2 * d, 2 * d};
            break;
        case Kind::Algorithm3:
            ft = {2 * d, 2 * (d + r)};
            break;
        default:
            // 2d for a block of cyclic pairs, d + 2c for group 1, d for a necklace.
            ft = {K, 0};
            for (const auto &sub : s.subsets)
                ft = {std::min(ft.first, int(sub.slotIds.size())), std::max(ft.second, int(sub.slotIds.size()))};
            break;
        }
        out.rowHeaders << kindName(kind).mid(10);
        out.cells << QStringList{QString::number(s.steps),         QString::number(span.first),
                                 QString::number(span.second),     QString::number(s.elementSpanRange().second),
                                 QString::number(together.first),  QString::number(together.second),
                                 QString::number(transit.first),   QString::number(transit.second),
                                 QString::number(formulaSteps(kind, d, K)),
                                 four ? QStringLiteral("max %1").arg(fs.second) : rangeText(fs),
                                 rangeText(ft)};
        if (s.steps != formulaSteps(kind, d, K))
            transferFailures << QStringLiteral("%1: %2 steps").arg(kindName(kind)).arg(s.steps);
        if (span.second != fs.second || (!four && span.first != fs.first))
            spanFailures << QStringLiteral("%1: span %2").arg(kindName(kind), rangeText(span));
        // Which measure Table 6 counts differs by row (see the check's rule).
        const auto measured = kind == Kind::Algorithm3 ? transit : together;
        auto expected = ft;
        if (kind == Kind::Algorithm1 && r == 0)
            expected.first = 2 * std::min(d, K / 2);
        if (kind == Kind::Algorithm1)
            expected.second = 2 * std::min(d, K / 2);
        if (measured != expected)
            transitFailures << QStringLiteral("%1: %2, paper %3").arg(kindName(kind), rangeText(measured), rangeText(ft));
    }
    out.title = QStringLiteral("Table 6 measured from the engine's schedules on a %1-cube, K = %2 (%3). Span: first to "
                               "last exchange of a complement pair (Algorithm 4: of a pair or necklace); element span: "
                               "Definition 2 per element. Local addresses per step: together = of the pairs or "
                               "necklaces exchanging in the step, in transit = of those between their first and last "
                               "exchange")
                    .arg(d)
                    .arg(K)
                    .arg(source);
    out.checks << check(QStringLiteral("transfers"),
                        QStringLiteral("element transfers: d ceil(K/2d) for Algorithm 1, K/2 for the others (Table 6, "
                                       "Theorem 1)"),
                        transferFailures);
    out.checks << check(QStringLiteral("span"),
                        QStringLiteral("span d..d, d..K/2, d..d + (K/2 mod d) for Algorithms 1-3 (Table 6), at most d "
                                       "for Algorithm 4 (Theorem 1)"),
                        spanFailures);
    out.checks << check(QStringLiteral("in transit"),
                        QStringLiteral("Table 6's addresses in transit are the 'together' count for Algorithms 1 and 2 "
                                       "and the 'in transit' count for Algorithm 3 (Algorithm 2's in-transit count "
                                       "exceeds 2d: its wrapped pairs stay in transit across the table); where d "
                                       "divides K/2, Algorithm 1's minimum 2((K/2) mod d) = 0 is 2d (every group is "
                                       "full); Algorithm 4: 2d addresses for a block of d cyclic pairs, d + 2c for group 1, d for "
                                       "a necklace (section 4)"),
                        transitFailures);
    return out;
}

} // namespace

bool isJohnssonHoAlgorithm(const QString &algorithmId) { return findId(algorithmId) != nullptr; }

std::optional<ScheduleTable> johnssonHoTable(const QString &algorithmId, const Topology &topology,
                                             const JohnssonHoTableRequest &request, QString *why)
{
    const IdKind *id = findId(algorithmId);
    auto refuse = [why](const QString &sentence) {
        if (why)
            *why = sentence;
        return std::nullopt;
    };
    if (!id)
        return refuse(QStringLiteral("%1 is not a Johnsson-Ho algorithm; the options --blocked, --channel-width, "
                                     "--elements, --necklaces and --summary apply to alltoall-jh-alg1 .. alltoall-jh-alg4")
                          .arg(algorithmId));
    if (!topology.has(Trait::BinaryCube) || topology.dimensions() > kMaxDimension)
        return refuse(QStringLiteral("%1 runs on hypercube:1 to hypercube:%2, not on %3")
                          .arg(algorithmId)
                          .arg(kMaxDimension)
                          .arg(topology.name()));
    const int d = topology.dimensions();
    const int K = request.elements == 0 ? 1 << d : request.elements;
    if (K < (1 << d) || K % (1 << d) != 0 || K > kMaxElements)
        return refuse(QStringLiteral("--elements %1 is not accepted on %2: K must be a multiple of 2^d = %3 up to %4")
                          .arg(K)
                          .arg(topology.name())
                          .arg(1 << d)
                          .arg(kMaxElements));
    if (request.channelWidth < 1 || request.channelWidth > K)
        return refuse(QStringLiteral("--channel-width %1 is not accepted: b must be 1 to K = %2")
                          .arg(request.channelWidth)
                          .arg(K));
    const QString src = seedFile(Seed::S004);
    const auto s = JohnssonHoAddressSchedule::make(id->kind, d, K >> d);
    switch (request.view) {
    case JohnssonHoTableRequest::View::Summary:
        return summaryView(d, K >> d, src + QStringLiteral(" Table 6"));
    case JohnssonHoTableRequest::View::Necklaces:
        return necklaceView(s, src + QStringLiteral(" §2.1, §3.5"));
    case JohnssonHoTableRequest::View::Schedule:
        break;
    }
    if (request.channelWidth > 1)
        return wideView(JohnssonHoWideChannels::make(JohnssonHoBlocking::make(s), request.channelWidth),
                        src + QStringLiteral(" §6, Table 9, Lemma 5"));
    if (request.blocked || id->blocked)
        return blockedView(JohnssonHoBlocking::make(s), src + QStringLiteral(" §5, Table 8, Lemma 4"));
    return scheduleView(s, src + (id->kind == Kind::Algorithm3 ? QStringLiteral(" §3.3") : QStringLiteral(" §3.5, Table 7")));
}

namespace {

/**
 * alltoall-jh-alg3, alltoall-jh-alg4, alltoall-jh-alg4-greedy and alltoall-jh-alg4-blocked
 * (seed 004 §3.3, §3.5, §5). After the local alignment every node holds in location a the
 * element with relative address a; every step moves, in all nodes at once, listed locations
 * across distinct dimensions: one element per channel direction per step, one hop each, K/2
 * steps of t_s + t_w m. Algorithm 3: Algorithm 2 on d + (K/2 mod d) complement pairs, Algorithm 1
 * on the rest, span d + (K/2 mod d). Algorithm 4: cyclic pairs in blocks of d, the c left over
 * with a full (d - c)-necklace on the generating table, every other full necklace alone; span d.
 * The blocked variant sends each row of section 5's blocking table as one message per channel:
 * d rounds, d t_s + (K/2) t_w m.
 */
class JohnssonHoAddressAlgorithm final : public AlgorithmBase
{
public:
    JohnssonHoAddressAlgorithm(Kind kind, bool blocked) : AlgorithmBase(info(kind, blocked)), mKind(kind), mBlocked(blocked) {}

    QString topologyLimits() const override { return QStringLiteral("hypercube:1 .. hypercube:%1").arg(kMaxDimension); }

    bool supports(const Topology &topology, const RunParams &params, QString *why) const override
    {
        if (!AlgorithmBase::supports(topology, params, why))
            return false;
        if (topology.dimensions() > kMaxDimension) {
            if (why)
                *why = tr("%1 runs on hypercube:1 to hypercube:%2, not on %3").arg(id()).arg(kMaxDimension).arg(
                    topology.name());
            return false;
        }
        return true;
    }

    bool hasScheduleTable() const override { return true; }

    std::optional<ScheduleTable> scheduleTable(const Topology &topology, QString *why) const override
    {
        if (!supports(topology, RunParams{}, why))
            return std::nullopt;
        return johnssonHoTable(id(), topology, {}, why);
    }

    PseudoCode pseudoCode() const override
    {
        if (mBlocked)
            return {QStringLiteral("AAPC_JH_ALG4_BLOCKED(d, my_id, A)   // A[a]: the element with relative address a"),
                    {QStringLiteral("T := Algorithm 4's subsets (cyclic blocks, group 1, necklaces) written column "
                                    "by column into d rows"),
                     QStringLiteral("for row := 0 to d-1 do"),
                     QStringLiteral("    for dim := 0 to d-1 in parallel do   // all dimensions at once"),
                     QStringLiteral("        send one message: for each entry of T[row] the address it moves in dim"),
                     QStringLiteral("    end for"),
                     QStringLiteral("end for")}};
        if (mKind == Kind::Algorithm3)
            return {QStringLiteral("AAPC_JH_ALG3(d, my_id, A)   // A[a]: the element with relative address a"),
                    {QStringLiteral("n := d + (K/2 mod d)"),
                     QStringLiteral("Algorithm 2 on pairs 0 .. n-1: pair u in dimension r at step (u + r) mod n"),
                     QStringLiteral("Algorithm 1 on pairs n .. K/2-1: d at a time, rotated dimension orders"),
                     QStringLiteral("    exchange A[a] with my_id XOR 2^dim for every scheduled (a, dim) of the step")}};
        return {QStringLiteral("AAPC_JH_ALG4(d, my_id, A)   // A[a]: the element with relative address a"),
                {QStringLiteral("blocks of d cyclic complement pairs: pair k in dimension (k + r) mod d at step r"),
                 QStringLiteral("c left-over cyclic pairs: rows d-c .. d-1 of G[i][j] = (i + j) mod d"),
                 QStringLiteral("a full (d-c)-necklace on lines through rows 0 .. d-c-1 of G"),
                 QStringLiteral("every other full q-necklace: member r in dimension (i_k + r) mod d at step k"),
                 QStringLiteral("    exchange A[a] with my_id XOR 2^dim for every scheduled (a, dim) of the step")}};
    }

    std::optional<int> formulaRounds(const Topology &topology, const RunParams &) const override
    {
        const int d = topology.dimensions();
        return mBlocked ? d : (1 << d) / 2;
    }

    double estimatedPacketRefs(const Topology &topology, int) const override
    {
        const double p = topology.processorCount();
        return double(1 << topology.dimensions()) / 2 * topology.dimensions() * p * 3 + p * (p - 1);
    }

    Schedule build(const Problem &problem, const RunParams &) const override
    {
        const auto s = JohnssonHoAddressSchedule::make(mKind, problem.topology().dimensions());
        return mBlocked ? JohnssonHoBlocking::make(s).build(problem, *this) : s.build(problem, *this);
    }

protected:
    std::optional<double> formulaValue(const Topology &topology, const RunParams &params) const override
    {
        const int d = topology.dimensions();
        const double half = double(1 << d) / 2;
        if (mBlocked)
            return d * params.cost.ts + half * params.cost.tw * params.cost.m;
        return perStep(params.cost) * half;
    }

private:
    static AlgorithmInfo info(Kind kind, bool blocked)
    {
        const CommModel natural = model(Switching::StoreAndForward, 0, Duplex::Full, blocked);
        if (blocked)
            return {QStringLiteral("alltoall-jh-alg4-blocked"), Operation::Alltoall,
                    QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                                      "All-to-all personalized: Johnsson-Ho Algorithm 4 in d block transfers"),
                    QT_TRANSLATE_NOOP(
                        "collviz::core::Algorithm",
                        "Johnsson and Ho's blocking (section 5) of Algorithm 4: the subsets Algorithm 4 schedules "
                        "together (blocks of cyclic pairs, group 1, the necklaces) are written column by column into "
                        "a table of d rows, a subset that does not fit continuing at the top of the next column, so "
                        "no subset is twice in a row. Each row is one block transfer: every channel carries one "
                        "message with one element from each entry of the row. d block transfers of at most ceil(K/2d) "
                        "elements (Lemma 4; the paper's Table 8 is d = 5), so with K/2 elements per channel in all the "
                        "time is d t_s + (K/2) t_w m instead of K/2 (t_s + t_w m). Messages carry several elements, so "
                        "the natural model is combining. `collviz-cli table --blocked` prints the table. With channels b "
                        "elements wide (`table --channel-width B`) the same table, labelled row by row and right to "
                        "left with b entries a step (Table 9), takes max(d, ceil(K/2b)) steps in every case the tests "
                        "try, the fewest possible and what Table 9 and the paper's summary reach; Lemma 5 prints d "
                        "ceil(K/2db), more by d ceil(K/2db) - ceil(K/2b) (d = 5, K = 32, b = 3: 6 steps, not 10)."),
                    cite(Seed::S004, "§5 Table 8, Lemma 4"),
                    {needs::binaryCube()},
                    natural,
                    QStringLiteral("d t_s + (K/2) t_w m   [K = 2^d, d blocks of at most ceil(K/2d)]")};
        if (kind == Kind::Algorithm3)
            return {QStringLiteral("alltoall-jh-alg3"), Operation::Alltoall,
                    QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                                      "All-to-all personalized: Johnsson-Ho Algorithm 3 (Algorithms 2 and 1 combined)"),
                    QT_TRANSLATE_NOOP(
                        "collviz::core::Algorithm",
                        "Johnsson and Ho's Algorithm 3 for the all-port full-duplex d-cube, one element per channel "
                        "direction per step. After the local alignment every node keeps in local address a the "
                        "element with relative address a, and each complement pair (u, ~u) must send one element "
                        "across every dimension. Algorithm 2's staggered rule runs on the first n = d + (K/2 mod d) "
                        "pairs (pair u in dimension r at step (u + r) mod n), Algorithm 1's rotated groups of d on "
                        "the rest, so every channel carries one element in every step: K/2 steps of t_s + t_w m, "
                        "span d + (K/2 mod d). Table 6 counts its local addresses in transit from a pair's first to "
                        "its last exchange (2d .. 2(d + K/2 mod d)), while for Algorithm 2 it counts those exchanging "
                        "in the step; `collviz-cli table --summary` prints both counts for every algorithm."),
                    cite(Seed::S004, "§3.3 Algorithm 3, Table 6"),
                    {needs::binaryCube()},
                    natural,
                    QStringLiteral("(t_s + t_w m) K/2   [K = 2^d, span d + (K/2 mod d)]")};
        if (kind == Kind::Algorithm4Greedy)
            return {QStringLiteral("alltoall-jh-alg4-greedy"), Operation::Alltoall,
                    QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                                      "All-to-all personalized: Johnsson-Ho Algorithm 4 (greedy lines)"),
                    QT_TRANSLATE_NOOP(
                        "collviz::core::Algorithm",
                        "Johnsson and Ho's Algorithm 4 with the greedy line drawing of Figure 3 (right) for group 1. "
                        "The c cyclic complement pairs left over after the blocks of d take the last c rows of the "
                        "d x d generating table G[i][j] = (i + j) mod d; line l runs down column l through rows 0 .. "
                        "d-c-1-l, right through c columns, then down to row d-c-1, and its e-th entry schedules "
                        "member e of the full (d - c)-necklace of 0^c 1^(d-c), in the entry's dimension at the "
                        "column's step. Member e then crosses dimensions e .. e+d-c-1: exactly its own one-bits, for "
                        "every d and c (the engine checks all d = 2 .. 10, c = 1 .. d-1). K/2 steps of t_s + t_w m, "
                        "span d; for d = 5 the group is the right half of the paper's Table 7."),
                    cite(Seed::S004, "§3.5 Algorithm 4, Figure 3 (right), Table 7, Theorem 1"),
                    {needs::binaryCube()},
                    natural,
                    QStringLiteral("(t_s + t_w m) K/2   [K = 2^d, span d]")};
        return {QStringLiteral("alltoall-jh-alg4"), Operation::Alltoall,
                QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                                  "All-to-all personalized: Johnsson-Ho Algorithm 4 (necklaces, optimal steps and span)"),
                QT_TRANSLATE_NOOP(
                    "collviz::core::Algorithm",
                    "Johnsson and Ho's Algorithm 4 for the all-port full-duplex d-cube: K/2 steps, the fewest, with "
                    "span d, the least. Cyclic addresses (period below d) go as complement pairs in blocks of d in "
                    "rotated dimension orders; the c = (cyclic pairs) mod d pairs left over take the last c rows of "
                    "the d x d generating table G[i][j] = (i + j) mod d, and a full (d - c)-necklace the first d - c "
                    "rows (group 1); every other full q-necklace runs alone in q steps, member r in dimension "
                    "(i_k + r) mod d at step k (Lemma 2). Group 1 uses the diagonal lines of Figure 3 (left): line i "
                    "is row i from column i + s_i on, its entry j scheduling member j in dimension (2i + s_i + j) "
                    "mod d. The paper takes s_i = 0, which holds for odd d (the necklace is that of the bits 0, 2, "
                    "..., 2(d-c-1) mod d; it is the paper's 0^c 1^(d-c) only for c = 1 or d-1) and for even d with "
                    "d - c < d/2. For even d its rule fails: at c = d/2 (d >= 4) the lines give the cyclic 0101..., "
                    "and for c < d/2 'a skew of two columns' for line d/2 repeats a dimension. The engine skews by "
                    "one column: s_i = 1 for i >= d/2, and for c = d/2 on the last line; the tests check every d = "
                    "2 .. 10 and c = 1 .. d-1. For d = 5 group 1 is the left half of Table 7."),
                cite(Seed::S004, "§3.5 Algorithm 4, Figure 3 (left), Table 7, Theorem 1"),
                {needs::binaryCube()},
                natural,
                QStringLiteral("(t_s + t_w m) K/2   [K = 2^d, span d]")};
    }

    Kind mKind;
    bool mBlocked = false;
};

} // namespace

void registerJohnssonHoAddressAlgorithms(AlgorithmRegistry &registry)
{
    registry.add(std::make_shared<JohnssonHoAddressAlgorithm>(Kind::Algorithm3, false));
    registry.add(std::make_shared<JohnssonHoAddressAlgorithm>(Kind::Algorithm4Diagonal, false));
    registry.add(std::make_shared<JohnssonHoAddressAlgorithm>(Kind::Algorithm4Greedy, false));
    registry.add(std::make_shared<JohnssonHoAddressAlgorithm>(Kind::Algorithm4Diagonal, true));
}

} // namespace collviz::core::algorithms

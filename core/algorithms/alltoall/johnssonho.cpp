// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Seed 004, Johnsson and Ho 1992: the address classification (§2.1-2.2) and the complement-pair
// schedules of Algorithm 1 (§3.1) and Algorithm 2 (§3.2) on the all-port, full-duplex
// store-and-forward d-cube, one element per channel direction per step.

#include "core/algorithms/alltoall/johnssonho.h"
#include "core/algorithms/alltoall/johnssonho_multi.h"
#include "core/algorithms/alltoall/johnssonho_schedule.h"

#include "core/algorithms/algorithms.h"
#include "core/algorithms/common.h"
#include "core/algorithms/sources.h"
#include "core/bits.h"

#include <algorithm>
#include <utility>

namespace collviz::core::algorithms {

int JohnssonHoAddresses::rotateLeft(int a, int r) const
{
    r %= mD;
    if (r < 0)
        r += mD;
    const int mask = count() - 1;
    return ((a << r) | (a >> (mD - r))) & mask;
}

int JohnssonHoAddresses::period(int a) const
{
    for (int r = 1; r < mD; ++r)
        if (rotateLeft(a, r) == a)
            return r;
    return mD;
}

int JohnssonHoAddresses::distinguished(int a) const
{
    int best = a;
    for (int r = 1; r < mD; ++r)
        best = std::min(best, rotateLeft(a, r));
    return best;
}

JohnssonHoAddresses::Necklace JohnssonHoAddresses::necklaceOf(int a) const
{
    Necklace n;
    n.distinguished = distinguished(a);
    n.ones = bits::popcount(unsigned(a));
    n.period = period(a);
    n.full = n.period == mD;
    for (int r = 0; r < n.period; ++r)
        n.members.push_back(rotateLeft(n.distinguished, r));
    return n;
}

std::vector<JohnssonHoAddresses::Necklace> JohnssonHoAddresses::necklaces() const
{
    std::vector<Necklace> out;
    for (int a = 0; a < count(); ++a)
        if (distinguished(a) == a)
            out.push_back(necklaceOf(a));
    return out;
}

std::vector<int> JohnssonHoAddresses::cyclicAddresses() const
{
    std::vector<int> out;
    for (int a = 0; a < count(); ++a)
        if (isCyclic(a))
            out.push_back(a);
    return out;
}

QString JohnssonHoAddresses::bits(int a) const { return binaryDigits(a, mD); }

JohnssonHoPairSchedule JohnssonHoPairSchedule::make(Kind kind, int d)
{
    JohnssonHoPairSchedule s;
    s.kind = kind;
    s.d = d;
    if (d < 1 || d > 20)
        return s;
    const int pairs = 1 << (d - 1);
    // Pairs u < n go by Algorithm 2's rule on n steps, the rest by Algorithm 1's from step n on.
    const int n = kind == Kind::Algorithm1 ? 0 : kind == Kind::Algorithm2 ? pairs : d + pairs % d;
    s.steps = n + d * ((pairs - n + d - 1) / d);
    s.dims.assign(std::size_t(pairs), std::vector<int>(std::size_t(s.steps), -1));
    for (int u = 0; u < pairs; ++u)
        for (int r = 0; r < d; ++r) {
            // Algorithm 1: the pseudo-code's q = (u / d) d and pair q + (u mod d) in dimension
            // (u mod d + r) mod d at step q + r. Algorithm 2: dimension r at step (u + r) mod K/2.
            const int v = u - n;
            const int step = u < n ? (u + r) % n : n + (v / d) * d + r;
            const int dim = u < n ? r : (v % d + r) % d;
            s.dims[std::size_t(u)][std::size_t(step)] = dim;
        }
    return s;
}

namespace {

/// Definition 2: from the step of the first exchange to the step of the last, both counted.
int spanOf(const std::vector<int> &active) { return active.empty() ? 0 : active.back() - active.front() + 1; }

} // namespace

int JohnssonHoPairSchedule::pairSpan(int u) const
{
    std::vector<int> active;
    for (int t = 0; t < steps; ++t)
        if (dims[std::size_t(u)][std::size_t(t)] >= 0)
            active.push_back(t);
    return spanOf(active);
}

int JohnssonHoPairSchedule::elementSpan(int address) const
{
    const JohnssonHoAddresses addresses(d);
    const int half = addresses.pairCount();
    const int u = address < half ? address : addresses.complement(address);
    std::vector<int> active;
    for (int t = 0; t < steps; ++t) {
        const int dim = dims[std::size_t(u)][std::size_t(t)];
        if (dim >= 0 && addresses.moverOf(u, dim) == address)
            active.push_back(t);
    }
    return spanOf(active);
}

std::pair<int, int> JohnssonHoPairSchedule::pairSpanRange() const
{
    std::pair<int, int> range{steps + 1, 0};
    for (int u = 0; u < int(dims.size()); ++u) {
        const int s = pairSpan(u);
        if (s > 0)
            range = {std::min(range.first, s), std::max(range.second, s)};
    }
    return range;
}

std::pair<int, int> JohnssonHoPairSchedule::elementSpanRange() const
{
    std::pair<int, int> range{steps + 1, 0};
    for (int a = 1; a < (1 << d); ++a) {
        const int s = elementSpan(a);
        range = {std::min(range.first, s), std::max(range.second, s)};
    }
    return range;
}

std::pair<int, int> JohnssonHoPairSchedule::addressesScheduledRange() const
{
    std::pair<int, int> range{int(dims.size()) * 2 + 1, 0};
    for (int t = 0; t < steps; ++t) {
        int pairs = 0;
        for (const auto &row : dims)
            pairs += row[std::size_t(t)] >= 0 ? 1 : 0;
        range = {std::min(range.first, 2 * pairs), std::max(range.second, 2 * pairs)};
    }
    return range;
}

QStringList JohnssonHoPairSchedule::violations() const
{
    QStringList out;
    const JohnssonHoAddresses addresses(d);
    for (int u = 0; u < int(dims.size()); ++u) {
        std::vector<int> times(std::size_t(d), 0);
        for (int dim : dims[std::size_t(u)])
            if (dim >= 0 && dim < d)
                ++times[std::size_t(dim)];
        for (int dim = 0; dim < d; ++dim)
            if (times[std::size_t(dim)] != 1)
                out << QStringLiteral("pair (%1, %2) is exchanged %3 times in dimension %4, not once")
                           .arg(addresses.bits(u), addresses.bits(addresses.complement(u)))
                           .arg(times[std::size_t(dim)])
                           .arg(dim);
    }
    for (int t = 0; t < steps; ++t) {
        std::vector<int> users(std::size_t(d), 0);
        for (const auto &row : dims)
            if (row[std::size_t(t)] >= 0)
                ++users[std::size_t(row[std::size_t(t)])];
        for (int dim = 0; dim < d; ++dim)
            if (users[std::size_t(dim)] > 1)
                out << QStringLiteral("step %1 uses dimension %2 for %3 pairs").arg(t + 1).arg(dim).arg(
                    users[std::size_t(dim)]);
    }
    return out;
}

// The element of node k in location a came from k XOR crossed[a] (the dimensions location a
// has been exchanged in so far) and goes to that source XOR a.
Schedule JohnssonHoPairSchedule::build(const Problem &problem, const Algorithm &algorithm) const
{
    Schedule s = problem.emptySchedule();
    RoundBuilder rounds(s, problem, algorithm);
    const int p = problem.processors();
    const JohnssonHoAddresses addresses(d);
    const int exchangeLine = kind == Kind::Algorithm1 ? 5 : kind == Kind::Algorithm2 ? 4 : 3;
    std::vector<int> crossed(std::size_t(addresses.count()), 0);
    for (int t = 0; t < steps; ++t) {
        QStringList moves;
        std::vector<std::pair<int, int>> active; // (address, dimension)
        for (int u = 0; u < int(dims.size()); ++u) {
            const int dim = dims[std::size_t(u)][std::size_t(t)];
            if (dim < 0)
                continue;
            const int a = addresses.moverOf(u, dim);
            active.emplace_back(a, dim);
            moves << QStringLiteral("%1 in %2").arg(addresses.bits(a)).arg(dim);
        }
        for (const auto &[a, dim] : active)
            for (int k = 0; k < p; ++k) {
                const int origin = k ^ crossed[std::size_t(a)];
                rounds.send({k, k ^ (1 << dim)}, {problem.alltoallPacket(origin, origin ^ a)});
            }
        for (int k = 0; k < p; ++k)
            rounds.trace(k, exchangeLine, [&] {
                QStringList sends;
                for (const auto &[a, dim] : active) {
                    const int origin = k ^ crossed[std::size_t(a)];
                    sends << QStringLiteral("A[%1] -> %2 ({%3,%4})")
                                 .arg(addresses.bits(a), addresses.bits(k ^ (1 << dim)))
                                 .arg(origin)
                                 .arg(origin ^ a);
                }
                return TraceVars{{QStringLiteral("step"), QString::number(t + 1)},
                                 {QStringLiteral("exchanges"), sends.join(QStringLiteral(", "))}};
            });
        for (const auto &[a, dim] : active)
            crossed[std::size_t(a)] |= 1 << dim;
        rounds.finish(narration(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                                                  "Round %1 of %2 (Algorithm %3): every node sends, in each listed "
                                                  "dimension at once, the element in the listed local address to "
                                                  "its neighbour and stores the one coming back there (address in "
                                                  "dimension): %4. Each of the %5 channels used carries one "
                                                  "element."))
                          .arg(t + 1)
                          .arg(steps)
                          .arg(kind == Kind::Algorithm1 ? 1 : kind == Kind::Algorithm2 ? 2 : 3)
                          .arg(moves.join(QStringLiteral(", ")))
                          .arg(int(active.size()) * p));
    }
    return s;
}

namespace {

/// The largest cube accepted: like alltoall-hypercube-allport, about 5 million transfers.
constexpr int kMaxDimension = 10;

/**
 * alltoall-jh-alg1 and alltoall-jh-alg2: seed 004 §3.1 and §3.2. After the local alignment
 * (phase 1, (j|i) -> (j|j XOR i)) every node holds in location a the element with relative
 * address a; complement pair (u, ~u) must send one element across every dimension (the one of u
 * and ~u with that bit set). Every step exchanges, in every node at once, the same locations
 * across different dimensions: one element per channel direction per step, store-and-forward,
 * one hop. Algorithm 1: d pairs at a time in rotated dimension orders, d ceil(K/2d) steps, span
 * d. Algorithm 2: pair u in dimension r at step (u + r) mod K/2, K/2 steps, span up to K/2.
 * Cost: steps (t_s + t_w m).
 */
class JohnssonHoPairAlgorithm final : public AlgorithmBase
{
public:
    explicit JohnssonHoPairAlgorithm(JohnssonHoPairSchedule::Kind kind)
        : AlgorithmBase(info(kind)), mKind(kind)
    {
    }

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
        if (params.repeat != 1 && !johnssonHoRepeatSupported(topology, params.repeat, why))
            return false;
        return true;
    }

    // --repeat S: S pipelined AAPCs on S axes (johnssonho_multi.h).
    bool acceptsRepeat() const override { return true; }
    Text description() const override
    {
        return Text::join({AlgorithmBase::description(), johnssonHoRepeatDescription()}, QStringLiteral(" "));
    }
    std::optional<ScheduleTable> repeatTable(const Topology &topology, const RunParams &params, RepeatTable what,
                                             QString *why) const override
    {
        return johnssonHoRepeatTable(mKind, *this, topology, params.repeat, what, why);
    }
    std::optional<Formula> lowerBound(const Topology &topology, const RunParams &params) const override
    {
        if (params.repeat > 1)
            return std::nullopt; // the all-to-all bound does not hold for the axis permutation
        return AlgorithmBase::lowerBound(topology, params);
    }

    bool hasScheduleTable() const override { return true; }

    std::optional<ScheduleTable> scheduleTable(const Topology &topology, QString *why) const override
    {
        if (!supports(topology, RunParams{}, why))
            return std::nullopt;
        const int d = topology.dimensions();
        const auto s = JohnssonHoPairSchedule::make(mKind, d);
        const JohnssonHoAddresses addresses(d);
        ScheduleTable out;
        const bool one = mKind == JohnssonHoPairSchedule::Kind::Algorithm1;
        out.title = QStringLiteral("Algorithm %1: the processor dimension each complement pair of local addresses "
                                   "is exchanged in, per exchange step, on a %2-cube (%3)")
                        .arg(one ? 1 : 2)
                        .arg(d)
                        .arg(mInfo.source);
        out.corner = QStringLiteral("Memory loc/pair");
        for (int t = 0; t < s.steps; ++t)
            out.columnHeaders << QString::number(t + 1);
        for (int u = 0; u < addresses.pairCount(); ++u) {
            out.rowHeaders << QStringLiteral("(%1, %2)").arg(addresses.bits(u), addresses.bits(addresses.complement(u)));
            QStringList row;
            for (int dim : s.dims[std::size_t(u)])
                row << (dim < 0 ? QStringLiteral("-") : QString::number(dim));
            out.cells << row;
        }
        const QStringList broken = s.violations();
        ScheduleTable::Check pairs;
        pairs.name = QStringLiteral("pairs");
        pairs.rule = QStringLiteral("every complement pair is exchanged exactly once in every dimension");
        ScheduleTable::Check channels;
        channels.name = QStringLiteral("channels");
        channels.rule = QStringLiteral("no dimension twice in a step: one element per channel direction per step");
        for (const QString &f : broken)
            (f.startsWith(QStringLiteral("pair")) ? pairs : channels).failures << f;
        pairs.holds = pairs.failures.isEmpty();
        channels.holds = channels.failures.isEmpty();
        ScheduleTable::Check span;
        span.name = QStringLiteral("span");
        const auto [lo, hi] = s.pairSpanRange();
        const int expectedMax = one ? d : s.steps;
        span.rule = one ? QStringLiteral("every complement pair's span (its first to its last exchange step) is d = %1 "
                                         "(Table 6)")
                              .arg(d)
                        : QStringLiteral("the complement pairs' spans (first to last exchange step) range from d = %1 "
                                         "to K/2 = %2 (Table 6)")
                              .arg(std::min(d, expectedMax))
                              .arg(expectedMax);
        span.holds = hi == expectedMax && lo == std::min(d, expectedMax);
        if (!span.holds)
            span.failures << QStringLiteral("pair spans range from %1 to %2").arg(lo).arg(hi);
        const auto [elo, ehi] = s.elementSpanRange();
        const auto [alo, ahi] = s.addressesScheduledRange();
        out.title += QStringLiteral("; measured: %1 steps, pair span %2..%3, element span %4..%5, local addresses in "
                                    "transit per step %6..%7")
                         .arg(s.steps)
                         .arg(lo)
                         .arg(hi)
                         .arg(elo)
                         .arg(ehi)
                         .arg(alo)
                         .arg(ahi);
        out.checks << pairs << channels << span;
        return out;
    }

    PseudoCode pseudoCode() const override
    {
        if (mKind == JohnssonHoPairSchedule::Kind::Algorithm1)
            return {QStringLiteral("AAPC_JH_ALG1(d, my_id, A)   // A[a]: the element with relative address a (aligned)"),
                    {QStringLiteral("for q := 0 to K/2 - 1 step d do"),
                     QStringLiteral("    for r := 0 to d-1 do"),
                     QStringLiteral("        for u := 0 to d-1 with q+u < K/2 in parallel do   // all dimensions at once"),
                     QStringLiteral("            dim := (u + r) mod d"),
                     QStringLiteral("            a := q+u if bit dim of q+u is 1, else NOT(q+u)"),
                     QStringLiteral("            exchange A[a] with my_id XOR 2^dim"),
                     QStringLiteral("        end for"),
                     QStringLiteral("    end for"),
                     QStringLiteral("end for")}};
        return {QStringLiteral("AAPC_JH_ALG2(d, my_id, A)   // A[a]: the element with relative address a (aligned)"),
                {QStringLiteral("for t := 0 to K/2 - 1 do"),
                 QStringLiteral("    for r := 0 to d-1 in parallel do   // all dimensions at once"),
                 QStringLiteral("        u := (t - r) mod K/2             // pair (u, NOT u)"),
                 QStringLiteral("        a := u if bit r of u is 1, else NOT u"),
                 QStringLiteral("        exchange A[a] with my_id XOR 2^r"),
                 QStringLiteral("    end for"),
                 QStringLiteral("end for")}};
    }

    std::optional<int> formulaRounds(const Topology &topology, const RunParams &params) const override
    {
        if (params.repeat > 1)
            return johnssonHoRepeatSteps(mKind, topology.dimensions(), params.repeat);
        return JohnssonHoPairSchedule::make(mKind, topology.dimensions()).steps;
    }

    double estimatedPacketRefs(const Topology &topology, int) const override
    {
        const double p = topology.processorCount();
        const double steps = JohnssonHoPairSchedule::make(mKind, topology.dimensions()).steps;
        return steps * topology.dimensions() * p * 3 + p * (p - 1);
    }

    Schedule build(const Problem &problem, const RunParams &params) const override
    {
        if (params.repeat > 1)
            return johnssonHoRepeatBuild(mKind, problem, params.repeat, *this);
        return JohnssonHoPairSchedule::make(mKind, problem.topology().dimensions()).build(problem, *this);
    }

protected:
    std::optional<double> formulaValue(const Topology &topology, const RunParams &params) const override
    {
        if (params.repeat > 1)
            return perStep(params.cost) * johnssonHoRepeatSteps(mKind, topology.dimensions(), params.repeat);
        return perStep(params.cost) * JohnssonHoPairSchedule::make(mKind, topology.dimensions()).steps;
    }

private:
    static AlgorithmInfo info(JohnssonHoPairSchedule::Kind kind)
    {
        const CommModel natural = model(Switching::StoreAndForward, 0, Duplex::Full, false);
        if (kind == JohnssonHoPairSchedule::Kind::Algorithm1)
            return {QStringLiteral("alltoall-jh-alg1"), Operation::Alltoall,
                    QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                                      "All-to-all personalized: Johnsson-Ho Algorithm 1 (rotated complement pairs)"),
                    QT_TRANSLATE_NOOP(
                        "collviz::core::Algorithm",
                        "Johnsson and Ho's Algorithm 1 for the all-port full-duplex d-cube, one element per channel "
                        "direction per step. After the local alignment (j|i) -> (j|j XOR i) every node keeps in local "
                        "address a the element whose relative address (source XOR destination) is a, and every "
                        "exchange moves one address's contents across one dimension in all nodes at once. Of a "
                        "complement pair (u, ~u) exactly one address has bit r set, so each pair sends one element "
                        "across each dimension. Algorithm 1 takes the pairs d at a time: pair u of a group is "
                        "exchanged in dimensions u, u+1, ..., u+d-1 mod d in d successive steps, so all d channels "
                        "of every node carry one element in every step but those of a last, incomplete group. "
                        "K = 2^d elements per node: d ceil(K/2d) steps of t_s + t_w m, span d; the paper's Table 4 is "
                        "the first group on the 3-cube (`collviz-cli table` prints the schedule). Table 6 gives the "
                        "fewest local addresses in transit as 2((K/2) mod d), which is 0 where d divides K/2 (d = 1, 2, "
                        "4, 8); there every group is full and every step moves 2d addresses."),
                    cite(Seed::S004, "§3.1 Algorithm 1, Table 4, Table 6"),
                    {needs::binaryCube()},
                    natural,
                    QStringLiteral("(t_s + t_w m) d ceil(K/2d)   [K = 2^d, span d]")};
        return {QStringLiteral("alltoall-jh-alg2"), Operation::Alltoall,
                QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                                  "All-to-all personalized: Johnsson-Ho Algorithm 2 (staggered complement pairs)"),
                QT_TRANSLATE_NOOP(
                    "collviz::core::Algorithm",
                    "Johnsson and Ho's Algorithm 2 for the all-port full-duplex d-cube, one element per channel "
                    "direction per step. After the local alignment every node keeps in local address a the element "
                    "with relative address a; each complement pair (u, ~u) must send one element across every "
                    "dimension. Pair u is exchanged in dimension r at step (u + r) mod K/2: in every step each "
                    "dimension serves exactly one pair, so every channel carries one element in every step and the "
                    "exchange takes K/2 steps of t_s + t_w m, the fewest possible. The price is the span: a pair "
                    "that wraps around the end of the schedule is in transit for up to K/2 steps. The paper's Table 5 "
                    "is the schedule on four dimensions (its caption says five)."),
                cite(Seed::S004, "§3.2 Algorithm 2, Table 5, Table 6"),
                {needs::binaryCube()},
                natural,
                QStringLiteral("(t_s + t_w m) K/2   [K = 2^d, span up to K/2]")};
    }

    JohnssonHoPairSchedule::Kind mKind;
};

} // namespace

void registerJohnssonHo(AlgorithmRegistry &registry)
{
    registry.add(std::make_shared<JohnssonHoPairAlgorithm>(JohnssonHoPairSchedule::Kind::Algorithm1));
    registry.add(std::make_shared<JohnssonHoPairAlgorithm>(JohnssonHoPairSchedule::Kind::Algorithm2));
    registerJohnssonHoAddressAlgorithms(registry);
}

} // namespace collviz::core::algorithms

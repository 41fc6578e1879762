// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Seed 000 "Allport fullduplex hypercube": the time- and transmission-optimal all-to-all
// scatter on the all-port, full-duplex, store-and-forward hypercube, driven by the table of
// relative addresses the seed constructs.

#include "core/algorithms/alltoall/seed000_allport.h"

#include "core/algorithms/algorithms.h"
#include "core/algorithms/common.h"
#include "core/algorithms/sources.h"

#include <utility>

namespace collviz::core::algorithms {

namespace {

/// Seed 000's section this file implements.
QString seed000Source() { return cite(Seed::S000, "\"Allport fullduplex hypercube\""); }

/// The largest cube accepted: 2^9 rounds of 10 2^10 one-packet transfers (5.2 million).
constexpr int kMaxDimension = 10;

/// The width of the table: its first row's (0 for an empty table).
int widthOf(const AllPortScheduleTable::Table &table) { return table.empty() ? 0 : int(table.front().size()); }

} // namespace

AllPortScheduleTable::Table AllPortScheduleTable::table(int n)
{
    Table t;
    if (n < 1 || n > 30)
        return t;
    const int rows = 1 << (n - 1);
    t.reserve(std::size_t(rows));
    for (int i = 0; i < rows; ++i) {
        const int m = 2 * i + 1;
        std::vector<int> row(static_cast<std::size_t>(n));
        for (int j = 0; j < n; ++j) {
            int r = j <= n - 2 ? m ^ (1 << (j + 1)) : m; // (i) invert bit j+1, the last column keeps m_i
            if (((r >> j) & 1) != (r & 1))
                r ^= 1 | (1 << j); // (ii) swap bits 0 and j (they differ: flip both)
            row[std::size_t(j)] = r;
        }
        t.push_back(std::move(row));
    }
    return t;
}

QString AllPortScheduleTable::bits(int r, int n) { return binaryDigits(r, n); }

QString AllPortScheduleTable::rule(char which)
{
    switch (which) {
    case 'a': return QStringLiteral("bit j of every relative address in column j is 1");
    case 'b': return QStringLiteral("no relative address appears twice in a row");
    case 'c':
        return QStringLiteral("every relative address r in 1 .. 2^n - 1 appears exactly once in every column j with "
                              "r[j] = 1");
    default: return {};
    }
}

bool AllPortScheduleTable::checkCondition(const Table &table, char which, QStringList *failures, int maxFailures)
{
    const int n = widthOf(table);
    int found = 0;
    auto fail = [&](const QString &sentence) {
        if (failures && found < maxFailures)
            *failures << QStringLiteral("(%1) %2").arg(QLatin1Char(which)).arg(sentence);
        ++found;
    };
    if (which == 'a') {
        for (std::size_t i = 0; i < table.size(); ++i)
            for (std::size_t j = 0; j < table[i].size(); ++j)
                if (((table[i][j] >> j) & 1) == 0)
                    fail(QStringLiteral("round %1, column j=%2: %3 has bit %2 = 0")
                             .arg(i + 1)
                             .arg(j)
                             .arg(bits(table[i][j], n)));
    } else if (which == 'b') {
        for (std::size_t i = 0; i < table.size(); ++i)
            for (std::size_t j1 = 0; j1 < table[i].size(); ++j1)
                for (std::size_t j2 = j1 + 1; j2 < table[i].size(); ++j2)
                    if (table[i][j1] == table[i][j2])
                        fail(QStringLiteral("round %1: %2 appears in columns j=%3 and j=%4")
                                 .arg(i + 1)
                                 .arg(bits(table[i][j1], n))
                                 .arg(j1)
                                 .arg(j2));
    } else if (which == 'c') {
        if (n < 1 || n > 30)
            return false;
        const int addresses = 1 << n;
        for (int j = 0; j < n; ++j) {
            std::vector<int> count(std::size_t(addresses), 0);
            for (const auto &row : table)
                if (std::size_t(j) < row.size() && row[std::size_t(j)] > 0 && row[std::size_t(j)] < addresses)
                    ++count[std::size_t(row[std::size_t(j)])];
            for (int r = 1; r < addresses; ++r)
                if (((r >> j) & 1) && count[std::size_t(r)] != 1)
                    fail(QStringLiteral("%1 appears %2 times in column j=%3, not once")
                             .arg(bits(r, n))
                             .arg(count[std::size_t(r)])
                             .arg(j));
        }
    } else {
        return false;
    }
    return found == 0;
}

bool AllPortScheduleTable::check(const Table &table, QStringList *failures)
{
    const int n = widthOf(table);
    if (n < 1 || n > 30) {
        if (failures)
            *failures << QStringLiteral("the table has no columns (it needs one per dimension)");
        return false;
    }
    bool ok = true;
    for (std::size_t i = 0; i < table.size(); ++i) {
        bool rowOk = int(table[i].size()) == n;
        for (int r : table[i])
            rowOk = rowOk && r > 0 && r < (1 << n);
        if (!rowOk) {
            if (failures)
                *failures << QStringLiteral("round %1 is not %2 nonzero %2-bit addresses").arg(i + 1).arg(n);
            ok = false;
        }
    }
    for (char which : {'a', 'b', 'c'})
        ok = checkCondition(table, which, failures) && ok;
    return ok;
}

// crossed[r] is the set of dimensions the packets of relative address r have crossed so far:
// the one at node k came from k XOR crossed[r], and sits in location r XOR k.
std::optional<Schedule> AllPortScheduleTable::schedule(const Problem &problem, const Table &table, QStringList *failures)
{
    if (!problem.topology().has(Trait::BinaryCube) || problem.operation() != Operation::Alltoall) {
        if (failures)
            *failures << QStringLiteral("the schedule table is for an all-to-all on a hypercube, not for this problem");
        return std::nullopt;
    }
    if (!check(table, failures))
        return std::nullopt;
    if (widthOf(table) != problem.topology().dimensions()) {
        if (failures)
            *failures << QStringLiteral("the table has %1 columns, the hypercube %2 dimensions")
                             .arg(widthOf(table))
                             .arg(problem.topology().dimensions());
        return std::nullopt;
    }
    Schedule s = problem.emptySchedule();
    const int n = problem.topology().dimensions();
    const int p = problem.processors();
    const int rounds = int(table.size());
    const bool traces = wantTraces(problem);
    std::vector<int> crossed(std::size_t(p), 0);
    for (int i = 0; i < rounds; ++i) {
        const std::vector<int> &row = table[std::size_t(i)];
        Round round;
        round.transfers.reserve(std::size_t(n) * std::size_t(p), 0, std::size_t(n) * std::size_t(p));
        if (traces)
            round.traces.resize(std::size_t(p));
        QStringList rowBits;
        for (int r : row)
            rowBits << AllPortScheduleTable::bits(r, n);
        for (int k = 0; k < p; ++k) {
            QStringList sends;
            for (int j = 0; j < n; ++j) {
                const int r = row[std::size_t(j)];
                const int origin = k ^ crossed[std::size_t(r)];
                const int dest = origin ^ r;
                const int to = k ^ (1 << j);
                round.transfers.push_back(pathTransfer({k, to}, {problem.alltoallPacket(origin, dest)}));
                if (traces)
                    sends << QStringLiteral("A[%1] -> %2 ({%3,%4})")
                                 .arg(AllPortScheduleTable::bits(r ^ k, n), AllPortScheduleTable::bits(to, n))
                                 .arg(origin)
                                 .arg(dest);
            }
            if (traces)
                setTrace(round, k, 2,
                         {{QStringLiteral("i"), QString::number(i + 1)},
                          {QStringLiteral("r[i,*]"), rowBits.join(QLatin1Char(' '))},
                          {QStringLiteral("sends"), sends.join(QStringLiteral(", "))}});
        }
        for (int j = 0; j < n; ++j)
            crossed[std::size_t(row[std::size_t(j)])] |= 1 << j;
        round.narration = narration(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                "Round %1 of %2: along every dimension j at once, every node k sends the packet in its memory "
                "location r[%1,j] XOR k, the one with relative address r[%1,j], and stores the packet coming "
                "back in the location it emptied; row %1 of the table (j = 0 .. %3): %4. Each of the %5 arcs "
                "carries one packet."))
                          .arg(i + 1)
                          .arg(rounds)
                          .arg(n - 1)
                          .arg(rowBits.join(QLatin1Char(' ')))
                          .arg(n * p);
        BuildCancellation::check();
        s.rounds.push_back(std::move(round));
    }
    return s;
}

namespace {

/**
 * alltoall-hypercube-allport: seed 000 "Allport fullduplex hypercube". The matrix-transposition
 * view: node i holds a_{i,j} (the engine's packet {origin i, dest j}) in memory location j; a
 * packet at node v sits in location v XOR (i XOR j), so each move across dimension j changes
 * node and location together and keeps the relative address i XOR j. In round i every node k
 * sends, along every dimension j at once, the packet in its location r_{i,j} XOR k, where r is
 * the seed's schedule table (AllPortScheduleTable), and stores the one coming back in the
 * location it emptied. Conditions (a)-(c) make every packet cross each dimension of its
 * relative address exactly once (a shortest path) and keep every one of the n p arcs busy with
 * one packet in each of the p/2 rounds. Cost (t_s + t_w m) p/2, the seed's bound of p/2 rounds.
 */
class AlltoallHypercubeAllport final : public AlgorithmBase
{
public:
    AlltoallHypercubeAllport()
        : AlgorithmBase({QStringLiteral("alltoall-hypercube-allport"), Operation::Alltoall,
                         QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                                           "All-to-all personalized: all-port schedule table"),
                         QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                                           "Seed 000's time- and transmission-optimal all-to-all scatter for the "
                                           "all-port full-duplex store-and-forward hypercube without combining, "
                                           "seen as a matrix transposition: node i holds the packet for node j in "
                                           "its memory location j, and a packet sits at node v in location v XOR "
                                           "(i XOR j), so every move keeps its relative address i XOR j. In round "
                                           "i, along all n dimensions j at once, every node k sends the packet in "
                                           "its location r[i,j] XOR k and stores the one coming back in the "
                                           "location it emptied; r is the seed's schedule table (m_i = 2i+1, bit "
                                           "j+1 inverted, bits 0 and j swapped), whose conditions (a)-(c) the "
                                           "engine checks before it builds anything (`collviz-cli table` prints "
                                           "it). So every packet crosses each dimension of its relative address "
                                           "once, on a shortest path, and all n p arcs carry one packet in each of "
                                           "the p/2 rounds: (t_s + t_w m) p/2, the seed's lower bound of p/2 "
                                           "rounds. The engine's lower bound is t_s + t_w m p/2: its all-port "
                                           "store-and-forward model lets a node start all its messages at once, "
                                           "so only the word term must be paid round by round, and that term the "
                                           "schedule meets exactly."),
                         seed000Source(),
                         {needs::binaryCube()},
                         model(Switching::StoreAndForward, 0, Duplex::Full, false),
                         QStringLiteral("(t_s + t_w m) p/2   [2^(n-1) rounds, one packet on every arc]")})
    {
    }

    QString topologyLimits() const override { return QStringLiteral("hypercube:1 .. hypercube:%1").arg(kMaxDimension); }

    bool supports(const Topology &topology, const RunParams &params, QString *why) const override
    {
        if (!AlgorithmBase::supports(topology, params, why))
            return false;
        const int n = topology.dimensions();
        if (n > kMaxDimension) {
            if (why)
                *why = tr("%1 runs on hypercube:1 to hypercube:%2, not on %3 (its schedule would have 2^%4 rounds "
                          "of %5 one-packet transfers)")
                           .arg(id())
                           .arg(kMaxDimension)
                           .arg(topology.name())
                           .arg(n - 1)
                           .arg(double(n) * double(topology.processorCount()), 0, 'f', 0);
            return false;
        }
        QStringList failures;
        if (!AllPortScheduleTable::check(AllPortScheduleTable::table(n), &failures)) {
            if (why)
                *why = tr("the schedule table for %1 breaks the seed's conditions: %2")
                           .arg(topology.name(), failures.join(QStringLiteral("; ")));
            return false;
        }
        return true;
    }

    bool hasScheduleTable() const override { return true; }

    std::optional<ScheduleTable> scheduleTable(const Topology &topology, QString *why) const override
    {
        if (!supports(topology, RunParams{}, why))
            return std::nullopt;
        const int n = topology.dimensions();
        const auto table = AllPortScheduleTable::table(n);
        ScheduleTable out;
        out.title = QStringLiteral("Optimal scheduling table for AAS in all-port full-duplex SF Q_%1 (%2)")
                        .arg(n)
                        .arg(seed000Source());
        out.corner = QStringLiteral("Round");
        for (int j = 0; j < n; ++j)
            out.columnHeaders << QStringLiteral("j=%1").arg(j);
        for (std::size_t i = 0; i < table.size(); ++i) {
            out.rowHeaders << QString::number(i + 1);
            QStringList row;
            for (int r : table[i])
                row << AllPortScheduleTable::bits(r, n);
            out.cells << row;
        }
        for (char which : {'a', 'b', 'c'}) {
            ScheduleTable::Check c;
            c.name = QString(QLatin1Char(which));
            c.rule = AllPortScheduleTable::rule(which);
            c.holds = AllPortScheduleTable::checkCondition(table, which, &c.failures);
            out.checks << c;
        }
        return out;
    }

    std::optional<int> formulaRounds(const Topology &topology, const RunParams &) const override
    {
        return topology.processorCount() / 2;
    }

    double estimatedPacketRefs(const Topology &topology, int) const override
    {
        const double p = topology.processorCount();
        // p/2 rounds of n p transfers, each one packet and a two-vertex path, plus the packets.
        return p * p / 2 * topology.dimensions() * 3 + p * (p - 1);
    }

    PseudoCode pseudoCode() const override
    {
        return {QStringLiteral("ALL_TO_ALL_ALLPORT(n, my_id, r)   // r: the schedule table, 2^(n-1) rows, n columns"),
                {QStringLiteral("for i := 1 to 2^(n-1) do"),
                 QStringLiteral("    for j := 0 to n-1 in parallel do          // all n links at once"),
                 QStringLiteral("        send A[r[i,j] XOR my_id] to my_id XOR 2^j"),
                 QStringLiteral("        receive into A[r[i,j] XOR my_id] from my_id XOR 2^j"),
                 QStringLiteral("    end for"),
                 QStringLiteral("end for")}};
    }

    Schedule build(const Problem &problem, const RunParams &) const override
    {
        auto s = AllPortScheduleTable::schedule(problem, AllPortScheduleTable::table(problem.topology().dimensions()),
                                                nullptr);
        return s ? std::move(*s) : problem.emptySchedule(); // supports() refused a failing table already
    }

protected:
    std::optional<double> formulaValue(const Topology &topology, const RunParams &params) const override
    {
        const int steps = topology.processorCount() / 2; // p is a power of two
        return perStep(params.cost) * steps;
    }
};

} // namespace

void registerSeed000Allport(AlgorithmRegistry &registry)
{
    registry.add(std::make_shared<AlltoallHypercubeAllport>());
}

} // namespace collviz::core::algorithms

// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Seed 004, Johnsson and Ho 1992, beyond Algorithms 1 and 2: Algorithm 3 and Algorithm 4 run by
// the engine (d = 2 .. 8, steps and span as Table 6 and Theorem 1 say), both halves of Table 7
// and the line drawings for every d and c, Table 8 (blocking) and Table 9 (wide channels) cell
// for cell from the engine's schedules, Lemma 4 and Lemma 5 against the measured step counts on
// a table of cases, and `collviz-cli run` on hypercube:7 replayed from its JSON.

#include "core/algorithms/alltoall/johnssonho_schedule.h"
#include "core/engine.h"
#include "core/simulator.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

#include "tests/programrun.h"

#include <algorithm>
#include <map>
#include <set>

using namespace collviz::core;
using collviz::core::algorithms::JohnssonHoAddresses;
using collviz::core::algorithms::JohnssonHoAddressSchedule;
using collviz::core::algorithms::JohnssonHoBlocking;
using collviz::core::algorithms::JohnssonHoPairSchedule;
using collviz::core::algorithms::JohnssonHoTableRequest;
using collviz::core::algorithms::JohnssonHoWideChannels;
using Kind = JohnssonHoAddressSchedule::Kind;
using collviz::tests::CliRun;
using collviz::tests::cli;

namespace {

/// Table 7 of the seed (lines 412-428), d = 5, q = 4: address (or pair) and the dimension per
/// time step 0 .. 4. The upper half is the diagonal drawing (Figure 3 left), the lower the
/// greedy one (Figure 3 right). The OCR has both halves intact.
const QStringList kTable7Diagonal{
    QStringLiteral("10111 0 2 4 1 -"), QStringLiteral("01111 - 1 3 0 2"), QStringLiteral("11110 3 - 2 4 1"),
    QStringLiteral("11101 2 4 - 3 0"), QStringLiteral("11011 1 3 0 - 4"), QStringLiteral("(00000, 11111) 4 0 1 2 3"),
};
const QStringList kTable7Greedy{
    QStringLiteral("01111 0 1 2 3 -"), QStringLiteral("11110 1 2 3 - 4"), QStringLiteral("11101 2 3 - 4 0"),
    QStringLiteral("11011 3 - 4 0 1"), QStringLiteral("10111 - 4 0 1 2"), QStringLiteral("(00000, 11111) 4 0 1 2 3"),
};

/// Table 8 (lines 494-498): the block exchanges for d = 5, rows "Comm. step" 0 .. 4, columns
/// Group 1 .. 4; the OCR leaves Group 4 empty in rows 1-4 ("-" here).
const QStringList kTable8{
    QStringLiteral("0|{C(11111), R(01111)}|{R(00011)}|{R(00101)}|{R(00001)}"),
    QStringLiteral("1|{C(11111), R(01111)}|{R(00011)}|{R(00101)}|-"),
    QStringLiteral("2|{C(11111), R(01111)}|{R(00111)}|{R(01011)}|-"),
    QStringLiteral("3|{C(11111), R(01111)}|{R(00111)}|{R(01011)}|-"),
    QStringLiteral("4|{C(11111), R(01111)}|{R(00111)}|{R(01011)}|-"),
};

/// Table 9 (lines 519-523): d = 5, b = 3, each group followed by its time step.
const QStringList kTable9{
    QStringLiteral("{C(11111), R(01111)}|1|{R(00011)}|0|{R(00101)}|0|{R(00001)}|0"),
    QStringLiteral("{C(11111), R(01111)}|2|{R(00011)}|1|{R(00101)}|1|-|-"),
    QStringLiteral("{C(11111), R(01111)}|3|{R(00111)}|2|{R(01011)}|2|-|-"),
    QStringLiteral("{C(11111), R(01111)}|4|{R(00111)}|3|{R(01011)}|3|-|-"),
    QStringLiteral("{C(11111), R(01111)}|5|{R(00111)}|4|{R(01011)}|4|-|-"),
};

std::shared_ptr<const Topology> cube(int d)
{
    QString why;
    return Topology::create(QStringLiteral("hypercube:%1").arg(d), &why);
}

RunResult runOne(const QString &algorithm, int d, double m = 3, double ts = 2, double tw = 0.5)
{
    RunRequest req;
    req.algorithm = algorithm;
    req.topology = QStringLiteral("hypercube:%1").arg(d);
    req.params.cost.m = m;
    req.params.cost.ts = ts;
    req.params.cost.tw = tw;
    req.params.cost.th = 0;
    return Engine::run(req);
}

/// The dimension each relative address crosses per round, read back from the engine's
/// schedule: dims[address][round], -1 where it stays.
std::vector<std::vector<int>> addressTable(const Schedule &s, int d, QStringList *errors)
{
    std::vector<std::vector<int>> t(std::size_t(1) << d, std::vector<int>(s.rounds.size(), -1));
    for (std::size_t i = 0; i < s.rounds.size(); ++i)
        for (const Transfer &tr : s.rounds[i].transfers)
            for (int id : tr.packets) {
                const Packet &pk = s.packets[std::size_t(id)];
                const int a = pk.origin ^ pk.dest;
                const int dim = __builtin_ctz(unsigned(tr.src ^ tr.dst));
                int &c = t[std::size_t(a)][i];
                if (c >= 0 && c != dim)
                    *errors << QStringLiteral("address %1 in two dimensions in round %2").arg(a).arg(i + 1);
                c = dim;
            }
    return t;
}

QString cells(const std::vector<int> &row, int from, int count)
{
    QStringList out;
    for (int t = from; t < from + count; ++t)
        out << (row[std::size_t(t)] < 0 ? QStringLiteral("-") : QString::number(row[std::size_t(t)]));
    return out.join(QLatin1Char(' '));
}

QStringList tableRow(const ScheduleTable &t, int r, bool withHeader = true)
{
    return (withHeader ? QStringList{t.rowHeaders[r]} : QStringList{}) + t.cells[r];
}

} // namespace

class TstJohnssonHo4 : public QObject
{
    Q_OBJECT

private slots:
    /// Both halves of Table 7 from the engine's runs of alltoall-jh-alg4 (diagonal) and
    /// alltoall-jh-alg4-greedy on hypercube:5: d = 5 is prime, so its cyclic addresses are 00000
    /// and 11111 (one pair, c = 1), group 1 is the pair and a full 4-necklace, in steps 1-5.
    void table7_data()
    {
        QTest::addColumn<QString>("algorithm");
        QTest::addColumn<QStringList>("expected");
        QTest::addRow("diagonal (upper half)") << QStringLiteral("alltoall-jh-alg4") << kTable7Diagonal;
        QTest::addRow("greedy (lower half)") << QStringLiteral("alltoall-jh-alg4-greedy") << kTable7Greedy;
    }
    void table7()
    {
        QFETCH(QString, algorithm);
        QFETCH(QStringList, expected);
        const RunResult r = runOne(algorithm, 5);
        QVERIFY2(r.ok, qPrintable(r.error));
        QVERIFY(r.simulation.verified);
        QStringList errors;
        const auto t = addressTable(*r.schedule, 5, &errors);
        QVERIFY2(errors.isEmpty(), qPrintable(errors.join(QStringLiteral("; "))));
        const JohnssonHoAddresses a(5);
        for (const QString &row : expected) {
            if (row.startsWith(QLatin1Char('('))) {
                // The pair's row: the dimension of whichever of 00000 and 11111 moves (11111).
                QCOMPARE(QStringLiteral("(00000, 11111) ") + cells(t[31], 0, 5), row);
                QVERIFY(cells(t[0], 0, 5) == QStringLiteral("- - - - -"));
            } else {
                const int address = row.left(5).toInt(nullptr, 2);
                QCOMPARE(a.bits(address) + QLatin1Char(' ') + cells(t[std::size_t(address)], 0, 5), row);
            }
        }
        // The same rows in the table `collviz-cli table` prints (steps numbered from 1 there).
        QString why;
        const auto st = r.algorithm->scheduleTable(*r.topology, &why);
        QVERIFY2(st, qPrintable(why));
        QVERIFY2(st->allChecksHold(), qPrintable(st->toText()));
        QStringList printed;
        for (int i = 0; i < 6; ++i)
            printed << st->rowHeaders[i] + QLatin1Char(' ') + st->cells[i].mid(0, 5).join(QLatin1Char(' '));
        QStringList pairFirst = expected;
        pairFirst.prepend(pairFirst.takeLast()); // the table lists the pair before the necklace
        QCOMPARE(printed, pairFirst);
    }

    /// §3.5.2's example for d = 3 (seed lines 372-378): the pair (000, 111) with the 2-necklace
    /// 011, 110, 101 is the greedy drawing's group 1; the 1-necklace follows in one step.
    void section352Example()
    {
        const auto alg = AlgorithmRegistry::instance().find(QStringLiteral("alltoall-jh-alg4-greedy"));
        QVERIFY(alg);
        QString why;
        const auto st = alg->scheduleTable(*cube(3), &why);
        QVERIFY2(st, qPrintable(why));
        QStringList rows;
        for (int r = 0; r < st->rowHeaders.size(); ++r)
            rows << tableRow(*st, r).join(QLatin1Char(' '));
        QCOMPARE(rows, QStringList({QStringLiteral("(000, 111) 2 0 1 -"), QStringLiteral("011 0 1 - -"),
                                    QStringLiteral("110 1 - 2 -"), QStringLiteral("101 - 2 0 -"),
                                    QStringLiteral("001 - - - 0"), QStringLiteral("010 - - - 1"),
                                    QStringLiteral("100 - - - 2")}));
    }

    /// Figure 3's line drawings for every d = 2 .. 10 and c = 1 .. d-1 (the c the engine can
    /// meet: c = (cyclic pairs) mod d, any value once K is a multiple of 2^d): every table entry
    /// once, each dimension once per step, the d members the rotations of one full
    /// (d - c)-necklace, each crossing its own one-bits once. The greedy lines always give the
    /// paper's necklace 0^c 1^(d-c). The diagonal rule as printed (s_i = 0; for even d and
    /// c < d/2 a skew of two columns on line d/2) fails exactly where the description says.
    void lineDrawings_data()
    {
        QTest::addColumn<int>("d");
        QTest::addColumn<int>("c");
        for (int d = 2; d <= 10; ++d)
            for (int c = 1; c < d; ++c)
                QTest::addRow("d=%d c=%d", d, c) << d << c;
    }
    void lineDrawings()
    {
        QFETCH(int, d);
        QFETCH(int, c);
        for (Kind kind : {Kind::Algorithm4Diagonal, Kind::Algorithm4Greedy}) {
            const QStringList v = JohnssonHoAddressSchedule::groupOneViolations(kind, d, c);
            QVERIFY2(v.isEmpty(), qPrintable(v.join(QStringLiteral("; "))));
        }
        int first = 0;
        JohnssonHoAddressSchedule::groupOne(Kind::Algorithm4Greedy, d, c, &first);
        QCOMPARE(first, (1 << (d - c)) - 1);
        // The paper's diagonal rule, literally: offsets 2i (+2 on line d/2 for even d, c < d/2).
        const JohnssonHoAddresses a(d);
        const int m = d - c;
        std::set<int> offsets;
        int mask = 0;
        for (int i = 0; i < m; ++i) {
            const int o = (2 * i + (d % 2 == 0 && c < d / 2 && i == d / 2 ? 2 : 0)) % d;
            offsets.insert(o);
            mask |= 1 << o;
        }
        const bool paperWorks = int(offsets.size()) == m && a.period(mask) == d;
        const bool expectedToWork = d % 2 == 1 || c > d / 2 || d == 2; // fails at c = d/2 (d >= 4) and c < d/2
        QCOMPARE(paperWorks, expectedToWork);
        // Odd d: the diagonal lines give the necklace of the bits 0, 2, ..., 2(d-c-1) mod d, the
        // paper's 0^c 1^(d-c) only for c = 1 and c = d-1 (as the description says).
        int diagonal = 0;
        JohnssonHoAddressSchedule::groupOne(Kind::Algorithm4Diagonal, d, c, &diagonal);
        if (d % 2 == 1)
            QCOMPARE(a.distinguished(diagonal) == (1 << m) - 1, c == 1 || c == d - 1);
        // The engine's skews: none for odd d, so there it is the paper's rule.
        const auto skews = JohnssonHoAddressSchedule::diagonalSkews(d, c);
        if (d % 2 == 1 || c > d / 2 || d == 2)
            QVERIFY(std::all_of(skews.begin(), skews.end(), [](int s) { return s == 0; }));
    }

    /// Algorithms 3 and 4 by the engine on d = 2 .. 8 (and 1 and 2 through the same address
    /// schedules, which must equal the pair schedules): verified AAPC, one element per channel
    /// direction per step, every element one hop per transfer along the dimensions of its
    /// relative address once (a minimal path), K/2 steps, span as Table 6 (Algorithm 3: d ..
    /// d + (K/2 mod d)) and Theorem 1 (Algorithm 4: at most d, and d exactly where there are
    /// cyclic pairs).
    void algorithms_data()
    {
        QTest::addColumn<QString>("algorithm");
        QTest::addColumn<int>("d");
        for (const char *alg : {"alltoall-jh-alg1", "alltoall-jh-alg2", "alltoall-jh-alg3", "alltoall-jh-alg4",
                                "alltoall-jh-alg4-greedy"})
            for (int d = 2; d <= 8; ++d)
                QTest::addRow("%s hypercube:%d", alg, d) << QString::fromLatin1(alg) << d;
    }
    void algorithms()
    {
        QFETCH(QString, algorithm);
        QFETCH(int, d);
        const double m = 3, ts = 2, tw = 0.5;
        const RunResult r = runOne(algorithm, d, m, ts, tw);
        QVERIFY2(r.ok, qPrintable(r.error));
        QVERIFY2(r.simulation.verified, qPrintable(r.simulation.postconditionFailures.join(QStringLiteral("; "))));
        QVERIFY(!r.whatIf);
        const int K = 1 << d;
        const bool one = algorithm.endsWith(QLatin1String("alg1"));
        const int steps = one ? d * ((K / 2 + d - 1) / d) : K / 2;
        const Schedule &s = *r.schedule;
        QCOMPARE(int(s.rounds.size()), steps);
        QCOMPARE(r.formulaRounds, std::optional<int>(steps));
        QCOMPARE(r.simulation.maxLinkLoad, 1);
        QCOMPARE(r.simulation.time, steps * (ts + tw * m));
        QVERIFY(r.formula && qFuzzyCompare(r.formula->value, steps * (ts + tw * m)));
        std::vector<int> crossed(s.packets.size(), 0);
        for (std::size_t i = 0; i < s.rounds.size(); ++i) {
            std::set<std::pair<int, int>> arcs;
            for (const Transfer &t : s.rounds[i].transfers) {
                QCOMPARE(int(t.path.size()), 2);
                QCOMPARE(int(t.packets.size()), 1);
                const int dim = t.src ^ t.dst;
                QCOMPARE(__builtin_popcount(unsigned(dim)), 1);
                QVERIFY(arcs.insert({t.src, dim}).second);
                const auto id = std::size_t(t.packets.front());
                const Packet &pk = s.packets[id];
                QVERIFY(((pk.origin ^ pk.dest) & dim) && !(crossed[id] & dim));
                crossed[id] |= dim;
            }
            if (!one)
                QCOMPARE(int(arcs.size()), d * K); // every channel in every step
        }
        for (std::size_t id = 0; id < s.packets.size(); ++id)
            QCOMPARE(crossed[id], s.packets[id].origin ^ s.packets[id].dest);

        const Kind kind = algorithm.endsWith(QLatin1String("alg1"))   ? Kind::Algorithm1
                          : algorithm.endsWith(QLatin1String("alg2")) ? Kind::Algorithm2
                          : algorithm.endsWith(QLatin1String("alg3")) ? Kind::Algorithm3
                          : algorithm.endsWith(QLatin1String("greedy")) ? Kind::Algorithm4Greedy
                                                                      : Kind::Algorithm4Diagonal;
        const auto sched = JohnssonHoAddressSchedule::make(kind, d);
        QVERIFY2(sched.violations().isEmpty(), qPrintable(sched.violations().join(QStringLiteral("; "))));
        QCOMPARE(sched.steps, steps);
        const auto span = sched.unitSpanRange();
        if (kind == Kind::Algorithm1)
            QVERIFY(span == std::make_pair(d, d));
        else if (kind == Kind::Algorithm2)
            QVERIFY(span == std::make_pair(d, K / 2));
        else if (kind == Kind::Algorithm3)
            QVERIFY2(span == std::make_pair(d, d + (K / 2) % d), qPrintable(QStringLiteral("%1..%2").arg(span.first).arg(span.second)));
        else
            QCOMPARE(span.second, d); // every d >= 2 has the cyclic pair (0...0, 1...1)
        // Pair algorithms: the address schedule is the pair schedule, cell for cell.
        if (kind == Kind::Algorithm1 || kind == Kind::Algorithm2 || kind == Kind::Algorithm3) {
            const auto pairs = JohnssonHoPairSchedule::make(kind == Kind::Algorithm1   ? JohnssonHoPairSchedule::Kind::Algorithm1
                                                            : kind == Kind::Algorithm2 ? JohnssonHoPairSchedule::Kind::Algorithm2
                                                                                       : JohnssonHoPairSchedule::Kind::Algorithm3,
                                                            d);
            QVERIFY(pairs.violations().isEmpty());
            QCOMPARE(pairs.steps, sched.steps);
            const JohnssonHoAddresses a(d);
            for (int u = 0; u < a.pairCount(); ++u)
                for (int t = 0; t < steps; ++t) {
                    const int dim = pairs.dims[std::size_t(u)][std::size_t(t)];
                    const int mover = dim < 0 ? -1 : a.moverOf(u, dim);
                    QCOMPARE(sched.dims[std::size_t(u)][std::size_t(t)], mover == u ? dim : -1);
                    QCOMPARE(sched.dims[std::size_t(a.complement(u))][std::size_t(t)], mover == a.complement(u) ? dim : -1);
                }
            if (kind == Kind::Algorithm3)
                QVERIFY(pairs.pairSpanRange() == span);
        }
        // The engine's own table checks hold.
        QString why;
        const auto st = r.algorithm->scheduleTable(*r.topology, &why);
        QVERIFY2(st, qPrintable(why));
        QVERIFY2(st->allChecksHold(), qPrintable(st->toText()));
    }

    /// Table 6 printed from measurements (`collviz-cli table --summary`) for d = 2 .. 8: the
    /// element transfers and spans are Table 6's; the in-transit counts match Table 6 with the
    /// two readings its check names; and the measured numbers themselves for d = 5.
    void table6Summary_data()
    {
        QTest::addColumn<int>("d");
        for (int d = 2; d <= 8; ++d)
            QTest::addRow("hypercube:%d", d) << d;
    }
    void table6Summary()
    {
        QFETCH(int, d);
        JohnssonHoTableRequest req;
        req.view = JohnssonHoTableRequest::View::Summary;
        QString why;
        const auto t = collviz::core::algorithms::johnssonHoTable(QStringLiteral("alltoall-jh-alg4"), *cube(d), req, &why);
        QVERIFY2(t, qPrintable(why));
        QVERIFY2(t->allChecksHold(), qPrintable(t->toText()));
        QCOMPARE(t->rowHeaders.size(), 5);
        if (d == 5) {
            // Algorithm: transfers, span min/max, element span max, together, in transit, paper.
            QCOMPARE(tableRow(*t, 0), QStringList({QStringLiteral("1"), QStringLiteral("20"), QStringLiteral("5"),
                                                  QStringLiteral("5"), QStringLiteral("5"), QStringLiteral("2"),
                                                  QStringLiteral("10"), QStringLiteral("2"), QStringLiteral("10"),
                                                  QStringLiteral("20"), QStringLiteral("5..5"), QStringLiteral("2..10")}));
            QCOMPARE(tableRow(*t, 2), QStringList({QStringLiteral("3"), QStringLiteral("16"), QStringLiteral("5"),
                                                  QStringLiteral("6"), QStringLiteral("6"), QStringLiteral("10"),
                                                  QStringLiteral("10"), QStringLiteral("10"), QStringLiteral("12"),
                                                  QStringLiteral("16"), QStringLiteral("5..6"), QStringLiteral("10..12")}));
            QCOMPARE(t->cells[3][0], QStringLiteral("16"));
            QCOMPARE(t->cells[3][2], QStringLiteral("5"));
            QCOMPARE(t->cells[3][7], QStringLiteral("7")); // group 1: d + 2c = 7 addresses
        }
    }

    /// Table 8 cell for cell from the blocking table, and the blocked run's rounds carry exactly
    /// the subsets of its rows: 5 block transfers, the largest 4 elements per channel.
    void table8()
    {
        JohnssonHoTableRequest req;
        req.blocked = true;
        QString why;
        const auto t = collviz::core::algorithms::johnssonHoTable(QStringLiteral("alltoall-jh-alg4"), *cube(5), req, &why);
        QVERIFY2(t, qPrintable(why));
        QVERIFY2(t->allChecksHold(), qPrintable(t->toText()));
        QCOMPARE(t->corner, QStringLiteral("Comm. step"));
        QCOMPARE(t->columnHeaders, QStringList({QStringLiteral("Group 1"), QStringLiteral("Group 2"),
                                                QStringLiteral("Group 3"), QStringLiteral("Group 4")}));
        QCOMPARE(t->cells.size(), 5);
        for (int r = 0; r < 5; ++r)
            QCOMPARE(tableRow(*t, r).join(QLatin1Char('|')), kTable8[r]);

        const RunResult run = runOne(QStringLiteral("alltoall-jh-alg4-blocked"), 5, 1, 10, 1);
        QVERIFY2(run.ok, qPrintable(run.error));
        QVERIFY(run.simulation.verified);
        QVERIFY(!run.whatIf);
        const Schedule &s = *run.schedule;
        QCOMPARE(int(s.rounds.size()), 5);
        const JohnssonHoAddresses a(5);
        auto subsetName = [&](int rel) {
            if (a.isCyclic(rel) || a.distinguished(rel) == 0b01111)
                return QStringLiteral("{C(11111), R(01111)}");
            return QStringLiteral("{R(%1)}").arg(a.bits(a.distinguished(rel)));
        };
        for (int r = 0; r < 5; ++r) {
            std::set<QString> seen;
            int most = 0;
            for (const Transfer &tr : s.rounds[std::size_t(r)].transfers) {
                QCOMPARE(int(tr.path.size()), 2);
                most = std::max(most, int(tr.packets.size()));
                for (int id : tr.packets)
                    seen.insert(subsetName(s.packets[std::size_t(id)].origin ^ s.packets[std::size_t(id)].dest));
            }
            std::set<QString> expected;
            for (const QString &cell : t->cells[r])
                if (cell != QLatin1String("-"))
                    expected.insert(cell);
            QVERIFY(seen == expected);
            QCOMPARE(most, r == 0 ? 4 : 3); // one element per entry of the row on every channel
        }
        // d block start-ups and K/2 = 16 elements per channel: 5 t_s + 16 t_w m.
        QCOMPARE(run.simulation.time, 5 * 10.0 + 16 * 1.0);
        QVERIFY(run.formula && qFuzzyCompare(run.formula->value, 66.0));
    }

    /// Table 9 cell for cell: the blocking table of Table 8 labelled for channels 3 wide;
    /// 6 steps = ceil(K/2b), each step carries at most 3 elements per channel direction.
    void table9()
    {
        JohnssonHoTableRequest req;
        req.channelWidth = 3;
        QString why;
        const auto t = collviz::core::algorithms::johnssonHoTable(QStringLiteral("alltoall-jh-alg4"), *cube(5), req, &why);
        QVERIFY2(t, qPrintable(why));
        QVERIFY2(t->allChecksHold(), qPrintable(t->toText()));
        for (int r = 0; r < 5; ++r)
            QCOMPARE(t->cells[r].join(QLatin1Char('|')), kTable9[r]);
        const auto w = JohnssonHoWideChannels::make(
            JohnssonHoBlocking::make(JohnssonHoAddressSchedule::make(Kind::Algorithm4Diagonal, 5)), 3);
        QCOMPARE(w.steps, 6);
        QVERIFY(w.paperLabelling);
        QCOMPARE(w.lemma5Steps(), 10); // Lemma 5 as printed: d ceil(K/2db) = 5 ceil(32/30)
        QCOMPARE(w.summarySteps(), 6);
        QVERIFY2(t->title.contains(QStringLiteral("measured: 6 steps; Lemma 5 as printed, d ceil(K/2db) = 10 (the "
                                                  "engine needs 4 fewer)")),
                 qPrintable(t->title));
    }

    /// Lemma 4 on a table of cases: Algorithms 3 and 4 blocked into d + (K/2 mod d) and d block
    /// transfers of the printed largest size; blocking keeps T_sum = K/2 element transfers.
    void lemma4_data()
    {
        QTest::addColumn<int>("d");
        QTest::addColumn<int>("copies");
        for (int d = 2; d <= 8; ++d)
            for (int copies : {1, 2, 3})
                QTest::addRow("d=%d K=%d", d, copies << d) << d << copies;
    }
    void lemma4()
    {
        QFETCH(int, d);
        QFETCH(int, copies);
        const int K = copies << d;
        // Section 5: Algorithm 1 in d blocks of ceil(K/2d) (one column per group), Algorithm 2 in
        // K/2 blocks of one (its span is K/2).
        const auto one = JohnssonHoBlocking::make(JohnssonHoAddressSchedule::make(Kind::Algorithm1, d, copies));
        QCOMPARE(one.rows, d);
        QCOMPARE(one.maxBlock(), (K / 2 + d - 1) / d);
        QVERIFY(one.violations().isEmpty());
        const auto two = JohnssonHoBlocking::make(JohnssonHoAddressSchedule::make(Kind::Algorithm2, d, copies));
        QCOMPARE(two.rows, K / 2);
        QCOMPARE(two.maxBlock(), 1);
        QVERIFY(two.violations().isEmpty());
        const auto three = JohnssonHoBlocking::make(JohnssonHoAddressSchedule::make(Kind::Algorithm3, d, copies));
        const int n = d + (K / 2) % d;
        QCOMPARE(three.rows, n);
        QCOMPARE(three.maxBlock(), (K / 2 + n - 1) / n);
        QCOMPARE(three.sum, K / 2);
        QVERIFY(three.violations().isEmpty());
        for (Kind kind : {Kind::Algorithm4Diagonal, Kind::Algorithm4Greedy}) {
            const auto s = JohnssonHoAddressSchedule::make(kind, d, copies);
            QVERIFY2(s.violations().isEmpty(), qPrintable(s.violations().join(QStringLiteral("; "))));
            QCOMPARE(s.steps, K / 2);
            QCOMPARE(s.unitSpanRange().second, d);
            // K = copies 2^d: the AAPC repeated, run by the Simulator (piece c in copy c).
            const auto alg = AlgorithmRegistry::instance().find(QStringLiteral("alltoall-jh-alg4"));
            const Problem problem(Operation::Alltoall, cube(d), 0, 0, copies);
            const SimulationResult sim = Simulator::check(problem, s.build(problem, *alg), alg->naturalModel());
            QVERIFY(sim.verified);
            QCOMPARE(sim.maxLinkLoad, 1);
            const auto four = JohnssonHoBlocking::make(s);
            QCOMPARE(four.rows, d);
            QCOMPARE(four.maxBlock(), (K / 2 + d - 1) / d);
            QCOMPARE(four.sum, K / 2);
            QVERIFY(four.violations().isEmpty());
        }
    }

    /// alltoall-jh-alg4-blocked by the engine on d = 2 .. 8: d rounds, every channel carrying one
    /// message per round of at most ceil(K/2d) elements (Lemma 4), a verified AAPC, and the time
    /// d t_s + (K/2) t_w m the cost model charges for d messages of K/2 elements in all.
    void blockedRuns_data()
    {
        QTest::addColumn<int>("d");
        for (int d = 2; d <= 8; ++d)
            QTest::addRow("hypercube:%d", d) << d;
    }
    void blockedRuns()
    {
        QFETCH(int, d);
        const double m = 2, ts = 7, tw = 0.5;
        const RunResult r = runOne(QStringLiteral("alltoall-jh-alg4-blocked"), d, m, ts, tw);
        QVERIFY2(r.ok, qPrintable(r.error));
        QVERIFY(r.simulation.verified);
        QVERIFY(!r.whatIf);
        const int K = 1 << d;
        const Schedule &s = *r.schedule;
        QCOMPARE(int(s.rounds.size()), d);
        int most = 0;
        for (const Round &round : s.rounds) {
            std::set<std::pair<int, int>> arcs;
            for (const Transfer &t : round.transfers) {
                QCOMPARE(int(t.path.size()), 2);
                QVERIFY(arcs.insert({t.src, t.dst}).second); // one message per channel direction
                most = std::max(most, int(t.packets.size()));
            }
        }
        QCOMPARE(most, (K / 2 + d - 1) / d);
        QCOMPARE(r.simulation.time, d * ts + K / 2 * tw * m);
        QVERIFY(r.formula && qFuzzyCompare(r.formula->value, d * ts + K / 2 * tw * m));
    }

    /// Lemma 5 on a table of cases (Algorithm 4): every wide-channel schedule keeps at most b
    /// elements per channel direction per step and reaches max(d, ceil(K/2b)), the fewest any
    /// schedule can have; the paper's summary (ceil(K/2b) when floor(K/2d) >= b, else d) is
    /// reached; Lemma 5 as printed (d ceil(K/2db)) is beaten wherever it is not a multiple of d
    /// away: by lemma5 - measured steps, recorded here.
    void lemma5_data()
    {
        QTest::addColumn<int>("d");
        QTest::addColumn<int>("copies");
        QTest::addColumn<int>("b");
        QTest::addColumn<int>("steps");
        QTest::addColumn<int>("lemma5");
        // d, K/2^d, b -> measured steps, Lemma 5's printed d ceil(K/2db).
        const int cases[][5] = {
            {3, 1, 2, 3, 3},   {4, 1, 2, 4, 4},   {5, 1, 2, 8, 10},  {5, 1, 3, 6, 10},  {5, 1, 4, 5, 5},
            {5, 2, 3, 11, 15}, {5, 2, 6, 6, 10},  {6, 1, 2, 16, 18}, {6, 1, 3, 11, 12}, {6, 1, 5, 7, 12},
            {6, 1, 8, 6, 6},   {7, 1, 3, 22, 28}, {7, 1, 4, 16, 21}, {7, 1, 9, 8, 14},  {8, 1, 4, 32, 32},
            {8, 1, 5, 26, 32}, {8, 1, 16, 8, 8},  {8, 2, 7, 37, 40},
        };
        for (const auto &c : cases)
            QTest::addRow("d=%d K=%d b=%d", c[0], c[1] << c[0], c[2]) << c[0] << c[1] << c[2] << c[3] << c[4];
    }
    void lemma5()
    {
        QFETCH(int, d);
        QFETCH(int, copies);
        QFETCH(int, b);
        QFETCH(int, steps);
        QFETCH(int, lemma5);
        const int K = copies << d;
        const auto w = JohnssonHoWideChannels::make(
            JohnssonHoBlocking::make(JohnssonHoAddressSchedule::make(Kind::Algorithm4Diagonal, d, copies)), b);
        QVERIFY2(w.violations().isEmpty(), qPrintable(w.violations().join(QStringLiteral("; "))));
        QCOMPARE(w.steps, steps);
        QCOMPARE(w.steps, std::max(d, (K + 2 * b - 1) / (2 * b)));
        QCOMPARE(w.lemma5Steps(), lemma5);
        QVERIFY(w.steps <= lemma5);
        if (K / (2 * d) >= b) {
            QCOMPARE(w.summarySteps(), (K + 2 * b - 1) / (2 * b));
            QVERIFY(w.paperLabelling); // inside Lemma 5's condition Table 9's labelling is valid
        }
        QCOMPARE(w.steps, std::max(w.summarySteps(), w.lowerBound()));

        // The Simulator runs it (each channel's elements of a step as one message, combining):
        // every element held where it is sent from, delivered, and no channel carries more than b.
        const auto alg = AlgorithmRegistry::instance().find(QStringLiteral("alltoall-jh-alg4"));
        const Problem problem(Operation::Alltoall, cube(d), 0, 0, copies);
        const Schedule schedule = w.build(problem, *alg);
        QCOMPARE(int(schedule.rounds.size()), steps);
        CommModel combining = alg->naturalModel();
        combining.combining = true;
        const SimulationResult sim = Simulator::check(problem, schedule, combining);
        QVERIFY2(sim.verified, qPrintable(sim.postconditionFailures.join(QStringLiteral("; "))));
        QCOMPARE(sim.maxLinkLoad, 1);
        int most = 0;
        for (const Round &round : schedule.rounds)
            for (const Transfer &t : round.transfers)
                most = std::max(most, int(t.packets.size()));
        QCOMPARE(most, std::min(b, K / 2));
    }

    /// `collviz-cli run --algorithm alltoall-jh-alg4 --topology hypercube:7 --format json`,
    /// replayed here from the JSON alone: every transfer one element over one cube link from a
    /// node that holds it, at most one element per channel direction per round, every element
    /// crossing each dimension of source XOR destination once (a minimal path), and every
    /// element at its destination after 64 rounds.
    void cliJsonReplay()
    {
        const CliRun r = cli({QStringLiteral("run"), QStringLiteral("--algorithm"), QStringLiteral("alltoall-jh-alg4"),
                              QStringLiteral("--topology"), QStringLiteral("hypercube:7"), QStringLiteral("--format"),
                              QStringLiteral("json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject doc = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(doc.value(QStringLiteral("format")).toString(), QStringLiteral("collviz-schedule/1"));
        const QJsonArray packets = doc.value(QStringLiteral("packets")).toArray();
        const int p = 128;
        QCOMPARE(packets.size(), p * (p - 1));
        std::vector<int> origin(std::size_t(packets.size())), dest(std::size_t(packets.size())),
            at(std::size_t(packets.size()), -1), crossed(std::size_t(packets.size()), 0);
        for (const auto &v : packets) {
            const QJsonObject o = v.toObject();
            const auto id = std::size_t(o.value(QStringLiteral("id")).toInt());
            origin[id] = o.value(QStringLiteral("origin")).toInt();
            dest[id] = o.value(QStringLiteral("dest")).toInt();
        }
        const QJsonArray initial = doc.value(QStringLiteral("initial")).toArray();
        for (int v = 0; v < initial.size(); ++v)
            for (const auto &id : initial[v].toArray())
                at[std::size_t(id.toInt())] = v;
        for (std::size_t id = 0; id < at.size(); ++id)
            QCOMPARE(at[id], origin[id]);
        const QJsonArray rounds = doc.value(QStringLiteral("rounds")).toArray();
        QCOMPARE(rounds.size(), 64);
        for (int i = 0; i < rounds.size(); ++i) {
            std::set<std::pair<int, int>> arcs;
            std::vector<std::pair<std::size_t, int>> moves;
            for (const auto &tv : rounds[i].toObject().value(QStringLiteral("transfers")).toArray()) {
                const QJsonObject t = tv.toObject();
                const int src = t.value(QStringLiteral("src")).toInt(), dst = t.value(QStringLiteral("dst")).toInt();
                const QJsonArray ids = t.value(QStringLiteral("packets")).toArray();
                QCOMPARE(ids.size(), 1);
                QCOMPARE(t.value(QStringLiteral("path")).toArray().size(), 2);
                QCOMPARE(__builtin_popcount(unsigned(src ^ dst)), 1);
                QVERIFY2(arcs.insert({src, dst}).second, "two elements on one channel direction in a round");
                const auto id = std::size_t(ids[0].toInt());
                QCOMPARE(at[id], src);
                QVERIFY(((origin[id] ^ dest[id]) & (src ^ dst)) && !(crossed[id] & (src ^ dst)));
                crossed[id] |= src ^ dst;
                moves.emplace_back(id, dst);
            }
            for (const auto &[id, dst] : moves)
                at[id] = dst;
        }
        for (std::size_t id = 0; id < at.size(); ++id) {
            QCOMPARE(at[id], dest[id]);
            QCOMPARE(crossed[id], origin[id] ^ dest[id]);
        }
        const QJsonObject summary = doc.value(QStringLiteral("summary")).toObject();
        QVERIFY(summary.value(QStringLiteral("verified")).toBool());
        QCOMPARE(summary.value(QStringLiteral("rounds")).toInt(), 64);
    }

    /// `collviz-cli table` with the Johnsson-Ho options: Table 8 as text, Table 9's first row
    /// as CSV, the necklaces of d = 5, and one-sentence refusals.
    void cliTable()
    {
        auto table = [](QStringList extra) {
            return cli(QStringList{QStringLiteral("table"), QStringLiteral("--algorithm"), QStringLiteral("alltoall-jh-alg4"),
                                   QStringLiteral("--topology"), QStringLiteral("hypercube:5")}
                       + extra);
        };
        CliRun r = table({QStringLiteral("--blocked")});
        QCOMPARE(r.exitCode, 0);
        QStringList lines = QString::fromUtf8(r.out).split(QLatin1Char('\n'));
        QCOMPARE(lines[1], QStringLiteral("Comm. step  Group 1  Group 2  Group 3  Group 4"));
        QCOMPARE(lines[2], QStringLiteral("0  {C(11111), R(01111)}  {R(00011)}  {R(00101)}  {R(00001)}"));

        r = table({QStringLiteral("--channel-width"), QStringLiteral("3"), QStringLiteral("--format"), QStringLiteral("csv")});
        QCOMPARE(r.exitCode, 0);
        lines = QString::fromUtf8(r.out).split(QStringLiteral("\r\n"));
        // The header comment says what the table is of; then the table as the source prints it.
        QStringList about;
        while (!lines.isEmpty() && lines.first().startsWith(QLatin1String("# ")))
            about << lines.takeFirst();
        for (const QString &line : {QStringLiteral("# algorithm: alltoall-jh-alg4"), QStringLiteral("# topology: hypercube:5"),
                                    QStringLiteral("# model: sf,ports=all,duplex=full,noncombining"),
                                    QStringLiteral("# view: channel-width"), QStringLiteral("# channelWidth: 3")})
            QVERIFY2(about.contains(line), qPrintable(about.join(QLatin1Char('\n'))));
        QCOMPARE(lines[0], QStringLiteral("Row,Group 1,Time,Group 2,Time,Group 3,Time,Group 4,Time"));
        QCOMPARE(lines[1], QStringLiteral("0,\"{C(11111), R(01111)}\",1,{R(00011)},0,{R(00101)},0,{R(00001)},0"));
        r = table({QStringLiteral("--channel-width"), QStringLiteral("3"), QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject json = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(json.value(QStringLiteral("format")).toString(), QStringLiteral("collviz-table/1"));
        QCOMPARE(json.value(QStringLiteral("view")).toString(), QStringLiteral("channel-width"));
        QCOMPARE(json.value(QStringLiteral("params")).toObject().value(QStringLiteral("channelWidth")).toInt(), 3);

        r = table({QStringLiteral("--necklaces")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains("01111  4  5  full  01111 11110 11101 11011 10111  {C(11111), R(01111)} (1..5)"), r.out.constData());
        QVERIFY2(r.out.contains("11111  5  1  cyclic  11111  {C(11111), R(01111)} (1..5)"), r.out.constData());

        r = table({QStringLiteral("--format"), QStringLiteral("latex"), QStringLiteral("--blocked")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("\\toprule"));
        QVERIFY(r.out.contains("\\{C(11111), R(01111)\\}"));

        for (const auto &[args, sentence] :
             std::vector<std::pair<QStringList, QString>>{
                 {{QStringLiteral("--elements"), QStringLiteral("48")},
                  QStringLiteral("--elements 48 is not accepted on hypercube:5: K must be a multiple of 2^d = 32")},
                 {{QStringLiteral("--elements"), QStringLiteral("8192")},
                  QStringLiteral("--elements 8192 is not accepted on hypercube:5: K must be a multiple of 2^d = 32 up to 4096")},
                 {{QStringLiteral("--channel-width"), QStringLiteral("0")}, QStringLiteral("--channel-width '0' is not accepted")},
                 {{QStringLiteral("--summary"), QStringLiteral("--blocked")},
                  QStringLiteral("--blocked and --channel-width change the schedule table")}}) {
            r = table(args);
            QCOMPARE(r.exitCode, 2);
            QVERIFY2(QString::fromUtf8(r.err).contains(sentence), r.err.constData());
            QCOMPARE(int(r.err.count('\n')), 1);
        }
        r = cli({QStringLiteral("table"), QStringLiteral("--algorithm"), QStringLiteral("alltoall-hypercube-allport"),
                 QStringLiteral("--topology"), QStringLiteral("hypercube:4"), QStringLiteral("--blocked")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains("apply to the Johnsson-Ho algorithms"));
    }
};

QTEST_GUILESS_MAIN(TstJohnssonHo4)
#include "tst_johnssonho4.moc"

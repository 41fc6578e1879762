// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Seed 004, Johnsson and Ho 1992: the address classification (relative addresses, complement
// pairs, cyclic and noncyclic addresses, necklaces) with the paper's examples and Table 2, and
// Algorithms 1 and 2 run by the engine: Table 4 and Table 5 cell for cell from the engine's
// own schedules, steps and spans against Table 6 for d = 1 .. 8.

#include "core/algorithms/alltoall/johnssonho.h"
#include "core/engine.h"
#include "core/simulator.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QtTest>

#include "tests/programrun.h"

#include <algorithm>
#include <map>
#include <set>

using namespace collviz::core;
using collviz::core::algorithms::JohnssonHoAddresses;
using collviz::core::algorithms::JohnssonHoPairSchedule;

namespace {

/// Table 2 of the seed (004_c7097e369dcda852.txt lines 143-150): for d = 3, row by row the
/// complement pairs (000, 111), (001, 110), (010, 101), (011, 100) after the alignment; cell
/// (address a, P_j) is "(source destination)" of the element in location a of node j.
const QStringList kTable2{
    QStringLiteral("(0 000) (1 001) (2 010) (3 011) (4 100) (5 101) (6 110) (7 111)"),
    QStringLiteral("(0 111) (1 110) (2 101) (3 100) (4 011) (5 010) (6 001) (7 000)"),
    QStringLiteral("(0 001) (1 000) (2 011) (3 010) (4 101) (5 100) (6 111) (7 110)"),
    QStringLiteral("(0 110) (1 111) (2 100) (3 101) (4 010) (5 011) (6 000) (7 001)"),
    QStringLiteral("(0 010) (1 011) (2 000) (3 001) (4 110) (5 111) (6 100) (7 101)"),
    QStringLiteral("(0 101) (1 100) (2 111) (3 110) (4 001) (5 000) (6 011) (7 010)"),
    QStringLiteral("(0 011) (1 010) (2 001) (3 000) (4 111) (5 110) (6 101) (7 100)"),
    QStringLiteral("(0 100) (1 101) (2 110) (3 111) (4 000) (5 001) (6 010) (7 011)"),
};

/// Table 4 of the seed (lines 246-262): after exchange steps 1, 2, 3 of Algorithm 1 on the
/// 3-cube, for the first three complement pairs (000, 111), (001, 110), (010, 101), the contents
/// of the pair's two addresses (top row u, bottom row ~u) in P_0 .. P_7. The 144 cells are as
/// OCR'd; the Time and Dim columns are garbled in the OCR (times read 1, 2, 2, 3, 3, 1, 1 and
/// dimensions stand on the wrong rows, e.g. "0" beside the top row of step 1 though (000) never
/// moves), so they are given here as the text defines them: step t, pair u in dimension
/// (u + t - 1) mod 3, and the row of the address that moves (its bit in that dimension is 1).
struct Table4Block
{
    int step;
    int pair;
    int dim;
    bool topMoves;
    QString top;
    QString bottom;
};
const std::vector<Table4Block> kTable4{
    {1, 0, 0, false, QStringLiteral("(0 000) (1 001) (2 010) (3 011) (4 100) (5 101) (6 110) (7 111)"),
     QStringLiteral("(1 110) (0 111) (3 100) (2 101) (5 010) (4 011) (7 000) (6 001)")},
    {1, 1, 1, false, QStringLiteral("(0 001) (1 000) (2 011) (3 010) (4 101) (5 100) (6 111) (7 110)"),
     QStringLiteral("(2 100) (3 101) (0 110) (1 111) (6 000) (7 001) (4 010) (5 011)")},
    {1, 2, 2, false, QStringLiteral("(0 010) (1 011) (2 000) (3 001) (4 110) (5 111) (6 100) (7 101)"),
     QStringLiteral("(4 001) (5 000) (6 011) (7 010) (0 101) (1 100) (2 111) (3 110)")},
    {2, 0, 1, false, QStringLiteral("(0 000) (1 001) (2 010) (3 011) (4 100) (5 101) (6 110) (7 111)"),
     QStringLiteral("(3 100) (2 101) (1 110) (0 111) (7 000) (6 001) (5 010) (4 011)")},
    {2, 1, 2, false, QStringLiteral("(0 001) (1 000) (2 011) (3 010) (4 101) (5 100) (6 111) (7 110)"),
     QStringLiteral("(6 000) (7 001) (4 010) (5 011) (2 100) (3 101) (0 110) (1 111)")},
    {2, 2, 0, false, QStringLiteral("(0 010) (1 011) (2 000) (3 001) (4 110) (5 111) (6 100) (7 101)"),
     QStringLiteral("(5 000) (4 001) (7 010) (6 011) (1 100) (0 101) (3 110) (2 111)")},
    {3, 0, 2, false, QStringLiteral("(0 000) (1 001) (2 010) (3 011) (4 100) (5 101) (6 110) (7 111)"),
     QStringLiteral("(7 000) (6 001) (5 010) (4 011) (3 100) (2 101) (1 110) (0 111)")},
    {3, 1, 0, true, QStringLiteral("(1 000) (0 001) (3 010) (2 011) (5 100) (4 101) (7 110) (6 111)"),
     QStringLiteral("(6 000) (7 001) (4 010) (5 011) (2 100) (3 101) (0 110) (1 111)")},
    {3, 2, 1, true, QStringLiteral("(2 000) (3 001) (0 010) (1 011) (6 100) (7 101) (4 110) (5 111)"),
     QStringLiteral("(5 000) (4 001) (7 010) (6 011) (1 100) (0 101) (3 110) (2 111)")},
};

/// Table 5 of the seed (lines 316-325): Algorithm 2; the caption says "five processor
/// dimensions" but the table has 4-bit addresses, dimensions 0-3 and K/2 = 8 steps: d = 4.
const QStringList kTable5{
    QStringLiteral("(0000, 1111) 0 1 2 3 - - - -"), QStringLiteral("(0001, 1110) - 0 1 2 3 - - -"),
    QStringLiteral("(0010, 1101) - - 0 1 2 3 - -"), QStringLiteral("(0011, 1100) - - - 0 1 2 3 -"),
    QStringLiteral("(0100, 1011) - - - - 0 1 2 3"), QStringLiteral("(0101, 1010) 3 - - - - 0 1 2"),
    QStringLiteral("(0110, 1001) 2 3 - - - - 0 1"), QStringLiteral("(0111, 1000) 1 2 3 - - - - 0"),
};

std::shared_ptr<const Topology> cube(int d)
{
    QString why;
    return Topology::create(QStringLiteral("hypercube:%1").arg(d), &why);
}

/// The element in location a of node k in `state`, as the paper writes it: "(source dest)";
/// location 0 is the node's own element, which the engine's all-to-all does not carry.
QString cell(const Schedule &s, const BufferState &state, int k, int a, int d)
{
    const JohnssonHoAddresses addr(d);
    if (a == 0)
        return QStringLiteral("(%1 %2)").arg(k).arg(addr.bits(k));
    QString found;
    for (int id : state.held[std::size_t(k)]) {
        const Packet &pk = s.packets[std::size_t(id)];
        if (JohnssonHoAddresses::relativeAddress(pk.origin, pk.dest) == a) {
            if (!found.isEmpty())
                return QStringLiteral("two elements in location %1").arg(addr.bits(a));
            found = QStringLiteral("(%1 %2)").arg(pk.origin).arg(addr.bits(pk.dest));
        }
    }
    return found.isEmpty() ? QStringLiteral("nothing in location %1").arg(addr.bits(a)) : found;
}

QString row(const Schedule &s, const BufferState &state, int a, int d)
{
    QStringList cells;
    for (int k = 0; k < (1 << d); ++k)
        cells << cell(s, state, k, a, d);
    return cells.join(QLatin1Char(' '));
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

/// The table pair x step -> dimension read back from the engine's schedule: every transfer's
/// element has its relative address (its location), hence its pair, and crosses src XOR dst.
std::vector<std::vector<int>> tableFromSchedule(const Schedule &s, int d, QStringList *errors)
{
    const JohnssonHoAddresses addr(d);
    std::vector<std::vector<int>> t(std::size_t(addr.pairCount()), std::vector<int>(s.rounds.size(), -1));
    for (std::size_t i = 0; i < s.rounds.size(); ++i)
        for (const Transfer &tr : s.rounds[i].transfers) {
            const Packet &pk = s.packets[std::size_t(tr.packets.front())];
            const int a = JohnssonHoAddresses::relativeAddress(pk.origin, pk.dest);
            const int u = std::min(a, addr.complement(a));
            const int dim = __builtin_ctz(unsigned(tr.src ^ tr.dst));
            int &c = t[std::size_t(u)][i];
            if (c >= 0 && c != dim)
                *errors << QStringLiteral("pair %1 in two dimensions in step %2").arg(u).arg(i + 1);
            c = dim;
        }
    return t;
}

QString tableRow(const std::vector<std::vector<int>> &t, int u, int d)
{
    const JohnssonHoAddresses addr(d);
    QStringList cells{QStringLiteral("(%1, %2)").arg(addr.bits(u), addr.bits(addr.complement(u)))};
    for (int dim : t[std::size_t(u)])
        cells << (dim < 0 ? QStringLiteral("-") : QString::number(dim));
    return cells.join(QLatin1Char(' '));
}

using collviz::tests::CliRun;
using collviz::tests::cli;

} // namespace

class TstJohnssonHo : public QObject
{
    Q_OBJECT

private slots:
    /// §2.1's examples: (0000) cyclic with period one, (0101) cyclic with period two, (0001)
    /// and (0011) noncyclic; the 3-necklace {0111, 1110, 1101, 1011}; (0011) and its complement
    /// (1100) in one necklace (§3.5, Lemma 3's exception q = d/2).
    void paperExamples()
    {
        const JohnssonHoAddresses a(4);
        QCOMPARE(a.period(0b0000), 1);
        QVERIFY(a.isCyclic(0b0000));
        QCOMPARE(a.period(0b0101), 2);
        QVERIFY(a.isCyclic(0b0101));
        QVERIFY(!a.isCyclic(0b0001));
        QVERIFY(!a.isCyclic(0b0011));
        const auto n = a.necklaceOf(0b1101);
        QCOMPARE(n.distinguished, 0b0111);
        QCOMPARE(n.ones, 3);
        QVERIFY(n.full);
        QCOMPARE(n.members, std::vector<int>({0b0111, 0b1110, 0b1101, 0b1011})); // rotation order
        QCOMPARE(a.distinguished(0b1100), a.distinguished(0b0011));
        QCOMPARE(a.cyclicAddresses(), std::vector<int>({0b0000, 0b0101, 0b1010, 0b1111}));
        // d = 3 (§3.5): 1-necklace (001)(010)(100), 2-necklace (011)(110)(101), cyclic 000, 111.
        const JohnssonHoAddresses b(3);
        const auto all = b.necklaces();
        QCOMPARE(int(all.size()), 4);
        QCOMPARE(all[1].members, std::vector<int>({0b001, 0b010, 0b100}));
        QCOMPARE(all[2].members, std::vector<int>({0b011, 0b110, 0b101}));
        QCOMPARE(b.cyclicAddresses(), std::vector<int>({0b000, 0b111}));
        // d = 5 (§3.5, Table 7): the 4-necklace of (0^c 1^(d-c)), c = 1.
        const JohnssonHoAddresses c(5);
        auto m = c.necklaceOf(0b01111).members;
        std::sort(m.begin(), m.end());
        QCOMPARE(m, std::vector<int>({0b01111, 0b10111, 0b11011, 0b11101, 0b11110}));
        QCOMPARE(c.bits(0b00101), QStringLiteral("00101"));
    }

    /// Necklace counts are the binary necklaces (OEIS A000031); "the number of cyclic addresses
    /// is two if d is prime" (§3.5); every address is in exactly one necklace, of q equal ones.
    void necklaceCounts_data()
    {
        QTest::addColumn<int>("d");
        QTest::addColumn<int>("necklaces");
        QTest::addColumn<int>("cyclic");
        const int counts[] = {0, 2, 3, 4, 6, 8, 14, 20, 36};
        // d = 1: both addresses have period 1 = d, so their necklaces are full (noncyclic).
        const int cyclic[] = {0, 0, 2, 2, 4, 2, 10, 2, 16};
        for (int d = 1; d <= 8; ++d)
            QTest::addRow("d=%d", d) << d << counts[d] << cyclic[d];
    }
    void necklaceCounts()
    {
        QFETCH(int, d);
        QFETCH(int, necklaces);
        QFETCH(int, cyclic);
        const JohnssonHoAddresses a(d);
        const auto all = a.necklaces();
        QCOMPARE(int(all.size()), necklaces);
        QCOMPARE(int(a.cyclicAddresses().size()), cyclic);
        std::vector<int> seen(std::size_t(a.count()), 0);
        for (const auto &n : all) {
            QCOMPARE(n.members.front(), n.distinguished);
            QCOMPARE(int(n.members.size()), n.period);
            QCOMPARE(n.full, n.period == d);
            for (int x : n.members) {
                ++seen[std::size_t(x)];
                QCOMPARE(__builtin_popcount(unsigned(x)), n.ones);
                QVERIFY(x >= n.distinguished);
                QCOMPARE(a.isCyclic(x), !n.full);
            }
        }
        QCOMPARE(std::count(seen.begin(), seen.end(), 1), long(a.count()));
        // Complement pairs: (u, ~u) for u < K/2; exactly one of them has each bit set.
        for (int u = 0; u < a.pairCount(); ++u) {
            const auto [x, y] = a.complementPair(u);
            QCOMPARE(x ^ y, a.count() - 1);
            for (int r = 0; r < d; ++r)
                QVERIFY((a.moverOf(u, r) >> r) & 1);
            QCOMPARE(a.isCyclic(x), a.isCyclic(y)); // §3.5: the complement of a cyclic address is cyclic
        }
    }

    /// Table 2 from the engine's initial buffers of hypercube:3 through the alignment.
    void table2()
    {
        const Problem problem(Operation::Alltoall, cube(3), 0, 0);
        const Schedule s = problem.emptySchedule();
        const JohnssonHoAddresses a(3);
        for (int u = 0; u < a.pairCount(); ++u) {
            QCOMPARE(row(s, s.initial.toBufferState(), a.complementPair(u).first, 3), kTable2[2 * u]);
            QCOMPARE(row(s, s.initial.toBufferState(), a.complementPair(u).second, 3), kTable2[2 * u + 1]);
        }
    }

    /// Table 4 from the engine's replay of alltoall-jh-alg1 on hypercube:3 after steps 1-3.
    void table4()
    {
        const RunResult r = runOne(QStringLiteral("alltoall-jh-alg1"), 3);
        QVERIFY2(r.ok, qPrintable(r.error));
        QVERIFY(r.simulation.verified);
        const Schedule &s = *r.schedule;
        const Replay replay(&s);
        const JohnssonHoAddresses a(3);
        for (const Table4Block &b : kTable4) {
            const BufferState state = replay.stateAfter(b.step);
            const auto [top, bottom] = a.complementPair(b.pair);
            QCOMPARE(row(s, state, top, 3), b.top);
            QCOMPARE(row(s, state, bottom, 3), b.bottom);
            // The Dim column: the step's transfers of this pair all cross b.dim and move the
            // address of the row the paper marks.
            int moved = 0;
            for (const Transfer &t : s.rounds[std::size_t(b.step - 1)].transfers) {
                const Packet &pk = s.packets[std::size_t(t.packets.front())];
                const int rel = pk.origin ^ pk.dest;
                if (rel != top && rel != bottom)
                    continue;
                ++moved;
                QCOMPARE(t.src ^ t.dst, 1 << b.dim);
                QCOMPARE(rel, b.topMoves ? top : bottom);
            }
            QCOMPARE(moved, 8); // every node moves that address once
        }
    }

    /// Table 5 from alltoall-jh-alg2's engine schedule on hypercube:4, and the same table as
    /// the algorithm's scheduleTable (what `collviz-cli table` prints).
    void table5()
    {
        const RunResult r = runOne(QStringLiteral("alltoall-jh-alg2"), 4);
        QVERIFY2(r.ok, qPrintable(r.error));
        QVERIFY(r.simulation.verified);
        QStringList errors;
        const auto t = tableFromSchedule(*r.schedule, 4, &errors);
        QVERIFY2(errors.isEmpty(), qPrintable(errors.join(QStringLiteral("; "))));
        for (int u = 0; u < 8; ++u)
            QCOMPARE(tableRow(t, u, 4), kTable5[u]);

        const auto alg = AlgorithmRegistry::instance().find(QStringLiteral("alltoall-jh-alg2"));
        QVERIFY(alg && alg->hasScheduleTable());
        QString why;
        const auto st = alg->scheduleTable(*cube(4), &why);
        QVERIFY2(st, qPrintable(why));
        QCOMPARE(st->corner, QStringLiteral("Memory loc/pair"));
        QCOMPARE(st->columnHeaders.join(QLatin1Char(' ')), QStringLiteral("1 2 3 4 5 6 7 8"));
        for (int u = 0; u < 8; ++u)
            QCOMPARE(st->rowHeaders[u] + QLatin1Char(' ') + st->cells[u].join(QLatin1Char(' ')), kTable5[u]);
        QVERIFY(st->allChecksHold());
    }

    /// Algorithm 1's table on the 3-cube: the rotated orders of Table 4 (0 1 2, 1 2 0, 2 0 1)
    /// and the fourth pair alone in a second group of d steps.
    void algorithm1Table()
    {
        const auto alg = AlgorithmRegistry::instance().find(QStringLiteral("alltoall-jh-alg1"));
        QVERIFY(alg && alg->hasScheduleTable());
        QString why;
        const auto st = alg->scheduleTable(*cube(3), &why);
        QVERIFY2(st, qPrintable(why));
        QCOMPARE(st->columnHeaders.size(), 6);
        QStringList rows;
        for (int u = 0; u < 4; ++u)
            rows << st->rowHeaders[u] + QLatin1Char(' ') + st->cells[u].join(QLatin1Char(' '));
        QCOMPARE(rows, QStringList({QStringLiteral("(000, 111) 0 1 2 - - -"), QStringLiteral("(001, 110) 1 2 0 - - -"),
                                    QStringLiteral("(010, 101) 2 0 1 - - -"),
                                    QStringLiteral("(011, 100) - - - 0 1 2")}));
        QVERIFY(st->allChecksHold());
        // A broken table is named: the checks are not vacuous.
        auto broken = JohnssonHoPairSchedule::make(JohnssonHoPairSchedule::Kind::Algorithm1, 3);
        broken.dims[1][0] = 0;
        const QStringList v = broken.violations();
        QVERIFY(v.contains(QStringLiteral("pair (001, 110) is exchanged 2 times in dimension 0, not once")));
        QVERIFY(v.contains(QStringLiteral("step 1 uses dimension 0 for 2 pairs")));
    }

    void refusesOtherTopologies_data()
    {
        QTest::addColumn<QString>("algorithm");
        QTest::addColumn<QString>("topology");
        QTest::addColumn<QString>("sentence");
        for (const char *alg : {"alltoall-jh-alg1", "alltoall-jh-alg2"}) {
            const QString id = QString::fromLatin1(alg);
            QTest::addRow("%s hypercube:11", alg)
                << id << QStringLiteral("hypercube:11") << id + QStringLiteral(" runs on hypercube:1 to hypercube:10, not on hypercube:11");
            QTest::addRow("%s ring:8", alg) << id << QStringLiteral("ring:8") << id + QStringLiteral(" runs on hypercube");
        }
    }
    void refusesOtherTopologies()
    {
        QFETCH(QString, algorithm);
        QFETCH(QString, topology);
        QFETCH(QString, sentence);
        RunRequest req;
        req.algorithm = algorithm;
        req.topology = topology;
        const RunResult r = Engine::run(req);
        QVERIFY(!r.ok);
        QVERIFY2(r.error.contains(sentence), qPrintable(r.error));
    }

    /// `collviz-cli table` prints Algorithm 1's schedule for the 3-cube with its checks.
    void cliPrintsAlgorithm1Table()
    {
        const CliRun r = cli({QStringLiteral("table"), QStringLiteral("--algorithm"), QStringLiteral("alltoall-jh-alg1"),
                              QStringLiteral("--topology"), QStringLiteral("hypercube:3")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.err.isEmpty());
        const QStringList lines = QString::fromUtf8(r.out).split(QLatin1Char('\n'));
        QVERIFY(lines.size() > 8);
        QVERIFY2(lines[0].startsWith(QStringLiteral("Algorithm 1: ")), qPrintable(lines[0]));
        QCOMPARE(lines.mid(1, 5), QStringList({QStringLiteral("Memory loc/pair  1  2  3  4  5  6"),
                                               QStringLiteral("(000, 111)  0  1  2  -  -  -"),
                                               QStringLiteral("(001, 110)  1  2  0  -  -  -"),
                                               QStringLiteral("(010, 101)  2  0  1  -  -  -"),
                                               QStringLiteral("(011, 100)  -  -  -  0  1  2")}));
        QVERIFY2(lines[6].startsWith(QStringLiteral("(pairs) holds: ")), qPrintable(lines[6]));
        QVERIFY2(lines[7].startsWith(QStringLiteral("(channels) holds: ")), qPrintable(lines[7]));
        QVERIFY2(lines[8].startsWith(QStringLiteral("(span) holds: ")), qPrintable(lines[8]));
    }

    /// `collviz-cli run ... --topology hypercube:7 --format json`: verified, max link load 1,
    /// 70 steps for Algorithm 1 (7 ceil(64/7)) and 64 for Algorithm 2 (K/2).
    void cliRunsHypercube7_data()
    {
        QTest::addColumn<QString>("algorithm");
        QTest::addColumn<int>("steps");
        QTest::addRow("alltoall-jh-alg1") << QStringLiteral("alltoall-jh-alg1") << 70;
        QTest::addRow("alltoall-jh-alg2") << QStringLiteral("alltoall-jh-alg2") << 64;
    }
    void cliRunsHypercube7()
    {
        QFETCH(QString, algorithm);
        QFETCH(int, steps);
        const CliRun r = cli({QStringLiteral("run"), QStringLiteral("--algorithm"), algorithm, QStringLiteral("--topology"),
                              QStringLiteral("hypercube:7"), QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject summary = QJsonDocument::fromJson(r.out).object().value(QStringLiteral("summary")).toObject();
        QVERIFY(summary.value(QStringLiteral("verified")).toBool());
        QCOMPARE(summary.value(QStringLiteral("rounds")).toInt(), steps);
        QCOMPARE(summary.value(QStringLiteral("formulaRounds")).toInt(), steps);
        QCOMPARE(summary.value(QStringLiteral("maxLinkLoad")).toInt(), 1);
        QCOMPARE(summary.value(QStringLiteral("time")).toDouble(), 2.0 * steps); // m = t_s = t_w = 1
    }

    /// Both algorithms run by the engine on d = 1 .. 8: verified AAPC, every transfer one element
    /// over one hop, at most one element per channel direction per step, every element along a
    /// shortest path, steps and spans as Table 6 says, time = steps (t_s + t_w m).
    void table6_data()
    {
        QTest::addColumn<int>("alg");
        QTest::addColumn<int>("d");
        for (int alg = 1; alg <= 2; ++alg)
            for (int d = 1; d <= 8; ++d)
                QTest::addRow("alltoall-jh-alg%d hypercube:%d", alg, d) << alg << d;
    }
    void table6()
    {
        QFETCH(int, alg);
        QFETCH(int, d);
        const double m = 3, ts = 2, tw = 0.5;
        const RunResult r = runOne(QStringLiteral("alltoall-jh-alg%1").arg(alg), d, m, ts, tw);
        QVERIFY2(r.ok, qPrintable(r.error));
        QVERIFY2(r.simulation.verified, qPrintable(r.simulation.postconditionFailures.join(QStringLiteral("; "))));
        QVERIFY(!r.whatIf);
        const int K = 1 << d;
        const int steps = alg == 1 ? d * ((K / 2 + d - 1) / d) : K / 2;
        const Schedule &s = *r.schedule;
        QCOMPARE(int(s.rounds.size()), steps);
        QCOMPARE(r.formulaRounds, std::optional<int>(steps));
        QCOMPARE(r.simulation.maxLinkLoad, 1);
        QCOMPARE(r.simulation.time, steps * (ts + tw * m));
        QVERIFY(r.formula);
        QCOMPARE(r.formula->value, steps * (ts + tw * m));
        QVERIFY(!r.formulaDeviation);
        QVERIFY(r.lowerBound && r.lowerBound->value <= r.simulation.time + 1e-9);

        // Per element: one hop per transfer, each dimension of its relative address once.
        std::vector<int> crossed(s.packets.size(), 0);
        std::vector<int> first(s.packets.size(), -1), last(s.packets.size(), -1);
        std::map<int, std::pair<int, int>> pairSteps; // pair -> first, last step it moves in
        for (std::size_t i = 0; i < s.rounds.size(); ++i) {
            std::set<std::pair<int, int>> arcs;
            for (const Transfer &t : s.rounds[i].transfers) {
                QCOMPARE(int(t.path.size()), 2);
                QCOMPARE(int(t.packets.size()), 1);
                const int dim = t.src ^ t.dst;
                QCOMPARE(__builtin_popcount(unsigned(dim)), 1);
                QVERIFY(arcs.insert({t.src, dim}).second); // one element per channel direction
                const auto id = std::size_t(t.packets.front());
                const Packet &pk = s.packets[id];
                QVERIFY(((pk.origin ^ pk.dest) & dim) && !(crossed[id] & dim));
                crossed[id] |= dim;
                if (first[id] < 0)
                    first[id] = int(i);
                last[id] = int(i);
                const int rel = pk.origin ^ pk.dest;
                const int u = std::min(rel, (K - 1) ^ rel);
                auto it = pairSteps.find(u);
                if (it == pairSteps.end())
                    pairSteps[u] = {int(i), int(i)};
                else
                    it->second.second = int(i);
            }
            // Every channel is used in every step but in Algorithm 1's last, incomplete group.
            const bool full = alg == 2 || int(i) < (K / 2 / d) * d;
            if (full)
                QCOMPARE(int(arcs.size()), d * K);
        }
        for (std::size_t id = 0; id < s.packets.size(); ++id)
            QCOMPARE(crossed[id], s.packets[id].origin ^ s.packets[id].dest);
        // Table 6's span (per complement pair, measured from the engine's schedule): Algorithm 1
        // min = max = d; Algorithm 2 min d, max K/2.
        int lo = steps + 1, hi = 0;
        for (const auto &[u, fl] : pairSteps) {
            lo = std::min(lo, fl.second - fl.first + 1);
            hi = std::max(hi, fl.second - fl.first + 1);
        }
        QCOMPARE(int(pairSteps.size()), K / 2);
        QCOMPARE(lo, d);
        QCOMPARE(hi, alg == 1 ? d : K / 2);
        const auto sched = JohnssonHoPairSchedule::make(alg == 1 ? JohnssonHoPairSchedule::Kind::Algorithm1
                                                                 : JohnssonHoPairSchedule::Kind::Algorithm2,
                                                        d);
        QVERIFY(sched.pairSpanRange() == std::make_pair(lo, hi));
        QVERIFY(sched.violations().isEmpty());
        // Definition 2 per element (measured): at most the pair's span.
        int elementMax = 0;
        for (std::size_t id = 0; id < s.packets.size(); ++id)
            elementMax = std::max(elementMax, last[id] - first[id] + 1);
        QCOMPARE(sched.elementSpanRange().second, elementMax);
        QVERIFY(elementMax <= hi);

        // Table 6's local memory addresses in transit (scheduled together in a step), measured
        // as 2 x the pairs whose elements move in the step: Algorithm 1 max 2d, min
        // 2 ((K/2) mod d), except that where d divides K/2 (d = 1, 2, 4, 8) every group is full
        // and the minimum is 2d, not the 0 Table 6's formula gives; Algorithm 2 2d in every step.
        std::map<int, std::set<int>> pairsInStep;
        for (std::size_t i = 0; i < s.rounds.size(); ++i)
            for (const Transfer &t : s.rounds[i].transfers) {
                const Packet &pk = s.packets[std::size_t(t.packets.front())];
                const int rel = pk.origin ^ pk.dest;
                pairsInStep[int(i)].insert(std::min(rel, (K - 1) ^ rel));
            }
        int scheduledMin = K + 1, scheduledMax = 0;
        for (const auto &[step, pairs] : pairsInStep) {
            scheduledMin = std::min(scheduledMin, 2 * int(pairs.size()));
            scheduledMax = std::max(scheduledMax, 2 * int(pairs.size()));
        }
        QCOMPARE(int(pairsInStep.size()), steps);
        const int rest = (K / 2) % d;
        QCOMPARE(scheduledMax, alg == 1 ? std::min(2 * d, K) : 2 * d);
        QCOMPARE(scheduledMin, alg == 1 && rest != 0 ? 2 * rest : 2 * d);
        QVERIFY(sched.addressesScheduledRange() == std::make_pair(scheduledMin, scheduledMax));

        // The table `collviz-cli table` prints: its checks hold and its title states the measures.
        QString why;
        const auto st = r.algorithm->scheduleTable(*r.topology, &why);
        QVERIFY2(st, qPrintable(why));
        QVERIFY(st->allChecksHold());
        QVERIFY2(st->title.contains(QStringLiteral("measured: %1 steps, pair span %2..%3").arg(steps).arg(lo).arg(hi)),
                 qPrintable(st->title));
    }
};

QTEST_GUILESS_MAIN(TstJohnssonHo)
#include "tst_johnssonho.moc"

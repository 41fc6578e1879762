// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// NCCL's double binary tree and Swing (core/algorithms/allreduce/doublebinarytree.cpp,
// swing.cpp): for p = 5 .. 33, a power of two or not, on the networks where no two messages of
// a round meet, every processor ends with the full sum of every piece, the rules of the natural
// model hold, the rounds are those the formula counts and the time is the formula's; and the
// rounds look as the papers draw them.

#include "core/engine.h"
#include "tests/allreducehelpers.h"

#include <QtTest>

#include <set>

using namespace collviz::core;
using namespace collviz::tests;

namespace {

const char *const kTree = "allreduce-double-binary-tree";
const char *const kSwing = "allreduce-swing";
const char *const kSwingLatency = "allreduce-swing-latency";

} // namespace

class TstAllreduceTreeSwing : public QObject
{
    Q_OBJECT

private slots:
    void timeIsTheFormula_data();
    void timeIsTheFormula();
    void noProcessorIsInnerInBothTrees_data();
    void noProcessorIsInnerInBothTrees();
    void treeSegmentsAndRounds_data();
    void treeSegmentsAndRounds();
    void swingPartnersSwing();
    void swingFoldsTheFirstTwoR();
    void swingOnATorusTakesTheDimensionsInTurn();
    void swingSaysWhereRoutesMeet();
    void swingBeatsRecursiveHalvingOnATorus_data();
    void swingBeatsRecursiveHalvingOnATorus();
    void swingTakesOneRingWhereASideIsNoPowerOfTwo();
    void swingLatencySendsTheWholeVector();
    void treeSaysWhereRoutesMeet();
};

void TstAllreduceTreeSwing::timeIsTheFormula_data()
{
    QTest::addColumn<QString>("algorithm");
    QTest::addColumn<QString>("topology");
    QTest::addColumn<double>("m");
    QTest::addColumn<double>("ts");
    QTest::addColumn<double>("tw");
    QTest::addColumn<double>("tc");
    for (const char *algorithm : {kTree, kSwing, kSwingLatency})
        for (const char *family : {"complete", "switch"})
            for (int p = 5; p <= 33; ++p) {
                const QString topology = QStringLiteral("%1:%2").arg(QLatin1String(family)).arg(p);
                QTest::addRow("%s %s m=96", algorithm, qPrintable(topology))
                    << QString::fromLatin1(algorithm) << topology << 96.0 << 10.0 << 1.0 << 0.0;
                QTest::addRow("%s %s m=1 t_c=0.25", algorithm, qPrintable(topology))
                    << QString::fromLatin1(algorithm) << topology << 1.0 << 1.0 << 0.5 << 0.25;
            }
}

void TstAllreduceTreeSwing::timeIsTheFormula()
{
    QFETCH(QString, algorithm);
    QFETCH(QString, topology);
    QFETCH(double, m);
    QFETCH(double, ts);
    QFETCH(double, tw);
    QFETCH(double, tc);
    const RunResult r = runOne(algorithm, topology, m, ts, tw, tc);
    QVERIFY2(r.ok, qPrintable(r.error));
    QVERIFY2(r.simulation.delivered, qPrintable(failures(r)));
    QVERIFY2(r.simulation.verified, qPrintable(failures(r)));
    QCOMPARE(r.simulation.violationCount, 0);
    QVERIFY(r.formulaRounds);
    QCOMPARE(int(r.schedule->rounds.size()), *r.formulaRounds);
    QVERIFY2(!r.formulaDeviation, qPrintable(r.formulaDeviation ? r.formulaDeviation->toString() : QString()));
    QVERIFY(r.formula);
    // The formula shows its t_c term where combines cost something, and reads as before where not.
    QCOMPARE(r.formula->text.contains(QStringLiteral("t_c")), tc > 0);
    QVERIFY2(qFuzzyCompare(r.simulation.time, r.formula->value),
             qPrintable(QStringLiteral("time %1, formula %2").arg(r.simulation.time).arg(r.formula->value)));
    QVERIFY(r.lowerBound);
    QVERIFY(r.simulation.time >= r.lowerBound->value - 1e-9);
}

void TstAllreduceTreeSwing::noProcessorIsInnerInBothTrees_data()
{
    QTest::addColumn<int>("p");
    for (int p : {2, 3, 5, 6, 7, 8, 12, 17, 32, 33})
        QTest::addRow("p=%d", p) << p;
}

// A processor that receives a partial sum of tree A's half (pieces 0 .. S - 1) in the reduction
// is an inner node of A; of B's half (S .. 2S - 1), of B. None is both: the paper's property,
// which lets its one port serve both trees.
void TstAllreduceTreeSwing::noProcessorIsInnerInBothTrees()
{
    QFETCH(int, p);
    const RunResult r = runOne(QString::fromLatin1(kTree), QStringLiteral("complete:%1").arg(p));
    QVERIFY2(r.ok, qPrintable(r.error));
    QVERIFY2(r.simulation.verified, qPrintable(failures(r)));
    const Schedule &s = *r.schedule;
    const int pieces = r.algorithm->pieces(*r.topology);
    const int half = pieces / 2;
    const int reduction = int(s.rounds.size()) / 2;
    std::set<int> innerA, innerB;
    for (int k = 0; k < reduction; ++k)
        for (const Transfer &t : s.rounds[std::size_t(k)].transfers)
            for (int id : t.packets)
                (s.packets[std::size_t(id)].item < half ? innerA : innerB).insert(t.dst);
    for (int v : innerA)
        QVERIFY2(!innerB.count(v), qPrintable(QStringLiteral("processor %1 is inner in both trees").arg(v)));
    // Each tree has floor(p/2) inner nodes: the odd processors in A; in B the even ones (p even)
    // or 2, 4, .., p - 1 (p odd).
    QCOMPARE(int(innerA.size()), p / 2);
    QCOMPARE(int(innerB.size()), p / 2);
}

void TstAllreduceTreeSwing::treeSegmentsAndRounds_data()
{
    QTest::addColumn<int>("p");
    QTest::addColumn<int>("pieces");
    QTest::addColumn<int>("rounds");
    // S = min(8, floor(p/2)) segments a tree; 2 (D + 2S - 1) rounds, D counted on the trees.
    QTest::newRow("p=2") << 2 << 2 << 2;
    QTest::newRow("p=5") << 5 << 4 << 2 * (2 + 3);
    QTest::newRow("p=8") << 8 << 8 << 2 * (4 + 7);
    QTest::newRow("p=16") << 16 << 16 << 2 * (6 + 15);
    QTest::newRow("p=33") << 33 << 16 << 2 * (8 + 15);
}

void TstAllreduceTreeSwing::treeSegmentsAndRounds()
{
    QFETCH(int, p);
    QFETCH(int, pieces);
    QFETCH(int, rounds);
    const RunResult r = runOne(QString::fromLatin1(kTree), QStringLiteral("complete:%1").arg(p), 16);
    QVERIFY2(r.ok, qPrintable(r.error));
    QVERIFY2(r.simulation.verified, qPrintable(failures(r)));
    QCOMPARE(r.algorithm->pieces(*r.topology), pieces);
    QCOMPARE(int(r.schedule->rounds.size()), rounds);
    // Every message carries one segment: m/(2S) words.
    for (const Round &round : r.schedule->rounds)
        QCOMPARE(largestMessage(*r.schedule, round), 1.0 / pieces);
}

// Step s pairs r with r + rho(s) (r even) or r - rho(s) (r odd), rho = 1, -1, 3: the partner
// swings from one side to the other, and the reduce-scatter halves the pieces each step.
void TstAllreduceTreeSwing::swingPartnersSwing()
{
    const RunResult r = runOne(QString::fromLatin1(kSwing), QStringLiteral("complete:8"));
    QVERIFY2(r.ok, qPrintable(r.error));
    QVERIFY2(r.simulation.verified, qPrintable(failures(r)));
    const auto &rounds = r.schedule->rounds;
    QCOMPARE(int(rounds.size()), 6);
    QCOMPARE(arrows(rounds[0]), QStringList({QStringLiteral("0->1"), QStringLiteral("1->0"), QStringLiteral("2->3"),
                                             QStringLiteral("3->2"), QStringLiteral("4->5"), QStringLiteral("5->4"),
                                             QStringLiteral("6->7"), QStringLiteral("7->6")}));
    QCOMPARE(arrows(rounds[1]), QStringList({QStringLiteral("0->7"), QStringLiteral("1->2"), QStringLiteral("2->1"),
                                             QStringLiteral("3->4"), QStringLiteral("4->3"), QStringLiteral("5->6"),
                                             QStringLiteral("6->5"), QStringLiteral("7->0")}));
    QCOMPARE(arrows(rounds[2]), QStringList({QStringLiteral("0->3"), QStringLiteral("1->6"), QStringLiteral("2->5"),
                                             QStringLiteral("3->0"), QStringLiteral("4->7"), QStringLiteral("5->2"),
                                             QStringLiteral("6->1"), QStringLiteral("7->4")}));
    // The allgather runs the steps backwards with the same partners.
    QCOMPARE(arrows(rounds[3]), arrows(rounds[2]));
    QCOMPARE(arrows(rounds[5]), arrows(rounds[0]));
    const double sizes[] = {0.5, 0.25, 0.125, 0.125, 0.25, 0.5};
    for (int k = 0; k < 6; ++k)
        QCOMPARE(largestMessage(*r.schedule, rounds[std::size_t(k)]), sizes[k]);
}

// p = 6: p' = 4 ranks; 0 folds into 1 and 2 into 3 first, and gets the totals back last.
void TstAllreduceTreeSwing::swingFoldsTheFirstTwoR()
{
    const RunResult r = runOne(QString::fromLatin1(kSwing), QStringLiteral("complete:6"), 8);
    QVERIFY2(r.ok, qPrintable(r.error));
    QVERIFY2(r.simulation.verified, qPrintable(failures(r)));
    QCOMPARE(r.algorithm->pieces(*r.topology), 4);
    const auto &rounds = r.schedule->rounds;
    QCOMPARE(int(rounds.size()), 2 * 2 + 2);
    QCOMPARE(arrows(rounds.front()), QStringList({QStringLiteral("0->1"), QStringLiteral("2->3")}));
    QCOMPARE(arrows(rounds.back()), QStringList({QStringLiteral("1->0"), QStringLiteral("3->2")}));
    QCOMPARE(largestMessage(*r.schedule, rounds.front()), 1.0);
    // Ranks 0 1 2 3 are processors 1 3 4 5: step 0 pairs ranks 0-1 and 2-3.
    QCOMPARE(arrows(rounds[1]), QStringList({QStringLiteral("1->3"), QStringLiteral("3->1"), QStringLiteral("4->5"),
                                             QStringLiteral("5->4")}));
}

// On torus:4x4 the steps go along x, y, x, y with rho = 1, 1, -1, -1: every partner is a
// neighbour, so no two messages meet and the time is the formula's, where recursive doubling's
// partners two hops away would share links.
void TstAllreduceTreeSwing::swingOnATorusTakesTheDimensionsInTurn()
{
    const RunResult r = runOne(QString::fromLatin1(kSwing), QStringLiteral("torus:4x4"), 16, 10, 1);
    QVERIFY2(r.ok, qPrintable(r.error));
    QVERIFY2(r.simulation.verified, qPrintable(failures(r)));
    const auto &rounds = r.schedule->rounds;
    QCOMPARE(int(rounds.size()), 8);
    auto partnerOf0 = [&](int k) {
        for (const Transfer &t : rounds[std::size_t(k)].transfers)
            if (t.src == 0)
                return t.dst;
        return -1;
    };
    QCOMPARE(partnerOf0(0), 1);  // x + 1
    QCOMPARE(partnerOf0(1), 4);  // y + 1
    QCOMPARE(partnerOf0(2), 3);  // x - 1 (rho = -1)
    QCOMPARE(partnerOf0(3), 12); // y - 1
    QCOMPARE(r.simulation.maxLinkLoad, 1);
    QVERIFY(!r.formulaDeviation);
    QCOMPARE(r.simulation.time, r.formula->value);
    QCOMPARE(r.simulation.time, 2 * 4 * 10.0 + 2 * 15.0);
}

// On ring:8 the third step's partners are 3 hops away and four routes run each way round: two
// share each channel. The algorithm says so, and the time is more than the formula's.
void TstAllreduceTreeSwing::swingSaysWhereRoutesMeet()
{
    const RunResult r = runOne(QString::fromLatin1(kSwing), QStringLiteral("ring:8"), 8);
    QVERIFY2(r.ok, qPrintable(r.error));
    QVERIFY2(r.simulation.verified, qPrintable(failures(r)));
    QVERIFY(r.formulaDeviation);
    QVERIFY2(r.formulaDeviation->toString().contains(QStringLiteral("up to 2 on one")),
             qPrintable(r.formulaDeviation->toString()));
    QVERIFY(r.simulation.time > r.formula->value);
    QVERIFY(r.schedule->rounds[2].narration.toString().contains(QStringLiteral("busiest channel carries 2")));
    QVERIFY(!r.schedule->rounds[1].narration.toString().contains(QStringLiteral("busiest")));
}

void TstAllreduceTreeSwing::swingBeatsRecursiveHalvingOnATorus_data()
{
    QTest::addColumn<QString>("topology");
    for (const char *spec : {"ring:16", "torus:4x4", "torus:8x8", "torus:4x4x4"})
        QTest::newRow(spec) << QString::fromLatin1(spec);
}

// The description's claim, measured: with the same rounds and words as Rabenseifner's
// recursive halving and doubling, Swing's nearer partners crowd the torus's links less, so a
// long vector gets through sooner.
void TstAllreduceTreeSwing::swingBeatsRecursiveHalvingOnATorus()
{
    QFETCH(QString, topology);
    const RunResult swing = runOne(QString::fromLatin1(kSwing), topology, 1024, 100, 1);
    const RunResult halving = runOne(QStringLiteral("allreduce-rabenseifner"), topology, 1024, 100, 1);
    QVERIFY2(swing.ok && halving.ok, qPrintable(swing.error + halving.error));
    QVERIFY2(swing.simulation.verified, qPrintable(failures(swing)));
    QCOMPARE(swing.schedule->rounds.size(), halving.schedule->rounds.size());
    QCOMPARE(swing.formula->value, halving.formula->value);
    QVERIFY2(swing.simulation.time < halving.simulation.time,
             qPrintable(QStringLiteral("Swing %1, recursive halving %2")
                            .arg(swing.simulation.time)
                            .arg(halving.simulation.time)));
}

// torus:6x4: a side of 6 is no power of two, so the 24 processors form one ring: the first 16
// fold into 8, and 16 ranks run the 1D steps on 16 pieces.
void TstAllreduceTreeSwing::swingTakesOneRingWhereASideIsNoPowerOfTwo()
{
    const RunResult r = runOne(QString::fromLatin1(kSwing), QStringLiteral("torus:6x4"));
    QVERIFY2(r.ok, qPrintable(r.error));
    QVERIFY2(r.simulation.verified, qPrintable(failures(r)));
    QCOMPARE(r.algorithm->pieces(*r.topology), 16);
    QCOMPARE(int(r.schedule->rounds.size()), 2 * 4 + 2);
    QStringList fold;
    for (int i = 0; i < 8; ++i)
        fold << QStringLiteral("%1->%2").arg(2 * i).arg(2 * i + 1);
    fold.sort();
    QCOMPARE(arrows(r.schedule->rounds.front()), fold);
}

// The latency-optimal form: the same partners, the whole vector (m words) every round, log2 p'
// rounds plus the fold and unfold; on complete:12, p' = 8: 3 + 2 rounds.
void TstAllreduceTreeSwing::swingLatencySendsTheWholeVector()
{
    const RunResult r = runOne(QString::fromLatin1(kSwingLatency), QStringLiteral("complete:12"), 4, 10, 1, 0.5);
    QVERIFY2(r.ok, qPrintable(r.error));
    QVERIFY2(r.simulation.verified, qPrintable(failures(r)));
    const auto &rounds = r.schedule->rounds;
    QCOMPARE(int(rounds.size()), 5);
    for (const Round &round : rounds)
        QCOMPARE(largestMessage(*r.schedule, round), 1.0);
    // Ranks 0 .. 7 are processors 1 3 5 7 8 9 10 11; s = 1 pairs rank 0 with rank 7 (0 - 1).
    bool found = false;
    for (const Transfer &t : rounds[2].transfers)
        found = found || (t.src == 1 && t.dst == 11);
    QVERIFY(found);
    // 3 (t_s + t_w m + t_c m) + 2 t_s + 2 t_w m + t_c m.
    QCOMPARE(r.simulation.time, 3 * (10 + 4 + 2) + 2 * 10 + 2 * 4 + 2.0);
}

// On ring:8 the trees' edges between far-apart numbers share channels: the algorithm says in
// how many rounds, and the time is more than the formula's.
void TstAllreduceTreeSwing::treeSaysWhereRoutesMeet()
{
    const RunResult r = runOne(QString::fromLatin1(kTree), QStringLiteral("ring:8"), 16);
    QVERIFY2(r.ok, qPrintable(r.error));
    QVERIFY2(r.simulation.verified, qPrintable(failures(r)));
    QVERIFY(r.formulaDeviation);
    QVERIFY2(r.formulaDeviation->toString().contains(QStringLiteral("share a channel")),
             qPrintable(r.formulaDeviation->toString()));
    QVERIFY(r.simulation.time > r.formula->value);
    bool named = false;
    for (const Round &round : r.schedule->rounds)
        named = named || round.narration.toString().contains(QStringLiteral("busiest channel carries"));
    QVERIFY(named);
}

QTEST_GUILESS_MAIN(TstAllreduceTreeSwing)
#include "tst_allreduce_treeswing.moc"

// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The allreduce algorithms of today's MPI and NCCL (core/algorithms/allreduce/): for p = 5 .. 33,
// a power of two or not, each leaves every processor with the full sum of every piece, keeps the
// rules of its natural model, takes the rounds its source states and costs its formula exactly
// where no two messages of a round share a channel (more, with a reason, where some do); and
// the rounds look as the papers draw them.

#include "core/engine.h"
#include "tests/allreducehelpers.h"

#include <QtTest>

using namespace collviz::core;
using namespace collviz::tests;

namespace {

const char *const kRabenseifner = "allreduce-rabenseifner";
const char *const kRing = "allreduce-ring";

} // namespace

class TstAllreduceAlgorithms : public QObject
{
    Q_OBJECT

private slots:
    void everyProcessorEndsWithTheSum_data();
    void everyProcessorEndsWithTheSum();
    void timesAUserChecksByHand_data();
    void timesAUserChecksByHand();
    void rabenseifnerFoldsTheFirstTwoR();
    void rabenseifnerHalvesThenDoubles();
    void rabenseifnerCrowdsARing();
    void ringSendsOnePieceARound();
    void ringFollowsTheNetworksOwnRing();
};

void TstAllreduceAlgorithms::everyProcessorEndsWithTheSum_data()
{
    QTest::addColumn<QString>("algorithm");
    QTest::addColumn<QString>("topology");
    QTest::addColumn<double>("tc");
    QTest::addColumn<bool>("exact");
    // Every pair linked, and one crossbar: no two messages of a round can share a channel, so
    // the formula holds exactly. A ring: Rabenseifner's far partners crowd its channels.
    const struct
    {
        const char *family;
        bool exact;
    } families[] = {{"complete", true}, {"switch", true}, {"ring", false}};
    for (const char *algorithm : {kRabenseifner, kRing})
        for (const auto &f : families)
            for (int p = 5; p <= 33; ++p)
                for (double tc : {0.0, 0.75})
                    QTest::addRow("%s %s:%d tc=%g", algorithm, f.family, p, tc)
                        << QString::fromLatin1(algorithm) << QStringLiteral("%1:%2").arg(QLatin1String(f.family)).arg(p)
                        << tc << f.exact;
}

void TstAllreduceAlgorithms::everyProcessorEndsWithTheSum()
{
    QFETCH(QString, algorithm);
    QFETCH(QString, topology);
    QFETCH(double, tc);
    QFETCH(bool, exact);
    const RunResult r = runOne(algorithm, topology, 12, 3, 0.5, tc);
    QVERIFY2(r.ok, qPrintable(r.error));
    QVERIFY2(r.simulation.delivered, qPrintable(failures(r)));
    QVERIFY2(r.simulation.verified, qPrintable(failures(r)));
    QCOMPARE(r.simulation.violationCount, 0);
    QVERIFY(r.formula && r.formulaRounds && r.lowerBound);
    QVERIFY(r.simulation.time >= r.lowerBound->value - 1e-9);
    QVERIFY2(!exact || !r.formulaDeviation, qPrintable(r.formulaDeviation ? r.formulaDeviation->toString() : QString()));
    if (r.formulaDeviation) {
        // The algorithm says why (its routes crowd a channel), and the time is longer for it.
        QVERIFY2(r.simulation.time > r.formula->value + 1e-9, qPrintable(r.formulaDeviation->toString()));
        return;
    }
    QCOMPARE(int(r.schedule->rounds.size()), *r.formulaRounds);
    QVERIFY2(qFuzzyCompare(r.simulation.time, r.formula->value),
             qPrintable(QStringLiteral("time %1, formula %2").arg(r.simulation.time).arg(r.formula->value)));
}

void TstAllreduceAlgorithms::timesAUserChecksByHand_data()
{
    QTest::addColumn<QString>("algorithm");
    QTest::addColumn<QString>("topology");
    QTest::addColumn<double>("m");
    QTest::addColumn<double>("tc");
    QTest::addColumn<int>("rounds");
    QTest::addColumn<double>("time");
    // t_s = 1, t_w = 1. Rabenseifner, p = 8: 2 log 8 t_s + 2 (7/8) 8 t_w = 6 + 14.
    QTest::newRow("rabenseifner hypercube:3 m=8") << kRabenseifner << "hypercube:3" << 8.0 << 0.0 << 6 << 20.0;
    // p = 16: 8 + 2 (15/16) 16 = 38.
    QTest::newRow("rabenseifner hypercube:4 m=16") << kRabenseifner << "hypercube:4" << 16.0 << 0.0 << 8 << 38.0;
    // p = 2: 2 log 2 + 2 (1/2) 8 = 2 + 8.
    QTest::newRow("rabenseifner linear:2 m=8") << kRabenseifner << "linear:2" << 8.0 << 0.0 << 2 << 10.0;
    // p = 6 on one crossbar, p' = 4, r = 2: 2 log 4 + 2 (3/4) 8 + the extra step's 2 (1 + 8) = 4 + 12 + 18.
    QTest::newRow("rabenseifner crossbar6 m=8")
        << kRabenseifner << "graph:" COLLVIZ_SOURCE_DIR "/tests/networks/crossbar6.json" << 8.0 << 0.0 << 6 << 34.0;
    // Ring, p = 5: 2 (4)(1 + 10/5) = 24.
    QTest::newRow("ring ring:5 m=10") << kRing << "ring:5" << 10.0 << 0.0 << 8 << 24.0;
    // p = 8 on a hypercube (routes 3 -> 4 and 7 -> 0 cross several links, share none): 2 (7)(1 + 1).
    QTest::newRow("ring hypercube:3 m=8") << kRing << "hypercube:3" << 8.0 << 0.0 << 14 << 28.0;
    // With t_c = 0.5 every halving round adds what it received: 20 + (7/8) 8 (0.5) = 23.5.
    QTest::newRow("rabenseifner hypercube:3 m=8 tc=0.5") << kRabenseifner << "hypercube:3" << 8.0 << 0.5 << 6 << 23.5;
    // p = 6 on a crossbar: 34 + (3/4) 8 (0.5) for the halving + 8 (0.5) for the folded vector = 41.
    QTest::newRow("rabenseifner crossbar6 m=8 tc=0.5")
        << kRabenseifner << "graph:" COLLVIZ_SOURCE_DIR "/tests/networks/crossbar6.json" << 8.0 << 0.5 << 6 << 41.0;
    // The ring adds one piece of m/p words in each of its p - 1 reduce-scatter rounds: 24 + 4 (2)(0.5) = 28.
    QTest::newRow("ring ring:5 m=10 tc=0.5") << kRing << "ring:5" << 10.0 << 0.5 << 8 << 28.0;
}

void TstAllreduceAlgorithms::timesAUserChecksByHand()
{
    QFETCH(QString, algorithm);
    QFETCH(QString, topology);
    QFETCH(double, m);
    QFETCH(double, tc);
    QFETCH(int, rounds);
    QFETCH(double, time);
    const RunResult r = runOne(algorithm, topology, m, 1, 1, tc);
    QVERIFY2(r.ok, qPrintable(r.error));
    QVERIFY2(r.simulation.verified, qPrintable(failures(r)));
    QCOMPARE(int(r.schedule->rounds.size()), rounds);
    QCOMPARE(r.simulation.time, time);
    QCOMPARE(r.formula->value, time);
}

void TstAllreduceAlgorithms::rabenseifnerFoldsTheFirstTwoR()
{
    // p = 6: p' = 4, r = 2. Processors 0 and 2 fold into 1 and 3 and get the result back.
    const RunResult r = runOne(QString::fromLatin1(kRabenseifner), QStringLiteral("ring:6"), 8);
    QVERIFY2(r.ok, qPrintable(r.error));
    QVERIFY2(r.simulation.verified, qPrintable(failures(r)));
    const auto &rounds = r.schedule->rounds;
    QCOMPARE(int(rounds.size()), 6);
    QCOMPARE(arrows(rounds.front()), (QStringList{QStringLiteral("0->1"), QStringLiteral("2->3")}));
    QCOMPARE(arrows(rounds.back()), (QStringList{QStringLiteral("1->0"), QStringLiteral("3->2")}));
    // The folded vector is whole: p' = 4 pieces of m/4 words, m words in all.
    QCOMPARE(largestMessage(*r.schedule, rounds.front()), 1.0);
    QCOMPARE(largestMessage(*r.schedule, rounds.back()), 1.0);
    QCOMPARE(r.algorithm->pieces(*r.topology), 4);
}

void TstAllreduceAlgorithms::rabenseifnerHalvesThenDoubles()
{
    // p = 8: partners differ in bit 0, 1, 2, then 2, 1, 0; messages of 4, 2, 1, then 1, 2, 4
    // pieces of m/8 words.
    const RunResult r = runOne(QString::fromLatin1(kRabenseifner), QStringLiteral("hypercube:3"), 8);
    QVERIFY2(r.ok, qPrintable(r.error));
    const auto &rounds = r.schedule->rounds;
    QCOMPARE(int(rounds.size()), 6);
    const int masks[] = {1, 2, 4, 4, 2, 1};
    const double sizes[] = {0.5, 0.25, 0.125, 0.125, 0.25, 0.5};
    for (int k = 0; k < 6; ++k) {
        QCOMPARE(int(rounds[std::size_t(k)].transfers.size()), 8);
        for (const Transfer &t : rounds[std::size_t(k)].transfers)
            QCOMPARE(t.src ^ t.dst, masks[k]);
        QCOMPARE(largestMessage(*r.schedule, rounds[std::size_t(k)]), sizes[k]);
        // The halving rounds add what they receive; the doubling rounds only collect.
        QCOMPARE(rounds[std::size_t(k)].combines.empty(), k >= 3);
    }
}

void TstAllreduceAlgorithms::rabenseifnerCrowdsARing()
{
    // On ring:8 the partners 2 and 4 apart share channels: 2 messages on one in the rounds for
    // mask 2, 4 for mask 4, and under wormhole routing they take turns.
    const RunResult r = runOne(QString::fromLatin1(kRabenseifner), QStringLiteral("ring:8"), 8);
    QVERIFY2(r.ok, qPrintable(r.error));
    QVERIFY2(r.simulation.verified, qPrintable(failures(r)));
    const int loads[] = {1, 2, 4, 4, 2, 1};
    const double times[] = {5, 6, 8, 8, 6, 5}; // loads x (t_s + t_w m/2, m/4, m/8, ...)
    for (int k = 0; k < 6; ++k) {
        QCOMPARE(r.simulation.rounds[std::size_t(k)].maxLinkLoad, loads[k]);
        QCOMPARE(r.simulation.rounds[std::size_t(k)].time, times[k]);
        const QString said = r.schedule->rounds[std::size_t(k)].narration.toString();
        QCOMPARE(said.contains(QStringLiteral("The busiest channel carries %1").arg(loads[k])), loads[k] > 1);
    }
    QCOMPARE(r.simulation.time, 38.0);
    QCOMPARE(r.formula->value, 20.0);
    QVERIFY(r.formulaDeviation);
    QVERIFY2(r.formulaDeviation->toString().contains(QLatin1String("in 4 of the 6 rounds")),
             qPrintable(r.formulaDeviation->toString()));
}

void TstAllreduceAlgorithms::ringSendsOnePieceARound()
{
    const RunResult r = runOne(QString::fromLatin1(kRing), QStringLiteral("ring:7"), 7);
    QVERIFY2(r.ok, qPrintable(r.error));
    const auto &rounds = r.schedule->rounds;
    QCOMPARE(int(rounds.size()), 12);
    for (std::size_t k = 0; k < rounds.size(); ++k) {
        QCOMPARE(int(rounds[k].transfers.size()), 7);
        for (const Transfer &t : rounds[k].transfers) {
            QCOMPARE(t.dst, (t.src + 1) % 7);
            QCOMPARE(int(t.packets.size()), 1);
        }
        QCOMPARE(largestMessage(*r.schedule, rounds[k]), 1.0 / 7);
        // Reduce-scatter rounds: every receiver adds; allgather rounds: nobody does.
        QCOMPARE(int(rounds[k].combines.size()), k < 6 ? 7 : 0);
    }
}

void TstAllreduceAlgorithms::ringFollowsTheNetworksOwnRing()
{
    // Linked in the order 0, 3, 6, 1, 4, 7, 2, 5: the numbers' ring would send every message
    // three hops and crowd the channels; the ring goes round the network's own links instead.
    const QString network = QStringLiteral("graph:" COLLVIZ_SOURCE_DIR "/tests/networks/scrambledring8.json");
    const RunResult r = runOne(QString::fromLatin1(kRing), network, 8);
    QVERIFY2(r.ok, qPrintable(r.error));
    QVERIFY2(r.simulation.verified, qPrintable(failures(r)));
    QVERIFY2(!r.formulaDeviation, qPrintable(r.formulaDeviation ? r.formulaDeviation->toString() : QString()));
    QCOMPARE(r.simulation.maxLinkLoad, 1);
    QCOMPARE(r.simulation.time, 2 * 7 * (1 + 1.0));
    QCOMPARE(arrows(r.schedule->rounds.front()).size(), 8);
    for (const Transfer &t : r.schedule->rounds.front().transfers)
        QCOMPARE(int(t.path.size()), 2);
}

QTEST_GUILESS_MAIN(TstAllreduceAlgorithms)
#include "tst_allreducealgorithms.moc"

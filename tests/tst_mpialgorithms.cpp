// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Today's MPI algorithms for any p (core/algorithms/mpi/): on the networks where no two
// messages share a channel (every pair linked, one crossbar) each takes exactly the time and
// the rounds of its formula for p = 5 .. 33, and moves the data the way its paper says.

#include "core/engine.h"
#include "core/bits.h"
#include "core/networks/networkfamily.h"
#include "core/report.h"
#include "core/scenario.h"
#include "core/scheduledocument.h"

#include <QBuffer>
#include <QtTest>

using namespace collviz::core;

namespace {

const char *const kAlgorithms[] = {"alltoall-bruck", "allgather-bruck", "allgather-recursive-doubling",
                                   "broadcast-binomial", "broadcast-scatter-allgather"};

RunResult runOne(const QString &alg, const QString &topo, double m = 1, double ts = 1, double tw = 1, int root = 0)
{
    RunRequest req;
    req.algorithm = alg;
    req.topology = topo;
    req.params.cost.m = m;
    req.params.cost.ts = ts;
    req.params.cost.tw = tw;
    req.params.cost.th = 0;
    req.params.root = root;
    return Engine::run(req);
}

QString failures(const RunResult &r)
{
    QStringList why = r.simulation.postconditionFailures;
    for (const Violation &v : r.simulation.violations)
        why << v.message;
    return why.join(QStringLiteral("; "));
}

/// The all-to-all's packet from i to j != i (Problem's numbering, one piece).
int alltoallPacket(int p, int i, int j) { return i * (p - 1) + (j < i ? j : j - 1); }

} // namespace

class TstMpiAlgorithms : public QObject
{
    Q_OBJECT

private slots:
    void formulaHoldsWhereNoChannelIsShared_data();
    void formulaHoldsWhereNoChannelIsShared();
    void handCountedTimes_data();
    void handCountedTimes();
    void bruckBlockTravelsByTheBitsOfItsDistance_data();
    void bruckBlockTravelsByTheBitsOfItsDistance();
    void bruckAllgatherSendsTheFirstPlaces();
    void bruckTraceShowsTheRotatedBuffer();
    void sharedChannelsAreExplained();
    void longMessageBroadcastKeepsTheHypercubeSchedule();
    void formerIdStillOpens();
};

void TstMpiAlgorithms::formulaHoldsWhereNoChannelIsShared_data()
{
    QTest::addColumn<QString>("algorithm");
    QTest::addColumn<QString>("topology");
    for (const char *family : {"complete", "switch"})
        for (const char *alg : kAlgorithms)
            for (int p = 5; p <= 33; ++p)
                QTest::addRow("%s %s:%d", alg, family, p)
                    << QString::fromLatin1(alg) << QStringLiteral("%1:%2").arg(QLatin1String(family)).arg(p);
}

void TstMpiAlgorithms::formulaHoldsWhereNoChannelIsShared()
{
    QFETCH(QString, algorithm);
    QFETCH(QString, topology);
    // Costs that keep start-ups and words apart (t_s = 3, t_w m = 2).
    const int root = algorithm.startsWith(QLatin1String("broadcast")) ? 2 : 0;
    const RunResult r = runOne(algorithm, topology, 4, 3, 0.5, root);
    QVERIFY2(r.ok, qPrintable(r.error));
    QVERIFY2(r.simulation.verified, qPrintable(failures(r)));
    QVERIFY2(!r.formulaDeviation, qPrintable(r.formulaDeviation ? r.formulaDeviation->toString() : QString()));
    QCOMPARE(r.simulation.maxLinkLoad, 1);
    QVERIFY(r.formula && r.formulaRounds);
    QCOMPARE(int(r.schedule->rounds.size()), *r.formulaRounds);
    QVERIFY2(qFuzzyCompare(r.simulation.time, r.formula->value),
             qPrintable(QStringLiteral("simulated %1, formula %2").arg(r.simulation.time).arg(r.formula->value)));
    const int p = r.topology->processorCount();
    if (algorithm.contains(QLatin1String("bruck")))
        QCOMPARE(int(r.schedule->rounds.size()), bits::ceilLog2(std::uint64_t(p)));
}

void TstMpiAlgorithms::handCountedTimes_data()
{
    QTest::addColumn<QString>("algorithm");
    QTest::addColumn<QString>("topology");
    QTest::addColumn<int>("rounds");
    QTest::addColumn<double>("time");
    // t_s = 3, t_w m = 2 (m = 4, t_w = 0.5).
    // Bruck all-to-all, p = 5: places {1, 3}, {2, 3}, {4}: 3 t_s + 5 t_w m.
    QTest::newRow("alltoall-bruck p=5") << "alltoall-bruck" << "complete:5" << 3 << 3 * 3 + 5 * 2.0;
    // p = 8: 4 places a round, (t_s + 4 t_w m) 3.
    QTest::newRow("alltoall-bruck p=8") << "alltoall-bruck" << "complete:8" << 3 << 3 * (3 + 4 * 2.0);
    // Bruck all-gather, p = 6: 1, 2, 2 blocks: 3 t_s + 5 t_w m.
    QTest::newRow("allgather-bruck p=6") << "allgather-bruck" << "switch:6" << 3 << 3 * 3 + 5 * 2.0;
    // Recursive doubling, p = 5: exchanges of 1, 2 and 4 blocks, then processor 0 alone holds
    // block 4 in the group 0..3 and passes it on in two rounds: 5 t_s + 9 t_w m.
    QTest::newRow("allgather-recursive-doubling p=5") << "allgather-recursive-doubling" << "complete:5" << 5
                                                      << 5 * 3 + 9 * 2.0;
    // p = 6: exchanges of 1, 2, 4; in step 2 the group 0..3 gets blocks 4, 5 at 0, 1, passed on
    // at distance 2 only: 4 t_s + 9 t_w m.
    QTest::newRow("allgather-recursive-doubling p=6") << "allgather-recursive-doubling" << "complete:6" << 4
                                                      << 4 * 3 + 9 * 2.0;
    // p = 8: t_s log p + t_w m (p - 1).
    QTest::newRow("allgather-recursive-doubling p=8") << "allgather-recursive-doubling" << "switch:8" << 3
                                                      << 3 * 3 + 7 * 2.0;
    // Long-message broadcast, p = 8: 2 t_s log p + 2 t_w m (p - 1)/p = 18 + 7.
    QTest::newRow("broadcast-scatter-allgather p=8") << "broadcast-scatter-allgather" << "complete:8" << 6
                                                     << 6 * 3 + 2 * 2.0 * 7 / 8;
    // p = 5: the scatter 3 t_s + 4 pieces of m/5, then recursive doubling's 5 t_s + 9 pieces.
    QTest::newRow("broadcast-scatter-allgather p=5") << "broadcast-scatter-allgather" << "complete:5" << 8
                                                     << 8 * 3 + 13 * 2.0 / 5;
}

void TstMpiAlgorithms::handCountedTimes()
{
    QFETCH(QString, algorithm);
    QFETCH(QString, topology);
    QFETCH(int, rounds);
    QFETCH(double, time);
    const RunResult r = runOne(algorithm, topology, 4, 3, 0.5);
    QVERIFY2(r.ok, qPrintable(r.error));
    QVERIFY2(r.simulation.verified, qPrintable(failures(r)));
    QCOMPARE(int(r.schedule->rounds.size()), rounds);
    QVERIFY2(qFuzzyCompare(r.simulation.time, time),
             qPrintable(QStringLiteral("simulated %1, counted by hand %2").arg(r.simulation.time).arg(time)));
    QVERIFY(qFuzzyCompare(r.formula->value, time));
}

void TstMpiAlgorithms::bruckBlockTravelsByTheBitsOfItsDistance_data()
{
    QTest::addColumn<int>("p");
    for (int p : {5, 7, 8, 12, 13})
        QTest::addRow("p=%d", p) << p;
}

void TstMpiAlgorithms::bruckBlockTravelsByTheBitsOfItsDistance()
{
    // Bruck et al. section 3: the block from i to j moves in round k exactly when bit k of
    // (j - i) mod p is set, each time 2^k further on.
    QFETCH(int, p);
    const RunResult r = runOne(QStringLiteral("alltoall-bruck"), QStringLiteral("complete:%1").arg(p));
    QVERIFY2(r.ok, qPrintable(r.error));
    const auto &rounds = r.schedule->rounds;
    for (int i = 0; i < p; ++i)
        for (int j = 0; j < p; ++j) {
            if (i == j)
                continue;
            const int packet = alltoallPacket(p, i, j);
            const int distance = ((j - i) % p + p) % p;
            int at = i;
            for (std::size_t k = 0; k < rounds.size(); ++k) {
                int carriedTo = -1;
                for (const Transfer &t : rounds[k].transfers)
                    if (std::find(t.packets.begin(), t.packets.end(), packet) != t.packets.end()) {
                        QCOMPARE(t.src, at);
                        carriedTo = t.dst;
                    }
                const bool moves = (distance >> k) & 1;
                QCOMPARE(carriedTo >= 0, moves);
                if (moves) {
                    QCOMPARE(carriedTo, (at + (1 << k)) % p);
                    at = carriedTo;
                }
            }
            QCOMPARE(at, j);
        }
}

void TstMpiAlgorithms::bruckAllgatherSendsTheFirstPlaces()
{
    // Round k: processor x sends the blocks of x .. x + min(2^k, p - 2^k) - 1 to x - 2^k.
    const int p = 11;
    const RunResult r = runOne(QStringLiteral("allgather-bruck"), QStringLiteral("switch:%1").arg(p));
    QVERIFY2(r.ok, qPrintable(r.error));
    QCOMPARE(int(r.schedule->rounds.size()), 4);
    for (int k = 0; k < 4; ++k) {
        const int n = std::min(1 << k, p - (1 << k));
        for (const Transfer &t : r.schedule->rounds[std::size_t(k)].transfers) {
            QCOMPARE(t.dst, ((t.src - (1 << k)) % p + p) % p);
            QCOMPARE(int(t.packets.size()), n);
            for (int b = 0; b < n; ++b)
                QCOMPARE(t.packets[std::size_t(b)], (t.src + b) % p);
        }
    }
}

void TstMpiAlgorithms::bruckTraceShowsTheRotatedBuffer()
{
    // Processor 1 of 5: after the first rotation place j holds its block for 1 + j; after
    // round 0 the odd places hold blocks from processor 0 (received from 1 - 1).
    const RunResult r = runOne(QStringLiteral("alltoall-bruck"), QStringLiteral("complete:5"));
    QVERIFY2(r.ok, qPrintable(r.error));
    const auto buffer = [&](std::size_t round) {
        for (const auto &[name, value] : r.schedule->rounds[round].traces[1].vars)
            if (name == QLatin1String("B"))
                return value;
        return QString();
    };
    QCOMPARE(buffer(0), QStringLiteral("[1→1, 1→2, 1→3, 1→4, 1→0]"));
    QCOMPARE(buffer(1), QStringLiteral("[1→1, 0→1, 1→3, 0→3, 1→0]"));
    QCOMPARE(r.algorithm->pseudoCode().lines.front().left(34), QStringLiteral("for j := 0 to p-1 do B[j] := M[(my"));
}

void TstMpiAlgorithms::sharedChannelsAreExplained()
{
    // On a ring, round k of Bruck's all-to-all sends all p messages 2^k round the same way:
    // channels are shared, the time exceeds the formula, and the run says why.
    const RunResult r = runOne(QStringLiteral("alltoall-bruck"), QStringLiteral("ring:8"));
    QVERIFY2(r.ok, qPrintable(r.error));
    QVERIFY(r.simulation.verified);
    QVERIFY(r.formulaDeviation);
    QVERIFY(r.formulaDeviation->toString().contains(QLatin1String("share a channel")));
    QVERIFY(r.simulation.time > r.formula->value);
    QVERIFY(r.schedule->rounds.back().narration.toString().contains(QLatin1String("take turns")));
}

void TstMpiAlgorithms::longMessageBroadcastKeepsTheHypercubeSchedule()
{
    // On a hypercube the seed's form: 2 d rounds of one-hop messages and the seed's formula;
    // from root 5 the scatter's first message crosses dimension d - 1 from 5 to 1.
    const RunResult r = runOne(QStringLiteral("broadcast-scatter-allgather"), QStringLiteral("hypercube:3"), 8, 1, 1, 5);
    QVERIFY2(r.ok, qPrintable(r.error));
    QVERIFY(r.simulation.verified);
    QCOMPARE(int(r.schedule->rounds.size()), 6);
    for (const Round &round : r.schedule->rounds)
        for (const Transfer &t : round.transfers)
            QCOMPARE(int(t.path.size()), 2);
    QCOMPARE(r.schedule->rounds.front().transfers.size(), std::size_t(1));
    QCOMPARE(r.schedule->rounds.front().transfers[0].dst, 1);
    QVERIFY(r.formula->text.startsWith(QLatin1String("2 (t_s log p + t_w m (p - 1)/p)")));
    QCOMPARE(r.simulation.time, 2 * (3 + 8.0 * 7 / 8));
    // Off the hypercube the same id runs MPI's form for any p.
    const RunResult ring = runOne(QStringLiteral("broadcast-scatter-allgather"), QStringLiteral("ring:6"), 8, 1, 1, 5);
    QVERIFY2(ring.ok, qPrintable(ring.error));
    QVERIFY(ring.simulation.verified);
    QVERIFY(!ring.formula->text.startsWith(QLatin1String("2 (t_s log p")));
}

void TstMpiAlgorithms::formerIdStillOpens()
{
    const auto &registry = AlgorithmRegistry::instance();
    const AlgorithmPtr alg = registry.find(QStringLiteral("broadcast-binomial-routed"));
    QVERIFY(alg);
    QCOMPARE(alg->id(), QStringLiteral("broadcast-binomial"));
    QVERIFY(!registry.ids().contains(QStringLiteral("broadcast-binomial-routed")));
    const RunResult r = runOne(QStringLiteral("broadcast-binomial-routed"), QStringLiteral("ring:6"));
    QVERIFY2(r.ok, qPrintable(r.error));
    QCOMPARE(r.algorithm->id(), QStringLiteral("broadcast-binomial"));
    // A scenario saved with the old id opens and runs.
    Scenario scenario;
    QString error;
    QVERIFY2(Scenario::readBytes(QByteArrayLiteral(R"({"format":"collviz-scenario/1","algorithm":)"
                                                   R"("broadcast-binomial-routed","topology":"ring:6"})"),
                                 QStringLiteral("old.collviz"), &scenario, &error),
             qPrintable(error));
    const RunResult fromScenario = Engine::run(scenario.toRunRequest());
    QVERIFY2(fromScenario.ok, qPrintable(fromScenario.error));
    QCOMPARE(fromScenario.algorithm->id(), QStringLiteral("broadcast-binomial"));
    // So does a schedule document written with it.
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    report::writeScheduleJson(r, buffer);
    QVERIFY(bytes.contains("\"broadcast-binomial\""));
    bytes.replace("\"broadcast-binomial\"", "\"broadcast-binomial-routed\"");
    RunResult back;
    QVERIFY2(scheduledocument::read(bytes, &back, &error), qPrintable(error));
    QVERIFY(back.algorithm);
    QCOMPARE(back.algorithm->id(), QStringLiteral("broadcast-binomial"));
    QVERIFY(back.simulation.verified);
}

QTEST_GUILESS_MAIN(TstMpiAlgorithms)
#include "tst_mpialgorithms.moc"

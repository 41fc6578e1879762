// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Where a run's time goes (core/costbreakdown.h): start-up, bandwidth, per-hop and waiting along
// the critical path add up to the engine's time, for every model; a contention-free run waits
// for nothing, and its parts are the textbook's terms; a congested one waits.

#include "core/costbreakdown.h"
#include "core/engine.h"
#include "core/sweep.h"

#include <QtTest>

#include <cmath>
#include <limits>

using namespace collviz::core;

namespace {
constexpr double kUnchecked = std::numeric_limits<double>::quiet_NaN();

RunResult run(const QString &algorithm, const QString &topology, const QString &model, const CostParams &cost)
{
    RunRequest request;
    request.algorithm = algorithm;
    request.topology = topology;
    request.modelSpec = model;
    request.params.cost = cost;
    return Engine::run(request);
}

CostParams costs(double m, double ts, double tw, double th)
{
    CostParams c;
    c.m = m;
    c.ts = ts;
    c.tw = tw;
    c.th = th;
    return c;
}

bool near(double a, double b) { return std::abs(a - b) <= 1e-9 * std::max({1.0, std::abs(a), std::abs(b)}); }
} // namespace

class TestCostBreakdown : public QObject
{
    Q_OBJECT
private slots:
    void partsAddUpToTheTime_data();
    void partsAddUpToTheTime();
    void sweepBreaksDownEverySeries();
    void crossoversBetweenTwoAlgorithms();
};

void TestCostBreakdown::partsAddUpToTheTime_data()
{
    QTest::addColumn<QString>("algorithm");
    QTest::addColumn<QString>("topology");
    QTest::addColumn<QString>("model");
    QTest::addColumn<double>("th");
    QTest::addColumn<double>("startUp");   // NaN: not checked
    QTest::addColumn<double>("bandwidth"); // NaN: not checked
    QTest::addColumn<double>("perHop");    // NaN: not checked
    QTest::addColumn<int>("waits");        // 0: no waiting, 1: some waiting, -1: not checked

    // m = 8, t_s = 100, t_w = 1. Standard exchange on Q4 (sf, 1-port): log p = 4 rounds of one
    // hop, each message m p/2 = 64 words: 4 (t_s + 64 t_w + t_h), nothing waits.
    QTest::newRow("hypercube d=4 standard exchange sf 1-port")
        << "alltoall-hypercube-sex" << "hypercube:4" << "" << 3.0 << 400.0 << 256.0 << 12.0 << 0;
    // Direct exchange on Q4 (wh, e-cube, contention-free): p - 1 rounds of m words, the
    // critical message of round j crosses popcount(j) links, 32 hops in all.
    QTest::newRow("hypercube d=4 direct exchange wh")
        << "alltoall-direct-exchange" << "hypercube:4" << "" << 2.0 << 1500.0 << 120.0 << 64.0 << 0;
    // The same schedule under store-and-forward pays t_w on every hop: 32 m t_w.
    QTest::newRow("hypercube d=4 direct exchange what-if sf")
        << "alltoall-direct-exchange" << "hypercube:4" << "sf" << 2.0 << 1500.0 << 256.0 << 64.0 << 0;
    // XY routing on a torus congests: messages take turns on shared channels.
    QTest::newRow("torus 4x4 direct exchange wh") << "alltoall-direct-exchange" << "torus:4x4" << "" << 1.0
                                                  << kUnchecked << kUnchecked << kUnchecked << 1;
    QTest::newRow("hypercube d=4 johnsson-ho alg1 sf all-port")
        << "alltoall-jh-alg1" << "hypercube:4" << "" << 1.0 << kUnchecked << kUnchecked << kUnchecked << -1;
    QTest::newRow("hypercube d=4 standard exchange what-if wh half duplex")
        << "alltoall-hypercube-sex" << "hypercube:4" << "wh,duplex=half" << 1.0 << kUnchecked << kUnchecked
        << kUnchecked << -1;
    QTest::newRow("ring p=8 pipeline") << "alltoall-ring-pipeline" << "ring:8" << "" << 1.0 << kUnchecked
                                       << kUnchecked << kUnchecked << -1;
    QTest::newRow("hypercube d=4 broadcast scatter-allgather noncombining")
        << "broadcast-scatter-allgather" << "hypercube:4" << "noncombining" << 1.0 << kUnchecked << kUnchecked << kUnchecked << -1;
}

void TestCostBreakdown::partsAddUpToTheTime()
{
    QFETCH(QString, algorithm);
    QFETCH(QString, topology);
    QFETCH(QString, model);
    QFETCH(double, th);
    QFETCH(double, startUp);
    QFETCH(double, bandwidth);
    QFETCH(double, perHop);
    QFETCH(int, waits);
    const RunResult r = run(algorithm, topology, model, costs(8, 100, 1, th));
    QVERIFY2(r.ok, qPrintable(r.error));
    const CostBreakdown b = CostBreakdown::of(r);
    QVERIFY2(near(b.total(), r.simulation.time),
             qPrintable(QStringLiteral("%1 + %2 + %3 + %4 = %5, the time is %6")
                            .arg(b.startUp)
                            .arg(b.bandwidth)
                            .arg(b.perHop)
                            .arg(b.waiting)
                            .arg(b.total())
                            .arg(r.simulation.time)));
    QVERIFY(b.startUp > 0);
    QVERIFY(b.bandwidth > 0);
    QVERIFY(b.waiting >= 0);
    if (!std::isnan(startUp))
        QCOMPARE(b.startUp, startUp);
    if (!std::isnan(bandwidth))
        QCOMPARE(b.bandwidth, bandwidth);
    if (!std::isnan(perHop))
        QCOMPARE(b.perHop, perHop);
    if (waits == 0)
        QCOMPARE(b.waiting, 0.0);
    else if (waits == 1)
        QVERIFY2(b.waiting > 0, qPrintable(QString::number(b.waiting)));

    // Re-costed at another size, the parts still add up to the re-costed time.
    const CostParams other = costs(1000, 10, 2, th);
    const CostBreakdown at = CostBreakdown::at(r, other);
    QVERIFY(near(at.total(), Engine::recost(r, other).simulation.time));
}

void TestCostBreakdown::sweepBreaksDownEverySeries()
{
    SizeSweep sweep;
    QString error;
    QVERIFY2(SizeSweep::prepare({QStringLiteral("alltoall-hypercube-sex"), QStringLiteral("alltoall-jh-alg1")},
                                QStringLiteral("hypercube:4"), QString(), &sweep, &error),
             qPrintable(error));
    const SizeBreakdownResult r = sweep.breakdownAt(costs(64, 100, 1, 0));
    QCOMPARE(int(r.bars.size()), 2);
    QCOMPARE(r.bars[0].algorithm, QStringLiteral("alltoall-hypercube-sex"));
    QCOMPARE(r.bars[0].model.switching, Switching::StoreAndForward);
    QCOMPARE(r.bars[0].model.ports, 1);
    QVERIFY(r.bars[1].model.allPort());
    for (const BreakdownBar &bar : r.bars) {
        QVERIFY(near(bar.parts.total(), bar.time));
        QVERIFY(near(bar.time, sweep.pointAt(&bar - r.bars.data(), costs(64, 100, 1, 0)).time));
    }
}

void TestCostBreakdown::crossoversBetweenTwoAlgorithms()
{
    SizeSweep sweep;
    QString error;
    const QString sex = QStringLiteral("alltoall-hypercube-sex");
    const QString dex = QStringLiteral("alltoall-direct-exchange");
    const QString pairwise = QStringLiteral("alltoall-hypercube-pairwise");
    QVERIFY2(SizeSweep::prepare({sex, dex, pairwise}, QStringLiteral("hypercube:5"), QString(), &sweep, &error),
             qPrintable(error));
    SizeRange range;
    range.min = 1;
    range.max = 4096;
    range.points = 25;
    const SizeSweepResult r = sweep.evaluate(costs(1, 100, 1, 0), range);
    const std::vector<Crossover> x = r.crossoversBetween(sex, dex);
    QCOMPARE(int(x.size()), 1);
    // Where the engine's times of the two agree, whichever is named first.
    QCOMPARE(r.crossoversBetween(dex, sex).front().m, x.front().m);
    CostParams at = costs(x.front().m, 100, 1, 0);
    QVERIFY(std::abs(sweep.pointAt(0, at).time - sweep.pointAt(1, at).time) <= 1e-6 * sweep.pointAt(0, at).time);
    QVERIFY(r.crossoversBetween(sex, QStringLiteral("no-such-algorithm")).empty());
}

QTEST_GUILESS_MAIN(TestCostBreakdown)
#include "tst_costbreakdown.moc"

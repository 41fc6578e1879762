// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Seed 000's direct exchange (DEX) and its both-way ring pipeline, and the seed's lower
// bounds for all-to-all scatter: DEX on a hypercube is the pairwise exchange transfer for
// transfer; on meshes and tori every permutation x -> x XOR j is as congested as the seed
// says (the M(2,4) example, max(z_1, z_2)/2); the ring in both directions takes floor(z/2)
// rounds; the bounds shown contain the seed's Lemma and its hypercube bounds.

#include "core/algorithms/common.h"
#include "core/engine.h"
#include "core/report.h"
#include "core/simulator.h"
#include "core/topologies.h"

#include <QJsonObject>
#include <QtTest>

#include <algorithm>
#include <set>

using namespace collviz::core;

namespace {

RunResult runOne(const QString &alg, const QString &topo, double m = 1, double ts = 1, double tw = 1,
                 const QString &model = {})
{
    RunRequest req;
    req.algorithm = alg;
    req.topology = topo;
    req.modelSpec = model;
    req.params.cost.m = m;
    req.params.cost.ts = ts;
    req.params.cost.tw = tw;
    return Engine::run(req);
}

/// The congestion of x -> x XOR a on a line of z positions (a ring when `wraps`), counted by
/// walking every message hop by hop: straight on a line; round a ring the shorter way, a tie
/// going up (the topology's dimension-order route).
int lineCongestion(int z, int a, bool wraps)
{
    std::vector<int> up(std::size_t(z), 0), down(std::size_t(z), 0);
    for (int x = 0; x < z; ++x) {
        const int y = x ^ a;
        int step = y > x ? 1 : -1;
        int hops = std::abs(y - x);
        if (wraps) {
            const int fwd = ((y - x) % z + z) % z;
            step = fwd <= z - fwd ? 1 : -1;
            hops = std::min(fwd, z - fwd);
        }
        for (int h = 0, c = x; h < hops; ++h) {
            if (step > 0)
                ++up[std::size_t(c)];
            c = ((c + step) % z + z) % z;
            if (step < 0)
                ++down[std::size_t(c)];
        }
    }
    return std::max(*std::max_element(up.begin(), up.end()), *std::max_element(down.begin(), down.end()));
}

} // namespace

class TstAasDirect : public QObject
{
    Q_OBJECT

private slots:
    void hypercubeEqualsPairwise_data();
    void hypercubeEqualsPairwise();
    void m24Example();
    void congestionPerPermutation_data();
    void congestionPerPermutation();
    void refusesOtherSides();
    void ringBidirectional_data();
    void ringBidirectional();
    void boundRatioInReports();
    void seedBounds_data();
    void seedBounds();
};

void TstAasDirect::hypercubeEqualsPairwise_data()
{
    QTest::addColumn<int>("n");
    for (int n = 1; n <= 7; ++n)
        QTest::addRow("hypercube d=%d", n) << n;
}

void TstAasDirect::hypercubeEqualsPairwise()
{
    QFETCH(int, n);
    const QString spec = QStringLiteral("hypercube:%1").arg(n);
    const RunResult dex = runOne(QStringLiteral("alltoall-direct-exchange"), spec, 2, 3, 0.5);
    const RunResult pw = runOne(QStringLiteral("alltoall-hypercube-pairwise"), spec, 2, 3, 0.5);
    QVERIFY2(dex.ok && pw.ok, qPrintable(dex.error + pw.error));
    QVERIFY(dex.simulation.verified);
    const int p = 1 << n;
    QCOMPARE(int(dex.schedule->rounds.size()), p - 1);
    QCOMPARE(dex.schedule->rounds.size(), pw.schedule->rounds.size());
    for (std::size_t r = 0; r < dex.schedule->rounds.size(); ++r) {
        const auto &a = dex.schedule->rounds[r].transfers;
        const auto &b = pw.schedule->rounds[r].transfers;
        QCOMPARE(a.size(), b.size());
        for (std::size_t t = 0; t < a.size(); ++t) {
            QCOMPARE(a[t].path, b[t].path);
            QCOMPARE(a[t].packets, b[t].packets);
        }
        QCOMPARE(dex.simulation.rounds[r].maxLinkLoad, 1); // e-cube: contention-free
    }
    // (t_s + t_w m)(2^n - 1), the seed's formula without its per-hop term.
    QCOMPARE(dex.simulation.time, (3 + 0.5 * 2) * (p - 1));
    QCOMPARE(dex.formula->value, dex.simulation.time);
    QVERIFY(!dex.formulaDeviation);
}

void TstAasDirect::m24Example()
{
    // The seed's M(2,4) drawn with its long side horizontal: mesh:4x2 (x, the first side, is
    // horizontal). Binary address = node index = x + 4 y: j's low two bits move x, bit 2 moves y.
    const RunResult r = runOne(QStringLiteral("alltoall-direct-exchange"), QStringLiteral("mesh:4x2"));
    QVERIFY2(r.ok, qPrintable(r.error));
    QVERIFY(r.simulation.verified);
    QCOMPARE(int(r.schedule->rounds.size()), 7);
    const Topology &topo = *r.topology;
    const std::set<int> middle{topo.arcBetween(1, 2), topo.arcBetween(2, 1), topo.arcBetween(5, 6),
                               topo.arcBetween(6, 5)};
    std::vector<int> congested;
    for (int j = 1; j <= 7; ++j) {
        const RoundStats &st = r.simulation.rounds[std::size_t(j - 1)];
        std::set<int> twice;
        for (const ChannelLoad &c : st.channelLoads) {
            QVERIFY(c.load <= 2);
            if (c.load == 2)
                twice.insert(c.arc);
        }
        if (st.maxLinkLoad == 2) {
            congested.push_back(j);
            QCOMPARE(twice, middle); // the middle horizontal channels of both rows, both ways
            QVERIFY(r.schedule->rounds[std::size_t(j - 1)].narration.toString().contains(
                QStringLiteral("congestion 2")));
        } else {
            QCOMPARE(st.maxLinkLoad, 1);
            QVERIFY(twice.empty());
        }
    }
    // x XOR 2 and x XOR 3 cross the middle of a row twice, with or without the row change: four
    // of the seven. The seed's figure shows six and counts three: the one it leaves out is
    // congested too.
    QCOMPARE(congested, (std::vector<int>{2, 3, 6, 7}));
    QCOMPARE(r.simulation.maxLinkLoad, 4 / 2); // max(z_1, z_2)/2
}

void TstAasDirect::congestionPerPermutation_data()
{
    QTest::addColumn<QString>("topology");
    for (const char *spec : {"mesh:2x2", "mesh:4x4", "mesh:8x4", "mesh:4x8", "torus:8x8", "torus:4x4", "mesh:16x8",
                             "torus:16x4", "torus:4x4x4", "mesh:4x2x8"})
        QTest::newRow(spec) << QString::fromLatin1(spec);
}

void TstAasDirect::congestionPerPermutation()
{
    QFETCH(QString, topology);
    const RunResult r = runOne(QStringLiteral("alltoall-direct-exchange"), topology, 1, 1, 1);
    QVERIFY2(r.ok, qPrintable(r.error));
    QVERIFY(r.simulation.verified);
    const auto &topo = static_cast<const CartesianTopology &>(*r.topology);
    const int p = topo.processorCount();
    QCOMPARE(int(r.schedule->rounds.size()), p - 1);
    int worst = 0;
    double sumOfTurns = 0;
    for (int j = 1; j < p; ++j) {
        // Dimension order: every line of dimension d carries x_d -> x_d XOR (j's bits for d).
        int expected = 0;
        for (int d = 0; d < topo.dimensions(); ++d)
            expected = std::max(expected,
                                lineCongestion(topo.side(d), (j / topo.stride(d)) % topo.side(d), topo.wraps()));
        const RoundStats &st = r.simulation.rounds[std::size_t(j - 1)];
        QCOMPARE(st.maxLinkLoad, expected);
        const QString said = r.schedule->rounds[std::size_t(j - 1)].narration.toString();
        QVERIFY2(said.contains(QStringLiteral("congestion %1").arg(expected)), qPrintable(said));
        // A worm holds its whole path: the busiest channel's messages take turns.
        QVERIFY(st.time >= expected * 2.0 - 1e-9);
        worst = std::max(worst, expected);
        sumOfTurns += expected;
    }
    // The seed's claim, max(z_1, z_2)/2; on tori too, since a half-way jump ties and goes up.
    const auto shape = topo.shape();
    QCOMPARE(worst, std::max(1, *std::max_element(shape.begin(), shape.end()) / 2));
    QCOMPARE(r.formula->value, 2.0 * sumOfTurns);
    // Messages sharing a channel take turns, and nothing else waits: the time is the formula.
    QCOMPARE(r.simulation.time, r.formula->value);
    QVERIFY(!r.formulaDeviation);
    QVERIFY(r.simulation.time >= r.lowerBound->value - 1e-9);
    qInfo("%s: max congestion %d, sum of congestions %g, measured %g (t_s = t_w = m = 1)", qPrintable(topology),
          worst, sumOfTurns, r.simulation.time);
}

void TstAasDirect::refusesOtherSides()
{
    const RunResult r = runOne(QStringLiteral("alltoall-direct-exchange"), QStringLiteral("mesh:6x4"));
    QVERIFY(!r.ok);
    QVERIFY2(r.error.contains(QStringLiteral("power of two")), qPrintable(r.error));
    QVERIFY(!runOne(QStringLiteral("alltoall-direct-exchange"), QStringLiteral("ring:8")).ok);
}

void TstAasDirect::ringBidirectional_data()
{
    QTest::addColumn<int>("z");
    for (int z = 2; z <= 17; ++z)
        QTest::addRow("ring z=%d", z) << z;
}

void TstAasDirect::ringBidirectional()
{
    QFETCH(int, z);
    const QString spec = QStringLiteral("ring:%1").arg(z);
    const double m = 2, ts = 3, tw = 0.5;
    const RunResult r = runOne(QStringLiteral("alltoall-ring-bidirectional"), spec, m, ts, tw);
    QVERIFY2(r.ok, qPrintable(r.error));
    QVERIFY(r.simulation.verified);
    const int R = z / 2;
    QCOMPARE(int(r.schedule->rounds.size()), R);
    QCOMPARE(r.simulation.time, ts * R + tw * m * R * (R + 1) / 2.0);
    if (z % 2 == 1) // the seed's sum over i = 1 .. (z-1)/2 of (t_s + mu t_m ((z+1)/2 - i))
        QCOMPARE(r.simulation.time, ts * (z - 1) / 2 + tw * m * (z * z - 1) / 8.0);
    else
        QCOMPARE(r.simulation.time, ts * z / 2 + tw * m * z * (z + 2) / 8.0);
    QCOMPARE(r.formula->value, r.simulation.time);
    QVERIFY(!r.formulaDeviation);
    QCOMPARE(r.simulation.maxLinkLoad, 1);

    // Against the one-way pipeline: about half the rounds and a quarter of the t_w term.
    const RunResult one = runOne(QStringLiteral("alltoall-ring-pipeline"), spec, m, 0, tw);
    const RunResult both = runOne(QStringLiteral("alltoall-ring-bidirectional"), spec, m, 0, tw);
    QCOMPARE(int(one.schedule->rounds.size()), z - 1);
    QCOMPARE(both.simulation.time * (z % 2 ? 4.0 * z / (z + 1) : 4.0 * (z - 1) / (z + 2)), one.simulation.time);

    // The t_w term meets the cut bound for odd z; with even z the opposite packet costs z/4 more.
    const double gap = both.simulation.time - both.lowerBound->value;
    QCOMPARE(gap + 1, (z % 2 || z == 2 ? 0.0 : tw * m * z / 4.0) + 1);
}

void TstAasDirect::boundRatioInReports()
{
    const RunResult r = runOne(QStringLiteral("alltoall-ring-bidirectional"), QStringLiteral("ring:7"));
    QVERIFY2(r.ok, qPrintable(r.error));
    QVERIFY(r.lowerBound && r.lowerBound->value > 0);
    const double ratio = r.simulation.time / r.lowerBound->value;
    QVERIFY(ratio >= 1);
    const QJsonObject summary = report::scheduleJson(r).value(QStringLiteral("summary")).toObject();
    QCOMPARE(summary.value(QStringLiteral("boundRatio")).toDouble(), ratio);
    QVERIFY(report::runText(r).contains(QStringLiteral("time / bound: %1\n").arg(ratio, 0, 'f', 3)));
}

void TstAasDirect::seedBounds_data()
{
    // What seed 000 states (in units where t_s = t_w = 1, m = 2) and what the bound shown must
    // then be at least.
    QTest::addColumn<QString>("algorithm");
    QTest::addColumn<QString>("topology");
    QTest::addColumn<QString>("model");
    QTest::addColumn<double>("seedBound");
    auto lemma = [](std::vector<int> z) { // 1/2 ceil(z1/2) floor(z1/2) prod_(i>1) z_i, z1 the longest
        std::sort(z.rbegin(), z.rend());
        double v = 0.5 * ((z[0] + 1) / 2) * (z[0] / 2);
        for (std::size_t i = 1; i < z.size(); ++i)
            v *= z[i];
        return 2 * v; // t_w m
    };
    const QString cart = QStringLiteral("alltoall-cartesian");
    QTest::newRow("lemma torus:8x8") << cart << "torus:8x8" << QString() << lemma({8, 8});
    QTest::newRow("lemma torus:5x5") << cart << "torus:5x5" << QString() << lemma({5, 5});
    QTest::newRow("lemma torus:6x4") << cart << "torus:6x4" << QString() << lemma({6, 4});
    QTest::newRow("lemma torus:3x3x3") << cart << "torus:3x3x3" << QString() << lemma({3, 3, 3});
    QTest::newRow("lemma torus:8x4x4 all-port") << cart << "torus:8x4x4" << "ports=all" << lemma({8, 4, 4});
    QTest::newRow("lemma ring:9 bidirectional")
        << QStringLiteral("alltoall-ring-bidirectional") << "ring:9" << QString() << lemma({9});
    QTest::newRow("lemma ring:12 bidirectional")
        << QStringLiteral("alltoall-ring-bidirectional") << "ring:12" << QString() << lemma({12});
    for (int n = 2; n <= 6; ++n) {
        const int p = 1 << n;
        const QString cube = QStringLiteral("hypercube:%1").arg(n);
        // WH: mu t_m (2^n - 1)/2; 1-port noncombining: N - 1 rounds of t_s + t_w m.
        QTest::addRow("WH bound Q%d", n) << QStringLiteral("alltoall-direct-exchange") << cube << QString()
                                         << std::max(2.0 * (p - 1) / 2, (p - 1) * 3.0);
        QTest::addRow("WH bound Q%d all-port", n)
            << QStringLiteral("alltoall-direct-exchange") << cube << "ports=all" << 2.0 * (p - 1) / 2;
        // All-port SF: 2^(n-1) rounds, each moving m words over every channel.
        QTest::addRow("all-port rounds Q%d", n)
            << QStringLiteral("alltoall-hypercube-sex") << cube << "ports=all,noncombining" << 2.0 * (p / 2);
    }
}

void TstAasDirect::seedBounds()
{
    QFETCH(QString, algorithm);
    QFETCH(QString, topology);
    QFETCH(QString, model);
    QFETCH(double, seedBound);
    const RunResult r = runOne(algorithm, topology, 2, 1, 1, model);
    QVERIFY2(r.ok, qPrintable(r.error));
    QVERIFY(r.lowerBound);
    QVERIFY2(r.lowerBound->value >= seedBound - 1e-9,
             qPrintable(QStringLiteral("bound %1 below the seed's %2").arg(r.lowerBound->value).arg(seedBound)));
    QVERIFY(r.simulation.time >= r.lowerBound->value - 1e-9);
    QVERIFY2(r.lowerBound->text.contains(QStringLiteral("seed 000")), qPrintable(r.lowerBound->text));
    QVERIFY(r.lowerBound->text.contains(QStringLiteral("Lemma")));
}

QTEST_GUILESS_MAIN(TstAasDirect)
#include "tst_aas_direct.moc"

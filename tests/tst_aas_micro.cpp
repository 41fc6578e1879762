// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Seed 000's direct exchange by micro-permutations: on a ring T(z), z = 4t, every round is one
// micro-permutation, contention-free, 1-port, every packet sent once along a shortest path, and
// the round count is z^2/8, the bisection bound (the seed's Lemma reads 2[z/2]^2).

#include "core/algorithm.h"
#include "core/engine.h"
#include "core/simulator.h"
#include "core/topologies.h"

#include <QtTest>

#include <map>
#include <set>

using namespace collviz::core;

namespace {

RunResult runOne(const QString &alg, const QString &topo, double m = 1, double ts = 1, double tw = 1)
{
    RunRequest req;
    req.algorithm = alg;
    req.topology = topo;
    req.params.cost.m = m;
    req.params.cost.ts = ts;
    req.params.cost.tw = tw;
    return Engine::run(req);
}

/// Checks what every micro-permutation schedule must keep: each round at most one send and one
/// receive per node and one message per channel, every packet sent exactly once, straight from
/// its origin to its destination along a shortest path. Returns the channels each round uses.
std::vector<int> checkSchedule(const RunResult &r)
{
    const Topology &topo = *r.topology;
    const int p = topo.processorCount();
    std::set<std::pair<int, int>> sent;
    std::vector<int> used;
    int messages = 0;
    for (std::size_t k = 0; k < r.schedule->rounds.size(); ++k) {
        std::vector<int> sends(std::size_t(p), 0), receives(std::size_t(p), 0);
        for (const Transfer &t : r.schedule->rounds[k].transfers) {
            [&] {
                QCOMPARE(t.packets.size(), std::size_t(1));
                const Packet &pk = r.schedule->packets[std::size_t(t.packets.front())];
                QCOMPARE(pk.origin, t.src);
                QCOMPARE(pk.dest, t.dst);
                QCOMPARE(int(t.path.size()) - 1, topo.distance(t.src, t.dst));
            }();
            ++sends[std::size_t(t.src)];
            ++receives[std::size_t(t.dst)];
            sent.insert({t.src, t.dst});
            ++messages;
        }
        for (int v = 0; v < p; ++v) {
            if (sends[std::size_t(v)] > 1 || receives[std::size_t(v)] > 1)
                qWarning("round %d: node %d sends %d, receives %d", int(k) + 1, v, sends[std::size_t(v)],
                         receives[std::size_t(v)]);
            [&] { QVERIFY(sends[std::size_t(v)] <= 1 && receives[std::size_t(v)] <= 1); }();
        }
        const RoundStats &st = r.simulation.rounds[k];
        [&] { QCOMPARE(st.maxLinkLoad, 1); }();
        used.push_back(int(st.channelLoads.size()));
    }
    [&] {
        QCOMPARE(messages, p * (p - 1));
        QCOMPARE(int(sent.size()), p * (p - 1));
    }();
    return used;
}

} // namespace

class TstAasMicro : public QObject
{
    Q_OBJECT

private slots:
    void cycle_data();
    void cycle();
    void cycleSeedLists();
    void cycleRefusesOtherRings_data();
    void cycleRefusesOtherRings();
    void cycleDescriptionStatesTheCount();
    void torus_data();
    void torus();
    void torusRefusesOtherShapes_data();
    void torusRefusesOtherShapes();
};

void TstAasMicro::cycle_data()
{
    QTest::addColumn<int>("z");
    QTest::addColumn<int>("rounds");
    QTest::addRow("ring:4 (t = 1)") << 4 << 3;
    QTest::addRow("ring:8 (t = 2)") << 8 << 8;
    QTest::addRow("ring:12 (t = 3)") << 12 << 18;
    QTest::addRow("ring:16 (t = 4)") << 16 << 32;
    QTest::addRow("ring:20 (t = 5)") << 20 << 50;
    QTest::addRow("ring:32 (t = 8)") << 32 << 128;
}

void TstAasMicro::cycle()
{
    QFETCH(int, z);
    QFETCH(int, rounds);
    const RunResult r = runOne(QStringLiteral("alltoall-cycle-micro"), QStringLiteral("ring:%1").arg(z), 2, 3, 0.5);
    QVERIFY2(r.ok, qPrintable(r.error));
    QVERIFY(r.simulation.verified);
    QCOMPARE(int(r.schedule->rounds.size()), rounds);
    QCOMPARE(r.formulaRounds, std::optional<int>(rounds));
    const std::vector<int> used = checkSchedule(r);
    if (QTest::currentTestFailed())
        return;
    // Every micro-permutation goes once round the ring each way: all 2z channels, one message
    // each. Only z = 4 splits pi3 into its two cycles, each once round in one direction.
    for (std::size_t k = 0; k < used.size(); ++k) {
        const bool pi3Half = z == 4 && k < 2;
        QCOMPARE(used[k], pi3Half ? z : 2 * z);
    }
    // One start-up and m words per round, and nothing waits.
    QCOMPARE(r.simulation.time, (3 + 0.5 * 2) * rounds);
    QCOMPARE(r.formula->value, r.simulation.time);
    QVERIFY(!r.formulaDeviation);
    // The bound: z^2/8 rounds (z^2/4 packets over the 2 channels of a cut each way), and on
    // ring:4 the 1-port bound z - 1 = 3 is the larger.
    QVERIFY(r.lowerBound);
    const double bound = (3 + 0.5 * 2) * std::max(z * z / 8, z - 1);
    QVERIFY2(qAbs(r.lowerBound->value - bound) < 1e-9,
             qPrintable(QStringLiteral("bound %1, expected %2").arg(r.lowerBound->value).arg(bound)));
    QCOMPARE(r.simulation.time, r.lowerBound->value);
    qInfo("ring:%d: %d rounds, time %g, lower bound %g (ratio %g); the Lemma as printed, 2 (z/2)^2 = %d", z, rounds,
          r.simulation.time, r.lowerBound->value, r.simulation.time / r.lowerBound->value, 2 * (z / 2) * (z / 2));
}

void TstAasMicro::cycleSeedLists()
{
    const RunResult r = runOne(QStringLiteral("alltoall-cycle-micro"), QStringLiteral("ring:12"));
    QVERIFY2(r.ok, qPrintable(r.error));
    const auto &rounds = r.schedule->rounds;
    QCOMPARE(rounds.size(), std::size_t(18));
    // The seed's order: pi1, pi2 for the 6 ordered pairs, then pi3, pi4 for u_1 .. u_3.
    QVERIFY(rounds[0].narration.toString().contains(QStringLiteral("pi1(u_1, u_2)")));
    QVERIFY(rounds[1].narration.toString().contains(QStringLiteral("pi2(u_1, u_2)")));
    QVERIFY(rounds[2].narration.toString().contains(QStringLiteral("pi1(u_1, u_3)")));
    QVERIFY(rounds[4].narration.toString().contains(QStringLiteral("pi1(u_2, u_1)")));
    QVERIFY(rounds[12].narration.toString().contains(QStringLiteral("pi3(u_1)")));
    QVERIFY(rounds[17].narration.toString().contains(QStringLiteral("pi4(u_3)")));
    QVERIFY(rounds[17].narration.toString().contains(QStringLiteral("4 messages among 4 nodes")));
    // pi1(u_1, u_2) on T(12): u_1 = 0, u_2 = 1, u_1^xy = 6, u_2^xy = 7; u_1^x = 11, u_2^x = 10,
    // u_1^y = 5, u_2^y = 4.
    std::set<std::pair<int, int>> pi1;
    for (const Transfer &t : rounds[0].transfers)
        pi1.insert({t.src, t.dst});
    const std::set<std::pair<int, int>> expected{{0, 1}, {1, 6}, {6, 7}, {7, 0}, {11, 10}, {10, 5}, {5, 4}, {4, 11}};
    QCOMPARE(pi1, expected);
    auto pairsOf = [&](std::size_t k) {
        std::set<std::pair<int, int>> out;
        for (const Transfer &t : rounds[k].transfers)
            out.insert({t.src, t.dst});
        return out;
    };
    // pi2(u_1, u_2): u_i->u_j^x->u_i^xy->u_j^y->u_i; u_j->u_i^y->u_j^xy->u_i^x->u_j.
    QCOMPARE(pairsOf(1), (std::set<std::pair<int, int>>{{0, 10}, {10, 6}, {6, 4}, {4, 0}, {1, 5}, {5, 7}, {7, 11},
                                                       {11, 1}}));
    // pi3(u_1), u_j = u_2: u_i->u_i^x->u_i^xy->u_i^y->u_i; u_j->u_j^y->u_j^xy->u_j^x->u_j.
    QCOMPARE(pairsOf(12), (std::set<std::pair<int, int>>{{0, 11}, {11, 6}, {6, 5}, {5, 0}, {1, 4}, {4, 7}, {7, 10},
                                                        {10, 1}}));
    // pi4(u_1): half-way round, u_1 and u_1^xy up, u_1^x and u_1^y down.
    std::map<std::pair<int, int>, std::vector<int>> paths;
    for (const Transfer &t : rounds[13].transfers)
        paths[{t.src, t.dst}] = t.path.toVector();
    QCOMPARE(paths.size(), std::size_t(4));
    QCOMPARE(paths[std::make_pair(0, 6)], (std::vector<int>{0, 1, 2, 3, 4, 5, 6}));
    QCOMPARE(paths[std::make_pair(6, 0)], (std::vector<int>{6, 7, 8, 9, 10, 11, 0}));
    QCOMPARE(paths[std::make_pair(11, 5)], (std::vector<int>{11, 10, 9, 8, 7, 6, 5}));
    QCOMPARE(paths[std::make_pair(5, 11)], (std::vector<int>{5, 4, 3, 2, 1, 0, 11}));
}

void TstAasMicro::cycleRefusesOtherRings_data()
{
    QTest::addColumn<QString>("topology");
    for (const char *spec : {"ring:2", "ring:3", "ring:6", "ring:10", "ring:13"})
        QTest::newRow(spec) << QString::fromLatin1(spec);
}

void TstAasMicro::cycleRefusesOtherRings()
{
    QFETCH(QString, topology);
    const RunResult r = runOne(QStringLiteral("alltoall-cycle-micro"), topology);
    QVERIFY(!r.ok);
    QVERIFY2(r.error.contains(QStringLiteral("z = 4t")), qPrintable(r.error));
    QVERIFY2(r.error.contains(topology), qPrintable(r.error));
}

void TstAasMicro::cycleDescriptionStatesTheCount()
{
    const AlgorithmPtr alg = AlgorithmRegistry::instance().find(QStringLiteral("alltoall-cycle-micro"));
    QVERIFY(alg);
    const QString d = alg->description().toString();
    QVERIFY(d.contains(QStringLiteral("z^2/8")));
    QVERIFY(d.contains(QStringLiteral("2[z/2]^2")));
    QVERIFY(d.contains(QStringLiteral("bisection bound")));
}

void TstAasMicro::torus_data()
{
    QTest::addColumn<int>("z");
    QTest::addColumn<int>("rounds");
    QTest::addColumn<int>("fullRounds"); // rounds whose messages use every channel
    // Measured; the bound is z^3/8 rounds (z = 4: the 1-port bound p - 1 = 15).
    QTest::addRow("torus:4x4 (t = 1)") << 4 << 15 << 1;
    QTest::addRow("torus:8x8 (t = 2)") << 8 << 64 << 64;
    QTest::addRow("torus:12x12 (t = 3)") << 12 << 222 << 189;
    QTest::addRow("torus:16x16 (t = 4)") << 16 << 513 << 511;
    QTest::addRow("torus:20x20 (t = 5)") << 20 << 1010 << 956;
}

void TstAasMicro::torus()
{
    QFETCH(int, z);
    QFETCH(int, rounds);
    QFETCH(int, fullRounds);
    const RunResult r = runOne(QStringLiteral("alltoall-mesh-micro"), QStringLiteral("torus:%1x%1").arg(z));
    QVERIFY2(r.ok, qPrintable(r.error));
    QVERIFY(r.simulation.verified);
    QCOMPARE(int(r.schedule->rounds.size()), rounds);
    const std::vector<int> used = checkSchedule(r);
    if (QTest::currentTestFailed())
        return;
    const int channels = int(r.topology->arcs().size());
    QCOMPARE(channels, 4 * z * z);
    int full = 0;
    for (std::size_t k = 0; k < used.size(); ++k) {
        const QString said = r.schedule->rounds[k].narration.toString();
        QVERIFY2(said.contains(QStringLiteral("%1 of the %2 channels").arg(used[k]).arg(channels)), qPrintable(said));
        if (used[k] == channels)
            ++full;
    }
    // The seed's "all mesh links are used in each round" holds in every round on T(8, 8), its
    // figure's M(8,8), and in all but a few percent of them on the larger tori.
    QCOMPARE(full, fullRounds);
    QCOMPARE(r.simulation.time, 2.0 * rounds);
    QCOMPARE(r.formula->value, r.simulation.time);
    QVERIFY(r.lowerBound);
    const double bound = 2.0 * std::max(z * z * z / 8, z * z - 1);
    QVERIFY2(qAbs(r.lowerBound->value - bound) < 1e-9,
             qPrintable(QStringLiteral("bound %1, expected %2").arg(r.lowerBound->value).arg(bound)));
    QVERIFY(r.simulation.time >= r.lowerBound->value);
    qInfo("torus:%dx%d: %d rounds (%d use all %d channels), bound %g rounds, ratio %g", z, z, rounds, full, channels,
          r.lowerBound->value / 2, r.simulation.time / r.lowerBound->value);
}

void TstAasMicro::torusRefusesOtherShapes_data()
{
    QTest::addColumn<QString>("topology");
    for (const char *spec : {"torus:6x6", "torus:8x4", "torus:4x8", "torus:4x4x4", "torus:3x3"})
        QTest::newRow(spec) << QString::fromLatin1(spec);
}

void TstAasMicro::torusRefusesOtherShapes()
{
    QFETCH(QString, topology);
    const RunResult r = runOne(QStringLiteral("alltoall-mesh-micro"), topology);
    QVERIFY(!r.ok);
    QVERIFY2(r.error.contains(QStringLiteral("square 2D torus of side z = 4t")), qPrintable(r.error));
    QVERIFY2(r.error.contains(topology), qPrintable(r.error));
}

QTEST_GUILESS_MAIN(TstAasMicro)
#include "tst_aas_micro.moc"

// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// All-to-all scatter on wormhole meshes (seed 000, "Meshes/tori" of "Combining model with WH
// switching"): the binary exchange (BEX) and the quadrant exchange (QEX). Rounds, each phase's
// contention as the engine measures it, the time against the text's estimate, and an
// independent replay of the timelines on sizes beyond the registry sweep's.

#include "core/engine.h"
#include "core/simulator.h"

#include <QtTest>

#include <algorithm>
#include <cmath>
#include <map>
#include <set>

using namespace collviz::core;

namespace {

RunResult runOne(const QString &alg, const QString &topo, double m = 1, double ts = 1, double tw = 1, double th = 0)
{
    RunRequest req;
    req.algorithm = alg;
    req.topology = topo;
    req.params.cost.m = m;
    req.params.cost.ts = ts;
    req.params.cost.tw = tw;
    req.params.cost.th = th;
    return Engine::run(req);
}

struct Interval
{
    double from, to;
};

/// True when no two intervals overlap (touching is fine).
bool disjoint(std::vector<Interval> v)
{
    std::sort(v.begin(), v.end(), [](const Interval &a, const Interval &b) { return a.from < b.from; });
    for (std::size_t i = 1; i < v.size(); ++i)
        if (v[i].from < v[i - 1].to - 1e-9 * std::max(1.0, v[i - 1].to))
            return false;
    return true;
}

/**
 * Replays a wormhole run's timeline without the CostModel: every worm lasts what it costs alone,
 * t_s + h t_h + L t_w; no channel carries two worms at once; no processor sends or receives two
 * at once (1-port); every transfer is one message; a round lasts until its last worm arrives.
 * Returns what broke, or an empty string.
 */
QString replayWormhole(const RunResult &r)
{
    const Timeline &tl = *r.timeline;
    const Schedule &s = *r.schedule;
    const CostParams &c = r.params.cost;
    if (tl.roundCount() != int(s.rounds.size()))
        return QStringLiteral("timeline and schedule differ in rounds");
    double total = 0;
    for (int ri = 0; ri < tl.roundCount(); ++ri) {
        const Round &round = s.rounds[std::size_t(ri)];
        std::map<int, std::vector<Interval>> channels, sends, receives;
        double last = 0;
        for (int ti = 0; ti < int(round.transfers.size()); ++ti) {
            const Transfer &t = round.transfers[std::size_t(ti)];
            const auto messages = tl.messagesOf(ri, ti);
            if (messages.size() != 1)
                return QStringLiteral("round %1 transfer %2 is %3 messages").arg(ri).arg(ti).arg(messages.size());
            const Timeline::Message &m = messages[0];
            const std::vector<int> arcs = r.topology->pathArcs(t.path);
            const double alone = c.ts + double(arcs.size()) * c.th + double(t.packets.size()) * c.m * c.tw;
            if (std::abs(m.finish - m.start - alone) > 1e-9 * std::max(1.0, alone) || m.start < -1e-12)
                return QStringLiteral("round %1 transfer %2 lasts %3, alone %4").arg(ri).arg(ti).arg(m.finish - m.start).arg(alone);
            for (int a : arcs)
                channels[a].push_back({m.start, m.finish});
            sends[t.src].push_back({m.start, m.finish});
            receives[t.dst].push_back({m.start, m.finish});
            last = std::max(last, m.finish);
        }
        for (const auto *table : {&channels, &sends, &receives})
            for (const auto &[key, intervals] : *table)
                if (!disjoint(intervals))
                    return QStringLiteral("round %1: two worms hold %2 %3 at once")
                        .arg(ri)
                        .arg(table == &channels ? QStringLiteral("channel") : QStringLiteral("the port of node"))
                        .arg(key);
        if (std::abs(tl.roundTime(ri) - last) > 1e-9 * std::max(1.0, last))
            return QStringLiteral("round %1 lasts %2, its last worm arrives at %3").arg(ri).arg(tl.roundTime(ri)).arg(last);
        total += last;
    }
    if (std::abs(tl.totalTime() - total) > 1e-9 * std::max(1.0, total))
        return QStringLiteral("the total is not the sum of the rounds");
    return {};
}

/// The seed's printed estimate for a square mesh M(sqrt N, sqrt N):
/// sqrt(N) t_s + 2 N t_d / 3 + N sqrt(N) mu t_m.
double textBexEstimate(double p, double m, double ts, double tw, double th)
{
    return std::sqrt(p) * ts + 2 * p * th / 3 + p * std::sqrt(p) * m * tw;
}

QList<int> loadsOf(const RunResult &r)
{
    QList<int> out;
    for (const RoundStats &rs : r.simulation.rounds)
        out << rs.maxLinkLoad;
    return out;
}

} // namespace

class TstAasMesh : public QObject
{
    Q_OBJECT

private slots:
    void bexPhases_data();
    void bexPhases();
    void bexAgainstTheText_data();
    void bexAgainstTheText();
    void qexStructure_data();
    void qexStructure();
    void qexMicroAasOnM44();
    void timelinesReplay_data();
    void timelinesReplay();
    void refusals_data();
    void refusals();
};

void TstAasMesh::bexPhases_data()
{
    QTest::addColumn<QString>("topology");
    QTest::addColumn<QList<int>>("loads"); // the max link load of each phase, in order
    QTest::addColumn<QString>("dims");     // the dimension each phase halves
    // Halving a side 2d: the d worms leaving one half of a segment all cross its middle
    // channel. X first, alternating; once one side is 1 the other goes on.
    QTest::newRow("mesh:2x2") << "mesh:2x2" << QList<int>{1, 1} << "XY";
    QTest::newRow("mesh:4x4") << "mesh:4x4" << QList<int>{2, 2, 1, 1} << "XYXY";
    QTest::newRow("mesh:8x8") << "mesh:8x8" << QList<int>{4, 4, 2, 2, 1, 1} << "XYXYXY";
    QTest::newRow("mesh:16x8") << "mesh:16x8" << QList<int>{8, 4, 4, 2, 2, 1, 1} << "XYXYXYX";
    QTest::newRow("mesh:4x16") << "mesh:4x16" << QList<int>{2, 8, 1, 4, 2, 1} << "XYXYYY";
    QTest::newRow("linear:8") << "linear:8" << QList<int>{4, 2, 1} << "XXX";
}

void TstAasMesh::bexPhases()
{
    QFETCH(QString, topology);
    QFETCH(QList<int>, loads);
    QFETCH(QString, dims);
    const double m = 2, ts = 3, tw = 0.5, th = 0.25;
    const RunResult r = runOne(QStringLiteral("alltoall-mesh-bex"), topology, m, ts, tw, th);
    QVERIFY2(r.ok, qPrintable(r.error));
    QVERIFY(r.simulation.verified);
    const int p = r.topology->processorCount();
    QCOMPARE(int(r.schedule->rounds.size()), int(std::log2(p))); // one round per phase, log p phases
    QCOMPARE(*r.formulaRounds, int(std::log2(p)));
    QCOMPARE(loadsOf(r), loads);
    double expected = 0;
    for (int phase = 0; phase < loads.size(); ++phase) {
        const Round &round = r.schedule->rounds[std::size_t(phase)];
        const int d = loads[phase];
        QCOMPARE(int(round.transfers.size()), p);
        for (const Transfer &t : round.transfers) {
            QCOMPARE(int(t.packets.size()), p / 2); // SEX's blocks: p/2 packets every phase
            QCOMPARE(int(t.path.size()) - 1, d);    // the partner is half the side away
            const auto &a = r.topology->coords(t.src);
            const auto &b = r.topology->coords(t.dst);
            const int dim = dims[phase] == QLatin1Char('X') ? 0 : 1;
            QCOMPARE(a[std::size_t(dim)] ^ b[std::size_t(dim)], d);
            if (a.size() > 1)
                QCOMPARE(a[std::size_t(1 - dim)], b[std::size_t(1 - dim)]);
            QCOMPARE(t.tag.phase, phase);
        }
        // The worms of one line take d turns: the phase lasts d (t_s + d t_h + t_w m p/2).
        const double turn = ts + d * th + tw * m * p / 2;
        QCOMPARE(r.simulation.rounds[std::size_t(phase)].time, d * turn);
        std::set<double> starts;
        for (const Timeline::Message &msg : r.timeline->messages(phase))
            starts.insert(msg.start);
        QCOMPARE(int(starts.size()), d);
        expected += d * turn;
        // The narration names the measured contention.
        const QString said = round.narration.toString();
        QVERIFY2(said.contains(QStringLiteral("max link load %1").arg(d)) || said.contains(QStringLiteral("up to %1 worms").arg(d)),
                 qPrintable(said));
    }
    QCOMPARE(r.simulation.time, expected);
    QVERIFY(!r.formulaDeviation);
    QCOMPARE(r.formula->value, expected);
    QVERIFY(r.simulation.time >= r.lowerBound->value);
}

void TstAasMesh::bexAgainstTheText_data()
{
    QTest::addColumn<int>("side");
    QTest::addColumn<double>("time");
    QTest::addColumn<double>("text");
    // Unit costs, t_h = 0: 2 (z - 1) turns of t_s + t_w m p/2; the text's sqrt(p) t_s + p sqrt(p) t_w m.
    QTest::newRow("mesh:4x4") << 4 << 6 * (1 + 8.0) << 4 + 64.0;
    QTest::newRow("mesh:8x8") << 8 << 14 * (1 + 32.0) << 8 + 512.0;
    QTest::newRow("mesh:16x16") << 16 << 30 * (1 + 128.0) << 16 + 4096.0;
}

void TstAasMesh::bexAgainstTheText()
{
    QFETCH(int, side);
    QFETCH(double, time);
    QFETCH(double, text);
    const QString spec = QStringLiteral("mesh:%1x%1").arg(side);
    const RunResult r = runOne(QStringLiteral("alltoall-mesh-bex"), spec);
    QVERIFY2(r.ok, qPrintable(r.error));
    QVERIFY(r.simulation.verified);
    QCOMPARE(r.simulation.time, time);
    const double p = side * side;
    QCOMPARE(textBexEstimate(p, 1, 1, 1, 0), text);
    // The text rounds (sqrt(p) - 1) p t_w m up to p sqrt(p) t_w m and prints sqrt(p) start-ups
    // where its argument has 2 (sqrt(p) - 1): the estimate lies above, by p - sqrt(p) + 2.
    QCOMPARE(text - time, p - side + 2);
    // Start-ups alone (t_w = 0): the engine's 2 (sqrt(p) - 1) against the text's sqrt(p).
    const RunResult startups = runOne(QStringLiteral("alltoall-mesh-bex"), spec, 1, 1, 0, 0);
    QCOMPARE(startups.simulation.time, 2.0 * (side - 1));
    // Per-hop time alone (t_s = t_w = 0): 2 (p - 1)/3, the text's 2p/3 t_d.
    const RunResult hops = runOne(QStringLiteral("alltoall-mesh-bex"), spec, 1, 0, 0, 1);
    QCOMPARE(hops.simulation.time, 2 * (p - 1) / 3);
    QVERIFY(r.algorithm->formulaText().contains(QStringLiteral("the text: sqrt(p) t_s + 2p t_h/3 + p sqrt(p) t_w m")));
}

void TstAasMesh::qexStructure_data()
{
    QTest::addColumn<int>("side");
    QTest::addColumn<QList<int>>("stepsPerPhase");
    // The caption: M(4,4) has 2 phases, of 2 steps and 1 step; M(8,8) phase 1 has 4 steps.
    QTest::newRow("mesh:2x2") << 2 << QList<int>{1};
    QTest::newRow("mesh:4x4") << 4 << QList<int>{2, 1};
    QTest::newRow("mesh:8x8") << 8 << QList<int>{4, 2, 1};
    QTest::newRow("mesh:16x16") << 16 << QList<int>{8, 4, 2, 1};
}

void TstAasMesh::qexStructure()
{
    QFETCH(int, side);
    QFETCH(QList<int>, stepsPerPhase);
    const double m = 2, ts = 3, tw = 0.5;
    const QString spec = QStringLiteral("mesh:%1x%1").arg(side);
    const RunResult r = runOne(QStringLiteral("alltoall-mesh-qex"), spec, m, ts, tw);
    QVERIFY2(r.ok, qPrintable(r.error));
    QVERIFY(r.simulation.verified);
    const int p = side * side;
    // 3 rounds per micro-AAS step, sqrt(p) - 1 steps.
    QCOMPARE(int(r.schedule->rounds.size()), 3 * (side - 1));
    QCOMPARE(*r.formulaRounds, 3 * (side - 1));
    int round = 0;
    for (int phase = 0; phase < stepsPerPhase.size(); ++phase) {
        const int s = side >> phase; // the sub-meshes' side
        const int h = s / 2;
        QCOMPARE(stepsPerPhase[phase], h);
        std::set<int> seen; // every node does exactly one micro-AAS per phase
        for (int step = 0; step < h; ++step) {
            std::set<int> active;
            for (int k = 0; k < 3; ++k, ++round) {
                const Round &rd = r.schedule->rounds[std::size_t(round)];
                // The nodes of one diagonal of every quarter: s/2 of each sub-mesh's s^2/4 per quarter.
                QCOMPARE(int(rd.transfers.size()), p * 2 / s);
                for (const Transfer &t : rd.transfers) {
                    QCOMPARE(t.tag.phase, phase);
                    QCOMPARE(int(t.packets.size()), p / 4);
                    const auto &a = r.topology->coords(t.src);
                    const auto &b = r.topology->coords(t.dst);
                    // Mirror images across the sub-mesh's middle lines.
                    const bool mirrorX = (a[0] % s) + (b[0] % s) == s - 1 && a[0] / s == b[0] / s;
                    const bool mirrorY = (a[1] % s) + (b[1] % s) == s - 1 && a[1] / s == b[1] / s;
                    QCOMPARE(mirrorX, k != 1);
                    QCOMPARE(mirrorY, k != 0);
                    if (k == 0)
                        QCOMPARE(a[1], b[1]);
                    if (k == 1)
                        QCOMPARE(a[0], b[0]);
                    active.insert(t.src);
                }
                // Contention-free: every worm alone on its channels, and the narration says so.
                QCOMPARE(r.simulation.rounds[std::size_t(round)].maxLinkLoad, 1);
                QVERIFY(rd.narration.toString().endsWith(QStringLiteral("(max link load 1).")));
                QCOMPARE(r.simulation.rounds[std::size_t(round)].time, ts + tw * m * p / 4);
            }
            QCOMPARE(int(active.size()), p * 2 / s);
            for (int v : active)
                QVERIFY2(seen.insert(v).second, "a node does two micro-AASs in one phase");
        }
        QCOMPARE(int(seen.size()), p);
    }
    QCOMPARE(round, 3 * (side - 1));
    QCOMPARE(r.simulation.time, 3 * (side - 1) * (ts + tw * m * p / 4));
    QVERIFY(!r.formulaDeviation);
    QCOMPARE(r.formula->value, r.simulation.time);
    QVERIFY(r.simulation.time >= r.lowerBound->value);
    // Against the binary exchange on the same mesh: 3/4 of its t_w term, 3/2 of its start-ups.
    const RunResult bex = runOne(QStringLiteral("alltoall-mesh-bex"), spec, 1, 0, 1);
    const RunResult qex = runOne(QStringLiteral("alltoall-mesh-qex"), spec, 1, 0, 1);
    QCOMPARE(qex.simulation.time * 4, bex.simulation.time * 3);
    const RunResult bexStart = runOne(QStringLiteral("alltoall-mesh-bex"), spec, 1, 1, 0);
    const RunResult qexStart = runOne(QStringLiteral("alltoall-mesh-qex"), spec, 1, 1, 0);
    QCOMPARE(qexStart.simulation.time * 2, bexStart.simulation.time * 3);
}

void TstAasMesh::qexMicroAasOnM44()
{
    // Phase 1 on M(4,4), worked by hand (x = id mod 4, y = id div 4). Step 1 is the diagonal
    // a = b of each quarter: the outer square {0, 3, 12, 15} and the inner one {5, 6, 9, 10};
    // step 2 the wide rectangle {4, 7, 8, 11} and the tall one {1, 2, 13, 14}.
    const RunResult r = runOne(QStringLiteral("alltoall-mesh-qex"), QStringLiteral("mesh:4x4"));
    QVERIFY2(r.ok, qPrintable(r.error));
    auto pairs = [&](int round) {
        std::set<std::pair<int, int>> out;
        for (const Transfer &t : r.schedule->rounds[std::size_t(round)].transfers)
            out.insert({t.src, t.dst});
        return out;
    };
    using P = std::set<std::pair<int, int>>;
    QCOMPARE(pairs(0), (P{{0, 3}, {3, 0}, {12, 15}, {15, 12}, {5, 6}, {6, 5}, {9, 10}, {10, 9}}));
    QCOMPARE(pairs(1), (P{{0, 12}, {12, 0}, {3, 15}, {15, 3}, {5, 9}, {9, 5}, {6, 10}, {10, 6}}));
    QCOMPARE(pairs(2), (P{{0, 15}, {15, 0}, {3, 12}, {12, 3}, {5, 10}, {10, 5}, {6, 9}, {9, 6}}));
    QCOMPARE(pairs(3), (P{{4, 7}, {7, 4}, {8, 11}, {11, 8}, {1, 2}, {2, 1}, {13, 14}, {14, 13}}));
    QCOMPARE(pairs(4), (P{{4, 8}, {8, 4}, {7, 11}, {11, 7}, {1, 13}, {13, 1}, {2, 14}, {14, 2}}));
    QCOMPARE(pairs(5), (P{{4, 11}, {11, 4}, {7, 8}, {8, 7}, {1, 14}, {14, 1}, {2, 13}, {13, 2}}));
    // The diagonal worm goes X first, through the corner of its rectangle: 0 -> 3 -> 15.
    for (const Transfer &t : r.schedule->rounds[2].transfers)
        if (t.src == 0)
            QCOMPARE(t.path, (std::vector<int>{0, 1, 2, 3, 7, 11, 15}));
    // Phase 2: the 2 x 2 quarters, one step of the same three rounds between neighbours.
    QCOMPARE(int(r.schedule->rounds[6].transfers.size()), 16);
    QCOMPARE(r.simulation.rounds[8].maxLinkLoad, 1);
    QVERIFY(r.schedule->rounds[3].narration.toString().startsWith(
        QStringLiteral("Phase 1 of 2 (sub-meshes of 4 x 4 split into quarters of 2 x 2), step 2 of 2, round 1 of 3")));
}

void TstAasMesh::timelinesReplay_data()
{
    QTest::addColumn<QString>("algorithm");
    QTest::addColumn<QString>("topology");
    QTest::addColumn<double>("th");
    // The registry sweep replays mesh:2x2 and mesh:4x4; these are the larger sizes.
    for (const char *spec : {"mesh:8x8", "mesh:16x8", "mesh:4x16", "mesh:2x8", "mesh:16x16"})
        for (double th : {0.0, 0.5})
            QTest::addRow("bex %s th=%g", spec, th) << "alltoall-mesh-bex" << QString::fromLatin1(spec) << th;
    for (const char *spec : {"mesh:8x8", "mesh:16x16"})
        for (double th : {0.0, 0.5})
            QTest::addRow("qex %s th=%g", spec, th) << "alltoall-mesh-qex" << QString::fromLatin1(spec) << th;
}

void TstAasMesh::timelinesReplay()
{
    QFETCH(QString, algorithm);
    QFETCH(QString, topology);
    QFETCH(double, th);
    const RunResult r = runOne(algorithm, topology, 1, 1, 1, th);
    QVERIFY2(r.ok, qPrintable(r.error));
    QVERIFY(r.simulation.verified);
    QCOMPARE(r.simulation.violationCount, 0);
    const QString broken = replayWormhole(r);
    QVERIFY2(broken.isEmpty(), qPrintable(broken));
    QVERIFY(r.simulation.time >= r.lowerBound->value);
    if (th == 0)
        QCOMPARE(r.simulation.time, r.formula->value);
}

void TstAasMesh::refusals_data()
{
    QTest::addColumn<QString>("algorithm");
    QTest::addColumn<QString>("topology");
    QTest::addColumn<QString>("mentions");
    QTest::newRow("bex side not a power of two") << "alltoall-mesh-bex" << "mesh:3x4" << "sides are powers of two";
    QTest::newRow("bex torus") << "alltoall-mesh-bex" << "torus:4x4" << "not on torus:4x4";
    QTest::newRow("bex 3D mesh") << "alltoall-mesh-bex" << "mesh:4x4x4" << "two-dimensional meshes";
    QTest::newRow("bex linear:6") << "alltoall-mesh-bex" << "linear:6" << "not on linear:6";
    QTest::newRow("qex not square") << "alltoall-mesh-qex" << "mesh:4x8" << "square two-dimensional meshes";
    QTest::newRow("qex side 6") << "alltoall-mesh-qex" << "mesh:6x6" << "side is a power of two";
    QTest::newRow("qex torus") << "alltoall-mesh-qex" << "torus:8x8" << "not on torus:8x8";
}

void TstAasMesh::refusals()
{
    QFETCH(QString, algorithm);
    QFETCH(QString, topology);
    QFETCH(QString, mentions);
    const RunResult r = runOne(algorithm, topology);
    QVERIFY(!r.ok);
    QVERIFY2(r.error.contains(mentions), qPrintable(r.error));
    QCOMPARE(r.error.count(QLatin1Char('.')) <= 1, true); // one sentence
}

QTEST_GUILESS_MAIN(TstAasMesh)
#include "tst_aas_mesh.moc"

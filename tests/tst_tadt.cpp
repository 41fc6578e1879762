// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Seed 002's time-arc-disjoint trees: the engine's generic trees (the 2D snake, the rotated 3D
// snake, the search) and per-node mesh trees, its Lemma 11 and Corollary 10 checks (on built trees
// and on broken ones, so that they can fail), allgather-tadt's rounds and time against Lemma 8 on
// the sizes and a sweep of others, refusals at the work limit, and `collviz-cli tadt`.

#include "core/algorithms/bounds.h"
#include "core/algorithms/tadt_search.h"
#include "core/engine.h"
#include "core/tadt.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QtTest>

#include "tests/programrun.h"

#include <set>

using namespace collviz::core;

namespace {

TopologyPtr make(const QString &spec)
{
    QString error;
    TopologyPtr t = Topology::create(spec, &error);
    return t;
}

using collviz::tests::CliRun;
using collviz::tests::cli;

CommModel allPortSf()
{
    CommModel m;
    m.switching = Switching::StoreAndForward;
    m.ports = 0;
    m.duplex = Duplex::Full;
    m.combining = false;
    return m;
}

} // namespace

class TstTadt : public QObject
{
    Q_OBJECT

private slots:
    void snakeTrees_data()
    {
        QTest::addColumn<QString>("topology");
        QTest::addColumn<int>("height");
        QTest::newRow("3x3") << QStringLiteral("torus:3x3") << 2;
        QTest::newRow("5x5") << QStringLiteral("torus:5x5") << 6;
        QTest::newRow("7x7") << QStringLiteral("torus:7x7") << 12;
        QTest::newRow("9x9") << QStringLiteral("torus:9x9") << 20;
        QTest::newRow("11x11") << QStringLiteral("torus:11x11") << 30;
    }
    void snakeTrees()
    {
        QFETCH(QString, topology);
        QFETCH(int, height);
        const TopologyPtr t = make(topology);
        QVERIFY(t);
        QString why;
        const auto trees = tadt::build(*t, &why);
        QVERIFY2(trees, qPrintable(why));
        QCOMPARE(trees->method, tadt::Method::Snake);
        const tadt::GenericTree *tree = &trees->generic;
        QCOMPARE(tree->height(), height);
        QCOMPARE(int(tree->arcs.size()), t->processorCount() - 1);
        QCOMPARE(tadt::boundRounds(*t), height); // ceil((z^2 - 1)/4)
        QVERIFY(tadt::checkSpanning(*t, *tree).ok);
        QVERIFY(tadt::checkLemma11(*t, *tree).ok);
        QVERIFY(tadt::checkCorollary10(*t, *tree).ok);
        // Every level uses each of the four directions once.
        for (int l = 1; l <= height; ++l) {
            std::set<QString> dirs;
            for (const tadt::Arc &a : tree->arcs)
                if (a.level == l)
                    dirs.insert(tadt::directionName(*t, a));
            QCOMPARE(dirs, (std::set<QString>{QStringLiteral("+x"), QStringLiteral("-x"), QStringLiteral("+y"),
                                              QStringLiteral("-y")}));
        }
    }

    void brokenTreesFailTheChecks()
    {
        const TopologyPtr t = make(QStringLiteral("torus:5x5"));
        const auto good = tadt::snakeTree(*t);
        QVERIFY(good);
        // A tree whose level-1 arcs include two in direction +x: 0 -> 1 -> 2 both at... build a
        // tree by hand: a row path 0->1->2 with both arcs at distinct levels is fine, but the
        // same direction at one level is not. Take the snake and move one level-2 arc to level 1
        // where its direction is taken.
        tadt::GenericTree sameLevel;
        // Star-like: from 0 east to 1 at level 1, from 0 west to 4 at level 1, from 1 east to 2
        // at level 2, from 4 west to 3 at level 2: two +x arcs (0->1 is level 1, 1->2 level 2:
        // fine) - so make a real collision: 0->1 (+x, 1) and 0->5 (+y, 1), then 1->2 (+x, 2) and
        // 5->6 (+x, 2): two +x arcs at level 2.
        auto arc = [&](int from, int to, int level) {
            tadt::Arc a;
            a.parent = from;
            a.child = to;
            a.level = level;
            tadt::direction(*t, from, to, &a.dim, &a.sign);
            return a;
        };
        sameLevel.arcs = {arc(0, 1, 1), arc(0, 5, 1), arc(1, 2, 2), arc(5, 6, 2)};
        const tadt::Check l11 = tadt::checkLemma11(*t, sameLevel);
        QVERIFY(!l11.ok);
        QVERIFY2(l11.detail.contains(QStringLiteral("level 2")), qPrintable(l11.detail));
        const tadt::Check c10 = tadt::checkCorollary10(*t, sameLevel);
        QVERIFY(!c10.ok);
        QVERIFY2(c10.detail.contains(QStringLiteral("round 2")), qPrintable(c10.detail));
        QVERIFY(!tadt::checkSpanning(*t, sameLevel).ok); // 4 of 24 nodes

        // The snake with one arc moved to the level of an arc of the same direction.
        tadt::GenericTree moved = *good;
        const tadt::Arc first = moved.arcs.front(); // level 1
        for (tadt::Arc &a : moved.arcs) {
            if (a.level > 1 && a.dim == first.dim && a.sign == first.sign) {
                a.level = 1;
                break;
            }
        }
        QVERIFY(!tadt::checkLemma11(*t, moved).ok);
        QVERIFY(!tadt::checkCorollary10(*t, moved).ok);
    }

    // Per-node trees (meshes): Corollary 10 is checked on the trees themselves, so moving one
    // arc onto a channel another tree uses in that round must fail it.
    void brokenPerNodeTreesFailTheChecks()
    {
        const TopologyPtr t = make(QStringLiteral("mesh:4x4"));
        const auto good = tadt::build(*t, nullptr);
        QVERIFY(good && !good->translated());
        // In round 1 every node sends its own packet to every neighbour, so tree 0 uses channel
        // 0 -> 1 at level 1. Move an arc 0 -> 1 of another tree from a later level to level 1.
        tadt::Trees broken = *good;
        bool moved = false;
        for (int root = 1; root < t->processorCount() && !moved; ++root) {
            for (tadt::Arc &a : broken.perNode[std::size_t(root)]) {
                if (a.parent == 0 && a.child == 1 && a.level > 1) {
                    a.level = 1;
                    moved = true;
                    break;
                }
            }
        }
        QVERIFY(moved);
        const tadt::Check c10 = tadt::checkCorollary10(*t, broken);
        QVERIFY(!c10.ok);
        QVERIFY2(c10.detail.contains(QStringLiteral("round 1")) && c10.detail.contains(QStringLiteral("0 -> 1")),
                 qPrintable(c10.detail));
        QVERIFY(!tadt::checkSpanning(*t, broken).ok); // node 0 had not received that packet yet
        // A tree that misses a node fails the spanning check.
        tadt::Trees missing = *good;
        missing.perNode[3].pop_back();
        QVERIFY(!tadt::checkSpanning(*t, missing).ok);
        QVERIFY(tadt::checkCorollary10(*t, missing).ok);
    }

    // T(z,z,z), z odd: the rotated 3D snake. (z^3 - 1)/6 is whole only for z = 1 (mod 3); the
    // construction reaches ceil((z^3 - 1)/6) for every odd z, the diagonal nodes (a, a, a) last.
    void cubeTorusTrees_data()
    {
        QTest::addColumn<QString>("topology");
        QTest::addColumn<int>("height");
        QTest::newRow("3x3x3: ceil(26/6)") << QStringLiteral("torus:3x3x3") << 5;
        QTest::newRow("5x5x5: ceil(124/6)") << QStringLiteral("torus:5x5x5") << 21;
        QTest::newRow("7x7x7: 342/6") << QStringLiteral("torus:7x7x7") << 57;
        QTest::newRow("9x9x9: ceil(728/6)") << QStringLiteral("torus:9x9x9") << 122;
    }
    void cubeTorusTrees()
    {
        QFETCH(QString, topology);
        QFETCH(int, height);
        const TopologyPtr t = make(topology);
        QVERIFY(t);
        QString why;
        const auto trees = tadt::build(*t, &why);
        QVERIFY2(trees, qPrintable(why));
        QCOMPARE(trees->method, tadt::Method::CubeOrbits);
        QCOMPARE(trees->height(), height);
        QCOMPARE(tadt::boundRounds(*t), height);
        const int n = t->processorCount();
        QCOMPARE(int(trees->generic.arcs.size()), n - 1);
        QVERIFY(tadt::checkSpanning(*t, *trees).ok);
        QVERIFY(tadt::checkLemma11(*t, *trees).ok);
        QVERIFY(tadt::checkCorollary10(*t, *trees).ok);
        // Every level but the diagonal ones carries one orbit of 6: all six directions.
        const int z = t->shape().front();
        const int orbitLevels = (n - z) / 6;
        std::vector<int> perLevel(std::size_t(height) + 1, 0);
        for (const tadt::Arc &a : trees->generic.arcs) {
            ++perLevel[std::size_t(a.level)];
            const std::vector<int> &c = t->coords(a.child);
            const bool diagonal = c[0] == c[1] && c[1] == c[2];
            QCOMPARE(diagonal, a.level > orbitLevels); // (a, a, a) only on the last levels
        }
        for (int l = 1; l <= orbitLevels; ++l)
            QCOMPARE(perLevel[std::size_t(l)], 6);
        // The diagonal levels: three orbits of 2, the last one what is left of the z - 1 nodes.
        int diagonalArcs = 0;
        for (int l = orbitLevels + 1; l <= height; ++l) {
            QVERIFY(perLevel[std::size_t(l)] >= 2 && perLevel[std::size_t(l)] <= 6);
            diagonalArcs += perLevel[std::size_t(l)];
        }
        QCOMPARE(diagonalArcs, z - 1);
    }

    // Lemma 11's condition on a generic tree of the search, and per-node trees on meshes.
    void searchedTrees_data()
    {
        QTest::addColumn<QString>("topology");
        QTest::addColumn<int>("bound");
        QTest::addColumn<bool>("perNode");
        QTest::newRow("torus 4x4: ceil(15/4)") << QStringLiteral("torus:4x4") << 4 << false;
        QTest::newRow("torus 5x7: ceil(34/4)") << QStringLiteral("torus:5x7") << 9 << false;
        QTest::newRow("torus 6x6: ceil(35/4)") << QStringLiteral("torus:6x6") << 9 << false;
        QTest::newRow("torus 4x4x4: ceil(63/6)") << QStringLiteral("torus:4x4x4") << 11 << false;
        QTest::newRow("hypercube 4: ceil(15/4)") << QStringLiteral("hypercube:4") << 4 << false;
        QTest::newRow("hypercube 6: ceil(63/6)") << QStringLiteral("hypercube:6") << 11 << false;
        QTest::newRow("mesh 4x4: corner ceil(15/2)") << QStringLiteral("mesh:4x4") << 8 << true;
        QTest::newRow("mesh 5x5: corner 24/2") << QStringLiteral("mesh:5x5") << 12 << true;
    }
    void searchedTrees()
    {
        QFETCH(QString, topology);
        QFETCH(int, bound);
        QFETCH(bool, perNode);
        const TopologyPtr t = make(topology);
        QVERIFY(t);
        QString why;
        const auto trees = tadt::build(*t, &why);
        QVERIFY2(trees, qPrintable(why));
        QCOMPARE(trees->translated(), !perNode);
        QCOMPARE(trees->method, perNode ? tadt::Method::PerNode : tadt::Method::Search);
        QCOMPARE(tadt::boundRounds(*t), bound);
        QCOMPARE(trees->height(), bound);
        QVERIFY(trees->work > 0 && trees->work <= tadt::kSearchWorkLimit);
        const tadt::Check spanning = tadt::checkSpanning(*t, *trees);
        QVERIFY2(spanning.ok, qPrintable(spanning.detail));
        const tadt::Check l11 = tadt::checkLemma11(*t, *trees);
        QVERIFY2(l11.ok, qPrintable(l11.detail));
        QCOMPARE(l11.detail.contains(QStringLiteral("does not apply")), perNode);
        const tadt::Check c10 = tadt::checkCorollary10(*t, *trees);
        QVERIFY2(c10.ok, qPrintable(c10.detail));
        // Independently of the checks: per level, no channel twice over all trees.
        const int n = t->processorCount();
        std::set<std::pair<int, int>> used; // (level, channel)
        for (int root = 0; root < n; ++root) {
            const std::vector<tadt::Arc> tree = trees->treeOf(*t, root);
            QCOMPARE(int(tree.size()), n - 1);
            for (const tadt::Arc &a : tree)
                QVERIFY(used.insert({a.level, t->arcBetween(a.parent, a.child)}).second);
        }
    }

    // The searches are deterministic: the same start finds the same tree.
    void searchIsDeterministic()
    {
        const TopologyPtr t = make(QStringLiteral("torus:5x7"));
        for (int attempt : {0, 3}) {
            tadt::search::Budget b1{tadt::kSearchWorkLimit, 0};
            tadt::search::Budget b2{tadt::kSearchWorkLimit, 0};
            const auto one = tadt::search::genericTree(*t, 9, b1, attempt);
            const auto two = tadt::search::genericTree(*t, 9, b2, attempt);
            QVERIFY(one && two);
            QCOMPARE(b1.used, b2.used);
            QCOMPARE(one->arcs.size(), two->arcs.size());
            for (std::size_t i = 0; i < one->arcs.size(); ++i) {
                QCOMPARE(one->arcs[i].child, two->arcs[i].child);
                QCOMPARE(one->arcs[i].level, two->arcs[i].level);
            }
        }
        // A budget too small for the search ends it (nullopt) instead of running on.
        tadt::search::Budget tiny{100, 0};
        QVERIFY(!tadt::search::genericTree(*t, 9, tiny, 0));
        QVERIFY(tiny.exhausted());
        tadt::search::Budget tinyMesh{100, 0};
        QVERIFY(!tadt::search::perNodeTrees(*make(QStringLiteral("mesh:5x5")), 12, tinyMesh, 0));
        // Below the bound there is no tree: the search says so.
        tadt::search::Budget b{tadt::kSearchWorkLimit, 0};
        QVERIFY(!tadt::search::genericTree(*make(QStringLiteral("torus:4x4")), 3, b, 0));
    }

    void refused_data()
    {
        QTest::addColumn<QString>("topology");
        QTest::addColumn<QString>("says");
        QTest::newRow("tree") << QStringLiteral("tree:8") << QStringLiteral("not on tree:8");
        QTest::newRow("mesh 32x32: estimate") << QStringLiteral("mesh:32x32")
                                              << QStringLiteral("would need more than the work limit of 60 000 000");
        QTest::newRow("torus 14x14x14: ran into the limit") << QStringLiteral("torus:14x14x14")
                                                          << QStringLiteral("ran into the work limit of 60 000 000");
        QTest::newRow("torus 128x128") << QStringLiteral("torus:128x128") << QStringLiteral("work limit");
    }
    void refused()
    {
        QFETCH(QString, topology);
        QFETCH(QString, says);
        const TopologyPtr t = make(topology);
        QVERIFY(t);
        QString why;
        QVERIFY(!tadt::build(*t, &why));
        QVERIFY2(why.contains(says) && why.contains(topology), qPrintable(why));
        QVERIFY2(!why.contains(QLatin1Char('\n')), qPrintable(why));
        RunRequest req;
        req.algorithm = QStringLiteral("allgather-tadt");
        req.topology = topology;
        const RunResult r = Engine::run(req);
        QVERIFY(!r.ok);
        QVERIFY2(r.error.contains(topology), qPrintable(r.error));
    }

    void lemma8Bounds_data()
    {
        QTest::addColumn<QString>("topology");
        QTest::addColumn<int>("rounds");
        QTest::newRow("torus 5x5: 24/4") << QStringLiteral("torus:5x5") << 6;
        QTest::newRow("torus 4x6: 23/4") << QStringLiteral("torus:4x6") << 6;
        QTest::newRow("torus 3x3x3: 26/6") << QStringLiteral("torus:3x3x3") << 5;
        QTest::newRow("mesh 4x4: corner 15/2") << QStringLiteral("mesh:4x4") << 8;
        QTest::newRow("hypercube 4: 15/4") << QStringLiteral("hypercube:4") << 4;
        QTest::newRow("ring 8: 7/2") << QStringLiteral("ring:8") << 4;
    }
    void lemma8Bounds()
    {
        QFETCH(QString, topology);
        QFETCH(int, rounds);
        const TopologyPtr t = make(topology);
        QVERIFY(t);
        QCOMPARE(algorithms::bounds::lemma8Rounds(*t, allPortSf()), rounds);
        QCOMPARE(tadt::boundRounds(*t), rounds);
        // The time term: t_s + (N - 1)(t_w m + t_h)/deg at the node of least degree, all-port.
        CostParams c;
        c.m = 1;
        c.ts = 10;
        c.tw = 1;
        c.th = 0;
        const double p = t->processorCount();
        int minDeg = 1 << 20;
        for (int v = 0; v < t->processorCount(); ++v)
            minDeg = std::min(minDeg, t->degree(v));
        QCOMPARE(algorithms::bounds::lemma8(*t, allPortSf(), c), 10 + (p - 1) / minDeg);
        // 1-port: every node receives N - 1 messages one a round, and some node sends N - 1,
        // each holding its port for t_s + t_w m.
        CommModel one = allPortSf();
        one.ports = 1;
        QCOMPARE(algorithms::bounds::lemma8Rounds(*t, one), t->processorCount() - 1);
        QCOMPARE(algorithms::bounds::lemma8(*t, one, c), (p - 1) * 11);
        // Combining or wormhole: not this lemma.
        CommModel combining = allPortSf();
        combining.combining = true;
        QCOMPARE(algorithms::bounds::lemma8(*t, combining, c), 0.0);
    }

    // The sizes: verified by the Simulator, one packet per channel and round, height =
    // Lemma 8's bound, time = bound (t_s + t_w m).
    void allgatherTadtMeetsTheBound_data()
    {
        QTest::addColumn<QString>("topology");
        QTest::addColumn<int>("rounds");
        QTest::newRow("torus 3x3") << QStringLiteral("torus:3x3") << 2;
        QTest::newRow("torus 5x5") << QStringLiteral("torus:5x5") << 6;
        QTest::newRow("torus 7x7") << QStringLiteral("torus:7x7") << 12;
        QTest::newRow("torus 9x9") << QStringLiteral("torus:9x9") << 20;
        QTest::newRow("torus 3x3x3") << QStringLiteral("torus:3x3x3") << 5;
        QTest::newRow("torus 5x5x5") << QStringLiteral("torus:5x5x5") << 21;
        QTest::newRow("torus 4x4") << QStringLiteral("torus:4x4") << 4;
        QTest::newRow("torus 5x7") << QStringLiteral("torus:5x7") << 9;
        QTest::newRow("torus 6x6") << QStringLiteral("torus:6x6") << 9;
        QTest::newRow("mesh 4x4") << QStringLiteral("mesh:4x4") << 8;
        QTest::newRow("mesh 5x5") << QStringLiteral("mesh:5x5") << 12;
        QTest::newRow("hypercube 4") << QStringLiteral("hypercube:4") << 4;
    }
    void allgatherTadtMeetsTheBound()
    {
        QFETCH(QString, topology);
        QFETCH(int, rounds);
        RunRequest req;
        req.algorithm = QStringLiteral("allgather-tadt");
        req.topology = topology;
        req.params.cost.m = 1;
        req.params.cost.ts = 3;
        req.params.cost.tw = 2;
        req.params.cost.th = 0;
        const RunResult r = Engine::run(req);
        QVERIFY2(r.ok, qPrintable(r.error));
        QVERIFY(r.simulation.verified);
        QVERIFY(r.simulation.delivered);
        QCOMPARE(r.simulation.violationCount, 0);
        QCOMPARE(int(r.schedule->rounds.size()), rounds);
        QCOMPARE(r.simulation.maxLinkLoad, 1);
        // Lemma 8's time bound ceil((N - 1)/4)(t_s + t_w m), met exactly.
        QCOMPARE(r.simulation.time, rounds * 5.0);
        QVERIFY(r.formula);
        QCOMPARE(r.formula->value, rounds * 5.0);
        QVERIFY(!r.formulaDeviation); // the trees' height is the bound: nothing to explain
        QCOMPARE(r.formulaRounds, std::optional<int>(rounds));
        QVERIFY(r.lowerBound);
        QVERIFY(r.lowerBound->value <= r.simulation.time + 1e-9);
        QVERIFY(r.lowerBound->text.contains(QStringLiteral("Lemma 8")));
        // Every transfer is tagged with its tree (the root whose packet it carries) and level.
        for (int l = 0; l < int(r.schedule->rounds.size()); ++l) {
            for (const Transfer &t : r.schedule->rounds[std::size_t(l)].transfers) {
                QCOMPARE(t.tag.level, l + 1);
                QCOMPARE(t.packets.size(), std::size_t(1));
                QCOMPARE(r.schedule->packets[std::size_t(t.packets.front())].origin, t.tag.tree);
            }
        }
    }

    // Every other size the engine accepts: verified, contention-free, height reported against
    // Lemma 8's bound (height >= bound; the searches reach it on all of these today).
    void sweepReportsHeightAgainstBound_data()
    {
        QTest::addColumn<QString>("topology");
        for (const char *spec :
             {"torus:2x2",   "torus:2x3",   "torus:3x4",   "torus:3x5",   "torus:4x6",   "torus:6x4",  "torus:5x9",
              "torus:8x8",   "torus:10x10", "torus:11x11", "torus:2x2x2", "torus:2x3x4", "torus:3x3x4", "torus:3x4x5",
              "torus:4x4x4", "ring:2",      "ring:3",      "ring:8",      "ring:9",      "hypercube:1", "hypercube:2",
              "hypercube:3", "hypercube:5", "hypercube:6", "hypercube:7", "mesh:2x2",    "mesh:2x6",    "mesh:3x3",
              "mesh:4x3",    "mesh:3x11",   "mesh:6x6",    "mesh:2x3x4",  "mesh:3x3x3",  "mesh:4x4x4",  "mesh:16x8",
              "linear:2",    "linear:5",    "linear:11"})
            QTest::newRow(spec) << QString::fromLatin1(spec);
    }
    void sweepReportsHeightAgainstBound()
    {
        QFETCH(QString, topology);
        const TopologyPtr t = make(topology);
        QVERIFY(t);
        QString why;
        const auto trees = tadt::build(*t, &why);
        QVERIFY2(trees, qPrintable(why));
        const int bound = tadt::boundRounds(*t);
        const int height = trees->height();
        qInfo("%s: height %d, Lemma 8 bound %d%s (%s)", qPrintable(topology), height, bound,
              height == bound ? "" : ", NOT reached", qPrintable(tadt::methodText(trees->method)));
        QVERIFY(height >= bound);
        QVERIFY(tadt::checkSpanning(*t, *trees).ok);
        QVERIFY(tadt::checkLemma11(*t, *trees).ok);
        QVERIFY(tadt::checkCorollary10(*t, *trees).ok);
        RunRequest req;
        req.algorithm = QStringLiteral("allgather-tadt");
        req.topology = topology;
        const RunResult r = Engine::run(req);
        QVERIFY2(r.ok, qPrintable(r.error));
        QVERIFY(r.simulation.verified);
        QCOMPARE(int(r.schedule->rounds.size()), height);
        QCOMPARE(r.simulation.maxLinkLoad, 1);
        QCOMPARE(r.formulaRounds, std::optional<int>(bound));
    }

    void cliText()
    {
        const CliRun r = cli({QStringLiteral("tadt"), QStringLiteral("--topology"), QStringLiteral("torus:5x5")});
        QCOMPARE(r.exitCode, 0);
        const QString out = QString::fromUtf8(r.out);
        QVERIFY2(out.contains(QStringLiteral("level   1: 0->1 +x, 0->5 +y, 0->4 -x, 0->20 -y")), qPrintable(out));
        QVERIFY(out.contains(QStringLiteral("level   6:")));
        QVERIFY(!out.contains(QStringLiteral("level   7:")));
        QVERIFY(out.contains(QStringLiteral("Height: 6 rounds, 24 arcs")));
        QVERIFY(out.contains(QStringLiteral("Lemma 8 bound: 6 rounds")));
        QVERIFY(out.contains(QStringLiteral("Lemma 11 (distinct directions per level): passed")));
        QVERIFY(out.contains(QStringLiteral("Corollary 10 (contention-free by translation): passed")));
    }

    void cliJson()
    {
        const CliRun r = cli({QStringLiteral("tadt"), QStringLiteral("--topology"), QStringLiteral("torus:5x5"),
                              QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(r.exitCode, 0);
        QJsonParseError e;
        const QJsonObject o = QJsonDocument::fromJson(r.out, &e).object();
        QCOMPARE(e.error, QJsonParseError::NoError);
        QCOMPARE(o.value(QStringLiteral("height")).toInt(), 6);
        QCOMPARE(o.value(QStringLiteral("construction")).toString(), QStringLiteral("translated"));
        QCOMPARE(o.value(QStringLiteral("method")).toString(), QStringLiteral("snake"));
        QCOMPARE(o.value(QStringLiteral("bound")).toObject().value(QStringLiteral("rounds")).toInt(), 6);
        QVERIFY(o.value(QStringLiteral("heightMeetsBound")).toBool());
        const QJsonObject checks = o.value(QStringLiteral("checks")).toObject();
        for (const char *c : {"spanning", "lemma11", "corollary10"})
            QVERIFY2(checks.value(QLatin1String(c)).toObject().value(QStringLiteral("ok")).toBool(), c);
        // Every arc: 24 children, each once, with a level and a direction.
        std::set<int> children;
        int arcs = 0;
        const QJsonArray levels = o.value(QStringLiteral("levels")).toArray();
        QCOMPARE(levels.size(), 6);
        const std::set<QString> four{QStringLiteral("+x"), QStringLiteral("-x"), QStringLiteral("+y"),
                                     QStringLiteral("-y")};
        for (const auto &lv : levels) {
            const int level = lv.toObject().value(QStringLiteral("level")).toInt();
            std::set<QString> dirs;
            for (const auto &av : lv.toObject().value(QStringLiteral("arcs")).toArray()) {
                const QJsonObject a = av.toObject();
                QCOMPARE(a.value(QStringLiteral("level")).toInt(), level);
                dirs.insert(a.value(QStringLiteral("direction")).toString());
                children.insert(a.value(QStringLiteral("child")).toInt());
                ++arcs;
            }
            QCOMPARE(dirs, four);
        }
        QCOMPARE(arcs, 24);
        QCOMPARE(int(children.size()), 24);
        QVERIFY(!children.count(0));
    }

    // On a mesh every node has its own tree: the JSON lists them all.
    void cliMeshJson()
    {
        const CliRun r = cli({QStringLiteral("tadt"), QStringLiteral("--topology"), QStringLiteral("mesh:4x4"),
                              QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o.value(QStringLiteral("construction")).toString(), QStringLiteral("per-node"));
        QCOMPARE(o.value(QStringLiteral("method")).toString(), QStringLiteral("per-node-search"));
        QCOMPARE(o.value(QStringLiteral("height")).toInt(), 8);
        QVERIFY(o.value(QStringLiteral("heightMeetsBound")).toBool());
        QCOMPARE(o.value(QStringLiteral("arcCount")).toInt(), 16 * 15);
        const QJsonArray trees = o.value(QStringLiteral("trees")).toArray();
        QCOMPARE(trees.size(), 16);
        for (int root = 0; root < 16; ++root) {
            const QJsonObject tree = trees.at(root).toObject();
            QCOMPARE(tree.value(QStringLiteral("root")).toInt(), root);
            std::set<int> children;
            for (const auto &lv : tree.value(QStringLiteral("levels")).toArray())
                for (const auto &av : lv.toObject().value(QStringLiteral("arcs")).toArray())
                    children.insert(av.toObject().value(QStringLiteral("child")).toInt());
            QCOMPARE(int(children.size()), 15);
            QVERIFY(!children.count(root));
        }
        const QJsonObject checks = o.value(QStringLiteral("checks")).toObject();
        for (const char *c : {"spanning", "lemma11", "corollary10"})
            QVERIFY2(checks.value(QLatin1String(c)).toObject().value(QStringLiteral("ok")).toBool(), c);
        QVERIFY(checks.value(QStringLiteral("lemma11"))
                    .toObject()
                    .value(QStringLiteral("detail"))
                    .toString()
                    .contains(QStringLiteral("does not apply")));
    }

    void cliHypercubeText()
    {
        const CliRun r = cli({QStringLiteral("tadt"), QStringLiteral("--topology"), QStringLiteral("hypercube:4")});
        QCOMPARE(r.exitCode, 0);
        const QString out = QString::fromUtf8(r.out);
        QVERIFY2(out.contains(QStringLiteral("Height: 4 rounds, 15 arcs")), qPrintable(out));
        QVERIFY(out.contains(QStringLiteral("Lemma 8 bound: 4 rounds")));
        QVERIFY(out.contains(QStringLiteral("level search")));
        QVERIFY(out.contains(QStringLiteral("run along distinct dimensions")));
        QVERIFY(out.contains(QStringLiteral("Corollary 10 (contention-free by translation): passed")));
        // Level 1 leaves node 0 along all four dimensions.
        QVERIFY(out.contains(QStringLiteral("0->1 d0")) && out.contains(QStringLiteral("0->8 d3")));
    }

    void cliRefusals_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("says");
        QTest::newRow("no topology") << QStringList{QStringLiteral("tadt")} << QStringLiteral("needs --topology");
        QTest::newRow("tree") << QStringList{QStringLiteral("tadt"), QStringLiteral("--topology"),
                                             QStringLiteral("tree:8")}
                              << QStringLiteral("not on tree:8");
        QTest::newRow("too large") << QStringList{QStringLiteral("tadt"), QStringLiteral("--topology"),
                                                  QStringLiteral("mesh:32x32")}
                                   << QStringLiteral("work limit of 60 000 000 steps");
        QTest::newRow("bad spec") << QStringList{QStringLiteral("tadt"), QStringLiteral("--topology"),
                                                 QStringLiteral("donut:5")}
                                  << QString();
        QTest::newRow("csv") << QStringList{QStringLiteral("tadt"), QStringLiteral("--topology"),
                                            QStringLiteral("torus:5x5"), QStringLiteral("--format"),
                                            QStringLiteral("csv")}
                             << QStringLiteral("use text or json");
        QTest::newRow("algorithm") << QStringList{QStringLiteral("tadt"), QStringLiteral("--topology"),
                                                  QStringLiteral("torus:5x5"), QStringLiteral("--algorithm"),
                                                  QStringLiteral("allgather-tadt")}
                                   << QStringLiteral("does not apply");
    }
    void cliRefusals()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, says);
        const CliRun r = cli(args);
        QCOMPARE(r.exitCode, 2);
        const QString err = QString::fromUtf8(r.err);
        QVERIFY(r.out.isEmpty());
        QCOMPARE(err.count(QLatin1Char('\n')), 1);
        QVERIFY2(err.contains(says), qPrintable(err));
    }
};

QTEST_GUILESS_MAIN(TstTadt)
#include "tst_tadt.moc"

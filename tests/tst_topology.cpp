// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Topologies: sizes, links, distances, routing and the SPEC parser.

#include "core/networks/networkfamily.h"
#include "core/topologies.h"

#include <QtTest>

#include <cstdint>
#include <limits>
#include <queue>

using namespace collviz::core;

class TstTopology : public QObject
{
    Q_OBJECT

private slots:
    void facts_data();
    void facts();
    void routesAreShortestWalks_data();
    void routesAreShortestWalks();
    void hypercubeLabelsAndEcube();
    void torusRoutesTheShortWayRound();
    void routesInFourAndMoreDimensions_data();
    void routesInFourAndMoreDimensions();
    void treeHasSwitches();
    void badSpecs_data();
    void badSpecs();
    void longSpecIsCutInTheMessage_data();
    void longSpecIsCutInTheMessage();
    void sizeLimits_data();
    void sizeLimits();
    void familyNamesHops_data();
    void familyNamesHops();
    void hypercubeNamesSubcubes();
    void arcBetweenMatchesArcs_data();
    void arcBetweenMatchesArcs();
};

void TstTopology::facts_data()
{
    QTest::addColumn<QString>("spec");
    QTest::addColumn<int>("nodes");
    QTest::addColumn<int>("processors");
    QTest::addColumn<int>("links");
    QTest::addColumn<int>("diameter");
    QTest::addColumn<int>("bisection");
    QTest::addColumn<int>("maxDegree");

    QTest::newRow("hypercube d=1") << "hypercube:1" << 2 << 2 << 1 << 1 << 1 << 1;
    QTest::newRow("hypercube d=3") << "hypercube:3" << 8 << 8 << 12 << 3 << 4 << 3;
    QTest::newRow("hypercube d=5") << "hypercube:5" << 32 << 32 << 80 << 5 << 16 << 5;
    QTest::newRow("ring z=2") << "ring:2" << 2 << 2 << 1 << 1 << 1 << 1;
    QTest::newRow("ring z=8") << "ring:8" << 8 << 8 << 8 << 4 << 2 << 2;
    QTest::newRow("ring z=9") << "ring:9" << 9 << 9 << 9 << 4 << 2 << 2;
    QTest::newRow("linear z=8") << "linear:8" << 8 << 8 << 7 << 7 << 1 << 2;
    QTest::newRow("mesh 4x4") << "mesh:4x4" << 16 << 16 << 24 << 6 << 4 << 4;
    QTest::newRow("mesh 4x3") << "mesh:4x3" << 12 << 12 << 17 << 5 << 3 << 4;
    QTest::newRow("torus 5x5") << "torus:5x5" << 25 << 25 << 50 << 4 << 10 << 4;
    QTest::newRow("torus 2x3") << "torus:2x3" << 6 << 6 << 9 << 2 << 3 << 3;
    QTest::newRow("torus 3x3x3") << "torus:3x3x3" << 27 << 27 << 81 << 3 << 18 << 6;
    QTest::newRow("mesh 4x4x4") << "mesh:4x4x4" << 64 << 64 << 144 << 9 << 16 << 6;
    QTest::newRow("tree p=8") << "tree:8" << 15 << 8 << 14 << 6 << 1 << 3;
    // Four and more dimensions: a link per node and axis on a torus (none doubled where a side
    // is 2), the diameter the sum of the rings' halves, the bisection the narrowest cut of one axis.
    QTest::newRow("torus 3x3x3x3") << "torus:3x3x3x3" << 81 << 81 << 324 << 4 << 54 << 8;
    QTest::newRow("torus 4x4x4x4") << "torus:4x4x4x4" << 256 << 256 << 1024 << 8 << 128 << 8;
    QTest::newRow("mesh 2x3x2x2") << "mesh:2x3x2x2" << 24 << 24 << 52 << 5 << 8 << 5;
    QTest::newRow("mesh 3x3x3x3x2") << "mesh:3x3x3x3x2" << 162 << 162 << 513 << 9 << 54 << 9;
    QTest::newRow("torus 2x2x2x2x2") << "torus:2x2x2x2x2" << 32 << 32 << 80 << 5 << 16 << 5;
    QTest::newRow("mesh 16 sides of 2") << "mesh:2x2x2x2x2x2x2x2x2x2x2x2x2x2x2x2" << 65536 << 65536 << 524288 << 16
                                        << 32768 << 16;
}

void TstTopology::facts()
{
    QFETCH(QString, spec);
    QString error;
    const auto t = Topology::create(spec, &error);
    QVERIFY2(t, qPrintable(error));
    QFETCH(int, nodes);
    QFETCH(int, processors);
    QFETCH(int, links);
    QFETCH(int, diameter);
    QFETCH(int, bisection);
    QFETCH(int, maxDegree);
    QCOMPARE(t->nodeCount(), nodes);
    QCOMPARE(t->processorCount(), processors);
    QCOMPARE(t->linkCount(), links);
    QCOMPARE(int(t->arcs().size()), 2 * links);
    QCOMPARE(int(t->channelCount(false)), 2 * links);
    QCOMPARE(int(t->channelCount(true)), links);
    QCOMPARE(t->diameter(), diameter);
    QCOMPARE(t->bisectionWidth(), bisection);
    QCOMPARE(t->maxDegree(), maxDegree);
    QCOMPARE(t->name(), spec);
    // Arcs 2l and 2l+1 are the two directions of link l.
    for (int l = 0; l < t->linkCount(); ++l) {
        QCOMPARE(t->arc(2 * l).link, l);
        QCOMPARE(t->arc(2 * l + 1).from, t->arc(2 * l).to);
    }
}

void TstTopology::routesAreShortestWalks_data()
{
    QTest::addColumn<QString>("spec");
    for (const char *s : {"hypercube:4", "ring:7", "ring:8", "linear:6", "mesh:4x3", "torus:5x4", "torus:3x3x3",
                          "mesh:3x2x4", "tree:8", "tree:16", "torus:3x3x3x3", "torus:4x3x2x3", "mesh:2x3x2x2",
                          "mesh:3x2x2x2x2", "torus:2x2x2x2x2", "torus:3x2x3x2x3x2"})
        QTest::newRow(s) << QString::fromLatin1(s);
}

void TstTopology::routesAreShortestWalks()
{
    QFETCH(QString, spec);
    QString error;
    const auto t = Topology::create(spec, &error);
    QVERIFY2(t, qPrintable(error));
    const int n = t->nodeCount();
    int diameter = 0;
    for (int a = 0; a < n; ++a) {
        // Breadth-first distances from a, independent of the topology's own formulas.
        std::vector<int> dist(std::size_t(n), -1);
        std::queue<int> q;
        dist[std::size_t(a)] = 0;
        q.push(a);
        while (!q.empty()) {
            const int v = q.front();
            q.pop();
            for (int w : t->neighbours(v))
                if (dist[std::size_t(w)] < 0) {
                    dist[std::size_t(w)] = dist[std::size_t(v)] + 1;
                    q.push(w);
                }
        }
        for (int b = 0; b < n; ++b) {
            const auto path = t->route(a, b);
            QCOMPARE(path.front(), a);
            QCOMPARE(path.back(), b);
            for (std::size_t i = 0; i + 1 < path.size(); ++i)
                QVERIFY(t->arcBetween(path[i], path[i + 1]) >= 0);
            QCOMPARE(int(path.size()) - 1, dist[std::size_t(b)]);
            if (t->isProcessor(a) && t->isProcessor(b))
                QCOMPARE(t->distance(a, b), dist[std::size_t(b)]);
            if (t->isProcessor(a) && t->isProcessor(b))
                diameter = std::max(diameter, dist[std::size_t(b)]);
        }
    }
    QCOMPARE(t->diameter(), diameter);
}

void TstTopology::hypercubeLabelsAndEcube()
{
    QString error;
    const auto t = Topology::create(QStringLiteral("hypercube:3"), &error);
    QVERIFY(t);
    QCOMPARE(t->label(5), QStringLiteral("101"));
    QCOMPARE(t->label(0), QStringLiteral("000"));
    // e-cube: correct the lowest differing bit first.
    QCOMPARE(t->route(0, 7), (std::vector<int>{0, 1, 3, 7}));
    QCOMPARE(t->route(6, 1), (std::vector<int>{6, 7, 5, 1}));
    QCOMPARE(t->arc(t->arcBetween(2, 6)).dim, 2);
}

void TstTopology::torusRoutesTheShortWayRound()
{
    QString error;
    const auto t = Topology::create(QStringLiteral("torus:5x5"), &error);
    QVERIFY(t);
    // X first (dimension 0), the wraparound from column 4 to column 0, then Y.
    QCOMPARE(t->route(4, 20), (std::vector<int>{4, 0, 20}));
    QVERIFY(t->arc(t->arcBetween(4, 0)).wrap);
    const auto mesh = Topology::create(QStringLiteral("mesh:5x5"), &error);
    QCOMPARE(mesh->route(4, 20), (std::vector<int>{4, 3, 2, 1, 0, 5, 10, 15, 20}));
}

void TstTopology::routesInFourAndMoreDimensions_data()
{
    QTest::addColumn<QString>("spec");
    QTest::addColumn<int>("from");
    QTest::addColumn<int>("to");
    QTest::addColumn<std::vector<int>>("route");
    // Node (2,2,2,2) of T(3,3,3,3) is one hop back round every ring: x, y, z, then w.
    QTest::newRow("torus 3x3x3x3 corner") << QStringLiteral("torus:3x3x3x3") << 0 << 80
                                          << std::vector<int>{0, 2, 8, 26, 80};
    // A tie half-way round a ring of 4 goes up (+), as in 2D and 3D.
    QTest::newRow("torus 4x4x4x4 half way") << QStringLiteral("torus:4x4x4x4") << 0 << 2 + 2 * 64
                                            << std::vector<int>{0, 1, 2, 66, 130};
    QTest::newRow("mesh 3x3x3x3x2 far corner") << QStringLiteral("mesh:3x3x3x3x2") << 161 << 0
                                               << std::vector<int>{161, 160, 159, 156, 153, 144, 135, 108, 81, 0};
    QTest::newRow("torus 2x2x2x2x2 one axis") << QStringLiteral("torus:2x2x2x2x2") << 5 << 21
                                              << std::vector<int>{5, 21};
}

/// Dimension order in any number of dimensions: x first, then y, z, w, d5, ..., each the short
/// way round its ring.
void TstTopology::routesInFourAndMoreDimensions()
{
    QFETCH(QString, spec);
    QFETCH(int, from);
    QFETCH(int, to);
    QFETCH(std::vector<int>, route);
    QString error;
    const auto t = Topology::create(spec, &error);
    QVERIFY2(t, qPrintable(error));
    QCOMPARE(t->route(from, to), route);
    QCOMPARE(t->distance(from, to), int(route.size()) - 1);
}

void TstTopology::treeHasSwitches()
{
    QString error;
    const auto t = Topology::create(QStringLiteral("tree:8"), &error);
    QVERIFY(t);
    QCOMPARE(t->processorCount(), 8);
    QVERIFY(!t->isProcessor(8));
    QCOMPARE(t->degree(0), 1);
    // Leaves 0 and 7 meet at the root: three levels up, three down.
    QCOMPARE(t->distance(0, 7), 6);
    QCOMPARE(t->distance(0, 1), 2);
    QCOMPARE(t->route(0, 1).size(), std::size_t(3));
}

void TstTopology::badSpecs_data()
{
    QTest::addColumn<QString>("spec");
    QTest::addColumn<QString>("mentions");
    QTest::newRow("no colon") << "hypercube4" << "':'";
    QTest::newRow("unknown kind") << "star:5" << "unknown topology kind 'star'";
    QTest::newRow("hypercube too large") << "hypercube:17" << "out of range";
    QTest::newRow("hypercube zero") << "hypercube:0" << "out of range";
    QTest::newRow("ring too small") << "ring:1" << "too small";
    QTest::newRow("tree not power of two") << "tree:6" << "power-of-two";
    QTest::newRow("mesh one side") << "mesh:4" << "mesh needs 2 to 16 sides such as 4x4, 3x3x3 or 3x3x3x3, not '4'";
    QTest::newRow("torus seventeen sides") << "torus:2x2x2x2x2x2x2x2x2x2x2x2x2x2x2x2x2"
                                           << "torus needs 2 to 16 sides";
    QTest::newRow("torus side of one in 4D") << "torus:3x3x3x1" << "side 1 of 'torus:3x3x3x1' is too small";
    QTest::newRow("too many vertices in 4D") << "torus:16x16x16x17" << "'torus:16x16x16x17' has more than 65536 vertices";
    QTest::newRow("hypercube with sides") << "hypercube:2x2x2x2" << "hypercube takes a single size, not '2x2x2x2'";
    QTest::newRow("ring with sides") << "ring:4x4x4x4" << "ring takes a single size";
    QTest::newRow("garbage size") << "torus:5xx5" << "malformed";
    QTest::newRow("too many vertices") << "torus:300x300" << "65536";
    QTest::newRow("negative") << "ring:-3" << "malformed";
    // One rule for whole numbers (core/userinput.h): digits only, no sign.
    QTest::newRow("plus sign") << "ring:+5" << "malformed size '+5'";
    QTest::newRow("plus sign in a side") << "mesh:4x+4" << "malformed size '4x+4'";
    QTest::newRow("hypercube plus sign") << "hypercube:+3" << "malformed size '+3'";
    QTest::newRow("fraction") << "ring:5.0" << "malformed size '5.0'";
    QTest::newRow("Arabic-Indic digits") << QStringLiteral("ring:\u0665") << "malformed size";
    QTest::newRow("space inside") << "ring: 5" << "malformed size ' 5'";
    // Found by fuzz/fuzz_topology: a control character is echoed as an escape, so the
    // message stays one line (and a terminal escape sequence is shown, not obeyed).
    QTest::newRow("newline in the kind") << QStringLiteral("ri\nng:8") << "unknown topology kind 'ri\\nng'";
    QTest::newRow("escape in the size") << QStringLiteral("ring:\x1b[2J") << "malformed size '\\u001B[2j'";
}

void TstTopology::badSpecs()
{
    QFETCH(QString, spec);
    QFETCH(QString, mentions);
    QString error;
    QVERIFY(!Topology::create(spec, &error));
    QVERIFY2(error.contains(mentions), qPrintable(error));
    QVERIFY2(error.contains(QStringLiteral("accepted")), qPrintable(error));
    QCOMPARE(error.count(QLatin1Char('\n')), 0);
}

void TstTopology::longSpecIsCutInTheMessage_data()
{
    QTest::addColumn<QString>("spec");
    QTest::newRow("long kind") << QString(100000, QLatin1Char('k')) + QStringLiteral(":4");
    QTest::newRow("long size") << QStringLiteral("ring:") + QString(100000, QLatin1Char('9'));
    QTest::newRow("no colon") << QString(100000, QLatin1Char('r'));
}

void TstTopology::longSpecIsCutInTheMessage()
{
    QFETCH(QString, spec);
    QString error;
    QVERIFY(!Topology::create(spec, &error));
    // The sentence before the accepted forms stays short (the accepted forms grow with the
    // families registered).
    QVERIFY2(error.size() < 300 + TopologyLimits::acceptedText().size(), qPrintable(QString::number(error.size())));
    QVERIFY(error.contains(QChar(0x2026)));
}

void TstTopology::sizeLimits_data()
{
    QTest::addColumn<QString>("family");
    QTest::addColumn<int>("sides");
    QTest::addColumn<int>("smallest");
    QTest::addColumn<int>("largest");
    QTest::newRow("hypercube") << QStringLiteral("hypercube") << 1 << 1 << 16;
    QTest::newRow("ring") << QStringLiteral("ring") << 1 << 2 << 65536;
    QTest::newRow("linear") << QStringLiteral("linear") << 1 << 2 << 65536;
    QTest::newRow("mesh 2D") << QStringLiteral("mesh") << 2 << 2 << 32768;
    QTest::newRow("torus 3D") << QStringLiteral("torus") << 3 << 2 << 16384;
    QTest::newRow("torus 4D") << QStringLiteral("torus") << 4 << 2 << 8192;
    QTest::newRow("mesh 5D") << QStringLiteral("mesh") << 5 << 2 << 4096;
    QTest::newRow("mesh 16D") << QStringLiteral("mesh") << 16 << 2 << 2;
    QTest::newRow("tree leaves") << QStringLiteral("tree") << 1 << 2 << 32768;
}

/// The limits the setup panel reads are the ones parse() applies: the largest size is
/// accepted (with the other sides at their smallest) and one more is refused.
void TstTopology::sizeLimits()
{
    QFETCH(QString, family);
    QFETCH(int, sides);
    QFETCH(int, smallest);
    QFETCH(int, largest);
    const NetworkFamily *network = NetworkRegistry::instance().find(family);
    QVERIFY(network);
    const auto range = network->sizeRange(sides);
    QCOMPARE(range.first, smallest);
    QCOMPARE(range.second, largest);
    auto spec = [&](int first) {
        QStringList parts{QString::number(first)};
        for (int i = 1; i < sides; ++i)
            parts << QString::number(TopologyLimits::minSide);
        return family + QLatin1Char(':') + parts.join(QLatin1Char('x'));
    };
    TopologySpec out;
    QString error;
    QVERIFY2(TopologySpec::parse(spec(largest), &out, &error), qPrintable(error));
    QVERIFY2(TopologySpec::parse(spec(smallest), &out, &error), qPrintable(error));
    // One more is refused (for the tree: the next power of two).
    QVERIFY(!TopologySpec::parse(spec(network->powersOfTwo() ? 2 * largest : largest + 1), &out, &error));
    QVERIFY(!TopologySpec::parse(spec(smallest - 1), &out, &error));
}

void TstTopology::familyNamesHops_data()
{
    QTest::addColumn<QString>("spec");
    QTest::addColumn<int>("from");
    QTest::addColumn<int>("to");
    QTest::addColumn<QString>("name");
    QTest::addColumn<bool>("merge");
    QTest::newRow("hypercube dimension") << QStringLiteral("hypercube:3") << 5 << 1 << QStringLiteral("d2") << false;
    QTest::newRow("ring forward") << QStringLiteral("ring:5") << 4 << 0 << QStringLiteral("+") << true;
    QTest::newRow("linear back") << QStringLiteral("linear:5") << 3 << 2 << QStringLiteral("\u2212") << true;
    QTest::newRow("mesh y") << QStringLiteral("mesh:3x3") << 1 << 4 << QStringLiteral("+y") << true;
    QTest::newRow("torus z back") << QStringLiteral("torus:2x2x3") << 4 << 0 << QStringLiteral("\u2212z") << true;
    // Axes beyond z: w, then d5, d6, ... (the axis's number, 1-based).
    QTest::newRow("torus w") << QStringLiteral("torus:3x3x3x3") << 0 << 27 << QStringLiteral("+w") << true;
    QTest::newRow("torus w wraparound") << QStringLiteral("torus:3x3x3x3") << 0 << 54 << QStringLiteral("\u2212w") << true;
    QTest::newRow("torus d5") << QStringLiteral("torus:2x2x2x2x2") << 0 << 16 << QStringLiteral("+d5") << true;
    QTest::newRow("mesh d6 back") << QStringLiteral("mesh:2x2x2x2x2x2") << 33 << 1 << QStringLiteral("\u2212d6") << true;
    QTest::newRow("tree down") << QStringLiteral("tree:4") << 4 << 5 << QStringLiteral("\u2193") << true;
    QTest::newRow("tree up") << QStringLiteral("tree:4") << 0 << 5 << QStringLiteral("\u2191") << true;
}

/// Each family names its hops for the schedule table, and says whether hops in a row of one
/// name are one step.
void TstTopology::familyNamesHops()
{
    QFETCH(QString, spec);
    QFETCH(int, from);
    QFETCH(int, to);
    QFETCH(QString, name);
    QFETCH(bool, merge);
    QString error;
    const auto t = Topology::create(spec, &error);
    QVERIFY2(t, qPrintable(error));
    const int arc = t->arcBetween(from, to);
    QVERIFY(arc >= 0);
    QCOMPARE(t->family().id(), spec.section(QLatin1Char(':'), 0, 0));
    QCOMPARE(t->family().hopName(t->arc(arc)), name);
    QCOMPARE(t->family().mergeHops(), merge);
}

void TstTopology::hypercubeNamesSubcubes()
{
    QString error;
    const auto cube = Topology::create(QStringLiteral("hypercube:3"), &error);
    QVERIFY2(cube, qPrintable(error));
    const NetworkFamily &family = cube->family();
    QCOMPARE(family.nodeSetName(*cube, {1, 3, 5, 7}), QStringLiteral("**1"));
    QCOMPARE(family.nodeSetName(*cube, {2}), QStringLiteral("010"));
    QCOMPARE(family.nodeSetName(*cube, {1, 2}), QString()); // no subcube
    const auto ring = Topology::create(QStringLiteral("ring:8"), &error);
    QCOMPARE(ring->family().nodeSetName(*ring, {1, 3, 5, 7}), QString()); // a ring has no such notation
}

void TstTopology::arcBetweenMatchesArcs_data()
{
    QTest::addColumn<QString>("spec");
    QTest::addColumn<bool>("hypercubeLayout");
    QTest::addColumn<int>("computed"); ///< hypercubeArcsComputed: 1, 0, or -1: either
    QTest::addColumn<int>("differenceLayout"); ///< 1, 0, or -1: either
    // Every hypercube is read by dimension, its arcs computed from the ids.
    for (const char *s : {"hypercube:1", "hypercube:2", "hypercube:3", "hypercube:7", "hypercube:16"})
        QTest::newRow(s) << QString::fromLatin1(s) << true << 1 << 0;
    // So is any network numbered as one, whatever its family: the index reads the arcs, not the kind.
    for (const char *s : {"ring:2", "linear:2", "mesh:2x2", "torus:2x2", "torus:2x2x2", "mesh:2x2x2", "mesh:2x2x2x2",
                          "torus:2x2x2x2x2"})
        QTest::newRow(s) << QString::fromLatin1(s) << true << -1 << 0;
    for (const char *s : {"ring:3", "ring:4", "torus:2x3", "torus:2x4", "tree:2", "tree:8"})
        QTest::newRow(s) << QString::fromLatin1(s) << false << 0 << -1;
    // A few differences, the same from node to node: read by difference.
    for (const char *s : {"ring:8", "ring:9", "ring:1024", "linear:7", "mesh:4x3", "mesh:3x2x4", "mesh:16x16",
                          "torus:5x4", "torus:3x3x3", "torus:4x4x4", "torus:16x8x8"})
        QTest::newRow(s) << QString::fromLatin1(s) << false << 0 << 1;
    for (const char *s : {"torus:3x3x3x3", "mesh:3x3x3x3x2", "torus:4x3x2x3"})
        QTest::newRow(s) << QString::fromLatin1(s) << false << 0 << -1;
    QTest::newRow("tree:32") << QStringLiteral("tree:32") << false << 0 << 0; // too many differences
}

/// arcBetween, and its overload with a guess, answer as a search of arcs() does: for every node
/// and every node within two hops of it, for nodes further away and for ids that are no node.
void TstTopology::arcBetweenMatchesArcs()
{
    QFETCH(QString, spec);
    QFETCH(bool, hypercubeLayout);
    QFETCH(int, computed);
    QFETCH(int, differenceLayout);
    QString error;
    const auto t = Topology::create(spec, &error);
    QVERIFY2(t, qPrintable(error));
    const ArcIndex &index = t->arcIndex();
    QCOMPARE(index.hypercubeLayout(), hypercubeLayout);
    if (computed >= 0)
        QCOMPARE(index.hypercubeArcsComputed(), computed == 1);
    QVERIFY(!index.hypercubeArcsComputed() || index.hypercubeLayout());
    if (differenceLayout >= 0)
        QCOMPARE(index.differenceLayout(), differenceLayout == 1);
    const int n = t->nodeCount();
    // The brute force: the arcs from each node, by their other end (at most one each).
    std::vector<std::vector<std::pair<int, int>>> out{std::size_t(n)};
    for (const Arc &a : t->arcs()) {
        QVERIFY(a.from >= 0 && a.from < n && a.to >= 0 && a.to < n);
        for (const auto &[to, arc] : out[std::size_t(a.from)])
            QVERIFY(to != a.to);
        out[std::size_t(a.from)].push_back({a.to, a.id});
    }
    auto expected = [&](int from, int to) {
        if (from < 0 || from >= n)
            return -1;
        for (const auto &[other, arc] : out[std::size_t(from)])
            if (other == to)
                return arc;
        return -1;
    };
    long checked = 0;
    int guess = 0;
    auto check = [&](int from, int to) {
        const int want = expected(from, to);
        if (t->arcBetween(from, to) != want)
            return false;
        // The guess as a path leaves it, and guesses that are wrong or out of range.
        for (int g : {guess, 0, 1, 3, -1, 1 << 20}) {
            int tried = g;
            if (t->arcBetween(from, to, tried) != want)
                return false;
        }
        if (t->arcBetween(from, to, guess) != want)
            return false;
        // The simulator's computed arc (what it reads instead of the table of a big hypercube).
        if (index.hypercubeArcsComputed() && index.computedHypercubeArc(from, to) != want)
            return false;
        // The channel the simulator counts and the cost model claims: the arc, or its link
        // with half-duplex links (-1 where no link joins them).
        for (const bool half : {false, true}) {
            int tried = guess;
            const int channel = want < 0 ? -1 : half ? t->arc(want).link : want;
            if (t->channelBetween(from, to, half, tried) != channel
                || (want >= 0 && Topology::channelOfArc(want, half) != channel))
                return false;
        }
        ++checked;
        return true;
    };
    std::uint32_t random = 14;
    auto next = [&] { random = random * 1664525u + 1013904223u; return random >> 8; };
    auto pair = [](int from, int to) { return QStringLiteral("arc from %1 to %2").arg(from).arg(to).toLocal8Bit(); };
    for (int v = 0; v < n; ++v) {
        // v itself, its neighbours and theirs.
        std::vector<int> near{v};
        for (const auto &[w, arc] : out[std::size_t(v)]) {
            near.push_back(w);
            for (const auto &[x, arc2] : out[std::size_t(w)])
                near.push_back(x);
        }
        for (int w : near)
            if (!check(v, w))
                QFAIL(pair(v, w).constData());
        // Nodes anywhere (mostly not adjacent) and ids that are no node.
        for (int k = 0; k < 4; ++k) {
            const int w = int(next() % unsigned(n));
            if (!check(v, w))
                QFAIL(pair(v, w).constData());
        }
        for (int w : {-1, -2, n, n + 1, 2 * n, 1 << 30, std::numeric_limits<int>::min()}) {
            if (!check(v, w))
                QFAIL(pair(v, w).constData());
            if (!check(w, v))
                QFAIL(pair(w, v).constData());
        }
    }
    // Ids one difference apart of which one is no node (a difference table must not read them).
    for (const auto &[from, to] : std::vector<std::pair<int, int>>{{n, n + 1}, {-1, 0}, {n - 1, n}, {0, -1}, {n, n - 1}})
        if (!check(from, to))
            QFAIL(pair(from, to).constData());
    QVERIFY(checked > n);
}

QTEST_GUILESS_MAIN(TstTopology)
#include "tst_topology.moc"

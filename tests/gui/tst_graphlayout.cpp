// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The drawing of networks read from files (GraphLayout), tried on the families that exist:
// the same network is drawn the same way every time, nodes keep apart, neighbours come out
// closer than other pairs, a ring comes out as a circle, the majorization lowers the stress
// of its start, no link runs over a node it does not join, a 32x32 torus (1024 nodes) is
// drawn in the time reported, and larger networks fall back to a circle.

#include "views/network/graph/graphlayout.h"
#include "views/network/graph/stressmajorization.h"

#include <QElapsedTimer>
#include <QtTest>

#include <algorithm>
#include <cmath>
#include <set>

using namespace collviz;

namespace {

core::TopologyPtr topologyOf(const QString &spec)
{
    QString error;
    core::TopologyPtr t = core::Topology::create(spec, &error);
    if (!t)
        qFatal("%s", qPrintable(error));
    return t;
}

double planeDistance(const Eigen::Vector3d &a, const Eigen::Vector3d &b) { return (a - b).head<2>().norm(); }

double distanceToSegment(const Eigen::Vector3d &p, const Eigen::Vector3d &a, const Eigen::Vector3d &b)
{
    const Eigen::Vector2d ab = (b - a).head<2>();
    const Eigen::Vector2d ap = (p - a).head<2>();
    const double len2 = ab.squaredNorm();
    const double t = len2 > 0 ? std::clamp(ap.dot(ab) / len2, 0.0, 1.0) : 0.0;
    return (ap - t * ab).norm();
}

/// The networks every check runs on: each family that exists, with and without switches.
void addNetworkRows()
{
    QTest::addColumn<QString>("spec");
    QTest::newRow("tree p=8") << QStringLiteral("tree:8");
    QTest::newRow("tree p=16") << QStringLiteral("tree:16");
    QTest::newRow("hypercube d=3") << QStringLiteral("hypercube:3");
    QTest::newRow("hypercube d=4") << QStringLiteral("hypercube:4");
    QTest::newRow("torus 4x4") << QStringLiteral("torus:4x4");
    QTest::newRow("mesh 3x5") << QStringLiteral("mesh:3x5");
    QTest::newRow("ring z=8") << QStringLiteral("ring:8");
    QTest::newRow("linear z=6") << QStringLiteral("linear:6");
}

} // namespace

class TstGraphLayout : public QObject
{
    Q_OBJECT

private slots:
    void sameNetworkSameDrawing_data() { addNetworkRows(); }
    void sameNetworkSameDrawing();
    void nodesKeepApart_data() { addNetworkRows(); }
    void nodesKeepApart();
    void neighboursAreCloserThanOthers_data() { addNetworkRows(); }
    void neighboursAreCloserThanOthers();
    void majorizationLowersStress_data() { addNetworkRows(); }
    void majorizationLowersStress();
    void linksAvoidOtherNodes_data() { addNetworkRows(); }
    void linksAvoidOtherNodes();
    void ringIsACircle_data();
    void ringIsACircle();
    void everyLinkIsAnOrdinaryLink();
    void switchesAreDrawnAsSwitches();
    void largeTorusTime();
    void largerNetworksAreACircle();
};

void TstGraphLayout::sameNetworkSameDrawing()
{
    QFETCH(QString, spec);
    const core::TopologyPtr topology = topologyOf(spec);
    const views::GraphLayout first(*topology);
    const views::GraphLayout second(*topologyOf(spec));
    QCOMPARE(first.name(), QStringLiteral("graph"));
    QVERIFY(!first.is3D());
    QCOMPARE(first.nodeCount(), topology->nodeCount());
    QCOMPARE(first.linkCount(), topology->linkCount());
    for (int v = 0; v < first.nodeCount(); ++v)
        QVERIFY2(first.position(v) == second.position(v), qPrintable(QStringLiteral("node %1 moved").arg(v)));
    for (int l = 0; l < first.linkCount(); ++l)
        QVERIFY(first.linkPath(l) == second.linkPath(l));
    QCOMPARE(first.nodeRadius(), second.nodeRadius());
}

void TstGraphLayout::nodesKeepApart()
{
    QFETCH(QString, spec);
    const views::GraphLayout layout(*topologyOf(spec));
    QVERIFY(layout.nodeRadius() > 0.1);
    for (int a = 0; a < layout.nodeCount(); ++a)
        for (int b = a + 1; b < layout.nodeCount(); ++b)
            QVERIFY2(planeDistance(layout.position(a), layout.position(b)) >= 2 * layout.nodeRadius(),
                     qPrintable(QStringLiteral("nodes %1 and %2 overlap").arg(a).arg(b)));
}

void TstGraphLayout::neighboursAreCloserThanOthers()
{
    QFETCH(QString, spec);
    const core::TopologyPtr topology = topologyOf(spec);
    const views::GraphLayout layout(*topology);
    const auto links = topology->links();
    const std::set<std::pair<int, int>> linked(links.begin(), links.end());
    double neighbours = 0.0;
    double others = 0.0;
    int otherPairs = 0;
    for (int a = 0; a < layout.nodeCount(); ++a) {
        for (int b = a + 1; b < layout.nodeCount(); ++b) {
            const double d = planeDistance(layout.position(a), layout.position(b));
            if (linked.count({a, b}))
                neighbours += d;
            else {
                others += d;
                ++otherPairs;
            }
        }
    }
    neighbours /= double(links.size());
    others /= double(otherPairs);
    QVERIFY2(neighbours < others, qPrintable(QStringLiteral("links %1 long on average, other pairs %2 apart")
                                                 .arg(neighbours)
                                                 .arg(others)));
    // Scaled so that the median link is 1.2 long: the average stays near it.
    QVERIFY(neighbours > 0.9 && neighbours < 1.6);
}

void TstGraphLayout::majorizationLowersStress()
{
    QFETCH(QString, spec);
    const core::TopologyPtr topology = topologyOf(spec);
    const Eigen::MatrixXd distances = views::hopDistances(topology->nodeCount(), topology->links());
    const Eigen::MatrixX2d start = views::stressStart(distances);
    const views::StressMajorization result = views::majorizeStress(distances, start);
    QCOMPARE(result.startStress, views::stress(start, distances));
    // A path starts exact (classical scaling puts it on a line), where only rounding is left.
    QVERIFY2(result.stress < result.startStress || result.startStress < 1e-20,
             qPrintable(QStringLiteral("stress %1 at the start, %2 after %3 iterations")
                            .arg(result.startStress)
                            .arg(result.stress)
                            .arg(result.iterations)));
    QVERIFY(result.iterations > 0 && result.iterations <= 300); // a path, drawn exactly, runs to the cap
    QVERIFY(std::abs(views::stress(result.positions, distances) - result.stress) < 1e-9 * result.stress);
}

void TstGraphLayout::linksAvoidOtherNodes()
{
    QFETCH(QString, spec);
    const core::TopologyPtr topology = topologyOf(spec);
    const views::GraphLayout layout(*topology);
    const auto links = topology->links();
    for (int l = 0; l < layout.linkCount(); ++l) {
        const std::vector<Eigen::Vector3d> &path = layout.linkPath(l);
        QVERIFY(path.front() == layout.position(links[std::size_t(l)].first));
        QVERIFY(path.back() == layout.position(links[std::size_t(l)].second));
        for (int v = 0; v < layout.nodeCount(); ++v) {
            if (v == links[std::size_t(l)].first || v == links[std::size_t(l)].second)
                continue;
            double clearance = 1e300;
            for (std::size_t i = 1; i < path.size(); ++i)
                clearance = std::min(clearance, distanceToSegment(layout.position(v), path[i - 1], path[i]));
            QVERIFY2(clearance > layout.nodeRadius(), qPrintable(QStringLiteral("link %1-%2 runs over node %3")
                                                                     .arg(links[std::size_t(l)].first)
                                                                     .arg(links[std::size_t(l)].second)
                                                                     .arg(v)));
        }
    }
}

void TstGraphLayout::ringIsACircle_data()
{
    QTest::addColumn<int>("z");
    for (int z : {5, 8, 13, 24})
        QTest::newRow(qPrintable(QStringLiteral("ring z=%1").arg(z))) << z;
}

void TstGraphLayout::ringIsACircle()
{
    QFETCH(int, z);
    const views::GraphLayout layout(*topologyOf(QStringLiteral("ring:%1").arg(z)));
    Eigen::Vector3d centroid = Eigen::Vector3d::Zero();
    for (int v = 0; v < z; ++v)
        centroid += layout.position(v);
    centroid /= z;
    double mean = 0.0;
    for (int v = 0; v < z; ++v)
        mean += planeDistance(layout.position(v), centroid) / z;
    for (int v = 0; v < z; ++v)
        QVERIFY2(std::abs(planeDistance(layout.position(v), centroid) - mean) <= 0.1 * mean,
                 qPrintable(QStringLiteral("node %1 is %2 from the centre, the mean is %3")
                                .arg(v)
                                .arg(planeDistance(layout.position(v), centroid))
                                .arg(mean)));
    // Like RingLayout: node 0 at the top (y grows downwards), node 1 to its right.
    QVERIFY(std::abs(layout.position(0).x() - centroid.x()) < 1e-9 * mean);
    QVERIFY(layout.position(0).y() < centroid.y());
    QVERIFY(layout.position(1).x() > layout.position(0).x());
}

void TstGraphLayout::everyLinkIsAnOrdinaryLink()
{
    // A torus drawn as a graph has no wraparounds drawn apart: every link is drawn whole.
    const views::GraphLayout layout(*topologyOf(QStringLiteral("torus:4x4")));
    for (int l = 0; l < layout.linkCount(); ++l) {
        QVERIFY(!layout.isWrapLink(l));
        QVERIFY(!layout.isCompactLink(l));
    }
    QCOMPARE(layout.planes().size(), std::size_t(0));
}

void TstGraphLayout::switchesAreDrawnAsSwitches()
{
    const core::TopologyPtr topology = topologyOf(QStringLiteral("tree:8"));
    const views::GraphLayout layout(*topology);
    for (int v = 0; v < layout.nodeCount(); ++v)
        QCOMPARE(layout.shape(v), topology->isProcessor(v) ? views::NodeShape::Processor : views::NodeShape::Switch);
}

void TstGraphLayout::largeTorusTime()
{
    const core::TopologyPtr topology = topologyOf(QStringLiteral("torus:32x32"));
    QElapsedTimer clock;
    clock.start();
    const views::GraphLayout layout(*topology);
    qInfo("GraphLayout of a 32x32 torus (%d nodes): %lld ms", layout.nodeCount(), clock.elapsed());
    QCOMPARE(layout.nodeCount(), 1024);
    QVERIFY(layout.nodeCount() <= views::GraphLayout::kStressNodeLimit); // drawn by stress majorization
}

void TstGraphLayout::largerNetworksAreACircle()
{
    // 1225 nodes, more than stress majorization is given: a circle in vertex order.
    const views::GraphLayout layout(*topologyOf(QStringLiteral("torus:35x35")));
    QVERIFY(layout.nodeCount() > views::GraphLayout::kStressNodeLimit);
    const double radius = layout.position(0).head<2>().norm();
    for (int v = 0; v < layout.nodeCount(); ++v) {
        QVERIFY(std::abs(layout.position(v).head<2>().norm() - radius) < 1e-9 * radius);
        const int next = (v + 1) % layout.nodeCount();
        QVERIFY(std::abs(planeDistance(layout.position(v), layout.position(next)) - 1.2) < 1e-9);
    }
    QVERIFY(layout.position(0).y() < 0.0); // vertex 0 at the top
    QCOMPARE(layout.nodeRadius(), 0.22);
}

QTEST_MAIN(TstGraphLayout)
#include "tst_graphlayout.moc"

// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The per-topology layouts: the factory picks the family's layout, every node gets its own
// place on the scene, torus wraparounds are short arcs at the grid's edges, tree switches look like
// switches, and hypercube links never run over a node they do not connect.

#include "views/network/layout.h"
#include "views/network/networkview.h"

#include "core/engine.h"

#include <QtTest>

#include <cmath>

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

/// A result that only carries a topology: enough for the view to draw the network.
std::shared_ptr<core::RunResult> topologyOnly(const QString &spec)
{
    auto result = std::make_shared<core::RunResult>();
    result->topology = topologyOf(spec);
    return result;
}

double distance(const QPointF &a, const QPointF &b) { return std::hypot(a.x() - b.x(), a.y() - b.y()); }

double distanceToPolyline(const QPointF &p, const QPolygonF &line)
{
    double best = 1e300;
    for (int i = 1; i < line.size(); ++i) {
        const QPointF ab = line[i] - line[i - 1];
        const double len2 = QPointF::dotProduct(ab, ab);
        const double t = len2 > 0 ? std::clamp(QPointF::dotProduct(p - line[i - 1], ab) / len2, 0.0, 1.0) : 0.0;
        best = std::min(best, distance(p, line[i - 1] + t * ab));
    }
    return best;
}

QPointF pointAtHalfLength(const QPolygonF &line)
{
    double total = 0;
    for (int i = 1; i < line.size(); ++i)
        total += distance(line[i - 1], line[i]);
    double walked = 0;
    for (int i = 1; i < line.size(); ++i) {
        const double step = distance(line[i - 1], line[i]);
        if (walked + step >= total / 2 && step > 0)
            return line[i - 1] + (total / 2 - walked) / step * (line[i] - line[i - 1]);
        walked += step;
    }
    return line.isEmpty() ? QPointF() : line.back();
}

} // namespace

class TstLayouts : public QObject
{
    Q_OBJECT

private slots:
    void factoryPicksFamilyLayout_data();
    void factoryPicksFamilyLayout();
    void nodesHaveDistinctPlaces_data();
    void nodesHaveDistinctPlaces();
    void torusWraparoundsAreShortArcs_data();
    void torusWraparoundsAreShortArcs();
    void hypercubeLinksAvoidOtherNodes_data();
    void hypercubeLinksAvoidOtherNodes();
    void hypercubeLabelsAreBinary();
    void treeDrawsSwitchesAsSwitches();
    void bothDirectionsOfALinkAreDrawnApart();
    void rotatingA3DLatticeMovesItsNodes();
    void floorsAreFlatGridsSideBySide_data();
    void floorsAreFlatGridsSideBySide();
    void tilesAreGridsInANestedArray_data();
    void tilesAreGridsInANestedArray();
    void smallLatticesStartAsFloors_data();
    void smallLatticesStartAsFloors();
};

void TstLayouts::factoryPicksFamilyLayout_data()
{
    QTest::addColumn<QString>("spec");
    QTest::addColumn<QString>("layout");
    QTest::addColumn<bool>("threeD");
    QTest::addColumn<int>("nodes");
    QTest::addColumn<int>("links");
    QTest::newRow("hypercube d=1") << "hypercube:1" << "hypercube-cubes" << false << 2 << 1;
    QTest::newRow("hypercube d=3") << "hypercube:3" << "hypercube-cubes" << false << 8 << 12;
    QTest::newRow("hypercube d=5") << "hypercube:5" << "hypercube-cubes" << false << 32 << 80;
    QTest::newRow("hypercube d=6") << "hypercube:6" << "hypercube-generic" << false << 64 << 192;
    QTest::newRow("hypercube d=8") << "hypercube:8" << "hypercube-generic" << false << 256 << 1024;
    QTest::newRow("ring z=8") << "ring:8" << "ring" << false << 8 << 8;
    QTest::newRow("linear z=8") << "linear:8" << "linear" << false << 8 << 7;
    QTest::newRow("mesh 4x4") << "mesh:4x4" << "grid" << false << 16 << 24;
    QTest::newRow("torus 5x5") << "torus:5x5" << "grid" << false << 25 << 50;
    QTest::newRow("mesh 2x3x4") << "mesh:2x3x4" << "lattice-3d" << true << 24 << 46;
    QTest::newRow("torus 3x3x3") << "torus:3x3x3" << "lattice-3d" << true << 27 << 81;
    QTest::newRow("torus 3x3x3x3") << "torus:3x3x3x3" << "lattice-tiles" << false << 81 << 324;
    QTest::newRow("mesh 2x2x2x2x2") << "mesh:2x2x2x2x2" << "lattice-tiles" << false << 32 << 80;
    QTest::newRow("tree p=8") << "tree:8" << "tree" << false << 15 << 14; // 8 processors and 7 switches
}

void TstLayouts::factoryPicksFamilyLayout()
{
    QFETCH(QString, spec);
    QFETCH(QString, layout);
    QFETCH(bool, threeD);
    QFETCH(int, nodes);
    QFETCH(int, links);
    const core::TopologyPtr topology = topologyOf(spec);
    const auto l = views::Layout::create(*topology);
    QVERIFY(l);
    QCOMPARE(l->name(), layout);
    QCOMPARE(l->is3D(), threeD);
    QCOMPARE(l->nodeCount(), nodes);
    QCOMPARE(l->linkCount(), links);
}

void TstLayouts::nodesHaveDistinctPlaces_data()
{
    QTest::addColumn<QString>("spec");
    for (const char *spec : {"hypercube:3", "hypercube:4", "hypercube:5", "hypercube:6", "ring:8", "linear:8",
                             "mesh:4x4", "torus:5x5", "torus:3x3x3", "tree:8", "torus:3x3x3x3", "torus:4x4x4x4",
                             "mesh:2x2x2x2x2", "mesh:3x3x3x3x2", "torus:2x3x2x3x2x3"})
        QTest::newRow(spec) << QString::fromLatin1(spec);
}

void TstLayouts::nodesHaveDistinctPlaces()
{
    QFETCH(QString, spec);
    views::NetworkView view;
    view.resize(1200, 800);
    view.setResult(topologyOnly(spec));
    QVERIFY(view.layout());
    const int n = view.layout()->nodeCount();
    const double radius = view.layout()->nodeRadius() * 100.0;
    // Not merely distinct: no two node discs may overlap on the scene.
    for (int a = 0; a < n; ++a)
        for (int b = a + 1; b < n; ++b)
            QVERIFY2(distance(view.nodePosition(a), view.nodePosition(b)) > 1.5 * radius,
                     qPrintable(QStringLiteral("nodes %1 and %2 overlap").arg(a).arg(b)));
}

void TstLayouts::torusWraparoundsAreShortArcs_data()
{
    QTest::addColumn<QString>("spec");
    QTest::addColumn<int>("wraps");
    QTest::newRow("torus 5x5") << "torus:5x5" << 10;
    QTest::newRow("torus 3x4") << "torus:3x4" << 7;
    QTest::newRow("torus 3x3x3") << "torus:3x3x3" << 27;
    QTest::newRow("ring z=8") << "ring:8" << 1;
}

void TstLayouts::torusWraparoundsAreShortArcs()
{
    QFETCH(QString, spec);
    QFETCH(int, wraps);
    const core::TopologyPtr topology = topologyOf(spec);
    const auto layout = views::Layout::create(*topology);
    // The box of the node positions (model coordinates, also 3D).
    Eigen::Vector3d lo = layout->position(0);
    Eigen::Vector3d hi = layout->position(0);
    for (int v = 1; v < layout->nodeCount(); ++v) {
        lo = lo.cwiseMin(layout->position(v));
        hi = hi.cwiseMax(layout->position(v));
    }
    auto outside = [&](const Eigen::Vector3d &p, double by) {
        return (p.array() < lo.array() - by).any() || (p.array() > hi.array() + by).any();
    };
    int drawn = 0;
    for (int l = 0; l < layout->linkCount(); ++l) {
        if (!layout->isWrapLink(l))
            continue;
        ++drawn;
        if (topology->dimensions() == 1)
            continue; // on a circle the closing link is just another chord
        const auto &path = layout->linkPath(l);
        const auto [a, b] = topology->links()[std::size_t(l)];
        QVERIFY2(path.size() > 2, "a wraparound must be an arc, not a straight line across the grid");
        // Compact: the grid keeps the area, the arcs stay within a short margin of it.
        for (const auto &p : path)
            QVERIFY2(!outside(p, 0.6), qPrintable(QStringLiteral("wraparound %1 strays far from the grid").arg(l)));
        // It never runs over a node (it runs in the gaps between rows).
        for (int v = 0; v < layout->nodeCount(); ++v) {
            if (v == a || v == b)
                continue;
            for (std::size_t i = 1; i < path.size(); ++i) {
                const Eigen::Vector3d ab = path[i] - path[i - 1];
                const double t = std::clamp((layout->position(v) - path[i - 1]).dot(ab) / ab.squaredNorm(), 0.0, 1.0);
                QVERIFY2((path[i - 1] + t * ab - layout->position(v)).norm() > layout->nodeRadius() + 0.1,
                         qPrintable(QStringLiteral("wraparound %1 passes over node %2").arg(l).arg(v)));
            }
        }
        // What is drawn while idle (wrapStub() from each end) ends outside the grid's edges:
        // the short arcs of the textbook figures.
        QVERIFY(layout->wrapStub() > 0);
        auto pointAt = [&](double distance, bool fromEnd) {
            double walked = 0;
            for (std::size_t i = 1; i < path.size(); ++i) {
                const Eigen::Vector3d &p = fromEnd ? path[path.size() - i] : path[i - 1];
                const Eigen::Vector3d &q = fromEnd ? path[path.size() - i - 1] : path[i];
                const double step = (q - p).norm();
                if (walked + step >= distance)
                    return Eigen::Vector3d(p + (distance - walked) / step * (q - p));
                walked += step;
            }
            return fromEnd ? path.front() : path.back();
        };
        QVERIFY2(outside(pointAt(layout->wrapStub(), false), 0.2), "the idle arc leaves the grid");
        QVERIFY2(outside(pointAt(layout->wrapStub(), true), 0.2), "the idle arc leaves the grid");
    }
    QCOMPARE(drawn, wraps);
}

void TstLayouts::hypercubeLinksAvoidOtherNodes_data()
{
    QTest::addColumn<int>("d");
    for (int d = 2; d <= 5; ++d)
        QTest::newRow(qPrintable(QStringLiteral("hypercube d=%1").arg(d))) << d;
}

void TstLayouts::hypercubeLinksAvoidOtherNodes()
{
    QFETCH(int, d);
    views::NetworkView view;
    view.resize(1200, 800);
    view.setResult(topologyOnly(QStringLiteral("hypercube:%1").arg(d)));
    const core::TopologyPtr topologyPtr = topologyOf(QStringLiteral("hypercube:%1").arg(d));
    const core::Topology &topology = *topologyPtr;
    const double radius = view.layout()->nodeRadius() * 100.0;
    for (const core::Arc &arc : topology.arcs()) {
        const QPolygonF line = view.channelPolyline(arc.id);
        QVERIFY(line.size() >= 2);
        for (int v = 0; v < topology.nodeCount(); ++v) {
            if (v == arc.from || v == arc.to)
                continue;
            QVERIFY2(distanceToPolyline(view.nodePosition(v), line) > radius,
                         qPrintable(QStringLiteral("channel %1->%2 runs over node %3").arg(arc.from).arg(arc.to).arg(v)));
        }
    }
}

void TstLayouts::hypercubeLabelsAreBinary()
{
    const auto layout = views::Layout::create(*topologyOf(QStringLiteral("hypercube:4")));
    QCOMPARE(layout->label(0), QStringLiteral("0000"));
    QCOMPARE(layout->label(5), QStringLiteral("0101"));
    QCOMPARE(layout->label(15), QStringLiteral("1111"));
}

void TstLayouts::treeDrawsSwitchesAsSwitches()
{
    const core::TopologyPtr topology = topologyOf(QStringLiteral("tree:8"));
    const auto layout = views::Layout::create(*topology);
    double lowestSwitch = -1e9;
    // Vertices 0..7 are the processors (the leaves), 8..14 the switches.
    for (int v = 0; v < topology->nodeCount(); ++v) {
        QCOMPARE(layout->shape(v), v < 8 ? views::NodeShape::Processor : views::NodeShape::Switch);
        if (!topology->isProcessor(v))
            lowestSwitch = std::max(lowestSwitch, layout->position(v).y());
    }
    // Processors are the leaves: all on one row below every switch, in order.
    for (int v = 0; v < topology->processorCount(); ++v) {
        QVERIFY(layout->position(v).y() > lowestSwitch);
        if (v > 0)
            QVERIFY(layout->position(v).x() > layout->position(v - 1).x());
    }
}

void TstLayouts::bothDirectionsOfALinkAreDrawnApart()
{
    views::NetworkView view;
    view.resize(1200, 800);
    view.setResult(topologyOnly(QStringLiteral("mesh:4x4")));
    const core::TopologyPtr topology = topologyOf(QStringLiteral("mesh:4x4"));
    for (int link = 0; link < topology->linkCount(); ++link) {
        const QPolygonF there = view.channelPolyline(2 * link);
        const QPolygonF back = view.channelPolyline(2 * link + 1);
        QVERIFY(distance(pointAtHalfLength(there), pointAtHalfLength(back)) >= 10.0);
    }
}

void TstLayouts::rotatingA3DLatticeMovesItsNodes()
{
    views::NetworkView view;
    view.resize(1200, 800);
    view.setResult(topologyOnly(QStringLiteral("torus:3x3x3")));
    view.setFloorsShown(false); // a small lattice starts as floors side by side
    QVERIFY(view.layout()->is3D());
    const QPointF before = view.nodePosition(0);
    view.rotateBy(0.5, 0.0);
    QVERIFY(distance(view.nodePosition(0), before) > 1.0);
    view.resetRotation();
    QVERIFY(distance(view.nodePosition(0), before) < 1e-6);
}

void TstLayouts::floorsAreFlatGridsSideBySide_data()
{
    QTest::addColumn<QString>("spec");
    QTest::newRow("torus 3x3x3") << "torus:3x3x3";
    QTest::newRow("mesh 4x4x4") << "mesh:4x4x4";
    QTest::newRow("torus 4x4x4") << "torus:4x4x4";
    QTest::newRow("mesh 2x3x5") << "mesh:2x3x5";
}

void TstLayouts::floorsAreFlatGridsSideBySide()
{
    QFETCH(QString, spec);
    const core::TopologyPtr topology = topologyOf(spec);
    QVERIFY(views::Layout::canDrawFloors(*topology));
    const auto layout = views::Layout::create(*topology, true);
    QCOMPARE(layout->name(), QStringLiteral("lattice-floors"));
    QVERIFY2(!layout->is3D(), "floors are flat: nothing to rotate");
    const int floors = topology->shape().at(2);
    QCOMPARE(int(layout->planes().size()), floors);
    // Each floor is captioned with its Z, since the block of floors snakes.
    QCOMPARE(int(layout->planeCaptions().size()), floors);
    for (int f = 0; f < floors; ++f)
        QCOMPARE(layout->planeCaptions()[std::size_t(f)], QStringLiteral("Z=%1").arg(f));
    auto inside = [](const Eigen::Vector3d &p, const std::vector<Eigen::Vector3d> &plane) {
        double x0 = 1e300, x1 = -1e300, y0 = 1e300, y1 = -1e300;
        for (const auto &c : plane) {
            x0 = std::min(x0, c.x()); x1 = std::max(x1, c.x());
            y0 = std::min(y0, c.y()); y1 = std::max(y1, c.y());
        }
        return p.x() > x0 && p.x() < x1 && p.y() > y0 && p.y() < y1;
    };
    for (int v = 0; v < layout->nodeCount(); ++v) {
        QCOMPARE(layout->position(v).z(), 0.0);
        // Every node sits on its own floor's plane and on no other.
        const int z = topology->coords(v)[2];
        for (int f = 0; f < floors; ++f)
            QCOMPARE(inside(layout->position(v), layout->planes()[std::size_t(f)]), f == z);
        // A floor is the textbook grid: x to the right, y down, neighbours 1 apart.
        for (int w = 0; w < v; ++w)
            QVERIFY2((layout->position(v) - layout->position(w)).norm() > 0.99,
                     qPrintable(QStringLiteral("nodes %1 and %2 overlap").arg(v).arg(w)));
    }
    int between = 0;
    for (const core::Arc &arc : topology->arcs()) {
        if (arc.dir != +1)
            continue;
        const auto &path = layout->linkPath(arc.link);
        const auto [a, b] = topology->links()[std::size_t(arc.link)];
        if (arc.dim != 2) {
            QCOMPARE(layout->isCompactLink(arc.link), arc.wrap);
            continue;
        }
        ++between;
        // A link between floors joins the same node of two floors, drawn whole only when used.
        QCOMPARE(topology->coords(a)[0], topology->coords(b)[0]);
        QCOMPARE(topology->coords(a)[1], topology->coords(b)[1]);
        QVERIFY(layout->isCompactLink(arc.link));
        QVERIFY(path.size() > 2);
        QVERIFY((path.front() - layout->position(a)).norm() < 1e-9);
        QVERIFY((path.back() - layout->position(b)).norm() < 1e-9);
        // It runs in the gaps, never over a node it does not connect.
        for (int v = 0; v < layout->nodeCount(); ++v) {
            if (v == a || v == b)
                continue;
            for (std::size_t i = 1; i < path.size(); ++i) {
                const Eigen::Vector3d ab = path[i] - path[i - 1];
                const double t = std::clamp((layout->position(v) - path[i - 1]).dot(ab) / ab.squaredNorm(), 0.0, 1.0);
                QVERIFY2((path[i - 1] + t * ab - layout->position(v)).norm() > layout->nodeRadius() + 0.05,
                         qPrintable(QStringLiteral("link %1-%2 passes over node %3").arg(a).arg(b).arg(v)));
            }
        }
        // Its idle ends are short ticks that leave the row at a steep angle (not along the
        // row's own links): the first stub's end is off the node's row and column.
        double walked = 0;
        Eigen::Vector3d stubEnd = path.back();
        for (std::size_t i = 1; i < path.size(); ++i) {
            walked += (path[i] - path[i - 1]).norm();
            if (walked >= layout->wrapStub()) {
                stubEnd = path[i];
                break;
            }
        }
        const Eigen::Vector3d off = stubEnd - layout->position(a);
        QVERIFY2(std::abs(off.x()) > 0.15 && std::abs(off.y()) > 0.15, "the idle end is a tick into the gap");
    }
    const bool torus = topology->has(core::Trait::Wraparound);
    QCOMPARE(between, topology->shape()[0] * topology->shape()[1] * (torus && floors > 2 ? floors : floors - 1));
}

void TstLayouts::tilesAreGridsInANestedArray_data()
{
    QTest::addColumn<QString>("spec");
    QTest::addColumn<QStringList>("firstCaptions");
    QTest::newRow("torus 3x3x3x3") << "torus:3x3x3x3" << QStringLiteral("Z=0 W=0|Z=1 W=0|Z=2 W=0|Z=0 W=1").split(QLatin1Char('|'));
    QTest::newRow("torus 4x4x4x4") << "torus:4x4x4x4" << QStringLiteral("Z=0 W=0|Z=1 W=0").split(QLatin1Char('|'));
    QTest::newRow("mesh 2x2x2x2x2") << "mesh:2x2x2x2x2"
                                    << QStringLiteral("Z=0 W=0 D5=0|Z=1 W=0 D5=0|Z=0 W=1 D5=0|Z=1 W=1 D5=0|Z=0 W=0 D5=1").split(QLatin1Char('|'));
    QTest::newRow("torus 3x2x3x2x3x2") << "torus:3x2x3x2x3x2" << QStringLiteral("Z=0 W=0 D5=0 D6=0").split(QLatin1Char('|'));
}

/// Four and more dimensions: one flat x-y grid per tile, captioned with the tile's other
/// coordinates, the tiles in an array (z across, w down, d5 across in blocks, ...); links
/// between tiles join the same node of two tiles, drawn whole only while used, in the gaps.
void TstLayouts::tilesAreGridsInANestedArray()
{
    QFETCH(QString, spec);
    QFETCH(QStringList, firstCaptions);
    const core::TopologyPtr topology = topologyOf(spec);
    QVERIFY(!views::Layout::canDrawFloors(*topology));
    const auto layout = views::Layout::create(*topology, true);
    QCOMPARE(layout->name(), QStringLiteral("lattice-tiles"));
    QVERIFY(!layout->is3D());
    const auto shape = topology->shape();
    const int perTile = shape[0] * shape[1];
    const int tiles = topology->nodeCount() / perTile;
    QCOMPARE(int(layout->planes().size()), tiles);
    QCOMPARE(int(layout->planeCaptions().size()), tiles);
    for (int i = 0; i < int(firstCaptions.size()); ++i)
        QCOMPARE(layout->planeCaptions()[std::size_t(i)], firstCaptions[i]);
    auto box = [](const std::vector<Eigen::Vector3d> &plane) {
        QRectF r;
        for (const auto &c : plane)
            r |= QRectF(QPointF(c.x(), c.y()), QSizeF(1e-9, 1e-9));
        return r;
    };
    for (int t = 0; t < tiles; ++t)
        for (int u = 0; u < t; ++u)
            QVERIFY2(!box(layout->planes()[std::size_t(t)]).intersects(box(layout->planes()[std::size_t(u)])),
                     qPrintable(QStringLiteral("tiles %1 and %2 overlap").arg(u).arg(t)));
    for (int v = 0; v < layout->nodeCount(); ++v) {
        QCOMPARE(layout->position(v).z(), 0.0);
        // Every node sits on its own tile and on no other, the tile's grid x right and y down.
        const int tile = v / perTile;
        for (int t = 0; t < tiles; ++t)
            QCOMPARE(box(layout->planes()[std::size_t(t)]).contains(QPointF(layout->position(v).x(), layout->position(v).y())),
                     t == tile);
        const Eigen::Vector3d first = layout->position(tile * perTile);
        QCOMPARE(layout->position(v).x() - first.x(), double(topology->coords(v)[0]));
        QCOMPARE(layout->position(v).y() - first.y(), double(topology->coords(v)[1]));
        for (int w = 0; w < v; ++w)
            QVERIFY2((layout->position(v) - layout->position(w)).norm() > 0.99,
                     qPrintable(QStringLiteral("nodes %1 and %2 overlap").arg(v).arg(w)));
    }
    int between = 0;
    for (const core::Arc &arc : topology->arcs()) {
        if (arc.dir != +1)
            continue;
        const auto &path = layout->linkPath(arc.link);
        const auto [a, b] = topology->links()[std::size_t(arc.link)];
        if (arc.dim < 2) {
            QCOMPARE(layout->isCompactLink(arc.link), arc.wrap);
            continue;
        }
        ++between;
        QCOMPARE(topology->coords(a)[0], topology->coords(b)[0]);
        QCOMPARE(topology->coords(a)[1], topology->coords(b)[1]);
        QVERIFY(layout->isCompactLink(arc.link));
        QVERIFY(path.size() > 2);
        QVERIFY((path.front() - layout->position(a)).norm() < 1e-9);
        QVERIFY((path.back() - layout->position(b)).norm() < 1e-9);
        for (int v = 0; v < layout->nodeCount(); ++v) {
            if (v == a || v == b)
                continue;
            for (std::size_t i = 1; i < path.size(); ++i) {
                const Eigen::Vector3d ab = path[i] - path[i - 1];
                const double t = std::clamp((layout->position(v) - path[i - 1]).dot(ab) / ab.squaredNorm(), 0.0, 1.0);
                QVERIFY2((path[i - 1] + t * ab - layout->position(v)).norm() > layout->nodeRadius() + 0.05,
                         qPrintable(QStringLiteral("link %1-%2 passes over node %3").arg(a).arg(b).arg(v)));
            }
        }
    }
    int expected = 0;
    for (const core::Arc &arc : topology->arcs())
        expected += arc.dir == +1 && arc.dim >= 2 ? 1 : 0;
    QCOMPARE(between, expected);
    QVERIFY(between > 0);
}

void TstLayouts::smallLatticesStartAsFloors_data()
{
    QTest::addColumn<QString>("spec");
    QTest::addColumn<bool>("floors");
    QTest::addColumn<bool>("lattice"); // a 3D lattice, which V switches between its two drawings
    QTest::newRow("torus 3x3x3") << "torus:3x3x3" << true << true;
    QTest::newRow("mesh 4x4x4") << "mesh:4x4x4" << true << true;
    QTest::newRow("torus 4x4x4") << "torus:4x4x4" << true << true;
    QTest::newRow("torus 5x5x5") << "torus:5x5x5" << false << true;
    QTest::newRow("mesh 4x4") << "mesh:4x4" << false << false;
}

void TstLayouts::smallLatticesStartAsFloors()
{
    QFETCH(QString, spec);
    QFETCH(bool, floors);
    QFETCH(bool, lattice);
    views::NetworkView view;
    view.resize(1200, 800);
    view.setResult(topologyOnly(spec));
    QCOMPARE(view.floorsShown(), floors);
    QCOMPARE(views::Layout::canDrawFloors(*topologyOf(spec)), lattice);
    QCOMPARE(view.layout()->name(), floors ? QStringLiteral("lattice-floors")
                                            : lattice ? QStringLiteral("lattice-3d") : QStringLiteral("grid"));
    // V switches a lattice between both drawings, and every node keeps a place of its own.
    QTest::keyClick(&view, Qt::Key_V);
    QCOMPARE(view.floorsShown(), lattice && !floors);
    QCOMPARE(view.layout()->is3D(), lattice && floors);
    for (int v = 1; v < view.layout()->nodeCount(); ++v)
        QVERIFY(view.nodePosition(v) != view.nodePosition(0));
}

QTEST_MAIN(TstLayouts)
#include "tst_layouts.moc"

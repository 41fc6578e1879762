// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The drawings of the data-centre networks (views/network/circlelayouts.h, fattreelayout.h,
// dragonflylayout.h): the factory picks each family's, no two nodes overlap and no link runs
// over a node it does not join, at the sizes the setup panel starts from and at larger ones;
// the fat tree stands in levels and the dragonfly's groups round a circle, each in its
// captioned frame.

#include "views/network/layout.h"

#include "core/networks/networkfamily.h"
#include "core/topology.h"

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

/// Distance in the plane from `p` to the polyline `line`.
double distanceToPolyline(const Eigen::Vector3d &p, const std::vector<Eigen::Vector3d> &line)
{
    double best = 1e300;
    for (std::size_t i = 1; i < line.size(); ++i) {
        const Eigen::Vector2d ab = (line[i] - line[i - 1]).head<2>();
        const Eigen::Vector2d ap = (p - line[i - 1]).head<2>();
        const double len2 = ab.squaredNorm();
        const double t = len2 > 0 ? std::clamp(ap.dot(ab) / len2, 0.0, 1.0) : 0.0;
        best = std::min(best, (ap - t * ab).norm());
    }
    return best;
}

/// The SPEC the setup panel starts a family from (NetworkFamily::initialSizes()).
QString initialSpec(const char *family)
{
    const core::NetworkFamily *f = core::NetworkRegistry::instance().find(QString::fromLatin1(family));
    QStringList sizes;
    for (int s : f->initialSizes())
        sizes << QString::number(s);
    return f->id() + QLatin1Char(':') + sizes.join(f->sizeSeparator());
}

} // namespace

class TstDataCentreLayouts : public QObject
{
    Q_OBJECT

private slots:
    void factoryPicksFamilyLayout_data();
    void factoryPicksFamilyLayout();
    void nodesAndLinksKeepClear_data();
    void nodesAndLinksKeepClear();
    void fatTreeStandsInLevels();
    void dragonflyGroupsStandRoundACircle();
    void manyChordsAreCompact();
};

void TstDataCentreLayouts::factoryPicksFamilyLayout_data()
{
    QTest::addColumn<QString>("spec");
    QTest::addColumn<QString>("layout");
    QTest::addColumn<int>("nodes");
    QTest::addColumn<int>("links");
    QTest::newRow("complete p=8") << "complete:8" << "complete-circle" << 8 << 28;
    QTest::newRow("switch p=8") << "switch:8" << "switch-star" << 9 << 8;
    QTest::newRow("fattree K=4") << "fattree:4" << "fattree-levels" << 36 << 48;
    QTest::newRow("dragonfly 4,2,2") << "dragonfly:4,2,2" << "dragonfly-groups" << 108 << 162;
}

void TstDataCentreLayouts::factoryPicksFamilyLayout()
{
    QFETCH(QString, spec);
    QFETCH(QString, layout);
    QFETCH(int, nodes);
    QFETCH(int, links);
    const auto t = topologyOf(spec);
    const auto l = views::Layout::create(*t);
    QCOMPARE(l->name(), layout);
    QVERIFY(!l->is3D());
    QCOMPARE(l->nodeCount(), nodes);
    QCOMPARE(l->linkCount(), links);
    for (int v = 0; v < t->nodeCount(); ++v)
        QCOMPARE(l->shape(v), t->isProcessor(v) ? views::NodeShape::Processor : views::NodeShape::Switch);
}

void TstDataCentreLayouts::nodesAndLinksKeepClear_data()
{
    QTest::addColumn<QString>("spec");
    for (const char *family : {"complete", "switch", "fattree", "dragonfly"})
        QTest::newRow(qPrintable(QStringLiteral("%1 initial").arg(QString::fromLatin1(family))))
            << initialSpec(family);
    for (const char *spec : {"complete:2", "complete:5", "complete:12", "complete:40", "switch:2", "switch:17",
                             "switch:64", "fattree:2", "fattree:6", "fattree:8", "dragonfly:1,1,1",
                             "dragonfly:2,1,1", "dragonfly:2,3,1", "dragonfly:3,1,3", "dragonfly:6,3,3"})
        QTest::newRow(spec) << QString::fromLatin1(spec);
}

void TstDataCentreLayouts::nodesAndLinksKeepClear()
{
    // Nodes at least two radii and a margin apart; a link drawn whole while idle passes no node
    // it does not join closer than the node's radius.
    QFETCH(QString, spec);
    const auto t = topologyOf(spec);
    const auto l = views::Layout::create(*t);
    const double r = l->nodeRadius();
    for (int a = 0; a < l->nodeCount(); ++a)
        for (int b = a + 1; b < l->nodeCount(); ++b) {
            const double apart = (l->position(a) - l->position(b)).head<2>().norm();
            QVERIFY2(apart >= 2 * r + 0.1,
                     qPrintable(QStringLiteral("%1 and %2 are %3 apart").arg(l->label(a), l->label(b)).arg(apart)));
        }
    const auto links = t->links();
    for (int link = 0; link < l->linkCount(); ++link) {
        if (l->isCompactLink(link))
            continue;
        for (int v = 0; v < l->nodeCount(); ++v) {
            if (v == links[std::size_t(link)].first || v == links[std::size_t(link)].second)
                continue;
            const double clear = distanceToPolyline(l->position(v), l->linkPath(link));
            QVERIFY2(clear >= r, qPrintable(QStringLiteral("link %1-%2 passes %3 at %4")
                                                .arg(l->label(links[std::size_t(link)].first),
                                                     l->label(links[std::size_t(link)].second), l->label(v))
                                                .arg(clear)));
        }
    }
}

void TstDataCentreLayouts::fatTreeStandsInLevels()
{
    // Core on top, then aggregation, edge and hosts (y grows down); pods side by side, each
    // in a frame captioned with its number.
    const auto t = topologyOf(QStringLiteral("fattree:4"));
    const auto l = views::Layout::create(*t);
    auto y = [&](const QString &label) {
        for (int v = 0; v < l->nodeCount(); ++v)
            if (l->label(v) == label)
                return l->position(v).y();
        return std::nan("");
    };
    QVERIFY(y(QStringLiteral("c0.0")) < y(QStringLiteral("a0.0")));
    QVERIFY(y(QStringLiteral("a0.0")) < y(QStringLiteral("e0.0")));
    QVERIFY(y(QStringLiteral("e0.0")) < y(QStringLiteral("0")));
    for (int v = 1; v < t->processorCount(); ++v)
        QVERIFY(l->position(v).x() > l->position(v - 1).x()); // hosts left to right
    QCOMPARE(int(l->planes().size()), 4);
    QCOMPARE(l->planeCaptions().front(), QStringLiteral("pod 0"));
    QCOMPARE(l->planeCaptions().back(), QStringLiteral("pod 3"));
    // From K = 6 on, folded: pods 0..2 below the core, pods 3..5 above it, hosts on top.
    const auto six = topologyOf(QStringLiteral("fattree:6"));
    const auto folded = views::Layout::create(*six);
    for (int v = 0; v < six->processorCount(); ++v)
        QCOMPARE(folded->position(v).y() > 0, v < 27);
    QCOMPARE(folded->position(0).x(), folded->position(27).x());
}

void TstDataCentreLayouts::dragonflyGroupsStandRoundACircle()
{
    // Routers on an inner rim, each processor outside its router, group 0 at the top, the
    // groups clockwise; a frame captioned with each group's number.
    const auto t = topologyOf(QStringLiteral("dragonfly:4,2,2"));
    const auto l = views::Layout::create(*t);
    const int p = t->processorCount();
    for (int v = 0; v < p; ++v) {
        const int router = t->neighbours(v).front();
        QVERIFY(l->position(v).head<2>().norm() > l->position(router).head<2>().norm() + 0.2);
    }
    QCOMPARE(int(l->planes().size()), 9);
    QCOMPARE(l->planeCaptions()[3], QStringLiteral("group 3"));
    // group 0 (processors 0..7) at the top: y < 0 (y grows down)
    for (int v = 0; v < 8; ++v)
        QVERIFY(l->position(v).y() < 0);
    QVERIFY(l->position(p).y() < 0); // its first router
}

void TstDataCentreLayouts::manyChordsAreCompact()
{
    // complete:12 draws every chord; complete:13 only the circle's sides, the other chords
    // compact (whole only while they carry a message).
    const auto twelve = views::Layout::create(*topologyOf(QStringLiteral("complete:12")));
    for (int link = 0; link < twelve->linkCount(); ++link)
        QVERIFY(!twelve->isCompactLink(link));
    const auto thirteen = views::Layout::create(*topologyOf(QStringLiteral("complete:13")));
    int compact = 0;
    for (int link = 0; link < thirteen->linkCount(); ++link)
        compact += thirteen->isCompactLink(link) ? 1 : 0;
    QCOMPARE(compact, 13 * 12 / 2 - 13);
    QVERIFY(thirteen->wrapStub() > 0);
}

QTEST_MAIN(TstDataCentreLayouts)
#include "tst_datacentrelayouts.moc"

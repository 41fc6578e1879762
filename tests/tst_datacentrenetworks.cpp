// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The data-centre networks (core/networks/datacentre.h, fattree.h, dragonfly.h): complete:P,
// switch:P, fattree:K and dragonfly:A,P,H. Their sizes, distances and routes against a
// breadth-first search of the links they built, the fat tree's documented route, the
// dragonfly's one global link per pair of groups, the SPEC's refusals, the traits algorithms
// match, the SimGrid platform's routes, and SimGrid's replay of contention-free runs (skipped
// where smpirun is not installed).

#include "core/engine.h"
#include "core/networks/datacentre.h"
#include "core/networks/dragonfly.h"
#include "core/networks/fattree.h"
#include "core/networks/networkfamily.h"
#include "core/simgridexport.h"
#include "core/topology.h"

#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QXmlStreamReader>
#include <QtTest>

#include <cmath>
#include <limits>
#include <map>
#include <queue>
#include <set>

using namespace collviz::core;
using networks::DragonflyTopology;
using networks::FatTreeTopology;

namespace {

TopologyPtr make(const QString &spec)
{
    QString error;
    auto t = Topology::create(spec, &error);
    if (!t)
        qWarning("%s", qPrintable(error));
    return t;
}

/// Hop distances from `a` to every vertex, by breadth-first search over the links.
std::vector<int> bfs(const Topology &t, int a)
{
    std::vector<int> dist(std::size_t(t.nodeCount()), -1);
    std::queue<int> queue;
    dist[std::size_t(a)] = 0;
    queue.push(a);
    while (!queue.empty()) {
        const int v = queue.front();
        queue.pop();
        for (int w : t.neighbours(v))
            if (dist[std::size_t(w)] < 0) {
                dist[std::size_t(w)] = dist[std::size_t(v)] + 1;
                queue.push(w);
            }
    }
    return dist;
}

} // namespace

class TstDataCentreNetworks : public QObject
{
    Q_OBJECT

private slots:
    void sizes_data();
    void sizes();
    void bisectionIsTheNarrowestCut_data();
    void bisectionIsTheNarrowestCut();
    void routesAreWalks_data();
    void routesAreWalks();
    void fatTreeRouteIsTheDocumentedHash_data();
    void fatTreeRouteIsTheDocumentedHash();
    void dragonflyGroupsAreLinkedOnce_data();
    void dragonflyGroupsAreLinkedOnce();
    void dragonflyRouteIsLocalGlobalLocal();
    void badSpecsGiveOneSentence_data();
    void badSpecsGiveOneSentence();
    void dragonflySpecIsWrittenWithCommas();
    void traitsAdmitAnyNetworkOnly_data();
    void traitsAdmitAnyNetworkOnly();
    void hopsAreNamed();
    void sweepsRunOverSizes();
    void simgridRoutesAreTheEnginesPaths_data();
    void simgridRoutesAreTheEnginesPaths();
    void simgridReplaysTheTime_data();
    void simgridReplaysTheTime();
};

void TstDataCentreNetworks::sizes_data()
{
    QTest::addColumn<QString>("spec");
    QTest::addColumn<int>("processors");
    QTest::addColumn<int>("vertices");
    QTest::addColumn<int>("links");
    QTest::addColumn<int>("diameter");
    QTest::addColumn<int>("bisection");
    // complete: P (P - 1) / 2 links, floor(P/2) ceil(P/2) across the middle.
    QTest::newRow("complete p=2") << "complete:2" << 2 << 2 << 1 << 1 << 1;
    QTest::newRow("complete p=5") << "complete:5" << 5 << 5 << 10 << 1 << 6;
    QTest::newRow("complete p=8") << "complete:8" << 8 << 8 << 28 << 1 << 16;
    // switch: one switch, a link per processor, the smaller half's links across the middle.
    QTest::newRow("switch p=2") << "switch:2" << 2 << 3 << 2 << 2 << 1;
    QTest::newRow("switch p=7") << "switch:7" << 7 << 8 << 7 << 2 << 3;
    // fat tree: K^3/4 hosts, 5 K^2/4 switches, 3 K^3/4 links, full bisection K^3/8.
    QTest::newRow("fattree K=2") << "fattree:2" << 2 << 7 << 6 << 6 << 1;
    QTest::newRow("fattree K=4") << "fattree:4" << 16 << 36 << 48 << 6 << 8;
    QTest::newRow("fattree K=6") << "fattree:6" << 54 << 99 << 162 << 6 << 27;
    // dragonfly: G = A H + 1 groups; A P G processors, A G routers; links: A P G terminal,
    // G A (A - 1) / 2 local, G (G - 1) / 2 global.
    // 1,1,1: two routers joined by one global link, a processor each.
    QTest::newRow("dragonfly 1,1,1") << "dragonfly:1,1,1" << 2 << 4 << 3 << 3 << 1;
    // 2,1,1: three groups of two; the six routers form a ring (local, global, local, ...), so
    // the farthest processors are three router hops apart; the cut halves the ring: 2 links.
    QTest::newRow("dragonfly 2,1,1") << "dragonfly:2,1,1" << 6 << 12 << 12 << 5 << 2;
    // 4,2,2: nine groups; the cut after processor 35 leaves groups 0..3 and half of group 4 on
    // one side: 16 global links between four groups and four, 4 local ones inside group 4 (its
    // routers 0 and 1 link to groups 3..0, its routers 2 and 3 to groups 8..5).
    QTest::newRow("dragonfly 4,2,2") << "dragonfly:4,2,2" << 72 << 108 << 162 << 5 << 20;
    // 1,3,4: five routers all to all, three processors each; routers 0..2 hold processors 0..7
    // (router 2 two of its three): 6 global links and processor 8's link.
    QTest::newRow("dragonfly 1,3,4") << "dragonfly:1,3,4" << 15 << 20 << 25 << 3 << 7;
}

void TstDataCentreNetworks::sizes()
{
    QFETCH(QString, spec);
    QFETCH(int, processors);
    QFETCH(int, vertices);
    QFETCH(int, links);
    QFETCH(int, diameter);
    QFETCH(int, bisection);
    const auto t = make(spec);
    QVERIFY(t);
    QCOMPARE(t->processorCount(), processors);
    QCOMPARE(t->nodeCount(), vertices);
    QCOMPARE(t->linkCount(), links);
    QCOMPARE(t->diameter(), diameter);
    QCOMPARE(t->bisectionWidth(), bisection);
    QCOMPARE(t->name(), spec);
}

void TstDataCentreNetworks::bisectionIsTheNarrowestCut_data()
{
    QTest::addColumn<QString>("spec");
    QTest::addColumn<bool>("exact"); ///< bisectionWidth() is the narrowest cut, not a bound above it
    for (const char *s : {"complete:2", "complete:5", "complete:6", "switch:2", "switch:5", "switch:8", "fattree:2"})
        QTest::newRow(s) << QString::fromLatin1(s) << true;
    for (const char *s : {"dragonfly:1,1,1", "dragonfly:2,1,1", "dragonfly:1,3,2", "dragonfly:1,1,4"})
        QTest::newRow(s) << QString::fromLatin1(s) << false;
}

void TstDataCentreNetworks::bisectionIsTheNarrowestCut()
{
    // Every way of putting the vertices on two sides with floor(p/2) processors on the first:
    // the fewest links across.
    QFETCH(QString, spec);
    QFETCH(bool, exact);
    const auto t = make(spec);
    QVERIFY(t);
    const int n = t->nodeCount();
    QVERIFY(n <= 20);
    const auto links = t->links();
    int narrowest = std::numeric_limits<int>::max();
    for (unsigned side = 0; side < (1u << n); ++side) {
        int first = 0;
        for (int v = 0; v < t->processorCount(); ++v)
            first += (side >> v) & 1u;
        if (first != t->processorCount() / 2)
            continue;
        int across = 0;
        for (const auto &[a, b] : links)
            across += ((side >> a) & 1u) != ((side >> b) & 1u) ? 1 : 0;
        narrowest = std::min(narrowest, across);
    }
    if (exact)
        QCOMPARE(t->bisectionWidth(), narrowest);
    else
        QVERIFY2(t->bisectionWidth() >= narrowest, qPrintable(QString::number(narrowest)));
}

void TstDataCentreNetworks::routesAreWalks_data()
{
    QTest::addColumn<QString>("spec");
    QTest::addColumn<bool>("shortest"); ///< every route a shortest path
    for (const char *s : {"complete:2", "complete:5", "complete:8", "switch:2", "switch:5", "switch:7", "fattree:2",
                          "fattree:4", "fattree:6"})
        QTest::newRow(s) << QString::fromLatin1(s) << true;
    // Minimal routing takes at most one global link; two can be shorter (see dragonflyRoute...).
    for (const char *s :
         {"dragonfly:1,1,1", "dragonfly:2,1,1", "dragonfly:2,2,1", "dragonfly:4,2,2", "dragonfly:3,1,2"})
        QTest::newRow(s) << QString::fromLatin1(s) << false;
}

void TstDataCentreNetworks::routesAreWalks()
{
    QFETCH(QString, spec);
    QFETCH(bool, shortest);
    const auto t = make(spec);
    QVERIFY(t);
    const int p = t->processorCount();
    int diameter = 0;
    for (int a = 0; a < t->nodeCount(); ++a) {
        const auto dist = bfs(*t, a);
        for (int b = 0; b < t->nodeCount(); ++b) {
            const auto path = t->route(a, b);
            QCOMPARE(path.front(), a);
            QCOMPARE(path.back(), b);
            QCOMPARE(int(t->pathArcs(path).size()), int(path.size()) - 1); // a walk over links
            const int hops = int(path.size()) - 1;
            QVERIFY(hops >= dist[std::size_t(b)]);
            QCOMPARE(t->distance(a, b), dist[std::size_t(b)]);
            if (shortest)
                QCOMPARE(hops, dist[std::size_t(b)]);
            if (a < p && b < p) {
                diameter = std::max(diameter, dist[std::size_t(b)]);
                // Between processors a route passes switches only, each once.
                std::set<int> seen(path.begin(), path.end());
                QCOMPARE(int(seen.size()), int(path.size()));
                for (std::size_t i = 1; i + 1 < path.size(); ++i)
                    QVERIFY2(!t->isProcessor(path[i]), qPrintable(QStringLiteral("%1 -> %2").arg(a).arg(b)));
            }
        }
    }
    QCOMPARE(t->diameter(), diameter);
}

void TstDataCentreNetworks::fatTreeRouteIsTheDocumentedHash_data()
{
    QTest::addColumn<int>("k");
    QTest::newRow("fattree K=2") << 2;
    QTest::newRow("fattree K=4") << 4;
    QTest::newRow("fattree K=6") << 6;
}

void TstDataCentreNetworks::fatTreeRouteIsTheDocumentedHash()
{
    QFETCH(int, k);
    const auto t = make(QStringLiteral("fattree:%1").arg(k));
    QVERIFY(t);
    const auto &tree = static_cast<const FatTreeTopology &>(*t);
    const int h = k / 2;
    QCOMPARE(t->processorCount(), k * k * k / 4);
    // core switch -> the hosts it carries traffic towards
    std::map<int, std::set<int>> downFromCore;
    for (int s = 0; s < t->processorCount(); ++s)
        for (int d = 0; d < t->processorCount(); ++d) {
            if (s == d)
                continue;
            const int podS = s / (h * h), podD = d / (h * h);
            const int j = d % h, c = (d / h) % h;
            std::vector<int> expected{s, tree.edgeSwitch(podS, (s % (h * h)) / h)};
            if (s / h != d / h) {
                expected.push_back(tree.aggregationSwitch(podS, j));
                if (podS != podD)
                    expected.insert(expected.end(), {tree.coreSwitch(j, c), tree.aggregationSwitch(podD, j)});
                expected.push_back(tree.edgeSwitch(podD, (d % (h * h)) / h));
            }
            expected.push_back(d);
            QCOMPARE(t->route(s, d), expected);
            if (podS != podD)
                downFromCore[expected[3]].insert(d);
        }
    // The hash spreads the destinations: each core switch carries the traffic towards exactly
    // one host of each pod.
    QCOMPARE(int(downFromCore.size()), k > 2 ? h * h : 1);
    for (const auto &[core, hosts] : downFromCore) {
        QCOMPARE(tree.level(core), FatTreeTopology::Core);
        std::set<int> pods;
        for (int d : hosts)
            pods.insert(d / (h * h));
        QCOMPARE(int(hosts.size()), k);
        QCOMPARE(int(pods.size()), k);
    }
    // Every switch has K ports.
    for (int v = t->processorCount(); v < t->nodeCount(); ++v)
        QCOMPARE(t->degree(v), k);
}

void TstDataCentreNetworks::dragonflyGroupsAreLinkedOnce_data()
{
    QTest::addColumn<int>("a");
    QTest::addColumn<int>("p");
    QTest::addColumn<int>("h");
    for (const auto &[a, p, h] : std::vector<std::tuple<int, int, int>>{
             {1, 1, 1}, {2, 1, 1}, {4, 2, 2}, {3, 1, 2}, {2, 3, 3}, {5, 1, 3}, {8, 4, 4}})
        QTest::addRow("dragonfly %d,%d,%d", a, p, h) << a << p << h;
}

void TstDataCentreNetworks::dragonflyGroupsAreLinkedOnce()
{
    QFETCH(int, a);
    QFETCH(int, p);
    QFETCH(int, h);
    const auto t = make(QStringLiteral("dragonfly:%1,%2,%3").arg(a).arg(p).arg(h));
    QVERIFY(t);
    const auto &fly = static_cast<const DragonflyTopology &>(*t);
    const int groups = a * h + 1;
    QCOMPARE(fly.groups(), groups);
    std::map<std::pair<int, int>, int> between; // (lower group, higher group) -> global links
    std::vector<int> globals(std::size_t(t->nodeCount()), 0), locals(globals), terminals(globals);
    for (const auto &[x, y] : t->links()) {
        const bool terminal = !fly.isRouter(x) || !fly.isRouter(y);
        const int gx = fly.groupOf(x), gy = fly.groupOf(y);
        if (terminal) {
            QCOMPARE(gx, gy);
            ++terminals[std::size_t(fly.routerOf(x))];
        } else if (gx == gy) {
            ++locals[std::size_t(x)];
            ++locals[std::size_t(y)];
        } else {
            ++between[{std::min(gx, gy), std::max(gx, gy)}];
            ++globals[std::size_t(x)];
            ++globals[std::size_t(y)];
        }
    }
    QCOMPARE(int(between.size()), groups * (groups - 1) / 2);
    for (const auto &[pair, count] : between)
        QVERIFY2(count == 1, qPrintable(QStringLiteral("groups %1 and %2: %3 links")
                                            .arg(pair.first)
                                            .arg(pair.second)
                                            .arg(count)));
    for (int v = t->processorCount(); v < t->nodeCount(); ++v) {
        QCOMPARE(globals[std::size_t(v)], h);
        QCOMPARE(locals[std::size_t(v)], a - 1);
        QCOMPARE(terminals[std::size_t(v)], p);
    }
    // The arrangement as documented: port k = r H + h of group g leads to group (g - 1 - k) mod G.
    for (int g = 0; g < groups; ++g)
        for (int k = 0; k + 1 < groups; ++k) {
            const int partner = fly.globalPartner(g, k);
            QCOMPARE(fly.groupOf(partner), ((g - 1 - k) % groups + groups) % groups);
            QVERIFY(t->arcBetween(fly.router(g, k / h), partner) >= 0);
        }
}

void TstDataCentreNetworks::dragonflyRouteIsLocalGlobalLocal()
{
    // Minimal routing: up, at most one local hop, at most one global hop, at most one local hop,
    // down; the global hop exactly when the groups differ. dragonfly:2,1,1's six routers form a
    // ring, where the route is a shortest path; elsewhere two global hops can be shorter.
    for (const char *spec : {"dragonfly:2,1,1", "dragonfly:4,2,2", "dragonfly:3,2,1"}) {
        const auto t = make(QString::fromLatin1(spec));
        QVERIFY(t);
        const auto &fly = static_cast<const DragonflyTopology &>(*t);
        int shorter = 0;
        for (int s = 0; s < t->processorCount(); ++s)
            for (int d = 0; d < t->processorCount(); ++d) {
                if (s == d)
                    continue;
                const auto path = t->route(s, d);
                QString kinds;
                for (int arc : t->pathArcs(path))
                    kinds += QString::number(t->arc(arc).dim);
                const bool sameRouter = fly.routerOf(s) == fly.routerOf(d);
                const bool sameGroup = fly.groupOf(s) == fly.groupOf(d);
                const QString middle = kinds.mid(1, kinds.size() - 2);
                if (sameRouter)
                    QCOMPARE(middle, QString());
                else if (sameGroup)
                    QCOMPARE(middle, QStringLiteral("1"));
                else
                    QVERIFY2(middle == QLatin1String("2") || middle == QLatin1String("12")
                                 || middle == QLatin1String("21") || middle == QLatin1String("121"),
                             qPrintable(QStringLiteral("%1 -> %2: %3").arg(s).arg(d).arg(kinds)));
                QCOMPARE(kinds.front(), QLatin1Char('0'));
                QCOMPARE(kinds.back(), QLatin1Char('0'));
                shorter += int(path.size()) - 1 > t->distance(s, d) ? 1 : 0;
            }
        if (QLatin1String(spec) == QLatin1String("dragonfly:2,1,1"))
            QCOMPARE(shorter, 0);
    }
}

void TstDataCentreNetworks::badSpecsGiveOneSentence_data()
{
    QTest::addColumn<QString>("spec");
    QTest::addColumn<QString>("says");
    QTest::newRow("complete p=1") << "complete:1"
                                  << "the complete network 'complete:1' needs 2 to 1024 processors (at most 523776 "
                                     "links, one for every pair), not 1";
    QTest::newRow("complete p=1025") << "complete:1025"
                                     << "the complete network 'complete:1025' needs 2 to 1024 processors (at most "
                                        "523776 links, one for every pair), not 1025";
    QTest::newRow("switch p=1") << "switch:1" << "the switch 'switch:1' needs at least 2 processors, not 1";
    QTest::newRow("switch p=65536") << "switch:65536" << "'switch:65536' has more than 65536 vertices";
    QTest::newRow("fattree K=3") << "fattree:3"
                                 << "the fat tree 'fattree:3' needs an even K of at least 2 (K pods of K/2 edge and "
                                    "K/2 aggregation switches), not 3";
    QTest::newRow("fattree K=0") << "fattree:0"
                                 << "the fat tree 'fattree:0' needs an even K of at least 2 (K pods of K/2 edge and "
                                    "K/2 aggregation switches), not 0";
    QTest::newRow("fattree K=64") << "fattree:64" << "'fattree:64' has more than 65536 vertices";
    QTest::newRow("dragonfly 0,1,1") << "dragonfly:0,1,1"
                                     << "the dragonfly 'dragonfly:0,1,1' needs A, P and H of at least 1 (A routers a "
                                        "group, P processors a router, H global links a router)";
    QTest::newRow("dragonfly 4,2") << "dragonfly:4,2"
                                   << "topology 'dragonfly:4,2' needs three sizes A,P,H joined by commas, such as "
                                      "dragonfly:4,2,2";
    QTest::newRow("dragonfly 4,-2,2") << "dragonfly:4,-2,2"
                                      << "topology 'dragonfly:4,-2,2' needs three sizes A,P,H joined by commas, "
                                         "such as dragonfly:4,2,2";
    QTest::newRow("dragonfly 1,1,2000") << "dragonfly:1,1,2000"
                                        << "the dragonfly 'dragonfly:1,1,2000' would have 2003001 links, more than "
                                           "the 524288 accepted";
    QTest::newRow("dragonfly 64,64,64") << "dragonfly:64,64,64" << "'dragonfly:64,64,64' has more than 65536 vertices";
}

void TstDataCentreNetworks::badSpecsGiveOneSentence()
{
    QFETCH(QString, spec);
    QFETCH(QString, says);
    QString error;
    QVERIFY(!Topology::create(spec, &error));
    // The family's sentence, then what is accepted, in one sentence on one line.
    QVERIFY2(error.startsWith(says + QStringLiteral("; accepted: ")), qPrintable(error));
    QVERIFY(error.endsWith(QLatin1Char('.')));
    QVERIFY(!error.contains(QLatin1Char('\n')));
    QCOMPARE(error.count(QStringLiteral(". ")), 0);
}

void TstDataCentreNetworks::dragonflySpecIsWrittenWithCommas()
{
    // Sizes joined by 'x', as the setup panel joins every family's, read the same.
    for (const char *spec : {"dragonfly:4,2,2", "dragonfly:4x2x2", "DRAGONFLY:4X2X2", " dragonfly:4,2,2 "}) {
        const auto t = make(QString::fromLatin1(spec));
        QVERIFY2(t, spec);
        QCOMPARE(t->name(), QStringLiteral("dragonfly:4,2,2"));
        QCOMPARE(t->spec().sides, (std::vector<int>{4, 2, 2}));
        QCOMPARE(t->shape(), (std::vector<int>{4, 2, 2}));
    }
}

void TstDataCentreNetworks::traitsAdmitAnyNetworkOnly_data()
{
    QTest::addColumn<QString>("family");
    QTest::addColumn<bool>("switches");
    QTest::newRow("complete") << "complete" << false;
    QTest::newRow("switch") << "switch" << true;
    QTest::newRow("fattree") << "fattree" << true;
    QTest::newRow("dragonfly") << "dragonfly" << true;
}

void TstDataCentreNetworks::traitsAdmitAnyNetworkOnly()
{
    QFETCH(QString, family);
    QFETCH(bool, switches);
    const NetworkFamily *f = NetworkRegistry::instance().find(family);
    QVERIFY(f);
    QVERIFY(needs::anyNetwork().admits(f->traits()));
    for (const NetworkNeed &need : {needs::binaryCube(), needs::grid(), needs::torus(), needs::ring(),
                                     needs::openGrid(), needs::switchTree()})
        QVERIFY(!need.admits(f->traits()));
    QCOMPARE(f->traits().has(Trait::Switches), switches);
}

void TstDataCentreNetworks::hopsAreNamed()
{
    const auto sw = make(QStringLiteral("switch:4"));
    QVERIFY(sw);
    const auto up = sw->pathArcs(std::vector<int>{0, 4, 1});
    QCOMPARE(sw->family().hopName(sw->arc(up[0])), QStringLiteral("\u2191"));
    QCOMPARE(sw->family().hopName(sw->arc(up[1])), QStringLiteral("\u2193"));
    const auto fly = make(QStringLiteral("dragonfly:2,1,1"));
    QVERIFY(fly);
    QStringList names;
    // processor 0 (router 0 of group 0) to processor 3 (router 1 of group 1): group 0's link to
    // group 1 is on its router 1 and ends at group 1's router 0.
    for (int arc : fly->pathArcs(fly->route(0, 3)))
        names << fly->family().hopName(fly->arc(arc));
    QCOMPARE(names.join(QLatin1Char(' ')), QStringLiteral("\u2191 L G L \u2193"));
}

void TstDataCentreNetworks::sweepsRunOverSizes()
{
    // complete and switch p = 4..64, the fat tree K = 2..8 (p = 2..128); the dragonfly is not swept.
    const auto &registry = NetworkRegistry::instance();
    QCOMPARE(registry.find(QStringLiteral("complete"))->sweepNetworks().size(), 61);
    QCOMPARE(registry.find(QStringLiteral("switch"))->sweepNetworks().front(), QStringLiteral("switch:4"));
    QCOMPARE(registry.find(QStringLiteral("switch"))->sweepNetworks().back(), QStringLiteral("switch:64"));
    QCOMPARE(registry.find(QStringLiteral("fattree"))->sweepNetworks(),
             (QStringList{QStringLiteral("fattree:2"), QStringLiteral("fattree:4"), QStringLiteral("fattree:6"),
                          QStringLiteral("fattree:8")}));
    QVERIFY(registry.find(QStringLiteral("dragonfly"))->sweepNetworks().isEmpty());
    // collviz-cli list says how each routes; the fat tree's hash as documented.
    QVERIFY(registry.find(QStringLiteral("fattree"))->routeText().contains(QLatin1String("d mod (K/2)")));
    QVERIFY(registry.find(QStringLiteral("dragonfly"))->routeText().contains(QLatin1String("(g - 1 - k) mod G")));
    for (const char *family : {"complete", "switch", "fattree"})
        for (const QString &spec : registry.find(QString::fromLatin1(family))->sweepNetworks())
            QVERIFY2(make(spec), qPrintable(spec));
}

void TstDataCentreNetworks::simgridRoutesAreTheEnginesPaths_data()
{
    QTest::addColumn<QString>("topology");
    for (const char *s : {"complete:5", "switch:6", "fattree:4", "dragonfly:2,2,1"})
        QTest::newRow(s) << QString::fromLatin1(s);
}

void TstDataCentreNetworks::simgridRoutesAreTheEnginesPaths()
{
    // An all-to-all over the network's routes: every pair of processors, each a route of the
    // platform, link by link in its direction, between the sender's and the receiver's ports.
    QFETCH(QString, topology);
    RunRequest request;
    request.algorithm = QStringLiteral("alltoall-shift-routed");
    request.topology = topology;
    request.params.cost = CostParams{2, 1, 0.5, 0.25};
    const RunResult r = Engine::run(request);
    QVERIFY2(r.ok, qPrintable(r.error));
    QString error;
    const auto files = simgrid::make(r, &error);
    QVERIFY2(files, qPrintable(error));
    std::map<QString, QStringList> routes; // "pA pB" -> link ids
    QXmlStreamReader xml(files->platform);
    QString current;
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement)
            continue;
        const auto a = xml.attributes();
        if (xml.name() == QLatin1String("route"))
            current = a.value(QLatin1String("src")).toString() + QLatin1Char(' ')
                      + a.value(QLatin1String("dst")).toString();
        else if (xml.name() == QLatin1String("link_ctn"))
            routes[current] << a.value(QLatin1String("id")).toString() + QLatin1Char('/')
                                   + a.value(QLatin1String("direction")).toString();
    }
    QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
    const int p = r.topology->processorCount();
    QCOMPARE(int(routes.size()), p * (p - 1));
    for (int s = 0; s < p; ++s)
        for (int d = 0; d < p; ++d) {
            if (s == d)
                continue;
            const auto path = r.topology->route(s, d);
            QStringList expected{QStringLiteral("send-p%1/").arg(s)};
            for (std::size_t i = 0; i + 1 < path.size(); ++i) {
                const int arc = r.topology->arcBetween(path[i], path[i + 1]);
                expected << QStringLiteral("link-%1-%2/%3")
                                .arg(std::min(path[i], path[i + 1]))
                                .arg(std::max(path[i], path[i + 1]))
                                .arg(arc == 2 * r.topology->arc(arc).link ? QStringLiteral("UP")
                                                                          : QStringLiteral("DOWN"));
            }
            expected << QStringLiteral("recv-p%1/").arg(d);
            QCOMPARE(routes[QStringLiteral("p%1 p%2").arg(s).arg(d)], expected);
        }
}

void TstDataCentreNetworks::simgridReplaysTheTime_data()
{
    QTest::addColumn<QString>("algorithm");
    QTest::addColumn<QString>("topology");
    // Contention-free on these networks (the fat tree's hash gives each destination its own
    // core switch): SimGrid's flows take exactly CollViz's time.
    QTest::newRow("shift complete:5") << "alltoall-shift-routed" << "complete:5";
    QTest::newRow("shift switch:6") << "alltoall-shift-routed" << "switch:6";
    QTest::newRow("shift fattree:4") << "alltoall-shift-routed" << "fattree:4";
    QTest::newRow("binomial dragonfly:2,2,1") << "broadcast-binomial" << "dragonfly:2,2,1";
}

void TstDataCentreNetworks::simgridReplaysTheTime()
{
    QFETCH(QString, algorithm);
    QFETCH(QString, topology);
    const QString smpirun = QStandardPaths::findExecutable(QStringLiteral("smpirun"));
    if (smpirun.isEmpty())
        QSKIP("smpirun is not installed (Debian 12: apt-get install libsimgrid-dev), so SimGrid cannot replay");
    RunRequest request;
    request.algorithm = algorithm;
    request.topology = topology;
    request.params.cost = CostParams{2, 1, 1, 0.25};
    const RunResult r = Engine::run(request);
    QVERIFY2(r.ok, qPrintable(r.error));
    QTemporaryDir dir;
    QString error;
    QVERIFY2(simgrid::write(r, dir.path(), &error), qPrintable(error));
    QProcess replay;
    replay.setWorkingDirectory(dir.path());
    replay.setProcessChannelMode(QProcess::MergedChannels);
    replay.start(smpirun, simgrid::smpirunArguments(r.topology->processorCount()));
    QVERIFY(replay.waitForFinished(60000));
    const QString output = QString::fromLocal8Bit(replay.readAll());
    const auto time = simgrid::simulatedTime(output);
    QVERIFY2(time, qPrintable(output.right(2000)));
    QVERIFY2(std::abs(*time - r.timeline->totalTime()) <= 1e-6 * r.timeline->totalTime(),
             qPrintable(QStringLiteral("SimGrid %1, CollViz %2").arg(*time).arg(r.timeline->totalTime())));
}

QTEST_GUILESS_MAIN(TstDataCentreNetworks)
#include "tst_datacentrenetworks.moc"

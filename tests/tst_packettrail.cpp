// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// A packet's way through a schedule, read from its transfers: the hops that carry it and the
// route by which it reached a node. What the data matrix shows when the pointer rests on a
// cell; the views never work it out themselves.

#include "core/engine.h"
#include "core/packettrail.h"

#include "handmade.h"

#include <QtTest>

using namespace collviz;
using namespace collviz::core;
using collviz::tests::xfer;

namespace {

/// ring:4 by hand. Packet 0 (from 0 for 2) moves 0 -> 1 -> 2 in rounds 1 and 2; packet 1 is
/// broadcast data of node 3, copied 3 -> 0 and 3 -> 2 in round 1, then 0 -> 1 in round 2;
/// packet 2 (from 1) never moves. Round 2's first transfer goes 1 -> 2 through node 1's
/// switch-free path of two nodes.
Schedule handSchedule()
{
    Schedule s;
    for (const auto &[origin, dest] : std::vector<std::pair<int, int>>{{0, 2}, {3, -1}, {1, -1}}) {
        Packet p;
        p.origin = origin;
        p.dest = dest;
        s.packets.push_back(p);
    }
    Round first;
    first.transfers = TransferList{xfer({3, 2}, {1}), xfer({0, 1}, {0}), xfer({3, 0}, {1})};
    Round second;
    second.transfers = TransferList{xfer({1, 2}, {0}), xfer({0, 1}, {1})};
    s.rounds = {first, second};
    return s;
}

} // namespace

class TestPacketTrail : public QObject
{
    Q_OBJECT
private slots:
    void routeTo_data();
    void routeTo();
    void hopsListEveryCopy();
    void everyAlltoallPacketGoesFromOriginToDestination();
};

void TestPacketTrail::routeTo_data()
{
    QTest::addColumn<int>("packet");
    QTest::addColumn<int>("node");
    QTest::addColumn<QList<int>>("rounds");
    QTest::addColumn<QList<int>>("nodes");
    QTest::addRow("moved packet to its destination") << 0 << 2 << QList<int>{0, 1} << QList<int>{0, 1, 2};
    QTest::addRow("moved packet to the node between") << 0 << 1 << QList<int>{0} << QList<int>{0, 1};
    QTest::addRow("copy straight from its origin") << 1 << 2 << QList<int>{0} << QList<int>{3, 2};
    QTest::addRow("copy passed on") << 1 << 1 << QList<int>{0, 1} << QList<int>{3, 0, 1};
    QTest::addRow("held from the start") << 1 << 3 << QList<int>{} << QList<int>{};
    QTest::addRow("never moves") << 2 << 0 << QList<int>{} << QList<int>{};
    QTest::addRow("no such packet") << 7 << 0 << QList<int>{} << QList<int>{};
}

void TestPacketTrail::routeTo()
{
    QFETCH(int, packet);
    QFETCH(int, node);
    QFETCH(QList<int>, rounds);
    QFETCH(QList<int>, nodes);
    const Schedule s = handSchedule();
    const std::vector<PacketHop> route = packetRouteTo(s, packet, node);
    QList<int> gotRounds;
    for (const PacketHop &h : route)
        gotRounds << h.round;
    QCOMPARE(gotRounds, rounds);
    const std::vector<int> visited = routeNodes(route);
    QCOMPARE(QList<int>(visited.begin(), visited.end()), nodes);
}

void TestPacketTrail::hopsListEveryCopy()
{
    const Schedule s = handSchedule();
    const std::vector<PacketHop> hops = packetHops(s, 1);
    QCOMPARE(hops.size(), std::size_t(3));
    QCOMPARE(hops[0].round, 0);
    QCOMPARE(hops[0].transfer, 0);
    QCOMPARE(hops[1].transfer, 2);
    QCOMPARE(hops[2].round, 1);
    QCOMPARE(hops[2].transfer, 1);
    QCOMPARE(hops[2].path, (std::vector<int>{0, 1}));
    QVERIFY(packetHops(s, 2).empty());
}

void TestPacketTrail::everyAlltoallPacketGoesFromOriginToDestination()
{
    // Q5's standard exchange (seed 003 §4.5.2): every packet {i,j} goes from i to j, one
    // dimension a round, in as many hops as i and j differ in bits.
    RunRequest request;
    request.algorithm = QStringLiteral("alltoall-hypercube-sex");
    request.topology = QStringLiteral("hypercube:5");
    const RunResult result = Engine::run(request);
    QVERIFY2(result.ok, qPrintable(result.error));
    const Schedule &s = *result.schedule;
    for (const Packet &p : s.packets) {
        const std::vector<PacketHop> route = packetRouteTo(s, p.id, p.dest);
        const std::vector<int> nodes = routeNodes(route);
        QVERIFY(!nodes.empty());
        QCOMPARE(nodes.front(), p.origin);
        QCOMPARE(nodes.back(), p.dest);
        QCOMPARE(int(route.size()), __builtin_popcount(unsigned(p.origin ^ p.dest)));
        for (std::size_t k = 1; k < route.size(); ++k) {
            QVERIFY(route[k].round > route[k - 1].round);
            QCOMPARE(route[k].src, route[k - 1].dst);
        }
    }
}

QTEST_APPLESS_MAIN(TestPacketTrail)
#include "tst_packettrail.moc"

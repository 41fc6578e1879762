// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The circular q-shifts of seed 001 section 3.6 on rings, tori and hypercubes: every q on
// several sizes, the torus's compensating column shift of Fig. 3.6.1, the hypercube's
// store-and-forward schedule on the Gray-code array of Fig. 3.6.2 next to the text's
// 2 log p - 1, its one e-cube step under wormhole, and what that one step does on the Gray
// numbering.

#include "core/engine.h"
#include "core/report.h"
#include "core/simulator.h"

#include <QtTest>

#include <algorithm>

using namespace collviz::core;
using collviz::core::report::runText;
using collviz::core::report::scheduleJson;

namespace {

RunResult runShift(const QString &alg, const QString &topo, int q, const QString &model = {}, double m = 1)
{
    RunRequest req;
    req.algorithm = alg;
    req.topology = topo;
    req.modelSpec = model;
    req.params.cost.m = m;
    req.params.cost.ts = 1;
    req.params.cost.tw = 1;
    req.params.cost.th = 0;
    req.params.shift = q;
    req.shiftGiven = true;
    return Engine::run(req);
}

/// The messages of a round as "src->dst [packets]", sorted, as one reads them off a figure.
QStringList arrows(const Round &round)
{
    QStringList out;
    for (const Transfer &t : round.transfers) {
        QStringList ids;
        for (int id : t.packets)
            ids << QString::number(id);
        out << QStringLiteral("%1->%2 [%3]").arg(t.src).arg(t.dst).arg(ids.join(QLatin1Char(',')));
    }
    out.sort();
    return out;
}

int trailingZeros(int q) { return __builtin_ctz(unsigned(q)); }

int gray(int j) { return j ^ (j >> 1); }

/// The text's store-and-forward step count: two per power of two in q, one for 2^0.
int graySteps(int q) { return 2 * __builtin_popcount(unsigned(q)) - (q & 1); }

} // namespace

class TstShift : public QObject
{
    Q_OBJECT

private slots:
    void everyShift_data();
    void everyShift();
    void ringTakesTheShorterWay();
    void torusCompensatingShiftFig361();
    void torusShiftLeftAndUp();
    void torusWithoutCompensation();
    void hypercubeStepCounts_data();
    void hypercubeStepCounts();
    void grayArrayEveryShift_data();
    void grayArrayEveryShift();
    void grayOrderFig362();
    void fiveShiftFig362();
    void ecubeShiftIsCongestionFree();
    void ecubeOnGrayNumberingCongests();
};

void TstShift::everyShift_data()
{
    QTest::addColumn<QString>("algorithm");
    QTest::addColumn<QString>("topology");
    QTest::addColumn<QString>("model");
    QTest::addColumn<int>("q");
    QTest::addColumn<int>("rounds");
    for (int p : {2, 3, 5, 8, 9})
        for (int q = 1; q < p; ++q)
            QTest::addRow("shift-ring ring:%d q=%d", p, q)
                << "shift-ring" << QStringLiteral("ring:%1").arg(p) << QString() << q << std::min(q, p - q);
    const int tori[][2] = {{3, 3}, {4, 4}, {5, 5}, {6, 4}, {3, 5}};
    for (const auto &t : tori) {
        const int a = t[0];
        const int b = t[1];
        for (int q = 1; q < a * b; ++q) {
            const int r = q % a;
            const int c = q / a;
            QTest::addRow("shift-torus torus:%dx%d q=%d", a, b, q)
                << "shift-torus" << QStringLiteral("torus:%1x%2").arg(a).arg(b) << QString() << q
                << std::min(r, a - r) + (r > 0 ? 1 : 0) + std::min(c, b - c);
        }
    }
    for (int d = 1; d <= 5; ++d)
        for (int q = 1; q < (1 << d); ++q) {
            QTest::addRow("shift-hypercube hypercube:%d q=%d wh", d, q)
                << "shift-hypercube" << QStringLiteral("hypercube:%1").arg(d) << QString() << q << 1;
            QTest::addRow("shift-hypercube hypercube:%d q=%d sf", d, q)
                << "shift-hypercube" << QStringLiteral("hypercube:%1").arg(d) << QStringLiteral("sf") << q
                << graySteps(q);
        }
}

void TstShift::everyShift()
{
    QFETCH(QString, algorithm);
    QFETCH(QString, topology);
    QFETCH(QString, model);
    QFETCH(int, q);
    QFETCH(int, rounds);
    const RunResult r = runShift(algorithm, topology, q, model);
    QVERIFY2(r.ok, qPrintable(r.error));
    QVERIFY2(r.simulation.delivered, qPrintable(r.simulation.postconditionFailures.join(QStringLiteral("; "))));
    QVERIFY2(r.simulation.violationCount == 0,
             qPrintable(r.simulation.violations.empty() ? QString() : r.simulation.violations.front().message));
    QCOMPARE(int(r.schedule->rounds.size()), rounds);
    // Every step costs one neighbour message (or, on the cube under wormhole, one routed message).
    QCOMPARE(r.simulation.time, 2.0 * rounds);
    QCOMPARE(r.simulation.maxLinkLoad, 1);
    for (const Round &round : r.schedule->rounds)
        QVERIFY(!round.narration.isEmpty());
    if (!r.formulaDeviation) {
        QCOMPARE(*r.formulaRounds, rounds);
        QCOMPARE(r.formula->value, r.simulation.time);
    }
    QVERIFY(r.simulation.time >= r.lowerBound->value);
}

void TstShift::ringTakesTheShorterWay()
{
    // ring:8 q=6: two steps to the left rather than six to the right.
    const RunResult left = runShift(QStringLiteral("shift-ring"), QStringLiteral("ring:8"), 6);
    QVERIFY(left.simulation.verified);
    QCOMPARE(int(left.schedule->rounds.size()), 2);
    for (const Round &round : left.schedule->rounds)
        for (const Transfer &t : round.transfers)
            QCOMPARE(t.dst, (t.src + 7) % 8);
    // q = p/2: both ways are equally long; the schedule goes right.
    const RunResult half = runShift(QStringLiteral("shift-ring"), QStringLiteral("ring:8"), 4);
    QCOMPARE(int(half.schedule->rounds.size()), 4);
    for (const Transfer &t : half.schedule->rounds[0].transfers)
        QCOMPARE(t.dst, (t.src + 1) % 8);
}

void TstShift::torusCompensatingShiftFig361()
{
    // Fig. 3.6.1: the circular 5-shift on a 4 x 4 torus. r = 5 mod 4 = 1, c = floor(5/4) = 1.
    const RunResult r = runShift(QStringLiteral("shift-torus"), QStringLiteral("torus:4x4"), 5);
    QVERIFY2(r.ok, qPrintable(r.error));
    QVERIFY(r.simulation.verified);
    QCOMPARE(int(r.schedule->rounds.size()), 3);
    // Step 1: every row shifts by one; node 3 of each row uses the wraparound link.
    QCOMPARE(int(r.schedule->rounds[0].transfers.size()), 16);
    QVERIFY(arrows(r.schedule->rounds[0]).contains(QStringLiteral("3->0 [3]")));
    // Step 2, the compensating column shift: only the packets that wrapped around their row
    // (3, 7, 11, 15, now in column 0) move one row down.
    QCOMPARE(arrows(r.schedule->rounds[1]),
             QStringList({QStringLiteral("0->4 [3]"), QStringLiteral("12->0 [15]"), QStringLiteral("4->8 [7]"),
                          QStringLiteral("8->12 [11]")}));
    // The pseudo-code trace shows the same: only column 0 runs the compensating send.
    const PseudoCode code = r.algorithm->pseudoCode();
    const Round &comp = r.schedule->rounds[1];
    QCOMPARE(int(comp.traces.size()), 16);
    for (int v = 0; v < 16; ++v) {
        const NodeTrace &t = comp.traces[std::size_t(v)];
        if (v % 4 == 0)
            QVERIFY(code.lines[t.line].trimmed().startsWith(QLatin1String("send msg to the node below;")));
        else
            QCOMPARE(t.line, -1);
    }
    // Step 3: every column shifts by one.
    QCOMPARE(int(r.schedule->rounds[2].transfers.size()), 16);
    for (const Transfer &t : r.schedule->rounds[2].transfers)
        QCOMPARE(t.dst, (t.src + 4) % 16);
    // After the compensating step every packet is exactly c = 1 row above its destination.
    const Replay replay(r.schedule.get());
    const BufferState mid = replay.stateAfter(2);
    for (int k = 0; k < 16; ++k) {
        const int dest = (k + 5) % 16;
        QVERIFY(mid.holds((dest + 12) % 16, k));
    }
    QCOMPARE(r.simulation.time, 6.0);
}

void TstShift::torusShiftLeftAndUp()
{
    // torus:5x5 q=18: r = 3 (two steps left is shorter), c = 3 (two steps up is shorter).
    const RunResult r = runShift(QStringLiteral("shift-torus"), QStringLiteral("torus:5x5"), 18);
    QVERIFY(r.simulation.verified);
    QCOMPARE(int(r.schedule->rounds.size()), 2 + 1 + 2);
    for (int k : {0, 1})
        for (const Transfer &t : r.schedule->rounds[std::size_t(k)].transfers)
            QCOMPARE(t.dst, t.src - t.src % 5 + (t.src % 5 + 4) % 5);
    // The compensating step moves the packets now in columns 0-2 (the three that wrapped per row) down.
    QCOMPARE(int(r.schedule->rounds[2].transfers.size()), 15);
    for (const Transfer &t : r.schedule->rounds[2].transfers) {
        QVERIFY(t.src % 5 < 3);
        QCOMPARE(t.dst, (t.src + 5) % 25);
    }
    for (int k : {3, 4})
        for (const Transfer &t : r.schedule->rounds[std::size_t(k)].transfers)
            QCOMPARE(t.dst, (t.src + 20) % 25);
}

void TstShift::torusWithoutCompensation()
{
    // q a multiple of a: nothing wraps around a row, so there is no compensating step.
    const RunResult r = runShift(QStringLiteral("shift-torus"), QStringLiteral("torus:4x4"), 8);
    QVERIFY(r.simulation.verified);
    QCOMPARE(int(r.schedule->rounds.size()), 2);
    for (const Round &round : r.schedule->rounds)
        QCOMPARE(int(round.transfers.size()), 16);
}

void TstShift::hypercubeStepCounts_data()
{
    QTest::addColumn<int>("q");
    QTest::addColumn<int>("sfSteps");
    QTest::addColumn<int>("farthest");
    // hypercube:3 under store-and-forward, the text's Gray-code schedule: two steps per power
    // of two in q, one for 2^0. Its bound 2 log p - 1 = 5 is reached only for q = 7.
    // farthest: the most links between array positions q apart (positions 1 and 4 sit on
    // nodes 1 and 6, three links apart), which bounds any schedule from below.
    QTest::newRow("hypercube d=3 q=1") << 1 << 1 << 1;
    QTest::newRow("hypercube d=3 q=2") << 2 << 2 << 2;
    QTest::newRow("hypercube d=3 q=3") << 3 << 3 << 3;
    QTest::newRow("hypercube d=3 q=4") << 4 << 2 << 2;
    QTest::newRow("hypercube d=3 q=5") << 5 << 3 << 3;
    QTest::newRow("hypercube d=3 q=6") << 6 << 4 << 2;
    QTest::newRow("hypercube d=3 q=7") << 7 << 5 << 1;
}

void TstShift::hypercubeStepCounts()
{
    QFETCH(int, q);
    QFETCH(int, sfSteps);
    QFETCH(int, farthest);
    const RunResult sf = runShift(QStringLiteral("shift-hypercube"), QStringLiteral("hypercube:3"), q,
                                  QStringLiteral("sf"));
    QVERIFY2(sf.ok, qPrintable(sf.error));
    QVERIFY(sf.whatIf);
    QVERIFY(sf.simulation.verified);
    QCOMPARE(int(sf.schedule->rounds.size()), sfSteps);
    QCOMPARE(sf.simulation.time, 2.0 * sfSteps);
    // The text's store-and-forward figure is an upper bound; the deviation says by how much.
    QCOMPARE(*sf.formulaRounds, 5);
    QCOMPARE(sf.formula->value, 10.0);
    if (sfSteps == 5) {
        QVERIFY(!sf.formulaDeviation);
    } else {
        QVERIFY(sf.formulaDeviation);
        QVERIFY2(sf.formulaDeviation->toString().contains(QStringLiteral("= %1 steps").arg(sfSteps)),
                 qPrintable(sf.formulaDeviation->toString()));
    }
    // Under store-and-forward no schedule beats one message along the longest route between
    // Gray-array positions q apart.
    QCOMPARE(sf.lowerBound->value, 1.0 + farthest);

    const RunResult wh = runShift(QStringLiteral("shift-hypercube"), QStringLiteral("hypercube:3"), q);
    QVERIFY(!wh.whatIf);
    QVERIFY(wh.simulation.verified);
    QVERIFY(wh.problem->orderIsIdentity());
    QCOMPARE(int(wh.schedule->rounds.size()), 1);
    QCOMPARE(wh.simulation.time, 2.0);
    QVERIFY(!wh.formulaDeviation);
    for (const Transfer &t : wh.schedule->rounds[0].transfers)
        QCOMPARE(t.dst, (t.src + q) % 8);
}

void TstShift::grayArrayEveryShift_data()
{
    QTest::addColumn<int>("d");
    QTest::addColumn<int>("q");
    for (int d = 2; d <= 5; ++d)
        for (int q = 1; q < (1 << d); ++q)
            QTest::addRow("hypercube d=%d q=%d sf", d, q) << d << q;
}

void TstShift::grayArrayEveryShift()
{
    QFETCH(int, d);
    QFETCH(int, q);
    const int p = 1 << d;
    const RunResult r = runShift(QStringLiteral("shift-hypercube"), QStringLiteral("hypercube:%1").arg(d), q,
                                 QStringLiteral("sf"));
    QVERIFY2(r.ok, qPrintable(r.error));
    QVERIFY2(r.simulation.verified, qPrintable(r.simulation.postconditionFailures.join(QStringLiteral("; "))));
    const int rounds = int(r.schedule->rounds.size());
    QVERIFY(rounds <= 2 * d - 1);
    QCOMPARE(rounds, graySteps(q));
    QCOMPARE(r.simulation.maxLinkLoad, 1);
    QCOMPARE(*r.formulaRounds, 2 * d - 1);
    QCOMPARE(bool(r.formulaDeviation), rounds != 2 * d - 1);
    // The packet of the node at array position j ends at the node at position j + q.
    for (int j = 0; j < p; ++j)
        QCOMPARE(r.schedule->packets[std::size_t(gray(j))].dest, gray((j + q) % p));
    // Every step is a permutation of one-link messages: each node sends one and receives one.
    const PseudoCode code = r.algorithm->pseudoCode();
    for (const Round &round : r.schedule->rounds) {
        QCOMPARE(int(round.transfers.size()), p);
        std::vector<int> sends(static_cast<std::size_t>(p)), receives(static_cast<std::size_t>(p));
        for (const Transfer &t : round.transfers) {
            QCOMPARE(__builtin_popcount(unsigned(t.src ^ t.dst)), 1);
            ++sends[std::size_t(t.src)];
            ++receives[std::size_t(t.dst)];
        }
        QCOMPARE(*std::max_element(sends.begin(), sends.end()), 1);
        QCOMPARE(*std::min_element(receives.begin(), receives.end()), 1);
        QVERIFY(round.narration.toString().contains(QLatin1String("Gray-code array")));
        // Every sender's trace points at a send line of the store-and-forward branch.
        QCOMPARE(int(round.traces.size()), p);
        for (const NodeTrace &t : round.traces) {
            QVERIFY(t.line >= 5 && t.line <= 7);
            QVERIFY(code.lines[t.line].contains(QLatin1String("send msg")));
        }
    }
}

void TstShift::grayOrderFig362()
{
    // Fig. 3.6.2: the linear array 0..7 on the 8-node cube by the reflected Gray code.
    const std::vector<int> fig{0, 1, 3, 2, 6, 7, 5, 4};
    const RunResult sf = runShift(QStringLiteral("shift-hypercube"), QStringLiteral("hypercube:3"), 1,
                                  QStringLiteral("sf"));
    QVERIFY(sf.ok);
    QCOMPARE(sf.problem->order(), fig);
    QVERIFY(!sf.problem->orderIsIdentity());
    // The 1-shift along the array: every node sends to the next array position.
    QCOMPARE(arrows(sf.schedule->rounds[0]),
             QStringList({QStringLiteral("0->1 [0]"), QStringLiteral("1->3 [1]"), QStringLiteral("2->6 [2]"),
                          QStringLiteral("3->2 [3]"), QStringLiteral("4->0 [4]"), QStringLiteral("5->4 [5]"),
                          QStringLiteral("6->7 [6]"), QStringLiteral("7->5 [7]")}));
    // A replayer finds the order in the JSON; it is left out when it is the identity.
    const QJsonArray order = scheduleJson(sf).value(QStringLiteral("params")).toObject().value(QStringLiteral("order")).toArray();
    QCOMPARE(order.size(), 8);
    for (int j = 0; j < 8; ++j)
        QCOMPARE(order.at(j).toInt(), fig[std::size_t(j)]);
    QVERIFY(runText(sf).contains(QLatin1String("order=0,1,3,2,6,7,5,4")));

    const RunResult wh = runShift(QStringLiteral("shift-hypercube"), QStringLiteral("hypercube:3"), 1);
    QVERIFY(wh.problem->orderIsIdentity());
    QVERIFY(!scheduleJson(wh).value(QStringLiteral("params")).toObject().contains(QStringLiteral("order")));
    // The other shifts keep the identity order under store-and-forward.
    const RunResult ring = runShift(QStringLiteral("shift-ring"), QStringLiteral("ring:8"), 3);
    QVERIFY(ring.problem->orderIsIdentity());
}

void TstShift::fiveShiftFig362()
{
    // The text's example, 5 = 2^0 + 2^2, on 8 nodes: a 1-shift (one step), then a 4-shift in
    // two hops, first across dimension 1 for everyone, then the remaining link.
    const RunResult r = runShift(QStringLiteral("shift-hypercube"), QStringLiteral("hypercube:3"), 5,
                                 QStringLiteral("sf"));
    QVERIFY(r.simulation.verified);
    QCOMPARE(int(r.schedule->rounds.size()), 3);
    const auto &rounds = r.schedule->rounds;
    QVERIFY2(rounds[0].narration.toString().startsWith(QLatin1String("Round 1 of 3")), qPrintable(rounds[0].narration.toString()));
    QVERIFY(rounds[0].narration.toString().contains(QLatin1String("shift by 1 along the array")));
    QVERIFY(rounds[1].narration.toString().startsWith(QLatin1String("Round 2 of 3")));
    QVERIFY2(rounds[1].narration.toString().contains(QLatin1String("shift by 4 along the array: first hop of two")),
             qPrintable(rounds[1].narration.toString()));
    QVERIFY(rounds[1].narration.toString().contains(QLatin1String("q = 5 = 1 + 4")));
    QVERIFY(rounds[2].narration.toString().contains(QLatin1String("shift by 4 along the array: second hop of two")));
    for (const Transfer &t : rounds[1].transfers)
        QCOMPARE(t.src ^ t.dst, 2);
    // After the 1-shift the packet of position j sits at position j + 1.
    const Replay replay(r.schedule.get());
    const BufferState afterOne = replay.stateAfter(1);
    for (int j = 0; j < 8; ++j)
        QVERIFY(afterOne.holds(gray((j + 1) % 8), gray(j)));
    // Final: node 0 (position 0) has sent to position 5 = node 7; node 7 (position 5) to
    // position 2 = node 3.
    QCOMPARE(r.schedule->packets[0].dest, 7);
    QCOMPARE(r.schedule->packets[7].dest, 3);
    QCOMPARE(r.simulation.time, 6.0);
}

void TstShift::ecubeShiftIsCongestionFree()
{
    // The text's claim for e-cube routing: one step of t_s + t_w m for every q. The engine
    // checks that no channel carries two messages, for every q on cubes of up to 128 nodes.
    for (int d = 1; d <= 7; ++d)
        for (int q = 1; q < (1 << d); ++q) {
            const RunResult r = runShift(QStringLiteral("shift-hypercube"), QStringLiteral("hypercube:%1").arg(d), q,
                                         {}, 8);
            QVERIFY2(r.simulation.verified, qPrintable(QStringLiteral("d=%1 q=%2").arg(d).arg(q)));
            QVERIFY2(r.simulation.maxLinkLoad == 1, qPrintable(QStringLiteral("d=%1 q=%2").arg(d).arg(q)));
            QCOMPARE(r.simulation.time, 1 + 8.0);
            // The longest route has log p - v hops (v = trailing zero bits of q).
            std::size_t longest = 0;
            for (const Transfer &t : r.schedule->rounds[0].transfers)
                longest = std::max(longest, t.path.size() - 1);
            QCOMPARE(int(longest), d - trailingZeros(q));
        }
}

void TstShift::ecubeOnGrayNumberingCongests()
{
    // The experiment behind the description: the one-step e-cube shift, wormhole, but with
    // the processors numbered along the Gray-code array instead of by cube label. Some q put
    // two routes on one channel; these are the shifts the engine finds.
    const QList<QList<int>> congested{{}, {}, {}, {3, 5}, {3, 5, 6, 7, 9, 10, 11, 13}};
    for (int d = 2; d <= 4; ++d) {
        const int p = 1 << d;
        QString error;
        const TopologyPtr topo = Topology::create(QStringLiteral("hypercube:%1").arg(d), &error);
        QVERIFY2(topo, qPrintable(error));
        std::vector<int> order(static_cast<std::size_t>(p));
        for (int j = 0; j < p; ++j)
            order[std::size_t(j)] = gray(j);
        CostParams cost;
        cost.m = 8;
        cost.ts = 1;
        cost.tw = 1;
        cost.th = 0;
        QList<int> found;
        for (int q = 1; q < p; ++q) {
            const Problem problem(Operation::Shift, topo, 0, q, 1, order);
            Schedule s = problem.emptySchedule();
            s.rounds.resize(1);
            for (const Packet &pk : s.packets) {
                TransferData t;
                t.src = pk.origin;
                t.dst = pk.dest;
                t.path = topo->route(pk.origin, pk.dest);
                t.packets = {pk.id};
                s.rounds[0].transfers.push_back(t);
            }
            const SimulationResult sim = Simulator::run(problem, s, CommModel{}, cost);
            QVERIFY(sim.delivered);
            if (sim.maxLinkLoad > 1) {
                found << q;
                QCOMPARE(sim.maxLinkLoad, 2);
                QCOMPARE(sim.time, 2 * (1 + 8.0)); // the two messages serialise on the shared channel
            } else {
                QCOMPARE(sim.time, 1 + 8.0);
            }
        }
        QCOMPARE(found, congested[d]);
    }
}

QTEST_GUILESS_MAIN(TstShift)
#include "tst_shift.moc"

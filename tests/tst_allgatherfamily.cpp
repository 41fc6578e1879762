// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The all-to-all broadcast and reduction family of seed 001 (sections 3.2 and 3.3) against the
// book's figures: what every node holds after each step, how large the messages grow, and the
// prefix sums of Fig. 3.3.2 as a lecturer computes them by hand.

#include "core/engine.h"

#include <QtTest>

#include <algorithm>

using namespace collviz::core;

namespace {

RunResult runOne(const QString &alg, const QString &topo, const QString &model = {}, double m = 1, double ts = 1,
                 double tw = 1)
{
    RunRequest req;
    req.algorithm = alg;
    req.topology = topo;
    req.modelSpec = model;
    req.params.cost.m = m;
    req.params.cost.ts = ts;
    req.params.cost.tw = tw;
    req.params.cost.th = 0;
    return Engine::run(req);
}

/// The value of a partial sum when processor i contributed numbers[i].
int valueOf(const Schedule &s, int packet, const std::vector<int> &numbers)
{
    int sum = 0;
    for (int i : s.contributors[std::size_t(packet)].members())
        sum += numbers[std::size_t(i)];
    return sum;
}

/// The packets a node holds, as a sorted list (allgather packet i is node i's message).
QList<int> heldBy(const BufferState &state, int node)
{
    const auto &h = state.held[std::size_t(node)];
    return QList<int>(h.begin(), h.end());
}

QList<int> rangeList(int first, int last)
{
    QList<int> out;
    for (int i = first; i <= last; ++i)
        out << i;
    return out;
}

QString traceVar(const NodeTrace &t, const char *name)
{
    for (const auto &[k, v] : t.vars)
        if (k == QLatin1String(name))
            return v;
    return {};
}

} // namespace

class TstAllgatherFamily : public QObject
{
    Q_OBJECT

private slots:
    void prefixSumsFig332();
    void prefixSumTraceFollowsThePseudoCode();
    void meshRowPhaseFig325_data();
    void meshRowPhaseFig325();
    void meshWithoutWraparoundUnderStoreAndForward();
    void hypercubeMessageDoubling();
    void reduceScatterRingPartialSums();
    void reduceScatterHypercubeMessagesHalve();
    void allreduceMessageStaysOneSum();
};

void TstAllgatherFamily::prefixSumsFig332()
{
    // Section 3.3's numbers <3,1,4,0,2> on nodes 0-4, continued with 5, 7, 1 on nodes 5-7 (any
    // three numbers would do; these keep all sums below 24 so a slip shows).
    const std::vector<int> n{3, 1, 4, 0, 2, 5, 7, 1};
    // Fig. 3.3.2 by hand: [result] and (msg) of every node after each step. Step i pairs nodes
    // across dimension i; msg becomes the sum over the pair's subcube, result takes the
    // partner's msg only where the partner's label is smaller.
    const int result[4][8] = {
        {3, 1, 4, 0, 2, 5, 7, 1},      // initially result = msg = my number
        {3, 4, 4, 4, 2, 7, 7, 8},      // step 0: odd nodes add their left neighbour's number
        {3, 4, 8, 8, 2, 7, 14, 15},    // step 1: nodes 2, 3, 6, 7 add their partner's pair sum
        {3, 4, 8, 8, 10, 15, 22, 23},  // step 2: nodes 4-7 add the sum of nodes 0-3 (8)
    };
    const int msg[4][8] = {
        {3, 1, 4, 0, 2, 5, 7, 1},
        {4, 4, 4, 4, 7, 7, 8, 8},
        {8, 8, 8, 8, 15, 15, 15, 15},
        {23, 23, 23, 23, 23, 23, 23, 23},
    };

    const RunResult r = runOne(QStringLiteral("prefix-sum-hypercube"), QStringLiteral("hypercube:3"));
    QVERIFY2(r.ok, qPrintable(r.error));
    QVERIFY(r.simulation.verified);
    QCOMPARE(int(r.schedule->rounds.size()), 3);
    const Replay replay(r.schedule.get());
    for (int step = 0; step <= 3; ++step) {
        const BufferState state = replay.stateAfter(step);
        for (int v = 0; v < 8; ++v) {
            const auto &held = state.held[std::size_t(v)];
            // A node holds its two buffers and nothing else (one shared value before step 0).
            QCOMPARE(int(held.size()), step == 0 ? 1 : 2);
            // result sums a prefix of msg's contributors, so it is the one with fewer of them.
            int res = held.front();
            int mes = held.back();
            if (r.schedule->contributors[std::size_t(res)].count() > r.schedule->contributors[std::size_t(mes)].count())
                std::swap(res, mes);
            QVERIFY2(valueOf(*r.schedule, res, n) == result[step][v],
                     qPrintable(QStringLiteral("step %1 node %2: result %3, by hand %4")
                                    .arg(step).arg(v).arg(valueOf(*r.schedule, res, n)).arg(result[step][v])));
            QVERIFY2(valueOf(*r.schedule, mes, n) == msg[step][v],
                     qPrintable(QStringLiteral("step %1 node %2: msg %3, by hand %4")
                                    .arg(step).arg(v).arg(valueOf(*r.schedule, mes, n)).arg(msg[step][v])));
        }
    }
    // The text's own example: <3,1,4,0,2> has prefix sums <3,4,8,8,10>.
    const int textPrefix[5] = {3, 4, 8, 8, 10};
    for (int v = 0; v < 5; ++v)
        QCOMPARE(result[3][v], textPrefix[v]);
}

void TstAllgatherFamily::prefixSumTraceFollowsThePseudoCode()
{
    const RunResult r = runOne(QStringLiteral("prefix-sum-hypercube"), QStringLiteral("hypercube:3"));
    QVERIFY(r.ok);
    const PseudoCode code = r.algorithm->pseudoCode();
    for (int i = 0; i < 3; ++i) {
        const Round &round = r.schedule->rounds[std::size_t(i)];
        QCOMPARE(int(round.traces.size()), 8);
        for (int v = 0; v < 8; ++v) {
            const NodeTrace &t = round.traces[std::size_t(v)];
            const int partner = v ^ (1 << i);
            QCOMPARE(traceVar(t, "i"), QString::number(i));
            QCOMPARE(traceVar(t, "partner").toInt(nullptr, 2), partner);
            // Only a node whose partner is smaller executes the line that adds to result.
            const bool addsToResult = code.lines[t.line].contains(QLatin1String("result := result + number"));
            QCOMPARE(addsToResult, partner < v);
        }
    }
    // Node 5 after step 2 (dimension 1, partner 7 > 5): result still covers nodes 4-5.
    QCOMPARE(traceVar(r.schedule->rounds[1].traces[5], "result"), QStringLiteral("Σ n[4-5]"));
    QCOMPARE(traceVar(r.schedule->rounds[2].traces[7], "result"), QStringLiteral("Σ n[0-7]"));
}

void TstAllgatherFamily::meshRowPhaseFig325_data()
{
    QTest::addColumn<QString>("topology");
    QTest::newRow("mesh:3x3") << "mesh:3x3";
    QTest::newRow("torus:3x3") << "torus:3x3";
    QTest::newRow("mesh:4x3") << "mesh:4x3";
    QTest::newRow("torus:6x4") << "torus:6x4";
    QTest::newRow("mesh:2x5") << "mesh:2x5";
}

void TstAllgatherFamily::meshRowPhaseFig325()
{
    QFETCH(QString, topology);
    const RunResult r = runOne(QStringLiteral("allgather-mesh"), topology);
    QVERIFY2(r.ok, qPrintable(r.error));
    QVERIFY(r.simulation.verified);
    const int a = r.topology->shape()[0];
    const int b = r.topology->shape()[1];
    const int p = a * b;
    QCOMPARE(int(r.schedule->rounds.size()), a - 1 + b - 1);
    const Replay replay(r.schedule.get());
    // After the first row step every node holds its own message and its left neighbour's.
    const BufferState first = replay.stateAfter(1);
    for (int v = 0; v < p; ++v) {
        QList<int> expected{v, v - v % a + (v % a + a - 1) % a};
        std::sort(expected.begin(), expected.end());
        QCOMPARE(heldBy(first, v), expected);
    }
    // Fig. 3.2.5: after the row phase every node holds exactly the messages of its row.
    const BufferState rows = replay.stateAfter(a - 1);
    for (int v = 0; v < p; ++v)
        QCOMPARE(heldBy(rows, v), rangeList(v - v % a, v - v % a + a - 1));
    // The column phase moves consolidated messages of a m words, one per node and step.
    for (int k = a - 1; k < a - 1 + b - 1; ++k)
        for (const Transfer &t : r.schedule->rounds[std::size_t(k)].transfers)
            QCOMPARE(int(t.packets.size()), a);
    const BufferState end = replay.stateAfter(a - 1 + b - 1);
    for (int v = 0; v < p; ++v)
        QCOMPARE(heldBy(end, v), rangeList(0, p - 1));
    // No channel carries two messages in a step, wraparound or not, so the time is the text's.
    QCOMPARE(r.simulation.maxLinkLoad, 1);
    QCOMPARE(r.simulation.time, double(a + b - 2 + p - 1));
}

void TstAllgatherFamily::meshWithoutWraparoundUnderStoreAndForward()
{
    // mesh:3x3: the wrap message of each row and column travels 2 hops back along the line.
    const RunResult wh = runOne(QStringLiteral("allgather-mesh"), QStringLiteral("mesh:3x3"));
    QVERIFY(wh.ok);
    QVERIFY(!wh.whatIf);
    QCOMPARE(wh.simulation.time, 12.0); // 2 t_s (3 - 1) + t_w m (9 - 1)
    bool sawWrap = false;
    for (const Transfer &t : wh.schedule->rounds[0].transfers)
        if (t.src % 3 == 2) {
            QCOMPARE(t.dst, t.src - 2);
            QCOMPARE(int(t.path.size()), 3);
            sawWrap = true;
        }
    QVERIFY(sawWrap);
    // Store-and-forward pays t_w m on both hops: row steps 1 + 2, column steps 1 + 2*3.
    const RunResult sf = runOne(QStringLiteral("allgather-mesh"), QStringLiteral("mesh:3x3"), QStringLiteral("sf"));
    QVERIFY(sf.ok);
    QVERIFY(sf.whatIf);
    QVERIFY(sf.simulation.verified);
    QCOMPARE(sf.simulation.time, 3 + 3 + 7 + 7.0);
    // On the torus the same schedule is single-hop, so store-and-forward changes nothing.
    const RunResult torus = runOne(QStringLiteral("allgather-mesh"), QStringLiteral("torus:3x3"), QStringLiteral("sf"));
    QCOMPARE(torus.simulation.time, 12.0);
}

void TstAllgatherFamily::hypercubeMessageDoubling()
{
    const double m = 2, ts = 3, tw = 0.5;
    const RunResult r = runOne(QStringLiteral("allgather-hypercube"), QStringLiteral("hypercube:4"), {}, m, ts, tw);
    QVERIFY2(r.ok, qPrintable(r.error));
    QVERIFY(r.simulation.verified);
    QCOMPARE(int(r.schedule->rounds.size()), 4);
    const Replay replay(r.schedule.get());
    for (int i = 0; i < 4; ++i) {
        const Round &round = r.schedule->rounds[std::size_t(i)];
        QCOMPARE(int(round.transfers.size()), 16);
        for (const Transfer &t : round.transfers) {
            QCOMPARE(t.dst, t.src ^ (1 << i));
            QCOMPARE(int(t.packets.size()), 1 << i); // m, 2m, 4m, 8m words
        }
        QCOMPARE(r.simulation.rounds[std::size_t(i)].time, ts + tw * m * (1 << i));
        // After step i every node holds the 2^(i+1) messages of its subcube.
        const BufferState state = replay.stateAfter(i + 1);
        for (int v = 0; v < 16; ++v) {
            const int first = v & ~((2 << i) - 1);
            QCOMPARE(heldBy(state, v), rangeList(first, first + (2 << i) - 1));
        }
    }
    QCOMPARE(r.simulation.time, ts * 4 + tw * m * 15);
    QCOMPARE(r.lowerBound->value, r.simulation.time); // optimal for one port
}

void TstAllgatherFamily::reduceScatterRingPartialSums()
{
    const int p = 6;
    const RunResult r = runOne(QStringLiteral("reduce-scatter-ring"), QStringLiteral("ring:6"));
    QVERIFY2(r.ok, qPrintable(r.error));
    QVERIFY(r.simulation.verified);
    QCOMPARE(int(r.schedule->rounds.size()), p - 1);
    for (int i = 1; i < p; ++i) {
        for (const Transfer &t : r.schedule->rounds[std::size_t(i - 1)].transfers) {
            // Node k sends left the sum for item k + i over its own and the i - 1 nodes to its right.
            const int k = t.src;
            QCOMPARE(t.dst, (k + p - 1) % p);
            QCOMPARE(int(t.packets.size()), 1);
            const Packet &pk = r.schedule->packets[std::size_t(t.packets.front())];
            QCOMPARE(pk.item, (k + i) % p);
            QList<int> expected;
            for (int j = 0; j < i; ++j)
                expected << (k + j) % p;
            std::sort(expected.begin(), expected.end());
            const auto members = r.schedule->contributors[std::size_t(pk.id)].members();
            QCOMPARE(QList<int>(members.begin(), members.end()), expected);
        }
    }
    QCOMPARE(r.simulation.time, 2.0 * (p - 1));
}

void TstAllgatherFamily::reduceScatterHypercubeMessagesHalve()
{
    const RunResult r = runOne(QStringLiteral("reduce-scatter-hypercube"), QStringLiteral("hypercube:3"));
    QVERIFY2(r.ok, qPrintable(r.error));
    QVERIFY(r.simulation.verified);
    const int sizes[3] = {4, 2, 1};
    const int dims[3] = {2, 1, 0};
    for (int k = 0; k < 3; ++k)
        for (const Transfer &t : r.schedule->rounds[std::size_t(k)].transfers) {
            QCOMPARE(t.dst, t.src ^ (1 << dims[k]));
            QCOMPARE(int(t.packets.size()), sizes[k]);
            // Every sum sent is for an item in the receiver's half, none for the sender's.
            for (int id : t.packets) {
                const int item = r.schedule->packets[std::size_t(id)].item;
                QCOMPARE(item >> dims[k], t.dst >> dims[k]);
            }
        }
    QCOMPARE(r.simulation.time, 3 + 7.0); // t_s log p + t_w m (p - 1)
}

void TstAllgatherFamily::allreduceMessageStaysOneSum()
{
    const RunResult r = runOne(QStringLiteral("allreduce-hypercube"), QStringLiteral("hypercube:4"), {}, 4, 1, 1);
    QVERIFY2(r.ok, qPrintable(r.error));
    QVERIFY(r.simulation.verified);
    const Replay replay(r.schedule.get());
    for (int i = 0; i < 4; ++i) {
        for (const Transfer &t : r.schedule->rounds[std::size_t(i)].transfers)
            QCOMPARE(int(t.packets.size()), 1);
        QCOMPARE(r.simulation.rounds[std::size_t(i)].time, 1 + 4.0);
        const BufferState state = replay.stateAfter(i + 1);
        for (int v = 0; v < 16; ++v) {
            QCOMPARE(int(state.held[std::size_t(v)].size()), 1);
            const int first = v & ~((2 << i) - 1);
            const auto members = r.schedule->contributors[std::size_t(state.held[std::size_t(v)].front())].members();
            QCOMPARE(QList<int>(members.begin(), members.end()), rangeList(first, first + (2 << i) - 1));
        }
    }
    QCOMPARE(r.simulation.time, 20.0); // (t_s + t_w m) log p
}

QTEST_GUILESS_MAIN(TstAllgatherFamily)
#include "tst_allgatherfamily.moc"

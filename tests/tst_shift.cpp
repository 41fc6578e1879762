// The circular q-shifts of seed 001 section 3.6 on rings, tori and hypercubes: every q on
// several sizes, the torus's compensating column shift of Fig. 3.6.1, and how many steps the
// hypercube shift really takes next to the text's 2 log p - 1 and its one e-cube step.

#include "core/engine.h"

#include <QtTest>

#include <algorithm>

using namespace collviz::core;

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
    void ecubeShiftIsCongestionFree();
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
                << d - trailingZeros(q);
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
    // hypercube:3. sfSteps: e-cube routes one dimension per step, from the lowest set bit of q
    // up to dimension 2. (The text's Gray-code schedule, two steps per power of two in q and
    // one for 2^0, would take 1, 2, 3, 2, 3, 4, 5 steps; its bound 2 log p - 1 = 5 is reached
    // only for q = 7.)
    QTest::newRow("hypercube d=3 q=1") << 1 << 3;
    QTest::newRow("hypercube d=3 q=2") << 2 << 2;
    QTest::newRow("hypercube d=3 q=3") << 3 << 3;
    QTest::newRow("hypercube d=3 q=4") << 4 << 1;
    QTest::newRow("hypercube d=3 q=5") << 5 << 3;
    QTest::newRow("hypercube d=3 q=6") << 6 << 2;
    QTest::newRow("hypercube d=3 q=7") << 7 << 3;
}

void TstShift::hypercubeStepCounts()
{
    QFETCH(int, q);
    QFETCH(int, sfSteps);
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
    QVERIFY(sf.formulaDeviation);
    QVERIFY2(sf.formulaDeviation->contains(QStringLiteral("= %1 steps").arg(sfSteps)), qPrintable(*sf.formulaDeviation));
    // Under store-and-forward no schedule beats one message along the longest route.
    QCOMPARE(sf.lowerBound->value, 1.0 + sfSteps);
    // Each step crosses one dimension, and every node sends and receives at most one packet.
    for (const Round &round : sf.schedule->rounds) {
        const int dim = __builtin_ctz(unsigned(round.transfers.front().src ^ round.transfers.front().dst));
        for (const Transfer &t : round.transfers)
            QCOMPARE(t.src ^ t.dst, 1 << dim);
    }

    const RunResult wh = runShift(QStringLiteral("shift-hypercube"), QStringLiteral("hypercube:3"), q);
    QVERIFY(!wh.whatIf);
    QVERIFY(wh.simulation.verified);
    QCOMPARE(int(wh.schedule->rounds.size()), 1);
    QCOMPARE(wh.simulation.time, 2.0);
    QVERIFY(!wh.formulaDeviation);
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

QTEST_GUILESS_MAIN(TstShift)
#include "tst_shift.moc"

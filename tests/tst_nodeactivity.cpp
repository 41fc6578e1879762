// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// How many messages are at each node at once (the time-space diagram's lanes), read from the
// timeline: at any moment the counts over all nodes are what the frame of that moment says is
// moving and waiting, and each node's steps are the ends of its strokes, in time order.

#include "core/engine.h"
#include "core/frame.h"
#include "core/nodeactivity.h"

#include <QtTest>

using namespace collviz;
using namespace collviz::core;

namespace {

RunResult runOf(const QString &algorithm, const QString &topology, const QString &model)
{
    RunRequest request;
    request.algorithm = algorithm;
    request.topology = topology;
    request.modelSpec = model;
    RunResult result = Engine::run(request);
    if (!result.ok)
        qFatal("%s", qPrintable(result.error));
    return result;
}

} // namespace

class TstNodeActivity : public QObject
{
    Q_OBJECT
private slots:
    void countsAreTheFrames_data();
    void countsAreTheFrames();
    void stepsAreOrderedAndEndIdle();
    void cartesianAllToAllOverlapsAtNodes();
    void roundsLimitWhatIsCounted();
};

void TstNodeActivity::countsAreTheFrames_data()
{
    QTest::addColumn<QString>("algorithm");
    QTest::addColumn<QString>("topology");
    QTest::addColumn<QString>("model");
    QTest::newRow("ring:8 near-first wormhole") << "broadcast-ring-near-first" << "ring:8" << "";
    QTest::newRow("ring:8 near-first store-and-forward") << "broadcast-ring-near-first" << "ring:8" << "sf";
    QTest::newRow("Q3 standard exchange sf noncombining") << "alltoall-hypercube-sex" << "hypercube:3" << "sf,noncombining";
    QTest::newRow("torus:4x4 cartesian sf noncombining") << "alltoall-cartesian" << "torus:4x4" << "sf,noncombining";
    QTest::newRow("torus:5x5 tadt") << "allgather-tadt" << "torus:5x5" << "";
}

void TstNodeActivity::countsAreTheFrames()
{
    QFETCH(QString, algorithm);
    QFETCH(QString, topology);
    QFETCH(QString, model);
    const RunResult result = runOf(algorithm, topology, model);
    const Timeline &timeline = *result.timeline;
    const NodeActivity activity = NodeActivity::of(result);
    QCOMPARE(activity.nodeCount(), result.topology->nodeCount());
    const bool sf = timeline.storeAndForward();
    for (int r = 0; r < timeline.roundCount(); ++r) {
        for (const double share : {0.1234, 0.4321, 0.7777}) {
            const double t = share * timeline.roundTime(r);
            const Frame frame = Frame::at(result, r, t);
            // Moving: on a channel (under store-and-forward also in its start-up at the sender);
            // waiting: for its start, or resting between two hops.
            int leaving = 0;
            int arriving = 0;
            int waiting = 0;
            for (const FrameMessage &m : frame.messages) {
                if (m.phase == FramePhase::Waiting) {
                    ++waiting;
                } else if (m.phase == FramePhase::Travelling) {
                    const bool onChannel = !sf || !m.resting;
                    const bool startingUp = sf && m.resting && m.head == 0.0;
                    leaving += onChannel || startingUp ? 1 : 0;
                    arriving += onChannel ? 1 : 0;
                    waiting += sf && m.resting && !startingUp ? 1 : 0;
                }
            }
            NodeActivity::Step sum;
            for (int v = 0; v < activity.nodeCount(); ++v) {
                const NodeActivity::Step s = activity.at(v, timeline.roundStart(r) + t);
                sum.leaving += s.leaving;
                sum.arriving += s.arriving;
                sum.waiting += s.waiting;
            }
            const QByteArray where = QStringLiteral("round %1 at %2").arg(r + 1).arg(share).toLatin1();
            QVERIFY2(sum.leaving == leaving, (where + " leaving " + QByteArray::number(sum.leaving)).constData());
            QVERIFY2(sum.arriving == arriving, (where + " arriving " + QByteArray::number(sum.arriving)).constData());
            QVERIFY2(sum.waiting == waiting, (where + " waiting " + QByteArray::number(sum.waiting)).constData());
        }
    }
}

void TstNodeActivity::stepsAreOrderedAndEndIdle()
{
    const RunResult result = runOf(QStringLiteral("alltoall-cartesian"), QStringLiteral("torus:4x4"),
                                   QStringLiteral("sf,noncombining"));
    const NodeActivity activity = NodeActivity::of(result);
    for (int v = 0; v < activity.nodeCount(); ++v) {
        const NodeActivity::Steps steps = activity.steps(v);
        QVERIFY(!steps.empty());
        for (std::size_t i = 1; i < steps.size(); ++i)
            QVERIFY(steps[i].time > steps[i - 1].time);
        const NodeActivity::Step &last = steps[steps.size() - 1];
        QCOMPARE(last.moving() + last.waiting, 0);
        QVERIFY(last.time <= result.timeline->totalTime());
        // Before the first step nothing is at the node.
        QCOMPARE(activity.at(v, steps[0].time - 1.0).moving(), 0);
    }
}

void TstNodeActivity::cartesianAllToAllOverlapsAtNodes()
{
    // Every packet its own message on torus:4x4: with one port a node sends one and receives
    // one at a time while up to 11 packets queue at it (the wall of zigzags the lanes replace);
    // with all ports several leave and arrive at once.
    const RunResult onePort = runOf(QStringLiteral("alltoall-cartesian"), QStringLiteral("torus:4x4"),
                                    QStringLiteral("sf,noncombining"));
    const NodeActivity activity = NodeActivity::of(onePort);
    QCOMPARE(activity.peakMoving(), 2);
    QCOMPARE(activity.peakWaiting(), 11);
    const RunResult allPorts = runOf(QStringLiteral("alltoall-cartesian"), QStringLiteral("torus:4x4"),
                                     QStringLiteral("sf,noncombining,ports=all"));
    QVERIFY2(NodeActivity::of(allPorts).peakMoving() > 2, QByteArray::number(NodeActivity::of(allPorts).peakMoving()).constData());
}

void TstNodeActivity::roundsLimitWhatIsCounted()
{
    const RunResult result = runOf(QStringLiteral("broadcast-ring-near-first"), QStringLiteral("ring:8"), QString());
    const NodeActivity first = NodeActivity::of(result, 1);
    const double end = result.timeline->roundStart(0) + result.timeline->roundTime(0);
    for (int v = 0; v < first.nodeCount(); ++v)
        for (const NodeActivity::Step &s : first.steps(v))
            QVERIFY(s.time <= end);
    QVERIFY(NodeActivity::of(RunResult{}).nodeCount() == 0);
}

QTEST_APPLESS_MAIN(TstNodeActivity)
#include "tst_nodeactivity.moc"

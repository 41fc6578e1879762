// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The time-space diagram draws the engine's timeline: every message from its sender at its
// start to its receiver at its finish, waiting drawn where it waits, round boundaries at the
// rounds' starts, a cursor at the current time; a click on a message moves the session there.
// Where messages would be drawn on top of each other it shows the nodes' lanes, until zooming
// in draws them apart again.

#include "views/compare/comparepanel.h"
#include "views/mainwindow.h"
#include "views/panels/tadtpanel.h"
#include "views/panels/timespacepanel.h"
#include "views/player.h"
#include "views/session.h"
#include "views/timespace/timespaceview.h"
#include "guihelpers.h"

#include "core/engine.h"
#include "core/timeline.h"

#include <QDockWidget>
#include <QMenu>
#include <QSignalSpy>
#include <QtTest>

#include <algorithm>
#include <cmath>

using namespace collviz;

using collviz::tests::shoot;

namespace {

std::shared_ptr<const core::RunResult> run(const QString &algorithm, const QString &topology, const QString &model = {})
{
    core::RunRequest request;
    request.algorithm = algorithm;
    request.topology = topology;
    request.modelSpec = model;
    auto result = std::make_shared<core::RunResult>(core::Engine::run(request));
    if (!result->ok)
        qFatal("%s", qPrintable(result->error));
    return result;
}

/// Writes the widget to $COLLVIZ_SHOT_DIR/name.png when that is set (screenshots to look at).
using Stroke = views::TimeSpaceData::Stroke;
using Kind = views::TimeSpaceData::Kind;

/// The message's strokes of the given kinds, in order.
std::vector<Stroke> strokesOf(const views::TimeSpaceView &view, int shape, std::initializer_list<Kind> kinds)
{
    const auto &m = view.messageShape(shape);
    std::vector<Stroke> found;
    for (int k = 0; k < m.strokeCount; ++k) {
        const Stroke &s = view.data()->strokes[m.firstStroke + std::size_t(k)];
        if (std::find(kinds.begin(), kinds.end(), s.kind) != kinds.end())
            found.push_back(s);
    }
    return found;
}
std::vector<Stroke> travel(const views::TimeSpaceView &view, int shape)
{
    return strokesOf(view, shape, {Kind::StartUp, Kind::Travel});
}
std::vector<Stroke> waiting(const views::TimeSpaceView &view, int shape)
{
    return strokesOf(view, shape, {Kind::WaitBefore, Kind::WaitBetween});
}
/// Where the view draws a stroke's ends.
QPointF startOf(const views::TimeSpaceView &view, const Stroke &s) { return {view.xForTime(s.fromTime), view.yForNode(s.fromRow)}; }
QPointF endOf(const views::TimeSpaceView &view, const Stroke &s) { return {view.xForTime(s.toTime), view.yForNode(s.toRow)}; }

} // namespace

class TstTimeSpace : public QObject
{
    Q_OBJECT
private slots:
    void messagesAreTheTimeline_data();
    void messagesAreTheTimeline();
    void queuedMessagesAreVisiblyLater();
    void cursorFollowsRoundAndProgress();
    void zoomChangesTheTimeAxis();
    void clickingAMessageMovesTheSession();
    void panelsLiveInTheWindow();
    void crowdedMessagesBecomeLanes();
    void zoomingInBringsMessagesBack_data();
    void zoomingInBringsMessagesBack();
    void lanesAreTheEnginesActivity();
    void combinesAreDrawnOnTheirNodes();
};

void TstTimeSpace::messagesAreTheTimeline_data()
{
    QTest::addColumn<QString>("algorithm");
    QTest::addColumn<QString>("topology");
    QTest::addColumn<QString>("model");
    QTest::newRow("ring:8 near-first wormhole") << "broadcast-ring-near-first" << "ring:8" << "";
    QTest::newRow("ring:8 near-first store-and-forward") << "broadcast-ring-near-first" << "ring:8" << "sf";
    QTest::newRow("Q3 standard exchange sf noncombining") << "alltoall-hypercube-sex" << "hypercube:3" << "sf,noncombining";
    QTest::newRow("torus:5x5 tadt") << "allgather-tadt" << "torus:5x5" << "";
}

void TstTimeSpace::messagesAreTheTimeline()
{
    QFETCH(QString, algorithm);
    QFETCH(QString, topology);
    QFETCH(QString, model);
    const auto result = run(algorithm, topology, model);
    const core::Timeline &timeline = *result->timeline;
    views::TimeSpaceView view;
    view.resize(900, 400);
    view.setResult(result);

    QCOMPARE(view.roundsDrawn(), timeline.roundCount());
    QCOMPARE(view.messageShapeCount(), int(timeline.messageCount()));
    QCOMPARE(view.roundMarkerCount(), timeline.roundCount() + 1);
    for (int r = 0; r < timeline.roundCount(); ++r) {
        QCOMPARE(view.roundMarkerX(r), view.xForTime(timeline.roundStart(r)));
        const double t0 = timeline.roundStart(r);
        const core::Timeline::Range messages = timeline.messages(r);
        for (std::size_t i = 0; i < messages.size(); ++i) {
            const core::Timeline::Message &m = messages[i];
            const int index = view.shapeOf(r, int(i));
            QVERIFY(index >= 0);
            const auto &shape = view.messageShape(index);
            const core::Transfer &transfer = result->schedule->rounds[std::size_t(r)].transfers[std::size_t(m.transfer)];
            QCOMPARE(shape.src, transfer.src);
            QCOMPARE(shape.dst, transfer.dst);
            // The line runs from the sender's row at its start to the receiver's row at its finish.
            const std::vector<Stroke> moving = travel(view, index);
            QVERIFY(!moving.empty());
            QCOMPARE(moving.front().fromTime, t0 + m.start);
            QCOMPARE(moving.front().fromRow, transfer.src);
            QCOMPARE(moving.back().toTime, t0 + m.finish);
            QCOMPARE(moving.back().toRow, transfer.dst);
            if (timeline.storeAndForward()) {
                // Each hop its own line, from its node at enter to the next at leave.
                for (int h = 0; h < m.hopCount; ++h) {
                    const auto hop = timeline.hop(m, h);
                    const bool found = std::any_of(moving.begin(), moving.end(), [&](const Stroke &s) {
                        return s.kind == Kind::Travel && s.fromTime == t0 + hop.first && s.toTime == t0 + hop.second
                               && s.fromRow == transfer.path[std::size_t(h)] && s.toRow == transfer.path[std::size_t(h) + 1];
                    });
                    QVERIFY2(found, qPrintable(QStringLiteral("round %1 message %2 hop %3").arg(r).arg(i).arg(h)));
                }
            }
            // Waiting is drawn exactly where the message waits.
            QCOMPARE(waiting(view, index).empty(), m.start <= 0 && (!timeline.storeAndForward() || [&]() {
                for (int h = 1; h < m.hopCount; ++h)
                    if (timeline.hop(m, h).first > timeline.hop(m, h - 1).second)
                        return false;
                return true;
            }()));
        }
    }
    shoot(view, QStringLiteral("timespace-%1").arg(QString::fromLatin1(QTest::currentDataTag()).replace(QLatin1Char(' '), QLatin1Char('-'))));
}

void TstTimeSpace::queuedMessagesAreVisiblyLater()
{
    // Seed 001 section 3.1.1: sending to the nearest nodes first makes the later messages share
    // links; the engine queues them, and the diagram shows them starting after their round.
    const auto result = run(QStringLiteral("broadcast-ring-near-first"), QStringLiteral("ring:8"));
    const core::Timeline &timeline = *result->timeline;
    views::TimeSpaceView view;
    view.resize(1000, 360);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.setResult(result);
    int queued = 0;
    int onTime = 0;
    QVERIFY(!view.lanesShown());
    for (int i = 0; i < view.messageShapeCount(); ++i) {
        const auto &shape = view.messageShape(i);
        const double roundStart = timeline.roundStart(shape.round);
        const double drawnStartX = startOf(view, travel(view, i).front()).x();
        if (shape.start > roundStart) {
            ++queued;
            QVERIFY2(drawnStartX - view.roundMarkerX(shape.round) >= 10,
                     qPrintable(QStringLiteral("queued message drawn only %1 px late")
                                    .arg(drawnStartX - view.roundMarkerX(shape.round))));
            // Its wait is drawn on the sender's row from the round's start.
            const std::vector<Stroke> waits = waiting(view, i);
            QVERIFY(!waits.empty());
            QCOMPARE(startOf(view, waits.front()), QPointF(view.roundMarkerX(shape.round), view.yForNode(shape.src)));
            QCOMPARE(endOf(view, waits.front()).x(), drawnStartX);
        } else {
            ++onTime;
            QCOMPARE(drawnStartX, view.roundMarkerX(shape.round));
            QVERIFY(waiting(view, i).empty());
        }
    }
    QVERIFY2(queued >= 2, "near-first broadcast on ring:8 should make messages queue");
    QVERIFY(onTime >= 1);
    // The shared links are loaded: the queued messages are coloured by a load above 1.
    bool heavy = false;
    for (int i = 0; i < view.messageShapeCount(); ++i)
        heavy = heavy || view.messageShape(i).load >= 2;
    QVERIFY(heavy);
    shoot(view, QStringLiteral("timespace-ring8-near-first"));
}

void TstTimeSpace::cursorFollowsRoundAndProgress()
{
    const auto result = run(QStringLiteral("broadcast-ring-near-first"), QStringLiteral("ring:8"));
    const core::Timeline &timeline = *result->timeline;
    views::TimeSpaceView view;
    view.resize(800, 300);
    view.setResult(result);
    view.setCurrentTime(0, 0.3);
    QCOMPARE(view.currentTime(), 0.0);
    view.setCurrentTime(2, 0.5);
    QCOMPARE(view.currentTime(), timeline.roundStart(1) + 0.5 * timeline.roundTime(1));
    QCOMPARE(view.cursorX(), view.xForTime(view.currentTime()));
    view.setCurrentTime(timeline.roundCount(), 1.0);
    QCOMPARE(view.currentTime(), timeline.totalTime());
}

void TstTimeSpace::zoomChangesTheTimeAxis()
{
    const auto result = run(QStringLiteral("broadcast-ring-near-first"), QStringLiteral("ring:8"));
    views::TimeSpaceView view;
    view.resize(800, 300);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.setResult(result);
    const double fitted = view.pixelsPerTime();
    // Fitted: the whole run is in the view.
    const double endPx = view.xForTime(result->timeline->totalTime());
    QVERIFY(endPx <= view.width());
    QVERIFY(endPx >= view.width() / 2);
    QVERIFY(view.xForTime(0.0) >= 0);
    QTest::keyClick(&view, Qt::Key_Plus);
    QVERIFY(std::abs(view.pixelsPerTime() - fitted * 1.25) < 1e-9 * fitted);
    QTest::keyClick(&view, Qt::Key_Minus);
    QTest::keyClick(&view, Qt::Key_Minus);
    QVERIFY(view.pixelsPerTime() < fitted);
    QTest::keyClick(&view, Qt::Key_0);
    QCOMPARE(view.pixelsPerTime(), fitted);
}

void TstTimeSpace::clickingAMessageMovesTheSession()
{
    views::Session session;
    views::Player player(&session);
    views::TimeSpacePanel panel(&session, &player);
    panel.resize(1000, 420);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    core::RunRequest request;
    request.algorithm = QStringLiteral("broadcast-ring-near-first");
    request.topology = QStringLiteral("ring:8");
    QSignalSpy done(&session, &views::Session::resultChanged);
    session.setRequest(request);
    QVERIFY(done.wait(20000));
    QVERIFY(session.result());
    views::TimeSpaceView *view = panel.view();
    const core::Timeline &timeline = *session.result()->timeline;

    // The cursor follows the Player.
    player.seek(2, 0.25);
    QCOMPARE(session.round(), 2);
    QCOMPARE(view->currentTime(), timeline.roundStart(1) + 0.25 * timeline.roundTime(1));

    // Click the middle of the last round's last message: the session goes to that round, at
    // the clicked time.
    const int last = view->messageShapeCount() - 1;
    const auto &shape = view->messageShape(last);
    const std::vector<Stroke> moving = travel(*view, last);
    const QPoint at = ((startOf(*view, moving.front()) + endOf(*view, moving.back())) / 2).toPoint();
    QTest::mouseClick(view, Qt::LeftButton, Qt::NoModifier, at);
    QCOMPARE(session.round(), shape.round + 1);
    const double t = view->currentTime();
    QVERIFY2(t >= shape.start - 1e-9 && t <= shape.finish + 1e-9,
             qPrintable(QStringLiteral("%1 not in [%2, %3]").arg(t).arg(shape.start).arg(shape.finish)));
    QVERIFY(std::abs(t - (shape.start + shape.finish) / 2) < 0.05 * (shape.finish - shape.start) + 1e-9);
    QVERIFY(!player.isPlaying());
    // ... and that message's transfer is highlighted for the other views.
    QCOMPARE(session.highlightedRound(), shape.round + 1);
    QCOMPARE(session.highlightedTransfers(), QVector<int>{shape.transfer});
    shoot(panel, QStringLiteral("timespace-panel-ring8"));
}

void TstTimeSpace::panelsLiveInTheWindow()
{
    views::MainWindowOptions options;
    options.useSettings = false;
    options.initialSize = QSize(1440, 900);
    core::RunRequest request;
    request.algorithm = QStringLiteral("broadcast-ring-near-first");
    request.topology = QStringLiteral("ring:8");
    options.request = request;
    views::MainWindow window(options);
    QSignalSpy done(window.session(), &views::Session::resultChanged);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(done.count() > 0 || done.wait(20000));
    // One entry each in the panel list: a dock, a View-menu action, the window's clock.
    QDockWidget *timeSpace = window.panelDock(QStringLiteral("timeSpaceDock"));
    QVERIFY(timeSpace);
    QVERIFY(window.panelDock(QStringLiteral("compareDock")));
    QVERIFY(window.panelDock(QStringLiteral("tadtDock")));
    QVERIFY(window.findChild<views::ComparePanel *>());
    QVERIFY(window.findChild<views::TadtPanel *>());
    auto *panel = window.findChild<views::TimeSpacePanel *>();
    QVERIFY(panel);
    QVERIFY(window.viewMenu()->actions().contains(timeSpace->toggleViewAction()));
    timeSpace->raise();
    window.resizeDocks({timeSpace}, {330}, Qt::Vertical);
    window.player()->seek(3, 0.5);
    const core::Timeline &timeline = *window.session()->result()->timeline;
    QCOMPARE(panel->view()->currentTime(), timeline.roundStart(2) + 0.5 * timeline.roundTime(2));
    QTest::qWait(50);
    shoot(window, QStringLiteral("window-ring8-timespace"));
}

void TstTimeSpace::crowdedMessagesBecomeLanes()
{
    // All-to-all on torus:4x4, every packet its own message, store-and-forward: 768 messages in
    // 96 units of time, drawn as single lines they are a wall of zigzags.
    const auto result = run(QStringLiteral("alltoall-cartesian"), QStringLiteral("torus:4x4"), QStringLiteral("sf,noncombining"));
    views::TimeSpaceView view;
    view.resize(1000, 400);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.setResult(result);
    QVERIFY(view.lanesShown());
    const views::TimeSpaceRenderer renderer(*view.data(), view.state(), view.font(), Qt::black);
    QVERIFY2(renderer.freeSpacing(view.drawingRect()) < views::TimeSpaceRenderer::kSeparation,
             qPrintable(QString::number(renderer.freeSpacing(view.drawingRect()))));
    shoot(view, QStringLiteral("timespace-torus44-lanes"));
    // A ring broadcast at the same size stays single messages.
    view.setResult(run(QStringLiteral("broadcast-ring-near-first"), QStringLiteral("ring:8")));
    QVERIFY(!view.lanesShown());
    // Asked for, either is drawn whatever the crowd.
    view.setResult(result);
    views::TimeSpaceState state = view.state();
    state.detail = views::TimeSpaceState::Detail::Messages;
    view.setState(state);
    QVERIFY(!view.lanesShown());
    state.detail = views::TimeSpaceState::Detail::Lanes;
    view.setState(state);
    QVERIFY(view.lanesShown());
}

void TstTimeSpace::zoomingInBringsMessagesBack_data()
{
    QTest::addColumn<QString>("algorithm");
    QTest::addColumn<QString>("topology");
    QTest::addColumn<QString>("model");
    QTest::addColumn<QString>("axis");
    // Crowded in time: 768 messages in 96 units of time.
    QTest::newRow("torus:4x4 cartesian sf noncombining, time")
        << "alltoall-cartesian" << "torus:4x4" << "sf,noncombining" << "time";
    // Crowded in rows: 96 rows in 400 pixels.
    QTest::newRow("ring:96 near-first, nodes") << "broadcast-ring-near-first" << "ring:96" << "" << "nodes";
}

void TstTimeSpace::zoomingInBringsMessagesBack()
{
    QFETCH(QString, algorithm);
    QFETCH(QString, topology);
    QFETCH(QString, model);
    QFETCH(QString, axis);
    const auto result = run(algorithm, topology, model);
    views::TimeSpaceView view;
    view.resize(1000, 400);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.setResult(result);
    QVERIFY(view.lanesShown());
    // Step by step, as the wheel zooms: the messages come back once they are drawn apart,
    // and not before (one step back is lanes again).
    const QPointF middle = view.drawingRect().center();
    int steps = 0;
    while (view.lanesShown() && steps < 40) {
        if (axis == QLatin1String("time"))
            view.zoomTime(1.2, middle.x());
        else
            view.zoomRows(1.2, middle.y());
        ++steps;
    }
    QVERIFY2(!view.lanesShown(), qPrintable(QStringLiteral("still lanes after %1 steps").arg(steps)));
    QVERIFY(steps >= 2);
    const views::TimeSpaceRenderer renderer(*view.data(), view.state(), view.font(), Qt::black);
    QVERIFY(renderer.freeSpacing(view.drawingRect()) >= views::TimeSpaceRenderer::kSeparation);
    shoot(view, QStringLiteral("timespace-zoomed-%1").arg(axis));
    if (axis == QLatin1String("time"))
        view.zoomTime(1 / 1.2, middle.x());
    else
        view.zoomRows(1 / 1.2, middle.y());
    QVERIFY(view.lanesShown());
    // 0 fits the whole run again: lanes.
    QTest::keyClick(&view, Qt::Key_0);
    QVERIFY(view.lanesShown());
}

void TstTimeSpace::lanesAreTheEnginesActivity()
{
    // A lane's band is drawn where the engine says messages are at the node: the pixel at the
    // middle of a busy stretch of node 0's row is the band's colour, an idle one is white.
    const auto result = run(QStringLiteral("alltoall-cartesian"), QStringLiteral("torus:4x4"), QStringLiteral("sf,noncombining"));
    views::TimeSpaceView view;
    view.resize(1000, 400);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.setResult(result);
    QVERIFY(view.lanesShown());
    const QImage image = view.grab().toImage();
    const core::NodeActivity &activity = view.data()->activity;
    int checked = 0;
    const auto steps = activity.steps(5);
    for (std::size_t i = 0; i + 1 < steps.size(); ++i) {
        const double x0 = view.xForTime(steps[i].time);
        const double x1 = view.xForTime(steps[i + 1].time);
        if (x1 - x0 < 6 || steps[i].waiting > 0)
            continue; // too narrow to test a pixel of its own, or grey beneath
        const QPoint at(int((x0 + x1) / 2), int(std::lround(view.yForNode(5))));
        const QColor pixel = image.pixelColor(at);
        if (steps[i].moving() > 0)
            QCOMPARE(pixel, views::TimeSpaceRenderer::laneColor(steps[i].moving(), false));
        else
            QCOMPARE(pixel, QColor(0xEE, 0xEE, 0xEE)); // the row's guide line, nothing on it
        ++checked;
    }
    QVERIFY2(checked >= 3, qPrintable(QString::number(checked)));
}

void TstTimeSpace::combinesAreDrawnOnTheirNodes()
{
    // With t_c > 0 each combine is a bar on its node's row over the timeline's interval;
    // without it there is none.
    core::RunRequest request;
    request.algorithm = QStringLiteral("reduce-recursive-halving");
    request.topology = QStringLiteral("hypercube:3");
    request.params.cost.tc = 3;
    const auto result = std::make_shared<const core::RunResult>(core::Engine::run(request));
    QVERIFY(result->ok);
    views::TimeSpaceView view;
    view.resize(1000, 400);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.setResult(result);
    QVERIFY(!view.lanesShown());
    const auto &combines = view.data()->combines;
    QCOMPARE(int(combines.size()), 4 + 2 + 1); // the receivers of the three rounds
    const core::Timeline &timeline = *result->timeline;
    const core::Timeline::CombineTime first = timeline.combines(0)[0];
    QCOMPARE(combines.front().row, first.node);
    QCOMPARE(combines.front().from, timeline.roundStart(0) + first.start);
    QCOMPARE(combines.front().to - combines.front().from, 3.0); // (2 - 1) m t_c, m = 1
    const QImage image = view.grab().toImage();
    for (const views::TimeSpaceData::Combine &c : combines) {
        const QPoint at(int(std::lround(view.xForTime((c.from + c.to) / 2))), int(std::lround(view.yForNode(c.row))));
        QCOMPARE(image.pixelColor(at), QColor(0xD5, 0x5E, 0x00));
    }
    request.params.cost.tc = 0;
    view.setResult(std::make_shared<const core::RunResult>(core::Engine::run(request)));
    QVERIFY(view.data()->combines.empty());
}

QTEST_MAIN(TstTimeSpace)
#include "tst_timespace.moc"

// The time-space diagram draws the engine's timeline: every message from its sender at its
// start to its receiver at its finish, waiting drawn where it waits, round boundaries at the
// rounds' starts, a cursor at the current time; a click on a message moves the session there.

#include "views/compare/comparepanel.h"
#include "views/mainwindow.h"
#include "views/panels/tadtpanel.h"
#include "views/panels/timespacepanel.h"
#include "views/player.h"
#include "views/session.h"
#include "views/timespace/timespaceview.h"

#include "core/engine.h"
#include "core/timeline.h"

#include <QDockWidget>
#include <QMenu>
#include <QSignalSpy>
#include <QtTest>

#include <cmath>

using namespace collviz;

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
void shoot(QWidget &widget, const QString &name)
{
    const QString dir = qEnvironmentVariable("COLLVIZ_SHOT_DIR");
    if (!dir.isEmpty())
        widget.grab().save(dir + QLatin1Char('/') + name + QStringLiteral(".png"));
}

QPointF firstPoint(const QPainterPath &path) { return path.elementAt(0); }
QPointF lastPoint(const QPainterPath &path) { return path.elementAt(path.elementCount() - 1); }

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
            QCOMPARE(firstPoint(shape.travel), QPointF(view.xForTime(t0 + m.start), view.yForNode(transfer.src)));
            QCOMPARE(lastPoint(shape.travel), QPointF(view.xForTime(t0 + m.finish), view.yForNode(transfer.dst)));
            if (timeline.storeAndForward()) {
                // Each hop its own line, from its node at enter to the next at leave.
                for (int h = 0; h < m.hopCount; ++h) {
                    const auto hop = timeline.hop(m, h);
                    const QPointF enter(view.xForTime(t0 + hop.first), view.yForNode(transfer.path[std::size_t(h)]));
                    const QPointF leave(view.xForTime(t0 + hop.second), view.yForNode(transfer.path[std::size_t(h) + 1]));
                    bool found = false;
                    for (int e = 1; e < shape.travel.elementCount() && !found; ++e)
                        found = QPointF(shape.travel.elementAt(e - 1)) == enter && QPointF(shape.travel.elementAt(e)) == leave;
                    QVERIFY2(found, qPrintable(QStringLiteral("round %1 message %2 hop %3").arg(r).arg(i).arg(h)));
                }
            }
            // Waiting is drawn exactly where the message waits.
            QCOMPARE(shape.waiting.isEmpty(), m.start <= 0 && (!timeline.storeAndForward() || [&]() {
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
    for (int i = 0; i < view.messageShapeCount(); ++i) {
        const auto &shape = view.messageShape(i);
        const double roundStart = timeline.roundStart(shape.round);
        const double drawnStartX = firstPoint(shape.travel).x();
        const int drawnStartPx = view.mapFromScene(QPointF(drawnStartX, 0)).x();
        const int roundStartPx = view.mapFromScene(QPointF(view.roundMarkerX(shape.round), 0)).x();
        if (shape.start > roundStart) {
            ++queued;
            QVERIFY(drawnStartX > view.roundMarkerX(shape.round));
            QVERIFY2(drawnStartPx - roundStartPx >= 10,
                     qPrintable(QStringLiteral("queued message drawn only %1 px late").arg(drawnStartPx - roundStartPx)));
            // Its wait is drawn on the sender's row from the round's start.
            QCOMPARE(firstPoint(shape.waiting), QPointF(view.roundMarkerX(shape.round), view.yForNode(shape.src)));
            QCOMPARE(lastPoint(shape.waiting).x(), drawnStartX);
        } else {
            ++onTime;
            QCOMPARE(drawnStartX, view.roundMarkerX(shape.round));
            QVERIFY(shape.waiting.isEmpty());
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
    const int endPx = view.mapFromScene(QPointF(view.xForTime(result->timeline->totalTime()), 0)).x();
    QVERIFY(endPx <= view.viewport()->width());
    QVERIFY(endPx >= view.viewport()->width() / 2);
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
    const QPointF mid = (firstPoint(shape.travel) + lastPoint(shape.travel)) / 2;
    const QPoint at = view->mapFromScene(mid);
    QTest::mouseClick(view->viewport(), Qt::LeftButton, Qt::NoModifier, at);
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

QTEST_MAIN(TstTimeSpace)
#include "tst_timespace.moc"

// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Compare mode: the session's run and a second run (another algorithm, or the same under a
// what-if model) side by side on one clock, each with its own rounds, times and contention.

#include "views/compare/comparepanel.h"
#include "views/compare/racebar.h"
#include "views/mainwindow.h"
#include "views/network/networkview.h"
#include "views/player.h"
#include "views/session.h"

#include "core/timeline.h"
#include "guihelpers.h"

#include <QDockWidget>
#include <QLabel>
#include <QSignalSpy>
#include <QtTest>

#include <cmath>

using namespace collviz;

using collviz::tests::shoot;

namespace {

bool near(double a, double b) { return std::abs(a - b) <= 1e-9 * std::max(1.0, std::abs(b)); }

} // namespace

class TstCompare : public QObject
{
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void whatIfSideBySideOnOneClock();
    void twoAlgorithms();
    void swapMakesBTheSessionsRun();
    void drawingsGetTheRoom_data();
    void drawingsGetTheRoom();
    void drawingsGetTheRoomInTheWindow();

private:
    bool start(const QString &algorithm, const QString &topology);
    bool waitForSecond();

    views::Session *mSession = nullptr;
    views::Player *mPlayer = nullptr;
    views::ComparePanel *mPanel = nullptr;
};

void TstCompare::init()
{
    mSession = new views::Session;
    mPlayer = new views::Player(mSession);
    mPanel = new views::ComparePanel(mSession, mPlayer);
    mPanel->resize(1200, 620);
    mPanel->show();
    QVERIFY(QTest::qWaitForWindowExposed(mPanel));
}

void TstCompare::cleanup()
{
    delete mPanel;
    delete mPlayer;
    delete mSession;
}

bool TstCompare::start(const QString &algorithm, const QString &topology)
{
    core::RunRequest request;
    request.algorithm = algorithm;
    request.topology = topology;
    QSignalSpy done(mSession, &views::Session::resultChanged);
    mSession->setRequest(request);
    return done.wait(30000) && mSession->result() && mSession->result()->ok;
}

bool TstCompare::waitForSecond()
{
    if (!mPanel->isSecondRunning() && mPanel->secondResult())
        return true;
    QSignalSpy done(mPanel, &views::ComparePanel::secondResultChanged);
    return done.wait(30000) && mPanel->secondResult();
}

void TstCompare::whatIfSideBySideOnOneClock()
{
    QVERIFY(start(QStringLiteral("alltoall-hypercube-sex"), QStringLiteral("hypercube:3")));
    QSignalSpy done(mPanel, &views::ComparePanel::secondResultChanged);
    mPanel->setSecond(QStringLiteral("alltoall-hypercube-sex"), QStringLiteral("sf,noncombining"));
    QVERIFY(done.wait(30000));
    const auto a = mSession->result();
    const auto b = mPanel->secondResult();
    QVERIFY(b);
    QVERIFY(!a->whatIf);
    QVERIFY(b->whatIf);
    QCOMPARE(b->timeline->roundCount(), a->timeline->roundCount());
    // Seed 000's point: split into one message per packet, each round costs more start-ups.
    QVERIFY(b->timeline->totalTime() > a->timeline->totalTime());

    // One clock: round 1 at progress 0.5 is one engine time T for both sides.
    mPlayer->seek(1, 0.5);
    const double tA = a->timeline->roundTime(0);
    const double tB = b->timeline->roundTime(0);
    QVERIFY(tB > tA);
    QVERIFY(near(mPanel->commonTime(), 0.5 * tB));
    QCOMPARE(mPanel->firstView()->round(), 1);
    QCOMPARE(mPanel->secondView()->round(), 1);
    QVERIFY(near(mPanel->secondView()->frame().time, 0.5 * tB));
    QVERIFY(near(mPanel->firstView()->frame().time, std::min(tA, 0.5 * tB)));
    QCOMPARE(mPanel->firstView()->frame().roundTime, tA);
    QCOMPARE(mPanel->secondView()->frame().roundTime, tB);
    // The race: both runs on one time scale, each filled to where the one clock has taken it.
    const views::RaceBar *race = mPanel->raceBar();
    QCOMPARE(race->first().total, a->timeline->totalTime());
    QCOMPARE(race->second().total, b->timeline->totalTime());
    QVERIFY(near(race->first().reached, a->timeline->roundStart(0) + std::min(tA, 0.5 * tB)));
    QVERIFY(near(race->second().reached, b->timeline->roundStart(0) + 0.5 * tB));
    // Each side says where it is, in one line under its drawing.
    QVERIFY2(mPanel->secondStatus()->text().contains(QStringLiteral("round 1 of %1").arg(b->timeline->roundCount())),
             qPrintable(mPanel->secondStatus()->text()));
    // Each side says its own times.
    QVERIFY2(mPanel->firstSummary().contains(QStringLiteral("run time %1").arg(a->timeline->totalTime(), 0, 'g', 6)),
             qPrintable(mPanel->firstSummary()));
    QVERIFY2(mPanel->secondSummary().contains(QStringLiteral("run time %1").arg(b->timeline->totalTime(), 0, 'g', 6)),
             qPrintable(mPanel->secondSummary()));
    shoot(*mPanel, QStringLiteral("compare-q3-sex-whatif"));

    // The clock moves both: later in the round, and the next round.
    mPlayer->seek(2, 1.0);
    QCOMPARE(mPanel->firstView()->round(), 2);
    QCOMPARE(mPanel->secondView()->round(), 2);
    QVERIFY(near(mPanel->firstView()->frame().time, a->timeline->roundTime(1)));
    QVERIFY(near(mPanel->secondView()->frame().time, b->timeline->roundTime(1)));
}

void TstCompare::twoAlgorithms()
{
    QVERIFY(start(QStringLiteral("broadcast-ring-near-first"), QStringLiteral("ring:8")));
    QSignalSpy done(mPanel, &views::ComparePanel::secondResultChanged);
    mPanel->setSecond(QStringLiteral("broadcast-recursive-doubling"), QString());
    QVERIFY(done.wait(30000));
    const auto a = mSession->result();
    const auto b = mPanel->secondResult();
    QVERIFY(b);
    QCOMPARE(b->algorithm->id(), QStringLiteral("broadcast-recursive-doubling"));
    QCOMPARE(a->timeline->roundCount(), b->timeline->roundCount());
    mPlayer->seek(3, 0.5);
    const double tA = a->timeline->roundTime(2);
    const double tB = b->timeline->roundTime(2);
    QVERIFY(near(mPanel->commonTime(), 0.5 * std::max(tA, tB)));
    QVERIFY(near(mPanel->firstView()->frame().time, std::min(tA, mPanel->commonTime())));
    QVERIFY(near(mPanel->secondView()->frame().time, std::min(tB, mPanel->commonTime())));
    // Near-first queues on the shared links in its last round; recursive doubling does not.
    QVERIFY(mPanel->firstSummary().contains(QStringLiteral("heaviest channel of the run: %1").arg(a->simulation.maxLinkLoad)));
    QVERIFY(a->simulation.maxLinkLoad > b->simulation.maxLinkLoad);
    shoot(*mPanel, QStringLiteral("compare-ring8-nearfirst-vs-doubling"));
}

void TstCompare::swapMakesBTheSessionsRun()
{
    QVERIFY(start(QStringLiteral("alltoall-hypercube-sex"), QStringLiteral("hypercube:3")));
    QSignalSpy done(mPanel, &views::ComparePanel::secondResultChanged);
    mPanel->setSecond(QStringLiteral("alltoall-hypercube-pairwise"), QString());
    QVERIFY(done.wait(30000));
    // Pairwise exchange takes p - 1 = 7 rounds, SEX 3: B goes on after A's last round.
    QVERIFY(mPanel->secondSummary().contains(QStringLiteral("swap")));
    QSignalSpy session(mSession, &views::Session::resultChanged);
    done.clear();
    mPanel->swapRuns();
    QVERIFY(session.wait(30000));
    QVERIFY(waitForSecond());
    QCOMPARE(mSession->request().algorithm, QStringLiteral("alltoall-hypercube-pairwise"));
    QCOMPARE(mPanel->secondAlgorithm(), QStringLiteral("alltoall-hypercube-sex"));
    QCOMPARE(mSession->roundCount(), 7);
    mPlayer->seek(5, 1.0);
    QCOMPARE(mPanel->secondView()->round(), 3); // SEX has finished
    QVERIFY(mPanel->secondSummary().contains(QStringLiteral("finished after round 3")));
}

void TstCompare::drawingsGetTheRoom_data()
{
    QTest::addColumn<QSize>("size");
    QTest::addColumn<bool>("presentation");
    // The dock under the drawing of a 1280x720 window, a tall side column, and the lecture
    // hall's larger type.
    QTest::addRow("dock 1240x180") << QSize(1240, 180) << false;
    QTest::addRow("dock 1240x180 presentation") << QSize(1240, 180) << true;
    QTest::addRow("column 420x700") << QSize(420, 700) << false;
}

void TstCompare::drawingsGetTheRoom()
{
    // Each drawing gets at least 35% of the panel's width and of its height, with no legend
    // of its own over it.
    QFETCH(QSize, size);
    QFETCH(bool, presentation);
    QVERIFY(start(QStringLiteral("alltoall-hypercube-sex"), QStringLiteral("hypercube:3")));
    QVERIFY(waitForSecond());
    mPanel->setPresentationStyle(presentation);
    mPanel->resize(size);
    QTest::qWait(20);
    for (views::NetworkView *view : {mPanel->firstView(), mPanel->secondView()}) {
        QVERIFY(!view->isLegendVisible());
        QCOMPARE(view->presentationStyle(), presentation);
        QVERIFY2(view->width() >= 0.35 * mPanel->width() && view->height() >= 0.35 * mPanel->height(),
                 qPrintable(QStringLiteral("%1x%2 of %3x%4")
                                .arg(view->width())
                                .arg(view->height())
                                .arg(mPanel->width())
                                .arg(mPanel->height())));
    }
    QVERIFY(mPanel->minimumSizeHint().height() <= size.height());
    shoot(*mPanel, QStringLiteral("compare-%1x%2%3").arg(size.width()).arg(size.height()).arg(presentation ? QLatin1String("-presentation") : QLatin1String()));
}

void TstCompare::drawingsGetTheRoomInTheWindow()
{
    // At 1280x720 the Compare tab under the drawing: both drawings in view without scrolling,
    // each with at least 35% of the tab's width and height.
    views::MainWindowOptions options;
    options.useSettings = false;
    options.initialSize = QSize(1280, 720);
    core::RunRequest request;
    request.algorithm = QStringLiteral("alltoall-hypercube-sex");
    request.topology = QStringLiteral("hypercube:3");
    options.request = request;
    views::MainWindow window(options);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QDockWidget *dock = window.panelDock(QStringLiteral("compareDock"));
    QVERIFY(dock);
    auto *panel = window.findChild<views::ComparePanel *>();
    QSignalSpy second(panel, &views::ComparePanel::secondResultChanged);
    dock->show();
    dock->raise();
    QVERIFY(second.count() > 0 || second.wait(30000));
    QTest::qWait(50);
    const QSize room = dock->widget()->size();
    for (views::NetworkView *view : {panel->firstView(), panel->secondView()})
        QVERIFY2(view->width() >= 0.35 * room.width() && view->height() >= 0.35 * room.height(),
                 qPrintable(QStringLiteral("%1x%2 of %3x%4").arg(view->width()).arg(view->height()).arg(room.width()).arg(room.height())));
    QVERIFY2(panel->height() <= room.height(), qPrintable(QStringLiteral("%1 > %2").arg(panel->height()).arg(room.height())));
    shoot(window, QStringLiteral("compare-window-1280x720"));
}

QTEST_MAIN(TstCompare)
#include "tst_compare.moc"
#include "guihelpers.h"

// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Exercise mode as a student uses it: clicks on the drawing's channels predict the next round
// (each click reaches the panel through Session::clickDrawing, as the drawing sends it), Reveal
// shows the round and marks the prediction right, missed and wrong, a typed time within 1 % is
// right, a packet list predicts what a node holds, Next question follows the lecturer's sheet,
// and Save exercise sheet writes the bookmarked rounds as questions.

#include "core/exercise/exercise.h"
#include "core/scenario.h"
#include "views/i18n.h"
#include "views/panels/exercisepanel.h"
#include "views/window/scenariofiles.h"
#include "views/session.h"
#include "guihelpers.h"
#include "../handmade.h"

#include <QComboBox>
#include <QDockWidget>
#include <QJsonDocument>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QTemporaryDir>
#include <QtTest>

using namespace collviz;
using namespace collviz::tests;
using core::exercise::Kind;
using views::DrawingMark;

namespace {

core::RunRequest requestFor(const QString &algorithm, const QString &topology)
{
    core::RunRequest r;
    r.algorithm = algorithm;
    r.topology = topology;
    r.params.cost.m = 4;
    r.params.cost.ts = 10;
    r.params.cost.tw = 1;
    return r;
}

/// How many marks of `kind` the session draws.
int marksOf(const views::Session &session, DrawingMark::Kind kind)
{
    return int(std::count_if(session.marks().begin(), session.marks().end(),
                             [kind](const DrawingMark &m) { return m.kind == kind; }));
}

/// A time as a student types it.
QString typed(double t) { return QString::number(t, 'g', 12); }

/// A session on `request` with the exercise panel on show (the mode), its run finished.
struct Bench
{
    views::Session session;
    views::ExercisePanel panel{&session};

    bool start(const core::RunRequest &request)
    {
        session.setRequest(request);
        panel.show();
        return QTest::qWaitForWindowExposed(&panel) && waitForResult(session);
    }
    void click(int arc) { session.clickDrawing(-1, arc, Qt::NoModifier); }
};

} // namespace

class TestExercise : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { useTestSettings("tst_exercise"); }
    void rightChannelsScoreRight();
    void wrongChannelsScoreMissedAndWrong();
    void timeWithinOnePercentIsRight();
    void badTimeIsRefused();
    void holdingsAreScored();
    void hiddenPanelTakesNoClicks();
    void nextQuestionFollowsTheSheet();
    void sheetIsSavedFromTheBookmarks();
    void hintShowsThePseudoCodeLine();
    void openedScheduleIsAskedToo();
    void windowHasTheExercisePanel();
    void windowKeepsTheSheetOfAScenario();
    void holdingsListFollowsANewResult();
    void holdingsPastTheListAreRefused();
    void halfDuplexLinkIsOneClick();
    void runUnderWaySaysSo();
    void sheetErrorsComeInCzech();
};

// Round 2 of the ring all-gather: every node sends to its right-hand neighbour.
void TestExercise::rightChannelsScoreRight()
{
    Bench b;
    QVERIFY(b.start(requestFor(QStringLiteral("allgather-ring"), QStringLiteral("ring:6"))));
    b.session.setRound(1);
    QCOMPARE(b.panel.questionRound(), 2);
    QCOMPARE(b.panel.kind(), Kind::Channels);
    const std::vector<int> truth = core::exercise::channelsOfRound(*b.session.result(), 2);
    QCOMPARE(truth.size(), std::size_t(6));
    for (int arc : truth)
        b.click(arc);
    QCOMPARE(b.panel.predictedChannels(), truth);
    // The prediction is drawn over the round on show, before anything is revealed.
    QCOMPARE(b.session.marksRound(), 1);
    QCOMPARE(marksOf(b.session, DrawingMark::Predicted), 6);

    b.panel.revealButton()->click();
    QCOMPARE(b.session.round(), 2);
    QVERIFY(b.panel.revealed());
    QVERIFY(b.panel.lastRight());
    QCOMPARE(b.session.marksRound(), 2);
    QCOMPARE(marksOf(b.session, DrawingMark::Right), 6);
    QCOMPARE(b.session.marks().size(), 6);
    QCOMPARE(b.panel.verdictText(), QStringLiteral("Right channels: 6."));
    // The narration explains the round.
    QCOMPARE(b.panel.whyText(),
             QStringLiteral("Why: ") + b.session.result()->schedule->rounds[1].narration.translated());
    QVERIFY(b.panel.whyText().size() > 10);
    QCOMPARE(b.panel.scoreText(), QStringLiteral("1 of 1 right in this run."));
    QVERIFY(!b.panel.revealButton()->isEnabled());
}

void TestExercise::wrongChannelsScoreMissedAndWrong()
{
    Bench b;
    QVERIFY(b.start(requestFor(QStringLiteral("allgather-ring"), QStringLiteral("ring:6"))));
    const auto result = b.session.result();
    const std::vector<int> truth = core::exercise::channelsOfRound(*result, 1);
    // All but the first, and the first's opposite direction instead: one missed, one wrong.
    const core::Arc &first = result->topology->arc(truth.front());
    const int opposite = result->topology->arcBetween(first.to, first.from);
    QVERIFY(opposite >= 0 && !std::binary_search(truth.begin(), truth.end(), opposite));
    for (std::size_t i = 1; i < truth.size(); ++i)
        b.click(truth[i]);
    b.click(opposite);
    // A second click takes a channel back, a third puts it in again.
    b.click(truth[1]);
    QCOMPARE(b.panel.predictedChannels().size(), truth.size() - 1);
    b.click(truth[1]);
    QCOMPARE(b.panel.predictedChannels().size(), truth.size());

    b.panel.reveal();
    QVERIFY(!b.panel.lastRight());
    QCOMPARE(b.panel.lastScore().right.size(), truth.size() - 1);
    QCOMPARE(b.panel.lastScore().missed, std::vector<int>{truth.front()});
    QCOMPARE(b.panel.lastScore().wrong, std::vector<int>{opposite});
    QCOMPARE(marksOf(b.session, DrawingMark::Right), int(truth.size()) - 1);
    QCOMPARE(marksOf(b.session, DrawingMark::Missed), 1);
    QCOMPARE(marksOf(b.session, DrawingMark::Wrong), 1);
    const QString from = result->topology->label(first.from);
    const QString to = result->topology->label(first.to);
    QCOMPARE(b.panel.verdictText(), QStringLiteral("Right channels: 5; missed: 1 (%1→%2); wrong: 1 (%2→%1).").arg(from, to));
    QCOMPARE(b.panel.scoreText(), QStringLiteral("0 of 1 right in this run."));
}

// Recursive doubling's all-gather doubles the message each round: 14, 18, 26 with t_s = 10, m = 4.
void TestExercise::timeWithinOnePercentIsRight()
{
    Bench b;
    QVERIFY(b.start(requestFor(QStringLiteral("allgather-hypercube"), QStringLiteral("hypercube:3"))));
    b.session.setRound(1);
    b.panel.setKind(Kind::Time);
    QVERIFY(b.panel.timeEdit()->isVisible());
    const double truth = core::exercise::timeOfRound(*b.session.result(), 2);
    QCOMPARE(truth, 18.0);
    b.panel.timeEdit()->setText(typed(truth * 1.009));
    b.panel.revealButton()->click();
    QVERIFY(b.panel.lastRight());
    QVERIFY2(b.panel.verdictText().startsWith(QLatin1String("Right: round 2 takes 18")), qPrintable(b.panel.verdictText()));

    b.panel.nextButton()->click();
    QCOMPARE(b.panel.questionRound(), 3);
    QCOMPARE(b.session.round(), 2);
    b.panel.setKind(Kind::Time);
    const double third = core::exercise::timeOfRound(*b.session.result(), 3);
    b.panel.timeEdit()->setText(typed(third * 0.95));
    QTest::keyClick(b.panel.timeEdit(), Qt::Key_Return);
    QVERIFY(b.panel.revealed());
    QVERIFY(!b.panel.lastRight());
    QVERIFY2(b.panel.verdictText().contains(QLatin1String("5.0 % off")), qPrintable(b.panel.verdictText()));
    QCOMPARE(b.panel.scoreText(), QStringLiteral("1 of 2 right in this run."));
}

void TestExercise::badTimeIsRefused()
{
    Bench b;
    QVERIFY(b.start(requestFor(QStringLiteral("allgather-hypercube"), QStringLiteral("hypercube:3"))));
    b.panel.setKind(Kind::Time);
    b.panel.timeEdit()->setText(QStringLiteral("fourteen"));
    b.panel.reveal();
    QCOMPARE(b.panel.verdictText(), QStringLiteral("'fourteen' is not a time; type a number such as 14 or 2.5, then Reveal."));
    QVERIFY(!b.panel.revealed());
    QCOMPARE(b.session.round(), 0);
    QCOMPARE(b.panel.runningScore().asked, 0);
    // The answer stays for the student to correct.
    QCOMPARE(b.panel.timeEdit()->text(), QStringLiteral("fourteen"));
}

// After round 1 of recursive doubling from node 0 the root's partner holds the packet too.
void TestExercise::holdingsAreScored()
{
    Bench b;
    core::RunRequest r = requestFor(QStringLiteral("broadcast-recursive-doubling"), QStringLiteral("hypercube:3"));
    QVERIFY(b.start(r));
    b.panel.setKind(Kind::Holdings);
    const auto result = b.session.result();
    const int partner = result->topology->arc(core::exercise::channelsOfRound(*result, 1).front()).to;
    b.session.setSelectedNode(partner);
    QListWidget *list = b.panel.packetList();
    QVERIFY(list->isVisible());
    QCOMPARE(list->count(), int(result->schedule->packets.size()));
    list->item(0)->setCheckState(Qt::Checked);
    b.panel.reveal();
    QVERIFY(b.panel.lastRight());
    QCOMPARE(b.panel.lastScore().right, std::vector<int>{0});
    QCOMPARE(marksOf(b.session, DrawingMark::Right), 1);
    QCOMPARE(b.session.marks().front().node, partner);

    // The node next to it holds nothing yet after round 1: ticking the packet is wrong.
    b.session.setRound(0);
    b.panel.setKind(Kind::Holdings);
    const int other = partner == 1 ? 2 : 1;
    b.session.setSelectedNode(other);
    list->item(0)->setCheckState(Qt::Checked);
    b.panel.reveal();
    QVERIFY(!b.panel.lastRight());
    QCOMPARE(b.panel.lastScore().wrong, std::vector<int>{0});
    QCOMPARE(marksOf(b.session, DrawingMark::Wrong), 1);
}

// Closed, or behind another tab, the panel leaves the drawing's clicks alone.
void TestExercise::hiddenPanelTakesNoClicks()
{
    Bench b;
    QVERIFY(b.start(requestFor(QStringLiteral("allgather-ring"), QStringLiteral("ring:6"))));
    b.panel.hide();
    b.click(core::exercise::channelsOfRound(*b.session.result(), 1).front());
    QVERIFY(b.panel.predictedChannels().empty());
    QVERIFY(b.session.marks().isEmpty());
}

// The sheet's rounds first, else the bookmarks, else every round.
void TestExercise::nextQuestionFollowsTheSheet()
{
    Bench b;
    QVERIFY(b.start(requestFor(QStringLiteral("allgather-hypercube"), QStringLiteral("hypercube:3"))));
    b.session.setBookmarks({2});
    core::exercise::ExerciseSheet sheet;
    sheet.questions = {{3, Kind::Holdings, 5}};
    b.session.setExercises(sheet);
    QCOMPARE(b.panel.questionRound(), 1);
    b.panel.nextQuestion();
    QCOMPARE(b.panel.questionRound(), 3);
    QCOMPARE(b.session.round(), 2);
    QCOMPARE(b.panel.kind(), Kind::Holdings);
    QCOMPARE(b.session.selectedNode(), 5);
    QVERIFY(b.panel.questionText().contains(QLatin1String("the lecturer's")));
    b.panel.nextQuestion();
    QCOMPARE(b.panel.questionRound(), 3);
    QCOMPARE(b.panel.verdictText(), QStringLiteral("No question left after round 3."));

    b.session.setExercises({});
    b.session.setRound(0);
    b.panel.nextQuestion();
    QCOMPARE(b.panel.questionRound(), 2);
    b.session.setBookmarks({});
    b.panel.nextQuestion();
    QCOMPARE(b.panel.questionRound(), 3);
    QVERIFY(!b.panel.questionText().contains(QLatin1String("the lecturer's")));
}

void TestExercise::sheetIsSavedFromTheBookmarks()
{
    Bench b;
    QVERIFY(b.start(requestFor(QStringLiteral("allgather-hypercube"), QStringLiteral("hypercube:3"))));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("sheet.collviz"));
    QString error;
    QVERIFY(!b.panel.saveSheet(path, &error));
    QCOMPARE(error, QStringLiteral("no round is bookmarked; bookmark the rounds to ask about (M), then save; nothing "
                                   "was written"));
    QVERIFY(!QFile::exists(path));

    b.session.setBookmarks({2, 3});
    b.session.setRound(3);
    b.panel.setKind(Kind::Time);
    QVERIFY2(b.panel.saveSheet(path, &error), qPrintable(error));
    core::Scenario read;
    QVERIFY2(core::Scenario::readFile(path, &read, &error), qPrintable(error));
    QCOMPARE(read.exercises.questions,
             (QVector<core::exercise::Question>{{2, Kind::Time, -1}, {3, Kind::Time, -1}}));
    QCOMPARE(read.bookmarks, (QVector<int>{2, 3}));
    QCOMPARE(read.round, 1); // opens on the round before the first question
    QCOMPARE(read.algorithm, QStringLiteral("allgather-hypercube"));
    QCOMPARE(b.session.exercises(), read.exercises);
}

// The hint is the selected processor's line in the round asked about, as its trace says.
void TestExercise::hintShowsThePseudoCodeLine()
{
    Bench b;
    QVERIFY(b.start(requestFor(QStringLiteral("broadcast-recursive-doubling"), QStringLiteral("hypercube:3"))));
    b.session.setSelectedNode(-1);
    b.panel.showHint();
    QCOMPARE(b.panel.hintText(),
             QStringLiteral("Select a processor in the drawing: the hint is its pseudo-code line in round 1."));
    b.session.setSelectedNode(0);
    b.panel.showHint();
    const auto result = b.session.result();
    const core::NodeTrace &trace = result->schedule->rounds[0].traces[0];
    QVERIFY(trace.line >= 0);
    const QString line = result->algorithm->pseudoCodeFor(*result->topology).lines[trace.line].trimmed();
    QVERIFY2(b.panel.hintText().startsWith(QStringLiteral("Hint: Processor 0 (000) in round 1 runs line %1: %2")
                                               .arg(trace.line + 1)
                                               .arg(line)),
             qPrintable(b.panel.hintText()));
    // Still a question: the hint reveals nothing.
    QVERIFY(!b.panel.revealed());
    QCOMPARE(b.session.round(), 0);
}

// A schedule file no registered algorithm made: the same questions, from the engine's check
// of it; no pseudo-code for a hint, and no scenario to save a sheet in.
void TestExercise::openedScheduleIsAskedToo()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("both-ways.json"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(QJsonDocument(bothWaysAllgather()).toJson());
    file.close();
    views::Session session;
    views::ExercisePanel panel(&session);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QSignalSpy shown(&session, &views::Session::resultChanged);
    session.openSchedule(path);
    QVERIFY(shown.wait(60000));
    QVERIFY(session.document());
    QCOMPARE(panel.questionRound(), 1);
    // Round 1: every node sends its packet both ways, over all ten channels of ring:5.
    const auto result = session.result();
    for (const core::Arc &arc : result->topology->arcs())
        session.clickDrawing(-1, arc.id, Qt::NoModifier);
    panel.reveal();
    QVERIFY(panel.lastRight());
    QCOMPARE(panel.verdictText(), QStringLiteral("Right channels: 10."));
    session.setSelectedNode(0);
    panel.showHint();
    QVERIFY(panel.hintText().startsWith(QLatin1String("No hint")));
    session.setBookmarks({1});
    QString error;
    QVERIFY(!panel.saveSheet(dir.filePath(QStringLiteral("sheet.collviz")), &error));
    QVERIFY(error.contains(QLatin1String("schedule file")));
}

// In the window the panel is a tab behind the results; brought to the front (View > Exercise
// mode) it takes the drawing's clicks.
void TestExercise::windowHasTheExercisePanel()
{
    views::MainWindowOptions options = windowOptions(requestFor(QStringLiteral("allgather-ring"), QStringLiteral("ring:6")), 0);
    options.initialSize = QSize(1440, 900);
    views::MainWindow w(options);
    QVERIFY(settled(w));
    QDockWidget *dock = w.panelDock(QStringLiteral("exerciseDock"));
    QVERIFY(w.tabifiedDockWidgets(dock).contains(w.panelDock(QStringLiteral("resultsDock"))));
    QVERIFY(dock);
    auto *panel = dock->findChild<views::ExercisePanel *>();
    QVERIFY(panel);
    const int arc = core::exercise::channelsOfRound(*w.session()->result(), 1).front();
    w.session()->clickDrawing(-1, arc, Qt::NoModifier);
    QVERIFY(panel->predictedChannels().empty()); // behind the results: not the mode
    QVERIFY(!w.exerciseModeAction()->isChecked());
    // View > Exercise mode brings it to the front.
    w.exerciseModeAction()->trigger();
    QTRY_VERIFY(panel->isVisible());
    QVERIFY(w.exerciseModeAction()->isChecked());
    w.session()->clickDrawing(-1, arc, Qt::NoModifier);
    QCOMPARE(panel->predictedChannels(), std::vector<int>{arc});
    shoot(w, QStringLiteral("exercise-predicted"));
    panel->reveal();
    QTest::qWait(50); // the panel's labels laid out anew
    shoot(w, QStringLiteral("exercise-revealed"));
    panel->nextQuestion();
    QCOMPARE(panel->questionRound(), 2);
    // Off again: another tab of its group in front, the panel still there behind it, and the
    // drawing's clicks no longer predict.
    w.exerciseModeAction()->trigger();
    QTRY_VERIFY(!panel->isVisible());
    QVERIFY(!dock->isHidden());
    QVERIFY(!w.exerciseModeAction()->isChecked());
    w.session()->clickDrawing(-1, arc, Qt::NoModifier);
    QVERIFY(panel->predictedChannels().empty());
}

// A sheet opened with File > Open scenario (or given on the command line) is the session's, and
// Save scenario writes it back: nothing the lecturer made is lost.
void TestExercise::windowKeepsTheSheetOfAScenario()
{
    QTemporaryDir dir;
    core::Scenario sheet;
    sheet.algorithm = QStringLiteral("broadcast-recursive-doubling");
    sheet.topology = QStringLiteral("hypercube:3");
    sheet.round = 1;
    sheet.exercises.questions = {{2, Kind::Channels, -1}, {3, Kind::Holdings, 6}};
    const QString path = dir.filePath(QStringLiteral("sheet.collviz"));
    QString error;
    QVERIFY(sheet.writeFile(path, &error));

    views::MainWindowOptions options = windowOptions(requestFor(QStringLiteral("allgather-ring"), QStringLiteral("ring:6")), 0);
    views::MainWindow w(options);
    QVERIFY(settled(w));
    QVERIFY(w.session()->exercises().isEmpty());
    QVERIFY2(w.scenarioFiles()->open(path, &error), qPrintable(error));
    QCOMPARE(w.session()->exercises(), sheet.exercises);
    QVERIFY(waitForResult(*w.session()));
    auto *panel = w.findChild<views::ExercisePanel *>();
    QTRY_COMPARE(w.session()->round(), 1);
    QCOMPARE(panel->questionRound(), 2);
    QCOMPARE(panel->kind(), Kind::Channels);

    const QString again = dir.filePath(QStringLiteral("again.collviz"));
    QVERIFY2(w.scenarioFiles()->save(again, &error), qPrintable(error));
    core::Scenario read;
    QVERIFY2(core::Scenario::readFile(again, &read, &error), qPrintable(error));
    QCOMPARE(read.exercises, sheet.exercises);

    // The command line's scenario (app/main.cpp) hands its sheet to the window the same way.
    options.exercises = sheet.exercises;
    views::MainWindow started(options);
    QCOMPARE(started.session()->exercises(), sheet.exercises);
}


// "holdings" stays chosen while the setup changes: the list offers the new schedule's packets,
// not the old one's.
void TestExercise::holdingsListFollowsANewResult()
{
    Bench b;
    QVERIFY(b.start(requestFor(QStringLiteral("broadcast-recursive-doubling"), QStringLiteral("hypercube:3"))));
    b.panel.setKind(Kind::Holdings);
    QCOMPARE(b.panel.packetList()->count(), 1);
    b.session.setRequest(requestFor(QStringLiteral("allgather-ring"), QStringLiteral("ring:6")));
    QVERIFY(waitForResult(b.session));
    QCOMPARE(b.panel.kind(), Kind::Holdings);
    QCOMPARE(b.panel.packetList()->count(), 6);
    QCOMPARE(b.panel.packetList()->item(5)->data(Qt::UserRole).toInt(), 5);
}

// An all-to-all on Q7 has 128 x 127 = 16256 packets, more than the list offers: a holdings
// question is refused in one sentence that says why and what else to ask.
void TestExercise::holdingsPastTheListAreRefused()
{
    Bench b;
    QVERIFY(b.start(requestFor(QStringLiteral("alltoall-hypercube-sex"), QStringLiteral("hypercube:7"))));
    QCOMPARE(b.session.result()->schedule->packets.size(), std::size_t(128 * 127));
    b.panel.setKind(Kind::Holdings);
    b.session.setSelectedNode(1);
    const QString sentence = QStringLiteral("This schedule has 16256 packets, more than the 4096 a holdings list can "
                                            "offer, so no holdings question is asked on it; predict the channels in "
                                            "use or the round's time instead.");
    QCOMPARE(b.panel.promptText(), sentence);
    QVERIFY(!b.panel.packetList()->isEnabled());
    b.panel.reveal();
    QVERIFY(!b.panel.revealed());
    QCOMPARE(b.panel.verdictText(), sentence);
    QCOMPARE(b.panel.runningScore().asked, 0);
    // Nor is a sheet of holdings questions saved for it.
    b.session.setBookmarks({1});
    QTemporaryDir dir;
    QString error;
    QVERIFY(!b.panel.saveSheet(dir.filePath(QStringLiteral("sheet.collviz")), &error));
    QCOMPARE(error, QStringLiteral("a holdings question is not asked on a schedule of more than 4096 packets; choose "
                                   "channels or time; nothing was written"));
    QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("sheet.collviz"))));
}

// Under half duplex the engine loads both arcs of a used link and the drawing shows both: one
// click on either lane of each link used in round 2 of the ring all-gather is a right answer.
void TestExercise::halfDuplexLinkIsOneClick()
{
    Bench b;
    core::RunRequest r = requestFor(QStringLiteral("allgather-ring"), QStringLiteral("ring:6"));
    r.modelSpec = QStringLiteral("half");
    QVERIFY(b.start(r));
    b.session.setRound(1);
    QVERIFY(b.panel.promptText().contains(QLatin1String("half duplex")));
    const auto result = b.session.result();
    const core::TransferList &transfers = result->schedule->rounds[1].transfers;
    QCOMPARE(transfers.size(), std::size_t(6));
    for (std::size_t i = 0; i < transfers.size(); ++i)
        b.click(result->topology->arcBetween(transfers.src(i), transfers.dst(i)));
    QCOMPARE(b.panel.predictedChannels().size(), std::size_t(12));
    // A second click on the other lane takes the link back.
    const int back = result->topology->arcBetween(transfers.dst(0), transfers.src(0));
    b.click(back);
    QCOMPARE(b.panel.predictedChannels().size(), std::size_t(10));
    b.click(back);
    b.panel.reveal();
    QVERIFY(b.panel.lastRight());
    QCOMPARE(marksOf(b.session, DrawingMark::Right), 12);
    QCOMPARE(b.panel.verdictText(), QStringLiteral("Right channels: 12."));
}

// While the first run is under way there is nothing to ask yet, and the panel says so.
void TestExercise::runUnderWaySaysSo()
{
    views::Session session;
    views::ExercisePanel panel(&session);
    session.setRequest(requestFor(QStringLiteral("allgather-ring"), QStringLiteral("ring:6")));
    QVERIFY(session.isRunning());
    QVERIFY(!session.result());
    QCOMPARE(panel.questionText(), QStringLiteral("The run is under way; the question comes when it is done."));
    QVERIFY(waitForResult(session));
    QCOMPARE(panel.questionText(), QStringLiteral("Question on round 1 of 5"));
}

// A sheet's errors are looked up under the context lupdate files them in, so they translate.
void TestExercise::sheetErrorsComeInCzech()
{
    QVERIFY(views::installTranslators(*QCoreApplication::instance(), QLocale(QStringLiteral("cs"))));
    core::exercise::ExerciseSheet sheet;
    QString error;
    const bool read = core::exercise::ExerciseSheet::fromJson(
        QJsonDocument::fromJson(R"([{"round": 2, "kind": "links"}])").array(), &sheet, &error);
    views::installTranslators(*QCoreApplication::instance(), QLocale(QStringLiteral("en")));
    QVERIFY(!read);
    QCOMPARE(error, QStringLiteral("exercises[0].kind \"links\" není přípustné; očekává \"channels\", \"holdings\" "
                                   "nebo \"time\""));
}

QTEST_MAIN(TestExercise)
#include "tst_exercise.moc"

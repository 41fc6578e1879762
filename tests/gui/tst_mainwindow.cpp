// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The main window as a user drives it: widgets choose the setup, keys step through the
// rounds, and every panel shows what the engine computed.

#include "core/engine.h"
#include "views/compare/comparepanel.h"
#include "views/mainwindow.h"
#include "views/panels/costchartpanel.h"
#include "views/panels/datamatrixpanel.h"
#include "views/models/datamatrixmodel.h"
#include "views/panels/tadtpanel.h"
#include "views/panels/timespacepanel.h"
#include "views/sweeprunner.h"
#include "views/timespace/timespaceview.h"
#include "views/panels/narrationpanel.h"
#include "views/network/networkview.h"
#include "views/player.h"
#include "views/panels/pseudocodepanel.h"
#include "views/models/resultsmodel.h"
#include "views/panels/resultspanel.h"
#include "views/models/roundsmodel.h"
#include "views/screenshot.h"
#include "views/session.h"
#include "views/panels/setuppanel.h"
#include "guihelpers.h"

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSlider>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QtTest>

using namespace collviz;
using namespace collviz::tests;

namespace {

QString resultValue(views::MainWindow &w, const QString &key)
{
    const views::ResultsModel *m = w.resultsPanel()->model();
    const int row = m->rowOf(key);
    return row < 0 ? QString() : m->index(row, views::ResultsModel::ValueColumn).data().toString();
}

} // namespace

class TestMainWindow : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void firstStartShowsQ3Broadcast();
    void chooseAndStep_data();
    void chooseAndStep();
    void invalidAlgorithmsShowTheirReason();
    void networkFromAFile();
    void badSetupShowsErrorWithoutCrash();
    void secondRunSupersedesFirst();
    void settingsRestoreLastSetup();
    void combineCostReachesTheRun();
    void whatIfModelIsMarked();
    void pseudoCodeFollowsSelectedNode();
    void playRunsToTheEnd();
    void perStepTableJumpsToStep();
    void rootAndShiftOnlyWhereTheyMeanSomething();
    void presentationModeKeepsOnlyTheLecture();
    void viewMenuListsEveryPanel();
    void viewMenuTogglesEachPanel_data();
    void viewMenuTogglesEachPanel();
    void startsOnTheRequestedRound();
    void panelsBehindTabsWorkOnlyOnceSeen();
    void clickerKeysStepEvenOnA3dDrawing();
    void headlessScreenshot();
};

void TestMainWindow::initTestCase()
{
    tests::useTestSettings("tst_mainwindow");
}

void TestMainWindow::init() { QSettings().clear(); }

void TestMainWindow::firstStartShowsQ3Broadcast()
{
    views::MainWindow w;
    QVERIFY(openWindow(w));
    QVERIFY(w.session()->result());
    QCOMPARE(w.setupPanel()->topologyKindBox()->currentData().toString(), QStringLiteral("hypercube"));
    QCOMPARE(w.setupPanel()->sizeSpin(0)->value(), 3);
    QCOMPARE(w.setupPanel()->algorithmBox()->currentData().toString(), QStringLiteral("broadcast-recursive-doubling"));
    QCOMPARE(w.setupPanel()->rootSpin()->value(), 0);
    QVERIFY(w.setupPanel()->rootSpin()->isVisibleTo(w.setupPanel()));
    QVERIFY(!w.setupPanel()->shiftSpin()->isVisibleTo(w.setupPanel()));
    QCOMPARE(w.session()->round(), 0);
    QCOMPARE(w.networkView()->round(), 0);
    QCOMPARE(resultValue(w, QStringLiteral("verified")), QStringLiteral("yes"));
    QVERIFY(!w.errorBanner()->isVisible());
    QCOMPARE(w.roundSlider()->maximum(), 3);
}

void TestMainWindow::chooseAndStep_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<int>("size");
    QTest::addColumn<QString>("operation");
    QTest::addColumn<QString>("algorithm");
    // What the user should see with m = t_s = t_w = 1: the source's formula, met exactly.
    QTest::addColumn<QString>("spec");
    QTest::addColumn<int>("rounds");
    QTest::addColumn<double>("time");
    // (t_s + t_w m p/2) log p = (1 + 8) 4
    QTest::newRow("hypercube d=4 alltoall-hypercube-sex")
        << QStringLiteral("hypercube") << 4 << QStringLiteral("alltoall") << QStringLiteral("alltoall-hypercube-sex")
        << QStringLiteral("hypercube:4") << 4 << 36.0;
    // (t_s + t_w m)(p - 1) = 2 * 7
    QTest::newRow("ring z=8 allgather-ring")
        << QStringLiteral("ring") << 8 << QStringLiteral("allgather") << QStringLiteral("allgather-ring")
        << QStringLiteral("ring:8") << 7 << 14.0;
    // (t_s + t_w m)(p - 1) = 2 * 7
    QTest::newRow("hypercube d=3 alltoall-hypercube-pairwise")
        << QStringLiteral("hypercube") << 3 << QStringLiteral("alltoall")
        << QStringLiteral("alltoall-hypercube-pairwise") << QStringLiteral("hypercube:3") << 7 << 14.0;
}

void TestMainWindow::chooseAndStep()
{
    QFETCH(QString, kind);
    QFETCH(int, size);
    QFETCH(QString, operation);
    QFETCH(QString, algorithm);
    QFETCH(QString, spec);
    QFETCH(int, rounds);
    QFETCH(double, time);
    views::MainWindow w;
    QVERIFY(openWindow(w));
    views::SetupPanel *setup = w.setupPanel();

    QVERIFY(choose(setup->topologyKindBox(), kind));
    setup->sizeSpin(0)->setValue(size);
    core::Operation op;
    QVERIFY(core::parseOperation(operation, &op));
    QVERIFY(choose(setup->operationBox(), int(op)));
    QVERIFY(choose(setup->algorithmBox(), algorithm));
    QVERIFY(waitForRun(w.session()));
    QVERIFY2(w.session()->result(), qPrintable(w.session()->error()));

    QCOMPARE(w.session()->request().algorithm, algorithm);
    QCOMPARE(w.session()->request().topology, spec);
    QCOMPARE(w.session()->request().modelSpec, QString()); // a new algorithm starts from its natural model
    const core::RunResult expected = core::Engine::run(w.session()->request());
    QVERIFY(expected.ok);
    QCOMPARE(int(expected.schedule->rounds.size()), rounds);
    QVERIFY(resultValue(w, QStringLiteral("rounds")).startsWith(QString::number(rounds)));
    QCOMPARE(resultValue(w, QStringLiteral("time")), QLocale().toString(time, 'g', 6));
    QCOMPARE(resultValue(w, QStringLiteral("verified")), QStringLiteral("yes"));

    // Presentation keys: Right / PageDown forward, Left / PageUp back, Home / End.
    auto expectRound = [&](int k) {
        QCOMPARE(w.session()->round(), k);
        QCOMPARE(w.networkView()->round(), k);
        QCOMPARE(w.roundSlider()->value(), k);
        if (k > 0) {
            QCOMPARE(w.narrationPanel()->stepText(), QStringLiteral("Round %1 of %2").arg(k).arg(rounds));
            QCOMPARE(w.narrationPanel()->narrationText(), expected.schedule->rounds[std::size_t(k - 1)].narration.translated());
        }
    };
    QTest::keyClick(&w, Qt::Key_Right);
    expectRound(1);
    QTest::keyClick(&w, Qt::Key_PageDown);
    expectRound(2);
    const core::BufferState atTwo = w.session()->stateAfter();
    QTest::keyClick(&w, Qt::Key_End);
    expectRound(rounds);
    QCOMPARE(w.player()->progress(), 1.0);
    QTest::keyClick(&w, Qt::Key_Home);
    expectRound(0);
    QTest::keyClick(&w, Qt::Key_Right);
    QTest::keyClick(&w, Qt::Key_Right);
    QTest::keyClick(&w, Qt::Key_Right);
    QTest::keyClick(&w, Qt::Key_Left);
    expectRound(2);
    QCOMPARE(w.player()->progress(), 1.0); // back shows the finished earlier state
    QCOMPARE(w.session()->stateAfter().held, atTwo.held);
    QTest::keyClick(&w, Qt::Key_PageUp);
    expectRound(1);
}

namespace {
bool writeFile(const QString &path, const char *text)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(text) == qint64(qstrlen(text));
}
} // namespace

/// A network read from a file: the panel offers the bundled examples instead of sizes, runs an
/// algorithm for any network on one, takes a file of the user's, and says in the engine's
/// sentence why a bad file is no network.
void TestMainWindow::networkFromAFile()
{
    views::MainWindow w;
    QVERIFY(openWindow(w));
    views::SetupPanel *setup = w.setupPanel();
    QVERIFY(choose(setup->topologyKindBox(), QStringLiteral("graph")));
    QComboBox *files = setup->networkFileBox();
    QVERIFY(files->isVisibleTo(setup));
    QVERIFY(!setup->sizeSpin(0)->isVisibleTo(setup));
    QVERIFY(choose(files, QStringLiteral(":/networks/dgx1.json")));
    emit files->activated(files->currentIndex());
    QVERIFY(choose(setup->operationBox(), int(core::Operation::Broadcast)));
    QVERIFY(choose(setup->algorithmBox(), QStringLiteral("broadcast-binomial")));
    QVERIFY(waitForRun(w.session()));
    QVERIFY2(w.session()->result(), qPrintable(w.session()->error()));
    QCOMPARE(w.session()->request().topology, QStringLiteral("graph::/networks/dgx1.json"));
    QCOMPARE(w.session()->result()->topology->processorCount(), 8);
    QCOMPARE(resultValue(w, QStringLiteral("verified")), QStringLiteral("yes"));

    // A file of the user's, as a saved setup names it: offered, chosen and run.
    QTemporaryDir dir;
    const QString good = dir.filePath(QStringLiteral("pair.json"));
    QVERIFY(writeFile(good, R"({"format": "collviz-network/1", "processors": ["a", "b", "c"],
                                "links": [["a", "b"], ["b", "c"]]})"));
    core::RunRequest request = w.session()->request();
    request.topology = QStringLiteral("graph:") + good;
    w.session()->setRequest(request);
    QVERIFY(waitForRun(w.session()));
    QCOMPARE(files->currentData().toString(), good);
    QCOMPARE(files->currentText(), QStringLiteral("pair.json"));
    QVERIFY2(w.session()->result(), qPrintable(w.session()->error()));
    QCOMPARE(w.session()->result()->topology->processorCount(), 3);

    // A bad one: the summary under the choice gives the reader's sentence, naming the file.
    const QString bad = dir.filePath(QStringLiteral("bad.json"));
    QVERIFY(writeFile(bad, R"({"format": "collviz-network/1", "processors": ["a", "b"], "links": [["a", "x"]]})"));
    request.topology = QStringLiteral("graph:") + bad;
    w.session()->setRequest(request);
    QVERIFY(waitForRun(w.session()));
    const QLabel *summary = nullptr;
    for (const QLabel *label : setup->findChildren<QLabel *>())
        if (label->text().contains(QLatin1String("bad.json")))
            summary = label;
    QVERIFY2(summary, "no label names the bad file");
    QVERIFY2(summary->text().contains(QLatin1String("\"x\"")), qPrintable(summary->text()));
}

void TestMainWindow::invalidAlgorithmsShowTheirReason()
{
    views::MainWindow w;
    QVERIFY(openWindow(w));
    views::SetupPanel *setup = w.setupPanel();
    QVERIFY(choose(setup->topologyKindBox(), QStringLiteral("ring")));
    setup->sizeSpin(0)->setValue(8);
    QVERIFY(choose(setup->operationBox(), int(core::Operation::Alltoall)));
    QVERIFY(waitForRun(w.session()));

    const auto ring = core::Topology::create(QStringLiteral("ring:8"), nullptr);
    const auto *model = qobject_cast<QStandardItemModel *>(setup->algorithmBox()->model());
    QVERIFY(model);
    int disabled = 0;
    for (const auto &alg : core::AlgorithmRegistry::instance().forOperation(core::Operation::Alltoall)) {
        const int row = setup->algorithmBox()->findData(alg->id());
        QVERIFY2(row >= 0, qPrintable(alg->id())); // every registered algorithm is listed
        QString why;
        const bool ok = alg->supports(*ring, w.session()->request().params, &why);
        const QStandardItem *item = model->item(row);
        QCOMPARE(item->isEnabled(), ok);
        if (!ok) {
            ++disabled;
            QCOMPARE(item->toolTip(), why);
        }
    }
    QVERIFY(disabled > 0);
    // By name: the hypercube algorithms do not run on a ring, the ring pipeline does.
    QVERIFY(!model->item(setup->algorithmBox()->findData(QStringLiteral("alltoall-hypercube-sex")))->isEnabled());
    QVERIFY(!model->item(setup->algorithmBox()->findData(QStringLiteral("alltoall-hypercube-pairwise")))->isEnabled());
    QVERIFY(model->item(setup->algorithmBox()->findData(QStringLiteral("alltoall-ring-pipeline")))->isEnabled());
    QVERIFY(model->item(setup->algorithmBox()->findData(QStringLiteral("alltoall-hypercube-sex")))->toolTip().contains(
        QStringLiteral("hypercube")));
    // The chosen algorithm is one that runs here.
    const int current = setup->algorithmBox()->currentIndex();
    QVERIFY(model->item(current)->isEnabled());
    QVERIFY(w.session()->result());
}

void TestMainWindow::badSetupShowsErrorWithoutCrash()
{
    views::MainWindow w;
    QVERIFY(openWindow(w));
    views::SetupPanel *setup = w.setupPanel();
    QVERIFY(choose(setup->operationBox(), int(core::Operation::Alltoall)));
    QVERIFY(choose(setup->algorithmBox(), QStringLiteral("alltoall-hypercube-sex")));
    QVERIFY(waitForRun(w.session()));
    QVERIFY(w.session()->result());
    // A personalized all-to-all on Q16 would need hundreds of GiB: the engine refuses it.
    QSignalSpy failed(w.session(), &views::Session::runFailed);
    setup->sizeSpin(0)->setValue(16);
    QVERIFY(waitForRun(w.session()));
    QCOMPARE(failed.count(), 1);
    const QString why = w.session()->error();
    QVERIFY(why.contains(QStringLiteral("hypercube:16")));
    QVERIFY(!w.session()->result());
    QVERIFY(w.errorBanner()->isVisible());
    QVERIFY(w.errorBanner()->text().contains(why));
    QCOMPARE(resultValue(w, QStringLiteral("error")), why);
    QCOMPARE(w.narrationPanel()->stepText(), QStringLiteral("Cannot run"));
    QCOMPARE(w.roundSlider()->isEnabled(), false);
    QTest::keyClick(&w, Qt::Key_Right); // stepping with nothing to step must not crash
    QTest::keyClick(&w, Qt::Key_Space);
    QCOMPARE(w.session()->round(), 0);
    QVERIFY(!w.player()->isPlaying());
    // Back to a size that runs: the error goes away.
    setup->sizeSpin(0)->setValue(3);
    QVERIFY(waitForRun(w.session()));
    QVERIFY(w.session()->result());
    QVERIFY(!w.errorBanner()->isVisible());
}

void TestMainWindow::secondRunSupersedesFirst()
{
    views::MainWindow w;
    QVERIFY(openWindow(w));
    views::SetupPanel *setup = w.setupPanel();
    QVERIFY(choose(setup->operationBox(), int(core::Operation::Alltoall)));
    QVERIFY(choose(setup->algorithmBox(), QStringLiteral("alltoall-hypercube-sex")));
    QVERIFY(waitForRun(w.session()));
    QSignalSpy results(w.session(), &views::Session::resultChanged);
    setup->sizeSpin(0)->setValue(10); // a million packets: takes a while
    setup->sizeSpin(0)->setValue(4);  // the student changes their mind at once
    QVERIFY(waitForRun(w.session()));
    QTest::qWait(300);
    QCOMPARE(results.count(), 1);
    QCOMPARE(w.session()->result()->topology->name(), QStringLiteral("hypercube:4"));
    QCOMPARE(w.roundSlider()->maximum(), 4);
}

void TestMainWindow::combineCostReachesTheRun()
{
    // The setup's t_c (beside t_h) goes into the run: a reduction's time and formula count it.
    views::MainWindow w;
    QVERIFY(showActive(w));
    QVERIFY(waitForRun(w.session()));
    QDoubleSpinBox *tc = w.setupPanel()->tcSpin();
    QVERIFY(tc);
    QCOMPARE(tc->toolTip(), QStringLiteral("Time to combine one word"));
    QCOMPARE(tc->value(), 0.0);
    QVERIFY(choose(w.setupPanel()->operationBox(), int(core::Operation::Reduce)));
    QVERIFY(choose(w.setupPanel()->algorithmBox(), QStringLiteral("reduce-recursive-halving")));
    QVERIFY(waitForRun(w.session()));
    const double without = w.session()->result()->simulation.time;
    tc->setValue(0.5);
    QVERIFY(waitForRun(w.session()));
    const auto result = w.session()->result();
    QCOMPARE(w.session()->request().params.cost.tc, 0.5);
    // Q3: three rounds, each adding one m-word sum (m = 1): 3 * 0.5 more.
    QCOMPARE(result->simulation.time, without + 1.5);
    QCOMPARE(result->formula->value, result->simulation.time);
    QVERIFY(result->formula->text.contains(QLatin1String("t_c")));
}

void TestMainWindow::settingsRestoreLastSetup()
{
    {
        views::MainWindow w;
        QVERIFY(showActive(w));
        QVERIFY(waitForRun(w.session()));
        QVERIFY(choose(w.setupPanel()->topologyKindBox(), QStringLiteral("ring")));
        w.setupPanel()->sizeSpin(0)->setValue(6);
        QVERIFY(choose(w.setupPanel()->operationBox(), int(core::Operation::Allgather)));
        QVERIFY(choose(w.setupPanel()->algorithmBox(), QStringLiteral("allgather-ring")));
        w.setupPanel()->mSpin()->setValue(3);
        QVERIFY(waitForRun(w.session()));
        auto *pseudoDock = w.findChild<QDockWidget *>(QStringLiteral("pseudoCodeDock"));
        QVERIFY(pseudoDock);
        pseudoDock->close(); // the lecturer closed a panel: it stays closed next time
        QTest::keyClick(&w, Qt::Key_Right);
        QTest::keyClick(&w, Qt::Key_Right);
        QCOMPARE(w.session()->round(), 2);
        w.close();
    }
    views::MainWindow again;
    QVERIFY(showActive(again));
    QVERIFY(waitForRun(again.session()));
    QCOMPARE(again.session()->request().topology, QStringLiteral("ring:6"));
    QCOMPARE(again.session()->request().algorithm, QStringLiteral("allgather-ring"));
    QCOMPARE(again.session()->request().params.cost.m, 3.0);
    QCOMPARE(again.setupPanel()->topologyKindBox()->currentData().toString(), QStringLiteral("ring"));
    QCOMPARE(again.setupPanel()->sizeSpin(0)->value(), 6);
    QCOMPARE(again.setupPanel()->algorithmBox()->currentData().toString(), QStringLiteral("allgather-ring"));
    QVERIFY(again.session()->result());
    QTRY_COMPARE(again.session()->round(), 2); // back where the lecture stopped
    QVERIFY(!again.findChild<QDockWidget *>(QStringLiteral("pseudoCodeDock"))->isVisible());
    QVERIFY(again.findChild<QDockWidget *>(QStringLiteral("resultsDock"))->isVisible());
}

void TestMainWindow::rootAndShiftOnlyWhereTheyMeanSomething()
{
    views::MainWindow w;
    QVERIFY(openWindow(w));
    views::SetupPanel *setup = w.setupPanel();
    QVERIFY(choose(setup->topologyKindBox(), QStringLiteral("ring")));
    setup->sizeSpin(0)->setValue(8);
    QVERIFY(choose(setup->operationBox(), int(core::Operation::Shift)));
    QVERIFY(waitForRun(w.session()));
    QVERIFY(setup->shiftSpin()->isVisibleTo(setup));
    QVERIFY(!setup->rootSpin()->isVisibleTo(setup));
    QCOMPARE(setup->shiftSpin()->maximum(), 7);
    setup->shiftSpin()->setValue(3);
    QVERIFY(waitForRun(w.session()));
    QVERIFY2(w.session()->result(), qPrintable(w.session()->error()));
    QCOMPARE(w.session()->result()->params.shift, 3);
    QVERIFY(w.session()->request().shiftGiven);
    QVERIFY(!w.session()->request().rootGiven);

    QVERIFY(choose(setup->operationBox(), int(core::Operation::Broadcast)));
    QVERIFY(waitForRun(w.session()));
    QVERIFY(setup->rootSpin()->isVisibleTo(setup));
    QVERIFY(!setup->shiftSpin()->isVisibleTo(setup));
    setup->rootSpin()->setValue(5);
    QVERIFY(waitForRun(w.session()));
    QCOMPARE(w.session()->result()->params.root, 5);
    QCOMPARE(w.session()->result()->schedule->rounds[0].transfers[0].src, 5); // the root sends first
}

void TestMainWindow::whatIfModelIsMarked()
{
    views::MainWindow w;
    QVERIFY(openWindow(w));
    views::SetupPanel *setup = w.setupPanel();
    QVERIFY(!setup->whatIfLabel()->isVisible());
    QCOMPARE(w.session()->request().modelSpec, QString());
    // The natural model of the default is wormhole; store-and-forward is a what-if.
    QVERIFY(choose(setup->switchingBox(), int(core::Switching::StoreAndForward)));
    QVERIFY(waitForRun(w.session()));
    QVERIFY(setup->whatIfLabel()->isVisible());
    QVERIFY(w.session()->result()->whatIf);
    QVERIFY(resultValue(w, QStringLiteral("model")).contains(QStringLiteral("what-if")));
    QPushButton *natural = setup->naturalModelButton();
    QVERIFY(natural->isEnabled());
    QTest::mouseClick(natural, Qt::LeftButton);
    QVERIFY(waitForRun(w.session()));
    QVERIFY(!setup->whatIfLabel()->isVisible());
    QVERIFY(!w.session()->result()->whatIf);
}

void TestMainWindow::pseudoCodeFollowsSelectedNode()
{
    views::MainWindow w;
    QVERIFY(openWindow(w));
    const auto result = w.session()->result();
    const core::PseudoCode code = result->algorithm->pseudoCode();
    QVERIFY(!code.isEmpty());
    QCOMPARE(w.pseudoCodePanel()->lines()->count(), code.lines.size());
    QTest::keyClick(&w, Qt::Key_Right);
    QCOMPARE(w.session()->selectedNode(), 0); // the root by default
    const auto &traces = result->schedule->rounds[0].traces;
    QCOMPARE(w.pseudoCodePanel()->currentLine(), traces[0].line);
    QCOMPARE(w.pseudoCodePanel()->variables()->rowCount(), int(traces[0].vars.size()));
    emit w.networkView()->nodeClicked(5);
    QCOMPARE(w.session()->selectedNode(), 5);
    QCOMPARE(w.pseudoCodePanel()->currentLine(), traces[5].line);
    const auto &vars = traces[5].vars;
    for (std::size_t i = 0; i < vars.size(); ++i) {
        QCOMPARE(w.pseudoCodePanel()->variables()->item(int(i), 0)->text(), vars[i].first);
        QCOMPARE(w.pseudoCodePanel()->variables()->item(int(i), 1)->text(), vars[i].second);
    }
}

void TestMainWindow::playRunsToTheEnd()
{
    views::MainWindow w;
    QVERIFY(openWindow(w));
    w.player()->setSpeed(20);
    QSignalSpy progress(w.player(), &views::Player::progressChanged);
    QTest::keyClick(&w, Qt::Key_Space);
    QVERIFY(w.player()->isPlaying());
    QTRY_COMPARE_WITH_TIMEOUT(w.session()->round(), w.session()->roundCount(), 10000);
    QTRY_VERIFY_WITH_TIMEOUT(!w.player()->isPlaying(), 10000);
    QCOMPARE(w.networkView()->round(), w.session()->roundCount());
    QCOMPARE(w.networkView()->progress(), 1.0);
    QVERIFY(progress.count() > w.session()->roundCount()); // the clock moved within rounds
}

void TestMainWindow::perStepTableJumpsToStep()
{
    views::MainWindow w;
    QVERIFY(openWindow(w));
    auto *tabs = w.resultsPanel()->findChild<QTabWidget *>();
    QVERIFY(tabs);
    tabs->setCurrentWidget(w.resultsPanel()->roundsView());
    QTableView *table = w.resultsPanel()->roundsView();
    QCOMPARE(table->model()->rowCount(), w.session()->roundCount());
    const QModelIndex third = table->model()->index(2, views::RoundsModel::TimeColumn);
    QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, table->visualRect(third).center());
    QCOMPARE(w.session()->round(), 3);
    QCOMPARE(w.networkView()->round(), 3);
    QCOMPARE(w.resultsPanel()->roundsModel()->currentStep(), 3);
    QTest::keyClick(&w, Qt::Key_Left);
    QCOMPARE(w.resultsPanel()->roundsModel()->currentStep(), 2);
}

void TestMainWindow::presentationModeKeepsOnlyTheLecture()
{
    views::MainWindow w;
    QVERIFY(openWindow(w));
    auto dock = [&w](const char *name) { return w.findChild<QDockWidget *>(QLatin1String(name)); };
    // The list says: only the narration stays for the lecture.
    QStringList kept;
    for (const views::PanelSpec &spec : views::MainWindow::panels())
        if (spec.inPresentation)
            kept << QLatin1String(spec.objectName);
    QCOMPARE(kept, QStringList{QStringLiteral("narrationDock")});
    for (const views::PanelSpec &spec : views::MainWindow::panels())
        w.panelDock(QLatin1String(spec.objectName))->show();
    QTest::keyClick(&w, Qt::Key_F5);
    QVERIFY(w.presentationAction()->isChecked());
    QVERIFY(!w.menuBar()->isVisible());
    for (const views::PanelSpec &spec : views::MainWindow::panels())
        QVERIFY2(w.panelDock(QLatin1String(spec.objectName))->isVisible() == spec.inPresentation, spec.objectName);
    QVERIFY(!dock("setupDock")->isVisible());
    QVERIFY(!dock("resultsDock")->isVisible());
    QVERIFY(!dock("pseudoCodeDock")->isVisible());
    QVERIFY(dock("narrationDock")->isVisible());
    QTest::keyClick(&w, Qt::Key_Right); // the clicker still steps
    QCOMPARE(w.session()->round(), 1);
    QTest::keyClick(&w, Qt::Key_F5);
    QTRY_VERIFY(dock("setupDock")->isVisible());
    for (const views::PanelSpec &spec : views::MainWindow::panels())
        QVERIFY2(w.panelDock(QLatin1String(spec.objectName))->isVisible(), spec.objectName);
    QVERIFY(w.menuBar()->isVisible());
}

void TestMainWindow::viewMenuListsEveryPanel()
{
    views::MainWindowOptions wide;
    wide.initialSize = QSize(1440, 900); // wide enough for the list's own areas
    views::MainWindow w(wide);
    QVERIFY(openWindow(w));
    // The panels of today, in this order; a new panel is one more line in the list.
    QStringList names;
    for (const views::PanelSpec &spec : views::MainWindow::panels())
        names << QLatin1String(spec.objectName);
    QCOMPARE(names, (QStringList{QStringLiteral("setupDock"), QStringLiteral("narrationDock"),
                                 QStringLiteral("resultsDock"), QStringLiteral("pseudoCodeDock"),
                                 QStringLiteral("costChartDock"),
                                 QStringLiteral("scheduleTableDock"), QStringLiteral("dataMatrixDock"),
                                 QStringLiteral("timeSpaceDock"), QStringLiteral("compareDock"),
                                 QStringLiteral("tadtDock"), QStringLiteral("hamiltonianDock"),
                                 QStringLiteral("exerciseDock"), QStringLiteral("designerDock")}));
    QStringList menuTexts;
    for (QAction *a : w.viewMenu()->actions())
        menuTexts << a->text();
    for (const views::PanelSpec &spec : views::MainWindow::panels()) {
        QDockWidget *dock = w.panelDock(QLatin1String(spec.objectName));
        QVERIFY2(dock, spec.objectName);
        QCOMPARE(dock->parent(), &w);
        QVERIFY(dock->widget());
        QCOMPARE(dock->windowTitle(), QString::fromUtf8(spec.title)); // untranslated in the test
        QVERIFY2(w.viewMenu()->actions().contains(dock->toggleViewAction()), spec.objectName);
        QVERIFY2(menuTexts.contains(QString::fromUtf8(spec.title)), spec.title);
        if (!spec.tabWith)
            QCOMPARE(w.dockWidgetArea(dock), spec.area);
    }
    QCOMPARE(menuTexts.filter(QStringLiteral("Setup")).size(), 1);
    QVERIFY(menuTexts.contains(QStringLiteral("Pseudo-code")));
    QVERIFY(menuTexts.contains(QStringLiteral("Narration")));
    QVERIFY(menuTexts.contains(QStringLiteral("Results")));
    // The panels the window exposes by type are the ones the list made.
    QVERIFY(w.panelDock(QStringLiteral("setupDock"))->isAncestorOf(w.setupPanel()));
    QCOMPARE(w.panelDock(QStringLiteral("narrationDock"))->widget(), w.narrationPanel());
    QCOMPARE(w.panelDock(QStringLiteral("resultsDock"))->widget(), w.resultsPanel());
    QCOMPARE(w.panelDock(QStringLiteral("pseudoCodeDock"))->widget(), w.pseudoCodePanel());
    QVERIFY(!w.panelDock(QStringLiteral("noSuchDock")));

    // On a 1024-pixel projector the side panels with a place of their own share one
    // right-hand column as tabs; the analysis views join the tabs under the drawing, and the
    // exercise, whose title would not fit there, joins the column.
    views::MainWindowOptions narrow;
    narrow.initialSize = QSize(1024, 768);
    views::MainWindow n(narrow);
    QVERIFY(openWindow(n));
    QDockWidget *setup = n.panelDock(QStringLiteral("setupDock"));
    QCOMPARE(n.dockWidgetArea(setup), Qt::RightDockWidgetArea);
    QCOMPARE(n.tabifiedDockWidgets(setup),
             (QList<QDockWidget *>{n.panelDock(QStringLiteral("resultsDock")), n.panelDock(QStringLiteral("pseudoCodeDock")),
                                   n.panelDock(QStringLiteral("exerciseDock"))}));
    QDockWidget *narration = n.panelDock(QStringLiteral("narrationDock"));
    QCOMPARE(n.dockWidgetArea(narration), Qt::BottomDockWidgetArea);
    QCOMPARE(n.tabifiedDockWidgets(narration),
             (QList<QDockWidget *>{n.panelDock(QStringLiteral("costChartDock")),
                                   n.panelDock(QStringLiteral("timeSpaceDock")), n.panelDock(QStringLiteral("compareDock")),
                                   n.panelDock(QStringLiteral("scheduleTableDock")),
                                   n.panelDock(QStringLiteral("dataMatrixDock")), n.panelDock(QStringLiteral("tadtDock")),
                                   n.panelDock(QStringLiteral("hamiltonianDock")),
                                   n.panelDock(QStringLiteral("designerDock"))}));
}

void TestMainWindow::viewMenuTogglesEachPanel_data()
{
    QTest::addColumn<QString>("objectName");
    for (const views::PanelSpec &spec : views::MainWindow::panels())
        QTest::newRow(spec.objectName) << QString::fromLatin1(spec.objectName);
}

void TestMainWindow::viewMenuTogglesEachPanel()
{
    QFETCH(QString, objectName);
    views::MainWindow w;
    QVERIFY(openWindow(w));
    QDockWidget *dock = w.panelDock(objectName);
    QVERIFY(dock);
    dock->show();
    dock->raise(); // a tabbed dock is visible only on top
    QVERIFY(dock->isVisible());
    QAction *toggle = dock->toggleViewAction();
    QVERIFY(toggle->isChecked());
    toggle->trigger();
    QVERIFY(!dock->isVisible());
    QVERIFY(!toggle->isChecked());
    // The other panels stay as they were.
    for (const views::PanelSpec &spec : views::MainWindow::panels())
        if (QLatin1String(spec.objectName) != objectName)
            QVERIFY2(w.panelDock(QLatin1String(spec.objectName))->toggleViewAction()->isChecked(), spec.objectName);
    toggle->trigger();
    QVERIFY(dock->isVisible());
    QVERIFY(toggle->isChecked());
}

void TestMainWindow::startsOnTheRequestedRound()
{
    views::MainWindowOptions options;
    options.useSettings = false;
    options.request = views::Session::defaultRequest();
    options.round = 2;
    views::MainWindow w(options);
    QVERIFY(openWindow(w));
    QTRY_COMPARE(w.session()->round(), 2);
    QCOMPARE(w.roundSlider()->value(), 2);
    QCOMPARE(w.networkView()->round(), 2);
}

void TestMainWindow::panelsBehindTabsWorkOnlyOnceSeen()
{
    // The cost chart, Compare, the time-space diagram, the data matrix and the TADT levels
    // start as tabs behind another panel: opening the window must not build the chart's
    // algorithms, run Compare's B, draw the diagram or search the trees (on torus:32x32 that
    // cost seconds and hundreds of MB before the first frame, and an exit that waited for
    // them). Each does its work once its tab is in front.
    core::RunRequest request = views::Session::defaultRequest();
    request.algorithm = QStringLiteral("alltoall-hypercube-pairwise");
    request.rootGiven = false;
    views::MainWindowOptions options = tests::windowOptions(request, 0);
    options.initialSize = QSize(1440, 900);
    views::MainWindow w(options);
    QVERIFY(openWindow(w));
    QVERIFY(w.session()->result());
    auto *compare = w.findChild<views::ComparePanel *>();
    auto *chart = w.findChild<views::CostChartPanel *>();
    QVERIFY(compare && chart);
    auto *sweeps = chart->findChild<views::SweepRunner *>();
    QVERIFY(sweeps);
    QVERIFY(!compare->isSecondRunning());
    QVERIFY(!compare->secondResult());
    QVERIFY(!sweeps->isBuilding());
    QVERIFY(!sweeps->isEvaluating());
    QVERIFY(chart->sizeResult().series.empty());
    auto *timeSpace = w.findChild<views::TimeSpacePanel *>();
    QVERIFY(timeSpace);
    QCOMPARE(timeSpace->view()->messageShapeCount(), 0);
    auto *tadt = w.findChild<views::TadtPanel *>();
    QVERIFY(tadt);
    QVERIFY(!tadt->hasTree());
    QVERIFY(w.panelDock(QStringLiteral("narrationDock"))->widget()->isVisible());
    QVERIFY(!compare->isVisible());
    QVERIFY(!chart->isVisible());
    // Nor draw Compare's A or fill the data matrix (on Q10, a thousand nodes' scene and a
    // million cells: 45 ms of the first frame's 300).
    QVERIFY(compare->waitsToBeShown());
    auto *matrix = w.findChild<views::DataMatrixPanel *>();
    QVERIFY(matrix && !matrix->isVisible());
    QVERIFY(matrix->waitsToBeShown());
    // Read while hidden (File > Export view): the matrix of the run on show.
    QCOMPARE(matrix->model()->size(), w.session()->result()->topology->processorCount());
    QCOMPARE(matrix->model()->result(), w.session()->result());
    QVERIFY(!matrix->waitsToBeShown());

    w.panelDock(QStringLiteral("compareDock"))->raise();
    QTRY_VERIFY(compare->isVisible());
    QVERIFY(!compare->waitsToBeShown());
    QCOMPARE(compare->firstView()->round(), w.session()->round());
    QTRY_VERIFY_WITH_TIMEOUT(compare->secondResult(), 60000);
    QVERIFY(!w.panelDock(QStringLiteral("narrationDock"))->widget()->isVisible());
    w.panelDock(QStringLiteral("costChartDock"))->raise();
    QTRY_VERIFY(chart->isVisible());
    QTRY_VERIFY_WITH_TIMEOUT(!chart->sizeResult().series.empty(), 60000);
    QVERIFY(!compare->isVisible());
    w.panelDock(QStringLiteral("timeSpaceDock"))->raise();
    QTRY_VERIFY(timeSpace->view()->messageShapeCount() > 0);
    w.panelDock(QStringLiteral("tadtDock"))->raise();
    QTRY_VERIFY(tadt->hasTree());
    QVERIFY(tadt->levelCount() > 0);
}

void TestMainWindow::clickerKeysStepEvenOnA3dDrawing()
{
    // The drawing uses arrow keys to turn a 3D lattice; a presentation clicker sends
    // Left/Right and PageUp/PageDown, and those must keep stepping the rounds.
    views::MainWindow w;
    QVERIFY(openWindow(w));
    views::SetupPanel *setup = w.setupPanel();
    QVERIFY(choose(setup->topologyKindBox(), QStringLiteral("torus")));
    QVERIFY(choose(setup->dimensionsBox(), 3));
    setup->sizeSpin(0)->setValue(3);
    setup->sizeSpin(1)->setValue(3);
    setup->sizeSpin(2)->setValue(3);
    QVERIFY(waitForRun(w.session()));
    QVERIFY2(w.session()->result(), qPrintable(w.session()->error()));
    QCOMPARE(w.session()->result()->topology->name(), QStringLiteral("torus:3x3x3"));
    w.networkView()->setFocus();
    QTest::keyClick(w.networkView(), Qt::Key_Right);
    QCOMPARE(w.session()->round(), 1);
    QTest::keyClick(w.networkView(), Qt::Key_PageDown);
    QCOMPARE(w.session()->round(), 2);
    QTest::keyClick(w.networkView(), Qt::Key_Left);
    QCOMPARE(w.session()->round(), 1);
    // V switches the 3D drawing between floors side by side and the rotatable projection,
    // wherever the focus is, and keeps the round on show.
    const bool floors = w.networkView()->floorsShown();
    QTest::keyClick(w.networkView(), Qt::Key_V);
    QCOMPARE(w.networkView()->floorsShown(), !floors);
    w.setupPanel()->setFocus();
    QTest::keyClick(&w, Qt::Key_V);
    QCOMPARE(w.networkView()->floorsShown(), floors);
    QCOMPARE(w.session()->round(), 1);
}

void TestMainWindow::headlessScreenshot()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    views::ScreenshotOptions shot;
    shot.request = views::Session::defaultRequest();
    shot.request.topology = QStringLiteral("hypercube:4");
    shot.request.algorithm = QStringLiteral("alltoall-hypercube-sex");
    shot.request.rootGiven = false;
    shot.round = 2;
    shot.progress = 0.5;
    shot.size = QSize(1024, 768);
    shot.path = dir.filePath(QStringLiteral("q4.png"));
    QString message;
    QCOMPARE(views::saveScreenshot(shot, &message), 0);
    QVERIFY(message.isEmpty());
    const QImage image(shot.path);
    QCOMPARE(image.size(), QSize(1024, 768));
    QVERIFY(QFileInfo(shot.path).size() < 300 * 1024);
    QCOMPARE(QSettings().allKeys(), QStringList()); // screenshots leave settings alone (init() cleared them)

    // A setup that cannot run still renders (with its error) and says why.
    shot.request.topology = QStringLiteral("hypercube:16");
    shot.path = dir.filePath(QStringLiteral("q16.png"));
    QCOMPARE(views::saveScreenshot(shot, &message), 1);
    QVERIFY(message.contains(QStringLiteral("hypercube:16")));
    QVERIFY(QFileInfo::exists(shot.path));
}

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"

// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Scenario files in the app: a scenario saved, closed and reopened restores the setup and the
// round; a malformed, unknown or newer file is refused naming the problem and the session on
// show stays as it was; a file dropped on the window opens; `collviz FILE.collviz` opens it.

#include "views/window/scenariofiles.h"
#include "views/panels/costchartpanel.h"
#include "views/mainwindow.h"
#include "views/network/networkview.h"
#include "views/session.h"

#include "../programrun.h"
#include "guihelpers.h"

#include <QDockWidget>
#include <QElapsedTimer>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QMenu>
#include <QMenuBar>
#include <QMimeData>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QUrl>
#include <QtTest>

using namespace collviz;
using namespace collviz::tests;

namespace {

core::RunRequest sex(const QString &topology)
{
    core::RunRequest r;
    r.algorithm = QStringLiteral("alltoall-hypercube-sex");
    r.topology = topology;
    return r;
}

QByteArray readFile(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

void writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(path));
}

} // namespace

class TestExportScenario : public QObject
{
    Q_OBJECT

private slots:
    void savedScenarioReopensOnTheSameRound()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("q4.collviz"));
        {
            views::MainWindow w(windowOptions(sex(QStringLiteral("hypercube:4")), 3));
            QVERIFY(settled(w));
            QTRY_COMPARE(w.session()->round(), 3);
            // The view on show: the cost chart in front, comparing two algorithms on linear axes.
            w.panelDock(QStringLiteral("costChartDock"))->raise();
            auto *chart = w.findChild<views::CostChartPanel *>();
            QVERIFY(chart);
            QString error;
            QVERIFY2(chart->setOptions(QJsonObject{{QStringLiteral("algorithms"),
                                                    QJsonArray{QStringLiteral("alltoall-hypercube-sex"),
                                                               QStringLiteral("alltoall-direct-exchange")}},
                                                   {QStringLiteral("axes"), QStringLiteral("linear")},
                                                   {QStringLiteral("points"), 7},
                                                   {QStringLiteral("mMax"), 500}},
                                       QStringLiteral("views.costChart"), &error),
                     qPrintable(error));
            w.panelDock(QStringLiteral("timeSpaceDock"))->hide();
            QVERIFY2(w.scenarioFiles()->save(path, &error), qPrintable(error));
            QCOMPARE(w.scenarioFiles()->currentPath(), path);
        }
        const QByteArray json = [&] {
            QFile f(path);
            return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
        }();
        QVERIFY2(json.contains("\"format\": \"collviz-scenario/1\""), json.constData());
        QVERIFY(json.contains("\"round\": 3"));

        views::MainWindow w(windowOptions(views::Session::defaultRequest(), 0));
        QVERIFY(settled(w));
        QString error;
        QVERIFY2(w.scenarioFiles()->open(path, &error), qPrintable(error));
        QTRY_VERIFY_WITH_TIMEOUT(!w.session()->isRunning() && w.session()->result(), 60000);
        QCOMPARE(w.session()->request().algorithm, QStringLiteral("alltoall-hypercube-sex"));
        QCOMPARE(w.session()->request().topology, QStringLiteral("hypercube:4"));
        QTRY_COMPARE(w.session()->round(), 3);
        // The same view: the chart's options, the panel in front, the closed panel closed.
        auto *chart = w.findChild<views::CostChartPanel *>();
        QVERIFY(chart);
        const QJsonObject o = chart->options();
        QCOMPARE(o.value(QStringLiteral("algorithms")).toArray(),
                 (QJsonArray{QStringLiteral("alltoall-hypercube-sex"), QStringLiteral("alltoall-direct-exchange")}));
        QCOMPARE(o.value(QStringLiteral("axes")).toString(), QStringLiteral("linear"));
        QCOMPARE(o.value(QStringLiteral("points")).toInt(), 7);
        QCOMPARE(o.value(QStringLiteral("mMax")).toDouble(), 500.0);
        QTRY_VERIFY(!w.panelDock(QStringLiteral("costChartDock"))->visibleRegion().isEmpty());
        QVERIFY(w.panelDock(QStringLiteral("timeSpaceDock"))->isHidden());
        QVERIFY(!w.panelDock(QStringLiteral("resultsDock"))->isHidden());
    }

    void refusedFileLeavesTheSessionAlone_data()
    {
        QTest::addColumn<QByteArray>("contents");
        QTest::addColumn<QString>("says");
        QTest::newRow("not JSON") << QByteArray("{\"format\": \"collviz-scenario/1\", ") << QStringLiteral("JSON");
        QTest::newRow("newer format")
            << QByteArray(R"({"format": "collviz-scenario/2", "algorithm": "allgather-ring", "topology": "ring:8"})")
            << QStringLiteral("format \"collviz-scenario/2\" was written by a newer CollViz");
        QTest::newRow("unknown member")
            << QByteArray(R"({"format": "collviz-scenario/1", "algorithm": "allgather-ring", "topology": "ring:8", "colour": 1})")
            << QStringLiteral("member 'colour'");
        QTest::newRow("bad parameter")
            << QByteArray(R"({"format": "collviz-scenario/1", "algorithm": "allgather-ring", "topology": "ring:8", "params": {"m": -1}})")
            << QStringLiteral("params.m");
        QTest::newRow("views not an object")
            << QByteArray(R"({"format": "collviz-scenario/1", "algorithm": "allgather-ring", "topology": "ring:8", "views": 3})")
            << QStringLiteral("views 3 is not accepted");
        QTest::newRow("unknown panel")
            << QByteArray(R"({"format": "collviz-scenario/1", "algorithm": "allgather-ring", "topology": "ring:8", "views": {"panels": ["costChart", "plot"]}})")
            << QStringLiteral("no panel 'plot'");
        QTest::newRow("unknown views member")
            << QByteArray(R"({"format": "collviz-scenario/1", "algorithm": "allgather-ring", "topology": "ring:8", "views": {"zoom": 2}})")
            << QStringLiteral("member 'views.zoom'");
        QTest::newRow("chart points out of range")
            << QByteArray(R"({"format": "collviz-scenario/1", "algorithm": "allgather-ring", "topology": "ring:8", "views": {"costChart": {"points": 0}}})")
            << QStringLiteral("views.costChart.points 0 is not accepted");
        QTest::newRow("chart axes misspelt")
            << QByteArray(R"({"format": "collviz-scenario/1", "algorithm": "allgather-ring", "topology": "ring:8", "views": {"costChart": {"axes": "loglog"}}})")
            << QStringLiteral("views.costChart.axes \"loglog\"");
        QTest::newRow("chart algorithm unknown")
            << QByteArray(R"({"format": "collviz-scenario/1", "algorithm": "allgather-ring", "topology": "ring:8", "views": {"costChart": {"algorithms": ["nope"]}}})")
            << QStringLiteral("views.costChart.algorithms: unknown algorithm 'nope'");
        QTest::newRow("tadt level not whole")
            << QByteArray(R"({"format": "collviz-scenario/1", "algorithm": "allgather-ring", "topology": "ring:8", "views": {"tadt": {"level": 1.5}}})")
            << QStringLiteral("views.tadt.level 1.5");
        QTest::newRow("matrix style unknown")
            << QByteArray(R"({"format": "collviz-scenario/1", "algorithm": "allgather-ring", "topology": "ring:8", "views": {"dataMatrix": {"style": "sepia"}}})")
            << QStringLiteral("views.dataMatrix.style \"sepia\"");
        QTest::newRow("network floors misspelt")
            << QByteArray(R"({"format": "collviz-scenario/1", "algorithm": "allgather-ring", "topology": "ring:8", "views": {"network": {"floors": "layers"}}})")
            << QStringLiteral("views.network.floors \"layers\"");
        QTest::newRow("network legend not a truth value")
            << QByteArray(R"({"format": "collviz-scenario/1", "algorithm": "allgather-ring", "topology": "ring:8", "views": {"network": {"legend": "off"}}})")
            << QStringLiteral("views.network.legend");
        QTest::newRow("unknown algorithm")
            << QByteArray(R"({"format": "collviz-scenario/1", "algorithm": "no-such", "topology": "ring:8"})")
            << QStringLiteral("no-such");
    }
    void refusedFileLeavesTheSessionAlone()
    {
        QFETCH(QByteArray, contents);
        QFETCH(QString, says);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("bad.collviz"));
        writeFile(path, contents);
        views::MainWindow w(windowOptions(sex(QStringLiteral("hypercube:3")), 2));
        QVERIFY(settled(w));
        QTRY_COMPARE(w.session()->round(), 2);
        const auto before = w.session()->result();
        QSignalSpy started(w.session(), &views::Session::runStarted);
        QString error;
        QVERIFY(!w.scenarioFiles()->open(path, &error));
        QVERIFY2(error.contains(says), qPrintable(error));
        QVERIFY2(error.contains(QLatin1String("bad.collviz")), qPrintable(error)); // names the file
        QCOMPARE(started.count(), 0);
        QCOMPARE(w.session()->result(), before);
        QCOMPARE(w.session()->round(), 2);
        QCOMPARE(w.session()->request().topology, QStringLiteral("hypercube:3"));
        QVERIFY(w.scenarioFiles()->currentPath().isEmpty());
    }

    /// The network drawing's state (legend, listed contents, floors) goes into a scenario
    /// and comes back from it, in the window and in collviz-cli export.
    void networkViewStateTravelsWithTheScenario()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("t.collviz"));
        {
            views::MainWindow w(windowOptions(sex(QStringLiteral("hypercube:3")), 1));
            QVERIFY(settled(w));
            w.networkView()->setLegendVisible(false);
            w.networkView()->setNodeContentsListed(true);
            QString error;
            QVERIFY2(w.scenarioFiles()->save(path, &error), qPrintable(error));
            w.networkView()->setNodeContentsListed(false); // the setting is the user's; put back
        }
        const QJsonObject network = QJsonDocument::fromJson(readFile(path)).object()
                                        .value(QStringLiteral("views")).toObject()
                                        .value(QStringLiteral("network")).toObject();
        QCOMPARE(network.value(QStringLiteral("legend")).toBool(true), false);
        QCOMPARE(network.value(QStringLiteral("contentsListed")).toBool(false), true);
        views::MainWindow w(windowOptions(sex(QStringLiteral("hypercube:3")), 0));
        QVERIFY(settled(w));
        QVERIFY(w.networkView()->isLegendVisible());
        QString error;
        QVERIFY2(w.scenarioFiles()->open(path, &error), qPrintable(error));
        QTRY_VERIFY(!w.networkView()->isLegendVisible());
        QVERIFY(w.networkView()->nodeContentsListed());
        w.networkView()->setNodeContentsListed(false);
    }

    void droppedFileOpens()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("ring.collviz"));
        writeFile(path, R"({"format": "collviz-scenario/1", "algorithm": "allgather-ring", "topology": "ring:8", "round": 4})");
        views::MainWindow w(windowOptions(views::Session::defaultRequest(), 0));
        QVERIFY(settled(w));
        QMimeData mime;
        mime.setUrls({QUrl::fromLocalFile(path)});
        QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(&w, &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(&w, &drop);
        QTRY_COMPARE_WITH_TIMEOUT(w.session()->request().algorithm, QStringLiteral("allgather-ring"), 60000);
        QTRY_VERIFY_WITH_TIMEOUT(!w.session()->isRunning() && w.session()->result(), 60000);
        QTRY_COMPARE(w.session()->round(), 4);
    }

    void bundledExamplesOpen_data()
    {
        QTest::addColumn<QString>("path");
        const QStringList examples = views::ScenarioFiles::examples();
        QVERIFY(examples.size() >= 8); // the seeds' figures: see resources/examples
        for (const QString &path : examples)
            QTest::newRow(qPrintable(QFileInfo(path).completeBaseName())) << path;
    }
    void bundledExamplesOpen()
    {
        QFETCH(QString, path);
        // In the app: opens, runs and shows the example's round.
        core::Scenario scenario;
        QString error;
        QVERIFY2(core::Scenario::readFile(path, &scenario, &error), qPrintable(error));
        views::MainWindow w(windowOptions(views::Session::defaultRequest(), 0));
        QVERIFY(settled(w));
        QVERIFY2(w.scenarioFiles()->open(path, &error), qPrintable(error));
        QTRY_COMPARE_WITH_TIMEOUT(w.session()->request().algorithm, scenario.algorithm, 60000);
        QTRY_VERIFY_WITH_TIMEOUT(!w.session()->isRunning() && w.session()->result(), 60000);
        QVERIFY(w.session()->result()->simulation.verified);
        QTRY_COMPARE(w.session()->round(), scenario.round);
        // A scenario that puts a panel in front shows it, with its options.
        for (const QJsonValue &panel : scenario.views.value(QStringLiteral("front")).toArray())
            QTRY_VERIFY(!w.panelDock(panel.toString() + QStringLiteral("Dock"))->visibleRegion().isEmpty());
        const QJsonObject chartOptions = scenario.views.value(QStringLiteral("costChart")).toObject();
        if (!chartOptions.isEmpty()) {
            auto *chart = w.findChild<views::CostChartPanel *>();
            QCOMPARE(chart->options().value(QStringLiteral("algorithms")), chartOptions.value(QStringLiteral("algorithms")));
            // The crossover the example is about is drawn and listed.
            QTRY_VERIFY_WITH_TIMEOUT(!chart->sizeResult().crossovers.empty()
                                         && chart->sizeResult().topology == scenario.topology,
                                     60000);
            QCOMPARE(chart->sizeResult().crossovers.front().fasterBelow, QStringLiteral("alltoall-hypercube-sex"));
            QCOMPARE(chart->sizeResult().crossovers.front().fasterAbove, QStringLiteral("alltoall-direct-exchange"));
            QVERIFY(std::abs(chart->sizeResult().crossovers.front().m - 2600.0 / 49) < 0.01);
        }
        // And headless: collviz-cli export reads it from the same compiled-in resource.
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("example.svg"));
        const auto r = tests::runProgram(QStringLiteral(COLLVIZ_CLI_PATH),
                                         {QStringLiteral("export"), QStringLiteral("--scenario"), path, QStringLiteral("--out"), out});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY(QFileInfo(out).size() > 1000);
        if (!chartOptions.isEmpty()) {
            const QString png = dir.filePath(QStringLiteral("chart.png"));
            const auto c = tests::runProgram(QStringLiteral(COLLVIZ_CLI_PATH),
                                             {QStringLiteral("export"), QStringLiteral("--scenario"), path,
                                              QStringLiteral("--what"), QStringLiteral("chart"), QStringLiteral("--out"), png});
            QVERIFY2(c.exitCode == 0, c.err.constData());
            QCOMPARE(QImage(png).size(), QSize(1920, 1080)); // a 16:9 slide by default
        }
    }

    void fileMenuOffersScenariosAndExports()
    {
        views::MainWindow w(windowOptions(views::Session::defaultRequest(), 0));
        QVERIFY(settled(w));
        QMenu *file = nullptr;
        for (QAction *a : w.menuBar()->actions())
            if (a->menu() && a->text() == QLatin1String("&File"))
                file = a->menu();
        QVERIFY(file);
        QStringList texts;
        for (QAction *a : file->actions())
            if (!a->isSeparator())
                texts << a->text();
        const QStringList expected{QStringLiteral("&Open scenario or schedule…"), QStringLiteral("Open &recent"), QStringLiteral("E&xamples"),
                                   QStringLiteral("Save &scenario"), QStringLiteral("Sa&ve scenario as…"),
                                   QStringLiteral("Save &picture of the network (PNG, SVG, PDF)…"),
                                   QStringLiteral("Export &animation (GIF, PNG frames, MP4, WebM)…"),
                                   QStringLiteral("Export &LaTeX (TikZ figure, Beamer overlays)…"),
                                   QStringLiteral("Export &table (CSV, LaTeX, Markdown)…")};
        QCOMPARE(texts.mid(0, expected.size()), expected);
        // The analysis panels' exports, in their own submenu.
        QVERIFY(texts.contains(QStringLiteral("Export &view")));
        QStringList viewExports;
        for (QAction *a : file->actions())
            if (a->menu() && a->text() == QLatin1String("Export &view"))
                for (QAction *b : a->menu()->actions())
                    viewExports << b->text();
        QCOMPARE(viewExports, (QStringList{QStringLiteral("&Cost chart (PNG, SVG, PDF)…"),
                                           QStringLiteral("Cost &sweep table (CSV, LaTeX, Markdown)…"),
                                           QStringLiteral("&TADT levels (PNG, SVG, PDF)…"),
                                           QStringLiteral("&Hamiltonian cycles (PNG, SVG, PDF)…"),
                                           QStringLiteral("&Data matrix (PNG, SVG, PDF)…")}));
        // The keys a lecturer expects: Ctrl+O opens, Ctrl+S saves the scenario.
        QCOMPARE(file->actions().first()->shortcut(), QKeySequence(QKeySequence::Open));
        const QList<QAction *> actions = file->actions();
        const auto save = std::find_if(actions.begin(), actions.end(),
                                       [](QAction *a) { return a->text() == QLatin1String("Save &scenario"); });
        QVERIFY(save != actions.end());
        QCOMPARE((*save)->shortcut(), QKeySequence(QKeySequence::Save));
        if (qEnvironmentVariableIsSet("COLLVIZ_GRAB_MENU")) { // for looking at it
            file->adjustSize();
            file->grab().save(qEnvironmentVariable("COLLVIZ_GRAB_MENU"));
        }
    }

    void commandLineOpensAScenarioFile()
    {
        QTemporaryDir dir;
        const QString good = dir.filePath(QStringLiteral("ring.collviz"));
        writeFile(good, R"({"format": "collviz-scenario/1", "algorithm": "allgather-ring", "topology": "ring:8", "round": 2})");
        const QString png = dir.filePath(QStringLiteral("shot.png"));
        auto r = tests::runProgram(QStringLiteral(COLLVIZ_GUI_PATH), {good, QStringLiteral("--screenshot"), png});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY(QFileInfo::exists(png));
        const QString bad = dir.filePath(QStringLiteral("new.collviz"));
        writeFile(bad, R"({"format": "collviz-scenario/9", "algorithm": "allgather-ring", "topology": "ring:8"})");
        r = tests::runProgram(QStringLiteral(COLLVIZ_GUI_PATH), {bad, QStringLiteral("--screenshot"), png});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("collviz-scenario/9"), r.err.constData());
    }
};

QTEST_MAIN(TestExportScenario)
#include "tst_exportscenario.moc"

// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Issue 13's wording defects as the class reads them (defects 6, 9 and 10): the pseudo-code
// panel shows code on every network and never wraps a line, English counts have their plural
// forms, and a what-if's narration and results say how much longer it made the round and why.

#include "core/engine.h"
#include "views/mainwindow.h"
#include "views/models/resultsmodel.h"
#include "views/panels/narrationpanel.h"
#include "views/panels/pseudocodepanel.h"
#include "views/panels/resultspanel.h"
#include "views/session.h"
#include "guihelpers.h"

#include <QListWidget>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTranslator>
#include <QtTest>

using namespace collviz;
using namespace collviz::tests;

namespace {

core::RunRequest requestFor(const QString &algorithm, const QString &topology, const QString &model = {})
{
    core::RunRequest request = views::Session::defaultRequest();
    request.algorithm = algorithm;
    request.topology = topology;
    request.modelSpec = model;
    request.rootGiven = false;
    request.params.root = 0;
    return request;
}

} // namespace

class TestWording : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void pseudoCodeOnEveryNetwork_data();
    void pseudoCodeOnEveryNetwork();
    void pseudoCodeLinesDoNotWrap();
    void englishPluralForms();
    void whatIfSaysHowMuchLonger();
};

void TestWording::initTestCase()
{
    tests::useTestSettings("tst_wording");
    QSettings().clear();
}

void TestWording::pseudoCodeOnEveryNetwork_data()
{
    QTest::addColumn<QString>("algorithm");
    QTest::addColumn<QString>("topology");
    // Defect 10: these said "No pseudo-code" or "written for another network".
    QTest::newRow("tree broadcast") << "broadcast-tree" << "tree:8";
    QTest::newRow("tree reduce") << "reduce-tree" << "tree:8";
    QTest::newRow("ring sequential") << "broadcast-ring-sequential" << "ring:8";
    QTest::newRow("ring near-first") << "broadcast-ring-near-first" << "ring:8";
    QTest::newRow("scatter hypercube") << "scatter-recursive-halving" << "hypercube:3";
    QTest::newRow("gather mesh") << "gather-recursive-doubling" << "mesh:4x4";
    QTest::newRow("broadcast scatter+allgather") << "broadcast-scatter-allgather" << "hypercube:3";
    QTest::newRow("reduce reduce-scatter+gather") << "reduce-reducescatter-gather" << "hypercube:3";
    QTest::newRow("allreduce reduce-scatter+allgather") << "allreduce-reducescatter-allgather" << "hypercube:3";
    QTest::newRow("recursive doubling ring") << "broadcast-recursive-doubling" << "ring:8";
    QTest::newRow("recursive doubling torus") << "broadcast-recursive-doubling" << "torus:4x4";
    QTest::newRow("allgather-mesh 3D torus") << "allgather-mesh" << "torus:3x3x3";
}

void TestWording::pseudoCodeOnEveryNetwork()
{
    QFETCH(QString, algorithm);
    QFETCH(QString, topology);
    views::MainWindowOptions options;
    options.useSettings = false;
    options.request = requestFor(algorithm, topology);
    views::MainWindow w(options);
    w.show();
    QVERIFY(waitForRun(w.session()));
    const auto result = w.session()->result();
    QVERIFY2(result, qPrintable(w.session()->error()));
    views::PseudoCodePanel *panel = w.pseudoCodePanel();
    const core::PseudoCode code = result->algorithm->pseudoCodeFor(*result->topology);
    QVERIFY(!code.isEmpty());
    QCOMPARE(panel->lines()->count(), code.lines.size());
    // A processor that acts in round 1 is at a line of it.
    w.session()->setRound(1);
    const auto &traces = result->schedule->rounds.front().traces;
    int acting = -1;
    for (std::size_t i = 0; i < traces.size() && acting < 0; ++i)
        if (traces[i].line >= 0)
            acting = int(i);
    QVERIFY(acting >= 0);
    w.session()->setSelectedNode(acting);
    QCOMPARE(panel->currentLine(), traces[std::size_t(acting)].line);
    QVERIFY2(panel->nodeText().contains(QStringLiteral("line %1").arg(panel->currentLine() + 1)),
             qPrintable(panel->nodeText()));
}

void TestWording::pseudoCodeLinesDoNotWrap()
{
    // Defect 9: comments wrapped mid-line. A line is one row: no wrap, no elision, the
    // view scrolls sideways, and the row is as wide as its text.
    views::MainWindowOptions options;
    options.useSettings = false;
    options.request = requestFor(QStringLiteral("reduce-reducescatter-gather"), QStringLiteral("hypercube:3"));
    views::MainWindow w(options);
    w.resize(1280, 720);
    w.show();
    QVERIFY(waitForRun(w.session()));
    QListWidget *lines = w.pseudoCodePanel()->lines();
    QVERIFY(!lines->wordWrap());
    QCOMPARE(lines->textElideMode(), Qt::ElideNone);
    QVERIFY(lines->horizontalScrollBarPolicy() != Qt::ScrollBarAlwaysOff);
    const int oneLine = lines->visualItemRect(lines->item(0)).height();
    for (int i = 0; i < lines->count(); ++i) {
        QListWidgetItem *item = lines->item(i);
        QCOMPARE(lines->visualItemRect(item).height(), oneLine);
        QVERIFY(lines->visualItemRect(item).width() >= lines->fontMetrics().horizontalAdvance(item->text()));
        QVERIFY(!item->toolTip().isEmpty());
    }
}

void TestWording::englishPluralForms()
{
    // Defect 9: "lower 1 bits", "all 2 messages", "hop(s)". English has its plural forms in
    // collviz_en.qm (numerus entries only), embedded with the other languages.
    QTranslator english;
    QVERIFY(english.load(QStringLiteral(":/i18n/collviz_en.qm")));
    QCOMPARE(english.translate(core::kAlgorithmContext, "%n hop(s)", nullptr, 1), QStringLiteral("%n hop"));
    QCOMPARE(english.translate(core::kAlgorithmContext, "%n hop(s)", nullptr, 3), QStringLiteral("%n hops"));
    QCoreApplication::installTranslator(&english);

    views::MainWindowOptions options;
    options.useSettings = false;
    options.request = requestFor(QStringLiteral("allgather-hypercube"), QStringLiteral("hypercube:3"));
    views::MainWindow w(options);
    w.show();
    QVERIFY(waitForRun(w.session()));
    w.session()->setRound(1);
    const QString first = w.narrationPanel()->narrationText();
    QVERIFY2(first.contains(QStringLiteral("exchanges the 1 message it holds")), qPrintable(first));
    QVERIFY2(first.contains(QStringLiteral("holds 2 messages")), qPrintable(first));
    w.session()->setRound(3);
    const QString last = w.narrationPanel()->narrationText();
    QVERIFY2(last.contains(QStringLiteral("exchanges all 4 messages it holds")), qPrintable(last));
    QVERIFY2(!last.contains(QStringLiteral("(s)")), qPrintable(last));
    QCoreApplication::removeTranslator(&english);
}

void TestWording::whatIfSaysHowMuchLonger()
{
    // Defect 6: half-duplex Q3 SEX flagged every node but said nothing of why; all-port said
    // nothing of the algorithm being 1-port by design.
    views::MainWindowOptions options;
    options.useSettings = false;
    options.request = requestFor(QStringLiteral("alltoall-hypercube-sex"), QStringLiteral("hypercube:3"),
                                 QStringLiteral("duplex=half"));
    views::MainWindow w(options);
    w.show();
    QVERIFY(waitForRun(w.session()));
    w.session()->setRound(1);
    QString text = w.narrationPanel()->narrationText();
    QVERIFY2(text.contains(QStringLiteral("it takes 5: the what-if makes it 4 longer")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("Half duplex: 4 messages waited for a link")), qPrintable(text));
    views::ResultsModel *results = w.resultsPanel()->model();
    const int row = results->rowOf(QStringLiteral("what-if"));
    QVERIFY(row >= 0);
    QVERIFY2(results->index(row, 1).data().toString().contains(QStringLiteral("this what-if takes 27, 12 longer")),
             qPrintable(results->index(row, 1).data().toString()));

    w.session()->setRequest(requestFor(QStringLiteral("alltoall-hypercube-sex"), QStringLiteral("hypercube:3"),
                                       QStringLiteral("ports=all")));
    QVERIFY(waitForRun(w.session()));
    w.session()->setRound(1);
    text = w.narrationPanel()->narrationText();
    QVERIFY2(text.contains(QStringLiteral("The algorithm is 1-port by design")), qPrintable(text));
    const int bound = results->rowOf(QStringLiteral("bound"));
    QVERIFY(bound >= 0);
    const QString boundTip = results->index(bound, 1).data(Qt::ToolTipRole).toString()
                             + results->index(bound, 1).data().toString();
    QVERIFY2(!boundTip.contains(QStringLiteral("1-port")), qPrintable(boundTip));
}

QTEST_MAIN(TestWording)
#include "tst_wording.moc"

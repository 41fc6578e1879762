// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The pseudo-code panel keeps every line whole: a line longer than the dock scrolls sideways
// (its indentation, which shows the loops, stays as written) instead of being cut off on the
// right.

#include "views/mainwindow.h"
#include "views/panels/pseudocodepanel.h"
#include "views/session.h"

#include "guihelpers.h"

#include <QDockWidget>
#include <QListWidget>
#include <QScrollBar>
#include <QtTest>

using namespace collviz;
using namespace collviz::tests;

class TestPseudoCode : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { useTestSettings("tst_pseudocode"); }
    void longestLineIsReachable_data();
    void longestLineIsReachable();
};

void TestPseudoCode::longestLineIsReachable_data()
{
    QTest::addColumn<QString>("algorithm");
    QTest::addColumn<QString>("topology");
    QTest::addColumn<QSize>("window");
    QTest::addRow("standard exchange Q3 at 1440x900") << "alltoall-hypercube-sex" << "hypercube:3" << QSize(1440, 900);
    QTest::addRow("standard exchange Q3 at 1280x720") << "alltoall-hypercube-sex" << "hypercube:3" << QSize(1280, 720);
    QTest::addRow("allreduce Q3 at 1440x900") << "allreduce-hypercube" << "hypercube:3" << QSize(1440, 900);
}

void TestPseudoCode::longestLineIsReachable()
{
    QFETCH(QString, algorithm);
    QFETCH(QString, topology);
    QFETCH(QSize, window);
    core::RunRequest request;
    request.algorithm = algorithm;
    request.topology = topology;
    views::MainWindowOptions options = windowOptions(request, 1);
    options.initialSize = window;
    views::MainWindow w(options);
    QVERIFY(settled(w));
    w.panelDock(QStringLiteral("pseudoCodeDock"))->raise();
    w.session()->setSelectedNode(0);
    QTest::qWait(50);
    views::PseudoCodePanel *panel = w.pseudoCodePanel();
    QListWidget *lines = panel->lines();
    QVERIFY(lines->count() > 0);
    QVERIFY(lines->isVisible());
    // In every round, the widest line as drawn (the highlighted one is bold) against what the
    // list can show: its viewport and, beyond it, the horizontal scroll range.
    for (int round = 1; round <= w.session()->roundCount(); ++round) {
        w.session()->setRound(round);
        QTest::qWait(10);
        int widest = 0;
        for (int i = 0; i < lines->count(); ++i)
            widest = std::max(widest, QFontMetrics(lines->item(i)->font()).horizontalAdvance(lines->item(i)->text()));
        const int reach = lines->viewport()->width() + lines->horizontalScrollBar()->maximum();
        QVERIFY2(reach >= widest, qPrintable(QStringLiteral("round %1: widest line %2 px, reachable %3 px")
                                                 .arg(round)
                                                 .arg(widest)
                                                 .arg(reach)));
    }
    // The panel itself is not wider than its dock (what would cut it off on the right).
    QVERIFY2(panel->width() <= w.panelDock(QStringLiteral("pseudoCodeDock"))->width(),
             qPrintable(QStringLiteral("panel %1 px in a dock of %2 px")
                            .arg(panel->width())
                            .arg(w.panelDock(QStringLiteral("pseudoCodeDock"))->width())));
    // And the title's long words do not push it wider either: the list spans the panel.
    QVERIFY(lines->geometry().right() <= panel->width());
}

QTEST_MAIN(TestPseudoCode)
#include "tst_pseudocode.moc"

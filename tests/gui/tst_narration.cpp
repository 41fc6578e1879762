// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The narration dock under the drawing is read from the back of a lecture hall: in a
// 1440x900 window (and a larger one) it shows at least four lines of the round's sentence in
// its own type with a node selected (three in presentation style, where the drawing has the
// room and the type shrinks to fit), and the node's line never covers it.

#include "views/mainwindow.h"
#include "views/panels/narrationpanel.h"
#include "views/session.h"

#include "guihelpers.h"

#include <QLabel>
#include <QScrollArea>
#include <QtTest>

using namespace collviz;
using namespace collviz::tests;

class TestNarration : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { useTestSettings("tst_narration"); }
    void fourLinesAt1440x900_data();
    void fourLinesAt1440x900();
};

void TestNarration::fourLinesAt1440x900_data()
{
    QTest::addColumn<bool>("presentation");
    QTest::addColumn<QSize>("size");
    QTest::addRow("window") << false << QSize(1440, 900);
    QTest::addRow("presentation mode") << true << QSize(1440, 900);
    QTest::addRow("window 1600x1000") << false << QSize(1600, 1000);
}

void TestNarration::fourLinesAt1440x900()
{
    QFETCH(bool, presentation);
    QFETCH(QSize, size);
    core::RunRequest request;
    request.algorithm = QStringLiteral("alltoall-cartesian");
    request.topology = QStringLiteral("torus:4x4");
    views::MainWindowOptions options = windowOptions(request, 2);
    options.initialSize = size;
    views::MainWindow window(options);
    QVERIFY(settled(window));
    views::NarrationPanel *narration = window.narrationPanel();
    QVERIFY(narration);
    if (presentation)
        window.presentationAction()->setChecked(true); // the lecture hall's mode, as F5 turns it on
    window.session()->setSelectedNode(0);
    QTest::qWait(50);
    // In presentation style the drawing has the room: three lines, the type shrinking to fit.
    QVERIFY2(narration->linesShown() >= (presentation ? 3 : 4), qPrintable(QStringLiteral("%1 line(s)").arg(narration->linesShown())));
    // The selected node's line below it never covers it.
    const QLabel *node = narration->findChild<QLabel *>(QStringLiteral("selectedNodeText"));
    const QWidget *sentence = narration->findChild<QScrollArea *>(QString(), Qt::FindDirectChildrenOnly);
    QVERIFY(node && sentence);
    QVERIFY(!node->text().isEmpty());
    const int nodeTop = node->mapTo(narration, QPoint(0, 0)).y();
    const int sentenceBottom = sentence->mapTo(narration, QPoint(0, sentence->height())).y();
    QVERIFY2(nodeTop >= sentenceBottom,
             qPrintable(QStringLiteral("node line at %1, sentence down to %2").arg(nodeTop).arg(sentenceBottom)));
}

QTEST_MAIN(TestNarration)
#include "tst_narration.moc"

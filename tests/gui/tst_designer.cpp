// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The schedule designer's panel: transfers made by clicks on the drawing, a doubly used
// channel flagged with the checker's sentence and marked broken on the drawing, and the
// undo button giving the previous verdict back.

#include "views/designer/designdocument.h"
#include "views/designer/designerpanel.h"
#include "views/session.h"

#include "core/designer/challenges.h"
#include "guihelpers.h"

#include <QAction>
#include <QFile>
#include <QTemporaryDir>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QToolButton>
#include <QUndoStack>
#include <QtTest>

using namespace collviz;
using namespace collviz::tests;

namespace {

QPushButton *button(QWidget *panel, const QString &text)
{
    for (QPushButton *b : panel->findChildren<QPushButton *>())
        if (b->text() == text)
            return b;
    return nullptr;
}

bool hasMark(const views::Session &session, views::DrawingMark::Kind kind, int arc)
{
    for (const views::DrawingMark &m : session.marks())
        if (m.kind == kind && m.arc == arc)
            return true;
    return false;
}

} // namespace

class TstDesignerPanel : public QObject
{
    Q_OBJECT

private slots:
    void doublyUsedChannelIsFlaggedAndUndone();
    void packetsAreChosenAndBadOnesRefused();
    void combinesByCtrlClickAndANewDesignIsUndoable();
    void roundsAreInsertedMovedAndDeleted();
    void aCombineRowIsRemovedAsACombine();
    void aSenderPickedOnAnotherNetworkIsForgotten();
    void theHiddenDesignerIgnoresClicks();
    void insertingARoundKeepsTheSizeCap();
    void aSavedDesignOpensOffTheGuiThread();
};

void TstDesignerPanel::doublyUsedChannelIsFlaggedAndUndone()
{
    views::Session session;
    core::RunRequest request;
    request.algorithm = QStringLiteral("alltoall-hypercube-pairwise");
    request.topology = QStringLiteral("hypercube:3");
    request.modelSpec = QStringLiteral("wh,ports=1,noncombining");
    session.setRequest(request);
    QVERIFY(waitForResult(session));

    views::DesignerPanel panel(&session);
    panel.show();
    panel.newEmpty();
    QVERIFY(panel.document()->hasDesign());
    QCOMPARE(panel.document()->design().roundCount(), 0);
    // The registered algorithms and the bound are run off the GUI thread, once.
    QCOMPARE(panel.comparisonText(), QStringLiteral("Comparing with the registered algorithms…"));
    QTRY_COMPARE(panel.comparisonText(), QStringLiteral("your schedule: 0 rounds, time 0; alltoall-hypercube-pairwise: "
                                                        "7 rounds, time 14; bound 14"));

    // Sender 3, receiver 7: a round is made for it and the transfer is green.
    session.clickDrawing(3, -1, Qt::NoModifier);
    QCOMPARE(panel.pendingSender(), 3);
    session.clickDrawing(7, -1, Qt::NoModifier);
    QCOMPARE(panel.document()->design().roundCount(), 1);
    const QStringList before = panel.transferLines();
    QCOMPARE(before.size(), 1);
    QVERIFY2(before[0].startsWith(QStringLiteral("✓ 011 → 111")), qPrintable(before[0]));

    // 1 → 3 → 7 (3 Shift-clicked): over channel 3→7 again, red, with the checker's sentence.
    session.clickDrawing(1, -1, Qt::NoModifier);
    session.clickDrawing(3, -1, Qt::ShiftModifier);
    QCOMPARE(panel.hint(), QStringLiteral("Path 001→011: click the receiver, or Shift-click the next node it passes."));
    session.clickDrawing(7, -1, Qt::NoModifier);
    const QStringList after = panel.transferLines();
    QCOMPARE(after.size(), 2);
    QVERIFY2(after[1].startsWith(QStringLiteral("✗ 001 → 111 over 001→011→111, packets 13 {001,111}")), qPrintable(after[1]));
    QVERIFY2(after[1].contains(QStringLiteral("channel 011→111 already carries a message this round")),
             qPrintable(after[1]));
    // The drawing marks the first transfer's channel accepted and the second's broken.
    const core::Topology &topo = panel.document()->design().topology();
    QTRY_VERIFY(hasMark(session, views::DrawingMark::Broken, topo.arcBetween(1, 3)));
    QVERIFY(hasMark(session, views::DrawingMark::Accepted, topo.arcBetween(3, 7)));
    QCOMPARE(session.marksRound(), 1);
    QVERIFY(session.document());
    QCOMPARE(session.document()->schedule->rounds.size(), std::size_t(1));

    // Undo, by its button: the verdict before the edit.
    QToolButton *undo = nullptr;
    for (QToolButton *b : panel.findChildren<QToolButton *>())
        if (b->defaultAction() && b->defaultAction()->text().startsWith(QStringLiteral("Undo")))
            undo = b;
    QVERIFY(undo);
    QVERIFY(undo->isEnabled());
    undo->click();
    QCOMPARE(panel.transferLines(), before);
    QTRY_VERIFY(!hasMark(session, views::DrawingMark::Broken, topo.arcBetween(1, 3)));
    QVERIFY(hasMark(session, views::DrawingMark::Accepted, topo.arcBetween(3, 7)));
    // And redo flags it again.
    panel.document()->undoStack()->redo();
    QCOMPARE(panel.transferLines(), after);
    QCOMPARE(panel.comparisonText(), QStringLiteral("your schedule: 1 round, time 4; alltoall-hypercube-pairwise: "
                                                    "7 rounds, time 14; bound 14"));
}

void TstDesignerPanel::packetsAreChosenAndBadOnesRefused()
{
    views::Session session;
    views::DesignerPanel panel(&session);
    panel.show();
    panel.startChallenge(0); // broadcast on hypercube:3
    session.clickDrawing(0, -1, Qt::NoModifier);
    session.clickDrawing(1, -1, Qt::NoModifier);
    QVERIFY2(panel.transferLines().value(0).startsWith(QStringLiteral("✓ 000 → 001 over 000→001, packets 0 000")),
             qPrintable(panel.transferLines().value(0)));
    panel.setCurrentTransfer(0);
    QCOMPARE(panel.packetsField()->text(), QStringLiteral("0"));
    panel.packetsField()->setText(QStringLiteral("0, x"));
    QVERIFY(!panel.applyPackets());
    QCOMPARE(panel.hint(), QStringLiteral("\"x\" is not a packet; packets are numbers 0..0 separated by commas, such as 3, 7."));
    QCOMPARE(panel.document()->design().round(0).transfers[0].packets, std::vector<int>{0});
    // Empty: what the receiver needs next (the one packet again).
    panel.packetsField()->setText(QString());
    QVERIFY(panel.applyPackets());
    QCOMPARE(panel.document()->design().round(0).transfers[0].packets, std::vector<int>{0});
}

void TstDesignerPanel::combinesByCtrlClickAndANewDesignIsUndoable()
{
    views::Session session;
    views::DesignerPanel panel(&session);
    panel.show();
    int allreduce = -1;
    for (std::size_t i = 0; i < core::designer::challenges().size(); ++i)
        if (core::designer::challenges()[i].id == QLatin1String("allreduce-hypercube3"))
            allreduce = int(i);
    QVERIFY(allreduce >= 0);
    panel.startChallenge(allreduce);
    session.clickDrawing(0, -1, Qt::NoModifier);
    session.clickDrawing(1, -1, Qt::NoModifier);
    session.clickDrawing(1, -1, Qt::NoModifier);
    session.clickDrawing(0, -1, Qt::NoModifier);
    session.clickDrawing(1, -1, Qt::ControlModifier);
    const QStringList lines = panel.transferLines();
    QCOMPARE(lines.size(), 3);
    QVERIFY2(lines[0].endsWith(QStringLiteral("packets 0 Σ000")), qPrintable(lines[0]));
    QCOMPARE(lines[2], QStringLiteral("✓ node 001 adds 0, 1"));
    // A node with nothing to add says so.
    session.clickDrawing(5, -1, Qt::ControlModifier);
    QCOMPARE(panel.hint(), QStringLiteral("Node 101 holds no partial sums it can add at the end of this round."));

    QTRY_COMPARE(panel.targetText(), QStringLiteral("Target: 3 rounds and time 6. Not met yet. Already met by "
                                                    "allreduce-hypercube, allreduce-swing-latency."));

    // Starting another design is one more undo step: the allreduce design comes back.
    panel.startChallenge(0);
    QCOMPARE(panel.document()->design().operation(), core::Operation::Broadcast);
    QVERIFY(panel.transferLines().isEmpty());
    panel.document()->undoStack()->undo();
    QCOMPARE(panel.document()->design().operation(), core::Operation::Allreduce);
    QCOMPARE(panel.document()->challenge()->id, QStringLiteral("allreduce-hypercube3"));
    QCOMPARE(panel.transferLines(), lines);
}

void TstDesignerPanel::roundsAreInsertedMovedAndDeleted()
{
    views::Session session;
    views::DesignerPanel panel(&session);
    panel.show();
    panel.startChallenge(0); // broadcast from 000 on hypercube:3
    session.clickDrawing(0, -1, Qt::NoModifier);
    session.clickDrawing(1, -1, Qt::NoModifier);
    QPushButton *insert = button(&panel, QStringLiteral("Insert round"));
    QPushButton *up = button(&panel, QStringLiteral("Move up"));
    QPushButton *remove = button(&panel, QStringLiteral("Delete round"));
    QVERIFY(insert && up && remove);
    insert->click(); // after round 1, and shown
    QCOMPARE(panel.document()->design().roundCount(), 2);
    QCOMPARE(panel.currentRound(), 1);
    session.clickDrawing(1, -1, Qt::NoModifier);
    session.clickDrawing(3, -1, Qt::NoModifier);
    QVERIFY2(panel.transferLines().value(0).startsWith(QStringLiteral("✓ 001 → 011")), qPrintable(panel.transferLines().value(0)));

    // Moved before the round that brings 001 the packet, the send breaks the holding rule.
    up->click();
    QCOMPARE(panel.currentRound(), 0);
    QCOMPARE(panel.transferLines(),
             QStringList(QStringLiteral("✗ 001 → 011 over 001→011, packets 0 000\n    node 1 sends packet 0 it does not hold")));
    panel.document()->undoStack()->undo();
    panel.setCurrentRound(1);
    QVERIFY(panel.transferLines().value(0).startsWith(QStringLiteral("✓ 001 → 011")));

    remove->click();
    QCOMPARE(panel.document()->design().roundCount(), 1);
    panel.document()->undoStack()->undo();
    QCOMPARE(panel.document()->design().roundCount(), 2);
    QVERIFY(panel.document()->verdict().rulesKept);
}

void TstDesignerPanel::aCombineRowIsRemovedAsACombine()
{
    views::Session session;
    views::DesignerPanel panel(&session);
    panel.show();
    int allreduce = -1;
    for (std::size_t i = 0; i < core::designer::challenges().size(); ++i)
        if (core::designer::challenges()[i].id == QLatin1String("allreduce-hypercube3"))
            allreduce = int(i);
    QVERIFY(allreduce >= 0);
    // Ctrl-click before any round, and on a non-reduction, each say why nothing is added.
    panel.startChallenge(0);
    session.clickDrawing(1, -1, Qt::ControlModifier);
    QCOMPARE(panel.hint(), QStringLiteral("broadcast is not a reduction: there is nothing to add up."));
    panel.startChallenge(allreduce);
    session.clickDrawing(1, -1, Qt::ControlModifier);
    QCOMPARE(panel.hint(), QStringLiteral("No rounds yet: send partial sums first, then Ctrl-click a node to add them up."));
    QCOMPARE(panel.document()->design().roundCount(), 0);

    session.clickDrawing(0, -1, Qt::NoModifier);
    session.clickDrawing(1, -1, Qt::NoModifier);
    session.clickDrawing(1, -1, Qt::ControlModifier);
    const QStringList lines = panel.transferLines();
    QCOMPARE(lines.size(), 2);
    QCOMPARE(lines[1], QStringLiteral("✓ node 001 adds 0, 1"));
    // The combine's row, removed: the combine goes, the transfer stays; undo brings it back.
    panel.setCurrentTransfer(1);
    QPushButton *remove = button(&panel, QStringLiteral("Remove transfer"));
    QVERIFY(remove);
    remove->click();
    QCOMPARE(panel.document()->design().round(0).transfers.size(), std::size_t(1));
    QVERIFY(panel.document()->design().round(0).combines.empty());
    QCOMPARE(panel.transferLines(), QStringList(lines[0]));
    panel.document()->undoStack()->undo();
    QCOMPARE(panel.transferLines(), lines);
    // The transfer's row removes the transfer.
    panel.setCurrentTransfer(0);
    remove->click();
    QVERIFY(panel.document()->design().round(0).transfers.empty());
    QCOMPARE(panel.document()->design().round(0).combines.size(), std::size_t(1));
}

void TstDesignerPanel::aSenderPickedOnAnotherNetworkIsForgotten()
{
    views::Session session;
    views::DesignerPanel panel(&session);
    panel.show();
    panel.startChallenge(0); // broadcast on hypercube:3: 8 nodes
    session.clickDrawing(7, -1, Qt::NoModifier);
    session.clickDrawing(6, -1, Qt::ShiftModifier);
    QCOMPARE(panel.pendingSender(), 7);
    panel.startChallenge(1); // all-gather on ring:6: no node 7
    QCOMPARE(panel.pendingSender(), -1);
    session.clickDrawing(0, -1, Qt::NoModifier);
    QCOMPARE(panel.pendingSender(), 0);
    QCOMPARE(panel.document()->design().roundCount(), 0);
    // Undoing back to the cube forgets the ring's sender too.
    panel.document()->undoStack()->undo();
    QCOMPARE(panel.pendingSender(), -1);
    session.clickDrawing(0, -1, Qt::NoModifier);
    session.clickDrawing(1, -1, Qt::NoModifier);
    QVERIFY2(panel.transferLines().value(0).startsWith(QStringLiteral("✓ 000 → 001")),
             qPrintable(panel.transferLines().value(0)));
}

void TstDesignerPanel::theHiddenDesignerIgnoresClicks()
{
    views::Session session;
    views::DesignerPanel panel(&session);
    panel.show();
    panel.startChallenge(0);
    panel.hide(); // behind another tab
    session.clickDrawing(0, -1, Qt::NoModifier);
    session.clickDrawing(1, -1, Qt::NoModifier);
    QCOMPARE(panel.pendingSender(), -1);
    QCOMPARE(panel.document()->design().roundCount(), 0);
    panel.show();
    session.clickDrawing(0, -1, Qt::NoModifier);
    QCOMPARE(panel.pendingSender(), 0);
}

void TstDesignerPanel::insertingARoundKeepsTheSizeCap()
{
    // All-gather on a 4,096-node cube: every state holds 16M ids, 64 MiB; four rounds fit in
    // the 256 MiB the checker may keep, a fifth does not.
    views::Session session;
    views::DesignerPanel panel(&session);
    panel.show();
    QString error;
    const auto design = core::designer::Design::create(core::Operation::Allgather, QStringLiteral("hypercube:12"),
                                                       QStringLiteral("sf,ports=1,noncombining"), core::CostParams(), 0,
                                                       0, &error);
    QVERIFY2(design, qPrintable(error));
    panel.document()->reset(*design);
    QPushButton *insert = button(&panel, QStringLiteral("Insert round"));
    QVERIFY(insert);
    for (int i = 0; i < 4; ++i)
        insert->click();
    QCOMPARE(panel.document()->design().roundCount(), 4);
    insert->click();
    QCOMPARE(panel.document()->design().roundCount(), 4);
    QVERIFY2(panel.hint().contains(QStringLiteral("is too large for the designer")), qPrintable(panel.hint()));
}

void TstDesignerPanel::aSavedDesignOpensOffTheGuiThread()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("design.json"));
    views::Session session;
    views::DesignerPanel panel(&session);
    panel.show();
    panel.startChallenge(0);
    session.clickDrawing(0, -1, Qt::NoModifier);
    session.clickDrawing(1, -1, Qt::NoModifier);
    // Each edit is checked and timed by the engine off the GUI thread, then shown.
    QTRY_VERIFY(session.document());
    QTRY_COMPARE(session.document()->schedule->rounds.size(), std::size_t(1));
    QString error;
    QVERIFY2(core::designer::save(panel.document()->design(), path, &error), qPrintable(error));
    const QStringList lines = panel.transferLines();

    panel.startChallenge(1);
    QSignalSpy read(&panel, &views::DesignerPanel::fileRead);
    panel.openFile(path);
    QVERIFY(read.wait());
    QCOMPARE(read.first().first().toBool(), true);
    QCOMPARE(panel.document()->design().operation(), core::Operation::Broadcast);
    QCOMPARE(panel.transferLines(), lines);

    // A file that is no schedule: one sentence, and the design stays.
    const QString bad = dir.filePath(QStringLiteral("bad.json"));
    QFile file(bad);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("{ not json");
    file.close();
    panel.openFile(bad);
    QVERIFY(read.wait());
    QCOMPARE(read.last().first().toBool(), false);
    QVERIFY(!panel.hint().isEmpty());
    QCOMPARE(panel.transferLines(), lines);
}

QTEST_MAIN(TstDesignerPanel)
#include "tst_designer.moc"

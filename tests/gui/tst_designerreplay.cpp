// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// A student rebuilds a registered algorithm's schedule in the designer, click by click as on
// the drawing (sender, the path's nodes Shift-clicked, receiver; the packets typed where they
// are not what the designer offers; Insert round between rounds): the design then has the
// algorithm's rounds and time, the checker accepts it, and the main window shows it with the
// same rounds and time.

#include "views/designer/designdocument.h"
#include "views/designer/designerpanel.h"
#include "views/session.h"

#include "core/engine.h"
#include "guihelpers.h"

#include <QLineEdit>
#include <QPushButton>
#include <QtTest>

#include <map>
#include <tuple>

using namespace collviz;
using namespace collviz::tests;

class TstDesignerReplay : public QObject
{
    Q_OBJECT
private slots:
    void clickedCopyMatchesTheAlgorithm_data();
    void clickedCopyMatchesTheAlgorithm();
};

void TstDesignerReplay::clickedCopyMatchesTheAlgorithm_data()
{
    QTest::addColumn<QString>("algorithm");
    QTest::addColumn<QString>("topology");
    QTest::addColumn<QString>("model");
    QTest::newRow("broadcast Q3") << "broadcast-recursive-doubling" << "hypercube:3" << "";
    QTest::newRow("pairwise all-to-all Q3") << "alltoall-hypercube-pairwise" << "hypercube:3" << "";
    QTest::newRow("ring all-gather, noncombining") << "allgather-ring" << "ring:6" << "noncombining";
    QTest::newRow("standard exchange Q3") << "alltoall-hypercube-sex" << "hypercube:3" << "";
    QTest::newRow("cartesian all-to-all torus:3x3") << "alltoall-cartesian" << "torus:3x3" << "";
}

void TstDesignerReplay::clickedCopyMatchesTheAlgorithm()
{
    QFETCH(QString, algorithm);
    QFETCH(QString, topology);
    QFETCH(QString, model);
    core::RunRequest request;
    request.algorithm = algorithm;
    request.topology = topology;
    request.modelSpec = model;
    request.params.shift = 1; // what the window's setup carries for every operation
    const core::RunResult reference = core::Engine::run(request);
    QVERIFY2(reference.ok, qPrintable(reference.error));
    QVERIFY(!reference.schedule->isReduction());

    views::Session session;
    session.setRequest(request);
    QVERIFY(waitForResult(session));
    views::DesignerPanel panel(&session);
    panel.resize(900, 500);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    panel.newEmpty();
    QVERIFY(panel.document()->hasDesign());

    // The design's packets by their ends (its problem numbers them as it likes).
    std::map<std::pair<int, int>, int> idOf;
    const core::Schedule start = panel.document()->design().schedule();
    for (const core::Packet &p : start.packets)
        idOf[{p.origin, p.dest}] = p.id;
    QPushButton *insertRound = nullptr;
    for (QPushButton *b : panel.findChildren<QPushButton *>())
        if (b->text() == QStringLiteral("Insert round"))
            insertRound = b;
    QVERIFY(insertRound);

    const auto &rounds = reference.schedule->rounds;
    for (std::size_t r = 0; r < rounds.size(); ++r) {
        if (r > 0) {
            panel.setCurrentRound(int(r) - 1);
            insertRound->click();
            QCOMPARE(panel.currentRound(), int(r));
        }
        const core::TransferList &transfers = rounds[r].transfers;
        for (std::size_t t = 0; t < transfers.size(); ++t) {
            const core::IntSpan path = transfers.path(t);
            session.clickDrawing(transfers.src(t), -1, Qt::NoModifier);
            for (std::size_t h = 1; h + 1 < path.size(); ++h)
                session.clickDrawing(path[h], -1, Qt::ShiftModifier);
            session.clickDrawing(transfers.dst(t), -1, Qt::NoModifier);
            QCOMPARE(int(panel.document()->design().round(int(r)).transfers.size()), int(t) + 1);
            QStringList ids;
            for (int id : transfers.packets(t)) {
                const core::Packet p = reference.schedule->packets[std::size_t(id)];
                const auto found = idOf.find({p.origin, p.dest});
                QVERIFY(found != idOf.end());
                ids << QString::number(found->second);
            }
            panel.setCurrentTransfer(int(t));
            panel.packetsField()->setText(ids.join(QStringLiteral(", ")));
            QVERIFY(panel.applyPackets());
        }
    }

    const core::designer::DesignVerdict &verdict = panel.document()->verdict();
    QCOMPARE(verdict.roundCount(), int(rounds.size()));
    QVERIFY(verdict.rulesKept);
    QVERIFY(verdict.delivered);
    QCOMPARE(verdict.time, reference.simulation.time);
    // The window shows the design with the same rounds and time.
    QTRY_VERIFY_WITH_TIMEOUT(session.document() && !session.isRunning()
                                 && session.document()->schedule->rounds.size() == rounds.size(),
                             10000);
    QCOMPARE(session.result()->simulation.time, reference.simulation.time);
    QVERIFY(session.result()->simulation.verified);
}

QTEST_MAIN(TstDesignerReplay)
#include "tst_designerreplay.moc"

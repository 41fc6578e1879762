// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The Hamiltonian-cycles view (seed 002, Algorithm ParallelHamilCycleAAB): a run on cycles
// opens it where the TADT levels were in front (and a run on trees opens the TADT levels
// back), it shows the cycles the schedule runs on, the hops of one packet's pieces in the
// round on show, and seed 002's step 4.3 claim against the engine's measurement; its export
// is titled as what it shows.

#include "views/export/panelfigures.h"
#include "views/panels/hamiltonianpanel.h"
#include "views/panels/tadtpanel.h"
#include "views/player.h"
#include "views/session.h"
#include "views/window/scenariofiles.h"

#include "core/hamiltonian.h"

#include "guihelpers.h"

#include <QDockWidget>
#include <QFile>
#include <QTemporaryDir>
#include <QSpinBox>
#include <QtTest>

using namespace collviz;
using namespace collviz::tests;

namespace {

core::RunRequest request(const QString &algorithm, const QString &topology)
{
    core::RunRequest r;
    r.algorithm = algorithm;
    r.topology = topology;
    return r;
}

bool runSession(views::Session &session, const QString &algorithm, const QString &topology)
{
    QSignalSpy done(&session, &views::Session::resultChanged);
    session.setRequest(request(algorithm, topology));
    return done.wait(30000) && session.result() && session.result()->ok;
}

/// Whether the dock is the tab in front of its group (shown, not behind another tab).
bool inFront(const QDockWidget *dock) { return dock && !dock->isHidden() && !dock->visibleRegion().isEmpty(); }

} // namespace

class TstHamiltonianView : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { useTestSettings("tst_hamiltonianview"); }

    // The issue's case: allgather-hamiltonian on torus:5x5 at round 3 with the TADT tab in front.
    void runOnCyclesOpensItsView_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::newRow("1280x720") << QSize(1280, 720);
        QTest::newRow("1440x900") << QSize(1440, 900);
    }
    void runOnCyclesOpensItsView()
    {
        QFETCH(QSize, size);
        views::MainWindowOptions options = windowOptions(request(QStringLiteral("allgather-tadt"), QStringLiteral("torus:5x5")), 0);
        options.initialSize = size;
        views::MainWindow w(options);
        QVERIFY(settled(w));
        QDockWidget *tadt = w.panelDock(QStringLiteral("tadtDock"));
        QDockWidget *cycles = w.panelDock(QStringLiteral("hamiltonianDock"));
        QVERIFY(tadt && cycles);
        tadt->raise();
        QTRY_VERIFY(inFront(tadt));
        QVERIFY(!inFront(cycles));

        w.session()->setRequest(request(QStringLiteral("allgather-hamiltonian"), QStringLiteral("torus:5x5")));
        QVERIFY(waitForResult(*w.session()));
        QTRY_VERIFY(inFront(cycles));
        QVERIFY(!inFront(tadt));
        auto *panel = w.findChild<views::HamiltonianPanel *>();
        QVERIFY(panel && panel->hasCycles());
        w.session()->setRound(3);
        QCOMPARE(panel->round(), 3);
        QVERIFY(panel->roundText().startsWith(QLatin1String("Round 3 of 12:")));
        if (size.width() == 1280)
            shoot(w, QStringLiteral("hamiltonian-window-1280x720"));

        // And back: a run on the trees' levels opens the TADT levels where the cycles were.
        w.session()->setRequest(request(QStringLiteral("allgather-tadt"), QStringLiteral("torus:5x5")));
        QVERIFY(waitForResult(*w.session()));
        QTRY_VERIFY(inFront(tadt));
        QVERIFY(!inFront(cycles));
        // A tab the user keeps in front for something else stays in front.
        QDockWidget *code = w.panelDock(QStringLiteral("pseudoCodeDock"));
        code->raise();
        QTRY_VERIFY(inFront(code));
        w.session()->setRequest(request(QStringLiteral("allgather-hamiltonian"), QStringLiteral("torus:5x5")));
        QVERIFY(waitForResult(*w.session()));
        QTest::qWait(50);
        QVERIFY(inFront(code));
    }

    // A scenario file keeps and restores the followed packet and brings the view to the front.
    void scenarioKeepsTheView()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("cycles.collviz"));
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(R"({"format": "collviz-scenario/1", "algorithm": "allgather-hamiltonian", "topology": "torus:5x5",
                        "round": 3, "views": {"front": ["hamiltonian"], "hamiltonian": {"origin": 7, "style": "mono"}}})");
        }
        views::MainWindow w(windowOptions(views::Session::defaultRequest(), 0));
        QVERIFY(settled(w));
        QString error;
        QVERIFY2(w.scenarioFiles()->open(path, &error), qPrintable(error));
        QVERIFY(waitForResult(*w.session()));
        auto *panel = w.findChild<views::HamiltonianPanel *>();
        QTRY_COMPARE(panel->origin(), 7);
        QVERIFY(panel->state().monochrome);
        QTRY_VERIFY(inFront(w.panelDock(QStringLiteral("hamiltonianDock"))));
        const QJsonObject saved = w.scenarioFiles()->currentScenario().views.value(QStringLiteral("hamiltonian")).toObject();
        QCOMPARE(saved.value(QStringLiteral("origin")).toInt(), 7);
        QCOMPARE(saved.value(QStringLiteral("style")).toString(), QStringLiteral("mono"));
        // A wrong member is refused in one sentence naming it.
        QFile bad(path);
        QVERIFY(bad.open(QIODevice::WriteOnly));
        bad.write(R"({"format": "collviz-scenario/1", "algorithm": "allgather-hamiltonian", "topology": "torus:5x5",
                      "views": {"hamiltonian": {"origin": -1}}})");
        bad.close();
        QVERIFY(!w.scenarioFiles()->open(path, &error));
        QVERIFY2(error.contains(QLatin1String("views.hamiltonian.origin")), qPrintable(error));
    }

    // Seed 002's step 4.3, as the view states it: claimed, no pair gets two pieces in one
    // round; measured, the engine's count on the run's cycles.
    void claimMeasured_data()
    {
        QTest::addColumn<QString>("topology");
        QTest::addColumn<int>("together");
        QTest::addColumn<int>("pairs");
        QTest::newRow("torus:5x5") << QStringLiteral("torus:5x5") << 0 << 600;
        QTest::newRow("torus:3x3") << QStringLiteral("torus:3x3") << 20 << 72;
        QTest::newRow("torus:4x6") << QStringLiteral("torus:4x6") << 78 << 552;
        QTest::newRow("torus:3x3x3") << QStringLiteral("torus:3x3x3") << 156 << 702;
    }
    void claimMeasured()
    {
        QFETCH(QString, topology);
        QFETCH(int, together);
        QFETCH(int, pairs);
        views::Session session;
        views::Player player(&session);
        views::HamiltonianPanel panel(&session, &player);
        QVERIFY(runSession(session, QStringLiteral("allgather-hamiltonian"), topology));
        QVERIFY(panel.hasCycles());
        const auto &net = *session.result()->topology;
        const auto engine = core::hamiltonian::decompose(net, nullptr);
        QVERIFY(engine);
        QCOMPARE(panel.data().cycles->cycles, engine->cycles);
        const core::hamiltonian::PieceArrival measured = core::hamiltonian::measurePieceArrival(*engine);
        QCOMPARE(panel.data().arrival.sameRound, measured.sameRound);
        QCOMPARE(panel.data().arrival.sameRound, (long long)together);
        QCOMPARE(panel.data().arrival.pairs, (long long)pairs);
        const QString claim = panel.claimText();
        QVERIFY2(claim.contains(QStringLiteral("claimed, 0 of the %1 ordered pairs").arg(pairs)), qPrintable(claim));
        QVERIFY2(claim.contains(QStringLiteral("Measured on these cycles: %1 of %2, the claim %3 here")
                                    .arg(together)
                                    .arg(pairs)
                                    .arg(together == 0 ? QStringLiteral("holds") : QStringLiteral("fails"))),
                 qPrintable(claim));
        // Round by round: the engine's figures, summing to the whole.
        const auto byRound = core::hamiltonian::arrivalsByRound(*engine);
        long long sum = 0;
        for (int r = 1; r <= panel.data().roundCount(); ++r) {
            session.setRound(r);
            QVERIFY2(panel.roundText().contains(QStringLiteral("%1 completed at a receiver this round, %2 times")
                                                    .arg(byRound.completed[std::size_t(r)])
                                                    .arg(byRound.together[std::size_t(r)])),
                     qPrintable(panel.roundText()));
            sum += byRound.together[std::size_t(r)];
        }
        QCOMPARE(sum, (long long)together);
    }

    // The pieces of the followed packet: 2d hops a round (d in the last round of an even N),
    // along their own cycles, and every node holds all of them by the last round.
    void piecesOfOnePacket()
    {
        views::Session session;
        views::Player player(&session);
        views::HamiltonianPanel panel(&session, &player);
        QVERIFY(runSession(session, QStringLiteral("allgather-hamiltonian"), QStringLiteral("torus:5x5")));
        const views::HamiltonianData &data = panel.data();
        const int n = data.processorCount();
        for (int origin : {0, 7, 24}) {
            panel.setOrigin(origin);
            QCOMPARE(panel.origin(), origin);
            for (int r = 1; r <= data.roundCount(); ++r) {
                const auto hops = data.crossings(r, origin);
                QCOMPARE(int(hops.size()), 4);
                for (const auto &h : hops) {
                    const core::Arc &arc = session.result()->topology->arc(h.arc);
                    const auto &pos = data.position[std::size_t(h.cycle - 1)];
                    QCOMPARE((pos[std::size_t(arc.from)] + h.direction + n) % n, pos[std::size_t(arc.to)]);
                }
            }
            for (int v = 0; v < n; ++v) {
                QCOMPARE(data.piecesHeld(origin, v, 0), v == origin ? 2 : 0);
                QCOMPARE(data.piecesHeld(origin, v, data.roundCount()), 2);
            }
        }
        // Clicking a node follows its packet.
        session.setSelectedNode(11);
        QCOMPARE(panel.origin(), 11);
        QCOMPARE(panel.findChild<QSpinBox *>(QStringLiteral("hamiltonianOrigin"))->value(), 11);
        session.setRound(3);
        panel.resize(900, 700);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        shoot(panel, QStringLiteral("hamiltonian-torus5x5-round3"));
    }

    void saysWhyWithoutCycles()
    {
        views::Session session;
        views::Player player(&session);
        views::HamiltonianPanel panel(&session, &player);
        QVERIFY(runSession(session, QStringLiteral("allgather-tadt"), QStringLiteral("torus:5x5")));
        QVERIFY(!panel.hasCycles());
        QVERIFY(panel.claimText().startsWith(QLatin1String("No Hamiltonian cycles in this run: ")));
    }

    // The export is the Hamiltonian view's, titled so (not "Time-arc-disjoint trees").
    void exportTitle_data()
    {
        QTest::addColumn<int>("round");
        QTest::addColumn<QString>("title");
        QTest::newRow("round 3") << 3 << QStringLiteral("Link-disjoint Hamiltonian cycles on torus:5x5: round 3 of 12");
        QTest::newRow("initial") << 0 << QStringLiteral("Link-disjoint Hamiltonian cycles on torus:5x5: initial state");
    }
    void exportTitle()
    {
        QFETCH(int, round);
        QFETCH(QString, title);
        const auto result = std::make_shared<const core::RunResult>(
            core::Engine::run(request(QStringLiteral("allgather-hamiltonian"), QStringLiteral("torus:5x5"))));
        QVERIFY2(result->ok, qPrintable(result->error));
        QString error;
        const auto figure = views::PanelFigure::make(QStringLiteral("hamiltonian"), result, round, {}, false, false, &error);
        QVERIFY2(figure, qPrintable(error));
        QCOMPARE(figure->title(), title);
        QVERIFY(!figure->title().contains(QLatin1String("arc-disjoint trees")));
        // The origin is checked against the network.
        QVERIFY(!views::PanelFigure::make(QStringLiteral("hamiltonian"), result, round,
                                          QJsonObject{{QStringLiteral("origin"), 25}}, false, false, &error));
        QCOMPARE(error, QStringLiteral("views.hamiltonian.origin 25 is not a processor of torus:5x5; accepted: 0 to 24"));
    }
};

QTEST_MAIN(TstHamiltonianView)
#include "tst_hamiltonianview.moc"

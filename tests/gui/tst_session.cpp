// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The Session document: runs off the GUI thread, supersedes older runs, reports failures,
// steps by indexing the Replay, and round-trips its setup through QSettings.

#include "core/engine.h"
#include "views/models/resultsmodel.h"
#include "views/models/roundsmodel.h"
#include "views/session.h"
#include "guihelpers.h"

#include <QAbstractItemModelTester>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QtTest>

using namespace collviz;
using namespace collviz::tests;

namespace {

core::RunRequest requestFor(const QString &algorithm, const QString &topology)
{
    core::RunRequest r;
    r.algorithm = algorithm;
    r.topology = topology;
    const auto alg = core::AlgorithmRegistry::instance().find(algorithm);
    r.rootGiven = alg && core::usesRoot(alg->operation());
    r.shiftGiven = alg && core::usesShift(alg->operation());
    r.params.shift = r.shiftGiven ? 1 : 0;
    return r;
}

/// The state after `round`, computed here by applying the rounds one after the other.
core::BufferState replayedByHand(const core::RunResult &r, int round)
{
    core::BufferState s = r.schedule->initial.toBufferState();
    s.held.resize(std::size_t(r.topology->nodeCount()));
    for (int k = 0; k < round; ++k)
        core::Simulator::applyRound(*r.schedule, r.schedule->rounds[std::size_t(k)], s);
    return s;
}

} // namespace

class TestSession : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void everyAlgorithmMatchesEngine_data();
    void everyAlgorithmMatchesEngine();
    void steppingIndexesTheReplay();
    void failureIsReported();
    void newerRequestSupersedesOlder();
    void cancelEndsInFailure();
    void settingsRoundTrip();
    void costChangeRecostsAndKeepsTheRound();
    void shownResultIsADocumentWithItsRoundAndMarks();
    void prestartedRunIsTakenOver_data();
    void prestartedRunIsTakenOver();
    void resultsModel();
    void roundsModel();
};

void TestSession::prestartedRunIsTakenOver_data()
{
    QTest::addColumn<bool>("finishedFirst");
    QTest::newRow("request set while the run is under way") << false;
    QTest::newRow("run finished before the request is set") << true;
}

// The window starts its first run before it builds its panels (prestart) and sets the same
// request once they listen: one run, its result delivered after the request, whichever comes
// first; another request runs as usual.
void TestSession::prestartedRunIsTakenOver()
{
    QFETCH(bool, finishedFirst);
    views::Session session;
    QSignalSpy results(&session, &views::Session::resultChanged);
    QSignalSpy started(&session, &views::Session::runStarted);
    const core::RunRequest r = requestFor(QStringLiteral("alltoall-hypercube-pairwise"), QStringLiteral("hypercube:6"));
    session.prestart(r);
    QVERIFY(session.isRunning());
    QCOMPARE(started.count(), 0); // nobody listens yet
    if (finishedFirst) {
        QTRY_VERIFY_WITH_TIMEOUT(!session.isRunning(), 30000);
        QTest::qWait(20); // the finished run's delivery has been through the event loop
        QCOMPARE(results.count(), 0); // kept until the request is set
        QVERIFY(!session.result());
    }
    session.setRequest(r);
    QCOMPARE(started.count(), 1);
    QVERIFY(waitForResult(session));
    QCOMPARE(results.count(), 1);
    QCOMPARE(session.result()->algorithm->id(), r.algorithm);
    QCOMPARE(session.request().topology, r.topology);
    QTest::qWait(20);
    QCOMPARE(results.count(), 1); // one run, not two

    // A different request after a prestart runs it instead.
    views::Session other;
    other.prestart(r);
    core::RunRequest s = requestFor(QStringLiteral("alltoall-hypercube-sex"), QStringLiteral("hypercube:3"));
    other.setRequest(s);
    QVERIFY(waitForResult(other));
    QCOMPARE(other.result()->algorithm->id(), s.algorithm);
    QCOMPARE(other.result()->topology->name(), QStringLiteral("hypercube:3"));
}

void TestSession::shownResultIsADocumentWithItsRoundAndMarks()
{
    // The designer shows a schedule it checked itself: it becomes the document on show (no
    // file), at the round the student edits, with the verdict's marks; a new setup drops both.
    views::Session session;
    const core::RunRequest r = requestFor(QStringLiteral("broadcast-recursive-doubling"), QStringLiteral("hypercube:3"));
    session.setRequest(r);
    QVERIFY(waitForResult(session));
    auto designed = std::make_shared<core::RunResult>(core::Engine::run(r));
    designed->name = QStringLiteral("my broadcast");
    const int arc = designed->topology->arcBetween(0, 1);
    const views::DrawingMarks marks{{views::DrawingMark::Broken, arc, -1, QStringLiteral("why")}};
    QSignalSpy marksChanged(&session, &views::Session::marksChanged);
    session.showResult(designed, 2, marks);
    QVERIFY(waitForResult(session));
    QCOMPARE(session.result().get(), designed.get());
    QCOMPARE(session.document().get(), designed.get());
    QVERIFY(session.documentPath().isEmpty());
    QCOMPARE(session.round(), 2);
    QCOMPARE(session.marksRound(), 2);
    QCOMPARE(session.marks().size(), 1);
    QCOMPARE(session.marks().front().arc, arc);
    QVERIFY(marksChanged.count() >= 1);
    // Clicks on the drawing reach the tools.
    QSignalSpy clicked(&session, &views::Session::drawingClicked);
    session.clickDrawing(-1, arc, Qt::ShiftModifier);
    QCOMPARE(clicked.count(), 1);
    session.setRequest(r);
    QVERIFY(waitForResult(session));
    QVERIFY(!session.document());
    QVERIFY(session.marks().isEmpty());
}

void TestSession::costChangeRecostsAndKeepsTheRound()
{
    // A lecturer on step 2 of the torus all-to-all raises t_w: only the cost model runs
    // again, the schedule is the same object, the class stays on step 2, and the numbers are
    // those of a fresh run with the new t_w.
    views::Session session;
    core::RunRequest r = requestFor(QStringLiteral("alltoall-cartesian"), QStringLiteral("torus:4x4"));
    session.setRequest(r);
    QVERIFY(waitForResult(session));
    QVERIFY(!session.lastRunWasRecost());
    const auto before = session.result();
    session.setRound(2);
    r.params.cost.tw = 3;
    session.setRequest(r);
    QVERIFY(waitForResult(session));
    QVERIFY(session.lastRunWasRecost());
    QCOMPARE(session.result()->schedule.get(), before->schedule.get());
    QCOMPARE(session.round(), 2);
    const core::RunResult fresh = core::Engine::run(r);
    QCOMPARE(session.result()->simulation.time, fresh.simulation.time);
    QCOMPARE(session.result()->params.cost.tw, 3.0);
    QVERIFY(session.result()->simulation.time > before->simulation.time);
    // Another topology is a new schedule: a full run, back to step 0.
    r.topology = QStringLiteral("torus:3x3");
    session.setRequest(r);
    QVERIFY(waitForResult(session));
    QVERIFY(!session.lastRunWasRecost());
    QVERIFY(session.result()->schedule.get() != before->schedule.get());
    QCOMPARE(session.round(), 0);
}

void TestSession::initTestCase()
{
    tests::useTestSettings("tst_session");
    QSettings().clear();
}

void TestSession::everyAlgorithmMatchesEngine_data()
{
    QTest::addColumn<QString>("algorithm");
    QTest::addColumn<QString>("topology");
    // Every registered algorithm on the first small topology it supports: the GUI knows
    // none of them by name.
    const QStringList candidates = {QStringLiteral("hypercube:3"), QStringLiteral("ring:8"),
                                    QStringLiteral("linear:6"),    QStringLiteral("mesh:3x4"),
                                    QStringLiteral("torus:3x3"),   QStringLiteral("tree:8")};
    for (const auto &alg : core::AlgorithmRegistry::instance().all()) {
        for (const QString &spec : candidates) {
            const auto topo = core::Topology::create(spec, nullptr);
            core::RunParams params;
            params.shift = core::usesShift(alg->operation()) ? 1 : 0;
            if (topo && alg->supports(*topo, params, nullptr)) {
                QTest::addRow("%s on %s", qPrintable(alg->id()), qPrintable(spec)) << alg->id() << spec;
                break;
            }
        }
    }
}

void TestSession::everyAlgorithmMatchesEngine()
{
    QFETCH(QString, algorithm);
    QFETCH(QString, topology);
    views::Session session;
    QSignalSpy started(&session, &views::Session::runStarted);
    session.setRequest(requestFor(algorithm, topology));
    QCOMPARE(started.count(), 1);
    QVERIFY2(waitForResult(session), qPrintable(session.error()));
    const core::RunResult expected = core::Engine::run(session.request());
    QVERIFY(expected.ok);
    const auto got = session.result();
    // The session ran what was asked, and every natural-model schedule is correct.
    QCOMPARE(got->algorithm->id(), algorithm);
    QCOMPARE(got->topology->name(), topology);
    QVERIFY(!got->whatIf);
    QVERIFY(got->simulation.verified);
    QCOMPARE(session.roundCount(), int(expected.schedule->rounds.size()));
    QCOMPARE(got->simulation.time, expected.simulation.time);
    QCOMPARE(got->simulation.verified, expected.simulation.verified);
    QCOMPARE(got->simulation.maxLinkLoad, expected.simulation.maxLinkLoad);
    QCOMPARE(session.round(), 0);
    QVERIFY(session.error().isEmpty());
}

void TestSession::steppingIndexesTheReplay()
{
    views::Session session;
    session.setRequest(requestFor(QStringLiteral("alltoall-hypercube-sex"), QStringLiteral("hypercube:4")));
    QVERIFY(waitForResult(session));
    const auto r = session.result();
    QSignalSpy rounds(&session, &views::Session::roundChanged);
    for (int k : {1, 2, 3, 4, 2, 1, 0, 4}) {
        session.setRound(k);
        QCOMPARE(session.round(), k);
        QCOMPARE(session.stateAfter().held, replayedByHand(*r, k).held);
        QCOMPARE(session.stateBefore().held, replayedByHand(*r, std::max(0, k - 1)).held);
    }
    QCOMPARE(rounds.count(), 8);
    // At the end every processor of Q4 holds exactly the 15 packets addressed to it.
    for (int v = 0; v < 16; ++v) {
        const auto &held = session.stateAfter().held[std::size_t(v)];
        QCOMPARE(int(held.size()), 15);
        for (int id : held)
            QCOMPARE(r->schedule->packets[std::size_t(id)].dest, v);
    }
    session.setRound(99);
    QCOMPARE(session.round(), 4);
    session.setRound(-3);
    QCOMPARE(session.round(), 0);
}

void TestSession::failureIsReported()
{
    views::Session session;
    session.setRequest(requestFor(QStringLiteral("broadcast-recursive-doubling"), QStringLiteral("hypercube:3")));
    QVERIFY(waitForResult(session));
    QSignalSpy failed(&session, &views::Session::runFailed);
    // Broadcast by recursive doubling has no rule for the tree: supports() says why.
    const auto request = requestFor(QStringLiteral("broadcast-recursive-doubling"), QStringLiteral("tree:8"));
    session.setRequest(request);
    QVERIFY(failed.wait(60000));
    QString why;
    core::AlgorithmRegistry::instance().find(request.algorithm)->supports(*core::Topology::create(request.topology, nullptr),
                                                                          request.params, &why);
    QCOMPARE(why, QStringLiteral("broadcast-recursive-doubling runs on hypercube, ring, linear, mesh, torus, not on tree:8"));
    QCOMPARE(failed.first().first().toString(), why);
    QCOMPARE(session.error(), why);
    QVERIFY(!session.result()); // no numbers of another setup stay on show
    QCOMPARE(session.roundCount(), 0);
}

void TestSession::newerRequestSupersedesOlder()
{
    views::Session session;
    QSignalSpy results(&session, &views::Session::resultChanged);
    QSignalSpy failures(&session, &views::Session::runFailed);
    // A student clicking through sizes: the first runs take a while (up to a million
    // packets), some wait in the queue; only the last request may reach the views.
    for (int d = 7; d <= 10; ++d)
        session.setRequest(requestFor(QStringLiteral("alltoall-hypercube-sex"), QStringLiteral("hypercube:%1").arg(d)));
    session.setRequest(requestFor(QStringLiteral("allgather-ring"), QStringLiteral("ring:5")));
    QVERIFY(waitForResult(session));
    QTest::qWait(300); // a late outcome of the first run would arrive here
    QCOMPARE(results.count(), 1);
    QCOMPARE(failures.count(), 0);
    QCOMPARE(session.result()->topology->name(), QStringLiteral("ring:5"));
    QCOMPARE(session.result()->algorithm->id(), QStringLiteral("allgather-ring"));
}

void TestSession::cancelEndsInFailure()
{
    views::Session session;
    QSignalSpy failed(&session, &views::Session::runFailed);
    session.setRequest(requestFor(QStringLiteral("alltoall-hypercube-sex"), QStringLiteral("hypercube:10")));
    session.cancelRun();
    QVERIFY(failed.wait(60000));
    QVERIFY(session.error().contains(QStringLiteral("cancel")));
    QVERIFY(!session.isRunning());
}

void TestSession::settingsRoundTrip()
{
    QSettings settings;
    core::RunRequest r = requestFor(QStringLiteral("allgather-ring"), QStringLiteral("ring:8"));
    r.modelSpec = QStringLiteral("wh,ports=all,duplex=full,combining");
    r.params.cost.m = 4;
    r.params.cost.th = 0.5;
    views::Session::saveSetup(settings, r);
    core::RunRequest back;
    QVERIFY(views::Session::restoreSetup(settings, &back));
    QCOMPARE(back.algorithm, r.algorithm);
    QCOMPARE(back.topology, r.topology);
    QCOMPARE(back.modelSpec, r.modelSpec);
    QCOMPARE(back.params.cost.m, 4.0);
    QCOMPARE(back.params.cost.th, 0.5);
    QCOMPARE(back.params.cost.ts, 1.0);
    QVERIFY(!back.rootGiven); // allgather has no root: the engine would refuse one
    QVERIFY(!back.shiftGiven);

    // Stored as one collviz-scenario/1 object, with the round on show.
    r = requestFor(QStringLiteral("broadcast-recursive-doubling"), QStringLiteral("torus:3x3x3"));
    r.params.root = 13;
    views::Session::saveSetup(settings, r, 4);
    const QJsonObject stored =
        QJsonDocument::fromJson(settings.value(QStringLiteral("setup/scenario")).toString().toUtf8()).object();
    QCOMPARE(stored.value(QStringLiteral("format")).toString(), QStringLiteral("collviz-scenario/1"));
    QCOMPARE(stored.value(QStringLiteral("params")).toObject().value(QStringLiteral("root")).toInt(), 13);
    int round = -1;
    QVERIFY(views::Session::restoreSetup(settings, &back, &round));
    QCOMPARE(round, 4);
    QCOMPARE(back.topology, QStringLiteral("torus:3x3x3"));
    QCOMPARE(back.params.root, 13);
    QVERIFY(back.rootGiven);

    // A stored scenario that Scenario::validate() refuses restores nothing, e.g. a hand-edited
    // topology with a sign, or a root for an allgather.
    settings.setValue(QStringLiteral("setup/scenario"),
                      QStringLiteral(R"({"format":"collviz-scenario/1","algorithm":"allgather-ring","topology":"ring:+8"})"));
    core::RunRequest kept = views::Session::defaultRequest();
    QVERIFY(!views::Session::restoreSetup(settings, &kept));
    settings.setValue(QStringLiteral("setup/scenario"),
                      QStringLiteral(R"({"format":"collviz-scenario/1","algorithm":"allgather-ring","topology":"ring:8",)"
                                     R"("params":{"root":2}})"));
    QVERIFY(!views::Session::restoreSetup(settings, &kept));
    settings.setValue(QStringLiteral("setup/scenario"), QStringLiteral("not json"));
    QVERIFY(!views::Session::restoreSetup(settings, &kept));
    QCOMPARE(kept.algorithm, views::Session::defaultRequest().algorithm);
    QCOMPARE(kept.topology, views::Session::defaultRequest().topology);

    // An algorithm that is no longer registered restores nothing.
    r.algorithm = QStringLiteral("no-such-algorithm");
    views::Session::saveSetup(settings, r);
    core::RunRequest untouched = views::Session::defaultRequest();
    QVERIFY(!views::Session::restoreSetup(settings, &untouched));
    QCOMPARE(untouched.algorithm, views::Session::defaultRequest().algorithm);
}

void TestSession::resultsModel()
{
    views::ResultsModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    const core::RunResult r = core::Engine::run(requestFor(QStringLiteral("alltoall-hypercube-sex"), QStringLiteral("hypercube:3")));
    QVERIFY(r.ok);
    model.setResult(std::make_shared<core::RunResult>(r));
    const auto value = [&model](const QString &key) {
        const int row = model.rowOf(key);
        return row < 0 ? QString() : model.index(row, views::ResultsModel::ValueColumn).data().toString();
    };
    // Q3, standard exchange, m = t_s = t_w = 1: 3 rounds of (t_s + t_w m p/2) = 5, one message per link.
    QVERIFY(value(QStringLiteral("rounds")).startsWith(QStringLiteral("3")));
    QCOMPARE(value(QStringLiteral("time")), QLocale().toString(15.0, 'g', 6));
    QCOMPARE(value(QStringLiteral("verified")), QStringLiteral("yes"));
    QCOMPARE(value(QStringLiteral("max-link-load")), QStringLiteral("1"));
    QVERIFY(value(QStringLiteral("formula")).contains(r.formula->text));
    // The bound: its expression and value in the table, how it was derived in the tooltip.
    const QModelIndex bound = model.index(model.rowOf(QStringLiteral("bound")), views::ResultsModel::ValueColumn);
    QVERIFY(!bound.data().toString().contains(QLatin1Char('[')));
    QVERIFY(bound.data().toString().endsWith(QStringLiteral(" = ") + QLocale().toString(r.lowerBound->value, 'g', 6)));
    QVERIFY(bound.data(Qt::ToolTipRole).toString().startsWith(QStringLiteral("[1-port store-and-forward")));
    model.setResult(nullptr, QStringLiteral("it broke"));
    QCOMPARE(model.rowCount(), 1);
    QCOMPARE(value(QStringLiteral("error")), QStringLiteral("it broke"));
    QCOMPARE(model.index(0, 1).data(views::ResultsModel::ProblemRole).toBool(), true);
    model.setResult(nullptr);
    QCOMPARE(model.rowCount(), 0);
}

void TestSession::roundsModel()
{
    views::RoundsModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    const core::RunResult r = core::Engine::run(requestFor(QStringLiteral("broadcast-ring-near-first"), QStringLiteral("ring:8")));
    QVERIFY2(r.ok, qPrintable(r.error));
    model.setResult(std::make_shared<core::RunResult>(r));
    QCOMPARE(model.rowCount(), int(r.simulation.rounds.size()));
    // Near-first broadcast on ring:8: 1, 2, 4 transfers, the far ones sharing links (loads 1, 2, 4).
    QCOMPARE(model.rowCount(), 3);
    const int transfers[] = {1, 2, 4};
    for (int row = 0; row < 3; ++row) {
        QCOMPARE(model.index(row, views::RoundsModel::TransfersColumn).data(views::RoundsModel::ValueRole).toInt(),
                 transfers[row]);
        QCOMPARE(model.index(row, views::RoundsModel::LoadColumn).data(views::RoundsModel::ValueRole).toInt(),
                 transfers[row]);
    }
    for (int row = 0; row < model.rowCount(); ++row) {
        const core::RoundStats &s = r.simulation.rounds[std::size_t(row)];
        auto value = [&](int column) { return model.index(row, column).data(views::RoundsModel::ValueRole); };
        QCOMPARE(value(views::RoundsModel::StepColumn).toInt(), row + 1);
        QCOMPARE(value(views::RoundsModel::TransfersColumn).toInt(), s.transfers);
        QCOMPARE(value(views::RoundsModel::MessagesColumn).toInt(), s.messages);
        QCOMPARE(value(views::RoundsModel::PacketsColumn).toInt(), s.packetsMoved);
        QCOMPARE(value(views::RoundsModel::LoadColumn).toInt(), s.maxLinkLoad);
        QCOMPARE(value(views::RoundsModel::TimeColumn).toDouble(), s.time);
    }
    // Moving the highlight touches the old and the new row only.
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    model.setCurrentStep(1);
    model.setCurrentStep(3);
    QCOMPARE(changed.count(), 3);
    QCOMPARE(changed.last().at(0).toModelIndex().row(), 2);
    QVERIFY(model.index(2, 0).data(Qt::BackgroundRole).isValid());
    QVERIFY(!model.index(0, 0).data(Qt::BackgroundRole).isValid());
    model.setResult(nullptr);
    QCOMPARE(model.rowCount(), 0);
}

QTEST_MAIN(TestSession)
#include "tst_session.moc"

// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Exercise mode's engine side: the truth of each question is what the engine's result says
// (the channels its simulator loaded, the buffers its replay holds, the times its timeline
// gives), a prediction is scored right, missed and wrong, and an exercise sheet survives a
// scenario file and is refused, in one sentence, where it is malformed.

#include "core/engine.h"
#include "core/exercise/exercise.h"
#include "core/scenario.h"
#include "core/scheduledocument.h"
#include "core/simulator.h"
#include "core/topology.h"
#include "handmade.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

#include <vector>

using namespace collviz;
using namespace collviz::core;
using namespace collviz::core::exercise;

namespace {

RunResult runOf(const QString &algorithm, const QString &topology, const QString &model = {})
{
    RunRequest request;
    request.algorithm = algorithm;
    request.topology = topology;
    request.modelSpec = model;
    request.params.cost.ts = 10;
    request.params.cost.tw = 1;
    request.params.cost.m = 4;
    RunResult result = Engine::run(request);
    if (!result.ok)
        qFatal("%s", qPrintable(result.error));
    return result;
}

std::vector<int> ints(std::initializer_list<int> list) { return std::vector<int>(list); }

} // namespace

class TstExercise : public QObject
{
    Q_OBJECT
private slots:
    void channelsAreTheLoadedArcs_data();
    void channelsAreTheLoadedArcs();
    void channelsHaveADirection();
    void halfDuplexLinksLoadBothArcs();
    void brokenPathLoadsNothing();
    void holdingsAreTheReplaysBuffers_data();
    void holdingsAreTheReplaysBuffers();
    void broadcastDoublesItsHolders();
    void timesAreTheTimelines();
    void setsAreScored_data();
    void setsAreScored();
    void timeWithinOnePercentIsRight_data();
    void timeWithinOnePercentIsRight();
    void sheetSurvivesAScenarioFile();
    void badSheetsAreRefused_data();
    void badSheetsAreRefused();
    void holdingsOfASwitchIsRefused();
};

void TstExercise::channelsAreTheLoadedArcs_data()
{
    QTest::addColumn<QString>("algorithm");
    QTest::addColumn<QString>("topology");
    QTest::addColumn<QString>("model");
    QTest::newRow("hypercube d=3 recursive doubling") << "broadcast-recursive-doubling" << "hypercube:3" << "";
    QTest::newRow("hypercube d=3 standard exchange sf") << "alltoall-hypercube-sex" << "hypercube:3" << "sf";
    QTest::newRow("ring:8 allgather") << "allgather-ring" << "ring:8" << "";
    QTest::newRow("ring:8 near-first broadcast wormhole") << "broadcast-ring-near-first" << "ring:8" << "";
    QTest::newRow("torus 4x4 cartesian all-to-all") << "alltoall-cartesian" << "torus:4x4" << "sf,noncombining";
    QTest::newRow("mesh 4x4 allgather") << "allgather-mesh" << "mesh:4x4" << "";
    QTest::newRow("tree:8 reduce") << "reduce-tree" << "tree:8" << "";
}

// Under full-duplex links the simulator loads each arc a message crosses: the question's truth
// and the engine's channel loads name the same arcs, round by round.
void TstExercise::channelsAreTheLoadedArcs()
{
    QFETCH(QString, algorithm);
    QFETCH(QString, topology);
    QFETCH(QString, model);
    const RunResult run = runOf(algorithm, topology, model);
    QCOMPARE(run.model.duplex, Duplex::Full);
    QVERIFY(!run.schedule->rounds.empty());
    for (int k = 1; k <= int(run.schedule->rounds.size()); ++k) {
        std::vector<int> loaded;
        for (const ChannelLoad &c : run.simulation.rounds[std::size_t(k - 1)].channelLoads)
            loaded.push_back(c.arc);
        QCOMPARE(channelsOfRound(run, k), loaded);
    }
    QVERIFY(channelsOfRound(run, 0).empty());
    QVERIFY(channelsOfRound(run, int(run.schedule->rounds.size()) + 1).empty());
}

// Recursive doubling from node 0 on Q3: round 1 sends along one dimension away from the root,
// so the arc 0→x carries data and x→0 does not.
void TstExercise::channelsHaveADirection()
{
    const RunResult run = runOf(QStringLiteral("broadcast-recursive-doubling"), QStringLiteral("hypercube:3"));
    const std::vector<int> first = channelsOfRound(run, 1);
    QCOMPARE(first.size(), std::size_t(1));
    const Arc &arc = run.topology->arc(first.front());
    QCOMPARE(arc.from, 0);
    const int back = run.topology->arcBetween(arc.to, arc.from);
    QVERIFY(back >= 0);
    QVERIFY(!std::binary_search(first.begin(), first.end(), back));
}

// Under half duplex a link is one channel: the engine loads both of its arcs, the drawing shows
// both, and the question's truth names both. Round 2 of the ring all-gather uses every link in
// one direction only.
void TstExercise::halfDuplexLinksLoadBothArcs()
{
    const RunResult run = runOf(QStringLiteral("allgather-ring"), QStringLiteral("ring:6"), QStringLiteral("half"));
    QCOMPARE(run.model.duplex, Duplex::Half);
    const std::vector<int> truth = channelsOfRound(run, 2);
    QCOMPARE(truth.size(), std::size_t(12));
    const TransferList &transfers = run.schedule->rounds[1].transfers;
    QCOMPARE(transfers.size(), std::size_t(6));
    for (std::size_t i = 0; i < transfers.size(); ++i) {
        const int there = run.topology->arcBetween(transfers.src(i), transfers.dst(i));
        const int back = run.topology->arcBetween(transfers.dst(i), transfers.src(i));
        QVERIFY(std::binary_search(truth.begin(), truth.end(), there));
        QVERIFY(std::binary_search(truth.begin(), truth.end(), back));
    }
}

// An opened schedule whose transfer walks over a link ring:5 does not have: the engine loads no
// channel for it, so the question does not count its first hop either.
void TstExercise::brokenPathLoadsNothing()
{
    QJsonObject document = tests::bothWaysAllgather();
    QJsonArray rounds = document.value(QStringLiteral("rounds")).toArray();
    QJsonObject first = rounds[0].toObject();
    QJsonArray transfers = first.value(QStringLiteral("transfers")).toArray();
    QJsonObject broken = transfers[0].toObject(); // 0 -> 1, the only transfer over 0→1
    QCOMPARE(broken.value(QStringLiteral("dst")).toInt(), 1);
    broken.insert(QStringLiteral("dst"), 3);
    broken.insert(QStringLiteral("path"), QJsonArray{0, 1, 3});
    transfers[0] = broken;
    first.insert(QStringLiteral("transfers"), transfers);
    rounds[0] = first;
    document.insert(QStringLiteral("rounds"), rounds);
    RunResult run;
    QString error;
    QVERIFY2(scheduledocument::read(QJsonDocument(document).toJson(), &run, &error), qPrintable(error));
    QVERIFY(!run.simulation.verified);
    const std::vector<int> truth = channelsOfRound(run, 1);
    QCOMPARE(truth.size(), std::size_t(9));
    QVERIFY(!std::binary_search(truth.begin(), truth.end(), run.topology->arcBetween(0, 1)));
}

void TstExercise::holdingsAreTheReplaysBuffers_data()
{
    QTest::addColumn<QString>("algorithm");
    QTest::addColumn<QString>("topology");
    QTest::newRow("hypercube d=3 standard exchange") << "alltoall-hypercube-sex" << "hypercube:3";
    QTest::newRow("ring:6 allgather") << "allgather-ring" << "ring:6";
    QTest::newRow("hypercube d=3 reduce recursive halving") << "reduce-recursive-halving" << "hypercube:3";
}

void TstExercise::holdingsAreTheReplaysBuffers()
{
    QFETCH(QString, algorithm);
    QFETCH(QString, topology);
    const RunResult run = runOf(algorithm, topology);
    const Replay replay(run.schedule.get());
    for (int k = 0; k <= int(run.schedule->rounds.size()); ++k) {
        const BufferState state = replay.stateAfter(k);
        for (int v = 0; v < run.topology->processorCount(); ++v) {
            QCOMPARE(holdingsAfterRound(run, k, v), state.held[std::size_t(v)]);
            QCOMPARE(holdingsIn(state, v), state.held[std::size_t(v)]);
        }
    }
    QVERIFY(holdingsIn(replay.stateAfter(1), run.topology->nodeCount()).empty());
}

// What a student checks by hand: after round k of recursive doubling 2^k nodes hold the packet.
void TstExercise::broadcastDoublesItsHolders()
{
    const RunResult run = runOf(QStringLiteral("broadcast-recursive-doubling"), QStringLiteral("hypercube:3"));
    for (int k = 0; k <= 3; ++k) {
        int holders = 0;
        for (int v = 0; v < 8; ++v)
            holders += holdingsAfterRound(run, k, v) == ints({0}) ? 1 : 0;
        QCOMPARE(holders, 1 << k);
    }
}

void TstExercise::timesAreTheTimelines()
{
    // Recursive doubling's all-gather doubles the message each round: every round takes its own time.
    const RunResult run = runOf(QStringLiteral("allgather-hypercube"), QStringLiteral("hypercube:3"));
    QVERIFY(run.timeline->roundTime(0) != run.timeline->roundTime(1));
    double total = 0;
    for (int k = 1; k <= int(run.schedule->rounds.size()); ++k) {
        QCOMPARE(timeOfRound(run, k), run.timeline->roundTime(k - 1));
        QCOMPARE(timeOfRound(run, k), run.simulation.rounds[std::size_t(k - 1)].time);
        QVERIFY(timeOfRound(run, k) > 0);
        total += timeOfRound(run, k);
    }
    QCOMPARE(total, run.simulation.time);
    QCOMPARE(timeOfRound(run, 0), 0.0);
}

void TstExercise::setsAreScored_data()
{
    QTest::addColumn<std::vector<int>>("truth");
    QTest::addColumn<std::vector<int>>("answer");
    QTest::addColumn<std::vector<int>>("right");
    QTest::addColumn<std::vector<int>>("missed");
    QTest::addColumn<std::vector<int>>("wrong");
    QTest::addColumn<bool>("allRight");
    QTest::newRow("all right, any order") << ints({1, 4, 7}) << ints({7, 1, 4}) << ints({1, 4, 7}) << ints({}) << ints({}) << true;
    QTest::newRow("one missed, one wrong") << ints({1, 4, 7}) << ints({1, 7, 9}) << ints({1, 7}) << ints({4}) << ints({9}) << false;
    QTest::newRow("nothing answered") << ints({2, 3}) << ints({}) << ints({}) << ints({2, 3}) << ints({}) << false;
    QTest::newRow("idle round, nothing answered") << ints({}) << ints({}) << ints({}) << ints({}) << ints({}) << true;
    QTest::newRow("idle round, something answered") << ints({}) << ints({5}) << ints({}) << ints({}) << ints({5}) << false;
    QTest::newRow("a click twice counts once") << ints({3}) << ints({3, 3}) << ints({3}) << ints({}) << ints({}) << true;
}

void TstExercise::setsAreScored()
{
    QFETCH(std::vector<int>, truth);
    QFETCH(std::vector<int>, answer);
    const Score s = scoreSet(truth, answer);
    QTEST(s.right, "right");
    QTEST(s.missed, "missed");
    QTEST(s.wrong, "wrong");
    QTEST(s.allRight, "allRight");
}

void TstExercise::timeWithinOnePercentIsRight_data()
{
    QTest::addColumn<double>("truth");
    QTest::addColumn<double>("answer");
    QTest::addColumn<bool>("right");
    QTest::newRow("exact") << 42.0 << 42.0 << true;
    QTest::newRow("1 % above") << 100.0 << 101.0 << true;
    QTest::newRow("1 % below") << 3.3 << 3.267 << true;
    QTest::newRow("1 % above a decimal") << 3.3 << 3.333 << true;
    QTest::newRow("1.5 % above") << 100.0 << 101.5 << false;
    QTest::newRow("5 % below") << 100.0 << 95.0 << false;
    QTest::newRow("zero, zero") << 0.0 << 0.0 << true;
    QTest::newRow("zero, a little") << 0.0 << 0.001 << false;
    QTest::newRow("not a number") << 1.0 << std::nan("") << false;
}

void TstExercise::timeWithinOnePercentIsRight()
{
    QFETCH(double, truth);
    QFETCH(double, answer);
    QTEST(timeIsRight(truth, answer), "right");
}

void TstExercise::sheetSurvivesAScenarioFile()
{
    Scenario s;
    s.algorithm = QStringLiteral("broadcast-recursive-doubling");
    s.topology = QStringLiteral("hypercube:3");
    s.bookmarks = {2};
    s.exercises.questions = {{2, Kind::Channels, -1}, {3, Kind::Holdings, 5}, {1, Kind::Time, -1}};
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("sheet.collviz"));
    QString error;
    QVERIFY2(s.writeFile(path, &error), qPrintable(error));
    Scenario read;
    QVERIFY2(Scenario::readFile(path, &read, &error), qPrintable(error));
    QCOMPARE(read.exercises, s.exercises);
    QCOMPARE(read.exercises.rounds(), QVector<int>({1, 2, 3}));
    QCOMPARE(read.exercises.questionsOf(3).size(), 1);
    QCOMPARE(read.exercises.questionsOf(3).front().node, 5);
    QCOMPARE(read, s);

    // No questions: no member written, and none read.
    s.exercises = {};
    QVERIFY(!s.toJson().contains(QStringLiteral("exercises")));
    QVERIFY(s.writeFile(path, &error));
    QVERIFY(Scenario::readFile(path, &read, &error));
    QVERIFY(read.exercises.isEmpty());
}

void TstExercise::badSheetsAreRefused_data()
{
    QTest::addColumn<QString>("exercises");
    QTest::addColumn<QString>("sentence");
    QTest::newRow("not a list") << R"({"round": 2})"
                                << "exercises {\"round\":2} is not accepted; it takes a list of questions such as "
                                   "[{\"round\": 2, \"kind\": \"channels\"}]";
    QTest::newRow("a number in the list") << "[3]"
                                          << "exercises[0] 3 is not accepted; it takes an object such as "
                                             "{\"round\": 2, \"kind\": \"channels\"}";
    QTest::newRow("round 0") << R"([{"round": 0, "kind": "time"}])"
                             << "exercises[0].round 0 is not accepted; it takes a round from 1 to 999999999 (round 0 "
                                "is the initial state, nothing to predict)";
    QTest::newRow("round missing") << R"([{"kind": "time"}])"
                                   << "exercises[0].round (missing) is not accepted; it takes a round from 1 to "
                                      "999999999 (round 0 is the initial state, nothing to predict)";
    QTest::newRow("round a fraction") << R"([{"round": 1, "kind": "time"}, {"round": 1.5, "kind": "time"}])"
                                      << "exercises[1].round 1.5 is not accepted; it takes a round from 1 to "
                                         "999999999 (round 0 is the initial state, nothing to predict)";
    QTest::newRow("kind unknown") << R"([{"round": 1, "kind": "links"}])"
                                  << "exercises[0].kind \"links\" is not accepted; it takes \"channels\", \"holdings\" "
                                     "or \"time\"";
    QTest::newRow("holdings without node") << R"([{"round": 1, "kind": "holdings"}])"
                                           << "exercises[0].node (missing) is not accepted; a \"holdings\" question "
                                              "takes the processor it asks about, a whole number from 0";
    QTest::newRow("node for time") << R"([{"round": 1, "kind": "time", "node": 2}])"
                                   << "exercises[0].node means nothing for a \"time\" question; give it for "
                                      "\"holdings\" only";
    QTest::newRow("unknown member") << R"([{"round": 1, "kind": "time", "answer": 3}])"
                                    << "member 'exercises[0].answer' is not part of a question; accepted: round, "
                                       "kind, node";
    QTest::newRow("node beyond the network") << R"([{"round": 1, "kind": "holdings", "node": 8}])"
                                             << "exercises[0].node 8 is not a processor of hypercube:3; it takes 0 "
                                                "to 7";
}

// Through the scenario file, as a lecturer's mistake reaches the app: one sentence naming the
// file and the question.
void TstExercise::badSheetsAreRefused()
{
    QFETCH(QString, exercises);
    QFETCH(QString, sentence);
    const QByteArray bytes = QStringLiteral(R"({"format": "collviz-scenario/1", "algorithm": "broadcast-recursive-doubling",
        "topology": "hypercube:3", "exercises": %1})")
                                 .arg(exercises)
                                 .toUtf8();
    Scenario s;
    QString error;
    QVERIFY(!Scenario::readBytes(bytes, QStringLiteral("sheet.collviz"), &s, &error));
    QCOMPARE(error, QStringLiteral("scenario file 'sheet.collviz': ") + sentence);
    QVERIFY(!error.contains(QLatin1Char('\n')));
}

// Processors are 0..p-1 and switches follow: a tree's switch holds no data of its own to ask about.
void TstExercise::holdingsOfASwitchIsRefused()
{
    Scenario s;
    s.algorithm = QStringLiteral("broadcast-tree");
    s.topology = QStringLiteral("tree:8");
    s.exercises.questions = {{1, Kind::Holdings, 7}};
    QString error;
    QVERIFY2(s.validate(Scenario::Naming::File, &error), qPrintable(error));
    s.exercises.questions = {{1, Kind::Holdings, 8}};
    QVERIFY(!s.validate(Scenario::Naming::File, &error));
    QCOMPARE(error, QStringLiteral("exercises[0].node 8 is not a processor of tree:8; it takes 0 to 7"));
}

QTEST_GUILESS_MAIN(TstExercise)
#include "tst_exercise.moc"

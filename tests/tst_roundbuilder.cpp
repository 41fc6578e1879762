// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// RoundBuilder (core/algorithms/common.h), the round loop every algorithm writes: transfers
// along paths and routes, traces only where the pseudo-code applies and wantTraces allows,
// and rounds appended with their narration, and the build's cancel point at every round.

#include "core/algorithm.h"
#include "core/algorithms/common.h"
#include "core/engine.h"
#include "core/operation.h"
#include "core/topology.h"

#include <QtTest>

using namespace collviz::core;
using namespace collviz::core::algorithms;

namespace {

TopologyPtr topology(const QString &spec)
{
    QString error;
    TopologyPtr t = Topology::create(spec, &error);
    if (!t)
        qFatal("%s", qPrintable(error));
    return t;
}

AlgorithmPtr algorithm(const QString &id)
{
    AlgorithmPtr a = AlgorithmRegistry::instance().find(id);
    if (!a)
        qFatal("no algorithm %s", qPrintable(id));
    return a;
}

} // namespace

class TestRoundBuilder : public QObject
{
    Q_OBJECT
private slots:
    void sendsAlongPathsAndRoutes();
    void finishAppendsTheRoundWithItsNarration();
    void tracesFollowTheOneRule_data();
    void tracesFollowTheOneRule();
    void aCancelledBuildStopsAtARound_data();
    void aCancelledBuildStopsAtARound();
};

void TestRoundBuilder::sendsAlongPathsAndRoutes()
{
    const Problem problem(Operation::Alltoall, topology(QStringLiteral("hypercube:3")), 0, 0);
    Schedule s = problem.emptySchedule();
    RoundBuilder rounds(s, problem, *algorithm(QStringLiteral("alltoall-hypercube-pairwise")));
    rounds.send({0, 1, 3}, {5});
    rounds.sendRouted(0, 7, {6, 7});
    const auto &t = rounds.round().transfers;
    QCOMPARE(int(t.size()), 2);
    QCOMPARE(t[0].src, 0);
    QCOMPARE(t[0].dst, 3);
    QCOMPARE(t[0].path, (std::vector<int>{0, 1, 3}));
    QCOMPARE(t[1].src, 0);
    QCOMPARE(t[1].dst, 7);
    QCOMPARE(t[1].path, problem.topology().route(0, 7));
    QCOMPARE(t[1].packets, (std::vector<int>{6, 7}));
}

void TestRoundBuilder::finishAppendsTheRoundWithItsNarration()
{
    const Problem problem(Operation::Allgather, topology(QStringLiteral("ring:4")), 0, 0);
    Schedule s = problem.emptySchedule();
    RoundBuilder rounds(s, problem, *algorithm(QStringLiteral("allgather-ring")));
    rounds.send({0, 1}, {0});
    const Round &first = rounds.finish(Text::plain(QStringLiteral("first")));
    QCOMPARE(int(s.rounds.size()), 1);
    QCOMPARE(&first, &s.rounds.back());
    QCOMPARE(first.narration.toString(), QStringLiteral("first"));
    QCOMPARE(int(first.transfers.size()), 1);
    QVERIFY2(rounds.round().transfers.empty(), "the next round starts empty");
    rounds.finish(Text::plain(QStringLiteral("second")));
    QCOMPARE(int(s.rounds.size()), 2);
    QCOMPARE(s.rounds[1].narration.toString(), QStringLiteral("second"));
}

void TestRoundBuilder::tracesFollowTheOneRule_data()
{
    QTest::addColumn<QString>("algorithm");
    QTest::addColumn<QString>("topology");
    QTest::addColumn<bool>("traced");
    QTest::newRow("pseudo-code, ring:8") << "allgather-ring" << "ring:8" << true;
    QTest::newRow("pseudo-code, 256 processors") << "allgather-ring" << "ring:256" << true;
    QTest::newRow("pseudo-code, 257 processors") << "allgather-ring" << "ring:257" << false;
    QTest::newRow("line pseudo-code on a ring") << "broadcast-recursive-doubling" << "ring:8" << true;
    QTest::newRow("hypercube pseudo-code on a hypercube") << "broadcast-recursive-doubling" << "hypercube:3" << true;
    QTest::newRow("3D pseudo-code on a 3D mesh") << "allgather-mesh" << "mesh:2x2x2" << true;
    QTest::newRow("hypercube pseudo-code, 512 processors") << "broadcast-recursive-doubling" << "hypercube:9" << false;
}

void TestRoundBuilder::tracesFollowTheOneRule()
{
    QFETCH(QString, algorithm);
    QFETCH(QString, topology);
    QFETCH(bool, traced);
    const TopologyPtr topo = ::topology(topology);
    const Problem problem(Operation::Allgather, topo, 0, 0);
    Schedule s = problem.emptySchedule();
    RoundBuilder rounds(s, problem, *::algorithm(algorithm));
    QCOMPARE(rounds.traced(), traced);
    QCOMPARE(traced, wantTraces(problem) && ::algorithm(algorithm)->pseudoCodeApplies(*topo));

    int made = 0;
    rounds.trace(1, 2, [&] {
        ++made;
        return TraceVars{{QStringLiteral("i"), QStringLiteral("1")}};
    });
    QCOMPARE(made, traced ? 1 : 0); // untraced rounds never make the variables
    const Round &round = rounds.finish(Text::plain(QStringLiteral("step")));
    if (!traced) {
        QVERIFY(round.traces.empty());
        return;
    }
    QCOMPARE(int(round.traces.size()), topo->processorCount());
    QCOMPARE(round.traces[1].line, 2);
    QCOMPARE(round.traces[1].vars.front().first, QStringLiteral("i"));
    QCOMPARE(round.traces[0].line, -1);
    QCOMPARE(int(rounds.round().traces.size()), topo->processorCount()); // the next round is sized too
}

void TestRoundBuilder::aCancelledBuildStopsAtARound_data()
{
    QTest::addColumn<QString>("algorithm");
    QTest::addColumn<QString>("topology");
    // RoundBuilder's rounds, and each algorithm that appends its rounds itself.
    QTest::newRow("near-first ring z=64") << "broadcast-ring-near-first" << "ring:64";
    QTest::newRow("pairwise d=5") << "alltoall-hypercube-pairwise" << "hypercube:5";
    QTest::newRow("direct exchange torus 4x4") << "alltoall-direct-exchange" << "torus:4x4";
    QTest::newRow("bidirectional ring z=8") << "alltoall-ring-bidirectional" << "ring:8";
}

void TestRoundBuilder::aCancelledBuildStopsAtARound()
{
    QFETCH(QString, algorithm);
    QFETCH(QString, topology);
    const AlgorithmPtr alg = ::algorithm(algorithm);
    const TopologyPtr topo = ::topology(topology);
    RunParams params;
    params.model = alg->naturalModel();
    const Problem problem(alg->operation(), topo, 0, 1, alg->pieces(*topo), alg->ringOrder(*topo, params));

    std::atomic<bool> cancel{true};
    {
        const BuildCancellation scope(&cancel);
        QVERIFY_THROWS_EXCEPTION(BuildCancelled, alg->build(problem, params));
    }
    // Outside the scope the same build runs to its end.
    QVERIFY(!alg->build(problem, params).rounds.empty());

    // What a user sees: the run is refused as cancelled, with no schedule.
    RunRequest request;
    request.algorithm = algorithm;
    request.topology = topology;
    const RunResult result = Engine::run(request, &cancel);
    QVERIFY(!result.ok);
    QVERIFY(!result.schedule);
    QCOMPARE(result.error, QStringLiteral("the run was cancelled"));
}

QTEST_GUILESS_MAIN(TestRoundBuilder)
#include "tst_roundbuilder.moc"

// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Seed 004, Johnsson and Ho 1992, §2.2-2.3 and §4: the three phases of an AAPC with explicit
// alignment as global memory states (Table 3 cell for cell from the engine's own element
// moves), s AAPCs in succession pipelined (Corollary 2) and Algorithm 5's concurrent AAPCs
// (Figure 4, Theorem 2), their step counts against the printed bounds on a table of cases.

#include "core/algorithms/alltoall/johnssonho_multi.h"
#include "core/algorithms/common.h"
#include "core/algorithm.h"
#include "core/engine.h"
#include "core/scenario.h"
#include "core/simulator.h"
#include "core/topology.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

#include "tests/programrun.h"

using namespace collviz::core;
using namespace collviz::core::algorithms;
using Kind = JohnssonHoPairSchedule::Kind;

namespace {

/// Table 3 of the seed (004_c7097e369dcda852.txt lines 193-214) as OCR'd: the permutation
/// (k, j | i) -> (j, i | k) with 2-bit axes on 16 nodes (P_n = (k, j), j the low bits), the
/// element numbered 16k + 4j + i. First the "mod 2 add." index k XOR j, then per phase the four
/// local addresses, row by row across P_0 .. P_15.
const char *const kTable3Index = "00 01 10 11 01 00 11 10 10 11 00 01 11 10 01 00";
const char *const kTable3[5][4] = {
    {// Initial alloc.
     "0 4 8 12 16 20 24 28 32 36 40 44 48 52 56 60", "1 5 9 13 17 21 25 29 33 37 41 45 49 53 57 61",
     "2 6 10 14 18 22 26 30 34 38 42 46 50 54 58 62", "3 7 11 15 19 23 27 31 35 39 43 47 51 55 59 63"},
    {// after mod 2 add.
     "0 5 10 15 17 20 27 30 34 39 40 45 51 54 57 60", "1 4 11 14 16 21 26 31 35 38 41 44 50 55 56 61",
     "2 7 8 13 19 22 25 28 32 37 42 47 49 52 59 62", "3 6 9 12 18 23 24 29 33 36 43 46 48 53 58 63"},
    {// after first AAPC
     "0 5 10 15 20 17 30 27 40 45 34 39 60 57 54 51", "4 1 14 11 16 21 26 31 44 41 38 35 56 61 50 55",
     "8 13 2 7 28 25 22 19 32 37 42 47 52 49 62 59", "12 9 6 3 24 29 18 23 36 33 46 43 48 53 58 63"},
    {// after second AAPC
     "0 17 34 51 20 5 54 39 40 57 10 27 60 45 30 15", "16 1 50 35 4 21 38 55 56 41 26 11 44 61 14 31",
     "32 49 2 19 52 37 22 7 8 25 42 59 28 13 62 47", "48 33 18 3 36 53 6 23 24 9 58 43 12 29 46 63"},
    {// after mod 2 add. (the realignment)
     "0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15", "16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31",
     "32 33 34 35 36 37 38 39 40 41 42 43 44 45 46 47", "48 49 50 51 52 53 54 55 56 57 58 59 60 61 62 63"},
};

QStringList cellsOf(const char *row) { return QString::fromLatin1(row).split(QLatin1Char(' ')); }

} // namespace

class TestJohnssonHoMulti : public QObject
{
    Q_OBJECT

private slots:
    void table3();
    void table3Text();
    void pipelinedSteps_data();
    void pipelinedSteps();
    void pipelinedRunsInTheSimulator();
    void concurrentAgainstTheorem2_data();
    void concurrentAgainstTheorem2();
    void figure4();
    void concurrentRunsAsElementTransfers_data();
    void concurrentRunsAsElementTransfers();
    void brokenTimetableIsCaught();
    void engineRunsRepeat_data();
    void engineRunsRepeat();
    void repeatRefusals();
    void cliMemoryTable();
    void cliPipelinedAndRunJson();
    void cliRefusals();
};

// The engine runs Table 3's permutation element by element (Algorithm 1 on each axis, one AAPC
// after the other) and records the memory after each phase; every one of the 5 x 64 cells and
// the index row must be the paper's. The OCR'd table has no garbled cell: all 336 agree.
void TestJohnssonHoMulti::table3()
{
    const JohnssonHoMultiLayout layout(2, 2);
    const JohnssonHoMultiRun run(layout, JohnssonHoPairTimetable::make(Kind::Algorithm1, 2, 1),
                                 JohnssonHoMultiRun::Mode::Sequential);
    QVERIFY2(run.failures().isEmpty(), qPrintable(run.failures().join(QLatin1Char('\n'))));
    const auto &states = run.states();
    // Initial, aligned, after AAPC 1, after AAPC 2, realigned.
    QCOMPARE(int(states.size()), 5);
    const QStringList index = cellsOf(kTable3Index);
    for (int n = 0; n < 16; ++n)
        QCOMPARE(binaryDigits(layout.axesXor(n), 2), index[n]);
    for (int phase = 0; phase < 5; ++phase)
        for (int a = 0; a < 4; ++a) {
            const QStringList paper = cellsOf(kTable3[phase][a]);
            QCOMPARE(paper.size(), 16);
            for (int n = 0; n < 16; ++n) {
                const int engine = states[std::size_t(phase)].held[std::size_t(n)][std::size_t(a)];
                if (QString::number(engine) != paper[n])
                    QFAIL(qPrintable(QStringLiteral("Table 3, phase %1 (%2), address %3, P_%4: engine %5, paper %6")
                                         .arg(phase)
                                         .arg(states[std::size_t(phase)].phase)
                                         .arg(a)
                                         .arg(n)
                                         .arg(engine)
                                         .arg(paper[n])));
            }
        }
    // Every element ends where (k, j | i) -> (j, i | k) sends it: 16k + 4j + i at node 4j + i,
    // address k.
    for (int e = 0; e < 64; ++e)
        QCOMPARE(states.back().held[std::size_t(e % 16)][std::size_t(e / 16)], e);
    QCOMPARE(run.maxChannelLoad(), 1);
    QVERIFY(run.minimalPaths());
}

// The CLI's `table --memory` prints this table: the title, the index row, then the phases.
void TestJohnssonHoMulti::table3Text()
{
    const JohnssonHoMultiRun run(JohnssonHoMultiLayout(2, 2), JohnssonHoPairTimetable::make(Kind::Algorithm1, 2, 1),
                                 JohnssonHoMultiRun::Mode::Sequential);
    const ScheduleTable t = johnssonHoMemoryTable(run, QStringLiteral("Table 3"));
    QCOMPARE(t.columnHeaders.size(), 16);
    QCOMPARE(t.columnHeaders.first(), QStringLiteral("P_0"));
    QCOMPARE(t.rowHeaders.size(), 1 + 5 * 4);
    QCOMPARE(t.rowHeaders[1], QStringLiteral("Initial alloc."));
    QCOMPARE(t.rowHeaders[9], QStringLiteral("after AAPC 1"));
    QCOMPARE(t.cells[9].join(QLatin1Char(' ')), QString::fromLatin1(kTable3[2][0]));
    QVERIFY(t.allChecksHold());
}

// Pipelining s AAPCs (Corollary 2: K/2 + (s - 1)d steps): the engine starts a pair's next AAPC
// one span after its previous one. With Algorithm 1 (span d) it takes d ceil(K/2d) + (s - 1)d:
// Corollary 2 exactly where d divides K/2, else d ceil(K/2d) - K/2 steps more (the last, short
// group of Algorithm 1; Algorithm 4's K/2 steps with span d would meet it). With Algorithm 2
// (span up to K/2) the pipeline delay is its span: s K/2 steps, no better than one after the
// other, which is why the paper calls minimising the span minimising the pipeline delay.
void TestJohnssonHoMulti::pipelinedSteps_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<int>("d");
    QTest::addColumn<int>("s");
    QTest::addColumn<int>("copies");
    QTest::addColumn<int>("steps");
    QTest::addColumn<int>("corollary2");
    auto row = [](const char *name, Kind k, int d, int s, int copies, int steps) {
        QTest::newRow(name) << int(k) << d << s << copies << steps << johnssonHoCorollary2(d, s, copies << d);
    };
    row("alg1 d=2 s=2 K=4 (Table 3)", Kind::Algorithm1, 2, 2, 1, 4);
    row("alg1 d=2 s=3 K=4", Kind::Algorithm1, 2, 3, 1, 6);
    row("alg1 d=2 s=4 K=8", Kind::Algorithm1, 2, 4, 2, 10);
    row("alg1 d=2 s=5 K=16", Kind::Algorithm1, 2, 5, 4, 16);
    row("alg1 d=3 s=2 K=8", Kind::Algorithm1, 3, 2, 1, 9);    // Corollary 2: 7, +2
    row("alg1 d=3 s=3 K=8", Kind::Algorithm1, 3, 3, 1, 12);   // 10, +2
    row("alg1 d=3 s=2 K=24", Kind::Algorithm1, 3, 2, 3, 0);   // copies 3: refused (not a power of two)
    row("alg1 d=3 s=2 K=32", Kind::Algorithm1, 3, 2, 4, 21);  // 19, +2
    row("alg1 d=4 s=2 K=16", Kind::Algorithm1, 4, 2, 1, 12);  // 12
    row("alg1 d=4 s=3 K=16", Kind::Algorithm1, 4, 3, 1, 16);  // 16
    row("alg1 d=5 s=2 K=32", Kind::Algorithm1, 5, 2, 1, 25);  // 21, +4
    row("alg1 d=6 s=2 K=64", Kind::Algorithm1, 6, 2, 1, 42);  // 38, +4
    row("alg2 d=2 s=2 K=4", Kind::Algorithm2, 2, 2, 1, 4);
    row("alg2 d=3 s=2 K=8", Kind::Algorithm2, 3, 2, 1, 8);    // 7: span 4 = K/2, +1
    row("alg2 d=3 s=3 K=8", Kind::Algorithm2, 3, 3, 1, 12);   // 10, +2
    row("alg2 d=4 s=2 K=16", Kind::Algorithm2, 4, 2, 1, 16);  // 12, +4
    row("alg2 d=4 s=3 K=16", Kind::Algorithm2, 4, 3, 1, 24);  // 16, +8
    row("alg2 d=2 s=4 K=16", Kind::Algorithm2, 2, 4, 4, 32);  // 14, +18
}

void TestJohnssonHoMulti::pipelinedSteps()
{
    QFETCH(int, kind);
    QFETCH(int, d);
    QFETCH(int, s);
    QFETCH(int, copies);
    QFETCH(int, steps);
    QFETCH(int, corollary2);
    const JohnssonHoMultiLayout layout(d, s, copies);
    if (steps == 0) {
        QVERIFY(!layout.refusal().isEmpty());
        return;
    }
    QVERIFY2(layout.refusal().isEmpty(), qPrintable(layout.refusal()));
    const auto table = JohnssonHoPairTimetable::make(Kind(kind), d, copies);
    const JohnssonHoMultiRun run(layout, table, JohnssonHoMultiRun::Mode::Pipelined);
    QVERIFY2(run.failures().isEmpty(), qPrintable(run.failures().join(QLatin1Char('\n'))));
    QCOMPARE(run.steps(), steps);
    QCOMPARE(run.maxChannelLoad(), 1);
    QVERIFY(run.minimalPaths());
    if (Kind(kind) == Kind::Algorithm1)
        QCOMPARE(run.steps() - corollary2, d * ((layout.K() / 2 + d - 1) / d) - layout.K() / 2);
    else
        QVERIFY(run.steps() >= corollary2);
    // Pipelining never loses against one AAPC after the other.
    const JohnssonHoMultiRun sequential(layout, table, JohnssonHoMultiRun::Mode::Sequential);
    QVERIFY(sequential.failures().isEmpty());
    QCOMPARE(sequential.steps(), s * table.steps);
    QVERIFY(run.steps() <= sequential.steps());
    QCOMPARE(sequential.states().back().held, run.states().back().held);
}

// The pipelined schedule as the engine's rounds: the Simulator finds every transfer held, every
// path one link, at most one element per channel direction per step and every element at its
// destination node.
void TestJohnssonHoMulti::pipelinedRunsInTheSimulator()
{
    for (const auto &[d, s, copies] : {std::tuple{2, 2, 1}, std::tuple{3, 2, 1}, std::tuple{2, 3, 2}, std::tuple{3, 1, 1}}) {
        const JohnssonHoMultiLayout layout(d, s, copies);
        const JohnssonHoMultiRun run(layout, JohnssonHoPairTimetable::make(Kind::Algorithm1, d, copies),
                                     JohnssonHoMultiRun::Mode::Pipelined);
        QVERIFY(run.failures().isEmpty());
        QString error;
        const auto topo = Topology::create(QStringLiteral("hypercube:%1").arg(d * s), &error);
        QVERIFY(topo);
        const auto alg = AlgorithmRegistry::instance().find(QStringLiteral("alltoall-jh-alg1"));
        QVERIFY(alg);
        const Problem problem(Operation::Alltoall, topo, 0, 0);
        const Schedule schedule = run.schedule(problem, *alg);
        QCOMPARE(int(schedule.rounds.size()), run.steps());
        const SimulationResult sim = Simulator::run(problem, schedule, alg->naturalModel(), CostParams{});
        QVERIFY2(sim.violations.empty(), qPrintable(sim.violations.empty() ? QString() : sim.violations.front().message));
        QVERIFY2(sim.postconditionFailures.isEmpty(), qPrintable(sim.postconditionFailures.join(QLatin1Char('\n'))));
        QVERIFY(sim.verified);
        QCOMPARE(sim.maxLinkLoad, 1);
        QCOMPARE(sim.time, double(run.steps()) * 2.0); // t_s + t_w m = 2 per step
    }
}

// Algorithm 5 against Theorem 2 (three regimes; K counts the elements per node, N = K/2d data
// sets of d pairs). Measured in units of d steps from the plan; "theorem" is the printed bound.
void TestJohnssonHoMulti::concurrentAgainstTheorem2_data()
{
    QTest::addColumn<int>("d");
    QTest::addColumn<int>("s");
    QTest::addColumn<int>("K");
    QTest::addColumn<int>("regime");
    QTest::addColumn<int>("steps");
    auto row = [](int d, int s, int K, int regime, int steps) {
        QTest::addRow("d=%d s=%d K=%d", d, s, K) << d << s << K << regime << steps;
    };
    // Regime 1 (s <= 3 or K <= 8d): pipelining, K/2 + (s - 1)d.
    row(2, 2, 16, 1, 10);
    row(2, 3, 32, 1, 20);
    row(2, 6, 8, 1, 14);
    row(4, 5, 16, 1, 24);
    // Regime 2 (8d <= K <= 2(s + 1)d): (s + 3)d.
    row(2, 6, 16, 1, 18); // K = 8d: regimes 1 and 2 meet, (s + 3)d = K/2 + (s - 1)d
    row(2, 6, 24, 2, 18);
    row(2, 8, 32, 2, 22);
    row(3, 7, 48, 2, 30);
    // Regime 3 (K >= 2(s + 1)d): K/2 + 2d; Figure 4 is s = 6, N = 9 (K = 18d).
    row(2, 6, 36, 3, 22);
    row(2, 6, 64, 3, 36);
    row(3, 4, 64, 3, 39);
    row(3, 6, 54, 3, 33);
    row(4, 5, 256, 3, 136);
}

void TestJohnssonHoMulti::concurrentAgainstTheorem2()
{
    QFETCH(int, d);
    QFETCH(int, s);
    QFETCH(int, K);
    QFETCH(int, regime);
    QFETCH(int, steps);
    int which = 0;
    const int bound = johnssonHoTheorem2(d, s, K, &which);
    QCOMPARE(which, regime);
    const JohnssonHoConcurrentPlan plan = JohnssonHoConcurrentPlan::make(d, s, K);
    QVERIFY2(plan.violations().isEmpty(), qPrintable(plan.violations().join(QLatin1Char('\n'))));
    QCOMPARE(plan.steps(), steps);
    qInfo("d=%d s=%d K=%d: Algorithm 5 %d steps (%d v-pairs), Theorem 2 %d (regime %d), Corollary 2 %d", d, s, K,
          plan.steps(), plan.vPairs, bound, which, johnssonHoCorollary2(d, s, K));
    QVERIFY(plan.steps() <= johnssonHoCorollary2(d, s, K) + d * ((K / 2 + d - 1) / d) - K / 2);
}

// Figure 4: six AAPCs, nine data sets, two v-pairs starting on axes 5 and 3 (the paper's
// 0-based axes s - 2 and s - 4), eleven units = K/2 + 2d.
void TestJohnssonHoMulti::figure4()
{
    const JohnssonHoConcurrentPlan plan = JohnssonHoConcurrentPlan::make(2, 6, 36);
    QCOMPARE(plan.dataSets, 9);
    QCOMPARE(plan.units, 11);
    QCOMPARE(plan.vPairs, 2);
    const ScheduleTable t = plan.table();
    QVERIFY(t.allChecksHold());
    QCOMPARE(t.rowHeaders.size(), 9);
    // The pipelined data sets start on axis 1 one unit after the other.
    QCOMPARE(t.cells[0].mid(0, 6).join(QLatin1Char(' ')), QStringLiteral("i,1 i,2 i,3 i,4 i,5 i,6"));
    QCOMPARE(t.cells[1][1], QStringLiteral("i,1"));
    // The first v-pair: v,5 and v,6, then the local exchange, then i,1 .. i,5.
    const int v0 = 5;
    QCOMPARE(t.rowHeaders[v0], QStringLiteral("d_0^0"));
    QCOMPARE(t.cells[v0][0], QStringLiteral("v,5"));
    QCOMPARE(t.cells[v0][1], QStringLiteral("v,6"));
    QCOMPARE(t.cells[v0][2], QStringLiteral("*"));
}

// Algorithm 5 executed element by element (d = 2, K a multiple of 4^d): every move is one the
// element's planned AAPCs needs, at most one element per channel direction per step, every
// element at its destination; the steps are the plan's; the v-sets' elements detour through
// their start axis twice (the repeated AAPC), all others go along minimal paths.
void TestJohnssonHoMulti::concurrentRunsAsElementTransfers_data()
{
    QTest::addColumn<int>("s");
    QTest::addColumn<int>("K");
    QTest::addColumn<int>("steps");
    QTest::addColumn<int>("theorem2");
    auto row = [](int s, int K, int steps) {
        QTest::addRow("d=2 s=%d K=%d", s, K) << s << K << steps << johnssonHoTheorem2(2, s, K);
    };
    row(2, 16, 10);
    row(4, 16, 14);
    row(4, 32, 20);
    row(5, 32, 20);
    row(6, 16, 18);
    row(6, 32, 20);
}

void TestJohnssonHoMulti::concurrentRunsAsElementTransfers()
{
    QFETCH(int, s);
    QFETCH(int, K);
    QFETCH(int, steps);
    QFETCH(int, theorem2);
    const JohnssonHoConcurrentPlan plan = JohnssonHoConcurrentPlan::make(2, s, K);
    QVERIFY2(JohnssonHoConcurrentRun::refusal(plan).isEmpty(), qPrintable(JohnssonHoConcurrentRun::refusal(plan)));
    const JohnssonHoConcurrentRun run(plan);
    QVERIFY2(run.failures().isEmpty(), qPrintable(run.failures().join(QLatin1Char('\n'))));
    QCOMPARE(run.steps(), plan.steps());
    QCOMPARE(run.steps(), steps);
    QCOMPARE(run.maxChannelLoad(), 1);
    qInfo("d=2 s=%d K=%d: %d steps element by element, Theorem 2 %d, %d v-pairs, %d elements detoured", s, K,
          run.steps(), theorem2, plan.vPairs, run.detouredElements());
    QVERIFY(run.steps() <= theorem2);
    if (plan.vPairs == 0)
        QCOMPARE(run.detouredElements(), 0);
    // The same transfers as the engine's rounds, checked by the Simulator.
    QString error;
    const auto topo = Topology::create(QStringLiteral("hypercube:%1").arg(2 * s), &error);
    QVERIFY(topo);
    const auto alg = AlgorithmRegistry::instance().find(QStringLiteral("alltoall-jh-alg1"));
    const Problem problem(Operation::Alltoall, topo, 0, 0);
    const Schedule schedule = run.schedule(problem, *alg);
    QVERIFY(int(schedule.packets.size()) <= (1 << (2 * s)) * ((1 << (2 * s)) - 1)); // all checked by dest
    const SimulationResult sim = Simulator::run(problem, schedule, alg->naturalModel(), CostParams{});
    QVERIFY2(sim.violations.empty(), qPrintable(sim.violations.empty() ? QString() : sim.violations.front().message));
    QVERIFY2(sim.postconditionFailures.isEmpty(), qPrintable(sim.postconditionFailures.join(QLatin1Char('\n'))));
    QVERIFY(sim.verified);
    QCOMPARE(sim.maxLinkLoad, 1);
    QCOMPARE(int(schedule.rounds.size()), steps);
}

// A timetable that sends a pair twice in one dimension is caught element by element.
void TestJohnssonHoMulti::brokenTimetableIsCaught()
{
    auto table = JohnssonHoPairTimetable::make(Kind::Algorithm1, 2, 1);
    table.dims[0][1] = table.dims[0][0];
    const JohnssonHoMultiRun run(JohnssonHoMultiLayout(2, 2), table, JohnssonHoMultiRun::Mode::Pipelined);
    QVERIFY(!run.failures().isEmpty());
    // A plan whose first data set starts on axis 2 moves elements its AAPCs do not ask for.
    JohnssonHoConcurrentPlan plan = JohnssonHoConcurrentPlan::make(2, 4, 32);
    plan.rows[0].axisAt[0] = 2;
    QVERIFY(!JohnssonHoConcurrentRun(plan).failures().isEmpty());
}

// `run --repeat S` through the Scenario and the Engine: S pipelined AAPCs as element
// transfers, verified by the Simulator, one element per channel direction per step, the steps
// T + (S - 1) span of the algorithm's pair schedule.
void TestJohnssonHoMulti::engineRunsRepeat_data()
{
    QTest::addColumn<QString>("algorithm");
    QTest::addColumn<int>("D");
    QTest::addColumn<int>("repeat");
    QTest::addColumn<int>("steps");
    QTest::newRow("alg1 hypercube:4 repeat 2 (Table 3)") << "alltoall-jh-alg1" << 4 << 2 << 4;
    QTest::newRow("alg1 hypercube:6 repeat 2") << "alltoall-jh-alg1" << 6 << 2 << 9;
    QTest::newRow("alg1 hypercube:6 repeat 3") << "alltoall-jh-alg1" << 6 << 3 << 6;
    QTest::newRow("alg1 hypercube:8 repeat 2") << "alltoall-jh-alg1" << 8 << 2 << 12;
    QTest::newRow("alg1 hypercube:10 repeat 2") << "alltoall-jh-alg1" << 10 << 2 << 25;
    QTest::newRow("alg2 hypercube:6 repeat 2") << "alltoall-jh-alg2" << 6 << 2 << 8;
    QTest::newRow("alg2 hypercube:8 repeat 2") << "alltoall-jh-alg2" << 8 << 2 << 16;
    QTest::newRow("alg1 hypercube:4 repeat 1") << "alltoall-jh-alg1" << 4 << 1 << 8;
}

void TestJohnssonHoMulti::engineRunsRepeat()
{
    QFETCH(QString, algorithm);
    QFETCH(int, D);
    QFETCH(int, repeat);
    QFETCH(int, steps);
    Scenario scenario;
    QString error;
    QVERIFY(scenario.setOption(QStringLiteral("algorithm"), algorithm, &error));
    QVERIFY(scenario.setOption(QStringLiteral("topology"), QStringLiteral("hypercube:%1").arg(D), &error));
    QVERIFY2(scenario.setOption(QStringLiteral("repeat"), QString::number(repeat), &error), qPrintable(error));
    QVERIFY2(scenario.validate(Scenario::Naming::CommandLine, &error), qPrintable(error));
    const RunResult r = Engine::run(scenario.toRunRequest());
    QVERIFY2(r.ok, qPrintable(r.error));
    QVERIFY(r.simulation.verified);
    QCOMPARE(r.simulation.maxLinkLoad, 1);
    QCOMPARE(int(r.schedule->rounds.size()), steps);
    QCOMPARE(r.formulaRounds.value_or(-1), steps);
    if (repeat > 1) {
        QVERIFY(!r.lowerBound); // the all-to-all bound is not this permutation's
        // Every node sends its K = 2^d elements but the ones that stay: K (p - 1) packets.
        const int K = 1 << (D / repeat);
        QCOMPARE(int(r.schedule->packets.size()), K * ((1 << D) - 1));
    }
    // The scenario file keeps it.
    QCOMPARE(scenario.toJson().value(QStringLiteral("params")).toObject().value(QStringLiteral("repeat")).toInt(1),
             repeat);
}

void TestJohnssonHoMulti::repeatRefusals()
{
    Scenario scenario;
    QString error;
    QVERIFY(scenario.setOption(QStringLiteral("algorithm"), QStringLiteral("alltoall-hypercube-sex"), &error));
    QVERIFY(scenario.setOption(QStringLiteral("topology"), QStringLiteral("hypercube:4"), &error));
    QVERIFY(scenario.setOption(QStringLiteral("repeat"), QStringLiteral("2"), &error));
    QVERIFY(!scenario.validate(Scenario::Naming::CommandLine, &error));
    QCOMPARE(error, QStringLiteral("--repeat means nothing for alltoall-hypercube-sex; it applies to the alltoall-jh "
                                   "algorithms (s AAPCs in succession)"));
    QVERIFY(!scenario.setOption(QStringLiteral("repeat"), QStringLiteral("0"), &error));
    QVERIFY(error.startsWith(QStringLiteral("--repeat '0' is not accepted")));

    RunRequest req;
    req.algorithm = QStringLiteral("alltoall-jh-alg1");
    req.topology = QStringLiteral("hypercube:6");
    req.params.repeat = 4;
    const RunResult r = Engine::run(req);
    QVERIFY(!r.ok);
    QCOMPARE(r.error, QStringLiteral("--repeat 4 does not divide the 6 dimensions of hypercube:6 into equal axes; it "
                                     "takes a divisor of 6"));
}

// `collviz-cli table --memory` is Table 3 for hypercube:4 --repeat 2, in text and JSON.
void TestJohnssonHoMulti::cliMemoryTable()
{
    const auto text = collviz::tests::cli({QStringLiteral("table"), QStringLiteral("--algorithm"),
                                           QStringLiteral("alltoall-jh-alg1"), QStringLiteral("--topology"),
                                           QStringLiteral("hypercube:4"), QStringLiteral("--repeat"), QStringLiteral("2"),
                                           QStringLiteral("--memory")});
    QCOMPARE(text.exitCode, 0);
    const QStringList lines = QString::fromUtf8(text.out).split(QLatin1Char('\n'));
    QVERIFY(lines.size() > 22);
    QCOMPARE(lines[2], QStringLiteral("mod 2 add.  00  01  10  11  01  00  11  10  10  11  00  01  11  10  01  00"));
    QCOMPARE(lines[11], QStringLiteral("after AAPC 1  ") + QString::fromLatin1(kTable3[2][0]).replace(QLatin1Char(' '), QStringLiteral("  ")));
    QVERIFY(text.out.contains("(exchanges) holds"));

    const auto json = collviz::tests::cli({QStringLiteral("table"), QStringLiteral("--algorithm"),
                                           QStringLiteral("alltoall-jh-alg2"), QStringLiteral("--topology"),
                                           QStringLiteral("hypercube:4"), QStringLiteral("--repeat"), QStringLiteral("2"),
                                           QStringLiteral("--memory"), QStringLiteral("--format"), QStringLiteral("json")});
    QCOMPARE(json.exitCode, 0);
    const QJsonObject o = QJsonDocument::fromJson(json.out).object();
    const QJsonArray rows = o.value(QStringLiteral("rows")).toArray();
    QCOMPARE(rows.size(), 21);
    QCOMPARE(rows[14].toArray()[0].toString(), QStringLiteral("16")); // after AAPC 2, address 1 of P_0
    QCOMPARE(o.value(QStringLiteral("format")).toString(), QStringLiteral("collviz-table/1"));
    QCOMPARE(o.value(QStringLiteral("view")).toString(), QStringLiteral("memory"));
    QCOMPARE(o.value(QStringLiteral("params")).toObject().value(QStringLiteral("repeat")).toInt(), 2);
    QVERIFY(o.value(QStringLiteral("checks")).toObject().value(QStringLiteral("exchanges")).toObject().value(QStringLiteral("holds")).toBool());
}

void TestJohnssonHoMulti::cliPipelinedAndRunJson()
{
    const auto table = collviz::tests::cli({QStringLiteral("table"), QStringLiteral("--algorithm"),
                                            QStringLiteral("alltoall-jh-alg1"), QStringLiteral("--topology"),
                                            QStringLiteral("hypercube:6"), QStringLiteral("--repeat"), QStringLiteral("2"),
                                            QStringLiteral("--pipelined")});
    QCOMPARE(table.exitCode, 0);
    QVERIFY(table.out.contains("measured 9 steps, pipeline delay 3 (the pair span), Corollary 2: K/2 + (s - 1)d = 7"));
    QVERIFY(table.out.contains("(011, 100)  -  -  -  1:0  1:1  1:2  2:0  2:1  2:2"));

    const auto run = collviz::tests::cli({QStringLiteral("run"), QStringLiteral("--algorithm"),
                                          QStringLiteral("alltoall-jh-alg1"), QStringLiteral("--topology"),
                                          QStringLiteral("hypercube:6"), QStringLiteral("--repeat"), QStringLiteral("3"),
                                          QStringLiteral("--format"), QStringLiteral("json")});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject doc = QJsonDocument::fromJson(run.out).object();
    const QJsonObject summary = doc.value(QStringLiteral("summary")).toObject();
    QCOMPARE(summary.value(QStringLiteral("rounds")).toInt(), 6);
    QVERIFY(summary.value(QStringLiteral("verified")).toBool());
    QCOMPARE(summary.value(QStringLiteral("maxLinkLoad")).toInt(), 1);

    // Independent replay: every transfer is one hop, each channel direction once per round,
    // and every packet ends at its dest.
    const QJsonArray packets = doc.value(QStringLiteral("packets")).toArray();
    std::vector<int> at(std::size_t(packets.size()));
    for (const auto &pk : packets)
        at[std::size_t(pk.toObject().value(QStringLiteral("id")).toInt())] = pk.toObject().value(QStringLiteral("origin")).toInt();
    for (const auto &round : doc.value(QStringLiteral("rounds")).toArray()) {
        QSet<QPair<int, int>> used;
        for (const auto &tv : round.toObject().value(QStringLiteral("transfers")).toArray()) {
            const QJsonObject t = tv.toObject();
            const int src = t.value(QStringLiteral("src")).toInt();
            const int dst = t.value(QStringLiteral("dst")).toInt();
            QCOMPARE(__builtin_popcount(unsigned(src ^ dst)), 1);
            QVERIFY(!used.contains({src, dst}));
            used.insert({src, dst});
            for (const auto &id : t.value(QStringLiteral("packets")).toArray()) {
                QCOMPARE(at[std::size_t(id.toInt())], src);
                at[std::size_t(id.toInt())] = dst;
            }
        }
    }
    for (const auto &pk : packets)
        QCOMPARE(at[std::size_t(pk.toObject().value(QStringLiteral("id")).toInt())], pk.toObject().value(QStringLiteral("dest")).toInt());
}

void TestJohnssonHoMulti::cliRefusals()
{
    const QStringList base{QStringLiteral("table"), QStringLiteral("--algorithm"), QStringLiteral("alltoall-jh-alg1"),
                           QStringLiteral("--topology"), QStringLiteral("hypercube:4")};
    const auto both = collviz::tests::cli(base + QStringList{QStringLiteral("--memory"), QStringLiteral("--pipelined")});
    QCOMPARE(both.exitCode, 2);
    QCOMPARE(both.err.trimmed(), QByteArray("collviz-cli: --memory, --pipelined and --concurrent are different tables; give one"));
    const auto bare = collviz::tests::cli(base + QStringList{QStringLiteral("--repeat"), QStringLiteral("2")});
    QCOMPARE(bare.exitCode, 2);
    const auto odd = collviz::tests::cli(base + QStringList{QStringLiteral("--repeat"), QStringLiteral("3"), QStringLiteral("--memory")});
    QCOMPARE(odd.exitCode, 2);
    QVERIFY(odd.err.contains("does not divide the 4 dimensions"));
    const auto big = collviz::tests::cli({QStringLiteral("table"), QStringLiteral("--algorithm"), QStringLiteral("alltoall-jh-alg1"),
                                          QStringLiteral("--topology"), QStringLiteral("hypercube:10"), QStringLiteral("--memory")});
    QCOMPARE(big.exitCode, 2);
    QVERIFY(big.err.contains("cells; it is printed up to 65536"));
    const auto runMemory = collviz::tests::cli({QStringLiteral("run"), QStringLiteral("--algorithm"), QStringLiteral("alltoall-jh-alg1"),
                                                QStringLiteral("--topology"), QStringLiteral("hypercube:4"), QStringLiteral("--memory")});
    QCOMPARE(runMemory.exitCode, 2);
}

QTEST_GUILESS_MAIN(TestJohnssonHoMulti)
#include "tst_johnssonho_multi.moc"

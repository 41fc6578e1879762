// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The combine cost t_c (issue 36): a combine of j inputs of L words costs (j - 1) L t_c at its
// node, after its inputs have arrived, and delays what the node does next. The reductions'
// formulas carry the t_c term; with t_c = 0 every output is what it was.

#include "core/algorithm.h"
#include "core/costbreakdown.h"
#include "core/engine.h"
#include "core/operation.h"
#include "core/report.h"
#include "core/scenario.h"
#include "core/simgridexport.h"
#include "core/simulator.h"
#include "core/sweep.h"
#include "tests/programrun.h"

#include <QtTest>

#include "tests/handmade.h"

#include <cmath>

using namespace collviz;
using namespace collviz::core;

namespace {

using collviz::tests::topo;
using collviz::tests::xfer;

/// A few networks of every shape the reductions run on (the registry sweep has them all).
const char *const kNetworks[] = {"hypercube:3", "hypercube:4", "ring:5",   "ring:8",      "linear:5",
                                 "mesh:4x3",    "torus:4x4",   "tree:8",   "torus:3x3x3", "complete:6",
                                 "switch:7"};

CostParams costs(double tc)
{
    CostParams c;
    c.m = 4;
    c.ts = 1.5;
    c.tw = 0.5;
    c.th = 0.0;
    c.tc = tc;
    return c;
}

RunResult runOne(const QString &algorithm, const QString &network, const CostParams &cost, const QString &model = {})
{
    RunRequest request;
    request.algorithm = algorithm;
    request.topology = network;
    request.modelSpec = model;
    request.params.cost = cost;
    return Engine::run(request);
}

bool same(double a, double b) { return std::abs(a - b) <= 1e-9 * std::max(1.0, std::abs(b)); }

/// reduce to node 3 on linear:4 under all-port: in round 0 nodes 0 and 2 send their values to
/// node 1, which adds the three (one combine of 3 inputs); round 1 sends that sum on to node 2,
/// round 2 to node 3, which adds its own.
Schedule threeInputReduce(const Problem &problem)
{
    Schedule s = problem.emptySchedule();
    s.rounds.resize(3);
    s.rounds[0].transfers = TransferList({xfer({0, 1}, {0}), xfer({2, 1}, {2})});
    const int sum = s.addCombine(s.rounds[0], 1, {1, 0, 2}, 3);
    s.rounds[1].transfers = TransferList({xfer({1, 2}, {sum})});
    s.rounds[2].transfers = TransferList({xfer({2, 3}, {sum})});
    s.addCombine(s.rounds[2], 3, {3, sum}, 3);
    return s;
}

} // namespace

class TstCombineCost : public QObject
{
    Q_OBJECT

private slots:
    void reductionsKeepTheirFormula_data();
    void reductionsKeepTheirFormula();
    void oneCombineOfThreeInputs_data();
    void oneCombineOfThreeInputs();
    void combiningBoundsTheTime_data();
    void combiningBoundsTheTime();
    void breakdownCountsTheCombining();
    void zeroCombineCostWritesNothingNew();
    void combineCostIsReadAndWritten();
    void simgridReplayRefusesCombineCost();
    void negativeCombineCostRefused_data();
    void negativeCombineCostRefused();
};

void TstCombineCost::reductionsKeepTheirFormula_data()
{
    QTest::addColumn<QString>("algorithm");
    QTest::addColumn<QString>("network");
    for (const auto &alg : AlgorithmRegistry::instance().all()) {
        if (!isReduction(alg->operation()))
            continue;
        for (const char *spec : kNetworks) {
            const TopologyPtr t = Topology::create(QString::fromLatin1(spec), nullptr);
            if (!t || !alg->supports(*t, RunParams{}, nullptr))
                continue;
            QTest::addRow("%s %s", qPrintable(alg->id()), spec) << alg->id() << QString::fromLatin1(spec);
        }
    }
}

void TstCombineCost::reductionsKeepTheirFormula()
{
    QFETCH(QString, algorithm);
    QFETCH(QString, network);
    const RunResult without = runOne(algorithm, network, costs(0.0));
    QVERIFY2(without.ok, qPrintable(without.error));
    const RunResult with = runOne(algorithm, network, costs(0.5));
    QVERIFY2(with.ok, qPrintable(with.error));
    QVERIFY(with.simulation.verified);
    // Combining costs time wherever something is added.
    QVERIFY(with.simulation.time > without.simulation.time);
    if (!with.formula)
        return;
    // The formula's text shows the t_c term it charges.
    QVERIFY2(with.formula->text.contains(QLatin1String("t_c")), qPrintable(with.formula->text));
    QVERIFY(with.formula->value > without.formula->value);
    // Where the source's formula holds at t_c = 0, its t_c term makes it hold at t_c > 0.
    if (same(without.simulation.time, without.formula->value))
        QVERIFY2(same(with.simulation.time, with.formula->value),
                 qPrintable(QStringLiteral("time %1, formula %2 (%3)")
                                .arg(with.simulation.time)
                                .arg(with.formula->value)
                                .arg(with.formula->text)));
    else
        QVERIFY(with.formulaDeviation);
    // The bound gains its t_c term, and stays below the time.
    QVERIFY(with.lowerBound);
    QVERIFY2(with.lowerBound->text.contains(QLatin1String("t_c")), qPrintable(with.lowerBound->text));
    QVERIFY(!without.lowerBound->text.contains(QLatin1String("t_c")));
    QVERIFY(with.lowerBound->value <= with.simulation.time * (1 + 1e-9));
}

void TstCombineCost::oneCombineOfThreeInputs_data()
{
    QTest::addColumn<QString>("model");
    QTest::newRow("wormhole") << QStringLiteral("wh,ports=all");
    QTest::newRow("store-and-forward") << QStringLiteral("sf,ports=all");
}

void TstCombineCost::oneCombineOfThreeInputs()
{
    QFETCH(QString, model);
    CommModel m;
    QString error;
    QVERIFY2(CommModel::parse(model, CommModel{}, &m, &error), qPrintable(error));
    const Problem problem(Operation::Reduce, topo("linear:4"), 3, 0);
    const Schedule s = threeInputReduce(problem);
    CostParams c = costs(0.25);
    c.m = 4; // packets of 4 words: the combine of 3 inputs costs 2 * 4 * t_c = 2
    Timeline timeline;
    const SimulationResult r = Simulator::run(problem, s, m, c, nullptr, {}, &timeline);
    QVERIFY(r.violations.empty());
    QVERIFY(r.verified);
    const double message = c.ts + 4 * c.tw; // one hop, 4 words, both switching modes
    QCOMPARE(timeline.combines(0).size(), std::size_t(1));
    const Timeline::CombineTime combine = timeline.combines(0)[0];
    QCOMPARE(combine.node, 1);
    QCOMPARE(combine.start, message); // once both inputs have arrived
    QCOMPARE(combine.finish - combine.start, 2 * 4 * c.tc);
    // The round lasts until the sum is made, and node 1 sends it no earlier.
    QCOMPARE(timeline.roundTime(0), message + 2 * 4 * c.tc);
    QCOMPARE(timeline.roundStart(1) + timeline.messages(1)[0].start, combine.finish);
    // The last round's combine of 2 inputs costs 1 * 4 * t_c after its message.
    QCOMPARE(timeline.roundTime(2), message + 4 * c.tc);
    QCOMPARE(r.time, 3 * message + 3 * 4 * c.tc);
    // Without t_c the combines take no time and the timeline keeps none.
    Timeline free;
    const SimulationResult r0 = Simulator::run(problem, s, m, costs(0.0), nullptr, {}, &free);
    QCOMPARE(r0.time, 3 * message);
    QVERIFY(!free.hasCombineTimes());
    QVERIFY(free.combines(0).empty());
}

void TstCombineCost::combiningBoundsTheTime_data()
{
    // With free messages (t_s = t_w = 0) only the combines take time, and the bound's t_c term
    // is met: a chain of log p sums of m words; the p - 1 sums each node of a reduce-scatter adds.
    QTest::addColumn<QString>("algorithm");
    QTest::addColumn<double>("time");
    QTest::newRow("reduce-recursive-halving") << QStringLiteral("reduce-recursive-halving") << 3 * 4.0;
    QTest::newRow("allreduce-hypercube") << QStringLiteral("allreduce-hypercube") << 3 * 4.0;
    QTest::newRow("reduce-scatter-hypercube") << QStringLiteral("reduce-scatter-hypercube") << 7 * 4.0;
}

void TstCombineCost::combiningBoundsTheTime()
{
    QFETCH(QString, algorithm);
    QFETCH(double, time);
    CostParams c = costs(1.0);
    c.ts = 0;
    c.tw = 0;
    const RunResult r = runOne(algorithm, QStringLiteral("hypercube:3"), c);
    QVERIFY2(r.ok, qPrintable(r.error));
    QCOMPARE(r.simulation.time, time);
    QCOMPARE(r.lowerBound->value, time);
}

void TstCombineCost::breakdownCountsTheCombining()
{
    // The breakdown's parts still add up to the time: each round of the reduction goes on for
    // m t_c after its message, as its receivers add.
    const CostParams c = costs(0.5);
    const RunResult r = runOne(QStringLiteral("reduce-recursive-halving"), QStringLiteral("hypercube:3"), c);
    QVERIFY(r.ok);
    const CostBreakdown parts = CostBreakdown::of(r);
    QCOMPARE(parts.combining, 3 * c.m * c.tc);
    QCOMPARE(parts.total(), r.simulation.time);
    QCOMPARE(parts.startUp, 3 * c.ts);
    const RunResult free = runOne(QStringLiteral("reduce-recursive-halving"), QStringLiteral("hypercube:3"), costs(0));
    QCOMPARE(CostBreakdown::of(free).combining, 0.0);
    QCOMPARE(CostBreakdown::of(free).total(), free.simulation.time);
}

void TstCombineCost::zeroCombineCostWritesNothingNew()
{
    const RunResult r = runOne(QStringLiteral("reduce-recursive-halving"), QStringLiteral("hypercube:3"), costs(0.0));
    QVERIFY(r.ok);
    QVERIFY(!r.timeline->hasCombineTimes());
    const QJsonObject json = report::scheduleJson(r);
    QVERIFY(!json.value(QStringLiteral("params")).toObject().contains(QStringLiteral("tc")));
    QVERIFY(!report::runCsv(r).contains(QLatin1String("tc")));
    QVERIFY(!report::runText(r).contains(QLatin1String("t_c")));
    QVERIFY(!Scenario::fromRunRequest(RunRequest{}).toJson().value(QStringLiteral("params")).toObject().contains(
        QStringLiteral("tc")));
    SizeSweep sweep;
    QString error;
    QVERIFY2(SizeSweep::prepare({QStringLiteral("reduce-recursive-halving")}, QStringLiteral("hypercube:3"), {}, &sweep,
                                &error),
             qPrintable(error));
    const SizeSweepResult swept = sweep.evaluate(costs(0.0), SizeRange{});
    QVERIFY(!swept.toJson().value(QStringLiteral("params")).toObject().contains(QStringLiteral("tc")));
    QVERIFY(!swept.toCsv().contains(QLatin1String("tc")));
    QVERIFY(!swept.toText().contains(QLatin1String("t_c")));
}

void TstCombineCost::combineCostIsReadAndWritten()
{
    const RunResult r = runOne(QStringLiteral("reduce-recursive-halving"), QStringLiteral("hypercube:3"), costs(0.5));
    QVERIFY(r.ok);
    QCOMPARE(report::scheduleJson(r).value(QStringLiteral("params")).toObject().value(QStringLiteral("tc")).toDouble(),
             0.5);
    QVERIFY(report::runText(r).contains(QLatin1String("t_c=0.5")));
    // A scenario keeps it; one without it reads as 0.
    Scenario s;
    QString error;
    QVERIFY(s.setOption(QStringLiteral("tc"), QStringLiteral("0.5"), &error));
    QCOMPARE(s.toRunRequest().params.cost.tc, 0.5);
    Scenario back;
    s.algorithm = QStringLiteral("reduce-recursive-halving");
    s.topology = QStringLiteral("hypercube:3");
    QVERIFY2(Scenario::fromJson(s.toJson(), &back, &error), qPrintable(error));
    QCOMPARE(back.tc, 0.5);
    QJsonObject plain = s.toJson();
    QJsonObject params = plain.value(QStringLiteral("params")).toObject();
    params.remove(QStringLiteral("tc"));
    plain.insert(QStringLiteral("params"), params);
    QVERIFY(Scenario::fromJson(plain, &back, &error));
    QCOMPARE(back.tc, 0.0);
    // The schedule document a run writes reads back with its t_c, and times the same.
    const tests::ProgramRun written = tests::cli({QStringLiteral("run"), QStringLiteral("--algorithm"),
                                                  QStringLiteral("allreduce-hypercube"), QStringLiteral("--topology"),
                                                  QStringLiteral("hypercube:3"), QStringLiteral("--tc"),
                                                  QStringLiteral("0.5"), QStringLiteral("--format"),
                                                  QStringLiteral("json")});
    QCOMPARE(written.exitCode, 0);
    const QJsonObject doc = QJsonDocument::fromJson(written.out).object();
    QCOMPARE(doc.value(QStringLiteral("params")).toObject().value(QStringLiteral("tc")).toDouble(), 0.5);
}

void TstCombineCost::simgridReplayRefusesCombineCost()
{
    // SimGrid's replay has no combine time: a reduction with t_c > 0 is refused in one
    // sentence, as it could not be compared; at t_c = 0 it is written as before.
    QString error;
    const RunResult with = runOne(QStringLiteral("reduce-recursive-halving"), QStringLiteral("hypercube:3"), costs(0.5));
    QVERIFY(!simgrid::make(with, &error));
    QVERIFY2(error.contains(QLatin1String("t_c = 0.5")) && !error.contains(QLatin1Char('\n')), qPrintable(error));
    const RunResult without = runOne(QStringLiteral("reduce-recursive-halving"), QStringLiteral("hypercube:3"), costs(0));
    QVERIFY2(simgrid::make(without, &error), qPrintable(error));
    // A run that combines nothing is not refused for its t_c.
    const RunResult broadcast =
        runOne(QStringLiteral("broadcast-recursive-doubling"), QStringLiteral("hypercube:3"), costs(0.5));
    QVERIFY2(simgrid::make(broadcast, &error), qPrintable(error));
}

void TstCombineCost::negativeCombineCostRefused_data()
{
    QTest::addColumn<QStringList>("args");
    const QStringList run{QStringLiteral("run"), QStringLiteral("--algorithm"), QStringLiteral("reduce-recursive-halving"),
                          QStringLiteral("--topology"), QStringLiteral("hypercube:3")};
    QTest::newRow("run --tc -1") << (run + QStringList{QStringLiteral("--tc"), QStringLiteral("-1")});
    QTest::newRow("run --tc x") << (run + QStringList{QStringLiteral("--tc"), QStringLiteral("x")});
    QTest::newRow("sweep --tc -1") << QStringList{QStringLiteral("sweep"), QStringLiteral("--algorithms"),
                                                  QStringLiteral("reduce-recursive-halving"), QStringLiteral("--topology"),
                                                  QStringLiteral("hypercube:3"), QStringLiteral("--tc"),
                                                  QStringLiteral("-1")};
}

void TstCombineCost::negativeCombineCostRefused()
{
    QFETCH(QStringList, args);
    const tests::ProgramRun r = tests::cli(args);
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.out.isEmpty());
    const QString err = QString::fromUtf8(r.err).trimmed();
    // One sentence that names the option, the value and what it takes.
    QCOMPARE(err.count(QLatin1Char('\n')), 0);
    QVERIFY2(err.contains(QLatin1String("--tc")) && err.contains(args.last()) && err.contains(QLatin1String(">= 0")),
             qPrintable(err));
}

QTEST_GUILESS_MAIN(TstCombineCost)
#include "tst_combinecost.moc"

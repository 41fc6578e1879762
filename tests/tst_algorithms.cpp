// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Every registered algorithm, simulated on every topology it supports over a range of sizes:
// the postcondition holds, no rule is broken, and rounds and time equal the source's formula.
// Plus the engine's what-if runs and its refusals.

#include "core/engine.h"
#include "core/algorithms/common.h"
#include "core/bits.h"
#include "tests/sweeptopologies.h"

#include <QtTest>


using namespace collviz;
using namespace collviz::core;

namespace {

using tests::kSweepTopologies;

struct CostCase
{
    const char *name;
    double m, ts, tw, tc;
};
/// The last, with a combine cost t_c, runs the reductions only (it changes no other time).
const CostCase kCosts[] = {{"unit", 1, 1, 1, 0}, {"m=4 ts=3 tw=0.5", 4, 3, 0.5, 0}, {"m=2 tc=0.75", 2, 1, 1, 0.75}};

/// Whether `source` cites a paper of the source table (algorithms beyond the seeds, issue 36).
bool citesAPaper(const QString &source)
{
    for (int paper = 0; paper <= int(algorithms::Paper::Dragonfly); ++paper)
        if (source.contains(algorithms::cite(algorithms::Paper(paper), "").chopped(2)))
            return true;
    return false;
}

RunResult runOne(const QString &alg, const QString &topo, double m = 1, double ts = 1, double tw = 1,
                 const QString &model = {}, int root = 0, int shift = 1, double tc = 0)
{
    RunRequest req;
    req.algorithm = alg;
    req.topology = topo;
    req.modelSpec = model;
    req.params.cost.m = m;
    req.params.cost.ts = ts;
    req.params.cost.tw = tw;
    req.params.cost.th = 0;
    req.params.cost.tc = tc;
    req.params.root = root;
    req.params.shift = shift;
    return Engine::run(req);
}

} // namespace

class TstAlgorithms : public QObject
{
    Q_OBJECT

private slots:
    void registryEntriesAreComplete();
    void sweep_data();
    void sweep();
    void rootedAndShiftedVariants_data();
    void rootedAndShiftedVariants();
    void issueExamples_data();
    void issueExamples();
    void whatIfPairwiseUnderStoreAndForward();
    void whatIfStandardExchangeNoncombining();
    void perHopTimeIsExplained_data();
    void perHopTimeIsExplained();
    void perHopTimeIsCharged();
    void refusals_data();
    void refusals();
};

void TstAlgorithms::registryEntriesAreComplete()
{
    const auto &reg = AlgorithmRegistry::instance();
    for (const char *id : {"broadcast-recursive-doubling", "allgather-ring", "alltoall-hypercube-sex",
                           "alltoall-hypercube-pairwise"})
        QVERIFY2(reg.find(QString::fromLatin1(id)), id);
    QStringList seen;
    for (const auto &a : reg.all()) {
        QVERIFY2(!seen.contains(a->id()), qPrintable(a->id()));
        seen << a->id();
        QVERIFY2(a->source().contains(QStringLiteral(".txt")) || citesAPaper(a->source()), qPrintable(a->id()));
        QVERIFY2(a->description().toString().count(QLatin1Char('.')) >= 2, qPrintable(a->id()));
        QVERIFY2(!a->formulaText().isEmpty(), qPrintable(a->id()));
        QVERIFY2(!a->networkFamilies().isEmpty(), qPrintable(a->id()));
    }
}

void TstAlgorithms::sweep_data()
{
    QTest::addColumn<QString>("algorithm");
    QTest::addColumn<QString>("topology");
    QTest::addColumn<double>("m");
    QTest::addColumn<double>("ts");
    QTest::addColumn<double>("tw");
    QTest::addColumn<double>("tc");
    for (const auto &alg : AlgorithmRegistry::instance().all()) {
        for (const char *spec : kSweepTopologies) {
            QString error;
            const auto topo = Topology::create(QString::fromLatin1(spec), &error);
            RunParams params;
            params.shift = 1;
            if (!alg->supports(*topo, params, nullptr))
                continue;
            for (const CostCase &c : kCosts)
                if (c.tc == 0 || isReduction(alg->operation()))
                    QTest::addRow("%s %s %s", qPrintable(alg->id()), spec, c.name)
                        << alg->id() << QString::fromLatin1(spec) << c.m << c.ts << c.tw << c.tc;
        }
    }
}

void TstAlgorithms::sweep()
{
    QFETCH(QString, algorithm);
    QFETCH(QString, topology);
    QFETCH(double, m);
    QFETCH(double, ts);
    QFETCH(double, tw);
    QFETCH(double, tc);
    const RunResult r = runOne(algorithm, topology, m, ts, tw, {}, 0, 1, tc);
    QVERIFY2(r.ok, qPrintable(r.error));
    const auto &sim = r.simulation;
    QVERIFY2(sim.delivered, qPrintable(sim.postconditionFailures.join(QStringLiteral("; "))));
    QVERIFY2(sim.violationCount == 0,
             qPrintable(sim.violations.empty() ? QString() : sim.violations.front().message));
    QVERIFY(sim.verified);
    const PseudoCode code = r.algorithm->pseudoCodeFor(*r.topology);
    for (const Round &round : r.schedule->rounds) {
        QVERIFY2(!round.narration.isEmpty(), "every round has a sentence for the lecturer");
        if (round.traces.empty()) {
            QVERIFY2(code.isEmpty() || r.topology->processorCount() > algorithms::kMaxTracedProcessors,
                     "an algorithm with pseudo-code traces every round");
            continue;
        }
        QVERIFY2(!code.isEmpty(), "traces point into the algorithm's pseudo-code");
        QCOMPARE(int(round.traces.size()), r.topology->processorCount());
        for (const NodeTrace &t : round.traces)
            QVERIFY(t.line >= -1 && t.line < code.lines.size());
    }
    // The bound holds for every schedule, crowded ones (those with a formula deviation) included.
    if (r.lowerBound)
        QVERIFY2(sim.time >= r.lowerBound->value - 1e-9,
                 qPrintable(QStringLiteral("time %1 below the bound %2").arg(sim.time).arg(r.lowerBound->value)));
    if (r.formulaDeviation)
        return; // the algorithm says why, and the user sees it
    if (r.formulaRounds)
        QCOMPARE(int(r.schedule->rounds.size()), *r.formulaRounds);
    QVERIFY2(r.formula, "every algorithm states the source's formula");
    QVERIFY2(qFuzzyCompare(sim.time, r.formula->value),
             qPrintable(QStringLiteral("simulated %1, formula %2").arg(sim.time).arg(r.formula->value)));
}

void TstAlgorithms::rootedAndShiftedVariants_data()
{
    QTest::addColumn<QString>("algorithm");
    QTest::addColumn<QString>("topology");
    QTest::addColumn<int>("root");
    QTest::addColumn<int>("shift");
    for (const auto &alg : AlgorithmRegistry::instance().all()) {
        const Operation op = alg->operation();
        if (!usesRoot(op) && !usesShift(op))
            continue;
        for (const char *spec : {"hypercube:4", "ring:7", "linear:6", "mesh:4x3", "torus:5x5", "torus:3x3x3", "tree:8"}) {
            QString error;
            const auto topo = Topology::create(QString::fromLatin1(spec), &error);
            const int p = topo->processorCount();
            for (int v : {1, p / 2, p - 1}) {
                RunParams params;
                params.root = usesRoot(op) ? v : 0;
                params.shift = usesShift(op) ? v : 1;
                if (!alg->supports(*topo, params, nullptr))
                    continue;
                QTest::addRow("%s %s %s=%d", qPrintable(alg->id()), spec, usesRoot(op) ? "root" : "q", v)
                    << alg->id() << QString::fromLatin1(spec) << params.root << params.shift;
            }
        }
    }
}

void TstAlgorithms::rootedAndShiftedVariants()
{
    QFETCH(QString, algorithm);
    QFETCH(QString, topology);
    QFETCH(int, root);
    QFETCH(int, shift);
    const RunResult r = runOne(algorithm, topology, 1, 1, 1, {}, root, shift);
    QVERIFY2(r.ok, qPrintable(r.error));
    QVERIFY2(r.simulation.verified, qPrintable(r.simulation.postconditionFailures.join(QStringLiteral("; "))));
    if (!r.formulaDeviation && r.formula)
        QVERIFY(qFuzzyCompare(r.simulation.time, r.formula->value));
}

void TstAlgorithms::issueExamples_data()
{
    QTest::addColumn<QString>("algorithm");
    QTest::addColumn<QString>("topology");
    QTest::addColumn<int>("rounds");
    QTest::addColumn<double>("time");
    QTest::addColumn<int>("maxLoad");
    // The engine-foundation issue's examples, with unit costs (t_s = t_w = m = 1).
    QTest::newRow("broadcast mesh:4x4x4") << "broadcast-recursive-doubling" << "mesh:4x4x4" << 6 << 12.0 << 1;
    QTest::newRow("broadcast torus:5x5") << "broadcast-recursive-doubling" << "torus:5x5" << 6 << 12.0 << 1;
    QTest::newRow("broadcast hypercube:5") << "broadcast-recursive-doubling" << "hypercube:5" << 5 << 10.0 << 1;
    QTest::newRow("allgather ring:9") << "allgather-ring" << "ring:9" << 8 << 16.0 << 1;
    QTest::newRow("pairwise hypercube:5") << "alltoall-hypercube-pairwise" << "hypercube:5" << 31 << 62.0 << 1;
    // (t_s + t_w m p/2) log p = (1 + 16) * 5
    QTest::newRow("sex hypercube:5") << "alltoall-hypercube-sex" << "hypercube:5" << 5 << 85.0 << 1;
}

void TstAlgorithms::issueExamples()
{
    QFETCH(QString, algorithm);
    QFETCH(QString, topology);
    QFETCH(int, rounds);
    QFETCH(double, time);
    QFETCH(int, maxLoad);
    const RunResult r = runOne(algorithm, topology);
    QVERIFY2(r.ok, qPrintable(r.error));
    QVERIFY(r.simulation.verified);
    QCOMPARE(int(r.schedule->rounds.size()), rounds);
    QCOMPARE(r.simulation.time, time);
    QCOMPARE(r.formula->value, time);
    QCOMPARE(r.simulation.maxLinkLoad, maxLoad);
}

void TstAlgorithms::whatIfPairwiseUnderStoreAndForward()
{
    // Store-and-forward pays m t_w on every hop of the e-cube path: step j costs
    // t_s + popcount(j) m t_w.
    const int d = 4;
    const RunResult r = runOne(QStringLiteral("alltoall-hypercube-pairwise"), QStringLiteral("hypercube:4"), 8, 1, 1,
                               QStringLiteral("sf"));
    QVERIFY2(r.ok, qPrintable(r.error));
    QVERIFY(r.whatIf);
    double expected = 0;
    for (int j = 1; j < (1 << d); ++j)
        expected += 1 + bits::popcount(unsigned(j)) * 8;
    QCOMPARE(r.simulation.time, expected);
    QVERIFY(r.simulation.time > r.formula->value);
    QVERIFY(r.simulation.delivered);
    QCOMPARE(int(r.schedule->rounds.size()), 15);
}

void TstAlgorithms::whatIfStandardExchangeNoncombining()
{
    const RunResult r = runOne(QStringLiteral("alltoall-hypercube-sex"), QStringLiteral("hypercube:3"), 1, 1, 1,
                               QStringLiteral("noncombining"));
    QVERIFY2(r.ok, qPrintable(r.error));
    QVERIFY(r.whatIf);
    QVERIFY(r.simulation.delivered);
    QVERIFY(!r.simulation.verified);
    // Every one of the 3 rounds has 8 transfers of 4 packets each: 24 violations, and each
    // round costs 4 messages of t_s + m t_w on a single port: 8, not t_s + 4 m t_w = 5.
    QCOMPARE(r.simulation.violationCount, 24);
    QCOMPARE(r.simulation.violations.front().kind, ViolationKind::Noncombining);
    QCOMPARE(r.simulation.rounds.front().messages, 32);
    QCOMPARE(r.simulation.time, 24.0);
    QCOMPARE(r.formula->value, 15.0);
}

void TstAlgorithms::perHopTimeIsExplained_data()
{
    QTest::addColumn<QString>("algorithm");
    QTest::addColumn<QString>("topology");
    for (const auto &alg : AlgorithmRegistry::instance().all())
        for (const char *spec : {"hypercube:3", "ring:6", "mesh:3x4", "torus:3x3x3", "tree:8"}) {
            QString error;
            const auto topo = Topology::create(QString::fromLatin1(spec), &error);
            RunParams params;
            params.shift = 1;
            if (alg->supports(*topo, params, nullptr))
                QTest::addRow("%s %s", qPrintable(alg->id()), spec) << alg->id() << QString::fromLatin1(spec);
        }
}

void TstAlgorithms::perHopTimeIsExplained()
{
    // With t_h > 0 the simulated time exceeds the sources' formulas (they leave t_h out);
    // the user is always told why.
    QFETCH(QString, algorithm);
    QFETCH(QString, topology);
    RunRequest req;
    req.algorithm = algorithm;
    req.topology = topology;
    req.params.shift = 1;
    req.params.cost.th = 0.25;
    const RunResult r = Engine::run(req);
    QVERIFY2(r.ok, qPrintable(r.error));
    QVERIFY(r.simulation.verified);
    QVERIFY(r.simulation.time > r.formula->value);
    QVERIFY(r.formulaDeviation);
}

void TstAlgorithms::perHopTimeIsCharged()
{
    RunRequest req;
    req.algorithm = QStringLiteral("broadcast-recursive-doubling");
    req.topology = QStringLiteral("ring:8");
    req.params.cost.th = 0.5;
    const RunResult r = Engine::run(req);
    QVERIFY(r.ok);
    // Hops 4, 2, 1: the text's formula ignores them.
    QCOMPARE(r.simulation.time, 3 * 2.0 + 0.5 * (4 + 2 + 1));
    QCOMPARE(r.formula->value, 6.0);
}

void TstAlgorithms::refusals_data()
{
    QTest::addColumn<QString>("algorithm");
    QTest::addColumn<QString>("topology");
    QTest::addColumn<QString>("model");
    QTest::addColumn<int>("root");
    QTest::addColumn<QString>("mentions");
    QTest::newRow("unknown algorithm") << "bogus" << "ring:8" << "" << 0 << "unknown algorithm 'bogus'";
    QTest::newRow("wrong topology") << "allgather-ring" << "mesh:4x4" << "" << 0 << "runs on ring";
    QTest::newRow("root out of range") << "broadcast-recursive-doubling" << "ring:8" << "" << 8 << "accepted: 0..7";
    QTest::newRow("bad model") << "allgather-ring" << "ring:8" << "turbo" << 0 << "unknown model item 'turbo'";
    QTest::newRow("too large for memory") << "alltoall-hypercube-pairwise" << "hypercube:16" << "" << 0
                                          << "GiB";
}

void TstAlgorithms::refusals()
{
    QFETCH(QString, algorithm);
    QFETCH(QString, topology);
    QFETCH(QString, model);
    QFETCH(int, root);
    QFETCH(QString, mentions);
    const RunResult r = runOne(algorithm, topology, 1, 1, 1, model, root);
    QVERIFY(!r.ok);
    QVERIFY2(r.error.contains(mentions), qPrintable(r.error));
}

QTEST_GUILESS_MAIN(TstAlgorithms)
#include "tst_algorithms.moc"

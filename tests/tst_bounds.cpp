// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Lower bounds that follow the model in force: hand-derived values for the cases the audit of
// issue 7 found (all-port bounds that were still 1-port ones), and a sweep holding every
// algorithm's time to its bound under what-if models.

#include "core/algorithms/bounds.h"
#include "core/engine.h"

#include <QtTest>

using namespace collviz::core;

namespace {

RunResult runOne(const QString &alg, const QString &topo, const QString &model, const CostParams &cost, int root = 0)
{
    RunRequest req;
    req.algorithm = alg;
    req.topology = topo;
    req.modelSpec = model;
    req.params.cost = cost;
    req.params.root = root;
    req.params.shift = 1;
    return Engine::run(req);
}

CostParams costs(double m, double ts, double tw, double th = 0)
{
    CostParams c;
    c.m = m;
    c.ts = ts;
    c.tw = tw;
    c.th = th;
    return c;
}

} // namespace

class TstBounds : public QObject
{
    Q_OBJECT

private slots:
    void handDerived_data();
    void handDerived();
    void textNamesTheModel_data();
    void textNamesTheModel();
    void fewestSlots();
    void sumOfDistances_data();
    void sumOfDistances();
    void sweepTimeIsAtLeastBound_data();
    void sweepTimeIsAtLeastBound();
};

void TstBounds::handDerived_data()
{
    QTest::addColumn<QString>("algorithm");
    QTest::addColumn<QString>("topology");
    QTest::addColumn<QString>("model");
    QTest::addColumn<double>("ts");
    QTest::addColumn<double>("bound"); // m = t_w = 1, t_h = 0
    // All-port Q4: every node's d 2^(d-1) = 32 hop-words leave over its d = 4 channels: 8
    // (seed 000's all-port table does it in 8).
    QTest::newRow("sex hypercube:4 all-port ts=0") << "alltoall-hypercube-sex" << "hypercube:4" << "ports=all" << 0.0
                                                   << 8.0;
    // 1-port store-and-forward Q4: d rounds, and a message of L words over h hops takes L h, at
    // most p messages per round: p 32 / p = 32 hop-words; the standard exchange is optimal.
    QTest::newRow("sex hypercube:4 natural") << "alltoall-hypercube-sex" << "hypercube:4" << "" << 1.0 << 4 + 32.0;
    // All-port ring:7: p 12 hop-words over 2p channels, and the cut carries 3 * 4 words over 2
    // channels each way: 6 (seed 000's all-port formula).
    QTest::newRow("ring pipeline ring:7 all-port ts=0")
        << "alltoall-ring-pipeline" << "ring:7" << "ports=all" << 0.0 << 6.0;
    // Noncombining 1-port wormhole Q3: every node sends 7 messages through its port.
    QTest::newRow("pairwise hypercube:3") << "alltoall-hypercube-pairwise" << "hypercube:3" << "" << 1.0 << 14.0;
    // Broadcast, 1-port: informed nodes double: 4 steps of t_s + t_w m.
    QTest::newRow("broadcast hypercube:4 1-port") << "broadcast-recursive-doubling" << "hypercube:4" << "" << 1.0 << 8.0;
    // 2-port wormhole: they triple, ceil(log3 16) = 3 steps.
    QTest::newRow("broadcast hypercube:4 2-port")
        << "broadcast-recursive-doubling" << "hypercube:4" << "ports=2" << 1.0 << 6.0;
    // All-port wormhole: five-fold (4 links), ceil(log5 16) = 2 steps.
    QTest::newRow("broadcast hypercube:4 all-port")
        << "broadcast-recursive-doubling" << "hypercube:4" << "ports=all" << 1.0 << 4.0;
    // All-port store-and-forward, t_s = 3: the start-ups overlap; one round with 4 messages on a
    // channel (3 + 4) beats two rounds of one (6 + 2).
    QTest::newRow("broadcast hypercube:4 sf all-port ts=3")
        << "broadcast-recursive-doubling" << "hypercube:4" << "sf,ports=all" << 3.0 << 7.0;
    // Reduction, all-port wormhole on ring:8: partial sums at most triple per step, 2 steps.
    QTest::newRow("reduce ring:8 all-port") << "reduce-recursive-halving" << "ring:8" << "ports=all" << 1.0 << 4.0;
    // Allgather ring:8, 1-port: 3 rounds and 7 words into every node.
    QTest::newRow("allgather ring:8 1-port") << "allgather-ring" << "ring:8" << "" << 1.0 << 10.0;
    // All-port: 7 words over 2 links, and 8 * 7 hop-words over 16 channels: 1 + 3.5; but under
    // store-and-forward node 0's packet crosses the 4 hops to node 4 one after the other: 1 + 4.
    QTest::newRow("allgather ring:8 all-port") << "allgather-ring" << "ring:8" << "ports=all" << 1.0 << 5.0;
    QTest::newRow("allgather ring:8 wh all-port") << "allgather-ring" << "ring:8" << "wh,ports=all" << 1.0 << 4.5;
    // Store-and-forward all-port broadcast along linear:16 from node 0: 15 hops in a row.
    QTest::newRow("broadcast linear:16 sf all-port") << "broadcast-recursive-doubling" << "linear:16" << "sf,ports=all"
                                                     << 1.0 << 16.0;
    // Half-duplex Q3, 1-port: still 3 rounds and 7 words through one receive port.
    QTest::newRow("allgather hypercube:3 half")
        << "allgather-hypercube" << "hypercube:3" << "duplex=half" << 1.0 << 10.0;
    // Scatter, all-port Q4: the root's 15 packets leave over 4 links, one round at least.
    QTest::newRow("scatter hypercube:4 all-port")
        << "scatter-recursive-halving" << "hypercube:4" << "ports=all" << 1.0 << 1 + 15.0 / 4;
    // Scatter, 1-port mesh:3x7: 5 rounds and 20 packets through the root's port.
    QTest::newRow("scatter mesh:3x7 1-port") << "scatter-recursive-halving" << "mesh:3x7" << "" << 1.0 << 25.0;
    // Gather noncombining 1-port wormhole Q3: the root receives 7 messages through its port.
    QTest::newRow("gather hypercube:3 noncombining")
        << "gather-recursive-doubling" << "hypercube:3" << "noncombining" << 1.0 << 14.0;
    // Store-and-forward shift by 1 on ring:8: one round, one hop of m words.
    QTest::newRow("shift ring:8 q=1 sf") << "shift-ring" << "ring:8" << "" << 1.0 << 2.0;
    // Broadcast of p pieces (seed 001 section 3.7.1), all-port Q3: pieces of 1/8 word spread in
    // ceil(log4 8) = 2 steps of 1 + 1/8.
    QTest::newRow("broadcast-scatter-allgather hypercube:3 all-port")
        << "broadcast-scatter-allgather" << "hypercube:3" << "ports=all" << 1.0 << 2.25;
    QTest::newRow("broadcast-scatter-allgather hypercube:3 1-port")
        << "broadcast-scatter-allgather" << "hypercube:3" << "" << 1.0 << 4.0;
}

void TstBounds::handDerived()
{
    QFETCH(QString, algorithm);
    QFETCH(QString, topology);
    QFETCH(QString, model);
    QFETCH(double, ts);
    QFETCH(double, bound);
    const RunResult r = runOne(algorithm, topology, model, costs(1, ts, 1));
    QVERIFY2(r.ok, qPrintable(r.error));
    QVERIFY(r.lowerBound);
    QCOMPARE(r.lowerBound->value, bound);
    QVERIFY(r.simulation.time >= bound - 1e-9);
}

void TstBounds::textNamesTheModel_data()
{
    QTest::addColumn<QString>("algorithm");
    for (const AlgorithmPtr &a : AlgorithmRegistry::instance().all())
        QTest::newRow(qPrintable(a->id())) << a->id();
}

void TstBounds::textNamesTheModel()
{
    QFETCH(QString, algorithm);
    const AlgorithmPtr a = AlgorithmRegistry::instance().find(algorithm);
    QVERIFY(a);
    const CommModel natural = a->naturalModel();
    CommModel allPort = natural;
    allPort.ports = 0;
    CommModel twoPort = natural;
    twoPort.ports = 2;
    CommModel half = natural;
    half.duplex = Duplex::Half;
    const QString n = a->lowerBoundText(natural);
    QVERIFY(n.contains(natural.allPort() ? QLatin1String("all-port") : QLatin1String("1-port")));
    QVERIFY(a->lowerBoundText(allPort).contains(QLatin1String("all-port")));
    QVERIFY(!a->lowerBoundText(allPort).contains(QLatin1String("1-port")));
    QVERIFY(a->lowerBoundText(twoPort).contains(QLatin1String("2-port")));
    QVERIFY(!a->lowerBoundText(twoPort).contains(QLatin1String("1-port")));
    QVERIFY(a->lowerBoundText(half).contains(QLatin1String("half-duplex")));
    QVERIFY(natural.allPort() || n != a->lowerBoundText(allPort));

    // The run shows the text for the model in force.
    const QString first = a->networkFamilies().value(0);
    QString topo = first == QLatin1String("tree")        ? QStringLiteral("tree:8")
                   : first == QLatin1String("hypercube") ? QStringLiteral("hypercube:3")
                   : first == QLatin1String("ring")      ? QStringLiteral("ring:8")
                   : first == QLatin1String("torus")     ? QStringLiteral("torus:4x4")
                                                         : QStringLiteral("mesh:4x4");
    // A torus algorithm for odd sides only runs on torus:5x5.
    if (QString error; first == QLatin1String("torus")
                       && !a->supports(*Topology::create(topo, &error), RunParams{}, nullptr))
        topo = QStringLiteral("torus:5x5");
    const RunResult r = runOne(algorithm, topo, QStringLiteral("ports=all"), costs(1, 1, 1));
    QVERIFY2(r.ok, qPrintable(r.error));
    QVERIFY(r.lowerBound);
    QVERIFY2(r.lowerBound->text.contains(QLatin1String("all-port")), qPrintable(r.lowerBound->text));
    QVERIFY2(!r.lowerBound->text.contains(QLatin1String("1-port")), qPrintable(r.lowerBound->text));
}

void TstBounds::fewestSlots()
{
    // The spread on Q4 (every node has 4 links) with t_s = 0 under all-port store-and-forward:
    // two rounds of one message per link reach 5 * 5 = 25 >= 16, so 2 t_w m.
    const TopologyPtr q4 = Topology::create(QStringLiteral("hypercube:4"), nullptr);
    CommModel sfAll;
    sfAll.switching = Switching::StoreAndForward;
    sfAll.ports = 0;
    QCOMPARE(algorithms::bounds::spread(*q4, sfAll, costs(1, 0, 1), 1), 2.0);
    // With a large t_s one round with ceil(15/4) = 4 messages per link is cheaper: 100 + 4.
    QCOMPARE(algorithms::bounds::spread(*q4, sfAll, costs(1, 100, 1), 1), 104.0);
    QCOMPARE(algorithms::bounds::fewestRounds(16, sfAll), 1);
    CommModel twoPort;
    twoPort.ports = 2;
    QCOMPARE(algorithms::bounds::fewestRounds(16, twoPort), 3);
    QCOMPARE(algorithms::bounds::fanOut(*q4, twoPort), 2);
    QCOMPARE(algorithms::bounds::fanOut(*q4, sfAll), 4);
}

void TstBounds::sumOfDistances_data()
{
    QTest::addColumn<QString>("topology");
    for (const char *t : {"hypercube:3", "ring:7", "ring:8", "linear:5", "mesh:3x4", "torus:3x4", "torus:2x3x4",
                          "mesh:2x2x3", "tree:8"})
        QTest::newRow(t) << QString::fromLatin1(t);
}

void TstBounds::sumOfDistances()
{
    QFETCH(QString, topology);
    const TopologyPtr t = Topology::create(topology, nullptr);
    QVERIFY(t);
    double sum = 0;
    for (int a = 0; a < t->processorCount(); ++a)
        for (int b = 0; b < t->processorCount(); ++b)
            sum += t->distance(a, b);
    QCOMPARE(algorithms::bounds::sumOfDistances(*t), sum);
}

void TstBounds::sweepTimeIsAtLeastBound_data()
{
    QTest::addColumn<QString>("algorithm");
    QTest::addColumn<QString>("model");
    const QStringList models{QStringLiteral(""),
                             QStringLiteral("ports=all"),
                             QStringLiteral("ports=2"),
                             QStringLiteral("duplex=half"),
                             QStringLiteral("sf"),
                             QStringLiteral("wh"),
                             QStringLiteral("noncombining"),
                             QStringLiteral("sf,ports=all"),
                             QStringLiteral("wh,ports=all,duplex=half"),
                             QStringLiteral("noncombining,ports=all"),
                             QStringLiteral("sf,noncombining,duplex=half"),
                             QStringLiteral("wh,ports=2,noncombining"), QStringLiteral("sf,ports=2"), QStringLiteral("sf,ports=3,duplex=half"), QStringLiteral("wh,ports=all,noncombining"), QStringLiteral("sf,ports=all,noncombining,duplex=half"), QStringLiteral("wh,duplex=half,noncombining"), QStringLiteral("sf,ports=all,duplex=half")};
    for (const AlgorithmPtr &a : AlgorithmRegistry::instance().all())
        for (const QString &m : models)
            QTest::addRow("%s %s", qPrintable(a->id()), m.isEmpty() ? "natural" : qPrintable(m)) << a->id() << m;
}

void TstBounds::sweepTimeIsAtLeastBound()
{
    QFETCH(QString, algorithm);
    QFETCH(QString, model);
    const QStringList topologies{QStringLiteral("hypercube:3"), QStringLiteral("hypercube:4"), QStringLiteral("ring:7"),
                                 QStringLiteral("ring:8"),      QStringLiteral("linear:6"),    QStringLiteral("mesh:3x4"),
                                 QStringLiteral("torus:3x4"),   QStringLiteral("torus:2x3x4"), QStringLiteral("mesh:2x2x3"),
                                 QStringLiteral("tree:8"), QStringLiteral("hypercube:1"), QStringLiteral("hypercube:2"), QStringLiteral("hypercube:5"),
                                 QStringLiteral("ring:2"), QStringLiteral("ring:3"), QStringLiteral("linear:2"), QStringLiteral("linear:7"),
                                 QStringLiteral("torus:2x2"), QStringLiteral("mesh:5x5"), QStringLiteral("torus:3x3x3"), QStringLiteral("tree:2"), QStringLiteral("tree:16"),
                                 QStringLiteral("torus:5x5"), QStringLiteral("mesh:3x7"), QStringLiteral("ring:16"),
                                 QStringLiteral("mesh:4x4"), QStringLiteral("torus:4x4"),
                                 // Today's networks; switch:64 is where the double binary tree cuts
                                 // fewer pieces (2 x 8) than there are processors.
                                 QStringLiteral("complete:5"), QStringLiteral("switch:64"), QStringLiteral("fattree:4"),
                                 QStringLiteral("dragonfly:2,2,1"), QStringLiteral("torus:3x3x3x3")};
#if defined(__SANITIZE_ADDRESS__)
    // Under AddressSanitizer the sweep is there for memory errors, which follow the code paths
    // (every algorithm, model, network and root still runs), not the costs: four of the seven
    // cost sets, the extremes among them (t_h > 0, m large, t_s large), keep it under five
    // minutes instead of nine. The normal build checks the bound at all seven.
    const std::vector<CostParams> costSets{costs(1, 1, 1), costs(1, 10, 0.5, 1), costs(100, 0.01, 1),
                                           costs(0.01, 100, 1, 0.5)};
#else
    const std::vector<CostParams> costSets{costs(1, 1, 1), costs(4, 0, 1), costs(1, 10, 0.5, 1), costs(3, 2, 0), costs(1, 0, 1, 5), costs(100, 0.01, 1), costs(0.01, 100, 1, 0.5)};
#endif
    const AlgorithmPtr a = AlgorithmRegistry::instance().find(algorithm);
    int runs = 0;
    for (const QString &topo : topologies) {
        const TopologyPtr t = Topology::create(topo, nullptr);
        RunParams probe;
        probe.shift = 1;
        if (!a->supports(*t, probe, nullptr))
            continue;
        // The 64 processors are there for the allreduces that cut fewer pieces than p; the
        // others' p^2 packets there would only slow the suite (minutes under the sanitizers).
        if (topo == QLatin1String("switch:64") && a->operation() != Operation::Allreduce)
            continue;
        for (const CostParams &c : costSets)
            for (int root : {0, t->processorCount() - 1, t->processorCount() / 3}) {
                if (root != 0 && !usesRoot(a->operation()))
                    continue;
                const RunResult r = runOne(algorithm, topo, model, c, root);
                QVERIFY2(r.ok, qPrintable(topo + QStringLiteral(": ") + r.error));
                QVERIFY(r.lowerBound);
                ++runs;
                QVERIFY2(r.simulation.time >= r.lowerBound->value * (1 - 1e-9) - 1e-9,
                         qPrintable(QStringLiteral("%1 m=%2 ts=%3 tw=%4 th=%5 root=%6: time %7 below the bound %8")
                                        .arg(topo)
                                        .arg(c.m)
                                        .arg(c.ts)
                                        .arg(c.tw)
                                        .arg(c.th)
                                        .arg(root)
                                        .arg(r.simulation.time)
                                        .arg(r.lowerBound->value)));
            }
    }
    QVERIFY(runs > 0);
}

QTEST_GUILESS_MAIN(TstBounds)
#include "tst_bounds.moc"

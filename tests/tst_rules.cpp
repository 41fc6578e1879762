// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The reference checker (core/rules/roundcheck.h): hand-made rounds, each with the exact
// verdict it must give (the rule, the node, the transfer or combine, the packet, the
// sentence), and then the Simulator's accelerated check held to it on every round of the
// registry sweep under the natural model and three what-ifs.

#include "core/engine.h"
#include "core/rules/roundcheck.h"
#include "core/simulator.h"

#include "handmade.h"
#include "sweeptopologies.h"

#include <QtTest>

#include <algorithm>

using namespace collviz;
using namespace collviz::core;
using namespace collviz::tests;

namespace {

/// A finding as the table writes it: "rule node transfer/combine packet: sentence".
QString text(const rules::Finding &f)
{
    return QStringLiteral("%1 n%2 t%3 c%4 p%5: %6")
        .arg(violationKindName(f.rule))
        .arg(f.node)
        .arg(f.transfer)
        .arg(f.combine)
        .arg(f.packet)
        .arg(f.sentence);
}

/// A violation as the same text, without the packet (the Simulator's carry none).
QString text(const Violation &v)
{
    return QStringLiteral("%1 n%2 t%3: %4").arg(violationKindName(v.kind)).arg(v.node).arg(v.transfer).arg(v.message);
}

QString withoutPacket(const rules::Finding &f)
{
    return QStringLiteral("%1 n%2 t%3: %4").arg(violationKindName(f.rule)).arg(f.node).arg(f.transfer).arg(f.sentence);
}

/// One combine of a hand-made round.
struct CombineSpec
{
    int node;
    std::vector<int> inputs;
};

} // namespace

Q_DECLARE_METATYPE(std::vector<CombineSpec>)
Q_DECLARE_METATYPE(std::vector<collviz::core::TransferData>)

namespace {

const char *const kWhatIfs[] = {"", "sf,noncombining", "wh,duplex=half,ports=2", "sf,ports=all,duplex=half"};

} // namespace

class TstRules : public QObject
{
    Q_OBJECT
private slots:
    void handMadeRounds_data();
    void handMadeRounds();
    void theSimulatorAgreesOnTheRegistrySweep_data();
    void theSimulatorAgreesOnTheRegistrySweep();
};

void TstRules::handMadeRounds_data()
{
    QTest::addColumn<QString>("topology");
    QTest::addColumn<int>("operation");
    QTest::addColumn<QString>("model");
    QTest::addColumn<std::vector<TransferData>>("transfers");
    QTest::addColumn<std::vector<CombineSpec>>("combines");
    QTest::addColumn<QStringList>("findings");
    QTest::addColumn<int>("maxLinkLoad");
    QTest::addColumn<int>("messages");
    const QString ring = QStringLiteral("ring:4");
    const int allgather = int(Operation::Allgather);
    const int reduce = int(Operation::Reduce);
    const QString one = QStringLiteral("wh,ports=1");
    auto row = [&](const char *name, const QString &topology, int op, const QString &m, std::vector<TransferData> t,
                   std::vector<CombineSpec> c, QStringList findings, int load, int messages) {
        QTest::newRow(name) << topology << op << m << std::move(t) << std::move(c) << findings << load << messages;
    };
    // Allgather on ring:4: node i holds packet i at the start.
    row("a clean shift", ring, allgather, one, {xfer({0, 1}, {0}), xfer({1, 2}, {1}), xfer({2, 3}, {2}), xfer({3, 0}, {3})},
        {}, {}, 1, 4);
    row("a packet not held", ring, allgather, one, {xfer({0, 1}, {1})}, {},
        {QStringLiteral("not-held n0 t0 c-1 p1: node 0 sends packet 1 it does not hold")}, 1, 1);
    row("two packets not held in one transfer", ring, allgather, one, {xfer({2, 3}, {2}), xfer({0, 1}, {1, 3})}, {},
        {QStringLiteral("not-held n0 t1 c-1 p1: node 0 sends packet 1 it does not hold"),
         QStringLiteral("not-held n0 t1 c-1 p3: node 0 sends packet 3 it does not hold")},
        1, 2);
    row("a path over no link", ring, allgather, one, {xfer({0, 2}, {0})}, {},
        {QStringLiteral("bad-path n0 t0 c-1 p-1: the path of transfer 0 -> 2 is not a walk over links")}, 0, 0);
    row("a path that starts elsewhere", ring, allgather, one, {TransferData{0, 1, {1, 0}, {0}, {}}}, {},
        {QStringLiteral("bad-path n0 t0 c-1 p-1: the path of transfer 0 -> 1 is not a walk over links")}, 0, 0);
    row("a transfer to itself takes no port", ring, allgather, one, {xfer({1}, {1}), xfer({1, 2}, {1})}, {},
        {QStringLiteral("bad-endpoint n1 t0 c-1 p-1: transfer 1 -> 1 does not join two distinct processors")}, 1, 1);
    row("a switch as receiver", QStringLiteral("tree:4"), allgather, one, {xfer({0, 4}, {0})}, {},
        {QStringLiteral("bad-endpoint n0 t0 c-1 p-1: transfer 0 -> 4 does not join two distinct processors")}, 0, 0);
    row("two sends on one port", ring, allgather, one, {xfer({0, 1}, {0}), xfer({0, 3}, {0})}, {},
        {QStringLiteral("port-limit n0 t-1 c-1 p-1: node 0 sends 2 and receives 0 messages but has 1 port(s)")}, 1, 2);
    row("two receives on one port", ring, allgather, one, {xfer({1, 0}, {1}), xfer({3, 0}, {3})}, {},
        {QStringLiteral("port-limit n0 t-1 c-1 p-1: node 0 sends 0 and receives 2 messages but has 1 port(s)")}, 1, 2);
    row("two sends on two ports", ring, allgather, QStringLiteral("wh,ports=2"), {xfer({0, 1}, {0}), xfer({0, 3}, {0})},
        {}, {}, 1, 2);
    row("contention is load, not a rule", ring, allgather, QStringLiteral("wh,ports=all"),
        {xfer({0, 1, 2}, {0}), xfer({1, 2}, {1})}, {}, {}, 2, 2);
    row("a link both ways, full duplex", ring, allgather, one, {xfer({0, 1}, {0}), xfer({1, 0}, {1})}, {}, {}, 1, 2);
    row("a link both ways, half duplex", ring, allgather, QStringLiteral("wh,ports=1,duplex=half"),
        {xfer({0, 1}, {0}), xfer({1, 0}, {1})}, {}, {}, 2, 2);
    // Reduce on linear:3 to root 0: node i holds partial sum i of item 0 (contributors {i}).
    const QString line = QStringLiteral("linear:3");
    row("two partial sums added", line, reduce, one, {xfer({1, 0}, {1})}, {{0, {0, 1}}}, {}, 1, 1);
    row("a partial sum not held", line, reduce, one, {xfer({1, 0}, {1})}, {{0, {0, 2}}},
        {QStringLiteral("bad-combine n0 t-1 c0 p2: node 0 adds partial sum 2 it does not hold")}, 1, 1);
    row("a contribution counted twice", line, reduce, one, {xfer({1, 0}, {1})}, {{0, {0, 1, 0}}},
        {QStringLiteral("bad-combine n0 t-1 c0 p0: node 0 counts a contribution twice when adding partial sum 0")}, 1, 1);
    row("combines read the state before any combine", line, reduce, one, {xfer({2, 1}, {2})},
        {{1, {1, 2}}, {1, {1, 2}}}, {}, 1, 1);
    row("a combine at no vertex", line, reduce, one, {}, {{7, {0}}},
        {QStringLiteral("bad-combine n7 t-1 c0 p-1: a combine names no inputs or a vertex that does not exist")}, 0, 0);
    // Noncombining: each packet a message of its own (after a round that gave node 1 two).
    row("several packets in one noncombining message", ring, allgather, QStringLiteral("sf,ports=1,noncombining"),
        {xfer({1, 2}, {1, 0})}, {},
        {QStringLiteral("not-held n1 t0 c-1 p0: node 1 sends packet 0 it does not hold"),
         QStringLiteral("noncombining n1 t0 c-1 p-1: transfer 1 -> 2 combines 2 packets in one message; the model is "
                        "noncombining, so they are costed as 2 messages")},
        2, 2);
}

void TstRules::handMadeRounds()
{
    QFETCH(QString, topology);
    QFETCH(int, operation);
    QFETCH(QString, model);
    QFETCH(std::vector<TransferData>, transfers);
    QFETCH(std::vector<CombineSpec>, combines);
    QFETCH(QStringList, findings);
    QFETCH(int, maxLinkLoad);
    QFETCH(int, messages);
    QString error;
    const TopologyPtr t = Topology::create(topology, &error);
    QVERIFY2(t, qPrintable(error));
    const Problem problem(Operation(operation), t, 0, 1);
    Schedule s = problem.emptySchedule();
    Round round;
    for (const TransferData &d : transfers)
        round.transfers.push_back(d);
    for (const CombineSpec &c : combines)
        s.addCombine(round, c.node, c.inputs, -1);
    s.rounds.push_back(round);
    CommModel m;
    QVERIFY2(CommModel::parse(model, CommModel(), &m, &error), qPrintable(error));
    const rules::RoundVerdict v = rules::judgeRound(*t, s, s.rounds.front(), s.initial.toBufferState(), m);
    QStringList got;
    for (const rules::Finding &f : v.findings)
        got << text(f);
    QCOMPARE(got, findings);
    QCOMPARE(v.maxLinkLoad, maxLinkLoad);
    QCOMPARE(v.messages, messages);
    QCOMPARE(v.ok(), findings.isEmpty());

    // The Simulator gives the same verdict on the same round.
    const SimulationResult r = Simulator::check(problem, s, m);
    QStringList simulated;
    for (const Violation &x : r.violations)
        simulated << text(x);
    QStringList expected;
    for (const rules::Finding &f : v.findings)
        expected << withoutPacket(f);
    std::sort(simulated.begin(), simulated.end());
    std::sort(expected.begin(), expected.end());
    QCOMPARE(simulated, expected);
    QCOMPARE(r.rounds.front().maxLinkLoad, maxLinkLoad);
}

void TstRules::theSimulatorAgreesOnTheRegistrySweep_data()
{
    QTest::addColumn<QString>("algorithm");
    QTest::addColumn<QString>("topology");
    QTest::addColumn<QString>("model");
    for (const auto &alg : AlgorithmRegistry::instance().all())
        for (const char *spec : kSweepTopologies) {
            QString error;
            const auto t = Topology::create(QString::fromLatin1(spec), &error);
            RunParams params;
            params.shift = 1;
            if (!t || !alg->supports(*t, params, nullptr))
                continue;
            for (const char *m : kWhatIfs)
                QTest::addRow("%s %s %s", qPrintable(alg->id()), spec, *m ? m : "natural")
                    << alg->id() << QString::fromLatin1(spec) << QString::fromLatin1(m);
        }
}

void TstRules::theSimulatorAgreesOnTheRegistrySweep()
{
    QFETCH(QString, algorithm);
    QFETCH(QString, topology);
    QFETCH(QString, model);
    RunRequest req;
    req.algorithm = algorithm;
    req.topology = topology;
    req.modelSpec = model;
    req.params.cost = unitCost();
    const RunResult r = Engine::run(req);
    if (!r.ok)
        QSKIP(qPrintable(r.error)); // a size the algorithm refuses under this model
    const Schedule &s = *r.schedule;
    const CommModel &m = r.params.model;
    BufferState state = s.initial.toBufferState();
    int findings = 0;
    for (int ri = 0; ri < int(s.rounds.size()); ++ri) {
        const rules::RoundVerdict v = rules::judgeRound(*r.topology, s, s.rounds[std::size_t(ri)], state, m);
        const RoundStats &stats = r.simulation.rounds[std::size_t(ri)];
        QCOMPARE(stats.maxLinkLoad, v.maxLinkLoad);
        QCOMPARE(stats.messages, v.messages);
        QCOMPARE(stats.packetsMoved, v.packetsMoved);
        std::vector<int> loads(v.arcLoads.size(), 0);
        for (const ChannelLoad &load : stats.channelLoads)
            loads[std::size_t(load.arc)] = load.load;
        QVERIFY2(loads == v.arcLoads, qPrintable(QStringLiteral("round %1: channel loads differ").arg(ri + 1)));
        QStringList simulated;
        for (const Violation &x : r.simulation.violations)
            if (x.round == ri)
                simulated << text(x);
        QStringList judged;
        for (const rules::Finding &f : v.findings)
            judged << withoutPacket(f);
        std::sort(simulated.begin(), simulated.end());
        std::sort(judged.begin(), judged.end());
        if (r.simulation.violationCount == int(r.simulation.violations.size())) // the list is complete
            QCOMPARE(simulated, judged);
        findings += int(v.findings.size());
        state = v.after;
    }
    QCOMPARE(findings, r.simulation.violationCount);
    // The rounds' end state is the simulator's: delivered exactly when it says so.
    QCOMPARE(r.problem->checkPostcondition(s, state).isEmpty(), r.simulation.delivered);
}

QTEST_GUILESS_MAIN(TstRules)
#include "tst_rules.moc"

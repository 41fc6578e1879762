// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The schedule designer's engine (core/designer/): a doubly used channel is flagged with the
// checker's sentence and taking the transfer away gives the verdict back; a design made
// transfer by transfer from a registered algorithm's schedule has its rounds and time; every
// challenge's target is reached by a schedule built through the design's own edits, which the
// checker and the engine accept; a saved design reads back with the same verdict.

#include "core/designer/challenges.h"
#include "core/designer/comparison.h"
#include "core/designer/design.h"
#include "core/designer/designcheck.h"

#include <QTemporaryDir>
#include <QtTest>

#include <functional>
#include <map>

using namespace collviz;
using namespace collviz::core;
using namespace collviz::core::designer;

namespace {

/// What a user reads of a verdict: per round its time and each transfer's colour and
/// sentences, then the totals and progress.
QStringList digest(const DesignVerdict &v)
{
    QStringList lines;
    for (int r = 0; r < v.roundCount(); ++r) {
        const RoundCheck &rc = v.rounds[std::size_t(r)];
        lines << QStringLiteral("round %1 time %2").arg(r).arg(rc.time);
        for (std::size_t t = 0; t < rc.transfers.size(); ++t)
            lines << QStringLiteral("  %1 %2 %3")
                         .arg(t)
                         .arg(rc.transfers[t].ok ? QStringLiteral("green") : QStringLiteral("red"))
                         .arg(rc.transfers[t].sentences.join(QStringLiteral(" | ")));
    }
    lines << QStringLiteral("time %1 verified %2 missing %3").arg(v.time).arg(v.verified).arg(v.missing);
    return lines;
}

std::unique_ptr<Design> designFor(Operation op, const QString &topology, const QString &model,
                                  const CostParams &cost = {})
{
    QString error;
    std::unique_ptr<Design> d = Design::create(op, topology, model, cost, 0, 0, &error);
    if (!d)
        qWarning("%s", qPrintable(error));
    return d;
}

RunResult runOf(const QString &algorithm, const QString &topology, const QString &model = {})
{
    RunRequest request;
    request.algorithm = algorithm;
    request.topology = topology;
    request.modelSpec = model;
    return Engine::run(request);
}

/// The vertex of a 2D torus or mesh at (a, b), by its coordinates.
int vertexAt(const Topology &topo, int a, int b)
{
    for (int v = 0; v < topo.processorCount(); ++v)
        if (topo.coords(v)[0] == a && topo.coords(v)[1] == b)
            return v;
    return -1;
}

int wrap(int x, int z) { return ((x % z) + z) % z; }

// The challenges' schedules, each built through Design's edits only.

void broadcastQ3(Design &d)
{
    // Recursive doubling: in round r every holder sends across dimension r (the default
    // packets: what the receiver still needs).
    for (int r = 0; r < 3; ++r) {
        d.insertRound(r);
        for (int v = 0; v < (1 << r); ++v)
            d.addTransfer(r, v, v | (1 << r));
    }
}

void allgatherRing6(Design &d)
{
    // In round r node i passes on to i + 1 the packet it received last (the one of i - r).
    const int p = 6;
    for (int r = 0; r < p - 1; ++r) {
        d.insertRound(r);
        for (int i = 0; i < p; ++i)
            d.addTransfer(r, i, (i + 1) % p, {}, {wrap(i - r, p)});
    }
}

void allreduceQ3(Design &d)
{
    // Recursive doubling: in round r every node exchanges with its partner across dimension r
    // what it has summed so far (the default packets) and adds what it received (the default
    // combines).
    for (int r = 0; r < 3; ++r) {
        d.insertRound(r);
        for (int v = 0; v < 8; ++v)
            d.addTransfer(r, v, v ^ (1 << r));
        for (int v = 0; v < 8; ++v)
            for (const std::vector<int> &inputs : d.defaultCombines(r, v))
                d.addCombine(r, v, inputs);
    }
}

void allgatherTorus3x3(Design &d)
{
    // Round 0: every node sends its packet to its four neighbours. Round 1: node y sends to
    // y + (a, b) the packet of its neighbour y + (b, -a); each node receives its four diagonal
    // neighbours' packets, one over each of its channels.
    const Topology &topo = d.topology();
    const int deltas[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    d.insertRound(0);
    d.insertRound(1);
    for (int a = 0; a < 3; ++a)
        for (int b = 0; b < 3; ++b) {
            const int y = vertexAt(topo, a, b);
            for (const auto &delta : deltas) {
                const int to = vertexAt(topo, wrap(a + delta[0], 3), wrap(b + delta[1], 3));
                d.addTransfer(0, y, to, {}, {y});
                const int from = vertexAt(topo, wrap(a + delta[1], 3), wrap(b - delta[0], 3));
                d.addTransfer(1, y, to, {}, {from});
            }
        }
}

void alltoallTorus2x4(Design &d)
{
    // torus:2x4 is a 2-ring (V) times a 4-ring (+, -). Every node's seven packets, by the
    // offset to their destination, and the hops each takes in which round: every round each
    // node sends exactly one packet over each of its three channels (the same plan at every
    // node), so every channel carries one packet a round for four rounds: 96 packet-hops.
    enum Hop { V, Plus, Minus };
    struct Plan
    {
        int da, db;
        std::vector<std::pair<int, Hop>> hops; // (round, hop)
    };
    const std::vector<Plan> plans = {
        {1, 0, {{3, V}}},                          // A
        {0, 1, {{3, Plus}}},                       // B
        {0, -1, {{3, Minus}}},                     // C
        {0, 2, {{0, Plus}, {1, Plus}}},            // D
        {1, 1, {{0, V}, {2, Plus}}},               // E
        {1, -1, {{1, V}, {2, Minus}}},             // F
        {1, 2, {{0, Minus}, {1, Minus}, {2, V}}}, // G: the other way round the 4-ring than D
    };
    const Topology &topo = d.topology();
    for (int r = 0; r < 4; ++r)
        d.insertRound(r);
    for (int a = 0; a < 2; ++a)
        for (int b = 0; b < 4; ++b) {
            const int origin = vertexAt(topo, a, b);
            for (const Plan &plan : plans) {
                const int packet = d.problem().alltoallPacket(origin, vertexAt(topo, wrap(a + plan.da, 2), wrap(b + plan.db, 4)));
                int pa = a;
                int pb = b;
                for (const auto &[round, hop] : plan.hops) {
                    const int na = hop == V ? 1 - pa : pa;
                    const int nb = hop == Plus ? wrap(pb + 1, 4) : hop == Minus ? wrap(pb - 1, 4) : pb;
                    d.addTransfer(round, vertexAt(topo, pa, pb), vertexAt(topo, na, nb), {}, {packet});
                    pa = na;
                    pb = nb;
                }
            }
        }
}

const std::map<QString, std::function<void(Design &)>> &builders()
{
    static const std::map<QString, std::function<void(Design &)>> map = {
        {QStringLiteral("broadcast-hypercube3"), broadcastQ3},
        {QStringLiteral("allgather-ring6"), allgatherRing6},
        {QStringLiteral("allreduce-hypercube3"), allreduceQ3},
        {QStringLiteral("allgather-torus3x3-lemma8"), allgatherTorus3x3},
        {QStringLiteral("alltoall-torus2x4-bisection"), alltoallTorus2x4},
    };
    return map;
}

} // namespace

class TstDesigner : public QObject
{
    Q_OBJECT

private slots:
    void doublyUsedChannelIsFlagged_data();
    void doublyUsedChannelIsFlagged();
    void undoOfEveryEditGivesTheVerdictBack();
    void copyHasTheAlgorithmsRoundsAndTime_data();
    void copyHasTheAlgorithmsRoundsAndTime();
    void defaultPacketsAreWhatTheReceiverNeeds();
    void progressSaysWhatIsMissing();
    void challengeIsReachable_data();
    void challengeIsReachable();
    void everyChallengeHasASchedule();
    void comparisonNamesTheBestAlgorithmAndTheBound();
    void comparisonKeepsTheCapAndStopsWhenCancelled();
    void savedDesignReadsBackWithTheSameVerdict();
    void tooLargeACopyIsRefused();
};

void TstDesigner::doublyUsedChannelIsFlagged_data()
{
    QTest::addColumn<QString>("topology");
    QTest::addColumn<int>("firstSrc");
    QTest::addColumn<int>("firstDst");
    QTest::addColumn<QList<int>>("secondPath");
    QTest::addColumn<QString>("sentence");
    QTest::addColumn<QString>("model");
    const QString full = QStringLiteral("wh,ports=1,noncombining");
    // The second transfer goes on over the first one's channel.
    QTest::newRow("ring:8 2->3->4 after 3->4") << QStringLiteral("ring:8") << 3 << 4 << QList<int>{2, 3, 4}
                                               << QStringLiteral("channel 3→4 already carries a message this round")
                                               << full;
    QTest::newRow("hypercube:3 1->3->7 after 3->7") << QStringLiteral("hypercube:3") << 3 << 7 << QList<int>{1, 3, 7}
                                                    << QStringLiteral("channel 011→111 already carries a message this round")
                                                    << full;
    // Half duplex: the link is busy, whichever way the second message goes.
    QTest::newRow("ring:8 half 4->3 after 3->4") << QStringLiteral("ring:8") << 3 << 4 << QList<int>{4, 3}
                                                 << QStringLiteral("link 3–4 already carries a message this round")
                                                 << QStringLiteral("wh,ports=1,duplex=half,noncombining");
}

void TstDesigner::doublyUsedChannelIsFlagged()
{
    QFETCH(QString, topology);
    QFETCH(int, firstSrc);
    QFETCH(int, firstDst);
    QFETCH(QList<int>, secondPath);
    QFETCH(QString, sentence);
    QFETCH(QString, model);
    std::unique_ptr<Design> d = designFor(Operation::Alltoall, topology, model);
    QVERIFY(d);
    d->insertRound(0);
    d->addTransfer(0, firstSrc, firstDst);
    DesignChecker checker;
    const QStringList before = digest(checker.check(*d));
    QVERIFY(checker.check(*d).rounds[0].transfers[0].ok);

    const std::vector<int> path(secondPath.begin(), secondPath.end());
    const int t = d->addTransfer(0, path.front(), path.back(), path);
    const DesignVerdict &v = checker.check(*d);
    const TransferVerdict &second = v.rounds[0].transfers[std::size_t(t)];
    QVERIFY(v.rounds[0].transfers[0].ok);
    QVERIFY(!second.ok);
    QVERIFY2(second.sentences.contains(sentence), qPrintable(second.sentences.join(QStringLiteral(" | "))));
    // The checker's rules still hold (contention is load), so the schedule would verify; the
    // verdict says what the sharing costs.
    QCOMPARE(v.reusedChannels, 1);
    QCOMPARE(v.sharedChannelsNote(), QStringLiteral("shared channels make 1 transfer take turns, which costs time"));

    d->takeTransfer(0, t);
    QCOMPARE(digest(checker.check(*d)), before);
}

void TstDesigner::undoOfEveryEditGivesTheVerdictBack()
{
    // Q3 pairwise exchange, copied; each edit and then its inverse, judged by one checker
    // (the incremental path) and compared with the verdict before the edit and with a fresh
    // checker's.
    const RunResult run = runOf(QStringLiteral("alltoall-hypercube-pairwise"), QStringLiteral("hypercube:3"));
    QVERIFY(run.ok);
    Design d = Design::copyOf(run);
    DesignChecker checker;
    const QStringList start = digest(checker.check(d));
    auto same = [&](const char *what) {
        const QStringList now = digest(checker.check(d));
        if (now != start || digest(verdict(d)) != start)
            QFAIL(what);
    };
    const int t = d.addTransfer(3, 0, 7);
    const DesignVerdict &added = checker.check(d);
    QCOMPARE(checker.lastJudged(), 4); // rounds 3 to 6 again, not 0 to 2
    QCOMPARE(added.rounds[3].transfers[std::size_t(t)].sentences,
             QStringList({QStringLiteral("node 0 sends 2 and receives 1 messages but has 1 port(s)"),
                          QStringLiteral("node 7 sends 1 and receives 2 messages but has 1 port(s)"),
                          QStringLiteral("channel 011→111 already carries a message this round")}));
    // Packet 0→7 has gone ahead to 7, so round 6 no longer finds it at 0.
    QCOMPARE(added.rounds[6].transfers[0].sentences, QStringList(QStringLiteral("node 0 sends packet 6 it does not hold")));
    d.takeTransfer(3, t);
    same("add transfer, undone");
    checker.check(d);
    QCOMPARE(checker.lastJudged(), 0); // nothing changed since

    const TransferData taken = d.takeTransfer(2, 1);
    QVERIFY(!checker.check(d).verified);
    d.insertTransfer(2, 1, taken);
    same("remove transfer, undone");

    const std::vector<int> old = d.setTransferPackets(1, 0, {0, 1});
    QVERIFY(!checker.check(d).rulesKept);
    d.setTransferPackets(1, 0, old);
    same("set packets, undone");

    // The exchanges of the pairwise schedule may come in any order: the same verdict, judged
    // again from the first round that moved to the last (the state after it is as before).
    d.moveRound(0, 5);
    QCOMPARE(digest(checker.check(d)), start);
    QCOMPARE(checker.lastJudged(), 6);
    d.moveRound(5, 0);
    same("move round, undone");

    const DesignRound round = d.takeRound(4);
    QCOMPARE(checker.check(d).roundCount(), 6);
    d.insertRound(4, round);
    same("delete round, undone");

    d.insertRound(2);
    QCOMPARE(checker.check(d).roundCount(), 8);
    d.takeRound(2);
    same("insert round, undone");
}

void TstDesigner::copyHasTheAlgorithmsRoundsAndTime_data()
{
    QTest::addColumn<QString>("algorithm");
    QTest::addColumn<QString>("topology");
    QTest::newRow("recursive doubling broadcast hypercube:3")
        << QStringLiteral("broadcast-recursive-doubling") << QStringLiteral("hypercube:3");
    QTest::newRow("pairwise all-to-all hypercube:3") << QStringLiteral("alltoall-hypercube-pairwise") << QStringLiteral("hypercube:3");
    QTest::newRow("standard exchange hypercube:3") << QStringLiteral("alltoall-hypercube-sex") << QStringLiteral("hypercube:3");
    QTest::newRow("direct exchange torus:4x4 (contention)")
        << QStringLiteral("alltoall-direct-exchange") << QStringLiteral("torus:4x4");
}

void TstDesigner::copyHasTheAlgorithmsRoundsAndTime()
{
    QFETCH(QString, algorithm);
    QFETCH(QString, topology);
    const RunResult run = runOf(algorithm, topology);
    QVERIFY(run.ok);
    // Transfer by transfer through addTransfer, as a student would click it.
    Design d(run.problem, run.model, run.params.cost);
    const Schedule &s = *run.schedule;
    for (std::size_t r = 0; r < s.rounds.size(); ++r) {
        d.insertRound(int(r));
        for (const Transfer &t : s.rounds[r].transfers)
            d.addTransfer(int(r), t.src, t.dst, t.path.toVector(), t.packets.toVector());
    }
    const DesignVerdict v = verdict(d);
    QCOMPARE(v.roundCount(), int(s.rounds.size()));
    for (int r = 0; r < v.roundCount(); ++r)
        QCOMPARE(v.rounds[std::size_t(r)].time, run.timeline->roundTime(r));
    QCOMPARE(v.time, run.simulation.time);
    QCOMPARE(v.verified, run.simulation.verified);
    QVERIFY(v.verified);
    // The same through the engine, as the design is shown and saved.
    const RunResult shown = d.evaluate();
    QVERIFY(shown.ok);
    QCOMPARE(shown.simulation.time, run.simulation.time);
    QVERIFY(shown.simulation.verified);
    // And "edit a copy" gives the same design.
    QCOMPARE(digest(verdict(Design::copyOf(run))), digest(v));
}

void TstDesigner::defaultPacketsAreWhatTheReceiverNeeds()
{
    std::unique_ptr<Design> d = designFor(Operation::Alltoall, QStringLiteral("hypercube:3"), QStringLiteral("wh,ports=1"));
    QVERIFY(d);
    d->insertRound(0);
    d->addTransfer(0, 2, 3);
    QCOMPARE(d->round(0).transfers[0].packets, std::vector<int>{d->problem().alltoallPacket(2, 3)});
    QCOMPARE(d->round(0).transfers[0].path, (std::vector<int>{2, 3}));
    // A route where the nodes are not neighbours: e-cube, lowest dimension first.
    d->addTransfer(0, 0, 6);
    QCOMPARE(d->round(0).transfers[1].path, (std::vector<int>{0, 2, 6}));

    std::unique_ptr<Design> b = designFor(Operation::Broadcast, QStringLiteral("ring:4"), QStringLiteral("wh,ports=1"));
    QVERIFY(b);
    b->insertRound(0);
    b->insertRound(1);
    b->addTransfer(0, 0, 1);
    QCOMPARE(b->round(0).transfers[0].packets, std::vector<int>{0});
    // Node 3 does not hold the packet before round 1, and node 0 needs nothing from 1.
    QVERIFY(b->defaultPackets(1, 3, 2).empty());
    QVERIFY(b->defaultPackets(1, 1, 0).empty());
    QCOMPARE(b->defaultPackets(1, 1, 2), std::vector<int>{0});

    std::unique_ptr<Design> r = designFor(Operation::Allreduce, QStringLiteral("hypercube:2"), QStringLiteral("wh,ports=1"));
    QVERIFY(r);
    r->insertRound(0);
    r->addTransfer(0, 0, 1);
    r->addTransfer(0, 1, 0);
    QCOMPARE(r->round(0).transfers[0].packets, std::vector<int>{0});
    const int sum = r->addCombine(0, 1, {0, 1});
    r->addCombine(0, 0, {0, 1});
    r->insertRound(1);
    r->addTransfer(1, 1, 3);
    QCOMPARE(r->round(1).transfers[0].packets, std::vector<int>{sum});
    QVERIFY(verdict(*r).rulesKept);
    // From the checker's state, the combines node 3 can add after receiving the sum: the same.
    const std::vector<std::vector<int>> combines = r->defaultCombines(1, 3);
    QCOMPARE(combines.size(), std::size_t(1));
    QCOMPARE(r->defaultCombines(verdict(*r).rounds[0].verdict.after, 1, 3), combines);

    // Noncombining: a transfer is one message of one packet, so the default is one packet, the
    // lowest the receiver needs (node 1 holds 0 and 1; node 2 needs both), and it is green.
    for (const QString &model : {QStringLiteral("wh,ports=1,combining"), QStringLiteral("wh,ports=1,noncombining")}) {
        std::unique_ptr<Design> g = designFor(Operation::Allgather, QStringLiteral("ring:4"), model);
        QVERIFY(g);
        g->insertRound(0);
        g->addTransfer(0, 0, 1);
        g->insertRound(1);
        g->addTransfer(1, 1, 2);
        const bool combining = model.endsWith(QLatin1String(",combining"));
        QCOMPARE(g->round(1).transfers[0].packets, combining ? (std::vector<int>{0, 1}) : std::vector<int>{0});
        QVERIFY2(verdict(*g).rulesKept, qPrintable(model));
    }
}

void TstDesigner::progressSaysWhatIsMissing()
{
    std::unique_ptr<Design> d = designFor(Operation::Broadcast, QStringLiteral("hypercube:2"), QStringLiteral("wh,ports=1"));
    QVERIFY(d);
    DesignVerdict v = verdict(*d);
    QCOMPARE(v.missing, 3);
    QVERIFY(!v.delivered);
    QCOMPARE(v.progressSentence(), QStringLiteral("3 arrivals still missing: node 1 does not hold "
                                                  "packet 0 (from 0); node 2 does not hold packet 0 (from 0); node 3 "
                                                  "does not hold packet 0 (from 0)"));
    d->insertRound(0);
    d->addTransfer(0, 0, 1);
    // One pair left: the sentence is singular, and counts pairs, not packets.
    d->insertRound(1);
    d->addTransfer(1, 0, 2);
    v = verdict(*d);
    QCOMPARE(v.progressSentence(), QStringLiteral("1 arrival still missing: node 3 does not hold packet 0 (from 0)"));
    d->takeRound(1);
    d->insertRound(1);
    d->addTransfer(1, 0, 2);
    d->addTransfer(1, 1, 3);
    v = verdict(*d);
    QVERIFY(v.verified);
    QCOMPARE(v.progressSentence(), QStringLiteral("Every packet has reached the nodes that need it."));
}

void TstDesigner::challengeIsReachable_data()
{
    QTest::addColumn<int>("index");
    QTest::addColumn<QStringList>("meeting");
    const std::map<QString, QStringList> meets = {
        {QStringLiteral("broadcast-hypercube3"),
         {QStringLiteral("broadcast-recursive-doubling"), QStringLiteral("broadcast-binomial")}},
        {QStringLiteral("allgather-ring6"), {QStringLiteral("allgather-ring"), QStringLiteral("allgather-ring-routed")}},
        // Swing's latency form exchanges whole vectors with r ± 1, r ∓ 1, r ± 3 (mod 8): three rounds,
        // every route alone under wormhole, so it meets the target too.
        {QStringLiteral("allreduce-hypercube3"),
         {QStringLiteral("allreduce-hypercube"), QStringLiteral("allreduce-swing-latency")}},
        {QStringLiteral("allgather-torus3x3-lemma8"), {QStringLiteral("allgather-tadt")}},
        {QStringLiteral("alltoall-torus2x4-bisection"), {}},
    };
    for (std::size_t i = 0; i < challenges().size(); ++i) {
        const QString id = challenges()[i].id;
        QTest::newRow(qPrintable(id)) << int(i) << meets.at(id);
    }
}

void TstDesigner::challengeIsReachable()
{
    QFETCH(int, index);
    QFETCH(QStringList, meeting);
    const Challenge &c = challenges()[std::size_t(index)];
    QString error;
    std::unique_ptr<Design> d = c.start(&error);
    QVERIFY2(d, qPrintable(error));
    QVERIFY2(builders().count(c.id), qPrintable(QStringLiteral("no schedule for %1").arg(c.id)));
    builders().at(c.id)(*d);
    const DesignVerdict v = verdict(*d);
    QVERIFY2(v.rulesKept, qPrintable(digest(v).join(QLatin1Char('\n'))));
    QVERIFY2(v.delivered, qPrintable(v.progressSentence()));
    QCOMPARE(v.reusedChannels, 0);
    QVERIFY2(c.metBy(v), qPrintable(QStringLiteral("%1 rounds, time %2; target %3").arg(v.roundCount()).arg(v.time).arg(c.targetText())));
    // The engine's own check and timeline accept it too.
    const RunResult run = d->evaluate();
    QVERIFY(run.ok);
    QVERIFY(run.simulation.verified);
    QCOMPARE(run.simulation.time, v.time);
    // Which registered algorithms already meet it: measured.
    QCOMPARE(c.algorithmsMeeting().join(QLatin1Char(' ')), meeting.join(QLatin1Char(' ')));
}

void TstDesigner::everyChallengeHasASchedule()
{
    QVERIFY(challenges().size() >= 5);
    for (const Challenge &c : challenges())
        QVERIFY2(builders().count(c.id), qPrintable(c.id));
}

void TstDesigner::comparisonNamesTheBestAlgorithmAndTheBound()
{
    const RunResult run = runOf(QStringLiteral("alltoall-hypercube-pairwise"), QStringLiteral("hypercube:3"));
    QVERIFY(run.ok);
    Design d = Design::copyOf(run);
    const Comparison c = compare(d);
    QVERIFY(c.best());
    QCOMPARE(c.best()->id, QStringLiteral("alltoall-hypercube-pairwise"));
    QVERIFY(c.bound);
    const QString sentence = comparisonSentence(c, verdict(d));
    QVERIFY2(sentence.startsWith(QStringLiteral("your schedule: 7 rounds, time 14; alltoall-hypercube-pairwise: 7 rounds, time 14; ")), qPrintable(sentence));
    QVERIFY2(sentence.endsWith(QStringLiteral("; bound %1").arg(*c.bound)), qPrintable(sentence));
}

void TstDesigner::comparisonKeepsTheCapAndStopsWhenCancelled()
{
    const RunResult run = runOf(QStringLiteral("alltoall-hypercube-pairwise"), QStringLiteral("hypercube:3"));
    QVERIFY(run.ok);
    const Design d = Design::copyOf(run);
    // Over the memory cap the caller gives, no algorithm runs; cancelled, none is started.
    QVERIFY(compare(d, nullptr, 1.0).runs.empty());
    const std::atomic<bool> cancelled{true};
    QVERIFY(compare(d, &cancelled).runs.empty());
    const std::atomic<bool> going{false};
    QVERIFY(!compare(d, &going).runs.empty());
}

void TstDesigner::savedDesignReadsBackWithTheSameVerdict()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    // A design of no algorithm, with a broken transfer, and a reduction with combines.
    std::unique_ptr<Design> d = designFor(Operation::Alltoall, QStringLiteral("ring:4"), QStringLiteral("wh,ports=1,noncombining"));
    QVERIFY(d);
    d->insertRound(0);
    d->addTransfer(0, 0, 1);
    d->addTransfer(0, 2, 1, {2, 1}, {d->problem().alltoallPacket(2, 1), d->problem().alltoallPacket(2, 3)});
    std::unique_ptr<Design> r = designFor(Operation::Allreduce, QStringLiteral("hypercube:1"), QStringLiteral("wh,ports=1"));
    QVERIFY(r);
    r->insertRound(0);
    r->addTransfer(0, 0, 1);
    r->addTransfer(0, 1, 0);
    r->addCombine(0, 1, {0, 1});
    r->addCombine(0, 0, {0, 1});
    for (const Design *design : {d.get(), r.get()}) {
        const QString path = dir.filePath(QStringLiteral("designed.json"));
        QString error;
        QVERIFY2(save(*design, path, &error), qPrintable(error));
        Design read;
        QVERIFY2(open(path, &read, &error), qPrintable(error));
        QCOMPARE(digest(verdict(read)), digest(verdict(*design)));
    }
    QVERIFY(verdict(*r).verified);
}

void TstDesigner::tooLargeACopyIsRefused()
{
    // The checker keeps every round's state: Q8's pairwise exchange (255 rounds, 65,280
    // packets, 64 MiB of states) fits, Q9's (511 rounds, 511 MiB) does not.
    QString why;
    QString error;
    const TopologyPtr q8 = Topology::create(QStringLiteral("hypercube:8"), &error);
    const TopologyPtr q9 = Topology::create(QStringLiteral("hypercube:9"), &error);
    QVERIFY(q8 && q9);
    QVERIFY(Design::fits(Problem(Operation::Alltoall, q8, 0, 0), 255, &why));
    QVERIFY(!Design::fits(Problem(Operation::Alltoall, q9, 0, 0), 511, &why));
    QCOMPARE(why, QStringLiteral("alltoall on hypercube:9 with 511 rounds is too large for the designer (about 511 MiB "
                                 "of states, at most 256 MiB); choose a smaller network"));
}

QTEST_GUILESS_MAIN(TstDesigner)
#include "tst_designer.moc"

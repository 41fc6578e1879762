// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The engine's message timeline: the queueing discipline on hand-worked cases, an independent
// replay of every registered algorithm's timeline on every topology of the registry sweep it
// supports, under its natural model and three what-if models, re-costing without rebuilding, and the frame value
// (what is where at a time) that views and exporters read.

#include "core/costmodel.h"
#include "core/engine.h"
#include "core/frame.h"
#include "core/timing/checkedrounds.h"
#include "tests/sweeptopologies.h"

#include <QtTest>

#include "tests/handmade.h"

#include <algorithm>
#include <cstring>
#include <map>
#include <numeric>

using namespace collviz;
using namespace collviz::core;

namespace {

using collviz::tests::addPackets;
using collviz::tests::topo;
using collviz::tests::unitCost;
using collviz::tests::xfer;

CommModel modelOf(const char *spec)
{
    CommModel m;
    QString error;
    if (!CommModel::parse(QString::fromLatin1(spec), CommModel{}, &m, &error))
        qFatal("%s", qPrintable(error));
    return m;
}

/// One packet per processor of an all-to-all on `spec`, enough ids for the hand-made rounds.
Schedule scheduleOf(const Problem &problem, const std::vector<TransferData> &transfers)
{
    Schedule s = problem.emptySchedule();
    s.rounds.resize(1);
    s.rounds[0].transfers = TransferList(transfers);
    return s;
}

struct Interval
{
    double from, to;
    int who;
};

/// True when no two intervals overlap by more than a rounding error (touching is fine).
bool disjoint(std::vector<Interval> v, QString *why)
{
    std::sort(v.begin(), v.end(), [](const Interval &a, const Interval &b) { return a.from < b.from; });
    for (std::size_t i = 1; i < v.size(); ++i)
        if (v[i].from < v[i - 1].to - 1e-9 * std::max(1.0, v[i - 1].to)) {
            *why = QStringLiteral("messages %1 [%2, %3) and %4 [%5, %6) overlap")
                       .arg(v[i - 1].who).arg(v[i - 1].from).arg(v[i - 1].to)
                       .arg(v[i].who).arg(v[i].from).arg(v[i].to);
            return false;
        }
    return true;
}

/// At most `k` intervals cover any instant.
bool atMost(std::vector<Interval> v, int k, QString *why)
{
    std::vector<std::pair<double, int>> events;
    for (const Interval &i : v) {
        if (i.to - i.from <= 1e-12)
            continue;
        events.emplace_back(i.from, +1);
        events.emplace_back(i.to, -1);
    }
    // Ends before starts at the same instant: touching intervals do not overlap.
    std::sort(events.begin(), events.end(), [](const auto &a, const auto &b) {
        if (std::abs(a.first - b.first) > 1e-9 * std::max(1.0, std::abs(a.first)))
            return a.first < b.first;
        return a.second < b.second;
    });
    int open = 0;
    for (const auto &e : events) {
        open += e.second;
        if (open > k) {
            *why = QStringLiteral("%1 messages hold %2 port(s) at time %3").arg(open).arg(k).arg(e.first);
            return false;
        }
    }
    return true;
}

/**
 * Replays a run's timeline independently of the CostModel: every message costs what it costs
 * alone, hop intervals follow each other, every channel carries at most one message at a time
 * (WH: for the whole worm; SF: per hop), each processor holds at most k send and k receive
 * ports at any instant, the messages of a transfer carry its packets (one each when
 * noncombining), each combine runs for its (j - 1) L t_c at its node once its inputs are in,
 * and each round lasts until its last finish. Returns an empty string when all
 * holds, else what broke.
 */
QString replay(const RunResult &r)
{
    const Timeline &tl = *r.timeline;
    const Schedule &s = *r.schedule;
    const Topology &topology = *r.topology;
    const CommModel &model = r.model;
    const CostParams &c = r.params.cost;
    const bool sf = model.switching == Switching::StoreAndForward;
    const bool half = model.duplex == Duplex::Half;
    if (tl.roundCount() != int(s.rounds.size()))
        return QStringLiteral("the timeline has %1 rounds, the schedule %2").arg(tl.roundCount()).arg(s.rounds.size());
    double total = 0;
    for (int ri = 0; ri < tl.roundCount(); ++ri) {
        const Round &round = s.rounds[std::size_t(ri)];
        std::map<int, std::vector<Interval>> channels, sends, receives;
        // (node, partial sum) -> when it first arrives there this round, for the combines.
        const bool combineTimes = c.tc != 0 && !round.combines.empty();
        std::map<std::pair<int, int>, double> arrives;
        double last = 0;
        int index = 0;
        for (int ti = 0; ti < int(round.transfers.size()); ++ti) {
            const Transfer &t = round.transfers[std::size_t(ti)];
            const auto messages = tl.messagesOf(ri, ti);
            const int expected = model.combining ? 1 : std::max<int>(1, int(t.packets.size()));
            if (int(messages.size()) != expected)
                return QStringLiteral("round %1 transfer %2 has %3 messages, expected %4")
                    .arg(ri).arg(ti).arg(messages.size()).arg(expected);
            std::vector<int> carried;
            for (const Timeline::Message &m : messages) {
                ++index;
                double words = 0;
                for (int k = 0; k < m.packetCount; ++k) {
                    const int id = t.packets[std::size_t(m.firstPacket + k)];
                    carried.push_back(id);
                    words += s.packets[std::size_t(id)].size * c.m;
                    if (combineTimes) {
                        const auto [at, fresh] = arrives.try_emplace({t.dst, id}, m.finish);
                        if (!fresh)
                            at->second = std::min(at->second, m.finish);
                    }
                }
                if (!model.combining && m.packetCount > 1)
                    return QStringLiteral("a noncombining message carries %1 packets").arg(m.packetCount);
                const int hops = int(t.path.size()) - 1;
                if (m.hopCount != hops)
                    return QStringLiteral("round %1 transfer %2: %3 hops for a path of %4").arg(ri).arg(ti).arg(m.hopCount).arg(hops);
                if (m.start < -1e-9)
                    return QStringLiteral("a message starts before its round");
                const double eps = 1e-9 * std::max(1.0, m.finish);
                if (!sf) {
                    const double alone = c.ts + hops * c.th + words * c.tw;
                    if (std::abs(m.finish - m.start - alone) > eps)
                        return QStringLiteral("round %1 transfer %2 lasts %3, alone it costs %4")
                            .arg(ri).arg(ti).arg(m.finish - m.start).arg(alone);
                }
                const double perHop = words * c.tw + c.th;
                double previous = m.start + c.ts;
                for (int h = 0; h < hops; ++h) {
                    int arc = -1;
                    for (int a : topology.outArcs(t.path[std::size_t(h)]))
                        if (topology.arc(a).to == t.path[std::size_t(h) + 1])
                            arc = a;
                    if (arc < 0)
                        return QStringLiteral("a path leaves the links");
                    const auto [enter, leave] = tl.hop(m, h);
                    if (sf) {
                        if (std::abs(leave - enter - perHop) > eps || enter < previous - eps)
                            return QStringLiteral("round %1 transfer %2 hop %3: [%4, %5) after %6, hop time %7")
                                .arg(ri).arg(ti).arg(h).arg(enter).arg(leave).arg(previous).arg(perHop);
                        previous = leave;
                    } else if (enter != m.start || leave != m.finish) {
                        return QStringLiteral("a worm's hop does not span the worm");
                    }
                    const int channel = half ? topology.arc(arc).link : arc;
                    channels[channel].push_back({enter, leave, index});
                }
                if (sf && std::abs(previous - m.finish) > eps)
                    return QStringLiteral("a store-and-forward message finishes after its last hop");
                if (sf) {
                    sends[t.src].push_back({m.start, tl.hop(m, 0).second, index});
                    receives[t.dst].push_back({tl.hop(m, hops - 1).first, m.finish, index});
                } else {
                    sends[t.src].push_back({m.start, m.finish, index});
                    receives[t.dst].push_back({m.start, m.finish, index});
                }
                last = std::max(last, m.finish);
            }
            std::sort(carried.begin(), carried.end());
            std::vector<int> listed = t.packets.toVector();
            std::sort(listed.begin(), listed.end());
            if (carried != listed)
                return QStringLiteral("round %1 transfer %2: its messages do not carry its packets").arg(ri).arg(ti);
        }
        QString why;
        for (auto &[channel, v] : channels)
            if (!disjoint(v, &why))
                return QStringLiteral("round %1 channel %2: %3").arg(ri).arg(channel).arg(why);
        if (!model.allPort()) {
            for (auto &[node, v] : sends)
                if (!atMost(v, model.ports, &why))
                    return QStringLiteral("round %1 node %2 sends: %3").arg(ri).arg(node).arg(why);
            for (auto &[node, v] : receives)
                if (!atMost(v, model.ports, &why))
                    return QStringLiteral("round %1 node %2 receives: %3").arg(ri).arg(node).arg(why);
        }
        // Combines: a node's one at a time, each once its inputs that reach the node this round
        // have arrived, for (j - 1) L t_c; none are timed where t_c is 0.
        const Timeline::CombineTimes timed = tl.combines(ri);
        if (timed.size() != (combineTimes ? round.combines.size() : 0))
            return QStringLiteral("round %1 has %2 combine times for %3 combines at t_c = %4")
                .arg(ri).arg(timed.size()).arg(round.combines.size()).arg(c.tc);
        std::map<int, double> combinedUntil;
        for (std::size_t k = 0; k < timed.size(); ++k) {
            const Combine combine = round.combines[k];
            double ready = combinedUntil[combine.node];
            for (int id : combine.inputs) {
                const auto at = arrives.find({combine.node, id});
                if (at != arrives.end())
                    ready = std::max(ready, at->second);
            }
            const double words = s.packets[std::size_t(combine.inputs[0])].size * c.m;
            const double finish = ready + double(combine.inputs.size() - 1) * words * c.tc;
            const double eps = 1e-9 * std::max(1.0, finish);
            if (timed[k].combine != int(k) || timed[k].node != combine.node || std::abs(timed[k].start - ready) > eps
                || std::abs(timed[k].finish - finish) > eps)
                return QStringLiteral("round %1 combine %2 at node %3 runs [%4, %5), expected [%6, %7)")
                    .arg(ri).arg(k).arg(combine.node).arg(timed[k].start).arg(timed[k].finish).arg(ready).arg(finish);
            combinedUntil[combine.node] = finish;
            last = std::max(last, finish);
        }
        if (std::abs(tl.roundTime(ri) - last) > 1e-9 * std::max(1.0, last))
            return QStringLiteral("round %1 lasts %2, its last message or combine finishes at %3").arg(ri).arg(tl.roundTime(ri)).arg(last);
        if (std::abs(r.simulation.rounds[std::size_t(ri)].time - last) > 1e-9 * std::max(1.0, last))
            return QStringLiteral("round %1: the simulation's time is not the timeline's").arg(ri);
        total += last;
    }
    if (std::abs(r.simulation.time - total) > 1e-9 * std::max(1.0, total))
        return QStringLiteral("the run's time %1 is not the sum of its rounds %2").arg(r.simulation.time).arg(total);
    return {};
}

/// The natural model and three what-ifs that change every aspect the timeline depends on.
const char *const kModels[] = {"", "sf,noncombining", "wh,duplex=half,ports=2", "sf,ports=all,duplex=half"};

RunResult runOne(const QString &alg, const QString &topology, const QString &model, CostParams cost = unitCost())
{
    RunRequest req;
    req.algorithm = alg;
    req.topology = topology;
    req.modelSpec = model;
    req.params.cost = cost;
    req.params.root = 0;
    req.params.shift = 1;
    return Engine::run(req);
}

/// The timeline of `r`'s schedule with every round kept as records (no round of alike
/// messages kept as one): what the compact form must read back.
Timeline recordsTimeline(const RunResult &r)
{
    qputenv("COLLVIZ_TIMELINE_RECORDS", "1");
    Timeline tl = CostModel::timeline(*r.topology, *r.schedule, r.params.model, r.params.cost);
    qunsetenv("COLLVIZ_TIMELINE_RECORDS");
    return tl;
}

/// Where `a` and `b` read differently (messages, their places and hops, per-transfer
/// look-ups, round and total times), or empty. Times compare bitwise (-0 is not 0).
QString differences(const Timeline &a, const Timeline &b, const Schedule &schedule)
{
    const auto same = [](double x, double y) { return Timeline::sameBits(x, y); };
    if (a.roundCount() != b.roundCount() || a.messageCount() != b.messageCount() || !same(a.totalTime(), b.totalTime()))
        return QStringLiteral("round count, message count or total time differ");
    for (int r = 0; r < a.roundCount(); ++r) {
        if (!same(a.roundTime(r), b.roundTime(r)) || !same(a.roundStart(r), b.roundStart(r)))
            return QStringLiteral("round %1: its time or start differs").arg(r);
        const Timeline::Range ma = a.messages(r), mb = b.messages(r);
        if (ma.size() != mb.size())
            return QStringLiteral("round %1: %2 messages against %3").arg(r).arg(ma.size()).arg(mb.size());
        for (std::size_t i = 0; i < ma.size(); ++i) {
            const Timeline::Message x = ma[i], y = mb[i];
            if (x.transfer != y.transfer || x.firstPacket != y.firstPacket || x.packetCount != y.packetCount
                || x.hopCount != y.hopCount || !same(x.start, y.start) || !same(x.finish, y.finish) || x.round != r
                || y.round != r || x.index != int(i) || y.index != int(i))
                return QStringLiteral("round %1: message %2 differs").arg(r).arg(i);
            for (int h = 0; h < x.hopCount; ++h) {
                const auto hx = a.hop(x, h), hy = b.hop(y, h);
                if (!same(hx.first, hy.first) || !same(hx.second, hy.second))
                    return QStringLiteral("round %1: message %2's hop %3 differs").arg(r).arg(i).arg(h);
            }
        }
        const int transfers = int(schedule.rounds[std::size_t(r)].transfers.size());
        for (int t = -1; t <= transfers; ++t) {
            const Timeline::Range oa = a.messagesOf(r, t), ob = b.messagesOf(r, t);
            if (oa.size() != ob.size() || (!oa.empty() && (oa[0].index != ob[0].index || oa[0].transfer != t)))
                return QStringLiteral("round %1: the messages of transfer %2 differ").arg(r).arg(t);
        }
        const Timeline::CombineTimes ca = a.combines(r), cb = b.combines(r);
        if (ca.size() != cb.size())
            return QStringLiteral("round %1: %2 combine times against %3").arg(r).arg(ca.size()).arg(cb.size());
        for (std::size_t i = 0; i < ca.size(); ++i)
            if (ca[i].combine != cb[i].combine || ca[i].node != cb[i].node || !same(ca[i].start, cb[i].start)
                || !same(ca[i].finish, cb[i].finish))
                return QStringLiteral("round %1: combine %2's time differs").arg(r).arg(i);
    }
    return {};
}

} // namespace

class TstTimeline : public QObject
{
    Q_OBJECT

private slots:
    void twoMessagesShareOneChannel();
    void pathCrossesAChannelTwice();
    void wormUndoesItsClaims();
    void chainOfThreeWormholes();
    void kPortPacking();
    void halfDuplexLinkTakesTurns();
    void storeAndForwardPipelines();
    void storeAndForwardWaitsAtANode();
    void hopsOfACopy();
    void alikeRoundsKeptOnce_data();
    void alikeRoundsKeptOnce();
    void alikeMessagesHaveTheSameHops();
    void messagesAddedWholeReadBack_data();
    void messagesAddedWholeReadBack();
    void messageFilledInPlaceAfterAlikeOnes_data();
    void messageFilledInPlaceAfterAlikeOnes();
    void wormsTakeTurns();
    void roundsOfOneShapeTimedOnce_data();
    void roundsOfOneShapeTimedOnce();
    void largeNetworkSameTimeline();
    void roundStampsWrap();
    void oneHopRoundKeepsClaimsAside_data();
    void oneHopRoundKeepsClaimsAside();
    void exchangeRoundTimedAsThePortsTimeIt_data();
    void exchangeRoundTimedAsThePortsTimeIt();
    void registrySweep_data();
    void registrySweep();
    void checkedRoundsTimedAsUnchecked_data();
    void checkedRoundsTimedAsUnchecked();
    void recostKeepsTheSchedule();
    void frameShowsTurnsTaken();
};

void TstTimeline::twoMessagesShareOneChannel()
{
    // linear:4, 0->2 and 1->3 both cross the channel 1->2 (wormhole, t_s = t_w = m = 1): the
    // first holds its path over [0, 2), the second waits for it, [2, 4).
    Problem problem(Operation::Broadcast, topo("linear:4"), 0, 0);
    const Schedule s = scheduleOf(problem, {xfer({0, 1, 2}, {0}), xfer({1, 2, 3}, {0})});
    const Timeline tl = CostModel::timeline(problem.topology(), s, modelOf("wh,ports=1"), unitCost());
    const auto m = tl.messages(0);
    QCOMPARE(int(m.size()), 2);
    QCOMPARE(m[0].start, 0.0);
    QCOMPARE(m[0].finish, 2.0);
    QCOMPARE(m[1].start, 2.0);
    QCOMPARE(m[1].finish, 4.0);
    QCOMPARE(tl.hop(m[1], 1), std::make_pair(2.0, 4.0)); // a worm's hops span the worm
    QCOMPARE(tl.roundTime(0), 4.0);
}

void TstTimeline::pathCrossesAChannelTwice()
{
    // linear:4, all-port, t_s = t_w = m = 1. The first message's path 0 1 0 1 2 crosses the
    // channel 0->1 twice; the second, 0->1, needs it too. As a worm the first holds 0->1 twice
    // over [0, 2), so the second waits until 2. Store-and-forward: the first holds 0->1 over
    // [1, 2) and [3, 4), and the second's hop fits the gap between, [2, 3).
    Problem problem(Operation::Broadcast, topo("linear:4"), 0, 0);
    const Schedule s = scheduleOf(problem, {xfer({0, 1, 0, 1, 2}, {0}), xfer({0, 1}, {0})});
    const Timeline wh = CostModel::timeline(problem.topology(), s, modelOf("wh,ports=all"), unitCost());
    QCOMPARE(wh.messages(0)[0].start, 0.0);
    QCOMPARE(wh.messages(0)[0].finish, 2.0);
    QCOMPARE(wh.messages(0)[1].start, 2.0);
    QCOMPARE(wh.roundTime(0), 4.0);
    const Timeline sf = CostModel::timeline(problem.topology(), s, modelOf("sf,ports=all"), unitCost());
    const auto m = sf.messages(0);
    QCOMPARE(sf.hop(m[0], 2), std::make_pair(3.0, 4.0));
    QCOMPARE(m[0].finish, 5.0);
    QCOMPARE(sf.hop(m[1], 0), std::make_pair(2.0, 3.0));
    QCOMPARE(m[1].start, 1.0);
    QCOMPARE(sf.roundTime(0), 5.0);
}

void TstTimeline::wormUndoesItsClaims()
{
    // Wormhole, t_s = t_w = m = 1: a message of h hops lasts 2. A worm claims each channel as
    // its walk finds it empty and undoes those claims when one is busy. On hypercube:3 the
    // second message, 3 2 0 1, finds 3->2 and 2->0 empty but 0->1 held by the first over
    // [0, 2): it waits until 2 and holds its channels over [2, 4). The third (3->2) and fourth
    // (2->0) fit before it, over [0, 2): an undone claim left standing would hold them back.
    // The fifth crosses 4->5 twice, the sixth waits for both. ring:8 is the same round on a
    // network without the hypercube's arc table (6 7 0 1 waits for 0->1). With one port the
    // second also waits for node 1's receive port, and the third's and sixth's senders are
    // taken by the second and the fifth: the same times, through the one-port claims.
    struct Case
    {
        const char *topology;
        std::vector<std::vector<int>> paths;
    };
    const Case cases[] = {{"hypercube:3", {{0, 1}, {3, 2, 0, 1}, {3, 2}, {2, 0}, {4, 5, 4, 5}, {4, 5}}},
                          {"ring:8", {{0, 1}, {6, 7, 0, 1}, {6, 7}, {7, 0}, {4, 5, 4, 5}, {4, 5}}}};
    for (const Case &c : cases) {
        Problem problem(Operation::Broadcast, topo(c.topology), 0, 0);
        std::vector<TransferData> transfers;
        for (const std::vector<int> &path : c.paths)
            transfers.push_back(xfer(path, {0}));
        const Schedule s = scheduleOf(problem, transfers);
        for (const char *spec : {"wh,ports=all", "wh,ports=all,noncombining", "wh,ports=1"}) {
            const Timeline wh = CostModel::timeline(problem.topology(), s, modelOf(spec), unitCost());
            const auto m = wh.messages(0);
            QCOMPARE(int(m.size()), 6);
            const double start[] = {0, 2, 0, 0, 0, 2};
            for (int i = 0; i < 6; ++i) {
                QVERIFY2(m[std::size_t(i)].start == start[i],
                         qPrintable(QStringLiteral("%1 %2: message %3 starts at %4")
                                        .arg(QLatin1String(c.topology), QLatin1String(spec))
                                        .arg(i)
                                        .arg(m[std::size_t(i)].start)));
                QCOMPARE(m[std::size_t(i)].finish, start[i] + 2);
            }
        }
    }
}

void TstTimeline::chainOfThreeWormholes()
{
    // linear:5: A = 0->2, B = 1->3, C = 2->4. A and B share 1->2, B and C share 2->3. A goes
    // first, [0, 2); B waits for A, [2, 4); C claims after B but fits before it (claims
    // backfill), [0, 2): the round takes 4, not 6.
    Problem problem(Operation::Broadcast, topo("linear:5"), 0, 0);
    const Schedule s = scheduleOf(problem, {xfer({0, 1, 2}, {0}), xfer({1, 2, 3}, {0}), xfer({2, 3, 4}, {0})});
    const Timeline tl = CostModel::timeline(problem.topology(), s, modelOf("wh,ports=1"), unitCost());
    const auto m = tl.messages(0);
    QCOMPARE(m[0].start, 0.0);
    QCOMPARE(m[1].start, 2.0);
    QCOMPARE(m[2].start, 0.0);
    QCOMPARE(tl.roundTime(0), 4.0);
    // With t_h = 1 every worm is 1 + 2 + 1 = 4 long: B over [4, 8), C beside A.
    CostParams c = unitCost();
    c.th = 1;
    const Timeline slow = CostModel::timeline(problem.topology(), s, modelOf("wh,ports=1"), c);
    QCOMPARE(slow.messages(0)[1].start, 4.0);
    QCOMPARE(slow.messages(0)[2].finish, 4.0);
    QCOMPARE(slow.roundTime(0), 8.0);
    // B first instead: A and C both wait for it and both fit after it, [2, 4): also 4.
    const Schedule b = scheduleOf(problem, {xfer({1, 2, 3}, {0}), xfer({0, 1, 2}, {0}), xfer({2, 3, 4}, {0})});
    const Timeline bt = CostModel::timeline(problem.topology(), b, modelOf("wh,ports=1"), unitCost());
    QCOMPARE(bt.messages(0)[1].start, 2.0);
    QCOMPARE(bt.messages(0)[2].start, 2.0);
    QCOMPARE(bt.roundTime(0), 4.0);
}

void TstTimeline::kPortPacking()
{
    // hypercube:3, node 0 sends to its three neighbours at once.
    Problem problem(Operation::Broadcast, topo("hypercube:3"), 0, 0);
    const Schedule s = scheduleOf(problem, {xfer({0, 1}, {0}), xfer({0, 2}, {0}), xfer({0, 4}, {0})});
    const Timeline one = CostModel::timeline(problem.topology(), s, modelOf("wh,ports=1"), unitCost());
    QCOMPARE(one.messages(0)[2].start, 4.0);
    QCOMPARE(one.roundTime(0), 6.0);
    const Timeline two = CostModel::timeline(problem.topology(), s, modelOf("wh,ports=2"), unitCost());
    QCOMPARE(two.messages(0)[0].start, 0.0);
    QCOMPARE(two.messages(0)[1].start, 0.0);
    QCOMPARE(two.messages(0)[2].start, 2.0);
    QCOMPARE(two.roundTime(0), 4.0);
    const Timeline all = CostModel::timeline(problem.topology(), s, modelOf("wh,ports=all"), unitCost());
    QCOMPARE(all.roundTime(0), 2.0);
    // Receives are ports too: three messages into node 0 under 2 ports take two turns.
    const Schedule in = scheduleOf(problem, {xfer({1, 0}, {0}), xfer({2, 0}, {0}), xfer({4, 0}, {0})});
    QCOMPARE(CostModel::timeline(problem.topology(), in, modelOf("wh,ports=2"), unitCost()).roundTime(0), 4.0);
}

void TstTimeline::halfDuplexLinkTakesTurns()
{
    Problem problem(Operation::Allgather, topo("linear:2"), 0, 0);
    const Schedule s = scheduleOf(problem, {xfer({0, 1}, {0}), xfer({1, 0}, {1})});
    const Timeline full = CostModel::timeline(problem.topology(), s, modelOf("wh,ports=1,duplex=full"), unitCost());
    QCOMPARE(full.roundTime(0), 2.0);
    const Timeline half = CostModel::timeline(problem.topology(), s, modelOf("wh,ports=1,duplex=half"), unitCost());
    QCOMPARE(half.messages(0)[0].start, 0.0);
    QCOMPARE(half.messages(0)[1].start, 2.0);
    QCOMPARE(half.roundTime(0), 4.0);
    // Store-and-forward: the second start-up (at node 1, no channel) runs while the link
    // carries the first message, [1, 2); the second crosses it over [2, 3).
    const Timeline sf = CostModel::timeline(problem.topology(), s, modelOf("sf,ports=1,duplex=half"), unitCost());
    QCOMPARE(sf.hop(sf.messages(0)[1], 0), std::make_pair(2.0, 3.0));
    QCOMPARE(sf.roundTime(0), 3.0);
    // A ring's pipeline step uses every link one way only: half duplex costs nothing extra.
    Problem ring(Operation::Allgather, topo("ring:4"), 0, 0);
    const Schedule step = scheduleOf(ring, {xfer({0, 1}, {0}), xfer({1, 2}, {1}), xfer({2, 3}, {2}), xfer({3, 0}, {3})});
    QCOMPARE(CostModel::timeline(ring.topology(), step, modelOf("sf,ports=1,duplex=half"), unitCost()).roundTime(0), 2.0);
}

void TstTimeline::storeAndForwardPipelines()
{
    // linear:4, one transfer 0->3 of three packets, noncombining, t_s = t_w = m = 1: each
    // message holds node 0's port for its start-up and first hop (2), then one channel per
    // hop (1 each). Message k starts at 2k and finishes at 2k + 4: the round takes 8, where
    // three messages one after the other would take 3 (1 + 3) = 12.
    Problem problem(Operation::Alltoall, topo("linear:4"), 0, 0);
    const Schedule s = scheduleOf(problem, {xfer({0, 1, 2, 3}, {0, 1, 2})});
    const Timeline tl = CostModel::timeline(problem.topology(), s, modelOf("sf,ports=1,noncombining"), unitCost());
    const auto m = tl.messages(0);
    QCOMPARE(int(m.size()), 3);
    for (int k = 0; k < 3; ++k) {
        QCOMPARE(m[std::size_t(k)].start, 2.0 * k);
        QCOMPARE(m[std::size_t(k)].finish, 2.0 * k + 4);
        for (int h = 0; h < 3; ++h) {
            QCOMPARE(tl.hop(m[std::size_t(k)], h).first, 2.0 * k + 1 + h);
            QCOMPARE(tl.hop(m[std::size_t(k)], h).second, 2.0 * k + 2 + h);
        }
    }
    QCOMPARE(tl.roundTime(0), 8.0);
    // Wormhole: each message holds the whole path, 2 each, one after the other.
    QCOMPARE(CostModel::timeline(problem.topology(), s, modelOf("wh,ports=1,noncombining"), unitCost()).roundTime(0), 6.0);
    // Combining: one message of 3 words, 1 + 3 * 3.
    QCOMPARE(CostModel::timeline(problem.topology(), s, modelOf("sf,ports=1,combining"), unitCost()).roundTime(0), 10.0);
}

void TstTimeline::storeAndForwardWaitsAtANode()
{
    // linear:4 under SF, unit costs (start-up 1, one hop 1 per word).
    // A = 0->1->2 claims first: 0->1 over [1, 2), 1->2 over [2, 3). B = 1->2->3 needs 1->2 from
    // 1 on: it fits before A, [1, 2) (claims backfill), then 2->3 over [2, 3). The round takes 3.
    Problem problem(Operation::Alltoall, topo("linear:4"), 0, 0);
    const Schedule s = scheduleOf(problem, {xfer({0, 1, 2}, {0}), xfer({1, 2, 3}, {3})});
    const Timeline tl = CostModel::timeline(problem.topology(), s, modelOf("sf,ports=1"), unitCost());
    QCOMPARE(tl.hop(tl.messages(0)[1], 0).first, 1.0);
    QCOMPARE(tl.roundTime(0), 3.0);
    // A = 1->2 carries a packet of 3 words: it holds 1->2 over [1, 4). B = 0->1->2->3 crosses
    // 0->1 over [1, 2), waits at node 1 until 4, then 1->2 over [4, 5) and 2->3 over [5, 6).
    Schedule x = scheduleOf(problem, {xfer({1, 2}, {3}), xfer({0, 1, 2, 3}, {0})});
    Packet big = x.packets[3];
    big.size = 3;
    x.packets.set(3, big);
    const Timeline xt = CostModel::timeline(problem.topology(), x, modelOf("sf,ports=all"), unitCost());
    QCOMPARE(xt.messages(0)[0].finish, 4.0);
    const auto b = xt.messages(0)[1];
    QCOMPARE(xt.hop(b, 0).second, 2.0);
    QCOMPARE(xt.hop(b, 1).first, 4.0);
    QCOMPARE(xt.hop(b, 2).first, 5.0);
    QCOMPARE(b.finish, 6.0);
}

void TstTimeline::hopsOfACopy()
{
    // Store-and-forward hops are found from a message's place in the timeline; a copy of a
    // message (auto instead of auto &) finds the same hops. Paths of 1 to 3 hops (each
    // message's hops apart) and of 2 hops each (found from the message's index).
    Problem problem(Operation::Broadcast, topo("linear:4"), 0, 0);
    for (const std::vector<TransferData> &transfers :
         {std::vector<TransferData>{xfer({0, 1, 2, 3}, {0, 1}), xfer({1, 2}, {2}), xfer({3, 2, 1}, {3})},
          std::vector<TransferData>{xfer({0, 1, 2}, {0, 1}), xfer({1, 2, 3}, {2}), xfer({3, 2, 1}, {3})}}) {
        const Schedule s = scheduleOf(problem, transfers);
        const Timeline tl = CostModel::timeline(problem.topology(), s, modelOf("sf,ports=1,noncombining"), unitCost());
        QCOMPARE(int(tl.messages(0).size()), 4);
        for (const Timeline::Message &m : tl.messages(0)) {
            const Timeline::Message copy = m;
            QCOMPARE(tl.hop(m, m.hopCount - 1).second, m.finish);
            QVERIFY(tl.hop(m, 0).first >= m.start + 1.0); // after its start-up
            for (int h = 0; h < m.hopCount; ++h)
                QVERIFY(tl.hop(copy, h) == tl.hop(m, h));
        }
    }
}

void TstTimeline::alikeRoundsKeptOnce_data()
{
    QTest::addColumn<QString>("algorithm");
    QTest::addColumn<QString>("topology");
    QTest::addColumn<QString>("model");
    QTest::addColumn<int>("stored"); ///< messages kept as records; -1: some, not all
    // A ring's and a shift's rounds: one message per transfer, all alike (kept once each).
    QTest::newRow("allgather-ring ring:16 natural") << "allgather-ring" << "ring:16" << "" << 0;
    QTest::newRow("allgather-ring ring:16 sf") << "allgather-ring" << "ring:16" << "sf,ports=1" << 0;
    QTest::newRow("shift-torus torus:4x4") << "shift-torus" << "torus:4x4" << "" << 0;
    QTest::newRow("pairwise hypercube:4 wh") << "alltoall-hypercube-pairwise" << "hypercube:4" << "wh,ports=1" << 0;
    // Noncombining: several messages per transfer, never kept as one.
    QTest::newRow("sex hypercube:3 sf,noncombining") << "alltoall-hypercube-sex" << "hypercube:3" << "sf,noncombining" << -1;
    // Contended: messages wait, unlike each other.
    QTest::newRow("direct exchange torus:4x4") << "alltoall-direct-exchange" << "torus:4x4" << "" << -1;
}

void TstTimeline::alikeRoundsKeptOnce()
{
    QFETCH(QString, algorithm);
    QFETCH(QString, topology);
    QFETCH(QString, model);
    QFETCH(int, stored);
    const RunResult r = runOne(algorithm, topology, model);
    QVERIFY2(r.ok, qPrintable(r.error));
    const Timeline &tl = *r.timeline;
    std::size_t transfers = 0;
    for (const Round &round : r.schedule->rounds)
        transfers += round.transfers.size();
    QVERIFY(tl.messageCount() >= transfers);
    if (stored >= 0)
        QCOMPARE(tl.storedMessageCount(), std::size_t(stored));
    else
        QVERIFY(tl.storedMessageCount() > 0 && tl.storedMessageCount() <= tl.messageCount());
    const QString differ = differences(tl, recordsTimeline(r), *r.schedule);
    QVERIFY2(differ.isEmpty(), qPrintable(differ));
}

void TstTimeline::alikeMessagesHaveTheSameHops()
{
    // Two store-and-forward messages of two hops with the same start and finish, one waiting
    // at its middle node and one not: their round is kept as records, and each reads back
    // its own hops. The next round's two messages are alike in everything: kept once.
    Timeline tl(Switching::StoreAndForward);
    tl.beginRound();
    for (int t = 0; t < 2; ++t) {
        Timeline::MessageData &m = tl.addMessage(2);
        m.transfer = t;
        m.packetCount = 1;
        m.hopCount = 2;
        m.start = 0.0;
        m.finish = 4.0;
        tl.addHop(1.0 + t, 2.0 + t, false);
        tl.addHop(3.0, 4.0, true);
    }
    tl.endRound(4.0);
    QCOMPARE(tl.storedMessageCount(), std::size_t(2));
    tl.beginRound();
    for (int t = 0; t < 2; ++t)
        tl.addOneHop(t, 1, 0.0, 1.0, 2.0);
    tl.endRound(2.0);
    QCOMPARE(tl.storedMessageCount(), std::size_t(2));
    QCOMPARE(tl.messageCount(), std::size_t(4));
    for (int t = 0; t < 2; ++t) {
        const Timeline::Message m = tl.messages(0)[std::size_t(t)];
        QCOMPARE(tl.hop(m, 0), std::make_pair(1.0 + t, 2.0 + t));
        QCOMPARE(tl.hop(m, 1), std::make_pair(3.0, 4.0));
        const Timeline::Message one = tl.messagesOf(1, t)[0];
        QCOMPARE(one.transfer, t);
        QCOMPARE(tl.hop(one, 0), std::make_pair(1.0, 2.0));
    }
    QVERIFY(tl.messagesOf(1, 2).empty());
    QCOMPARE(tl.totalTime(), 6.0);

    // Another timeline's message, at a place whose message here is another one: found by its
    // data (transfer 1's hops here), not by its place (transfer 0's).
    Timeline other(Switching::StoreAndForward);
    other.beginRound();
    Timeline::MessageData &m = other.addMessage(2);
    m.transfer = 1;
    m.packetCount = 1;
    m.hopCount = 2;
    m.finish = 4.0;
    other.addHop(7.0, 8.0, false);
    other.addHop(9.0, 4.0, true);
    other.endRound(4.0);
    const Timeline::Message foreign = other.messages(0)[0];
    QCOMPARE(foreign.index, 0);
    QCOMPARE(tl.hop(foreign, 0), std::make_pair(2.0, 3.0));
}

void TstTimeline::messagesAddedWholeReadBack_data()
{
    QTest::addColumn<bool>("worm");
    QTest::addColumn<QString>("differs"); ///< the field of message `at` that differs from the others'
    QTest::addColumn<int>("at");
    QTest::addColumn<bool>("keptOnce");
    for (const bool worm : {false, true}) {
        const QLatin1String kind(worm ? "wh" : "sf");
        QTest::newRow(qPrintable(QStringLiteral("%1 all alike").arg(kind))) << worm << "none" << -1 << true;
        QTest::newRow(qPrintable(QStringLiteral("%1 first of another transfer").arg(kind))) << worm << "transfer" << 0 << false;
        QTest::newRow(qPrintable(QStringLiteral("%1 third of another transfer").arg(kind))) << worm << "transfer" << 2 << false;
        QTest::newRow(qPrintable(QStringLiteral("%1 second has two packets").arg(kind))) << worm << "packets" << 1 << false;
        QTest::newRow(qPrintable(QStringLiteral("%1 last starts at -0").arg(kind))) << worm << "start" << 4 << false;
        QTest::newRow(qPrintable(QStringLiteral("%1 fourth finishes later").arg(kind))) << worm << "finish" << 3 << false;
    }
    QTest::newRow("sf second enters later") << false << "enter" << 1 << false;
    QTest::newRow("wh second has two hops") << true << "hops" << 1 << false;
}

void TstTimeline::messagesAddedWholeReadBack()
{
    // Five messages added whole (addOneHop, addWorm), as the fast ways add them: alike ones are
    // counted, not stored, until one differs; then every message is stored as it was added.
    // Either way each reads back what was added.
    QFETCH(bool, worm);
    QFETCH(QString, differs);
    QFETCH(int, at);
    QFETCH(bool, keptOnce);
    struct Added
    {
        int transfer;
        int packets = 1;
        int hops = 1;
        double start = 0.0;
        double enter = 1.0;
        double finish = 2.0;
    };
    std::vector<Added> added;
    for (int k = 0; k < 5; ++k) {
        Added a{k};
        if (worm)
            a.finish = 3.0;
        if (k == at) {
            if (differs == QLatin1String("transfer"))
                a.transfer = k + 10;
            else if (differs == QLatin1String("packets"))
                a.packets = 2;
            else if (differs == QLatin1String("start"))
                a.start = -0.0;
            else if (differs == QLatin1String("finish"))
                a.finish += 1.0;
            else if (differs == QLatin1String("enter"))
                a.enter = 1.5;
            else if (differs == QLatin1String("hops"))
                a.hops = 2;
        }
        added.push_back(a);
    }
    Timeline tl(worm ? Switching::Wormhole : Switching::StoreAndForward);
    tl.beginRound();
    for (const Added &a : added) {
        if (worm)
            tl.addWorm(a.transfer, a.packets, a.hops, a.start, a.finish);
        else
            tl.addOneHop(a.transfer, a.packets, a.start, a.enter, a.finish);
    }
    tl.endRound(4.0);
    QCOMPARE(tl.messageCount(), added.size());
    QCOMPARE(tl.storedMessageCount(), keptOnce ? std::size_t(0) : added.size());
    const auto bits = [](double d) {
        std::uint64_t u;
        std::memcpy(&u, &d, sizeof u);
        return u;
    };
    for (std::size_t k = 0; k < added.size(); ++k) {
        const Timeline::Message m = tl.messages(0)[k];
        const Added &a = added[k];
        QCOMPARE(m.transfer, a.transfer);
        QCOMPARE(m.firstPacket, 0);
        QCOMPARE(m.packetCount, a.packets);
        QCOMPARE(m.hopCount, a.hops);
        QCOMPARE(bits(m.start), bits(a.start));
        QCOMPARE(bits(m.finish), bits(a.finish));
        const std::pair<double, double> hop = tl.hop(m, 0);
        QCOMPARE(hop.first, worm ? a.start : a.enter);
        QCOMPARE(hop.second, a.finish); // one hop, or a worm's: the message's finish
    }
    QCOMPARE(tl.totalTime(), 4.0);
}

void TstTimeline::messageFilledInPlaceAfterAlikeOnes_data()
{
    QTest::addColumn<double>("finish"); ///< of the message filled in place
    QTest::addColumn<bool>("keptOnce");
    QTest::newRow("alike too") << 2.0 << true;
    QTest::newRow("finishes later") << 3.0 << false;
}

void TstTimeline::messageFilledInPlaceAfterAlikeOnes()
{
    // Three alike messages added whole (counted, not stored), then one through the general
    // way (addMessage, filled in place): the pending ones are stored, and the round's end
    // decides from the records, as for any round filled in place.
    QFETCH(double, finish);
    QFETCH(bool, keptOnce);
    Timeline tl(Switching::StoreAndForward);
    tl.beginRound();
    for (int t = 0; t < 3; ++t)
        tl.addOneHop(t, 1, 0.0, 1.0, 2.0);
    Timeline::MessageData &m = tl.addMessage(1);
    m.transfer = 3;
    m.packetCount = 1;
    m.hopCount = 1;
    m.finish = finish;
    tl.addHop(1.0, finish, true);
    tl.endRound(finish);
    QCOMPARE(tl.messageCount(), std::size_t(4));
    QCOMPARE(tl.storedMessageCount(), keptOnce ? std::size_t(0) : std::size_t(4));
    for (int t = 0; t < 4; ++t) {
        const Timeline::Message read = tl.messages(0)[std::size_t(t)];
        const double f = t == 3 ? finish : 2.0;
        QCOMPARE(read.transfer, t);
        QCOMPARE(read.start, 0.0);
        QCOMPARE(read.finish, f);
        QCOMPARE(tl.hop(read, 0), std::make_pair(1.0, f));
    }
}

void TstTimeline::wormsTakeTurns()
{
    // Wormhole, one port: after a contended round the cost model times rounds in turns (every
    // message lasts the same d, so every claim is a turn [T_k, T_k + d), T_{k+1} = T_k + d),
    // and gives a round back to the general way when a message lasts otherwise or a resource
    // would need more turns than it keeps. Every way gives the same times, the turns' sums
    // bit for bit (d = 0.4 makes k d and T_k differ).
    const TopologyPtr t = topo("ring:8");
    Schedule s;
    addPackets(s, 60, [](int) { return -1; }, [](int k) { return k == 59 ? 2.0 : 1.0; });
    Round contended; // 0 sends twice: its port takes turns
    contended.transfers = {xfer({0, 1}, {0}), xfer({0, 7}, {1})};
    Round many; // 50 messages through node 0's one port: more turns than a word keeps
    for (int k = 0; k < 50; ++k)
        many.transfers.push_back(xfer({0, 1}, {k}));
    Round chain; // 0->2 and 1->3 share channel 1->2; 2->4 is free at once
    chain.transfers = {xfer({0, 1, 2}, {0}), xfer({1, 2, 3}, {1}), xfer({2, 3, 4}, {2})};
    Round ten; // ten through node 0's port, in turns
    for (int k = 0; k < 10; ++k)
        ten.transfers.push_back(xfer({0, 7}, {k}));
    Round intoOne; // two senders, one receiver (its one port), paths apart
    intoOne.transfers = {xfer({1, 0}, {5}), xfer({7, 0}, {6})};
    Round sizes; // a message of twice the words: durations differ
    sizes.transfers = {xfer({0, 1}, {3}), xfer({0, 1}, {59}), xfer({4, 5}, {4})};
    s.rounds = {contended, many, chain, ten, intoOne, sizes, chain};
    CostParams cost = unitCost();
    cost.ts = 0.1;
    cost.tw = 0.3;
    const Timeline tl = CostModel::timeline(*t, s, modelOf("wh,ports=1"), cost);
    QCOMPARE(tl.roundCount(), 7);
    const double d = 0.1 + 0.3; // t_s + t_w m, one packet
    std::vector<double> turn{0.0};
    for (int k = 0; k < 50; ++k)
        turn.push_back(turn.back() + d);
    QVERIFY(turn[6] != 6 * d); // the sums are not the products (from the sixth turn on, mostly)
    auto starts = [&](int round) {
        std::vector<double> v;
        for (const Timeline::Message &m : tl.messages(round))
            v.push_back(m.start);
        return v;
    };
    auto finishesAfter = [&](int round) {
        for (const Timeline::Message &m : tl.messages(round))
            if (m.finish != m.start + (m.transfer == 1 && round == 5 ? 0.1 + 0.6 : d))
                return false;
        return true;
    };
    QCOMPARE(starts(0), (std::vector<double>{0.0, turn[1]}));
    QCOMPARE(starts(1), std::vector<double>(turn.begin(), turn.end() - 1));
    QCOMPARE(tl.roundTime(1), turn[50]);
    QCOMPARE(starts(2), (std::vector<double>{0.0, turn[1], 0.0}));
    QCOMPARE(tl.roundTime(2), turn[2]);
    QCOMPARE(starts(3), std::vector<double>(turn.begin(), turn.begin() + 10));
    QCOMPARE(tl.roundTime(3), turn[10]);
    QCOMPARE(starts(4), (std::vector<double>{0.0, d}));
    QCOMPARE(starts(5), (std::vector<double>{0.0, d, 0.0}));
    QCOMPARE(tl.roundTime(5), d + (0.1 + 0.6));
    QCOMPARE(starts(6), starts(2));
    for (int r = 0; r < 7; ++r)
        QVERIFY2(finishesAfter(r), qPrintable(QStringLiteral("round %1").arg(r)));
}

void TstTimeline::roundsOfOneShapeTimedOnce_data()
{
    QTest::addColumn<QString>("sizes");  ///< uniform, growing (round r's packets weigh r + 1), or a bad id
    QTest::addColumn<QString>("model");
    QTest::addColumn<int>("stored");     ///< messages kept as records
    for (const char *model : {"wh,ports=1", "sf,ports=1", "sf,ports=1,noncombining"}) {
        const int perRound = QByteArray(model).contains("noncombining") ? 4 : 3;
        QTest::newRow(qPrintable(QStringLiteral("one size, %1").arg(QLatin1String(model))))
            << "uniform" << model << perRound;
        QTest::newRow(qPrintable(QStringLiteral("growing sizes, %1").arg(QLatin1String(model))))
            << "growing" << model << 3 * perRound;
        QTest::newRow(qPrintable(QStringLiteral("a bad id, %1").arg(QLatin1String(model))))
            << "bad id" << model << 3 * perRound;
    }
}

void TstTimeline::roundsOfOneShapeTimedOnce()
{
    // Three rounds of one shape (node 0 sends three messages, to 1, to 1 and to 7: they wait
    // for its port, so every round is kept in records). With all packets of one size the
    // later rounds travel as the first and share its records; with sizes that differ, or an
    // id outside the packet table (which weighs nothing), each round is timed on its own.
    QFETCH(QString, sizes);
    QFETCH(QString, model);
    QFETCH(int, stored);
    const TopologyPtr t = topo("ring:8");
    Schedule s;
    addPackets(s, 12, [](int) { return -1; },
               [&](int k) { return sizes == QLatin1String("growing") ? 1.0 + k / 4 : 1.0; });
    for (int r = 0; r < 3; ++r) {
        const int first = 4 * r;
        Round round;
        round.transfers = {xfer({0, 1}, {first}), xfer({0, 1}, {first + 1}),
                           xfer({0, 7}, {first + 2, r == 1 && sizes == QLatin1String("bad id") ? 99 : first + 3})};
        s.rounds.push_back(round);
    }
    CostParams cost = unitCost();
    cost.ts = 1.5;
    const Timeline tl = CostModel::timeline(*t, s, modelOf(qPrintable(model)), cost);
    QCOMPARE(tl.roundCount(), 3);
    QCOMPARE(tl.storedMessageCount(), std::size_t(stored));
    if (sizes == QLatin1String("uniform")) {
        QCOMPARE(tl.roundTime(1), tl.roundTime(0));
        QCOMPARE(tl.roundTime(2), tl.roundTime(0));
    } else if (sizes == QLatin1String("growing")) {
        QVERIFY(tl.roundTime(1) > tl.roundTime(0));
        QVERIFY(tl.roundTime(2) > tl.roundTime(1));
    } else
        QVERIFY(tl.roundTime(1) < tl.roundTime(0)); // the bad id weighs nothing
    // Read as the same timeline with every round timed and kept on its own.
    qputenv("COLLVIZ_TIMELINE_RECORDS", "1");
    const Timeline records = CostModel::timeline(*t, s, modelOf(qPrintable(model)), cost);
    qunsetenv("COLLVIZ_TIMELINE_RECORDS");
    QCOMPARE(records.storedMessageCount(), records.messageCount());
    const QString differ = differences(tl, records, s);
    QVERIFY2(differ.isEmpty(), qPrintable(differ));
}

void TstTimeline::largeNetworkSameTimeline()
{
    // The same contended transfers among nodes 0-7, on hypercube:3 and inside hypercube:14
    // (e-cube routes stay in the subcube): the same timeline, to the bit. On the large
    // network the busy tables keep only the channels and port lanes a round touches (229,376
    // channels; 16,384 x 12 port lanes), on the small one a table of every channel and lane.
    const TopologyPtr small = topo("hypercube:3");
    const TopologyPtr large = topo("hypercube:14");
    Schedule s;
    addPackets(s, 16, [](int k) { return k % 8; }, [](int k) { return k % 3 == 0 ? 2.0 : 1.0; });
    for (int r = 0; r < 3; ++r) {
        Round round;
        for (int a = 0; a < 8; ++a)
            for (int b = 0; b < 8; ++b)
                if (a != b && (a + b + r) % 3 != 0) {
                    TransferData t = xfer(small->route(a, b), {a, 8 + b});
                    QCOMPARE(large->route(a, b), t.path);
                    round.transfers.push_back(t);
                }
        // 16 messages from node 0 when noncombining: more than 12 ports.
        std::vector<int> all(16);
        std::iota(all.begin(), all.end(), 0);
        round.transfers.push_back(xfer(small->route(0, 7), all));
        s.rounds.push_back(round);
    }
    // A long start-up: store-and-forward messages queued on one channel hold their sender's
    // port lanes over overlapping start-ups, more than 12 at once.
    CostParams cost = unitCost();
    cost.ts = 20;
    cost.th = 0.25;
    for (const char *spec : {"wh,ports=1", "wh,ports=2,noncombining", "wh,ports=12,noncombining,duplex=half",
                             "wh,ports=all", "sf,ports=1,noncombining", "sf,ports=3,duplex=half", "sf,ports=12,noncombining"}) {
        const Timeline a = CostModel::timeline(*small, s, modelOf(spec), cost);
        const Timeline b = CostModel::timeline(*large, s, modelOf(spec), cost);
        QCOMPARE(b.roundCount(), a.roundCount());
        QVERIFY2(b.totalTime() == a.totalTime(), spec);
        bool waited = false;
        for (int r = 0; r < a.roundCount(); ++r) {
            const auto ma = a.messages(r);
            const auto mb = b.messages(r);
            QCOMPARE(mb.size(), ma.size());
            for (std::size_t i = 0; i < ma.size(); ++i) {
                QCOMPARE(mb[i].transfer, ma[i].transfer);
                QCOMPARE(mb[i].firstPacket, ma[i].firstPacket);
                QVERIFY2(mb[i].start == ma[i].start && mb[i].finish == ma[i].finish, spec);
                for (int h = 0; h < ma[i].hopCount; ++h)
                    QVERIFY2(b.hop(mb[i], h) == a.hop(ma[i], h), spec);
                waited = waited || ma[i].start > 0;
            }
        }
        QVERIFY2(waited, spec); // contended: some message waited for a channel or port
    }
}

void TstTimeline::roundStampsWrap()
{
    // The busy tables tell this round's lanes from older ones by a 2-byte round stamp, reset
    // when the counter wraps. Channel 0->1 (and node 0's port) is used in round 0 and then
    // only in rounds 65,535-65,537, the first after the wrap: a stamp of round 0 left standing
    // would show it busy there and delay its message.
    const TopologyPtr ring = topo("ring:4");
    Schedule s;
    addPackets(s, 2, [](int k) { return 2 * k; }, [](int) { return 1.0; });
    const int rounds = 65540;
    auto usesFirst = [](int r) { return r == 0 || (r >= 65535 && r <= 65537); };
    s.rounds.resize(std::size_t(rounds));
    for (int r = 0; r < rounds; ++r) {
        if (usesFirst(r))
            s.rounds[std::size_t(r)].transfers.push_back(xfer({0, 1}, {0}));
        s.rounds[std::size_t(r)].transfers.push_back(xfer({2, 3}, {1}));
    }
    for (const char *spec : {"wh,ports=1", "sf,ports=1", "wh,ports=all", "sf,ports=all,duplex=half"}) {
        const Timeline tl = CostModel::timeline(*ring, s, modelOf(spec), unitCost());
        QCOMPARE(tl.roundCount(), rounds);
        const double one = tl.roundTime(1); // one message alone
        QVERIFY(one > 0);
        for (int r = 0; r < rounds; ++r) {
            const auto messages = tl.messages(r);
            QCOMPARE(int(messages.size()), usesFirst(r) ? 2 : 1);
            for (const Timeline::Message &m : messages)
                if (m.start != 0.0 || m.finish != one)
                    QFAIL(qPrintable(QStringLiteral("%1: round %2's message waits (%3..%4)")
                                         .arg(QLatin1String(spec)).arg(r).arg(m.start).arg(m.finish)));
        }
    }
}

void TstTimeline::oneHopRoundKeepsClaimsAside_data()
{
    QTest::addColumn<QString>("topology");
    QTest::addColumn<QString>("model");
    QTest::addColumn<double>("reverseStart"); ///< where 3->1 starts
    QTest::addColumn<int>("crossing");        ///< the message that crosses 1->3 after it
    QTest::addColumn<int>("hop");             ///< its hop over 1->3
    QTest::addColumn<double>("enter");        ///< where that hop enters
    // Taken: one port or two, full duplex, the channels found through an index (hypercube:14)
    // or a hash table (hypercube:16).
    QTest::newRow("hypercube:16 wh,ports=1") << "hypercube:16" << "wh,ports=1" << 0.0 << 4 << 1 << 2.0;
    QTest::newRow("hypercube:14 wh,ports=2,noncombining")
        << "hypercube:14" << "wh,ports=2,noncombining" << 0.0 << 4 << 1 << 2.0;
    QTest::newRow("hypercube:16 sf,ports=2") << "hypercube:16" << "sf,ports=2" << 0.0 << 6 << 0 << 3.0;
    // Refused: in half duplex (1->3 and 3->1 share a link: 3->1 waits), all-port, and where the
    // channels are a table of their own (hypercube:3).
    QTest::newRow("hypercube:16 wh,ports=1,duplex=half")
        << "hypercube:16" << "wh,ports=1,duplex=half" << 2.0 << 4 << 1 << 4.0;
    QTest::newRow("hypercube:14 sf,ports=all") << "hypercube:14" << "sf,ports=all" << 0.0 << 6 << 0 << 3.0;
    QTest::newRow("hypercube:3 wh,ports=1") << "hypercube:3" << "wh,ports=1" << 0.0 << 4 << 1 << 2.0;
}

void TstTimeline::oneHopRoundKeepsClaimsAside()
{
    // A round that begins with one-hop messages to receivers whose ports are empty takes them
    // without asking or writing their channels, and claims them only when a message needs
    // the tables (FastWays::oneHopsClaimedLater). Round 0 begins with 1->3, 3->1 and 4->5; then 7->3
    // finds its receiver's port taken (it waits under one port), 0 1 3 7 crosses 1->3, 4->5
    // again finds its ports taken, and 1 3 7 crosses 1->3 too.
    // Round 1 is the same after a transfer from a node to itself (which claims nothing), so
    // that the ways that ask the tables take every message: the same times, to the bit. Unit
    // costs: a worm of one packet lasts 2, a store-and-forward hop 1 after t_s = 1.
    QFETCH(QString, topology);
    QFETCH(QString, model);
    QFETCH(double, reverseStart);
    QFETCH(int, crossing);
    QFETCH(int, hop);
    QFETCH(double, enter);
    const TopologyPtr network = topo(qPrintable(topology));
    Schedule s;
    addPackets(s, 2, [](int k) { return k; }, [](int) { return 1.0; });
    const std::vector<TransferData> transfers = {xfer({1, 3}, {0}), xfer({3, 1}, {1}), xfer({4, 5}, {0}),
                                                 xfer({7, 3}, {1}), xfer({0, 1, 3, 7}, {0}),
                                                 xfer({4, 5}, {1}), xfer({1, 3, 7}, {1})};
    for (const TransferData &t : transfers)
        if (t.path.size() > 2)
            QCOMPARE(network->route(t.src, t.dst), t.path);
    Round first;
    Round second;
    second.transfers.push_back(xfer({2, 2}, {0}));
    for (const TransferData &t : transfers) {
        first.transfers.push_back(t);
        second.transfers.push_back(t);
    }
    s.rounds = {first, second};
    const Timeline tl = CostModel::timeline(*network, s, modelOf(qPrintable(model)), unitCost());
    const auto a = tl.messages(0);
    const auto b = tl.messages(1);
    QCOMPARE(int(a.size()), 7);
    QCOMPARE(int(b.size()), 7);
    for (std::size_t i = 0; i < a.size(); ++i) {
        QCOMPARE(b[i].transfer, a[i].transfer + 1);
        QVERIFY2(a[i].start == b[i].start && a[i].finish == b[i].finish, qPrintable(QString::number(i)));
        for (int h = 0; h < a[i].hopCount; ++h)
            QVERIFY(tl.hop(a[i], h) == tl.hop(b[i], h));
    }
    QCOMPARE(tl.roundTime(0), tl.roundTime(1));
    QCOMPARE(a[0].start, 0.0);
    QCOMPARE(a[2].start, 0.0);
    QCOMPARE(a[1].start, reverseStart);
    // The channel 1->3 claimed aside holds back the message that crosses it.
    QCOMPARE(tl.hop(a[std::size_t(crossing)], hop).first, enter);
}

void TstTimeline::exchangeRoundTimedAsThePortsTimeIt_data()
{
    QTest::addColumn<QString>("shape");
    QTest::addColumn<QString>("model");
    QTest::addColumn<int>("sizes"); ///< 0: 1, 2, 3 words by turns of five; 1: all 1 word; 2: free (t_s = t_w = t_h = 0: every message lasts 0 and claims nothing)
    const char *const shapes[] = {"exchange", "cycles", "exchange, then a second receive",
                                  "exchange, then a second send", "exchange, then a stretch"};
    const char *const models[] = {"wh,ports=1", "wh,ports=2,noncombining", "sf,ports=1", "sf,ports=2",
                                  "wh,ports=1,duplex=half", "sf,ports=all"};
    // (The last two models never take that way: it needs ports and full duplex.)
    for (const char *shape : shapes)
        for (const char *model : models)
            for (const int sizes : {0, 1, 2})
                QTest::addRow("%s, %s, %s", shape, model, sizes == 0 ? "three sizes" : sizes == 1 ? "one size" : "free")
                    << QString::fromLatin1(shape) << QString::fromLatin1(model) << sizes;
}

void TstTimeline::exchangeRoundTimedAsThePortsTimeIt()
{
    // A round whose transfers begin as one from each processor in turn, each to a processor no
    // earlier one went to (FastWays::oneHopsClaimedLater's first messages: a dimension exchange, cycles
    // of neighbours), is timed without asking or stamping the ports while that lasts. Round 1
    // is round 0 after a transfer from a node to itself, which the ways that ask the tables
    // take from the start: the same times, to the bit. On hypercube:14 (ports in tables of one
    // slot per lane), packets of three sizes in runs of five, or one size (a round of alike
    // messages, kept as one), or free messages; in the exchange of dimension 3, a processor
    // sending to a receiver already taken instead (it waits under one port), or a second send
    // of processor 0, or a two-hop path over a channel the exchange used.
    QFETCH(QString, shape);
    QFETCH(QString, model);
    QFETCH(int, sizes);
    const bool free = sizes == 2;
    const TopologyPtr network = topo("hypercube:14");
    const int p = network->processorCount();
    Schedule s;
    addPackets(s, p, [](int k) { return k; }, [&](int k) { return sizes == 0 ? 1.0 + (k / 5) % 3 : 1.0; });
    Round first;
    for (int v = 0; v < p; ++v) {
        // cycles: 0 -> 1 -> 3 -> 2 -> 0 in each group of four
        const int low = v & 3;
        int next = shape == QLatin1String("cycles") ? (v & ~3) | (low == 0 ? 1 : low == 1 ? 3 : low == 3 ? 2 : 0)
                                                    : v ^ 8;
        if (v == p / 2 && shape.endsWith(QLatin1String("second receive")))
            next = 0; // a neighbour, which 8 sent to
        first.transfers.push_back(xfer({v, next}, {v}));
        if (v == 0 && shape.endsWith(QLatin1String("second send")))
            first.transfers.push_back(xfer({0, 1}, {0}));
        if (v == p / 2 && shape.endsWith(QLatin1String("stretch")))
            first.transfers.push_back(xfer({4, 12, 13}, {4}));
    }
    Round second;
    second.transfers.push_back(xfer({2, 2}, {0}));
    for (std::size_t i = 0; i < first.transfers.size(); ++i) {
        const Transfer t = first.transfers[i];
        second.transfers.add(t.src, t.dst, t.path, t.packets);
    }
    s.rounds = {first, second};
    CostParams cost = unitCost();
    if (free)
        cost.ts = cost.tw = cost.th = 0.0;
    const Timeline tl = CostModel::timeline(*network, s, modelOf(qPrintable(model)), cost);
    const auto a = tl.messages(0);
    const auto b = tl.messages(1);
    QCOMPARE(a.size(), b.size());
    QVERIFY(a.size() >= std::size_t(p));
    for (std::size_t i = 0; i < a.size(); ++i) {
        QCOMPARE(b[i].transfer, a[i].transfer + 1);
        QVERIFY2(a[i].start == b[i].start && a[i].finish == b[i].finish, qPrintable(QString::number(i)));
        QCOMPARE(a[i].hopCount, b[i].hopCount);
        for (int h = 0; h < a[i].hopCount; ++h)
            QVERIFY(tl.hop(a[i], h) == tl.hop(b[i], h));
    }
    QCOMPARE(tl.roundTime(0), tl.roundTime(1));
    if (free) {
        QCOMPARE(tl.roundTime(0), 0.0);
        return;
    }
    // The later messages wait where they must.
    if (sizes == 0)
        QVERIFY(a[0].finish != a[10].finish);
    if (shape.endsWith(QLatin1String("second receive")) && model.contains(QLatin1String("ports=1"))
        && !model.contains(QLatin1String("half")))
        QVERIFY(a[std::size_t(p / 2)].start > 0);
    if (shape.endsWith(QLatin1String("second send")) && model.contains(QLatin1String("ports=1"))
        && !model.contains(QLatin1String("half")))
        QVERIFY(a[1].start > 0);
}

void TstTimeline::registrySweep_data()
{
    QTest::addColumn<QString>("algorithm");
    QTest::addColumn<QString>("topology");
    QTest::addColumn<QString>("model");
    for (const auto &alg : AlgorithmRegistry::instance().all()) {
        for (const char *spec : tests::kSweepTopologies) {
            QString error;
            const auto t = Topology::create(QString::fromLatin1(spec), &error);
            RunParams params;
            params.shift = 1;
            if (!alg->supports(*t, params, nullptr))
                continue;
            for (const char *model : kModels)
                QTest::addRow("%s %s %s", qPrintable(alg->id()), spec, *model ? model : "natural")
                    << alg->id() << QString::fromLatin1(spec) << QString::fromLatin1(model);
        }
    }
}

void TstTimeline::registrySweep()
{
    QFETCH(QString, algorithm);
    QFETCH(QString, topology);
    QFETCH(QString, model);
    CostParams c;
    c.m = 2;
    c.ts = 1.5;
    c.tw = 0.5;
    c.th = 0.25;
    c.tc = 0.75;
    const RunResult r = runOne(algorithm, topology, model, c);
    QVERIFY2(r.ok, qPrintable(r.error));
    QVERIFY(r.timeline);
    const QString why = replay(r);
    QVERIFY2(why.isEmpty(), qPrintable(why));
    // Rounds of alike messages kept as one read back as every message kept apart.
    const Timeline records = recordsTimeline(r);
    QCOMPARE(records.storedMessageCount(), records.messageCount());
    const QString differ = differences(*r.timeline, records, *r.schedule);
    QVERIFY2(differ.isEmpty(), qPrintable(differ));
    // Where nothing contends and the ports suffice, the timeline changes nothing: every
    // message starts at once, and the round lasts as long as its longest message.
    if (model.isEmpty()) {
        for (int ri = 0; ri < r.timeline->roundCount(); ++ri)
            if (r.simulation.rounds[std::size_t(ri)].maxLinkLoad <= 1)
                for (const auto &m : r.timeline->messages(ri))
                    QVERIFY2(m.start == 0.0, "a message of a contention-free round waits");
    }
}

void TstTimeline::checkedRoundsTimedAsUnchecked_data()
{
    // One hand-made round on mesh:3x3 (0 1 2 / 3 4 5 / 6 7 8) and a clean round after it. The
    // check marks a round whose messages have their channels and ports to themselves, and the
    // timeline times those without looking for contention (Simulator::run and the engine give
    // it what the check found). `alone`: the round's mark under each model below, in order
    // (with two ports the timeline leaves the marks alone and times the round as before).
    QTest::addColumn<std::vector<TransferData>>("round");
    QTest::addColumn<QString>("alone");
    QTest::newRow("apart") << std::vector<TransferData>{xfer({0, 1}, {1}), xfer({3, 4, 5}, {5}), xfer({8, 7}, {7})}
                           << QStringLiteral("111111");
    QTest::newRow("a channel twice") << std::vector<TransferData>{xfer({0, 1, 2}, {2}), xfer({1, 2}, {1})}
                                     << QStringLiteral("000000");
    QTest::newRow("both ways over a link") << std::vector<TransferData>{xfer({0, 1}, {1}), xfer({1, 0}, {0})}
                                           << QStringLiteral("101101");
    QTest::newRow("two sends from a node") << std::vector<TransferData>{xfer({0, 1}, {1}), xfer({0, 3}, {3})}
                                           << QStringLiteral("000111");
    QTest::newRow("two receives at a node") << std::vector<TransferData>{xfer({3, 4}, {4}), xfer({1, 4}, {1})}
                                            << QStringLiteral("000111");
    QTest::newRow("not a walk") << std::vector<TransferData>{xfer({0, 4}, {4}), xfer({1, 2}, {2})}
                                << QStringLiteral("000000");
    QTest::newRow("to itself") << std::vector<TransferData>{xfer({2, 2}, {2}), xfer({0, 1}, {1})}
                               << QStringLiteral("000000");
    QTest::newRow("path from elsewhere") << std::vector<TransferData>{xfer({0, 1}, {1}), TransferData{3, 5, {4, 5}, {5}, {}}}
                                         << QStringLiteral("000000");
    QTest::newRow("two packets in a message") << std::vector<TransferData>{xfer({0, 1}, {1, 2}), xfer({6, 7}, {7})}
                                              << QStringLiteral("110111");
    QTest::newRow("nothing") << std::vector<TransferData>{} << QStringLiteral("111111");
    // Packet 2 is of 2 words and packet 8 of 3, the others of 1: messages in a row alike but
    // for their words, or for their packets (the same words), are not one run.
    QTest::newRow("unequal words in a row")
        << std::vector<TransferData>{xfer({0, 1}, {1}), xfer({7, 8}, {8}), xfer({3, 4}, {4}), xfer({5, 2}, {2})}
        << QStringLiteral("111111");
    QTest::newRow("the same words, more packets")
        << std::vector<TransferData>{xfer({1, 2}, {2}), xfer({3, 4}, {4, 5}), xfer({6, 7}, {7})}
        << QStringLiteral("110111");
}

void TstTimeline::checkedRoundsTimedAsUnchecked()
{
    QFETCH(std::vector<TransferData>, round);
    QFETCH(QString, alone);
    // The marks do not depend on the switching: the store-and-forward models read the
    // columns of their wormhole twins.
    const char *const models[] = {"wh", "wh,duplex=half", "wh,noncombining", "wh,ports=all", "wh,ports=all,duplex=half",
                                  "wh,ports=2", "sf", "sf,duplex=half", "sf,ports=all"};
    const int column[] = {0, 1, 2, 3, 4, 5, 0, 1, 3};
    Problem problem(Operation::Scatter, topo("mesh:3x3"), 0, 0);
    Schedule s = scheduleOf(problem, round);
    for (int k : {2, 8}) {
        Packet packet = s.packets[std::size_t(k)];
        packet.size = k == 2 ? 2.0 : 3.0;
        s.packets.set(std::size_t(k), packet);
    }
    s.rounds.resize(2);
    s.rounds[1].transfers = TransferList(std::vector<TransferData>{xfer({0, 1, 2}, {2}), xfer({8, 5}, {5})});
    // Usual costs, and messages of no time (t_s, t_w, t_h all -0: a worm finishes at 0, not -0).
    CostParams usual = unitCost();
    usual.m = 3;
    usual.th = 0.25;
    CostParams none = usual;
    none.ts = -0.0;
    none.tw = -0.0;
    none.th = -0.0;
    for (int i = 0; i < 18; ++i) {
        const CostParams cost = i < 9 ? usual : none;
        const CommModel model = modelOf(models[i % 9]);
        Timeline checkedTimeline;
        const SimulationResult r = Simulator::run(problem, s, model, cost, nullptr, {}, &checkedTimeline);
        TimingStatistics statistics;
        QVERIFY(differences(CostModel::timeline(problem.topology(), s, model, cost, nullptr, r.checkedRounds.get(), &statistics),
                            checkedTimeline, s)
                    .isEmpty());
        QCOMPARE(r.checkedRounds->alone.size(), std::size_t(2));
        QVERIFY2(r.checkedRounds->alone[0] == (alone[column[i % 9]] == QLatin1Char('1')), models[i % 9]);
        QVERIFY2(r.checkedRounds->alone[1], models[i % 9]);
        // The marked rounds were timed from the marks (not only to the same times), except
        // with two ports.
        const long marked = (r.checkedRounds->alone[0] ? 1 : 0) + 1;
        QCOMPARE(statistics.roundsTimedAlone, model.allPort() || model.ports == 1 ? int(marked) : 0);
        const Timeline plain = CostModel::timeline(problem.topology(), s, model, cost);
        const QString differ = differences(checkedTimeline, plain, s);
        QVERIFY2(differ.isEmpty(), qPrintable(QStringLiteral("%1: %2").arg(QLatin1String(models[i % 9]), differ)));
        // And where every message is kept as a record of its own (the tests' reference).
        qputenv("COLLVIZ_TIMELINE_RECORDS", "1");
        const Timeline markedRecords = CostModel::timeline(problem.topology(), s, model, cost, nullptr, r.checkedRounds.get());
        const Timeline plainRecords = CostModel::timeline(problem.topology(), s, model, cost);
        qunsetenv("COLLVIZ_TIMELINE_RECORDS");
        QCOMPARE(markedRecords.storedMessageCount(), markedRecords.messageCount());
        const QString recordsDiffer = differences(markedRecords, plainRecords, s);
        QVERIFY2(recordsDiffer.isEmpty(), qPrintable(recordsDiffer));
        // Under another model (the other duplex, ports or combining, or store-and-forward)
        // the marks are not the timeline's to use: the same times as without them.
        for (const char *otherSpec : {"wh", "wh,duplex=half", "wh,noncombining", "wh,ports=all",
                                      "wh,ports=all,duplex=half", "wh,ports=2", "sf", "sf,ports=all"}) {
            const CommModel other = modelOf(otherSpec);
            const Timeline withMarks = CostModel::timeline(problem.topology(), s, other, cost, nullptr, r.checkedRounds.get());
            const QString otherDiffer =
                differences(withMarks, CostModel::timeline(problem.topology(), s, other, cost), s);
            QVERIFY2(otherDiffer.isEmpty(), qPrintable(QStringLiteral("checked under %1, timed under %2: %3")
                                                           .arg(QLatin1String(models[i % 9]), QLatin1String(otherSpec), otherDiffer)));
        }
    }
}

void TstTimeline::recostKeepsTheSchedule()
{
    const RunResult base = runOne(QStringLiteral("alltoall-cartesian"), QStringLiteral("torus:4x4"), {});
    QVERIFY(base.ok);
    CostParams c = base.params.cost;
    c.tw = 3;
    const RunResult re = Engine::recost(base, c);
    QVERIFY(re.ok);
    // The same schedule object, a new timeline, and the numbers of a fresh run with t_w = 3.
    QCOMPARE(re.schedule.get(), base.schedule.get());
    QVERIFY(re.timeline.get() != base.timeline.get());
    const RunResult fresh = runOne(QStringLiteral("alltoall-cartesian"), QStringLiteral("torus:4x4"), {}, c);
    QCOMPARE(re.simulation.time, fresh.simulation.time);
    QVERIFY(re.simulation.time > base.simulation.time);
    QCOMPARE(re.formula->value, fresh.formula->value);
    QCOMPARE(re.lowerBound->value, fresh.lowerBound->value);
    QCOMPARE(re.params.cost.tw, 3.0);
    for (int ri = 0; ri < re.timeline->roundCount(); ++ri)
        QCOMPARE(re.simulation.rounds[std::size_t(ri)].time, fresh.simulation.rounds[std::size_t(ri)].time);
    QVERIFY(replay(re).isEmpty());
}

void TstTimeline::frameShowsTurnsTaken()
{
    // hypercube:3 standard exchange under sf,noncombining: in every round each node sends its
    // 4 packets for the other half to one neighbour, 4 messages on one channel that take turns
    // (2 each: the round lasts 8). Half-way through the round half of them have arrived.
    const RunResult r = runOne(QStringLiteral("alltoall-hypercube-sex"), QStringLiteral("hypercube:3"),
                               QStringLiteral("sf,noncombining"));
    QVERIFY(r.ok);
    QCOMPARE(r.simulation.rounds[0].maxLinkLoad, 4);
    QCOMPARE(r.timeline->roundTime(0), 8.0);
    const Frame frame = Frame::at(r, 0, 4.0);
    QCOMPARE(int(frame.messages.size()), 8 * 4);
    QCOMPARE(frame.arrived(), 8 * 2);
    // On the channel 0 -> 1 the four messages of node 0 take turns: at t = 5 the first two
    // have arrived, the third travels, the fourth waits at node 0.
    const Frame later = Frame::at(r, 0, 5.0);
    std::vector<FramePhase> phases;
    for (const FrameMessage &m : later.messages)
        if (r.schedule->rounds[0].transfers[std::size_t(m.transfer)].src == 0)
            phases.push_back(m.phase);
    QCOMPARE(int(phases.size()), 4);
    QCOMPARE(int(std::count(phases.begin(), phases.end(), FramePhase::Arrived)), 2);
    QCOMPARE(int(std::count(phases.begin(), phases.end(), FramePhase::Travelling)), 1);
    QCOMPARE(int(std::count(phases.begin(), phases.end(), FramePhase::Waiting)), 1);
}

QTEST_GUILESS_MAIN(TstTimeline)
#include "tst_timeline.moc"

// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The simulator on hand-written schedules: every rule it checks, and how it costs contention.

#include "core/algorithm.h"
#include "core/simulator.h"

#include <QRandomGenerator>
#include <QtTest>

#include <algorithm>
#include <functional>
#include <map>
#include <numeric>
#include <random>
#include <set>
#include <type_traits>

#include "tests/handmade.h"

using namespace collviz::core;

namespace {

using collviz::tests::topo;
using collviz::tests::unitCost;
using collviz::tests::xfer;

CommModel wh1() { return CommModel{}; } // wh, 1-port, full duplex, combining

bool hasViolation(const SimulationResult &r, ViolationKind kind)
{
    for (const Violation &v : r.violations)
        if (v.kind == kind)
            return true;
    return false;
}

/// Appends a combine with a chosen output (Schedule::addCombine makes a new packet) to a
/// round's combines, whether they are a vector of Combine or a flat CombineList.
template<typename List>
void appendCombine(List &combines, int node, const std::vector<int> &inputs, int output)
{
    if constexpr (std::is_same_v<List, std::vector<typename List::value_type>>)
        combines.push_back(typename List::value_type{node, inputs, output, false});
    else
        combines.add(node, IntSpan(inputs), output);
}


/// A schedule of partner exchanges of partial sums on `spec`: the library's allreduce or
/// prefix sum on a hypercube ("allreduce-hypercube", "prefix-sum-hypercube"), ("odd-even") two
/// rounds of a ring's neighbours adding what they exchange (0-1, 2-3, ..., then 1-2, ...), or
/// ("shift") one round of each processor sending to the next and adding what it receives, or
/// ("dimension 7") one round of a hypercube's exchange across dimension 7.
Schedule exchangeSchedule(const Problem &problem, const QString &algorithm)
{
    const bool shift = algorithm == QLatin1String("shift");
    const bool across = algorithm == QLatin1String("dimension 7");
    if (algorithm != QLatin1String("odd-even") && !shift && !across) {
        const auto alg = AlgorithmRegistry::instance().find(algorithm);
        if (!alg)
            return {};
        RunParams params;
        params.model = alg->naturalModel();
        return alg->build(problem, params);
    }
    Schedule s = problem.emptySchedule();
    const int p = problem.topology().processorCount();
    const std::size_t count = std::size_t(p);
    std::vector<int> have(count); // the partial sum each processor holds (its own at first)
    std::iota(have.begin(), have.end(), 0);
    for (int r = 0; r < (shift || across ? 1 : 2); ++r) {
        Round round;
        std::vector<int> to(count);   // where v sends
        std::vector<int> from(count); // and whose it receives
        for (int v = 0; v < p; ++v) {
            to[std::size_t(v)] = across                                  ? v ^ 128
                                 : shift || ((v - r) % 2 + 2) % 2 == 0 ? (v + 1) % p
                                                                       : (v + p - 1) % p;
            from[std::size_t(to[std::size_t(v)])] = v;
        }
        for (int v = 0; v < p; ++v)
            round.transfers.add(v, to[std::size_t(v)], IntSpan(std::vector<int>{v, to[std::size_t(v)]}),
                                IntSpan(std::vector<int>{have[std::size_t(v)]}));
        std::vector<int> next(count);
        for (int v = 0; v < p; ++v)
            next[std::size_t(v)] = s.addCombine(round, v, {have[std::size_t(v)], have[std::size_t(from[std::size_t(v)])]}, -1);
        have = next;
        s.rounds.push_back(std::move(round));
    }
    return s;
}

/// `s` with round `at` broken in way `how` (see exchangeRoundsAgreeWithTheGeneralLoop_data);
/// `aside` is a neighbour of processor 0 that is not its partner in that round, `far` a perfect
/// matching of processors that are not neighbours.
void breakExchange(Schedule &s, int at, int how, int aside, const std::function<int(int)> &far)
{
    Round &round = s.rounds[std::size_t(at)];
    const TransferList old = round.transfers;
    const CombineList oldCombines = round.combines;
    std::vector<TransferData> transfers;
    for (std::size_t i = 0; i < old.size(); ++i) {
        const Transfer t = old[i];
        transfers.push_back({t.src, t.dst, std::vector<int>(t.path.begin(), t.path.end()),
                             std::vector<int>(t.packets.begin(), t.packets.end()), t.tag});
    }
    struct C
    {
        int node;
        std::vector<int> inputs;
        int output;
        bool keep;
    };
    std::vector<C> combines;
    for (const Combine &c : oldCombines)
        combines.push_back({c.node, std::vector<int>(c.inputs.begin(), c.inputs.end()), c.output, c.keepInputs});
    const int last = int(transfers.size()) - 1;
    int resend = -1; // a packet the next round's first transfer sends instead of its own
    switch (how) {
    case 1: transfers[0].packets = transfers[1].packets; break;           // not held
    case 2: combines[0].inputs[0] = transfers[std::size_t(last)].packets[0]; break; // input not held
    case 3: combines[0].inputs = {combines[0].inputs[0], combines[0].inputs[0]}; break; // counted twice
    case 4: combines[0].output = combines[0].inputs[0]; break;            // an output held (an input)
    case 5: combines[std::size_t(last)].output = combines[0].output; break; // an output made twice
    case 6: combines[0].keep = true; break;                              // inputs kept: pairs stay
    case 7: {                                                            // an output added to again
        const int made = s.addCombine(round, combines[0].node, {combines[0].output}, -1);
        combines.insert(combines.begin() + 1, C{combines[0].node, {combines[0].output}, made, false});
        break;
    }
    case 8:                                                              // sent to another neighbour
        transfers[0].dst = aside;
        transfers[0].path = {0, aside};
        break;
    case 9: {                                                            // a packet that moves
        const int id = transfers[0].packets[0];
        Packet p = s.packets[std::size_t(id)];
        p.dest = transfers[0].dst;
        s.packets.set(std::size_t(id), p);
        break;
    }
    case 10: std::swap(combines.front(), combines.back()); break;         // nodes out of order
    case 11: combines.erase(combines.begin()); break;                      // a node adds nothing
    case 12: transfers.pop_back(); break;                                  // a node sends nothing
    case 13: transfers[0].packets.push_back(transfers[0].packets[0]); break; // two packets
    case 14: transfers[0].path = {transfers[0].src, transfers[0].src == 0 ? 1 : 0, transfers[0].dst}; break; // two hops
    case 15:                                                               // partners keep theirs
        for (C &c : combines)
            c.keep = c.node == transfers[0].src || c.node == transfers[0].dst;
        break;
    case 16: {                                                             // not partial sums
        PacketTable plain;
        for (Packet p : s.packets) {
            p.item = -1;
            plain.push_back(p);
        }
        s.packets = plain;
        s.contributors.clear();
        break;
    }
    case 17: {                                                             // a node receives twice
        const int skipped = transfers[0].dst;
        transfers[0].dst = aside;
        transfers[0].path = {0, aside};
        combines.erase(std::remove_if(combines.begin(), combines.end(), [&](const C &c) { return c.node == skipped; }),
                       combines.end());
        break;
    }
    case 18: {                                                             // partners not neighbours
        std::vector<int> sent(transfers.size());
        for (std::size_t v = 0; v < transfers.size(); ++v)
            sent[v] = transfers[v].packets[0];
        for (C &c : combines)
            for (int &id : c.inputs)
                if (id == sent[std::size_t(transfers[std::size_t(c.node)].dst)])
                    id = sent[std::size_t(far(c.node))];
        for (TransferData &t : transfers) {
            t.dst = far(t.src);
            t.path = {t.src, t.dst};
        }
        break;
    }
    case 19: {                                                             // a packet not held, added
        const int was = transfers[0].packets[0];
        const int instead = transfers[1].packets[0];
        transfers[0].packets = {instead};
        for (C &c : combines)
            if (c.node == transfers[0].dst)
                std::replace(c.inputs.begin(), c.inputs.end(), was, instead);
        break;
    }
    case 20: {                                                             // sums of two items
        const int id = transfers[0].packets[0];
        Packet p = s.packets[std::size_t(id)];
        p.item += 1;
        s.packets.set(std::size_t(id), p);
        break;
    }
    case 21: combines.back().node = int(transfers.size()); break;         // a vertex that does not exist
    case 22:                                                               // kept, then sent again
        for (C &c : combines)
            c.keep = c.node == transfers[0].src || c.node == transfers[0].dst;
        resend = transfers[0].packets[0];
        break;
    case 23: combines.clear(); break;                                      // no combines
    case 24: {                                                             // a copy
        const int made = s.addCombine(round, combines[0].node, {transfers[0].packets[0]}, -1);
        combines.insert(combines.begin() + 1, C{combines[0].node, {transfers[0].packets[0]}, made, false});
        break;
    }
    case 25: combines[0].inputs.push_back(combines[0].inputs[0]); break;  // three inputs
    case 26:                                                               // an output twice at a node
        combines.insert(combines.begin() + 1, C{combines[0].node, {transfers[0].packets[0]}, combines[0].output, false});
        break;
    default: break;
    }
    round.transfers = TransferList();
    for (const TransferData &t : transfers)
        round.transfers.add(t.src, t.dst, IntSpan(t.path), IntSpan(t.packets), t.tag);
    round.combines.clear();
    for (const C &c : combines)
        round.combines.add(c.node, IntSpan(c.inputs), c.output, c.keep);
    if (resend >= 0 && std::size_t(at) + 1 < s.rounds.size()) {
        TransferList &next = s.rounds[std::size_t(at) + 1].transfers;
        TransferList again;
        for (std::size_t i = 0; i < next.size(); ++i) {
            const Transfer t = next[i];
            const std::vector<int> packets = i == 0 ? std::vector<int>{resend} : std::vector<int>(t.packets.begin(), t.packets.end());
            again.add(t.src, t.dst, t.path, IntSpan(packets), t.tag);
        }
        next = std::move(again);
    }
}

} // namespace

class TstSimulator : public QObject
{
    Q_OBJECT

private slots:
    void contentionSerialises();
    void senderMustHoldPacket();
    void pathMustBeAWalk();
    void badPathLoadsNoChannel();
    void portLimitIsCheckedAndCosted();
    void portCountsAreExactPastAByte_data();
    void portCountsAreExactPastAByte();
    void noncombiningSplitsMessages();
    void halfDuplexLinksCarryOneMessage();
    void reductionCombines();
    void doubleCountingIsRejected();
    void combinesReadTheStateBeforeAnyOfThem();
    void combinesInAnyOrderGiveTheSameResult_data();
    void combinesInAnyOrderGiveTheSameResult();
    void personalizedPacketsMove();
    void packetsMoveUnlessSentFromTheirDestination_data();
    void packetsMoveUnlessSentFromTheirDestination();
    void storeAndForwardPaysPerHop();
    void replaySteppingBackRestoresState();
    void undeliveredIsReported();
    void everyNodeHoldingIsReadAsWords_data();
    void everyNodeHoldingIsReadAsWords();
    void ownListsSkipIdsOutsideThePacketTable();
    void packetPlacesAgreeWithPerNodeLists_data();
    void packetPlacesAgreeWithPerNodeLists();
    void channelLoadListsReadBackEveryRound_data();
    void channelLoadListsReadBackEveryRound();
    void bigTopologyLoadsCountedSparsely_data();
    void bigTopologyLoadsCountedSparsely();
    void denseLoadsInBitsThenCounted_data();
    void denseLoadsInBitsThenCounted();
    void pairsOfHoldersComeAndGo();
    void oneHopTransfersAgreeWithThePlainRules_data();
    void oneHopTransfersAgreeWithThePlainRules();
    void exchangeRoundsAgreeWithTheGeneralLoop_data();
    void exchangeRoundsAgreeWithTheGeneralLoop();
};

void TstSimulator::contentionSerialises()
{
    Problem problem(Operation::Broadcast, topo("linear:4"), 0, 0);
    Schedule s = problem.emptySchedule();
    s.rounds.resize(2);
    s.rounds[0].transfers = {xfer({0, 1}, {0})};
    // 0->2 and 1->3 both cross the channel 1->2.
    s.rounds[1].transfers = {xfer({0, 1, 2}, {0}), xfer({1, 2, 3}, {0})};
    const auto r = Simulator::run(problem, s, wh1(), unitCost());
    QVERIFY(r.delivered);
    QVERIFY(r.verified);
    QCOMPARE(r.rounds[1].maxLinkLoad, 2);
    QCOMPARE(r.maxLinkLoad, 2);
    QCOMPARE(r.rounds[0].time, 2.0);
    QCOMPARE(r.rounds[1].time, 4.0); // two messages of t_s + m t_w one after the other
    QCOMPARE(r.time, 6.0);
    // The shared channel is reported with its load.
    bool found = false;
    QString error;
    for (const ChannelLoad &cl : r.rounds[1].channelLoads)
        if (cl.arc == problem.topology().arcBetween(1, 2)) {
            QCOMPARE(cl.load, 2);
            found = true;
        }
    QVERIFY(found);
}

void TstSimulator::senderMustHoldPacket()
{
    Problem problem(Operation::Broadcast, topo("linear:3"), 0, 0);
    Schedule s = problem.emptySchedule();
    s.rounds.resize(1);
    s.rounds[0].transfers = {xfer({1, 2}, {0})};
    const auto r = Simulator::run(problem, s, wh1(), unitCost());
    QVERIFY(hasViolation(r, ViolationKind::NotHeld));
    QVERIFY(!r.delivered);
    QVERIFY(!r.verified);
    QCOMPARE(r.violations.front().node, 1);
}

void TstSimulator::pathMustBeAWalk()
{
    Problem problem(Operation::Broadcast, topo("linear:3"), 0, 0);
    Schedule s = problem.emptySchedule();
    s.rounds.resize(1);
    s.rounds[0].transfers = {xfer({0, 2}, {0})};
    const auto r = Simulator::run(problem, s, wh1(), unitCost());
    QVERIFY(hasViolation(r, ViolationKind::BadPath));
    QVERIFY(!r.verified);
}

void TstSimulator::badPathLoadsNoChannel()
{
    // The second transfer's first two hops are links, its third is not: it loads nothing, and
    // the round lists only the first transfer's channel (not the bad walk's, at load 0).
    const TopologyPtr t = topo("linear:4");
    Problem problem(Operation::Broadcast, t, 0, 0);
    Schedule s = problem.emptySchedule();
    s.rounds.resize(1);
    TransferData bad{1, 3, {1, 2, 1, 3}, {0}, {}};
    s.rounds[0].transfers = {xfer({0, 1}, {0}), bad};
    const SimulationResult r = Simulator::check(problem, s, wh1());
    QVERIFY(hasViolation(r, ViolationKind::BadPath));
    const ChannelLoadList &loads = r.rounds[0].channelLoads;
    QCOMPARE(loads.size(), std::size_t(1));
    QCOMPARE(loads.begin()->arc, t->arcBetween(0, 1));
    QCOMPARE(loads.begin()->load, 1);
    QCOMPARE(loads.loadOn(t->arcBetween(1, 2)), 0);
    QCOMPARE(r.rounds[0].maxLinkLoad, 1);
}

void TstSimulator::portLimitIsCheckedAndCosted()
{
    Problem problem(Operation::Broadcast, topo("ring:3"), 0, 0);
    Schedule s = problem.emptySchedule();
    s.rounds.resize(1);
    s.rounds[0].transfers = {xfer({0, 1}, {0}), xfer({0, 2}, {0})};
    const auto oneport = Simulator::run(problem, s, wh1(), unitCost());
    QVERIFY(oneport.delivered);
    QVERIFY(hasViolation(oneport, ViolationKind::PortLimit));
    QCOMPARE(oneport.rounds[0].portOverload, std::vector<int>{0});
    QCOMPARE(oneport.time, 4.0); // the two sends share the single port
    CommModel all = wh1();
    all.ports = 0;
    const auto allport = Simulator::run(problem, s, all, unitCost());
    QVERIFY(allport.verified);
    QCOMPARE(allport.time, 2.0);
}

void TstSimulator::portCountsAreExactPastAByte_data()
{
    QTest::addColumn<int>("ports");
    QTest::addColumn<int>("sends");
    QTest::addColumn<bool>("over");
    // The running counts stop at 255; a violation states the exact numbers, and a limit of
    // 255 or more (no parsed model has one) is still decided.
    QTest::newRow("1 port, 300 sends") << 1 << 300 << true;
    QTest::newRow("254 ports, 255 sends") << 254 << 255 << true;
    QTest::newRow("254 ports, 254 sends") << 254 << 254 << false;
    QTest::newRow("300 ports, 301 sends") << 300 << 301 << true;
    QTest::newRow("300 ports, 300 sends") << 300 << 300 << false;
}

void TstSimulator::portCountsAreExactPastAByte()
{
    QFETCH(int, ports);
    QFETCH(int, sends);
    QFETCH(bool, over);
    Problem problem(Operation::Broadcast, topo("ring:3"), 0, 0);
    Schedule s = problem.emptySchedule();
    s.rounds.resize(2);
    // Node 0 sends `sends` one-hop messages and receives two; a transfer with a bad path and
    // one with a bad endpoint count no port.
    std::vector<TransferData> round;
    for (int i = 0; i < sends; ++i)
        round.push_back(xfer({0, i % 2 == 0 ? 1 : 2}, {0}));
    round.push_back(TransferData{0, 1, {0, 2, 0, 1, 0}, {0}, {}});
    round.push_back(TransferData{0, 0, {0, 0}, {0}, {}});
    round.push_back(xfer({1, 0}, {0}));
    round.push_back(xfer({2, 0}, {0}));
    s.rounds[1].transfers = TransferList(round);
    CommModel model = wh1();
    model.ports = ports;
    const SimulationResult r = Simulator::check(problem, s, model);
    QVERIFY(r.rounds[0].portOverload.empty());
    // (Nodes 1 and 2 receive half of the sends each: over one port too.)
    const std::vector<int> &overload = r.rounds[1].portOverload;
    QCOMPARE(std::count(overload.begin(), overload.end(), 0), std::ptrdiff_t(over ? 1 : 0));
    const auto port = std::find_if(r.violations.begin(), r.violations.end(), [](const Violation &v) {
        return v.kind == ViolationKind::PortLimit && v.node == 0;
    });
    QCOMPARE(port != r.violations.end(), over);
    if (over)
        QCOMPARE(port->message, QStringLiteral("node 0 sends %1 and receives 2 messages but has %2 port(s)").arg(sends).arg(ports));
}

void TstSimulator::noncombiningSplitsMessages()
{
    Problem problem(Operation::Alltoall, topo("linear:3"), 0, 0);
    Schedule s = problem.emptySchedule();
    // Node 0 sends its packets for 1 and 2 to node 1 as one message.
    s.rounds.resize(1);
    s.rounds[0].transfers = {xfer({0, 1}, {problem.alltoallPacket(0, 1), problem.alltoallPacket(0, 2)})};
    const auto combining = Simulator::run(problem, s, wh1(), unitCost());
    QCOMPARE(combining.rounds[0].time, 3.0); // t_s + 2 m t_w
    QCOMPARE(combining.rounds[0].messages, 1);
    QVERIFY(!hasViolation(combining, ViolationKind::Noncombining));
    CommModel nc = wh1();
    nc.combining = false;
    const auto noncombining = Simulator::run(problem, s, nc, unitCost());
    QVERIFY(hasViolation(noncombining, ViolationKind::Noncombining));
    QCOMPARE(noncombining.rounds[0].messages, 2);
    QCOMPARE(noncombining.rounds[0].time, 4.0); // two messages, each t_s + m t_w, serialised
}

void TstSimulator::halfDuplexLinksCarryOneMessage()
{
    Problem problem(Operation::Allgather, topo("linear:2"), 0, 0);
    Schedule s = problem.emptySchedule();
    s.rounds.resize(1);
    s.rounds[0].transfers = {xfer({0, 1}, {0}), xfer({1, 0}, {1})};
    const auto full = Simulator::run(problem, s, wh1(), unitCost());
    QVERIFY(full.verified);
    QCOMPARE(full.maxLinkLoad, 1);
    QCOMPARE(full.time, 2.0);
    CommModel half = wh1();
    half.duplex = Duplex::Half;
    half.ports = 0;
    const auto h = Simulator::run(problem, s, half, unitCost());
    QVERIFY(h.delivered);
    QCOMPARE(h.maxLinkLoad, 2);
    QCOMPARE(h.time, 4.0);
    // Both arcs of the link show the link's load.
    QCOMPARE(int(h.rounds[0].channelLoads.size()), 2);
    // Half duplex is a property of links: one port still sends one message and receives
    // another in the same round (seed 000's ring on 1-port half-duplex links); the link takes
    // the two directions in turns.
    half.ports = 1;
    const auto h1 = Simulator::run(problem, s, half, unitCost());
    QVERIFY(h1.verified);
    QVERIFY(!hasViolation(h1, ViolationKind::PortLimit));
    QCOMPARE(h1.time, 4.0);
}

void TstSimulator::reductionCombines()
{
    Problem problem(Operation::Reduce, topo("linear:2"), 0, 0);
    Schedule s = problem.emptySchedule();
    QVERIFY(s.isReduction());
    Round r1;
    r1.transfers = {xfer({1, 0}, {1})};
    const int sum = s.addCombine(r1, 0, {0, 1}, 0);
    s.rounds.push_back(r1);
    const auto r = Simulator::run(problem, s, wh1(), unitCost());
    QVERIFY2(r.verified, qPrintable(r.postconditionFailures.join(QLatin1Char(';'))));
    QCOMPARE(s.contributors[std::size_t(sum)].toString(), QStringLiteral("0-1"));
    // Without the combine the root only has two separate contributions.
    s.rounds[0].combines.clear();
    const auto missing = Simulator::run(problem, s, wh1(), unitCost());
    QVERIFY(!missing.delivered);
    QVERIFY(missing.postconditionFailures.first().contains(QStringLiteral("node 0")));
}

void TstSimulator::doubleCountingIsRejected()
{
    Problem problem(Operation::Allreduce, topo("linear:2"), 0, 0);
    Schedule s = problem.emptySchedule();
    Round r1;
    r1.transfers = {xfer({1, 0}, {1}), xfer({0, 1}, {0})};
    const int a = s.addCombine(r1, 0, {0, 1}, -1);
    s.addCombine(r1, 1, {0, 1}, -1);
    s.rounds.push_back(r1);
    Round r2;
    r2.transfers = {xfer({0, 1}, {a})};
    s.addCombine(r2, 1, {a, 3}, -1); // 3 already contains a's contributors
    s.rounds.push_back(r2);
    const auto r = Simulator::run(problem, s, wh1(), unitCost());
    QVERIFY(hasViolation(r, ViolationKind::BadCombine));
    QVERIFY(!r.verified);
}

void TstSimulator::combinesReadTheStateBeforeAnyOfThem()
{
    // Node 0 holds partial sums 0 and 1 after the round's transfer. One combine turns 0 into 1,
    // another 1 into 0 (outputs it holds already): both are checked before either runs, then
    // all removes, then all adds, so node 0 ends with both. A third combine adds the first
    // one's output, which did not exist before the combines: refused.
    Problem problem(Operation::Reduce, topo("linear:2"), 0, 0);
    Schedule s = problem.emptySchedule();
    Round r1;
    r1.transfers = {xfer({1, 0}, {1})};
    appendCombine(r1.combines, 0, {0}, 1);
    appendCombine(r1.combines, 0, {1}, 0);
    s.rounds.push_back(r1);
    const SimulationResult r = Simulator::check(problem, s, wh1());
    QVERIFY(!hasViolation(r, ViolationKind::BadCombine));
    QCOMPARE(Replay(&s).stateAfter(1).held[0], (std::vector<int>{0, 1}));
    BufferState state = s.initial.toBufferState();
    Simulator::applyRound(s, s.rounds[0], state);
    QCOMPARE(state.held[0], (std::vector<int>{0, 1}));

    Schedule chained = problem.emptySchedule();
    Round r2;
    r2.transfers = {xfer({1, 0}, {1})};
    const int sum = chained.addCombine(r2, 0, {0, 1}, 0);
    chained.addCombine(r2, 0, {sum}, 0);
    chained.rounds.push_back(r2);
    const SimulationResult c = Simulator::check(problem, chained, wh1());
    QCOMPARE(c.violationCount, 1);
    QCOMPARE(c.violations.front().kind, ViolationKind::BadCombine);
    QCOMPARE(Replay(&chained).stateAfter(1).held[0], (std::vector<int>{sum}));
}

void TstSimulator::combinesInAnyOrderGiveTheSameResult_data()
{
    // The round's combines, by index: 0 = node 0 adds {0, 1}, 1 = node 0 copies {0}, 2 = node 0
    // adds combine 0's output (which does not exist before the combines: refused), 3 = node 2
    // adds {2, 3}. Node order (a node's combines in a row) is checked node by node, any other
    // order all at once: the same verdicts and state either way.
    QTest::addColumn<std::vector<int>>("order");
    QTest::addColumn<int>("refused");
    QTest::newRow("one per node") << std::vector<int>{0, 3} << 0;
    QTest::newRow("two at node 0") << std::vector<int>{0, 1, 3} << 0;
    QTest::newRow("two at node 0, reversed") << std::vector<int>{1, 0, 3} << 0;
    QTest::newRow("three at node 0") << std::vector<int>{0, 1, 2, 3} << 1;
    QTest::newRow("chained first") << std::vector<int>{2, 0, 1, 3} << 1;
    QTest::newRow("node 2 first") << std::vector<int>{3, 0, 1, 2} << 1;
    QTest::newRow("node 0 split") << std::vector<int>{0, 3, 1, 2} << 1;
    QTest::newRow("node 0 split, chained first") << std::vector<int>{2, 3, 0} << 1;
}

void TstSimulator::combinesInAnyOrderGiveTheSameResult()
{
    QFETCH(std::vector<int>, order);
    QFETCH(int, refused);
    Problem problem(Operation::Reduce, topo("linear:4"), 0, 0);
    Schedule s = problem.emptySchedule();
    Round made; // the outputs, as packets of the schedule
    const int sum01 = s.addCombine(made, 0, {0, 1}, -1);
    const int copy0 = s.addCombine(made, 0, {0}, -1);
    const int again = s.addCombine(made, 0, {sum01}, -1);
    const int sum23 = s.addCombine(made, 2, {2, 3}, -1);
    const std::vector<std::pair<int, std::vector<int>>> combines = {
        {0, {0, 1}}, {0, {0}}, {0, {sum01}}, {2, {2, 3}}};
    const std::vector<int> outputs = {sum01, copy0, again, sum23};
    Round r1;
    r1.transfers = {xfer({1, 0}, {1}), xfer({3, 2}, {3})};
    std::vector<int> held0;
    std::vector<int> held2;
    for (int i : order) {
        appendCombine(r1.combines, combines[std::size_t(i)].first, combines[std::size_t(i)].second,
                      outputs[std::size_t(i)]);
        if (i == 0 || i == 1)
            held0.push_back(outputs[std::size_t(i)]);
        else if (i == 3)
            held2.push_back(outputs[std::size_t(i)]);
    }
    std::sort(held0.begin(), held0.end());
    s.rounds.push_back(r1);
    const SimulationResult r = Simulator::check(problem, s, wh1());
    QCOMPARE(r.violationCount, refused);
    for (const Violation &v : r.violations) {
        QCOMPARE(v.kind, ViolationKind::BadCombine);
        QCOMPARE(v.node, 0);
    }
    const BufferState after = Replay(&s).stateAfter(1);
    QCOMPARE(after.held[0], held0); // the inputs 0 and 1 consumed, the outputs added
    QCOMPARE(after.held[2], held2);
    BufferState state = s.initial.toBufferState();
    Simulator::applyRound(s, s.rounds[0], state);
    QCOMPARE(state.held[0], held0);
    QCOMPARE(state.held[2], held2);
}

void TstSimulator::personalizedPacketsMove()
{
    Problem problem(Operation::Scatter, topo("linear:3"), 0, 0);
    Schedule s = problem.emptySchedule();
    s.rounds.resize(2);
    s.rounds[0].transfers = {xfer({0, 1}, {1, 2})};
    s.rounds[1].transfers = {xfer({1, 2}, {2})};
    const auto r = Simulator::run(problem, s, wh1(), unitCost());
    QVERIFY(r.verified);
    Replay replay(&s);
    const BufferState after1 = replay.stateAfter(1);
    QCOMPARE(after1.held[0], std::vector<int>{0});
    QCOMPARE(after1.held[1], (std::vector<int>{1, 2}));
    const BufferState after2 = replay.stateAfter(2);
    QCOMPARE(after2.held[1], std::vector<int>{1});
    QCOMPARE(after2.held[2], std::vector<int>{2});
}

void TstSimulator::packetsMoveUnlessSentFromTheirDestination_data()
{
    // A scatter's packet k is for node k. Node 1 receives a packet and sends it on twice: the
    // second send is of a packet it no longer holds unless the packet is its own (then each
    // send is a copy). Destinations 129 and 257 share their low bits with node 1 (the check's
    // byte hints cannot tell them from it), 130 does not; a bigger message mixes them.
    QTest::addColumn<std::vector<int>>("packets");
    QTest::addColumn<std::vector<int>>("notHeld"); // what the second send reports
    QTest::newRow("own packet") << std::vector<int>{1} << std::vector<int>{};
    QTest::newRow("for 129, low bits as 1's") << std::vector<int>{129} << std::vector<int>{129};
    QTest::newRow("for 257, low bits as 1's") << std::vector<int>{257} << std::vector<int>{257};
    QTest::newRow("for 130") << std::vector<int>{130} << std::vector<int>{130};
    QTest::newRow("for 128, low bits 0") << std::vector<int>{128} << std::vector<int>{128};
    QTest::newRow("a message of each") << std::vector<int>{1, 129, 130, 257} << std::vector<int>{129, 130, 257};
}

void TstSimulator::packetsMoveUnlessSentFromTheirDestination()
{
    QFETCH(std::vector<int>, packets);
    QFETCH(std::vector<int>, notHeld);
    Problem problem(Operation::Scatter, topo("linear:300"), 0, 0);
    Schedule s = problem.emptySchedule();
    s.rounds.resize(3);
    s.rounds[0].transfers = {xfer({0, 1}, packets)};
    s.rounds[1].transfers = {xfer({1, 2}, packets)};
    s.rounds[2].transfers = {xfer({1, 0}, packets)};
    // Under both models: the one-packet messages and the combining model's bigger one go
    // through the one-hop loop's sends (OneHopRun), the noncombining model's bigger one through
    // the general loop's; the second send from node 1, of packets it may not hold, through
    // the sends that report.
    for (bool combining : {true, false}) {
        CommModel model = wh1();
        model.combining = combining;
        const SimulationResult r = Simulator::check(problem, s, model);
        std::vector<int> reported;
        for (const Violation &v : r.violations)
            if (v.kind == ViolationKind::NotHeld) {
                QCOMPARE(v.round, 2);
                QCOMPARE(v.node, 1);
                reported.push_back(v.message.split(QLatin1Char(' ')).at(4).toInt()); // "node 1 sends packet N it ..."
            }
        QCOMPARE(reported, notHeld);
        // The replay (BufferState's rules, not the check's tables) agrees.
        const BufferState after = Replay(&s).stateAfter(2);
        for (int id : packets)
            QCOMPARE(std::binary_search(after.held[1].begin(), after.held[1].end(), id), id == 1);
    }
}

void TstSimulator::storeAndForwardPaysPerHop()
{
    Problem problem(Operation::Shift, topo("linear:4"), 0, 3);
    Schedule s = problem.emptySchedule();
    s.rounds.resize(1);
    s.rounds[0].transfers = {xfer({0, 1, 2, 3}, {0})};
    CostParams c = unitCost();
    c.m = 5;
    c.th = 1;
    const auto wh = Simulator::run(problem, s, wh1(), c);
    QCOMPARE(wh.time, 1.0 + 3 * 1 + 5);
    CommModel sf = wh1();
    sf.switching = Switching::StoreAndForward;
    const auto store = Simulator::run(problem, s, sf, c);
    QCOMPARE(store.time, 1.0 + 3 * (5 + 1));
}

void TstSimulator::replaySteppingBackRestoresState()
{
    Problem problem(Operation::Broadcast, topo("linear:4"), 0, 0);
    Schedule s = problem.emptySchedule();
    s.rounds.resize(3);
    s.rounds[0].transfers = {xfer({0, 1}, {0})};
    s.rounds[1].transfers = {xfer({1, 2}, {0})};
    s.rounds[2].transfers = {xfer({2, 3}, {0})};
    for (int every : {1, 2, 5}) {
        Replay replay(&s, every);
        QCOMPARE(replay.stateAfter(0).totalHeld(), std::size_t(1));
        QCOMPARE(replay.stateAfter(2).totalHeld(), std::size_t(3));
        QCOMPARE(replay.stateAfter(3).totalHeld(), std::size_t(4));
        QCOMPARE(replay.stateAfter(1).held, replay.stateAfter(1).held);
        QCOMPARE(replay.stateAfter(1).totalHeld(), std::size_t(2));
    }
}

void TstSimulator::undeliveredIsReported()
{
    Problem problem(Operation::Allgather, topo("ring:4"), 0, 0);
    Schedule s = problem.emptySchedule();
    const auto r = Simulator::run(problem, s, wh1(), unitCost());
    QVERIFY(!r.delivered);
    QVERIFY(!r.postconditionFailures.isEmpty());
    QVERIFY(r.postconditionFailures.last().contains(QStringLiteral("more")));
}

void TstSimulator::everyNodeHoldingIsReadAsWords_data()
{
    QTest::addColumn<int>("skipped");
    QTest::addColumn<int>("rounds");
    QTest::newRow("every node holds it") << -1 << 99;
    QTest::newRow("node 1 skipped") << 1 << 99;
    QTest::newRow("node 63 skipped") << 63 << 99;
    QTest::newRow("node 64 skipped") << 64 << 99;
    QTest::newRow("node 98 skipped") << 98 << 99;
    QTest::newRow("last node not reached") << -1 << 98;
    QTest::newRow("five holders, a list") << -1 << 4;
    QTest::newRow("the root alone") << -1 << 0;
}

void TstSimulator::everyNodeHoldingIsReadAsWords()
{
    QFETCH(int, skipped);
    QFETCH(int, rounds);
    // A broadcast along ring:100 (two words of holder bits, the second partly used): the
    // postcondition reads a packet held by every node a word at a time where its holders are a
    // bitset, and node by node otherwise; what it reports is what the per-node lists give. A
    // skipped node is passed over by a two-hop transfer (the data lands beyond it).
    const TopologyPtr t = topo("ring:100");
    const Problem problem(Operation::Broadcast, t, 0, 0);
    Schedule s = problem.emptySchedule();
    for (int v = 0; v < rounds; ++v) {
        if (v == skipped)
            continue;
        Round round;
        if (v + 1 == skipped)
            round.transfers = {xfer({v, v + 1, v + 2}, {0})};
        else
            round.transfers = {xfer({v, v + 1}, {0})};
        s.rounds.push_back(std::move(round));
    }
    const SimulationResult r = Simulator::check(problem, s, wh1());
    const BufferState end = Replay(&s).stateAfter(int(s.rounds.size()));
    QCOMPARE(r.postconditionFailures, problem.checkPostcondition(s, end));
    QCOMPARE(r.delivered, skipped < 0 && rounds == 99);
    if (skipped >= 0) {
        QCOMPARE(r.postconditionFailures.size(), 1);
        QVERIFY(r.postconditionFailures[0].startsWith(QStringLiteral("node %1 ").arg(skipped)));
    }
}

void TstSimulator::ownListsSkipIdsOutsideThePacketTable()
{
    // A hand-built state holding an id outside the packet table, sent in a big sorted message
    // (the merge walk of Simulator::applyRound): the valid packets move, the bad ids do not,
    // and a combine's output outside the table is dropped as the per-packet state drops it.
    Problem problem(Operation::Gather, topo("linear:2"), 1, 0);
    Schedule s = problem.emptySchedule();
    for (int id = 0; id < 17; ++id) {
        if (std::size_t(id) < s.packets.size())
            s.packets.set(std::size_t(id), Packet{id, 0, 1});
        else
            s.packets.push_back(Packet{id, 0, 1});
    }
    BufferState state;
    state.held = {{-1}, {}};
    std::vector<int> ids{-1};
    for (int id = 0; id < 17; ++id) {
        state.held[0].push_back(id);
        ids.push_back(id);
    }
    ids.push_back(99);
    Round round;
    round.transfers = {xfer({0, 1}, ids)};
    Simulator::applyRound(s, round, state);
    std::vector<int> moved(17);
    std::iota(moved.begin(), moved.end(), 0);
    QCOMPARE(state.held[1], moved);
    QCOMPARE(state.held[0], std::vector<int>{-1});

    Packet first = s.packets[0];
    first.item = 0;
    s.packets.set(0, first);
    s.contributors.assign(17, ProcessorSet::single(2, 0));
    Round combine;
    const std::vector<int> one{0};
    combine.combines.add(1, IntSpan(one), 123, true);
    Simulator::applyRound(s, combine, state);
    QCOMPARE(state.held[1], moved);
}

void TstSimulator::packetPlacesAgreeWithPerNodeLists_data()
{
    QTest::addColumn<int>("nodes");
    QTest::addColumn<int>("packets");
    // Few nodes: copies turn into bitsets early; many nodes: copies stay holder lists
    // (a partial sum held by two nodes of Q10) unless a packet spreads everywhere.
    QTest::newRow("8 nodes") << 8 << 40;
    QTest::newRow("100 nodes") << 100 << 60;
    QTest::newRow("1024 nodes") << 1024 << 30;
    // Many packets: most have a few holders, kept in place, and cross to a list and back.
    QTest::newRow("1024 nodes, few holders each") << 1024 << 3000;
}

void TstSimulator::packetPlacesAgreeWithPerNodeLists()
{
    QFETCH(int, nodes);
    QFETCH(int, packets);
    // The simulator's per-packet state against the obvious one, a set per node, under random
    // adds and removes, with some packets pushed onto every node (broadcast data).
    PacketPlaces places(nodes, std::size_t(packets));
    std::vector<std::set<int>> expected;
    expected.resize(std::size_t(nodes));
    QRandomGenerator rng(7);
    for (int step = 0; step < 20000; ++step) {
        const int id = int(rng.bounded(packets));
        const int node = int(rng.bounded(nodes));
        if (id % 5 == 0 || rng.bounded(3) != 0) {
            places.add(node, id);
            expected[std::size_t(node)].insert(id);
        } else {
            places.remove(node, id);
            expected[std::size_t(node)].erase(id);
        }
    }
    places.add(0, packets); // out of range: ignored, as the checks report such ids
    const BufferState state = places.toBufferState();
    QCOMPARE(int(state.held.size()), nodes);
    for (int v = 0; v < nodes; ++v) {
        const std::set<int> &want = expected[std::size_t(v)];
        QCOMPARE(state.held[std::size_t(v)], std::vector<int>(want.begin(), want.end()));
        for (int id = -1; id <= packets; ++id)
            QCOMPARE(places.holds(v, id), want.count(id) > 0);
    }
    // The same holdings as a schedule's initial buffers (PacketPlaces::from, what the check
    // starts from): packets held by several nodes, ids out of range (dropped) and a vertex
    // beyond the nodes (ignored) included.
    BufferState initial = state;
    initial.held[0].insert(initial.held[0].begin(), -1);
    initial.held[std::size_t(nodes) - 1].push_back(packets);
    initial.held.push_back({0, 1});
    const BufferState fromLists = PacketPlaces::from(HeldLists(initial), nodes, std::size_t(packets)).toBufferState();
    QCOMPARE(int(fromLists.held.size()), nodes);
    for (int v = 0; v < nodes; ++v)
        QCOMPARE(fromLists.held[std::size_t(v)], state.held[std::size_t(v)]);
}

void TstSimulator::channelLoadListsReadBackEveryRound_data()
{
    QTest::addColumn<int>("channels");
    QTest::addColumn<int>("usedPercent");
    QTest::addColumn<int>("maxLoad");
    QTest::addColumn<bool>("half");
    QTest::addColumn<int>("runs"); ///< > 0: the used channels are this many runs of consecutive ones
    // Sparse rounds are stored as arc lists, dense ones as bitsets, or (loads of 1) as runs of
    // consecutive arcs where those are fewer than the bitset's words; loads of 1 are not
    // stored, loads below 256 in a byte, others in an int.
    QTest::newRow("sparse, ones") << 1000 << 1 << 1 << false << 0;
    QTest::newRow("sparse, bytes") << 1000 << 2 << 200 << false << 0;
    QTest::newRow("dense, ones") << 1000 << 60 << 1 << false << 0;
    QTest::newRow("dense, bytes") << 1000 << 90 << 255 << false << 0;
    QTest::newRow("dense, ints") << 130 << 100 << 100000 << false << 0;
    QTest::newRow("half duplex, sparse") << 500 << 1 << 3 << true << 0;
    QTest::newRow("half duplex, dense") << 500 << 50 << 300 << true << 0;
    QTest::newRow("half duplex, sparse, ones") << 500 << 1 << 1 << true << 0;
    QTest::newRow("half duplex, dense, ones") << 500 << 50 << 1 << true << 0;
    QTest::newRow("one channel") << 1 << 100 << 2 << false << 0;
    QTest::newRow("one channel, ones") << 1 << 100 << 1 << false << 0;
    QTest::newRow("one run, ones") << 1000 << 100 << 1 << false << 1;
    QTest::newRow("a few runs, ones") << 1000 << 100 << 1 << false << 7;
    QTest::newRow("runs of words, ones") << 1024 << 100 << 1 << false << 4;
    QTest::newRow("as many runs as words, ones") << 1024 << 100 << 1 << false << 16;
    QTest::newRow("runs, bytes") << 1000 << 100 << 9 << false << 3;
    QTest::newRow("half duplex, runs, ones") << 500 << 100 << 1 << true << 3;
}

void TstSimulator::channelLoadListsReadBackEveryRound()
{
    QFETCH(int, channels);
    QFETCH(int, usedPercent);
    QFETCH(int, maxLoad);
    QFETCH(bool, half);
    QFETCH(int, runs);
    const int arcs = half ? 2 * channels : channels;
    // The same rounds three ways: from a table over all channels (largest load found, or
    // given), and from loads beside their channels (the simulator's sparse count); with loads
    // of 1, a fourth: from a bitset over the channels (the simulator's rounds in bits).
    auto table = std::make_shared<ChannelLoadTable>(arcs);
    auto givenMax = std::make_shared<ChannelLoadTable>(arcs);
    auto beside = std::make_shared<ChannelLoadTable>(arcs);
    auto ones = std::make_shared<ChannelLoadTable>(arcs);
    QRandomGenerator rng(11);
    std::vector<int> load(std::size_t(channels), 0);
    std::vector<int> used;
    std::vector<std::vector<ChannelLoad>> expected;
    for (int round = 0; round < 12; ++round) {
        std::vector<ChannelLoad> want;
        int wantMax = 0;
        const int percent = round % 4 == 3 ? 0 : usedPercent; // every fourth round idle
        // Runs: run k within the k-th of `runs` equal parts of the channels, a few channels in
        // from either end of it (from its very first in some rounds, to its very last in others).
        std::vector<char> inRun(std::size_t(channels), 0);
        for (int k = 0; runs > 0 && k < runs; ++k) {
            const int lo = k * channels / runs + (round % 3 == 0 ? 0 : int(rng.bounded(3)));
            const int hi = (k + 1) * channels / runs - 1 - (round % 3 == 1 ? 0 : int(rng.bounded(3)));
            for (int ch = lo; ch <= hi; ++ch)
                inRun[std::size_t(ch)] = 1;
        }
        for (int ch = 0; ch < channels; ++ch)
            if (runs > 0 ? percent > 0 && inRun[std::size_t(ch)] : int(rng.bounded(100)) < percent) {
                const int l = 1 + int(rng.bounded(maxLoad));
                load[std::size_t(ch)] = l;
                used.push_back(ch);
                wantMax = std::max(wantMax, l);
                if (half) {
                    want.push_back({2 * ch, l});
                    want.push_back({2 * ch + 1, l});
                } else
                    want.push_back({ch, l});
            }
        std::reverse(used.begin(), used.end()); // any order
        std::vector<int> usedCopy = used;
        std::vector<int> besideUsed = used;
        std::vector<int> besideLoads;
        for (int ch : used)
            besideLoads.push_back(load[std::size_t(ch)]);
        if (round % 2 == 1) // out of channel order, with their loads
            for (std::size_t i = besideUsed.size(); i > 1; --i) {
                const std::size_t j = std::size_t(rng.bounded(quint32(i)));
                std::swap(besideUsed[i - 1], besideUsed[j]);
                std::swap(besideLoads[i - 1], besideLoads[j]);
            }
        std::vector<int> loadCopy = load;
        QCOMPARE(table->appendRound(load, used, half), wantMax);
        QVERIFY(used.empty());
        QVERIFY(std::all_of(load.begin(), load.end(), [](int l) { return l == 0; }));
        QCOMPARE(givenMax->appendRound(loadCopy, usedCopy.data(), usedCopy.size(), half, wantMax), wantMax);
        QVERIFY(std::all_of(loadCopy.begin(), loadCopy.end(), [](int l) { return l == 0; }));
        QCOMPARE(beside->appendRound(besideUsed.data(), besideLoads.data(), besideUsed.size(), half), wantMax);
        if (maxLoad == 1) {
            std::vector<std::uint64_t> bits(std::size_t(channels + 63) / 64, 0);
            for (int ch : besideUsed)
                bits[std::size_t(ch) / 64] |= std::uint64_t(1) << (ch % 64);
            std::vector<int> onesUsed = besideUsed; // out of channel order every other round
            QCOMPARE(ones->appendOnes(bits.data(), onesUsed.data(), onesUsed.size(), half), wantMax);
            // Fewer runs than the bitset's words: kept as runs.
            if (runs > 0 && !half && percent > 0 && std::size_t(runs) < bits.size())
                QCOMPARE(int(ones->entry(round).layout), int(ChannelLoadTable::kRuns));
        }
        expected.push_back(want);
    }
    table->shrink();
    std::vector<std::shared_ptr<ChannelLoadTable>> tables{table, givenMax, beside};
    if (maxLoad == 1)
        tables.push_back(ones);
    for (const auto &t : tables) {
        for (int round = 0; round < 12; ++round) {
            const ChannelLoadList list(t, round);
            const std::vector<ChannelLoad> &want = expected[std::size_t(round)];
            QCOMPARE(int(list.size()), int(want.size()));
            std::size_t i = 0;
            for (const ChannelLoad &c : list) {
                QVERIFY(i < want.size());
                QCOMPARE(c.arc, want[i].arc);
                QCOMPARE(c.load, want[i].load);
                ++i;
            }
            QCOMPARE(i, want.size());
            std::vector<int> byArc(std::size_t(arcs), 0);
            for (const ChannelLoad &c : want)
                byArc[std::size_t(c.arc)] = c.load;
            for (int a = -1; a <= arcs; ++a)
                QCOMPARE(list.loadOn(a), a >= 0 && a < arcs ? byArc[std::size_t(a)] : 0);
        }
    }
    QCOMPARE(int(ChannelLoadList().size()), 0);
    QVERIFY(ChannelLoadList().begin() == ChannelLoadList().end());
}

/// Compares the loads of every round of `r` with the ones counted here hop by hop from the
/// transfers' paths (Topology::arcBetween; a path that is no walk loads nothing; with
/// half-duplex links a link's messages on both of its arcs), and the rounds' and the run's
/// largest loads.
static void compareLoadsWithHops(const Topology &topology, const Schedule &s, const SimulationResult &r, bool half,
                          bool combining)
{
    const Topology *const t = &topology;
    QCOMPARE(r.rounds.size(), s.rounds.size());
    int runMax = 0;
    for (int round = 0; round < int(s.rounds.size()); ++round) {
        std::map<int, int> want;
        for (const Transfer tr : s.rounds[std::size_t(round)].transfers) {
            std::vector<int> arcs;
            for (std::size_t h = 0; h + 1 < tr.path.size(); ++h)
                arcs.push_back(t->arcBetween(tr.path[h], tr.path[h + 1]));
            if (std::count(arcs.begin(), arcs.end(), -1) > 0)
                continue;
            const int messages = combining ? 1 : int(tr.packets.size());
            for (int a : arcs) {
                if (half) {
                    const int link = t->arc(a).link;
                    want[2 * link] += messages;
                    want[2 * link + 1] += messages;
                } else
                    want[a] += messages;
            }
        }
        if (half) // the two arcs of link l are 2l and 2l + 1
            for (const auto &[arc, load] : want)
                QCOMPARE(t->arc(arc).link, arc / 2);
        const ChannelLoadList &loads = r.rounds[std::size_t(round)].channelLoads;
        QCOMPARE(loads.size(), want.size());
        auto w = want.begin();
        int max = 0;
        for (const ChannelLoad &c : loads) {
            QCOMPARE(c.arc, w->first);
            QCOMPARE(c.load, w->second);
            max = std::max(max, c.load);
            ++w;
        }
        QCOMPARE(r.rounds[std::size_t(round)].maxLinkLoad, max);
        runMax = std::max(runMax, max);
    }
    QCOMPARE(r.maxLinkLoad, runMax);
}

/// Simulator::check of `s` under wormhole, all-port, with the duplex and combining given, its
/// loads compared with compareLoadsWithHops (what the two load-counting tests share).
static SimulationResult checkedAgainstHops(const Problem &problem, const Schedule &s, bool half, bool combining)
{
    CommModel model = wh1();
    model.ports = 0;
    model.duplex = half ? Duplex::Half : Duplex::Full;
    model.combining = combining;
    SimulationResult r = Simulator::check(problem, s, model);
    compareLoadsWithHops(problem.topology(), s, r, half, combining);
    return r;
}

void TstSimulator::bigTopologyLoadsCountedSparsely_data()
{
    QTest::addColumn<bool>("half");
    QTest::addColumn<bool>("combining");
    QTest::newRow("full duplex") << false << true;
    QTest::newRow("half duplex") << true << true;
    QTest::newRow("noncombining") << false << false;
}

void TstSimulator::bigTopologyLoadsCountedSparsely()
{
    QFETCH(bool, half);
    QFETCH(bool, combining);
    // hypercube:14 has 229,376 arcs on 114,688 links (both over the 65,536 channels from which
    // the count goes sparse, in either duplex) and these rounds a handful of hops: the simulator
    // counts them in a list (round 0: in channel order) or a hash table (round 1: out of order),
    // not in a table over all channels; its one-hop transfers' arcs are computed from the ids
    // (ArcIndex::computedHypercubeArc: the arc table is over 1 MB), not read. The loads must be
    // the ones counted here hop by hop from arcBetween.
    const TopologyPtr t = topo("hypercube:14");
    Problem problem(Operation::Broadcast, t, 0, 0);
    Schedule s = problem.emptySchedule();
    s.rounds.resize(3);
    s.rounds[0].transfers = {xfer({0, 1}, {0}), xfer({0, 2}, {0}), xfer({0, 2, 6}, {0, 0}), xfer({3, 7}, {0, 0})};
    s.rounds[1].transfers = {xfer({8000, 8001}, {0}),
                             xfer({3, 2}, {0}),
                             xfer({8000, 8001}, {0}),
                             TransferData{5, 3, {5, 4, 3}, {0}, {}}, // 4 -> 3 is no link: loads nothing
                             xfer({1, 0}, {0}),
                             xfer({0, 1}, {0}),
                             xfer({6000, 6001, 6003}, {0, 0, 0}),
                             xfer({2, 0}, {0})};
    // A bad path that shares its first channel with a good one before it (the load goes back
    // to 1, the channel stays used).
    s.rounds[2].transfers = {xfer({4, 5}, {0}), TransferData{4, 6, {4, 5, 6}, {0}, {}}, xfer({9, 8}, {0})};
    const SimulationResult r = checkedAgainstHops(problem, s, half, combining);
    if (QTest::currentTestFailed())
        return;
    QVERIFY(r.rounds[1].maxLinkLoad >= 2);
    QCOMPARE(std::count_if(r.violations.begin(), r.violations.end(),
                           [](const Violation &v) { return v.kind == ViolationKind::BadPath; }),
             std::ptrdiff_t(2));
}

void TstSimulator::denseLoadsInBitsThenCounted_data()
{
    bigTopologyLoadsCountedSparsely_data();
}

void TstSimulator::denseLoadsInBitsThenCounted()
{
    QFETCH(bool, half);
    QFETCH(bool, combining);
    // hypercube:4's 64 arcs are counted densely: a round's channels go into bits while every
    // channel carries one message; the first round in which one carries two, or a hop several
    // messages, is counted per channel from then on. The loads must be the hop-by-hop ones
    // either way, whichever round that is: with half-duplex links round 0 (0 -> 1 and 1 -> 0
    // share a link), noncombining round 1 (a two-packet transfer, mid-round), else round 2
    // (a channel taken again after one-hop transfers, mid-round).
    const TopologyPtr t = topo("hypercube:4");
    Problem problem(Operation::Broadcast, t, 0, 0);
    Schedule s = problem.emptySchedule();
    s.rounds.resize(4);
    s.rounds[0].transfers = {xfer({0, 1}, {0}), xfer({2, 3}, {0}), xfer({4, 5}, {0}), xfer({1, 0}, {0})};
    s.rounds[1].transfers = {xfer({6, 7}, {0}), xfer({8, 9, 11}, {0, 0}), xfer({12, 13}, {0})};
    s.rounds[2].transfers = {xfer({0, 1}, {0}), xfer({2, 3}, {0}), xfer({0, 1}, {0}), xfer({4, 5, 7}, {0})};
    s.rounds[3].transfers = {xfer({0, 1}, {0}), xfer({3, 2}, {0})};
    const SimulationResult r = checkedAgainstHops(problem, s, half, combining);
    if (QTest::currentTestFailed())
        return;
    QCOMPARE(r.rounds[0].maxLinkLoad, half ? 2 : 1);
    QCOMPARE(r.rounds[1].maxLinkLoad, combining ? 1 : 2);
    QCOMPARE(r.rounds[2].maxLinkLoad, 2);
    QCOMPARE(r.rounds[3].maxLinkLoad, 1);
}

void TstSimulator::pairsOfHoldersComeAndGo()
{
    // A packet held by two nodes is a pair, by three a holder set, and back: every step
    // against the obvious answer.
    PacketPlaces places(16, 4);
    std::set<int> want;
    auto same = [&] {
        for (int v = 0; v < 16; ++v)
            if (places.holds(v, 2) != (want.count(v) > 0))
                return false;
        std::vector<int> order;
        places.forEachHolder(2, [&](int v) { order.push_back(v); });
        return order == std::vector<int>(want.begin(), want.end());
    };
    const int steps[][2] = {{+1, 9}, {+1, 3}, {+1, 3}, {-1, 3}, {+1, 3}, {-1, 9}, {+1, 12}, {+1, 1}, {+1, 7}, {-1, 3}, {-1, 1},
                            {-1, 5}, {-1, 12}, {+1, 0}, {-1, 7}, {-1, 0}, {+1, 15}, {+1, 14}, {-1, 15}};
    for (const auto &[op, node] : steps) {
        if (op > 0) {
            places.add(node, 2);
            want.insert(node);
        } else {
            places.remove(node, 2);
            want.erase(node);
        }
        QVERIFY2(same(), qPrintable(QStringLiteral("after %1 %2").arg(QLatin1String(op > 0 ? "adding" : "removing")).arg(node)));
        // A pair or a set frees its slot when it shrinks: no packet but 2 is touched.
        QVERIFY(!places.holds(node, 1) && !places.holds(node, 3));
    }
    // One holder left (14): a plain move works on it.
    places.move(2, 14, 4);
    QVERIFY(places.holds(4, 2) && !places.holds(14, 2));

    // Several packets at once, each going through one holder, a pair and a set and back in
    // its own time: slots a packet gives back are taken by another, which must keep only its
    // own holders. A fixed seed: the same 4,000 steps every run.
    PacketPlaces many(16, 5);
    std::vector<std::set<int>> held(5);
    std::mt19937 random(14);
    for (int step = 0; step < 4000; ++step) {
        const int id = int(random() % 5);
        const int node = int(random() % 16);
        // Mostly adds while few hold it, mostly removes while many do: sizes 0 to ~6.
        const bool add = int(random() % 6) >= int(held[std::size_t(id)].size());
        if (add) {
            many.add(node, id);
            held[std::size_t(id)].insert(node);
        } else {
            many.remove(node, id);
            held[std::size_t(id)].erase(node);
        }
        for (int p = 0; p < 5; ++p) {
            std::vector<int> order;
            many.forEachHolder(p, [&](int v) { order.push_back(v); });
            const std::set<int> &w = held[std::size_t(p)];
            QVERIFY2(order == std::vector<int>(w.begin(), w.end()),
                     qPrintable(QStringLiteral("step %1: packet %2's holders").arg(step).arg(p)));
            for (int v = 0; v < 16; ++v)
                QCOMPARE(many.holds(v, p), w.count(v) > 0);
        }
    }
}

namespace {

/// Rounds of one-hop transfers (check()'s fast path takes those) among transfers that leave that
/// shape mid-round: a packet not held, a bad id, a bad path, a path not starting at its sender, a
/// switch or a vertex out of range as an endpoint, a transfer to itself, two or more than four
/// packets, none, a second send of a node, the arc's direction changing from one transfer to
/// the next.
Schedule mixedOneHopRounds(const Problem &problem, int which)
{
    if (which >= 10) {
        // Case which - 10 with every one-hop path {v, w} made the walk {v, w, v, w}: the same
        // sends through check()'s general loop (multi-hop, its held small messages taken
        // inline), loads three per transfer.
        Schedule s = mixedOneHopRounds(problem, which - 10);
        for (Round &round : s.rounds) {
            TransferList longer;
            for (std::size_t i = 0; i < round.transfers.size(); ++i) {
                const Transfer t = round.transfers[i];
                std::vector<int> path(t.path.begin(), t.path.end());
                if (path.size() == 2)
                    path = {path[0], path[1], path[0], path[1]};
                longer.add(t.src, t.dst, IntSpan(path), t.packets, t.tag);
            }
            round.transfers = std::move(longer);
        }
        return s;
    }
    Schedule s = problem.emptySchedule();
    const int p = problem.topology().processorCount();
    auto next = [&](int v, int d) { return ((v + d) % p + p) % p; };
    auto held = [&](int v, std::size_t k) { return s.initial.held(std::size_t(v))[k]; };
    switch (which) {
    case 0: // allgather on a ring: packet v starts at v, copies spread to pairs, then sets
        s.rounds.resize(3);
        for (int v = 0; v < p; ++v)
            s.rounds[0].transfers.push_back(xfer({v, next(v, 1)}, {v}));
        for (int v = 0; v < p; ++v) {
            std::vector<int> ids = {next(v, -1)};
            if (v == 3)
                ids = {6}; // held by 6 and 7 only
            if (v == 5)
                ids = {4, 2}; // 2 is not held by 5
            s.rounds[1].transfers.push_back(xfer({v, next(v, 1)}, ids));
        }
        for (int v = 0; v < p; ++v)
            s.rounds[2].transfers.push_back(xfer({v, next(v, v % 3 == 0 ? -1 : 1)}, {next(v, -2), v == 1 ? 6 : v}));
        break;
    case 1: // directions change from transfer to transfer, wraps, a two-hop transfer between
        s.rounds.resize(2);
        s.rounds[0].transfers = {xfer({0, 1}, {0}), xfer({1, 0}, {1}), xfer({2, 3}, {2}), xfer({3, 2}, {3}),
                                 xfer({5, 4}, {5}), xfer({4, 5}, {4}), xfer({7, 0}, {7}), xfer({6, 7}, {6})};
        s.rounds[1].transfers = {xfer({0, 7}, {0, 1}), xfer({1, 2}, {1, 0}), xfer({2, 1}, {2, 3}),
                                 xfer({3, 4, 5}, {3}), xfer({4, 3}, {4, 5}), xfer({6, 5}, {6}), xfer({7, 6}, {7, 6})};
        break;
    case 2: // the shapes the fast path leaves to the general loop, between ones it takes
        s.rounds.resize(2);
        s.rounds[0].transfers = {xfer({0, 1}, {0}),
                                 TransferData{1, 3, {1, 3}, {1}, {}},    // not a link
                                 TransferData{2, 2, {2, 2}, {2}, {}},    // to itself
                                 xfer({3, 4}, {3}),
                                 TransferData{p + 9, 4, {p + 9, 4}, {3}, {}}, // no such vertex
                                 TransferData{4, 5, {3, 5}, {4}, {}},    // the path starts elsewhere
                                 xfer({5, 6}, {5, -1}),
                                 xfer({6, 7}, {6, 7, 6, 6, 6}),
                                 xfer({7, 0}, {}),
                                 xfer({6, 5}, {6}),
                                 TransferData{2, 3, {2}, {2}, {}}, // a path of one vertex
                                 xfer({2, 3}, {2, 2})};
        s.rounds[1].transfers = {xfer({1, 2}, {0}), xfer({2, 1}, {1}), xfer({4, 3}, {3}), xfer({5, 4}, {6}),
                                 xfer({6, 5}, {5}), xfer({7, 6}, {6}), xfer({0, 7}, {7})};
        break;
    case 3: // a tree: leaves are processors, inner vertices switches
        s.rounds.resize(1);
        for (int v = 0; v < p; ++v)
            s.rounds[0].transfers.push_back(TransferData{v, p + v / 2, {v, p + v / 2}, {v}, {}});
        s.rounds[0].transfers.push_back(xfer({0, p, 1}, {0}));
        break;
    case 4: // all-to-all: moved packets (one holder), forwarded on, sent again by an old holder
        s.rounds.resize(2);
        for (int v = 0; v < p; ++v) {
            std::vector<int> ids;
            for (std::size_t k = 0; k < std::size_t(1 + v % 6); ++k)
                ids.push_back(held(v, k));
            s.rounds[0].transfers.push_back(xfer({v, next(v, 1)}, ids));
        }
        for (int v = 0; v < p; ++v) {
            const int from = next(v, -1);
            std::vector<int> ids = {held(from, 0)};
            if (v % 3 == 1)
                ids.push_back(held(from, std::size_t(1 + v % 4)));
            s.rounds[1].transfers.push_back(xfer({v, next(v, 1)}, ids));
        }
        s.rounds[1].transfers.push_back(xfer({0, 1}, {held(0, 0)})); // 0 sent it away
        break;
    case 5: { // all-to-all: a packet reaches its destination, which sends it on (a copy, the
              // packet has two holders now) and its next holder on again (it moves from one of them)
        std::vector<int> toNext(std::size_t(p), -1);
        for (int v = 0; v < p; ++v)
            for (int id : s.initial.held(std::size_t(v)))
                if (s.packets.dest(std::size_t(id)) == next(v, 1))
                    toNext[std::size_t(v)] = id;
        s.rounds.resize(4);
        for (int v = 0; v < p; ++v) {
            // Round 3: v gave that packet away in round 2 (odd v) or sends one it holds.
            s.rounds[3].transfers.push_back(xfer({v, next(v, 1)}, {toNext[std::size_t(next(v, v % 2 ? -2 : 0))]}));
            s.rounds[0].transfers.push_back(xfer({v, next(v, 1)}, {toNext[std::size_t(v)]}));
            s.rounds[1].transfers.push_back(xfer({v, next(v, 1)}, {toNext[std::size_t(next(v, -1))]}));
            std::vector<int> ids = {toNext[std::size_t(next(v, -2))]};
            if (v % 3 == 2)
                ids.push_back(toNext[std::size_t(next(v, -3))]); // gone on from v
            s.rounds[2].transfers.push_back(xfer({v, next(v, 1)}, ids));
        }
        break;
    }
    case 7: { // a hypercube (3-cube): the one-hop loop reads its arcs by dimension; a transfer
              // between nodes two bits apart is no link (the general loop reports it), a node over
              // its port limit in sends and receives both is listed once
        s.rounds.resize(3);
        for (int v = 0; v < p; ++v)
            s.rounds[0].transfers.push_back(xfer({v, v ^ 1}, {v}));
        for (int v = 0; v < p; ++v)
            s.rounds[1].transfers.push_back(xfer({v, v ^ 2}, v == 5 ? std::vector<int>{2} : std::vector<int>{v, v ^ 1}));
        s.rounds[1].transfers.push_back(TransferData{0, 3, {0, 3}, {0}, {}}); // two bits apart
        s.rounds[1].transfers.push_back(xfer({6, 4}, {7}));
        for (int v = 0; v < p; ++v)
            s.rounds[2].transfers.push_back(xfer({v, v ^ 4}, {v, v ^ 1, v ^ 2, v ^ 3}));
        s.rounds[2].transfers.push_back(xfer({6, 7}, {6}));
        s.rounds[2].transfers.push_back(xfer({7, 6}, {7}));
        s.rounds[2].transfers.push_back(TransferData{1, 6, {1, 6}, {1}, {}}); // three bits apart
        break;
    }
    case 8: // rounds of one shape (check() decides only their packets again after a clean one):
            // a packet not held in one of them, then a shape over the port limit twice (decided
            // again: the first broke a rule), then two packets a message twice (noncombining
            // models: the same)
        s.rounds.resize(8);
        for (int v = 0; v < p; ++v) {
            for (int r = 0; r < 5; ++r)
                s.rounds[std::size_t(r)].transfers.push_back(
                    xfer({v, next(v, 1)}, {r == 1 && v == 5 ? 2 : next(v, -r)}));
            s.rounds[5].transfers.push_back(xfer({v, next(v, -1)}, {v}));
            s.rounds[6].transfers.push_back(xfer({v, next(v, -1)}, {v, next(v, 1)}));
            s.rounds[7].transfers.push_back(xfer({v, next(v, -1)}, {next(v, -1), next(v, 2)}));
        }
        s.rounds[3].transfers.push_back(xfer({0, 1}, {0}));
        s.rounds[4].transfers.push_back(xfer({0, 1}, {next(0, -1)}));
        break;
    case 6: // a round that misses the fast shape long enough for check() to stop asking, then
            // takes it again; a packet not held in each stretch
        s.rounds.resize(2);
        for (int k = 0; k < 100; ++k) {
            const int v = k % p;
            if (k < 20)
                s.rounds[0].transfers.push_back(xfer({v, next(v, 1), next(v, 2)}, {k == 7 ? next(v, 3) : v}));
            else
                s.rounds[0].transfers.push_back(xfer({v, next(v, 1)}, {k == 50 || k == 95 ? next(v, 1) : v}));
        }
        for (int v = 0; v < p; ++v)
            s.rounds[1].transfers.push_back(xfer({next(v, 2), next(v, 3)}, {v}));
        break;
    }
    return s;
}

} // namespace

void TstSimulator::oneHopTransfersAgreeWithThePlainRules_data()
{
    QTest::addColumn<QString>("spec");
    QTest::addColumn<int>("operation");
    QTest::addColumn<int>("which");
    QTest::addColumn<int>("ports");
    QTest::addColumn<bool>("half");
    QTest::addColumn<bool>("combining");
    const struct
    {
        const char *name;
        const char *spec;
        Operation op;
        int which;
    } cases[] = {{"copies", "ring:8", Operation::Allgather, 0},
                 {"directions", "ring:8", Operation::Allgather, 1},
                 {"shapes", "ring:8", Operation::Allgather, 2},
                 {"switches", "tree:8", Operation::Allgather, 3},
                 {"moves", "ring:8", Operation::Alltoall, 4},
                 {"moves torus", "torus:3x3", Operation::Alltoall, 4},
                 {"moves of copies", "ring:8", Operation::Alltoall, 5},
                 {"long stretches", "ring:8", Operation::Allgather, 6},
                 {"copies, three hops", "ring:8", Operation::Allgather, 10},
                 {"shapes, three hops", "ring:8", Operation::Allgather, 12},
                 {"moves, three hops", "ring:8", Operation::Alltoall, 14},
                 {"moves of copies, three hops", "ring:8", Operation::Alltoall, 15},
                 {"rounds of one shape", "ring:8", Operation::Allgather, 8},
                 {"rounds of one shape, three hops", "ring:8", Operation::Allgather, 18},
                 {"hypercube", "hypercube:3", Operation::Allgather, 7},
                 {"hypercube, three hops", "hypercube:3", Operation::Allgather, 17}};
    for (const auto &c : cases) {
        const auto row = [&](const char *model, int ports, bool half, bool combining) {
            QTest::newRow(qPrintable(QStringLiteral("%1, %2").arg(QLatin1String(c.name), QLatin1String(model))))
                << QString::fromLatin1(c.spec) << int(c.op) << c.which << ports << half << combining;
        };
        row("1-port", 1, false, true);
        row("all-port noncombining", 0, false, false);
        row("2-port half duplex", 2, true, true);
    }
}

void TstSimulator::oneHopTransfersAgreeWithThePlainRules()
{
    QFETCH(QString, spec);
    QFETCH(int, operation);
    QFETCH(int, which);
    QFETCH(int, ports);
    QFETCH(bool, half);
    QFETCH(bool, combining);
    // check() takes one-hop transfers of a few held packets on a path of its own, and records
    // small held messages of longer paths (the three-hop rows) without a report; every result
    // must be what the rules give transfer by transfer (the state through applyRound()).
    const TopologyPtr t = topo(qPrintable(spec));
    const Problem problem(Operation(operation), t, 0, 0);
    const Schedule s = mixedOneHopRounds(problem, which);
    CommModel model = wh1();
    model.ports = ports;
    model.duplex = half ? Duplex::Half : Duplex::Full;
    model.combining = combining;
    const SimulationResult r = Simulator::check(problem, s, model);

    BufferState state = s.initial.toBufferState();
    state.held.resize(std::size_t(t->nodeCount()));
    struct Seen
    {
        int round, kind, node, transfer;
        bool operator==(const Seen &o) const
        {
            return round == o.round && kind == o.kind && node == o.node && transfer == o.transfer;
        }
    };
    std::vector<Seen> want;
    QCOMPARE(int(r.rounds.size()), int(s.rounds.size()));
    for (int round = 0; round < int(s.rounds.size()); ++round) {
        const TransferList &transfers = s.rounds[std::size_t(round)].transfers;
        std::map<int, int> loads;
        std::map<int, std::pair<int, int>> sendsReceives;
        int messages = 0;
        int moved = 0;
        for (int ti = 0; ti < int(transfers.size()); ++ti) {
            const Transfer tr = transfers[std::size_t(ti)];
            if (!t->isProcessor(tr.src) || !t->isProcessor(tr.dst) || tr.src == tr.dst) {
                want.push_back({round, int(ViolationKind::BadEndpoint), tr.src, ti});
                continue;
            }
            std::vector<int> arcs;
            bool walk = tr.path.size() >= 2 && tr.path.front() == tr.src && tr.path.back() == tr.dst;
            for (std::size_t h = 0; walk && h + 1 < tr.path.size(); ++h) {
                arcs.push_back(t->arcBetween(tr.path[h], tr.path[h + 1]));
                walk = arcs.back() >= 0;
            }
            if (!walk) {
                want.push_back({round, int(ViolationKind::BadPath), tr.src, ti});
                continue;
            }
            const int m = combining ? 1 : std::max(1, int(tr.packets.size()));
            for (int a : arcs) {
                if (half) {
                    loads[2 * t->arc(a).link] += m;
                    loads[2 * t->arc(a).link + 1] += m;
                } else
                    loads[a] += m;
            }
            const std::vector<int> &has = state.held[std::size_t(tr.src)];
            for (int id : tr.packets)
                if (!std::binary_search(has.begin(), has.end(), id))
                    want.push_back({round, int(ViolationKind::NotHeld), tr.src, ti});
            if (!combining && tr.packets.size() > 1)
                want.push_back({round, int(ViolationKind::Noncombining), tr.src, ti});
            messages += m;
            moved += int(tr.packets.size());
            ++sendsReceives[tr.src].first;
            ++sendsReceives[tr.dst].second;
        }
        std::vector<int> overloaded;
        for (const auto &[node, count] : sendsReceives)
            if (ports > 0 && (count.first > ports || count.second > ports)) {
                overloaded.push_back(node);
                want.push_back({round, int(ViolationKind::PortLimit), node, -1});
            }
        const RoundStats &got = r.rounds[std::size_t(round)];
        QCOMPARE(got.transfers, int(transfers.size()));
        QCOMPARE(got.messages, messages);
        QCOMPARE(got.packetsMoved, moved);
        QCOMPARE(got.portOverload, overloaded);
        QCOMPARE(int(got.channelLoads.size()), int(loads.size()));
        int max = 0;
        auto w = loads.begin();
        for (const ChannelLoad &c : got.channelLoads) {
            QCOMPARE(c.arc, w->first);
            QCOMPARE(c.load, w->second);
            max = std::max(max, c.load);
            ++w;
        }
        QCOMPARE(got.maxLinkLoad, max);
        Simulator::applyRound(s, s.rounds[std::size_t(round)], state);
    }
    std::vector<Seen> seen;
    for (const Violation &v : r.violations)
        seen.push_back({v.round, int(v.kind), v.node, v.transfer});
    QCOMPARE(r.violationCount, int(want.size()));
    QVERIFY(seen == want);
    QCOMPARE(r.postconditionFailures, problem.checkPostcondition(s, state));
}

void TstSimulator::exchangeRoundsAgreeWithTheGeneralLoop_data()
{
    QTest::addColumn<QString>("spec");
    QTest::addColumn<QString>("algorithm");
    QTest::addColumn<int>("how");
    QTest::addColumn<int>("model");
    const char *const ways[] = {"clean", "a packet not held", "an input not held", "a contribution twice",
                                "an output held", "an output made twice", "inputs kept",
                                "an output added to again", "sent to another neighbour", "a packet that moves",
                                "nodes out of order", "a node adds nothing", "a node sends nothing",
                                "two packets", "two hops", "partners keep their inputs",
                                "not partial sums", "a node receives twice", "partners not neighbours",
                                "a packet not held, added", "sums of two items", "a vertex that does not exist",
                                "kept, then sent again", "no combines", "a copy", "three inputs",
                                "an output twice at a node"};
    const char *const models[] = {"1-port", "all-port", "1-port half duplex", "noncombining"};
    const struct
    {
        const char *spec;
        const char *algorithm;
    } bases[] = {{"hypercube:2", "allreduce-hypercube"}, {"hypercube:3", "prefix-sum-hypercube"},
                 {"hypercube:5", "allreduce-hypercube"}, {"hypercube:5", "prefix-sum-hypercube"},
                 {"ring:6", "odd-even"}, {"ring:5", "shift"}};
    const auto row = [&](const char *spec, const char *algorithm, int how, int model) {
        QTest::newRow(qPrintable(QStringLiteral("%1 %2, %3, %4")
                                     .arg(QLatin1String(algorithm), QLatin1String(spec), QLatin1String(ways[how]),
                                          QLatin1String(models[model]))))
            << QString::fromLatin1(spec) << QString::fromLatin1(algorithm) << how << model;
    };
    for (const auto &b : bases)
        for (int how = 0; how < int(std::size(ways)); ++how)
            for (int model = 0; model < int(std::size(models)); ++model)
                row(b.spec, b.algorithm, how, model);
    // Rounds whose channels span many words of a bitset (the loads are gathered a word at a
    // time): a cube's first round across dimension 7 (in half duplex its links' second
    // messages are 128 channels after their first), allreduce on hypercube:14 unbroken and with
    // one node adding nothing (no last round: it would be 4 billion transfers).
    for (int model = 0; model < int(std::size(models)); ++model) {
        row("hypercube:10", "dimension 7", 0, model);
        row("hypercube:14", "allreduce-hypercube", 0, model);
        row("hypercube:14", "allreduce-hypercube", 11, model);
    }
}

void TstSimulator::exchangeRoundsAgreeWithTheGeneralLoop()
{
    QFETCH(QString, spec);
    QFETCH(QString, algorithm);
    QFETCH(int, how);
    QFETCH(int, model);
    // check() takes a round in which every processor exchanges one partial sum with a partner
    // (transfer i from processor i) in one go when nothing in it breaks a rule. The same
    // schedule with every round's transfers in reverse order goes through the general loop;
    // both must find the same, whatever is broken in the middle round (and so in the rounds
    // after it).
    const TopologyPtr t = topo(qPrintable(spec));
    const Operation op = algorithm.startsWith(QLatin1String("prefix")) ? Operation::PrefixSum : Operation::Allreduce;
    const Problem problem(op, t, 0, 0);
    Schedule s = exchangeSchedule(problem, algorithm);
    QVERIFY(!s.rounds.empty());
    const int at = int(s.rounds.size()) / 2;
    int aside = 1;
    while (aside == s.rounds[std::size_t(at)].transfers.dst(0) || t->arcBetween(0, aside) < 0)
        ++aside;
    const bool cube = spec.startsWith(QLatin1String("hypercube"));
    const int across = s.rounds[std::size_t(at)].transfers.dst(0); // the round's partner of 0
    const int p = t->processorCount();
    const auto far = [&](int v) { return cube ? v ^ (across | (across == 1 ? 2 : 1)) : (v + p / 2) % p; };
    breakExchange(s, at, how, aside, far);
    Schedule reversed = s;
    for (Round &round : reversed.rounds) {
        TransferList back;
        for (std::size_t i = round.transfers.size(); i-- > 0;) {
            const Transfer tr = round.transfers[i];
            back.add(tr.src, tr.dst, tr.path, tr.packets, tr.tag);
        }
        round.transfers = std::move(back);
    }
    // Two last rounds show the whole state the rounds leave, as the replay (the general moves)
    // has it: in the first every processor sends each packet it holds there, in the second
    // (where that is not too many transfers) each one it does not, one transfer a packet, and
    // is told of each it does not hold. A holding the check lost is in the first round's list,
    // one it made up lessens the second's count.
    const BufferState final = Replay(&s).stateAfter(int(s.rounds.size()));
    const int probe = int(s.rounds.size());
    const bool all = s.packets.size() * std::size_t(p) < (std::size_t(1) << 20);
    for (Schedule *each : {&s, &reversed}) {
        Round held;
        Round other;
        for (int v = 0; v < p; ++v) {
            const int to = spec.startsWith(QLatin1String("hypercube")) ? (v ^ 1) : (v + 1) % p;
            const std::vector<int> &has = final.held[std::size_t(v)];
            for (const int id : has)
                held.transfers.add(v, to, IntSpan(std::vector<int>{v, to}), IntSpan(std::vector<int>{id}));
            for (int id = 0; all && id < int(each->packets.size()); ++id)
                if (!std::binary_search(has.begin(), has.end(), id))
                    other.transfers.add(v, to, IntSpan(std::vector<int>{v, to}), IntSpan(std::vector<int>{id}));
        }
        each->rounds.push_back(std::move(held));
        if (all)
            each->rounds.push_back(std::move(other));
    }
    CommModel m = wh1();
    m.ports = model == 1 ? 0 : 1;
    m.duplex = model == 2 ? Duplex::Half : Duplex::Full;
    m.combining = model != 3;
    const SimulationResult got = Simulator::check(problem, s, m);
    const SimulationResult want = Simulator::check(problem, reversed, m);

    QCOMPARE(got.verified, want.verified);
    QCOMPARE(got.delivered, want.delivered);
    QCOMPARE(got.postconditionFailures, want.postconditionFailures);
    QCOMPARE(got.maxLinkLoad, want.maxLinkLoad);
    QCOMPARE(got.violationCount, want.violationCount);
    using Seen = std::tuple<int, int, int, int, QString>;
    std::vector<Seen> seen, expected;
    for (const Violation &v : got.violations)
        seen.push_back({v.round, int(v.kind), v.node, v.transfer, v.message});
    for (const Violation &v : want.violations) {
        const int size = int(s.rounds[std::size_t(v.round)].transfers.size());
        expected.push_back({v.round, int(v.kind), v.node,
                            v.transfer < 0 || v.round >= probe ? v.transfer : size - 1 - v.transfer, v.message});
    }
    std::sort(seen.begin(), seen.end());
    std::sort(expected.begin(), expected.end());
    QVERIFY(seen == expected);
    QCOMPARE(got.rounds.size(), want.rounds.size());
    for (std::size_t r = 0; r < got.rounds.size(); ++r) {
        const RoundStats &a = got.rounds[r];
        const RoundStats &b = want.rounds[r];
        QCOMPARE(a.transfers, b.transfers);
        QCOMPARE(a.messages, b.messages);
        QCOMPARE(a.packetsMoved, b.packetsMoved);
        QCOMPARE(a.maxLinkLoad, b.maxLinkLoad);
        QCOMPARE(a.portOverload, b.portOverload);
        QCOMPARE(a.channelLoads.size(), b.channelLoads.size());
        auto w = b.channelLoads.begin();
        for (const ChannelLoad &c : a.channelLoads) {
            QCOMPARE(c.arc, w->arc);
            QCOMPARE(c.load, w->load);
            ++w;
        }
    }
    // Unbroken, the schedule breaks no rule (the looks do: they send what is not held, or more
    // than a port's share), the library's deliver, and every round of it is taken as an exchange.
    if (how == 0) {
        Schedule unlooked = s;
        unlooked.rounds.resize(std::size_t(probe));
        CheckStatistics statistics;
        QVERIFY(Simulator::check(problem, unlooked, m, nullptr, {}, &statistics).violationCount == 0);
        QCOMPARE(statistics.exchangeRounds, probe);
        QVERIFY(got.violationCount > 0 || !all);
        for (const Violation &v : got.violations) {
            QVERIFY(v.round >= probe);
            QVERIFY(v.round > probe || v.kind != ViolationKind::NotHeld); // (the first look's sends may be many)
        }
        QVERIFY(got.delivered || !algorithm.endsWith(QLatin1String("-hypercube")));
    }
}

QTEST_GUILESS_MAIN(TstSimulator)
#include "tst_simulator.moc"

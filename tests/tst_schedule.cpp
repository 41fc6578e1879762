// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// ProcessorSet: the contributor sets of partial sums, as a lecturer writes them ("0-3,6").
// TransferList and PacketTable: a round's transfers and a schedule's packets in flat storage
// read back as they were added.

#include "core/schedule.h"

#include <QtTest>

using namespace collviz::core;

namespace {
ProcessorSet setOf(std::initializer_list<int> members)
{
    ProcessorSet s(64);
    for (int m : members)
        s.insert(m);
    return s;
}
} // namespace

class TstSchedule : public QObject
{
    Q_OBJECT

private slots:
    void text_data();
    void text();
    void unionAndOverlap_data();
    void unionAndOverlap();
    void membership();
    void transfersReadBack();
    void sameShape_data();
    void sameShape();
    void packetsReadBack();
    void combinesKnowTheirNodeOrder_data();
    void combinesKnowTheirNodeOrder();
    void heldListsReadBack();
};

void TstSchedule::sameShape_data()
{
    // A ring round (two one-hop transfers, one with two packets, and a two-hop one) against
    // others: the same shape is the same ends and paths in the same order, each with as many
    // packets; the ids may differ.
    QTest::addColumn<QVector<int>>("change"); ///< which, transfer, value (see sameShape())
    QTest::addColumn<bool>("same");
    QTest::newRow("the same round") << QVector<int>{0, 0, 0} << true;
    QTest::newRow("other packet ids") << QVector<int>{1, 1, 7} << true;
    QTest::newRow("another receiver") << QVector<int>{2, 0, 3} << false;
    QTest::newRow("a packet more") << QVector<int>{3, 0, 5} << false;
    QTest::newRow("a packet more on the last") << QVector<int>{3, 2, 5} << false;
    QTest::newRow("a packet less, one more next") << QVector<int>{4, 1, 0} << false;
    QTest::newRow("another path") << QVector<int>{5, 2, 0} << false;
    QTest::newRow("a transfer more") << QVector<int>{6, 0, 0} << false;
    QTest::newRow("the order changed") << QVector<int>{7, 0, 0} << false;
}

void TstSchedule::sameShape()
{
    QFETCH(QVector<int>, change);
    const int which = change[0], at = change[1], value = change[2];
    std::vector<TransferData> base = {{0, 1, {0, 1}, {0}, {}}, {1, 2, {1, 2}, {1, 2}, {}}, {2, 4, {2, 3, 4}, {3}, {}}};
    std::vector<TransferData> other = base;
    TransferData &t = other[std::size_t(at)];
    switch (which) {
    case 1: t.packets[0] = value; break;
    case 2: t.dst = value; t.path.back() = value; break;
    case 3: t.packets.push_back(value); break;
    case 4:
        t.packets.pop_back();
        other[std::size_t(at) + 1].packets.push_back(value);
        break;
    case 5: t.path = {2, 1, 0, 7, 6, 5, 4}; break;
    case 6: other.push_back(base.front()); break;
    case 7: std::swap(other[0], other[1]); break;
    default: break;
    }
    QFETCH(bool, same);
    const TransferList a(base), b(other);
    QCOMPARE(a.sameShape(b), same);
    QCOMPARE(b.sameShape(a), same);
}

void TstSchedule::text_data()
{
    QTest::addColumn<QList<int>>("members");
    QTest::addColumn<QString>("text");
    QTest::newRow("empty") << QList<int>{} << "";
    QTest::newRow("single") << QList<int>{5} << "5";
    QTest::newRow("subcube") << QList<int>{4, 5, 6, 7} << "4-7";
    QTest::newRow("out of order") << QList<int>{7, 0, 6, 1} << "0-1,6-7";
    QTest::newRow("mesh column") << QList<int>{1, 5, 9} << "1,5,9";
}

void TstSchedule::text()
{
    QFETCH(QList<int>, members);
    QFETCH(QString, text);
    ProcessorSet s(16);
    for (int m : members)
        s.insert(m);
    QCOMPARE(s.toString(), text);
    QCOMPARE(s.count(), int(QSet<int>(members.begin(), members.end()).size()));
}

void TstSchedule::unionAndOverlap_data()
{
    QTest::addColumn<QList<int>>("a");
    QTest::addColumn<QList<int>>("b");
    QTest::addColumn<bool>("overlap");
    QTest::addColumn<QString>("unionText");
    QTest::newRow("adjacent halves") << QList<int>{0, 1, 2, 3} << QList<int>{4, 5, 6, 7} << false << "0-7";
    QTest::newRow("interleaved") << QList<int>{0, 2, 4} << QList<int>{1, 3, 5} << false << "0-5";
    QTest::newRow("shared member") << QList<int>{0, 1, 2} << QList<int>{2, 9} << true << "0-2,9";
    QTest::newRow("contained") << QList<int>{0, 1, 2, 3, 4, 5} << QList<int>{3} << true << "0-5";
    QTest::newRow("far apart") << QList<int>{0} << QList<int>{40} << false << "0,40";
    // Many short runs: sets stored as bitsets, against each other and against intervals.
    QTest::newRow("strided halves") << QList<int>{0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30, 32, 34, 36, 38, 40, 42, 44, 46, 48, 50, 52, 54, 56, 58, 60, 62}
                                   << QList<int>{1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31, 33, 35, 37, 39, 41, 43, 45, 47, 49, 51, 53, 55, 57, 59, 61, 63} << false
                                   << "0-63";
    QTest::newRow("strided overlap") << QList<int>{0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36, 39, 42, 45, 48, 51, 54, 57, 60}
                                   << QList<int>{5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55, 60} << true
                                   << "0,3,5-6,9-10,12,15,18,20-21,24-25,27,30,33,35-36,39-40,42,45,48,50-51,54-55,57,60";
    QTest::newRow("strided and interval") << QList<int>{0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30}
                                   << QList<int>{40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50} << false
                                   << "0,2,4,6,8,10,12,14,16,18,20,22,24,26,28,30,40-50";
    QTest::newRow("strided hit by interval") << QList<int>{0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30}
                                   << QList<int>{29, 30, 31} << true
                                   << "0,2,4,6,8,10,12,14,16,18,20,22,24,26,28-31";
    QTest::newRow("interval between strides") << QList<int>{0, 4, 8, 12, 16, 44, 48, 52, 56, 60}
                                   << QList<int>{21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39} << false
                                   << "0,4,8,12,16,21-39,44,48,52,56,60";
    // Heap sets (more than one run) are first compared by the buckets of their members in their
    // tags: hypercube partners (apart by buckets), a set against a copy of itself, sets whose
    // buckets meet (0 and 33 share one) but whose members do not.
    QTest::newRow("cube partners as runs") << QList<int>{5, 517} << QList<int>{261, 773} << false << "5,261,517,773";
    QTest::newRow("heap set and itself") << QList<int>{0, 2} << QList<int>{0, 2} << true << "0,2";
    QTest::newRow("heap sets sharing a far member") << QList<int>{3, 700} << QList<int>{700, 900} << true << "3,700,900";
    QTest::newRow("buckets meet, members do not") << QList<int>{0, 100} << QList<int>{33, 200} << false << "0,33,100,200";
    QList<int> low, high, both;
    QStringList text;
    for (int k = 0; k < 16; ++k) {
        low << 5 + 64 * k;
        high << 37 + 64 * k;
        text << QString::number(5 + 64 * k) << QString::number(37 + 64 * k);
    }
    QTest::newRow("cube partners as bitsets") << low << high << false << text.join(QLatin1Char(','));
    both = low;
    both << 37 + 64 * 9;
    QStringList bothText;
    for (int k = 0; k < 16; ++k) {
        bothText << QString::number(5 + 64 * k);
        if (k == 9)
            bothText << QString::number(37 + 64 * 9);
    }
    QTest::newRow("bitsets sharing one member") << both << QList<int>{37 + 64 * 9, 2000} << true
                                              << bothText.join(QLatin1Char(',')) + QStringLiteral(",2000");
}

void TstSchedule::unionAndOverlap()
{
    QFETCH(QList<int>, a);
    QFETCH(QList<int>, b);
    QFETCH(bool, overlap);
    QFETCH(QString, unionText);
    ProcessorSet sa(64), sb(64);
    for (int m : a)
        sa.insert(m);
    for (int m : b)
        sb.insert(m);
    QCOMPARE(sa.intersects(sb), overlap);
    QCOMPARE(sb.intersects(sa), overlap);
    sa.unite(sb);
    QCOMPARE(sa.toString(), unionText);
}

void TstSchedule::membership()
{
    const ProcessorSet s = setOf({1, 2, 3, 10, 12});
    for (int p = 0; p < 16; ++p)
        QCOMPARE(s.contains(p), p == 1 || p == 2 || p == 3 || p == 10 || p == 12);
    QCOMPARE(s.members(), (std::vector<int>{1, 2, 3, 10, 12}));
    QCOMPARE(ProcessorSet::all(8), setOf({0, 1, 2, 3, 4, 5, 6, 7}));
    QVERIFY(ProcessorSet::range(8, 2, 1).isEmpty());
    // Equal members, equal sets, however they were built (bitset and interval forms alike).
    ProcessorSet evens(64), odds(64), down(64);
    for (int p = 0; p < 64; p += 2) {
        evens.insert(p);
        odds.insert(p + 1);
    }
    for (int p = 62; p >= 0; p -= 2)
        down.insert(p);
    QCOMPARE(down, evens);
    QVERIFY(evens != odds);
    QVERIFY(evens.contains(62) && !evens.contains(63) && !evens.contains(-2) && !evens.contains(200));
    QCOMPARE(evens.count(), 32);
    evens.unite(odds);
    QCOMPARE(evens, ProcessorSet::all(64));
    QCOMPARE(evens.toString(), QStringLiteral("0-63"));
    // isRange(first, last) is == range(size, first, last), for sets of every form.
    const std::vector<ProcessorSet> sets = {ProcessorSet(64),          setOf({5}),         setOf({0, 1, 2, 3}),
                                            setOf({1, 2, 3, 10, 12}), ProcessorSet::all(64), down,
                                            setOf({0, 63})};
    for (const ProcessorSet &set : sets)
        for (int first = -1; first < 65; first += 3)
            for (int last = first - 2; last < 65; last += 5)
                QCOMPARE(set.isRange(first, last), set == ProcessorSet::range(64, first, last));
    QVERIFY(setOf({0, 1, 2, 3}).isRange(0, 3));
    QVERIFY(!setOf({0, 1, 2, 3}).isRange(0, 4));
    QVERIFY(ProcessorSet(64).isRange(3, 2));
}

void TstSchedule::transfersReadBack()
{
    // Paths and packet lists of different lengths (an empty packet list too), one tagged
    // transfer among untagged ones: each reads back as added, through every way of reading.
    std::vector<TransferData> added;
    added.push_back({0, 3, {0, 1, 2, 3}, {7}, {}});
    added.push_back({5, 4, {5, 4}, {}, {}});
    TransferTag tag;
    tag.tree = 2;
    tag.level = 1;
    added.push_back({1, 2, {1, 2}, {3, 4, 5}, tag});
    added.push_back({6, 7, {6, 7}, {9, 8}, {}});
    // Paths that are not [src, dst] though two nodes long or shorter (kept apart, as
    // added: the simulator reports them), between one-hop ones (read from the endpoints).
    added.push_back({2, 3, {3, 2}, {1}, {}});
    added.push_back({4, 5, {}, {2}, {}});
    added.push_back({3, 6, {3, 5, 6}, {0}, {}});
    added.push_back({6, 5, {6, 5}, {6}, {}});
    TransferList list(added);
    QCOMPARE(list.size(), added.size());
    QCOMPARE(list.nodeCount(), std::size_t(17));
    // 10 hops; the empty path, which has none, is counted as -1: a bound from below.
    QCOMPARE(list.hopCount(), std::size_t(9));
    QCOMPARE(TransferList(std::vector<TransferData>(added.begin(), added.begin() + 5)).hopCount(), std::size_t(7));
    // Empty paths alone: no node, no hop (not fewer than none).
    QCOMPARE(TransferList(std::vector<TransferData>{{4, 5, {}, {2}, {}}, {1, 2, {}, {}, {}}}).hopCount(), std::size_t(0));
    QCOMPARE(list.packetIdCount(), std::size_t(10));
    const std::vector<bool> oneHop{false, true, true, true, false, false, false, true};
    for (std::size_t k = 0; k < added.size(); ++k)
        QCOMPARE(list.oneHop(k), bool(oneHop[k]));
    std::size_t i = 0;
    for (const Transfer &t : list) {
        const TransferData &d = added[i];
        QCOMPARE(t.src, d.src);
        QCOMPARE(t.dst, d.dst);
        QVERIFY(t.path == d.path);
        QVERIFY(t.packets == d.packets);
        QCOMPARE(list.path(i).toVector(), d.path);
        QCOMPARE(list.packets(i).size(), d.packets.size());
        QCOMPARE(t.tag.tree, d.tag.tree);
        QCOMPARE(t.tag.level, d.tag.level);
        ++i;
    }
    QCOMPARE(i, added.size());
    QCOMPARE(list.back().packets.toVector(), (std::vector<int>{6}));
    QCOMPARE(list.end() - list.begin(), std::ptrdiff_t(8));
    list.clear();
    QVERIFY(list.empty());
    QCOMPARE(list.nodeCount(), std::size_t(0));
    QCOMPARE(list.hopCount(), std::size_t(0));
}

void TstSchedule::heldListsReadBack()
{
    // A schedule's initial buffers, one list after another: made from each packet's holder
    // (none: -1; out of range: dropped) or from a BufferState, they read back per vertex, in
    // increasing id, as the BufferState they give back.
    const HeldLists h = HeldLists::ofPackets(4, {2, 0, 2, -1, 3, 2, 7});
    QCOMPARE(h.size(), std::size_t(4));
    QCOMPARE(h.totalHeld(), std::size_t(5));
    QCOMPARE(h.held(0).toVector(), (std::vector<int>{1}));
    QVERIFY(h.held(1).empty());
    QCOMPARE(h.held(2).toVector(), (std::vector<int>{0, 2, 5}));
    QCOMPARE(h.held(3).toVector(), (std::vector<int>{4}));
    QVERIFY(h.holds(2, 5) && !h.holds(2, 4) && !h.holds(-1, 0) && !h.holds(4, 0));
    const BufferState state = h.toBufferState();
    QCOMPARE(state.held.size(), std::size_t(4));
    QCOMPARE(state.held[2], (std::vector<int>{0, 2, 5}));
    const HeldLists again(state);
    for (std::size_t v = 0; v < 4; ++v)
        QVERIFY(again.held(v) == h.held(v));
    QCOMPARE(HeldLists().size(), std::size_t(0));
    QCOMPARE(HeldLists::ofPackets(3, {}).totalHeld(), std::size_t(0));
}

void TstSchedule::combinesKnowTheirNodeOrder_data()
{
    QTest::addColumn<std::vector<int>>("nodes");
    QTest::addColumn<bool>("neverDecrease");
    QTest::addColumn<bool>("rise");
    QTest::newRow("one") << std::vector<int>{3} << true << true;
    QTest::newRow("one a node") << std::vector<int>{0, 1, 5, 7} << true << true;
    QTest::newRow("two at a node") << std::vector<int>{0, 1, 1, 2} << true << false;
    QTest::newRow("back at the end") << std::vector<int>{0, 1, 2, 1} << false << false;
    QTest::newRow("back at the start") << std::vector<int>{2, 0, 1} << false << false;
    QTest::newRow("a node again later") << std::vector<int>{0, 1, 0} << false << false;
    QTest::newRow("negative first") << std::vector<int>{-1, 0, 1} << true << true;
}

void TstSchedule::combinesKnowTheirNodeOrder()
{
    QFETCH(std::vector<int>, nodes);
    QFETCH(bool, neverDecrease);
    QFETCH(bool, rise);
    CombineList list;
    QVERIFY(list.nodesNeverDecrease() && list.nodesRise());
    const std::vector<int> inputs = {0, 1};
    for (int node : nodes)
        list.add(node, IntSpan(inputs), 2);
    QCOMPARE(list.nodesNeverDecrease(), neverDecrease);
    QCOMPARE(list.nodesRise(), rise);
    for (std::size_t i = 0; i < nodes.size(); ++i) {
        QCOMPARE(list.node(i), nodes[i]);
        QCOMPARE(list.output(i), 2);
        QVERIFY(!list.keepsInputs(i));
    }
    const CombineList copy = list;
    QCOMPARE(copy.nodesNeverDecrease(), neverDecrease);
    QCOMPARE(copy.nodesRise(), rise);
    list.clear();
    QVERIFY(list.nodesNeverDecrease() && list.nodesRise());
    list.add(4, IntSpan(inputs), 2, true);
    list.add(4, IntSpan(inputs), 3);
    QVERIFY(list.nodesNeverDecrease() && !list.nodesRise());
    QVERIFY(list.keepsInputs(0) && !list.keepsInputs(1));
}

void TstSchedule::packetsReadBack()
{
    // Uniform sizes and no items need no columns of their own; the first packet with another
    // size or an item makes them, and every packet still reads back as added.
    PacketTable table;
    double size = 0;
    QVERIFY(!table.uniformSize(&size));
    for (int i = 0; i < 4; ++i)
        table.push_back(Packet{-1, i, 3 - i, -1, 0.5});
    QVERIFY(table.uniformSize(&size));
    QCOMPARE(size, 0.5);
    table.push_back(Packet{-1, 1, -1, 2, 2.0});
    QVERIFY(!table.uniformSize(&size));
    Packet changed = table[1];
    changed.dest = 0;
    table.set(1, changed);
    QCOMPARE(table.size(), std::size_t(5));
    int id = 0;
    for (const Packet &p : table) {
        QCOMPARE(p.id, id);
        QCOMPARE(p.origin, id == 4 ? 1 : id);
        QCOMPARE(p.dest, id == 4 ? -1 : id == 1 ? 0 : 3 - id);
        QCOMPARE(p.item, id == 4 ? 2 : -1);
        QCOMPARE(p.size, id == 4 ? 2.0 : 0.5);
        QCOMPARE(table.dest(std::size_t(id)), p.dest);
        ++id;
    }
}

QTEST_GUILESS_MAIN(TstSchedule)
#include "tst_schedule.moc"

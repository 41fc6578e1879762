// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "core/simulator.h"

#include "core/bits.h"
#include "core/costmodel.h"
#include "core/packetplaces.h"
#include "core/timing/checkedrounds.h"

#include <QCoreApplication>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <unordered_map>

namespace collviz::core {

namespace {

constexpr int kMaxViolationsKept = 200;
/// How far ahead check() asks for a transfer's packet places.
constexpr std::size_t kTransfersAhead = 8;
/// The size of arc table up to which a hypercube's arcs are read from it rather than computed
/// (about what one core's level-2 cache holds here: 1 MB).
constexpr std::size_t kCachedArcTable = std::size_t(1) << 20;
/// The most packets check()'s fast path takes in one transfer (more: the general loop, whose
/// send() reads ahead within the message).
constexpr std::size_t kFastPackets = 4;
/// After kFastMisses transfers in a row it did not take, the fast path rests for kFastRest
/// (and after each later miss until it takes one again).
constexpr int kFastMisses = 16;
constexpr int kFastRest = 64;

QString tr(const char *text) { return QCoreApplication::translate("collviz::core::Simulator", text); }
/// tr() of a literal marked with QT_TRANSLATE_NOOP (lupdate reads no literal nested in tr()):
/// the free functions of this file mark their strings with this file's context.
QString translated(const char *text) { return tr(text); }

struct CombineFailure
{
    int node;
    QString message;
};

/// std::lower_bound(first, last, value) found by doubling steps from `first`: a merge walk's
/// next element is usually close (a message is often most of what its sender holds).
std::vector<int>::const_iterator gallop(std::vector<int>::const_iterator first, std::vector<int>::const_iterator last,
                                        int value)
{
    std::ptrdiff_t step = 1;
    while (last - first > step && first[step] < value) {
        first += step;
        step *= 2;
    }
    // Now *first may still be < value, and the answer lies within the next `step` elements.
    return std::lower_bound(first, last - first > step ? first + step + 1 : last, value);
}

/// Sorted-vector set edits for one vertex, collected during a round and applied at its end.
struct Edits
{
    std::vector<int> add;
    std::vector<int> remove;
};

/// Room for `more` elements after v's, growing at least by doubling (many small messages to one
/// node stay amortised).
void reserveMore(std::vector<int> &v, std::size_t more)
{
    const std::size_t need = v.size() + more;
    if (need > v.capacity())
        v.reserve(std::max(need, 2 * v.capacity()));
}

void sortUnique(std::vector<int> &v)
{
    // Edits usually arrive strictly increasing (one sorted message per sender): one pass to
    // see that, and sort and dedupe only when not.
    if (std::adjacent_find(v.begin(), v.end(), std::greater_equal<int>()) == v.end())
        return;
    std::sort(v.begin(), v.end());
    v.erase(std::unique(v.begin(), v.end()), v.end());
}

/// Removes e.remove from, then adds e.add to the sorted set `held`, in place: one merge walk
/// each from the first id edited, no allocation while the vector has room (a node of an
/// all-to-all holds p packets and trades half of them a round: a sorted insert per packet
/// would move the whole list each time).
void applyEdits(std::vector<int> &held, Edits &e)
{
    if (e.add.size() + e.remove.size() == 1) {
        // One packet in or out: a binary search and one shift.
        if (!e.remove.empty()) {
            const auto it = std::lower_bound(held.begin(), held.end(), e.remove.front());
            if (it != held.end() && *it == e.remove.front())
                held.erase(it);
        } else {
            const auto it = std::lower_bound(held.begin(), held.end(), e.add.front());
            if (it == held.end() || *it != e.add.front())
                held.insert(it, e.add.front());
        }
        e.add.clear();
        e.remove.clear();
        return;
    }
    if (!e.remove.empty()) {
        sortUnique(e.remove);
        auto in = std::lower_bound(held.begin(), held.end(), e.remove.front());
        auto out = in;
        auto r = e.remove.begin();
        for (; in != held.end(); ++in) {
            while (r != e.remove.end() && *r < *in)
                ++r;
            if (r != e.remove.end() && *r == *in)
                continue;
            *out++ = *in;
        }
        held.erase(out, held.end());
    }
    if (!e.add.empty()) {
        sortUnique(e.add);
        // The adds not held yet, then a merge from the back into the grown vector.
        const std::size_t m = held.size();
        std::size_t fresh = 0;
        {
            auto h = std::lower_bound(held.begin(), held.end(), e.add.front());
            for (int id : e.add) {
                while (h != held.end() && *h < id)
                    ++h;
                if (h == held.end() || *h != id)
                    ++fresh;
            }
        }
        if (fresh > 0) {
            held.resize(m + fresh);
            std::ptrdiff_t i = std::ptrdiff_t(m) - 1;
            std::ptrdiff_t j = std::ptrdiff_t(e.add.size()) - 1;
            std::ptrdiff_t k = std::ptrdiff_t(m + fresh) - 1;
            int *d = held.data();
            const int *a = e.add.data();
            while (j >= 0) {
                if (i >= 0 && d[i] > a[j])
                    d[k--] = d[i--];
                else if (i >= 0 && d[i] == a[j]) {
                    d[k--] = d[i--];
                    --j;
                } else
                    d[k--] = a[j--];
            }
        }
    }
    e.add.clear();
    e.remove.clear();
}

/// Per-vertex edits of one round, kept between rounds so a round allocates nothing new.
class EditTable
{
public:
    explicit EditTable(std::size_t vertices) : mEdits(vertices) {}
    Edits &operator[](int node)
    {
        Edits &e = mEdits[std::size_t(node)];
        if (e.add.empty() && e.remove.empty())
            mTouched.push_back(node);
        return e;
    }
    /// Applies and clears every vertex's edits.
    void applyTo(BufferState &state)
    {
        std::sort(mTouched.begin(), mTouched.end());
        mTouched.erase(std::unique(mTouched.begin(), mTouched.end()), mTouched.end());
        for (int node : mTouched) {
            Edits &e = mEdits[std::size_t(node)];
            if (!e.add.empty() || !e.remove.empty())
                applyEdits(state.held[std::size_t(node)], e);
        }
        mTouched.clear();
    }

private:
    std::vector<Edits> mEdits;
    std::vector<int> mTouched;
};

/// Why a combine cannot run on `state` (any state that answers holds(node, id)), or nothing.
template<typename State>
std::optional<CombineFailure> checkCombine(const Schedule &schedule, const Combine &c, const State &state, int nodes)
{
    if (c.node < 0 || c.node >= nodes || c.inputs.empty())
        return CombineFailure{c.node, translated(QT_TRANSLATE_NOOP("collviz::core::Simulator", "a combine names no inputs or a vertex that does not exist"))};
    ProcessorSet seen;
    int item = -2;
    for (std::size_t i = 0; i < c.inputs.size(); ++i) {
        const int id = c.inputs[i];
        if (id < 0 || id >= int(schedule.packets.size()) || !state.holds(c.node, id))
            return CombineFailure{c.node, translated(QT_TRANSLATE_NOOP("collviz::core::Simulator", "node %1 adds partial sum %2 it does not hold")).arg(c.node).arg(id)};
        const Packet &pk = schedule.packets[std::size_t(id)];
        if (item == -2)
            item = pk.item;
        if (pk.item != item || pk.item < 0)
            return CombineFailure{c.node, translated(QT_TRANSLATE_NOOP("collviz::core::Simulator", "node %1 adds partial sums of different items")).arg(c.node)};
        const ProcessorSet &contrib = schedule.contributors[std::size_t(id)];
        bool twice = false;
        if (c.inputs.size() == 2) {
            // The usual combine of two partial sums: disjoint is all there is to check, and no
            // union is built (the general case below answers the same for two inputs).
            twice = i == 1 && schedule.contributors[std::size_t(c.inputs[0])].intersects(contrib);
        } else if (seen.isEmpty())
            seen = contrib;
        else if (seen.intersects(contrib))
            twice = true;
        else
            seen.unite(contrib);
        if (twice)
            return CombineFailure{c.node, translated(QT_TRANSLATE_NOOP("collviz::core::Simulator", "node %1 counts a contribution twice when adding partial sum %2")).arg(c.node).arg(id)};
    }
    return std::nullopt;
}

/// The one routine that moves data: used by the simulator (which reports combine
/// failures) and by Replay (which does not).
void applyRoundImpl(const Schedule &schedule, const Round &round, BufferState &state,
                    std::vector<CombineFailure> *failures, EditTable &edits)
{
    const TransferList &transfers = round.transfers;
    const int nodes = int(state.held.size());
    const int packetCount = int(schedule.packets.size());
    for (std::size_t ti = 0; ti < transfers.size(); ++ti) {
        const int src = transfers.src(ti);
        const int dst = transfers.dst(ti);
        if (src < 0 || src >= nodes || dst < 0 || dst >= nodes)
            continue;
        const IntSpan packets = transfers.packets(ti);
        Edits *toDst = nullptr;
        Edits *fromSrc = nullptr;
        // Room for the whole message on first use (the edit lists start empty every round).
        auto send = [&](int id) {
            if (!toDst) {
                toDst = &edits[dst];
                reserveMore(toDst->add, packets.size());
            }
            toDst->add.push_back(id);
            const int dest = schedule.packets.dest(std::size_t(id));
            if (dest >= 0 && dest != src) {
                if (!fromSrc) {
                    fromSrc = &edits[src];
                    reserveMore(fromSrc->remove, packets.size());
                }
                fromSrc->remove.push_back(id);
            }
        };
        const std::vector<int> &held = state.held[std::size_t(src)];
        if (packets.size() > 16 && std::is_sorted(packets.begin(), packets.end())) {
            // A big sorted message (what builders select from their holdings): one merge walk
            // over the sender's sorted list instead of a binary search per packet.
            auto h = held.begin();
            for (int id : packets) {
                h = gallop(h, held.end(), id);
                if (h == held.end())
                    break;
                if (*h == id && id >= 0 && id < packetCount)
                    send(id);
            }
        } else {
            for (int id : packets)
                if (id >= 0 && id < packetCount && std::binary_search(held.begin(), held.end(), id))
                    send(id);
        }
    }
    edits.applyTo(state);

    if (round.combines.empty())
        return;
    for (const Combine &c : round.combines) {
        if (const std::optional<CombineFailure> f = checkCombine(schedule, c, state, int(state.held.size()))) {
            if (failures)
                failures->push_back(*f);
            continue;
        }
        auto &e = edits[c.node];
        // An output outside the packet table is dropped, as the per-packet state does.
        if (c.output >= 0 && c.output < int(schedule.packets.size()))
            e.add.push_back(c.output);
        if (!c.keepInputs)
            e.remove.insert(e.remove.end(), c.inputs.begin(), c.inputs.end());
    }
    edits.applyTo(state);
}

/// A growing array of small records written through a pointer: room is made first (reserve()),
/// then records are written with no growth check each, and the end set after (setEnd()).
/// Grown by doubling, never zeroed: every entry is written before it is read.
template<typename T>
class RecordBuffer
{
public:
    /// Room for `n` records in all.
    void reserve(std::size_t n)
    {
        if (n <= mCapacity)
            return;
        const std::size_t capacity = std::max(n, 2 * mCapacity);
        std::unique_ptr<T[]> grown(new T[capacity]);
        std::copy(mData.get(), mData.get() + mCount, grown.get());
        mData = std::move(grown);
        mCapacity = capacity;
    }
    void push_back(const T &t)
    {
        reserve(mCount + 1);
        mData[mCount++] = t;
    }
    T *data() { return mData.get(); }
    const T *begin() const { return mData.get(); }
    const T *end() const { return mData.get() + mCount; }
    T *end() { return mData.get() + mCount; }
    T *limit() { return mData.get() + mCapacity; }
    void setEnd(T *end) { mCount = std::size_t(end - mData.get()); }
    std::size_t size() const { return mCount; }
    void clear() { mCount = 0; }

private:
    std::unique_ptr<T[]> mData;
    std::size_t mCount = 0;
    std::size_t mCapacity = 0;
};

/// One round's data movement and combines on the simulator's per-packet state: the same
/// semantics as applyRoundImpl (sends read the state at the start of the round, receives land at
/// its end, then the combines run on that state), with every edit one array write.
///
/// A packet whose one holder sends it away (the all-to-all case) is a Move, applied at the end of
/// the sends as one write; everything else (copies, a packet sent to its sender) goes through
/// the removes and adds. Removes, then moves, then adds is what removes-then-adds gives: a moved
/// packet had one holder, its sender, which only its moves and removes drop.
class PlacesRound
{
public:
    struct Move
    {
        int id;
        int src;
        int dst;
    };
    /// A packet and a node that gains or loses it.
    struct Hold
    {
        int node;
        int id;
    };
    /// A byte per packet, made once for a run, that mostly decides whether a send moves it
    /// (leaves()): kNoDestination, or the low 7 bits of its destination. An all-to-all reads
    /// one per packet sent in no particular order; a byte table (1 MB for pairwise on
    /// hypercube:10) stays in the core's cache where the destinations' ints (4 MB) were a
    /// second miss per packet beside its place.
    void readDestinations(const Schedule &schedule)
    {
        mHint.resize(schedule.packets.size());
        bool copies = true;
        for (std::size_t id = 0; id < schedule.packets.size(); ++id) {
            const int dest = schedule.packets.dest(id);
            mHint[id] = dest < 0 ? kNoDestination : std::uint8_t(unsigned(dest) & kLowBits);
            copies &= dest < 0;
        }
        mCopiesOnly = copies;
    }
    /// Whether packet `id` (in range) leaves `src` when src sends it: it has a destination and
    /// src is not it (a packet sent on from its destination is a copy). With hints
    /// (readDestinations()) the packet table is read only when the destination's low bits are
    /// src's (one packet in 128 at most, in an all-to-all: the rounds whose partners differ only
    /// above those bits).
    static bool leaves(const std::uint8_t *hint, const Schedule &schedule, int id, int src)
    {
        if (hint) {
            const unsigned h = hint[id];
            if (h == kNoDestination)
                return false;
            if (h != (unsigned(src) & kLowBits))
                return true;
        }
        const int dest = schedule.packets.dest(std::size_t(id));
        return dest >= 0 && dest != src;
    }
    /// Records what `t` (endpoints in [0, nodes)) moves; calls notHeld(id) for every packet
    /// its sender does not hold at the start of the round.
    template<typename NotHeld>
    // Out of line: inlined into check() its registers crowd out the general loop's (a multi-hop
    // all-to-all's check ran 5% slower).
    COLLVIZ_NOINLINE void send(const Schedule &schedule, int src, int dst, IntSpan packets,
                               const PacketPlaces &places, NotHeld &&notHeld)
    {
        const int packetCount = int(schedule.packets.size());
        // Room for every packet to be a move, written through a pointer (no growth check per
        // packet).
        mMoves.reserve(mMoves.size() + packets.size());
        Move *move = mMoves.end();
        const std::size_t count = packets.size();
        const int *where = places.placeData();
        for (std::size_t i = 0; i < count; ++i) {
            const int id = packets[i];
            // A big message's packets are spread over the packet table: ask for the places
            // and destinations a few packets ahead while this one is decided.
            if (i + kAhead < count) {
                const int next = packets[i + kAhead];
                if (next >= 0 && next < packetCount) {
                    COLLVIZ_PREFETCH(where + next);
                    if (!mHint.empty())
                        COLLVIZ_PREFETCH(mHint.data() + next);
                }
            }
            if (id < 0 || id >= packetCount) {
                notHeld(id);
                continue;
            }
            const int w = where[id];
            if (w != src && (w >= PacketPlaces::kNowhere || !places.holds(src, id))) {
                notHeld(id);
                continue;
            }
            if (leaves(hints(), schedule, id, src)) {
                if (w == src && dst != src) {
                    *move++ = {id, src, dst};
                    continue;
                }
                mRemoves.push_back({src, id});
            }
            mAdds.push_back({dst, id});
        }
        mMoves.setEnd(move);
    }
    /// Where sendHeld() writes: the ends of the moves, adds and removes and the room after them,
    /// and what it reads, in locals of the caller (a loop over many transfers keeps them in
    /// registers: stores through the record pointers could alias the buffers' own fields).
    struct Cursor
    {
        Move *move;
        Hold *add;
        Hold *remove;
        std::size_t capacity; ///< records of each kind that fit behind move, add and remove
        const int *where; ///< PacketPlaces::placeData()
        const std::uint8_t *hint; ///< readDestinations(), or null
        bool copiesOnly;  ///< no packet has a destination (readDestinations()): every send an add
    };
    Cursor cursor(const PacketPlaces &places)
    {
        return cursor(places.placeData(), hints());
    }
    /// The records sendHeld() wrote through `c` become the round's.
    void setCursor(const Cursor &c)
    {
        mMoves.setEnd(c.move);
        mAdds.setEnd(c.add);
        mRemoves.setEnd(c.remove);
    }
    /// send() for a message whose sender holds all of its packets (ids in range) at the start of
    /// the round, which needs no report (the one-hop loop's messages, and the general loop's small
    /// ones): records it through `c` and returns true. Returns false and records nothing
    /// otherwise (send() then decides and reports). dst != src.
    COLLVIZ_ALWAYS_INLINE bool sendHeld(const Schedule &schedule, int src, int dst, IntSpan packets,
                                        const PacketPlaces &places, int packetCount, Cursor &c)
    {
        if (!holdsAll(src, packets, places, packetCount))
            return false;
        const int *const where = c.where;
        const std::size_t count = packets.size();
        if (c.capacity < count)
            grow(c, count);
        c.capacity -= count;
        if (c.copiesOnly) {
            // Broadcast and allgather data: copied to every receiver, no destination to read.
            for (int id : packets)
                *c.add++ = {dst, id};
            return true;
        }
        for (int id : packets) {
            if (leaves(c.hint, schedule, id, src)) {
                if (where[id] == src) {
                    *c.move++ = {id, src, dst};
                    continue;
                }
                *c.remove++ = {src, id};
            }
            *c.add++ = {dst, id};
        }
        return true;
    }
    /// True when `src` holds every packet of `packets` (ids in range) at the start of the round.
    COLLVIZ_ALWAYS_INLINE static bool holdsAll(int src, IntSpan packets, const PacketPlaces &places,
                                               int packetCount)
    {
        const int *const where = places.placeData();
        for (int id : packets) {
            if (unsigned(id) >= unsigned(packetCount))
                return false;
            const int w = where[id];
            if (w != src && (w >= PacketPlaces::kNowhere || !places.copyHeldBy(id, w, src)))
                return false;
        }
        return true;
    }
    /// The same without a cursor (the general loop's small messages, one at a time: making a
    /// cursor and setting it back would cost more than the message).
    bool sendHeld(const Schedule &schedule, int src, int dst, IntSpan packets, const PacketPlaces &places,
                  int packetCount)
    {
        if (!holdsAll(src, packets, places, packetCount))
            return false;
        const int *const where = places.placeData();
        mMoves.reserve(mMoves.size() + packets.size());
        Move *move = mMoves.end();
        for (int id : packets) {
            if (leaves(hints(), schedule, id, src)) {
                if (where[id] == src) {
                    *move++ = {id, src, dst};
                    continue;
                }
                mRemoves.push_back({src, id});
            }
            mAdds.push_back({dst, id});
        }
        mMoves.setEnd(move);
        return true;
    }
    /// Room for a round's records: at most one per packet id of its transfers.
    void reserveRound(std::size_t packetIds)
    {
        // Copies only: every send an add (readDestinations()); else mostly moves. A reduction's
        // (no destinations read ahead) may be of any kind, and a cursor's room is that of the
        // fullest kind: room for the round in all three, or its first round grows them by
        // doubling, copying what it wrote into memory it has not touched yet (reduce on
        // hypercube:16: 161 page faults a check with the schedule built afresh, 66 with the
        // room made at once; the room not written is never touched).
        if (!mHint.empty() && mCopiesOnly)
            mAdds.reserve(mAdds.size() + packetIds);
        else if (!mHint.empty())
            mMoves.reserve(mMoves.size() + packetIds);
        else {
            mMoves.reserve(mMoves.size() + packetIds);
            mAdds.reserve(mAdds.size() + packetIds);
            mRemoves.reserve(mRemoves.size() + packetIds);
        }
    }
    /// Asks for the place and destination of a later transfer's first packet (a small message's
    /// packets are spread over the packet table: one cache miss each, overlapped this way).
    static void prefetch(IntSpan packets, const Cursor &c, int packetCount)
    {
        if (packets.empty())
            return;
        const int id = packets[0];
        if (id < 0 || id >= packetCount)
            return;
        COLLVIZ_PREFETCH(c.where + id);
        if (c.hint)
            COLLVIZ_PREFETCH(c.hint + id);
    }
    void prefetch(IntSpan packets, const PacketPlaces &places, int packetCount) const
    {
        if (packets.empty())
            return;
        const int id = packets[0];
        if (id < 0 || id >= packetCount)
            return;
        COLLVIZ_PREFETCH(places.placeData() + id);
        if (!mHint.empty())
            COLLVIZ_PREFETCH(mHint.data() + id);
    }
    /// Lands the recorded sends.
    void receive(PacketPlaces &places)
    {
        // Every record's node and packet are in range (send() and sendHeld() record no other).
        for (const Hold &r : mRemoves)
            places.removeInRange(r.node, r.id);
        const Move *moves = mMoves.begin();
        const std::size_t moveCount = mMoves.size();
        const int *where = places.placeData();
        for (std::size_t i = 0; i < moveCount; ++i) {
            if (i + kAhead < moveCount)
                COLLVIZ_PREFETCH(where + moves[i + kAhead].id, 1);
            places.move(moves[i].id, moves[i].src, moves[i].dst);
        }
        for (const Hold &a : mAdds)
            places.addInRange(a.node, a.id);
        mRemoves.clear();
        mMoves.clear();
        mAdds.clear();
    }
    /// The round's combines, on the state after its receives.
    void combine(const Schedule &schedule, const Round &round, PacketPlaces &places, int nodes,
                 std::vector<CombineFailure> &failures)
    {
        const CombineList &combines = round.combines;
        if (combines.empty())
            return;
        if (!schedule.packets.itemData() || schedule.contributors.size() != schedule.packets.size()) {
            // No partial sums (every item -1), or contributors that do not match the packets:
            // the full check decides every combine.
            combineRange(schedule, combines, 0, combines.size(), places, nodes, failures, false);
            return;
        }
        switch (order(combines, nodes)) {
        case Order::OnePer: combineOnePer(schedule, combines, places, nodes, failures); break;
        case Order::ByNode: combineByNode(schedule, combines, places, nodes, failures); break;
        case Order::Any: combineRange(schedule, combines, 0, combines.size(), places, nodes, failures, true); break;
        }
    }
    void apply(const Schedule &schedule, const Round &round, PacketPlaces &places, int nodes,
               std::vector<CombineFailure> &failures)
    {
        const TransferList &transfers = round.transfers;
        for (std::size_t i = 0; i < transfers.size(); ++i) {
            const int src = transfers.src(i);
            const int dst = transfers.dst(i);
            if (src >= 0 && src < nodes && dst >= 0 && dst < nodes)
                send(schedule, src, dst, transfers.packets(i), places, [](int) {});
        }
        receive(places);
        combine(schedule, round, places, nodes, failures);
    }

private:
    /// How a round's combines are ordered.
    enum class Order {
        Any,
        ByNode,  ///< every node's combines in a row (the nodes never decrease)
        OnePer,  ///< at most one combine per node, in increasing node order, all nodes in range
    };
    /// In ByNode order a node's combines read and change only that node's holdings, which no
    /// other node's combines touch, so checking a node's combines and applying them before the
    /// next node's gives what checking all of them first does.
    static Order order(const CombineList &combines, int nodes)
    {
        if (!combines.nodesNeverDecrease())
            return Order::Any;
        // In node order all nodes are in range when the first and the last are.
        return combines.nodesRise() && combines.node(0) >= 0 && combines.node(combines.size() - 1) < nodes
                   ? Order::OnePer
                   : Order::ByNode;
    }
    /// True when a combine at `node` (in range) of inputs `in` is the usual one that
    /// checkCombine() passes: two partial sums of one item, both held by `node` (alone or with a
    /// partner: an allreduce's pair), with disjoint contributors; or one partial sum held.
    /// False says nothing (the full check decides and words the failure). Reads the places,
    /// items and contributors as arrays (one entry a packet).
    /// What quick() reads, one entry a packet (read once for a round's combines).
    struct SumArrays
    {
        unsigned packetCount;
        const int *where;                 ///< PacketPlaces::placeData()
        const int *items;                 ///< PacketTable::itemData()
        const ProcessorSet *contributors; ///< Schedule::contributors
        static SumArrays of(const Schedule &schedule, const PacketPlaces &places)
        {
            return {unsigned(schedule.packets.size()), places.placeData(), schedule.packets.itemData(),
                    schedule.contributors.data()};
        }
    };
    COLLVIZ_ALWAYS_INLINE static bool quick(int node, IntSpan in, const PacketPlaces &places,
                                            const SumArrays &sums)
    {
        const unsigned packetCount = sums.packetCount;
        const int *const where = sums.where;
        const int *const items = sums.items;
        const ProcessorSet *const contributors = sums.contributors;
        if (in.size() == 2) {
            const int a = in[0];
            const int b = in[1];
            if (unsigned(a) >= packetCount || unsigned(b) >= packetCount)
                return false;
            const int item = items[a];
            const int wa = where[a];
            const int wb = where[b];
            return item >= 0 && items[b] == item
                   && (wa == node || (wa < PacketPlaces::kNowhere && places.copyHeldBy(a, wa, node)))
                   && (wb == node || (wb < PacketPlaces::kNowhere && places.copyHeldBy(b, wb, node)))
                   && !contributors[a].intersects(contributors[b]);
        }
        if (in.size() == 1) {
            const int a = in[0];
            if (unsigned(a) >= packetCount)
                return false;
            const int wa = where[a];
            return items[a] >= 0 && (wa == node || (wa < PacketPlaces::kNowhere && places.copyHeldBy(a, wa, node)));
        }
        return false;
    }
    /// add() for a passing combine's output (its node is in range): an output outside the
    /// packet table is dropped.
    COLLVIZ_ALWAYS_INLINE static void addOutput(PacketPlaces &places, int node, int output,
                                                unsigned packetCount)
    {
        if (unsigned(output) < packetCount)
            places.addInRange(node, output);
    }
    /// A passing combine's removes (its node and inputs are in range: its check tested them),
    /// two inputs (the usual) without a loop.
    COLLVIZ_ALWAYS_INLINE static void removeInputs(PacketPlaces &places, int node, IntSpan in,
                                                   bool keep)
    {
        if (keep)
            return;
        if (in.size() == 2) {
            places.removeInRange(node, in[0]);
            places.removeInRange(node, in[1]);
        } else
            for (int id : in)
                places.removeInRange(node, id);
    }
    /// The full check of combine j (quick() did not pass it): true when it passes, else false
    /// with its failure recorded. Out of line: rare.
    COLLVIZ_NOINLINE static bool checked(const Schedule &schedule, const CombineList &combines,
                                         std::size_t j, const PacketPlaces &places, int nodes,
                                         std::vector<CombineFailure> &failures)
    {
        if (const std::optional<CombineFailure> f = checkCombine(schedule, combines[j], places, nodes)) {
            failures.push_back(*f);
            return false;
        }
        return true;
    }
    /// combine() for OnePer order: each combine checked and applied in turn.
    void combineOnePer(const Schedule &schedule, const CombineList &combines, PacketPlaces &places, int nodes,
                       std::vector<CombineFailure> &failures)
    {
        const std::size_t count = combines.size();
        const SumArrays sums = SumArrays::of(schedule, places);
        const unsigned packetCount = sums.packetCount;
        for (std::size_t k = 0; k < count; ++k) {
            const int node = combines.node(k);
            const IntSpan in = combines.inputs(k);
            if (Q_UNLIKELY(!quick(node, in, places, sums))
                && !checked(schedule, combines, k, places, nodes, failures))
                continue;
            removeInputs(places, node, in, combines.keepsInputs(k));
            addOutput(places, node, combines.output(k), packetCount);
        }
    }
    /// combine() for ByNode order: one node's combines at a time, checked and applied before
    /// the next node's (see order()).
    void combineByNode(const Schedule &schedule, const CombineList &combines, PacketPlaces &places, int nodes,
                       std::vector<CombineFailure> &failures)
    {
        const std::size_t count = combines.size();
        const SumArrays sums = SumArrays::of(schedule, places);
        const unsigned packetCount = sums.packetCount;
        // Whether combine j (at `node`, inputs `in`) passes its check.
        auto passes = [&](std::size_t j, int node, IntSpan in) COLLVIZ_ALWAYS_INLINE {
            if (Q_LIKELY(unsigned(node) < unsigned(nodes)
                             && quick(node, in, places, sums)))
                return true;
            return checked(schedule, combines, j, places, nodes, failures);
        };
        std::size_t k = 0;
        while (k < count) {
            const int node = combines.node(k);
            const IntSpan in = combines.inputs(k);
            if (k + 1 == count || combines.node(k + 1) != node) {
                // The node's one combine: checked, then applied.
                if (passes(k, node, in)) {
                    removeInputs(places, node, in, combines.keepsInputs(k));
                    addOutput(places, node, combines.output(k), packetCount);
                }
                ++k;
                continue;
            }
            if (k + 2 == count || combines.node(k + 2) != node) {
                // Two (a prefix sum's running sum and prefix): both checked, then their
                // removes, then their adds.
                const IntSpan in2 = combines.inputs(k + 1);
                const bool first = passes(k, node, in);
                const bool second = passes(k + 1, node, in2);
                if (first)
                    removeInputs(places, node, in, combines.keepsInputs(k));
                if (second)
                    removeInputs(places, node, in2, combines.keepsInputs(k + 1));
                if (first)
                    addOutput(places, node, combines.output(k), packetCount);
                if (second)
                    addOutput(places, node, combines.output(k + 1), packetCount);
                k += 2;
                continue;
            }
            std::size_t end = k + 3;
            while (end < count && combines.node(end) == node)
                ++end;
            combineRange(schedule, combines, k, end, places, nodes, failures, true);
            k = end;
        }
    }
    /// Combines [k, end) of a round, in any order: every one is checked on the state before any
    /// of them runs (by quick() first when `arrays`: items and contributors for every packet);
    /// then the removes of all that passed, then their adds (what recording them and one
    /// receive() did), read off the combines themselves: no list of edits that grows with the
    /// round. When no passing combine's output is held by its node already, no add can meet a
    /// remove (a passing combine's inputs are held by its node), so each combine's removes and
    /// add are applied together in one pass.
    void combineRange(const Schedule &schedule, const CombineList &combines, std::size_t k, std::size_t end,
                      PacketPlaces &places, int nodes, std::vector<CombineFailure> &failures, bool arrays)
    {
        const SumArrays sums = SumArrays::of(schedule, places);
        const unsigned packetCount = sums.packetCount;
        mFailed.clear();
        bool outputsFresh = true;
        for (std::size_t j = k; j < end; ++j) {
            const int node = combines.node(j);
            if (Q_UNLIKELY(!arrays || unsigned(node) >= unsigned(nodes)
                               || !quick(node, combines.inputs(j), places, sums))
                && !checked(schedule, combines, j, places, nodes, failures)) {
                mFailed.push_back(j);
                continue;
            }
            if (outputsFresh && places.holds(node, combines.output(j)))
                outputsFresh = false;
        }
        mFailed.push_back(end);
        const std::size_t *failed = mFailed.data();
        for (std::size_t j = k; j < end; ++j) {
            if (j == *failed) {
                ++failed;
                continue;
            }
            const int node = combines.node(j);
            removeInputs(places, node, combines.inputs(j), combines.keepsInputs(j));
            if (outputsFresh)
                addOutput(places, node, combines.output(j), packetCount);
        }
        if (outputsFresh)
            return;
        failed = mFailed.data();
        for (std::size_t j = k; j < end; ++j) {
            if (j == *failed) {
                ++failed;
                continue;
            }
            addOutput(places, combines.node(j), combines.output(j), packetCount);
        }
    }
    static constexpr std::size_t kAhead = 8;
    static constexpr std::size_t kGrowStep = 1024;
    /// Room for `count` more records of each kind behind `c` (out of line: rare).
    COLLVIZ_NOINLINE void grow(Cursor &c, std::size_t count)
    {
        // Room for a few more messages too (the one of the kinds that is not used stays small).
        setCursor(c);
        const std::size_t more = count + kGrowStep;
        mAdds.reserve(mAdds.size() + more);
        if (!c.copiesOnly) {
            mMoves.reserve(mMoves.size() + more);
            mRemoves.reserve(mRemoves.size() + more);
        }
        c = cursor(c.where, c.hint);
    }
    Cursor cursor(const int *where, const std::uint8_t *hint)
    {
        const bool copiesOnly = hint && mCopiesOnly;
        return {mMoves.end(), mAdds.end(), mRemoves.end(), capacity(copiesOnly), where, hint, copiesOnly};
    }
    /// Records of each kind a cursor's sends write that fit behind the buffers' ends (copies
    /// only: adds alone, no room made for moves and removes they never write).
    std::size_t capacity(bool copiesOnly)
    {
        const std::size_t adds = std::size_t(mAdds.limit() - mAdds.end());
        if (copiesOnly)
            return adds;
        return std::min({std::size_t(mMoves.limit() - mMoves.end()), adds, std::size_t(mRemoves.limit() - mRemoves.end())});
    }
    RecordBuffer<Hold> mAdds; ///< kept between rounds
    RecordBuffer<Hold> mRemoves;
    RecordBuffer<Move> mMoves;
    const std::uint8_t *hints() const { return mHint.empty() ? nullptr : mHint.data(); }
    static constexpr std::uint8_t kLowBits = 0x7F;
    static constexpr std::uint8_t kNoDestination = 0x80; ///< a hint: the packet has no destination
    std::vector<std::uint8_t> mHint; ///< readDestinations(), or empty
    bool mCopiesOnly = false; ///< readDestinations() found no packet with a destination
    std::vector<std::size_t> mFailed; ///< the round's combines that failed their check, and an end mark
};

/**
 * Messages per channel in one round, and the channels used. Dense (what a run that uses most
 * channels wants: first a bit per channel, each round's hops setting their channels' bits and
 * the bitset kept as the round's loads while no channel carries two messages; from the first
 * round in which one does, or a hop carries several, an int per channel for the rest of the
 * run) or, when the channels far outnumber the hops of any round
 * (broadcast on hypercube:16 uses 65,535 of 1M arcs in the whole run), sparse: the round's hops
 * in a list, counted at its end as runs when the list is in channel order (transfers by sender,
 * a sender's arcs in a row: one pass, no scattered writes) and in a hash table over the round's
 * channels otherwise. No table over all channels to clear and fault in; no messages per hop
 * written while every hop carries one (the one-hop loop's), and the loads at the round's end
 * written over those.
 */
class ChannelCounter
{
public:
    /// `roundNodes` and `roundHops` bound any round's path nodes and hops.
    ChannelCounter(std::size_t channels, std::size_t roundNodes, std::size_t roundHops)
        : mSparse(channels > kDenseChannels && channels > 8 * roundNodes)
    {
#ifdef COLLVIZ_TEST_SPARSE_CHANNELS
        mSparse = true; // a test build: every run counts its channels sparsely
#endif
        if (!mSparse) {
            // Rounds are taken in bits until one has a channel twice (see mBits); the counts
            // over every channel are made only then.
            mChannels = channels;
            mBits.assign((channels + 63) / 64, 0);
            // Grown with the round's use: a big topology's few used channels take no list over
            // all of them.
            grow(std::min<std::size_t>(channels + 1, 1024));
        } else {
            // Room for the biggest round's hops at once (sparse counting is chosen where that is
            // far below the channels): not grown round by round as the rounds grow. (Two more:
            // reserve() asks for a path's nodes, one more than its hops, and keeps one spare.)
            grow(roundHops + 2);
        }
    }
    /// Room for `hops` more channels this round.
    void reserve(std::size_t hops)
    {
        if (mCount + hops >= mCapacity)
            grow(std::max(2 * mCapacity, mCount + hops + 1));
    }
    /// `messages` more on channel `ch` (after reserve()).
    void add(int ch, int messages) { addPath(&ch, 1, messages); }
    /// The counts of a loop over one-hop transfers in its locals (stores through the count
    /// arrays could alias the counter's fields): cursor(), addHop() a hop, setCursor() after.
    struct Cursor
    {
        std::uint64_t *bits; ///< dense, rounds in bits: the round's channels; else null
        int *load;          ///< dense, counting, else null
        int *used;
        int *hopMessages;   ///< sparse once a hop carried more than one message, else null
        std::size_t count;
        std::size_t capacity; ///< used has room for `capacity` entries
        int max;            ///< the round's largest load so far; in bits, a flag word (see mBits)
    };
    Cursor cursor()
    {
        const bool inBits = !mSparse && !mCounting;
        return {inBits ? mBits.data() : nullptr, mSparse || inBits ? nullptr : mLoad.data(), mUsed.get(),
                mSparse && !mOnes ? mHopMessages.get() : nullptr, mCount, mCapacity, mMax};
    }
    void setCursor(const Cursor &c)
    {
        mCount = c.count;
        mMax = c.max;
    }
    /// add(ch, 1) through `c` (whose room the caller checked: count + 1 < room).
    static void addHop(Cursor &c, int ch)
    {
        if (c.bits) {
            addBit(c.bits, c.max, ch);
            c.used[c.count++] = ch;
            return;
        }
        if (c.load) {
            int &l = c.load[std::size_t(ch)];
            c.used[c.count] = ch;
            c.count += l == 0;
            l += 1;
            c.max = std::max(c.max, l);
            return;
        }
        c.used[c.count] = ch;
        if (c.hopMessages)
            c.hopMessages[c.count] = 1;
        ++c.count;
    }
    /// reserve(hops) for a cursor's loop (out of line: rare).
    COLLVIZ_NOINLINE void reserve(Cursor &c, std::size_t hops)
    {
        setCursor(c);
        reserve(hops);
        c = cursor();
    }
    /// addPath(channels, count, 1) for the hops of many one-hop messages (after reserve(count);
    /// a round's, in sender order: mostly rising, a few to a word). Taken in bits, a word's run of them is
    /// gathered in a register and written once (not a load and a store a hop, each waiting for
    /// the last one's).
    void addHops(const int *channels, std::size_t count)
    {
        if (mSparse || mCounting || count == 0) {
            addPath(channels, count, 1);
            return;
        }
        std::uint64_t *const bits = mBits.data();
        std::copy(channels, channels + count, mUsed.get() + mCount);
        mCount += count;
        std::uint64_t twice = 0;
        for (std::size_t i = 0; i < count;) {
            const std::size_t at = std::size_t(unsigned(channels[i]) >> 6);
            std::uint64_t word = 0;
            for (; i < count && std::size_t(unsigned(channels[i]) >> 6) == at; ++i) {
                const std::uint64_t bit = std::uint64_t(1) << (unsigned(channels[i]) & 63U);
                twice |= word & bit;
                word |= bit;
            }
            twice |= bits[at] & word;
            bits[at] |= word;
        }
        // The flag word of addBit(): 1 a hop was added, 2 a channel has two.
        mMax |= 1 | (twice != 0 ? 2 : 0);
    }
    /// add(channels[i], messages) for the `count` hops of a transfer in order (after
    /// reserve()), the counts in locals over the hops (not a store and a load per hop).
    void addPath(const int *channels, std::size_t count, int messages)
    {
        if (!mSparse && !mCounting) {
            if (messages == 1) {
                std::uint64_t *const bits = mBits.data();
                int *const used = mUsed.get();
                int max = mMax;
                for (std::size_t i = 0; i < count; ++i) {
                    addBit(bits, max, channels[i]);
                    used[mCount + i] = channels[i];
                }
                mCount += count;
                mMax = max;
                return;
            }
            startCounting();
        }
        if (!mSparse) {
            // Every hop writes its channel at the count and counts it only when it was unused
            // (no branch on that, which an all-to-all round cannot predict).
            int *const load = mLoad.data();
            int *const used = mUsed.get();
            std::size_t n = mCount;
            int max = mMax;
            for (std::size_t i = 0; i < count; ++i) {
                const int ch = channels[i];
                int &l = load[std::size_t(ch)];
                used[n] = ch;
                n += l == 0;
                l += messages;
                max = std::max(max, l);
            }
            mCount = n;
            mMax = max;
            return;
        }
        if (messages != 1 && mOnes) {
            // The first hop with more than one message: the earlier ones' messages written now.
            std::fill(hopMessages(), hopMessages() + mCount, 1);
            mOnes = false;
        }
        for (std::size_t i = 0; i < count; ++i) {
            mUsed[mCount] = channels[i];
            if (!mOnes)
                mHopMessages[mCount] = messages;
            ++mCount;
        }
    }
    /// Appends the round to `table` and starts the next one; returns its largest load.
    int finishRound(ChannelLoadTable &table, bool half)
    {
        if (!mSparse && !mCounting) {
            if ((mMax & 2) == 0) {
                // Every channel once: the round's bits are its loads, all 1.
                const int maxLoad = table.appendOnes(mBits.data(), mUsed.get(), mCount, half);
                clearBits();
                mCount = 0;
                mMax = 0;
                return maxLoad;
            }
            startCounting();
        }
        if (!mSparse) {
            const int maxLoad = table.appendRound(mLoad, mUsed.get(), mCount, half, mMax);
            mCount = 0;
            mMax = 0;
            return maxLoad;
        }
        // The hops become the distinct channels (in channel order when the hops were, else in
        // the order of first use) with their loads beside them, written over the hops' messages
        // (entry i is read before it is written: distinct <= i).
        int *used = mUsed.get();
        const bool ones = mOnes;
        const std::size_t count = mCount;
        mCount = 0;
        mOnes = true;
        if (ones && std::adjacent_find(used, used + count, std::greater_equal<int>()) == used + count)
            // Channels in increasing order, one message each (a broadcast's round): the loads
            // are all 1.
            return table.appendRound(used, nullptr, count, half);
        int *loads = hopMessages();
        std::size_t distinct = 0;
        if (std::is_sorted(used, used + count)) {
            for (std::size_t i = 0; i < count; ++i) {
                const int messages = ones ? 1 : loads[i];
                if (distinct > 0 && used[distinct - 1] == used[i])
                    loads[distinct - 1] += messages;
                else {
                    used[distinct] = used[i];
                    loads[distinct] = messages;
                    ++distinct;
                }
            }
        } else
            distinct = countHashed(count, ones);
        return table.appendRound(used, loads, distinct, half);
    }

private:
    static constexpr std::size_t kDenseChannels = 65536;
    struct Slot
    {
        int channel; ///< -1: empty
        int index;   ///< into mUsed (and the round's loads)
    };
    /// finishRound() for hops out of channel order: open addressing with linear probing over
    /// a table at most half full, cleared again after. Returns the distinct channels.
    std::size_t countHashed(std::size_t count, bool ones)
    {
        std::size_t cap = 1024;
        unsigned shift = 22;
        while (cap < 2 * count) {
            cap *= 2;
            --shift;
        }
        if (mSlots.size() < cap)
            mSlots.assign(cap, Slot{-1, 0});
        const std::size_t mask = cap - 1;
        int *used = mUsed.get();
        int *loads = hopMessages();
        std::size_t distinct = 0;
        for (std::size_t i = 0; i < count; ++i) {
            const int ch = used[i];
            const int messages = ones ? 1 : loads[i];
            std::size_t slot = std::size_t((std::uint32_t(ch) * 0x9E3779B1U) >> shift);
            while (mSlots[slot].channel != ch && mSlots[slot].channel >= 0)
                slot = (slot + 1) & mask;
            if (mSlots[slot].channel == ch)
                loads[std::size_t(mSlots[slot].index)] += messages;
            else {
                // Written over hop entries already read (distinct <= i).
                mSlots[slot] = {ch, int(distinct)};
                used[distinct] = ch;
                loads[distinct] = messages;
                ++distinct;
            }
        }
        for (std::size_t i = 0; i < distinct; ++i) {
            std::size_t slot = std::size_t((std::uint32_t(used[i]) * 0x9E3779B1U) >> shift);
            while (mSlots[slot].channel != used[i])
                slot = (slot + 1) & mask;
            mSlots[slot].channel = -1;
        }
        return distinct;
    }
    /// A hop on channel `ch` of a round in bits: its bit set, and `max` | 1, | 2 as well when
    /// the bit was set already (the channel carries two messages).
    static void addBit(std::uint64_t *bits, int &max, int ch)
    {
        const std::size_t at = std::size_t(unsigned(ch) >> 6);
        const std::uint64_t word = bits[at];
        const unsigned shift = unsigned(ch) & 63U;
        max |= 1 | (int((word >> shift) & 1U) << 1);
        bits[at] = word | (std::uint64_t(1) << shift);
    }
    /// Empties the bits of the round's hops (each word holding one of them is the round's).
    void clearBits()
    {
        const int *const used = mUsed.get();
        if (mCount > mBits.size())
            std::fill(mBits.begin(), mBits.end(), std::uint64_t(0));
        else
            for (std::size_t i = 0; i < mCount; ++i)
                mBits[std::size_t(unsigned(used[i]) >> 6)] = 0;
    }
    /// The round's hops so far (in bits) counted in mLoad instead, made now, and every later
    /// round counted there too (a run whose rounds share channels keeps doing so, as the
    /// all-to-alls on tori do: counted once, not put in bits first).
    Q_NEVER_INLINE void startCounting()
    {
        mLoad.assign(mChannels, 0);
        int *const load = mLoad.data();
        int *const used = mUsed.get();
        std::size_t distinct = 0;
        int max = 0;
        for (std::size_t i = 0; i < mCount; ++i) {
            const int ch = used[i];
            int &l = load[std::size_t(ch)];
            used[distinct] = ch; // distinct <= i: entry i is read before it is written
            distinct += l == 0;
            l += 1;
            max = std::max(max, l);
        }
        mCount = distinct;
        mMax = max;
        mCounting = true;
        mBits = {}; // (given back as it is: no round reads it again)
    }

    bool mSparse;
    std::size_t mChannels = 0;     ///< dense: channels
    /// Dense, until a round has a channel twice or a hop of several messages: the round's
    /// channels as bits, its hops in mUsed, and mMax 1 or 0, | 2 once a bit was set twice.
    /// A contention-free run (a hypercube's exchanges, reductions, allreduce) stays here: its
    /// bitset is one bit a channel (28 KB for allreduce's hypercube:14, not 0.9 MB of counts)
    /// and becomes the round's load bitset as it is.
    std::vector<std::uint64_t> mBits;
    bool mCounting = false;        ///< dense: rounds are counted in mLoad (no longer in bits)
    std::vector<int> mLoad;        ///< dense, counting: messages per channel
    /// Room for `capacity` entries in each array (sparse: both; dense: mUsed), the first mCount
    /// kept (arrays not zeroed: every entry is written before it is read).
    void grow(std::size_t capacity)
    {
        const auto grown = [&](std::unique_ptr<int[]> &a, std::size_t keep) {
            std::unique_ptr<int[]> b(new int[capacity]);
            std::copy(a.get(), a.get() + keep, b.get());
            a = std::move(b);
        };
        grown(mUsed, mCount);
        if (mSparse && mHopMessages)
            grown(mHopMessages, mOnes ? 0 : mCount);
        mCapacity = capacity;
    }
    /// Sparse: the hops' messages (made when a round first needs them: none while every hop of
    /// every round carries one message in channel order, a broadcast's).
    int *hopMessages()
    {
        if (!mHopMessages)
            mHopMessages.reset(new int[mCapacity]);
        return mHopMessages.get();
    }
    std::unique_ptr<int[]> mUsed;  ///< dense: the round's channels (the first mCount; in bits: its hops); sparse: its hops
    std::size_t mCapacity = 0;         ///< entries of mUsed (and mHopMessages, once made)
    std::size_t mCount = 0;
    int mMax = 0;            ///< dense: the round's largest load so far (in bits: see mBits)
    /// Sparse: the messages of hop i, unless mOnes; at the round's end, the load of mUsed[i].
    std::unique_ptr<int[]> mHopMessages;
    bool mOnes = true; ///< sparse: every hop this round carries one message (mHopMessages unwritten)
    std::vector<Slot> mSlots;      ///< sparse, hops out of order: all empty between rounds
};

/**
 * Sends and receives per vertex in the current round, where the model has a port limit. A
 * vertex's counts carry the round they were made in (older ones read as 0), so a round needs
 * no list of the vertices it touched and no pass to reset them; a vertex is listed in over()
 * by the send or receive that takes it over the limit.
 *
 * Four bytes a vertex (hypercube:16's 65,536 in 256 KB, not 768): the round's stamp in the low
 * 16 bits, sends in the next 8 and receives in the top 8, each stopping at 255. A limit below
 * 255 (CommModel::kMaxPorts is 64) is still passed exactly once; a violation states the counts
 * (exact below 255; one that stopped there is counted again from the round's transfers,
 * forEachPortCount()). A
 * greater limit (no model CommModel::parse makes) counts nothing here: compact() is false and
 * check() counts every round's ports with forEachPortCount() at its end.
 */
class PortCounter
{
public:
    PortCounter(std::size_t vertices, int limit) : mLimit(limit)
    {
        if (compact())
            mCounts.assign(vertices, 0);
    }
    /// Whether the counts here decide the limit (below 255).
    bool compact() const { return mLimit < 255; }
    /// Counts from here on are the next round's (the first round is 1: the counts start at 0;
    /// when the 16-bit stamp wraps, every count is cleared and the rounds start at 1 again).
    void startRound()
    {
        if (++mRound > 0xFFFFU) {
            std::fill(mCounts.begin(), mCounts.end(), 0U);
            mRound = 1;
        }
        mOver.clear();
    }
    /// One more send from v, and one more receive at w. (A count equal to the limit before
    /// the step: it just went over it.)
    static void send(std::uint32_t *counts, std::uint32_t round, int limit, std::vector<int> &over, int v)
    {
        std::uint32_t c = counts[std::size_t(v)];
        if ((c & 0xFFFFU) != round)
            c = round;
        const std::uint32_t sends = (c >> 16) & 0xFFU;
        c += std::uint32_t(sends < 0xFFU) << 16;
        counts[std::size_t(v)] = c;
        if (int(sends) == limit && int(c >> 24) <= limit)
            over.push_back(v);
    }
    static void receive(std::uint32_t *counts, std::uint32_t round, int limit, std::vector<int> &over, int w)
    {
        std::uint32_t c = counts[std::size_t(w)];
        if ((c & 0xFFFFU) != round)
            c = round;
        const std::uint32_t receives = c >> 24;
        c += std::uint32_t(receives < 0xFFU) << 24;
        counts[std::size_t(w)] = c;
        if (int(receives) == limit && int((c >> 16) & 0xFFU) <= limit)
            over.push_back(w);
    }
    void send(int v) { send(mCounts.data(), mRound, mLimit, mOver, v); }
    void receive(int w) { receive(mCounts.data(), mRound, mLimit, mOver, w); }
    /// The vertices over the limit this round, each once, in the order they went over it.
    std::vector<int> &over() { return mOver; }
    std::uint32_t *counts() { return mCounts.data(); }
    std::uint32_t round() const { return mRound; }
    int limit() const { return mLimit; }
    /// Where the counts stop.
    static constexpr int kStop = 0xFF;
    struct Count
    {
        int sends;
        int receives;
    };
    /// Vertex v's counts this round (up to kStop each; 0 for a vertex the round has not counted).
    Count count(int v) const
    {
        const std::uint32_t c = mCounts[std::size_t(v)];
        if ((c & 0xFFFFU) != mRound)
            return {0, 0};
        return {int((c >> 16) & 0xFFU), int(c >> 24)};
    }

private:
    std::vector<std::uint32_t> mCounts;
    int mLimit;
    std::uint32_t mRound = 0;
    std::vector<int> mOver;
};

/// Whether check() counts transfer i against the port limit: both ends distinct processors and
/// its path a walk over links from one to the other (what it reports otherwise counts no
/// port).
bool countsPorts(const Topology &topo, const TransferList &list, std::size_t i)
{
    const int src = list.src(i);
    const int dst = list.dst(i);
    if (!topo.isProcessor(src) || !topo.isProcessor(dst) || src == dst)
        return false;
    const IntSpan path = list.path(i);
    if (path.size() < 2 || path.front() != src || path.back() != dst)
        return false;
    for (std::size_t h = 0; h + 1 < path.size(); ++h)
        if (topo.arcBetween(path[h], path[h + 1]) < 0)
            return false;
    return true;
}

/// Sends and receives of a round's vertices, counted again from its transfers (the rare
/// path: a vertex over the limit whose count stopped at 255): `fn(v, sends, receives)` for every vertex with a
/// count, in no particular order.
template<typename Fn>
void forEachPortCount(const Topology &topo, const TransferList &list, Fn &&fn)
{
    std::unordered_map<int, std::pair<int, int>> counts;
    for (std::size_t i = 0; i < list.size(); ++i)
        if (countsPorts(topo, list, i)) {
            ++counts[list.src(i)].first;
            ++counts[list.dst(i)].second;
        }
    for (const auto &[v, c] : counts)
        fn(v, c.first, c.second);
}

/**
 * check()'s loop over transfers of the common shape: one hop between two distinct processors
 * joined by a link, at most kFastPackets packets, all held by the sender, in one message (any
 * number in a combining model, at most one otherwise). Such a transfer has nothing to report;
 * run() counts it (loads, ports, messages, packets) and records its moves as the general loop
 * would, and stops at the first transfer of another shape (or one with a packet not held) for
 * the general loop to take. Its own function: what it keeps (the round's arrays, the guess
 * below) stays in registers.
 */
struct OneHopRun
{
    const TransferList *transfers = nullptr;
    const Topology *topo = nullptr;
    int processors = 0;
    bool combining = true;
    bool half = false;            ///< half-duplex links: an arc's link is its channel
    PortCounter *ports = nullptr; ///< a port limit: the round's counts; else null
    bool computedArcs = false;    ///< ArcIndex::computedHypercubeArc, not arcBetween
    int guess = 0; ///< Topology::arcBetween's

    /// Takes transfers from `ti` on while they have the common shape; returns the first one
    /// that has not (or the round's end).
    std::size_t run(std::size_t ti, const Schedule &schedule, const PacketPlaces &state, PlacesRound &mover,
                    ChannelCounter &counter, RoundStats &stats)
    {
        // A hypercube's arcs are computed from the ids where its arc table outgrows the
        // cache (what a transfer's read of it would miss, a reduction's strided senders a line
        // each); read from the table where it stays there (pairwise exchange's hypercube:10).
        if (computedArcs)
            return ports ? runAs<true, true>(ti, schedule, state, mover, counter, stats)
                         : runAs<false, true>(ti, schedule, state, mover, counter, stats);
        return ports ? runAs<true, false>(ti, schedule, state, mover, counter, stats)
                     : runAs<false, false>(ti, schedule, state, mover, counter, stats);
    }

private:
    /// run() with a port limit (kPorts) or not: each its own loop, with no register spent on
    /// what it does not do.
    template<bool kPorts, bool kComputedArcs>
    std::size_t runAs(std::size_t ti, const Schedule &schedule, const PacketPlaces &state, PlacesRound &mover,
                      ChannelCounter &counter, RoundStats &stats)
    {
        const TransferList &list = *transfers;
        const std::size_t end = list.size();
        const int packetCount = int(schedule.packets.size());
        // Locals for the members (int stores through the counts' pointers could alias them).
        const int processors = this->processors;
        const bool combining = this->combining;
        const Topology &topo = *this->topo;
        // An arc's channel is the arc shifted by this: its link with half-duplex links
        // (Topology::channelOfArc), without a branch.
        const unsigned channelShift = this->half ? 1U : 0U;
        // The port counts in locals too (their stores could alias the counter's fields).
        PortCounter *const portCounter = ports;
        if (kPorts && !portCounter)
            return ti; // (run() asks for the ports' loop only with a port counter)
        std::uint32_t *const portCounts = kPorts ? portCounter->counts() : nullptr;
        const std::uint32_t portRound = kPorts ? portCounter->round() : 0;
        const int portLimit = kPorts ? portCounter->limit() : 0;
        std::vector<int> *const over = kPorts ? &portCounter->over() : nullptr;
        int guess = this->guess;
        int moved = 0;
        int messages = 0;
        PlacesRound::Cursor out = mover.cursor(state);
        ChannelCounter::Cursor hops = counter.cursor();
        // The shape is tested first: a transfer of another shape (all of a multi-hop schedule's)
        // costs only the tests.
        for (; ti < end; ++ti) {
            // A path [src, dst] is kept as the transfer's ends (not read from the path array);
            // a longer one, or one stored out of that form, is the general loop's.
            if (!list.oneHop(ti))
                break;
            const int src = list.src(ti);
            const int dst = list.dst(ti);
            if (unsigned(src) >= unsigned(processors) || unsigned(dst) >= unsigned(processors) || src == dst)
                break;
            const IntSpan packets = list.packets(ti);
            if (packets.size() > kFastPackets || (!combining && packets.size() > 1))
                break;
            // A hypercube's arc is computed from the ids (kComputedArcs: a table too big for the
            // cache) or read by node and dimension, another network's by difference or by the
            // place the last one took in its sender's list (ArcIndex).
            const int a = kComputedArcs ? topo.arcIndex().computedHypercubeArc(src, dst) : topo.arcBetween(src, dst, guess);
            if (a < 0)
                break;
            if (!mover.sendHeld(schedule, src, dst, packets, state, packetCount, out))
                break;
            // One hop per transfer: room for all of the round's that are left (grown once).
            if (hops.count + 1 >= hops.capacity)
                counter.reserve(hops, end - ti);
            ChannelCounter::addHop(hops, a >> channelShift);
            moved += int(packets.size());
            ++messages;
            if constexpr (kPorts) {
                PortCounter::send(portCounts, portRound, portLimit, *over, src);
                PortCounter::receive(portCounts, portRound, portLimit, *over, dst);
            }
            if (ti + 1 + kTransfersAhead < end)
                PlacesRound::prefetch(list.packets(ti + 1 + kTransfersAhead), out, packetCount);
        }
        mover.setCursor(out);
        counter.setCursor(hops);
        this->guess = guess;
        stats.packetsMoved += moved;
        stats.messages += messages;
        return ti;
    }
};

/// The sends of a round of the same shape as a clean round before it (TransferList::sameShape;
/// see check()): only what depends on the packets is decided again, whether each sender holds
/// what it sends (notHeld(transfer, src, id) for each packet it does not).
template<typename NotHeld>
void sendAgain(const TransferList &list, const Schedule &schedule, const PacketPlaces &state, PlacesRound &mover,
               NotHeld &&notHeld)
{
    const int packetCount = int(schedule.packets.size());
    const std::size_t end = list.size();
    PlacesRound::Cursor out = mover.cursor(state);
    for (std::size_t ti = 0; ti < end; ++ti) {
        const int src = list.src(ti);
        const int dst = list.dst(ti);
        const IntSpan packets = list.packets(ti);
        if (packets.size() > kFastPackets || !mover.sendHeld(schedule, src, dst, packets, state, packetCount, out)) {
            mover.setCursor(out);
            mover.send(schedule, src, dst, packets, state, [&](int id) { notHeld(int(ti), src, id); });
            out = mover.cursor(state);
        }
        if (ti + 1 + kTransfersAhead < end)
            PlacesRound::prefetch(list.packets(ti + 1 + kTransfersAhead), out, packetCount);
    }
    mover.setCursor(out);
}

/**
 * A round in which every processor sends one packet over a link and receives one (transfer i
 * from processor i): the partial sums' exchange of allreduce and prefix sum, or a ring's shift
 * round; each packet held by its sender alone and copied (no destination), and every combine
 * the usual one on the state after the receives: one or two partial sums of one item, held by
 * the node (its own or the one it received), with disjoint contributors, into a packet no one
 * holds. Such a round breaks no rule (one send and one receive a processor, a link a
 * transfer) and is checked and applied here in passes over arrays of the processors, without
 * the per-transfer records of the general loop or the pairs of holders a copied packet makes
 * until the combines consume it: take() decides (reading only), then loads the channels, runs
 * the combines and gives each exchanged packet its holders at the round's end (its sender and
 * receiver, less each of them that consumed it). A round that does not have this shape, or in
 * which anything does not pass, is left untouched for the general loop, which reports what is
 * wrong. (Checking and applying the combines in one pass, or in runs of 512, was slower: the
 * prefix sum on hypercube:14 3.96 -> 4.4 ms a check.)
 */
class ExchangeRound
{
public:
    /// Takes the round when it has the shape above: loads its channels in `counter`, sets the
    /// stats' messages and packets, applies its data movement and combines to `places`, and
    /// returns true. Otherwise changes nothing and returns false.
    bool take(const Schedule &schedule, const Round &round, const Topology &topo, bool half, bool computedArcs,
              PacketPlaces &places, ChannelCounter &counter, RoundStats &stats)
    {
        const TransferList &list = round.transfers;
        const int processors = topo.processorCount();
        // (Processors are the ids below processorCount(), a tree's switches the ones above: every
        // endpoint and combine here is a processor's.)
        if (list.size() != std::size_t(processors))
            return false;
        const CombineList &combines = round.combines;
        const int *const items = schedule.packets.itemData();
        if (!combines.empty() && (!items || schedule.contributors.size() != schedule.packets.size()))
            return false;
        const std::size_t count = std::size_t(processors);
        if (mSent.size() != count) {
            mSent.assign(count, 0);
            mReceived.assign(count, 0);
            mChannel.assign(count, 0);
            mConsumed.assign(count, 0);
        }
        const unsigned packetCount = unsigned(schedule.packets.size());
        const int *const where = places.placeData();
        const unsigned channelShift = half ? 1U : 0U;
        int guess = 0;
        const bool anyDestination = schedule.packets.anyDestination();
        const ProcessorSet *const contributors = combines.empty() ? nullptr : schedule.contributors.data();
        // The transfers: one from each processor, one to each (a second to a processor finds
        // its received packet written), one-hop links, one packet held by its sender alone.
        std::fill(mReceived.begin(), mReceived.end(), -1);
        for (std::size_t i = 0; i < count; ++i) {
            const int src = list.src(i);
            const int dst = list.dst(i);
            if (!list.oneHop(i) || src != int(i) || unsigned(dst) >= unsigned(processors) || dst == src
                || mReceived[std::size_t(dst)] >= 0)
                return false;
            const IntSpan packets = list.packets(i);
            if (packets.size() != 1)
                return false;
            const int id = packets[0];
            if (unsigned(id) >= packetCount || where[id] != src
                || (anyDestination && schedule.packets.dest(std::size_t(id)) >= 0))
                return false;
            const int a = computedArcs ? topo.arcIndex().computedHypercubeArc(src, dst) : topo.arcBetween(src, dst, guess);
            if (a < 0)
                return false;
            if (contributors) {
                // The combines read the sent packets' contributor sets (two streams, a node's
                // and its partner's, far apart in the packet table): asked for here, a pass
                // ahead (prefix sum hypercube:14: 3.93 -> 3.64 ms a check).
                COLLVIZ_PREFETCH(contributors + id);
            }
            mSent[i] = id;
            mReceived[std::size_t(dst)] = id;
            mChannel[i] = int(unsigned(a) >> channelShift);
        }
        // The combines, on the state after the receives: a node holds what it held at the start
        // (its sent packet too: a copy) and the packet it received.
        const std::size_t combineCount = combines.size();
        for (std::size_t j = 0; j < combineCount; ++j) {
            const int node = combines.node(j);
            const int output = combines.output(j);
            if (unsigned(node) >= unsigned(processors) || unsigned(output) >= packetCount
                || where[output] != PacketPlaces::kNowhere)
                return false;
            const int received = mReceived[std::size_t(node)];
            const auto held = [&](int id) { return unsigned(id) < packetCount && (where[id] == node || id == received); };
            const IntSpan in = combines.inputs(j);
            if (in.size() == 2) {
                const int a = in[0];
                const int b = in[1];
                if (!held(a) || !held(b) || items[a] < 0 || items[b] != items[a]
                    || contributors[a].intersects(contributors[b]))
                    return false;
            } else if (in.size() != 1 || !held(in[0]) || items[in[0]] < 0)
                return false;
        }
        // Taken: nothing below can fail.
        counter.reserve(count + 1);
        counter.addHops(mChannel.data(), count);
        stats.messages += processors;
        stats.packetsMoved += processors;
        // The combines' removes and adds (an output no one held meets no remove); the exchanged
        // packets' removes are noted (1: by their sender, 2: by their receiver) and applied with
        // the receives below.
        std::fill(mConsumed.begin(), mConsumed.end(), std::uint8_t(0));
        for (std::size_t j = 0; j < combineCount; ++j) {
            const int node = combines.node(j);
            if (!combines.keepsInputs(j)) {
                const int sent = mSent[std::size_t(node)];
                const int received = mReceived[std::size_t(node)];
                unsigned consumed = 0;
                for (const int id : combines.inputs(j)) {
                    if (id == sent)
                        consumed |= 1U;
                    else if (id == received)
                        consumed |= 2U;
                    else
                        places.removeInline(node, id);
                }
                mConsumed[std::size_t(node)] |= std::uint8_t(consumed);
            }
            places.addInline(node, combines.output(j));
        }
        // Each exchanged packet ends with its sender and its receiver, less the ones that
        // consumed it.
        for (std::size_t i = 0; i < count; ++i) {
            const int id = mSent[i];
            const int dst = list.dst(i);
            const bool bySender = (mConsumed[i] & 1U) != 0;
            const bool byReceiver = (mConsumed[std::size_t(dst)] & 2U) != 0;
            if (bySender && byReceiver)
                places.removeInline(int(i), id);
            else if (bySender)
                places.move(id, int(i), dst);
            else if (!byReceiver)
                places.addInRange(dst, id);
        }
        return true;
    }

private:
    std::vector<int> mSent;     ///< the packet processor i sends
    std::vector<int> mReceived; ///< the packet processor i receives
    std::vector<int> mChannel;  ///< the channel of processor i's transfer
    std::vector<std::uint8_t> mConsumed; ///< which exchanged packets processor i's combines consume
};


/**
 * Simulator::check's state over a schedule's rounds: the packets' places, the channel loads
 * and port counts, the violations found, and the fast ways' working state. run() takes the
 * rounds one by one; each is checked as a repeat of the last one's shape (sendAgain), as an
 * exchange (ExchangeRound) or transfer by transfer (checkTransfers, the common shape by
 * OneHopRun), then its port limits and loads, then its receives and combines.
 */
class RoundsChecker
{
public:
    RoundsChecker(const Problem &problem, const Schedule &schedule, const CommModel &model)
        : mProblem(problem), mSchedule(schedule), mModel(model), mTopo(problem.topology()), mNodes(mTopo.nodeCount()),
          mHalf(model.duplex == Duplex::Half),
          mState(PacketPlaces::from(schedule.initial, mNodes, schedule.packets.size(), true)),
          mLoads(std::make_shared<ChannelLoadTable>(int(mTopo.arcs().size()))),
          mCounter(reserveRounds()),
          // Per-vertex port bookkeeping of the current round, only where the model has a port limit.
          mPorts(model.allPort() ? 0 : std::size_t(mNodes), model.ports),
          // Sends and receives are counted only where the model has a port limit (as they go in
          // the PortCounter; at a round's end for a limit it cannot count to).
          mCountPorts(!model.allPort() && mPorts.compact())
    {
        // A reduction's sends read its packets in the order they were made (no scattered reads a
        // dense copy would save: it would cost more than it saves).
        if (!schedule.isReduction())
            mMover.readDestinations(schedule);
        mMover.reserveRound(mRoundPacketIds);
        mFast.topo = &mTopo;
        mFast.processors = mTopo.processorCount();
        mFast.combining = model.combining;
        mFast.half = mHalf;
        mFast.ports = mCountPorts ? &mPorts : nullptr;
        mFast.computedArcs = mTopo.arcIndex().hypercubeArcsComputed()
                             && mTopo.arcs().size() * sizeof(ArcIndex::Adjacent) > kCachedArcTable;
    }

    SimulationResult run(const std::atomic<bool> *cancel, const Simulator::Progress &progress,
                         CheckStatistics *statistics)
    {
        const int total = int(mSchedule.rounds.size());
        mResult.rounds.reserve(std::size_t(total));
        const auto checked = std::make_shared<CheckedRounds>();
        mResult.checkedRounds = checked;
        checked->model = mModel;
        checked->alone.reserve(std::size_t(total));
        for (int r = 0; r < total; ++r) {
            if (cancel && cancel->load(std::memory_order_relaxed)) {
                mResult.cancelled = true;
                mLoads->shrink();
                return std::move(mResult);
            }
            RoundStats stats;
            const bool exchanged = checkRound(r, stats, statistics);
            // (A repeated round's shape and an exchange round's broke no rule: lastShapeClean.)
            checked->alone.push_back(mLastShapeClean && stats.maxLinkLoad <= 1);
            if (!exchanged)
                receiveAndCombine(r);
            mResult.maxLinkLoad = std::max(mResult.maxLinkLoad, stats.maxLinkLoad);
            mResult.rounds.push_back(std::move(stats));
            if (progress)
                progress(r + 1, total);
        }
        mLoads->shrink();

        mResult.postconditionFailures = mProblem.checkPostcondition(mSchedule, mState);
        mResult.delivered = mResult.postconditionFailures.isEmpty();
        mResult.verified = mResult.delivered && mResult.violationCount == 0;
        return std::move(mResult);
    }

private:
    /// One pass over the rounds: bounds on any round's path nodes and hops (a transfer has one
    /// node more than hops) and packet ids, so that the working buffers are made for the
    /// largest round at once (not grown round by round as a broadcast's rounds double); and
    /// room for the rounds whose loads are kept as lists of arcs (a broadcast's all are): at
    /// most a round's hops (both arcs of a link with half-duplex links), and only while a list
    /// is the smaller; a bitset over the arcs for each of the others (an allreduce's). A round
    /// uses at most its hops' arcs, so one counted as a list here is kept as one (hopCount() is
    /// exact unless a path is empty: then the tables grow as they fill); repeated rounds,
    /// rounds kept as lists after all and congested ones make the bitsets' room an overshoot,
    /// reserved, never written (shrink() copies the words once). Returns the channel counter
    /// made for them.
    ChannelCounter reserveRounds()
    {
        std::size_t roundNodes = 0, roundHops = 0, listArcs = 0, bitRounds = 0;
        for (const Round &round : mSchedule.rounds) {
            const TransferList &list = round.transfers;
            const std::size_t hops = list.hopCount();
            roundNodes = std::max(roundNodes, list.nodeCount());
            roundHops = std::max(roundHops, hops);
            mRoundPacketIds = std::max(mRoundPacketIds, list.packetIdCount());
            const std::size_t arcs = hops * (mHalf ? 2 : 1);
            if (!mLoads->keptAsBits(arcs))
                listArcs += arcs;
            else
                ++bitRounds;
        }
        mLoads->reserve(mSchedule.rounds.size(), listArcs, bitRounds);
        return ChannelCounter(mTopo.channelCount(mHalf), roundNodes, roundHops);
    }

    void violate(int round, ViolationKind kind, int node, int transfer, const QString &msg)
    {
        ++mResult.violationCount;
        if (int(mResult.violations.size()) < kMaxViolationsKept)
            mResult.violations.push_back({round, kind, node, transfer, msg});
    }
    /// Transfer `transfer` of round `round` sends packet `id`, which its sender `src` does not hold.
    void notHeld(int round, int transfer, int src, int id)
    {
        violate(round, ViolationKind::NotHeld, src, transfer,
                translated(QT_TRANSLATE_NOOP("collviz::core::Simulator", "node %1 sends packet %2 it does not hold"))
                    .arg(src)
                    .arg(id));
    }

    /// Round r's rules and loads into `stats`; whether ExchangeRound took it (moved and
    /// combined it too).
    bool checkRound(int r, RoundStats &stats, CheckStatistics *statistics)
    {
        const Round &round = mSchedule.rounds[std::size_t(r)];
        const TransferList &transfers = round.transfers;
        stats.transfers = int(transfers.size());
        if (mLastShapeClean && transfers.sameShape(mSchedule.rounds[std::size_t(r) - 1].transfers)) {
            sendAgain(transfers, mSchedule, mState, mMover, [&](int ti, int src, int id) { notHeld(r, ti, src, id); });
            const RoundStats &last = mResult.rounds.back();
            stats.messages = last.messages;
            stats.packetsMoved = last.packetsMoved;
            stats.maxLinkLoad = last.maxLinkLoad;
            mLoads->repeatRound();
            stats.channelLoads = ChannelLoadList(mLoads, r);
            return false;
        }
        if (mExchange.take(mSchedule, round, mTopo, mHalf, mFast.computedArcs, mState, mCounter, stats)) {
            if (statistics)
                ++statistics->exchangeRounds;
            // Applied, combines too: no rule broken (see ExchangeRound).
            stats.maxLinkLoad = mCounter.finishRound(*mLoads, mHalf);
            stats.channelLoads = ChannelLoadList(mLoads, r);
            mLastShapeClean = true;
            return true;
        }
        int shapeBroken = checkTransfers(r, transfers, stats); ///< violations of the round's shape
        if (!mModel.allPort())
            shapeBroken += checkPortLimits(r, transfers, stats);
        // Loads: messages per channel (per link with half-duplex links), into the run's table
        // (which resets the counts for the next round).
        stats.maxLinkLoad = mCounter.finishRound(*mLoads, mHalf);
        stats.channelLoads = ChannelLoadList(mLoads, r);
        mLastShapeClean = shapeBroken == 0;
        return false;
    }

    /// Round r's transfers one by one, the common shape first in a loop of its own (see
    /// OneHopRun); returns how many rules of the round's shape they broke. A round whose
    /// transfers keep missing that shape (a multi-hop all-to-all's) is not asked again for the
    /// next kFastRest ones.
    int checkTransfers(int r, const TransferList &transfers, RoundStats &stats)
    {
        int shapeBroken = 0;
        mPorts.startRound();
        mFast.transfers = &transfers;
        const int packetCount = int(mSchedule.packets.size());
        int fastMisses = 0; ///< transfers in a row the fast path did not take
        int fastRest = 0;   ///< transfers left before it is asked again
        for (int ti = 0; ti < int(transfers.size()); ++ti) {
            if (fastRest > 0)
                --fastRest;
            else {
                const int from = ti;
                ti = int(mFast.run(std::size_t(ti), mSchedule, mState, mMover, mCounter, stats));
                if (ti >= int(transfers.size()))
                    break;
                // After a rest one more miss starts the next (a take starts the count again).
                fastMisses = ti == from ? fastMisses + 1 : 0;
                if (fastMisses >= kFastMisses)
                    fastRest = kFastRest;
            }
            if (std::size_t(ti) + kTransfersAhead < transfers.size())
                mMover.prefetch(transfers.packets(std::size_t(ti) + kTransfersAhead), mState, packetCount);
            shapeBroken += checkTransfer(r, transfers, ti, packetCount, stats);
        }
        return shapeBroken;
    }

    /// Transfer ti of round r: its ends, its path, what its sender holds, the noncombining
    /// rule; its loads and port counts. Returns how many rules of the round's shape it broke.
    int checkTransfer(int r, const TransferList &transfers, int ti, int packetCount, RoundStats &stats)
    {
        const int src = transfers.src(std::size_t(ti));
        const int dst = transfers.dst(std::size_t(ti));
        const IntSpan packets = transfers.packets(std::size_t(ti));
        // The data moves between any two vertices (checked or not: what the replay shows);
        // the rules below decide what is reported.
        const bool moves = src >= 0 && src < mNodes && dst >= 0 && dst < mNodes;
        if (!mTopo.isProcessor(src) || !mTopo.isProcessor(dst) || src == dst) {
            violate(r, ViolationKind::BadEndpoint, src, ti,
                    translated(QT_TRANSLATE_NOOP("collviz::core::Simulator",
                                               "transfer %1 -> %2 does not join two distinct processors"))
                        .arg(src)
                        .arg(dst));
            if (moves)
                mMover.send(mSchedule, src, dst, packets, mState, [](int) {});
            return 1;
        }
        // A noncombining model sends every packet as a message of its own (the timing models
        // split the transfer the same way).
        const int messages = mModel.combining ? 1 : std::max<int>(1, int(packets.size()));
        std::size_t hops = 0;
        if (!findChannels(transfers.path(std::size_t(ti)), src, dst, hops)) {
            violate(r, ViolationKind::BadPath, src, ti,
                    translated(QT_TRANSLATE_NOOP("collviz::core::Simulator",
                                               "the path of transfer %1 -> %2 is not a walk over links"))
                        .arg(src)
                        .arg(dst));
            mMover.send(mSchedule, src, dst, packets, mState, [](int) {});
            return 1;
        }
        int shapeBroken = 0;
        mCounter.addPath(mArcsOfTransfer.data(), hops, messages);
        // The sender must hold what it sends (read on the state at the start of the round).
        // A small message whose packets are all held (the common case: a multi-hop
        // all-to-all's one packet) is recorded inline, with nothing to report; send() decides
        // the rest, and reports.
        if (packets.size() > kFastPackets || !mMover.sendHeld(mSchedule, src, dst, packets, mState, packetCount))
            mMover.send(mSchedule, src, dst, packets, mState, [&](int id) { notHeld(r, ti, src, id); });
        stats.packetsMoved += int(packets.size());
        if (!mModel.combining && packets.size() > 1) {
            ++shapeBroken;
            violate(r, ViolationKind::Noncombining, src, ti,
                    translated(QT_TRANSLATE_NOOP("collviz::core::Simulator",
                                               "transfer %1 -> %2 combines %3 packets in one message; the model "
                                               "is noncombining, so they are costed as %3 messages"))
                        .arg(src)
                        .arg(dst)
                        .arg(packets.size()));
        }
        stats.messages += messages;
        if (mCountPorts) {
            mPorts.send(src);
            mPorts.receive(dst);
        }
        return shapeBroken;
    }

    /// The path must be a walk over links from src to dst: its channels into mArcsOfTransfer
    /// (loaded by the caller when all are links, ChannelCounter::addPath) and their count into
    /// `hops`; false where it is not.
    bool findChannels(IntSpan path, int src, int dst, std::size_t &hops)
    {
        bool pathOk = path.size() >= 2 && path.front() == src && path.back() == dst;
        if (mArcsOfTransfer.size() < path.size())
            mArcsOfTransfer.resize(path.size());
        mCounter.reserve(path.size());
        int *chOut = mArcsOfTransfer.data();
        const int *pathNode = path.begin();
        for (; pathOk && hops + 1 < path.size(); ++hops) {
            const int ch = mTopo.channelBetween(pathNode[hops], pathNode[hops + 1], mHalf, mPathGuess);
            if (ch < 0) {
                pathOk = false;
                break;
            }
            chOut[hops] = ch;
        }
        return pathOk;
    }

    /// Port limits, counted in transfers: k sends and k receives per processor and round in
    /// both duplex modes (half duplex is a property of links, seed 000's ring on "1-port
    /// half-duplex links"; seed 004's one send and one receive per step). Returns how many
    /// vertices are over the limit (each a violation).
    int checkPortLimits(int r, const TransferList &transfers, RoundStats &stats)
    {
        // The exact counts of the vertices over the limit (the PortCounter's stop at 255),
        // counted again: the rare path.
        std::vector<std::pair<int, int>> exact;
        if (mCountPorts) {
            stats.portOverload = mPorts.over();
            std::sort(stats.portOverload.begin(), stats.portOverload.end());
            // The counts are exact below 255 (a vertex over the limit's are this round's);
            // only a count that stopped there is counted again.
            bool stopped = false;
            for (int v : stats.portOverload) {
                const PortCounter::Count c = mPorts.count(v);
                exact.push_back({c.sends, c.receives});
                stopped = stopped || c.sends == PortCounter::kStop || c.receives == PortCounter::kStop;
            }
            if (stopped)
                forEachPortCount(mTopo, transfers, [&](int v, int sends, int receives) {
                    const auto at = std::lower_bound(stats.portOverload.begin(), stats.portOverload.end(), v);
                    if (at != stats.portOverload.end() && *at == v)
                        exact[std::size_t(at - stats.portOverload.begin())] = {sends, receives};
                });
        } else {
            std::vector<std::pair<int, std::pair<int, int>>> over;
            forEachPortCount(mTopo, transfers, [&](int v, int sends, int receives) {
                if (sends > mModel.ports || receives > mModel.ports)
                    over.push_back({v, {sends, receives}});
            });
            std::sort(over.begin(), over.end());
            for (const auto &[v, c] : over) {
                stats.portOverload.push_back(v);
                exact.push_back(c);
            }
        }
        for (std::size_t i = 0; i < stats.portOverload.size(); ++i)
            violate(r, ViolationKind::PortLimit, stats.portOverload[i], -1,
                    translated(QT_TRANSLATE_NOOP("collviz::core::Simulator",
                                               "node %1 sends %2 and receives %3 messages but has %4 port(s)"))
                        .arg(stats.portOverload[i])
                        .arg(exact[i].first)
                        .arg(exact[i].second)
                        .arg(mModel.ports));
        return int(stats.portOverload.size());
    }

    /// Round r's packets arrive, then its combines run.
    void receiveAndCombine(int r)
    {
        mMover.receive(mState);
        mCombineFailures.clear();
        mMover.combine(mSchedule, mSchedule.rounds[std::size_t(r)], mState, mNodes, mCombineFailures);
        for (const CombineFailure &f : mCombineFailures)
            violate(r, ViolationKind::BadCombine, f.node, -1, f.message);
    }

    const Problem &mProblem;
    const Schedule &mSchedule;
    const CommModel &mModel;
    const Topology &mTopo;
    const int mNodes;
    const bool mHalf;
    SimulationResult mResult;
    PacketPlaces mState;
    PlacesRound mMover;
    std::shared_ptr<ChannelLoadTable> mLoads;
    std::size_t mRoundPacketIds = 0; ///< the most packet ids of any round (reserveRounds)
    ChannelCounter mCounter;
    PortCounter mPorts;
    const bool mCountPorts;
    std::vector<int> mArcsOfTransfer; ///< the channels of the transfer being checked
    int mPathGuess = 0;               ///< Topology::arcBetween's, for the paths' hops (inline)
    std::vector<CombineFailure> mCombineFailures;
    OneHopRun mFast;
    /// Rounds in which each processor sends one packet and receives one (partial sums exchanged
    /// between partners, a shift), checked and applied in one go where every rule holds (one
    /// send and one receive a processor is within any port limit: a model has all ports or at
    /// least one).
    ExchangeRound mExchange;
    /// Whether the last round's shape broke no rule (ends, paths, the noncombining rule, port
    /// limits: what the transfers' ends, paths and packet counts decide). A round of the same
    /// shape after it breaks none either and loads the channels the same: only its packets are
    /// checked again (a ring's rounds, a shift's).
    bool mLastShapeClean = false;
};

} // namespace

QString violationKindName(ViolationKind kind)
{
    switch (kind) {
    case ViolationKind::NotHeld: return QStringLiteral("not-held");
    case ViolationKind::BadPath: return QStringLiteral("bad-path");
    case ViolationKind::BadEndpoint: return QStringLiteral("bad-endpoint");
    case ViolationKind::PortLimit: return QStringLiteral("port-limit");
    case ViolationKind::Noncombining: return QStringLiteral("noncombining");
    case ViolationKind::BadCombine: return QStringLiteral("bad-combine");
    }
    return {};
}

void Simulator::applyRound(const Schedule &schedule, const Round &round, BufferState &state)
{
    EditTable edits(state.held.size());
    applyRoundImpl(schedule, round, state, nullptr, edits);
}

void applyTimes(SimulationResult &result, const Timeline &timeline)
{
    result.time = timeline.totalTime();
    for (int r = 0; r < int(result.rounds.size()) && r < timeline.roundCount(); ++r)
        result.rounds[std::size_t(r)].time = timeline.roundTime(r);
}

SimulationResult Simulator::run(const Problem &problem, const Schedule &schedule, const CommModel &model,
                                const CostParams &cost, const std::atomic<bool> *cancel, const Progress &progress,
                                Timeline *timelineOut)
{
    const int total = int(schedule.rounds.size());
    Progress half;
    if (progress)
        half = [&](int done, int) { progress(done, 2 * total); };
    SimulationResult result = check(problem, schedule, model, cancel, half);
    if (result.cancelled)
        return result;
    Timeline timeline = CostModel::timeline(problem.topology(), schedule, model, cost, cancel, result.checkedRounds.get());
    if (cancel && cancel->load()) {
        result.cancelled = true;
        return result;
    }
    applyTimes(result, timeline);
    if (progress)
        progress(2 * total, 2 * total);
    if (timelineOut)
        *timelineOut = std::move(timeline);
    return result;
}

SimulationResult Simulator::check(const Problem &problem, const Schedule &schedule, const CommModel &model,
                                  const std::atomic<bool> *cancel, const Progress &progress,
                                  CheckStatistics *statistics)
{
    return RoundsChecker(problem, schedule, model).run(cancel, progress, statistics);
}


Replay::Replay(const Schedule *schedule, int checkpointEvery)
    : mSchedule(schedule), mEvery(std::max(1, checkpointEvery)), mNodes(int(schedule->initial.size()))
{
    PacketPlaces s = PacketPlaces::from(schedule->initial, mNodes, schedule->packets.size());
    mCheckpoints.push_back(s);
    PlacesRound mover;
    std::vector<CombineFailure> ignored;
    for (int r = 0; r < int(schedule->rounds.size()); ++r) {
        mover.apply(*schedule, schedule->rounds[std::size_t(r)], s, mNodes, ignored);
        ignored.clear();
        if ((r + 1) % mEvery == 0)
            mCheckpoints.push_back(s);
    }
}

BufferState Replay::stateAfter(int round) const
{
    if (!mSchedule)
        return {};
    round = std::clamp(round, 0, rounds());
    const int cp = round / mEvery;
    PacketPlaces s = mCheckpoints[std::size_t(cp)];
    PlacesRound mover;
    std::vector<CombineFailure> ignored;
    for (int r = cp * mEvery; r < round; ++r) {
        mover.apply(*mSchedule, mSchedule->rounds[std::size_t(r)], s, mNodes, ignored);
        ignored.clear();
    }
    return s.toBufferState();
}

} // namespace collviz::core

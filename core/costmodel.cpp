#include "core/costmodel.h"

#include <QtGlobal>

#include <algorithm>
#include <cassert>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <memory>
#include <new>
#include <optional>
#include <tuple>


namespace collviz::core {


// ------------------------------------------------------------------ CostModel

namespace {

struct Busy
{
    double from;
    double to;
};

/// The earliest u >= t at which the busy intervals [first, last) (sorted by start, disjoint
/// but for the tolerance) leave [u, u + d) free.
double firstFree(const Busy *first, const Busy *last, double t, double d)
{
    double u = t;
    const Busy *it = std::upper_bound(first, last, u + 1e-9 * std::max({1.0, std::abs(u), d}),
                                      [](double x, const Busy &b) { return x < b.to; });
    for (; it != last; ++it) {
        const double eps = 1e-9 * std::max({1.0, std::abs(u), d});
        if (it->to <= u + eps)
            continue;
        if (it->from >= u + d - eps)
            break;
        u = it->to;
    }
    return u;
}

/**
 * Busy intervals of a set of resources (channels, or the nodes' port lanes), for one round.
 * Each lane (key resource x lanes + lane) that the round claims on has a slot; a lane with
 * one interval keeps it there, the intervals of a lane with several sit in a list of a pool
 * reused from round to round. Each lane keeps its intervals sorted by start and knows its
 * latest end: a lane all of whose intervals end before the time asked for (claims mostly
 * come in time order) answers without a search.
 *
 * Where the slots of every key fit in a few megabytes, they are one table indexed by key,
 * beside a 2-byte stamp per key, the round whose first claim on it wrote the slot (all
 * stamps are zeroed when the round counter wraps); otherwise (a million channels, of
 * which a round may touch a few) a round's slots are made on demand and a key finds its slot
 * through one index per key, checked against the slot's own key, or where that index would
 * pass a megabyte, through a hash table of the round's keys (open addressing, at most half
 * full), which the next round empties entry by entry: its cost follows the lanes a round
 * claims on, not the resources (the index of a million channels was 4 MB of pages to fault
 * in at each timeline; a smaller one, read warm, answers a little faster than the hash).
 * Either way nothing is set up or cleared per resource at each round.
 */
class BusyTable
{
public:
    BusyTable(std::size_t resources, int lanes) : mLanes(std::max(1, lanes))
    {
        const std::size_t keys = resources * std::size_t(mLanes);
        mDirect = keys <= kDirectKeys;
        // The stamps are zeroed (detail::allocateZeroed: fresh pages from the kernel from 256 KB
        // on, not written at all, where calloc wrote zeros over a heap block given again, all of
        // a hypercube:14's channel stamps for a round that touches none of them): zeros are
        // empty slots older than every round (stamp 2 on).
        // The slots are not cleared at all: a slot is read only while its stamp is current,
        // and its lane's first claim of a round writes it. The stamps set without their slots
        // are DirectT::mark()'s: FastWays::oneHopsClaimedLater's ports, whose slots claimLaterOneHops() writes,
        // and FastWays::worm()'s channels on a hypercube, whose slots claimLaterWorms() writes, each
        // before any other way of the round reads the table. (A zeroed block is free only
        // when it is fresh from the kernel; one the heap gives again is cleared by calloc,
        // which for a hypercube:16's port tables was two megabytes written and faulted in per
        // run.)
        // Builds with assertions (the sanitizer suite) fill the slots with kUnwritten, which
        // every read asserts it does not find (assertWritten): that catches a direct slot read
        // before the first claim it ever had, not one holding an earlier round's interval.
        if (mDirect) {
            mDirectSlots.reset(static_cast<Slot *>(std::malloc(std::max<std::size_t>(1, keys) * sizeof(Slot))));
#ifndef NDEBUG
            if (mDirectSlots)
                std::fill(mDirectSlots.get(), mDirectSlots.get() + std::max<std::size_t>(1, keys), unwrittenSlot());
#endif
            const std::size_t stampBytes = std::max<std::size_t>(1, keys) * sizeof(Stamp);
            mDirectStamps = std::unique_ptr<Stamp[], detail::ZeroedDeleter>(
                static_cast<Stamp *>(detail::allocateZeroed(stampBytes)), detail::ZeroedDeleter{stampBytes});
            mKeys = keys;
            mSlotBytes = reinterpret_cast<char *>(mDirectSlots.get());
            mStamps = mDirectStamps.get();
            if (!mDirectSlots || !mDirectStamps)
                throw std::bad_alloc();
        } else {
            mStride = sizeof(Made);
            if (keys <= kIndexKeys) {
                const std::size_t indexBytes = std::max<std::size_t>(1, keys) * sizeof(std::uint32_t);
                mSlotOf = std::unique_ptr<std::uint32_t[], detail::ZeroedDeleter>(
                    static_cast<std::uint32_t *>(detail::allocateZeroed(indexBytes)), detail::ZeroedDeleter{indexBytes});
            } else {
                mHash.assign(kFirstHash, 0);
            }
        }
    }

    using Stamp = std::uint16_t;
    /// Whether the slots are one table indexed by key (a key's slot is the key): then
    /// directLanes() reads them.
    bool direct() const { return mDirect; }

    /// The slot of lane 0 of `resource`, made (empty) if the round has none yet. Valid until clear().
    Q_ALWAYS_INLINE int slot(int resource) { return make(resource * mLanes); }

    /// Whether lane 0 (`slot0`) has no interval this round: then every claim on it fits at
    /// once, on lane 0.
    bool empty(int slot0) const { return !current(slot0); }

    /// Whether lane 0 (`slot0`) is free from t on at once, all its intervals ending at or before
    /// `clear` = t + 1e-9 max(1, |t|, d): then earliest(slot0, resource, t, d) is (t, 0).
    bool clearAt(int slot0, double clear) const
    {
        if (!current(slot0))
            return true;
        const Slot &s = at(slot0);
        assertWritten(s);
        return !(clear < (mStamps[std::size_t(slot0)] == mRound ? s.b : s.a));
    }

    /// The earliest u >= t at which some lane of `resource` (lane 0 in `slot0`) is free for
    /// [u, u + d), and that lane.
    std::pair<double, int> earliest(int slot0, int resource, double t, double d) const
    {
        if (!current(slot0))
            return {t, 0};
        double best = freeFrom(at(slot0), mStamps[std::size_t(slot0)], t, d);
        int bestLane = 0;
        for (int lane = 1; lane < mLanes && best > t; ++lane) {
            const int i = find(resource * mLanes + lane);
            const double u = i >= 0 ? freeFrom(at(i), mStamps[std::size_t(i)], t, d) : t;
            if (u < best) {
                best = u;
                bestLane = lane;
            }
        }
        return {best, bestLane};
    }

    void claim(int slot0, int resource, int lane, double from, double to)
    {
        const int index = lane == 0 ? slot0 : make(resource * mLanes + lane);
        Slot &s = at(index);
        if (current(index)) {
            claimMore(s, mStamps[std::size_t(index)], from, to);
            return;
        }
        mStamps[std::size_t(index)] = mRound;
        s.a = from;
        s.b = to;
    }

    /// claim() on lane 0 of each of `count` slots (`indices`), over the same interval.
    void claimAll(const int *indices, int count, double from, double to)
    {
        // The table at hand: a stamp written cannot be mRound's own, nor a slot the tables'.
        char *const table = mSlotBytes;
        const std::size_t stride = mStride;
        Stamp *const stamps = mStamps;
        const Stamp round = mRound;
        for (int i = 0; i < count; ++i) {
            const int index = indices[i];
            Slot &s = *reinterpret_cast<Slot *>(table + std::size_t(index) * stride);
            if ((stamps[std::size_t(index)] | 1) == (round | 1)) {
                claimMore(s, stamps[std::size_t(index)], from, to);
                continue;
            }
            stamps[std::size_t(index)] = round;
            s.a = from;
            s.b = to;
        }
    }

    void clear()
    {
        mListsUsed = 0;
        if (!mDirect) {
            if (!mSlotOf)
                for (std::size_t i = 0; i < mUsed; ++i)
                    mHash[mMade[i].at] = 0;
            mUsed = 0;
        } else if ((mRound = Stamp(mRound + 2)) == 0) { // the stamps wrapped: make every slot older than round 2
            std::fill(mStamps, mStamps + mKeys, Stamp(0));
            mRound = 2;
        }
    }

private:
    /// Keys up to which the slots are one table (4 MB of the 24-byte slots they once were).
    static constexpr std::size_t kDirectKeys = (std::size_t(4) << 20) / 24;

    /// A lane with one interval [a, b) (stamped with the round, mRound) or several (stamped
    /// mRound | 1), in mLists[listOf()], the latest of their ends (NaN ends left out) in a; it has them
    /// this round while its stamp is one of the round's two (current()), and is empty otherwise.
    /// 16 bytes: four to a cache line, and a per-node table of 65,536 nodes is 1 MB.
    struct Slot
    {
        double a;
        double b;
    };
    /// What a direct slot holds before its first claim in builds with assertions: a NaN that
    /// no claim writes (NaN intervals keep the NaN arithmetic makes, not this payload).
    static constexpr std::uint64_t kUnwritten = 0x7FF4C0111D1A0000ULL;
    static Slot unwrittenSlot()
    {
        Slot s;
        std::memcpy(&s.a, &kUnwritten, sizeof s.a);
        s.b = s.a;
        return s;
    }
    /// Asserts (where assertions are on) that a slot read was written by a claim.
    static void assertWritten([[maybe_unused]] const Slot &s)
    {
#ifndef NDEBUG
        std::uint64_t a;
        std::memcpy(&a, &s.a, sizeof a);
        assert(a != kUnwritten && "a busy-table slot read before its lane's first claim");
#endif
    }

public:
    /// Lane 0 of each resource of a direct() table, for loops that keep what they read in
    /// registers; valid until clear().
    /// (OneLane: of a table of one lane, a resource's key is the resource.)
    template<bool OneLane>
    class DirectT
    {
    public:
        /// Whether lane 0 of `resource` has no interval this round (empty(slot(resource))).
        bool empty(int resource) const { return (stamps[index(resource)] | 1) != roundOdd; }
        /// claim() on lane 0 of `resource`, which is empty().
        void claimEmpty(int resource, double from, double to) const
        {
            const std::size_t i = index(resource);
            stamps[i] = round;
            Slot &s = laneSlots[i];
            s.a = from;
            s.b = to;
        }
        /// Undoes claimEmpty(resource, ...) of this round: lane 0 is empty again, as if never
        /// claimed (stamp 0 is older than every round, as a wrap of the rounds leaves it).
        void release(int resource) const { stamps[index(resource)] = 0; }
        /// Stamps lane 0 of `resource`, which is empty(), as claimed this round without writing
        /// its slot (FastWays::oneHopsClaimedLater and, on a hypercube's channels, FastWays::worm, whose
        /// claims claimLaterOneHops() and claimLaterWorms() make with claimEmpty() before anything reads
        /// the slot).
        void mark(int resource) const { stamps[index(resource)] = round; }

    private:
        friend class BusyTable;
        std::size_t index(int resource) const
        {
            return OneLane ? std::size_t(resource) : std::size_t(resource) * std::size_t(lanes);
        }
        Slot *laneSlots = nullptr;
        Stamp *stamps = nullptr;
        Stamp round = 0;
        Stamp roundOdd = 1; ///< round | 1: a current stamp's, | 1
        int lanes = 1;
    };
    using Direct = DirectT<false>;
    using DirectOne = DirectT<true>;
    Direct directLanes() const { return directOf<false>(); }
    /// directLanes() of a table of one lane.
    DirectOne directLane() const
    {
        Q_ASSERT(mLanes == 1);
        return directOf<true>();
    }

    int lanes() const { return mLanes; }

private:
    template<bool OneLane>
    DirectT<OneLane> directOf() const
    {
        Q_ASSERT(mDirect);
        DirectT<OneLane> d;
        d.laneSlots = mDirectSlots.get();
        d.stamps = mStamps;
        d.round = mRound;
        d.roundOdd = Stamp(mRound | 1);
        d.lanes = mLanes;
        return d;
    }

public:

    /// Lane 0 of a resource of a direct() table of one lane, found once: what claimWormLanes
    /// asks and claims. Valid until clear().
    struct Lane
    {
        BusyTable *table;
        Slot *slot;
        Stamp *stamp;
    };
    Lane lane(int resource)
    {
        Q_ASSERT(mDirect && mLanes == 1);
        const std::size_t i = std::size_t(resource);
        return Lane{this, mDirectSlots.get() + i, mStamps + i};
    }
    /// clearAt() of the lane: free from t on at once, `clear` = t + 1e-9 max(1, |t|, d).
    static bool clearAt(const Lane &l, double clear)
    {
        const Stamp s = *l.stamp, round = l.table->mRound;
        if ((s | 1) != (round | 1))
            return true;
        assertWritten(*l.slot);
        return !(clear < (s == round ? l.slot->b : l.slot->a));
    }
    /// earliest() of the lane (which has intervals this round: not clearAt()).
    static double earliest(const Lane &l, double t, double d) { return l.table->freeFrom(*l.slot, *l.stamp, t, d); }
    /// claim() on the lane.
    static void claim(const Lane &l, double from, double to)
    {
        BusyTable &b = *l.table;
        Stamp &stamp = *l.stamp;
        if ((stamp | 1) == (b.mRound | 1)) {
            b.claimMore(*l.slot, stamp, from, to);
            return;
        }
        stamp = b.mRound;
        l.slot->a = from;
        l.slot->b = to;
    }

private:
    /// The round a slot's intervals are of (set by its first claim), in an array of its own:
    /// small enough to stay in the cache, so the test whether a lane is empty (it mostly is,
    /// the first time a round asks) reads no slot, and claiming an empty lane writes one
    /// without reading it. Made on demand, the stamps are 0, 2 or 3 (mRound stays 2).
    Slot &at(int index) const { return *reinterpret_cast<Slot *>(mSlotBytes + std::size_t(index) * mStride); }

    bool current(int index) const { return (mStamps[std::size_t(index)] | 1) == (mRound | 1); }

    /// The list of a lane with several intervals: its index, in b's bytes (read as an integer,
    /// with no conversion on the way to the list).
    static std::size_t listOf(const Slot &s)
    {
        std::uint64_t i;
        std::memcpy(&i, &s.b, sizeof i);
        return std::size_t(i);
    }
    static void setListOf(Slot &s, std::size_t list)
    {
        const std::uint64_t i = list;
        std::memcpy(&s.b, &i, sizeof i);
    }

    /// claim() on a lane that has intervals already (its stamp `stamp`).
    Q_NEVER_INLINE void claimMore(Slot &s, Stamp &stamp, double from, double to)
    {
        assertWritten(s);
        if (stamp == mRound) {
            if (mListsUsed == mLists.size())
                mLists.emplace_back();
            std::vector<Busy> &list = mLists[mListsUsed];
            list.clear();
            list.push_back(Busy{s.a, s.b});
            s.a = std::max(-std::numeric_limits<double>::infinity(), s.b);
            setListOf(s, mListsUsed++);
            stamp = Stamp(mRound | 1);
        }
        std::vector<Busy> &list = mLists[listOf(s)];
        if (list.back().from <= from) {
            list.push_back(Busy{from, to}); // claims mostly come in time order
        } else {
            // Lists are short (a few intervals): shift the later ones up by hand rather than
            // have vector::insert call memmove.
            const std::size_t at = std::size_t(std::upper_bound(list.begin(), list.end(), from,
                                                                [](double f, const Busy &b) { return f < b.from; })
                                               - list.begin());
            list.push_back(list.back());
            for (std::size_t i = list.size() - 2; i > at; --i)
                list[i] = list[i - 1];
            list[at] = Busy{from, to};
        }
        s.a = std::max(s.a, to);
    }

    /// firstFree on a lane. When every interval ends at or before the time the search starts
    /// from, the binary search would find none, so the answer is t. (With one interval its
    /// end is the latest: a NaN end fails `x < b` as the search's comparison does.)
    double freeFrom(const Slot &s, Stamp stamp, double t, double d) const
    {
        assertWritten(s);
        const double eps = 1e-9 * std::max({1.0, std::abs(t), d});
        const bool one = stamp == mRound;
        if (!(t + eps < (one ? s.b : s.a)))
            return t;
        // firstFree on the one interval [a, b), which ends after t + eps: t where the message
        // ends before it starts, else b.
        if (one)
            return s.a >= t + d - eps ? t : s.b;
        const std::vector<Busy> &list = mLists[listOf(s)];
        return firstFree(list.data(), list.data() + list.size(), t, d);
    }

    /// The slot index of `key` when it has intervals this round, or -1.
    int find(int key) const
    {
        if (mDirect)
            return current(key) ? key : -1;
        if (mSlotOf) {
            const std::uint32_t i = mSlotOf[std::size_t(key)];
            return i < mUsed && mMade[i].tag == key && current(int(i)) ? int(i) : -1;
        }
        for (std::size_t h = hashOf(key);; h = (h + 1) & (mHash.size() - 1)) {
            const std::uint32_t e = mHash[h];
            if (e == 0)
                return -1;
            if (mMade[e - 1].tag == key)
                return current(int(e - 1)) ? int(e - 1) : -1;
        }
    }

    /// Where `key` starts its search in mHash (a power of two long).
    std::size_t hashOf(int key) const
    {
        return std::size_t((std::uint64_t(std::uint32_t(key)) * 0x9E3779B97F4A7C15ull) >> mHashShift);
    }

    /// mHash twice as long, the made slots entered again.
    Q_NEVER_INLINE void growHash()
    {
        mHash.assign(2 * mHash.size(), 0);
        --mHashShift;
        for (std::size_t i = 0; i < mUsed; ++i) {
            std::size_t h = hashOf(mMade[i].tag);
            while (mHash[h] != 0)
                h = (h + 1) & (mHash.size() - 1);
            mHash[h] = std::uint32_t(i + 1);
            mMade[i].at = std::uint32_t(h);
        }
    }

    Q_ALWAYS_INLINE int make(int key)
    {
        if (mDirect)
            return key; // a slot stamped by an earlier round is empty
        if (!mSlotOf)
            return makeHashed(key);
        const std::uint32_t i = mSlotOf[std::size_t(key)];
        if (i < mUsed && mMade[i].tag == key)
            return int(i);
        mSlotOf[std::size_t(key)] = std::uint32_t(mUsed);
        return addMade(key, 0);
    }

    /// make() through mHash: out of line, so that the index's way stays small enough to inline.
    Q_NEVER_INLINE int makeHashed(int key)
    {
        if (2 * (mUsed + 1) > mHash.size())
            growHash();
        std::size_t h = hashOf(key);
        for (;; h = (h + 1) & (mHash.size() - 1)) {
            const std::uint32_t e = mHash[h];
            if (e == 0)
                break;
            if (mMade[e - 1].tag == key)
                return int(e - 1);
        }
        mHash[h] = std::uint32_t(mUsed + 1);
        return addMade(key, h);
    }

    /// A new empty made slot, mUsed, of `key` (at mHash[h]).
    int addMade(int key, std::size_t h)
    {
        if (mUsed == mMade.size()) {
            mMade.resize(std::max<std::size_t>(64, 2 * mMade.size()));
            mMadeStamps.resize(mMade.size());
            mSlotBytes = reinterpret_cast<char *>(mMade.data());
            mStamps = mMadeStamps.data();
        }
        mMade[mUsed].tag = key;
        mMade[mUsed].at = std::uint32_t(h);
        mStamps[mUsed] = 0; // empty
        return int(mUsed++);
    }

    struct Free
    {
        void operator()(void *p) const { std::free(p); }
    };

    int mLanes;
    bool mDirect = true;
    Stamp mRound = 2;                               ///< the current round's stamp (even; | 1: lists)
    std::unique_ptr<Slot[], Free> mDirectSlots;     ///< one table: per key
    std::unique_ptr<Stamp[], detail::ZeroedDeleter> mDirectStamps; ///< one table: per key
    std::size_t mKeys = 0;                          ///< one table: its size
    static constexpr std::size_t kIndexKeys = std::size_t(1) << 18; ///< up to which keys mSlotOf (1 MB) serves
    std::unique_ptr<std::uint32_t[], detail::ZeroedDeleter> mSlotOf; ///< per key, its slot (when that slot has the key)
    static constexpr std::size_t kFirstHash = 1024;
    std::vector<std::uint32_t> mHash;               ///< made on demand: slot + 1 of a key, or 0
    int mHashShift = 64 - 10;                       ///< made on demand: 64 - log2(mHash.size())
    /// A slot made on demand, beside its key (make() checks the key on the line it then
    /// writes) and its entry in mHash.
    struct Made
    {
        Slot slot;
        int tag;
        std::uint32_t at;
    };
    std::vector<Made> mMade;                        ///< made on demand: [0, mUsed) this round's
    std::size_t mUsed = 0;
    std::vector<Stamp> mMadeStamps;                 ///< made on demand: per slot
    char *mSlotBytes = nullptr; ///< mDirectSlots or mMade: slot i at i * mStride
    std::size_t mStride = sizeof(Slot);
    Stamp *mStamps = nullptr; ///< mDirectStamps or mMadeStamps
    std::vector<std::vector<Busy>> mLists; ///< lanes with several intervals; [0, mListsUsed) in use
    std::size_t mListsUsed = 0;
};

/// Something a message needs at the same time as the others: the resource of `table` (its
/// lane-0 `slot`) over [t + offset, t + offset + duration).
struct Need
{
    BusyTable *table;
    int slot;
    int resource;
    int lane; ///< where it fits at the time found (claimEarliest)
    double offset;
    double duration;
};

/// The earliest t >= tmin at which every need is met; claims them there. The needs are asked
/// round and round; once `count` of them in a row have left t where it is, each has found its
/// lane at that t. (Asking on to the end of a whole pass that moves nothing, as a pass-by-pass
/// loop does, would only ask again needs already asked at that same t, from the same tables,
/// and get the same answers.)
double claimEarliest(Need *needs, std::size_t count, double tmin)
{
    Need *const end = needs + count;
    double t = tmin;
    for (std::size_t settled = 0, i = 0; settled < count; i = i + 1 == count ? 0 : i + 1) {
        Need *const n = needs + i;
        ++settled;
        if (n->duration <= 0)
            continue;
        const double from = t + n->offset;
        double at = from;
        n->lane = 0;
        if (!n->table->clearAt(n->slot, from + 1e-9 * std::max({1.0, std::abs(from), n->duration})))
            std::tie(at, n->lane) = n->table->earliest(n->slot, n->resource, from, n->duration);
        const double u = at - n->offset;
        if (u > t + 1e-9 * std::max(1.0, std::abs(t))) {
            t = u;
            settled = 0;
        }
    }
    for (Need *n = needs; n != end; ++n) {
        if (n->duration <= 0)
            continue;
        n->table->claim(n->slot, n->resource, n->lane, t + n->offset, t + n->offset + n->duration);
    }
    return t;
}

/// A worm's needs into `needs` (grown to fit), in the general way's order: with ports
/// (`sends` not null), the sender's lane on `sends` and the receiver's on `receives`; then each
/// hop's channel, slot slotIds[h] and resource arcs[h]. Returns how many. Field by field: a whole
/// record built aside and copied in stalls on store forwarding.
std::size_t wormNeeds(std::vector<Need> &needs, BusyTable *sends, int sendSlot, int src, BusyTable *receives,
                      int receiveSlot, int dst, BusyTable *channels, const int *slotIds, const int *arcs, int hops)
{
    if (needs.size() < std::size_t(hops) + 2)
        needs.resize(std::size_t(hops) + 2);
    std::size_t count = 0;
    auto need = [&](BusyTable *table, int slot, int resource) {
        Need &n = needs[count++];
        n.table = table;
        n.slot = slot;
        n.resource = resource;
    };
    if (sends) {
        need(sends, sendSlot, src);
        need(receives, receiveSlot, dst);
    }
    for (int h = 0; h < hops; ++h)
        need(channels, slotIds[h], arcs[h]);
    return count;
}

/// claimEarliest for a worm: every need from 0 on, for the same duration `d`. (Its offsets of
/// 0 change nothing: t + 0.0 is t for every t >= +0.0, and t never becomes -0.0.) The
/// tolerances depend on t and d only, so they change only when t moves. The first `empty`
/// needs are known to have no interval this round: the first pass would find each free at
/// t = 0, on lane 0, so it starts after them.
double claimWorm(Need *needs, std::size_t count, double d, std::size_t empty = 0)
{
    Need *const end = needs + count;
    double t = 0.0;
    if (d <= 0)
        return t;
    double clear = t + 1e-9 * std::max({1.0, std::abs(t), d});
    double beyond = t + 1e-9 * std::max(1.0, std::abs(t));
    empty = std::min(empty, count);
    for (std::size_t k = 0; k < empty; ++k)
        needs[k].lane = 0;
    // Round and round, as claimEarliest asks.
    for (std::size_t settled = empty, i = empty == count ? 0 : empty; settled < count; i = i + 1 == count ? 0 : i + 1) {
        Need *const n = needs + i;
        ++settled;
        n->lane = 0;
        if (n->table->clearAt(n->slot, clear))
            continue; // free at t
        double at;
        std::tie(at, n->lane) = n->table->earliest(n->slot, n->resource, t, d);
        if (at > beyond) {
            t = at;
            clear = t + 1e-9 * std::max({1.0, std::abs(t), d});
            beyond = t + 1e-9 * std::max(1.0, std::abs(t));
            settled = 0;
        }
    }
    for (Need *n = needs; n != end; ++n)
        n->table->claim(n->slot, n->resource, n->lane, t, t + d);
    return t;
}

/// claimWorm where every need is lane 0 of a direct table of one lane (BusyTable::Lane): the
/// same asks in the same order, and the same claims.
double claimWormLanes(const BusyTable::Lane *needs, std::size_t count, double d, std::size_t empty)
{
    double t = 0.0;
    if (d <= 0)
        return t;
    double clear = t + 1e-9 * std::max({1.0, std::abs(t), d});
    double beyond = t + 1e-9 * std::max(1.0, std::abs(t));
    empty = std::min(empty, count);
    for (std::size_t settled = empty, i = empty == count ? 0 : empty; settled < count; i = i + 1 == count ? 0 : i + 1) {
        const BusyTable::Lane &n = needs[i];
        ++settled;
        if (BusyTable::clearAt(n, clear))
            continue; // free at t
        const double at = BusyTable::earliest(n, t, d);
        if (at > beyond) {
            t = at;
            clear = t + 1e-9 * std::max({1.0, std::abs(t), d});
            beyond = t + 1e-9 * std::max(1.0, std::abs(t));
            settled = 0;
        }
    }
    for (std::size_t i = 0; i < count; ++i)
        BusyTable::claim(needs[i], t, t + d);
    return t;
}

/**
 * The words of a message: of its one packet (noncombining) or of its packets with valid ids
 * (combining), each packet's size times m. Packets usually all have one size: then a
 * message's words need no look-up of its packets' sizes (scattered through a table of up to
 * p^2 packets): words of c packets come from a table, added up packet by packet as the
 * look-up would (so either way gives the same sums).
 */
class MessageWords
{
public:
    MessageWords(const PacketTable &packets, double m) : mPackets(packets), mM(m), mValidBelow(unsigned(packets.size()))
    {
        double size = -1.0;
        if (!packets.empty() && !packets.uniformSize(&size)) {
            size = packets.size(0);
            for (std::size_t i = 1; i < packets.size(); ++i)
                if (packets.size(i) != size) {
                    size = -1.0;
                    break;
                }
        }
        mUniform = size >= 0; // false for a NaN size, which no size equals
        mUniformSize = size;
        mOne = mUniform ? ofCount(1) : 0.0;
    }

    double packet(int id) const
    {
        if (valid(id))
            return mUniform ? mOne : 0.0 + mPackets.size(std::size_t(id)) * mM;
        return 0.0;
    }

    double combined(IntSpan ids)
    {
        if (mUniform) {
            // Counted four at a time: a combining message may carry p packets.
            const int *p = ids.data();
            const std::size_t n = ids.size();
            std::size_t c[4] = {0, 0, 0, 0};
            std::size_t i = 0;
            for (; i + 4 <= n; i += 4)
                for (std::size_t k = 0; k < 4; ++k)
                    c[k] += std::size_t(valid(p[i + k]));
            for (; i < n; ++i)
                c[0] += std::size_t(valid(p[i]));
            const std::size_t count = c[0] + c[1] + c[2] + c[3];
            return count == 1 ? mOne : ofCount(count);
        }
        double sum = 0.0;
        for (int id : ids)
            if (valid(id))
                sum += mPackets.size(std::size_t(id)) * mM;
        return sum;
    }

    /// Whether the packets all have one size and every packet id of the round's transfers is
    /// valid: then combined(ids) is ofValid(ids.size()).
    bool countable(const TransferList &list) const
    {
        if (!mUniform || list.empty())
            return false;
        const IntSpan last = list.packets(list.size() - 1);
        const int *p = list.packets(0).data();
        const int *const end = last.data() + last.size();
        // The ids of transfers 0 .. size - 1 one after another. No early exit (no branch an id).
        bool all = true;
        for (; p != end; ++p)
            all &= valid(*p);
        return all;
    }
    /// combined() of `count` valid ids (countable()).
    double ofValid(std::size_t count) { return count == 1 ? mOne : ofCount(count); }

private:
    bool valid(int id) const { return unsigned(id) < mValidBelow; }

    /// The words of `count` packets of the uniform size.
    double ofCount(std::size_t count)
    {
        while (mTable.size() <= count)
            mTable.push_back(mTable.back() + mUniformSize * mM);
        return mTable[count];
    }

    const PacketTable &mPackets;
    double mM;
    unsigned mValidBelow;
    bool mUniform = false;
    double mUniformSize = -1.0;
    double mOne = 0.0;
    std::vector<double> mTable = std::vector<double>(1, 0.0);
};

/// A worm's time over `hops` hops carrying `w` words, CostParams::messageTime's wormhole
/// formula on values (the loops below keep them in registers).
inline double wormTime(int hops, double w, double ts, double tw, double th)
{
    return ts + hops * th + w * tw;
}

/**
 * The commonest shapes in loops of their own, small enough for the compiler to keep what they
 * need in registers: a transfer of one message (combining, or one packet at most),
 * store-and-forward over one channel whose resources (the channel and the ports) are all
 * still empty this round, or wormhole over any path. They take the general
 * way's steps with its arithmetic, only without its choices. Each takes the transfers from
 * `first` on while they have its shape and returns the first that has not (for the general
 * way), or the round's end.
 */
struct FastWays
{
    const Topology &topology;
    const TransferList &list;
    BusyTable &channels;
    BusyTable &sends;
    BusyTable &receives;
    Timeline &out;
    const CostParams &cost;
    MessageWords &words;
    bool half;
    bool combining;
    bool ports; ///< one port or a few (sends and receives are resources)
    bool counted; ///< combining, packets of one size and every id of the round valid: words by count
    bool *contended = nullptr; ///< set when a worm asks claimWorm (a resource it needs is busy)
    /// A bit per processor, all clear, for oneHopsClaimedLater's first messages (each processor's one
    /// send) to note their receivers in; cleared again there. (Empty where no round may take
    /// that way.)
    std::vector<std::uint64_t> *receivers = nullptr;

    /// Whether a transfer is one message between two processors (ids below `processors`,
    /// what isProcessor tests) over a path from src to dst (not checked: that it walks over
    /// links). Static, on values: a loop passes them from locals (the message's stores could
    /// alias members, which would then be read again for each transfer).
    static bool oneMessage(unsigned processors, bool combining, int src, int dst, IntSpan path, IntSpan ids)
    {
        return unsigned(src) < processors && unsigned(dst) < processors && src != dst && path.size() >= 2
               && path.front() == src && path.back() == dst && (combining || ids.size() <= 1);
    }
    /// oneMessage() for a transfer whose path is [src, dst] (TransferList::oneHop).
    static bool oneHopMessage(unsigned processors, bool combining, int src, int dst, IntSpan ids)
    {
        return unsigned(src) < processors && unsigned(dst) < processors && src != dst && (combining || ids.size() <= 1);
    }

    /// The words of that message, as the general way finds them (static, on values, as
    /// oneMessage).
    static double wordsOf(MessageWords &words, bool counted, bool combining, IntSpan ids)
    {
        if (counted)
            return words.ofValid(ids.size());
        return combining ? words.combined(ids) : ids.empty() ? 0.0 : words.packet(ids[0]);
    }
    double wordsOf(IntSpan ids) const { return wordsOf(words, counted, combining, ids); }

    /// The duration of the intervals of a one-hop message of `w` words: store-and-forward, its
    /// hop time; wormhole, its worm's (the cost parameters passed as values: loops keep them in
    /// registers).
    template<bool storeAndForward>
    static double oneHopSpan(double w, double ts, double tw, double th)
    {
        if (storeAndForward)
            return w * tw + th;
        return wormTime(1, w, ts, tw, th);
    }

    /// Store-and-forward over one channel: the general way would find the channel and the
    /// ports free as the start-up ends and claim them there. (Only when the start-up test lets
    /// the general way start the first hop at t_s, see CostModel::timeline.)
    Q_NEVER_INLINE std::size_t oneHop(std::size_t first, double &roundTime) const
    {
        if (channels.direct() && (!ports || (sends.direct() && receives.direct()))) {
            // One loop per case of ports and duplex: fewer tests and values held per transfer.
            if (ports)
                return half ? oneHopDirect<true, true>(first, roundTime) : oneHopDirect<true, false>(first, roundTime);
            return half ? oneHopDirect<false, true>(first, roundTime) : oneHopDirect<false, false>(first, roundTime);
        }
        return oneHopAny(first, roundTime);
    }

    /// oneHop with every table direct: the same steps, with the tables' lane 0 at hand.
    /// `withPorts` is ports, `halfDuplex` half.
    template<bool withPorts, bool halfDuplex>
    std::size_t oneHopDirect(std::size_t first, double &roundTime) const
    {
        const std::size_t end = list.size();
        const double ts = cost.ts;
        const double tw = cost.tw;
        const double th = cost.th;
        const BusyTable::DirectOne channel = channels.directLane();
        const BusyTable::Direct send = withPorts ? sends.directLanes() : BusyTable::Direct();
        const BusyTable::Direct receive = withPorts ? receives.directLanes() : BusyTable::Direct();
        // What oneMessage and wordsOf read, in locals.
        const unsigned processors = unsigned(topology.processorCount());
        const bool byCount = counted;
        const bool anyCount = combining;
        int guess = 0; // Topology::arcBetween's
        double latest = roundTime;
        std::size_t tu = first;
        for (; tu < end; ++tu) {
            const int src = list.src(tu);
            const int dst = list.dst(tu);
            const IntSpan ids = list.packets(tu);
            if (!list.oneHop(tu) || !oneHopMessage(processors, anyCount, src, dst, ids))
                break;
            const int a = topology.channelBetween(src, dst, halfDuplex, guess);
            if (a < 0)
                break;
            if (!channel.empty(a) || (withPorts && (!send.empty(src) || !receive.empty(dst))))
                break;
            const double w = wordsOf(words, byCount, anyCount, ids);
            const double hopTime = oneHopSpan<true>(w, ts, tw, th);
            const double sendOffset = -ts;
            const double sendDuration = ts + hopTime;
            const double enter = ts;
            if (!(hopTime <= 0))
                channel.claimEmpty(a, enter + 0.0, enter + 0.0 + hopTime);
            if (withPorts) {
                if (!(sendDuration <= 0))
                    send.claimEmpty(src, enter + sendOffset, enter + sendOffset + sendDuration);
                if (!(hopTime <= 0))
                    receive.claimEmpty(dst, enter + 0.0, enter + 0.0 + hopTime);
            }
            // noncombining: min(1, count) packets, which is count here
            const double finish = enter + hopTime;
            out.addOneHop(int(tu), int(ids.size()), enter - ts, enter, finish);
            latest = std::max(latest, finish);
        }
        roundTime = latest;
        return tu;
    }

    /// Messages of transfers [tu, tu + count), each of `packets` packets over `hops` hops
    /// and `span` long (a worm's time; store-and-forward, its one hop's), that find everything
    /// they need free, as the ways that claim time them: a worm from the round's start
    /// (FastWays::worm), a store-and-forward message's one hop after its start-up
    /// (oneHopDirect). Returns their finish. (Static, on values, as oneMessage.)
    template<bool storeAndForward>
    static double addFresh(Timeline &out, double ts, std::size_t tu, int count, std::size_t packets, int hops,
                           double span)
    {
        if (storeAndForward) {
            const double enter = ts;
            const double finish = enter + span;
            out.addOneHops(int(tu), count, int(packets), enter - ts, enter, finish);
            return finish;
        }
        // (0 + span as worm() writes it: a worm of no time, with t_s, t_w and t_h all -0,
        // finishes at 0, not -0. Noncombining: min(1, count) packets, which is count here.)
        const double finish = 0.0 + span;
        out.addWorms(int(tu), count, int(packets), hops, 0.0, finish);
        return finish;
    }

    /**
     * A round whose messages the check found alone (CheckedRounds: every one has its channels
     * and ports to itself): each message timed as the ways that claim time a fresh one, with
     * no channel or port looked up (a worm and a one-hop store-and-forward message by
     * addFresh(), a longer store-and-forward one as the general way, hop after hop, none
     * waiting). Messages in a row of the same hops, packets and words (the same bits) have the
     * same times and go in as one run.
     */
    template<bool storeAndForward>
    void timeUncontended(double &roundTime) const
    {
        // What the loop reads, in locals (see oneMessage).
        const TransferList &list = this->list;
        Timeline &out = this->out;
        MessageWords &words = this->words;
        const bool byCount = counted;
        const bool anyCount = combining;
        const std::size_t end = list.size();
        const double ts = cost.ts;
        const double tw = cost.tw;
        const double th = cost.th;
        double latest = roundTime;
        std::size_t tu = 0;
        while (tu < end) {
            const int hops = int(list.path(tu).size()) - 1;
            const std::size_t packets = list.packets(tu).size();
            const double w = wordsOf(words, byCount, anyCount, list.packets(tu));
            std::size_t next = tu + 1;
            if (storeAndForward && hops > 1) {
                Timeline::MessageData &msg = out.addMessage(hops);
                msg.transfer = int(tu);
                msg.firstPacket = 0;
                msg.packetCount = int(packets); // (noncombining: one packet at most here)
                msg.hopCount = hops;
                const double hopTime = w * tw + th;
                double ready = ts;
                for (int h = 0; h < hops; ++h) {
                    const double enter = ready;
                    out.addHop(enter, enter + hopTime, h + 1 == hops);
                    if (h == 0)
                        msg.start = enter - ts;
                    ready = enter + hopTime;
                }
                msg.finish = ready;
                latest = std::max(latest, msg.finish);
                tu = next;
                continue;
            }
            // (The words of the transfer that ends a run are found again as the next run's
            // first: keeping them cost every message of a run more than it saved.)
            while (next < end && int(list.path(next).size()) - 1 == hops && list.packets(next).size() == packets
                   && Timeline::sameBits(wordsOf(words, byCount, anyCount, list.packets(next)), w))
                ++next;
            const double span = storeAndForward ? oneHopSpan<true>(w, ts, tw, th) : wormTime(hops, w, ts, tw, th);
            latest = std::max(latest, addFresh<storeAndForward>(out, ts, tu, int(next - tu), packets, hops, span));
            tu = next;
        }
        roundTime = latest;
    }

    /// Whether a round may begin with oneHopsClaimedLater: one port or a few in tables of one slot per
    /// port lane (direct()), and full duplex.
    static bool oneHopsClaimedLaterAllowed(const BusyTable &sends, const BusyTable &receives, bool ports, bool half)
    {
        return ports && !half && sends.direct() && receives.direct();
    }

    /**
     * One-hop messages from the start of a round (oneHopsClaimedLaterAllowed) while each finds its ports
     * empty, taken as the other ways take them but with the channel left alone: only the
     * ports' stamps are written (BusyTable::DirectT::mark; not even those while the round is
     * one message from each processor in turn to distinct receivers, see below), and their
     * claims are made by claimLaterOneHops when a later message of the round needs the tables.
     *
     * Their channels are empty without asking. In full duplex a channel is an arc, the one
     * arcBetween finds from its sender to its receiver; an earlier message of the round (all
     * taken this way) that claimed it went between the same two nodes and claimed the
     * receiver's port too, for the same time (or neither, when that time is not positive). So
     * a receiver whose port is empty has no claimed arc into it. On a hypercube the walk is
     * not even looked up: its nodes differ in one bit (Topology::linked).
     *
     * A round whose messages all go this way (a hypercube's dimension exchange, a broadcast
     * tree) then neither looks up nor writes its channels (a hypercube:16 has a million,
     * found through a hash table) or its ports' slots. Returns the first transfer not taken.
     */
    template<bool storeAndForward>
    std::size_t oneHopsClaimedLater(std::size_t first, double &roundTime) const
    {
        const std::size_t end = list.size();
        const BusyTable::Direct send = sends.directLanes();
        const BusyTable::Direct receive = receives.directLanes();
        const unsigned processors = unsigned(topology.processorCount());
        const bool byCount = counted;
        const bool anyCount = combining;
        const double ts = cost.ts;
        const double tw = cost.tw;
        const double th = cost.th;
        int guess = 0; // Topology::arcBetween's
        double latest = roundTime;
        // A message's times, and its ports' stamps (what claimLaterOneHops's claims will be).
        const auto spanOf = [&](IntSpan ids) {
            return oneHopSpan<storeAndForward>(wordsOf(words, byCount, anyCount, ids), ts, tw, th);
        };
        const auto mark = [&](int src, int dst, double span) {
            if (storeAndForward ? !(ts + span <= 0) : !(span <= 0))
                send.mark(src);
            if (!(span <= 0))
                receive.mark(dst);
        };
        // Messages of transfers [tu, tu + count), each of `packets` packets and `span` long.
        const auto add = [&](std::size_t tu, int count, std::size_t packets, double span) {
            latest = std::max(latest, addFresh<storeAndForward>(out, ts, tu, count, packets, 1, span));
        };
        std::size_t tu = first;
        if (first == 0 && receivers && !receivers->empty()) {
            // While transfer tu is processor tu's and goes to a processor no earlier one went to
            // (a dimension exchange, a shift), each processor has sent one message at most and
            // received one at most: every port is found empty without asking, and the stamps
            // are left alone (the receivers noted in a bitset the size of the processors'
            // count, not in the ports' table of stamps and slots). At a transfer of another
            // shape those messages' ports are stamped, for the loop below (a round all of that
            // shape writes none).
            // Messages of the same packets and span in a row (all of a dimension exchange of
            // one packet each) are added as a run, once at its end (the Timeline's test for an
            // alike message once for the run, not once a message).
            std::uint64_t *const seen = receivers->data();
            std::size_t runFirst = 0;
            std::size_t runPackets = 0;
            double runSpan = 0.0;
            const auto addRun = [&](std::size_t runEnd) {
                if (runEnd > runFirst)
                    add(runFirst, int(runEnd - runFirst), runPackets, runSpan);
            };
            for (; tu < end; ++tu) {
                const int src = list.src(tu);
                const int dst = list.dst(tu);
                const IntSpan ids = list.packets(tu);
                if (src != int(tu) || !list.oneHop(tu) || !oneHopMessage(processors, anyCount, src, dst, ids)
                    || !topology.linked(src, dst, guess))
                    break;
                std::uint64_t &word = seen[unsigned(dst) >> 6];
                const std::uint64_t bit = std::uint64_t(1) << (unsigned(dst) & 63U);
                if (word & bit)
                    break;
                word |= bit;
                const double span = spanOf(ids);
                if (tu == runFirst || ids.size() != runPackets || !Timeline::sameBits(span, runSpan)) {
                    addRun(tu);
                    runFirst = tu;
                    runPackets = ids.size();
                    runSpan = span;
                }
            }
            addRun(tu);
            if (tu < end)
                for (std::size_t i = 0; i < tu; ++i)
                    mark(int(i), list.dst(i), spanOf(list.packets(i)));
            if (tu > 0)
                std::fill(receivers->begin(), receivers->end(), std::uint64_t(0));
        }
        for (; tu < end; ++tu) {
            const int src = list.src(tu);
            const int dst = list.dst(tu);
            const IntSpan ids = list.packets(tu);
            if (!list.oneHop(tu) || !oneHopMessage(processors, anyCount, src, dst, ids))
                break;
            if (!topology.linked(src, dst, guess))
                break;
            if (!send.empty(src) || !receive.empty(dst))
                break;
            const double span = spanOf(ids);
            mark(src, dst, span);
            add(tu, 1, ids.size(), span);
        }
        roundTime = latest;
        return tu;
    }

    /// The claims of the messages oneHopsClaimedLater took, transfers [first, end), made for the ways
    /// that ask the tables (in its order, though each is the first on its port lanes and
    /// channel, so order changes nothing).
    template<bool storeAndForward>
    void claimLaterOneHops(std::size_t first, std::size_t end) const
    {
        const double ts = cost.ts;
        const BusyTable::Direct send = sends.directLanes();
        const BusyTable::Direct receive = receives.directLanes();
        for (std::size_t tu = first; tu < end; ++tu) {
            const int src = list.src(tu);
            const int dst = list.dst(tu);
            const double span = oneHopSpan<storeAndForward>(wordsOf(list.packets(tu)), ts, cost.tw, cost.th);
            const int a = topology.arcBetween(src, dst);
            if (storeAndForward) {
                const double hopTime = span;
                const double sendOffset = -ts;
                const double sendDuration = ts + hopTime;
                const double enter = ts;
                if (!(hopTime <= 0)) {
                    channels.claim(channels.slot(a), a, 0, enter + 0.0, enter + 0.0 + hopTime);
                    receive.claimEmpty(dst, enter + 0.0, enter + 0.0 + hopTime);
                }
                if (!(sendDuration <= 0))
                    send.claimEmpty(src, enter + sendOffset, enter + sendOffset + sendDuration);
            } else {
                const double d = span;
                const double t = 0.0;
                if (!(d <= 0)) {
                    send.claimEmpty(src, t, t + d);
                    receive.claimEmpty(dst, t, t + d);
                    channels.claim(channels.slot(a), a, 0, t, t + d);
                }
            }
        }
    }

    std::size_t oneHopAny(std::size_t first, double &roundTime) const
    {
        const std::size_t end = list.size();
        const double ts = cost.ts;
        int guess = 0; // Topology::arcBetween's
        double latest = roundTime;
        std::size_t tu = first;
        for (; tu < end; ++tu) {
            const int src = list.src(tu);
            const int dst = list.dst(tu);
            const IntSpan ids = list.packets(tu);
            if (!list.oneHop(tu) || !oneHopMessage(unsigned(topology.processorCount()), combining, src, dst, ids))
                break;
            const int a = topology.channelBetween(src, dst, half, guess);
            if (a < 0)
                break;
            const int channelSlot = channels.slot(a);
            const int sendSlot = ports ? sends.slot(src) : -1;
            const int receiveSlot = ports ? receives.slot(dst) : -1;
            if (!channels.empty(channelSlot) || (ports && (!sends.empty(sendSlot) || !receives.empty(receiveSlot))))
                break;
            const double hopTime = oneHopSpan<true>(wordsOf(ids), ts, cost.tw, cost.th);
            const double sendOffset = -ts;
            const double sendDuration = ts + hopTime;
            const double enter = ts;
            if (!(hopTime <= 0))
                channels.claim(channelSlot, a, 0, enter + 0.0, enter + 0.0 + hopTime);
            if (ports) {
                if (!(sendDuration <= 0))
                    sends.claim(sendSlot, src, 0, enter + sendOffset, enter + sendOffset + sendDuration);
                if (!(hopTime <= 0))
                    receives.claim(receiveSlot, dst, 0, enter + 0.0, enter + 0.0 + hopTime);
            }
            // noncombining: min(1, count) packets, which is count here
            const double finish = enter + hopTime;
            out.addOneHop(int(tu), int(ids.size()), enter - ts, enter, finish);
            latest = std::max(latest, finish);
        }
        roundTime = latest;
        return tu;
    }

    /// Wormhole, any path: when every channel and both ports are empty, the general way would
    /// find them free at t = 0 and claim them there; otherwise it asks claimWorm, as this does.
    /// `arcs`, `hopSlots` and `needs` are room for a path's.
    Q_NEVER_INLINE std::size_t worm(std::size_t first, double &roundTime, std::vector<int> &arcs,
                                    std::vector<int> &hopSlots, std::vector<Need> &needs,
                                    std::vector<BusyTable::Lane> &laneBuffer) const
    {
        const std::size_t end = list.size();
        const Topology::Adjacent *const table = channels.direct() && !half ? topology.hypercubeArcs() : nullptr;
        const unsigned nodes = unsigned(topology.nodeCount());
        const std::size_t dimensions = std::size_t(topology.dimensions());
        const bool direct = channels.direct();
        // Every need lane 0 of a direct table of one lane (one port, or all-port).
        const bool laneNeeds = direct && channels.lanes() == 1
                               && (!ports || (sends.direct() && receives.direct() && sends.lanes() == 1 && receives.lanes() == 1));
        const BusyTable::DirectOne channel = direct ? channels.directLane() : BusyTable::DirectOne();
        // What oneMessage and messageTime read, in locals (see oneMessage).
        const unsigned processors = unsigned(topology.processorCount());
        const bool anyCount = combining;
        const double ts = cost.ts;
        const double tw = cost.tw;
        const double th = cost.th;
        int guess = 0; // Topology::arcBetween's
        double latest = roundTime;
        // On a hypercube's arc table the fresh messages only mark their channels (their
        // stamps: DirectT::mark) while every message so far was fresh, [first, tu) all at t = 0
        // for their own d: a contention-free round (a pairwise exchange's) writes no channel
        // slot. The first message that finds something busy, or leaving this loop before the
        // round's end, writes those slots first (claimLaterWorms), since claims and the general way
        // read them from then on.
        bool marking = table != nullptr;
        std::size_t tu = first;
        for (; tu < end; ++tu) {
            const int src = list.src(tu);
            const int dst = list.dst(tu);
            const IntSpan path = list.path(tu);
            const IntSpan ids = list.packets(tu);
            if (!oneMessage(processors, anyCount, src, dst, path, ids))
                break;
            const int hops = int(path.size()) - 1;
            if (hopSlots.size() < std::size_t(hops)) {
                hopSlots.resize(std::size_t(hops));
                arcs.resize(std::size_t(hops));
            }
            bool walk = true;
            bool fresh = true;
            double t = 0.0;
            double d;
            if (direct) {
                // The same steps with everything they read at hand (the channels' slots indexed
                // by arc; on a hypercube in full duplex its arc table): a hop is a few
                // instructions, and pairwise exchanges cross millions. In one pass: each
                // channel is claimed as the walk finds it empty; when one is not, or the walk
                // breaks, the claims are undone (BusyTable::Direct::release) and the message
                // takes claimWorm as the general way would, or breaks.
                const double w = wordsOf(ids);
                d = wormTime(hops, w, ts, tw, th);
                const int sendSlot = ports ? sends.slot(src) : -1;
                const int receiveSlot = ports ? receives.slot(dst) : -1;
                fresh = !ports || (sends.empty(sendSlot) && receives.empty(receiveSlot));
                const bool claim = !(d <= 0);
                const int *p = path.data();
                int *const arcOut = arcs.data();
                int claimed = 0; // hops [0, claimed) claimed
                std::size_t known = 0; // needs known empty before the first busy one
                if (!fresh)
                    known = sends.empty(sendSlot) ? 1 : 0;
                if (table) {
                    // Topology::arcBetween's rule: with from below nodes (a power of two) and one
                    // bit in differ below it, the other end is a node too, so only the first node
                    // is tested against nodes; differ - 1 below nodes - 1 is differ in [1, nodes).
                    // Two loops, each with what it reads in registers: the fresh one claims each
                    // channel as it finds it empty; from the first busy one on, the other only
                    // finds the arcs.
                    const unsigned below = nodes - 1u;
                    unsigned from = unsigned(p[0]);
                    int h = 0;
                    auto arcTo = [&](unsigned to, int &a) {
                        const unsigned differ = from ^ to;
                        if (differ - 1u >= below || (differ & (differ - 1u)) != 0)
                            return false;
                        a = table[std::size_t(from) * dimensions + std::size_t(__builtin_ctz(differ))].arc;
                        from = to;
                        return true;
                    };
                    if (from >= nodes)
                        walk = false;
                    if (walk && fresh) {
                        const double until = t + d;
                        for (; h < hops; ++h) {
                            int a;
                            if (!arcTo(unsigned(p[h + 1]), a)) {
                                walk = false;
                                break;
                            }
                            arcOut[h] = a;
                            if (!channel.empty(a)) {
                                fresh = false;
                                known = std::size_t(ports ? 2 : 0) + std::size_t(h);
                                ++h;
                                break;
                            }
                            if (claim) {
                                if (marking)
                                    channel.mark(a);
                                else
                                    channel.claimEmpty(a, t, until);
                                claimed = h + 1;
                            }
                        }
                    }
                    if (walk)
                        for (; h < hops; ++h) {
                            int a;
                            if (!arcTo(unsigned(p[h + 1]), a)) {
                                walk = false;
                                break;
                            }
                            arcOut[h] = a;
                        }
                } else {
                    for (int h = 0; h < hops; ++h) {
                        const int a = topology.channelBetween(p[h], p[h + 1], half, guess);
                        if (a < 0) {
                            walk = false;
                            break;
                        }
                        arcOut[h] = a;
                        if (!fresh)
                            continue;
                        if (!channel.empty(a)) {
                            fresh = false;
                            known = std::size_t(ports ? 2 : 0) + std::size_t(h);
                        } else if (claim) {
                            channel.claimEmpty(a, t, t + d);
                            claimed = h + 1;
                        }
                    }
                }
                if (!fresh || !walk)
                    for (int h = 0; h < claimed; ++h)
                        channel.release(arcOut[h]);
                if (!walk)
                    break;
                if (!fresh && marking) {
                    claimLaterWorms(first, tu);
                    marking = false;
                }
                if (fresh) {
                    if (claim && ports) {
                        sends.claim(sendSlot, src, 0, t, t + d);
                        receives.claim(receiveSlot, dst, 0, t, t + d);
                    }
                } else if (laneNeeds) {
                    *contended = true;
                    // The general way's needs, in its order, each lane 0 of a table of one lane.
                    if (laneBuffer.size() < std::size_t(hops) + 2)
                        laneBuffer.resize(std::size_t(hops) + 2);
                    std::size_t count = 0;
                    if (ports) {
                        laneBuffer[count++] = sends.lane(src);
                        laneBuffer[count++] = receives.lane(dst);
                    }
                    for (int h = 0; h < hops; ++h)
                        laneBuffer[count++] = channels.lane(arcOut[h]);
                    t = claimWormLanes(laneBuffer.data(), count, d, known);
                } else {
                    *contended = true;
                    // The general way's needs, in its order (a channel's slot is its arc).
                    const std::size_t count =
                        wormNeeds(needs, ports ? &sends : nullptr, sendSlot, src, &receives, receiveSlot, dst,
                                  &channels, arcOut, arcOut, hops);
                    t = claimWorm(needs.data(), count, d, known);
                }
            } else {
                for (int h = 0; h < hops; ++h) {
                    const int a = topology.channelBetween(path[std::size_t(h)], path[std::size_t(h) + 1], half, guess);
                    if (a < 0) {
                        walk = false; // the general way drops it
                        break;
                    }
                    arcs[std::size_t(h)] = a;
                    const int slot = channels.slot(a);
                    hopSlots[std::size_t(h)] = slot;
                    fresh &= channels.empty(slot);
                }
                if (!walk)
                    break;
                const int sendSlot = ports ? sends.slot(src) : -1;
                const int receiveSlot = ports ? receives.slot(dst) : -1;
                fresh = fresh && (!ports || (sends.empty(sendSlot) && receives.empty(receiveSlot)));
                const double w = wordsOf(ids);
                d = wormTime(hops, w, ts, tw, th);
                if (fresh) {
                    if (!(d <= 0)) {
                        if (ports) {
                            sends.claim(sendSlot, src, 0, t, t + d);
                            receives.claim(receiveSlot, dst, 0, t, t + d);
                        }
                        channels.claimAll(hopSlots.data(), hops, t, t + d);
                    }
                } else {
                    *contended = true;
                    // The general way's needs, in its order.
                    const std::size_t count =
                        wormNeeds(needs, ports ? &sends : nullptr, sendSlot, src, &receives, receiveSlot, dst,
                                  &channels, hopSlots.data(), arcs.data(), hops);
                    t = claimWorm(needs.data(), count, d);
                }
            }
            // noncombining: min(1, count) packets, which is count here
            out.addWorm(int(tu), int(ids.size()), hops, t, t + d);
            latest = std::max(latest, t + d);
        }
        if (marking && tu < end)
            claimLaterWorms(first, tu); // the general way goes on with this round
        roundTime = latest;
        return tu;
    }

    /// The claims of the fresh messages worm() only marked on a hypercube's arc table,
    /// transfers [first, end): each of its channels over [0, d), d its worm's time, as
    /// claimEmpty would have made them (the stamps are set already).
    void claimLaterWorms(std::size_t first, std::size_t end) const
    {
        const BusyTable::DirectOne channel = channels.directLane();
        for (std::size_t tu = first; tu < end; ++tu) {
            const IntSpan path = list.path(tu);
            const int hops = int(path.size()) - 1;
            const double d = wormTime(hops, wordsOf(list.packets(tu)), cost.ts, cost.tw, cost.th);
            if (d <= 0)
                continue;
            // (Their walks were checked: every hop has its arc, in full duplex its channel.)
            for (int h = 0; h < hops; ++h)
                channel.claimEmpty(topology.arcBetween(path[std::size_t(h)], path[std::size_t(h) + 1]), 0.0, d);
        }
    }
};

/**
 * Wormhole rounds in turns. When every message of a round lasts the same d, each claim the
 * general way makes is one of the turns [T_k, T_k + d), T_0 = 0 and T_{k+1} = T_k + d (as its
 * sums make them): a worm starts at 0 or where a claim before it ends. Two claims on one
 * resource then meet exactly or overlap by a whole d, which the tolerances (1e-9 of the times
 * and of d) cannot mistake while d is far above them, so claimWorm's earliest start is the
 * first turn free on every resource the worm needs. With each resource's taken turns in a
 * 64-bit word that is an OR and a count of trailing ones, not an interval search a resource.
 *
 * For tables of one lane (one port, or all-port: BusyTable's lane 0 is all claimWorm uses)
 * and rounds whose transfers are one message each (FastWays::oneMessage). run() adds nothing
 * (the round then takes the usual ways) for a transfer of several messages, a message that
 * lasts otherwise than the first, a duration outside [kShortest, kLongest], a path of more
 * hops than a turn message keeps, or a message that would need turn 64 or later.
 */
class Turns
{
public:
    Turns(std::size_t channels, std::size_t nodes, bool ports)
        : mChannels(channels), mSends(ports ? nodes : 0), mReceives(ports ? nodes : 0), mPorts(ports)
    {
    }

    /// What run() did.
    enum class Outcome {
        NotApplicable, ///< nothing added: the round takes the usual ways
        Free,          ///< added, every message at turn 0 (nothing waited)
        Waited,        ///< added, some message waited for a turn
    };
    /// Adds the round in `list` to `out` as a whole round (Timeline::addTurnRound).
    Outcome run(const Topology &topology, const TransferList &list, const CostParams &cost, MessageWords &words,
                bool counted, bool combining, bool half, Timeline &out)
    {
        // The last round's turns given back (also after a round it left to the usual ways).
        for (Table *table : {&mChannels, &mSends, &mReceives})
            table->reset();
        mMessages.clear();
        const unsigned processors = unsigned(topology.processorCount());
        const double ts = cost.ts, tw = cost.tw, th = cost.th;
        std::uint64_t d = 0; // the round's duration's bits (0: none yet)
        int last = -1;       // the last turn taken
        // Topology::arcBetween's guess per hop: hop h of a round's paths mostly goes the way hop h
        // of the path before did (a torus's dimension-order routes turn at about the same hops).
        int guesses[kGuesses] = {};
        for (std::size_t tu = 0; tu < list.size(); ++tu) {
            const int src = list.src(tu);
            const int dst = list.dst(tu);
            const IntSpan path = list.path(tu);
            const IntSpan ids = list.packets(tu);
            if (!FastWays::oneMessage(processors, combining, src, dst, path, ids))
                return Outcome::NotApplicable;
            const int hops = int(path.size()) - 1;
            if (mArcs.size() < std::size_t(hops))
                mArcs.resize(std::size_t(hops));
            std::uint64_t taken = mPorts ? mSends.turns[std::size_t(src)] | mReceives.turns[std::size_t(dst)] : 0;
            bool walk = true;
            for (int h = 0; h < hops; ++h) {
                const int a = topology.channelBetween(path[std::size_t(h)], path[std::size_t(h) + 1], half,
                                                      guesses[std::min(h, kGuesses - 1)]);
                if (a < 0) {
                    walk = false;
                    break;
                }
                mArcs[std::size_t(h)] = a;
                taken |= mChannels.turns[std::size_t(a)];
            }
            if (!walk)
                continue; // the general way drops it: no message, no claim
            if (hops > 0xFFFF)
                return Outcome::NotApplicable; // more than a turn message's hop count keeps
            const double time = wormTime(hops, FastWays::wordsOf(words, counted, combining, ids), ts, tw, th);
            std::uint64_t bits;
            std::memcpy(&bits, &time, sizeof bits);
            if (d == 0) {
                // Far above the tolerances over 64 turns, and a number.
                if (!(time >= kShortest && time <= kLongest))
                    return Outcome::NotApplicable;
                d = bits;
            } else if (bits != d)
                return Outcome::NotApplicable;
            if (taken == ~std::uint64_t(0))
                return Outcome::NotApplicable;
            const int turn = __builtin_ctzll(~taken);
            const std::uint64_t bit = std::uint64_t(1) << turn;
            if (mPorts) {
                mSends.take(src, bit);
                mReceives.take(dst, bit);
            }
            for (int h = 0; h < hops; ++h)
                mChannels.take(mArcs[std::size_t(h)], bit);
            mMessages.push_back({std::uint32_t(tu), std::uint32_t(ids.size()), std::uint16_t(hops), std::uint16_t(turn)});
            last = std::max(last, turn);
        }
        // The turns' times, summed as the general way's claims sum them; the round lasts until
        // the last finish (0 without messages).
        double duration;
        std::memcpy(&duration, &d, sizeof duration);
        mTimes.assign(std::size_t(last + 2), 0.0);
        for (int k = 0; k <= last; ++k)
            mTimes[std::size_t(k) + 1] = mTimes[std::size_t(k)] + duration;
        if (!out.addTurnRound(mMessages.data(), mMessages.size(), mTimes.data(), std::size_t(last + 1), mTimes.back()))
            return Outcome::NotApplicable;
        return last > 0 ? Outcome::Waited : Outcome::Free;
    }

private:
    /// A duration of at least kShortest keeps 64 turns apart by far more than the tolerances
    /// (1e-9 max(1, |t|, d), t below 64 d); kLongest keeps their sums finite.
    static constexpr double kShortest = 1e-6;
    static constexpr double kLongest = 1e300;
    static constexpr int kGuesses = 16;
    /// Each resource's taken turns this round, one word (8 bytes: direct exchange's 6,144 arcs
    /// in 48 KB, where a word and a round stamp took 96 KB), and the resources taken, whose
    /// words the next round sets back to 0.
    struct Table
    {
        explicit Table(std::size_t resources) : turns(resources, 0), touched(resources + 1) {}
        /// Takes turn `bit` (not 0) on resource i; the first take of a round lists it (without a
        /// branch: the index is written either way, and the list has room for every resource
        /// and the one more such a write may land on).
        void take(int i, std::uint64_t bit)
        {
            std::uint64_t &t = turns[std::size_t(i)];
            touched[count] = i;
            count += t == 0;
            t |= bit;
        }
        void reset()
        {
            for (std::size_t k = 0; k < count; ++k)
                turns[std::size_t(touched[k])] = 0;
            count = 0;
        }
        std::vector<std::uint64_t> turns;
        std::vector<int> touched;
        std::size_t count = 0;
    };
    Table mChannels, mSends, mReceives;
    bool mPorts;
    std::vector<Timeline::TurnMessage> mMessages;
    std::vector<int> mArcs;
    std::vector<double> mTimes;
};

} // namespace

Timeline CostModel::timeline(const Topology &topology, const Schedule &schedule, const CommModel &model,
                             const CostParams &cost, const std::atomic<bool> *cancel, const CheckedRounds *checked,
                             TimingStatistics *statistics)
{
    Timeline out(model.switching);
    const bool half = model.duplex == Duplex::Half;
    const bool sf = model.switching == Switching::StoreAndForward;
    const bool combining = model.combining;
    const int lanes = model.allPort() ? 0 : model.ports;
    // Channels: links with half-duplex links (arcs 2l and 2l + 1 share one), else arcs.
    const std::size_t channelCount = topology.channelCount(half);
    BusyTable channels(channelCount, 1);
    BusyTable sends(lanes > 0 ? std::size_t(topology.nodeCount()) : 0, lanes);
    BusyTable receives(lanes > 0 ? std::size_t(topology.nodeCount()) : 0, lanes);
    std::vector<int> arcs;
    std::vector<Need> needs;
    std::vector<BusyTable::Lane> laneNeeds;
    std::vector<int> channelSlots;
    int guess = 0; // Topology::arcBetween's

    const PacketTable &packets = schedule.packets;
    MessageWords words(packets, cost.m);

    // A store-and-forward message's first hop is ready at t_s and needs the sender's port from
    // t_s + (-t_s) on; claimEarliest undoes that offset, and the hop may start at t_s when it
    // finds everything free (as the fast ways below take it) unless undoing it rounds t_s past
    // its tolerance. The test depends on t_s alone, so it is made once here.
    const bool startUpExact = [&] {
        const double ready = cost.ts;
        const double sendOffset = -cost.ts;
        return !((ready + sendOffset) - sendOffset > ready + 1e-9 * std::max(1.0, std::abs(ready)));
    }();

    // Transfers of one message take a way of their own (FastWays): store-and-forward ones
    // over one channel whose resources are all empty, wormhole ones over any path.
    const bool tryFastWays = !sf || startUpExact;
    // Rounds begin with one-hop messages whose channels need no look-up (FastWays::oneHopsClaimedLater).
    const bool tryClaimLater = tryFastWays && FastWays::oneHopsClaimedLaterAllowed(sends, receives, lanes > 0, half);

    // Room for the messages and hops of the transfers that travel, estimated from each
    // round's totals without reading its transfers: one message per transfer when combining,
    // one per packet (or per transfer) otherwise; a transfer of h hops has 2 h - 1 hop values,
    // so a round of T transfers and H hops has 2 H - T. That is exact when
    // every transfer travels and carries the same number of packets; otherwise the tables
    // grow as they fill.
    {
        std::size_t messages = 0, hopValues = 0;
        for (const Round &round : schedule.rounds) {
            const TransferList &list = round.transfers;
            const std::size_t transfers = list.size();
            const std::size_t perRound = combining ? transfers : std::max(transfers, list.packetIdCount());
            messages += perRound;
            if (sf && transfers > 0 && 2 * list.hopCount() > transfers)
                hopValues += (2 * list.hopCount() - transfers) * (perRound / transfers);
        }
        out.reserveMore(messages, hopValues);
    }
    // FastWays::receivers (kept clear between rounds).
    std::vector<std::uint64_t> receivers(tryClaimLater ? (std::size_t(topology.processorCount()) + 63) / 64 : 0);
    const TransferList *last = nullptr; ///< the last round's transfers
    int lastCountable = -1;             ///< and whether MessageWords::countable(*last) (-1: not asked)
    // Wormhole rounds are tried in turns (see Turns) after a round in which some worm found a
    // resource busy (or one timed in turns; a round timed from the check's marks, below,
    // leaves that as it was): contention-free ones take the usual ways, which claim each
    // resource at once, and need no turn table.
    // (Not where the channel table is too big to index directly, whose turn words would be
    // too; not where the timeline keeps every message as a record: the tests' reference.)
    const bool turnsAllowed = !sf && lanes <= 1 && tryFastWays && channels.direct() && out.compact();
    std::optional<Turns> turns;
    bool contended = false;
    // The check's rounds whose messages are alone (see timeline()'s comment): a worm that
    // finds its ports and channels free starts with its round (claimWorm, and the fast ways,
    // take it at t = 0), a store-and-forward message's hops follow its start-up and each other
    // (where the fast ways may take the first hop at t_s: tryFastWays); with one port or all,
    // a message that has them to itself finds them free. The check's channels and port counts
    // are this model's where duplex, combining and ports are the same.
    const std::vector<bool> *alone = nullptr;
    if (checked && tryFastWays && lanes <= 1 && checked->alone.size() == schedule.rounds.size()
        && checked->model.duplex == model.duplex && checked->model.combining == model.combining
        && checked->model.allPort() == model.allPort() && (model.allPort() || checked->model.ports == model.ports))
        alone = &checked->alone;
    for (std::size_t r = 0; r < schedule.rounds.size(); ++r) {
        const Round &round = schedule.rounds[r];
        if (cancel && cancel->load(std::memory_order_relaxed))
            return out;
        const TransferList &list = round.transfers;
        const std::size_t transferCount = list.size();
        // A round is timed on its own (the busy tables start empty), from its transfers' ends,
        // paths and message sizes: one of the same shape as the last (TransferList::sameShape)
        // whose packets are all of the one size, as the last's were, travels as the last did.
        // (Whether the packets are countable is asked only where it decides something: a round
        // of the last one's shape, or the fast ways' words by count.)
        int countable = -1;
        const auto isCountable = [&] {
            if (countable < 0)
                countable = words.countable(list) ? 1 : 0;
            return countable == 1;
        };
        bool repeats = false;
        if (last && list.sameShape(*last)) {
            if (lastCountable < 0)
                lastCountable = words.countable(*last) ? 1 : 0;
            repeats = lastCountable == 1 && isCountable();
        }
        last = &list;
        if (repeats && out.repeatRound())
            continue; // (repeats: this round's packets are countable, as lastCountable says)
        const bool counted = combining && tryFastWays && isCountable();
        lastCountable = countable;
        const FastWays fastWays{topology, list,      channels,  sends,    receives,  out,        cost,
                                words,    half,      combining, lanes > 0, counted,  &contended, &receivers};
        if (alone && (*alone)[r]) {
            out.beginRound();
            double roundTime = 0.0;
            if (sf)
                fastWays.timeUncontended<true>(roundTime);
            else
                fastWays.timeUncontended<false>(roundTime);
            out.endRound(roundTime);
            if (statistics)
                ++statistics->roundsTimedAlone;
            // (`contended` is left as the last timed round set it: a contended round after this
            // one is as likely to wait as after that one, and turns time it faster then.)
            continue;
        }
        if (turnsAllowed && contended) {
            if (!turns)
                turns.emplace(channelCount,
                              std::size_t(topology.nodeCount()), lanes > 0);
            const Turns::Outcome done = turns->run(topology, list, cost, words, counted, combining, half, out);
            if (done != Turns::Outcome::NotApplicable) {
                // A round in which nothing waited: the next takes the usual ways again (which
                // keep an alike round as one message).
                contended = done == Turns::Outcome::Waited;
                continue;
            }
        }
        contended = false;
        out.beginRound();
        double roundTime = 0.0;
        bool keepClaimingLater = tryClaimLater;
        for (std::size_t tu = 0; tu < transferCount; ++tu) {
            if (keepClaimingLater) {
                const std::size_t first = tu;
                tu = sf ? fastWays.oneHopsClaimedLater<true>(tu, roundTime)
                        : fastWays.oneHopsClaimedLater<false>(tu, roundTime);
                if (tu == transferCount)
                    break;
                if (sf)
                    fastWays.claimLaterOneHops<true>(first, tu);
                else
                    fastWays.claimLaterOneHops<false>(first, tu);
                keepClaimingLater = false;
            }
            if (tryFastWays) {
                tu = sf ? fastWays.oneHop(tu, roundTime) : fastWays.worm(tu, roundTime, arcs, channelSlots, needs, laneNeeds);
                if (tu == transferCount)
                    break;
            }
            const int ti = int(tu);
            const int src = list.src(tu);
            const int dst = list.dst(tu);
            if (!topology.isProcessor(src) || !topology.isProcessor(dst) || src == dst)
                continue;
            const IntSpan path = list.path(tu);
            if (path.size() < 2 || path.front() != src || path.back() != dst)
                continue;
            // The path's channels and their slots, in one pass. (A slot made for a path that
            // turns out broken is an empty one, as if never made.)
            const int hops = int(path.size()) - 1;
            if (channelSlots.size() < std::size_t(hops)) {
                channelSlots.resize(std::size_t(hops));
                arcs.resize(std::size_t(hops));
            }
            bool walk = true;
            bool fresh = true; // every channel (and port) the transfer needs is empty so far
            for (int h = 0; h < hops; ++h) {
                const int a = topology.channelBetween(path[std::size_t(h)], path[std::size_t(h) + 1], half, guess);
                if (a < 0) {
                    walk = false;
                    break;
                }
                arcs[std::size_t(h)] = a;
                const int slot = channels.slot(a);
                channelSlots[std::size_t(h)] = slot;
                fresh &= channels.empty(slot);
            }
            if (!walk)
                continue;
            const IntSpan ids = list.packets(tu);
            const int count = int(ids.size());
            const int messages = combining ? 1 : std::max(1, count);

            // The transfer's resources, found once for all its messages.
            const int sendSlot = lanes > 0 ? sends.slot(src) : -1;
            const int receiveSlot = lanes > 0 ? receives.slot(dst) : -1;
            if (lanes > 0)
                fresh = fresh && sends.empty(sendSlot) && receives.empty(receiveSlot);
            // A worm's needs, made when a message cannot take the fast way (below).
            std::size_t needCount = 0;
            auto makeNeeds = [&] {
                if (needCount > 0)
                    return;
                needCount = wormNeeds(needs, lanes > 0 ? &sends : nullptr, sendSlot, src, &receives, receiveSlot, dst,
                                      &channels, channelSlots.data(), arcs.data(), hops);
            };

            const double combinedWords = combining ? words.combined(ids) : 0.0;

            for (int mi = 0; mi < messages; ++mi) {
                // Filled in place: a Message built aside and copied in stalls on store forwarding.
                Timeline::MessageData &msg = out.addMessage(hops);
                msg.transfer = ti;
                msg.firstPacket = combining ? 0 : mi;
                msg.packetCount = combining ? count : std::min(1, count);
                msg.hopCount = hops;
                const double w = combining || count == 0 ? combinedWords : words.packet(ids[std::size_t(mi)]);
                if (!sf) {
                    // The worm (its start-up sets up its path) holds everything at once.
                    const double d = wormTime(hops, w, cost.ts, cost.tw, cost.th);
                    if (fresh && mi == 0) {
                        // Everything it needs is empty: claimWorm would find each free at
                        // t = 0 on lane 0 and claim them there, in this order.
                        const double t = 0.0;
                        if (!(d <= 0)) {
                            if (lanes > 0) {
                                sends.claim(sendSlot, src, 0, t, t + d);
                                receives.claim(receiveSlot, dst, 0, t, t + d);
                            }
                            for (int h = 0; h < hops; ++h)
                                channels.claim(channelSlots[std::size_t(h)], arcs[std::size_t(h)], 0, t, t + d);
                        }
                        msg.start = t;
                    } else {
                        contended = true;
                        makeNeeds();
                        msg.start = claimWorm(needs.data(), needCount, d);
                    }
                    msg.finish = msg.start + d;
                } else {
                    // Hop by hop: the first hop also needs the sender's port for the start-up
                    // before it; the last hop needs the receiver's port.
                    const double hopTime = w * cost.tw + cost.th;
                    double ready = cost.ts;
                    const double sendOffset = -cost.ts;
                    const double sendDuration = cost.ts + hopTime;
                    for (int h = 0; h < hops; ++h) {
                        const bool first = lanes > 0 && h == 0;
                        const bool last = lanes > 0 && h == hops - 1;
                        const int channelSlot = channelSlots[std::size_t(h)];
                        // Everything the hop needs is empty: claimEarliest would find each
                        // free at t = ready (unless the start-up's offset, undone, rounds t
                        // past its tolerance: the first hop is ready at t_s, see startUpExact)
                        // and claim them there.
                        if (channels.empty(channelSlot) && (!first || sends.empty(sendSlot))
                            && (!last || receives.empty(receiveSlot))
                            && (!first || sendDuration <= 0 || startUpExact)) {
                            const double enter = ready;
                            if (!(hopTime <= 0))
                                channels.claim(channelSlot, arcs[std::size_t(h)], 0, enter + 0.0, enter + 0.0 + hopTime);
                            if (first && !(sendDuration <= 0))
                                sends.claim(sendSlot, src, 0, enter + sendOffset, enter + sendOffset + sendDuration);
                            if (last && !(hopTime <= 0))
                                receives.claim(receiveSlot, dst, 0, enter + 0.0, enter + 0.0 + hopTime);
                            out.addHop(enter, enter + hopTime, h + 1 == hops);
                            if (h == 0)
                                msg.start = enter - cost.ts;
                            ready = enter + hopTime;
                            continue;
                        }
                        Need hopNeeds[3];
                        std::size_t n = 0;
                        hopNeeds[n++] = {&channels, channelSlot, arcs[std::size_t(h)], 0, 0.0, hopTime};
                        if (first)
                            hopNeeds[n++] = {&sends, sendSlot, src, 0, sendOffset, sendDuration};
                        if (last)
                            hopNeeds[n++] = {&receives, receiveSlot, dst, 0, 0.0, hopTime};
                        const double enter = claimEarliest(hopNeeds, n, ready);
                        out.addHop(enter, enter + hopTime, h + 1 == hops);
                        if (h == 0)
                            msg.start = enter - cost.ts;
                        ready = enter + hopTime;
                    }
                    msg.finish = ready;
                }
                roundTime = std::max(roundTime, msg.finish);
            }
        }
        out.endRound(roundTime);
        channels.clear();
        sends.clear();
        receives.clear();
    }
    return out;
}

} // namespace collviz::core

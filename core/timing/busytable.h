// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Private to the timing models (core/timing/): when each resource of a round is busy.

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
#include <tuple>
#include <vector>

namespace collviz::core::timing {

struct Busy
{
    double from;
    double to;
};

/// The earliest u >= t at which the busy intervals [first, last) (sorted by start, disjoint
/// but for the tolerance) leave [u, u + d) free.
inline double firstFree(const Busy *first, const Busy *last, double t, double d)
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
inline double claimEarliest(Need *needs, std::size_t count, double tmin)
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

} // namespace collviz::core::timing

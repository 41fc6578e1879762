// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/bigtable.h"
#include "core/bits.h"
#include "core/schedule.h"

#include <algorithm>
#include <cstdint>
#include <vector>

namespace collviz::core {

/**
 * Who holds each packet, indexed by packet: the simulator's working state.
 *
 * Most packets are in one place at a time (data-movement operations move them; a partial sum
 * lives where it was made), so holding is one array lookup, `where[id] == node`. A packet that
 * is copied (broadcast data, allgather blocks, allreduce results) is a pair of ints while two
 * nodes hold it (a partial sum its sender keeps: the lower in mWhere, the higher in an array
 * beside it) and a holder set from the third on: a list of holders, a bitset over the nodes once
 * that is smaller (or, while all bitsets take up to kBitBudgetWords, once the list has
 * kEarlyBits holders). Bitsets are slots of one array, nodes/64 words each, named by mWhere
 * itself: a holder test is where[id], then the word. Memory: 4 bytes a packet (8 for every
 * packet once any is held twice), plus, per packet held three times or more, 4 bytes a holder
 * up to nodes/8 bytes (up to 1 MB of bitsets taken sooner), against
 * BufferState's sorted id vector per node (4 bytes a copy, plus an insertion into the middle of
 * a vector for every move).
 */
class PacketPlaces
{
public:
    /// With `bigTables` the per-packet tables are taken in whole huge pages from half a
    /// megabyte on (detail::allocateBigTable: the simulator's one state of a run, whose fresh
    /// tables would each 4 KB cost a page fault); without, as any vector (copies kept many of).
    PacketPlaces(int nodes, std::size_t packets, bool bigTables = false);
    /// The places of a schedule's initial buffers (ids outside [0, packets) are dropped: the
    /// checks report them).
    static PacketPlaces from(const HeldLists &initial, int nodes, std::size_t packets, bool bigTables = false);

    /// Inline everywhere (a postcondition asks it for every packet at every node: an allgather
    /// on ring:1024 a million times).
    COLLVIZ_ALWAYS_INLINE bool holds(int node, int id) const
    {
        if (id < 0 || std::size_t(id) >= mWhere.size())
            return false;
        const int w = mWhere[std::size_t(id)];
        if (w >= 0)
            return w == node;
        if (w == kNowhere || node < 0 || node >= mNodes)
            return false;
        return copyHeldBy(id, w, node);
    }
    /// holds(node, id) for a packet whose place() is w < kNowhere (a pair or a holder set), with
    /// node in range: the pair's two ints or the holder set's bit read here, no call.
    bool copyHeldBy(int id, int w, int node) const
    {
        const int k = kFirstCopy - w;
        if (k & 1)
            return (k >> 1) == node || mSecond[std::size_t(id)] == node;
        if (k & 2)
            return (bitsOf(k)[std::size_t(node) >> 6] >> (unsigned(node) & 63U)) & 1U;
        return mCopies[std::size_t(k >> 2)].holds(node);
    }
    /// True when every node below `nodes` (<= nodeCount()) holds packet `id` (in range), read a
    /// word at a time where its holders are a bitset (a broadcast's or an allgather's data at
    /// the end). False where they are not, or one of those nodes is missing: then ask holds().
    bool bitsCoverNodesBelow(int id, int nodes) const
    {
        const int w = mWhere[std::size_t(id)];
        const int k = kFirstCopy - w;
        if (w >= kNowhere || (k & 3) != 2 || nodes <= 0)
            return false;
        const std::uint64_t *const bits = bitsOf(k);
        const std::size_t full = std::size_t(nodes) >> 6;
        for (std::size_t i = 0; i < full; ++i)
            if (bits[i] != ~std::uint64_t(0))
                return false;
        const unsigned rest = unsigned(nodes) & 63U;
        return rest == 0 || (~bits[full] & ((std::uint64_t(1) << rest) - 1)) == 0;
    }
    /// The raw place of a packet in range: its one holder (>= 0), kNowhere, or a pair or a
    /// holder set (< kNowhere). The simulator's fast path: `place(id) == node` is holds() for one holder.
    int place(int id) const { return mWhere[std::size_t(id)]; }
    const int *placeData() const { return mWhere.data(); } ///< place() of every packet
    /// remove(src, id) then add(dst, id) for a packet in range, with dst in range and dst != src:
    /// one write when src is its one holder.
    void move(int id, int src, int dst)
    {
        int &w = mWhere[std::size_t(id)];
        if (w == src)
            w = dst;
        else {
            remove(src, id);
            add(dst, id);
        }
    }
    /// Adds a holder (ids and nodes out of range are ignored).
    void add(int node, int id)
    {
        if (id < 0 || std::size_t(id) >= mWhere.size() || node < 0 || node >= mNodes)
            return;
        addInRange(node, id);
    }
    /// add() and remove() for a node and a packet id both in range (the simulator's recorded
    /// sends and checked combines): no range tests.
    void addInRange(int node, int id)
    {
        int &w = mWhere[std::size_t(id)];
        if (w == kNowhere)
            w = node;
        else if (w >= 0) {
            // A second holder (a partial sum sent on and kept): a pair.
            if (w != node)
                setPair(id, std::min(w, node), std::max(w, node));
        } else {
            // A holder set kept as a bitset (broadcast and allgather data): one bit, set here.
            const int k = kFirstCopy - w;
            if ((k & 3) == 2) {
                std::uint64_t &word = bitsOf(k)[std::size_t(node) >> 6];
                const std::uint64_t bit = std::uint64_t(1) << (unsigned(node) & 63U);
                mBitCount[std::size_t(k >> 2)] += (word & bit) == 0;
                word |= bit;
                return;
            }
            addHolder(node, id);
        }
    }
    void removeInRange(int node, int id)
    {
        int &w = mWhere[std::size_t(id)];
        if (w == node)
            w = kNowhere;
        else if (w < kNowhere) {
            const int k = kFirstCopy - w;
            if ((k & 1) == 0)
                removeHolder(node, id);
            else if ((k >> 1) == node) // a pair: down to its other holder
                w = mSecond[std::size_t(id)];
            else if (mSecond[std::size_t(id)] == node)
                w = k >> 1;
        }
    }
    /// addInRange() and removeInRange() with their usual case inline (a loop over a round's
    /// combines): a packet no one holds gains its one holder; the one holder of a packet loses it.
    COLLVIZ_ALWAYS_INLINE void addInline(int node, int id)
    {
        int &w = mWhere[std::size_t(id)];
        if (w == kNowhere)
            w = node;
        else
            addInRange(node, id);
    }
    COLLVIZ_ALWAYS_INLINE void removeInline(int node, int id)
    {
        int &w = mWhere[std::size_t(id)];
        if (w == node)
            w = kNowhere;
        else
            removeInRange(node, id);
    }
    /// Removes a holder (ids and nodes out of range are ignored).
    void remove(int node, int id)
    {
        if (id < 0 || std::size_t(id) >= mWhere.size() || node < 0 || node >= mNodes)
            return;
        removeInRange(node, id);
    }
    /// Calls fn(node) for every holder of packet `id` (in range), in increasing node order.
    template<typename Fn>
    void forEachHolder(int id, Fn &&fn) const
    {
        const int w = mWhere[std::size_t(id)];
        if (w >= 0)
            fn(w);
        else if (w != kNowhere) {
            const int k = kFirstCopy - w;
            if (k & 1) {
                fn(k >> 1);
                fn(mSecond[std::size_t(id)]);
            } else if (k & 2) {
                const std::uint64_t *const bits = bitsOf(k);
                for (std::size_t word = 0; word < mStride; ++word)
                    for (std::uint64_t b = bits[word]; b != 0; b &= b - 1)
                        fn(int(word * 64 + std::size_t(bits::ctz64(b))));
            } else
                mCopies[std::size_t(k >> 2)].forEach(fn);
        }
    }
    int nodeCount() const { return mNodes; }
    std::size_t packetCount() const { return mWhere.size(); }
    static constexpr int kNowhere = -1;
    /// The same state as sorted id lists per node (what the views and Problem read).
    BufferState toBufferState() const;

private:
    /// The per-packet tables' allocator (see the constructor; a megabyte for allreduce on
    /// hypercube:14).
    using Table = detail::BigTableAllocator<int, std::size_t(1) << 19, detail::HugePages::Whole>;
    /// The holders of a packet held by three nodes or more while they are not a bitset: up to
    /// kSmall of them in place, then a sorted list.
    struct Holders
    {
        static constexpr int kSmall = 3;
        int small[kSmall] = {};
        int count = 0; ///< holders; while list is empty, the first `count` of `small` (sorted)
        std::vector<int> list;
        bool holds(int node) const
        {
            if (list.empty()) {
                for (int i = 0; i < count; ++i)
                    if (small[i] == node)
                        return true;
                return false;
            }
            return std::binary_search(list.begin(), list.end(), node);
        }
        void add(int node);
        void remove(int node);
        template<typename Fn>
        void forEach(Fn &&fn) const
        {
            if (list.empty())
                for (int i = 0; i < count; ++i)
                    fn(small[i]);
            for (int v : list)
                fn(v);
        }
    };
    /// The words of bit slot k >> 2 (a place with (k & 3) == 2).
    std::uint64_t *bitsOf(int k) { return mBits.data() + std::size_t(k >> 2) * mStride; }
    const std::uint64_t *bitsOf(int k) const { return mBits.data() + std::size_t(k >> 2) * mStride; }
    /// Makes the holders of packet `id`, a holder set in slot `slot`, a bitset (when a list of
    /// them is bigger, or early within the budget).
    void toBits(int id, int slot);
    void removeBit(int node, int id);
    /// Makes packet `id` held by the pair lo < hi (its place is lo, its second holder hi).
    void setPair(int id, int lo, int hi)
    {
        if (mSecond.empty())
            mSecond.assign(mWhere.size(), kNowhere);
        mWhere[std::size_t(id)] = kFirstCopy - (2 * lo + 1);
        mSecond[std::size_t(id)] = hi;
    }
    /// add() for a packet held by another node, a pair or a holder set; remove() for one held
    /// by a pair or a holder set.
    void addHolder(int node, int id);
    void removeHolder(int node, int id);
    /// mWhere = kFirstCopy - k for k >= 0: with k odd, the pair of nodes k / 2 and mSecond[id]
    /// (the higher); with k % 4 == 0, holders mCopies[k / 4]; with k % 4 == 2, the bitset in
    /// slot k / 4 of mBits.
    static constexpr int kFirstCopy = -2;
    /// A holder list this long becomes a bitset while all bitsets fit in kBitBudgetWords (a
    /// broadcast's one packet on hypercube:16: 64 holders, not 2,049 inserted into a list).
    static constexpr std::size_t kEarlyBits = 64;
    static constexpr std::size_t kBitBudgetWords = std::size_t(1) << 17;
    int mNodes = 0;
    std::size_t mStride = 0; ///< words of a bitset: (nodes + 63) / 64
    std::vector<int, Table> mWhere;
    /// Holder sets of the packets held by three or more nodes now; a set that is down to two
    /// holders or fewer is given back (the packet is a pair or one array entry again) and its
    /// slot listed in mFree.
    std::vector<Holders> mCopies;
    std::vector<int> mFree;
    /// Bitset slots, mStride words each; a free slot's words are all 0.
    std::vector<std::uint64_t> mBits;
    std::vector<int> mBitCount; ///< holders per bit slot
    std::vector<int> mFreeBits;
    /// The higher holder of each packet held by exactly two nodes (a partial sum its sender
    /// keeps), beside mWhere: a pair is two ints read by packet id, with no table of pairs to
    /// find a free slot in. Empty until the first pair.
    std::vector<int, Table> mSecond;
};

} // namespace collviz::core

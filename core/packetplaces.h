#pragma once

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
 * is copied (broadcast data, allgather blocks, allreduce results) gets a list of its holders
 * the first time a second node holds it, a bitset over the nodes once that is smaller. Memory:
 * 4 bytes a packet plus, per copied packet, 4 bytes a holder up to nodes/8 bytes, against
 * BufferState's sorted id vector per node (4 bytes a copy, plus an insertion into the middle of
 * a vector for every move).
 */
class PacketPlaces
{
public:
    PacketPlaces(int nodes, std::size_t packets);
    /// The places of `state` (ids outside [0, packets) are dropped: the checks report them).
    static PacketPlaces from(const BufferState &state, int nodes, std::size_t packets);

    bool holds(int node, int id) const
    {
        if (id < 0 || std::size_t(id) >= mWhere.size())
            return false;
        const int w = mWhere[std::size_t(id)];
        if (w >= 0)
            return w == node;
        if (w == kNowhere || node < 0 || node >= mNodes)
            return false;
        return mCopies[std::size_t(kFirstCopy - w)].holds(node);
    }
    /// The raw place of a packet in range: its one holder (>= 0), kNowhere, or a holder set
    /// (< kNowhere). The simulator's fast path: `place(id) == node` is holds() for one holder.
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
        int &w = mWhere[std::size_t(id)];
        if (w == kNowhere)
            w = node;
        else if (w < kNowhere && mCopies[std::size_t(kFirstCopy - w)].addBit(node)) {
            // A copied packet's holder bitset (broadcast data): one bit.
        } else if (w != node)
            addCopy(node, id);
    }
    /// Removes a holder (ids and nodes out of range are ignored).
    void remove(int node, int id)
    {
        if (id < 0 || std::size_t(id) >= mWhere.size() || node < 0 || node >= mNodes)
            return;
        int &w = mWhere[std::size_t(id)];
        if (w >= 0) {
            if (w == node)
                w = kNowhere;
        } else if (w != kNowhere)
            removeCopy(node, id);
    }
    /// Calls fn(node) for every holder of packet `id` (in range), in increasing node order.
    template<typename Fn>
    void forEachHolder(int id, Fn &&fn) const
    {
        const int w = mWhere[std::size_t(id)];
        if (w >= 0)
            fn(w);
        else if (w != kNowhere)
            mCopies[std::size_t(kFirstCopy - w)].forEach(fn);
    }
    int nodeCount() const { return mNodes; }
    std::size_t packetCount() const { return mWhere.size(); }
    static constexpr int kNowhere = -1;
    /// The same state as sorted id lists per node (what the views and Problem read).
    BufferState toBufferState() const;

private:
    /// The holders of a copied packet: up to kSmall of them in place (a partial sum held by
    /// two nodes: no allocation), then a sorted list, then a bitset over the nodes once that is
    /// smaller (broadcast data).
    struct Holders
    {
        static constexpr int kSmall = 3;
        int small[kSmall] = {};
        int count = 0; ///< holders; while list and bits are empty, the first `count` of `small` (sorted)
        std::vector<int> list;
        std::vector<std::uint64_t> bits;
        bool holds(int node) const
        {
            if (!bits.empty())
                return (bits[std::size_t(node) >> 6] >> (unsigned(node) & 63U)) & 1U;
            if (list.empty()) {
                for (int i = 0; i < count; ++i)
                    if (small[i] == node)
                        return true;
                return false;
            }
            return std::binary_search(list.begin(), list.end(), node);
        }
        void add(int node, int nodes);
        /// add() when the holders are a bitset (then true), else false and nothing done.
        bool addBit(int node)
        {
            if (bits.empty())
                return false;
            std::uint64_t &word = bits[std::size_t(node) >> 6];
            const std::uint64_t bit = std::uint64_t(1) << (unsigned(node) & 63U);
            count += (word & bit) == 0;
            word |= bit;
            return true;
        }
        void remove(int node);
        int first() const; ///< the lowest holder (count > 0)
        template<typename Fn>
        void forEach(Fn &&fn) const
        {
            if (bits.empty()) {
                if (list.empty())
                    for (int i = 0; i < count; ++i)
                        fn(small[i]);
                for (int v : list)
                    fn(v);
                return;
            }
            for (std::size_t word = 0; word < bits.size(); ++word)
                for (std::uint64_t b = bits[word]; b != 0; b &= b - 1)
                    fn(int(word * 64 + std::size_t(__builtin_ctzll(b))));
        }
    };
    /// add() and remove() for a packet that has a holder other than `node` / a holder set.
    void addCopy(int node, int id);
    void removeCopy(int node, int id);
    static constexpr int kFirstCopy = -2; ///< mWhere = kFirstCopy - k: holders mCopies[k]
    int mNodes = 0;
    std::vector<int> mWhere;
    /// Holder sets of the packets held more than once now; a set that is down to one holder
    /// is given back (the packet is one array entry again) and its slot listed in mFree.
    std::vector<Holders> mCopies;
    std::vector<int> mFree;
};

} // namespace collviz::core

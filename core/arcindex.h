// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/bits.h"

#include <QtGlobal>

#include <cstdint>
#include <vector>

namespace collviz::core {

struct Arc;

/**
 * Finds the arc from one node of a network to another: every hop of every transfer asks
 * (Topology::pathArcs, the simulator, the timing models), so the answer is read, not searched,
 * wherever the arcs' numbering allows. Built once from a network's arcs, it recognises how
 * they are numbered, not which family made them:
 * - by dimension (hypercubeLayout): nodes 0 .. 2^d - 1, each with d arcs, the k-th to the node
 *   that differs in bit k. The arc is the one of the bit two ids differ in. A hypercube's, and
 *   any network numbered as one (a 2 x 2 torus).
 * - by difference (differenceLayout): every arc joins ids a few differences apart, the same
 *   from node to node (rings, meshes, tori). A probe and a read.
 * - otherwise from a flat table of each node's neighbours, a guessed place tried first.
 */
class ArcIndex
{
public:
    /// A neighbour and the arc to it.
    struct Adjacent
    {
        int to;
        int arc;
    };

    ArcIndex() = default;
    /// The index of `arcs`, where out[v] lists node v's arcs in the order a search tries them.
    ArcIndex(const std::vector<Arc> &arcs, const std::vector<std::vector<int>> &out);

    /// Arc id from `from` to `to`, or -1 when they are not adjacent (or either is no node).
    int arcBetween(int from, int to) const
    {
        if (mHypercubeLayout)
            return arcByDimension(from, to);
        if (mDifferences > 0)
            return arcByDifference(from, to);
        if (std::size_t(unsigned(from)) + 1 >= mAdjStart.size())
            return -1;
        const Adjacent *first = mAdjacent.data() + mAdjStart[std::size_t(from)];
        const Adjacent *const end = mAdjacent.data() + mAdjStart[std::size_t(from) + 1];
        for (; first != end; ++first)
            if (first->to == to)
                return first->arc;
        return -1;
    }
    /// arcBetween, trying place `guess` among from's neighbours first (where the arc is not
    /// read by difference or dimension); the place found (where there is one) becomes the
    /// guess. A path mostly goes on in one direction and a round's transfers mostly go the same
    /// way, so the place of the last hop is a good guess. (The guess is tried only where no
    /// node has a neighbour twice: then the arc found is the one arcBetween finds.)
    Q_ALWAYS_INLINE int arcBetween(int from, int to, int &guess) const
    {
        if (mHypercubeLayout)
            return arcByDimension(from, to);
        if (mDifferences > 0)
            return arcByDifference(from, to);
        if (!mGuessable)
            return arcBetween(from, to);
        if (std::size_t(unsigned(from)) + 1 < mAdjStart.size()) {
            const int first = mAdjStart[std::size_t(from)];
            if (unsigned(guess) < unsigned(mAdjStart[std::size_t(from) + 1] - first)
                && mAdjacent[std::size_t(first + guess)].to == to)
                return mAdjacent[std::size_t(first + guess)].arc;
        }
        return arcBetweenSearch(from, to, guess);
    }
    /// Whether a link joins `from` to `to` (arcBetween(from, to, guess) >= 0); by dimension
    /// answered from the two ids alone, without reading the arc table (1M arcs, 8 MB, on
    /// hypercube:16: a cache miss a question).
    Q_ALWAYS_INLINE bool linked(int from, int to, int &guess) const
    {
        if (mHypercubeLayout)
            return hypercubeBit(from, to) != 0;
        return arcBetween(from, to, guess) >= 0;
    }

    /// Whether arcs are read by dimension: node v's arc to v XOR 2^k is
    /// hypercubeArcs()[v hypercubeDimensions() + k].arc for every node v and k.
    bool hypercubeLayout() const { return mHypercubeLayout; }
    /// d, where arcs are read by dimension (else 0).
    int hypercubeDimensions() const { return mHypercubeDimensions; }
    /// The arcs by node and dimension (hypercubeLayout()), else null.
    const Adjacent *hypercubeArcs() const { return mHypercubeLayout ? mAdjacent.data() : nullptr; }
    /// Whether arcs are read by dimension and numbered as a hypercube's are made (link l of
    /// dimension k joins the l-th node without bit k, counted among those, to its neighbour
    /// across k: link k 2^(d-1) + that rank, its arc up 2 l, down 2 l + 1): then
    /// computedHypercubeArc() gives arcBetween's arc from the two ids. Checked for every arc.
    bool hypercubeArcsComputed() const { return mHypercubeArcsComputed; }
    /// The arc from `from` to `to` where hypercubeArcsComputed(), computed (no table read: the
    /// node x dimension table of a hypercube:14 is 1.8 MB, and the strided senders of a
    /// reduction's rounds read a new line of it for every transfer); -1 when they are not
    /// adjacent.
    Q_ALWAYS_INLINE int computedHypercubeArc(int from, int to) const
    {
        // hypercubeBit()'s test, written out: through hypercubeBit (a select, then a test of
        // its result) allreduce's check on hypercube:14 took 4.05 -> 4.25 ms.
        const unsigned differ = unsigned(from) ^ unsigned(to);
        if (unsigned(from) >= unsigned(mHypercubeNodes) || differ - 1u >= unsigned(mHypercubeNodes) - 1u
            || (differ & (differ - 1u)) != 0)
            return -1;
        const unsigned below = differ - 1u;
        const unsigned low = unsigned(from) & ~differ;
        const unsigned rank = (low & below) | ((low >> 1) & ~below);
        const unsigned link = (unsigned(bits::ctz(differ)) << unsigned(mHypercubeDimensions - 1)) + rank;
        return int(2u * link + unsigned(from > to));
    }
    /// Whether arcs are read by the difference of the ids.
    bool differenceLayout() const { return mDifferences > 0; }

private:
    /// Sets up reading by dimension where the arcs allow it.
    void findHypercubeLayout(const std::vector<Arc> &arcs);
    /// Sets up arcByDifference where it applies.
    void findDifferences(const std::vector<Arc> &arcs);
    /// arcBetween with a guess that missed: the search, whose find becomes the guess.
    int arcBetweenSearch(int from, int to, int &guess) const;
    /// arcBetween by dimension: a node's arcs, one per dimension, in dimension order, so the arc
    /// to a neighbour is the one of the bit they differ in.
    int arcByDimension(int from, int to) const
    {
        const unsigned bit = hypercubeBit(from, to);
        if (bit == 0)
            return -1;
        return mAdjacent[std::size_t(from) * std::size_t(mHypercubeDimensions) + std::size_t(bits::ctz(bit))].arc;
    }
    /// The one bit in which `from` and `to` differ when they are two adjacent nodes read by
    /// dimension, else 0 (either id no node, the same node, or more bits). With `from` below the
    /// node count (a power of two) and the difference in [1, nodes), `to` is a node.
    Q_ALWAYS_INLINE unsigned hypercubeBit(int from, int to) const
    {
        const unsigned differ = unsigned(from) ^ unsigned(to);
        const unsigned nodes = unsigned(mHypercubeNodes);
        return unsigned(from) < nodes && differ - 1u < nodes - 1u && (differ & (differ - 1u)) == 0 ? differ : 0u;
    }
    /// arcBetween by difference: a probe and a read.
    int arcByDifference(int from, int to) const
    {
        const std::uint32_t difference = std::uint32_t(to) - std::uint32_t(from);
        const DifferenceSlot &slot = mDifferenceSlots[(difference * mDifferenceMultiplier) >> kDifferenceShift];
        // (An empty slot's 0 is no difference: a node and itself are not adjacent.)
        if ((slot.difference != difference) | (difference == 0) | (unsigned(from) >= unsigned(mDifferenceNodes)))
            return -1;
        return mDifferenceArcs[std::size_t(from) * std::size_t(mDifferences) + slot.code];
    }

    /// Node v's neighbours and the arcs to them are mAdjacent[mAdjStart[v] .. mAdjStart[v + 1]):
    /// one contiguous array.
    std::vector<int> mAdjStart;
    std::vector<Adjacent> mAdjacent;
    int mHypercubeNodes = 0;      ///< by dimension: the node count
    int mHypercubeDimensions = 0; ///< by dimension: its log 2
    bool mHypercubeLayout = false;
    bool mHypercubeArcsComputed = false; ///< see hypercubeArcsComputed()
    /// Not by dimension, and no node has a neighbour twice: the guess is worth trying, and safe.
    bool mGuessable = false;
    /// Every arc joins ids a few differences apart (the same ones from node to node), at most
    /// kMaxDifferences of them. Then mDifferences > 0 and arcBetween reads the arc from `from`
    /// as mDifferenceArcs[from mDifferences + code] (-1: none), the code of to - from (mod 2^32)
    /// from one probe of a table a multiplier makes collision-free; a difference not in the
    /// table is no arc.
    struct DifferenceSlot
    {
        std::uint32_t difference = 0; ///< 0 (no arc joins a node to itself here): an empty slot
        std::uint32_t code = 0;
    };
    static constexpr int kMaxDifferences = 16;
    static constexpr int kDifferenceShift = 26; ///< 64 slots: the top 6 bits of difference x multiplier
    int mDifferences = 0;
    int mDifferenceNodes = 0;
    std::uint32_t mDifferenceMultiplier = 0;
    DifferenceSlot mDifferenceSlots[1 << (32 - kDifferenceShift)];
    std::vector<int> mDifferenceArcs;
};

} // namespace collviz::core

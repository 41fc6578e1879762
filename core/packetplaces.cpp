// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "core/bits.h"

#include "core/packetplaces.h"

#include <algorithm>

namespace collviz::core {

PacketPlaces::PacketPlaces(int nodes, std::size_t packets, bool bigTables)
    : mNodes(nodes), mStride((std::size_t(std::max(nodes, 0)) + 63) / 64), mWhere(packets, kNowhere, Table(bigTables)),
      mSecond(Table(bigTables))
{}

PacketPlaces PacketPlaces::from(const HeldLists &initial, int nodes, std::size_t packets, bool bigTables)
{
    PacketPlaces places(nodes, packets, bigTables);
    // A node's first packets are one write each (most start at one node: add() on a packet
    // nobody holds yet); the node and id tests once per node and id, not again in add().
    // The two arrays are read as such: a span a vertex (a reduction's 65,536 of one id each)
    // cost more than the writes.
    const std::size_t count = std::min(initial.size(), std::size_t(std::max(nodes, 0)));
    int *const where = places.mWhere.data();
    const std::uint32_t *const firsts = initial.firsts();
    const int *const ids = initial.ids().begin();
    for (std::size_t v = 0; v < count; ++v) {
        const std::size_t end = firsts[v + 1];
        for (std::size_t k = firsts[v]; k < end; ++k) {
            const int id = ids[k];
            if (std::size_t(unsigned(id)) >= packets)
                continue;
            if (where[id] == kNowhere)
                where[id] = int(v);
            else
                places.addInRange(int(v), id);
        }
    }
    return places;
}

void PacketPlaces::Holders::add(int node)
{
    if (list.empty()) {
        int at = 0;
        while (at < count && small[at] < node)
            ++at;
        if (at < count && small[at] == node)
            return;
        if (count < kSmall) {
            for (int i = count; i > at; --i)
                small[i] = small[i - 1];
            small[at] = node;
            ++count;
            return;
        }
        // Full: from here on a list.
        list.assign(small, small + count);
    }
    const auto at = std::lower_bound(list.begin(), list.end(), node);
    if (at != list.end() && *at == node)
        return;
    list.insert(at, node);
    ++count;
}

void PacketPlaces::Holders::remove(int node)
{
    if (list.empty()) {
        for (int i = 0; i < count; ++i)
            if (small[i] == node) {
                for (int j = i + 1; j < count; ++j)
                    small[j - 1] = small[j];
                --count;
                return;
            }
        return;
    }
    const auto at = std::lower_bound(list.begin(), list.end(), node);
    if (at != list.end() && *at == node) {
        list.erase(at);
        --count;
    }
}

void PacketPlaces::toBits(int id, int slot)
{
    int bitSlot;
    if (!mFreeBits.empty()) {
        bitSlot = mFreeBits.back();
        mFreeBits.pop_back();
    } else {
        bitSlot = int(mBitCount.size());
        mBitCount.push_back(0);
        mBits.resize(mBits.size() + mStride, 0);
    }
    const int k = 4 * bitSlot + 2;
    std::uint64_t *const bits = bitsOf(k);
    Holders &h = mCopies[std::size_t(slot)];
    h.forEach([&](int v) { bits[std::size_t(v) >> 6] |= std::uint64_t(1) << (unsigned(v) & 63U); });
    mBitCount[std::size_t(bitSlot)] = h.count;
    h = Holders();
    mFree.push_back(slot);
    mWhere[std::size_t(id)] = kFirstCopy - k;
}

void PacketPlaces::addHolder(int node, int id)
{
    int &w = mWhere[std::size_t(id)];
    if (w >= 0) {
        // A second holder (a partial sum sent on and kept): a pair, no holder set.
        setPair(id, std::min(w, node), std::max(w, node));
        return;
    }
    const int k = kFirstCopy - w;
    if (k & 1) {
        const int lo = k >> 1;
        const int hi = mSecond[std::size_t(id)];
        if (lo == node || hi == node)
            return;
        // A third holder: from now on the packet's places are a holder set.
        int slot;
        if (!mFree.empty()) {
            slot = mFree.back();
            mFree.pop_back();
        } else {
            slot = int(mCopies.size());
            mCopies.emplace_back();
        }
        Holders &h = mCopies[std::size_t(slot)];
        h.add(lo);
        h.add(hi);
        h.add(node);
        w = kFirstCopy - 4 * slot;
        return;
    }
    // A copied packet's holder list (a bitset's bit is set by addInRange()).
    const int slot = k >> 2;
    Holders &h = mCopies[std::size_t(slot)];
    h.add(node);
    // A bitset from here on once it is smaller than the list, or the list has kEarlyBits
    // holders and the bitsets are within their budget.
    const std::size_t size = h.list.size();
    if (size * 32 > std::size_t(mNodes) + 63
        || (size >= kEarlyBits && (!mFreeBits.empty() || mBits.size() + mStride <= kBitBudgetWords)))
        toBits(id, slot);
}

void PacketPlaces::removeBit(int node, int id)
{
    int &w = mWhere[std::size_t(id)];
    const int k = kFirstCopy - w;
    const int bitSlot = k >> 2;
    std::uint64_t *const bits = bitsOf(k);
    std::uint64_t &word = bits[std::size_t(node) >> 6];
    const std::uint64_t bit = std::uint64_t(1) << (unsigned(node) & 63U);
    if ((word & bit) == 0)
        return;
    word &= ~bit;
    int &count = mBitCount[std::size_t(bitSlot)];
    --count;
    // A bitset has three holders or more; down to two, the packet is a pair again and the
    // slot free (its last two bits cleared: a free slot is all 0).
    Q_ASSERT(count >= 2);
    if (count == 2) {
        int lo = -1;
        int hi = -1;
        for (std::size_t i = 0; i < mStride && hi < 0; ++i)
            for (std::uint64_t b = bits[i]; b != 0; b &= b - 1)
                (lo < 0 ? lo : hi) = int(i * 64 + std::size_t(bits::ctz64(b)));
        bits[std::size_t(lo) >> 6] = 0;
        bits[std::size_t(hi) >> 6] = 0;
        setPair(id, lo, hi);
        mFreeBits.push_back(bitSlot);
    }
}

void PacketPlaces::removeHolder(int node, int id)
{
    int &w = mWhere[std::size_t(id)];
    const int k = kFirstCopy - w;
    if (k & 1) {
        // A pair: down to its other holder.
        const int lo = k >> 1;
        const int hi = mSecond[std::size_t(id)];
        if (lo == node)
            w = hi;
        else if (hi == node)
            w = lo;
        return;
    }
    if (k & 2) {
        removeBit(node, id);
        return;
    }
    const int slot = k >> 2;
    Holders &h = mCopies[std::size_t(slot)];
    h.remove(node);
    // A set has three holders or more (a third makes one; two make a pair again), and one
    // remove takes off one at most: down to two, the packet is a pair again and the set's
    // slot free.
    Q_ASSERT(h.count >= 2);
    if (h.count == 2) {
        int lo = -1;
        int hi = -1;
        h.forEach([&](int v) { (lo < 0 ? lo : hi) = v; });
        setPair(id, lo, hi);
        h = Holders();
        mFree.push_back(slot);
    }
}

BufferState PacketPlaces::toBufferState() const
{
    // Two passes: count, reserve, fill; ids ascend, so every list comes out sorted.
    std::vector<std::size_t> counts(std::size_t(mNodes), 0);
    const int packets = int(mWhere.size());
    for (int id = 0; id < packets; ++id)
        forEachHolder(id, [&](int v) { ++counts[std::size_t(v)]; });
    BufferState state;
    state.held.resize(std::size_t(mNodes));
    for (std::size_t v = 0; v < counts.size(); ++v)
        state.held[v].reserve(counts[v]);
    for (int id = 0; id < packets; ++id)
        forEachHolder(id, [&](int v) { state.held[std::size_t(v)].push_back(id); });
    return state;
}

} // namespace collviz::core

#include "core/packetplaces.h"

#include <algorithm>

namespace collviz::core {

PacketPlaces::PacketPlaces(int nodes, std::size_t packets) : mNodes(nodes), mWhere(packets, kNowhere) {}

PacketPlaces PacketPlaces::from(const HeldLists &initial, int nodes, std::size_t packets)
{
    PacketPlaces places(nodes, packets);
    // A node's first packets are one write each (most start at one node: add() on a packet
    // nobody holds yet); the node and id tests once per node and id, not again in add().
    const std::size_t count = std::min(initial.size(), std::size_t(std::max(nodes, 0)));
    int *const where = places.mWhere.data();
    for (std::size_t v = 0; v < count; ++v)
        for (int id : initial.held(v)) {
            if (std::size_t(unsigned(id)) >= packets)
                continue;
            if (where[id] == kNowhere)
                where[id] = int(v);
            else
                places.addInRange(int(v), id);
        }
    return places;
}

void PacketPlaces::Holders::add(int node, int nodes)
{
    if (!bits.empty()) {
        std::uint64_t &word = bits[std::size_t(node) >> 6];
        const std::uint64_t bit = std::uint64_t(1) << (unsigned(node) & 63U);
        if ((word & bit) == 0) {
            word |= bit;
            ++count;
        }
        return;
    }
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
    if (list.size() * 32 > std::size_t(nodes) + 63) {
        // From here on a bitset is smaller than the list.
        bits.assign((std::size_t(nodes) + 63) / 64, 0);
        for (int v : list)
            bits[std::size_t(v) >> 6] |= std::uint64_t(1) << (unsigned(v) & 63U);
        std::vector<int>().swap(list);
    }
}

void PacketPlaces::Holders::remove(int node)
{
    if (!bits.empty()) {
        std::uint64_t &word = bits[std::size_t(node) >> 6];
        const std::uint64_t bit = std::uint64_t(1) << (unsigned(node) & 63U);
        if ((word & bit) != 0) {
            word &= ~bit;
            --count;
        }
        return;
    }
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
        h.add(lo, mNodes);
        h.add(hi, mNodes);
        h.add(node, mNodes);
        w = kFirstCopy - 2 * slot;
        return;
    }
    // A copied packet's holder set (a bitset for broadcast data: one bit).
    Holders &h = mCopies[std::size_t(k >> 1)];
    if (!h.addBit(node))
        h.add(node, mNodes);
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
    const int slot = k >> 1;
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

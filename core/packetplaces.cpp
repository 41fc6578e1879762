#include "core/packetplaces.h"

#include <algorithm>

namespace collviz::core {

PacketPlaces::PacketPlaces(int nodes, std::size_t packets) : mNodes(nodes), mWhere(packets, kNowhere) {}

PacketPlaces PacketPlaces::from(const BufferState &state, int nodes, std::size_t packets)
{
    PacketPlaces places(nodes, packets);
    for (std::size_t v = 0; v < state.held.size() && int(v) < nodes; ++v)
        for (int id : state.held[v])
            places.add(int(v), id);
    return places;
}

bool PacketPlaces::Holders::holds(int node) const
{
    if (!bits.empty())
        return (bits[std::size_t(node) >> 6] >> (unsigned(node) & 63U)) & 1U;
    if (list.empty()) {
        for (int i = 0; i < smallCount; ++i)
            if (small[i] == node)
                return true;
        return false;
    }
    return std::binary_search(list.begin(), list.end(), node);
}

void PacketPlaces::Holders::add(int node, int nodes)
{
    if (!bits.empty()) {
        bits[std::size_t(node) >> 6] |= std::uint64_t(1) << (unsigned(node) & 63U);
        return;
    }
    if (list.empty()) {
        int at = 0;
        while (at < smallCount && small[at] < node)
            ++at;
        if (at < smallCount && small[at] == node)
            return;
        if (smallCount < kSmall) {
            for (int i = smallCount; i > at; --i)
                small[i] = small[i - 1];
            small[at] = node;
            ++smallCount;
            return;
        }
        // Full: from here on a list.
        list.assign(small, small + smallCount);
        smallCount = 0;
    }
    const auto at = std::lower_bound(list.begin(), list.end(), node);
    if (at != list.end() && *at == node)
        return;
    list.insert(at, node);
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
        bits[std::size_t(node) >> 6] &= ~(std::uint64_t(1) << (unsigned(node) & 63U));
        return;
    }
    if (list.empty()) {
        for (int i = 0; i < smallCount; ++i)
            if (small[i] == node) {
                for (int j = i + 1; j < smallCount; ++j)
                    small[j - 1] = small[j];
                --smallCount;
                return;
            }
        return;
    }
    const auto at = std::lower_bound(list.begin(), list.end(), node);
    if (at != list.end() && *at == node)
        list.erase(at);
    // An emptied list is an empty small set (smallCount is 0 while a list is in use).
}

template<typename Fn>
void PacketPlaces::Holders::forEach(Fn &&fn) const
{
    if (bits.empty()) {
        if (list.empty())
            for (int i = 0; i < smallCount; ++i)
                fn(small[i]);
        for (int v : list)
            fn(v);
        return;
    }
    for (std::size_t word = 0; word < bits.size(); ++word)
        for (std::uint64_t b = bits[word]; b != 0; b &= b - 1)
            fn(int(word * 64 + std::size_t(__builtin_ctzll(b))));
}

void PacketPlaces::add(int node, int id)
{
    if (id < 0 || std::size_t(id) >= mWhere.size() || node < 0 || node >= mNodes)
        return;
    int &w = mWhere[std::size_t(id)];
    if (w == kNowhere) {
        w = node;
        return;
    }
    if (w == node)
        return;
    if (w >= 0) {
        // A second holder: from now on the packet's places are a holder set.
        Holders holders;
        holders.add(w, mNodes);
        mCopies.push_back(std::move(holders));
        w = kFirstCopy - int(mCopies.size() - 1);
    }
    mCopies[std::size_t(kFirstCopy - w)].add(node, mNodes);
}

void PacketPlaces::remove(int node, int id)
{
    if (id < 0 || std::size_t(id) >= mWhere.size() || node < 0 || node >= mNodes)
        return;
    int &w = mWhere[std::size_t(id)];
    if (w >= 0) {
        if (w == node)
            w = kNowhere;
        return;
    }
    if (w != kNowhere)
        mCopies[std::size_t(kFirstCopy - w)].remove(node);
}

BufferState PacketPlaces::toBufferState() const
{
    // Two passes: count, reserve, fill; ids ascend, so every list comes out sorted.
    std::vector<std::size_t> counts(std::size_t(mNodes), 0);
    auto forEachHolder = [&](int id, auto &&fn) {
        const int w = mWhere[std::size_t(id)];
        if (w >= 0)
            fn(w);
        else if (w != kNowhere)
            mCopies[std::size_t(kFirstCopy - w)].forEach(fn);
    };
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

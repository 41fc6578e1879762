// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "core/channelloads.h"

#include "core/bits.h"

#include <algorithm>

namespace collviz::core {

namespace {

/// A range of ints for range-for.
struct IntRange
{
    int *first;
    int *last;
    int *begin() const { return first; }
    int *end() const { return last; }
};

void setBit(std::uint64_t *words, int bit) { words[std::size_t(bit) >> 6] |= std::uint64_t(1) << (unsigned(bit) & 63U); }

/// Writes a round's loads, one after another, into the room allocateLoads() made: bytes, ints,
/// or nothing (every load 1).
struct LoadWriter
{
    std::uint8_t *bytes;
    int *ints;
    void operator()(int l)
    {
        if (bytes)
            *bytes++ = std::uint8_t(l);
        else if (ints)
            *ints++ = l;
    }
};

} // namespace

int ChannelLoadTable::appendRound(std::vector<int> &load, std::vector<int> &used, bool half)
{
    const int maxLoad = appendRound(load, used.data(), used.size(), half);
    used.clear();
    return maxLoad;
}

int ChannelLoadTable::appendRound(std::vector<int> &load, int *usedFirst, std::size_t usedCount, bool half)
{
    int maxLoad = 0;
    for (std::size_t i = 0; i < usedCount; ++i)
        maxLoad = std::max(maxLoad, load[std::size_t(usedFirst[i])]);
    return appendRound(load, usedFirst, usedCount, half, maxLoad);
}

int ChannelLoadTable::appendRound(std::vector<int> &load, int *usedFirst, std::size_t usedCount, bool half, int maxLoad)
{
    const IntRange used{usedFirst, usedFirst + usedCount};
    RoundEntry e;
    const std::size_t perChannel = half ? 2 : 1;
    const std::size_t usedArcs = usedCount * perChannel;
    e.count = std::uint32_t(usedArcs);
    // The loads are written through a pointer into room made once (no growth check per arc).
    std::uint8_t *byteOut = nullptr;
    int *intOut = nullptr;
    allocateLoads(e, usedArcs, maxLoad, byteOut, intOut);
    LoadWriter putLoad{byteOut, intOut};

    const std::size_t wordCount = wordsPerRound();
    if (keptAsBits(usedArcs)) {
        // Dense: a bitset over the arcs, read in arc order for the loads (no sort).
        e.layout = kBits;
        e.arcsAt = mWords.size();
        mWords.resize(mWords.size() + wordCount, 0);
        std::uint64_t *const words = mWords.data() + e.arcsAt;
        if (!half && e.loadKind != kOnes && 4 * usedCount >= std::size_t(mArcs)) {
            // Most channels used, loads above 1 (a contended all-to-all's round): one pass over
            // the counts in arc order makes each word of the bitset, then its set bits give the
            // loads and reset them (not three passes over the used list in hop order, one
            // scattered read-modify-write of a word each).
            int *const counts = load.data();
            const std::size_t arcs = load.size();
            for (std::size_t w = 0; w < wordCount; ++w) {
                const std::size_t base = w * 64;
                const std::size_t top = std::min(arcs, base + 64);
                std::uint64_t bits = 0;
                for (std::size_t a = base; a < top; ++a)
                    bits |= std::uint64_t(counts[a] != 0) << (a - base);
                words[w] = bits;
                for (std::uint64_t b = bits; b != 0; b &= b - 1) {
                    int &l = counts[base + std::size_t(bits::ctz64(b))];
                    putLoad(l);
                    l = 0;
                }
            }
        } else {
            // Half-duplex links, loads all 1, or under a quarter of the channels used: the
            // used list (in hop order) sets the bits, which then give the loads in arc order.
            // With every load 1 (nothing to read back in arc order) the counts are reset in the
            // same pass.
            const bool ones = e.loadKind == kOnes;
            // The bits of one word are gathered in a register while the channels stay within it
            // (mostly listed in order: each word written once, not read back after every bit).
            std::size_t at = 0;
            std::uint64_t bits = 0;
            for (int ch : used) {
                const std::size_t arc = half ? 2 * std::size_t(ch) : std::size_t(ch);
                const std::uint64_t bit = (half ? std::uint64_t(3) : std::uint64_t(1)) << (arc & 63U);
                if ((arc >> 6) != at) {
                    words[at] |= bits;
                    at = arc >> 6;
                    bits = 0;
                }
                bits |= bit;
                if (ones)
                    load[std::size_t(ch)] = 0;
            }
            words[at] |= bits;
            if (!ones) {
                for (std::size_t w = 0; w < wordCount; ++w)
                    for (std::uint64_t b = words[w]; b != 0; b &= b - 1) {
                        const int arc = int(w * 64 + std::size_t(bits::ctz64(b)));
                        putLoad(load[std::size_t(half ? arc / 2 : arc)]);
                    }
                for (int ch : used)
                    load[std::size_t(ch)] = 0;
            }
        }
    } else {
        e.layout = kList;
        e.arcsAt = mList.size();
        // Often listed in order already (transfers by sender, hops by arc): one pass to see that.
        if (!std::is_sorted(usedFirst, usedFirst + usedCount))
            std::sort(usedFirst, usedFirst + usedCount);
        mList.resize(mList.size() + usedArcs);
        int *listOut = mList.data() + e.arcsAt;
        for (int ch : used) {
            int &l = load[std::size_t(ch)];
            if (half) {
                *listOut++ = 2 * ch;
                *listOut++ = 2 * ch + 1;
                putLoad(l);
                putLoad(l);
            } else {
                *listOut++ = ch;
                putLoad(l);
            }
            l = 0;
        }
    }
    mRounds.push_back(e);
    return maxLoad;
}

void ChannelLoadTable::allocateLoads(RoundEntry &e, std::size_t usedArcs, int maxLoad, std::uint8_t *&bytes, int *&ints)
{
    e.loadKind = maxLoad <= 1 ? kOnes : maxLoad <= 255 ? kBytes : kInts;
    e.loadsAt = e.loadKind == kBytes ? mBytes.size() : mInts.size();
    bytes = nullptr;
    ints = nullptr;
    if (e.loadKind == kBytes) {
        mBytes.resize(mBytes.size() + usedArcs);
        bytes = mBytes.data() + e.loadsAt;
    } else if (e.loadKind == kInts) {
        mInts.resize(mInts.size() + usedArcs);
        ints = mInts.data() + e.loadsAt;
    }
}

int ChannelLoadTable::appendRound(int *used, int *loads, std::size_t count, bool half)
{
    RoundEntry e;
    const std::size_t perChannel = half ? 2 : 1;
    const std::size_t usedArcs = count * perChannel;
    e.count = std::uint32_t(usedArcs);
    int maxLoad = count > 0 && !loads ? 1 : 0;
    if (loads)
        for (std::size_t i = 0; i < count; ++i)
            maxLoad = std::max(maxLoad, loads[i]);
    std::uint8_t *byteOut = nullptr;
    int *intOut = nullptr;
    allocateLoads(e, usedArcs, maxLoad, byteOut, intOut);
    LoadWriter putLoad{byteOut, intOut};
    const std::size_t wordCount = wordsPerRound();
    const bool dense = keptAsBits(usedArcs);
    // Channels in increasing order, their loads beside them (what the arc order of the list,
    // or of the bitset's loads, needs): often so already (transfers by sender, hops by arc).
    if (!loads) {
        if (!dense && !std::is_sorted(used, used + count))
            std::sort(used, used + count);
    } else if ((!dense || e.loadKind != kOnes) && !std::is_sorted(used, used + count)) {
        std::vector<std::uint64_t> pairs(count);
        for (std::size_t i = 0; i < count; ++i)
            pairs[i] = (std::uint64_t(std::uint32_t(used[i])) << 32) | std::uint32_t(loads[i]);
        std::sort(pairs.begin(), pairs.end());
        for (std::size_t i = 0; i < count; ++i) {
            used[i] = int(pairs[i] >> 32);
            loads[i] = int(std::uint32_t(pairs[i]));
        }
    }
    if (dense) {
        e.layout = kBits;
        e.arcsAt = mWords.size();
        mWords.resize(mWords.size() + wordCount, 0);
        std::uint64_t *words = mWords.data() + e.arcsAt;
        for (std::size_t i = 0; i < count; ++i) {
            if (half) {
                setBit(words, 2 * used[i]);
                setBit(words, 2 * used[i] + 1);
                putLoad(loads ? loads[i] : 1);
                putLoad(loads ? loads[i] : 1);
            } else {
                setBit(words, used[i]);
                putLoad(loads ? loads[i] : 1);
            }
        }
    } else {
        e.layout = kList;
        e.arcsAt = mList.size();
        mList.resize(mList.size() + usedArcs);
        int *listOut = mList.data() + e.arcsAt;
        for (std::size_t i = 0; i < count; ++i) {
            if (half) {
                *listOut++ = 2 * used[i];
                *listOut++ = 2 * used[i] + 1;
                putLoad(loads ? loads[i] : 1);
                putLoad(loads ? loads[i] : 1);
            } else {
                *listOut++ = used[i];
                putLoad(loads ? loads[i] : 1);
            }
        }
    }
    mRounds.push_back(e);
    return maxLoad;
}

int ChannelLoadTable::appendOnes(const std::uint64_t *channelBits, int *used, std::size_t count, bool half)
{
    // With full-duplex links a channel is an arc: the channels' bits are the round's bitset.
    if (half || !keptAsBits(count))
        return appendRound(used, nullptr, count, half);
    RoundEntry e;
    e.count = std::uint32_t(count);
    e.loadKind = kOnes;
    // The runs of set bits, counted first (a run begins at a set bit whose lower neighbour is
    // clear); kept as runs where their two ints each take less room than the words.
    const std::size_t words = wordsPerRound();
    std::size_t runs = 0;
    std::uint64_t below = 0; // the last word's top bit
    for (std::size_t i = 0; i < words; ++i) {
        const std::uint64_t w = channelBits[i];
        runs += std::size_t(bits::popcount64(w & ~((w << 1) | below)));
        below = w >> 63;
    }
    if (runs * 2 * sizeof(int) < words * sizeof(std::uint64_t)) {
        e.layout = kRuns;
        e.arcsAt = mList.size();
        mList.reserve(mList.size() + 2 * runs);
        int first = -1; // the open run's first arc, or -1
        for (std::size_t i = 0; i < words; ++i) {
            const std::uint64_t w = channelBits[i];
            // Outside a run the next set bit begins one; inside, the next clear bit ends it.
            std::uint64_t look = first < 0 ? w : ~w;
            while (look != 0) {
                const unsigned at = unsigned(bits::ctz64(look));
                const int arc = int(i * 64 + at);
                if (first < 0) {
                    first = arc;
                    look = ~w;
                } else {
                    mList.push_back(first);
                    mList.push_back(arc - 1);
                    first = -1;
                    look = w;
                }
                // Only the bits above `at` are left to look at.
                look &= at == 63 ? 0 : ~std::uint64_t(0) << (at + 1);
            }
        }
        if (first >= 0) {
            mList.push_back(first);
            mList.push_back(int(words * 64) - 1);
        }
        e.loadsAt = runs;
        mRounds.push_back(e);
        return count > 0 ? 1 : 0;
    }
    e.layout = kBits;
    e.arcsAt = mWords.size();
    mWords.insert(mWords.end(), channelBits, channelBits + words);
    mRounds.push_back(e);
    return count > 0 ? 1 : 0;
}

void ChannelLoadTable::shrink()
{
    mRounds.shrink_to_fit();
    mWords.shrink_to_fit();
    mList.shrink_to_fit();
    mBytes.shrink_to_fit();
    mInts.shrink_to_fit();
}

std::size_t ChannelLoadTable::bytesUsed() const
{
    return mRounds.capacity() * sizeof(RoundEntry) + mWords.capacity() * sizeof(std::uint64_t)
           + mList.capacity() * sizeof(int) + mBytes.capacity() + mInts.capacity() * sizeof(int);
}

int ChannelLoadList::const_iterator::load() const
{
    switch (mEntry->loadKind) {
    case ChannelLoadTable::kBytes: return mTable->bytes()[mEntry->loadsAt + mIndex];
    case ChannelLoadTable::kInts: return mTable->ints()[mEntry->loadsAt + mIndex];
    default: return 1;
    }
}

void ChannelLoadList::const_iterator::settle()
{
    if (mIndex >= mEntry->count)
        return;
    if (mEntry->layout == ChannelLoadTable::kList) {
        mArc = mTable->list()[mEntry->arcsAt + mIndex];
        return;
    }
    if (mEntry->layout == ChannelLoadTable::kRuns) {
        // Past the run's last arc: the next run's first.
        const int *run = mTable->list() + mWord;
        if (mArc < 0 || mArc > run[1]) {
            if (mArc >= 0)
                mWord += 2;
            mArc = mTable->list()[mWord];
        }
        return;
    }
    while (mBits == 0)
        mBits = mTable->words()[++mWord];
    mArc = int((mWord - mEntry->arcsAt) * 64 + std::size_t(bits::ctz64(mBits)));
}

ChannelLoadList::const_iterator &ChannelLoadList::const_iterator::operator++()
{
    ++mIndex;
    if (mEntry->layout == ChannelLoadTable::kBits)
        mBits &= mBits - 1;
    else if (mEntry->layout == ChannelLoadTable::kRuns)
        ++mArc; // settle() moves on to the next run past the last
    settle();
    return *this;
}

ChannelLoadList::const_iterator ChannelLoadList::begin() const
{
    const_iterator it;
    if (!mTable)
        return it;
    it.mTable = mTable.get();
    it.mEntry = &mTable->entry(mRound);
    if (it.mEntry->count == 0)
        return it;
    if (it.mEntry->layout == ChannelLoadTable::kBits) {
        it.mWord = it.mEntry->arcsAt;
        it.mBits = mTable->words()[it.mWord];
    } else if (it.mEntry->layout == ChannelLoadTable::kRuns)
        it.mWord = it.mEntry->arcsAt; // (mArc -1: settle() takes the first run's first)
    it.settle();
    return it;
}

ChannelLoadList::const_iterator ChannelLoadList::end() const
{
    const_iterator it;
    it.mIndex = size();
    return it;
}

int ChannelLoadList::loadOn(int arc) const
{
    if (!mTable || arc < 0 || arc >= mTable->arcCount())
        return 0;
    const ChannelLoadTable::RoundEntry &e = mTable->entry(mRound);
    std::size_t index = 0;
    if (e.layout == ChannelLoadTable::kRuns) {
        // The runs in arc order, first and last each: the last run whose first is not above
        // `arc` holds it when its last is not below it. (Runs are all-ones rounds.)
        std::size_t lo = 0;
        std::size_t hi = e.loadsAt; // (kRuns: the number of runs)
        const int *list = mTable->list() + e.arcsAt;
        while (lo < hi) {
            const std::size_t mid = (lo + hi) / 2;
            if (list[2 * mid] <= arc)
                lo = mid + 1;
            else
                hi = mid;
        }
        return lo > 0 && list[2 * (lo - 1) + 1] >= arc ? 1 : 0;
    }
    if (e.layout == ChannelLoadTable::kList) {
        const int *first = mTable->list() + e.arcsAt;
        const int *last = first + e.count;
        const int *at = std::lower_bound(first, last, arc);
        if (at == last || *at != arc)
            return 0;
        index = std::size_t(at - first);
    } else {
        const std::uint64_t *words = mTable->words() + e.arcsAt;
        const std::size_t w = std::size_t(arc) >> 6;
        const std::uint64_t bit = std::uint64_t(1) << (unsigned(arc) & 63U);
        if ((words[w] & bit) == 0)
            return 0;
        if (e.loadKind == ChannelLoadTable::kOnes)
            return 1;
        for (std::size_t i = 0; i < w; ++i)
            index += std::size_t(bits::popcount64(words[i]));
        index += std::size_t(bits::popcount64(words[w] & (bit - 1)));
    }
    switch (e.loadKind) {
    case ChannelLoadTable::kBytes: return mTable->bytes()[e.loadsAt + index];
    case ChannelLoadTable::kInts: return mTable->ints()[e.loadsAt + index];
    default: return 1;
    }
}

} // namespace collviz::core

// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <cstddef>
#include <cstdint>
#include <iterator>
#include <memory>
#include <vector>

namespace collviz::core {

/// Messages on one channel in one round. With half-duplex links the load is per link and
/// reported on both of its arcs.
struct ChannelLoad
{
    int arc = -1;
    int load = 0;
};

/**
 * The loads of every round of a run in a few flat arrays (the simulator is the only writer).
 *
 * A round's used arcs are a bitset over all arcs when that is smaller (an all-to-all round
 * uses most arcs: arcs/8 bytes) and a sorted list of arc ids otherwise (4 bytes an arc); a
 * round whose loads are all 1 and whose bitset is a few runs of consecutive arcs (a
 * hypercube's dimension exchange uses all arcs of one dimension, one run) keeps the runs
 * instead, first and last arc of each (8 bytes a run: an allreduce on hypercube:14 keeps 8
 * bytes a round, not 28 KB);
 * their loads are not stored at all when every one is 1 (one message per channel), one byte
 * each when all are below 256, four bytes each otherwise. Against a vector of (arc, load)
 * pairs per round (8 bytes a used arc and an allocation a round) this is 1/30 of the memory
 * for pairwise exchange on hypercube:10 (1.4 MB against 42 MB).
 */
class ChannelLoadTable
{
public:
    explicit ChannelLoadTable(int arcs = 0) : mArcs(arcs) {}

    int arcCount() const { return mArcs; }
    int rounds() const { return int(mRounds.size()); }

    /// Appends a round from `load`, messages per channel (per link when `half`: arcs 2l and
    /// 2l+1 form link l), with `used` listing every channel whose load is not 0 (in any
    /// order, each once). Resets those entries of `load` to 0 and clears `used`. Returns the
    /// round's largest load.
    int appendRound(std::vector<int> &load, std::vector<int> &used, bool half);
    /// The same with `used` as usedCount ids from usedFirst (sorted in place; the caller
    /// forgets them).
    int appendRound(std::vector<int> &load, int *usedFirst, std::size_t usedCount, bool half);
    /// The same with the round's largest load known (no pass to find it).
    int appendRound(std::vector<int> &load, int *usedFirst, std::size_t usedCount, bool half, int maxLoad);
    /// The same with the loads beside the channels instead of a table over all of them:
    /// `loads[i]` messages (> 0) on channel `used[i]` (1 on each when `loads` is null), `count`
    /// channels, each once, in any order (both arrays may be reordered). Returns the round's
    /// largest load.
    int appendRound(int *used, int *loads, std::size_t count, bool half);
    /// Appends a round whose loads are all 1: the channels of `used` (count of them, each once,
    /// in any order: sorted in place where the round is kept as a list), whose bits are set in
    /// `channelBits` (one bit a channel, wordsPerRound() words when not `half`). Returns the
    /// largest load (1, or 0 without channels).
    int appendOnes(const std::uint64_t *channelBits, int *used, std::size_t count, bool half);
    /// Appends a round with the loads of the last one (a round of the same shape): it shares
    /// that round's entries, nothing is copied. There must be a last round.
    void repeatRound() { mRounds.push_back(mRounds.back()); }
    /// Room for `rounds` rounds, `listArcs` arcs of rounds kept as lists and `bitRounds` rounds
    /// kept as bitsets (made once where the caller knows a bound, not grown round by round: an
    /// allreduce on hypercube:14 grew its bitsets through 0.9 MB and copied them once more to
    /// give back the spare room).
    void reserve(std::size_t rounds, std::size_t listArcs, std::size_t bitRounds)
    {
        mRounds.reserve(rounds);
        mList.reserve(listArcs);
        mWords.reserve(bitRounds * wordsPerRound());
    }
    /// Whether a round of `usedArcs` arcs is kept as a bitset over all arcs (else as a list):
    /// whichever is smaller.
    bool keptAsBits(std::size_t usedArcs) const
    {
        return wordsPerRound() * sizeof(std::uint64_t) < usedArcs * sizeof(int);
    }
    /// The words of a round kept as a bitset: one bit an arc.
    std::size_t wordsPerRound() const { return (std::size_t(mArcs) + 63) / 64; }
    /// Gives back the spare capacity of the arrays (after the last round).
    void shrink();

    /// Where one round's entries live.
    struct RoundEntry
    {
        std::uint32_t count = 0;   ///< used arcs
        std::uint8_t layout = 0;   ///< kList, kBits or kRuns
        std::uint8_t loadKind = 0; ///< kOnes, kBytes or kInts
        std::size_t arcsAt = 0;    ///< into mList (kList; kRuns: first and last arc a run) or mWords (kBits)
        std::size_t loadsAt = 0;   ///< into mBytes or mInts (kRuns, whose loads are 1: the number of runs)
    };
    enum : std::uint8_t { kList = 0, kBits = 1, kRuns = 2 };
    enum : std::uint8_t { kOnes = 0, kBytes = 1, kInts = 2 };

    const RoundEntry &entry(int round) const { return mRounds[std::size_t(round)]; }
    const std::uint64_t *words() const { return mWords.data(); }
    const int *list() const { return mList.data(); }
    const std::uint8_t *bytes() const { return mBytes.data(); }
    const int *ints() const { return mInts.data(); }
    std::size_t bytesUsed() const;

private:
    /// Room for a round of `usedArcs` arcs whose largest load is `maxLoad`: sets e's load
    /// kind and offset and returns where its byte or int loads go (both null for kOnes).
    void allocateLoads(RoundEntry &e, std::size_t usedArcs, int maxLoad, std::uint8_t *&bytes, int *&ints);
    int mArcs = 0;
    std::vector<RoundEntry> mRounds;
    std::vector<std::uint64_t> mWords;
    std::vector<int> mList;
    std::vector<std::uint8_t> mBytes;
    std::vector<int> mInts;
};

/**
 * One round's loads: every used arc with its load, in arc order (what RoundStats::channelLoads
 * was as a vector). Iterating yields ChannelLoad values. A cheap value: it shares the run's
 * table, so it stays valid as long as it is kept.
 */
class ChannelLoadList
{
public:
    ChannelLoadList() = default;
    ChannelLoadList(std::shared_ptr<const ChannelLoadTable> table, int round)
        : mTable(std::move(table)), mRound(round)
    {}

    class const_iterator
    {
    public:
        using iterator_category = std::forward_iterator_tag;
        using value_type = ChannelLoad;
        using difference_type = std::ptrdiff_t;
        using reference = ChannelLoad;
        struct pointer
        {
            ChannelLoad value;
            const ChannelLoad *operator->() const { return &value; }
        };

        const_iterator() = default;
        ChannelLoad operator*() const { return {mArc, load()}; }
        pointer operator->() const { return {**this}; }
        const_iterator &operator++();
        const_iterator operator++(int)
        {
            const_iterator old = *this;
            ++*this;
            return old;
        }
        bool operator==(const const_iterator &o) const { return mIndex == o.mIndex; }
        bool operator!=(const const_iterator &o) const { return mIndex != o.mIndex; }

    private:
        friend class ChannelLoadList;
        int load() const;
        void settle(); ///< mArc of entry mIndex (a bitset round: the next set bit; runs: the next run's first)

        const ChannelLoadTable *mTable = nullptr;
        const ChannelLoadTable::RoundEntry *mEntry = nullptr;
        std::size_t mIndex = 0; ///< among the round's used arcs
        std::size_t mWord = 0;  ///< bitset rounds: the word being read, and its bits not yet read; runs: the run's offset in the list
        std::uint64_t mBits = 0;
        int mArc = -1;
    };
    using iterator = const_iterator;
    using value_type = ChannelLoad;
    using size_type = std::size_t;

    const_iterator begin() const;
    const_iterator end() const;
    std::size_t size() const { return mTable ? mTable->entry(mRound).count : 0; }
    bool empty() const { return size() == 0; }
    /// Messages on `arc` this round, 0 when unused.
    int loadOn(int arc) const;
    /// The run's table (all rounds), or null.
    const ChannelLoadTable *table() const { return mTable.get(); }

private:
    std::shared_ptr<const ChannelLoadTable> mTable;
    int mRound = 0;
};

} // namespace collviz::core

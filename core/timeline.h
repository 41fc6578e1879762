// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/bigtable.h"
#include "core/indexiterator.h"
#include "core/model.h"

#include <QtGlobal>

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <new>
#include <utility>
#include <vector>

namespace collviz::core {

namespace detail {
/// The allocator of the timeline's tables: blocks of 4 MB and more from allocateBigTable, the
/// whole huge pages inside them advised.
template<typename T>
using TableAllocator = BigTableAllocator<T, std::size_t(4) << 20, HugePages::Inside>;
} // namespace detail

/**
 * When every message of a run travels: the one source of time that every view, table and
 * exporter reads. Made by CostModel from a schedule, a model and cost parameters.
 *
 * A transfer becomes one message, or one message per packet under a noncombining model.
 * Times are relative to the start of the message's round. A message `start`s when it claims
 * its sender's port and `finish`es when its last word arrives. Under store-and-forward its
 * start-up t_s comes first, at the sender, then each hop has its own [enter, leave) interval
 * on its channel; under wormhole every hop spans the whole worm, [start, finish). Where
 * t_c > 0 a round's combines have times too (combines()). A round lasts until its last message
 * (and combine) finishes.
 *
 * Storage: a round whose messages are all alike (one per transfer, in transfer order, each
 * with the same packets, hops and times: a ring's, a shift's, most rounds of a
 * contention-free algorithm) keeps one message and its hop values, whatever its size; any other round keeps a 32-byte record per message and, under
 * store-and-forward, its hop values. A wormhole round in turns (addTurnRound) keeps 12 bytes a
 * message and its turns' times. A round made by repeatRound() shares the last one's.
 * Reads hand out Message values either way.
 */
class Timeline
{
public:
    /// What is kept of a message (and what CostModel fills in, through addMessage).
    struct MessageData
    {
        int transfer = -1;   ///< index into the round's transfers
        int firstPacket = 0; ///< the message carries transfer.packets[firstPacket, +packetCount)
        int packetCount = 0;
        int hopCount = 0;
        double start = 0.0;
        double finish = 0.0;
    };
    /// A message as the reads hand it out: its data and its place (round and index among the
    /// round's messages), by which hop() finds its hops.
    struct Message : MessageData
    {
        int round = -1;
        int index = -1;
    };

    /// A contiguous run of messages (one round's, or one transfer's), read as values.
    class Range
    {
    public:
        using const_iterator = IndexIterator<Range, Message>;
        using iterator = const_iterator;
        using value_type = Message;

        Range() = default;
        const_iterator begin() const { return {this, 0}; }
        const_iterator end() const { return {this, size()}; }
        std::size_t size() const { return mLast - mFirst; }
        bool empty() const { return mLast == mFirst; }
        Message operator[](std::size_t i) const { return at(i); }
        Message front() const { return at(0); }
        Message back() const { return at(size() - 1); }

    private:
        friend class Timeline;
        Range(const Timeline *timeline, int round, std::size_t first, std::size_t last)
            : mTimeline(timeline), mRound(round), mFirst(first), mLast(last)
        {
        }
        Message at(std::size_t i) const { return mTimeline->message(mRound, mFirst + i); }
        const Timeline *mTimeline = nullptr;
        int mRound = 0;
        std::size_t mFirst = 0; ///< index among the round's messages
        std::size_t mLast = 0;
    };

    Timeline() = default;
    explicit Timeline(Switching switching);

    int roundCount() const { return int(mRounds.size()); }
    /// The round's messages in the order they claimed their resources (transfer order, then
    /// packet order).
    Range messages(int round) const;
    /// The messages of one transfer of a round (empty when the transfer cannot travel: a
    /// broken path or endpoint, which the simulator reports).
    Range messagesOf(int round, int transfer) const;
    /// Message `index` of `round` (index < messages(round).size()).
    Message message(int round, std::size_t index) const;
    /// How long the round lasts: the last finish of its messages and of its combines (0 without
    /// either; combines take time only where t_c > 0).
    double roundTime(int round) const { return mRounds[std::size_t(round)].time; }
    /// When the round starts, from the start of the run (the sum of the earlier rounds).
    double roundStart(int round) const { return mRounds[std::size_t(round)].start; }
    double totalTime() const { return mTotal; }
    bool storeAndForward() const { return mStoreAndForward; }
    /// When the message enters and leaves hop `i` of its path (round-relative). A message this
    /// timeline handed out is found by its round and index; one made otherwise (or another
    /// timeline's) is looked up among them (the first with the same data), which takes a search.
    std::pair<double, double> hop(const Message &message, int i) const;
    /// Messages in all.
    std::size_t messageCount() const { return mMessageCount; }
    /// Messages kept as records of their own (those of rounds whose messages are not all alike:
    /// 32-byte records, or 12-byte ones of rounds in turns).
    std::size_t storedMessageCount() const { return mMessages.size() + mTurnMessages.size(); }
    /// Whether rounds may be kept in compact forms (alike, in turns, repeated); false where every
    /// message is kept as a record of its own (COLLVIZ_TIMELINE_RECORDS: the tests' reference,
    /// which CostModel then times the general way, without turns).
    bool compact() const { return mCompact; }

    /// A combine as timed (only where t_c > 0): combine `combine` of its round adds its inputs
    /// at `node` over [start, finish), round-relative. It starts once the inputs that reach the
    /// node in its round have arrived (an input held from before is there at the round's start)
    /// and the node's combines before it in the round are done (a node combines one at a time);
    /// a combine of j inputs of L words lasts (j - 1) L t_c.
    struct CombineTime
    {
        int combine = -1; ///< index into the round's combines
        int node = -1;
        double start = 0.0;
        double finish = 0.0;
    };
    /// A round's combine times, in the round's combine order.
    struct CombineTimes
    {
        const CombineTime *first = nullptr;
        const CombineTime *last = nullptr;
        const CombineTime *begin() const { return first; }
        const CombineTime *end() const { return last; }
        std::size_t size() const { return std::size_t(last - first); }
        bool empty() const { return first == last; }
        const CombineTime &operator[](std::size_t i) const { return first[i]; }
    };
    /// The round's combines with their times; empty where t_c is 0 (a combine then takes no
    /// time and the timeline keeps none: every time is as without combines).
    CombineTimes combines(int round) const
    {
        const RoundEntry &e = mRounds[std::size_t(round)];
        return {mCombineTimes.data() + e.firstCombine, mCombineTimes.data() + e.firstCombine + e.combineCount};
    }
    /// Whether some round has combine times (t_c > 0 and a reduction).
    bool hasCombineTimes() const { return !mCombineTimes.empty(); }

    // Building (CostModel).
    void beginRound();
    /// A new message of `hops` hops, to be filled in place; under store-and-forward its hops
    /// follow (addHop).
    MessageData &addMessage(int hops)
    {
        if (mPending >= 0)
            stopPending();
        if (mStoreAndForward) {
            if (mUniformHops < 0)
                mUniformHops = hops;
            else if (mUniformHops != hops && mUniformHops > 0)
                keepFirstHops();
            if (mUniformHops == 0)
                mFirstHop.push_back(std::uint32_t(mHops.size()));
        }
        return mMessages.emplace_back();
    }
    /// A store-and-forward message of one hop, whole: addMessage(1) with its fields (the first
    /// of its packets 0) and addHop(enter, finish, true). Inline only while the round's messages
    /// stay alike (they are counted, not stored).
    Q_ALWAYS_INLINE void addOneHop(int transfer, int packetCount, double start, double enter, double finish)
    {
        Q_ASSERT(mStoreAndForward);
        if (!nextAlike(transfer, packetCount, 1, start, finish, enter))
            addOneHopStored(transfer, packetCount, start, enter, finish);
    }
    /// A wormhole message whole (it keeps no hop values): addMessage(hops) with its fields,
    /// the first of its packets 0.
    Q_ALWAYS_INLINE void addWorm(int transfer, int packetCount, int hops, double start, double finish)
    {
        Q_ASSERT(!mStoreAndForward);
        if (!nextAlike(transfer, packetCount, hops, start, finish, 0.0))
            addWormStored(transfer, packetCount, hops, start, finish);
    }
    /// addOneHop() (addWorm() with `hops`, below) of `count` messages of transfers `transfer`,
    /// `transfer` + 1, ... with the same values: once one is the next alike one of the round, so
    /// are all after it, counted at once.
    void addOneHops(int transfer, int count, int packetCount, double start, double enter, double finish)
    {
        Q_ASSERT(mStoreAndForward);
        addRun(transfer, count, packetCount, 1, start, finish, enter,
               [&](int t) { addOneHopStored(t, packetCount, start, enter, finish); });
    }
    void addWorms(int transfer, int count, int packetCount, int hops, double start, double finish)
    {
        Q_ASSERT(!mStoreAndForward);
        addRun(transfer, count, packetCount, hops, start, finish, 0.0,
               [&](int t) { addWormStored(t, packetCount, hops, start, finish); });
    }
    /// Whether two doubles are the same bits (how alike messages are compared: a NaN equals
    /// itself, -0 is not 0).
    static bool sameBits(double a, double b) { return bitsOf(a) == bitsOf(b); }
    /// The next hop of the message added last. The last hop's leave is the message's finish,
    /// so it is not kept twice.
    void addHop(double enter, double leave, bool last)
    {
        mHops.push_back(enter);
        if (!last)
            mHops.push_back(leave);
    }
    /// Ends the round begun last, which lasts `time`. A round whose messages are alike
    /// (message k is of transfer k, and all else, hop values included, is the same) is kept
    /// as its first message.
    void endRound(double time);
    /// Adds a round with the messages and times of the last one (what a round of the same
    /// shape and message sizes makes), instead of beginRound() ... endRound(): it shares the
    /// last round's records, nothing is copied. Returns false and adds nothing where every
    /// message is kept as a record of its own (COLLVIZ_TIMELINE_RECORDS, for tests) or there is
    /// no round yet.
    bool repeatRound();
    /// A wormhole message of a round in turns: it starts at turn `turn`'s time and finishes at
    /// the next's (its first packet 0).
    struct TurnMessage
    {
        std::uint32_t transfer;
        std::uint32_t packetCount;
        std::uint16_t hopCount;
        std::uint16_t turn;
    };
    /// Adds a wormhole round whose messages (in the order given) all start at one of the turns'
    /// times `times` (`turns` + 1 of them, the last the round's end), instead of beginRound()
    /// ... endRound(): 12 bytes a message, not a 32-byte record. Returns false and adds nothing
    /// where every message is kept as a record of its own (!compact()).
    bool addTurnRound(const TurnMessage *messages, std::size_t count, const double *times, std::size_t turns,
                      double time);
    /// Room for `messages` more messages and (store-and-forward) `hopValues` more values of the
    /// hop table (2 h - 1 per message of h hops), growing by half at least when it grows.
    void reserveMore(std::size_t messages, std::size_t hopValues);
    /// Once every round's messages are in (CostModel): the combine times of `round` (rounds in
    /// increasing order, each at most once). The round then lasts until the later of its last
    /// message's finish and its last combine's; startRoundsAfterCombines() moves the rounds
    /// after it.
    void addCombineTimes(int round, const std::vector<CombineTime> &times);
    /// Each round's start and the total from the round times, after addCombineTimes().
    void startRoundsAfterCombines();

private:
    /// addOneHops() and addWorms(): `store` adds transfer t's message as not alike.
    template<typename Store>
    void addRun(int transfer, int count, int packetCount, int hops, double start, double finish, double enter,
                Store &&store)
    {
        for (int i = 0; i < count; ++i) {
            if (nextAlike(transfer + i, packetCount, hops, start, finish, enter)) {
                mPending += count - i - 1;
                return;
            }
            store(transfer + i);
        }
    }
    static std::uint64_t bitsOf(double d)
    {
        std::uint64_t u;
        std::memcpy(&u, &d, sizeof u);
        return u;
    }
    /// A whole message (addOneHop: its one hop value `enter`; addWorm: none) while the round's
    /// messages so far are alike and not stored (mPending > 0 of them): true when it is the
    /// next alike one (then it is only counted).
    bool nextAlike(int transfer, int packetCount, int hops, double start, double finish, double enter)
    {
        // Bitwise (a NaN equals itself, -0 is not 0): the reads give back what was written.
        if (mPending > 0 && std::ptrdiff_t(transfer) == mPending && packetCount == mPendingMessage.packetCount
            && hops == mPendingMessage.hopCount
            && ((bitsOf(start) ^ bitsOf(mPendingMessage.start)) | (bitsOf(finish) ^ bitsOf(mPendingMessage.finish))
                | (bitsOf(enter) ^ bitsOf(mPendingEnter)))
                   == 0) {
            ++mPending;
            return true;
        }
        return false;
    }
    /// addOneHop() and addWorm() of a message that is not the next alike one: the round's
    /// first (which may start the alike ones), or stored as a record (with the pending ones
    /// before it, when it is the first that differs).
    Q_NEVER_INLINE void addOneHopStored(int transfer, int packetCount, double start, double enter, double finish);
    Q_NEVER_INLINE void addWormStored(int transfer, int packetCount, int hops, double start, double finish);
    /// For the round's first message (mPending 0, transfer 0): starts the alike ones and
    /// returns true. Otherwise the round is not alike: stores the pending ones as records and
    /// returns false.
    bool firstPending(int transfer, int packetCount, int hops, double start, double finish, double enter);
    /// Stores the pending messages as records; the round goes on in records.
    void stopPending();
    /// The messages so far all have mUniformHops hops; the next has not: from now on each
    /// message's first hop value is kept.
    void keepFirstHops();
    /// The first hop value of stored message `stored` (an index into mMessages).
    std::size_t firstHopOf(std::size_t stored) const
    {
        return mUniformHops > 0 ? stored * (2 * std::size_t(mUniformHops) - 1) : std::size_t(mFirstHop[stored]);
    }

    struct RoundEntry
    {
        std::size_t firstMessage = 0; ///< in mMessages, or (alike) in mAlike
        std::size_t messageCount = 0;
        std::size_t alikeHops = 0;    ///< alike: the first of the message's hop values in mAlikeHops
        bool alike = false;           ///< every message is mAlike[firstMessage] of its own transfer
        bool turns = false;           ///< the messages are mTurnMessages[firstMessage ...], their times from turnTimes
        std::size_t turnTimes = 0;    ///< turns: the first of the round's turn times in mTurnTimes
        std::size_t firstCombine = 0; ///< the round's combine times in mCombineTimes
        std::size_t combineCount = 0;
        double start = 0.0;
        double time = 0.0;
    };
    bool mStoreAndForward = false;
    bool mCompact = true; ///< keep rounds of alike messages as one (off: COLLVIZ_TIMELINE_RECORDS set, for tests)
    std::vector<MessageData, detail::TableAllocator<MessageData>> mMessages;
    /// Store-and-forward only: per stored message enter, leave of each hop but the last, then
    /// the last hop's enter (its leave is the message's finish). Each message's first value
    /// is at message index x (2 mUniformHops - 1) while every message has mUniformHops hops,
    /// else in mFirstHop.
    std::vector<double, detail::TableAllocator<double>> mHops;
    std::vector<std::uint32_t> mFirstHop;
    int mUniformHops = -1; ///< -1 before the first message, 0 once two differ
    std::vector<TurnMessage, detail::TableAllocator<TurnMessage>> mTurnMessages; ///< rounds in turns
    std::vector<double> mTurnTimes;   ///< their turns' times, each round's from 0
    std::vector<MessageData> mAlike;  ///< one per round of alike messages
    std::vector<double> mAlikeHops;   ///< their hop values (store-and-forward)
    std::vector<CombineTime> mCombineTimes; ///< rounds' combine times (t_c > 0 only)
    std::vector<RoundEntry> mRounds;
    std::size_t mRoundHops = 0; ///< building: mHops.size() when the round began
    std::size_t mMessageCount = 0;
    /// Building a round whose messages are added whole (addOneHop, addWorm): while all so far
    /// are alike, only the first (mPendingMessage, its hop value mPendingEnter) is kept and
    /// mPending counts them; no record is written until one differs. -1: the round is in
    /// records (or compact storage is off).
    std::ptrdiff_t mPending = -1;
    MessageData mPendingMessage;
    double mPendingEnter = 0.0;
    bool mRoundMixed = false; ///< the round has two messages known not to be alike
    double mTotal = 0.0;
};

} // namespace collviz::core

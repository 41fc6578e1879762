#pragma once

#include "core/model.h"

#include <QtGlobal>

#include <cstddef>
#include <cstdint>
#include <new>
#include <utility>
#include <vector>

namespace collviz::core {

namespace detail {
/// Memory for a big table (bigTableBytes and more), on Linux advised to use transparent huge
/// pages: filling tens of megabytes of fresh memory then takes a few page faults rather than
/// thousands (each costs more than writing its 4 KB). Freed with operator delete.
void *allocateBigTable(std::size_t bytes);
constexpr std::size_t bigTableBytes = std::size_t(4) << 20;

/// The allocator of the timeline's tables: big blocks from allocateBigTable.
template<typename T>
struct TableAllocator
{
    using value_type = T;
    TableAllocator() = default;
    template<typename U>
    TableAllocator(const TableAllocator<U> &) {}
    T *allocate(std::size_t n)
    {
        const std::size_t bytes = n * sizeof(T);
        return static_cast<T *>(bytes >= bigTableBytes ? allocateBigTable(bytes) : ::operator new(bytes));
    }
    void deallocate(T *p, std::size_t) { ::operator delete(p); }
    template<typename U>
    bool operator==(const TableAllocator<U> &) const { return true; }
    template<typename U>
    bool operator!=(const TableAllocator<U> &) const { return false; }
};
} // namespace detail

/**
 * When every message of a run travels: the one source of time that every view, table and
 * exporter reads. Made by CostModel from a schedule, a model and cost parameters.
 *
 * A transfer becomes one message, or one message per packet under a noncombining model.
 * Times are relative to the start of the message's round. A message `start`s when it claims
 * its sender's port and `finish`es when its last word arrives. Under store-and-forward its
 * start-up t_s comes first, at the sender, then each hop has its own [enter, leave) interval
 * on its channel; under wormhole every hop spans the whole worm, [start, finish). A round
 * lasts until its last message finishes.
 */
class Timeline
{
public:
    struct Message
    {
        int transfer = -1;   ///< index into the round's transfers
        int firstPacket = 0; ///< the message carries transfer.packets[firstPacket, +packetCount)
        int packetCount = 0;
        int hopCount = 0;
        double start = 0.0;
        double finish = 0.0;
    };

    /// A contiguous run of messages (one round's, or one transfer's).
    struct Range
    {
        const Message *first = nullptr;
        const Message *last = nullptr;
        const Message *begin() const { return first; }
        const Message *end() const { return last; }
        std::size_t size() const { return std::size_t(last - first); }
        bool empty() const { return first == last; }
        const Message &operator[](std::size_t i) const { return first[i]; }
    };

    Timeline() = default;
    explicit Timeline(Switching switching) : mStoreAndForward(switching == Switching::StoreAndForward) {}

    int roundCount() const { return int(mRounds.size()); }
    /// The round's messages in the order they claimed their resources (transfer order, then
    /// packet order).
    Range messages(int round) const;
    /// The messages of one transfer of a round (empty when the transfer cannot travel: a
    /// broken path or endpoint, which the simulator reports).
    Range messagesOf(int round, int transfer) const;
    /// How long the round lasts: the last finish of its messages (0 without messages).
    double roundTime(int round) const { return mRounds[std::size_t(round)].time; }
    /// When the round starts, from the start of the run (the sum of the earlier rounds).
    double roundStart(int round) const { return mRounds[std::size_t(round)].start; }
    double totalTime() const { return mTotal; }
    bool storeAndForward() const { return mStoreAndForward; }
    /// When the message enters and leaves hop `i` of its path (round-relative). Under
    /// store-and-forward a message's place in the table finds its hops at once, so pass one
    /// of this timeline's own (from messages() or messagesOf()); a copy is looked up among
    /// them (the first equal one), which takes a search.
    std::pair<double, double> hop(const Message &message, int i) const;
    std::size_t messageCount() const { return mMessages.size(); }

    // Building (CostModel).
    void beginRound();
    /// A new message of `hops` hops, to be filled in place; under store-and-forward its hops
    /// follow (addHop).
    Message &addMessage(int hops)
    {
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
    /// of its packets 0) and addHop(enter, finish, true).
    void addOneHop(int transfer, int packetCount, double start, double enter, double finish)
    {
        Q_ASSERT(mStoreAndForward);
        if (mUniformHops != 1) {
            if (mUniformHops < 0)
                mUniformHops = 1;
            else if (mUniformHops > 0)
                keepFirstHops();
            if (mUniformHops == 0)
                mFirstHop.push_back(std::uint32_t(mHops.size()));
        }
        Message &m = mMessages.emplace_back();
        m.transfer = transfer;
        m.firstPacket = 0;
        m.packetCount = packetCount;
        m.hopCount = 1;
        m.start = start;
        m.finish = finish;
        mHops.push_back(enter);
    }
    /// The next hop of the message added last. The last hop's leave is the message's finish,
    /// so it is not kept twice.
    void addHop(double enter, double leave, bool last)
    {
        mHops.push_back(enter);
        if (!last)
            mHops.push_back(leave);
    }
    void endRound(double time);
    /// Room for `messages` more messages and (store-and-forward) `hopValues` more values of the
    /// hop table (2 h - 1 per message of h hops), growing by half at least when it grows.
    void reserveMore(std::size_t messages, std::size_t hopValues);

private:
    /// The index of `message` in mMessages (or of the first equal one, for a copy);
    /// mMessages.size() when there is none.
    std::size_t indexOf(const Message &message) const;
    /// The messages so far all have mUniformHops hops; the next has not: from now on each
    /// message's first hop value is kept.
    void keepFirstHops();

    struct RoundEntry
    {
        std::size_t firstMessage = 0;
        std::size_t messageCount = 0;
        double start = 0.0;
        double time = 0.0;
    };
    bool mStoreAndForward = false;
    std::vector<Message, detail::TableAllocator<Message>> mMessages;
    /// Store-and-forward only: per message enter, leave of each hop but the last, then the
    /// last hop's enter (its leave is the message's finish). Each message's first value is at
    /// message index x (2 mUniformHops - 1) while every message has mUniformHops hops, else
    /// in mFirstHop.
    std::vector<double, detail::TableAllocator<double>> mHops;
    std::vector<std::uint32_t> mFirstHop;
    int mUniformHops = -1; ///< -1 before the first message, 0 once two differ
    std::vector<RoundEntry> mRounds;
    double mTotal = 0.0;
};

} // namespace collviz::core

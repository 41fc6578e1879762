// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "core/timeline.h"

#include <QtGlobal>

#include <algorithm>
#include <cstring>

namespace collviz::core {

Timeline::Timeline(Switching switching)
    : mStoreAndForward(switching == Switching::StoreAndForward),
      // Tests set it to read every round from records and compare with the compact form.
      mCompact(!qEnvironmentVariableIsSet("COLLVIZ_TIMELINE_RECORDS"))
{
}

Timeline::Range Timeline::messages(int round) const
{
    return Range(this, round, 0, mRounds[std::size_t(round)].messageCount);
}

namespace {
/// The run of `count` records (in transfer order) that are transfer `transfer`'s, as the
/// indices [first, end) (empty for a negative transfer): 32-byte records and turn records alike.
template<typename Record>
std::pair<std::size_t, std::size_t> transferRun(const Record *all, std::size_t count, int transfer)
{
    struct ByTransfer
    {
        bool operator()(const Record &m, long long t) const { return (long long)m.transfer < t; }
        bool operator()(long long t, const Record &m) const { return t < (long long)m.transfer; }
    };
    const auto [lo, hi] = std::equal_range(all, all + count, (long long)transfer, ByTransfer());
    return {std::size_t(lo - all), std::size_t(hi - all)};
}
} // namespace

Timeline::Range Timeline::messagesOf(int round, int transfer) const
{
    const RoundEntry &e = mRounds[std::size_t(round)];
    if (e.alike) {
        const std::size_t t = transfer < 0 ? 0 : std::min(std::size_t(transfer), e.messageCount);
        return Range(this, round, t, t < e.messageCount && int(t) == transfer ? t + 1 : t);
    }
    const auto [first, end] = e.turns ? transferRun(mTurnMessages.data() + e.firstMessage, e.messageCount, transfer)
                                      : transferRun(mMessages.data() + e.firstMessage, e.messageCount, transfer);
    return Range(this, round, first, end);
}

Timeline::Message Timeline::message(int round, std::size_t index) const
{
    const RoundEntry &e = mRounds[std::size_t(round)];
    Message m;
    if (e.alike) {
        static_cast<MessageData &>(m) = mAlike[e.firstMessage];
        m.transfer = int(index);
    } else if (e.turns) {
        const TurnMessage &t = mTurnMessages[e.firstMessage + index];
        m.transfer = int(t.transfer);
        m.packetCount = int(t.packetCount);
        m.hopCount = t.hopCount;
        m.start = mTurnTimes[e.turnTimes + t.turn];
        m.finish = mTurnTimes[e.turnTimes + t.turn + 1];
    } else
        static_cast<MessageData &>(m) = mMessages[e.firstMessage + index];
    m.round = round;
    m.index = int(index);
    return m;
}

std::pair<double, double> Timeline::hop(const Message &message, int i) const
{
    if (!mStoreAndForward)
        return {message.start, message.finish};
    int round = message.round;
    std::size_t index = std::size_t(message.index);
    // A message this timeline handed out is the one at its place; one made otherwise (or read
    // from another timeline) is looked up by its data.
    // (Bitwise: a message with NaN times is still its own.)
    const auto same = [&message](const MessageData &m) {
        return m.transfer == message.transfer && m.firstPacket == message.firstPacket
               && m.packetCount == message.packetCount && m.hopCount == message.hopCount
               && bitsOf(m.start) == bitsOf(message.start) && bitsOf(m.finish) == bitsOf(message.finish);
    };
    if (round < 0 || round >= roundCount() || index >= mRounds[std::size_t(round)].messageCount
        || !same(this->message(round, index))) {
        round = -1;
        for (int r = 0; r < roundCount() && round < 0; ++r)
            for (const Message &m : messagesOf(r, message.transfer))
                if (same(m)) {
                    round = r;
                    index = std::size_t(m.index);
                    break;
                }
        if (round < 0)
            return {message.start, message.finish};
    }
    const RoundEntry &e = mRounds[std::size_t(round)];
    const double *values = e.alike ? mAlikeHops.data() + e.alikeHops : mHops.data() + firstHopOf(e.firstMessage + index);
    const std::size_t at = 2 * std::size_t(i);
    return {values[at], i + 1 == message.hopCount ? message.finish : values[at + 1]};
}

void Timeline::beginRound()
{
    RoundEntry e;
    e.firstMessage = mMessages.size();
    e.start = mTotal;
    mRounds.push_back(e);
    mRoundHops = mHops.size();
    mPending = mCompact ? 0 : -1;
    mRoundMixed = false;
}

bool Timeline::firstPending(int transfer, int packetCount, int hops, double start, double finish, double enter)
{
    if (mPending == 0 && transfer == 0) {
        mPendingMessage = MessageData();
        mPendingMessage.transfer = 0;
        mPendingMessage.packetCount = packetCount;
        mPendingMessage.hopCount = hops;
        mPendingMessage.start = start;
        mPendingMessage.finish = finish;
        mPendingEnter = enter;
        mPending = 1;
        return true;
    }
    // Message k is not of transfer k, or differs from the first: the round is not alike.
    mRoundMixed = true;
    stopPending();
    return false;
}

void Timeline::addOneHopStored(int transfer, int packetCount, double start, double enter, double finish)
{
    if (mPending >= 0 && firstPending(transfer, packetCount, 1, start, finish, enter))
        return;
    MessageData &m = addMessage(1);
    m.transfer = transfer;
    m.packetCount = packetCount;
    m.hopCount = 1;
    m.start = start;
    m.finish = finish;
    addHop(enter, finish, true);
}

void Timeline::addWormStored(int transfer, int packetCount, int hops, double start, double finish)
{
    if (mPending >= 0 && firstPending(transfer, packetCount, hops, start, finish, 0.0))
        return;
    MessageData &m = addMessage(hops);
    m.transfer = transfer;
    m.packetCount = packetCount;
    m.hopCount = hops;
    m.start = start;
    m.finish = finish;
}

void Timeline::stopPending()
{
    const std::ptrdiff_t count = mPending;
    mPending = -1;
    const MessageData &m = mPendingMessage;
    for (std::ptrdiff_t k = 0; k < count; ++k) {
        if (mStoreAndForward)
            addOneHop(int(k), m.packetCount, m.start, mPendingEnter, m.finish);
        else
            addWorm(int(k), m.packetCount, m.hopCount, m.start, m.finish);
    }
}

void Timeline::endRound(double time)
{
    RoundEntry &e = mRounds.back();
    e.time = time;
    mTotal += time;
    // Alike: message k is of transfer k and has the first one's data and hop values. Worth
    // it from two messages on (one is kept either way). Messages added whole were compared
    // as they came (and not stored while alike); messages filled in place are compared here.
    if (mPending >= 2) {
        e.messageCount = std::size_t(mPending);
        mMessageCount += e.messageCount;
        mPending = -1;
        e.alike = true;
        e.alikeHops = mAlikeHops.size();
        if (mStoreAndForward)
            mAlikeHops.push_back(mPendingEnter); // one hop: its one value
        mAlike.push_back(mPendingMessage);
        e.firstMessage = mAlike.size() - 1;
        return;
    }
    if (mPending == 1)
        stopPending();
    mPending = -1;
    e.messageCount = mMessages.size() - e.firstMessage;
    mMessageCount += e.messageCount;
    if (!mCompact || mRoundMixed || e.messageCount < 2)
        return;
    const MessageData *m = mMessages.data() + e.firstMessage;
    const MessageData &first = m[0];
    if (first.transfer != 0)
        return;
    // Differences are gathered over blocks of messages without a branch each (a pass over a
    // ring's million messages costs a fraction of a nanosecond per message).
    const std::uint64_t start = bitsOf(first.start), finish = bitsOf(first.finish);
    constexpr std::size_t kBlock = 64;
    for (std::size_t from = 1; from < e.messageCount; from += kBlock) {
        const std::size_t to = std::min(e.messageCount, from + kBlock);
        std::uint64_t diff = 0;
        for (std::size_t k = from; k < to; ++k) {
            const MessageData &o = m[k];
            diff |= std::uint32_t(o.transfer ^ int(k)) | std::uint32_t(o.firstPacket ^ first.firstPacket)
                  | std::uint32_t(o.packetCount ^ first.packetCount) | std::uint32_t(o.hopCount ^ first.hopCount)
                  | (bitsOf(o.start) ^ start) | (bitsOf(o.finish) ^ finish);
        }
        if (diff != 0)
            return;
    }
    const std::size_t values = mStoreAndForward ? mHops.size() - mRoundHops : 0;
    if (values % e.messageCount != 0)
        return;
    const std::size_t per = values / e.messageCount;
    const double *h = mHops.data() + mRoundHops;
    std::uint64_t diff = 0;
    for (std::size_t k = 1; k < e.messageCount; ++k)
        for (std::size_t v = 0; v < per; ++v)
            diff |= bitsOf(h[k * per + v]) ^ bitsOf(h[v]);
    if (diff != 0)
        return;
    e.alike = true;
    e.alikeHops = mAlikeHops.size();
    mAlikeHops.insert(mAlikeHops.end(), h, h + per);
    mAlike.push_back(first);
    mMessages.resize(e.firstMessage);
    e.firstMessage = mAlike.size() - 1;
    if (mStoreAndForward) {
        mHops.resize(mRoundHops);
        if (mUniformHops == 0)
            mFirstHop.resize(mMessages.size());
    }
}

bool Timeline::repeatRound()
{
    if (!mCompact || mRounds.empty())
        return false;
    RoundEntry e = mRounds.back();
    e.start = mTotal;
    mRounds.push_back(e);
    mTotal += e.time;
    mMessageCount += e.messageCount;
    return true;
}

bool Timeline::addTurnRound(const TurnMessage *messages, std::size_t count, const double *times, std::size_t turns,
                            double time)
{
    Q_ASSERT(!mStoreAndForward);
    if (!mCompact)
        return false;
    RoundEntry e;
    e.start = mTotal;
    e.time = time;
    e.turns = true;
    e.firstMessage = mTurnMessages.size();
    e.messageCount = count;
    e.turnTimes = mTurnTimes.size();
    // When the rounds in turns first need more room, they reserve as much as is reserved for
    // message records and not used yet (reserveMore(): the messages still to come, which
    // these rounds keep here instead; that room stays reserved, untouched address space), not
    // grown by doubling, each growth copying what is there into memory not touched yet
    // (direct exchange on torus:16x8x8: its 1,023 rounds in turns, 12 MB).
    if (mTurnMessages.capacity() - mTurnMessages.size() < count)
        mTurnMessages.reserve(mTurnMessages.size()
                              + std::max({count, mMessages.capacity() - mMessages.size(), mTurnMessages.size() / 2}));
    mTurnMessages.insert(mTurnMessages.end(), messages, messages + count);
    mTurnTimes.insert(mTurnTimes.end(), times, times + turns + 1);
    mRounds.push_back(e);
    mTotal += time;
    mMessageCount += count;
    return true;
}

void Timeline::addCombineTimes(int round, const std::vector<CombineTime> &times)
{
    RoundEntry &e = mRounds[std::size_t(round)];
    e.firstCombine = mCombineTimes.size();
    e.combineCount = times.size();
    mCombineTimes.insert(mCombineTimes.end(), times.begin(), times.end());
    for (const CombineTime &c : times)
        e.time = std::max(e.time, c.finish);
}

void Timeline::startRoundsAfterCombines()
{
    mTotal = 0.0;
    for (RoundEntry &e : mRounds) {
        e.start = mTotal;
        mTotal += e.time;
    }
}

namespace {
/// Room for `more` elements in `v`, growing by half at least.
template<typename T, typename A>
void reserveMore(std::vector<T, A> &v, std::size_t more)
{
    if (v.capacity() - v.size() < more)
        v.reserve(std::max(v.size() + more, v.capacity() + v.capacity() / 2));
}
} // namespace

void Timeline::reserveMore(std::size_t messages, std::size_t hopValues)
{
    core::reserveMore(mMessages, messages);
    if (mStoreAndForward) {
        core::reserveMore(mHops, hopValues);
        if (mUniformHops == 0)
            core::reserveMore(mFirstHop, messages);
    }
}

void Timeline::keepFirstHops()
{
    const std::size_t stride = 2 * std::size_t(mUniformHops) - 1;
    mFirstHop.reserve(mMessages.capacity());
    for (std::size_t i = 0; i < mMessages.size(); ++i)
        mFirstHop.push_back(std::uint32_t(i * stride));
    mUniformHops = 0;
}

} // namespace collviz::core

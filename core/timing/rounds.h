// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Private to the timing models (core/timing/): the round loop both switching modes share.

#include "core/timing/busytable.h"
#include "core/timing/checkedrounds.h"
#include "core/timing/fastways.h"
#include "core/timing/messagewords.h"
#include "core/timing/timingmodel.h"

#include <algorithm>
#include <cstdint>
#include <vector>

namespace collviz::core::timing {

/// A round's resources: its channels (links with half-duplex links, arcs 2l and 2l + 1
/// sharing one; else arcs) and, with one port or a few, each node's send and receive port
/// lanes (sends and receives are counted apart in both duplex modes; all-port has none).
struct Resources
{
    Resources(const Topology &topology, const CommModel &model)
        : half(model.duplex == Duplex::Half), lanes(model.allPort() ? 0 : model.ports), ports(lanes > 0),
          channelCount(topology.channelCount(half)), channels(channelCount, 1),
          sends(ports ? std::size_t(topology.nodeCount()) : 0, lanes),
          receives(ports ? std::size_t(topology.nodeCount()) : 0, lanes)
    {
    }
    /// Gives every claim of the round back.
    void clear()
    {
        channels.clear();
        sends.clear();
        receives.clear();
    }

    const bool half;
    const int lanes;  ///< port lanes a node (0: all-port)
    const bool ports; ///< one port or a few: sends and receives are resources
    const std::size_t channelCount;
    BusyTable channels;
    BusyTable sends;
    BusyTable receives;
};

/// Room the general way and the fast ways reuse from transfer to transfer: a path's arcs,
/// its channels' slots, a worm's needs.
struct Scratch
{
    std::vector<int> arcs;
    std::vector<int> channelSlots;
    std::vector<Need> needs;
    std::vector<BusyTable::Lane> lanes;
};

/// A transfer as the general way times it: its ends and packets, its path's channels and their
/// slots, its ports' slots (-1 without ports), and whether everything it needs is still empty
/// this round. Found once for all its messages.
struct GeneralTransfer
{
    int index;
    int src;
    int dst;
    int hops;
    IntSpan ids;
    const int *arcs;
    const int *channelSlots;
    int sendSlot;
    int receiveSlot;
    bool fresh;
    std::size_t needCount = 0; ///< a worm's needs in Scratch::needs, once made (0: not yet)
};

/**
 * The rounds of a schedule one at a time, each on its own (the busy tables start empty), by
 * the ways both switching modes share; `Mode` adds a mode's own (StoreAndForwardMode,
 * WormholeMode):
 * - kStoreAndForward: which the shared fast ways take it for;
 * - `Ways`: FastWays with the mode's fast way, fastWay(ways, tu, roundTime, scratch);
 * - fastWaysAllowed(): whether the fast ways may be taken at all;
 * - timeWholeRound(ways, contended): a whole round taken another way (true: done);
 * - timeMessage(msg, w, first, transfer, resources, scratch, out, contended): one message
 *   of a transfer the general way times, its start and finish into `msg`.
 * A round of the same shape as the last whose packets are all of the one size, as the last's
 * were, travels as the last did; a round the check found alone is timed without looking for
 * contention (FastWays::timeUncontended); the others take the fast ways while they apply, then
 * the general way (timeGeneral).
 */
template<class Mode>
class RoundTimer
{
public:
    using Ways = typename Mode::Ways;
    static constexpr bool kStoreAndForward = Mode::kStoreAndForward;

    explicit RoundTimer(const TimingRequest &request)
        : mRequest(request), mTopology(request.topology), mCost(request.cost), mCombining(request.model.combining),
          mOut(request.model.switching), mResources(request.topology, request.model),
          mWords(request.schedule.packets, request.cost.m), mMode(request, mResources, mOut),
          mTryFastWays(mMode.fastWaysAllowed()),
          mTryClaimLater(mTryFastWays
                         && FastWays::oneHopsClaimedLaterAllowed(mResources.sends, mResources.receives,
                                                                 mResources.ports, mResources.half)),
          // FastWays::receivers (kept clear between rounds).
          mReceivers(mTryClaimLater ? (std::size_t(request.topology.processorCount()) + 63) / 64 : 0)
    {
    }

    Timeline run()
    {
        reserve();
        const std::vector<bool> *alone = checkedAlone();
        const std::vector<Round> &rounds = mRequest.schedule.rounds;
        const TransferList *last = nullptr; ///< the last round's transfers
        int lastCountable = -1;             ///< and whether MessageWords::countable(*last) (-1: not asked)
        for (std::size_t r = 0; r < rounds.size(); ++r) {
            if (mRequest.cancel && mRequest.cancel->load(std::memory_order_relaxed))
                break;
            const TransferList &list = rounds[r].transfers;
            // A round of the same shape as the last (TransferList::sameShape) whose packets are
            // all of the one size, as the last's were, travels as the last did. (Whether the
            // packets are countable is asked only where it decides something: a round of the
            // last one's shape, or the fast ways' words by count.)
            int countable = -1;
            const auto isCountable = [&] {
                if (countable < 0)
                    countable = mWords.countable(list) ? 1 : 0;
                return countable == 1;
            };
            bool repeats = false;
            if (last && list.sameShape(*last)) {
                if (lastCountable < 0)
                    lastCountable = mWords.countable(*last) ? 1 : 0;
                repeats = lastCountable == 1 && isCountable();
            }
            last = &list;
            if (repeats && mOut.repeatRound())
                continue; // (repeats: this round's packets are countable, as lastCountable says)
            const bool counted = mCombining && mTryFastWays && isCountable();
            lastCountable = countable;
            const Ways ways{{mTopology, list, mResources.channels, mResources.sends, mResources.receives, mOut, mCost,
                             mWords, mResources.half, mCombining, mResources.ports, counted, &mContended,
                             &mReceivers}};
            if (alone && (*alone)[r]) {
                timeAlone(ways);
                continue;
            }
            if (mMode.timeWholeRound(ways, mContended))
                continue;
            mContended = false;
            timeUsualWays(list, ways);
        }
        return std::move(mOut);
    }

private:
    /// Room for the messages and hops of the transfers that travel, estimated from each
    /// round's totals without reading its transfers: one message per transfer when combining,
    /// one per packet (or per transfer) otherwise; a transfer of h hops has 2 h - 1 hop values,
    /// so a round of T transfers and H hops has 2 H - T. That is exact when every transfer
    /// travels and carries the same number of packets; otherwise the tables grow as they fill.
    void reserve()
    {
        std::size_t messages = 0, hopValues = 0;
        for (const Round &round : mRequest.schedule.rounds) {
            const TransferList &list = round.transfers;
            const std::size_t transfers = list.size();
            const std::size_t perRound = mCombining ? transfers : std::max(transfers, list.packetIdCount());
            messages += perRound;
            if (kStoreAndForward && transfers > 0 && 2 * list.hopCount() > transfers)
                hopValues += (2 * list.hopCount() - transfers) * (perRound / transfers);
        }
        mOut.reserveMore(messages, hopValues);
    }

    /// The check's rounds whose messages are alone (CheckedRounds), where they hold for this
    /// model: with one port or all, a message that has its channels and ports to itself finds
    /// them free, and the check's channels and port counts are this model's where duplex,
    /// combining and ports are the same. Null where they do not.
    const std::vector<bool> *checkedAlone() const
    {
        const CheckedRounds *checked = mRequest.checked;
        const CommModel &model = mRequest.model;
        if (checked && mTryFastWays && mResources.lanes <= 1
            && checked->alone.size() == mRequest.schedule.rounds.size()
            && checked->model.duplex == model.duplex && checked->model.combining == model.combining
            && checked->model.allPort() == model.allPort()
            && (model.allPort() || checked->model.ports == model.ports))
            return &checked->alone;
        return nullptr;
    }

    /// A round the check found alone: a worm starts with its round, a store-and-forward
    /// message's hops follow its start-up and each other. (`mContended` is left as the last
    /// timed round set it: a contended round after this one is as likely to wait as after that
    /// one.)
    void timeAlone(const Ways &ways)
    {
        mOut.beginRound();
        double roundTime = 0.0;
        ways.template timeUncontended<kStoreAndForward>(roundTime);
        mOut.endRound(roundTime);
        if (mRequest.statistics)
            ++mRequest.statistics->roundsTimedAlone;
    }

    /// A round by the fast ways while they apply, the general way for the rest.
    void timeUsualWays(const TransferList &list, const Ways &ways)
    {
        mOut.beginRound();
        double roundTime = 0.0;
        bool keepClaimingLater = mTryClaimLater;
        const std::size_t transferCount = list.size();
        for (std::size_t tu = 0; tu < transferCount; ++tu) {
            if (keepClaimingLater) {
                const std::size_t first = tu;
                tu = ways.template oneHopsClaimedLater<kStoreAndForward>(tu, roundTime);
                if (tu == transferCount)
                    break;
                ways.template claimLaterOneHops<kStoreAndForward>(first, tu);
                keepClaimingLater = false;
            }
            if (mTryFastWays) {
                tu = Mode::fastWay(ways, tu, roundTime, mScratch);
                if (tu == transferCount)
                    break;
            }
            timeGeneral(list, tu, roundTime);
        }
        mOut.endRound(roundTime);
        mResources.clear();
    }

    /// Transfer `tu` the general way: its resources found once, then each of its messages
    /// (one when combining, one a packet otherwise) timed by the mode. A transfer that cannot
    /// travel (no walk from src to dst, an endpoint that is no processor) gets no messages.
    void timeGeneral(const TransferList &list, std::size_t tu, double &roundTime)
    {
        const int src = list.src(tu);
        const int dst = list.dst(tu);
        if (!mTopology.isProcessor(src) || !mTopology.isProcessor(dst) || src == dst)
            return;
        const IntSpan path = list.path(tu);
        if (path.size() < 2 || path.front() != src || path.back() != dst)
            return;
        const int hops = int(path.size()) - 1;
        if (!findChannels(path, hops))
            return;
        BusyTable &sends = mResources.sends;
        BusyTable &receives = mResources.receives;
        const bool ports = mResources.ports;
        GeneralTransfer transfer{int(tu), src, dst, hops, list.packets(tu), mScratch.arcs.data(),
                                 mScratch.channelSlots.data(), ports ? sends.slot(src) : -1,
                                 ports ? receives.slot(dst) : -1, mFresh};
        if (ports)
            transfer.fresh = transfer.fresh && sends.empty(transfer.sendSlot) && receives.empty(transfer.receiveSlot);
        const IntSpan ids = transfer.ids;
        const int count = int(ids.size());
        const int messages = mCombining ? 1 : std::max(1, count);
        const double combinedWords = mCombining ? mWords.combined(ids) : 0.0;
        for (int mi = 0; mi < messages; ++mi) {
            // Filled in place: a Message built aside and copied in stalls on store forwarding.
            Timeline::MessageData &msg = mOut.addMessage(hops);
            msg.transfer = transfer.index;
            msg.firstPacket = mCombining ? 0 : mi;
            msg.packetCount = mCombining ? count : std::min(1, count);
            msg.hopCount = hops;
            const double w = mCombining || count == 0 ? combinedWords : mWords.packet(ids[std::size_t(mi)]);
            mMode.timeMessage(msg, w, mi == 0, transfer, mResources, mScratch, mOut, mContended);
            roundTime = std::max(roundTime, msg.finish);
        }
    }

    /// The path's channels and their slots into the scratch room, in one pass, and whether
    /// every one is empty so far (mFresh); false where the path is not a walk over links. (A
    /// slot made for a path that turns out broken is an empty one, as if never made.)
    bool findChannels(IntSpan path, int hops)
    {
        if (mScratch.channelSlots.size() < std::size_t(hops)) {
            mScratch.channelSlots.resize(std::size_t(hops));
            mScratch.arcs.resize(std::size_t(hops));
        }
        BusyTable &channels = mResources.channels;
        mFresh = true;
        for (int h = 0; h < hops; ++h) {
            const int a = mTopology.channelBetween(path[std::size_t(h)], path[std::size_t(h) + 1], mResources.half,
                                                   mGuess);
            if (a < 0)
                return false;
            mScratch.arcs[std::size_t(h)] = a;
            const int slot = channels.slot(a);
            mScratch.channelSlots[std::size_t(h)] = slot;
            mFresh &= channels.empty(slot);
        }
        return true;
    }

    const TimingRequest &mRequest;
    const Topology &mTopology;
    const CostParams &mCost;
    const bool mCombining;
    Timeline mOut;
    Resources mResources;
    MessageWords mWords;
    Mode mMode;
    const bool mTryFastWays;
    const bool mTryClaimLater;
    std::vector<std::uint64_t> mReceivers;
    Scratch mScratch;
    int mGuess = 0;         ///< Topology::arcBetween's, the general way's
    bool mFresh = true;     ///< findChannels' finding
    bool mContended = false; ///< some worm found a resource busy in the last round timed
};

} // namespace collviz::core::timing

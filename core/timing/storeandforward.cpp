// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "core/timing/storeandforward.h"

#include "core/timing/rounds.h"

#include <QtGlobal>

#include <algorithm>
#include <cmath>

namespace collviz::core::timing {
namespace {

/// The store-and-forward fast way beside the shared ones.
struct StoreAndForwardWays : FastWays
{
    /// Store-and-forward over one channel: the general way would find the channel and the
    /// ports free as the start-up ends and claim them there. (Only when the start-up test lets
    /// the general way start the first hop at t_s, see StoreAndForwardMode::startUpExact.)
    Q_NEVER_INLINE std::size_t oneHop(std::size_t first, double &roundTime) const
    {
        if (channels.direct() && (!ports || (sends.direct() && receives.direct()))) {
            // One loop per case of ports and duplex: fewer tests and values held per transfer.
            if (ports)
                return half ? oneHopDirect<true, true>(first, roundTime) : oneHopDirect<true, false>(first, roundTime);
            return half ? oneHopDirect<false, true>(first, roundTime) : oneHopDirect<false, false>(first, roundTime);
        }
        return oneHopAny(first, roundTime);
    }

    /// oneHop with every table direct: the same steps, with the tables' lane 0 at hand.
    /// `withPorts` is ports, `halfDuplex` half.
    template<bool withPorts, bool halfDuplex>
    std::size_t oneHopDirect(std::size_t first, double &roundTime) const
    {
        const std::size_t end = list.size();
        const double ts = cost.ts;
        const double tw = cost.tw;
        const double th = cost.th;
        const BusyTable::DirectOne channel = channels.directLane();
        const BusyTable::Direct send = withPorts ? sends.directLanes() : BusyTable::Direct();
        const BusyTable::Direct receive = withPorts ? receives.directLanes() : BusyTable::Direct();
        // What oneMessage and wordsOf read, in locals.
        const unsigned processors = unsigned(topology.processorCount());
        const bool byCount = counted;
        const bool anyCount = combining;
        int guess = 0; // Topology::arcBetween's
        double latest = roundTime;
        std::size_t tu = first;
        for (; tu < end; ++tu) {
            const int src = list.src(tu);
            const int dst = list.dst(tu);
            const IntSpan ids = list.packets(tu);
            if (!list.oneHop(tu) || !oneHopMessage(processors, anyCount, src, dst, ids))
                break;
            const int a = topology.channelBetween(src, dst, halfDuplex, guess);
            if (a < 0)
                break;
            if (!channel.empty(a) || (withPorts && (!send.empty(src) || !receive.empty(dst))))
                break;
            const double w = wordsOf(words, byCount, anyCount, ids);
            const double hopTime = oneHopSpan<true>(w, ts, tw, th);
            const double sendOffset = -ts;
            const double sendDuration = ts + hopTime;
            const double enter = ts;
            if (!(hopTime <= 0))
                channel.claimEmpty(a, enter + 0.0, enter + 0.0 + hopTime);
            if (withPorts) {
                if (!(sendDuration <= 0))
                    send.claimEmpty(src, enter + sendOffset, enter + sendOffset + sendDuration);
                if (!(hopTime <= 0))
                    receive.claimEmpty(dst, enter + 0.0, enter + 0.0 + hopTime);
            }
            // noncombining: min(1, count) packets, which is count here
            const double finish = enter + hopTime;
            out.addOneHop(int(tu), int(ids.size()), enter - ts, enter, finish);
            latest = std::max(latest, finish);
        }
        roundTime = latest;
        return tu;
    }

    /// oneHop on tables that are not all direct.
    std::size_t oneHopAny(std::size_t first, double &roundTime) const
    {
        const std::size_t end = list.size();
        const double ts = cost.ts;
        int guess = 0; // Topology::arcBetween's
        double latest = roundTime;
        std::size_t tu = first;
        for (; tu < end; ++tu) {
            const int src = list.src(tu);
            const int dst = list.dst(tu);
            const IntSpan ids = list.packets(tu);
            if (!list.oneHop(tu) || !oneHopMessage(unsigned(topology.processorCount()), combining, src, dst, ids))
                break;
            const int a = topology.channelBetween(src, dst, half, guess);
            if (a < 0)
                break;
            const int channelSlot = channels.slot(a);
            const int sendSlot = ports ? sends.slot(src) : -1;
            const int receiveSlot = ports ? receives.slot(dst) : -1;
            if (!channels.empty(channelSlot) || (ports && (!sends.empty(sendSlot) || !receives.empty(receiveSlot))))
                break;
            const double hopTime = oneHopSpan<true>(wordsOf(ids), ts, cost.tw, cost.th);
            const double sendOffset = -ts;
            const double sendDuration = ts + hopTime;
            const double enter = ts;
            if (!(hopTime <= 0))
                channels.claim(channelSlot, a, 0, enter + 0.0, enter + 0.0 + hopTime);
            if (ports) {
                if (!(sendDuration <= 0))
                    sends.claim(sendSlot, src, 0, enter + sendOffset, enter + sendOffset + sendDuration);
                if (!(hopTime <= 0))
                    receives.claim(receiveSlot, dst, 0, enter + 0.0, enter + 0.0 + hopTime);
            }
            // noncombining: min(1, count) packets, which is count here
            const double finish = enter + hopTime;
            out.addOneHop(int(tu), int(ids.size()), enter - ts, enter, finish);
            latest = std::max(latest, finish);
        }
        roundTime = latest;
        return tu;
    }
};

/**
 * Store-and-forward, for RoundTimer: the start-up t_s is the sender's and holds no channel;
 * then the message holds one channel per hop, [enter, enter + L t_w + t_h), hop after hop,
 * waiting at a node when the next channel is busy. It holds its sender's port during its
 * start-up and first hop and its receiver's port during its last hop. So messages following
 * each other over several hops pipeline.
 */
class StoreAndForwardMode
{
public:
    static constexpr bool kStoreAndForward = true;
    using Ways = StoreAndForwardWays;

    StoreAndForwardMode(const TimingRequest &request, const Resources &, const Timeline &)
        : mCost(request.cost), mStartUpExact(startUpExact(request.cost.ts))
    {
    }

    /// The fast ways take a first hop at t_s, which the general way does only when t_s is exact.
    bool fastWaysAllowed() const { return mStartUpExact; }
    static bool timeWholeRound(const Ways &, bool &) { return false; }
    static std::size_t fastWay(const Ways &ways, std::size_t tu, double &roundTime, Scratch &)
    {
        return ways.oneHop(tu, roundTime);
    }

    /// Hop by hop: the first hop also needs the sender's port for the start-up before it; the
    /// last hop needs the receiver's port.
    void timeMessage(Timeline::MessageData &msg, double w, bool, const GeneralTransfer &transfer,
                     Resources &resources, Scratch &, Timeline &out, bool &) const
    {
        BusyTable &channels = resources.channels;
        BusyTable &sends = resources.sends;
        BusyTable &receives = resources.receives;
        const bool ports = resources.ports;
        const int hops = transfer.hops;
        const double hopTime = w * mCost.tw + mCost.th;
        double ready = mCost.ts;
        const double sendOffset = -mCost.ts;
        const double sendDuration = mCost.ts + hopTime;
        for (int h = 0; h < hops; ++h) {
            const bool first = ports && h == 0;
            const bool last = ports && h == hops - 1;
            const int channelSlot = transfer.channelSlots[h];
            const int arc = transfer.arcs[h];
            // Everything the hop needs is empty: claimEarliest would find each free at t = ready
            // (unless the start-up's offset, undone, rounds t past its tolerance: the first hop
            // is ready at t_s, see startUpExact) and claim them there.
            double enter;
            if (channels.empty(channelSlot) && (!first || sends.empty(transfer.sendSlot))
                && (!last || receives.empty(transfer.receiveSlot))
                && (!first || sendDuration <= 0 || mStartUpExact)) {
                enter = ready;
                if (!(hopTime <= 0))
                    channels.claim(channelSlot, arc, 0, enter + 0.0, enter + 0.0 + hopTime);
                if (first && !(sendDuration <= 0))
                    sends.claim(transfer.sendSlot, transfer.src, 0, enter + sendOffset,
                                enter + sendOffset + sendDuration);
                if (last && !(hopTime <= 0))
                    receives.claim(transfer.receiveSlot, transfer.dst, 0, enter + 0.0, enter + 0.0 + hopTime);
            } else {
                Need hopNeeds[3];
                std::size_t n = 0;
                hopNeeds[n++] = {&channels, channelSlot, arc, 0, 0.0, hopTime};
                if (first)
                    hopNeeds[n++] = {&sends, transfer.sendSlot, transfer.src, 0, sendOffset, sendDuration};
                if (last)
                    hopNeeds[n++] = {&receives, transfer.receiveSlot, transfer.dst, 0, 0.0, hopTime};
                enter = claimEarliest(hopNeeds, n, ready);
            }
            out.addHop(enter, enter + hopTime, h + 1 == hops);
            if (h == 0)
                msg.start = enter - mCost.ts;
            ready = enter + hopTime;
        }
        msg.finish = ready;
    }

private:
    /// A message's first hop is ready at t_s and needs the sender's port from t_s + (-t_s) on;
    /// claimEarliest undoes that offset, and the hop may start at t_s when it finds everything
    /// free (as the fast ways take it) unless undoing it rounds t_s past its tolerance. The
    /// test depends on t_s alone, so it is made once.
    static bool startUpExact(double ts)
    {
        const double ready = ts;
        const double sendOffset = -ts;
        return !((ready + sendOffset) - sendOffset > ready + 1e-9 * std::max(1.0, std::abs(ready)));
    }

    const CostParams &mCost;
    const bool mStartUpExact;
};

} // namespace

Switching StoreAndForwardTiming::switching() const
{
    return Switching::StoreAndForward;
}

Timeline StoreAndForwardTiming::timeline(const TimingRequest &request) const
{
    return RoundTimer<StoreAndForwardMode>(request).run();
}

} // namespace collviz::core::timing

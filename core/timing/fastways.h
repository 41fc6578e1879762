// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Private to the timing models (core/timing/): the ways of taking a round's commonest
// transfers fast that both switching modes share.

#include "core/timeline.h"
#include "core/timing/busytable.h"
#include "core/timing/messagewords.h"
#include "core/topology.h"

#include <QtGlobal>

#include <algorithm>
#include <cstdint>
#include <vector>

namespace collviz::core::timing {

/**
 * The commonest shapes in loops of their own, small enough for the compiler to keep what they
 * need in registers: a transfer of one message (combining, or one packet at most). Here the
 * ways both switching modes share (a round's one-hop messages that claim later, a round the
 * check found alone); each mode adds its own (StoreAndForwardWays: over one channel whose
 * resources are all still empty this round; WormholeWays: over any path). They take the
 * general way's steps with its arithmetic, only without its choices. Each takes the
 * transfers from `first` on while they have its shape and returns the first that has not
 * (for the general way), or the round's end.
 */
struct FastWays
{
    const Topology &topology;
    const TransferList &list;
    BusyTable &channels;
    BusyTable &sends;
    BusyTable &receives;
    Timeline &out;
    const CostParams &cost;
    MessageWords &words;
    bool half;
    bool combining;
    bool ports; ///< one port or a few (sends and receives are resources)
    bool counted; ///< combining, packets of one size and every id of the round valid: words by count
    bool *contended = nullptr; ///< set when a worm asks claimWorm (a resource it needs is busy)
    /// A bit per processor, all clear, for oneHopsClaimedLater's first messages (each processor's one
    /// send) to note their receivers in; cleared again there. (Empty where no round may take
    /// that way.)
    std::vector<std::uint64_t> *receivers = nullptr;

    /// Whether a transfer is one message between two processors (ids below `processors`,
    /// what isProcessor tests) over a path from src to dst (not checked: that it walks over
    /// links). Static, on values: a loop passes them from locals (the message's stores could
    /// alias members, which would then be read again for each transfer).
    static bool oneMessage(unsigned processors, bool combining, int src, int dst, IntSpan path, IntSpan ids)
    {
        return unsigned(src) < processors && unsigned(dst) < processors && src != dst && path.size() >= 2
               && path.front() == src && path.back() == dst && (combining || ids.size() <= 1);
    }
    /// oneMessage() for a transfer whose path is [src, dst] (TransferList::oneHop).
    static bool oneHopMessage(unsigned processors, bool combining, int src, int dst, IntSpan ids)
    {
        return unsigned(src) < processors && unsigned(dst) < processors && src != dst && (combining || ids.size() <= 1);
    }

    /// The words of that message, as the general way finds them (static, on values, as
    /// oneMessage).
    static double wordsOf(MessageWords &words, bool counted, bool combining, IntSpan ids)
    {
        if (counted)
            return words.ofValid(ids.size());
        return combining ? words.combined(ids) : ids.empty() ? 0.0 : words.packet(ids[0]);
    }
    double wordsOf(IntSpan ids) const { return wordsOf(words, counted, combining, ids); }

    /// The duration of the intervals of a one-hop message of `w` words: store-and-forward, its
    /// hop time; wormhole, its worm's (the cost parameters passed as values: loops keep them in
    /// registers).
    template<bool storeAndForward>
    static double oneHopSpan(double w, double ts, double tw, double th)
    {
        if (storeAndForward)
            return w * tw + th;
        return wormTime(1, w, ts, tw, th);
    }


    /// Messages of transfers [tu, tu + count), each of `packets` packets over `hops` hops
    /// and `span` long (a worm's time; store-and-forward, its one hop's), that find everything
    /// they need free, as the ways that claim time them: a worm from the round's start
    /// (WormholeWays::worm), a store-and-forward message's one hop after its start-up
    /// (StoreAndForwardWays::oneHopDirect). Returns their finish. (Static, on values, as oneMessage.)
    template<bool storeAndForward>
    static double addFresh(Timeline &out, double ts, std::size_t tu, int count, std::size_t packets, int hops,
                           double span)
    {
        if (storeAndForward) {
            const double enter = ts;
            const double finish = enter + span;
            out.addOneHops(int(tu), count, int(packets), enter - ts, enter, finish);
            return finish;
        }
        // (0 + span as WormholeWays::worm writes it: a worm of no time, with t_s, t_w and t_h all -0,
        // finishes at 0, not -0. Noncombining: min(1, count) packets, which is count here.)
        const double finish = 0.0 + span;
        out.addWorms(int(tu), count, int(packets), hops, 0.0, finish);
        return finish;
    }

    /**
     * A round whose messages the check found alone (CheckedRounds: every one has its channels
     * and ports to itself): each message timed as the ways that claim time a fresh one, with
     * no channel or port looked up (a worm and a one-hop store-and-forward message by
     * addFresh(), a longer store-and-forward one as the general way, hop after hop, none
     * waiting). Messages in a row of the same hops, packets and words (the same bits) have the
     * same times and go in as one run.
     */
    template<bool storeAndForward>
    void timeUncontended(double &roundTime) const
    {
        // What the loop reads, in locals (see oneMessage).
        const TransferList &list = this->list;
        Timeline &out = this->out;
        MessageWords &words = this->words;
        const bool byCount = counted;
        const bool anyCount = combining;
        const std::size_t end = list.size();
        const double ts = cost.ts;
        const double tw = cost.tw;
        const double th = cost.th;
        double latest = roundTime;
        std::size_t tu = 0;
        while (tu < end) {
            const int hops = int(list.path(tu).size()) - 1;
            const std::size_t packets = list.packets(tu).size();
            const double w = wordsOf(words, byCount, anyCount, list.packets(tu));
            std::size_t next = tu + 1;
            if (storeAndForward && hops > 1) {
                Timeline::MessageData &msg = out.addMessage(hops);
                msg.transfer = int(tu);
                msg.firstPacket = 0;
                msg.packetCount = int(packets); // (noncombining: one packet at most here)
                msg.hopCount = hops;
                const double hopTime = w * tw + th;
                double ready = ts;
                for (int h = 0; h < hops; ++h) {
                    const double enter = ready;
                    out.addHop(enter, enter + hopTime, h + 1 == hops);
                    if (h == 0)
                        msg.start = enter - ts;
                    ready = enter + hopTime;
                }
                msg.finish = ready;
                latest = std::max(latest, msg.finish);
                tu = next;
                continue;
            }
            // (The words of the transfer that ends a run are found again as the next run's
            // first: keeping them cost every message of a run more than it saved.)
            while (next < end && int(list.path(next).size()) - 1 == hops && list.packets(next).size() == packets
                   && Timeline::sameBits(wordsOf(words, byCount, anyCount, list.packets(next)), w))
                ++next;
            const double span = storeAndForward ? oneHopSpan<true>(w, ts, tw, th) : wormTime(hops, w, ts, tw, th);
            latest = std::max(latest, addFresh<storeAndForward>(out, ts, tu, int(next - tu), packets, hops, span));
            tu = next;
        }
        roundTime = latest;
    }

    /// Whether a round may begin with oneHopsClaimedLater: one port or a few in tables of one slot per
    /// port lane (direct()), and full duplex.
    static bool oneHopsClaimedLaterAllowed(const BusyTable &sends, const BusyTable &receives, bool ports, bool half)
    {
        return ports && !half && sends.direct() && receives.direct();
    }

    /**
     * One-hop messages from the start of a round (oneHopsClaimedLaterAllowed) while each finds its ports
     * empty, taken as the other ways take them but with the channel left alone: only the
     * ports' stamps are written (BusyTable::DirectT::mark; not even those while the round is
     * one message from each processor in turn to distinct receivers, see below), and their
     * claims are made by claimLaterOneHops when a later message of the round needs the tables.
     *
     * Their channels are empty without asking. In full duplex a channel is an arc, the one
     * arcBetween finds from its sender to its receiver; an earlier message of the round (all
     * taken this way) that claimed it went between the same two nodes and claimed the
     * receiver's port too, for the same time (or neither, when that time is not positive). So
     * a receiver whose port is empty has no claimed arc into it. On a hypercube the walk is
     * not even looked up: its nodes differ in one bit (ArcIndex::linked).
     *
     * A round whose messages all go this way (a hypercube's dimension exchange, a broadcast
     * tree) then neither looks up nor writes its channels (a hypercube:16 has a million,
     * found through a hash table) or its ports' slots. Returns the first transfer not taken.
     */
    template<bool storeAndForward>
    std::size_t oneHopsClaimedLater(std::size_t first, double &roundTime) const
    {
        const std::size_t end = list.size();
        const BusyTable::Direct send = sends.directLanes();
        const BusyTable::Direct receive = receives.directLanes();
        const unsigned processors = unsigned(topology.processorCount());
        const bool byCount = counted;
        const bool anyCount = combining;
        const double ts = cost.ts;
        const double tw = cost.tw;
        const double th = cost.th;
        int guess = 0; // Topology::arcBetween's
        double latest = roundTime;
        // A message's times, and its ports' stamps (what claimLaterOneHops's claims will be).
        const auto spanOf = [&](IntSpan ids) {
            return oneHopSpan<storeAndForward>(wordsOf(words, byCount, anyCount, ids), ts, tw, th);
        };
        const auto mark = [&](int src, int dst, double span) {
            if (storeAndForward ? !(ts + span <= 0) : !(span <= 0))
                send.mark(src);
            if (!(span <= 0))
                receive.mark(dst);
        };
        // Messages of transfers [tu, tu + count), each of `packets` packets and `span` long.
        const auto add = [&](std::size_t tu, int count, std::size_t packets, double span) {
            latest = std::max(latest, addFresh<storeAndForward>(out, ts, tu, count, packets, 1, span));
        };
        std::size_t tu = first;
        if (first == 0 && receivers && !receivers->empty()) {
            // While transfer tu is processor tu's and goes to a processor no earlier one went to
            // (a dimension exchange, a shift), each processor has sent one message at most and
            // received one at most: every port is found empty without asking, and the stamps
            // are left alone (the receivers noted in a bitset the size of the processors'
            // count, not in the ports' table of stamps and slots). At a transfer of another
            // shape those messages' ports are stamped, for the loop below (a round all of that
            // shape writes none).
            // Messages of the same packets and span in a row (all of a dimension exchange of
            // one packet each) are added as a run, once at its end (the Timeline's test for an
            // alike message once for the run, not once a message).
            std::uint64_t *const seen = receivers->data();
            std::size_t runFirst = 0;
            std::size_t runPackets = 0;
            double runSpan = 0.0;
            const auto addRun = [&](std::size_t runEnd) {
                if (runEnd > runFirst)
                    add(runFirst, int(runEnd - runFirst), runPackets, runSpan);
            };
            for (; tu < end; ++tu) {
                const int src = list.src(tu);
                const int dst = list.dst(tu);
                const IntSpan ids = list.packets(tu);
                if (src != int(tu) || !list.oneHop(tu) || !oneHopMessage(processors, anyCount, src, dst, ids)
                    || !topology.linked(src, dst, guess))
                    break;
                std::uint64_t &word = seen[unsigned(dst) >> 6];
                const std::uint64_t bit = std::uint64_t(1) << (unsigned(dst) & 63U);
                if (word & bit)
                    break;
                word |= bit;
                const double span = spanOf(ids);
                if (tu == runFirst || ids.size() != runPackets || !Timeline::sameBits(span, runSpan)) {
                    addRun(tu);
                    runFirst = tu;
                    runPackets = ids.size();
                    runSpan = span;
                }
            }
            addRun(tu);
            if (tu < end)
                for (std::size_t i = 0; i < tu; ++i)
                    mark(int(i), list.dst(i), spanOf(list.packets(i)));
            if (tu > 0)
                std::fill(receivers->begin(), receivers->end(), std::uint64_t(0));
        }
        for (; tu < end; ++tu) {
            const int src = list.src(tu);
            const int dst = list.dst(tu);
            const IntSpan ids = list.packets(tu);
            if (!list.oneHop(tu) || !oneHopMessage(processors, anyCount, src, dst, ids))
                break;
            if (!topology.linked(src, dst, guess))
                break;
            if (!send.empty(src) || !receive.empty(dst))
                break;
            const double span = spanOf(ids);
            mark(src, dst, span);
            add(tu, 1, ids.size(), span);
        }
        roundTime = latest;
        return tu;
    }

    /// The claims of the messages oneHopsClaimedLater took, transfers [first, end), made for the ways
    /// that ask the tables (in its order, though each is the first on its port lanes and
    /// channel, so order changes nothing).
    template<bool storeAndForward>
    void claimLaterOneHops(std::size_t first, std::size_t end) const
    {
        const double ts = cost.ts;
        const BusyTable::Direct send = sends.directLanes();
        const BusyTable::Direct receive = receives.directLanes();
        for (std::size_t tu = first; tu < end; ++tu) {
            const int src = list.src(tu);
            const int dst = list.dst(tu);
            const double span = oneHopSpan<storeAndForward>(wordsOf(list.packets(tu)), ts, cost.tw, cost.th);
            const int a = topology.arcBetween(src, dst);
            if (storeAndForward) {
                const double hopTime = span;
                const double sendOffset = -ts;
                const double sendDuration = ts + hopTime;
                const double enter = ts;
                if (!(hopTime <= 0)) {
                    channels.claim(channels.slot(a), a, 0, enter + 0.0, enter + 0.0 + hopTime);
                    receive.claimEmpty(dst, enter + 0.0, enter + 0.0 + hopTime);
                }
                if (!(sendDuration <= 0))
                    send.claimEmpty(src, enter + sendOffset, enter + sendOffset + sendDuration);
            } else {
                const double d = span;
                const double t = 0.0;
                if (!(d <= 0)) {
                    send.claimEmpty(src, t, t + d);
                    receive.claimEmpty(dst, t, t + d);
                    channels.claim(channels.slot(a), a, 0, t, t + d);
                }
            }
        }
    }
};

} // namespace collviz::core::timing

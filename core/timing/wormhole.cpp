// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "core/timing/wormhole.h"

#include "core/bits.h"
#include "core/timing/rounds.h"

#include <QtGlobal>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <optional>
#include <tuple>
#include <vector>

namespace collviz::core::timing {
namespace {

/// A worm's needs into `needs` (grown to fit), in the general way's order: with ports
/// (`sends` not null), the sender's lane on `sends` and the receiver's on `receives`; then each
/// hop's channel, slot slotIds[h] and resource arcs[h]. Returns how many. Field by field: a whole
/// record built aside and copied in stalls on store forwarding.
std::size_t wormNeeds(std::vector<Need> &needs, BusyTable *sends, int sendSlot, int src, BusyTable *receives,
                      int receiveSlot, int dst, BusyTable *channels, const int *slotIds, const int *arcs, int hops)
{
    if (needs.size() < std::size_t(hops) + 2)
        needs.resize(std::size_t(hops) + 2);
    std::size_t count = 0;
    auto need = [&](BusyTable *table, int slot, int resource) {
        Need &n = needs[count++];
        n.table = table;
        n.slot = slot;
        n.resource = resource;
    };
    if (sends) {
        need(sends, sendSlot, src);
        need(receives, receiveSlot, dst);
    }
    for (int h = 0; h < hops; ++h)
        need(channels, slotIds[h], arcs[h]);
    return count;
}

/// claimEarliest for a worm: every need from 0 on, for the same duration `d`. (Its offsets of
/// 0 change nothing: t + 0.0 is t for every t >= +0.0, and t never becomes -0.0.) The
/// tolerances depend on t and d only, so they change only when t moves. The first `empty`
/// needs are known to have no interval this round: the first pass would find each free at
/// t = 0, on lane 0, so it starts after them.
double claimWorm(Need *needs, std::size_t count, double d, std::size_t empty = 0)
{
    Need *const end = needs + count;
    double t = 0.0;
    if (d <= 0)
        return t;
    double clear = t + 1e-9 * std::max({1.0, std::abs(t), d});
    double beyond = t + 1e-9 * std::max(1.0, std::abs(t));
    empty = std::min(empty, count);
    for (std::size_t k = 0; k < empty; ++k)
        needs[k].lane = 0;
    // Round and round, as claimEarliest asks.
    for (std::size_t settled = empty, i = empty == count ? 0 : empty; settled < count; i = i + 1 == count ? 0 : i + 1) {
        Need *const n = needs + i;
        ++settled;
        n->lane = 0;
        if (n->table->clearAt(n->slot, clear))
            continue; // free at t
        double at;
        std::tie(at, n->lane) = n->table->earliest(n->slot, n->resource, t, d);
        if (at > beyond) {
            t = at;
            clear = t + 1e-9 * std::max({1.0, std::abs(t), d});
            beyond = t + 1e-9 * std::max(1.0, std::abs(t));
            settled = 0;
        }
    }
    for (Need *n = needs; n != end; ++n)
        n->table->claim(n->slot, n->resource, n->lane, t, t + d);
    return t;
}

/// claimWorm where every need is lane 0 of a direct table of one lane (BusyTable::Lane): the
/// same asks in the same order, and the same claims.
double claimWormLanes(const BusyTable::Lane *needs, std::size_t count, double d, std::size_t empty)
{
    double t = 0.0;
    if (d <= 0)
        return t;
    double clear = t + 1e-9 * std::max({1.0, std::abs(t), d});
    double beyond = t + 1e-9 * std::max(1.0, std::abs(t));
    empty = std::min(empty, count);
    for (std::size_t settled = empty, i = empty == count ? 0 : empty; settled < count; i = i + 1 == count ? 0 : i + 1) {
        const BusyTable::Lane &n = needs[i];
        ++settled;
        if (BusyTable::clearAt(n, clear))
            continue; // free at t
        const double at = BusyTable::earliest(n, t, d);
        if (at > beyond) {
            t = at;
            clear = t + 1e-9 * std::max({1.0, std::abs(t), d});
            beyond = t + 1e-9 * std::max(1.0, std::abs(t));
            settled = 0;
        }
    }
    for (std::size_t i = 0; i < count; ++i)
        BusyTable::claim(needs[i], t, t + d);
    return t;
}

/// The wormhole fast way beside the shared ones.
struct WormholeWays : FastWays
{
    /// How a worm's walk went: whether its path is a walk over links, whether every channel
    /// and port was empty, how many of its needs are known empty before the first busy one
    /// (claimWorm's `empty`), and how many hops it claimed before finding one busy.
    struct Walk
    {
        bool ok = true;
        bool fresh = true;
        std::size_t known = 0;
        int claimed = 0;
    };

    /// What worm() reads for every transfer, found once a call.
    struct Setting
    {
        const ArcIndex::Adjacent *table; ///< a hypercube's arcs by node and dimension (full duplex), or null
        unsigned nodes;
        std::size_t dimensions;
        bool direct;    ///< the channels' slots are indexed by arc
        bool laneNeeds; ///< every need lane 0 of a direct table of one lane (one port, or all-port)
        BusyTable::DirectOne channel;
    };

    /// Wormhole, any path: when every channel and both ports are empty, the general way would
    /// find them free at t = 0 and claim them there; otherwise it asks claimWorm, as this does.
    Q_NEVER_INLINE std::size_t worm(std::size_t first, double &roundTime, Scratch &scratch) const
    {
        const std::size_t end = list.size();
        const bool direct = channels.direct();
        const Setting setting{
            direct && !half ? topology.arcIndex().hypercubeArcs() : nullptr,
            unsigned(topology.nodeCount()),
            std::size_t(topology.arcIndex().hypercubeDimensions()),
            direct,
            direct && channels.lanes() == 1
                && (!ports || (sends.direct() && receives.direct() && sends.lanes() == 1 && receives.lanes() == 1)),
            direct ? channels.directLane() : BusyTable::DirectOne()};
        // What oneMessage reads, in locals (see oneMessage).
        const unsigned processors = unsigned(topology.processorCount());
        const bool anyCount = combining;
        int guess = 0; // Topology::arcBetween's
        double latest = roundTime;
        // On a hypercube's arc table the fresh messages only mark their channels (their
        // stamps: DirectT::mark) while every message so far was fresh, [first, tu) all at t = 0
        // for their own d: a contention-free round (a pairwise exchange's) writes no channel
        // slot. The first message that finds something busy, or leaving this loop before the
        // round's end, writes those slots first (claimLaterWorms), since claims and the general way
        // read them from then on.
        bool marking = setting.table != nullptr;
        std::size_t tu = first;
        for (; tu < end; ++tu) {
            const int src = list.src(tu);
            const int dst = list.dst(tu);
            const IntSpan path = list.path(tu);
            const IntSpan ids = list.packets(tu);
            if (!oneMessage(processors, anyCount, src, dst, path, ids))
                break;
            const int hops = int(path.size()) - 1;
            if (scratch.channelSlots.size() < std::size_t(hops)) {
                scratch.channelSlots.resize(std::size_t(hops));
                scratch.arcs.resize(std::size_t(hops));
            }
            double t = 0.0;
            const double d = wormTime(hops, wordsOf(ids), cost.ts, cost.tw, cost.th);
            if (setting.direct) {
                if (!wormDirect(setting, src, dst, path, hops, d, guess, scratch, t, marking, first, tu))
                    break;
            } else if (!wormAny(src, dst, path, hops, d, guess, scratch, t)) {
                break; // the general way drops it
            }
            // noncombining: min(1, count) packets, which is count here
            out.addWorm(int(tu), int(ids.size()), hops, t, t + d);
            latest = std::max(latest, t + d);
        }
        if (marking && tu < end)
            claimLaterWorms(first, tu); // the general way goes on with this round
        roundTime = latest;
        return tu;
    }

    /// One worm of d on direct tables, with everything they read at hand (the channels' slots
    /// indexed by arc; on a hypercube in full duplex its arc table): a hop is a few
    /// instructions, and pairwise exchanges cross millions. In one pass: each channel is
    /// claimed as the walk finds it empty; when one is not, or the walk breaks, the claims are
    /// undone (BusyTable::Direct::release) and the message takes claimWorm as the general way
    /// would, or breaks. Its start into `t`; false where its path is no walk. `marking`: see
    /// worm(), which has taken transfers [first, tu).
    Q_ALWAYS_INLINE bool wormDirect(const Setting &setting, int src, int dst, IntSpan path, int hops, double d,
                                    int &guess, Scratch &scratch, double &t, bool &marking, std::size_t first,
                                    std::size_t tu) const
    {
        const int sendSlot = ports ? sends.slot(src) : -1;
        const int receiveSlot = ports ? receives.slot(dst) : -1;
        Walk walk;
        walk.fresh = !ports || (sends.empty(sendSlot) && receives.empty(receiveSlot));
        if (!walk.fresh)
            walk.known = sends.empty(sendSlot) ? 1 : 0;
        const bool claim = !(d <= 0);
        int *const arcOut = scratch.arcs.data();
        if (setting.table)
            walkArcTable(setting, path.data(), hops, claim && !marking, claim && marking, t, d, arcOut, walk);
        else
            walkChannels(setting.channel, path.data(), hops, claim, t, d, guess, arcOut, walk);
        if (!walk.fresh || !walk.ok)
            for (int h = 0; h < walk.claimed; ++h)
                setting.channel.release(arcOut[h]);
        if (!walk.ok)
            return false;
        if (!walk.fresh && marking) {
            claimLaterWorms(first, tu);
            marking = false;
        }
        if (walk.fresh) {
            if (claim && ports) {
                sends.claim(sendSlot, src, 0, t, t + d);
                receives.claim(receiveSlot, dst, 0, t, t + d);
            }
        } else {
            t = claimContended(setting.laneNeeds, src, dst, sendSlot, receiveSlot, arcOut, hops, d, walk.known,
                               scratch);
        }
        return true;
    }

    /// The walk over a hypercube's arc table (ArcIndex::arcBetween's rule: with from below
    /// nodes, a power of two, and one bit in differ below it, the other end is a node too, so
    /// only the first node is tested against nodes; differ - 1 below nodes - 1 is differ in
    /// [1, nodes)). Two loops, each with what it reads in registers: the fresh one claims
    /// (`claim`) or marks (`mark`) each channel as it finds it empty; from the first busy one
    /// on, the other only finds the arcs.
    Q_ALWAYS_INLINE void walkArcTable(const Setting &setting, const int *p, int hops, bool claim, bool mark, double t,
                                      double d, int *arcOut, Walk &walk) const
    {
        const ArcIndex::Adjacent *const table = setting.table;
        const std::size_t dimensions = setting.dimensions;
        const BusyTable::DirectOne channel = setting.channel;
        const unsigned below = setting.nodes - 1u;
        unsigned from = unsigned(p[0]);
        int h = 0;
        auto arcTo = [&](unsigned to, int &a) {
            const unsigned differ = from ^ to;
            if (differ - 1u >= below || (differ & (differ - 1u)) != 0)
                return false;
            a = table[std::size_t(from) * dimensions + std::size_t(bits::ctz(differ))].arc;
            from = to;
            return true;
        };
        if (from >= setting.nodes)
            walk.ok = false;
        if (walk.ok && walk.fresh) {
            const double until = t + d;
            for (; h < hops; ++h) {
                int a;
                if (!arcTo(unsigned(p[h + 1]), a)) {
                    walk.ok = false;
                    break;
                }
                arcOut[h] = a;
                if (!channel.empty(a)) {
                    walk.fresh = false;
                    walk.known = std::size_t(ports ? 2 : 0) + std::size_t(h);
                    ++h;
                    break;
                }
                if (mark) {
                    channel.mark(a);
                    walk.claimed = h + 1;
                } else if (claim) {
                    channel.claimEmpty(a, t, until);
                    walk.claimed = h + 1;
                }
            }
        }
        if (walk.ok)
            for (; h < hops; ++h) {
                int a;
                if (!arcTo(unsigned(p[h + 1]), a)) {
                    walk.ok = false;
                    break;
                }
                arcOut[h] = a;
            }
    }

    /// The walk over any direct channel table, hop by hop through Topology::channelBetween:
    /// each channel claimed (`claim`) as it is found empty, until one is busy.
    Q_ALWAYS_INLINE void walkChannels(const BusyTable::DirectOne &channel, const int *p, int hops, bool claim,
                                      double t, double d, int &guess, int *arcOut, Walk &walk) const
    {
        for (int h = 0; h < hops; ++h) {
            const int a = topology.channelBetween(p[h], p[h + 1], half, guess);
            if (a < 0) {
                walk.ok = false;
                break;
            }
            arcOut[h] = a;
            if (!walk.fresh)
                continue;
            if (!channel.empty(a)) {
                walk.fresh = false;
                walk.known = std::size_t(ports ? 2 : 0) + std::size_t(h);
            } else if (claim) {
                channel.claimEmpty(a, t, t + d);
                walk.claimed = h + 1;
            }
        }
    }

    /// A worm that found something busy: the general way's needs, in its order (a channel's
    /// slot is its arc), claimed where claimWorm finds them all free, the first `known` known
    /// empty. Returns its start.
    double claimContended(bool laneNeeds, int src, int dst, int sendSlot, int receiveSlot, const int *arcOut,
                          int hops, double d, std::size_t known, Scratch &scratch) const
    {
        *contended = true;
        if (laneNeeds) {
            // Each need lane 0 of a table of one lane.
            std::vector<BusyTable::Lane> &lanes = scratch.lanes;
            if (lanes.size() < std::size_t(hops) + 2)
                lanes.resize(std::size_t(hops) + 2);
            std::size_t count = 0;
            if (ports) {
                lanes[count++] = sends.lane(src);
                lanes[count++] = receives.lane(dst);
            }
            for (int h = 0; h < hops; ++h)
                lanes[count++] = channels.lane(arcOut[h]);
            return claimWormLanes(lanes.data(), count, d, known);
        }
        const std::size_t count = wormNeeds(scratch.needs, ports ? &sends : nullptr, sendSlot, src, &receives,
                                            receiveSlot, dst, &channels, arcOut, arcOut, hops);
        return claimWorm(scratch.needs.data(), count, d, known);
    }

    /// One worm of d on tables that are not direct: its channels' slots found first, then
    /// claimed at once where all are empty, else through claimWorm. Its start into `t`; false
    /// where its path is no walk.
    bool wormAny(int src, int dst, IntSpan path, int hops, double d, int &guess, Scratch &scratch, double &t) const
    {
        bool fresh = true;
        for (int h = 0; h < hops; ++h) {
            const int a = topology.channelBetween(path[std::size_t(h)], path[std::size_t(h) + 1], half, guess);
            if (a < 0)
                return false;
            scratch.arcs[std::size_t(h)] = a;
            const int slot = channels.slot(a);
            scratch.channelSlots[std::size_t(h)] = slot;
            fresh &= channels.empty(slot);
        }
        const int sendSlot = ports ? sends.slot(src) : -1;
        const int receiveSlot = ports ? receives.slot(dst) : -1;
        fresh = fresh && (!ports || (sends.empty(sendSlot) && receives.empty(receiveSlot)));
        if (fresh) {
            if (!(d <= 0)) {
                if (ports) {
                    sends.claim(sendSlot, src, 0, t, t + d);
                    receives.claim(receiveSlot, dst, 0, t, t + d);
                }
                channels.claimAll(scratch.channelSlots.data(), hops, t, t + d);
            }
            return true;
        }
        *contended = true;
        // The general way's needs, in its order.
        const std::size_t count = wormNeeds(scratch.needs, ports ? &sends : nullptr, sendSlot, src, &receives,
                                            receiveSlot, dst, &channels, scratch.channelSlots.data(),
                                            scratch.arcs.data(), hops);
        t = claimWorm(scratch.needs.data(), count, d);
        return true;
    }

    /// The claims of the fresh messages worm() only marked on a hypercube's arc table,
    /// transfers [first, end): each of its channels over [0, d), d its worm's time, as
    /// claimEmpty would have made them (the stamps are set already).
    void claimLaterWorms(std::size_t first, std::size_t end) const
    {
        const BusyTable::DirectOne channel = channels.directLane();
        for (std::size_t tu = first; tu < end; ++tu) {
            const IntSpan path = list.path(tu);
            const int hops = int(path.size()) - 1;
            const double d = wormTime(hops, wordsOf(list.packets(tu)), cost.ts, cost.tw, cost.th);
            if (d <= 0)
                continue;
            // (Their walks were checked: every hop has its arc, in full duplex its channel.)
            for (int h = 0; h < hops; ++h)
                channel.claimEmpty(topology.arcBetween(path[std::size_t(h)], path[std::size_t(h) + 1]), 0.0, d);
        }
    }
};

/**
 * Wormhole rounds in turns. When every message of a round lasts the same d, each claim the
 * general way makes is one of the turns [T_k, T_k + d), T_0 = 0 and T_{k+1} = T_k + d (as its
 * sums make them): a worm starts at 0 or where a claim before it ends. Two claims on one
 * resource then meet exactly or overlap by a whole d, which the tolerances (1e-9 of the times
 * and of d) cannot mistake while d is far above them, so claimWorm's earliest start is the
 * first turn free on every resource the worm needs. With each resource's taken turns in a
 * 64-bit word that is an OR and a count of trailing ones, not an interval search a resource.
 *
 * For tables of one lane (one port, or all-port: BusyTable's lane 0 is all claimWorm uses)
 * and rounds whose transfers are one message each (FastWays::oneMessage). run() adds nothing
 * (the round then takes the usual ways) for a transfer of several messages, a message that
 * lasts otherwise than the first, a duration outside [kShortest, kLongest], a path of more
 * hops than a turn message keeps, or a message that would need turn 64 or later.
 */
class Turns
{
public:
    Turns(std::size_t channels, std::size_t nodes, bool ports)
        : mChannels(channels), mSends(ports ? nodes : 0), mReceives(ports ? nodes : 0), mPorts(ports)
    {
    }

    /// What run() did.
    enum class Outcome {
        NotApplicable, ///< nothing added: the round takes the usual ways
        Free,          ///< added, every message at turn 0 (nothing waited)
        Waited,        ///< added, some message waited for a turn
    };
    /// Adds the round in `list` to `out` as a whole round (Timeline::addTurnRound).
    Q_NEVER_INLINE Outcome run(const Topology &topology, const TransferList &list, const CostParams &cost,
                               MessageWords &words, bool counted, bool combining, bool half, Timeline &out)
    {
        // The last round's turns given back (also after a round it left to the usual ways).
        for (Table *table : {&mChannels, &mSends, &mReceives})
            table->reset();
        mMessages.clear();
        const unsigned processors = unsigned(topology.processorCount());
        const double ts = cost.ts, tw = cost.tw, th = cost.th;
        std::uint64_t d = 0; // the round's duration's bits (0: none yet)
        int last = -1;       // the last turn taken
        // Topology::arcBetween's guess per hop: hop h of a round's paths mostly goes the way hop h
        // of the path before did (a torus's dimension-order routes turn at about the same hops).
        int guesses[kGuesses] = {};
        for (std::size_t tu = 0; tu < list.size(); ++tu) {
            const int src = list.src(tu);
            const int dst = list.dst(tu);
            const IntSpan path = list.path(tu);
            const IntSpan ids = list.packets(tu);
            if (!FastWays::oneMessage(processors, combining, src, dst, path, ids))
                return Outcome::NotApplicable;
            const int hops = int(path.size()) - 1;
            if (mArcs.size() < std::size_t(hops))
                mArcs.resize(std::size_t(hops));
            std::uint64_t taken = mPorts ? mSends.turns[std::size_t(src)] | mReceives.turns[std::size_t(dst)] : 0;
            bool walk = true;
            for (int h = 0; h < hops; ++h) {
                const int a = topology.channelBetween(path[std::size_t(h)], path[std::size_t(h) + 1], half,
                                                      guesses[std::min(h, kGuesses - 1)]);
                if (a < 0) {
                    walk = false;
                    break;
                }
                mArcs[std::size_t(h)] = a;
                taken |= mChannels.turns[std::size_t(a)];
            }
            if (!walk)
                continue; // the general way drops it: no message, no claim
            if (hops > 0xFFFF)
                return Outcome::NotApplicable; // more than a turn message's hop count keeps
            const double time = wormTime(hops, FastWays::wordsOf(words, counted, combining, ids), ts, tw, th);
            std::uint64_t bits;
            std::memcpy(&bits, &time, sizeof bits);
            if (d == 0) {
                // Far above the tolerances over 64 turns, and a number.
                if (!(time >= kShortest && time <= kLongest))
                    return Outcome::NotApplicable;
                d = bits;
            } else if (bits != d)
                return Outcome::NotApplicable;
            if (taken == ~std::uint64_t(0))
                return Outcome::NotApplicable;
            const int turn = bits::ctz64(~taken);
            const std::uint64_t bit = std::uint64_t(1) << turn;
            if (mPorts) {
                mSends.take(src, bit);
                mReceives.take(dst, bit);
            }
            for (int h = 0; h < hops; ++h)
                mChannels.take(mArcs[std::size_t(h)], bit);
            mMessages.push_back({std::uint32_t(tu), std::uint32_t(ids.size()), std::uint16_t(hops), std::uint16_t(turn)});
            last = std::max(last, turn);
        }
        // The turns' times, summed as the general way's claims sum them; the round lasts until
        // the last finish (0 without messages).
        double duration;
        std::memcpy(&duration, &d, sizeof duration);
        mTimes.assign(std::size_t(last + 2), 0.0);
        for (int k = 0; k <= last; ++k)
            mTimes[std::size_t(k) + 1] = mTimes[std::size_t(k)] + duration;
        if (!out.addTurnRound(mMessages.data(), mMessages.size(), mTimes.data(), std::size_t(last + 1), mTimes.back()))
            return Outcome::NotApplicable;
        return last > 0 ? Outcome::Waited : Outcome::Free;
    }

private:
    /// A duration of at least kShortest keeps 64 turns apart by far more than the tolerances
    /// (1e-9 max(1, |t|, d), t below 64 d); kLongest keeps their sums finite.
    static constexpr double kShortest = 1e-6;
    static constexpr double kLongest = 1e300;
    static constexpr int kGuesses = 16;
    /// Each resource's taken turns this round, one word (8 bytes: direct exchange's 6,144 arcs
    /// in 48 KB, where a word and a round stamp took 96 KB), and the resources taken, whose
    /// words the next round sets back to 0.
    struct Table
    {
        explicit Table(std::size_t resources) : turns(resources, 0), touched(resources + 1) {}
        /// Takes turn `bit` (not 0) on resource i; the first take of a round lists it (without a
        /// branch: the index is written either way, and the list has room for every resource
        /// and the one more such a write may land on).
        void take(int i, std::uint64_t bit)
        {
            std::uint64_t &t = turns[std::size_t(i)];
            touched[count] = i;
            count += t == 0;
            t |= bit;
        }
        void reset()
        {
            for (std::size_t k = 0; k < count; ++k)
                turns[std::size_t(touched[k])] = 0;
            count = 0;
        }
        std::vector<std::uint64_t> turns;
        std::vector<int> touched;
        std::size_t count = 0;
    };
    Table mChannels, mSends, mReceives;
    bool mPorts;
    std::vector<Timeline::TurnMessage> mMessages;
    std::vector<int> mArcs;
    std::vector<double> mTimes;
};

/**
 * Wormhole, for RoundTimer: a message holds its sender's port, its receiver's port and every
 * channel of its path for its whole time t_s + h t_h + L t_w (its start-up sets the path up),
 * so messages sharing a channel take turns of t_s + h t_h + L t_w, as seed 001 counts
 * congestion (section 3.1.1).
 */
class WormholeMode
{
public:
    static constexpr bool kStoreAndForward = false;
    using Ways = WormholeWays;

    // Rounds are tried in turns (see Turns) after a round in which some worm found a resource
    // busy (or one timed in turns; a round the check found alone leaves that as it was):
    // contention-free ones take the usual ways, which claim each resource at once, and need no
    // turn table. (Not where the channel table is too big to index directly, whose turn words
    // would be too; not where the timeline keeps every message as a record: the tests'
    // reference.)
    WormholeMode(const TimingRequest &request, const Resources &resources, const Timeline &out)
        : mRequest(request), mResources(resources),
          mTurnsAllowed(resources.lanes <= 1 && resources.channels.direct() && out.compact())
    {
    }

    static bool fastWaysAllowed() { return true; }

    /// A round in turns, after a contended one: true where Turns took it (`contended` then
    /// says whether some worm waited).
    bool timeWholeRound(const Ways &ways, bool &contended)
    {
        if (!mTurnsAllowed || !contended)
            return false;
        if (!mTurns)
            mTurns.emplace(mResources.channelCount, std::size_t(mRequest.topology.nodeCount()), mResources.ports);
        const Turns::Outcome done = mTurns->run(ways.topology, ways.list, ways.cost, ways.words, ways.counted,
                                                ways.combining, ways.half, ways.out);
        if (done == Turns::Outcome::NotApplicable)
            return false;
        // A round in which nothing waited: the next takes the usual ways again (which keep an
        // alike round as one message).
        contended = done == Turns::Outcome::Waited;
        return true;
    }

    static std::size_t fastWay(const Ways &ways, std::size_t tu, double &roundTime, Scratch &scratch)
    {
        return ways.worm(tu, roundTime, scratch);
    }

    /// The worm (its start-up sets up its path) holds everything at once: where everything it
    /// needs is empty, claimWorm would find each free at t = 0 on lane 0 and claim them there,
    /// in this order; otherwise claimWorm finds when.
    void timeMessage(Timeline::MessageData &msg, double w, bool first, GeneralTransfer &transfer,
                     Resources &resources, Scratch &scratch, Timeline &, bool &contended) const
    {
        const CostParams &cost = mRequest.cost;
        const double d = wormTime(transfer.hops, w, cost.ts, cost.tw, cost.th);
        if (transfer.fresh && first) {
            const double t = 0.0;
            if (!(d <= 0)) {
                if (resources.ports) {
                    resources.sends.claim(transfer.sendSlot, transfer.src, 0, t, t + d);
                    resources.receives.claim(transfer.receiveSlot, transfer.dst, 0, t, t + d);
                }
                for (int h = 0; h < transfer.hops; ++h)
                    resources.channels.claim(transfer.channelSlots[h], transfer.arcs[h], 0, t, t + d);
            }
            msg.start = t;
        } else {
            contended = true;
            if (transfer.needCount == 0)
                transfer.needCount = wormNeeds(scratch.needs, resources.ports ? &resources.sends : nullptr,
                                               transfer.sendSlot, transfer.src, &resources.receives,
                                               transfer.receiveSlot, transfer.dst, &resources.channels,
                                               transfer.channelSlots, transfer.arcs, transfer.hops);
            msg.start = claimWorm(scratch.needs.data(), transfer.needCount, d);
        }
        msg.finish = msg.start + d;
    }

private:
    const TimingRequest &mRequest;
    const Resources &mResources;
    const bool mTurnsAllowed;
    std::optional<Turns> mTurns;
};

} // namespace

Switching WormholeTiming::switching() const
{
    return Switching::Wormhole;
}

Timeline WormholeTiming::timeline(const TimingRequest &request) const
{
    return RoundTimer<WormholeMode>(request).run();
}

} // namespace collviz::core::timing

#include "core/costmodel.h"

#include <algorithm>
#include <cmath>

namespace collviz::core {

// ------------------------------------------------------------------ Timeline

Timeline::Range Timeline::messages(int round) const
{
    const RoundEntry &e = mRounds[std::size_t(round)];
    const Message *base = mMessages.data() + e.firstMessage;
    return {base, base + e.messageCount};
}

Timeline::Range Timeline::messagesOf(int round, int transfer) const
{
    const Range all = messages(round);
    const Message *lo = std::lower_bound(all.first, all.last, transfer,
                                         [](const Message &m, int t) { return m.transfer < t; });
    const Message *hi = lo;
    while (hi != all.last && hi->transfer == transfer)
        ++hi;
    return {lo, hi};
}

std::pair<double, double> Timeline::hop(const Message &message, int i) const
{
    if (!mStoreAndForward)
        return {message.start, message.finish};
    const std::size_t at = message.firstHop + 2 * std::size_t(i);
    return {mHops[at], mHops[at + 1]};
}

void Timeline::beginRound()
{
    RoundEntry e;
    e.firstMessage = mMessages.size();
    e.start = mTotal;
    mRounds.push_back(e);
}

std::size_t Timeline::addHop(double enter, double leave)
{
    mHops.push_back(enter);
    mHops.push_back(leave);
    return mHops.size() - 2;
}

void Timeline::endRound(double time)
{
    RoundEntry &e = mRounds.back();
    e.messageCount = mMessages.size() - e.firstMessage;
    e.time = time;
    mTotal += time;
}

// ------------------------------------------------------------------ CostModel

namespace {

/// Busy intervals of a set of resources (channels, or the nodes' port lanes), for one round.
/// Lane 0 of every resource sits in one flat table (a channel has only that lane; so does a
/// 1-port node); further lanes of a k-port node are made when first needed. Each lane keeps
/// its intervals sorted and disjoint, so the search starts with a binary search: a port that
/// sends hundreds of messages in a round stays cheap to claim on, and a lane nothing has
/// claimed yet (the common case) answers at once.
class BusyTable
{
public:
    struct Busy
    {
        double from;
        double to;
    };
    using Lane = std::vector<Busy>;

    BusyTable(std::size_t resources, int lanes)
        : mLanes(std::max(1, lanes)), mFirst(resources), mMore(mLanes > 1 ? resources : 0)
    {
    }

    /// The earliest u >= t at which some lane of `resource` is free for [u, u + d), and that lane.
    std::pair<double, int> earliest(int resource, double t, double d) const
    {
        const Lane &first = mFirst[std::size_t(resource)];
        if (first.empty())
            return {t, 0};
        double best = freeFrom(first, t, d);
        int bestLane = 0;
        for (int lane = 1; lane < mLanes && best > t; ++lane) {
            const std::vector<Lane> &more = mMore[std::size_t(resource)];
            const std::size_t i = std::size_t(lane - 1);
            const double u = i < more.size() ? freeFrom(more[i], t, d) : t;
            if (u < best) {
                best = u;
                bestLane = lane;
            }
        }
        return {best, bestLane};
    }

    void claim(int resource, int lane, double from, double to)
    {
        Lane *list = &mFirst[std::size_t(resource)];
        if (lane > 0) {
            std::vector<Lane> &more = mMore[std::size_t(resource)];
            if (more.size() < std::size_t(lane))
                more.resize(std::size_t(lane));
            list = &more[std::size_t(lane - 1)];
        }
        if (list->empty())
            mTouched.push_back({resource, lane});
        if (list->empty() || list->back().from <= from)
            list->push_back(Busy{from, to}); // claims mostly come in time order
        else
            list->insert(std::upper_bound(list->begin(), list->end(), from,
                                          [](double f, const Busy &b) { return f < b.from; }),
                         Busy{from, to});
    }

    void clear()
    {
        for (const auto &[resource, lane] : mTouched) {
            if (lane == 0)
                mFirst[std::size_t(resource)].clear();
            else
                mMore[std::size_t(resource)][std::size_t(lane - 1)].clear();
        }
        mTouched.clear();
    }

private:
    /// The earliest u >= t at which `list` is free for [u, u + d).
    static double freeFrom(const Lane &list, double t, double d)
    {
        double u = t;
        auto it = std::upper_bound(list.begin(), list.end(), u + 1e-9 * std::max({1.0, std::abs(u), d}),
                                   [](double x, const Busy &b) { return x < b.to; });
        for (; it != list.end(); ++it) {
            const double eps = 1e-9 * std::max({1.0, std::abs(u), d});
            if (it->to <= u + eps)
                continue;
            if (it->from >= u + d - eps)
                break;
            u = it->to;
        }
        return u;
    }

    int mLanes;
    std::vector<Lane> mFirst;             ///< lane 0 of every resource
    std::vector<std::vector<Lane>> mMore; ///< lanes 1.. of each resource, made on demand (k > 1)
    std::vector<std::pair<int, int>> mTouched;
};

/// Something a message needs at the same time as the others: `resource` of `table` over
/// [t + offset, t + offset + duration).
struct Need
{
    BusyTable *table;
    int resource;
    int lane; ///< where it fits at the time found (claimEarliest)
    double offset;
    double duration;
};

/// The earliest t >= tmin at which every need is met; claims them there. A pass over the
/// needs in which none moves t has found every need's lane at that t.
double claimEarliest(std::vector<Need> &needs, double tmin)
{
    double t = tmin;
    for (bool moved = true; moved;) {
        moved = false;
        for (Need &n : needs) {
            if (n.duration <= 0)
                continue;
            const auto [at, lane] = n.table->earliest(n.resource, t + n.offset, n.duration);
            n.lane = lane;
            const double u = at - n.offset;
            if (u > t + 1e-9 * std::max(1.0, std::abs(t))) {
                t = u;
                moved = true;
            }
        }
    }
    for (const Need &n : needs) {
        if (n.duration <= 0)
            continue;
        n.table->claim(n.resource, n.lane, t + n.offset, t + n.offset + n.duration);
    }
    return t;
}

} // namespace

Timeline CostModel::timeline(const Topology &topology, const Schedule &schedule, const CommModel &model,
                             const CostParams &cost, const std::atomic<bool> *cancel)
{
    Timeline out(model.switching);
    const bool half = model.duplex == Duplex::Half;
    const bool sf = model.switching == Switching::StoreAndForward;
    const int lanes = model.allPort() ? 0 : model.ports;
    BusyTable channels(std::size_t(half ? topology.linkCount() : int(topology.arcs().size())), 1);
    BusyTable sends(std::size_t(topology.nodeCount()), lanes);
    BusyTable receives(std::size_t(topology.nodeCount()), lanes);
    std::vector<int> arcs;
    std::vector<Need> needs;
    needs.reserve(64);

    // Packets usually all have one size: then a message's words need no look-up of its
    // packets' records (scattered through a table of up to p^2 packets).
    double uniformSize = schedule.packets.empty() ? -1.0 : schedule.packets.front().size;
    for (const Packet &packet : schedule.packets)
        if (packet.size != uniformSize) {
            uniformSize = -1.0;
            break;
        }

    std::size_t transfers = 0;
    for (const Round &round : schedule.rounds)
        transfers += round.transfers.size();
    out.reserve(transfers);

    for (const Round &round : schedule.rounds) {
        if (cancel && cancel->load(std::memory_order_relaxed))
            return out;
        out.beginRound();
        double roundTime = 0.0;
        for (int ti = 0; ti < int(round.transfers.size()); ++ti) {
            const Transfer &t = round.transfers[std::size_t(ti)];
            if (!topology.isProcessor(t.src) || !topology.isProcessor(t.dst) || t.src == t.dst)
                continue;
            if (t.path.size() < 2 || t.path.front() != t.src || t.path.back() != t.dst
                || !topology.pathArcs(t.path, arcs))
                continue;
            const int hops = int(arcs.size());
            const int count = int(t.packets.size());
            const int messages = model.combining ? 1 : std::max(1, count);
            for (int mi = 0; mi < messages; ++mi) {
                Timeline::Message msg;
                msg.transfer = ti;
                msg.firstPacket = model.combining ? 0 : mi;
                msg.packetCount = model.combining ? count : std::min(1, count);
                msg.hopCount = hops;
                double words = 0.0;
                for (int k = 0; k < msg.packetCount; ++k) {
                    const int id = t.packets[std::size_t(msg.firstPacket + k)];
                    if (id >= 0 && id < int(schedule.packets.size()))
                        words += (uniformSize >= 0 ? uniformSize : schedule.packets[std::size_t(id)].size) * cost.m;
                }
                if (!sf) {
                    // The worm (its start-up sets up its path) holds everything at once.
                    const double d = cost.messageTime(model, words, hops);
                    needs.clear();
                    if (lanes > 0) {
                        needs.push_back({&sends, t.src, 0, 0.0, d});
                        needs.push_back({&receives, t.dst, 0, 0.0, d});
                    }
                    for (int a : arcs)
                        needs.push_back({&channels, half ? topology.arc(a).link : a, 0, 0.0, d});
                    msg.start = claimEarliest(needs, 0.0);
                    msg.finish = msg.start + d;
                } else {
                    // Hop by hop: the first hop also needs the sender's port for the start-up
                    // before it; the last hop needs the receiver's port.
                    const double hopTime = words * cost.tw + cost.th;
                    double ready = cost.ts;
                    for (int h = 0; h < hops; ++h) {
                        const int a = arcs[std::size_t(h)];
                        needs.clear();
                        needs.push_back({&channels, half ? topology.arc(a).link : a, 0, 0.0, hopTime});
                        if (lanes > 0 && h == 0)
                            needs.push_back({&sends, t.src, 0, -cost.ts, cost.ts + hopTime});
                        if (lanes > 0 && h == hops - 1)
                            needs.push_back({&receives, t.dst, 0, 0.0, hopTime});
                        const double enter = claimEarliest(needs, ready);
                        const std::size_t at = out.addHop(enter, enter + hopTime);
                        if (h == 0) {
                            msg.firstHop = at;
                            msg.start = enter - cost.ts;
                        }
                        ready = enter + hopTime;
                    }
                    msg.finish = ready;
                }
                roundTime = std::max(roundTime, msg.finish);
                out.addMessage(msg);
            }
        }
        out.endRound(roundTime);
        channels.clear();
        sends.clear();
        receives.clear();
    }
    return out;
}

} // namespace collviz::core

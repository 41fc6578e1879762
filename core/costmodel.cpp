// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "core/costmodel.h"

#include <algorithm>
#include <cstdint>
#include <limits>
#include <optional>
#include <unordered_map>
#include <vector>

namespace collviz::core {

namespace {

/// Words of one partial sum: its size times m (an id that names no packet has none).
double wordsOf(const Schedule &schedule, int id, double m)
{
    return id >= 0 && std::size_t(id) < schedule.packets.size() ? schedule.packets.size(std::size_t(id)) * m : 0.0;
}

std::uint64_t keyOf(int node, int packet) { return (std::uint64_t(std::uint32_t(node)) << 32) | std::uint32_t(packet); }

/**
 * The combines' times, once the messages are timed: a combine of j inputs of L words costs
 * (j - 1) L t_c at its node, from the moment its inputs that arrive in its round have arrived
 * (the earliest message delivering each to the node; the others are there from the round's
 * start) and the node's earlier combines of the round are done. The round lasts until its last
 * combine too, so a combine delays what its node does next (the next round) as a long message
 * would. The same for both switching modes: a combine holds no port and no channel.
 */
/// When the inputs of a round's combines reach their nodes: per packet id the earliest finish of
/// a message bringing it and where it went, without a look-up table of (node, id) pairs, which for
/// a reduce-scatter on 1,024 processors would hold a million. An id that reaches two nodes in the
/// round (a copy) is kept per node apart.
class Arrivals
{
public:
    explicit Arrivals(std::size_t packets) : mTime(packets, kNone), mNode(packets, kNowhere) {}

    /// Packet `id` reaches `node` at `finish`.
    void add(int node, int id, double finish)
    {
        if (id < 0 || std::size_t(id) >= mNode.size())
            return;
        const std::size_t i = std::size_t(id);
        if (mNode[i] == kNowhere) {
            mNode[i] = node;
            mTime[i] = finish;
            mTouched.push_back(i);
        } else if (mNode[i] == node) {
            mTime[i] = std::min(mTime[i], finish);
        } else {
            if (mNode[i] != kSeveral) {
                mApart.emplace(keyOf(mNode[i], id), mTime[i]);
                mNode[i] = kSeveral;
            }
            const auto [at, fresh] = mApart.try_emplace(keyOf(node, id), finish);
            if (!fresh)
                at->second = std::min(at->second, finish);
        }
    }
    /// When `id` reached `node` this round; kNone where it did not (it was there before).
    double at(int node, int id) const
    {
        if (id < 0 || std::size_t(id) >= mNode.size())
            return kNone;
        const std::size_t i = std::size_t(id);
        if (mNode[i] == node)
            return mTime[i];
        if (mNode[i] != kSeveral)
            return kNone;
        const auto found = mApart.find(keyOf(node, id));
        return found == mApart.end() ? kNone : found->second;
    }
    /// Forgets the round's arrivals.
    void clear()
    {
        for (std::size_t i : mTouched) {
            mNode[i] = kNowhere;
            mTime[i] = kNone;
        }
        mTouched.clear();
        mApart.clear();
    }

    static constexpr double kNone = std::numeric_limits<double>::infinity();

private:
    static constexpr int kNowhere = -1;
    static constexpr int kSeveral = -2;
    std::vector<double> mTime;
    std::vector<int> mNode;
    std::vector<std::size_t> mTouched;
    std::unordered_map<std::uint64_t, double> mApart;
};

/**
 * The combines' times, once the messages are timed: a combine of j inputs of L words costs
 * (j - 1) L t_c at its node, from the moment its inputs that arrive in its round have arrived
 * (the earliest message delivering each to the node; the others are there from the round's
 * start) and the node's earlier combines of the round are done. The round lasts until its last
 * combine too, so a combine delays what its node does next (the next round) as a long message
 * would. The same for both switching modes: a combine holds no port and no channel.
 */
void timeCombines(const Schedule &schedule, const CostParams &cost, const std::atomic<bool> *cancel,
                  Timeline &timeline)
{
    std::optional<Arrivals> arrivals; // made for the first round with combines
    std::unordered_map<int, double> nodeFree;
    std::vector<Timeline::CombineTime> times;
    bool any = false;
    for (int r = 0; r < timeline.roundCount() && std::size_t(r) < schedule.rounds.size(); ++r) {
        const Round &round = schedule.rounds[std::size_t(r)];
        const CombineList &combines = round.combines;
        if (combines.empty())
            continue;
        if (cancel && cancel->load(std::memory_order_relaxed))
            return;
        if (!arrivals)
            arrivals.emplace(schedule.packets.size());
        arrivals->clear();
        const TransferList &transfers = round.transfers;
        for (const Timeline::Message &m : timeline.messages(r)) {
            const int dst = transfers.dst(std::size_t(m.transfer));
            const IntSpan packets = transfers.packets(std::size_t(m.transfer));
            for (int k = 0; k < m.packetCount; ++k)
                arrivals->add(dst, packets[std::size_t(m.firstPacket + k)], m.finish);
        }
        nodeFree.clear();
        times.clear();
        times.reserve(combines.size());
        for (std::size_t c = 0; c < combines.size(); ++c) {
            const int node = combines.node(c);
            const IntSpan inputs = combines.inputs(c);
            double &free = nodeFree.try_emplace(node, 0.0).first->second;
            double start = free;
            for (int id : inputs) {
                const double at = arrivals->at(node, id);
                if (at != Arrivals::kNone)
                    start = std::max(start, at);
            }
            const double words = inputs.empty() ? 0.0 : wordsOf(schedule, inputs[0], cost.m);
            const double length = inputs.empty() ? 0.0 : double(inputs.size() - 1) * words * cost.tc;
            times.push_back({int(c), node, start, start + length});
            free = start + length;
        }
        timeline.addCombineTimes(r, times);
        any = true;
    }
    if (any)
        timeline.startRoundsAfterCombines();
}

} // namespace

Timeline CostModel::timeline(const Topology &topology, const Schedule &schedule, const CommModel &model,
                             const CostParams &cost, const std::atomic<bool> *cancel, const CheckedRounds *checked,
                             TimingStatistics *statistics)
{
    Timeline timeline =
        timingModelFor(model.switching).timeline({topology, schedule, model, cost, cancel, checked, statistics});
    // With t_c = 0 a combine takes no time: the timeline keeps none, every time as it was.
    if (cost.tc != 0.0)
        timeCombines(schedule, cost, cancel, timeline);
    return timeline;
}

} // namespace collviz::core

// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The message plans of recursive doubling and the binomial scatter, for any p.

#include "core/algorithms/mpi/plans.h"

#include <algorithm>

namespace collviz::core::algorithms::mpi {

int PlanRound::largest() const
{
    int most = 0;
    for (const BlockMessage &m : messages)
        most = std::max(most, m.count);
    return most;
}

namespace {

/// The fill rounds of step `mask` when p cuts the partner group of [base, base + mask) short:
/// its first `completed` ranks hold the partner group's `completed` blocks (from base + mask
/// on), and whoever has them passes them to the rank `t` above it that has not, t = mask/2
/// .. 1. A distance at which nobody sends gives no round.
void appendFill(Plan &plan, int step, int base, int mask, int completed)
{
    std::vector<char> has(std::size_t(mask), 0);
    for (int r = 0; r < completed; ++r)
        has[std::size_t(r)] = 1;
    for (int t = mask / 2; t >= 1; t /= 2) {
        PlanRound round{step, true, t, {}};
        for (int r = 0; r < mask; ++r)
            if ((r & t) == 0 && has[std::size_t(r)] && !has[std::size_t(r + t)])
                round.messages.push_back({base + r, base + r + t, base + mask, completed});
        for (const BlockMessage &m : round.messages)
            has[std::size_t(m.to - base)] = 1;
        if (!round.messages.empty())
            plan.push_back(std::move(round));
    }
}

} // namespace

Plan recursiveDoublingPlan(int p)
{
    Plan plan;
    for (int i = 0, mask = 1; mask < p; ++i, mask *= 2) {
        PlanRound exchange{i, false, mask, {}};
        for (int r = 0; r < p; ++r) {
            const int partner = r ^ mask;
            if (partner >= p)
                continue;
            const int root = r & ~(mask - 1);
            exchange.messages.push_back({r, partner, root, std::min(root + mask, p) - root});
        }
        plan.push_back(std::move(exchange));
        // The group of 2 mask ranks that holds rank p - 1: its upper half is cut short when
        // p - 1 lies in it and it is not whole.
        const int base = (p - 1) & ~(2 * mask - 1);
        const int completed = p - base - mask;
        if (completed > 0 && completed < mask)
            appendFill(plan, i, base, mask, completed);
    }
    return plan;
}

int recursiveDoublingRounds(int p)
{
    const int steps = bits::ceilLog2(std::uint64_t(p));
    int rounds = steps;
    for (int i = 1; i < steps; ++i) {
        const int rest = p % (1 << i);
        if ((p >> i) & 1 && rest > 0)
            rounds += i - bits::floorLog2(std::uint64_t(rest));
    }
    return rounds;
}

double recursiveDoublingTime(int p, const CostParams &cost, double blockWords)
{
    const int steps = bits::ceilLog2(std::uint64_t(p));
    double time = steps * cost.ts + ((1 << steps) - 1) * cost.tw * blockWords;
    for (int i = 1; i < steps; ++i) {
        const int rest = p % (1 << i);
        if ((p >> i) & 1 && rest > 0)
            time += (i - bits::floorLog2(std::uint64_t(rest))) * (cost.ts + cost.tw * blockWords * rest);
    }
    return time;
}

Plan binomialScatterPlan(int p)
{
    Plan plan;
    const int steps = bits::ceilLog2(std::uint64_t(p));
    for (int i = steps - 1; i >= 0; --i) {
        const int half = 1 << i;
        PlanRound round{i, false, half, {}};
        for (int v = 0; v + half < p; v += 2 * half)
            round.messages.push_back({v, v + half, v + half, std::min(v + 2 * half, p) - (v + half)});
        plan.push_back(std::move(round));
    }
    return plan;
}

anynetwork::Crowding planCrowding(const Topology &topology, const Plan &plan, int root)
{
    const int p = topology.processorCount();
    return anynetwork::crowding(topology, int(plan.size()), false, [&](int r, anynetwork::RoutedRound &routes) {
        for (const BlockMessage &m : plan[std::size_t(r - 1)].messages)
            routes.route(processorOf(m.from, root, p), processorOf(m.to, root, p));
    });
}

double planExtraHops(const Topology &topology, const Plan &plan)
{
    double extra = 0;
    for (const PlanRound &round : plan)
        for (const BlockMessage &m : round.messages)
            extra += topology.distance(m.from, m.to) - 1;
    return std::max(0.0, extra);
}

Text channelSentence(const anynetwork::RoutedRound &routes)
{
    if (routes.congestion() <= 1)
        return narration(QT_TRANSLATE_NOOP("collviz::core::Algorithm", "No channel carries two messages."));
    return narration(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                         "The busiest channel carries %1 messages, which take turns."))
        .arg(routes.congestion());
}

std::optional<Text> crowdingReason(const anynetwork::Crowding &crowding)
{
    if (crowding.crowded == 0)
        return std::nullopt;
    return reason(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                      "in %1 of the %2 rounds two or more messages share a channel (up to %3 on one), and under "
                      "wormhole routing messages that share a channel take turns, so those rounds last longer "
                      "than the formula counts them"))
        .arg(crowding.crowded)
        .arg(crowding.rounds)
        .arg(crowding.worst);
}

} // namespace collviz::core::algorithms::mpi

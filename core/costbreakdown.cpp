// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "core/costbreakdown.h"

#include "core/engine.h"

#include <algorithm>
#include <cmath>

namespace collviz::core {

namespace {

/// Words of one message: m times the sizes of the packets it carries (an id that names no
/// packet carries nothing, as the timing models count it).
double wordsOf(const Schedule &schedule, const Transfer &transfer, const Timeline::Message &message, double m)
{
    double units = 0.0;
    for (int k = 0; k < message.packetCount; ++k) {
        const int id = transfer.packets[std::size_t(message.firstPacket + k)];
        if (id >= 0 && std::size_t(id) < schedule.packets.size())
            units += schedule.packets.size(std::size_t(id));
    }
    return units * m;
}

} // namespace

CostBreakdown CostBreakdown::of(const Schedule &schedule, const Timeline &timeline, const CommModel &model,
                                const CostParams &cost)
{
    CostBreakdown sum;
    const bool storeAndForward = model.switching == Switching::StoreAndForward;
    for (int r = 0; r < timeline.roundCount() && std::size_t(r) < schedule.rounds.size(); ++r) {
        const Timeline::Range messages = timeline.messages(r);
        // Where t_c > 0 the round may end with a combine: the time after its last message.
        double roundTime = timeline.roundTime(r);
        if (!timeline.combines(r).empty()) {
            double lastFinish = 0.0;
            for (const Timeline::Message &message : messages)
                lastFinish = std::max(lastFinish, message.finish);
            sum.combining += roundTime - lastFinish;
            roundTime = lastFinish;
        }
        if (messages.empty())
            continue;
        const TransferList &transfers = schedule.rounds[std::size_t(r)].transfers;
        // Finishes computed along different ways may differ in the last bits.
        const double tie = 1e-12 * std::abs(roundTime);
        CostBreakdown critical;
        double alone = -1.0;
        for (const Timeline::Message &message : messages) {
            if (message.finish < roundTime - tie)
                continue;
            const double words = wordsOf(schedule, transfers[std::size_t(message.transfer)], message, cost.m);
            const double time = cost.messageTime(model, words, message.hopCount);
            if (time <= alone)
                continue;
            alone = time;
            critical.startUp = cost.ts;
            critical.bandwidth = (storeAndForward ? message.hopCount : 1) * words * cost.tw;
            critical.perHop = message.hopCount * cost.th;
            critical.waiting = message.finish - (critical.startUp + critical.bandwidth + critical.perHop);
        }
        // What is left beyond the parts is waiting; a rounding error below zero is none.
        if (critical.waiting < 0 && critical.waiting > -1e-9 * std::max(1.0, roundTime))
            critical.waiting = 0.0;
        sum.startUp += critical.startUp;
        sum.bandwidth += critical.bandwidth;
        sum.perHop += critical.perHop;
        sum.waiting += critical.waiting;
    }
    return sum;
}

CostBreakdown CostBreakdown::of(const RunResult &run)
{
    if (!run.ok || !run.schedule || !run.timeline)
        return {};
    return of(*run.schedule, *run.timeline, run.model, run.params.cost);
}

CostBreakdown CostBreakdown::at(const RunResult &run, const CostParams &cost, const std::atomic<bool> *cancel)
{
    if (!run.ok || !run.schedule)
        return {};
    const Timeline timeline = Engine::timeline(run, run.model, cost, cancel);
    if (cancel && cancel->load())
        return {};
    return of(*run.schedule, timeline, run.model, cost);
}

} // namespace collviz::core

// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/model.h"
#include "core/schedule.h"
#include "core/timeline.h"

#include <atomic>

namespace collviz::core {

struct RunResult;

/**
 * Where a run's time goes, read off its Timeline along the critical path: start-up (t_s),
 * bandwidth (the words' t_w), per-hop (t_h) and waiting for channels or ports.
 *
 * Rounds follow each other, so the run's time is the sum of its rounds' times, and a round
 * lasts until its last message finishes. In each round the critical message is the one that
 * finishes last (of several finishing together, the one that would take longest alone). Its
 * finish (from the round's start) is split into:
 * - startUp: t_s, once;
 * - bandwidth: L t_w under wormhole, h L t_w under store-and-forward (L its words, h its hops);
 * - perHop: h t_h;
 * - waiting: the rest, the time it spent waiting for a channel or a port (before it starts
 *   and, under store-and-forward, at the nodes on its way): its finish less the time it
 *   would take alone on its path (CostParams::messageTime).
 * - combining: where t_c > 0, the time the round goes on after its last message finishes,
 *   while its nodes combine (Timeline::combines).
 * A round without messages adds only its combining. The parts add up to Timeline::totalTime(),
 * and a run whose messages never meet (a contention-free one-port schedule) waits for nothing.
 */
struct CostBreakdown
{
    double startUp = 0.0;
    double bandwidth = 0.0;
    double perHop = 0.0;
    double waiting = 0.0;
    double combining = 0.0; ///< 0 where t_c = 0

    double total() const { return startUp + bandwidth + perHop + waiting + combining; }

    /// The breakdown of `timeline`, the timeline of `schedule` under `model` and `cost`.
    static CostBreakdown of(const Schedule &schedule, const Timeline &timeline, const CommModel &model,
                            const CostParams &cost);
    /// The breakdown of a run (ok, with its schedule and timeline) as it was timed.
    static CostBreakdown of(const RunResult &run);
    /// The breakdown of `run` re-costed under `cost` (Engine::timeline: the schedule and the
    /// model kept, only t_s, t_w, t_h and m changed); all zero when cancelled.
    static CostBreakdown at(const RunResult &run, const CostParams &cost, const std::atomic<bool> *cancel = nullptr);
};

} // namespace collviz::core

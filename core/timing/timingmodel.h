// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/model.h"
#include "core/schedule.h"
#include "core/timeline.h"
#include "core/topology.h"

#include <atomic>

namespace collviz::core {

struct CheckedRounds;

/// Which of a timing model's ways timed a schedule's rounds, for the tests that must know a
/// fast way ran, not only that the times agree (the times are the same either way).
struct TimingStatistics
{
    int roundsTimedAlone = 0; ///< timed from the check's marks, without looking for contention
};

/// What a timing model is asked to time: a schedule's rounds on its network, under a model
/// and cost parameters.
struct TimingRequest
{
    const Topology &topology;
    const Schedule &schedule;
    const CommModel &model;
    const CostParams &cost;
    /// Set from another thread to stop at the next round (the timeline so far is returned).
    const std::atomic<bool> *cancel = nullptr;
    /// What Simulator::check found out about this schedule's rounds (may be null): a model
    /// may time rounds whose messages it found alone without looking for contention.
    const CheckedRounds *checked = nullptr;
    TimingStatistics *statistics = nullptr;
};

/**
 * Says when each message of a schedule travels under one switching mode (as SimGrid's
 * network models do): the queueing discipline is CostModel's, the ways of taking it fast are
 * each model's own. One implementation per switching mode, found in one list
 * (timingModelFor); a new mode (LogGP, say) is one more class and one more line there.
 */
class TimingModel
{
public:
    virtual ~TimingModel() = default;
    /// The switching mode it times.
    virtual Switching switching() const = 0;
    /// The schedule's timeline. Rule checks are the Simulator's: transfers that cannot travel
    /// get no messages.
    virtual Timeline timeline(const TimingRequest &request) const = 0;
};

/// The timing model of a switching mode.
const TimingModel &timingModelFor(Switching switching);

} // namespace collviz::core

// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/designer/designcheck.h"

#include <QString>

#include <atomic>
#include <optional>
#include <vector>

namespace collviz::core::designer {

/// A registered algorithm's run of the design's problem under the design's model and costs.
struct AlgorithmRun
{
    QString id;
    int rounds = 0;
    double time = 0.0;
    bool verified = false;
};

/**
 * What the design is measured against: every registered algorithm of the operation that runs
 * on the network (Engine::run, under the design's model and costs, with its root and shift)
 * and the lower bound (the largest of their RunResult::lowerBound). Made once per problem,
 * model and costs, never per edit (the algorithms do not change with the design): the
 * designer's document (views/designer/designdocument.h) keeps it, made off the GUI thread.
 */
struct Comparison
{
    std::vector<AlgorithmRun> runs; ///< in registry order
    std::optional<double> bound;
    /// The fastest run that verifies (fewest rounds among equal times), or null.
    const AlgorithmRun *best() const;
};

/// The comparison of `design`'s problem: each run under `memoryLimitBytes` (RunRequest's
/// default: the command line's); once `cancel` is raised the runs stop and what was made so far
/// comes back (a caller that cancels drops it).
Comparison compare(const Design &design, const std::atomic<bool> *cancel = nullptr,
                   double memoryLimitBytes = RunRequest().memoryLimitBytes);

/// "your schedule: 9 rounds, time 23; alltoall-hypercube-sex: 3 rounds, time 15; bound 15"
/// (the best verified algorithm; the parts that exist).
QString comparisonSentence(const Comparison &comparison, const DesignVerdict &verdict);

} // namespace collviz::core::designer

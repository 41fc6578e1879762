// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/engine.h"

#include <cstddef>
#include <vector>

namespace collviz::core {

/**
 * How many of a run's messages are at each node at every moment, read from its Timeline alone:
 * what the time-space diagram's lanes show where single messages would be drawn on top of one
 * another. A message is at a node while one of its strokes of the diagram is on the node's row:
 *
 * - leaving: during its start-up t_s at the sender (store-and-forward) and while it is on a
 *   channel out of the node (a store-and-forward hop [enter, leave) from the node; a worm from
 *   its sender, [start, finish));
 * - arriving: while it is on a channel into the node (the hop's or the worm's last node);
 * - waiting: at its sender from the round's start until it starts (for a port or a channel),
 *   and, under store-and-forward, resting at a node between two hops.
 *
 * Each node's activity is a step function over absolute engine time: a Step per distinct time
 * at which one of the node's strokes begins or ends (also where the counts stay the same: a
 * message ending as the next begins), each holding until the next; the last step is all zero.
 * Cost: O(E log E) time and 32 bytes a step for E = the strokes' ends (four a hop).
 */
class NodeActivity
{
public:
    struct Step
    {
        double time = 0.0; ///< absolute engine time (from the run's start)
        int leaving = 0;
        int arriving = 0;
        int waiting = 0;
        int moving() const { return leaving + arriving; }
    };
    /// One node's steps, in time order.
    struct Steps
    {
        const Step *first = nullptr;
        const Step *last = nullptr;
        const Step *begin() const { return first; }
        const Step *end() const { return last; }
        std::size_t size() const { return std::size_t(last - first); }
        bool empty() const { return first == last; }
        const Step &operator[](std::size_t i) const { return first[i]; }
    };

    NodeActivity() = default;
    /// The activity of the first `rounds` rounds of `result` (all when negative); empty when
    /// the result has no timeline.
    static NodeActivity of(const RunResult &result, int rounds = -1);

    int nodeCount() const { return mFirst.empty() ? 0 : int(mFirst.size()) - 1; }
    Steps steps(int node) const
    {
        return {mSteps.data() + mFirst[std::size_t(node)], mSteps.data() + mFirst[std::size_t(node) + 1]};
    }
    /// The counts at `node` at absolute `time` (those of the last step at or before it).
    Step at(int node, double time) const;
    /// The most messages leaving and arriving at one node at once (moving()), over all nodes.
    int peakMoving() const { return mPeakMoving; }
    /// The most messages waiting at one node at once.
    int peakWaiting() const { return mPeakWaiting; }

private:
    std::vector<Step> mSteps;
    std::vector<std::size_t> mFirst; ///< per node, its first step; one more at the end
    int mPeakMoving = 0;
    int mPeakWaiting = 0;
};

} // namespace collviz::core

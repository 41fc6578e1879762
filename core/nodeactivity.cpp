// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "core/nodeactivity.h"

#include "core/timeline.h"

#include <algorithm>

namespace collviz::core {

namespace {

/// One end of a stroke at a node: the counts change by these from `time` on.
struct Change
{
    double time = 0.0;
    int node = 0;
    int leaving = 0;
    int arriving = 0;
    int waiting = 0;
};

void addStroke(std::vector<Change> &changes, int node, double from, double to, int leaving, int arriving, int waiting)
{
    changes.push_back({from, node, leaving, arriving, waiting});
    changes.push_back({to, node, -leaving, -arriving, -waiting});
}

/// The strokes of one message of a round starting at absolute time t0, as the diagram draws them.
void addMessage(std::vector<Change> &changes, const Timeline &timeline, const Timeline::Message &m,
                const Transfer &transfer, double t0)
{
    if (m.start > 0)
        addStroke(changes, transfer.src, t0, t0 + m.start, 0, 0, 1);
    if (!timeline.storeAndForward() || m.hopCount <= 0 || int(transfer.path.size()) <= m.hopCount) {
        addStroke(changes, transfer.src, t0 + m.start, t0 + m.finish, 1, 0, 0);
        addStroke(changes, transfer.dst, t0 + m.start, t0 + m.finish, 0, 1, 0);
        return;
    }
    const auto first = timeline.hop(m, 0);
    if (first.first > m.start)
        addStroke(changes, transfer.src, t0 + m.start, t0 + first.first, 1, 0, 0);
    double lastLeave = first.first;
    for (int h = 0; h < m.hopCount; ++h) {
        const auto hop = timeline.hop(m, h);
        const int from = transfer.path[std::size_t(h)];
        if (h > 0 && hop.first > lastLeave)
            addStroke(changes, from, t0 + lastLeave, t0 + hop.first, 0, 0, 1);
        addStroke(changes, from, t0 + hop.first, t0 + hop.second, 1, 0, 0);
        addStroke(changes, transfer.path[std::size_t(h) + 1], t0 + hop.first, t0 + hop.second, 0, 1, 0);
        lastLeave = hop.second;
    }
}

} // namespace

NodeActivity NodeActivity::of(const RunResult &result, int rounds)
{
    NodeActivity activity;
    if (!result.timeline || !result.schedule || !result.topology)
        return activity;
    const Timeline &timeline = *result.timeline;
    const int nodes = result.topology->nodeCount();
    const int last = rounds < 0 ? timeline.roundCount() : std::min(rounds, timeline.roundCount());
    std::vector<Change> changes;
    for (int r = 0; r < last && r < int(result.schedule->rounds.size()); ++r) {
        const auto &transfers = result.schedule->rounds[std::size_t(r)].transfers;
        for (const Timeline::Message &m : timeline.messages(r))
            addMessage(changes, timeline, m, transfers[std::size_t(m.transfer)], timeline.roundStart(r));
    }
    // Strokes of no length (a message of no time) change nothing: dropped, so that they make no step.
    std::vector<Change> kept;
    kept.reserve(changes.size());
    for (std::size_t i = 0; i < changes.size(); i += 2)
        if (changes[i + 1].time > changes[i].time) {
            kept.push_back(changes[i]);
            kept.push_back(changes[i + 1]);
        }
    std::sort(kept.begin(), kept.end(), [](const Change &a, const Change &b) {
        return a.node != b.node ? a.node < b.node : a.time < b.time;
    });
    activity.mFirst.assign(std::size_t(nodes) + 1, 0);
    std::size_t i = 0;
    for (int v = 0; v < nodes; ++v) {
        activity.mFirst[std::size_t(v)] = activity.mSteps.size();
        Step now;
        while (i < kept.size() && kept[i].node == v) {
            now.time = kept[i].time;
            for (; i < kept.size() && kept[i].node == v && kept[i].time == now.time; ++i) {
                now.leaving += kept[i].leaving;
                now.arriving += kept[i].arriving;
                now.waiting += kept[i].waiting;
            }
            activity.mSteps.push_back(now);
            activity.mPeakMoving = std::max(activity.mPeakMoving, now.moving());
            activity.mPeakWaiting = std::max(activity.mPeakWaiting, now.waiting);
        }
    }
    activity.mFirst[std::size_t(nodes)] = activity.mSteps.size();
    return activity;
}

NodeActivity::Step NodeActivity::at(int node, double time) const
{
    const Steps s = steps(node);
    const Step *after = std::upper_bound(s.begin(), s.end(), time, [](double t, const Step &x) { return t < x.time; });
    if (after == s.begin())
        return Step{time, 0, 0, 0};
    Step found = *(after - 1);
    found.time = time;
    return found;
}

} // namespace collviz::core

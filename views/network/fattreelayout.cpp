// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "views/network/fattreelayout.h"

#include "core/networks/fattree.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace collviz::views {

namespace {

/// A faint frame: the rectangle from `topLeft` to `bottomRight`.
std::vector<Eigen::Vector3d> frame(const Eigen::Vector3d &topLeft, const Eigen::Vector3d &bottomRight)
{
    return {topLeft, {bottomRight.x(), topLeft.y(), 0.0}, bottomRight, {topLeft.x(), bottomRight.y(), 0.0}};
}

} // namespace

FatTreeLayout::FatTreeLayout(const core::Topology &topology) : Layout(topology)
{
    const auto &tree = static_cast<const core::networks::FatTreeTopology &>(topology);
    const int k = tree.k();
    const int h = tree.half();
    // From K = 6 on the pods stand in two rows, the second upside down above the core: one row
    // of K^3/4 hosts (128 for K = 8) was too wide for any screen to name them.
    const bool folded = k >= kFoldedFrom;
    const int columns = folded ? k / 2 : k;
    constexpr double kHost = 1.0;   // between neighbouring hosts
    constexpr double kPodGap = 1.0; // between neighbouring pods, beyond kHost
    const double podWidth = (h * h - 1) * kHost;
    const double podPitch = podWidth + kHost + kPodGap;
    const double width = columns * podPitch - kHost - kPodGap;
    // The core's links fan out over the whole width: steep enough that the longest passes the
    // aggregation switch next to its end 0.45 above it.
    const double aggregationY = std::max(2.6, 0.45 * width / (h * kHost));
    const double edgeY = aggregationY + 1.6;
    const double hostY = edgeY + 1.3;
    auto column = [&](int pod) { return folded ? pod % columns : pod; };
    auto side = [&](int pod) { return folded && pod >= columns ? -1.0 : 1.0; }; // -1: above the core
    auto hostX = [&](int pod, int index) { return column(pod) * podPitch + index * kHost; };
    for (int v = 0; v < topology.nodeCount(); ++v) {
        const int pod = tree.pod(v);
        const int index = tree.index(v);
        // An edge or aggregation switch over the middle of its h hosts (edge e's, or the
        // pod's e-th share of hosts for aggregation switch e).
        const double switchX = hostX(pod, index * h) + 0.5 * (h - 1) * kHost;
        switch (tree.level(v)) {
        case core::networks::FatTreeTopology::Host:
            mPositions[std::size_t(v)] = {hostX(pod, index), side(pod) * hostY, 0.0};
            break;
        case core::networks::FatTreeTopology::Edge:
            mPositions[std::size_t(v)] = {switchX, side(pod) * edgeY, 0.0};
            break;
        case core::networks::FatTreeTopology::Aggregation:
            mPositions[std::size_t(v)] = {switchX, side(pod) * aggregationY, 0.0};
            break;
        case core::networks::FatTreeTopology::Core: {
            // Group j = pod(v) of the core, its h switches side by side, the groups spread
            // evenly over the width, on the line y = 0.
            const int at = pod * h + index;
            const double step = h * h > 1 ? width / (h * h) : 0.0;
            mPositions[std::size_t(v)] = {h * h > 1 ? (at + 0.5) * step : 0.5 * width, 0.0, 0.0};
            break;
        }
        }
    }
    useStraightLinks();
    for (int pod = 0; pod < k; ++pod) {
        // The caption sits in the frame's first corner: the outer one, away from the core.
        const double near = side(pod) * (aggregationY - 0.8); // the caption above the switches
        const double far = side(pod) * (hostY + 0.45);
        mPlanes.push_back(frame({hostX(pod, 0) - 0.45, side(pod) > 0 ? near : far, 0.0},
                                {hostX(pod, h * h - 1) + 0.45, side(pod) > 0 ? far : near, 0.0}));
        mPlaneCaptions.push_back(QCoreApplication::translate("collviz::views::FatTreeLayout", "pod %1").arg(pod));
    }
}

} // namespace collviz::views

// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "views/network/dragonflylayout.h"
#include "views/network/ellipserim.h"

#include "core/networks/dragonfly.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace collviz::views {

DragonflyLayout::DragonflyLayout(const core::Topology &topology) : Layout(topology)
{
    const auto &fly = static_cast<const core::networks::DragonflyTopology &>(topology);
    const int a = fly.routersPerGroup();
    const int p = fly.processorsPerRouter();
    const int groups = fly.groups();
    constexpr double kRouter = 1.0;     // between neighbouring routers of a group, along the rim
    constexpr double kProcessor = 1.25; // between a router's processors: room for the view to grow them
    constexpr double kOut = 1.05;       // from the routers' rim out to the processors
    constexpr double kGroupGap = 0.9;   // between neighbouring groups, beyond their routers' room
    const double perRouter = std::max(kRouter, p * kProcessor);
    const double perGroup = a * perRouter + kGroupGap;
    // The routers' rim: a circle for a few groups, else an ellipse 2.3 times as wide as high
    // (a wide screen's shape, as RingLayout: a circle of many groups leaves its sides empty).
    const EllipseRim rim(groups * perGroup, groups <= 4 ? 1.0 : 2.3);
    auto routerAt = [&](int group, int r) { return group * perGroup + (r - 0.5 * (a - 1)) * perRouter; };
    for (int v = 0; v < topology.nodeCount(); ++v) {
        const double along = routerAt(fly.groupOf(v), fly.routerIndex(v));
        if (fly.isRouter(v))
            mPositions[std::size_t(v)] = rim.point(along);
        else {
            const double s = along + (v % p - 0.5 * (p - 1)) * kProcessor;
            mPositions[std::size_t(v)] = rim.point(s) + kOut * rim.outwards(s);
        }
    }
    useStraightLinks();
    const bool compactGlobals = groups * (groups - 1) / 2 > kWholeGlobals;
    for (const core::Arc &arc : topology.arcs()) {
        if (arc.dir != +1 || arc.dim == 0)
            continue;
        const auto [low, high] = mLinks[std::size_t(arc.link)];
        const Eigen::Vector3d &from = mPositions[std::size_t(low)];
        const Eigen::Vector3d &to = mPositions[std::size_t(high)];
        if (arc.dim == 1) {
            // Local: an arc into the rim, deeper the farther apart the routers are. The normal
            // of curve() points left of from -> to, and low -> high runs clockwise.
            const int span = std::abs(fly.routerIndex(high) - fly.routerIndex(low));
            mLinkPaths[std::size_t(arc.link)] = curve(from, to, span > 1 ? 0.16 + 0.04 * span : 0.12);
            continue;
        }
        if (compactGlobals) {
            // Drawn faint while idle only as a polyline of more than two points: three, straight.
            mCompact[std::size_t(arc.link)] = true;
            mLinkPaths[std::size_t(arc.link)] = curve(from, to, 0.0, 2);
        }
    }
    // A global link between groups two or three apart along a flat side of the rim would pass
    // just inside the routers between them: bent into the rim, it clears them (and the view
    // can draw the nodes larger).
    bendLinksAroundNodes(nodeRadius() + 0.45);
    for (int g = 0; g < groups; ++g) {
        // A band along the rim round the group's routers and processors.
        const double first = routerAt(g, 0) - 0.5 * perRouter - 0.2;
        const double last = routerAt(g, a - 1) + 0.5 * perRouter + 0.2;
        std::vector<Eigen::Vector3d> band;
        constexpr int kSamples = 12;
        for (int i = 0; i <= kSamples; ++i) {
            const double s = first + (last - first) * i / kSamples;
            band.push_back(rim.point(s) + (kOut + 0.85) * rim.outwards(s)); // room for the caption
        }
        for (int i = kSamples; i >= 0; --i) {
            const double s = first + (last - first) * i / kSamples;
            band.push_back(rim.point(s) - 0.4 * rim.outwards(s));
        }
        mPlanes.push_back(std::move(band));
        mPlaneCaptions.push_back(QCoreApplication::translate("collviz::views::DragonflyLayout", "group %1").arg(g));
    }
}

double DragonflyLayout::wrapStub() const
{
    const auto groups = mPlanes.size();
    return groups * (groups - 1) / 2 > std::size_t(kWholeGlobals) ? 0.5 : 0.0;
}

} // namespace collviz::views

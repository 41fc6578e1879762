// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "views/network/circlelayouts.h"
#include "views/network/ellipserim.h"

#include <algorithm>
#include <cmath>

namespace collviz::views {

namespace {

constexpr double kPi = 3.14159265358979323846;

/// `n` points round a circle whose neighbours are `spacing` apart (at least `least` from the
/// centre), the first at the top, clockwise (y grows down).
std::vector<Eigen::Vector3d> circle(int n, double spacing, double least)
{
    const double radius = n > 1 ? std::max(least, 0.5 * spacing / std::sin(kPi / n)) : 0.0;
    std::vector<Eigen::Vector3d> out;
    for (int v = 0; v < n; ++v) {
        const double angle = -kPi / 2 + 2 * kPi * v / n;
        out.emplace_back(radius * std::cos(angle), radius * std::sin(angle), 0.0);
    }
    return out;
}

} // namespace

CompleteLayout::CompleteLayout(const core::Topology &topology) : Layout(topology)
{
    const int p = topology.processorCount();
    const auto rim = circle(p, 1.2, 0.8);
    for (int v = 0; v < p; ++v)
        mPositions[std::size_t(v)] = rim[std::size_t(v)];
    useStraightLinks();
    if (p <= kWholeChords)
        return;
    // A compact link is drawn faint while idle only as a polyline of more than two points: the
    // chord as three, still straight (complete:1024 has 523,776 of them).
    for (std::size_t l = 0; l < mLinks.size(); ++l) {
        const auto [a, b] = mLinks[l];
        if (b - a == 1 || (a == 0 && b == p - 1))
            continue;
        mCompact[l] = true;
        mLinkPaths[l] = curve(mPositions[std::size_t(a)], mPositions[std::size_t(b)], 0.0, 2);
    }
}

double CompleteLayout::wrapStub() const { return nodeCount() > kWholeChords ? 0.45 : 0.0; }

StarLayout::StarLayout(const core::Topology &topology) : Layout(topology)
{
    const int p = topology.processorCount();
    if (p <= 16) {
        const auto rim = circle(p, 1.1, 1.3);
        for (int v = 0; v < p; ++v)
            mPositions[std::size_t(v)] = rim[std::size_t(v)];
    } else {
        // A wide ellipse, as RingLayout's: neighbours 1 apart along it.
        const EllipseRim rim(p, 2.3);
        for (int v = 0; v < p; ++v)
            mPositions[std::size_t(v)] = rim.point(v);
    }
    for (int v = p; v < topology.nodeCount(); ++v) // the switch
        mPositions[std::size_t(v)] = Eigen::Vector3d::Zero();
    useStraightLinks();
}

} // namespace collviz::views

// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "views/network/circlelayouts.h"

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

/// `n` points evenly spaced along an ellipse 2.3 times as wide as high whose perimeter is
/// n * spacing, the first at the top, clockwise: a wide screen's shape, which a circle of
/// many nodes leaves empty at its sides.
std::vector<Eigen::Vector3d> wideEllipse(int n, double spacing)
{
    constexpr int kSamples = 4096;
    const double b = n * spacing / 10.77; // Ramanujan: an ellipse with a = 2.3 b has perimeter 10.77 b
    std::vector<Eigen::Vector3d> rim;
    std::vector<double> along{0.0};
    for (int i = 0; i <= kSamples; ++i) {
        const double angle = -kPi / 2 + 2 * kPi * i / kSamples;
        rim.emplace_back(2.3 * b * std::cos(angle), b * std::sin(angle), 0.0);
        if (i > 0)
            along.push_back(along.back() + (rim[std::size_t(i)] - rim[std::size_t(i - 1)]).norm());
    }
    std::vector<Eigen::Vector3d> out;
    std::size_t at = 0;
    for (int v = 0; v < n; ++v) {
        const double wanted = along.back() * v / n;
        while (at + 1 < along.size() && along[at + 1] < wanted)
            ++at;
        out.push_back(rim[at]);
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
    // A compact link is drawn faint only as a polyline of more than two points: the chord is
    // sampled, still straight.
    for (std::size_t l = 0; l < mLinks.size(); ++l) {
        const auto [a, b] = mLinks[l];
        if (b - a == 1 || (a == 0 && b == p - 1))
            continue;
        mCompact[l] = true;
        mLinkPaths[l] = curve(mPositions[std::size_t(a)], mPositions[std::size_t(b)], 0.0, 4);
    }
}

double CompleteLayout::wrapStub() const { return nodeCount() > kWholeChords ? 0.45 : 0.0; }

StarLayout::StarLayout(const core::Topology &topology) : Layout(topology)
{
    const int p = topology.processorCount();
    const auto rim = p <= 16 ? circle(p, 1.1, 1.3) : wideEllipse(p, 1.0);
    for (int v = 0; v < p; ++v)
        mPositions[std::size_t(v)] = rim[std::size_t(v)];
    for (int v = p; v < topology.nodeCount(); ++v) // the switch
        mPositions[std::size_t(v)] = Eigen::Vector3d::Zero();
    useStraightLinks();
}

} // namespace collviz::views

// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "views/network/hypercubelayout.h"

#include <cmath>
#include <vector>

namespace collviz::views {

HypercubeLayout::HypercubeLayout(const core::Topology &topology) : Layout(topology)
{
    // Offsets of the dimensions: x, y, the cube's depth, then the copies.
    // Wider than high: from Q4 on the labels are pills as wide as their binary names.
    // The depth is long enough for a chip naming a message's packets ({000,1**}) to travel
    // between the nodes it joins; the back face's nodes sit half-way between the front
    // face's rows and clear of its columns.
    const bool pills = topology.dimensions() >= 4;
    const double w = pills ? 1.3 : 1.6;
    std::vector<Eigen::Vector3d> step = {{w, 0.0, 0.0}, {0.0, 1.0, 0.0}, {pills ? 0.6 : 1.1, -0.5, 0.0},
                                         {w + 1.9, 0.0, 0.0}, {0.0, 2.0, 0.0}};
    if (topology.dimensions() >= 5) {
        // Q5 in a projector's wide view (1280x540): two Q4s one above the other put eight
        // rows of names in its height and left them 12 px, while its width lay unused. The
        // two Q4s now stand side by side (dimension 4), each two cubes one above the other
        // (dimension 3), and each cube is drawn wide and flat: its four columns (front left,
        // back left, front right, back right) kc apart hold the names side by side, so its
        // four rows need only clear the edges between them; the depth runs half a row up and
        // one column right. The gap between the Q4s is wider than the one between a Q4's
        // cubes, so that the halves read as halves. Names reach about 20 px there.
        constexpr double kc = 1.25; // between a cube's columns
        constexpr double kh = 0.95; // the front face's height
        constexpr double kCubes = 0.75; // between the two cubes of a Q4 (dimension 3)
        constexpr double kHalves = 1.8; // between the two Q4s (dimension 4)
        step = {{2 * kc, 0.0, 0.0}, {0.0, kh, 0.0}, {kc, -0.5 * kh, 0.0}, {0.0, 1.5 * kh + kCubes, 0.0},
                {3 * kc + kHalves, 0.0, 0.0}};
    }
    const int n = topology.dimensions();
    for (int v = 0; v < topology.nodeCount(); ++v) {
        Eigen::Vector3d p = Eigen::Vector3d::Zero();
        for (int i = 0; i < n; ++i)
            if (v & (1 << i))
                p += step[std::size_t(i)];
        mPositions[std::size_t(v)] = p;
    }
    useStraightLinks();
    bendLinksAroundNodes(nodeRadius() + 0.12);
    // Q5's 32 links between its four cubes, bent round the nodes they pass, were a tangle
    // of curves over the whole drawing. Idle they are now short ticks at their nodes
    // pointing to the partner cube; a round that uses them draws them whole (as the links
    // between the floors of a 3D torus).
    if (n < 5)
        return;
    for (std::size_t l = 0; l < mLinks.size(); ++l) {
        const auto [a, b] = mLinks[l];
        if ((a ^ b) < (1 << 3))
            continue;
        mCompact[l] = true;
        // Loaded, such a link runs from a node to its partner in the next cube and passes
        // the one node between them in its row (dimension 4) or column (dimension 3), and
        // bends just enough to pass it half-way to the next row or column. Along a row it
        // bends into its cube: bent outwards, the curves of the top and bottom rows made the
        // drawing taller and every name smaller (the height is what a wide view lacks).
        // Along a column it bends away from the middle between the two Q4s: the left Q4's
        // curves to the left, the right one's to the right, each column's into a gap of its
        // own (bent away from their cube's middle, two columns met in the gap between the
        // Q4s and their chips covered each other).
        const Eigen::Vector3d &from = mPositions[std::size_t(a)];
        const Eigen::Vector3d &to = mPositions[std::size_t(b)];
        const Eigen::Vector3d d = to - from;
        const bool alongRow = (a ^ b) == (1 << 4);
        const Eigen::Vector3d centre = alongRow ? mPositions[std::size_t(a & ~7)] + 0.5 * (step[0] + step[1] + step[2])
                                                : mPositions[std::size_t(a & ~0x1F)] + 0.5 * (step[0] + step[2] + step[4]);
        const Eigen::Vector3d normal(-d.y(), d.x(), 0.0);
        const double room = alongRow ? 0.25 * step[1].y() : 0.5 * step[2].x();
        for (int v = 0; v < nodeCount(); ++v) {
            const Eigen::Vector3d &p = mPositions[std::size_t(v)];
            const double t = (p - from).dot(d) / d.squaredNorm();
            if (v == a || v == b || t <= 0.0 || t >= 1.0 || (from + t * d - p).norm() > 1e-6)
                continue;
            const double inwards = (centre - p).dot(normal) >= 0 ? 1.0 : -1.0;
            mLinkPaths[l] = curve(from, to, (alongRow ? inwards : -inwards) * room / (4 * t * (1 - t) * d.norm()));
        }
    }
}

double HypercubeLayout::wrapStub() const { return nodeCount() >= 32 ? 0.3 : 0.0; }

HypercubeGenericLayout::HypercubeGenericLayout(const core::Topology &topology) : Layout(topology)
{
    const int n = topology.dimensions();
    for (int v = 0; v < topology.nodeCount(); ++v) {
        Eigen::Vector3d p = Eigen::Vector3d::Zero();
        double scale = 1.0;
        for (int i = 0; i < n; i += 2) {
            if (v & (1 << i))
                p.x() += scale;
            if (i + 1 < n && (v & (1 << (i + 1))))
                p.y() += scale;
            scale *= 2.4;
        }
        mPositions[std::size_t(v)] = p;
    }
    useStraightLinks();
    bendLinksAroundNodes(nodeRadius() + 0.1);
    // From Q6 on the drawing is read as Q4s side by side: each Q4 (the nodes sharing their
    // high bits) gets a faint frame named by its nodes' shared bits ("01****"), so that a
    // subcube can be found, named and focused in a drawing of hundreds of nodes.
    if (n < 6)
        return;
    const double side = 1.0 + 2.4; // a Q4: two levels of squares
    const double margin = 0.45;
    const double top = 0.8; // room for the caption above the first row
    for (int block = 0; block < topology.nodeCount(); block += 16) {
        const Eigen::Vector3d &o = mPositions[std::size_t(block)];
        mPlanes.push_back({o + Eigen::Vector3d(-margin, -top, 0.0), o + Eigen::Vector3d(side + margin, -top, 0.0),
                           o + Eigen::Vector3d(side + margin, side + margin, 0.0),
                           o + Eigen::Vector3d(-margin, side + margin, 0.0)});
        mPlaneCaptions.push_back(topology.label(block).left(n - 4) + QStringLiteral("****"));
    }
}

} // namespace collviz::views

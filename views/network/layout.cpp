// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "views/network/layout.h"

#include "views/network/cartesianlayouts.h"
#include "views/network/circlelayouts.h"
#include "views/network/dragonflylayout.h"
#include "views/network/fattreelayout.h"
#include "views/network/graph/graphlayout.h"
#include "views/network/hypercubelayout.h"
#include "views/network/treelayout.h"

#include "core/networks/networkfamily.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace collviz::views {

namespace {

/// Distance from point p to segment ab (2D, z ignored).
double segmentDistance(const Eigen::Vector3d &p, const Eigen::Vector3d &a, const Eigen::Vector3d &b)
{
    const Eigen::Vector2d ab = (b - a).head<2>();
    const Eigen::Vector2d ap = (p - a).head<2>();
    const double len2 = ab.squaredNorm();
    const double t = len2 > 0 ? std::clamp(ap.dot(ab) / len2, 0.0, 1.0) : 0.0;
    return (ap - t * ab).norm();
}

double polylineDistance(const Eigen::Vector3d &p, const std::vector<Eigen::Vector3d> &line)
{
    double best = std::numeric_limits<double>::max();
    for (std::size_t i = 1; i < line.size(); ++i)
        best = std::min(best, segmentDistance(p, line[i - 1], line[i]));
    return best;
}

std::unique_ptr<Layout> hypercubeDrawing(const core::Topology &topology)
{
    if (topology.dimensions() <= 5)
        return std::make_unique<HypercubeLayout>(topology);
    return std::make_unique<HypercubeGenericLayout>(topology);
}
std::unique_ptr<Layout> ringDrawing(const core::Topology &topology) { return std::make_unique<RingLayout>(topology); }
std::unique_ptr<Layout> linearDrawing(const core::Topology &topology)
{
    return std::make_unique<LinearLayout>(topology);
}
std::unique_ptr<Layout> latticeDrawing(const core::Topology &topology)
{
    if (topology.dimensions() >= 4)
        return std::make_unique<TilesLayout>(topology);
    if (topology.dimensions() == 3)
        return std::make_unique<LatticeLayout>(topology);
    return std::make_unique<GridLayout>(topology);
}
std::unique_ptr<Layout> treeDrawing(const core::Topology &topology) { return std::make_unique<TreeLayout>(topology); }
std::unique_ptr<Layout> graphDrawing(const core::Topology &topology) { return std::make_unique<GraphLayout>(topology); }
std::unique_ptr<Layout> completeDrawing(const core::Topology &topology)
{
    return std::make_unique<CompleteLayout>(topology);
}
std::unique_ptr<Layout> starDrawing(const core::Topology &topology) { return std::make_unique<StarLayout>(topology); }
std::unique_ptr<Layout> fatTreeDrawing(const core::Topology &topology)
{
    return std::make_unique<FatTreeLayout>(topology);
}
std::unique_ptr<Layout> dragonflyDrawing(const core::Topology &topology)
{
    return std::make_unique<DragonflyLayout>(topology);
}

/// A network family's default drawing, and whether its three-dimensional networks can also be
/// drawn as floors side by side.
struct FamilyDrawing
{
    const char *family; ///< NetworkFamily::id()
    std::unique_ptr<Layout> (*make)(const core::Topology &topology);
    bool floors;
};

/// The one list of drawings, keyed by network family: a new family is one line here.
const FamilyDrawing kDrawings[] = {
    {"hypercube", hypercubeDrawing, false}, {"ring", ringDrawing, false},  {"linear", linearDrawing, false},
    {"mesh", latticeDrawing, true},         {"torus", latticeDrawing, true}, {"tree", treeDrawing, false},
    {"graph", graphDrawing, false},
    {"complete", completeDrawing, false},
    {"switch", starDrawing, false},
    {"fattree", fatTreeDrawing, false},
    {"dragonfly", dragonflyDrawing, false},
};

const FamilyDrawing *drawingOf(const core::Topology &topology)
{
    const QString family = topology.family().id();
    for (const FamilyDrawing &drawing : kDrawings)
        if (family == QLatin1String(drawing.family))
            return &drawing;
    return nullptr;
}

} // namespace

Layout::~Layout() = default;

Layout::Layout(const core::Topology &topology)
    : mProcessors(topology.processorCount()), mLinks(topology.links()),
      mPositions(std::size_t(topology.nodeCount()), Eigen::Vector3d::Zero()), mWrap(mLinks.size(), false)
{
    mLabels.reserve(std::size_t(topology.nodeCount()));
    for (int v = 0; v < topology.nodeCount(); ++v)
        mLabels.push_back(topology.label(v));
    for (const core::Arc &arc : topology.arcs())
        if (arc.wrap)
            mWrap[std::size_t(arc.link)] = true;
    mCompact = mWrap;
}

bool Layout::canDrawFloors(const core::Topology &topology)
{
    const FamilyDrawing *drawing = drawingOf(topology);
    return drawing && drawing->floors && topology.dimensions() == 3;
}

bool Layout::floorsByDefault(const core::Topology &topology)
{
    return canDrawFloors(topology) && topology.nodeCount() <= 64 && topology.shape().at(2) <= 6;
}

std::unique_ptr<Layout> Layout::create(const core::Topology &topology, bool floors)
{
    if (floors && canDrawFloors(topology))
        return std::make_unique<FloorsLayout>(topology);
    if (const FamilyDrawing *drawing = drawingOf(topology))
        return drawing->make(topology);
    return std::make_unique<LinearLayout>(topology);
}

void Layout::useStraightLinks()
{
    mLinkPaths.clear();
    mLinkPaths.reserve(mLinks.size());
    for (const auto &[a, b] : mLinks)
        mLinkPaths.push_back({mPositions[std::size_t(a)], mPositions[std::size_t(b)]});
}

std::vector<Eigen::Vector3d> Layout::curve(const Eigen::Vector3d &a, const Eigen::Vector3d &b, double bend,
                                           int samples)
{
    const Eigen::Vector3d d = b - a;
    const Eigen::Vector3d normal(-d.y(), d.x(), 0.0);
    // A quadratic Bezier whose control point sits at twice the wanted bulge.
    const Eigen::Vector3d control = 0.5 * (a + b) + 2.0 * bend * normal;
    std::vector<Eigen::Vector3d> out;
    out.reserve(std::size_t(samples) + 1);
    for (int i = 0; i <= samples; ++i) {
        const double t = double(i) / samples;
        out.push_back((1 - t) * (1 - t) * a + 2 * (1 - t) * t * control + t * t * b);
    }
    return out;
}

void Layout::bendLinksAroundNodes(double clearance, int maxNodes)
{
    if (nodeCount() > maxNodes || nodeCount() == 0)
        return;
    Eigen::Vector3d centre = Eigen::Vector3d::Zero();
    for (const auto &p : mPositions)
        centre += p;
    centre /= double(nodeCount());

    auto worstClearance = [&](std::size_t link, const std::vector<Eigen::Vector3d> &line) {
        double worst = std::numeric_limits<double>::max();
        for (int v = 0; v < nodeCount(); ++v) {
            if (v == mLinks[link].first || v == mLinks[link].second)
                continue;
            worst = std::min(worst, polylineDistance(mPositions[std::size_t(v)], line));
        }
        return worst;
    };

    for (std::size_t l = 0; l < mLinks.size(); ++l) {
        if (mWrap[l] || worstClearance(l, mLinkPaths[l]) >= clearance)
            continue;
        const Eigen::Vector3d &a = mPositions[std::size_t(mLinks[l].first)];
        const Eigen::Vector3d &b = mPositions[std::size_t(mLinks[l].second)];
        const Eigen::Vector3d d = b - a;
        const Eigen::Vector3d normal(-d.y(), d.x(), 0.0);
        // Bulge away from the drawing's centre: curves then frame the figure instead of
        // crossing its middle.
        const double away = (0.5 * (a + b) - centre).dot(normal) >= 0 ? 1.0 : -1.0;
        std::vector<Eigen::Vector3d> best = mLinkPaths[l];
        double bestClear = worstClearance(l, best);
        for (double amount : {0.08, 0.12, 0.16, 0.22, 0.3, 0.4}) {
            for (double side : {away, -away}) {
                auto candidate = curve(a, b, side * amount);
                const double c = worstClearance(l, candidate);
                if (c > bestClear + 1e-9) {
                    bestClear = c;
                    best = std::move(candidate);
                }
                if (bestClear >= clearance)
                    break;
            }
            if (bestClear >= clearance)
                break;
        }
        mLinkPaths[l] = std::move(best);
    }
}

} // namespace collviz::views

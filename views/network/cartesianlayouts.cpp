#include "views/network/cartesianlayouts.h"

#include "core/topologies.h"

#include <Eigen/Geometry>

#include <cmath>

namespace collviz::views {

namespace {

constexpr double kPi = 3.14159265358979323846;
constexpr double kYaw = -0.5;
constexpr double kPitch = 0.5;

/// Sets coordinate `value` along unit axis `e` of point p.
Eigen::Vector3d withCoordinate(const Eigen::Vector3d &p, const Eigen::Vector3d &e, double value)
{
    return p + (value - p.dot(e)) * e;
}

/**
 * The loop a wraparound link takes outside the grid: from the high end `high` it leaves
 * along `axis` to the lane `distance` beyond the grid's far edge, turns along `out` to the
 * lane `distance` beyond the grid's edge on that side, runs back past the near edge, and
 * comes in to `low`. Corners are cut so the loop reads as one curve. Distances grow with
 * the row's distance from that edge, so loops nest instead of crossing each other.
 */
std::vector<Eigen::Vector3d> wrapLoop(const Eigen::Vector3d &low, const Eigen::Vector3d &high,
                                      const Eigen::Vector3d &axis, double axisMin, double axisMax,
                                      const Eigen::Vector3d &out, double outEdge, double outSign, double distance)
{
    const Eigen::Vector3d p1 = withCoordinate(high, axis, axisMax + distance);
    const Eigen::Vector3d p2 = withCoordinate(p1, out, outEdge + outSign * distance);
    const Eigen::Vector3d p3 = withCoordinate(p2, axis, axisMin - distance);
    const Eigen::Vector3d p4 = withCoordinate(p3, out, low.dot(out));
    const std::vector<Eigen::Vector3d> corners{high, p1, p2, p3, p4, low};
    const double cut = std::min(0.12, 0.4 * distance);
    std::vector<Eigen::Vector3d> path{high};
    for (std::size_t i = 1; i + 1 < corners.size(); ++i) {
        const Eigen::Vector3d in = (corners[i] - corners[i - 1]).normalized();
        const Eigen::Vector3d next = (corners[i + 1] - corners[i]).normalized();
        const Eigen::Vector3d a = corners[i] - cut * in;
        const Eigen::Vector3d b = corners[i] + cut * next;
        for (int s = 0; s <= 4; ++s) { // quadratic round corner
            const double t = s / 4.0;
            path.push_back((1 - t) * (1 - t) * a + 2 * (1 - t) * t * corners[i] + t * t * b);
        }
    }
    path.push_back(low);
    return path;
}

/// A polyline through `corners` with every inner corner rounded off by `cut` on each side.
std::vector<Eigen::Vector3d> roundedPath(const std::vector<Eigen::Vector3d> &corners, double cut)
{
    std::vector<Eigen::Vector3d> path{corners.front()};
    for (std::size_t i = 1; i + 1 < corners.size(); ++i) {
        const Eigen::Vector3d in = corners[i] - corners[i - 1];
        const Eigen::Vector3d next = corners[i + 1] - corners[i];
        const double c = std::min({cut, 0.5 * in.norm(), 0.5 * next.norm()});
        const Eigen::Vector3d a = corners[i] - c * in.normalized();
        const Eigen::Vector3d b = corners[i] + c * next.normalized();
        for (int s = 0; s <= 4; ++s) { // quadratic round corner
            const double t = s / 4.0;
            path.push_back((1 - t) * (1 - t) * a + 2 * (1 - t) * t * corners[i] + t * t * b);
        }
    }
    path.push_back(corners.back());
    return path;
}

} // namespace

RingLayout::RingLayout(const core::Topology &topology) : Layout(topology)
{
    const int z = topology.nodeCount();
    const double radius = z > 2 ? std::max(0.75, 0.5 / std::sin(kPi / z)) : 0.5;
    for (int v = 0; v < z; ++v) {
        const double angle = -kPi / 2 + 2 * kPi * v / z; // clockwise from the top (y grows down)
        mPositions[std::size_t(v)] = {radius * std::cos(angle), radius * std::sin(angle), 0.0};
    }
    useStraightLinks();
}

LinearLayout::LinearLayout(const core::Topology &topology) : Layout(topology)
{
    for (int v = 0; v < topology.nodeCount(); ++v)
        mPositions[std::size_t(v)] = {double(v), 0.0, 0.0};
    useStraightLinks();
}

GridLayout::GridLayout(const core::Topology &topology) : Layout(topology)
{
    const int zx = topology.shape().at(0);
    const int zy = topology.shape().at(1);
    for (int v = 0; v < topology.nodeCount(); ++v) {
        const auto &c = topology.coords(v);
        mPositions[std::size_t(v)] = {double(c[0]), double(c[1]), 0.0};
    }
    useStraightLinks();
    // A wraparound leaves its end node outwards by kStub, turns into the gap half-way to the
    // next row (rows: below the row; columns: left of the column) and runs back to the other
    // end there. Only the last row's and the first column's lanes lie outside the grid, so
    // the grid keeps nearly all of the area. While idle only the two curled ends are drawn
    // (wrapStub()): short arcs just outside the grid's edges, as in the textbook figures;
    // a wraparound carrying a message is drawn whole, so its packet is seen all the way.
    constexpr double kStub = 0.32;
    constexpr double kHalf = 0.5;
    for (const core::Arc &arc : topology.arcs()) {
        if (!arc.wrap || arc.dir != +1)
            continue;
        const auto [low, high] = mLinks[std::size_t(arc.link)];
        const Eigen::Vector3d &pl = mPositions[std::size_t(low)];
        const Eigen::Vector3d &ph = mPositions[std::size_t(high)];
        std::vector<Eigen::Vector3d> corners;
        if (arc.dim == 0) { // a row: out to the left and right, back along the gap below it
            const double lane = pl.y() + kHalf;
            corners = {pl, {-kStub, pl.y(), 0}, {-kStub, lane, 0}, {zx - 1 + kStub, lane, 0},
                       {zx - 1 + kStub, ph.y(), 0}, ph};
        } else { // a column: out at the top and bottom, back along the gap left of it
            const double lane = pl.x() - kHalf;
            corners = {pl, {pl.x(), -kStub, 0}, {lane, -kStub, 0}, {lane, zy - 1 + kStub, 0},
                       {ph.x(), zy - 1 + kStub, 0}, ph};
        }
        mLinkPaths[std::size_t(arc.link)] = roundedPath(corners, 0.16);
    }
}

LatticeLayout::LatticeLayout(const core::Topology &topology) : Layout(topology)
{
    const auto shape = topology.shape();
    const int zx = shape.at(0);
    const int zy = shape.at(1);
    const int zz = shape.at(2);
    mLayerGap = std::max(1.8, 0.9 * (zy - 1) * std::sin(kPitch) + 1.0);
    // Model axes: x = coordinate 0, depth (model z) = coordinate 1, vertical (model y,
    // downwards) = layer, so that every layer is a floor of the building.
    for (int v = 0; v < topology.nodeCount(); ++v) {
        const auto &c = topology.coords(v);
        mPositions[std::size_t(v)] = {double(c[0]), mLayerGap * c[2], double(c[1])};
    }
    useStraightLinks();
    const Eigen::Vector3d ex = Eigen::Vector3d::UnitX();
    const Eigen::Vector3d ey = Eigen::Vector3d::UnitY();
    const Eigen::Vector3d ez = Eigen::Vector3d::UnitZ();
    constexpr double kGap = 0.4;
    constexpr double kLane = 0.13;
    for (const core::Arc &arc : topology.arcs()) {
        if (!arc.wrap || arc.dir != +1)
            continue;
        const auto [low, high] = mLinks[std::size_t(arc.link)];
        const Eigen::Vector3d &pl = mPositions[std::size_t(low)];
        const Eigen::Vector3d &ph = mPositions[std::size_t(high)];
        std::vector<Eigen::Vector3d> loop;
        if (arc.dim == 0) // along x, looping in front of the layer
            loop = wrapLoop(pl, ph, ex, 0, zx - 1, ez, 0, -1, kGap + kLane * pl.z());
        else if (arc.dim == 1) // along depth, looping on the left of the layer
            loop = wrapLoop(pl, ph, ez, 0, zy - 1, ex, 0, -1, kGap + kLane * (zy + pl.x()));
        else // between the bottom and top layers, looping on the right
            loop = wrapLoop(pl, ph, ey, 0, mLayerGap * (zz - 1), ex, zx - 1, +1, kGap + kLane * (zx - 1 - pl.x()));
        mLinkPaths[std::size_t(arc.link)] = std::move(loop);
    }
    // One faint floor per layer, slightly larger than its grid.
    constexpr double kMargin = 0.3;
    for (int layer = 0; layer < zz; ++layer) {
        const double y = mLayerGap * layer;
        mPlanes.push_back({{-kMargin, y, -kMargin},
                           {zx - 1 + kMargin, y, -kMargin},
                           {zx - 1 + kMargin, y, zy - 1 + kMargin},
                           {-kMargin, y, zy - 1 + kMargin}});
    }
}

Eigen::Matrix3d LatticeLayout::defaultRotation() const
{
    // Seen from above and a little from the side: the floors open up and the layers stay
    // apart. Screen y grows downwards, so a positive pitch lifts the far side of a floor.
    const Eigen::Matrix3d yaw = Eigen::AngleAxisd(kYaw, Eigen::Vector3d::UnitY()).toRotationMatrix();
    const Eigen::Matrix3d pitch = Eigen::AngleAxisd(kPitch, Eigen::Vector3d::UnitX()).toRotationMatrix();
    return pitch * yaw;
}

} // namespace collviz::views

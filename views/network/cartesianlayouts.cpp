// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "views/network/cartesianlayouts.h"

#include "core/networks/gridaxes.h"
#include "core/topologies.h"

#include <Eigen/Geometry>

#include <cmath>

namespace collviz::views {

namespace {

constexpr double kPi = 3.14159265358979323846;
constexpr double kYaw = -0.5;
constexpr double kPitch = 0.4;

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

/// Stub of a wraparound: how far it leaves its end node outwards before turning.
constexpr double kStub = 0.32;
/// Its lane lies half-way to the next row (or column, or layer).
constexpr double kHalf = 0.5;

/**
 * The compact drawing of a wraparound link from `low` (at the low end of `axis`) to `high`:
 * out of `high` along `axis` by kStub, a turn by `side` into the gap beside the row, back
 * along that gap past the low end, and in to `low` from outside. Only the two curled ends
 * lie outside the grid (and the lanes of the last row, which border it).
 */
std::vector<Eigen::Vector3d> compactWrap(const Eigen::Vector3d &low, const Eigen::Vector3d &high,
                                         const Eigen::Vector3d &axis, const Eigen::Vector3d &side)
{
    const Eigen::Vector3d out = kStub * axis;
    return roundedPath({low, low - out, low - out + side, high + out + side, high + out, high}, 0.16);
}

} // namespace

RingLayout::RingLayout(const core::Topology &topology) : Layout(topology)
{
    const int z = topology.nodeCount();
    if (z <= 16) {
        const double radius = z > 2 ? std::max(0.75, 0.5 / std::sin(kPi / z)) : 0.5;
        for (int v = 0; v < z; ++v) {
            const double angle = -kPi / 2 + 2 * kPi * v / z; // clockwise from the top (y grows down)
            mPositions[std::size_t(v)] = {radius * std::cos(angle), radius * std::sin(angle), 0.0};
        }
        useStraightLinks();
        return;
    }
    // A larger ring as an ellipse 2.3 times as wide as high, its nodes evenly spaced along it:
    // a circle of 32 nodes is ten spacings high and leaves a wide screen's sides empty, so
    // its labels came out at 10 pixels on a projector.
    constexpr int kSamples = 4096;
    std::vector<Eigen::Vector3d> rim;
    std::vector<double> along{0.0};
    const double b = z / 10.77; // Ramanujan's perimeter of an ellipse with a = 2.3 b is 10.77 b
    for (int i = 0; i <= kSamples; ++i) {
        const double angle = -kPi / 2 + 2 * kPi * i / kSamples;
        rim.emplace_back(2.3 * b * std::cos(angle), b * std::sin(angle), 0.0);
        if (i > 0)
            along.push_back(along.back() + (rim[std::size_t(i)] - rim[std::size_t(i - 1)]).norm());
    }
    std::size_t at = 0;
    for (int v = 0; v < z; ++v) {
        const double wanted = along.back() * v / z;
        while (at + 1 < along.size() && along[at + 1] < wanted)
            ++at;
        mPositions[std::size_t(v)] = rim[at];
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
    for (int v = 0; v < topology.nodeCount(); ++v) {
        const auto &c = topology.coords(v);
        mPositions[std::size_t(v)] = {double(c[0]), double(c[1]), 0.0};
    }
    useStraightLinks();
    // A wraparound leaves its end node outwards, turns into the gap half-way to the next
    // row (rows: below the row; columns: left of the column) and runs back to the other end
    // there. Only the last row's and the first column's lanes lie outside the grid, so the
    // grid keeps nearly all of the area. While idle only the two curled ends are drawn
    // (wrapStub()): short arcs just outside the grid's edges, as in the textbook figures;
    // a wraparound carrying a message is drawn whole, so its packet is seen all the way.
    for (const core::Arc &arc : topology.arcs()) {
        if (!arc.wrap || arc.dir != +1)
            continue;
        const auto [low, high] = mLinks[std::size_t(arc.link)];
        const Eigen::Vector3d &pl = mPositions[std::size_t(low)];
        const Eigen::Vector3d &ph = mPositions[std::size_t(high)];
        mLinkPaths[std::size_t(arc.link)] = arc.dim == 0 ? compactWrap(pl, ph, Eigen::Vector3d::UnitX(), kHalf * Eigen::Vector3d::UnitY())
                                                         : compactWrap(pl, ph, Eigen::Vector3d::UnitY(), -kHalf * Eigen::Vector3d::UnitX());
    }
}

double GridLayout::wrapStub() const { return kStub + kHalf - 0.16; }

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
    // Wraparounds as in GridLayout: out of the end node, back along the gap beside the row
    // (in depth for x rows, left for depth columns, right for the vertical ones between
    // floors), drawn whole only while they carry a message.
    const Eigen::Vector3d ex = Eigen::Vector3d::UnitX();
    for (const core::Arc &arc : topology.arcs()) {
        if (!arc.wrap || arc.dir != +1)
            continue;
        const auto [low, high] = mLinks[std::size_t(arc.link)];
        const Eigen::Vector3d &pl = mPositions[std::size_t(low)];
        const Eigen::Vector3d &ph = mPositions[std::size_t(high)];
        if (arc.dim == 0)
            mLinkPaths[std::size_t(arc.link)] = compactWrap(pl, ph, ex, kHalf * Eigen::Vector3d::UnitZ());
        else if (arc.dim == 1)
            mLinkPaths[std::size_t(arc.link)] = compactWrap(pl, ph, Eigen::Vector3d::UnitZ(), -kHalf * ex);
        else
            mLinkPaths[std::size_t(arc.link)] = compactWrap(pl, ph, Eigen::Vector3d::UnitY(), kHalf * ex);
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

FloorsLayout::FloorsLayout(const core::Topology &topology) : Layout(topology)
{
    const auto shape = topology.shape();
    const int zx = shape.at(0);
    const int zy = shape.at(1);
    const int zz = shape.at(2);
    // The gap between floors takes a row's wraparound end and the next floor's
    // column-wraparound lane with room between them to see where a floor ends.
    constexpr double kFloorGap = 1.7;
    mPitch = (zx - 1) + kFloorGap;
    // Vertically also the floor's caption above its grid.
    const double pitchY = (zy - 1) + kFloorGap + 0.4;
    // Floors in reading order, Z=0, 1, 2, ... left to right and then the next row from the
    // left, as many to a row as fit a wide screen best (a lecture hall's 16:9 projector with
    // the narration under the drawing: about 2.2 : 1). Snaking rows (0 1 / 3 2) kept the
    // links between floors short but read as Z=0, Z=1 above Z=3, Z=2.
    constexpr double kScreenAspect = 2.2;
    mColumns = 1;
    double best = 0;
    for (int columns = 1; columns <= zz; ++columns) {
        const int rows = (zz + columns - 1) / columns;
        const double width = columns * (zx - 1) + (columns - 1) * kFloorGap + 1.3;
        const double height = rows * (zy - 1) + (rows - 1) * (kFloorGap + 0.4) + 1.6;
        const double fit = std::min(kScreenAspect / width, 1.0 / height);
        if (fit > best + 1e-9) {
            best = fit;
            mColumns = columns;
        }
    }
    auto floorOrigin = [&](int layer) {
        return Eigen::Vector3d(mPitch * (layer % mColumns), pitchY * (layer / mColumns), 0.0);
    };
    for (int v = 0; v < topology.nodeCount(); ++v) {
        const auto &c = topology.coords(v);
        mPositions[std::size_t(v)] = floorOrigin(c[2]) + Eigen::Vector3d(c[0], c[1], 0.0);
    }
    useStraightLinks();
    constexpr double kLeave = 0.22; // how far a link between floors runs sideways before turning
    for (const core::Arc &arc : topology.arcs()) {
        if (arc.dir != +1)
            continue;
        const std::size_t link = std::size_t(arc.link);
        const auto [low, high] = mLinks[link];
        const Eigen::Vector3d &pl = mPositions[std::size_t(low)];
        const Eigen::Vector3d &ph = mPositions[std::size_t(high)];
        if (arc.dim == 0 && arc.wrap) {
            mLinkPaths[link] = compactWrap(pl, ph, Eigen::Vector3d::UnitX(), kHalf * Eigen::Vector3d::UnitY());
        } else if (arc.dim == 1 && arc.wrap) {
            mLinkPaths[link] = compactWrap(pl, ph, Eigen::Vector3d::UnitY(), -kHalf * Eigen::Vector3d::UnitX());
        } else if (arc.dim == 2) {
            // Out of the node sideways into the gap beside its row (or column), at a height
            // of its own per column (row) so the links of a row stay apart, across to the
            // same node of the other floor, and in: a steep start, so the idle ends are
            // short ticks apart from the row's own links.
            const auto &c = topology.coords(low);
            const Eigen::Vector3d d = ph - pl;
            const double sx = d.x() > 1e-9 ? 1.0 : d.x() < -1e-9 ? -1.0 : 0.0;
            const double sy = d.y() > 1e-9 ? 1.0 : d.y() < -1e-9 ? -1.0 : 0.0;
            std::vector<Eigen::Vector3d> corners;
            if (sy == 0.0) { // floors side by side: above the row
                // A torus's wraparound from the last floor of the row back to the first runs
                // above the floors between, in lanes of its own between the others.
                const double lane = arc.wrap ? 0.3 + 0.3 * (double(c[0]) + 0.5) / zx
                                             : 0.3 + 0.3 * (zx > 1 ? double(c[0]) / (zx - 1) : 0.5);
                corners = {pl, pl + Eigen::Vector3d(kLeave * sx, -lane, 0), ph + Eigen::Vector3d(-kLeave * sx, -lane, 0), ph};
            } else if (sx == 0.0) { // one above the other: right of the column
                const double lane = 0.3 + 0.3 * (zy > 1 ? double(c[1]) / (zy - 1) : 0.5);
                corners = {pl, pl + Eigen::Vector3d(lane, kLeave * sy, 0), ph + Eigen::Vector3d(lane, -kLeave * sy, 0), ph};
            } else { // the wraparound of an odd block: down its column, across below the row
                const double lane = 0.34;
                corners = {pl, pl + Eigen::Vector3d(lane, kLeave * sy, 0), Eigen::Vector3d(pl.x() + lane, ph.y() + lane, 0),
                           ph + Eigen::Vector3d(-kLeave * sx, lane, 0), ph};
            }
            mLinkPaths[link] = roundedPath(corners, 0.16);
            mCompact[link] = true;
        }
    }
    // One faint plane per floor, slightly larger than its grid (and its wraparound lanes),
    // captioned at its top left above the lanes of the links between floors and left of
    // the lanes that come down from the floor above: with the floors snaking, the caption
    // says which floor is which.
    constexpr double kMargin = 0.55;
    constexpr double kTop = 0.95;
    for (int layer = 0; layer < zz; ++layer) {
        const Eigen::Vector3d o = floorOrigin(layer);
        mPlaneCaptions.push_back(QStringLiteral("Z=%1").arg(layer));
        mPlanes.push_back({o + Eigen::Vector3d(-kMargin - 0.1, -kTop, 0.0),
                           o + Eigen::Vector3d(zx - 1 + kMargin, -kTop, 0.0),
                           o + Eigen::Vector3d(zx - 1 + kMargin, zy - 1 + kMargin, 0.0),
                           o + Eigen::Vector3d(-kMargin - 0.1, zy - 1 + kMargin, 0.0)});
    }
}

double FloorsLayout::wrapStub() const { return kStub + kHalf - 0.16; }

namespace {

/// The gap between neighbouring tiles across (as between floors: a node's wraparound end and
/// the next tile's caption margin), the gap down (the lanes below a tile's last row and the
/// caption above the next tile, no more: the height is what a wide screen lacks), and how much
/// wider the gap between blocks of tiles grows a level up.
constexpr double kTileGap = 1.7;
constexpr double kTileGapDown = 1.6;
constexpr double kBlockGap = 1.2;

} // namespace

TilesLayout::TilesLayout(const core::Topology &topology) : Layout(topology)
{
    const std::vector<int> shape = topology.shape();
    const int dims = int(shape.size());
    const int zx = shape.at(0);
    const int zy = shape.at(1);
    // One step along each axis beyond y moves a tile by a whole block of the axes below it
    // that place tiles the same way, plus a gap that widens a level up.
    std::vector<Eigen::Vector3d> step(std::size_t(dims), Eigen::Vector3d::Zero());
    double across = (zx - 1) + kTileGap;
    double down = (zy - 1) + kTileGapDown;
    int acrossLevel = 0;
    int downLevel = 0;
    for (int d = 2; d < dims; ++d) {
        const int z = shape[std::size_t(d)];
        if (placesAcross(d)) {
            step[std::size_t(d)] = {across, 0.0, 0.0};
            across = across * z + kBlockGap * ++acrossLevel;
        } else {
            step[std::size_t(d)] = {0.0, down, 0.0};
            down = down * z + kBlockGap * ++downLevel;
        }
    }
    auto tileOrigin = [&](int v) {
        const auto &c = topology.coords(v);
        Eigen::Vector3d o = Eigen::Vector3d::Zero();
        for (int d = 2; d < dims; ++d)
            o += c[std::size_t(d)] * step[std::size_t(d)];
        return o;
    };
    for (int v = 0; v < topology.nodeCount(); ++v) {
        const auto &c = topology.coords(v);
        mPositions[std::size_t(v)] = tileOrigin(v) + Eigen::Vector3d(c[0], c[1], 0.0);
    }
    useStraightLinks();
    for (const core::Arc &arc : topology.arcs()) {
        if (arc.dir != +1)
            continue;
        const std::size_t link = std::size_t(arc.link);
        const auto [low, high] = mLinks[link];
        const Eigen::Vector3d &pl = mPositions[std::size_t(low)];
        const Eigen::Vector3d &ph = mPositions[std::size_t(high)];
        if (arc.dim == 0 && arc.wrap) {
            mLinkPaths[link] = compactWrap(pl, ph, Eigen::Vector3d::UnitX(), kHalf * Eigen::Vector3d::UnitY());
        } else if (arc.dim == 1 && arc.wrap) {
            mLinkPaths[link] = compactWrap(pl, ph, Eigen::Vector3d::UnitY(), -kHalf * Eigen::Vector3d::UnitX());
        } else if (arc.dim >= 2) {
            mLinkPaths[link] = betweenTiles(topology, arc);
            mCompact[link] = true;
        }
    }
    // One faint plane per tile (the nodes whose x and y are 0 start the tiles, in id order),
    // captioned at its top left with the tile's coordinates beyond y. The wider left margin
    // keeps a 4D caption ("Z=1 W=2") left of the lanes that come down right of column 0.
    constexpr double kMargin = 0.55;
    constexpr double kLeft = 0.95;
    constexpr double kTop = 0.8;
    for (int v = 0; v < topology.nodeCount(); v += zx * zy) {
        const Eigen::Vector3d o = tileOrigin(v);
        QStringList caption;
        for (int d = 2; d < dims; ++d)
            caption << QStringLiteral("%1=%2").arg(core::networks::gridAxisName(d).toUpper()).arg(topology.coords(v)[std::size_t(d)]);
        mPlaneCaptions.push_back(caption.join(QLatin1Char(' ')));
        mPlanes.push_back({o + Eigen::Vector3d(-kLeft, -kTop, 0.0), o + Eigen::Vector3d(zx - 1 + kMargin, -kTop, 0.0),
                           o + Eigen::Vector3d(zx - 1 + kMargin, zy - 1 + kMargin, 0.0),
                           o + Eigen::Vector3d(-kLeft, zy - 1 + kMargin, 0.0)});
    }
}

std::vector<Eigen::Vector3d> TilesLayout::betweenTiles(const core::Topology &topology, const core::Arc &arc) const
{
    const std::vector<int> shape = topology.shape();
    const int dims = int(shape.size());
    const auto [low, high] = mLinks[std::size_t(arc.link)];
    const Eigen::Vector3d &pl = mPositions[std::size_t(low)];
    const Eigen::Vector3d &ph = mPositions[std::size_t(high)];
    const auto &c = topology.coords(low);
    const bool across = placesAcross(arc.dim);
    // A lane of its own per column (row), level and wraparound: the links of one node to its
    // tiles across at every level, and a torus's wraparound over the tiles between, stay apart.
    int levels = 0;
    for (int d = 2; d < dims; ++d)
        levels += placesAcross(d) == across ? 1 : 0;
    const int level = (arc.dim - (across ? 2 : 3)) / 2;
    const int line = across ? c[0] : c[1];
    const int lines = across ? shape[0] : shape[1];
    const int slot = (line * levels + level) * 2 + (arc.wrap ? 1 : 0);
    // Down lanes start further from their column: a caption at the top left of the tile below
    // ends there.
    const double first = across ? 0.33 : 0.4;
    const double lane = first + (0.66 - first) * (slot + 0.5) / (2.0 * lines * levels);
    constexpr double kLeave = 0.22; // how far it runs sideways before turning, as between floors
    const Eigen::Vector3d d = ph - pl;
    const double sx = d.x() > 1e-9 ? 1.0 : d.x() < -1e-9 ? -1.0 : 0.0;
    const double sy = d.y() > 1e-9 ? 1.0 : d.y() < -1e-9 ? -1.0 : 0.0;
    std::vector<Eigen::Vector3d> corners;
    // Across: below the row, so that no loaded link crosses the captions at the tiles' tops.
    if (across)
        corners = {pl, pl + Eigen::Vector3d(kLeave * sx, lane, 0), ph + Eigen::Vector3d(-kLeave * sx, lane, 0), ph};
    else // right of the column
        corners = {pl, pl + Eigen::Vector3d(lane, kLeave * sy, 0), ph + Eigen::Vector3d(lane, -kLeave * sy, 0), ph};
    return roundedPath(corners, 0.16);
}

double TilesLayout::wrapStub() const { return kStub + kHalf - 0.16; }

double LatticeLayout::wrapStub() const { return kStub + kHalf - 0.16; }

Eigen::Matrix3d LatticeLayout::defaultRotation() const
{
    // Seen from above and a little from the side: the floors open up and the layers stay
    // apart. Screen y grows downwards, so a positive pitch lifts the far side of a floor.
    const Eigen::Matrix3d yaw = Eigen::AngleAxisd(kYaw, Eigen::Vector3d::UnitY()).toRotationMatrix();
    const Eigen::Matrix3d pitch = Eigen::AngleAxisd(kPitch, Eigen::Vector3d::UnitX()).toRotationMatrix();
    return pitch * yaw;
}

} // namespace collviz::views

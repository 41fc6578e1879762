// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "views/network/layout.h"

namespace collviz::views {

/// A ring T(z) on a circle (above 16 nodes an ellipse 2.3 times as wide as high, which fits
/// a wide screen), node 0 at the top, numbered clockwise, neighbours about 1 apart.
class RingLayout final : public Layout
{
public:
    explicit RingLayout(const core::Topology &topology);
    QString name() const override { return QStringLiteral("ring"); }
};

/// A linear array M(z) as a row, node 0 on the left.
class LinearLayout final : public Layout
{
public:
    explicit LinearLayout(const core::Topology &topology);
    QString name() const override { return QStringLiteral("linear"); }
};

/**
 * A 2D mesh or torus as a grid, row-major like the textbook figures (x to the right, y
 * down). A torus's wraparound links leave their end nodes outwards and return along the gap
 * beside their row (below it) or column (left of it); idle, only their two curled ends are
 * drawn, just outside the grid's edges, so the grid keeps the area and no wraparound lies
 * across another link until a message uses it.
 */
class GridLayout final : public Layout
{
public:
    explicit GridLayout(const core::Topology &topology);
    QString name() const override { return QStringLiteral("grid"); }
    double wrapStub() const override;
};

/**
 * A 3D mesh or torus as layered planes: each z-layer is a horizontal x-y grid and the layers
 * are stacked vertically, seen obliquely from above; the view rotates it when dragged.
 * Wraparound links are drawn like in GridLayout: curled ends while idle, the whole loop
 * along the gap beside their row while they carry a message.
 */
class LatticeLayout final : public Layout
{
public:
    explicit LatticeLayout(const core::Topology &topology);
    QString name() const override { return QStringLiteral("lattice-3d"); }
    bool is3D() const override { return true; }
    Eigen::Matrix3d defaultRotation() const override;
    double nodeRadius() const override { return 0.17; }
    double wrapStub() const override;
    /// Vertical distance between layers, in node spacings: enough that a floor seen from
    /// the default angle does not reach into the next one.
    double layerGap() const { return mLayerGap; }

private:
    double mLayerGap = 1.8;
};

/**
 * A 3D mesh or torus as its floors side by side: each z-layer is drawn flat as a GridLayout
 * grid on a faint plane, the floors in reading order (Z=0, 1, 2, ... left to right, then the
 * next row from the left), as many to a row as fit a wide screen best (all four floors of a
 * 4x4x4 lattice in one row). A link between floors
 * leaves its node into the gap above its row (right of its column), runs to the same node
 * of the next floor and comes into it; each column (row) has its own lane in that gap, so
 * parallel links stay apart. Links between
 * floors and wraparounds are drawn whole only while they carry a message (idle: their two
 * ends), so the floors read like the 2D grids of the textbook.
 */
class FloorsLayout final : public Layout
{
public:
    explicit FloorsLayout(const core::Topology &topology);
    QString name() const override { return QStringLiteral("lattice-floors"); }
    double wrapStub() const override;
    /// Horizontal distance between the same node on neighbouring floors (model units).
    double floorPitch() const { return mPitch; }
    /// Floors per row of the block.
    int floorColumns() const { return mColumns; }

private:
    double mPitch = 0.0;
    int mColumns = 1;
};

/**
 * A mesh or torus of four or more dimensions as tiles: each tile is the x-y grid of one choice
 * of the other coordinates, drawn flat like a floor of FloorsLayout on a faint plane captioned
 * with those coordinates ("Z=1 W=2", "Z=0 W=1 D5=1"). The axes beyond y place the tiles in
 * turn across and down: z across, w down, d5 across in blocks of z tiles, d6 down in blocks of
 * w tile rows, ... with a wider gap between blocks at each level, so torus:3x3x3x3 is a 3x3
 * array of 3x3 tiles and mesh:2x2x2x2x2 two blocks of 2x2 tiles side by side. The links
 * between tiles leave their node into the gap below its row (across) or right of its column
 * (down), each in a lane of its own per column (row), level and wraparound, and run to the
 * same node of the other tile; like the wraparounds they are drawn whole only while they
 * carry a message (Layout::isCompactLink), so each tile reads as the textbook's 2D grid.
 */
class TilesLayout final : public Layout
{
public:
    explicit TilesLayout(const core::Topology &topology);
    QString name() const override { return QStringLiteral("lattice-tiles"); }
    /// A little larger than a 2D grid's: 81 and more nodes on a laptop screen keep their
    /// numbers readable (lanes between tiles keep clear of the larger discs).
    double nodeRadius() const override { return 0.25; }
    double wrapStub() const override;
    /// Whether axis `dim` (>= 2) places the tiles across (z, d5, d7, ...) or down (w, d6, ...).
    static bool placesAcross(int dim) { return dim % 2 == 0; }

private:
    /// The path of link `arc` between two tiles (its dimension >= 2).
    std::vector<Eigen::Vector3d> betweenTiles(const core::Topology &topology, const core::Arc &arc) const;
};

} // namespace collviz::views

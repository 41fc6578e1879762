#pragma once

#include "views/network/layout.h"

namespace collviz::views {

/// A ring T(z) on a circle, node 0 at the top, numbered clockwise, neighbours about 1 apart.
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

} // namespace collviz::views

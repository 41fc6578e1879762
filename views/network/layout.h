// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/topology.h"

#include <QString>

#include <Eigen/Core>

#include <memory>
#include <vector>

namespace collviz::views {

/// How a vertex is drawn: processors as circles, tree switches as small squares.
enum class NodeShape { Processor, Switch };

/**
 * Where the vertices and links of one topology family sit, in model units where neighbouring
 * nodes are about 1 apart. 2D layouts keep z = 0; 3D layouts are rotated and projected by
 * the view. One subclass per family, chosen by create() (Tiled's MapRenderer::create shape),
 * so that a new topology adds one layout class and one line in the factory, never touches
 * the view.
 *
 * Link geometry is a polyline per undirected link (curves are sampled), running from the
 * lower-numbered end to the higher one (the order of core::Topology::links()).
 */
class Layout
{
public:
    virtual ~Layout();

    /// The layout for a topology's family (never null). For a 3D mesh or torus `floors`
    /// chooses the floors-side-by-side drawing (FloorsLayout) instead of the rotatable one.
    static std::unique_ptr<Layout> create(const core::Topology &topology, bool floors = false);
    /// Whether the topology is a 3D lattice that can be drawn as floors side by side.
    static bool canDrawFloors(const core::Topology &topology);
    /// Whether floors side by side is the better first drawing: small lattices (up to 64
    /// nodes, up to 6 floors), where every node and message reads from the back of a hall.
    static bool floorsByDefault(const core::Topology &topology);

    /// A stable identifier of the layout class ("hypercube-cubes", "ring", ...), for tests.
    virtual QString name() const = 0;
    /// Whether the drawing is 3D (rotatable by the user) or flat.
    virtual bool is3D() const { return false; }
    /// The rotation a 3D layout starts with (identity for flat layouts).
    virtual Eigen::Matrix3d defaultRotation() const { return Eigen::Matrix3d::Identity(); }
    /// Node radius in model units; labels, fonts and packets scale with it.
    virtual double nodeRadius() const { return 0.22; }

    int nodeCount() const { return int(mPositions.size()); }
    const Eigen::Vector3d &position(int node) const { return mPositions[std::size_t(node)]; }
    QString label(int node) const { return mLabels[std::size_t(node)]; }
    NodeShape shape(int node) const { return node < mProcessors ? NodeShape::Processor : NodeShape::Switch; }
    int linkCount() const { return int(mLinkPaths.size()); }
    const std::vector<Eigen::Vector3d> &linkPath(int link) const { return mLinkPaths[std::size_t(link)]; }
    /// Whether the link is a torus wraparound drawn outside the grid.
    bool isWrapLink(int link) const { return mWrap[std::size_t(link)]; }
    /// Whether the link is drawn whole only while it carries a message (idle: its two ends
    /// of wrapStub() length, faintly): the wraparounds, the links between floors drawn
    /// side by side, and Q5's links between its cubes.
    bool isCompactLink(int link) const { return mCompact[std::size_t(link)]; }
    /// Length (model units, from each end) of a wraparound drawn while it is idle; 0 draws
    /// idle wraparounds whole (faintly).
    virtual double wrapStub() const { return 0.0; }
    /// Faint planes behind the layers of a 3D lattice (each a closed polygon), empty in
    /// other 2D drawings.
    const std::vector<std::vector<Eigen::Vector3d>> &planes() const { return mPlanes; }
    /// A caption per plane written inside its first corner ("Z=0"), or empty: none.
    const std::vector<QString> &planeCaptions() const { return mPlaneCaptions; }

protected:
    explicit Layout(const core::Topology &topology);

    /// Straight polylines for every link (subclasses then replace the ones they curve).
    void useStraightLinks();
    /// Replaces straight links that pass over another node by quadratic curves bent just
    /// enough to clear it (tries both sides, prefers the one away from the drawing's
    /// centre). Flat layouts only; skipped above `maxNodes` nodes where it gets expensive.
    void bendLinksAroundNodes(double clearance, int maxNodes = 256);
    /// A quadratic curve from a to b whose middle is pushed sideways by bend * |b - a|.
    static std::vector<Eigen::Vector3d> curve(const Eigen::Vector3d &a, const Eigen::Vector3d &b, double bend,
                                              int samples = 16);

    int mProcessors = 0;
    std::vector<std::pair<int, int>> mLinks;
    std::vector<Eigen::Vector3d> mPositions;
    std::vector<QString> mLabels;
    std::vector<std::vector<Eigen::Vector3d>> mLinkPaths;
    std::vector<bool> mWrap;
    std::vector<bool> mCompact; ///< starts equal to mWrap
    std::vector<std::vector<Eigen::Vector3d>> mPlanes;
    std::vector<QString> mPlaneCaptions;
};

} // namespace collviz::views

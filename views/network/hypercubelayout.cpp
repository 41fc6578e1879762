#include "views/network/hypercubelayout.h"

#include <cmath>

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
    const Eigen::Vector3d step[] = {{w, 0.0, 0.0}, {0.0, 1.0, 0.0}, {pills ? 0.6 : 1.1, -0.5, 0.0},
                                    {w + 1.9, 0.0, 0.0}, {0.0, 2.0, 0.0}};
    const int n = topology.dimensions();
    for (int v = 0; v < topology.nodeCount(); ++v) {
        Eigen::Vector3d p = Eigen::Vector3d::Zero();
        for (int i = 0; i < n; ++i)
            if (v & (1 << i))
                p += step[i];
        mPositions[std::size_t(v)] = p;
    }
    useStraightLinks();
    bendLinksAroundNodes(nodeRadius() + 0.12);
    // Q5's 32 links between its four cubes, bent round the nodes they pass, were a tangle
    // of curves over the whole drawing. Idle they are now short ticks at their nodes
    // pointing to the partner cube; a round that uses them draws them whole (as the links
    // between the floors of a 3D torus).
    if (n >= 5)
        for (std::size_t l = 0; l < mLinks.size(); ++l)
            if ((mLinks[l].first ^ mLinks[l].second) >= (1 << 3))
                mCompact[l] = true;
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
}

} // namespace collviz::views

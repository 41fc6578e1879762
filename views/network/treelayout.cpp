// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "views/network/treelayout.h"

#include "core/topologies.h"

namespace collviz::views {

TreeLayout::TreeLayout(const core::Topology &topology) : Layout(topology)
{
    // core::TreeTopology gives every vertex (position within its level, level).
    int levels = 0;
    for (int v = 0; v < topology.nodeCount(); ++v)
        levels = std::max(levels, topology.coords(v)[1]);
    for (int v = 0; v < topology.nodeCount(); ++v) {
        const int index = topology.coords(v)[0];
        const int depth = topology.coords(v)[1];
        const double width = double(1 << (levels - depth)); // leaves under this vertex
        mPositions[std::size_t(v)] = {(index + 0.5) * width - 0.5, 0.9 * depth, 0.0};
    }
    useStraightLinks();
}

} // namespace collviz::views

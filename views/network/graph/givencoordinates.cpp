// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "views/network/graph/givencoordinates.h"

#include "core/networks/graph/graphtopology.h"

namespace collviz::views {

std::optional<std::vector<Eigen::Vector2d>> givenCoordinates(const core::Topology &topology)
{
    // Only a network file places its nodes ("coordinates", x to the right, y downwards as in
    // the view); every other network is drawn from its links.
    const auto *graph = dynamic_cast<const core::networks::GraphTopology *>(&topology);
    if (!graph || !graph->hasPositions())
        return std::nullopt;
    std::vector<Eigen::Vector2d> points;
    points.reserve(std::size_t(topology.nodeCount()));
    for (int v = 0; v < topology.nodeCount(); ++v)
        points.emplace_back(graph->position(v).x(), graph->position(v).y());
    return points;
}

} // namespace collviz::views

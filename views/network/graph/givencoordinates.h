// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/topology.h"

#include <Eigen/Core>

#include <optional>
#include <vector>

namespace collviz::views {

/**
 * The drawing coordinates a network brings with it (a graph file's per-node "x", "y"), one
 * per vertex in vertex order, in the view's convention (x to the right, y down); nullopt
 * when it brings none, or not for every vertex. GraphLayout then uses them instead of
 * computing a drawing.
 */
std::optional<std::vector<Eigen::Vector2d>> givenCoordinates(const core::Topology &topology);

} // namespace collviz::views

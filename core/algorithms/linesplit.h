// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/topologies.h"

#include <vector>

namespace collviz::core::algorithms {

/// One message of the recursive-halving pattern on a line: from position `from` to `to`,
/// passing through `positions` (from first, to last).
struct LineHop
{
    int from = 0;
    int to = 0;
    std::vector<int> positions;
};

/**
 * Recursive doubling on a line of z positions (seed 001 section 3.1.1, Fig. 3.1.3): the
 * holder sends to the node at the same offset in the half that has no copy, then both
 * halves repeat. Halves are ceil/floor splits with the larger one on the holder's side (the
 * left one when the holder could sit in either), so any z works in ceil(log2 z) steps, the
 * holder's interval is the largest of every step, and the messages of a step stay inside
 * disjoint intervals: no link is shared.
 * With `wrap` (a ring) the line starts at the root and may use the wraparound link.
 * Returns the hops of each step, positions in physical coordinates 0..z-1.
 */
std::vector<std::vector<LineHop>> lineBroadcastSteps(int z, int root, bool wrap);

/// The vertices of a line of a cartesian topology: dimension `dim`, through vertex `through`.
std::vector<int> lineVertices(const CartesianTopology &topology, int dim, int through);

} // namespace collviz::core::algorithms

// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// How the engine finds time-arc-disjoint trees (seed 002) where the seed gives no closed
// construction: a constructive symmetric tree for the cube torus T(z,z,z) with z odd, a
// level-by-level backtracking search for a generic tree of any torus, ring or hypercube, and a
// round-by-round joint search of one tree per node on meshes and linear arrays. Every search
// counts its steps against a Budget, so that a size it cannot finish is refused the same way on
// every machine (a step is one candidate arc or packet examined).

#include "core/tadt.h"

#include <optional>
#include <vector>

namespace collviz::core::tadt::search {

/// A deterministic work limit: steps spent so far and the most allowed.
struct Budget
{
    long long limit = 0;
    long long used = 0;
    /// Spends n steps; false once the limit is passed.
    bool spend(long long n)
    {
        used += n;
        return used <= limit;
    }
    bool exhausted() const { return used > limit; }
};

/// The cube torus T(z,z,z), z odd >= 3: the generic tree made of the orbits of the group generated
/// by the rotoreflection g(x, y, z) = (-z, -x, -y) (a 60-degree turn about the diagonal and the
/// reflection in the plane x + y + z = 0), of order 6, which maps +x -> -y -> +z -> -x -> +y -> -z;
/// no group of 6 proper rotations acts freely on the nodes.
/// A depth-first "snake" adds one orbit of 6 nodes per level (its 6 arcs have the 6 directions);
/// the diagonal nodes (a, a, a), fixed by g^2, form orbits {(a,a,a), (-a,-a,-a)} of 2 and are
/// added last, three orbits a level along the three axes. Height (z^3 - z)/6 + ceil((z - 1)/6) =
/// ceil((z^3 - 1)/6). nullopt for any other topology.
std::optional<GenericTree> cubeTorusTree(const Topology &topology);

/// A lower estimate of the steps the generic-tree search needs (one pass over the candidates of
/// every level).
long long genericEstimate(const Topology &topology, int height);

/// A generic tree of a torus, ring or hypercube of the given height, found level by level: each
/// level assigns up to one new node to every direction (on a hypercube: dimension) among the arcs
/// leaving nodes reached earlier, preferring nodes far from the root (the tree reaches out first
/// and leaves holes near the root, which every direction can fill later), and backtracks when the
/// nodes left cannot be reached in the levels left (distance count). `attempt` > 0 breaks ties in
/// another fixed pseudo-random order. nullopt when there is none or the budget ran out.
std::optional<GenericTree> genericTree(const Topology &topology, int height, Budget &budget, int attempt);

/// A lower estimate of the steps the per-node search needs for `rounds` rounds.
long long perNodeEstimate(const Topology &topology, int rounds);

/// One tree per node of a mesh or linear array, found jointly round by round: in every round each
/// node matches its incoming channels to distinct packets its neighbours hold and it lacks
/// (augmenting paths), preferring packets fewer of its neighbours hold, then packets from far away;
/// the arc u -> w of round r joins the tree of the packet's origin at level r. No channel carries
/// two packets in a round by construction. Stops after `maxRounds` rounds (nullopt) or when the
/// budget runs out (nullopt); `attempt` > 0 breaks ties in another fixed pseudo-random order.
std::optional<std::vector<std::vector<Arc>>> perNodeTrees(const Topology &topology, int maxRounds, Budget &budget,
                                                          int attempt);

} // namespace collviz::core::tadt::search

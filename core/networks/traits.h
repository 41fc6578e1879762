// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>

#include <initializer_list>
#include <utility>
#include <vector>

namespace collviz::core {

class Topology;
class NetworkFamily;

/**
 * What an algorithm may ask of a network instead of which family it is. A family says which
 * traits its networks have (NetworkFamily::traits()); an algorithm says which it needs
 * (NetworkNeed); the registry answers which families those are.
 */
enum class Trait : unsigned {
    /// The processors are the corners of a binary n-cube: two are linked when their numbers
    /// differ in one bit (hypercube).
    BinaryCube = 1u << 0,
    /// The processors sit on a grid of sides z1 x z2 x ... (1 to 16 axes), numbered with the first axis
    /// fastest, and links join neighbours along each axis (ring, linear array, mesh, torus).
    Grid = 1u << 1,
    /// A Grid whose every axis closes into a ring (ring, torus).
    Wraparound = 1u << 2,
    /// Vertices beyond the processors that forward but hold nothing (tree, switch, fat tree,
    /// dragonfly, graph with switches).
    Switches = 1u << 3,
    /// p is a power of two and each aligned block of 2^k processor numbers is a subnetwork (a
    /// subcube, a subtree), so halving over the bits of the numbers keeps the blocks' messages
    /// apart (hypercube, tree).
    Halving = 1u << 4,
};

/// The traits of a network, or of every network of a family, with its dimensions (the grid's
/// axes, the cube's n; 1 where the notion does not apply).
struct NetworkTraits
{
    unsigned flags = 0;
    int minDimensions = 1;
    int maxDimensions = 1;

    constexpr bool has(Trait t) const { return (flags & unsigned(t)) != 0; }
};

constexpr unsigned traitFlags(std::initializer_list<Trait> traits)
{
    unsigned f = 0;
    for (Trait t : traits)
        f |= unsigned(t);
    return f;
}

/// One shape of network an algorithm runs on: the traits it must have and must not have, and
/// its dimensions. An algorithm runs on a network when one of its needs admits it.
struct NetworkNeed
{
    unsigned all = 0;  ///< traits the network must have
    unsigned none = 0; ///< traits it must not have
    int minDimensions = 1;
    int maxDimensions = 1 << 20;

    /// Whether a network with these traits satisfies the need (for a family: whether some of
    /// its networks may, its dimension range overlapping the need's).
    bool admits(const NetworkTraits &traits) const
    {
        return (traits.flags & all) == all && (traits.flags & none) == 0 && traits.maxDimensions >= minDimensions
               && traits.minDimensions <= maxDimensions;
    }
    bool admits(const Topology &topology) const;

    NetworkNeed without(Trait t) const
    {
        NetworkNeed n = *this;
        n.none |= unsigned(t);
        return n;
    }
    NetworkNeed dimensions(int lowest, int highest) const
    {
        NetworkNeed n = *this;
        n.minDimensions = lowest;
        n.maxDimensions = highest;
        return n;
    }
};

/// The needs the algorithms write, one word each.
namespace needs {
/// Any network at all: every algorithm over processor numbers and routes.
inline NetworkNeed anyNetwork() { return {}; }
inline NetworkNeed with(std::initializer_list<Trait> traits) { return NetworkNeed{traitFlags(traits), 0, 1, 1 << 20}; }
/// A binary hypercube.
inline NetworkNeed binaryCube() { return with({Trait::BinaryCube}); }
/// A grid of any dimension, with or without wraparound.
inline NetworkNeed grid() { return with({Trait::Grid}); }
/// A grid of 2 or 3 dimensions with wraparound (a torus).
inline NetworkNeed torus() { return with({Trait::Grid, Trait::Wraparound}).dimensions(2, 3); }
/// A one-dimensional grid with wraparound (a ring).
inline NetworkNeed ring() { return with({Trait::Grid, Trait::Wraparound}).dimensions(1, 1); }
/// A grid without wraparound: linear arrays and meshes.
inline NetworkNeed openGrid() { return grid().without(Trait::Wraparound); }
/// A tree of switches over processors numbered in halving blocks.
inline NetworkNeed switchTree() { return with({Trait::Switches, Trait::Halving}); }
} // namespace needs

} // namespace collviz::core

// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/topology.h"

#include <vector>

namespace collviz::core::networks {

/// The most links a network of the data-centre families (complete, fattree, dragonfly) may
/// have: as many as hypercube:16, the network with the most links the engine already takes
/// (524,288), so that none costs more memory than that one.
constexpr long long kMaxDataCentreLinks = 8LL * TopologyLimits::maxVertices;

/// A shortest path from `a` to `b` by breadth-first search (ties: the lower vertex), appended
/// to `path`: the data-centre networks' route where an end is a switch, which no transfer is.
void appendShortestPath(const Topology &topology, int a, int b, std::vector<int> &path);

/**
 * The complete network K_P, complete:P: every pair of processors joined by a link of its own,
 * the network the alpha-beta model assumes (ASTRA-sim's FullyConnected). Vertices are the P
 * processors only; link (a, b), a < b, is added in the order of a, then b. The route is the
 * direct link, so distance 1, diameter 1, bisection width floor(P/2) ceil(P/2).
 */
class CompleteTopology final : public Topology
{
public:
    explicit CompleteTopology(const TopologySpec &spec);
    std::vector<int> shape() const override { return {mProcessors}; }
    int distance(int a, int b) const override { return a == b ? 0 : 1; }
    int diameter() const override { return 1; }
    int bisectionWidth() const override { return (mProcessors / 2) * ((mProcessors + 1) / 2); }
    void appendRoute(int a, int b, std::vector<int> &path) const override;
};

/**
 * P processors on one crossbar switch, switch:P (ASTRA-sim's Switch): vertex P is the switch,
 * and link v joins it to processor v. The route goes up to the switch and down, so the only
 * channels two messages can share are a processor's own link's two directions: distance 2,
 * diameter 2, bisection width floor(P/2) (the links of the smaller half). Arcs run downwards
 * with dir +1 (switch to processor), as in the tree.
 */
class CrossbarTopology final : public Topology
{
public:
    explicit CrossbarTopology(const TopologySpec &spec);
    std::vector<int> shape() const override { return {mProcessors}; }
    int distance(int a, int b) const override { return a == b ? 0 : isProcessor(a) && isProcessor(b) ? 2 : 1; }
    int diameter() const override { return 2; }
    int bisectionWidth() const override { return mProcessors / 2; }
    void appendRoute(int a, int b, std::vector<int> &path) const override;
    /// The switch's vertex (P).
    int switchVertex() const { return mProcessors; }
};

} // namespace collviz::core::networks

// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/networks/datacentre.h"

namespace collviz::core::networks {

/**
 * The three-level K-ary fat tree of Al-Fares, Loukissas and Vahdat (SIGCOMM 2008),
 * fattree:K (K even): K pods, each of K/2 edge and K/2 aggregation switches joined as a
 * complete bipartite graph; each edge switch has K/2 hosts; (K/2)^2 core switches, core switch
 * (j, c) joined to aggregation switch j of every pod. K^3/4 hosts, 5 K^2/4 switches, 3 K^3/4
 * links, every switch with K ports.
 *
 * Vertices: hosts 0..K^3/4 - 1, host = pod (K/2)^2 + edge (K/2) + h; then the edge switches
 * (pod, e), the aggregation switches (pod, j), each pod after pod, then the core switches
 * (j, c), j-major. Arcs run downwards with dir +1; an arc's dim is the level of its upper end
 * (1 edge, 2 aggregation, 3 core).
 *
 * Route (deterministic up/down, a static ECMP hash by destination): from host s to host d,
 * up to the lowest level that reaches d, then down the one way there is. The aggregation
 * switch is j = d mod (K/2) and the core switch within its group c = floor(d / (K/2)) mod
 * (K/2): the same edge switch 2 hops, the same pod 4 (edge, aggregation j, edge), else 6
 * (edge, aggregation j, core (j, c), aggregation j of d's pod, edge). Every core switch thus
 * carries the traffic towards exactly one host of each pod. Routes are shortest paths:
 * distance 2, 4 or 6, diameter 6, bisection width K^3/8 (full bisection bandwidth).
 */
class FatTreeTopology final : public Topology
{
public:
    /// What a vertex is, bottom to top.
    enum Level { Host = 0, Edge = 1, Aggregation = 2, Core = 3 };

    explicit FatTreeTopology(const TopologySpec &spec);
    std::vector<int> shape() const override { return {mK}; }
    int distance(int a, int b) const override;
    int diameter() const override { return 6; }
    int bisectionWidth() const override { return mProcessors / 2; }
    void appendRoute(int a, int b, std::vector<int> &path) const override;

    int k() const { return mK; }
    int half() const { return mK / 2; }
    Level level(int v) const;
    /// A host's, edge or aggregation switch's pod; a core switch's group j.
    int pod(int v) const;
    /// Place within its pod and level (host: within the pod, 0..(K/2)^2 - 1); a core
    /// switch's c within its group.
    int index(int v) const;
    int edgeSwitch(int pod, int e) const { return mProcessors + pod * half() + e; }
    int aggregationSwitch(int pod, int j) const { return mProcessors + mK * half() + pod * half() + j; }
    int coreSwitch(int j, int c) const { return mProcessors + 2 * mK * half() + j * half() + c; }

private:
    int mK = 2;
};

} // namespace collviz::core::networks

// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/networks/datacentre.h"

namespace collviz::core::networks {

/**
 * The dragonfly of Kim, Dally, Scott and Abts (ISCA 2008), dragonfly:A,P,H: groups of A
 * routers joined all to all by local links, P processors on each router, H global links on
 * each router, G = A H + 1 groups, each pair of groups joined by exactly one global link.
 *
 * Global links, the consecutive arrangement: router r of group g numbers its global ports
 * h = 0..H-1, and port k = r H + h (0..G-2 over the group) leads to group (g - 1 - k) mod G.
 * Group g reaches group g' through port k = (g - g' - 1) mod G and group g' comes back
 * through port G - 2 - k, so each pair of groups has one link, from router floor(k / H) of
 * the one to router floor((G - 2 - k) / H) of the other. Router 0 thus links to the groups
 * just before its own and router A - 1 to those just after: drawn round a circle, group
 * after group and router after router, the links between neighbouring groups stay short.
 *
 * Vertices: processor (g A + r) P + i, then router g A + r. Arcs: dim 0 terminal links (dir
 * +1 router to processor), 1 local, 2 global. Route (minimal routing, local-global-local):
 * to the router of the group that holds the link to the destination's group, over it, then
 * to the destination's router; within a group directly. distance() is the shortest path in
 * the graph, which may be shorter than the route (two global links can beat local, global,
 * local); diameter() the longest such distance between processors. bisectionWidth() is an
 * upper bound: the links crossing the cut between processors 0..ceil(p/2) - 1 and the others,
 * each router on the side of most of its processors.
 */
class DragonflyTopology final : public Topology
{
public:
    explicit DragonflyTopology(const TopologySpec &spec);
    std::vector<int> shape() const override { return {mA, mP, mH}; }
    int distance(int a, int b) const override;
    int diameter() const override { return mDiameter; }
    int bisectionWidth() const override { return mBisection; }
    void appendRoute(int a, int b, std::vector<int> &path) const override;

    int routersPerGroup() const { return mA; }
    int processorsPerRouter() const { return mP; }
    int globalLinksPerRouter() const { return mH; }
    int groups() const { return mG; }
    /// Router (group, r)'s vertex.
    int router(int group, int r) const { return mProcessors + group * mA + r; }
    bool isRouter(int v) const { return v >= mProcessors; }
    /// A processor's router, a router itself.
    int routerOf(int v) const { return isRouter(v) ? v : mProcessors + v / mP; }
    int groupOf(int v) const { return (routerOf(v) - mProcessors) / mA; }
    /// A router's (or a processor's router's) place 0..A-1 in its group.
    int routerIndex(int v) const { return (routerOf(v) - mProcessors) % mA; }
    /// The router at the other end of group `group`'s global port k (0..G-2).
    int globalPartner(int group, int k) const;
    /// The router of `from`'s group that holds the global link to group `to` (from != to).
    int gateway(int from, int to) const;

private:
    int routerDistance(int x, int y) const;
    bool adjacentRouters(int x, int y) const;
    int measureBisection() const;

    int mA = 1;
    int mP = 1;
    int mH = 1;
    int mG = 2;
    int mDiameter = 0;
    int mBisection = 0;
};

} // namespace collviz::core::networks

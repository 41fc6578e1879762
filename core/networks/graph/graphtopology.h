// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/networks/graph/networkfile.h"
#include "core/topology.h"

#include <QPointF>
#include <QString>

#include <cstdint>
#include <vector>

namespace collviz::core::networks {

/**
 * A network read from a collviz-network/1 file (graph:FILE): its processors are vertices
 * 0..p-1 and its switches p.. in the file's order, labelled with their names; links keep the
 * file's order, each arc's dim is 0 and its dir +1 from the lower vertex to the higher. With
 * switches it has Trait::Switches; switches forward and hold nothing, as the tree's do.
 *
 * Routes are shortest paths with one fixed tie-break: from the source, each hop goes to the
 * neighbour with the smallest vertex number among those one hop nearer the destination. A
 * route may pass through switches and through other processors (processors forward too).
 * The distances between all nodes are a table built at load (a BFS from every node:
 * O(n (n + links)) time, 2 n^2 bytes, networkfile::kMaxNodes nodes at most), so distance() is
 * one read and each hop of a route a scan of one node's neighbours.
 */
class GraphTopology final : public Topology
{
public:
    /// `spec.family` is the graph family; `file` a network networkfile::read() accepted.
    GraphTopology(const TopologySpec &spec, const NetworkFile &file);

    std::vector<int> shape() const override { return {mProcessors}; }
    int distance(int a, int b) const override
    {
        return mDistances[std::size_t(b) * std::size_t(nodeCount()) + std::size_t(a)];
    }
    /// The longest distance between two processors (what messages travel).
    int diameter() const override { return mDiameter; }
    /// An upper bound on the bisection width, cheap and exact on the bundled examples: the
    /// links crossing the cut that puts processors 0..ceil(p/2)-1 on one side and the others on
    /// the other, each switch with the side of its nearer processor (ties: the first side).
    int bisectionWidth() const override { return mBisection; }
    void appendRoute(int a, int b, std::vector<int> &path) const override;

    /// The file's "name" ("DGX-1 hybrid cube-mesh"), or empty.
    QString title() const { return mTitle; }
    /// Whether the file places its nodes ("coordinates").
    bool hasPositions() const { return !mPositions.empty(); }
    /// Where the file places node `v` (hasPositions()).
    QPointF position(int v) const { return mPositions[std::size_t(v)]; }

private:
    void measureDistances();
    int measureBisection() const;

    /// distance(a, b) at b * n + a: row b holds every node's distance to b.
    std::vector<std::uint16_t> mDistances;
    int mDiameter = 0;
    int mBisection = 0;
    QString mTitle;
    std::vector<QPointF> mPositions;
};

} // namespace collviz::core::networks

// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/topology.h"

namespace collviz::core {

/// Binary hypercube Q_n: 2^n vertices, labels are n-bit strings, e-cube routing
/// (differing bits corrected from the lowest dimension up).
class HypercubeTopology final : public Topology
{
public:
    explicit HypercubeTopology(const TopologySpec &spec);
    std::vector<int> shape() const override;
    int distance(int a, int b) const override;
    int diameter() const override { return mN; }
    int bisectionWidth() const override { return 1 << (mN - 1); }
    void appendRoute(int a, int b, std::vector<int> &path) const override;
    int cubeDimension() const { return mN; }

private:
    int mN = 1;
};

/// Rings T(z), linear arrays M(z), meshes M(z1,...,zd) and tori T(z1,...,zd) of d = 2..16
/// dimensions. Vertex id = c0 + z0*(c1 + z1*(c2 + ...)): dimension 0 (x, the row) varies
/// fastest, so a 2D mesh is labelled row-major as in the textbook figures. Routing is
/// dimension order (x, y, z, w, d5, ...: networks::gridAxisName), the shorter way round each
/// torus ring (ties go +); a side of 2 is one link, never a wraparound.
class CartesianTopology final : public Topology
{
public:
    explicit CartesianTopology(const TopologySpec &spec);
    std::vector<int> shape() const override { return mSides; }
    int distance(int a, int b) const override;
    int diameter() const override;
    int bisectionWidth() const override;
    void appendRoute(int a, int b, std::vector<int> &path) const override;

    bool wraps() const { return mWrap; }
    int side(int dim) const { return mSides[std::size_t(dim)]; }
    int stride(int dim) const { return mStrides[std::size_t(dim)]; }
    int nodeAt(const std::vector<int> &c) const;

private:
    std::vector<int> mSides;
    std::vector<int> mStrides;
    bool mWrap = false;
};

/// The balanced binary tree of seed 001 section 3.1.4: p processors at the leaves
/// (vertices 0..p-1, left to right) and p-1 switches (vertices p..2p-2, in heap order,
/// the root first). Routing goes up to the lowest common ancestor and down again.
class TreeTopology final : public Topology
{
public:
    explicit TreeTopology(const TopologySpec &spec);
    std::vector<int> shape() const override { return {mProcessors}; }
    int distance(int a, int b) const override;
    int diameter() const override { return 2 * mLevels; }
    int bisectionWidth() const override { return 1; }
    void appendRoute(int a, int b, std::vector<int> &path) const override;

    int levels() const { return mLevels; } ///< log2 p
    int heapIndex(int node) const;
    int nodeOfHeap(int heap) const;
    int depth(int node) const;            ///< root 0, leaves log2 p
    int parent(int node) const;           ///< -1 for the root

private:
    int mLevels = 1;
};

} // namespace collviz::core

// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <Eigen/Core>

#include <utility>
#include <vector>

namespace collviz::views {

/**
 * Hop distances between all vertices of a graph with `nodeCount` vertices and these
 * undirected links: one breadth-first search per vertex, O(n (n + m)) time, n x n memory.
 * Vertices in different components are put one hop further apart than the longest finite
 * distance, which keeps the components beside each other in a drawing. Diagonal 0.
 */
Eigen::MatrixXd hopDistances(int nodeCount, const std::vector<std::pair<int, int>> &links);

/**
 * Classical scaling (Torgerson-Gower MDS) into the plane: the two leading eigenvectors of
 * B = -1/2 J D^2 J, each scaled by the square root of its eigenvalue. The eigenvectors come
 * from orthogonal (subspace) iteration started at the circle cos/sin in vertex order, shifted
 * once when a negative eigenvalue of B (D is not Euclidean) outweighs the second positive
 * one. Deterministic; O(n^2) per iteration, at most 200 iterations.
 */
Eigen::MatrixX2d classicalScaling(const Eigen::MatrixXd &distances);

/**
 * The fixed start of GraphLayout's stress majorization: classicalScaling() plus a jitter of
 * at most 0.025 hops per axis taken in vertex order from the R2 low-discrepancy sequence
 * (M. Roberts, 2018), which is the same every time. Without it, vertices that a symmetry of
 * the graph swaps (two leaves under one switch) start on the same point, which the
 * majorization never separates, and where the leading eigenvalue is repeated (tori,
 * hypercubes) the start is a flat slice of its eigenspace from which the majorization
 * settles at a poor drawing: a 4x4 torus at stress 22.9 instead of 15.3, a 16x16 one at
 * 5362 instead of 4065. A classical scaling that already meets every distance (a path, on a
 * line) is kept without jitter: bends in a line straighten only slowly.
 */
Eigen::MatrixX2d stressStart(const Eigen::MatrixXd &distances);

/// Stress of a drawing (row i: vertex i) against target distances, weighted by d^-2:
/// sum over i < j of ((|x_i - x_j| - d_ij) / d_ij)^2. O(n^2).
double stress(const Eigen::MatrixX2d &positions, const Eigen::MatrixXd &distances);

/// What majorizeStress() reached.
struct StressMajorization
{
    Eigen::MatrixX2d positions; ///< vertex 0 at the origin
    double startStress = 0.0;   ///< stress() of the start
    double stress = 0.0;        ///< stress() of positions
    int iterations = 0;         ///< Guttman transforms applied
};

/**
 * Stress majorization (Gansner, Koren & North, "Graph Drawing by Stress Majorization",
 * GD 2004, section 2.1; the SMACOF iteration of de Leeuw) with weights w_ij = d_ij^-2: each
 * iteration replaces the drawing Z by the solution X of L^w X = L^Z Z (the Guttman
 * transform), which never raises the stress. L^w is the weighted Laplacian with vertex 0
 * pinned at the origin, factored once by Cholesky (O(n^3 / 3)); an iteration then costs
 * O(n^2). Stops when an iteration lowers the stress by less than `tolerance` times its
 * value, or after `maxIterations`. (A graph that can be drawn exactly, a path, approaches
 * stress 0 by a constant factor per iteration, straightening as it goes, and so runs to
 * `maxIterations`.)
 */
StressMajorization majorizeStress(const Eigen::MatrixXd &distances, const Eigen::MatrixX2d &start,
                                  int maxIterations = 300, double tolerance = 1e-5);

} // namespace collviz::views

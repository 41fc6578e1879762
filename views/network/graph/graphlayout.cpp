// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "views/network/graph/graphlayout.h"

#include "views/network/graph/givencoordinates.h"
#include "views/network/graph/stressmajorization.h"

#include <Eigen/Eigenvalues>

#include <algorithm>
#include <cmath>
#include <complex>
#include <limits>
#include <numeric>

namespace collviz::views {

namespace {

constexpr double kPi = 3.14159265358979323846;
/// The median link's length: a little more than the 1 of the family drawings, since links
/// of a computed drawing differ in length and the short ones should still hold a packet.
constexpr double kLinkLength = 1.2;
/// The node radius of the family drawings (Layout::nodeRadius()), for links about 1 long.
constexpr double kLargestRadius = 0.22;
/// A drawing whose smaller principal spread is at least this share of the larger has no
/// principal axis worth turning to (a ring, a torus, a square mesh).
constexpr double kRound = 0.9;
/// The closest two nodes of a computed drawing may come: room for kLargestRadius.
constexpr double kNodeGap = 2.5 * kLargestRadius;
/// The most sweeps of separateCloseNodes().
constexpr int kSeparationSweeps = 20;
/// gridAlignment() from which a round drawing is taken to lie on a square grid.
constexpr double kAligned = 0.5;

Eigen::MatrixX2d fromPoints(const std::vector<Eigen::Vector2d> &points)
{
    Eigen::MatrixX2d out(Eigen::Index(points.size()), 2);
    for (std::size_t i = 0; i < points.size(); ++i)
        out.row(Eigen::Index(i)) = points[i].transpose();
    return out;
}

/// Mirrors column `axis` so that the first vertex off that axis lies on its negative side
/// (left, or above: y grows downwards).
void mirrorFirstVertexNegative(Eigen::MatrixX2d &points, Eigen::Index axis, double tiny)
{
    for (Eigen::Index i = 0; i < points.rows(); ++i) {
        if (std::abs(points(i, axis)) <= tiny)
            continue;
        if (points(i, axis) > 0.0)
            points.col(axis) *= -1.0;
        return;
    }
}

/// Rotates every point by `angle` (radians) about the origin.
void rotate(Eigen::MatrixX2d &points, double angle)
{
    Eigen::Matrix2d turn;
    turn << std::cos(angle), -std::sin(angle), std::sin(angle), std::cos(angle);
    points = points * turn.transpose();
}

/// The rotation (radians) that brings the links nearest to horizontal and vertical, and
/// how well they agree on it: |mean of e^(4i theta)| over the links' directions theta, 1
/// when each is horizontal or vertical after the rotation, near 0 for a regular polygon
/// with no multiple of four sides.
std::pair<double, double> gridAlignment(const Eigen::MatrixX2d &points, const std::vector<std::pair<int, int>> &links)
{
    std::complex<double> sum = 0.0;
    int count = 0;
    for (const auto &[a, b] : links) {
        const Eigen::RowVector2d d = points.row(b) - points.row(a);
        if (d.isZero(0.0))
            continue;
        sum += std::polar(1.0, 4.0 * std::atan2(d.y(), d.x()));
        ++count;
    }
    if (count == 0)
        return {0.0, 0.0};
    return {-std::arg(sum) / 4.0, std::abs(sum) / count};
}

/// The lowest-numbered neighbour of vertex 0, or -1.
int firstNeighbourOfFirstVertex(const std::vector<std::pair<int, int>> &links)
{
    int best = -1;
    for (const auto &[a, b] : links)
        if (a == 0 && b != 0 && (best < 0 || b < best))
            best = b;
    return best;
}

/**
 * Turns a drawing about its centroid into its canonical orientation, so that the same graph
 * comes out the same way whatever rotation the majorization settled in: a drawing with a
 * principal axis lies along it; a round one whose links run on a square grid (a square
 * mesh) is turned so that they run across and down, vertex 0's link to its first neighbour
 * across (a row of a GridLayout); then each is mirrored so that the first vertex off each
 * axis lies left and above. Any other round drawing (a ring) is turned so that its first
 * vertex well away from the centre (vertex 0 of a ring) is at the top and the next vertex
 * off the vertical line to its right (as in RingLayout).
 */
void turnToCanonical(Eigen::MatrixX2d &points, const std::vector<std::pair<int, int>> &links)
{
    if (points.rows() == 0)
        return;
    points.rowwise() -= points.colwise().mean();
    Eigen::SelfAdjointEigenSolver<Eigen::Matrix2d> axes;
    axes.computeDirect(points.transpose() * points);
    const double tiny = 1e-9 * std::max(points.cwiseAbs().maxCoeff(), 1e-300);
    const auto [alignAngle, alignment] = gridAlignment(points, links);
    if (axes.eigenvalues()(0) < kRound * axes.eigenvalues()(1)) {
        Eigen::Matrix2d turn;
        turn << axes.eigenvectors().col(1), axes.eigenvectors().col(0); // principal axis to x
        points = points * turn;
    } else if (alignment >= kAligned) {
        rotate(points, alignAngle);
        const int neighbour = firstNeighbourOfFirstVertex(links);
        const Eigen::RowVector2d link = neighbour >= 0 ? Eigen::RowVector2d(points.row(neighbour) - points.row(0))
                                                       : Eigen::RowVector2d::Zero();
        if (std::abs(link.y()) > std::abs(link.x()))
            points.col(0).swap(points.col(1));
    } else {
        // Vertices near the centroid point anywhere: the first one well away from it.
        const double away = 0.5 * points.rowwise().norm().mean();
        for (Eigen::Index i = 0; i < points.rows(); ++i) {
            if (points.row(i).norm() < away || points.row(i).norm() <= tiny)
                continue;
            // Vertex i to straight up (y grows downwards), then clockwise is to the right.
            rotate(points, -kPi / 2 - std::atan2(points(i, 1), points(i, 0)));
            break;
        }
        mirrorFirstVertexNegative(points, 0, tiny);
        points.col(0) *= -1.0;
        return;
    }
    mirrorFirstVertexNegative(points, 0, tiny);
    mirrorFirstVertexNegative(points, 1, tiny);
}

double medianLinkLength(const Eigen::MatrixX2d &points, const std::vector<std::pair<int, int>> &links)
{
    std::vector<double> lengths;
    lengths.reserve(links.size());
    for (const auto &[a, b] : links)
        lengths.push_back((points.row(a) - points.row(b)).norm());
    if (lengths.empty())
        return 0.0;
    const auto middle = lengths.begin() + std::ptrdiff_t(lengths.size() / 2);
    std::nth_element(lengths.begin(), middle, lengths.end());
    return *middle;
}

/// Scales a drawing about the origin so that its median link is kLinkLength long.
void scaleToLinkLength(Eigen::MatrixX2d &points, const std::vector<std::pair<int, int>> &links)
{
    const double median = medianLinkLength(points, links);
    if (median > 0.0)
        points *= kLinkLength / median;
}

/// The distance between the two closest points: a sweep over the points sorted by x that
/// stops looking once x alone is farther apart than the best pair so far.
double closestPairDistance(const Eigen::MatrixX2d &points)
{
    std::vector<Eigen::Index> order(std::size_t(points.rows()));
    std::iota(order.begin(), order.end(), Eigen::Index(0));
    std::sort(order.begin(), order.end(), [&](Eigen::Index a, Eigen::Index b) { return points(a, 0) < points(b, 0); });
    double best = std::numeric_limits<double>::infinity();
    for (std::size_t i = 0; i < order.size(); ++i)
        for (std::size_t j = i + 1; j < order.size() && points(order[j], 0) - points(order[i], 0) < best; ++j)
            best = std::min(best, (points.row(order[i]) - points.row(order[j])).norm());
    return best;
}

/**
 * Moves apart the nodes closer than `gap`, each pair by half the shortfall on either side,
 * in sweeps over all pairs in vertex order until none is left or kSeparationSweeps have
 * passed. A stress drawing puts vertices that a symmetry of the graph swaps near each other
 * (antipodes of Q5 meet in its middle); a node radius fitted to the closest of them would
 * make every label of the network unreadable. O(n^2) per sweep.
 */
void separateCloseNodes(Eigen::MatrixX2d &points, double gap)
{
    for (int sweep = 0; sweep < kSeparationSweeps; ++sweep) {
        bool moved = false;
        for (Eigen::Index i = 0; i < points.rows(); ++i) {
            for (Eigen::Index j = i + 1; j < points.rows(); ++j) {
                const Eigen::RowVector2d apart = points.row(j) - points.row(i);
                const double length = apart.norm();
                if (length >= gap)
                    continue;
                const Eigen::RowVector2d direction = length > 0.0 ? Eigen::RowVector2d(apart / length)
                                                                  : Eigen::RowVector2d(1.0, 0.0);
                points.row(i) -= 0.5 * (gap - length) * direction;
                points.row(j) += 0.5 * (gap - length) * direction;
                moved = true;
            }
        }
        if (!moved)
            return;
    }
}

/// Stress majorization from the fixed start, in hop units.
Eigen::MatrixX2d stressDrawing(int nodeCount, const std::vector<std::pair<int, int>> &links)
{
    const Eigen::MatrixXd distances = hopDistances(nodeCount, links);
    return majorizeStress(distances, stressStart(distances)).positions;
}

/// The fallback for large networks: vertex 0 at the top, the others clockwise, neighbours
/// in vertex order kLinkLength apart.
Eigen::MatrixX2d circleDrawing(int nodeCount)
{
    Eigen::MatrixX2d points(nodeCount, 2);
    const double radius = 0.5 * kLinkLength / std::sin(kPi / std::max(nodeCount, 2));
    for (int v = 0; v < nodeCount; ++v) {
        const double angle = -kPi / 2 + 2 * kPi * v / nodeCount;
        points.row(v) << radius * std::cos(angle), radius * std::sin(angle);
    }
    return points;
}

} // namespace

GraphLayout::GraphLayout(const core::Topology &topology) : Layout(topology)
{
    Eigen::MatrixX2d points;
    const std::optional<std::vector<Eigen::Vector2d>> given = givenCoordinates(topology);
    if (given && int(given->size()) == nodeCount()) {
        points = fromPoints(*given);
        if (nodeCount() > 0)
            points.rowwise() -= points.colwise().mean();
        scaleToLinkLength(points, mLinks);
    } else if (nodeCount() <= kStressNodeLimit) {
        points = stressDrawing(nodeCount(), mLinks);
        turnToCanonical(points, mLinks);
        scaleToLinkLength(points, mLinks);
        separateCloseNodes(points, kNodeGap);
    } else {
        points = circleDrawing(nodeCount()); // its links are chords of any length: not scaled
    }
    for (int v = 0; v < nodeCount(); ++v)
        mPositions[std::size_t(v)] = {points(v, 0), points(v, 1), 0.0};
    // A drawing of the graph alone: wraparounds of a torus drawn this way are ordinary links.
    std::fill(mWrap.begin(), mWrap.end(), false);
    mCompact = mWrap;
    mRadius = std::clamp(0.4 * closestPairDistance(points), 0.02, kLargestRadius);
    useStraightLinks();
    bendLinksAroundNodes(mRadius + 0.1);
}

} // namespace collviz::views

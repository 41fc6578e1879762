// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "views/network/graph/stressmajorization.h"

#include <Eigen/Cholesky>
#include <Eigen/Eigenvalues>

#include <algorithm>
#include <cmath>
#include <limits>
#include <utility>

namespace collviz::views {

namespace {

constexpr double kPi = 3.14159265358979323846;
constexpr int kMaxEigenIterations = 200;
/// The width of stressStart()'s jitter, in hops. From 0.03 to 0.5 the drawings of tori (4x4
/// to 32x32), meshes, hypercubes (Q3 to Q6) and trees reach the same stress; the wider it
/// is, the more a nearly straight chain (a ladder) stays bent when the majorization stops
/// (0.05: by 0.07 hops).
constexpr double kJitter = 0.05;
/// Stress per pair of vertices up to which a start meets every distance (to a millionth).
constexpr double kExactStress = 1e-12;

/// n points on a circle of radius 1 in vertex order (row i: vertex i).
Eigen::MatrixX2d circle(Eigen::Index n)
{
    Eigen::MatrixX2d points(n, 2);
    for (Eigen::Index i = 0; i < n; ++i) {
        const double angle = 2 * kPi * double(i) / double(n);
        points.row(i) << std::cos(angle), std::sin(angle);
    }
    return points;
}

/**
 * Gram-Schmidt on two columns, the second taken off the first twice: after one pass a small
 * remainder can still lie mostly along the first ("twice is enough"). Returns false, with
 * the column zero, when the second column is a multiple of the first, as when B maps
 * everything onto a line (a path graph, drawn exactly in one dimension).
 */
bool orthonormalize(Eigen::MatrixX2d &v)
{
    const double first = v.col(0).norm();
    if (first <= 0.0) {
        v.setZero();
        return false;
    }
    v.col(0) /= first;
    const double before = v.col(1).norm();
    for (int pass = 0; pass < 2; ++pass)
        v.col(1) -= v.col(0).dot(v.col(1)) * v.col(0);
    const double second = v.col(1).norm();
    if (second <= 1e-10 * before || second <= 0.0) {
        v.col(1).setZero();
        return false;
    }
    v.col(1) /= second;
    return true;
}

/// The two eigenpairs of largest eigenvalue of the symmetric matrix b + shift I, by
/// orthogonal iteration from the circle in vertex order (orthogonal to the all-ones vector,
/// which B maps to zero). Returned eigenvalues are b's (the shift taken off), largest first.
std::pair<Eigen::Vector2d, Eigen::MatrixX2d> leadingEigenpairs(const Eigen::MatrixXd &b, double shift)
{
    Eigen::MatrixX2d v = circle(b.rows());
    orthonormalize(v);
    for (int step = 0; step < kMaxEigenIterations; ++step) {
        Eigen::MatrixX2d next = b * v + shift * v;
        const bool plane = orthonormalize(next);
        // 2 - |V^T V'|_F^2 is 0 exactly when the two spans agree.
        const double moved = 2.0 - (v.transpose() * next).squaredNorm();
        v = std::move(next);
        if (!plane || moved < 1e-12)
            break;
    }
    // Rayleigh-Ritz in the span: the 2 x 2 projection's eigenvectors turn the basis into
    // eigenvectors (within a repeated eigenvalue any orthonormal basis of the span is one).
    const Eigen::Matrix2d projected = v.transpose() * (b * v);
    Eigen::SelfAdjointEigenSolver<Eigen::Matrix2d> small;
    small.computeDirect(projected);
    const Eigen::Vector2d values(small.eigenvalues()(1), small.eigenvalues()(0));
    Eigen::Matrix2d turn;
    turn << small.eigenvectors().col(1), small.eigenvectors().col(0);
    return {values, v * turn};
}

} // namespace

Eigen::MatrixXd hopDistances(int nodeCount, const std::vector<std::pair<int, int>> &links)
{
    const auto n = std::size_t(std::max(nodeCount, 0));
    std::vector<std::vector<int>> adjacent(n);
    for (const auto &[a, b] : links) {
        adjacent[std::size_t(a)].push_back(b);
        adjacent[std::size_t(b)].push_back(a);
    }
    Eigen::MatrixXd distances = Eigen::MatrixXd::Constant(Eigen::Index(n), Eigen::Index(n), -1.0);
    std::vector<int> queue(n);
    double longest = 0.0;
    for (std::size_t source = 0; source < n; ++source) {
        auto column = distances.col(Eigen::Index(source));
        column(Eigen::Index(source)) = 0.0;
        queue[0] = int(source);
        std::size_t head = 0;
        std::size_t tail = 1;
        while (head < tail) {
            const int v = queue[head++];
            for (int w : adjacent[std::size_t(v)]) {
                if (column(w) >= 0.0)
                    continue;
                column(w) = column(v) + 1.0;
                longest = std::max(longest, column(w));
                queue[tail++] = w;
            }
        }
    }
    return (distances.array() < 0.0).select(longest + 1.0, distances);
}

Eigen::MatrixX2d classicalScaling(const Eigen::MatrixXd &distances)
{
    const Eigen::Index n = distances.rows();
    Eigen::MatrixX2d points = Eigen::MatrixX2d::Zero(n, 2);
    if (n < 3) { // one point, or two on a line
        if (n == 2)
            points(1, 0) = distances(0, 1);
        return points;
    }
    const Eigen::ArrayXXd squares = distances.array().square();
    const Eigen::ArrayXd rowMeans = squares.rowwise().mean();
    const Eigen::MatrixXd b =
        (-0.5 * ((squares.colwise() - rowMeans).rowwise() - rowMeans.transpose() + rowMeans.mean())).matrix();
    std::pair<Eigen::Vector2d, Eigen::MatrixX2d> leading = leadingEigenpairs(b, 0.0);
    // Without a shift the iteration finds the eigenvalues of largest magnitude. Shifted by
    // the most negative one, every eigenvalue is >= 0 and the two largest lead.
    if (leading.first(1) < -1e-9 * std::abs(leading.first(0)))
        leading = leadingEigenpairs(b, -leading.first(1));
    for (Eigen::Index c = 0; c < 2; ++c)
        points.col(c) = std::sqrt(std::max(leading.first(c), 0.0)) * leading.second.col(c);
    return points;
}

Eigen::MatrixX2d stressStart(const Eigen::MatrixXd &distances)
{
    Eigen::MatrixX2d points = classicalScaling(distances);
    const double pairs = 0.5 * double(points.rows()) * double(points.rows() - 1);
    if (stress(points, distances) <= kExactStress * pairs)
        return points;
    // The R2 sequence: point i is i times (1/g, 1/g^2) modulo 1, g the plastic number (the
    // real root of g^3 = g + 1); its points cover the unit square evenly and no two coincide.
    constexpr double kPlastic = 1.32471795724474602596;
    for (Eigen::Index i = 0; i < points.rows(); ++i) {
        const double step = double(i + 1);
        points(i, 0) += kJitter * (std::fmod(0.5 + step / kPlastic, 1.0) - 0.5);
        points(i, 1) += kJitter * (std::fmod(0.5 + step / (kPlastic * kPlastic), 1.0) - 0.5);
    }
    return points;
}

namespace {

/// 1 / d_ij off the diagonal, 0 on it: w_ij d_ij for the weights d_ij^-2.
Eigen::MatrixXd inverseDistances(const Eigen::MatrixXd &distances)
{
    Eigen::MatrixXd inverse = distances.cwiseInverse();
    inverse.diagonal().setZero();
    return inverse;
}

/**
 * The right-hand side L^Z Z of the Guttman transform of drawing z, and z's stress:
 * (L^Z Z)_i = sum_j r_ij (z_i - z_j) with r_ij = w_ij d_ij / |z_i - z_j|. Column j of the
 * upper triangle at a time, each a handful of vector operations over the pairs (i < j, j):
 * no n x n temporary, each pair visited once. Where two points coincide r_ij is huge but
 * finite and multiplies z_i - z_j = 0: such a pair adds nothing, as the method prescribes.
 */
Eigen::MatrixX2d guttmanRightHandSide(const Eigen::MatrixX2d &z, const Eigen::MatrixXd &inverse, double *stress)
{
    const Eigen::Index n = z.rows();
    Eigen::MatrixX2d rhs = Eigen::MatrixX2d::Zero(n, 2);
    Eigen::ArrayXd length(n);
    Eigen::ArrayXd ratio(n);
    double sum = 0.0;
    for (Eigen::Index j = 1; j < n; ++j) {
        const auto inv = inverse.col(j).head(j).array();
        const auto dx = z.col(0).head(j).array() - z(j, 0);
        const auto dy = z.col(1).head(j).array() - z(j, 1);
        length.head(j) = (dx.square() + dy.square()).sqrt();
        ratio.head(j) = inv / length.head(j).max(1e-300);
        rhs.col(0).head(j) += (ratio.head(j) * dx).matrix();
        rhs.col(1).head(j) += (ratio.head(j) * dy).matrix();
        rhs(j, 0) -= (ratio.head(j) * dx).sum();
        rhs(j, 1) -= (ratio.head(j) * dy).sum();
        sum += (length.head(j) * inv - 1.0).square().sum(); // ((|z_i - z_j| - d_ij) / d_ij)^2
    }
    *stress = sum;
    return rhs;
}

} // namespace

double stress(const Eigen::MatrixX2d &positions, const Eigen::MatrixXd &distances)
{
    double value = 0.0;
    guttmanRightHandSide(positions, inverseDistances(distances), &value);
    return value;
}

StressMajorization majorizeStress(const Eigen::MatrixXd &distances, const Eigen::MatrixX2d &start, int maxIterations,
                                  double tolerance)
{
    const Eigen::Index n = distances.rows();
    StressMajorization result;
    result.positions = n > 0 ? Eigen::MatrixX2d(start.rowwise() - start.row(0)) : start;
    const Eigen::MatrixXd inverse = inverseDistances(distances);
    if (n < 2) {
        result.startStress = result.stress = stress(result.positions, distances);
        return result;
    }
    // L^w without vertex 0's row and column: vertex 0 stays at the origin (the stress does
    // not change under translation) and what is left is positive definite, since every pair
    // of vertices has a positive weight.
    Eigen::MatrixXd laplacian = -inverse.bottomRightCorner(n - 1, n - 1).cwiseAbs2();
    laplacian.diagonal() = inverse.cwiseAbs2().rowwise().sum().tail(n - 1);
    const Eigen::LLT<Eigen::MatrixXd> pinned(laplacian);

    double previous = std::numeric_limits<double>::infinity();
    for (int iteration = 0;; ++iteration) {
        double current = 0.0;
        const Eigen::MatrixX2d rhs = guttmanRightHandSide(result.positions, inverse, &current);
        if (iteration == 0)
            result.startStress = current;
        result.stress = current;
        if (iteration == maxIterations || (iteration > 0 && previous - current <= tolerance * previous))
            break;
        previous = current;
        // One column at a time: Eigen solves a single right-hand side by matrix-vector
        // products, but two at once by blocked products that repack the whole factor on
        // every call, which took half of the time.
        for (Eigen::Index c = 0; c < 2; ++c) {
            Eigen::VectorXd column = rhs.col(c).tail(n - 1);
            pinned.solveInPlace(column);
            result.positions.col(c).tail(n - 1) = column;
        }
        result.iterations = iteration + 1;
    }
    return result;
}

} // namespace collviz::views

// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <Eigen/Core>

#include <vector>

namespace collviz::views {

/**
 * An ellipse `aspect` times as wide as high whose perimeter is `length`, walked by arc length
 * from its top, clockwise (y grows down), and wrapping round: where the drawings of many nodes
 * round a wide screen (the crossbar's processors, the dragonfly's groups) place them evenly.
 * Sampled at 4096 points once; point() and outwards() interpolate.
 */
class EllipseRim
{
public:
    EllipseRim(double length, double aspect);
    /// The point `s` along the rim from its top (any s: it wraps round).
    Eigen::Vector3d point(double s) const { return onEllipse(angleAt(s)); }
    /// The unit normal pointing out of the ellipse at `s`.
    Eigen::Vector3d outwards(double s) const;

private:
    Eigen::Vector3d onEllipse(double angle) const;
    double angleAt(double s) const;

    double mLength;
    double mA = 1;
    double mB = 1;
    std::vector<double> mAngles;
    std::vector<double> mAlong;
};

} // namespace collviz::views

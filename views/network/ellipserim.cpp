// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "views/network/ellipserim.h"

#include <algorithm>
#include <cmath>
#include <cstddef>

namespace collviz::views {

namespace {
constexpr double kPi = 3.14159265358979323846;
constexpr int kSamples = 4096;
} // namespace

EllipseRim::EllipseRim(double length, double aspect) : mLength(length)
{
    // Ramanujan's perimeter of an ellipse with semi-axes a = aspect b and b, for b = 1; the
    // sampled perimeter then scales s exactly.
    const double h = (aspect - 1) * (aspect - 1) / ((aspect + 1) * (aspect + 1));
    const double unit = kPi * (aspect + 1) * (1 + 3 * h / (10 + std::sqrt(4 - 3 * h)));
    mB = length / unit;
    mA = aspect * mB;
    mAlong.push_back(0.0);
    for (int i = 0; i <= kSamples; ++i) {
        const double angle = -kPi / 2 + 2 * kPi * i / kSamples;
        mAngles.push_back(angle);
        if (i > 0)
            mAlong.push_back(mAlong.back() + (onEllipse(angle) - onEllipse(mAngles[std::size_t(i - 1)])).norm());
    }
}

Eigen::Vector3d EllipseRim::outwards(double s) const
{
    const double angle = angleAt(s);
    return Eigen::Vector3d(std::cos(angle) / mA, std::sin(angle) / mB, 0.0).normalized();
}

Eigen::Vector3d EllipseRim::onEllipse(double angle) const
{
    return {mA * std::cos(angle), mB * std::sin(angle), 0.0};
}

double EllipseRim::angleAt(double s) const
{
    // s wrapped into [0, length), scaled to the sampled perimeter.
    const double wrapped = std::fmod(std::fmod(s, mLength) + mLength, mLength) * mAlong.back() / mLength;
    const auto it = std::upper_bound(mAlong.begin(), mAlong.end(), wrapped);
    const std::size_t i = std::size_t(std::max<std::ptrdiff_t>(1, it - mAlong.begin()));
    if (i >= mAlong.size())
        return mAngles.back();
    const double t = (wrapped - mAlong[i - 1]) / std::max(1e-12, mAlong[i] - mAlong[i - 1]);
    return mAngles[i - 1] + t * (mAngles[i] - mAngles[i - 1]);
}

} // namespace collviz::views

// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "views/network/layout.h"

namespace collviz::views {

/**
 * Q1..Q5 like the textbook figures: Q3 is a cube (a front square and a back square offset
 * up and to the right), Q4 two cubes side by side joined along dimension 3, Q5 two Q4s side
 * by side joined along dimension 4, each of them two cubes one above the other, drawn wide
 * and flat so that the names stay large in a projector's wide view. Links that would pass
 * over another node are bent around it. In Q5 the links between the cubes (dimensions 3 and 4) are compact:
 * drawn whole only while they carry a message, otherwise as short ticks (wrapStub()), so
 * that the four cubes read as cubes. Labels are the binary node names.
 */
class HypercubeLayout final : public Layout
{
public:
    explicit HypercubeLayout(const core::Topology &topology);
    QString name() const override { return QStringLiteral("hypercube-cubes"); }
    double nodeRadius() const override { return 0.17; }
    double wrapStub() const override;
};

/**
 * Q6 and larger: recursive 2D placement by bit pairs. Bits 0 and 1 make a unit square,
 * bits 2 and 3 place four such squares in a larger square, and so on, each level 2.4 times
 * the one below; links of the higher dimensions are bent around the nodes they would cross
 * (up to Q8). Each Q4 (nodes sharing their high bits) stands in a faint frame captioned with
 * those bits ("01****"): the drawing reads as subcubes side by side.
 */
class HypercubeGenericLayout final : public Layout
{
public:
    explicit HypercubeGenericLayout(const core::Topology &topology);
    QString name() const override { return QStringLiteral("hypercube-generic"); }
    double nodeRadius() const override { return 0.24; }
};

} // namespace collviz::views

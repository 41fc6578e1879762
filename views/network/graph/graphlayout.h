// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "views/network/layout.h"

namespace collviz::views {

/**
 * A network read from a file (family "graph"): flat, every link straight (bent only round a
 * node it would cross), no link treated as a wraparound. Coordinates the file gives
 * (givenCoordinates()) are used as they are, centred and scaled so that the median link is
 * 1.2 long. Otherwise the drawing is computed by stress majorization with weights d^-2 over
 * the hop distances between all vertices, switches included (majorizeStress(): Gansner,
 * Koren & North, GD 2004), from the fixed start stressStart(), so that a network is drawn
 * the same way every time; then turned into a canonical orientation (its principal axis
 * across, for wide screens; a round drawing with its links across and down if they run on
 * a square grid, else with its first vertex well away from the centre at the top), scaled
 * so that the median link is 1.2 long, and nodes closer than 0.55 are moved apart. The node
 * radius (at most the family drawings' 0.22) follows the closest pair of nodes.
 *
 * Cost: O(n (n + m)) for the distances, one Cholesky factorization of O(n^3 / 3), O(n^2)
 * per iteration (at most 300), n x n memory. Above kStressNodeLimit vertices the drawing is
 * a circle in vertex order instead, neighbours in vertex order 1.2 apart.
 */
class GraphLayout final : public Layout
{
public:
    /// The most vertices drawn by stress majorization: a 32 x 32 torus (1024 vertices, 118
    /// iterations) took 0.3 s of processor time, a 1023-vertex tree (267) 0.56 to 0.76 s.
    static constexpr int kStressNodeLimit = 1024;

    explicit GraphLayout(const core::Topology &topology);
    QString name() const override { return QStringLiteral("graph"); }
    double nodeRadius() const override { return mRadius; }

private:
    double mRadius = 0.22;
};

} // namespace collviz::views

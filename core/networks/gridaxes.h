// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>

namespace collviz::core::networks {

/// The most sides a mesh or torus SPEC gives: as many as fit the vertex limit at the smallest
/// side (TopologyLimits: 65536 vertices, side >= 2, so 16).
int maxGridDimensions();

/// The name of axis `dim` (0-based) of a mesh or torus, lower case: "x", "y", "z", "w" for the
/// first four, then "d5", "d6", ... (the axis's 1-based number, as the setup panel's z5, z6).
/// Hop names ("+w"), the drawing's tile captions ("W=1") and the narrations ("along W") all
/// read it, so a table, a picture and a sentence name an axis alike.
QString gridAxisName(int dim);

} // namespace collviz::core::networks

// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/engine.h"
#include "core/schedule.h"
#include "core/topology.h"

#include <QString>

#include <vector>

namespace collviz::views::notation {

/**
 * The seeds' notation for packets, written with the network's own node names (binary on a
 * hypercube, numbers on rings, meshes and tori): {i,j} for personalized data from i to j
 * (seed 003 §4.5, seed 001 §3.5), i for data that starts at i (broadcast, all-to-all
 * broadcast), Σ and the contributors for a partial sum ("Σ000-011"). One notation for the
 * chips of the packets in flight, the nodes' chips and every tooltip.
 */
QString packetName(const core::Schedule &schedule, const core::Topology &topology, int id);

/**
 * The text of a chip for several packets (a combined message, or what a node holds), at most
 * `maxChars` long where it can be: one packet by its name; every packet of some origins for
 * some destinations (standard exchange's messages) once as {origins,destinations}, on a
 * hypercube with the subcubes' free address bits starred ("{000,**1}": from 000 to the four
 * nodes whose bit 0 is 1), elsewhere listed ("{0,1|3}"); data packets as the seeds list them,
 * "(000,001)"; and when even that is too long, how many and from or for whom: "5×{…,7}"
 * (the tooltip lists them all).
 */
QString chipText(const core::Schedule &schedule, const core::Topology &topology, const std::vector<int> &ids,
                 int maxChars = 12);

/**
 * What a node holds as the seeds' figures write it (seed 001 Fig. 3.2.5: "(0,1,2,…)"): every
 * name up to `maxItems`, beyond that the first three, an ellipsis and the last.
 */
QString contentsList(const core::Schedule &schedule, const core::Topology &topology, const std::vector<int> &ids,
                     int maxItems = 8);

/// Every name, comma separated, `perLine` to a line (for tooltips); beyond `maxItems` an ellipsis.
QString nameList(const core::Schedule &schedule, const core::Topology &topology, const std::vector<int> &ids,
                 int perLine = 8, int maxItems = 64);

/// The rules round `round` (1-based, as on show) breaks, in the engine's checker's words:
/// "Round 2 breaks a rule: node 0 sends packet 2 it does not hold" and how many more in the
/// round; empty when it breaks none. The drawing's legend, exported figures and TikZ say it.
QString roundVerdict(const core::RunResult &result, int round);

} // namespace collviz::views::notation

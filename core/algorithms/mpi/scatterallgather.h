// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// MPI's long-message broadcast for any p on any network (binomial scatter, then recursive
// doubling; Barnett et al. 1994, Thakur, Rabenseifner and Gropp 2005): the form
// broadcast-scatter-allgather (largemessage.cpp) takes off the binary hypercubes, where it
// keeps seed 001's dimension-ordered schedule.

#include "core/algorithm.h"

#include <optional>

namespace collviz::core::algorithms::mpi::scatterallgather {

/// The schedule: the message in p pieces of m/p words (piece v for rank v = (id - root) mod
/// p), scattered by the binomial tree over ranks, then gathered everywhere by recursive doubling
/// over ranks; every message over the topology's route. Traces index pseudoCode().
Schedule build(const Problem &problem, const RunParams &params, const Algorithm &algorithm);
/// Its rounds: ceil(log2 p) + recursiveDoublingRounds(p).
int rounds(int p);
/// Its time when no two messages of a round share a channel, in closed form.
double time(int p, const CostParams &cost);
/// The formula's text.
QString formulaText();
/// Why the time exceeds the formula on this topology (routes sharing a channel), or nullopt.
std::optional<Text> deviation(const Topology &topology, int root);
PseudoCode pseudoCode();
/// Hops beyond the first of its messages from root 0 (the memory estimate).
double extraHops(const Topology &topology);

} // namespace collviz::core::algorithms::mpi::scatterallgather

// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// The algorithms of today's MPI libraries beyond the seeds, for any number of processors on any
// network: Bruck's, recursive doubling, the binomial and long-message broadcasts. Each file
// registers its own; family.cpp calls them in the order the lists show.

#include "core/algorithms/common.h"

namespace collviz::core::algorithms::mpi {

void registerBruck(AlgorithmRegistry &registry);             ///< bruck.cpp: alltoall-bruck, allgather-bruck
void registerRecursiveDoubling(AlgorithmRegistry &registry); ///< recursivedoubling.cpp: allgather-recursive-doubling
void registerBroadcasts(AlgorithmRegistry &registry);        ///< broadcast.cpp: broadcast-binomial, long-message broadcast

} // namespace collviz::core::algorithms::mpi

// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "core/algorithms/mpi/family.h"

#include "core/algorithms/algorithms.h"

namespace collviz::core::algorithms {

void registerMpiFamily(AlgorithmRegistry &registry)
{
    mpi::registerBroadcasts(registry);
    mpi::registerRecursiveDoubling(registry);
    mpi::registerBruck(registry);
}

} // namespace collviz::core::algorithms

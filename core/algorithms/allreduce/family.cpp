// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "core/algorithms/allreduce/family.h"

#include "core/algorithms/algorithms.h"

namespace collviz::core::algorithms {

void registerAllreduceFamily(AlgorithmRegistry &registry)
{
    allreduce::registerRabenseifner(registry);
    allreduce::registerRing(registry);
    allreduce::registerDoubleBinaryTree(registry);
    allreduce::registerSwing(registry);
}

} // namespace collviz::core::algorithms

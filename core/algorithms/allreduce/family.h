// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// The allreduce algorithms of today's MPI and NCCL beyond the seeds: Rabenseifner's, the ring,
// two binary trees, Swing. Each file registers its own; family.cpp calls them in the order the
// lists show.

#include "core/algorithms/common.h"

namespace collviz::core::algorithms::allreduce {

void registerRabenseifner(AlgorithmRegistry &registry);     ///< rabenseifner.cpp: allreduce-rabenseifner
void registerRing(AlgorithmRegistry &registry);             ///< ring.cpp: allreduce-ring
void registerDoubleBinaryTree(AlgorithmRegistry &registry); ///< doublebinarytree.cpp: allreduce-double-binary-tree
void registerSwing(AlgorithmRegistry &registry);            ///< swing.cpp: allreduce-swing

} // namespace collviz::core::algorithms::allreduce

// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "core/algorithms/allreduce/family.h"

namespace collviz::core::algorithms::allreduce {

void registerRabenseifner(AlgorithmRegistry &registry) { Q_UNUSED(registry); }

} // namespace collviz::core::algorithms::allreduce

// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "core/costmodel.h"

namespace collviz::core {

Timeline CostModel::timeline(const Topology &topology, const Schedule &schedule, const CommModel &model,
                             const CostParams &cost, const std::atomic<bool> *cancel, const CheckedRounds *checked,
                             TimingStatistics *statistics)
{
    return timingModelFor(model.switching).timeline({topology, schedule, model, cost, cancel, checked, statistics});
}

} // namespace collviz::core

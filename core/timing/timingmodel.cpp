// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "core/timing/timingmodel.h"

#include "core/timing/storeandforward.h"
#include "core/timing/wormhole.h"

#include <array>

namespace collviz::core {

const TimingModel &timingModelFor(Switching switching)
{
    // The catalogue: one model per switching mode.
    static const timing::StoreAndForwardTiming storeAndForward;
    static const timing::WormholeTiming wormhole;
    static const std::array<const TimingModel *, 2> models = {&storeAndForward, &wormhole};
    for (const TimingModel *model : models)
        if (model->switching() == switching)
            return *model;
    return wormhole; // (every Switching has its model above)
}

} // namespace collviz::core

// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/timing/timingmodel.h"

namespace collviz::core::timing {

/**
 * Wormhole switching: a message of L words over h hops alone costs t_s + h t_h + L t_w. Its
 * start-up sets its path up, and it holds its ports and every channel of the path for its
 * whole time, so messages sharing a channel take turns (seed 001, section 3.1.1).
 */
class WormholeTiming final : public TimingModel
{
public:
    Switching switching() const override;
    Timeline timeline(const TimingRequest &request) const override;
};

} // namespace collviz::core::timing

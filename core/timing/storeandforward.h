// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/timing/timingmodel.h"

namespace collviz::core::timing {

/**
 * Store-and-forward switching: a message of L words over h hops alone costs
 * t_s + h (L t_w + t_h). The start-up is the sender's and holds no channel; then the message
 * holds one channel per hop, hop after hop, waiting at a node when the next channel is busy,
 * so messages following each other over several hops pipeline.
 */
class StoreAndForwardTiming final : public TimingModel
{
public:
    Switching switching() const override;
    Timeline timeline(const TimingRequest &request) const override;
};

} // namespace collviz::core::timing

// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/timing/timingmodel.h"

#include <atomic>

namespace collviz::core {

/**
 * Turns a schedule into a Timeline under a communication model and cost parameters. The
 * rule checks are the Simulator's; this only says when each message travels and each combine
 * runs, so changing m, t_s, t_w, t_h or t_c re-runs this alone (Engine::recost).
 *
 * Queueing discipline, one round at a time, all messages ready at the round's start:
 * - A transfer is one message, or one message per packet under a noncombining model. A
 *   message of L words over h hops alone costs t_s + h t_h + L t_w under wormhole and
 *   t_s + h (L t_w + t_h) under store-and-forward (CostParams::messageTime).
 * - Messages claim their resources one after the other in a fixed order: transfer order,
 *   then packet order. Each takes the earliest time at which everything it needs is free for
 *   as long as it needs it (a gap left by earlier claims can be used: claims backfill).
 * - Resources: a directed channel (with half-duplex links the whole link: its two directions
 *   take turns), and at each processor k send ports and k receive ports (sends and receives
 *   are counted apart in both duplex modes; all-port has no port limit).
 * - Wormhole: a message holds its sender's port, its receiver's port and every channel of
 *   its path for its whole time t_s + h t_h + L t_w (its start-up sets the path up), so
 *   messages sharing a channel take turns of t_s + h t_h + L t_w, as seed 001 counts
 *   congestion (section 3.1.1).
 * - Store-and-forward: the start-up t_s is the sender's and holds no channel; then the
 *   message holds one channel per hop, [enter, enter + L t_w + t_h), hop after hop, waiting
 *   at a node when the next channel is busy. It holds its sender's port during its start-up
 *   and first hop and its receiver's port during its last hop. So messages following each
 *   other over several hops pipeline.
 * Transfers that cannot travel (no walk from src to dst, an endpoint that is no processor)
 * get no messages.
 * - Combines (t_c > 0 only): a combine of j inputs of L words costs (j - 1) L t_c at its node,
 *   starting when the inputs that reach the node in its round have arrived and the node's
 *   earlier combines of the round are done (Timeline::CombineTime); it holds no port or channel.
 *   A round lasts until its last message or combine finishes, so a combine delays its node's
 *   next sends (the next round) in both switching modes. With t_c = 0 nothing changes.
 *
 * Each switching mode's timing is a TimingModel of its own (core/timing/), found through
 * timingModelFor; this is the one door to them.
 */
class CostModel
{
public:
    /// With `checked` (the check of this schedule; used where its model's duplex, combining
    /// and ports are `model`'s), a round of one port or all ports whose messages are alone is
    /// timed without looking for contention: each message starts with the round (a worm) or
    /// after its start-up (store-and-forward, hop after hop), as it would find every channel
    /// and port free. Same times, the look-ups left out (pairwise hypercube:10: 1,023 rounds of
    /// a million hops).
    static Timeline timeline(const Topology &topology, const Schedule &schedule, const CommModel &model,
                             const CostParams &cost, const std::atomic<bool> *cancel = nullptr,
                             const CheckedRounds *checked = nullptr, TimingStatistics *statistics = nullptr);
};

} // namespace collviz::core

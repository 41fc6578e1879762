// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/engine.h"

#include <vector>

namespace collviz::core {

enum class FramePhase {
    Waiting,    ///< not started yet: still at its sender (waiting for a port or a channel)
    Travelling, ///< between its start and its finish (under SF it may rest at a node between hops)
    Arrived,    ///< finished: at its receiver
};

/// Where one message of a round is at a moment, along its path measured in hops (0 = its
/// sender, hopCount = its receiver).
struct FrameMessage
{
    int transfer = -1;    ///< index into the round's transfers
    int firstPacket = 0;  ///< it carries transfer.packets[firstPacket, +packetCount)
    int packetCount = 0;
    int hopCount = 0;
    FramePhase phase = FramePhase::Waiting;
    double head = 0.0;    ///< the front of the message
    double tail = 0.0;    ///< the back of a worm (== head for a store-and-forward packet)
    bool resting = false; ///< SF: travelling, but waiting at a node for its next channel
};

/**
 * What is where at one moment of a round: the plain value every drawing reads (the network
 * view's items, and exporters), made from the engine's Timeline alone.
 *
 * Store-and-forward: during its start-up t_s and between hops a packet rests at its node;
 * during hop i ([enter, leave) in the timeline) it moves evenly from node i to node i+1.
 * Wormhole: the worm holds its whole path over [start, finish); its head leaves the sender at
 * start and reaches the receiver at 65% of that time, its tail leaves at 35% and arrives at
 * finish (a drawing convention for the cut-through that t_s + h t_h + L t_w summarises: the
 * path is held while the words stream through).
 */
struct Frame
{
    int round = -1;        ///< index into the schedule's rounds
    double time = 0.0;     ///< round-relative
    double roundTime = 0.0;
    std::vector<FrameMessage> messages; ///< in timeline order

    int arrived() const;
    int waiting() const;
    int travelling() const;

    /// The frame of `round` (0-based) at round-relative `time` (clamped to the round).
    static Frame at(const RunResult &result, int round, double time);
    /// The same at in-round progress 0..1 of the round's time (what the one animation clock
    /// drives): progress maps linearly to engine time.
    static Frame atProgress(const RunResult &result, int round, double progress);
};

} // namespace collviz::core

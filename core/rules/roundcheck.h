// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/model.h"
#include "core/schedule.h"
#include "core/simulator.h"
#include "core/topology.h"

#include <QString>

#include <vector>

namespace collviz::core::rules {

/// One rule broken at one place: the rule, the node it is reported at, the transfer or combine
/// (index in its round, or -1), the packet where one is at fault, and one translatable sentence
/// (the Simulator's own words for the same rule).
struct Finding
{
    ViolationKind rule = ViolationKind::NotHeld;
    int node = -1;
    int transfer = -1;
    int combine = -1;
    int packet = -1;
    QString sentence;
};

/// What one round does and breaks, judged on the state before it.
struct RoundVerdict
{
    /// In order: each transfer's findings (its ends, path, packets not held, the noncombining
    /// rule), then the nodes over the port limit (ascending), then the combines'.
    std::vector<Finding> findings;
    /// Messages per arc (Topology::arcs()); with half-duplex links a link's messages in both
    /// directions on both of its arcs.
    std::vector<int> arcLoads;
    int maxLinkLoad = 0;
    int messages = 0;     ///< a noncombining model sends each packet as a message of its own
    int packetsMoved = 0; ///< packets of the transfers whose ends and path are sound
    BufferState after;    ///< the state after the round: receives, then combines

    bool ok() const { return findings.empty(); }
    /// The findings of transfer `t` (a schedule designer colours it by them).
    std::vector<Finding> ofTransfer(int t) const;
};

/**
 * The reference checker: one round of `schedule` on `before` (the state at its start) under
 * `model`, judged rule by rule in plain code, transfer by transfer. It is what a schedule
 * designer asks after every edit; Simulator::check() reaches the same verdicts through its
 * fast paths, and the tests hold the two to it on every round of the registry sweep.
 *
 * Rules (Simulator's documentation says why): a transfer joins two distinct processors; its
 * path is a walk over links from its source to its destination; its source holds every packet
 * it sends at the start of the round; a noncombining model carries one packet per message; a
 * processor sends at most k and receives at most k transfers a round under a k-port model;
 * every combine adds partial sums of one item its node holds after the round's receives, none
 * counting a contribution twice. A transfer whose ends or path are broken is judged on those
 * alone: it loads no channel and takes no port. Contention is no rule: it is the load.
 */
RoundVerdict judgeRound(const Topology &topology, const Schedule &schedule, const Round &round,
                        const BufferState &before, const CommModel &model);

} // namespace collviz::core::rules

// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// Rounds of processor pairs: who sends to whom in each round of an allreduce that runs over the
// network's routes. An algorithm lists them once and reads them three ways: the schedule, the
// crowding of their routes (formulaDeviation(), the narration) and the memory estimate's hops.

#include "core/algorithms/anynetwork/family.h"

#include <optional>
#include <vector>

namespace collviz::core::algorithms::allreduce {

/// One message of a round: from one processor to another, over the topology's route.
struct Pair
{
    int from = 0;
    int to = 0;
};

/// The messages of each round, in order.
using PairRounds = std::vector<std::vector<Pair>>;

/// How crowded the routes of `rounds` are: the most routes on one channel, round by round.
anynetwork::Crowding crowdingOf(const Topology &topology, const PairRounds &rounds);

/// The hops of every message beyond its first, summed over the rounds (estimatedExtraHops()).
double extraHopsOf(const Topology &topology, const PairRounds &rounds);

/// formulaDeviation()'s reason for crowded routes: nullopt when no round has two routes on one
/// channel (then the rounds cost what the formula counts under wormhole routing, t_h = 0).
std::optional<Text> crowdingReason(const anynetwork::Crowding &crowding);

/// `said`, a round's narration, followed by what its routes do: nothing more when no channel
/// carries two of them (`congestion` <= 1), else a sentence giving the busiest channel's count.
Text withCongestion(const Text &said, int congestion);

} // namespace collviz::core::algorithms::allreduce

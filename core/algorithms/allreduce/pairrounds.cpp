// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "core/algorithms/allreduce/pairrounds.h"

namespace collviz::core::algorithms::allreduce {

anynetwork::Crowding crowdingOf(const Topology &topology, const PairRounds &rounds)
{
    return anynetwork::crowding(topology, int(rounds.size()), false, [&](int r, anynetwork::RoutedRound &routes) {
        for (const Pair &pair : rounds[std::size_t(r - 1)])
            routes.route(pair.from, pair.to);
    });
}

double extraHopsOf(const Topology &topology, const PairRounds &rounds)
{
    double extra = 0;
    for (const auto &round : rounds)
        for (const Pair &pair : round)
            extra += std::max(0, topology.distance(pair.from, pair.to) - 1);
    return extra;
}

std::optional<Text> crowdingReason(const anynetwork::Crowding &crowding)
{
    if (crowding.crowded == 0)
        return std::nullopt;
    return reason(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                      "in %1 of the %2 rounds two or more messages share a channel (up to %3 on one, first in "
                      "round %4), and under wormhole routing messages that share a channel take turns, so those "
                      "rounds last longer than the formula counts"))
        .arg(crowding.crowded)
        .arg(crowding.rounds)
        .arg(crowding.worst)
        .arg(crowding.first);
}

Text withCongestion(const Text &said, int congestion)
{
    if (congestion <= 1)
        return said;
    return Text::join({said, narration(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                                           "The busiest channel carries %1 of the round's messages, which take "
                                           "turns."))
                                 .arg(congestion)},
                      QStringLiteral(" "));
}

} // namespace collviz::core::algorithms::allreduce

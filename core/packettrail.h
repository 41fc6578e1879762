// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/schedule.h"

#include <vector>

namespace collviz::core {

/// One transfer that carries a packet: in which round, which transfer, along which nodes.
struct PacketHop
{
    int round = -1;        ///< 0-based schedule round
    int transfer = -1;     ///< index into that round's transfers
    int src = -1;
    int dst = -1;
    std::vector<int> path; ///< src first, dst last, switches included
};

/**
 * The way one packet goes through a schedule, read from the schedule's transfers alone (the
 * views show it; none works it out from the algorithm): every hop that carries the packet, in
 * round order, and the chain of hops by which it reached a given node. A moved packet's hops
 * are one chain from its origin; a copied one's (broadcast data) branch, and the route to a
 * node follows the branch that brought it there first. A partial sum of a reduction is a new
 * packet at every combine, so its trail ends where it is combined.
 *
 * Cost: one pass over the packet ids of every transfer, O(packets carried in the whole
 * schedule) (Q10's all-to-all: 5 M ids, a few milliseconds); nothing is kept between calls.
 */
std::vector<PacketHop> packetHops(const Schedule &schedule, int packet);

/// The hops by which `packet` came to `node`, in round order: from a node that held it at the
/// start (or first sent it) to `node`. Empty when it never arrives there (a node that holds it
/// from the start included) or the packet is out of range.
std::vector<PacketHop> packetRouteTo(const Schedule &schedule, int packet, int node);

/// The nodes a route visits, its first sender first, each once per visit (the end of one hop
/// is not repeated as the start of the next); empty for an empty route.
std::vector<int> routeNodes(const std::vector<PacketHop> &route);

} // namespace collviz::core

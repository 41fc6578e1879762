// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "core/packettrail.h"

#include <algorithm>

namespace collviz::core {

std::vector<PacketHop> packetHops(const Schedule &schedule, int packet)
{
    std::vector<PacketHop> hops;
    if (packet < 0 || std::size_t(packet) >= schedule.packets.size())
        return hops;
    for (std::size_t r = 0; r < schedule.rounds.size(); ++r) {
        const TransferList &transfers = schedule.rounds[r].transfers;
        for (std::size_t t = 0; t < transfers.size(); ++t) {
            const IntSpan ids = transfers.packets(t);
            if (std::find(ids.begin(), ids.end(), packet) == ids.end())
                continue;
            PacketHop hop;
            hop.round = int(r);
            hop.transfer = int(t);
            hop.src = transfers.src(t);
            hop.dst = transfers.dst(t);
            hop.path = transfers.path(t).toVector();
            hops.push_back(std::move(hop));
        }
    }
    return hops;
}

std::vector<PacketHop> packetRouteTo(const Schedule &schedule, int packet, int node)
{
    std::vector<PacketHop> hops = packetHops(schedule, packet);
    std::vector<PacketHop> route;
    // Backwards from the first arrival at `node`: each hop's sender got the packet by the
    // latest earlier hop into it, or held it before (the route's start).
    auto arrival = std::find_if(hops.begin(), hops.end(), [node](const PacketHop &h) { return h.dst == node; });
    while (arrival != hops.end()) {
        route.push_back(*arrival);
        const int sender = arrival->src;
        const int round = arrival->round;
        auto earlier = hops.end();
        for (auto it = hops.begin(); it != hops.end() && it->round < round; ++it)
            if (it->dst == sender)
                earlier = it;
        arrival = earlier;
    }
    std::reverse(route.begin(), route.end());
    return route;
}

std::vector<int> routeNodes(const std::vector<PacketHop> &route)
{
    std::vector<int> nodes;
    for (const PacketHop &hop : route)
        for (int v : hop.path)
            if (nodes.empty() || nodes.back() != v)
                nodes.push_back(v);
    return nodes;
}

} // namespace collviz::core

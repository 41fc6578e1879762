// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "core/rules/channeluse.h"

#include <QCoreApplication>

#include <algorithm>

namespace collviz::core::rules {

QString channelBusySentence(const Topology &topology, int arc, bool link)
{
    const Arc &a = topology.arc(arc);
    if (link)
        return QCoreApplication::translate("collviz::core::rules", "link %1–%2 already carries a message this round")
            .arg(topology.label(std::min(a.from, a.to)), topology.label(std::max(a.from, a.to)));
    return QCoreApplication::translate("collviz::core::rules", "channel %1→%2 already carries a message this round")
        .arg(topology.label(a.from), topology.label(a.to));
}

std::vector<ChannelReuse> reusedChannels(const Topology &topology, const Round &round, const CommModel &model)
{
    std::vector<ChannelReuse> found;
    const bool half = model.duplex == Duplex::Half;
    // Per channel, the transfer that loaded it first (-1: none yet).
    std::vector<int> firstUser(topology.channelCount(half), -1);
    std::vector<int> arcs;
    const TransferList &transfers = round.transfers;
    for (std::size_t i = 0; i < transfers.size(); ++i) {
        const int src = transfers.src(i);
        const int dst = transfers.dst(i);
        if (!topology.isProcessor(src) || !topology.isProcessor(dst) || src == dst)
            continue;
        const IntSpan path = transfers.path(i);
        if (path.size() < 2 || path.front() != src || path.back() != dst || !topology.pathArcs(path, arcs))
            continue;
        bool flagged = false;
        for (int arc : arcs) {
            int &user = firstUser[std::size_t(Topology::channelOfArc(arc, half))];
            if (user < 0) {
                user = int(i);
            } else if (user != int(i) && !flagged) {
                found.push_back({int(i), arc, channelBusySentence(topology, arc, half)});
                flagged = true;
            }
        }
    }
    return found;
}

} // namespace collviz::core::rules

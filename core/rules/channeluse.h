// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/model.h"
#include "core/schedule.h"
#include "core/topology.h"

#include <QString>

#include <vector>

namespace collviz::core::rules {

/// A transfer that sends a message over a channel an earlier transfer of the same round
/// already uses: the transfer (index in its round), the arc (Topology::arcs()) and one
/// translatable sentence.
struct ChannelReuse
{
    int transfer = -1;
    int arc = -1;
    QString sentence;
};

/// "channel 3→7 already carries a message this round", with the vertices named as the network
/// names them (Topology::label); under half duplex (`link`) the whole link is the channel:
/// "link 3–7 already carries a message this round", whichever direction was used first. The
/// checker owns the words; the schedule designer says them.
QString channelBusySentence(const Topology &topology, int arc, bool link = false);

/**
 * The designer's rule beside the reference checker's: the seeds' rounds give each channel one
 * message (one direction of a link, or the whole link under half duplex). Contention is no rule
 * of judgeRound (it is load, and costed), so a schedule that shares a channel still verifies;
 * the designer flags the second and every later transfer that puts a message on a channel
 * an earlier transfer of the round already loads, once per transfer, at the first such arc.
 * A transfer that alone is several messages (noncombining) is the Noncombining rule's, not
 * this one's. Transfers whose ends or path are broken load nothing (as in judgeRound).
 */
std::vector<ChannelReuse> reusedChannels(const Topology &topology, const Round &round, const CommModel &model);

} // namespace collviz::core::rules

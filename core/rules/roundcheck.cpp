// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "core/rules/roundcheck.h"

#include <QCoreApplication>

#include <algorithm>
#include <map>
#include <optional>

namespace collviz::core::rules {

namespace {

/// The Simulator's own sentence for a rule (one wording, one translation).
QString sentence(const char *text) { return QCoreApplication::translate("collviz::core::Simulator", text); }

/// The arcs of `path` in order, or nothing when it is no walk over links from `src` to `dst`.
bool pathArcs(const Topology &topology, int src, int dst, IntSpan path, std::vector<int> *arcs)
{
    arcs->clear();
    if (path.size() < 2 || path.front() != src || path.back() != dst)
        return false;
    for (std::size_t h = 0; h + 1 < path.size(); ++h) {
        const int arc = topology.arcBetween(path[h], path[h + 1]);
        if (arc < 0)
            return false;
        arcs->push_back(arc);
    }
    return true;
}

/// Why combine `c` cannot run on `state` (the state after the round's receives), or nothing.
std::optional<Finding> judgeCombine(const Schedule &schedule, const Combine &c, int index, const BufferState &state)
{
    Finding f;
    f.rule = ViolationKind::BadCombine;
    f.node = c.node;
    f.combine = index;
    const int nodes = int(state.held.size());
    if (c.node < 0 || c.node >= nodes || c.inputs.empty()) {
        f.sentence = sentence("a combine names no inputs or a vertex that does not exist");
        return f;
    }
    const int packetCount = int(schedule.packets.size());
    ProcessorSet counted;
    int item = -2;
    for (int id : c.inputs) {
        f.packet = id;
        if (id < 0 || id >= packetCount || !state.holds(c.node, id)) {
            f.sentence = sentence("node %1 adds partial sum %2 it does not hold").arg(c.node).arg(id);
            return f;
        }
        const int itemOfInput = schedule.packets[std::size_t(id)].item;
        if (item == -2)
            item = itemOfInput;
        if (itemOfInput != item || itemOfInput < 0) {
            f.packet = -1;
            f.sentence = sentence("node %1 adds partial sums of different items").arg(c.node);
            return f;
        }
        const ProcessorSet &contributors = schedule.contributors[std::size_t(id)];
        if (!counted.isEmpty() && counted.intersects(contributors)) {
            f.sentence = sentence("node %1 counts a contribution twice when adding partial sum %2").arg(c.node).arg(id);
            return f;
        }
        if (counted.isEmpty())
            counted = contributors;
        else
            counted.unite(contributors);
    }
    return std::nullopt;
}

} // namespace

std::vector<Finding> RoundVerdict::ofTransfer(int t) const
{
    std::vector<Finding> found;
    for (const Finding &f : findings)
        if (f.transfer == t)
            found.push_back(f);
    return found;
}

RoundVerdict judgeRound(const Topology &topology, const Schedule &schedule, const Round &round,
                        const BufferState &before, const CommModel &model)
{
    RoundVerdict v;
    const bool half = model.duplex == Duplex::Half;
    const int packetCount = int(schedule.packets.size());
    std::vector<int> channelLoads(topology.channelCount(half), 0);
    std::map<int, std::pair<int, int>> portUse; // node -> (sends, receives)
    std::vector<int> arcs;
    const TransferList &transfers = round.transfers;
    for (std::size_t i = 0; i < transfers.size(); ++i) {
        const int t = int(i);
        const int src = transfers.src(i);
        const int dst = transfers.dst(i);
        const IntSpan packets = transfers.packets(i);
        Finding f;
        f.node = src;
        f.transfer = t;
        if (!topology.isProcessor(src) || !topology.isProcessor(dst) || src == dst) {
            f.rule = ViolationKind::BadEndpoint;
            f.sentence = sentence("transfer %1 -> %2 does not join two distinct processors").arg(src).arg(dst);
            v.findings.push_back(f);
            continue;
        }
        if (!pathArcs(topology, src, dst, transfers.path(i), &arcs)) {
            f.rule = ViolationKind::BadPath;
            f.sentence = sentence("the path of transfer %1 -> %2 is not a walk over links").arg(src).arg(dst);
            v.findings.push_back(f);
            continue;
        }
        const int messages = model.combining ? 1 : std::max(1, int(packets.size()));
        for (int arc : arcs)
            channelLoads[std::size_t(half ? arc / 2 : arc)] += messages;
        for (int id : packets)
            if (id < 0 || id >= packetCount || !before.holds(src, id)) {
                Finding held = f;
                held.rule = ViolationKind::NotHeld;
                held.packet = id;
                held.sentence = sentence("node %1 sends packet %2 it does not hold").arg(src).arg(id);
                v.findings.push_back(held);
            }
        if (!model.combining && packets.size() > 1) {
            f.rule = ViolationKind::Noncombining;
            f.sentence = sentence("transfer %1 -> %2 combines %3 packets in one message; the model is noncombining, "
                                  "so they are costed as %3 messages")
                             .arg(src)
                             .arg(dst)
                             .arg(packets.size());
            v.findings.push_back(f);
        }
        v.packetsMoved += int(packets.size());
        v.messages += messages;
        ++portUse[src].first;
        ++portUse[dst].second;
    }
    if (!model.allPort())
        for (const auto &[node, use] : portUse)
            if (use.first > model.ports || use.second > model.ports) {
                Finding f;
                f.rule = ViolationKind::PortLimit;
                f.node = node;
                f.sentence = sentence("node %1 sends %2 and receives %3 messages but has %4 port(s)")
                                 .arg(node)
                                 .arg(use.first)
                                 .arg(use.second)
                                 .arg(model.ports);
                v.findings.push_back(f);
            }

    v.arcLoads.assign(topology.arcs().size(), 0);
    for (std::size_t a = 0; a < v.arcLoads.size(); ++a)
        v.arcLoads[a] = channelLoads[half ? a / 2 : a];
    v.maxLinkLoad = v.arcLoads.empty() ? 0 : *std::max_element(v.arcLoads.begin(), v.arcLoads.end());

    // The receives land, then every combine reads that state (none sees another's output).
    Round moves;
    moves.transfers = round.transfers;
    BufferState received = before;
    Simulator::applyRound(schedule, moves, received);
    for (std::size_t c = 0; c < round.combines.size(); ++c)
        if (const std::optional<Finding> f = judgeCombine(schedule, round.combines[c], int(c), received))
            v.findings.push_back(*f);
    v.after = before;
    Simulator::applyRound(schedule, round, v.after);
    return v;
}

} // namespace collviz::core::rules

// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "core/whatif.h"


#include <QCoreApplication> // QT_TRANSLATE_NOOP

#include <QList>

#include <algorithm>
#include <cmath>
#include <set>
#include <unordered_map>
#include <utility>
#include <vector>

namespace collviz::core {

namespace {

constexpr char kContext[] = "collviz::core::Engine";

/// The factors a reason belongs to (see DeviationMeasures).
enum Factor : unsigned {
    kCombining = 1,
    kSwitching = 2,
    kDuplex = 4,
    kPorts = 8,
    kPerHop = 16,
    kContention = 32,
    kAllFactors = 63,
};

double tolerance(double t) { return kFormulaTolerance * std::max(1.0, std::abs(t)); }

/// One message's hold on a resource in a round.
struct Use
{
    double from;
    double to;
    int message;  ///< index into the round's messages
    int transfer; ///< index into the round's transfers
    int arc;      ///< the channel's arc (tells the two directions of a half-duplex link apart)
};

/// A resource's uses in a round, sorted by `from` once all are in (sortUses).
struct ResourceUses
{
    std::vector<Use> uses;
    double longest = 0.0; ///< the longest use, to bound the search below
};

using Uses = std::unordered_map<int, ResourceUses>;

void addUse(Uses &uses, int resource, const Use &use)
{
    ResourceUses &r = uses[resource];
    r.uses.push_back(use);
    r.longest = std::max(r.longest, use.to - use.from);
}

void sortUses(Uses &uses)
{
    for (auto &entry : uses)
        std::sort(entry.second.uses.begin(), entry.second.uses.end(),
                  [](const Use &a, const Use &b) { return a.from < b.from; });
}

/// The uses of `resource` other than `message` that hold it just before `t`. Only uses that
/// began less than the longest use before t can still hold it, so a search stays short
/// however many messages a resource carries.
template<typename F>
void holdersBefore(const Uses &uses, int resource, int message, double t, F &&visit)
{
    const auto it = uses.find(resource);
    if (it == uses.end())
        return;
    const double tol = tolerance(t);
    const std::vector<Use> &list = it->second.uses;
    auto at = std::lower_bound(list.begin(), list.end(), t - tol,
                               [](const Use &u, double x) { return u.from < x; });
    const double earliest = t - tol - it->second.longest - tol;
    while (at != list.begin()) {
        --at;
        if (at->from < earliest)
            break;
        if (at->message != message && at->to > t - tol)
            visit(*at);
    }
}

/// The most uses of one resource that overlap at one instant.
int maxOverlap(const Uses &uses)
{
    int best = 0;
    std::vector<std::pair<double, int>> events;
    for (const auto &entry : uses) {
        events.clear();
        for (const Use &u : entry.second.uses) {
            const double tol = tolerance(u.to);
            if (u.to - u.from <= tol)
                continue;
            events.emplace_back(u.from, +1);
            events.emplace_back(u.to - tol, -1);
        }
        std::sort(events.begin(), events.end()); // at one instant, ends (-1) before starts
        int now = 0;
        for (const auto &e : events)
            best = std::max(best, now += e.second);
    }
    return best;
}

} // namespace

bool differsFromFormula(const RunResult &result)
{
    if (!result.formula)
        return false;
    const double f = result.formula->value;
    return std::abs(result.simulation.time - f) > kFormulaTolerance * std::max(1.0, std::abs(f));
}

namespace {

/// A round's resources and their uses.
struct RoundUses
{
    Uses channels; ///< by Topology::channelOfArc
    Uses sends;    ///< by sending node
    Uses receives; ///< by receiving node
};

/// Who holds what, and when, in one round: every message's channels, send port and receive
/// port into `uses` (unsorted), the arcs of message i's path into arcs[i]; counts the split and
/// combined transfers and the multi-hop messages into `out`.
void recordUses(const Topology &topo, const Round &round, const Timeline &timeline, const Timeline::Range &messages,
                bool half, RoundUses &uses, std::vector<std::vector<int>> &arcs, DeviationMeasures &out)
{
    const bool sf = timeline.storeAndForward();
    for (std::size_t i = 0; i < messages.size(); ++i) {
        const Timeline::Message &m = messages[i];
        const Transfer &t = round.transfers[std::size_t(m.transfer)];
        topo.pathArcs(t.path, arcs[i]);
        if (i == 0 || messages[i - 1].transfer != m.transfer) {
            std::size_t n = 1;
            while (i + n < messages.size() && messages[i + n].transfer == m.transfer)
                ++n;
            if (t.packets.size() > 1 && n > 1) {
                ++out.splitTransfers;
                out.splitMessages += int(n);
            } else if (t.packets.size() > 1) {
                ++out.combinedTransfers;
                out.combinedPackets += int(t.packets.size());
            }
        }
        if (m.hopCount > 1) {
            ++out.multiHopMessages;
            out.maxHops = std::max(out.maxHops, m.hopCount);
        }
        const int mi = int(i);
        for (int h = 0; h < m.hopCount && h < int(arcs[i].size()); ++h) {
            const int a = arcs[i][std::size_t(h)];
            const auto [enter, leave] = timeline.hop(m, h);
            addUse(uses.channels, Topology::channelOfArc(a, half), {enter, leave, mi, m.transfer, a});
        }
        const double sendEnd = sf && m.hopCount > 0 ? timeline.hop(m, 0).second : m.finish;
        const double receiveStart = sf && m.hopCount > 0 ? timeline.hop(m, m.hopCount - 1).first : m.start;
        addUse(uses.sends, t.src, {m.start, sendEnd, mi, m.transfer, -1});
        addUse(uses.receives, t.dst, {receiveStart, m.finish, mi, m.transfer, -1});
    }
}

/// Who waited, and for what, in one round (its uses sorted): counts into `out` the messages
/// that waited for a channel held the same way, for a half-duplex link held the other way (the
/// links into turnLinks) or for a port full of other transfers, and the rounds with such waits.
void recordWaits(const Round &round, const Timeline &timeline, const Timeline::Range &messages,
                 const std::vector<std::vector<int>> &arcs, const RoundUses &uses, const CommModel &model, double ts,
                 std::set<int> &turnLinks, DeviationMeasures &out)
{
    const bool half = model.duplex == Duplex::Half;
    const bool sf = timeline.storeAndForward();
    const int lanes = model.allPort() ? 0 : model.ports;
    bool roundChannelWait = false, roundPortWait = false;
    for (std::size_t i = 0; i < messages.size(); ++i) {
        const Timeline::Message &m = messages[i];
        const Transfer &t = round.transfers[std::size_t(m.transfer)];
        const int mi = int(i);
        bool channelWait = false, turnWait = false, portWait = false;
        auto channelAt = [&](int a, double at) {
            const int key = Topology::channelOfArc(a, half);
            holdersBefore(uses.channels, key, mi, at, [&](const Use &u) {
                if (u.transfer == m.transfer)
                    return; // its own packets, split by a noncombining model
                if (half && u.arc != a) {
                    turnWait = true;
                    turnLinks.insert(key);
                } else {
                    channelWait = true;
                }
            });
        };
        auto portAt = [&](const Uses &ports, int node, double at) {
            if (lanes <= 0)
                return;
            int held = 0;
            bool other = false;
            holdersBefore(ports, node, mi, at, [&](const Use &u) {
                ++held;
                other = other || u.transfer != m.transfer;
            });
            portWait = portWait || (held >= lanes && other);
        };
        if (!sf) {
            if (m.start > tolerance(m.start)) {
                for (int a : arcs[i])
                    channelAt(a, m.start);
                portAt(uses.sends, t.src, m.start);
                portAt(uses.receives, t.dst, m.start);
            }
        } else {
            double ready = ts;
            for (int h = 0; h < m.hopCount && h < int(arcs[i].size()); ++h) {
                const double enter = timeline.hop(m, h).first;
                if (enter > ready + tolerance(ready)) {
                    channelAt(arcs[i][std::size_t(h)], enter);
                    if (h == 0)
                        portAt(uses.sends, t.src, enter - ts);
                    if (h == m.hopCount - 1)
                        portAt(uses.receives, t.dst, enter);
                }
                ready = timeline.hop(m, h).second;
            }
        }
        out.channelWaits += channelWait;
        out.turnWaits += turnWait;
        out.portWaits += portWait;
        roundChannelWait = roundChannelWait || channelWait;
        roundPortWait = roundPortWait || portWait;
    }
    out.channelWaitRounds += roundChannelWait;
    out.portWaitRounds += roundPortWait;
}

/// The measurements over every round, or over round `only` alone when it is >= 0.
DeviationMeasures measure(const Topology &topo, const Schedule &schedule, const Timeline &timeline,
                          const CommModel &model, double ts, int only = -1)
{
    DeviationMeasures out;
    const bool half = model.duplex == Duplex::Half;

    RoundUses uses;
    std::vector<std::vector<int>> arcs;
    std::set<int> turnLinks;
    const int rounds = std::min(timeline.roundCount(), int(schedule.rounds.size()));
    for (int r = only >= 0 ? only : 0; r < (only >= 0 ? std::min(only + 1, rounds) : rounds); ++r) {
        const Round &round = schedule.rounds[std::size_t(r)];
        const Timeline::Range messages = timeline.messages(r);
        uses.channels.clear();
        uses.sends.clear();
        uses.receives.clear();
        turnLinks.clear();
        arcs.resize(std::max(arcs.size(), messages.size()));

        recordUses(topo, round, timeline, messages, half, uses, arcs, out);
        sortUses(uses.channels);
        sortUses(uses.sends);
        sortUses(uses.receives);
        out.maxSendsInFlight = std::max({out.maxSendsInFlight, maxOverlap(uses.sends), maxOverlap(uses.receives)});

        recordWaits(round, timeline, messages, arcs, uses, model, ts, turnLinks, out);
        out.turnLinks += int(turnLinks.size());
    }
    return out;
}

} // namespace

DeviationMeasures measureDeviation(const RunResult &result)
{
    DeviationMeasures out;
    if (result.schedule && result.timeline && result.topology)
        out = measure(*result.topology, *result.schedule, *result.timeline, result.model, result.params.cost.ts);
    out.maxLinkLoad = result.simulation.maxLinkLoad;
    return out;
}

namespace {

/// Messages that waited for a channel held the same way when the same schedule runs under
/// the algorithm's natural model (the contention that is no part of the what-if).
int naturalChannelWaits(const RunResult &result, const CommModel &natural)
{
    const Timeline timeline = Engine::timeline(result, natural, result.params.cost);
    return measure(*result.topology, *result.schedule, timeline, natural, result.params.cost.ts).channelWaits;
}

QString portsName(const CommModel &model)
{
    return model.allPort() ? QStringLiteral("all") : QString::number(model.ports);
}

std::optional<Text> explain(const RunResult &result, unsigned factors)
{
    if (!differsFromFormula(result) || !result.algorithm)
        return std::nullopt;
    const CommModel natural = result.naturalModel;
    const CommModel &model = result.model;
    const CostParams &cost = result.params.cost;
    QList<Text> why;
    if (model != natural) {
        const DeviationMeasures d = measureDeviation(result);
        const int rounds = result.timeline ? result.timeline->roundCount() : 0;
        if ((factors & kCombining) && model.combining != natural.combining) {
            if (!model.combining && d.splitTransfers > 0)
                why << Text(kContext, QT_TRANSLATE_NOOP("collviz::core::Engine",
                                          "the model is noncombining, so the transfers of several packets (%1) "
                                          "became %2 messages, each with its own start-up t_s and its own turn on "
                                          "the path"))
                           .arg(d.splitTransfers)
                           .arg(d.splitMessages);
            else if (model.combining && d.combinedTransfers > 0)
                why << Text(kContext, QT_TRANSLATE_NOOP("collviz::core::Engine",
                                          "the model is combining, so the transfers of several packets (%1, with %2 "
                                          "packets) each travel as one message with one start-up t_s, not one per "
                                          "packet"))
                           .arg(d.combinedTransfers)
                           .arg(d.combinedPackets);
        }
        if ((factors & kSwitching) && model.switching != natural.switching && d.multiHopMessages > 0
            && cost.tw * cost.m > 0) {
            if (model.switching == Switching::StoreAndForward)
                why << Text(kContext, QT_TRANSLATE_NOOP("collviz::core::Engine",
                                          "under store-and-forward the messages that cross more than one hop (%1, "
                                          "up to %2 hops) pay t_w per word on every hop, not once"))
                           .arg(d.multiHopMessages)
                           .arg(d.maxHops);
            else
                why << Text(kContext, QT_TRANSLATE_NOOP("collviz::core::Engine",
                                          "under wormhole routing the messages that cross more than one hop (%1, up "
                                          "to %2 hops) pay t_w per word once, not on every hop"))
                           .arg(d.multiHopMessages)
                           .arg(d.maxHops);
        }
        if ((factors & kDuplex) && model.duplex == Duplex::Half && d.turnWaits > 0)
            why << Text(kContext, QT_TRANSLATE_NOOP("collviz::core::Engine",
                                      "with half-duplex links the two directions of a link take turns: messages "
                                      "that waited for a link while it carried a message the other way: %1, on %2 "
                                      "links (counted per round)"))
                       .arg(d.turnWaits)
                       .arg(d.turnLinks);
        if (factors & kPorts) {
            if (d.portWaits > 0)
                why << Text(kContext, QT_TRANSLATE_NOOP("collviz::core::Engine",
                                          "with ports=%1 messages waited for a port of their sender or receiver "
                                          "that other messages held: %2, in %3 of %4 rounds"))
                           .arg(portsName(model))
                           .arg(d.portWaits)
                           .arg(d.portWaitRounds)
                           .arg(rounds);
            const bool morePorts = !natural.allPort() && (model.allPort() || model.ports > natural.ports);
            if (morePorts && d.maxSendsInFlight > natural.ports)
                why << Text(kContext, QT_TRANSLATE_NOOP("collviz::core::Engine",
                                          "with ports=%1 a node has up to %2 messages travelling at the same time, "
                                          "where the formula's ports=%3 sends them one after another"))
                           .arg(portsName(model))
                           .arg(d.maxSendsInFlight)
                           .arg(portsName(natural));
        }
        // Contention the schedule has under its natural model too is the algorithm's to
        // explain (its formula or its own reason); only the what-if's extra waits are told.
        const int naturalWaits = (factors & kContention) && d.channelWaits > 0 ? naturalChannelWaits(result, natural) : 0;
        if ((factors & kContention) && d.channelWaits > naturalWaits)
            why << Text(kContext, QT_TRANSLATE_NOOP("collviz::core::Engine",
                                      "messages waited for a channel that another message held in the same "
                                      "direction: %1 (%2 under the natural model), in %3 of %4 rounds (max link load "
                                      "%5)"))
                       .arg(d.channelWaits)
                       .arg(naturalWaits)
                       .arg(d.channelWaitRounds)
                       .arg(rounds)
                       .arg(d.maxLinkLoad);
    }
    if ((factors & kPerHop) && cost.th > 0 && !result.algorithm->formulaChargesPerHop())
        why << Text(kContext, QT_TRANSLATE_NOOP("collviz::core::Engine",
                                  "the source's formula leaves out the per-hop time t_h; the engine charges t_h for "
                                  "every hop a message travels"));
    if (why.isEmpty())
        return std::nullopt;
    if (why.size() == 1)
        return why.front();
    return Text::join(why, QStringLiteral("; "));
}

} // namespace

std::optional<Text> explainDeviation(const RunResult &result) { return explain(result, kAllFactors); }

std::optional<Text> deviationFor(const RunResult &result)
{
    const Algorithm &alg = *result.algorithm;
    const Topology &topo = *result.topology;
    std::optional<Text> own = alg.formulaDeviation(topo, result.params);
    if (!differsFromFormula(result))
        return own;
    unsigned uncovered = kAllFactors;
    if (own) {
        auto ask = [&](const CommModel &model, double th) {
            RunParams p = result.params;
            p.model = model;
            p.cost.th = th;
            return alg.formulaDeviation(topo, p);
        };
        const CommModel natural = alg.naturalModel();
        const double th = result.params.cost.th;
        bool changed = false, allCovered = true;
        auto check = [&](unsigned factor, const CommModel &reverted) {
            if (reverted == result.model)
                return;
            changed = true;
            if (ask(reverted, th) != own)
                uncovered &= ~factor;
            else
                allCovered = false;
        };
        CommModel m = result.model;
        m.combining = natural.combining;
        check(kCombining, m);
        m = result.model;
        m.switching = natural.switching;
        check(kSwitching, m);
        m = result.model;
        m.duplex = natural.duplex;
        check(kDuplex, m);
        m = result.model;
        m.ports = natural.ports;
        check(kPorts, m);
        if (changed && allCovered)
            uncovered &= ~kContention;
        if (th > 0 && ask(result.model, 0.0) != own)
            uncovered &= ~kPerHop;
    }
    std::optional<Text> engine = explain(result, uncovered);
    if (!own)
        return engine;
    if (!engine)
        return own;
    return Text::join({*own, *engine}, QStringLiteral("; "));
}

namespace {

Text engineText(const char *source) { return Text(kContext, source); }
Text engineCount(const char *source, int n) { return Text::count(kContext, source, n); }

QString number(double t) { return QString::number(t, 'g', 6); }

} // namespace

WhatIfComparison::WhatIfComparison(const RunResult &result)
{
    if (!result.ok || !result.whatIf || !result.timeline || !result.schedule || !result.topology)
        return;
    mTopology = result.topology;
    mSchedule = result.schedule;
    mTimeline = result.timeline;
    mModel = result.model;
    mNaturalModel = result.naturalModel;
    mTs = result.params.cost.ts;
    // The engine times the natural model once per run (Engine::timeNaturally); results made
    // elsewhere (tests, hand-built) are timed here.
    mNatural = result.naturalTimeline ? result.naturalTimeline
                                      : std::make_shared<const Timeline>(
                                            Engine::timeline(result, mNaturalModel, result.params.cost));
}

double WhatIfComparison::naturalTime() const { return mNatural ? mNatural->totalTime() : 0.0; }

double WhatIfComparison::naturalRoundTime(int round) const
{
    return mNatural && round >= 0 && round < mNatural->roundCount() ? mNatural->roundTime(round) : 0.0;
}

double WhatIfComparison::roundTime(int round) const
{
    return mTimeline && round >= 0 && round < mTimeline->roundCount() ? mTimeline->roundTime(round) : 0.0;
}

DeviationMeasures WhatIfComparison::roundMeasures(int round) const
{
    if (!mNatural)
        return {};
    return measure(*mTopology, *mSchedule, *mTimeline, mModel, mTs, round);
}

Text WhatIfComparison::roundText(int round) const
{
    if (!mNatural || round < 0 || round >= mTimeline->roundCount() || round >= mNatural->roundCount())
        return {};
    const double n = naturalRoundTime(round);
    const double diff = roundTime(round) - n;
    QList<Text> parts;
    const Text natural = Text::plain(mNaturalModel.toString());
    if (std::abs(diff) <= tolerance(n))
        parts << engineText(QT_TRANSLATE_NOOP("collviz::core::Engine", "Under the natural model (%1) it takes %2 too."))
                     .arg(natural)
                     .arg(number(n));
    else
        parts << (diff > 0 ? engineText(QT_TRANSLATE_NOOP("collviz::core::Engine",
                                                          "Under the natural model (%1) it takes %2: the what-if "
                                                          "makes it %3 longer."))
                           : engineText(QT_TRANSLATE_NOOP("collviz::core::Engine",
                                                          "Under the natural model (%1) it takes %2: the what-if "
                                                          "makes it %3 shorter.")))
                     .arg(natural)
                     .arg(number(n))
                     .arg(number(std::abs(diff)));

    const DeviationMeasures d = roundMeasures(round);
    const bool hasDuplex = mModel.duplex == Duplex::Half && d.turnWaits > 0;
    if (hasDuplex)
        parts << engineText(QT_TRANSLATE_NOOP("collviz::core::Engine",
                                              "Half duplex: %1 waited for a link that carried a message the other "
                                              "way, so the two directions took turns."))
                     .arg(engineCount(QT_TRANSLATE_N_NOOP("collviz::core::Engine", "%n message(s)"), d.turnWaits));
    if (d.portWaits > 0)
        parts << engineText(QT_TRANSLATE_NOOP("collviz::core::Engine",
                                              "Ports=%1: %2 waited for a port of their sender or receiver that "
                                              "another message held."))
                     .arg(portsName(mModel))
                     .arg(engineCount(QT_TRANSLATE_N_NOOP("collviz::core::Engine", "%n message(s)"), d.portWaits));
    if (!mModel.combining && mNaturalModel.combining && d.splitTransfers > 0)
        parts << engineText(QT_TRANSLATE_NOOP("collviz::core::Engine",
                                              "Noncombining: %1 of several packets went as %2 messages, each with its "
                                              "own start-up, one after the other."))
                     .arg(engineCount(QT_TRANSLATE_N_NOOP("collviz::core::Engine", "%n transfer(s)"), d.splitTransfers))
                     .arg(d.splitMessages);
    if (mModel.switching != mNaturalModel.switching && d.multiHopMessages > 0)
        parts << (mModel.switching == Switching::StoreAndForward
                      ? engineText(QT_TRANSLATE_NOOP("collviz::core::Engine",
                                                     "Store-and-forward: %1 crossed more than one hop (up to %2) and "
                                                     "paid t_w m on every hop, not once."))
                      : engineText(QT_TRANSLATE_NOOP("collviz::core::Engine",
                                                     "Wormhole: %1 crossed more than one hop (up to %2) and paid t_w m "
                                                     "once, not on every hop.")))
                     .arg(engineCount(QT_TRANSLATE_N_NOOP("collviz::core::Engine", "%n message(s)"), d.multiHopMessages))
                     .arg(engineCount(QT_TRANSLATE_N_NOOP("collviz::core::Engine", "%n hop(s)"), d.maxHops));
    if (d.channelWaits > 0) {
        const int naturalWaits = measure(*mTopology, *mSchedule, *mNatural, mNaturalModel, mTs, round).channelWaits;
        if (d.channelWaits > naturalWaits)
            parts << engineText(QT_TRANSLATE_NOOP("collviz::core::Engine",
                                                  "%1 waited for a link held the same way (%2 under the natural "
                                                  "model)."))
                         .arg(engineCount(QT_TRANSLATE_N_NOOP("collviz::core::Engine", "%n message(s)"), d.channelWaits))
                         .arg(naturalWaits);
    }
    const bool morePorts = !mNaturalModel.allPort() && (mModel.allPort() || mModel.ports > mNaturalModel.ports);
    if (morePorts) {
        if (d.maxSendsInFlight <= mNaturalModel.ports)
            parts << engineText(QT_TRANSLATE_NOOP("collviz::core::Engine",
                                                  "The algorithm is %1-port by design: no node sends or receives more "
                                                  "than %2 at a time, so the extra ports of ports=%3 stay idle."))
                         .arg(mNaturalModel.ports)
                         .arg(engineCount(QT_TRANSLATE_N_NOOP("collviz::core::Engine", "%n message(s)"),
                                          mNaturalModel.ports))
                         .arg(portsName(mModel));
        else
            parts << engineText(QT_TRANSLATE_NOOP("collviz::core::Engine",
                                                  "With ports=%1 a node has up to %2 in flight at once, where the "
                                                  "natural model's ports=%3 sends them one after the other."))
                         .arg(portsName(mModel))
                         .arg(engineCount(QT_TRANSLATE_N_NOOP("collviz::core::Engine", "%n message(s)"),
                                          d.maxSendsInFlight))
                         .arg(portsName(mNaturalModel));
    }
    return parts.size() == 1 ? parts.front() : Text::join(parts, QStringLiteral(" "));
}

Text WhatIfComparison::runText() const
{
    if (!mNatural)
        return {};
    const double t = mTimeline->totalTime();
    const double n = mNatural->totalTime();
    const double diff = t - n;
    const Text natural = Text::plain(mNaturalModel.toString());
    if (std::abs(diff) <= tolerance(n))
        return engineText(QT_TRANSLATE_NOOP("collviz::core::Engine",
                                             "Under the natural model (%1) the same schedule takes %2 too: this "
                                             "what-if changes no round's length."))
            .arg(natural)
            .arg(number(n));
    int longer = 0;
    for (int r = 0; r < std::min(mTimeline->roundCount(), mNatural->roundCount()); ++r)
        longer += mTimeline->roundTime(r) > mNatural->roundTime(r) + tolerance(mNatural->roundTime(r));
    if (diff < 0)
        return engineText(QT_TRANSLATE_NOOP("collviz::core::Engine",
                                             "Under the natural model (%1) the same schedule takes %2; this what-if "
                                             "takes %3, %4 shorter."))
            .arg(natural)
            .arg(number(n))
            .arg(number(t))
            .arg(number(-diff));
    return engineText(QT_TRANSLATE_NOOP("collviz::core::Engine",
                                         "Under the natural model (%1) the same schedule takes %2; this what-if takes "
                                         "%3, %4 longer (longer in %5 of %6)."))
        .arg(natural)
        .arg(number(n))
        .arg(number(t))
        .arg(number(std::abs(diff)))
        .arg(engineCount(QT_TRANSLATE_N_NOOP("collviz::core::Engine", "%n round(s)"), longer))
        .arg(mTimeline->roundCount());
}

} // namespace collviz::core

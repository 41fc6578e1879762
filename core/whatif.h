// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/engine.h"
#include "core/text.h"

#include <memory>
#include <optional>

namespace collviz::core {

/**
 * Why a run's time differs from its source's formula, from what the engine measured: the
 * schedule, the model in force against the algorithm's natural model, and the Timeline.
 *
 * Each reason belongs to a factor: one item of the model (combining, switching, duplex,
 * ports), the per-hop time t_h, or contention. A reason is given only when its measurement
 * shows it (a count above zero), never from the model alone:
 * - combining: transfers of several packets that a noncombining model split into messages
 *   (or that a combining model sends as one where the natural model splits them);
 * - switching: messages that cross more than one hop, which pay t_w per word on every hop
 *   under store-and-forward and once under wormhole (and only when t_w m > 0);
 * - duplex: messages that waited for a half-duplex link held by a message going the other
 *   way (the two directions took turns);
 * - ports: messages that waited because their sender's or receiver's k ports were all busy
 *   with other transfers; or, with more ports than the natural model, a node that had more
 *   messages in flight at one instant than the natural model allows;
 * - contention (what-if runs only): messages that waited for a channel held by another
 *   transfer's message going the same way, told only when there are more of them than when
 *   the same schedule is costed under the natural model (contention the schedule has anyway
 *   is the algorithm's to explain, in its formula or its own reason);
 * - t_h: every message pays t_h per hop, which the sources' formulas leave out.
 * A message "waited" when it claimed a resource later than it was ready for it (wormhole:
 * started after 0; store-and-forward: entered a hop after its start-up or its previous hop
 * ended) and the resource was held, just before, by other messages (a port: by as many as it
 * has lanes, one of another transfer). Waiting for the other messages of its own transfer
 * (a noncombining split) counts as none of these: the combining reason tells it.
 * The combining, switching, duplex and more-ports reasons need their model item to differ
 * from the natural model's; port waits are told in any what-if run that has them (a schedule
 * over its port limit).
 */
struct DeviationMeasures
{
    int splitTransfers = 0;    ///< transfers of several packets sent as several messages
    int splitMessages = 0;     ///< the messages they became
    int combinedTransfers = 0; ///< transfers of several packets sent as one message
    int combinedPackets = 0;   ///< the packets they carry
    int multiHopMessages = 0;  ///< messages crossing more than one hop
    int maxHops = 0;           ///< the longest of them
    int channelWaits = 0;      ///< messages that waited for a channel held the same way by another transfer
    int channelWaitRounds = 0;
    int turnWaits = 0;         ///< half duplex: messages that waited for a link held the other way
    int turnLinks = 0;         ///< (round, link) pairs on which that happened
    int portWaits = 0;         ///< messages that waited for a port held by other transfers
    int portWaitRounds = 0;
    int maxSendsInFlight = 0;  ///< most messages one node sent (or received) at one instant
    int maxLinkLoad = 0;       ///< the simulator's, for the contention sentence
};

/// The relative tolerance within which time and formula count as equal.
inline constexpr double kFormulaTolerance = 1e-9;

/// Whether the run has a formula and its time differs from it (relative kFormulaTolerance).
bool differsFromFormula(const RunResult &result);

/// The measurements above for a finished run (schedule and timeline set).
DeviationMeasures measureDeviation(const RunResult &result);

/// The engine's own reasons for the run, every factor, joined with "; " (nullopt when time
/// equals the formula or nothing measured explains it). Model and contention reasons are
/// given for what-if runs, t_h for every run.
std::optional<Text> explainDeviation(const RunResult &result);

/**
 * The run's formula deviation (what Engine::run and Engine::recost store): the algorithm's
 * reason (Algorithm::formulaDeviation), then, when time and formula differ, the engine's
 * measured reasons for the factors that reason does not cover, joined with "; ". The algorithm's reason covers a factor when it changes with it: it is
 * asked again with that model item set back to the natural model's (or with t_h = 0), and a
 * different answer means the algorithm speaks about that factor itself. Contention is
 * covered when every model factor is.
 */
std::optional<Text> deviationFor(const RunResult &result);

/**
 * What a what-if run did to each round, against the same schedule costed under the algorithm's
 * natural model (the CostModel again, the one source of time): how much longer or shorter the
 * round got, what serialised (the two directions of a half-duplex link taking turns, port
 * waits, a noncombining split, store-and-forward hops, extra link contention), or, with more
 * ports than the algorithm uses, that it is k-port by design. Made once per run (it costs the
 * schedule once more), then asked per round; views show its sentences as they are.
 */
class WhatIfComparison
{
public:
    WhatIfComparison() = default;
    /// Empty for a run that is no what-if or has no timeline.
    explicit WhatIfComparison(const RunResult &result);

    bool isEmpty() const { return !mNatural; }
    /// The algorithm's natural model, against which the run is compared.
    const CommModel &naturalModel() const { return mNaturalModel; }
    /// The whole run under the natural model, and its round `round` (0-based).
    double naturalTime() const;
    double naturalRoundTime(int round) const;
    /// Round `round` (0-based) under the model in force.
    double roundTime(int round) const;
    /// The measurements of round `round` alone, under the model in force.
    DeviationMeasures roundMeasures(int round) const;

    /// "Under the natural model (…) it takes 6: the what-if makes it 6 longer. Half duplex: 8
    /// messages waited …" (after the round's own time). Empty for an empty comparison or a
    /// round out of range.
    Text roundText(int round) const;
    /// The whole run: "Under the natural model (…) the same schedule takes 6; this what-if takes
    /// 12, 6 longer." Empty for an empty comparison.
    Text runText() const;

private:
    TopologyPtr mTopology;
    std::shared_ptr<const Schedule> mSchedule;
    std::shared_ptr<const Timeline> mTimeline;
    std::shared_ptr<const Timeline> mNatural;
    CommModel mModel;
    CommModel mNaturalModel;
    double mTs = 0.0;
};

} // namespace collviz::core

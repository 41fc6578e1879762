// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// Algorithms over processor numbers and routes, for any network: their registration and the
// pieces they share (docs/algorithms.md, "Algorithms for any network").

#include "core/algorithms/common.h"
#include "core/intspan.h"

#include <algorithm>
#include <vector>

namespace collviz::core::algorithms::anynetwork {

void registerBroadcast(AlgorithmRegistry &registry); ///< broadcast.cpp: broadcast-binomial
void registerAllgather(AlgorithmRegistry &registry); ///< allgather.cpp: allgather-ring-routed
void registerAlltoall(AlgorithmRegistry &registry);  ///< alltoall.cpp: alltoall-shift-routed

/// The model all three are written for: wormhole routing, so that a route of several hops
/// costs what one hop costs (with t_h = 0) and processor numbers may ignore the links; one
/// port, as every processor sends and receives at most one message a round; full duplex, so
/// that routes crossing a link in opposite directions do not meet.
CommModel routedModel(bool combining);

/**
 * The routes of one round at a time, and how many of them cross each directed channel: the
 * congestion the simulator reports for the round under full-duplex links (its maxLinkLoad),
 * counted while the routes are made, so that the narration and formulaDeviation() can say it.
 * One path buffer serves every route (an all-to-all makes p (p - 1) of them), and a new round
 * starts without a pass over the channels.
 */
class RoutedRound
{
public:
    explicit RoutedRound(const Topology &topology);

    /// The topology's route from `a` to `b`, counted into the round; valid until the next call.
    IntSpan route(int a, int b);
    /// Starts the next round.
    void next();

    /// The most routes of this round on one channel (0 before the first route).
    int congestion() const { return mCongestion; }
    /// The most hops of a route of this round.
    int longest() const { return mLongest; }

private:
    struct Load
    {
        int round = -1; ///< the round `count` is of; an older one means 0
        int count = 0;
    };
    const Topology *mTopology;
    std::vector<Load> mLoads; ///< per arc
    std::vector<int> mPath;
    std::vector<int> mArcs;
    int mRound = 0;
    int mCongestion = 0;
    int mLongest = 0;
};

/// What the routes of a schedule's rounds do to a formula that counts t_s + t_w m a round.
struct Crowding
{
    int rounds = 0;  ///< rounds looked at
    int crowded = 0; ///< of them, rounds with two or more routes on one channel
    int first = 0;   ///< the first crowded round (1-based), 0 when none is
    int worst = 0;   ///< the most routes on one channel in any of them
};

/// The crowding of `rounds` rounds whose routes `makeRound(r, routes)` makes (round r = 1 ..
/// rounds, each route through routes.route()), without building a schedule; with `stopAtFirst`
/// it stops after the first crowded round (an all-to-all needs only to know whether).
template <typename MakeRound>
Crowding crowding(const Topology &topology, int rounds, bool stopAtFirst, MakeRound &&makeRound)
{
    Crowding c;
    RoutedRound routes(topology);
    for (int r = 1; r <= rounds; ++r) {
        makeRound(r, routes);
        ++c.rounds;
        if (routes.congestion() > 1) {
            ++c.crowded;
            c.first = c.first ? c.first : r;
            c.worst = std::max(c.worst, routes.congestion());
            if (stopAtFirst)
                break;
        }
        routes.next();
    }
    return c;
}

} // namespace collviz::core::algorithms::anynetwork

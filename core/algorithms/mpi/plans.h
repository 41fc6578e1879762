// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// The message plans MPI's algorithms share, over rank numbers 0 .. p-1 and blocks of data
// numbered like the ranks: who sends which blocks to whom in each round. The algorithms map
// ranks to processors (a broadcast counts them from its root) and blocks to packets, route the
// messages and narrate them; the plans know nothing of networks.

#include "core/algorithms/anynetwork/family.h"
#include "core/text.h"

#include <vector>

namespace collviz::core::algorithms::mpi {

/// One message of a plan: `count` consecutive blocks from `first` on (counted mod p).
struct BlockMessage
{
    int from = 0;
    int to = 0;
    int first = 0;
    int count = 0;
};

/// One round of a plan.
struct PlanRound
{
    int step = 0;         ///< the doubling step i (distance 2^i) the round belongs to
    bool fill = false;    ///< a round that passes data on inside a block cut off by p
    int distance = 0;     ///< the rank distance of its messages (2^i, or the fill's 2^t)
    std::vector<BlockMessage> messages;
    int largest() const; ///< the most blocks one message carries
};

using Plan = std::vector<PlanRound>;

/**
 * Recursive doubling for any p (Thakur, Rabenseifner and Gropp 2005, section 4.1): in step i
 * (mask = 2^i, i = 0 .. ceil(log2 p) - 1) rank r exchanges with r XOR mask, if that is below
 * p, everything it holds: the blocks of its aligned group of 2^i ranks, cut at p. Where p cuts
 * the partner group short, the first nc = p - root - mask ranks of the group that lost partners
 * received the partner group's nc blocks and the others did not; they pass them on by halving
 * (distances mask/2 .. 1: a rank that has them sends them to the one at that distance above
 * it that has not), one extra round for each distance at which anyone sends.
 */
Plan recursiveDoublingPlan(int p);
/// The rounds of recursiveDoublingPlan(p), in closed form: ceil(log2 p) exchanges plus, for
/// each bit i of p with r = p mod 2^i > 0, i - floor(log2 r) fill rounds.
int recursiveDoublingRounds(int p);
/// The time of recursiveDoublingPlan(p) when every message of a round runs at once and a block
/// has `blockWords` words, in closed form: ceil(log2 p) t_s + (2^ceil(log2 p) - 1) t_w b
/// for the exchanges (in step i some pair swaps whole groups of 2^i blocks) plus
/// (i - floor(log2 r)) (t_s + t_w b r) for each bit i of p with r = p mod 2^i > 0.
double recursiveDoublingTime(int p, const CostParams &cost, double blockWords);

/**
 * The binomial scatter of MPI's long-message broadcast: rank 0 holds blocks 0 .. p-1; in the
 * round for distance 2^i (i = ceil(log2 p) - 1 down to 0) every rank v that is a multiple of
 * 2^(i+1) with v + 2^i < p sends the blocks v + 2^i .. min(v + 2^(i+1), p) - 1 to v + 2^i, so
 * that rank v ends with block v.
 */
Plan binomialScatterPlan(int p);

/// The packets of a message's blocks first .. first + count - 1 (mod p), block b being packet b
/// (an all-to-all broadcast's blocks, a broadcast's pieces).
inline void blockPackets(const BlockMessage &m, int p, std::vector<int> &out)
{
    out.clear();
    for (int k = 0; k < m.count; ++k)
        out.push_back((m.first + k) % p);
}

/// The rank of processor `processor` in a plan counted from `root`, and back.
inline int rankOf(int processor, int root, int p) { return ((processor - root) % p + p) % p; }
inline int processorOf(int rank, int root, int p) { return (rank + root) % p; }

/// The crowding of a plan's routes on `topology`, its ranks counted from `root`.
anynetwork::Crowding planCrowding(const Topology &topology, const Plan &plan, int root);
/// Hops beyond the first of every message of the plan from root 0 (the memory estimate).
double planExtraHops(const Topology &topology, const Plan &plan);

/// The sentence that ends a round's narration: whether a channel carries two of its messages.
Text channelSentence(const anynetwork::RoutedRound &routes);
/// "the first round in which ..." reason for formulaDeviation(), or nullopt when no round is crowded.
std::optional<Text> crowdingReason(const anynetwork::Crowding &crowding);

} // namespace collviz::core::algorithms::mpi

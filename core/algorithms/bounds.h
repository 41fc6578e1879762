// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// Lower bounds on the time of a collective operation that follow the communication model in
// force (ports, duplex, switching, combining), derived from first principles so that they hold
// for every schedule that keeps the model's port rule, under the engine's costing.

#include "core/algorithm.h"
#include "core/model.h"
#include "core/operation.h"
#include "core/topology.h"

#include <QString>

#include <vector>

namespace collviz::core::algorithms::bounds {

/**
 * What a bound is about: the operation, and for seed 001 section 3.7 whether the data is split
 * into p pieces of m/p words (then no message need carry m words).
 *
 * The facts every bound below rests on (docs/engine.md, "How the engine checks and costs a
 * schedule"):
 *  - A message of L words pays its start-up t_s before its first word moves, and no channel
 *    moves more than one word per t_w, so a round lasts at least t_s + t_w W for the words W
 *    that cross its busiest channel (with half-duplex links: link), and t_s + t_w W / k for the
 *    words W that a node sends (or receives) through its k ports.
 *  - Under wormhole routing a message holds its ports and its whole path for t_s + t_w L, so a
 *    node's channel or port that carries c messages in a round is busy c (t_s + t_w L). Under
 *    store-and-forward a message holds its sender's port for t_s + t_w L but a channel only for
 *    t_w L (start-ups overlap), and one message alone takes t_s + t_w L h over h hops.
 *  - A k-port schedule sends at most k and receives at most k messages per node and round;
 *    all-port has no such limit, so there the node's links (its degree) are what limits it.
 *  - Under a noncombining model every packet is its own message.
 * Every round pays its own t_s, so a per-round start-up term adds to a per-round word term.
 */
enum class Kind {
    Broadcast,
    Reduce,
    Scatter,
    Gather,
    Allgather,
    ReduceScatter,
    Allreduce,
    PrefixSum,
    Alltoall,
    Shift,
    SplitBroadcast, ///< section 3.7.1: p pieces of m/p words reach every node
    SplitReduce,    ///< section 3.7.2
    SplitAllreduce, ///< section 3.7.3
};

Kind kindOf(Operation op, bool split);

/// The bound for this model, as text without a topology: the expression, then in brackets the
/// model it is derived for and how.
QString text(Kind kind, const CommModel &model);

/// The bound's value for this run (params.model is the model in force). `order` is the shift's
/// ring order (position -> processor; empty = identity). `pieces`: how many pieces the split
/// kinds cut the data into (the algorithm's pieces(); 0: p), which a noncombining model sends
/// as that many messages.
double value(Kind kind, const Topology &topology, const RunParams &params, const std::vector<int> &order = {},
             int pieces = 0);

/// The building blocks, exposed for the tests.
/// How many others a node can reach at once: min(k, its links), all-port: its links. The
/// largest over the processors.
int fanOut(const Topology &topology, const CommModel &model);
/// The fewest rounds in which information from one node can reach all p: ceil(log_(k+1) p)
/// under k ports (at most k sends per node and round), 1 under all-port.
int fewestRounds(int p, const CommModel &model);
/// The time for one node's data to reach all p (or all p contributions to meet), messages of
/// `words` words.
double spread(const Topology &topology, const CommModel &model, const CostParams &cost, double words);
/// Seed 002's Lemma 8 for a noncombining store-and-forward allgather, in the form that holds for
/// every schedule the engine costs (0 for other models): max over v of t_s + max(ceil((p-1)/k_v)
/// t_h, (p-1)(t_w m + t_h)/k_v), k_v = min(k, deg v) (all-port: deg v); under k ports also the
/// send ports' max(ceil((p-1)/k)(t_s + t_h), (p-1)(t_s + t_w m + t_h)/k).
double lemma8(const Topology &topology, const CommModel &model, const CostParams &cost);
/// Lemma 8's round bound: max over v of ceil((p-1)/k_v), k_v = min(k, deg v) (all-port: deg v),
/// the fewest rounds when a node receives at most one packet per channel and port a round.
int lemma8Rounds(const Topology &topology, const CommModel &model);
/// Sum over ordered pairs of distinct processors of their distance (the hop-words of an
/// all-to-all personalized exchange of one word per pair).
double sumOfDistances(const Topology &topology);

} // namespace collviz::core::algorithms::bounds

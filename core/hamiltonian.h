// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// Link-disjoint Hamiltonian cycles of 2D and 3D tori (seed 002, "An alternative AAB algorithm
// for 2D tori uses link-disjoint Hamiltonian cycles", and its "multi-dimensional
// generalization"): a torus T(z_1, ..., z_d) with every side >= 3 is 2d-regular and decomposes
// into d pairwise link-disjoint Hamiltonian cycles (Kotzig for d = 2, Foregger for d = 3). The
// engine finds such a decomposition by a search, checks it, and measures seed 002's claim that
// the pieces of one packet reach a node in different rounds.

#include "core/schedule.h"
#include "core/topology.h"

#include <QJsonObject>
#include <QString>

#include <optional>
#include <vector>

namespace collviz::core::hamiltonian {

/**
 * d link-disjoint Hamiltonian cycles of a d-dimensional torus, together using every link.
 * cycles[c] lists the nodes of H_(c+1) in order, starting at node 0; "forward" along H_(c+1)
 * is this order, "backward" its reverse.
 *
 * How they are found: start with H_(k+1) = all links of dimension k (a union of rings), then
 * repeatedly exchange the colours of the four links of a unit square whose opposite sides
 * belong to two different cycles' link sets (a switch: every node keeps two links of each
 * colour). The switch that lowers the total number of rings most is taken; where none does, a
 * switch that keeps the total (one colour's rings joined while the other's split, or both kept)
 * moves the search on. Among equals one is drawn by a fixed pseudo-random sequence, so the
 * result is the same on every machine. The search ends when every colour is one ring, or at its work limit.
 */
struct Decomposition
{
    std::vector<int> sides;
    std::vector<std::vector<int>> cycles;
    int switches = 0; ///< square switches the search made
    long long work = 0; ///< squares examined
};

/// The search's work limit in squares examined (and node colours traced): about four seconds.
/// A step examines every unit square (3N on a 2D torus, 6N on a 3D one) and a 2D torus needs
/// about as many switches as its longest side (100x300: 375), so the search finishes on e.g.
/// torus:256x256, 100x300, 3x3000 and 25x25x25 and stops at the limit on 100x550 or 3x6000.
inline constexpr long long kWorkLimit = 100'000'000;

/// The piece-arrival measurement looks at all N (N - 1) pairs; toText and toJson make it up to
/// this many nodes.
inline constexpr int kMeasuredNodes = 4096;

/// Whether the topology is a 2D or 3D torus with every side >= 3 (the shapes the search is for);
/// otherwise `why` names what is accepted.
bool acceptsShape(const Topology &topology, QString *why);

/// The decomposition of this torus (found once per shape and kept), or nullopt with `why` in
/// one sentence: not a 2D/3D torus with sides >= 3, or the search reached its work limit.
std::optional<Decomposition> decompose(const Topology &topology, QString *why);

/// A check's outcome; when it fails, the first offending nodes or links in one sentence.
struct Check
{
    bool ok = false;
    QString detail;
};

/// Every cycle visits every node exactly once and steps between neighbours only.
Check checkHamiltonian(const Topology &topology, const Decomposition &dec);
/// No link is used by two cycles (and together they use every link once).
Check checkLinkDisjoint(const Topology &topology, const Decomposition &dec);

/// Rounds of the all-to-all broadcast around the cycles: each piece travels both ways round its
/// cycle, so the farthest node, N/2 hops away, is reached in round floor(N/2) = ceil((N - 1)/2).
int rounds(int nodes);

/// position[c][v]: where node v stands on H_(c+1).
std::vector<std::vector<int>> positions(const Decomposition &dec);

/// The round in which piece c of `origin`'s packet reaches `receiver` (!= origin): forward
/// distance f along H_(c+1) if f <= floor(N/2), else backward N - f.
int arrivalRound(const std::vector<std::vector<int>> &position, int c, int origin, int receiver);

/// Seed 002's claim, step (4.3): the pieces of p_j reach node i in different rounds "since the
/// distance of i and j along H_1 differs from their distance along H_2". Measured over all
/// ordered pairs (j, i), i != j.
struct PieceArrival
{
    long long pairs = 0;      ///< N (N - 1)
    long long sameRound = 0;  ///< pairs where two pieces arrive in one round
    int exampleOrigin = -1;   ///< the first such pair (origin j, receiver i) and its round
    int exampleReceiver = -1;
    int exampleRound = 0;
    bool claimHolds() const { return sameRound == 0; }
};
PieceArrival measurePieceArrival(const Decomposition &dec);

/// The same measurement round by round, as the all-to-all broadcast around the cycles runs it
/// (index r = round r, 0 unused): completed[r] packets (origin j, receiver i) get their last
/// piece in round r, completedAt[r][i] of them at node i; together[r] pairs get two of their
/// pieces in round r, their first such round. The sums are N (N - 1) and
/// PieceArrival::sameRound. Costs N^2 d; completedAt holds N floor(N/2) counts.
struct RoundArrivals
{
    std::vector<long long> completed;
    std::vector<long long> together;
    std::vector<std::vector<int>> completedAt;
};
RoundArrivals arrivalsByRound(const Decomposition &dec);

/// The cycles a schedule runs on, read from its transfers: per TransferTag::cycle value
/// (1, 2, ..), in tag order, the one-hop transfers tagged forward (direction +1) name every
/// node's successor on that cycle, which is walked from node 0. nullopt when no transfer
/// carries a cycle tag, or when a tag's forward hops do not close one cycle through every
/// processor (a schedule file, say, whose tags describe something else). The cycles are not
/// checked here: checkHamiltonian and checkLinkDisjoint do that.
std::optional<Decomposition> cyclesOf(const Topology &topology, const Schedule &schedule);

/// What `collviz-cli cycles` shows: the cycles (node ids and coordinates), on a 2D torus a
/// drawing of which cycle every link belongs to, the checks, the rounds and the piece-arrival
/// measurement.
QJsonObject toJson(const Topology &topology, const Decomposition &dec);
QString toText(const Topology &topology, const Decomposition &dec);

} // namespace collviz::core::hamiltonian

// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// Seed 004 (Johnsson and Ho 1992, "Optimal communication channel utilization for matrix
// transposition and related permutations on binary cubes"): the classification of the d-bit
// local memory addresses the schedules are built from, and the schedules of Algorithms 1
// and 2 as tables (complement pair x exchange step -> processor dimension).

#include "core/algorithm.h"
#include "core/operation.h"
#include "core/schedule.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <utility>
#include <vector>

namespace collviz::core::algorithms {

/**
 * The d-bit local memory addresses of an all-to-all personalized communication (AAPC) on a
 * d-cube (seed 004 §2.1-2.2, K = 2^d addresses per node), classified as the paper does.
 *
 * - Relative address: after phase 1 (local alignment, (j|i) -> (j|j XOR i)) location i of node
 *   j holds the element for node j XOR i, so the location is the element's relative address
 *   source XOR destination, and it keeps it through phase 2 (the exchanges move a location's
 *   content between neighbours, never between locations).
 * - Complement pair (u, ~u): exactly one of u and ~u has bit r set, so the pair must send
 *   exactly one element across each of the d dimensions. Pair u is (u, ~u) for u < K/2.
 * - Necklace: the set of rotations of an address; its period is the least number of left
 *   rotations that gives the address back; it is full when it has d members (period d) and
 *   then its addresses are noncyclic, else degenerate and its addresses cyclic. A q-necklace
 *   has q one-bits; its distinguished address is its smallest member.
 */
class JohnssonHoAddresses
{
public:
    /// One necklace: its distinguished address and its members in rotation order (member r is
    /// the distinguished address rotated left r times, r < period).
    struct Necklace
    {
        int distinguished = 0;
        int ones = 0;   ///< q
        int period = 0; ///< = members.size()
        bool full = false;
        std::vector<int> members;
    };

    /// The addresses of a d-cube AAPC, 1 <= d <= 30.
    explicit JohnssonHoAddresses(int d) : mD(d) {}

    int dimensions() const { return mD; }
    int count() const { return 1 << mD; } ///< K = 2^d

    /// Phase 1: the location of the element node `node` holds for node `dest` (and of every
    /// element through phase 2): node XOR dest.
    static int relativeAddress(int node, int dest) { return node ^ dest; }

    int complement(int a) const { return ~a & (count() - 1); }
    /// Pair u = (u, ~u), u = 0 .. K/2 - 1, in the order the paper lists them (Tables 2 and 5).
    std::pair<int, int> complementPair(int u) const { return {u, complement(u)}; }
    int pairCount() const { return count() / 2; }
    /// The one address of pair u that crosses dimension `dim` (the one with that bit set).
    int moverOf(int u, int dim) const { return ((u >> dim) & 1) ? u : complement(u); }

    int rotateLeft(int a, int r) const;
    int period(int a) const;
    bool isCyclic(int a) const { return period(a) < mD; }
    int distinguished(int a) const; ///< the smallest rotation of a
    Necklace necklaceOf(int a) const;
    /// Every necklace, ordered by distinguished address.
    std::vector<Necklace> necklaces() const;
    /// The cyclic addresses in increasing order.
    std::vector<int> cyclicAddresses() const;

    QString bits(int a) const; ///< d binary digits, most significant first: "011"

private:
    int mD = 1;
};

/**
 * The schedule of one of Johnsson and Ho's complement-pair algorithms on a d-cube as a table:
 * dims[u][t] is the processor dimension pair u exchanges in at step t (0-based), or -1.
 *
 * Algorithm 1 (§3.1): pairs in groups of d (q = u / d); within a group pair u is exchanged in
 * dimensions (u + r) mod d at steps (u / d) d + r, r = 0 .. d-1: d ceil(K/2d) steps.
 * Algorithm 2 (§3.2): pair u is exchanged in dimension r at step (u + r) mod K/2: K/2 steps.
 * Algorithm 3 (§3.3): Algorithm 2 on pairs u < n = d + (K/2 mod d) (step (u + r) mod n), then
 * Algorithm 1 on the rest from step n on: K/2 steps, span d + (K/2 mod d).
 * Neither needs d >= 2: on the 1-cube both are one step moving address 1 across dimension 0.
 */
struct JohnssonHoPairSchedule
{
    enum class Kind
    {
        Algorithm1,
        Algorithm2,
        Algorithm3,
    };

    Kind kind = Kind::Algorithm1;
    int d = 1;
    int steps = 0;
    std::vector<std::vector<int>> dims; ///< dims[pair][step]

    static JohnssonHoPairSchedule make(Kind kind, int d);

    /// The steps from pair u's first exchange to its last, both counted (Definition 2 applied to
    /// the pair): what the paper's Table 6 calls the span (Algorithm 2's pairs that wrap around
    /// the end of the schedule, e.g. u = K/2 - 1 at steps K/2, 1, ..., d-1, span K/2).
    int pairSpan(int u) const;
    /// Definition 2 read per element: from the address's own first exchange to its last (1 for
    /// an address with one bit set in Algorithm 1, where Table 6 says d: it counts pairs).
    int elementSpan(int address) const;
    /// Minimum and maximum over pairs / over moving elements.
    std::pair<int, int> pairSpanRange() const;
    std::pair<int, int> elementSpanRange() const;

    /// Table 6's "local memory addresses in transit" (scheduled together): 2 x the pairs
    /// exchanged in a step, minimum and maximum over the steps.
    std::pair<int, int> addressesScheduledRange() const;

    /// Sentences naming what breaks the paper's rules: every pair crosses every dimension
    /// exactly once; no dimension is used twice in a step (one element per channel direction).
    QStringList violations() const;

    /// The engine's rounds: one per step; in step t every node k sends, for every pair u with
    /// dims[u][t] = r >= 0, the element in its location a = moverOf(u, r) to k XOR 2^r.
    /// Each round's narration names the step, the pairs and their dimensions; the rounds carry
    /// traces into `algorithm`'s pseudo-code where it applies.
    Schedule build(const Problem &problem, const Algorithm &algorithm) const;
};

} // namespace collviz::core::algorithms

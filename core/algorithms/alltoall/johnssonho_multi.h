// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// Seed 004 (Johnsson and Ho 1992) §2.2-2.3 and §4: the three phases of an AAPC with explicit
// alignment made visible as global memory states (the paper's Table 3), and s AAPCs in
// succession on different processor axes sharing the local memory dimensions: pipelined
// (Corollary 2) and Algorithm 5's concurrent AAPCs (Figure 4, Theorem 2).

#include "core/algorithms/alltoall/johnssonho.h"
#include "core/scheduletable.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace collviz::core::algorithms {

/**
 * s AAPCs in succession on a (s d)-cube (seed 004 §2.3): the processor address is s axes of
 * d bits, axis 1 the least significant (node = (a_s, ..., a_1)); every node holds K = copies 2^d
 * elements, local address (x | i) with i the d local memory bits every AAPC shares and x the
 * copy. The permutation is (a_s, ..., a_1 | x, a_0) -> (a_{s-1}, ..., a_1, a_0 | x, a_s): AAPC m
 * exchanges axis m with the local bits (s = 2, d = 2 is Table 3's (k, j | i) -> (j, i | k)).
 * Elements are numbered by where they start: node K + address (Table 3's numbers).
 *
 * Phase 1 (local alignment, all axes at once, Lemma 1): element (n | x, i) moves to local address
 * (x | i XOR X(n)), X(n) = the XOR of n's axes. Phase 2: AAPC m moves every element along axis m
 * only, keeping its local address; in node n the address (x | l) holds the element whose
 * relative address on axis m is l XOR (the XOR of n's other axes), so complement pairs stay
 * complement pairs and the single-AAPC pair schedules apply unchanged. Phase 3 (realignment)
 * is phase 1 again on the final node.
 */
class JohnssonHoMultiLayout
{
public:
    JohnssonHoMultiLayout(int d, int s, int copies = 1) : mD(d), mS(s), mCopies(copies) {}

    int d() const { return mD; }
    int s() const { return mS; }
    int copies() const { return mCopies; }
    int K() const { return mCopies << mD; }
    int nodes() const { return 1 << (mD * mS); }
    int mask() const { return (1 << mD) - 1; }

    int axis(int node, int m) const { return (node >> ((m - 1) * mD)) & mask(); } ///< m = 1 .. s
    int withAxis(int node, int m, int value) const;
    int axesXor(int node) const;                  ///< X(n)
    int otherAxesXor(int node, int m) const;      ///< X(n) XOR axis m

    int element(int node, int address) const { return node * K() + address; }
    int finalNode(int node, int address) const;
    int finalAddress(int node, int address) const;
    /// The value axis m must take in AAPC m: a_{m-1} of the element, a_0 its local bits.
    int targetOnAxis(int originNode, int originAddress, int m) const;

    int aligned(int node, int address) const { return (address & ~mask()) | ((address ^ axesXor(node)) & mask()); }

    /// Empty when the layout is usable, else one sentence: d >= 1, s >= 1, copies a power of two,
    /// s d <= 12 and nodes * K <= 2^20 elements (the engine moves every element).
    QString refusal() const;

private:
    int mD = 1;
    int mS = 1;
    int mCopies = 1;
};

/**
 * A complement-pair schedule for one AAPC on d dimensions over K/2 pairs: dims[u][t] the
 * dimension (0 .. d-1) pair u is exchanged in at step t, or -1. Pair u is local address pair
 * (x | u0, x | ~u0) with x = u / 2^(d-1), u0 = u mod 2^(d-1) (for copies = 1 the pairs of
 * JohnssonHoPairSchedule, whose tables it takes unchanged, so every kind plugs in).
 */
struct JohnssonHoPairTimetable
{
    int d = 1;
    int steps = 0;
    std::vector<std::vector<int>> dims;

    /// copies = 1: JohnssonHoPairSchedule::make(kind, d). copies > 1: Algorithm 1 (groups of d
    /// pairs over all K/2 pairs, d ceil(K/2d) steps) or Algorithm 2 ((u + r) mod K/2, K/2 steps)
    /// generalised to K/2 pairs; other kinds are refused (empty dims).
    static JohnssonHoPairTimetable make(JohnssonHoPairSchedule::Kind kind, int d, int copies);
    int pairs() const { return int(dims.size()); }
    /// The largest pair span (first to last exchange, both counted): the pipeline delay.
    int maxPairSpan() const;
};

/// One step's element transfers of a multiple-AAPC run: node, processor dimension, local address.
struct JohnssonHoMove
{
    int node = 0;
    int dim = 0;
    int address = 0;
};

/// The global memory state after a phase: held[node][address] = element (node K + address at
/// the start), as the paper's Table 3 prints it.
struct JohnssonHoMemoryState
{
    QString phase;
    std::vector<std::vector<int>> held;
};

/**
 * s AAPCs executed as element transfers. AAPC m runs the pair timetable shifted by offsets[m-1]
 * steps: sequential (offset (m-1) T) or pipelined (offset (m-1) span: a pair starts AAPC m+1 once
 * it finished AAPC m, Corollary 2). Pair u is the local address pair (x | w, x | ~w) in every
 * node and every AAPC; in step t of AAPC m, pair u exchanged in dimension r moves, in every node
 * n, the one of its two addresses whose relative address on axis m (the address XOR
 * otherAxesXor(n, m)) has bit r set, across processor dimension (m-1) d + r; the neighbour has
 * the same other axes, so it sends the same address back. The run checks what the paper claims: every element moves only across
 * dimensions its relative address names, never twice across one (minimal paths), the neighbour
 * sends the same address back (one element per channel direction per step), and after the
 * realignment every element sits at its final node and address.
 */
class JohnssonHoMultiRun
{
public:
    enum class Mode
    {
        Sequential,
        Pipelined,
    };

    JohnssonHoMultiRun(const JohnssonHoMultiLayout &layout, const JohnssonHoPairTimetable &table, Mode mode);

    const JohnssonHoMultiLayout &layout() const { return mLayout; }
    int steps() const { return int(mSteps.size()); }
    const std::vector<std::vector<JohnssonHoMove>> &moves() const { return mSteps; }
    std::vector<int> offsets() const { return mOffsets; }
    /// Initial, after alignment, after AAPC 1 .. s (Sequential: the state at that moment;
    /// Pipelined: after the step in which the last pair finished AAPC m), after realignment.
    const std::vector<JohnssonHoMemoryState> &states() const { return mStates; }
    /// Sentences naming what broke the rules above (empty: the run is an exact, minimal,
    /// contention-free multiple AAPC).
    const QStringList &failures() const { return mFailures; }
    /// The most elements on one channel direction in one step (1 for every schedule here).
    int maxChannelLoad() const { return mMaxLoad; }
    /// The largest number of hops of an element = its origin-to-destination distance.
    bool minimalPaths() const { return mMinimal; }

    /// The run as an engine schedule on hypercube:(s d): one round per step, one transfer per
    /// element move. Packet ids: for s = 1 and copies = 1 the alltoall numbering of `problem`
    /// (the element (j | i) is packet j -> i); otherwise one packet per moving element in
    /// element order, dest its final node (the alltoall postcondition then checks them by their
    /// dests: there are fewer than p(p - 1)).
    Schedule schedule(const Problem &problem, const Algorithm &algorithm) const;

private:
    JohnssonHoMultiLayout mLayout;
    std::vector<int> mOffsets;
    std::vector<std::vector<JohnssonHoMove>> mSteps;
    std::vector<JohnssonHoMemoryState> mStates;
    QStringList mFailures;
    int mMaxLoad = 0;
    bool mMinimal = true;
};

/// Corollary 2: K/2 + (s - 1) d steps for s pipelined AAPCs.
int johnssonHoCorollary2(int d, int s, int K);
/// Theorem 2's bound with its regime (1: s <= 3 or K <= 8d, pipelining; 2: 8d <= K <= 2(s+1)d,
/// (s + 3) d; 3: K >= 2(s+1)d, K/2 + 2d). Where two regimes apply, the smaller value (they meet
/// at the borders).
int johnssonHoTheorem2(int d, int s, int K, int *regime = nullptr);

/**
 * Algorithm 5 (seed 004 §4.2, Figure 4) planned in units of one AAPC of one data set (d steps):
 * the K/2 pairs form N = ceil(K/2d) data sets of d pairs (Algorithm 1's groups). A pipelined data
 * set does AAPCs on axes 1, 2, ..., s in successive units. A pair of data sets starting on axis
 * m > 1 uses an additional local memory axis v: AAPCs on axes m, ..., s through v, one local
 * exchange of the memory axes i and v (the paper's bullet), then AAPCs on axes 1, ..., m: s + 1
 * AAPCs, one of them repeated. In a unit every axis serves at most one data set.
 *
 * Reconstructed from the OCR (004_c7097e369dcda852.txt §4.2): Figure 4's columns lost their
 * alignment and its labels their superscripts; read here as rows d_0^0, d_1^0 (v-pair 0, start
 * axis 5 = the text's 0-based s - 2), d_1^1, d_2^1 (v-pair 1, axis 3 = s - 4) and d_2 .. d_6
 * pipelined, eleven units, the bullet the local exchange after "v,6". The element route of a
 * v-set, (l, k, j | i, v) -> (l, v, j | i, k) -> (k, v, j | i, l) -> (k, v, j | l, i) ->
 * (k, v, i | l, j) -> (k, j, i | l, v), is the paper's printed example generalised to start
 * axis m; Theorem 2's three cases are printed intact (their regimes meet at K = 8d and
 * K = 2(s + 1)d). Section 2.3's step formulas for s axes are cut by the OCR ("...") and are
 * read as: step m + 1 (m = 1 .. s) replaces axis m by the XOR of all axes and the address.
 *
 * The plan tries every number of pairs P = 0 .. floor((s - 1)/2) (s - 2 data sets for even s,
 * s - 1 for odd, as the paper says, at the most) with start axes s - 1 - 2j (Figure 4: 5 and 3
 * for s = 6) or s - 2j, places the data sets greedily (pipelined ones first, each AAPC at the
 * earliest unit its axis is free) and keeps the shortest.
 */
struct JohnssonHoConcurrentPlan
{
    struct Row
    {
        QString label;      ///< d_k for pipelined sets, v-pair j set 0/1 as "d_j^0", "d_j^1"
        int pair = -1;      ///< the v-pair, -1 for pipelined
        int startAxis = 1;
        std::vector<int> axisAt; ///< per unit: the axis (1 .. s) of the AAPC, 0 = the local exchange, -1 idle
    };

    int d = 1;
    int s = 1;
    int K = 2;
    int dataSets = 0;
    int vPairs = 0;
    int units = 0;
    std::vector<Row> rows;

    int steps() const { return units * d; }
    static JohnssonHoConcurrentPlan make(int d, int s, int K);
    /// Empty when every unit uses each axis at most once and every data set's AAPCs come in the
    /// order the permutation needs; else sentences.
    QStringList violations() const;
    /// Figure 4 as a table: one row per data set, one column per unit, cells "v,5" / "i,1" / "*".
    ScheduleTable table() const;
};

/**
 * Algorithm 5's plan executed as element transfers on the (s d)-cube, for d a power of two and
 * K = 4^d X (local address (x | B | A): A = i the AAPCs' memory axis, B = v the additional one).
 * A v-pair of data sets lives in a block {x} x {beta, ~beta} x (all A) (2^d / 2d v-pairs per
 * block, each of its data sets on d/2 complement pairs of A values); everything else is
 * pipelined. Alignment: B = v XOR X(n) for every element; A = i XOR X(n) (pipelined) or
 * i XOR v XOR X(n) XOR a_s (v-sets). Chain 1 pairs addresses that differ in B (relative address
 * B XOR otherAxesXor), chain 2 and the pipelined sets addresses that differ in A (A XOR
 * otherAxesXor): the local exchange of i and v is this change of pairing, no data moves for it.
 * Within a unit a data set runs Algorithm 1's group schedule (pair q in dimension (q + r) mod d).
 * The checks: every move follows the element's planned AAPCs (minimal within each AAPC; a
 * v-set element crosses its start axis twice, the repeated AAPC the paper pays for), at most one
 * element per channel direction per step, no address overwritten, every element at its
 * destination after the realignment.
 */
class JohnssonHoConcurrentRun
{
public:
    explicit JohnssonHoConcurrentRun(const JohnssonHoConcurrentPlan &plan);
    /// Empty when the plan can be executed element by element (d a power of two, K = 4^d X,
    /// enough blocks for the v-pairs, at most 2^20 elements), else one sentence.
    static QString refusal(const JohnssonHoConcurrentPlan &plan);
    int steps() const { return mSteps; }
    const QStringList &failures() const { return mFailures; }
    int maxChannelLoad() const { return mMaxLoad; }
    /// Elements whose path is longer than their origin-destination distance (the v-sets').
    int detouredElements() const { return mDetoured; }
    /// The run as engine rounds on hypercube:(s d), one packet per moving element (dest its
    /// final node), for the Simulator's checks.
    Schedule schedule(const Problem &problem, const Algorithm &algorithm) const;

private:
    struct Transfer
    {
        int node;
        int dim;
        int element;
    };
    int mD = 1;
    int mS = 1;
    int mK = 2;
    std::vector<std::vector<Transfer>> mTransfers;
    int mSteps = 0;
    QStringList mFailures;
    int mMaxLoad = 0;
    int mDetoured = 0;
};

/// The memory states as the paper's Table 3: one block of K rows per phase (row header the phase
/// on the block's first row, "mod 2 add." the alignment index X(n) in binary), one column per node.
ScheduleTable johnssonHoMemoryTable(const JohnssonHoMultiRun &run, const QString &title);

/// The pipelined (or sequential) schedule as a table: one row per pair, one column per step, the
/// cell "m:r" (AAPC m in processor dimension r of its axis), "-" idle.
ScheduleTable johnssonHoMultiScheduleTable(const JohnssonHoMultiRun &run, const JohnssonHoPairTimetable &table,
                                           const QString &title);

/**
 * --repeat S for the complement-pair algorithms (alltoall-jh-*): on hypercube:D, S AAPCs in
 * succession on S axes of d = D / S dimensions (axis 1 the lowest d bits), sharing the d local
 * memory dimensions (K = 2^d), pipelined with the algorithm's own pair schedule. The operation
 * stays "alltoall" in name; its packets are the moving elements of the permutation
 * (a_S, ..., a_1 | a_0) -> (a_{S-1}, ..., a_0 | a_S), each checked at its destination node.
 */
/// The sentences the alltoall-jh-* descriptions add about --repeat (what it means, the steps
/// against Corollary 2 and Theorem 2).
Text johnssonHoRepeatDescription();
bool johnssonHoRepeatSupported(const Topology &topology, int repeat, QString *why);
/// The pipelined steps: T + (S - 1) span of the kind's pair schedule on d = D / S dimensions.
int johnssonHoRepeatSteps(JohnssonHoPairSchedule::Kind kind, int D, int repeat);
Schedule johnssonHoRepeatBuild(JohnssonHoPairSchedule::Kind kind, const Problem &problem, int repeat,
                               const Algorithm &algorithm);
/// The views of Algorithm::repeatTable for `algorithm` (of pair schedule `kind`); the memory
/// table is refused beyond 2^16 cells (it prints every element after every phase).
std::optional<ScheduleTable> johnssonHoRepeatTable(JohnssonHoPairSchedule::Kind kind, const Algorithm &algorithm,
                                                   const Topology &topology, int repeat,
                                                   Algorithm::RepeatTable what, QString *why);

} // namespace collviz::core::algorithms

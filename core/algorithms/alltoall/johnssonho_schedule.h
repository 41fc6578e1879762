// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// Seed 004 (Johnsson and Ho 1992) beyond the pair schedules: every algorithm's schedule as a
// table local address x exchange step -> processor dimension (Algorithm 4 schedules single
// addresses, not pairs), for K = alpha 2^d elements per node (the AAPC repeated alpha times);
// the blocking of section 5 (Table 8, Lemma 4) and the wide channels of section 6 (Table 9,
// Lemma 5); the tables `collviz-cli table` prints from them.

#include "core/algorithm.h"
#include "core/algorithms/alltoall/johnssonho.h"
#include "core/scheduletable.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <utility>
#include <vector>

namespace collviz::core::algorithms {

/**
 * A Johnsson-Ho schedule as element moves: dims[slot][step] is the processor dimension the
 * content of local slot `slot` crosses, in every node at once, at exchange step `step` (-1: it
 * stays). Slot = copy 2^d + relative address: with K = copies 2^d elements per node the AAPC on
 * the d-bit addresses repeats `copies` times (§2.1), copy c holding piece c of every datum.
 *
 * - Algorithms 1, 2 (§3.1, §3.2) and 3 (§3.3) move complement pairs; pair U (U < K/2) is pair
 *   U mod 2^(d-1) of copy U / 2^(d-1). Algorithm 3: Algorithm 2 on the first n = d + ((K/2) mod
 *   d) pairs (pair u in dimension r at step (u + r) mod n), Algorithm 1 on the rest.
 * - Algorithm 4 (§3.5): the complement pairs of cyclic addresses (all copies) in blocks of d
 *   (Algorithm 1's rotation); the remaining c = (cyclic pairs) mod d pairs with a full
 *   (d - c)-necklace of copy 0 on the d x d generating table G[i][j] = (i + j) mod d (group 1:
 *   the pairs on its last c rows, the necklace on lines drawn through its first d - c rows);
 *   every other full necklace of every copy on its own (Lemma 2: q steps for a q-necklace),
 *   complementary necklaces next to each other as Table 8 lists them. Two line drawings
 *   (Figure 3): Diagonal (line i is row i from the diagonal on; see lineOffsets()) and Greedy.
 *
 * The subsets are scheduled one after another; `subsets` lists them (section 5's K_s, each with
 * the steps it occupies), `units` the pairs and necklaces the measures count.
 */
struct JohnssonHoAddressSchedule
{
    enum class Kind
    {
        Algorithm1,
        Algorithm2,
        Algorithm3,
        Algorithm4Diagonal,
        Algorithm4Greedy,
    };

    /// A set of slotIds scheduled together, occupying steps [first, first + length) (§5's K_s
    /// with T_s = length), named as Table 8 names them: "C(11111), R(01111)".
    struct Subset
    {
        QString name;
        std::vector<int> slotIds;
        int first = 0;
        int length = 0;
    };
    /// What the "in transit" measures count: a complement pair (2 slotIds) or a necklace (d).
    struct Unit
    {
        std::vector<int> slotIds;
        bool pair = false; ///< a complement pair (else a necklace, member after member)
    };

    Kind kind = Kind::Algorithm1;
    int d = 1;
    int copies = 1;
    int steps = 0;
    int cyclicPairs = 0; ///< Algorithm 4: pairs of cyclic addresses over all copies
    int c = 0;           ///< Algorithm 4: cyclicPairs mod d
    int groupNecklace = -1; ///< Algorithm 4: the distinguished address of group 1's necklace, or -1
    std::vector<std::vector<int>> dims; ///< dims[slot][step]
    std::vector<Subset> subsets;
    std::vector<Unit> units;

    /// 1 <= d <= 13, copies >= 1, K = copies 2^d <= 2^13 (the table has K x K/2 cells); else an
    /// empty schedule (steps 0).
    static JohnssonHoAddressSchedule make(Kind kind, int d, int copies = 1);

    int slotCount() const { return copies << d; }
    int addressOf(int slot) const { return slot & ((1 << d) - 1); }
    int copyOf(int slot) const { return slot >> d; }
    QString slotName(int slot) const; ///< "01111", or "01111#2" for copy 2

    /// The diagonal drawing's lines for group 1 on a d x d generating table with the last c
    /// rows for the cyclic pairs: line i (i < d - c) is row i, entry j at column (i + s_i + j)
    /// mod d with dimension (2i + s_i + j) mod d, for the skews s_i returned. The paper's rule
    /// (s_i = 0) is kept where it works: d odd, and d even with d - c < d/2. For d even it
    /// fails at d - c = d/2 (d >= 4: the "necklace" {0, 2, ..., d-2} is cyclic, e.g. 0101) and
    /// for d - c > d/2 its "skew of two columns" repeats a dimension; the engine skews by one
    /// column instead: s_i = 1 for i >= d/2, and for d - c = d/2 >= 2 the last line.
    static std::vector<int> diagonalSkews(int d, int c);

    /// Group 1 as a table: rows = the d members of the necklace (member j = the first member
    /// rotated left j times) then the c pairs; entry [row][step] = dimension or -1. The
    /// necklace's first member is returned in *firstMember. Empty when c is 0 or >= d.
    static std::vector<std::vector<int>> groupOne(Kind kind, int d, int c, int *firstMember);
    /// Sentences naming what breaks Figure 3's rules for group 1 of (d, c): a table entry used
    /// twice, a member twice in a column or twice in a dimension, a dimension twice in a column,
    /// members that are not the rotations of one full (d - c)-necklace. Empty when it is valid.
    static QStringList groupOneViolations(Kind kind, int d, int c);

    /// Sentences naming what breaks the rules: a slot crosses a dimension its address lacks, or
    /// one it has not exactly once; a dimension carries two slotIds in a step.
    QStringList violations() const;

    /// Definition 2 per unit (pair or necklace, first to last step of any of its slotIds) and per
    /// moving element; min and max.
    std::pair<int, int> unitSpanRange() const;
    std::pair<int, int> elementSpanRange() const;
    /// Table 6's "local memory addresses in transit", measured two ways (min, max over steps):
    /// scheduled together = the slotIds of the units with an exchange in the step; in transit =
    /// the slotIds of the units whose first exchange is at or before the step and last at or after.
    std::pair<int, int> scheduledTogetherRange() const;
    std::pair<int, int> inTransitRange() const;

    /// The engine's rounds: one per step (see JohnssonHoPairSchedule::build); problem.pieces()
    /// must equal copies.
    Schedule build(const Problem &problem, const Algorithm &algorithm) const;
};

/**
 * Section 5's blocking: the subsets K_s with their T_s written into a table of T_max rows,
 * column after column, a subset that does not fit a column continuing at the top of the next
 * (so no subset is twice in a row, and every row holds ceil or floor of T_sum / T_max entries).
 * Row r is block transfer r: each entry is one step of its subset, one element per channel, so a
 * channel carries a block of (entries in the row) elements. For Algorithm 4 on d = 5 it is
 * Table 8. Lemma 4: T_max = d blocks of ceil(K/2d) for Algorithm 4, d + (K/2 mod d) blocks of
 * ceil(K / 2(d + K/2 mod d)) for Algorithm 3.
 */
struct JohnssonHoBlocking
{
    struct Entry
    {
        int subset = -1;
        int localStep = 0; ///< which of the subset's steps
    };

    JohnssonHoAddressSchedule schedule;
    int rows = 0;                        ///< T_max: block transfers in sequence
    int sum = 0;                         ///< T_sum: element transfers in sequence
    std::vector<std::vector<Entry>> columns; ///< columns[col][row], subset -1 where empty

    static JohnssonHoBlocking make(const JohnssonHoAddressSchedule &schedule);
    int maxBlock() const; ///< the most entries in a row: the largest block
    int blockSize(int row) const;

    /// The blocked schedule as element moves per block: moves[row] = (slot, dimension).
    std::vector<std::vector<std::pair<int, int>>> blockMoves() const;
    /// Sentences naming an element moved twice in a block or a dimension it lacks.
    QStringList violations() const;
    /// One round per block: every channel carries its block's elements as one message.
    Schedule build(const Problem &problem, const Algorithm &algorithm) const;
};

/**
 * Section 6's wide channels: a channel carries b elements per step, so b entries of the
 * blocking table can share a step. The entries are labelled row by row, right to left within a
 * row, and entry n gets step floor(n / b) (Table 9 for d = 5, b = 3); where that would put two
 * steps of one subset into one step (b > floor(K/2d), outside Lemma 5's condition), the entry
 * moves to the first later step that has room and none of its subset.
 */
struct JohnssonHoWideChannels
{
    JohnssonHoBlocking blocking;
    int width = 1;
    int steps = 0;
    bool paperLabelling = true; ///< floor(n / b) held for every entry
    std::vector<std::vector<int>> stepOf; ///< stepOf[col][row], -1 where empty

    static JohnssonHoWideChannels make(const JohnssonHoBlocking &blocking, int width);
    /// Sentences naming a channel carrying more than b elements in a step, or an element
    /// moving twice in a step, or crossing a dimension other than exactly once.
    QStringList violations() const;
    /// The bounds the paper prints and the one that holds for every schedule.
    int lemma5Steps() const;  ///< d ceil(K / 2db)
    int summarySteps() const; ///< ceil(K / 2b) if floor(K/2d) >= b, else d
    int lowerBound() const;   ///< max(d, ceil(K / 2b))
    /// One round per step: every channel carries its (at most b) elements as one transfer, so the
    /// Simulator checks the schedule under a combining model (problem.pieces() == copies).
    Schedule build(const Problem &problem, const Algorithm &algorithm) const;
};

/// What `collviz-cli table` asks of a Johnsson-Ho algorithm beyond its plain schedule table.
struct JohnssonHoTableRequest
{
    enum class View
    {
        Schedule,  ///< address (or pair) x step -> dimension
        Necklaces, ///< the classification of the local addresses
        Summary,   ///< Table 6 measured for the four algorithms
    };
    View view = View::Schedule;
    int elements = 0; ///< K; 0 means 2^d
    bool blocked = false;
    int channelWidth = 1;
};

/// Whether `algorithmId` is one of the Johnsson-Ho algorithms the options above apply to.
bool isJohnssonHoAlgorithm(const QString &algorithmId);
/// The table for a Johnsson-Ho algorithm on `topology`; nullopt with one sentence in *why when
/// the algorithm, the topology or an option is not accepted.
std::optional<ScheduleTable> johnssonHoTable(const QString &algorithmId, const Topology &topology,
                                             const JohnssonHoTableRequest &request, QString *why);

/// Registers alltoall-jh-alg3, alltoall-jh-alg4, alltoall-jh-alg4-greedy, alltoall-jh-alg4-blocked.
void registerJohnssonHoAddressAlgorithms(AlgorithmRegistry &registry);

} // namespace collviz::core::algorithms

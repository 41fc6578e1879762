// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/engine.h"

#include <QString>

#include <atomic>
#include <memory>
#include <vector>

namespace collviz::core::designer {

/// A combine as the designer keeps it: `output` is the design's own id of the partial sum it
/// makes (stable while rounds move; Design::schedule() numbers partial sums in round order).
struct DesignCombine
{
    int node = -1;
    std::vector<int> inputs;
    int output = -1;
    bool keepInputs = false;
    int dest = -2; ///< the partial sum's destination (Packet::dest); -2: its first input's
};

/// One round being designed: its transfers and combines in the order they were made.
struct DesignRound
{
    std::vector<TransferData> transfers;
    std::vector<DesignCombine> combines;
};

/// Whether two rounds are the same (ends, paths, packets, tags, combines): what the checker
/// compares to re-judge only the rounds an edit changed.
bool sameRound(const DesignRound &a, const DesignRound &b);

/**
 * A schedule being built by hand (issue 35, the schedule designer): the problem (an operation
 * on a topology, Problem), the model and costs it is judged under, and its rounds as editable
 * lists (a Round's TransferList is append-only flat storage; schedule() builds Rounds from
 * these). A value: copy it to keep it.
 *
 * Every edit is a plain function with an exact inverse (what one QUndoCommand wraps):
 * insertRound / takeRound, moveRound / moveRound back, addTransfer / takeTransfer,
 * setTransferPackets / setTransferPackets with the old list, addCombine / takeCombine.
 * Indices out of range are programming errors (asserted); a transfer that breaks a rule is
 * not refused: the verdict (designcheck.h) says what it breaks.
 *
 * Packet ids are the problem's (Problem's numbering); a combine's partial sum gets the next
 * design id when made and keeps it. For a schedule without combines the design's ids are the
 * schedule's.
 */
class Design
{
public:
    Design() = default;
    /// An empty design (no rounds) for `problem` under `model` and `cost`.
    Design(std::shared_ptr<const Problem> problem, const CommModel &model, const CostParams &cost);
    /// An empty design for an operation on a topology SPEC with root and shift (as a document
    /// that names no algorithm poses it: one piece a processor); null and one sentence on
    /// `error` when the SPEC or model SPEC is refused, or root or shift is out of range.
    static std::unique_ptr<Design> create(Operation op, const QString &topology, const QString &modelSpec,
                                          const CostParams &cost, int root, int shift, QString *error);
    /// "Edit a copy": the rounds of a result's schedule, under the result's model and costs.
    /// Check fits() first: the designer keeps every round's state.
    static Design copyOf(const RunResult &result);
    /// The most bytes of held packet ids the checker may keep (one state a round).
    static constexpr double kMaxStateBytes = 256.0 * 1024 * 1024;
    /// Whether a design of `problem` with `rounds` rounds fits: the checker keeps the state
    /// after every round (4 bytes a held packet), at most kMaxStateBytes; otherwise false and
    /// one sentence on `why`.
    static bool fits(const Problem &problem, int rounds, QString *why);

    bool isNull() const { return !mProblem; }
    const Problem &problem() const { return *mProblem; }
    std::shared_ptr<const Problem> problemPtr() const { return mProblem; }
    const Topology &topology() const { return mProblem->topology(); }
    Operation operation() const { return mProblem->operation(); }
    const CommModel &model() const { return mModel; }
    const CostParams &cost() const { return mCost; }
    /// The run parameters a result of this design carries (cost, model, root, shift).
    RunParams params() const;
    /// The registered algorithm a copy was made from (its packets' pieces and ring order are
    /// the problem's), or null.
    const AlgorithmPtr &basis() const { return mBasis; }

    int roundCount() const { return int(mRounds.size()); }
    /// Design packet ids run from 0 to this, exclusive (the problem's, then the partial sums
    /// combines have made, kept while their combine was taken away).
    int packetIdCount() const { return mNextPacket; }
    const DesignRound &round(int r) const { return mRounds[std::size_t(r)]; }
    const std::vector<DesignRound> &rounds() const { return mRounds; }
    bool hasCombines() const;

    // Edits and their inverses.
    void insertRound(int at, DesignRound round = {});
    DesignRound takeRound(int at);
    /// Moves round `from` to position `to` (moveRound(to, from) undoes it).
    void moveRound(int from, int to);
    /// Appends a transfer to round `round` from `src` to `dst` along `path` (empty: the
    /// network's route, Topology::route) carrying `packets` (empty: defaultPackets()).
    /// Returns its index in the round.
    int addTransfer(int round, int src, int dst, std::vector<int> path = {}, std::vector<int> packets = {});
    /// Puts `transfer` back at `index` (the inverse of takeTransfer).
    void insertTransfer(int round, int index, TransferData transfer);
    TransferData takeTransfer(int round, int index);
    /// Replaces a transfer's packets; returns the old list (the inverse's argument).
    std::vector<int> setTransferPackets(int round, int index, std::vector<int> packets);
    /// Appends a combine at `node` of the partial sums `inputs` to round `round`; returns the
    /// design id of the partial sum it makes.
    int addCombine(int round, int node, std::vector<int> inputs, bool keepInputs = false);
    void insertCombine(int round, int index, DesignCombine combine);
    DesignCombine takeCombine(int round, int index);

    /**
     * What the operation needs next from `src` to `dst` in round `round`: the packets src holds
     * at the start of the round that dst does not hold and the postcondition wants at dst
     * (its destination is dst, or everyone must hold it); for a reduction, the partial sums
     * dst can add to one of its own (an item dst holds a partial sum of, contributors disjoint).
     * Under a noncombining model a transfer is one packet: only the lowest id of those.
     */
    std::vector<int> defaultPackets(int round, int src, int dst) const;
    /// The same on a given state (the checker's, at the start of the round).
    std::vector<int> defaultPackets(const BufferState &before, int src, int dst) const;

    /**
     * The combines `node` can add at the end of round `round` (a reduction's): per item, the
     * partial sums it holds after the round's receives that no combine of the round at the node
     * reads yet, as many as have no contributor in common (in id order), where that is two or
     * more. Each list is the inputs of one combine (design ids).
     */
    std::vector<std::vector<int>> defaultCombines(int round, int node) const;
    /// The same from `before`, the state at the start of round `round` (the checker's, in
    /// schedule() numbering): no replay of the rounds before it.
    std::vector<std::vector<int>> defaultCombines(const BufferState &before, int round, int node) const;

    /// The problem's packets and initial buffers (no rounds): what packet ids below the first
    /// partial sum a combine makes mean.
    const Schedule &start() const { return *mStart; }

    /// The schedule the rounds make (partial sums numbered in round order), to judge, time,
    /// show and save.
    Schedule schedule() const;
    /// The Round of design round `r` in the numbering of schedule() (`ids` maps design ids to
    /// schedule ids, from packetNumbering(); empty: the same ids).
    Round buildRound(int r, const std::vector<int> &ids = {}) const;
    /// Design id -> schedule id of every packet (empty when the design has no combines: the
    /// ids are the same); a partial sum whose combine was taken away maps to -1.
    std::vector<int> packetNumbering() const;
    /// The state at the start of round `r` (replayed from the initial buffers).
    BufferState stateBefore(int r) const;

    /// The design as a run: checked and timed by Engine::evaluate as a schedule document
    /// ("designed schedule"), to show, tabulate, chart and save like any other.
    RunResult evaluate() const;
    /// Where a result of the design says it came from (a schedule document: "designed", or the
    /// algorithm it was copied from where its problem needs it).
    ScheduleOrigin origin() const;

private:
    std::shared_ptr<const Problem> mProblem;
    CommModel mModel;
    CostParams mCost;
    AlgorithmPtr mBasis;
    std::vector<DesignRound> mRounds;
    std::shared_ptr<const Schedule> mStart; ///< the problem's packets and initial buffers
    int mNextPacket = 0; ///< the design id the next combine's partial sum gets
};

/// Writes `design` as a collviz-schedule/1 document (Design::evaluate, then the format's
/// writer) to `path`, whole or not at all (core/userfiles.h); false and one sentence when it
/// cannot.
bool save(const Design &design, const QString &path, QString *error);
/// Reads a schedule file (any of ScheduleFormats, as File > Open does) as a design to edit
/// (Design::copyOf); false and one sentence when it is refused.
bool open(const QString &path, Design *out, QString *error, const std::atomic<bool> *cancel = nullptr);

} // namespace collviz::core::designer

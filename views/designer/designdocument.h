// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/designer/challenges.h"
#include "core/designer/comparison.h"
#include "core/designer/design.h"
#include "core/designer/designcheck.h"

#include <QObject>
#include <QString>
#include <QThreadPool>

#include <atomic>
#include <memory>

#include <vector>

class QUndoStack;

namespace collviz::views {

/**
 * The schedule being designed, as the designer panel edits it: a core::designer::Design, the
 * checker that keeps its live verdict, the comparison with the registered algorithms (made
 * once per problem) and the undo stack. Every edit is an undo command on the stack
 * (designcommands.h); each applies a Design edit or its inverse and the document says
 * changed(), after which verdict() is the verdict on the new design.
 */
class DesignDocument final : public QObject
{
    Q_OBJECT
public:
    explicit DesignDocument(QObject *parent = nullptr);
    /// Stops the comparison under way (its runs see the cancel flag) and waits for it.
    ~DesignDocument() override;

    bool hasDesign() const { return !mDesign.isNull(); }
    const core::designer::Design &design() const { return mDesign; }
    const core::designer::DesignVerdict &verdict() const { return mVerdict; }
    /// The comparison with the registered algorithms of the design's problem, model and costs,
    /// or null while it is being made (off the GUI thread; comparisonChanged says when it is
    /// there). Made once per problem, model and costs.
    const core::designer::Comparison *comparison();
    /// The challenge the design answers, or null for a free design.
    const core::designer::Challenge *challenge() const { return mChallenge; }
    QUndoStack *undoStack() const { return mStack; }

    /// Starts over with `design` (a new, copied, opened or challenge design), as one more undo
    /// step: undo gives the design before back.
    void reset(const core::designer::Design &design, const core::designer::Challenge *challenge = nullptr);

    // The edits, each pushed as one undo command.
    void insertRound(int at);
    void deleteRound(int at);
    void moveRound(int from, int to);
    /// A transfer from `src` to `dst` in `round` along `path` (empty: the network's route),
    /// carrying what the operation needs next (the checker's state at the start of the round).
    void addTransfer(int round, int src, int dst, const std::vector<int> &path = {});
    void removeTransfer(int round, int index);
    void removeCombine(int round, int index);
    void setTransferPackets(int round, int index, const std::vector<int> &packets);
    void addCombine(int round, int node, const std::vector<int> &inputs);
    /// The combines `node` can add at the end of `round` (Design::defaultCombines), as one
    /// undo step; false when there are none.
    bool addDefaultCombines(int round, int node);

    /// For the commands: the design to edit; call changed() after.
    core::designer::Design &editable() { return mDesign; }
    void setChallenge(const core::designer::Challenge *challenge) { mChallenge = challenge; }
    /// Judges the design again and emits changed().
    void refresh();

signals:
    void changed();
    /// The comparison asked for by comparison() has arrived.
    void comparisonChanged();

private:
    core::designer::Design mDesign;
    core::designer::DesignChecker mChecker;
    core::designer::DesignVerdict mVerdict;
    /// What the comparison is of, and the comparison (null while it is made or never asked).
    std::shared_ptr<const core::Problem> mComparedProblem;
    core::CommModel mComparedModel;
    core::CostParams mComparedCost;
    std::shared_ptr<const core::designer::Comparison> mComparison;
    bool mComparing = false;
    /// Raised when a newer comparison is asked for, or by the destructor: the runs stop.
    std::shared_ptr<std::atomic<bool>> mCancelComparison;
    /// Runs the comparisons one at a time (a newer one cancels the one before).
    QThreadPool mPool;
    const core::designer::Challenge *mChallenge = nullptr;
    QUndoStack *mStack = nullptr;
};

} // namespace collviz::views

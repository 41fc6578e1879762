// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/designer/challenges.h"
#include "core/designer/design.h"

#include <QUndoCommand>

#include <vector>

namespace collviz::views {

class DesignDocument;

/// Inserts an empty round at `at`; undo takes it away.
class InsertRoundCommand final : public QUndoCommand
{
public:
    InsertRoundCommand(DesignDocument *document, int at);
    void redo() override;
    void undo() override;

private:
    DesignDocument *mDocument;
    int mAt;
};

/// Takes round `at` away, keeping it; undo puts it back.
class DeleteRoundCommand final : public QUndoCommand
{
public:
    DeleteRoundCommand(DesignDocument *document, int at);
    void redo() override;
    void undo() override;

private:
    DesignDocument *mDocument;
    int mAt;
    core::designer::DesignRound mRound;
};

/// Moves round `from` to `to`; undo moves it back.
class MoveRoundCommand final : public QUndoCommand
{
public:
    MoveRoundCommand(DesignDocument *document, int from, int to);
    void redo() override;
    void undo() override;

private:
    DesignDocument *mDocument;
    int mFrom;
    int mTo;
};

/// Appends a transfer (path and packets already chosen); undo takes it away.
class AddTransferCommand final : public QUndoCommand
{
public:
    AddTransferCommand(DesignDocument *document, int round, core::TransferData transfer);
    void redo() override;
    void undo() override;

private:
    DesignDocument *mDocument;
    int mRound;
    int mIndex = -1;
    core::TransferData mTransfer;
};

/// Takes a transfer away, keeping it; undo puts it back where it was.
class RemoveTransferCommand final : public QUndoCommand
{
public:
    RemoveTransferCommand(DesignDocument *document, int round, int index);
    void redo() override;
    void undo() override;

private:
    DesignDocument *mDocument;
    int mRound;
    int mIndex;
    core::TransferData mTransfer;
};

/// Takes a combine away, keeping it (its partial sum keeps its id); undo puts it back.
class RemoveCombineCommand final : public QUndoCommand
{
public:
    RemoveCombineCommand(DesignDocument *document, int round, int index);
    void redo() override;
    void undo() override;

private:
    DesignDocument *mDocument;
    int mRound;
    int mIndex;
    core::designer::DesignCombine mCombine;
};

/// Replaces a transfer's packets; undo gives the old ones back.
class SetPacketsCommand final : public QUndoCommand
{
public:
    SetPacketsCommand(DesignDocument *document, int round, int index, std::vector<int> packets);
    void redo() override;
    void undo() override;

private:
    DesignDocument *mDocument;
    int mRound;
    int mIndex;
    std::vector<int> mPackets; ///< what the other direction sets
};

/// Appends a combine of partial sums at a node; undo takes it away.
class AddCombineCommand final : public QUndoCommand
{
public:
    AddCombineCommand(DesignDocument *document, int round, int node, std::vector<int> inputs);
    void redo() override;
    void undo() override;

private:
    DesignDocument *mDocument;
    int mRound;
    core::designer::DesignCombine mCombine;
    bool mMade = false;
};

/// Replaces the whole design (New empty, Edit a copy, Open, a challenge); undo brings the
/// one before back, so no design is lost to a click.
class ReplaceDesignCommand final : public QUndoCommand
{
public:
    ReplaceDesignCommand(DesignDocument *document, core::designer::Design design,
                         const core::designer::Challenge *challenge);
    void redo() override;
    void undo() override;

private:
    void swap();
    DesignDocument *mDocument;
    core::designer::Design mDesign; ///< the one the other direction shows
    const core::designer::Challenge *mChallenge;
};

} // namespace collviz::views

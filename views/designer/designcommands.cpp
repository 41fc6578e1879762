// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "views/designer/designcommands.h"

#include "views/designer/designdocument.h"

#include <QCoreApplication>

namespace collviz::views {

InsertRoundCommand::InsertRoundCommand(DesignDocument *document, int at) : mDocument(document), mAt(at)
{
    setText(QCoreApplication::translate("collviz::views::DesignCommands", "insert round %1").arg(at + 1));
}

void InsertRoundCommand::redo()
{
    mDocument->editable().insertRound(mAt);
    mDocument->refresh();
}

void InsertRoundCommand::undo()
{
    mDocument->editable().takeRound(mAt);
    mDocument->refresh();
}

DeleteRoundCommand::DeleteRoundCommand(DesignDocument *document, int at) : mDocument(document), mAt(at)
{
    setText(QCoreApplication::translate("collviz::views::DesignCommands", "delete round %1").arg(at + 1));
}

void DeleteRoundCommand::redo()
{
    mRound = mDocument->editable().takeRound(mAt);
    mDocument->refresh();
}

void DeleteRoundCommand::undo()
{
    mDocument->editable().insertRound(mAt, mRound);
    mDocument->refresh();
}

MoveRoundCommand::MoveRoundCommand(DesignDocument *document, int from, int to)
    : mDocument(document), mFrom(from), mTo(to)
{
    setText(QCoreApplication::translate("collviz::views::DesignCommands", "move round %1 to %2").arg(from + 1).arg(to + 1));
}

void MoveRoundCommand::redo()
{
    mDocument->editable().moveRound(mFrom, mTo);
    mDocument->refresh();
}

void MoveRoundCommand::undo()
{
    mDocument->editable().moveRound(mTo, mFrom);
    mDocument->refresh();
}

AddTransferCommand::AddTransferCommand(DesignDocument *document, int round, core::TransferData transfer)
    : mDocument(document), mRound(round), mTransfer(std::move(transfer))
{
    setText(QCoreApplication::translate("collviz::views::DesignCommands", "add transfer %1 → %2")
                .arg(mTransfer.src)
                .arg(mTransfer.dst));
}

void AddTransferCommand::redo()
{
    // Path and packets are the ones chosen when the command was made (none, too, stays none):
    // a redo repeats them without working out defaults again.
    core::designer::Design &design = mDocument->editable();
    mIndex = int(design.round(mRound).transfers.size());
    design.insertTransfer(mRound, mIndex, mTransfer);
    mDocument->refresh();
}

void AddTransferCommand::undo()
{
    mDocument->editable().takeTransfer(mRound, mIndex);
    mDocument->refresh();
}

RemoveTransferCommand::RemoveTransferCommand(DesignDocument *document, int round, int index)
    : mDocument(document), mRound(round), mIndex(index)
{
    setText(QCoreApplication::translate("collviz::views::DesignCommands", "remove a transfer"));
}

void RemoveTransferCommand::redo()
{
    mTransfer = mDocument->editable().takeTransfer(mRound, mIndex);
    mDocument->refresh();
}

void RemoveTransferCommand::undo()
{
    mDocument->editable().insertTransfer(mRound, mIndex, mTransfer);
    mDocument->refresh();
}

RemoveCombineCommand::RemoveCombineCommand(DesignDocument *document, int round, int index)
    : mDocument(document), mRound(round), mIndex(index)
{
    setText(QCoreApplication::translate("collviz::views::DesignCommands", "remove a combine"));
}

void RemoveCombineCommand::redo()
{
    mCombine = mDocument->editable().takeCombine(mRound, mIndex);
    mDocument->refresh();
}

void RemoveCombineCommand::undo()
{
    mDocument->editable().insertCombine(mRound, mIndex, mCombine);
    mDocument->refresh();
}

SetPacketsCommand::SetPacketsCommand(DesignDocument *document, int round, int index, std::vector<int> packets)
    : mDocument(document), mRound(round), mIndex(index), mPackets(std::move(packets))
{
    setText(QCoreApplication::translate("collviz::views::DesignCommands", "choose packets"));
}

void SetPacketsCommand::redo()
{
    mPackets = mDocument->editable().setTransferPackets(mRound, mIndex, mPackets);
    mDocument->refresh();
}

void SetPacketsCommand::undo() { redo(); }

AddCombineCommand::AddCombineCommand(DesignDocument *document, int round, int node, std::vector<int> inputs)
    : mDocument(document), mRound(round)
{
    mCombine.node = node;
    mCombine.inputs = std::move(inputs);
    setText(QCoreApplication::translate("collviz::views::DesignCommands", "combine at node %1").arg(node));
}

void AddCombineCommand::redo()
{
    core::designer::Design &design = mDocument->editable();
    if (!mMade) {
        // The partial sum gets its id once; a redo puts the same combine back.
        design.addCombine(mRound, mCombine.node, mCombine.inputs);
        mCombine = design.round(mRound).combines.back();
        mMade = true;
    } else {
        design.insertCombine(mRound, int(design.round(mRound).combines.size()), mCombine);
    }
    mDocument->refresh();
}

void AddCombineCommand::undo()
{
    core::designer::Design &design = mDocument->editable();
    design.takeCombine(mRound, int(design.round(mRound).combines.size()) - 1);
    mDocument->refresh();
}

ReplaceDesignCommand::ReplaceDesignCommand(DesignDocument *document, core::designer::Design design,
                                           const core::designer::Challenge *challenge)
    : mDocument(document), mDesign(std::move(design)), mChallenge(challenge)
{
    setText(QCoreApplication::translate("collviz::views::DesignCommands", "start a new design"));
}

void ReplaceDesignCommand::swap()
{
    const core::designer::Challenge *before = mDocument->challenge();
    std::swap(mDocument->editable(), mDesign);
    mDocument->setChallenge(mChallenge);
    mChallenge = before;
    mDocument->refresh();
}

void ReplaceDesignCommand::redo() { swap(); }

void ReplaceDesignCommand::undo() { swap(); }

} // namespace collviz::views

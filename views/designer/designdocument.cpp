// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "views/designer/designdocument.h"

#include "views/designer/designcommands.h"
#include "views/enginerunner.h"

#include <QCoreApplication>
#include <QUndoStack>

namespace collviz::views {

DesignDocument::DesignDocument(QObject *parent) : QObject(parent), mStack(new QUndoStack(this))
{
    mPool.setMaxThreadCount(1);
}

DesignDocument::~DesignDocument()
{
    if (mCancelComparison)
        mCancelComparison->store(true);
    mPool.clear();
    mPool.waitForDone();
}

const core::designer::Comparison *DesignDocument::comparison()
{
    if (!hasDesign())
        return nullptr;
    const core::CostParams &cost = mDesign.cost();
    const bool same = mComparedProblem == mDesign.problemPtr() && mComparedModel == mDesign.model()
                      && mComparedCost.m == cost.m && mComparedCost.ts == cost.ts && mComparedCost.tw == cost.tw
                      && mComparedCost.th == cost.th && mComparedCost.tc == cost.tc;
    if (same)
        return mComparison.get();
    // The registered algorithms run off the GUI thread (Q8's all-to-all ones take seconds);
    // an answer for a problem asked for since is dropped.
    mComparedProblem = mDesign.problemPtr();
    mComparedModel = mDesign.model();
    mComparedCost = cost;
    mComparison.reset();
    // Under the GUI's memory cap; a comparison asked for since stops the one before.
    if (mCancelComparison)
        mCancelComparison->store(true);
    mCancelComparison = std::make_shared<std::atomic<bool>>(false);
    const core::designer::Design design = mDesign;
    mPool.start([this, design, cancel = mCancelComparison] {
        if (cancel->load())
            return;
        auto comparison = std::make_shared<const core::designer::Comparison>(
            core::designer::compare(design, cancel.get(), kGuiMemoryLimitBytes));
        if (cancel->load())
            return;
        QMetaObject::invokeMethod(
            this,
            [this, comparison, problem = design.problemPtr(), model = design.model(), cost = design.cost()] {
                if (problem != mComparedProblem || model != mComparedModel || cost.m != mComparedCost.m
                    || cost.ts != mComparedCost.ts || cost.tw != mComparedCost.tw || cost.th != mComparedCost.th
                    || cost.tc != mComparedCost.tc)
                    return;
                mComparison = comparison;
                emit comparisonChanged();
            },
            Qt::QueuedConnection);
    });
    return nullptr;
}

void DesignDocument::reset(const core::designer::Design &design, const core::designer::Challenge *challenge)
{
    mStack->push(new ReplaceDesignCommand(this, design, challenge));
}

void DesignDocument::refresh()
{
    if (hasDesign())
        mVerdict = mChecker.check(mDesign);
    else
        mVerdict = core::designer::DesignVerdict();
    emit changed();
}

void DesignDocument::insertRound(int at) { mStack->push(new InsertRoundCommand(this, at)); }

void DesignDocument::deleteRound(int at) { mStack->push(new DeleteRoundCommand(this, at)); }

void DesignDocument::moveRound(int from, int to) { mStack->push(new MoveRoundCommand(this, from, to)); }

void DesignDocument::addTransfer(int round, int src, int dst, const std::vector<int> &path)
{
    core::TransferData t;
    t.src = src;
    t.dst = dst;
    // Ends that are no vertex keep a two-node path (as Design::addTransfer does): the checker
    // names what is wrong with them instead of the route reading past the network.
    const core::Topology &topo = mDesign.topology();
    const bool vertices = src >= 0 && src < topo.nodeCount() && dst >= 0 && dst < topo.nodeCount();
    t.path = !path.empty() ? path : vertices && src != dst ? topo.route(src, dst) : std::vector<int>{src, dst};
    // The state at the start of the round: the checker's, or the initial buffers.
    t.packets = round == 0 ? mDesign.defaultPackets(mDesign.start().initial.toBufferState(), src, dst)
                           : mDesign.defaultPackets(mVerdict.rounds[std::size_t(round - 1)].verdict.after, src, dst);
    mStack->push(new AddTransferCommand(this, round, std::move(t)));
}

void DesignDocument::removeTransfer(int round, int index) { mStack->push(new RemoveTransferCommand(this, round, index)); }

void DesignDocument::removeCombine(int round, int index) { mStack->push(new RemoveCombineCommand(this, round, index)); }

void DesignDocument::setTransferPackets(int round, int index, const std::vector<int> &packets)
{
    mStack->push(new SetPacketsCommand(this, round, index, packets));
}

void DesignDocument::addCombine(int round, int node, const std::vector<int> &inputs)
{
    mStack->push(new AddCombineCommand(this, round, node, inputs));
}

bool DesignDocument::addDefaultCombines(int round, int node)
{
    // From the checker's state at the start of the round: no replay from round 0.
    if (round < 0 || round >= mDesign.roundCount())
        return false;
    const core::BufferState before = round == 0 ? mDesign.start().initial.toBufferState()
                                                : mVerdict.rounds[std::size_t(round - 1)].verdict.after;
    const std::vector<std::vector<int>> combines = mDesign.defaultCombines(before, round, node);
    if (combines.empty())
        return false;
    mStack->beginMacro(QCoreApplication::translate("collviz::views::DesignCommands", "combine at node %1").arg(node));
    for (const std::vector<int> &inputs : combines)
        mStack->push(new AddCombineCommand(this, round, node, inputs));
    mStack->endMacro();
    return true;
}

} // namespace collviz::views

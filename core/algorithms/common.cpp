// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "core/algorithms/common.h"

#include "core/simulator.h"

namespace collviz::core::algorithms {

TransferData routedTransfer(const Topology &topology, int src, int dst, std::vector<int> packets)
{
    TransferData t;
    t.src = src;
    t.dst = dst;
    t.path = topology.route(src, dst);
    t.packets = std::move(packets);
    return t;
}

TransferData pathTransfer(std::vector<int> path, std::vector<int> packets)
{
    TransferData t;
    t.src = path.front();
    t.dst = path.back();
    t.path = std::move(path);
    t.packets = std::move(packets);
    return t;
}

std::optional<Formula> AlgorithmBase::formula(const Topology &topology, const RunParams &params) const
{
    const auto v = formulaValue(topology, params);
    if (!v || mInfo.formulaText.isEmpty())
        return std::nullopt;
    return Formula{formulaTextFor(params.cost), *v};
}

std::optional<Formula> AlgorithmBase::lowerBound(const Topology &topology, const RunParams &params) const
{
    const bounds::Kind kind = boundKind();
    return Formula{bounds::text(kind, params.model), bounds::value(kind, topology, params, ringOrder(topology, params))};
}

RoundBuilder::RoundBuilder(Schedule &schedule, const Problem &problem, const Algorithm &algorithm)
    : mSchedule(&schedule), mTopology(&problem.topology()),
      mTraced(wantTraces(problem) && algorithm.pseudoCodeApplies(problem.topology()))
{
    start();
}

void RoundBuilder::send(IntSpan path, IntSpan packets, const TransferTag &tag)
{
    // An empty path has no endpoints: -1 to -1, which the check reports (a builder's fault).
    Q_ASSERT(!path.empty());
    mRound.transfers.add(path.empty() ? -1 : path.front(), path.empty() ? -1 : path.back(), path, packets, tag);
}

void RoundBuilder::sendRouted(int src, int dst, const std::vector<int> &packets)
{
    mRoute.clear();
    mTopology->appendRoute(src, dst, mRoute);
    mRound.transfers.add(src, dst, IntSpan(mRoute), IntSpan(packets));
}

const Round &RoundBuilder::finish(Text narration)
{
    mRound.narration = std::move(narration);
    BuildCancellation::check();
    // A round smaller than the one before (reductions halve) gives back what was reserved.
    if (mRound.transfers.capacity() > mRound.transfers.size() + mRound.transfers.size() / 8 + 16)
        mRound.transfers.shrink_to_fit();
    mSchedule->rounds.push_back(std::move(mRound));
    start();
    return mSchedule->rounds.back();
}

void RoundBuilder::start()
{
    // Rounds of one algorithm are alike in size: the next one is sized as the last one was,
    // so a round of p transfers is not grown (and copied) a doubling at a time.
    mRound = Round();
    if (!mSchedule->rounds.empty()) {
        const TransferList &before = mSchedule->rounds.back().transfers;
        mRound.transfers.reserveLike(before);
    }
    if (mTraced)
        mRound.traces.resize(std::size_t(mTopology->processorCount()));
}

void Holdings::advance(const Round &round) { Simulator::applyRound(*mSchedule, round, mState); }

} // namespace collviz::core::algorithms

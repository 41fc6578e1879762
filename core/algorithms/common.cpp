// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "core/algorithms/common.h"

#include "core/simulator.h"

#include <algorithm>
#include <cmath>
#include <utility>

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

namespace {

/**
 * What a reduction's combines cost at least, where t_c > 0, in every schedule that keeps the
 * rules, under the engine's costing (a node combines one sum at a time; a combine never reads
 * another's output of its round; only processors combine). With k pieces of m/k words:
 * - a total of p contributions is made by a tree of combines; along one of its chains the
 *   inputs multiply to p or more, and j - 1 >= log2 j, so the chain's combines add
 *   ceil(log2 p) or more sums of m/k words, each in a round of its own;
 * - each total needs p - 1 additions of its pieces: the reduce-scatter's p totals (p k pieces)
 *   p (p - 1) m, the others' (k pieces of one total) (p - 1) m, spread over the p processors at
 *   best.
 * Returns the bound's expression and its value, or an empty expression for an operation that
 * combines nothing.
 */
std::pair<QString, double> combining(Operation op, int p, int k, const CostParams &c)
{
    const double chain = std::ceil(std::log2(double(std::max(1, p)))) * c.m / k;
    if (op == Operation::ReduceScatter)
        return {QStringLiteral("t_c m (p - 1)"), c.tc * std::max(chain, c.m * (p - 1))};
    if (!isReduction(op))
        return {};
    const double spread = c.m * (p - 1) / std::max(1, p);
    if (k == 1)
        return {QStringLiteral("t_c m ceil(log2 p)"), c.tc * std::max(chain, spread)};
    return {QStringLiteral("t_c m max(ceil(log2 p)/%1, (p - 1)/p)").arg(k), c.tc * std::max(chain, spread)};
}

} // namespace

std::optional<Formula> AlgorithmBase::lowerBound(const Topology &topology, const RunParams &params) const
{
    const bounds::Kind kind = boundKind();
    Formula bound{bounds::text(kind, params.model),
                  bounds::value(kind, topology, params, ringOrder(topology, params), pieces(topology))};
    if (params.cost.tc <= 0)
        return bound; // as it always was
    const auto [expression, value] = combining(operation(), topology.processorCount(), pieces(topology), params.cost);
    if (expression.isEmpty())
        return bound;
    // max(B, C): the combines may overlap the messages, so the two are not added.
    const qsizetype note = bound.text.indexOf(QLatin1String("   ["));
    const QString head = note < 0 ? bound.text : bound.text.left(note);
    const QString tail = note < 0 ? QString() : bound.text.mid(note + 4).chopped(1) + QLatin1String("; ");
    bound.text = QStringLiteral("max(%1, %2)   [%3with t_c: a chain of ceil(log2 p) combines or more makes each "
                                "total, and its p - 1 additions run one at a time on the p processors; derived]")
                     .arg(head, expression, tail);
    bound.value = std::max(bound.value, value);
    return bound;
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

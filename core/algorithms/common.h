// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/algorithm.h"
#include "core/algorithms/bounds.h"
#include "core/algorithms/sources.h"
#include "core/bits.h"

#include <QCoreApplication> // QT_TRANSLATE_NOOP at the call sites

#include <functional>

namespace collviz::core::algorithms {

/// Static facts about an algorithm. Title and description are English source strings; they
/// are marked with QT_TRANSLATE_NOOP("collviz::core::Algorithm", ...) where they are written.
struct AlgorithmInfo
{
    QString id;
    Operation operation = Operation::Broadcast;
    const char *title = "";
    const char *description = "";
    QString source;
    std::vector<NetworkNeed> needs; ///< the shapes of network it runs on (networkNeeds())
    CommModel model;
    QString formulaText; ///< empty when the source gives no formula
};

/// Base for the algorithms: answers the metadata from an AlgorithmInfo so that each
/// algorithm only writes its rule (build) and its formulas. The lower bound is the operation's
/// (bounds.h), derived for the model in force.
class AlgorithmBase : public Algorithm
{
public:
    explicit AlgorithmBase(AlgorithmInfo info) : mInfo(std::move(info)) {}

    QString id() const override { return mInfo.id; }
    Operation operation() const override { return mInfo.operation; }
    Text title() const override { return Text(kAlgorithmContext, mInfo.title); }
    Text description() const override { return Text(kAlgorithmContext, mInfo.description); }
    QString source() const override { return mInfo.source; }
    std::vector<NetworkNeed> networkNeeds() const override { return mInfo.needs; }
    CommModel naturalModel() const override { return mInfo.model; }

    /// The formula with its t_c term where the algorithm combines (setCombineFormulaText).
    QString formulaText() const override
    {
        return mCombineFormulaText.isEmpty() ? mInfo.formulaText : mCombineFormulaText;
    }
    QString formulaTextFor(const CostParams &cost) const override
    {
        return cost.tc > 0 && !mCombineFormulaText.isEmpty() ? mCombineFormulaText : mInfo.formulaText;
    }
    QString lowerBoundText(const CommModel &model) const override { return bounds::text(boundKind(), model); }
    std::optional<Formula> formula(const Topology &topology, const RunParams &params) const override;
    std::optional<Formula> lowerBound(const Topology &topology, const RunParams &params) const override;

protected:
    /// The formula's value; nullopt when the source has no formula for this case.
    virtual std::optional<double> formulaValue(const Topology &topology, const RunParams &params) const = 0;
    /// Which bound applies: the operation's, or its split-data form (seed 001 section 3.7).
    virtual bounds::Kind boundKind() const { return bounds::kindOf(operation(), false); }
    /// A reduction's formula with its t_c term ("(t_s + t_w m + t_c m) log p"): what listings
    /// show (formulaText()) and what a run's formula says where t_c > 0; where t_c = 0 a run's
    /// formula keeps the source's text (AlgorithmInfo::formulaText), so that every output
    /// without combine costs reads as before.
    void setCombineFormulaText(QString text) { mCombineFormulaText = std::move(text); }

    AlgorithmInfo mInfo;

private:
    QString mCombineFormulaText;
};

/// A model value in one line: model(Switching::Wormhole, 1, Duplex::Full, true).
inline CommModel model(Switching s, int ports, Duplex d, bool combining)
{
    CommModel m;
    m.switching = s;
    m.ports = ports;
    m.duplex = d;
    m.combining = combining;
    return m;
}

/// t_s + t_w m: one start-up and m words, the cost of a step in which every message is one
/// m-word message between neighbours (or, under wormhole routing with t_h = 0, over any path).
inline double perStep(const CostParams &c) { return c.ts + c.tw * c.m; }

/// t_s per step plus t_w m (p - 1) in all: `steps` start-ups while m (p - 1) words pass one
/// port, the cost of the hypercube and mesh all-to-all broadcasts, of scatter and gather
/// (seed 001 sections 3.2 and 3.4), and with steps = ceil(log2 p) the 1-port bound for any
/// operation in which every node (or the root) must hear from, or reach, all others.
inline double stepsPlusAllWords(int steps, int p, const CostParams &c) { return c.ts * steps + c.tw * c.m * (p - 1); }

/// A vertex label or mask as the texts write it, in binary with `width` digits: "011".
inline QString binaryDigits(int value, int width)
{
    return QString::number(value, 2).rightJustified(width, QLatin1Char('0'));
}

/// A node's variables in a pseudo-code trace, in the order the pseudo-code names them.
using TraceVars = std::vector<std::pair<QString, QString>>;

/// Records node `node`'s place in the pseudo-code for `round` (whose traces are already sized).
inline void setTrace(Round &round, int node, int line, TraceVars vars)
{
    NodeTrace &tr = round.traces[std::size_t(node)];
    tr.line = line;
    tr.vars = std::move(vars);
}

/// Pseudo-code traces are recorded for up to this many processors: beyond it nobody reads
/// them per node, and they would dominate the schedule's memory (p strings per round).
constexpr int kMaxTracedProcessors = 256;
inline bool wantTraces(const Problem &problem) { return problem.processors() <= kMaxTracedProcessors; }

/// A transfer along the topology's own routing (e-cube, dimension order, tree up-down).
TransferData routedTransfer(const Topology &topology, int src, int dst, std::vector<int> packets);
/// A transfer along an explicit path (src = path.front(), dst = path.back()).
TransferData pathTransfer(std::vector<int> path, std::vector<int> packets);

/**
 * The loop every algorithm's build() writes, written once: it fills one round at a time with
 * transfers (along explicit paths or the topology's routes) and pseudo-code traces, and
 * finish() gives the round its narration, appends it to the schedule and starts the next.
 * Traces follow one rule: they are recorded when the algorithm's pseudo-code applies to the
 * topology and wantTraces(problem); then every round's traces are sized to the processors and
 * trace() fills them, otherwise trace() does not even make the variables.
 */
class RoundBuilder
{
public:
    RoundBuilder(Schedule &schedule, const Problem &problem, const Algorithm &algorithm);

    /// Whether the rounds carry traces.
    bool traced() const { return mTraced; }
    /// The round being built, for what the builder does not do itself (combines).
    Round &round() { return mRound; }

    /// A transfer along an explicit path (src = path.front(), dst = path.back()).
    void send(IntSpan path, IntSpan packets, const TransferTag &tag = {});
    void send(const std::vector<int> &path, const std::vector<int> &packets, const TransferTag &tag = {})
    {
        send(IntSpan(path), IntSpan(packets), tag);
    }
    /// send() of one packet.
    void sendOne(IntSpan path, int packet) { send(path, IntSpan(&packet, 1)); }
    /// A transfer along the topology's own routing (e-cube, dimension order, tree up-down).
    void sendRouted(int src, int dst, const std::vector<int> &packets);

    /// Node `node` is at `line` with the variables `vars()` returns (a TraceVars); `vars` is
    /// only called when the rounds carry traces.
    template <typename MakeVars>
    void trace(int node, int line, MakeVars &&vars)
    {
        if (mTraced)
            setTrace(mRound, node, line, vars());
    }
    /// The round's traces all at once: `traces()` returns one NodeTrace per processor; only
    /// called when the rounds carry traces.
    template <typename MakeTraces>
    void traceAll(MakeTraces &&traces)
    {
        if (mTraced)
            mRound.traces = traces();
    }

    /// Ends the round with `narration`, appends it to the schedule and starts the next one;
    /// returns the appended round (e.g. for Holdings::advance).
    const Round &finish(Text narration);

private:
    void start();

    Schedule *mSchedule = nullptr;
    const Topology *mTopology = nullptr;
    bool mTraced = false;
    Round mRound;
    std::vector<int> mRoute; ///< sendRouted's buffer, reused for every route
};

/// A round's narration, translated where it is shown. Mark the literal for lupdate where it
/// is written: narration(QT_TRANSLATE_NOOP("collviz::core::Algorithm", "Round %1 of %2: ...")).arg(k).arg(n).
inline Text narration(const char *source) { return Text(kAlgorithmContext, source); }
/// A count with its noun for a narration's argument, in the plural form for `n`:
/// counted(QT_TRANSLATE_N_NOOP("collviz::core::Algorithm", "%n hop(s)"), hops).
inline Text counted(const char *source, int n) { return Text::count(kAlgorithmContext, source, n); }
/// A reason for formulaDeviation(), marked like narration().
inline Text reason(const char *source) { return Text(kAlgorithmContext, source); }
/// What formulaDeviation() answers for the reasons found: them joined by "; ", or nullopt
/// when there is none.
inline std::optional<Text> reasons(const QList<Text> &why)
{
    if (why.isEmpty())
        return std::nullopt;
    return Text::join(why, QStringLiteral("; "));
}

/// The packets a vertex holds at the start of each round, kept up to date with
/// Simulator::applyRound after every round (holdings.advance(rounds.finish(...))) so that
/// rules like "send everything you hold for the other half" can be written as they are in
/// the book.
class Holdings
{
public:
    explicit Holdings(const Schedule &schedule) : mSchedule(&schedule), mState(schedule.initial.toBufferState()) {}
    const std::vector<int> &at(int node) const { return mState.held[std::size_t(node)]; }
    /// The held packets of `node` that satisfy `pred`.
    template <typename Pred>
    std::vector<int> select(int node, Pred pred) const
    {
        std::vector<int> out;
        for (int id : mState.held[std::size_t(node)])
            if (pred(mSchedule->packets[std::size_t(id)]))
                out.push_back(id);
        return out;
    }
    void advance(const Round &round);
    const BufferState &state() const { return mState; }

private:
    const Schedule *mSchedule;
    BufferState mState;
};

} // namespace collviz::core::algorithms

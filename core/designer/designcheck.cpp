// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "core/designer/designcheck.h"

#include "core/costmodel.h"

#include <QCoreApplication>

#include <map>

namespace collviz::core::designer {

namespace {

/// How many of the missing pairs the progress sentence names.
constexpr int kNamedMissing = 3;

/// (node, packet or sum) pairs the postcondition wants and `state` lacks, and the first few
/// in Problem::checkPostcondition's words on `named` (it words every pair, which a 4,096-node
/// all-gather's empty design turns into seconds an edit).
int missingPairs(const Problem &problem, const Schedule &schedule, const BufferState &state, QStringList *named)
{
    const Operation op = problem.operation();
    const int p = problem.processors();
    int missing = 0;
    named->clear();
    if (!isReduction(op)) {
        const int base = int(Problem::packetCount(op, p, problem.pieces()));
        auto lacks = [&](int node, int id) {
            if (state.holds(node, id))
                return;
            if (++missing <= kNamedMissing)
                *named << QCoreApplication::translate("collviz::core::Problem", "node %1 does not hold packet %2 (from %3)")
                              .arg(node)
                              .arg(id)
                              .arg(schedule.packets[std::size_t(id)].origin);
        };
        for (int id = 0; id < base && id < int(schedule.packets.size()); ++id) {
            const int dest = schedule.packets.dest(std::size_t(id));
            if (dest >= 0) {
                lacks(dest, id);
                continue;
            }
            for (int v = 0; v < p; ++v)
                lacks(v, id);
        }
        return missing;
    }
    const int k = problem.pieces();
    // The requirements as Problem::checkHeld numbers them: (node, item, who contributes).
    auto wants = [&](int node, int item) {
        const ProcessorSet want = op == Operation::PrefixSum ? ProcessorSet::range(p, 0, node) : ProcessorSet::all(p);
        for (int id : state.held[std::size_t(node)])
            if (schedule.packets[std::size_t(id)].item == item && schedule.contributors[std::size_t(id)] == want)
                return 0;
        if (missing < kNamedMissing)
            *named << QCoreApplication::translate("collviz::core::Problem",
                                                  "node %1 does not hold the sum of item %2 over processors %3")
                          .arg(node)
                          .arg(item)
                          .arg(want.toString());
        return 1;
    };
    for (int piece = 0; piece < k; ++piece) {
        if (op == Operation::Reduce) {
            missing += wants(problem.root(), piece);
            continue;
        }
        for (int v = 0; v < p; ++v)
            missing += wants(v, op == Operation::ReduceScatter ? v * k + piece : piece);
    }
    return missing;
}

} // namespace

QString DesignVerdict::progressSentence() const
{
    if (missing == 0)
        return QCoreApplication::translate("collviz::core::designer", "Every packet has reached the nodes that need it.");
    // One numerus sentence: a (node, packet or sum) pair is one arrival the postcondition waits for.
    return Text::count("collviz::core::designer",
                       QT_TRANSLATE_N_NOOP("collviz::core::designer", "%n arrival(s) still missing: %1"), missing)
        .arg(stillMissing.mid(0, kNamedMissing).join(QStringLiteral("; ")))
        .translated();
}

QString DesignVerdict::sharedChannelsNote() const
{
    if (reusedChannels == 0)
        return QString();
    return Text::count("collviz::core::designer",
                       QT_TRANSLATE_N_NOOP("collviz::core::designer",
                                           "shared channels make %n transfer(s) take turns, which costs time"),
                       reusedChannels)
        .translated();
}

bool DesignChecker::sameSetting(const Design &design) const
{
    return mProblem == design.problemPtr() && mModel == design.model() && mCost.m == design.cost().m
           && mCost.ts == design.cost().ts && mCost.tw == design.cost().tw && mCost.th == design.cost().th
           && mCost.tc == design.cost().tc;
}

const DesignVerdict &DesignChecker::check(const Design &design)
{
    const bool combines = design.hasCombines();
    if (!sameSetting(design)) {
        mProblem = design.problemPtr();
        mModel = design.model();
        mCost = design.cost();
        mJudged.clear();
        mVerdict = DesignVerdict();
        mTiming = design.problem().emptySchedule();
        mInitial = mTiming.initial.toBufferState();
    }
    const int n = design.roundCount();
    int first = 0;
    while (first < n && first < int(mJudged.size()) && sameRound(design.round(first), mJudged[std::size_t(first)]))
        ++first;
    mLastJudged = 0;
    const bool unchanged = first == n && n == int(mJudged.size()) && !mVerdict.rounds.empty();
    if (unchanged && !combines)
        return mVerdict;

    // With combines the partial sums are numbered in round order: the whole schedule is built
    // (the rounds before the first changed one still judge the same).
    Schedule whole;
    if (combines) {
        whole = design.schedule();
        mTiming.packets = whole.packets;
        mTiming.contributors = whole.contributors;
    }
    // Without combines the problem's packets (set with the problem) are all there is; partial
    // sums left from combines since taken away are held by no one.
    mTiming.rounds.clear();
    // The last round that differs from the one judged there: past it, a round whose state
    // after comes out as before leaves every later verdict as it was.
    const int judgedBefore = int(mJudged.size());
    int lastChanged = n - 1;
    while (lastChanged >= first && lastChanged < judgedBefore
           && sameRound(design.round(lastChanged), mJudged[std::size_t(lastChanged)]))
        --lastChanged;
    const bool sameCount = n == judgedBefore;
    mVerdict.rounds.resize(std::size_t(n));
    mJudged.resize(std::size_t(n));
    for (int r = first; r < n; ++r) {
        const BufferState &before = r == 0 ? mInitial : mVerdict.rounds[std::size_t(r - 1)].verdict.after;
        BufferState oldAfter = std::move(mVerdict.rounds[std::size_t(r)].verdict.after);
        if (combines)
            judge(design, r, whole.rounds[std::size_t(r)], mTiming, before);
        else
            judge(design, r, design.buildRound(r), mTiming, before);
        mJudged[std::size_t(r)] = design.round(r);
        ++mLastJudged;
        if (sameCount && !combines && r >= lastChanged && r < judgedBefore
            && oldAfter.held == mVerdict.rounds[std::size_t(r)].verdict.after.held)
            break;
    }
    finish(design, mTiming);
    return mVerdict;
}

void DesignChecker::judge(const Design &design, int r, const Round &round, const Schedule &schedule,
                          const BufferState &before)
{
    const Topology &topo = design.topology();
    const CommModel &model = design.model();
    RoundCheck &rc = mVerdict.rounds[std::size_t(r)];
    rc.verdict = rules::judgeRound(topo, schedule, round, before, model);
    rc.reused = rules::reusedChannels(topo, round, model);
    const TransferList &transfers = round.transfers;
    rc.transfers.assign(transfers.size(), TransferVerdict());
    rc.combines.assign(round.combines.size(), QStringList());
    rc.nodeSentences.clear();
    for (std::size_t i = 0; i < transfers.size(); ++i)
        if (!topo.pathArcs(transfers.path(i), rc.transfers[i].arcs))
            rc.transfers[i].arcs.clear();

    std::map<int, QString> overPorts; // node -> the checker's sentence
    std::vector<char> sound(transfers.size(), 1);
    for (const rules::Finding &f : rc.verdict.findings) {
        if (f.transfer >= 0) {
            TransferVerdict &tv = rc.transfers[std::size_t(f.transfer)];
            tv.ok = false;
            tv.sentences << f.sentence;
            if (f.rule == ViolationKind::BadEndpoint || f.rule == ViolationKind::BadPath)
                sound[std::size_t(f.transfer)] = 0;
        } else if (f.combine >= 0) {
            rc.combines[std::size_t(f.combine)] << f.sentence;
        } else {
            rc.nodeSentences << f.sentence;
            if (f.rule == ViolationKind::PortLimit)
                overPorts[f.node] = f.sentence;
        }
    }
    // A node over its ports: the transfers past its k-th send or receive are the ones in excess.
    if (!overPorts.empty()) {
        std::map<int, std::pair<int, int>> use;
        for (std::size_t i = 0; i < transfers.size(); ++i) {
            if (!sound[i])
                continue;
            const int src = transfers.src(i);
            const int dst = transfers.dst(i);
            const int sends = ++use[src].first;
            const int receives = ++use[dst].second;
            for (const auto &[node, count] : {std::pair<int, int>(src, sends), std::pair<int, int>(dst, receives)}) {
                const auto over = overPorts.find(node);
                if (over != overPorts.end() && count > model.ports) {
                    rc.transfers[i].ok = false;
                    if (!rc.transfers[i].sentences.contains(over->second))
                        rc.transfers[i].sentences << over->second;
                }
            }
        }
    }
    for (const rules::ChannelReuse &reuse : rc.reused) {
        TransferVerdict &tv = rc.transfers[std::size_t(reuse.transfer)];
        tv.ok = false;
        tv.sentences << reuse.sentence;
    }

    // Rounds are timed apart (every message of a round is ready at its start): the round alone
    // through the one source of time.
    mTiming.rounds.assign(1, round);
    rc.time = CostModel::timeline(topo, mTiming, model, design.cost()).roundTime(0);
    mTiming.rounds.clear();
}

void DesignChecker::finish(const Design &design, const Schedule &schedule)
{
    DesignVerdict &v = mVerdict;
    v.time = 0.0;
    v.findings = 0;
    v.reusedChannels = 0;
    for (const RoundCheck &rc : v.rounds) {
        v.time += rc.time;
        v.findings += int(rc.verdict.findings.size());
        v.reusedChannels += int(rc.reused.size());
    }
    v.rulesKept = v.findings == 0;
    const BufferState &last = v.rounds.empty() ? mInitial : v.rounds.back().verdict.after;
    v.missing = missingPairs(design.problem(), schedule, last, &v.stillMissing);
    v.delivered = v.missing == 0;
    v.verified = v.rulesKept && v.delivered;
}

DesignVerdict verdict(const Design &design)
{
    DesignChecker checker;
    return checker.check(design);
}

} // namespace collviz::core::designer

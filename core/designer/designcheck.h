// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/designer/design.h"
#include "core/rules/channeluse.h"
#include "core/rules/roundcheck.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace collviz::core::designer {

/// One transfer as the designer shows it: green (ok) or red, with the sentences of the rules
/// it breaks (the reference checker's words), and the arcs it crosses (for the drawing's marks).
struct TransferVerdict
{
    bool ok = true;
    QStringList sentences;
    std::vector<int> arcs; ///< Topology::arcs() ids of its path; empty when the path is no walk
};

/// One round: the reference checker's verdict on the state before it, the designer's channel
/// rule, each transfer's colour and sentences, the combines' sentences and the round's time.
struct RoundCheck
{
    rules::RoundVerdict verdict; ///< judgeRound's; verdict.after is the state after the round
    std::vector<rules::ChannelReuse> reused;
    std::vector<TransferVerdict> transfers;
    std::vector<QStringList> combines; ///< per combine, what it breaks (empty: sound)
    QStringList nodeSentences;         ///< findings at no transfer or combine (ports)
    double time = 0.0;                 ///< CostModel's time of the round alone (rounds are timed apart)
};

/**
 * The live verdict on a design: per round the reference checker's findings (rules::judgeRound)
 * and the designer's channel rule (rules::reusedChannels), the rounds' times from the
 * CostModel's timeline, and progress toward the postcondition.
 *
 * rulesKept: no round breaks a rule of the checker (shared channels are load, not a rule, as
 * the engine says); verified: rules kept and delivered, the engine's own meaning.
 */
struct DesignVerdict
{
    std::vector<RoundCheck> rounds;
    double time = 0.0;
    int findings = 0;       ///< the checker's findings in all rounds
    int reusedChannels = 0; ///< transfers flagged by the channel rule
    bool rulesKept = true;
    bool delivered = false;
    bool verified = false;
    int missing = 0;          ///< (node, packet or sum) pairs the postcondition still wants
    QStringList stillMissing; ///< the first few of them in Problem::checkPostcondition's words

    int roundCount() const { return int(rounds.size()); }
    /// "shared channels make 2 transfers take turns, which costs time" (reusedChannels of
    /// them), or empty: what a verified design that shares channels still says.
    QString sharedChannelsNote() const;
    /// "Every packet has reached the nodes that need it." or "12 arrivals still missing: node 3
    /// does not hold packet 5 (from 1); ..." (the first few; an arrival is one node's packet or
    /// sum).
    QString progressSentence() const;
};

/**
 * Judges designs and keeps what it judged: after an edit only the rounds from the first one
 * that changed are judged again (the rounds before it and the states between them are kept;
 * the rounds are compared, so any edit, its undo included, is seen). A design of another
 * problem, model or costs is judged whole. A design with combines is rebuilt whole (its
 * partial sums are numbered in round order) but judged from the first changed round too.
 */
class DesignChecker
{
public:
    /// The verdict on `design`, valid until the next call.
    const DesignVerdict &check(const Design &design);
    /// Rounds judged by the last check() (the measure of its work).
    int lastJudged() const { return mLastJudged; }

private:
    bool sameSetting(const Design &design) const;
    void judge(const Design &design, int r, const Round &round, const Schedule &schedule, const BufferState &before);
    void finish(const Design &design, const Schedule &schedule);

    std::shared_ptr<const Problem> mProblem;
    CommModel mModel;
    CostParams mCost;
    std::vector<DesignRound> mJudged; ///< the rounds the verdict is of
    Schedule mTiming;                 ///< the packets and one round at a time, for the CostModel
    BufferState mInitial;
    DesignVerdict mVerdict;
    int mLastJudged = 0;
};

/// The verdict on `design` from scratch.
DesignVerdict verdict(const Design &design);

} // namespace collviz::core::designer

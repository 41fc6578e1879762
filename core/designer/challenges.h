// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/designer/comparison.h"
#include "core/designer/designcheck.h"
#include "core/text.h"

#include <QString>
#include <QStringList>

#include <memory>
#include <vector>

namespace collviz::core::designer {

/**
 * A puzzle for the designer: a problem (an operation on a network, with its root), a model
 * and costs, and a target in rounds, time or both. A design meets it when it verifies
 * (delivered, no rule broken) within the target. Which registered algorithms already meet
 * it is measured (algorithmsMeeting), not written down.
 */
struct Challenge
{
    QString id;     ///< "allgather-torus3x3-lemma8"
    Text title;     ///< one line for the chooser
    Text goal;      ///< what to build and why the target is what it is
    Operation operation = Operation::Broadcast;
    QString topology;  ///< a topology SPEC
    QString model;     ///< a model SPEC (over the default wh,ports=1,duplex=full,combining)
    CostParams cost;
    int root = 0;
    int shift = 0;
    int targetRounds = 0;    ///< at most this many rounds; 0: no target in rounds
    double targetTime = 0.0; ///< at most this time; 0: no target in time

    /// An empty design of the challenge's problem (Design::create).
    std::unique_ptr<Design> start(QString *error) const;
    /// Whether a verdict meets the target: verified, and within the rounds and time.
    bool metBy(const DesignVerdict &verdict) const;
    /// "2 rounds and time 4" / "time 4": the target in words.
    QString targetText() const;
    /// The registered algorithms whose run of the problem (under the model and costs) meets
    /// the target, by running them.
    QStringList algorithmsMeeting() const;
    /// The same from a comparison already made of the challenge's problem, model and costs.
    QStringList algorithmsMeeting(const Comparison &comparison) const;
};

/// The challenges that ship with CollViz, in the chooser's order.
const std::vector<Challenge> &challenges();

} // namespace collviz::core::designer

// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/engine.h"
#include "core/sweep.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QStringList>

#include <optional>

namespace collviz::views {

/**
 * What the cost chart shows, as a plain value: the tab (time against m, against p, or the
 * cost breakdown at one m), the axes, the range of m and its points, the size of the
 * breakdown, the algorithms ticked, t_s/t_w/t_h/t_c, the model, the family and the print style.
 * The panel holds one and draws from it; an export reads the same value from a scenario's
 * "views.costChart" and draws the same chart.
 */
struct CostChartState
{
    Q_DECLARE_TR_FUNCTIONS(collviz::views::CostChartState)
public:
    static constexpr int kDefaultPoints = 25;
    static constexpr double kMaxCost = 1e9;
    static constexpr double kMinSize = 0.01;
    static constexpr double kMaxSize = 1e12;
    static constexpr int kMinPoints = 2;
    static constexpr int kMaxPoints = 200;

    bool againstP = false; ///< the tab: time against p (else against m, or the breakdown)
    bool breakdown = false; ///< the tab: the cost breakdown at breakdownM (scenario: "tab": "breakdown")
    /// The message size the breakdown splits the times at (its starting value: the run's m).
    double breakdownM = 1.0;
    bool logLog = true;
    double mMin = 1.0;
    double mMax = 4096.0;
    int points = kDefaultPoints;
    /// The algorithms ticked; none given: every algorithm the network accepts.
    std::optional<QStringList> algorithms;
    double ts = 0.0;
    double tw = 0.0;
    double th = 0.0;
    double tc = 0.0; ///< t_c; "tc" in a scenario, written only when not 0
    QString model;  ///< a model SPEC for every algorithm; empty: each under its natural model
    QString family; ///< the family of networks of the chart against p (core::sweptFamilies())
    double familyM = 1.0; ///< the message size of the chart against p (not part of a scenario)
    bool monochrome = false;

    /// The state a chart of `result` starts from: its costs, and its network's family.
    static CostChartState startingFrom(const core::RunResult &result);
    /// The costs of the curves (t_s, t_w, t_h, t_c; m is the chart against p's size).
    core::CostParams costs() const;
    /// The costs of the breakdown: t_s, t_w, t_h and m = breakdownM.
    core::CostParams breakdownCosts() const;
    /// The sizes of the chart against m (log-spaced on log axes).
    core::SizeRange range() const;

    /// The value as a scenario file's "views.costChart" holds it.
    QJsonObject toJson() const;
    /// Checks every member of `object` (a refusal is one sentence naming it as `path`.member)
    /// and only when all are accepted writes the ones given into *state (missing members keep
    /// their value); false and *error otherwise.
    static bool read(const QJsonObject &object, const QString &path, CostChartState *state, QString *error);
};

} // namespace collviz::views

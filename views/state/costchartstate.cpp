// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "views/state/costchartstate.h"

#include "views/state/viewoptions.h"

#include "core/algorithm.h"

#include <QJsonArray>

#include <algorithm>

namespace collviz::views {

CostChartState CostChartState::startingFrom(const core::RunResult &result)
{
    CostChartState state;
    state.ts = result.params.cost.ts;
    state.tw = result.params.cost.tw;
    state.th = result.params.cost.th;
    state.tc = result.params.cost.tc;
    state.breakdownM = result.params.cost.m;
    const QStringList families = core::sweptFamilies();
    const QString kind = result.topology ? result.topology->name().section(QLatin1Char(':'), 0, 0) : QString();
    state.family = families.contains(kind) ? kind : families.value(0);
    return state;
}

core::CostParams CostChartState::costs() const
{
    core::CostParams c;
    c.ts = ts;
    c.tw = tw;
    c.th = th;
    c.tc = tc;
    c.m = familyM;
    return c;
}

core::CostParams CostChartState::breakdownCosts() const
{
    core::CostParams c = costs();
    c.m = breakdownM;
    return c;
}

core::SizeRange CostChartState::range() const
{
    core::SizeRange r;
    r.min = std::min(mMin, mMax);
    r.max = std::max(mMin, mMax);
    r.points = points;
    r.logSpaced = logLog;
    return r;
}

QJsonObject CostChartState::toJson() const
{
    QJsonObject o{{QStringLiteral("tab"), breakdown  ? QStringLiteral("breakdown")
                                    : againstP ? QStringLiteral("p")
                                               : QStringLiteral("m")},
            {QStringLiteral("axes"), logLog ? QStringLiteral("log-log") : QStringLiteral("linear")},
            {QStringLiteral("mMin"), mMin},
            {QStringLiteral("mMax"), mMax},
            {QStringLiteral("points"), points},
            {QStringLiteral("breakdownM"), breakdownM},
            {QStringLiteral("algorithms"), QJsonArray::fromStringList(algorithms.value_or(QStringList()))},
            {QStringLiteral("ts"), ts},
            {QStringLiteral("tw"), tw},
            {QStringLiteral("th"), th},
            {QStringLiteral("model"), model},
            {QStringLiteral("family"), family},
            {QStringLiteral("style"), viewoptions::styleChoices().at(monochrome ? 1 : 0)}};
    // t_c only where combines cost something: a chart without it is written as before.
    if (tc != 0)
        o.insert(QStringLiteral("tc"), tc);
    return o;
}

bool CostChartState::read(const QJsonObject &o, const QString &path, CostChartState *state, QString *error)
{
    viewoptions::Reader r(o, path,
                          {QStringLiteral("tab"), QStringLiteral("axes"), QStringLiteral("mMin"), QStringLiteral("mMax"),
                           QStringLiteral("points"), QStringLiteral("breakdownM"), QStringLiteral("algorithms"),
                           QStringLiteral("ts"), QStringLiteral("tw"), QStringLiteral("th"), QStringLiteral("tc"),
                           QStringLiteral("model"), QStringLiteral("family"), QStringLiteral("style")});
    const auto tab =
        r.choice(QStringLiteral("tab"), {QStringLiteral("m"), QStringLiteral("p"), QStringLiteral("breakdown")});
    const auto axes = r.choice(QStringLiteral("axes"), {QStringLiteral("log-log"), QStringLiteral("linear")});
    const auto mMin = r.number(QStringLiteral("mMin"), kMinSize, kMaxSize);
    const auto mMax = r.number(QStringLiteral("mMax"), kMinSize, kMaxSize);
    const auto points = r.whole(QStringLiteral("points"), kMinPoints, kMaxPoints);
    const auto breakdownM = r.number(QStringLiteral("breakdownM"), kMinSize, kMaxSize);
    const auto algorithms = r.texts(QStringLiteral("algorithms"));
    const auto ts = r.number(QStringLiteral("ts"), 0, kMaxCost);
    const auto tw = r.number(QStringLiteral("tw"), 0, kMaxCost);
    const auto th = r.number(QStringLiteral("th"), 0, kMaxCost);
    const auto tc = r.number(QStringLiteral("tc"), 0, kMaxCost);
    const auto model = r.text(QStringLiteral("model"));
    const auto family = r.choice(QStringLiteral("family"), core::sweptFamilies());
    const auto style = r.choice(QStringLiteral("style"), viewoptions::styleChoices());
    if (r.ok() && algorithms)
        for (const QString &id : *algorithms)
            if (!core::AlgorithmRegistry::instance().find(id)) {
                if (error)
                    *error = tr("%1.algorithms: unknown algorithm '%2' (see 'collviz-cli list')").arg(path, id);
                return false;
            }
    if (!r.ok()) {
        if (error)
            *error = r.error();
        return false;
    }
    CostChartState &s = *state;
    s.againstP = tab ? *tab == QLatin1String("p") : s.againstP;
    s.breakdown = tab ? *tab == QLatin1String("breakdown") : s.breakdown;
    s.breakdownM = breakdownM.value_or(s.breakdownM);
    s.logLog = axes ? *axes == QLatin1String("log-log") : s.logLog;
    s.mMin = mMin.value_or(s.mMin);
    s.mMax = mMax.value_or(s.mMax);
    s.points = points.value_or(s.points);
    if (algorithms)
        s.algorithms = algorithms;
    s.ts = ts.value_or(s.ts);
    s.tw = tw.value_or(s.tw);
    s.th = th.value_or(s.th);
    s.tc = tc.value_or(s.tc);
    s.model = model.value_or(s.model);
    s.family = family.value_or(s.family);
    s.monochrome = style ? *style == QLatin1String("mono") : s.monochrome;
    return true;
}

} // namespace collviz::views

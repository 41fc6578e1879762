// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "views/state/timespacestate.h"

#include "views/state/viewoptions.h"

#include <QCoreApplication>

#include <cmath>

namespace collviz::views {

namespace {
constexpr double kLongest = 1e15; ///< engine times and node numbers a window may name
}

QStringList TimeSpaceState::detailChoices()
{
    return {QStringLiteral("auto"), QStringLiteral("messages"), QStringLiteral("lanes")};
}

QJsonObject TimeSpaceState::toJson() const
{
    QJsonObject o{{QStringLiteral("style"), viewoptions::styleChoices().at(monochrome ? 1 : 0)},
                  {QStringLiteral("detail"), detailChoices().at(int(detail))}};
    if (toTime > fromTime) {
        o.insert(QStringLiteral("from"), fromTime);
        o.insert(QStringLiteral("to"), toTime);
    }
    if (rowsShown > 0) {
        o.insert(QStringLiteral("firstNode"), int(std::floor(firstRow)));
        o.insert(QStringLiteral("lastNode"), int(std::ceil(firstRow + rowsShown)) - 1);
    }
    return o;
}

bool TimeSpaceState::read(const QJsonObject &o, const QString &path, TimeSpaceState *state, QString *error)
{
    viewoptions::Reader r(o, path,
                          {QStringLiteral("style"), QStringLiteral("detail"), QStringLiteral("from"), QStringLiteral("to"),
                           QStringLiteral("firstNode"), QStringLiteral("lastNode")});
    const auto style = r.choice(QStringLiteral("style"), viewoptions::styleChoices());
    const auto detail = r.choice(QStringLiteral("detail"), detailChoices());
    const auto from = r.number(QStringLiteral("from"), 0.0, kLongest);
    const auto to = r.number(QStringLiteral("to"), 0.0, kLongest);
    const auto firstNode = r.whole(QStringLiteral("firstNode"), 0, 1 << 30);
    const auto lastNode = r.whole(QStringLiteral("lastNode"), 0, 1 << 30);
    QString refusal = r.error();
    if (refusal.isEmpty() && from && to && *to <= *from)
        refusal = QCoreApplication::translate("collviz::views::TimeSpaceState",
                                              "%1.to %2 is not accepted; it must be later than %1.from (%3)")
                      .arg(path)
                      .arg(*to)
                      .arg(*from);
    if (refusal.isEmpty() && firstNode && lastNode && *lastNode < *firstNode)
        refusal = QCoreApplication::translate("collviz::views::TimeSpaceState",
                                              "%1.lastNode %2 is not accepted; it must be at least %1.firstNode (%3)")
                      .arg(path)
                      .arg(*lastNode)
                      .arg(*firstNode);
    if (!refusal.isEmpty()) {
        if (error)
            *error = refusal;
        return false;
    }
    state->monochrome = style ? *style == QLatin1String("mono") : state->monochrome;
    if (detail)
        state->detail = Detail(detailChoices().indexOf(*detail));
    if (from || to) {
        state->fromTime = from.value_or(0.0);
        state->toTime = to.value_or(0.0); // 0 or earlier than from: up to the run's end
    }
    if (firstNode || lastNode) {
        state->firstRow = firstNode.value_or(0);
        state->rowsShown = lastNode ? *lastNode + 1 - state->firstRow : 0.0;
    }
    return true;
}

} // namespace collviz::views

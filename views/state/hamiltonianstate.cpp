// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "views/state/hamiltonianstate.h"

#include "views/state/viewoptions.h"

#include <limits>

namespace collviz::views {

QJsonObject HamiltonianState::toJson() const
{
    return {{QStringLiteral("origin"), origin},
            {QStringLiteral("style"), viewoptions::styleChoices().at(monochrome ? 1 : 0)}};
}

bool HamiltonianState::read(const QJsonObject &o, const QString &path, HamiltonianState *state, QString *error)
{
    viewoptions::Reader r(o, path, {QStringLiteral("origin"), QStringLiteral("style")});
    const auto origin = r.whole(QStringLiteral("origin"), 0, std::numeric_limits<int>::max());
    const auto style = r.choice(QStringLiteral("style"), viewoptions::styleChoices());
    if (!r.ok()) {
        if (error)
            *error = r.error();
        return false;
    }
    state->origin = origin.value_or(state->origin);
    state->monochrome = style ? *style == QLatin1String("mono") : state->monochrome;
    return true;
}

} // namespace collviz::views

// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "views/state/tadtstate.h"

#include "views/state/viewoptions.h"

#include "core/scenario.h"

namespace collviz::views {

QJsonObject TadtState::toJson() const
{
    return {{QStringLiteral("level"), level},
            {QStringLiteral("cycles"), cycles},
            {QStringLiteral("style"), viewoptions::styleChoices().at(monochrome ? 1 : 0)}};
}

bool TadtState::read(const QJsonObject &o, const QString &path, TadtState *state, QString *error)
{
    viewoptions::Reader r(o, path, {QStringLiteral("level"), QStringLiteral("cycles"), QStringLiteral("style")});
    const auto level = r.whole(QStringLiteral("level"), 1, core::Scenario::kMaxRound);
    const auto cycles = r.boolean(QStringLiteral("cycles"));
    const auto style = r.choice(QStringLiteral("style"), viewoptions::styleChoices());
    if (!r.ok()) {
        if (error)
            *error = r.error();
        return false;
    }
    state->level = level.value_or(state->level);
    state->cycles = cycles.value_or(state->cycles);
    state->monochrome = style ? *style == QLatin1String("mono") : state->monochrome;
    return true;
}

} // namespace collviz::views

// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "views/state/matrixstate.h"

#include "views/state/viewoptions.h"

namespace collviz::views {

QJsonObject MatrixState::toJson() const
{
    return {{QStringLiteral("style"), viewoptions::styleChoices().at(monochrome ? 1 : 0)}};
}

bool MatrixState::read(const QJsonObject &o, const QString &path, MatrixState *state, QString *error)
{
    viewoptions::Reader r(o, path, {QStringLiteral("style")});
    const auto style = r.choice(QStringLiteral("style"), viewoptions::styleChoices());
    if (!r.ok()) {
        if (error)
            *error = r.error();
        return false;
    }
    state->monochrome = style ? *style == QLatin1String("mono") : state->monochrome;
    return true;
}

} // namespace collviz::views

// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "views/state/networkviewstate.h"

#include "views/state/viewoptions.h"

namespace collviz::views {

namespace {

QStringList floorsChoices()
{
    return {QStringLiteral("auto"), QStringLiteral("floors"), QStringLiteral("projection")};
}

} // namespace

QJsonObject NetworkViewState::toJson() const
{
    QJsonObject o{{QStringLiteral("legend"), legend},
                  {QStringLiteral("contentsListed"), contentsListed},
                  {QStringLiteral("floors"), floorsChoices().at(floors < 0 ? 0 : floors == 1 ? 1 : 2)}};
    if (!focus.isNone())
        o.insert(QStringLiteral("focus"), focus.toString());
    return o;
}

bool NetworkViewState::read(const QJsonObject &object, const QString &path, NetworkViewState *state, QString *error)
{
    viewoptions::Reader r(object, path,
                          {QStringLiteral("legend"), QStringLiteral("contentsListed"), QStringLiteral("floors"),
                           QStringLiteral("focus")});
    const auto legend = r.boolean(QStringLiteral("legend"));
    const auto listed = r.boolean(QStringLiteral("contentsListed"));
    const auto floors = r.choice(QStringLiteral("floors"), floorsChoices());
    const auto focusText = r.text(QStringLiteral("focus"));
    if (!r.ok()) {
        if (error)
            *error = r.error();
        return false;
    }
    core::Focus focus;
    QString why;
    if (focusText && !core::Focus::parse(*focusText, &focus, &why)) {
        if (error)
            *error = QStringLiteral("%1.focus: %2").arg(path, why);
        return false;
    }
    state->legend = legend.value_or(state->legend);
    state->contentsListed = listed.value_or(state->contentsListed);
    if (focusText)
        state->focus = focus;
    if (floors)
        state->floors = *floors == QLatin1String("floors") ? 1 : *floors == QLatin1String("projection") ? 0 : -1;
    return true;
}

} // namespace collviz::views

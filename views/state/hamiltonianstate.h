// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QJsonObject>
#include <QString>

namespace collviz::views {

/**
 * What the Hamiltonian-cycles view shows, as a plain value: whose packet it follows round by
 * round (a processor number) and the print style. The panel holds one; an export reads the
 * same value from a scenario's "views.hamiltonian".
 */
struct HamiltonianState
{
    int origin = 0; ///< the processor whose packet's pieces are drawn
    bool monochrome = false;

    /// The value as a scenario file's "views.hamiltonian" holds it.
    QJsonObject toJson() const;
    /// Checks every member (a refusal is one sentence naming it as `path`.member) and only
    /// when all are accepted writes the ones given into *state; false and *error otherwise.
    /// The origin is checked against the network where the network is known (the caller).
    static bool read(const QJsonObject &object, const QString &path, HamiltonianState *state, QString *error);
};

} // namespace collviz::views

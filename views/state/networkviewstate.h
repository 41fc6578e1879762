// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/focus.h"

#include <QJsonObject>
#include <QPointF>
#include <QRectF>

#include <array>

namespace collviz::views {

/**
 * How the network is looked at, apart from what the run holds: framing, orientation and
 * style. A plain value that the window's drawing keeps, a scenario file stores and every
 * exporter reads, so that a figure drawn with the window's state is the window's picture
 * (NetworkRenderer paints both).
 */
struct NetworkViewState
{
    // Framing.
    /// The drawing is fitted to the viewport (F, 0); false once the user zooms or pans.
    bool fit = true;
    /// The scene rectangle the fit keeps in view. It grows while a result is shown (a round
    /// whose labels reach further widens it, and the next does not jump back), so the nodes
    /// stay where the audience saw them; empty: the shown round's content.
    QRectF extent;
    /// The fit shows exactly `extent`, not what the round draws beyond it (the visible part
    /// of a zoomed window, exported as it is).
    bool clip = false;
    /// Pixels per scene unit and the scene point at the viewport's centre when not fitted.
    double zoom = 1.0;
    QPointF centre;
    /// The nodes' size as a multiple of the layout's: the fit grows them (and their names)
    /// where the room between them allows; 0: the fit chooses afresh.
    double nodeScale = 0.0;

    // Orientation of a 3D drawing: rows of the rotation applied to the layout; `rotated`
    // false means the layout's own starting angle.
    bool rotated = false;
    std::array<double, 9> rotation{1, 0, 0, 0, 1, 0, 0, 0, 1};
    /// 3D meshes and tori: 1 floors side by side, 0 the rotatable projection, -1 the size decides.
    int floors = -1;

    // What is drawn, and how.
    bool legend = true;         ///< the legend in the drawing's corner or under it
    bool keyHints = true;       ///< the legend lists the window's keys (never in the lecture hall or on paper)
    bool packets = true;        ///< the round's messages where the frame puts them
    bool monochrome = false;    ///< print style: loads as line styles, not colours
    bool presentation = false;  ///< the lecture hall's style: large labels, high contrast
    bool contentsListed = false; ///< node chips list their packets as the textbook does
    int selectedNode = -1;      ///< ringed in yellow; -1: none
    /// The part singled out (one node's traffic, a dimension, a subcube, row or plane); the
    /// rest is greyed. None: everything as usual.
    core::Focus focus;

    /// What a scenario file's "views.network" keeps of it: the legend, the listed contents,
    /// the choice of floors and the focus (written as core::Focus::toString(), left out when
    /// none; framing and turn follow the window they are opened in).
    QJsonObject toJson() const;
    /// Checks every member (a refusal is one sentence naming it as `path`.member) and only
    /// when all are accepted writes the ones given into *state; false and *error otherwise.
    static bool read(const QJsonObject &object, const QString &path, NetworkViewState *state, QString *error);
};

} // namespace collviz::views

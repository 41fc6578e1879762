// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "views/render/timespacerenderer.h"
#include "views/state/timespacestate.h"

#include <QJsonObject>
#include <QString>

#include <memory>

namespace collviz::views::tikz {

/**
 * The time-space diagram of `data`'s run, framed as `state` says, as a standalone LaTeX/TikZ
 * document (documentclass standalone, compiles with pdflatex): the rows' names, dashed round
 * boundaries with the rounds' numbers, and what the view would draw at its default figure
 * size (TimeSpaceRenderer::lanesShown): every message as lines (travelling solid, waiting
 * dotted, resting dashed, coloured by channel load), or each node's lane as bands whose height
 * and colour give how many messages are at the node at once (waiting grey beneath). The
 * cursor where the state has one, and a caption naming run, model and window. Colours follow
 * the screen (Okabe-Ito) unless the state asks for print. Cost: one \draw a stroke in the
 * window, or at most 400 \fill a lane.
 */
QString timeSpaceDocument(const TimeSpaceData &data, const TimeSpaceState &state);

/// The state an export draws: `options` (a scenario's "views.timeSpace") read into it, the
/// print style when `monochrome`, the cursor at the end of `round` when it is 1 or more.
/// False and *error (one sentence) when the options are refused.
bool timeSpaceExportState(const core::RunResult &result, int round, const QJsonObject &options, bool monochrome,
                          TimeSpaceState *state, QString *error);

} // namespace collviz::views::tikz

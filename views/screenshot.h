// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/engine.h"
#include "core/formats/scheduleformat.h"

#include <QJsonObject>
#include <QSize>
#include <QString>

namespace collviz::views {

/// What the headless screenshot mode renders: a setup, the round and in-round progress.
struct ScreenshotOptions
{
    core::RunRequest request;
    QString schedule;  ///< a schedule file to show instead of `request` (collviz --schedule)
    core::ScheduleReadOptions scheduleOptions; ///< its network, model and costs when it names none
    QString path;      ///< the file to write: .png, .svg or .pdf (its suffix decides)
    int round = 0;     ///< clamped to the run's rounds
    double progress = 1.0;
    int selectedNode = -1; ///< -1 keeps the session's choice
    QSize size{1440, 900};
    /// A scenario's "views" (open panels, the panels in front, their options), as the window
    /// applies them (ScenarioFiles::setViews); empty changes nothing.
    QJsonObject views;
    bool presentation = false; ///< the window in presentation mode, at `size`
};

/**
 * Renders the main window for `options` to a PNG, SVG or PDF (the path's suffix decides; any
 * other suffix is refused with status 2 and a sentence naming it) without showing anything on screen
 * (works with QT_QPA_PLATFORM=offscreen) and returns a process exit code: 0 on success,
 * 1 when the run failed (the window, with its error, is still written), 2 when the file
 * could not be written or the schedule file was refused. Settings are neither read nor written.
 */
int saveScreenshot(const ScreenshotOptions &options, QString *message);

} // namespace collviz::views

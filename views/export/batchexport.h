// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "views/export/animation.h"
#include "views/export/networkfigure.h"

#include "core/engine.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <memory>

namespace collviz::core {
class ScheduleFormat;
}

namespace collviz::views {

class ExportFormat;

/**
 * One headless export, as `collviz-cli export` states it: what to draw or tabulate, which
 * rounds, the format and the file, plus the figure's and the animation's options. The run
 * itself is a core::Scenario read by the CLI. Options arrive as text (setOption) and are
 * checked there, one sentence per refusal, the way core::Scenario checks the run's.
 */
class BatchExport
{
    Q_DECLARE_TR_FUNCTIONS(collviz::views::BatchExport)
public:
    /// The command-line options of export besides the scenario's ("what", "round", "out", ...).
    static QStringList optionNames();
    /// One line of help per option, for the CLI's --help.
    static QString helpText();
    /// Sets one option from its text; false and *error (one sentence) when the text is not
    /// accepted.
    bool setOption(const QString &name, const QString &text, QString *error);
    /// Runs the export for `result` (which must be ok); 0 on success, 2 with *message (one
    /// sentence) otherwise. `progress` may cancel it. Nothing is left behind by a failure.
    int run(std::shared_ptr<const core::RunResult> result, QString *message, const ExportProgress &progress = {}) const;

    /// Empty, or one sentence to read beside the file run() writes for `result`: what a
    /// schedule format cannot keep of the run (core::ScheduleFormat::writeCaveat).
    QString caveat(const core::RunResult &result) const;

    /// Whether the format needs a QGuiApplication (the image and video formats do; TikZ and
    /// tables do not).
    bool needsGui() const;
    /// Empty when --out and --format name something this export may write (a known format,
    /// agreeing with the file's suffix; a regular file, a new one, or - for text; a directory
    /// for simgrid); otherwise the sentence refusing it. run() asks it first, and a caller may
    /// ask it before the engine runs.
    QString outputRefusal() const;

    QString what = QStringLiteral("network");
    QString table = QStringLiteral("rounds");
    QString format;          ///< empty: from --out's suffix
    QString out;
    bool allRounds = false;
    int firstRound = -1;     ///< -1: not given
    int lastRound = -1;
    double progress = 1.0;
    int scenarioRound = -1;  ///< the scenario file's round: a single picture's round when --round is not given
    core::RunRequest request; ///< the run's request (run() is given its result)
    QString schedule;         ///< or the schedule file of the run (export --schedule): the chart draws it beside the algorithms
    QJsonObject views;        ///< the scenario's "views": the panels' options (chart, tadt, matrix)
    NetworkFigureOptions figure;
    AnimationOptions animation;
    /// --simgrid-own NAME: --format simgrid writes SimGrid's own implementation NAME of the
    /// operation on the run's platform (core/simgridcollective.h) instead of a replay.
    QString simgridOwn;

private:
    /// The id of the format to write (or "simgrid"): --format, else the one --out's suffix
    /// names; empty and *error when neither names one or they disagree.
    QString resolvedFormat(QString *error) const;
    /// What the refusal of a file name lists as accepted: the suffixes, then --format choices.
    static QString acceptedFiles();
    // The steps of run(): each returns the sentence refusing the export, or empty when done.
    QString writeSimgrid(const core::RunResult &result) const;
    QString writeSchedule(const core::RunResult &result, const core::ScheduleFormat &writer) const;
    QString writeTable(const core::RunResult &result, const ExportFormat &tableFormat) const;
    QString networkRounds(const ExportFormat &networkFormat, int rounds, int *first, int *last) const;
    QString writeNetwork(const std::shared_ptr<const core::RunResult> &result, const ExportFormat &networkFormat,
                         const ExportProgress &progress) const;
    int runPanel(const core::RunResult &result, QString *message, const ExportProgress &progress) const;
};

/// The application the CLI's export command needs: a QApplication on the offscreen platform
/// (set here, so that no display is ever needed), where the other commands make do with a
/// QCoreApplication. It sees only the program's name: the caller parses the arguments
/// (QApplication would take --style and others for itself).
std::unique_ptr<QCoreApplication> makeExportApplication(char *program);

} // namespace collviz::views

// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "views/export/figure.h"
#include "views/export/tables.h"
#include "views/export/tikz.h"

#include <QCoreApplication>
#include <QFlags>
#include <QString>
#include <QStringList>

#include <memory>
#include <vector>

namespace collviz::core {
struct RunResult;
}

namespace collviz::views {

class AnimationFrames;

/**
 * A file format CollViz exports to (as Tiled's MapFormat, and core::ScheduleFormat for
 * schedules): its id, the suffixes of its files, the file dialog's filter, what its files
 * hold and how they are written. collviz-cli export, the File menu's dialogs and the writers
 * (writeFigure, writeFigurePages, writeAnimation) all go through ExportFormats, so a new
 * format is one file in views/export/formats/ and one line of the list.
 *
 * Every writer writes whole or not at all (core/userfiles.h): a failed or cancelled export
 * leaves the file there before as it was. A format overrides the writers of the kinds it
 * holds; the others are never called for it.
 */
class ExportFormat
{
    Q_DECLARE_TR_FUNCTIONS(collviz::views::ExportFormat)

public:
    /// What a file of the format holds; one format may hold several (PDF: one picture, or one
    /// page per round; TikZ: one round, as LaTeX text).
    enum Kind {
        Picture = 0x1,   ///< one moment (a round) of a figure
        Pages = 0x2,     ///< one page per round, in one document
        Animation = 0x4, ///< frames in time
        Text = 0x8,      ///< written as text (LaTeX, tables): nothing is painted
        Table = 0x10,    ///< a table's rows (views/export/tables.h)
    };
    Q_DECLARE_FLAGS(Kinds, Kind)

    virtual ~ExportFormat();
    /// The name users give to choose it (collviz-cli export --format): "png", "png-frames".
    virtual QString id() const = 0;
    /// The suffixes of its files, lower case, without the dot; the first is the one given.
    virtual QStringList suffixes() const = 0;
    /// The file dialog's filter, translated: "PNG image (*.png)".
    virtual QString filter() const = 0;
    virtual Kinds kinds() const = 0;
    bool holds(Kind kind) const { return kinds().testFlag(kind); }
    /// Whether it is made by the ffmpeg program (views/export/animation.h: ffmpegProgram()).
    virtual bool needsFfmpeg() const { return false; }
    /// The suffixes that alone name this format when a file is given without --format: all of
    /// suffixes() unless one is shared with an earlier format (.png frames) or among several
    /// (.tex: TikZ, Beamer or a table; .tikz names TikZ).
    virtual QStringList namingSuffixes() const { return suffixes(); }
    /// How "accepted:" lists name it: ".png", ".png (numbered frames)".
    virtual QString acceptedName() const;
    /// Whether the frames' sides must be even (H.264 and VP9 in yuv420p).
    virtual bool evenFrameSides() const { return false; }

    /// Picture: `figure` as it is now, to `path` at the options' size. `progress` is told once
    /// the picture is painted (1 of 2) and may cancel before the file is replaced.
    virtual bool writePicture(Figure &figure, const QString &path, const FigureFileOptions &options,
                              const ExportProgress &progress, QString *error) const;
    /// Pages: one page per round of `rounds`, each at in-round `moment`; `progress` is told
    /// after every page.
    virtual bool writePages(TimedFigure &figure, const QString &path, const std::vector<int> &rounds, double moment,
                            const FigureFileOptions &options, const ExportProgress &progress, QString *error) const;
    /// Animation: every frame of `frames` (checked and sized by its maker); `progress` is told
    /// after every frame.
    virtual bool writeAnimation(AnimationFrames &frames, const QString &path, const ExportProgress &progress,
                                QString *error) const;
    /// Text (with Picture or Pages): the network at `round` (Picture) or all rounds (Pages)
    /// as LaTeX.
    virtual QString networkText(const core::RunResult &result, int round, const tikz::Options &options) const;
    /// Text with Table: `table` in the format.
    virtual QString tableText(const tables::Table &table) const;

protected:
    /// Asks `progress` whether a painted picture may replace the file (1 of 2 done); false and
    /// *error when it cancels.
    static bool pictureMayBeWritten(const ExportProgress &progress, QString *error);
};

Q_DECLARE_OPERATORS_FOR_FLAGS(ExportFormat::Kinds)

/// The export formats, in one list: the order of the dialogs' filters and of the sentences'
/// "accepted:" lists.
class ExportFormats
{
    Q_DECLARE_TR_FUNCTIONS(collviz::views::ExportFormats)

public:
    static const ExportFormats &instance();
    const std::vector<std::unique_ptr<ExportFormat>> &all() const { return mFormats; }
    /// The format called `id`, or null.
    const ExportFormat *find(const QString &id) const;
    /// The formats holding every kind of `all` and none of `none`, in list order.
    std::vector<const ExportFormat *> select(ExportFormat::Kinds all, ExportFormat::Kinds none = {}) const;
    /// The format `path`'s suffix alone names (its namingSuffixes), or null.
    const ExportFormat *namedBySuffix(const QString &path) const;
    /// The first of `formats` whose suffixes hold `path`'s suffix (in any case), or null.
    static const ExportFormat *forFile(const std::vector<const ExportFormat *> &formats, const QString &path);
    /// Their ids, in order.
    static QStringList ids(const std::vector<const ExportFormat *> &formats);
    /// ".png, .svg, .pdf": what a sentence lists as accepted.
    static QString accepted(const std::vector<const ExportFormat *> &formats);

    /// The picture formats a Figure is painted in (PNG, SVG, PDF: Picture, not Text).
    std::vector<const ExportFormat *> pictures() const { return select(ExportFormat::Picture, ExportFormat::Text); }
    std::vector<const ExportFormat *> animations() const { return select(ExportFormat::Animation); }
    std::vector<const ExportFormat *> tables() const { return select(ExportFormat::Table); }
    /// The picture format `path`'s suffix names, or null and *error, one sentence naming the
    /// suffix and what is accepted.
    const ExportFormat *pictureFor(const QString &path, QString *error) const;
    /// The animation format `path`'s suffix names (.png: numbered frames), or null and *error.
    const ExportFormat *animationFor(const QString &path, QString *error) const;

private:
    ExportFormats();
    std::vector<std::unique_ptr<ExportFormat>> mFormats;
};

/// `path` echoed between single quotes, as every sentence about a file names it.
QString quotedPath(const QString &path);

} // namespace collviz::views

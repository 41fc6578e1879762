// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "views/export/batchexport.h"

#include "views/export/formats/exportformat.h"
#include "views/export/panelfigures.h"
#include "views/export/tables.h"
#include "views/export/tikz.h"
#include "views/export/timespacetikz.h"

#include "core/formats/scheduleformat.h"
#include "core/platform/platform.h"
#include "core/simgridcollective.h"
#include "core/simgridexport.h"
#include "core/userfiles.h"
#include "core/userinput.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

#include <algorithm>

namespace collviz::views {

namespace {

using core::userinput::echo;

const ExportFormats &formats() { return ExportFormats::instance(); }

/// The directory of files for SimGrid's smpirun -replay (core/simgridexport.h): a whole run,
/// not a file format.
const QLatin1String kSimgrid("simgrid");

/// The formats the network is written in: all but the tables.
std::vector<const ExportFormat *> networkFormats() { return formats().select({}, ExportFormat::Table); }

/// The formats that paint a range of rounds into one file: pages or an animation.
std::vector<const ExportFormat *> rangeFormats()
{
    std::vector<const ExportFormat *> chosen;
    for (const ExportFormat *f : formats().select({}, ExportFormat::Text))
        if (f->holds(ExportFormat::Pages) || f->holds(ExportFormat::Animation))
            chosen.push_back(f);
    return chosen;
}

/// The schedule format that writes files called `id` (export --format msccl, paje,
/// collviz-schedule/1: core/formats/scheduleformat.h), or null.
const core::ScheduleFormat *scheduleWriter(const QString &id)
{
    for (const core::ScheduleFormat *f : core::ScheduleFormats::instance().writers())
        if (f->name() == id)
            return f;
    return nullptr;
}

/// The schedule format whose suffix `path` has, or null.
const core::ScheduleFormat *scheduleWriterForFile(const QString &path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    for (const core::ScheduleFormat *f : core::ScheduleFormats::instance().writers())
        if (f->suffixes().contains(suffix))
            return f;
    return nullptr;
}

QStringList scheduleWriterIds()
{
    QStringList ids;
    for (const core::ScheduleFormat *f : core::ScheduleFormats::instance().writers())
        ids << f->name();
    return ids;
}

/// "msccl (.xml), paje (.trace, .paje), collviz-schedule/1 (.json)": the schedule formats
/// export writes, each with its suffixes.
QString scheduleWritersNamed()
{
    QStringList names;
    for (const core::ScheduleFormat *f : core::ScheduleFormats::instance().writers())
        names << QStringLiteral("%1 (.%2)").arg(f->name(), f->suffixes().join(QStringLiteral(", .")));
    return names.join(QStringLiteral(", "));
}

QString joined(const std::vector<const ExportFormat *> &list)
{
    return ExportFormats::ids(list).join(QStringLiteral(", "));
}

/// The panels --what draws besides the network and its table: the value, the key of its
/// options in a scenario's "views", and what refusals call it. A new panel figure is one line
/// here and its entry in PanelFigure::make.
struct PanelChoice
{
    const char *what;
    const char *viewsKey;
    const char *name; ///< QT_TRANSLATE_NOOP: translated where a sentence lists it
};
const PanelChoice kPanels[] = {
    {"chart", "costChart", QT_TRANSLATE_NOOP("collviz::views::BatchExport", "the cost chart")},
    {"tadt", "tadt", QT_TRANSLATE_NOOP("collviz::views::BatchExport", "the TADT levels")},
    {"hamiltonian", "hamiltonian", QT_TRANSLATE_NOOP("collviz::views::BatchExport", "the Hamiltonian cycles")},
    {"matrix", "dataMatrix", QT_TRANSLATE_NOOP("collviz::views::BatchExport", "the data matrix")},
    {"timespace", "timeSpace", QT_TRANSLATE_NOOP("collviz::views::BatchExport", "the time-space diagram")},
};

/// The panel --what `what` names, or null (the network, the table, or a value not accepted).
const PanelChoice *panelChoice(const QString &what)
{
    for (const PanelChoice &p : kPanels)
        if (what == QLatin1String(p.what))
            return &p;
    return nullptr;
}

bool writeText(const QString &path, const QString &text, QString *error)
{
    return core::userfiles::write(path, text.toUtf8(), error);
}

} // namespace

QStringList BatchExport::optionNames()
{
    return {QStringLiteral("what"),          QStringLiteral("table"),     QStringLiteral("round"),
            QStringLiteral("out"),           QStringLiteral("size"),      QStringLiteral("dpi"),
            QStringLiteral("frames-per-round"), QStringLiteral("seconds-per-round"), QStringLiteral("progress"),
            QStringLiteral("style"),         QStringLiteral("no-legend"), QStringLiteral("no-title"),
            QStringLiteral("no-packets"),    QStringLiteral("simgrid-own")};
}

QString BatchExport::helpText()
{
    const ExportFormats &all = formats();
    std::vector<const ExportFormat *> ffmpeg;
    for (const ExportFormat *f : all.animations())
        if (f->needsFfmpeg())
            ffmpeg.push_back(f);
    QStringList panels;
    for (const PanelChoice &p : kPanels)
        panels << QLatin1String(p.what);
    return QStringLiteral(
               "  export   (--scenario FILE | --algorithm ID --topology SPEC [...] | --schedule FILE) --out PATH [--format F]\n"
               "           [--what network|table|%11] [--round R|A-B|all] [--table rounds|schedule]\n"
               "           [--size WxH] [--dpi D] [--style colour|mono] [--no-legend] [--no-title] [--no-packets]\n"
               "           [--progress X] [--frames-per-round N] [--seconds-per-round S]\n"
               "           Defaults: --size %8 (16:9, a full-HD slide), --dpi 96, %9 frames per round,\n"
               "           %10 s per round.\n"
               "           network, one round: %1; a range of rounds: %2 (one page per round),\n"
               "           %3 (animations; png with a range: numbered frames; %4 need ffmpeg),\n"
               "           %5 (all rounds); table: %6. %12: %7 (the panel as the window\n"
               "           draws it, with the scenario's view options); chart also %6 (the sweep it draws);\n"
               "           timespace also tikz (--round R puts its cursor at the end of round R).\n"
               "           F defaults to PATH's suffix; --out - prints text formats. On a terminal a long export shows\n"
               "           its progress; Ctrl-C cancels it and leaves the file there before as it was.\n"
               "           simgrid: --out DIR gets a platform, one trace per processor and replay.sh for SimGrid's\n"
               "           smpirun -replay (see docs/simgrid.md); with --simgrid-own NAME, replay.sh runs SimGrid's own\n"
               "           implementation NAME of the operation (smpi/<collective>:NAME, e.g. bruck) on that platform.\n"
               "           The schedule itself, for other tools: %13 (--out - prints it).\n")
        .arg(joined(all.select(ExportFormat::Picture)), joined(all.select(ExportFormat::Pages, ExportFormat::Text)),
             joined(all.animations()), joined(ffmpeg), joined(all.select(ExportFormat::Pages | ExportFormat::Text)),
             joined(all.tables()), joined(all.pictures()))
        .arg(QStringLiteral("%1x%2").arg(kSlideSize.width()).arg(kSlideSize.height()))
        .arg(AnimationOptions().framesPerRound)
        .arg(AnimationOptions().secondsPerRound)
        .arg(panels.join(QLatin1Char('|')), panels.join(QStringLiteral(", ")), scheduleWritersNamed());
}

bool BatchExport::setOption(const QString &name, const QString &text, QString *error)
{
    auto refuse = [&](const QString &accepted) {
        if (error)
            *error = tr("--%1 '%2' is not accepted; %3").arg(name, echo(text), accepted);
        return false;
    };
    int whole = 0;
    double real = 0.0;
    if (name == QLatin1String("what")) {
        if (text != QLatin1String("network") && text != QLatin1String("table") && !panelChoice(text)) {
            QStringList panels;
            for (const PanelChoice &p : kPanels)
                panels << QStringLiteral("%1 (%2)").arg(QLatin1String(p.what), tr(p.name));
            const QString last = panels.takeLast();
            return refuse(tr("use network, table, %1 or %2").arg(panels.join(QStringLiteral(", ")), last));
        }
        what = text;
    } else if (name == QLatin1String("table")) {
        if (text != QLatin1String("rounds") && text != QLatin1String("schedule"))
            return refuse(tr("use rounds (the per-round results) or schedule (the source's schedule table)"));
        table = text;
    } else if (name == QLatin1String("round")) {
        const QStringList range = text.split(QLatin1Char('-'));
        int a = 0;
        int b = 0;
        if (text == QLatin1String("all")) {
            allRounds = true;
        } else if (range.size() == 1 && core::userinput::parseWholeNumber(text, &a)) {
            firstRound = lastRound = a;
        } else if (range.size() == 2 && core::userinput::parseWholeNumber(range[0], &a)
                   && core::userinput::parseWholeNumber(range[1], &b) && a <= b) {
            firstRound = a;
            lastRound = b;
        } else {
            return refuse(tr("use a round R (0 = the initial state), a range A-B with A <= B, or all"));
        }
    } else if (name == QLatin1String("out")) {
        if (text.isEmpty())
            return refuse(tr("give the file to write"));
        out = text;
    } else if (name == QLatin1String("format")) {
        if (!formats().find(text) && text != kSimgrid && !scheduleWriter(text))
            return refuse(tr("use %1").arg((ExportFormats::ids(formats().select({})) + QStringList{kSimgrid}
                                            + scheduleWriterIds())
                                               .join(QStringLiteral(", "))));
        format = text;
    } else if (name == QLatin1String("size")) {
        const QStringList wh = text.split(QLatin1Char('x'));
        int w = 0;
        int h = 0;
        constexpr int kMaxSide = 8192;
        if (wh.size() != 2 || !core::userinput::parseWholeNumber(wh[0], &w)
            || !core::userinput::parseWholeNumber(wh[1], &h) || w < 64 || h < 64 || w > kMaxSide || h > kMaxSide)
            return refuse(tr("use WxH in pixels, each 64..%1, e.g. 1200x900").arg(kMaxSide));
        animation.file.size = QSize(w, h);
    } else if (name == QLatin1String("dpi")) {
        if (!core::userinput::parseWholeNumber(text, &whole) || whole < 24 || whole > 1200)
            return refuse(tr("use a whole number 24..1200 (96 = screen size)"));
        animation.file.dpi = whole;
    } else if (name == QLatin1String("frames-per-round")) {
        if (!core::userinput::parseWholeNumber(text, &whole) || whole < 1 || whole > 240)
            return refuse(tr("use a whole number 1..240"));
        animation.framesPerRound = whole;
    } else if (name == QLatin1String("seconds-per-round")) {
        if (!core::userinput::parseRealNumber(text, &real) || real < 0.05 || real > 600)
            return refuse(tr("use a plain decimal number 0.05..600, e.g. 1.5"));
        animation.secondsPerRound = real;
    } else if (name == QLatin1String("progress")) {
        if (!core::userinput::parseRealNumber(text, &real) || real > 1.0)
            return refuse(tr("use a plain decimal number 0..1 (no sign), e.g. 0.5"));
        progress = real;
    } else if (name == QLatin1String("style")) {
        if (text != QLatin1String("colour") && text != QLatin1String("color") && text != QLatin1String("mono"))
            return refuse(tr("use colour or mono (black and white for handouts)"));
        figure.monochrome = text == QLatin1String("mono");
    } else if (name == QLatin1String("no-legend")) {
        figure.legend = false;
    } else if (name == QLatin1String("no-title")) {
        figure.title = false;
    } else if (name == QLatin1String("no-packets")) {
        figure.packets = false;
    } else if (name == QLatin1String("simgrid-own")) {
        static const QRegularExpression smpiName(QStringLiteral("^[A-Za-z0-9_]+$"));
        if (!smpiName.match(text).hasMatch())
            return refuse(tr("use the name of one of SimGrid's implementations of the operation, such as bruck, "
                             "binomial_tree or rab_rdb (letters, digits and '_')"));
        simgridOwn = text;
    } else {
        if (error)
            *error = tr("--%1 is not an export option").arg(echo(name));
        return false;
    }
    return true;
}

QString BatchExport::resolvedFormat(QString *error) const
{
    const QString suffix = QFileInfo(out).suffix().toLower();
    if (format.isEmpty()) {
        if (const core::ScheduleFormat *writer = scheduleWriterForFile(out))
            return writer->name();
        const ExportFormat *bySuffix = formats().namedBySuffix(out);
        if (!bySuffix && error)
            *error = tr("cannot write '%1': %2 is not a format collviz-cli writes; accepted: %3")
                         .arg(out, suffix.isEmpty() ? tr("a name without a suffix") : QStringLiteral(".") + suffix,
                              acceptedFiles());
        return bySuffix ? bySuffix->id() : QString();
    }
    if (const core::ScheduleFormat *writer = scheduleWriter(format)) {
        // Text, so any name but one whose suffix is another format's (no MSCCL XML in t.png).
        const bool otherSuffix = std::any_of(formats().all().begin(), formats().all().end(),
                                             [&](const auto &f) { return f->suffixes().contains(suffix); })
                                 || (scheduleWriterForFile(out) && !writer->suffixes().contains(suffix));
        if (out != QLatin1String("-") && otherSuffix) {
            if (error)
                *error = tr("--format %1 writes .%2 files, but --out '%3' ends in '.%4'; name the file *.%2")
                             .arg(format, writer->suffixes().value(0), echo(out), suffix);
            return {};
        }
        return format;
    }
    const ExportFormat *chosen = formats().find(format);
    if (!chosen) // simgrid: a directory
        return format;
    // A painted format's suffix decides it: a --format that says otherwise is refused rather
    // than writing, say, PNG data into fig.svg. A text format goes to any name but one whose
    // suffix is another format's (no LaTeX in t.csv); standard output has no suffix.
    const bool painted = !chosen->holds(ExportFormat::Text);
    const bool knownSuffix = std::any_of(formats().all().begin(), formats().all().end(),
                                         [&](const auto &f) { return f->suffixes().contains(suffix); });
    const bool contradicts = painted ? !chosen->suffixes().contains(suffix)
                                     : out != QLatin1String("-") && knownSuffix && !chosen->suffixes().contains(suffix);
    if (contradicts) {
        if (error)
            *error = tr("--format %1 writes .%2 files, but --out '%3' ends in '.%4'; name the file *.%2")
                         .arg(format, chosen->suffixes().value(0), echo(out), suffix);
        return {};
    }
    return format;
}

QString BatchExport::acceptedFiles()
{
    // ".png, .svg, ..., .tikz, ..., or --format tikz, beamer or latex for a .tex file": the
    // suffixes that name a format, then the formats of the suffixes that name none.
    QStringList accepted;
    QStringList unnamedSuffixes;
    for (const auto &f : formats().all()) {
        for (const QString &suffix : f->namingSuffixes())
            if (!accepted.contains(QLatin1Char('.') + suffix))
                accepted << QLatin1Char('.') + suffix;
        for (const QString &suffix : f->suffixes())
            if (!formats().namedBySuffix(QStringLiteral("x.") + suffix) && !unnamedSuffixes.contains(suffix))
                unnamedSuffixes << suffix;
    }
    for (const core::ScheduleFormat *writer : core::ScheduleFormats::instance().writers())
        for (const QString &suffix : writer->suffixes())
            accepted << QLatin1Char('.') + suffix;
    for (const QString &suffix : unnamedSuffixes) {
        QStringList ids;
        for (const auto &f : formats().all())
            if (f->suffixes().contains(suffix))
                ids << f->id();
        const QString choice = ids.size() < 2 ? ids.join(QString())
                                              : tr("%1 or %2").arg(ids.mid(0, ids.size() - 1).join(QStringLiteral(", ")),
                                                                   ids.last());
        accepted << tr("or --format %1 for a .%2 file").arg(choice, suffix);
    }
    return accepted.join(QStringLiteral(", "));
}

bool BatchExport::needsGui() const
{
    if (panelChoice(what))
        return true; // the figures paint with Qt's fonts and charts, even where only the chart's table is written
    const ExportFormat *f = formats().find(resolvedFormat(nullptr));
    return what == QLatin1String("network") && f && !f->holds(ExportFormat::Text);
}

QString BatchExport::outputRefusal() const
{
    if (out.isEmpty())
        return tr("export needs --out PATH, the file to write (its suffix names the format)");
    QString error;
    const QString f = resolvedFormat(&error);
    if (f.isEmpty())
        return error;
    if (f == kSimgrid) // a directory of files, each refused or written on its own
        return {};
    if (!simgridOwn.isEmpty())
        return tr("--simgrid-own runs SimGrid's own implementation: it goes with --format simgrid, not %1").arg(f);
    if (scheduleWriter(f)) {
        if (what != QLatin1String("network") || firstRound >= 0 || allRounds)
            return tr("--format %1 writes the whole schedule; leave out --what and --round").arg(f);
        return core::userfiles::outputRefusal(out);
    }
    if (const ExportFormat *chosen = formats().find(f); chosen->needsFfmpeg() && what == QLatin1String("network"))
        if (const QString refusal = ffmpegRefusal(out); !refusal.isEmpty())
            return refusal;
    return core::userfiles::outputRefusal(out);
}

int BatchExport::run(std::shared_ptr<const core::RunResult> result, QString *message,
                     const ExportProgress &progress) const
{
    QString error = outputRefusal();
    const QString f = error.isEmpty() ? resolvedFormat(&error) : QString();
    if (error.isEmpty() && (!result || !result->ok || !result->schedule))
        error = result ? result->error : tr("there is no result to export");
    if (error.isEmpty()) {
        if (f == kSimgrid)
            error = writeSimgrid(*result);
        else if (const core::ScheduleFormat *writer = scheduleWriter(f))
            error = writeSchedule(*result, *writer);
        else if (panelChoice(what))
            return runPanel(*result, message, progress);
        else if (what == QLatin1String("table"))
            error = writeTable(*result, *formats().find(f));
        else
            error = writeNetwork(result, *formats().find(f), progress);
    }
    if (error.isEmpty())
        return 0;
    if (message)
        *message = error;
    return 2;
}

QString BatchExport::writeSimgrid(const core::RunResult &result) const
{
    // The whole run for SimGrid's smpirun -replay (core/simgridexport.h): a directory.
    if (out == QLatin1String("-"))
        return tr("--format simgrid writes several files: give --out DIR, a directory");
    if (what != QLatin1String("network") || firstRound >= 0 || allRounds)
        return tr("--format simgrid writes the whole run into the directory --out; leave out --what and --round");
    QString error;
    if (!simgridOwn.isEmpty())
        return core::simgrid::writeCollective(result, simgridOwn, out, &error) ? QString() : error;
    return core::simgrid::write(result, out, &error) ? QString() : error;
}

QString BatchExport::caveat(const core::RunResult &result) const
{
    QString error;
    const core::ScheduleFormat *writer = scheduleWriter(resolvedFormat(&error));
    // writeCaveat is empty for a run the writer refuses: no need to ask writeRefusal first.
    return writer && result.ok && result.schedule ? writer->writeCaveat(result) : QString();
}

QString BatchExport::writeSchedule(const core::RunResult &result, const core::ScheduleFormat &writer) const
{
    // The writer's own refusal first (an operation the format has no name for): nothing is
    // written then, and the file there before stays.
    if (const QString refusal = writer.writeRefusal(result); !refusal.isEmpty())
        return refusal;
    core::userfiles::Output file(out);
    QString error;
    if (!file.open(&error))
        return error;
    if (!writer.write(result, *file.device()) && !file.failed()) {
        file.cancel();
        return tr("cannot write '%1': the %2 writer failed; nothing was written").arg(echo(out), writer.name());
    }
    return file.commit(&error) ? QString() : error;
}

QString BatchExport::writeTable(const core::RunResult &result, const ExportFormat &tableFormat) const
{
    if (!tableFormat.holds(ExportFormat::Table))
        return tr("a table is written as %1, not %2").arg(joined(formats().tables()), tableFormat.id());
    if (firstRound >= 0 || allRounds)
        return tr("--round does not apply to a table: it lists every round");
    QString error;
    std::optional<tables::Table> t;
    if (table == QLatin1String("schedule"))
        t = tables::scheduleTable(result, &error);
    else
        t = tables::roundsTable(result);
    if (!t)
        return error;
    return writeText(out, tableFormat.tableText(*t), &error) ? QString() : error;
}

QString BatchExport::networkRounds(const ExportFormat &networkFormat, int rounds, int *first, int *last) const
{
    // Animations and Beamer show ranges only and default to all rounds; a picture needs one.
    *first = firstRound;
    *last = lastRound;
    if (allRounds || (*first < 0 && !networkFormat.holds(ExportFormat::Picture))) {
        *first = 1;
        *last = rounds;
    }
    if (*first < 0 && scenarioRound >= 0)
        *first = *last = scenarioRound;
    if (*first < 0) {
        const bool ranges = networkFormat.holds(ExportFormat::Pages)
                            || ExportFormats::forFile(formats().animations(), out) != nullptr;
        return tr("%1 shows one round: give --round R (0 = the initial state, 1..%2)%3")
            .arg(networkFormat.id())
            .arg(rounds)
            .arg(ranges ? tr(", or a range A-B or all") : QString());
    }
    if (*last > rounds)
        return tr("--round %1 is beyond the run's %2 rounds (0 = the initial state, 1..%2)").arg(*last).arg(rounds);
    return {};
}

QString BatchExport::writeNetwork(const std::shared_ptr<const core::RunResult> &result,
                                  const ExportFormat &networkFormat, const ExportProgress &progress) const
{
    if (networkFormat.holds(ExportFormat::Table))
        return tr("the network is written as %1, not %2").arg(joined(networkFormats()), networkFormat.id());
    const int rounds = int(result->schedule->rounds.size());
    int first = 0;
    int last = 0;
    if (const QString refusal = networkRounds(networkFormat, rounds, &first, &last); !refusal.isEmpty())
        return refusal;
    const bool single = first == last;
    QString error;
    // The scenario's drawing (legend, listed contents, floors); the command line's flags win.
    NetworkViewState view;
    if (!NetworkViewState::read(views.value(QStringLiteral("network")).toObject(), QStringLiteral("views.network"),
                                &view, &error))
        return error;
    NetworkFigureOptions drawing = figure;
    drawing.legend = figure.legend && view.legend;
    drawing.contentsListed = view.contentsListed;
    if (const QString misfit = view.focus.check(*result->topology); !misfit.isEmpty())
        return misfit;
    drawing.focus = view.focus;
    if (drawing.floors < 0)
        drawing.floors = view.floors;
    if (networkFormat.holds(ExportFormat::Text)) {
        tikz::Options options;
        options.monochrome = figure.monochrome;
        options.view.floors = drawing.floors;
        options.pictureOnly = tikz::isPictureOnlyFile(out);
        if (networkFormat.holds(ExportFormat::Picture) && !single)
            return tr("a TikZ figure shows one round; give --round R, or use --format beamer for all rounds");
        if (networkFormat.holds(ExportFormat::Pages) && !(first == 1 && last == rounds) && rounds != 0)
            return tr("a Beamer file has one overlay per round of the whole run; leave out --round or give all");
        return writeText(out, networkFormat.networkText(*result, first, options), &error) ? QString() : error;
    }

    NetworkFigure networkFigure(result, drawing);
    const bool animated = networkFormat.holds(ExportFormat::Animation)
                          || (!single && !networkFormat.holds(ExportFormat::Pages)
                              && ExportFormats::forFile(formats().animations(), out));
    if (animated) {
        if (first < 1)
            return tr("an animation shows rounds 1..%1; round 0 is the initial state, which does not move").arg(rounds);
        AnimationOptions options = animation;
        options.firstRound = first;
        options.lastRound = last;
        return writeAnimation(networkFigure, out, options, progress, &error) ? QString() : error;
    }
    if (!single) {
        if (!networkFormat.holds(ExportFormat::Pages))
            return tr("%1 shows one round; give --round R, or use %2 for a range of rounds")
                .arg(networkFormat.id(), joined(rangeFormats()));
        std::vector<int> pages;
        for (int r = first; r <= last; ++r)
            pages.push_back(r);
        return writeFigurePages(networkFigure, out, pages, this->progress, animation.file, progress, &error) ? QString()
                                                                                                             : error;
    }
    networkFigure.setMoment(first, this->progress);
    return writeFigure(networkFigure, out, animation.file, &error, progress) ? QString() : error;
}

int BatchExport::runPanel(const core::RunResult &result, QString *message, const ExportProgress &progress) const
{
    auto fail = [&](const QString &sentence) {
        if (message)
            *message = sentence;
        return 2;
    };
    QString error;
    const QString f = resolvedFormat(&error);
    const ExportFormat *chosen = formats().find(f);
    const bool table = chosen && chosen->holds(ExportFormat::Table);
    const bool timeSpace = what == QLatin1String("timespace");
    // The time-space diagram is also written as TikZ: one picture, as LaTeX text.
    const bool tikzText = timeSpace && chosen && chosen->holds(ExportFormat::Picture) && chosen->holds(ExportFormat::Text);
    const std::vector<const ExportFormat *> pictures = formats().pictures();
    if (std::find(pictures.begin(), pictures.end(), chosen) == pictures.end() && !(table && what == QLatin1String("chart"))
        && !tikzText)
        return fail(what == QLatin1String("chart")
                        ? tr("the cost chart is written as png, svg, pdf (the chart) or csv, latex, md (its sweep), not %1")
                              .arg(f)
                    : timeSpace ? tr("the time-space diagram is written as png, svg, pdf or tikz, not %1").arg(f)
                                : tr("--what %1 is written as png, svg or pdf, not %2").arg(what, f));
    if (firstRound != lastRound || allRounds)
        return fail(tr("--what %1 shows one moment: give one --round R, not a range").arg(what));
    const int rounds = int(result.schedule->rounds.size());
    int round = firstRound >= 0 ? firstRound : scenarioRound;
    if (what == QLatin1String("matrix") && round < 0)
        return fail(tr("the data matrix shows one round: give --round R (0 = the initial state, 1..%1)").arg(rounds));
    if (round > rounds)
        return fail(tr("--round %1 is beyond the run's %2 rounds (0 = the initial state, 1..%2)").arg(round).arg(rounds));
    round = std::max(round, 0);
    const QString key = QLatin1String(panelChoice(what)->viewsKey);
    // The figure keeps no part of the run beyond this call: a view of it without ownership.
    const std::shared_ptr<const core::RunResult> run(std::shared_ptr<const core::RunResult>(), &result);
    if (tikzText) {
        TimeSpaceState state;
        if (!tikz::timeSpaceExportState(result, round, views.value(key).toObject(), figure.monochrome, &state, &error))
            return fail(error);
        return writeText(out, tikz::timeSpaceDocument(*TimeSpaceData::of(run), state), &error) ? 0 : fail(error);
    }
    const std::unique_ptr<PanelFigure> panelFigure =
        PanelFigure::make(what, run, round, views.value(key).toObject(), figure.monochrome, !schedule.isEmpty(), &error,
                          progress);
    if (!panelFigure)
        return fail(error);
    if (table) {
        return writeText(out, chosen->tableText(tables::sweepTable(panelFigure->sweep())), &error) ? 0 : fail(error);
    }
    panelFigure->setTitled(figure.title);
    // Without --size, the figure's own size (a 1920x1080 slide).
    return writeFigure(*panelFigure, out, animation.file, &error, progress) ? 0 : fail(error);
}

std::unique_ptr<QCoreApplication> makeExportApplication(char *program)
{
    // Exports never need a display: images are painted offscreen, on any machine. Windows' and
    // macOS's deploy tools ship only the native platform plugin unless told otherwise, so there
    // Qt falls back to it (the list is tried in order) rather than refusing to start.
#if defined(Q_OS_WIN)
    qputenv("QT_QPA_PLATFORM", "offscreen;windows");
#elif defined(Q_OS_MACOS)
    qputenv("QT_QPA_PLATFORM", "offscreen;cocoa");
#else
    qputenv("QT_QPA_PLATFORM", "offscreen");
#endif
    // Where no session gave one, the runtime folder Qt would choose (and warn about).
    core::platform::provideRuntimeFolder();
    // The offscreen platform says this for every panel window the chart, TADT and matrix exports
    // show off screen; it means nothing to a user of the CLI. Every other message passes.
    static const QtMessageHandler previous = qInstallMessageHandler(
        [](QtMsgType type, const QMessageLogContext &context, const QString &message) {
            if (message != QLatin1String("This plugin does not support propagateSizeHints()") && previous)
                previous(type, context, message);
        });
    // Only the program's name: QApplication would take options such as --style for itself.
    static int argc = 1;
    static char *argv[] = {program, nullptr};
    return std::make_unique<QApplication>(argc, argv);
}

} // namespace collviz::views

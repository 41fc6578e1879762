#include "views/export/batchexport.h"

#include "views/export/panelfigures.h"
#include "views/export/tables.h"
#include "views/export/tikz.h"

#include "core/simgridexport.h"
#include "core/userfiles.h"
#include "core/userinput.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <unistd.h>

namespace collviz::views {

namespace {

using core::userinput::echo;

const QStringList kFigureFormats{QStringLiteral("png"), QStringLiteral("svg"), QStringLiteral("pdf")};
const QStringList kAnimationFormats{QStringLiteral("gif"), QStringLiteral("mp4"), QStringLiteral("webm")};
const QStringList kNetworkFormats{QStringLiteral("png"),  QStringLiteral("svg"),  QStringLiteral("pdf"),
                                  QStringLiteral("gif"),  QStringLiteral("mp4"),  QStringLiteral("webm"),
                                  QStringLiteral("tikz"), QStringLiteral("beamer")};
const QStringList kTableFormats{QStringLiteral("csv"), QStringLiteral("latex"), QStringLiteral("md")};

bool writeText(const QString &path, const QString &text, QString *error)
{
    return core::userfiles::write(path, text.toUtf8(), error);
}

/// The suffix each text format's files have: a --format that another known suffix
/// contradicts is refused (no LaTeX in t.csv).
QString textSuffix(const QString &format)
{
    if (format == QLatin1String("latex") || format == QLatin1String("tikz") || format == QLatin1String("beamer"))
        return QStringLiteral("tex");
    return format;
}

} // namespace

QStringList BatchExport::optionNames()
{
    return {QStringLiteral("what"),          QStringLiteral("table"),     QStringLiteral("round"),
            QStringLiteral("out"),           QStringLiteral("size"),      QStringLiteral("dpi"),
            QStringLiteral("frames-per-round"), QStringLiteral("seconds-per-round"), QStringLiteral("progress"),
            QStringLiteral("style"),         QStringLiteral("no-legend"), QStringLiteral("no-title"),
            QStringLiteral("no-packets")};
}

QString BatchExport::helpText()
{
    return QStringLiteral(
        "  export   (--scenario FILE | --algorithm ID --topology SPEC [...] | --schedule FILE) --out PATH [--format F]\n"
        "           [--what network|table|chart|tadt|matrix] [--round R|A-B|all] [--table rounds|schedule]\n"
        "           [--size WxH] [--dpi D] [--style colour|mono] [--no-legend] [--no-title] [--no-packets]\n"
        "           [--progress X] [--frames-per-round N] [--seconds-per-round S]\n"
        "           network: png, svg, pdf (one round; pdf: one page per round for a range), gif, mp4, webm\n"
        "           (animations; png with a range: numbered frames), tikz (one round), beamer (all rounds);\n"
        "           table: csv, latex, md. chart, tadt, matrix: png, svg, pdf (the panel as the window draws it,\n"
        "           with the scenario's view options); chart also csv, latex, md (the sweep it draws).\n"
        "           F defaults to PATH's suffix; --out - prints text formats.\n"
        "           simgrid: --out DIR gets a platform, one trace per processor and replay.sh for SimGrid's\n"
        "           smpirun -replay (see the README).\n");
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
        if (text != QLatin1String("network") && text != QLatin1String("table") && text != QLatin1String("chart")
            && text != QLatin1String("tadt") && text != QLatin1String("matrix"))
            return refuse(tr("use network, table, chart (the cost chart), tadt (the TADT levels) or matrix (the "
                             "data matrix)"));
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
        if (!kNetworkFormats.contains(text) && !kTableFormats.contains(text) && text != QLatin1String("simgrid"))
            return refuse(tr("use %1").arg((kNetworkFormats + kTableFormats + QStringList{QStringLiteral("simgrid")})
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
    QString fromSuffix;
    if ((kFigureFormats + kAnimationFormats + QStringList{QStringLiteral("csv"), QStringLiteral("md")}).contains(suffix))
        fromSuffix = suffix;
    if (format.isEmpty()) {
        if (fromSuffix.isEmpty() && error)
            *error = tr("cannot write '%1': %2 is not a format collviz-cli writes; accepted: .png, .svg, .pdf, .gif, "
                        ".mp4, .webm, .csv, .md, or --format tikz, beamer or latex for a .tex file")
                         .arg(out, suffix.isEmpty() ? tr("a name without a suffix") : QStringLiteral(".") + suffix);
        return fromSuffix;
    }
    // A figure's or animation's file suffix decides its format: a --format that says
    // otherwise is refused rather than writing, say, PNG data into fig.svg.
    const bool binary = kFigureFormats.contains(format) || kAnimationFormats.contains(format);
    if (binary && suffix != format) {
        if (error)
            *error = tr("--format %1 writes .%1 files, but --out '%2' ends in '.%3'; name the file *.%1")
                         .arg(format, echo(out), suffix);
        return {};
    }
    // A text format goes to any name but one whose suffix is another format's (no LaTeX in
    // t.csv); standard output has no suffix.
    const QStringList known = kFigureFormats + kAnimationFormats
                              + QStringList{QStringLiteral("csv"), QStringLiteral("md"), QStringLiteral("tex")};
    if (!binary && format != QLatin1String("simgrid") && out != QLatin1String("-") && known.contains(suffix)
        && suffix != textSuffix(format)) {
        if (error)
            *error = tr("--format %1 writes .%2 files, but --out '%3' ends in '.%4'; name the file *.%2")
                         .arg(format, textSuffix(format), echo(out), suffix);
        return {};
    }
    return format;
}

bool BatchExport::needsGui() const
{
    const QString f = resolvedFormat(nullptr);
    if (what == QLatin1String("chart") || what == QLatin1String("tadt") || what == QLatin1String("matrix"))
        return true; // the figures paint with Qt's fonts and charts, even where only the chart's table is written
    return what == QLatin1String("network") && (kFigureFormats.contains(f) || kAnimationFormats.contains(f));
}

QString BatchExport::outputRefusal() const
{
    if (out.isEmpty())
        return tr("export needs --out PATH, the file to write (its suffix names the format)");
    QString error;
    const QString f = resolvedFormat(&error);
    if (f.isEmpty())
        return error;
    if (f == QLatin1String("simgrid")) // a directory of files, each refused or written on its own
        return {};
    return core::userfiles::outputRefusal(out);
}

int BatchExport::run(std::shared_ptr<const core::RunResult> result, QString *message,
                     const ExportProgress &callback) const
{
    auto fail = [&](const QString &sentence) {
        if (message)
            *message = sentence;
        return 2;
    };
    if (const QString refusal = outputRefusal(); !refusal.isEmpty())
        return fail(refusal);
    QString error;
    const QString f = resolvedFormat(&error);
    if (!result || !result->ok || !result->schedule)
        return fail(result ? result->error : tr("there is no result to export"));
    if (f == QLatin1String("simgrid")) {
        // The whole run for SimGrid's smpirun -replay (core/simgridexport.h): a directory.
        if (out == QLatin1String("-"))
            return fail(tr("--format simgrid writes several files: give --out DIR, a directory"));
        if (what != QLatin1String("network") || firstRound >= 0 || allRounds)
            return fail(tr("--format simgrid writes the whole run into the directory --out; leave out --what and "
                           "--round"));
        return core::simgrid::write(*result, out, &error) ? 0 : fail(error);
    }
    const int rounds = int(result->schedule->rounds.size());
    if (what == QLatin1String("chart") || what == QLatin1String("tadt") || what == QLatin1String("matrix"))
        return runPanel(*result, message);

    if (what == QLatin1String("table")) {
        if (!kTableFormats.contains(f))
            return fail(tr("a table is written as csv, latex or md, not %1").arg(f));
        if (firstRound >= 0 || allRounds)
            return fail(tr("--round does not apply to a table: it lists every round"));
        std::optional<tables::Table> t;
        if (table == QLatin1String("schedule"))
            t = tables::scheduleTable(*result, &error);
        else
            t = tables::roundsTable(*result);
        if (!t)
            return fail(error);
        const tables::Format tf = f == QLatin1String("csv")     ? tables::Format::Csv
                                  : f == QLatin1String("latex") ? tables::Format::Latex
                                                                : tables::Format::Markdown;
        return writeText(out, tables::write(*t, tf), &error) ? 0 : fail(error);
    }

    if (!kNetworkFormats.contains(f))
        return fail(tr("the network is written as %1, not %2").arg(kNetworkFormats.join(QStringLiteral(", ")), f));
    // Which rounds: animations and Beamer default to all of them; a single picture needs one.
    int first = firstRound;
    int last = lastRound;
    const bool animationFormat = kAnimationFormats.contains(f);
    if (allRounds || (first < 0 && (animationFormat || f == QLatin1String("beamer")))) {
        first = 1;
        last = rounds;
    }
    if (first < 0 && scenarioRound >= 0)
        first = last = scenarioRound;
    if (first < 0)
        return fail(tr("%1 shows one round: give --round R (0 = the initial state, 1..%2)%3")
                        .arg(f)
                        .arg(rounds)
                        .arg(f == QLatin1String("svg") || f == QLatin1String("tikz")
                                 ? QString()
                                 : tr(", or a range A-B or all")));
    if (last > rounds)
        return fail(tr("--round %1 is beyond the run's %2 rounds (0 = the initial state, 1..%2)").arg(last).arg(rounds));
    const bool single = first == last;

    if (f == QLatin1String("tikz") || f == QLatin1String("beamer")) {
        tikz::Options options;
        options.monochrome = figure.monochrome;
        if (f == QLatin1String("tikz")) {
            if (!single)
                return fail(tr("a TikZ figure shows one round; give --round R, or use --format beamer for all rounds"));
            return writeText(out, tikz::standaloneDocument(*result, first, options), &error) ? 0 : fail(error);
        }
        if (!(first == 1 && last == rounds) && !(rounds == 0))
            return fail(tr("a Beamer file has one overlay per round of the whole run; leave out --round or give all"));
        return writeText(out, tikz::beamerDocument(*result, options), &error) ? 0 : fail(error);
    }

    NetworkFigure networkFigure(result, figure);
    if (animationFormat || (f == QLatin1String("png") && !single)) {
        if (first < 1)
            return fail(tr("an animation shows rounds 1..%1; round 0 is the initial state, which does not move")
                            .arg(rounds));
        AnimationOptions options = animation;
        options.firstRound = first;
        options.lastRound = last;
        return writeAnimation(networkFigure, out, options, callback, &error) ? 0 : fail(error);
    }
    if (!single) {
        if (f != QLatin1String("pdf"))
            return fail(tr("an SVG shows one round; give --round R, or use pdf (one page per round), gif or png frames"));
        std::vector<int> pages;
        for (int r = first; r <= last; ++r)
            pages.push_back(r);
        return writeFigurePages(networkFigure, out, pages, progress, animation.file, callback, &error) ? 0 : fail(error);
    }
    networkFigure.setMoment(first, progress);
    return writeFigure(networkFigure, out, animation.file, &error) ? 0 : fail(error);
}

int BatchExport::runPanel(const core::RunResult &result, QString *message) const
{
    auto fail = [&](const QString &sentence) {
        if (message)
            *message = sentence;
        return 2;
    };
    QString error;
    const QString f = resolvedFormat(&error);
    const bool table = kTableFormats.contains(f);
    if (!kFigureFormats.contains(f) && !(table && what == QLatin1String("chart")))
        return fail(what == QLatin1String("chart")
                        ? tr("the cost chart is written as png, svg, pdf (the chart) or csv, latex, md (its sweep), not %1")
                              .arg(f)
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
    const QString key = what == QLatin1String("chart")  ? QStringLiteral("costChart")
                        : what == QLatin1String("tadt") ? QStringLiteral("tadt")
                                                        : QStringLiteral("dataMatrix");
    const QSize size = animation.file.size.isEmpty() ? QSize(1200, 800) : animation.file.size;
    // The figure keeps no part of the run beyond this call: a view of it without ownership.
    const std::shared_ptr<const core::RunResult> run(std::shared_ptr<const core::RunResult>(), &result);
    const std::unique_ptr<PanelFigure> panelFigure =
        PanelFigure::make(what, run, round, views.value(key).toObject(), figure.monochrome, !schedule.isEmpty(), &error);
    if (!panelFigure)
        return fail(error);
    if (table) {
        const tables::Format tf = f == QLatin1String("csv")     ? tables::Format::Csv
                                  : f == QLatin1String("latex") ? tables::Format::Latex
                                                                : tables::Format::Markdown;
        return writeText(out, tables::write(tables::sweepTable(panelFigure->sweep()), tf), &error) ? 0 : fail(error);
    }
    panelFigure->setTitled(figure.title);
    FigureFileOptions options = animation.file;
    options.size = size;
    return writeFigure(*panelFigure, out, options, &error) ? 0 : fail(error);
}

std::unique_ptr<QCoreApplication> makeExportApplication(char *program)
{
    // Exports never need a display: images are painted offscreen, on any machine.
    qputenv("QT_QPA_PLATFORM", "offscreen");
    // Where no session gave one, the runtime folder Qt would choose (and warn about).
    if (qEnvironmentVariableIsEmpty("XDG_RUNTIME_DIR")) {
        const QString runtime = QDir::tempPath() + QStringLiteral("/runtime-%1").arg(::getuid());
        if (QDir().mkpath(runtime)
            && QFile::setPermissions(runtime, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner))
            qputenv("XDG_RUNTIME_DIR", QFile::encodeName(runtime));
    }
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

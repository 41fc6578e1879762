// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// collviz: the desktop app. Parses the command line and opens the window, or renders it
// to a PNG (--screenshot) for documentation and headless checks.

#include "views/window/autosave.h"
#include "views/window/scenariofiles.h"
#include "views/mainwindow.h"
#include "views/screenshot.h"
#include "views/session.h"

#include "core/formats/scheduleformat.h"
#include "core/platform/platform.h"
#include "core/scenario.h"
#include "core/userfiles.h"
#include "core/userinput.h"

#include <QApplication>
#include <QFileInfo>
#include <QIcon>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QTextStream>
#include <QTimer>

#include <cstdio>
#include <new>

using namespace collviz;

namespace {

/// Bad input: one sentence on stderr and exit status 2, as collviz-cli does.
int fail(const QString &sentence)
{
    QTextStream(stderr) << "collviz: " << sentence << "\n";
    return 2;
}

QString refusal(const QString &option, const QString &value, const QString &accepted)
{
    return QApplication::translate("main", "--%1 '%2' is not accepted; it takes %3.")
        .arg(option, core::userinput::echo(value), accepted);
}

int runApp(int argc, char *argv[]);

} // namespace

int main(int argc, char *argv[])
{
    // An allocation that fails outside the engine's runs (which report it themselves): one
    // sentence and status 2, as every other refusal, never an abort.
    try {
        return runApp(argc, argv);
    } catch (const std::bad_alloc &) {
        std::fputs("collviz: CollViz ran out of memory; choose a smaller network or picture\n", stderr);
        return 2;
    }
}

namespace {

/// Qt chooses the platform plugin. On Linux and the BSDs without a display (an SSH session,
/// a CI job) that choice would abort the program: help, the version and pictures need no
/// screen, so they are made offscreen; a window cannot open, and the user is told what works
/// instead. False when the window cannot open. Windows and macOS always have a screen.
bool chooseScreen(int argc, char *argv[])
{
#if defined(Q_OS_UNIX) && !defined(Q_OS_DARWIN)
    if (!qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") || !qEnvironmentVariableIsEmpty("DISPLAY")
        || !qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY"))
        return true;
    bool screenless = false;
    for (int i = 1; i < argc; ++i) {
        const QByteArray a(argv[i]);
        screenless = screenless || a == "-h" || a == "--help" || a == "--help-all" || a == "-?"
            || a == "-v" || a == "--version" || a.startsWith("--screenshot");
    }
    if (!screenless)
        return false;
    qputenv("QT_QPA_PLATFORM", "offscreen");
#else
    (void)argc;
    (void)argv;
#endif
    return true;
}

/// The command line: the setup options (core::Scenario's), the files and the screenshot's.
struct CommandLine
{
    QCommandLineParser parser;
    QList<QCommandLineOption> options; ///< every option but --help and --version
    QCommandLineOption help{QStringLiteral("help")};
    QCommandLineOption version{QStringLiteral("version")};
    QCommandLineOption scenario{QStringLiteral("scenario")};
    QCommandLineOption schedule{QStringLiteral("schedule")};
    QCommandLineOption screenshot{QStringLiteral("screenshot")};
    QCommandLineOption presentation{QStringLiteral("presentation")};
    QCommandLineOption progress{QStringLiteral("progress")};
    QCommandLineOption node{QStringLiteral("node")};
    QCommandLineOption size{QStringLiteral("size")};
    QCommandLineOption startupTime{QStringLiteral("startup-time")};
    QString scenarioPath; ///< --scenario FILE or `collviz FILE.collviz`
    QString schedulePath; ///< --schedule FILE or `collviz FILE.json`
    /// --topology, --model and the costs with --schedule FILE: the network, model and costs
    /// of a file that names none (core::ScheduleReadOptions).
    core::ScheduleReadOptions scheduleOptions;
};

/// The options that choose the network, model and costs of a schedule file that names none.
const QStringList &scheduleReadOptionNames()
{
    static const QStringList names{QStringLiteral("topology"), QStringLiteral("model"), QStringLiteral("m"),
                                   QStringLiteral("ts"),       QStringLiteral("tw"),    QStringLiteral("th"),
                                   QStringLiteral("tc")};
    return names;
}

void declareOptions(CommandLine &cl)
{
    cl.parser.setApplicationDescription(QApplication::translate(
        "main", "CollViz: collective communication, step by step.\n"
                "Whole numbers (sizes, ports=K, root, shift, round) are plain decimal integers: digits only, no sign."));
    cl.help = cl.parser.addHelpOption();
    cl.version = cl.parser.addVersionOption();
    auto option = [&cl](const char *name, const char *helpText, const char *valueName = nullptr) {
        QCommandLineOption o(QLatin1String(name), QApplication::translate("main", helpText),
                             valueName ? QLatin1String(valueName) : QString());
        cl.parser.addOption(o);
        cl.options << o;
        return o;
    };
    cl.scenario = option("scenario", "Start from a collviz-scenario/1 JSON file; the options below override its "
                                     "fields.", "FILE");
    cl.schedule = option("schedule", "Show a schedule file (collviz-schedule/1, e.g. one written by hand or by "
                                     "'collviz-cli run --format json', or an MSCCL algorithm or a Paje trace) "
                                     "instead of a setup. A collviz-schedule/1 file fixes the network, the model and "
                                     "the parameters; for a file that names no network, --topology (default "
                                     "complete:P), --model and the costs choose them.", "FILE");
    option("topology", "Network, e.g. hypercube:4, ring:8, torus:3x3x3, tree:8.", "SPEC");
    option("algorithm", "Algorithm id (see collviz-cli list).", "ID");
    option("model", "Model override, e.g. sf,ports=all (a what-if).", "SPEC");
    option("m", "Words per packet.", "WORDS");
    option("ts", "Start-up time t_s.", "X");
    option("tw", "Time per word t_w.", "X");
    option("th", "Time per hop t_h.", "X");
    option("tc", "Time to combine one word t_c.", "X");
    option("root", "Root processor of a rooted operation.", "R");
    option("shift", "Shift distance q.", "Q");
    option("repeat", "S AAPCs in succession (alltoall-jh-*).", "S");
    option("round", "Round to show (0 = initial state).", "K");
    cl.screenshot = option("screenshot", "Render the window to this PNG, SVG or PDF file (its suffix decides) and exit.",
                           "FILE");
    cl.progress = option("progress", "In-round progress 0..1 for the screenshot.", "X");
    cl.node = option("node", "Processor whose pseudo-code the screenshot follows.", "N");
    cl.size = option("size", "Screenshot size, e.g. 1440x900.", "WxH");
    cl.startupTime = option("startup-time", "Print the time to the first drawn frame, then close the window.");
    cl.presentation = option("presentation", "Start in presentation mode (F5 leaves it; with --screenshot, the "
                                             "picture at --size).");
}

/// --topology, --model and the costs given with --schedule FILE into cl.scheduleOptions, each
/// number checked as a setup's; a file whose format names them (collviz-schedule/1) refuses
/// them with the reader's sentence, before any window. -1, or the exit status of a refusal.
int readScheduleOptions(CommandLine &cl)
{
    core::ScheduleReadOptions &options = cl.scheduleOptions;
    options.topology = cl.parser.value(QStringLiteral("topology"));
    options.modelSpec = cl.parser.value(QStringLiteral("model"));
    core::Scenario costs; // the numbers read and checked as a setup's; CostParams's defaults
    QString error;
    bool anyCost = false;
    for (const QString &name : {QStringLiteral("m"), QStringLiteral("ts"), QStringLiteral("tw"), QStringLiteral("th"),
                                QStringLiteral("tc")}) {
        if (!cl.parser.isSet(name))
            continue;
        if (!costs.setOption(name, cl.parser.value(name), &error))
            return fail(error);
        anyCost = true;
    }
    if (anyCost)
        options.cost = core::CostParams{costs.m, costs.ts, costs.tw, costs.th, costs.tc};
    const core::ScheduleFormat *format = core::ScheduleFormats::instance().formatOfFile(cl.schedulePath, {}, nullptr);
    if (options.anyGiven() && format && format->namesNetwork()) {
        core::RunResult unread; // refused before the file is parsed: the reader's own sentence
        if (!core::ScheduleFormats::instance().readFile(cl.schedulePath, {}, options, &unread, &error))
            return fail(error);
    }
    return -1;
}

/// Parses the arguments and finds the files they name: -1, or the exit status (help, or a
/// refusal already said).
int parse(CommandLine &cl)
{
    if (!cl.parser.parse(QApplication::arguments())) {
        QString text = cl.parser.errorText();
        if (text.endsWith(QLatin1Char('.')))
            text.chop(1);
        if (text.size() > 2 * core::userinput::kMaxEchoedChars)
            text = core::userinput::echo(text);
        return fail(QApplication::translate("main", "%1; see 'collviz --help'").arg(text));
    }
    if (cl.parser.isSet(cl.help))
        cl.parser.showHelp(0);
    if (cl.parser.isSet(cl.version))
        cl.parser.showVersion();
    for (const QCommandLineOption &o : cl.options)
        if (cl.parser.values(o).size() > 1)
            return fail(QApplication::translate("main", "--%1 is given more than once; give it once")
                            .arg(o.names().constFirst()));
    // `collviz FILE.collviz` opens a scenario file, as --scenario FILE does; `collviz FILE.json`
    // a schedule file, as --schedule FILE does.
    cl.scenarioPath = cl.parser.value(cl.scenario);
    cl.schedulePath = cl.parser.value(cl.schedule);
    const QStringList positional = cl.parser.positionalArguments();
    const bool fileGiven = cl.parser.isSet(cl.scenario) || cl.parser.isSet(cl.schedule);
    if (positional.size() == 1 && !fileGiven
        && QFileInfo(positional.constFirst()).suffix().compare(QLatin1String("collviz"), Qt::CaseInsensitive) == 0)
        cl.scenarioPath = positional.constFirst();
    else if (positional.size() == 1 && !fileGiven && core::ScheduleFormats::instance().recognises(positional.constFirst()))
        cl.schedulePath = positional.constFirst();
    else if (!positional.isEmpty())
        return fail(QApplication::translate("main", "'%1' is not an option; see 'collviz --help'")
                        .arg(core::userinput::echo(positional.constFirst())));
    if (!cl.schedulePath.isEmpty()) {
        // The file fixes the setup: options that would change it are refused, not ignored.
        if (!cl.scenarioPath.isEmpty())
            return fail(QApplication::translate("main", "--schedule and --scenario cannot be given together; "
                                                        "give one file"));
        for (const QString &name : core::Scenario::optionNames())
            if (name != QLatin1String("round") && !scheduleReadOptionNames().contains(name) && cl.parser.isSet(name))
                return fail(QApplication::translate("main", "--%1 cannot be given with --schedule FILE: the schedule "
                                                            "file fixes the algorithm and the parameters")
                                .arg(name));
        // What the window would refuse only later (a directory, a FIFO, a missing file) is
        // refused here, before any window.
        if (const QString refusal = core::userfiles::inputRefusal(
                cl.schedulePath, QCoreApplication::translate("collviz::core::ScheduleFormats", "schedule file"));
            !refusal.isEmpty())
            return fail(refusal);
        if (const int status = readScheduleOptions(cl); status >= 0)
            return status;
    }
    if (!cl.parser.isSet(cl.screenshot))
        for (const auto &o : {cl.progress, cl.node, cl.size})
            if (cl.parser.isSet(o))
                return fail(QApplication::translate("main", "--%1 only applies with --screenshot FILE")
                                .arg(o.names().constFirst()));
    return -1;
}

/// The setup is a core::Scenario, read and checked exactly as collviz-cli does; it starts from
/// the scenario file, or from the default setup (without its root, so another algorithm may
/// be named alone). -1, or the exit status of a refusal already said.
int readSetup(const CommandLine &cl, core::Scenario *scenario, bool *setupGiven)
{
    QString error;
    *scenario = core::Scenario::fromRunRequest(views::Session::defaultRequest());
    scenario->rootGiven = false;
    scenario->shiftGiven = false;
    if (!cl.scenarioPath.isEmpty() && !core::Scenario::readFile(cl.scenarioPath, scenario, &error))
        return fail(error);
    *setupGiven = !cl.scenarioPath.isEmpty() || !cl.schedulePath.isEmpty();
    for (const QString &name : core::Scenario::optionNames()) {
        // With --schedule FILE they are the file's network, model and costs (cl.scheduleOptions).
        if (!cl.parser.isSet(name) || (!cl.schedulePath.isEmpty() && scheduleReadOptionNames().contains(name)))
            continue;
        *setupGiven = true;
        if (!scenario->setOption(name, cl.parser.value(name), &error))
            return fail(error);
    }
    if (!scenario->validate(core::Scenario::Naming::CommandLine, &error))
        return fail(error);
    return -1;
}

/// --screenshot FILE and its options: the window rendered to a file, without a screen.
int screenshot(const CommandLine &cl, const core::Scenario &scenario)
{
    views::ScreenshotOptions shot;
    shot.request = scenario.toRunRequest();
    shot.schedule = cl.schedulePath;
    shot.scheduleOptions = cl.scheduleOptions;
    shot.path = cl.parser.value(cl.screenshot);
    if (shot.path.isEmpty())
        return fail(QApplication::translate("main", "--screenshot is empty; it takes the name of a .png, .svg or .pdf file"));
    shot.round = scenario.round;
    shot.views = scenario.views;
    shot.presentation = cl.parser.isSet(cl.presentation);
    if (cl.parser.isSet(cl.progress)) {
        const QString text = cl.parser.value(cl.progress);
        if (!core::userinput::parseRealNumber(text, &shot.progress) || shot.progress > 1.0)
            return fail(refusal(QStringLiteral("progress"), text,
                                QApplication::translate("main", "a plain decimal number 0..1 (no sign), e.g. 0.5")));
    }
    if (cl.parser.isSet(cl.node)) {
        const QString text = cl.parser.value(cl.node);
        if (!core::userinput::parseWholeNumber(text, &shot.selectedNode)
            || shot.selectedNode >= core::TopologyLimits::maxVertices)
            return fail(refusal(QStringLiteral("node"), text,
                                QApplication::translate("main", "a plain decimal integer 0..%1 (digits only, no sign)")
                                    .arg(core::TopologyLimits::maxVertices - 1)));
    }
    if (cl.parser.isSet(cl.size)) {
        const QString text = cl.parser.value(cl.size);
        const QStringList wh = text.split(QLatin1Char('x'));
        int w = 0;
        int h = 0;
        constexpr int kMaxSide = 16384;
        if (wh.size() != 2 || !core::userinput::parseWholeNumber(wh[0], &w)
            || !core::userinput::parseWholeNumber(wh[1], &h) || w < 1 || h < 1 || w > kMaxSide || h > kMaxSide)
            return fail(refusal(QStringLiteral("size"), text,
                                QApplication::translate("main", "WxH in pixels, each 1..%1, e.g. 1440x900").arg(kMaxSide)));
        shot.size = QSize(w, h);
    }
    QString message;
    const int code = views::saveScreenshot(shot, &message);
    if (!message.isEmpty())
        QTextStream(stderr) << "collviz: " << message << "\n";
    return code;
}

/// The window, until it closes.
int showWindow(QApplication &app, const CommandLine &cl, const core::Scenario &scenario, bool setupGiven,
               const QElapsedTimer &startup)
{
    const bool timing = cl.parser.isSet(cl.startupTime);
    views::MainWindowOptions windowOptions;
    windowOptions.writeSettings = !timing; // a measurement, not a session
    windowOptions.schedule = cl.schedulePath;
    windowOptions.scheduleOptions = cl.scheduleOptions;
    windowOptions.round = scenario.round;
    if (setupGiven && cl.schedulePath.isEmpty()) {
        windowOptions.request = scenario.toRunRequest();
        windowOptions.round = scenario.round;
        windowOptions.bookmarks = scenario.bookmarks;
        windowOptions.exercises = scenario.exercises;
    }
    views::MainWindow window(windowOptions);
    // The measurement ends as a user's session does: the window is closed, and the process
    // ends by the same way out (bench_frames times from this line to the process's end).
    if (timing)
        QObject::connect(&window, &views::MainWindow::firstFrameDrawn, &window, [&startup, &window]() {
            QTextStream(stdout) << "first frame drawn after " << startup.elapsed() << " ms; closing the window\n";
            window.close();
        });
    // A scenario file's open panels and their options (views/window/scenariofiles.h).
    QString error;
    if (!scenario.views.isEmpty() && !window.scenarioFiles()->setViews(scenario.views, &error, true))
        return fail(QApplication::translate("main", "scenario file '%1': %2").arg(cl.scenarioPath, error));
    // No lost work: autosave, and the offer of a crashed session's file (views/window/autosave.h).
    views::Autosave *autosave = timing ? nullptr : new views::Autosave(&window);
    window.show();
    if (cl.parser.isSet(cl.presentation))
        window.presentationAction()->setChecked(true);
    if (autosave && autosave->hasOffer())
        QTimer::singleShot(0, autosave, [autosave]() { autosave->showOffer(); });
    return app.exec();
}

int runApp(int argc, char *argv[])
{
    QElapsedTimer startup;
    startup.start();
    if (!chooseScreen(argc, argv)) {
        QTextStream(stderr) << "collviz: there is no display to open the window on (neither DISPLAY nor "
                               "WAYLAND_DISPLAY is set); run it in a desktop session, or make pictures "
                               "without one with --screenshot FILE or 'collviz-cli export'\n";
        return 2;
    }
    // Started outside a login session (cron, ssh, CI): the runtime folder Qt would otherwise
    // warn about on every start.
    core::platform::provideRuntimeFolder();
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("CollViz"));
    QApplication::setApplicationName(QStringLiteral("CollViz"));
    QApplication::setApplicationVersion(QStringLiteral(PROJECT_VERSION_STRING));
    // The Language menu's remembered choice, else the system locale (LANGUAGE / LANG).
    views::switchLanguage(app, views::storedLanguage());
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/collviz.svg")));
    QApplication::setDesktopFileName(QStringLiteral("org.collviz.collviz"));

    CommandLine cl;
    declareOptions(cl);
    if (const int status = parse(cl); status >= 0)
        return status;
    core::Scenario scenario;
    bool setupGiven = false;
    if (const int status = readSetup(cl, &scenario, &setupGiven); status >= 0)
        return status;
    if (cl.parser.isSet(cl.screenshot))
        return screenshot(cl, scenario);
    return showWindow(app, cl, scenario, setupGiven, startup);
}
} // namespace

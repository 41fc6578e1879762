// collviz-cli: the headless face of the engine.

#include "core/engine.h"
#include "core/report.h"
#include "core/scenario.h"
#include "core/tadt.h"
#include "core/userinput.h"
#include "views/export/batchexport.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
#include <QJsonDocument>
#include <QTextStream>

#include <cstdio>
#include <memory>
#include <new>

#include <unistd.h>

using namespace collviz::core;

namespace {

int fail(const QString &sentence)
{
    QTextStream err(stderr);
    err << "collviz-cli: " << sentence << "\n";
    return 2;
}

void print(const QString &text)
{
    QTextStream out(stdout);
    out << text;
}

int run(int argc, char *argv[]);

} // namespace

int main(int argc, char *argv[])
{
    // An allocation that fails anywhere (the estimate let the run through, or the output grew)
    // ends like any other refusal: one sentence, status 2.
    try {
        return run(argc, argv);
    } catch (const std::bad_alloc &) {
        std::fputs("collviz-cli: the run ran out of memory; choose a smaller topology\n", stderr);
        return 2;
    }
}

namespace {

int run(int argc, char *argv[])
{
    // export paints images and needs a (offscreen) QApplication; the rest a QCoreApplication.
    bool exporting = false;
    QStringList exportArguments;
    for (int i = 0; i < argc; ++i) {
        exporting = exporting || (i > 0 && qstrcmp(argv[i], "export") == 0);
        exportArguments << QString::fromLocal8Bit(argv[i]);
    }
    const std::unique_ptr<QCoreApplication> app = exporting ? collviz::views::makeExportApplication(argv[0])
                                                            : std::make_unique<QCoreApplication>(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("collviz-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(PROJECT_VERSION_STRING));

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "CollViz engine: runs and checks collective-communication schedules.\n\n"
        "Commands:\n"
        "  list     [--format text|json]\n"
        "  run      --algorithm ID --topology SPEC [--model SPEC] [--m WORDS] [--ts X] [--tw X] [--th X]\n"
        "           [--root R] [--shift Q] [--format text|json|csv]\n"
        "  run      --scenario FILE [any of the options above, overriding the file's]\n"
        "  explain  --algorithm ID\n"
        "  table    --algorithm ID --topology SPEC [--format text|json]   (the source's schedule table)\n"
        "  tadt     --topology SPEC [--format text|json]   (seed 002's generic time-arc-disjoint tree: levels,\n"
        "           arcs with direction, height, Lemma 8's bound, the Lemma 11 and Corollary 10 checks)\n")
        + collviz::views::BatchExport::helpText() + QStringLiteral("\n"

        "Topology SPEC: hypercube:4, ring:8, linear:8, mesh:4x4, torus:5x5, torus:3x3x3, mesh:4x4x4, tree:8.\n"
        "Model SPEC overrides the algorithm's natural model: e.g. wh,ports=1,duplex=full,noncombining or "
        "sf,ports=all.\n"
        "Whole numbers (sizes, ports=K, root, shift) are plain decimal integers: digits only, no sign."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("command"), QStringLiteral("list, run, explain, table, tadt or export"));
    const QList<QCommandLineOption> options{
        {QStringLiteral("format"), QStringLiteral("Output format: text, json or csv (csv: run only); export: png, svg, pdf, gif, mp4, webm, tikz, beamer, csv, latex, md."), QStringLiteral("format"),
         QStringLiteral("text")},
        {QStringLiteral("algorithm"), QStringLiteral("Algorithm id (see list)."), QStringLiteral("id")},
        {QStringLiteral("topology"), QStringLiteral("Topology SPEC."), QStringLiteral("spec")},
        {QStringLiteral("model"), QStringLiteral("Model SPEC overriding the natural model."), QStringLiteral("spec")},
        {QStringLiteral("m"), QStringLiteral("Message size in words (default 1)."), QStringLiteral("words")},
        {QStringLiteral("ts"), QStringLiteral("Start-up time t_s (default 1)."), QStringLiteral("x")},
        {QStringLiteral("tw"), QStringLiteral("Per-word time t_w (default 1)."), QStringLiteral("x")},
        {QStringLiteral("th"), QStringLiteral("Per-hop time t_h (default 0)."), QStringLiteral("x")},
        {QStringLiteral("root"), QStringLiteral("Root processor for rooted operations (default 0)."), QStringLiteral("r")},
        {QStringLiteral("shift"), QStringLiteral("Shift amount q for shift algorithms (default 1)."), QStringLiteral("q")},
        {QStringLiteral("scenario"), QStringLiteral("Read the run from a collviz-scenario/1 JSON file; the options above "
                                                    "override its fields (run only)."),
         QStringLiteral("file")},
    };
    parser.addOptions(options);
    // export's own options (views/export/batchexport.h); flags take no value.
    QList<QCommandLineOption> exportOptions;
    for (const QString &name : collviz::views::BatchExport::optionNames()) {
        if (name.startsWith(QLatin1String("no-")))
            exportOptions.append(QCommandLineOption(name, QStringLiteral("export: leave out the %1.").arg(name.mid(3))));
        else
            exportOptions.append(QCommandLineOption(name, QStringLiteral("export: see the command's synopsis."), name));
    }
    parser.addOptions(exportOptions);
    if (!parser.parse(exporting ? exportArguments : QCoreApplication::arguments())) {
        QString text = parser.errorText();
        if (text.endsWith(QLatin1Char('.')))
            text.chop(1);
        // "Unknown option '<what the user typed>'": never repeat a huge argument in full.
        if (text.size() > 2 * userinput::kMaxEchoedChars)
            text = userinput::echo(text);
        return fail(text + QStringLiteral("; see 'collviz-cli --help'"));
    }
    for (const QCommandLineOption &o : options + exportOptions)
        if (!o.valueName().isEmpty() && parser.values(o.names().first()).size() > 1)
            return fail(QStringLiteral("--%1 is given more than once; give it once").arg(o.names().first()));
    if (parser.isSet(QStringLiteral("help"))) {
        print(parser.helpText());
        return 0;
    }
    if (parser.isSet(QStringLiteral("version"))) {
        print(QStringLiteral("collviz-cli %1\n").arg(QCoreApplication::applicationVersion()));
        return 0;
    }

    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 1)
        return fail(QStringLiteral("expected exactly one command: list, run, explain, table, tadt or export"));
    const QString command = positional.first();
    const QString format = parser.value(QStringLiteral("format"));

    auto refuseOptions = [&](const QStringList &allowed) -> QString {
        for (const QCommandLineOption &o : options + exportOptions) {
            const QString name = o.names().first();
            if (parser.isSet(name) && !allowed.contains(name))
                return QStringLiteral("--%1 does not apply to '%2'").arg(name, userinput::echo(command));
        }
        return {};
    };

    if (command == QLatin1String("list")) {
        if (const QString e = refuseOptions({QStringLiteral("format")}); !e.isEmpty())
            return fail(e);
        if (format == QLatin1String("json"))
            print(QString::fromUtf8(QJsonDocument(report::registryJson()).toJson(QJsonDocument::Indented)));
        else if (format == QLatin1String("text"))
            print(report::registryText());
        else
            return fail(QStringLiteral("--format '%1' is not accepted for list; use text or json")
                            .arg(userinput::echo(format)));
        return 0;
    }

    if (command == QLatin1String("explain")) {
        if (const QString e = refuseOptions({QStringLiteral("algorithm")}); !e.isEmpty())
            return fail(e);
        if (!parser.isSet(QStringLiteral("algorithm")))
            return fail(QStringLiteral("explain needs --algorithm ID (see 'collviz-cli list')"));
        const QString id = parser.value(QStringLiteral("algorithm"));
        const auto alg = AlgorithmRegistry::instance().find(id);
        if (!alg)
            return fail(QStringLiteral("unknown algorithm '%1'; accepted: %2")
                            .arg(userinput::echo(id), AlgorithmRegistry::instance().ids().join(QStringLiteral(", "))));
        print(report::explainText(*alg));
        return 0;
    }

    if (command == QLatin1String("table")) {
        if (const QString e = refuseOptions({QStringLiteral("algorithm"), QStringLiteral("topology"),
                                             QStringLiteral("format")});
            !e.isEmpty())
            return fail(e);
        if (!parser.isSet(QStringLiteral("algorithm")) || !parser.isSet(QStringLiteral("topology")))
            return fail(QStringLiteral("table needs --algorithm ID and --topology SPEC, e.g. --algorithm "
                                       "alltoall-hypercube-allport --topology hypercube:4"));
        if (format != QLatin1String("text") && format != QLatin1String("json"))
            return fail(QStringLiteral("--format '%1' is not accepted for table; use text or json")
                            .arg(userinput::echo(format)));
        const QString id = parser.value(QStringLiteral("algorithm"));
        const auto alg = AlgorithmRegistry::instance().find(id);
        if (!alg)
            return fail(QStringLiteral("unknown algorithm '%1'; accepted: %2")
                            .arg(userinput::echo(id), AlgorithmRegistry::instance().ids().join(QStringLiteral(", "))));
        QStringList withTable;
        for (const auto &a : AlgorithmRegistry::instance().all())
            if (a->hasScheduleTable())
                withTable << a->id();
        if (!alg->hasScheduleTable())
            return fail(QStringLiteral("%1 has no schedule table; algorithms with one: %2")
                            .arg(id, withTable.join(QStringLiteral(", "))));
        QString error;
        const auto topology = Topology::create(parser.value(QStringLiteral("topology")), &error);
        if (!topology)
            return fail(error);
        const auto table = alg->scheduleTable(*topology, &error);
        if (!table)
            return fail(error);
        if (format == QLatin1String("json"))
            print(QString::fromUtf8(QJsonDocument(table->toJson()).toJson(QJsonDocument::Indented)));
        else
            print(table->toText());
        return 0;
    }

    if (command == QLatin1String("tadt")) {
        if (const QString e = refuseOptions({QStringLiteral("topology"), QStringLiteral("format")}); !e.isEmpty())
            return fail(e);
        if (!parser.isSet(QStringLiteral("topology")))
            return fail(QStringLiteral("tadt needs --topology SPEC, e.g. --topology torus:5x5"));
        if (format != QLatin1String("text") && format != QLatin1String("json"))
            return fail(QStringLiteral("--format '%1' is not accepted for tadt; use text or json")
                            .arg(userinput::echo(format)));
        QString error;
        const auto topology = Topology::create(parser.value(QStringLiteral("topology")), &error);
        if (!topology)
            return fail(error);
        const auto tree = tadt::build(*topology, &error);
        if (!tree)
            return fail(error);
        if (format == QLatin1String("json"))
            print(QString::fromUtf8(QJsonDocument(tadt::toJson(*topology, *tree)).toJson(QJsonDocument::Indented)));
        else
            print(tadt::toText(*topology, *tree));
        return 0;
    }

    if (command == QLatin1String("export")) {
        // The run is a Scenario, exactly as for run; then the export's own options.
        Scenario scenario;
        QString error;
        if (parser.isSet(QStringLiteral("scenario"))) {
            if (!Scenario::readFile(parser.value(QStringLiteral("scenario")), &scenario, &error))
                return fail(error);
        } else if (!parser.isSet(QStringLiteral("algorithm")) || !parser.isSet(QStringLiteral("topology"))) {
            return fail(QStringLiteral("export needs --scenario FILE, or --algorithm ID and --topology SPEC"));
        }
        for (const QString &name : Scenario::optionNames())
            if (name != QLatin1String("round") && parser.isSet(name)
                && !scenario.setOption(name, parser.value(name), &error))
                return fail(error);
        if (!scenario.validate(Scenario::Naming::CommandLine, &error))
            return fail(error);
        collviz::views::BatchExport job;
        if (parser.isSet(QStringLiteral("format")) && !job.setOption(QStringLiteral("format"), format, &error))
            return fail(error);
        for (const QString &name : collviz::views::BatchExport::optionNames())
            if (parser.isSet(name) && !job.setOption(name, parser.value(name), &error))
                return fail(error);
        if (parser.isSet(QStringLiteral("scenario")))
            job.scenarioRound = scenario.round; // a picture of the round the file shows
        const auto result = std::make_shared<const RunResult>(Engine::run(scenario.toRunRequest()));
        if (!result->ok)
            return fail(result->error);
        QString message;
        if (job.run(result, &message) != 0)
            return fail(message);
        return 0;
    }

    if (command == QLatin1String("run")) {
        for (const QCommandLineOption &o : exportOptions)
            if (parser.isSet(o.names().first()))
                return fail(QStringLiteral("--%1 applies to 'export' only").arg(o.names().first()));
        if (format != QLatin1String("text") && format != QLatin1String("json") && format != QLatin1String("csv"))
            return fail(QStringLiteral("--format '%1' is not accepted for run; use text, json or csv")
                            .arg(userinput::echo(format)));
        // The run is a Scenario (core/scenario.h): read from --scenario FILE if given, then
        // each option sets its field, then the whole is checked: the GUI does the same.
        Scenario scenario;
        QString error;
        if (parser.isSet(QStringLiteral("scenario"))) {
            if (!Scenario::readFile(parser.value(QStringLiteral("scenario")), &scenario, &error))
                return fail(error);
        } else if (!parser.isSet(QStringLiteral("algorithm"))) {
            return fail(QStringLiteral("run needs --algorithm ID (see 'collviz-cli list') or --scenario FILE"));
        } else if (!parser.isSet(QStringLiteral("topology"))) {
            return fail(QStringLiteral("run needs --topology SPEC, e.g. hypercube:4, ring:8, mesh:4x4, torus:3x3x3, "
                                       "tree:8"));
        }
        for (const QString &name : Scenario::optionNames())
            if (name != QLatin1String("round") && parser.isSet(name)
                && !scenario.setOption(name, parser.value(name), &error))
                return fail(error);
        if (!scenario.validate(Scenario::Naming::CommandLine, &error))
            return fail(error);
        const RunRequest req = scenario.toRunRequest();

        // On a terminal, long simulations show their progress on stderr (never in pipes or CI).
        Engine::Progress progress;
        int lastPercent = -1;
        const bool tty = isatty(fileno(stderr));
        if (tty)
            progress = [&lastPercent](int done, int total) {
                const int percent = total > 0 ? 100 * done / total : 100;
                if (percent == lastPercent || total < 100)
                    return;
                lastPercent = percent;
                std::fprintf(stderr, "\rcollviz-cli: simulating round %d of %d (%d%%)", done, total, percent);
            };
        const RunResult result = Engine::run(req, nullptr, progress);
        if (tty && lastPercent >= 0)
            std::fprintf(stderr, "\r\033[K");
        if (!result.ok)
            return fail(result.error);
        if (format == QLatin1String("json")) {
            QFile out;
            if (!out.open(stdout, QIODevice::WriteOnly) || !report::writeScheduleJson(result, out))
                return fail(QStringLiteral("cannot write the schedule to standard output"));
        } else if (format == QLatin1String("csv"))
            print(report::runCsv(result));
        else
            print(report::runText(result));
        return 0;
    }

    return fail(QStringLiteral("unknown command '%1'; accepted: list, run, explain, table, tadt, export").arg(userinput::echo(command)));
}

} // namespace

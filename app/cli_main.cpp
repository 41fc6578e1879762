// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// collviz-cli: the headless face of the engine.

#include "core/algorithms/alltoall/johnssonho_schedule.h"
#include "core/engine.h"
#include "core/formats/scheduleformat.h"
#include "core/report.h"
#include "core/scenario.h"
#include "core/scheduledocument.h"
#include "core/hamiltonian.h"
#include "core/sweep.h"
#include "core/tadt.h"
#include "core/platform/platform.h"
#include "core/userfiles.h"
#include "core/userinput.h"
#include "views/export/batchexport.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonDocument>
#include <QTextStream>

#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <functional>
#include <memory>
#include <new>

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

/// An option's long name ("out" of -o, --out): what sentences and the lists of options name.
QString longName(const QCommandLineOption &option)
{
    for (const QString &name : option.names())
        if (name.size() > 1)
            return name;
    return option.names().first();
}

/// The command line every command reads: the parser, the options it declares, the command
/// and the output format.
struct CommandLine
{
    QCommandLineParser parser;
    QList<QCommandLineOption> options;       ///< the engine's options
    QList<QCommandLineOption> exportOptions; ///< export's own (views/export/batchexport.h)
    QString command;
    QString format;

    /// Empty when every option given is in `allowed`; otherwise the sentence refusing the first other.
    QString refuseOptions(const QStringList &allowed) const
    {
        for (const QCommandLineOption &o : options + exportOptions) {
            const QString name = longName(o);
            if (parser.isSet(name) && !allowed.contains(name))
                return QStringLiteral("--%1 does not apply to '%2'").arg(name, userinput::echo(command));
        }
        return {};
    }

    /// The options a run is made of: a scenario file and each of its fields (the round aside,
    /// which only export takes), and the output format.
    static QStringList runOptions()
    {
        QStringList names{QStringLiteral("scenario"), QStringLiteral("format")};
        for (const QString &name : Scenario::optionNames())
            if (name != QLatin1String("round"))
                names << name;
        return names;
    }
};

/// The run's collviz-schedule/1 document on standard output; the sentence when it could not
/// be written whole.
QString printScheduleJson(const RunResult &result)
{
    std::fflush(stdout); // what was printed before goes first
    userfiles::Output out(QStringLiteral("-"));
    QString error;
    if (out.open(&error))
        report::writeScheduleJson(result, *out.device()); // a failed write is reported by commit()
    if (!out.device() || !out.commit(&error))
        return error;
    return {};
}

/// A run's report in the chosen format (text, csv, or the json schedule document): 0, or 2
/// when it could not be written whole.
int printReport(const CommandLine &cl, const RunResult &result)
{
    if (cl.format == QLatin1String("json")) {
        if (const QString e = printScheduleJson(result); !e.isEmpty())
            return fail(e);
    } else if (cl.format == QLatin1String("csv")) {
        print(report::runCsv(result));
    } else {
        print(report::runText(result));
    }
    return 0;
}

/// `collviz-cli sweep`: time against m (or against p over a family) for several algorithms
/// (core/sweep.h), with the crossovers. Numbers, specs and the model follow Scenario's rules.
/// --m MIN:MAX, --points N and --spacing log|linear into *range.
bool readSizeRange(const CommandLine &cl, SizeRange *range, QString *error)
{
    if (cl.parser.isSet(QStringLiteral("m")) && !SizeRange::parse(cl.parser.value(QStringLiteral("m")), range, error))
        return false;
    if (cl.parser.isSet(QStringLiteral("points"))) {
        int points = 0;
        const QString text = cl.parser.value(QStringLiteral("points"));
        if (!userinput::parseWholeNumber(text, &points) || points < 2 || points > SizeRange::kMaxPoints) {
            *error = QStringLiteral("--points '%1' is not accepted; use a whole number from 2 to %2")
                         .arg(userinput::echo(text))
                         .arg(SizeRange::kMaxPoints);
            return false;
        }
        range->points = points;
    }
    if (cl.parser.isSet(QStringLiteral("spacing"))) {
        const QString spacing = cl.parser.value(QStringLiteral("spacing"));
        if (spacing != QLatin1String("log") && spacing != QLatin1String("linear")) {
            *error = QStringLiteral("--spacing '%1' is not accepted; use log or linear").arg(userinput::echo(spacing));
            return false;
        }
        range->logSpaced = spacing == QLatin1String("log");
    }
    return true;
}

/// A sweep (over m, or over a family's networks) in the chosen format.
template<typename SweepResult>
void printSweep(const CommandLine &cl, const SweepResult &result)
{
    if (cl.format == QLatin1String("json"))
        print(QString::fromUtf8(QJsonDocument(result.toJson()).toJson(QJsonDocument::Indented)));
    else if (cl.format == QLatin1String("csv"))
        print(result.toCsv());
    else
        print(result.toText());
}

/// The options that choose the network, model and costs of a schedule file that names none
/// (core/formats/scheduleformat.h: ScheduleReadOptions).
QStringList readOptionNames()
{
    return {QStringLiteral("topology"), QStringLiteral("model"), QStringLiteral("m"), QStringLiteral("ts"),
            QStringLiteral("tw"), QStringLiteral("th"), QStringLiteral("tc")};
}

/// The format --schedule's file is in as far as it can be told before reading it (standard
/// input is told only by --schedule-format), or null.
const ScheduleFormat *scheduleFileFormat(const CommandLine &cl)
{
    const QString path = cl.parser.value(QStringLiteral("schedule"));
    const QString forced = cl.parser.value(QStringLiteral("schedule-format"));
    if (userfiles::isStandardStream(path) && forced.isEmpty())
        return nullptr;
    return ScheduleFormats::instance().formatOfFile(path, forced, nullptr);
}

/// Whether --schedule's file may be given a network, model and costs: its format names none,
/// or it cannot be told before reading (standard input; the reader then refuses them for a
/// format that names them).
bool scheduleTakesNetwork(const CommandLine &cl)
{
    const ScheduleFormat *format = scheduleFileFormat(cl);
    return !format || !format->namesNetwork();
}

/// --topology, --model and the costs given (`withM`: --m too; sweep's --m is its range) into
/// *options, each number read and checked as `run` reads it.
bool readOptionsOf(const CommandLine &cl, bool withM, ScheduleReadOptions *options, QString *error)
{
    options->topology = cl.parser.value(QStringLiteral("topology"));
    options->modelSpec = cl.parser.value(QStringLiteral("model"));
    Scenario costs; // t_s, t_w, ... read and checked as run reads them; CostParams's defaults
    bool anyCost = false;
    for (const QString &option : {QStringLiteral("m"), QStringLiteral("ts"), QStringLiteral("tw"), QStringLiteral("th"),
                                  QStringLiteral("tc")}) {
        if (!cl.parser.isSet(option) || (option == QLatin1String("m") && !withM))
            continue;
        if (!costs.setOption(option, cl.parser.value(option), error))
            return false;
        anyCost = true;
    }
    if (anyCost)
        options->cost = CostParams{costs.m, costs.ts, costs.tw, costs.th, costs.tc};
    return true;
}

/// The schedule file --schedule names ("-": standard input), in the format --schedule-format
/// names, else its own (core/formats/scheduleformat.h), under `options`.
bool readSchedule(const CommandLine &cl, const ScheduleReadOptions &options, RunResult *out, QString *error)
{
    return ScheduleFormats::instance().readFile(cl.parser.value(QStringLiteral("schedule")),
                                               cl.parser.value(QStringLiteral("schedule-format")), options, out,
                                               error);
}

/// "msccl (.xml), paje (.trace, .paje)": the formats read besides collviz-schedule/1, for
/// the sentences that name what --schedule takes.
QString otherFormatsNamed()
{
    QStringList names;
    for (const auto &f : ScheduleFormats::instance().all())
        if (f->canRead() && f.get() != ScheduleFormats::instance().all().front().get())
            names << QStringLiteral("%1 (.%2)").arg(f->name(), f->suffixes().join(QStringLiteral(", .")));
    return names.join(QStringLiteral(", "));
}

/// `report` (run text) with `note` after its head, the lines that name the run and its costs.
QString withNote(QString report, const QString &note)
{
    const qsizetype head = report.indexOf(QStringLiteral("\n\n"));
    report.insert(head < 0 ? report.size() : head + 1, note);
    return report;
}

/// "collviz-schedule/1, msccl, paje": the schedule formats export --format writes.
QString exportedScheduleFormats()
{
    QStringList names;
    for (const ScheduleFormat *f : ScheduleFormats::instance().writers())
        names << f->name();
    return names.join(QStringLiteral(", "));
}

/// "network: complete:8 (the file names none; --topology chooses)" when the file's format
/// names no network and the user chose none: the line that says the network was a default.
QString defaultNetworkNote(const CommandLine &cl, const RunResult &result)
{
    const ScheduleFormat *format = scheduleFileFormat(cl);
    if (!format || format->namesNetwork() || cl.parser.isSet(QStringLiteral("topology")) || !result.topology)
        return {};
    return QStringLiteral("network: %1 (the file names none; --topology chooses)\n").arg(result.topology->name());
}

/// `sweep --schedule FILE [--algorithms A,B]`: a schedule file's time against m, beside the
/// built-in algorithms named, run on the file's network. --model makes a what-if of all of
/// them; t_s, t_w and t_h are the file's unless given.
int sweepScheduleCommand(const CommandLine &cl)
{
    if (const QString e = cl.refuseOptions({QStringLiteral("schedule"), QStringLiteral("schedule-format"),
                                            QStringLiteral("algorithms"), QStringLiteral("topology"),
                                            QStringLiteral("model"), QStringLiteral("m"), QStringLiteral("ts"),
                                            QStringLiteral("tw"), QStringLiteral("th"), QStringLiteral("tc"),
                                            QStringLiteral("points"), QStringLiteral("spacing"), QStringLiteral("format")});
        !e.isEmpty())
        return fail(e + QStringLiteral(" with --schedule (the file fixes the network)"));
    // A file that names no network is read on the one chosen, under the model and costs
    // given; a collviz-schedule/1 document is read as it is (its reader refuses --topology)
    // and re-costed or made a what-if below.
    ScheduleReadOptions options;
    QString error;
    if (scheduleTakesNetwork(cl)) {
        if (!readOptionsOf(cl, false, &options, &error))
            return fail(error);
    } else {
        options.topology = cl.parser.value(QStringLiteral("topology"));
    }
    RunResult read;
    if (!readSchedule(cl, options, &read, &error))
        return fail(error);
    Scenario costs; // t_s, t_w, t_h, t_c read and checked as run reads them
    costs.ts = read.params.cost.ts;
    costs.tw = read.params.cost.tw;
    costs.th = read.params.cost.th;
    costs.tc = read.params.cost.tc;
    for (const QString &option : {QStringLiteral("ts"), QStringLiteral("tw"), QStringLiteral("th"), QStringLiteral("tc")})
        if (cl.parser.isSet(option) && !costs.setOption(option, cl.parser.value(option), &error))
            return fail(error);
    const QString modelSpec = cl.parser.value(QStringLiteral("model"));
    RunParams params = read.params;
    if (!modelSpec.isEmpty() && !CommModel::parse(modelSpec, read.naturalModel, &params.model, &error))
        return fail(error);
    std::vector<std::shared_ptr<const RunResult>> bases{std::make_shared<const RunResult>(
        params.model == read.model ? read : Engine::evaluate(read.origin(), read.problem, read.schedule, params))};
    const QStringList algorithms = cl.parser.isSet(QStringLiteral("algorithms"))
                                       ? cl.parser.value(QStringLiteral("algorithms")).split(QLatin1Char(','))
                                       : QStringList();
    if (!algorithms.isEmpty() && !SizeSweep::checkAlgorithms(algorithms, &error))
        return fail(error);
    for (const QString &id : algorithms) {
        const Operation op = AlgorithmRegistry::instance().find(id)->operation();
        if (op != read.operation())
            return fail(QStringLiteral("a sweep compares schedules of one operation: %1 is %2, the schedule file's is %3")
                            .arg(id, operationName(op), operationName(read.operation())));
        auto run = std::make_shared<const RunResult>(Engine::run(SizeSweep::request(id, read.topology->name(), modelSpec)));
        if (!run->ok)
            return fail(run->error);
        bases.push_back(std::move(run));
    }
    SizeRange range;
    if (!readSizeRange(cl, &range, &error))
        return fail(error);
    const CostParams cost{1.0, costs.ts, costs.tw, costs.th, costs.tc};
    printSweep(cl, SizeSweep(std::move(bases), modelSpec).evaluate(cost, range));
    return 0;
}

int sweepCommand(const CommandLine &cl)
{
    if (cl.format != QLatin1String("text") && cl.format != QLatin1String("json") && cl.format != QLatin1String("csv"))
        return fail(QStringLiteral("--format '%1' is not accepted for sweep; use text, csv or json")
                        .arg(userinput::echo(cl.format)));
    if (cl.parser.isSet(QStringLiteral("schedule")))
        return sweepScheduleCommand(cl);
    const bool family = cl.parser.isSet(QStringLiteral("family"));
    QStringList allowed{QStringLiteral("algorithms"), QStringLiteral("model"), QStringLiteral("m"),
                        QStringLiteral("ts"), QStringLiteral("tw"), QStringLiteral("th"), QStringLiteral("tc"),
                        QStringLiteral("format")};
    allowed << (family ? QStringList{QStringLiteral("family")}
                       : QStringList{QStringLiteral("topology"), QStringLiteral("points"), QStringLiteral("spacing")});
    if (const QString e = cl.refuseOptions(allowed); !e.isEmpty())
        return fail(family ? e + QStringLiteral(" with --family") : e);
    if (!cl.parser.isSet(QStringLiteral("algorithms")))
        return fail(QStringLiteral("sweep needs --algorithms A,B,..., e.g. --algorithms "
                                   "alltoall-hypercube-sex,alltoall-direct-exchange"));
    if (!family && !cl.parser.isSet(QStringLiteral("topology")))
        return fail(QStringLiteral("sweep needs --topology SPEC (e.g. hypercube:5) or --family %1")
                        .arg(sweptFamilies().join(QLatin1Char('|'))));
    const QStringList algorithms = cl.parser.value(QStringLiteral("algorithms")).split(QLatin1Char(','));
    if (algorithms.contains(QString()))
        return fail(QStringLiteral("--algorithms '%1' names an empty algorithm; give ids separated by commas, e.g. "
                                   "alltoall-hypercube-sex,alltoall-direct-exchange")
                        .arg(userinput::echo(cl.parser.value(QStringLiteral("algorithms")))));

    // Costs, model and topology are read as `run` reads them: a Scenario per algorithm.
    Scenario scenario;
    QString error;
    for (const QString &option : {QStringLiteral("topology"), QStringLiteral("model"), QStringLiteral("ts"),
                                  QStringLiteral("tw"), QStringLiteral("th"), QStringLiteral("tc")})
        if (cl.parser.isSet(option) && !scenario.setOption(option, cl.parser.value(option), &error))
            return fail(error);
    if (family)
        scenario.topology = QStringLiteral("ring:4"); // checked per network by the family sweep
    for (const QString &id : algorithms) {
        scenario.algorithm = id;
        if (!scenario.validate(Scenario::Naming::CommandLine, &error))
            return fail(error);
    }
    CostParams cost;
    cost.ts = scenario.ts;
    cost.tw = scenario.tw;
    cost.th = scenario.th;
    cost.tc = scenario.tc;

    if (family) {
        const QString which = cl.parser.value(QStringLiteral("family"));
        if (!sweptFamilies().contains(which))
            return fail(QStringLiteral("--family '%1' is not a family a sweep runs over; accepted: %2")
                            .arg(userinput::echo(which), sweptFamilies().join(QStringLiteral(", "))));
        if (cl.parser.isSet(QStringLiteral("m")) && !scenario.setOption(QStringLiteral("m"), cl.parser.value(QStringLiteral("m")), &error))
            return fail(error);
        cost.m = scenario.m;
        if (!SizeSweep::checkAlgorithms(algorithms, &error))
            return fail(error);
        // Runs above 1 GiB are skipped (and listed) rather than refusing the whole sweep.
        const FamilySweep sweep = FamilySweep::prepare(algorithms, which, scenario.model, 1024.0 * 1024 * 1024);
        printSweep(cl, sweep.evaluate(cost));
        return 0;
    }

    SizeRange range;
    if (!readSizeRange(cl, &range, &error))
        return fail(error);
    SizeSweep sweep;
    if (!SizeSweep::prepare(algorithms, scenario.topology, scenario.model, &sweep, &error))
        return fail(error);
    printSweep(cl, sweep.evaluate(cost, range));
    return 0;
}

} // namespace

int main(int argc, char *argv[])
{
    // An allocation that fails anywhere (the estimate let the run through, or the output grew)
    // ends like any other refusal: one sentence, status 2.
    try {
        const int code = run(argc, argv);
        // What was printed reached standard output: a redirection to a full disk is an
        // error like any other write that fails, not a silent success.
        if (code != 2 && (std::fflush(stdout) != 0 || std::ferror(stdout))) {
            std::fprintf(stderr, "collviz-cli: cannot write to standard output (%s)\n", std::strerror(errno));
            return 2;
        }
        return code;
    } catch (const std::bad_alloc &) {
        std::fputs("collviz-cli: the run ran out of memory; choose a smaller topology\n", stderr);
        return 2;
    }
}

namespace {

/// Declares the options on cl.parser; the description is the synopsis --help prints.
void declareOptions(CommandLine &cl)
{
    cl.parser.setApplicationDescription(QStringLiteral(
        "CollViz engine: runs and checks collective-communication schedules.\n\n"
        "Commands:\n"
        "  list     [--format text|json]\n"
        "  run      --algorithm ID --topology SPEC [--model SPEC] [--m WORDS] [--ts X] [--tw X] [--th X]\n"
        "           [--tc X] [--root R] [--shift Q] [--repeat S] [--format text|json|csv]\n"
        "  run      --scenario FILE [any of the options above, overriding the file's]\n"
        "  explain  --algorithm ID\n"
        "  table    --algorithm ID --topology SPEC [--format text|json|csv|latex]   (the source's schedule table)\n"
        "           Johnsson-Ho (alltoall-jh-*) also: [--elements K] [--blocked] [--channel-width B] [--necklaces]\n"
        "           [--summary]\n"
        "  table    --algorithm ID --topology SPEC [--repeat S] --memory|--pipelined|--concurrent [--format text|json]\n"
        "           (seed 004, alltoall-jh-*: memory state per phase (Table 3), S AAPCs pipelined, Algorithm 5)\n"
        "  tadt     --topology SPEC [--format text|json]   (seed 002's time-arc-disjoint trees: the generic tree\n"
        "           or, on meshes, every node's tree, levels, arcs with direction, height, Lemma 8's bound,\n"
        "           how they were found, the Lemma 11 and Corollary 10 checks)\n"
        "  cycles   --topology SPEC [--format text|json]   (seed 002's link-disjoint Hamiltonian cycles of a 2D or\n"
        "           3D torus, their checks, and whether a packet's pieces arrive in different rounds)\n"
        "  sweep    --algorithms A,B,... --topology SPEC [--m MIN:MAX] [--points N] [--spacing log|linear]\n"
        "           [--model SPEC] [--ts X] [--tw X] [--th X] [--tc X] [--format text|csv|json]   (time against m,\n"
        "           crossovers)\n"
        "  sweep    --algorithms A,B,... --family hypercube|ring|torus|complete|switch|fattree [--m WORDS]\n"
        "           [...]   (time against p)\n"
        "  sweep    --schedule FILE [--schedule-format NAME] [--algorithms A,B,...] [--m MIN:MAX] [...]   (a\n"
        "           schedule file's time against m, beside built-in algorithms on its network)\n"
        "  verify   --schedule FILE|- [--schedule-format NAME] [--format text|json|csv]   (reads a schedule\n"
        "           (collviz-schedule/1 or another format CollViz reads), replays and\n"
        "           times it as the engine does its own runs; exit 0 verified, 1 rules broken or not delivered)\n"
        "           A file that names no network (%1) also takes [--topology SPEC] (default\n"
        "           complete:P) [--model SPEC] [--m WORDS] [--ts X] [--tw X] [--th X] [--tc X], with verify,\n"
        "           export and sweep --schedule.\n")
            .arg(otherFormatsNamed())
        + collviz::views::BatchExport::helpText() + QStringLiteral("\n"

        "Topology SPEC: hypercube:4, ring:8, linear:8, mesh:4x4, torus:5x5, torus:3x3x3, mesh:4x4x4, tree:8,\n"
        "complete:8, switch:8, fattree:4, dragonfly:4,2,2.\n"
        "Model SPEC overrides the algorithm's natural model: e.g. wh,ports=1,duplex=full,noncombining or "
        "sf,ports=all.\n"
        "Whole numbers (sizes, ports=K, root, shift) are plain decimal integers: digits only, no sign."));
    cl.parser.addHelpOption();
    cl.parser.addVersionOption();
    // "-algorithm x" is read as "--algorithm x", not as the letters a, l, g, o, ... of short options.
    cl.parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    cl.parser.addPositionalArgument(QStringLiteral("command"), QStringLiteral("list, run, explain, table, tadt, cycles, sweep, verify or export"));
    cl.options = {
        {QStringLiteral("format"), QStringLiteral("Output format: text, json, csv (run, table, sweep) or latex (table); export: png, svg, pdf, gif, mp4, webm, tikz, beamer, csv, latex, md, simgrid, %1.").arg(exportedScheduleFormats()), QStringLiteral("format"),
         QStringLiteral("text")},
        {QStringLiteral("algorithm"), QStringLiteral("Algorithm id (see list)."), QStringLiteral("id")},
        {QStringLiteral("topology"), QStringLiteral("Topology SPEC."), QStringLiteral("spec")},
        {QStringLiteral("model"), QStringLiteral("Model SPEC overriding the natural model."), QStringLiteral("spec")},
        {QStringLiteral("m"), QStringLiteral("Message size in words (default 1); for sweep a range MIN:MAX (default "
                                             "1:4096)."),
         QStringLiteral("words")},
        {QStringLiteral("ts"), QStringLiteral("Start-up time t_s (default 1)."), QStringLiteral("x")},
        {QStringLiteral("tw"), QStringLiteral("Per-word time t_w (default 1)."), QStringLiteral("x")},
        {QStringLiteral("th"), QStringLiteral("Per-hop time t_h (default 0)."), QStringLiteral("x")},
        {QStringLiteral("tc"), QStringLiteral("Time to combine one word t_c, charged where a reduction combines "
                                              "(default 0)."),
         QStringLiteral("x")},
        {QStringLiteral("root"), QStringLiteral("Root processor for rooted operations (default 0)."), QStringLiteral("r")},
        {QStringLiteral("shift"), QStringLiteral("Shift amount q for shift algorithms (default 1)."), QStringLiteral("q")},
        {QStringLiteral("repeat"), QStringLiteral("S AAPCs in succession on S axes of D/S dimensions sharing the local "
                                                  "memory (alltoall-jh-*; default 1)."),
         QStringLiteral("s")},
        {QStringLiteral("memory"), QStringLiteral("table: the global memory state after each phase (seed 004 Table 3).")},
        {QStringLiteral("pipelined"), QStringLiteral("table: the S AAPCs of --repeat pipelined (seed 004 Corollary 2).")},
        {QStringLiteral("concurrent"), QStringLiteral("table: Algorithm 5's plan for the S AAPCs (seed 004 Figure 4).")},
        {QStringLiteral("scenario"), QStringLiteral("Read the run from a collviz-scenario/1 JSON file; the options above "
                                                    "override its fields (run only)."),
         QStringLiteral("file")},
        {QStringLiteral("blocked"), QStringLiteral("table, Johnsson-Ho algorithms: the blocking table (seed 004 section 5).")},
        {QStringLiteral("channel-width"),
         QStringLiteral("table, Johnsson-Ho algorithms: channels B elements wide (seed 004 section 6)."), QStringLiteral("B")},
        {QStringLiteral("elements"),
         QStringLiteral("table, Johnsson-Ho algorithms: K elements per node, a multiple of 2^d (default 2^d)."),
         QStringLiteral("K")},
        {QStringLiteral("necklaces"), QStringLiteral("table, Johnsson-Ho algorithms: the necklace classification.")},
        {QStringLiteral("summary"), QStringLiteral("table, Johnsson-Ho algorithms: Table 6 measured for all four algorithms.")},
        {QStringLiteral("algorithms"), QStringLiteral("Algorithm ids separated by commas (sweep)."), QStringLiteral("ids")},
        {QStringLiteral("points"), QStringLiteral("Sizes a sweep visits between MIN and MAX (default 13)."),
         QStringLiteral("n")},
        {QStringLiteral("spacing"), QStringLiteral("Spacing of a sweep's sizes: log (default) or linear."),
         QStringLiteral("spacing")},
        {QStringLiteral("schedule"), QStringLiteral("verify, export, sweep: a schedule file (collviz-schedule/1 JSON, %1), or - for standard input.").arg(otherFormatsNamed()),
         QStringLiteral("file")},
        {QStringLiteral("schedule-format"),
         QStringLiteral("verify, export, sweep: the format of --schedule's file (default: from its content, else its "
                        "suffix): %1.")
             .arg(ScheduleFormats::instance().accepted()),
         QStringLiteral("name")},
        {QStringLiteral("family"), QStringLiteral("Sweep over networks instead of m: hypercube (d = 2..10), ring "
                                                  "(p = 4..64), torus (z x z, z = 2..16), complete or switch "
                                                  "(p = 4..64) or fattree (K = 2..8)."),
         QStringLiteral("family")},
    };
    cl.parser.addOptions(cl.options);
    // export's own options (views/export/batchexport.h); flags take no value.
    for (const QString &name : collviz::views::BatchExport::optionNames()) {
        if (name.startsWith(QLatin1String("no-")))
            cl.exportOptions.append(QCommandLineOption(name, QStringLiteral("export: leave out the %1.").arg(name.mid(3))));
        else if (name == QLatin1String("out")) // -o, as compilers and curl spell it
            cl.exportOptions.append(QCommandLineOption(
                {QStringLiteral("o"), name},
                QStringLiteral("export: the file to write (a folder for simgrid; - prints text formats)."), name));
        else
            cl.exportOptions.append(QCommandLineOption(name, QStringLiteral("export: see the command's synopsis."), name));
    }
    cl.parser.addOptions(cl.exportOptions);
}

/// Parses `arguments`; -1 to go on with cl.command, else the exit status (--help, --version
/// or a refusal, said).
int parse(CommandLine &cl, const QStringList &arguments)
{
    if (!cl.parser.parse(arguments)) {
        QString text = cl.parser.errorText();
        if (text.endsWith(QLatin1Char('.')))
            text.chop(1);
        // "Unknown option '<what the user typed>'": never repeat a huge argument in full.
        if (text.size() > 2 * userinput::kMaxEchoedChars)
            text = userinput::echo(text);
        return fail(text + QStringLiteral("; see 'collviz-cli --help'"));
    }
    for (const QCommandLineOption &o : cl.options + cl.exportOptions)
        if (!o.valueName().isEmpty() && cl.parser.values(longName(o)).size() > 1)
            return fail(QStringLiteral("--%1 is given more than once; give it once").arg(longName(o)));
    if (cl.parser.isSet(QStringLiteral("help"))) {
        print(cl.parser.helpText());
        return 0;
    }
    if (cl.parser.isSet(QStringLiteral("version"))) {
        print(QStringLiteral("collviz-cli %1\n").arg(QCoreApplication::applicationVersion()));
        return 0;
    }

    const QStringList positional = cl.parser.positionalArguments();
    if (positional.size() != 1)
        return fail(QStringLiteral("expected exactly one command: list, run, explain, table, tadt, cycles, sweep, verify or export"));
    cl.command = positional.first();
    cl.format = cl.parser.value(QStringLiteral("format"));
    return -1;
}

int listCommand(const CommandLine &cl)
{
    if (const QString e = cl.refuseOptions({QStringLiteral("format")}); !e.isEmpty())
        return fail(e);
    if (cl.format == QLatin1String("json"))
        print(QString::fromUtf8(QJsonDocument(report::registryJson()).toJson(QJsonDocument::Indented)));
    else if (cl.format == QLatin1String("text"))
        print(report::registryText());
    else
        return fail(QStringLiteral("--format '%1' is not accepted for list; use text or json")
                        .arg(userinput::echo(cl.format)));
    return 0;
}

int explainCommand(const CommandLine &cl)
{
    if (const QString e = cl.refuseOptions({QStringLiteral("algorithm")}); !e.isEmpty())
        return fail(e);
    if (!cl.parser.isSet(QStringLiteral("algorithm")))
        return fail(QStringLiteral("explain needs --algorithm ID (see 'collviz-cli list')"));
    const QString id = cl.parser.value(QStringLiteral("algorithm"));
    const auto alg = AlgorithmRegistry::instance().find(id);
    if (!alg)
        return fail(QStringLiteral("unknown algorithm '%1'; accepted: %2")
                        .arg(userinput::echo(id), AlgorithmRegistry::instance().ids().join(QStringLiteral(", "))));
    print(report::explainText(*alg));
    return 0;
}

/// A source's schedule table in the chosen format, told what it is of (the JSON and the
/// CSV carry it): the algorithm, its natural model, the network, the view and its options.
void printTable(const CommandLine &cl, ScheduleTable table, const Algorithm &algorithm, const Topology &topology,
                const QString &view, const QList<std::pair<QString, int>> &params = {})
{
    table.algorithm = algorithm.id();
    table.topology = topology.name();
    table.model = algorithm.naturalModel().toString();
    table.view = view;
    table.params = params;
    if (cl.format == QLatin1String("json"))
        print(QString::fromUtf8(QJsonDocument(table.toJson()).toJson(QJsonDocument::Indented)));
    else if (cl.format == QLatin1String("csv"))
        print(table.toCsv());
    else if (cl.format == QLatin1String("latex"))
        print(table.toLatex());
    else
        print(table.toText());
}

/// Seed 004's multiple-AAPC views (johnssonho_multi.h): --memory, --pipelined, --concurrent.
int repeatTableCommand(const CommandLine &cl, const QStringList &jhOptions)
{
    for (const QString &name : jhOptions)
        if (cl.parser.isSet(name))
            return fail(QStringLiteral("--%1 does not apply to --memory, --pipelined or --concurrent; "
                                       "leave one of them out").arg(name));
    if (!cl.parser.isSet(QStringLiteral("algorithm")) || !cl.parser.isSet(QStringLiteral("topology")))
        return fail(QStringLiteral("table needs --algorithm ID and --topology SPEC, e.g. --algorithm "
                                   "alltoall-jh-alg1 --topology hypercube:4 --repeat 2 --memory"));
    if (cl.format != QLatin1String("text") && cl.format != QLatin1String("json"))
        return fail(QStringLiteral("--format '%1' is not accepted for table; use text or json")
                        .arg(userinput::echo(cl.format)));
    Scenario scenario;
    QString error;
    for (const QString &name : {QStringLiteral("algorithm"), QStringLiteral("topology"), QStringLiteral("repeat")})
        if (cl.parser.isSet(name) && !scenario.setOption(name, cl.parser.value(name), &error))
            return fail(error);
    if (!scenario.validate(Scenario::Naming::CommandLine, &error))
        return fail(error);
    const auto alg = AlgorithmRegistry::instance().find(scenario.algorithm);
    const auto topology = Topology::create(scenario.topology, &error);
    if (!topology)
        return fail(error);
    const auto what = cl.parser.isSet(QStringLiteral("memory"))      ? Algorithm::RepeatTable::Memory
                      : cl.parser.isSet(QStringLiteral("pipelined")) ? Algorithm::RepeatTable::Pipelined
                                                                  : Algorithm::RepeatTable::Concurrent;
    const auto table = alg->repeatTable(*topology, scenario.toRunRequest().params, what, &error);
    if (!table)
        return fail(error);
    const QString view = what == Algorithm::RepeatTable::Memory      ? QStringLiteral("memory")
                         : what == Algorithm::RepeatTable::Pipelined ? QStringLiteral("pipelined")
                                                                     : QStringLiteral("concurrent");
    printTable(cl, *table, *alg, *topology, view, {{QStringLiteral("repeat"), scenario.repeat}});
    return 0;
}

/// Seed 004's blocking, wide channels, K, necklaces and Table 6 (johnssonho_schedule.h).
int johnssonHoTableCommand(const CommandLine &cl)
{
    const QString id = cl.parser.value(QStringLiteral("algorithm"));
    if (!algorithms::isJohnssonHoAlgorithm(id))
        return fail(QStringLiteral("--blocked, --channel-width, --elements, --necklaces and --summary apply to "
                                   "the Johnsson-Ho algorithms (alltoall-jh-*), not to '%1'")
                        .arg(userinput::echo(id)));
    algorithms::JohnssonHoTableRequest request;
    request.blocked = cl.parser.isSet(QStringLiteral("blocked"));
    if (cl.parser.isSet(QStringLiteral("necklaces")) && cl.parser.isSet(QStringLiteral("summary")))
        return fail(QStringLiteral("--necklaces and --summary are two different tables; give one"));
    if (cl.parser.isSet(QStringLiteral("necklaces")))
        request.view = algorithms::JohnssonHoTableRequest::View::Necklaces;
    if (cl.parser.isSet(QStringLiteral("summary")))
        request.view = algorithms::JohnssonHoTableRequest::View::Summary;
    for (const auto &[name, field] : {std::pair{QStringLiteral("channel-width"), &request.channelWidth},
                                      std::pair{QStringLiteral("elements"), &request.elements}}) {
        if (!cl.parser.isSet(name))
            continue;
        const QString text = cl.parser.value(name);
        if (!userinput::parseWholeNumber(text, field) || *field < 1)
            return fail(QStringLiteral("--%1 '%2' is not accepted; give a whole number of at least 1")
                            .arg(name, userinput::echo(text)));
    }
    if (request.view != algorithms::JohnssonHoTableRequest::View::Schedule
        && (request.blocked || request.channelWidth > 1))
        return fail(QStringLiteral("--blocked and --channel-width change the schedule table, not the "
                                   "necklaces or the summary; leave them out"));
    QString error;
    const auto topology = Topology::create(cl.parser.value(QStringLiteral("topology")), &error);
    if (!topology)
        return fail(error);
    const auto table = algorithms::johnssonHoTable(id, *topology, request, &error);
    if (!table)
        return fail(error);
    using View = algorithms::JohnssonHoTableRequest::View;
    const QString view = request.view == View::Necklaces ? QStringLiteral("necklaces")
                         : request.view == View::Summary ? QStringLiteral("summary")
                         : request.channelWidth > 1      ? QStringLiteral("channel-width")
                         : request.blocked               ? QStringLiteral("blocked")
                                                         : QStringLiteral("schedule");
    QList<std::pair<QString, int>> params;
    if (request.elements > 0)
        params.append({QStringLiteral("elements"), request.elements});
    if (request.channelWidth > 1)
        params.append({QStringLiteral("channelWidth"), request.channelWidth});
    printTable(cl, *table, *AlgorithmRegistry::instance().find(id), *topology, view, params);
    return 0;
}

int tableCommand(const CommandLine &cl)
{
    const QStringList jhOptions{QStringLiteral("blocked"), QStringLiteral("channel-width"), QStringLiteral("elements"),
                                QStringLiteral("necklaces"), QStringLiteral("summary")};
    if (const QString e = cl.refuseOptions(QStringList{QStringLiteral("algorithm"), QStringLiteral("topology"),
                                                    QStringLiteral("format"), QStringLiteral("repeat"),
                                                    QStringLiteral("memory"), QStringLiteral("pipelined"),
                                                    QStringLiteral("concurrent")}
                                        + jhOptions);
        !e.isEmpty())
        return fail(e);
    // Seed 004's multiple-AAPC views (johnssonho_multi.h): --memory, --pipelined, --concurrent.
    const QStringList views{QStringLiteral("memory"), QStringLiteral("pipelined"), QStringLiteral("concurrent")};
    int viewsGiven = 0;
    for (const QString &v : views)
        viewsGiven += cl.parser.isSet(v) ? 1 : 0;
    if (viewsGiven > 1)
        return fail(QStringLiteral("--memory, --pipelined and --concurrent are different tables; give one"));
    if (cl.parser.isSet(QStringLiteral("repeat")) && viewsGiven == 0)
        return fail(QStringLiteral("--repeat in table needs --memory, --pipelined or --concurrent"));
    if (viewsGiven == 1)
        return repeatTableCommand(cl, jhOptions);
    if (!cl.parser.isSet(QStringLiteral("algorithm")) || !cl.parser.isSet(QStringLiteral("topology")))
        return fail(QStringLiteral("table needs --algorithm ID and --topology SPEC, e.g. --algorithm "
                                   "alltoall-hypercube-allport --topology hypercube:4"));
    if (cl.format != QLatin1String("text") && cl.format != QLatin1String("json") && cl.format != QLatin1String("csv")
        && cl.format != QLatin1String("latex"))
        return fail(QStringLiteral("--format '%1' is not accepted for table; use text, json, csv or latex")
                        .arg(userinput::echo(cl.format)));
    for (const QString &name : jhOptions)
        if (cl.parser.isSet(name))
            return johnssonHoTableCommand(cl);
    const QString id = cl.parser.value(QStringLiteral("algorithm"));
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
    const auto topology = Topology::create(cl.parser.value(QStringLiteral("topology")), &error);
    if (!topology)
        return fail(error);
    const auto table = alg->scheduleTable(*topology, &error);
    if (!table)
        return fail(error);
    printTable(cl, *table, *alg, *topology, QStringLiteral("schedule"));
    return 0;
}

/// tadt and cycles: one network in, one engine construction out, as text or JSON.
template <typename Build, typename ToJson, typename ToText>
int topologyCommand(const CommandLine &cl, const Build &build, const ToJson &toJson, const ToText &toText)
{
    if (const QString e = cl.refuseOptions({QStringLiteral("topology"), QStringLiteral("format")}); !e.isEmpty())
        return fail(e);
    if (!cl.parser.isSet(QStringLiteral("topology")))
        return fail(QStringLiteral("%1 needs --topology SPEC, e.g. --topology torus:5x5").arg(cl.command));
    if (cl.format != QLatin1String("text") && cl.format != QLatin1String("json"))
        return fail(QStringLiteral("--format '%1' is not accepted for %2; use text or json")
                        .arg(userinput::echo(cl.format), cl.command));
    QString error;
    const auto topology = Topology::create(cl.parser.value(QStringLiteral("topology")), &error);
    if (!topology)
        return fail(error);
    const auto built = build(*topology, &error);
    if (!built)
        return fail(error);
    if (cl.format == QLatin1String("json"))
        print(QString::fromUtf8(QJsonDocument(toJson(*topology, *built)).toJson(QJsonDocument::Indented)));
    else
        print(toText(*topology, *built));
    return 0;
}

/// The run's options given on the command line set their fields of `scenario` (read from
/// --scenario, or a default one; the round aside, which only export takes), then the whole is
/// checked, as the app checks its setup.
bool applyRunOptions(const CommandLine &cl, Scenario *scenario, QString *error)
{
    for (const QString &name : Scenario::optionNames())
        if (name != QLatin1String("round") && cl.parser.isSet(name)
            && !scenario->setOption(name, cl.parser.value(name), error))
            return false;
    return scenario->validate(Scenario::Naming::CommandLine, error);
}

/// The export's own options (--out, --format, --what, ...) into `job`; the sentence refusing one, or
/// refusing the file to write (checked before any run: a refused one costs nothing), or empty.
QString exportJob(const CommandLine &cl, collviz::views::BatchExport *job)
{
    QString error;
    if (cl.parser.isSet(QStringLiteral("format")) && !job->setOption(QStringLiteral("format"), cl.format, &error))
        return error;
    for (const QString &name : collviz::views::BatchExport::optionNames())
        if (cl.parser.isSet(name) && !job->setOption(name, cl.parser.value(name), &error))
            return error;
    return job->outputRefusal();
}

/// Set by SIGINT (Ctrl-C) while an export runs; the export's progress callback reads it and
/// cancels the export, which then leaves the file there before as it was.
volatile std::sig_atomic_t gExportInterrupted = 0;

extern "C" void interruptExport(int) { gExportInterrupted = 1; }

/// Runs `job` for `result`. On a terminal, an export that takes longer than about a second
/// shows its progress on stderr (never in pipes or CI). The first Ctrl-C cancels it cleanly
/// (status 130: the old file stays byte-identical, no temporary file is left); a second one
/// ends the program at once, as it would without the handler.
int runExport(const collviz::views::BatchExport &job, std::shared_ptr<const RunResult> result)
{
    const bool tty = collviz::core::platform::isTerminal(stderr);
    const QByteArray name = QFileInfo(job.out).fileName().toLocal8Bit();
    QElapsedTimer clock;
    clock.start();
    int lastPercent = -1;
    const collviz::views::ExportProgress progress = [&](int done, int total) {
        const int percent = total > 0 ? 100 * done / total : 100;
        if (tty && percent != lastPercent && clock.elapsed() >= 500) {
            lastPercent = percent;
            std::fprintf(stderr, "\rcollviz-cli: writing %s: %d of %d (%d%%)", name.constData(), done, total, percent);
        }
        return gExportInterrupted == 0;
    };
    gExportInterrupted = 0;
    collviz::core::platform::catchInterruptOnce(interruptExport);
    QString message;
    const std::shared_ptr<const RunResult> written = result;
    const int status = job.run(std::move(result), &message, progress);
    collviz::core::platform::releaseInterrupt();
    if (tty && lastPercent >= 0)
        std::fprintf(stderr, "\r\033[K");
    if (status != 0 && gExportInterrupted) {
        fail(QStringLiteral("export cancelled; '%1' was left as it was").arg(userinput::echo(job.out)));
        return 130; // the shell's status for a program ended by SIGINT
    }
    // Only for a file that was written: what its format could not keep of the run.
    if (const QString caveat = status == 0 && written && written->ok ? job.caveat(*written) : QString();
        !caveat.isEmpty())
        std::fprintf(stderr, "collviz-cli: note: %s\n", qPrintable(caveat));
    return status == 0 ? 0 : fail(message);
}

/// `export --schedule FILE`: a collviz-schedule/1 document's schedule, as verify reads it, drawn
/// or tabulated like any run's.
int exportScheduleCommand(const CommandLine &cl)
{
    // A file that names no network (MSCCL, Paje) takes the network, model and costs; a
    // collviz-schedule/1 document is the run.
    const bool takesNetwork = scheduleTakesNetwork(cl);
    if (const QString e = cl.refuseOptions(QStringList{QStringLiteral("schedule"), QStringLiteral("schedule-format"),
                                                       QStringLiteral("format")}
                                           + collviz::views::BatchExport::optionNames()
                                           + (takesNetwork ? readOptionNames() : QStringList()));
        !e.isEmpty())
        return fail(e + (takesNetwork ? QStringLiteral(" with --schedule")
                                      : QStringLiteral(" with --schedule (the document is the run)")));
    collviz::views::BatchExport job;
    if (const QString e = exportJob(cl, &job); !e.isEmpty())
        return fail(e);
    job.schedule = cl.parser.value(QStringLiteral("schedule")); // the panels open it as the window does
    ScheduleReadOptions options;
    QString error;
    if (!readOptionsOf(cl, true, &options, &error))
        return fail(error);
    RunResult read;
    if (!readSchedule(cl, options, &read, &error))
        return fail(error);
    return runExport(job, std::make_shared<const RunResult>(std::move(read)));
}

int exportCommand(const CommandLine &cl)
{
    if (cl.parser.isSet(QStringLiteral("schedule")))
        return exportScheduleCommand(cl);
    // The run is a Scenario, exactly as for run; then the export's own options.
    if (const QString e = cl.refuseOptions(CommandLine::runOptions() + collviz::views::BatchExport::optionNames()); !e.isEmpty())
        return fail(e);
    Scenario scenario;
    QString error;
    if (cl.parser.isSet(QStringLiteral("scenario"))) {
        if (!Scenario::readFile(cl.parser.value(QStringLiteral("scenario")), &scenario, &error))
            return fail(error);
    } else if (!cl.parser.isSet(QStringLiteral("algorithm")) || !cl.parser.isSet(QStringLiteral("topology"))) {
        return fail(QStringLiteral("export needs --scenario FILE, or --algorithm ID and --topology SPEC"));
    }
    if (!applyRunOptions(cl, &scenario, &error))
        return fail(error);
    collviz::views::BatchExport job;
    if (const QString e = exportJob(cl, &job); !e.isEmpty())
        return fail(e);
    if (cl.parser.isSet(QStringLiteral("scenario")))
        job.scenarioRound = scenario.round; // a picture of the round the file shows
    job.request = scenario.toRunRequest();
    job.views = scenario.views;
    const auto result = std::make_shared<const RunResult>(Engine::run(scenario.toRunRequest()));
    if (!result->ok)
        return fail(result->error);
    return runExport(job, result);
}

int runCommand(const CommandLine &cl)
{
    for (const QString &tableOnly : {QStringLiteral("memory"), QStringLiteral("pipelined"), QStringLiteral("concurrent")})
        if (cl.parser.isSet(tableOnly))
            return fail(QStringLiteral("--%1 does not apply to 'run'; it is a table view").arg(tableOnly));
    for (const QCommandLineOption &o : cl.exportOptions)
        if (cl.parser.isSet(longName(o)))
            return fail(QStringLiteral("--%1 applies to 'export' only").arg(longName(o)));
    if (const QString e = cl.refuseOptions(CommandLine::runOptions()); !e.isEmpty())
        return fail(e);
    if (cl.format != QLatin1String("text") && cl.format != QLatin1String("json") && cl.format != QLatin1String("csv"))
        return fail(QStringLiteral("--format '%1' is not accepted for run; use text, json or csv")
                        .arg(userinput::echo(cl.format)));
    // The run is a Scenario (core/scenario.h): read from --scenario FILE if given, then
    // each option sets its field, then the whole is checked: the GUI does the same.
    Scenario scenario;
    QString error;
    if (cl.parser.isSet(QStringLiteral("scenario"))) {
        if (!Scenario::readFile(cl.parser.value(QStringLiteral("scenario")), &scenario, &error))
            return fail(error);
    } else if (!cl.parser.isSet(QStringLiteral("algorithm"))) {
        return fail(QStringLiteral("run needs --algorithm ID (see 'collviz-cli list') or --scenario FILE"));
    } else if (!cl.parser.isSet(QStringLiteral("topology"))) {
        return fail(QStringLiteral("run needs --topology SPEC, e.g. hypercube:4, ring:8, mesh:4x4, torus:3x3x3, "
                                   "tree:8"));
    }
    if (!applyRunOptions(cl, &scenario, &error))
        return fail(error);
    const RunRequest req = scenario.toRunRequest();

    // On a terminal, long simulations show their progress on stderr (never in pipes or CI).
    Engine::Progress progress;
    int lastPercent = -1;
    const bool tty = collviz::core::platform::isTerminal(stderr);
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
    return printReport(cl, result);
}

int verifyCommand(const CommandLine &cl)
{
    // A schedule someone wrote or edited, checked as the engine checks its own.
    // --topology, --model and the costs choose them for a file that names none; the reader
    // refuses them for one that names them (collviz-schedule/1), in one sentence.
    if (const QString e = cl.refuseOptions(QStringList{QStringLiteral("schedule"), QStringLiteral("schedule-format"),
                                                       QStringLiteral("format")}
                                           + readOptionNames());
        !e.isEmpty())
        return fail(e);
    if (!cl.parser.isSet(QStringLiteral("schedule")))
        return fail(QStringLiteral("verify needs --schedule FILE (a collviz-schedule/1 document, as 'collviz-cli "
                                   "run --format json' writes, or %1), or --schedule - for standard input")
                        .arg(otherFormatsNamed()));
    if (cl.format != QLatin1String("text") && cl.format != QLatin1String("json") && cl.format != QLatin1String("csv"))
        return fail(QStringLiteral("--format '%1' is not accepted for verify; use text, json or csv")
                        .arg(userinput::echo(cl.format)));
    ScheduleReadOptions options;
    RunResult result;
    QString error;
    if (!readOptionsOf(cl, true, &options, &error) || !readSchedule(cl, options, &result, &error))
        return fail(error);
    if (cl.format == QLatin1String("text"))
        print(withNote(report::runText(result), defaultNetworkNote(cl, result)));
    else if (const int status = printReport(cl, result); status != 0)
        return status;
    return result.simulation.verified ? 0 : 1;
}

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

    CommandLine cl;
    declareOptions(cl);
    if (const int status = parse(cl, exporting ? exportArguments : QCoreApplication::arguments()); status >= 0)
        return status;
    const std::pair<const char *, std::function<int(const CommandLine &)>> commands[] = {
        {"list", listCommand},
        {"explain", explainCommand},
        {"table", tableCommand},
        {"tadt", [](const CommandLine &c) { return topologyCommand(c, tadt::build, tadt::toJson, tadt::toText); }},
        {"cycles",
         [](const CommandLine &c) {
             return topologyCommand(c, hamiltonian::decompose, hamiltonian::toJson, hamiltonian::toText);
         }},
        {"export", exportCommand},
        {"run", runCommand},
        {"sweep", sweepCommand},
        {"verify", verifyCommand},
    };
    for (const auto &[name, command] : commands)
        if (cl.command == QLatin1String(name))
            return command(cl);
    return fail(QStringLiteral("unknown command '%1'; accepted: list, run, explain, table, tadt, cycles, sweep, verify, export")
                    .arg(userinput::echo(cl.command)));
}

} // namespace

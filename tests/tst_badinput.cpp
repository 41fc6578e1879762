// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Bad input everywhere, in one table: what a user types or hands to collviz-cli and collviz
// (arguments, scenario files, schedule documents, sizes the programs cannot take), each with
// the one sentence they must answer and the exit status 2 (1 for a schedule that reads but
// breaks a rule). Every case runs the built program as a user does; none may crash, hang,
// print a second line of complaint or answer with a silent default.
//
// The finer tables of each part stay where they are (tst_cli, tst_scenario, tst_topology,
// tst_model, tst_scheduledocument, gui/tst_commandline); this one is the user's tour.

#include "programrun.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <sys/stat.h>

using namespace collviz::tests;

namespace {

/// A file the case hands to the program in place of "@FILE".
enum class File { None, Text, Sparse1GiB, Directory, Missing, Fifo };

const QByteArray kScenarioHead = R"({"format":"collviz-scenario/1","algorithm":"allgather-ring","topology":"ring:8")";

QByteArray scenario(const char *rest) { return kScenarioHead + rest + "}"; }

/// A small valid schedule document (allgather-ring on ring:4, times left out), edited by
/// `replace` (a literal substring replaced once).
QByteArray schedule(const QByteArray &from = {}, const QByteArray &to = {})
{
    QByteArray doc = R"({"format":"collviz-schedule/1","algorithm":"allgather-ring","operation":"allgather",)"
                     R"("topology":{"spec":"ring:4"},"model":{"switching":"sf","ports":1,"duplex":"full","combining":true},)"
                     R"("params":{"m":1,"ts":1,"tw":1,"th":0},)"
                     R"("packets":[{"id":0,"origin":0,"dest":-1,"size":1},{"id":1,"origin":1,"dest":-1,"size":1},)"
                     R"({"id":2,"origin":2,"dest":-1,"size":1},{"id":3,"origin":3,"dest":-1,"size":1}],)"
                     R"("initial":[[0],[1],[2],[3]],)"
                     R"("rounds":[{"transfers":[{"src":0,"dst":1,"path":[0,1],"packets":[0]},)"
                     R"({"src":1,"dst":2,"path":[1,2],"packets":[1]},{"src":2,"dst":3,"path":[2,3],"packets":[2]},)"
                     R"({"src":3,"dst":0,"path":[3,0],"packets":[3]}]},)"
                     R"({"transfers":[{"src":0,"dst":1,"path":[0,1],"packets":[3]},)"
                     R"({"src":1,"dst":2,"path":[1,2],"packets":[0]},{"src":2,"dst":3,"path":[2,3],"packets":[1]},)"
                     R"({"src":3,"dst":0,"path":[3,0],"packets":[2]}]},)"
                     R"({"transfers":[{"src":0,"dst":1,"path":[0,1],"packets":[2]},)"
                     R"({"src":1,"dst":2,"path":[1,2],"packets":[3]},{"src":2,"dst":3,"path":[2,3],"packets":[0]},)"
                     R"({"src":3,"dst":0,"path":[3,0],"packets":[1]}]}]})";
    if (!from.isEmpty()) {
        const qsizetype at = doc.indexOf(from);
        Q_ASSERT(at >= 0);
        doc.replace(at, from.size(), to);
    }
    return doc;
}

} // namespace

class TstBadInput : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void oneSentence_data();
    void oneSentence();
    void theScheduleTemplateIsValid();

private:
    QTemporaryDir mDir;
};

void TstBadInput::initTestCase() { QVERIFY(mDir.isValid()); }

void TstBadInput::oneSentence_data()
{
    QTest::addColumn<QString>("program");   // cli or app
    QTest::addColumn<QStringList>("args");  // "@FILE" stands for the case's file
    QTest::addColumn<int>("file");          // File
    QTest::addColumn<QByteArray>("content"); // for File::Text
    QTest::addColumn<bool>("display");      // false: no DISPLAY, no WAYLAND_DISPLAY, no QT_QPA_PLATFORM
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("mentions");

    const QString cli = QStringLiteral("cli");
    const QString app = QStringLiteral("app");
    const int none = int(File::None);
    const int text = int(File::Text);
    const QString run = QStringLiteral("run");
    const QString a = QStringLiteral("--algorithm");
    const QString t = QStringLiteral("--topology");
    const QString ring = QStringLiteral("allgather-ring");
    const QStringList runScenario{run, QStringLiteral("--scenario"), QStringLiteral("@FILE")};
    const QStringList verify{QStringLiteral("verify"), QStringLiteral("--schedule"), QStringLiteral("@FILE")};
    const QStringList appScenario{QStringLiteral("--scenario"), QStringLiteral("@FILE"), QStringLiteral("--screenshot"),
                                  QStringLiteral("@OUT.png")};
    auto row = [&](const char *name, const QString &program, const QStringList &args, int file, const QByteArray &content,
                   int code, const char *mentions) {
        QTest::newRow(name) << program << args << file << content << true << code << QString::fromUtf8(mentions);
    };

    // collviz-cli arguments.
    row("cli: no command", cli, {}, none, {}, 2, "expected exactly one command");
    row("cli: unknown command", cli, {QStringLiteral("fly")}, none, {}, 2, "unknown command 'fly'");
    row("cli: unknown option", cli, {run, QStringLiteral("--speed"), QStringLiteral("3")}, none, {}, 2,
        "Unknown option 'speed'");
    row("cli: option twice", cli, {run, a, ring, t, QStringLiteral("ring:8"), t, QStringLiteral("ring:4")}, none, {}, 2,
        "--topology is given more than once");
    row("cli: unknown algorithm", cli, {run, a, QStringLiteral("nope"), t, QStringLiteral("ring:8")}, none, {}, 2,
        "unknown algorithm 'nope'; accepted: broadcast-recursive-doubling");
    row("cli: unknown topology kind", cli, {run, a, ring, t, QStringLiteral("star:8")}, none, {}, 2,
        "unknown topology kind 'star'");
    row("cli: size with a sign", cli, {run, a, ring, t, QStringLiteral("ring:+5")}, none, {}, 2,
        "malformed size '+5' in topology 'ring:+5'");
    row("cli: size out of range", cli, {run, a, QStringLiteral("alltoall-hypercube-sex"), t, QStringLiteral("hypercube:40")},
        none, {}, 2, "out of range");
    row("cli: algorithm on another network", cli, {run, a, ring, t, QStringLiteral("mesh:4x4")}, none, {}, 2,
        "allgather-ring runs on ring");
    row("cli: algorithm on an unsupported size", cli,
        {run, a, QStringLiteral("alltoall-mesh-bex"), t, QStringLiteral("mesh:3x3")}, none, {}, 2,
        "sides are powers of two");
    row("cli: too big for memory", cli, {run, a, QStringLiteral("alltoall-hypercube-sex"), t, QStringLiteral("hypercube:16")},
        none, {}, 2, "would need about 440 GiB of memory");
    // Few packets but long, congested paths: the paths' hops are what would not fit.
    row("cli: too many hops for memory", cli,
        {run, a, QStringLiteral("broadcast-ring-near-first"), t, QStringLiteral("ring:65536")}, none, {}, 2,
        "would need about 40 GiB of memory");
    row("cli: malformed model", cli, {run, a, ring, t, QStringLiteral("ring:8"), QStringLiteral("--model"),
                                      QStringLiteral("ports=zero")},
        none, {}, 2, "unknown model item 'ports=zero'");
    row("cli: contradictory model", cli, {run, a, ring, t, QStringLiteral("ring:8"), QStringLiteral("--model"),
                                          QStringLiteral("sf,wh")},
        none, {}, 2, "'sf' and 'wh'");
    row("cli: too many ports", cli, {run, a, ring, t, QStringLiteral("ring:8"), QStringLiteral("--model"),
                                     QStringLiteral("ports=999")},
        none, {}, 2, "ports=999 is out of range");
    row("cli: negative m", cli, {run, a, ring, t, QStringLiteral("ring:8"), QStringLiteral("--m"), QStringLiteral("-1")},
        none, {}, 2, "--m '-1'");
    row("cli: huge m", cli, {run, a, ring, t, QStringLiteral("ring:8"), QStringLiteral("--m"), QStringLiteral("1e308")},
        none, {}, 2, "at most 1e12");
    row("cli: t_s not a number", cli, {run, a, ring, t, QStringLiteral("ring:8"), QStringLiteral("--ts"),
                                       QStringLiteral("nan")},
        none, {}, 2, "--ts 'nan'");
    row("cli: root beyond the network", cli, {run, a, QStringLiteral("broadcast-recursive-doubling"), t,
                                              QStringLiteral("ring:8"), QStringLiteral("--root"), QStringLiteral("9")},
        none, {}, 2, "accepted: 0..7");
    row("cli: root for a rootless operation", cli, {run, a, ring, t, QStringLiteral("ring:8"), QStringLiteral("--root"),
                                                    QStringLiteral("2")},
        none, {}, 2, "--root means nothing");
    row("cli: unknown output format", cli, {run, a, ring, t, QStringLiteral("ring:8"), QStringLiteral("--format"),
                                            QStringLiteral("xml")},
        none, {}, 2, "--format 'xml'");
    row("cli: control characters echoed safely", cli, {run, a, QStringLiteral("all\x1b[31mgather"), t,
                                                       QStringLiteral("ring:8")},
        none, {}, 2, "unknown algorithm 'all\\u001B[31mgather'");
    row("cli: export to a suffix it cannot write", cli, {QStringLiteral("export"), a, ring, t, QStringLiteral("ring:8"),
                                                         QStringLiteral("--out"), QStringLiteral("@OUT.bmpx")},
        none, {}, 2, ".bmpx");
    row("cli: export of a round the run does not have", cli,
        {QStringLiteral("export"), a, ring, t, QStringLiteral("ring:8"), QStringLiteral("--round"), QStringLiteral("50"),
         QStringLiteral("--out"), QStringLiteral("@OUT.png")},
        none, {}, 2, "--round 50 is beyond the run's 7 rounds");
    row("cli: TADT search beyond its work limit", cli, {QStringLiteral("tadt"), t, QStringLiteral("torus:14x14x14")}, none,
        {}, 2, "work limit of 60 000 000 steps");
    row("cli: sweep with too many points", cli,
        {QStringLiteral("sweep"), QStringLiteral("--algorithms"), QStringLiteral("alltoall-hypercube-sex"), t,
         QStringLiteral("hypercube:3"), QStringLiteral("--points"), QStringLiteral("100000000")},
        none, {}, 2, "--points '100000000' is not accepted");
    row("cli: a table the algorithm does not have", cli, {QStringLiteral("table"), a, ring, t, QStringLiteral("ring:8")},
        none, {}, 2, "allgather-ring has no schedule table");

    // Scenario files (collviz-cli run --scenario).
    row("scenario: missing file", cli, runScenario, int(File::Missing), {}, 2, "cannot read scenario file");
    row("scenario: a directory", cli, runScenario, int(File::Directory), {}, 2, "is a directory");
    row("scenario: empty file", cli, runScenario, text, {}, 2, "is not a JSON object (illegal value at offset 0)");
    row("scenario: not JSON", cli, runScenario, text, "algorithm=allgather-ring", 2, "is not a JSON object");
    row("scenario: binary junk", cli, runScenario, text, QByteArray("\x00\xff\xfe{", 4), 2, "is not a JSON object");
    row("scenario: a JSON array", cli, runScenario, text, "[1,2]", 2, "another JSON value");
    row("scenario: nested too deeply", cli, runScenario, text, QByteArray(5000, '[') + QByteArray(5000, ']'), 2,
        "too deeply nested");
    row("scenario: newer format", cli, runScenario, text,
        R"({"format":"collviz-scenario/9","algorithm":"allgather-ring","topology":"ring:8"})", 2,
        "format \"collviz-scenario/9\" was written by a newer CollViz");
    row("scenario: missing algorithm", cli, runScenario, text, R"({"format":"collviz-scenario/1","topology":"ring:8"})", 2,
        "algorithm is missing");
    row("scenario: topology of the wrong type", cli, runScenario, text,
        R"({"format":"collviz-scenario/1","algorithm":"allgather-ring","topology":5})", 2,
        "topology 5 is not accepted; it takes a non-empty JSON string");
    row("scenario: m as text", cli, runScenario, text, scenario(R"(,"params":{"m":"ten"})"), 2,
        "params.m \"ten\" is not accepted");
    row("scenario: number beyond double", cli, runScenario, text, scenario(R"(,"params":{"m":1e400})"), 2,
        "illegal number");
    row("scenario: huge round", cli, runScenario, text, scenario(R"(,"round":99999999999)"), 2,
        "round 99999999999 is not accepted");
    row("scenario: misspelt member", cli, runScenario, text, scenario(R"(,"colour":"red")"), 2,
        "member 'colour' is not part of a scenario");
    row("scenario: a 1 GB file", cli, runScenario, int(File::Sparse1GiB), {}, 2, "is larger than 1 MiB");

    // Schedule documents (collviz-cli verify --schedule).
    row("schedule: not JSON", cli, verify, text, "rounds: 3", 2, "it is not a JSON object");
    row("schedule: a scenario instead", cli, verify, text, scenario(""), 2,
        "format \"collviz-scenario/1\" is not accepted; it takes \"collviz-schedule/1\"");
    row("schedule: missing rounds", cli, verify, text, schedule(R"(,"rounds":[)", R"(,"rundos":[)"), 2,
        "rundos is not part of a schedule document");
    row("schedule: vertex of the wrong type", cli, verify, text, schedule(R"("src":0,"dst":1)", R"("src":"a","dst":1)"), 2,
        "rounds[0].transfers[0].src \"a\" is not accepted; it takes a vertex of ring:4");
    row("schedule: huge packet id", cli, verify, text, schedule(R"("packets":[0]})", R"("packets":[1e15]})"), 2,
        "rounds[0].transfers[0].packets[0] 1000000000000000 is not accepted; it takes a packet id, a whole number 0..3");
    row("schedule: packets of another operation", cli, verify, text,
        schedule(R"({"id":2,"origin":2,"dest":-1)", R"({"id":2,"origin":2,"dest":0)"), 2,
        "packets[2] is not what allgather on ring:4 starts with");
    row("schedule: a 1 GB file", cli, verify, int(File::Sparse1GiB), {}, 2, "is larger than 256 MiB");
    row("schedule: sends what it does not hold", cli, verify, text,
        schedule(R"("src":0,"dst":1,"path":[0,1],"packets":[0]})", R"("src":0,"dst":1,"path":[0,1],"packets":[2]})"), 1,
        "not-held");

    // Options of other commands: every command refuses what it does not take.
    const QStringList runRing{run, a, ring, t, QStringLiteral("ring:8")};
    const QStringList exportRing{QStringLiteral("export"), a, ring, t, QStringLiteral("ring:8"), QStringLiteral("--out"),
                                 QStringLiteral("@OUT.csv"), QStringLiteral("--what"), QStringLiteral("table")};
    const struct
    {
        const char *name;
        QStringList extra;
        const char *mentions;
    } foreignToRun[] = {
        {"run: --elements (table)", {QStringLiteral("--elements"), QStringLiteral("16")}, "--elements does not apply to 'run'"},
        {"run: --blocked (table)", {QStringLiteral("--blocked")}, "--blocked does not apply to 'run'"},
        {"run: --summary (table)", {QStringLiteral("--summary")}, "--summary does not apply to 'run'"},
        {"run: --necklaces (table)", {QStringLiteral("--necklaces")}, "--necklaces does not apply to 'run'"},
        {"run: --channel-width (table)", {QStringLiteral("--channel-width"), QStringLiteral("2")},
         "--channel-width does not apply to 'run'"},
        {"run: --points (sweep)", {QStringLiteral("--points"), QStringLiteral("5")}, "--points does not apply to 'run'"},
        {"run: --spacing (sweep)", {QStringLiteral("--spacing"), QStringLiteral("log")}, "--spacing does not apply to 'run'"},
        {"run: --family (sweep)", {QStringLiteral("--family"), QStringLiteral("ring")}, "--family does not apply to 'run'"},
        {"run: --algorithms (sweep)", {QStringLiteral("--algorithms"), ring}, "--algorithms does not apply to 'run'"},
        {"run: --schedule (verify)", {QStringLiteral("--schedule"), QStringLiteral("/nonexistent/s.json")},
         "--schedule does not apply to 'run'"},
        {"run: --out (export)", {QStringLiteral("--out"), QStringLiteral("@OUT.png")}, "--out applies to 'export' only"},
    };
    for (const auto &c : foreignToRun)
        row(c.name, cli, runRing + c.extra, none, {}, 2, c.mentions);
    const struct
    {
        const char *name;
        QStringList extra;
        const char *mentions;
    } foreignToExport[] = {
        {"export: --elements (table)", {QStringLiteral("--elements"), QStringLiteral("16")},
         "--elements does not apply to 'export'"},
        {"export: --blocked (table)", {QStringLiteral("--blocked")}, "--blocked does not apply to 'export'"},
        {"export: --summary (table)", {QStringLiteral("--summary")}, "--summary does not apply to 'export'"},
        {"export: --memory (table)", {QStringLiteral("--memory")}, "--memory does not apply to 'export'"},
        {"export: --points (sweep)", {QStringLiteral("--points"), QStringLiteral("5")}, "--points does not apply to 'export'"},
        {"export: --family (sweep)", {QStringLiteral("--family"), QStringLiteral("ring")},
         "--family does not apply to 'export'"},
        {"export: --algorithms (sweep)", {QStringLiteral("--algorithms"), ring}, "--algorithms does not apply to 'export'"},
    };
    for (const auto &c : foreignToExport)
        row(c.name, cli, exportRing + c.extra, none, {}, 2, c.mentions);
    row("export: a schedule document and a run's options", cli,
        {QStringLiteral("export"), QStringLiteral("--schedule"), QStringLiteral("@FILE"), t, QStringLiteral("ring:4"),
         QStringLiteral("--out"), QStringLiteral("@OUT.png")},
        text, schedule(), 2, "--topology does not apply to 'export' with --schedule (the document is the run)");
    row("export: a schedule document that is a FIFO", cli,
        {QStringLiteral("export"), QStringLiteral("--schedule"), QStringLiteral("@FILE"), QStringLiteral("--out"),
         QStringLiteral("@OUT.png")},
        int(File::Fifo), {}, 2, "it is not a regular file");
    row("cli: a long option with one dash", cli, {run, QStringLiteral("-algorithm"), QStringLiteral("x"),
                                                  QStringLiteral("-topology"), QStringLiteral("ring:8")},
        none, {}, 2, "unknown algorithm 'x'");
    row("sweep: empty --algorithms", cli, {QStringLiteral("sweep"), QStringLiteral("--algorithms"), QString(), t,
                                           QStringLiteral("ring:8")},
        none, {}, 2, "--algorithms '' names an empty algorithm");
    row("sweep: an empty id among the algorithms", cli,
        {QStringLiteral("sweep"), QStringLiteral("--algorithms"), ring + QStringLiteral(",,allgather-ring"), t,
         QStringLiteral("ring:8")},
        none, {}, 2, "names an empty algorithm");
    row("export: latex into a .csv", cli, {QStringLiteral("export"), a, ring, t, QStringLiteral("ring:8"),
                                           QStringLiteral("--what"), QStringLiteral("table"), QStringLiteral("--format"),
                                           QStringLiteral("latex"), QStringLiteral("--out"), QStringLiteral("@OUT.csv")},
        none, {}, 2, "--format latex writes .tex files, but --out");
    row("export: csv into a .md", cli, {QStringLiteral("export"), a, ring, t, QStringLiteral("ring:8"),
                                        QStringLiteral("--what"), QStringLiteral("table"), QStringLiteral("--format"),
                                        QStringLiteral("csv"), QStringLiteral("--out"), QStringLiteral("@OUT.md")},
        none, {}, 2, "--format csv writes .csv files, but --out");
    row("export: tikz into a .png", cli, {QStringLiteral("export"), a, ring, t, QStringLiteral("ring:8"),
                                          QStringLiteral("--round"), QStringLiteral("1"), QStringLiteral("--format"),
                                          QStringLiteral("tikz"), QStringLiteral("--out"), QStringLiteral("@OUT.png")},
        none, {}, 2, "--format tikz writes .tex files, but --out");
    row("export: more pixels than painted", cli,
        {QStringLiteral("export"), a, ring, t, QStringLiteral("ring:8"), QStringLiteral("--round"), QStringLiteral("1"),
         QStringLiteral("--size"), QStringLiteral("8192x8192"), QStringLiteral("--dpi"), QStringLiteral("1200"),
         QStringLiteral("--out"), QStringLiteral("@OUT.png")},
        none, {}, 2, "is more than CollViz paints");
    row("export: animation of more pixels than painted", cli,
        {QStringLiteral("export"), a, ring, t, QStringLiteral("ring:8"), QStringLiteral("--size"),
         QStringLiteral("8192x8192"), QStringLiteral("--dpi"), QStringLiteral("400"), QStringLiteral("--out"),
         QStringLiteral("@OUT.gif")},
        none, {}, 2, "is more than CollViz paints");

    // Files that are not regular files: refused before they are opened, naming them; a FIFO
    // never hangs a reader, and no device or FIFO is replaced by a regular file.
    const int fifo = int(File::Fifo);
    const QStringList exportScenario{QStringLiteral("export"), QStringLiteral("--scenario"), QStringLiteral("@FILE"),
                                     QStringLiteral("--out"), QStringLiteral("@OUT.png")};
    row("scenario: a FIFO", cli, runScenario, fifo, {}, 2, "it is not a regular file (a device, FIFO or socket)");
    row("scenario: a FIFO for export", cli, exportScenario, fifo, {}, 2, "it is not a regular file");
    row("schedule: a FIFO", cli, verify, fifo, {}, 2, "it is not a regular file (a device, FIFO or socket)");
    row("schedule: a directory", cli, verify, int(File::Directory), {}, 2, "it is a directory");
    row("schedule: a missing file", cli, verify, int(File::Missing), {}, 2, "cannot read schedule file");
    row("schedule: an empty name", cli, {QStringLiteral("verify"), QStringLiteral("--schedule"), QString()}, none, {}, 2,
        "is named '', which names no file");
    row("scenario: an empty name", cli, {run, QStringLiteral("--scenario"), QString()}, none, {}, 2,
        "is named '', which names no file");
    row("app: a FIFO scenario", app, appScenario, fifo, {}, 2, "it is not a regular file");
    row("app: a directory scenario", app, appScenario, int(File::Directory), {}, 2, "it is a directory");
    row("export: table into a FIFO", cli, {QStringLiteral("export"), a, ring, t, QStringLiteral("ring:8"),
                                           QStringLiteral("--what"), QStringLiteral("table"), QStringLiteral("--out"),
                                           QStringLiteral("@FIFO.csv")},
        none, {}, 2, "it is not a regular file (a device, FIFO or socket); only regular files and - (standard output)");
    row("export: picture into a FIFO", cli, {QStringLiteral("export"), a, ring, t, QStringLiteral("ring:8"),
                                             QStringLiteral("--round"), QStringLiteral("1"), QStringLiteral("--out"),
                                             QStringLiteral("@FIFO.png")},
        none, {}, 2, "it is not a regular file");
    row("export: animation into a FIFO", cli, {QStringLiteral("export"), a, ring, t, QStringLiteral("ring:4"),
                                               QStringLiteral("--out"), QStringLiteral("@FIFO.gif")},
        none, {}, 2, "it is not a regular file");
    row("export: TikZ into a FIFO", cli, {QStringLiteral("export"), a, ring, t, QStringLiteral("ring:4"),
                                          QStringLiteral("--round"), QStringLiteral("1"), QStringLiteral("--format"),
                                          QStringLiteral("tikz"), QStringLiteral("--out"), QStringLiteral("@FIFO.tex")},
        none, {}, 2, "it is not a regular file");
    row("export: pages into a FIFO", cli, {QStringLiteral("export"), a, ring, t, QStringLiteral("ring:4"),
                                           QStringLiteral("--round"), QStringLiteral("all"), QStringLiteral("--out"),
                                           QStringLiteral("@FIFO.pdf")},
        none, {}, 2, "it is not a regular file");
    row("export: table into a directory", cli, {QStringLiteral("export"), a, ring, t, QStringLiteral("ring:8"),
                                                QStringLiteral("--what"), QStringLiteral("table"), QStringLiteral("--format"),
                                                QStringLiteral("csv"), QStringLiteral("--out"), QStringLiteral("@DIR")},
        none, {}, 2, "it is a directory");
    row("app: screenshot into a FIFO", app, {QStringLiteral("--screenshot"), QStringLiteral("@FIFO.png")}, none, {}, 2,
        "it is not a regular file");

    // JSON that Qt reads without a word but a user did not mean.
    row("scenario: a member given twice", cli, runScenario, text,
        R"({"format":"collviz-scenario/1","algorithm":"allgather-ring","topology":"ring:8","topology":"ring:4"})", 2,
        "member 'topology' is given twice; give it once");
    row("scenario: a nested member given twice", cli, runScenario, text, scenario(R"(,"params":{"m":2,"m":3})"), 2,
        "member 'params.m' is given twice");
    row("scenario: a member given twice, once escaped", cli, runScenario, text,
        scenario(R"(,"params":{"m":2,"m":3})"), 2, "member 'params.m' is given twice");
    row("schedule: a member given twice", cli, verify, text, schedule(R"("format":)", R"("format":"x","format":)"), 2,
        "member 'format' is given twice; give it once");
    row("schedule: a transfer's member given twice", cli, verify, text,
        schedule(R"("src":0,"dst":1)", R"("src":0,"src":0,"dst":1)"), 2,
        "member 'rounds[0].transfers[0].src' is given twice");
    row("schedule: a packet sent twice in one transfer", cli, verify, text,
        schedule(R"("src":0,"dst":1,"path":[0,1],"packets":[0]})", R"("src":0,"dst":1,"path":[0,1],"packets":[0,0,0]})"),
        2, "rounds[0].transfers[0].packets names packet 0 more than once");

    // collviz, the app.
    row("app: unknown option", app, {QStringLiteral("--colour"), QStringLiteral("red")}, none, {}, 2,
        "Unknown option 'colour'");
    row("app: picture too large", app, {QStringLiteral("--size"), QStringLiteral("100000x100000"),
                                        QStringLiteral("--screenshot"), QStringLiteral("@OUT.png")},
        none, {}, 2, "--size '100000x100000' is not accepted; it takes WxH in pixels, each 1..16384");
    row("app: picture format it cannot write", app, {QStringLiteral("--screenshot"), QStringLiteral("@OUT.bmpx")}, none,
        {}, 2, ".bmpx is not a figure format; accepted: .png, .svg, .pdf");
    row("app: round the run does not have", app, {a, ring, t, QStringLiteral("ring:8"), QStringLiteral("--round"),
                                                  QStringLiteral("50"), QStringLiteral("--screenshot"),
                                                  QStringLiteral("@OUT.png")},
        none, {}, 2, "--round 50 is beyond the run's 7 rounds");
    row("app: a 1 GB scenario", app, appScenario, int(File::Sparse1GiB), {}, 2, "is larger than 1 MiB");
    row("app: scenario of a newer format", app, appScenario, text,
        R"({"format":"collviz-scenario/2","algorithm":"allgather-ring","topology":"ring:8"})", 2,
        "format \"collviz-scenario/2\" was written by a newer CollViz");
    row("app: stray word", app, {QStringLiteral("ring:8")}, none, {}, 2, "'ring:8' is not an option");
    QTest::newRow("app: no display") << app << QStringList{} << none << QByteArray() << false << 2
                                     << QStringLiteral("there is no display to open the window on");
}

void TstBadInput::oneSentence()
{
    QFETCH(QString, program);
    QFETCH(QStringList, args);
    QFETCH(int, file);
    QFETCH(QByteArray, content);
    QFETCH(bool, display);
    QFETCH(int, exitCode);
    QFETCH(QString, mentions);

    const QString tag = QString::fromLatin1(QTest::currentDataTag()).replace(QRegularExpression(QStringLiteral("\\W+")),
                                                                             QStringLiteral("-"));
    QString path = mDir.filePath(tag + QStringLiteral(".json"));
    switch (File(file)) {
    case File::None:
    case File::Missing: break;
    case File::Text: {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        QCOMPARE(f.write(content), content.size());
        break;
    }
    case File::Sparse1GiB: {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        QVERIFY(f.resize(qint64(1) << 30)); // sparse: no gigabyte is written
        break;
    }
    case File::Directory: path = mDir.path(); break;
    case File::Fifo: QCOMPARE(::mkfifo(QFile::encodeName(path).constData(), 0600), 0); break;
    }
    const QString out = mDir.filePath(tag + QStringLiteral("-out"));
    const QString fifoOut = mDir.filePath(tag + QStringLiteral("-fifo"));
    QStringList fifos;
    for (QString &arg : args) {
        arg.replace(QLatin1String("@FILE"), path);
        arg.replace(QLatin1String("@OUT"), out);
        if (arg.startsWith(QLatin1String("@FIFO"))) {
            arg.replace(QLatin1String("@FIFO"), fifoOut);
            QCOMPARE(::mkfifo(QFile::encodeName(arg).constData(), 0600), 0);
            fifos << arg;
        }
        arg.replace(QLatin1String("@DIR"), mDir.path());
    }

    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    if (display) {
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    } else {
        for (const char *name : {"QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY"})
            env.remove(QLatin1String(name));
    }
    p.setProcessEnvironment(env);
    p.start(program == QLatin1String("cli") ? QStringLiteral(COLLVIZ_CLI_PATH) : QStringLiteral(COLLVIZ_GUI_PATH), args);
    QVERIFY2(p.waitForFinished(60000), "the program did not finish within a minute");
    QCOMPARE(p.exitStatus(), QProcess::NormalExit); // no crash
    const QString err = QString::fromUtf8(p.readAllStandardError());
    QCOMPARE(p.exitCode(), exitCode);
    if (exitCode == 1) { // a schedule that reads but breaks a rule: the report says which
        QVERIFY2(QString::fromUtf8(p.readAllStandardOutput()).contains(mentions), qPrintable(err));
        return;
    }
    QVERIFY2(err.contains(mentions), qPrintable(err));
    // One sentence from the program (Qt's own platform notes aside), nothing partial left.
    QStringList lines;
    QStringList others;
    for (const QString &line : err.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        if (line.startsWith(QLatin1String("collviz")))
            lines << line;
        else if (!line.startsWith(QLatin1String("QStandardPaths: XDG_RUNTIME_DIR"))
                 && !line.startsWith(QLatin1String("This plugin does not support propagateSizeHints")))
            others << line; // Qt's own complaint about the input, a warning, a trace
    }
    QCOMPARE(lines.size(), 1);
    QVERIFY2(others.isEmpty(), qPrintable(others.join(QLatin1Char('\n'))));
    QVERIFY2(!QFile::exists(out + QStringLiteral(".png")), "a picture was written for a refused request");
    for (const QString &f : fifos) // still the FIFO it was, not a regular file in its place
        QVERIFY2(QFileInfo::exists(f) && !QFileInfo(f).isFile(), qPrintable(f));
}

void TstBadInput::theScheduleTemplateIsValid()
{
    // The schedule rows above edit this document: unedited, it must verify.
    const QString path = mDir.filePath(QStringLiteral("template.json"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(schedule());
    f.close();
    const ProgramRun r = cli({QStringLiteral("verify"), QStringLiteral("--schedule"), path});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QVERIFY(r.out.contains("verified"));
}

QTEST_GUILESS_MAIN(TstBadInput)
#include "tst_badinput.moc"

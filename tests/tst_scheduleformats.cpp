// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Every way in and out of the schedule formats (core/formats/scheduleformat.h): the format of
// a file told by --schedule-format, by content and by suffix; the network, model and costs a
// file that names none is read under (collviz-cli verify|export|sweep --schedule FILE
// --topology SPEC ...) and refused in one sentence for collviz-schedule/1, which names them;
// export --format msccl|paje|collviz-schedule/1 with the writer's refusal first and the file
// written whole or not at all.

#include "core/engine.h"
#include "core/formats/scheduleformat.h"
#include "core/report.h"

#include "programrun.h"

#include <QBuffer>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace collviz::core;
using collviz::tests::cli;
using collviz::tests::CliRun;

namespace {

/// The head of an MSCCL algorithm as msccl-tools' ir_to_xml writes it (enough to be told by
/// its content; not a whole algorithm).
const QByteArray kMscclHead = R"(<algo name="allgather_ring" proto="Simple" nchannels="1" nchunksperloop="4" ngpus="4" coll="allgather" inplace="1" outofplace="0" minBytes="0" maxBytes="0">
  <gpu id="0" i_chunks="1" o_chunks="4" s_chunks="0">
)";
/// The head of a Paje trace: its event definitions.
const QByteArray kPajeHead = "%EventDef PajeDefineContainerType 0\n%       Alias string\n%EndEventDef\n";

/// The sentence a collviz-schedule/1 file refuses the read options with (ScheduleFormats::readFile).
const QString kOptionsRefused = QStringLiteral(
    "a collviz-schedule/1 file names its network, model and cost; --topology, --model, --m, --ts, --tw, --th and "
    "--tc choose them for files that do not (msccl, paje)");

RunResult runOf(const QString &algorithm, const QString &topology)
{
    RunRequest req;
    req.algorithm = algorithm;
    req.topology = topology;
    return Engine::run(req);
}

QByteArray documentOf(const RunResult &r)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    report::writeScheduleJson(r, buffer);
    return bytes;
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(bytes) == bytes.size();
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

class TstScheduleFormats : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void formatOfFile_data();
    void formatOfFile();
    void acceptedListsEveryFormat();
    void writersHaveTitlesAndSuffixes();
    void networkOptionsAreRefusedForACollvizDocument_data();
    void networkOptionsAreRefusedForACollvizDocument();
    void verifyRefusesATopologyForACollvizDocument();
    void sweepRefusesATopologyForACollvizDocument();
    void exportKeepsItsRefusalForACollvizDocument();
    void exportWritesACollvizDocumentBySuffix();
    void exportRefusesAScheduleFormatForAnotherSuffix();
    void exportRefusesAScheduleFormatOfOneRound();
    void exportMscclRefusesAnOperationMscclLacks();
    void exportPajeWritesATrace();
    void mscclExportReadsBackOnTheNetworkChosen();
    void mscclExportSaysWhatTheFileDoesNotKeep();

private:
    QTemporaryDir mDir;
    QString mDocument; ///< allgather-ring on ring:4, as run --format json writes it
};

void TstScheduleFormats::initTestCase()
{
    QVERIFY(mDir.isValid());
    mDocument = mDir.filePath(QStringLiteral("ring.json"));
    const RunResult run = runOf(QStringLiteral("allgather-ring"), QStringLiteral("ring:4"));
    QVERIFY2(run.ok, qPrintable(run.error));
    QVERIFY(writeFile(mDocument, documentOf(run)));
}

void TstScheduleFormats::formatOfFile_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("forced");
    QTest::addColumn<QString>("format");
    const QByteArray document = R"({"format": "collviz-schedule/1", "operation": "allgather"})";
    QTest::newRow("MSCCL by content, whatever the suffix") << "algo.txt" << kMscclHead << QString() << "msccl";
    QTest::newRow("Paje by content, whatever the suffix") << "smpi.out" << kPajeHead << QString() << "paje";
    QTest::newRow("collviz-schedule/1 by content in a .xml")
        << "s.xml" << document << QString() << "collviz-schedule/1";
    QTest::newRow("MSCCL by suffix") << "algo.xml" << QByteArray("junk") << QString() << "msccl";
    QTest::newRow("Paje by suffix .trace") << "smpi.trace" << QByteArray("junk") << QString() << "paje";
    QTest::newRow("Paje by suffix .paje") << "smpi.paje" << QByteArray("junk") << QString() << "paje";
    QTest::newRow("JSON by suffix") << "s.json" << QByteArray("junk") << QString() << "collviz-schedule/1";
    QTest::newRow("forced: MSCCL in a .json") << "s.json" << document << "msccl" << "msccl";
    QTest::newRow("forced: Paje in a .xml") << "algo.xml" << kMscclHead << "paje" << "paje";
    QTest::newRow("nothing told: the default") << "s.dat" << QByteArray("junk") << QString() << "collviz-schedule/1";
}

void TstScheduleFormats::formatOfFile()
{
    QFETCH(QString, name);
    QFETCH(QByteArray, bytes);
    QFETCH(QString, forced);
    QFETCH(QString, format);
    const QString path = mDir.filePath(name);
    QVERIFY(writeFile(path, bytes));
    QString error;
    const ScheduleFormat *f = ScheduleFormats::instance().formatOfFile(path, forced, &error);
    QVERIFY2(f, qPrintable(error));
    QCOMPARE(f->name(), format);
    // What readFile chooses from the whole bytes is the same.
    QCOMPARE(ScheduleFormats::instance().formatFor(path, bytes, forced, &error)->name(), format);
}

void TstScheduleFormats::acceptedListsEveryFormat()
{
    QCOMPARE(ScheduleFormats::instance().accepted(),
             QStringLiteral("collviz-schedule/1 (.json), msccl (.xml), paje (.trace, .paje)"));
    QString error;
    QVERIFY(!ScheduleFormats::instance().formatFor(QStringLiteral("a.xml"), {}, QStringLiteral("msccl-xml"), &error));
    QCOMPARE(error, QStringLiteral("schedule format 'msccl-xml' is not one CollViz reads; accepted: "
                                   "collviz-schedule/1 (.json), msccl (.xml), paje (.trace, .paje)"));
    // Which of them name their network (the others take --topology).
    QVERIFY(ScheduleFormats::instance().find(QStringLiteral("collviz-schedule/1"))->namesNetwork());
    QVERIFY(!ScheduleFormats::instance().find(QStringLiteral("msccl"))->namesNetwork());
    QVERIFY(!ScheduleFormats::instance().find(QStringLiteral("paje"))->namesNetwork());
}

void TstScheduleFormats::writersHaveTitlesAndSuffixes()
{
    QStringList names;
    for (const ScheduleFormat *f : ScheduleFormats::instance().writers()) {
        names << f->name();
        QVERIFY2(!f->title().isEmpty() && f->title() != f->name(), qPrintable(f->name()));
        QVERIFY(!f->suffixes().isEmpty());
    }
    QCOMPARE(names, (QStringList{QStringLiteral("collviz-schedule/1"), QStringLiteral("msccl"), QStringLiteral("paje")}));
}

void TstScheduleFormats::networkOptionsAreRefusedForACollvizDocument_data()
{
    QTest::addColumn<QString>("topology");
    QTest::addColumn<QString>("model");
    QTest::addColumn<bool>("cost");
    QTest::newRow("a network") << QStringLiteral("complete:4") << QString() << false;
    QTest::newRow("a model") << QString() << QStringLiteral("sf") << false;
    QTest::newRow("costs") << QString() << QString() << true;
}

void TstScheduleFormats::networkOptionsAreRefusedForACollvizDocument()
{
    QFETCH(QString, topology);
    QFETCH(QString, model);
    QFETCH(bool, cost);
    ScheduleReadOptions options;
    options.topology = topology;
    options.modelSpec = model;
    if (cost)
        options.cost = CostParams{};
    RunResult r;
    QString error;
    QVERIFY(!ScheduleFormats::instance().readFile(mDocument, {}, options, &r, &error));
    QCOMPARE(error, QStringLiteral("schedule file '%1': %2").arg(mDocument, kOptionsRefused));
    // Without them the same file reads.
    QVERIFY2(ScheduleFormats::instance().readFile(mDocument, {}, ScheduleReadOptions(), &r, &error), qPrintable(error));
    QVERIFY(r.simulation.verified);
}

void TstScheduleFormats::verifyRefusesATopologyForACollvizDocument()
{
    const CliRun r = cli({QStringLiteral("verify"), QStringLiteral("--schedule"), mDocument, QStringLiteral("--topology"),
                          QStringLiteral("ring:4")});
    QCOMPARE(r.exitCode, 2);
    QCOMPARE(QString::fromUtf8(r.err),
             QStringLiteral("collviz-cli: schedule file '%1': %2\n").arg(mDocument, kOptionsRefused));
    QVERIFY(r.out.isEmpty());
    // A cost is the document's too.
    const CliRun ts = cli({QStringLiteral("verify"), QStringLiteral("--schedule"), mDocument, QStringLiteral("--ts"),
                           QStringLiteral("2")});
    QCOMPARE(ts.exitCode, 2);
    QVERIFY2(ts.err.contains(kOptionsRefused.toUtf8()), ts.err.constData());
    // A number that is not one is refused as run refuses it, before the file is read.
    const CliRun bad = cli({QStringLiteral("verify"), QStringLiteral("--schedule"), mDocument, QStringLiteral("--tw"),
                            QStringLiteral("-1")});
    QCOMPARE(bad.exitCode, 2);
    QVERIFY2(bad.err.startsWith("collviz-cli: --tw '-1' is not accepted"), bad.err.constData());
    // The document alone: verified, and no word of a default network.
    const CliRun plain = cli({QStringLiteral("verify"), QStringLiteral("--schedule"), mDocument});
    QCOMPARE(plain.exitCode, 0);
    QVERIFY(plain.out.startsWith("allgather-ring (allgather) on ring:4"));
    QVERIFY(!plain.out.contains("network: "));
}

void TstScheduleFormats::sweepRefusesATopologyForACollvizDocument()
{
    const CliRun r = cli({QStringLiteral("sweep"), QStringLiteral("--schedule"), mDocument, QStringLiteral("--topology"),
                          QStringLiteral("ring:4")});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(kOptionsRefused.toUtf8()), r.err.constData());
    // Its costs stay what-ifs of the document, as before.
    const CliRun ts = cli({QStringLiteral("sweep"), QStringLiteral("--schedule"), mDocument, QStringLiteral("--ts"),
                           QStringLiteral("2"), QStringLiteral("--format"), QStringLiteral("csv")});
    QVERIFY2(ts.exitCode == 0, ts.err.constData());
}

void TstScheduleFormats::exportKeepsItsRefusalForACollvizDocument()
{
    const CliRun r = cli({QStringLiteral("export"), QStringLiteral("--schedule"), mDocument, QStringLiteral("--model"),
                          QStringLiteral("sf"), QStringLiteral("--out"), mDir.filePath(QStringLiteral("x.png"))});
    QCOMPARE(r.exitCode, 2);
    QCOMPARE(r.err, QByteArray("collviz-cli: --model does not apply to 'export' with --schedule (the document is the run)\n"));
}

void TstScheduleFormats::exportWritesACollvizDocumentBySuffix()
{
    // .json names collviz-schedule/1: the run's document, which verify reads back verified.
    const QString out = mDir.filePath(QStringLiteral("exported.json"));
    const CliRun r = cli({QStringLiteral("export"), QStringLiteral("--algorithm"), QStringLiteral("allgather-ring"),
                          QStringLiteral("--topology"), QStringLiteral("ring:6"), QStringLiteral("--out"), out});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QVERIFY(readAll(out).contains("\"collviz-schedule/1\""));
    const CliRun back = cli({QStringLiteral("verify"), QStringLiteral("--schedule"), out});
    QVERIFY2(back.exitCode == 0, back.err.constData());
    QVERIFY(back.out.startsWith("allgather-ring (allgather) on ring:6"));
    // And --out - prints it.
    const CliRun printed = cli({QStringLiteral("export"), QStringLiteral("--schedule"), mDocument, QStringLiteral("--format"),
                                QStringLiteral("collviz-schedule/1"), QStringLiteral("--out"), QStringLiteral("-")});
    QVERIFY2(printed.exitCode == 0, printed.err.constData());
    QCOMPARE(printed.out, readAll(mDocument));
}

void TstScheduleFormats::exportRefusesAScheduleFormatForAnotherSuffix()
{
    const QString png = mDir.filePath(QStringLiteral("ring.png"));
    const CliRun r = cli({QStringLiteral("export"), QStringLiteral("--schedule"), mDocument, QStringLiteral("--format"),
                          QStringLiteral("msccl"), QStringLiteral("--out"), png});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("--format msccl writes .xml files, but --out '"), r.err.constData());
    QVERIFY(!QFile::exists(png));
    const CliRun unknown = cli({QStringLiteral("export"), QStringLiteral("--schedule"), mDocument,
                                QStringLiteral("--format"), QStringLiteral("nccl"), QStringLiteral("--out"), png});
    QCOMPARE(unknown.exitCode, 2);
    QVERIFY2(unknown.err.contains("simgrid, collviz-schedule/1, msccl, paje"), unknown.err.constData());
}

void TstScheduleFormats::exportRefusesAScheduleFormatOfOneRound()
{
    const QString out = mDir.filePath(QStringLiteral("round.trace"));
    const CliRun r = cli({QStringLiteral("export"), QStringLiteral("--schedule"), mDocument, QStringLiteral("--round"),
                          QStringLiteral("1"), QStringLiteral("--out"), out});
    QCOMPARE(r.exitCode, 2);
    QCOMPARE(r.err, QByteArray("collviz-cli: --format paje writes the whole schedule; leave out --what and --round\n"));
    QVERIFY(!QFile::exists(out));
}

void TstScheduleFormats::exportMscclRefusesAnOperationMscclLacks()
{
    // A file there before stays as it was.
    const QString out = mDir.filePath(QStringLiteral("shift.xml"));
    QVERIFY(writeFile(out, "before"));
    const CliRun r = cli({QStringLiteral("export"), QStringLiteral("--algorithm"), QStringLiteral("shift-ring"),
                          QStringLiteral("--topology"), QStringLiteral("ring:4"), QStringLiteral("--out"), out});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.startsWith("collviz-cli: ") && r.err.count('\n') == 1, r.err.constData());
    QCOMPARE(readAll(out), QByteArray("before"));
    QVERIFY2(r.err.contains("shift"), r.err.constData());
}

void TstScheduleFormats::exportPajeWritesATrace()
{
    const QString out = mDir.filePath(QStringLiteral("pairwise.trace"));
    const CliRun r = cli({QStringLiteral("export"), QStringLiteral("--algorithm"), QStringLiteral("alltoall-hypercube-pairwise"),
                          QStringLiteral("--topology"), QStringLiteral("hypercube:3"), QStringLiteral("--out"), out});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QByteArray trace = readAll(out);
    QVERIFY(trace.startsWith("%EventDef") || trace.contains("\n%EventDef"));
    QVERIFY(trace.contains("PajeStartLink"));
    // --format paje writes to any name but another format's, and - prints it.
    const CliRun printed = cli({QStringLiteral("export"), QStringLiteral("--algorithm"),
                                QStringLiteral("alltoall-hypercube-pairwise"), QStringLiteral("--topology"),
                                QStringLiteral("hypercube:3"), QStringLiteral("--format"), QStringLiteral("paje"),
                                QStringLiteral("--out"), QStringLiteral("-")});
    QVERIFY2(printed.exitCode == 0, printed.err.constData());
    QCOMPARE(printed.out, trace);
}

void TstScheduleFormats::mscclExportReadsBackOnTheNetworkChosen()
{
    // An allgather exported as MSCCL XML names its 4 GPUs but no network: read on complete:4
    // by default (and said so), or on the ring it was made for.
    const QString xml = mDir.filePath(QStringLiteral("ring-allgather.xml"));
    const CliRun exported = cli({QStringLiteral("export"), QStringLiteral("--algorithm"), QStringLiteral("allgather-ring"),
                                 QStringLiteral("--topology"), QStringLiteral("ring:4"), QStringLiteral("--out"), xml});
    QVERIFY2(exported.exitCode == 0, exported.err.constData());
    QVERIFY2(exported.err.isEmpty(), exported.err.constData()); // it keeps the run's rounds: nothing to note
    const CliRun byDefault = cli({QStringLiteral("verify"), QStringLiteral("--schedule"), xml});
    QVERIFY2(byDefault.exitCode == 0, byDefault.err.constData());
    QVERIFY2(byDefault.out.contains(" on complete:4"), byDefault.out.constData());
    QVERIFY2(byDefault.out.contains("\nnetwork: complete:4 (the file names none; --topology chooses)\n"),
             byDefault.out.constData());
    const CliRun onRing = cli({QStringLiteral("verify"), QStringLiteral("--schedule"), xml, QStringLiteral("--topology"),
                               QStringLiteral("ring:4"), QStringLiteral("--ts"), QStringLiteral("2")});
    QVERIFY2(onRing.exitCode == 0, onRing.err.constData());
    QVERIFY2(onRing.out.contains(" on ring:4"), onRing.out.constData());
    QVERIFY2(onRing.out.contains("t_s=2"), onRing.out.constData());
    QVERIFY(!onRing.out.contains("network: "));
    // The same through standard input, with the format forced.
    QProcess p;
    p.setStandardInputFile(xml);
    p.start(QStringLiteral(COLLVIZ_CLI_PATH), {QStringLiteral("verify"), QStringLiteral("--schedule"), QStringLiteral("-"),
                                               QStringLiteral("--schedule-format"), QStringLiteral("msccl"),
                                               QStringLiteral("--topology"), QStringLiteral("ring:4")});
    const CliRun piped = collviz::tests::finishProgram(p);
    QVERIFY2(piped.exitCode == 0, piped.err.constData());
    QVERIFY(piped.out.contains(" on ring:4"));
    // export --schedule takes the network too, and sweep --schedule draws it beside the ring's own.
    const CliRun table = cli({QStringLiteral("export"), QStringLiteral("--schedule"), xml, QStringLiteral("--topology"),
                              QStringLiteral("ring:4"), QStringLiteral("--what"), QStringLiteral("table"),
                              QStringLiteral("--format"), QStringLiteral("csv"), QStringLiteral("--out"), QStringLiteral("-")});
    QVERIFY2(table.exitCode == 0, table.err.constData());
    const CliRun sweep = cli({QStringLiteral("sweep"), QStringLiteral("--schedule"), xml, QStringLiteral("--topology"),
                              QStringLiteral("ring:4"), QStringLiteral("--algorithms"), QStringLiteral("allgather-ring"),
                              QStringLiteral("--format"), QStringLiteral("csv")});
    QVERIFY2(sweep.exitCode == 0, sweep.err.constData());
}

void TstScheduleFormats::mscclExportSaysWhatTheFileDoesNotKeep()
{
    // The double binary tree on 5 GPUs holds GPU 4's first send to GPU 3 back to round 2,
    // though neither does anything in round 1; MSCCL has no barrier, so the file runs it in
    // round 1: the export is written and says so, with what the file reads back as.
    const QString xml = mDir.filePath(QStringLiteral("dbt5.xml"));
    const QStringList costs = {QStringLiteral("--m"), QStringLiteral("8"), QStringLiteral("--ts"), QStringLiteral("3"),
                               QStringLiteral("--tw"), QStringLiteral("0.5")};
    const CliRun exported =
        cli(QStringList{QStringLiteral("export"), QStringLiteral("--algorithm"), QStringLiteral("allreduce-double-binary-tree"),
                        QStringLiteral("--topology"), QStringLiteral("ring:5"), QStringLiteral("--out"), xml}
            + costs);
    QVERIFY2(exported.exitCode == 0, exported.err.constData());
    QVERIFY2(exported.err.startsWith("collviz-cli: note: MSCCL has no barrier between rounds: 1 transfer"),
             exported.err.constData());
    QVERIFY2(exported.err.contains("round 2, GPU 4 to GPU 3)"), exported.err.constData());
    QVERIFY2(exported.err.contains("read back, the file takes 10 rounds and time 60 (the run: 10 rounds, time 56), "
                                   "and breaks the model wh,ports=1,duplex=full,combining in round "),
             exported.err.constData());
    QCOMPARE(exported.err.count('\n'), 1);
    // What it says is what verify finds.
    const CliRun back = cli(QStringList{QStringLiteral("verify"), QStringLiteral("--schedule"), xml,
                                        QStringLiteral("--topology"), QStringLiteral("ring:5"), QStringLiteral("--model"),
                                        QStringLiteral("wh,ports=1,duplex=full,combining")}
                            + costs);
    QCOMPARE(back.exitCode, 1);
    QVERIFY2(back.out.contains("\nrounds:       10\n") && back.out.contains("\ntime:         60\n"),
             back.out.constData());
}

QTEST_GUILESS_MAIN(TstScheduleFormats)
#include "tst_scheduleformats.moc"

// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Paje traces in and out (core/formats/paje, docs/formats.md "Paje traces"): CollViz's export
// checked by pajeng's own reader (pj_validate, else pj_dump) against the timeline; read back
// with the same rounds; SMPI's own alltoall:pair, allgather:ring and allgather:NTSLR traced on
// 8 ranks and read as schedules with the rounds and transfers of CollViz's corresponding
// algorithms; and malformed traces refused in one sentence each. What needs libpaje, smpirun
// or pajeng is skipped, saying why, without it.

#include "core/engine.h"
#include "core/formats/paje/paje.h"
#include "core/formats/paje/pajetrace.h"
#include "core/formats/scheduleformat.h"

#include <QtTest>

#include <QBuffer>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <algorithm>
#include <cmath>
#include <set>
#include <tuple>

using namespace collviz::core;

namespace {

RunResult runOf(const QString &algorithm, const QString &topology, double m = 2, double ts = 3, double tw = 0.5)
{
    RunRequest request;
    request.algorithm = algorithm;
    request.topology = topology;
    request.params.cost = CostParams{m, ts, tw, 0.0, 0.0};
    return Engine::run(request);
}

QByteArray exported(const RunResult &run)
{
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    const ScheduleFormat *paje = ScheduleFormats::instance().find(QStringLiteral("paje"));
    if (!paje || !paje->write(run, buffer))
        return {};
    return buffer.data();
}

/// A round's transfers as (src, dst, sorted packets), sorted: what two schedules must share.
using TransferKey = std::tuple<int, int, std::vector<int>>;
std::vector<std::vector<TransferKey>> transfersByRound(const RunResult &run)
{
    std::vector<std::vector<TransferKey>> rounds;
    for (const Round &round : run.schedule->rounds) {
        std::vector<TransferKey> keys;
        for (const Transfer &t : round.transfers) {
            std::vector<int> packets(t.packets.begin(), t.packets.end());
            std::sort(packets.begin(), packets.end());
            keys.emplace_back(t.src, t.dst, packets);
        }
        std::sort(keys.begin(), keys.end());
        rounds.push_back(keys);
    }
    return rounds;
}

/// Each round's count of transfers and of packets they carry.
std::vector<std::pair<int, int>> volumeByRound(const RunResult &run)
{
    std::vector<std::pair<int, int>> out;
    for (const Round &round : run.schedule->rounds) {
        int packets = 0;
        for (const Transfer &t : round.transfers)
            packets += int(t.packets.size());
        out.emplace_back(int(round.transfers.size()), packets);
    }
    return out;
}

/// A hand-made trace in SMPI's manner: the definitions, then `body` (containers r0 .. of type
/// R named rank-K, state type S, link type L, state values declared as v<NAME>).
QByteArray handmade(const QByteArray &body)
{
    return QByteArrayLiteral("%EventDef PajeDefineContainerType 0\n% Alias string\n% Type string\n% Name string\n"
                             "%EndEventDef\n%EventDef PajeDefineStateType 2\n% Alias string\n% Type string\n"
                             "% Name string\n%EndEventDef\n%EventDef PajeDefineLinkType 4\n% Alias string\n"
                             "% Type string\n% StartContainerType string\n% EndContainerType string\n% Name string\n"
                             "%EndEventDef\n%EventDef PajeDefineEntityValue 5\n% Alias string\n% Type string\n"
                             "% Name string\n% Color color\n%EndEventDef\n%EventDef PajeCreateContainer 6\n"
                             "% Time date\n% Alias string\n% Type string\n% Container string\n% Name string\n"
                             "%EndEventDef\n%EventDef PajePushState 12\n% Time date\n% Type string\n"
                             "% Container string\n% Value string\n%EndEventDef\n%EventDef PajePopState 13\n"
                             "% Time date\n% Type string\n% Container string\n%EndEventDef\n"
                             "%EventDef PajeStartLink 15\n% Time date\n% Type string\n% Container string\n"
                             "% Value string\n% StartContainer string\n% Key string\n%EndEventDef\n"
                             "%EventDef PajeEndLink 16\n% Time date\n% Type string\n% Container string\n"
                             "% Value string\n% EndContainer string\n% Key string\n%EndEventDef\n"
                             "0 R 0 \"MPI\"\n2 S R \"MPI_STATE\"\n4 L 0 R R \"MPI_LINK\"\n"
                             "5 vA S PMPI_Alltoall \"1 0 0\"\n5 vB S PMPI_Bcast \"1 0 0\"\n"
                             "5 vR S PMPI_Allreduce \"1 0 0\"\n5 vI S PMPI_Init \"1 0 0\"\n")
        + body;
}

/// Two ranks, each in `state` over [0, 2], rank-0 sending to rank-1 at 0 and 1.
QByteArray twoRanks(const QByteArray &state)
{
    return handmade(QByteArrayLiteral("6 0 r0 R 0 \"rank-0\"\n6 0 r1 R 0 \"rank-1\"\n") + "12 0 S r0 " + state
                    + "\n12 0 S r1 " + state
                    + "\n15 0 L 0 PTP r0 k1\n16 1 L 0 PTP r1 k1\n15 1 L 0 PTP r1 k2\n16 2 L 0 PTP r0 k2\n"
                      "13 2 S r0\n13 2 S r1\n");
}

/// A small MPI program: the collective its first argument names, 4 ints a block.
/// (No raw strings here: moc misreads them.)
const char kProgram[] =
    "#include <mpi.h>\n"
    "#include <string.h>\n"
    "int main(int argc, char **argv)\n"
    "{\n"
    "    MPI_Init(&argc, &argv);\n"
    "    int p = 0, r = 0;\n"
    "    MPI_Comm_size(MPI_COMM_WORLD, &p);\n"
    "    MPI_Comm_rank(MPI_COMM_WORLD, &r);\n"
    "    int send[4 * 64], receive[4 * 64];\n"
    "    for (int i = 0; i < 4 * 64; ++i)\n"
    "        send[i] = r;\n"
    "    if (argc > 1 && strcmp(argv[1], \"alltoall\") == 0)\n"
    "        MPI_Alltoall(send, 4, MPI_INT, receive, 4, MPI_INT, MPI_COMM_WORLD);\n"
    "    else\n"
    "        MPI_Allgather(send, 4, MPI_INT, receive, 4, MPI_INT, MPI_COMM_WORLD);\n"
    "    MPI_Finalize();\n"
    "    return 0;\n"
    "}\n";

/// Eight hosts p0 .. p7 on one crossbar (SimGrid's cluster).
const char kPlatform[] =
    "<?xml version='1.0'?>\n"
    "<!DOCTYPE platform SYSTEM \"https://simgrid.org/simgrid.dtd\">\n"
    "<platform version=\"4.1\">\n"
    "  <cluster id=\"c\" prefix=\"p\" suffix=\"\" radical=\"0-7\" speed=\"1Gf\" bw=\"1GBps\" lat=\"1us\"/>\n"
    "</platform>\n";

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

} // namespace

class TestPaje : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir mSmpiDir;
    QString mProgram; ///< the compiled MPI program, once compiled
    QString mSmpiSkip;

    /// Compiles kProgram with smpicc once; empty with mSmpiSkip set when it cannot.
    QString smpiProgram()
    {
        if (!mProgram.isEmpty() || !mSmpiSkip.isEmpty())
            return mProgram;
        const QString smpicc = QStandardPaths::findExecutable(QStringLiteral("smpicc"));
        if (smpicc.isEmpty() || QStandardPaths::findExecutable(QStringLiteral("smpirun")).isEmpty()) {
            mSmpiSkip = QStringLiteral("smpicc or smpirun is not installed (Debian 12: apt-get install libsimgrid-dev)");
            return {};
        }
        const QString source = mSmpiDir.filePath(QStringLiteral("collective.c"));
        const QString program = mSmpiDir.filePath(QStringLiteral("collective"));
        if (!writeFile(source, kProgram) || !writeFile(mSmpiDir.filePath(QStringLiteral("platform.xml")), kPlatform)) {
            mSmpiSkip = QStringLiteral("the MPI program could not be written");
            return {};
        }
        QByteArray hosts;
        for (int k = 0; k < 8; ++k)
            hosts += "p" + QByteArray::number(k) + "\n";
        writeFile(mSmpiDir.filePath(QStringLiteral("hostfile")), hosts);
        QProcess cc;
        cc.setProcessChannelMode(QProcess::MergedChannels);
        cc.start(smpicc, {QStringLiteral("-O1"), source, QStringLiteral("-o"), program});
        if (!cc.waitForFinished(120000) || cc.exitCode() != 0) {
            mSmpiSkip = QStringLiteral("smpicc failed: ") + QString::fromLocal8Bit(cc.readAll()).right(500);
            return {};
        }
        mProgram = program;
        return mProgram;
    }

    /// smpirun of the program on 8 ranks with SMPI's implementation `implementation` of `collective`;
    /// the trace's bytes, or empty with *why.
    QByteArray smpiTrace(const QString &collective, const QString &implementation, bool sizes, QString *why)
    {
        const QString trace = mSmpiDir.filePath(QStringLiteral("%1-%2-%3.trace").arg(collective, implementation).arg(sizes));
        QStringList args{QStringLiteral("-np"), QStringLiteral("8"), QStringLiteral("-platform"), QStringLiteral("platform.xml"),
                         QStringLiteral("-hostfile"), QStringLiteral("hostfile"), QStringLiteral("-trace"),
                         QStringLiteral("--cfg=tracing/smpi/internals:yes"),
                         QStringLiteral("--cfg=smpi/%1:%2").arg(collective, implementation),
                         QStringLiteral("--cfg=tracing/filename:") + trace};
        if (sizes)
            args << QStringLiteral("--cfg=tracing/smpi/display-sizes:yes");
        args << mProgram << collective;
        QProcess run;
        run.setWorkingDirectory(mSmpiDir.path());
        run.setProcessChannelMode(QProcess::MergedChannels);
        run.start(QStandardPaths::findExecutable(QStringLiteral("smpirun")), args);
        if (!run.waitForFinished(60000)) {
            run.kill();
            run.waitForFinished();
        }
        const QString output = QString::fromLocal8Bit(run.readAll());
        QFile f(trace);
        if (run.exitStatus() != QProcess::NormalExit || run.exitCode() != 0 || !f.open(QIODevice::ReadOnly)) {
            *why = QStringLiteral("smpirun failed:\n") + output.right(2000);
            return {};
        }
        return f.readAll();
    }

private slots:
    // ---- Paje out ----

    void exportIsValidPajeWithTheTimelinesMessages()
    {
        // The pairwise exchange on Q4: 15 rounds of 16 messages, each checked by pajeng's reader.
        const RunResult run = runOf(QStringLiteral("alltoall-hypercube-pairwise"), QStringLiteral("hypercube:4"));
        QVERIFY2(run.ok, qPrintable(run.error));
        const QByteArray trace = exported(run);
        QVERIFY(trace.startsWith("# CollViz: alltoall-hypercube-pairwise on hypercube:4"));
        QVERIFY(trace.contains("# Times are CollViz's, in the units of t_s, t_w and t_h"));
        QVERIFY(trace.contains("\"PMPI_Alltoall\""));
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("q4.trace"));
        QVERIFY(writeFile(path, trace));

        const QString validate = QStandardPaths::findExecutable(QStringLiteral("pj_validate"));
        if (!validate.isEmpty()) {
            QProcess p;
            p.setProcessChannelMode(QProcess::MergedChannels);
            p.start(validate, {path});
            QVERIFY(p.waitForFinished(60000));
            QVERIFY2(p.exitCode() == 0, p.readAll().constData());
        }
        const QString dump = QStandardPaths::findExecutable(QStringLiteral("pj_dump"));
        if (dump.isEmpty())
            QSKIP("pajeng is not installed (Debian: apt-get install pajeng), so no Paje reader checks the export");
        QProcess p;
        p.start(dump, {QStringLiteral("-l"), QStringLiteral("12"), path});
        QVERIFY(p.waitForFinished(60000));
        QVERIFY2(p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0, p.readAllStandardError().constData());
        std::vector<std::pair<double, double>> links;
        std::set<QString> rounds;
        for (const QByteArray &line : p.readAllStandardOutput().split('\n')) {
            const QList<QByteArray> f = line.split(',');
            if (f.size() >= 5 && f[0] == "Link")
                links.emplace_back(f[3].trimmed().toDouble(), f[4].trimmed().toDouble());
            else if (f.size() >= 8 && f[0] == "State" && f[2].trimmed() == "Round")
                rounds.insert(QString::fromLatin1(f[7].trimmed()));
        }
        std::vector<std::pair<double, double>> expected;
        const Timeline &timeline = *run.timeline;
        for (int r = 0; r < timeline.roundCount(); ++r)
            for (const Timeline::Message &m : timeline.messages(r))
                expected.emplace_back(timeline.roundStart(r) + m.start, timeline.roundStart(r) + m.finish);
        QCOMPARE(links.size(), timeline.messageCount());
        QCOMPARE(int(links.size()), 15 * 16);
        std::sort(links.begin(), links.end());
        std::sort(expected.begin(), expected.end());
        for (std::size_t i = 0; i < links.size(); ++i) {
            QVERIFY2(std::abs(links[i].first - expected[i].first) < 1e-9 && std::abs(links[i].second - expected[i].second) < 1e-9,
                     qPrintable(QStringLiteral("link %1: %2..%3, timeline %4..%5")
                                    .arg(i)
                                    .arg(links[i].first)
                                    .arg(links[i].second)
                                    .arg(expected[i].first)
                                    .arg(expected[i].second)));
        }
        QCOMPARE(int(rounds.size()), 15); // each round a state value of its own
    }

    void exportReadsBackAsTheSameSchedule_data()
    {
        QTest::addColumn<QString>("algorithm");
        QTest::addColumn<QString>("topology");
        QTest::newRow("pairwise exchange on hypercube:4") << QStringLiteral("alltoall-hypercube-pairwise") << QStringLiteral("hypercube:4");
        QTest::newRow("shift exchange on switch:8") << QStringLiteral("alltoall-shift-routed") << QStringLiteral("switch:8");
        QTest::newRow("ring allgather on ring:8") << QStringLiteral("allgather-ring-routed") << QStringLiteral("ring:8");
        QTest::newRow("recursive doubling on hypercube:3") << QStringLiteral("allgather-recursive-doubling") << QStringLiteral("hypercube:3");
        QTest::newRow("binomial broadcast on complete:8") << QStringLiteral("broadcast-binomial") << QStringLiteral("complete:8");
    }

    void exportReadsBackAsTheSameSchedule()
    {
        QFETCH(QString, algorithm);
        QFETCH(QString, topology);
        if (!paje::haveLibpaje())
            QSKIP("this CollViz was built without libpaje (Debian: libpaje-dev)");
        const RunResult run = runOf(algorithm, topology);
        QVERIFY2(run.ok, qPrintable(run.error));
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("run.trace"));
        QVERIFY(writeFile(path, exported(run)));
        ScheduleReadOptions options;
        options.topology = topology;
        options.modelSpec = run.model.toString();
        options.cost = run.params.cost;
        RunResult back;
        QString error;
        // Through the format list, as the programs read it: "%EventDef" tells a Paje trace.
        QVERIFY2(ScheduleFormats::instance().readFile(path, QString(), options, &back, &error), qPrintable(error));
        QVERIFY(back.simulation.verified);
        QCOMPARE(back.operation(), run.operation());
        QCOMPARE(back.params.root, run.params.root);
        QCOMPARE(back.schedule->rounds.size(), run.schedule->rounds.size());
        QVERIFY(transfersByRound(back) == transfersByRound(run));
        QCOMPARE(back.timeline->totalTime(), run.timeline->totalTime());
    }

    // ---- SMPI traces in ----

    void smpiCollectivesReadAsCollvizs_data()
    {
        QTest::addColumn<QString>("collective");
        QTest::addColumn<QString>("implementation");
        QTest::addColumn<bool>("sizes");
        QTest::addColumn<QString>("topology");
        QTest::addColumn<QString>("twin");
        QTest::addColumn<bool>("sameTransfers");
        // SMPI's pair all-to-all is the pairwise exchange (partner rank xor i): on hypercube:3
        // exactly CollViz's; on switch:8 the shift exchange has the same rounds and volume.
        QTest::newRow("alltoall:pair on hypercube:3") << QStringLiteral("alltoall") << QStringLiteral("pair") << true
                                                      << QStringLiteral("hypercube:3")
                                                      << QStringLiteral("alltoall-hypercube-pairwise") << true;
        QTest::newRow("alltoall:pair on hypercube:3, no sizes")
            << QStringLiteral("alltoall") << QStringLiteral("pair") << false << QStringLiteral("hypercube:3")
            << QStringLiteral("alltoall-hypercube-pairwise") << true;
        QTest::newRow("alltoall:pair on switch:8") << QStringLiteral("alltoall") << QStringLiteral("pair") << true
                                                   << QStringLiteral("switch:8") << QStringLiteral("alltoall-shift-routed")
                                                   << false;
        // SMPI's ring allgather is a shift (step i: its own block to rank + i); its NTSLR is the
        // ring of neighbours, CollViz's ring.
        QTest::newRow("allgather:ring on switch:8") << QStringLiteral("allgather") << QStringLiteral("ring") << true
                                                    << QStringLiteral("switch:8")
                                                    << QStringLiteral("allgather-ring-routed") << false;
        QTest::newRow("allgather:NTSLR on switch:8") << QStringLiteral("allgather") << QStringLiteral("NTSLR") << true
                                                     << QStringLiteral("switch:8")
                                                     << QStringLiteral("allgather-ring-routed") << true;
        QTest::newRow("allgather:NTSLR on ring:8, no sizes")
            << QStringLiteral("allgather") << QStringLiteral("NTSLR") << false << QStringLiteral("ring:8")
            << QStringLiteral("allgather-ring-routed") << true;
    }

    void smpiCollectivesReadAsCollvizs()
    {
        QFETCH(QString, collective);
        QFETCH(QString, implementation);
        QFETCH(bool, sizes);
        QFETCH(QString, topology);
        QFETCH(QString, twin);
        QFETCH(bool, sameTransfers);
        if (!paje::haveLibpaje())
            QSKIP("this CollViz was built without libpaje (Debian: libpaje-dev)");
        if (smpiProgram().isEmpty())
            QSKIP(qPrintable(mSmpiSkip));
        QString why;
        const QByteArray trace = smpiTrace(collective, implementation, sizes, &why);
        QVERIFY2(!trace.isEmpty(), qPrintable(why));
        ScheduleReadOptions options;
        options.topology = topology;
        options.cost = CostParams{2, 3, 0.5, 0, 0}; // runOf's
        RunResult read;
        QVERIFY2(paje::read(trace, options, &read, &why, nullptr), qPrintable(why));
        const RunResult own = runOf(twin, topology);
        QVERIFY2(own.ok, qPrintable(own.error));
        qInfo("%s: SMPI %s:%s read as %d rounds of %s; CollViz's %s has %d; times %g and %g", QTest::currentDataTag(),
              qPrintable(collective), qPrintable(implementation), int(read.schedule->rounds.size()),
              qPrintable(operationName(read.operation())), qPrintable(twin), int(own.schedule->rounds.size()),
              read.timeline->totalTime(), own.timeline->totalTime());
        QVERIFY2(read.simulation.verified,
                 qPrintable(read.simulation.violations.empty() ? read.simulation.postconditionFailures.join(QStringLiteral("; "))
                                                               : read.simulation.violations.front().message));
        QCOMPARE(read.operation(), own.operation());
        QCOMPARE(read.schedule->rounds.size(), std::size_t(7));
        QCOMPARE(read.schedule->rounds.size(), own.schedule->rounds.size());
        QVERIFY(volumeByRound(read) == volumeByRound(own));
        // No two messages of a round share a channel in either: (t_s + t_w m)(p - 1) = 28.
        QCOMPARE(read.timeline->totalTime(), own.timeline->totalTime());
        if (sameTransfers)
            QVERIFY(transfersByRound(read) == transfersByRound(own));
        else
            QVERIFY(transfersByRound(read) != transfersByRound(own)); // other partners, as the row says
    }

    // ---- Refusals ----

    void refusals_data()
    {
        QTest::addColumn<QByteArray>("trace");
        QTest::addColumn<QString>("topology");
        QTest::addColumn<QString>("message");
        QTest::newRow("no ranks") << handmade("6 0 h0 R 0 \"host-0\"\n12 0 S h0 vA\n13 1 S h0\n") << QString()
                                  << QStringLiteral("it has no rank containers");
        QTest::newRow("ranks misnumbered") << handmade("6 0 r0 R 0 \"rank-0\"\n6 0 r2 R 0 \"rank-2\"\n") << QString()
                                           << QStringLiteral("(rank-1 is missing)");
        QTest::newRow("a link with no end")
            << handmade("6 0 r0 R 0 \"rank-0\"\n6 0 r1 R 0 \"rank-1\"\n12 0 S r0 vA\n15 0 L 0 PTP r0 k1\n13 1 S r0\n")
            << QString() << QStringLiteral("a link has only one of its ends");
        QTest::newRow("no collective") << twoRanks("vI") << QString() << QStringLiteral("it records no MPI collective");
        QTest::newRow("two collectives")
            << handmade("6 0 r0 R 0 \"rank-0\"\n6 0 r1 R 0 \"rank-1\"\n12 0 S r0 vA\n13 1 S r0\n12 1 S r0 vB\n13 2 S r0\n"
                        "12 0 S r1 vA\n13 2 S r1\n")
            << QString() << QStringLiteral("it records 2 collectives (PMPI_Alltoall, PMPI_Bcast)");
        QTest::newRow("a reduction") << twoRanks("vR") << QString()
                                     << QStringLiteral("its collective is PMPI_Allreduce, which CollViz does not read");
        QTest::newRow("another network's size") << twoRanks("vA") << QStringLiteral("complete:3")
                                                << QStringLiteral("it has 2 ranks, but complete:3 has 3 processors");
        QTest::newRow("not Paje") << QByteArray("%EventDef PajeNoSuchEvent 1\n%EndEventDef\n") << QString()
                                  << QStringLiteral("libpaje cannot read it");
        // libpaje itself would end the process here (exit(1)): the reader checks first.
        QTest::newRow("a definition without Key")
            << QByteArray("%EventDef PajeStartLink 15\n% Time date\n% Type string\n% Container string\n"
                          "% Value string\n% StartContainer string\n%EndEventDef\n")
            << QString() << QStringLiteral("its definition of PajeStartLink ending on line 7 lacks a field");
    }

    void refusals()
    {
        QFETCH(QByteArray, trace);
        QFETCH(QString, topology);
        QFETCH(QString, message);
        RunResult out;
        QString error;
        ScheduleReadOptions options;
        options.topology = topology;
        QVERIFY(!paje::read(trace, options, &out, &error, nullptr));
        if (!paje::haveLibpaje()) {
            QCOMPARE(error, QStringLiteral("this CollViz was built without libpaje, so it cannot read Paje traces"));
            return;
        }
        QVERIFY2(error.contains(message), qPrintable(error));
        QVERIFY2(!error.contains(QLatin1Char('\n')), "one sentence");
    }

    void twoRanksAlltoallIsRead()
    {
        // The refusals' trace with PMPI_Alltoall: two messages, rank-1's reply in round 2.
        if (!paje::haveLibpaje())
            QSKIP("this CollViz was built without libpaje (Debian: libpaje-dev)");
        RunResult out;
        QString error;
        QVERIFY2(paje::read(twoRanks("vA"), ScheduleReadOptions(), &out, &error, nullptr), qPrintable(error));
        QCOMPARE(out.topology->name(), QStringLiteral("complete:2"));
        QCOMPARE(out.schedule->rounds.size(), std::size_t(2));
        QVERIFY(out.simulation.verified);
    }

    void roundsFollowWhatTheSenderKnew()
    {
        // 0 -> 1 over [0, 1]; 1 -> 2 starting at 1 (after it): round 2; 2 -> 0 at 0.5 (before
        // anything reached 2): round 1; 0 -> 2 at 1: after 0's own send, round 2.
        const std::vector<paje::TraceMessage> messages{
            {0, 1, 0.0, 1.0, -1, QStringLiteral("a")},
            {1, 2, 1.0, 2.0, -1, QStringLiteral("b")},
            {2, 0, 0.5, 0.7, -1, QStringLiteral("c")},
            {0, 2, 1.0, 1.5, -1, QStringLiteral("d")},
        };
        QCOMPARE(paje::assignRounds(messages, 3), (std::vector<int>{1, 2, 1, 2}));
    }
};

QTEST_GUILESS_MAIN(TestPaje)
#include "tst_paje.moc"

// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// CollViz's algorithms against SimGrid's OWN implementations of them (core/simgridcollective.h):
// SMPI runs its code for the collective (`--cfg=smpi/alltoall:bruck` ...) on the platform
// CollViz exports for the run, and its simulated time is set beside three others of the same
// run: CollViz's engine time, and SimGrid's replay of CollViz's own schedule (tst_simgrid's
// export). Where both are contention-free the three agree; where they do not, each row names
// the measured relation and its reason (docs/simgrid.md, "SimGrid's own implementations").
// The export is checked everywhere; the runs need smpirun (Debian 12: libsimgrid-dev) and are
// skipped, saying why, without it.

#include "core/engine.h"
#include "core/simgridcollective.h"
#include "core/simgridexport.h"
#include "programrun.h"

#include <QtTest>

#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QXmlStreamReader>

#include <climits>
#include <cmath>
#include <map>
#include <optional>

using namespace collviz::core;

namespace {

/// What the measured times must satisfy. own: SimGrid's implementation; replay: SimGrid
/// replaying the schedule of the row's twin (the CollViz algorithm whose messages SimGrid's
/// code sends, usually the compared algorithm itself); collviz: the engine's time of the
/// compared algorithm.
enum class Relation {
    /// Contention-free and the same messages: own = replay = collviz (1e-6 relative).
    Equal,
    /// SimGrid's code takes as long as SimGrid's replay of the twin's schedule (own = replay,
    /// up to the 16-byte envelopes that share bandwidth: at most 16 t_w / B per message), and
    /// CollViz's time differs: messages share a channel, and CollViz queues them (each waits
    /// for the one before, start-up included) where SimGrid shares the bandwidth (tst_simgrid).
    SameAsReplay,
    /// SimGrid's implementation refuses the size: smpirun fails saying p is no power of two.
    Refused,
    /// SimGrid's code exchanges with other partners (rank xor 2^k) than the algorithm
    /// (Swing's rank +- rho(k)), whose routes meet more: own > replay by more than 1 %.
    OtherPartnersSlower,
};

RunResult runOf(const QString &algorithm, const QString &topology, double m, double ts, double tw, double tc = 0)
{
    RunRequest request;
    request.algorithm = algorithm;
    request.topology = topology;
    request.params.cost = CostParams{m, ts, tw, 0.0, tc};
    return Engine::run(request);
}

QString network(const char *file) { return QStringLiteral("graph:") + QFINDTESTDATA(QLatin1String("networks/") + QLatin1String(file)); }

struct Smpi
{
    std::optional<double> time;
    QString output;
};

/// smpirun with `arguments` in `dir`, started at once; finish() waits for it (a minute at
/// most). Two at a time use the machine's two cores.
class SmpiRun
{
public:
    SmpiRun(const QString &program, const QString &dir, const QStringList &arguments)
    {
        mProcess.setWorkingDirectory(dir);
        mProcess.setProcessChannelMode(QProcess::MergedChannels);
        mProcess.start(program, arguments);
    }

    Smpi finish()
    {
        if (!mProcess.waitForFinished(60000)) {
            mProcess.kill();
            mProcess.waitForFinished();
        }
        Smpi out;
        out.output = QString::fromLocal8Bit(mProcess.readAll());
        if (mProcess.exitStatus() == QProcess::NormalExit && mProcess.exitCode() == 0)
            out.time = simgrid::simulatedTime(out.output);
        return out;
    }

private:
    QProcess mProcess;
};

Smpi smpirun(const QString &program, const QString &dir, const QStringList &arguments)
{
    return SmpiRun(program, dir, arguments).finish();
}

bool close(double a, double b) { return std::abs(a - b) <= 1e-6 * std::max(1.0, std::abs(b)); }

} // namespace

Q_DECLARE_METATYPE(Relation)

class TestSimGridOwn : public QObject
{
    Q_OBJECT

private slots:
    // ---- The files, checked without SimGrid ----

    void tracesHoldOneCollectivePerRank_data()
    {
        QTest::addColumn<QString>("algorithm");
        QTest::addColumn<QString>("implementation");
        QTest::addColumn<double>("m");
        QTest::addColumn<QString>("action"); // rank 3's line
        // Counts are bytes (MPI_BYTE: `init` without a datatype): m words of 1024 bytes, times
        // p = 6 where SMPI's code cuts the vector into pieces.
        QTest::newRow("alltoall") << QStringLiteral("alltoall-shift-routed") << QStringLiteral("ring") << 2.0
                                  << QStringLiteral("3 alltoall 2048 2048");
        QTest::newRow("allgather") << QStringLiteral("allgather-ring-routed") << QStringLiteral("NTSLR") << 0.5
                                   << QStringLiteral("3 allgather 512 512");
        QTest::newRow("allgather, m = 1/2048") << QStringLiteral("allgather-ring-routed") << QStringLiteral("NTSLR")
                                               << 1.0 / 2048 << QStringLiteral("3 allgather 1 1"); // 2048 bytes per word
        QTest::newRow("broadcast") << QStringLiteral("broadcast-binomial") << QStringLiteral("binomial_tree")
                                   << 1.0 << QStringLiteral("3 bcast 6144 0");
    }

    void tracesHoldOneCollectivePerRank()
    {
        QFETCH(QString, algorithm);
        QFETCH(QString, implementation);
        QFETCH(double, m);
        QFETCH(QString, action);
        const RunResult r = runOf(algorithm, network("crossbar6.json"), m, 2, 0.5);
        QVERIFY2(r.ok, qPrintable(r.error));
        QString error;
        const auto files = simgrid::makeCollective(r, implementation, &error);
        QVERIFY2(files, qPrintable(error));
        QCOMPARE(files->traces.size(), 6);
        QStringList lines;
        for (const QString &line : files->traces[3].split(QLatin1Char('\n'), Qt::SkipEmptyParts))
            if (!line.startsWith(QLatin1Char('#')))
                lines << line;
        QCOMPARE(lines, (QStringList{QStringLiteral("3 init"), action, QStringLiteral("3 finalize")}));
        QVERIFY(files->script.contains(QStringLiteral("--cfg=smpi/%1:%2").arg(simgrid::smpiCollective(r.operation()), implementation)));
    }

    void platformRoutesEveryPairAndAbsorbsTheEnvelope()
    {
        // A crossbar of 6: every ordered pair routed through the switch (node 6), though the
        // ring allgather of CollViz sends to neighbours only.
        const RunResult r = runOf(QStringLiteral("allgather-ring-routed"), network("crossbar6.json"), 1, 2, 0.5);
        QVERIFY2(r.ok, qPrintable(r.error));
        QString error;
        const auto files = simgrid::makeCollective(r, QStringLiteral("ring"), &error);
        QVERIFY2(files, qPrintable(error));
        std::map<QString, QStringList> routes;
        std::map<QString, QString> latency;
        QXmlStreamReader xml(files->platform);
        QString current;
        while (!xml.atEnd()) {
            if (xml.readNext() != QXmlStreamReader::StartElement)
                continue;
            const auto a = xml.attributes();
            if (xml.name() == QLatin1String("link"))
                latency[a.value(QLatin1String("id")).toString()] = a.value(QLatin1String("latency")).toString();
            else if (xml.name() == QLatin1String("route"))
                current = a.value(QLatin1String("src")).toString() + QLatin1Char(' ') + a.value(QLatin1String("dst")).toString();
            else if (xml.name() == QLatin1String("link_ctn"))
                routes[current] << a.value(QLatin1String("id")).toString();
        }
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        QCOMPARE(int(routes.size()), 6 * 5);
        QCOMPARE(routes[QStringLiteral("p4 p1")],
                 (QStringList{QStringLiteral("send-p4"), QStringLiteral("link-4-6"), QStringLiteral("link-1-6"),
                              QStringLiteral("recv-p1")}));
        // SMPI adds 16 bytes to each message: 16 t_w / B = 16 x 0.5 / 1024 s less start-up.
        QCOMPARE(latency[QStringLiteral("send-p0")], QStringLiteral("1.9921875s"));
    }

    void longMessagesStayWithinSmpisCount()
    {
        // No power of two makes 3/72 of a word whole; 2^30 bytes per word would make the 3-word
        // message 3 x 2^30 bytes, past SMPI's int count of bytes (a replay of scatter + allgather
        // broadcast on dragonfly:4,2,2 then took 2^36 s).
        const double B = simgrid::bytesPerWordFor({3.0, 3.0 / 72});
        QVERIFY(3.0 * B + simgrid::kEnvelopeBytes <= double(INT_MAX));
        QCOMPARE(B, std::ldexp(1.0, 29));
        QCOMPARE(simgrid::bytesPerWordFor({3.0, 0.5}), 1024.0);
    }

    void refusals_data()
    {
        QTest::addColumn<QString>("algorithm");
        QTest::addColumn<QString>("topology");
        QTest::addColumn<QString>("implementation");
        QTest::addColumn<double>("tc");
        QTest::addColumn<QString>("message");
        QTest::newRow("no SMPI action for prefix sums")
            << QStringLiteral("prefix-sum-hypercube") << QStringLiteral("hypercube:3") << QStringLiteral("default") << 0.0
            << QStringLiteral("not of prefix-sum");
        QTest::newRow("t_c > 0") << QStringLiteral("allreduce-hypercube") << QStringLiteral("hypercube:3")
                                 << QStringLiteral("rdb") << 0.5 << QStringLiteral("only be compared at t_c = 0, not at t_c = 0.5");
        QTest::newRow("not a name") << QStringLiteral("allgather-ring-routed") << QStringLiteral("ring:4")
                                    << QStringLiteral("ring; rm -rf /") << 0.0 << QStringLiteral("is no name of a SimGrid implementation");
    }

    void refusals()
    {
        QFETCH(QString, algorithm);
        QFETCH(QString, topology);
        QFETCH(QString, implementation);
        QFETCH(double, tc);
        QFETCH(QString, message);
        const RunResult r = runOf(algorithm, topology, 1, 1, 1, tc);
        QVERIFY2(r.ok, qPrintable(r.error));
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("simgrid"));
        QString error;
        QVERIFY(!simgrid::writeCollective(r, implementation, out, &error));
        QVERIFY2(error.contains(message), qPrintable(error));
        QVERIFY2(!error.contains(QLatin1Char('\n')), "one sentence");
        QVERIFY2(!QFileInfo::exists(out), "a refused export writes nothing");
    }

    void commandLineWritesSimgridsOwn()
    {
        // collviz-cli export --format simgrid --simgrid-own NAME: the same files, replay.sh
        // selecting SimGrid's implementation; without --format simgrid it is refused.
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("bruck"));
        const QStringList run{QStringLiteral("export"),      QStringLiteral("--algorithm"), QStringLiteral("alltoall-bruck"),
                              QStringLiteral("--topology"),  QStringLiteral("switch:5"),    QStringLiteral("--m"),
                              QStringLiteral("3"),           QStringLiteral("--ts"),        QStringLiteral("2"),
                              QStringLiteral("--tw"),        QStringLiteral("0.5"),         QStringLiteral("--simgrid-own"),
                              QStringLiteral("bruck")};
        const auto written = collviz::tests::cli(run + QStringList{QStringLiteral("--format"), QStringLiteral("simgrid"),
                                                                   QStringLiteral("--out"), out});
        QVERIFY2(written.exitCode == 0, written.err.constData());
        QFile script(QDir(out).filePath(QStringLiteral("replay.sh")));
        QVERIFY(script.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(script.readAll());
        QVERIFY2(text.contains(QLatin1String("--cfg=smpi/alltoall:bruck")), qPrintable(text));
        QVERIFY2(text.contains(QLatin1String("CollViz's time for alltoall-bruck: 13.5")), qPrintable(text));
        QFile rank(QDir(out).filePath(QStringLiteral("rank-2.trace")));
        QVERIFY(rank.open(QIODevice::ReadOnly));
        QVERIFY(QString::fromUtf8(rank.readAll()).contains(QLatin1String("\n2 alltoall 3072 3072\n")));

        const auto refused = collviz::tests::cli(run + QStringList{QStringLiteral("--out"), dir.filePath(QStringLiteral("b.png"))});
        QCOMPARE(refused.exitCode, 2);
        QVERIFY2(refused.err.contains("it goes with --format simgrid, not png"), refused.err.constData());
        QStringList misnamed = run;
        misnamed.last() = QStringLiteral("a b");
        const auto badName = collviz::tests::cli(misnamed + QStringList{QStringLiteral("--format"), QStringLiteral("simgrid"),
                                                                        QStringLiteral("--out"), out});
        QCOMPARE(badName.exitCode, 2);
        QVERIFY2(badName.err.contains("--simgrid-own 'a b' is not accepted"), badName.err.constData());

        if (QStandardPaths::findExecutable(QStringLiteral("smpirun")).isEmpty())
            QSKIP("smpirun is not installed (Debian 12: apt-get install libsimgrid-dev), so replay.sh cannot run");
        const Smpi own = smpirun(QStringLiteral("/bin/sh"), out, {QStringLiteral("replay.sh")});
        QVERIFY2(own.time, qPrintable(own.output.right(2000)));
        QCOMPARE(*own.time, 13.5);
    }

    // ---- SimGrid's implementations against CollViz's algorithms ----

    void compare_data()
    {
        QTest::addColumn<QString>("implementation");
        QTest::addColumn<QString>("algorithm");
        QTest::addColumn<QString>("topology");
        QTest::addColumn<Relation>("relation");
        QTest::addColumn<QString>("twin");
        QTest::addColumn<double>("m");
        QTest::addColumn<double>("ts");
        QTest::addColumn<double>("tw");
        // m = 3, t_s = 2, t_w = 0.5 unless the row says otherwise.
        double m = 3, ts = 2, tw = 0.5;
        const auto row = [&m, &ts, &tw](const char *implementation, const char *algorithm, const QString &topology,
                                         const QString &tag, Relation relation, const char *twin = nullptr) {
            const QString costs = m == 3 && ts == 2 && tw == 0.5
                                      ? QString()
                                      : QStringLiteral(" m=%1 ts=%2 tw=%3").arg(m).arg(ts).arg(tw);
            QTest::newRow(qPrintable(QStringLiteral("%1 vs smpi %2 on %3%4")
                                         .arg(QLatin1String(algorithm), QLatin1String(implementation), tag, costs)))
                << QString::fromLatin1(implementation) << QString::fromLatin1(algorithm) << topology << relation
                << QString::fromLatin1(twin ? twin : algorithm) << m << ts << tw;
        };
        // SimGrid's implementation and the CollViz algorithm that does what it does.
        const std::pair<const char *, const char *> pairings[] = {
            {"bruck", "alltoall-bruck"},
            {"ring", "alltoall-shift-routed"}, // step i: to rank + i, from rank - i
            {"bruck", "allgather-bruck"},
            {"rdb", "allgather-recursive-doubling"}, // MPICH's extra steps for p not a power of two
            {"NTSLR", "allgather-ring-routed"},      // SimGrid's logical ring
            {"ring", "allgather-ring-routed"}, // a shift: step i, its own block to rank + i
            {"binomial_tree", "broadcast-binomial"},
            {"scatter_rdb_allgather", "broadcast-scatter-allgather"},
            {"rab_rdb", "allreduce-rabenseifner"},
            {"lr", "allreduce-ring"},
            {"rdb", "allreduce-swing-latency"}, // partners rank xor 2^k, not rank +- rho(k)
            {"rab_rdb", "allreduce-swing"},     // idem, halving and doubling
        };
        // A crossbar, the complete graph and the three-level fat tree: no two routes of a
        // step meet (on fattree:4, routed up by destination, not even those of a shift), so
        // every pairing agrees at p = 5, 8, 12 and 16; on the complete graph with a start-up
        // worth more words and blocks of less than a word.
        for (const char *topology : {"switch:5", "switch:8", "switch:12", "complete:5", "complete:8", "complete:12", "fattree:4"}) {
            const bool complete = QByteArray(topology).startsWith("complete");
            m = complete ? 0.75 : 3;
            ts = complete ? 5 : 2;
            tw = complete ? 2 : 0.5;
            for (const auto &[implementation, algorithm] : pairings)
                row(implementation, algorithm, QLatin1String(topology), QLatin1String(topology), Relation::Equal);
            // Pairwise exchange (partner rank xor i) refuses p not a power of two.
            const bool powerOfTwo = !QByteArray(topology).endsWith("5") && !QByteArray(topology).endsWith("12");
            row("pair", "alltoall-shift-routed", QLatin1String(topology), QLatin1String(topology),
                powerOfTwo ? Relation::Equal : Relation::Refused);
        }
        m = 3;
        ts = 2;
        tw = 0.5;
        // dragonfly:4,2,2 (72 processors, 9 groups): minimal routes meet on the global links.
        const QString dragonfly = QStringLiteral("dragonfly:4,2,2");
        for (const auto &[implementation, algorithm] : pairings) {
            const QByteArray a(algorithm);
            const QByteArray i(implementation);
            if (a == "broadcast-binomial" || a == "allreduce-ring" || i == "NTSLR")
                row(implementation, algorithm, dragonfly, dragonfly, Relation::Equal);
            else if (i == "ring" && a == "allgather-ring-routed")
                row(implementation, algorithm, dragonfly, dragonfly, Relation::SameAsReplay, "alltoall-shift-routed");
            else if (a == "allreduce-swing") // SimGrid's partners are Rabenseifner's
                row(implementation, algorithm, dragonfly, dragonfly, Relation::SameAsReplay, "allreduce-rabenseifner");
            else if (a == "allreduce-swing-latency") // rank xor 2^k: no CollViz twin off the hypercube
                row(implementation, algorithm, dragonfly, dragonfly, Relation::OtherPartnersSlower);
            else
                row(implementation, algorithm, dragonfly, dragonfly, Relation::SameAsReplay);
        }
        // The reduce action: SimGrid's binomial reduction is the hypercube's recursive halving.
        for (const char *topology : {"hypercube:3", "hypercube:4"})
            row("binomial", "reduce-recursive-halving", QLatin1String(topology), QLatin1String(topology), Relation::Equal);
        // A two-level fat tree of 8 with 2 core switches and shortest routes: steps whose
        // routes meet at a core switch. CollViz queues what SimGrid shares.
        const QString fattree8 = network("fattree8.json");
        const QString tag = QStringLiteral("fattree8.json");
        for (const auto &[implementation, algorithm] : pairings) {
            const bool sameRoutesApart = QByteArray(algorithm) == "broadcast-binomial" || QByteArray(algorithm) == "allreduce-ring"
                                         || QByteArray(implementation) == "NTSLR";
            if (QByteArray(implementation) == "ring" && QByteArray(algorithm) == "allgather-ring-routed")
                row(implementation, algorithm, fattree8, tag, Relation::SameAsReplay, "alltoall-shift-routed");
            else
                row(implementation, algorithm, fattree8, tag, sameRoutesApart ? Relation::Equal : Relation::SameAsReplay);
        }
    }

    void compare()
    {
        QFETCH(QString, implementation);
        QFETCH(QString, algorithm);
        QFETCH(QString, topology);
        QFETCH(Relation, relation);
        QFETCH(QString, twin);
        QFETCH(double, m);
        QFETCH(double, ts);
        QFETCH(double, tw);
        const QString program = QStandardPaths::findExecutable(QStringLiteral("smpirun"));
        if (program.isEmpty())
            QSKIP("smpirun is not installed (Debian 12: apt-get install libsimgrid-dev), so SimGrid cannot run");
        const RunResult r = runOf(algorithm, topology, m, ts, tw);
        QVERIFY2(r.ok, qPrintable(r.error));
        QVERIFY(r.simulation.verified);
        const RunResult twinRun = twin == algorithm ? r : runOf(twin, topology, m, ts, tw);
        QVERIFY2(twinRun.ok, qPrintable(twinRun.error));
        // The same platform: CollViz's messages take the network's own routes, as SimGrid's do.
        for (const RunResult *run : {&r, &twinRun})
            for (const Round &round : run->schedule->rounds)
                for (const Transfer &t : round.transfers)
                    QVERIFY(t.path == run->topology->route(t.src, t.dst));
        const int p = r.topology->processorCount();
        const double collviz = r.timeline->totalTime();

        QString error;
        const auto files = simgrid::makeCollective(r, implementation, &error);
        QVERIFY2(files, qPrintable(error));
        QTemporaryDir ownDir;
        QVERIFY2(simgrid::writeFiles(*files, ownDir.path(), &error), qPrintable(error));
        QTemporaryDir replayDir;
        QVERIFY2(simgrid::write(twinRun, replayDir.path(), &error), qPrintable(error));
        SmpiRun ownRun(program, ownDir.path(), simgrid::collectiveArguments(p, r.operation(), implementation));
        SmpiRun replayRun(program, replayDir.path(), simgrid::smpirunArguments(p));
        const Smpi own = ownRun.finish();
        const Smpi replay = replayRun.finish();
        if (relation == Relation::Refused) {
            QVERIFY2(!own.time && own.output.contains(QLatin1String("can't be used with non power of two")),
                     qPrintable(own.output.right(2000)));
            return;
        }
        QVERIFY2(own.time, qPrintable(QStringLiteral("smpirun failed:\n") + own.output.right(2000)));
        QCOMPARE(simgrid::switchedImplementation(own.output, r.operation()), implementation);
        QVERIFY2(replay.time, qPrintable(QStringLiteral("smpirun failed:\n") + replay.output.right(2000)));

        const QString numbers = QStringLiteral("CollViz %1, SimGrid's replay of %2 %3, SimGrid's own %4")
                                    .arg(collviz, 0, 'f', 6)
                                    .arg(twin)
                                    .arg(*replay.time, 0, 'f', 6)
                                    .arg(*own.time, 0, 'f', 6);
        qInfo("%s: %s", QTest::currentDataTag(), qPrintable(numbers));
        switch (relation) {
        case Relation::Equal:
            QVERIFY2(close(*own.time, collviz) && close(*replay.time, collviz), qPrintable(numbers));
            break;
        case Relation::SameAsReplay: {
            int messages = 0;
            for (int round = 0; round < twinRun.timeline->roundCount(); ++round)
                messages += int(twinRun.timeline->messages(round).size());
            const double envelopes = messages * simgrid::kEnvelopeBytes * tw / files->bytesPerWord;
            QVERIFY2(*own.time >= *replay.time - 1e-6 && *own.time <= *replay.time + envelopes + 1e-6, qPrintable(numbers));
            QVERIFY2(!close(*own.time, collviz), qPrintable(QStringLiteral("the row is Equal: ") + numbers));
            // The same schedule: CollViz's turns cost the waiting messages' start-ups, which
            // SimGrid's shared bandwidth does not charge.
            if (twin == algorithm)
                QVERIFY2(collviz > *replay.time, qPrintable(numbers));
            break;
        }
        case Relation::OtherPartnersSlower:
            QVERIFY2(*own.time > 1.01 * *replay.time, qPrintable(numbers));
            break;
        case Relation::Refused:
            break;
        }
    }
};

QTEST_GUILESS_MAIN(TestSimGridOwn)
#include "tst_simgridown.moc"

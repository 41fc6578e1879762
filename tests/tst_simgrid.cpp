// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// CollViz's timeline checked against an independent simulator: SimGrid's SMPI replays the
// exported platform and traces (core/simgridexport.h) and its simulated time is compared with
// the engine's. The export itself (routes = the engine's paths, traces = the timeline's
// messages, the refusals) is checked everywhere; the replays run where smpirun is installed
// (Debian 12: libsimgrid-dev; CI installs it) and are skipped, saying why, elsewhere.

#include "core/engine.h"
#include "core/simgridexport.h"

#include <QtTest>

#include <QDir>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QXmlStreamReader>

#include <map>

using namespace collviz::core;

namespace {

struct Case
{
    QString algorithm;
    QString topology;
    QString model; ///< empty: the natural model
    double m = 1, ts = 1, tw = 1, th = 0;
};

RunResult runOf(const Case &c)
{
    RunRequest request;
    request.algorithm = c.algorithm;
    request.topology = c.topology;
    request.modelSpec = c.model;
    request.params.cost = CostParams{c.m, c.ts, c.tw, c.th};
    return Engine::run(request);
}

/// Lower bound of any replay without queueing: every round lasts at least as long as its
/// longest message alone (t_s + h t_h + L t_w), and a round cannot start before the previous
/// one has delivered what it needs. Summed over rounds it is what both simulators reach when
/// nothing shares a link or a port.
double aloneTime(const RunResult &r)
{
    double total = 0.0;
    const Timeline &timeline = *r.timeline;
    for (int round = 0; round < timeline.roundCount(); ++round) {
        double longest = 0.0;
        const auto &transfers = r.schedule->rounds[std::size_t(round)].transfers;
        for (const Timeline::Message &m : timeline.messages(round)) {
            const Transfer &t = transfers[std::size_t(m.transfer)];
            double units = 0.0;
            for (int k = 0; k < m.packetCount; ++k)
                units += r.schedule->packets[std::size_t(t.packets[std::size_t(m.firstPacket + k)])].size;
            longest = std::max(longest, r.params.cost.messageTime(r.model, units * r.params.cost.m, m.hopCount));
        }
        total += longest;
    }
    return total;
}

/// What a flow model makes of the same rounds when every message of a round starts at once
/// and shares bandwidth (SimGrid's max-min sharing): a round lasts at least t_s plus the words
/// its busiest resource carries (a channel, or a link under half duplex; a processor's k send or
/// k receive ports) times t_w, and at least as long as its longest message alone. With equal
/// latencies (t_h = 0) and equal messages this is exactly when the last flow ends.
double sharedTime(const RunResult &r)
{
    double total = 0.0;
    const CostParams &cost = r.params.cost;
    const double ports = r.model.allPort() ? 0.0 : double(r.model.ports);
    for (int round = 0; round < r.timeline->roundCount(); ++round) {
        std::map<std::pair<int, int>, double> load; // (kind, id) -> words per unit of capacity
        double longest = 0.0;
        const auto &transfers = r.schedule->rounds[std::size_t(round)].transfers;
        for (const Timeline::Message &m : r.timeline->messages(round)) {
            const Transfer &t = transfers[std::size_t(m.transfer)];
            double units = 0.0;
            for (int k = 0; k < m.packetCount; ++k)
                units += r.schedule->packets[std::size_t(t.packets[std::size_t(m.firstPacket + k)])].size;
            const double words = units * cost.m;
            longest = std::max(longest, cost.messageTime(r.model, words, m.hopCount));
            for (const int a : r.topology->pathArcs(t.path))
                load[{0, r.model.duplex == Duplex::Full ? a : r.topology->arc(a).link}] += words;
            if (ports > 0) {
                load[{1, t.src}] += words / ports;
                load[{2, t.dst}] += words / ports;
            }
        }
        double busiest = 0.0;
        for (const auto &[resource, words] : load)
            busiest = std::max(busiest, words);
        total += std::max(longest, cost.ts + busiest * cost.tw);
    }
    return total;
}

} // namespace

class TestSimGrid : public QObject
{
    Q_OBJECT

private:
    QString mSmpirun;

    /// Replays `result` in SimGrid; the simulated time, or a failure.
    double replay(const RunResult &result)
    {
        QTemporaryDir dir;
        QString error;
        if (!simgrid::write(result, dir.path(), &error)) {
            QTest::qFail(qPrintable(error), __FILE__, __LINE__);
            return -1;
        }
        QProcess smpirun;
        smpirun.setWorkingDirectory(dir.path());
        smpirun.setProcessChannelMode(QProcess::MergedChannels);
        smpirun.start(mSmpirun, simgrid::smpirunArguments(result.topology->processorCount()));
        if (!smpirun.waitForFinished(60000)) {
            smpirun.kill();
            smpirun.waitForFinished();
        }
        const QString output = QString::fromLocal8Bit(smpirun.readAll());
        const auto time = simgrid::simulatedTime(output);
        if (smpirun.exitStatus() != QProcess::NormalExit || smpirun.exitCode() != 0 || !time) {
            QTest::qFail(qPrintable(QStringLiteral("smpirun failed:\n") + output.right(2000)), __FILE__, __LINE__);
            return -1;
        }
        return *time;
    }

private slots:
    // ---- The export, checked without SimGrid ----

    void platformRoutesAreTheEnginesPaths()
    {
        // broadcast on a ring: multi-hop paths, each a route send-pA, the path's links, recv-pB.
        const RunResult r = runOf({QStringLiteral("broadcast-recursive-doubling"), QStringLiteral("ring:8"), {}, 2, 1, 0.5, 0.25});
        QVERIFY2(r.ok, qPrintable(r.error));
        QString error;
        const auto files = simgrid::make(r, &error);
        QVERIFY2(files, qPrintable(error));
        QCOMPARE(files->processors, 8);
        QCOMPARE(files->bytesPerWord, 1024.0);

        std::map<QString, QStringList> routes; // "pA pB" -> link ids
        std::map<QString, QXmlStreamAttributes> links;
        QXmlStreamReader xml(files->platform);
        QString current;
        while (!xml.atEnd()) {
            if (xml.readNext() != QXmlStreamReader::StartElement)
                continue;
            const auto a = xml.attributes();
            const auto value = [&a](const char *name) { return a.value(QLatin1String(name)).toString(); };
            if (xml.name() == QLatin1String("link"))
                links[value("id")] = a;
            else if (xml.name() == QLatin1String("route"))
                current = value("src") + QLatin1Char(' ') + value("dst");
            else if (xml.name() == QLatin1String("link_ctn"))
                routes[current] << value("id") + QLatin1Char('/') + value("direction");
        }
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        // Every transfer's route is its own path, link by link, in its direction.
        int transfers = 0;
        for (const Round &round : r.schedule->rounds)
            for (const Transfer &t : round.transfers) {
                QStringList expected{QStringLiteral("send-p%1/").arg(t.src)};
                for (std::size_t i = 0; i + 1 < t.path.size(); ++i) {
                    // Arc 2l runs from the link's first end to its second: SimGrid's UP.
                    const int arc = r.topology->arcBetween(t.path[i], t.path[i + 1]);
                    const bool up = arc == 2 * r.topology->arc(arc).link;
                    expected << QStringLiteral("link-%1-%2/%3")
                                    .arg(std::min(t.path[i], t.path[i + 1]))
                                    .arg(std::max(t.path[i], t.path[i + 1]))
                                    .arg(up ? QStringLiteral("UP") : QStringLiteral("DOWN"));
                }
                expected << QStringLiteral("recv-p%1/").arg(t.dst);
                QCOMPARE(routes[QStringLiteral("p%1 p%2").arg(t.src).arg(t.dst)], expected);
                ++transfers;
            }
        QCOMPARE(int(routes.size()), transfers); // recursive doubling: no pair twice
        // Units: t_s on the send port, t_h per link, 1024 bytes per word at 1/t_w.
        QCOMPARE(links[QStringLiteral("send-p0")].value(QLatin1String("latency")).toString(), QStringLiteral("1s"));
        QCOMPARE(links[QStringLiteral("link-0-1")].value(QLatin1String("latency")).toString(), QStringLiteral("0.25s"));
        QCOMPARE(links[QStringLiteral("link-0-1")].value(QLatin1String("bandwidth")).toString(), QStringLiteral("2048Bps"));
        QCOMPARE(links[QStringLiteral("link-0-1")].value(QLatin1String("sharing_policy")).toString(),
                 QStringLiteral("SPLITDUPLEX"));
    }

    void tracesCarryTheTimelinesMessages()
    {
        // Noncombining SEX on Q3: 4 messages of one packet per transfer, m = 3 words each.
        const RunResult r = runOf({QStringLiteral("alltoall-hypercube-sex"), QStringLiteral("hypercube:3"),
                                   QStringLiteral("noncombining"), 3, 1, 1, 0});
        QVERIFY2(r.ok, qPrintable(r.error));
        QString error;
        const auto files = simgrid::make(r, &error);
        QVERIFY2(files, qPrintable(error));
        QCOMPARE(files->traces.size(), 8);
        const QString &rank5 = files->traces[5];
        // 3 rounds x 4 messages out and 4 in; 3 x 1024 - 16 bytes each (SMPI adds 16).
        QCOMPARE(rank5.count(QRegularExpression(QStringLiteral("^5 isend \\d+ \\d+ 3056$"),
                                                QRegularExpression::MultilineOption)),
                 12);
        QCOMPARE(rank5.count(QRegularExpression(QStringLiteral("^5 irecv \\d+ \\d+ 3056$"),
                                                QRegularExpression::MultilineOption)),
                 12);
        QCOMPARE(rank5.count(QStringLiteral("5 waitall\n")), 3);
        QVERIFY(rank5.startsWith(QLatin1String("# CollViz: alltoall-hypercube-sex")));
        QVERIFY(rank5.endsWith(QLatin1String("5 finalize\n")));
        // Round 1 exchanges along the highest dimension: rank 5 with rank 1.
        const int round1 = rank5.indexOf(QLatin1String("# round 1\n"));
        const int round2 = rank5.indexOf(QLatin1String("# round 2\n"));
        QVERIFY(round1 >= 0 && round2 > round1);
        QCOMPARE(rank5.mid(round1, round2 - round1).count(QLatin1String("5 isend 1 ")), 4);
        QVERIFY(files->script.contains(QLatin1String("smpirun -np 8 -platform platform.xml -hostfile hostfile -replay traces")));
        QVERIFY(files->script.contains(QLatin1String("CollViz's time: ")));
    }

    void bytesPerWordMakesEveryMessageWhole()
    {
        const RunResult r = runOf({QStringLiteral("broadcast-recursive-doubling"), QStringLiteral("hypercube:2"), {}, 0.0009765625 / 2});
        QVERIFY2(r.ok, qPrintable(r.error));
        QString error;
        const auto files = simgrid::make(r, &error);
        QVERIFY2(files, qPrintable(error));
        QCOMPARE(files->bytesPerWord, 2048.0); // m = 1/2048 words
    }

    void refusals_data()
    {
        QTest::addColumn<QString>("algorithm");
        QTest::addColumn<QString>("topology");
        QTest::addColumn<QString>("model");
        QTest::addColumn<double>("tw");
        QTest::addColumn<QString>("message");
        QTest::newRow("store-and-forward over several hops")
            << QStringLiteral("broadcast-recursive-doubling") << QStringLiteral("ring:8") << QStringLiteral("sf") << 1.0
            << QStringLiteral("store-and-forward messages over several hops (round 1: 0 to 4, 4 hops) cannot be replayed");
        QTest::newRow("t_w = 0") << QStringLiteral("allgather-ring") << QStringLiteral("ring:4") << QString() << 0.0
                                 << QStringLiteral("t_w = 0 cannot be replayed");
    }

    void refusals()
    {
        QFETCH(QString, algorithm);
        QFETCH(QString, topology);
        QFETCH(QString, model);
        QFETCH(double, tw);
        QFETCH(QString, message);
        const RunResult r = runOf({algorithm, topology, model, 1, 1, tw, 0});
        QVERIFY2(r.ok, qPrintable(r.error));
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("simgrid"));
        QString error;
        QVERIFY(!simgrid::write(r, out, &error));
        QVERIFY2(error.contains(message), qPrintable(error));
        QVERIFY2(!error.contains(QLatin1Char('\n')), "one sentence");
        QVERIFY2(!QFileInfo::exists(out), "a refused export writes nothing");
    }

    void simulatedTimeIsReadFromSmpirunsOutput()
    {
        QCOMPARE(simgrid::simulatedTime(QStringLiteral("[p1:1:(2) 20.000000] [smpi_replay/INFO] Simulation time 20.000000\n")),
                 std::optional<double>(20.0));
        QCOMPARE(simgrid::simulatedTime(QStringLiteral("Execution failed with code 1.")), std::nullopt);
    }

    // ---- The replays, where SimGrid is installed ----

    void replay_data()
    {
        QTest::addColumn<QString>("algorithm");
        QTest::addColumn<QString>("topology");
        QTest::addColumn<QString>("model");
        QTest::addColumn<double>("m");
        QTest::addColumn<double>("ts");
        QTest::addColumn<double>("tw");
        QTest::addColumn<double>("th");
        QTest::addColumn<bool>("contention");
        // Contention-free: every message has its route to itself, so a flow and a worm take
        // the same time; the models must agree within 1 %.
        QTest::newRow("broadcast hypercube:4 wh") << QStringLiteral("broadcast-recursive-doubling")
                                                 << QStringLiteral("hypercube:4") << QString() << 4.0 << 3.0 << 0.5 << 0.0 << false;
        QTest::newRow("broadcast torus:4x4 wh multi-hop t_h") << QStringLiteral("broadcast-recursive-doubling")
                                                              << QStringLiteral("torus:4x4") << QString() << 2.0 << 1.0 << 1.0 << 0.5 << false;
        QTest::newRow("allgather hypercube:3 sf") << QStringLiteral("allgather-hypercube") << QStringLiteral("hypercube:3")
                                                  << QString() << 2.0 << 1.0 << 0.25 << 0.0 << false;
        QTest::newRow("alltoall SEX hypercube:3 sf") << QStringLiteral("alltoall-hypercube-sex")
                                                     << QStringLiteral("hypercube:3") << QString() << 1.0 << 2.0 << 1.0 << 0.0 << false;
        QTest::newRow("reduce tree:8 (switches)") << QStringLiteral("reduce-tree") << QStringLiteral("tree:8") << QString()
                                                  << 1.0 << 1.0 << 2.0 << 0.25 << false;
        // Contention: several messages share a channel or a port. CollViz serialises them
        // (each waits for the one before, start-up included); SimGrid starts them together
        // and shares the bandwidth.
        QTest::newRow("broadcast ring:8 near-first (shared links)")
            << QStringLiteral("broadcast-ring-near-first") << QStringLiteral("ring:8") << QString() << 3.0 << 2.0 << 0.5
            << 0.0 << true;
        QTest::newRow("SEX hypercube:3 noncombining (4 messages per channel)")
            << QStringLiteral("alltoall-hypercube-sex") << QStringLiteral("hypercube:3") << QStringLiteral("noncombining")
            << 2.0 << 1.0 << 1.0 << 0.0 << true;
    }

    void replay()
    {
        QFETCH(QString, algorithm);
        QFETCH(QString, topology);
        QFETCH(QString, model);
        QFETCH(double, m);
        QFETCH(double, ts);
        QFETCH(double, tw);
        QFETCH(double, th);
        QFETCH(bool, contention);
        mSmpirun = QStandardPaths::findExecutable(QStringLiteral("smpirun"));
        if (mSmpirun.isEmpty())
            QSKIP("smpirun is not installed (Debian 12: apt-get install libsimgrid-dev), so SimGrid cannot replay");
        const RunResult r = runOf({algorithm, topology, model, m, ts, tw, th});
        QVERIFY2(r.ok, qPrintable(r.error));
        QVERIFY(r.simulation.verified || contention); // a what-if may break its port rule
        const double collviz = r.timeline->totalTime();
        const double alone = aloneTime(r);
        const double simgrid = replay(r);
        if (QTest::currentTestFailed())
            return;
        const double shared = sharedTime(r);
        qInfo("%s: CollViz %.6g, SimGrid %.6g, alone %.6g, shared %.6g", QTest::currentDataTag(), collviz, simgrid,
              alone, shared);
        if (!contention) {
            QCOMPARE(collviz, alone); // the row is what it claims: nothing waited
            QVERIFY2(std::abs(simgrid - collviz) <= 0.01 * collviz,
                     qPrintable(QStringLiteral("SimGrid %1 vs CollViz %2").arg(simgrid).arg(collviz)));
        } else {
            // SimGrid shares bandwidth: every message of a round starts at once, pays its
            // start-up at once and the busiest channel or port carries all its words back to
            // back, so a round lasts t_s + W t_w (sharedTime). CollViz serialises: a waiting
            // message pays its start-up after the one before it has finished, so its time is
            // longer by the start-ups of the messages that waited.
            QVERIFY2(collviz > shared * 1.01, "the row must have contention that costs CollViz start-ups");
            QVERIFY2(std::abs(simgrid - shared) <= 0.01 * shared,
                     qPrintable(QStringLiteral("SimGrid %1, shared-bandwidth time %2").arg(simgrid).arg(shared)));
            QVERIFY(alone <= shared);
        }
    }
};

QTEST_GUILESS_MAIN(TestSimGrid)
#include "tst_simgrid.moc"

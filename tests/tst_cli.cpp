// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// collviz-cli as a user runs it: listings, the collviz-schedule/1 document (replayed here
// independently of the engine), what-if runs and the one-sentence errors.

#include "core/algorithm.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include "tests/handmade.h"
#include "tests/programrun.h"

#include <map>
#include <set>

namespace {

using collviz::tests::CliRun;
using collviz::tests::cli;

} // namespace

class TstCli : public QObject
{
    Q_OBJECT

private slots:
    void aScheduleOfNoRegisteredAlgorithm();
    void listJson();
    void listText();
    void pairwiseScheduleReplaysIndependently();
    void textTableAndSummary();
    void csv();
    void shortOut();
    void whatIfStoreAndForward();
    void whatIfNoncombining();
    void explain();
    void badInput_data();
    void badInput();
    void hugeArgumentIsCut_data();
    void hugeArgumentIsCut();
    void scenarioFile();
    void memoryLimitRefused_data();
    void memoryLimitRefused();
    void anyMemoryLimitEndsInOneLine();
    void textDigitsTellValuesApart();
};

void TstCli::listJson()
{
    const CliRun r = cli({QStringLiteral("list"), QStringLiteral("--format"), QStringLiteral("json")});
    QCOMPARE(r.exitCode, 0);
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(r.out, &pe);
    QVERIFY2(pe.error == QJsonParseError::NoError, qPrintable(pe.errorString()));
    std::map<QString, QJsonObject> byId;
    for (const QJsonValue &v : doc.object().value(QStringLiteral("algorithms")).toArray())
        byId[v.toObject().value(QStringLiteral("id")).toString()] = v.toObject();
    for (const char *id : {"broadcast-recursive-doubling", "allgather-ring", "alltoall-hypercube-sex",
                           "alltoall-hypercube-pairwise"}) {
        QVERIFY2(byId.count(QString::fromLatin1(id)), id);
        const QJsonObject o = byId[QString::fromLatin1(id)];
        QVERIFY(o.value(QStringLiteral("source")).toString().contains(QStringLiteral("_")));
        QVERIFY(!o.value(QStringLiteral("operation")).toString().isEmpty());
        QVERIFY(!o.value(QStringLiteral("topologies")).toArray().isEmpty());
        QVERIFY(!o.value(QStringLiteral("formula")).toString().isEmpty());
    }
    QCOMPARE(byId[QStringLiteral("alltoall-hypercube-pairwise")].value(QStringLiteral("operation")).toString(),
             QStringLiteral("alltoall"));
    // The bound listed is the one derived for the natural model, and says so.
    QVERIFY(byId[QStringLiteral("allgather-ring")]
                .value(QStringLiteral("lowerBound"))
                .toString()
                .contains(QStringLiteral("[1-port store-and-forward:")));
    QCOMPARE(byId[QStringLiteral("shift-torus")].value(QStringLiteral("topologyLimits")).toString(),
             QStringLiteral("two-dimensional only, torus:AxB"));
    // The network families, from the registry: what --topology and sweep --family take.
    QStringList ids;
    QJsonObject ring;
    for (const QJsonValue &v : doc.object().value(QStringLiteral("networks")).toArray()) {
        ids << v.toObject().value(QStringLiteral("id")).toString();
        if (ids.last() == QLatin1String("ring"))
            ring = v.toObject();
    }
    QCOMPARE(ids.join(QLatin1Char(',')),
             QStringLiteral("hypercube,ring,linear,mesh,torus,tree,complete,switch,fattree,dragonfly,graph"));
    QCOMPARE(ring.value(QStringLiteral("spec")).toString(), QStringLiteral("ring:Z (Z >= 2)"));
    QCOMPARE(ring.value(QStringLiteral("sweep")).toArray().first().toString(), QStringLiteral("ring:4"));
}

void TstCli::listText()
{
    const CliRun r = cli({QStringLiteral("list")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains("allgather-ring"));
    // Grouped by operation, each under one name, with the sources' other names beside it;
    // every algorithm listed under its own operation's heading.
    const QString text = QString::fromUtf8(r.out);
    QVERIFY(text.startsWith(QLatin1String("== broadcast: One-to-all broadcast (also called MPI_Bcast)\n")));
    QVERIFY(text.contains(QLatin1String("\n== alltoall: All-to-all personalized (also called all-to-all scatter "
                                        "(seed 000: AAS), total exchange (seed 001), MPI_Alltoall)\n")));
    QString heading;
    int headings = 0;
    for (const QString &line : text.split(QLatin1Char('\n'))) {
        if (line.startsWith(QLatin1String("== "))) {
            heading = line.mid(3, line.indexOf(QLatin1Char(':')) - 3);
            ++headings;
        } else if (line.startsWith(QLatin1String("    operation:  "))) {
            QCOMPARE(line.mid(16), heading);
        }
    }
    QCOMPARE(headings, 10);
    QVERIFY(text.contains(QLatin1String("alltoall-direct-exchange\n    title:      All-to-all personalized: direct "
                                        "exchange (DEX)\n")));
    // shift-torus does not advertise 3D tori.
    QVERIFY(r.out.contains("topologies: torus (two-dimensional only, torus:AxB)"));
    QVERIFY(r.out.contains("(t_s + t_w m)(p - 1)"));
    QVERIFY(r.out.contains("bound:      max((t_s + t_w m) ceil(log2 p), L)   [1-port wormhole:"));
    // The network families close the list.
    QVERIFY(r.out.contains("\nnetworks (--topology SPEC)\nhypercube\n    spec:       hypercube:N (N = 1..16)\n"));
    QVERIFY(r.out.contains("    sweep:      torus z x z, z = 2..16 (sweep --family torus)\n"));
}

void TstCli::pairwiseScheduleReplaysIndependently()
{
    const CliRun r = cli({QStringLiteral("run"), QStringLiteral("--algorithm"), QStringLiteral("alltoall-hypercube-pairwise"),
                          QStringLiteral("--topology"), QStringLiteral("hypercube:5"), QStringLiteral("--format"),
                          QStringLiteral("json")});
    QCOMPARE(r.exitCode, 0);
    QJsonParseError pe;
    const QJsonObject doc = QJsonDocument::fromJson(r.out, &pe).object();
    QVERIFY2(pe.error == QJsonParseError::NoError, qPrintable(pe.errorString()));
    QCOMPARE(doc.value(QStringLiteral("format")).toString(), QStringLiteral("collviz-schedule/1"));
    QCOMPARE(doc.value(QStringLiteral("algorithm")).toString(), QStringLiteral("alltoall-hypercube-pairwise"));
    QCOMPARE(doc.value(QStringLiteral("operation")).toString(), QStringLiteral("alltoall"));
    const QJsonObject topo = doc.value(QStringLiteral("topology")).toObject();
    QCOMPARE(topo.value(QStringLiteral("kind")).toString(), QStringLiteral("hypercube"));
    QCOMPARE(topo.value(QStringLiteral("shape")).toArray().size(), 5);
    QCOMPARE(topo.value(QStringLiteral("nodes")).toInt(), 32);
    QCOMPARE(topo.value(QStringLiteral("processors")).toArray().size(), 32);
    const QJsonObject model = doc.value(QStringLiteral("model")).toObject();
    QCOMPARE(model.value(QStringLiteral("switching")).toString(), QStringLiteral("wh"));
    QCOMPARE(model.value(QStringLiteral("ports")).toInt(), 1);
    QCOMPARE(model.value(QStringLiteral("duplex")).toString(), QStringLiteral("full"));
    const QJsonObject params = doc.value(QStringLiteral("params")).toObject();
    QCOMPARE(params.value(QStringLiteral("m")).toDouble(), 1.0);
    QCOMPARE(params.value(QStringLiteral("root")).toInt(), 0);
    QCOMPARE(params.value(QStringLiteral("shift")).toInt(), 0); // means nothing for alltoall

    // Links as the document states them.
    std::set<std::pair<int, int>> links;
    for (const QJsonValue &l : topo.value(QStringLiteral("links")).toArray()) {
        const QJsonArray pair = l.toArray();
        links.insert({pair[0].toInt(), pair[1].toInt()});
        links.insert({pair[1].toInt(), pair[0].toInt()});
    }
    QCOMPARE(int(links.size()), 2 * 80);

    // Packets and the initial buffers.
    std::map<int, int> destOf;
    for (const QJsonValue &v : doc.value(QStringLiteral("packets")).toArray()) {
        const QJsonObject pk = v.toObject();
        destOf[pk.value(QStringLiteral("id")).toInt()] = pk.value(QStringLiteral("dest")).toInt();
    }
    QCOMPARE(int(destOf.size()), 32 * 31);
    std::vector<std::set<int>> held(32);
    const QJsonArray initial = doc.value(QStringLiteral("initial")).toArray();
    QCOMPARE(initial.size(), 32);
    for (int v = 0; v < 32; ++v)
        for (const QJsonValue &id : initial[v].toArray())
            held[std::size_t(v)].insert(id.toInt());

    // Replay: 1-port full duplex, one message per directed channel per round.
    const QJsonArray rounds = doc.value(QStringLiteral("rounds")).toArray();
    QCOMPARE(rounds.size(), 31);
    for (int ri = 0; ri < rounds.size(); ++ri) {
        std::map<int, int> sends, recvs;
        std::set<std::pair<int, int>> channels;
        std::vector<std::pair<int, int>> deliveries;
        for (const QJsonValue &tv : rounds[ri].toObject().value(QStringLiteral("transfers")).toArray()) {
            const QJsonObject t = tv.toObject();
            const int src = t.value(QStringLiteral("src")).toInt();
            const int dst = t.value(QStringLiteral("dst")).toInt();
            const QJsonArray path = t.value(QStringLiteral("path")).toArray();
            QCOMPARE(path.first().toInt(), src);
            QCOMPARE(path.last().toInt(), dst);
            for (int i = 0; i + 1 < path.size(); ++i) {
                const std::pair<int, int> ch{path[i].toInt(), path[i + 1].toInt()};
                QVERIFY2(links.count(ch), "path step over a link that does not exist");
                QVERIFY2(channels.insert(ch).second,
                         qPrintable(QStringLiteral("round %1 loads channel %2->%3 twice").arg(ri).arg(ch.first).arg(ch.second)));
            }
            QVERIFY2(++sends[src] <= 1, "1-port: a node sends twice in a round");
            QVERIFY2(++recvs[dst] <= 1, "1-port: a node receives twice in a round");
            for (const QJsonValue &id : t.value(QStringLiteral("packets")).toArray()) {
                QVERIFY2(held[std::size_t(src)].count(id.toInt()), "a node sends a packet it does not hold");
                deliveries.push_back({src, id.toInt()});
                held[std::size_t(dst)].insert(id.toInt());
            }
        }
        for (const auto &[src, id] : deliveries)
            held[std::size_t(src)].erase(id);
    }
    for (const auto &[id, dest] : destOf)
        QVERIFY2(held[std::size_t(dest)].count(id), qPrintable(QStringLiteral("packet %1 not delivered").arg(id)));

    const QJsonObject summary = doc.value(QStringLiteral("summary")).toObject();
    QCOMPARE(summary.value(QStringLiteral("rounds")).toInt(), 31);
    QCOMPARE(summary.value(QStringLiteral("time")).toDouble(), 62.0);
    QCOMPARE(summary.value(QStringLiteral("formula")).toDouble(), 62.0);
    // Noncombining 1-port: every node sends its 31 packets as 31 messages of t_s + t_w m each.
    QCOMPARE(summary.value(QStringLiteral("lowerBound")).toDouble(), 62.0);
    QCOMPARE(summary.value(QStringLiteral("maxLinkLoad")).toInt(), 1);
    QCOMPARE(summary.value(QStringLiteral("verified")).toBool(), true);
    QVERIFY(summary.value(QStringLiteral("violations")).toArray().isEmpty());
}

void TstCli::textTableAndSummary()
{
    const CliRun r = cli({QStringLiteral("run"), QStringLiteral("--algorithm"), QStringLiteral("allgather-ring"),
                          QStringLiteral("--topology"), QStringLiteral("ring:9")});
    QCOMPARE(r.exitCode, 0);
    const QString out = QString::fromUtf8(r.out);
    QVERIFY(out.contains(QStringLiteral("round")));
    QVERIFY(out.contains(QStringLiteral("max-load")));
    QVERIFY(out.contains(QStringLiteral("rounds:       8")));
    QVERIFY(out.contains(QStringLiteral("verified:     yes")));
    QVERIFY(out.contains(QStringLiteral("lower bound:")));
}

void TstCli::csv()
{
    const CliRun r = cli({QStringLiteral("run"), QStringLiteral("--algorithm"), QStringLiteral("broadcast-recursive-doubling"),
                          QStringLiteral("--topology"), QStringLiteral("torus:5x5"), QStringLiteral("--format"),
                          QStringLiteral("csv"), QStringLiteral("--root"), QStringLiteral("12")});
    QCOMPARE(r.exitCode, 0);
    // A header comment with the run's parameters, units and totals, then the column names
    // (the schedule document's) and one row per round: no summary row among them.
    QList<QByteArray> lines = r.out.trimmed().split('\n');
    QList<QByteArray> about;
    while (!lines.isEmpty() && lines.first().startsWith("# "))
        about << lines.takeFirst();
    for (const char *line : {"# algorithm: broadcast-recursive-doubling", "# topology: torus:5x5",
                             "# model: wh,ports=1,duplex=full,combining", "# m: 1", "# ts: 1", "# tw: 1", "# th: 0",
                             "# root: 12", "# rounds: 6", "# time: 12", "# maxLinkLoad: 1", "# verified: true"})
        QVERIFY2(about.contains(QByteArray(line)), line);
    QVERIFY(about.first().startsWith("# rows: "));
    QVERIFY(r.out.contains("\n# units: m in words;"));
    QCOMPARE(lines.first(), QByteArray("round,transfers,messages,packets,maxLinkLoad,time"));
    QCOMPARE(lines.size(), 1 + 6);
    QVERIFY(lines.last().startsWith("6,"));
}

void TstCli::shortOut()
{
    // -o is --out, and --help says so.
    const CliRun help = cli({QStringLiteral("--help")});
    QCOMPARE(help.exitCode, 0);
    QVERIFY2(help.out.contains("  -o, --out <out>"), help.out.constData());
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("rounds.csv"));
    const CliRun r = cli({QStringLiteral("export"), QStringLiteral("--algorithm"), QStringLiteral("allgather-ring"),
                          QStringLiteral("--topology"), QStringLiteral("ring:4"), QStringLiteral("--what"),
                          QStringLiteral("table"), QStringLiteral("-o"), path});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(file.readAll().contains("\r\nround,transfers,messages,packets,maxLinkLoad,time,endsAt,narration\r\n1,"));
    // Given twice (-o and --out), and outside export, it is refused by its long name.
    const CliRun twice = cli({QStringLiteral("export"), QStringLiteral("--algorithm"), QStringLiteral("allgather-ring"),
                              QStringLiteral("--topology"), QStringLiteral("ring:4"), QStringLiteral("-o"), path,
                              QStringLiteral("--out"), path});
    QCOMPARE(twice.exitCode, 2);
    QCOMPARE(twice.err, QByteArray("collviz-cli: --out is given more than once; give it once\n"));
    const CliRun run = cli({QStringLiteral("run"), QStringLiteral("--algorithm"), QStringLiteral("allgather-ring"),
                            QStringLiteral("--topology"), QStringLiteral("ring:4"), QStringLiteral("-o"), path});
    QCOMPARE(run.exitCode, 2);
    QCOMPARE(run.err, QByteArray("collviz-cli: --out applies to 'export' only\n"));
}

void TstCli::whatIfStoreAndForward()
{
    const CliRun r = cli({QStringLiteral("run"), QStringLiteral("--algorithm"), QStringLiteral("alltoall-hypercube-pairwise"),
                          QStringLiteral("--topology"), QStringLiteral("hypercube:3"), QStringLiteral("--model"),
                          QStringLiteral("sf"), QStringLiteral("--m"), QStringLiteral("4"), QStringLiteral("--format"),
                          QStringLiteral("json")});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject doc = QJsonDocument::fromJson(r.out).object();
    const QJsonObject s = doc.value(QStringLiteral("summary")).toObject();
    QCOMPARE(doc.value(QStringLiteral("model")).toObject().value(QStringLiteral("switching")).toString(), QStringLiteral("sf"));
    // Steps j = 1..7 cost 1 + 4 popcount(j): 7 + 4 * 12.
    QCOMPARE(s.value(QStringLiteral("time")).toDouble(), 55.0);
    QCOMPARE(s.value(QStringLiteral("formula")).toDouble(), 35.0);
    QCOMPARE(s.value(QStringLiteral("whatIf")).toBool(), true);
}

void TstCli::whatIfNoncombining()
{
    const CliRun r = cli({QStringLiteral("run"), QStringLiteral("--algorithm"), QStringLiteral("alltoall-hypercube-sex"),
                          QStringLiteral("--topology"), QStringLiteral("hypercube:3"), QStringLiteral("--model"),
                          QStringLiteral("noncombining")});
    QCOMPARE(r.exitCode, 0);
    const QString out = QString::fromUtf8(r.out);
    QVERIFY(out.contains(QStringLiteral("verified:     no")));
    QVERIFY(out.contains(QStringLiteral("[noncombining]")));
    QVERIFY(out.contains(QStringLiteral("violations:   24")));
}

void TstCli::explain()
{
    const CliRun r = cli({QStringLiteral("explain"), QStringLiteral("--algorithm"), QStringLiteral("broadcast-recursive-doubling")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains("001_2106065cb4fc88bb.txt"));
    QVERIFY(r.out.contains("my_vid"));
}

void TstCli::badInput_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("mentions");
    const QString run = QStringLiteral("run");
    const QString a = QStringLiteral("--algorithm");
    const QString t = QStringLiteral("--topology");
    QTest::newRow("no command") << QStringList{} << "exactly one command";
    // Every shift is refused on a 3D torus: name the shape, not a shift range ("accepted: 1..59"
    // sent the user looking for a shift that works).
    QTest::newRow("shift-torus on a 3D torus")
        << QStringList{run, a, QStringLiteral("shift-torus"), t, QStringLiteral("torus:3x4x5"), QStringLiteral("--shift"),
                       QStringLiteral("100")}
        << "two-dimensional tori (torus:AxB), not on torus:3x4x5";
    QTest::newRow("unknown command") << QStringList{QStringLiteral("fly")} << "unknown command 'fly'";
    QTest::newRow("unknown option") << QStringList{run, QStringLiteral("--speed"), QStringLiteral("3")} << "speed";
    QTest::newRow("unknown algorithm") << QStringList{run, a, QStringLiteral("nope"), t, QStringLiteral("ring:8")}
                                       << "unknown algorithm 'nope'";
    QTest::newRow("unknown topology") << QStringList{run, a, QStringLiteral("allgather-ring"), t, QStringLiteral("star:8")}
                                      << "unknown topology kind 'star'";
    QTest::newRow("size out of range") << QStringList{run, a, QStringLiteral("alltoall-hypercube-sex"), t,
                                                      QStringLiteral("hypercube:20")}
                                       << "out of range";
    QTest::newRow("unsupported topology") << QStringList{run, a, QStringLiteral("allgather-ring"), t, QStringLiteral("mesh:4x4")}
                                          << "runs on ring";
    QTest::newRow("malformed model") << QStringList{run, a, QStringLiteral("allgather-ring"), t, QStringLiteral("ring:8"),
                                                    QStringLiteral("--model"), QStringLiteral("ports=zero")}
                                     << "unknown model item";
    QTest::newRow("negative m") << QStringList{run, a, QStringLiteral("allgather-ring"), t, QStringLiteral("ring:8"),
                                               QStringLiteral("--m"), QStringLiteral("-1")}
                                << "--m '-1'";
    QTest::newRow("huge m") << QStringList{run, a, QStringLiteral("allgather-ring"), t, QStringLiteral("ring:8"),
                                           QStringLiteral("--m"), QStringLiteral("1e308")}
                            << "at most 1e12";
    QTest::newRow("nan t_s") << QStringList{run, a, QStringLiteral("allgather-ring"), t, QStringLiteral("ring:8"),
                                            QStringLiteral("--ts"), QStringLiteral("nan")}
                             << "--ts 'nan'";
    QTest::newRow("too many ports") << QStringList{run, a, QStringLiteral("allgather-ring"), t, QStringLiteral("ring:8"),
                                                   QStringLiteral("--model"), QStringLiteral("ports=999")}
                                    << "ports=999 is out of range";
    QTest::newRow("root twice") << QStringList{run, a, QStringLiteral("broadcast-recursive-doubling"), t,
                                               QStringLiteral("ring:8"), QStringLiteral("--root"), QStringLiteral("1"),
                                               QStringLiteral("--root"), QStringLiteral("2")}
                                << "--root is given more than once";
    QTest::newRow("contradictory model") << QStringList{run, a, QStringLiteral("allgather-ring"), t, QStringLiteral("ring:8"),
                                                        QStringLiteral("--model"), QStringLiteral("sf,wh")}
                                         << "'sf' and 'wh'";
    QTest::newRow("root for allgather") << QStringList{run, a, QStringLiteral("allgather-ring"), t, QStringLiteral("ring:8"),
                                                       QStringLiteral("--root"), QStringLiteral("2")}
                                        << "--root means nothing";
    QTest::newRow("root out of range") << QStringList{run, a, QStringLiteral("broadcast-recursive-doubling"), t,
                                                      QStringLiteral("ring:8"), QStringLiteral("--root"), QStringLiteral("9")}
                                       << "accepted: 0..7";
    QTest::newRow("bad format") << QStringList{run, a, QStringLiteral("allgather-ring"), t, QStringLiteral("ring:8"),
                                               QStringLiteral("--format"), QStringLiteral("xml")}
                                << "--format 'xml'";
    QTest::newRow("missing topology") << QStringList{run, a, QStringLiteral("allgather-ring")} << "needs --topology";
    QTest::newRow("too big") << QStringList{run, a, QStringLiteral("alltoall-hypercube-sex"), t, QStringLiteral("hypercube:16")}
                             << "GiB";
    // One rule for whole numbers everywhere: digits only, no sign.
    QTest::newRow("shift with plus sign")
        << QStringList{run, a, QStringLiteral("shift-ring"), t, QStringLiteral("ring:8"), QStringLiteral("--shift"),
                       QStringLiteral("+2")}
        << "--shift '+2' is not accepted; it takes a plain decimal integer 1..65535 (digits only, no sign).";
    QTest::newRow("root with plus sign")
        << QStringList{run, a, QStringLiteral("broadcast-recursive-doubling"), t, QStringLiteral("ring:8"),
                       QStringLiteral("--root"), QStringLiteral("+1")}
        << "--root '+1' is not accepted; it takes a plain decimal integer 0..65535 (digits only, no sign).";
    QTest::newRow("topology with plus sign") << QStringList{run, a, QStringLiteral("allgather-ring"), t,
                                                            QStringLiteral("ring:+5")}
                                             << "malformed size '+5' in topology 'ring:+5'";
    QTest::newRow("ports with plus sign") << QStringList{run, a, QStringLiteral("allgather-ring"), t,
                                                         QStringLiteral("ring:8"), QStringLiteral("--model"),
                                                         QStringLiteral("ports=+2")}
                                          << "unknown model item 'ports=+2'";
    QTest::newRow("missing scenario file") << QStringList{run, QStringLiteral("--scenario"),
                                                          QStringLiteral("/nonexistent/run.json")}
                                           << "cannot read scenario file '/nonexistent/run.json'";
    QTest::newRow("scenario for list") << QStringList{QStringLiteral("list"), QStringLiteral("--scenario"),
                                                      QStringLiteral("x.json")}
                                       << "--scenario does not apply to 'list'";
}

void TstCli::hugeArgumentIsCut_data()
{
    QTest::addColumn<QStringList>("args");
    const QString huge(100000, QLatin1Char('7'));
    const QString run = QStringLiteral("run");
    const QStringList base{run, QStringLiteral("--algorithm"), QStringLiteral("broadcast-recursive-doubling"),
                           QStringLiteral("--topology"), QStringLiteral("ring:8")};
    for (const char *option : {"root", "m", "model", "format"})
        QTest::newRow(option) << (base + QStringList{QStringLiteral("--%1").arg(QLatin1String(option)), huge});
    QTest::newRow("topology") << QStringList{run, QStringLiteral("--algorithm"), QStringLiteral("allgather-ring"),
                                             QStringLiteral("--topology"), huge};
    QTest::newRow("algorithm") << QStringList{run, QStringLiteral("--algorithm"), huge, QStringLiteral("--topology"),
                                              QStringLiteral("ring:8")};
    QTest::newRow("scenario file name") << QStringList{run, QStringLiteral("--scenario"), huge};
    QTest::newRow("unknown option") << QStringList{run, QStringLiteral("--") + huge};
    QTest::newRow("command") << QStringList{huge};
}

/// An error never repeats a 100,000-character argument in full (60 characters at most).
void TstCli::hugeArgumentIsCut()
{
    QFETCH(QStringList, args);
    const CliRun r = cli(args);
    QCOMPARE(r.exitCode, 2);
    const QString err = QString::fromUtf8(r.err);
    // What is accepted follows "; accepted:" and grows with the registry; the echo comes before.
    const QString echo = err.section(QStringLiteral("; accepted:"), 0, 0);
    QVERIFY2(echo.size() < 700, qPrintable(QString::number(echo.size())));
    QVERIFY2(err.contains(QChar(0x2026)), qPrintable(err));
    QVERIFY(!err.contains(QString(61, QLatin1Char('7'))));
    QCOMPARE(err.count(QLatin1Char('\n')), 1);
}

void TstCli::scenarioFile()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QFile file(dir.filePath(QStringLiteral("shift.json")));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(R"({"format": "collviz-scenario/1", "algorithm": "shift-ring", "topology": "ring:8",
                  "model": "wh", "params": {"m": 2, "shift": 3}, "round": 1})");
    file.close();
    // The file gives the same run as the options; an option overrides the file's field.
    const QStringList direct{QStringLiteral("run"), QStringLiteral("--algorithm"), QStringLiteral("shift-ring"),
                             QStringLiteral("--topology"), QStringLiteral("ring:8"), QStringLiteral("--model"),
                             QStringLiteral("wh"), QStringLiteral("--m"), QStringLiteral("2"), QStringLiteral("--shift"),
                             QStringLiteral("3"), QStringLiteral("--format"), QStringLiteral("json")};
    const QStringList fromFile{QStringLiteral("run"), QStringLiteral("--scenario"), file.fileName(),
                               QStringLiteral("--format"), QStringLiteral("json")};
    const CliRun a = cli(direct);
    const CliRun b = cli(fromFile);
    QCOMPARE(a.exitCode, 0);
    QCOMPARE(b.exitCode, 0);
    QCOMPARE(b.out, a.out);
    const QJsonObject doc = QJsonDocument::fromJson(b.out).object();
    QCOMPARE(doc.value(QStringLiteral("params")).toObject().value(QStringLiteral("shift")).toInt(), 3);
    QCOMPARE(doc.value(QStringLiteral("params")).toObject().value(QStringLiteral("m")).toDouble(), 2.0);
    QCOMPARE(doc.value(QStringLiteral("model")).toObject().value(QStringLiteral("switching")).toString(),
             QStringLiteral("wh"));

    const CliRun overridden = cli(fromFile + QStringList{QStringLiteral("--shift"), QStringLiteral("5")});
    QCOMPARE(overridden.exitCode, 0);
    QCOMPARE(QJsonDocument::fromJson(overridden.out).object().value(QStringLiteral("params")).toObject()
                 .value(QStringLiteral("shift")).toInt(),
             5);

    // A bad field in the file: the file's name, the field, the value, what is accepted.
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(R"({"format": "collviz-scenario/1", "algorithm": "shift-ring", "topology": "ring:8",
                  "params": {"shift": -3}})");
    file.close();
    const CliRun bad = cli(fromFile);
    QCOMPARE(bad.exitCode, 2);
    QVERIFY(bad.out.isEmpty());
    QCOMPARE(QString::fromUtf8(bad.err),
             QStringLiteral("collviz-cli: scenario file '%1': params.shift -3 is not accepted; it takes a plain "
                            "decimal integer 1..65535 (digits only, no sign) as a JSON number.\n")
                 .arg(file.fileName()));
}

void TstCli::badInput()
{
    QFETCH(QStringList, args);
    QFETCH(QString, mentions);
    const CliRun r = cli(args);
    QVERIFY2(r.exitCode > 0, "bad input must exit non-zero (and not crash)");
    QVERIFY(r.out.isEmpty());
    const QString err = QString::fromUtf8(r.err).trimmed();
    QVERIFY2(err.contains(mentions), qPrintable(err));
    QCOMPARE(err.count(QLatin1Char('\n')), 0); // one sentence, one line
}

void TstCli::memoryLimitRefused_data()
{
    QTest::addColumn<QString>("ulimitKb");
    QTest::addColumn<QString>("algorithm");
    QTest::addColumn<QString>("topology");
    // The cases of issue 7 that died with std::bad_alloc (status 134) under a memory limit.
    QTest::newRow("allreduce-reducescatter-allgather hypercube:12 4 GB")
        << "4000000" << "allreduce-reducescatter-allgather" << "hypercube:12";
    QTest::newRow("pairwise hypercube:12 1 GB") << "1000000" << "alltoall-hypercube-pairwise" << "hypercube:12";
    QTest::newRow("allgather-ring ring:6000 1 GB") << "1000000" << "allgather-ring" << "ring:6000";
    QTest::newRow("allgather-mesh torus:128x128 1 GB") << "1000000" << "allgather-mesh" << "torus:128x128";
    QTest::newRow("reduce-scatter-hypercube hypercube:11 1 GB")
        << "1000000" << "reduce-scatter-hypercube" << "hypercube:11";
    QTest::newRow("alltoall-cartesian mesh:60x64 1 GB") << "1000000" << "alltoall-cartesian" << "mesh:60x64";
}

void TstCli::memoryLimitRefused()
{
    // Under `ulimit -v` the run is refused before anything is built: one line, status 2.
#if defined(__SANITIZE_ADDRESS__)
    QSKIP("AddressSanitizer reserves terabytes of address space for its shadow memory, so no program "
          "built with it starts under ulimit -v; the normal build runs this test");
#endif
    QFETCH(QString, ulimitKb);
    QFETCH(QString, algorithm);
    QFETCH(QString, topology);
    QProcess p;
    p.start(QStringLiteral("/bin/sh"),
            {QStringLiteral("-c"), QStringLiteral("ulimit -v %1 && exec \"$0\" run --algorithm %2 --topology %3")
                                       .arg(ulimitKb, algorithm, topology),
             QStringLiteral(COLLVIZ_CLI_PATH)});
    QVERIFY(p.waitForFinished(30000));
    QCOMPARE(p.exitStatus(), QProcess::NormalExit);
    QCOMPARE(p.exitCode(), 2);
    QVERIFY(p.readAllStandardOutput().isEmpty());
    const QString err = QString::fromUtf8(p.readAllStandardError()).trimmed();
    QVERIFY2(err.contains(QLatin1String("memory")), qPrintable(err));
    QVERIFY2(err.contains(topology), qPrintable(err));
    QCOMPARE(err.count(QLatin1Char('\n')), 0);

    // A small run under the same limit still runs.
    QProcess small;
    small.start(QStringLiteral("/bin/sh"),
                {QStringLiteral("-c"),
                 QStringLiteral("ulimit -v %1 && exec \"$0\" run --algorithm %2 --topology %3")
                     .arg(ulimitKb, algorithm, algorithm.startsWith(QLatin1String("allgather-ring")) ? QStringLiteral("ring:8")
                                                : algorithm == QLatin1String("alltoall-cartesian") || algorithm == QLatin1String("allgather-mesh")
                                                    ? QStringLiteral("torus:4x4")
                                                    : QStringLiteral("hypercube:3")),
                 QStringLiteral(COLLVIZ_CLI_PATH)});
    QVERIFY(small.waitForFinished(30000));
    QCOMPARE(small.exitCode(), 0);
}

void TstCli::anyMemoryLimitEndsInOneLine()
{
    // From a limit too small to start the program (the loader fails; not ours) up to enough: the
    // run is refused before building, or an allocation fails on the way and is caught, or it
    // runs; never status 134 (std::bad_alloc uncaught) or a second line.
#if defined(__SANITIZE_ADDRESS__)
    QSKIP("AddressSanitizer cannot start a program under ulimit -v (see memoryLimitRefused)");
#endif
    int refused = 0;
    int ran = 0;
    for (int kb = 40000; kb <= 200000; kb += 4000) {
        // A limit at which the program cannot even start is the loader's or a library's
        // initialisation (Qt Gui's static constructors allocate before main), not the run's:
        // `--help` under the same limit tells.
        QProcess start;
        start.start(QStringLiteral("/bin/sh"),
                    {QStringLiteral("-c"), QStringLiteral("ulimit -v %1 && exec \"$0\" --help").arg(kb),
                     QStringLiteral(COLLVIZ_CLI_PATH)});
        QVERIFY(start.waitForFinished(30000));
        if (start.exitStatus() != QProcess::NormalExit || start.exitCode() != 0)
            continue;
        QProcess p;
        p.start(QStringLiteral("/bin/sh"),
                {QStringLiteral("-c"),
                 QStringLiteral("ulimit -v %1 && exec \"$0\" run --algorithm shift-ring --topology ring:65536 "
                                "--format csv")
                     .arg(kb),
                 QStringLiteral(COLLVIZ_CLI_PATH)});
        QVERIFY(p.waitForFinished(30000));
        const QString err = QString::fromUtf8(p.readAllStandardError()).trimmed();
        if (p.exitCode() == 127 && err.contains(QLatin1String("shared libraries")))
            continue;
        QVERIFY2(p.exitStatus() == QProcess::NormalExit, qPrintable(QStringLiteral("ulimit -v %1: crashed").arg(kb)));
        QVERIFY2(p.exitCode() == 0 || p.exitCode() == 2,
                 qPrintable(QStringLiteral("ulimit -v %1: status %2, %3").arg(kb).arg(p.exitCode()).arg(err)));
        if (p.exitCode() == 2) {
            ++refused;
            QVERIFY2(err.startsWith(QLatin1String("collviz-cli: ")) && err.contains(QLatin1String("memory")),
                     qPrintable(err));
            QCOMPARE(err.count(QLatin1Char('\n')), 0);
        } else {
            ++ran;
        }
    }
    QVERIFY(refused > 0);
    QVERIFY(ran > 0);
}

void TstCli::textDigitsTellValuesApart()
{
    // allgather-ring ring:13 with m = 1e12: time and formula are 12 (1 + 1e12) = 12000000000012
    // and the bound 4 + 12e12; all three printed as 1.2e+13 could not be told apart.
    const CliRun r = cli({QStringLiteral("run"), QStringLiteral("--algorithm"), QStringLiteral("allgather-ring"),
                          QStringLiteral("--topology"), QStringLiteral("ring:13"), QStringLiteral("--m"),
                          QStringLiteral("1e12")});
    QCOMPARE(r.exitCode, 0);
    const QString out = QString::fromUtf8(r.out);
    QVERIFY2(out.contains(QLatin1String("time:         12000000000012\n")), qPrintable(out));
    QVERIFY2(out.contains(QLatin1String("formula:      12000000000012 ")), qPrintable(out));
    QVERIFY2(out.contains(QLatin1String("lower bound:  12000000000004 ")), qPrintable(out));
}

void TstCli::aScheduleOfNoRegisteredAlgorithm()
{
    // A schedule written by hand, with no algorithm member: verified, exported, refused where
    // an export needs an algorithm's run.
    QTemporaryDir dir;
    const QString doc = dir.filePath(QStringLiteral("both-ways.json"));
    {
        QFile f(doc);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QJsonDocument(collviz::tests::bothWaysAllgather()).toJson());
    }
    const CliRun verified = cli({QStringLiteral("verify"), QStringLiteral("--schedule"), doc});
    QCOMPARE(verified.exitCode, 0);
    QVERIFY2(verified.out.startsWith("schedule (allgather) on ring:5, model wh,ports=all"), verified.out.constData());
    QVERIFY(verified.out.contains("verified:     yes"));

    const QString png = dir.filePath(QStringLiteral("both-ways.png"));
    const CliRun exported = cli({QStringLiteral("export"), QStringLiteral("--schedule"), doc, QStringLiteral("--round"),
                                     QStringLiteral("2"), QStringLiteral("--size"), QStringLiteral("640x480"),
                                     QStringLiteral("--out"), png});
    QVERIFY2(exported.exitCode == 0, exported.err.constData());
    QFile file(png);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray head = file.read(24);
    QVERIFY(head.startsWith("\x89PNG\r\n\x1a\n"));
    auto be32 = [&head](int at) {
        return (uchar(head[at]) << 24) | (uchar(head[at + 1]) << 16) | (uchar(head[at + 2]) << 8) | uchar(head[at + 3]);
    };
    QCOMPARE(be32(16), 640u); // IHDR width and height
    QCOMPARE(be32(20), 480u);

    const CliRun table = cli({QStringLiteral("export"), QStringLiteral("--schedule"), doc, QStringLiteral("--what"),
                                  QStringLiteral("table"), QStringLiteral("--format"), QStringLiteral("csv"),
                                  QStringLiteral("--out"), QStringLiteral("-")});
    QCOMPARE(table.exitCode, 0);
    QCOMPARE(table.out.count('\n') >= 3, true);

    const CliRun mixed = cli({QStringLiteral("export"), QStringLiteral("--schedule"), doc, QStringLiteral("--algorithm"),
                                  QStringLiteral("allgather-ring"), QStringLiteral("--out"), png});
    QCOMPARE(mixed.exitCode, 2);
    QVERIFY(mixed.err.contains("--algorithm does not apply to 'export' with --schedule (the document is the run)"));
    // The cost chart draws the file first, beside the built-in allgathers on ring:5; its sweep
    // as a table: 2 (t_s + m t_w) at m = 1.
    const CliRun chart = cli({QStringLiteral("export"), QStringLiteral("--schedule"), doc, QStringLiteral("--what"),
                              QStringLiteral("chart"), QStringLiteral("--format"), QStringLiteral("csv"),
                              QStringLiteral("--out"), QStringLiteral("-")});
    QVERIFY2(chart.exitCode == 0, chart.err.constData());
    QVERIFY2(chart.out.contains("\nunnamed schedule (schedule file),\"wh,ports=all,duplex=full,combining\",false,"
                                "ring:5,5,1,1,1,0,2,4,"),
             chart.out.constData());
    QVERIFY2(chart.out.contains("\nallgather-ring,"), chart.out.constData());
    QVERIFY2(chart.out.contains(",ring:5,5,1,1,1,0,4,8,"), chart.out.constData());

    // The panels' figures of the file's schedule, as the window draws them.
    for (const char *what : {"matrix", "tadt"}) {
        const QString figure = dir.filePath(QStringLiteral("%1.png").arg(QLatin1String(what)));
        const CliRun panel = cli({QStringLiteral("export"), QStringLiteral("--schedule"), doc, QStringLiteral("--what"),
                                  QLatin1String(what), QStringLiteral("--round"), QStringLiteral("1"),
                                  QStringLiteral("--size"), QStringLiteral("600x400"), QStringLiteral("--out"), figure});
        QVERIFY2(panel.exitCode == 0, panel.err.constData());
        QFile written(figure);
        QVERIFY2(written.open(QIODevice::ReadOnly) && written.read(8) == "\x89PNG\r\n\x1a\n", what);
    }

    // Its time against m, beside a built-in allgather on its network: 2 rounds of one message
    // to each neighbour, 2 (t_s + m t_w), against the ring's p - 1 = 4 rounds, 4 (t_s + m t_w).
    const CliRun sweep = cli({QStringLiteral("sweep"), QStringLiteral("--schedule"), doc, QStringLiteral("--algorithms"),
                              QStringLiteral("allgather-ring"), QStringLiteral("--m"), QStringLiteral("1:4"),
                              QStringLiteral("--points"), QStringLiteral("3"), QStringLiteral("--format"),
                              QStringLiteral("csv")});
    QVERIFY2(sweep.exitCode == 0, sweep.err.constData());
    QList<QByteArray> lines = sweep.out.trimmed().split('\n');
    while (!lines.isEmpty() && lines.first().startsWith("# "))
        lines.removeFirst();
    QCOMPARE(lines.value(0), QByteArray("algorithm,model,whatIf,topology,p,m,ts,tw,th,rounds,time,formula,lowerBound"));
    QCOMPARE(lines.value(1), QByteArray("schedule,\"wh,ports=all,duplex=full,combining\",false,ring:5,5,1,1,1,0,2,4,,"));
    QCOMPARE(lines.value(3), QByteArray("schedule,\"wh,ports=all,duplex=full,combining\",false,ring:5,5,4,1,1,0,2,10,,"));
    QVERIFY2(lines.value(4).startsWith("allgather-ring,"), sweep.out.constData());
    QVERIFY2(lines.value(4).contains(",ring:5,5,1,1,1,0,4,8,"), sweep.out.constData());
    const CliRun otherOperation = cli({QStringLiteral("sweep"), QStringLiteral("--schedule"), doc,
                                       QStringLiteral("--algorithms"), QStringLiteral("broadcast-recursive-doubling")});
    QCOMPARE(otherOperation.exitCode, 2);
    QVERIFY2(otherOperation.err.startsWith("collviz-cli: a sweep compares schedules of one operation: "
                                           "broadcast-recursive-doubling is broadcast, the schedule file's is allgather"),
             otherOperation.err.constData());
}

QTEST_GUILESS_MAIN(TstCli)
#include "tst_cli.moc"

// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// graph:FILE, networks read from collviz-network/1 files (core/networks/graph/): the bundled
// examples as built, routes by the documented tie-break, every refusal's sentence, files found
// from a scenario's folder, and collviz-cli's refusal of a bad file.

#include "core/engine.h"
#include "core/networks/graph/graphtopology.h"
#include "core/networks/graph/networkfile.h"
#include "core/networks/networkfamily.h"
#include "core/scenario.h"
#include "core/topology.h"
#include "tests/programrun.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

#include <sys/stat.h>
#include <unistd.h>

using namespace collviz::core;
using collviz::tests::ProgramRun;

namespace {

void writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    QVERIFY2(f.open(QIODevice::WriteOnly), qPrintable(path));
    QCOMPARE(f.write(bytes), bytes.size());
}

/// A network file with these members after the format.
QByteArray networkDocument(const QByteArray &members)
{
    return R"({"format": "collviz-network/1", )" + members + '}';
}

QString example(const char *name) { return QFINDTESTDATA(QStringLiteral("../resources/networks/%1").arg(QLatin1String(name))); }

TopologyPtr load(const QString &path)
{
    QString error;
    const TopologyPtr t = Topology::create(QStringLiteral("graph:") + path, &error);
    if (!t)
        qWarning("%s", qPrintable(error));
    return t;
}

/// The route's next hop by the rule written in GraphTopology's comment: the neighbour with the
/// smallest number among those one hop nearer the destination.
int tieBreakNext(const Topology &t, int from, int to)
{
    int best = -1;
    for (int w : t.neighbours(from))
        if (t.distance(w, to) == t.distance(from, to) - 1 && (best < 0 || w < best))
            best = w;
    return best;
}

} // namespace

class TstGraphNetwork : public QObject
{
    Q_OBJECT

private slots:
    void examples_data();
    void examples();
    void distances_data();
    void distances();
    void routesAreShortestByTheTieBreak_data();
    void routesAreShortestByTheTieBreak();
    void arcsAndNames();
    void refusedDocuments_data();
    void refusedDocuments();
    void refusedFiles_data();
    void refusedFiles();
    void unreadableFile();
    void tooManyNodes();
    void specKeepsTheFileAsWritten();
    void relativeFilesAreFoundFromTheBase();
    void scenarioFindsItsNetworkInItsFolder();
    void scenarioWithABadNetworkIsRefused();
    void cliRefusesABadFile();
    void cliFindsFilesFromTheScenariosFolder();
};

void TstGraphNetwork::examples_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("nodes");
    QTest::addColumn<int>("processors");
    QTest::addColumn<int>("links");
    QTest::addColumn<bool>("switches");
    QTest::addColumn<int>("diameter");
    QTest::addColumn<int>("bisection");
    QTest::addColumn<QString>("title");
    QTest::newRow("dgx1") << example("dgx1.json") << 8 << 8 << 16 << false << 2 << 4
                          << QStringLiteral("DGX-1 hybrid cube-mesh");
    QTest::newRow("leaf-spine") << example("leafspine.json") << 22 << 16 << 24 << true << 4 << 4
                                << QStringLiteral("Leaf-spine, 16 hosts");
}

void TstGraphNetwork::examples()
{
    QFETCH(QString, file);
    QFETCH(int, nodes);
    QFETCH(int, processors);
    QFETCH(int, links);
    QFETCH(bool, switches);
    QFETCH(int, diameter);
    QFETCH(int, bisection);
    QFETCH(QString, title);
    const TopologyPtr t = load(file);
    QVERIFY(t);
    QCOMPARE(t->family().id(), QStringLiteral("graph"));
    QCOMPARE(t->nodeCount(), nodes);
    QCOMPARE(t->processorCount(), processors);
    QCOMPARE(t->linkCount(), links);
    QCOMPARE(t->has(Trait::Switches), switches);
    QVERIFY(!t->has(Trait::Halving) && !t->has(Trait::Grid) && !t->has(Trait::BinaryCube));
    QCOMPARE(t->dimensions(), 1);
    QCOMPARE(t->shape(), std::vector<int>{processors});
    QCOMPARE(t->diameter(), diameter);
    QCOMPARE(t->bisectionWidth(), bisection);
    QCOMPARE(t->name(), QStringLiteral("graph:") + file);
    const auto *graph = dynamic_cast<const networks::GraphTopology *>(t.get());
    QVERIFY(graph);
    QCOMPARE(graph->title(), title);
}

void TstGraphNetwork::distances_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to");
    QTest::addColumn<int>("distance");
    QTest::newRow("dgx1 within a quad") << example("dgx1.json") << "gpu0" << "gpu3" << 1;
    QTest::newRow("dgx1 across") << example("dgx1.json") << "gpu0" << "gpu4" << 1;
    QTest::newRow("dgx1 across and on") << example("dgx1.json") << "gpu0" << "gpu5" << 2;
    QTest::newRow("dgx1 to itself") << example("dgx1.json") << "gpu6" << "gpu6" << 0;
    QTest::newRow("leaf-spine same leaf") << example("leafspine.json") << "h0" << "h3" << 2;
    QTest::newRow("leaf-spine across leaves") << example("leafspine.json") << "h0" << "h4" << 4;
    QTest::newRow("leaf-spine to a spine") << example("leafspine.json") << "h15" << "spine0" << 2;
    QTest::newRow("leaf-spine leaf to leaf") << example("leafspine.json") << "leaf0" << "leaf3" << 2;
}

/// Distances counted by hand on the drawings: a quad of the DGX-1 is a complete graph, the
/// quads are joined gpu_i - gpu_(i+4); a host reaches another leaf's host up to a spine and
/// down again.
void TstGraphNetwork::distances()
{
    QFETCH(QString, file);
    QFETCH(QString, from);
    QFETCH(QString, to);
    QFETCH(int, distance);
    const TopologyPtr t = load(file);
    QVERIFY(t);
    const QStringList labels = [&] {
        QStringList l;
        for (int v = 0; v < t->nodeCount(); ++v)
            l << t->label(v);
        return l;
    }();
    const int a = int(labels.indexOf(from));
    const int b = int(labels.indexOf(to));
    QVERIFY(a >= 0 && b >= 0);
    QCOMPARE(t->distance(a, b), distance);
    QCOMPARE(t->distance(b, a), distance);
}

void TstGraphNetwork::routesAreShortestByTheTieBreak_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("from");
    QTest::addColumn<int>("to");
    QTest::addColumn<std::vector<int>>("route");
    // gpu0's neighbours one hop from gpu5 are gpu1 and gpu4: the smaller number goes first.
    QTest::newRow("dgx1 gpu0 to gpu5") << example("dgx1.json") << 0 << 5 << std::vector<int>{0, 1, 5};
    QTest::newRow("dgx1 gpu6 to gpu0") << example("dgx1.json") << 6 << 0 << std::vector<int>{6, 2, 0};
    // h0 - leaf0 (16) - spine0 (20, not spine1, 21) - leaf1 (17) - h4.
    QTest::newRow("leaf-spine h0 to h4") << example("leafspine.json") << 0 << 4 << std::vector<int>{0, 16, 20, 17, 4};
    QTest::newRow("leaf-spine h15 to h0") << example("leafspine.json") << 15 << 0
                                          << std::vector<int>{15, 19, 20, 16, 0};
    QTest::newRow("leaf-spine h1 to h2") << example("leafspine.json") << 1 << 2 << std::vector<int>{1, 16, 2};
}

/// The routes counted by hand, and every route between two processors of both examples: a
/// walk over links as long as the distance, each hop the tie-break's.
void TstGraphNetwork::routesAreShortestByTheTieBreak()
{
    QFETCH(QString, file);
    QFETCH(int, from);
    QFETCH(int, to);
    QFETCH(std::vector<int>, route);
    const TopologyPtr t = load(file);
    QVERIFY(t);
    QCOMPARE(t->route(from, to), route);
    for (int a = 0; a < t->processorCount(); ++a)
        for (int b = 0; b < t->processorCount(); ++b) {
            const std::vector<int> path = t->route(a, b);
            QCOMPARE(int(path.size()) - 1, t->distance(a, b));
            QCOMPARE(path.front(), a);
            QCOMPARE(path.back(), b);
            QCOMPARE(int(t->pathArcs(path).size()), t->distance(a, b));
            for (std::size_t i = 0; i + 1 < path.size(); ++i)
                QCOMPARE(path[i + 1], tieBreakNext(*t, path[i], b));
        }
}

/// Arcs: dim 0, dir +1 from the lower vertex to the higher; links in the file's order; labels
/// the names; every GPU of the DGX-1 has 4 links; hops are arrows, one at a time.
void TstGraphNetwork::arcsAndNames()
{
    const TopologyPtr dgx = load(example("dgx1.json"));
    QVERIFY(dgx);
    for (const Arc &a : dgx->arcs()) {
        QCOMPARE(a.dim, 0);
        QCOMPARE(a.dir, a.from < a.to ? +1 : -1);
        QVERIFY(!a.wrap);
    }
    QCOMPARE(dgx->links().front(), std::make_pair(0, 1));
    QCOMPARE(dgx->links().back(), std::make_pair(3, 7));
    for (int v = 0; v < 8; ++v) {
        QCOMPARE(dgx->degree(v), 4);
        QCOMPARE(dgx->label(v), QStringLiteral("gpu%1").arg(v));
    }
    QCOMPARE(dgx->family().hopName(dgx->arc(0)), QStringLiteral("\u2192"));
    QVERIFY(!dgx->family().mergeHops());
    const auto *graph = dynamic_cast<const networks::GraphTopology *>(dgx.get());
    QVERIFY(graph && graph->hasPositions());
    QCOMPARE(graph->position(4), QPointF(3, 1));

    const TopologyPtr leafSpine = load(example("leafspine.json"));
    QVERIFY(leafSpine);
    QCOMPARE(leafSpine->label(15), QStringLiteral("h15"));
    QCOMPARE(leafSpine->label(16), QStringLiteral("leaf0"));
    QCOMPARE(leafSpine->label(21), QStringLiteral("spine1"));
    QVERIFY(!leafSpine->isProcessor(16));
    QCOMPARE(leafSpine->degree(16), 6); // 4 hosts, 2 spines
    QCOMPARE(leafSpine->degree(20), 4); // 4 leaves
    QVERIFY(!dynamic_cast<const networks::GraphTopology &>(*leafSpine).hasPositions());
}

void TstGraphNetwork::refusedDocuments_data()
{
    QTest::addColumn<QByteArray>("document");
    QTest::addColumn<QString>("sentence"); ///< after "network file 'FILE': "
    const QByteArray ab = R"("processors": ["a", "b"])";
    const QByteArray abLinked = ab + R"(, "links": [["a", "b"]])";
    const QString nameTakes = QStringLiteral("it takes a list of names such as [\"gpu0\", \"gpu1\"]");
    const QString linkTakes = QStringLiteral("it takes a link: a pair of names such as [\"gpu0\", \"gpu1\"]");
    const QString positionTakes = QStringLiteral("it takes a position [x, y]: two JSON numbers from -1000000 to 1000000");
    const QString unknown = QStringLiteral("names no processor or switch; it takes one of the names in processors or switches");
    QTest::newRow("format missing") << QByteArray(R"({"processors": ["a", "b"], "links": [["a", "b"]]})")
                                    << QStringLiteral("format is missing; it takes \"collviz-network/1\"");
    QTest::newRow("format of a scenario") << QByteArray(R"({"format": "collviz-scenario/1"})")
                                          << QStringLiteral("format \"collviz-scenario/1\" is not accepted; it takes \"collviz-network/1\"");
    QTest::newRow("format newer") << QByteArray(R"({"format": "collviz-network/2"})")
                                  << QStringLiteral("format \"collviz-network/2\" was written by a newer CollViz; this one reads \"collviz-network/1\"");
    QTest::newRow("member twice") << networkDocument(ab + ", " + abLinked)
                                  << QStringLiteral("member 'processors' is given twice; give it once");
    QTest::newRow("unknown member") << networkDocument(abLinked + R"(, "nodes": 2)")
                                    << QStringLiteral("member 'nodes' is not part of a network file; accepted: format, name, "
                                                      "processors, switches, links, coordinates");
    QTest::newRow("name a number") << networkDocument(abLinked + R"(, "name": 5)")
                                   << QStringLiteral("name 5 is not accepted; it takes a JSON string");
    QTest::newRow("processors missing") << networkDocument(R"("links": [])") << QStringLiteral("processors is missing; ") + nameTakes;
    QTest::newRow("processors a text") << networkDocument(R"("processors": "a b", "links": [])")
                                       << QStringLiteral("processors \"a b\" is not accepted; ") + nameTakes;
    QTest::newRow("switches an object") << networkDocument(abLinked + R"(, "switches": {})")
                                        << QStringLiteral("switches {} is not accepted; ") + nameTakes;
    const QString nameRule = QStringLiteral("is not accepted; it takes a name: a non-empty JSON string of at most 64 characters");
    QTest::newRow("name empty") << networkDocument(R"("processors": ["a", ""], "links": [])")
                                << QStringLiteral("processors[1] \"\" ") + nameRule;
    QTest::newRow("processor name a number") << networkDocument(R"("processors": ["a", 7], "links": [])")
                                   << QStringLiteral("processors[1] 7 ") + nameRule;
    QTest::newRow("name too long") << networkDocument(R"("processors": ["a", ")" + QByteArray(65, 'x') + R"("], "links": [])")
                                   << QStringLiteral("processors[1] \"%1\u2026 ").arg(QString(58, QLatin1Char('x'))) + nameRule;
    QTest::newRow("name twice") << networkDocument(R"("processors": ["a", "b", "a"], "links": [])")
                                << QStringLiteral("processors[2] \"a\" is the name processors[0] gives already; every "
                                                  "processor and switch takes a name of its own");
    QTest::newRow("switch named as a processor")
        << networkDocument(ab + R"(, "switches": ["b"], "links": [])")
        << QStringLiteral("switches[0] \"b\" is the name processors[1] gives already; every processor and switch "
                          "takes a name of its own");
    QTest::newRow("no processors") << networkDocument(R"("processors": [], "switches": ["s"], "links": [])")
                                   << QStringLiteral("processors is empty; a network takes at least 2 processors");
    QTest::newRow("one processor") << networkDocument(R"("processors": ["a"], "links": [])")
                                   << QStringLiteral("processors names only \"a\"; a network takes at least 2 processors");
    QTest::newRow("links missing") << networkDocument(ab)
                                   << QStringLiteral("links is missing; it takes a list of links, each a pair of names "
                                                     "such as [\"gpu0\", \"gpu1\"]");
    QTest::newRow("links an object") << networkDocument(ab + R"(, "links": {"a": "b"})")
                                     << QStringLiteral("links {\"a\":\"b\"} is not accepted; it takes a list of links, "
                                                       "each a pair of names such as [\"gpu0\", \"gpu1\"]");
    QTest::newRow("link a text") << networkDocument(ab + R"(, "links": [["a", "b"], "a-b"])")
                                 << QStringLiteral("links[1] \"a-b\" is not accepted; ") + linkTakes;
    const QString twoEnds = QStringLiteral("is not accepted; a link takes exactly 2 ends, such as [\"gpu0\", \"gpu1\"]");
    QTest::newRow("link of one end") << networkDocument(ab + R"(, "links": [["a"]])")
                                     << QStringLiteral("links[0] [\"a\"] ") + twoEnds;
    QTest::newRow("link of three ends") << networkDocument(ab + R"(, "switches": ["s"], "links": [["a", "b", "s"]])")
                                        << QStringLiteral("links[0] [\"a\",\"b\",\"s\"] ") + twoEnds;
    QTest::newRow("link to an unknown member") << networkDocument(ab + R"(, "links": [["a", "z"]])")
                                               << QStringLiteral("links[0][1] \"z\" ") + unknown;
    QTest::newRow("link end a number") << networkDocument(ab + R"(, "links": [[0, "b"]])")
                                       << QStringLiteral("links[0][0] 0 ") + unknown;
    QTest::newRow("link end missing") << networkDocument(ab + R"(, "links": [["a", null]])")
                                      << QStringLiteral("links[0][1] null ") + unknown;
    QTest::newRow("self-loop") << networkDocument(ab + R"(, "links": [["a", "b"], ["b", "b"]])")
                               << QStringLiteral("links[1] [\"b\",\"b\"] joins \"b\" to itself; a link joins two different nodes");
    const QString once = QStringLiteral("joins the nodes links[0] joins already; give each link once, in either direction");
    QTest::newRow("link twice") << networkDocument(ab + R"(, "links": [["a", "b"], ["a", "b"]])")
                                << QStringLiteral("links[1] [\"a\",\"b\"] ") + once;
    QTest::newRow("link twice, reversed") << networkDocument(ab + R"(, "links": [["a", "b"], ["b", "a"]])")
                                          << QStringLiteral("links[1] [\"b\",\"a\"] ") + once;
    QTest::newRow("processor unreachable")
        << networkDocument(R"("processors": ["a", "b", "c"], "links": [["a", "b"]])")
        << QStringLiteral("processor 'c' cannot be reached from processor 'a'; every processor must reach every other over the links");
    QTest::newRow("no links") << networkDocument(ab + R"(, "links": [])")
                              << QStringLiteral("processor 'b' cannot be reached from processor 'a'; every processor must "
                                                "reach every other over the links");
    QTest::newRow("switches linked to each other only")
        << networkDocument(ab + R"(, "switches": ["s", "t"], "links": [["a", "b"], ["s", "t"]])")
        << QStringLiteral("switch 's' cannot be reached from processor 'a'; every switch must be connected to the processors");
    QTest::newRow("coordinates a list") << networkDocument(abLinked + R"(, "coordinates": [[0, 0], [1, 0]])")
                                        << QStringLiteral("coordinates [[0,0],[1,0]] is not accepted; it takes an object "
                                                          "giving every processor and switch its position [x, y], such as "
                                                          "{\"gpu0\": [0, 0]}");
    QTest::newRow("coordinates of an unknown member")
        << networkDocument(abLinked + R"(, "coordinates": {"a": [0, 0], "b": [1, 0], "z": [2, 2]})")
        << QStringLiteral("coordinates member 'z' names no processor or switch; it takes their names");
    QTest::newRow("coordinate of one number") << networkDocument(abLinked + R"(, "coordinates": {"a": [0, 0], "b": [1]})")
                                              << QStringLiteral("coordinates.b [1] is not accepted; ") + positionTakes;
    QTest::newRow("coordinate a text") << networkDocument(abLinked + R"(, "coordinates": {"a": [0, "0"], "b": [1, 0]})")
                                       << QStringLiteral("coordinates.a [0,\"0\"] is not accepted; ") + positionTakes;
    QTest::newRow("coordinate too far") << networkDocument(abLinked + R"(, "coordinates": {"a": [0, 2e6], "b": [1, 0]})")
                                        << QStringLiteral("coordinates.a [0,2000000] is not accepted; ") + positionTakes;
    QTest::newRow("coordinates for one node") << networkDocument(abLinked + R"(, "coordinates": {"a": [0, 0]})")
                                              << QStringLiteral("coordinates gives no position for 'b'; it takes one for "
                                                                "every processor and switch, or none at all");
}

/// Each refusal is one sentence naming the file, the member and its value, and what is
/// accepted; TopologySpec::parse reads no file, Topology::create gives the reader's sentence.
void TstGraphNetwork::refusedDocuments()
{
    QFETCH(QByteArray, document);
    QFETCH(QString, sentence);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("bad.json"));
    writeFile(path, document);
    TopologySpec spec;
    QString error;
    QVERIFY2(TopologySpec::parse(QStringLiteral("graph:") + path, &spec, &error), qPrintable(error));
    QVERIFY(!Topology::create(spec, &error));
    QCOMPARE(error, QStringLiteral("network file '%1': %2").arg(path, sentence));
    QCOMPARE(error.count(QLatin1Char('\n')), 0);
    networks::NetworkFile file;
    QString again;
    QVERIFY(!networks::networkfile::parse(document, path, &file, &again));
    QCOMPARE(again, error);
}

void TstGraphNetwork::refusedFiles_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("sentence"); ///< %1: the file
    QTest::newRow("missing") << "missing" << QStringLiteral("cannot read network file '%1' (No such file or directory)");
    QTest::newRow("directory") << "directory"
                               << QStringLiteral("cannot read network file '%1': it is a directory; give a regular file");
    const QString special = QStringLiteral("cannot read network file '%1': it is not a regular file (a device, FIFO or "
                                           "socket); give a regular file");
    QTest::newRow("FIFO") << "fifo" << special;
    QTest::newRow("device") << "device" << special;
    QTest::newRow("too large") << "large"
                               << QStringLiteral("network file '%1' is larger than 4 MiB, the most CollViz reads for it");
    QTest::newRow("not JSON") << "garbage"
                              << QStringLiteral("network file '%1' is not JSON (unterminated object at offset 11); it "
                                                "takes one collviz-network/1 object");
    QTest::newRow("a JSON array") << "array"
                                  << QStringLiteral("network file '%1' holds a JSON array, not an object; it takes one "
                                                    "collviz-network/1 object");
}

/// Only regular files are read (a FIFO never hangs the reader), to a cap, as JSON.
void TstGraphNetwork::refusedFiles()
{
    QFETCH(QString, kind);
    QFETCH(QString, sentence);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QString path = dir.filePath(QStringLiteral("net.json"));
    if (kind == QLatin1String("directory"))
        QVERIFY(QDir().mkdir(path));
    else if (kind == QLatin1String("fifo"))
        QCOMPARE(::mkfifo(QFile::encodeName(path).constData(), 0600), 0);
    else if (kind == QLatin1String("device"))
        path = QStringLiteral("/dev/null");
    else if (kind == QLatin1String("large"))
        writeFile(path, QByteArray(networks::networkfile::kMaxBytes + 1, ' '));
    else if (kind == QLatin1String("garbage"))
        writeFile(path, R"({"format": )");
    else if (kind == QLatin1String("array"))
        writeFile(path, "[]");
    QString error;
    QVERIFY(!Topology::create(QStringLiteral("graph:") + path, &error));
    QCOMPARE(error, sentence.arg(path));
}

/// A regular file that cannot be read: without the permission (as root, which may read
/// anything: a file whose reading fails, this process's own memory at address 0).
void TstGraphNetwork::unreadableFile()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QString path = QStringLiteral("/proc/self/mem");
    QString reason = QStringLiteral("Input/output error");
    if (::geteuid() != 0) {
        path = dir.filePath(QStringLiteral("net.json"));
        writeFile(path, "{}");
        QVERIFY(QFile::setPermissions(path, QFileDevice::WriteOwner));
        reason = QStringLiteral("Permission denied");
    }
    QString error;
    QVERIFY(!Topology::create(QStringLiteral("graph:") + path, &error));
    QCOMPARE(error, QStringLiteral("cannot read network file '%1' (%2)").arg(path, reason));
}

/// More nodes than the distance table is kept for are refused before the links are read; as
/// many are a network.
void TstGraphNetwork::tooManyNodes()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const int most = networks::networkfile::kMaxNodes;
    auto ring = [](int n) {
        QByteArray names;
        QByteArray links;
        for (int i = 0; i < n; ++i) {
            names += (i ? ", \"p" : "\"p") + QByteArray::number(i) + '"';
            links += (i ? ", [\"p" : "[\"p") + QByteArray::number(i) + "\", \"p" + QByteArray::number((i + 1) % n) + "\"]";
        }
        return networkDocument("\"processors\": [" + names + "], \"links\": [" + links + ']');
    };
    const QString path = dir.filePath(QStringLiteral("ring.json"));
    writeFile(path, ring(most + 1));
    QString error;
    QVERIFY(!Topology::create(QStringLiteral("graph:") + path, &error));
    QCOMPARE(error, QStringLiteral("network file '%1': it names %2 processors and switches, more than the %3 a network "
                                   "file may have")
                        .arg(path)
                        .arg(most + 1)
                        .arg(most));
    writeFile(path, ring(most));
    const TopologyPtr t = load(path);
    QVERIFY(t);
    QCOMPARE(t->diameter(), most / 2);
    QCOMPARE(t->bisectionWidth(), 2);
    QCOMPARE(t->distance(0, most - 1), 1);
}

/// The SPEC keeps the file as written (case and all) and reads nothing while parsed.
void TstGraphNetwork::specKeepsTheFileAsWritten()
{
    TopologySpec spec;
    QString error;
    QVERIFY2(TopologySpec::parse(QStringLiteral("GRAPH:No/Such/Net.JSON"), &spec, &error), qPrintable(error));
    QCOMPARE(spec.family, NetworkRegistry::instance().find(QStringLiteral("graph")));
    QCOMPARE(spec.argument, QStringLiteral("No/Such/Net.JSON"));
    QVERIFY(spec.sides.empty());
    QCOMPARE(spec.toString(), QStringLiteral("graph:No/Such/Net.JSON"));
    QVERIFY(spec.family->takesFile());
    QVERIFY(!TopologySpec::parse(QStringLiteral("graph:"), &spec, &error));
    QVERIFY2(error.startsWith(QStringLiteral("topology 'graph:' names no file after 'graph:'; accepted: ")), qPrintable(error));
    QVERIFY2(error.contains(QStringLiteral("graph:FILE (a collviz-network/1 JSON file)")), qPrintable(error));
    // A family of sizes names no file.
    QVERIFY(TopologySpec::parse(QStringLiteral("ring:8"), &spec, &error, QStringLiteral("/somewhere")));
    QCOMPARE(spec.file(), QString());
}

/// A relative file is found from the base directory where there is one, else from the current
/// directory (as written); an absolute one is what it says.
void TstGraphNetwork::relativeFilesAreFoundFromTheBase()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("sub")));
    QVERIFY(QFile::copy(example("dgx1.json"), dir.filePath(QStringLiteral("sub/net.json"))));
    TopologySpec spec;
    QString error;
    QVERIFY(TopologySpec::parse(QStringLiteral("graph:sub/net.json"), &spec, &error, dir.path()));
    QCOMPARE(spec.file(), dir.filePath(QStringLiteral("sub/net.json")));
    const TopologyPtr t = Topology::create(spec, &error);
    QVERIFY2(t, qPrintable(error));
    QCOMPARE(t->processorCount(), 8);
    QCOMPARE(t->name(), QStringLiteral("graph:sub/net.json"));
    QCOMPARE(t->spec().baseDirectory, dir.path());

    QVERIFY(TopologySpec::parse(QStringLiteral("graph:sub/net.json"), &spec, &error));
    QCOMPARE(spec.file(), QStringLiteral("sub/net.json"));
    QVERIFY(!QFileInfo::exists(QStringLiteral("sub/net.json")));
    QVERIFY(!Topology::create(spec, &error));
    QCOMPARE(error, QStringLiteral("cannot read network file 'sub/net.json' (No such file or directory)"));

    const QString absolute = example("leafspine.json");
    QVERIFY(TopologySpec::parse(QStringLiteral("graph:") + absolute, &spec, &error, dir.path()));
    QCOMPARE(spec.file(), absolute);
}

namespace {

/// The "topology" a scenario file holds.
QString writtenTopology(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(f.readAll()).object().value(QStringLiteral("topology")).toString();
}

/// dir/scenarios/s.collviz running broadcast-recursive-doubling on graph:`network`, with the
/// DGX-1 beside it as net.json; its path.
QString scenarioBesideNetwork(const QTemporaryDir &dir, const char *network)
{
    const QString folder = dir.filePath(QStringLiteral("scenarios"));
    QDir().mkpath(folder);
    QFile::copy(example("dgx1.json"), folder + QStringLiteral("/net.json"));
    const QString path = folder + QStringLiteral("/s.collviz");
    writeFile(path, R"({"format": "collviz-scenario/1", "algorithm": "broadcast-recursive-doubling", "topology": "graph:)"
                        + QByteArray(network) + R"("})");
    return path;
}

} // namespace

/// A scenario file names its network relative to its own folder: the run finds it there
/// wherever it starts, and the file keeps what was written when saved again.
void TstGraphNetwork::scenarioFindsItsNetworkInItsFolder()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = scenarioBesideNetwork(dir, "net.json");
    const QString folder = QFileInfo(path).absolutePath();
    Scenario s;
    QString error;
    QVERIFY2(Scenario::readFile(path, &s, &error), qPrintable(error));
    QCOMPARE(s.topology, QStringLiteral("graph:net.json"));
    QCOMPARE(s.topologyBase, folder);
    const RunRequest request = s.toRunRequest();
    QCOMPARE(request.topology, QStringLiteral("graph:%1/net.json").arg(folder));
    // The engine builds the network from the scenario's folder, then refuses the algorithm.
    const RunResult run = Engine::run(request);
    QVERIFY(!run.ok);
    QVERIFY2(run.error.endsWith(QStringLiteral(", not on graph:%1/net.json").arg(folder)), qPrintable(run.error));

    // Saved again beside it: as written; in a folder above it: relative to that; elsewhere: by
    // its absolute path.
    QVERIFY2(s.writeFile(folder + QStringLiteral("/again.collviz"), &error), qPrintable(error));
    QCOMPARE(writtenTopology(folder + QStringLiteral("/again.collviz")), QStringLiteral("graph:net.json"));
    QVERIFY2(s.writeFile(dir.filePath(QStringLiteral("up.collviz")), &error), qPrintable(error));
    QCOMPARE(writtenTopology(dir.filePath(QStringLiteral("up.collviz"))), QStringLiteral("graph:scenarios/net.json"));
    QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("other")));
    const QString elsewhere = dir.filePath(QStringLiteral("other/elsewhere.collviz"));
    QVERIFY2(s.writeFile(elsewhere, &error), qPrintable(error));
    QCOMPARE(writtenTopology(elsewhere), QStringLiteral("graph:%1/net.json").arg(folder));
    Scenario moved;
    QVERIFY2(Scenario::readFile(elsewhere, &moved, &error), qPrintable(error));
    QCOMPARE(moved.toRunRequest().topology, request.topology);
    // The app saves what the session runs (an absolute file): beside the network it is relative again.
    const Scenario fromApp = Scenario::fromRunRequest(request);
    QVERIFY(fromApp.topologyBase.isEmpty());
    QVERIFY2(fromApp.writeFile(folder + QStringLiteral("/app.collviz"), &error), qPrintable(error));
    QCOMPARE(writtenTopology(folder + QStringLiteral("/app.collviz")), QStringLiteral("graph:net.json"));
    QCOMPARE(fromApp.topologyFor(dir.filePath(QStringLiteral("up.collviz"))), QStringLiteral("graph:scenarios/net.json"));

    // A topology given on a command line is found from the current directory.
    QVERIFY(s.setOption(QStringLiteral("topology"), QStringLiteral("graph:net.json"), &error));
    QVERIFY(s.topologyBase.isEmpty());
    QCOMPARE(s.toRunRequest().topology, QStringLiteral("graph:net.json"));
}

/// The scenario's check reads the network file: a bad one is refused with the scenario,
/// naming both files.
void TstGraphNetwork::scenarioWithABadNetworkIsRefused()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = scenarioBesideNetwork(dir, "missing.json");
    Scenario s;
    QString error;
    QVERIFY(!Scenario::readFile(path, &s, &error));
    QCOMPARE(error, QStringLiteral("scenario file '%1': cannot read network file '%2/missing.json' (No such file or "
                                   "directory)")
                        .arg(path, QFileInfo(path).absolutePath()));
    s = Scenario();
    s.algorithm = QStringLiteral("broadcast-recursive-doubling");
    s.topology = QStringLiteral("graph:") + dir.path();
    QVERIFY(!s.validate(Scenario::Naming::CommandLine, &error));
    QCOMPARE(error, QStringLiteral("cannot read network file '%1': it is a directory; give a regular file").arg(dir.path()));
}

/// collviz-cli refuses a bad network file before any run: exit status 2 and one sentence.
void TstGraphNetwork::cliRefusesABadFile()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString bad = dir.filePath(QStringLiteral("bad.json"));
    writeFile(bad, networkDocument(R"("processors": ["a", "b"], "links": [["a", "z"]])"));
    const QStringList run{QStringLiteral("run"), QStringLiteral("--algorithm"), QStringLiteral("broadcast-recursive-doubling"),
                          QStringLiteral("--topology")};
    ProgramRun r = collviz::tests::cli(run + QStringList{QStringLiteral("graph:") + bad});
    QCOMPARE(r.exitCode, 2);
    QCOMPARE(QString::fromUtf8(r.err),
             QStringLiteral("collviz-cli: network file '%1': links[0][1] \"z\" names no processor or switch; it takes "
                            "one of the names in processors or switches\n")
                 .arg(bad));
    QVERIFY(r.out.isEmpty());
    r = collviz::tests::cli(run + QStringList{QStringLiteral("graph:") + dir.path()});
    QCOMPARE(r.exitCode, 2);
    QCOMPARE(QString::fromUtf8(r.err),
             QStringLiteral("collviz-cli: cannot read network file '%1': it is a directory; give a regular file\n").arg(dir.path()));
    // A good file is read; the algorithm is what is refused then (none runs on a graph yet).
    r = collviz::tests::cli(run + QStringList{QStringLiteral("graph:") + example("dgx1.json")});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("broadcast-recursive-doubling runs on "), r.err.constData());
    QCOMPARE(r.err.count('\n'), 1);
}

/// `run --scenario` finds the network beside the scenario; `--topology graph:net.json` finds it
/// in the current directory.
void TstGraphNetwork::cliFindsFilesFromTheScenariosFolder()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = scenarioBesideNetwork(dir, "net.json");
    const QString folder = QFileInfo(path).absolutePath();
    ProgramRun r = collviz::tests::cli({QStringLiteral("run"), QStringLiteral("--scenario"), path});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.endsWith(QStringLiteral(", not on graph:%1/net.json\n").arg(folder).toUtf8()), r.err.constData());
    QProcess p;
    p.setWorkingDirectory(folder);
    p.start(QStringLiteral(COLLVIZ_CLI_PATH), {QStringLiteral("run"), QStringLiteral("--algorithm"),
                                               QStringLiteral("broadcast-recursive-doubling"), QStringLiteral("--topology"),
                                               QStringLiteral("graph:net.json")});
    r = collviz::tests::finishProgram(p);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.endsWith(", not on graph:net.json\n"), r.err.constData());
}

QTEST_GUILESS_MAIN(TstGraphNetwork)
#include "tst_graphnetwork.moc"

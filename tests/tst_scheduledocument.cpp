// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Reading collviz-schedule/1 documents back (core/scheduledocument.h, `collviz-cli verify`):
// every algorithm's document reads back to the same verdict, rounds, loads and times, and a
// document someone edited is either refused with the member named, or replayed and found to
// break the rule the edit broke.

#include "core/engine.h"
#include "core/formats/scheduleformat.h"
#include "core/report.h"
#include "core/scheduledocument.h"

#include "handmade.h"
#include "sweeptopologies.h"

#include <QBuffer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

#include <functional>

using namespace collviz::core;

namespace {

RunResult runOf(const QString &algorithm, const QString &topology, const QString &model = {})
{
    RunRequest req;
    req.algorithm = algorithm;
    req.topology = topology;
    req.modelSpec = model;
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

QJsonObject objectOf(const RunResult &r) { return QJsonDocument::fromJson(documentOf(r)).object(); }

QByteArray bytesOf(const QJsonObject &o) { return QJsonDocument(o).toJson(QJsonDocument::Compact); }

/// doc["rounds"][round]["transfers"][transfer] edited in place.
void editTransfer(QJsonObject &doc, int round, int transfer, const std::function<void(QJsonObject &)> &edit)
{
    QJsonArray rounds = doc.value(QStringLiteral("rounds")).toArray();
    QJsonObject r = rounds[round].toObject();
    QJsonArray transfers = r.value(QStringLiteral("transfers")).toArray();
    QJsonObject t = transfers[transfer].toObject();
    edit(t);
    transfers[transfer] = t;
    r.insert(QStringLiteral("transfers"), transfers);
    rounds[round] = r;
    doc.insert(QStringLiteral("rounds"), rounds);
}

struct Edit
{
    const char *name;
    const char *algorithm;
    const char *topology;
    std::function<void(QJsonObject &)> edit;
    const char *refusal;  ///< the sentence's telling part, or nullptr when it reads and is replayed
    const char *violation; ///< the broken rule (violationKindName), or "undelivered", when it reads
};

const std::vector<Edit> &edits()
{
    static const std::vector<Edit> list = {
        {"newer format", "allgather-ring", "ring:8",
         [](QJsonObject &d) { d.insert(QStringLiteral("format"), QStringLiteral("collviz-schedule/2")); },
         "format \"collviz-schedule/2\" is not accepted", nullptr},
        {"misspelt member", "allgather-ring", "ring:8",
         [](QJsonObject &d) { d.insert(QStringLiteral("rundos"), QJsonArray()); },
         "rundos is not part of a schedule document", nullptr},
        {"operation of another algorithm", "allgather-ring", "ring:8",
         [](QJsonObject &d) { d.insert(QStringLiteral("operation"), QStringLiteral("broadcast")); },
         "operation \"broadcast\" is not accepted; allgather-ring performs \"allgather\"", nullptr},
        {"topology the algorithm does not run on", "allgather-ring", "ring:8",
         [](QJsonObject &d) {
             QJsonObject t = d.value(QStringLiteral("topology")).toObject();
             t.insert(QStringLiteral("spec"), QStringLiteral("mesh:4x2"));
             t.remove(QStringLiteral("nodes"));
             d.insert(QStringLiteral("topology"), t);
         },
         "runs on ring", nullptr},
        {"ports as text", "allgather-ring", "ring:8",
         [](QJsonObject &d) {
             QJsonObject m = d.value(QStringLiteral("model")).toObject();
             m.insert(QStringLiteral("ports"), QStringLiteral("two"));
             d.insert(QStringLiteral("model"), m);
         },
         "model.ports \"two\" is not accepted; it takes \"all\" or, a whole number 1..64", nullptr},
        {"m huge", "allgather-ring", "ring:8",
         [](QJsonObject &d) {
             QJsonObject p = d.value(QStringLiteral("params")).toObject();
             p.insert(QStringLiteral("m"), 1e300);
             d.insert(QStringLiteral("params"), p);
         },
         "params.m 1e+300 is not accepted; it takes a JSON number > 0 and at most 1e12", nullptr},
        {"packet of another operation", "allgather-ring", "ring:8",
         [](QJsonObject &d) {
             QJsonArray ps = d.value(QStringLiteral("packets")).toArray();
             QJsonObject p = ps[3].toObject();
             p.insert(QStringLiteral("dest"), 5);
             ps[3] = p;
             d.insert(QStringLiteral("packets"), ps);
         },
         "packets[3] is not what allgather on ring:8 starts with", nullptr},
        {"initial buffer changed", "allgather-ring", "ring:8",
         [](QJsonObject &d) {
             QJsonArray init = d.value(QStringLiteral("initial")).toArray();
             init[2] = QJsonArray{2, 3};
             d.insert(QStringLiteral("initial"), init);
         },
         "initial[2] is not what vertex 2 holds at the start of allgather", nullptr},
        {"vertex out of range", "allgather-ring", "ring:8",
         [](QJsonObject &d) { editTransfer(d, 0, 0, [](QJsonObject &t) { t.insert(QStringLiteral("dst"), 8); }); },
         "rounds[0].transfers[0].dst 8 is not accepted; it takes a vertex of ring:8, a whole number 0..7", nullptr},
        {"packet id out of range", "allgather-ring", "ring:8",
         [](QJsonObject &d) {
             editTransfer(d, 1, 0, [](QJsonObject &t) { t.insert(QStringLiteral("packets"), QJsonArray{99}); });
         },
         "rounds[1].transfers[0].packets[0] 99 is not accepted; it takes a packet id, a whole number 0..7", nullptr},
        {"path as a number", "allgather-ring", "ring:8",
         [](QJsonObject &d) { editTransfer(d, 0, 0, [](QJsonObject &t) { t.insert(QStringLiteral("path"), 3); }); },
         "rounds[0].transfers[0].path 3 is not accepted; it takes a JSON array", nullptr},
        {"transfer without packets", "allgather-ring", "ring:8",
         [](QJsonObject &d) { editTransfer(d, 0, 0, [](QJsonObject &t) { t.insert(QStringLiteral("packets"), QJsonArray()); }); },
         "rounds[0].transfers[0].packets is empty", nullptr},
        {"round missing its transfers", "allgather-ring", "ring:8",
         [](QJsonObject &d) {
             QJsonArray rounds = d.value(QStringLiteral("rounds")).toArray();
             rounds[4] = QJsonObject();
             d.insert(QStringLiteral("rounds"), rounds);
         },
         "rounds[4].transfers is missing; it takes a JSON array", nullptr},
        {"combine output not the next id", "allreduce-hypercube", "hypercube:3",
         [](QJsonObject &d) {
             QJsonArray rounds = d.value(QStringLiteral("rounds")).toArray();
             QJsonObject r = rounds[0].toObject();
             QJsonArray cs = r.value(QStringLiteral("combines")).toArray();
             QJsonObject c = cs[0].toObject();
             c.insert(QStringLiteral("output"), 0);
             cs[0] = c;
             r.insert(QStringLiteral("combines"), cs);
             rounds[0] = r;
             d.insert(QStringLiteral("rounds"), rounds);
         },
         "rounds[0].combines[0].output 0 is not accepted; it takes 8, the next packet id", nullptr},
        // Well formed, so replayed: the engine finds the rule the edit broke.
        {"sends what it does not hold", "allgather-ring", "ring:8",
         [](QJsonObject &d) {
             editTransfer(d, 0, 0, [](QJsonObject &t) { t.insert(QStringLiteral("packets"), QJsonArray{5}); });
         },
         nullptr, "not-held"},
        {"path over a missing link", "allgather-ring", "ring:8",
         [](QJsonObject &d) {
             editTransfer(d, 0, 0, [](QJsonObject &t) {
                 const int src = t.value(QStringLiteral("src")).toInt();
                 t.insert(QStringLiteral("dst"), (src + 4) % 8);
                 t.insert(QStringLiteral("path"), QJsonArray{src, (src + 4) % 8});
             });
         },
         nullptr, "bad-path"},
        {"two sends at once on a 1-port model", "alltoall-hypercube-sex", "hypercube:3",
         [](QJsonObject &d) {
             // Node 0 also sends its first-round message along dimension 1.
             QJsonArray rounds = d.value(QStringLiteral("rounds")).toArray();
             QJsonObject r = rounds[0].toObject();
             QJsonArray ts = r.value(QStringLiteral("transfers")).toArray();
             QJsonObject extra = ts[0].toObject();
             const int src = extra.value(QStringLiteral("src")).toInt();
             extra.insert(QStringLiteral("dst"), src ^ 2);
             extra.insert(QStringLiteral("path"), QJsonArray{src, src ^ 2});
             extra.remove(QStringLiteral("messages"));
             ts.append(extra);
             r.insert(QStringLiteral("transfers"), ts);
             rounds[0] = r;
             d.insert(QStringLiteral("rounds"), rounds);
         },
         nullptr, "port-limit"},
        {"last round left out", "allgather-ring", "ring:8",
         [](QJsonObject &d) {
             QJsonArray rounds = d.value(QStringLiteral("rounds")).toArray();
             rounds.removeLast();
             d.insert(QStringLiteral("rounds"), rounds);
         },
         nullptr, "undelivered"},
    };
    return list;
}

} // namespace

class TstScheduleDocument : public QObject
{
    Q_OBJECT
private slots:
    void everyAlgorithmReadsBack_data();
    void everyAlgorithmReadsBack();
    void statedTimesAreNotTrusted();
    void whatIfModelIsKept();
    void editedDocument_data();
    void editedDocument();
    void notJson_data();
    void notJson();
    void hugeFileIsRefusedUnread();
    void scheduleOfNoRegisteredAlgorithm_data();
    void scheduleOfNoRegisteredAlgorithm();
    void headOfNoRegisteredAlgorithmIsChecked_data();
    void headOfNoRegisteredAlgorithmIsChecked();
    void anUnknownIdIsTheDocumentsOwnName();
    void formatsAreChosenByNameContentOrSuffix_data();
    void formatsAreChosenByNameContentOrSuffix();
};

void TstScheduleDocument::everyAlgorithmReadsBack_data()
{
    QTest::addColumn<QString>("algorithm");
    QTest::addColumn<QString>("topology");
    for (const AlgorithmPtr &alg : AlgorithmRegistry::instance().all()) {
        for (const char *spec : collviz::tests::kSweepTopologies) {
            QString error;
            const auto topo = Topology::create(QString::fromLatin1(spec), &error);
            if (!topo || topo->processorCount() > 32 || !alg->supports(*topo, RunParams{}, &error))
                continue;
            QTest::addRow("%s %s", qPrintable(alg->id()), spec) << alg->id() << QString::fromLatin1(spec);
        }
    }
}

void TstScheduleDocument::everyAlgorithmReadsBack()
{
    QFETCH(QString, algorithm);
    QFETCH(QString, topology);
    const RunResult run = runOf(algorithm, topology);
    if (!run.ok)
        QSKIP(qPrintable(run.error)); // sizes the default root or shift cannot take
    RunResult back;
    QString error;
    QVERIFY2(scheduledocument::read(documentOf(run), &back, &error), qPrintable(error));
    QCOMPARE(back.simulation.verified, run.simulation.verified);
    QCOMPARE(back.simulation.delivered, run.simulation.delivered);
    QCOMPARE(back.simulation.violationCount, run.simulation.violationCount);
    QCOMPARE(back.schedule->rounds.size(), run.schedule->rounds.size());
    QCOMPARE(back.schedule->packets.size(), run.schedule->packets.size());
    QCOMPARE(back.simulation.time, run.simulation.time);
    QCOMPARE(back.simulation.maxLinkLoad, run.simulation.maxLinkLoad);
    for (std::size_t i = 0; i < run.simulation.rounds.size(); ++i) {
        QCOMPARE(back.simulation.rounds[i].time, run.simulation.rounds[i].time);
        QCOMPARE(back.simulation.rounds[i].messages, run.simulation.rounds[i].messages);
    }
    QCOMPARE(back.formula.has_value(), run.formula.has_value());
    if (run.formula)
        QCOMPARE(back.formula->value, run.formula->value);
    // Written again, the document is the same text: nothing was lost on the way.
    QCOMPARE(documentOf(back), documentOf(run));
}

void TstScheduleDocument::statedTimesAreNotTrusted()
{
    const RunResult run = runOf(QStringLiteral("allgather-ring"), QStringLiteral("ring:8"));
    QJsonObject doc = objectOf(run);
    QJsonObject summary = doc.value(QStringLiteral("summary")).toObject();
    summary.insert(QStringLiteral("time"), 1.0);
    doc.insert(QStringLiteral("summary"), summary);
    QJsonObject params = doc.value(QStringLiteral("params")).toObject();
    params.insert(QStringLiteral("ts"), 10.0);
    doc.insert(QStringLiteral("params"), params);
    RunResult back;
    QString error;
    QVERIFY2(scheduledocument::read(bytesOf(doc), &back, &error), qPrintable(error));
    // Seven rounds of (t_s + t_w m) = 11: measured, not copied from the summary.
    QCOMPARE(back.simulation.time, 77.0);
}

void TstScheduleDocument::whatIfModelIsKept()
{
    const RunResult run = runOf(QStringLiteral("alltoall-hypercube-sex"), QStringLiteral("hypercube:3"),
                                QStringLiteral("sf,duplex=half"));
    QVERIFY(run.ok);
    RunResult back;
    QString error;
    QVERIFY2(scheduledocument::read(documentOf(run), &back, &error), qPrintable(error));
    QVERIFY(back.whatIf);
    QCOMPARE(back.model, run.model);
    QCOMPARE(back.simulation.time, run.simulation.time);
}

void TstScheduleDocument::editedDocument_data()
{
    QTest::addColumn<int>("index");
    for (std::size_t i = 0; i < edits().size(); ++i)
        QTest::newRow(edits()[i].name) << int(i);
}

void TstScheduleDocument::editedDocument()
{
    QFETCH(int, index);
    const Edit &e = edits()[std::size_t(index)];
    const RunResult run = runOf(QLatin1String(e.algorithm), QLatin1String(e.topology));
    QVERIFY2(run.ok && run.simulation.verified, qPrintable(run.error));
    QJsonObject doc = objectOf(run);
    e.edit(doc);
    RunResult back;
    QString error;
    const bool read = scheduledocument::read(bytesOf(doc), &back, &error);
    if (e.refusal) {
        QVERIFY2(!read, "the edited document was read");
        QVERIFY2(error.contains(QLatin1String(e.refusal)), qPrintable(error));
        QVERIFY2(!error.contains(QLatin1Char('\n')), qPrintable(error));
        return;
    }
    QVERIFY2(read, qPrintable(error));
    QVERIFY(!back.simulation.verified);
    if (QByteArray(e.violation) == "undelivered") {
        QVERIFY(!back.simulation.delivered);
        QVERIFY(!back.simulation.postconditionFailures.isEmpty());
        return;
    }
    QVERIFY(!back.simulation.violations.empty());
    QCOMPARE(violationKindName(back.simulation.violations.front().kind), QLatin1String(e.violation));
}

void TstScheduleDocument::notJson_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("mentions");
    QTest::newRow("empty") << QByteArray() << "it is not a JSON object (illegal value at offset 0)";
    QTest::newRow("text") << QByteArray("hello") << "it is not a JSON object (illegal value at offset 1)";
    QTest::newRow("array") << QByteArray("[]") << "it is not a JSON object (another JSON value at offset 0)";
    QTest::newRow("cut short") << QByteArray(R"({"format":"collviz-schedule/1","rou)") << "it is not a JSON object";
    QTest::newRow("scenario instead") << QByteArray(R"({"format":"collviz-scenario/1","algorithm":"allgather-ring"})")
                                      << "format \"collviz-scenario/1\" is not accepted";
    QTest::newRow("no format") << QByteArray("{}") << "format is missing; it takes a JSON string";
}

void TstScheduleDocument::notJson()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, mentions);
    RunResult back;
    QString error;
    QVERIFY(!scheduledocument::read(bytes, &back, &error));
    QVERIFY2(error.contains(mentions), qPrintable(error));
}

void TstScheduleDocument::scheduleOfNoRegisteredAlgorithm_data()
{
    QTest::addColumn<QString>("name"); // the document's "algorithm" member; empty: none
    QTest::addColumn<bool>("broken");
    QTest::newRow("no algorithm member") << QString() << false;
    QTest::newRow("an id no algorithm has") << QStringLiteral("allgather-both-ways") << false;
    QTest::newRow("a round broken") << QString() << true;
}

void TstScheduleDocument::scheduleOfNoRegisteredAlgorithm()
{
    QFETCH(QString, name);
    QFETCH(bool, broken);
    QJsonObject doc = collviz::tests::bothWaysAllgather();
    if (!name.isEmpty())
        doc.insert(QStringLiteral("algorithm"), name);
    if (broken) // node 0 passes on packet 3, which it never received
        editTransfer(doc, 1, 0, [](QJsonObject &t) { t.insert(QStringLiteral("packets"), QJsonArray{3}); });
    RunResult r;
    QString error;
    QVERIFY2(scheduledocument::read(bytesOf(doc), &r, &error), qPrintable(error));
    QVERIFY(r.ok);
    QCOMPARE(r.source, ScheduleSource::Document);
    QVERIFY(!r.algorithm);
    QCOMPARE(r.name, name);
    QCOMPARE(r.operation(), Operation::Allgather);
    QVERIFY(!r.whatIf);
    QVERIFY(!r.formula && !r.lowerBound);
    QCOMPARE(int(r.schedule->rounds.size()), 2);
    QCOMPARE(r.simulation.verified, !broken);
    if (broken) {
        QCOMPARE(r.simulation.violationCount, 1);
        QCOMPARE(r.simulation.violations.front().round, 1);
        QCOMPARE(r.simulation.violations.front().message, QStringLiteral("node 0 sends packet 3 it does not hold"));
        return;
    }
    QCOMPARE(r.simulation.maxLinkLoad, 1);
    QCOMPARE(r.simulation.time, 4.0); // two rounds of one hop: (t_s + t_w) each
    // Written and read back: the same name (or none), verdict and time.
    RunResult back;
    QVERIFY2(scheduledocument::read(documentOf(r), &back, &error), qPrintable(error));
    QCOMPARE(back.name, name);
    QCOMPARE(objectOf(r).contains(QStringLiteral("algorithm")), !name.isEmpty());
    QCOMPARE(back.simulation.verified, true);
    QCOMPARE(back.simulation.time, 4.0);
    QVERIFY(report::runText(r).startsWith(name.isEmpty() ? QStringLiteral("schedule (allgather) on ring:5")
                                                         : name + QStringLiteral(" (allgather) on ring:5")));
}

void TstScheduleDocument::headOfNoRegisteredAlgorithmIsChecked_data()
{
    QTest::addColumn<QString>("member");
    QTest::addColumn<QJsonValue>("value");
    QTest::addColumn<QString>("refusal");
    QTest::newRow("an unknown operation") << QStringLiteral("operation") << QJsonValue(QStringLiteral("gossip"))
                                          << QStringLiteral("operation \"gossip\" is not accepted; it takes one of broadcast");
    QTest::newRow("an order of too few processors")
        << QStringLiteral("params")
        << QJsonValue(QJsonObject{{QStringLiteral("m"), 1}, {QStringLiteral("ts"), 1}, {QStringLiteral("tw"), 1},
                                  {QStringLiteral("th"), 0}, {QStringLiteral("order"), QJsonArray{0, 1, 2}}})
        << QStringLiteral("params.order lists 3 processors; it takes each of the 5 processors of ring:5 once");
    QTest::newRow("an order with a processor twice")
        << QStringLiteral("params")
        << QJsonValue(QJsonObject{{QStringLiteral("m"), 1}, {QStringLiteral("ts"), 1}, {QStringLiteral("tw"), 1},
                                  {QStringLiteral("th"), 0}, {QStringLiteral("order"), QJsonArray{0, 1, 2, 3, 3}}})
        << QStringLiteral("params.order lists 5 processors; it takes each of the 5 processors of ring:5 once");
    QTest::newRow("m out of range") << QStringLiteral("params") << QJsonValue(QJsonObject{{QStringLiteral("m"), 0}})
                                    << QStringLiteral("params.m 0 is not accepted");
    QTest::newRow("a network too large for the packets listed")
        << QStringLiteral("topology") << QJsonValue(QJsonObject{{QStringLiteral("spec"), QStringLiteral("hypercube:16")}})
        << QStringLiteral("packets has 5 entries; allgather on hypercube:16 starts with 65536 packets");
    QTest::newRow("a malformed topology") << QStringLiteral("topology")
                                          << QJsonValue(QJsonObject{{QStringLiteral("spec"), QStringLiteral("ring:x")}})
                                          << QStringLiteral("malformed size 'x' in topology 'ring:x'");
}

void TstScheduleDocument::headOfNoRegisteredAlgorithmIsChecked()
{
    QFETCH(QString, member);
    QFETCH(QJsonValue, value);
    QFETCH(QString, refusal);
    QJsonObject doc = collviz::tests::bothWaysAllgather();
    doc.insert(member, value);
    RunResult r;
    QString error;
    QVERIFY(!scheduledocument::read(bytesOf(doc), &r, &error));
    QVERIFY2(error.contains(refusal), qPrintable(error));
}

void TstScheduleDocument::anUnknownIdIsTheDocumentsOwnName()
{
    // A registered algorithm's document under an id this CollViz does not know: the same
    // schedule, verified and timed the same, shown under the document's own name.
    const RunResult run = runOf(QStringLiteral("allgather-ring"), QStringLiteral("ring:8"));
    QVERIFY(run.ok);
    QJsonObject doc = objectOf(run);
    doc.insert(QStringLiteral("algorithm"), QStringLiteral("allgather-spiral"));
    RunResult back;
    QString error;
    QVERIFY2(scheduledocument::read(bytesOf(doc), &back, &error), qPrintable(error));
    QVERIFY(!back.algorithm);
    QCOMPARE(back.name, QStringLiteral("allgather-spiral"));
    QVERIFY(back.simulation.verified);
    QCOMPARE(back.simulation.time, run.simulation.time);
    QCOMPARE(int(back.schedule->rounds.size()), int(run.schedule->rounds.size()));
    // The registered id is read as before: the algorithm's own, with its formula.
    RunResult own;
    QVERIFY2(scheduledocument::read(documentOf(run), &own, &error), qPrintable(error));
    QCOMPARE(own.algorithm, run.algorithm);
    QCOMPARE(own.name, QStringLiteral("allgather-ring"));
    QCOMPARE(own.source, ScheduleSource::Document);
    QVERIFY(own.formula.has_value());
}

void TstScheduleDocument::formatsAreChosenByNameContentOrSuffix_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("forced");
    QTest::addColumn<QString>("format"); // empty: refused
    QTest::addColumn<QString>("refusal");
    const QByteArray document = R"({"format": "collviz-schedule/1", "operation": "allgather"})";
    QTest::newRow("by content, whatever the suffix") << QStringLiteral("s.txt") << document << QString()
                                                     << QStringLiteral("collviz-schedule/1") << QString();
    QTest::newRow("by suffix") << QStringLiteral("s.json") << QByteArray("junk") << QString()
                               << QStringLiteral("collviz-schedule/1") << QString();
    QTest::newRow("standard input: the default") << QStringLiteral("-") << QByteArray("junk") << QString()
                                                 << QStringLiteral("collviz-schedule/1") << QString();
    QTest::newRow("by name") << QStringLiteral("s.xml") << QByteArray("<algo/>") << QStringLiteral("collviz-schedule/1")
                             << QStringLiteral("collviz-schedule/1") << QString();
    QTest::newRow("a name no format has")
        << QStringLiteral("s.xml") << QByteArray("<algo/>") << QStringLiteral("msccl-xml") << QString()
        << QStringLiteral("schedule format 'msccl-xml' is not one CollViz reads; accepted: collviz-schedule/1 (.json), "
                          "msccl (.xml), paje (.trace, .paje)");
}

void TstScheduleDocument::formatsAreChosenByNameContentOrSuffix()
{
    QFETCH(QString, path);
    QFETCH(QByteArray, bytes);
    QFETCH(QString, forced);
    QFETCH(QString, format);
    QFETCH(QString, refusal);
    QString error;
    const ScheduleFormat *f = ScheduleFormats::instance().formatFor(path, bytes, forced, &error);
    QCOMPARE(f ? f->name() : QString(), format);
    QCOMPARE(error, refusal);
}

void TstScheduleDocument::hugeFileIsRefusedUnread()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("huge.json"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    QVERIFY(f.resize(scheduledocument::kMaxBytes + 1)); // sparse: nothing is written
    f.close();
    RunResult back;
    QString error;
    QVERIFY(!ScheduleFormats::instance().readFile(path, {}, &back, &error));
    QVERIFY2(error.contains(QLatin1String("is larger than 256 MiB")), qPrintable(error));
}

QTEST_GUILESS_MAIN(TstScheduleDocument)
#include "tst_scheduledocument.moc"

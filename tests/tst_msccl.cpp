// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Reading MSCCL algorithms (core/formats/msccl, docs/formats.md): algorithms written by hand in
// the format (tests/data/msccl) are verified on the networks a user would choose, with rounds
// and times computed by hand; edited ones are refused with one sentence naming the GPU, thread
// block, step and chunk.

#include "core/engine.h"
#include "core/formats/scheduleformat.h"

#include <QFile>
#include <QRegularExpression>
#include <QtTest>

#include <algorithm>
#include <utility>
#include <vector>

using namespace collviz::core;

namespace {

QString dataFile(const QString &name) { return QFINDTESTDATA(QStringLiteral("data/msccl/") + name); }

QString cubeMesh() { return QStringLiteral("graph:") + QFINDTESTDATA("../resources/networks/dgx1.json"); }

QByteArray bytesOf(const QString &name)
{
    QFile f(dataFile(name));
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool readBytes(const QByteArray &bytes, const QString &topology, RunResult *run, QString *error,
               const QString &model = {})
{
    const ScheduleFormat *format = ScheduleFormats::instance().find(QStringLiteral("msccl"));
    ScheduleReadOptions options;
    options.topology = topology;
    options.modelSpec = model;
    return format && format->read(bytes, options, run, error);
}

/// `bytes` with attribute `attr` of step `step` of tb `tb` on gpu `gpu` set to `value`.
QByteArray editStep(QByteArray bytes, int gpu, int tb, int step, const char *attr, const QByteArray &value)
{
    const qsizetype g = bytes.indexOf("<gpu id=\"" + QByteArray::number(gpu) + '"');
    const qsizetype t = bytes.indexOf("<tb id=\"" + QByteArray::number(tb) + '"', g);
    const qsizetype s = bytes.indexOf("<step s=\"" + QByteArray::number(step) + '"', t);
    const qsizetype end = bytes.indexOf("/>", s);
    const QByteArray key = QByteArray(" ") + attr + "=\"";
    const qsizetype a = bytes.indexOf(key, s);
    if (g < 0 || t < 0 || s < 0 || a < 0 || a > end)
        return {};
    const qsizetype from = a + key.size();
    return bytes.replace(from, bytes.indexOf('"', from) - from, value);
}

} // namespace

class TestMsccl : public QObject
{
    Q_OBJECT

private slots:
    void verified_data();
    void verified();
    void editedRefused_data();
    void editedRefused();
    void refused_data();
    void refused();
    void modelAndNetworkChosen();
    void waitingForASendWaitsForItsTransfer();
    void inplaceAliases_data();
    void inplaceAliases();
};

void TestMsccl::verified_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("topology");
    QTest::addColumn<QString>("operation");
    QTest::addColumn<int>("rounds");
    QTest::addColumn<int>("ports");
    QTest::addColumn<double>("time");

    // Defaults m = t_s = t_w = 1, t_h = 0; store-and-forward, a message of c chunks of a GPU's
    // datum split into `pieces` costs t_s + hops * c/pieces * m t_w.
    // The ring allreduce of 8 GPUs along the DGX-1's NVLink ring 0-1-2-3-7-6-5-4: 2 (p - 1) = 14
    // rounds of one chunk of m/8: 14 * (1 + 1/8); through a switch every message takes 2 hops.
    QTest::newRow("allreduce ring 8 complete:8") << "allreduce_ring8.xml" << "complete:8" << "allreduce" << 14 << 1 << 15.75;
    QTest::newRow("allreduce ring 8 cube-mesh") << "allreduce_ring8.xml" << cubeMesh() << "allreduce" << 14 << 1 << 15.75;
    QTest::newRow("allreduce ring 8 switch:8") << "allreduce_ring8.xml" << "switch:8" << "allreduce" << 14 << 1 << 17.5;
    QTest::newRow("allreduce ring 4 complete:4") << "allreduce_ring4.xml" << "complete:4" << "allreduce" << 6 << 1 << 7.5;
    // The ring allgather: p - 1 = 7 rounds of a whole datum (one chunk a GPU): 7 * (1 + 1).
    QTest::newRow("allgather ring 8 complete:8") << "allgather_ring8.xml" << "complete:8" << "allgather" << 7 << 1 << 14.0;
    QTest::newRow("allgather ring 8 cube-mesh") << "allgather_ring8.xml" << cubeMesh() << "allgather" << 7 << 1 << 14.0;
    QTest::newRow("allgather ring 8 switch:8") << "allgather_ring8.xml" << "switch:8" << "allgather" << 7 << 1 << 21.0;
    // The ring reduce-scatter: chunk c starts at GPU c + 1 and ends, the sum, at GPU c after
    // p - 1 = 3 rounds of a whole datum's chunk (one chunk a GPU): 3 * (1 + 1); 2 hops by a switch.
    QTest::newRow("reduce-scatter ring 4 complete:4") << "reduce_scatter_ring4.xml" << "complete:4" << "reduce-scatter" << 3 << 1 << 6.0;
    QTest::newRow("reduce-scatter ring 4 switch:4") << "reduce_scatter_ring4.xml" << "switch:4" << "reduce-scatter" << 3 << 1 << 9.0;
    // Every pair at once, a thread block per peer: one round of 3 ports, 1 + 1.
    QTest::newRow("allgather pairs 4 complete:4") << "allgather_pairs4.xml" << "complete:4" << "allgather" << 1 << 3 << 2.0;
    // Into scratch, then copied out by a thread block that waits for each receive (depid):
    // the copies take no round.
    QTest::newRow("alltoall scratch 4 complete:4") << "alltoall_scratch4.xml" << "complete:4" << "alltoall" << 1 << 3 << 2.0;
}

void TestMsccl::verified()
{
    QFETCH(QString, file);
    QFETCH(QString, topology);
    QFETCH(QString, operation);
    QFETCH(int, rounds);
    QFETCH(int, ports);
    QFETCH(double, time);
    RunResult run;
    QString error;
    QVERIFY2(ScheduleFormats::instance().readFile(dataFile(file), QString(), [&] {
        ScheduleReadOptions o;
        o.topology = topology;
        return o;
    }(), &run, &error), qPrintable(error));
    QVERIFY2(run.simulation.verified, qPrintable(run.simulation.postconditionFailures.join(QStringLiteral("; "))));
    QCOMPARE(run.simulation.violationCount, 0);
    QCOMPARE(operationName(run.operation()), operation);
    QCOMPARE(int(run.schedule->rounds.size()), rounds);
    QCOMPARE(run.model.ports, ports);
    QCOMPARE(run.model.switching, Switching::StoreAndForward);
    QVERIFY(!run.whatIf);
    QCOMPARE(run.simulation.time, time);
    QVERIFY(!run.name.isEmpty());
}

void TestMsccl::editedRefused_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("sentence");

    // GPU 3's last receive of the ring allreduce stores chunk 6's total over its chunk 0.
    QTest::newRow("allreduce dstoff changed")
        << editStep(bytesOf(QStringLiteral("allreduce_ring8.xml")), 3, 0, 14, "dstoff", "0")
        << "gpu 3's output chunk 0 holds the sum of chunk 6 over gpus 0-7, written by tb 0 step 14; allreduce "
           "wants the sum of chunk 0 over gpus 0-7 there";
    QTest::newRow("allgather dstoff changed")
        << editStep(bytesOf(QStringLiteral("allgather_ring8.xml")), 3, 0, 8, "dstoff", "5")
        << "gpu 3's output chunk 5 holds gpu 7's input chunk 0, written by tb 0 step 8; allgather wants gpu 5's "
           "input chunk 0 there";
    QTest::newRow("alltoall srcoff changed")
        << editStep(bytesOf(QStringLiteral("alltoall_scratch4.xml")), 1, 0, 0, "srcoff", "2")
        << "gpu 0's output chunk 1 holds gpu 1's input chunk 2, written by tb 3 step 1; alltoall wants gpu 1's "
           "input chunk 0 there";
    QTest::newRow("dstoff out of range")
        << editStep(bytesOf(QStringLiteral("allgather_ring8.xml")), 3, 0, 8, "dstoff", "9")
        << "gpu 3, tb 0, step 8: dstoff 9 is not accepted; the output buffer of gpu 3 has chunks 0..7";
    // The copy out of scratch no longer waits for the receive: it reads before the chunk is there.
    QTest::newRow("dependency dropped")
        << editStep(editStep(bytesOf(QStringLiteral("alltoall_scratch4.xml")), 0, 3, 1, "depid", "-1"), 0, 3, 1,
                    "deps", "-1")
        << "gpu 0, tb 3, step 1 reads scratch chunk 1 of gpu 0 before any step it waits for writes it";
    // The last copy out of scratch no longer waits for its receive, which runs in the same
    // round as the receive it still waits for: a race no round tells apart.
    QTest::newRow("race")
        << editStep(editStep(bytesOf(QStringLiteral("alltoall_scratch4.xml")), 0, 3, 3, "depid", "-1"), 0, 3, 3,
                    "deps", "-1")
        << "gpu 0, tb 3, step 3 reads scratch chunk 3 of gpu 0, which gpu 0, tb 2, step 1 writes, without waiting "
           "for that step (a race: the MSCCL runtime may run them in either order)";
    QTest::newRow("flag never raised")
        << editStep(bytesOf(QStringLiteral("alltoall_scratch4.xml")), 2, 1, 1, "hasdep", "0")
        << "gpu 2, tb 3, step 2 waits for tb 1 step 1, which never signals: no step of tb 1 from 1 on has "
           "hasdep=\"1\", so the MSCCL runtime would wait for ever";
    QTest::newRow("receive count changed")
        << editStep(bytesOf(QStringLiteral("allgather_pairs4.xml")), 2, 0, 1, "cnt", "2")
        << "gpu 2, tb 0, step 1 receives 2 chunks from gpu 0, tb 1, step 0, which sends 1; a send and its receive "
           "move as many chunks";
}

void TestMsccl::editedRefused()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, sentence);
    QVERIFY(!bytes.isEmpty());
    RunResult run;
    QString error;
    QVERIFY(!readBytes(bytes, QString(), &run, &error));
    QCOMPARE(error, sentence);
}

namespace {

/// A two-GPU algorithm of one chunk, each GPU's thread blocks' steps as given.
QByteArray twoGpus(const char *coll, const QByteArray &gpu0, const QByteArray &gpu1, int ngpus = 2,
                   const QByteArray &gpu2 = {})
{
    QByteArray x = QByteArray("<algo name=\"t\" proto=\"Simple\" nchannels=\"1\" nchunksperloop=\"") + QByteArray::number(ngpus == 2 && QByteArray(coll) == "allreduce" ? 1 : ngpus)
                 + "\" ngpus=\"" + QByteArray::number(ngpus) + "\" coll=\"" + coll + "\" inplace=\"1\">\n";
    const QByteArray gpus[] = {gpu0, gpu1, gpu2};
    for (int g = 0; g < ngpus; ++g)
        x += "<gpu id=\"" + QByteArray::number(g) + "\" i_chunks=\"0\" o_chunks=\"0\" s_chunks=\"1\">" + gpus[g] + "</gpu>\n";
    return x + "</algo>\n";
}

QByteArray tb(int id, int send, int recv, const QByteArray &steps)
{
    return "<tb id=\"" + QByteArray::number(id) + "\" send=\"" + QByteArray::number(send) + "\" recv=\""
         + QByteArray::number(recv) + "\" chan=\"0\">" + steps + "</tb>";
}

QByteArray st(int s, const char *type, const char *srcbuf, int srcoff, const char *dstbuf, int dstoff,
              const char *extra = "depid=\"-1\" deps=\"-1\" hasdep=\"0\"")
{
    return "<step s=\"" + QByteArray::number(s) + "\" type=\"" + type + "\" srcbuf=\"" + srcbuf + "\" srcoff=\""
         + QByteArray::number(srcoff) + "\" dstbuf=\"" + dstbuf + "\" dstoff=\"" + QByteArray::number(dstoff)
         + "\" cnt=\"1\" " + extra + "/>";
}

} // namespace

void TestMsccl::refused_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("sentence");

    // The allreduce of one chunk on two GPUs: each sends its chunk and adds the other's.
    const QByteArray ok0 = tb(0, 1, 1, st(0, "s", "i", 0, "i", 0) + st(1, "rrc", "i", 0, "i", 0));
    const QByteArray ok1 = tb(0, 0, 0, st(0, "s", "i", 0, "i", 0) + st(1, "rrc", "i", 0, "i", 0));
    QTest::newRow("reduced twice")
        << twoGpus("allreduce", tb(0, 1, 1, st(0, "s", "i", 0, "i", 0) + st(1, "rrc", "i", 0, "i", 0)),
                   tb(0, 0, 0, st(0, "rrc", "i", 0, "i", 0) + st(1, "s", "i", 0, "i", 0)))
        << "gpu 0, tb 0, step 1 adds gpu 0's contribution to chunk 0 twice: it adds the sum of chunk 0 over gpus "
           "0-1 to gpu 0's input chunk 0";
    QTest::newRow("missing contribution")
        << twoGpus("allreduce", tb(0, 1, -1, st(0, "s", "i", 0, "i", 0)), tb(0, -1, 0, st(0, "rrc", "i", 0, "i", 0)))
        << "gpu 0's output chunk 0 holds gpu 0's input chunk 0, there from the start; allreduce wants the sum of "
           "chunk 0 over gpus 0-1 there (gpu 1's contribution is missing)";
    QTest::newRow("receive with no send")
        << twoGpus("allreduce", ok0, tb(0, 0, 0, st(0, "s", "i", 0, "i", 0) + st(1, "rrc", "i", 0, "i", 0) + st(2, "r", "i", 0, "s", 0)))
        << "gpu 1, tb 0, step 2 receives from gpu 0 on channel 0, but no send matches it: gpu 0 sends 1 message(s) "
           "to gpu 1 on that channel, and this is receive 2";
    QTest::newRow("send with no receive")
        << twoGpus("allreduce", tb(0, 1, 1, st(0, "s", "i", 0, "i", 0) + st(1, "rrc", "i", 0, "i", 0) + st(2, "s", "i", 0, "i", 0)), ok1)
        << "gpu 0, tb 0, step 2 sends to gpu 1 on channel 0, but no receive matches it: gpu 1 receives 1 "
           "message(s) from gpu 0 on that channel, and this is send 2";
    QTest::newRow("cycle")
        << twoGpus("allreduce", tb(0, 1, 1, st(0, "rrc", "i", 0, "i", 0) + st(1, "s", "i", 0, "i", 0)),
                   tb(0, 0, 0, st(0, "rrc", "i", 0, "i", 0) + st(1, "s", "i", 0, "i", 0)))
        << "gpu 0, tb 0, step 0 waits for itself (a deadlock): it waits for gpu 1, tb 0, step 1, which waits for "
           "gpu 1, tb 0, step 0, which waits for gpu 0, tb 0, step 1, which waits for it";
    // A thread block receives into the chunk another one sends, and neither waits for the other.
    QTest::newRow("overwritten before it is sent")
        << twoGpus("allreduce", tb(0, 1, -1, st(0, "s", "i", 0, "i", 0)) + tb(1, -1, 1, st(0, "r", "i", 0, "i", 0)),
                   tb(0, 0, -1, st(0, "s", "i", 0, "i", 0)) + tb(1, -1, 0, st(0, "rrc", "i", 0, "i", 0)))
        << "gpu 1, tb 1, step 0 overwrites input chunk 0 of gpu 1, which gpu 1, tb 0, step 0 reads, without waiting "
           "for that step (a race: the MSCCL runtime may run them in either order)";
    QTest::newRow("dependency on no thread block")
        << twoGpus("allreduce", tb(0, 1, 1, st(0, "s", "i", 0, "i", 0, "depid=\"5\" deps=\"0\" hasdep=\"0\"") + st(1, "rrc", "i", 0, "i", 0)), ok1)
        << "gpu 0, tb 0, step 0: depid 5 is not accepted; gpu 0 has thread blocks 0..0";
    QTest::newRow("misspelt attribute")
        << twoGpus("allreduce", tb(0, 1, 1, st(0, "s", "i", 0, "i", 0, "depid=\"-1\" deps=\"-1\" hasdep=\"0\" chn=\"0\"")), ok1)
        << "gpu 0, tb 0, step 0: attribute chn is not part of MSCCL's <step>; it takes s, type, srcbuf, srcoff, "
           "dstbuf, dstoff, cnt, depid, deps, hasdep";
    QTest::newRow("unknown type")
        << twoGpus("allreduce", tb(0, 1, 1, st(0, "send", "i", 0, "i", 0)), ok1)
        << "gpu 0, tb 0, step 0: type \"send\" is not accepted; it takes s, r, rcs, rrs, rrc, rrcs, cpy, re, nop";
    QTest::newRow("unknown buffer")
        << twoGpus("allreduce", tb(0, 1, 1, st(0, "s", "x", 0, "i", 0)), ok1)
        << "gpu 0, tb 0, step 0: srcbuf \"x\" is not accepted; it takes i, o or s (input, output, scratch)";
    QTest::newRow("peer is itself")
        << twoGpus("allreduce", tb(0, 0, 1, st(0, "s", "i", 0, "i", 0)), ok1)
        << "gpu 0, tb 0: send \"0\" is not accepted; it takes -1 (none) or another GPU";
    QTest::newRow("broadcast")
        << twoGpus("broadcast", ok0, ok1)
        << "algo: coll \"broadcast\" is not accepted; it takes allreduce, allgather, reduce_scatter or alltoall "
           "(an MSCCL broadcast or reduce names no root, and a custom collective no postcondition)";
    QTest::newRow("not xml") << QByteArray("<algo name=\"x\"") << "it is not XML (Premature end of document. at line 1); it takes an MSCCL <algo> element";
    QTest::newRow("reduce in an allgather")
        << twoGpus("allgather", tb(0, 1, 1, st(0, "s", "i", 0, "o", 0) + st(1, "rrc", "o", 1, "o", 1)), ok1)
        << "gpu 0, tb 0, step 1 is a rrc step, which adds chunks up, but allgather adds nothing up";
}

void TestMsccl::refused()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, sentence);
    RunResult run;
    QString error;
    QVERIFY(!readBytes(bytes, QString(), &run, &error));
    QCOMPARE(error, sentence);
}

void TestMsccl::modelAndNetworkChosen()
{
    const QByteArray ring = bytesOf(QStringLiteral("allreduce_ring4.xml"));
    RunResult run;
    QString error;
    // No network chosen: complete:P.
    QVERIFY2(readBytes(ring, QString(), &run, &error), qPrintable(error));
    QCOMPARE(run.topology->name(), QStringLiteral("complete:4"));
    QCOMPARE(run.name, QStringLiteral("allreduce_ring_4"));
    // A what-if under wormhole routing and noncombining: the same rounds, and a what-if.
    QVERIFY2(readBytes(ring, QStringLiteral("ring:4"), &run, &error, QStringLiteral("wh")), qPrintable(error));
    QVERIFY(run.whatIf);
    QCOMPARE(run.model.switching, Switching::Wormhole);
    QCOMPARE(int(run.schedule->rounds.size()), 6);
    QVERIFY(run.simulation.verified);
    // A network of another size.
    QVERIFY(!readBytes(ring, QStringLiteral("complete:8"), &run, &error));
    QCOMPARE(error, QStringLiteral("network complete:8 has 8 processors, but the MSCCL algorithm allreduce_ring_4 "
                                   "runs on ngpus=\"4\"; choose a network of 4 processors"));
}

void TestMsccl::waitingForASendWaitsForItsTransfer()
{
    // An allgather on 3 GPUs, every GPU sending its chunk to the two others, one thread block a
    // peer. GPU 0's send to GPU 2 waits for its send to GPU 1 (a dependency): a send step is done
    // once its data is at the receiver, so it goes one round later, and GPU 2's send to GPU 0,
    // whose receive follows that send in its thread block, with it. The others are round 1.
    const char *waitsForTb0 = "depid=\"0\" deps=\"0\" hasdep=\"0\"";
    const char *raises = "depid=\"-1\" deps=\"-1\" hasdep=\"1\"";
    // Thread block `id` sends to and then receives from GPU `other` (into its output slot).
    auto peer = [](int id, int other, const QByteArray &send) {
        return tb(id, other, other, send + st(1, "r", "i", 0, "o", other));
    };
    const QByteArray bytes =
        twoGpus("allgather", peer(0, 1, st(0, "s", "i", 0, "o", 0, raises)) + peer(1, 2, st(0, "s", "i", 0, "o", 0, waitsForTb0)),
                peer(0, 0, st(0, "s", "i", 0, "o", 1)) + peer(1, 2, st(0, "s", "i", 0, "o", 1)), 3,
                peer(0, 0, st(0, "s", "i", 0, "o", 2)) + peer(1, 1, st(0, "s", "i", 0, "o", 2)));
    RunResult run;
    QString error;
    QVERIFY2(readBytes(bytes, QStringLiteral("complete:3"), &run, &error), qPrintable(error));
    QVERIFY(run.simulation.verified);
    QCOMPARE(int(run.schedule->rounds.size()), 2);
    std::vector<std::pair<int, int>> second;
    for (const Transfer &t : run.schedule->rounds[1].transfers)
        second.emplace_back(t.src, t.dst);
    std::sort(second.begin(), second.end());
    QCOMPARE(second, (std::vector<std::pair<int, int>>{{0, 2}, {2, 0}}));
    QCOMPARE(run.schedule->rounds[0].transfers.size(), std::size_t(4));
}

void TestMsccl::inplaceAliases_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("pattern");
    QTest::addColumn<QString>("replacement");
    QTest::addColumn<QString>("outOfPlace");

    // In place, an allgather's input is its GPU's slot of the output: without the copy of its
    // own chunk there the ring still gathers everything, which out of place it does not.
    QTest::newRow("allgather without its copy")
        << "allgather_ring8.xml" << R"(type="cpy")" << R"(type="nop")"
        << "gpu 0's output chunk 0 holds nothing; allgather wants gpu 0's input chunk 0 there";
    // In place, a reduce-scatter's output is its GPU's slot of the input: the last add may
    // store there.
    QTest::newRow("reduce-scatter into its input")
        << "reduce_scatter_ring4.xml" << R"x(type="rrc" srcbuf="i" srcoff="(\d)" dstbuf="o" dstoff="0")x"
        << R"(type="rrc" srcbuf="i" srcoff="\1" dstbuf="i" dstoff="\1")"
        << "gpu 0's output chunk 0 holds nothing; reduce_scatter wants the sum of chunk 0 over gpus 0-3 there";
    // An allreduce's output is its input: the ring works in i alone.
    QTest::newRow("allreduce in i") << "allreduce_ring4.xml" << R"(inplace="1")" << R"(inplace="1")"
                                    << "gpu 0's output chunk 0 holds nothing; allreduce wants the sum of chunk 0 "
                                       "over gpus 0-3 there";
}

void TestMsccl::inplaceAliases()
{
    QFETCH(QString, file);
    QFETCH(QString, pattern);
    QFETCH(QString, replacement);
    QFETCH(QString, outOfPlace);
    QString text = QString::fromUtf8(bytesOf(file));
    text.replace(QRegularExpression(pattern), replacement);
    RunResult run;
    QString error;
    text.replace(QRegularExpression(QStringLiteral(R"(inplace="\d")")), QStringLiteral(R"(inplace="1")"));
    QVERIFY2(readBytes(text.toUtf8(), QString(), &run, &error), qPrintable(error));
    QVERIFY(run.simulation.verified);
    text.replace(QStringLiteral(R"(inplace="1")"), QStringLiteral(R"(inplace="0")"));
    QVERIFY(!readBytes(text.toUtf8(), QString(), &run, &error));
    QCOMPARE(error, outOfPlace);
}

QTEST_GUILESS_MAIN(TestMsccl)
#include "tst_msccl.moc"

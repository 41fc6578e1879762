// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Runs written as MSCCL algorithms (core/formats/msccl/mscclwriter.cpp): every registered
// algorithm whose operation MSCCL knows, on a few networks, exported to XML that a structural
// check of this suite's own accepts (the elements and attributes msccl-tools writes, in its
// order; peers, steps and dependencies that exist; every send matched and no deadlock), and
// read back by the msccl format with the same verdict, rounds, transfers and time, at t_c = 0
// and t_c > 0 (but for the runs kReadBackEarlier lists, which must read back earlier). And the
// other way round: the MSCCL files of the reader's suite, read, written and read again.

#include "core/engine.h"
#include "core/formats/msccl/msccl.h"
#include "core/formats/scheduleformat.h"

#include <QBuffer>
#include <QDir>
#include <QFile>
#include <QXmlStreamReader>
#include <QtTest>

#include <algorithm>
#include <map>
#include <set>
#include <tuple>
#include <vector>

using namespace collviz;
using namespace collviz::core;

namespace {

/// Powers of two and not, direct and routed; hypercube:6 gives a GPU more peers (63) than one
/// channel takes (32).
const char *const kNetworks[] = {"hypercube:3", "ring:8",   "complete:8", "mesh:2x4",
                                 "complete:6",  "ring:5",   "switch:6",   "hypercube:6"};

bool msccLKnows(Operation op)
{
    return op == Operation::Allreduce || op == Operation::Allgather || op == Operation::ReduceScatter
           || op == Operation::Alltoall;
}

RunResult runOne(const QString &algorithm, const QString &topology, double tc = 0.0)
{
    RunRequest request;
    request.algorithm = algorithm;
    request.topology = topology;
    request.params.cost.m = 8;
    request.params.cost.ts = 3;
    request.params.cost.tw = 0.5;
    request.params.cost.tc = tc;
    return Engine::run(request);
}

QByteArray exported(const RunResult &run)
{
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    if (!msccl::write(run, buffer))
        return {};
    return buffer.data();
}

/// A parsed step, as the structural check needs it.
struct XStep
{
    QString type;
    QString srcbuf, dstbuf;
    int srcoff = 0, dstoff = 0, cnt = 0, depid = -1, deps = -1, hasdep = 0;
};
struct XTb
{
    int send = -1, recv = -1, chan = 0;
    std::vector<XStep> steps;
};
struct XGpu
{
    int chunks[3] = {0, 0, 0}; // i, o, s
    std::vector<XTb> tbs;
};

QStringList names(std::initializer_list<const char *> list)
{
    QStringList out;
    for (const char *n : list)
        out << QString::fromLatin1(n);
    return out;
}

bool attributesAre(const QXmlStreamReader &xml, const QStringList &names, QString *why)
{
    QStringList got;
    for (const QXmlStreamAttribute &a : xml.attributes())
        got << a.name().toString();
    if (got == names)
        return true;
    *why = QStringLiteral("<%1> has attributes %2, msccl-tools writes %3")
               .arg(xml.name().toString(), got.join(QLatin1Char(' ')), names.join(QLatin1Char(' ')));
    return false;
}

int intAttr(const QXmlStreamReader &xml, const char *name)
{
    return xml.attributes().value(QLatin1String(name)).toInt();
}

/// Reads the file into gpus (the structure only); false with why on an element or attribute
/// msccl-tools does not write, or out of its order.
bool parse(const QByteArray &bytes, int *ngpus, QString *coll, std::vector<XGpu> *gpus, QString *why)
{
    QXmlStreamReader xml(bytes);
    const QStringList algo = names({"name", "proto", "nchannels", "nchunksperloop", "ngpus", "coll", "inplace"});
    const QStringList gpu = names({"id", "i_chunks", "o_chunks", "s_chunks"});
    const QStringList tb = names({"id", "send", "recv", "chan"});
    const QStringList step =
        names({"s", "type", "srcbuf", "srcoff", "dstbuf", "dstoff", "cnt", "depid", "deps", "hasdep"});
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement)
            continue;
        const QString name = xml.name().toString();
        if (name == QLatin1String("algo")) {
            if (!attributesAre(xml, algo, why))
                return false;
            *ngpus = intAttr(xml, "ngpus");
            *coll = xml.attributes().value(QLatin1String("coll")).toString();
        } else if (name == QLatin1String("gpu")) {
            if (!attributesAre(xml, gpu, why))
                return false;
            if (intAttr(xml, "id") != int(gpus->size()))
                return *why = QStringLiteral("gpu %1 out of order").arg(intAttr(xml, "id")), false;
            XGpu g;
            g.chunks[0] = intAttr(xml, "i_chunks");
            g.chunks[1] = intAttr(xml, "o_chunks");
            g.chunks[2] = intAttr(xml, "s_chunks");
            gpus->push_back(g);
        } else if (name == QLatin1String("tb")) {
            if (!attributesAre(xml, tb, why))
                return false;
            XGpu &g = gpus->back();
            if (intAttr(xml, "id") != int(g.tbs.size()))
                return *why = QStringLiteral("tb %1 out of order").arg(intAttr(xml, "id")), false;
            g.tbs.push_back({intAttr(xml, "send"), intAttr(xml, "recv"), intAttr(xml, "chan"), {}});
        } else if (name == QLatin1String("step")) {
            if (!attributesAre(xml, step, why))
                return false;
            XTb &t = gpus->back().tbs.back();
            if (intAttr(xml, "s") != int(t.steps.size()))
                return *why = QStringLiteral("step %1 out of order").arg(intAttr(xml, "s")), false;
            const auto a = xml.attributes();
            t.steps.push_back({a.value(QLatin1String("type")).toString(), a.value(QLatin1String("srcbuf")).toString(),
                               a.value(QLatin1String("dstbuf")).toString(), intAttr(xml, "srcoff"),
                               intAttr(xml, "dstoff"), intAttr(xml, "cnt"), intAttr(xml, "depid"),
                               intAttr(xml, "deps"), intAttr(xml, "hasdep")});
        } else {
            return *why = QStringLiteral("msccl-tools writes no <%1>").arg(name), false;
        }
    }
    if (xml.hasError())
        return *why = xml.errorString(), false;
    return true;
}

int bufferIndex(const QString &b) { return b == QLatin1String("i") ? 0 : b == QLatin1String("o") ? 1 : 2; }

bool sends(const QString &t) { return t == QLatin1String("s"); }
bool receives(const QString &t) { return t == QLatin1String("r") || t == QLatin1String("rrc"); }

/// Peers, steps, buffers and dependencies that exist; hasdep where a step is waited for.
bool checkSteps(const std::vector<XGpu> &gpus, QString *why)
{
    const int p = int(gpus.size());
    const QStringList types = names({"s", "r", "rrc", "cpy", "re", "nop"});
    for (int g = 0; g < p; ++g) {
        std::set<std::pair<int, int>> sendChans, recvChans;
        std::set<std::pair<int, int>> waited;
        for (const XTb &t : gpus[std::size_t(g)].tbs)
            for (const XStep &s : t.steps)
                if (s.depid >= 0)
                    waited.insert({s.depid, s.deps});
        for (int id = 0; id < int(gpus[std::size_t(g)].tbs.size()); ++id) {
            const XTb &t = gpus[std::size_t(g)].tbs[std::size_t(id)];
            auto fail = [&](const QString &what) {
                *why = QStringLiteral("gpu %1 tb %2: %3").arg(g).arg(id).arg(what);
                return false;
            };
            if (t.send == g || t.recv == g || t.send < -1 || t.recv < -1 || t.send >= p || t.recv >= p)
                return fail(QStringLiteral("peers %1/%2").arg(t.send).arg(t.recv));
            if ((t.send >= 0 && !sendChans.insert({t.send, t.chan}).second)
                || (t.recv >= 0 && !recvChans.insert({t.recv, t.chan}).second))
                return fail(QStringLiteral("a second thread block for one peer and channel"));
            for (int i = 0; i < int(t.steps.size()); ++i) {
                const XStep &s = t.steps[std::size_t(i)];
                if (!types.contains(s.type))
                    return fail(QStringLiteral("step %1 type %2").arg(i).arg(s.type));
                if ((sends(s.type) && t.send < 0) || (receives(s.type) && t.recv < 0))
                    return fail(QStringLiteral("step %1 %2 without its peer").arg(i).arg(s.type));
                const bool nop = s.type == QLatin1String("nop");
                if (!nop && (s.cnt < 1 || s.cnt > 71))
                    return fail(QStringLiteral("step %1 cnt %2").arg(i).arg(s.cnt));
                const bool localSrc = !nop && s.type != QLatin1String("r");
                const bool localDst = !nop && s.type != QLatin1String("s");
                const XGpu &me = gpus[std::size_t(g)];
                if (localSrc && (s.srcoff < 0 || s.srcoff + s.cnt > me.chunks[bufferIndex(s.srcbuf)]))
                    return fail(QStringLiteral("step %1 reads %2[%3..+%4]").arg(i).arg(s.srcbuf).arg(s.srcoff).arg(s.cnt));
                if (localDst && (s.dstoff < 0 || s.dstoff + s.cnt > me.chunks[bufferIndex(s.dstbuf)]))
                    return fail(QStringLiteral("step %1 writes %2[%3..+%4]").arg(i).arg(s.dstbuf).arg(s.dstoff).arg(s.cnt));
                if (localDst && s.dstbuf == QLatin1String("i"))
                    return fail(QStringLiteral("step %1 writes the input buffer").arg(i));
                if (s.depid >= 0
                    && (s.depid == id || s.depid >= int(me.tbs.size())
                        || s.deps < 0 || s.deps >= int(me.tbs[std::size_t(s.depid)].steps.size())))
                    return fail(QStringLiteral("step %1 waits for tb %2 step %3").arg(i).arg(s.depid).arg(s.deps));
                if (nop && s.depid < 0)
                    return fail(QStringLiteral("step %1 is a nop that waits for nothing").arg(i));
                if (s.hasdep != (waited.count({id, i}) ? 1 : 0))
                    return fail(QStringLiteral("step %1 hasdep %2").arg(i).arg(s.hasdep));
            }
        }
    }
    return true;
}

/// Runs the thread blocks as the runtime would (a receive after its matching send, a step
/// after the one it waits for): false when some never finish (a deadlock, or a send with no
/// receive).
bool runsToTheEnd(const std::vector<XGpu> &gpus, QString *why)
{
    std::vector<std::vector<int>> next(gpus.size());
    for (std::size_t g = 0; g < gpus.size(); ++g)
        next[g].assign(gpus[g].tbs.size(), 0);
    std::map<std::tuple<int, int, int>, int> sent, received; // (from, to, chan) -> steps done
    bool moved = true;
    while (moved) {
        moved = false;
        for (std::size_t g = 0; g < gpus.size(); ++g)
            for (std::size_t id = 0; id < gpus[g].tbs.size(); ++id) {
                const XTb &t = gpus[g].tbs[id];
                int &at = next[g][id];
                while (at < int(t.steps.size())) {
                    const XStep &s = t.steps[std::size_t(at)];
                    if (s.depid >= 0 && next[g][std::size_t(s.depid)] <= s.deps)
                        break;
                    if (receives(s.type)) {
                        const auto key = std::make_tuple(t.recv, int(g), t.chan);
                        if (sent[key] <= received[key])
                            break;
                        ++received[key];
                    }
                    if (sends(s.type))
                        ++sent[std::make_tuple(int(g), t.send, t.chan)];
                    ++at;
                    moved = true;
                }
            }
    }
    for (std::size_t g = 0; g < gpus.size(); ++g)
        for (std::size_t id = 0; id < gpus[g].tbs.size(); ++id)
            if (next[g][id] < int(gpus[g].tbs[id].steps.size()))
                return *why = QStringLiteral("gpu %1 tb %2 stops at step %3").arg(g).arg(id).arg(next[g][id]), false;
    for (const auto &[key, n] : sent)
        if (received[key] != n)
            return *why = QStringLiteral("%1 sends from gpu %2 to %3 on channel %4 are received %5 times")
                              .arg(n)
                              .arg(std::get<0>(key))
                              .arg(std::get<1>(key))
                              .arg(std::get<2>(key))
                              .arg(received[key]),
                   false;
    return true;
}

bool structurallyValid(const QByteArray &bytes, int p, QString *why)
{
    int ngpus = 0;
    QString coll;
    std::vector<XGpu> gpus;
    if (!parse(bytes, &ngpus, &coll, &gpus, why))
        return false;
    if (ngpus != p || int(gpus.size()) != p)
        return *why = QStringLiteral("ngpus %1 and %2 gpu elements for %3 processors").arg(ngpus).arg(gpus.size()).arg(p),
               false;
    return checkSteps(gpus, why) && runsToTheEnd(gpus, why);
}

/// A round's transfers as (from, to, packets), sorted: what a reader must find again.
std::vector<std::tuple<int, int, int>> transfersOf(const Round &round)
{
    std::vector<std::tuple<int, int, int>> out;
    for (const Transfer &t : round.transfers)
        out.emplace_back(t.src, t.dst, int(t.packets.size()));
    std::sort(out.begin(), out.end());
    return out;
}

/// The first transfer of a round r > 0 that nothing in an MSCCL file can hold back to round r,
/// as "round R: A -> B"; empty when there is none. A step waits only for steps of its own GPU,
/// so what can hold a transfer back is a step of round r - 1 at its sender (a send or a
/// receive), a receive of round r - 1 at its receiver, or a send its receiver makes in round r
/// that is itself held back (a receive may share the round of a send it waits for:
/// docs/formats.md, "Rounds").
QString cannotBeHeldBack(const Schedule &schedule)
{
    for (std::size_t r = 1; r < schedule.rounds.size(); ++r) {
        std::set<int> busy;     // sends or receives in round r - 1
        std::set<int> received; // receives in round r - 1
        for (const Transfer &t : schedule.rounds[r - 1].transfers) {
            busy.insert(t.src);
            busy.insert(t.dst);
            received.insert(t.dst);
        }
        const auto &now = schedule.rounds[r].transfers;
        std::vector<char> held(now.size(), 0);
        std::set<int> heldSenders; // GPUs with a held send in round r
        for (bool grew = true; grew;) {
            grew = false;
            for (std::size_t i = 0; i < now.size(); ++i)
                if (!held[i]
                    && (busy.count(now.src(i)) || received.count(now.dst(i)) || heldSenders.count(now.dst(i)))) {
                    held[i] = 1;
                    heldSenders.insert(now.src(i));
                    grew = true;
                }
        }
        for (std::size_t i = 0; i < now.size(); ++i)
            if (!held[i])
                return QStringLiteral("round %1: %2 -> %3").arg(r + 1).arg(now.src(i)).arg(now.dst(i));
    }
    return {};
}

/// The runs (algorithm and network) that read back in fewer rounds, each because of a transfer
/// cannotBeHeldBack() names: docs/formats.md, "Writing MSCCL files", lists them.
const char *const kReadBackEarlier[] = {
    "allreduce-rabenseifner complete:6",       "allreduce-rabenseifner ring:5",
    "allreduce-rabenseifner switch:6",         "allreduce-swing complete:6",
    "allreduce-swing ring:5",                  "allreduce-swing switch:6",
    "allreduce-swing-latency complete:6",      "allreduce-swing-latency ring:5",
    "allreduce-swing-latency switch:6",        "allreduce-double-binary-tree ring:5",
    "allreduce-double-binary-tree hypercube:6", "alltoall-cycle-micro ring:8",
};

bool readsBackEarlier(const QString &algorithm, const QString &topology)
{
    const QString run = algorithm + QLatin1Char(' ') + topology;
    for (const char *known : kReadBackEarlier)
        if (run == QLatin1String(known))
            return true;
    return false;
}

} // namespace

class TstMscclRoundTrip : public QObject
{
    Q_OBJECT

private slots:
    void sweep_data();
    void sweep();
    void importedFilesWriteBack_data();
    void importedFilesWriteBack();
    void ringAllgatherOnRing4();
    void ringAllreduceFusesItsAdds();
    void refusals();
};

void TstMscclRoundTrip::sweep_data()
{
    QTest::addColumn<QString>("algorithm");
    QTest::addColumn<QString>("topology");
    QTest::addColumn<double>("tc");
    for (const auto &alg : AlgorithmRegistry::instance().all()) {
        if (!msccLKnows(alg->operation()))
            continue;
        for (const char *spec : kNetworks) {
            QString error;
            const auto topo = Topology::create(QString::fromLatin1(spec), &error);
            if (!topo || !alg->supports(*topo, RunParams(), nullptr))
                continue;
            // t_c = 0 and t_c > 0: a sum built over several rounds costs one reduction a step.
            for (const double tc : {0.0, 0.75})
                QTest::addRow("%s %s tc=%g", qPrintable(alg->id()), spec, tc)
                    << alg->id() << QString::fromLatin1(spec) << tc;
        }
    }
}

void TstMscclRoundTrip::sweep()
{
    QFETCH(QString, algorithm);
    QFETCH(QString, topology);
    QFETCH(double, tc);
    const RunResult run = runOne(algorithm, topology, tc);
    QVERIFY2(run.ok && run.simulation.verified, qPrintable(run.error));
    const QString refusal = msccl::writeRefusal(run);
    QVERIFY2(refusal.isEmpty(), qPrintable(refusal));
    const QByteArray xml = exported(run);
    QVERIFY(!xml.isEmpty());
    QString why;
    QVERIFY2(structurallyValid(xml, run.problem->processors(), &why), qPrintable(why));

    ScheduleReadOptions options;
    options.topology = topology;
    options.modelSpec = run.model.toString();
    options.cost = run.params.cost;
    RunResult back;
    QString error;
    const ScheduleFormat *format = ScheduleFormats::instance().find(QStringLiteral("msccl"));
    QVERIFY(format);
    QVERIFY2(format->read(xml, options, &back, &error, nullptr), qPrintable(error));
    QVERIFY2(back.ok, qPrintable(back.error));
    QVERIFY2(back.simulation.postconditionFailures.isEmpty(),
             qPrintable(back.simulation.postconditionFailures.join(QLatin1Char(' '))));
    const auto &rounds = run.schedule->rounds;
    const auto &again = back.schedule->rounds;
    bool exact = again.size() == rounds.size() && back.simulation.verified
                 && std::abs(back.simulation.time - run.simulation.time) <= 1e-9 * std::max(1.0, run.simulation.time);
    for (std::size_t r = 0; exact && r < rounds.size(); ++r)
        exact = transfersOf(again[r]) == transfersOf(rounds[r]);
    const QString early = cannotBeHeldBack(*run.schedule);
    if (readsBackEarlier(algorithm, topology)) {
        // The file holds the same transfers and delivers the same data, but a transfer no MSCCL
        // dependency can hold back reads back in an earlier round (the rounds after it may fill
        // up, or contend, differently).
        qInfo("%s reads back earlier: nothing at its sender or receiver the round before can hold it back",
              qPrintable(early));
        QVERIFY2(!exact, "a run listed in kReadBackEarlier reads back exactly: take it off the list (and the docs)");
        QVERIFY2(!early.isEmpty(), "a run listed in kReadBackEarlier has no transfer that cannot be held back");
        std::vector<std::tuple<int, int, int>> all, allAgain;
        for (const Round &round : rounds)
            for (const auto &t : transfersOf(round))
                all.push_back(t);
        for (const Round &round : again)
            for (const auto &t : transfersOf(round))
                allAgain.push_back(t);
        std::sort(all.begin(), all.end());
        std::sort(allAgain.begin(), allAgain.end());
        QVERIFY(all == allAgain);
        QVERIFY(again.size() <= rounds.size());
        // The user is told, with what the file reads back as.
        const QString caveat = msccl::writeCaveat(run);
        QVERIFY2(caveat.startsWith(QStringLiteral("MSCCL has no barrier between rounds")), qPrintable(caveat));
        QVERIFY2(caveat.contains(QStringLiteral(" %1 rounds and time %2").arg(again.size()).arg(back.simulation.time)),
                 qPrintable(caveat));
        return;
    }
    QVERIFY2(msccl::writeCaveat(run).isEmpty(), qPrintable(msccl::writeCaveat(run)));
    QVERIFY2(early.isEmpty(), qPrintable(QStringLiteral("%1 cannot be held back, but the run is not in kReadBackEarlier")
                                             .arg(early)));
    QVERIFY2(back.simulation.verified,
             qPrintable(back.simulation.violations.empty() ? QString() : back.simulation.violations.front().message));
    QCOMPARE(again.size(), rounds.size());
    for (std::size_t r = 0; r < rounds.size(); ++r)
        QVERIFY2(transfersOf(again[r]) == transfersOf(rounds[r]),
                 qPrintable(QStringLiteral("round %1: %2 transfers, read back %3")
                                .arg(r + 1)
                                .arg(rounds[r].transfers.size())
                                .arg(again[r].transfers.size())));
    QVERIFY2(std::abs(back.simulation.time - run.simulation.time) <= 1e-9 * std::max(1.0, run.simulation.time),
             qPrintable(QStringLiteral("time %1, read back %2").arg(run.simulation.time).arg(back.simulation.time)));
    QVERIFY(exact);
}

void TstMscclRoundTrip::importedFilesWriteBack_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<bool>("onARing");
    const QDir dir(QStringLiteral(COLLVIZ_SOURCE_DIR "/tests/data/msccl"));
    const QStringList files = dir.entryList({QStringLiteral("*.xml")}, QDir::Files, QDir::Name);
    QVERIFY(!files.isEmpty());
    for (const QString &f : files) {
        QTest::addRow("%s on complete:P", qPrintable(f)) << dir.filePath(f) << false;
        QTest::addRow("%s on ring:P", qPrintable(f)) << dir.filePath(f) << true;
    }
}

void TstMscclRoundTrip::importedFilesWriteBack()
{
    // An MSCCL file read (the reader's suite's hand-written files), written again and read back:
    // the same verdict, rounds, transfers per round and time.
    QFETCH(QString, file);
    QFETCH(bool, onARing);
    QFile in(file);
    QVERIFY(in.open(QIODevice::ReadOnly));
    const QByteArray bytes = in.readAll();
    const ScheduleFormat *format = ScheduleFormats::instance().find(QStringLiteral("msccl"));
    ScheduleReadOptions options;
    RunResult first;
    QString error;
    QVERIFY2(format->read(bytes, options, &first, &error, nullptr), qPrintable(error));
    if (onARing) {
        options.topology = QStringLiteral("ring:%1").arg(first.problem->processors());
        QVERIFY2(format->read(bytes, options, &first, &error, nullptr), qPrintable(error));
    }
    QVERIFY2(first.simulation.verified, qPrintable(file));
    const QByteArray xml = exported(first);
    QVERIFY2(!xml.isEmpty(), qPrintable(msccl::writeRefusal(first)));
    QString why;
    QVERIFY2(structurallyValid(xml, first.problem->processors(), &why), qPrintable(why));
    RunResult back;
    QVERIFY2(format->read(xml, options, &back, &error, nullptr), qPrintable(error));
    QVERIFY(back.simulation.verified);
    QCOMPARE(back.schedule->rounds.size(), first.schedule->rounds.size());
    for (std::size_t r = 0; r < first.schedule->rounds.size(); ++r)
        QVERIFY2(transfersOf(back.schedule->rounds[r]) == transfersOf(first.schedule->rounds[r]),
                 qPrintable(QStringLiteral("round %1").arg(r + 1)));
    QCOMPARE(back.simulation.time, first.simulation.time);
}

void TstMscclRoundTrip::ringAllgatherOnRing4()
{
    const RunResult run = runOne(QStringLiteral("allgather-ring"), QStringLiteral("ring:4"));
    QVERIFY2(run.ok, qPrintable(run.error));
    const QByteArray xml = exported(run);
    QVERIFY(xml.startsWith("<algo name=\"allgather-ring\" proto=\"Simple\" nchannels=\"1\" nchunksperloop=\"4\" "
                           "ngpus=\"4\" coll=\"allgather\" inplace=\"0\">"));
    // Every GPU receives from one neighbour and sends to the other: two thread blocks, the
    // receiving one first (ir_to_xml orders them by send peer, -1 first).
    QCOMPARE(xml.count("<tb "), 8);
    QVERIFY(xml.contains("<tb id=\"0\" send=\"-1\" recv=\"3\" chan=\"0\">"));
    QVERIFY(xml.contains("<tb id=\"1\" send=\"1\" recv=\"-1\" chan=\"0\">"));
    // GPU 0 sends its own chunk from the input buffer first, then what it received, each once
    // it has landed in the output buffer (a dependency on the receiving thread block).
    QVERIFY(xml.contains("<step s=\"0\" type=\"s\" srcbuf=\"i\" srcoff=\"0\" dstbuf=\"o\" dstoff=\"0\" cnt=\"1\" "
                         "depid=\"-1\" deps=\"-1\" hasdep=\"0\"/>"));
    QVERIFY(xml.contains("<step s=\"1\" type=\"s\" srcbuf=\"o\" srcoff=\"3\" dstbuf=\"o\" dstoff=\"3\" cnt=\"1\" "
                         "depid=\"0\" deps=\"0\" hasdep=\"0\"/>"));
    // Its own chunk reaches its output buffer by a local copy.
    QVERIFY(xml.contains("type=\"cpy\" srcbuf=\"i\" srcoff=\"0\" dstbuf=\"o\" dstoff=\"0\" cnt=\"1\""));
    QString why;
    QVERIFY2(structurallyValid(xml, 4, &why), qPrintable(why));
}

void TstMscclRoundTrip::ringAllreduceFusesItsAdds()
{
    const RunResult run = runOne(QStringLiteral("allreduce-ring"), QStringLiteral("ring:4"));
    QVERIFY2(run.ok, qPrintable(run.error));
    const QByteArray xml = exported(run);
    // 3 reduce-scatter rounds a GPU: receive and add in one step; the last one into the output.
    QCOMPARE(xml.count("type=\"rrc\""), 4 * 3);
    QCOMPARE(xml.count("type=\"re\""), 0);
    QVERIFY(xml.contains("coll=\"allreduce\""));
    QVERIFY(xml.contains("<gpu id=\"0\" i_chunks=\"4\" o_chunks=\"4\""));
    QString why;
    QVERIFY2(structurallyValid(xml, 4, &why), qPrintable(why));
}

void TstMscclRoundTrip::refusals()
{
    const RunResult bcast = runOne(QStringLiteral("broadcast-recursive-doubling"), QStringLiteral("hypercube:3"));
    QVERIFY2(bcast.ok, qPrintable(bcast.error));
    QCOMPARE(msccl::writeRefusal(bcast),
             QStringLiteral("MSCCL has no collective for broadcast: it runs allreduce, allgather, reduce-scatter and "
                            "alltoall"));
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QVERIFY(!msccl::write(bcast, buffer));
    QVERIFY(buffer.data().isEmpty());
    QCOMPARE(msccl::writeRefusal(RunResult()), QStringLiteral("there is no run to write as an MSCCL algorithm"));
}

QTEST_GUILESS_MAIN(TstMscclRoundTrip)
#include "tst_mscclroundtrip.moc"

// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "core/scheduledocument.h"

#include "core/operation.h"
#include "core/scenario.h"
#include "core/userinput.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cmath>
#include <initializer_list>

namespace collviz::core::scheduledocument {

namespace {

using userinput::echo;
using userinput::jsonText;

QString tr(const char *text) { return QCoreApplication::translate("collviz::core::scheduledocument", text); }

QString member(const QString &path, const QString &name)
{
    return path.isEmpty() ? name : path + QLatin1Char('.') + name;
}

QString member(const QString &path, const char *name) { return member(path, QString::fromLatin1(name)); }

QString element(const QString &path, qsizetype index) { return QStringLiteral("%1[%2]").arg(path).arg(index); }

/// Reads the members of a document with the scenario's manner of refusal: the first problem
/// found is kept as one sentence naming the member, its value and what it takes.
class Reader
{
public:
    /// The context lupdate files the sentences of Reader's members under.
    static QString tr(const char *text)
    {
        return QCoreApplication::translate("collviz::core::scheduledocument::Reader", text);
    }

    QString error;

    bool refuse(const QString &path, const QJsonValue &value, const QString &accepted)
    {
        error = tr("%1 %2 is not accepted; it takes %3").arg(path, jsonText(value), accepted);
        return false;
    }
    bool missing(const QString &path, const QString &accepted)
    {
        error = tr("%1 is missing; it takes %2").arg(path, accepted);
        return false;
    }
    /// Refuses members not in `known`, so that a misspelt one ("pakets") is noticed rather
    /// than read as absent.
    bool onlyKnown(const QJsonObject &o, const QString &path, std::initializer_list<const char *> known)
    {
        for (auto it = o.begin(); it != o.end(); ++it) {
            bool found = false;
            for (const char *k : known)
                found = found || it.key() == QLatin1String(k);
            if (!found) {
                QStringList names;
                for (const char *k : known)
                    names << QLatin1String(k);
                error = tr("%1 is not part of %2; accepted: %3")
                            .arg(member(path, echo(it.key())),
                                 path.isEmpty() ? tr("a schedule document") : path, names.join(QStringLiteral(", ")));
                return false;
            }
        }
        return true;
    }
    bool object(const QJsonObject &parent, const QString &path, const char *name, QJsonObject *out)
    {
        const QString p = member(path, name);
        const QJsonValue v = parent.value(QLatin1String(name));
        if (v.isUndefined())
            return missing(p, tr("a JSON object"));
        if (!v.isObject())
            return refuse(p, v, tr("a JSON object"));
        *out = v.toObject();
        return true;
    }
    bool array(const QJsonValue &v, const QString &path, QJsonArray *out)
    {
        if (v.isUndefined())
            return missing(path, tr("a JSON array"));
        if (!v.isArray())
            return refuse(path, v, tr("a JSON array"));
        *out = v.toArray();
        return true;
    }
    bool text(const QJsonObject &parent, const QString &path, const char *name, QString *out)
    {
        const QString p = member(path, name);
        const QJsonValue v = parent.value(QLatin1String(name));
        if (v.isUndefined())
            return missing(p, tr("a JSON string"));
        if (!v.isString() || v.toString().isEmpty())
            return refuse(p, v, tr("a non-empty JSON string"));
        *out = v.toString();
        return true;
    }
    /// A whole JSON number in lo..hi.
    bool whole(const QJsonValue &v, const QString &path, int lo, int hi, const QString &what, int *out)
    {
        const QString accepted = tr("%1, a whole number %2..%3").arg(what).arg(lo).arg(hi);
        if (v.isUndefined())
            return missing(path, accepted);
        const double d = v.toDouble(std::nan(""));
        if (!v.isDouble() || !std::isfinite(d) || d != std::floor(d) || d < lo || d > hi)
            return refuse(path, v, accepted);
        *out = int(d);
        return true;
    }
    /// A JSON number in [0, Scenario::kMaxCost] (above zero when `positive`).
    bool real(const QJsonObject &parent, const QString &path, const char *name, bool positive, double *out)
    {
        const QString p = member(path, name);
        const QJsonValue v = parent.value(QLatin1String(name));
        const QString accepted = positive ? tr("a JSON number > 0 and at most 1e12")
                                          : tr("a JSON number >= 0 and at most 1e12");
        if (v.isUndefined())
            return missing(p, accepted);
        const double d = v.toDouble(std::nan(""));
        if (!v.isDouble() || !std::isfinite(d) || d < 0 || (positive && d == 0) || d > Scenario::kMaxCost)
            return refuse(p, v, accepted);
        *out = d;
        return true;
    }
    bool boolean(const QJsonObject &parent, const QString &path, const char *name, bool *out)
    {
        const QString p = member(path, name);
        const QJsonValue v = parent.value(QLatin1String(name));
        if (v.isUndefined())
            return missing(p, tr("true or false"));
        if (!v.isBool())
            return refuse(p, v, tr("true or false"));
        *out = v.toBool();
        return true;
    }
    /// An array of whole numbers, each in lo..hi.
    bool wholeArray(const QJsonValue &v, const QString &path, int lo, int hi, const QString &what,
                    std::vector<int> *out)
    {
        QJsonArray a;
        if (!array(v, path, &a))
            return false;
        out->clear();
        out->reserve(std::size_t(a.size()));
        for (qsizetype i = 0; i < a.size(); ++i) {
            int x = 0;
            if (!whole(a[i], element(path, i), lo, hi, what, &x))
                return false;
            out->push_back(x);
        }
        return true;
    }
};

/// The first id that `ids` holds twice, or -1.
int repeatedId(std::vector<int> ids)
{
    std::sort(ids.begin(), ids.end());
    const auto twice = std::adjacent_find(ids.begin(), ids.end());
    return twice == ids.end() ? -1 : *twice;
}

/// "sf" / "wh", 1..64 or "all", "full" / "half", true / false: the model as the document
/// spells it.
bool readModel(Reader &r, const QJsonObject &doc, CommModel *out)
{
    QJsonObject m;
    if (!r.object(doc, QString(), "model", &m) || !r.onlyKnown(m, QStringLiteral("model"), {"switching", "ports", "duplex", "combining"}))
        return false;
    QString switching;
    if (!r.text(m, QStringLiteral("model"), "switching", &switching))
        return false;
    if (switching != QLatin1String("sf") && switching != QLatin1String("wh"))
        return r.refuse(QStringLiteral("model.switching"), m.value(QLatin1String("switching")), tr("\"sf\" or \"wh\""));
    out->switching = switching == QLatin1String("sf") ? Switching::StoreAndForward : Switching::Wormhole;
    const QJsonValue ports = m.value(QLatin1String("ports"));
    if (ports.isString() && ports.toString() == QLatin1String("all"))
        out->ports = 0;
    else if (!r.whole(ports, QStringLiteral("model.ports"), 1, CommModel::kMaxPorts, tr("\"all\" or"), &out->ports))
        return false;
    QString duplex;
    if (!r.text(m, QStringLiteral("model"), "duplex", &duplex))
        return false;
    if (duplex != QLatin1String("full") && duplex != QLatin1String("half"))
        return r.refuse(QStringLiteral("model.duplex"), m.value(QLatin1String("duplex")), tr("\"full\" or \"half\""));
    out->duplex = duplex == QLatin1String("full") ? Duplex::Full : Duplex::Half;
    return r.boolean(m, QStringLiteral("model"), "combining", &out->combining);
}

/// The document's model as a model SPEC, for the scenario checks.
QString modelSpec(const CommModel &m) { return m.toString(); }

bool readTag(Reader &r, const QJsonValue &v, const QString &path, TransferTag *tag)
{
    if (v.isUndefined())
        return true;
    if (!v.isObject())
        return r.refuse(path, v, tr("a JSON object"));
    const QJsonObject o = v.toObject();
    if (!r.onlyKnown(o, path, {"tree", "level", "cycle", "phase", "direction"}))
        return false;
    const QString what = tr("a tag");
    auto optional = [&](const char *name, int lo, int hi, int *slot) {
        const QJsonValue x = o.value(QLatin1String(name));
        return x.isUndefined() || r.whole(x, member(path, name), lo, hi, what, slot);
    };
    constexpr int kMax = TopologyLimits::maxVertices;
    return optional("tree", 0, kMax, &tag->tree) && optional("level", 0, kMax, &tag->level)
        && optional("cycle", 0, kMax, &tag->cycle) && optional("phase", 0, kMax, &tag->phase)
        && optional("direction", -1, 1, &tag->direction);
}

bool samePacket(const Packet &a, const Packet &b)
{
    return a.id == b.id && a.origin == b.origin && a.dest == b.dest && a.item == b.item && a.size == b.size;
}

QString packetText(const Packet &p)
{
    QString s = QStringLiteral("{\"id\":%1,\"origin\":%2,\"dest\":%3,\"size\":%4")
                    .arg(p.id)
                    .arg(p.origin)
                    .arg(p.dest)
                    .arg(p.size, 0, 'g', 17);
    if (p.item >= 0)
        s += QStringLiteral(",\"item\":%1").arg(p.item);
    return s + QLatin1Char('}');
}

/// Reads one packet record; derived packets (partial sums) also carry their contributors.
bool readPacket(Reader &r, const QJsonValue &v, const QString &path, int processors, Packet *p,
                std::vector<int> *contributors)
{
    if (!v.isObject())
        return r.refuse(path, v, tr("a packet object {\"id\", \"origin\", \"dest\", \"size\"}"));
    const QJsonObject o = v.toObject();
    if (!r.onlyKnown(o, path, {"id", "origin", "dest", "size", "item", "contributors"}))
        return false;
    const QString what = tr("a processor");
    if (!r.whole(o.value(QLatin1String("id")), member(path, "id"), 0, std::numeric_limits<int>::max() - 1,
                 tr("a packet id"), &p->id)
        || !r.whole(o.value(QLatin1String("origin")), member(path, "origin"), -1, processors - 1, what, &p->origin)
        || !r.whole(o.value(QLatin1String("dest")), member(path, "dest"), -1, processors - 1, what, &p->dest)
        || !r.real(o, path, "size", true, &p->size))
        return false;
    const QJsonValue item = o.value(QLatin1String("item"));
    p->item = -1;
    if (!item.isUndefined()
        && !r.whole(item, member(path, "item"), 0, std::numeric_limits<int>::max() - 1, tr("a reduction item"), &p->item))
        return false;
    contributors->clear();
    const QJsonValue c = o.value(QLatin1String("contributors"));
    if (!c.isUndefined() && !r.wholeArray(c, member(path, "contributors"), 0, processors - 1, what, contributors))
        return false;
    return true;
}

/// The document's head (format, algorithm, operation, topology, model, params) read into
/// `result` (its source, name, algorithm, topology, model and parameters) and the problem it
/// poses. A registered algorithm's id makes the document answer to that algorithm (its
/// operation, support, pieces and ring order); a document that names none, or an id this
/// CollViz does not know, states its operation itself and poses it with one piece a processor
/// and its params.order (or none). False with r.error, or *why, when the head is refused.
bool readHead(Reader &r, const QJsonObject &doc, RunResult *result, std::shared_ptr<Problem> *problem, QString *why)
{
    auto failWith = [&](const QString &sentence) {
        *why = sentence;
        return false;
    };
    QString format;
    if (!r.text(doc, QString(), "format", &format))
        return false;
    if (format != QLatin1String("collviz-schedule/1"))
        return failWith(tr("format %1 is not accepted; it takes \"collviz-schedule/1\" (a newer CollViz may "
                           "have written this file)")
                            .arg(jsonText(doc.value(QLatin1String("format")))));
    Scenario s;
    QJsonObject topology;
    QJsonObject params;
    QString operation;
    CommModel model;
    const bool named = !doc.value(QLatin1String("algorithm")).isUndefined();
    if ((named && !r.text(doc, QString(), "algorithm", &s.algorithm)) || !r.text(doc, QString(), "operation", &operation)
        || !r.object(doc, QString(), "topology", &topology)
        || !r.onlyKnown(topology, QStringLiteral("topology"), {"kind", "spec", "shape", "nodes", "processors", "links"})
        || !r.text(topology, QStringLiteral("topology"), "spec", &s.topology) || !readModel(r, doc, &model)
        || !r.object(doc, QString(), "params", &params)
        || !r.onlyKnown(params, QStringLiteral("params"), {"m", "ts", "tw", "th", "tc", "root", "shift", "order"})
        || !r.real(params, QStringLiteral("params"), "m", true, &s.m)
        || !r.real(params, QStringLiteral("params"), "ts", false, &s.ts)
        || !r.real(params, QStringLiteral("params"), "tw", false, &s.tw)
        || !r.real(params, QStringLiteral("params"), "th", false, &s.th)
        || (params.contains(QLatin1String("tc")) && !r.real(params, QStringLiteral("params"), "tc", false, &s.tc)))
        return false;
    result->source = ScheduleSource::Document;
    result->name = s.algorithm;
    result->algorithm = AlgorithmRegistry::instance().find(s.algorithm);
    const Algorithm *alg = result->algorithm.get();
    // The scenario's checks: the algorithm registered (where the document names one this
    // CollViz knows), the topology SPEC, the model SPEC, the numbers' ranges.
    s.model = modelSpec(model);
    if (!(alg ? s.validate(Scenario::Naming::File, why) : s.validateValues(Scenario::Naming::File, why)))
        return false;
    Operation op = Operation::Broadcast;
    if (alg) {
        op = alg->operation();
        if (operation != operationName(op))
            return failWith(tr("operation %1 is not accepted; %2 performs \"%3\"")
                                .arg(jsonText(doc.value(QLatin1String("operation"))), alg->id(), operationName(op)));
    } else if (!parseOperation(operation, &op)) {
        return failWith(tr("operation %1 is not accepted; it takes one of %2")
                            .arg(jsonText(doc.value(QLatin1String("operation"))), operationNames().join(QStringLiteral(", "))));
    }
    result->topology = Topology::create(s.topology, why);
    if (!result->topology)
        return false;
    const Topology &topo = *result->topology;
    const int p = topo.processorCount();
    const int n = topo.nodeCount();
    const QJsonValue nodes = topology.value(QLatin1String("nodes"));
    if (!nodes.isUndefined() && nodes.toDouble(-1) != n)
        return r.refuse(QStringLiteral("topology.nodes"), nodes, tr("%1, the vertices of %2").arg(n).arg(topo.name()));
    if (!alg) {
        // No algorithm's memory estimate stands guard: the document itself lists the
        // operation's packets, so a network too large for its list is refused before its
        // problem is built (an all-to-all on 65,536 processors would be 4.3e9 packets).
        const double base = Problem::packetCount(op, p, 1);
        const qsizetype listed = doc.value(QLatin1String("packets")).toArray().size();
        if (double(listed) < base)
            return failWith(tr("packets has %1 entries; %2 on %3 starts with %4 packets")
                                .arg(listed)
                                .arg(operationName(op), topo.name())
                                .arg(base, 0, 'f', 0));
    }
    RunParams &run = result->params;
    run.cost = {s.m, s.ts, s.tw, s.th, s.tc};
    const QJsonValue root = params.value(QLatin1String("root"));
    const QJsonValue shift = params.value(QLatin1String("shift"));
    if (!root.isUndefined()
        && !r.whole(root, QStringLiteral("params.root"), 0, usesRoot(op) ? p - 1 : 0, tr("a processor"), &run.root))
        return false;
    if (usesShift(op)) {
        if (!r.whole(shift, QStringLiteral("params.shift"), 1, p - 1, tr("a shift distance"), &run.shift))
            return false;
    } else if (!shift.isUndefined() && !r.whole(shift, QStringLiteral("params.shift"), 0, 0, tr("0 here (no shift)"), &run.shift)) {
        return false;
    }
    result->model = model;
    run.model = model;
    // The model the schedule was made for: the algorithm's, or the document's own.
    result->naturalModel = alg ? alg->naturalModel() : model;
    result->whatIf = model != result->naturalModel;
    if (alg && !alg->supports(topo, run, why))
        return false;
    if (alg && Engine::estimatedBytes(*alg, topo, run) * 1.25 > Engine::availableBytes())
        return failWith(tr("%1 on %2 needs more memory than this process can still get; choose a smaller topology")
                            .arg(alg->id(), topo.name()));

    // The ring order: the algorithm's (a stated one must be it), or the document's own.
    std::vector<int> order = alg ? alg->ringOrder(topo, run) : std::vector<int>();
    if (!params.value(QLatin1String("order")).isUndefined()) {
        std::vector<int> stated;
        if (!r.wholeArray(params.value(QLatin1String("order")), QStringLiteral("params.order"), 0, p - 1,
                          tr("a processor"), &stated))
            return false;
        if (alg && stated != order)
            return failWith(tr("params.order is not the ring order %1 uses on %2").arg(alg->id(), topo.name()));
        std::vector<int> sorted = stated;
        std::sort(sorted.begin(), sorted.end());
        if (int(stated.size()) != p || std::adjacent_find(sorted.begin(), sorted.end()) != sorted.end())
            return failWith(tr("params.order lists %1 processors; it takes each of the %2 processors of %3 once")
                                .arg(stated.size())
                                .arg(p)
                                .arg(topo.name()));
        order = std::move(stated);
    }
    *problem = std::make_shared<Problem>(op, result->topology, run.root, run.shift, alg ? alg->pieces(topo) : 1, order);
    return true;
}

/// The packets a document lists, as stated (a combine's output is checked against them).
struct Listed
{
    std::vector<Packet> packets;
    std::vector<std::vector<int>> contributors;
};

/// Sets r.error to `sentence` and returns false.
bool refuseWith(Reader &r, const QString &sentence)
{
    r.error = sentence;
    return false;
}

/// "packets": the operation's packets first, as the problem poses them, then the partial sums
/// the combines make.
bool readPackets(Reader &r, const QJsonObject &doc, const Problem &problem, const Schedule &schedule, Listed *listed)
{
    const Topology &topo = problem.topology();
    const std::size_t basePackets = schedule.packets.size();
    QJsonArray packets;
    if (!r.array(doc.value(QLatin1String("packets")), QStringLiteral("packets"), &packets))
        return false;
    if (std::size_t(packets.size()) < basePackets)
        return refuseWith(r, tr("packets has %1 entries; %2 on %3 starts with %4 packets")
                                 .arg(packets.size())
                                 .arg(operationName(problem.operation()), topo.name())
                                 .arg(basePackets));
    listed->packets.resize(std::size_t(packets.size()));
    listed->contributors.resize(listed->packets.size());
    for (qsizetype i = 0; i < packets.size(); ++i) {
        const QString path = element(QStringLiteral("packets"), i);
        Packet &stated = listed->packets[std::size_t(i)];
        if (!readPacket(r, packets[i], path, topo.processorCount(), &stated, &listed->contributors[std::size_t(i)]))
            return false;
        if (stated.id != int(i))
            return r.refuse(member(path, "id"), packets[i].toObject().value(QLatin1String("id")),
                            tr("%1, the packet's index in the list").arg(i));
        if (std::size_t(i) < basePackets && !samePacket(stated, schedule.packets[std::size_t(i)]))
            return refuseWith(r, tr("%1 is not what %2 on %3 starts with: %4")
                                     .arg(path, operationName(problem.operation()), topo.name(),
                                          packetText(schedule.packets[std::size_t(i)])));
    }
    return true;
}

/// "initial": one buffer per vertex, exactly what the operation starts with.
bool readInitial(Reader &r, const QJsonObject &doc, const Problem &problem, const Schedule &schedule, int packetCount)
{
    QJsonArray initial;
    if (!r.array(doc.value(QLatin1String("initial")), QStringLiteral("initial"), &initial))
        return false;
    if (initial.size() != qsizetype(schedule.initial.size()))
        return refuseWith(r, tr("initial has %1 buffers; it takes one per vertex of %2 (%3)")
                                 .arg(initial.size())
                                 .arg(problem.topology().name())
                                 .arg(schedule.initial.size()));
    for (qsizetype v = 0; v < initial.size(); ++v) {
        std::vector<int> held;
        const QString path = element(QStringLiteral("initial"), v);
        if (!r.wholeArray(initial[v], path, 0, packetCount - 1, tr("a packet id"), &held))
            return false;
        if (IntSpan(held) != schedule.initial.held(std::size_t(v)))
            return refuseWith(r, tr("%1 is not what vertex %2 holds at the start of %3")
                                     .arg(path)
                                     .arg(v)
                                     .arg(operationName(problem.operation())));
    }
    return true;
}

/// A round's "transfers" into `round`.
bool readTransfers(Reader &r, const QJsonObject &ro, const QString &rpath, const Topology &topo, int packetCount,
                   Round *round)
{
    const int n = topo.nodeCount();
    QJsonArray transfers;
    if (!r.array(ro.value(QLatin1String("transfers")), member(rpath, "transfers"), &transfers))
        return false;
    round->transfers.reserve(std::size_t(transfers.size()), 0, 0);
    for (qsizetype ti = 0; ti < transfers.size(); ++ti) {
        const QString tpath = element(member(rpath, "transfers"), ti);
        if (!transfers[ti].isObject())
            return r.refuse(tpath, transfers[ti], tr("a transfer object {\"src\", \"dst\", \"path\", \"packets\"}"));
        const QJsonObject to = transfers[ti].toObject();
        TransferData t;
        const QString vertex = tr("a vertex of %1").arg(topo.name());
        if (!r.onlyKnown(to, tpath, {"src", "dst", "path", "packets", "tag", "messages"})
            || !r.whole(to.value(QLatin1String("src")), member(tpath, "src"), 0, n - 1, vertex, &t.src)
            || !r.whole(to.value(QLatin1String("dst")), member(tpath, "dst"), 0, n - 1, vertex, &t.dst)
            || !r.wholeArray(to.value(QLatin1String("path")), member(tpath, "path"), 0, n - 1, vertex, &t.path)
            || !r.wholeArray(to.value(QLatin1String("packets")), member(tpath, "packets"), 0, packetCount - 1,
                             tr("a packet id"), &t.packets)
            || !readTag(r, to.value(QLatin1String("tag")), member(tpath, "tag"), &t.tag))
            return false;
        if (t.packets.empty())
            return refuseWith(r, tr("%1 is empty; a transfer carries at least one packet").arg(member(tpath, "packets")));
        if (const int twice = repeatedId(t.packets); twice >= 0)
            return refuseWith(r, tr("%1 names packet %2 more than once; a transfer carries each packet once")
                                     .arg(member(tpath, "packets"))
                                     .arg(twice));
        round->transfers.push_back(t);
    }
    return true;
}

/// A round's "combines", made on `schedule` in order; each must make the partial sum the
/// packet list states.
bool readCombines(Reader &r, const QJsonValue &combines, const QString &rpath, const Listed &listed, int processors,
                  Schedule *schedule, Round *round)
{
    if (combines.isUndefined())
        return true;
    const int packetCount = int(listed.packets.size());
    QJsonArray list;
    if (!r.array(combines, member(rpath, "combines"), &list))
        return false;
    for (qsizetype ci = 0; ci < list.size(); ++ci) {
        const QString cpath = element(member(rpath, "combines"), ci);
        if (!list[ci].isObject())
            return r.refuse(cpath, list[ci], tr("a combine object {\"node\", \"inputs\", \"output\"}"));
        const QJsonObject co = list[ci].toObject();
        int node = 0;
        int output = 0;
        std::vector<int> inputs;
        bool keep = false;
        if (!r.onlyKnown(co, cpath, {"node", "inputs", "output", "keepInputs", "start", "finish"})
            || !r.whole(co.value(QLatin1String("node")), member(cpath, "node"), 0, processors - 1, tr("a processor"), &node)
            || !r.wholeArray(co.value(QLatin1String("inputs")), member(cpath, "inputs"), 0,
                             int(schedule->packets.size()) - 1, tr("a packet that exists before this combine"), &inputs)
            || !r.whole(co.value(QLatin1String("output")), member(cpath, "output"), 0, packetCount - 1,
                        tr("a packet id"), &output))
            return false;
        if (!co.value(QLatin1String("keepInputs")).isUndefined() && !r.boolean(co, cpath, "keepInputs", &keep))
            return false;
        if (inputs.empty())
            return refuseWith(r, tr("%1 is empty; a combine adds up at least one partial sum").arg(member(cpath, "inputs")));
        const int item = schedule->packets[std::size_t(inputs[0])].item;
        for (int input : inputs)
            if (item < 0 || schedule->packets[std::size_t(input)].item != item)
                return refuseWith(r, tr("%1 adds up packets that are not partial sums of one item").arg(cpath));
        const std::size_t expected = schedule->packets.size();
        if (std::size_t(output) != expected)
            return r.refuse(member(cpath, "output"), co.value(QLatin1String("output")),
                            tr("%1, the next packet id").arg(expected));
        // A destination for the derived packet: the document states it.
        const Packet &declared = listed.packets[expected];
        const int id = schedule->addCombine(*round, node, inputs, declared.dest, keep);
        const Packet &made = schedule->packets[std::size_t(id)];
        if (!samePacket(declared, made) || listed.contributors[std::size_t(id)] != schedule->contributors[std::size_t(id)].members())
            return refuseWith(r, tr("packets[%1] is not the partial sum that %2 makes: %3").arg(id).arg(cpath, packetText(made)));
    }
    return true;
}

/// "rounds": transfers, combines (which derive the partial sums the packet list states) and
/// narration, into `schedule`.
bool readRounds(Reader &r, const QJsonObject &doc, const Topology &topo, const Listed &listed, Schedule *schedule,
                const std::atomic<bool> *cancel)
{
    QJsonArray rounds;
    if (!r.array(doc.value(QLatin1String("rounds")), QStringLiteral("rounds"), &rounds))
        return false;
    schedule->rounds.resize(std::size_t(rounds.size()));
    for (qsizetype ri = 0; ri < rounds.size(); ++ri) {
        if (cancel && cancel->load())
            return refuseWith(r, tr("reading was cancelled"));
        const QString rpath = element(QStringLiteral("rounds"), ri);
        if (!rounds[ri].isObject())
            return r.refuse(rpath, rounds[ri], tr("a round object {\"transfers\": [...]}"));
        const QJsonObject ro = rounds[ri].toObject();
        Round &round = schedule->rounds[std::size_t(ri)];
        if (!r.onlyKnown(ro, rpath, {"transfers", "combines", "time", "maxLinkLoad", "narration"})
            || !readTransfers(r, ro, rpath, topo, int(listed.packets.size()), &round)
            || !readCombines(r, ro.value(QLatin1String("combines")), rpath, listed, topo.processorCount(), schedule,
                             &round))
            return false;
        const QJsonValue narration = ro.value(QLatin1String("narration"));
        if (!narration.isUndefined()) {
            if (!narration.isString())
                return r.refuse(member(rpath, "narration"), narration, tr("a JSON string"));
            round.narration = Text::plain(narration.toString());
        }
    }
    return true;
}

} // namespace

bool read(const QByteArray &json, RunResult *out, QString *error, const std::atomic<bool> *cancel)
{
    auto failWith = [&](const QString &why) {
        if (error)
            *error = why;
        return false;
    };
    QJsonParseError parseError;
    const QJsonDocument jsonDoc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError || !jsonDoc.isObject())
        return failWith(tr("it is not a JSON object (%1 at offset %2); it takes one collviz-schedule/1 document, "
                           "as 'collviz-cli run --format json' writes")
                            .arg(parseError.error != QJsonParseError::NoError ? parseError.errorString()
                                                                              : tr("another JSON value"))
                            .arg(parseError.error != QJsonParseError::NoError ? parseError.offset : 0));
    if (const QString twice = userinput::repeatedJsonMember(json); !twice.isEmpty())
        return failWith(tr("member '%1' is given twice; give it once").arg(userinput::echo(twice)));
    const QJsonObject doc = jsonDoc.object();
    Reader r;

    // The head (format, algorithm, operation, topology, model, params) and the problem it
    // poses; then the packets, the initial buffers and the rounds, checked against it.
    RunResult result;
    std::shared_ptr<Problem> problem;
    QString why;
    if (!r.onlyKnown(doc, QString(),
                     {"format", "algorithm", "operation", "topology", "model", "params", "packets", "initial",
                      "rounds", "summary"}))
        return failWith(r.error);
    if (!readHead(r, doc, &result, &problem, &why))
        return failWith(why.isEmpty() ? r.error : why);
    auto schedule = std::make_shared<Schedule>(problem->emptySchedule());
    const std::size_t basePackets = schedule->packets.size();
    Listed listed;
    if (!readPackets(r, doc, *problem, *schedule, &listed)
        || !readInitial(r, doc, *problem, *schedule, int(listed.packets.size()))
        || !readRounds(r, doc, problem->topology(), listed, schedule.get(), cancel))
        return failWith(r.error);
    if (schedule->packets.size() != listed.packets.size())
        return failWith(tr("packets has %1 entries, but the initial packets and the combines make %2")
                            .arg(listed.packets.size())
                            .arg(schedule->packets.size()));
    // Reduction packets from the problem carry contributors too: check the base ones.
    if (schedule->isReduction())
        for (std::size_t i = 0; i < basePackets; ++i)
            if (listed.contributors[i] != schedule->contributors[i].members())
                return failWith(tr("packets[%1].contributors is not what %2 starts with")
                                    .arg(i)
                                    .arg(operationName(problem->operation())));

    // Checked and timed as the engine does its own runs.
    RunResult evaluated = Engine::evaluate(result.origin(), problem, schedule, result.params, cancel);
    if (!evaluated.ok)
        return failWith(tr("reading was cancelled"));
    *out = std::move(evaluated);
    return true;
}

} // namespace collviz::core::scheduledocument

// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "core/report.h"

#include "core/networks/networkfamily.h"

#include <QCoreApplication>
#include <QIODevice>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>
#include <QTextStream>

#include <cmath>

namespace collviz::core::report {

namespace {

QString tr(const char *text) { return QCoreApplication::translate("collviz::core::report", text); }

QJsonArray intArray(IntSpan v)
{
    QJsonArray a;
    for (int x : v)
        a.append(x);
    return a;
}

QJsonArray intArray(const std::vector<int> &v) { return intArray(IntSpan(v)); }

QJsonValue portsJson(const CommModel &m)
{
    return m.allPort() ? QJsonValue(QStringLiteral("all")) : QJsonValue(m.ports);
}

QJsonObject modelJson(const CommModel &m)
{
    QJsonObject o;
    o.insert(QStringLiteral("switching"), m.switching == Switching::Wormhole ? QStringLiteral("wh") : QStringLiteral("sf"));
    o.insert(QStringLiteral("ports"), portsJson(m));
    o.insert(QStringLiteral("duplex"), m.duplex == Duplex::Full ? QStringLiteral("full") : QStringLiteral("half"));
    o.insert(QStringLiteral("combining"), m.combining);
    return o;
}

QString num(double v)
{
    return QString::number(v, 'g', 12);
}

/// For people: whole numbers below 2^53 in full ("12000000000012", where %g would print 1.2e+13
/// for time, formula and bound alike), other values with the fewest digits that read back
/// exactly.
QString exactNum(double v)
{
    if (std::isfinite(v) && v == std::floor(v) && std::abs(v) < 9007199254740992.0)
        return QString::number(v, 'f', 0);
    return QString::number(v, 'g', QLocale::FloatingPointShortest);
}

QString optExactNum(const std::optional<Formula> &f)
{
    return f ? exactNum(f->value) : QStringLiteral("-");
}

/// The ids of the algorithms that run on some network of `family`, in the registry's order.
QStringList algorithmsOn(const NetworkFamily &family)
{
    QStringList ids;
    for (const auto &a : AlgorithmRegistry::instance().all())
        if (a->runsOn(family))
            ids << a->id();
    return ids;
}

} // namespace

QJsonObject algorithmJson(const Algorithm &a)
{
    QJsonObject o;
    o.insert(QStringLiteral("id"), a.id());
    o.insert(QStringLiteral("operation"), operationName(a.operation()));
    o.insert(QStringLiteral("title"), a.title().toString());
    o.insert(QStringLiteral("source"), a.source());
    o.insert(QStringLiteral("topologies"), QJsonArray::fromStringList(a.networkFamilies()));
    if (!a.topologyLimits().isEmpty())
        o.insert(QStringLiteral("topologyLimits"), a.topologyLimits());
    o.insert(QStringLiteral("model"), modelJson(a.naturalModel()));
    o.insert(QStringLiteral("formula"), a.formulaText());
    if (const QString bound = a.lowerBoundText(a.naturalModel()); !bound.isEmpty())
        o.insert(QStringLiteral("lowerBound"), bound);
    o.insert(QStringLiteral("description"), a.description().toString());
    o.insert(QStringLiteral("hasPseudoCode"), !a.pseudoCode().isEmpty());
    return o;
}

QJsonObject registryJson()
{
    // Grouped by operation, each under its one title and the other names the sources give it.
    QJsonArray list;
    QJsonArray operations;
    for (const QString &name : operationNames()) {
        Operation op;
        parseOperation(name, &op);
        QStringList ids;
        for (const auto &a : AlgorithmRegistry::instance().forOperation(op)) {
            list.append(algorithmJson(*a));
            ids << a->id();
        }
        operations.append(QJsonObject{{QStringLiteral("name"), name},
                                      {QStringLiteral("title"), operationTitle(op).toString()},
                                      {QStringLiteral("alsoCalled"), operationAlsoCalled(op).toString()},
                                      {QStringLiteral("algorithms"), QJsonArray::fromStringList(ids)}});
    }
    // The network families a --topology SPEC may name, as the registry has them.
    QJsonArray networks;
    for (const auto &family : NetworkRegistry::instance().families()) {
        QJsonObject n;
        n.insert(QStringLiteral("id"), family->id());
        n.insert(QStringLiteral("spec"), family->grammar());
        n.insert(QStringLiteral("sizes"), QJsonArray{family->sizeCount().first, family->sizeCount().second});
        n.insert(QStringLiteral("sweep"), QJsonArray::fromStringList(family->sweepNetworks()));
        if (!family->routeText().isEmpty())
            n.insert(QStringLiteral("route"), family->routeText());
        n.insert(QStringLiteral("algorithms"), QJsonArray::fromStringList(algorithmsOn(*family)));
        networks.append(n);
    }
    QJsonObject o;
    o.insert(QStringLiteral("format"), QStringLiteral("collviz-algorithms/1"));
    o.insert(QStringLiteral("operations"), operations);
    o.insert(QStringLiteral("algorithms"), list);
    o.insert(QStringLiteral("networks"), networks);
    return o;
}

namespace {

QJsonObject topologyJson(const Topology &topo)
{
    QJsonObject t;
    t.insert(QStringLiteral("kind"), topo.family().id());
    t.insert(QStringLiteral("spec"), topo.name());
    t.insert(QStringLiteral("shape"), intArray(topo.shape()));
    t.insert(QStringLiteral("nodes"), topo.nodeCount());
    QJsonArray procs;
    for (int v = 0; v < topo.processorCount(); ++v)
        procs.append(v);
    t.insert(QStringLiteral("processors"), procs);
    QJsonArray links;
    for (const auto &[a, b] : topo.links())
        links.append(QJsonArray{a, b});
    t.insert(QStringLiteral("links"), links);
    return t;
}

QJsonObject paramsJson(const RunResult &r)
{
    QJsonObject params;
    params.insert(QStringLiteral("m"), r.params.cost.m);
    params.insert(QStringLiteral("ts"), r.params.cost.ts);
    params.insert(QStringLiteral("tw"), r.params.cost.tw);
    params.insert(QStringLiteral("th"), r.params.cost.th);
    // t_c only where combines cost something: a run without it writes what it always wrote.
    if (r.params.cost.tc != 0)
        params.insert(QStringLiteral("tc"), r.params.cost.tc);
    // Parameters that mean nothing for the operation are written as 0, as in the format's sketch.
    const Operation op = r.operation();
    params.insert(QStringLiteral("root"), usesRoot(op) ? r.params.root : 0);
    params.insert(QStringLiteral("shift"), usesShift(op) ? r.params.shift : 0);
    // A shift along a non-identity ring order (position -> processor) is a different label
    // permutation; the packets' dest encode it, the order says where it came from.
    if (r.problem && !r.problem->orderIsIdentity()) {
        QJsonArray order;
        for (int v : r.problem->order())
            order.append(v);
        params.insert(QStringLiteral("order"), order);
    }
    return params;
}

QJsonObject packetJson(const Schedule &s, const Packet &p)
{
    QJsonObject o;
    o.insert(QStringLiteral("id"), p.id);
    o.insert(QStringLiteral("origin"), p.origin);
    o.insert(QStringLiteral("dest"), p.dest);
    o.insert(QStringLiteral("size"), p.size);
    if (p.item >= 0) {
        o.insert(QStringLiteral("item"), p.item);
        o.insert(QStringLiteral("contributors"), intArray(s.contributors[std::size_t(p.id)].members()));
    }
    return o;
}

QJsonObject tagJson(const TransferTag &tag)
{
    QJsonObject o;
    if (tag.tree >= 0)
        o.insert(QStringLiteral("tree"), tag.tree);
    if (tag.level >= 0)
        o.insert(QStringLiteral("level"), tag.level);
    if (tag.cycle >= 0)
        o.insert(QStringLiteral("cycle"), tag.cycle);
    if (tag.phase >= 0)
        o.insert(QStringLiteral("phase"), tag.phase);
    if (tag.direction != 0)
        o.insert(QStringLiteral("direction"), tag.direction);
    return o;
}

/// The timeline of one transfer: its messages with their packets, start, finish and the
/// [enter, leave] interval of every hop.
QJsonArray messagesJson(const Timeline &timeline, const Transfer &transfer, int round, int index)
{
    QJsonArray out;
    for (const Timeline::Message &m : timeline.messagesOf(round, index)) {
        QJsonObject o;
        QJsonArray packets;
        for (int k = 0; k < m.packetCount; ++k)
            packets.append(transfer.packets[std::size_t(m.firstPacket + k)]);
        o.insert(QStringLiteral("packets"), packets);
        o.insert(QStringLiteral("start"), m.start);
        o.insert(QStringLiteral("finish"), m.finish);
        QJsonArray hops;
        for (int h = 0; h < m.hopCount; ++h) {
            const auto [enter, leave] = timeline.hop(m, h);
            hops.append(QJsonArray{enter, leave});
        }
        o.insert(QStringLiteral("hops"), hops);
        out.append(o);
    }
    return out;
}

QJsonObject roundJson(const RunResult &r, std::size_t i)
{
    const Round &round = r.schedule->rounds[i];
    const SimulationResult &sim = r.simulation;
    QJsonArray transfers;
    for (std::size_t ti = 0; ti < round.transfers.size(); ++ti) {
        const Transfer &tr = round.transfers[ti];
        QJsonObject o;
        o.insert(QStringLiteral("src"), tr.src);
        o.insert(QStringLiteral("dst"), tr.dst);
        o.insert(QStringLiteral("path"), intArray(tr.path));
        o.insert(QStringLiteral("packets"), intArray(tr.packets));
        if (!tr.tag.isEmpty())
            o.insert(QStringLiteral("tag"), tagJson(tr.tag));
        if (r.timeline && int(i) < r.timeline->roundCount())
            o.insert(QStringLiteral("messages"), messagesJson(*r.timeline, tr, int(i), int(ti)));
        transfers.append(o);
    }
    QJsonObject ro;
    ro.insert(QStringLiteral("transfers"), transfers);
    if (!round.combines.empty()) {
        QJsonArray combines;
        // Where t_c > 0 the timeline times each combine (round-relative, as the messages).
        const Timeline::CombineTimes times = r.timeline && int(i) < r.timeline->roundCount()
                                                 ? r.timeline->combines(int(i))
                                                 : Timeline::CombineTimes{};
        for (std::size_t ci = 0; ci < round.combines.size(); ++ci) {
            const Combine c = round.combines[ci];
            QJsonObject o;
            o.insert(QStringLiteral("node"), c.node);
            o.insert(QStringLiteral("inputs"), intArray(c.inputs));
            o.insert(QStringLiteral("output"), c.output);
            if (c.keepInputs)
                o.insert(QStringLiteral("keepInputs"), true);
            if (ci < times.size()) {
                o.insert(QStringLiteral("start"), times[ci].start);
                o.insert(QStringLiteral("finish"), times[ci].finish);
            }
            combines.append(o);
        }
        ro.insert(QStringLiteral("combines"), combines);
    }
    if (i < sim.rounds.size()) {
        ro.insert(QStringLiteral("time"), sim.rounds[i].time);
        ro.insert(QStringLiteral("maxLinkLoad"), sim.rounds[i].maxLinkLoad);
    }
    if (!round.narration.isEmpty())
        ro.insert(QStringLiteral("narration"), round.narration.toString());
    return ro;
}

QJsonObject summaryJson(const RunResult &r)
{
    const SimulationResult &sim = r.simulation;
    QJsonObject sum;
    sum.insert(QStringLiteral("rounds"), int(r.schedule->rounds.size()));
    sum.insert(QStringLiteral("time"), sim.time);
    sum.insert(QStringLiteral("formula"), r.formula ? QJsonValue(r.formula->value) : QJsonValue());
    sum.insert(QStringLiteral("formulaText"), r.formula ? QJsonValue(r.formula->text) : QJsonValue());
    sum.insert(QStringLiteral("formulaRounds"), r.formulaRounds ? QJsonValue(*r.formulaRounds) : QJsonValue());
    if (r.formulaDeviation)
        sum.insert(QStringLiteral("formulaDeviation"), r.formulaDeviation->toString());
    sum.insert(QStringLiteral("lowerBound"), r.lowerBound ? QJsonValue(r.lowerBound->value) : QJsonValue());
    sum.insert(QStringLiteral("lowerBoundText"), r.lowerBound ? QJsonValue(r.lowerBound->text) : QJsonValue());
    // How far the run is from the best any schedule could do under this model (1 = optimal);
    // only where a bound above zero exists.
    if (r.lowerBound && r.lowerBound->value > 0)
        sum.insert(QStringLiteral("boundRatio"), sim.time / r.lowerBound->value);
    sum.insert(QStringLiteral("maxLinkLoad"), sim.maxLinkLoad);
    sum.insert(QStringLiteral("delivered"), sim.delivered);
    sum.insert(QStringLiteral("verified"), sim.verified);
    sum.insert(QStringLiteral("whatIf"), r.whatIf);
    QJsonArray violations;
    for (const Violation &v : sim.violations) {
        QJsonObject o;
        o.insert(QStringLiteral("round"), v.round);
        o.insert(QStringLiteral("kind"), violationKindName(v.kind));
        o.insert(QStringLiteral("node"), v.node);
        o.insert(QStringLiteral("message"), v.message);
        violations.append(o);
    }
    sum.insert(QStringLiteral("violations"), violations);
    sum.insert(QStringLiteral("violationCount"), sim.violationCount);
    QJsonArray failures;
    for (const QString &f : sim.postconditionFailures)
        failures.append(f);
    sum.insert(QStringLiteral("postconditionFailures"), failures);
    return sum;
}

/// The head of the document: every member but the four large ones.
QJsonObject headJson(const RunResult &r)
{
    QJsonObject doc;
    doc.insert(QStringLiteral("format"), QStringLiteral("collviz-schedule/1"));
    // A schedule of no registered algorithm keeps its own name, or none.
    if (!r.name.isEmpty())
        doc.insert(QStringLiteral("algorithm"), r.name);
    doc.insert(QStringLiteral("operation"), operationName(r.operation()));
    doc.insert(QStringLiteral("topology"), topologyJson(*r.topology));
    doc.insert(QStringLiteral("model"), modelJson(r.model));
    doc.insert(QStringLiteral("params"), paramsJson(r));
    return doc;
}

QByteArray compact(const QJsonObject &o) { return QJsonDocument(o).toJson(QJsonDocument::Compact); }
QByteArray compact(const QJsonArray &a) { return QJsonDocument(a).toJson(QJsonDocument::Compact); }

} // namespace

QJsonObject scheduleJson(const RunResult &r)
{
    const Schedule &s = *r.schedule;
    QJsonObject doc = headJson(r);
    QJsonArray packets;
    for (const Packet &p : s.packets)
        packets.append(packetJson(s, p));
    doc.insert(QStringLiteral("packets"), packets);
    QJsonArray initial;
    for (std::size_t v = 0; v < s.initial.size(); ++v)
        initial.append(intArray(s.initial.held(v)));
    doc.insert(QStringLiteral("initial"), initial);
    QJsonArray rounds;
    for (std::size_t i = 0; i < s.rounds.size(); ++i)
        rounds.append(roundJson(r, i));
    doc.insert(QStringLiteral("rounds"), rounds);
    doc.insert(QStringLiteral("summary"), summaryJson(r));
    return doc;
}

bool writeScheduleJson(const RunResult &r, QIODevice &out)
{
    // The document is written member by member: each packet, buffer and round is serialised
    // by QJsonDocument on its own, so memory stays that of one round, not of the whole text.
    const Schedule &s = *r.schedule;
    QByteArray head = compact(headJson(r));
    head.chop(1); // reopen the object
    bool ok = out.write(head) >= 0;
    auto writeArray = [&](const char *name, std::size_t count, const auto &element) {
        ok = ok && out.write(",\"") >= 0 && out.write(name) >= 0 && out.write("\":[") >= 0;
        for (std::size_t i = 0; ok && i < count; ++i) {
            if (i > 0)
                ok = out.write(",") >= 0;
            ok = ok && out.write(element(i)) >= 0;
        }
        ok = ok && out.write("]") >= 0;
    };
    writeArray("packets", s.packets.size(), [&](std::size_t i) { return compact(packetJson(s, s.packets[i])); });
    writeArray("initial", s.initial.size(), [&](std::size_t i) { return compact(intArray(s.initial.held(i))); });
    writeArray("rounds", s.rounds.size(), [&](std::size_t i) { return compact(roundJson(r, i)); });
    ok = ok && out.write(",\"summary\":") >= 0 && out.write(compact(summaryJson(r))) >= 0 && out.write("}\n") >= 0;
    return ok;
}

QString runText(const RunResult &r)
{
    QString out;
    QTextStream ts(&out);
    const SimulationResult &sim = r.simulation;
    ts << (r.name.isEmpty() ? QStringLiteral("schedule") : r.name) << " (" << operationName(r.operation()) << ") on "
       << r.topology->name()
       << ", model " << r.model.toString() << (r.whatIf ? " [what-if]" : "") << "\n";
    ts << "m=" << num(r.params.cost.m) << " t_s=" << num(r.params.cost.ts) << " t_w=" << num(r.params.cost.tw)
       << " t_h=" << num(r.params.cost.th);
    if (r.params.cost.tc != 0)
        ts << " t_c=" << num(r.params.cost.tc);
    if (usesRoot(r.operation()))
        ts << " root=" << r.params.root;
    if (usesShift(r.operation()))
        ts << " shift=" << r.params.shift;
    if (r.problem && !r.problem->orderIsIdentity()) {
        // Shown so that "shift by q" can be read off: it counts along this order.
        constexpr int kShown = 32;
        const std::vector<int> &order = r.problem->order();
        ts << " order=";
        for (int j = 0; j < int(order.size()) && j < kShown; ++j)
            ts << (j ? "," : "") << order[std::size_t(j)];
        if (int(order.size()) > kShown)
            ts << ",...";
    }
    ts << "\n\n";
    ts << QStringLiteral("%1 %2 %3 %4 %5 %6\n")
              .arg(QStringLiteral("round"), 6)
              .arg(QStringLiteral("transfers"), 10)
              .arg(QStringLiteral("messages"), 9)
              .arg(QStringLiteral("packets"), 9)
              .arg(QStringLiteral("max-load"), 9)
              .arg(QStringLiteral("time"), 12);
    for (std::size_t i = 0; i < sim.rounds.size(); ++i) {
        const RoundStats &st = sim.rounds[i];
        ts << QStringLiteral("%1 %2 %3 %4 %5 %6\n")
                  .arg(int(i + 1), 6)
                  .arg(st.transfers, 10)
                  .arg(st.messages, 9)
                  .arg(st.packetsMoved, 9)
                  .arg(st.maxLinkLoad, 9)
                  .arg(exactNum(st.time), 12);
    }
    ts << "\n";
    ts << tr("rounds:       ") << sim.rounds.size();
    if (r.formulaRounds)
        ts << tr("   (source: ") << *r.formulaRounds << ")";
    ts << "\n";
    ts << tr("time:         ") << exactNum(sim.time) << "\n";
    ts << tr("formula:      ") << optExactNum(r.formula);
    if (r.formula)
        ts << "   " << r.formula->text;
    ts << "\n";
    if (r.formulaDeviation)
        ts << tr("              differs because ") << r.formulaDeviation->toString() << "\n";
    ts << tr("lower bound:  ") << optExactNum(r.lowerBound);
    if (r.lowerBound)
        ts << "   " << r.lowerBound->text;
    ts << "\n";
    if (r.lowerBound && r.lowerBound->value > 0)
        ts << tr("time / bound: ") << QString::number(sim.time / r.lowerBound->value, 'f', 3) << "\n";
    ts << tr("max link load: ") << sim.maxLinkLoad << (sim.maxLinkLoad > 1 ? tr("  (contention)") : QString()) << "\n";
    ts << tr("delivered:    ") << (sim.delivered ? "yes" : "no") << "\n";
    ts << tr("verified:     ") << (sim.verified ? "yes" : "no") << "\n";
    ts << tr("violations:   ") << sim.violationCount << "\n";
    for (const Violation &v : sim.violations)
        ts << "  round " << v.round + 1 << " [" << violationKindName(v.kind) << "] " << v.message << "\n";
    if (sim.violationCount > int(sim.violations.size()))
        ts << "  ... " << sim.violationCount - int(sim.violations.size()) << tr(" more") << "\n";
    for (const QString &f : sim.postconditionFailures)
        ts << "  postcondition: " << f << "\n";
    return out;
}

csv::About runAbout(const RunResult &r)
{
    csv::About about;
    if (!r.name.isEmpty())
        about.append({QStringLiteral("algorithm"), r.name});
    about.append({QStringLiteral("operation"), operationName(r.operation())});
    if (r.topology)
        about.append({QStringLiteral("topology"), r.topology->name()});
    about.append({QStringLiteral("model"), r.model.toString()});
    about.append({QStringLiteral("whatIf"), csv::boolean(r.whatIf)});
    about.append({QStringLiteral("m"), csv::number(r.params.cost.m)});
    about.append({QStringLiteral("ts"), csv::number(r.params.cost.ts)});
    about.append({QStringLiteral("tw"), csv::number(r.params.cost.tw)});
    about.append({QStringLiteral("th"), csv::number(r.params.cost.th)});
    if (r.params.cost.tc != 0)
        about.append({QStringLiteral("tc"), csv::number(r.params.cost.tc)});
    if (usesRoot(r.operation()))
        about.append({QStringLiteral("root"), QString::number(r.params.root)});
    if (usesShift(r.operation()))
        about.append({QStringLiteral("shift"), QString::number(r.params.shift)});
    if (r.problem && !r.problem->orderIsIdentity())
        about.append({QStringLiteral("order"), QString::fromUtf8(compact(intArray(r.problem->order())).trimmed())});
    about.append({QStringLiteral("units"), csv::timeUnits()});
    const SimulationResult &sim = r.simulation;
    // The run's totals (the rows' time adds up to "time"; "maxLinkLoad" is the largest of theirs).
    about.append({QStringLiteral("rounds"), QString::number(r.schedule ? r.schedule->rounds.size() : sim.rounds.size())});
    about.append({QStringLiteral("time"), csv::number(sim.time)});
    about.append({QStringLiteral("formula"), r.formula ? csv::number(r.formula->value) : QString()});
    about.append({QStringLiteral("lowerBound"), r.lowerBound ? csv::number(r.lowerBound->value) : QString()});
    about.append({QStringLiteral("maxLinkLoad"), QString::number(sim.maxLinkLoad)});
    about.append({QStringLiteral("delivered"), csv::boolean(sim.delivered)});
    about.append({QStringLiteral("verified"), csv::boolean(sim.verified)});
    return about;
}

QString runCsv(const RunResult &r)
{
    QString out;
    QTextStream ts(&out);
    const QString eol = QStringLiteral("\n");
    ts << csv::comment(csv::About{{QStringLiteral("rows"), QStringLiteral("one per round of the run")}} + runAbout(r), eol);
    ts << "round,transfers,messages,packets,maxLinkLoad,time\n";
    const SimulationResult &sim = r.simulation;
    for (std::size_t i = 0; i < sim.rounds.size(); ++i) {
        const RoundStats &st = sim.rounds[i];
        ts << i + 1 << ',' << st.transfers << ',' << st.messages << ',' << st.packetsMoved << ',' << st.maxLinkLoad
           << ',' << num(st.time) << "\n";
    }
    return out;
}

namespace {

/// One algorithm of `collviz-cli list`: its id, title, networks, model, formula, bound, source.
void algorithmText(QTextStream &ts, const Algorithm &a)
{
    const QStringList kinds = a.networkFamilies();
    ts << a.id() << "\n";
    ts << "    title:      " << a.title().toString() << "\n";
    ts << "    operation:  " << operationName(a.operation()) << "\n";
    ts << "    topologies: " << kinds.join(QStringLiteral(", "));
    if (!a.topologyLimits().isEmpty())
        ts << " (" << a.topologyLimits() << ")";
    ts << "\n";
    ts << "    model:      " << a.naturalModel().toString() << "\n";
    ts << "    formula:    " << a.formulaText() << "\n";
    if (const QString bound = a.lowerBoundText(a.naturalModel()); !bound.isEmpty())
        ts << "    bound:      " << bound << "\n";
    ts << "    source:     " << a.source() << "\n";
}

} // namespace

QString registryText()
{
    QString out;
    QTextStream ts(&out);
    // Grouped by operation: its name, its one title and the other names the sources give it.
    bool first = true;
    for (const QString &name : operationNames()) {
        Operation op;
        parseOperation(name, &op);
        const std::vector<AlgorithmPtr> algorithms = AlgorithmRegistry::instance().forOperation(op);
        if (algorithms.empty())
            continue;
        ts << (first ? "" : "\n") << "== " << name << ": " << operationTitle(op).toString() << " (also called "
           << operationAlsoCalled(op).toString() << ")\n";
        for (const auto &a : algorithms)
            algorithmText(ts, *a);
        first = false;
    }
    // The network families a --topology SPEC may name.
    ts << "\nnetworks (--topology SPEC)\n";
    for (const auto &family : NetworkRegistry::instance().families()) {
        ts << family->id() << "\n";
        ts << "    spec:       " << family->grammar() << "\n";
        if (!family->routeText().isEmpty())
            ts << "    route:      " << family->routeText() << "\n";
        if (!family->sweepLabel().isEmpty())
            ts << "    sweep:      " << family->sweepLabel() << " (sweep --family " << family->id() << ")\n";
        ts << "    algorithms: " << algorithmsOn(*family).join(QStringLiteral(", ")) << "\n";
    }
    return out;
}

QString explainText(const Algorithm &a)
{
    QString out;
    QTextStream ts(&out);
    const QStringList kinds = a.networkFamilies();
    ts << a.id() << " - " << a.title().toString() << "\n\n";
    ts << a.description().toString() << "\n\n";
    ts << tr("operation:   ") << operationName(a.operation()) << "\n";
    ts << tr("topologies:  ") << kinds.join(QStringLiteral(", "));
    if (!a.topologyLimits().isEmpty())
        ts << " (" << a.topologyLimits() << ")";
    ts << "\n";
    ts << tr("model:       ") << a.naturalModel().toString() << "\n";
    ts << tr("source:      ") << a.source() << "\n";
    ts << tr("formula:     ") << a.formulaText() << "\n";
    if (const QString bound = a.lowerBoundText(a.naturalModel()); !bound.isEmpty())
        ts << tr("lower bound: ") << bound << "\n"
           << tr("             (for the natural model; 'run --model' shows the bound derived for another)\n");
    if (a.formulaChargesPerHop())
        ts << tr("             (it charges the per-hop time t_h, as the engine does)\n");
    else
        ts << tr("             (like every formula of the sources it leaves out the per-hop time t_h, which the "
                 "engine charges)\n");
    const PseudoCode pc = a.pseudoCode();
    if (!pc.isEmpty()) {
        ts << "\n" << pc.title << "\n";
        for (int i = 0; i < pc.lines.size(); ++i)
            ts << QStringLiteral("%1  ").arg(i + 1, 3) << pc.lines[i] << "\n";
    }
    return out;
}

} // namespace collviz::core::report

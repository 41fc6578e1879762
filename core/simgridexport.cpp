// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "core/simgridexport.h"

#include "core/costmodel.h"
#include "core/operation.h"
#include "core/schedule.h"
#include "core/topology.h"
#include "core/userfiles.h"
#include "core/userinput.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QXmlStreamWriter>

#include <algorithm>
#include <climits>
#include <cmath>
#include <map>
#include <utility>
#include <vector>

namespace collviz::core::simgrid {

namespace {

/// tr() of a literal marked with QT_TRANSLATE_NOOP in this file's context (lupdate reads no
/// literal nested in a call of a free function).
QString translated(const char *text) { return QCoreApplication::translate("collviz::core::simgrid", text); }

/// Shortest text that reads back as the same double ("1024", "0.5", "341.3333333333333").
QString number(double v) { return QString::number(v, 'g', QLocale::FloatingPointShortest); }

QString hostName(int processor) { return QStringLiteral("p%1").arg(processor); }

QString linkName(const Topology &topology, int link)
{
    const Arc &a = topology.arc(2 * link);
    return QStringLiteral("link-%1-%2").arg(std::min(a.from, a.to)).arg(std::max(a.from, a.to));
}

/// Words of one message: m times the sizes of the packets it carries.
double messageWords(const Schedule &schedule, const Transfer &transfer, const Timeline::Message &message,
                    double m)
{
    double units = 0.0;
    for (int k = 0; k < message.packetCount; ++k)
        units += schedule.packets[std::size_t(transfer.packets[std::size_t(message.firstPacket + k)])].size;
    return units * m;
}

} // namespace

double bytesPerWordFor(std::vector<double> words)
{
    std::sort(words.begin(), words.end());
    words.erase(std::unique(words.begin(), words.end()), words.end());
    const double longest = words.empty() ? 0.0 : words.back();
    double fitting = 1024.0;
    for (int exponent = 10; exponent <= 30; ++exponent) {
        const double scale = std::ldexp(1.0, exponent);
        // SMPI counts a message's bytes in an int: a longer one would wrap round.
        if (exponent > 10 && longest * scale + kEnvelopeBytes > double(INT_MAX))
            break;
        fitting = scale;
        const bool whole = std::all_of(words.begin(), words.end(), [scale](double w) {
            const double bytes = w * scale;
            return std::abs(bytes - std::round(bytes)) <= 1e-9 * std::max(1.0, bytes);
        });
        if (whole)
            return scale;
    }
    return fitting;
}

QString refusal(const RunResult &result)
{
    if (!result.ok || !result.schedule || !result.timeline || !result.topology)
        return result.error.isEmpty()
                   ? translated(QT_TRANSLATE_NOOP("collviz::core::simgrid", "there is no timed run to export for SimGrid"))
                   : result.error;
    if (!(result.params.cost.tw > 0.0))
        return translated(QT_TRANSLATE_NOOP("collviz::core::simgrid",
                                            "SimGrid links need a finite bandwidth, 1/t_w, so t_w = 0 cannot be "
                                            "replayed; give --tw above 0"));
    if (result.timeline->hasCombineTimes())
        return translated(QT_TRANSLATE_NOOP("collviz::core::simgrid",
                                            "the replay for SimGrid charges no time for combining, so a reduction "
                                            "with t_c = %1 cannot be replayed; give --tc 0"))
            .arg(result.params.cost.tc);
    const Schedule &schedule = *result.schedule;
    const Timeline &timeline = *result.timeline;
    const bool storeAndForward = result.model.switching == Switching::StoreAndForward;
    // One route per ordered pair of hosts: the first path seen between them, and its round.
    std::map<std::pair<int, int>, std::pair<IntSpan, int>> routes;
    for (int r = 0; r < int(schedule.rounds.size()); ++r) {
        const Round &round = schedule.rounds[std::size_t(r)];
        for (int t = 0; t < int(round.transfers.size()); ++t) {
            const Transfer &transfer = round.transfers[std::size_t(t)];
            const Timeline::Range messages = timeline.messagesOf(r, t);
            if (messages.empty() && !transfer.packets.empty())
                return translated(QT_TRANSLATE_NOOP("collviz::core::simgrid",
                                                    "round %1 has a transfer from %2 to %3 that the engine could not "
                                                    "time (its path is no walk between processors), so SimGrid "
                                                    "cannot replay it"))
                    .arg(r + 1)
                    .arg(transfer.src)
                    .arg(transfer.dst);
            if (messages.empty())
                continue;
            if (storeAndForward && transfer.path.size() > 2)
                return translated(QT_TRANSLATE_NOOP("collviz::core::simgrid",
                                                    "SimGrid's messages are flows that occupy their whole route at "
                                                    "once, so store-and-forward messages over several hops (round "
                                                    "%1: %2 to %3, %4 hops) cannot be replayed; export the same "
                                                    "schedule as a wormhole what-if (--model wh) or choose one whose "
                                                    "transfers go to neighbours"))
                    .arg(r + 1)
                    .arg(transfer.src)
                    .arg(transfer.dst)
                    .arg(transfer.path.size() - 1);
            const auto [it, added] = routes.try_emplace({transfer.src, transfer.dst}, transfer.path, r);
            if (!added && it->second.first != transfer.path)
                return translated(QT_TRANSLATE_NOOP("collviz::core::simgrid",
                                                    "a SimGrid platform has one route per pair of hosts, but the "
                                                    "schedule sends from %1 to %2 along two different paths (rounds "
                                                    "%3 and %4)"))
                    .arg(transfer.src)
                    .arg(transfer.dst)
                    .arg(it->second.second + 1)
                    .arg(r + 1);
        }
    }
    return {};
}

namespace {

/// Bytes per word for the run: every message's length a whole number of bytes (bytesPerWordFor).
double bytesPerWordOf(const Schedule &schedule, const Timeline &timeline, double m)
{
    std::vector<double> words;
    for (int r = 0; r < timeline.roundCount(); ++r)
        for (const Timeline::Message &message : timeline.messages(r))
            words.push_back(messageWords(schedule, schedule.rounds[std::size_t(r)].transfers[std::size_t(message.transfer)],
                                         message, m));
    return bytesPerWordFor(std::move(words));
}

} // namespace

QString platformXml(const Topology &topology, const CostParams &cost, const CommModel &model, double B,
                    double sendLatency, const Routes &routes, const QString &description, const QString &units)
{
    const int p = topology.processorCount();
    QString platform;
    QXmlStreamWriter xml(&platform);
    xml.setAutoFormatting(true);
    xml.setAutoFormattingIndent(2);
    xml.writeStartDocument();
    xml.writeDTD(QStringLiteral("<!DOCTYPE platform SYSTEM \"https://simgrid.org/simgrid.dtd\">"));
    xml.writeStartElement(QStringLiteral("platform"));
    xml.writeAttribute(QStringLiteral("version"), QStringLiteral("4.1"));
    xml.writeComment(QStringLiteral(" CollViz: ") + description + QStringLiteral(" "));
    xml.writeComment(QStringLiteral(" ") + units + QStringLiteral(" "));
    xml.writeStartElement(QStringLiteral("zone"));
    xml.writeAttribute(QStringLiteral("id"), QStringLiteral("collviz"));
    xml.writeAttribute(QStringLiteral("routing"), QStringLiteral("Full"));
    for (int k = 0; k < p; ++k) {
        xml.writeEmptyElement(QStringLiteral("host"));
        xml.writeAttribute(QStringLiteral("id"), hostName(k));
        xml.writeAttribute(QStringLiteral("speed"), QStringLiteral("1Gf"));
    }
    const QString wordBandwidth = number(B / cost.tw) + QStringLiteral("Bps");
    const QString portBandwidth =
        number((model.allPort() ? 1.0 : double(model.ports)) * B / cost.tw) + QStringLiteral("Bps");
    const auto link = [&xml](const QString &id, const QString &bandwidth, double latency, const char *sharing) {
        xml.writeEmptyElement(QStringLiteral("link"));
        xml.writeAttribute(QStringLiteral("id"), id);
        xml.writeAttribute(QStringLiteral("bandwidth"), bandwidth);
        xml.writeAttribute(QStringLiteral("latency"), number(latency) + QStringLiteral("s"));
        xml.writeAttribute(QStringLiteral("sharing_policy"), QLatin1String(sharing));
    };
    for (int k = 0; k < p; ++k) {
        // The start-up is paid once per message, at the sender; under all-port nothing is shared.
        link(QStringLiteral("send-") + hostName(k), model.allPort() ? wordBandwidth : portBandwidth, sendLatency,
             model.allPort() ? "FATPIPE" : "SHARED");
        if (!model.allPort())
            link(QStringLiteral("recv-") + hostName(k), portBandwidth, 0.0, "SHARED");
    }
    const bool full = model.duplex == Duplex::Full;
    for (int l = 0; l < topology.linkCount(); ++l)
        link(linkName(topology, l), wordBandwidth, cost.th, full ? "SPLITDUPLEX" : "SHARED");

    std::vector<int> arcs;
    for (const auto &[pair, path] : routes) {
        xml.writeStartElement(QStringLiteral("route"));
        xml.writeAttribute(QStringLiteral("src"), hostName(pair.first));
        xml.writeAttribute(QStringLiteral("dst"), hostName(pair.second));
        xml.writeAttribute(QStringLiteral("symmetrical"), QStringLiteral("NO"));
        const auto ctn = [&xml](const QString &id, const char *direction) {
            xml.writeEmptyElement(QStringLiteral("link_ctn"));
            xml.writeAttribute(QStringLiteral("id"), id);
            if (direction)
                xml.writeAttribute(QStringLiteral("direction"), QLatin1String(direction));
        };
        ctn(QStringLiteral("send-") + hostName(pair.first), nullptr);
        topology.pathArcs(IntSpan(path), arcs);
        for (const int a : arcs)
            ctn(linkName(topology, topology.arc(a).link), full ? (a % 2 == 0 ? "UP" : "DOWN") : nullptr);
        if (!model.allPort())
            ctn(QStringLiteral("recv-") + hostName(pair.second), nullptr);
        xml.writeEndElement();
    }
    xml.writeEndElement(); // zone
    xml.writeEndElement(); // platform
    xml.writeEndDocument();
    return platform;
}

namespace {

/// One trace per rank: per round its receives, its sends, then a wait for all of them.
/// m: the message size in words; B: bytes per word.
QStringList rankTraces(const Schedule &schedule, const Timeline &timeline, int p, double m, double B,
                       const QString &description, const QString &units)
{
    std::vector<QString> traces(static_cast<std::size_t>(p));
    for (int k = 0; k < p; ++k)
        traces[std::size_t(k)] = QStringLiteral("# CollViz: %1\n# rank %2 on host %3; %4\n%2 init\n")
                                     .arg(description)
                                     .arg(k)
                                     .arg(hostName(k), units);
    std::vector<QString> receives(static_cast<std::size_t>(p));
    std::vector<QString> sends(static_cast<std::size_t>(p));
    long long tag = 0;
    for (int r = 0; r < timeline.roundCount(); ++r) {
        const Round &round = schedule.rounds[std::size_t(r)];
        for (const Timeline::Message &message : timeline.messages(r)) {
            const Transfer &transfer = round.transfers[std::size_t(message.transfer)];
            const double bytes = std::round(messageWords(schedule, transfer, message, m) * B);
            const QString size = number(std::max(0.0, bytes - kEnvelopeBytes));
            receives[std::size_t(transfer.dst)] += QStringLiteral("%1 irecv %2 %3 %4\n")
                                                       .arg(transfer.dst)
                                                       .arg(transfer.src)
                                                       .arg(tag)
                                                       .arg(size);
            sends[std::size_t(transfer.src)] += QStringLiteral("%1 isend %2 %3 %4\n")
                                                    .arg(transfer.src)
                                                    .arg(transfer.dst)
                                                    .arg(tag)
                                                    .arg(size);
            ++tag;
        }
        for (int k = 0; k < p; ++k) {
            QString &rx = receives[std::size_t(k)];
            QString &tx = sends[std::size_t(k)];
            if (rx.isEmpty() && tx.isEmpty())
                continue;
            traces[std::size_t(k)] += QStringLiteral("# round %1\n").arg(r + 1) + rx + tx
                                      + QStringLiteral("%1 waitall\n").arg(k);
            rx.clear();
            tx.clear();
        }
    }
    QStringList out;
    for (int k = 0; k < p; ++k) {
        traces[std::size_t(k)] += QStringLiteral("%1 finalize\n").arg(k);
        out << traces[std::size_t(k)];
    }
    return out;
}

} // namespace

std::optional<Export> make(const RunResult &result, QString *error)
{
    if (const QString why = refusal(result); !why.isEmpty()) {
        if (error)
            *error = why;
        return std::nullopt;
    }
    const Schedule &schedule = *result.schedule;
    const Timeline &timeline = *result.timeline;
    const Topology &topology = *result.topology;
    const CostParams &cost = result.params.cost;
    const CommModel &model = result.model;
    const int p = topology.processorCount();

    Export out;
    out.processors = p;
    out.bytesPerWord = bytesPerWordOf(schedule, timeline, cost.m);
    const double B = out.bytesPerWord;
    const QString description = QStringLiteral("%1 (%2) on %3, model %4, m = %5, t_s = %6, t_w = %7, t_h = %8")
                                    .arg(result.algorithm ? result.algorithm->id() : QString(),
                                         result.algorithm ? operationName(result.algorithm->operation()) : QString(),
                                         topology.name(), model.toString(), number(cost.m), number(cost.ts),
                                         number(cost.tw), number(cost.th));
    const QString units = QStringLiteral("1 CollViz time unit = 1 s, 1 word = %1 bytes: a link has latency t_h and "
                                         "bandwidth %1 bytes per t_w, a send port adds t_s")
                              .arg(number(B));

    Routes routes;
    for (const Round &round : schedule.rounds)
        for (const Transfer &transfer : round.transfers)
            if (!transfer.packets.empty())
                routes.try_emplace({transfer.src, transfer.dst}, transfer.path.toVector());
    out.platform = platformXml(topology, cost, model, B, cost.ts, routes, description, units);
    for (int k = 0; k < p; ++k) {
        out.hostfile += hostName(k) + QLatin1Char('\n');
        out.traceList += QStringLiteral("rank-%1.trace\n").arg(k);
    }
    out.traces = rankTraces(schedule, timeline, p, cost.m, B, description, units);
    out.script = QStringLiteral("#!/bin/sh\n"
                                "# SimGrid SMPI replay of a CollViz schedule (collviz-cli export --format simgrid).\n"
                                "# %1\n"
                                "# %2\n"
                                "# CollViz's time: %3 in %4 rounds. SimGrid prints its own as \"Simulation time\".\n"
                                "# Needs smpirun (Debian 12: apt-get install libsimgrid-dev).\n"
                                "cd \"$(dirname \"$0\")\" || exit 1\n"
                                "exec smpirun %5 \"$@\"\n")
                     .arg(description, units, number(timeline.totalTime()))
                     .arg(timeline.roundCount())
                     .arg(smpirunArguments(p).join(QLatin1Char(' ')));
    return out;
}

bool write(const RunResult &result, const QString &dir, QString *error)
{
    const std::optional<Export> files = make(result, error);
    return files && writeFiles(*files, dir, error);
}

bool writeFiles(const Export &files, const QString &dir, QString *error)
{
    if (QFileInfo(dir).exists() && !QFileInfo(dir).isDir()) {
        if (error)
            *error = translated(QT_TRANSLATE_NOOP("collviz::core::simgrid",
                                                  "cannot write the SimGrid files into '%1': it is a file, not a "
                                                  "directory"))
                         .arg(dir);
        return false;
    }
    if (!QDir().mkpath(dir)) {
        if (error)
            *error = translated(QT_TRANSLATE_NOOP("collviz::core::simgrid", "cannot create the directory '%1'")).arg(dir);
        return false;
    }
    // Every file is written into a hidden folder inside `dir` first and moved to its name only
    // when all are complete: a full disk or a refused name leaves the files there before as
    // they were, and no empty trace behind.
    const QDir d(dir);
    QTemporaryDir scratch(d.filePath(QStringLiteral(".collviz-simgrid-XXXXXX")));
    if (!scratch.isValid()) {
        if (error)
            *error = translated(QT_TRANSLATE_NOOP("collviz::core::simgrid", "cannot write into the directory '%1' (%2)"))
                         .arg(userinput::echo(dir), scratch.errorString());
        return false;
    }
    std::vector<std::pair<QString, QString>> named; // name, text
    named.reserve(std::size_t(files.processors) + 4);
    for (int k = 0; k < files.processors; ++k)
        named.emplace_back(QStringLiteral("rank-%1.trace").arg(k), files.traces[k]);
    named.emplace_back(QStringLiteral("platform.xml"), files.platform);
    named.emplace_back(QStringLiteral("hostfile"), files.hostfile);
    named.emplace_back(QStringLiteral("traces"), files.traceList);
    named.emplace_back(QStringLiteral("replay.sh"), files.script);
    for (const auto &[name, text] : named) {
        if (const QString refusal = userfiles::outputRefusal(d.filePath(name)); !refusal.isEmpty()) {
            if (error)
                *error = refusal;
            return false;
        }
        userfiles::Output file(QDir(scratch.path()).filePath(name));
        if (file.open(error))
            file.device()->write(text.toUtf8());
        if (!file.device() || !file.commit(error)) {
            if (error)
                *error = translated(QT_TRANSLATE_NOOP("collviz::core::simgrid",
                                                      "cannot write the SimGrid files into '%1' (%2); the files there "
                                                      "before are unchanged"))
                             .arg(userinput::echo(dir), file.failureReason());
            return false;
        }
    }
    const QString script = QDir(scratch.path()).filePath(QStringLiteral("replay.sh"));
    QFile::setPermissions(script, QFile::permissions(script) | QFile::ExeOwner | QFile::ExeGroup | QFile::ExeOther);
    for (const auto &[name, text] : named) {
        QFile::remove(d.filePath(name));
        if (!QFile::rename(QDir(scratch.path()).filePath(name), d.filePath(name))) {
            if (error)
                *error = translated(QT_TRANSLATE_NOOP("collviz::core::simgrid", "cannot write '%1'"))
                             .arg(userinput::echo(d.filePath(name)));
            return false;
        }
    }
    return true;
}

QStringList smpirunArguments(int processors)
{
    return {QStringLiteral("-np"),
            QString::number(processors),
            QStringLiteral("-platform"),
            QStringLiteral("platform.xml"),
            QStringLiteral("-hostfile"),
            QStringLiteral("hostfile"),
            QStringLiteral("-replay"),
            QStringLiteral("traces"),
            // Constant-rate links, t_s + L t_w alone: no TCP window bound, no reverse traffic.
            QStringLiteral("--cfg=network/model:CM02"),
            QStringLiteral("--cfg=network/TCP-gamma:0"),
            QStringLiteral("--cfg=network/crosstraffic:0"),
            // A send completes when its message has arrived, as in CollViz: no eager sends that
            // let a sender run ahead into its next round while the message is still travelling.
            QStringLiteral("--cfg=smpi/send-is-detached-thresh:0"),
            QStringLiteral("--cfg=smpi/simulate-computation:no"),
            QStringLiteral("--log=xbt_cfg.thres:warning"),
            QStringLiteral("--log=smpi_config.thres:error")};
}

std::optional<double> simulatedTime(const QString &output)
{
    static const QRegularExpression re(QStringLiteral("Simulation time ([0-9.eE+-]+)"));
    const QRegularExpressionMatch match = re.match(output);
    if (!match.hasMatch())
        return std::nullopt;
    bool ok = false;
    const double t = match.captured(1).toDouble(&ok);
    return ok ? std::optional<double>(t) : std::nullopt;
}

} // namespace collviz::core::simgrid

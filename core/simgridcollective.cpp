// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "core/simgridcollective.h"

#include "core/costmodel.h"
#include "core/operation.h"
#include "core/topology.h"

#include <QCoreApplication>
#include <QLocale>
#include <QRegularExpression>

#include <algorithm>
#include <climits>
#include <cmath>

namespace collviz::core::simgrid {

namespace {

/// tr() of a literal marked with QT_TRANSLATE_NOOP in this file's context (lupdate reads no
/// literal nested in a call of a free function).
QString translated(const char *text) { return QCoreApplication::translate("collviz::core::simgrid", text); }

/// Shortest text that reads back as the same double.
QString number(double v) { return QString::number(v, 'g', QLocale::FloatingPointShortest); }

/// Whether SMPI's implementations of the operation cut the vector into pieces (scatter +
/// allgather broadcasts, reduce-scatter based reductions): then B is a multiple of p.
bool cutsTheVector(Operation operation)
{
    return operation == Operation::Broadcast || operation == Operation::Reduce || operation == Operation::Allreduce;
}

bool reduces(Operation operation) { return operation == Operation::Reduce || operation == Operation::Allreduce; }

/// Bytes per word: every count whole, and every piece of a cut vector whole.
double bytesPerWordOf(Operation operation, double m, int p)
{
    const double B = bytesPerWordFor({m});
    return cutsTheVector(operation) ? B * p : B;
}

/// The collective action of rank k, counts in bytes.
QString actionOf(Operation operation, int k, long long count, int root)
{
    const QString name = smpiCollective(operation);
    switch (operation) {
    case Operation::Broadcast:
        return QStringLiteral("%1 %2 %3 %4\n").arg(k).arg(name).arg(count).arg(root);
    case Operation::Reduce:
        return QStringLiteral("%1 %2 %3 0 %4\n").arg(k).arg(name).arg(count).arg(root);
    case Operation::Allreduce:
        return QStringLiteral("%1 %2 %3 0\n").arg(k).arg(name).arg(count);
    default:
        return QStringLiteral("%1 %2 %3 %3\n").arg(k).arg(name).arg(count);
    }
}

/// The largest count SimGrid's implementations hold in an int: an all-to-all's p blocks, an
/// allgather's p blocks; a vector's count itself.
bool countFits(Operation operation, double count, int p)
{
    const double total = operation == Operation::Alltoall || operation == Operation::Allgather ? count * p : count;
    return total <= double(INT_MAX);
}

} // namespace

QString smpiCollective(Operation operation)
{
    switch (operation) {
    case Operation::Broadcast:
        return QStringLiteral("bcast");
    case Operation::Reduce:
        return QStringLiteral("reduce");
    case Operation::Allgather:
        return QStringLiteral("allgather");
    case Operation::Alltoall:
        return QStringLiteral("alltoall");
    case Operation::Allreduce:
        return QStringLiteral("allreduce");
    default:
        return {};
    }
}

QString collectiveRefusal(const RunResult &result, const QString &implementation)
{
    if (!result.ok || !result.topology || !result.problem)
        return result.error.isEmpty()
                   ? translated(QT_TRANSLATE_NOOP("collviz::core::simgrid", "there is no timed run to export for SimGrid"))
                   : result.error;
    static const QRegularExpression name(QStringLiteral("^[A-Za-z0-9_]+$"));
    if (!name.match(implementation).hasMatch())
        return translated(QT_TRANSLATE_NOOP("collviz::core::simgrid",
                                            "'%1' is no name of a SimGrid implementation: SMPI's names are letters, "
                                            "digits and '_', such as bruck, binomial_tree or NTSLR"))
            .arg(implementation.left(40));
    const Operation operation = result.operation();
    if (smpiCollective(operation).isEmpty())
        return translated(QT_TRANSLATE_NOOP("collviz::core::simgrid",
                                            "SimGrid's replay runs its own implementations of broadcast, reduce, "
                                            "allgather, alltoall and allreduce only, not of %1"))
            .arg(operationName(operation));
    const CostParams &cost = result.params.cost;
    if (!(cost.tw > 0.0))
        return translated(QT_TRANSLATE_NOOP("collviz::core::simgrid",
                                            "SimGrid links need a finite bandwidth, 1/t_w, so t_w = 0 cannot be "
                                            "replayed; give --tw above 0"));
    if (reduces(operation) && cost.tc != 0.0)
        return translated(QT_TRANSLATE_NOOP("collviz::core::simgrid",
                                            "SimGrid's replay of a reduction charges no time for combining, so its "
                                            "implementations can only be compared at t_c = 0, not at t_c = %1"))
            .arg(number(cost.tc));
    const Topology &topology = *result.topology;
    const int p = topology.processorCount();
    if (result.model.switching == Switching::StoreAndForward)
        for (int a = 0; a < p; ++a)
            for (int b = 0; b < p; ++b)
                if (a != b && topology.distance(a, b) > 1)
                    return translated(QT_TRANSLATE_NOOP("collviz::core::simgrid",
                                                        "SimGrid's messages are flows that occupy their whole route at "
                                                        "once, so its implementations cannot run store-and-forward "
                                                        "over routes of several hops (%1 to %2: %3 hops); compare "
                                                        "under wormhole routing (--model wh)"))
                        .arg(a)
                        .arg(b)
                        .arg(topology.distance(a, b));
    const double count = std::round(cost.m * bytesPerWordOf(operation, cost.m, p));
    if (!(count >= 1.0) || !countFits(operation, count, p))
        return translated(QT_TRANSLATE_NOOP("collviz::core::simgrid",
                                            "m = %1 words make %2 bytes per block, which SimGrid's implementations "
                                            "cannot count (from 1 to %3 bytes for all %4 processors); choose a "
                                            "smaller m"))
            .arg(number(cost.m), number(count), number(double(INT_MAX)))
            .arg(p);
    return {};
}

std::optional<Export> makeCollective(const RunResult &result, const QString &implementation, QString *error)
{
    if (const QString why = collectiveRefusal(result, implementation); !why.isEmpty()) {
        if (error)
            *error = why;
        return std::nullopt;
    }
    const Topology &topology = *result.topology;
    const CostParams &cost = result.params.cost;
    const Operation operation = result.operation();
    const int p = topology.processorCount();

    Export out;
    out.processors = p;
    out.bytesPerWord = bytesPerWordOf(operation, cost.m, p);
    const double B = out.bytesPerWord;
    const long long count = std::llround(cost.m * B);
    const QString collective = smpiCollective(operation);
    const QString description =
        QStringLiteral("SimGrid's own %1 implementation of %2 (smpi/%2:%1) on the platform of %3 on %4, model %5, "
                       "m = %6, t_s = %7, t_w = %8, t_h = %9")
            .arg(implementation, collective, result.name, topology.name(), result.model.toString(), number(cost.m),
                 number(cost.ts), number(cost.tw), number(cost.th));
    const double envelope = kEnvelopeBytes * cost.tw / B;
    const QString units = QStringLiteral("1 CollViz time unit = 1 s, 1 word = %1 bytes: a link has latency t_h and "
                                         "bandwidth %1 bytes per t_w, a send port adds t_s less the %2 s SMPI's "
                                         "16-byte envelope takes")
                              .arg(number(B), number(envelope));

    Routes routes;
    for (int a = 0; a < p; ++a)
        for (int b = 0; b < p; ++b)
            if (a != b)
                routes.emplace(std::pair(a, b), topology.route(a, b));
    out.platform = platformXml(topology, cost, result.model, B, std::max(0.0, cost.ts - envelope), routes,
                               description, units);
    for (int k = 0; k < p; ++k) {
        out.hostfile += QStringLiteral("p%1\n").arg(k);
        out.traceList += QStringLiteral("rank-%1.trace\n").arg(k);
        out.traces << QStringLiteral("# %1\n# rank %2 on host p%2; %3\n%2 init\n").arg(description).arg(k).arg(units)
                          + actionOf(operation, k, count, result.params.root) + QStringLiteral("%1 finalize\n").arg(k);
    }
    out.script = QStringLiteral("#!/bin/sh\n"
                                "# SimGrid SMPI running its own implementation of a collective on CollViz's platform.\n"
                                "# %1\n"
                                "# %2\n"
                                "# CollViz's time for %3: %4. SimGrid prints its own as \"Simulation time\".\n"
                                "# Needs smpirun (Debian 12: apt-get install libsimgrid-dev).\n"
                                "cd \"$(dirname \"$0\")\" || exit 1\n"
                                "exec smpirun %5 \"$@\"\n")
                     .arg(description, units, result.name,
                          result.timeline ? number(result.timeline->totalTime()) : QStringLiteral("-"),
                          collectiveArguments(p, operation, implementation).join(QLatin1Char(' ')));
    return out;
}

bool writeCollective(const RunResult &result, const QString &implementation, const QString &dir, QString *error)
{
    const std::optional<Export> files = makeCollective(result, implementation, error);
    return files && writeFiles(*files, dir, error);
}

QStringList collectiveArguments(int processors, Operation operation, const QString &implementation)
{
    return smpirunArguments(processors)
           << QStringLiteral("--cfg=smpi/%1:%2").arg(smpiCollective(operation), implementation);
}

QString switchedImplementation(const QString &output, Operation operation)
{
    const QRegularExpression re(QStringLiteral("Switch to algorithm (\\S+) for collective %1\\b")
                                    .arg(QRegularExpression::escape(smpiCollective(operation))));
    return re.match(output).captured(1);
}

} // namespace collviz::core::simgrid

// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "core/designer/comparison.h"

#include <QCoreApplication>

#include <algorithm>

namespace collviz::core::designer {

namespace {

QString number(double v) { return QString::number(v, 'g', 6); }

/// "9 rounds, time 23"
QString roundsAndTime(int rounds, double time)
{
    const QString count =
        Text::count("collviz::core::designer", QT_TRANSLATE_N_NOOP("collviz::core::designer", "%n round(s)"), rounds)
            .translated();
    return QCoreApplication::translate("collviz::core::designer", "%1, time %2").arg(count, number(time));
}

} // namespace

const AlgorithmRun *Comparison::best() const
{
    const AlgorithmRun *best = nullptr;
    for (const AlgorithmRun &run : runs)
        if (run.verified
            && (!best || run.time < best->time || (run.time == best->time && run.rounds < best->rounds)))
            best = &run;
    return best;
}

Comparison compare(const Design &design, const std::atomic<bool> *cancel, double memoryLimitBytes)
{
    Comparison c;
    const Operation op = design.operation();
    for (const AlgorithmPtr &alg : AlgorithmRegistry::instance().forOperation(op)) {
        RunRequest request;
        request.algorithm = alg->id();
        request.topology = design.topology().name();
        request.modelSpec = design.model().toString();
        request.params = design.params();
        request.rootGiven = usesRoot(op);
        request.shiftGiven = usesShift(op);
        request.memoryLimitBytes = memoryLimitBytes;
        if (cancel && cancel->load())
            break;
        const RunResult result = Engine::run(request, cancel);
        if (!result.ok)
            continue; // it does not run on this network (or with this root)
        c.runs.push_back({alg->id(), int(result.schedule->rounds.size()), result.simulation.time,
                          result.simulation.verified});
        if (result.lowerBound)
            c.bound = std::max(c.bound.value_or(result.lowerBound->value), result.lowerBound->value);
    }
    return c;
}

QString comparisonSentence(const Comparison &comparison, const DesignVerdict &verdict)
{
    QStringList parts;
    parts << QCoreApplication::translate("collviz::core::designer", "your schedule: %1")
                 .arg(roundsAndTime(verdict.roundCount(), verdict.time));
    if (const AlgorithmRun *best = comparison.best())
        parts << QCoreApplication::translate("collviz::core::designer", "%1: %2").arg(best->id, roundsAndTime(best->rounds, best->time));
    if (comparison.bound)
        parts << QCoreApplication::translate("collviz::core::designer", "bound %1").arg(number(*comparison.bound));
    return parts.join(QStringLiteral("; "));
}

} // namespace collviz::core::designer

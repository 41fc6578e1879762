// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "core/engine.h"

#include "core/bits.h"
#include "core/costmodel.h"
#include "core/platform/platform.h"
#include "core/whatif.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace collviz::core {

namespace {
QString tr(const char *text) { return QCoreApplication::translate("collviz::core::Engine", text); }

QString humanBytes(double b)
{
    const char *units[] = {"B", "KiB", "MiB", "GiB", "TiB", "PiB"};
    int u = 0;
    while (b >= 1024 && u < 5) {
        b /= 1024;
        ++u;
    }
    return QStringLiteral("%1 %2").arg(b, 0, 'f', b < 10 ? 1 : 0).arg(QLatin1String(units[u]));
}
} // namespace

QString scheduleName(const RunResult &result)
{
    return result.name.isEmpty() ? QCoreApplication::translate("collviz::core::Engine", "unnamed schedule")
                                 : result.name;
}

double Engine::estimatedBytes(const Algorithm &algorithm, const Topology &topology, const RunParams &params)
{
    const int pieces = algorithm.pieces(topology);
    const int p = topology.processorCount();
    const double packets = Problem::packetCount(algorithm.operation(), p, pieces);
    const double refs = algorithm.estimatedPacketRefs(topology, pieces);
    const double rounds = algorithm.formulaRounds(topology, params).value_or(bits::ceilLog2(std::uint64_t(p)) + 1);
    const double transfers = double(p) * rounds;
    // Held copies: broadcast data ends on every processor; reductions end with a few partial
    // sums per processor, and every partial sum made on the way (about one per packet
    // reference, and two a node and round where a node combines twice, as prefix sums do)
    // carries a contributor set of a few intervals.
    const Operation op = algorithm.operation();
    const bool replicated = op == Operation::Broadcast || op == Operation::Allgather;
    const double held = replicated ? packets * p : packets + double(p) * pieces;
    // (48 bytes a partial sum: its 16-byte set, its combine, its packet and the tables'
    // slack; measured 2026-11-26: allreduce-reducescatter-allgather hypercube:10 274 MiB,
    // prefix-sum-hypercube hypercube:16 247 MiB, allreduce-hypercube hypercube:16 214 MiB,
    // reduce-scatter-hypercube hypercube:11 728 MiB.)
    const double contributorBytes = isReduction(op) ? (packets + refs) * 48.0 + transfers * 2 * 64.0 : 0.0;
    // A round keeps a 16-byte record per transfer beside its path nodes and packet ids (the
    // ids are the references above; a neighbour's path is two nodes); the simulator's loads and
    // port counts and the builder's slack add about as much again. A 1-port schedule has at
    // most p transfers a round. Calibrated against the peak resident size (/usr/bin/time -f %M,
    // whole collviz-cli run, 2026-11-26): alltoall-hypercube-pairwise hypercube:11 443 MiB
    // (106 bytes a one-packet transfer with everything else), allgather-ring ring:2000
    // 282 MiB, alltoall-hypercube-sex hypercube:12 856 MiB, alltoall-direct-exchange
    // torus:16x8x8 140 MiB.
    const double transferBytes = transfers * 48.0;
    // The engine's timeline keeps 32 bytes per message and, under store-and-forward, 16 per
    // hop (one message per transfer, one per packet when noncombining; most hops are one).
    // A what-if keeps a second timeline: the same schedule under the natural model
    // (Engine::timeNaturally).
    const CommModel natural = algorithm.naturalModel();
    auto timelineOf = [&](const CommModel &m) {
        const double count = m.combining ? transfers : std::max(transfers, refs);
        return count * 32.0 + (m.switching == Switching::StoreAndForward ? count * 1.5 * 16.0 : 0.0);
    };
    const double timelineBytes = timelineOf(params.model) + (params.model != natural ? timelineOf(natural) : 0.0);
    // Long paths: a path node, its arc and a busy interval of the timeline per hop.
    const double hopBytes = algorithm.estimatedExtraHops(topology) * 24.0;
    // A packet: its origin and destination in the packet table, its destination again in the
    // simulator's dense copy, its place (one holder) or holder set.
    const double packetBytes = packets * 16.0;
    // Per arc: the simulator's loads and the timeline's busy slots of a round (broadcast on
    // hypercube:16, 1 M arcs and 65,535 transfers, grows by 27 MB).
    const double arcBytes = double(topology.arcs().size()) * 24.0;
    return packetBytes + arcBytes + (refs + held) * sizeof(int) * 2 + contributorBytes + transferBytes
        + timelineBytes + hopBytes;
}

double Engine::availableBytes()
{
    return platform::availableMemoryBytes();
}

RunResult Engine::run(const RunRequest &request, const std::atomic<bool> *cancel, const Progress &progress)
{
    RunResult result;
    result.params = request.params;
    auto fail = [&](const QString &why) {
        result.ok = false;
        result.error = why;
        return result;
    };

    result.algorithm = AlgorithmRegistry::instance().find(request.algorithm);
    if (!result.algorithm)
        return fail(tr("unknown algorithm '%1'; accepted: %2 (see 'collviz-cli list')")
                        .arg(request.algorithm, AlgorithmRegistry::instance().ids().join(QStringLiteral(", "))));
    result.name = result.algorithm->id();
    const Algorithm &alg = *result.algorithm;

    QString err;
    result.topology = Topology::create(request.topology, &err);
    if (!result.topology)
        return fail(err);
    const Topology &topo = *result.topology;

    const Operation op = alg.operation();
    if (request.rootGiven && !usesRoot(op))
        return fail(tr("--root means nothing for %1 (operation %2); it applies to broadcast, reduce, scatter and gather")
                        .arg(alg.id(), operationName(op)));
    if (request.shiftGiven && !usesShift(op))
        return fail(tr("--shift means nothing for %1 (operation %2); it applies to shift algorithms")
                        .arg(alg.id(), operationName(op)));
    const CostParams &c = request.params.cost;
    // The upper limit keeps every sum of round times finite (no "inf" in a result).
    constexpr double kMaxCost = 1e12;
    auto inRange = [&](double v, bool positive) { return (positive ? v > 0 : v >= 0) && v <= kMaxCost; };
    if (!inRange(c.m, true) || !inRange(c.ts, false) || !inRange(c.tw, false) || !inRange(c.th, false)
        || !inRange(c.tc, false))
        return fail(tr("cost parameters are out of range; accepted: 0 < m <= 1e12 and 0 <= t_s, t_w, t_h, t_c <= 1e12"));

    if (!alg.supports(topo, request.params, &err))
        return fail(err);

    result.model = alg.naturalModel();
    if (!request.modelSpec.trimmed().isEmpty()) {
        if (!CommModel::parse(request.modelSpec, alg.naturalModel(), &result.model, &err))
            return fail(err);
    }
    result.whatIf = result.model != alg.naturalModel();

    result.params.model = result.model;
    // Refused before anything is built: the estimate against the request's limit, and with a
    // quarter more for the allocator and the estimate's spread, against the memory this
    // process can still get.
    const double estimate = estimatedBytes(alg, topo, result.params);
    const double available = availableBytes();
    const bool machine = estimate * 1.25 > available;
    if (machine || estimate > request.memoryLimitBytes) {
        const double bytes = machine ? estimate * 1.25 : estimate;
        return fail(tr("%1 on %2 would need about %3 of memory, more than the %4 %5; choose a smaller topology")
                        .arg(alg.id(), topo.name(), humanBytes(bytes),
                             humanBytes(machine ? available : request.memoryLimitBytes),
                             machine ? tr("this process can still get (memory limits and free memory)")
                                     : tr("allowed")));
    }

    // The ring order may depend on the model (set just above), so it is asked for here.
    auto problem = std::make_shared<Problem>(op, result.topology, request.params.root, request.params.shift,
                                             alg.pieces(topo), alg.ringOrder(topo, result.params));
    std::shared_ptr<Schedule> schedule;
    try {
        const BuildCancellation cancellation(cancel);
        schedule = std::make_shared<Schedule>(alg.build(*problem, result.params));
    } catch (const BuildCancelled &) {
        result.simulation.cancelled = true;
        return fail(tr("the run was cancelled"));
    }
    if (cancel && cancel->load()) {
        result.simulation.cancelled = true;
        return fail(tr("the run was cancelled"));
    }
    return evaluate({ScheduleSource::Algorithm, result.algorithm, alg.id(), alg.naturalModel()}, std::move(problem),
                    std::move(schedule), result.params, cancel, progress);
}

RunResult Engine::evaluate(const ScheduleOrigin &origin, std::shared_ptr<const Problem> problem,
                           std::shared_ptr<const Schedule> schedule, const RunParams &params,
                           const std::atomic<bool> *cancel, const Progress &progress)
{
    RunResult result;
    result.source = origin.source;
    result.algorithm = origin.algorithm;
    result.name = origin.name;
    result.naturalModel = origin.natural;
    result.topology = problem->topologyPtr();
    result.params = params;
    result.model = params.model;
    result.whatIf = result.model != origin.natural;
    auto timeline = std::make_shared<Timeline>();
    result.simulation = Simulator::run(*problem, *schedule, result.model, params.cost, cancel, progress, timeline.get());
    if (result.simulation.cancelled || (cancel && cancel->load())) {
        result.simulation.cancelled = true;
        result.error = tr("the run was cancelled");
        return result;
    }
    result.problem = std::move(problem);
    result.schedule = std::move(schedule);
    result.timeline = std::move(timeline);
    timeNaturally(result, cancel);
    if (cancel && cancel->load()) {
        result.error = tr("the run was cancelled");
        return result;
    }
    evaluateFormulas(result);
    result.ok = true;
    return result;
}

RunResult Engine::recost(const RunResult &base, const CostParams &cost, const std::atomic<bool> *cancel)
{
    RunResult result = base;
    result.params.cost = cost;
    auto timeline = std::make_shared<Timeline>(Engine::timeline(result, result.model, cost, cancel));
    if (cancel && cancel->load()) {
        result.ok = false;
        result.error = tr("the run was cancelled");
        return result;
    }
    applyTimes(result.simulation, *timeline);
    result.timeline = std::move(timeline);
    timeNaturally(result, cancel);
    if (cancel && cancel->load()) {
        result.ok = false;
        result.error = tr("the run was cancelled");
        return result;
    }
    evaluateFormulas(result);
    return result;
}

void Engine::timeNaturally(RunResult &result, const std::atomic<bool> *cancel)
{
    result.naturalTimeline.reset();
    if (!result.whatIf || !result.schedule || !result.topology)
        return;
    result.naturalTimeline = std::make_shared<const Timeline>(
        Engine::timeline(result, result.naturalModel, result.params.cost, cancel));
}

Timeline Engine::timeline(const RunResult &run, const CommModel &model, const CostParams &cost,
                          const std::atomic<bool> *cancel)
{
    return CostModel::timeline(*run.topology, *run.schedule, model, cost, cancel, run.simulation.checkedRounds.get());
}

void Engine::evaluateFormulas(RunResult &result)
{
    if (!result.algorithm)
        return; // a schedule of no registered algorithm has no source's formula or bound
    const Algorithm &alg = *result.algorithm;
    const Topology &topo = *result.topology;
    result.formula = alg.formula(topo, result.params);
    result.formulaRounds = alg.formulaRounds(topo, result.params);
    // The algorithm's reason, and the engine's measured reasons for what it does not cover
    // (what-if models, t_h): whatif.h.
    result.formulaDeviation = deviationFor(result);
    result.lowerBound = alg.lowerBound(topo, result.params);
}

} // namespace collviz::core

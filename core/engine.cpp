#include "core/engine.h"

#include "core/bits.h"
#include "core/costmodel.h"
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

double Engine::estimatedBytes(const Algorithm &algorithm, const Topology &topology, const RunParams &params)
{
    const int pieces = algorithm.pieces(topology);
    const int p = topology.processorCount();
    const double packets = Problem::packetCount(algorithm.operation(), p, pieces);
    const double refs = algorithm.estimatedPacketRefs(topology, pieces);
    // Held copies: broadcast data ends on every processor; reductions end with a few partial
    // sums per processor, and every partial sum made on the way (about one per packet
    // reference) carries a contributor set of a few intervals.
    const Operation op = algorithm.operation();
    const bool replicated = op == Operation::Broadcast || op == Operation::Allgather;
    const double held = replicated ? packets * p : packets + double(p) * pieces;
    const double contributorBytes = isReduction(op) ? (packets + refs) * 64.0 : 0.0;
    // Every transfer costs its struct, two small heap vectors and their allocator overhead
    // (measured: about 190 bytes for a one-packet e-cube transfer on hypercube:12). A 1-port
    // schedule has at most p transfers a round.
    const double rounds = algorithm.formulaRounds(topology, params).value_or(bits::ceilLog2(std::uint64_t(p)) + 1);
    const double transferBytes = double(p) * rounds * 192.0;
    return packets * sizeof(Packet) + (refs + held) * sizeof(int) * 2 + contributorBytes + transferBytes;
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
    if (!inRange(c.m, true) || !inRange(c.ts, false) || !inRange(c.tw, false) || !inRange(c.th, false))
        return fail(tr("cost parameters are out of range; accepted: 0 < m <= 1e12 and 0 <= t_s, t_w, t_h <= 1e12"));

    if (!alg.supports(topo, request.params, &err))
        return fail(err);

    result.model = alg.naturalModel();
    if (!request.modelSpec.trimmed().isEmpty()) {
        if (!CommModel::parse(request.modelSpec, alg.naturalModel(), &result.model, &err))
            return fail(err);
    }
    result.whatIf = result.model != alg.naturalModel();

    result.params.model = result.model;
    const double bytes = estimatedBytes(alg, topo, result.params);
    if (bytes > request.memoryLimitBytes)
        return fail(tr("%1 on %2 would need about %3 for its packet records, more than the %4 allowed; choose a "
                       "smaller topology")
                        .arg(alg.id(), topo.name(), humanBytes(bytes), humanBytes(request.memoryLimitBytes)));

    // The ring order may depend on the model (set just above), so it is asked for here.
    auto problem = std::make_shared<Problem>(op, result.topology, request.params.root, request.params.shift,
                                             alg.pieces(topo), alg.ringOrder(topo, result.params));
    auto schedule = std::make_shared<Schedule>(alg.build(*problem, result.params));
    if (cancel && cancel->load()) {
        result.simulation.cancelled = true;
        return fail(tr("the run was cancelled"));
    }
    auto timeline = std::make_shared<Timeline>();
    result.simulation =
        Simulator::run(*problem, *schedule, result.model, request.params.cost, cancel, progress, timeline.get());
    if (result.simulation.cancelled)
        return fail(tr("the run was cancelled"));
    result.problem = problem;
    result.schedule = schedule;
    result.timeline = std::move(timeline);
    evaluateFormulas(result);
    result.ok = true;
    return result;
}

RunResult Engine::recost(const RunResult &base, const CostParams &cost, const std::atomic<bool> *cancel)
{
    RunResult result = base;
    result.params.cost = cost;
    auto timeline = std::make_shared<Timeline>(
        CostModel::timeline(*result.topology, *result.schedule, result.model, cost, cancel));
    if (cancel && cancel->load()) {
        result.ok = false;
        result.error = tr("the run was cancelled");
        return result;
    }
    applyTimes(result.simulation, *timeline);
    result.timeline = std::move(timeline);
    evaluateFormulas(result);
    return result;
}

void Engine::evaluateFormulas(RunResult &result)
{
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

// Engine throughput on large schedules: time to build a schedule, to check it (Simulator),
// to make its timeline (CostModel), to re-cost it under another t_w (Engine::recost: what the
// cost-vs-message-size chart calls hundreds of times), and packet-hops simulated per second.
// Prints the median of several repetitions.
//
//   ./bench_engine [repetitions]

#include "core/costmodel.h"
#include "core/engine.h"

#include <QCoreApplication>
#include <QElapsedTimer>

#include <algorithm>
#include <cstdio>
#include <vector>

using namespace collviz::core;

namespace {

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v.empty() ? 0.0 : v[v.size() / 2];
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const int reps = argc > 1 ? std::max(1, atoi(argv[1])) : 5;
    const std::pair<const char *, const char *> cases[] = {
        {"alltoall-hypercube-pairwise", "hypercube:10"},
        {"alltoall-hypercube-sex", "hypercube:10"},
        {"alltoall-cartesian", "torus:32x32"},
        {"alltoall-direct-exchange", "torus:16x8x8"},
        {"allgather-ring", "ring:1024"},
        {"reduce-scatter-hypercube", "hypercube:10"},
        {"broadcast-recursive-doubling", "hypercube:16"},
    };
    std::printf("%-30s %-14s %7s %9s %9s %11s %10s %14s %9s\n", "algorithm", "topology", "rounds", "build ms",
                "check ms", "timeline ms", "recost ms", "packet-hops", "Mhops/s");
    for (const auto &[id, spec] : cases) {
        const auto alg = AlgorithmRegistry::instance().find(QString::fromLatin1(id));
        QString error;
        const auto topo = Topology::create(QString::fromLatin1(spec), &error);
        if (!alg || !topo) {
            std::printf("%-30s %-14s skipped: %s\n", id, spec, alg ? qPrintable(error) : "not registered");
            continue;
        }
        RunParams params;
        params.model = alg->naturalModel();
        std::vector<double> buildMs, checkMs, timelineMs, recostMs;
        double hops = 0;
        int rounds = 0;
        RunRequest request;
        request.algorithm = QString::fromLatin1(id);
        request.topology = QString::fromLatin1(spec);
        const RunResult base = Engine::run(request);
        for (int r = 0; r < reps; ++r) {
            QElapsedTimer t;
            t.start();
            Problem problem(alg->operation(), topo, 0, 1, alg->pieces(*topo));
            const Schedule schedule = alg->build(problem, params);
            buildMs.push_back(t.nsecsElapsed() / 1e6);
            t.restart();
            const SimulationResult sim = Simulator::check(problem, schedule, params.model);
            checkMs.push_back(t.nsecsElapsed() / 1e6);
            t.restart();
            const Timeline timeline = CostModel::timeline(*topo, schedule, params.model, params.cost);
            timelineMs.push_back(t.nsecsElapsed() / 1e6);
            if (!sim.verified)
                std::printf("  warning: %s on %s did not verify\n", id, spec);
            if (base.ok) {
                CostParams cost = base.params.cost;
                cost.tw = 2.0 + r;
                t.restart();
                const RunResult re = Engine::recost(base, cost);
                recostMs.push_back(t.nsecsElapsed() / 1e6);
                if (!re.ok || re.schedule != base.schedule)
                    std::printf("  warning: %s on %s did not re-cost\n", id, spec);
            }
            hops = 0;
            for (const Round &round : schedule.rounds)
                for (const Transfer &tr : round.transfers)
                    hops += double(tr.packets.size()) * double(tr.path.size() - 1);
            rounds = int(schedule.rounds.size());
        }
        const double simulate = median(checkMs) + median(timelineMs);
        std::printf("%-30s %-14s %7d %9.1f %9.1f %11.1f %10.1f %14.0f %9.2f\n", id, spec, rounds, median(buildMs),
                    median(checkMs), median(timelineMs), median(recostMs), hops,
                    simulate > 0 ? hops / simulate / 1e3 : 0.0);
    }
    return 0;
}

// Engine throughput on large schedules: time to build a schedule and to simulate (check and
// cost) it, and packet-hops simulated per second. Prints the median of several repetitions.
//
//   ./bench_engine [repetitions]

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
        {"allgather-ring", "ring:1024"},
        {"reduce-scatter-hypercube", "hypercube:10"},
        {"broadcast-recursive-doubling", "hypercube:16"},
    };
    std::printf("%-30s %-14s %8s %12s %12s %14s %12s\n", "algorithm", "topology", "rounds", "build ms",
                "simulate ms", "packet-hops", "Mhops/s");
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
        std::vector<double> buildMs, simMs;
        double hops = 0;
        int rounds = 0;
        for (int r = 0; r < reps; ++r) {
            QElapsedTimer t;
            t.start();
            Problem problem(alg->operation(), topo, 0, 1, alg->pieces(*topo));
            const Schedule schedule = alg->build(problem, params);
            buildMs.push_back(t.nsecsElapsed() / 1e6);
            t.restart();
            const SimulationResult sim = Simulator::run(problem, schedule, params.model, params.cost);
            simMs.push_back(t.nsecsElapsed() / 1e6);
            if (!sim.verified)
                std::printf("  warning: %s on %s did not verify\n", id, spec);
            hops = 0;
            for (const Round &round : schedule.rounds)
                for (const Transfer &tr : round.transfers)
                    hops += double(tr.packets.size()) * double(tr.path.size() - 1);
            rounds = int(schedule.rounds.size());
        }
        const double sim = median(simMs);
        std::printf("%-30s %-14s %8d %12.1f %12.1f %14.0f %12.2f\n", id, spec, rounds, median(buildMs), sim, hops,
                    sim > 0 ? hops / sim / 1e3 : 0.0);
    }
    return 0;
}

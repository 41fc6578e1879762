// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// What a Reveal in exercise mode costs the engine side (core/exercise/exercise.h), against one
// frame (16 ms), on the largest networks a lecture shows: the channels of every round (each
// transfer's path turned into arcs), the holdings of a node after the last round replayed from
// scratch (holdingsAfterRound: the CLI's and the tests' way) beside the same read from a
// checkpointed Replay (the window's: Session's replay), and the round's time.
//
//   ./bench_exercise

#include "core/engine.h"
#include "core/exercise/exercise.h"
#include "core/simulator.h"

#include <QCoreApplication>
#include <QElapsedTimer>

#include <algorithm>
#include <cstdio>
#include <vector>

using namespace collviz;
using namespace collviz::core;

namespace {

struct Case
{
    const char *algorithm;
    const char *topology;
    const char *model;
};

double msSince(const QElapsedTimer &t) { return double(t.nsecsElapsed()) / 1e6; }

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const Case cases[] = {
        {"alltoall-hypercube-sex", "hypercube:10", "sf"},
        {"alltoall-cartesian", "torus:16x16", "sf,noncombining"},
        {"allgather-ring", "ring:256", ""},
        {"broadcast-recursive-doubling", "hypercube:16", ""},
    };
    std::printf("%-30s %-13s %6s %9s | %-21s | %-26s | %s\n", "algorithm", "network", "rounds", "transfers",
                "channels/round (ms)", "holdings, last round (ms)", "time/round (us)");
    std::printf("%-30s %-13s %6s %9s | %10s %10s | %12s %13s |\n", "", "", "", "", "median", "max", "own replay",
                "checkpointed");
    for (const Case &c : cases) {
        RunRequest request;
        request.algorithm = QString::fromLatin1(c.algorithm);
        request.topology = QString::fromLatin1(c.topology);
        request.modelSpec = QString::fromLatin1(c.model);
        const RunResult run = Engine::run(request);
        if (!run.ok) {
            std::printf("%s on %s: %s\n", c.algorithm, c.topology, qPrintable(run.error));
            continue;
        }
        const int rounds = int(run.schedule->rounds.size());
        std::size_t transfers = 0;
        std::vector<double> perRound;
        QElapsedTimer t;
        for (int k = 1; k <= rounds; ++k) {
            transfers += run.schedule->rounds[std::size_t(k - 1)].transfers.size();
            t.start();
            const std::vector<int> arcs = exercise::channelsOfRound(run, k);
            perRound.push_back(msSince(t));
            if (arcs.empty() && run.schedule->rounds[std::size_t(k - 1)].transfers.size() > 0)
                std::printf("  round %d: no channel\n", k);
        }
        std::sort(perRound.begin(), perRound.end());
        const int node = run.topology->processorCount() - 1;
        t.start();
        const std::vector<int> own = exercise::holdingsAfterRound(run, rounds, node);
        const double ownMs = msSince(t);
        // The window's replay keeps a checkpoint every few rounds (EngineRunner): made once per
        // result, off the GUI thread; a reveal reads one state from it.
        const Replay replay(run.schedule.get(), std::max(1, rounds / 64));
        t.start();
        const std::vector<int> fromCheckpoint = exercise::holdingsIn(replay.stateAfter(rounds), node);
        const double checkpointMs = msSince(t);
        if (own != fromCheckpoint)
            std::printf("  holdings differ\n");
        t.start();
        double sum = 0;
        for (int k = 1; k <= rounds; ++k)
            sum += exercise::timeOfRound(run, k);
        const double timeUs = 1e3 * msSince(t) / std::max(1, rounds);
        std::printf("%-30s %-13s %6d %9zu | %10.3f %10.3f | %12.2f %13.2f | %.3f   (sum %g = %g)\n", c.algorithm,
                    c.topology, rounds, transfers, perRound[perRound.size() / 2], perRound.back(), ownMs, checkpointMs,
                    timeUs, sum, run.simulation.time);
    }
    return 0;
}

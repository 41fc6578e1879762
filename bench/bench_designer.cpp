// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The schedule designer's live verdict: Q6 (hypercube:6) all-to-all by pairwise exchange,
// 64 nodes, 63 rounds, 4,032 packets, loaded as a design ("edit a copy"). Each edit adds a
// transfer in round 30 (its packets the default, from the checker's state at the start of
// the round) and asks for the verdict, then takes it away and asks again: what a click and an
// undo cost before the panel can repaint. Prints the median, 95th percentile and maximum of
// each against one frame (16 ms), in wall-clock and CPU time, beside a verdict from scratch.
// Then a click's defaults on a design with combines (allreduce-hypercube copied on the same
// cube): the default packets and the default combines of a node in the last round.
//
//   ./bench_designer [edits] [hypercube:N]     (default: 200 edits on hypercube:6)

#include "core/designer/comparison.h"
#include "core/designer/designcheck.h"

#include <QCoreApplication>
#include <QElapsedTimer>

#include <algorithm>
#include <cstdio>
#include <ctime>
#include <vector>

using namespace collviz;
using namespace collviz::core;

namespace {

double percentile(std::vector<double> v, double q)
{
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    const std::size_t i = std::min(v.size() - 1, std::size_t(q * double(v.size() - 1) + 0.5));
    return v[i];
}

/// CPU time of the process in ms: on a busy shared machine wall-clock times include waiting
/// for a core, CPU time does not.
double cpuMs()
{
    timespec ts{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

void print(const char *what, const std::vector<double> &wall, const std::vector<double> &cpu)
{
    std::printf("    %-34s median %6.3f ms  p95 %6.3f ms  max %6.3f ms   (CPU: median %6.3f, max %6.3f)\n", what,
                percentile(wall, 0.5), percentile(wall, 0.95), *std::max_element(wall.begin(), wall.end()),
                percentile(cpu, 0.5), *std::max_element(cpu.begin(), cpu.end()));
}

/// A click's defaults on a design with combines: the copy of the allreduce's recursive doubling
/// on the same cube (a combine every round), node 0's default packets from its partner in the
/// last round and its default combines there, each from the checker's state before the round.
int benchCombines(int edits, const QString &topology)
{
    RunRequest request;
    request.algorithm = QStringLiteral("allreduce-hypercube");
    request.topology = topology;
    const RunResult run = Engine::run(request);
    if (!run.ok) {
        std::printf("%s\n", qPrintable(run.error));
        return 1;
    }
    const designer::Design design = designer::Design::copyOf(run);
    designer::DesignChecker checker;
    const designer::DesignVerdict &v = checker.check(design);
    const int round = design.roundCount() - 1;
    const int partner = design.round(round).transfers.empty() ? 1 : design.round(round).transfers[0].dst;
    std::vector<double> packetsWall, packetsCpu, combinesWall, combinesCpu;
    QElapsedTimer clock;
    std::size_t found = 0;
    for (int i = 0; i < edits; ++i) {
        const BufferState &before = v.rounds[std::size_t(round - 1)].verdict.after;
        clock.restart();
        double cpu = cpuMs();
        found += design.defaultPackets(before, partner, 0).size();
        packetsWall.push_back(double(clock.nsecsElapsed()) / 1e6);
        packetsCpu.push_back(cpuMs() - cpu);
        clock.restart();
        cpu = cpuMs();
        found += design.defaultCombines(before, round, 0).size();
        combinesWall.push_back(double(clock.nsecsElapsed()) / 1e6);
        combinesCpu.push_back(cpuMs() - cpu);
    }
    std::printf("designer defaults with combines, %s on %s: %d rounds, %d design packet ids, in round %d "
                "(%zu found)\n",
                qPrintable(request.algorithm), qPrintable(topology), design.roundCount(), design.packetIdCount(),
                round + 1, found / std::size_t(edits));
    print("default packets (a click)", packetsWall, packetsCpu);
    print("default combines (a Ctrl-click)", combinesWall, combinesCpu);
    return 0;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const int edits = argc > 1 ? std::max(1, QString::fromLocal8Bit(argv[1]).toInt()) : 200;
    RunRequest request;
    request.algorithm = QStringLiteral("alltoall-hypercube-pairwise");
    request.topology = argc > 2 ? QString::fromLocal8Bit(argv[2]) : QStringLiteral("hypercube:6");
    const RunResult run = Engine::run(request);
    if (!run.ok) {
        std::printf("%s\n", qPrintable(run.error));
        return 1;
    }
    designer::Design design = designer::Design::copyOf(run);

    QElapsedTimer clock;
    clock.start();
    designer::DesignChecker checker;
    const designer::DesignVerdict &first = checker.check(design);
    const double scratchMs = double(clock.nsecsElapsed()) / 1e6;
    if (!first.verified || first.time != run.simulation.time) {
        std::printf("the copy does not verify as the run does\n");
        return 1;
    }

    // Node 0 sends in round 30 to its partner of round 40 the packet it holds for it: a port
    // over its limit and a shared channel in round 30, the packet gone ahead of round 40, so
    // the rounds from 30 on are judged again, after the edit and after its undo.
    const int round = 30;
    const Round &later = run.schedule->rounds[40];
    int partner = -1;
    for (const Transfer &t : later.transfers)
        if (t.src == 0)
            partner = t.dst;
    std::vector<double> addWall, addCpu, undoWall, undoCpu;
    int judged = 0;
    int redAfterAdd = 0;
    for (int i = 0; i < edits; ++i) {
        clock.restart();
        double cpu = cpuMs();
        const std::vector<int> packets =
            design.defaultPackets(checker.check(design).rounds[std::size_t(round - 1)].verdict.after, 0, partner);
        const int t = design.addTransfer(round, 0, partner, {}, packets);
        const designer::DesignVerdict &added = checker.check(design);
        addWall.push_back(double(clock.nsecsElapsed()) / 1e6);
        addCpu.push_back(cpuMs() - cpu);
        judged += checker.lastJudged();
        redAfterAdd = added.findings + added.reusedChannels;

        clock.restart();
        cpu = cpuMs();
        design.takeTransfer(round, t);
        const designer::DesignVerdict &undone = checker.check(design);
        undoWall.push_back(double(clock.nsecsElapsed()) / 1e6);
        undoCpu.push_back(cpuMs() - cpu);
        judged += checker.lastJudged();
        if (!undone.verified) {
            std::printf("edit %d: the undo did not give the verdict back\n", i);
            return 1;
        }
    }
    std::printf("designer verdict, %s on %s: %d rounds, %zu packets, %d edits in round %d "
                "(%d rounds judged a verdict, %d findings after the edit); one frame = 16 ms\n",
                qPrintable(request.algorithm), qPrintable(request.topology), first.roundCount(),
                run.schedule->packets.size(), edits, round, judged / (2 * edits), redAfterAdd);
    std::printf("    %-34s %6.3f ms\n", "verdict from scratch", scratchMs);
    // What the panel does besides: the design evaluated to be shown (after the verdict is on
    // screen), and the registered algorithms run once per problem.
    clock.restart();
    const RunResult shown = design.evaluate();
    std::printf("    %-34s %6.3f ms\n", "Engine::evaluate to show it", double(clock.nsecsElapsed()) / 1e6);
    clock.restart();
    const designer::Comparison comparison = designer::compare(design);
    std::printf("    %-34s %6.3f ms  (%zu algorithms)\n", "comparison, once per problem", double(clock.nsecsElapsed()) / 1e6,
                comparison.runs.size());
    if (!shown.ok)
        return 1;
    print("add transfer + verdict", addWall, addCpu);
    print("take it away (undo) + verdict", undoWall, undoCpu);
    return benchCombines(edits, request.topology);
}

// Frame time of NetworkView while a round animates: each frame is setProgress() plus a
// full render of the view into a 1600x1000 image (what a repaint of the window costs),
// over several rounds. Prints median and 95th percentile per case, and the time from
// constructing the view to its first rendered frame. Target: p95 <= 16 ms (60 frames/s).
// Then the time setResult() blocks the GUI thread on large hypercubes.
//
//   QT_QPA_PLATFORM=offscreen ./bench_frames [frames-per-round]

#include "views/network/networkview.h"

#include "core/engine.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QImage>
#include <QPainter>
#include <QThread>

#include <algorithm>
#include <cstdio>
#include <ctime>
#include <memory>
#include <vector>

using namespace collviz;

namespace {

struct Case
{
    QString algorithm;
    QString topology;
    QString note;
};

/// CPU time of the whole process (all threads) in ms: on a busy shared machine wall-clock
/// frame times include time spent waiting for a core, CPU time does not.
double cpuMs()
{
    timespec ts{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

double percentile(std::vector<double> v, double q)
{
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    const std::size_t i = std::min(v.size() - 1, std::size_t(q * double(v.size() - 1) + 0.5));
    return v[i];
}

/// An allgather algorithm that runs on the topology, or broadcast-recursive-doubling when the
/// registry has none yet (said in the output).
Case allgatherCase(const QString &topologySpec)
{
    QString error;
    const core::TopologyPtr topology = core::Topology::create(topologySpec, &error);
    core::RunParams params;
    for (const core::AlgorithmPtr &a : core::AlgorithmRegistry::instance().forOperation(core::Operation::Allgather))
        if (topology && a->supports(*topology, params, nullptr))
            return {a->id(), topologySpec, {}};
    return {QStringLiteral("broadcast-recursive-doubling"), topologySpec,
            QStringLiteral("no allgather algorithm supports %1 yet; broadcast instead").arg(topologySpec)};
}

void runCase(const Case &c, int framesPerRound)
{
    core::RunRequest request;
    request.algorithm = c.algorithm;
    request.topology = c.topology;
    QElapsedTimer engineTimer;
    engineTimer.start();
    auto result = std::make_shared<core::RunResult>(core::Engine::run(request));
    const double engineMs = engineTimer.nsecsElapsed() / 1e6;
    if (!result->ok) {
        std::printf("%-32s %-14s  error: %s\n", qPrintable(c.algorithm), qPrintable(c.topology),
                    qPrintable(result->error));
        return;
    }
    const core::Replay replay(result->schedule.get());
    const int rounds = replay.rounds();
    QImage image(1600, 1000, QImage::Format_ARGB32_Premultiplied);

    QElapsedTimer first;
    first.start();
    views::NetworkView view;
    view.resize(image.size());
    view.setResult(result);
    view.setRound(1, replay.stateAfter(0), replay.stateAfter(1));
    view.setProgress(0.0);
    view.viewport()->render(&image);
    const double firstMs = first.nsecsElapsed() / 1e6;

    std::vector<double> frames;
    std::vector<double> cpuFrames;
    std::vector<double> roundChanges;
    QElapsedTimer timer;
    for (int r = 1; r <= rounds; ++r) {
        const core::BufferState before = replay.stateAfter(r - 1);
        const core::BufferState after = replay.stateAfter(r);
        timer.start();
        view.setRound(r, before, after);
        roundChanges.push_back(timer.nsecsElapsed() / 1e6);
        for (int f = 0; f <= framesPerRound; ++f) {
            const double cpu = cpuMs();
            timer.start();
            view.setProgress(double(f) / framesPerRound);
            view.viewport()->render(&image);
            frames.push_back(timer.nsecsElapsed() / 1e6);
            cpuFrames.push_back(cpuMs() - cpu);
        }
    }
    std::printf("%s on %s: %d rounds, %zu frames\n", qPrintable(c.algorithm), qPrintable(c.topology), rounds,
                frames.size());
    std::printf("    frame wall  median %6.2f ms  p95 %6.2f ms  max %6.2f ms\n", percentile(frames, 0.5),
                percentile(frames, 0.95), percentile(frames, 1.0));
    std::printf("    frame cpu   median %6.2f ms  p95 %6.2f ms\n", percentile(cpuFrames, 0.5),
                percentile(cpuFrames, 0.95));
    std::printf("    first frame %6.1f ms after constructing the view; round change median %.2f ms; engine %.1f ms\n",
                firstMs, percentile(roundChanges, 0.5), engineMs);
    if (!c.note.isEmpty())
        std::printf("    note: %s\n", qPrintable(c.note));
}

/// Time NetworkView::setResult takes on the GUI thread for a large network (building the
/// layout and the scene, then the first round), and the first render after it.
void setResultCase(const QString &algorithm, const QString &topology)
{
    core::RunRequest request;
    request.algorithm = algorithm;
    request.topology = topology;
    auto result = std::make_shared<core::RunResult>(core::Engine::run(request));
    if (!result->ok) {
        std::printf("%-32s %-14s  error: %s\n", qPrintable(algorithm), qPrintable(topology), qPrintable(result->error));
        return;
    }
    QImage image(1600, 1000, QImage::Format_ARGB32_Premultiplied);
    views::NetworkView view;
    view.resize(image.size());
    QElapsedTimer timer;
    timer.start();
    view.setResult(result);
    const double setMs = timer.nsecsElapsed() / 1e6;
    const core::Replay replay(result->schedule.get());
    timer.start();
    view.setRound(1, replay.stateAfter(0), replay.stateAfter(1));
    view.setProgress(0.5);
    const double roundMs = timer.nsecsElapsed() / 1e6;
    timer.start();
    view.viewport()->render(&image);
    const double renderMs = timer.nsecsElapsed() / 1e6;
    std::printf("%s on %s (%d vertices%s): setResult %.1f ms, first round %.1f ms, render %.1f ms\n",
                qPrintable(algorithm), qPrintable(topology), result->topology->nodeCount(),
                view.isOverview() ? ", overview drawing" : "", setMs, roundMs, renderMs);
}

} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    const int framesPerRound = argc > 1 ? std::max(2, std::atoi(argv[1])) : 60;
    std::printf("NetworkView frame time: setProgress + render 1600x1000, %d frames per round, platform %s, "
                "%d cores\n",
                framesPerRound, qPrintable(QGuiApplication::platformName()), QThread::idealThreadCount());
    const std::vector<Case> cases{
        {QStringLiteral("alltoall-hypercube-pairwise"), QStringLiteral("hypercube:5"), {}},
        {QStringLiteral("alltoall-hypercube-sex"), QStringLiteral("hypercube:5"), {}},
        allgatherCase(QStringLiteral("torus:8x8x8")),
        // A stress case: every one of the 512 nodes sends in every round.
        {QStringLiteral("alltoall-cartesian"), QStringLiteral("torus:8x8x8"), QStringLiteral("stress case")},
    };
    for (const Case &c : cases)
        runCase(c, framesPerRound);
    setResultCase(QStringLiteral("broadcast-recursive-doubling"), QStringLiteral("hypercube:10"));
    setResultCase(QStringLiteral("broadcast-recursive-doubling"), QStringLiteral("hypercube:16"));
    return 0;
}

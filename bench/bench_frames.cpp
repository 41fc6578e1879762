// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Frame time of NetworkView while a round animates: each frame is setProgress() plus a
// full render of the view into a 1600x1000 image (what a repaint of the window costs),
// over several rounds. Prints median and 95th percentile per case, and the time from
// constructing the view to its first rendered frame. Target: p95 <= 16 ms (60 frames/s).
// Then the time setResult() blocks the GUI thread on large hypercubes.
//
// Then start and exit of the app at 1,024 nodes, each process a child of this one, the app
// and the CLI in turn on the same case: the app's first frame (`collviz --startup-time`, from
// its start to the line it prints) beside `collviz-cli run` of the same case (start to end),
// and their ratio (target <= 1.5); the app's end after its window is closed (from that line
// to the process's end; target <= 0.5 s); and each child's peak resident memory (wait4's
// ru_maxrss; target for the app < 300 MB). Medians of the runs; wall and CPU (user + system).
//
//   QT_QPA_PLATFORM=offscreen ./bench_frames [frames-per-round] [--start-only] [--runs N]
//   (--start-only: only the start and exit figures; --runs: runs of each process, default 3)

#include "views/network/networkview.h"

#include "core/engine.h"

#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QImage>
#include <QPainter>
#include <QTemporaryDir>
#include <QThread>

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <memory>
#include <vector>

#include <fcntl.h>
#include <poll.h>
#include <spawn.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

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

/// One finished child process: its times from its start, its CPU time and its peak memory.
struct ChildRun
{
    bool ok = false;
    double wallMs = 0;  ///< start to end (reaped)
    double markMs = -1; ///< start to the first output line holding the mark (-1: none)
    double cpuMs = 0;   ///< user + system
    double peakMb = 0;  ///< ru_maxrss of this child alone (wait4), in MB
};

/// Runs `program args` with its output read through a pipe (stderr to /dev/null) and times
/// it from outside: wait4 gives this child's own peak, not the largest of all children.
ChildRun runChild(const QString &program, const QStringList &args, const char *mark)
{
    ChildRun run;
    int out[2];
    if (pipe(out) != 0)
        return run;
    std::vector<QByteArray> words{program.toLocal8Bit()};
    for (const QString &a : args)
        words.push_back(a.toLocal8Bit());
    std::vector<char *> argv;
    for (QByteArray &w : words)
        argv.push_back(w.data());
    argv.push_back(nullptr);
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, out[1], STDOUT_FILENO);
    posix_spawn_file_actions_addclose(&actions, out[0]);
    posix_spawn_file_actions_addclose(&actions, out[1]);
    posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0);
    QElapsedTimer clock;
    clock.start();
    pid_t pid = 0;
    const int spawned = posix_spawn(&pid, argv[0], &actions, nullptr, argv.data(), environ);
    posix_spawn_file_actions_destroy(&actions);
    close(out[1]);
    if (spawned != 0) {
        close(out[0]);
        return run;
    }
    QByteArray text;
    char buffer[4096];
    for (;;) {
        const ssize_t n = read(out[0], buffer, sizeof buffer);
        if (n <= 0)
            break;
        text.append(buffer, n);
        if (run.markMs < 0 && text.contains(mark))
            run.markMs = clock.nsecsElapsed() / 1e6;
    }
    close(out[0]);
    int status = 0;
    rusage usage{};
    wait4(pid, &status, 0, &usage);
    run.wallMs = clock.nsecsElapsed() / 1e6;
    run.ok = WIFEXITED(status) && WEXITSTATUS(status) == 0;
    run.cpuMs = (usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1e3
                + (usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e3;
    run.peakMb = usage.ru_maxrss / 1024.0;
    return run;
}

/// collviz or collviz-cli beside this program (build/app), or empty.
QString findProgram(const QString &name)
{
    const QString candidate = QCoreApplication::applicationDirPath() + QStringLiteral("/../app/") + name;
    return QFileInfo(candidate).isExecutable() ? QFileInfo(candidate).canonicalFilePath() : QString();
}

/// The start-and-exit figures of one case: app and CLI alternately, `runs` each.
void startExitCase(const QString &app, const QString &cli, const QString &algorithm, const QString &topology, int runs)
{
    const QStringList setup{QStringLiteral("--algorithm"), algorithm, QStringLiteral("--topology"), topology};
    std::vector<double> cliWall, cliCpu, cliPeak, first, appCpu, exitMs, appPeak, ratio;
    for (int i = 0; i < runs; ++i) {
        const ChildRun c = runChild(cli, QStringList{QStringLiteral("run")} + setup, "\n");
        const ChildRun a = runChild(app, setup + QStringList{QStringLiteral("--startup-time")}, "first frame drawn");
        if (!c.ok || !a.ok || a.markMs < 0) {
            std::printf("%s on %s: a run failed (cli %s, app %s)\n", qPrintable(algorithm), qPrintable(topology),
                        c.ok ? "ok" : "failed", a.ok && a.markMs >= 0 ? "ok" : "failed");
            return;
        }
        cliWall.push_back(c.wallMs);
        cliCpu.push_back(c.cpuMs);
        cliPeak.push_back(c.peakMb);
        first.push_back(a.markMs);
        appCpu.push_back(a.cpuMs);
        exitMs.push_back(a.wallMs - a.markMs);
        appPeak.push_back(a.peakMb);
        ratio.push_back(a.markMs / c.wallMs); // pair by pair: the machine's speed drifts
    }
    const auto med = [](const std::vector<double> &v) { return percentile(v, 0.5); };
    std::printf("%s on %s, %d runs each, medians:\n", qPrintable(algorithm), qPrintable(topology), runs);
    std::printf("    start  app first frame %7.0f ms   cli run %7.0f ms   ratio %.2f (target <= 1.50; "
                "pairs %.2f..%.2f)  %s\n",
                med(first), med(cliWall), med(ratio), percentile(ratio, 0), percentile(ratio, 1),
                med(ratio) <= 1.5 ? "met" : "MISSED");
    std::printf("    exit   after the window is closed %5.0f ms (target <= 500; runs %.0f..%.0f)  %s\n", med(exitMs),
                percentile(exitMs, 0), percentile(exitMs, 1), med(exitMs) <= 500 ? "met" : "MISSED");
    std::printf("    peak   app %5.0f MB (target < 300)  %s   cli %5.0f MB\n", med(appPeak),
                med(appPeak) < 300 ? "met" : "MISSED", med(cliPeak));
    std::printf("    cpu    app whole process %7.0f ms   cli %7.0f ms\n", med(appCpu), med(cliCpu));
}

void startExitCases(int runs)
{
    const QString app = findProgram(QStringLiteral("collviz"));
    const QString cli = findProgram(QStringLiteral("collviz-cli"));
    std::printf("\nStart and exit at 1,024 nodes (collviz --startup-time vs collviz-cli run, in turn):\n");
    if (app.isEmpty() || cli.isEmpty()) {
        std::printf("    skipped: build collviz and collviz-cli (build/app) first\n");
        return;
    }
    // No stored layout or setup of the user's: a first start, as on a lecture machine.
    QTemporaryDir config;
    qputenv("XDG_CONFIG_HOME", QDir::toNativeSeparators(config.path()).toLocal8Bit());
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    startExitCase(app, cli, QStringLiteral("alltoall-hypercube-pairwise"), QStringLiteral("hypercube:10"), runs);
    startExitCase(app, cli, QStringLiteral("alltoall-cartesian"), QStringLiteral("torus:32x32"), runs);
}

} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    int framesPerRound = 60;
    int runs = 3;
    bool startOnly = false;
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--start-only") == 0)
            startOnly = true;
        else if (std::strcmp(argv[i], "--runs") == 0 && i + 1 < argc)
            runs = std::max(1, std::atoi(argv[++i]));
        else
            framesPerRound = std::max(2, std::atoi(argv[i]));
    }
    if (startOnly) {
        startExitCases(runs);
        return 0;
    }
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
    startExitCases(runs);
    return 0;
}

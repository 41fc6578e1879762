// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Engine throughput and memory on large schedules, one table per concern:
//
//  1. The largest case of every operation family (broadcast, reduce, scatter, gather, allgather,
//     reduce-scatter, allreduce, prefix sum, all-to-all personalized, circular shift): time to build
//     the schedule (Algorithm::build), to simulate it (Simulator::check: the rule checks, the loads
//     and the postcondition), of which to verify it (Problem::checkPostcondition on the final
//     state alone, also timed apart), to make its timeline (CostModel::timeline, given the check's
//     contention-free rounds as Simulator::run gives them) and to re-cost it
//     under another t_w (Engine::recost: what the cost-vs-message-size chart calls hundreds of
//     times); verified packet-hops per second = hops / (simulate + timeline); the peak memory of
//     the case. Every case runs in a child process of its own (this program again, with --case N),
//     so its peak (VmHWM) is its own, not the largest of the cases before it.
//  2. Scaling: per family 4-5 sizes, build + simulate + timeline against nodes, and the growth
//     exponent a of time ~ p^a (least-squares slope of log time on log p).
//  3. End to end: `collviz-cli run --algorithm alltoall-hypercube-pairwise --topology hypercube:10`,
//     standard output to /dev/null, wall time from start to exit.
//  4. hypercube:13 (67 M packets): `collviz-cli run --algorithm alltoall-hypercube-sex --topology
//     hypercube:13` once, its wall time and its peak memory (the child's maximum resident size),
//     against the 4 GB target (skipped by --quick and --no-big: it takes half a minute).
//
// Every figure is the median of the repetitions; the targets of issue 14 are printed beside them
// with "met" or "NOT met".
//
//   ./bench_engine [repetitions] [--quick] [--case N] [--cli PATH] [--no-scaling] [--no-cli] [--no-big]
//   ./bench_engine --algorithm ID --topology SPEC [repetitions]
//
//   repetitions  per case and per scaling point (default 5; --quick: 1)
//   --quick      one repetition, the smaller scaling sizes, 3 end-to-end runs, no hypercube:13
//   --no-big     no hypercube:13 run
//   --case N     only the largest-case row N (0-based, in this process)
//   --algorithm ID --topology SPEC   one ad-hoc case (in this process), to size new rows
//   --cli PATH   collviz-cli for the end-to-end line (default: ../app/collviz-cli from this
//                program's directory, then collviz-cli next to it)
//
// The end-to-end figure is also checkable from outside with public tools, e.g.
//   for i in 1 2 3 4 5; do /usr/bin/time -f %e build/app/collviz-cli run
//     --algorithm alltoall-hypercube-pairwise --topology hypercube:10 > /dev/null; done
// (one line).
// (/usr/bin/time -v also prints the whole process's peak memory.)

#include "core/costmodel.h"
#include "core/engine.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QStringList>
#include <QThread>

#include <Eigen/QR>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <utility>
#include <vector>

#include <sys/resource.h>

#ifndef COLLVIZ_BUILD_TYPE
#define COLLVIZ_BUILD_TYPE "unknown"
#endif

using namespace collviz::core;

namespace {

constexpr double kMiB = 1024.0 * 1024.0;

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v.empty() ? 0.0 : v[v.size() / 2];
}

/// A line of /proc/self/status in bytes ("VmHWM", "VmRSS"); 0 where there is none.
double procStatusBytes(const char *key)
{
    QFile f(QStringLiteral("/proc/self/status"));
    if (!f.open(QIODevice::ReadOnly))
        return 0.0;
    const QByteArray prefix = QByteArray(key) + ':';
    for (const QByteArray &line : f.readAll().split('\n'))
        if (line.startsWith(prefix))
            return line.mid(prefix.size()).trimmed().split(' ').value(0).toDouble() * 1024.0;
    return 0.0;
}

/// Sets VmHWM back to the current VmRSS (Linux: clear_refs 5), so that the next read is the
/// peak of what runs from here on; false where it cannot (then VmHWM keeps earlier peaks).
bool resetPeak()
{
    QFile f(QStringLiteral("/proc/self/clear_refs"));
    return f.open(QIODevice::WriteOnly) && f.write("5") == 1;
}

/**
 * The packed size of a schedule: what its records take written as plain int32 fields, no
 * pointers, no allocator overhead. Per transfer 4 B x (src + dst + every path node + every packet
 * id); per combine 4 B x (node + output + keepInputs + every input); per packet 20 B (origin,
 * dest, item as int32, size as a double; the id is the index); per reduction packet 4 B + 8 B per
 * interval of its contributor set; the initial holdings 4 B per node + 4 B per held packet id;
 * 8 B per round (its transfer and combine counts). Not counted: the narration text, the
 * pseudo-code traces and the transfers' colouring tags (views' annotations, not packet records).
 */
double packedBytes(const Schedule &s)
{
    double b = 0;
    for (const Round &r : s.rounds) {
        b += 8;
        for (const Transfer &t : r.transfers)
            b += 4.0 * double(2 + t.path.size() + t.packets.size());
        for (const Combine &c : r.combines)
            b += 4.0 * double(3 + c.inputs.size());
    }
    b += 20.0 * double(s.packets.size());
    for (const ProcessorSet &set : s.contributors) {
        // ProcessorSet keeps its intervals private; its text "0-3,6" has one comma between two.
        const QString text = set.toString();
        b += 4.0 + (set.isEmpty() ? 0.0 : 8.0 * double(text.count(QLatin1Char(',')) + 1));
    }
    b += 4.0 * double(s.initial.size()) + 4.0 * double(s.initial.totalHeld());
    return b;
}

double packetHops(const Schedule &s)
{
    double hops = 0;
    for (const Round &round : s.rounds)
        for (const Transfer &t : round.transfers)
            hops += double(t.packets.size()) * double(t.path.size() - 1);
    return hops;
}

struct CaseSpec
{
    const char *family;
    const char *algorithm;
    const char *topology;
};

/// The largest case per family: the seven rows the benchmark has always printed first, then one
/// per family they left out. Sizes keep each row's build + simulate + timeline within ~0.2-3 s.
const CaseSpec kCases[] = {
    {"all-to-all personalized", "alltoall-hypercube-pairwise", "hypercube:10"},
    {"all-to-all personalized", "alltoall-hypercube-sex", "hypercube:10"},
    {"all-to-all personalized", "alltoall-cartesian", "torus:32x32"},
    {"all-to-all personalized", "alltoall-direct-exchange", "torus:16x8x8"},
    {"all-to-all broadcast", "allgather-ring", "ring:1024"},
    {"reduce-scatter", "reduce-scatter-hypercube", "hypercube:10"},
    {"broadcast", "broadcast-recursive-doubling", "hypercube:16"},
    {"reduce", "reduce-recursive-halving", "hypercube:16"},
    {"scatter", "scatter-recursive-halving", "hypercube:16"},
    {"gather", "gather-recursive-doubling", "hypercube:16"},
    {"allreduce", "allreduce-hypercube", "hypercube:14"},
    {"prefix sum", "prefix-sum-hypercube", "hypercube:14"},
    {"circular shift", "shift-torus", "torus:128x128"},
};
constexpr int kCaseCount = int(sizeof(kCases) / sizeof(kCases[0]));

struct ScalingSpec
{
    const char *family;
    const char *algorithm;
    std::vector<const char *> topologies; ///< increasing; --quick drops the last
};

const std::vector<ScalingSpec> &scalingSpecs()
{
    static const std::vector<ScalingSpec> specs = {
        {"broadcast", "broadcast-recursive-doubling",
         {"hypercube:12", "hypercube:13", "hypercube:14", "hypercube:15", "hypercube:16"}},
        {"reduce", "reduce-recursive-halving",
         {"hypercube:12", "hypercube:13", "hypercube:14", "hypercube:15", "hypercube:16"}},
        {"scatter", "scatter-recursive-halving",
         {"hypercube:12", "hypercube:13", "hypercube:14", "hypercube:15", "hypercube:16"}},
        {"gather", "gather-recursive-doubling",
         {"hypercube:12", "hypercube:13", "hypercube:14", "hypercube:15", "hypercube:16"}},
        {"all-to-all broadcast", "allgather-ring", {"ring:128", "ring:256", "ring:512", "ring:1024", "ring:2048"}},
        {"reduce-scatter", "reduce-scatter-hypercube",
         {"hypercube:6", "hypercube:7", "hypercube:8", "hypercube:9", "hypercube:10"}},
        {"allreduce", "allreduce-hypercube",
         {"hypercube:10", "hypercube:11", "hypercube:12", "hypercube:13", "hypercube:14"}},
        {"prefix sum", "prefix-sum-hypercube",
         {"hypercube:10", "hypercube:11", "hypercube:12", "hypercube:13", "hypercube:14"}},
        {"all-to-all personalized", "alltoall-hypercube-pairwise",
         {"hypercube:6", "hypercube:7", "hypercube:8", "hypercube:9", "hypercube:10"}},
        {"all-to-all personalized", "alltoall-cartesian",
         {"torus:8x8", "torus:12x12", "torus:16x16", "torus:24x24", "torus:32x32"}},
        {"circular shift", "shift-torus",
         {"torus:16x16", "torus:32x32", "torus:64x64", "torus:96x96", "torus:128x128"}},
    };
    return specs;
}

bool isAlltoall(const Algorithm &alg)
{
    return alg.operation() == Operation::Alltoall || alg.operation() == Operation::Allgather;
}

struct Measurement
{
    bool ok = false;
    QString error;
    int nodes = 0;
    int rounds = 0;
    bool verified = true;
    double hops = 0;
    double buildMs = 0, checkMs = 0, verifyMs = 0, timelineMs = 0, recostMs = 0;
    double peakBytes = 0, baseBytes = 0, packed = 0;
};

/// Runs one case `reps` times. With `full`, also times the verification apart, re-costs, reads
/// the peak memory (before the re-cost's second schedule) and computes the packed size.
Measurement measure(const QString &id, const QString &spec, int reps, bool full)
{
    Measurement m;
    const auto alg = AlgorithmRegistry::instance().find(id);
    QString error;
    const auto topo = Topology::create(spec, &error);
    if (!alg || !topo) {
        m.error = alg ? error : QStringLiteral("not registered");
        return m;
    }
    RunParams params;
    params.model = alg->naturalModel();
    // A shift moves every datum half-way round less one: a long shift, not the trivial q = 1.
    if (usesShift(alg->operation()))
        params.shift = std::max(1, topo->processorCount() / 2 - 1);
    QString why;
    if (!alg->supports(*topo, params, &why)) {
        m.error = why;
        return m;
    }
    m.nodes = topo->processorCount();
    m.baseBytes = procStatusBytes("VmRSS");
    std::vector<double> buildMs, checkMs, verifyMs, timelineMs, recostMs;
    for (int r = 0; r < reps; ++r) {
        // The peak is that of the first run's build, check and timeline (an engine run's work),
        // not of the replay below, which only the verify column needs (nor of what that
        // replay's freed lists would leave in the heap for a later run).
        const bool peakRun = full && r == 0;
        if (peakRun && !resetPeak())
            std::fprintf(stderr, "note: VmHWM could not be reset; the peak is the process's since it started\n");
        QElapsedTimer t;
        t.start();
        const Problem problem(alg->operation(), topo, params.root, params.shift, alg->pieces(*topo),
                              alg->ringOrder(*topo, params));
        const Schedule schedule = alg->build(problem, params);
        buildMs.push_back(double(t.nsecsElapsed()) / 1e6);
        {
            t.restart();
            const SimulationResult sim = Simulator::check(problem, schedule, params.model);
            checkMs.push_back(double(t.nsecsElapsed()) / 1e6);
            m.verified = m.verified && sim.verified;
            // The timeline as Simulator::run (an engine run) makes it: with what the check found.
            t.restart();
            const Timeline timeline = CostModel::timeline(*topo, schedule, params.model, params.cost, nullptr, sim.checkedRounds.get());
            timelineMs.push_back(double(t.nsecsElapsed()) / 1e6);
        }
        if (peakRun) {
            m.peakBytes = procStatusBytes("VmHWM");
            m.packed = packedBytes(schedule);
        }
        if (full) {
            // The postcondition alone, on the final state replayed without checks (untimed).
            BufferState state = schedule.initial.toBufferState();
            state.held.resize(std::size_t(topo->nodeCount()));
            for (const Round &round : schedule.rounds)
                Simulator::applyRound(schedule, round, state);
            t.restart();
            const QStringList failures = problem.checkPostcondition(schedule, state);
            verifyMs.push_back(double(t.nsecsElapsed()) / 1e6);
            m.verified = m.verified && failures.isEmpty();
        }
        if (r == 0) {
            m.hops = packetHops(schedule);
            m.rounds = int(schedule.rounds.size());
        }
    }
    if (full) {
        RunRequest request;
        request.algorithm = id;
        request.topology = spec;
        request.params.shift = params.shift;
        request.shiftGiven = usesShift(alg->operation());
        const RunResult base = Engine::run(request);
        for (int r = 0; base.ok && r < reps; ++r) {
            CostParams cost = base.params.cost;
            cost.tw = 2.0 + r;
            QElapsedTimer t;
            t.start();
            const RunResult re = Engine::recost(base, cost);
            recostMs.push_back(double(t.nsecsElapsed()) / 1e6);
            if (!re.ok || re.schedule != base.schedule)
                std::fprintf(stderr, "warning: %s on %s did not re-cost\n", qPrintable(id), qPrintable(spec));
        }
    }
    m.buildMs = median(buildMs);
    m.checkMs = median(checkMs);
    m.verifyMs = median(verifyMs);
    m.timelineMs = median(timelineMs);
    m.recostMs = median(recostMs);
    m.ok = true;
    return m;
}

QString serialise(const Measurement &m)
{
    return QStringLiteral("@result %1 %2 %3 %4 %5 %6 %7 %8 %9 %10 %11 %12 %13 %14")
        .arg(m.ok ? 1 : 0)
        .arg(m.nodes)
        .arg(m.rounds)
        .arg(m.verified ? 1 : 0)
        .arg(m.hops, 0, 'g', 17)
        .arg(m.buildMs, 0, 'g', 17)
        .arg(m.checkMs, 0, 'g', 17)
        .arg(m.verifyMs, 0, 'g', 17)
        .arg(m.timelineMs, 0, 'g', 17)
        .arg(m.recostMs, 0, 'g', 17)
        .arg(m.peakBytes, 0, 'g', 17)
        .arg(m.baseBytes, 0, 'g', 17)
        .arg(m.packed, 0, 'g', 17)
        .arg(QString(m.error).replace(QLatin1Char('\n'), QLatin1Char(' ')));
}

Measurement deserialise(const QByteArray &out)
{
    Measurement m;
    for (const QByteArray &line : out.split('\n')) {
        if (!line.startsWith("@result "))
            continue;
        const QList<QByteArray> f = line.split(' ');
        if (f.size() < 14)
            break;
        m.ok = f[1] == "1";
        m.nodes = f[2].toInt();
        m.rounds = f[3].toInt();
        m.verified = f[4] == "1";
        m.hops = f[5].toDouble();
        m.buildMs = f[6].toDouble();
        m.checkMs = f[7].toDouble();
        m.verifyMs = f[8].toDouble();
        m.timelineMs = f[9].toDouble();
        m.recostMs = f[10].toDouble();
        m.peakBytes = f[11].toDouble();
        m.baseBytes = f[12].toDouble();
        m.packed = f[13].toDouble();
        QStringList rest;
        for (int i = 14; i < f.size(); ++i)
            rest << QString::fromUtf8(f[i]);
        m.error = rest.join(QLatin1Char(' '));
        return m;
    }
    m.error = QStringLiteral("the child process printed no result");
    return m;
}

/// Runs largest-case row `index` in a child process (this program with --case N --machine).
Measurement measureInChild(int index, int reps)
{
    QProcess child;
    child.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    child.start(QCoreApplication::applicationFilePath(),
                {QStringLiteral("--case"), QString::number(index), QStringLiteral("--machine"), QString::number(reps)});
    if (!child.waitForFinished(-1) || child.exitStatus() != QProcess::NormalExit || child.exitCode() != 0) {
        Measurement m;
        m.error = QStringLiteral("child process failed (exit code %1)").arg(child.exitCode());
        return m;
    }
    return deserialise(child.readAllStandardOutput());
}

double mhops(const Measurement &m)
{
    const double ms = m.checkMs + m.timelineMs;
    return ms > 0 ? m.hops / ms / 1e3 : 0.0;
}

void printTimeHeader()
{
    std::printf("%-24s %-28s %-14s %6s %9s %9s %9s %9s %9s %12s %8s %7s %s\n", "family", "algorithm", "topology",
                "rounds", "build ms", "sim ms", "verify ms", "tline ms", "recost ms", "packet-hops", "Mhops/s",
                "target", "");
}

void printTimeRow(const char *family, const char *id, const char *spec, const Measurement &m, bool alltoall)
{
    if (!m.ok) {
        std::printf("%-24s %-28s %-14s skipped: %s\n", family, id, spec, qPrintable(m.error));
        return;
    }
    const double target = alltoall ? 100.0 : 50.0;
    const double rate = mhops(m);
    std::printf("%-24s %-28s %-14s %6d %9.1f %9.1f %9.1f %9.1f %9.1f %12.0f %8.1f %7s %s\n", family, id, spec,
                m.rounds, m.buildMs, m.checkMs, m.verifyMs, m.timelineMs, m.recostMs, m.hops,
                m.verified ? rate : 0.0, alltoall ? ">= 100" : ">= 50",
                !m.verified ? "NOT VERIFIED" : rate >= target ? "met" : "NOT met");
}

void printMemoryHeader()
{
    std::printf("%-28s %-14s %9s %9s %9s %9s %9s %6s %s\n", "algorithm", "topology", "peak MB", "start MB",
                "growth MB", "packed MB", "peak/pkd", "grw/pkd", "(target growth <= 2x packed)");
}

void printMemoryRow(const char *id, const char *spec, const Measurement &m)
{
    if (!m.ok || m.packed <= 0)
        return;
    const double growth = m.peakBytes - m.baseBytes;
    const double ratio = growth / m.packed;
    std::printf("%-28s %-14s %9.1f %9.1f %9.1f %9.2f %9.1f %6.1f %s\n", id, spec, m.peakBytes / kMiB,
                m.baseBytes / kMiB, growth / kMiB, m.packed / kMiB, m.peakBytes / m.packed, ratio,
                ratio <= 2.0 ? "met" : "NOT met");
}

/// The least-squares slope a of log y = a log x + b (Eigen's QR; 0 with fewer than two
/// distinct x).
double slope(const std::vector<double> &x, const std::vector<double> &y)
{
    const Eigen::Index n = Eigen::Index(x.size());
    if (n < 2)
        return 0.0;
    Eigen::MatrixX2d a(n, 2);
    Eigen::VectorXd b(n);
    for (Eigen::Index i = 0; i < n; ++i) {
        a(i, 0) = std::log(x[std::size_t(i)]);
        a(i, 1) = 1.0;
        b(i) = std::log(y[std::size_t(i)]);
    }
    const auto qr = a.colPivHouseholderQr();
    return qr.rank() < 2 ? 0.0 : qr.solve(b)(0);
}

void printMachine(int reps, bool quick)
{
    QString cpu = QStringLiteral("unknown CPU");
    QFile info(QStringLiteral("/proc/cpuinfo"));
    if (info.open(QIODevice::ReadOnly))
        for (const QByteArray &line : info.readAll().split('\n'))
            if (line.startsWith("model name")) {
                cpu = QString::fromUtf8(line.mid(line.indexOf(':') + 1).trimmed());
                break;
            }
    QString load;
    QFile loadavg(QStringLiteral("/proc/loadavg"));
    if (loadavg.open(QIODevice::ReadOnly))
        load = QString::fromUtf8(loadavg.readAll().trimmed().split(' ').mid(0, 3).join(' '));
    std::printf("machine: %s, %d cores, build %s, compiler %s, load average %s\n", qPrintable(cpu),
                QThread::idealThreadCount(), COLLVIZ_BUILD_TYPE, __VERSION__, qPrintable(load));
    std::printf("figures: medians of %d repetition(s)%s; single-threaded engine\n\n", reps,
                quick ? " (--quick)" : "");
}

void runLargestCases(int reps, int only)
{
    std::printf("== Largest case per family (each in a child process of its own) ==\n");
    std::printf("sim = Simulator::check (rules, loads, and the postcondition at its end); verify = the\n"
                "postcondition alone (Problem::checkPostcondition on the final state), a part of sim, not\n"
                "added; tline = CostModel::timeline given the rounds the check found contention-free (as\n"
                "Simulator::run gives them); Mhops/s = verified packet-hops / (sim + tline);\n"
                "target Mhops/s: all-to-all personalized and all-to-all broadcast (allgather) >= 100, the rest >= 50.\n");
    printTimeHeader();
    std::vector<Measurement> results(kCaseCount);
    for (int i = 0; i < kCaseCount; ++i) {
        if (only >= 0 && i != only)
            continue;
        const CaseSpec &c = kCases[i];
        results[std::size_t(i)] = only >= 0 ? measure(QString::fromLatin1(c.algorithm),
                                                      QString::fromLatin1(c.topology), reps, true)
                                            : measureInChild(i, reps);
        const auto alg = AlgorithmRegistry::instance().find(QString::fromLatin1(c.algorithm));
        printTimeRow(c.family, c.algorithm, c.topology, results[std::size_t(i)], alg && isAlltoall(*alg));
        std::fflush(stdout);
    }
    std::printf("\n== Peak memory per case ==\n");
    std::printf("peak = the child's VmHWM over its first build, check and timeline of the case (whole\n"
                "process: Qt, registry, topology, the schedule, the simulator's and the timeline's working\n"
                "sets; reset before that run, read before the replay the verify column needs); start = its\n"
                "VmRSS before the first build; growth = peak - start. packed = the schedule's records as plain int32 fields: per transfer\n"
                "4 B x (src + dst + path nodes + packet ids), per combine 4 B x (node + output + flag +\n"
                "inputs), per packet 20 B (origin, dest, item int32 + size double), per reduction packet\n"
                "4 B + 8 B per contributor interval, initial holdings 4 B per node + 4 B per held id,\n"
                "8 B per round; narration, pseudo-code traces and colouring tags not counted.\n");
    printMemoryHeader();
    for (int i = 0; i < kCaseCount; ++i)
        if (only < 0 || i == only)
            printMemoryRow(kCases[i].algorithm, kCases[i].topology, results[std::size_t(i)]);
}

void runScaling(int reps, bool quick)
{
    std::printf("\n== Scaling: build + sim + tline against processors p; time ~ p^a ==\n");
    for (const ScalingSpec &s : scalingSpecs()) {
        std::printf("%s, %s:\n", s.family, s.algorithm);
        std::printf("  %-14s %8s %12s %10s %10s\n", "topology", "p", "packet-hops", "ms", "ns/hop");
        std::vector<double> ps, ms, hops;
        const std::size_t count = quick ? s.topologies.size() - 1 : s.topologies.size();
        for (std::size_t k = 0; k < count; ++k) {
            const Measurement m =
                measure(QString::fromLatin1(s.algorithm), QString::fromLatin1(s.topologies[k]), reps, false);
            if (!m.ok) {
                std::printf("  %-14s skipped: %s\n", s.topologies[k], qPrintable(m.error));
                continue;
            }
            const double total = m.buildMs + m.checkMs + m.timelineMs;
            std::printf("  %-14s %8d %12.0f %10.1f %10.1f%s\n", s.topologies[k], m.nodes, m.hops, total,
                        m.hops > 0 ? total * 1e6 / m.hops : 0.0, m.verified ? "" : "  NOT VERIFIED");
            std::fflush(stdout);
            ps.push_back(m.nodes);
            ms.push_back(std::max(total, 1e-3));
            hops.push_back(std::max(m.hops, 1.0));
        }
        std::printf("  growth: time ~ p^%.2f; packet-hops ~ p^%.2f; time ~ hops^%.2f\n", slope(ps, ms),
                    slope(ps, hops), slope(hops, ms));
    }
}

QString findCli(const QString &given)
{
    if (!given.isEmpty())
        return given;
    const QString dir = QCoreApplication::applicationDirPath();
    for (const QString &candidate : {dir + QStringLiteral("/../app/collviz-cli"), dir + QStringLiteral("/collviz-cli")})
        if (QFileInfo(candidate).isExecutable())
            return QFileInfo(candidate).canonicalFilePath();
    return {};
}

/// Runs `cli args` once, output to /dev/null; its wall time in seconds and its peak resident
/// size in bytes (getrusage of the children: this program's own case children are far smaller),
/// or a negative time when it failed.
std::pair<double, double> runCliOnce(const QString &cli, const QStringList &args)
{
    QProcess p;
    p.setStandardOutputFile(QProcess::nullDevice());
    p.setStandardErrorFile(QProcess::nullDevice());
    QElapsedTimer t;
    t.start();
    p.start(cli, args);
    const bool finished = p.waitForFinished(-1);
    const double wall = double(t.nsecsElapsed()) / 1e9;
    if (!finished || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0)
        return {-1.0, 0.0};
    rusage usage{};
    getrusage(RUSAGE_CHILDREN, &usage);
    return {wall, double(usage.ru_maxrss) * 1024.0};
}

void runHypercube13(const QString &cli)
{
    std::printf("\n== hypercube:13 (67,100,672 packets): collviz-cli run --algorithm alltoall-hypercube-sex "
                "--topology hypercube:13 > /dev/null ==\n");
    if (cli.isEmpty()) {
        std::printf("skipped: collviz-cli not found (build it, or pass --cli PATH)\n");
        return;
    }
    const auto [wall, peak] = runCliOnce(cli, {QStringLiteral("run"), QStringLiteral("--algorithm"),
                                               QStringLiteral("alltoall-hypercube-sex"), QStringLiteral("--topology"),
                                               QStringLiteral("hypercube:13")});
    if (wall < 0) {
        std::printf("failed: %s did not finish the run\n", qPrintable(cli));
        return;
    }
    const double target = 4e9;
    std::printf("wall s: %.1f   peak: %.2f GB (%.0f MiB)   target <= 4 GB   %s\n", wall, peak / 1e9, peak / kMiB,
                peak <= target ? "met" : "NOT met");
}

void runEndToEnd(const QString &cli, int runs)
{
    std::printf("\n== End to end: collviz-cli run --algorithm alltoall-hypercube-pairwise "
                "--topology hypercube:10 > /dev/null ==\n");
    if (cli.isEmpty()) {
        std::printf("skipped: collviz-cli not found (build it, or pass --cli PATH)\n");
        return;
    }
    const QStringList args = {QStringLiteral("run"), QStringLiteral("--algorithm"),
                              QStringLiteral("alltoall-hypercube-pairwise"), QStringLiteral("--topology"),
                              QStringLiteral("hypercube:10")};
    std::vector<double> wall;
    for (int r = 0; r < runs; ++r) {
        const double w = runCliOnce(cli, args).first;
        if (w < 0) {
            std::printf("failed: %s did not finish the run\n", qPrintable(cli));
            return;
        }
        wall.push_back(w);
    }
    const double med = median(wall);
    std::printf("%s\nwall s: median %.3f (min %.3f, max %.3f, %d runs)   target <= 0.300   %s\n", qPrintable(cli),
                med, *std::min_element(wall.begin(), wall.end()), *std::max_element(wall.begin(), wall.end()), runs,
                med <= 0.3 ? "met" : "NOT met");
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Engine throughput and memory on large schedules (issue 14)."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("repetitions"),
                                 QStringLiteral("per case and per scaling point (default 5; --quick: 1)"),
                                 QStringLiteral("[repetitions]"));
    const QCommandLineOption quickOption(QStringLiteral("quick"),
                                         QStringLiteral("one repetition, the smaller scaling sizes, 3 end-to-end runs, "
                                                        "no hypercube:13"));
    const QCommandLineOption machineOption(QStringLiteral("machine"),
                                           QStringLiteral("(internal) print case --case N as one line for the parent"));
    const QCommandLineOption noScalingOption(QStringLiteral("no-scaling"), QStringLiteral("skip the scaling tables"));
    const QCommandLineOption noCliOption(QStringLiteral("no-cli"), QStringLiteral("skip the end-to-end CLI line"));
    const QCommandLineOption noBigOption(QStringLiteral("no-big"), QStringLiteral("skip the hypercube:13 run"));
    const QCommandLineOption caseOption(QStringLiteral("case"), QStringLiteral("only the largest-case row N (0-based)"),
                                        QStringLiteral("N"));
    const QCommandLineOption cliOption(QStringLiteral("cli"), QStringLiteral("the collviz-cli to time"),
                                       QStringLiteral("PATH"));
    const QCommandLineOption algorithmOption(QStringLiteral("algorithm"), QStringLiteral("one ad-hoc case: algorithm"),
                                             QStringLiteral("ID"));
    const QCommandLineOption topologyOption(QStringLiteral("topology"), QStringLiteral("one ad-hoc case: topology"),
                                            QStringLiteral("SPEC"));
    parser.addOptions({quickOption, machineOption, noScalingOption, noCliOption, noBigOption, caseOption, cliOption,
                       algorithmOption, topologyOption});
    parser.process(app);

    const bool quick = parser.isSet(quickOption), machine = parser.isSet(machineOption);
    const bool scaling = !parser.isSet(noScalingOption), endToEnd = !parser.isSet(noCliOption);
    const bool big = !quick && !parser.isSet(noBigOption);
    const QString cli = parser.value(cliOption), algorithm = parser.value(algorithmOption),
                  topology = parser.value(topologyOption);
    int reps = -1;
    int only = -1;
    bool ok = true;
    if (parser.isSet(caseOption))
        only = parser.value(caseOption).toInt(&ok);
    const QStringList positional = parser.positionalArguments();
    if (ok && positional.size() == 1)
        ok = (reps = positional.front().toInt()) > 0;
    if (!ok || positional.size() > 1 || only < -1 || algorithm.isEmpty() != topology.isEmpty()) {
        std::fprintf(stderr, "%s", qPrintable(parser.helpText()));
        return 2;
    }
    if (reps < 0)
        reps = quick ? 1 : 5;
    if (only >= kCaseCount) {
        std::fprintf(stderr, "--case: 0 .. %d\n", kCaseCount - 1);
        return 2;
    }

    if (machine && only >= 0) {
        const Measurement m = measure(QString::fromLatin1(kCases[only].algorithm),
                                      QString::fromLatin1(kCases[only].topology), reps, true);
        std::printf("%s\n", qPrintable(serialise(m)));
        return 0;
    }
    if (!algorithm.isEmpty() || !topology.isEmpty()) {
        const QByteArray id = algorithm.toLatin1(), spec = topology.toLatin1();
        const Measurement m = measure(algorithm, topology, reps, true);
        const auto alg = AlgorithmRegistry::instance().find(algorithm);
        printTimeHeader();
        printTimeRow("ad hoc", id.constData(), spec.constData(), m, alg && isAlltoall(*alg));
        printMemoryHeader();
        printMemoryRow(id.constData(), spec.constData(), m);
        return m.ok ? 0 : 1;
    }

    printMachine(reps, quick);
    runLargestCases(reps, only);
    if (only >= 0)
        return 0;
    if (scaling)
        runScaling(reps, quick);
    if (endToEnd)
        runEndToEnd(findCli(cli), quick ? 3 : 5);
    if (big)
        runHypercube13(findCli(cli));
    return 0;
}

// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Live what-if on the cost chart: each edit of t_s or t_w re-costs every drawn algorithm at
// every size (25 sizes, with the crossovers refined by bisection) off the GUI thread, then
// the chart's series are replaced and the chart is rendered into a 1600x1000 image (what a
// repaint of the window costs). Ten algorithms on hypercube:5: the six all-to-all ones and
// four more (a benchmark of re-costing, not a comparison). Prints the median and 95th
// percentile of edit-to-rendered time, and of the two parts. Target: median < 50 ms.
//
//   QT_QPA_PLATFORM=offscreen ./bench_chart [edits]

#include "views/panels/costchartpanel.h"
#include "views/session.h"

#include "core/engine.h"
#include "core/sweep.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QImage>
#include <QSignalSpy>
#include <QtCharts/QChartView>

#include <algorithm>
#include <cstdio>
#include <ctime>
#include <vector>

using namespace collviz;

namespace {

double percentile(std::vector<double> v, double q)
{
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    const std::size_t i = std::min(v.size() - 1, std::size_t(q * double(v.size() - 1) + 0.5));
    return v[i];
}

/// CPU time of the whole process (all threads) in ms: on a busy shared machine wall-clock
/// times include time spent waiting for a core, CPU time does not.
double cpuMs()
{
    timespec ts{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    const int edits = argc > 1 ? std::max(1, QString::fromLocal8Bit(argv[1]).toInt()) : 40;
    const QString topology = QStringLiteral("hypercube:5");
    const QStringList algorithms{
        QStringLiteral("alltoall-hypercube-sex"),      QStringLiteral("alltoall-hypercube-pairwise"),
        QStringLiteral("alltoall-direct-exchange"),    QStringLiteral("alltoall-hypercube-allport"),
        QStringLiteral("alltoall-jh-alg1"),            QStringLiteral("alltoall-jh-alg2"),
        QStringLiteral("allgather-hypercube"),         QStringLiteral("broadcast-recursive-doubling"),
        QStringLiteral("allreduce-hypercube"),         QStringLiteral("reduce-scatter-hypercube")};

    views::SweepBuild build;
    build.topology = topology;
    build.algorithms = algorithms;
    std::size_t messages = 0;
    for (const QString &id : algorithms) {
        auto run = std::make_shared<core::RunResult>(core::Engine::run(core::SizeSweep::request(id, topology, {})));
        if (!run->ok) {
            std::printf("%s on %s: %s\n", qPrintable(id), qPrintable(topology), qPrintable(run->error));
            return 1;
        }
        messages += run->timeline->messageCount();
        build.runs.push_back(std::move(run));
    }

    views::Session session;
    views::CostChartPanel panel(&session);
    panel.resize(1600, 1000);
    panel.show();
    QImage image(panel.sizeChartView()->viewport()->size(), QImage::Format_ARGB32_Premultiplied);
    {
        QSignalSpy first(&panel, &views::CostChartPanel::sizeChartUpdated);
        panel.showRuns(build);
        if (!first.wait(60000)) {
            std::printf("the first sweep did not arrive\n");
            return 1;
        }
    }
    panel.sizeChartView()->viewport()->render(&image);

    std::vector<double> total;
    std::vector<double> recost;
    std::vector<double> draw;
    std::vector<double> cpuTotal;
    std::vector<double> cpuDraw;
    QElapsedTimer timer;
    for (int i = 0; i < edits; ++i) {
        // Alternately t_s and t_w, as a user drags one field and then the other.
        const double ts = i % 2 == 0 ? 1 + i : 1;
        const double tw = i % 2 == 1 ? 0.1 * (i + 1) : 1;
        QSignalSpy updated(&panel, &views::CostChartPanel::sizeChartUpdated);
        const double cpu = cpuMs();
        timer.start();
        panel.setCosts(ts, tw, 0);
        if (!updated.wait(60000)) {
            std::printf("edit %d: no redraw\n", i);
            return 1;
        }
        const double arrived = timer.nsecsElapsed() / 1e6;
        const double cpuArrived = cpuMs();
        panel.sizeChartView()->viewport()->render(&image);
        const double done = timer.nsecsElapsed() / 1e6;
        cpuTotal.push_back(cpuMs() - cpu);
        cpuDraw.push_back(cpuMs() - cpuArrived);
        total.push_back(done);
        recost.push_back(arrived);
        draw.push_back(done - arrived);
    }
    const auto &r = panel.sizeResult();
    std::printf("cost chart, %d algorithms on %s (%zu messages a re-costing), %zu sizes, %zu crossovers, %d edits\n",
                int(r.series.size()), qPrintable(topology), messages, r.sizes.size(), r.crossovers.size(), edits);
    std::printf("    edit -> chart rendered  median %6.2f ms  p95 %6.2f ms   (target: median < 50 ms)\n",
                percentile(total, 0.5), percentile(total, 0.95));
    std::printf("    the same in CPU time    median %6.2f ms  p95 %6.2f ms   (render alone: median %.2f ms)\n",
                percentile(cpuTotal, 0.5), percentile(cpuTotal, 0.95), percentile(cpuDraw, 0.5));
    std::printf("    re-cost + series update median %6.2f ms  p95 %6.2f ms\n", percentile(recost, 0.5),
                percentile(recost, 0.95));
    std::printf("    render 1600x1000         median %6.2f ms  p95 %6.2f ms\n", percentile(draw, 0.5),
                percentile(draw, 0.95));
    return 0;
}

// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "views/export/panelfigures.h"

#include "views/export/timespacetikz.h"
#include "views/render/chartrenderer.h"
#include "views/sweeprunner.h"

#include "core/algorithm.h"
#include "core/operation.h"
#include "core/simulator.h"

#include <QGraphicsScene>
#include <QPainter>
#include <QtCharts/QChart>

#include <algorithm>
#include <atomic>

namespace collviz::views {

namespace {

QString number(double v) { return captionNumber(v); }

QFont titleFont(const QFont &base)
{
    QFont f = base;
    f.setBold(true);
    f.setPointSizeF(base.pointSizeF() * 1.15);
    return f;
}

/// A chart in a scene of its own (QChart is a QGraphicsWidget, not a QWidget) and the
/// renderer that fills it.
struct ChartScene
{
    QGraphicsScene scene;
    QChart *chart = new QChart; ///< owned by the scene
    CostChartRenderer renderer;
    explicit ChartScene(CostChartRenderer::Kind kind) : renderer(kind, chart) { scene.addItem(chart); }
};

/// The same for the cost breakdown.
struct BreakdownScene
{
    QGraphicsScene scene;
    QChart *chart = new QChart; ///< owned by the scene
    BreakdownChartRenderer renderer{chart};
    BreakdownScene() { scene.addItem(chart); }
};

} // namespace

PanelFigure::PanelFigure(QString title, QString caption, Painter paint)
    : mTitle(std::move(title)), mCaption(std::move(caption)), mPaint(std::move(paint))
{
}

QSize PanelFigure::defaultSize() const { return kSlideSize; }

void PanelFigure::paint(QPainter &painter, const QRectF &rect)
{
    painter.fillRect(rect, Qt::white);
    QRectF area = rect.adjusted(kMargin, kMargin, -kMargin, -kMargin);
    if (mTitled) {
        const QFont base;
        painter.setPen(Qt::black);
        painter.setFont(titleFont(base));
        QRectF used = painter.boundingRect(area, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, mTitle);
        painter.drawText(area, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, mTitle);
        area.setTop(used.bottom() + 2);
        if (!mCaption.isEmpty()) {
            painter.setFont(base);
            used = painter.boundingRect(area, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, mCaption);
            painter.drawText(area, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, mCaption);
            area.setTop(used.bottom() + 4);
        }
    }
    if (area.width() < 1 || area.height() < 1 || !mPaint)
        return;
    painter.save();
    mPaint(painter, area);
    painter.restore();
}

std::unique_ptr<PanelFigure> PanelFigure::costChart(const core::RunResult &result, const ChartData &data,
                                                    const CostChartState &state)
{
    const QString operation = result.problem ? core::operationTitle(result.operation()).translated() : QString();
    if (state.breakdown)
        return costBreakdown(result, data, state);
    const QString title = state.againstP ? tr("Cost chart: time against p, %1").arg(operation)
                                         : tr("Cost chart: time against m, %1 on %2")
                                               .arg(operation, result.topology ? result.topology->name() : QString());
    QString caption = tr("t_s = %1, t_w = %2, t_h = %3; lines: the source's formula, markers: the engine's times, "
                         "dashed: the lower bound")
                          .arg(number(state.ts), number(state.tw), number(state.th));
    if (state.tc != 0) // the reductions' curves count the combines' time
        caption.prepend(tr("t_c = %1; ").arg(number(state.tc)));
    if (!state.againstP) {
        QStringList crossovers;
        for (const core::Crossover &x : data.size.crossovers)
            crossovers << tr("m = %1 (%2 faster below, %3 above)")
                               .arg(number(x.m), CostChartRenderer::algorithmTitle(x.fasterBelow),
                                    CostChartRenderer::algorithmTitle(x.fasterAbove));
        if (!crossovers.isEmpty())
            caption += tr("; crossovers (stars): %1").arg(crossovers.join(QStringLiteral(", ")));
    }
    // The chart is made when painted and laid out at the figure's size.
    auto paint = [data, state](QPainter &painter, const QRectF &rect) {
        ChartScene chart(state.againstP ? CostChartRenderer::Kind::Family : CostChartRenderer::Kind::Size);
        chart.renderer.setMonochrome(state.monochrome);
        if (state.againstP) {
            chart.renderer.showFamily(data.family, state.logLog);
        } else {
            QStringList keys;
            for (const core::SweepSeries &s : data.size.series)
                keys << s.algorithm;
            chart.renderer.setCurves(keys, data.documentKey);
            chart.renderer.showSize(data.size, state.logLog);
        }
        chart.renderer.paint(painter, rect);
    };
    auto figure = std::make_unique<PanelFigure>(title, caption, paint);
    figure->mSweep = data.size;
    return figure;
}

std::unique_ptr<PanelFigure> PanelFigure::costBreakdown(const core::RunResult &result, const ChartData &data,
                                                        const CostChartState &state)
{
    const QString operation = result.problem ? core::operationTitle(result.operation()).translated() : QString();
    const QString title = tr("Cost breakdown at m = %1 words: %2 on %3")
                              .arg(number(state.breakdownM), operation,
                                   result.topology ? result.topology->name() : QString());
    const QString caption = tr("t_s = %1, t_w = %2, t_h = %3. Per round, the message that finishes last: its start-up, "
                               "its words' t_w (on every hop under store-and-forward), its hops' t_h, and the rest "
                               "of its time, waiting for a channel or a port; the rounds' parts add up to the time.")
                                .arg(number(state.ts), number(state.tw), number(state.th));
    auto paint = [data, state](QPainter &painter, const QRectF &rect) {
        BreakdownScene chart;
        chart.renderer.setMonochrome(state.monochrome);
        chart.renderer.show(data.breakdown, data.documentKey);
        chart.renderer.paint(painter, rect);
    };
    auto figure = std::make_unique<PanelFigure>(title, caption, paint);
    figure->mSweep = data.size;
    return figure;
}

std::unique_ptr<PanelFigure> PanelFigure::tadt(const core::RunResult &result, TadtData data, const TadtState &state)
{
    const QString title = tr("Time-arc-disjoint trees on %1: level %2 of %3")
                              .arg(result.topology ? result.topology->name() : QString())
                              .arg(state.level)
                              .arg(data.levelCount());
    QString caption = data.checksText();
    caption.replace(QLatin1Char('\n'), QLatin1Char(' '));
    auto shared = std::make_shared<const TadtData>(std::move(data));
    auto overlay = std::make_shared<const std::vector<int>>(shared->overlayUse(state.level));
    auto paint = [shared, overlay, state](QPainter &painter, const QRectF &rect) {
        TadtRenderer(*shared, state, *overlay, QFont(), Qt::black).paint(painter, rect);
    };
    return std::make_unique<PanelFigure>(title, caption, paint);
}

std::unique_ptr<PanelFigure> PanelFigure::timeSpace(std::shared_ptr<const TimeSpaceData> data,
                                                    const TimeSpaceState &state)
{
    QString title = tr("Time-space diagram");
    QString caption;
    if (data->result && data->result->topology) {
        const core::RunResult &result = *data->result;
        title = tr("Time-space diagram: %1").arg(runTitle(result));
        const TimeSpaceRenderer renderer(*data, state, QFont(), Qt::black);
        caption = tr("Model %1; m = %2; engine time %3 to %4")
                      .arg(result.model.toString(), number(result.params.cost.m), number(renderer.fromTime()),
                           number(renderer.toTime()));
    }
    auto paint = [data, state](QPainter &painter, const QRectF &rect) {
        TimeSpaceRenderer(*data, state, QFont(), Qt::black).paint(painter, rect);
    };
    return std::make_unique<PanelFigure>(title, caption, paint);
}

std::unique_ptr<PanelFigure> PanelFigure::hamiltonian(const core::RunResult &result, HamiltonianData data,
                                                      const HamiltonianState &state, int round)
{
    round = std::clamp(round, 0, data.roundCount());
    const QString moment = round == 0 ? tr("initial state") : tr("round %1 of %2").arg(round).arg(data.roundCount());
    const QString title = tr("Link-disjoint Hamiltonian cycles on %1: %2")
                              .arg(result.topology ? result.topology->name() : QString(), moment);
    const QString caption = data.claimText() + QLatin1Char(' ') + data.roundText(round, state.origin);
    auto shared = std::make_shared<const HamiltonianData>(std::move(data));
    auto paint = [shared, state, round](QPainter &painter, const QRectF &rect) {
        HamiltonianRenderer(*shared, state, round, QFont(), Qt::black).paint(painter, rect);
    };
    return std::make_unique<PanelFigure>(title, caption, paint);
}

std::unique_ptr<PanelFigure> PanelFigure::dataMatrix(const core::RunResult &result, MatrixPicture picture,
                                                     const MatrixState &state, int round)
{
    QString title = tr("Data matrix");
    QString caption;
    if (result.topology) {
        const int rounds = result.schedule ? int(result.schedule->rounds.size()) : 0;
        title = tr("Data matrix: %1 on %2, %3")
                    .arg(result.algorithm ? result.algorithm->title().translated() : core::scheduleName(result),
                         result.topology->name(),
                         round == 0 ? tr("initial state") : tr("after round %1 of %2").arg(round).arg(rounds));
        caption = tr("Model %1; m = %2").arg(result.model.toString(), number(result.params.cost.m));
    }
    // On paper the matrix stays square, without a wide empty margin beside it.
    auto paint = [picture = std::move(picture), state](QPainter &painter, const QRectF &rect) {
        const double width = std::min(rect.width(), rect.height());
        const QRectF square(rect.left() + (rect.width() - width) / 2, rect.top(), width, rect.height());
        MatrixRenderer(picture, state, QFont(), Qt::black).paint(painter, square);
    };
    return std::make_unique<PanelFigure>(title, caption, paint);
}

ChartData PanelFigure::chartData(const std::shared_ptr<const core::RunResult> &result, const CostChartState &state,
                                 bool isDocument, const ExportProgress &progress, bool *cancelled)
{
    ChartData data;
    const QString topology = result->topology->name();
    const core::Operation operation = result->operation();
    if (state.againstP)
        data.family = SweepRunner::familyNow(SweepRunner::familyAlgorithms(state.family, operation), state.family,
                                             state.model, state.costs());
    // The sweep over m (what the chart's table holds, whichever chart is drawn): the runs the panel builds, the schedule file's first, as it was read.
    std::atomic<bool> stop{false};
    const auto told = [&](int done, int total) {
        if (progress && !progress(done, total))
            stop = true;
    };
    SweepBuild build = SweepRunner::buildNow(SweepRunner::chartAlgorithms(topology, operation), topology, state.model,
                                             &stop, told);
    if (cancelled)
        *cancelled = stop || (progress && !progress(1, 1));
    if (isDocument) {
        data.documentKey = CostChartRenderer::documentKey(*result);
        build.algorithms.prepend(data.documentKey);
        build.runs.insert(build.runs.begin(), result);
    }
    QStringList checked;
    for (std::size_t i = 0; i < build.runs.size(); ++i) {
        const QString &key = build.algorithms[int(i)];
        if (build.runs[i]->ok && (!state.algorithms || state.algorithms->contains(key) || key == data.documentKey))
            checked << key;
    }
    QStringList keys;
    const core::SizeSweep sweep = build.sweepOf(checked, &keys);
    data.size = sweep.evaluate(state.costs(), state.range());
    SweepBuild::nameSeries(&data.size, keys);
    if (state.breakdown) {
        data.breakdown = sweep.breakdownAt(state.breakdownCosts());
        SweepBuild::nameBars(&data.breakdown, keys);
    }
    return data;
}

std::unique_ptr<PanelFigure> PanelFigure::make(const QString &what, const std::shared_ptr<const core::RunResult> &result,
                                               int round, const QJsonObject &options, bool monochrome, bool isDocument,
                                               QString *error, const ExportProgress &progress)
{
    auto fail = [&](const QString &sentence) {
        if (error)
            *error = sentence;
        return nullptr;
    };
    if (what == QLatin1String("chart")) {
        CostChartState state = CostChartState::startingFrom(*result);
        if (!CostChartState::read(options, QStringLiteral("views.costChart"), &state, error))
            return nullptr;
        state.monochrome = state.monochrome || monochrome;
        bool cancelled = false;
        ChartData data = chartData(result, state, isDocument, progress, &cancelled);
        if (cancelled)
            return fail(tr("the export was cancelled; nothing was written"));
        return costChart(*result, std::move(data), state);
    }
    if (what == QLatin1String("tadt")) {
        TadtData data = TadtData::of(result->topology, result->schedule.get());
        if (!data.tree)
            return fail(tr("the TADT view has nothing to show for %1: %2").arg(result->topology->name(), data.why));
        // The view follows the round where the schedule tags its rounds with tree levels.
        TadtState state;
        state.level = result->schedule ? std::max(1, TadtData::levelOfRound(*result->schedule, round)) : 1;
        if (!TadtState::read(options, QStringLiteral("views.tadt"), &state, error))
            return nullptr;
        state.level = std::clamp(state.level, 1, std::max(1, data.levelCount()));
        state.monochrome = state.monochrome || monochrome;
        return tadt(*result, std::move(data), state);
    }
    if (what == QLatin1String("hamiltonian")) {
        HamiltonianData data = HamiltonianData::of(result->topology, result->schedule);
        if (!data.hasCycles())
            return fail(tr("the Hamiltonian-cycles view has nothing to show for %1 on %2: %3")
                            .arg(core::scheduleName(*result), result->topology->name(), data.why));
        HamiltonianState state;
        if (!HamiltonianState::read(options, QStringLiteral("views.hamiltonian"), &state, error))
            return nullptr;
        if (state.origin >= data.processorCount())
            return fail(tr("views.hamiltonian.origin %1 is not a processor of %2; accepted: 0 to %3")
                            .arg(state.origin)
                            .arg(result->topology->name())
                            .arg(data.processorCount() - 1));
        state.monochrome = state.monochrome || monochrome;
        return hamiltonian(*result, std::move(data), state, round);
    }
    if (what == QLatin1String("matrix")) {
        MatrixState state;
        if (!MatrixState::read(options, QStringLiteral("views.dataMatrix"), &state, error))
            return nullptr;
        state.monochrome = state.monochrome || monochrome;
        // The moment as the Session gives it: the states after the rounds before and up to it.
        const core::Replay replay(result->schedule.get());
        const core::BufferState after = replay.stateAfter(round);
        const core::BufferState before = round > 0 ? replay.stateAfter(round - 1) : after;
        DataMatrixModel model;
        model.setResult(result);
        model.setMoment(round, before, after, 1.0);
        return dataMatrix(*result, MatrixPicture::of(model), state, round);
    }
    if (what == QLatin1String("timespace")) {
        TimeSpaceState state;
        if (!tikz::timeSpaceExportState(*result, round, options, monochrome, &state, error))
            return nullptr;
        return timeSpace(TimeSpaceData::of(result), state);
    }
    return fail(tr("there is no panel '%1'; use chart, tadt, hamiltonian, matrix or timespace").arg(what));
}

} // namespace collviz::views

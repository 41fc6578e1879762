// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "views/export/figure.h"
#include "views/render/hamiltonianrenderer.h"
#include "views/render/matrixrenderer.h"
#include "views/render/tadtrenderer.h"
#include "views/render/timespacerenderer.h"
#include "views/state/costchartstate.h"
#include "views/state/hamiltonianstate.h"
#include "views/state/matrixstate.h"
#include "views/state/tadtstate.h"
#include "views/state/timespacestate.h"

#include "core/engine.h"
#include "core/sweep.h"

#include <QCoreApplication>
#include <QFont>
#include <QJsonObject>

#include <functional>
#include <memory>

namespace collviz::views {

/// What a cost chart figure draws: the sweep over m, or over a family, and the key of a
/// schedule file's series (empty without one).
struct ChartData
{
    core::SizeSweepResult size;
    core::FamilySweepResult family;
    QString documentKey;
    core::SizeBreakdownResult breakdown{}; ///< the cost breakdown's bars (its tab only)
};

/**
 * An analysis panel's drawing as a Figure: the cost chart, the TADT levels, the Hamiltonian
 * cycles or the data matrix, with a caption naming what it shows. The figure paints with the
 * panel's own renderer (views/render/) from plain data - the engine's results and the panel's state
 * value - into any QPainter, so vectors stay vectors in SVG and PDF and no widget is made.
 * The window makes one from a panel's state and data; an export from a run and a scenario.
 */
class PanelFigure final : public Figure
{
    Q_DECLARE_TR_FUNCTIONS(collviz::views::PanelFigure)
public:
    using Painter = std::function<void(QPainter &painter, const QRectF &rect)>;
    /// The white margin around the drawing (the time-space view keeps the same, so that a
    /// figure without a title is the view's picture).
    static constexpr double kMargin = 8.0;
    PanelFigure(QString title, QString caption, Painter paint);
    QSize defaultSize() const override;
    void paint(QPainter &painter, const QRectF &rect) override;
    QString title() const override { return mTitle; }
    void setTitled(bool on) { mTitled = on; }

    /// The cost chart of `result`'s operation drawn from `data` as `state` asks.
    static std::unique_ptr<PanelFigure> costChart(const core::RunResult &result, const ChartData &data,
                                                  const CostChartState &state);
    /// The cost breakdown at state.breakdownM of `result`'s operation drawn from `data`.
    static std::unique_ptr<PanelFigure> costBreakdown(const core::RunResult &result, const ChartData &data,
                                                      const CostChartState &state);
    /// The TADT levels of `result`'s network.
    static std::unique_ptr<PanelFigure> tadt(const core::RunResult &result, TadtData data, const TadtState &state);
    /// The Hamiltonian cycles `result` runs on, at `round` (0 = before the first).
    static std::unique_ptr<PanelFigure> hamiltonian(const core::RunResult &result, HamiltonianData data,
                                                    const HamiltonianState &state, int round);
    /// The data matrix of `result` at `round`.
    static std::unique_ptr<PanelFigure> dataMatrix(const core::RunResult &result, MatrixPicture picture,
                                                   const MatrixState &state, int round);

    /// The time-space diagram of `data`'s run as `state` frames it (a figure of the view's
    /// state and size, untitled, is the view's picture).
    static std::unique_ptr<PanelFigure> timeSpace(std::shared_ptr<const TimeSpaceData> data,
                                                  const TimeSpaceState &state);

    /// The figure of panel `what` ("chart", "tadt", "hamiltonian", "matrix", "timespace") for `result` at `round`, with
    /// `options` (the scenario's "views.<panel>" object read as the panel's state value) and
    /// the print style when `monochrome` (the time-space diagram: the whole run, or the
    /// window the options give, its cursor at the end of `round` when it is 1 or more); the results come from core, computed here on the
    /// calling thread. `isDocument`: `result` is a schedule file's, drawn beside the built-in
    /// algorithms on the cost chart. Null and *error (one sentence) on failure.
    static std::unique_ptr<PanelFigure> make(const QString &what, const std::shared_ptr<const core::RunResult> &result,
                                             int round, const QJsonObject &options, bool monochrome, bool isDocument,
                                             QString *error, const ExportProgress &progress = {});
    /// The sweep over m a cost chart figure draws (empty for other figures), for its table.
    const core::SizeSweepResult &sweep() const { return mSweep; }

    /// What the cost chart of `result` draws under `state`, computed with core's sweeps.
    /// `progress` is told as the runs are built and cancels them by returning false (then
    /// *cancelled is set and the data is incomplete).
    static ChartData chartData(const std::shared_ptr<const core::RunResult> &result, const CostChartState &state,
                               bool isDocument, const ExportProgress &progress = {}, bool *cancelled = nullptr);

private:
    QString mTitle;
    QString mCaption;
    Painter mPaint;
    core::SizeSweepResult mSweep;
    bool mTitled = true;
};

} // namespace collviz::views

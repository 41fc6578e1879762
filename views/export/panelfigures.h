#pragma once

#include "views/export/figure.h"

#include "core/engine.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QPointer>
#include <QWidget>

#include <functional>
#include <memory>

class QChart;

namespace collviz::views {

class CostChartPanel;
class DataMatrixPanel;
class Session;
class TadtPanel;

/**
 * An analysis panel's drawing as a Figure: the cost chart, the TADT levels or the data
 * matrix, with a caption naming what it shows. The figure paints the panel's own drawing
 * widget (QWidget::render: vectors stay vectors in SVG and PDF), scaled uniformly to fit the
 * asked size, so what is exported is exactly what the panel draws from the engine's data
 * (SizeSweepResult, tadt::Trees, the data matrix model); nothing is computed here.
 * A cost chart shows the legend the panel keeps in its list (Qt's legend, its lines' entries
 * left out) while it is painted.
 */
class PanelFigure final : public Figure
{
    Q_DECLARE_TR_FUNCTIONS(collviz::views::PanelFigure)
public:
    /// `drawing` is painted; `chart` (may be null) gets its legend shown while painting.
    PanelFigure(QWidget *drawing, QString title, QString caption, QChart *chart = nullptr);
    QSize defaultSize() const override;
    void paint(QPainter &painter, const QRectF &rect) override;
    QString title() const override { return mTitle; }
    void setTitled(bool on) { mTitled = on; }
    QWidget *drawing() const { return mDrawing; }

    /// The figures of the three panels: title and caption from the panel's own state.
    static std::unique_ptr<PanelFigure> costChart(CostChartPanel *panel, const core::RunResult *result);
    static std::unique_ptr<PanelFigure> tadt(TadtPanel *panel, const core::RunResult *result, int round);
    static std::unique_ptr<PanelFigure> dataMatrix(DataMatrixPanel *panel, const core::RunResult *result, int round);

private:
    QPointer<QWidget> mDrawing;
    QString mTitle;
    QString mCaption;
    QChart *mChart = nullptr;
    bool mTitled = true;
};

/**
 * The headless side of the panels' export (`collviz-cli export --what chart|tadt|matrix`):
 * a Session runs the request as the window does, the panel is made, given the scenario's view
 * options, shown offscreen and waited for (the cost chart's sweep runs off the thread, as in
 * the window), then its drawing is detached into a window of exactly the figure's size.
 */
class HeadlessPanel
{
    Q_DECLARE_TR_FUNCTIONS(collviz::views::HeadlessPanel)
public:
    HeadlessPanel();
    ~HeadlessPanel();
    /// Runs `request` (or opens the schedule file `schedule` when it is not empty), shows
    /// `round` and builds panel `what` ("chart", "tadt", "matrix") at figure size `size` with
    /// `options` (the scenario's "views.<panel>" object) and the print style; false and
    /// *error (one sentence) on failure.
    bool prepare(const QString &what, const core::RunRequest &request, const QString &schedule, int round,
                 const QJsonObject &options, bool monochrome, const QSize &size, QString *error);
    PanelFigure *figure() const { return mFigure.get(); }
    CostChartPanel *chartPanel() const { return mChart; }

private:
    std::unique_ptr<Session> mSession;
    std::unique_ptr<QWidget> mPanel;
    std::unique_ptr<QWidget> mDrawing; ///< detached from the panel, sized exactly
    CostChartPanel *mChart = nullptr;
    std::unique_ptr<PanelFigure> mFigure;
};

} // namespace collviz::views

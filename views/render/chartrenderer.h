// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/sweep.h"

#include <QCoreApplication>
#include <QHash>
#include <QIcon>
#include <QList>
#include <QSet>
#include <QRectF>
#include <QStringList>
#include <QtCharts/QScatterSeries>

#include <array>
#include <memory>

class QChart;
class QGraphicsLineItem;
class QGraphicsRectItem;
class QGraphicsSimpleTextItem;
class QLineSeries;
class QPainter;
class QBarSet;
class QHorizontalStackedBarSeries;

namespace collviz::views {

/**
 * Draws a cost chart from a sweep's result into a QChart: time against m
 * (core::SizeSweepResult: the source's formula as a line, the engine's times as markers, the
 * lower bound dashed, the crossovers as stars) or time against p (core::FamilySweepResult).
 * Each series has a colour (Okabe-Ito's colour-blind-safe palette first), a dash pattern and a
 * marker shape of its own, by its place among the chart's series; the print style keeps the
 * dashes and shapes in black. A legend on the plot (right of it, names never cut) shows each
 * series' line and marker. When the series ran under different models (each algorithm under
 * its natural one), the series not under the most common model get hollow markers, every
 * legend entry names its model, and the legend says so. The crossovers' labels are placed so
 * that none covers another. Linear or log-log axes, time in the units of t_s, t_w and t_h.
 *
 * The chart is a QGraphicsWidget, never a QWidget: the panel's QChartView shows it, and an
 * exported figure renders it in a QGraphicsScene of its own (paint()), without any widget.
 */
class CostChartRenderer final
{
    Q_DECLARE_TR_FUNCTIONS(collviz::views::CostChartRenderer)
public:
    enum class Kind { Size, Family };
    /// Draws into `chart` (not owned; it outlives the renderer).
    CostChartRenderer(Kind kind, QChart *chart);
    ~CostChartRenderer();
    CostChartRenderer(const CostChartRenderer &) = delete;
    CostChartRenderer &operator=(const CostChartRenderer &) = delete;
    QChart *chart() const { return mChart; }

    /// The size chart's curves, one per key (an algorithm id, or `documentKey` for a schedule
    /// file, drawn as a black star), hidden until a result draws them.
    void setCurves(const QStringList &keys, const QString &documentKey = QString());
    /// Draws the size chart's result: the curves of its series, the crossovers.
    void showSize(const core::SizeSweepResult &result, bool logLog);
    /// Draws the family chart's result.
    void showFamily(const core::FamilySweepResult &result, bool logLog);
    void setMonochrome(bool on);
    /// The chart's, the axes' and the series' names in the current language.
    void retranslate();
    /// Paints the chart laid out at `rect`'s size into `painter`. The chart must be in a scene.
    void paint(QPainter &painter, const QRectF &rect);

    /// The legend's lines as shown, top to bottom (a series' name and, when the models
    /// differ, its model; then the crossovers' and the models' notes).
    QStringList legendLines() const;
    /// The legend's place in the chart's coordinates (empty without one).
    QRectF legendRect() const;
    /// The crossover labels' places in the chart's coordinates, in increasing m.
    QList<QRectF> crossoverLabelRects() const;
    /// Whether the drawn series ran under different models.
    bool modelsDiffer() const { return mModelsDiffer; }
    /// Whether series `key` is marked as run under another model than most (hollow markers).
    bool markedAsOtherModel(const QString &key) const { return mOtherModel.contains(key); }
    /// A series' place among the chart's series: its colour, dash pattern and marker (-1 for
    /// none drawn, and for a schedule file's black star).
    int styleOf(const QString &key) const { return mStyleOrder.indexOf(key); }
    /// A model as the legend names it: "SF, 1-port", "WH, all-port, noncombining".
    static QString modelName(const core::CommModel &model);

    /// The series of one algorithm drawn now (null when it is not drawn).
    QScatterSeries *timeSeries(const QString &key) const;
    QLineSeries *formulaSeries(const QString &key) const;
    QLineSeries *boundSeries(const QString &key) const;
    QScatterSeries *crossoverSeries() const { return mCrossoverMarks; }

    /// The name a schedule file's series has on the chart: its name and "(schedule file)",
    /// which no algorithm id can be.
    static QString documentKey(const core::RunResult &document);
    /// The algorithm's title without the operation the chart's curves share.
    static QString algorithmTitle(const QString &id);
    /// The list's entries show the legend's samples: style `index`'s line and marker (a grey
    /// dot for -1, not drawn), or the star of a schedule file.
    static QIcon markerIcon(int index);
    static QIcon documentIcon();

private:
    class Legend;
    struct Curves
    {
        QScatterSeries *time = nullptr;
        QLineSeries *formula = nullptr;
        QLineSeries *bound = nullptr;
    };
    Curves makeCurves(const QString &key);
    void removeCurves();
    void styleCurves(const Curves &curves, const QString &key) const;
    void setAxes(double xMin, double xMax, double yMin, double yMax);
    void makeAxes();
    /// Finds whether the drawn series' models differ and marks those under another model.
    void markModels(const std::vector<core::SweepSeries> &series);
    void rebuildLegend();
    void setCrossovers(const std::vector<core::Crossover> &crossovers);
    /// Puts the legend right of the plot (under it on a narrow chart) and the crossover labels
    /// where none covers another.
    void placeOverlays();
    void placeCrossoverLabels(const QRectF &plot);

    Kind mKind;
    QChart *mChart = nullptr;
    QHash<QString, Curves> mCurves;
    QStringList mStyleOrder; ///< the series' keys in the order of their styles
    QHash<QString, core::CommModel> mModels; ///< the drawn series' models
    QScatterSeries *mCrossoverMarks = nullptr;
    QList<QGraphicsSimpleTextItem *> mCrossoverLabels; ///< owned by the chart
    QList<QGraphicsLineItem *> mCrossoverLeaders;      ///< label to star, where moved away
    QList<QGraphicsRectItem *> mCrossoverGrounds;      ///< a white ground under each label
    QList<QPointF> mCrossoverPoints;
    Legend *mLegend = nullptr;                       ///< owned by the chart
    QMetaObject::Connection mPlotAreaConnection;
    QString mDocumentKey;
    QSet<QString> mOtherModel;
    core::CommModel mCommonModel;
    bool mModelsDiffer = false;
    int mBaseBottomMargin = 0; ///< the chart's own, kept while the legend is not under the plot
    bool mLogLog = true;
    bool mMonochrome = false;
};

/**
 * Draws where each algorithm's time goes at one message size m (core::SizeBreakdownResult,
 * from core::CostBreakdown) as horizontal stacked bars: start-up (t_s), bandwidth (m t_w),
 * per-hop (t_h), waiting for channels or ports and, where t_c > 0, combining; one bar per
 * algorithm with its total at its end (and its model, when the models differ), a legend of the
 * parts. Like the cost chart it fills a QChart that a panel's view or an exported figure shows.
 */
class BreakdownChartRenderer final
{
    Q_DECLARE_TR_FUNCTIONS(collviz::views::BreakdownChartRenderer)
public:
    /// Combining (t_c > 0) is in the legend only where some bar has it.
    enum Part { StartUp, Bandwidth, PerHop, Waiting, Combining, PartCount };
    explicit BreakdownChartRenderer(QChart *chart);
    ~BreakdownChartRenderer();
    BreakdownChartRenderer(const BreakdownChartRenderer &) = delete;
    BreakdownChartRenderer &operator=(const BreakdownChartRenderer &) = delete;
    QChart *chart() const { return mChart; }
    /// Draws `result`'s bars; `documentKey` names a schedule file's bar (else an algorithm id).
    void show(const core::SizeBreakdownResult &result, const QString &documentKey = QString());
    void setMonochrome(bool on);
    void retranslate();
    /// Paints the chart laid out at `rect`'s size into `painter`. The chart must be in a scene.
    void paint(QPainter &painter, const QRectF &rect);

    /// The bar set of one part: its value per algorithm, in the order of categories().
    QBarSet *barSet(Part part) const { return mSets[std::size_t(part)]; }
    /// The bars' names, top to bottom as listed on the axis.
    QStringList categories() const { return mCategories; }
    /// The texts at the bars' ends, top to bottom: each total, and its model when they differ.
    QStringList endLabels() const;

private:
    void style();
    void placeEndLabels();
    QList<QGraphicsSimpleTextItem *> mEndLabels; ///< owned by the chart, bottom to top
    QMetaObject::Connection mPlotAreaConnection;
    QChart *mChart = nullptr;
    QHorizontalStackedBarSeries *mSeries = nullptr;
    std::array<QBarSet *, PartCount> mSets{};
    QStringList mCategories;
    core::SizeBreakdownResult mResult;
    QString mDocumentKey;
    bool mMonochrome = false;
};

} // namespace collviz::views

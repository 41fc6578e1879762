#pragma once

#include "core/sweep.h"

#include <QCoreApplication>
#include <QHash>
#include <QIcon>
#include <QStringList>
#include <QtCharts/QScatterSeries>

class QChart;
class QLineSeries;
class QPainter;

namespace collviz::views {

/**
 * Draws a cost chart from a sweep's result into a QChart: time against m
 * (core::SizeSweepResult: the source's formula as a line, the engine's times as markers, the
 * lower bound dashed, the crossovers as stars) or time against p (core::FamilySweepResult).
 * Each algorithm keeps its colour and marker on both charts; the print style tells them apart
 * by dash pattern and marker shape. Linear or log-log axes.
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
    /// Paints the chart laid out at `rect`'s size into `painter`, with a legend of the
    /// algorithms (on screen the panel's list is the legend). The chart must be in a scene.
    void paint(QPainter &painter, const QRectF &rect);

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
    /// An algorithm's place among the algorithms of its operation: its colour and marker.
    static int styleIndex(const QString &id);
    /// The list's entries are the chart's legend: the marker of style `index`, or the star of
    /// a schedule file.
    static QIcon markerIcon(int index);
    static QIcon documentIcon();

private:
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

    Kind mKind;
    QChart *mChart = nullptr;
    QHash<QString, Curves> mCurves;
    QScatterSeries *mCrossoverMarks = nullptr;
    QString mDocumentKey;
    bool mLogLog = true;
    bool mMonochrome = false;
};

} // namespace collviz::views

#include "views/render/chartrenderer.h"

#include "core/algorithm.h"

#include <QGraphicsLayout>
#include <QGraphicsScene>
#include <QPainter>
#include <QPixmap>
#include <QSet>
#include <QtCharts/QChart>
#include <QtCharts/QLegend>
#include <QtCharts/QLegendMarker>
#include <QtCharts/QLineSeries>
#include <QtCharts/QLogValueAxis>
#include <QtCharts/QValueAxis>

#include <algorithm>
#include <cmath>
#include <limits>

namespace collviz::views {

namespace {

/// Okabe-Ito first (colour-blind safe), then two more; marker shapes cycle as well.
QColor seriesColor(int i)
{
    static const QColor colors[] = {QColor(0x00, 0x72, 0xB2), QColor(0xD5, 0x5E, 0x00), QColor(0x00, 0x9E, 0x73),
                                    QColor(0xCC, 0x79, 0xA7), QColor(0xE6, 0x9F, 0x00), QColor(0x56, 0xB4, 0xE9),
                                    QColor(0x00, 0x00, 0x00), QColor(0x88, 0x88, 0x88), QColor(0x8C, 0x56, 0x4B),
                                    QColor(0x6A, 0x3D, 0x9A)};
    return colors[i % 10];
}

QScatterSeries::MarkerShape markerShape(int i)
{
    static const QScatterSeries::MarkerShape shapes[] = {
        QScatterSeries::MarkerShapeCircle, QScatterSeries::MarkerShapeRectangle, QScatterSeries::MarkerShapeTriangle,
        QScatterSeries::MarkerShapePentagon, QScatterSeries::MarkerShapeRotatedRectangle};
    return shapes[(i + i / 10) % 5]; // the eleventh algorithm shares a colour, not a shape
}

/// Lower and upper ends of a log axis: whole decades around the data.
std::pair<double, double> decades(double lo, double hi)
{
    return {std::pow(10.0, std::floor(std::log10(lo))), std::pow(10.0, std::ceil(std::log10(hi)))};
}

/// The extent of what a chart draws; a log axis leaves out what is not positive.
struct Extent
{
    bool log = false;
    double xMin = std::numeric_limits<double>::infinity();
    double xMax = 0;
    double yMin = std::numeric_limits<double>::infinity();
    double yMax = 0;
    bool keep(double x, double y)
    {
        if (log && !(y > 0))
            return false;
        xMin = std::min(xMin, x);
        xMax = std::max(xMax, x);
        yMin = std::min(yMin, y);
        yMax = std::max(yMax, y);
        return true;
    }
};

} // namespace

CostChartRenderer::CostChartRenderer(Kind kind, QChart *chart) : mKind(kind), mChart(chart)
{
    // The algorithm list beside the chart is its legend on screen (Qt's own legend cannot
    // leave out the lines' entries cleanly); a figure shows the legend (paint()).
    mChart->legend()->hide();
    if (mKind == Kind::Size) {
        mCrossoverMarks = new QScatterSeries;
        mCrossoverMarks->setMarkerShape(QScatterSeries::MarkerShapeStar);
        mCrossoverMarks->setMarkerSize(18);
        mCrossoverMarks->setColor(Qt::black);
        mCrossoverMarks->setBorderColor(Qt::black);
        mCrossoverMarks->setPointLabelsVisible(true);
        mCrossoverMarks->setPointLabelsClipping(false);
        mCrossoverMarks->setPointLabelsFormat(QStringLiteral("m = @xPoint"));
        mChart->addSeries(mCrossoverMarks);
    }
    retranslate();
}

QString CostChartRenderer::documentKey(const core::RunResult &document)
{
    return tr("%1 (schedule file)").arg(core::scheduleName(document));
}

QString CostChartRenderer::algorithmTitle(const QString &id)
{
    // "All-to-all personalized: standard exchange" -> "standard exchange", so that ten fit a
    // legend; the full title and the id are in the list's tooltips.
    const core::AlgorithmPtr alg = core::AlgorithmRegistry::instance().find(id);
    if (!alg)
        return id;
    const QString title = alg->title().translated();
    const int colon = int(title.indexOf(QStringLiteral(": ")));
    return colon > 0 ? title.mid(colon + 2) : title;
}

int CostChartRenderer::styleIndex(const QString &id)
{
    const core::AlgorithmPtr alg = core::AlgorithmRegistry::instance().find(id);
    if (!alg)
        return 0;
    const auto list = core::AlgorithmRegistry::instance().forOperation(alg->operation());
    for (std::size_t i = 0; i < list.size(); ++i)
        if (list[i]->id() == id)
            return int(i);
    return 0;
}

QIcon CostChartRenderer::documentIcon()
{
    QPixmap pixmap(14, 14);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(Qt::NoPen);
    painter.setBrush(Qt::black);
    QPolygonF star;
    for (int k = 0; k < 10; ++k) {
        const double r = k % 2 ? 2.6 : 6.5;
        const double a = -M_PI / 2 + k * M_PI / 5;
        star << QPointF(7 + r * std::cos(a), 7.5 + r * std::sin(a));
    }
    painter.drawPolygon(star);
    return QIcon(pixmap);
}

QIcon CostChartRenderer::markerIcon(int index)
{
    QPixmap pixmap(14, 14);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(seriesColor(index).darker(140), 1));
    painter.setBrush(seriesColor(index));
    const QRectF r(2, 2, 10, 10);
    switch (markerShape(index)) {
    case QScatterSeries::MarkerShapeRectangle:
        painter.drawRect(r);
        break;
    case QScatterSeries::MarkerShapeTriangle:
        painter.drawPolygon(QPolygonF{QPointF(7, 2), QPointF(12, 12), QPointF(2, 12)});
        break;
    case QScatterSeries::MarkerShapePentagon:
        painter.drawPolygon(QPolygonF{QPointF(7, 2), QPointF(12, 6), QPointF(10, 12), QPointF(4, 12), QPointF(2, 6)});
        break;
    case QScatterSeries::MarkerShapeRotatedRectangle:
        painter.drawPolygon(QPolygonF{QPointF(7, 1), QPointF(13, 7), QPointF(7, 13), QPointF(1, 7)});
        break;
    default:
        painter.drawEllipse(r);
        break;
    }
    return QIcon(pixmap);
}

void CostChartRenderer::retranslate()
{
    mChart->setTitle(mKind == Kind::Size ? tr("Time against message size m")
                                         : tr("Time against the number of processors p"));
    if (mCrossoverMarks)
        mCrossoverMarks->setName(tr("crossover"));
    for (auto it = mCurves.cbegin(); it != mCurves.cend(); ++it)
        if (it.key() != mDocumentKey)
            it->time->setName(algorithmTitle(it.key()));
    QAbstractAxis *x = mChart->axes(Qt::Horizontal).value(0);
    QAbstractAxis *y = mChart->axes(Qt::Vertical).value(0);
    if (x && y) {
        x->setTitleText(mKind == Kind::Size ? tr("message size m (words)") : tr("processors p"));
        y->setTitleText(tr("time"));
    }
}

void CostChartRenderer::removeCurves()
{
    for (const Curves &c : std::as_const(mCurves))
        for (QXYSeries *s : {static_cast<QXYSeries *>(c.time), static_cast<QXYSeries *>(c.formula),
                             static_cast<QXYSeries *>(c.bound)}) {
            mChart->removeSeries(s);
            delete s;
        }
    mCurves.clear();
}

void CostChartRenderer::setCurves(const QStringList &keys, const QString &documentKey)
{
    removeCurves();
    mDocumentKey = documentKey;
    for (const QString &key : keys) {
        const Curves c = makeCurves(key);
        for (QXYSeries *s : {static_cast<QXYSeries *>(c.time), static_cast<QXYSeries *>(c.formula),
                             static_cast<QXYSeries *>(c.bound)})
            s->setVisible(false);
        mCurves.insert(key, c);
    }
}

CostChartRenderer::Curves CostChartRenderer::makeCurves(const QString &key)
{
    Curves c;
    c.formula = new QLineSeries;
    c.bound = new QLineSeries;
    c.time = new QScatterSeries;
    c.time->setName(key == mDocumentKey && !key.isEmpty() ? key : algorithmTitle(key));
    c.time->setMarkerSize(9);
    styleCurves(c, key);
    for (QXYSeries *s : {static_cast<QXYSeries *>(c.formula), static_cast<QXYSeries *>(c.bound),
                         static_cast<QXYSeries *>(c.time)}) {
        s->setObjectName(key);
        mChart->addSeries(s);
        for (QAbstractAxis *axis : mChart->axes())
            s->attachAxis(axis);
    }
    return c;
}

void CostChartRenderer::styleCurves(const Curves &c, const QString &key) const
{
    if (!key.isEmpty() && key == mDocumentKey) {
        c.time->setColor(Qt::black);
        c.time->setBorderColor(Qt::black);
        c.time->setMarkerShape(QScatterSeries::MarkerShapeStar);
        c.time->setMarkerSize(13);
        return;
    }
    const int index = styleIndex(key);
    if (mMonochrome) {
        // Print style: black lines told apart by their dash pattern, hollow markers by shape.
        static const Qt::PenStyle styles[] = {Qt::SolidLine, Qt::DashDotLine, Qt::DotLine, Qt::DashDotDotLine,
                                              Qt::DashLine};
        c.formula->setPen(QPen(Qt::black, 1.4, styles[index % 5]));
        c.bound->setPen(QPen(QColor(0x60, 0x60, 0x60), 1.0, Qt::DashLine));
        c.time->setColor(index % 2 ? Qt::white : QColor(0x40, 0x40, 0x40));
        c.time->setBorderColor(Qt::black);
    } else {
        const QColor color = seriesColor(index);
        c.formula->setPen(QPen(color, 1.6));
        c.bound->setPen(QPen(color, 1.2, Qt::DashLine));
        c.time->setColor(color);
        c.time->setBorderColor(color.darker(140));
    }
    c.time->setMarkerShape(markerShape(index));
}

void CostChartRenderer::setMonochrome(bool on)
{
    mMonochrome = on;
    for (auto it = mCurves.cbegin(); it != mCurves.cend(); ++it)
        styleCurves(it.value(), it.key());
}

void CostChartRenderer::showSize(const core::SizeSweepResult &result, bool logLog)
{
    mLogLog = logLog;
    Extent extent{logLog};
    QSet<QString> drawn;
    for (const core::SweepSeries &s : result.series) {
        const auto it = mCurves.constFind(s.algorithm);
        if (it == mCurves.cend())
            continue;
        drawn.insert(s.algorithm);
        QList<QPointF> time;
        QList<QPointF> formula;
        QList<QPointF> bound;
        for (const core::SweepPoint &pt : s.points) {
            if (extent.keep(pt.m, pt.time))
                time << QPointF(pt.m, pt.time);
            if (pt.formula && extent.keep(pt.m, *pt.formula))
                formula << QPointF(pt.m, *pt.formula);
            if (pt.lowerBound && extent.keep(pt.m, *pt.lowerBound))
                bound << QPointF(pt.m, *pt.lowerBound);
        }
        it->time->replace(time);
        it->formula->replace(formula);
        it->bound->replace(bound);
    }
    for (auto it = mCurves.cbegin(); it != mCurves.cend(); ++it)
        for (QXYSeries *s : {static_cast<QXYSeries *>(it->time), static_cast<QXYSeries *>(it->formula),
                             static_cast<QXYSeries *>(it->bound)})
            s->setVisible(drawn.contains(it.key()));
    QList<QPointF> marks;
    for (const core::Crossover &x : result.crossovers)
        marks << QPointF(x.m, x.time);
    mCrossoverMarks->replace(marks);
    if (!std::isfinite(extent.yMin)) {
        extent.yMin = 1;
        extent.yMax = 10;
    }
    const double xMin = result.sizes.empty() ? 1 : result.sizes.front();
    const double xMax = result.sizes.empty() ? 4096 : result.sizes.back();
    setAxes(xMin, xMax, extent.yMin, extent.yMax);
}

void CostChartRenderer::showFamily(const core::FamilySweepResult &result, bool logLog)
{
    mLogLog = logLog;
    removeCurves();
    Extent extent{logLog};
    for (const core::SweepSeries &s : result.series) {
        if (s.points.empty())
            continue;
        const Curves c = makeCurves(s.algorithm);
        QList<QPointF> time;
        QList<QPointF> formula;
        QList<QPointF> bound;
        for (const core::SweepPoint &pt : s.points) {
            if (extent.keep(pt.p, pt.time))
                time << QPointF(pt.p, pt.time);
            if (pt.formula && extent.keep(pt.p, *pt.formula))
                formula << QPointF(pt.p, *pt.formula);
            if (pt.lowerBound && extent.keep(pt.p, *pt.lowerBound))
                bound << QPointF(pt.p, *pt.lowerBound);
        }
        c.time->replace(time);
        c.formula->replace(formula);
        c.bound->replace(bound);
        mCurves.insert(s.algorithm, c);
    }
    if (!std::isfinite(extent.xMin)) {
        extent = Extent{logLog, 1, 1024, 1, 10};
    }
    setAxes(extent.xMin, extent.xMax, extent.yMin, extent.yMax);
}

void CostChartRenderer::makeAxes()
{
    for (QAbstractAxis *axis : mChart->axes()) {
        mChart->removeAxis(axis);
        delete axis;
    }
    QAbstractAxis *x = nullptr;
    QAbstractAxis *y = nullptr;
    if (mLogLog) {
        auto *lx = new QLogValueAxis;
        lx->setBase(2);
        lx->setLabelFormat(QStringLiteral("%g"));
        lx->setMinorTickCount(-1);
        auto *ly = new QLogValueAxis;
        ly->setBase(10);
        ly->setLabelFormat(QStringLiteral("%g"));
        ly->setMinorTickCount(-1);
        x = lx;
        y = ly;
    } else {
        auto *vx = new QValueAxis;
        vx->setLabelFormat(QStringLiteral("%g"));
        auto *vy = new QValueAxis;
        vy->setLabelFormat(QStringLiteral("%g"));
        x = vx;
        y = vy;
    }
    mChart->addAxis(x, Qt::AlignBottom);
    mChart->addAxis(y, Qt::AlignLeft);
    for (QAbstractSeries *s : mChart->series()) {
        s->attachAxis(x);
        s->attachAxis(y);
    }
}

void CostChartRenderer::setAxes(double xMin, double xMax, double yMin, double yMax)
{
    const bool log = mLogLog;
    const QList<QAbstractAxis *> existing = mChart->axes();
    const bool haveLog = !existing.isEmpty() && existing.first()->type() == QAbstractAxis::AxisTypeLogValue;
    if (existing.isEmpty() || haveLog != log)
        makeAxes();
    QAbstractAxis *x = mChart->axes(Qt::Horizontal).value(0);
    QAbstractAxis *y = mChart->axes(Qt::Vertical).value(0);
    if (!x || !y)
        return;
    retranslate();
    if (!(xMin < xMax)) {
        xMin = log ? xMin / 2 : xMin - 1;
        xMax = log ? xMax * 2 : xMax + 1;
    }
    if (!(yMin < yMax)) {
        yMin = log ? yMin / 10 : yMin - 1;
        yMax = log ? yMax * 10 : yMax + 1;
    }
    if (log) {
        auto [lo, hi] = decades(yMin, yMax);
        y->setRange(lo, hi);
        x->setRange(xMin, xMax);
    } else {
        x->setRange(std::min(0.0, xMin), xMax);
        y->setRange(0, yMax * 1.05);
        static_cast<QValueAxis *>(x)->applyNiceNumbers();
        static_cast<QValueAxis *>(y)->applyNiceNumbers();
    }
}

QScatterSeries *CostChartRenderer::timeSeries(const QString &key) const
{
    const auto it = mCurves.constFind(key);
    return it == mCurves.cend() || !it->time->isVisible() ? nullptr : it->time;
}

QLineSeries *CostChartRenderer::formulaSeries(const QString &key) const
{
    const auto it = mCurves.constFind(key);
    return it == mCurves.cend() || !it->time->isVisible() ? nullptr : it->formula;
}

QLineSeries *CostChartRenderer::boundSeries(const QString &key) const
{
    const auto it = mCurves.constFind(key);
    return it == mCurves.cend() || !it->time->isVisible() ? nullptr : it->bound;
}

void CostChartRenderer::paint(QPainter &painter, const QRectF &rect)
{
    if (!mChart->scene() || rect.width() < 1 || rect.height() < 1)
        return;
    // Laid out afresh at the figure's size, with a legend of the engine's times alone.
    mChart->legend()->setVisible(true);
    mChart->legend()->setAlignment(Qt::AlignBottom);
    for (QLegendMarker *marker : mChart->legend()->markers()) {
        const auto *xy = qobject_cast<QXYSeries *>(marker->series());
        marker->setVisible(xy && !xy->name().isEmpty() && xy->isVisible());
    }
    const QRectF shown = mChart->geometry();
    const QRectF laidOut(shown.topLeft(), rect.size());
    mChart->setGeometry(laidOut);
    if (mChart->layout())
        mChart->layout()->activate();
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    mChart->scene()->render(&painter, rect, laidOut, Qt::IgnoreAspectRatio);
    painter.restore();
    mChart->legend()->setVisible(false);
    mChart->setGeometry(shown);
    if (mChart->layout())
        mChart->layout()->activate();
}

} // namespace collviz::views

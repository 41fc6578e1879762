// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "views/render/chartrenderer.h"

#include "core/algorithm.h"

#include <QFontMetricsF>
#include <QGraphicsItem>
#include <QGraphicsLayout>
#include <QGraphicsScene>
#include <QPainter>
#include <QPixmap>
#include <QSet>
#include <QtCharts/QBarCategoryAxis>
#include <QtCharts/QBarLegendMarker>
#include <QtCharts/QBarSet>
#include <QtCharts/QChart>
#include <QtCharts/QHorizontalStackedBarSeries>
#include <QtCharts/QLegend>
#include <QtCharts/QLineSeries>
#include <QtCharts/QLogValueAxis>
#include <QtCharts/QValueAxis>

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>
#include <vector>

namespace collviz::views {

namespace {

/// Okabe-Ito's colour-blind-safe colours first (its yellow, too light on white, left out),
/// then Paul Tol's muted ones: 17 colours, each series of a chart its own.
QColor seriesColor(int i)
{
    static const QRgb colors[] = {0x0072B2, 0xD55E00, 0x009E73, 0xCC79A7, 0xE69F00, 0x56B4E9, 0x000000,
                                  0x882255, 0x44AA99, 0x999933, 0x332288, 0x888888, 0x8C564B, 0xAA4499,
                                  0x117733, 0xDDCC77, 0x661100};
    constexpr int count = int(sizeof colors / sizeof colors[0]);
    return QColor(colors[(i % count + count) % count]);
}

/// Dash patterns (in pen widths) cycle with another period than the colours; empty: solid.
QList<qreal> dashPattern(int i)
{
    static const QList<qreal> patterns[] = {{}, {6, 3}, {1.5, 2.5}, {7, 3, 1.5, 3}, {12, 4}, {5, 2, 1.5, 2, 1.5, 2}};
    return patterns[(i % 6 + 6) % 6];
}

QPen seriesPen(const QColor &color, double width, int i)
{
    QPen pen(color, width);
    if (const QList<qreal> dashes = dashPattern(i); !dashes.isEmpty())
        pen.setDashPattern(dashes);
    return pen;
}

QScatterSeries::MarkerShape markerShape(int i)
{
    static const QScatterSeries::MarkerShape shapes[] = {
        QScatterSeries::MarkerShapeCircle, QScatterSeries::MarkerShapeRectangle, QScatterSeries::MarkerShapeTriangle,
        QScatterSeries::MarkerShapePentagon, QScatterSeries::MarkerShapeRotatedRectangle};
    return shapes[(i % 5 + 5) % 5];
}

/// A marker of `shape` centred at `c`, `size` across, with the painter's pen and brush.
void drawMarker(QPainter &painter, const QPointF &c, double size, QScatterSeries::MarkerShape shape)
{
    const double r = size / 2;
    switch (shape) {
    case QScatterSeries::MarkerShapeRectangle:
        painter.drawRect(QRectF(c.x() - r, c.y() - r, size, size));
        break;
    case QScatterSeries::MarkerShapeTriangle:
        painter.drawPolygon(QPolygonF{c + QPointF(0, -r), c + QPointF(r, r), c + QPointF(-r, r)});
        break;
    case QScatterSeries::MarkerShapePentagon:
    case QScatterSeries::MarkerShapeStar: {
        const bool star = shape == QScatterSeries::MarkerShapeStar;
        QPolygonF polygon;
        for (int k = 0; k < (star ? 10 : 5); ++k) {
            const double radius = star && k % 2 ? r * 0.4 : r;
            const double a = -M_PI / 2 + k * (star ? M_PI / 5 : 2 * M_PI / 5);
            polygon << c + QPointF(radius * std::cos(a), radius * std::sin(a));
        }
        painter.drawPolygon(polygon);
        break;
    }
    case QScatterSeries::MarkerShapeRotatedRectangle:
        painter.drawPolygon(QPolygonF{c + QPointF(0, -r), c + QPointF(r, 0), c + QPointF(0, r), c + QPointF(-r, 0)});
        break;
    default:
        painter.drawEllipse(c, r, r);
        break;
    }
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

constexpr double kLegendPadding = 6.0;
constexpr double kSampleWidth = 34.0;
constexpr double kLegendGap = 10.0;
constexpr double kColumnGap = 14.0;
/// A legend right of the plot may take at most this share of the chart's width; wider, it goes under the plot.
constexpr double kSideLegendShare = 0.3;
/// A legend under the plot may take at most this share of the chart's height.
constexpr double kBelowLegendShare = 0.45;

/// Lays a chart out at `rect`'s size, lets `place` put what is drawn over it, renders it into
/// `painter` and lays it out again as it was.
template<typename Place>
void renderLaidOut(QChart *chart, QPainter &painter, const QRectF &rect, Place place)
{
    const QRectF shown = chart->geometry();
    const QRectF laidOut(shown.topLeft(), rect.size());
    chart->setGeometry(laidOut);
    if (chart->layout())
        chart->layout()->activate();
    place();
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    chart->scene()->render(&painter, rect, laidOut, Qt::IgnoreAspectRatio);
    painter.restore();
    chart->setGeometry(shown);
    if (chart->layout())
        chart->layout()->activate();
    place();
}

} // namespace

/// The cost chart's legend: per series its line and marker as drawn and its name, then notes
/// (the crossovers' star, the lower bound's dashes, the models). One column right of the plot;
/// on a narrow chart, under the plot in as many columns as its width holds (a name wider than
/// the chart wraps).
class CostChartRenderer::Legend final : public QGraphicsItem
{
public:
    struct Entry
    {
        QString text;
        std::optional<QPen> line;
        std::optional<QScatterSeries::MarkerShape> marker;
        QColor fill;
        QColor border;
        bool heading = false; ///< a model's name over its group: bold, without a sample
    };
    explicit Legend(QGraphicsItem *parent) : QGraphicsItem(parent) { setZValue(20); }
    void setEntries(QList<Entry> entries)
    {
        prepareGeometryChange();
        mLayout.reset();
        mEntries = std::move(entries);
        setVisible(!mEntries.isEmpty());
    }
    QStringList lines() const
    {
        QStringList out;
        for (const Entry &e : mEntries)
            out << e.text;
        return out;
    }
    /// Lays the entries out in columns no wider together than `width` (infinity: one column).
    void setMaxWidth(double width)
    {
        if (width == mMaxWidth)
            return;
        prepareGeometryChange();
        mLayout.reset();
        mMaxWidth = width;
    }
    QRectF boundingRect() const override
    {
        const Layout &l = layout();
        return QRectF(0, 0, std::ceil(l.width), std::ceil(l.height));
    }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) override
    {
        const Layout &l = layout();
        painter->save();
        painter->setRenderHint(QPainter::Antialiasing);
        painter->setPen(QPen(QColor(0xB0, 0xB0, 0xB0), 1));
        painter->setBrush(QColor(255, 255, 255, 235));
        painter->drawRoundedRect(boundingRect().adjusted(0.5, 0.5, -0.5, -0.5), 3, 3);
        for (int i = 0; i < mEntries.size(); ++i) {
            const Entry &e = mEntries[i];
            const QPointF at = l.at[std::size_t(i)];
            const double mid = at.y() + lineHeight() / 2; // the sample beside the first line
            if (e.line) {
                painter->setPen(*e.line);
                painter->drawLine(QPointF(at.x(), mid), QPointF(at.x() + kSampleWidth, mid));
            }
            if (e.marker) {
                painter->setPen(QPen(e.border, 1.2));
                painter->setBrush(e.fill);
                drawMarker(*painter, QPointF(at.x() + kSampleWidth / 2, mid), 9, *e.marker);
            }
            painter->setPen(Qt::black);
            painter->setFont(e.heading ? boldFont() : mFont);
            const QRectF text = textRect(e, at, l.columnWidth, l.lines[std::size_t(i)]);
            painter->drawText(text, Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap, e.text);
        }
        painter->restore();
    }

private:
    QFont boldFont() const
    {
        QFont f = mFont;
        f.setBold(true);
        return f;
    }
    double lineHeight() const { return std::max(16.0, QFontMetricsF(mFont).height() + 4); }
    struct Layout
    {
        double columnWidth = 0;  ///< a sample, its gap and the widest name (or what the width allows)
        std::vector<QPointF> at; ///< each entry's top left
        std::vector<int> lines;  ///< each entry's lines of text: more than one where a name wraps
        double width = 0;
        double height = 0;
    };
    static double textLeft(const Entry &e) { return e.heading ? 0 : kSampleWidth + 6; }
    QRectF textRect(const Entry &e, QPointF at, double columnWidth, int lines) const
    {
        const double left = textLeft(e);
        return QRectF(at.x() + left, at.y(), columnWidth - left + 1, lines * lineHeight());
    }
    /// Entries in columns, top to bottom then left to right. A name wider than the room one
    /// column has wraps onto more lines; nothing is cut.
    /// Measured once per entries and width: the scene asks for boundingRect() often.
    const Layout &layout() const
    {
        if (!mLayout)
            mLayout = measure();
        return *mLayout;
    }
    Layout measure() const
    {
        const QFontMetricsF metrics(mFont);
        const QFontMetricsF bold(boldFont());
        const auto advance = [&](const Entry &e) {
            return (e.heading ? bold : metrics).horizontalAdvance(e.text) + textLeft(e);
        };
        double widest = 0;
        for (const Entry &e : mEntries)
            widest = std::max(widest, advance(e));
        Layout l;
        const double room = mMaxWidth - 2 * kLegendPadding;
        const int n = int(mEntries.size());
        int columns = 1;
        l.columnWidth = widest + 2;
        if (l.columnWidth > room)
            l.columnWidth = std::max(kSampleWidth + 6 + 60, room);
        else
            columns = std::clamp(int((room + kColumnGap) / (l.columnWidth + kColumnGap)), 1, std::max(1, n));
        const int rows = std::max(1, (n + columns - 1) / columns);
        columns = std::max(1, (n + rows - 1) / rows); // no empty column
        double y = kLegendPadding;
        for (int i = 0; i < n; ++i) {
            const Entry &e = mEntries[i];
            if (i % rows == 0)
                y = kLegendPadding;
            const double x = kLegendPadding + (i / rows) * (l.columnWidth + kColumnGap);
            int lines = 1;
            if (advance(e) > l.columnWidth) {
                const QRectF wrapped = (e.heading ? bold : metrics)
                                           .boundingRect(QRectF(0, 0, l.columnWidth - textLeft(e), 1e6),
                                                         Qt::TextWordWrap, e.text);
                lines = std::max(1, int(std::lround(wrapped.height() / (e.heading ? bold : metrics).lineSpacing())));
            }
            l.at.emplace_back(x, y);
            l.lines.push_back(lines);
            y += lines * lineHeight();
            l.height = std::max(l.height, y + kLegendPadding);
        }
        l.width = 2 * kLegendPadding + columns * l.columnWidth + (columns - 1) * kColumnGap;
        if (n == 0)
            l.height = 2 * kLegendPadding;
        return l;
    }
    QList<Entry> mEntries;
    QFont mFont;
    double mMaxWidth = std::numeric_limits<double>::infinity();
    mutable std::optional<Layout> mLayout;
};

CostChartRenderer::CostChartRenderer(Kind kind, QChart *chart) : mKind(kind), mChart(chart)
{
    // Qt's legend would list the formula and bound lines apart and cut long names: the chart
    // draws a legend of its own, one entry a series with its line and marker.
    mChart->legend()->hide();
    mLegend = new Legend(mChart);
    mBaseBottomMargin = mChart->margins().bottom();
    // The room kept for the legend is in the chart's margins, which Qt counts into its minimum
    // size, and a QChartView's minimum size only ever grows to its chart's: a legend would keep
    // the panel from shrinking. So the chart's minimum is a fixed small size.
    mChart->setMinimumSize(QSizeF(240, 180));
    if (mKind == Kind::Size) {
        mCrossoverMarks = new QScatterSeries;
        mCrossoverMarks->setMarkerShape(QScatterSeries::MarkerShapeStar);
        mCrossoverMarks->setMarkerSize(18);
        mCrossoverMarks->setColor(Qt::black);
        mCrossoverMarks->setBorderColor(Qt::black);
        mChart->addSeries(mCrossoverMarks);
    }
    mPlotAreaConnection = QObject::connect(mChart, &QChart::plotAreaChanged, [this]() { placeOverlays(); });
    retranslate();
}

CostChartRenderer::~CostChartRenderer() { QObject::disconnect(mPlotAreaConnection); }

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
    QPixmap pixmap(28, 14);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    if (index < 0) {
        painter.setPen(Qt::NoPen);
        painter.setBrush(QColor(0xC0, 0xC0, 0xC0));
        painter.drawEllipse(QPointF(14, 7), 3, 3);
        return QIcon(pixmap);
    }
    painter.setPen(seriesPen(seriesColor(index), 1.6, index));
    painter.drawLine(QPointF(1, 7), QPointF(27, 7));
    painter.setPen(QPen(seriesColor(index).darker(140), 1));
    painter.setBrush(seriesColor(index));
    drawMarker(painter, QPointF(14, 7), 9, markerShape(index));
    return QIcon(pixmap);
}

QString CostChartRenderer::modelName(const core::CommModel &model)
{
    QStringList parts{model.switching == core::Switching::StoreAndForward ? tr("SF") : tr("WH"),
                      model.allPort() ? tr("all-port") : tr("%1-port").arg(model.ports)};
    if (model.duplex == core::Duplex::Half)
        parts << tr("half duplex");
    if (!model.combining)
        parts << tr("noncombining");
    return parts.join(QStringLiteral(", "));
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
        y->setTitleText(tr("time (in the units of t_s, t_w and t_h)"));
    }
    rebuildLegend();
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
    mStyleOrder = keys;
    mStyleOrder.removeAll(documentKey);
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
        c.time->setColor(mOtherModel.contains(key) ? Qt::white : Qt::black);
        c.time->setBorderColor(Qt::black);
        c.time->setMarkerShape(QScatterSeries::MarkerShapeStar);
        c.time->setMarkerSize(13);
        return;
    }
    const int index = std::max(0, styleOf(key));
    // Hollow markers: a series under another model than most (the legend says which).
    const bool hollow = mOtherModel.contains(key);
    if (mMonochrome) {
        // Print style: black lines told apart by their dash pattern, markers by shape.
        c.formula->setPen(seriesPen(Qt::black, 1.4, index));
        c.bound->setPen(QPen(QColor(0x60, 0x60, 0x60), 1.0, Qt::DashLine));
        c.time->setColor(hollow ? Qt::white : QColor(0x40, 0x40, 0x40));
        c.time->setBorderColor(Qt::black);
    } else {
        const QColor color = seriesColor(index);
        c.formula->setPen(seriesPen(color, 1.6, index));
        c.bound->setPen(QPen(color, 1.0, Qt::DashLine));
        c.time->setColor(hollow ? Qt::white : color);
        c.time->setBorderColor(hollow ? color : color.darker(140));
    }
    QPen border = c.time->pen();
    border.setWidthF(hollow ? 2.0 : 1.0);
    c.time->setPen(border);
    c.time->setMarkerSize(hollow ? 10 : 9);
    c.time->setMarkerShape(markerShape(index));
}

void CostChartRenderer::setMonochrome(bool on)
{
    mMonochrome = on;
    for (auto it = mCurves.cbegin(); it != mCurves.cend(); ++it)
        styleCurves(it.value(), it.key());
    rebuildLegend();
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
    std::vector<core::SweepSeries> drawnSeries;
    for (const core::SweepSeries &s : result.series)
        if (drawn.contains(s.algorithm))
            drawnSeries.push_back(core::SweepSeries{s.algorithm, s.model, s.whatIf, {}, {}, {}});
    markModels(drawnSeries);
    setCrossovers(result.crossovers);
    if (!std::isfinite(extent.yMin)) {
        extent.yMin = 1;
        extent.yMax = 10;
    }
    const double xMin = result.sizes.empty() ? 1 : result.sizes.front();
    const double xMax = result.sizes.empty() ? 4096 : result.sizes.back();
    setAxes(xMin, xMax, extent.yMin, extent.yMax);
    rebuildLegend();
}

void CostChartRenderer::setCrossovers(const std::vector<core::Crossover> &crossovers)
{
    QList<QPointF> marks;
    for (const core::Crossover &x : crossovers)
        marks << QPointF(x.m, x.time);
    mCrossoverMarks->replace(marks);
    // Several pairs may cross at one point (five algorithms of equal times crossing a sixth):
    // one label for the point.
    mCrossoverPoints.clear();
    const auto same = [](double a, double b) { return std::abs(a - b) <= 1e-9 * std::max(std::abs(a), std::abs(b)); };
    for (const QPointF &mark : std::as_const(marks))
        if (std::none_of(mCrossoverPoints.cbegin(), mCrossoverPoints.cend(),
                         [&](const QPointF &p) { return same(p.x(), mark.x()) && same(p.y(), mark.y()); }))
            mCrossoverPoints << mark;
    marks = mCrossoverPoints;
    while (mCrossoverLabels.size() > marks.size()) {
        delete mCrossoverLabels.takeLast();
        delete mCrossoverLeaders.takeLast();
        delete mCrossoverGrounds.takeLast();
    }
    while (mCrossoverLabels.size() < marks.size()) {
        auto *label = new QGraphicsSimpleTextItem(mChart);
        label->setZValue(15);
        auto *leader = new QGraphicsLineItem(mChart);
        leader->setPen(QPen(QColor(0x50, 0x50, 0x50), 0.8));
        leader->setZValue(14);
        auto *ground = new QGraphicsRectItem(mChart);
        ground->setPen(Qt::NoPen);
        ground->setBrush(QColor(255, 255, 255, 210));
        ground->setZValue(14.5);
        mCrossoverLabels << label;
        mCrossoverLeaders << leader;
        mCrossoverGrounds << ground;
    }
    for (int i = 0; i < marks.size(); ++i)
        mCrossoverLabels[i]->setText(tr("m = %1").arg(QString::number(marks[i].x(), 'g', 4)));
}

void CostChartRenderer::markModels(const std::vector<core::SweepSeries> &series)
{
    // The most common model is the reference (the first drawn of it, on a tie).
    mModels.clear();
    mOtherModel.clear();
    int best = 0;
    for (const core::SweepSeries &s : series) {
        mModels.insert(s.algorithm, s.model);
        const int count = int(std::count_if(series.begin(), series.end(),
                                            [&](const core::SweepSeries &o) { return o.model == s.model; }));
        if (count > best) {
            best = count;
            mCommonModel = s.model;
        }
    }
    mModelsDiffer = best > 0 && best < int(series.size());
    if (mModelsDiffer)
        for (const core::SweepSeries &s : series)
            if (s.model != mCommonModel)
                mOtherModel.insert(s.algorithm);
    for (auto it = mCurves.cbegin(); it != mCurves.cend(); ++it)
        styleCurves(it.value(), it.key());
}

void CostChartRenderer::rebuildLegend()
{
    // One entry a series; when the models differ, grouped under a heading naming the model
    // (the most common model's group first).
    QList<core::CommModel> groups;
    QList<QList<Legend::Entry>> grouped;
    bool anyBound = false;
    QStringList order = mStyleOrder;
    if (!mDocumentKey.isEmpty())
        order.prepend(mDocumentKey);
    if (mModelsDiffer) {
        groups << mCommonModel;
        grouped << QList<Legend::Entry>();
    }
    for (const QString &key : std::as_const(order)) {
        const auto it = mCurves.constFind(key);
        if (it == mCurves.cend() || !it->time->isVisible())
            continue;
        Legend::Entry e;
        e.text = key == mDocumentKey ? key : algorithmTitle(key);
        if (it->formula->count() > 0)
            e.line = it->formula->pen();
        e.marker = it->time->markerShape();
        e.fill = it->time->color();
        e.border = it->time->borderColor();
        anyBound = anyBound || it->bound->count() > 0;
        const core::CommModel model = mModelsDiffer ? mModels.value(key) : core::CommModel();
        int group = int(groups.indexOf(model));
        if (group < 0) {
            group = int(groups.size());
            groups << model;
            grouped << QList<Legend::Entry>();
        }
        grouped[group] << e;
    }
    QList<Legend::Entry> entries;
    for (int g = 0; g < grouped.size(); ++g) {
        if (mModelsDiffer && !grouped[g].isEmpty()) {
            Legend::Entry heading;
            heading.text = tr("%1:").arg(modelName(groups[g]));
            heading.heading = true;
            entries << heading;
        }
        entries << grouped[g];
    }
    if (anyBound) {
        Legend::Entry e;
        e.text = tr("dashed: lower bound");
        e.line = QPen(QColor(0x60, 0x60, 0x60), 1.0, Qt::DashLine);
        entries << e;
    }
    if (mCrossoverMarks && mCrossoverMarks->count() > 0) {
        Legend::Entry e;
        e.text = tr("crossover: equal times");
        e.marker = QScatterSeries::MarkerShapeStar;
        e.fill = Qt::black;
        e.border = Qt::black;
        entries << e;
    }
    if (mModelsDiffer) {
        Legend::Entry e;
        e.text = tr("hollow: not under %1").arg(modelName(mCommonModel));
        e.marker = QScatterSeries::MarkerShapeCircle;
        e.fill = Qt::white;
        e.border = Qt::black;
        entries << e;
    }
    mLegend->setEntries(entries);
    placeOverlays();
}

void CostChartRenderer::placeOverlays()
{
    // The plot leaves the legend the room it needs on its right, or under it on a chart too
    // narrow for both side by side. The choice depends on the chart's size alone, so the
    // margins it sets (and the plot area changing with them) settle at once.
    const QSizeF chart = mChart->size();
    mLegend->setMaxWidth(std::numeric_limits<double>::infinity());
    const bool shown = mLegend->isVisible();
    const double side = mLegend->boundingRect().width() + 2 * kLegendGap;
    bool below = shown && side > kSideLegendShare * chart.width();
    if (below) {
        mLegend->setMaxWidth(chart.width() - 2 * kLegendGap);
        // Under the plot while it leaves the plot most of the height; else where it leaves
        // the plot the larger area (a small chart).
        const double under = mLegend->boundingRect().height() + kLegendGap;
        below = under <= kBelowLegendShare * chart.height()
                || chart.width() * (chart.height() - under) > (chart.width() - side) * chart.height();
        if (!below)
            mLegend->setMaxWidth(std::numeric_limits<double>::infinity());
    }
    const QRectF legend = mLegend->boundingRect();
    QMargins margins = mChart->margins();
    margins.setRight(shown && !below ? int(std::ceil(legend.width() + 2 * kLegendGap)) : int(kLegendGap));
    margins.setBottom(below ? int(std::ceil(legend.height() + kLegendGap)) : mBaseBottomMargin);
    if (margins != mChart->margins())
        mChart->setMargins(margins); // lays the chart out again: plotAreaChanged calls back here
    const QRectF plot = mChart->plotArea();
    if (below)
        mLegend->setPos(std::floor((chart.width() - legend.width()) / 2),
                        std::floor(chart.height() - legend.height() - kLegendGap));
    else
        mLegend->setPos(std::floor(chart.width() - legend.width() - kLegendGap), std::floor(plot.top()));
    placeCrossoverLabels(plot);
}

void CostChartRenderer::placeCrossoverLabels(const QRectF &plot)
{
    // Each label goes above its star, else below, else one line further out, ..., to the
    // first place that covers no label placed before it and no star; a moved label gets a
    // leader line. Labels lie on a white ground over the curves.
    QList<QRectF> taken;
    QList<QPointF> stars;
    for (const QPointF &point : std::as_const(mCrossoverPoints)) {
        stars << mChart->mapToPosition(point, mCrossoverMarks);
        taken << QRectF(stars.back() - QPointF(9, 9), QSizeF(18, 18));
    }
    for (int i = 0; i < mCrossoverLabels.size(); ++i) {
        QGraphicsSimpleTextItem *label = mCrossoverLabels[i];
        const QPointF star = stars[i];
        const bool inside = plot.adjusted(-1, -1, 1, 1).contains(star);
        label->setVisible(inside);
        mCrossoverGrounds[i]->setVisible(inside);
        mCrossoverLeaders[i]->setVisible(false);
        if (!inside)
            continue;
        const QSizeF size = label->boundingRect().size();
        const double x = std::clamp(star.x() - size.width() / 2, plot.left(), plot.right() - size.width());
        QRectF rect;
        int step = 0;
        for (; step < 2 * (mCrossoverLabels.size() + 2); ++step) {
            const int level = step / 2;
            const double y = step % 2 == 0 ? star.y() - 11 - size.height() - level * (size.height() + 2)
                                           : star.y() + 11 + level * (size.height() + 2);
            rect = QRectF(QPointF(x, y), size);
            const bool free = std::none_of(taken.cbegin(), taken.cend(),
                                           [&](const QRectF &r) { return r.intersects(rect); });
            if (free && rect.top() >= plot.top() - size.height() / 2 && rect.bottom() <= plot.bottom())
                break;
        }
        label->setPos(rect.topLeft());
        mCrossoverGrounds[i]->setRect(rect.adjusted(-2, 0, 2, 0));
        taken << rect;
        if (step > 1) {
            const QPointF end(std::clamp(star.x(), rect.left(), rect.right()),
                              rect.top() > star.y() ? rect.top() : rect.bottom());
            mCrossoverLeaders[i]->setLine(QLineF(star, end));
            mCrossoverLeaders[i]->setVisible(true);
        }
    }
}

QStringList CostChartRenderer::legendLines() const { return mLegend->isVisible() ? mLegend->lines() : QStringList(); }

QRectF CostChartRenderer::legendRect() const
{
    return mLegend->isVisible() ? mLegend->mapRectToParent(mLegend->boundingRect()) : QRectF();
}

QList<QRectF> CostChartRenderer::crossoverLabelRects() const
{
    QList<QRectF> rects;
    for (const QGraphicsSimpleTextItem *label : mCrossoverLabels)
        if (label->isVisible())
            rects << label->mapRectToParent(label->boundingRect());
    return rects;
}

void CostChartRenderer::showFamily(const core::FamilySweepResult &result, bool logLog)
{
    mLogLog = logLog;
    removeCurves();
    Extent extent{logLog};
    mStyleOrder.clear();
    std::vector<core::SweepSeries> drawnSeries;
    for (const core::SweepSeries &s : result.series)
        if (!s.points.empty()) {
            mStyleOrder << s.algorithm;
            drawnSeries.push_back(core::SweepSeries{s.algorithm, s.model, s.whatIf, {}, {}, {}});
        }
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
    markModels(drawnSeries);
    if (!std::isfinite(extent.xMin)) {
        extent = Extent{logLog, 1, 1024, 1, 10};
    }
    setAxes(extent.xMin, extent.xMax, extent.yMin, extent.yMax);
    rebuildLegend();
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
    renderLaidOut(mChart, painter, rect, [this]() { placeOverlays(); });
}

// --- The cost breakdown --------------------------------------------------------------------------

BreakdownChartRenderer::BreakdownChartRenderer(QChart *chart) : mChart(chart)
{
    mSeries = new QHorizontalStackedBarSeries;
    for (QBarSet *&set : mSets) {
        set = new QBarSet(QString());
        mSeries->append(set);
    }
    mChart->addSeries(mSeries);
    auto *names = new QBarCategoryAxis;
    auto *time = new QValueAxis;
    time->setLabelFormat(QStringLiteral("%g"));
    mChart->addAxis(names, Qt::AlignLeft);
    mChart->addAxis(time, Qt::AlignBottom);
    mSeries->attachAxis(names);
    mSeries->attachAxis(time);
    mChart->legend()->setVisible(true);
    mChart->legend()->setAlignment(Qt::AlignBottom);
    mPlotAreaConnection = QObject::connect(mChart, &QChart::plotAreaChanged, [this]() { placeEndLabels(); });
    style();
    retranslate();
}

BreakdownChartRenderer::~BreakdownChartRenderer() { QObject::disconnect(mPlotAreaConnection); }

QStringList BreakdownChartRenderer::endLabels() const
{
    QStringList texts;
    for (const QGraphicsSimpleTextItem *label : mEndLabels)
        texts.prepend(label->text());
    return texts;
}

void BreakdownChartRenderer::placeEndLabels()
{
    for (int i = 0; i < mEndLabels.size(); ++i) {
        double sum = 0.0;
        for (const QBarSet *set : mSets)
            sum += set->at(i);
        const QPointF end = mChart->mapToPosition(QPointF(sum, i), mSeries);
        mEndLabels[i]->setPos(end.x() + 5, end.y() - mEndLabels[i]->boundingRect().height() / 2);
    }
}

void BreakdownChartRenderer::style()
{
    // Okabe-Ito colours; the print style tells the parts apart by fill pattern.
    static const QRgb colors[] = {0x0072B2, 0xE69F00, 0x009E73, 0xCC79A7, 0xD55E00};
    static const Qt::BrushStyle patterns[] = {Qt::SolidPattern, Qt::Dense6Pattern, Qt::BDiagPattern,
                                              Qt::Dense3Pattern, Qt::CrossPattern};
    for (int k = 0; k < PartCount; ++k) {
        if (mMonochrome) {
            mSets[std::size_t(k)]->setBrush(QBrush(k == 0 ? QColor(0x40, 0x40, 0x40) : QColor(Qt::black), patterns[k]));
            mSets[std::size_t(k)]->setBorderColor(Qt::black);
        } else {
            mSets[std::size_t(k)]->setBrush(QColor(colors[k]));
            mSets[std::size_t(k)]->setBorderColor(QColor(colors[k]).darker(130));
        }
    }
}

void BreakdownChartRenderer::setMonochrome(bool on)
{
    mMonochrome = on;
    style();
}

void BreakdownChartRenderer::retranslate()
{
    mSets[StartUp]->setLabel(tr("start-up (t_s)"));
    mSets[Bandwidth]->setLabel(tr("bandwidth (m t_w)"));
    mSets[PerHop]->setLabel(tr("per hop (t_h)"));
    mSets[Waiting]->setLabel(tr("waiting for channels or ports"));
    mSets[Combining]->setLabel(tr("combining (t_c)"));
    if (QAbstractAxis *x = mChart->axes(Qt::Horizontal).value(0))
        x->setTitleText(tr("time (in the units of t_s, t_w and t_h)"));
    show(mResult, mDocumentKey);
}

void BreakdownChartRenderer::show(const core::SizeBreakdownResult &result, const QString &documentKey)
{
    mResult = result;
    mDocumentKey = documentKey;
    mChart->setTitle(tr("Where the time goes at m = %1 words").arg(QString::number(result.cost.m, 'g', 6)));
    bool differ = false;
    for (const core::BreakdownBar &bar : result.bars)
        differ = differ || bar.model != result.bars.front().model;
    // A horizontal bar chart lists its first category at the bottom: the bars go in reversed,
    // so that they read top to bottom in the chart's order.
    mCategories.clear();
    QStringList axisNames;
    for (QBarSet *set : mSets)
        set->remove(0, set->count());
    bool combines = false;
    double longest = 0;
    qDeleteAll(mEndLabels);
    mEndLabels.clear();
    for (auto it = result.bars.crbegin(); it != result.bars.crend(); ++it) {
        const QString name = it->algorithm == documentKey && !documentKey.isEmpty()
                                 ? documentKey
                                 : CostChartRenderer::algorithmTitle(it->algorithm);
        axisNames << name;
        mCategories.prepend(name);
        mSets[StartUp]->append(it->parts.startUp);
        mSets[Bandwidth]->append(it->parts.bandwidth);
        mSets[PerHop]->append(it->parts.perHop);
        mSets[Waiting]->append(it->parts.waiting);
        mSets[Combining]->append(it->parts.combining);
        combines = combines || it->parts.combining > 0;
        longest = std::max(longest, it->time);
        QString end = QString::number(it->time, 'g', 6);
        if (differ)
            end = tr("%1 (%2)").arg(end, CostChartRenderer::modelName(it->model));
        auto *label = new QGraphicsSimpleTextItem(end, mChart);
        label->setZValue(15);
        mEndLabels << label;
    }
    auto *names = qobject_cast<QBarCategoryAxis *>(mChart->axes(Qt::Vertical).value(0));
    auto *time = qobject_cast<QValueAxis *>(mChart->axes(Qt::Horizontal).value(0));
    // Without t_c the chart is the four parts it always was.
    for (QLegendMarker *marker : mChart->legend()->markers(mSeries))
        if (auto *bar = qobject_cast<QBarLegendMarker *>(marker); bar && bar->barset() == mSets[Combining])
            marker->setVisible(combines);
    if (names) {
        names->clear();
        names->append(axisNames);
    }
    if (time) {
        // Room right of the longest bar for its label.
        time->setRange(0, longest > 0 ? longest * (differ ? 1.35 : 1.12) : 1);
        time->applyNiceNumbers();
    }
    placeEndLabels();
}

void BreakdownChartRenderer::paint(QPainter &painter, const QRectF &rect)
{
    if (!mChart->scene() || rect.width() < 1 || rect.height() < 1)
        return;
    renderLaidOut(mChart, painter, rect, [this]() { placeEndLabels(); });
}

} // namespace collviz::views

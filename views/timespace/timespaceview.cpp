#include "views/timespace/timespaceview.h"

#include "views/network/networkstyle.h"

#include "core/timeline.h"

#include <QEvent>
#include <QGraphicsLineItem>
#include <QGraphicsPathItem>
#include <QGraphicsScene>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QScrollBar>
#include <QToolTip>
#include <QWheelEvent>

#include <algorithm>
#include <array>
#include <cmath>

namespace collviz::views {

namespace {

constexpr int kTopStrip = 22;     ///< viewport pixels above the rows: the round labels
constexpr double kMinRow = 8.0;   ///< pixels per row, fitted
constexpr double kMaxRow = 34.0;
constexpr double kClickTolerance = 5.0; ///< viewport pixels
constexpr int kSmoothMessages = 500;    ///< antialiased up to this many drawn messages

/// The aggregated strokes of one style and load class: one item draws them all, so a run of
/// tens of thousands of messages costs a handful of items.
enum Stroke { Travel, StartUp, WaitBefore, WaitBetween, StrokeCount };

QPen strokePen(Stroke stroke, int loadClass)
{
    QColor c = networkstyle::loadColor(loadClass == 0 ? 1 : loadClass);
    QPen pen(c);
    pen.setCosmetic(true);
    pen.setCapStyle(Qt::FlatCap);
    const double w = std::max(1.2, networkstyle::loadWidth(loadClass) * 0.5);
    switch (stroke) {
    case Travel:
        pen.setWidthF(w);
        pen.setCapStyle(Qt::RoundCap);
        break;
    case StartUp:
        pen.setWidthF(w + 2.0);
        break;
    case WaitBefore:
        c.setAlpha(170);
        pen.setColor(c);
        pen.setWidthF(1.6);
        pen.setStyle(Qt::DotLine);
        break;
    case WaitBetween:
        pen.setWidthF(1.6);
        pen.setStyle(Qt::DashLine);
        break;
    case StrokeCount:
        break;
    }
    return pen;
}

/// Many straight strokes of one pen: drawLines rasterises each line on its own, where one
/// aggregated path would be stroked and filled as a single huge outline (antialiased, that
/// costs seconds per frame for a few thousand messages).
class LinesItem final : public QGraphicsItem
{
public:
    LinesItem(QVector<QLineF> lines, const QPen &pen) : mLines(std::move(lines)), mPen(pen)
    {
        for (const QLineF &l : mLines)
            mBounds |= QRectF(l.p1(), l.p2()).normalized().adjusted(-1e-6, -1e-6, 1e-6, 1e-6);
        // The messages do not change while the cursor moves: drawn once per zoom and scroll
        // (Qt caches only the part in the viewport), a frame then costs a pixmap copy.
        setCacheMode(QGraphicsItem::DeviceCoordinateCache);
    }
    QRectF boundingRect() const override { return mBounds.adjusted(-0.02 * mBounds.width() - 1e-3, -0.5, 0.02 * mBounds.width() + 1e-3, 0.5); }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) override
    {
        painter->setPen(mPen);
        painter->drawLines(mLines);
    }

private:
    QVector<QLineF> mLines;
    QPen mPen;
    QRectF mBounds;
};

void addLines(QVector<QLineF> &lines, const QPainterPath &path)
{
    for (int e = 1; e < path.elementCount(); ++e)
        if (path.elementAt(e).isLineTo())
            lines.append(QLineF(QPointF(path.elementAt(e - 1)), QPointF(path.elementAt(e))));
}

double distanceToSegment(const QPointF &p, const QPointF &a, const QPointF &b)
{
    const QPointF ab = b - a;
    const double len2 = QPointF::dotProduct(ab, ab);
    const double t = len2 > 0 ? std::clamp(QPointF::dotProduct(p - a, ab) / len2, 0.0, 1.0) : 0.0;
    const QPointF d = p - (a + t * ab);
    return std::hypot(d.x(), d.y());
}

} // namespace

TimeSpaceView::TimeSpaceView(QWidget *parent) : QGraphicsView(parent)
{
    setScene(new QGraphicsScene(this));
    scene()->setItemIndexMethod(QGraphicsScene::NoIndex);
    setRenderHint(QPainter::Antialiasing);
    setDragMode(QGraphicsView::ScrollHandDrag);
    setTransformationAnchor(QGraphicsView::NoAnchor);
    setViewportUpdateMode(QGraphicsView::FullViewportUpdate);
    setAlignment(Qt::AlignLeft | Qt::AlignTop);
    setBackgroundBrush(Qt::white);
    setMouseTracking(true);
    setFocusPolicy(Qt::ClickFocus);
}

TimeSpaceView::~TimeSpaceView() = default;

void TimeSpaceView::setResult(std::shared_ptr<const core::RunResult> result)
{
    mResult = std::move(result);
    rebuild();
    fitToWindow();
}

double TimeSpaceView::xForTime(double time) const { return time; }
double TimeSpaceView::yForNode(int node) const { return node + 0.5; }
double TimeSpaceView::pixelsPerTime() const { return transform().m11(); }

int TimeSpaceView::labelWidth() const
{
    if (!mResult || !mResult->topology)
        return 40;
    const int n = mResult->topology->nodeCount();
    int w = 0;
    for (int v = std::max(0, n - 3); v < n; ++v)
        w = std::max(w, fontMetrics().horizontalAdvance(mResult->topology->label(v)));
    return std::clamp(w + 14, 30, 120);
}

/// The diagram's lines by kind and load class: one item each.
struct TimeSpaceView::Strokes
{
    std::array<std::array<QVector<QLineF>, 4>, StrokeCount> lines;
};

void TimeSpaceView::addMessageShape(int r, int index, const core::Timeline::Message &m, double t0,
                                    const std::vector<int> &loadOfArc, std::vector<int> &arcs, Strokes &strokes)
{
    const core::Timeline &timeline = *mResult->timeline;
    const core::Topology &topology = *mResult->topology;
    const core::Transfer &transfer = mResult->schedule->rounds[std::size_t(r)].transfers[std::size_t(m.transfer)];
    MessageShape s;
    s.round = r;
    s.message = index;
    s.transfer = m.transfer;
    s.src = transfer.src;
    s.dst = transfer.dst;
    s.start = t0 + m.start;
    s.finish = t0 + m.finish;
    topology.pathArcs(transfer.path, arcs);
    for (int a : arcs)
        s.load = std::max(s.load, loadOfArc[std::size_t(a)]);
    const int cls = networkstyle::loadClass(s.load);
    const double ySrc = yForNode(s.src);
    if (m.start > 0) {
        s.waiting.moveTo(xForTime(t0), ySrc);
        s.waiting.lineTo(xForTime(s.start), ySrc);
        addLines(strokes.lines[WaitBefore][std::size_t(cls)], s.waiting);
    }
    if (timeline.storeAndForward() && m.hopCount > 0 && int(transfer.path.size()) > m.hopCount) {
        // Start-up at the sender, then hop after hop (resting between them).
        const auto first = timeline.hop(m, 0);
        if (first.first > m.start) {
            QPainterPath p;
            p.moveTo(xForTime(s.start), ySrc);
            p.lineTo(xForTime(t0 + first.first), ySrc);
            addLines(strokes.lines[StartUp][std::size_t(cls)], p);
            s.travel.addPath(p);
        }
        double lastLeave = first.first;
        for (int h = 0; h < m.hopCount; ++h) {
            const auto hop = timeline.hop(m, h);
            const double yFrom = yForNode(transfer.path[std::size_t(h)]);
            const double yTo = yForNode(transfer.path[std::size_t(h) + 1]);
            if (h > 0 && hop.first > lastLeave) {
                QPainterPath rest;
                rest.moveTo(xForTime(t0 + lastLeave), yFrom);
                rest.lineTo(xForTime(t0 + hop.first), yFrom);
                addLines(strokes.lines[WaitBetween][std::size_t(cls)], rest);
                s.waiting.addPath(rest);
            }
            const int hopCls = h < int(arcs.size()) ? networkstyle::loadClass(loadOfArc[std::size_t(arcs[std::size_t(h)])]) : cls;
            QPainterPath p;
            p.moveTo(xForTime(t0 + hop.first), yFrom);
            p.lineTo(xForTime(t0 + hop.second), yTo);
            addLines(strokes.lines[Travel][std::size_t(hopCls)], p);
            s.travel.addPath(p);
            lastLeave = hop.second;
        }
    } else {
        QPainterPath p;
        p.moveTo(xForTime(s.start), ySrc);
        p.lineTo(xForTime(s.finish), yForNode(s.dst));
        addLines(strokes.lines[Travel][std::size_t(cls)], p);
        s.travel = p;
    }
    mShapes.push_back(std::move(s));
}

void TimeSpaceView::rebuild()
{
    scene()->clear();
    mCursor = nullptr;
    mShapes.clear();
    mRoundFirstShape.clear();
    mRoundMarkers.clear();
    mRoundsDrawn = 0;
    if (!mResult || !mResult->ok || !mResult->timeline || !mResult->schedule)
        return;
    const core::Timeline &timeline = *mResult->timeline;
    const core::Topology &topology = *mResult->topology;

    Strokes strokes;
    std::vector<int> arcs;
    std::vector<int> loadOfArc(topology.arcs().size(), 0);
    for (int r = 0; r < timeline.roundCount(); ++r) {
        const core::Timeline::Range messages = timeline.messages(r);
        if (!mShapes.empty() && mShapes.size() + messages.size() > std::size_t(messageBudget()))
            break;
        const double t0 = timeline.roundStart(r);
        mRoundMarkers.push_back(t0);
        mRoundFirstShape.push_back(mShapes.size());
        ++mRoundsDrawn;
        const core::RoundStats *stats =
            r < int(mResult->simulation.rounds.size()) ? &mResult->simulation.rounds[std::size_t(r)] : nullptr;
        if (stats)
            for (const core::ChannelLoad &c : stats->channelLoads)
                loadOfArc[std::size_t(c.arc)] = c.load;
        for (std::size_t i = 0; i < messages.size(); ++i)
            addMessageShape(r, int(i), messages[i], t0, loadOfArc, arcs, strokes);
        if (stats)
            for (const core::ChannelLoad &c : stats->channelLoads)
                loadOfArc[std::size_t(c.arc)] = 0;
    }
    const double end = mRoundsDrawn > 0
                           ? timeline.roundStart(mRoundsDrawn - 1) + timeline.roundTime(mRoundsDrawn - 1)
                           : 0.0;
    mRoundMarkers.push_back(end);

    // Antialiased strokes cost about 20 ms a frame for a few hundred messages (measured,
    // offscreen), ten times the plain ones: beyond that the diagram trades smoothness for pace.
    setRenderHint(QPainter::Antialiasing, mShapes.size() <= std::size_t(kSmoothMessages));
    // Round boundaries under the messages; heavier loads over lighter ones.
    QPen boundary(QColor(0x88, 0x88, 0x88));
    boundary.setCosmetic(true);
    boundary.setStyle(Qt::DashLine);
    const double bottom = topology.nodeCount();
    for (double t : mRoundMarkers)
        scene()->addLine(QLineF(xForTime(t), 0, xForTime(t), bottom), boundary)->setZValue(-1);
    for (int stroke = 0; stroke < StrokeCount; ++stroke)
        for (int cls = 0; cls < 4; ++cls) {
            QVector<QLineF> &lines = strokes.lines[std::size_t(stroke)][std::size_t(cls)];
            if (lines.isEmpty())
                continue;
            auto *item = new LinesItem(std::move(lines), strokePen(Stroke(stroke), cls));
            scene()->addItem(item);
            item->setZValue(stroke == Travel || stroke == StartUp ? 2 + cls : 1);
        }
    QPen cursor(QColor(0xCC, 0x00, 0x55));
    cursor.setCosmetic(true);
    cursor.setWidthF(2.0);
    mCursor = scene()->addLine(QLineF(0, 0, 0, bottom), cursor);
    mCursor->setZValue(10);
    mCursor->setPos(xForTime(mCursorTime), 0);
}

void TimeSpaceView::setZoom(double pixelsPerTime, double rowScale, const QPoint *anchor)
{
    const QPointF anchorScene = anchor ? mapToScene(*anchor) : QPointF();
    const double total = mRoundMarkers.empty() ? 1.0 : std::max(1e-9, mRoundMarkers.back());
    const int rows = mResult && mResult->topology ? mResult->topology->nodeCount() : 1;
    // Zoom out no further than the whole run in the view, in no further than 1/50 of a t_s-sized unit.
    const double minPx = std::max(1e-6, (viewport()->width() - labelWidth() - 10) / total * 0.5);
    pixelsPerTime = std::clamp(pixelsPerTime, minPx, std::max(minPx, 4000.0 * viewport()->width() / total));
    rowScale = std::clamp(rowScale, 2.0, 80.0);
    setTransform(QTransform::fromScale(pixelsPerTime, rowScale));
    mRowScale = rowScale;
    const double left = labelWidth() / pixelsPerTime;
    const double top = kTopStrip / rowScale;
    setSceneRect(QRectF(-left, -top, total + left + 20.0 / pixelsPerTime, rows + top + 8.0 / rowScale));
    if (anchor) {
        const QPointF now = mapToScene(*anchor);
        const QPointF shift = (anchorScene - now);
        horizontalScrollBar()->setValue(horizontalScrollBar()->value() + int(std::lround(shift.x() * pixelsPerTime)));
        verticalScrollBar()->setValue(verticalScrollBar()->value() + int(std::lround(shift.y() * rowScale)));
    }
    viewport()->update();
}

void TimeSpaceView::fitToWindow()
{
    const double total = mRoundMarkers.empty() ? 1.0 : std::max(1e-9, mRoundMarkers.back());
    const int rows = mResult && mResult->topology ? mResult->topology->nodeCount() : 1;
    const double w = std::max(50, viewport()->width() - labelWidth() - 24);
    const double h = std::max(50, viewport()->height() - kTopStrip - 10);
    setZoom(w / total, std::clamp(h / rows, kMinRow, kMaxRow));
    horizontalScrollBar()->setValue(horizontalScrollBar()->minimum());
    verticalScrollBar()->setValue(verticalScrollBar()->minimum());
    mFitted = true;
}

void TimeSpaceView::zoomIn()
{
    const QPoint c = viewport()->rect().center();
    setZoom(pixelsPerTime() * 1.25, mRowScale, &c);
}

void TimeSpaceView::zoomOut()
{
    const QPoint c = viewport()->rect().center();
    setZoom(pixelsPerTime() / 1.25, mRowScale, &c);
}

void TimeSpaceView::setCurrentTime(int round, double progress)
{
    double t = 0.0;
    if (mResult && mResult->ok && mResult->timeline && round >= 1 && round <= mResult->timeline->roundCount()) {
        const core::Timeline &timeline = *mResult->timeline;
        t = timeline.roundStart(round - 1) + std::clamp(progress, 0.0, 1.0) * timeline.roundTime(round - 1);
    }
    mCursorTime = t;
    if (mCursor)
        mCursor->setPos(xForTime(t), 0);
    keepCursorVisible();
    viewport()->update();
}

double TimeSpaceView::cursorX() const { return mCursor ? mCursor->pos().x() : xForTime(mCursorTime); }

double TimeSpaceView::roundMarkerX(int i) const { return xForTime(mRoundMarkers[std::size_t(i)]); }

int TimeSpaceView::shapeOf(int round, int message) const
{
    if (round < 0 || round >= int(mRoundFirstShape.size()))
        return -1;
    const std::size_t first = mRoundFirstShape[std::size_t(round)];
    const std::size_t end = round + 1 < int(mRoundFirstShape.size()) ? mRoundFirstShape[std::size_t(round) + 1] : mShapes.size();
    return message >= 0 && first + std::size_t(message) < end ? int(first) + message : -1;
}

void TimeSpaceView::keepCursorVisible()
{
    if (!mCursor)
        return;
    const QPoint p = mapFromScene(QPointF(cursorX(), 0));
    const int left = labelWidth();
    if (p.x() < left || p.x() > viewport()->width() - 10) {
        const int target = p.x() < left ? left + 20 : viewport()->width() - 40;
        horizontalScrollBar()->setValue(horizontalScrollBar()->value() + (p.x() - target));
    }
}

void TimeSpaceView::wheelEvent(QWheelEvent *event)
{
    const double steps = event->angleDelta().y() / 120.0;
    if (steps == 0) {
        QGraphicsView::wheelEvent(event);
        return;
    }
    const QPoint at = event->position().toPoint();
    const double factor = std::pow(1.2, steps);
    if (event->modifiers() & Qt::ControlModifier)
        setZoom(pixelsPerTime(), mRowScale * factor, &at);
    else
        setZoom(pixelsPerTime() * factor, mRowScale, &at);
    event->accept();
}

void TimeSpaceView::keyPressEvent(QKeyEvent *event)
{
    switch (event->key()) {
    case Qt::Key_Plus:
    case Qt::Key_Equal:
        zoomIn();
        return;
    case Qt::Key_Minus:
        zoomOut();
        return;
    case Qt::Key_0:
        fitToWindow();
        return;
    default:
        // Arrows, Space, PageUp/PageDown, Home/End step the rounds: they belong to the window.
        event->ignore();
    }
}

int TimeSpaceView::shapeAt(const QPointF &at, double *time) const
{
    int best = -1;
    double bestDistance = kClickTolerance;
    const double tolTime = kClickTolerance / std::max(1e-9, pixelsPerTime());
    const double t = mapToScene(at.toPoint()).x();
    for (std::size_t i = 0; i < mShapes.size(); ++i) {
        const MessageShape &s = mShapes[i];
        if (t < s.start - tolTime || t > s.finish + tolTime)
            continue;
        const QPainterPath &path = s.travel;
        for (int e = 1; e < path.elementCount(); ++e) {
            if (!path.elementAt(e).isLineTo())
                continue;
            const QPointF a = mapFromScene(QPointF(path.elementAt(e - 1)));
            const QPointF b = mapFromScene(QPointF(path.elementAt(e)));
            const double d = distanceToSegment(at, a, b);
            if (d < bestDistance) {
                bestDistance = d;
                best = int(i);
            }
        }
    }
    if (time)
        *time = t;
    return best;
}

void TimeSpaceView::mousePressEvent(QMouseEvent *event)
{
    if (event->button() == Qt::LeftButton && mResult && mResult->timeline) {
        double t = 0;
        const int best = shapeAt(event->position(), &t);
        if (best >= 0) {
            const MessageShape &s = mShapes[std::size_t(best)];
            const core::Timeline &timeline = *mResult->timeline;
            const double roundTime = timeline.roundTime(s.round);
            const double inRound = std::clamp(t, s.start, s.finish) - timeline.roundStart(s.round);
            emit messageClicked(s.round + 1, roundTime > 0 ? std::clamp(inRound / roundTime, 0.0, 1.0) : 1.0);
            emit transferClicked(s.round + 1, s.transfer);
            event->accept();
            return;
        }
    }
    QGraphicsView::mousePressEvent(event);
}

bool TimeSpaceView::viewportEvent(QEvent *event)
{
    if (event->type() == QEvent::ToolTip && mResult && mResult->timeline) {
        auto *help = static_cast<QHelpEvent *>(event);
        const int shape = shapeAt(help->pos(), nullptr);
        if (shape >= 0)
            QToolTip::showText(help->globalPos(), shapeToolTip(mShapes[std::size_t(shape)]), viewport());
        else
            QToolTip::hideText();
        return true;
    }
    return QGraphicsView::viewportEvent(event);
}

void TimeSpaceView::resizeEvent(QResizeEvent *event)
{
    QGraphicsView::resizeEvent(event);
    if (mFitted)
        fitToWindow();
}

void TimeSpaceView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        viewport()->update();
    QGraphicsView::changeEvent(event);
}

QString TimeSpaceView::shapeToolTip(const MessageShape &s) const
{
    const core::Topology &topology = *mResult->topology;
    const double roundStart = mResult->timeline->roundStart(s.round);
    QString text = tr("Round %1: %2 → %3, start %4, finish %5")
                       .arg(s.round + 1)
                       .arg(topology.label(s.src), topology.label(s.dst))
                       .arg(s.start - roundStart)
                       .arg(s.finish - roundStart);
    if (s.start > roundStart)
        text += QLatin1Char('\n') + tr("waited %1 at its sender for a port or channel").arg(s.start - roundStart);
    text += QLatin1Char('\n') + tr("heaviest channel load on its path: %1").arg(s.load);
    return text;
}

void TimeSpaceView::drawBackground(QPainter *painter, const QRectF &rect)
{
    QGraphicsView::drawBackground(painter, rect);
    if (!mResult || !mResult->topology)
        return;
    QPen guide(QColor(0xEE, 0xEE, 0xEE));
    guide.setCosmetic(true);
    painter->setPen(guide);
    const int rows = mResult->topology->nodeCount();
    const double right = mRoundMarkers.empty() ? 0.0 : mRoundMarkers.back();
    const int firstRow = std::max(0, int(std::floor(rect.top())));
    const int lastRow = std::min(rows - 1, int(std::ceil(rect.bottom())));
    for (int v = firstRow; v <= lastRow; ++v)
        painter->drawLine(QPointF(0, yForNode(v)), QPointF(right, yForNode(v)));
}

void TimeSpaceView::drawForeground(QPainter *painter, const QRectF &rect)
{
    QGraphicsView::drawForeground(painter, rect);
    painter->save();
    painter->resetTransform();
    const QRect vp = viewport()->rect();
    const int left = labelWidth();
    painter->fillRect(QRect(0, 0, left, vp.height()), QColor(255, 255, 255, 235));
    painter->fillRect(QRect(0, 0, vp.width(), kTopStrip), QColor(255, 255, 255, 235));
    if (!mResult || !mResult->ok || !mResult->topology || !mResult->timeline) {
        painter->restore();
        return;
    }
    // Vertex labels, thinned out when the rows are narrower than the text.
    const core::Topology &topology = *mResult->topology;
    const QFontMetrics fm = fontMetrics();
    const int every = std::max(1, int(std::ceil(fm.height() / std::max(1.0, mRowScale))));
    painter->setPen(palette().color(QPalette::Text));
    for (int v = 0; v < topology.nodeCount(); v += every) {
        const QPoint p = mapFromScene(QPointF(0, yForNode(v)));
        if (p.y() < kTopStrip || p.y() > vp.height())
            continue;
        painter->drawText(QRect(2, p.y() - fm.height() / 2, left - 8, fm.height()), Qt::AlignRight | Qt::AlignVCenter,
                          topology.label(v));
    }
    // Round labels centred in their spans, where they fit.
    int lastRight = left;
    for (int r = 0; r + 1 < int(mRoundMarkers.size()); ++r) {
        const int x0 = mapFromScene(QPointF(mRoundMarkers[std::size_t(r)], 0)).x();
        const int x1 = mapFromScene(QPointF(mRoundMarkers[std::size_t(r) + 1], 0)).x();
        const QString label = (x1 - x0) > fm.horizontalAdvance(QStringLiteral("R0000")) ? tr("R%1").arg(r + 1)
                                                                                         : QString::number(r + 1);
        const int w = fm.horizontalAdvance(label);
        const int x = (x0 + x1 - w) / 2;
        if (x < lastRight + 4 || x + w > vp.width() || x1 < left)
            continue;
        painter->drawText(QPoint(x, kTopStrip - 6), label);
        lastRight = x + w;
    }
    if (mRoundsDrawn < mResult->timeline->roundCount()) {
        painter->setPen(networkstyle::violationColor());
        painter->drawText(QRect(left, vp.height() - fm.height() - 4, vp.width() - left - 8, fm.height()),
                          Qt::AlignRight,
                          tr("Rounds 1-%1 of %2 drawn (at most %3 messages)")
                              .arg(mRoundsDrawn)
                              .arg(mResult->timeline->roundCount())
                              .arg(messageBudget()));
    }
    // The cursor's time beside it.
    const int cx = mapFromScene(QPointF(cursorX(), 0)).x();
    if (cx >= left && cx <= vp.width()) {
        const QString t = tr("t = %1").arg(mCursorTime, 0, 'g', 5);
        painter->setPen(QColor(0xCC, 0x00, 0x55));
        const int w = fm.horizontalAdvance(t);
        const int x = cx + 4 + w < vp.width() ? cx + 4 : cx - 4 - w;
        painter->fillRect(QRect(x - 1, kTopStrip + 1, w + 2, fm.height()), QColor(255, 255, 255, 220));
        painter->drawText(QPoint(x, kTopStrip + fm.ascent() + 1), t);
    }
    painter->restore();
}

} // namespace collviz::views

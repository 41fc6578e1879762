// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "views/timespace/timespaceview.h"

#include "views/export/panelfigures.h"

#include "core/timeline.h"

#include <QEvent>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace collviz::views {

namespace {

constexpr double kClickTolerance = 5.0; ///< pixels
constexpr int kDragThreshold = 3;       ///< pixels a press may move and still be a click
constexpr double kFinestSpan = 1e-6;    ///< the narrowest window, as a share of the run's time

double distanceToSegment(const QPointF &p, const QPointF &a, const QPointF &b)
{
    const QPointF ab = b - a;
    const double len2 = QPointF::dotProduct(ab, ab);
    const double t = len2 > 0 ? std::clamp(QPointF::dotProduct(p - a, ab) / len2, 0.0, 1.0) : 0.0;
    const QPointF d = p - (a + t * ab);
    return std::hypot(d.x(), d.y());
}

} // namespace

TimeSpaceView::TimeSpaceView(QWidget *parent) : QWidget(parent), mData(TimeSpaceData::of(nullptr))
{
    setAttribute(Qt::WA_OpaquePaintEvent);
    setMouseTracking(true);
    setFocusPolicy(Qt::ClickFocus);
    setMinimumSize(200, 100);
}

TimeSpaceView::~TimeSpaceView() = default;

TimeSpaceRenderer TimeSpaceView::renderer() const
{
    return TimeSpaceRenderer(*mData, mState, font(), palette().color(QPalette::Text));
}

QRectF TimeSpaceView::drawingRect() const
{
    const double m = PanelFigure::kMargin;
    return QRectF(rect()).adjusted(m, m, -m, -m);
}

void TimeSpaceView::setResult(std::shared_ptr<const core::RunResult> result)
{
    mData = TimeSpaceData::of(std::move(result));
    mState.cursorTime = -1.0;
    fitToWindow();
}

void TimeSpaceView::setState(const TimeSpaceState &state)
{
    mState = state;
    mFitted = false;
    mDiagramValid = false;
    update();
}

double TimeSpaceView::xForTime(double time) const { return renderer().xForTime(drawingRect(), time); }
double TimeSpaceView::yForNode(int node) const { return renderer().yForRow(drawingRect(), node); }

double TimeSpaceView::pixelsPerTime() const
{
    const TimeSpaceRenderer r = renderer();
    return r.plotRect(drawingRect()).width() / (r.toTime() - r.fromTime());
}

double TimeSpaceView::pixelsPerRow() const
{
    const TimeSpaceRenderer r = renderer();
    return r.plotRect(drawingRect()).height() / r.rowsShown();
}

bool TimeSpaceView::lanesShown() const { return renderer().lanesShown(drawingRect()); }

int TimeSpaceView::messageShapeCount() const { return int(mData->messages.size()); }
const TimeSpaceView::MessageShape &TimeSpaceView::messageShape(int i) const { return mData->messages[std::size_t(i)]; }
int TimeSpaceView::shapeOf(int round, int message) const { return mData->messageOf(round, message); }
int TimeSpaceView::roundMarkerCount() const { return int(mData->roundMarkers.size()); }
double TimeSpaceView::roundMarkerX(int i) const { return xForTime(mData->roundMarkers[std::size_t(i)]); }
int TimeSpaceView::roundsDrawn() const { return mData->roundsDrawn; }

void TimeSpaceView::setWindow(double from, double to, double firstRow, double rowsShown)
{
    // No wider than twice the run and no narrower than a millionth of it; the rows between
    // one and all of them; never scrolled past the run's ends.
    const double end = mData->endTime();
    const double span = std::clamp(to - from, end * kFinestSpan, 2.0 * end);
    from = span < end ? std::clamp(from, 0.0, end - span) : std::clamp(from, end - span, 0.0);
    const double rows = std::max(1, mData->rowCount());
    rowsShown = std::clamp(rowsShown, 1.0, rows);
    mState.fromTime = from;
    mState.toTime = from + span;
    mState.firstRow = std::clamp(firstRow, 0.0, rows - rowsShown);
    mState.rowsShown = rowsShown;
    mDiagramValid = false;
    update();
}

void TimeSpaceView::fitToWindow()
{
    setWindow(0.0, mData->endTime(), 0.0, std::max(1, mData->rowCount()));
    mFitted = true;
}

void TimeSpaceView::zoomTime(double factor, double x)
{
    const TimeSpaceRenderer r = renderer();
    const QRectF plot = r.plotRect(drawingRect());
    const double at = r.timeAt(drawingRect(), x);
    const double span = (r.toTime() - r.fromTime()) / factor;
    const double from = at - (x - plot.left()) / std::max(1.0, plot.width()) * span;
    setWindow(from, from + span, r.firstRow(), r.rowsShown());
    mFitted = false;
}

void TimeSpaceView::zoomRows(double factor, double y)
{
    const TimeSpaceRenderer r = renderer();
    const QRectF plot = r.plotRect(drawingRect());
    const double rows = r.rowsShown() / factor;
    const double at = r.firstRow() + (y - plot.top()) / std::max(1.0, plot.height()) * r.rowsShown();
    const double first = at - (y - plot.top()) / std::max(1.0, plot.height()) * rows;
    setWindow(r.fromTime(), r.toTime(), first, rows);
    mFitted = false;
}

void TimeSpaceView::zoomIn() { zoomTime(1.25, renderer().plotRect(drawingRect()).center().x()); }
void TimeSpaceView::zoomOut() { zoomTime(1 / 1.25, renderer().plotRect(drawingRect()).center().x()); }

void TimeSpaceView::setCurrentTime(int round, double progress)
{
    double t = 0.0;
    const core::RunResult *result = mData->result.get();
    if (result && result->ok && result->timeline && round >= 1 && round <= result->timeline->roundCount()) {
        const core::Timeline &timeline = *result->timeline;
        t = timeline.roundStart(round - 1) + std::clamp(progress, 0.0, 1.0) * timeline.roundTime(round - 1);
    }
    mState.cursorTime = t;
    keepCursorVisible();
    update();
}

void TimeSpaceView::keepCursorVisible()
{
    const TimeSpaceRenderer r = renderer();
    const double span = r.toTime() - r.fromTime();
    if (mState.cursorTime >= r.fromTime() && mState.cursorTime <= r.toTime())
        return;
    const double from = mState.cursorTime < r.fromTime() ? mState.cursorTime - 0.05 * span : mState.cursorTime - 0.9 * span;
    setWindow(from, from + span, r.firstRow(), r.rowsShown());
}

void TimeSpaceView::paintEvent(QPaintEvent *)
{
    // The diagram is painted once per window and kept: a moving cursor costs a pixmap copy.
    const qreal ratio = devicePixelRatioF();
    const QSize pixels = (QSizeF(size()) * ratio).toSize();
    if (!mDiagramValid || mDiagram.size() != pixels) {
        mDiagram = QPixmap(pixels);
        mDiagram.setDevicePixelRatio(ratio);
        mDiagram.fill(Qt::white);
        QPainter diagram(&mDiagram);
        renderer().paintDiagram(diagram, drawingRect());
        mDiagramValid = true;
    }
    QPainter painter(this);
    painter.drawPixmap(0, 0, mDiagram);
    renderer().paintCursor(painter, drawingRect());
}

void TimeSpaceView::wheelEvent(QWheelEvent *event)
{
    const double steps = event->angleDelta().y() / 120.0;
    if (steps == 0) {
        event->ignore();
        return;
    }
    const double factor = std::pow(1.2, steps);
    if (event->modifiers() & Qt::ControlModifier)
        zoomRows(factor, event->position().y());
    else
        zoomTime(factor, event->position().x());
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

int TimeSpaceView::shapeAt(const QPointF &at) const
{
    if (lanesShown())
        return -1;
    const TimeSpaceRenderer r = renderer();
    const QRectF area = drawingRect();
    const double t = r.timeAt(area, at.x());
    const double tolerance = kClickTolerance / std::max(1e-9, pixelsPerTime());
    int best = -1;
    double bestDistance = kClickTolerance;
    for (std::size_t i = 0; i < mData->messages.size(); ++i) {
        const MessageShape &m = mData->messages[i];
        if (t < m.start - tolerance || t > m.finish + tolerance)
            continue;
        for (int k = 0; k < m.strokeCount; ++k) {
            const TimeSpaceData::Stroke &s = mData->strokes[m.firstStroke + std::size_t(k)];
            if (s.kind != TimeSpaceData::Kind::Travel && s.kind != TimeSpaceData::Kind::StartUp)
                continue;
            const QPointF a(r.xForTime(area, s.fromTime), r.yForRow(area, s.fromRow));
            const QPointF b(r.xForTime(area, s.toTime), r.yForRow(area, s.toRow));
            const double d = distanceToSegment(at, a, b);
            if (d < bestDistance) {
                bestDistance = d;
                best = int(i);
            }
        }
    }
    return best;
}

void TimeSpaceView::click(const QPointF &at)
{
    const core::RunResult *result = mData->result.get();
    if (!result || !result->timeline || mData->roundsDrawn == 0)
        return;
    const core::Timeline &timeline = *result->timeline;
    const double t = renderer().timeAt(drawingRect(), at.x());
    const auto progressIn = [&](int round, double time) {
        const double roundTime = timeline.roundTime(round);
        return roundTime > 0 ? std::clamp((time - timeline.roundStart(round)) / roundTime, 0.0, 1.0) : 1.0;
    };
    const int best = shapeAt(at);
    if (best >= 0) {
        const MessageShape &s = mData->messages[std::size_t(best)];
        emit messageClicked(s.round + 1, progressIn(s.round, std::clamp(t, s.start, s.finish)));
        emit transferClicked(s.round + 1, s.transfer);
        return;
    }
    if (!lanesShown() || t < 0 || t > mData->endTime())
        return;
    // A lane: the round of the clicked time.
    const auto after = std::upper_bound(mData->roundMarkers.begin(), mData->roundMarkers.end() - 1, t);
    const int round = std::max(0, int(after - mData->roundMarkers.begin()) - 1);
    emit messageClicked(round + 1, progressIn(round, t));
}

void TimeSpaceView::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton) {
        QWidget::mousePressEvent(event);
        return;
    }
    mPressed = event->position().toPoint();
    mPressedState = mState;
    mDragging = false;
    event->accept();
}

void TimeSpaceView::mouseMoveEvent(QMouseEvent *event)
{
    if (!(event->buttons() & Qt::LeftButton))
        return;
    const QPoint moved = event->position().toPoint() - mPressed;
    if (!mDragging && moved.manhattanLength() < kDragThreshold)
        return;
    mDragging = true;
    setCursor(Qt::ClosedHandCursor);
    // Dragging pans: the point under the mouse stays under it.
    const TimeSpaceRenderer before(*mData, mPressedState, font(), Qt::black);
    const double dt = moved.x() / std::max(1e-9, pixelsPerTime());
    const double dr = moved.y() / std::max(1e-9, pixelsPerRow());
    setWindow(before.fromTime() - dt, before.toTime() - dt, before.firstRow() - dr, before.rowsShown());
    mFitted = false;
}

void TimeSpaceView::mouseReleaseEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton)
        return;
    unsetCursor();
    if (!mDragging)
        click(event->position());
    mDragging = false;
}

void TimeSpaceView::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    mDiagramValid = false;
    if (mFitted)
        fitToWindow();
}

void TimeSpaceView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::FontChange
        || event->type() == QEvent::PaletteChange) {
        mDiagramValid = false;
        update();
    }
    QWidget::changeEvent(event);
}

bool TimeSpaceView::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const QString text = toolTipAt(help->pos());
        if (text.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(help->globalPos(), text, this);
        return true;
    }
    return QWidget::event(event);
}

QString TimeSpaceView::toolTipAt(const QPointF &at) const
{
    const core::RunResult *result = mData->result.get();
    if (!result || !result->timeline || !result->topology)
        return {};
    const core::Topology &topology = *result->topology;
    if (lanesShown()) {
        const TimeSpaceRenderer r = renderer();
        const int row = int(std::lround(r.rowAt(drawingRect(), at.y())));
        const double t = r.timeAt(drawingRect(), at.x());
        if (row < 0 || row >= mData->activity.nodeCount() || t < 0 || t > mData->endTime())
            return {};
        const core::NodeActivity::Step s = mData->activity.at(row, t);
        return tr("%1 at t = %2: %3 leaving, %4 arriving, %5 waiting")
            .arg(topology.label(row))
            .arg(t, 0, 'g', 5)
            .arg(s.leaving)
            .arg(s.arriving)
            .arg(s.waiting);
    }
    const int shape = shapeAt(at);
    if (shape < 0)
        return {};
    const MessageShape &s = mData->messages[std::size_t(shape)];
    const double roundStart = result->timeline->roundStart(s.round);
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

} // namespace collviz::views

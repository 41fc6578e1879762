// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "views/render/timespacerenderer.h"

#include "views/network/networkstyle.h"

#include "core/timeline.h"

#include <QFontMetrics>
#include <QPainter>

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>

namespace collviz::views {

namespace {

constexpr double kRightMargin = 10.0;
constexpr int kSmoothMessages = 500;
constexpr double kMinRoundPixels = 16.0; ///< narrower rounds are not judged on their own ///< antialiased up to this many messages in the window
constexpr double kLaneFill = 0.8; ///< the share of a row's height its lane's band takes at the most
constexpr int kKeySteps = 4;      ///< the lane key's swatches: 1, 2, 3, 4 or more at once

QColor cursorColor() { return QColor(0xCC, 0x00, 0x55); }
QColor waitingColor() { return QColor(0xC8, 0xC8, 0xC8); }

using Kind = TimeSpaceData::Kind;

QPen strokePen(Kind kind, int load, bool mono)
{
    const int cls = networkstyle::loadClass(load);
    QColor c = mono ? QColor(Qt::black) : networkstyle::loadColor(cls == 0 ? 1 : cls);
    QPen pen(c);
    pen.setCapStyle(Qt::FlatCap);
    const double w = std::max(1.2, networkstyle::loadWidth(cls) * 0.5);
    switch (kind) {
    case Kind::Travel:
        pen.setWidthF(w);
        pen.setCapStyle(Qt::RoundCap);
        if (mono)
            pen.setStyle(networkstyle::monochromeLoadStyle(cls));
        break;
    case Kind::StartUp:
        pen.setWidthF(w + 2.0);
        break;
    case Kind::WaitBefore:
        c = mono ? QColor(0x70, 0x70, 0x70) : c;
        c.setAlpha(170);
        pen.setColor(c);
        pen.setWidthF(1.6);
        pen.setStyle(Qt::DotLine);
        break;
    case Kind::WaitBetween:
        pen.setColor(mono ? QColor(0x70, 0x70, 0x70) : c);
        pen.setWidthF(1.6);
        pen.setStyle(Qt::DashLine);
        break;
    }
    return pen;
}

/// The length of segment a-b inside `box` (Liang-Barsky clipping).
double clippedLength(const QRectF &box, const QPointF &a, const QPointF &b)
{
    double t0 = 0.0;
    double t1 = 1.0;
    const double dx = b.x() - a.x();
    const double dy = b.y() - a.y();
    const std::array<std::pair<double, double>, 4> edges{{{-dx, a.x() - box.left()},
                                                          {dx, box.right() - a.x()},
                                                          {-dy, a.y() - box.top()},
                                                          {dy, box.bottom() - a.y()}}};
    for (const auto &[p, q] : edges) {
        if (p == 0.0) {
            if (q < 0)
                return 0.0;
            continue;
        }
        const double r = q / p;
        if (p < 0)
            t0 = std::max(t0, r);
        else
            t1 = std::min(t1, r);
        if (t0 > t1)
            return 0.0;
    }
    return (t1 - t0) * std::hypot(dx, dy);
}

} // namespace

// --- TimeSpaceData ---------------------------------------------------------------------

std::shared_ptr<const TimeSpaceData> TimeSpaceData::of(std::shared_ptr<const core::RunResult> result)
{
    auto data = std::make_shared<TimeSpaceData>();
    data->result = std::move(result);
    const core::RunResult *run = data->result.get();
    if (!run || !run->topology)
        return data;
    for (int v = 0; v < run->topology->nodeCount(); ++v)
        data->labels << run->topology->label(v);
    if (!run->ok || !run->timeline || !run->schedule)
        return data;
    const core::Timeline &timeline = *run->timeline;
    std::vector<int> arcs;
    std::vector<int> loadOfArc(run->topology->arcs().size(), 0);
    for (int r = 0; r < timeline.roundCount(); ++r) {
        const core::Timeline::Range messages = timeline.messages(r);
        if (!data->messages.empty() && data->messages.size() + messages.size() > std::size_t(messageBudget()))
            break;
        data->roundMarkers.push_back(timeline.roundStart(r));
        data->roundFirstMessage.push_back(data->messages.size());
        ++data->roundsDrawn;
        std::fill(loadOfArc.begin(), loadOfArc.end(), 0);
        if (r < int(run->simulation.rounds.size()))
            for (const core::ChannelLoad &c : run->simulation.rounds[std::size_t(r)].channelLoads)
                loadOfArc[std::size_t(c.arc)] = c.load;
        for (std::size_t i = 0; i < messages.size(); ++i)
            data->addMessage(r, int(i), messages[i], loadOfArc, arcs);
        for (const core::Timeline::CombineTime &c : timeline.combines(r))
            if (c.finish > c.start)
                data->combines.push_back({c.node, timeline.roundStart(r) + c.start, timeline.roundStart(r) + c.finish});
    }
    if (data->roundsDrawn > 0)
        data->roundMarkers.push_back(timeline.roundStart(data->roundsDrawn - 1) + timeline.roundTime(data->roundsDrawn - 1));
    data->activity = core::NodeActivity::of(*run, data->roundsDrawn);
    return data;
}

void TimeSpaceData::addMessage(int r, int index, const core::Timeline::Message &m, const std::vector<int> &loadOfArc,
                               std::vector<int> &arcs)
{
    const core::Timeline &timeline = *result->timeline;
    const core::Transfer &transfer = result->schedule->rounds[std::size_t(r)].transfers[std::size_t(m.transfer)];
    const double t0 = timeline.roundStart(r);
    Message s;
    s.round = r;
    s.message = index;
    s.transfer = m.transfer;
    s.src = transfer.src;
    s.dst = transfer.dst;
    s.start = t0 + m.start;
    s.finish = t0 + m.finish;
    s.firstStroke = strokes.size();
    result->topology->pathArcs(transfer.path, arcs);
    for (int a : arcs)
        s.load = std::max(s.load, loadOfArc[std::size_t(a)]);
    const auto add = [&](double from, int fromRow, double to, int toRow, Kind kind, int load) {
        strokes.push_back({from, to, fromRow, toRow, kind, load});
    };
    if (m.start > 0)
        add(t0, s.src, s.start, s.src, Kind::WaitBefore, s.load);
    if (timeline.storeAndForward() && m.hopCount > 0 && int(transfer.path.size()) > m.hopCount) {
        // Start-up at the sender, then hop after hop (resting between them).
        const auto first = timeline.hop(m, 0);
        if (first.first > m.start)
            add(s.start, s.src, t0 + first.first, s.src, Kind::StartUp, s.load);
        double lastLeave = first.first;
        for (int h = 0; h < m.hopCount; ++h) {
            const auto hop = timeline.hop(m, h);
            const int from = transfer.path[std::size_t(h)];
            if (h > 0 && hop.first > lastLeave)
                add(t0 + lastLeave, from, t0 + hop.first, from, Kind::WaitBetween, s.load);
            const int load = h < int(arcs.size()) ? loadOfArc[std::size_t(arcs[std::size_t(h)])] : s.load;
            add(t0 + hop.first, from, t0 + hop.second, transfer.path[std::size_t(h) + 1], Kind::Travel, load);
            lastLeave = hop.second;
        }
    } else {
        add(s.start, s.src, s.finish, s.dst, Kind::Travel, s.load);
    }
    s.strokeCount = int(strokes.size() - s.firstStroke);
    messages.push_back(s);
}

double TimeSpaceData::endTime() const
{
    return roundMarkers.empty() || roundMarkers.back() <= 0 ? 1.0 : roundMarkers.back();
}

int TimeSpaceData::messageOf(int round, int message) const
{
    if (round < 0 || round >= int(roundFirstMessage.size()))
        return -1;
    const std::size_t first = roundFirstMessage[std::size_t(round)];
    const std::size_t end =
        round + 1 < int(roundFirstMessage.size()) ? roundFirstMessage[std::size_t(round) + 1] : messages.size();
    return message >= 0 && first + std::size_t(message) < end ? int(first) + message : -1;
}

// --- TimeSpaceRenderer -----------------------------------------------------------------

TimeSpaceRenderer::TimeSpaceRenderer(const TimeSpaceData &data, const TimeSpaceState &state, const QFont &font,
                                     const QColor &text)
    : mData(data), mState(state), mFont(font), mText(text)
{
}

double TimeSpaceRenderer::fromTime() const
{
    // A window without its end runs to the end of the run.
    if (mState.toTime > mState.fromTime)
        return mState.fromTime;
    return mState.fromTime < mData.endTime() ? mState.fromTime : 0.0;
}

double TimeSpaceRenderer::toTime() const
{
    return mState.toTime > mState.fromTime ? mState.toTime : mData.endTime();
}

double TimeSpaceRenderer::rowsShown() const
{
    return mState.rowsShown > 0 ? mState.rowsShown : std::max(1.0, mData.rowCount() - mState.firstRow);
}

int TimeSpaceRenderer::labelWidth() const
{
    const QFontMetrics fm(mFont);
    int w = 0;
    for (int v = std::max(0, mData.rowCount() - 3); v < mData.rowCount(); ++v)
        w = std::max(w, fm.horizontalAdvance(mData.labels[v]));
    return std::clamp(w + 14, 30, 120);
}

QRectF TimeSpaceRenderer::plotRect(const QRectF &rect) const
{
    const QFontMetrics fm(mFont);
    // Above: the rounds' numbers; below: the key.
    return rect.adjusted(labelWidth(), fm.height() + 8, -kRightMargin, -(fm.height() + 10));
}

double TimeSpaceRenderer::xForTime(const QRectF &rect, double time) const
{
    const QRectF plot = plotRect(rect);
    return plot.left() + (time - fromTime()) / (toTime() - fromTime()) * plot.width();
}

double TimeSpaceRenderer::yForRow(const QRectF &rect, double row) const
{
    const QRectF plot = plotRect(rect);
    return plot.top() + (row + 0.5 - mState.firstRow) / rowsShown() * plot.height();
}

double TimeSpaceRenderer::timeAt(const QRectF &rect, double x) const
{
    const QRectF plot = plotRect(rect);
    return fromTime() + (x - plot.left()) / std::max(1e-9, plot.width()) * (toTime() - fromTime());
}

double TimeSpaceRenderer::rowAt(const QRectF &rect, double y) const
{
    const QRectF plot = plotRect(rect);
    return mState.firstRow + (y - plot.top()) / std::max(1e-9, plot.height()) * rowsShown() - 0.5;
}

QColor TimeSpaceRenderer::ink(const QColor &color) const { return mState.monochrome ? QColor(Qt::black) : color; }

double TimeSpaceRenderer::freeSpacing(const QRectF &rect) const
{
    const QRectF plot = plotRect(rect);
    // The spacing in `box` of the strokes of the messages [first, end).
    const auto spacing = [&](const QRectF &box, std::size_t first, std::size_t end) {
        double length = 0.0;
        double inked = 0.0; ///< length times pen width
        for (std::size_t i = first; i < end; ++i) {
            const TimeSpaceData::Message &m = mData.messages[i];
            for (int k = 0; k < m.strokeCount; ++k) {
                const TimeSpaceData::Stroke &s = mData.strokes[m.firstStroke + std::size_t(k)];
                // Waiting strokes lie on top of each other by design (every queued message
                // waits from the round's start), drawn thin beneath: they read as one line.
                if (s.kind == Kind::WaitBefore || s.kind == Kind::WaitBetween)
                    continue;
                const double l = clippedLength(box, QPointF(xForTime(rect, s.fromTime), yForRow(rect, s.fromRow)),
                                               QPointF(xForTime(rect, s.toTime), yForRow(rect, s.toRow)));
                length += l;
                inked += l * strokePen(s.kind, s.load, false).widthF();
            }
        }
        return length <= 0 ? std::numeric_limits<double>::infinity()
                           : box.width() * box.height() / length - inked / length;
    };
    // Round by round: one crowded round is a wall however empty the others are. Rounds
    // narrower than kMinRoundPixels are left out; the whole window is judged when all are.
    double tightest = std::numeric_limits<double>::infinity();
    bool judged = false;
    for (int r = 0; r < mData.roundsDrawn; ++r) {
        const double x0 = std::max(plot.left(), xForTime(rect, mData.roundMarkers[std::size_t(r)]));
        const double x1 = std::min(plot.right(), xForTime(rect, mData.roundMarkers[std::size_t(r) + 1]));
        if (x1 - x0 < kMinRoundPixels)
            continue;
        judged = true;
        const std::size_t end = r + 1 < mData.roundsDrawn ? mData.roundFirstMessage[std::size_t(r) + 1] : mData.messages.size();
        tightest = std::min(tightest, spacing(QRectF(x0, plot.top(), x1 - x0, plot.height()),
                                              mData.roundFirstMessage[std::size_t(r)], end));
    }
    return judged ? tightest : spacing(plot, 0, mData.messages.size());
}

bool TimeSpaceRenderer::lanesShown(const QRectF &rect) const
{
    switch (mState.detail) {
    case TimeSpaceState::Detail::Messages:
        return false;
    case TimeSpaceState::Detail::Lanes:
        return true;
    case TimeSpaceState::Detail::Automatic:
        break;
    }
    if (mData.messages.empty())
        return false;
    const double rowPixels = plotRect(rect).height() / rowsShown();
    return rowPixels < kMinMessageRow || freeSpacing(rect) < kSeparation;
}

void TimeSpaceRenderer::paint(QPainter &painter, const QRectF &rect) const
{
    paintDiagram(painter, rect);
    paintCursor(painter, rect);
}

void TimeSpaceRenderer::paintDiagram(QPainter &painter, const QRectF &rect) const
{
    const QRectF plot = plotRect(rect);
    if (plot.width() < 1 || plot.height() < 1)
        return;
    painter.save();
    painter.setFont(mFont);
    painter.setClipRect(plot.adjusted(-1, -1, 1, 1));
    paintGrid(painter, rect, plot);
    const bool lanes = lanesShown(rect);
    if (lanes)
        paintLanes(painter, plot);
    else
        paintMessages(painter, plot);
    paintCombines(painter, plot);
    painter.setClipping(false);
    paintLabels(painter, rect, plot, lanes);
    painter.restore();
}

void TimeSpaceRenderer::paintGrid(QPainter &painter, const QRectF &rect, const QRectF &plot) const
{
    const double rowPixels = plot.height() / rowsShown();
    painter.setRenderHint(QPainter::Antialiasing, false);
    if (rowPixels >= 3) {
        painter.setPen(QPen(QColor(0xEE, 0xEE, 0xEE), 0));
        const int first = std::max(0, int(std::floor(mState.firstRow)));
        const int last = std::min(mData.rowCount() - 1, int(std::ceil(mState.firstRow + rowsShown())));
        const double x0 = std::max(plot.left(), xForTime(rect, 0.0));
        const double x1 = std::min(plot.right(), xForTime(rect, mData.endTime()));
        for (int v = first; v <= last; ++v)
            painter.drawLine(QPointF(x0, yForRow(rect, v)), QPointF(x1, yForRow(rect, v)));
    }
    QPen marker(QColor(0x99, 0x99, 0x99), 0, Qt::DashLine);
    painter.setPen(marker);
    for (double t : mData.roundMarkers) {
        const double x = xForTime(rect, t);
        if (x >= plot.left() - 1 && x <= plot.right() + 1)
            painter.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()));
    }
}

void TimeSpaceRenderer::paintMessages(QPainter &painter, const QRectF &plot) const
{
    const double from = fromTime();
    const double to = toTime();
    const double sx = plot.width() / (to - from);
    const double sy = plot.height() / rowsShown();
    const auto point = [&](double t, int row) {
        return QPointF(plot.left() + (t - from) * sx, plot.top() + (row + 0.5 - mState.firstRow) * sy);
    };
    // The messages of the rounds in the window, in one batch of lines per pen.
    std::array<std::array<QVector<QLineF>, 4>, 4> lines;
    std::size_t shown = 0;
    for (int r = 0; r < mData.roundsDrawn; ++r) {
        if (mData.roundMarkers[std::size_t(r) + 1] < from || mData.roundMarkers[std::size_t(r)] > to)
            continue;
        const std::size_t first = mData.roundFirstMessage[std::size_t(r)];
        const std::size_t end = r + 1 < mData.roundsDrawn ? mData.roundFirstMessage[std::size_t(r) + 1] : mData.messages.size();
        for (std::size_t i = first; i < end; ++i) {
            const TimeSpaceData::Message &m = mData.messages[i];
            if (m.finish < from || mData.roundMarkers[std::size_t(r)] > to)
                continue;
            ++shown;
            for (int k = 0; k < m.strokeCount; ++k) {
                const TimeSpaceData::Stroke &s = mData.strokes[m.firstStroke + std::size_t(k)];
                lines[std::size_t(s.kind)][std::size_t(networkstyle::loadClass(s.load))].append(
                    QLineF(point(s.fromTime, s.fromRow), point(s.toTime, s.toRow)));
            }
        }
    }
    painter.setRenderHint(QPainter::Antialiasing, shown <= std::size_t(kSmoothMessages));
    // Waiting under travelling, heavier loads on top.
    for (Kind kind : {Kind::WaitBefore, Kind::WaitBetween, Kind::StartUp, Kind::Travel})
        for (int cls = 0; cls < 4; ++cls) {
            const QVector<QLineF> &batch = lines[std::size_t(kind)][std::size_t(cls)];
            if (batch.isEmpty())
                continue;
            painter.setPen(strokePen(kind, cls, mState.monochrome));
            painter.drawLines(batch);
        }
}

QBrush TimeSpaceRenderer::combineBrush() const
{
    return mState.monochrome ? QBrush(Qt::black, Qt::Dense4Pattern) : QBrush(QColor(0xD5, 0x5E, 0x00));
}

void TimeSpaceRenderer::paintCombines(QPainter &painter, const QRectF &plot) const
{
    if (mData.combines.empty())
        return;
    // A node busy adding: a bar on its row over the combine's time, under the message strokes'
    // width so that a message arriving at the same time stays visible.
    const double from = fromTime();
    const double to = toTime();
    const double sx = plot.width() / (to - from);
    const double rowPixels = plot.height() / rowsShown();
    const double h = std::clamp(rowPixels * 0.35, 2.0, 8.0);
    painter.setRenderHint(QPainter::Antialiasing, false);
    const QBrush brush = combineBrush();
    for (const TimeSpaceData::Combine &c : mData.combines) {
        if (c.to < from || c.from > to)
            continue;
        const double y = plot.top() + (c.row + 0.5 - mState.firstRow) * rowPixels;
        if (y < plot.top() - h || y > plot.bottom() + h)
            continue;
        const double x0 = plot.left() + (c.from - from) * sx;
        const double x1 = plot.left() + (c.to - from) * sx;
        painter.fillRect(QRectF(x0, y - h / 2, std::max(1.0, x1 - x0), h), brush);
    }
}

void TimeSpaceRenderer::paintLanes(QPainter &painter, const QRectF &plot) const
{
    painter.setRenderHint(QPainter::Antialiasing, false);
    const double rowPixels = plot.height() / rowsShown();
    const int first = std::max(0, int(std::floor(mState.firstRow)));
    const int last = std::min(mData.activity.nodeCount() - 1, int(std::ceil(mState.firstRow + rowsShown())));
    for (int v = first; v <= last; ++v)
        paintLane(painter, plot, v, std::max(1.0, rowPixels * kLaneFill));
}

std::vector<TimeSpaceRenderer::LaneRun> TimeSpaceRenderer::laneRuns(const TimeSpaceData &data, int row, double from,
                                                                    double to, int columns)
{
    std::vector<LaneRun> runs;
    if (columns <= 0 || to <= from || row < 0 || row >= data.activity.nodeCount())
        return runs;
    std::vector<int> moving(std::size_t(columns), 0);
    std::vector<int> waiting(moving.size(), 0);
    const double perTime = columns / (to - from);
    const core::NodeActivity::Steps steps = data.activity.steps(row);
    for (std::size_t i = 0; i + 1 < steps.size(); ++i) {
        const core::NodeActivity::Step &s = steps[i];
        const double end = steps[i + 1].time;
        if (end <= from || (s.moving() == 0 && s.waiting == 0))
            continue;
        if (s.time >= to)
            break;
        const int a = std::clamp(int(std::floor((s.time - from) * perTime)), 0, columns - 1);
        const int b = std::clamp(int(std::ceil((end - from) * perTime)) - 1, a, columns - 1);
        for (int c = a; c <= b; ++c) {
            moving[std::size_t(c)] = std::max(moving[std::size_t(c)], s.moving());
            waiting[std::size_t(c)] = std::max(waiting[std::size_t(c)], s.waiting);
        }
    }
    for (int c = 0; c < columns;) {
        int e = c + 1;
        while (e < columns && moving[std::size_t(e)] == moving[std::size_t(c)]
               && waiting[std::size_t(e)] == waiting[std::size_t(c)])
            ++e;
        if (moving[std::size_t(c)] > 0 || waiting[std::size_t(c)] > 0)
            runs.push_back({c, e, moving[std::size_t(c)], waiting[std::size_t(c)]});
        c = e;
    }
    return runs;
}

QColor TimeSpaceRenderer::laneColor(int moving, bool monochrome)
{
    if (!monochrome)
        return networkstyle::loadColor(moving);
    const int step = std::clamp(moving, 1, kKeySteps);
    return QColor::fromHsv(0, 0, 190 - 45 * (step - 1));
}

void TimeSpaceRenderer::paintLane(QPainter &painter, const QRectF &plot, int row, double laneHeight) const
{
    // One column a pixel.
    const int x0 = int(std::floor(plot.left()));
    const int width = int(std::ceil(plot.right())) - x0;
    const double from = fromTime() - (plot.left() - x0) / plot.width() * (toTime() - fromTime());
    const double to = from + width / plot.width() * (toTime() - fromTime());
    const double y = plot.top() + (row + 0.5 - mState.firstRow) * (plot.height() / rowsShown());
    const double peakMoving = std::max(1, mData.activity.peakMoving());
    const double peakWaiting = std::max(1, mData.activity.peakWaiting());
    const auto band = [&](const LaneRun &run, double share) {
        const double h = std::max(2.0, laneHeight * share);
        return QRectF(x0 + run.first, y - h / 2, run.end - run.first, h);
    };
    for (const LaneRun &run : laneRuns(mData, row, from, to, width)) {
        if (run.waiting > 0)
            painter.fillRect(band(run, run.waiting / peakWaiting),
                             mState.monochrome ? QBrush(Qt::gray, Qt::BDiagPattern) : QBrush(waitingColor()));
        if (run.moving > 0)
            painter.fillRect(band(run, run.moving / peakMoving), laneColor(run.moving, mState.monochrome));
    }
}

void TimeSpaceRenderer::paintLabels(QPainter &painter, const QRectF &rect, const QRectF &plot, bool lanes) const
{
    const QFontMetrics fm(mFont);
    painter.setRenderHint(QPainter::Antialiasing, true);
    painter.setPen(mText);
    // Rows' names, thinned out where the rows are narrower than the text.
    const double rowPixels = plot.height() / rowsShown();
    const int every = std::max(1, int(std::ceil(fm.height() / std::max(0.01, rowPixels))));
    for (int v = 0; v < mData.rowCount(); v += every) {
        const double y = yForRow(rect, v);
        if (y < plot.top() - 1 || y > plot.bottom() + 1)
            continue;
        painter.drawText(QRectF(rect.left() + 2, y - fm.height() / 2.0, labelWidth() - 8, fm.height()),
                         Qt::AlignRight | Qt::AlignVCenter, mData.labels[v]);
    }
    // Rounds' numbers centred in their spans, where they fit.
    double lastRight = plot.left();
    const double baseline = plot.top() - 6;
    for (int r = 0; r + 1 < int(mData.roundMarkers.size()); ++r) {
        const double x0 = std::max(plot.left(), xForTime(rect, mData.roundMarkers[std::size_t(r)]));
        const double x1 = std::min(plot.right(), xForTime(rect, mData.roundMarkers[std::size_t(r) + 1]));
        if (x1 <= x0)
            continue;
        const QString label = (x1 - x0) > fm.horizontalAdvance(QStringLiteral("R0000")) ? tr("R%1").arg(r + 1)
                                                                                         : QString::number(r + 1);
        const int w = fm.horizontalAdvance(label);
        const double x = (x0 + x1 - w) / 2;
        if (x < lastRight + 4 || x + w > plot.right())
            continue;
        painter.drawText(QPointF(x, baseline), label);
        lastRight = x + w;
    }
    const double keyBaseline = plot.bottom() + 6 + fm.ascent();
    if (mData.result && mData.result->timeline && mData.roundsDrawn < mData.result->timeline->roundCount()) {
        painter.setPen(ink(networkstyle::violationColor()));
        const QString note = tr("Rounds 1-%1 of %2 drawn (at most %3 messages)")
                                 .arg(mData.roundsDrawn)
                                 .arg(mData.result->timeline->roundCount())
                                 .arg(TimeSpaceData::messageBudget());
        painter.drawText(QPointF(plot.right() - fm.horizontalAdvance(note), keyBaseline), note);
        painter.setPen(mText);
    }
    if (!mData.messages.empty())
        paintKey(painter, QPointF(plot.left(), keyBaseline), rect.right(), lanes);
}

void TimeSpaceRenderer::paintKey(QPainter &painter, const QPointF &at, double right, bool lanes) const
{
    // One line under the plot: what the colours and strokes mean.
    const QFontMetrics fm(mFont);
    const double swatch = fm.height() * 0.7;
    const double top = at.y() - fm.ascent() + (fm.ascent() - swatch) / 2;
    double x = at.x();
    // Items that would run past the right edge (a narrow panel) are left out, not cut.
    bool full = false;
    const auto fits = [&](double width) { return !(full = full || x + width > right); };
    const auto text = [&](const QString &t) {
        if (!fits(fm.horizontalAdvance(t)))
            return;
        painter.setPen(mText);
        painter.drawText(QPointF(x, at.y()), t);
        x += fm.horizontalAdvance(t) + 10;
    };
    const auto line = [&](const QPen &pen) {
        if (!fits(2 * swatch))
            return;
        painter.setPen(pen);
        painter.drawLine(QPointF(x, top + swatch / 2), QPointF(x + 2 * swatch, top + swatch / 2));
        x += 2 * swatch + 4;
    };
    const auto box = [&](const QBrush &brush) {
        if (!fits(swatch))
            return;
        painter.fillRect(QRectF(x, top, swatch, swatch), brush);
        x += swatch + 3;
    };
    if (lanes) {
        text(tr("Messages at a node at once:"));
        for (int k = 1; k <= kKeySteps; ++k) {
            box(laneColor(k, mState.monochrome));
            text(k < kKeySteps ? QString::number(k) : tr("%1 or more").arg(k));
        }
        box(mState.monochrome ? QBrush(Qt::gray, Qt::BDiagPattern) : QBrush(waitingColor()));
        text(tr("waiting."));
        if (!mData.combines.empty()) {
            box(combineBrush());
            text(tr("combining (t_c)."));
        }
        text(tr("Zoom in to see each message."));
        return;
    }
    text(tr("Messages on the channel:"));
    for (int load = 1; load <= 3; ++load) {
        line(strokePen(Kind::Travel, load, mState.monochrome));
        text(load < 3 ? QString::number(load) : tr("%1 or more").arg(load));
    }
    line(strokePen(Kind::WaitBefore, 1, mState.monochrome));
    text(tr("waiting for a port or channel"));
    line(strokePen(Kind::WaitBetween, 1, mState.monochrome));
    text(tr("resting at a node"));
    if (!mData.combines.empty()) {
        box(combineBrush());
        text(tr("combining (t_c)"));
    }
}

void TimeSpaceRenderer::paintCursor(QPainter &painter, const QRectF &rect) const
{
    if (mState.cursorTime < 0)
        return;
    const QRectF plot = plotRect(rect);
    const double x = xForTime(rect, mState.cursorTime);
    if (x < plot.left() - 0.5 || x > plot.right() + 0.5)
        return;
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, false);
    painter.setPen(QPen(ink(cursorColor()), 0));
    painter.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()));
    painter.setFont(mFont);
    const QFontMetrics fm(mFont);
    const QString t = tr("t = %1").arg(mState.cursorTime, 0, 'g', 5);
    const int w = fm.horizontalAdvance(t);
    const double tx = x + 4 + w < plot.right() ? x + 4 : x - 4 - w;
    painter.fillRect(QRectF(tx - 1, plot.top() + 1, w + 2, fm.height()), QColor(255, 255, 255, 220));
    painter.drawText(QPointF(tx, plot.top() + fm.ascent() + 1), t);
    painter.restore();
}

} // namespace collviz::views

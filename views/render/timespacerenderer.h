// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "views/state/timespacestate.h"

#include "core/engine.h"
#include "core/nodeactivity.h"

#include <QBrush>
#include <QColor>
#include <QCoreApplication>
#include <QFont>
#include <QRectF>

#include <memory>
#include <vector>

class QPainter;

namespace collviz::views {

/**
 * What the engine gives the time-space diagram for a run, as a plain value: every message of
 * the Timeline as strokes in (engine time, row) coordinates, the rounds' starts, and how many
 * messages are at each node at once (core::NodeActivity). Nothing here computes a time: the
 * strokes' ends are the timeline's starts, finishes and hop times, shifted by their round's
 * start. Made once per result and shared by the view and its figures.
 *
 * Very large runs: at most messageBudget() messages are kept (whole rounds from the first).
 */
struct TimeSpaceData
{
    Q_DECLARE_TR_FUNCTIONS(collviz::views::TimeSpaceData)
public:
    /// What a stroke shows; the diagram draws each kind in its own pen.
    enum class Kind { Travel, StartUp, WaitBefore, WaitBetween };
    /// One straight stroke, from (fromTime, fromRow) to (toTime, toRow), absolute engine time.
    struct Stroke
    {
        double fromTime = 0.0;
        double toTime = 0.0;
        int fromRow = 0;
        int toRow = 0;
        Kind kind = Kind::Travel;
        int load = 0; ///< its channel's load in the round (a hop), or the message's heaviest
    };
    /// One message of the timeline and its strokes (strokes[firstStroke, +strokeCount)).
    struct Message
    {
        int round = -1;     ///< schedule round (0-based)
        int message = -1;   ///< index in the round's timeline messages
        int transfer = -1;
        int src = -1;
        int dst = -1;
        double start = 0.0; ///< absolute engine time
        double finish = 0.0;
        int load = 0;       ///< heaviest channel load of its path in the round
        std::size_t firstStroke = 0;
        int strokeCount = 0;
    };

    /// A combine the timeline timed (t_c > 0): node `row` busy adding from `from` to `to`
    /// (absolute engine time; core::Timeline::combines).
    struct Combine
    {
        int row = -1;
        double from = 0.0;
        double to = 0.0;
    };

    std::shared_ptr<const core::RunResult> result;
    std::vector<Message> messages;
    std::vector<Combine> combines; ///< of the drawn rounds; none where t_c = 0
    std::vector<Stroke> strokes;
    std::vector<std::size_t> roundFirstMessage; ///< per drawn round, its first message
    std::vector<double> roundMarkers;           ///< absolute times of the drawn rounds' starts, and the end
    int roundsDrawn = 0;
    core::NodeActivity activity; ///< of the drawn rounds
    QStringList labels;          ///< the rows' names (the topology's vertex labels)

    static constexpr int messageBudget() { return 60000; }
    /// The data of `result` (null or failed: an empty diagram).
    static std::shared_ptr<const TimeSpaceData> of(std::shared_ptr<const core::RunResult> result);
    int rowCount() const { return int(labels.size()); }
    /// The time the drawn rounds end (1 without rounds, so that a window is never empty).
    double endTime() const;
    /// The message of (round, timeline message index), or -1.
    int messageOf(int round, int message) const;

private:
    void addMessage(int round, int index, const core::Timeline::Message &m, const std::vector<int> &loadOfArc,
                    std::vector<int> &arcs);
};

/**
 * Paints the time-space diagram into any QPainter: the rows' names on the left, the rounds'
 * numbers above, dashed round boundaries, and either every message (travelling solid,
 * waiting dotted, resting dashed, coloured by channel load) or, where they would be drawn
 * closer than kSeparation pixels, each node's lane: a band whose height and colour give how
 * many messages are at the node at once, waiting in grey beneath it; where t_c > 0, each
 * combine as a bar on its node's row; a key under the plot says which. The cursor is a line with its time. The view's canvas is one client (it caches paintDiagram and paints the
 * cursor on top), the exported figure another.
 */
class TimeSpaceRenderer final
{
    Q_DECLARE_TR_FUNCTIONS(collviz::views::TimeSpaceRenderer)
public:
    /// Messages closer than this many pixels are drawn as the nodes' lanes.
    static constexpr double kSeparation = 4.0;
    /// Rows closer than this many pixels are drawn as lanes: lines between neighbours would merge.
    static constexpr double kMinMessageRow = 6.0;

    TimeSpaceRenderer(const TimeSpaceData &data, const TimeSpaceState &state, const QFont &font, const QColor &text);
    /// Paints the whole drawing into `rect` (its background is the caller's): paintDiagram,
    /// then paintCursor.
    void paint(QPainter &painter, const QRectF &rect) const;
    /// Everything but the cursor.
    void paintDiagram(QPainter &painter, const QRectF &rect) const;
    void paintCursor(QPainter &painter, const QRectF &rect) const;

    /// Where the rows and the time axis are drawn within `rect`.
    QRectF plotRect(const QRectF &rect) const;
    /// The time window drawn (absolute engine time) and the rows (top row, rows in the height).
    double fromTime() const;
    double toTime() const;
    double firstRow() const { return mState.firstRow; }
    double rowsShown() const;
    double xForTime(const QRectF &rect, double time) const;
    double yForRow(const QRectF &rect, double row) const; ///< the middle of row `row`
    double timeAt(const QRectF &rect, double x) const;
    double rowAt(const QRectF &rect, double y) const;
    /// Whether the lanes are drawn: as the state's detail says, or (automatic) where messages
    /// would be drawn closer than kSeparation pixels: rows closer than kMinMessageRow, or less
    /// than kSeparation of free space between the strokes in the window (freeSpacing).
    bool lanesShown(const QRectF &rect) const;
    /// The mean free space between the message strokes drawn in the window, in pixels, in its
    /// most crowded round: the round's area over its strokes' length in it, less their mean pen
    /// width (how far apart they would be, spread evenly; overlaps count as often as they are
    /// drawn). Rounds under 16 pixels wide are left out (the whole window is judged when all are).
    double freeSpacing(const QRectF &rect) const;

    /// A stretch of a lane cut into `columns` equal columns over [from, to): columns
    /// [first, end) hold at the most `moving` messages leaving or arriving and `waiting`
    /// waiting at the node at once (a burst narrower than a column still shows).
    struct LaneRun
    {
        int first = 0;
        int end = 0;
        int moving = 0;
        int waiting = 0;
    };
    /// Row `row`'s lane over [from, to) in `columns` columns: the runs where something is at
    /// the node, from the engine's NodeActivity.
    static std::vector<LaneRun> laneRuns(const TimeSpaceData &data, int row, double from, double to, int columns);
    /// The colour of a lane's band for `moving` messages at once.
    static QColor laneColor(int moving, bool monochrome);

private:
    int labelWidth() const;
    QColor ink(const QColor &color) const;
    void paintGrid(QPainter &painter, const QRectF &rect, const QRectF &plot) const;
    void paintMessages(QPainter &painter, const QRectF &plot) const;
    void paintLanes(QPainter &painter, const QRectF &plot) const;
    /// The combines' busy bars on their nodes' rows (t_c > 0 only).
    void paintCombines(QPainter &painter, const QRectF &plot) const;
    QBrush combineBrush() const;
    void paintLane(QPainter &painter, const QRectF &plot, int row, double laneHeight) const;
    void paintLabels(QPainter &painter, const QRectF &rect, const QRectF &plot, bool lanes) const;
    void paintKey(QPainter &painter, const QPointF &at, double right, bool lanes) const;

    const TimeSpaceData &mData;
    TimeSpaceState mState;
    QFont mFont;
    QColor mText;
};

} // namespace collviz::views

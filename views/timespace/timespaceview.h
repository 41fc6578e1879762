#pragma once

#include "core/engine.h"
#include "core/timeline.h"

#include <QGraphicsView>
#include <QPainterPath>

#include <memory>
#include <vector>

class QGraphicsLineItem;

namespace collviz::views {

/**
 * The time-space diagram ParaGraph and Vampir users know: one row per vertex (processors
 * first, tree switches after them), engine time from left to right, every message of the run
 * a line from its sender at its start to its receiver at its finish. It draws the engine's
 * Timeline and nothing else: no time is computed here.
 *
 * Under store-and-forward each hop is its own line, from the node it leaves (at the hop's
 * enter) to the next node (at its leave), coloured by the load of its channel in the round; the
 * start-up t_s is a short solid stroke on the sender's row; a packet resting at a node between
 * hops is a dashed stroke on that node's row. Under wormhole the worm is one line from sender
 * to receiver, coloured by the heaviest channel of its path. Waiting for a port or a channel
 * before the start is a dotted stroke on the sender's row from the round's start. Colours and
 * widths are the network view's load classes (networkstyle.h).
 *
 * Round boundaries are dashed vertical lines labelled with the round; the cursor (a vertical
 * line) marks the current time: the Session's round and the Player's in-round progress.
 * Wheel and +/- zoom the time axis around the mouse (Ctrl+wheel zooms the rows), 0 fits,
 * dragging pans, clicking a message emits messageClicked with its round and the clicked time.
 *
 * Very large runs: at most messageBudget() messages are drawn (whole rounds from the first);
 * the diagram says how many rounds it leaves out.
 */
class TimeSpaceView : public QGraphicsView
{
    Q_OBJECT
public:
    /// One drawn message (what the tests and the tooltips read).
    struct MessageShape
    {
        int round = -1;     ///< schedule round (0-based)
        int message = -1;   ///< index in the round's timeline messages
        int transfer = -1;
        int src = -1;
        int dst = -1;
        double start = 0.0;  ///< absolute engine time, as the timeline says
        double finish = 0.0;
        int load = 0;        ///< heaviest channel load of its path in the round
        QPainterPath travel; ///< scene coordinates: the moving part (start-up, hops or worm)
        QPainterPath waiting; ///< scene coordinates: waiting before its start and between hops
    };

    explicit TimeSpaceView(QWidget *parent = nullptr);
    ~TimeSpaceView() override;

    /// Shows a new result (null clears it) and fits the time axis to the view.
    void setResult(std::shared_ptr<const core::RunResult> result);
    /// Moves the cursor: Session round convention (0 = initial state, k >= 1 = round k) and
    /// in-round progress 0..1 of round k's time.
    void setCurrentTime(int round, double progress);
    /// The cursor's absolute engine time.
    double currentTime() const { return mCursorTime; }

    /// Scene x of an absolute engine time, and scene y of a vertex's row.
    double xForTime(double time) const;
    double yForNode(int node) const;
    /// Horizontal zoom: view pixels per unit of engine time.
    double pixelsPerTime() const;
    void zoomIn();
    void zoomOut();
    void fitToWindow();

    int messageShapeCount() const { return int(mShapes.size()); }
    const MessageShape &messageShape(int i) const { return mShapes[std::size_t(i)]; }
    /// The index of the drawn message of (round, timeline message index), or -1.
    int shapeOf(int round, int message) const;
    int roundMarkerCount() const { return int(mRoundMarkers.size()); }
    double roundMarkerX(int i) const;
    /// The cursor line's scene x.
    double cursorX() const;
    /// Rounds drawn (fewer than the run's when the message budget ran out).
    int roundsDrawn() const { return mRoundsDrawn; }
    static constexpr int messageBudget() { return 60000; }

signals:
    /// A message was clicked: Session round (k >= 1) and in-round progress of the clicked time.
    void messageClicked(int round, double progress);
    /// The same click, naming the message's transfer (Session round k >= 1, index in the round).
    void transferClicked(int round, int transfer);

protected:
    void wheelEvent(QWheelEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void drawForeground(QPainter *painter, const QRectF &rect) override;
    void drawBackground(QPainter *painter, const QRectF &rect) override;
    void changeEvent(QEvent *event) override;
    bool viewportEvent(QEvent *event) override;

private:
    /// The drawn message nearest to a viewport point (within a few pixels), or -1; `time` gets
    /// the point's engine time.
    int shapeAt(const QPointF &at, double *time) const;
    struct Strokes;
    void rebuild();
    /// The shape of message `index` of round `r` and its strokes (waiting, start-up,
    /// travelling hop by hop under store-and-forward).
    void addMessageShape(int r, int index, const core::Timeline::Message &m, double t0,
                         const std::vector<int> &loadOfArc, std::vector<int> &arcs, Strokes &strokes);
    void setZoom(double pixelsPerTime, double rowScale, const QPoint *anchor = nullptr);
    void keepCursorVisible();
    int labelWidth() const;
    QString shapeToolTip(const MessageShape &shape) const;

    std::shared_ptr<const core::RunResult> mResult;
    std::vector<MessageShape> mShapes;
    std::vector<std::size_t> mRoundFirstShape; ///< per drawn round, its first shape
    std::vector<double> mRoundMarkers;       ///< absolute times of round starts, and the end
    QGraphicsLineItem *mCursor = nullptr;
    double mCursorTime = 0.0;
    double mRowScale = 1.0;
    int mRoundsDrawn = 0;
    bool mFitted = false;
};

} // namespace collviz::views

// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "views/render/timespacerenderer.h"
#include "views/state/timespacestate.h"

#include "core/engine.h"

#include <QPixmap>
#include <QPoint>
#include <QWidget>

#include <memory>

namespace collviz::views {

/**
 * The time-space diagram ParaGraph and Vampir users know: one row per vertex (processors
 * first, tree switches after them), engine time from left to right, every message of the run
 * a line from its sender at its start to its receiver at its finish. It draws the engine's
 * Timeline and nothing else: no time is computed here. TimeSpaceRenderer paints it from the
 * run's TimeSpaceData and the view's TimeSpaceState (its zoom, scroll and cursor), so a figure
 * of the view's state is the view's picture, pixel for pixel.
 *
 * Under store-and-forward each hop is its own line, from the node it leaves (at the hop's
 * enter) to the next node (at its leave), coloured by the load of its channel in the round; the
 * start-up t_s is a short solid stroke on the sender's row; a packet resting at a node between
 * hops is a dashed stroke on that node's row. Under wormhole the worm is one line from sender
 * to receiver, coloured by the heaviest channel of its path. Waiting for a port or a channel
 * before the start is a dotted stroke on the sender's row from the round's start.
 *
 * Where the messages would be drawn closer than a few pixels (all-to-all what-ifs, large
 * networks) each row becomes its node's lane: how many messages are at the node at once,
 * from the engine's NodeActivity. Zooming in on time or on rows brings the single messages
 * back as soon as they are drawn apart.
 *
 * Round boundaries are dashed vertical lines labelled with the round; the cursor (a vertical
 * line) marks the current time: the Session's round and the Player's in-round progress.
 * Wheel and +/- zoom the time axis around the mouse (Ctrl+wheel zooms the rows), 0 fits,
 * dragging pans, clicking a message emits messageClicked with its round and the clicked time
 * (clicking a lane, its round and time).
 */
class TimeSpaceView : public QWidget
{
    Q_OBJECT
public:
    using MessageShape = TimeSpaceData::Message;

    explicit TimeSpaceView(QWidget *parent = nullptr);
    ~TimeSpaceView() override;

    /// Shows a new result (null clears it) and fits the diagram to the view.
    void setResult(std::shared_ptr<const core::RunResult> result);
    /// Moves the cursor: Session round convention (0 = initial state, k >= 1 = round k) and
    /// in-round progress 0..1 of round k's time.
    void setCurrentTime(int round, double progress);
    /// The cursor's absolute engine time.
    double currentTime() const { return mState.cursorTime < 0 ? 0.0 : mState.cursorTime; }

    /// What the view draws: the run's data and the view's state (zoom, scroll, cursor).
    std::shared_ptr<const TimeSpaceData> data() const { return mData; }
    const TimeSpaceState &state() const { return mState; }
    void setState(const TimeSpaceState &state);
    /// The rectangle the renderer paints into (the widget, less a figure's white margin).
    QRectF drawingRect() const;

    /// Widget x of an absolute engine time, and widget y of the middle of a vertex's row.
    double xForTime(double time) const;
    double yForNode(int node) const;
    /// Horizontal zoom: pixels per unit of engine time.
    double pixelsPerTime() const;
    /// Vertical zoom: pixels per row.
    double pixelsPerRow() const;
    void zoomIn();
    void zoomOut();
    void fitToWindow();
    /// Zooms the time axis by `factor` keeping the time at widget x `x` in place; zoomRows the same for the rows.
    void zoomTime(double factor, double x);
    void zoomRows(double factor, double y);
    /// Whether the nodes' lanes are drawn rather than single messages.
    bool lanesShown() const;

    int messageShapeCount() const;
    const MessageShape &messageShape(int i) const;
    /// The index of the drawn message of (round, timeline message index), or -1.
    int shapeOf(int round, int message) const;
    int roundMarkerCount() const;
    double roundMarkerX(int i) const;
    /// The cursor line's widget x.
    double cursorX() const { return xForTime(currentTime()); }
    /// Rounds drawn (fewer than the run's when the message budget ran out).
    int roundsDrawn() const;
    static constexpr int messageBudget() { return TimeSpaceData::messageBudget(); }

signals:
    /// A message (or a lane) was clicked: Session round (k >= 1) and in-round progress of the clicked time.
    void messageClicked(int round, double progress);
    /// The same click, naming the message's transfer (Session round k >= 1, index in the round).
    void transferClicked(int round, int transfer);

protected:
    void paintEvent(QPaintEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;
    bool event(QEvent *event) override;

private:
    TimeSpaceRenderer renderer() const;
    /// Sets the window (clamped to the run) and repaints the diagram.
    void setWindow(double from, double to, double firstRow, double rowsShown);
    /// The drawn message nearest to a widget point (within a few pixels), or -1.
    int shapeAt(const QPointF &at) const;
    void click(const QPointF &at);
    void keepCursorVisible();
    QString toolTipAt(const QPointF &at) const;

    std::shared_ptr<const TimeSpaceData> mData;
    TimeSpaceState mState;
    QPixmap mDiagram; ///< everything but the cursor, painted again only when the window changes
    bool mDiagramValid = false;
    bool mFitted = true;
    QPoint mPressed;  ///< where the left button went down (a drag pans; a click without moving picks)
    TimeSpaceState mPressedState;
    bool mDragging = false;
};

} // namespace collviz::views

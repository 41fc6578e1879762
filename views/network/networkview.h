// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "views/network/networkrenderer.h"

#include "core/engine.h"
#include "core/frame.h"

#include <QPolygonF>
#include <QVector>
#include <QWidget>

#include <memory>

class QAction;
class QGraphicsScene;
class QMenu;

namespace collviz::views {

class Layout;

/**
 * The central drawing of the network in the window: a client of NetworkRenderer, which
 * paints every frame of it (and every exported figure) from the run and the view state
 * (NetworkViewState). The widget adds what a window needs: the mouse, the keys, tooltips,
 * the context menu and the settings. It only displays a core::RunResult; it computes nothing.
 *
 * Round convention (shared with the Session): round 0 is the initial state; round k >= 1
 * shows round k of the schedule: its packets travel from `before` (state after round k-1)
 * as progress goes 0 -> 1, its channels are coloured by round k's loads, and at progress 1
 * the nodes show `after` (state after round k).
 *
 * Interaction: wheel (with or without Ctrl) and +/- zoom, 0 fits; dragging the background
 * pans a flat drawing and rotates a 3D one (Shift-drag pans it; Shift+arrow keys rotate, R
 * restores the starting angle; V switches a 3D mesh or torus between its floors side by side
 * (the first drawing of a small lattice) and the rotatable projection; plain arrows, Space, PageUp/PageDown, Home and End are left
 * to the window, where they step the rounds from a presenter's clicker); L shows or hides
 * the legend, which the fit keeps clear of the drawing; hovering a node,
 * channel or packet shows what it holds or carries; clicking a node selects it. The scene is
 * rebuilt only when the topology changes; a round change recolours the channels and makes
 * the packet items; setProgress() only moves packets.
 */
class NetworkView : public QWidget
{
    Q_OBJECT
public:
    explicit NetworkView(QWidget *parent = nullptr);
    ~NetworkView() override;

    /// Shows a new result (null clears the view). Rebuilds the layout when the topology changed.
    void setResult(std::shared_ptr<const core::RunResult> result);
    /// Jumps to a round with the buffer states before and after it.
    void setRound(int round, const core::BufferState &before, const core::BufferState &after);
    /// In-round animation progress in [0, 1]; driven by the one animation clock of the app.
    void setProgress(double progress);
    double progress() const;
    int round() const;

    void setSelectedNode(int node);
    int selectedNode() const;
    /// Singles out part of the network (one node's traffic, a dimension, a subcube, row,
    /// column or plane); the rest is greyed. Part of the view state (exports draw it).
    void setNetworkFocus(const core::Focus &focus);
    core::Focus networkFocus() const;
    /// Whether a channel or node is greyed by the focus in the round on show.
    bool channelGreyed(int arc) const;
    bool nodeGreyed(int node) const;
    /// The Focus menu for the selected node (node 0 when none is selected): its traffic, the
    /// parts of the network through it that the network's traits name (subcubes and
    /// dimensions of a binary cube; rows, columns, planes and axes of a grid), and no focus.
    /// Owned by the view, filled afresh each time it opens; the window's View menu can add it.
    QMenu *focusMenu() const;
    /// Draws these transfers of round `round` (indices into its transfers; the round
    /// convention above) with a halo along their routes while that round is shown: the
    /// cross-view highlight of the Session. An empty list clears it.
    void setHighlightedTransfers(int round, const QVector<int> &transfers);
    /// The arcs drawn highlighted now (empty when the highlighted round is not on show).
    std::vector<int> highlightedArcs() const;
    /// A tool's marks over round `round` (NetworkRenderer::setMarks); empty clears them.
    void setMarks(int round, const DrawingMarks &marks);
    /// How many marks are drawn now.
    int marksDrawn() const;
    /// The channel drawn under a point of the widget (a direction of a link), or -1.
    int arcAt(const QPoint &widgetPos) const;
    /// Scales and centres the drawing so that everything drawn in the current round (nodes,
    /// badges, channels, packets along their whole routes) fits beside the legend. With a
    /// focus, the first fit frames the focus and the next the whole drawing (F, F).
    void fitToWindow();
    void zoomIn();
    void zoomOut();
    /// Back to the layout's starting orientation (3D layouts).
    void resetRotation();
    /// Rotates a 3D drawing by angles (radians) about the screen's vertical and horizontal axes.
    void rotateBy(double yaw, double pitch);

    /// The view state (framing, orientation, style, selection) an exporter draws with to
    /// give this picture; setViewState() applies one (a scenario's, say).
    NetworkViewState viewState() const;
    void setViewState(const NetworkViewState &state);
    /// The state a figure of what the window shows is drawn with: this one, fitted to the
    /// region on show (a zoomed drawing's visible part), without the window's key hints or
    /// the lecture hall's style.
    NetworkViewState exportState() const;
    /// The painter of this drawing.
    NetworkRenderer &renderer() const;

    // The view's geometry as QGraphicsView spelled it, for tests and overlays: the scene the
    // items live in, the scene-to-widget transform (its scale is the zoom), and mappings.
    QGraphicsScene *scene() const;
    QTransform transform() const;
    QPoint mapFromScene(const QPointF &point) const;
    QPolygon mapFromScene(const QRectF &rect) const;
    QPointF mapToScene(const QPoint &point) const;
    /// Puts a scene point at the centre (leaves the fit).
    void centerOn(const QPointF &point);
    /// The widget the drawing is painted on: the view itself (QGraphicsView had a viewport).
    QWidget *viewport() { return this; }

    /// Draws a 3D mesh or torus as its floors side by side (true) or as the rotatable
    /// layered projection (false); V toggles it (F is the window's fit). The choice stays
    /// for later lattices. Ignored for other topologies.
    void setFloorsShown(bool floors);
    /// Whether a 3D lattice is drawn as floors side by side.
    bool floorsShown() const;

    /// The legend (load colours, switching, keys) in the viewport's corner; L toggles it.
    void setLegendVisible(bool visible);
    bool isLegendVisible() const;
    /// The legend's box in viewport coordinates (empty when hidden).
    QRectF legendRect() const;
    /// Everything the current round draws, in scene coordinates (what the fit shows).
    QRectF contentRect() const;
    /// Print style for black-and-white handouts (figures exported in print style): loads as
    /// line styles instead of colours. The screen keeps colour.
    void setMonochrome(bool monochrome);
    bool isMonochrome() const;
    /// Presentation style for the lecture hall (presentation mode): large labels and packets,
    /// a high-contrast palette. Off by default; the main window's presentation mode turns it on.
    void setPresentationStyle(bool on);
    bool presentationStyle() const;
    /// The nodes' size as a multiple of the layout's (the fit enlarges small labels when the
    /// room between the nodes allows).
    double nodeScale() const;
    /// Whether per-node labels are drawn (they are hidden when they would be too small to
    /// read at the current zoom; hovering a node still names it).
    bool nodeLabelsShown() const;
    /// Whether the drawing is the simplified overview used for very large networks.
    bool isOverview() const;

    // What the drawing shows, for tests and for views that want to point at it.
    const Layout *layout() const;
    QPointF nodePosition(int node) const;            ///< scene coordinates of a node's centre
    int channelLoad(int arc) const;                  ///< load drawn on an arc this round
    QColor channelColor(int arc) const;
    double channelWidth(int arc) const;
    QString channelLoadNumber(int arc) const;        ///< the number written on a loaded arc
    QPolygonF channelPolyline(int arc) const;        ///< the arc's drawing in scene coordinates
    int nodeHeldCount(int node) const;               ///< the count in the node's badge
    int nodeGlyphSquares(int node) const;            ///< squares in the node's glyph
    QString nodeSummary(int node) const;             ///< the text of the node's chip (a name, a count, a list)
    bool nodeOverloaded(int node) const;             ///< rule marker shown (port limit or another rule)
    /// The rules the round on show breaks, as the engine's checker says them: "Round 2 breaks
    /// a rule: node 3 sends packet 5, which it does not hold" (and how many more); empty when
    /// it breaks none. Shown in the legend and in exported figures' captions.
    QString verdictText() const;
    /// The drawing in words, which is also its accessible description: the round on show and
    /// its transfers (NetworkRenderer::textAlternative()).
    QString textAlternative() const;
    /// The "#j" tag beside a processor when a shift counts along a ring order that is not the
    /// identity (core::Problem::order()): j is its position in that order; empty otherwise.
    QString nodeOrderTag(int node) const;
    QString nodeToolTip(int node) const;
    /// The tooltip of a message's chip: its packets, all of them, in the seeds' notation.
    QString packetToolTip(int message) const;
    /// Nodes' chips list what they hold as the seeds' figures do ("(000,001,010,011)")
    /// instead of one packet's name or their count. Remembered in the settings.
    void setNodeContentsListed(bool listed);
    bool nodeContentsListed() const;
    /// The checkable action of the drawing's context menu that switches it.
    QAction *nodeContentsAction() const;
    QString channelToolTip(int arc) const;
    /// What is where now: the engine's timeline at the current round and in-round time (the
    /// plain value the items draw; progress p is p times the round's time).
    const core::Frame &frame() const;
    int packetItemCount() const;                     ///< messages drawn this round (timeline order)
    QPointF packetPosition(int message) const;       ///< head of a message's drawing
    QString packetLabel(int message) const;
    bool packetVisible(int message) const;
    bool packetWaiting(int message) const;           ///< drawn faded at its sender, waiting for its turn
    int sceneRebuilds() const;                       ///< how often the scene was built (tests)

signals:
    void nodeClicked(int node);
    /// A left click on the drawing: on a node (arc -1) or on a channel (node -1; a press and
    /// release without a drag), with the keys held. Tools (an exercise, the designer) take it.
    void drawingClicked(int node, int arc, Qt::KeyboardModifiers modifiers);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;
    bool event(QEvent *event) override;
    void contextMenuEvent(QContextMenuEvent *event) override;

private:
    void retranslate();
    /// The accessible name and, as the description, NetworkRenderer::textAlternative(): what a
    /// screen reader says of the drawing.
    void updateAccessibleText();
    /// Fills the focus menu with the choices for `node`.
    void fillFocusMenu(QMenu *menu, int node) const;
    /// Frames the drawing for the widget's size now (tests and the window read positions
    /// right after a change) and repaints.
    void refresh();
    NetworkFraming framing() const;

    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace collviz::views

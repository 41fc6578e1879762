// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "views/network/drawingmarks.h"
#include "views/state/networkviewstate.h"

#include "core/engine.h"
#include "core/focus.h"
#include "core/frame.h"

#include <QCoreApplication>
#include <QPolygonF>
#include <QSizeF>
#include <QStringList>
#include <QTransform>
#include <QVector>

#include <memory>

class QGraphicsScene;
class QPainter;

namespace collviz::views {

class Layout;

/// Where the drawing sits in a viewport of a given size.
struct NetworkFraming
{
    QSizeF viewport;      ///< the size it was made for
    QTransform transform; ///< scene -> viewport (logical pixels); whole-pixel translation
    QRectF legend;        ///< the legend's box in viewport coordinates; empty: none
    double scale() const { return transform.m11(); }
};

/**
 * The one painter of the network: it draws a run's Frame (nodes, links with both directions
 * of a full-duplex link apart, packets travelling along their paths, channels coloured by
 * load, node buffers, the legend) with a layout from the family registry and a view state
 * (NetworkViewState) into any QPainter. The window's NetworkView is one client (it paints
 * the viewport through paint()); every exporter (PNG, SVG, PDF, GIF, MP4) is another, and
 * the TikZ writer reads the same geometry. It only displays a core::RunResult; it computes
 * nothing of the run.
 *
 * Round convention (shared with the Session): round 0 is the initial state; round k >= 1
 * shows round k of the schedule: its packets travel from `before` (state after round k-1)
 * as progress goes 0 -> 1, its channels are coloured by round k's loads, and at progress 1
 * the nodes show `after` (state after round k).
 *
 * The drawing is retained: the scene is built only when the topology (or its drawing)
 * changes; a round change recolours the channels and makes the packet items; setProgress()
 * only moves packets. framing() fits it to a viewport (and grows the nodes' labels where
 * the room between them allows) or applies the state's zoom and centre.
 */
class NetworkRenderer
{
    // The drawing's words were the view's before the renderer existed: one context keeps
    // their translations.
    Q_DECLARE_TR_FUNCTIONS(collviz::views::NetworkView)
public:
    NetworkRenderer();
    ~NetworkRenderer();
    NetworkRenderer(const NetworkRenderer &) = delete;
    NetworkRenderer &operator=(const NetworkRenderer &) = delete;

    // ---- what is drawn
    /// Shows a new result (null clears it). Rebuilds the layout when the topology changed;
    /// the framing's extent starts afresh.
    void setResult(std::shared_ptr<const core::RunResult> result);
    const std::shared_ptr<const core::RunResult> &result() const;
    /// Jumps to a round with the buffer states before and after it.
    void setRound(int round, const core::BufferState &before, const core::BufferState &after);
    /// In-round progress in [0, 1] (engine time: core::Frame::atProgress).
    void setProgress(double progress);
    double progress() const;
    int round() const;
    /// What is where now: the engine's timeline at the current round and in-round time.
    const core::Frame &frame() const;
    /// Draws these transfers of round `round` with a halo along their routes while that
    /// round is shown. An empty list clears it.
    void setHighlightedTransfers(int round, const QVector<int> &transfers);
    std::vector<int> highlightedArcs() const;
    /// Draws a tool's marks (an exercise's scored prediction, a designer's verdicts) while
    /// round `round` is shown, in the kinds' colours and shapes, with legend entries for the
    /// kinds drawn. An empty list clears them.
    void setMarks(int round, const DrawingMarks &marks);
    const DrawingMarks &marks() const;
    /// How many marks are drawn now (0 while another round is on show).
    int marksDrawn() const;

    // ---- the view state
    const NetworkViewState &state() const;
    /// Applies a whole state (style, orientation, framing, selection).
    void setState(const NetworkViewState &state);
    void setSelectedNode(int node);
    /// Singles out part of the network (NetworkViewState::focus): the channels, nodes and
    /// messages outside it are greyed, as core::selectFocus says for the round on show.
    void setFocus(const core::Focus &focus);
    /// Whether a channel or node is greyed (outside the focus) in the round on show.
    bool channelGreyed(int arc) const;
    bool nodeGreyed(int node) const;
    /// The focus in words for the legend and menus ("subcube 01*** (a Q3)").
    QString focusDescription() const;
    static QString focusName(const core::Focus &focus, const core::Topology &topology);
    /// "x", "y", "z", then "x4", ...: a grid's axes as the menus name them.
    static QString axisName(int axis);
    void setLegendVisible(bool visible);
    void setKeyHints(bool on);
    void setPacketsShown(bool on);
    void setMonochrome(bool monochrome);
    void setPresentationStyle(bool on);
    void setNodeContentsListed(bool listed);
    /// 3D meshes and tori: floors side by side or the rotatable projection (ignored for
    /// others, but remembered for later lattices).
    void setFloorsShown(bool floors);
    bool floorsShown() const;
    void resetRotation();
    /// Rotates a 3D drawing by angles (radians) about the screen's axes.
    void rotateBy(double yaw, double pitch);

    // ---- framing
    /// Fits the drawing to a viewport of `size` (state().fit) or places it by the state's
    /// zoom and centre; the legend goes where it covers least. Fitting may grow the nodes.
    NetworkFraming framing(const QSizeF &size);
    /// Back to fitting.
    void fit();
    /// Frames the focus (its nodes, channels and chips) in a viewport of `size`; without one,
    /// fit().
    void fitFocus(const QSizeF &size);
    /// What the focus covers in scene coordinates (everything without one).
    QRectF focusRect() const;
    /// Frames afresh at the next framing() (the legend's words changed: another language).
    void invalidateFraming();
    /// Zooms by `factor` about `anchor` (viewport coordinates) of a viewport of `size`.
    void zoomBy(double factor, const QPointF &anchor, const QSizeF &size);
    /// Moves the drawing by `delta` viewport pixels.
    void panBy(const QPointF &delta, const QSizeF &size);
    /// Puts scene point `point` at the viewport's centre.
    void centreOn(const QPointF &point, const QSizeF &size);
    /// Everything the current round draws, in scene coordinates (what the fit shows).
    QRectF contentRect() const;

    // ---- painting
    /// Paints the drawing as framed for `target`'s size into `target`: white ground, the
    /// network, the legend. Vector devices get no cached bitmaps.
    void paint(QPainter &painter, const QRectF &target);
    /// Whether the channels and nodes keep device pixmaps between paints (on: the window's
    /// frames, where most of the drawing stays; off: a file, painted once per frame, which
    /// should not hold a second copy of a large picture). Vector devices never get them.
    void setItemCaching(bool on);
    /// Whether a label over a loaded lane looks further off for a free place (on, the default)
    /// or stays beside its lane (off: a figure finding the extent of every round's frame,
    /// where the labels' places further off stay inside what the fit frames anyway).
    void setLabelSearch(bool on);
    /// The scene the items live in (hit tests; the window shows nothing else).
    QGraphicsScene *scene() const;

    // ---- what the drawing shows (tests, tooltips, views that point at it)
    const Layout *layout() const;
    bool isOverview() const;
    int sceneRebuilds() const;
    double nodeScale() const;
    bool nodeLabelsShown() const;
    QPointF nodePosition(int node) const;
    int channelLoad(int arc) const;
    QColor channelColor(int arc) const;
    double channelWidth(int arc) const;
    QString channelLoadNumber(int arc) const;
    QPolygonF channelPolyline(int arc) const;
    int nodeHeldCount(int node) const;
    int nodeGlyphSquares(int node) const;
    QString nodeSummary(int node) const;
    bool nodeOverloaded(int node) const;
    QString nodeOrderTag(int node) const;
    QString verdictText() const;
    int packetItemCount() const;
    QPointF packetPosition(int message) const;
    QString packetLabel(int message) const;
    bool packetVisible(int message) const;
    bool packetWaiting(int message) const;
    QString nodeToolTip(int node) const;
    QString channelToolTip(int arc) const;
    QString packetToolTip(int message) const;
    /// The node under a scene point at drawing scale `scale` (pixels per scene unit), or -1.
    int nodeAt(const QPointF &scenePos, double scale) const;
    /// The channel (an index into Topology::arcs(): one direction of a link) whose drawing is
    /// nearest to a scene point, within a few pixels at drawing scale `scale`, or -1.
    int arcAt(const QPointF &scenePos, double scale) const;
    /// The tooltip for a scene point: a packet's label, a node, a channel; empty: nothing.
    QString toolTipAt(const QPointF &scenePos, double scale) const;
    /**
     * The drawing in words, for a screen reader (the window's drawing gives it as its
     * accessible description): the round on show and each of its transfers as the engine's
     * schedule lists them, in the network's node names and the seeds' packet notation ("Round
     * 1 of 3: 000 → 100 carries 1 packet: 000."), then the round's narration and the rules
     * it breaks as the engine says them. At most `maxTransfers` transfers are listed, then how
     * many more. Nothing here is worked out anew: it reads the result it draws.
     */
    QString textAlternative(int maxTransfers = 64) const;
    /// The legend's entries as drawn (they follow the state's keyHints and presentation).
    QStringList legendTexts() const;
    /// Every colour the legend's samples show for channels (the load steps, the focus's grey).
    QList<QColor> legendChannelColors() const;
    /// The font the legend is written in (the application's, enlarged).
    QFont legendFont() const;
    void setBaseFont(const QFont &font);

private:
    void rebuildScene();
    void reproject();
    void applyRound();
    void buildPackets();
    void applyOverviewRound(const std::vector<int> &loads);
    void collectLanes(const std::vector<int> &loads);
    void applyFocus();
    void applyNodeStates();
    void applyHighlight();
    void applyMarks();
    void applyItemCaching(bool cached);
    void updateLabelPolicy(double scale);
    double fitScale(const QSizeF &size);
    QRectF fitArea(const QSizeF &size) const;
    void setNodeScale(double scale);
    void measureRoomForNodes();
    double channelOffset() const;
    void paintLegend(QPainter &painter, const QRectF &box) const;
    QSizeF legendSize(double width) const;
    int legendSelectionIndex() const; ///< the selection halo's entry in legendTexts(), or -1
    int legendHighlightIndex() const; ///< the highlight halo's, or -1
    int legendVerdictIndex() const;
    int legendFocusIndex() const; ///< the greyed-focus entry's, or -1

    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace collviz::views

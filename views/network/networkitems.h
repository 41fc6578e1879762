// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "views/network/drawingmarks.h"
#include "views/network/layout.h"
#include "views/network/networkstyle.h"

#include <QFont>
#include <QGraphicsItem>
#include <QPainterPath>
#include <QPixmap>
#include <QPolygonF>

#include <vector>

namespace collviz::views {

/// A polyline with its cumulative lengths, for placing things at a distance along it.
class Route
{
public:
    Route() = default;
    explicit Route(QPolygonF points);
    double length() const { return mLengths.empty() ? 0.0 : mLengths.back(); }
    QPointF pointAt(double distance) const;
    /// The part of the route between two distances, as a polyline.
    QPolygonF section(double from, double to) const;
    const QPolygonF &points() const { return mPoints; }

private:
    QPolygonF mPoints;
    std::vector<double> mLengths;
};

/**
 * All channels of the network in one item: every directed arc is a polyline beside its
 * reverse, coloured and widened by its load in the current round, with an arrowhead when
 * loaded. One item (device-coordinate cached) instead of thousands keeps animation frames
 * cheap: channels only change when the round changes.
 */
class ChannelLayer final : public QGraphicsItem
{
public:
    ChannelLayer();
    /// One polyline per arc (already offset and trimmed at the nodes) and the 3D floors.
    /// `faint` marks arcs drawn lighter while idle (torus wraparounds, which would
    /// otherwise dominate the drawing by their length). `stub` > 0 draws an idle faint arc
    /// as only its two ends of that length (scene units).
    void setGeometry(std::vector<QPolygonF> channels, std::vector<bool> faint, std::vector<QPolygonF> planes,
                     double stub = 0.0);
    /// Load per arc in the current round (missing arcs are idle).
    void setLoads(std::vector<int> loads);
    /// Arcs drawn greyed (outside a focus): pale, at the idle width, without arrow or number
    /// whatever they carry. Empty: none.
    void setGreyed(std::vector<bool> greyed);
    /// A caption per plane, written inside its first corner at `pixelSize` (scene units).
    void setPlaneCaptions(std::vector<QString> captions, double pixelSize);
    int load(int arc) const { return arc < int(mLoads.size()) ? mLoads[std::size_t(arc)] : 0; }
    /// The number written on a loaded channel ("3"), empty below kLoadNumberFrom.
    QString loadNumber(int arc) const;
    const QPolygonF &channel(int arc) const { return mChannels[std::size_t(arc)]; }
    int channelCount() const { return int(mChannels.size()); }
    /// The arc whose drawing passes within `tolerance` of a scene point, or -1.
    int channelAt(const QPointF &pos, double tolerance) const;
    /// Print style for handouts: loads as line styles (solid, dashed, dash-dotted) in black
    /// instead of colours, the floors hatched (the widths stay, as on screen).
    void setMonochrome(bool monochrome);
    /// The lecture hall's style: every load's width times networkstyle::kPresentationWidth,
    /// idle links darker, larger arrowheads and load numbers.
    void setPresentation(bool presentation);
    /// The width a channel of this load is drawn with (scene units).
    double width(int load) const;

    QRectF boundingRect() const override { return mBounds; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    void updateBounds();
    void rebuildPaths();
    bool mPresentation = false;

    std::vector<QPolygonF> mChannels;
    std::vector<bool> mFaint;
    double mStub = 0.0;
    std::vector<QPolygonF> mPlanes;
    std::vector<QString> mCaptions;
    QFont mCaptionFont;
    std::vector<int> mLoads;
    QPainterPath mPaths[networkstyle::kLoadSteps];
    QPainterPath mFaintIdle;
    std::vector<bool> mGreyed;
    QPainterPath mGreyedPath;
    QPainterPath mArrows[networkstyle::kLoadSteps];
    std::vector<std::pair<QPointF, int>> mNumbers; ///< where a load number is written, and the load
    QRectF mBounds;
    bool mMonochrome = false;
};

/// What a node shows about its buffer: count, a compact glyph, partial sums.
struct NodeState
{
    int count = 0;
    QString summary; ///< e.g. "Σ 0-3" for a partial sum; empty for plain data
};

/**
 * One vertex: a circle (processor) or small square (switch) with its label, a badge with
 * what it holds (a glyph, one square for one packet and a stack for more, and the count),
 * a marker when it broke its port limit this round, and a halo when selected.
 */
class NodeItem final : public QGraphicsItem
{
public:
    NodeItem(int node, const QString &label, NodeShape shape, double radius);
    int node() const { return mNode; }
    /// A new size (the view fits the labels to the room between the nodes): the label,
    /// badge and outline follow.
    void setRadius(double radius);
    /// Half the width and height of the node's outline (a circle, or a pill for long names).
    QSizeF halfSize() const { return {mHalfWidth, mHalfHeight}; }
    /// The lecture hall's style: a black, thicker outline and a bolder badge.
    void setPresentation(bool presentation);
    void setState(const NodeState &state);
    const NodeState &state() const { return mState; }
    /// Squares drawn in the glyph: one for a single packet, a stack of three for more (the
    /// count beside it says how many), the same glyph on every node.
    int glyphSquares() const;
    void setOverloaded(bool overloaded);
    bool isOverloaded() const { return mOverloaded; }
    /// Print style for handouts: the port-limit marker in black instead of vermillion.
    void setMonochrome(bool monochrome);
    void setSelected(bool selected);
    bool isSelected() const { return mSelected; }
    /// Whether the name is written in the node (off when it would be too small to read).
    void setLabelShown(bool shown);
    bool isLabelShown() const { return mLabelShown; }
    /// A small tag at the node's upper left (its position in a ring order, "#3"); empty: none.
    void setTag(const QString &tag);
    QString tag() const { return mTag; }
    /// Height of the label's font in scene units.
    double labelFontSize() const { return mLabelFont.pixelSize(); }
    double radius() const { return mRadius; }
    /// Distance from the centre to the node's outline along a unit direction (where a
    /// channel drawn in that direction starts).
    double boundaryDistance(const QPointF &direction) const;

    QRectF boundingRect() const override;
    QPainterPath shape() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    QRectF badgeRect() const;
    QRectF body() const;
    QRectF markRect() const;
    QRectF tagRect() const;

    int mNode = -1;
    QString mTag;
    QString mLabel;
    NodeShape mShape = NodeShape::Processor;
    double mRadius = 20.0;
    double mHalfWidth = 20.0;
    double mHalfHeight = 20.0;
    NodeState mState;
    bool mOverloaded = false;
    bool mMonochrome = false;
    bool mSelected = false;
    bool mLabelShown = true;
    bool mPresentation = false;
    QFont mLabelFont;
    QFont mBadgeFont;
    /// The badge text's width at mBadgeFont, measured once per text and font size: the scene
    /// asks for boundingRect() often (a fit over a thousand nodes measured it every time).
    mutable QString mBadgeTextMeasured;
    mutable int mBadgeFontMeasured = 0;
    mutable double mBadgeTextWidth = 0;
};

class PacketItem;

/// A drawn line a packet's label must not cover: a lane of a link that carries a message in
/// the round, its bounding box (grown by half its stroke) and half its stroke's width.
struct LabelLane
{
    QPolygonF line;
    QRectF box;
    double halfWidth = 0.0;
};

/**
 * The label of a message in flight: a dark pill with white text, as a stack of cards with
 * the count for a combined message. It keeps its own pixmap at the current zoom and copies it
 * to whole device pixels: Qt's item cache would redraw it on every sub-pixel move, and a
 * frame may move hundreds of labels.
 */
class PacketLabelItem final : public QGraphicsItem
{
public:
    PacketLabelItem(const QString &text, int packets, double unit, PacketItem *owner);
    ~PacketLabelItem() override;
    QSizeF size() const { return mSize; }
    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    void paintLabel(QPainter *painter) const;
    friend class PacketItem;

    PacketItem *mOwner = nullptr; ///< told when the scene deletes the label first
    QString mText;
    int mPackets = 1;
    double mUnit = 100.0;
    QFont mFont;
    QSizeF mSize;
    QPixmap mPixmap;
    double mPixmapScale = 0.0;
};

/**
 * One message of the round (one entry of the engine's timeline). Under wormhole switching it
 * is a worm stretched along its route from the head back towards the source; under
 * store-and-forward a packet that crosses one hop at a time. The head carries the textbook
 * label ({i,j}, the origin, or a contributor set) or, for a combined message, a stack with
 * its packet count. Where it is comes from the frame value (core::Frame): the item only maps
 * the frame's position along the path, in hops, onto its route. A message still waiting for
 * its turn is drawn faded at its sender. The worm runs under the nodes it passes through;
 * its label is a separate item above them.
 */
class PacketItem final : public QGraphicsItem
{
public:
    /// `unit` sets the size: the label's font is 0.16 unit high.
    PacketItem(int message, int transfer, const QString &label, int packets, double unit);
    ~PacketItem() override;
    int message() const { return mMessage; }   ///< index into the round's timeline messages
    int transfer() const { return mTransfer; } ///< index into the round's transfers
    /// The route in scene coordinates and where each hop starts and ends along it.
    void setRoute(Route route, std::vector<double> hopEnds, std::vector<double> hopStarts = {});
    void setWormhole(bool wormhole) { mWormhole = wormhole; }
    /// Rectangles (scene) the label should not cover: the nodes with their badges, and the
    /// labels already placed in this frame (this label adds its own; null: not tracked). Owned
    /// by the view and valid while this item lives. The label takes the other side of its
    /// lane when that covers less.
    void setObstacles(const std::vector<QRectF> *nodes, std::vector<QRectF> *labels)
    {
        mObstacles = nodes;
        mPlaced = labels;
    }
    /// The places a frame's labels may still try away from their lane, shared by them (the
    /// view resets it each frame; null: unbounded). Spent, a label keeps the best place found
    /// so far: a crowded round costs a bounded time, not seconds.
    void setSearchBudget(int *budget) { mSearchBudget = budget; }
    /// The lines of the links that carry messages this round, which a label must never cover
    /// (it would hide which way they go), and the rectangle labels stay inside (what the fit
    /// frames). Where no place beside the lane is free of them, the label stands further off
    /// in a free place, tied to its message by a leader line. Null: not tracked.
    void setLaneObstacles(const std::vector<LabelLane> *lanes, const QRectF &bounds)
    {
        mLanes = lanes;
        mLabelBounds = bounds;
    }
    /// Whether the label is drawn (semantic zoom hides labels too small to read; a focus hides
    /// those of messages outside it).
    void setLabelShown(bool shown);
    bool isLabelShown() const { return mLabelShown; }
    /// Greyed: outside the focus.
    void setDimmed(bool dimmed);
    bool isDimmed() const { return mDimmed; }
    /// Where the label's leader line starts (its message's lane); the label's own centre when
    /// it stands beside the lane and needs none.
    QPointF leaderStart() const { return mLeaderFrom; }

    /// Where the frame puts the message: head and tail along its path in hops (0 = sender,
    /// hop count = receiver), and whether it is moving on a channel (else it rests at a node:
    /// waiting for its turn, between store-and-forward hops, or arrived).
    void setPlace(double head, double tail, bool moving, bool waiting);
    QPointF headPosition() const { return mHead; }
    bool isWaiting() const { return mWaiting; }
    QString label() const { return mLabelText; }
    int packetCount() const { return mPackets; }
    /// Height of the label's font in scene units.
    double labelFontSize() const { return 0.16 * mUnit; }
    /// The label's rectangle in scene coordinates (for hit tests).
    QRectF labelSceneRect() const;
    /// Everything the message may cover during the round (its route and its label beside
    /// any point of it), in scene coordinates: what a fit must keep in view.
    QRectF sweptRect() const;

    QRectF boundingRect() const override { return mBounds; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

protected:
    /// Keeps the label (a separate item above the nodes) in the same scene and visibility.
    QVariant itemChange(GraphicsItemChange change, const QVariant &value) override;

private:
    QPointF labelCentre() const;
    /// How much a label at `centre` covers: a node 16, a loaded lane 8, a label 1.
    int labelCost(const QPointF &centre, int bound = 1 << 30) const;
    /// A free place further from the lane (rings around the anchor), or `fallback`.
    QPointF detachedLabelCentre(const QPointF &fallback, int fallbackCost) const;
    void updateLabelVisibility();
    bool hasLeader() const;
    friend class PacketLabelItem;

    /// A distance along the route for a position in hops.
    double lengthAt(double hops) const;

    int mMessage = -1;
    int mTransfer = -1;
    bool mWaiting = false;
    QString mLabelText;
    int mPackets = 1;
    double mUnit = 100.0;
    Route mRoute;
    std::vector<double> mHopEnds;
    std::vector<double> mHopStarts;
    bool mWormhole = true;
    const std::vector<QRectF> *mObstacles = nullptr;
    std::vector<QRectF> *mPlaced = nullptr;
    int *mSearchBudget = nullptr;
    const std::vector<LabelLane> *mLanes = nullptr;
    QRectF mLabelBounds;
    QPointF mLeaderFrom;
    QPointF mDetachedOffset; ///< where the label stood off its lane last frame (null: beside it)
    bool mLabelShown = true;
    bool mDimmed = false;
    QPolygonF mBody;
    QPointF mHead;
    QPointF mAnchor; ///< the point of the route the label stands beside
    /// Where along the route the label may slide to clear a node (both equal: nowhere else).
    double mAnchorMin = 0.0;
    double mAnchorMax = 0.0;
    double mAnchorAt = 0.0; ///< mAnchor's distance along the route
    QPointF mSide; ///< unit normal to the right of travel at the head
    QRectF mBounds;
    PacketLabelItem *mLabel = nullptr;
};

/**
 * The whole drawing of a very large network (thousands of vertices, where a node is a few
 * pixels wide at fit) as one item: a dot per vertex, dark when it holds data, the links that
 * carry messages this round in their load colours (idle links would only be a grey fog at
 * that scale), and the messages of the round as small squares moving along their paths.
 * Building per-node and per-channel items for such a network blocked the GUI thread for
 * seconds.
 */
class OverviewLayer final : public QGraphicsItem
{
public:
    OverviewLayer();
    /// Vertex positions (scene) and the dot radius (scene units).
    void setNodes(std::vector<QPointF> positions, double radius);
    void setHolding(std::vector<bool> holding);
    /// The loaded links of the round, one line per load class 1..3.
    void setLinks(std::vector<QLineF> lines[3]);
    /// The messages of the round, each as the polyline of its path's vertices.
    void setPackets(std::vector<QPolygonF> paths);
    /// Where each message is along its path, in hops (the frame's head); negative: not
    /// shown (the round is not in flight).
    void setHeads(std::vector<double> heads);
    /// The selected vertex, ringed (-1: none).
    void setSelected(int node);

    QRectF boundingRect() const override { return mBounds; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    int mSelected = -1;
    std::vector<QPointF> mPositions;
    std::vector<bool> mHolding;
    double mRadius = 10.0;
    std::vector<QLineF> mLinks[3];
    std::vector<QPolygonF> mPackets;
    std::vector<double> mHeads;
    QRectF mBounds;
};

/**
 * A tool's marks (DrawingMarks) over the drawing: a band along each marked channel, or a ring
 * round each marked node, in the kind's colour and line style, and the kind's glyph (tick,
 * ring, cross, diamond) in a white disc at the channel's middle or the node's top right. Above
 * the channels and packets, under the nodes' chips.
 */
class MarkLayer final : public QGraphicsItem
{
public:
    struct Shape
    {
        DrawingMark::Kind kind = DrawingMark::Right;
        QPolygonF line; ///< the channel's drawing; empty for a node's mark
        QPointF centre; ///< a node's centre
        double radius = 0; ///< a node's radius
    };
    MarkLayer();
    /// The marks and the band's width (scene units).
    void setShapes(std::vector<Shape> shapes, double width);
    std::size_t count() const { return mShapes.size(); }

    QRectF boundingRect() const override { return mBounds; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;
    /// Paints a kind's glyph in a disc of radius `r` at `at` (the legend draws its samples so).
    static void paintGlyph(QPainter *painter, DrawingMark::Kind kind, const QPointF &at, double r);

private:
    std::vector<Shape> mShapes;
    double mWidth = 8.0;
    QRectF mBounds;
};

} // namespace collviz::views

// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "views/network/networkitems.h"

#include "views/network/networkstyle.h"

#include <QFontMetricsF>
#include <QGraphicsScene>
#include <QPaintEngine>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace collviz::views {

using namespace networkstyle;

namespace {

/// Gap between a lane and the label of the packet on it, in packet units.
constexpr double kLabelGap = 0.05;

/// What a label's place costs: covering a node (its name and badge) is worst, then a lane
/// that carries a message (it hides which way the message goes), then another label.
constexpr int kNodeCost = 16;
constexpr int kLaneCost = 8;

double distanceToSegment(const QPointF &p, const QPointF &a, const QPointF &b)
{
    const QPointF ab = b - a;
    const QPointF ap = p - a;
    const double len2 = QPointF::dotProduct(ab, ab);
    const double t = len2 > 0 ? std::clamp(QPointF::dotProduct(ap, ab) / len2, 0.0, 1.0) : 0.0;
    const QPointF d = ap - t * ab;
    return std::hypot(d.x(), d.y());
}

/// Whether segment ab passes within `grow` of rectangle r (the rectangle grown by `grow`,
/// tested against the segment; a slab test).
bool segmentMeetsRect(const QPointF &a, const QPointF &b, const QRectF &r, double grow)
{
    const QRectF box = r.adjusted(-grow, -grow, grow, grow);
    double t0 = 0.0;
    double t1 = 1.0;
    const double d[2] = {b.x() - a.x(), b.y() - a.y()};
    const double p[2] = {a.x(), a.y()};
    const double lo[2] = {box.left(), box.top()};
    const double hi[2] = {box.right(), box.bottom()};
    for (int i = 0; i < 2; ++i) {
        if (std::abs(d[i]) < 1e-12) {
            if (p[i] < lo[i] || p[i] > hi[i])
                return false;
            continue;
        }
        double u0 = (lo[i] - p[i]) / d[i];
        double u1 = (hi[i] - p[i]) / d[i];
        if (u0 > u1)
            std::swap(u0, u1);
        t0 = std::max(t0, u0);
        t1 = std::min(t1, u1);
        if (t0 > t1)
            return false;
    }
    return true;
}

QPolygonF arrowHead(const QPolygonF &line, double size)
{
    if (line.size() < 2)
        return {};
    const QPointF tip = line.back();
    QPointF dir = tip - line[line.size() - 2];
    const double len = std::hypot(dir.x(), dir.y());
    if (len <= 0)
        return {};
    dir /= len;
    const QPointF normal(-dir.y(), dir.x());
    const QPointF base = tip - size * dir;
    return QPolygonF({tip, base + 0.5 * size * normal, base - 0.5 * size * normal});
}

} // namespace

// ------------------------------------------------------------------------------ Route

Route::Route(QPolygonF points) : mPoints(std::move(points))
{
    mLengths.reserve(std::size_t(mPoints.size()));
    double total = 0;
    for (int i = 0; i < mPoints.size(); ++i) {
        if (i > 0) {
            const QPointF d = mPoints[i] - mPoints[i - 1];
            total += std::hypot(d.x(), d.y());
        }
        mLengths.push_back(total);
    }
}

QPointF Route::pointAt(double distance) const
{
    if (mPoints.isEmpty())
        return {};
    if (distance <= 0)
        return mPoints.front();
    if (distance >= length())
        return mPoints.back();
    const auto it = std::upper_bound(mLengths.begin(), mLengths.end(), distance);
    const std::size_t i = std::size_t(it - mLengths.begin()); // first point beyond
    const double span = mLengths[i] - mLengths[i - 1];
    const double t = span > 0 ? (distance - mLengths[i - 1]) / span : 0.0;
    return mPoints[int(i) - 1] + t * (mPoints[int(i)] - mPoints[int(i) - 1]);
}

QPolygonF Route::section(double from, double to) const
{
    QPolygonF out;
    if (mPoints.isEmpty() || to <= from)
        return out;
    out << pointAt(from);
    for (std::size_t i = 0; i < mLengths.size(); ++i)
        if (mLengths[i] > from && mLengths[i] < to)
            out << mPoints[int(i)];
    out << pointAt(to);
    return out;
}

// ----------------------------------------------------------------------- ChannelLayer

ChannelLayer::ChannelLayer()
{
    setCacheMode(DeviceCoordinateCache);
    setZValue(0);
}

void ChannelLayer::setGeometry(std::vector<QPolygonF> channels, std::vector<bool> faint, std::vector<QPolygonF> planes,
                               double stub)
{
    prepareGeometryChange();
    mStub = stub;
    mChannels = std::move(channels);
    mFaint = std::move(faint);
    mFaint.resize(mChannels.size(), false);
    mPlanes = std::move(planes);
    mLoads.resize(mChannels.size(), 0);
    updateBounds();
    rebuildPaths();
}

void ChannelLayer::updateBounds()
{
    QRectF bounds;
    for (const QPolygonF &c : mChannels)
        bounds |= c.boundingRect();
    for (const QPolygonF &p : mPlanes)
        bounds |= p.boundingRect();
    // What is painted beside a lane: half the widest stroke, half the widest arrowhead (its
    // tip is the lane's end), a load number's disc. The fit frames these bounds, so a
    // margin wider than the paint (it was the widest stroke plus two arrowheads, 53 units
    // in the presentation style) is empty paper that shrinks the whole drawing.
    const double grow = mPresentation ? kPresentationWidth : 1.0;
    const double arrow = (kArrowSize + 1.5 * 3) * grow;
    const double disc = kNumberDiscRadius * kUnit * (mPresentation ? kPresentationNumberGrow : 1.0) + 1.0;
    const double margin = std::max({0.5 * width(kLoadSteps - 1), 0.5 * arrow, disc}) + 2.0;
    mBounds = bounds.adjusted(-margin, -margin, margin, margin);
}

double ChannelLayer::width(int load) const { return loadWidth(load) * (mPresentation ? kPresentationWidth : 1.0); }

void ChannelLayer::setPresentation(bool presentation)
{
    if (presentation == mPresentation)
        return;
    prepareGeometryChange();
    mPresentation = presentation;
    updateBounds();
    rebuildPaths();
}

void ChannelLayer::setLoads(std::vector<int> loads)
{
    loads.resize(mChannels.size(), 0);
    if (loads == mLoads)
        return;
    mLoads = std::move(loads);
    rebuildPaths();
}

void ChannelLayer::setGreyed(std::vector<bool> greyed)
{
    if (greyed == mGreyed)
        return;
    mGreyed = std::move(greyed);
    rebuildPaths();
}

void ChannelLayer::rebuildPaths()
{
    for (int c = 0; c < kLoadSteps; ++c) {
        mPaths[c] = QPainterPath();
        mArrows[c] = QPainterPath();
    }
    mFaintIdle = QPainterPath();
    mGreyedPath = QPainterPath();
    mNumbers.clear();
    for (std::size_t arc = 0; arc < mChannels.size(); ++arc) {
        const int cls = loadStep(mLoads[arc]);
        if (arc < mGreyed.size() && mGreyed[arc] && !(cls == 0 && mFaint[arc])) {
            mGreyedPath.addPolygon(mChannels[arc]);
            continue;
        }
        // The number sits a third of the way along the arc, so the two directions of a
        // link write theirs at different places.
        if (mLoads[arc] >= kLoadNumberFrom) {
            const Route route(mChannels[arc]);
            mNumbers.emplace_back(route.pointAt(route.length() / 3), mLoads[arc]);
        }
        if (cls == 0 && mFaint[arc]) {
            const Route route(mChannels[arc]);
            if (mStub > 0 && route.length() > 3 * mStub) {
                mFaintIdle.addPolygon(route.section(0, mStub));
                mFaintIdle.addPolygon(route.section(route.length() - mStub, route.length()));
            } else {
                mFaintIdle.addPolygon(mChannels[arc]);
            }
            continue;
        }
        mPaths[cls].addPolygon(mChannels[arc]);
        if (cls > 0)
            mArrows[cls].addPolygon(arrowHead(mChannels[arc], (kArrowSize + 1.5 * std::min(cls, 3))
                                                                  * (mPresentation ? kPresentationWidth : 1.0)));
    }
    update();
}

int ChannelLayer::channelAt(const QPointF &pos, double tolerance) const
{
    int best = -1;
    double bestDistance = tolerance;
    for (std::size_t arc = 0; arc < mChannels.size(); ++arc) {
        const QPolygonF &line = mChannels[arc];
        if (!line.boundingRect().adjusted(-tolerance, -tolerance, tolerance, tolerance).contains(pos))
            continue;
        for (int i = 1; i < line.size(); ++i) {
            const double d = distanceToSegment(pos, line[i - 1], line[i]);
            if (d < bestDistance) {
                bestDistance = d;
                best = int(arc);
            }
        }
    }
    return best;
}

void ChannelLayer::setPlaneCaptions(std::vector<QString> captions, double pixelSize)
{
    mCaptions = std::move(captions);
    mCaptionFont.setPixelSize(std::max(1, int(std::lround(pixelSize))));
    mCaptionFont.setBold(true);
    update();
}

void ChannelLayer::setMonochrome(bool monochrome)
{
    mMonochrome = monochrome;
    update();
}

void ChannelLayer::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    painter->setRenderHint(QPainter::Antialiasing);
    if (!mPlanes.empty()) {
        painter->setPen(QPen(QColor(0, 0, 0, 40), 1.0));
        painter->setBrush(mMonochrome ? QBrush(QColor(0xC8, 0xC8, 0xC8), Qt::BDiagPattern)
                                      : QBrush(QColor(0x56, 0xB4, 0xE9, 22)));
        for (const QPolygonF &plane : mPlanes)
            painter->drawPolygon(plane);
    }
    if (!mCaptions.empty()) {
        painter->setFont(mCaptionFont);
        painter->setPen(QColor(0x20, 0x50, 0x80));
        const double pad = 0.3 * mCaptionFont.pixelSize();
        for (std::size_t i = 0; i < mCaptions.size() && i < mPlanes.size(); ++i) {
            if (mPlanes[i].isEmpty() || mCaptions[i].isEmpty())
                continue;
            const QPointF corner = mPlanes[i].front() + QPointF(pad, pad);
            painter->drawText(QRectF(corner, QSizeF(20.0 * mCaptionFont.pixelSize(), 1.4 * mCaptionFont.pixelSize())),
                              Qt::AlignLeft | Qt::AlignTop, mCaptions[i]);
        }
    }
    // Idle links: light grey on a monitor; on a projector, which washes light greys out, the
    // presentation style's darker idle grey.
    const QColor idle = mPresentation ? presentationIdleColor() : loadColor(0);
    // The ticks of idle compact links (wraparounds, links between floors or cubes) stay in
    // the background in both styles: in the presentation style's dark grey and width they
    // outweighed the links of the grid itself (torus:3x3x3 in floors, Q5's four cubes).
    if (!mFaintIdle.isEmpty())
        painter->strokePath(mFaintIdle, QPen(loadColor(0).lighter(115), 0.85 * loadWidth(0), Qt::SolidLine,
                                             Qt::FlatCap, Qt::RoundJoin));
    if (!mGreyedPath.isEmpty())
        painter->strokePath(mGreyedPath, QPen(focusGreyColor(), width(0), Qt::SolidLine, Qt::FlatCap, Qt::RoundJoin));
    for (int cls = 0; cls < kLoadSteps; ++cls) {
        if (mPaths[cls].isEmpty())
            continue;
        const QColor ink = mMonochrome ? monochromeLoadColor(cls) : cls == 0 && mPresentation ? idle : loadColor(cls);
        QPen pen(ink, width(cls), mMonochrome ? monochromeLoadStyle(cls) : Qt::SolidLine, Qt::FlatCap,
                 Qt::RoundJoin);
        painter->strokePath(mPaths[cls], pen);
        if (!mArrows[cls].isEmpty())
            painter->fillPath(mArrows[cls], ink);
    }
    // The load as a number in a white disc with the load's colour as its rim: the exact
    // count whatever the colour and width steps can tell apart.
    const double grow = mPresentation ? kPresentationNumberGrow : 1.0;
    QFont numberFont;
    numberFont.setPixelSize(int(0.16 * kUnit * grow));
    numberFont.setBold(true);
    painter->setFont(numberFont);
    const double radius = kNumberDiscRadius * kUnit * grow;
    for (const auto &[at, load] : mNumbers) {
        painter->setPen(QPen(mMonochrome ? QColor(Qt::black) : loadColor(load), 2.0));
        painter->setBrush(Qt::white);
        const QRectF disc(at - QPointF(radius, radius), QSizeF(2 * radius, 2 * radius));
        painter->drawEllipse(disc);
        painter->setPen(Qt::black);
        painter->drawText(disc, Qt::AlignCenter, QString::number(load));
    }
}

QString ChannelLayer::loadNumber(int arc) const
{
    const int l = load(arc);
    const bool greyed = arc >= 0 && std::size_t(arc) < mGreyed.size() && mGreyed[std::size_t(arc)];
    return l >= kLoadNumberFrom && !greyed ? QString::number(l) : QString();
}

// --------------------------------------------------------------------------- NodeItem

NodeItem::NodeItem(int node, const QString &label, NodeShape shape, double radius)
    : mNode(node), mLabel(label), mShape(shape)
{
    setCacheMode(DeviceCoordinateCache);
    setZValue(2);
    setRadius(radius);
}

void NodeItem::setRadius(double radius)
{
    prepareGeometryChange();
    mRadius = mShape == NodeShape::Switch ? 0.55 * radius : radius;
    // The label fills the circle: long binary labels get a smaller font than short numbers.
    // Short labels sit in a circle; long ones (binary hypercube names) in a pill as wide as
    // the text, so that they keep the same large font instead of shrinking to fit.
    // One or two characters fit the circle at a larger size than three: the biggest font
    // that fits is what reads from the back of a hall.
    // A pill's name is digits only (no descenders): 0.8 of the radius fills its height
    // better than 0.75 and writes Q4's and Q5's names larger at the same row spacing (more
    // would widen the pills until the chips of Q4's first standard-exchange round find no
    // free place beside their curves).
    const bool pill = mShape == NodeShape::Processor && mLabel.size() >= 4;
    const double fontShare = mLabel.size() <= 2 ? 0.95 : pill ? 0.8 : 0.75;
    mLabelFont.setPixelSize(std::max(1, int(std::lround(fontShare * radius))));
    mLabelFont.setBold(true);
    mHalfWidth = mRadius;
    mHalfHeight = mRadius;
    if (pill) {
        mHalfWidth = std::max(mRadius, 0.5 * QFontMetricsF(mLabelFont).horizontalAdvance(mLabel) + 0.22 * mRadius);
        mHalfHeight = 0.58 * mRadius; // a slim pill: rows of long names can sit closer
    }
    mBadgeFont.setPixelSize(std::max(1, int(std::lround(0.62 * radius))));
    mBadgeFont.setBold(true);
    update();
}

void NodeItem::setPresentation(bool presentation)
{
    if (presentation == mPresentation)
        return;
    mPresentation = presentation;
    update();
}

void NodeItem::setState(const NodeState &state)
{
    if (state.count == mState.count && state.summary == mState.summary)
        return;
    prepareGeometryChange();
    mState = state;
    update();
}

int NodeItem::glyphSquares() const { return mState.count <= 1 ? mState.count : 3; }

void NodeItem::setOverloaded(bool overloaded)
{
    if (overloaded == mOverloaded)
        return;
    prepareGeometryChange();
    mOverloaded = overloaded;
    update();
}

void NodeItem::setLabelShown(bool shown)
{
    if (shown == mLabelShown)
        return;
    mLabelShown = shown;
    update();
}

void NodeItem::setTag(const QString &tag)
{
    if (tag == mTag)
        return;
    prepareGeometryChange();
    mTag = tag;
    update();
}

QRectF NodeItem::tagRect() const
{
    if (mTag.isEmpty())
        return {};
    // Over the upper-left rim: the badge takes the bottom, the port marker the upper right,
    // and the name the middle.
    const double unit = mRadius / (mShape == NodeShape::Switch ? 0.55 : 1.0);
    const double w = QFontMetricsF(mBadgeFont).horizontalAdvance(mTag) + 0.3 * unit;
    const double h = 0.66 * unit;
    return QRectF(-mHalfWidth - 0.55 * w, -mHalfHeight - 0.35 * h, w, h);
}

void NodeItem::setSelected(bool selected)
{
    if (selected == mSelected)
        return;
    mSelected = selected;
    update();
}

QRectF NodeItem::badgeRect() const
{
    if (mState.count == 0)
        return {};
    const double unit = mRadius / (mShape == NodeShape::Switch ? 0.55 : 1.0);
    const double square = 0.3 * unit;
    const double gap = 0.08 * unit;
    const int squares = glyphSquares();
    double width = mState.count > 1 ? square + 2 * gap : squares * square + (squares - 1) * gap;
    const QString text = mState.summary.isEmpty() ? QString::number(mState.count) : mState.summary;
    if (text != mBadgeTextMeasured || mBadgeFont.pixelSize() != mBadgeFontMeasured) {
        mBadgeTextMeasured = text;
        mBadgeFontMeasured = mBadgeFont.pixelSize();
        mBadgeTextWidth = QFontMetricsF(mBadgeFont).horizontalAdvance(text);
    }
    width += 0.15 * unit + mBadgeTextWidth;
    const double height = 0.62 * unit;
    // Centred under the node, over its lower rim: there it stays clear of the packet labels,
    // which travel beside the lanes in the middle of each hop (at the bottom-right corner it
    // sat right where the label of a packet leaving to the right passes).
    width += 0.3 * unit;
    return QRectF(-width / 2, 0.62 * mHalfHeight, width, height);
}

double NodeItem::boundaryDistance(const QPointF &direction) const
{
    const double dx = std::abs(direction.x());
    const double dy = std::abs(direction.y());
    if (mHalfWidth == mHalfHeight && mShape == NodeShape::Processor)
        return mRadius;
    const double tx = dx > 1e-9 ? mHalfWidth / dx : 1e300;
    const double ty = dy > 1e-9 ? mHalfHeight / dy : 1e300;
    return std::min(tx, ty);
}

QRectF NodeItem::markRect() const
{
    return QRectF(mHalfWidth - 0.6 * mRadius, -mHalfHeight - 0.9 * mRadius, 1.1 * mRadius, 1.1 * mRadius);
}

void NodeItem::setMonochrome(bool monochrome)
{
    mMonochrome = monochrome;
    update();
}

QRectF NodeItem::body() const { return QRectF(-mHalfWidth, -mHalfHeight, 2 * mHalfWidth, 2 * mHalfHeight); }

QRectF NodeItem::boundingRect() const
{
    QRectF r = body().adjusted(-14, -14, 14, 14);
    if (mState.count > 0)
        r |= badgeRect().adjusted(-2, -2, 2, 2);
    if (mOverloaded)
        r |= markRect().adjusted(-2, -2, 2, 2);
    if (!mTag.isEmpty())
        r |= tagRect().adjusted(-2, -2, 2, 2);
    return r;
}

QPainterPath NodeItem::shape() const
{
    QPainterPath path;
    if (mShape == NodeShape::Switch)
        path.addRect(body());
    else
        path.addRoundedRect(body(), mHalfHeight, mHalfHeight);
    return path;
}

void NodeItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setRenderHint(QPainter::TextAntialiasing);
    const QRectF body = this->body();
    const double round = mHalfHeight; // a circle, or a pill for long labels
    if (mSelected) {
        painter->setPen(QPen(selectionColor(), 10));
        painter->setBrush(Qt::NoBrush);
        if (mShape == NodeShape::Switch)
            painter->drawRect(body.adjusted(-5, -5, 5, 5));
        else
            painter->drawRoundedRect(body.adjusted(-5, -5, 5, 5), round + 5, round + 5);
    }
    const QColor violation = mMonochrome ? QColor(Qt::black) : violationColor();
    if (mOverloaded) {
        painter->setPen(QPen(violation, 3.5, Qt::DashLine));
        painter->setBrush(Qt::NoBrush);
        painter->drawRoundedRect(body.adjusted(-9, -9, 9, 9), round + 9, round + 9);
    }
    // The presentation style's outline is black and thicker: a projector washes out greys.
    const double outline = (mSelected ? 3.5 : 2.2) * (mPresentation ? 1.6 : 1.0);
    painter->setPen(QPen(mSelected || mPresentation ? QColor(Qt::black) : QColor(0x30, 0x30, 0x30), outline));
    if (mShape == NodeShape::Switch) {
        painter->setBrush(QColor(0xDD, 0xDD, 0xDD));
        painter->drawRect(body);
    } else {
        painter->setBrush(Qt::white);
        painter->drawRoundedRect(body, round, round);
        if (mLabelShown) {
            painter->setFont(mLabelFont);
            painter->setPen(Qt::black);
            painter->drawText(body, Qt::AlignCenter, mLabel);
        }
    }

    if (mState.count > 0) {
        const double unit = mRadius / (mShape == NodeShape::Switch ? 0.55 : 1.0);
        const QRectF badge = badgeRect();
        painter->setPen(QPen(QColor(0x30, 0x30, 0x30), 1.5));
        painter->setBrush(QColor(255, 255, 255, 235));
        painter->drawRoundedRect(badge, 0.15 * unit, 0.15 * unit);
        const double square = 0.3 * unit;
        const double gap = 0.08 * unit;
        double x = badge.left() + 0.15 * unit;
        const double y = badge.center().y() - square / 2;
        painter->setPen(QPen(Qt::white, 1.0));
        painter->setBrush(packetColor());
        if (mState.count <= 1) {
            for (int i = 0; i < mState.count; ++i, x += square + gap)
                painter->drawRect(QRectF(x, y, square, square));
        } else { // a stack of three: "several", the count says how many
            for (int i = 2; i >= 0; --i)
                painter->drawRect(QRectF(x + i * gap, y + (1 - i) * gap, square, square));
            x += square + 2 * gap;
        }
        painter->setFont(mBadgeFont);
        painter->setPen(Qt::black);
        const QString text = mState.summary.isEmpty() ? QString::number(mState.count) : mState.summary;
        painter->drawText(QRectF(x, badge.top(), badge.right() - x, badge.height()), Qt::AlignCenter, text);
    }
    if (!mTag.isEmpty()) {
        const QRectF tag = tagRect();
        const QColor ink(0x1F, 0x4E, 0x9A);
        painter->setPen(QPen(ink, 1.5));
        painter->setBrush(QColor(0xE8, 0xF0, 0xFB));
        painter->drawRoundedRect(tag, 0.5 * tag.height(), 0.5 * tag.height());
        painter->setFont(mBadgeFont);
        painter->setPen(ink);
        painter->drawText(tag, Qt::AlignCenter, mTag);
    }
    if (mOverloaded) {
        const QRectF mark = markRect();
        painter->setPen(Qt::NoPen);
        painter->setBrush(violation);
        painter->drawEllipse(mark);
        painter->setPen(Qt::white);
        painter->setFont(mBadgeFont);
        painter->drawText(mark, Qt::AlignCenter, QStringLiteral("!"));
    }
}

// -------------------------------------------------------------------- PacketLabelItem

PacketLabelItem::PacketLabelItem(const QString &text, int packets, double unit, PacketItem *owner)
    : mOwner(owner), mText(text), mPackets(packets), mUnit(unit)
{
    setZValue(3);
    mFont.setPixelSize(std::max(1, int(std::lround(0.16 * unit))));
    mFont.setBold(true);
    const QFontMetricsF fm(mFont);
    mSize = QSizeF(fm.horizontalAdvance(text) + 0.12 * unit, fm.height() + 0.05 * unit);
}

PacketLabelItem::~PacketLabelItem()
{
    if (mOwner)
        mOwner->mLabel = nullptr;
}

QRectF PacketLabelItem::boundingRect() const
{
    const double stack = mPackets > 1 ? 0.08 * mUnit : 0.0;
    return QRectF(-mSize.width() / 2 - 2, -mSize.height() / 2 - 2 - stack, mSize.width() + 4 + stack,
                  mSize.height() + 4 + stack);
}

void PacketLabelItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    // The world transform, not deviceTransform(): when the view is rendered into another
    // device (QWidget::render, grab(), the --screenshot path) the painter carries a
    // redirection offset that deviceTransform() includes and that drawing after
    // resetTransform() applies once more, which put every label one viewport offset to the
    // right of its packet (labels floating beside the drawing in the screenshots).
    const QTransform device = painter->worldTransform();
    const double dpr = painter->device() ? painter->device()->devicePixelRatioF() : 1.0;
    const double scale = std::hypot(device.m11(), device.m12());
    // Vector output (SVG, PDF) gets the label itself, never a bitmap of it.
    const QPaintEngine *engine = painter->paintEngine();
    const bool raster = engine && engine->type() == QPaintEngine::Raster;
    if (!raster || device.type() > QTransform::TxScale || scale * dpr > 8 || scale <= 0) {
        paintLabel(painter); // rotated, huge or vector: draw directly
        return;
    }
    if (mPixmap.isNull() || !qFuzzyCompare(scale * dpr, mPixmapScale)) {
        const QRectF bounds = boundingRect();
        mPixmapScale = scale * dpr;
        mPixmap = QPixmap((bounds.size() * mPixmapScale).toSize() + QSize(2, 2));
        mPixmap.fill(Qt::transparent);
        QPainter p(&mPixmap);
        p.scale(mPixmapScale, mPixmapScale);
        p.translate(-bounds.topLeft());
        paintLabel(&p);
        p.end();
        mPixmap.setDevicePixelRatio(dpr);
    }
    const QPointF topLeft = device.map(boundingRect().topLeft());
    painter->save();
    painter->resetTransform();
    painter->drawPixmap(QPointF(std::round(topLeft.x() * dpr) / dpr, std::round(topLeft.y() * dpr) / dpr), mPixmap);
    painter->restore();
}

void PacketLabelItem::paintLabel(QPainter *painter) const
{
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setRenderHint(QPainter::TextAntialiasing);
    const QRectF r(-mSize.width() / 2, -mSize.height() / 2, mSize.width(), mSize.height());
    const double radius = 0.05 * mUnit;
    painter->setPen(QPen(Qt::white, 1.5));
    painter->setBrush(packetColor());
    if (mPackets > 1) { // a combined message: the cards of a stack behind the label
        const double step = 0.04 * mUnit;
        painter->drawRoundedRect(r.translated(2 * step, -2 * step), radius, radius);
        painter->drawRoundedRect(r.translated(step, -step), radius, radius);
    }
    painter->drawRoundedRect(r, radius, radius);
    painter->setPen(Qt::white);
    painter->setFont(mFont);
    painter->drawText(r, Qt::AlignCenter, mText);
}

// ------------------------------------------------------------------------- PacketItem

PacketItem::PacketItem(int message, int transfer, const QString &label, int packets, double unit)
    : mMessage(message), mTransfer(transfer), mLabelText(label), mPackets(packets), mUnit(unit)
{
    setZValue(1);
    mSide = QPointF(0, 1);
    mLabel = new PacketLabelItem(label, packets, unit, this);
}

PacketItem::~PacketItem()
{
    // QGraphicsScene::clear() deletes items in any order: the label may already be gone.
    if (mLabel) {
        mLabel->mOwner = nullptr;
        delete mLabel;
    }
}

QVariant PacketItem::itemChange(GraphicsItemChange change, const QVariant &value)
{
    if (!mLabel)
        return QGraphicsItem::itemChange(change, value);
    if (change == ItemSceneHasChanged) {
        if (mLabel->scene())
            mLabel->scene()->removeItem(mLabel);
        if (scene())
            scene()->addItem(mLabel);
    } else if (change == ItemVisibleHasChanged) {
        mLabel->setVisible(value.toBool() && mLabelShown && !mDimmed);
    }
    return QGraphicsItem::itemChange(change, value);
}

void PacketItem::updateLabelVisibility()
{
    if (mLabel)
        mLabel->setVisible(isVisible() && mLabelShown && !mDimmed);
}

void PacketItem::setLabelShown(bool shown)
{
    if (shown == mLabelShown)
        return;
    mLabelShown = shown;
    updateLabelVisibility();
}

void PacketItem::setDimmed(bool dimmed)
{
    if (dimmed == mDimmed)
        return;
    mDimmed = dimmed;
    // Outside the focus: a faint trace without its label, so the eye stays on the focus.
    const double opacity = (mWaiting ? 0.45 : 1.0) * (mDimmed ? 0.2 : 1.0);
    setOpacity(opacity);
    if (mLabel)
        mLabel->setOpacity(opacity);
    updateLabelVisibility();
}

void PacketItem::setRoute(Route route, std::vector<double> hopEnds, std::vector<double> hopStarts)
{
    mRoute = std::move(route);
    mHopEnds = std::move(hopEnds);
    mHopStarts = std::move(hopStarts);
    mHopStarts.resize(mHopEnds.size(), 0.0);
}

double PacketItem::lengthAt(double hops) const
{
    if (mHopEnds.empty() || hops <= 0)
        return 0.0;
    const std::size_t hop = std::size_t(std::min(double(mHopEnds.size() - 1), std::floor(hops)));
    const double f = std::clamp(hops - double(hop), 0.0, 1.0);
    return mHopStarts[hop] + f * (mHopEnds[hop] - mHopStarts[hop]);
}

int PacketItem::labelCost(const QPointF &centre, int bound) const
{
    // The cheap tests first, and no further once the cost reaches `bound` (a place known to
    // be no better): the rings of places below test hundreds of them in a frame.
    const QSizeF size = mLabel ? mLabel->size() : QSizeF();
    const QRectF label(centre - QPointF(size.width() / 2, size.height() / 2), size);
    int c = 0;
    if (mLanes && !mLabelBounds.isEmpty() && !mLabelBounds.contains(label))
        c += kNodeCost; // beyond what the fit frames: not seen at all
    if (mObstacles)
        for (const QRectF &r : *mObstacles)
            if (r.intersects(label) && (c += kNodeCost) >= bound)
                return c;
    if (mLanes) {
        for (const LabelLane &lane : *mLanes) {
            if (!lane.box.intersects(label))
                continue;
            for (int i = 1; i < lane.line.size(); ++i)
                if (segmentMeetsRect(lane.line[i - 1], lane.line[i], label, lane.halfWidth)) {
                    c += kLaneCost;
                    break;
                }
            if (c >= bound)
                return c;
        }
    }
    if (mPlaced)
        for (const QRectF &r : *mPlaced)
            if (r.intersects(label))
                c += 1;
    return c;
}

QPointF PacketItem::detachedLabelCentre(const QPointF &fallback, int fallbackCost) const
{
    // The place of the last frame, if still free: the label stays put while its message
    // moves on, and the search is skipped.
    if (!mDetachedOffset.isNull() && labelCost(mAnchor + mDetachedOffset, 1) == 0)
        return mAnchor + mDetachedOffset;
    // Rings of growing radius around the anchor and the ends of the stretch it may slide
    // along, twelve places on each, the nearest free one first: far enough from the lane for
    // no loaded line to pass under the label, near enough for the leader line to be read as
    // pointing at its message.
    const QSizeF size = mLabel->size();
    const double base = 0.5 * std::hypot(size.width(), size.height()) + kLabelGap * mUnit;
    const double step = size.height();
    std::vector<QPointF> anchors{mAnchor};
    if (mAnchorMax > mAnchorMin)
        anchors.insert(anchors.end(), {mRoute.pointAt(mAnchorMin), mRoute.pointAt(mAnchorMax)});
    QPointF best = fallback;
    int bestCost = fallbackCost;
    for (int ring = 0; ring < 8; ++ring) {
        const double radius = base + ring * step;
        for (const QPointF &anchor : anchors) {
            for (int k = 0; k < 12; ++k) {
                if (mSearchBudget && (*mSearchBudget)-- <= 0)
                    return best;
                const double angle = (k * 30.0 + (ring % 2) * 15.0) * 3.14159265358979 / 180.0;
                const QPointF candidate = anchor + radius * QPointF(std::cos(angle), std::sin(angle));
                const int c = labelCost(candidate, bestCost);
                if (c < bestCost) {
                    bestCost = c;
                    best = candidate;
                    if (c == 0)
                        return best; // the nearest free place of the smallest ring
                }
            }
        }
    }
    return best;
}

QPointF PacketItem::labelCentre() const
{
    // Beside the lane, on the side of the direction of travel, so that packets meeting on
    // the two lanes of a link pass each other instead of covering each other; close to the
    // lane so that it does not reach into the node badges beside the link. Where that side
    // would cover a loaded lane, a node (a curved link passing one) or a label placed before,
    // the other side if it covers less; a lane counts most, then a node, then a label.
    const QSizeF size = mLabel ? mLabel->size() : QSizeF();
    const double extent = std::abs(mSide.x()) * size.width() / 2 + std::abs(mSide.y()) * size.height() / 2
                          + kLabelGap * mUnit;
    const QPointF right = mAnchor + extent * mSide;
    if (!mObstacles && !mLanes)
        return right;
    const int rightCost = labelCost(right);
    if (rightCost == 0)
        return right;
    const QPointF left = mAnchor - extent * mSide;
    const int leftCost = labelCost(left, rightCost);
    QPointF best = leftCost < rightCost ? left : right;
    int bestCost = std::min(leftCost, rightCost);
    // Both sides cover a node (a crowded round on links bent around nodes): slide along the
    // hop, a little ahead or behind the head, before giving up. Up to twelve more candidates,
    // each tested against every node: kept to drawings of at most 256 nodes, where it stays
    // well inside the frame budget (a 512-node torus seen in 3D collides often and lost
    // several milliseconds per frame to it).
    const bool fewNodes = !mObstacles || mObstacles->size() <= 256;
    if (bestCost >= kLaneCost && mAnchorMax > mAnchorMin && fewNodes) {
        const double step = 0.5 * std::max(size.width(), size.height());
        for (int k : {1, -1, 2, -2, 3, -3}) {
            const double at = mAnchorAt + k * step;
            if (at < mAnchorMin || at > mAnchorMax)
                continue;
            const QPointF anchor = mRoute.pointAt(at);
            const QPointF there = mRoute.pointAt(std::min(mRoute.length(), at + 2.0)) - mRoute.pointAt(std::max(0.0, at - 2.0));
            const double thereLength = std::hypot(there.x(), there.y());
            if (thereLength <= 0)
                continue;
            const QPointF side(-there.y() / thereLength, there.x() / thereLength);
            const double off = std::abs(side.x()) * size.width() / 2 + std::abs(side.y()) * size.height() / 2
                               + kLabelGap * mUnit;
            for (const QPointF &candidate : {anchor + off * side, anchor - off * side}) {
                const int c = labelCost(candidate, bestCost);
                if (c < bestCost) {
                    bestCost = c;
                    best = candidate;
                    if (c == 0)
                        return best;
                }
            }
        }
    }
    // Still over a loaded lane (a label as long as the link it travels beside, on a link
    // between two other loaded ones): further off, with a leader line.
    // Rings of places are searched in drawings of up to 64 nodes (the lecture hall's), where they
    // stay well inside the frame budget.
    const bool smallDrawing = !mObstacles || mObstacles->size() <= 64;
    if (bestCost >= kLaneCost && mLanes && smallDrawing)
        return detachedLabelCentre(best, bestCost);
    return best;
}

QRectF PacketItem::sweptRect() const
{
    const QRectF route = mRoute.points().boundingRect();
    if (!mLabel)
        return route;
    // labelCentre() puts the label beside the lane, its centre |side.x| w/2 + |side.y| h/2 +
    // kLabelGap unit off it along the lane's normal `side`, and the label reaches half its
    // size (and the stack's cards) beyond that. Taken per piece of the lane: the bound of
    // max(w, h) / 2 in every direction counted a chip's width above and below a level lane
    // and framed Q5's wide drawing a tenth taller than what its chips ever cover.
    const QRectF label = mLabel->boundingRect();
    const QSizeF size = mLabel->size();
    const double halfX = std::max(-label.left(), label.right());
    const double halfY = std::max(-label.top(), label.bottom());
    const QPolygonF &points = mRoute.points();
    QRectF swept = route;
    for (int i = 1; i < points.size(); ++i) {
        const QPointF d = points[i] - points[i - 1];
        const double length = std::hypot(d.x(), d.y());
        if (length <= 0)
            continue;
        // The normal where the label is placed is taken over a few units of the lane: at a
        // bend it lies between the normals of the two pieces; the slack covers that.
        const double nx = std::min(1.0, std::abs(d.y()) / length + 0.15);
        const double ny = std::min(1.0, std::abs(d.x()) / length + 0.15);
        const double off = nx * size.width() / 2 + ny * size.height() / 2 + kLabelGap * mUnit;
        const double rx = off * nx + halfX;
        const double ry = off * ny + halfY;
        swept |= QRectF(points[i - 1], points[i]).normalized().adjusted(-rx, -ry, rx, ry);
    }
    return swept;
}

QRectF PacketItem::labelSceneRect() const { return mLabel ? mLabel->sceneBoundingRect() : QRectF(); }

void PacketItem::setPlace(double headHops, double tailHops, bool moving, bool waiting)
{
    if (waiting != mWaiting) {
        mWaiting = waiting;
        // Waiting for its turn: faded at its sender, so the eye follows the ones that move.
        const double opacity = (waiting ? 0.45 : 1.0) * (mDimmed ? 0.2 : 1.0);
        setOpacity(opacity);
        if (mLabel)
            mLabel->setOpacity(opacity);
    }
    const double length = mRoute.length();
    const double head = lengthAt(headHops);
    double tail = lengthAt(tailHops);
    if (!mWormhole && !mHopEnds.empty()) {
        // A store-and-forward packet is short: it never reaches back over the node it left.
        const std::size_t hop = std::size_t(std::min(double(mHopEnds.size() - 1), std::floor(headHops)));
        tail = std::max(mHopStarts[hop], head - 0.3 * mUnit);
    }
    QPolygonF body = mRoute.section(tail, head);
    const QPointF newHead = mRoute.pointAt(head);
    const QPointF ahead = mRoute.pointAt(std::min(length, head + 2.0)) - mRoute.pointAt(std::max(0.0, head - 2.0));
    const double aheadLength = std::hypot(ahead.x(), ahead.y());
    if (aheadLength > 0)
        mSide = QPointF(-ahead.y() / aheadLength, ahead.x() / aheadLength);
    mHead = newHead;
    mAnchor = newHead;
    mAnchorAt = mAnchorMin = mAnchorMax = head;
    // While it travels, the label stays on the part of the hop between the nodes: at a hop's
    // ends it would sit on the node and its badge. It follows the head there and waits in
    // the middle of a hop too short to leave it room. A message still waiting for its turn
    // on a shared channel, or already through, is labelled at its node, where it is.
    if (mLabel && !mHopEnds.empty() && moving) {
        std::size_t hop = 0;
        while (hop + 1 < mHopEnds.size() && mHopEnds[hop] < head)
            ++hop;
        const double start = mHopStarts[hop];
        const double end = mHopEnds[hop];
        const QPointF dir = mRoute.pointAt(end) - mRoute.pointAt(start);
        const double dirLength = std::hypot(dir.x(), dir.y());
        const double along = dirLength > 0 ? (std::abs(dir.x()) * mLabel->size().width()
                                              + std::abs(dir.y()) * mLabel->size().height())
                                                 / (2 * dirLength)
                                           : 0.0;
        const double clear = along + kLabelGap * mUnit;
        const double anchor = end - start > 2 * clear ? std::clamp(head, start + clear, end - clear)
                                                      : 0.5 * (start + end);
        mAnchor = mRoute.pointAt(anchor);
        mAnchorAt = anchor;
        mAnchorMin = end - start > 2 * clear ? start + clear : anchor;
        mAnchorMax = end - start > 2 * clear ? end - clear : anchor;
        const QPointF there = mRoute.pointAt(std::min(length, anchor + 2.0)) - mRoute.pointAt(std::max(0.0, anchor - 2.0));
        const double thereLength = std::hypot(there.x(), there.y());
        if (thereLength > 0)
            mSide = QPointF(-there.y() / thereLength, there.x() / thereLength);
    }
    QPointF leader = mLeaderFrom;
    if (mLabel && mLabel->isVisible()) {
        const QPointF centre = labelCentre();
        mLabel->setPos(centre);
        const QSizeF size = mLabel->size();
        if (mPlaced)
            mPlaced->push_back(QRectF(centre - QPointF(size.width() / 2, size.height() / 2), size));
        // A label standing clear of its lane (further than beside it) is tied to the message
        // by a leader line from the lane to the label's edge.
        const QPointF off = centre - mAnchor;
        const double besideReach = 0.5 * std::hypot(size.width(), size.height()) + 1.5 * kLabelGap * mUnit;
        leader = std::hypot(off.x(), off.y()) > besideReach ? mAnchor : centre;
        mDetachedOffset = leader == mAnchor ? off : QPointF();
    } else {
        leader = QPointF();
    }
    if (body != mBody || leader != mLeaderFrom) {
        prepareGeometryChange();
        mBody = std::move(body);
        mLeaderFrom = leader;
        const double margin = 0.08 * mUnit;
        mBounds = mBody.size() >= 2 ? mBody.boundingRect().adjusted(-margin, -margin, margin, margin) : QRectF();
        if (hasLeader())
            mBounds |= QRectF(mLeaderFrom, mLabel->pos()).normalized().adjusted(-margin, -margin, margin, margin);
    }
}

bool PacketItem::hasLeader() const { return mLabel && mLabel->isVisible() && mLeaderFrom != mLabel->pos(); }

void PacketItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    painter->setRenderHint(QPainter::Antialiasing);
    if (hasLeader()) {
        // From a dot on the lane to the label's edge (the label is drawn above it).
        painter->setPen(QPen(packetColor(), 0.025 * mUnit, Qt::SolidLine, Qt::RoundCap));
        painter->drawLine(mLeaderFrom, mLabel->pos());
        painter->setPen(Qt::NoPen);
        painter->setBrush(packetColor());
        painter->drawEllipse(mLeaderFrom, 0.035 * mUnit, 0.035 * mUnit);
    }
    if (mBody.size() < 2)
        return;
    painter->setPen(QPen(wormColor(), 0.06 * mUnit, Qt::SolidLine, Qt::RoundCap, Qt::BevelJoin));
    painter->drawPolyline(mBody);
}

// ---------------------------------------------------------------------- OverviewLayer

OverviewLayer::OverviewLayer() { setZValue(0); }

void OverviewLayer::setNodes(std::vector<QPointF> positions, double radius)
{
    prepareGeometryChange();
    mPositions = std::move(positions);
    mRadius = radius;
    QRectF bounds;
    if (!mPositions.empty()) {
        double x0 = mPositions.front().x(), x1 = x0, y0 = mPositions.front().y(), y1 = y0;
        for (const QPointF &p : mPositions) {
            x0 = std::min(x0, p.x());
            x1 = std::max(x1, p.x());
            y0 = std::min(y0, p.y());
            y1 = std::max(y1, p.y());
        }
        bounds = QRectF(QPointF(x0, y0), QPointF(x1, y1));
    }
    const double margin = 2 * radius + loadWidth(3);
    mBounds = bounds.adjusted(-margin, -margin, margin, margin);
    mHolding.resize(mPositions.size(), false);
    update();
}

void OverviewLayer::setHolding(std::vector<bool> holding)
{
    holding.resize(mPositions.size(), false);
    if (holding == mHolding)
        return;
    mHolding = std::move(holding);
    update();
}

void OverviewLayer::setLinks(std::vector<QLineF> lines[3])
{
    for (int c = 0; c < 3; ++c)
        mLinks[c] = std::move(lines[c]);
    update();
}

void OverviewLayer::setPackets(std::vector<QPolygonF> paths)
{
    mPackets = std::move(paths);
    update();
}

void OverviewLayer::setHeads(std::vector<double> heads)
{
    if (heads == mHeads)
        return;
    mHeads = std::move(heads);
    if (!mPackets.empty())
        update();
}

void OverviewLayer::setSelected(int node)
{
    if (node == mSelected)
        return;
    mSelected = node;
    update();
}

void OverviewLayer::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    // Tens of thousands of primitives: no antialiasing, and sizes kept at least a pixel or
    // two so that the picture stays visible when zoomed out.
    const double scale = std::max(1e-9, painter->worldTransform().m11());
    const double pixel = 1.0 / scale;
    for (int c = 0; c < 3; ++c) {
        if (mLinks[c].empty())
            continue;
        painter->setPen(QPen(loadColor(c + 1), std::max(loadWidth(c + 1), 1.5 * pixel), Qt::SolidLine, Qt::FlatCap));
        painter->drawLines(mLinks[c].data(), int(mLinks[c].size()));
    }
    const double dot = std::max(2 * mRadius, 2.0 * pixel);
    std::vector<QPointF> empty;
    std::vector<QPointF> holding;
    for (std::size_t v = 0; v < mPositions.size(); ++v)
        (mHolding[v] ? holding : empty).push_back(mPositions[v]);
    painter->setPen(QPen(QColor(0xB4, 0xB4, 0xB4), dot, Qt::SolidLine, Qt::SquareCap));
    painter->drawPoints(empty.data(), int(empty.size()));
    painter->setPen(QPen(QColor(0x30, 0x30, 0x30), dot, Qt::SolidLine, Qt::SquareCap));
    painter->drawPoints(holding.data(), int(holding.size()));
    if (!mHeads.empty() && !mPackets.empty()) {
        std::vector<QPointF> heads;
        heads.reserve(mPackets.size());
        for (std::size_t i = 0; i < mPackets.size() && i < mHeads.size(); ++i) {
            const QPolygonF &path = mPackets[i];
            if (path.size() < 2 || mHeads[i] < 0)
                continue;
            const double at = std::clamp(mHeads[i], 0.0, double(path.size() - 1));
            const int hop = std::min(int(path.size()) - 2, int(at));
            const double f = at - hop;
            heads.push_back(path[hop] + f * (path[hop + 1] - path[hop]));
        }
        painter->setPen(QPen(violationColor(), std::max(2 * mRadius, 3.0 * pixel), Qt::SolidLine, Qt::SquareCap));
        painter->drawPoints(heads.data(), int(heads.size()));
    }
    if (mSelected >= 0 && std::size_t(mSelected) < mPositions.size()) {
        // A ring a few pixels wide around the selected dot, visible at any zoom.
        const double ring = std::max(3 * mRadius, 7.0 * pixel);
        painter->setRenderHint(QPainter::Antialiasing);
        painter->setPen(QPen(selectionColor(), std::max(0.8 * mRadius, 3.0 * pixel)));
        painter->setBrush(Qt::NoBrush);
        painter->drawEllipse(mPositions[std::size_t(mSelected)], ring, ring);
    }
}

} // namespace collviz::views

namespace collviz::views {

// ------------------------------------------------------------------------- MarkLayer

MarkLayer::MarkLayer()
{
    setZValue(1.5);
    setAcceptedMouseButtons(Qt::NoButton);
}

void MarkLayer::setShapes(std::vector<Shape> shapes, double width)
{
    prepareGeometryChange();
    mShapes = std::move(shapes);
    mWidth = width;
    QRectF bounds;
    for (const Shape &s : mShapes)
        bounds |= s.line.isEmpty() ? QRectF(s.centre, QSizeF()).adjusted(-s.radius, -s.radius, s.radius, s.radius)
                                   : s.line.boundingRect();
    // paint() may widen the glyphs to stay legible when the drawing is small: room for that.
    const double margin = std::max(2.5 * mWidth + 2, 0.6 * kUnit);
    mBounds = bounds.adjusted(-margin, -margin, margin, margin);
    update();
}

void MarkLayer::paintGlyph(QPainter *painter, DrawingMark::Kind kind, const QPointF &at, double r)
{
    const QColor colour = marks::color(kind);
    painter->setPen(QPen(colour, std::max(1.0, 0.22 * r)));
    painter->setBrush(Qt::white);
    painter->drawEllipse(at, r, r);
    QPen pen(colour, std::max(1.0, 0.3 * r), Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
    painter->setPen(pen);
    painter->setBrush(Qt::NoBrush);
    const double g = 0.5 * r;
    switch (kind) {
    case DrawingMark::Right:
    case DrawingMark::Accepted:
        painter->drawPolyline(QPolygonF({at + QPointF(-g, 0.05 * r), at + QPointF(-0.15 * r, g), at + QPointF(g, -g)}));
        break;
    case DrawingMark::Wrong:
    case DrawingMark::Broken:
        painter->drawLine(at + QPointF(-g, -g), at + QPointF(g, g));
        painter->drawLine(at + QPointF(-g, g), at + QPointF(g, -g));
        break;
    case DrawingMark::Missed:
        painter->drawEllipse(at, g, g);
        break;
    case DrawingMark::Predicted:
        painter->setBrush(colour);
        painter->drawPolygon(QPolygonF({at + QPointF(0, -g), at + QPointF(g, 0), at + QPointF(0, g), at + QPointF(-g, 0)}));
        break;
    }
}

void MarkLayer::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    painter->setRenderHint(QPainter::Antialiasing);
    // The bands and glyphs stay legible however small the drawing is framed: at least a few
    // pixels wide, the glyphs at least 8 pixels in radius (a Q6 or a 16x16 torus at fit).
    const double scale = std::sqrt(std::abs(painter->worldTransform().determinant()));
    const double pixel = scale > 0 ? 1.0 / scale : 1.0;
    const double width = std::max(mWidth, 3.5 * pixel);
    const double r = std::max(1.3 * width, 8.0 * pixel);
    for (const Shape &s : mShapes) {
        QColor band = marks::color(s.kind);
        band.setAlpha(210);
        QPen pen(band, s.line.isEmpty() ? 0.6 * width : width, marks::penStyle(s.kind), Qt::FlatCap, Qt::RoundJoin);
        painter->setPen(pen);
        painter->setBrush(Qt::NoBrush);
        if (s.line.isEmpty())
            painter->drawEllipse(s.centre, s.radius + 0.6 * width, s.radius + 0.6 * width);
        else
            painter->drawPolyline(s.line);
    }
    // The glyphs last, over every band.
    for (const Shape &s : mShapes) {
        QPointF at;
        if (s.line.isEmpty()) {
            at = s.centre + QPointF(0.75, -0.75) * (s.radius + 0.6 * width);
        } else {
            const Route route(s.line);
            at = route.pointAt(0.5 * route.length());
        }
        paintGlyph(painter, s.kind, at, r);
    }
}

} // namespace collviz::views

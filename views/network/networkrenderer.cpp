// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "views/network/networkrenderer.h"

#include "views/network/layout.h"
#include "views/network/networkitems.h"
#include "views/network/networkstyle.h"
#include "views/network/packetnotation.h"
#include "views/network/projection.h"

#include "core/focus.h"
#include "core/frame.h"
#include "core/networks/traits.h"

#include <QFontMetricsF>
#include <QGraphicsPathItem>
#include <QGraphicsScene>
#include <QPaintEngine>
#include <QPainter>

#include <Eigen/Geometry>

#include <algorithm>
#include <cmath>

namespace collviz::views {

using namespace networkstyle;

namespace {

/// Shifts a polyline sideways (to the right of its direction of travel on screen) by `offset`.
QPolygonF offsetPolyline(const QPolygonF &line, double offset)
{
    const int n = int(line.size());
    if (n < 2)
        return line;
    std::vector<QPointF> normals;
    normals.reserve(std::size_t(n - 1));
    for (int i = 1; i < n; ++i) {
        const QPointF d = line[i] - line[i - 1];
        const double len = std::hypot(d.x(), d.y());
        normals.push_back(len > 0 ? QPointF(-d.y() / len, d.x() / len) : QPointF());
    }
    QPolygonF out;
    out.reserve(n);
    for (int i = 0; i < n; ++i) {
        const QPointF a = normals[std::size_t(std::max(0, i - 1))];
        const QPointF b = normals[std::size_t(std::min(n - 2, i))];
        QPointF m = a + b;
        const double len = std::hypot(m.x(), m.y());
        if (len < 1e-9) {
            out << line[i] + offset * b;
            continue;
        }
        m /= len;
        const double cosHalf = std::max(0.5, QPointF::dotProduct(m, b)); // mitre, limited
        out << line[i] + (offset / cosHalf) * m;
    }
    return out;
}

/// Distance of the legend from the viewport's edges, in pixels.
constexpr double kLegendMargin = 8.0;

/// Above this many vertices the network is drawn as an overview (OverviewLayer): per-node
/// and per-channel items cost seconds to build and a node is a few pixels wide anyway.
constexpr int kOverviewVertices = 1024;
/// Places per frame the labels over a loaded lane may try further off (see labelSearchBudget).
constexpr int kLabelSearchBudget = 3000;

/// One entry of the legend: a sample (a channel of a load class, the port marker, or none)
/// and its text, at its place inside the legend's box.
struct LegendCell
{
    QRectF rect;
    QString text;
    int kind = -2; ///< 0..3 load class, -1 port marker, -2 text only, -3 bold heading, -4 highlight halo, -5 selection halo, -6 verdict, -7 greyed (outside the focus)
};

/// Places the legend's entries either in flowing lines no wider than `width` (a band under
/// the drawing) or one per line (a column beside it). Returns the cells relative to the box's
/// top-left corner and the box's size. The entry at `highlightIndex` (if any) is the halo's.
std::vector<LegendCell> layoutLegend(const QStringList &texts, const QFont &font, bool column, double width,
                                     QSizeF *size, int highlightIndex = -1, int verdictIndex = -1,
                                     int selectionIndex = 6, int focusIndex = -1)
{
    const QFontMetricsF fm(font);
    QFont bold = font;
    bold.setBold(true);
    const QFontMetricsF fmBold(bold);
    const double line = fm.height() * 1.25;
    const double pad = 0.5 * fm.height();
    const double sample = 2.2 * fm.height();
    const double gap = 1.2 * fm.height();
    std::vector<LegendCell> cells;
    double x = pad;
    double y = pad;
    double right = 0;
    for (int i = 0; i < texts.size(); ++i) {
        LegendCell cell;
        cell.text = texts[i];
        cell.kind = i == verdictIndex ? -6
                    : i == focusIndex     ? -7
                    : i == highlightIndex ? -4
                    : i == selectionIndex ? -5
                    : i == 0 ? -3
                    : i <= 4 ? i - 1
                    : i == 5 ? -1
                             : -2;
        const double textWidth = cell.kind == -3 || cell.kind == -6 ? fmBold.horizontalAdvance(cell.text)
                                                                   : fm.horizontalAdvance(cell.text);
        double w = textWidth + (cell.kind >= -1 || cell.kind <= -4 ? sample + 0.4 * fm.height() : 0.0);
        if (cell.kind == 3)
            w += 0.6 * sample; // the darker steps of three and more messages: a longer sample
        double h = line;
        if (cell.kind == -6) {
            // The verdict takes lines of its own, wrapped to the legend's width: it is what the
            // class must read first, and all of it.
            const double room = std::max(8 * fm.height(), width - 2 * pad - sample - 0.4 * fm.height());
            const QRectF wrapped = QFontMetricsF(bold).boundingRect(QRectF(0, 0, room, 1e6),
                                                                     Qt::TextWordWrap, cell.text);
            w = std::min(w, wrapped.width() + sample + 0.4 * fm.height() + 2);
            h = std::max(line, wrapped.height() + (line - fm.height()));
        }
        const bool ownLine = cell.kind == -6 || (!cells.empty() && cells.back().kind == -6);
        if (i > 0 && (column || x + w > width - pad || ownLine)) {
            x = pad;
            y += cells.back().rect.height();
        }
        cell.rect = QRectF(x, y, w, h);
        right = std::max(right, x + w);
        x += w + gap;
        cells.push_back(cell);
    }
    *size = QSizeF(right + pad, y + (cells.empty() ? line : cells.back().rect.height()) + pad);
    return cells;
}

} // namespace

struct NetworkRenderer::Private
{
    std::shared_ptr<const core::RunResult> result;
    core::TopologyPtr topology;
    std::unique_ptr<Layout> layout;
    Projection projection; ///< the layout's plane as drawn (its rotation turns a 3D drawing)

    ChannelLayer *channels = nullptr;
    std::vector<NodeItem *> nodes;
    std::vector<PacketItem *> packets; ///< one per timeline message of the current round
    std::vector<QRectF> nodeRects;     ///< nodes and badges in scene coordinates, for labels to avoid
    std::vector<QRectF> placedLabels;  ///< labels placed so far in this frame
    /// Places away from their lanes the frame's labels may still try (PacketItem::setSearchBudget):
    /// a few milliseconds' worth, so that a crowded round (pairwise exchange on Q6: every label
    /// over a loaded lane, 288 places each in vain) does not take seconds a frame.
    int labelSearchBudget = 0;
    bool labelSearch = true; ///< setLabelSearch
    std::vector<std::vector<int>> messagesOnArc; ///< per arc: the round's messages crossing it
    std::vector<LabelLane> lanes;      ///< the round's loaded links, which labels keep clear of
    core::FocusSelection focus;        ///< what the state's focus keeps in this round
    bool packetLabelsShown = true;     ///< semantic zoom: chips large enough to read
    core::Frame frame; ///< what is where now (the engine's timeline at the current time)
    int highlightRound = 0;          ///< the Session's cross-view highlight
    QVector<int> highlighted;        ///< transfers of highlightRound
    std::vector<int> highlightArcs;  ///< drawn now
    QGraphicsPathItem *highlightItem = nullptr;
    int marksRound = 0;            ///< a tool's marks (setMarks), drawn while this round is shown
    DrawingMarks marks;
    int marksDrawn = 0;            ///< marks drawn now
    MarkLayer *markLayer = nullptr;

    int round = 0;
    double progress = 1.0;
    core::BufferState before;
    core::BufferState after;
    int shownState = -1; ///< 0 = before, 1 = after, -1 = none yet
    int rebuilds = 0;

    std::unique_ptr<QGraphicsScene> scene;
    bool itemCaching = true;
    NetworkViewState st; ///< the view state (the rotation: `projection`, copied out by state())
    QFont baseFont;      ///< the legend's font before enlarging
    /// The framing last made, for the size it was made for; invalid: make it afresh.
    NetworkFraming framing;
    bool framingValid = false;
    /// Where the legend sits: a corner of the viewport the drawing leaves empty (0 bottom
    /// left, 1 bottom right, 2 top right, 3 top left), or -1: a strip under the drawing.
    int legendCorner = -1;
    double legendWidth = 0; ///< the width its entries flow in
    /// Node size as a multiple of the layout's: the fit makes labels as large as the room
    /// between the nodes allows (up to nodeScaleMax) when the zoom leaves them small.
    double nodeScale = 1.0;
    double nodeScaleMax = 1.0;
    double baseLabel = 0; ///< the smallest label font at node scale 1 (scene units)
    bool labelsShown = true;
    bool overview = false; ///< simplified drawing of a very large network
    OverviewLayer *overviewLayer = nullptr;
    bool floors = false;       ///< a 3D lattice drawn as floors side by side
    std::vector<QString> orderTags; ///< per vertex: "#j" in a non-identity ring order
    // What is shown, in both drawings (the items mirror it in the detailed one).
    std::vector<QPointF> positions; ///< scene position of every vertex
    std::vector<NodeState> states;
    std::vector<bool> overloaded;
    std::vector<int> loads; ///< per arc, this round

    QPointF project(const Eigen::Vector3d &p) const { return projection.map(p); }
    double depth(const Eigen::Vector3d &p) const { return projection.depth(p); }
    const core::Schedule *schedule() const { return result ? result->schedule.get() : nullptr; }
    const core::RoundStats *stats() const
    {
        if (!result || round < 1 || round > int(result->simulation.rounds.size()))
            return nullptr;
        return &result->simulation.rounds[std::size_t(round - 1)];
    }
    const core::Round *scheduleRound() const
    {
        const core::Schedule *s = schedule();
        if (!s || round < 1 || round > int(s->rounds.size()))
            return nullptr;
        return &s->rounds[std::size_t(round - 1)];
    }
    const core::BufferState &shown() const { return progress >= 1.0 || round == 0 ? after : before; }

    /// The vertex of the overview nearest to a scene point within a few pixels (or -1).
    int overviewNodeAt(const QPointF &scenePos, double viewScale) const
    {
        const double tolerance = std::max(6.0 / std::max(1e-6, viewScale), 0.3 * kUnit);
        int best = -1;
        double bestDistance = tolerance;
        for (std::size_t v = 0; v < positions.size(); ++v) {
            const QPointF delta = positions[v] - scenePos;
            const double distance = std::hypot(delta.x(), delta.y());
            if (distance < bestDistance) {
                bestDistance = distance;
                best = int(v);
            }
        }
        return best;
    }

    /// The ring-order tags of the current result: a shift that counts its processors along
    /// an order other than the identity (the Gray-code array of a hypercube) is followed by
    /// the positions, not the node names.
    void computeOrderTags()
    {
        orderTags.assign(topology ? std::size_t(topology->nodeCount()) : 0, QString());
        if (!result || !result->problem || result->problem->orderIsIdentity())
            return;
        const std::vector<int> &order = result->problem->order();
        for (std::size_t j = 0; j < order.size(); ++j)
            if (order[j] >= 0 && std::size_t(order[j]) < orderTags.size())
                orderTags[std::size_t(order[j])] = QStringLiteral("#%1").arg(j);
    }
};

NetworkRenderer::NetworkRenderer() : d(std::make_unique<Private>())
{
    d->scene = std::make_unique<QGraphicsScene>();
    // Packets move every frame: an index would be rebuilt constantly for a few hundred items.
    d->scene->setItemIndexMethod(QGraphicsScene::NoIndex);
    d->scene->setBackgroundBrush(Qt::white);
}

NetworkRenderer::~NetworkRenderer() = default;

QGraphicsScene *NetworkRenderer::scene() const { return d->scene.get(); }

const std::shared_ptr<const core::RunResult> &NetworkRenderer::result() const { return d->result; }

void NetworkRenderer::invalidateFraming() { d->framingValid = false; }

void NetworkRenderer::setResult(std::shared_ptr<const core::RunResult> result)
{
    const core::TopologyPtr topology = result ? result->topology : nullptr;
    const bool sameTopology = topology && d->topology && topology->name() == d->topology->name();
    d->result = std::move(result);
    d->topology = topology;
    d->computeOrderTags();
    if (!sameTopology)
        rebuildScene();
    for (NodeItem *item : d->nodes)
        item->setTag(d->orderTags[std::size_t(item->node())]);
    d->round = 0;
    d->progress = 1.0;
    d->before = d->after = d->schedule() ? d->schedule()->initial.toBufferState() : core::BufferState();
    d->shownState = -1;
    d->st.extent = QRectF();
    applyRound();
    invalidateFraming();
}

void NetworkRenderer::setRound(int round, const core::BufferState &before, const core::BufferState &after)
{
    d->round = round;
    d->before = before;
    d->after = after;
    d->shownState = -1;
    applyRound();
    // A round whose labels reach beyond the drawing widens the fit; most rounds keep it.
    invalidateFraming();
}

bool NetworkRenderer::isOverview() const { return d->overview; }

void NetworkRenderer::setProgress(double progress)
{
    d->progress = std::clamp(progress, 0.0, 1.0);
    const bool inFlight = d->round > 0 && d->progress < 1.0;
    // In-round progress is engine time: progress p shows the round at p times its length.
    d->frame = d->result && d->round > 0 ? core::Frame::atProgress(*d->result, d->round - 1, d->progress)
                                         : core::Frame();
    if (d->overviewLayer) {
        std::vector<double> heads;
        if (inFlight) {
            heads.reserve(d->frame.messages.size());
            for (const core::FrameMessage &m : d->frame.messages)
                heads.push_back(m.head);
        }
        d->overviewLayer->setHeads(std::move(heads));
    }
    d->placedLabels.clear();
    d->labelSearchBudget = d->labelSearch ? kLabelSearchBudget : 0;
    for (PacketItem *p : d->packets) {
        p->setVisible(inFlight && d->st.packets);
        const std::size_t i = std::size_t(p->message());
        if (inFlight && i < d->frame.messages.size()) {
            const core::FrameMessage &m = d->frame.messages[i];
            p->setPlace(m.head, m.tail, m.phase == core::FramePhase::Travelling && !m.resting,
                        m.phase == core::FramePhase::Waiting);
        }
    }
    applyNodeStates();
}

const core::Frame &NetworkRenderer::frame() const { return d->frame; }

double NetworkRenderer::progress() const { return d->progress; }

int NetworkRenderer::round() const { return d->round; }

void NetworkRenderer::setSelectedNode(int node)
{
    if (!d->st.keyHints && (node >= 0) != (d->st.selectedNode >= 0))
        invalidateFraming(); // the legend gains or loses the selection's entry
    d->st.selectedNode = node;
    for (NodeItem *item : d->nodes)
        item->setSelected(item->node() == node);
    if (d->overviewLayer)
        d->overviewLayer->setSelected(node);
}

const NetworkViewState &NetworkRenderer::state() const
{
    // The rotation lives in the projection's own form; the value carries a copy.
    const bool turned = d->layout && d->layout->is3D() && !d->projection.rotation.isApprox(d->layout->defaultRotation());
    d->st.rotated = turned;
    d->st.nodeScale = d->nodes.empty() ? 0.0 : d->nodeScale;
    for (int i = 0; i < 9; ++i)
        d->st.rotation[std::size_t(i)] = d->projection.rotation(i / 3, i % 3);
    return d->st;
}

void NetworkRenderer::setState(const NetworkViewState &state)
{
    setMonochrome(state.monochrome);
    setPresentationStyle(state.presentation);
    setNodeContentsListed(state.contentsListed);
    setKeyHints(state.keyHints);
    setLegendVisible(state.legend);
    setPacketsShown(state.packets);
    if (state.floors >= 0)
        setFloorsShown(state.floors == 1);
    setSelectedNode(state.selectedNode);
    setFocus(state.focus);
    if (d->layout && d->layout->is3D()) {
        Eigen::Matrix3d rotation = d->layout->defaultRotation();
        if (state.rotated)
            for (int i = 0; i < 9; ++i)
                rotation(i / 3, i % 3) = state.rotation[std::size_t(i)];
        if (!rotation.isApprox(d->projection.rotation)) {
            d->projection.rotation = rotation;
            reproject();
        }
    }
    if (state.nodeScale > 0 && !d->nodes.empty() && state.nodeScale != d->nodeScale)
        setNodeScale(state.nodeScale);
    d->st.fit = state.fit;
    d->st.zoom = state.zoom;
    d->st.centre = state.centre;
    d->st.extent = state.extent;
    d->st.clip = state.clip;
    invalidateFraming();
}

QRectF NetworkRenderer::contentRect() const
{
    if (d->overviewLayer)
        return d->overviewLayer->boundingRect();
    if (!d->channels)
        return {};
    QRectF content = d->channels->boundingRect();
    for (NodeItem *n : d->nodes)
        content |= n->mapRectToScene(n->boundingRect());
    // Packet labels sit beside their lanes and may hang outside the outermost channel: the
    // whole sweep of every packet of the round is part of what must stay in view.
    for (PacketItem *p : d->packets)
        content |= p->sweptRect();
    return content;
}

NetworkFraming NetworkRenderer::framing(const QSizeF &size)
{
    if (d->framingValid && d->framing.viewport == size)
        return d->framing;
    NetworkFraming framing;
    framing.viewport = size;
    double scale = d->st.zoom;
    QPointF centre = d->st.centre;
    if (d->st.fit && (d->channels || d->overviewLayer)) {
        scale = fitScale(size);
        // Labels from the back row: when the fit leaves them small and the room between the
        // nodes allows, the nodes (and their names) grow; when a larger viewport gives room
        // to spare they go back towards the layout's size. Only clear changes are made, so
        // that a round whose packets widen the fit a little does not resize the nodes under
        // the class.
        if (!d->nodes.empty() && d->baseLabel > 0 && scale > 0) {
            const double target = d->st.presentation ? 26.0 : 20.0;
            const double least = std::min(d->nodeScaleMax, d->st.presentation ? 1.5 : 1.0);
            const double wanted =
                std::clamp(target / (d->baseLabel * scale), least, std::max(least, d->nodeScaleMax));
            if (std::abs(wanted / d->nodeScale - 1.0) > 0.06) {
                setNodeScale(wanted);
                scale = fitScale(size);
            }
        }
        if (scale <= 0) { // no room to fit into (a collapsed dock): keep the last framing
            scale = d->st.zoom;
        } else {
            const QRectF area = fitArea(size);
            const QPointF shift = (area.center() - QRectF(QPointF(), size).center()) / scale;
            centre = d->st.extent.center() - shift;
            d->st.zoom = scale;
            d->st.centre = centre;
        }
    } else if (!d->st.fit) {
        fitScale(size); // only the legend's place; the extent stays
    }
    if (scale <= 0)
        scale = 1.0;
    // Whole-pixel translation: text and hairlines land on the pixel grid, the same on screen
    // and in a file.
    const double dx = std::round(size.width() / 2 - scale * centre.x());
    const double dy = std::round(size.height() / 2 - scale * centre.y());
    framing.transform = QTransform(scale, 0, 0, scale, dx, dy);
    updateLabelPolicy(scale);
    if (d->st.legend && d->layout) {
        const QSizeF box = legendSize(d->legendWidth > 0 ? d->legendWidth : size.width() - 2 * kLegendMargin);
        const int c = d->legendCorner;
        const double x = c == 1 || c == 2 ? size.width() - kLegendMargin - box.width() : kLegendMargin;
        const double y = c == 2 || c == 3 ? kLegendMargin : size.height() - kLegendMargin - box.height();
        framing.legend = QRectF(QPointF(x, y), box);
    }
    d->framing = framing;
    d->framingValid = true;
    return framing;
}

void NetworkRenderer::fit()
{
    d->st.fit = true;
    invalidateFraming();
}

void NetworkRenderer::zoomBy(double factor, const QPointF &anchor, const QSizeF &size)
{
    const NetworkFraming now = framing(size);
    const QPointF fixed = now.transform.inverted().map(anchor); // stays under the anchor
    const double scale = now.scale() * factor;
    d->st.fit = false;
    d->st.zoom = scale;
    d->st.centre = fixed + (QRectF(QPointF(), size).center() - anchor) / scale;
    invalidateFraming();
}

void NetworkRenderer::panBy(const QPointF &delta, const QSizeF &size)
{
    const NetworkFraming now = framing(size);
    d->st.fit = false;
    d->st.zoom = now.scale();
    d->st.centre = now.transform.inverted().map(QRectF(QPointF(), size).center() - delta);
    invalidateFraming();
}

void NetworkRenderer::centreOn(const QPointF &point, const QSizeF &size)
{
    const NetworkFraming now = framing(size);
    d->st.fit = false;
    d->st.zoom = now.scale();
    d->st.centre = point;
    invalidateFraming();
}

QRectF NetworkRenderer::fitArea(const QSizeF &size) const
{
    const QRectF view = QRectF(QPointF(), size).adjusted(10, 10, -10, -10);
    if (!d->st.legend || !d->layout || d->legendCorner >= 0)
        return view;
    return view.adjusted(0, 0, 0, -(legendSize(d->legendWidth).height() + kLegendMargin));
}

double NetworkRenderer::fitScale(const QSizeF &size)
{
    // Grow-only while the result stays: a round whose labels reach further widens the fit,
    // and the next round does not jump back, so the nodes stay where the audience saw them.
    // A region cut out of a zoomed window is shown as it is; otherwise the extent grows with
    // what the round draws.
    QRectF content = d->st.clip && !d->st.extent.isEmpty() ? d->st.extent : contentRect() | d->st.extent;
    if (content.isEmpty())
        return 0;
    d->st.extent = content;
    const double margin = 0.12 * kUnit;
    content.adjust(-margin, -margin, margin, margin);
    const QRectF view = QRectF(QPointF(), size).adjusted(10, 10, -10, -10);
    auto scaleFor = [&](const QRectF &area) {
        return area.width() > 1 && area.height() > 1
                   ? std::min(area.width() / content.width(), area.height() / content.height())
                   : 0.0;
    };
    d->legendCorner = -1;
    d->legendWidth = size.width() - 2 * kLegendMargin;
    if (!d->st.legend || !d->layout)
        return scaleFor(view);
    // The legend goes where it covers least: a corner of the viewport that the drawing,
    // fitted to the whole view, leaves empty (a ring's corners, the side of a wide window);
    // else a strip under the drawing, as wide as the view and a line or two high. Never a
    // column beside it: that took a third of the width and pushed the drawing aside.
    const double full = scaleFor(view);
    const QPointF offset = view.center() - full * d->st.extent.center();
    auto toViewport = [&](const QRectF &r) {
        return QRectF(offset + full * r.topLeft(), full * r.size());
    };
    std::vector<QRectF> drawn;
    for (NodeItem *n : d->nodes)
        drawn.push_back(toViewport(n->mapRectToScene(n->boundingRect())));
    for (const auto &plane : d->layout->planes()) { // the floors of a 3D lattice, captions included
        QPolygonF poly;
        for (const auto &p : plane)
            poly << d->project(p);
        drawn.push_back(toViewport(poly.boundingRect()));
    }
    // Every lane with the room its packets' chips take beside it, whichever round is shown:
    // the legend's place does not change from round to round.
    const double chipRoom = 0.4 * kUnit * full;
    for (int c = 0; d->channels && c < d->channels->channelCount(); ++c) {
        const QPolygonF &line = d->channels->channel(c);
        for (int i = 1; i < line.size(); ++i) {
            const QPointF a = line[i - 1];
            const QPointF b = line[i];
            for (int k = 0; k <= 4; ++k)
                drawn.push_back(toViewport(QRectF(a + (b - a) * (k / 4.0), QSizeF(0, 0)))
                                    .adjusted(-chipRoom, -chipRoom, chipRoom, chipRoom));
        }
    }
    // A corner box one entry to a line (it fits the empty side of a drawing narrower than the
    // view) or in flowing lines up to 42% of the view's width (the empty bottom of a wide one).
    const QRectF bounds(QPointF(), size);
    for (const double width : {1.0, std::max(260.0, 0.42 * size.width())}) {
        QSizeF corner;
        layoutLegend(legendTexts(), legendFont(), false, width, &corner, legendHighlightIndex(),
                     legendVerdictIndex(), legendSelectionIndex(), legendFocusIndex());
        for (int c = 0; c < 4; ++c) {
            const double x = c == 1 || c == 2 ? bounds.right() - kLegendMargin - corner.width() : kLegendMargin;
            const double y = c <= 1 ? bounds.bottom() - kLegendMargin - corner.height() : kLegendMargin;
            const QRectF box(QPointF(x, y), corner);
            if (bounds.contains(box)
                && std::none_of(drawn.begin(), drawn.end(), [&](const QRectF &r) { return r.intersects(box); })) {
                d->legendCorner = c;
                d->legendWidth = width;
                return full;
            }
        }
    }
    return scaleFor(fitArea(size));
}

void NetworkRenderer::setNodeScale(double scale)
{
    d->nodeScale = scale;
    const double radius = d->layout ? d->layout->nodeRadius() * kUnit : 0.0;
    for (NodeItem *n : d->nodes)
        n->setRadius(radius * scale);
    // The fit settles afresh around nodes of the new size; a region cut out of a window
    // (clip) stays as it was cut.
    const QRectF kept = d->st.extent;
    reproject();
    if (d->st.clip)
        d->st.extent = kept;
}

double NetworkRenderer::nodeScale() const { return d->nodeScale; }

void NetworkRenderer::measureRoomForNodes()
{
    // How much larger than the layout's size the nodes may be drawn: every two nodes keep a
    // gap of kGap between their outlines (circles by their distance, pills by their boxes),
    // and no link passes closer than its lanes to a node it does not join.
    d->nodeScaleMax = 1.0;
    d->baseLabel = 0;
    if (!d->layout || d->nodes.empty())
        return;
    for (NodeItem *n : d->nodes)
        d->baseLabel = d->baseLabel == 0 ? n->labelFontSize() : std::min(d->baseLabel, n->labelFontSize());
    d->baseLabel /= d->nodeScale;
    if (d->layout->is3D() || d->nodes.size() > 200)
        return;
    constexpr double kGap = 0.33 * kUnit; // the links between two nodes stay visible
    const double clear = channelOffset() + loadWidth(kLoadSteps - 1) * (d->st.presentation ? kPresentationWidth : 1.0);
    const std::size_t n = d->nodes.size();
    std::vector<QSizeF> half(n);
    for (std::size_t v = 0; v < n; ++v)
        half[v] = d->nodes[v]->halfSize() / d->nodeScale;
    auto round = [&](std::size_t v) { return std::abs(half[v].width() - half[v].height()) < 1e-9; };
    // How far node v may grow before it reaches point q (keeping `gap` free).
    auto reach = [&](std::size_t v, const QPointF &q, double gap) {
        const QPointF delta = q - d->positions[v];
        if (round(v))
            return (std::hypot(delta.x(), delta.y()) - gap) / half[v].width();
        return std::max((std::abs(delta.x()) - gap) / half[v].width(), (std::abs(delta.y()) - gap) / half[v].height());
    };
    double room = 2.2;
    for (std::size_t a = 0; a < n; ++a) {
        for (std::size_t b = 0; b < a; ++b) {
            const QPointF delta = d->positions[a] - d->positions[b];
            double k;
            if (round(a) && round(b))
                k = (std::hypot(delta.x(), delta.y()) - kGap) / (half[a].width() + half[b].width());
            else
                k = std::max((std::abs(delta.x()) - kGap) / (half[a].width() + half[b].width()),
                             (std::abs(delta.y()) - kGap) / (half[a].height() + half[b].height()));
            room = std::min(room, k);
        }
    }
    const auto links = d->topology->links();
    for (int l = 0; l < d->layout->linkCount(); ++l) {
        // Wraparounds and links between floors are drawn whole only while loaded, in the
        // gaps: idle, they are short ticks at their own nodes.
        if (d->layout->isCompactLink(l))
            continue;
        QPolygonF line;
        for (const auto &p : d->layout->linkPath(l))
            line << d->project(p);
        const QRectF box = line.boundingRect();
        for (std::size_t v = 0; v < n; ++v) {
            if (int(v) == links[std::size_t(l)].first || int(v) == links[std::size_t(l)].second)
                continue;
            const double far = 2.2 * std::max(half[v].width(), half[v].height()) + clear;
            if (!box.adjusted(-far, -far, far, far).contains(d->positions[v]))
                continue;
            for (int i = 1; i < line.size(); ++i)
                for (int k = 0; k <= 16; ++k)
                    room = std::min(room, reach(v, line[i - 1] + (line[i] - line[i - 1]) * (k / 16.0), clear));
        }
    }
    d->nodeScaleMax = std::max(1.0, room);
}

double NetworkRenderer::channelOffset() const
{
    return d->st.presentation ? kPresentationChannelOffset : kChannelOffset;
}

void NetworkRenderer::updateLabelPolicy(double scale)
{
    // A name drawn smaller than this many pixels is noise from the back of a hall: the nodes
    // are then drawn plain (hovering still names them) until the user zooms in.
    constexpr double kMinLabelPixels = 9.0;
    // Semantic zoom of the chips: a message's label drawn smaller than this is a dark smudge
    // over the drawing; from this size on (zooming in, or a larger window) it is read.
    constexpr double kMinChipPixels = 7.0;
    if (!d->packets.empty()) {
        double chip = d->packets.front()->labelFontSize();
        for (PacketItem *p : d->packets)
            chip = std::min(chip, p->labelFontSize());
        const bool chips = chip * scale >= kMinChipPixels;
        if (chips != d->packetLabelsShown) {
            d->packetLabelsShown = chips;
            for (PacketItem *p : d->packets)
                p->setLabelShown(chips);
            setProgress(d->progress); // place the labels now shown
        }
    }
    if (d->nodes.empty())
        return;
    // All or none: a drawing with some nodes named and others not reads as an error. Only the
    // processors' names count: a switch's is never written (a dragonfly's "r8.3" would have
    // hidden every processor's number).
    double smallest = d->nodes.front()->labelFontSize();
    for (NodeItem *n : d->nodes)
        if (!d->topology || d->topology->isProcessor(n->node()))
            smallest = std::min(smallest, n->labelFontSize());
    const double pixels = smallest * scale;
    const bool shown = pixels >= kMinLabelPixels;
    if (shown == d->labelsShown && d->nodes.front()->isLabelShown() == shown)
        return;
    d->labelsShown = shown;
    for (NodeItem *n : d->nodes)
        n->setLabelShown(shown);
}

bool NetworkRenderer::nodeLabelsShown() const { return d->labelsShown && !d->nodes.empty(); }

void NetworkRenderer::setFloorsShown(bool floors)
{
    if (!d->topology || !Layout::canDrawFloors(*d->topology)) {
        d->st.floors = floors ? 1 : 0;
        return;
    }
    d->st.floors = floors ? 1 : 0;
    if (floors == d->floors)
        return;
    // Another drawing of the same network: the round, its states and the selection stay.
    rebuildScene();
    d->shownState = -1;
    d->st.extent = QRectF();
    applyRound();
    invalidateFraming();
}

bool NetworkRenderer::floorsShown() const { return d->floors; }

void NetworkRenderer::resetRotation()
{
    if (!d->layout)
        return;
    d->projection.rotation = d->layout->defaultRotation();
    reproject();
    invalidateFraming();
}

void NetworkRenderer::rotateBy(double yaw, double pitch)
{
    if (!d->layout || !d->layout->is3D())
        return;
    // Rotations about the screen's axes, applied after the current orientation, so a drag
    // turns the drawing the way the hand moves whatever the orientation already is.
    const Eigen::Matrix3d turn = (Eigen::AngleAxisd(pitch, Eigen::Vector3d::UnitX())
                                  * Eigen::AngleAxisd(yaw, Eigen::Vector3d::UnitY()))
                                     .toRotationMatrix();
    d->projection.rotation = turn * d->projection.rotation;
    reproject();
    invalidateFraming();
}

// ------------------------------------------------------------------ building the scene

void NetworkRenderer::rebuildScene()
{
    d->scene->clear();
    d->highlightItem = nullptr;
    d->markLayer = nullptr;
    d->channels = nullptr;
    d->overviewLayer = nullptr;
    d->overview = false;
    d->nodes.clear();
    d->positions.clear();
    d->states.clear();
    d->overloaded.clear();
    d->loads.clear();
    d->packets.clear();
    d->messagesOnArc.clear();
    d->layout.reset();
    if (!d->topology)
        return;
    ++d->rebuilds;
    d->floors = d->st.floors >= 0 ? d->st.floors == 1 && Layout::canDrawFloors(*d->topology)
                                         : Layout::floorsByDefault(*d->topology);
    d->layout = Layout::create(*d->topology, d->floors);
    d->projection = Projection::of(*d->layout);

    const int vertices = d->layout->nodeCount();
    d->positions.resize(std::size_t(vertices));
    d->states.assign(std::size_t(vertices), NodeState());
    d->overloaded.assign(std::size_t(vertices), false);
    d->loads.assign(d->topology->arcs().size(), 0);
    d->overview = vertices > kOverviewVertices;
    if (d->overview) {
        d->overviewLayer = new OverviewLayer;
        d->overviewLayer->setSelected(d->st.selectedNode);
        d->scene->addItem(d->overviewLayer);
        reproject();
        d->st.fit = true;
        invalidateFraming();
        return;
    }
    d->channels = new ChannelLayer;
    d->channels->setMonochrome(d->st.monochrome);
    d->channels->setPresentation(d->st.presentation);
    d->scene->addItem(d->channels);
    d->nodeScale = 1.0;
    const double radius = d->layout->nodeRadius() * kUnit;
    for (int v = 0; v < vertices; ++v) {
        auto *item = new NodeItem(v, d->layout->label(v), d->layout->shape(v), radius);
        item->setSelected(v == d->st.selectedNode);
        item->setMonochrome(d->st.monochrome);
        item->setPresentation(d->st.presentation);
        if (std::size_t(v) < d->orderTags.size())
            item->setTag(d->orderTags[std::size_t(v)]);
        d->scene->addItem(item);
        d->nodes.push_back(item);
    }
    reproject();
    measureRoomForNodes();
    d->st.fit = true;
    invalidateFraming();
}

QPolygonF NetworkRenderer::channelPolyline(int arcId) const
{
    if (d->overview && d->topology && arcId >= 0 && arcId < int(d->topology->arcs().size())) {
        const core::Arc &arc = d->topology->arc(arcId);
        return QPolygonF({d->positions[std::size_t(arc.from)], d->positions[std::size_t(arc.to)]});
    }
    if (d->channels && arcId >= 0 && arcId < d->channels->channelCount())
        return d->channels->channel(arcId);
    return {};
}

void NetworkRenderer::reproject()
{
    if (!d->layout)
        return;
    const Layout &layout = *d->layout;
    const bool threeD = layout.is3D();
    d->st.extent = QRectF(); // a turned drawing has another outline
    for (int v = 0; v < layout.nodeCount(); ++v)
        d->positions[std::size_t(v)] = d->project(layout.position(v));
    if (d->overviewLayer) {
        d->overviewLayer->setNodes(d->positions, 0.7 * layout.nodeRadius() * kUnit);
        const QRectF content = d->overviewLayer->boundingRect();
        const double w = std::max(content.width(), 4 * kUnit);
        const double h = std::max(content.height(), 4 * kUnit);
        d->scene->setSceneRect(content.adjusted(-2 * w, -2 * h, 2 * w, 2 * h));
        if (d->round > 0)
            applyRound();
        return;
    }
    for (int v = 0; v < layout.nodeCount(); ++v) {
        NodeItem *item = d->nodes[std::size_t(v)];
        item->setPos(d->project(layout.position(v)));
        if (threeD) // nearer nodes on top
            item->setZValue(2.0 - 0.001 * d->depth(layout.position(v)));
    }

    const auto links = d->topology->links();
    std::vector<QPolygonF> channels;
    std::vector<bool> faint;
    channels.reserve(d->topology->arcs().size());
    for (const core::Arc &arc : d->topology->arcs()) {
        const auto &path = layout.linkPath(arc.link);
        QPolygonF line;
        line.reserve(int(path.size()));
        for (const auto &p : path)
            line << d->project(p);
        if (arc.from != links[std::size_t(arc.link)].first)
            std::reverse(line.begin(), line.end());
        const Route offset(offsetPolyline(line, channelOffset()));
        auto unit = [](const QPointF &v) {
            const double len = std::hypot(v.x(), v.y());
            return len > 0 ? v / len : QPointF(1, 0);
        };
        const QPointF leaving = unit(line[1] - line[0]);
        const QPointF arriving = unit(line[line.size() - 2] - line.back());
        const double startTrim = d->nodes[std::size_t(arc.from)]->boundaryDistance(leaving) + 3.0;
        const double endTrim = d->nodes[std::size_t(arc.to)]->boundaryDistance(arriving) + 4.0;
        QPolygonF trimmed = offset.section(startTrim, offset.length() - endTrim);
        if (trimmed.size() < 2) // nodes overlap on screen (a 3D view seen end-on)
            trimmed = offset.points();
        channels.push_back(std::move(trimmed));
        faint.push_back(layout.isCompactLink(arc.link) && layout.linkPath(arc.link).size() > 2);
    }
    std::vector<QPolygonF> planes;
    for (const auto &plane : layout.planes()) {
        QPolygonF poly;
        for (const auto &p : plane)
            poly << d->project(p);
        planes.push_back(poly);
    }
    d->channels->setGeometry(std::move(channels), std::move(faint), std::move(planes),
                             layout.wrapStub() * kUnit);
    d->channels->setPlaneCaptions(threeD ? std::vector<QString>() : layout.planeCaptions(),
                                  (d->st.presentation ? 0.3 : 0.22) * kUnit);

    QRectF content = d->channels->boundingRect();
    for (NodeItem *n : d->nodes)
        content |= n->mapRectToScene(n->boundingRect());
    // Generous room around the drawing so the user can pan it anywhere.
    const double w = std::max(content.width(), 4 * kUnit);
    const double h = std::max(content.height(), 4 * kUnit);
    d->scene->setSceneRect(content.adjusted(-2 * w, -2 * h, 2 * w, 2 * h));

    // Packets of the current round follow the new geometry.
    if (!d->packets.empty())
        applyRound();
}

void NetworkRenderer::applyRound()
{
    for (PacketItem *p : d->packets) {
        d->scene->removeItem(p);
        delete p;
    }
    d->packets.clear();
    if (!d->channels && !d->overviewLayer)
        return;
    const core::Topology &topology = *d->topology;
    const int arcCount = int(topology.arcs().size());

    std::vector<int> loads(std::size_t(arcCount), 0);
    std::vector<bool> overloaded(d->nodes.size(), false);
    if (const core::RoundStats *stats = d->stats()) {
        for (const core::ChannelLoad &c : stats->channelLoads)
            if (c.arc >= 0 && c.arc < arcCount)
                loads[std::size_t(c.arc)] = c.load;
        for (int v : stats->portOverload)
            if (v >= 0 && v < int(overloaded.size()))
                overloaded[std::size_t(v)] = true;
        for (const core::Violation &v : d->result->simulation.violations)
            if (v.round == d->round - 1 && v.node >= 0 && v.node < int(overloaded.size()))
                overloaded[std::size_t(v.node)] = true;
    }
    d->loads = loads;
    d->overloaded = overloaded;
    if (d->overviewLayer) {
        applyOverviewRound(loads);
        applyHighlight();
        applyMarks();
        setProgress(d->progress);
        return;
    }
    d->channels->setLoads(loads);
    for (std::size_t v = 0; v < d->nodes.size(); ++v)
        d->nodes[v]->setOverloaded(overloaded[v]);

    d->messagesOnArc.assign(std::size_t(arcCount), {});
    d->nodeRects.clear();
    for (NodeItem *n : d->nodes) {
        // The node's outline and its badge; not the halo margin around them.
        d->nodeRects.push_back(n->mapRectToScene(n->boundingRect()).adjusted(12, 12, -12, -12));
    }
    collectLanes(loads);
    buildPackets();
    applyFocus();
    applyHighlight();
    applyMarks();
    setProgress(d->progress);
}

void NetworkRenderer::collectLanes(const std::vector<int> &loads)
{
    // Both lanes of every link that carries a message: a label over either hides which way
    // the link's messages go.
    d->lanes.clear();
    const auto &arcs = d->topology->arcs();
    for (const core::Arc &arc : arcs) {
        const std::size_t a = std::size_t(arc.id);
        const std::size_t twin = a ^ 1u; // arcs 2l and 2l+1 are link l's two directions
        const bool loaded = loads[a] > 0 || (twin < loads.size() && loads[twin] > 0);
        if (!loaded || arc.id >= d->channels->channelCount())
            continue;
        LabelLane lane;
        lane.line = d->channels->channel(arc.id);
        lane.halfWidth = 0.5 * d->channels->width(loads[a]) + 1.0;
        lane.box = lane.line.boundingRect().adjusted(-lane.halfWidth, -lane.halfWidth, lane.halfWidth, lane.halfWidth);
        d->lanes.push_back(std::move(lane));
    }
}

void NetworkRenderer::applyOverviewRound(const std::vector<int> &loads)
{
    const core::Topology &topology = *d->topology;
    // Only what moves this round is drawn: the loaded links and the messages.
    std::vector<QLineF> lines[3];
    const auto links = topology.links();
    std::vector<int> linkLoad(links.size(), 0);
    for (const core::Arc &arc : topology.arcs())
        linkLoad[std::size_t(arc.link)] = std::max(linkLoad[std::size_t(arc.link)], loads[std::size_t(arc.id)]);
    for (std::size_t l = 0; l < links.size(); ++l)
        if (linkLoad[l] > 0)
            lines[loadClass(linkLoad[l]) - 1].emplace_back(d->positions[std::size_t(links[l].first)],
                                                           d->positions[std::size_t(links[l].second)]);
    d->overviewLayer->setLinks(lines);
    std::vector<QPolygonF> paths;
    if (const core::Round *round = d->scheduleRound(); round && d->result->timeline) {
        const auto messages = d->result->timeline->messages(d->round - 1);
        paths.reserve(messages.size());
        for (const core::Timeline::Message &m : messages) {
            QPolygonF path;
            for (int v : round->transfers[std::size_t(m.transfer)].path)
                path << d->positions[std::size_t(v)];
            paths.push_back(std::move(path));
        }
    }
    d->overviewLayer->setPackets(std::move(paths));
}

void NetworkRenderer::buildPackets()
{
    const core::Topology &topology = *d->topology;
    const core::Round *round = d->scheduleRound();
    const core::Schedule *schedule = d->schedule();
    if (round && schedule && d->result->timeline) {
        // One item per message of the engine's timeline; where each is comes from the frame.
        const bool wormhole = d->result->model.switching == core::Switching::Wormhole;
        const auto messages = d->result->timeline->messages(d->round - 1);
        // Packets are sized by the nodes so they stay in proportion with the drawing, and a
        // little smaller when many travel at once so they do not bury the nodes.
        const double crowd = std::clamp(std::sqrt(12.0 / double(std::max<std::size_t>(1, messages.size()))), 0.65, 1.0);
        for (std::size_t mi = 0; mi < messages.size(); ++mi) {
            const core::Timeline::Message &message = messages[mi];
            const core::Transfer &transfer = round->transfers[std::size_t(message.transfer)];
            const auto first = transfer.packets.begin() + message.firstPacket;
            const auto last = first + message.packetCount;
            // The seeds' names of its packets; a combined message names them all where they
            // fit a chip, or how many and whose (its tooltip lists them).
            const int count = message.packetCount;
            const QString label = notation::chipText(*schedule, topology, std::vector<int>(first, last));
            const double unit = crowd * 4.5 * d->layout->nodeRadius() * kUnit * (d->st.presentation ? 1.4 : 1.0);
            // A combined message's chip must pass between the nodes of its shortest hop (it
            // travels beside the lane there); where its names do not fit, its count does,
            // and its tooltip lists the packets.
            QString chip = label;
            if (count > 1 && transfer.path.size() >= 2) {
                double shortest = 1e300;
                for (std::size_t h = 1; h < transfer.path.size(); ++h) {
                    const QPointF a = d->positions[std::size_t(transfer.path[h - 1])];
                    const QPointF b = d->positions[std::size_t(transfer.path[h])];
                    const QSizeF ha = d->nodes[std::size_t(transfer.path[h - 1])]->halfSize();
                    const QSizeF hb = d->nodes[std::size_t(transfer.path[h])]->halfSize();
                    shortest = std::min(shortest, std::hypot(b.x() - a.x(), b.y() - a.y()) - ha.width() - hb.width());
                }
                const double charWidth = 0.62 * 0.16 * unit; // the chip's bold font
                if (chip.size() * charWidth > shortest)
                    chip = QStringLiteral("\u00D7%1").arg(count);
            }
            auto *item = new PacketItem(int(mi), message.transfer, chip, std::max(1, count), unit);
            // The route follows the directed channels (so a packet is seen on its lane).
            QPolygonF points;
            std::vector<double> hopEnds;
            std::vector<double> hopStarts;
            double length = 0;
            for (int arc : topology.pathArcs(transfer.path)) {
                d->messagesOnArc[std::size_t(arc)].push_back(int(mi));
                const QPolygonF &channel = d->channels->channel(arc);
                if (!points.isEmpty() && !channel.isEmpty())
                    length += std::hypot(channel.front().x() - points.back().x(),
                                         channel.front().y() - points.back().y());
                hopStarts.push_back(length);
                for (int i = 1; i < channel.size(); ++i)
                    length += std::hypot(channel[i].x() - channel[i - 1].x(), channel[i].y() - channel[i - 1].y());
                points << channel;
                hopEnds.push_back(length);
            }
            if (points.isEmpty() && !transfer.path.empty())
                points << d->nodes[std::size_t(transfer.path.front())]->pos();
            item->setRoute(Route(points), std::move(hopEnds), std::move(hopStarts));
            item->setWormhole(wormhole);
            // Label against label is quadratic in the messages: beyond a few hundred (the
            // 512-node stress round) the frame budget goes to drawing them instead.
            item->setObstacles(&d->nodeRects, messages.size() <= 256 ? &d->placedLabels : nullptr);
            item->setSearchBudget(&d->labelSearchBudget);
            item->setLabelShown(d->packetLabelsShown);
            d->scene->addItem(item);
            d->packets.push_back(item);
        }
    }
    // Labels keep off the loaded lanes, inside what the fit frames (the drawing and every
    // chip's sweep), so that a label standing off its lane never leaves the picture.
    if (d->packets.size() <= 256) {
        const QRectF bounds = contentRect();
        for (PacketItem *p : d->packets)
            p->setLaneObstacles(&d->lanes, bounds);
    }
}

void NetworkRenderer::setHighlightedTransfers(int round, const QVector<int> &transfers)
{
    d->highlightRound = transfers.isEmpty() ? 0 : round;
    d->highlighted = transfers;
    applyHighlight();
    invalidateFraming(); // the legend may have gained or lost its halo entry
}

std::vector<int> NetworkRenderer::highlightedArcs() const { return d->highlightArcs; }

void NetworkRenderer::setMarks(int round, const DrawingMarks &marks)
{
    d->marksRound = round;
    d->marks = marks;
    applyMarks();
    invalidateFraming(); // the legend may have gained or lost the marks' entries
}

const DrawingMarks &NetworkRenderer::marks() const { return d->marks; }

int NetworkRenderer::marksDrawn() const { return d->marksDrawn; }

void NetworkRenderer::applyMarks()
{
    std::vector<MarkLayer::Shape> shapes;
    if (d->topology && d->round == d->marksRound && (d->channels || d->overviewLayer)) {
        const int arcs = int(d->topology->arcs().size());
        const double radius = (d->layout ? d->layout->nodeRadius() : 0.2) * kUnit * d->nodeScale;
        for (const DrawingMark &m : d->marks) {
            MarkLayer::Shape shape;
            shape.kind = m.kind;
            if (m.arc >= 0 && m.arc < arcs) {
                shape.line = channelPolyline(m.arc);
                if (shape.line.size() < 2)
                    continue;
            } else if (m.node >= 0 && m.node < int(d->positions.size())) {
                shape.centre = d->positions[std::size_t(m.node)];
                shape.radius = radius;
            } else {
                continue;
            }
            shapes.push_back(shape);
        }
    }
    d->marksDrawn = int(shapes.size());
    if (!d->markLayer && !shapes.empty()) {
        d->markLayer = new MarkLayer;
        d->scene->addItem(d->markLayer);
    }
    if (d->markLayer) {
        const double width = std::max(4.0, 0.8 * channelOffset() * (d->st.presentation ? kPresentationWidth : 1.0));
        d->markLayer->setShapes(std::move(shapes), width);
    }
}

int NetworkRenderer::arcAt(const QPointF &scenePos, double scale) const
{
    if (!d->topology)
        return -1;
    // Within a few pixels of a channel's drawing, and nearer to it than to its reverse (the
    // two directions of a link are drawn apart: the side clicked is the direction meant).
    const double tolerance = std::max(7.0 / std::max(1e-6, scale), 1.2 * channelOffset());
    int best = -1;
    double bestDistance = tolerance;
    const int arcs = int(d->topology->arcs().size());
    for (int arc = 0; arc < arcs; ++arc) {
        const QPolygonF line = channelPolyline(arc);
        for (int i = 0; i + 1 < line.size(); ++i) {
            const QPointF a = line[i];
            const QPointF ab = line[i + 1] - a;
            const double len2 = QPointF::dotProduct(ab, ab);
            const double t = len2 > 0 ? std::clamp(QPointF::dotProduct(scenePos - a, ab) / len2, 0.0, 1.0) : 0.0;
            const QPointF delta = a + t * ab - scenePos;
            const double distance = std::hypot(delta.x(), delta.y());
            if (distance < bestDistance) {
                bestDistance = distance;
                best = arc;
            }
        }
    }
    return best;
}

void NetworkRenderer::applyHighlight()
{
    d->highlightArcs.clear();
    QPainterPath path;
    const core::Round *round = d->scheduleRound();
    if (round && d->round == d->highlightRound && (d->channels || d->overviewLayer)) {
        for (int t : d->highlighted) {
            if (t < 0 || t >= int(round->transfers.size()))
                continue;
            for (int arc : d->topology->pathArcs(round->transfers[std::size_t(t)].path)) {
                d->highlightArcs.push_back(arc);
                const QPolygonF line = channelPolyline(arc);
                if (line.size() >= 2)
                    path.addPolygon(line);
            }
        }
    }
    if (!d->highlightItem && !path.isEmpty()) {
        d->highlightItem = new QGraphicsPathItem;
        d->highlightItem->setZValue(-1); // a halo under the channels, which keep their load colours
        d->highlightItem->setAcceptedMouseButtons(Qt::NoButton);
        d->scene->addItem(d->highlightItem);
    }
    if (d->highlightItem) {
        const double width = (d->layout ? d->layout->nodeRadius() : 0.2) * kUnit * 0.7;
        d->highlightItem->setPen(QPen(highlightColor(), std::max(width, 16.0), Qt::SolidLine, Qt::RoundCap,
                                      Qt::RoundJoin));
        d->highlightItem->setPath(path);
    }
}

void NetworkRenderer::applyNodeStates()
{
    const int which = d->progress >= 1.0 || d->round == 0 ? 1 : 0;
    if (which == d->shownState)
        return;
    d->shownState = which;
    const core::BufferState &state = d->shown();
    const core::Schedule *schedule = d->schedule();
    std::vector<bool> holding(d->states.size(), false);
    for (std::size_t v = 0; v < d->states.size(); ++v) {
        NodeState s;
        if (v < state.held.size() && schedule && d->topology) {
            // One packet by its name, as on the chips in flight; several as their count (the
            // tooltip lists them), or, with the contents option, listed as the seeds' figures
            // write a node's data: "(0,1,2,3)".
            const auto &held = state.held[v];
            s.count = int(held.size());
            if (d->st.contentsListed && !held.empty())
                s.summary = notation::contentsList(*schedule, *d->topology, held);
            else if (held.size() == 1)
                s.summary = notation::packetName(*schedule, *d->topology, held.front());
        }
        holding[v] = s.count > 0;
        if (v < d->nodes.size())
            d->nodes[v]->setState(s);
        d->states[v] = std::move(s);
    }
    if (d->overviewLayer)
        d->overviewLayer->setHolding(std::move(holding));
}

// ------------------------------------------------------------------ focus

void NetworkRenderer::setFocus(const core::Focus &focus)
{
    if (focus == d->st.focus)
        return;
    d->st.focus = focus;
    applyFocus();
    invalidateFraming(); // the legend gains, loses or rewords its entry
}

void NetworkRenderer::applyFocus()
{
    const bool active = !d->st.focus.isNone() && d->result;
    d->focus = active ? core::selectFocus(*d->result, d->st.focus, d->round) : core::FocusSelection();
    if (d->overviewLayer || !d->channels)
        return;
    std::vector<bool> greyed;
    if (active) {
        greyed.resize(d->focus.arcs.size());
        for (std::size_t a = 0; a < greyed.size(); ++a)
            greyed[a] = !d->focus.arcs[a];
    }
    d->channels->setGreyed(std::move(greyed));
    for (NodeItem *n : d->nodes)
        n->setOpacity(nodeGreyed(n->node()) ? kFocusGreyOpacity : 1.0);
    const core::Round *round = d->scheduleRound();
    for (PacketItem *p : d->packets) {
        bool in = true;
        if (active && round && p->transfer() >= 0 && p->transfer() < int(round->transfers.size())) {
            const core::IntSpan path = round->transfers.path(std::size_t(p->transfer()));
            in = d->focus.containsPath(*d->topology, std::vector<int>(path.begin(), path.end()));
        }
        p->setDimmed(!in);
    }
}

bool NetworkRenderer::channelGreyed(int arc) const
{
    return !d->focus.arcs.empty() && arc >= 0 && std::size_t(arc) < d->focus.arcs.size()
           && !d->focus.arcs[std::size_t(arc)];
}

bool NetworkRenderer::nodeGreyed(int node) const
{
    return !d->focus.nodes.empty() && node >= 0 && std::size_t(node) < d->focus.nodes.size()
           && !d->focus.nodes[std::size_t(node)];
}

QRectF NetworkRenderer::focusRect() const
{
    if (d->focus.nodes.empty())
        return contentRect();
    QRectF rect;
    for (std::size_t v = 0; v < d->focus.nodes.size() && v < d->positions.size(); ++v) {
        if (!d->focus.nodes[v])
            continue;
        const QRectF node = v < d->nodes.size() ? d->nodes[v]->mapRectToScene(d->nodes[v]->boundingRect())
                                                : QRectF(d->positions[v], QSizeF(0, 0));
        rect |= node;
    }
    for (std::size_t a = 0; d->channels && a < d->focus.arcs.size(); ++a)
        if (d->focus.arcs[a] && int(a) < d->channels->channelCount())
            rect |= d->channels->channel(int(a)).boundingRect();
    // The chips of the focus's messages stand beside their lanes.
    for (PacketItem *p : d->packets)
        if (!p->isDimmed())
            rect |= p->sweptRect();
    return rect;
}

void NetworkRenderer::fitFocus(const QSizeF &size)
{
    const QRectF rect = focusRect();
    if (rect.isEmpty())
        return fit();
    const QRectF area = fitArea(size);
    const double margin = 0.12 * kUnit;
    const QRectF framed = rect.adjusted(-margin, -margin, margin, margin);
    const double scale = std::min(area.width() / framed.width(), area.height() / framed.height());
    if (scale <= 0)
        return;
    d->st.fit = false;
    d->st.zoom = scale;
    d->st.centre = framed.center() - (area.center() - QRectF(QPointF(), size).center()) / scale;
    invalidateFraming();
}

QString NetworkRenderer::focusDescription() const
{
    return d->topology ? focusName(d->st.focus, *d->topology) : QString();
}

QString NetworkRenderer::focusName(const core::Focus &focus, const core::Topology &topology)
{
    switch (focus.kind) {
    case core::Focus::Kind::None: return {};
    case core::Focus::Kind::Node:
        return focus.node < topology.nodeCount() ? tr("the messages of node %1").arg(topology.label(focus.node))
                                                 : QString();
    case core::Focus::Kind::Dimension:
        return topology.has(core::Trait::Grid) ? tr("the links along %1").arg(axisName(focus.dimension))
                                               : tr("the links of dimension %1").arg(focus.dimension);
    case core::Focus::Kind::Block: break;
    }
    // A block: a subcube of a binary cube is written as its nodes' names with * for the free
    // bits (the name's first character is the highest bit); a grid's as its fixed axes.
    if (topology.has(core::Trait::BinaryCube)) {
        QString name;
        for (auto it = focus.coords.rbegin(); it != focus.coords.rend(); ++it)
            name += *it < 0 ? QStringLiteral("*") : QString::number(*it);
        const int free = int(std::count(focus.coords.begin(), focus.coords.end(), -1));
        return tr("subcube %1 (a Q%2)").arg(name).arg(free);
    }
    QStringList fixed;
    int free = 0;
    for (std::size_t axis = 0; axis < focus.coords.size(); ++axis) {
        if (focus.coords[axis] < 0)
            ++free;
        else
            fixed << QStringLiteral("%1 = %2").arg(axisName(int(axis))).arg(focus.coords[axis]);
    }
    const QString where = fixed.join(QStringLiteral(", "));
    return free == 1 ? tr("the line %1").arg(where) : free == 2 ? tr("the plane %1").arg(where) : tr("the block %1").arg(where);
}

QString NetworkRenderer::axisName(int axis)
{
    return axis < 3 ? QString(QChar(u"xyz"[axis])) : QStringLiteral("x%1").arg(axis + 1);
}

// ------------------------------------------------------------------ what is shown

const Layout *NetworkRenderer::layout() const { return d->layout.get(); }

QPointF NetworkRenderer::nodePosition(int node) const
{
    return node >= 0 && node < int(d->positions.size()) ? d->positions[std::size_t(node)] : QPointF();
}

int NetworkRenderer::channelLoad(int arc) const
{
    return arc >= 0 && arc < int(d->loads.size()) ? d->loads[std::size_t(arc)] : 0;
}

QColor NetworkRenderer::channelColor(int arc) const
{
    return channelGreyed(arc) ? focusGreyColor() : loadColor(channelLoad(arc));
}

double NetworkRenderer::channelWidth(int arc) const { return d->channels ? d->channels->width(channelLoad(arc)) : loadWidth(channelLoad(arc)); }

QString NetworkRenderer::channelLoadNumber(int arc) const { return d->channels ? d->channels->loadNumber(arc) : QString(); }

int NetworkRenderer::nodeHeldCount(int node) const
{
    return node >= 0 && node < int(d->states.size()) ? d->states[std::size_t(node)].count : 0;
}

int NetworkRenderer::nodeGlyphSquares(int node) const
{
    // The glyph's rule (NodeItem::glyphSquares), also for the overview, which draws none.
    const int count = nodeHeldCount(node);
    return count <= 1 ? count : 3;
}

QString NetworkRenderer::nodeSummary(int node) const
{
    if (node < 0 || node >= int(d->states.size()))
        return {};
    const NodeState &s = d->states[std::size_t(node)];
    return !s.summary.isEmpty() ? s.summary : s.count > 0 ? QString::number(s.count) : QString();
}

bool NetworkRenderer::nodeOverloaded(int node) const
{
    return node >= 0 && node < int(d->overloaded.size()) && d->overloaded[std::size_t(node)];
}

QString NetworkRenderer::nodeOrderTag(int node) const
{
    return node >= 0 && std::size_t(node) < d->orderTags.size() ? d->orderTags[std::size_t(node)] : QString();
}

int NetworkRenderer::packetItemCount() const { return int(d->packets.size()); }

QPointF NetworkRenderer::packetPosition(int transfer) const
{
    return transfer >= 0 && transfer < int(d->packets.size()) ? d->packets[std::size_t(transfer)]->headPosition()
                                                              : QPointF();
}

QString NetworkRenderer::packetLabel(int transfer) const
{
    return transfer >= 0 && transfer < int(d->packets.size()) ? d->packets[std::size_t(transfer)]->label()
                                                              : QString();
}

bool NetworkRenderer::packetVisible(int transfer) const
{
    return transfer >= 0 && transfer < int(d->packets.size()) && d->packets[std::size_t(transfer)]->isVisible();
}

bool NetworkRenderer::packetWaiting(int message) const
{
    return message >= 0 && message < int(d->packets.size()) && d->packets[std::size_t(message)]->isWaiting();
}

int NetworkRenderer::sceneRebuilds() const { return d->rebuilds; }

QString NetworkRenderer::nodeToolTip(int node) const
{
    if (!d->topology || node < 0 || node >= d->topology->nodeCount())
        return {};
    const core::Topology &topology = *d->topology;
    QStringList lines;
    if (topology.isProcessor(node)) {
        lines << tr("Node %1 (processor %2)").arg(topology.label(node)).arg(node);
        if (std::size_t(node) < d->orderTags.size() && !d->orderTags[std::size_t(node)].isEmpty())
            lines << tr("Position %1 in the shift's ring order").arg(d->orderTags[std::size_t(node)].mid(1));
    } else {
        lines << tr("Switch %1").arg(topology.label(node));
    }
    const core::BufferState &state = d->shown();
    const core::Schedule *schedule = d->schedule();
    if (schedule && std::size_t(node) < state.held.size()) {
        const auto &held = state.held[std::size_t(node)];
        if (held.empty()) {
            lines << tr("Holds nothing");
        } else {
            lines << tr("Holds %n packet(s):", nullptr, int(held.size()));
            constexpr std::size_t kShown = 64;
            const std::vector<int> shown(held.begin(), held.begin() + std::ptrdiff_t(std::min(held.size(), kShown)));
            QString list = notation::nameList(*schedule, topology, shown);
            if (held.size() > kShown)
                list += tr(" and %n more", nullptr, int(held.size() - kShown));
            lines << list;
        }
    }
    if (const core::RoundStats *stats = d->stats();
        stats && std::find(stats->portOverload.begin(), stats->portOverload.end(), node) != stats->portOverload.end())
        lines << tr("Exceeds its port limit in this round");
    if (d->result && d->round >= 1)
        for (const core::Violation &v : d->result->simulation.violations)
            if (v.round == d->round - 1 && v.node == node)
                lines << tr("Breaks a rule: %1").arg(v.message);
    return lines.join(QLatin1Char('\n'));
}

QString NetworkRenderer::channelToolTip(int arcId) const
{
    if (!d->topology || arcId < 0 || arcId >= int(d->topology->arcs().size()))
        return {};
    const core::Topology &topology = *d->topology;
    const core::Arc &arc = topology.arc(arcId);
    QStringList lines;
    QString head = tr("Channel %1 \u2192 %2").arg(topology.label(arc.from), topology.label(arc.to));
    if (arc.wrap)
        head += tr(" (wraparound)");
    lines << head;
    const int load = channelLoad(arcId);
    if (d->round == 0) {
        lines << tr("Initial state: nothing is sent");
    } else if (load == 0) {
        lines << tr("Idle in round %1").arg(d->round);
    } else {
        lines << tr("Round %1: %n message(s)", nullptr, load).arg(d->round);
        // Each message with its time on the channel from the engine's timeline: the turns
        // they take when they share it.
        const core::Round *round = d->scheduleRound();
        const auto &timeline = d->result->timeline;
        if (round && timeline && std::size_t(arcId) < d->messagesOnArc.size()) {
            const auto messages = timeline->messages(d->round - 1);
            for (int mi : d->messagesOnArc[std::size_t(arcId)]) {
                const core::Timeline::Message &m = messages[std::size_t(mi)];
                const core::Transfer &transfer = round->transfers[std::size_t(m.transfer)];
                const std::vector<int> arcs = topology.pathArcs(transfer.path);
                const int hop = int(std::find(arcs.begin(), arcs.end(), arcId) - arcs.begin());
                const auto [enter, leave] = timeline->hop(m, std::min(hop, m.hopCount - 1));
                lines << tr("%1 -> %2, %n packet(s), on this channel %3 to %4", nullptr, m.packetCount)
                             .arg(topology.label(transfer.src), topology.label(transfer.dst))
                             .arg(enter)
                             .arg(leave);
            }
        }
    }
    return lines.join(QLatin1Char('\n'));
}

QString NetworkRenderer::packetToolTip(int message) const
{
    const core::Round *round = d->scheduleRound();
    if (!round || !d->result->timeline || message < 0 || message >= int(d->packets.size()))
        return {};
    const core::Timeline::Message &m = d->result->timeline->messages(d->round - 1)[std::size_t(message)];
    const core::Transfer &transfer = round->transfers[std::size_t(m.transfer)];
    const auto first = transfer.packets.begin() + m.firstPacket;
    const std::vector<int> ids(first, first + m.packetCount);
    return tr("Message %1 -> %2, %n packet(s):", nullptr, m.packetCount)
               .arg(d->topology->label(transfer.src), d->topology->label(transfer.dst))
           + QLatin1Char('\n') + notation::nameList(*d->schedule(), *d->topology, ids) + QLatin1Char('\n')
           + tr("Travels from %1 to %2 of the round's %3").arg(m.start).arg(m.finish).arg(d->frame.roundTime);
}

QString NetworkRenderer::textAlternative(int maxTransfers) const
{
    const core::Schedule *schedule = d->schedule();
    if (!schedule || !d->topology)
        return tr("No run is drawn.");
    const core::Topology &topology = *d->topology;
    const int total = int(schedule->rounds.size());
    const core::Round *round = d->scheduleRound();
    if (!round)
        return tr("%1 on %2 before the first of its %n round(s): nothing is sent yet.", nullptr, total)
            .arg(core::scheduleName(*d->result), topology.name());
    // A packet list or a route is cut after this many names: a sentence, not a table.
    constexpr int kNames = 16;
    QStringList transfers;
    const int count = int(round->transfers.size());
    for (int i = 0; i < std::min(count, maxTransfers); ++i) {
        const core::Transfer t = round->transfers[std::size_t(i)];
        QString ends = QStringLiteral("%1 \u2192 %2").arg(topology.label(t.src), topology.label(t.dst));
        if (t.path.size() > 2) {
            QStringList via;
            for (std::size_t h = 1; h + 1 < t.path.size() && int(via.size()) < kNames; ++h)
                via << topology.label(t.path[h]);
            if (int(t.path.size()) - 2 > kNames)
                via << QStringLiteral("\u2026");
            ends = tr("%1 via %2").arg(ends, via.join(QStringLiteral(", ")));
        }
        const std::vector<int> ids(t.packets.begin(), t.packets.end());
        transfers << tr("%1 carries %n packet(s): %2", nullptr, int(ids.size()))
                         .arg(ends, notation::nameList(*schedule, topology, ids, kNames, kNames));
    }
    if (count > maxTransfers)
        transfers << tr("and %n more transfer(s)", nullptr, count - maxTransfers);
    QString text = transfers.isEmpty()
                       ? tr("Round %1 of %2: nothing is sent.").arg(d->round).arg(total)
                       : tr("Round %1 of %2: %3.").arg(d->round).arg(total).arg(transfers.join(QStringLiteral("; ")));
    // What the lecturer would say, and what the checker found, in the engine's words.
    for (const QString &sentence : {round->narration.translated(), verdictText()})
        if (!sentence.trimmed().isEmpty())
            text += QLatin1Char(' ') + sentence.trimmed();
    return text;
}

void NetworkRenderer::setNodeContentsListed(bool listed)
{
    if (listed == d->st.contentsListed)
        return;
    d->st.contentsListed = listed;
    d->shownState = -1;
    applyNodeStates();
    invalidateFraming();
}

void NetworkRenderer::setKeyHints(bool on)
{
    if (on == d->st.keyHints)
        return;
    d->st.keyHints = on;
    invalidateFraming();
}

void NetworkRenderer::setPacketsShown(bool on)
{
    if (on == d->st.packets)
        return;
    d->st.packets = on;
    setProgress(d->progress);
}

int NetworkRenderer::nodeAt(const QPointF &scenePos, double scale) const
{
    if (d->overviewLayer) // one item for all vertices: the nearest dot is the one meant
        return d->overviewNodeAt(scenePos, scale);
    for (QGraphicsItem *item : d->scene->items(scenePos))
        if (auto *node = dynamic_cast<NodeItem *>(item))
            return node->node();
    return -1;
}

QString NetworkRenderer::toolTipAt(const QPointF &scenePos, double scale) const
{
    for (auto it = d->packets.rbegin(); it != d->packets.rend(); ++it) {
        PacketItem *p = *it;
        if (!p->isVisible())
            continue;
        if (p->labelSceneRect().contains(scenePos))
            return packetToolTip(p->message());
    }
    for (QGraphicsItem *item : d->scene->items(scenePos)) {
        if (auto *node = dynamic_cast<NodeItem *>(item))
            return nodeToolTip(node->node());
    }
    if (d->overviewLayer) { // the nearest vertex within a few pixels
        const int best = d->overviewNodeAt(scenePos, scale);
        return best >= 0 ? nodeToolTip(best) : QString();
    }
    if (d->channels) {
        const double tolerance = 8.0 / std::max(1e-6, scale);
        const int arc = d->channels->channelAt(scenePos, std::max(tolerance, 4.0));
        if (arc >= 0)
            return channelToolTip(arc);
    }
    return {};
}

QFont NetworkRenderer::legendFont() const
{
    QFont font = d->baseFont;
    const double grow = d->st.presentation ? 1.3 : 1.15;
    if (font.pointSizeF() > 0)
        font.setPointSizeF(font.pointSizeF() * grow);
    else
        font.setPixelSize(int(std::lround(font.pixelSize() * grow)));
    return font;
}

QStringList NetworkRenderer::legendTexts() const
{
    // Short texts: the legend takes one or two lines under the drawing (or a narrow column
    // beside it), and every pixel it takes is a pixel the network does not get.
    QStringList texts{tr("Channel load:"), tr("idle"), tr("1 message"), tr("2 messages"),
                      tr("3, 4, …: take turns (numbered)"), tr("port limit exceeded")};
    // The selection's halo: on screen with its key; on paper only when a node is selected.
    if (legendSelectionIndex() >= 0)
        texts << (d->st.keyHints ? tr("selected node (N: next)") : tr("selected node"));
    if (!d->highlightArcs.empty())
        texts << tr("highlighted transfer");
    if (const QString verdict = verdictText(); !verdict.isEmpty())
        texts << verdict; // legendVerdictIndex()
    if (legendFocusIndex() >= 0)
        texts << tr("greyed: outside the focus (%1)").arg(focusDescription());
    if (d->result && d->result->ok)
        texts << (d->result->model.switching == core::Switching::Wormhole
                      ? tr("Wormhole: a worm spans its path")
                      : tr("Store-and-forward: hop by hop"));
    if (d->marksDrawn > 0) {
        // One entry per kind drawn, with the kind's glyph as its sample.
        bool seen[6] = {};
        for (const DrawingMark &m : d->marks)
            seen[std::size_t(m.kind)] = true;
        if (seen[DrawingMark::Predicted])
            texts << tr("◆ your prediction");
        if (seen[DrawingMark::Right])
            texts << tr("✓ right");
        if (seen[DrawingMark::Missed])
            texts << tr("○ missed");
        if (seen[DrawingMark::Wrong])
            texts << tr("✗ wrong");
        if (seen[DrawingMark::Accepted])
            texts << tr("✓ breaks no rule");
        if (seen[DrawingMark::Broken])
            texts << tr("✗ breaks a rule");
    }
    if (d->overview)
        texts << tr("Overview of %n vertices: dark = holds data, idle links not drawn", nullptr,
                    d->layout ? d->layout->nodeCount() : 0);
    // The keys are the presenter's business, not the class's: the lecture hall's legend
    // explains only what is drawn.
    if (d->st.presentation)
        return texts;
    const bool keys = d->st.keyHints; // a figure on paper has no keys
    if (keys && d->layout && d->layout->is3D())
        texts << tr("Drag or Shift+arrows: rotate, Shift+drag: pan, R: reset");
    if (std::any_of(d->orderTags.begin(), d->orderTags.end(), [](const QString &t) { return !t.isEmpty(); }))
        texts << tr("#j: position in the shift's ring order");
    if (keys && d->topology && Layout::canDrawFloors(*d->topology))
        texts << (d->floors ? tr("V: rotatable 3D view")
                            : tr("V: floors side by side"));
    if (keys)
        texts << tr("L: hide legend");
    return texts;
}

QList<QColor> NetworkRenderer::legendChannelColors() const
{
    QList<QColor> colors;
    if (!d->st.legend)
        return colors;
    for (int load = 0; load < kLoadSteps; ++load)
        colors << (d->st.monochrome ? monochromeLoadColor(load)
                   : load == 0 && d->st.presentation ? presentationIdleColor()
                                                     : loadColor(load));
    if (legendFocusIndex() >= 0)
        colors << focusGreyColor();
    return colors;
}

int NetworkRenderer::legendSelectionIndex() const
{
    return d->st.keyHints || d->st.selectedNode >= 0 ? 6 : -1;
}

int NetworkRenderer::legendHighlightIndex() const
{
    return d->highlightArcs.empty() ? -1 : (legendSelectionIndex() >= 0 ? 7 : 6);
}

int NetworkRenderer::legendFocusIndex() const
{
    if (d->st.focus.isNone() || !d->result || !d->topology || !d->st.focus.check(*d->topology).isEmpty())
        return -1;
    return (legendSelectionIndex() >= 0 ? 7 : 6) + (d->highlightArcs.empty() ? 0 : 1)
           + (verdictText().isEmpty() ? 0 : 1);
}

int NetworkRenderer::legendVerdictIndex() const
{
    if (verdictText().isEmpty())
        return -1;
    return (legendSelectionIndex() >= 0 ? 7 : 6) + (d->highlightArcs.empty() ? 0 : 1);
}

QString NetworkRenderer::verdictText() const
{
    return d->result ? notation::roundVerdict(*d->result, d->round) : QString();
}

QSizeF NetworkRenderer::legendSize(double width) const
{
    if (!d->st.legend || !d->layout)
        return {};
    QSizeF size;
    layoutLegend(legendTexts(), legendFont(), false, width, &size, legendHighlightIndex(), legendVerdictIndex(),
                 legendSelectionIndex(), legendFocusIndex());
    return size;
}

void NetworkRenderer::setBaseFont(const QFont &font)
{
    if (font == d->baseFont)
        return;
    d->baseFont = font;
    invalidateFraming();
}

void NetworkRenderer::setLegendVisible(bool visible)
{
    if (visible == d->st.legend)
        return;
    d->st.legend = visible;
    invalidateFraming();
}

void NetworkRenderer::setMonochrome(bool monochrome)
{
    d->st.monochrome = monochrome;
    if (d->channels)
        d->channels->setMonochrome(monochrome);
    for (NodeItem *n : d->nodes)
        n->setMonochrome(monochrome);
}

void NetworkRenderer::setPresentationStyle(bool on)
{
    if (d->st.presentation == on)
        return;
    d->st.presentation = on;
    if (d->channels)
        d->channels->setPresentation(on);
    for (NodeItem *n : d->nodes)
        n->setPresentation(on);
    if (d->layout && !d->overview) {
        // Other lanes and other packet sizes: the drawing is laid out again (the round, its
        // states and the selection stay) and fitted with the style's label size.
        reproject();
        measureRoomForNodes();
        d->shownState = -1;
        applyRound();
    }
    d->st.extent = QRectF();
    d->st.fit = true;
    invalidateFraming();
}

void NetworkRenderer::setLabelSearch(bool on) { d->labelSearch = on; }

void NetworkRenderer::setItemCaching(bool on)
{
    d->itemCaching = on;
    applyItemCaching(on);
}

void NetworkRenderer::applyItemCaching(bool cached)
{
    // The channels and labels keep device pixmaps for the screen's frames; a vector file
    // must never get a bitmap, so they are drawn afresh there.
    if (d->channels)
        d->channels->setCacheMode(cached ? QGraphicsItem::DeviceCoordinateCache : QGraphicsItem::NoCache);
    for (NodeItem *n : d->nodes)
        n->setCacheMode(cached ? QGraphicsItem::DeviceCoordinateCache : QGraphicsItem::NoCache);
}

void NetworkRenderer::paint(QPainter &painter, const QRectF &target)
{
    const NetworkFraming framing = this->framing(target.size());
    painter.save();
    painter.translate(target.topLeft());
    const QRectF area(QPointF(), target.size());
    painter.fillRect(area, Qt::white);
    painter.setClipRect(area, Qt::IntersectClip);
    painter.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing | QPainter::SmoothPixmapTransform);
    if (d->layout) {
        const bool raster = painter.paintEngine() && painter.paintEngine()->type() == QPaintEngine::Raster;
        // Without a view Qt caches an item's whole device rectangle, not the visible part: a
        // zoomed-in drawing would get a pixmap many times the viewport's, made anew each frame.
        const QPaintDevice *device = painter.device();
        const double dpr = device ? device->devicePixelRatioF() : 1.0;
        const QRectF drawn = framing.transform.mapRect(d->channels ? d->channels->boundingRect() : QRectF());
        const bool small = drawn.width() * drawn.height() <= 2.0 * area.width() * area.height() * dpr * dpr;
        const bool cached = raster && d->itemCaching && small;
        if (!cached)
            applyItemCaching(false);
        const QRectF source = framing.transform.inverted().mapRect(area);
        d->scene->render(&painter, area, source, Qt::IgnoreAspectRatio);
        if (!cached && d->itemCaching)
            applyItemCaching(true);
    }
    if (!framing.legend.isEmpty())
        paintLegend(painter, framing.legend);
    painter.restore();
}

void NetworkRenderer::paintLegend(QPainter &painter, const QRectF &box) const
{
    // The legend lives in the viewport's corner, at a fixed size whatever the zoom; the fit
    // keeps the drawing out of the band or column it takes.
    QPainter *const p = &painter;
    p->save();
    p->setRenderHint(QPainter::Antialiasing);
    const QFont font = legendFont();
    const QFontMetricsF fm(font);
    QSizeF size;
    const std::vector<LegendCell> cells = layoutLegend(legendTexts(), font, false, d->legendWidth, &size,
                                                       legendHighlightIndex(), legendVerdictIndex(),
                                                       legendSelectionIndex(), legendFocusIndex());
    const bool mono = d->st.monochrome;
    p->setPen(QPen(QColor(0, 0, 0, 60), 1));
    p->setBrush(QColor(255, 255, 255, 235));
    p->drawRoundedRect(box, 6, 6);
    const double sample = 2.2 * fm.height();
    for (const LegendCell &c : cells) {
        const QRectF r = c.rect.translated(box.topLeft());
        double x = r.left();
        const double mid = r.center().y();
        if (c.kind >= 0) {
            // Three messages and more: each step of darker vermillion the channels use (up to
            // kLoadSteps - 1, "that many or more"), so every colour drawn is explained.
            const int last = c.kind == 3 ? kLoadSteps - 1 : c.kind;
            const double length = (c.kind == 3 ? 1.6 * sample : sample) / (last - c.kind + 1);
            for (int load = c.kind; load <= last; ++load) {
                const QColor ink = mono ? monochromeLoadColor(load)
                                   : load == 0 && d->st.presentation ? presentationIdleColor()
                                                                      : loadColor(load);
                p->setPen(QPen(ink, loadWidth(load) * (d->st.presentation ? 1.4 : 1.0),
                               mono ? monochromeLoadStyle(load) : Qt::SolidLine, Qt::FlatCap));
                p->drawLine(QPointF(x, mid), QPointF(x + length, mid));
                x += length;
            }
            x += 0.4 * fm.height();
        } else if (c.kind == -7) {
            // What a greyed channel and node look like.
            p->setPen(QPen(focusGreyColor(), loadWidth(1), Qt::SolidLine, Qt::FlatCap));
            p->drawLine(QPointF(x, mid), QPointF(x + sample, mid));
            const double s = 0.8 * fm.height();
            p->setPen(QPen(focusGreyColor(), 1.5));
            p->setBrush(Qt::white);
            p->drawEllipse(QRectF(x + sample / 2 - s / 2, mid - s / 2, s, s));
            x += sample + 0.4 * fm.height();
        } else if (c.kind == -4) {
            p->setPen(QPen(highlightColor(), 0.8 * fm.height(), Qt::SolidLine, Qt::RoundCap));
            p->drawLine(QPointF(x + 0.3 * fm.height(), mid), QPointF(x + sample - 0.3 * fm.height(), mid));
            p->setPen(QPen(loadColor(1), loadWidth(1), Qt::SolidLine, Qt::FlatCap));
            p->drawLine(QPointF(x, mid), QPointF(x + sample, mid));
            x += sample + 0.4 * fm.height();
        } else if (c.kind == -1 || c.kind == -6) {
            const double s = 0.9 * fm.height();
            const double markMid = c.kind == -6 ? r.top() + 0.5 * fm.height() * 1.25 : mid;
            const QRectF mark(x + sample / 2 - s / 2, markMid - s / 2, s, s);
            p->setPen(Qt::NoPen);
            p->setBrush(mono ? QColor(Qt::black) : violationColor());
            p->drawEllipse(mark);
            p->setPen(Qt::white);
            p->setFont(font);
            p->drawText(mark, Qt::AlignCenter, QStringLiteral("!"));
            x += sample + 0.4 * fm.height();
        } else if (c.kind == -5) {
            // The node's yellow halo with the node's outline inside it, as drawn on a node.
            const double s = 1.1 * fm.height();
            const QRectF halo(x + sample / 2 - s / 2, mid - s / 2, s, s);
            p->setPen(Qt::NoPen);
            p->setBrush(mono ? QColor(0xC0, 0xC0, 0xC0) : selectionColor());
            p->drawEllipse(halo);
            p->setPen(QPen(Qt::black, 1.5));
            p->setBrush(Qt::white);
            p->drawEllipse(halo.adjusted(0.25 * s, 0.25 * s, -0.25 * s, -0.25 * s));
            x += sample + 0.4 * fm.height();
        }
        QFont f = font;
        f.setBold(c.kind == -3 || c.kind == -6);
        p->setFont(f);
        p->setPen(c.kind == -2                ? QColor(0x40, 0x40, 0x40)
                  : c.kind == -6 && !mono     ? QColor(0x7a, 0x10, 0x10)
                                              : QColor(Qt::black));
        p->drawText(QRectF(x, r.top(), r.right() - x + 2, r.height()),
                    c.kind == -6 ? Qt::AlignVCenter | Qt::AlignLeft | Qt::TextWordWrap
                                 : Qt::AlignVCenter | Qt::AlignLeft,
                    c.text);
    }
    p->restore();
}

} // namespace collviz::views

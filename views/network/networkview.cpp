#include "views/network/networkview.h"

#include "views/network/layout.h"
#include "views/network/networkitems.h"
#include "views/network/networkstyle.h"

#include <QEvent>
#include <QGraphicsScene>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPixmapCache>
#include <QScrollBar>
#include <QToolTip>
#include <QWheelEvent>

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

QString packetText(const core::Schedule &schedule, int id)
{
    const core::Packet &p = schedule.packets[std::size_t(id)];
    if (schedule.isReduction() && std::size_t(id) < schedule.contributors.size()
        && !schedule.contributors[std::size_t(id)].isEmpty())
        return QStringLiteral("\u03A3") + schedule.contributors[std::size_t(id)].toString();
    if (p.dest >= 0)
        return QStringLiteral("{%1,%2}").arg(p.origin).arg(p.dest);
    return QString::number(p.origin);
}

} // namespace

struct NetworkView::Private
{
    std::shared_ptr<const core::RunResult> result;
    core::TopologyPtr topology;
    std::unique_ptr<Layout> layout;
    Eigen::Matrix3d rotation = Eigen::Matrix3d::Identity();
    Eigen::Vector3d centre = Eigen::Vector3d::Zero();

    ChannelLayer *channels = nullptr;
    std::vector<NodeItem *> nodes;
    std::vector<PacketItem *> packets; ///< one per transfer of the current round
    std::vector<std::vector<int>> transfersOnArc;

    int round = 0;
    double progress = 1.0;
    int selected = -1;
    core::BufferState before;
    core::BufferState after;
    int shownState = -1; ///< 0 = before, 1 = after, -1 = none yet
    int rebuilds = 0;

    bool autoFit = true;
    bool dragging = false;
    bool rotating = false;
    QPoint lastPos;
    int pressedNode = -1;

    QPointF project(const Eigen::Vector3d &p) const
    {
        const Eigen::Vector3d q = rotation * (p - centre);
        return QPointF(q.x(), q.y()) * kUnit;
    }
    double depth(const Eigen::Vector3d &p) const { return (rotation * (p - centre)).z(); }
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
};

NetworkView::NetworkView(QWidget *parent) : QGraphicsView(parent), d(std::make_unique<Private>())
{
    auto *scene = new QGraphicsScene(this);
    // Packets move every frame: an index would be rebuilt constantly for a few hundred items.
    scene->setItemIndexMethod(QGraphicsScene::NoIndex);
    setScene(scene);
    setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing | QPainter::SmoothPixmapTransform);
    setBackgroundBrush(Qt::white);
    setViewportUpdateMode(QGraphicsView::BoundingRectViewportUpdate);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setTransformationAnchor(QGraphicsView::AnchorUnderMouse);
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(true);
    // The channel layer is cached as one viewport-sized pixmap (four times that on a
    // high-DPI screen); Qt's default 10 MB pixmap cache would evict it every frame.
    QPixmapCache::setCacheLimit(std::max(QPixmapCache::cacheLimit(), 128 * 1024));
}

NetworkView::~NetworkView() = default;

void NetworkView::setResult(std::shared_ptr<const core::RunResult> result)
{
    const core::TopologyPtr topology = result ? result->topology : nullptr;
    const bool sameTopology = topology && d->topology && topology->name() == d->topology->name();
    d->result = std::move(result);
    d->topology = topology;
    if (!sameTopology)
        rebuildScene();
    d->round = 0;
    d->progress = 1.0;
    d->before = d->after = d->schedule() ? d->schedule()->initial : core::BufferState();
    d->shownState = -1;
    applyRound();
}

void NetworkView::setRound(int round, const core::BufferState &before, const core::BufferState &after)
{
    d->round = round;
    d->before = before;
    d->after = after;
    d->shownState = -1;
    applyRound();
}

void NetworkView::setProgress(double progress)
{
    d->progress = std::clamp(progress, 0.0, 1.0);
    const bool inFlight = d->round > 0 && d->progress < 1.0;
    for (PacketItem *p : d->packets) {
        p->setVisible(inFlight);
        if (inFlight)
            p->setProgress(d->progress);
    }
    applyNodeStates();
}

double NetworkView::progress() const { return d->progress; }

int NetworkView::round() const { return d->round; }

void NetworkView::setSelectedNode(int node)
{
    d->selected = node;
    for (NodeItem *item : d->nodes)
        item->setSelected(item->node() == node);
}

int NetworkView::selectedNode() const { return d->selected; }

void NetworkView::fitToWindow()
{
    d->autoFit = true;
    if (!d->channels)
        return;
    QRectF content = d->channels->boundingRect();
    for (NodeItem *n : d->nodes)
        content |= n->mapRectToScene(n->boundingRect());
    if (content.isEmpty())
        return;
    const double margin = 0.25 * kUnit;
    content.adjust(-margin, -margin, margin, margin);
    // Leave the bottom band to the legend so it never covers a node: grow the rectangle
    // downwards by the share of the viewport the legend takes.
    const double legend = legendSize().height() + 10;
    const double h = viewport()->height();
    if (h > 3 * legend)
        content.setHeight(content.height() * h / (h - legend));
    fitInView(content, Qt::KeepAspectRatio);
}

void NetworkView::zoomIn()
{
    d->autoFit = false;
    scale(1.25, 1.25);
}

void NetworkView::zoomOut()
{
    d->autoFit = false;
    scale(0.8, 0.8);
}

void NetworkView::resetRotation()
{
    if (!d->layout)
        return;
    d->rotation = d->layout->defaultRotation();
    reproject();
}

void NetworkView::rotateBy(double yaw, double pitch)
{
    if (!d->layout || !d->layout->is3D())
        return;
    // Rotations about the screen's axes, applied after the current orientation, so a drag
    // turns the drawing the way the hand moves whatever the orientation already is.
    const Eigen::Matrix3d turn = (Eigen::AngleAxisd(pitch, Eigen::Vector3d::UnitX())
                                  * Eigen::AngleAxisd(yaw, Eigen::Vector3d::UnitY()))
                                     .toRotationMatrix();
    d->rotation = turn * d->rotation;
    reproject();
}

// ------------------------------------------------------------------ building the scene

void NetworkView::rebuildScene()
{
    scene()->clear();
    d->channels = nullptr;
    d->nodes.clear();
    d->packets.clear();
    d->transfersOnArc.clear();
    d->layout.reset();
    if (!d->topology)
        return;
    ++d->rebuilds;
    d->layout = Layout::create(*d->topology);
    d->rotation = d->layout->defaultRotation();
    d->centre = Eigen::Vector3d::Zero();
    for (int v = 0; v < d->layout->nodeCount(); ++v)
        d->centre += d->layout->position(v);
    if (d->layout->nodeCount() > 0)
        d->centre /= double(d->layout->nodeCount());

    d->channels = new ChannelLayer;
    scene()->addItem(d->channels);
    const double radius = d->layout->nodeRadius() * kUnit;
    for (int v = 0; v < d->layout->nodeCount(); ++v) {
        auto *item = new NodeItem(v, d->layout->label(v), d->layout->shape(v), radius);
        item->setSelected(v == d->selected);
        scene()->addItem(item);
        d->nodes.push_back(item);
    }
    reproject();
    d->autoFit = true;
    fitToWindow();
}

QPolygonF NetworkView::channelPolyline(int arcId) const
{
    if (d->channels && arcId >= 0 && arcId < d->channels->channelCount())
        return d->channels->channel(arcId);
    return {};
}

void NetworkView::reproject()
{
    if (!d->layout)
        return;
    const Layout &layout = *d->layout;
    const bool threeD = layout.is3D();
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
        const Route offset(offsetPolyline(line, kChannelOffset));
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
        faint.push_back(layout.isWrapLink(arc.link) && layout.linkPath(arc.link).size() > 2);
    }
    std::vector<QPolygonF> planes;
    for (const auto &plane : layout.planes()) {
        QPolygonF poly;
        for (const auto &p : plane)
            poly << d->project(p);
        planes.push_back(poly);
    }
    d->channels->setGeometry(std::move(channels), std::move(faint), std::move(planes));

    QRectF content = d->channels->boundingRect();
    for (NodeItem *n : d->nodes)
        content |= n->mapRectToScene(n->boundingRect());
    // Generous room around the drawing so the user can pan it anywhere.
    const double w = std::max(content.width(), 4 * kUnit);
    const double h = std::max(content.height(), 4 * kUnit);
    scene()->setSceneRect(content.adjusted(-2 * w, -2 * h, 2 * w, 2 * h));

    // Packets of the current round follow the new geometry.
    if (!d->packets.empty())
        applyRound();
}

void NetworkView::applyRound()
{
    for (PacketItem *p : d->packets) {
        scene()->removeItem(p);
        delete p;
    }
    d->packets.clear();
    if (!d->channels)
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
    }
    d->channels->setLoads(loads);
    for (std::size_t v = 0; v < d->nodes.size(); ++v)
        d->nodes[v]->setOverloaded(overloaded[v]);

    d->transfersOnArc.assign(std::size_t(arcCount), {});
    const core::Round *round = d->scheduleRound();
    const core::Schedule *schedule = d->schedule();
    if (round && schedule) {
        const bool wormhole = d->result->model.switching == core::Switching::Wormhole;
        std::vector<std::vector<int>> arcsOf(round->transfers.size());
        for (std::size_t t = 0; t < round->transfers.size(); ++t) {
            const auto &path = round->transfers[t].path;
            for (std::size_t i = 1; i < path.size(); ++i) {
                const int arc = topology.arcBetween(path[i - 1], path[i]);
                if (arc < 0)
                    continue;
                arcsOf[t].push_back(arc);
                d->transfersOnArc[std::size_t(arc)].push_back(int(t));
            }
        }
        for (std::size_t t = 0; t < round->transfers.size(); ++t) {
            const core::Transfer &transfer = round->transfers[t];
            QString label;
            const int count = int(transfer.packets.size());
            if (count == 1) {
                label = packetText(*schedule, transfer.packets.front());
            } else if (count > 1) {
                const QString first = packetText(*schedule, transfer.packets.front());
                const bool alike = std::all_of(transfer.packets.begin(), transfer.packets.end(),
                                               [&](int id) { return packetText(*schedule, id) == first; });
                label = alike ? first + QStringLiteral(" \u00D7%1").arg(count) : QStringLiteral("\u00D7%1").arg(count);
            }
            // Packets are sized by the nodes so they stay in proportion with the drawing, and
            // a little smaller when many travel at once so they do not bury the nodes.
            const double crowd = std::clamp(std::sqrt(12.0 / double(round->transfers.size())), 0.65, 1.0);
            auto *item = new PacketItem(int(t), label, std::max(1, count),
                                        crowd * 4.5 * d->layout->nodeRadius() * kUnit);
            // The route follows the directed channels (so a packet is seen on its lane).
            QPolygonF points;
            std::vector<double> hopEnds;
            Route partial;
            for (int arc : arcsOf[t]) {
                points << d->channels->channel(arc);
                hopEnds.push_back(Route(points).length());
            }
            if (points.isEmpty() && !transfer.path.empty())
                points << d->nodes[std::size_t(transfer.path.front())]->pos();
            item->setRoute(Route(points), std::move(hopEnds));
            item->setWormhole(wormhole);
            // Messages sharing a channel serialise: each gets its turn of the round on the
            // busiest channel of its path.
            int busiest = -1;
            std::size_t most = 1;
            for (int arc : arcsOf[t])
                if (d->transfersOnArc[std::size_t(arc)].size() > most) {
                    most = d->transfersOnArc[std::size_t(arc)].size();
                    busiest = arc;
                }
            if (busiest >= 0) {
                const auto &users = d->transfersOnArc[std::size_t(busiest)];
                const int rank = int(std::find(users.begin(), users.end(), int(t)) - users.begin());
                item->setSlot(double(rank) / double(most), double(rank + 1) / double(most));
            }
            scene()->addItem(item);
            d->packets.push_back(item);
        }
    }
    setProgress(d->progress);
}

void NetworkView::applyNodeStates()
{
    const int which = d->progress >= 1.0 || d->round == 0 ? 1 : 0;
    if (which == d->shownState)
        return;
    d->shownState = which;
    const core::BufferState &state = d->shown();
    const core::Schedule *schedule = d->schedule();
    for (std::size_t v = 0; v < d->nodes.size(); ++v) {
        NodeState s;
        if (v < state.held.size()) {
            const auto &held = state.held[v];
            s.count = int(held.size());
            if (schedule && schedule->isReduction() && held.size() == 1)
                s.summary = packetText(*schedule, held.front());
        }
        d->nodes[v]->setState(s);
    }
}

// ------------------------------------------------------------------ what is shown

const Layout *NetworkView::layout() const { return d->layout.get(); }

QPointF NetworkView::nodePosition(int node) const
{
    return node >= 0 && node < int(d->nodes.size()) ? d->nodes[std::size_t(node)]->pos() : QPointF();
}

int NetworkView::channelLoad(int arc) const { return d->channels ? d->channels->load(arc) : 0; }

QColor NetworkView::channelColor(int arc) const { return loadColor(channelLoad(arc)); }

double NetworkView::channelWidth(int arc) const { return loadWidth(channelLoad(arc)); }

int NetworkView::nodeHeldCount(int node) const
{
    return node >= 0 && node < int(d->nodes.size()) ? d->nodes[std::size_t(node)]->state().count : 0;
}

int NetworkView::nodeGlyphSquares(int node) const
{
    return node >= 0 && node < int(d->nodes.size()) ? d->nodes[std::size_t(node)]->glyphSquares() : 0;
}

QString NetworkView::nodeSummary(int node) const
{
    return node >= 0 && node < int(d->nodes.size()) ? d->nodes[std::size_t(node)]->state().summary : QString();
}

bool NetworkView::nodeOverloaded(int node) const
{
    return node >= 0 && node < int(d->nodes.size()) && d->nodes[std::size_t(node)]->isOverloaded();
}

int NetworkView::packetItemCount() const { return int(d->packets.size()); }

QPointF NetworkView::packetPosition(int transfer) const
{
    return transfer >= 0 && transfer < int(d->packets.size()) ? d->packets[std::size_t(transfer)]->headPosition()
                                                              : QPointF();
}

QString NetworkView::packetLabel(int transfer) const
{
    return transfer >= 0 && transfer < int(d->packets.size()) ? d->packets[std::size_t(transfer)]->label()
                                                              : QString();
}

bool NetworkView::packetVisible(int transfer) const
{
    return transfer >= 0 && transfer < int(d->packets.size()) && d->packets[std::size_t(transfer)]->isVisible();
}

int NetworkView::sceneRebuilds() const { return d->rebuilds; }

QString NetworkView::nodeToolTip(int node) const
{
    if (!d->topology || node < 0 || node >= d->topology->nodeCount())
        return {};
    const core::Topology &topology = *d->topology;
    QStringList lines;
    if (topology.isProcessor(node))
        lines << tr("Node %1 (processor %2)").arg(topology.label(node)).arg(node);
    else
        lines << tr("Switch %1").arg(topology.label(node));
    const core::BufferState &state = d->shown();
    const core::Schedule *schedule = d->schedule();
    if (schedule && std::size_t(node) < state.held.size()) {
        const auto &held = state.held[std::size_t(node)];
        if (held.empty()) {
            lines << tr("Holds nothing");
        } else {
            lines << tr("Holds %n packet(s):", nullptr, int(held.size()));
            constexpr std::size_t kShown = 24;
            QStringList names;
            for (std::size_t i = 0; i < held.size() && i < kShown; ++i)
                names << packetText(*schedule, held[i]);
            QString list = names.join(QStringLiteral(", "));
            if (held.size() > kShown)
                list += tr(" and %n more", nullptr, int(held.size() - kShown));
            lines << list;
        }
    }
    if (nodeOverloaded(node))
        lines << tr("Exceeds its port limit in this round");
    return lines.join(QLatin1Char('\n'));
}

QString NetworkView::channelToolTip(int arcId) const
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
        const core::Round *round = d->scheduleRound();
        if (round && std::size_t(arcId) < d->transfersOnArc.size()) {
            for (int t : d->transfersOnArc[std::size_t(arcId)]) {
                const core::Transfer &transfer = round->transfers[std::size_t(t)];
                lines << tr("%1 -> %2, %n packet(s)", nullptr, int(transfer.packets.size()))
                             .arg(topology.label(transfer.src), topology.label(transfer.dst));
            }
        }
    }
    return lines.join(QLatin1Char('\n'));
}

QString NetworkView::toolTipAt(const QPointF &scenePos) const
{
    for (auto it = d->packets.rbegin(); it != d->packets.rend(); ++it) {
        PacketItem *p = *it;
        if (!p->isVisible())
            continue;
        if (p->labelSceneRect().contains(scenePos)) {
            const core::Round *round = d->scheduleRound();
            if (!round)
                break;
            const core::Transfer &transfer = round->transfers[std::size_t(p->transfer())];
            QStringList names;
            for (std::size_t i = 0; i < transfer.packets.size() && i < 24; ++i)
                names << packetText(*d->schedule(), transfer.packets[i]);
            if (transfer.packets.size() > 24)
                names << QStringLiteral("\u2026");
            return tr("Message %1 -> %2, %n packet(s):", nullptr, int(transfer.packets.size()))
                       .arg(d->topology->label(transfer.src), d->topology->label(transfer.dst))
                   + QLatin1Char('\n') + names.join(QStringLiteral(", "));
        }
    }
    for (QGraphicsItem *item : scene()->items(scenePos)) {
        if (auto *node = dynamic_cast<NodeItem *>(item))
            return nodeToolTip(node->node());
    }
    if (d->channels) {
        const double tolerance = 8.0 / std::max(1e-6, transform().m11());
        const int arc = d->channels->channelAt(scenePos, std::max(tolerance, 4.0));
        if (arc >= 0)
            return channelToolTip(arc);
    }
    return {};
}

// ------------------------------------------------------------------ interaction

void NetworkView::mousePressEvent(QMouseEvent *event)
{
    d->pressedNode = -1;
    for (QGraphicsItem *item : items(event->position().toPoint())) {
        if (auto *node = dynamic_cast<NodeItem *>(item)) {
            d->pressedNode = node->node();
            break;
        }
    }
    if (d->pressedNode < 0) {
        d->dragging = true;
        d->rotating = d->layout && d->layout->is3D() && event->button() == Qt::LeftButton
                      && !(event->modifiers() & Qt::ShiftModifier);
        d->lastPos = event->position().toPoint();
        viewport()->setCursor(d->rotating ? Qt::SizeAllCursor : Qt::ClosedHandCursor);
    }
    event->accept();
}

void NetworkView::mouseMoveEvent(QMouseEvent *event)
{
    if (!d->dragging) {
        QGraphicsView::mouseMoveEvent(event);
        return;
    }
    const QPoint delta = event->position().toPoint() - d->lastPos;
    d->lastPos = event->position().toPoint();
    if (d->rotating) {
        rotateBy(-0.008 * delta.x(), 0.008 * delta.y());
    } else {
        d->autoFit = false;
        horizontalScrollBar()->setValue(horizontalScrollBar()->value() - delta.x());
        verticalScrollBar()->setValue(verticalScrollBar()->value() - delta.y());
    }
    event->accept();
}

void NetworkView::mouseReleaseEvent(QMouseEvent *event)
{
    if (d->dragging) {
        d->dragging = false;
        viewport()->unsetCursor();
    } else if (d->pressedNode >= 0) {
        for (QGraphicsItem *item : items(event->position().toPoint())) {
            auto *node = dynamic_cast<NodeItem *>(item);
            if (node && node->node() == d->pressedNode) {
                setSelectedNode(node->node());
                emit nodeClicked(node->node());
                break;
            }
        }
    }
    d->pressedNode = -1;
    event->accept();
}

void NetworkView::wheelEvent(QWheelEvent *event)
{
    const double steps = event->angleDelta().y() / 120.0;
    if (steps == 0) {
        event->ignore();
        return;
    }
    d->autoFit = false;
    const double factor = std::pow(1.2, steps);
    scale(factor, factor);
    event->accept();
}

void NetworkView::keyPressEvent(QKeyEvent *event)
{
    switch (event->key()) {
    case Qt::Key_Plus:
    case Qt::Key_Equal:
        zoomIn();
        break;
    case Qt::Key_Minus:
        zoomOut();
        break;
    case Qt::Key_0:
        fitToWindow();
        break;
    case Qt::Key_Left:
    case Qt::Key_Right:
    case Qt::Key_Up:
    case Qt::Key_Down:
        if (!d->layout || !d->layout->is3D()) {
            QGraphicsView::keyPressEvent(event);
            return;
        }
        rotateBy(event->key() == Qt::Key_Left ? 0.1 : event->key() == Qt::Key_Right ? -0.1 : 0.0,
                 event->key() == Qt::Key_Up ? -0.1 : event->key() == Qt::Key_Down ? 0.1 : 0.0);
        break;
    case Qt::Key_R:
        resetRotation();
        break;
    default:
        QGraphicsView::keyPressEvent(event);
        return;
    }
    event->accept();
}

void NetworkView::resizeEvent(QResizeEvent *event)
{
    QGraphicsView::resizeEvent(event);
    if (d->autoFit)
        fitToWindow();
}

void NetworkView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        viewport()->update(); // the legend is drawn from tr() on every paint
    QGraphicsView::changeEvent(event);
}

bool NetworkView::viewportEvent(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const QString text = toolTipAt(mapToScene(help->pos()));
        if (text.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(help->globalPos(), text, viewport());
        return true;
    }
    return QGraphicsView::viewportEvent(event);
}

namespace {

struct LegendRow
{
    QString text;
    int load; ///< -1 = port marker, -2 = text only
};

} // namespace

QFont NetworkView::legendFont() const
{
    QFont font = this->font();
    font.setPointSizeF(font.pointSizeF() * 1.15);
    return font;
}

QSizeF NetworkView::legendSize() const
{
    const QFontMetricsF fm(legendFont());
    const double line = fm.height() * 1.25;
    const double sample = 2.6 * fm.height();
    const double pad = 0.6 * fm.height();
    double width = 0;
    int rows = 0;
    for (const QString &text : legendTexts()) {
        width = std::max(width, fm.horizontalAdvance(text) + sample + 0.6 * fm.height());
        ++rows;
    }
    return QSizeF(width + 2 * pad, rows * line + 2 * pad);
}

QStringList NetworkView::legendTexts() const
{
    QStringList texts{tr("Channel load this round"), tr("idle"), tr("1 message"), tr("2 messages"),
                      tr("3 or more (they take turns)"), tr("port limit exceeded")};
    if (d->result && d->result->ok)
        texts << (d->result->model.switching == core::Switching::Wormhole
                      ? tr("Packets: wormhole (the worm spans its path)")
                      : tr("Packets: store-and-forward (hop by hop)"));
    if (d->layout && d->layout->is3D())
        texts << tr("Drag to rotate, Shift+drag to pan");
    return texts;
}

void NetworkView::drawForeground(QPainter *painter, const QRectF &)
{
    if (!d->layout)
        return;
    // The legend lives in the viewport's corner, at a fixed size whatever the zoom.
    painter->save();
    painter->resetTransform();
    painter->setRenderHint(QPainter::Antialiasing);
    const QFont font = legendFont();
    painter->setFont(font);
    const QFontMetricsF fm(font);
    const double line = fm.height() * 1.25;
    const double sample = 2.6 * fm.height();

    using Row = LegendRow;
    const QStringList texts = legendTexts();
    std::vector<Row> rows{{texts[0], -2}, {texts[1], 0}, {texts[2], 1}, {texts[3], 2}, {texts[4], 3}, {texts[5], -1}};
    for (int i = 6; i < texts.size(); ++i)
        rows.push_back({texts[i], -2});
    const double pad = 0.6 * fm.height();
    const QSizeF size = legendSize();
    const QRectF box(pad, viewport()->height() - pad - size.height(), size.width(), size.height());
    painter->setPen(QPen(QColor(0, 0, 0, 60), 1));
    painter->setBrush(QColor(255, 255, 255, 230));
    painter->drawRoundedRect(box, 6, 6);
    double y = box.top() + pad;
    for (const Row &r : rows) {
        double x = box.left() + pad;
        const double mid = y + line / 2;
        if (r.load >= 0) {
            painter->setPen(QPen(loadColor(r.load), loadWidth(r.load), Qt::SolidLine, Qt::FlatCap));
            painter->drawLine(QPointF(x, mid), QPointF(x + sample, mid));
            x += sample + 0.6 * fm.height();
        } else if (r.load == -1) {
            const double s = 0.9 * fm.height();
            const QRectF mark(x + sample / 2 - s / 2, mid - s / 2, s, s);
            painter->setPen(Qt::NoPen);
            painter->setBrush(violationColor());
            painter->drawEllipse(mark);
            painter->setPen(Qt::white);
            painter->drawText(mark, Qt::AlignCenter, QStringLiteral("!"));
            x += sample + 0.6 * fm.height();
        }
        painter->setPen(Qt::black);
        QFont f = font;
        f.setBold(r.load == -2 && &r == &rows.front());
        painter->setFont(f);
        painter->drawText(QRectF(x, y, box.right() - x, line), Qt::AlignVCenter | Qt::AlignLeft, r.text);
        y += line;
    }
    painter->restore();
}

} // namespace collviz::views

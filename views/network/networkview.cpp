// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "views/network/networkview.h"

#include "views/network/layout.h"
#include "views/network/networkrenderer.h"

#include "core/networks/traits.h"

#include <QAction>
#include <QApplication>
#include <QContextMenuEvent>
#include <QEvent>
#include <QGraphicsScene>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QMenu>
#include <QMouseEvent>
#include <QPainter>
#include <QPixmapCache>
#include <QSettings>
#include <QToolTip>
#include <QWheelEvent>

#include <cmath>

namespace collviz::views {

struct NetworkView::Private
{
    std::unique_ptr<NetworkRenderer> renderer = std::make_unique<NetworkRenderer>();
    QAction *contentsAction = nullptr; ///< the context menu's switch for listing node contents
    QMenu *focusMenu = nullptr;        ///< the Focus menu, filled when it opens
    bool focusFitted = false;          ///< the last F framed the focus; the next frames all
    bool dragging = false;
    bool rotating = false;
    QPoint lastPos;
    QPoint pressPos; ///< where the left button went down (a click moves less than the drag distance)
    int pressedNode = -1;
    QString defaultName; ///< the accessible name the view gave itself (a panel may give another)
};

NetworkView::NetworkView(QWidget *parent) : QWidget(parent), d(std::make_unique<Private>())
{
    setAttribute(Qt::WA_OpaquePaintEvent); // the renderer paints every pixel
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(true);
    setMinimumSize(64, 64);
    // The channel layer is cached as one viewport-sized pixmap (four times that on a
    // high-DPI screen); Qt's default 10 MB pixmap cache would evict it every frame.
    QPixmapCache::setCacheLimit(std::max(QPixmapCache::cacheLimit(), 128 * 1024));
    d->renderer->setBaseFont(font());
    // What every node holds, written as the seeds' figures do: a choice of the reader's,
    // kept across sessions (the drawing's context menu; the setting network/nodeContentsListed).
    d->contentsAction = new QAction(this);
    d->contentsAction->setCheckable(true);
    const bool listed = QSettings().value(QStringLiteral("network/nodeContentsListed"), false).toBool();
    d->renderer->setNodeContentsListed(listed);
    d->contentsAction->setChecked(listed);
    connect(d->contentsAction, &QAction::toggled, this, &NetworkView::setNodeContentsListed);
    d->focusMenu = new QMenu(this);
    connect(d->focusMenu, &QMenu::aboutToShow, this, [this]() {
        fillFocusMenu(d->focusMenu, std::max(0, selectedNode()));
    });
    retranslate();
}

NetworkView::~NetworkView() = default;

void NetworkView::retranslate()
{
    d->contentsAction->setText(tr("List node contents as in the textbook: (0,1,2,\u2026)"));
    d->contentsAction->setToolTip(tr("Each node's chip lists the packets it holds instead of their number"));
    d->focusMenu->setTitle(tr("F&ocus"));
    updateAccessibleText();
}

void NetworkView::updateAccessibleText()
{
    // A screen reader cannot see the drawing: it gets its name, and the round on show in
    // words as the description (updated with every round, as the drawing is).
    const QString name = tr("Network drawing");
    if (accessibleName().isEmpty() || accessibleName() == d->defaultName) {
        setAccessibleName(name);
        d->defaultName = name;
    }
    const QString text = d->renderer->textAlternative();
    if (text != accessibleDescription())
        setAccessibleDescription(text);
}

QMenu *NetworkView::focusMenu() const { return d->focusMenu; }

void NetworkView::fillFocusMenu(QMenu *menu, int node) const
{
    menu->clear();
    const auto &result = d->renderer->result();
    if (!result || !result->topology || node < 0 || node >= result->topology->nodeCount()) {
        menu->addAction(tr("No network shown"))->setEnabled(false);
        return;
    }
    const core::Topology &topology = *result->topology;
    auto *self = const_cast<NetworkView *>(this);
    const core::Focus current = networkFocus();
    auto add = [&](const core::Focus &f, const QString &text) {
        QAction *action = menu->addAction(text);
        action->setCheckable(true);
        action->setChecked(f == current);
        connect(action, &QAction::triggered, self, [self, f]() { self->setNetworkFocus(f); });
    };
    // The legend's words for the focus, as a menu entry.
    auto named = [&](const core::Focus &f) {
        QString text = NetworkRenderer::focusName(f, topology);
        if (!text.isEmpty())
            text[0] = text[0].toUpper();
        return text;
    };
    core::Focus none;
    add(none, tr("No focus"));
    menu->addSeparator();
    core::Focus traffic;
    traffic.kind = core::Focus::Kind::Node;
    traffic.node = node;
    add(traffic, named(traffic));
    const int axes = int(topology.coords(node).size());
    // The parts a network's traits name: a binary cube's subcubes (its high bits fixed) and
    // dimensions; a grid's lines and planes through the node and its axes' links.
    if (topology.has(core::Trait::BinaryCube)) {
        menu->addSeparator();
        for (int k = axes - 1; k >= 2; --k) {
            std::vector<int> fixed;
            for (int axis = k; axis < axes; ++axis)
                fixed.push_back(axis);
            const core::Focus f = core::Focus::block(topology, node, fixed);
            add(f, named(f));
        }
    } else if (topology.has(core::Trait::Grid) && axes >= 2) {
        menu->addSeparator();
        for (int free = 0; free < axes; ++free) {
            std::vector<int> fixed;
            for (int axis = 0; axis < axes; ++axis)
                if (axis != free)
                    fixed.push_back(axis);
            const core::Focus f = core::Focus::block(topology, node, fixed);
            add(f, named(f));
        }
        for (int axis = 0; axes == 3 && axis < axes; ++axis) {
            const core::Focus f = core::Focus::block(topology, node, {axis});
            add(f, named(f));
        }
    }
    if (topology.has(core::Trait::BinaryCube) || topology.has(core::Trait::Grid)) {
        menu->addSeparator();
        for (int dim = 0; dim < topology.dimensions(); ++dim) {
            core::Focus f;
            f.kind = core::Focus::Kind::Dimension;
            f.dimension = dim;
            add(f, named(f));
        }
    }
}

void NetworkView::setNetworkFocus(const core::Focus &focus)
{
    d->renderer->setFocus(focus);
    d->focusFitted = false;
    refresh();
}

core::Focus NetworkView::networkFocus() const { return d->renderer->state().focus; }

bool NetworkView::channelGreyed(int arc) const { return d->renderer->channelGreyed(arc); }

bool NetworkView::nodeGreyed(int node) const { return d->renderer->nodeGreyed(node); }

NetworkRenderer &NetworkView::renderer() const { return *d->renderer; }

NetworkFraming NetworkView::framing() const { return d->renderer->framing(QSizeF(size())); }

void NetworkView::refresh()
{
    framing();
    update();
}

// ------------------------------------------------------------------ what is drawn

void NetworkView::setResult(std::shared_ptr<const core::RunResult> result)
{
    d->renderer->setResult(std::move(result));
    updateAccessibleText();
    refresh();
}

void NetworkView::setRound(int round, const core::BufferState &before, const core::BufferState &after)
{
    d->renderer->setRound(round, before, after);
    updateAccessibleText();
    refresh();
}

void NetworkView::setProgress(double progress)
{
    d->renderer->setProgress(progress);
    update();
}

double NetworkView::progress() const { return d->renderer->progress(); }
int NetworkView::round() const { return d->renderer->round(); }
const core::Frame &NetworkView::frame() const { return d->renderer->frame(); }

void NetworkView::setSelectedNode(int node)
{
    d->renderer->setSelectedNode(node);
    update();
}

int NetworkView::selectedNode() const { return d->renderer->state().selectedNode; }

void NetworkView::setHighlightedTransfers(int round, const QVector<int> &transfers)
{
    d->renderer->setHighlightedTransfers(round, transfers);
    refresh();
}

std::vector<int> NetworkView::highlightedArcs() const { return d->renderer->highlightedArcs(); }

void NetworkView::setMarks(int round, const DrawingMarks &marks)
{
    d->renderer->setMarks(round, marks);
    refresh();
}

int NetworkView::marksDrawn() const { return d->renderer->marksDrawn(); }

int NetworkView::arcAt(const QPoint &widgetPos) const
{
    return d->renderer->arcAt(mapToScene(widgetPos), framing().scale());
}

// ------------------------------------------------------------------ the view state

NetworkViewState NetworkView::viewState() const { return d->renderer->state(); }

NetworkViewState NetworkView::exportState() const
{
    NetworkViewState state = d->renderer->state();
    if (!state.fit) {
        state.extent = framing().transform.inverted().mapRect(QRectF(rect()));
        state.fit = true;
        state.clip = true;
    }
    state.keyHints = false;
    state.presentation = false;
    return state;
}

void NetworkView::setViewState(const NetworkViewState &state)
{
    d->renderer->setState(state);
    d->contentsAction->setChecked(state.contentsListed);
    refresh();
}

void NetworkView::fitToWindow()
{
    if (!networkFocus().isNone() && !d->focusFitted) {
        d->renderer->fitFocus(QSizeF(size()));
        d->focusFitted = true;
    } else {
        d->renderer->fit();
        d->focusFitted = false;
    }
    refresh();
}

void NetworkView::zoomIn()
{
    d->renderer->zoomBy(1.25, QRectF(rect()).center(), QSizeF(size()));
    refresh();
}

void NetworkView::zoomOut()
{
    d->renderer->zoomBy(0.8, QRectF(rect()).center(), QSizeF(size()));
    refresh();
}

void NetworkView::resetRotation()
{
    d->renderer->resetRotation();
    refresh();
}

void NetworkView::rotateBy(double yaw, double pitch)
{
    d->renderer->rotateBy(yaw, pitch);
    refresh();
}

void NetworkView::setFloorsShown(bool floors)
{
    d->renderer->setFloorsShown(floors);
    refresh();
}

bool NetworkView::floorsShown() const { return d->renderer->floorsShown(); }

void NetworkView::setLegendVisible(bool visible)
{
    d->renderer->setLegendVisible(visible);
    refresh();
}

bool NetworkView::isLegendVisible() const { return d->renderer->state().legend; }

QRectF NetworkView::legendRect() const { return framing().legend; }

QRectF NetworkView::contentRect() const { return d->renderer->contentRect(); }

void NetworkView::setMonochrome(bool monochrome)
{
    d->renderer->setMonochrome(monochrome);
    update();
}

bool NetworkView::isMonochrome() const { return d->renderer->state().monochrome; }

void NetworkView::setPresentationStyle(bool on)
{
    d->renderer->setPresentationStyle(on);
    refresh();
}

bool NetworkView::presentationStyle() const { return d->renderer->state().presentation; }

void NetworkView::setNodeContentsListed(bool listed)
{
    if (d->contentsAction->isChecked() != listed)
        d->contentsAction->setChecked(listed); // comes back here through toggled()
    if (listed == d->renderer->state().contentsListed)
        return;
    d->renderer->setNodeContentsListed(listed);
    QSettings().setValue(QStringLiteral("network/nodeContentsListed"), listed);
    refresh();
}

bool NetworkView::nodeContentsListed() const { return d->renderer->state().contentsListed; }

QAction *NetworkView::nodeContentsAction() const { return d->contentsAction; }

// ------------------------------------------------------------------ what is shown

double NetworkView::nodeScale() const { return d->renderer->nodeScale(); }
bool NetworkView::nodeLabelsShown() const { return d->renderer->nodeLabelsShown(); }
bool NetworkView::isOverview() const { return d->renderer->isOverview(); }
const Layout *NetworkView::layout() const { return d->renderer->layout(); }
QPointF NetworkView::nodePosition(int node) const { return d->renderer->nodePosition(node); }
int NetworkView::channelLoad(int arc) const { return d->renderer->channelLoad(arc); }
QColor NetworkView::channelColor(int arc) const { return d->renderer->channelColor(arc); }
double NetworkView::channelWidth(int arc) const { return d->renderer->channelWidth(arc); }
QString NetworkView::channelLoadNumber(int arc) const { return d->renderer->channelLoadNumber(arc); }
QPolygonF NetworkView::channelPolyline(int arc) const { return d->renderer->channelPolyline(arc); }
int NetworkView::nodeHeldCount(int node) const { return d->renderer->nodeHeldCount(node); }
int NetworkView::nodeGlyphSquares(int node) const { return d->renderer->nodeGlyphSquares(node); }
QString NetworkView::nodeSummary(int node) const { return d->renderer->nodeSummary(node); }
bool NetworkView::nodeOverloaded(int node) const { return d->renderer->nodeOverloaded(node); }
QString NetworkView::verdictText() const { return d->renderer->verdictText(); }
QString NetworkView::textAlternative() const { return d->renderer->textAlternative(); }
QString NetworkView::nodeOrderTag(int node) const { return d->renderer->nodeOrderTag(node); }
QString NetworkView::nodeToolTip(int node) const { return d->renderer->nodeToolTip(node); }
QString NetworkView::packetToolTip(int message) const { return d->renderer->packetToolTip(message); }
QString NetworkView::channelToolTip(int arc) const { return d->renderer->channelToolTip(arc); }
int NetworkView::packetItemCount() const { return d->renderer->packetItemCount(); }
QPointF NetworkView::packetPosition(int message) const { return d->renderer->packetPosition(message); }
QString NetworkView::packetLabel(int message) const { return d->renderer->packetLabel(message); }
bool NetworkView::packetVisible(int message) const { return d->renderer->packetVisible(message); }
bool NetworkView::packetWaiting(int message) const { return d->renderer->packetWaiting(message); }
int NetworkView::sceneRebuilds() const { return d->renderer->sceneRebuilds(); }

QGraphicsScene *NetworkView::scene() const { return d->renderer->scene(); }

QTransform NetworkView::transform() const
{
    return QTransform::fromScale(framing().scale(), framing().scale());
}

QPoint NetworkView::mapFromScene(const QPointF &point) const
{
    return framing().transform.map(point).toPoint();
}

QPolygon NetworkView::mapFromScene(const QRectF &rect) const
{
    return framing().transform.map(QPolygonF(rect)).toPolygon();
}

QPointF NetworkView::mapToScene(const QPoint &point) const
{
    return framing().transform.inverted().map(QPointF(point));
}

void NetworkView::centerOn(const QPointF &point)
{
    d->renderer->centreOn(point, QSizeF(size()));
    refresh();
}

// ------------------------------------------------------------------ painting and interaction

void NetworkView::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    d->renderer->paint(painter, QRectF(rect()));
}

void NetworkView::contextMenuEvent(QContextMenuEvent *event)
{
    // On a node: the focus choices through that node first.
    const int node = d->renderer->nodeAt(mapToScene(event->pos()), framing().scale());
    QMenu menu(this);
    if (node >= 0) {
        QMenu *focusChoices = menu.addMenu(tr("F&ocus"));
        fillFocusMenu(focusChoices, node);
    } else {
        menu.addMenu(d->focusMenu);
    }
    menu.addAction(d->contentsAction);
    menu.exec(event->globalPos());
}

void NetworkView::mousePressEvent(QMouseEvent *event)
{
    const QPoint at = event->position().toPoint();
    d->pressPos = at;
    d->pressedNode = d->renderer->nodeAt(mapToScene(at), framing().scale());
    if (d->pressedNode < 0) {
        d->dragging = true;
        d->rotating = layout() && layout()->is3D() && event->button() == Qt::LeftButton
                      && !(event->modifiers() & Qt::ShiftModifier);
        d->lastPos = at;
        setCursor(d->rotating ? Qt::SizeAllCursor : Qt::ClosedHandCursor);
    }
    event->accept();
}

void NetworkView::mouseMoveEvent(QMouseEvent *event)
{
    if (!d->dragging) {
        event->ignore();
        return;
    }
    const QPoint delta = event->position().toPoint() - d->lastPos;
    d->lastPos = event->position().toPoint();
    if (d->rotating)
        d->renderer->rotateBy(-0.008 * delta.x(), 0.008 * delta.y());
    else
        d->renderer->panBy(QPointF(delta), QSizeF(size()));
    refresh();
    event->accept();
}

void NetworkView::mouseReleaseEvent(QMouseEvent *event)
{
    const QPoint at = event->position().toPoint();
    const bool left = event->button() == Qt::LeftButton;
    if (d->dragging) {
        d->dragging = false;
        unsetCursor();
        // A press and release on a channel without a drag between them is a click on it.
        if (left && (at - d->pressPos).manhattanLength() < QApplication::startDragDistance())
            if (const int arc = d->renderer->arcAt(mapToScene(at), framing().scale()); arc >= 0)
                emit drawingClicked(-1, arc, event->modifiers());
    } else if (d->pressedNode >= 0 && d->renderer->nodeAt(mapToScene(at), framing().scale()) == d->pressedNode) {
        setSelectedNode(d->pressedNode);
        emit nodeClicked(d->pressedNode);
        if (left)
            emit drawingClicked(d->pressedNode, -1, event->modifiers());
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
    // The point under the mouse stays where it is.
    d->renderer->zoomBy(std::pow(1.2, steps), event->position(), QSizeF(size()));
    refresh();
    event->accept();
}

void NetworkView::keyPressEvent(QKeyEvent *event)
{
    const bool threeD = layout() && layout()->is3D();
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
        // Plain arrows belong to the window (a presenter's clicker sends them to step the
        // rounds); only Shift+arrows rotate a 3D drawing.
        if (!(event->modifiers() & Qt::ShiftModifier) || !threeD) {
            event->ignore();
            return;
        }
        rotateBy(event->key() == Qt::Key_Left ? 0.1 : event->key() == Qt::Key_Right ? -0.1 : 0.0,
                 event->key() == Qt::Key_Up ? -0.1 : event->key() == Qt::Key_Down ? 0.1 : 0.0);
        break;
    case Qt::Key_L:
        setLegendVisible(!isLegendVisible());
        break;
    case Qt::Key_R:
        resetRotation();
        break;
    case Qt::Key_V:
        if (!d->renderer->result() || !d->renderer->result()->topology
            || !Layout::canDrawFloors(*d->renderer->result()->topology)) {
            event->ignore();
            return;
        }
        setFloorsShown(!floorsShown());
        break;
    default: // the clicker's keys (PageUp/PageDown, Home, End, Space) and the rest: the window's
        event->ignore();
        return;
    }
    event->accept();
}

void NetworkView::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    refresh();
}

void NetworkView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        d->renderer->invalidateFraming(); // the legend's words, and so its size, changed
        refresh();
    } else if (event->type() == QEvent::FontChange) {
        d->renderer->setBaseFont(font());
        refresh();
    }
    QWidget::changeEvent(event);
}

bool NetworkView::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const QString text = d->renderer->toolTipAt(mapToScene(help->pos()), framing().scale());
        if (text.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(help->globalPos(), text, this);
        return true;
    }
    return QWidget::event(event);
}

} // namespace collviz::views

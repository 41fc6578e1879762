// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "views/panels/datamatrixpanel.h"
#include "views/render/matrixrenderer.h"

#include "views/models/datamatrixmodel.h"
#include "views/player.h"
#include "views/session.h"
#include "views/panels/panelfront.h"

#include <QAction>
#include <QApplication>
#include <QEvent>
#include <QHelpEvent>
#include <QImage>
#include <QLabel>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>
#include <QVBoxLayout>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>
#include <functional>

namespace collviz::views {

/// The matrix itself, drawn by MatrixRenderer from the model's moment: fitted to the room,
/// zoomed by the wheel about the pointer and panned by dragging; hover outlines a cell and
/// reports it (the panel spells out its packet's way), a click without a drag activates it.
class MatrixCanvas final : public QWidget
{
public:
    explicit MatrixCanvas(DataMatrixModel *model, QWidget *parent = nullptr) : QWidget(parent), mModel(model)
    {
        setMouseTracking(true);
        setMinimumSize(60, 60);
        setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
        setFocusPolicy(Qt::ClickFocus);
    }
    std::function<void(int, int)> onClick;
    /// The cell under the pointer changed ((-1, -1): none).
    std::function<void(int, int)> onHover;
    /// Cells (row, column) of the Session's highlighted transfers, outlined.
    std::vector<QPoint> marked;
    MatrixState state;
    MatrixFraming framing;
    QPoint hovered{-1, -1}; ///< x = row, y = column

    /// The model's moment as drawn, marks included (the hovered cell is the screen's alone).
    MatrixPicture picture() const
    {
        MatrixPicture p = MatrixPicture::of(*mModel);
        p.marked = marked;
        return p;
    }
    MatrixRenderer renderer(const MatrixPicture &p) const
    {
        return MatrixRenderer(p, state, font(), palette().color(QPalette::WindowText), framing);
    }
    void zoomBy(double factor, const QPointF &anchor)
    {
        const MatrixPicture p = MatrixPicture::of(*mModel);
        framing = renderer(p).zoomedAt(rect(), factor, anchor);
        setCursor(framing.zoom > 1 ? Qt::OpenHandCursor : Qt::ArrowCursor);
        update();
    }
    void fit()
    {
        framing = {};
        unsetCursor();
        update();
    }

protected:
    void paintEvent(QPaintEvent *) override
    {
        QPainter painter(this);
        painter.fillRect(rect(), palette().window());
        MatrixPicture p = picture();
        p.hovered = hovered;
        renderer(p).paint(painter, rect());
    }

    bool event(QEvent *event) override
    {
        if (event->type() == QEvent::ToolTip) {
            auto *help = static_cast<QHelpEvent *>(event);
            const QPoint c = cellAt(help->pos());
            if (c.x() >= 0)
                QToolTip::showText(help->globalPos(),
                                   mModel->cellToolTip(c.y(), c.x()) + QLatin1Char('\n') + mModel->cellRouteText(c.y(), c.x()),
                                   this);
            else if (mModel->size() > 0)
                QToolTip::showText(help->globalPos(), howToText(), this);
            else
                QToolTip::hideText();
            return true;
        }
        if (event->type() == QEvent::Leave)
            setHovered({-1, -1});
        return QWidget::event(event);
    }

    void wheelEvent(QWheelEvent *event) override
    {
        // One notch (120) zooms by a quarter, with or without Ctrl, as in the network view.
        zoomBy(std::pow(1.25, event->angleDelta().y() / 120.0), event->position());
        event->accept();
    }

    void mousePressEvent(QMouseEvent *event) override
    {
        mPressed = event->position();
        mPressFraming = framing;
        mDragging = false;
    }

    void mouseMoveEvent(QMouseEvent *event) override
    {
        if (event->buttons() & Qt::LeftButton) {
            const QPointF delta = event->position() - mPressed;
            if (!mDragging && delta.manhattanLength() < QApplication::startDragDistance())
                return;
            mDragging = true;
            if (mPressFraming.zoom > 1) {
                const MatrixPicture p = MatrixPicture::of(*mModel);
                framing = MatrixRenderer(p, state, font(), Qt::black, mPressFraming).pannedBy(rect(), delta);
                setCursor(Qt::ClosedHandCursor);
                update();
            }
            return;
        }
        const QPoint c = cellAt(event->position());
        setHovered(c.x() >= 0 ? QPoint(c.y(), c.x()) : QPoint(-1, -1));
    }

    void mouseReleaseEvent(QMouseEvent *event) override
    {
        if (framing.zoom > 1)
            setCursor(Qt::OpenHandCursor);
        if (mDragging)
            return;
        const QPoint c = cellAt(event->position());
        if (c.x() >= 0 && onClick)
            onClick(c.y(), c.x());
    }

private:
    static QString howToText()
    {
        return DataMatrixPanel::tr("Point at a cell to follow its packet; the wheel or Ctrl+plus/minus zooms, "
                                   "dragging pans, Ctrl+0 fits.");
    }
    QPoint cellAt(const QPointF &pos) const
    {
        const MatrixPicture p = MatrixPicture::of(*mModel);
        return renderer(p).cellAt(rect(), pos);
    }
    void setHovered(const QPoint &cell)
    {
        if (cell == hovered)
            return;
        hovered = cell;
        update();
        if (onHover)
            onHover(cell.x(), cell.y());
    }

    DataMatrixModel *mModel = nullptr;
    QPointF mPressed;
    MatrixFraming mPressFraming;
    bool mDragging = false;
};

DataMatrixPanel::DataMatrixPanel(Session *session, Player *player, QWidget *parent)
    : QWidget(parent), mSession(session), mPlayer(player), mModel(new DataMatrixModel(this)), mCaption(new QLabel)
{
    mCanvas = new MatrixCanvas(mModel, this);
    mCanvas->setObjectName(QStringLiteral("dataMatrixCanvas"));
    mCanvas->setAccessibleName(tr("Data matrix"));
    mCanvas->onClick = [this](int row, int column) { activateCell(row, column); };
    mCanvas->onHover = [this](int, int) { updateRoute(); };
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    // The lines above the matrix say what a cell means, and while the pointer rests on a cell
    // that cell's packet's way: two lines at least, so that the matrix seldom moves.
    mCaption->setWordWrap(true);
    mCaption->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    mCaption->setMinimumHeight(2 * mCaption->fontMetrics().lineSpacing() + 2);
    layout->addWidget(mCaption);
    layout->addWidget(mCanvas, 1);
    addZoomActions();
    connect(mSession, &Session::resultChanged, this, &DataMatrixPanel::refresh);
    connect(mSession, &Session::roundChanged, this, [this]() {
        followRound();
        updateMarks();
    });
    connect(mSession, &Session::highlightedTransfersChanged, this, &DataMatrixPanel::updateMarks);
    if (mPlayer)
        connect(mPlayer, &Player::progressChanged, this, [this](double progress) {
            if (mPending)
                return;
            if (mModel->step() == mSession->round()) {
                mModel->setProgress(progress);
                mCanvas->update();
                updateRoute();
            } else {
                followRound();
            }
        });
    refresh();
}

void DataMatrixPanel::addZoomActions()
{
    // Ctrl with +, - and 0 (the plain keys zoom the network drawing, window-wide).
    const auto add = [this](QList<QKeySequence> keys, auto slot) {
        auto *action = new QAction(this);
        action->setShortcuts(keys);
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        connect(action, &QAction::triggered, this, slot);
        addAction(action);
    };
    add({QKeySequence(Qt::CTRL | Qt::Key_Plus), QKeySequence(Qt::CTRL | Qt::Key_Equal)}, &DataMatrixPanel::zoomIn);
    add({QKeySequence(Qt::CTRL | Qt::Key_Minus)}, &DataMatrixPanel::zoomOut);
    add({QKeySequence(Qt::CTRL | Qt::Key_0)}, &DataMatrixPanel::fitToPanel);
}

void DataMatrixPanel::zoomIn() { mCanvas->zoomBy(1.25, QPointF(-1, -1)); }
void DataMatrixPanel::zoomOut() { mCanvas->zoomBy(0.8, QPointF(-1, -1)); }
void DataMatrixPanel::fitToPanel() { mCanvas->fit(); }

const MatrixFraming &DataMatrixPanel::framing() const { return mCanvas->framing; }

double DataMatrixPanel::cellSize() const
{
    const MatrixPicture p = MatrixPicture::of(*mModel);
    return mCanvas->renderer(p).cellSize(mCanvas->rect());
}

QRect DataMatrixPanel::matrixViewport() const
{
    const MatrixPicture p = MatrixPicture::of(*mModel);
    return mCanvas->renderer(p).viewportRect(mCanvas->rect()).toAlignedRect();
}

QPoint DataMatrixPanel::hoveredCell() const { return mCanvas->hovered; }

QString DataMatrixPanel::routeText() const { return mRouteText; }

void DataMatrixPanel::updateRoute()
{
    const QPoint c = mCanvas->hovered;
    mRouteText = c.x() >= 0 ? mModel->cellRouteText(c.x(), c.y()) : QString();
    const QString text = mRouteText.isEmpty() ? mCaptionText : mRouteText;
    if (text != mCaption->text()) {
        mCaption->setText(text);
        mCaption->setToolTip(text); // whole, when two lines cut it
    }
}

void DataMatrixPanel::refresh()
{
    mPending = panelfront::waitsBehindTab(this);
    if (!mPending)
        load();
}

void DataMatrixPanel::catchUp() const
{
    if (mPending)
        const_cast<DataMatrixPanel *>(this)->load();
}

void DataMatrixPanel::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    catchUp();
}

void DataMatrixPanel::load()
{
    mPending = false;
    mModel->setResult(mSession->result());
    mCanvas->fit(); // another network: the whole matrix again
    mCanvas->hovered = {-1, -1};
    followRound();
    updateMarks();
    retranslateUi();
}

void DataMatrixPanel::followRound()
{
    if (mPending)
        return;
    mModel->setMoment(mSession->round(), mSession->stateBefore(), mSession->stateAfter(),
                      mPlayer ? mPlayer->progress() : 1.0);
    mCanvas->update();
    updateRoute();
}

QImage DataMatrixPanel::image() const
{
    catchUp();
    const MatrixPicture p = MatrixPicture::of(*mModel);
    return MatrixRenderer(p, MatrixState(), font(), Qt::black).image();
}

QWidget *DataMatrixPanel::canvas() const { return mCanvas; }

MatrixPicture DataMatrixPanel::picture() const
{
    catchUp();
    return mCanvas->picture();
}

const MatrixState &DataMatrixPanel::state() const { return mCanvas->state; }

void DataMatrixPanel::setState(const MatrixState &state)
{
    mCanvas->state = state;
    mCanvas->update();
}

void DataMatrixPanel::setMonochrome(bool on)
{
    MatrixState s = state();
    s.monochrome = on;
    setState(s);
}

bool DataMatrixPanel::isMonochrome() const { return state().monochrome; }

QJsonObject DataMatrixPanel::options() const { return state().toJson(); }

bool DataMatrixPanel::setOptions(const QJsonObject &o, const QString &path, QString *error, bool apply)
{
    MatrixState s = state();
    if (!MatrixState::read(o, path, &s, error))
        return false;
    if (apply)
        setState(s);
    return true;
}

std::vector<QPoint> DataMatrixPanel::markedCells() const { return mCanvas->marked; }

void DataMatrixPanel::updateMarks()
{
    if (mPending)
        return;
    // The cells whose packets the highlighted transfers carry, read from the schedule.
    mCanvas->marked.clear();
    const auto result = mSession->result();
    const int step = mSession->highlightedRound();
    // Like the network view's halo: shown while the highlighted round is.
    if (result && mModel->size() > 0 && step == mSession->round() && step >= 1
        && step <= int(result->schedule->rounds.size())) {
        const core::Schedule &s = *result->schedule;
        const core::Round &round = s.rounds[std::size_t(step - 1)];
        for (int t : mSession->highlightedTransfers()) {
            if (t < 0 || t >= int(round.transfers.size()))
                continue;
            const core::Transfer &transfer = round.transfers[std::size_t(t)];
            for (int id : transfer.packets) {
                const core::Packet &p = s.packets[std::size_t(id)];
                switch (mModel->mode()) {
                case DataMatrixModel::Mode::Transposition:
                    if (p.origin >= 0 && p.dest >= 0)
                        mCanvas->marked.emplace_back(p.origin, p.dest);
                    break;
                case DataMatrixModel::Mode::Holdings:
                    if (p.origin >= 0)
                        mCanvas->marked.emplace_back(transfer.dst, p.origin);
                    break;
                case DataMatrixModel::Mode::Contributions:
                    if (std::size_t(id) < s.contributors.size())
                        for (int j : s.contributors[std::size_t(id)].members())
                            mCanvas->marked.emplace_back(transfer.dst, j);
                    break;
                }
                if (mCanvas->marked.size() > 4096) // an outline per cell stops meaning anything
                    break;
            }
        }
    }
    mCanvas->update();
}

void DataMatrixPanel::activateCell(int row, int column)
{
    const auto result = mSession->result();
    const int step = mSession->round();
    if (!result || step < 1 || step > int(result->schedule->rounds.size()))
        return;
    const core::Schedule &s = *result->schedule;
    const core::Round &round = s.rounds[std::size_t(step - 1)];
    QVector<int> transfers;
    for (int t = 0; t < int(round.transfers.size()); ++t) {
        const core::Transfer &transfer = round.transfers[std::size_t(t)];
        const bool carries = std::any_of(transfer.packets.begin(), transfer.packets.end(), [&](int id) {
            const core::Packet &p = s.packets[std::size_t(id)];
            switch (mModel->mode()) {
            case DataMatrixModel::Mode::Transposition: return p.origin == row && p.dest == column;
            case DataMatrixModel::Mode::Holdings: return transfer.dst == row && p.origin == column;
            case DataMatrixModel::Mode::Contributions:
                return transfer.dst == row && std::size_t(id) < s.contributors.size()
                       && s.contributors[std::size_t(id)].contains(column);
            }
            return false;
        });
        if (carries)
            transfers << t;
    }
    mSession->setHighlightedTransfers(step, transfers);
}

void DataMatrixPanel::retranslateUi()
{
    switch (mModel->mode()) {
    case DataMatrixModel::Mode::Transposition:
        mCaptionText = tr("Cell (i, j): the packet from node i for node j. All-to-all personalised exchange moves "
                          "every packet across the diagonal: the matrix is transposed.");
        break;
    case DataMatrixModel::Mode::Holdings:
        mCaptionText = tr("Cell (i, j): does node i hold the packet of node j? All-gather fills every row.");
        break;
    case DataMatrixModel::Mode::Contributions:
        mCaptionText = tr("Cell (i, j): do the partial sums at node i include the contribution of node j?");
        break;
    }
    if (!mSession->result())
        mCaptionText.clear();
    else if (mModel->size() == 0 && mSession->result()->topology)
        mCaptionText = tr("The data matrix is drawn for up to %1 processors; this network has %2.")
                           .arg(DataMatrixModel::kMaxSize)
                           .arg(mSession->result()->topology->processorCount());
    // What a cell means is what a screen reader can say of the picture.
    mCanvas->setAccessibleName(tr("Data matrix"));
    mCanvas->setAccessibleDescription(mCaptionText);
    updateRoute();
    mCanvas->update();
}

void DataMatrixPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace collviz::views

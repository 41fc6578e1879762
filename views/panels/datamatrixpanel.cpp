#include "views/panels/datamatrixpanel.h"
#include "views/render/matrixrenderer.h"

#include "views/models/datamatrixmodel.h"
#include "views/player.h"
#include "views/session.h"

#include <QEvent>
#include <QHelpEvent>
#include <QImage>
#include <QLabel>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <functional>

namespace collviz::views {

/// The matrix itself, drawn by MatrixRenderer from the model's moment: hover tooltips and
/// clicks on cells.
class MatrixCanvas final : public QWidget
{
public:
    explicit MatrixCanvas(DataMatrixModel *model, QWidget *parent = nullptr) : QWidget(parent), mModel(model)
    {
        setMouseTracking(true);
        setMinimumSize(60, 60);
        setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    }
    std::function<void(int, int)> onClick;
    /// Cells (row, column) of the Session's highlighted transfers, outlined.
    std::vector<QPoint> marked;
    MatrixState state;

    /// The model's moment as drawn, marks included.
    MatrixPicture picture() const
    {
        MatrixPicture p = MatrixPicture::of(*mModel);
        p.marked = marked;
        return p;
    }

protected:
    void paintEvent(QPaintEvent *) override
    {
        QPainter painter(this);
        painter.fillRect(rect(), palette().window());
        const MatrixPicture p = picture();
        MatrixRenderer(p, state, font(), palette().color(QPalette::WindowText)).paint(painter, rect());
    }

    bool event(QEvent *event) override
    {
        if (event->type() == QEvent::ToolTip) {
            auto *help = static_cast<QHelpEvent *>(event);
            const QPoint c = cellAt(help->pos());
            if (c.x() >= 0)
                QToolTip::showText(help->globalPos(), mModel->cellToolTip(c.y(), c.x()), this);
            else
                QToolTip::hideText();
            return true;
        }
        return QWidget::event(event);
    }

    void mouseReleaseEvent(QMouseEvent *event) override
    {
        const QPoint c = cellAt(event->position());
        if (c.x() >= 0 && onClick)
            onClick(c.y(), c.x());
    }

private:
    QPoint cellAt(const QPointF &pos) const
    {
        const MatrixPicture p = MatrixPicture::of(*mModel);
        return MatrixRenderer(p, state, font(), Qt::black).cellAt(rect(), pos);
    }

    DataMatrixModel *mModel = nullptr;
};

DataMatrixPanel::DataMatrixPanel(Session *session, Player *player, QWidget *parent)
    : QWidget(parent), mSession(session), mPlayer(player), mModel(new DataMatrixModel(this)), mCaption(new QLabel)
{
    mCanvas = new MatrixCanvas(mModel, this);
    mCanvas->onClick = [this](int row, int column) { activateCell(row, column); };
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    mCaption->setWordWrap(true);
    layout->addWidget(mCaption);
    layout->addWidget(mCanvas, 1);
    connect(mSession, &Session::resultChanged, this, &DataMatrixPanel::refresh);
    connect(mSession, &Session::roundChanged, this, [this]() {
        followRound();
        updateMarks();
    });
    connect(mSession, &Session::highlightedTransfersChanged, this, &DataMatrixPanel::updateMarks);
    if (mPlayer)
        connect(mPlayer, &Player::progressChanged, this, [this](double progress) {
            if (mModel->step() == mSession->round()) {
                mModel->setProgress(progress);
                mCanvas->update();
            } else {
                followRound();
            }
        });
    refresh();
}

void DataMatrixPanel::refresh()
{
    mModel->setResult(mSession->result());
    followRound();
    updateMarks();
    retranslateUi();
}

void DataMatrixPanel::followRound()
{
    mModel->setMoment(mSession->round(), mSession->stateBefore(), mSession->stateAfter(),
                      mPlayer ? mPlayer->progress() : 1.0);
    mCanvas->update();
}

QImage DataMatrixPanel::image() const
{
    const MatrixPicture p = MatrixPicture::of(*mModel);
    return MatrixRenderer(p, MatrixState(), font(), Qt::black).image();
}

QWidget *DataMatrixPanel::canvas() const { return mCanvas; }

MatrixPicture DataMatrixPanel::picture() const { return mCanvas->picture(); }

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
        mCaption->setText(tr("Cell (i, j): the packet from node i for node j. All-to-all personalised exchange "
                             "moves every packet across the diagonal: the matrix is transposed."));
        break;
    case DataMatrixModel::Mode::Holdings:
        mCaption->setText(tr("Cell (i, j): does node i hold the packet of node j? All-gather fills every row."));
        break;
    case DataMatrixModel::Mode::Contributions:
        mCaption->setText(tr("Cell (i, j): do the partial sums at node i include the contribution of node j?"));
        break;
    }
    if (!mSession->result())
        mCaption->clear();
    else if (mModel->size() == 0 && mSession->result()->topology)
        mCaption->setText(tr("The data matrix is drawn for up to %1 processors; this network has %2.")
                              .arg(DataMatrixModel::kMaxSize)
                              .arg(mSession->result()->topology->processorCount()));
    mCanvas->update();
}

void DataMatrixPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace collviz::views

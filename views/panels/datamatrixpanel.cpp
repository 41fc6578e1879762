#include "views/panels/datamatrixpanel.h"
#include "views/state/viewoptions.h"

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

namespace {
using State = DataMatrixModel::CellState;

/// Okabe-Ito based, told apart in grey scale too: white (nothing), pale grey (not yet),
/// grey (at origin / own), yellow (relayed / partly), orange (travelling), blue (delivered).
QRgb stateColor(State s)
{
    switch (s) {
    case State::None: return qRgb(0xff, 0xff, 0xff);
    case State::Pending: return qRgb(0xee, 0xee, 0xee);
    case State::AtOrigin: return qRgb(0x99, 0x99, 0x99);
    case State::Relayed: return qRgb(0xf0, 0xe4, 0x42);
    case State::Travelling: return qRgb(0xe6, 0x9f, 0x00);
    case State::Delivered: return qRgb(0x00, 0x72, 0xb2);
    }
    return qRgb(0xff, 0xff, 0xff);
}

/// The print style (black and white): greys for resting states, hatching for moving ones.
QRgb monoColor(State s)
{
    switch (s) {
    case State::None: return qRgb(0xff, 0xff, 0xff);
    case State::Pending: return qRgb(0xf0, 0xf0, 0xf0);
    case State::AtOrigin: return qRgb(0xb0, 0xb0, 0xb0);
    case State::Relayed: return qRgb(0xff, 0xff, 0xff);
    case State::Travelling: return qRgb(0xff, 0xff, 0xff);
    case State::Delivered: return qRgb(0x30, 0x30, 0x30);
    }
    return qRgb(0xff, 0xff, 0xff);
}

Qt::BrushStyle monoHatch(State s)
{
    return s == State::Travelling ? Qt::BDiagPattern : s == State::Relayed ? Qt::CrossPattern : Qt::NoBrush;
}
} // namespace

/// The matrix itself: the image scaled to a square, the axis labels, the legend.
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

    bool monochrome = false;

    QImage image(bool mono = false) const
    {
        const int p = mModel->size();
        QImage img(std::max(1, p), std::max(1, p), QImage::Format_RGB32);
        img.fill(Qt::white);
        const auto &states = mModel->states();
        for (int i = 0; i < p; ++i) {
            auto *line = reinterpret_cast<QRgb *>(img.scanLine(i));
            for (int j = 0; j < p; ++j)
                line[j] = (mono ? monoColor : stateColor)(State(states[std::size_t(i) * std::size_t(p) + std::size_t(j)]));
        }
        return img;
    }

    /// The cell under a widget point, or (-1, -1).
    QPoint cellAt(const QPointF &pos) const
    {
        const QRectF m = matrixRect();
        const int p = mModel->size();
        if (p == 0 || !m.contains(pos))
            return {-1, -1};
        const int j = std::clamp(int((pos.x() - m.left()) / m.width() * p), 0, p - 1);
        const int i = std::clamp(int((pos.y() - m.top()) / m.height() * p), 0, p - 1);
        return {j, i};
    }

protected:
    QRectF legendRect() const
    {
        const QFontMetricsF fm(font());
        const double rows = 3 + 1; // three lines of swatches and the axis sentence
        return QRectF(0, height() - rows * fm.height() * 1.3, width(), rows * fm.height() * 1.3);
    }
    double labelWidth() const
    {
        const QFontMetricsF fm(font());
        double w = 0;
        for (int v = 0; v < mModel->size(); ++v)
            w = std::max(w, fm.horizontalAdvance(mModel->headerData(v, Qt::Vertical).toString()));
        return std::min(w, 120.0) + 6;
    }
    QRectF matrixRect() const
    {
        const double left = labelWidth();
        const double top = labelWidth();
        const double side = std::max(10.0, std::min(width() - left - 4, legendRect().top() - top - 4));
        return QRectF(left, top, side, side);
    }

    void paintEvent(QPaintEvent *) override
    {
        QPainter painter(this);
        painter.fillRect(rect(), palette().window());
        const int p = mModel->size();
        if (p == 0)
            return;
        const QRectF m = matrixRect();
        painter.setRenderHint(QPainter::SmoothPixmapTransform, false);
        painter.drawImage(m, image(monochrome));
        const double cell = m.width() / p;
        if (monochrome && cell >= 4) { // hatching for the states that move
            const auto &states = mModel->states();
            painter.setPen(Qt::NoPen);
            for (int i = 0; i < p; ++i)
                for (int j = 0; j < p; ++j) {
                    const Qt::BrushStyle hatch = monoHatch(State(states[std::size_t(i) * std::size_t(p) + std::size_t(j)]));
                    if (hatch != Qt::NoBrush)
                        painter.fillRect(QRectF(m.left() + j * cell, m.top() + i * cell, cell, cell), QBrush(Qt::black, hatch));
                }
        }
        if (cell >= 6) { // grid lines between cells while they stay apart
            painter.setPen(QPen(QColor(255, 255, 255), 1));
            for (int k = 1; k < p; ++k) {
                painter.drawLine(QPointF(m.left() + k * cell, m.top()), QPointF(m.left() + k * cell, m.bottom()));
                painter.drawLine(QPointF(m.left(), m.top() + k * cell), QPointF(m.right(), m.top() + k * cell));
            }
        }
        painter.setPen(QColor(0x80, 0x80, 0x80));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(m);
        // The cross-view highlight: the network view's halo colour, at least a few pixels.
        painter.setPen(QPen(QColor(0xCC, 0x79, 0xA7), 2));
        const double mark = std::max(cell, 4.0);
        for (const QPoint &c : marked)
            painter.drawRect(QRectF(m.left() + c.y() * cell + cell / 2 - mark / 2,
                                    m.top() + c.x() * cell + cell / 2 - mark / 2, mark, mark));

        // Labels: every k-th name so that they do not overlap; columns written upwards.
        const QFontMetricsF fm(font());
        const int every = std::max(1, int(std::ceil(fm.height() / cell)));
        painter.setPen(palette().color(QPalette::WindowText));
        const double lw = labelWidth();
        for (int v = 0; v < p; v += every) {
            const QString name = mModel->headerData(v, Qt::Vertical).toString();
            painter.drawText(QRectF(0, m.top() + v * cell + cell / 2 - fm.height() / 2, lw - 4, fm.height()),
                             Qt::AlignRight | Qt::AlignVCenter, name);
            painter.save();
            painter.translate(m.left() + v * cell + cell / 2, m.top() - 4);
            painter.rotate(-90);
            painter.drawText(QRectF(0, -fm.height() / 2, lw - 4, fm.height()), Qt::AlignLeft | Qt::AlignVCenter, name);
            painter.restore();
        }

        // Legend: the states of this reading with their counts, then what the axes mean.
        const QRectF legend = legendRect();
        const double line = fm.height() * 1.3;
        double x = 6;
        double y = legend.top() + 2;
        for (State s : {State::AtOrigin, State::Relayed, State::Travelling, State::Delivered, State::Pending, State::None}) {
            const int n = mModel->count(s);
            if (n == 0 && (s == State::None || s == State::Pending))
                continue;
            if (mModel->mode() != DataMatrixModel::Mode::Transposition && s == State::Relayed && n == 0)
                continue;
            const QString text = QStringLiteral("%1: %2").arg(mModel->stateName(s)).arg(n);
            const double w = fm.height() + 6 + fm.horizontalAdvance(text) + 14;
            if (x + w > width() && x > 6) {
                x = 6;
                y += line;
            }
            const QRectF swatch(x, y + 2, fm.height() - 4, fm.height() - 4);
            painter.fillRect(swatch, QColor((monochrome ? monoColor : stateColor)(s)));
            if (monochrome && monoHatch(s) != Qt::NoBrush)
                painter.fillRect(swatch, QBrush(Qt::black, monoHatch(s)));
            painter.setPen(QColor(0x80, 0x80, 0x80));
            painter.drawRect(QRectF(x, y + 2, fm.height() - 4, fm.height() - 4));
            painter.setPen(palette().color(QPalette::WindowText));
            painter.drawText(QPointF(x + fm.height() + 2, y + fm.ascent()), text);
            x += w;
        }
        y += line;
        painter.drawText(QRectF(6, y, width() - 12, line * 2), Qt::TextWordWrap,
                         DataMatrixModel::tr("Rows: %1; columns: %2").arg(mModel->rowTitle(), mModel->columnTitle()));
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

QImage DataMatrixPanel::image() const { return mCanvas->image(); }

QWidget *DataMatrixPanel::canvas() const { return mCanvas; }

void DataMatrixPanel::setMonochrome(bool on)
{
    mCanvas->monochrome = on;
    mCanvas->update();
}

bool DataMatrixPanel::isMonochrome() const { return mCanvas->monochrome; }

QJsonObject DataMatrixPanel::options() const
{
    return {{QStringLiteral("style"), viewoptions::styleChoices().at(isMonochrome() ? 1 : 0)}};
}

bool DataMatrixPanel::setOptions(const QJsonObject &o, const QString &path, QString *error, bool apply)
{
    viewoptions::Reader r(o, path, {QStringLiteral("style")});
    const auto style = r.choice(QStringLiteral("style"), viewoptions::styleChoices());
    if (!r.ok()) {
        if (error)
            *error = r.error();
        return false;
    }
    if (!apply)
        return true;
    if (style)
        setMonochrome(*style == QLatin1String("mono"));
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

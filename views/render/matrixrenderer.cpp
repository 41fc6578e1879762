#include "views/render/matrixrenderer.h"

#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>
#include <cmath>

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

MatrixPicture MatrixPicture::of(const DataMatrixModel &model)
{
    MatrixPicture picture;
    picture.size = model.size();
    picture.states = model.states();
    for (int v = 0; v < model.size(); ++v)
        picture.names << model.headerData(v, Qt::Vertical).toString();
    for (State s : {State::AtOrigin, State::Relayed, State::Travelling, State::Delivered, State::Pending, State::None}) {
        const int n = model.count(s);
        if (n == 0 && (s == State::None || s == State::Pending))
            continue;
        if (model.mode() != DataMatrixModel::Mode::Transposition && s == State::Relayed && n == 0)
            continue;
        picture.legend.push_back({s, QStringLiteral("%1: %2").arg(model.stateName(s)).arg(n)});
    }
    picture.axes = DataMatrixModel::tr("Rows: %1; columns: %2").arg(model.rowTitle(), model.columnTitle());
    return picture;
}

MatrixRenderer::MatrixRenderer(const MatrixPicture &picture, const MatrixState &state, const QFont &font,
                               const QColor &text)
    : mPicture(picture), mState(state), mFont(font), mText(text)
{
}

QImage MatrixRenderer::image() const
{
    const int p = mPicture.size;
    QImage img(std::max(1, p), std::max(1, p), QImage::Format_RGB32);
    img.fill(Qt::white);
    const auto color = mState.monochrome ? monoColor : stateColor;
    for (int i = 0; i < p; ++i) {
        auto *line = reinterpret_cast<QRgb *>(img.scanLine(i));
        for (int j = 0; j < p; ++j)
            line[j] = color(State(mPicture.states[std::size_t(i) * std::size_t(p) + std::size_t(j)]));
    }
    return img;
}

QRectF MatrixRenderer::legendRect(const QRectF &rect) const
{
    const QFontMetricsF fm(mFont);
    const double rows = 3 + 1; // three lines of swatches and the axis sentence
    return QRectF(rect.left(), rect.bottom() - rows * fm.height() * 1.3, rect.width(), rows * fm.height() * 1.3);
}

double MatrixRenderer::labelWidth() const
{
    const QFontMetricsF fm(mFont);
    double w = 0;
    for (const QString &name : mPicture.names)
        w = std::max(w, fm.horizontalAdvance(name));
    return std::min(w, 120.0) + 6;
}

QRectF MatrixRenderer::matrixRect(const QRectF &rect) const
{
    const double left = rect.left() + labelWidth();
    const double top = rect.top() + labelWidth();
    const double side = std::max(10.0, std::min(rect.right() - left - 4, legendRect(rect).top() - top - 4));
    return QRectF(left, top, side, side);
}

QPoint MatrixRenderer::cellAt(const QRectF &rect, const QPointF &pos) const
{
    const QRectF m = matrixRect(rect);
    const int p = mPicture.size;
    if (p == 0 || !m.contains(pos))
        return {-1, -1};
    const int j = std::clamp(int((pos.x() - m.left()) / m.width() * p), 0, p - 1);
    const int i = std::clamp(int((pos.y() - m.top()) / m.height() * p), 0, p - 1);
    return {j, i};
}

void MatrixRenderer::paint(QPainter &painter, const QRectF &rect) const
{
    if (mPicture.size == 0)
        return;
    painter.save();
    painter.setFont(mFont);
    const QRectF m = matrixRect(rect);
    paintCells(painter, m);
    paintLabels(painter, rect, m);
    paintLegend(painter, rect);
    painter.restore();
}

void MatrixRenderer::paintCells(QPainter &painter, const QRectF &m) const
{
    const int p = mPicture.size;
    painter.setRenderHint(QPainter::SmoothPixmapTransform, false);
    painter.drawImage(m, image());
    const double cell = m.width() / p;
    if (mState.monochrome && cell >= 4) { // hatching for the states that move
        painter.setPen(Qt::NoPen);
        for (int i = 0; i < p; ++i)
            for (int j = 0; j < p; ++j) {
                const Qt::BrushStyle hatch =
                    monoHatch(State(mPicture.states[std::size_t(i) * std::size_t(p) + std::size_t(j)]));
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
    for (const QPoint &c : mPicture.marked)
        painter.drawRect(QRectF(m.left() + c.y() * cell + cell / 2 - mark / 2, m.top() + c.x() * cell + cell / 2 - mark / 2,
                                mark, mark));
}

void MatrixRenderer::paintLabels(QPainter &painter, const QRectF &rect, const QRectF &m) const
{
    // Every k-th name so that they do not overlap; columns written upwards.
    const int p = mPicture.size;
    const double cell = m.width() / p;
    const QFontMetricsF fm(mFont);
    const int every = std::max(1, int(std::ceil(fm.height() / cell)));
    painter.setPen(mText);
    const double lw = labelWidth();
    for (int v = 0; v < p; v += every) {
        const QString &name = mPicture.names.at(v);
        painter.drawText(QRectF(rect.left(), m.top() + v * cell + cell / 2 - fm.height() / 2, lw - 4, fm.height()),
                         Qt::AlignRight | Qt::AlignVCenter, name);
        painter.save();
        painter.translate(m.left() + v * cell + cell / 2, m.top() - 4);
        painter.rotate(-90);
        painter.drawText(QRectF(0, -fm.height() / 2, lw - 4, fm.height()), Qt::AlignLeft | Qt::AlignVCenter, name);
        painter.restore();
    }
}

void MatrixRenderer::paintLegend(QPainter &painter, const QRectF &rect) const
{
    // The states of this reading with their counts, then what the axes mean.
    const QFontMetricsF fm(mFont);
    const QRectF legend = legendRect(rect);
    const double line = fm.height() * 1.3;
    double x = rect.left() + 6;
    double y = legend.top() + 2;
    for (const MatrixPicture::LegendEntry &entry : mPicture.legend) {
        const double w = fm.height() + 6 + fm.horizontalAdvance(entry.text) + 14;
        if (x + w > rect.right() && x > rect.left() + 6) {
            x = rect.left() + 6;
            y += line;
        }
        const QRectF swatch(x, y + 2, fm.height() - 4, fm.height() - 4);
        painter.fillRect(swatch, QColor((mState.monochrome ? monoColor : stateColor)(entry.state)));
        if (mState.monochrome && monoHatch(entry.state) != Qt::NoBrush)
            painter.fillRect(swatch, QBrush(Qt::black, monoHatch(entry.state)));
        painter.setPen(QColor(0x80, 0x80, 0x80));
        painter.drawRect(swatch);
        painter.setPen(mText);
        painter.drawText(QPointF(x + fm.height() + 2, y + fm.ascent()), entry.text);
        x += w;
    }
    y += line;
    painter.drawText(QRectF(rect.left() + 6, y, rect.width() - 12, line * 2), Qt::TextWordWrap, mPicture.axes);
}

} // namespace collviz::views

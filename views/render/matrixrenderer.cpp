// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "views/render/matrixrenderer.h"

#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>
#include <cmath>
#include <tuple>
#include <utility>

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
                               const QColor &text, const MatrixFraming &framing)
    : mPicture(picture), mState(state), mFont(font), mText(text), mFraming(framing)
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

double MatrixRenderer::labelWidth() const
{
    const QFontMetricsF fm(mFont);
    double w = 0;
    for (const QString &name : mPicture.names)
        w = std::max(w, fm.horizontalAdvance(name));
    return std::min(w, 120.0) + 6;
}

double MatrixRenderer::legendColumnWidth() const
{
    // As wide as the longest entry, and wide enough for the axes' sentence in a few lines.
    const QFontMetricsF fm(mFont);
    double w = 14 * fm.averageCharWidth();
    for (const MatrixPicture::LegendEntry &entry : mPicture.legend)
        w = std::max(w, fm.height() + 6 + fm.horizontalAdvance(entry.text) + 8);
    return w + 12;
}

MatrixRenderer::Geometry MatrixRenderer::geometry(const QRectF &rect) const
{
    // The largest square: beside the legend's column, or above the legend's band, whichever
    // leaves it larger (beside in a dock under the drawing, above in a tall one). In a short
    // rectangle the columns' names give their band up to the square (the rows' names and
    // the pointer's caption still say which cell is which).
    const QFontMetricsF fm(mFont);
    const double line = fm.height() * 1.3;
    const double label = labelWidth();
    const double column = legendColumnWidth();
    const double band = 4 * line; // three lines of swatches and the axes' sentence
    const auto sides = [&](double top) {
        return std::pair(std::min(rect.width() - label - column - 16, rect.height() - top - 4),
                         std::min(rect.width() - label - 4, rect.height() - top - band - 12));
    };
    Geometry g;
    auto [besideSide, underSide] = sides(label);
    g.columnNames = std::max(besideSide, underSide) >= 2 * label;
    if (!g.columnNames)
        std::tie(besideSide, underSide) = sides(4);
    g.beside = besideSide > underSide;
    const double side = std::max(10.0, g.beside ? besideSide : underSide);
    g.viewport = QRectF(rect.left() + label, rect.top() + (g.columnNames ? label : 4), side, side);
    if (g.beside)
        g.legend = QRectF(g.viewport.right() + 16, g.viewport.top(), column, rect.bottom() - g.viewport.top());
    else
        g.legend = QRectF(rect.left(), g.viewport.bottom() + 8, rect.width(), band);
    return g;
}

QRectF MatrixRenderer::viewportRect(const QRectF &rect) const { return geometry(rect).viewport; }

double MatrixRenderer::maxZoom() const { return std::max(1.0, mPicture.size / 3.0); }

QPointF MatrixRenderer::clampedCentre(double zoom, const QPointF &centre) const
{
    const double p = mPicture.size;
    const double half = p / (2 * zoom); // cells from the middle of the viewport to its edge
    const double x = centre.x() < 0 ? p / 2 : std::clamp(centre.x(), half, p - half);
    const double y = centre.y() < 0 ? p / 2 : std::clamp(centre.y(), half, p - half);
    return {x, y};
}

QRectF MatrixRenderer::matrixRect(const QRectF &rect) const
{
    const QRectF viewport = viewportRect(rect);
    const int p = std::max(1, mPicture.size);
    const double zoom = std::clamp(mFraming.zoom, 1.0, maxZoom());
    const double full = viewport.width() * zoom;
    const double cell = full / p;
    const QPointF c = clampedCentre(zoom, mFraming.centre);
    return QRectF(viewport.center().x() - c.x() * cell, viewport.center().y() - c.y() * cell, full, full);
}

double MatrixRenderer::cellSize(const QRectF &rect) const
{
    return mPicture.size > 0 ? matrixRect(rect).width() / mPicture.size : 0.0;
}

MatrixFraming MatrixRenderer::zoomedAt(const QRectF &rect, double factor, const QPointF &anchor) const
{
    const QRectF viewport = viewportRect(rect);
    const QRectF m = matrixRect(rect);
    const int p = mPicture.size;
    if (p == 0)
        return {};
    const QPointF at = viewport.contains(anchor) ? anchor : viewport.center();
    const double cell = m.width() / p;
    const QPointF underAnchor = (at - m.topLeft()) / cell; // in cells
    MatrixFraming f;
    f.zoom = std::clamp(std::clamp(mFraming.zoom, 1.0, maxZoom()) * factor, 1.0, maxZoom());
    if (f.zoom <= 1.0 + 1e-9)
        return {};
    const double newCell = viewport.width() * f.zoom / p;
    f.centre = clampedCentre(f.zoom, underAnchor - (at - viewport.center()) / newCell);
    return f;
}

MatrixFraming MatrixRenderer::pannedBy(const QRectF &rect, const QPointF &delta) const
{
    const double zoom = std::clamp(mFraming.zoom, 1.0, maxZoom());
    if (mPicture.size == 0 || zoom <= 1.0)
        return mFraming;
    const double cell = cellSize(rect);
    MatrixFraming f = mFraming;
    f.centre = clampedCentre(zoom, clampedCentre(zoom, mFraming.centre) - delta / cell);
    return f;
}

QPoint MatrixRenderer::cellAt(const QRectF &rect, const QPointF &pos) const
{
    const QRectF m = matrixRect(rect);
    const int p = mPicture.size;
    if (p == 0 || !viewportRect(rect).contains(pos) || !m.contains(pos))
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
    const Geometry g = geometry(rect);
    const QRectF m = matrixRect(rect);
    paintCells(painter, m, g.viewport);
    paintLabels(painter, rect, m, g);
    paintLegend(painter, g);
    painter.restore();
}

namespace {
/// The cells [first, last) of one axis that show in the viewport.
std::pair<int, int> visibleRange(double matrixStart, double viewportStart, double viewportEnd, double cell, int p)
{
    const int first = std::clamp(int(std::floor((viewportStart - matrixStart) / cell)), 0, p);
    const int last = std::clamp(int(std::ceil((viewportEnd - matrixStart) / cell)), first, p);
    return {first, last};
}
} // namespace

void MatrixRenderer::paintCells(QPainter &painter, const QRectF &m, const QRectF &viewport) const
{
    const int p = mPicture.size;
    const double cell = m.width() / p;
    const auto [j0, j1] = visibleRange(m.left(), viewport.left(), viewport.right(), cell, p);
    const auto [i0, i1] = visibleRange(m.top(), viewport.top(), viewport.bottom(), cell, p);
    painter.save();
    painter.setClipRect(viewport, Qt::IntersectClip);
    painter.setRenderHint(QPainter::SmoothPixmapTransform, false);
    // Only the cells on show: a zoomed 1,024 x 1,024 matrix is not scaled up whole.
    painter.drawImage(QRectF(m.left() + j0 * cell, m.top() + i0 * cell, (j1 - j0) * cell, (i1 - i0) * cell), image(),
                      QRectF(j0, i0, j1 - j0, i1 - i0));
    if (mState.monochrome && cell >= 4) { // hatching for the states that move
        painter.setPen(Qt::NoPen);
        for (int i = i0; i < i1; ++i)
            for (int j = j0; j < j1; ++j) {
                const Qt::BrushStyle hatch =
                    monoHatch(State(mPicture.states[std::size_t(i) * std::size_t(p) + std::size_t(j)]));
                if (hatch != Qt::NoBrush)
                    painter.fillRect(QRectF(m.left() + j * cell, m.top() + i * cell, cell, cell), QBrush(Qt::black, hatch));
            }
    }
    if (cell >= 6) { // grid lines between cells while they stay apart
        painter.setPen(QPen(QColor(255, 255, 255), 1));
        for (int k = std::max(1, j0); k < j1; ++k)
            painter.drawLine(QPointF(m.left() + k * cell, viewport.top()), QPointF(m.left() + k * cell, viewport.bottom()));
        for (int k = std::max(1, i0); k < i1; ++k)
            painter.drawLine(QPointF(viewport.left(), m.top() + k * cell), QPointF(viewport.right(), m.top() + k * cell));
    }
    paintMarks(painter, m);
    painter.restore();
    painter.setPen(QColor(0x80, 0x80, 0x80));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(viewport);
}

void MatrixRenderer::paintMarks(QPainter &painter, const QRectF &m) const
{
    // The cross-view highlight: the network view's halo colour, at least a few pixels.
    const double cell = m.width() / mPicture.size;
    const double mark = std::max(cell, 4.0);
    auto box = [&](const QPoint &c) {
        return QRectF(m.left() + c.y() * cell + cell / 2 - mark / 2, m.top() + c.x() * cell + cell / 2 - mark / 2, mark,
                      mark);
    };
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(QColor(0xCC, 0x79, 0xA7), 2));
    for (const QPoint &c : mPicture.marked)
        painter.drawRect(box(c));
    // The cell under the pointer, whose packet's way the panel spells out: dark, with a light rim.
    if (mPicture.hovered.x() >= 0) {
        painter.setPen(QPen(Qt::white, 4));
        painter.drawRect(box(mPicture.hovered));
        painter.setPen(QPen(Qt::black, 2));
        painter.drawRect(box(mPicture.hovered));
    }
}

void MatrixRenderer::paintLabels(QPainter &painter, const QRectF &rect, const QRectF &m, const Geometry &g) const
{
    const QRectF &viewport = g.viewport;
    // Every k-th name so that they do not overlap; columns written upwards; only those on show.
    const int p = mPicture.size;
    const double cell = m.width() / p;
    const QFontMetricsF fm(mFont);
    const int every = std::max(1, int(std::ceil(fm.height() / cell)));
    painter.setPen(mText);
    const double lw = labelWidth();
    const auto [j0, j1] = visibleRange(m.left(), viewport.left(), viewport.right(), cell, p);
    const auto [i0, i1] = visibleRange(m.top(), viewport.top(), viewport.bottom(), cell, p);
    for (int v = (i0 + every - 1) / every * every; v < i1; v += every) {
        const double y = m.top() + v * cell + cell / 2;
        if (y >= viewport.top() && y <= viewport.bottom())
            painter.drawText(QRectF(rect.left(), y - fm.height() / 2, lw - 4, fm.height()), Qt::AlignRight | Qt::AlignVCenter,
                             mPicture.names.at(v));
    }
    for (int v = (j0 + every - 1) / every * every; g.columnNames && v < j1; v += every) {
        const double x = m.left() + v * cell + cell / 2;
        if (x < viewport.left() || x > viewport.right())
            continue;
        painter.save();
        painter.translate(x, viewport.top() - 4);
        painter.rotate(-90);
        painter.drawText(QRectF(0, -fm.height() / 2, lw - 4, fm.height()), Qt::AlignLeft | Qt::AlignVCenter,
                         mPicture.names.at(v));
        painter.restore();
    }
}

void MatrixRenderer::paintLegend(QPainter &painter, const Geometry &g) const
{
    // The states of this reading with their counts, then what the axes mean: one entry a line
    // in the column beside the matrix, as many a line as fit in the band under it.
    const QFontMetricsF fm(mFont);
    const QRectF &legend = g.legend;
    const double line = fm.height() * 1.3;
    double x = legend.left() + 6;
    double y = legend.top() + 2;
    for (const MatrixPicture::LegendEntry &entry : mPicture.legend) {
        const double w = fm.height() + 6 + fm.horizontalAdvance(entry.text) + 14;
        if (x + w > legend.right() && x > legend.left() + 6) {
            x = legend.left() + 6;
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
        x += g.beside ? legend.width() : w;
    }
    y += line;
    painter.drawText(QRectF(legend.left() + 6, y, legend.width() - 12, std::max(line * 2, legend.bottom() - y)),
                     Qt::TextWordWrap, mPicture.axes);
}

} // namespace collviz::views

// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "views/models/datamatrixmodel.h"
#include "views/state/matrixstate.h"

#include <QFont>
#include <QImage>
#include <QPoint>
#include <QRectF>
#include <QStringList>

#include <cstdint>
#include <vector>

class QPainter;

namespace collviz::views {

/// The data matrix at one moment as a plain value: what DataMatrixModel read from the engine's
/// states, ready to draw (the cells, the node names, the legend with its counts).
struct MatrixPicture
{
    struct LegendEntry
    {
        DataMatrixModel::CellState state = DataMatrixModel::CellState::None;
        QString text; ///< "delivered: 24"
    };
    int size = 0;                      ///< p (0: no matrix)
    std::vector<std::uint8_t> states;  ///< row-major, p * p CellStates
    QStringList names;                 ///< the nodes' names, the axes' labels
    std::vector<LegendEntry> legend;   ///< the states of this reading, in legend order
    QString axes;                      ///< what rows and columns are
    std::vector<QPoint> marked;        ///< cells (x = row, y = column) outlined
    QPoint hovered{-1, -1};            ///< the cell under the pointer (x = row, y = column), outlined dark

    /// The model's moment as a picture (no cell marked).
    static MatrixPicture of(const DataMatrixModel &model);
};

/**
 * Paints the data matrix into any QPainter: the matrix as a square image (one block per cell,
 * hatching in the print style), the axis labels thinned out where they would overlap, the
 * legend and what the axes mean. The square is as large as the rectangle allows: the legend
 * goes beside it in a wide rectangle (a dock under the drawing) and under it in a tall one.
 * A framing other than the default shows part of the matrix, zoomed in. The panel's canvas is
 * one client, the exported figure (always the default framing) another.
 */
class MatrixRenderer final
{
public:
    MatrixRenderer(const MatrixPicture &picture, const MatrixState &state, const QFont &font, const QColor &text,
                   const MatrixFraming &framing = {});
    /// Paints the whole drawing into `rect` (its background is the caller's).
    void paint(QPainter &painter, const QRectF &rect) const;
    /// The cell (x = column, y = row) under `pos` in a drawing at `rect`, or (-1, -1).
    QPoint cellAt(const QRectF &rect, const QPointF &pos) const;
    /// One pixel per cell.
    QImage image() const;
    /// The square the matrix is shown in (all of it at zoom 1).
    QRectF viewportRect(const QRectF &rect) const;
    /// The whole matrix at the framing's zoom and centre (larger than the viewport when zoomed).
    QRectF matrixRect(const QRectF &rect) const;
    /// A cell's side in pixels.
    double cellSize(const QRectF &rect) const;
    /// The largest zoom: about three cells across the viewport, and at least 1.
    double maxZoom() const;
    /// The framing zoomed by `factor` about `anchor` (the point under it stays put), clamped
    /// to 1..maxZoom(); back to the default at zoom 1.
    MatrixFraming zoomedAt(const QRectF &rect, double factor, const QPointF &anchor) const;
    /// The framing moved by `delta` pixels (dragging the drawing by that much), kept on the matrix.
    MatrixFraming pannedBy(const QRectF &rect, const QPointF &delta) const;

private:
    /// Where the parts go in `rect`: the legend's box, whether it is beside the matrix, the square.
    struct Geometry
    {
        QRectF legend;
        bool beside = false;
        bool columnNames = true; ///< the columns' names over the square (not in a short rectangle)
        QRectF viewport;
    };
    Geometry geometry(const QRectF &rect) const;
    double labelWidth() const;
    double legendColumnWidth() const;
    /// The framing's centre, clamped so that the zoomed matrix covers the viewport.
    QPointF clampedCentre(double zoom, const QPointF &centre) const;
    void paintCells(QPainter &painter, const QRectF &m, const QRectF &viewport) const;
    void paintMarks(QPainter &painter, const QRectF &m) const;
    void paintLabels(QPainter &painter, const QRectF &rect, const QRectF &m, const Geometry &g) const;
    void paintLegend(QPainter &painter, const Geometry &g) const;

    const MatrixPicture &mPicture;
    MatrixState mState;
    QFont mFont;
    QColor mText;
    MatrixFraming mFraming;
};

} // namespace collviz::views

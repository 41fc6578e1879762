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

    /// The model's moment as a picture (no cell marked).
    static MatrixPicture of(const DataMatrixModel &model);
};

/**
 * Paints the data matrix into any QPainter: the matrix as a square image (one block per cell,
 * hatching in the print style), the axis labels thinned out where they would overlap, the
 * legend and what the axes mean. The panel's canvas is one client, the exported figure another.
 */
class MatrixRenderer final
{
public:
    MatrixRenderer(const MatrixPicture &picture, const MatrixState &state, const QFont &font, const QColor &text);
    /// Paints the whole drawing into `rect` (its background is the caller's).
    void paint(QPainter &painter, const QRectF &rect) const;
    /// The cell (x = column, y = row) under `pos` in a drawing at `rect`, or (-1, -1).
    QPoint cellAt(const QRectF &rect, const QPointF &pos) const;
    /// One pixel per cell.
    QImage image() const;

private:
    QRectF legendRect(const QRectF &rect) const;
    double labelWidth() const;
    QRectF matrixRect(const QRectF &rect) const;
    void paintCells(QPainter &painter, const QRectF &m) const;
    void paintLabels(QPainter &painter, const QRectF &rect, const QRectF &m) const;
    void paintLegend(QPainter &painter, const QRectF &rect) const;

    const MatrixPicture &mPicture;
    MatrixState mState;
    QFont mFont;
    QColor mText;
};

} // namespace collviz::views

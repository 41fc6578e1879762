// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "views/state/matrixstate.h"

#include <QJsonObject>
#include <QPoint>
#include <QWidget>

#include <vector>

class QLabel;

namespace collviz::views {

class DataMatrixModel;
class MatrixCanvas;
struct MatrixPicture;
class Player;
class Session;

/**
 * The p x p data matrix (DataMatrixModel) drawn as an image, one pixel block per cell, so
 * that it stays usable up to 1,024 processors: axis labels in the network's node names
 * (thinned out when they would overlap), a legend with the count of cells in each state,
 * and the cell's packets as hover tooltip. The matrix fills the panel (the legend goes
 * beside it in a wide dock); the wheel and Ctrl+plus/minus zoom about the pointer, dragging
 * pans, Ctrl+0 fits again. Pointing at a cell spells out its packet's way above the matrix,
 * as the engine's schedule has it (core::packetRouteTo), and where it is now. Follows the
 * Session's round and the Player's in-round time; clicking a cell highlights the transfers
 * that carry its packets in the round on show (Session::setHighlightedTransfers).
 */
class DataMatrixPanel final : public QWidget
{
    Q_OBJECT
public:
    explicit DataMatrixPanel(Session *session, Player *player = nullptr, QWidget *parent = nullptr);
    /// Whether the last result waits for the panel to be shown (it was behind another tab);
    /// reading the model or the picture makes it at once.
    bool waitsToBeShown() const { return mPending; }
    DataMatrixModel *model() const
    {
        catchUp();
        return mModel;
    }
    /// The matrix as drawn now (one pixel per cell), for tests and export.
    QImage image() const;
    /// The drawing widget (matrix, labels, legend; MatrixRenderer paints it).
    QWidget *canvas() const;
    /// The moment on show as the canvas draws it (marks included), for export.
    MatrixPicture picture() const;
    /// What the panel shows besides the moment: the print style.
    const MatrixState &state() const;
    void setState(const MatrixState &state);
    /// The panel's options as a scenario file's "views.dataMatrix" holds them: the style.
    QJsonObject options() const;
    /// Checks every member first (errors name it as `path`.member), then applies them.
    /// With apply = false only checks (a scenario file is read completely before anything changes).
    bool setOptions(const QJsonObject &options, const QString &path, QString *error, bool apply = true);
    /// Black and white (handouts): greys for resting states, hatching for moving ones.
    void setMonochrome(bool on);
    bool isMonochrome() const;
    /// Highlights the transfers of the round on show that carry cell (row, column)'s packets.
    void activateCell(int row, int column);
    /// Cells (x = row, y = column) outlined for the Session's highlighted transfers.
    std::vector<QPoint> markedCells() const;
    void zoomIn();
    void zoomOut();
    /// The whole matrix, as large as the panel allows (zoom 1).
    void fitToPanel();
    const MatrixFraming &framing() const;
    /// A cell's side on screen, in pixels.
    double cellSize() const;
    /// The square the matrix is shown in, in the canvas's coordinates.
    QRect matrixViewport() const;
    /// The cell under the pointer (x = row, y = column), or (-1, -1).
    QPoint hoveredCell() const;
    /// The hovered cell's packet's way (DataMatrixModel::cellRouteText), shown over the matrix
    /// in the caption's place while the pointer rests on the cell; empty otherwise.
    QString routeText() const;

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void refresh();
    /// refresh()'s work, whether shown or not.
    void load();
    /// Loads a result that waited for the panel to be shown (mPending) before it is read.
    void catchUp() const;
    void followRound();
    void retranslateUi();
    void updateMarks();
    void updateRoute();
    void addZoomActions();

    Session *mSession = nullptr;
    Player *mPlayer = nullptr;
    DataMatrixModel *mModel = nullptr;
    QLabel *mCaption = nullptr;
    QString mCaptionText; ///< what a cell means (shown while no cell is pointed at)
    QString mRouteText;   ///< the pointed cell's packet's way
    MatrixCanvas *mCanvas = nullptr;
    /// A result came while the panel was behind another tab of a window on screen: its matrix
    /// (p x p cells, a million on Q10) is made once the panel is shown or read.
    bool mPending = false;
};

} // namespace collviz::views

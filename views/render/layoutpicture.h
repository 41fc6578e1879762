// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/topology.h"

#include <QColor>
#include <QPointF>
#include <QPolygonF>
#include <QRectF>
#include <QString>

#include <Eigen/Core>

#include <functional>

class QPainter;

namespace collviz::views {

class Layout;

/**
 * A network's layout drawn flat into a box, for the analysis pictures (the TADT levels, the
 * Hamiltonian cycles): every link faintly, chosen links or arcs in a colour and pen style (an
 * arc on its own side of its link, with an arrowhead and an optional label), the nodes on top,
 * labelled while there is room. 3D layouts get a flat oblique projection, enough to tell the
 * arcs apart. With `monochrome` every colour is drawn as the grey of its lightness.
 */
class LayoutPicture final
{
public:
    /// One arc (or, with arrow = false, its whole link) as a picture draws it.
    struct DrawnArc
    {
        int arc = -1;
        QColor color;
        Qt::PenStyle style = Qt::SolidLine;
        double width = 2.0; ///< pixels
        QString label;      ///< written beside its middle (may be empty)
        bool arrow = true;  ///< false: the link's middle line, no head (an undirected link)
    };

    LayoutPicture(const core::Topology &topology, const Layout &layout, const QRectF &box, bool monochrome);

    void paintLinks(QPainter &painter) const;
    void paintArc(QPainter &painter, const DrawnArc &arc) const;
    /// The nodes, each filled with fill(node) and outlined with outline(node) (null: the usual).
    void paintNodes(QPainter &painter, const std::function<QColor(int)> &fill,
                    const std::function<QColor(int)> &outline = {}) const;
    /// The colour as drawn (grey in monochrome).
    QColor ink(const QColor &color) const;

private:
    QPointF map(const Eigen::Vector3d &v) const;
    QPolygonF linkLine(int link) const;
    QPolygonF arcLine(int arc) const;

    const core::Topology &mTopology;
    const Layout &mLayout;
    bool mMonochrome = false;
    bool mThreeD = false;
    double mScale = 1.0;
    QPointF mOffset;
};

} // namespace collviz::views

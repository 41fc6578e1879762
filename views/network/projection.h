// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "views/network/layout.h"
#include "views/network/networkstyle.h"

#include <QPointF>
#include <QPolygonF>

#include <Eigen/Core>

namespace collviz::views {

/**
 * How a layout's 3D positions become the drawing's plane: a rotation about the centre of the
 * nodes, then the screen's x and y in scene units (kUnit between neighbours). The renderer
 * draws through it and the TikZ writer reads the same positions, so a figure in LaTeX puts
 * every node where the window does.
 */
struct Projection
{
    Eigen::Matrix3d rotation = Eigen::Matrix3d::Identity();
    Eigen::Vector3d centre = Eigen::Vector3d::Zero();

    /// The layout's starting angle about the centre of its nodes.
    static Projection of(const Layout &layout)
    {
        Projection p;
        p.rotation = layout.defaultRotation();
        for (int v = 0; v < layout.nodeCount(); ++v)
            p.centre += layout.position(v);
        if (layout.nodeCount() > 0)
            p.centre /= double(layout.nodeCount());
        return p;
    }
    /// A rotation given as the nine entries of its rows (NetworkViewState::rotation).
    void setRotation(const std::array<double, 9> &rows)
    {
        for (int i = 0; i < 9; ++i)
            rotation(i / 3, i % 3) = rows[std::size_t(i)];
    }
    QPointF map(const Eigen::Vector3d &p) const
    {
        const Eigen::Vector3d q = rotation * (p - centre);
        return QPointF(q.x(), q.y()) * networkstyle::kUnit;
    }
    /// Distance towards the viewer (nearer nodes are drawn on top).
    double depth(const Eigen::Vector3d &p) const { return (rotation * (p - centre)).z(); }
    /// A link's drawn path, from its first end to its second.
    QPolygonF link(const Layout &layout, int link) const
    {
        QPolygonF line;
        for (const Eigen::Vector3d &p : layout.linkPath(link))
            line << map(p);
        return line;
    }
};

} // namespace collviz::views

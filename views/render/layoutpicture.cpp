// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "views/render/layoutpicture.h"

#include "views/network/layout.h"
#include "views/network/networkstyle.h"

#include <QPainter>

#include <algorithm>
#include <cmath>

namespace collviz::views {

namespace {

QPointF planar(const Eigen::Vector3d &v, bool threeD)
{
    return threeD ? QPointF(v.x() + 0.45 * v.z(), v.y() - 0.3 * v.z()) : QPointF(v.x(), v.y());
}

} // namespace

LayoutPicture::LayoutPicture(const core::Topology &topology, const Layout &layout, const QRectF &box, bool monochrome)
    : mTopology(topology), mLayout(layout), mMonochrome(monochrome), mThreeD(layout.is3D())
{
    // Model bounds: nodes and every link's polyline (wraparounds bend outside the grid).
    QRectF bounds;
    const auto add = [&](const QPointF &p) {
        const QRectF dot(p, QSizeF(1e-6, 1e-6));
        bounds = bounds.isNull() ? dot : bounds.united(dot);
    };
    for (int v = 0; v < layout.nodeCount(); ++v)
        add(planar(layout.position(v), mThreeD));
    for (int l = 0; l < layout.linkCount(); ++l)
        for (const Eigen::Vector3d &q : layout.linkPath(l))
            add(planar(q, mThreeD));
    const double r = layout.nodeRadius();
    bounds.adjust(-r, -r, r, r);
    mScale = std::min(box.width() / std::max(1e-6, bounds.width()), box.height() / std::max(1e-6, bounds.height()));
    mOffset = box.center() - QPointF(bounds.center().x() * mScale, bounds.center().y() * mScale);
}

QPointF LayoutPicture::map(const Eigen::Vector3d &v) const { return planar(v, mThreeD) * mScale + mOffset; }

QColor LayoutPicture::ink(const QColor &color) const
{
    if (!mMonochrome)
        return color;
    // Print style: the colour's lightness as grey (the level ramp is ordered by lightness).
    const int g = qGray(color.rgb());
    return QColor(g, g, g, color.alpha());
}

void LayoutPicture::paintLinks(QPainter &painter) const
{
    // Every link faintly: the network the pictures live on.
    QPen idle(networkstyle::loadColor(0));
    idle.setWidthF(1.0);
    painter.setPen(idle);
    painter.setBrush(Qt::NoBrush);
    for (int l = 0; l < mLayout.linkCount(); ++l)
        painter.drawPolyline(linkLine(l));
}

QPolygonF LayoutPicture::linkLine(int link) const
{
    QPolygonF poly;
    for (const Eigen::Vector3d &q : mLayout.linkPath(link))
        poly << map(q);
    return poly;
}

QPolygonF LayoutPicture::arcLine(int arcId) const
{
    // Each arc on its own side of its link (like the network view's channels).
    const core::Arc &arc = mTopology.arc(arcId);
    QPolygonF poly = linkLine(arc.link);
    if (arc.from > arc.to)
        std::reverse(poly.begin(), poly.end());
    if (poly.size() < 2)
        return {};
    // Shift to the right of the direction of travel.
    const double side = std::max(2.0, networkstyle::kChannelOffset / networkstyle::kUnit * mScale);
    QPolygonF shifted;
    for (int i = 0; i < poly.size(); ++i) {
        const QPointF a = poly[std::max(0, i - 1)];
        const QPointF b = poly[std::min(int(poly.size()) - 1, i + 1)];
        QPointF t = b - a;
        const double len = std::hypot(t.x(), t.y());
        if (len > 0)
            t /= len;
        shifted << poly[i] + QPointF(-t.y(), t.x()) * side;
    }
    // Shorten both ends to the node circles.
    const double nodeR = mLayout.nodeRadius() * mScale;
    const auto trim = [&](QPointF &end, const QPointF &towards) {
        const QPointF v = towards - end;
        const double len = std::hypot(v.x(), v.y());
        if (len > nodeR * 1.1)
            end += v / len * nodeR * 1.1;
    };
    trim(shifted.first(), shifted[1]);
    trim(shifted.last(), shifted[shifted.size() - 2]);
    return shifted;
}

void LayoutPicture::paintArc(QPainter &painter, const DrawnArc &d) const
{
    const QPolygonF line = d.arrow ? arcLine(d.arc) : linkLine(mTopology.arc(d.arc).link);
    if (line.size() < 2)
        return;
    QPen pen(ink(d.color));
    pen.setWidthF(d.width);
    pen.setStyle(d.style);
    pen.setCapStyle(Qt::FlatCap);
    painter.setPen(pen);
    painter.setBrush(Qt::NoBrush);
    painter.drawPolyline(line);
    // Arrowhead at the child's end.
    const QPointF tip = line.last();
    QPointF dir = tip - line[line.size() - 2];
    const double len = std::hypot(dir.x(), dir.y());
    if (d.arrow && len > 0) {
        dir /= len;
        const double head = std::max(5.0, d.width * 2.2);
        const QPointF normal(-dir.y(), dir.x());
        QPolygonF arrow;
        arrow << tip << tip - dir * head + normal * head * 0.5 << tip - dir * head - normal * head * 0.5;
        painter.setPen(Qt::NoPen);
        painter.setBrush(ink(d.color));
        painter.drawPolygon(arrow);
    }
    if (d.label.isEmpty())
        return;
    // The label beside the line's middle, on a pale ground.
    const int half = int(line.size()) / 2;
    const QPointF mid = line[half] + (line.size() % 2 == 0 ? (line[half - 1] - line[half]) / 2 : QPointF());
    const QFontMetrics fm = painter.fontMetrics();
    const int w = fm.horizontalAdvance(d.label) + 4;
    const QRectF rect(mid.x() - w / 2.0, mid.y() - fm.height() / 2.0, w, fm.height());
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(255, 255, 255, 220));
    painter.drawRoundedRect(rect, 3, 3);
    painter.setPen(ink(d.color.darker(130)));
    painter.drawText(rect, Qt::AlignCenter, d.label);
}

void LayoutPicture::paintNodes(QPainter &painter, const std::function<QColor(int)> &fill,
                               const std::function<QColor(int)> &outline) const
{
    // Nodes on top, labelled while there is room.
    const double nodeR = mLayout.nodeRadius() * mScale;
    const QFontMetrics fm = painter.fontMetrics();
    const bool labels = nodeR * 2 >= fm.horizontalAdvance(QStringLiteral("00")) * 0.9;
    for (int v = 0; v < mLayout.nodeCount(); ++v) {
        const QPointF p = map(mLayout.position(v));
        const QColor edge = outline ? outline(v) : QColor();
        QPen pen(edge.isValid() ? ink(edge) : QColor(0x40, 0x40, 0x40));
        pen.setWidthF(edge.isValid() ? 3.0 : 1.0);
        painter.setPen(pen);
        painter.setBrush(ink(fill(v)));
        painter.drawEllipse(p, nodeR, nodeR);
        if (labels) {
            painter.setPen(QColor(0x20, 0x20, 0x20));
            painter.drawText(QRectF(p.x() - nodeR, p.y() - nodeR, 2 * nodeR, 2 * nodeR), Qt::AlignCenter,
                             mLayout.label(v));
        }
    }
}

} // namespace collviz::views

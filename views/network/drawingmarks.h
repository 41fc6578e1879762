// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QColor>
#include <QString>
#include <QVector>

#include <Qt>

namespace collviz::views {

/**
 * A mark a tool draws over the network: on a channel (arc >= 0: an index into
 * core::Topology::arcs(), one direction of a link) or on a node. An exercise marks the
 * student's prediction and its score, the schedule designer its transfers' verdicts. Each
 * kind has a colour and a shape of its own, so a grey-scale projector or a reader who does
 * not tell red from green still sees which is which.
 */
struct DrawingMark
{
    enum Kind {
        Right,     ///< predicted and true: bluish green, a tick
        Missed,    ///< true but not predicted: orange, dashed, a ring
        Wrong,     ///< predicted but false: red, a cross
        Predicted, ///< a prediction not yet scored: black, dotted, a diamond
        Accepted,  ///< a designed transfer that breaks no rule: bluish green, a tick
        Broken,    ///< a designed transfer that breaks a rule: red, a cross
    };
    Kind kind = Right;
    int arc = -1;
    int node = -1;
    QString text; ///< what the mark says (its tooltip): the rule a transfer breaks, say
};
using DrawingMarks = QVector<DrawingMark>;

namespace marks {

inline QColor color(DrawingMark::Kind kind)
{
    switch (kind) {
    case DrawingMark::Right:
    case DrawingMark::Accepted: return QColor(0x00, 0x9E, 0x73); // Okabe-Ito bluish green
    case DrawingMark::Missed: return QColor(0xE6, 0x9F, 0x00);   // Okabe-Ito orange
    case DrawingMark::Wrong:
    case DrawingMark::Broken: return QColor(0xC8, 0x10, 0x2E);   // red
    case DrawingMark::Predicted: return QColor(0x20, 0x20, 0x20);
    }
    return QColor(Qt::black);
}

inline Qt::PenStyle penStyle(DrawingMark::Kind kind)
{
    switch (kind) {
    case DrawingMark::Missed: return Qt::DashLine;
    case DrawingMark::Predicted: return Qt::DotLine;
    default: return Qt::SolidLine;
    }
}

} // namespace marks

} // namespace collviz::views

// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QColor>

#include <algorithm>

namespace collviz::views::networkstyle {

// Sizes in scene units, where neighbouring nodes are kUnit apart; everything a user reads
// (fonts, packets, line widths) is defined relative to the node spacing so it zooms with it.
constexpr double kUnit = 100.0;
constexpr double kChannelOffset = 6.5; ///< each direction of a link sits this far from its middle
constexpr double kArrowSize = 11.0;

/// Load classes of a channel in one round: 0 idle, 1, 2, 3 = three or more messages.
inline int loadClass(int load) { return load <= 0 ? 0 : (load >= 3 ? 3 : load); }

/// Okabe-Ito colours (safe for the common colour-vision deficiencies): grey, blue, orange,
/// vermillion. The width cue (loadWidth) repeats the information for grey-scale projectors.
/// Channels are drawn in this many steps of load: 0 .. kLoadSteps-1, the last meaning "that
/// many or more" (beyond it the number written on the channel tells them apart).
constexpr int kLoadSteps = 7;
inline int loadStep(int load) { return std::clamp(load, 0, kLoadSteps - 1); }

/// Okabe-Ito grey, blue, orange, vermillion for loads 0 to 3; from 4 on the vermillion
/// darkens step by step, so a channel loaded 4 never looks like one loaded 3.
inline QColor loadColor(int load)
{
    switch (loadStep(load)) {
    case 0: return QColor(0xB4, 0xB4, 0xB4);
    case 1: return QColor(0x00, 0x72, 0xB2);
    case 2: return QColor(0xE6, 0x9F, 0x00);
    case 3: return QColor(0xD5, 0x5E, 0x00);
    case 4: return QColor(0xA8, 0x44, 0x00);
    case 5: return QColor(0x7E, 0x30, 0x00);
    default: return QColor(0x55, 0x20, 0x00);
    }
}

/// The width cue: grows with every step of load (the two directions of a link are
/// 2 * kChannelOffset apart, which the widest step stays below).
inline double loadWidth(int load)
{
    static constexpr double widths[kLoadSteps] = {1.4, 3.6, 5.6, 7.6, 9.0, 10.2, 11.4};
    return widths[loadStep(load)];
}

/// The print style for black-and-white handouts: the load classes as line styles (the
/// widths of loadWidth stay), idle grey, loaded black.
inline QColor monochromeLoadColor(int load) { return loadClass(load) == 0 ? QColor(0xA0, 0xA0, 0xA0) : QColor(Qt::black); }
inline Qt::PenStyle monochromeLoadStyle(int load)
{
    switch (loadClass(load)) {
    case 2: return Qt::DashLine;
    case 3: return Qt::DashDotLine;
    default: return Qt::SolidLine;
    }
}
/// Loads from this value on are written on the channel as a number, in a disc of this
/// radius (in node spacings; the presentation style's is kPresentationNumberGrow larger).
constexpr int kLoadNumberFrom = 2;
constexpr double kNumberDiscRadius = 0.11;

/// The presentation style (a projector in a lit hall): channels this many times wider, the
/// two directions of a link this much further apart, idle links a darker grey. The Okabe-Ito
/// load colours keep their meaning; the width and the written number repeat it.
constexpr double kPresentationWidth = 1.6;
constexpr double kPresentationChannelOffset = 10.5;
constexpr double kPresentationNumberGrow = 1.35;
inline QColor presentationIdleColor() { return QColor(0x80, 0x80, 0x80); }

inline QColor violationColor() { return QColor(0xD5, 0x5E, 0x00); }
/// The halo of highlighted transfers (Okabe-Ito reddish purple, light): under the channels,
/// so their load colours stay readable on top of it.
inline QColor highlightColor() { return QColor(0xCC, 0x79, 0xA7, 150); }
inline QColor selectionColor() { return QColor(0xF0, 0xE4, 0x42); } ///< Okabe-Ito yellow
inline QColor packetColor() { return QColor(0x20, 0x20, 0x20); }
inline QColor wormColor() { return QColor(0x55, 0x55, 0x55); } ///< opaque: blending hundreds of worms costs frames
/// Channels outside a focus: a pale grey at the idle width, whatever they carry.
inline QColor focusGreyColor() { return QColor(0xDC, 0xDC, 0xDC); }
/// Nodes and messages outside a focus are drawn this opaque.
constexpr double kFocusGreyOpacity = 0.25;

} // namespace collviz::views::networkstyle

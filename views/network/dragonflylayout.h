// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "views/network/layout.h"

namespace collviz::views {

/**
 * A dragonfly (dragonfly:A,P,H) as its groups round a circle, clockwise from the top: each
 * group's routers side by side on an inner ring, their processors just outside it (each
 * router's beside each other, straight out from it), the group in a faint frame captioned
 * "group g". A group's local links bulge into the circle (an arc diagram: the farther apart
 * two routers, the deeper the arc); the global links are chords across the circle. With the
 * consecutive arrangement of core::networks::DragonflyTopology the links between neighbouring
 * groups join neighbouring routers. Above kWholeGlobals global links, they are compact
 * (isCompactLink): drawn whole only while they carry a message.
 */
class DragonflyLayout final : public Layout
{
public:
    /// The most global links drawn whole while idle (dragonfly:4,2,2 has 36).
    static constexpr int kWholeGlobals = 80;

    explicit DragonflyLayout(const core::Topology &topology);
    QString name() const override { return QStringLiteral("dragonfly-groups"); }
    double wrapStub() const override;
};

} // namespace collviz::views

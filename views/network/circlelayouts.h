// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "views/network/layout.h"

namespace collviz::views {

/**
 * The complete network (complete:P) as a circle of processors, node 0 at the top, numbered
 * clockwise, every link a straight chord. Up to kWholeChords processors every chord is drawn;
 * above, the circle's sides are drawn and the other chords are compact (isCompactLink): idle,
 * short ticks at their two ends pointing at the partner; whole while they carry a message, so
 * that a round's messages stand out from P (P - 1) / 2 links.
 */
class CompleteLayout final : public Layout
{
public:
    /// The most processors drawn with every chord whole (66 chords; neighbours 1.2 apart keep
    /// every chord clear of the nodes it passes).
    static constexpr int kWholeChords = 12;

    explicit CompleteLayout(const core::Topology &topology);
    QString name() const override { return QStringLiteral("complete-circle"); }
    double wrapStub() const override;
};

/**
 * A single crossbar switch (switch:P) as a star: the processors round a circle (above 16 an
 * ellipse 2.3 times as wide as high, as RingLayout), node 0 at the top, numbered clockwise,
 * and the switch in the centre, each processor's link a spoke.
 */
class StarLayout final : public Layout
{
public:
    explicit StarLayout(const core::Topology &topology);
    QString name() const override { return QStringLiteral("switch-star"); }
};

} // namespace collviz::views

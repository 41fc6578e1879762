// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "views/network/layout.h"

namespace collviz::views {

/**
 * The three-level fat tree (fattree:K) in levels, as Al-Fares et al. draw it: core switches
 * on top, aggregation and edge switches below, hosts at the bottom, each pod's switches above
 * its hosts and the pods side by side, each in a faint frame captioned "pod i". An edge or
 * aggregation switch is centred over its share of its pod's hosts; the core switches spread
 * over the whole width in their groups (group j after group j - 1). From kFoldedFrom on, the
 * drawing is folded: pods 0..K/2-1 below the core, pods K/2..K-1 above it upside down (hosts
 * on top), half as wide.
 */
class FatTreeLayout final : public Layout
{
public:
    /// The smallest K drawn folded (fattree:6, 54 hosts).
    static constexpr int kFoldedFrom = 6;

    explicit FatTreeLayout(const core::Topology &topology);
    QString name() const override { return QStringLiteral("fattree-levels"); }
};

} // namespace collviz::views

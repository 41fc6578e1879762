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
 * over the whole width in their groups (group j above the pods' aggregation switches j).
 */
class FatTreeLayout final : public Layout
{
public:
    explicit FatTreeLayout(const core::Topology &topology);
    QString name() const override { return QStringLiteral("fattree-levels"); }
};

} // namespace collviz::views

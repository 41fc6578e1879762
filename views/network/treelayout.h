// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "views/network/layout.h"

namespace collviz::views {

/**
 * The balanced binary tree of core::TreeTopology: processors (circles) on the bottom row,
 * left to right, switches (small squares) above them, each centred over its subtree, the
 * root at the top.
 */
class TreeLayout final : public Layout
{
public:
    explicit TreeLayout(const core::Topology &topology);
    QString name() const override { return QStringLiteral("tree"); }
};

} // namespace collviz::views

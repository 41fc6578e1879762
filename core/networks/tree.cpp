// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "core/networks/networkfamily.h"
#include "core/bits.h"
#include "core/topologies.h"

#include <QCoreApplication>

namespace collviz::core::networks {
namespace {

/// Balanced binary trees, tree:P: P processors at the leaves, P - 1 switches (TreeTopology).
class TreeFamily final : public NetworkFamily
{
public:
    QString id() const override { return QStringLiteral("tree"); }
    NetworkTraits traits() const override { return {traitFlags({Trait::Switches, Trait::Halving}), 1, 1}; }
    std::pair<int, int> sizeRange(int) const override
    {
        return {TopologyLimits::minSide, (TopologyLimits::maxVertices + 1) / 2}; // 2P - 1 vertices
    }
    QString grammar() const override
    {
        return topologyText(QT_TRANSLATE_NOOP("collviz::core::Topology", "tree:P (P leaves, a power of two >= %1)"))
            .arg(TopologyLimits::minSide);
    }
    long long vertices(const std::vector<int> &sides, const QString &, QString *why) const override
    {
        const int leaves = sides.at(0);
        if (leaves < TopologyLimits::minSide || !bits::isPowerOfTwo(leaves)) {
            *why = topologyText(QT_TRANSLATE_NOOP("collviz::core::Topology",
                                                "a balanced binary tree needs a power-of-two number of leaves >= 2, "
                                                "not %1"))
                       .arg(leaves);
            return -1;
        }
        return 2LL * leaves - 1;
    }
    std::shared_ptr<const Topology> create(const TopologySpec &spec, QString *) const override
    {
        return std::make_shared<TreeTopology>(spec);
    }
    QString title() const override { return familyText(QT_TRANSLATE_NOOP("collviz::core::NetworkFamily", "Tree")); }
    QString sizeLabel(int) const override
    {
        return familyText(QT_TRANSLATE_NOOP("collviz::core::NetworkFamily", "Leaves p:"));
    }
    bool powersOfTwo() const override { return true; }
    std::vector<int> initialSizes() const override { return {8}; }
    /// A hop goes down or up the tree.
    QString hopName(const Arc &arc) const override
    {
        return arc.dir > 0 ? QStringLiteral("\u2193") : QStringLiteral("\u2191");
    }
};

} // namespace

void registerTree(NetworkRegistry &registry)
{
    registry.add(std::make_unique<TreeFamily>());
}

} // namespace collviz::core::networks

// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "core/networks/networkfamily.h"
#include "core/bits.h"
#include "core/topologies.h"

#include <QCoreApplication>

namespace collviz::core::networks {
namespace {

/// Binary hypercubes Q_n, hypercube:N: 2^N vertices (HypercubeTopology).
class HypercubeFamily final : public NetworkFamily
{
public:
    QString id() const override { return QStringLiteral("hypercube"); }
    NetworkTraits traits() const override
    {
        return {traitFlags({Trait::BinaryCube, Trait::Halving}), 1, TopologyLimits::maxHypercubeDimension};
    }
    std::pair<int, int> sizeRange(int) const override { return {1, TopologyLimits::maxHypercubeDimension}; }
    QString grammar() const override
    {
        return topologyText(QT_TRANSLATE_NOOP("collviz::core::Topology", "hypercube:N (N = 1..%1)"))
            .arg(TopologyLimits::maxHypercubeDimension);
    }
    long long vertices(const std::vector<int> &sides, const QString &, QString *why) const override
    {
        const int n = sides.at(0);
        if (n < 1 || n > TopologyLimits::maxHypercubeDimension) {
            *why = topologyText(QT_TRANSLATE_NOOP("collviz::core::Topology", "hypercube dimension %1 is out of range"))
                       .arg(n);
            return -1;
        }
        return 1LL << n;
    }
    std::shared_ptr<const Topology> create(const TopologySpec &spec, QString *) const override
    {
        return std::make_shared<HypercubeTopology>(spec);
    }
    QString title() const override
    {
        return familyText(QT_TRANSLATE_NOOP("collviz::core::NetworkFamily", "Hypercube"));
    }
    QString sizeLabel(int) const override
    {
        return familyText(QT_TRANSLATE_NOOP("collviz::core::NetworkFamily", "Dimension n:"));
    }
    std::vector<int> initialSizes() const override { return {3}; }
    /// A hop names its dimension: "d2".
    QString hopName(const Arc &arc) const override { return QStringLiteral("d%1").arg(arc.dim); }
    bool mergeHops() const override { return false; }
    /// A subcube as its address with the free bits starred ("**1": the four nodes whose bit 0 is
    /// 1); empty when the nodes are no subcube.
    QString nodeSetName(const Topology &topology, const std::vector<int> &nodes) const override
    {
        const int n = topology.dimensions();
        if (nodes.empty() || n < 1 || n > TopologyLimits::maxHypercubeDimension)
            return {};
        int varying = 0;
        for (int v : nodes)
            varying |= v ^ nodes.front();
        if (nodes.size() != std::size_t(1) << bits::popcount(unsigned(varying)))
            return {};
        QString pattern;
        for (int b = n - 1; b >= 0; --b)
            pattern += (varying >> b) & 1 ? QLatin1Char('*')
                                          : ((nodes.front() >> b) & 1 ? QLatin1Char('1') : QLatin1Char('0'));
        return pattern;
    }
    QStringList sweepNetworks() const override
    {
        QStringList out;
        for (int d = 2; d <= 10; ++d)
            out << QStringLiteral("hypercube:%1").arg(d);
        return out;
    }
    QString sweepLabel() const override
    {
        return topologyText(QT_TRANSLATE_NOOP("collviz::core::Topology", "hypercube d = 2..10"));
    }
};

} // namespace

void registerHypercube(NetworkRegistry &registry)
{
    registry.add(std::make_unique<HypercubeFamily>());
}

} // namespace collviz::core::networks

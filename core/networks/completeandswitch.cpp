// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "core/networks/datacentre.h"
#include "core/networks/networkfamily.h"
#include "core/userinput.h"

#include <QCoreApplication>

#include <queue>

namespace collviz::core::networks {

namespace {

/// The most processors of complete:P: P (P - 1) / 2 links within kMaxDataCentreLinks.
constexpr int kMaxCompleteProcessors = 1024;
static_assert(kMaxCompleteProcessors * (kMaxCompleteProcessors - 1LL) / 2 <= kMaxDataCentreLinks,
              "complete:1024 keeps to the link limit");

/// The sizes p = 4..64 of a sweep against p, as SPECs of `family`.
QStringList sweepFrom4To64(const QString &family)
{
    QStringList out;
    for (int p = 4; p <= 64; ++p)
        out << family + QStringLiteral(":%1").arg(p);
    return out;
}

/// The complete network, complete:P (CompleteTopology). No traits: an algorithm for any
/// network runs on it, one for cubes, grids or trees does not.
class CompleteFamily final : public NetworkFamily
{
public:
    QString id() const override { return QStringLiteral("complete"); }
    NetworkTraits traits() const override { return {0, 1, 1}; }
    std::pair<int, int> sizeRange(int) const override { return {TopologyLimits::minSide, kMaxCompleteProcessors}; }
    QString grammar() const override
    {
        return topologyText(QT_TRANSLATE_NOOP("collviz::core::Topology", "complete:P (P = %1..%2)"))
            .arg(TopologyLimits::minSide)
            .arg(kMaxCompleteProcessors);
    }
    long long vertices(const std::vector<int> &sides, const QString &text, QString *why) const override
    {
        const long long p = sides.at(0);
        if (p < TopologyLimits::minSide || p > kMaxCompleteProcessors) {
            *why = topologyText(QT_TRANSLATE_NOOP("collviz::core::Topology",
                                                "the complete network '%1' needs %2 to %3 processors (at most %4 "
                                                "links, one for every pair), not %5"))
                       .arg(userinput::echo(text))
                       .arg(TopologyLimits::minSide)
                       .arg(kMaxCompleteProcessors)
                       .arg(kMaxCompleteProcessors * (kMaxCompleteProcessors - 1) / 2)
                       .arg(p);
            return -1;
        }
        return p;
    }
    std::shared_ptr<const Topology> create(const TopologySpec &spec, QString *) const override
    {
        return std::make_shared<CompleteTopology>(spec);
    }
    QString title() const override
    {
        return familyText(QT_TRANSLATE_NOOP("collviz::core::NetworkFamily", "Complete network"));
    }
    QString sizeLabel(int) const override
    {
        return familyText(QT_TRANSLATE_NOOP("collviz::core::NetworkFamily", "Processors p:"));
    }
    std::vector<int> initialSizes() const override { return {8}; }
    /// Every hop is the one direct link.
    QString hopName(const Arc &) const override { return QStringLiteral("\u2192"); }
    QString routeText() const override
    {
        return familyText(QT_TRANSLATE_NOOP("collviz::core::NetworkFamily", "the direct link"));
    }
    bool mergeHops() const override { return false; }
    QStringList sweepNetworks() const override { return sweepFrom4To64(id()); }
    QString sweepLabel() const override
    {
        return topologyText(QT_TRANSLATE_NOOP("collviz::core::Topology", "complete p = 4..64"));
    }
};

/// P processors on one crossbar switch, switch:P (CrossbarTopology): Trait::Switches, no other.
class SwitchFamily final : public NetworkFamily
{
public:
    QString id() const override { return QStringLiteral("switch"); }
    NetworkTraits traits() const override { return {traitFlags({Trait::Switches}), 1, 1}; }
    std::pair<int, int> sizeRange(int) const override
    {
        return {TopologyLimits::minSide, TopologyLimits::maxVertices - 1};
    }
    QString grammar() const override
    {
        return topologyText(QT_TRANSLATE_NOOP("collviz::core::Topology", "switch:P (P = %1..%2)"))
            .arg(TopologyLimits::minSide)
            .arg(TopologyLimits::maxVertices - 1);
    }
    long long vertices(const std::vector<int> &sides, const QString &text, QString *why) const override
    {
        const long long p = sides.at(0);
        if (p < TopologyLimits::minSide) {
            *why = topologyText(QT_TRANSLATE_NOOP("collviz::core::Topology",
                                                "the switch '%1' needs at least %2 processors, not %3"))
                       .arg(userinput::echo(text))
                       .arg(TopologyLimits::minSide)
                       .arg(p);
            return -1;
        }
        return p + 1;
    }
    std::shared_ptr<const Topology> create(const TopologySpec &spec, QString *) const override
    {
        return std::make_shared<CrossbarTopology>(spec);
    }
    QString title() const override
    {
        return familyText(QT_TRANSLATE_NOOP("collviz::core::NetworkFamily", "Crossbar switch"));
    }
    QString sizeLabel(int) const override
    {
        return familyText(QT_TRANSLATE_NOOP("collviz::core::NetworkFamily", "Processors p:"));
    }
    std::vector<int> initialSizes() const override { return {8}; }
    /// A hop goes up to the switch or down from it.
    QString hopName(const Arc &arc) const override
    {
        return arc.dir > 0 ? QStringLiteral("\u2193") : QStringLiteral("\u2191");
    }
    bool mergeHops() const override { return false; }
    QString routeText() const override
    {
        return familyText(QT_TRANSLATE_NOOP("collviz::core::NetworkFamily", "up to the switch and down"));
    }
    QStringList sweepNetworks() const override { return sweepFrom4To64(id()); }
    QString sweepLabel() const override
    {
        return topologyText(QT_TRANSLATE_NOOP("collviz::core::Topology", "switch p = 4..64"));
    }
};

} // namespace

void appendShortestPath(const Topology &topology, int a, int b, std::vector<int> &path)
{
    // A BFS from b: each vertex's next hop towards b; out-arcs are sorted by neighbour within
    // a dim, and the first found is kept.
    std::vector<int> next(std::size_t(topology.nodeCount()), -1);
    std::queue<int> queue;
    next[std::size_t(b)] = b;
    queue.push(b);
    while (!queue.empty() && next[std::size_t(a)] < 0) {
        const int v = queue.front();
        queue.pop();
        for (int arc : topology.outArcs(v)) {
            const int w = topology.arc(arc).to;
            if (next[std::size_t(w)] < 0) {
                next[std::size_t(w)] = v;
                queue.push(w);
            }
        }
    }
    path.push_back(a);
    for (int v = a; v != b;) {
        v = next[std::size_t(v)];
        path.push_back(v);
    }
}

CompleteTopology::CompleteTopology(const TopologySpec &spec) : Topology(spec)
{
    const int p = spec.sides.at(0);
    mProcessors = p;
    mCoords.resize(std::size_t(p));
    mLabels.reserve(p);
    for (int v = 0; v < p; ++v) {
        mCoords[std::size_t(v)] = {v};
        mLabels << QString::number(v);
    }
    mOut.resize(std::size_t(p));
    mArcs.reserve(std::size_t(p) * std::size_t(p - 1));
    for (int a = 0; a < p; ++a)
        for (int b = a + 1; b < p; ++b)
            addLink(a, b, 0, false);
    finish();
}

void CompleteTopology::appendRoute(int a, int b, std::vector<int> &path) const
{
    path.push_back(a);
    if (a != b)
        path.push_back(b);
}

CrossbarTopology::CrossbarTopology(const TopologySpec &spec) : Topology(spec)
{
    const int p = spec.sides.at(0);
    mProcessors = p;
    mCoords.resize(std::size_t(p) + 1);
    mLabels.reserve(p + 1);
    for (int v = 0; v < p; ++v) {
        mCoords[std::size_t(v)] = {v};
        mLabels << QString::number(v);
    }
    mCoords[std::size_t(p)] = {p};
    mLabels << QStringLiteral("s");
    mOut.resize(std::size_t(p) + 1);
    mArcs.reserve(2 * std::size_t(p));
    for (int v = 0; v < p; ++v)
        addLink(p, v, 0, false); // arc switch -> v first: dir +1 is downwards
    finish();
}

void CrossbarTopology::appendRoute(int a, int b, std::vector<int> &path) const
{
    path.push_back(a);
    if (a == b)
        return;
    if (isProcessor(a) && isProcessor(b))
        path.push_back(mProcessors);
    path.push_back(b);
}

void registerComplete(NetworkRegistry &registry)
{
    registry.add(std::make_unique<CompleteFamily>());
}

void registerSwitch(NetworkRegistry &registry)
{
    registry.add(std::make_unique<SwitchFamily>());
}

} // namespace collviz::core::networks

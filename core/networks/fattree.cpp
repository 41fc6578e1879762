// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "core/networks/fattree.h"
#include "core/networks/networkfamily.h"
#include "core/userinput.h"

#include <QCoreApplication>

namespace collviz::core::networks {

namespace {

/// The largest K whose fat tree keeps to the vertex limit: K^3/4 + 5 K^2/4 vertices.
constexpr int kMaxFatTreeK = 62;
static_assert(kMaxFatTreeK * kMaxFatTreeK * (kMaxFatTreeK + 5) / 4 <= TopologyLimits::maxVertices,
              "fattree:62 keeps to the vertex limit");
static_assert(3LL * kMaxFatTreeK * kMaxFatTreeK * kMaxFatTreeK / 4 <= kMaxDataCentreLinks,
              "fattree:62 keeps to the link limit");

/// Three-level K-ary fat trees, fattree:K (FatTreeTopology): Trait::Switches, no other (p is a
/// power of two only for some K, and halving blocks are no pods).
class FatTreeFamily final : public NetworkFamily
{
public:
    QString id() const override { return QStringLiteral("fattree"); }
    NetworkTraits traits() const override { return {traitFlags({Trait::Switches}), 1, 1}; }
    std::pair<int, int> sizeRange(int) const override { return {2, kMaxFatTreeK}; }
    QString grammar() const override
    {
        return topologyText(QT_TRANSLATE_NOOP("collviz::core::Topology", "fattree:K (K even, 2..%1: K^3/4 hosts)"))
            .arg(kMaxFatTreeK);
    }
    long long vertices(const std::vector<int> &sides, const QString &text, QString *why) const override
    {
        const long long k = sides.at(0);
        if (k < 2 || k % 2 != 0) {
            *why = topologyText(QT_TRANSLATE_NOOP("collviz::core::Topology",
                                                "the fat tree '%1' needs an even K of at least 2 (K pods of K/2 edge "
                                                "and K/2 aggregation switches), not %2"))
                       .arg(userinput::echo(text))
                       .arg(k);
            return -1;
        }
        return k * k * k / 4 + 5 * k * k / 4;
    }
    std::shared_ptr<const Topology> create(const TopologySpec &spec, QString *) const override
    {
        return std::make_shared<FatTreeTopology>(spec);
    }
    QString title() const override { return familyText(QT_TRANSLATE_NOOP("collviz::core::NetworkFamily", "Fat tree")); }
    QString sizeLabel(int) const override
    {
        return familyText(QT_TRANSLATE_NOOP("collviz::core::NetworkFamily", "Switch ports K:"));
    }
    std::vector<int> initialSizes() const override { return {4}; }
    /// A hop goes down or up the tree.
    QString hopName(const Arc &arc) const override
    {
        return arc.dir > 0 ? QStringLiteral("\u2193") : QStringLiteral("\u2191");
    }
    QString routeText() const override
    {
        return familyText(QT_TRANSLATE_NOOP("collviz::core::NetworkFamily",
                                            "up and down, hashed by the destination d: up through aggregation "
                                            "switch d mod (K/2) and, between pods, core switch floor(d / (K/2)) "
                                            "mod (K/2) of its group; down the one way there is"));
    }
    QStringList sweepNetworks() const override
    {
        return {QStringLiteral("fattree:2"), QStringLiteral("fattree:4"), QStringLiteral("fattree:6"),
                QStringLiteral("fattree:8")};
    }
    QString sweepLabel() const override
    {
        return topologyText(QT_TRANSLATE_NOOP("collviz::core::Topology", "fat tree K = 2..8, p = 2..128"));
    }
};

} // namespace

FatTreeTopology::FatTreeTopology(const TopologySpec &spec) : Topology(spec), mK(spec.sides.at(0))
{
    const int h = half();
    const int hosts = mK * h * h;
    mProcessors = hosts;
    const int n = hosts + 2 * mK * h + h * h;
    mCoords.resize(std::size_t(n));
    mLabels.reserve(n);
    // coords: (level, pod or core group, index)
    for (int v = 0; v < hosts; ++v) {
        mCoords[std::size_t(v)] = {Host, v / (h * h), v % (h * h)};
        mLabels << QString::number(v);
    }
    for (int pod = 0; pod < mK; ++pod)
        for (int e = 0; e < h; ++e) {
            mCoords[std::size_t(edgeSwitch(pod, e))] = {Edge, pod, e};
        }
    for (int pod = 0; pod < mK; ++pod)
        for (int j = 0; j < h; ++j)
            mCoords[std::size_t(aggregationSwitch(pod, j))] = {Aggregation, pod, j};
    for (int j = 0; j < h; ++j)
        for (int c = 0; c < h; ++c)
            mCoords[std::size_t(coreSwitch(j, c))] = {Core, j, c};
    for (int v = hosts; v < n; ++v) {
        const auto &c = mCoords[std::size_t(v)];
        static const char *const kLetters[] = {"", "e", "a", "c"};
        mLabels << QString::fromLatin1(kLetters[c[0]]) + QStringLiteral("%1.%2").arg(c[1]).arg(c[2]);
    }
    mOut.resize(std::size_t(n));
    mArcs.reserve(2 * std::size_t(3 * hosts));
    for (int v = 0; v < hosts; ++v)
        addLink(edgeSwitch(v / (h * h), (v % (h * h)) / h), v, Edge, false);
    for (int pod = 0; pod < mK; ++pod)
        for (int j = 0; j < h; ++j)
            for (int e = 0; e < h; ++e)
                addLink(aggregationSwitch(pod, j), edgeSwitch(pod, e), Aggregation, false);
    for (int j = 0; j < h; ++j)
        for (int c = 0; c < h; ++c)
            for (int pod = 0; pod < mK; ++pod)
                addLink(coreSwitch(j, c), aggregationSwitch(pod, j), Core, false);
    finish();
}

FatTreeTopology::Level FatTreeTopology::level(int v) const { return Level(mCoords[std::size_t(v)][0]); }

int FatTreeTopology::pod(int v) const { return mCoords[std::size_t(v)][1]; }

int FatTreeTopology::index(int v) const { return mCoords[std::size_t(v)][2]; }

int FatTreeTopology::distance(int a, int b) const
{
    if (a == b)
        return 0;
    if (!isProcessor(a) || !isProcessor(b))
        return int(route(a, b).size()) - 1;
    const int h = half();
    if (a / h == b / h)
        return 2;
    return a / (h * h) == b / (h * h) ? 4 : 6;
}

void FatTreeTopology::appendRoute(int a, int b, std::vector<int> &path) const
{
    if (!isProcessor(a) || !isProcessor(b)) {
        appendShortestPath(*this, a, b, path);
        return;
    }
    path.push_back(a);
    if (a == b)
        return;
    const int h = half();
    const int podA = a / (h * h);
    const int podB = b / (h * h);
    const int edgeA = edgeSwitch(podA, (a % (h * h)) / h);
    const int edgeB = edgeSwitch(podB, (b % (h * h)) / h);
    // The static hash by destination: the aggregation switch j, then the core switch c.
    const int j = b % h;
    const int c = (b / h) % h;
    path.push_back(edgeA);
    if (edgeA != edgeB) {
        path.push_back(aggregationSwitch(podA, j));
        if (podA != podB) {
            path.push_back(coreSwitch(j, c));
            path.push_back(aggregationSwitch(podB, j));
        }
        path.push_back(edgeB);
    }
    path.push_back(b);
}

void registerFatTree(NetworkRegistry &registry)
{
    registry.add(std::make_unique<FatTreeFamily>());
}

} // namespace collviz::core::networks

// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "core/networks/dragonfly.h"
#include "core/networks/networkfamily.h"
#include "core/userinput.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>

namespace collviz::core::networks {

namespace {

/// Dragonflies, dragonfly:A,P,H (DragonflyTopology): Trait::Switches, no other. The SPEC's
/// three sizes are joined by commas, as in the paper's (a, p, h).
class DragonflyFamily final : public NetworkFamily
{
public:
    QString id() const override { return QStringLiteral("dragonfly"); }
    NetworkTraits traits() const override { return {traitFlags({Trait::Switches}), 1, 1}; }
    std::pair<int, int> sizeCount() const override { return {3, 3}; }
    /// One size with the others at 1: P of dragonfly:1,P,1 (two groups of one router) is the
    /// largest any size may be.
    std::pair<int, int> sizeRange(int) const override { return {1, TopologyLimits::maxVertices / 2 - 1}; }
    QChar sizeSeparator() const override { return QLatin1Char(','); }
    QString grammar() const override
    {
        return topologyText(QT_TRANSLATE_NOOP("collviz::core::Topology",
                                            "dragonfly:A,P,H (A routers a group, P processors a router, H global "
                                            "links a router; each >= 1)"));
    }
    long long vertices(const std::vector<int> &sides, const QString &text, QString *why) const override
    {
        const long long a = sides.at(0);
        const long long p = sides.at(1);
        const long long h = sides.at(2);
        if (a < 1 || p < 1 || h < 1) {
            *why = topologyText(QT_TRANSLATE_NOOP("collviz::core::Topology",
                                                "the dragonfly '%1' needs A, P and H of at least 1 (A routers a group, "
                                                "P processors a router, H global links a router)"))
                       .arg(userinput::echo(text));
            return -1;
        }
        // Sizes have at most 6 digits: no product below overflows once the routers are known to
        // be within the vertex limit.
        const long long groups = a * h + 1;
        const long long routers = a * groups;
        if (routers > TopologyLimits::maxVertices)
            return TopologyLimits::maxVertices + 1LL;
        const long long links = routers * p + groups * a * (a - 1) / 2 + groups * (groups - 1) / 2;
        if (links > kMaxDataCentreLinks) {
            *why = topologyText(QT_TRANSLATE_NOOP("collviz::core::Topology",
                                                "the dragonfly '%1' would have %2 links, more than the %3 accepted"))
                       .arg(userinput::echo(text))
                       .arg(links)
                       .arg(kMaxDataCentreLinks);
            return -1;
        }
        return routers * (p + 1);
    }
    /// Three sizes joined by commas: "4,2,2"; joined by 'x' as the setup panel joins every
    /// family's sizes ("4x2x2"), they read the same.
    bool parseArgument(const QString &argument, const QString &text, TopologySpec *spec, QString *why) const override
    {
        static const QRegularExpression sizesRe(
            QStringLiteral("^([0-9]{1,6}),([0-9]{1,6}),([0-9]{1,6})$|^([0-9]{1,6})x([0-9]{1,6})x([0-9]{1,6})$"));
        const auto match = sizesRe.match(argument.toLower());
        if (!match.hasMatch()) {
            *why = topologyText(QT_TRANSLATE_NOOP("collviz::core::Topology",
                                                "topology '%1' needs three sizes A,P,H joined by commas, such as "
                                                "dragonfly:4,2,2"))
                       .arg(userinput::echo(text));
            return false;
        }
        const int first = match.captured(1).isEmpty() ? 4 : 1;
        spec->sides = {match.captured(first).toInt(), match.captured(first + 1).toInt(),
                       match.captured(first + 2).toInt()};
        const long long nodes = vertices(spec->sides, text, why);
        if (nodes < 0)
            return false;
        if (nodes > TopologyLimits::maxVertices) {
            *why = topologyText(QT_TRANSLATE_NOOP("collviz::core::Topology", "'%1' has more than %2 vertices"))
                       .arg(userinput::echo(text))
                       .arg(TopologyLimits::maxVertices);
            return false;
        }
        return true;
    }
    std::shared_ptr<const Topology> create(const TopologySpec &spec, QString *) const override
    {
        return std::make_shared<DragonflyTopology>(spec);
    }
    QString title() const override
    {
        return familyText(QT_TRANSLATE_NOOP("collviz::core::NetworkFamily", "Dragonfly"));
    }
    QString sizeLabel(int k) const override
    {
        switch (k) {
        case 0:
            return familyText(QT_TRANSLATE_NOOP("collviz::core::NetworkFamily", "Routers a group A:"));
        case 1:
            return familyText(QT_TRANSLATE_NOOP("collviz::core::NetworkFamily", "Processors a router P:"));
        default:
            return familyText(QT_TRANSLATE_NOOP("collviz::core::NetworkFamily", "Global links a router H:"));
        }
    }
    std::vector<int> initialSizes() const override { return {4, 2, 2}; }
    /// Terminal hops go up to a router or down from it; router hops are local (L) or global (G).
    QString hopName(const Arc &arc) const override
    {
        if (arc.dim == 0)
            return arc.dir > 0 ? QStringLiteral("\u2193") : QStringLiteral("\u2191");
        return arc.dim == 1 ? QStringLiteral("L") : QStringLiteral("G");
    }
    bool mergeHops() const override { return false; }
    QString routeText() const override
    {
        return familyText(QT_TRANSLATE_NOOP("collviz::core::NetworkFamily",
                                            "minimal: local, global, local; port k = r H + h of group g's router r "
                                            "leads to group (g - 1 - k) mod G, so each pair of groups has one "
                                            "global link"));
    }
};

} // namespace

DragonflyTopology::DragonflyTopology(const TopologySpec &spec)
    : Topology(spec), mA(spec.sides.at(0)), mP(spec.sides.at(1)), mH(spec.sides.at(2)), mG(mA * mH + 1)
{
    const int routers = mA * mG;
    mProcessors = routers * mP;
    const int n = mProcessors + routers;
    mCoords.resize(std::size_t(n));
    mLabels.reserve(n);
    // coords: processors (group, router, i), routers (group, router)
    for (int v = 0; v < mProcessors; ++v) {
        mCoords[std::size_t(v)] = {groupOf(v), routerIndex(v), v % mP};
        mLabels << QString::number(v);
    }
    for (int v = mProcessors; v < n; ++v) {
        mCoords[std::size_t(v)] = {groupOf(v), routerIndex(v)};
        mLabels << QStringLiteral("r%1.%2").arg(groupOf(v)).arg(routerIndex(v));
    }
    mOut.resize(std::size_t(n));
    for (int v = 0; v < mProcessors; ++v)
        addLink(routerOf(v), v, 0, false);
    for (int g = 0; g < mG; ++g)
        for (int r = 0; r < mA; ++r)
            for (int s = r + 1; s < mA; ++s)
                addLink(router(g, r), router(g, s), 1, false);
    for (int g = 0; g < mG; ++g)
        for (int k = 0; k + 1 < mG; ++k) {
            const int partner = globalPartner(g, k);
            if (groupOf(partner) > g) // each pair once, from its lower group
                addLink(router(g, k / mH), partner, 2, false);
        }
    finish();
    // The graph is the same seen from every group (g -> g + 1 maps links to links): the
    // longest distance is one from a router of group 0.
    int longest = 0;
    for (int r = 0; r < mA; ++r)
        for (int y = mProcessors; y < n && longest < 3; ++y)
            longest = std::max(longest, routerDistance(router(0, r), y));
    mDiameter = 2 + longest;
    mBisection = measureBisection();
}

int DragonflyTopology::globalPartner(int group, int k) const
{
    const int other = ((group - 1 - k) % mG + mG) % mG;
    return router(other, (mG - 2 - k) / mH);
}

int DragonflyTopology::gateway(int from, int to) const
{
    const int k = ((from - to - 1) % mG + mG) % mG;
    return router(from, k / mH);
}

bool DragonflyTopology::adjacentRouters(int x, int y) const
{
    if (x == y)
        return false;
    const int gx = groupOf(x);
    const int gy = groupOf(y);
    if (gx == gy)
        return true;
    return gateway(gx, gy) == x && gateway(gy, gx) == y;
}

int DragonflyTopology::routerDistance(int x, int y) const
{
    if (x == y)
        return 0;
    if (adjacentRouters(x, y))
        return 1;
    // Two hops where a neighbour of x is one of y: its group's other routers, then the ends
    // of its global links.
    const int gx = groupOf(x);
    for (int r = 0; r < mA; ++r)
        if (router(gx, r) != x && adjacentRouters(router(gx, r), y))
            return 2;
    const int first = routerIndex(x) * mH;
    for (int k = first; k < first + mH; ++k)
        if (adjacentRouters(globalPartner(gx, k), y))
            return 2;
    return 3; // local, global, local always reaches
}

int DragonflyTopology::distance(int a, int b) const
{
    if (a == b)
        return 0;
    const int terminals = (isRouter(a) ? 0 : 1) + (isRouter(b) ? 0 : 1);
    return terminals + routerDistance(routerOf(a), routerOf(b));
}

void DragonflyTopology::appendRoute(int a, int b, std::vector<int> &path) const
{
    path.push_back(a);
    if (a == b)
        return;
    const int ra = routerOf(a);
    const int rb = routerOf(b);
    if (ra != a)
        path.push_back(ra);
    if (ra != rb) {
        const int ga = groupOf(ra);
        const int gb = groupOf(rb);
        if (ga != gb) {
            // local to the gateway, global, local from its partner
            const int out = gateway(ga, gb);
            const int in = gateway(gb, ga);
            if (out != ra)
                path.push_back(out);
            path.push_back(in);
            if (in != rb)
                path.push_back(rb);
        } else {
            path.push_back(rb);
        }
    }
    if (rb != b)
        path.push_back(b);
}

int DragonflyTopology::measureBisection() const
{
    const int firstHalf = (mProcessors + 1) / 2;
    auto second = [&](int v) {
        if (!isRouter(v))
            return v >= firstHalf;
        const int first = (v - mProcessors) * mP; // its processors: first .. first + P - 1
        const int inFirst = std::clamp(firstHalf - first, 0, mP);
        return inFirst * 2 < mP; // ties: the first side
    };
    int crossing = 0;
    for (const auto &[a, b] : links())
        crossing += second(a) != second(b) ? 1 : 0;
    return crossing;
}

void registerDragonfly(NetworkRegistry &registry)
{
    registry.add(std::make_unique<DragonflyFamily>());
}

} // namespace collviz::core::networks

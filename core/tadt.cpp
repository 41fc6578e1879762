#include "core/tadt.h"

#include "core/algorithms/bounds.h"
#include "core/topologies.h"

#include <QJsonArray>

#include <QCoreApplication>

#include <algorithm>
#include <set>
#include <utility>

namespace collviz::core::tadt {

namespace {

QString tr(const char *text) { return QCoreApplication::translate("collviz::core::Tadt", text); }

bool isCartesian(const Topology &topology)
{
    return topology.kind() == TopologyKind::Torus || topology.kind() == TopologyKind::Ring
           || topology.kind() == TopologyKind::Mesh || topology.kind() == TopologyKind::Linear;
}

QString arcText(const Topology &topology, const Arc &a)
{
    return QStringLiteral("%1 -> %2 (level %3, %4)")
        .arg(a.parent)
        .arg(a.child)
        .arg(a.level)
        .arg(directionName(topology, a));
}

} // namespace

int GenericTree::height() const
{
    int h = 0;
    for (const Arc &a : arcs)
        h = std::max(h, a.level);
    return h;
}

bool vertexSymmetric(const Topology &topology)
{
    return topology.kind() == TopologyKind::Torus || topology.kind() == TopologyKind::Ring
           || topology.kind() == TopologyKind::Hypercube;
}

int translate(const Topology &topology, int node, int root)
{
    if (topology.kind() == TopologyKind::Hypercube)
        return node ^ root;
    const auto &cart = static_cast<const CartesianTopology &>(topology);
    std::vector<int> c = topology.coords(node);
    const std::vector<int> &r = topology.coords(root);
    for (std::size_t d = 0; d < c.size(); ++d)
        c[d] = (c[d] + r[d]) % cart.side(int(d));
    return cart.nodeAt(c);
}

std::vector<Arc> translated(const Topology &topology, const GenericTree &tree, int root)
{
    std::vector<Arc> out = tree.arcs;
    for (Arc &a : out) {
        a.parent = translate(topology, a.parent, root);
        a.child = translate(topology, a.child, root);
    }
    return out;
}

bool direction(const Topology &topology, int parent, int child, int *dim, int *sign)
{
    const int n = topology.processorCount();
    if (parent < 0 || child < 0 || parent >= n || child >= n || parent == child)
        return false;
    if (topology.kind() == TopologyKind::Hypercube) {
        const int x = parent ^ child;
        if ((x & (x - 1)) != 0)
            return false;
        int d = 0;
        while ((1 << d) != x)
            ++d;
        *dim = d;
        *sign = 1;
        return true;
    }
    if (!isCartesian(topology))
        return false;
    const auto &cart = static_cast<const CartesianTopology &>(topology);
    const std::vector<int> &a = topology.coords(parent);
    const std::vector<int> &b = topology.coords(child);
    int found = -1;
    int s = 0;
    for (std::size_t d = 0; d < a.size(); ++d) {
        if (a[d] == b[d])
            continue;
        if (found >= 0)
            return false;
        const int z = cart.side(int(d));
        const int diff = b[d] - a[d];
        if (diff == 1 || (cart.wraps() && diff == 1 - z))
            s = 1;
        else if (diff == -1 || (cart.wraps() && diff == z - 1))
            s = -1;
        else
            return false;
        found = int(d);
    }
    if (found < 0)
        return false;
    *dim = found;
    *sign = s;
    return true;
}

QString directionName(const Topology &topology, const Arc &arc)
{
    if (topology.kind() == TopologyKind::Hypercube)
        return QStringLiteral("d%1").arg(arc.dim);
    static const char axes[] = {'x', 'y', 'z'};
    const QChar axis = arc.dim >= 0 && arc.dim < 3 ? QChar::fromLatin1(axes[arc.dim]) : QLatin1Char('?');
    return (arc.sign > 0 ? QStringLiteral("+") : QStringLiteral("-")) + axis;
}

Check checkSpanning(const Topology &topology, const GenericTree &tree)
{
    const int p = topology.processorCount();
    std::vector<int> reached(std::size_t(p), -1); // level at which each node is reached
    reached[0] = 0;
    std::vector<Arc> arcs = tree.arcs;
    std::stable_sort(arcs.begin(), arcs.end(), [](const Arc &a, const Arc &b) { return a.level < b.level; });
    for (const Arc &a : arcs) {
        int dim = 0;
        int sign = 0;
        if (a.level < 1 || !direction(topology, a.parent, a.child, &dim, &sign) || dim != a.dim || sign != a.sign)
            return {false, tr("arc %1 is not a link of the topology in that direction at a level >= 1")
                               .arg(arcText(topology, a))};
        if (reached[std::size_t(a.parent)] < 0 || reached[std::size_t(a.parent)] >= a.level)
            return {false, tr("arc %1 leaves a node the tree has not reached before that level").arg(arcText(topology, a))};
        if (reached[std::size_t(a.child)] >= 0)
            return {false, tr("arc %1 reaches a node the tree already reached").arg(arcText(topology, a))};
        reached[std::size_t(a.child)] = a.level;
    }
    const auto missing = std::find(reached.begin(), reached.end(), -1);
    if (missing != reached.end())
        return {false, tr("node %1 is not reached").arg(int(missing - reached.begin()))};
    return {true, tr("the tree spans all %1 nodes from node 0").arg(p)};
}

Check checkLemma11(const Topology &topology, const GenericTree &tree)
{
    const bool cube = topology.kind() == TopologyKind::Hypercube;
    std::set<std::pair<int, std::pair<int, int>>> seen; // level, (dim, sign)
    for (const Arc &a : tree.arcs) {
        const auto key = std::make_pair(a.level, std::make_pair(a.dim, cube ? 1 : a.sign));
        if (!seen.insert(key).second)
            return {false, cube ? tr("two arcs of level %1 run along dimension %2, e.g. %3")
                                      .arg(a.level)
                                      .arg(a.dim)
                                      .arg(arcText(topology, a))
                                : tr("two arcs of level %1 run in direction %2, e.g. %3")
                                      .arg(a.level)
                                      .arg(directionName(topology, a), arcText(topology, a))};
    }
    return {true, cube ? tr("the arcs of every level run along distinct dimensions")
                       : tr("the arcs of every level run in distinct directions")};
}

Check checkCorollary10(const Topology &topology, const GenericTree &tree)
{
    const int p = topology.processorCount();
    const int height = tree.height();
    // Per level, which tree (root) has used each channel.
    std::vector<std::vector<int>> user(std::size_t(height + 1));
    for (auto &u : user)
        u.assign(topology.arcs().size(), -1);
    long long uses = 0;
    for (int root = 0; root < p; ++root) {
        for (const Arc &a : translated(topology, tree, root)) {
            const int channel = topology.arcBetween(a.parent, a.child);
            if (channel < 0 || a.level < 1 || a.level > height)
                return {false, tr("the tree of node %1 has arc %2, which is not a link")
                                   .arg(root)
                                   .arg(arcText(topology, a))};
            int &who = user[std::size_t(a.level)][std::size_t(channel)];
            if (who >= 0)
                return {false, tr("in round %1 the trees of nodes %2 and %3 both use channel %4 -> %5")
                                   .arg(a.level)
                                   .arg(who)
                                   .arg(root)
                                   .arg(a.parent)
                                   .arg(a.child)};
            who = root;
            ++uses;
        }
    }
    return {true, tr("%1 channel uses by the %2 translated trees in %3 rounds, no channel twice in a round")
                      .arg(uses)
                      .arg(p)
                      .arg(height)};
}

std::optional<GenericTree> snakeTree(const Topology &topology)
{
    if (topology.kind() != TopologyKind::Torus || topology.dimensions() != 2)
        return std::nullopt;
    const auto &cart = static_cast<const CartesianTopology &>(topology);
    const int z = cart.side(0);
    if (cart.side(1) != z || z < 3 || z % 2 == 0)
        return std::nullopt;
    const int h = (z - 1) / 2;
    // The snake in quarter I: east from the origin to (1,0), up column 1, east, down column 2, ...
    std::vector<std::pair<int, int>> snake{{0, 0}};
    for (int x = 1; x <= h; ++x)
        for (int i = 0; i <= h; ++i)
            snake.push_back({x, x % 2 == 1 ? i : h - i});
    auto node = [&](int x, int y) { return cart.nodeAt({((x % z) + z) % z, ((y % z) + z) % z}); };
    GenericTree tree;
    for (int level = 1; level < int(snake.size()); ++level) {
        for (int rot = 0; rot < 4; ++rot) {
            auto rotate = [rot](std::pair<int, int> c) {
                for (int r = 0; r < rot; ++r)
                    c = {-c.second, c.first}; // 90 degrees counter-clockwise
                return c;
            };
            const auto from = rotate(snake[std::size_t(level - 1)]);
            const auto to = rotate(snake[std::size_t(level)]);
            Arc a;
            a.parent = node(from.first, from.second);
            a.child = node(to.first, to.second);
            a.level = level;
            direction(topology, a.parent, a.child, &a.dim, &a.sign);
            tree.arcs.push_back(a);
        }
    }
    return tree;
}

std::optional<GenericTree> build(const Topology &topology, QString *why)
{
    if (auto tree = snakeTree(topology))
        return tree;
    if (why)
        *why = tr("time-arc-disjoint trees are built for square 2D tori of odd side z >= 3 (torus:3x3, torus:5x5, "
                  "torus:7x7, ...), not %1")
                   .arg(topology.name());
    return std::nullopt;
}

int boundRounds(const Topology &topology)
{
    CommModel m;
    m.switching = Switching::StoreAndForward;
    m.ports = 0;
    m.duplex = Duplex::Full;
    m.combining = false;
    return algorithms::bounds::lemma8Rounds(topology, m);
}

namespace {

QJsonObject checkJson(const Check &c)
{
    return QJsonObject{{QStringLiteral("ok"), c.ok}, {QStringLiteral("detail"), c.detail}};
}

} // namespace

QJsonObject toJson(const Topology &topology, const GenericTree &tree)
{
    const int height = tree.height();
    QJsonArray levels;
    for (int l = 1; l <= height; ++l) {
        QJsonArray arcs;
        for (const Arc &a : tree.arcs) {
            if (a.level != l)
                continue;
            arcs.append(QJsonObject{{QStringLiteral("parent"), a.parent},
                                    {QStringLiteral("child"), a.child},
                                    {QStringLiteral("level"), a.level},
                                    {QStringLiteral("direction"), directionName(topology, a)}});
        }
        levels.append(QJsonObject{{QStringLiteral("level"), l}, {QStringLiteral("arcs"), arcs}});
    }
    const int bound = boundRounds(topology);
    return QJsonObject{
        {QStringLiteral("format"), QStringLiteral("collviz-tadt/1")},
        {QStringLiteral("topology"), topology.name()},
        {QStringLiteral("root"), 0},
        {QStringLiteral("nodes"), topology.processorCount()},
        {QStringLiteral("height"), height},
        {QStringLiteral("arcCount"), int(tree.arcs.size())},
        {QStringLiteral("levels"), levels},
        {QStringLiteral("bound"),
         QJsonObject{{QStringLiteral("rounds"), bound},
                     {QStringLiteral("time"), QStringLiteral("%1 (t_s + t_w m)").arg(bound)},
                     {QStringLiteral("source"),
                      QStringLiteral("seed 002 Lemma 8: ceil((N - 1)/k) rounds, k = the node degree (all-port, "
                                     "store-and-forward, full duplex, noncombining)")}}},
        {QStringLiteral("heightMeetsBound"), height == bound},
        {QStringLiteral("checks"),
         QJsonObject{{QStringLiteral("spanning"), checkJson(checkSpanning(topology, tree))},
                     {QStringLiteral("lemma11"), checkJson(checkLemma11(topology, tree))},
                     {QStringLiteral("corollary10"), checkJson(checkCorollary10(topology, tree))}}},
    };
}

QString toText(const Topology &topology, const GenericTree &tree)
{
    const int height = tree.height();
    const int bound = boundRounds(topology);
    QString out = tr("Generic time-arc-disjoint tree of %1, rooted at node 0 (seed 002)\n").arg(topology.name());
    for (int l = 1; l <= height; ++l) {
        QStringList arcs;
        for (const Arc &a : tree.arcs)
            if (a.level == l)
                arcs << QStringLiteral("%1->%2 %3").arg(a.parent).arg(a.child).arg(directionName(topology, a));
        out += tr("  level %1: %2\n").arg(l, 3).arg(arcs.join(QStringLiteral(", ")));
    }
    out += tr("Height: %1 rounds, %2 arcs\n").arg(height).arg(tree.arcs.size());
    out += tr("Lemma 8 bound: %1 rounds, %1 (t_s + t_w m) (ceil((N - 1)/k), k = the node degree): %2\n")
               .arg(bound)
               .arg(height == bound ? tr("met") : tr("not met"));
    auto line = [](const QString &name, const Check &c) {
        return QStringLiteral("%1: %2, %3\n").arg(name, c.ok ? tr("passed") : tr("FAILED"), c.detail);
    };
    out += line(tr("Spanning tree"), checkSpanning(topology, tree));
    out += line(tr("Lemma 11 (distinct directions per level)"), checkLemma11(topology, tree));
    out += line(tr("Corollary 10 (contention-free by translation)"), checkCorollary10(topology, tree));
    return out;
}

} // namespace collviz::core::tadt

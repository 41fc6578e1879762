// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "core/tadt.h"

#include "core/algorithms/bounds.h"
#include "core/algorithms/tadt_search.h"
#include "core/networks/gridaxes.h"
#include "core/topologies.h"

#include <QJsonArray>

#include <QCoreApplication>
#include <QMutex>

#include <algorithm>
#include <map>
#include <memory>
#include <set>
#include <utility>

namespace collviz::core::tadt {

namespace {

QString tr(const char *text) { return QCoreApplication::translate("collviz::core::tadt", text); }

bool isCartesian(const Topology &topology)
{
    return topology.has(Trait::Grid);
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
    return topology.has(Trait::BinaryCube) || topology.has(Trait::Wraparound);
}

int translate(const Topology &topology, int node, int root)
{
    if (topology.has(Trait::BinaryCube))
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
    if (topology.has(Trait::BinaryCube)) {
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
    if (topology.has(Trait::BinaryCube))
        return QStringLiteral("d%1").arg(arc.dim);
    return (arc.sign > 0 ? QStringLiteral("+") : QStringLiteral("-")) + networks::gridAxisName(arc.dim);
}

Check checkSpanningFrom(const Topology &topology, const std::vector<Arc> &tree, int root)
{
    const int p = topology.processorCount();
    std::vector<int> reached(std::size_t(p), -1); // level at which each node is reached
    reached[std::size_t(root)] = 0;
    std::vector<Arc> arcs = tree;
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
    return {true, tr("the tree spans all %1 nodes from node %2").arg(p).arg(root)};
}

Check checkSpanning(const Topology &topology, const GenericTree &tree)
{
    return checkSpanningFrom(topology, tree.arcs, 0);
}

Check checkLemma11(const Topology &topology, const GenericTree &tree)
{
    const bool cube = topology.has(Trait::BinaryCube);
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

Check checkCorollary10(const Topology &topology, const Trees &trees)
{
    const int p = topology.processorCount();
    const int height = trees.height();
    // Level by level over all trees, remembering only the current level's user of each channel,
    // so that the check needs memory for the channels, not for every level of them.
    std::vector<int> user(topology.arcs().size(), -1);
    std::vector<int> userLevel(topology.arcs().size(), 0);
    long long uses = 0;
    auto use = [&](int root, const Arc &a) -> std::optional<Check> {
        const int channel = a.parent >= 0 && a.parent < p ? topology.arcBetween(a.parent, a.child) : -1;
        if (channel < 0 || a.level < 1 || a.level > height)
            return Check{false, tr("the tree of node %1 has arc %2, which is not a link").arg(root).arg(arcText(topology, a))};
        if (userLevel[std::size_t(channel)] == a.level)
            return Check{false, tr("in round %1 the trees of nodes %2 and %3 both use channel %4 -> %5")
                                    .arg(a.level)
                                    .arg(user[std::size_t(channel)])
                                    .arg(root)
                                    .arg(a.parent)
                                    .arg(a.child)};
        user[std::size_t(channel)] = root;
        userLevel[std::size_t(channel)] = a.level;
        ++uses;
        return std::nullopt;
    };
    auto byLevel = [](std::vector<Arc> arcs) {
        std::stable_sort(arcs.begin(), arcs.end(), [](const Arc &x, const Arc &y) { return x.level < y.level; });
        return arcs;
    };
    if (trees.translated()) {
        const std::vector<Arc> generic = byLevel(trees.generic.arcs);
        for (const Arc &a : generic)
            if (a.level < 1)
                return {false, tr("the tree of node 0 has arc %1 at a level below 1").arg(arcText(topology, a))};
        std::size_t begin = 0;
        for (int l = 1; l <= height; ++l) {
            std::size_t end = begin;
            while (end < generic.size() && generic[end].level == l)
                ++end;
            for (int root = 0; root < p; ++root) {
                for (std::size_t i = begin; i < end; ++i) {
                    Arc a = generic[i];
                    a.parent = translate(topology, a.parent, root);
                    a.child = translate(topology, a.child, root);
                    if (auto failed = use(root, a))
                        return *failed;
                }
            }
            begin = end;
        }
    } else {
        std::vector<std::vector<Arc>> sorted(static_cast<std::size_t>(p));
        std::vector<std::size_t> cursor(std::size_t(p), 0);
        for (int root = 0; root < p; ++root) {
            const auto &tree = trees.perNode[std::size_t(root)];
            if (!std::is_sorted(tree.begin(), tree.end(), [](const Arc &x, const Arc &y) { return x.level < y.level; }))
                sorted[std::size_t(root)] = byLevel(tree);
            for (const Arc &a : tree)
                if (a.level < 1)
                    return {false, tr("the tree of node %1 has arc %2 at a level below 1")
                                       .arg(root)
                                       .arg(arcText(topology, a))};
        }
        for (int l = 1; l <= height; ++l) {
            for (int root = 0; root < p; ++root) {
                const auto &tree = sorted[std::size_t(root)].empty() ? trees.perNode[std::size_t(root)]
                                                                     : sorted[std::size_t(root)];
                std::size_t &i = cursor[std::size_t(root)];
                for (; i < tree.size() && tree[i].level == l; ++i)
                    if (auto failed = use(root, tree[i]))
                        return *failed;
            }
        }
    }
    return {true, trees.translated()
                      ? tr("%1 channel uses by the %2 translated trees in %3 rounds, no channel twice in a round")
                            .arg(uses)
                            .arg(p)
                            .arg(height)
                      : tr("%1 channel uses by the %2 trees in %3 rounds, no channel twice in a round")
                            .arg(uses)
                            .arg(p)
                            .arg(height)};
}

Check checkCorollary10(const Topology &topology, const GenericTree &tree)
{
    Trees trees;
    trees.method = Method::Search;
    trees.generic = tree;
    return checkCorollary10(topology, trees);
}

std::optional<GenericTree> snakeTree(const Topology &topology)
{
    if (!needs::torus().dimensions(2, 2).admits(topology))
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

int Trees::height() const
{
    if (translated())
        return generic.height();
    int h = 0;
    for (const auto &tree : perNode)
        for (const Arc &a : tree)
            h = std::max(h, a.level);
    return h;
}

std::vector<Arc> Trees::treeOf(const Topology &topology, int root) const
{
    if (translated())
        return tadt::translated(topology, generic, root);
    return perNode[std::size_t(root)];
}

QString methodText(Method method)
{
    switch (method) {
    case Method::Snake: return tr("seed 002's four rotations of a snake through a quarter of the torus");
    case Method::CubeOrbits:
        return tr("six images of a 3D snake under the rotoreflection g(x, y, z) = (-z, -x, -y), the diagonal nodes (a, a, a) "
                  "three orbits a level at the end");
    case Method::Search: return tr("a generic tree found by the engine's level-by-level search");
    case Method::PerNode: return tr("one tree per node found jointly by the engine's round-by-round search");
    }
    return {};
}

namespace {

struct Built
{
    std::optional<Trees> trees;
    QString why;
};

QString workLimitText()
{
    QString digits = QString::number(kSearchWorkLimit);
    for (int i = digits.size() - 3; i > 0; i -= 3)
        digits.insert(i, QLatin1Char(' '));
    return digits;
}

QString tooLarge(const Topology &topology, long long used)
{
    return tr("%1 is too large for the search for time-arc-disjoint trees: it %2 the work limit of %3 steps "
              "(examined arcs or packets); accepted are the sizes whose search ends within it, e.g. torus:70x70, "
              "torus:12x12x12, hypercube:11, mesh:19x19, mesh:7x7x7, linear:300 (square 2D and cube 3D tori of "
              "odd side need no search)")
        .arg(topology.name(),
             used > 0 ? tr("ran into") : tr("would need more than"), workLimitText());
}

Built construct(const Topology &topology)
{
    Built out;
    if (!topology.has(Trait::BinaryCube) && !topology.has(Trait::Grid)) {
        out.why = topology.has(Trait::Switches)
            ? tr("time-arc-disjoint trees are built on tori, rings, hypercubes, meshes and linear arrays, not on "
                 "%1: its processors are leaves behind switches")
                  .arg(topology.name())
            : tr("time-arc-disjoint trees are built on tori, rings, hypercubes, meshes and linear arrays, not on "
                 "%1").arg(topology.name());
        return out;
    }
    const int bound = boundRounds(topology);
    if (auto tree = snakeTree(topology)) {
        out.trees = Trees{Method::Snake, std::move(*tree), {}, 0, 0};
        return out;
    }
    if (auto tree = search::cubeTorusTree(topology)) {
        out.trees = Trees{Method::CubeOrbits, std::move(*tree), {}, 0, 0};
        return out;
    }
    search::Budget budget{kSearchWorkLimit, 0};
    // Each start gets a share of the limit, so that one hopeless start cannot use it all: a start
    // that does not succeed almost at once rarely succeeds by backtracking, another order of ties
    // usually does.
    constexpr int kAttempts = 32;
    const long long share = std::max(kSearchWorkLimit / 256, 3 * (vertexSymmetric(topology)
                                                                      ? search::genericEstimate(topology, bound)
                                                                      : search::perNodeEstimate(topology, bound)));
    auto slice = [&budget, share] { return search::Budget{std::min(share, budget.limit - budget.used), 0}; };
    int attempts = 0;
    if (vertexSymmetric(topology)) {
        if (search::genericEstimate(topology, bound) > kSearchWorkLimit) {
            out.why = tooLarge(topology, 0);
            return out;
        }
        // At the bound first; a height above it only where every start failed there.
        for (int height = bound; height <= 2 * bound + topology.diameter() && budget.used < budget.limit; ++height) {
            for (int attempt = 0; attempt < kAttempts && budget.used < budget.limit; ++attempt) {
                search::Budget part = slice();
                ++attempts;
                auto tree = search::genericTree(topology, height, part, attempt);
                budget.used += part.used;
                if (tree) {
                    out.trees = Trees{Method::Search, std::move(*tree), {}, budget.used, attempts};
                    return out;
                }
            }
        }
        out.why = tooLarge(topology, budget.used);
        return out;
    }
    if (search::perNodeEstimate(topology, bound) > kSearchWorkLimit) {
        out.why = tooLarge(topology, 0);
        return out;
    }
    // Every start stops at the bound; if none reaches it, the first start runs on to the end.
    for (int attempt = 0; attempt < kAttempts && budget.used < budget.limit; ++attempt) {
        search::Budget part = slice();
        ++attempts;
        auto trees = search::perNodeTrees(topology, bound, part, attempt);
        budget.used += part.used;
        if (trees) {
            out.trees = Trees{Method::PerNode, {}, std::move(*trees), budget.used, attempts};
            return out;
        }
    }
    search::Budget rest{budget.limit - budget.used, 0};
    ++attempts;
    auto trees = search::perNodeTrees(topology, 4 * bound + topology.diameter(), rest, 0);
    budget.used += rest.used;
    if (trees) {
        out.trees = Trees{Method::PerNode, {}, std::move(*trees), budget.used, attempts};
        return out;
    }
    out.why = tooLarge(topology, budget.used);
    return out;
}

} // namespace

std::optional<Trees> build(const Topology &topology, QString *why)
{
    // The searches are deterministic, so a topology's result is kept rather than searched again
    // (supports() and build() of allgather-tadt and the CLI all ask).
    static QMutex mutex;
    static std::map<QString, std::shared_ptr<const Built>> memo;
    const QString key = topology.name();
    std::shared_ptr<const Built> built;
    {
        QMutexLocker lock(&mutex);
        const auto it = memo.find(key);
        if (it != memo.end())
            built = it->second;
    }
    if (!built) {
        built = std::make_shared<const Built>(construct(topology));
        QMutexLocker lock(&mutex);
        if (memo.size() >= 64)
            memo.clear();
        memo.emplace(key, built);
    }
    if (!built->trees && why)
        *why = built->why;
    return built->trees;
}

Check checkSpanning(const Topology &topology, const Trees &trees)
{
    if (trees.translated())
        return checkSpanning(topology, trees.generic);
    for (int root = 0; root < topology.processorCount(); ++root) {
        Check c = checkSpanningFrom(topology, trees.perNode[std::size_t(root)], root);
        if (!c.ok)
            return c;
    }
    return {true, tr("each of the %1 trees spans all %1 nodes from its root").arg(topology.processorCount())};
}

Check checkLemma11(const Topology &topology, const Trees &trees)
{
    if (trees.translated())
        return checkLemma11(topology, trees.generic);
    return {true, tr("does not apply: %1 is not vertex-symmetric, so every node has its own tree and Corollary 10 "
                     "is checked on the trees themselves")
                      .arg(topology.name())};
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

namespace {

QString methodId(Method method)
{
    switch (method) {
    case Method::Snake: return QStringLiteral("snake");
    case Method::CubeOrbits: return QStringLiteral("cube-orbits");
    case Method::Search: return QStringLiteral("search");
    case Method::PerNode: return QStringLiteral("per-node-search");
    }
    return {};
}

QJsonArray levelsJson(const Topology &topology, const std::vector<Arc> &tree, int height)
{
    QJsonArray levels;
    for (int l = 1; l <= height; ++l) {
        QJsonArray arcs;
        for (const Arc &a : tree) {
            if (a.level != l)
                continue;
            arcs.append(QJsonObject{{QStringLiteral("parent"), a.parent},
                                    {QStringLiteral("child"), a.child},
                                    {QStringLiteral("level"), a.level},
                                    {QStringLiteral("direction"), directionName(topology, a)}});
        }
        levels.append(QJsonObject{{QStringLiteral("level"), l}, {QStringLiteral("arcs"), arcs}});
    }
    return levels;
}

QString levelsText(const Topology &topology, const std::vector<Arc> &tree, int height)
{
    QString out;
    for (int l = 1; l <= height; ++l) {
        QStringList arcs;
        for (const Arc &a : tree)
            if (a.level == l)
                arcs << QStringLiteral("%1->%2 %3").arg(a.parent).arg(a.child).arg(directionName(topology, a));
        out += tr("  level %1: %2\n").arg(l, 3).arg(arcs.join(QStringLiteral(", ")));
    }
    return out;
}

QString boundSource(const Topology &topology)
{
    return vertexSymmetric(topology)
               ? QStringLiteral("seed 002 Lemma 8: ceil((N - 1)/k) rounds, k = the node degree (all-port, "
                                "store-and-forward, full duplex, noncombining)")
               : QStringLiteral("seed 002 Lemma 8: the largest ceil((N - 1)/deg v) over the nodes v (all-port, "
                                "store-and-forward, full duplex, noncombining)");
}

} // namespace

QJsonObject toJson(const Topology &topology, const Trees &trees)
{
    const int height = trees.height();
    const int bound = boundRounds(topology);
    int arcCount = 0;
    QJsonObject o{
        {QStringLiteral("format"), QStringLiteral("collviz-tadt/1")},
        {QStringLiteral("topology"), topology.name()},
        {QStringLiteral("nodes"), topology.processorCount()},
        {QStringLiteral("height"), height},
        {QStringLiteral("construction"),
         trees.translated() ? QStringLiteral("translated") : QStringLiteral("per-node")},
        {QStringLiteral("method"), methodId(trees.method)},
        {QStringLiteral("methodText"), methodText(trees.method)},
        {QStringLiteral("work"), double(trees.work)},
        {QStringLiteral("workLimit"), double(kSearchWorkLimit)},
        {QStringLiteral("attempts"), trees.attempts},
    };
    if (trees.translated()) {
        o.insert(QStringLiteral("root"), 0);
        o.insert(QStringLiteral("levels"), levelsJson(topology, trees.generic.arcs, height));
        arcCount = int(trees.generic.arcs.size());
    } else {
        QJsonArray all;
        for (int root = 0; root < topology.processorCount(); ++root) {
            const auto &tree = trees.perNode[std::size_t(root)];
            all.append(QJsonObject{{QStringLiteral("root"), root},
                                   {QStringLiteral("levels"), levelsJson(topology, tree, height)}});
            arcCount += int(tree.size());
        }
        o.insert(QStringLiteral("trees"), all);
    }
    o.insert(QStringLiteral("arcCount"), arcCount);
    o.insert(QStringLiteral("bound"),
             QJsonObject{{QStringLiteral("rounds"), bound},
                         {QStringLiteral("time"), QStringLiteral("%1 (t_s + t_w m)").arg(bound)},
                         {QStringLiteral("source"), boundSource(topology)}});
    o.insert(QStringLiteral("heightMeetsBound"), height == bound);
    o.insert(QStringLiteral("checks"),
             QJsonObject{{QStringLiteral("spanning"), checkJson(checkSpanning(topology, trees))},
                         {QStringLiteral("lemma11"), checkJson(checkLemma11(topology, trees))},
                         {QStringLiteral("corollary10"), checkJson(checkCorollary10(topology, trees))}});
    return o;
}

QString toText(const Topology &topology, const Trees &trees)
{
    const int height = trees.height();
    const int bound = boundRounds(topology);
    QString out;
    if (trees.translated()) {
        out += tr("Generic time-arc-disjoint tree of %1, rooted at node 0 (seed 002)\n").arg(topology.name());
        out += levelsText(topology, trees.generic.arcs, height);
        out += tr("Height: %1 rounds, %2 arcs\n").arg(height).arg(trees.generic.arcs.size());
    } else {
        out += tr("Time-arc-disjoint trees of %1, one per node (seed 002; not vertex-symmetric, so no translation)\n")
                   .arg(topology.name());
        for (int root = 0; root < topology.processorCount(); ++root) {
            out += tr("Tree of node %1:\n").arg(root);
            out += levelsText(topology, trees.perNode[std::size_t(root)], height);
        }
        out += tr("Height: %1 rounds, %2 trees of %3 arcs\n")
                   .arg(height)
                   .arg(topology.processorCount())
                   .arg(topology.processorCount() - 1);
    }
    out += tr("Found by: %1").arg(methodText(trees.method));
    if (trees.method == Method::Search || trees.method == Method::PerNode)
        out += tr(" (%1 steps of the limit %2; starts: %3)").arg(trees.work).arg(workLimitText()).arg(trees.attempts);
    out += QLatin1Char('\n');
    out += vertexSymmetric(topology)
               ? tr("Lemma 8 bound: %1 rounds, %1 (t_s + t_w m) (ceil((N - 1)/k), k = the node degree): %2\n")
                     .arg(bound)
                     .arg(height == bound ? tr("met") : tr("not met (height %1)").arg(height))
               : tr("Lemma 8 bound: %1 rounds, %1 (t_s + t_w m) (the largest ceil((N - 1)/deg v)): %2\n")
                     .arg(bound)
                     .arg(height == bound ? tr("met") : tr("not met (height %1)").arg(height));
    auto line = [](const QString &name, const Check &c) {
        return QStringLiteral("%1: %2, %3\n").arg(name, c.ok ? tr("passed") : tr("FAILED"), c.detail);
    };
    out += line(trees.translated() ? tr("Spanning tree") : tr("Spanning trees"), checkSpanning(topology, trees));
    out += line(tr("Lemma 11 (distinct directions per level)"), checkLemma11(topology, trees));
    out += line(trees.translated() ? tr("Corollary 10 (contention-free by translation)")
                                   : tr("Corollary 10 (contention-free, checked on every tree)"),
                checkCorollary10(topology, trees));
    return out;
}

} // namespace collviz::core::tadt

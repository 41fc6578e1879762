// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "core/algorithms/tadt_search.h"

#include "core/bits.h"
#include "core/topologies.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <functional>
#include <random>

namespace collviz::core::tadt::search {

namespace {

/// The directions of a vertex-symmetric topology and the node one step along each from every
/// node, forwards and backwards. A torus side of 2 has one direction (+), as the engine's
/// direction() names it; a hypercube has one per dimension.
struct Moves
{
    int n = 0;
    int deg = 0;
    std::vector<std::pair<int, int>> dirs; // (dim, sign)
    std::vector<int> fwd;                  // n * deg
    std::vector<int> back;                 // n * deg

    int step(int v, int d) const { return fwd[std::size_t(v) * std::size_t(deg) + std::size_t(d)]; }
    int from(int v, int d) const { return back[std::size_t(v) * std::size_t(deg) + std::size_t(d)]; }
};

Moves movesOf(const Topology &topology)
{
    Moves m;
    m.n = topology.processorCount();
    if (topology.has(Trait::BinaryCube)) {
        for (int d = 0; (1 << d) < m.n; ++d)
            m.dirs.push_back({d, 1});
        m.deg = int(m.dirs.size());
        m.fwd.resize(std::size_t(m.n) * std::size_t(m.deg));
        for (int v = 0; v < m.n; ++v)
            for (int d = 0; d < m.deg; ++d)
                m.fwd[std::size_t(v) * std::size_t(m.deg) + std::size_t(d)] = v ^ (1 << d);
        m.back = m.fwd;
        return m;
    }
    const auto &cart = static_cast<const CartesianTopology &>(topology);
    for (int d = 0; d < topology.dimensions(); ++d) {
        m.dirs.push_back({d, 1});
        if (cart.side(d) > 2)
            m.dirs.push_back({d, -1});
    }
    m.deg = int(m.dirs.size());
    m.fwd.resize(std::size_t(m.n) * std::size_t(m.deg));
    m.back.resize(m.fwd.size());
    for (int v = 0; v < m.n; ++v) {
        for (int d = 0; d < m.deg; ++d) {
            const auto [dim, sign] = m.dirs[std::size_t(d)];
            const int z = cart.side(dim);
            std::vector<int> c = topology.coords(v);
            c[std::size_t(dim)] = (c[std::size_t(dim)] + sign + z) % z;
            m.fwd[std::size_t(v) * std::size_t(m.deg) + std::size_t(d)] = cart.nodeAt(c);
            c = topology.coords(v);
            c[std::size_t(dim)] = (c[std::size_t(dim)] - sign + z) % z;
            m.back[std::size_t(v) * std::size_t(m.deg) + std::size_t(d)] = cart.nodeAt(c);
        }
    }
    return m;
}

/// A fixed order of the nodes for breaking ties: the identity for attempt 0, else a shuffle by
/// std::mt19937 seeded with the attempt (its raw output is the same on every platform).
std::vector<int> tieKeys(int n, int attempt)
{
    std::vector<int> key(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i)
        key[std::size_t(i)] = i;
    if (attempt > 0) {
        std::mt19937 rng{std::uint32_t(attempt)};
        for (int i = n - 1; i > 0; --i)
            std::swap(key[std::size_t(i)], key[std::size_t(rng() % std::uint32_t(i + 1))]);
    }
    return key;
}

/// SplitMix64's finaliser: a fixed pseudo-random 64-bit value for every input.
std::uint64_t mix(std::uint64_t x)
{
    x += 0x9e3779b97f4a7c15ULL;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
}

Arc makeArc(const Topology &topology, int parent, int child, int level)
{
    Arc a;
    a.parent = parent;
    a.child = child;
    a.level = level;
    direction(topology, parent, child, &a.dim, &a.sign);
    return a;
}

/// The level-by-level search of genericTree(), depth first with an explicit stack of levels (a
/// tree may have thousands of levels; the call stack of a worker thread must not grow with them).
class GenericSearch
{
public:
    GenericSearch(const Topology &topology, int height, Budget &budget, int attempt)
        : mTopology(topology), mMoves(movesOf(topology)), mHeight(height), mBudget(budget), mAttempt(attempt)
    {
        const int n = mMoves.n;
        mLevel.assign(std::size_t(n), -1);
        mLevel[0] = 0;
        // Distance from the root, the search's preference.
        mRootDist.assign(std::size_t(n), -1);
        mRootDist[0] = 0;
        std::vector<int> queue{0};
        for (std::size_t i = 0; i < queue.size(); ++i)
            for (int d = 0; d < mMoves.deg; ++d) {
                const int w = mMoves.step(queue[i], d);
                if (mRootDist[std::size_t(w)] < 0) {
                    mRootDist[std::size_t(w)] = mRootDist[std::size_t(queue[i])] + 1;
                    queue.push_back(w);
                }
            }
    }

    std::optional<GenericTree> run()
    {
        const int n = mMoves.n;
        if (n < 2)
            return GenericTree{};
        std::vector<Frame> stack;
        if (!push(stack, n - 1))
            return std::nullopt;
        while (!stack.empty()) {
            if (mBudget.exhausted())
                return std::nullopt;
            Frame &f = stack.back();
            const int l = int(stack.size());
            for (const auto &[d, w] : f.chosen)
                mLevel[std::size_t(w)] = -1;
            if (!next(f)) {
                stack.pop_back();
                continue;
            }
            for (const auto &[d, w] : f.chosen)
                mLevel[std::size_t(w)] = l;
            const int left = f.left - int(f.chosen.size());
            if (left == 0)
                return treeOf(stack);
            if (l == mHeight || !feasible(l, left))
                continue;
            if (!push(stack, left))
                return std::nullopt; // out of work
        }
        return std::nullopt;
    }

private:
    static constexpr int kBranch = 3; // candidates tried per direction and level

    /// One level: per direction (fewest candidates first) its best children, the choice now
    /// tried (an index per direction; kBranch or past the last candidate: the direction idles)
    /// and the arcs it makes.
    struct Frame
    {
        int left = 0; // nodes not reached before this level
        int need = 0; // arcs this level must have for the rest to fit under the height
        std::vector<int> order;
        std::vector<std::array<int, kBranch>> top;
        std::vector<int> index;
        bool started = false;
        std::vector<std::pair<int, int>> chosen; // (direction, child)
    };

    /// Opens the next level: its candidates (nodes not reached whose neighbour against a
    /// direction was reached before), preferring nodes far from the root. False: out of work.
    bool push(std::vector<Frame> &stack, int left)
    {
        const int n = mMoves.n;
        const int deg = mMoves.deg;
        if (!mBudget.spend(std::int64_t(n) * deg))
            return false;
        const int l = int(stack.size()) + 1;
        Frame f;
        f.left = left;
        f.need = std::max(0, left - deg * (mHeight - l));
        f.top.assign(std::size_t(deg), {-1, -1, -1});
        std::vector<int> count(std::size_t(deg), 0);
        // Ties: by node for attempt 0, else in an order drawn afresh for every level and direction.
        auto tie = [this, l](int w, int d) {
            if (mAttempt == 0)
                return std::uint64_t(w);
            return mix((std::uint64_t(mAttempt) << 48) ^ (std::uint64_t(l) << 32) ^ (std::uint64_t(d) << 24)
                       ^ std::uint64_t(w));
        };
        auto better = [this, &tie](int a, int b, int d) {
            if (mRootDist[std::size_t(a)] != mRootDist[std::size_t(b)])
                return mRootDist[std::size_t(a)] > mRootDist[std::size_t(b)];
            return tie(a, d) < tie(b, d);
        };
        for (int w = 0; w < n; ++w) {
            if (mLevel[std::size_t(w)] >= 0)
                continue;
            for (int d = 0; d < deg; ++d) {
                const int parentLevel = mLevel[std::size_t(mMoves.from(w, d))];
                if (parentLevel < 0 || parentLevel >= l)
                    continue;
                ++count[std::size_t(d)];
                int x = w;
                for (int &slot : f.top[std::size_t(d)]) {
                    if (slot < 0) {
                        slot = x;
                        break;
                    }
                    if (better(x, slot, d))
                        std::swap(x, slot);
                }
            }
        }
        f.order.resize(std::size_t(deg));
        for (int d = 0; d < deg; ++d)
            f.order[std::size_t(d)] = d;
        std::stable_sort(f.order.begin(), f.order.end(),
                         [&count](int a, int b) { return count[std::size_t(a)] < count[std::size_t(b)]; });
        f.index.assign(std::size_t(deg), 0);
        stack.push_back(std::move(f));
        return true;
    }

    /// How many choices direction i of the frame has: its candidates, then idling.
    static int choices(const Frame &f, int i)
    {
        const auto &top = f.top[std::size_t(f.order[std::size_t(i)])];
        int k = 0;
        while (k < kBranch && top[std::size_t(k)] >= 0)
            ++k;
        return k + 1;
    }

    /// The child direction i of the frame chooses, or -1 when it idles.
    static int childAt(const Frame &f, int i)
    {
        const int k = f.index[std::size_t(i)];
        return k + 1 >= choices(f, i) ? -1 : f.top[std::size_t(f.order[std::size_t(i)])][std::size_t(k)];
    }

    /// Whether the choices of directions 0..i can still make a level: distinct children, and
    /// enough directions left to reach `need` arcs.
    bool prefixValid(const Frame &f, int i) const
    {
        const int w = childAt(f, i);
        int arcs = w >= 0 ? 1 : 0;
        for (int j = 0; j < i; ++j) {
            const int x = childAt(f, j);
            if (x < 0)
                continue;
            if (x == w)
                return false;
            ++arcs;
        }
        return arcs + (mMoves.deg - 1 - i) >= f.need;
    }

    /// Steps the frame to its next choice with distinct children and at least `need` arcs, in
    /// depth-first order (first direction slowest, a candidate before idling), pruning a prefix
    /// that cannot be completed; false at the end.
    bool next(Frame &f)
    {
        const int deg = mMoves.deg;
        int i = deg - 1;
        if (!f.started) {
            f.started = true;
            i = 0;
        } else {
            ++f.index[std::size_t(i)];
        }
        for (;;) {
            if (i < 0)
                return false;
            mBudget.spend(1);
            if (f.index[std::size_t(i)] >= choices(f, i)) {
                f.index[std::size_t(i)] = 0;
                if (--i >= 0)
                    ++f.index[std::size_t(i)];
                continue;
            }
            if (!prefixValid(f, i)) {
                ++f.index[std::size_t(i)];
                continue;
            }
            if (i == deg - 1)
                break;
            f.index[std::size_t(++i)] = 0;
        }
        f.chosen.clear();
        for (int j = 0; j < deg; ++j)
            if (const int w = childAt(f, j); w >= 0)
                f.chosen.push_back({f.order[std::size_t(j)], w});
        return true;
    }

    GenericTree treeOf(const std::vector<Frame> &stack) const
    {
        GenericTree tree;
        for (std::size_t l = 0; l < stack.size(); ++l)
            for (const auto &[d, w] : stack[l].chosen)
                tree.arcs.push_back(makeArc(mTopology, mMoves.from(w, d), w, int(l) + 1));
        return tree;
    }

    /// Whether the nodes left can still be reached by the height: a node at distance k from
    /// the reached ones needs a level >= l + k, and a level reaches at most deg nodes.
    bool feasible(int l, int left)
    {
        if (left == 0)
            return true;
        const int n = mMoves.n;
        const int deg = mMoves.deg;
        mBudget.spend(std::int64_t(n) * deg);
        std::vector<int> dist(std::size_t(n), -1);
        std::vector<int> queue;
        queue.reserve(std::size_t(n));
        for (int v = 0; v < n; ++v)
            if (mLevel[std::size_t(v)] >= 0) {
                dist[std::size_t(v)] = 0;
                queue.push_back(v);
            }
        std::vector<int> atDistance(1, 0);
        for (std::size_t i = 0; i < queue.size(); ++i)
            for (int d = 0; d < deg; ++d) {
                const int w = mMoves.step(queue[i], d);
                if (dist[std::size_t(w)] < 0) {
                    const int k = dist[std::size_t(queue[i])] + 1;
                    dist[std::size_t(w)] = k;
                    if (int(atDistance.size()) <= k)
                        atDistance.resize(std::size_t(k) + 1, 0);
                    ++atDistance[std::size_t(k)];
                    queue.push_back(w);
                }
            }
        long long beyond = 0;
        for (int k = int(atDistance.size()) - 1; k >= 1; --k) {
            beyond += atDistance[std::size_t(k)];
            if (beyond > (long long)deg * (mHeight - l - k + 1))
                return false;
        }
        return true;
    }

    const Topology &mTopology;
    Moves mMoves;
    int mHeight = 0;
    Budget &mBudget;
    int mAttempt = 0;
    std::vector<int> mLevel;
    std::vector<int> mRootDist;
};

} // namespace

std::optional<GenericTree> cubeTorusTree(const Topology &topology)
{
    if (!needs::torus().dimensions(3, 3).admits(topology))
        return std::nullopt;
    const auto &cart = static_cast<const CartesianTopology &>(topology);
    const int z = cart.side(0);
    if (cart.side(1) != z || cart.side(2) != z || z < 3 || z % 2 == 0)
        return std::nullopt;
    const int n = topology.processorCount();
    auto mod = [z](int x) { return ((x % z) + z) % z; };
    auto at = [&](int x, int y, int w) { return cart.nodeAt({mod(x), mod(y), mod(w)}); };
    // g(x, y, z) = (-z, -x, -y).
    auto g = [&](int v) {
        const std::vector<int> &c = topology.coords(v);
        return at(-c[2], -c[0], -c[1]);
    };
    auto diagonal = [&](int v) {
        const std::vector<int> &c = topology.coords(v);
        return c[0] == c[1] && c[1] == c[2];
    };
    std::vector<char> reached(std::size_t(n), 0);
    reached[0] = 1;
    GenericTree tree;
    int level = 0;
    // The snake: depth first through the orbits of 6, always extending the newest node it can.
    std::vector<int> stack{0};
    while (!stack.empty()) {
        const int head = stack.back();
        int next = -1;
        for (int v : topology.neighbours(head)) {
            if (!reached[std::size_t(v)] && !diagonal(v)) {
                next = v;
                break;
            }
        }
        if (next < 0) {
            stack.pop_back();
            continue;
        }
        ++level;
        int from = head;
        int to = next;
        for (int k = 0; k < 6; ++k) {
            tree.arcs.push_back(makeArc(topology, from, to, level));
            reached[std::size_t(to)] = 1;
            from = g(from);
            to = g(to);
        }
        stack.push_back(next);
    }
    // The diagonal orbits {u, -u}, u = (a, a, a): three a level, along x, y, z; each orbit is
    // reached over one axis in both directions (u - e -> u and -u + e -> -u).
    for (int a = 1; a <= (z - 1) / 2; ++a) {
        const int i = a - 1;
        const int axis = i % 3;
        const int l = level + 1 + i / 3;
        std::array<int, 3> e{0, 0, 0};
        e[std::size_t(axis)] = 1;
        tree.arcs.push_back(makeArc(topology, at(a - e[0], a - e[1], a - e[2]), at(a, a, a), l));
        tree.arcs.push_back(makeArc(topology, at(-a + e[0], -a + e[1], -a + e[2]), at(-a, -a, -a), l));
        reached[std::size_t(at(a, a, a))] = reached[std::size_t(at(-a, -a, -a))] = 1;
    }
    if (std::find(reached.begin(), reached.end(), 0) != reached.end())
        return std::nullopt; // not for a size this construction was made for
    std::stable_sort(tree.arcs.begin(), tree.arcs.end(), [](const Arc &a, const Arc &b) { return a.level < b.level; });
    return tree;
}

long long genericEstimate(const Topology &topology, int height)
{
    return 2LL * topology.processorCount() * std::max(1, topology.maxDegree()) * std::max(1, height);
}

std::optional<GenericTree> genericTree(const Topology &topology, int height, Budget &budget, int attempt)
{
    // Translation-invariant networks: cubes and wrapped grids (rings, tori).
    if (!topology.has(Trait::BinaryCube) && !topology.has(Trait::Wraparound))
        return std::nullopt;
    GenericSearch s(topology, height, budget, attempt);
    return s.run();
}

long long perNodeEstimate(const Topology &topology, int rounds)
{
    // Every round each node looks at the packets its neighbours hold and it lacks: about half
    // of them on average over the run.
    const long long p = topology.processorCount();
    return p * p * std::max(1, topology.maxDegree()) * std::max(1, rounds) / 2;
}

std::optional<std::vector<std::vector<Arc>>> perNodeTrees(const Topology &topology, int maxRounds, Budget &budget,
                                                          int attempt)
{
    const int n = topology.processorCount();
    const std::size_t words = (std::size_t(n) + 63) / 64;
    std::vector<std::uint64_t> has(std::size_t(n) * words, 0);
    auto holds = [&](int v, int p) {
        return (has[std::size_t(v) * words + std::size_t(p) / 64] >> (unsigned(p) % 64)) & 1U;
    };
    for (int v = 0; v < n; ++v)
        has[std::size_t(v) * words + std::size_t(v) / 64] |= std::uint64_t(1) << (unsigned(v) % 64);
    std::vector<std::vector<int>> neighbours(static_cast<std::size_t>(n));
    for (int v = 0; v < n; ++v)
        neighbours[std::size_t(v)] = topology.neighbours(v);
    const std::vector<int> key = tieKeys(n, attempt);
    std::vector<std::vector<Arc>> trees(static_cast<std::size_t>(n));
    std::vector<int> missing(std::size_t(n), n - 1);
    long long totalMissing = (long long)n * (n - 1);

    struct Candidate
    {
        int packet;
        int holders;  // how many of the receiver's neighbours hold it
        int distance; // from its origin to the receiver
    };
    std::vector<std::pair<int, int>> received; // (node, packet) of this round, applied at its end
    for (int round = 1; totalMissing > 0; ++round) {
        if (round > maxRounds)
            return std::nullopt;
        received.clear();
        for (int w = 0; w < n; ++w) {
            if (missing[std::size_t(w)] == 0)
                continue;
            const std::vector<int> &in = neighbours[std::size_t(w)];
            const int k = int(in.size());
            // Per incoming channel, its k best packets (k suffice for a matching of k channels).
            std::vector<std::vector<Candidate>> best(static_cast<std::size_t>(k));
            std::vector<long long> count(std::size_t(k), 0);
            for (int c = 0; c < k; ++c) {
                const int u = in[std::size_t(c)];
                long long examined = 0;
                for (std::size_t wd = 0; wd < words; ++wd) {
                    std::uint64_t bits = has[std::size_t(u) * words + wd] & ~has[std::size_t(w) * words + wd];
                    while (bits) {
                        const int p = int(wd * 64) + bits::ctz64(bits);
                        bits &= bits - 1;
                        ++examined;
                        Candidate cand{p, 0, topology.distance(p, w)};
                        for (int x : in)
                            cand.holders += int(holds(x, p));
                        auto worse = [&key](const Candidate &a, const Candidate &b) {
                            if (a.holders != b.holders)
                                return a.holders > b.holders;
                            if (a.distance != b.distance)
                                return a.distance < b.distance;
                            return key[std::size_t(a.packet)] > key[std::size_t(b.packet)];
                        };
                        auto &list = best[std::size_t(c)];
                        if (int(list.size()) < k) {
                            list.push_back(cand);
                        } else if (worse(list.back(), cand)) {
                            list.back() = cand;
                        } else {
                            continue;
                        }
                        for (std::size_t i = list.size() - 1; i > 0 && worse(list[i - 1], list[i]); --i)
                            std::swap(list[i - 1], list[i]);
                    }
                }
                count[std::size_t(c)] = examined;
                if (!budget.spend(examined * (k + 1) + 1))
                    return std::nullopt;
            }
            // Channels with fewer candidates first; augmenting paths keep the matching maximum.
            std::vector<int> order(static_cast<std::size_t>(k));
            for (int c = 0; c < k; ++c)
                order[std::size_t(c)] = c;
            std::stable_sort(order.begin(), order.end(),
                             [&count](int a, int b) { return count[std::size_t(a)] < count[std::size_t(b)]; });
            std::vector<int> packetOf(std::size_t(k), -1);
            std::vector<int> seen;
            std::function<bool(int)> augment = [&](int c) {
                for (const Candidate &cand : best[std::size_t(c)]) {
                    if (std::find(seen.begin(), seen.end(), cand.packet) != seen.end())
                        continue;
                    seen.push_back(cand.packet);
                    const auto owner = std::find(packetOf.begin(), packetOf.end(), cand.packet);
                    if (owner == packetOf.end() || augment(int(owner - packetOf.begin()))) {
                        packetOf[std::size_t(c)] = cand.packet;
                        return true;
                    }
                }
                return false;
            };
            for (int c : order) {
                seen.clear();
                augment(c);
            }
            for (int c = 0; c < k; ++c) {
                const int p = packetOf[std::size_t(c)];
                if (p < 0)
                    continue;
                trees[std::size_t(p)].push_back(makeArc(topology, in[std::size_t(c)], w, round));
                received.push_back({w, p});
            }
        }
        for (const auto &[w, p] : received) {
            has[std::size_t(w) * words + std::size_t(p) / 64] |= std::uint64_t(1) << (unsigned(p) % 64);
            --missing[std::size_t(w)];
            --totalMissing;
        }
    }
    return trees;
}

} // namespace collviz::core::tadt::search

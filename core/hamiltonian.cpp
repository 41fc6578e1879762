// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "core/hamiltonian.h"

#include "core/topologies.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QMutex>
#include <QMutexLocker>

#include <algorithm>
#include <cstdint>
#include <map>
#include <memory>

namespace collviz::core::hamiltonian {

namespace {

QString tr(const char *text) { return QCoreApplication::translate("collviz::core::hamiltonian", text); }

/// SplitMix64: a fixed pseudo-random sequence, the same on every platform and library (the
/// standard distributions are not).
class SplitMix
{
public:
    explicit SplitMix(std::uint64_t seed) : mState(seed) {}
    std::uint64_t next()
    {
        std::uint64_t z = (mState += 0x9E3779B97F4A7C15ull);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        return z ^ (z >> 31);
    }
    std::size_t below(std::size_t n) { return std::size_t(next() % n); }

private:
    std::uint64_t mState;
};

/// The search state: colour[v * d + k] is the cycle (colour) of the link v -- v + e_k.
class Search
{
public:
    explicit Search(const CartesianTopology &topo)
        : mN(topo.processorCount()), mD(topo.dimensions())
    {
        mPlus.resize(std::size_t(mN * mD));
        mMinus.resize(std::size_t(mN * mD));
        for (int v = 0; v < mN; ++v)
            for (int k = 0; k < mD; ++k) {
                std::vector<int> c = topo.coords(v);
                const int z = topo.side(k);
                c[std::size_t(k)] = (c[std::size_t(k)] + 1) % z;
                mPlus[idx(v, k)] = topo.nodeAt(c);
                c[std::size_t(k)] = (c[std::size_t(k)] + z - 2) % z;
                mMinus[idx(v, k)] = topo.nodeAt(c);
            }
        mColour.resize(std::size_t(mN * mD));
        for (int v = 0; v < mN; ++v)
            for (int k = 0; k < mD; ++k)
                mColour[idx(v, k)] = k;
        mCid.assign(std::size_t(mD), std::vector<int>(std::size_t(mN)));
        mPos.assign(std::size_t(mD), std::vector<int>(std::size_t(mN)));
        mLen.assign(std::size_t(mD), {});
    }

    /// Runs the search; false when the work limit is reached first.
    bool run(long long limit, int *switches, long long *work)
    {
        SplitMix rng(0xC011F12ull + std::uint64_t(mN) * 31 + std::uint64_t(mD));
        struct Move
        {
            int a, k, j;
        };
        std::vector<Move> best;
        *switches = 0;
        *work = 0;
        for (;;) {
            int total = 0;
            for (int c = 0; c < mD; ++c)
                total += traceCycles(c);
            if (total == mD)
                return true;
            if (*work > limit)
                return false;
            int bestScore = 1;
            best.clear();
            for (int a = 0; a < mN; ++a)
                for (int k = 0; k < mD; ++k)
                    for (int j = k + 1; j < mD; ++j) {
                        const int b = mPlus[idx(a, k)];
                        const int dd = mPlus[idx(a, j)];
                        const int cc = mPlus[idx(b, j)];
                        const int bottom = mColour[idx(a, k)];
                        const int left = mColour[idx(a, j)];
                        if (bottom == left || mColour[idx(dd, k)] != bottom || mColour[idx(b, j)] != left)
                            continue;
                        const int dh = delta(bottom, a, b, dd, cc);
                        const int dv = delta(left, a, dd, b, cc);
                        // Joins first; else a sideways step (one colour joins while the other
                        // splits, or both stay), which moves the search off a dead end.
                        const int score = dh + dv;
                        if (score > 0)
                            continue;
                        if (score < bestScore) {
                            bestScore = score;
                            best.clear();
                        }
                        if (score == bestScore)
                            best.push_back({a, k, j});
                    }
            *work += std::max<long long>(1, (long long)mN * mD * (mD + 1) / 2);
            if (best.empty())
                return false;
            const Move m = best[rng.below(best.size())];
            const int b = mPlus[idx(m.a, m.k)];
            const int dd = mPlus[idx(m.a, m.j)];
            const int bottom = mColour[idx(m.a, m.k)];
            const int left = mColour[idx(m.a, m.j)];
            mColour[idx(m.a, m.k)] = left;
            mColour[idx(dd, m.k)] = left;
            mColour[idx(m.a, m.j)] = bottom;
            mColour[idx(b, m.j)] = bottom;
            ++*switches;
        }
    }

    /// The ring of colour c through node 0, starting towards its neighbour over the first link
    /// in dimension order (+ before -).
    std::vector<int> cycle(int c) const
    {
        std::vector<int> order;
        order.reserve(std::size_t(mN));
        int prev = -1;
        int cur = 0;
        do {
            order.push_back(cur);
            int n2[2];
            neighbours(cur, c, n2);
            const int next = n2[0] != prev ? n2[0] : n2[1];
            prev = cur;
            cur = next;
        } while (cur != 0 && int(order.size()) <= mN);
        return order;
    }

private:
    std::size_t idx(int v, int k) const { return std::size_t(v * mD + k); }

    void neighbours(int v, int c, int out[2]) const
    {
        int n = 0;
        for (int k = 0; k < mD && n < 2; ++k) {
            if (mColour[idx(v, k)] == c)
                out[n++] = mPlus[idx(v, k)];
            const int u = mMinus[idx(v, k)];
            if (n < 2 && mColour[idx(u, k)] == c)
                out[n++] = u;
        }
    }

    /// Labels the rings of colour c (ring id and position of every node); returns their number.
    int traceCycles(int c)
    {
        std::vector<int> &cid = mCid[std::size_t(c)];
        std::vector<int> &pos = mPos[std::size_t(c)];
        std::vector<int> &len = mLen[std::size_t(c)];
        std::fill(cid.begin(), cid.end(), -1);
        len.clear();
        for (int s = 0; s < mN; ++s) {
            if (cid[std::size_t(s)] >= 0)
                continue;
            const int id = int(len.size());
            int prev = -1;
            int cur = s;
            int i = 0;
            while (cid[std::size_t(cur)] < 0) {
                cid[std::size_t(cur)] = id;
                pos[std::size_t(cur)] = i++;
                int n2[2];
                neighbours(cur, c, n2);
                const int next = n2[0] != prev ? n2[0] : n2[1];
                prev = cur;
                cur = next;
            }
            len.push_back(i);
        }
        return int(len.size());
    }

    /// What exchanging the links p-q and r-s of colour c for p-r and q-s does to the number of
    /// rings of colour c: -1 (two rings joined), 0 (one ring, still one: the two links are
    /// traversed the same way), +1 (one ring split).
    int delta(int c, int p, int q, int r, int s) const
    {
        const std::vector<int> &cid = mCid[std::size_t(c)];
        if (cid[std::size_t(p)] != cid[std::size_t(r)])
            return -1;
        const std::vector<int> &pos = mPos[std::size_t(c)];
        const int l = mLen[std::size_t(c)][std::size_t(cid[std::size_t(p)])];
        const int d1 = ((pos[std::size_t(q)] - pos[std::size_t(p)]) % l + l) % l;
        const int d2 = ((pos[std::size_t(s)] - pos[std::size_t(r)]) % l + l) % l;
        return d1 == d2 ? 0 : 1;
    }

    int mN = 0;
    int mD = 0;
    std::vector<int> mPlus;
    std::vector<int> mMinus;
    std::vector<int> mColour;
    std::vector<std::vector<int>> mCid;
    std::vector<std::vector<int>> mPos;
    std::vector<std::vector<int>> mLen;
};

QString coordText(const Topology &topology, int v)
{
    QStringList parts;
    for (int x : topology.coords(v))
        parts << QString::number(x);
    return QStringLiteral("(%1)").arg(parts.join(QLatin1Char(',')));
}

/// The cycle (0-based) whose link joins neighbours a and b, or -1.
std::vector<int> linkOwners(const Topology &topology, const Decomposition &dec)
{
    std::vector<int> owner(std::size_t(topology.linkCount()), -1);
    for (std::size_t c = 0; c < dec.cycles.size(); ++c) {
        const auto &cyc = dec.cycles[c];
        for (std::size_t i = 0; i < cyc.size(); ++i) {
            const int arc = topology.arcBetween(cyc[i], cyc[(i + 1) % cyc.size()]);
            if (arc >= 0 && owner[std::size_t(topology.arc(arc).link)] < 0)
                owner[std::size_t(topology.arc(arc).link)] = int(c);
        }
    }
    return owner;
}

} // namespace

bool acceptsShape(const Topology &topology, QString *why)
{
    const int d = topology.dimensions();
    bool ok = needs::torus().admits(topology) && (d == 2 || d == 3);
    if (ok)
        for (int z : topology.shape())
            ok = ok && z >= 3;
    if (!ok && why)
        *why = tr("link-disjoint Hamiltonian cycles are built for 2D and 3D tori with every side >= 3 (torus:5x5, "
                  "torus:4x6, torus:7x5, torus:3x4x5, ...), not %1")
                   .arg(topology.name());
    return ok;
}

std::optional<Decomposition> decompose(const Topology &topology, QString *why)
{
    if (!acceptsShape(topology, why))
        return std::nullopt;
    // One search per shape: supports() asks before every run and the search costs up to
    // seconds on the largest tori. A failed search is remembered too (as an empty entry).
    static QMutex mutex;
    static std::map<std::vector<int>, std::shared_ptr<const Decomposition>> cache;
    const std::vector<int> sides = topology.shape();
    std::shared_ptr<const Decomposition> found;
    {
        QMutexLocker lock(&mutex);
        const auto it = cache.find(sides);
        if (it == cache.end()) {
            Search search(static_cast<const CartesianTopology &>(topology));
            Decomposition dec;
            dec.sides = sides;
            if (search.run(kWorkLimit, &dec.switches, &dec.work)) {
                for (int c = 0; c < topology.dimensions(); ++c)
                    dec.cycles.push_back(search.cycle(c));
                found = std::make_shared<const Decomposition>(std::move(dec));
            }
            cache.emplace(sides, found);
        } else {
            found = it->second;
        }
    }
    if (!found) {
        if (why)
            *why = tr("the search for %1 link-disjoint Hamiltonian cycles of %2 stopped at its work limit (%3 million "
                      "squares examined, on a 2D torus about 3 N times its longest side); it finishes on tori such as "
                      "torus:256x256, torus:100x300, torus:3x3000 and torus:25x25x25")
                       .arg(topology.dimensions())
                       .arg(topology.name())
                       .arg(kWorkLimit / 1000000);
        return std::nullopt;
    }
    return *found;
}

Check checkHamiltonian(const Topology &topology, const Decomposition &dec)
{
    const int n = topology.processorCount();
    for (std::size_t c = 0; c < dec.cycles.size(); ++c) {
        const auto &cyc = dec.cycles[c];
        std::vector<bool> seen(std::size_t(n), false);
        for (int v : cyc) {
            if (v < 0 || v >= n || seen[std::size_t(v)])
                return {false, QStringLiteral("H_%1 visits node %2 twice").arg(c + 1).arg(v)};
            seen[std::size_t(v)] = true;
        }
        if (int(cyc.size()) != n)
            return {false, QStringLiteral("H_%1 visits %2 of the %3 nodes").arg(c + 1).arg(cyc.size()).arg(n)};
        for (std::size_t i = 0; i < cyc.size(); ++i) {
            const int a = cyc[i];
            const int b = cyc[(i + 1) % cyc.size()];
            if (topology.arcBetween(a, b) < 0)
                return {false, QStringLiteral("H_%1 steps from %2 to %3, which are not neighbours").arg(c + 1).arg(a).arg(b)};
        }
    }
    return {true, QStringLiteral("each of the %1 cycles visits all %2 nodes once, neighbour to neighbour")
                      .arg(dec.cycles.size())
                      .arg(n)};
}

Check checkLinkDisjoint(const Topology &topology, const Decomposition &dec)
{
    std::vector<int> owner(std::size_t(topology.linkCount()), -1);
    for (std::size_t c = 0; c < dec.cycles.size(); ++c) {
        const auto &cyc = dec.cycles[c];
        for (std::size_t i = 0; i < cyc.size(); ++i) {
            const int a = cyc[i];
            const int b = cyc[(i + 1) % cyc.size()];
            const int arc = topology.arcBetween(a, b);
            if (arc < 0)
                return {false, QStringLiteral("H_%1 steps from %2 to %3 without a link").arg(c + 1).arg(a).arg(b)};
            int &o = owner[std::size_t(topology.arc(arc).link)];
            if (o >= 0)
                return {false, QStringLiteral("the link %1 -- %2 is on H_%3 and on H_%4").arg(a).arg(b).arg(o + 1).arg(c + 1)};
            o = int(c);
        }
    }
    const auto unused = std::count(owner.begin(), owner.end(), -1);
    return {true, QStringLiteral("no link is on two cycles; together they use %1 of the %2 links")
                      .arg(topology.linkCount() - unused)
                      .arg(topology.linkCount())};
}

int rounds(int nodes) { return nodes / 2; }

std::vector<std::vector<int>> positions(const Decomposition &dec)
{
    std::vector<std::vector<int>> pos;
    for (const auto &cyc : dec.cycles) {
        std::vector<int> p(cyc.size());
        for (std::size_t i = 0; i < cyc.size(); ++i)
            p[std::size_t(cyc[i])] = int(i);
        pos.push_back(std::move(p));
    }
    return pos;
}

int arrivalRound(const std::vector<std::vector<int>> &position, int c, int origin, int receiver)
{
    const auto &p = position[std::size_t(c)];
    const int n = int(p.size());
    const int f = ((p[std::size_t(receiver)] - p[std::size_t(origin)]) % n + n) % n;
    return f <= n / 2 ? f : n - f;
}

PieceArrival measurePieceArrival(const Decomposition &dec)
{
    PieceArrival r;
    const auto pos = positions(dec);
    const int n = pos.empty() ? 0 : int(pos.front().size());
    const int d = int(pos.size());
    std::vector<int> at(static_cast<std::size_t>(d));
    for (int j = 0; j < n; ++j)
        for (int i = 0; i < n; ++i) {
            if (i == j)
                continue;
            ++r.pairs;
            for (int c = 0; c < d; ++c)
                at[std::size_t(c)] = arrivalRound(pos, c, j, i);
            std::vector<int> sorted = at;
            std::sort(sorted.begin(), sorted.end());
            const auto dup = std::adjacent_find(sorted.begin(), sorted.end());
            if (dup != sorted.end()) {
                if (r.sameRound == 0) {
                    r.exampleOrigin = j;
                    r.exampleReceiver = i;
                    r.exampleRound = *dup;
                }
                ++r.sameRound;
            }
        }
    return r;
}

RoundArrivals arrivalsByRound(const Decomposition &dec)
{
    const auto pos = positions(dec);
    const int n = pos.empty() ? 0 : int(pos.front().size());
    const int d = int(pos.size());
    const std::size_t total = std::size_t(rounds(n)) + 1;
    RoundArrivals r;
    r.completed.assign(total, 0);
    r.together.assign(total, 0);
    r.completedAt.assign(total, std::vector<int>(std::size_t(n), 0));
    std::vector<int> at(static_cast<std::size_t>(d));
    for (int j = 0; j < n; ++j)
        for (int i = 0; i < n; ++i) {
            if (i == j)
                continue;
            for (int c = 0; c < d; ++c)
                at[std::size_t(c)] = arrivalRound(pos, c, j, i);
            std::sort(at.begin(), at.end());
            const std::size_t last = std::size_t(at.back());
            ++r.completed[last];
            ++r.completedAt[last][std::size_t(i)];
            const auto together = std::adjacent_find(at.begin(), at.end());
            if (together != at.end())
                ++r.together[std::size_t(*together)];
        }
    return r;
}

std::optional<Decomposition> cyclesOf(const Topology &topology, const Schedule &schedule)
{
    const int n = topology.processorCount();
    std::map<int, std::vector<int>> successor; // tag -> successor of every node, -1 unknown
    for (const Round &round : schedule.rounds)
        for (const Transfer &t : round.transfers) {
            if (t.tag.cycle < 0 || t.tag.direction != 1 || t.path.size() != 2 || t.src < 0 || t.src >= n)
                continue;
            auto [it, added] = successor.try_emplace(t.tag.cycle);
            if (added)
                it->second.assign(std::size_t(n), -1);
            int &next = it->second[std::size_t(t.src)];
            if (next >= 0 && next != t.dst)
                return std::nullopt; // two successors: not a cycle
            next = t.dst;
        }
    if (successor.empty() || n < 3)
        return std::nullopt;
    Decomposition dec;
    dec.sides = topology.shape();
    for (const auto &[tag, next] : successor) {
        std::vector<int> cycle{0};
        std::vector<bool> seen(std::size_t(n), false);
        seen[0] = true;
        for (int v = next[0]; v != 0; v = next[std::size_t(v)]) {
            if (v < 0 || v >= n || seen[std::size_t(v)])
                return std::nullopt;
            seen[std::size_t(v)] = true;
            cycle.push_back(v);
        }
        if (int(cycle.size()) != n)
            return std::nullopt;
        dec.cycles.push_back(std::move(cycle));
    }
    return dec;
}

QJsonObject toJson(const Topology &topology, const Decomposition &dec)
{
    QJsonObject o;
    o.insert(QStringLiteral("format"), QStringLiteral("collviz-cycles/1"));
    o.insert(QStringLiteral("topology"), topology.name());
    o.insert(QStringLiteral("nodes"), topology.processorCount());
    QJsonArray cycles;
    for (std::size_t c = 0; c < dec.cycles.size(); ++c) {
        QJsonObject co;
        co.insert(QStringLiteral("cycle"), int(c) + 1);
        QJsonArray nodes;
        QJsonArray coords;
        for (int v : dec.cycles[c]) {
            nodes.append(v);
            QJsonArray xy;
            for (int x : topology.coords(v))
                xy.append(x);
            coords.append(xy);
        }
        co.insert(QStringLiteral("nodes"), nodes);
        co.insert(QStringLiteral("coordinates"), coords);
        cycles.append(co);
    }
    o.insert(QStringLiteral("cycles"), cycles);
    QJsonObject search;
    search.insert(QStringLiteral("switches"), dec.switches);
    search.insert(QStringLiteral("squaresExamined"), double(dec.work));
    o.insert(QStringLiteral("search"), search);
    auto checkJson = [](const Check &c) {
        QJsonObject j;
        j.insert(QStringLiteral("ok"), c.ok);
        j.insert(QStringLiteral("detail"), c.detail);
        return j;
    };
    QJsonObject checks;
    checks.insert(QStringLiteral("hamiltonian"), checkJson(checkHamiltonian(topology, dec)));
    checks.insert(QStringLiteral("linkDisjoint"), checkJson(checkLinkDisjoint(topology, dec)));
    o.insert(QStringLiteral("checks"), checks);
    o.insert(QStringLiteral("rounds"), rounds(topology.processorCount()));
    QJsonObject arrival;
    if (topology.processorCount() > kMeasuredNodes) {
        arrival.insert(QStringLiteral("measured"), false);
        o.insert(QStringLiteral("pieceArrival"), arrival);
        return o;
    }
    const PieceArrival a = measurePieceArrival(dec);
    arrival.insert(QStringLiteral("measured"), true);
    arrival.insert(QStringLiteral("pairs"), double(a.pairs));
    arrival.insert(QStringLiteral("sameRound"), double(a.sameRound));
    arrival.insert(QStringLiteral("claimHolds"), a.claimHolds());
    if (!a.claimHolds()) {
        QJsonObject ex;
        ex.insert(QStringLiteral("origin"), a.exampleOrigin);
        ex.insert(QStringLiteral("receiver"), a.exampleReceiver);
        ex.insert(QStringLiteral("round"), a.exampleRound);
        arrival.insert(QStringLiteral("example"), ex);
    }
    o.insert(QStringLiteral("pieceArrival"), arrival);
    return o;
}

QString toText(const Topology &topology, const Decomposition &dec)
{
    const int n = topology.processorCount();
    const int d = int(dec.cycles.size());
    QString s = QStringLiteral("%1 link-disjoint Hamiltonian cycles of %2 (seed 002, ParallelHamilCycleAAB step 1), "
                               "found by %3 square switches\n")
                    .arg(d)
                    .arg(topology.name())
                    .arg(dec.switches);
    for (int c = 0; c < d; ++c) {
        QStringList steps;
        for (int v : dec.cycles[std::size_t(c)])
            steps << QStringLiteral("%1%2").arg(v).arg(coordText(topology, v));
        steps << QString::number(dec.cycles[std::size_t(c)].front());
        s += QStringLiteral("H_%1: %2\n").arg(c + 1).arg(steps.join(QStringLiteral(" -> ")));
    }
    if (d == 2) {
        // The links drawn by cycle: row y, then the links up to row y + 1; the last column and
        // row are the wraparound links.
        const auto &cart = static_cast<const CartesianTopology &>(topology);
        const std::vector<int> owner = linkOwners(topology, dec);
        auto ownerOf = [&](int a, int b) {
            const int arc = topology.arcBetween(a, b);
            const int o = arc < 0 ? -1 : owner[std::size_t(topology.arc(arc).link)];
            return o < 0 ? QStringLiteral("?") : QString::number(o + 1);
        };
        s += QStringLiteral("Links by cycle (x to the right, y down; the last column and row are the wraparound "
                            "links):\n");
        const int zx = cart.side(0);
        const int zy = cart.side(1);
        for (int y = 0; y < zy; ++y) {
            QString row;
            QString below;
            for (int x = 0; x < zx; ++x) {
                const int v = cart.nodeAt({x, y});
                const int right = cart.nodeAt({(x + 1) % zx, y});
                const int down = cart.nodeAt({x, (y + 1) % zy});
                row += QStringLiteral("o-%1-").arg(ownerOf(v, right));
                below += QStringLiteral("%1   ").arg(ownerOf(v, down));
            }
            s += row + QLatin1Char('\n') + below.trimmed() + QLatin1Char('\n');
        }
    }
    const Check h = checkHamiltonian(topology, dec);
    const Check l = checkLinkDisjoint(topology, dec);
    s += QStringLiteral("Hamiltonian: %1, %2\n").arg(h.ok ? QStringLiteral("passed") : QStringLiteral("FAILED"), h.detail);
    s += QStringLiteral("Link-disjoint: %1, %2\n").arg(l.ok ? QStringLiteral("passed") : QStringLiteral("FAILED"), l.detail);
    s += QStringLiteral("Rounds of the all-to-all broadcast around them: floor(N/2) = %1 (N = %2)\n")
             .arg(rounds(n))
             .arg(n);
    if (n > kMeasuredNodes)
        return s + QStringLiteral("Pieces of one packet reach every node in different rounds (seed 002, step 4.3): not "
                                  "measured beyond %1 nodes\n")
                       .arg(kMeasuredNodes);
    const PieceArrival a = measurePieceArrival(dec);
    if (a.claimHolds())
        s += QStringLiteral("Pieces of one packet reach every node in different rounds (seed 002, step 4.3): holds "
                            "for all %1 ordered pairs\n")
                 .arg(a.pairs);
    else
        s += QStringLiteral("Pieces of one packet reach every node in different rounds (seed 002, step 4.3): false "
                            "for %1 of the %2 ordered pairs, e.g. node %3 gets two pieces of node %4's packet in "
                            "round %5\n")
                 .arg(a.sameRound)
                 .arg(a.pairs)
                 .arg(a.exampleReceiver)
                 .arg(a.exampleOrigin)
                 .arg(a.exampleRound);
    return s;
}

} // namespace collviz::core::hamiltonian

// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// All-to-all scatter by micro-permutations (seed 000, "Noncombining model with WH switching":
// "Direct exchange AAS on a cycle" and the interleaving on meshes that follows it).

#include "core/algorithms/algorithms.h"
#include "core/algorithms/common.h"
#include "core/algorithms/sources.h"
#include "core/topologies.h"

#include <algorithm>
#include <memory>
#include <mutex>

namespace collviz::core::algorithms {

namespace {

/// One message of a micro-permutation on a ring of z positions: from `src` to `dst`, going
/// `dir` = +1 (up, increasing positions) or -1 (down).
struct RingMessage
{
    int src = 0;
    int dst = 0;
    int dir = 1;
};

/// Which of the seed's micro-permutations a round performs.
enum class Micro { Pi1, Pi2, Pi3, Pi3Down, Pi3Up, Pi4 };

/// One micro-permutation: its kind, its quadrant-I nodes u_i, u_j (1-based, as the seed) and
/// its messages (positions on the ring).
struct MicroPermutation
{
    Micro kind = Micro::Pi1;
    int i = 1;
    int j = 1;
    std::vector<RingMessage> messages;
};

/**
 * The seed's micro-permutations on T(z), z = 4t, in the order of its text. The ring is drawn as
 * a circle with position k at angle (k + 1/2) 360/z degrees, so no node sits on an axis:
 * quadrant I holds u_1 .. u_t = positions 0 .. t-1 (II, III, IV the next t each, anticlockwise),
 * and the node symmetric to position k about the y axis is 2t-1-k, about the origin k+2t, about
 * the x axis z-1-k. Every message goes the shorter way round; only pi4's messages are half-way
 * round, and there u_i, u_i^xy go up and u_i^x, u_i^y go down, so that each direction's channels
 * are used once. For t = 1, u_(i+1 mod t) is u_i itself and pi3's two 4-cycles share their four
 * nodes, so they are two rounds (1-port).
 */
std::vector<MicroPermutation> cycleMicroPermutations(int z)
{
    const int t = z / 4;
    auto u = [](int a) { return a; };
    auto uy = [t](int a) { return 2 * t - 1 - a; };
    auto uxy = [t](int a) { return 2 * t + a; };
    auto ux = [z](int a) { return z - 1 - a; };
    auto message = [z](int src, int dst, int tie) {
        const int fwd = ((dst - src) % z + z) % z;
        const int dir = 2 * fwd < z ? 1 : (2 * fwd > z ? -1 : tie);
        return RingMessage{src, dst, dir};
    };
    auto cycle = [&](std::vector<RingMessage> &out, std::initializer_list<int> nodes) {
        const std::vector<int> v(nodes);
        for (std::size_t k = 0; k < v.size(); ++k)
            out.push_back(message(v[k], v[(k + 1) % v.size()], 1));
    };
    std::vector<MicroPermutation> all;
    for (int a = 0; a < t; ++a) {
        for (int b = 0; b < t; ++b) {
            if (a == b)
                continue;
            MicroPermutation p1{Micro::Pi1, a + 1, b + 1, {}};
            cycle(p1.messages, {u(a), u(b), uxy(a), uxy(b)});
            cycle(p1.messages, {ux(a), ux(b), uy(a), uy(b)});
            all.push_back(std::move(p1));
            MicroPermutation p2{Micro::Pi2, a + 1, b + 1, {}};
            cycle(p2.messages, {u(a), ux(b), uxy(a), uy(b)});
            cycle(p2.messages, {u(b), uy(a), uxy(b), ux(a)});
            all.push_back(std::move(p2));
        }
    }
    for (int a = 0; a < t; ++a) {
        const int b = (a + 1) % t;
        if (t == 1) {
            MicroPermutation down{Micro::Pi3Down, 1, 1, {}};
            cycle(down.messages, {u(a), ux(a), uxy(a), uy(a)});
            all.push_back(std::move(down));
            MicroPermutation up{Micro::Pi3Up, 1, 1, {}};
            cycle(up.messages, {u(b), uy(b), uxy(b), ux(b)});
            all.push_back(std::move(up));
        } else {
            MicroPermutation p3{Micro::Pi3, a + 1, b + 1, {}};
            cycle(p3.messages, {u(a), ux(a), uxy(a), uy(a)});
            cycle(p3.messages, {u(b), uy(b), uxy(b), ux(b)});
            all.push_back(std::move(p3));
        }
        MicroPermutation p4{Micro::Pi4, a + 1, a + 1, {}};
        p4.messages = {message(u(a), uxy(a), 1), message(uxy(a), u(a), 1), message(ux(a), uy(a), -1),
                       message(uy(a), ux(a), -1)};
        all.push_back(std::move(p4));
    }
    return all;
}

/// The rounds of the cycle schedule: one micro-permutation each (each uses every channel of the
/// ring once, z >= 8), 2t^2 = z^2/8; z = 4: 3.
int cycleRounds(int z)
{
    const int t = z / 4;
    return t == 1 ? 3 : 2 * t * t;
}

/// The positions a message passes, from its source to its destination.
std::vector<int> ringWalk(const RingMessage &msg, int z)
{
    const int fwd = ((msg.dst - msg.src) % z + z) % z;
    const int hops = msg.dir > 0 ? fwd : (z - fwd) % z;
    std::vector<int> walk;
    walk.reserve(std::size_t(hops) + 1);
    for (int h = 0; h <= hops; ++h)
        walk.push_back(((msg.src + msg.dir * h) % z + z) % z);
    return walk;
}

/// A node's name in the seed's notation, from its position on the ring of z = 4t.
QString quadrantName(int k, int z)
{
    const int t = z / 4;
    if (k < t)
        return QStringLiteral("u_%1").arg(k + 1);
    if (k < 2 * t)
        return QStringLiteral("u_%1^y").arg(2 * t - k);
    if (k < 3 * t)
        return QStringLiteral("u_%1^xy").arg(k - 2 * t + 1);
    return QStringLiteral("u_%1^x").arg(z - k);
}

QString microName(const MicroPermutation &mp)
{
    switch (mp.kind) {
    case Micro::Pi1: return QStringLiteral("pi1(u_%1, u_%2)").arg(mp.i).arg(mp.j);
    case Micro::Pi2: return QStringLiteral("pi2(u_%1, u_%2)").arg(mp.i).arg(mp.j);
    case Micro::Pi3: return QStringLiteral("pi3(u_%1)").arg(mp.i);
    case Micro::Pi3Down: return QStringLiteral("pi3(u_1), first 4-cycle");
    case Micro::Pi3Up: return QStringLiteral("pi3(u_1), second 4-cycle");
    case Micro::Pi4: return QStringLiteral("pi4(u_%1)").arg(mp.i);
    }
    return {};
}

/// The pseudo-code line of a micro-permutation (0-based, as pseudoCode() lists them).
int microLine(Micro kind)
{
    switch (kind) {
    case Micro::Pi1: return 1;
    case Micro::Pi2: return 2;
    case Micro::Pi3:
    case Micro::Pi3Down:
    case Micro::Pi3Up: return 6;
    case Micro::Pi4: return 7;
    }
    return 0;
}

bool isMultipleOfFour(int z) { return z >= 4 && z % 4 == 0; }

/**
 * alltoall-cycle-micro: seed 000's direct exchange on a cycle. On T(z), z = 4t, every round is
 * one of the seed's micro-permutations pi1(u_i, u_j), pi2(u_i, u_j) (t(t-1) ordered pairs),
 * pi3(u_i), pi4(u_i) (t nodes): two 4-cycles that each go once round the ring, one each way
 * (pi4: two half-way swaps), so every channel carries one message. 2t^2 = z^2/8 rounds (z = 4:
 * 3), which is the bisection bound; cost (t_s + t_w m) z^2/8 (t_h = 0).
 */
class AlltoallCycleMicro final : public AlgorithmBase
{
public:
    AlltoallCycleMicro()
        : AlgorithmBase({QStringLiteral("alltoall-cycle-micro"), Operation::Alltoall,
                         QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                                           "All-to-all personalized on a cycle: micro-permutations"),
                         QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                                           "Also called all-to-all scatter (seed 000: AAS) and total exchange (seed 001). The seed's 1-port direct exchange on a ring T(z), z = 4t: drawn as a "
                                           "circle with node k at angle (k + 1/2) 360/z degrees, quadrant I holds "
                                           "u_1 .. u_t = nodes 0 .. t-1, and u_i's mirror images are u_i^y = 2t-1-k "
                                           "(quadrant II), u_i^xy = k+2t (III) and u_i^x = z-1-k (IV). Each round is "
                                           "one micro-permutation, pi1 and pi2 for each of the t(t-1) ordered pairs "
                                           "(u_i, u_j), then pi3 and pi4 for each u_i: two 4-cycles that each go once "
                                           "round the ring, one each way, every message the shorter way (pi4's "
                                           "half-way messages: u_i and u_i^xy go up, u_i^x and u_i^y down), so every "
                                           "channel carries exactly one message and the seed's lists as printed "
                                           "deliver every packet exactly once. Because a micro-permutation fills all "
                                           "2z channels, no two share a round: the engine measures 2t^2 = z^2/8 "
                                           "rounds (z = 4: 3, since u_(i+1 mod 1) is u_i and pi3's two cycles take a "
                                           "round each), which equals the bisection bound, z^2/4 packets crossing a "
                                           "two-link cut each way over 2 channels. The seed's Lemma reads \"2[z/2]^2 "
                                           "rounds\", z^2/2, four times the measured count; its own count of "
                                           "micro-permutations, 2t(t-1) + 2t = 2 (z/4)^2, suggests the OCR lost a 4."),
                         cite(Seed::S000, "\"Direct exchange AAS on a cycle\" (micro-permutations "
                                                          "pi1 .. pi4, Lemma)"),
                         {needs::ring()},
                         model(Switching::Wormhole, 1, Duplex::Full, false),
                         QStringLiteral("(t_s + t_w m) z^2/8   [2t^2 rounds of one micro-permutation, z = 4t; z = 4: "
                                        "3 rounds; the seed's Lemma reads 2[z/2]^2]")})
    {
    }

    QString topologyLimits() const override { return QStringLiteral("rings of z = 4t nodes"); }

    bool supports(const Topology &topology, const RunParams &params, QString *why) const override
    {
        if (runsOn(topology) && !isMultipleOfFour(topology.processorCount())) {
            if (why)
                *why = tr("%1 needs a ring of z = 4t nodes (ring:4, ring:8, ring:12, ...), not %2")
                           .arg(id(), topology.name());
            return false;
        }
        return AlgorithmBase::supports(topology, params, why);
    }

    std::optional<int> formulaRounds(const Topology &topology, const RunParams &) const override
    {
        return cycleRounds(topology.processorCount());
    }

    double estimatedPacketRefs(const Topology &topology, int) const override
    {
        const double p = topology.processorCount();
        return p * (p - 1) * (3 + p / 4.0);
    }

    PseudoCode pseudoCode() const override
    {
        return {QStringLiteral("AAS_CYCLE_MICRO(z = 4t)"),
                {QStringLiteral("for each ordered pair (u_i, u_j) of distinct quadrant-I nodes do"),
                 QStringLiteral("    round: pi1(u_i, u_j)   // u_i->u_j->u_i^xy->u_j^xy->u_i; u_i^x->u_j^x->u_i^y->u_j^y->u_i^x"),
                 QStringLiteral("    round: pi2(u_i, u_j)   // u_i->u_j^x->u_i^xy->u_j^y->u_i; u_j->u_i^y->u_j^xy->u_i^x->u_j"),
                 QStringLiteral("end for"),
                 QStringLiteral("for i := 1 to t do"),
                 QStringLiteral("    u_j := u_(i+1 mod t)"),
                 QStringLiteral("    round: pi3(u_i)        // u_i->u_i^x->u_i^xy->u_i^y->u_i; u_j->u_j^y->u_j^xy->u_j^x->u_j"),
                 QStringLiteral("    round: pi4(u_i)        // u_i<->u_i^xy, u_i^x<->u_i^y, half-way round"),
                 QStringLiteral("end for")}};
    }

    Schedule build(const Problem &problem, const RunParams &) const override
    {
        Schedule s = problem.emptySchedule();
        const int z = problem.topology().processorCount();
        const std::vector<MicroPermutation> micros = cycleMicroPermutations(z);
        RoundBuilder rounds(s, problem, *this);
        int index = 0;
        for (const MicroPermutation &mp : micros) {
            ++index;
            int longest = 0;
            for (const RingMessage &msg : mp.messages) {
                std::vector<int> walk = ringWalk(msg, z);
                longest = std::max(longest, int(walk.size()) - 1);
                rounds.trace(msg.src, microLine(mp.kind), [&] {
                    return TraceVars{{QStringLiteral("me"), quadrantName(msg.src, z)},
                                     {QStringLiteral("to"), quadrantName(msg.dst, z)},
                                     {QStringLiteral("way"), msg.dir > 0 ? QStringLiteral("up") : QStringLiteral("down")}};
                });
                rounds.send(walk, {problem.alltoallPacket(msg.src, msg.dst)});
            }
            rounds.finish(narration(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                    "Round %1 of %2: micro-permutation %3, %4 messages among %4 nodes, each the shorter way round "
                    "(at most %5 hops); together they go once round the ring in each direction they use, so no "
                    "channel carries two messages."))
                              .arg(index)
                              .arg(int(micros.size()))
                              .arg(microName(mp))
                              .arg(int(mp.messages.size()))
                              .arg(longest));
        }
        return s;
    }

protected:
    std::optional<double> formulaValue(const Topology &topology, const RunParams &params) const override
    {
        return perStep(params.cost) * cycleRounds(topology.processorCount());
    }
};

/// A piece of the torus schedule's lines: a whole micro-permutation (dir 0, both directions of
/// its line) or one of its one-way halves (dir +1 or -1: the messages that go that way, which
/// go once round the line).
struct LinePiece
{
    std::vector<RingMessage> messages;
    std::vector<int> support; ///< the positions it moves, sorted
    int dir = 0;
};

/// The cycle's micro-permutations as line pieces, whole or split into their one-way halves.
std::vector<LinePiece> linePieces(int z, bool halves)
{
    std::vector<LinePiece> pieces;
    for (const MicroPermutation &mp : cycleMicroPermutations(z)) {
        for (int dir : halves ? std::vector<int>{1, -1} : std::vector<int>{0}) {
            LinePiece piece;
            piece.dir = dir;
            for (const RingMessage &msg : mp.messages)
                if (dir == 0 || msg.dir == dir) {
                    piece.messages.push_back(msg);
                    piece.support.push_back(msg.src);
                }
            if (piece.messages.empty())
                continue;
            std::sort(piece.support.begin(), piece.support.end());
            if (halves && piece.messages.size() == mp.messages.size())
                piece.dir = mp.messages.front().dir; // z = 4: pi3's halves are one-way already
            pieces.push_back(std::move(piece));
        }
    }
    return pieces;
}

/// One piece of the torus schedule: line piece `h` in row `line` (Row), `v` in column `line`
/// (Column), or the product of `h` and `v` (Product: every (a, b) with a moved by h and b by v
/// goes to (h(a), v(b)), first along its row, then along its column).
struct TorusTask
{
    enum Kind { Row, Column, Product } kind = Row;
    int h = -1;
    int v = -1;
    int line = -1; ///< the row (Row) or the column (Column)
};

struct TorusSchedule
{
    std::vector<LinePiece> pieces;
    std::vector<std::vector<TorusTask>> rounds;
};

/// The torus schedule of torusSchedule() for one choice of pieces.
TorusSchedule packTorus(int z, bool halves)
{
    TorusSchedule out;
    out.pieces = linePieces(z, halves);
    const std::vector<LinePiece> &pieces = out.pieces;
    const int n = int(pieces.size());
    auto size = [&](int k) { return pieces[std::size_t(k)].support.size(); };

    std::vector<TorusTask> tasks;
    for (int d = 0; d < n; ++d)
        for (int h = 0; h < n; ++h)
            tasks.push_back({TorusTask::Product, h, (h + d) % n, -1});
    std::stable_sort(tasks.begin(), tasks.end(), [&](const TorusTask &a, const TorusTask &b) {
        return size(a.h) * size(a.v) > size(b.h) * size(b.v);
    });
    for (int k = 0; k < n; ++k)
        for (int line = 0; line < z; ++line) {
            tasks.push_back({TorusTask::Row, k, -1, line});
            tasks.push_back({TorusTask::Column, -1, k, line});
        }
    // The lines' pieces: those that move more nodes first; then a row whose piece moves its own
    // position and a column whose piece does not, which tile a round together.
    auto lineKey = [&](const TorusTask &task) {
        const std::vector<int> &moved = pieces[std::size_t(task.kind == TorusTask::Row ? task.h : task.v)].support;
        const bool own = std::binary_search(moved.begin(), moved.end(), task.line);
        return std::make_pair(-int(moved.size()), task.kind == TorusTask::Row ? !own : own);
    };
    std::stable_sort(tasks.begin() + std::ptrdiff_t(n) * n, tasks.end(),
                     [&](const TorusTask &a, const TorusTask &b) { return lineKey(a) < lineKey(b); });

    // Per round: which rows and columns are busy in each direction (index 0 up, 1 down), and
    // which nodes send (a piece's nodes are its sources and its destinations).
    struct Busy
    {
        std::vector<char> rows[2], columns[2], nodes;
    };
    std::vector<Busy> busy;
    std::vector<int> nodes;
    std::vector<std::pair<int, int>> rows, columns; // (line, direction index)
    auto lines = [](std::vector<std::pair<int, int>> &out, const std::vector<int> &at, int dir) {
        for (int l : at) {
            if (dir >= 0)
                out.push_back({l, 0});
            if (dir <= 0)
                out.push_back({l, 1});
        }
    };
    for (const TorusTask &task : tasks) {
        nodes.clear();
        rows.clear();
        columns.clear();
        switch (task.kind) {
        case TorusTask::Product: {
            const LinePiece &h = pieces[std::size_t(task.h)];
            const LinePiece &v = pieces[std::size_t(task.v)];
            lines(rows, v.support, h.dir);
            lines(columns, h.support, v.dir);
            for (int b : v.support)
                for (int a : h.support)
                    nodes.push_back(a + z * b);
            break;
        }
        case TorusTask::Row: {
            const LinePiece &h = pieces[std::size_t(task.h)];
            lines(rows, {task.line}, h.dir);
            for (int a : h.support)
                nodes.push_back(a + z * task.line);
            break;
        }
        case TorusTask::Column: {
            const LinePiece &v = pieces[std::size_t(task.v)];
            lines(columns, {task.line}, v.dir);
            for (int b : v.support)
                nodes.push_back(task.line + z * b);
            break;
        }
        }
        std::size_t r = 0;
        for (; r < busy.size(); ++r) {
            const Busy &b = busy[r];
            bool free = true;
            for (const auto &[l, d] : rows)
                free = free && !b.rows[d][std::size_t(l)];
            for (const auto &[l, d] : columns)
                free = free && !b.columns[d][std::size_t(l)];
            for (int v : nodes)
                free = free && !b.nodes[std::size_t(v)];
            if (free)
                break;
        }
        if (r == busy.size()) {
            Busy fresh;
            for (int d = 0; d < 2; ++d) {
                fresh.rows[d].assign(std::size_t(z), 0);
                fresh.columns[d].assign(std::size_t(z), 0);
            }
            fresh.nodes.assign(std::size_t(z) * std::size_t(z), 0);
            busy.push_back(std::move(fresh));
            BuildCancellation::check();
            out.rounds.emplace_back();
        }
        Busy &b = busy[r];
        for (const auto &[l, d] : rows)
            b.rows[d][std::size_t(l)] = 1;
        for (const auto &[l, d] : columns)
            b.columns[d][std::size_t(l)] = 1;
        for (int v : nodes)
            b.nodes[std::size_t(v)] = 1;
        out.rounds[r].push_back(task);
    }
    return out;
}

/**
 * The torus schedule: every packet (a, b) -> (a', b') is one worm, row first, then column.
 * Packets that stay in their row are the cycle's micro-permutations run in a row, those that
 * stay in their column the same in a column, and the others the products of a horizontal and a
 * vertical piece: a product of h and v fills the rows v moves and the columns h moves, one
 * message per channel, in the directions h and v go, as the cycle's micro-permutations fill
 * the ring. Pieces that share no node and no line in the same direction are interleaved in one
 * round, first fit: the products first (largest first, then in diagonals (h, h + d)), then the
 * rows and columns (largest first, then a row whose piece moves its own position and a column
 * whose piece does not, which tile a round together). A one-way piece uses every channel of
 * its line in its direction, so a round's pieces share no channel. Two packings are made, with
 * whole micro-permutations and with their one-way halves (finer, so pieces can share a line
 * going opposite ways), and the one with fewer rounds is kept (the whole ones on a tie).
 */
std::shared_ptr<const TorusSchedule> torusSchedule(int z)
{
    // formulaRounds, the formula and build each ask for it: the last one is kept.
    static std::mutex lock;
    static std::pair<int, std::shared_ptr<const TorusSchedule>> last{0, nullptr};
    {
        const std::lock_guard<std::mutex> guard(lock);
        if (last.first == z)
            return last.second;
    }
    TorusSchedule whole = packTorus(z, false);
    TorusSchedule halves = packTorus(z, true);
    auto best = std::make_shared<const TorusSchedule>(
        std::move(halves.rounds.size() < whole.rounds.size() ? halves : whole));
    const std::lock_guard<std::mutex> guard(lock);
    last = {z, best};
    return best;
}

bool squareTorusOfFourT(const Topology &topology)
{
    const auto shape = topology.shape();
    return shape.size() == 2 && shape[0] == shape[1] && isMultipleOfFour(shape[0]);
}

/**
 * alltoall-mesh-micro: seed 000's generalisation of the cycle's micro-permutations to the 2D
 * torus T(z, z), z = 4t, by the cartesian product, with disjoint horizontal and vertical
 * micro-permutations interleaved in one round (torusSchedule). The seed gives no count; the
 * engine measures the rounds and how many channels each uses.
 */
class AlltoallMeshMicro final : public AlgorithmBase
{
public:
    AlltoallMeshMicro()
        : AlgorithmBase({QStringLiteral("alltoall-mesh-micro"), Operation::Alltoall,
                         QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                                           "All-to-all personalized on a 2D torus: interleaved micro-permutations"),
                         QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                                           "Also called all-to-all scatter (seed 000: AAS) and total exchange (seed 001). The seed generalises the cycle's micro-permutations to T(z, z), z = 4t, "
                                           "by the cartesian product and interleaves up to t disjoint horizontal and "
                                           "vertical micro-permutations in one round \"so that all mesh links are "
                                           "used in each round\"; it gives no round count. Here every packet is one "
                                           "worm, row first: those that stay in their row run the cycle's "
                                           "micro-permutations in that row, those that stay in their column the "
                                           "same in the column, and the others the product h x v of a horizontal "
                                           "and a vertical piece, (a, b) -> (h(a), v(b)), which fills the rows v "
                                           "moves and the columns h moves with one message per channel. Pieces that "
                                           "share no node and no line in the same direction share a round, packed "
                                           "first fit (products first) once with whole micro-permutations and once "
                                           "with their one-way cycles, the fewer rounds kept; every round is "
                                           "contention-free and 1-port, and the narration counts the channels it "
                                           "uses. The engine measures 15 rounds on torus:4x4 (the 1-port bound p - "
                                           "1); 64 on torus:8x8, every one using all 256 channels as the seed claims "
                                           "for M(8,8), which is the bisection bound z^3/8; 222 on torus:12x12 "
                                           "(bound 216), 513 on torus:16x16 (512), 1010 on torus:20x20 (1000): all "
                                           "links are used in most rounds, not in every one."),
                         cite(Seed::S000, "\"Direct exchange AAS on a cycle\", cartesian product "
                                                          "and \"Interleaving of horizontal and vertical disjoint "
                                                          "micropermutations in M(8,8)\""),
                         {needs::torus()},
                         model(Switching::Wormhole, 1, Duplex::Full, false),
                         QStringLiteral("(t_s + t_w m) R   [R = the rounds of the first-fit interleaving, measured; "
                                        "the seed gives none; bisection bound z^3/8 rounds]")})
    {
    }

    QString topologyLimits() const override { return QStringLiteral("square 2D tori of side z = 4t"); }

    bool supports(const Topology &topology, const RunParams &params, QString *why) const override
    {
        if (runsOn(topology.family()) && !squareTorusOfFourT(topology)) {
            if (why)
                *why = tr("%1 needs a square 2D torus of side z = 4t (torus:4x4, torus:8x8, torus:12x12, ...), "
                          "not %2")
                           .arg(id(), topology.name());
            return false;
        }
        return AlgorithmBase::supports(topology, params, why);
    }

    std::optional<int> formulaRounds(const Topology &topology, const RunParams &) const override
    {
        return int(torusSchedule(topology.shape()[0])->rounds.size());
    }

    double estimatedPacketRefs(const Topology &topology, int) const override
    {
        const double p = topology.processorCount();
        return p * (p - 1) * (3 + 2 * topology.shape()[0] / 4.0);
    }

    PseudoCode pseudoCode() const override
    {
        return {QStringLiteral("AAS_TORUS_MICRO(z = 4t)"),
                {QStringLiteral("H := the cycle's micro-permutations pi1 .. pi4 of T(z), or their one-way cycles"),
                 QStringLiteral("pieces := every (h, v) in H x H         // (a, b) -> (h(a), v(b)), row then column"),
                 QStringLiteral("          every h in H in every row     // (a, b) -> (h(a), b)"),
                 QStringLiteral("          every v in H in every column  // (a, b) -> (a, v(b))"),
                 QStringLiteral("for each round do"),
                 QStringLiteral("    run pieces that share no row, column or node   // first fit"),
                 QStringLiteral("end for")}};
    }

    Schedule build(const Problem &problem, const RunParams &) const override
    {
        Schedule s = problem.emptySchedule();
        const auto &topo = static_cast<const CartesianTopology &>(problem.topology());
        const int z = topo.side(0);
        const int sx = topo.stride(0);
        const int sy = topo.stride(1);
        const std::shared_ptr<const TorusSchedule> schedule = torusSchedule(z);
        const std::vector<LinePiece> &micros = schedule->pieces;
        const std::vector<std::vector<TorusTask>> &rounds = schedule->rounds;
        const bool wholePieces = std::all_of(micros.begin(), micros.end(),
                                             [](const LinePiece &piece) { return piece.dir == 0; });
        const int channels = int(topo.arcs().size());
        std::vector<char> used(std::size_t(channels), 0);
        RoundBuilder builder(s, problem, *this);
        int index = 0;
        for (const std::vector<TorusTask> &round : rounds) {
            ++index;
            int products = 0, rowPieces = 0, columnPieces = 0, usedChannels = 0;
            std::fill(used.begin(), used.end(), 0);
            auto send = [&](std::vector<int> path, int line) {
                for (std::size_t k = 1; k < path.size(); ++k) {
                    const int a = topo.arcBetween(path[k - 1], path[k]);
                    if (!used[std::size_t(a)]) {
                        used[std::size_t(a)] = 1;
                        ++usedChannels;
                    }
                }
                const int src = path.front();
                const int dst = path.back();
                builder.trace(src, line, [&] {
                    return TraceVars{{QStringLiteral("to"), QStringLiteral("(%1, %2)")
                                                                .arg(topo.coords(dst)[0])
                                                                .arg(topo.coords(dst)[1])}};
                });
                builder.send(path, {problem.alltoallPacket(src, dst)});
            };
            for (const TorusTask &task : round) {
                switch (task.kind) {
                case TorusTask::Product: {
                    ++products;
                    for (const RingMessage &hm : micros[std::size_t(task.h)].messages)
                        for (const RingMessage &vm : micros[std::size_t(task.v)].messages) {
                            std::vector<int> path;
                            for (int a : ringWalk(hm, z))
                                path.push_back(a * sx + vm.src * sy);
                            const std::vector<int> up = ringWalk(vm, z);
                            for (std::size_t k = 1; k < up.size(); ++k)
                                path.push_back(hm.dst * sx + up[k] * sy);
                            send(std::move(path), 1);
                        }
                    break;
                }
                case TorusTask::Row:
                    ++rowPieces;
                    for (const RingMessage &hm : micros[std::size_t(task.h)].messages) {
                        std::vector<int> path;
                        for (int a : ringWalk(hm, z))
                            path.push_back(a * sx + task.line * sy);
                        send(std::move(path), 2);
                    }
                    break;
                case TorusTask::Column:
                    ++columnPieces;
                    for (const RingMessage &vm : micros[std::size_t(task.v)].messages) {
                        std::vector<int> path;
                        for (int b : ringWalk(vm, z))
                            path.push_back(task.line * sx + b * sy);
                        send(std::move(path), 3);
                    }
                    break;
                }
            }
            builder.finish(narration(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                    "Round %1 of %2: %3 of a horizontal and a vertical piece (%8), %4 in a row "
                    "and %5 in a column, sharing no node and no line in the same direction; %6 of the %7 channels "
                    "carry one message each, none two."))
                               .arg(index)
                               .arg(int(rounds.size()))
                               .arg(counted(QT_TRANSLATE_N_NOOP("collviz::core::Algorithm", "%n product(s)"), products))
                               .arg(counted(QT_TRANSLATE_N_NOOP("collviz::core::Algorithm", "%n piece(s)"), rowPieces))
                               .arg(columnPieces)
                               .arg(usedChannels)
                               .arg(channels)
                               .arg(wholePieces ? narration(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                                                                              "a piece is a micro-permutation"))
                                                : narration(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                                                                              "a piece is a one-way cycle of a "
                                                                              "micro-permutation"))));
        }
        return s;
    }

protected:
    std::optional<double> formulaValue(const Topology &topology, const RunParams &params) const override
    {
        return perStep(params.cost) * double(torusSchedule(topology.shape()[0])->rounds.size());
    }
};

} // namespace

void registerSeed000Micro(AlgorithmRegistry &registry)
{
    registry.add(std::make_shared<AlltoallCycleMicro>());
    registry.add(std::make_shared<AlltoallMeshMicro>());
}

} // namespace collviz::core::algorithms

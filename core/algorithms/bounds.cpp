// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "core/algorithms/bounds.h"

#include "core/topologies.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace collviz::core::algorithms::bounds {

namespace {

/// The smallest r with base^r >= p (0 for p <= 1).
int ceilLog(double p, double base)
{
    int r = 0;
    double reach = 1;
    while (reach < p) {
        reach *= base;
        ++r;
    }
    return r;
}

/// Degrees of the processors (the tree's inner vertices are switches, which never send).
struct Degrees
{
    int min = std::numeric_limits<int>::max();
    int max = 0;
};

Degrees processorDegrees(const Topology &topology)
{
    Degrees d;
    for (int v = 0; v < topology.processorCount(); ++v) {
        d.min = std::min(d.min, topology.degree(v));
        d.max = std::max(d.max, topology.degree(v));
    }
    if (d.max == 0)
        d.min = 0;
    return d;
}

/// How many of its messages a node of degree `deg` can have on the way at once.
int fanOutOf(int deg, const CommModel &model) { return model.allPort() ? deg : std::min(model.ports, deg); }

/// Channels that can carry words at the same time: every directed channel, or with half-duplex
/// links every link.
double channelCount(const Topology &topology, const CommModel &model)
{
    return double(topology.channelCount(model.duplex == Duplex::Half));
}

/// The fewest message slots sum c_r over R rounds with prod (1 + F c_r) >= p: balanced counts
/// maximise the product for a given sum, so only the sum S has to be searched.
double fewestSlots(int p, int F, int R)
{
    auto reach = [&](long long S) {
        const long long q = S / R;
        const long long extra = S % R;
        return std::pow(1.0 + double(F) * q, double(R - extra)) * std::pow(1.0 + double(F) * (q + 1), double(extra));
    };
    long long lo = R;
    long long hi = static_cast<long long>(R) * ((p - 1 + F - 1) / std::max(1, F) + 1);
    while (lo < hi) {
        const long long mid = (lo + hi) / 2;
        if (reach(mid) >= p - 1e-9)
            hi = mid;
        else
            lo = mid + 1;
    }
    return double(lo);
}

/// Cut bound of a mesh or torus: across the middle of each dimension, the floor(z/2) p/z nodes
/// on one side send m words to each of the others through p/z channels per direction (2 p/z on
/// a torus with z > 2); half-duplex links carry both directions in turn. In words per m.
double cartesianCut(const CartesianTopology &topo, bool half)
{
    const double p = topo.processorCount();
    double best = 0;
    for (int dim = 0; dim < topo.dimensions(); ++dim) {
        const int z = topo.side(dim);
        const int side = z / 2; // floor(z/2): the smaller side of the cut
        const double lower = side * (p / z);
        const double channels = (topo.wraps() && z > 2 ? 2.0 : 1.0) * (p / z);
        best = std::max(best, (half ? 2.0 : 1.0) * lower * (p - lower) / channels);
    }
    return best;
}

QString portsLabel(const CommModel &m)
{
    if (m.allPort())
        return QStringLiteral("all-port");
    return QStringLiteral("%1-port").arg(m.ports);
}

QString modelLabel(const CommModel &m)
{
    QString s = portsLabel(m);
    s += m.switching == Switching::Wormhole ? QStringLiteral(" wormhole") : QStringLiteral(" store-and-forward");
    if (m.duplex == Duplex::Half)
        s += QStringLiteral(", half-duplex links");
    if (!m.combining)
        s += QStringLiteral(", noncombining");
    return s;
}

/// Whether every message of a spreading step costs its node a whole t_s + t_w L (wormhole:
/// the message holds its channel and ports throughout; k <= every degree: the ports are the
/// limit and hold the start-up), or only its words (store-and-forward over a free channel,
/// where the start-ups of a node's messages overlap).
bool startUpPerStep(const CommModel &model, const Degrees &deg)
{
    return model.switching == Switching::Wormhole || (!model.allPort() && model.ports <= deg.min);
}

/// The spreading term: how fast data from one node reaches all p (or p contributions meet).
QString spreadText(const CommModel &m, const QString &words)
{
    if (!m.allPort() && m.ports == 1)
        return QStringLiteral("(t_s + t_w %1) ceil(log2 p)").arg(words);
    if (m.switching == Switching::Wormhole)
        return QStringLiteral("(t_s + t_w %1) ceil(log_(F+1) p)").arg(words);
    if (!m.allPort())
        return QStringLiteral("(t_s + t_w %1) ceil(log_(F+1) p) where every node has %2 links or more, else min over "
                              "R of (R t_s + t_w %1 c(R))")
            .arg(words)
            .arg(m.ports);
    return QStringLiteral("min over R of (R t_s + t_w %1 c(R))").arg(words);
}

QString spreadWhy(const CommModel &m, const QString &words = QStringLiteral("m"))
{
    if (!m.allPort() && m.ports == 1)
        return QStringLiteral("holders at most double per round");
    const QString F = m.allPort() ? QStringLiteral("F = the most links of a node")
                                  : QStringLiteral("F = min(%1, the most links of a node)").arg(m.ports);
    const QString perStep = QStringLiteral("a node reaches at most F others per t_s + t_w %1").arg(words);
    const QString overlap = QStringLiteral("start-ups overlap but a link carries its messages in turn: c(R) = the "
                                           "fewest messages per link, sum c_r with prod (1 + F c_r) >= p");
    if (m.switching == Switching::Wormhole)
        return QStringLiteral("%1, %2").arg(perStep, F);
    if (!m.allPort())
        return QStringLiteral("with enough links the ports hold the start-ups, so %1; else %2; %3").arg(perStep, overlap, F);
    return QStringLiteral("%1, %2").arg(overlap, F);
}

/// The per-round start-up term: at least this many rounds, each paying t_s.
QString roundsSymbol(const CommModel &m)
{
    if (m.allPort())
        return QStringLiteral("t_s");
    if (m.ports == 1)
        return QStringLiteral("t_s ceil(log2 p)");
    return QStringLiteral("t_s ceil(log_%1 p)").arg(m.ports + 1);
}

QString fSymbol(const CommModel &m)
{
    if (m.allPort())
        return QStringLiteral("f = its links");
    return m.ports == 1 ? QStringLiteral("f = 1") : QStringLiteral("f = min(%1, its links)").arg(m.ports);
}

/// Seed 002's Lemma 8 (noncombining allgather, store-and-forward, full duplex), appended to the
/// allgather bound's text.
QString seed002Lemma8(const CommModel &m)
{
    const QString k = m.allPort() ? QStringLiteral("deg v") : QStringLiteral("min(%1, deg v)").arg(m.ports);
    QString s = QStringLiteral("; N8 = seed 002 (002_7baaebe82fd66c4b.txt, Lemma 8, its N = p): every node v receives p - 1 "
                               "packets as p - 1 messages through k_v = %1 channels, so rounds >= max_v "
                               "ceil((p - 1)/k_v) and, a channel carrying one whole packet a round, time >= max_v "
                               "ceil((p - 1)/k_v)(t_s + t_w m); here a channel may carry several messages in a round "
                               "(their start-ups overlap) and packets may be split, so the time kept is max_v t_s + "
                               "max(ceil((p - 1)/k_v) t_h, (p - 1)(t_w m + t_h)/k_v)")
                    .arg(k);
    if (!m.allPort())
        s += QStringLiteral(", and as some node sends p - 1 messages through its %1 send ports, each holding "
                            "t_s + t_w L + t_h, max(ceil((p - 1)/%1)(t_s + t_h), (p - 1)(t_s + t_w m + t_h)/%1)")
                 .arg(m.ports);
    return s;
}

/// Where the all-to-all bound contains seed 000's bounds (appended to its bracket): the cut is
/// its Lemma ("Higher-dimensional mesh/torus"), on Q_n the hop-words over the channels give at
/// least its WH bound and the t_w part of its all-port one, and a 1-port noncombining node's
/// p - 1 messages its N - 1 rounds.
QString seed000AlltoallBounds(const CommModel &m)
{
    QString s = QStringLiteral("; seed 000 (000_f11f6c01ea91da91.txt \"Lower bound on the communication latency\"): "
                               "cut is its Lemma, t_w m 1/2 ceil(z_1/2) floor(z_1/2) prod_(i>1) z_i on a torus "
                               "with z_1 the longest side; on Q_n H/C = 2^(n-1) contains its bound mu t_m (2^n - 1)/2 "
                               "(\"Hypercube\", WH) and the t_w m 2^(n-1) of its 2^(n-1) all-port rounds, whose "
                               "start-ups can overlap here");
    if (!m.combining && !m.allPort() && m.ports == 1)
        s += QStringLiteral("; the N term holds its N - 1 rounds of a 1-port noncombining node");
    return s;
}

} // namespace

double lemma8(const Topology &topology, const CommModel &model, const CostParams &c)
{
    const int p = topology.processorCount();
    if (p <= 1 || model.combining || model.switching != Switching::StoreAndForward)
        return 0;
    const double m = c.m;
    const double hop = c.tw * m + c.th;
    double best = 0;
    // Receive side: node v gets its p - 1 packets (at least p - 1 messages, p - 1 packets' words)
    // over f_v = min(k, deg v) channels or receive ports, each message holding one for
    // t_w L + t_h; its first round pays t_s first.
    for (int v = 0; v < p; ++v) {
        const int f = std::max(1, fanOutOf(topology.degree(v), model));
        const int rounds = (p - 1 + f - 1) / f; // ceil((p - 1) / f)
        best = std::max(best, c.ts + std::max(rounds * c.th, (p - 1) * hop / f));
    }
    // Send side under k ports: p (p - 1) receptions, so some node sends p - 1 messages, each
    // holding one of its k send ports for t_s + t_w L + t_h.
    if (!model.allPort()) {
        const int k = std::max(1, model.ports);
        const int rounds = (p - 1 + k - 1) / k; // ceil((p - 1) / k)
        best = std::max(best, std::max(rounds * (c.ts + c.th), (p - 1) * (c.ts + hop) / k));
    }
    return best;
}

int lemma8Rounds(const Topology &topology, const CommModel &model)
{
    const int p = topology.processorCount();
    int best = 0;
    for (int v = 0; v < p; ++v) {
        const int f = std::max(1, fanOutOf(topology.degree(v), model));
        best = std::max(best, (p - 1 + f - 1) / f);
    }
    return best;
}

Kind kindOf(Operation op, bool split)
{
    switch (op) {
    case Operation::Broadcast: return split ? Kind::SplitBroadcast : Kind::Broadcast;
    case Operation::Reduce: return split ? Kind::SplitReduce : Kind::Reduce;
    case Operation::Allreduce: return split ? Kind::SplitAllreduce : Kind::Allreduce;
    case Operation::Allgather: return Kind::Allgather;
    case Operation::ReduceScatter: return Kind::ReduceScatter;
    case Operation::PrefixSum: return Kind::PrefixSum;
    case Operation::Scatter: return Kind::Scatter;
    case Operation::Gather: return Kind::Gather;
    case Operation::Alltoall: return Kind::Alltoall;
    case Operation::Shift: return Kind::Shift;
    }
    return Kind::Broadcast;
}

int fanOut(const Topology &topology, const CommModel &model)
{
    return fanOutOf(processorDegrees(topology).max, model);
}

int fewestRounds(int p, const CommModel &model)
{
    if (p <= 1)
        return 0;
    return model.allPort() ? 1 : ceilLog(p, model.ports + 1.0);
}

double spread(const Topology &topology, const CommModel &model, const CostParams &cost, double words)
{
    const int p = topology.processorCount();
    if (p <= 1)
        return 0;
    const Degrees deg = processorDegrees(topology);
    const int F = std::max(1, fanOutOf(deg.max, model));
    const int steps = ceilLog(p, F + 1.0);
    if (startUpPerStep(model, deg))
        return (cost.ts + cost.tw * words) * steps;
    double best = std::numeric_limits<double>::infinity();
    for (int R = std::max(1, fewestRounds(p, model)); R <= steps; ++R)
        best = std::min(best, R * cost.ts + cost.tw * words * fewestSlots(p, F, R));
    return best;
}

double sumOfDistances(const Topology &topology)
{
    const double p = topology.processorCount();
    if (topology.has(Trait::BinaryCube))
        return p * p * topology.dimensions() / 2.0;
    if (topology.has(Trait::Switches) && topology.has(Trait::Halving)) {
        // A leaf has 2^(l-1) leaves whose lowest common ancestor is l levels up, 2 l hops away.
        const int levels = static_cast<const TreeTopology &>(topology).levels();
        double perLeaf = 0;
        for (int l = 1; l <= levels; ++l)
            perLeaf += std::ldexp(1.0, l - 1) * 2 * l;
        return p * perLeaf;
    }
    if (topology.has(Trait::Grid)) {
        const auto &topo = static_cast<const CartesianTopology &>(topology);
        double sum = 0;
        for (int dim = 0; dim < topo.dimensions(); ++dim) {
            const double z = topo.side(dim);
            // Pairs of positions on one line: |a - b| on a path, the shorter way round a ring.
            const double line = topo.wraps() ? z * std::floor(z * z / 4) : (z * z * z - z) / 3;
            sum += (p / z) * (p / z) * line;
        }
        return sum;
    }
    // Any other network: pair by pair.
    double sum = 0;
    for (int a = 0; a < topology.processorCount(); ++a)
        for (int b = 0; b < topology.processorCount(); ++b)
            sum += topology.distance(a, b);
    return sum;
}

namespace {

/// The shift's bound: one round at least, its words over the channels, and its farthest packet.
double shiftBound(const Topology &topology, const RunParams &params, const std::vector<int> &order, double channels)
{
    const CostParams &c = params.cost;
    const bool sf = params.model.switching == Switching::StoreAndForward;
    const double m = c.m;
    const int p = topology.processorCount();
    auto at = [&](int j) { return order.empty() ? j : order[std::size_t(j)]; };
    const int q = ((params.shift % p) + p) % p;
    double hops = 0;
    int farthest = 1;
    for (int j = 0; j < p; ++j) {
        const int h = topology.distance(at(j), at((j + q) % p));
        hops += h;
        farthest = std::max(farthest, h);
    }
    // One round at least; under store-and-forward the farthest packet pays t_w m per hop;
    // every hop costs t_h.
    return c.ts + farthest * c.th + c.tw * std::max(sf ? m * farthest : m, m * hops / channels);
}

/// The hops the data of `kind` must cross one after the other: from the root to its farthest
/// node, from node 0 to node p - 1 for a prefix sum, else the diameter.
int latencyHops(Kind kind, const Topology &topology, int root)
{
    const int p = topology.processorCount();
    const bool rooted = kind == Kind::Broadcast || kind == Kind::Reduce || kind == Kind::Scatter
                        || kind == Kind::Gather || kind == Kind::SplitBroadcast || kind == Kind::SplitReduce;
    int D = 0;
    if (rooted) {
        for (int v = 0; v < p; ++v)
            D = std::max(D, topology.distance(root, v));
    } else if (kind == Kind::PrefixSum) {
        D = topology.distance(0, p - 1);
    } else {
        D = topology.diameter();
    }
    return D;
}

} // namespace

double value(Kind kind, const Topology &topology, const RunParams &params, const std::vector<int> &order, int pieces)
{
    const CommModel &model = params.model;
    const CostParams &c = params.cost;
    const int p = topology.processorCount();
    if (p <= 1)
        return 0;
    const Degrees deg = processorDegrees(topology);
    const bool half = model.duplex == Duplex::Half;
    const bool sf = model.switching == Switching::StoreAndForward;
    const double m = c.m;
    const int fMin = std::max(1, fanOutOf(deg.min, model));
    const int fMax = std::max(1, fanOutOf(deg.max, model));
    const int root = std::clamp(params.root, 0, p - 1);
    const int fRoot = std::max(1, fanOutOf(topology.degree(root), model));
    const double channels = std::max(1.0, channelCount(topology, model));
    const int rounds = fewestRounds(p, model);

    // Noncombining: a node that must send (receive) n packets of L words sends them as n
    // messages; each holds one of its f ports or channels for t_s + t_w L (store-and-forward:
    // only the send ports hold the start-up, and all-port has none to hold).
    auto separateMessages = [&](double n, double f, bool sendSide, double L) -> double {
        if (model.combining)
            return 0;
        if (!sf)
            return n * (c.ts + c.tw * L) / f;
        if (sendSide && !model.allPort())
            return n * (c.ts + c.tw * L) / model.ports;
        return 0;
    };

    double words = m; // per round: t_s, plus t_w times these words summed over the rounds
    double extra = 0;
    double spreadWords = m;
    switch (kind) {
    case Kind::Broadcast:
    case Kind::Reduce:
    case Kind::Allreduce:
    case Kind::PrefixSum: break;
    case Kind::Scatter:
    case Kind::Gather:
        words = std::max(m, m * (p - 1) / fRoot);
        extra = separateMessages(p - 1, fRoot, kind == Kind::Scatter, m);
        break;
    case Kind::Allgather:
    case Kind::ReduceScatter: {
        words = std::max(m * (p - 1) / fMin, m * double(p) * (p - 1) / channels);
        if (half)
            words = std::max(words, m * p / std::max(1, deg.min));
        // Allgather: every node receives p-1 packets, so some node sends p-1; reduce-scatter:
        // every node's p-1 contributions to the others' items leave it.
        if (kind == Kind::Allgather)
            extra = std::max(separateMessages(p - 1, fMin, false, m), separateMessages(p - 1, fMax, true, m));
        else
            extra = separateMessages(p - 1, fMin, true, m);
        if (!model.combining && !sf)
            extra = std::max(extra, (c.ts + c.tw * m) * double(p) * (p - 1) / channels);
        if (kind == Kind::Allgather && !model.combining && sf)
            extra = std::max(extra, lemma8(topology, model, c));
        break;
    }
    case Kind::Alltoall: {
        const double hops = sumOfDistances(topology);
        words = std::max(m * (p - 1) / fMin, m * hops / channels);
        if (half)
            words = std::max(words, 2 * m * (p - 1) / std::max(1, deg.min));
        // Store-and-forward, combining: a message of L words over h hops takes t_s + t_w L h
        // alone, and a round has at most k p of them.
        if (sf && model.combining && !model.allPort())
            words = std::max(words, m * hops / (double(model.ports) * p));
        if (topology.has(Trait::Grid))
            words = std::max(words, m * cartesianCut(static_cast<const CartesianTopology &>(topology), half));
        extra = separateMessages(p - 1, fMin, true, m);
        if (!model.combining && !sf)
            extra = std::max(extra, (c.ts + c.tw * m) * hops / channels);
        break;
    }
    case Kind::Shift: return shiftBound(topology, params, order, channels);
    case Kind::SplitBroadcast:
    case Kind::SplitReduce:
    case Kind::SplitAllreduce: {
        // p pieces of m/p words: every node other than the root receives (broadcast) or sends
        // (reduction) all m words, in the all-reduce both.
        spreadWords = m / p;
        words = m / fMin;
        if (half && kind == Kind::SplitAllreduce)
            words = std::max(words, 2 * m / std::max(1, deg.min));
        // Noncombining: k pieces (the algorithm's cut, p unless it says otherwise) are k
        // messages of m/k words each (a double binary tree cuts 2S <= 16 pieces, not p).
        const int k = pieces > 0 ? pieces : p;
        extra = separateMessages(k, fMin, kind != Kind::SplitBroadcast, m / k);
        break;
    }
    }
    // Latency: the data must cross D hops one after the other (from the root to the farthest
    // node, or between the farthest pair), each paying t_w L and t_h under store-and-forward, a
    // worm paying t_w L once and t_h per hop.
    const int D = latencyHops(kind, topology, root);
    const double latency = sf ? c.ts + D * (c.tw * spreadWords + c.th) : c.ts + c.tw * spreadWords + D * c.th;
    const double perRound = rounds * c.ts + c.tw * words;
    return std::max({spread(topology, model, c, spreadWords), perRound, extra, latency});
}

QString text(Kind kind, const CommModel &model)
{
    const QString R = roundsSymbol(model);
    const QString f = fSymbol(model);
    const bool half = model.duplex == Duplex::Half;
    const bool sf = model.switching == Switching::StoreAndForward;
    const QString C = half ? QStringLiteral("links") : QStringLiteral("channels");
    const QString noncombining = model.combining || (sf && model.allPort())
                                     ? QString()
                                     : QStringLiteral("; N = n (t_s + t_w m)/f, a node's n packets as n messages");
    const QString N = noncombining.isEmpty() ? QString() : QStringLiteral(", N");
    const bool rooted = kind == Kind::Broadcast || kind == Kind::Reduce || kind == Kind::Scatter
                        || kind == Kind::Gather || kind == Kind::SplitBroadcast || kind == Kind::SplitReduce;
    const bool split = kind == Kind::SplitBroadcast || kind == Kind::SplitReduce || kind == Kind::SplitAllreduce;
    const QString words = split ? QStringLiteral("m/p") : QStringLiteral("m");
    const QString latency =
        QStringLiteral("; L = %1, D = %2")
            .arg(sf ? QStringLiteral("t_s + D (t_w %1 + t_h)").arg(words)
                    : QStringLiteral("t_s + t_w %1 + D t_h").arg(words),
                 rooted                     ? QStringLiteral("the hops from the root to its farthest node")
                 : kind == Kind::PrefixSum ? QStringLiteral("the hops from node 0 to node p - 1")
                                           : QStringLiteral("the diameter"));
    auto bracket = [&](const QString &why, bool withN = true) {
        return QStringLiteral("   [%1: %2%3%4; derived]")
            .arg(modelLabel(model), why, withN ? noncombining : QString(), latency);
    };
    switch (kind) {
    case Kind::Broadcast:
    case Kind::Reduce:
    case Kind::Allreduce:
    case Kind::PrefixSum:
        return QStringLiteral("max(%1, L)").arg(spreadText(model, QStringLiteral("m"))) + bracket(spreadWhy(model), false);
    case Kind::Scatter:
    case Kind::Gather:
        return QStringLiteral("max(%1 + t_w m (p - 1)/f, B%2, L)").arg(R, N)
            + bracket(QStringLiteral("the root %1 p - 1 packets over its f ports and links, %2, one t_s a round; B = "
                                     "%3, %4")
                          .arg(kind == Kind::Scatter ? QStringLiteral("sends") : QStringLiteral("receives"), f,
                               spreadText(model, QStringLiteral("m")), spreadWhy(model)));
    case Kind::Allgather:
    case Kind::ReduceScatter:
        return QStringLiteral("max(%1 + t_w m max((p - 1)/f, p (p - 1)/C%2), B%3, L)")
                   .arg(R, half ? QStringLiteral(", p/links") : QString(),
                        N + (kind == Kind::Allgather && !model.combining && sf ? QStringLiteral(", N8") : QString()))
            + bracket(QStringLiteral("every node %1 p - 1 packets over its f ports and links, %2; every packet crosses "
                                     "p - 1 of the C %3; B = %4, %5")
                          .arg(kind == Kind::Allgather ? QStringLiteral("receives") : QStringLiteral("sends"), f, C,
                               spreadText(model, QStringLiteral("m")), spreadWhy(model))
                      + (kind == Kind::Allgather && !model.combining && sf ? seed002Lemma8(model) : QString()));
    case Kind::Alltoall: {
        const bool perMessage = sf && model.combining && !model.allPort();
        return QStringLiteral("max(%1 + t_w m max((p - 1)/f, H/C%2%3, cut), B%4, L)")
                   .arg(R, half ? QStringLiteral(", 2 (p - 1)/links") : QString(),
                        perMessage ? QStringLiteral(", H/(k p)") : QString(), N)
            + bracket(QStringLiteral("every node sends p - 1 packets over its f ports and links, %1; H = the sum of all "
                                     "pairs' distances, hop-words over the C %2%3; cut = words across the middle of a "
                                     "mesh or torus per %4 across; B = %5")
                          .arg(f, C,
                               perMessage ? QStringLiteral(" or over the k p messages a round, each taking t_w L h "
                                                           "alone")
                                          : QString(),
                               half ? QStringLiteral("link") : QStringLiteral("channel"),
                               spreadText(model, QStringLiteral("m")))
                   + seed000AlltoallBounds(model));
    }
    case Kind::Shift:
        return QStringLiteral("t_s + D t_h + t_w m max(h, H/C)")
            + QStringLiteral("   [%1: D = the farthest a packet must go; %2; H = the hops all packets must travel, "
                             "over the C %3; derived]")
                  .arg(modelLabel(model),
                       sf ? QStringLiteral("h = D, each hop paying t_w m") : QStringLiteral("h = 1, a worm pays its words once"),
                       C);
    case Kind::SplitBroadcast:
    case Kind::SplitReduce:
    case Kind::SplitAllreduce:
        return QStringLiteral("max(%1 + t_w m/f, B%2, L)").arg(R, N)
            + bracket(QStringLiteral("some node %1 all m words over its f ports and links, %2; B = %3, every piece "
                                     "of m/p words spreading: %4")
                          .arg(kind == Kind::SplitBroadcast ? QStringLiteral("receives")
                               : kind == Kind::SplitReduce  ? QStringLiteral("sends")
                                                            : QStringLiteral("receives and sends"),
                               f, spreadText(model, QStringLiteral("m/p")), spreadWhy(model, QStringLiteral("m/p"))));
    }
    return {};
}

} // namespace collviz::core::algorithms::bounds

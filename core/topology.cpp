// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "core/topology.h"

#include "core/networks/networkfamily.h"
#include "core/topologies.h"
#include "core/userinput.h"

#include <QCoreApplication>
#include <QDir>
#include <QRegularExpression>

#include <algorithm>
#include "core/bits.h"

namespace collviz::core {

namespace {

constexpr int kMaxNodes = TopologyLimits::maxVertices;

/// tr() of a literal marked with QT_TRANSLATE_NOOP (lupdate reads no literal nested in tr()):
/// TopologyLimits and TopologySpec mark their strings with the context Topology uses, as the
/// network families do.
using networks::topologyText;
using userinput::echo;

} // namespace

QString TopologyLimits::acceptedText()
{
    QStringList forms;
    for (const auto &family : NetworkRegistry::instance().families())
        forms << family->grammar();
    return topologyText(QT_TRANSLATE_NOOP("collviz::core::Topology",
                                        "accepted: %1, every size a plain decimal integer; at most %2 vertices"))
        .arg(forms.join(QStringLiteral(", ")))
        .arg(maxVertices);
}

bool TopologySpec::parse(const QString &text, TopologySpec *out, QString *error, const QString &baseDirectory)
{
    auto fail = [&](const QString &what) {
        if (error)
            *error = what + QStringLiteral("; ") + TopologyLimits::acceptedText() + QLatin1Char('.');
        return false;
    };
    const QString t = text.trimmed();
    const int colon = t.indexOf(QLatin1Char(':'));
    if (colon < 0)
        return fail(topologyText(QT_TRANSLATE_NOOP("collviz::core::Topology", "topology '%1' has no ':' between kind and size")).arg(echo(text)));
    const QString kindText = t.left(colon).toLower();

    const NetworkFamily *family = NetworkRegistry::instance().find(kindText);
    if (!family)
        return fail(topologyText(QT_TRANSLATE_NOOP("collviz::core::Topology", "unknown topology kind '%1'")).arg(echo(kindText)));
    TopologySpec spec;
    spec.family = family;
    spec.baseDirectory = baseDirectory;
    QString why;
    if (!family->parseArgument(t.mid(colon + 1), text, &spec, &why))
        return fail(why);
    *out = spec;
    return true;
}

bool NetworkFamily::parseArgument(const QString &argument, const QString &text, TopologySpec *spec, QString *why) const
{
    // Sizes follow the one rule for whole numbers (userinput.h): digits only, no sign.
    const QString sizeText = argument.toLower();
    static const QRegularExpression sizeRe(QStringLiteral("^[0-9]{1,6}(x[0-9]{1,6})*$"));
    if (!sizeRe.match(sizeText).hasMatch()) {
        *why = topologyText(QT_TRANSLATE_NOOP("collviz::core::Topology", "malformed size '%1' in topology '%2'")).arg(echo(sizeText), echo(text));
        return false;
    }
    spec->sides.clear();
    for (const QString &p : sizeText.split(QLatin1Char('x')))
        spec->sides.push_back(p.toInt());

    const auto [fewest, most] = sizeCount();
    if (most == 1 && spec->sides.size() != 1) {
        *why = topologyText(QT_TRANSLATE_NOOP("collviz::core::Topology", "%1 takes a single size, not '%2'")).arg(id(), echo(sizeText));
        return false;
    }
    if (int(spec->sides.size()) < fewest || int(spec->sides.size()) > most) {
        *why = topologyText(QT_TRANSLATE_NOOP("collviz::core::Topology",
                                              "%1 needs %2 to %3 sides such as 4x4, 3x3x3 or 3x3x3x3, not '%4'"))
                   .arg(id())
                   .arg(fewest)
                   .arg(most)
                   .arg(echo(sizeText));
        return false;
    }
    const long long nodes = vertices(spec->sides, text, why);
    if (nodes < 0)
        return false;
    if (nodes > kMaxNodes) {
        *why = topologyText(QT_TRANSLATE_NOOP("collviz::core::Topology", "'%1' has more than %2 vertices")).arg(echo(text)).arg(kMaxNodes);
        return false;
    }
    return true;
}

QString TopologySpec::toString() const
{
    if (!family)
        return {};
    if (sides.empty())
        return family->id() + QLatin1Char(':') + argument;
    QStringList parts;
    for (int s : sides)
        parts << QString::number(s);
    return family->id() + QLatin1Char(':') + parts.join(family->sizeSeparator());
}

QString TopologySpec::file() const
{
    if (!family || !family->takesFile())
        return {};
    if (baseDirectory.isEmpty() || QDir::isAbsolutePath(argument))
        return argument;
    return QDir::cleanPath(QDir(baseDirectory).filePath(argument));
}

std::shared_ptr<const Topology> Topology::create(const TopologySpec &spec, QString *error)
{
    QString err;
    TopologySpec checked;
    if (!TopologySpec::parse(spec.toString(), &checked, &err, spec.baseDirectory)) {
        if (error)
            *error = err;
        return {};
    }
    auto topology = checked.family->create(checked, &err);
    if (!topology && error)
        *error = err;
    return topology;
}

bool NetworkNeed::admits(const Topology &topology) const { return admits(topology.traits()); }

Topology::Topology(TopologySpec spec) : mSpec(std::move(spec)), mTraits(mSpec.family->traits()) {}

std::shared_ptr<const Topology> Topology::create(const QString &spec, QString *error)
{
    TopologySpec parsed;
    if (!TopologySpec::parse(spec, &parsed, error))
        return {};
    return create(parsed, error);
}

int Topology::arcBetweenUnindexed(int from, int to) const
{
    for (int a : mOut[std::size_t(from)])
        if (mArcs[std::size_t(a)].to == to)
            return a;
    return -1;
}

bool Topology::pathArcs(IntSpan path, std::vector<int> &arcs) const
{
    arcs.clear();
    for (std::size_t i = 0; i + 1 < path.size(); ++i) {
        const int a = arcBetween(path[i], path[i + 1]);
        if (a < 0)
            return false;
        arcs.push_back(a);
    }
    return true;
}

std::vector<int> Topology::pathArcs(IntSpan path) const
{
    std::vector<int> arcs;
    if (!pathArcs(path, arcs))
        arcs.clear();
    return arcs;
}

std::vector<int> Topology::neighbours(int node) const
{
    std::vector<int> out;
    for (int a : mOut[std::size_t(node)])
        out.push_back(mArcs[std::size_t(a)].to);
    return out;
}

int Topology::maxDegree() const
{
    int d = 0;
    for (const auto &o : mOut)
        d = std::max(d, int(o.size()));
    return d;
}

std::vector<std::pair<int, int>> Topology::links() const
{
    std::vector<std::pair<int, int>> out(static_cast<std::size_t>(mLinkCount));
    for (const Arc &a : mArcs)
        out[std::size_t(a.link)] = {std::min(a.from, a.to), std::max(a.from, a.to)};
    return out;
}

void Topology::addLink(int a, int b, int dim, bool wrap)
{
    if (mOut.size() < mCoords.size())
        mOut.resize(mCoords.size());
    if (arcBetweenUnindexed(a, b) >= 0)
        return;
    const int link = mLinkCount++;
    Arc ab;
    ab.id = int(mArcs.size());
    ab.from = a;
    ab.to = b;
    ab.link = link;
    ab.dim = dim;
    ab.dir = +1;
    ab.wrap = wrap;
    mArcs.push_back(ab);
    mOut[std::size_t(a)].push_back(ab.id);
    Arc ba = ab;
    ba.id = int(mArcs.size());
    ba.from = b;
    ba.to = a;
    ba.dir = -1;
    mArcs.push_back(ba);
    mOut[std::size_t(b)].push_back(ba.id);
}

void Topology::finish()
{
    mTraits.minDimensions = mTraits.maxDimensions = mDimensions;
    mOut.resize(mCoords.size());
    for (auto &o : mOut)
        std::sort(o.begin(), o.end(), [this](int x, int y) {
            const Arc &ax = mArcs[std::size_t(x)];
            const Arc &ay = mArcs[std::size_t(y)];
            return std::tie(ax.dim, ax.dir, ax.to) < std::tie(ay.dim, ay.dir, ay.to);
        });
    mIndex = ArcIndex(mArcs, mOut);
}

// ---------------------------------------------------------------- hypercube

HypercubeTopology::HypercubeTopology(const TopologySpec &spec)
    : Topology(spec), mN(spec.sides.at(0))
{
    const int p = 1 << mN;
    mProcessors = p;
    mDimensions = mN;
    mCoords.resize(std::size_t(p));
    mLabels.reserve(p);
    for (int v = 0; v < p; ++v) {
        auto &c = mCoords[std::size_t(v)];
        c.resize(std::size_t(mN));
        for (int i = 0; i < mN; ++i)
            c[std::size_t(i)] = (v >> i) & 1;
        mLabels << QString::number(v, 2).rightJustified(mN, QLatin1Char('0'));
    }
    mOut.resize(std::size_t(p));
    mArcs.reserve(std::size_t(p) * std::size_t(mN));
    for (int i = 0; i < mN; ++i)
        for (int v = 0; v < p; ++v)
            if (!(v & (1 << i)))
                addLink(v, v | (1 << i), i, false);
    finish();
}

std::vector<int> HypercubeTopology::shape() const { return std::vector<int>(std::size_t(mN), 2); }

int HypercubeTopology::distance(int a, int b) const
{
    return bits::popcount(static_cast<unsigned>(a ^ b));
}

std::vector<int> Topology::route(int a, int b) const
{
    std::vector<int> path;
    appendRoute(a, b, path);
    return path;
}

void HypercubeTopology::appendRoute(int a, int b, std::vector<int> &path) const
{
    path.push_back(a);
    int cur = a;
    for (int i = 0; i < mN; ++i) {
        if ((cur ^ b) & (1 << i)) {
            cur ^= 1 << i;
            path.push_back(cur);
        }
    }
}

// ---------------------------------------------------------------- cartesian

CartesianTopology::CartesianTopology(const TopologySpec &spec)
    : Topology(spec), mSides(spec.sides), mWrap(spec.family->traits().has(Trait::Wraparound))
{
    mDimensions = int(mSides.size());
    int n = 1;
    for (int s : mSides) {
        mStrides.push_back(n);
        n *= s;
    }
    mProcessors = n;
    mCoords.resize(std::size_t(n));
    mLabels.reserve(n);
    for (int v = 0; v < n; ++v) {
        auto &c = mCoords[std::size_t(v)];
        int rest = v;
        for (int s : mSides) {
            c.push_back(rest % s);
            rest /= s;
        }
        mLabels << QString::number(v);
    }
    mOut.resize(std::size_t(n));
    for (int d = 0; d < mDimensions; ++d) {
        const int z = mSides[std::size_t(d)];
        for (int v = 0; v < n; ++v) {
            const int c = mCoords[std::size_t(v)][std::size_t(d)];
            if (c + 1 < z)
                addLink(v, v + mStrides[std::size_t(d)], d, false);
            else if (mWrap && z > 2)
                addLink(v, v - c * mStrides[std::size_t(d)], d, true);
        }
    }
    finish();
}

int CartesianTopology::nodeAt(const std::vector<int> &c) const
{
    int v = 0;
    for (std::size_t d = 0; d < mSides.size(); ++d)
        v += c[d] * mStrides[d];
    return v;
}

int CartesianTopology::distance(int a, int b) const
{
    int sum = 0;
    for (std::size_t d = 0; d < mSides.size(); ++d) {
        const int diff = std::abs(mCoords[std::size_t(a)][d] - mCoords[std::size_t(b)][d]);
        sum += mWrap ? std::min(diff, mSides[d] - diff) : diff;
    }
    return sum;
}

int CartesianTopology::diameter() const
{
    int sum = 0;
    for (int z : mSides)
        sum += mWrap ? z / 2 : z - 1;
    return sum;
}

int CartesianTopology::bisectionWidth() const
{
    // Cut one dimension in half: N/z links cross per cut ring or line, twice that for a
    // ring with wraparound (z > 2). The narrowest such cut is the bisection width.
    int best = mProcessors;
    for (int z : mSides) {
        const int rest = mProcessors / z;
        best = std::min(best, (mWrap && z > 2) ? 2 * rest : rest);
    }
    return best;
}

void CartesianTopology::appendRoute(int a, int b, std::vector<int> &path) const
{
    path.push_back(a);
    // Dimension by dimension: only coordinate d changes while walking dimension d, by +-1 a
    // hop, which moves the node id by +-stride(d) (wrapping round a torus ring).
    const std::vector<int> &source = mCoords[std::size_t(a)];
    const std::vector<int> &target = mCoords[std::size_t(b)];
    int node = a;
    for (std::size_t d = 0; d < mSides.size(); ++d) {
        int cur = source[d];
        const int z = mSides[d];
        int step = 0;
        int hops = 0;
        const int fwd = ((target[d] - cur) % z + z) % z; // hops going +
        if (mWrap) {
            if (fwd <= z - fwd) { step = +1; hops = fwd; }
            else { step = -1; hops = z - fwd; }
        } else {
            step = target[d] >= cur ? +1 : -1;
            hops = std::abs(target[d] - cur);
        }
        const int stride = mStrides[d];
        for (int h = 0; h < hops; ++h) {
            const int next = ((cur + step) % z + z) % z;
            node += (next - cur) * stride;
            cur = next;
            path.push_back(node);
        }
    }
}

// ---------------------------------------------------------------- tree

TreeTopology::TreeTopology(const TopologySpec &spec) : Topology(spec)
{
    const int p = spec.sides.at(0);
    mProcessors = p;
    mLevels = bits::floorLog2(static_cast<unsigned>(p));
    mDimensions = 1;
    const int n = 2 * p - 1;
    mCoords.resize(std::size_t(n));
    for (int v = 0; v < n; ++v) {
        const int h = heapIndex(v);
        const int d = depth(v);
        const int first = (1 << d) - 1;
        mCoords[std::size_t(v)] = {h - first, d}; // position within its level, level
    }
    for (int v = 0; v < n; ++v)
        mLabels << (v < p ? QString::number(v) : QStringLiteral("s%1").arg(heapIndex(v)));
    mOut.resize(std::size_t(n));
    for (int h = 0; h < p - 1; ++h) {
        const int v = nodeOfHeap(h);
        const int d = depth(v);
        addLink(v, nodeOfHeap(2 * h + 1), d, false);
        addLink(v, nodeOfHeap(2 * h + 2), d, false);
    }
    finish();
}

int TreeTopology::heapIndex(int node) const
{
    return node < mProcessors ? node + mProcessors - 1 : node - mProcessors;
}

int TreeTopology::nodeOfHeap(int heap) const
{
    return heap >= mProcessors - 1 ? heap - (mProcessors - 1) : heap + mProcessors;
}

int TreeTopology::depth(int node) const
{
    return bits::floorLog2(static_cast<unsigned>(heapIndex(node) + 1));
}

int TreeTopology::parent(int node) const
{
    const int h = heapIndex(node);
    return h == 0 ? -1 : nodeOfHeap((h - 1) / 2);
}

int TreeTopology::distance(int a, int b) const { return int(route(a, b).size()) - 1; }

void TreeTopology::appendRoute(int a, int b, std::vector<int> &path) const
{
    std::vector<int> up{a};
    std::vector<int> down{b};
    int x = a;
    int y = b;
    while (x != y) {
        if (depth(x) >= depth(y)) {
            x = parent(x);
            up.push_back(x);
        } else {
            y = parent(y);
            down.push_back(y);
        }
    }
    // x == y is the common ancestor; it ends `up`, so drop it from `down`.
    down.pop_back();
    path.insert(path.end(), up.begin(), up.end());
    path.insert(path.end(), down.rbegin(), down.rend());
}

} // namespace collviz::core

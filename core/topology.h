#pragma once

#include "core/intspan.h"

#include <QString>
#include <QStringList>

#include <cstdint>
#include <memory>
#include <utility>
#include <vector>

namespace collviz::core {

/// The families of interconnection networks the engine knows.
enum class TopologyKind { Hypercube, Ring, Linear, Mesh, Torus, Tree };

QString topologyKindName(TopologyKind kind);   ///< "hypercube", "ring", ...

/// The sizes the engine accepts. The setup panel and every error message read them here.
struct TopologyLimits
{
    static constexpr int maxVertices = 65536;
    static constexpr int maxHypercubeDimension = 16;
    /// Smallest side of a ring, linear array, mesh or torus, and fewest tree leaves.
    static constexpr int minSide = 2;

    /// Smallest and largest value one size of `kind` may take when the spec has `sideCount`
    /// sides and the others are at their smallest (hypercube: the dimension n; tree: the
    /// leaves, a power of two). The vertex limit may still refuse a combination of sides.
    static std::pair<int, int> sizeRange(TopologyKind kind, int sideCount = 1);
    /// What a topology SPEC may be, as the tail of an error sentence ("accepted: ...").
    static QString acceptedText();
};

/// A directed channel between two adjacent vertices. Every physical link is two arcs,
/// one per direction; `link` names the undirected link (used when links are half duplex).
/// Arcs 2l and 2l+1 are the two directions of link l.
struct Arc
{
    int id = -1;
    int from = -1;
    int to = -1;
    int link = -1;
    int dim = 0;       ///< hypercube/mesh dimension; for the tree the level of the upper end
    int dir = +1;      ///< +1 towards higher coordinate (tree: downwards), -1 otherwise
    bool wrap = false; ///< a torus wraparound channel
};

/// What a topology is asked for: "hypercube:4", "torus:5x5", "tree:8", ...
struct TopologySpec
{
    TopologyKind kind = TopologyKind::Hypercube;
    std::vector<int> sides; ///< hypercube: {n}; ring/linear: {z}; mesh/torus: {z1,z2[,z3]}; tree: {p}

    /// Parses a SPEC; on failure returns false and sets *error to one sentence naming
    /// the problem and what is accepted.
    static bool parse(const QString &text, TopologySpec *out, QString *error);
    QString toString() const;
};

/**
 * An interconnection network: vertices (processors and, for the tree, switches),
 * directed arcs, and the routing function the seeds use on it.
 *
 * Processors are always the vertices 0..processorCount()-1; switch vertices (only in
 * the tree) follow them. A Topology is immutable once built and shared between the
 * schedule, the simulator and the views.
 */
class Topology
{
public:
    virtual ~Topology() = default;

    /// Builds the topology for a spec, or returns null and sets *error.
    static std::shared_ptr<const Topology> create(const TopologySpec &spec, QString *error);
    static std::shared_ptr<const Topology> create(const QString &spec, QString *error);

    TopologyKind kind() const { return mKind; }
    const TopologySpec &spec() const { return mSpec; }
    QString name() const { return mSpec.toString(); }

    int nodeCount() const { return int(mCoords.size()); }
    int processorCount() const { return mProcessors; }
    bool isProcessor(int node) const { return node >= 0 && node < mProcessors; }

    /// Shape as reported in collviz-schedule/1: hypercube {2,2,...}, mesh {z1,z2}, tree {p}.
    virtual std::vector<int> shape() const = 0;
    int dimensions() const { return mDimensions; }

    const std::vector<int> &coords(int node) const { return mCoords[std::size_t(node)]; }
    QString label(int node) const { return mLabels[std::size_t(node)]; }

    const std::vector<Arc> &arcs() const { return mArcs; }
    const Arc &arc(int id) const { return mArcs[std::size_t(id)]; }
    int linkCount() const { return mLinkCount; }
    /// Arc id from `from` to `to`, or -1 when they are not adjacent. Inline: every hop of
    /// every transfer asks it (pathArcs, the simulator, the cost model).
    int arcBetween(int from, int to) const
    {
        if (mHypercubeLayout)
            return arcByDimension(from, to);
        if (mDifferences > 0)
            return arcByDifference(from, to);
        // One bounds test serves both cases: the flat table has nodeCount() + 1 starts once
        // finish() has built it, none before (negative ids wrap to large ones).
        if (std::size_t(unsigned(from)) + 1 >= mAdjStart.size()) {
            if (from < 0 || from >= nodeCount() || !mAdjStart.empty())
                return -1;
            return arcBetweenUnindexed(from, to);
        }
        const Adjacent *first = mAdjacent.data() + mAdjStart[std::size_t(from)];
        const Adjacent *const end = mAdjacent.data() + mAdjStart[std::size_t(from) + 1];
        for (; first != end; ++first)
            if (first->to == to)
                return first->arc;
        return -1;
    }
    /// arcBetween, inline, trying place `guess` among from's neighbours first (where the arc is
    /// not read by difference or dimension); the place found (where there is one) becomes the
    /// guess. A path mostly goes on in one direction and a round's
    /// transfers mostly go the same way, so the place of the last hop is a good guess. (The
    /// guess is tried only where no node has a neighbour twice, finish() checks: then the arc
    /// found is the one arcBetween finds.)
    Q_ALWAYS_INLINE int arcBetween(int from, int to, int &guess) const
    {
        if (mHypercubeLayout)
            return arcByDimension(from, to);
        if (mDifferences > 0)
            return arcByDifference(from, to);
        if (!mGuessable)
            return arcBetween(from, to);
        if (std::size_t(unsigned(from)) + 1 < mAdjStart.size()) {
            const int first = mAdjStart[std::size_t(from)];
            if (unsigned(guess) < unsigned(mAdjStart[std::size_t(from) + 1] - first)
                && mAdjacent[std::size_t(first + guess)].to == to)
                return mAdjacent[std::size_t(first + guess)].arc;
        }
        return arcBetweenSearch(from, to, guess);
    }
    /// The channel of the hop from `from` to `to`: arcBetween(from, to, guess), or with
    /// half-duplex links (`half`) the link it is a direction of (channelOfArc); -1 when they are
    /// not adjacent. What the simulator counts loads on and the cost model claims.
    Q_ALWAYS_INLINE int channelBetween(int from, int to, bool half, int &guess) const
    {
        const int a = arcBetween(from, to, guess);
        return a >= 0 ? channelOfArc(a, half) : -1;
    }
    /// The channel of arc `a` (>= 0): the arc itself, or with half-duplex links (`half`) its
    /// link (arcs 2l and 2l + 1 are link l's, see Arc).
    static int channelOfArc(int a, bool half) { return half ? a >> 1 : a; }
    /// How many channels there are: links with half-duplex links (`half`), else arcs.
    std::size_t channelCount(bool half) const { return half ? std::size_t(mLinkCount) : mArcs.size(); }
    /// Whether a link joins `from` to `to` (arcBetween(from, to, guess) >= 0); on a hypercube
    /// answered from the two ids alone, without reading the arc table (1M arcs, 8 MB, on
    /// hypercube:16: a cache miss a question).
    Q_ALWAYS_INLINE bool linked(int from, int to, int &guess) const
    {
        if (mHypercubeLayout)
            return hypercubeBit(from, to) != 0;
        return arcBetween(from, to, guess) >= 0;
    }
    /// Whether a hypercube's arcs are numbered as HypercubeTopology adds them (link l of
    /// dimension k joins the l-th node without bit k, counted among those, to its neighbour
    /// across k: link k 2^(d-1) + that rank, its arc up 2 l, down 2 l + 1): then
    /// computedHypercubeArc() gives arcBetween's arc from the two ids. Checked for every arc
    /// when the network is made.
    bool hypercubeArcsComputed() const { return mHypercubeArcsComputed; }
    /// The arc from `from` to `to`, two nodes of a hypercubeArcsComputed() network, computed
    /// (no table read: the node x dimension table of a hypercube:14 is 1.8 MB, and the strided
    /// senders of a reduction's rounds read a new line of it for every transfer); -1 when they
    /// are not adjacent.
    Q_ALWAYS_INLINE int computedHypercubeArc(int from, int to) const
    {
        // hypercubeBit()'s test, written out: through hypercubeBit (a select, then a test of
        // its result) allreduce's check on hypercube:14 took 4.05 -> 4.25 ms.
        const unsigned differ = unsigned(from) ^ unsigned(to);
        if (unsigned(from) >= unsigned(mHypercubeNodes) || differ - 1u >= unsigned(mHypercubeNodes) - 1u
            || (differ & (differ - 1u)) != 0)
            return -1;
        const unsigned below = differ - 1u;
        const unsigned low = unsigned(from) & ~differ;
        const unsigned rank = (low & below) | ((low >> 1) & ~below);
        const unsigned link = (unsigned(__builtin_ctz(differ)) << unsigned(mDimensions - 1)) + rank;
        return int(2u * link + unsigned(from > to));
    }
    /// Whether arcBetween reads a hypercube's arcs by dimension: node v's arc to v XOR 2^k is
    /// hypercubeArcs()[v dimensions() + k].arc for every node v and k < dimensions().
    bool hypercubeLayout() const { return mHypercubeLayout; }
    /// Whether arcBetween reads the arc by the difference of the ids (rings, meshes, tori: a few
    /// differences, the same from node to node).
    bool differenceLayout() const { return mDifferences > 0; }
    /// A neighbour and the arc to it.
    struct Adjacent
    {
        int to;
        int arc;
    };
    /// The hypercube's arcs by node and dimension (hypercubeLayout()), else null.
    const Adjacent *hypercubeArcs() const { return mHypercubeLayout ? mAdjacent.data() : nullptr; }
    /// The arcs a path (a node sequence) crosses, into `arcs`; false, with `arcs` cut short,
    /// when the path is not a walk over links. The one place paths become arcs.
    bool pathArcs(IntSpan path, std::vector<int> &arcs) const;
    bool pathArcs(const std::vector<int> &path, std::vector<int> &arcs) const { return pathArcs(IntSpan(path), arcs); }
    /// The arcs of a path; empty when it is not a walk over links.
    std::vector<int> pathArcs(IntSpan path) const;
    std::vector<int> pathArcs(const std::vector<int> &path) const { return pathArcs(IntSpan(path)); }
    const std::vector<int> &outArcs(int node) const { return mOut[std::size_t(node)]; }
    std::vector<int> neighbours(int node) const;
    int degree(int node) const { return int(mOut[std::size_t(node)].size()); }
    int maxDegree() const;

    virtual int distance(int a, int b) const = 0;
    virtual int diameter() const = 0;
    virtual int bisectionWidth() const = 0;
    /// The seeds' routing (e-cube, dimension order with the shortest way round a torus
    /// ring, up-and-down in the tree) as a node sequence from a to b inclusive.
    std::vector<int> route(int a, int b) const;
    /// The same route appended to `path` (builders reuse one buffer for p^2 routes).
    virtual void appendRoute(int a, int b, std::vector<int> &path) const = 0;

    /// Undirected links as (low, high) vertex pairs in link-id order.
    std::vector<std::pair<int, int>> links() const;

protected:
    Topology(TopologyKind kind, TopologySpec spec) : mKind(kind), mSpec(std::move(spec)) {}
    /// Adds both arcs of an undirected link unless it already exists.
    void addLink(int a, int b, int dim, bool wrap);
    void finish(); ///< builds the arc lookup tables after all links are added
    /// arcBetween before finish() has built the flat table.
    int arcBetweenUnindexed(int from, int to) const;
    /// Sets up arcByDifference where it applies (finish()).
    void findDifferences();
    /// arcBetween with a guess that missed: the search, whose find becomes the guess.
    int arcBetweenSearch(int from, int to, int &guess) const;
    /// arcBetween on a hypercube layout: a node's arcs, one per dimension, in dimension order
    /// (finish() checked it), so the arc to a neighbour is the one of the bit they differ in.
    int arcByDimension(int from, int to) const
    {
        const unsigned bit = hypercubeBit(from, to);
        if (bit == 0)
            return -1;
        return mAdjacent[std::size_t(from) * std::size_t(mDimensions) + std::size_t(__builtin_ctz(bit))].arc;
    }
    /// The one bit in which `from` and `to` differ when they are two adjacent nodes of the
    /// hypercube layout, else 0 (either id no node, the same node, or more bits). With `from`
    /// below the node count (a power of two) and the difference in [1, nodes), `to` is a node.
    Q_ALWAYS_INLINE unsigned hypercubeBit(int from, int to) const
    {
        const unsigned differ = unsigned(from) ^ unsigned(to);
        const unsigned nodes = unsigned(mHypercubeNodes);
        return unsigned(from) < nodes && differ - 1u < nodes - 1u && (differ & (differ - 1u)) == 0 ? differ : 0u;
    }
    /// arcBetween on a network of a few differences (mDifferences > 0): a probe and a read.
    int arcByDifference(int from, int to) const
    {
        const std::uint32_t difference = std::uint32_t(to) - std::uint32_t(from);
        const DifferenceSlot &slot = mDifferenceSlots[(difference * mDifferenceMultiplier) >> kDifferenceShift];
        // (An empty slot's 0 is no difference: a node and itself are not adjacent.)
        if ((slot.difference != difference) | (difference == 0) | (unsigned(from) >= unsigned(mDifferenceNodes)))
            return -1;
        return mDifferenceArcs[std::size_t(from) * std::size_t(mDifferences) + slot.code];
    }

    TopologyKind mKind;
    TopologySpec mSpec;
    int mProcessors = 0;
    int mDimensions = 1;
    std::vector<std::vector<int>> mCoords;
    QStringList mLabels;
    std::vector<Arc> mArcs;
    std::vector<std::vector<int>> mOut;
    /// The same arcs in one flat table (finish()): node v's neighbours and the arcs to them are
    /// mAdjacent[mAdjStart[v] .. mAdjStart[v + 1]): arcBetween, which every transfer's every
    /// hop calls, reads one contiguous array.
    std::vector<int> mAdjStart;
    std::vector<Adjacent> mAdjacent;
    int mHypercubeNodes = 0; ///< hypercube layout: the node count
    bool mHypercubeLayout = false;
    bool mHypercubeArcsComputed = false; ///< see hypercubeArcsComputed()
    /// Not a hypercube layout, and no node has a neighbour twice: the guess is worth trying, and
    /// safe (finish()).
    bool mGuessable = false;
    /// Rings, meshes and tori: every arc joins ids a few differences apart (the same ones from
    /// node to node), at most kMaxDifferences of them. Then mDifferences > 0 and arcBetween reads
    /// the arc from `from` as mDifferenceArcs[from mDifferences + code] (-1: none), the code of
    /// to - from (mod 2^32) from one probe of a table a multiplier makes collision-free
    /// (finish()); a difference not in the table is no arc.
    struct DifferenceSlot
    {
        std::uint32_t difference = 0; ///< 0 (no arc joins a node to itself here): an empty slot
        std::uint32_t code = 0;
    };
    static constexpr int kMaxDifferences = 16;
    static constexpr int kDifferenceShift = 26; ///< 64 slots: the top 6 bits of difference x multiplier
    int mDifferences = 0;
    int mDifferenceNodes = 0;
    std::uint32_t mDifferenceMultiplier = 0;
    DifferenceSlot mDifferenceSlots[1 << (32 - kDifferenceShift)];
    std::vector<int> mDifferenceArcs;
    int mLinkCount = 0;
};

using TopologyPtr = std::shared_ptr<const Topology>;

} // namespace collviz::core

// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/arcindex.h"
#include "core/intspan.h"
#include "core/networks/traits.h"

#include <QString>
#include <QStringList>

#include <cstdint>
#include <memory>
#include <utility>
#include <vector>

namespace collviz::core {

class NetworkFamily;

/// The sizes the engine accepts. The setup panel and every error message read them here.
struct TopologyLimits
{
    static constexpr int maxVertices = 65536;
    static constexpr int maxHypercubeDimension = 16;
    /// Smallest side of a ring, linear array, mesh or torus, and fewest tree leaves.
    static constexpr int minSide = 2;

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

/// What a topology is asked for: "hypercube:4", "torus:5x5", "tree:8", "graph:dgx1.json", ...
struct TopologySpec
{
    /// The family named before the colon (NetworkRegistry); null only in a spec never parsed.
    const NetworkFamily *family = nullptr;
    /// hypercube: {n}; ring/linear: {z}; mesh/torus: {z1,z2,...} (2 to 16 sides); tree, complete,
    /// switch: {p}; fattree: {k}; dragonfly: {a,p,h}.
    std::vector<int> sides;
    /// What follows the colon where the family takes no sizes (graph: the file, as written).
    QString argument;
    /// Where a relative file in `argument` is found (a scenario's folder); empty: the current
    /// directory.
    QString baseDirectory;

    /// Parses a SPEC; on failure returns false and sets *error to one sentence naming
    /// the problem and what is accepted. `baseDirectory` is kept for families that read files.
    static bool parse(const QString &text, TopologySpec *out, QString *error, const QString &baseDirectory = {});
    QString toString() const;
    /// The file `argument` names where the family takes one (NetworkFamily::takesFile): found
    /// from baseDirectory when relative and there is one, else as written; empty for a family
    /// of sizes.
    QString file() const;
};

/**
 * An interconnection network: vertices (processors and, in trees and graphs, switches),
 * directed arcs, and the routing function the seeds use on it.
 *
 * Processors are always the vertices 0..processorCount()-1; switch vertices follow them. A Topology is immutable once built and shared between the
 * schedule, the simulator and the views.
 */
class Topology
{
public:
    virtual ~Topology() = default;

    /// Builds the topology for a spec, or returns null and sets *error.
    static std::shared_ptr<const Topology> create(const TopologySpec &spec, QString *error);
    static std::shared_ptr<const Topology> create(const QString &spec, QString *error);

    /// The family that made it (NetworkRegistry): its naming of hops and node sets.
    const NetworkFamily &family() const { return *mSpec.family; }
    /// What algorithms may ask of it (Trait): the family's traits, with this network's dimensions.
    const NetworkTraits &traits() const { return mTraits; }
    bool has(Trait t) const { return mTraits.has(t); }
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
    /// every transfer asks it (pathArcs, the simulator, the timing models).
    int arcBetween(int from, int to) const { return mIndex.arcBetween(from, to); }
    /// arcBetween, trying a guessed place among from's neighbours first (ArcIndex).
    Q_ALWAYS_INLINE int arcBetween(int from, int to, int &guess) const { return mIndex.arcBetween(from, to, guess); }
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
    /// Whether a link joins `from` to `to` (arcBetween(from, to, guess) >= 0).
    Q_ALWAYS_INLINE bool linked(int from, int to, int &guess) const { return mIndex.linked(from, to, guess); }
    /// How arcs are found from their ends: for the engine's fast ways that read it directly.
    const ArcIndex &arcIndex() const { return mIndex; }
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
    /// `spec.family` must be set; traits() starts as the family's, with dimensions() once known
    /// (finish() sets them).
    explicit Topology(TopologySpec spec);
    /// Adds both arcs of an undirected link unless it already exists.
    void addLink(int a, int b, int dim, bool wrap);
    void finish(); ///< builds the arc index after all links are added
    /// The arc from `from` to `to` by a search of from's arcs (while links are added).
    int arcBetweenUnindexed(int from, int to) const;

    TopologySpec mSpec;
    NetworkTraits mTraits;
    int mProcessors = 0;
    int mDimensions = 1;
    std::vector<std::vector<int>> mCoords;
    QStringList mLabels;
    std::vector<Arc> mArcs;
    std::vector<std::vector<int>> mOut;
    ArcIndex mIndex;
    int mLinkCount = 0;
};

using TopologyPtr = std::shared_ptr<const Topology>;

} // namespace collviz::core

#pragma once

// Time-arc-disjoint trees (seed 002, "TADT"): a generic spanning tree rooted at node 0 of a
// vertex-symmetric topology (torus, ring, hypercube), every arc labelled with its level (the
// round in which the broadcast packet crosses it) and its direction; its translations to every
// node; and the checks of Lemma 11 (the arcs of one level have distinct directions; on a
// hypercube distinct dimensions) and Corollary 10 (the synchronized all-to-all broadcast on all
// translated trees uses no channel twice in a round).

#include "core/topology.h"

#include <QJsonObject>
#include <QString>

#include <optional>
#include <vector>

namespace collviz::core::tadt {

/// One arc of a tree: parent -> child (neighbours), crossed in round `level` (1-based), along
/// dimension `dim` in direction `sign` (+1 or -1; always +1 on a hypercube, where a dimension
/// has one link per node).
struct Arc
{
    int parent = -1;
    int child = -1;
    int level = 0;
    int dim = 0;
    int sign = 1;
};

/// The generic tree, rooted at node 0; arcs in level order.
struct GenericTree
{
    std::vector<Arc> arcs;
    int height() const;
};

/// Whether the topology is one of the vertex-symmetric ones the engine translates trees on.
bool vertexSymmetric(const Topology &topology);

/// The node that `node` of the tree rooted at 0 becomes in the translation rooted at `root`.
int translate(const Topology &topology, int node, int root);

/// The generic tree translated to `root` (the same levels and directions).
std::vector<Arc> translated(const Topology &topology, const GenericTree &tree, int root);

/// "+x", "-y", "+z" on a torus or ring, "d2" on a hypercube.
QString directionName(const Topology &topology, const Arc &arc);

/// The arc's dimension and sign from its end nodes; false when they are not neighbours.
bool direction(const Topology &topology, int parent, int child, int *dim, int *sign);

/// A check's outcome and, when it fails, the first offending arcs in one sentence.
struct Check
{
    bool ok = false;
    QString detail;
};

/// The tree spans the topology from node 0: every other node is the child of exactly one arc,
/// whose parent is 0 or was reached at an earlier level, over a link in the stated direction.
Check checkSpanning(const Topology &topology, const GenericTree &tree);
/// Lemma 11: all arcs of one level have distinct directions (hypercube: distinct dimensions).
Check checkLemma11(const Topology &topology, const GenericTree &tree);
/// Corollary 10, by translation: in no round do two of the p translated trees use one channel.
Check checkCorollary10(const Topology &topology, const GenericTree &tree);

/// Seed 002's generic tree on a square 2D torus T(z,z), z odd >= 3: four rotations by 90 degrees
/// of a snake from node 0 through the quarter {1 <= x <= (z-1)/2, 0 <= y <= (z-1)/2}; height
/// (z^2 - 1)/4. nullopt for any other topology.
std::optional<GenericTree> snakeTree(const Topology &topology);

/// The tree the engine builds for this topology (now: the snake of square odd 2D tori), or
/// nullopt with `why` saying what is accepted.
std::optional<GenericTree> build(const Topology &topology, QString *why);

/// Lemma 8's round bound for the all-port store-and-forward noncombining model: the largest
/// ceil((N - 1)/deg v); its time bound is that many times t_s + t_w m.
int boundRounds(const Topology &topology);

/// What `collviz-cli tadt` shows: the levels with their arcs (parent, child, direction), the
/// height, Lemma 8's bound and the three checks.
QJsonObject toJson(const Topology &topology, const GenericTree &tree);
QString toText(const Topology &topology, const GenericTree &tree);

} // namespace collviz::core::tadt

// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// Time-arc-disjoint trees (seed 002, "TADT"): a generic spanning tree rooted at node 0 of a
// vertex-symmetric topology (torus, ring, hypercube), every arc labelled with its level (the
// round in which the broadcast packet crosses it) and its direction; its translations to every
// node; per-node trees where no translation exists (meshes, linear arrays); and the checks of
// Lemma 11 (the arcs of one level have distinct directions; on a hypercube distinct dimensions)
// and Corollary 10 (the synchronized all-to-all broadcast on all trees uses no channel twice in
// a round).

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

/// How the trees of an all-to-all broadcast were obtained.
enum class Method {
    Snake,      ///< seed 002's four rotated snakes (square 2D torus, odd side)
    CubeOrbits, ///< six images of a 3D snake under a rotoreflection (cube 3D torus, odd side; tadt_search.h)
    Search,     ///< a generic tree found by the level-by-level search (tori, rings, hypercubes)
    PerNode,    ///< one tree per node found jointly round by round (meshes, linear arrays)
};

/// The trees of a time-arc-disjoint all-to-all broadcast: one generic tree translated to every
/// node (vertex-symmetric topologies: tori, rings, hypercubes), or one tree per node where no
/// translation exists (meshes and linear arrays are not vertex-symmetric).
struct Trees
{
    Method method = Method::Snake;
    GenericTree generic;                   ///< translated: the generic tree rooted at node 0
    std::vector<std::vector<Arc>> perNode; ///< per node: the tree of root r, arcs in level order
    long long work = 0;                    ///< steps the search spent (0 for a construction)
    int attempts = 0;                      ///< searches started (0 for a construction)

    bool translated() const { return method != Method::PerNode; }
    int height() const;
    /// The tree of `root`: the generic tree translated, or its own tree.
    std::vector<Arc> treeOf(const Topology &topology, int root) const;
};

/// The work limit of the searches, in steps (one candidate arc or packet examined): a size
/// whose trees are not found within it is refused, the same way on every machine.
constexpr long long kSearchWorkLimit = 60'000'000;

/// The trees the engine builds for this topology: the snake (square odd 2D torus), the rotated
/// 3D snake (cube odd 3D torus), a generic tree by search (any other torus, ring, hypercube; the
/// height is Lemma 8's bound where the search reaches it, else the lowest it finds) or per-node
/// trees by search (meshes, linear arrays). nullopt with `why` (one sentence) for a tree
/// topology or a size the search cannot finish within kSearchWorkLimit. The result of a
/// topology is remembered for the process's life (the same search would find the same trees).
std::optional<Trees> build(const Topology &topology, QString *why);

/// "seed 002's snake", ...: how the trees were found, for the CLI and the description.
QString methodText(Method method);

/// Checks of a whole set of trees: every tree spans the topology from its root; Lemma 11 on the
/// generic tree (per-node trees: not applicable, ok); Corollary 10 on the actual trees.
Check checkSpanning(const Topology &topology, const Trees &trees);
Check checkLemma11(const Topology &topology, const Trees &trees);
Check checkCorollary10(const Topology &topology, const Trees &trees);
/// A tree rooted at `root` spans the topology (see checkSpanning above).
Check checkSpanningFrom(const Topology &topology, const std::vector<Arc> &tree, int root);

/// Lemma 8's round bound for the all-port store-and-forward noncombining model: the largest
/// ceil((N - 1)/deg v); its time bound is that many times t_s + t_w m.
int boundRounds(const Topology &topology);

/// What `collviz-cli tadt` shows: the levels with their arcs (parent, child, direction) of the
/// generic tree, or of every node's tree, the height, Lemma 8's bound, how the trees were found
/// and the three checks.
QJsonObject toJson(const Topology &topology, const Trees &trees);
QString toText(const Topology &topology, const Trees &trees);

} // namespace collviz::core::tadt

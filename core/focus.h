// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>

#include <vector>

namespace collviz::core {

struct RunResult;
class Topology;

/**
 * The part of a network a drawing singles out (the rest is greyed): one node's traffic, the
 * links of one dimension, or a block of nodes given by their coordinates (a subcube of a
 * hypercube fixes its high bits; a row, column or plane of a grid fixes the other axes).
 * Written "node:V", "dimension:D" or "block:c0,c1,..." with "*" for a free coordinate, in the
 * order of Topology::coords(). A plain value: a view state keeps it and a scenario stores it.
 */
struct Focus
{
    enum class Kind { None, Node, Dimension, Block };
    Kind kind = Kind::None;
    int node = -1;           ///< Node: whose messages
    int dimension = -1;      ///< Dimension: Arc::dim of the links
    std::vector<int> coords; ///< Block: a coordinate per axis, -1 where any

    bool isNone() const { return kind == Kind::None; }
    QString toString() const; ///< empty for None
    /// Reads the written form (empty or "none": no focus); false and one sentence in *error
    /// naming the text and what is accepted.
    static bool parse(const QString &text, Focus *out, QString *error);
    /// Whether it names a part of `topology` (a node, dimension or coordinates it has); else
    /// one sentence saying what does not fit.
    QString check(const Topology &topology) const;
    /// Node v's block of the coordinates in `fixed` axes (its subcube, row, plane).
    static Focus block(const Topology &topology, int node, const std::vector<int> &fixedAxes);

    friend bool operator==(const Focus &a, const Focus &b)
    {
        return a.kind == b.kind && a.node == b.node && a.dimension == b.dimension && a.coords == b.coords;
    }
    friend bool operator!=(const Focus &a, const Focus &b) { return !(a == b); }
};

/// What a focus keeps in one round of a run: per vertex and per arc, true when in focus.
struct FocusSelection
{
    std::vector<bool> nodes;
    std::vector<bool> arcs;
    /// A message is in focus when one of the arcs it crosses is (or, crossing none, its sender).
    bool containsPath(const Topology &topology, const std::vector<int> &path) const;
};

/**
 * The vertices and arcs `focus` keeps in round `round` of `result` (1..rounds; 0 is the
 * initial state, where nothing is sent). A node's traffic is read from the schedule: the
 * arcs of the paths of every transfer of the round it sends or receives, and the nodes on
 * them; a dimension keeps the arcs of that dimension and every node; a block keeps its
 * nodes and the arcs between them. A focus that does not fit the network keeps everything.
 * Cost: one pass over the round's transfers (a node), or over the arcs.
 */
FocusSelection selectFocus(const RunResult &result, const Focus &focus, int round);

} // namespace collviz::core

// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// Shared parts of the broadcast family (seed 001 sections 3.1, 3.4 and 3.7): the recursive
// doubling pattern as data, and the registration of the family's other files.

#include "core/algorithm.h"
#include "core/algorithms/common.h"

#include <QString>

#include <cstdint>
#include <vector>

namespace collviz::core {
class AlgorithmRegistry;
}

namespace collviz::core::algorithms {

/// One message of a pattern step: `src()` informs `dst()` along its step's path(edge) (src
/// first, dst last).
struct PatternEdge
{
    int ends[2] = {-1, -1}; ///< src, dst; also the path when it is one hop
    std::uint32_t pathAt = 0; ///< the first node of a longer path in its step's `nodes`
    std::uint32_t pathSize = 0;
    int src() const { return ends[0]; }
    int dst() const { return ends[1]; }
};

/// The messages of one step of the pattern, their paths one after another in one array (a
/// hypercube:16's 65,535 edges are 16 bytes each, not a heap block each; a one-hop path is
/// the edge's ends and takes none).
struct PatternStep
{
    std::vector<PatternEdge> edges;
    std::vector<int> nodes; ///< the paths of more than one hop
    int dimension = 0; ///< hypercube/tree: the address bit; ring, mesh, torus: the axis (0 = X)
    int hops = 0;      ///< the longest path of the step

    IntSpan path(const PatternEdge &e) const
    {
        return e.pathSize == 2 ? IntSpan(e.ends, 2) : IntSpan(nodes.data() + e.pathAt, e.pathSize);
    }
    /// Adds the edge along `path` (src = path.front(), dst = path.back()).
    void add(IntSpan path);
};

/**
 * The communication pattern of broadcast-recursive-doubling as data, so that its relatives
 * reuse it instead of copying it (seed 001 section 3.1.5: "all of the algorithms described
 * above are adaptations of the same algorithmic template"):
 *  - hypercube and balanced binary tree: virtual ids my_id XOR root; in the step for bit i
 *    (highest first) every virtual id whose lower i+1 bits are zero informs its partner across
 *    bit i (on the tree the path climbs through the switches, section 3.1.4);
 *  - ring, linear array, mesh, torus: the line split of linesplit.h along X, then Y, then Z.
 * Scatter sends along the same edges (section 3.4, Fig. 3.4.2); reduction and gather run the
 * steps backwards with every edge reversed (section 3.1.1, Fig. 3.1.4).
 */
class BroadcastPattern
{
public:
    /// Whether the pattern is defined on this topology (every kind the engine knows).
    static bool supports(const Topology &topology);
    /// What the pattern is asked for besides its steps.
    enum class Subtrees
    {
        No,
        Yes, ///< subtree() (scatter, gather and their relatives)
    };
    BroadcastPattern(const Topology &topology, int root, Subtrees subtrees = Subtrees::No);

    const std::vector<PatternStep> &steps() const { return mSteps; }
    int stepCount() const { return int(mSteps.size()); }
    /// The steps, moved out, for a builder that lets each go once its round is made (the
    /// pattern of hypercube:16 is 1 MB beside the schedule made from it).
    std::vector<PatternStep> takeSteps() && { return std::move(mSteps); }
    /// Turns the steps into those of the dual operation: the last step first, every edge and
    /// path reversed (subtree() keeps answering for the pattern as made).
    void reverse();
    /// The processors that get the data through `node`: itself and everyone it informs,
    /// directly or not, after it was informed (sorted). For the root: every processor.
    /// Made with Subtrees::Yes only; written into `out` (read from the informed lists, not
    /// kept per node: those lists would hold p log p / 2 ids on a hypercube).
    void subtree(int node, std::vector<int> &out) const;

    /// Steps without building: d on a hypercube or tree, the sum of ceil(log2 z_i) otherwise.
    static int closedFormSteps(const Topology &topology);
    /// True when every line of the pattern splits into equal halves (hypercube, tree, or
    /// every side a power of two): then step k moves p/2^k processors' worth of data.
    static bool equalHalves(const Topology &topology);

private:
    void makeInformedLists(int processors);

    std::vector<PatternStep> mSteps;
    std::vector<int> mInformed;             ///< whom each node informs, one list after another
    std::vector<std::uint32_t> mInformedAt; ///< per node, where its list starts; then the end
};

/// The axis name of a cartesian dimension: "X", "Y", "Z", "W", "D5", ... (networks::gridAxisName).
QString axisName(int dim);

/**
 * The cost shared by the algorithms that run BroadcastPattern with one m-word message per edge:
 * broadcast-recursive-doubling and broadcast-tree, and their duals reduce-recursive-halving and
 * reduce-tree (seed 001 section 3.1.1, Fig. 3.1.4, and section 3.1.4: the reduction is the
 * broadcast in reverse order and direction, so it takes the same steps). Cost (t_s + t_w m) per
 * step, (t_s + t_w m) log p, and the model's broadcast bound (bounds.h).
 */
class PatternStepCost : public AlgorithmBase
{
public:
    using AlgorithmBase::AlgorithmBase;

    std::optional<int> formulaRounds(const Topology &topology, const RunParams &) const override
    {
        return BroadcastPattern::closedFormSteps(topology);
    }

    /// Pseudo-code on every network the pattern runs on (patternPseudoCode).
    bool pseudoCodeApplies(const Topology &) const override { return true; }

protected:
    std::optional<double> formulaValue(const Topology &topology, const RunParams &params) const override
    {
        return perStep(params.cost) * BroadcastPattern::closedFormSteps(topology);
    }
};

/// Which way the messages of the hypercube pattern go in patternCubeTraces.
enum class CubeDirection
{
    Broadcast, ///< ONE_TO_ALL_BC: the node with bit i clear sends (line 6), its partner receives (line 8)
    Reduce     ///< ALL_TO_ONE_REDUCE: the node with bit i set sends (line 6), its partner receives (line 8)
};

/// Where each of the p nodes of a d-cube is during the step for dimension i in the pseudo-code
/// of seed 001 Fig. 3.1.9 (broadcast) or its dual (reduction), which share the virtual ids
/// (id XOR root), the mask of the bits below i, and their line numbers: a node whose virtual id
/// has a bit below i set is idle at line 4. The reduction also shows my_id.
std::vector<NodeTrace> patternCubeTraces(int p, int d, int root, int i, CubeDirection direction);

/// Which operation runs the broadcast pattern: its pseudo-code and where its nodes are.
enum class PatternRole
{
    Broadcast, ///< seed 001 Fig. 3.1.9 and the line split of Fig. 3.1.3
    Reduce,    ///< the dual (section 3.1.5 All_To_One_Reduce)
    Scatter,   ///< section 3.4, Fig. 3.4.2: the broadcast's messages, halved each step
    Gather     ///< section 3.4: the scatter's dual
};

/// The pattern's pseudo-code for `role` on `topology`'s network: on a hypercube seed 001 Fig.
/// 3.1.9 or its dual (scatter and gather in the same shape); on a balanced binary tree the same
/// on leaf numbers (section 3.1.4); on rings, linear arrays, meshes and tori the line split
/// (section 3.1.1, Fig. 3.1.3), along X, then Y, then Z. Senders are at line 6 and receivers at
/// line 8 in every variant (patternTraces).
PseudoCode patternPseudoCode(const NetworkTraits &traits, PatternRole role);
inline PseudoCode patternPseudoCode(const Topology &topology, PatternRole role)
{
    return patternPseudoCode(topology.traits(), role);
}
/// Where every processor is in patternPseudoCode(topology, role) during `step` of the pattern
/// (a step of BroadcastPattern::steps(), reversed for reduce and gather).
std::vector<NodeTrace> patternTraces(const Topology &topology, int root, const PatternStep &step, PatternRole role);

/// reduce.cpp: reduce-recursive-halving, reduce-tree.
void registerReduceAlgorithms(AlgorithmRegistry &registry);
/// scattergather.cpp: scatter-recursive-halving, gather-recursive-doubling.
void registerScatterGatherAlgorithms(AlgorithmRegistry &registry);

} // namespace collviz::core::algorithms

// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// The all-to-all personalized family (all-to-all scatter, AAS): one file per source, each
// registering its algorithms through one function that registerAlltoallFamily (family.cpp)
// calls in display order, and the pieces more than one source builds on.

#include "core/algorithms/common.h"
#include "core/topologies.h"

#include <vector>

namespace collviz::core {
class AlgorithmRegistry;
}

namespace collviz::core::algorithms::alltoall {

/// textbook.cpp: seed 001 section 3.5 and seed 003 section 4.5 (with seed 000 where it agrees).
void registerTextbookAlgorithms(AlgorithmRegistry &registry);

/// The deviation of every algorithm that combines a node's packets into one message per step,
/// when the model is noncombining.
Text noncombiningReason();

/// (t_s + t_w m p/2) per step: every node sends one combined message per step, of m p/2 words
/// in the standard exchange; in the ring pipeline along a line of z nodes the messages shrink
/// from m (p/z)(z - 1) to m p/z words, m p/2 on average over the z - 1 steps.
double combinedSteps(int steps, const Topology &topology, const CostParams &c);

/// The packets a node sends in one step of the ring pipeline along dimension `dim`: all it
/// holds whose destination's coordinate in `dim` differs from its own (it keeps the rest).
std::vector<int> notYetInLine(const CartesianTopology &topo, const Holdings &holdings, int v, int dim);

/// The path from `v` to the next node of its line in dimension `dim`: one hop up, or from
/// the last node to the first over the wraparound link (ring, torus) or, on a line without
/// one, back along the line over the opposite-direction channels, which no other message of
/// the step uses.
std::vector<int> pathToNext(const CartesianTopology &topo, int v, int dim);

/// One step of the ring pipeline inside every line of dimension `dim` (seed 001 sections
/// 3.5.1-3.5.2): every node sends the next node of its line (pathToNext), as one message, the
/// packets it holds for other positions of the line (notYetInLine). Node v is at pseudo-code
/// line `line` with the variables `vars(v, next, count)` returns, called only when the rounds
/// carry traces.
template <typename MakeVars>
void pipelineStep(RoundBuilder &rounds, const CartesianTopology &topo, const Holdings &holdings, int dim, int line,
                  MakeVars &&vars)
{
    for (int v = 0; v < topo.processorCount(); ++v) {
        std::vector<int> packets = notYetInLine(topo, holdings, v, dim);
        const int count = int(packets.size());
        std::vector<int> path = pathToNext(topo, v, dim);
        const int next = path.back();
        rounds.send(path, packets);
        rounds.trace(v, line, [&] { return vars(v, next, count); });
    }
}

} // namespace collviz::core::algorithms::alltoall

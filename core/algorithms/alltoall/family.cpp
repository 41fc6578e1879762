// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The all-to-all personalized family: its one registration and its shared pieces.

#include "core/algorithms/alltoall/family.h"

#include "core/algorithms/algorithms.h"

namespace collviz::core::algorithms {

void registerAlltoallFamily(AlgorithmRegistry &registry)
{
    alltoall::registerTextbookAlgorithms(registry);
    registerSeed000Ring(registry);
    registerSeed000Direct(registry);
    registerSeed000Mesh(registry);
    registerSeed000Allport(registry);
    registerSeed000Micro(registry);
    registerJohnssonHo(registry);
}

namespace alltoall {

Text noncombiningReason()
{
    return reason(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                                    "the model is noncombining, so each packet is its own message and pays its own "
                                    "start-up"));
}

double combinedSteps(int steps, const Topology &topology, const CostParams &c)
{
    const double p = topology.processorCount();
    return (c.ts + c.tw * c.m * p / 2) * steps;
}

std::vector<int> notYetInLine(const CartesianTopology &topo, const Holdings &holdings, int v, int dim)
{
    const int mine = topo.coords(v)[std::size_t(dim)];
    return holdings.select(v, [&](const Packet &pk) { return topo.coords(pk.dest)[std::size_t(dim)] != mine; });
}

std::vector<int> pathToNext(const CartesianTopology &topo, int v, int dim)
{
    const int z = topo.side(dim);
    const int stride = topo.stride(dim);
    const int c = topo.coords(v)[std::size_t(dim)];
    if (c + 1 < z)
        return {v, v + stride};
    if (topo.wraps())
        return {v, v - c * stride};
    std::vector<int> path;
    for (int k = c; k >= 0; --k)
        path.push_back(v - (c - k) * stride);
    return path;
}

} // namespace alltoall

} // namespace collviz::core::algorithms

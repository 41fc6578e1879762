// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// libFuzzer target: the topology SPEC ("hypercube:4", "torus:5x5", ...) through
// Topology::create. Accepted specs must build a consistent network and print back to a
// spec that parses to the same thing; refused ones must say why in one sentence.

#include "fuzz/fuzzcommon.h"

#include "core/topology.h"

using namespace collviz;

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    fuzz::initApplication();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    if (size > 4096) // a SPEC is a short word; longer inputs only slow the search down
        return 0;
    const QString spec = fuzz::text(data, size);
    QString error;
    const core::TopologyPtr topo = core::Topology::create(spec, &error);
    if (!topo) {
        fuzz::checkRefusal(error, spec);
        return 0;
    }
    if (!error.isEmpty())
        fuzz::fail("accepted with an error message:", error);

    // The printed name parses back to the same network.
    core::TopologySpec again;
    QString againError;
    if (!core::TopologySpec::parse(topo->name(), &again, &againError) || again.family != topo->spec().family
        || again.sides != topo->spec().sides || again.argument != topo->spec().argument)
        fuzz::fail("name does not round-trip:", topo->name());

    const int n = topo->nodeCount();
    const int p = topo->processorCount();
    if (p < 2 || p > n || n > core::TopologyLimits::maxVertices)
        fuzz::fail("vertex counts out of range:", topo->name());
    for (const core::Arc &a : topo->arcs()) {
        if (a.from < 0 || a.from >= n || a.to < 0 || a.to >= n || a.link < 0 || a.link >= topo->linkCount())
            fuzz::fail("arc out of range:", topo->name());
    }
    // A few routes, picked from the input so the fuzzer can steer them: every route is a
    // walk over links of the topology's distance.
    for (std::size_t i = 0; i + 1 < size && i < 8; i += 2) {
        const int a = int(data[i]) * 257 % p;
        const int b = int(data[i + 1]) * 263 % p;
        const std::vector<int> path = topo->route(a, b);
        if (path.empty() || path.front() != a || path.back() != b)
            fuzz::fail("route has wrong ends:", topo->name());
        std::vector<int> arcs;
        if (!topo->pathArcs(path, arcs))
            fuzz::fail("route is not a walk over links:", topo->name());
        if (int(arcs.size()) != topo->distance(a, b))
            fuzz::fail("route length differs from distance:", topo->name());
    }
    return 0;
}

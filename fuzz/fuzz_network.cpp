// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// libFuzzer target: a collviz-network/1 file's bytes, read by networkfile::parse, the reader
// graph:FILE's networkfile::read hands a file's bytes to (JSON, no member named twice, the
// members, the links, the connections). An accepted file must build a GraphTopology whose
// nodes, names, links, distances and routes agree with it; a refused one must say why in one
// sentence. The file step before it (core/userfiles.h: regular files only, the size cap while
// reading) has its own tests.

#include "fuzz/fuzzcommon.h"

#include "core/networks/graph/graphtopology.h"
#include "core/networks/graph/networkfile.h"
#include "core/networks/networkfamily.h"

#include <algorithm>

using namespace collviz;
using core::networks::GraphTopology;
using core::networks::NetworkFile;

namespace {

/// The network's own numbers against the file's.
void checkNodes(const GraphTopology &topo, const NetworkFile &file)
{
    const int n = topo.nodeCount();
    if (n != file.nodeCount() || n > core::networks::networkfile::kMaxNodes
        || topo.processorCount() != int(file.processors.size()) || topo.processorCount() < 2)
        fuzz::fail("node counts differ from the file's:", file.name);
    if (topo.linkCount() != int(file.links.size()) || topo.links() != file.links)
        fuzz::fail("links differ from the file's:", file.name);
    if (topo.has(core::Trait::Switches) != !file.switches.isEmpty())
        fuzz::fail("switches not flagged as the file has them:", file.name);
    if (topo.hasPositions() && int(file.coordinates.size()) != n)
        fuzz::fail("coordinates for some nodes only:", file.name);
    for (int v = 0; v < n; ++v)
        if (topo.label(v) != file.nodeName(v))
            fuzz::fail("label differs from the name:", file.nodeName(v));
    for (const core::Arc &a : topo.arcs())
        if (a.from < 0 || a.from >= n || a.to < 0 || a.to >= n || a.dim != 0 || a.dir != (a.from < a.to ? 1 : -1))
            fuzz::fail("arc out of range or misdirected:", file.name);
    if (topo.bisectionWidth() < 1 || topo.bisectionWidth() > topo.linkCount())
        fuzz::fail("bisection width out of range:", file.name);
}

/// Routes between the first processors: walks over links of the distance, by the tie-break.
void checkRoutes(const GraphTopology &topo)
{
    const int p = std::min(topo.processorCount(), 24);
    int farthest = 0;
    for (int a = 0; a < p; ++a)
        for (int b = 0; b < p; ++b) {
            const std::vector<int> path = topo.route(a, b);
            const int d = topo.distance(a, b);
            farthest = std::max(farthest, d);
            std::vector<int> arcs;
            if (path.front() != a || path.back() != b || !topo.pathArcs(path, arcs) || int(arcs.size()) != d
                || d != topo.distance(b, a) || (a != b && d < 1) || d > topo.diameter())
                fuzz::fail("route or distance is wrong between processors", QStringLiteral("%1, %2").arg(a).arg(b));
            for (std::size_t i = 0; i + 1 < path.size(); ++i)
                for (int w : topo.neighbours(path[i]))
                    if (w < path[i + 1] && topo.distance(w, b) == topo.distance(path[i], b) - 1)
                        fuzz::fail("a route breaks the tie-break at", topo.label(path[i]));
        }
    if (p == topo.processorCount() && farthest != topo.diameter())
        fuzz::fail("diameter is not the farthest processors' distance");
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    fuzz::initApplication();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    if (qint64(size) > core::networks::networkfile::kMaxBytes) // read() refuses it while reading
        return 0;
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    NetworkFile file;
    QString error;
    if (!core::networks::networkfile::parse(bytes, QStringLiteral("fuzz.json"), &file, &error)) {
        fuzz::checkRefusal(error, QString::fromUtf8(bytes.left(200)));
        return 0;
    }
    if (!error.isEmpty())
        fuzz::fail("accepted with an error message:", error);
    core::TopologySpec spec;
    spec.family = core::NetworkRegistry::instance().find(QStringLiteral("graph"));
    spec.argument = QStringLiteral("fuzz.json");
    const GraphTopology topo(spec, file);
    checkNodes(topo, file);
    checkRoutes(topo);
    return 0;
}

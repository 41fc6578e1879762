// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "core/focus.h"

#include "core/engine.h"
#include "core/schedule.h"
#include "core/topology.h"

#include <QStringList>

namespace collviz::core {

QString Focus::toString() const
{
    switch (kind) {
    case Kind::None: return {};
    case Kind::Node: return QStringLiteral("node:%1").arg(node);
    case Kind::Dimension: return QStringLiteral("dimension:%1").arg(dimension);
    case Kind::Block: {
        QStringList parts;
        for (int c : coords)
            parts << (c < 0 ? QStringLiteral("*") : QString::number(c));
        return QStringLiteral("block:") + parts.join(QLatin1Char(','));
    }
    }
    return {};
}

bool Focus::parse(const QString &text, Focus *out, QString *error)
{
    const QString t = text.trimmed();
    auto refuse = [&]() {
        if (error)
            *error = QStringLiteral("focus \"%1\" is not understood; accepted: node:V, dimension:D, "
                                    "block:c0,c1,... with * for any coordinate, or none")
                         .arg(t.left(60));
        return false;
    };
    Focus f;
    if (t.isEmpty() || t == QLatin1String("none")) {
        *out = f;
        return true;
    }
    const int colon = t.indexOf(QLatin1Char(':'));
    if (colon < 0)
        return refuse();
    const QString kind = t.left(colon);
    const QString rest = t.mid(colon + 1);
    bool ok = false;
    if (kind == QLatin1String("node") || kind == QLatin1String("dimension")) {
        const int value = rest.toInt(&ok);
        if (!ok || value < 0)
            return refuse();
        f.kind = kind == QLatin1String("node") ? Kind::Node : Kind::Dimension;
        (f.kind == Kind::Node ? f.node : f.dimension) = value;
    } else if (kind == QLatin1String("block")) {
        f.kind = Kind::Block;
        for (const QString &part : rest.split(QLatin1Char(','))) {
            if (part.trimmed() == QLatin1String("*")) {
                f.coords.push_back(-1);
                continue;
            }
            const int value = part.trimmed().toInt(&ok);
            if (!ok || value < 0)
                return refuse();
            f.coords.push_back(value);
        }
    } else {
        return refuse();
    }
    *out = f;
    return true;
}

QString Focus::check(const Topology &topology) const
{
    switch (kind) {
    case Kind::None: return {};
    case Kind::Node:
        return node < topology.nodeCount()
                   ? QString()
                   : QStringLiteral("focus node %1 is not in %2 (nodes 0..%3)")
                         .arg(node)
                         .arg(topology.name())
                         .arg(topology.nodeCount() - 1);
    case Kind::Dimension:
        return dimension < topology.dimensions()
                   ? QString()
                   : QStringLiteral("focus dimension %1 is not in %2 (dimensions 0..%3)")
                         .arg(dimension)
                         .arg(topology.name())
                         .arg(topology.dimensions() - 1);
    case Kind::Block: {
        const std::size_t axes = topology.nodeCount() > 0 ? topology.coords(0).size() : 0;
        if (coords.size() != axes)
            return QStringLiteral("focus block %1 gives %2 coordinates; %3 has %4")
                .arg(toString())
                .arg(coords.size())
                .arg(topology.name())
                .arg(axes);
        return {};
    }
    }
    return {};
}

Focus Focus::block(const Topology &topology, int node, const std::vector<int> &fixedAxes)
{
    Focus f;
    f.kind = Kind::Block;
    const std::vector<int> &c = topology.coords(node);
    f.coords.assign(c.size(), -1);
    for (int axis : fixedAxes)
        if (axis >= 0 && std::size_t(axis) < c.size())
            f.coords[std::size_t(axis)] = c[std::size_t(axis)];
    return f;
}

bool FocusSelection::containsPath(const Topology &topology, const std::vector<int> &path) const
{
    const std::vector<int> arcList = topology.pathArcs(path);
    for (int a : arcList)
        if (a >= 0 && std::size_t(a) < arcs.size() && arcs[std::size_t(a)])
            return true;
    return arcList.empty() && !path.empty() && std::size_t(path.front()) < nodes.size()
           && nodes[std::size_t(path.front())];
}

FocusSelection selectFocus(const RunResult &result, const Focus &focus, int round)
{
    FocusSelection s;
    if (!result.topology)
        return s;
    const Topology &topology = *result.topology;
    const std::size_t n = std::size_t(topology.nodeCount());
    const std::size_t arcCount = topology.arcs().size();
    const bool fits = focus.check(topology).isEmpty();
    s.nodes.assign(n, focus.isNone() || !fits);
    s.arcs.assign(arcCount, focus.isNone() || !fits);
    if (focus.isNone() || !fits)
        return s;
    switch (focus.kind) {
    case Focus::Kind::None: break;
    case Focus::Kind::Node: {
        s.nodes[std::size_t(focus.node)] = true;
        const Schedule *schedule = result.schedule.get();
        if (!schedule || round < 1 || round > int(schedule->rounds.size()))
            break;
        const TransferList &transfers = schedule->rounds[std::size_t(round - 1)].transfers;
        std::vector<int> arcs;
        for (std::size_t t = 0; t < transfers.size(); ++t) {
            if (transfers.src(t) != focus.node && transfers.dst(t) != focus.node)
                continue;
            const IntSpan path = transfers.path(t);
            for (int v : path)
                if (v >= 0 && std::size_t(v) < n)
                    s.nodes[std::size_t(v)] = true;
            if (topology.pathArcs(path, arcs))
                for (int a : arcs)
                    s.arcs[std::size_t(a)] = true;
        }
        break;
    }
    case Focus::Kind::Dimension:
        s.nodes.assign(n, true);
        for (const Arc &arc : topology.arcs())
            s.arcs[std::size_t(arc.id)] = arc.dim == focus.dimension;
        break;
    case Focus::Kind::Block: {
        for (std::size_t v = 0; v < n; ++v) {
            const std::vector<int> &c = topology.coords(int(v));
            bool in = c.size() == focus.coords.size();
            for (std::size_t i = 0; in && i < c.size(); ++i)
                in = focus.coords[i] < 0 || focus.coords[i] == c[i];
            s.nodes[v] = in;
        }
        for (const Arc &arc : topology.arcs())
            s.arcs[std::size_t(arc.id)] = s.nodes[std::size_t(arc.from)] && s.nodes[std::size_t(arc.to)];
        break;
    }
    }
    return s;
}

} // namespace collviz::core

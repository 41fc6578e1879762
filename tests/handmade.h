#pragma once

// Pieces for schedules written by hand in the tests of the simulator and the cost model.

#include "core/model.h"
#include "core/schedule.h"
#include "core/topology.h"

#include <utility>
#include <vector>

namespace collviz::tests {

/// The topology of a spec the test knows to be valid.
inline core::TopologyPtr topo(const char *spec)
{
    QString error;
    auto t = core::Topology::create(QString::fromLatin1(spec), &error);
    if (!t)
        qFatal("%s", qPrintable(error));
    return t;
}

/// A transfer along `path` (its first vertex sends, its last receives) carrying `packets`.
inline core::TransferData xfer(std::vector<int> path, std::vector<int> packets)
{
    core::TransferData t;
    t.src = path.front();
    t.dst = path.back();
    t.path = std::move(path);
    t.packets = std::move(packets);
    return t;
}

/// Appends `count` packets to `s`, packet k (its id, the next free one) from origin(k) with
/// size size(k) (in units of m), no destination.
template<typename Origin, typename Size>
void addPackets(core::Schedule &s, int count, Origin &&origin, Size &&size)
{
    for (int k = 0; k < count; ++k) {
        core::Packet p;
        p.id = int(s.packets.size());
        p.origin = origin(k);
        p.size = size(k);
        s.packets.push_back(p);
    }
}

/// m = t_s = t_w = 1, t_h = 0.
inline core::CostParams unitCost()
{
    core::CostParams c;
    c.m = 1;
    c.ts = 1;
    c.tw = 1;
    c.th = 0;
    return c;
}

} // namespace collviz::tests

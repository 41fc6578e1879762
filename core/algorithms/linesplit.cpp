// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "core/algorithms/linesplit.h"

namespace collviz::core::algorithms {

std::vector<std::vector<LineHop>> lineBroadcastSteps(int z, int root, bool wrap)
{
    // Work in virtual positions: on a ring the root is virtual 0; on a line virtual = physical.
    const int origin = wrap ? root : 0;
    auto physical = [&](int v) { return wrap ? (v + origin) % z : v; };
    struct Interval
    {
        int lo, hi, holder;
    };
    std::vector<Interval> intervals{{0, z - 1, wrap ? 0 : root}};
    std::vector<std::vector<LineHop>> steps;
    bool split = true;
    while (split) {
        split = false;
        std::vector<LineHop> hops;
        std::vector<Interval> next;
        for (const Interval &iv : intervals) {
            const int n = iv.hi - iv.lo + 1;
            if (n <= 1) {
                next.push_back(iv);
                continue;
            }
            split = true;
            // The holder keeps the larger half (ceil), the other node gets the smaller one
            // (floor): then every later step's largest interval is the holder's, and a scatter's
            // root sends m (p - 1) words in all with the largest message of every step.
            const int larger = (n + 1) / 2;
            const int leftSize = iv.holder < iv.lo + larger ? larger : n - larger;
            const int mid = iv.lo + leftSize; // first position of the right half
            const int rightSize = n - leftSize;
            int target;
            if (iv.holder < mid)
                target = mid + std::min(iv.holder - iv.lo, rightSize - 1);
            else
                target = iv.lo + std::min(iv.holder - mid, leftSize - 1);
            LineHop hop;
            hop.from = physical(iv.holder);
            hop.to = physical(target);
            const int step = target > iv.holder ? 1 : -1;
            for (int v = iv.holder;; v += step) {
                hop.positions.push_back(physical(v));
                if (v == target)
                    break;
            }
            hops.push_back(hop);
            const bool holderLeft = iv.holder < mid;
            next.push_back({iv.lo, mid - 1, holderLeft ? iv.holder : target});
            next.push_back({mid, iv.hi, holderLeft ? target : iv.holder});
        }
        if (split)
            steps.push_back(hops);
        intervals.swap(next);
    }
    return steps;
}

std::vector<int> lineVertices(const CartesianTopology &topology, int dim, int through)
{
    std::vector<int> c = topology.coords(through);
    std::vector<int> out;
    for (int i = 0; i < topology.side(dim); ++i) {
        c[std::size_t(dim)] = i;
        out.push_back(topology.nodeAt(c));
    }
    return out;
}

} // namespace collviz::core::algorithms

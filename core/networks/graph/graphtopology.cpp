// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "core/networks/graph/graphtopology.h"

#include <algorithm>
#include <limits>

namespace collviz::core::networks {

static_assert(networkfile::kMaxNodes <= std::numeric_limits<std::uint16_t>::max(),
              "a distance between two of the nodes fits the table's entries");

GraphTopology::GraphTopology(const TopologySpec &spec, const NetworkFile &file)
    : Topology(spec), mTitle(file.name), mPositions(file.coordinates)
{
    const int n = file.nodeCount();
    mProcessors = int(file.processors.size());
    mDimensions = 1;
    if (!file.switches.isEmpty())
        mTraits.flags |= unsigned(Trait::Switches);
    mCoords.resize(std::size_t(n));
    mLabels.reserve(n);
    for (int v = 0; v < n; ++v) {
        mCoords[std::size_t(v)] = {v};
        mLabels << file.nodeName(v);
    }
    mOut.resize(std::size_t(n));
    mArcs.reserve(2 * file.links.size());
    for (const auto &[low, high] : file.links)
        addLink(low, high, 0, false);
    finish();
    measureDistances();
    mBisection = measureBisection();
}

void GraphTopology::measureDistances()
{
    // A BFS from every node b fills row b; the rows of processors give the diameter. The BFS
    // reads the neighbours from one flat list (not through the arcs, a cache miss each): n BFS
    // over every link is the cost of loading a file.
    const std::size_t n = std::size_t(nodeCount());
    std::vector<int> first(n + 1, 0);
    std::vector<int> neighbours;
    neighbours.reserve(mArcs.size());
    for (std::size_t v = 0; v < n; ++v) {
        for (int a : mOut[v])
            neighbours.push_back(mArcs[std::size_t(a)].to);
        first[v + 1] = int(neighbours.size());
    }
    constexpr std::uint16_t kUnreached = std::numeric_limits<std::uint16_t>::max();
    mDistances.assign(n * n, kUnreached);
    std::vector<int> queue;
    queue.reserve(n);
    for (std::size_t b = 0; b < n; ++b) {
        std::uint16_t *row = mDistances.data() + b * n;
        row[b] = 0;
        queue.assign(1, int(b));
        for (std::size_t head = 0; head < queue.size(); ++head) {
            const int v = queue[head];
            const std::uint16_t next = std::uint16_t(row[v] + 1);
            for (int i = first[std::size_t(v)]; i < first[std::size_t(v) + 1]; ++i) {
                const int w = neighbours[std::size_t(i)];
                if (row[w] == kUnreached) {
                    row[w] = next;
                    queue.push_back(w);
                }
            }
        }
        if (int(b) < mProcessors)
            for (int a = 0; a < mProcessors; ++a)
                mDiameter = std::max(mDiameter, int(row[a]));
    }
}

int GraphTopology::measureBisection() const
{
    const int n = nodeCount();
    const int firstHalf = (mProcessors + 1) / 2;
    std::vector<char> second(std::size_t(n), 0);
    for (int v = 0; v < n; ++v) {
        if (v < mProcessors) {
            second[std::size_t(v)] = v >= firstHalf;
            continue;
        }
        int nearFirst = std::numeric_limits<int>::max();
        int nearSecond = std::numeric_limits<int>::max();
        for (int a = 0; a < mProcessors; ++a) {
            int &nearest = a < firstHalf ? nearFirst : nearSecond;
            nearest = std::min(nearest, distance(v, a));
        }
        second[std::size_t(v)] = nearSecond < nearFirst;
    }
    int crossing = 0;
    for (const auto &[a, b] : links())
        crossing += second[std::size_t(a)] != second[std::size_t(b)] ? 1 : 0;
    return crossing;
}

void GraphTopology::appendRoute(int a, int b, std::vector<int> &path) const
{
    // Out-arcs are sorted by (dim, dir, to) (Topology::finish): all dims are 0, the lower
    // neighbours (dir -1) come first, so the arcs go by ascending neighbour. The first one a hop
    // nearer b is the tie-break's.
    path.push_back(a);
    const std::size_t n = std::size_t(nodeCount());
    const std::uint16_t *toB = mDistances.data() + std::size_t(b) * n;
    for (int v = a; v != b;) {
        const int nearer = toB[v] - 1;
        for (int arc : mOut[std::size_t(v)]) {
            const int w = mArcs[std::size_t(arc)].to;
            if (toB[w] == nearer) {
                v = w;
                break;
            }
        }
        path.push_back(v);
    }
}

} // namespace collviz::core::networks

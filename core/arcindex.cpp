// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "core/arcindex.h"

#include "core/topology.h"

#include <algorithm>

namespace collviz::core {

ArcIndex::ArcIndex(const std::vector<Arc> &arcs, const std::vector<std::vector<int>> &out)
{
    mAdjStart.assign(1, 0);
    mAdjacent.reserve(arcs.size());
    bool unique = true;
    for (const auto &o : out) {
        const std::size_t begin = mAdjacent.size();
        for (int a : o) {
            const int to = arcs[std::size_t(a)].to;
            for (std::size_t i = begin; i < mAdjacent.size(); ++i)
                unique = unique && mAdjacent[i].to != to;
            mAdjacent.push_back(Adjacent{to, a});
        }
        mAdjStart.push_back(int(mAdjacent.size()));
    }
    findHypercubeLayout(arcs);
    mGuessable = unique && !mHypercubeLayout;
    findDifferences(arcs);
}

void ArcIndex::findHypercubeLayout(const std::vector<Arc> &arcs)
{
    // 2^d nodes, each with its arcs one per dimension, in dimension order (as a hypercube's
    // constructor adds them and Topology's sort keeps them): the arc is read from the bit two
    // nodes differ in. Checked rather than assumed.
    const int n = int(mAdjStart.size()) - 1;
    int d = 0;
    while (d < 30 && (1 << d) < n)
        ++d;
    bool layout = d >= 1 && n == (1 << d);
    for (int v = 0; layout && v < n; ++v) {
        // Node v's d arcs at [v d, (v + 1) d), known before any of them is read.
        layout = mAdjStart[std::size_t(v)] == v * d && mAdjStart[std::size_t(v) + 1] == (v + 1) * d;
        for (int k = 0; layout && k < d; ++k) {
            const Adjacent &e = mAdjacent[std::size_t(v) * std::size_t(d) + std::size_t(k)];
            layout = e.to == (v ^ (1 << k)) && e.arc >= 0 && arcs[std::size_t(e.arc)].from == v
                     && arcs[std::size_t(e.arc)].to == e.to;
        }
    }
    mHypercubeLayout = layout;
    mHypercubeNodes = layout ? n : 0;
    mHypercubeDimensions = layout ? d : 0;
    mHypercubeArcsComputed = layout;
    for (std::size_t a = 0; mHypercubeArcsComputed && a < arcs.size(); ++a)
        mHypercubeArcsComputed = computedHypercubeArc(arcs[a].from, arcs[a].to) == int(a);
}

int ArcIndex::arcBetweenSearch(int from, int to, int &guess) const
{
    // (Called by the inline arcBetween(from, to, guess) only where the guess may be tried.)
    if (std::size_t(unsigned(from)) + 1 >= mAdjStart.size())
        return arcBetween(from, to);
    const Adjacent *first = mAdjacent.data() + mAdjStart[std::size_t(from)];
    const int degree = mAdjStart[std::size_t(from) + 1] - mAdjStart[std::size_t(from)];
    for (int i = 0; i < degree; ++i)
        if (first[i].to == to) {
            guess = i;
            return first[i].arc;
        }
    return -1;
}

void ArcIndex::findDifferences(const std::vector<Arc> &arcs)
{
    // Only where no node has a neighbour twice (then a node and a difference name at most one
    // arc) and not by dimension (its own layout).
    if (!mGuessable)
        return;
    std::vector<std::uint32_t> differences;
    for (const Arc &a : arcs) {
        const std::uint32_t difference = std::uint32_t(a.to) - std::uint32_t(a.from);
        if (difference == 0)
            return;
        if (std::find(differences.begin(), differences.end(), difference) == differences.end()) {
            if (int(differences.size()) == kMaxDifferences)
                return; // a tree's, say: the guess serves those
            differences.push_back(difference);
        }
    }
    if (differences.empty())
        return;
    // A multiplier that puts every difference in a slot of its own (tried from a fixed
    // sequence: the same network gets the same table).
    constexpr int slotCount = 1 << (32 - kDifferenceShift);
    const auto collisionFree = [&](std::uint32_t multiplier) {
        bool taken[slotCount] = {};
        for (std::uint32_t difference : differences) {
            const std::uint32_t slot = (difference * multiplier) >> kDifferenceShift;
            if (taken[slot])
                return false;
            taken[slot] = true;
        }
        return true;
    };
    std::uint32_t multiplier = 0x9E3779B1U;
    int attempt = 0;
    for (; attempt < 4096 && !collisionFree(multiplier); ++attempt)
        multiplier = (multiplier + 0x6A09E668U) | 1U;
    if (attempt == 4096)
        return;
    const int count = int(differences.size());
    for (int code = 0; code < count; ++code) {
        const std::uint32_t difference = differences[std::size_t(code)];
        mDifferenceSlots[(difference * multiplier) >> kDifferenceShift] = {difference, std::uint32_t(code)};
    }
    const int n = int(mAdjStart.size()) - 1;
    mDifferenceArcs.assign(std::size_t(n) * std::size_t(count), -1);
    for (int a = 0; a < int(arcs.size()); ++a) {
        const Arc &arc = arcs[std::size_t(a)];
        const std::uint32_t difference = std::uint32_t(arc.to) - std::uint32_t(arc.from);
        const std::uint32_t code = mDifferenceSlots[(difference * multiplier) >> kDifferenceShift].code;
        mDifferenceArcs[std::size_t(arc.from) * std::size_t(count) + code] = a;
    }
    mDifferenceMultiplier = multiplier;
    mDifferenceNodes = n;
    mDifferences = count;
}

} // namespace collviz::core

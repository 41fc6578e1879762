// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The algorithms for any network: their one registration and the route counting they share.

#include "core/algorithms/anynetwork/family.h"

#include "core/algorithms/algorithms.h"

namespace collviz::core::algorithms {

void registerAnyNetworkFamily(AlgorithmRegistry &registry)
{
    anynetwork::registerBroadcast(registry);
    anynetwork::registerAllgather(registry);
    anynetwork::registerAlltoall(registry);
}

namespace anynetwork {

CommModel routedModel(bool combining) { return model(Switching::Wormhole, 1, Duplex::Full, combining); }

RoutedRound::RoutedRound(const Topology &topology) : mTopology(&topology), mLoads(topology.arcs().size()) {}

IntSpan RoutedRound::route(int a, int b)
{
    mPath.clear();
    mTopology->appendRoute(a, b, mPath);
    mTopology->pathArcs(IntSpan(mPath), mArcs);
    for (int arc : mArcs) {
        Load &load = mLoads[std::size_t(arc)];
        load.count = load.round == mRound ? load.count + 1 : 1;
        load.round = mRound;
        mCongestion = std::max(mCongestion, load.count);
    }
    mLongest = std::max(mLongest, int(mArcs.size()));
    return IntSpan(mPath);
}

void RoutedRound::next()
{
    ++mRound;
    mCongestion = 0;
    mLongest = 0;
}

} // namespace anynetwork

} // namespace collviz::core::algorithms

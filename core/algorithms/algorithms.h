// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// One registration function per algorithm family; AlgorithmRegistry calls them in this
// order, which is the order `collviz-cli list` and the app show.

namespace collviz::core {
class AlgorithmRegistry;
}

namespace collviz::core::algorithms {

void registerBroadcastFamily(AlgorithmRegistry &registry);     ///< broadcast.cpp: broadcast, reduce, scatter, gather
void registerAllgatherFamily(AlgorithmRegistry &registry);     ///< allgather.cpp: allgather, reduce-scatter, allreduce, prefix-sum
void registerAlltoallFamily(AlgorithmRegistry &registry);      ///< alltoall/: all-to-all personalized, a file per source
void registerSeed000Direct(AlgorithmRegistry &registry);       ///< alltoall/seed000_direct.cpp: DEX (via registerAlltoallFamily)
void registerSeed000Ring(AlgorithmRegistry &registry);         ///< alltoall/seed000_ring.cpp: both-way ring (via registerAlltoallFamily)
void registerSeed000Mesh(AlgorithmRegistry &registry);         ///< alltoall/seed000_mesh.cpp: BEX and QEX on WH meshes (via registerAlltoallFamily)
void registerSeed000Allport(AlgorithmRegistry &registry);      ///< alltoall/seed000_allport.cpp: all-port hypercube AAS (via registerAlltoallFamily)
void registerSeed000Micro(AlgorithmRegistry &registry);        ///< alltoall/seed000_micro.cpp: micro-permutations on cycles and tori (via registerAlltoallFamily)
void registerAllgatherTadt(AlgorithmRegistry &registry);        ///< allgather_tadt.cpp: seed 002 time-arc-disjoint trees (via registerAllgatherFamily)
void registerAllgatherHamiltonian(AlgorithmRegistry &registry);  ///< allgather_hamiltonian.cpp: seed 002 link-disjoint Hamiltonian cycles (via registerAllgatherFamily)
void registerJohnssonHo(AlgorithmRegistry &registry);           ///< alltoall/johnssonho.cpp: seed 004's Algorithms 1 and 2 (via registerAlltoallFamily)
void registerShiftFamily(AlgorithmRegistry &registry);         ///< shift.cpp: circular q-shift
void registerLargeMessageFamily(AlgorithmRegistry &registry);  ///< largemessage.cpp: seed 001 section 3.7
void registerAnyNetworkFamily(AlgorithmRegistry &registry);    ///< anynetwork/: broadcast, allgather, all-to-all over routes, any network
void registerMpiFamily(AlgorithmRegistry &registry);           ///< mpi/: Bruck, recursive doubling, MPI's broadcasts, any p
void registerAllreduceFamily(AlgorithmRegistry &registry);     ///< allreduce/: Rabenseifner, ring, two trees, Swing

} // namespace collviz::core::algorithms

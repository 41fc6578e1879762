// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// The one table of the source documents the algorithms cite: the seeds, whose file names are
// spelled here and nowhere else, and the few published papers cited beside a seed.

#include <QString>

#include <initializer_list>

namespace collviz::core::algorithms {

/// The seeds, the OCR'd source documents, by their number.
enum class Seed
{
    S000, ///< "All-to-all scatter algorithms" (CS838 lecture notes): AAS by model and switching
    S001, ///< "Basic Communication", a textbook chapter: sections 3.1-3.7
    S002, ///< all-to-all broadcast in the noncombining model: time-arc-disjoint trees, Hamiltonian circuits
    S003, ///< a textbook's section 4.5 (Chinese): all-to-all personalized communication
    S004, ///< Johnsson and Ho 1992 (TR-16-92): matrix transposition on binary cubes
};

/// Every seed, in the order of their numbers.
inline constexpr Seed kSeeds[] = {Seed::S000, Seed::S001, Seed::S002, Seed::S003, Seed::S004};

/// The seed's file name: "001_2106065cb4fc88bb.txt".
QString seedFile(Seed seed);

/// The seed as a reader would cite it, briefly and as it names itself (its title, its kind,
/// its authors and year where it gives them), in English: "S. L. Johnsson and C.-T. Ho,
/// "Optimal Communication Channel Utilization for ...", Harvard TR-16-92, 1992".
QString seedCitation(Seed seed);

/// A place in a seed: the seed and where in it, as UTF-8 ("§3.5.4 Fig. 3.5.9", "\"Hypercube\"").
struct Citation
{
    Seed seed;
    const char *where;
};

/// "001_2106065cb4fc88bb.txt §3.5.4 Fig. 3.5.9": the seed's file and the place in it.
QString cite(Seed seed, const char *where);
/// Several places, in the order given, joined by "; ".
QString cite(std::initializer_list<Citation> places);

/// Published papers: cited beside a seed where the seed describes an algorithm for one network
/// and the paper gives the form for any number of processors (the seed first), and alone for
/// the algorithms and networks beyond the seeds.
enum class Paper
{
    /// Thakur, Rabenseifner and Gropp 2005, "Optimization of Collective Communication
    /// Operations in MPICH": the binomial tree, the ring and the shift exchange for any p;
    /// Bruck's allgather, recursive doubling for any p, the long-message broadcast.
    MpichCollectives,
    /// Bruck, Ho, Kipnis, Upfal and Weathersby 1997: the index (all-to-all) and concatenation
    /// (allgather) algorithms in ceil(log2 p) rounds.
    Bruck,
    /// Barnett, Gupta, Payne, Shuler, van de Geijn and Watts 1994 (InterCom): broadcast as a
    /// scatter and an allgather, for long messages.
    InterCom,
    /// Rabenseifner 2004: allreduce as reduce-scatter by recursive halving and allgather by
    /// recursive doubling.
    Rabenseifner,
    /// Patarasuk and Yuan 2009: the bandwidth-optimal ring allreduce.
    RingAllreduce,
    /// Sanders, Speck and Träff 2009: two binary trees, each carrying half of the data.
    TwoTree,
    /// De Sensi, Bonato, Saam and Hoefler 2024 (Swing): partners r ± rho(s) on tori.
    Swing,
    /// Al-Fares, Loukissas and Vahdat 2008: the three-level k-ary fat tree.
    FatTree,
    /// Kim, Dally, Scott and Abts 2008: the dragonfly.
    Dragonfly,
};

inline constexpr Paper kPapers[] = {Paper::MpichCollectives, Paper::Bruck,         Paper::InterCom,
                                    Paper::Rabenseifner,     Paper::RingAllreduce, Paper::TwoTree,
                                    Paper::Swing,            Paper::FatTree,       Paper::Dragonfly};

/// The paper: authors, title, venue and year.
QString paperCitation(Paper paper);

/// The paper, then the place in it: Thakur, Rabenseifner and Gropp, "Optimization of Collective
/// Communication Operations in MPICH", IJHPCA 19(1), 2005, binomial tree broadcast.
QString cite(Paper paper, const char *where);

} // namespace collviz::core::algorithms

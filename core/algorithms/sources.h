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

/// Published papers cited beside a seed where the seed describes an algorithm for one network
/// and the paper gives the form for any number of processors. A source names its seed first.
enum class Paper
{
    /// Thakur, Rabenseifner and Gropp 2005, "Optimization of Collective Communication
    /// Operations in MPICH": the binomial tree, the ring and the shift exchange for any p.
    MpichCollectives,
};

/// The paper, then the place in it: Thakur, Rabenseifner and Gropp, "Optimization of Collective
/// Communication Operations in MPICH", IJHPCA 19(1), 2005, binomial tree broadcast.
QString cite(Paper paper, const char *where);

} // namespace collviz::core::algorithms

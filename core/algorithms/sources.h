#pragma once

// The one table of the source documents (seeds) the algorithms cite: their file names are
// spelled here and nowhere else.

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

/// The seed's file name: "001_2106065cb4fc88bb.txt".
QString seedFile(Seed seed);

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

} // namespace collviz::core::algorithms

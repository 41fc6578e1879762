// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "core/algorithms/sources.h"

#include <iterator>

#include <QStringList>

namespace collviz::core::algorithms {

namespace {

// In the order of Seed, as the files are named in the seeds folder.
const char *const kSeedFiles[] = {
    "000_f11f6c01ea91da91.txt", "001_2106065cb4fc88bb.txt", "002_7baaebe82fd66c4b.txt",
    "003_1187d23ea1134801.txt", "004_c7097e369dcda852.txt",
};

// In the order of Seed: each document as it names itself (the seeds' first lines).
const char *const kSeedCitations[] = {
    "\"All-to-all scatter algorithms\", lecture notes of CS838: Topics in Parallel Computing, 18 March 1999",
    "\"Basic Communication\", a textbook chapter on communication operations, sections 3.1-3.7",
    "All-to-all broadcast in the noncombining model: time-arc-disjoint trees and Hamiltonian circuits, a "
    "study text",
    "\"4.5 All-to-All Personalized Communication\", a textbook section in Chinese",
    "S. L. Johnsson and C.-T. Ho, \"Optimal Communication Channel Utilization for Matrix Transposition and "
    "Related Permutations on Binary Cubes\", Harvard University, TR-16-92, 1992",
};

// In the order of Paper: authors, title, venue.
const char *const kPaperTexts[] = {
    "Thakur, Rabenseifner and Gropp, \"Optimization of Collective Communication Operations in MPICH\", "
    "IJHPCA 19(1), 2005",
    "Bruck, Ho, Kipnis, Upfal and Weathersby, \"Efficient Algorithms for All-to-All Communications in "
    "Multiport Message-Passing Systems\", IEEE TPDS 8(11), 1997",
    "Barnett, Gupta, Payne, Shuler, van de Geijn and Watts, \"Interprocessor Collective Communication "
    "Library (InterCom)\", SHPCC 1994",
    "Rabenseifner, \"Optimization of Collective Reduction Operations\", ICCS 2004, LNCS 3036",
    "Patarasuk and Yuan, \"Bandwidth Optimal All-reduce Algorithms for Clusters of Workstations\", "
    "JPDC 69(2), 2009",
    "Sanders, Speck and Tr\u00e4ff, \"Two-Tree Algorithms for Full Bandwidth Broadcast, Reduction and "
    "Scan\", Parallel Computing 35(12), 2009",
    "De Sensi, Bonato, Saam and Hoefler, \"Swing: Short-cutting Rings for Higher Bandwidth Allreduce\", "
    "NSDI 2024",
    "Al-Fares, Loukissas and Vahdat, \"A Scalable, Commodity Data Center Network Architecture\", "
    "SIGCOMM 2008",
    "Kim, Dally, Scott and Abts, \"Technology-Driven, Highly Scalable Dragonfly Topology\", ISCA 2008",
};
static_assert(std::size(kPaperTexts) == std::size(kPapers), "one entry per Paper, in its order");

} // namespace

QString seedFile(Seed seed) { return QLatin1String(kSeedFiles[int(seed)]); }

QString seedCitation(Seed seed) { return QString::fromUtf8(kSeedCitations[int(seed)]); }

QString cite(Seed seed, const char *where)
{
    return seedFile(seed) + QLatin1Char(' ') + QString::fromUtf8(where);
}

QString paperCitation(Paper paper) { return QString::fromUtf8(kPaperTexts[int(paper)]); }

QString cite(Paper paper, const char *where)
{
    return paperCitation(paper) + QStringLiteral(", ") + QString::fromUtf8(where);
}

QString cite(std::initializer_list<Citation> places)
{
    QStringList parts;
    for (const Citation &c : places)
        parts << cite(c.seed, c.where);
    return parts.join(QStringLiteral("; "));
}

} // namespace collviz::core::algorithms

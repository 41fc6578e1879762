// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// The schedule table of seed 000 "Allport fullduplex hypercube": which relative address each
// dimension carries in each round of the time- and transmission-optimal all-to-all scatter.

#include "core/operation.h"
#include "core/schedule.h"

#include <QStringList>

#include <optional>
#include <vector>

namespace collviz::core::algorithms {

/**
 * The relative-address schedule table of seed 000 ("Allport fullduplex hypercube") for Q_n:
 * 2^(n-1) rows (rounds) of n relative addresses r_{i,j}, one per dimension j, as n-bit
 * numbers. Construction (the seed's): m_i = 2i + 1 (i = 0 .. 2^(n-1) - 1); r_{i,j} is m_i with
 * bit j+1 inverted for j <= n-2 and r_{i,n-1} = m_i; then bits 0 and j of r_{i,j} are swapped.
 *
 * The seed's conditions, checked by check():
 *  (a) bit j of every address in column j is 1 (the element must cross dimension j);
 *  (b) no address appears twice in a row (one element goes one way per round);
 *  (c) every address r in 1 .. 2^n - 1 appears exactly once in each column j with r[j] = 1
 *      (it crosses each of its dimensions exactly once).
 */
class AllPortScheduleTable
{
public:
    using Table = std::vector<std::vector<int>>; ///< table[round][dimension]

    /// The seed's construction for Q_n, n >= 1 (it needs no n >= 2: Q_1's table is [[1]]).
    static Table table(int n);

    /// Whether `table` (n columns, n = the width of its first row) fulfils condition `which`
    /// ('a', 'b' or 'c'); each broken cell or address is appended to `failures` as a sentence
    /// (at most `maxFailures` of them).
    static bool checkCondition(const Table &table, char which, QStringList *failures, int maxFailures = 8);
    /// All of (a)-(c), and that every row has the same n >= 1 columns of n-bit addresses.
    static bool check(const Table &table, QStringList *failures);

    /// The rounds of alltoall-hypercube-allport driven by `table`: in round i every node k sends,
    /// along every dimension j, the packet with relative address r = table[i][j] it holds (the one
    /// in its memory location r XOR k), one packet per transfer, one hop. nullopt (and the reasons
    /// in `failures`) when the table breaks (a)-(c) or does not have one column per dimension of
    /// the problem's hypercube: such a table would not deliver, so nothing is built from it.
    static std::optional<Schedule> schedule(const Problem &problem, const Table &table, QStringList *failures);

    /// The condition as the seed states it, in one sentence.
    static QString rule(char which);
    /// r as the seed writes it: n binary digits, most significant first ("0011").
    static QString bits(int r, int n);
};

} // namespace collviz::core::algorithms

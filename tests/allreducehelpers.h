// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// What the allreduce suites (tst_allreducealgorithms, tst_allreduce_treeswing) ask of a run: one
// run with t_h = 0 and a chosen t_c, why it failed, and its rounds' messages and sizes.

#include "core/engine.h"

#include <QStringList>

#include <algorithm>

namespace collviz::tests {

inline core::RunResult runOne(const QString &algorithm, const QString &topology, double m = 1, double ts = 1,
                              double tw = 1, double tc = 0)
{
    core::RunRequest req;
    req.algorithm = algorithm;
    req.topology = topology;
    req.params.cost.m = m;
    req.params.cost.ts = ts;
    req.params.cost.tw = tw;
    req.params.cost.th = 0;
    req.params.cost.tc = tc;
    return core::Engine::run(req);
}

/// The postcondition's failures and the rule violations, in one line.
inline QString failures(const core::RunResult &r)
{
    QStringList why = r.simulation.postconditionFailures;
    for (const core::Violation &v : r.simulation.violations)
        why << v.message;
    return why.join(QStringLiteral("; "));
}

/// The messages of a round as "src->dst", sorted.
inline QStringList arrows(const core::Round &round)
{
    QStringList out;
    for (const core::Transfer &t : round.transfers)
        out << QStringLiteral("%1->%2").arg(t.src).arg(t.dst);
    out.sort();
    return out;
}

/// The words the longest message of a round carries, in units of m.
inline double largestMessage(const core::Schedule &s, const core::Round &round)
{
    double most = 0;
    for (const core::Transfer &t : round.transfers) {
        double words = 0;
        for (int id : t.packets)
            words += s.packets.size(std::size_t(id));
        most = std::max(most, words);
    }
    return most;
}

} // namespace collviz::tests

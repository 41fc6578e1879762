// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// A digest of every run of the registry sweep, one line per run, for showing that a change
// leaves the engine's behaviour alone: build sweep_digest at two commits, run both, diff.
//
//   ./sweep_digest > digest-old.txt   (and the same at the other commit)
//   diff digest-old.txt digest-new.txt
//
// The runs: every registered algorithm on every topology of tests/sweeptopologies.h, under the
// natural model and the three what-ifs of tst_rules, at the two costs of tst_algorithms. A run
// the engine refuses prints its sentence, so a change in what is accepted shows too. Times are
// hex floats (%a), so equal lines mean equal to the bit. Only the registry's ids, Engine::run
// and RunResult are used, so the digest compiles on both sides of a refactor behind them.

#include "core/engine.h"
#include "tests/sweeptopologies.h"

#include <QString>
#include <QStringList>

#include <cstdio>

using namespace collviz;
using namespace collviz::core;

namespace {

const char *const kModels[] = {"", "sf,noncombining", "wh,duplex=half,ports=2", "sf,ports=all,duplex=half"};

struct Cost
{
    double m, ts, tw;
};
const Cost kCosts[] = {{1, 1, 1}, {4, 3, 0.5}};

/// std::printf's formatting (its %a, which QString::asprintf does not share) into a QString.
template <typename... Args>
QString cformat(const char *format, Args... args)
{
    char buffer[512];
    std::snprintf(buffer, sizeof buffer, format, args...);
    return QString::fromUtf8(buffer);
}

void printRun(const QString &algorithm, const char *topology, const char *model, const Cost &cost)
{
    RunRequest req;
    req.algorithm = algorithm;
    req.topology = QString::fromLatin1(topology);
    req.modelSpec = QString::fromLatin1(model);
    req.params.cost.m = cost.m;
    req.params.cost.ts = cost.ts;
    req.params.cost.tw = cost.tw;
    req.params.cost.th = 0;
    req.params.shift = 1;
    const RunResult r = Engine::run(req);

    QString line = cformat("%s %s model=%s m=%g ts=%g tw=%g", algorithm.toUtf8().constData(), topology,
                                     *model ? model : "natural", cost.m, cost.ts, cost.tw);
    if (!r.ok) {
        line += QStringLiteral(" error: ") + r.error;
    } else {
        const SimulationResult &s = r.simulation;
        line += cformat(" ok %s whatif=%d verified=%d delivered=%d violations=%d time=%a maxload=%d rounds=%zu:",
                                  r.model.toString().toUtf8().constData(), int(r.whatIf), int(s.verified),
                                  int(s.delivered), s.violationCount, s.time, s.maxLinkLoad, s.rounds.size());
        // time/transfers/messages/packets/maxload per round
        for (const RoundStats &round : s.rounds)
            line += cformat(" %a/%d/%d/%d/%d", round.time, round.transfers, round.messages,
                                      round.packetsMoved, round.maxLinkLoad);
    }
    // The sweep's network files are named from the checkout; the digest names them from its root,
    // so two checkouts in different folders print the same lines.
    line.replace(QStringLiteral(COLLVIZ_SOURCE_DIR "/"), QString());
    std::printf("%s\n", line.toUtf8().constData());
}

} // namespace

int main()
{
    for (const QString &algorithm : AlgorithmRegistry::instance().ids())
        for (const char *topology : tests::kSweepTopologies)
            for (const char *model : kModels)
                for (const Cost &cost : kCosts)
                    printRun(algorithm, topology, model, cost);
    return 0;
}

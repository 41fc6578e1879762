// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Seed 002's all-to-all broadcast around link-disjoint Hamiltonian cycles: the engine's cycles
// (Hamiltonian, pairwise link-disjoint, checked here independently of the engine's own checks,
// and those checks shown to fail on broken cycles), allgather-hamiltonian verified by the
// simulator with its tags, seed 002's claim that a packet's halves arrive in different rounds
// measured on the schedule, the comparison with allgather-tadt, the refusals and `collviz-cli
// cycles`.

#include "core/engine.h"
#include "core/hamiltonian.h"
#include "core/topologies.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

#include "tests/programrun.h"

#include <algorithm>
#include <functional>
#include <iterator>
#include <set>

using namespace collviz::core;
using collviz::tests::cli;

namespace {

TopologyPtr make(const QString &spec)
{
    QString error;
    return Topology::create(spec, &error);
}

/// Cycles are Hamiltonian and pairwise link-disjoint, checked from the topology's links alone.
/// Empty when they are, else what is wrong.
QString independentCheck(const Topology &topology, const hamiltonian::Decomposition &dec)
{
    const int n = topology.processorCount();
    if (int(dec.cycles.size()) != topology.dimensions())
        return QStringLiteral("%1 cycles on a %2D torus").arg(dec.cycles.size()).arg(topology.dimensions());
    std::set<std::pair<int, int>> used;
    for (const auto &cyc : dec.cycles) {
        if (int(cyc.size()) != n)
            return QStringLiteral("a cycle of %1 nodes, not %2").arg(cyc.size()).arg(n);
        if (std::set<int>(cyc.begin(), cyc.end()).size() != std::size_t(n))
            return QStringLiteral("a cycle visits a node twice");
        for (std::size_t i = 0; i < cyc.size(); ++i) {
            const int a = cyc[i];
            const int b = cyc[(i + 1) % cyc.size()];
            const auto nb = topology.neighbours(a);
            if (std::find(nb.begin(), nb.end(), b) == nb.end())
                return QStringLiteral("%1 -> %2 is no link").arg(a).arg(b);
            if (!used.insert({std::min(a, b), std::max(a, b)}).second)
                return QStringLiteral("link %1 -- %2 used twice").arg(a).arg(b);
        }
    }
    if (int(used.size()) != topology.linkCount())
        return QStringLiteral("%1 of %2 links used").arg(used.size()).arg(topology.linkCount());
    return {};
}

RunResult runHam(const QString &topology, double ts = 1, double tw = 1, double m = 1,
                 const QString &algorithm = QStringLiteral("allgather-hamiltonian"))
{
    RunRequest req;
    req.algorithm = algorithm;
    req.topology = topology;
    req.params.cost.m = m;
    req.params.cost.ts = ts;
    req.params.cost.tw = tw;
    req.params.cost.th = 0;
    return Engine::run(req);
}

} // namespace

class TstHamiltonian : public QObject
{
    Q_OBJECT

private slots:
    void cycles_data()
    {
        QTest::addColumn<QString>("topology");
        for (const char *spec : {"torus:3x3", "torus:3x4", "torus:4x4", "torus:5x5", "torus:4x6", "torus:6x6", "torus:7x5",
                                 "torus:3x7", "torus:8x3", "torus:9x6", "torus:10x10", "torus:12x7", "torus:16x16",
                                 "torus:31x17", "torus:64x64", "torus:3x3x3", "torus:3x4x5", "torus:4x4x4",
                                 "torus:5x5x5", "torus:6x4x3", "torus:8x8x8"})
            QTest::newRow(spec) << QString::fromLatin1(spec);
    }
    void cycles()
    {
        QFETCH(QString, topology);
        const TopologyPtr t = make(topology);
        QVERIFY(t);
        QString why;
        const auto dec = hamiltonian::decompose(*t, &why);
        QVERIFY2(dec, qPrintable(why));
        const QString problem = independentCheck(*t, *dec);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        QVERIFY(hamiltonian::checkHamiltonian(*t, *dec).ok);
        QVERIFY(hamiltonian::checkLinkDisjoint(*t, *dec).ok);
    }

    // The search's pseudo-random sequence is its own (SplitMix64), not the standard library's, so
    // its cycles are the same on every platform: torus:5x5's as docs/cli.md shows them.
    void sameCyclesEverywhere()
    {
        const TopologyPtr t = make(QStringLiteral("torus:5x5"));
        const auto dec = hamiltonian::decompose(*t, nullptr);
        QVERIFY(dec);
        QCOMPARE(dec->switches, 4);
        const std::vector<int> h1{0, 1, 2, 22, 21, 20, 15, 16, 11, 10, 14, 9, 5, 6, 7, 8, 13, 12, 17, 18, 19, 24, 23, 3, 4};
        const std::vector<int> h2{0, 5, 10, 15, 19, 14, 13, 18, 23, 22, 17, 16, 21, 1, 6, 11, 12, 7, 2, 3, 8, 9, 4, 24, 20};
        QCOMPARE(dec->cycles[0], h1);
        QCOMPARE(dec->cycles[1], h2);
    }

    // Every 2D torus with sides 3..24 and every 3D torus with sides 3..6: the search finds the
    // cycles on all of them.
    void allSmallTori()
    {
        for (int a = 3; a <= 24; ++a)
            for (int b = 3; b <= 24; ++b) {
                const TopologyPtr t = make(QStringLiteral("torus:%1x%2").arg(a).arg(b));
                const auto dec = hamiltonian::decompose(*t, nullptr);
                QVERIFY2(dec, qPrintable(t->name()));
                const QString problem = independentCheck(*t, *dec);
                QVERIFY2(problem.isEmpty(), qPrintable(t->name() + QStringLiteral(": ") + problem));
            }
        for (int a = 3; a <= 6; ++a)
            for (int b = 3; b <= 6; ++b)
                for (int c = 3; c <= 6; ++c) {
                    const TopologyPtr t = make(QStringLiteral("torus:%1x%2x%3").arg(a).arg(b).arg(c));
                    const auto dec = hamiltonian::decompose(*t, nullptr);
                    QVERIFY2(dec, qPrintable(t->name()));
                    const QString problem = independentCheck(*t, *dec);
                    QVERIFY2(problem.isEmpty(), qPrintable(t->name() + QStringLiteral(": ") + problem));
                }
    }

    // The engine's checks can fail: a repeated node, a non-neighbour step, a shared link.
    void checksFail()
    {
        const TopologyPtr t = make(QStringLiteral("torus:5x5"));
        const auto dec = hamiltonian::decompose(*t, nullptr);
        QVERIFY(dec);
        hamiltonian::Decomposition twice = *dec;
        twice.cycles[1] = twice.cycles[0];
        QVERIFY(hamiltonian::checkHamiltonian(*t, twice).ok);
        const auto shared = hamiltonian::checkLinkDisjoint(*t, twice);
        QVERIFY(!shared.ok);
        QVERIFY2(shared.detail.contains(QStringLiteral("on H_1 and on H_2")), qPrintable(shared.detail));
        hamiltonian::Decomposition swapped = *dec;
        std::swap(swapped.cycles[0][1], swapped.cycles[0][3]);
        QVERIFY(!hamiltonian::checkHamiltonian(*t, swapped).ok);
        hamiltonian::Decomposition repeated = *dec;
        repeated.cycles[0][2] = repeated.cycles[0][1];
        const auto rep = hamiltonian::checkHamiltonian(*t, repeated);
        QVERIFY(!rep.ok);
        QVERIFY2(rep.detail.contains(QStringLiteral("twice")), qPrintable(rep.detail));
    }

    void allgather_data()
    {
        QTest::addColumn<QString>("topology");
        QTest::addColumn<int>("rounds");
        QTest::addColumn<double>("time"); // t_s = t_w = m = 1
        QTest::newRow("5x5") << QStringLiteral("torus:5x5") << 12 << 12 * 1.5;
        QTest::newRow("4x6") << QStringLiteral("torus:4x6") << 12 << 12 * 1.5;
        QTest::newRow("6x6") << QStringLiteral("torus:6x6") << 18 << 18 * 1.5;
        QTest::newRow("7x5") << QStringLiteral("torus:7x5") << 17 << 17 * 1.5;
        QTest::newRow("3x3") << QStringLiteral("torus:3x3") << 4 << 4 * 1.5;
        QTest::newRow("3x4") << QStringLiteral("torus:3x4") << 6 << 6 * 1.5;
        QTest::newRow("7x7") << QStringLiteral("torus:7x7") << 24 << 24 * 1.5;
        QTest::newRow("9x6") << QStringLiteral("torus:9x6") << 27 << 27 * 1.5;
        QTest::newRow("3x3x3") << QStringLiteral("torus:3x3x3") << 13 << 13 * (1 + 1.0 / 3);
        QTest::newRow("3x4x5") << QStringLiteral("torus:3x4x5") << 30 << 30 * (1 + 1.0 / 3);
    }
    void allgather()
    {
        QFETCH(QString, topology);
        QFETCH(int, rounds);
        QFETCH(double, time);
        const RunResult r = runHam(topology);
        QVERIFY2(r.ok, qPrintable(r.error));
        QVERIFY2(r.simulation.verified, qPrintable(r.simulation.postconditionFailures.join(QStringLiteral("; "))));
        QCOMPARE(r.simulation.violationCount, 0);
        QCOMPARE(int(r.schedule->rounds.size()), rounds);
        QCOMPARE(r.simulation.time, time);
        QCOMPARE(r.formula->value, time);
        QCOMPARE(r.simulation.maxLinkLoad, 1);
        // Every packet is d pieces of m/d words.
        const int d = r.topology->dimensions();
        const int n = r.topology->processorCount();
        QCOMPARE(int(r.schedule->packets.size()), d * n);
        for (const Packet &p : r.schedule->packets)
            QCOMPARE(p.size, 1.0 / d);
        // Every transfer is tagged with its cycle and direction, crosses a link of that cycle in
        // that direction and carries that cycle's piece; every node sends 2d pieces a round
        // (d in the last round of an even N).
        const auto dec = hamiltonian::decompose(*r.topology, nullptr);
        QVERIFY(dec);
        const auto pos = hamiltonian::positions(*dec);
        for (std::size_t k = 0; k < r.schedule->rounds.size(); ++k) {
            std::vector<int> sends(std::size_t(n), 0);
            for (const Transfer &t : r.schedule->rounds[k].transfers) {
                QVERIFY(t.tag.cycle >= 1 && t.tag.cycle <= d);
                QVERIFY(t.tag.direction == 1 || t.tag.direction == -1);
                const int c = t.tag.cycle - 1;
                const auto &p = pos[std::size_t(c)];
                QCOMPARE((p[std::size_t(t.src)] + t.tag.direction + n) % n, p[std::size_t(t.dst)]);
                QCOMPARE(int(t.packets.size()), 1);
                QCOMPARE(t.packets.front() % d, c);
                ++sends[std::size_t(t.src)];
            }
            const bool lastEven = n % 2 == 0 && int(k) + 1 == rounds;
            for (int s : sends)
                QCOMPARE(s, lastEven ? d : 2 * d);
        }
    }

    // Seed 002, step (4.3): "they arrive in different rounds since the distance of i and j along
    // H_1 differs from their distance along H_2". Measured on the simulated schedule: the round
    // each piece first reaches each node, compared with the engine's measurement.
    void piecesArrival_data()
    {
        QTest::addColumn<QString>("topology");
        QTest::addColumn<int>("together"); // ordered pairs (j, i) whose pieces reach i in one round
        QTest::newRow("3x3") << QStringLiteral("torus:3x3") << 20;
        QTest::newRow("3x4") << QStringLiteral("torus:3x4") << 20;
        QTest::newRow("4x4") << QStringLiteral("torus:4x4") << 52;
        QTest::newRow("5x5") << QStringLiteral("torus:5x5") << 0;
        QTest::newRow("4x6") << QStringLiteral("torus:4x6") << 78;
        QTest::newRow("6x6") << QStringLiteral("torus:6x6") << 112;
        QTest::newRow("7x5") << QStringLiteral("torus:7x5") << 62;
        QTest::newRow("7x7") << QStringLiteral("torus:7x7") << 130;
        QTest::newRow("3x3x3") << QStringLiteral("torus:3x3x3") << 156;
    }
    void piecesArrival()
    {
        QFETCH(QString, topology);
        QFETCH(int, together);
        const RunResult r = runHam(topology);
        QVERIFY2(r.ok, qPrintable(r.error));
        const int n = r.topology->processorCount();
        const int d = r.topology->dimensions();
        // arrival[packet][node]: the round (1-based) the piece first reached the node.
        std::vector<std::vector<int>> arrival(r.schedule->packets.size(), std::vector<int>(std::size_t(n), 0));
        for (std::size_t k = 0; k < r.schedule->rounds.size(); ++k)
            for (const Transfer &t : r.schedule->rounds[k].transfers)
                for (int pk : t.packets) {
                    int &a = arrival[std::size_t(pk)][std::size_t(t.dst)];
                    QCOMPARE(a, 0); // no piece reaches a node twice
                    a = int(k) + 1;
                }
        long long same = 0;
        long long pairs = 0;
        const std::size_t total = r.schedule->rounds.size() + 1;
        std::vector<long long> completedIn(total, 0);
        std::vector<long long> togetherIn(total, 0);
        for (int j = 0; j < n; ++j)
            for (int i = 0; i < n; ++i) {
                if (i == j)
                    continue;
                ++pairs;
                std::multiset<int> roundsOf;
                for (int c = 0; c < d; ++c) {
                    const int a = arrival[std::size_t(j * d + c)][std::size_t(i)];
                    QVERIFY(a > 0);
                    roundsOf.insert(a);
                }
                ++completedIn[std::size_t(*roundsOf.rbegin())];
                for (int a : roundsOf)
                    if (roundsOf.count(a) > 1) {
                        ++togetherIn[std::size_t(a)];
                        ++same;
                        break;
                    }
            }
        const auto dec = hamiltonian::decompose(*r.topology, nullptr);
        const hamiltonian::PieceArrival measured = hamiltonian::measurePieceArrival(*dec);
        QCOMPARE(measured.pairs, pairs);
        QCOMPARE(measured.sameRound, same);
        // Round by round, as the view shows them: packets completed and pairs whose pieces met.
        const hamiltonian::RoundArrivals byRound = hamiltonian::arrivalsByRound(*dec);
        QCOMPARE(byRound.completed, completedIn);
        QCOMPARE(byRound.together, togetherIn);
        // The cycles read back from the schedule's tags are the engine's.
        const auto read = hamiltonian::cyclesOf(*r.topology, *r.schedule);
        QVERIFY(read);
        QCOMPARE(read->cycles, dec->cycles);
        QCOMPARE(same, (long long)together);
        QCOMPARE(measured.claimHolds(), together == 0);
        // And the narration counts them round by round.
        QVERIFY(r.schedule->rounds.front().narration.toString().contains(QStringLiteral("reached a node together")));
    }

    // Only a schedule whose tags close a cycle through every node per tag has cycles: a tree
    // schedule has none, and neither has a Hamiltonian one with a forward hop taken away.
    void cyclesOfOtherSchedules()
    {
        const RunResult tadt = runHam(QStringLiteral("torus:5x5"), 1, 1, 1, QStringLiteral("allgather-tadt"));
        QVERIFY2(tadt.ok, qPrintable(tadt.error));
        QVERIFY(!hamiltonian::cyclesOf(*tadt.topology, *tadt.schedule));
        const RunResult ham = runHam(QStringLiteral("torus:5x5"));
        QVERIFY2(ham.ok, qPrintable(ham.error));
        Schedule broken = *ham.schedule;
        int dropped = 0;
        for (Round &round : broken.rounds) {
            TransferList kept;
            for (const Transfer &t : round.transfers) {
                if (t.tag.cycle == 1 && t.tag.direction == 1 && t.src == 7) {
                    ++dropped;
                    continue;
                }
                kept.add(t.src, t.dst, t.path, t.packets, t.tag);
            }
            round.transfers = kept;
        }
        QCOMPARE(dropped, int(broken.rounds.size()));
        QVERIFY(!hamiltonian::cyclesOf(*ham.topology, broken));
    }

    // The claim is not a matter of the engine's choice of cycles: among all decompositions of
    // these tori into two Hamiltonian cycles (enumerated here), none keeps every packet's halves
    // apart on 3x3, 3x4 and 4x4, and the engine's cycles have the fewest pairs that meet; on 5x5,
    // 60 of the 5640 decompositions (the engine's among them) keep them all apart.
    void claimOverAllDecompositions_data()
    {
        QTest::addColumn<QString>("topology");
        QTest::addColumn<int>("decompositions");
        QTest::addColumn<int>("keepingHalvesApart");
        QTest::addColumn<int>("fewestTogether");
        QTest::newRow("3x3") << QStringLiteral("torus:3x3") << 24 << 0 << 20;
        QTest::newRow("3x4") << QStringLiteral("torus:3x4") << 24 << 0 << 20;
        QTest::newRow("4x4") << QStringLiteral("torus:4x4") << 456 << 0 << 52;
        QTest::newRow("5x5") << QStringLiteral("torus:5x5") << 5640 << 60 << 0;
    }
    void claimOverAllDecompositions()
    {
        QFETCH(QString, topology);
        QFETCH(int, decompositions);
        QFETCH(int, keepingHalvesApart);
        QFETCH(int, fewestTogether);
        const TopologyPtr t = make(topology);
        const int n = t->processorCount();
        std::set<std::pair<int, int>> all;
        for (const auto &l : t->links())
            all.insert({std::min(l.first, l.second), std::max(l.first, l.second)});
        auto edgesOf = [&](const std::vector<int> &cyc) {
            std::set<std::pair<int, int>> e;
            for (std::size_t i = 0; i < cyc.size(); ++i) {
                const int a = cyc[i];
                const int b = cyc[(i + 1) % cyc.size()];
                e.insert({std::min(a, b), std::max(a, b)});
            }
            return e;
        };
        // The complement of a Hamiltonian cycle, as a cycle from node 0, or empty.
        auto asCycle = [&](const std::set<std::pair<int, int>> &edges) {
            std::vector<std::vector<int>> nb(static_cast<std::size_t>(n));
            for (const auto &e : edges) {
                nb[std::size_t(e.first)].push_back(e.second);
                nb[std::size_t(e.second)].push_back(e.first);
            }
            std::vector<int> order{0};
            int prev = -1;
            int cur = 0;
            for (;;) {
                const auto &x = nb[std::size_t(cur)];
                if (x.size() != 2)
                    return std::vector<int>{};
                const int next = x[0] != prev ? x[0] : x[1];
                if (next == 0)
                    break;
                order.push_back(next);
                prev = cur;
                cur = next;
            }
            return int(order.size()) == n ? order : std::vector<int>{};
        };
        auto togetherCount = [&](const std::vector<int> &h1, const std::vector<int> &h2) {
            hamiltonian::Decomposition dec;
            dec.cycles = {h1, h2};
            return hamiltonian::measurePieceArrival(dec).sameRound;
        };
        std::set<std::set<std::pair<int, int>>> seen;
        int found = 0;
        int apart = 0;
        long long fewest = -1;
        std::vector<int> path{0};
        std::vector<bool> used(std::size_t(n), false);
        used[0] = true;
        std::function<void(int)> extend = [&](int v) {
            if (int(path.size()) == n) {
                const auto nb = t->neighbours(v);
                if (std::find(nb.begin(), nb.end(), 0) == nb.end() || path[1] > path.back())
                    return; // not closed, or the same cycle the other way round
                const auto e1 = edgesOf(path);
                std::set<std::pair<int, int>> rest;
                std::set_difference(all.begin(), all.end(), e1.begin(), e1.end(), std::inserter(rest, rest.end()));
                const std::vector<int> h2 = asCycle(rest);
                if (h2.empty() || seen.count(rest))
                    return;
                seen.insert(e1);
                ++found;
                const long long same = togetherCount(path, h2);
                apart += same == 0;
                fewest = fewest < 0 ? same : std::min(fewest, same);
                return;
            }
            for (int w : t->neighbours(v))
                if (!used[std::size_t(w)]) {
                    used[std::size_t(w)] = true;
                    path.push_back(w);
                    extend(w);
                    path.pop_back();
                    used[std::size_t(w)] = false;
                }
        };
        extend(0);
        QCOMPARE(found, decompositions);
        QCOMPARE(apart, keepingHalvesApart);
        QCOMPARE(fewest, (long long)fewestTogether);
        const auto dec = hamiltonian::decompose(*t, nullptr);
        QCOMPARE(hamiltonian::measurePieceArrival(*dec).sameRound, (long long)fewestTogether);
    }

    // Seed 002, "TADTs vs Hamiltonian cycles": the same data volume, twice the rounds.
    void versusTadt_data()
    {
        QTest::addColumn<QString>("topology");
        QTest::newRow("5x5") << QStringLiteral("torus:5x5");
        QTest::newRow("7x7") << QStringLiteral("torus:7x7");
    }
    void versusTadt()
    {
        QFETCH(QString, topology);
        const RunResult ham = runHam(topology);
        const RunResult tadt = runHam(topology, 1, 1, 1, QStringLiteral("allgather-tadt"));
        QVERIFY2(ham.ok && tadt.ok, qPrintable(ham.error + tadt.error));
        QVERIFY(ham.simulation.verified && tadt.simulation.verified);
        QCOMPARE(ham.schedule->rounds.size(), 2 * tadt.schedule->rounds.size());
        QVERIFY(ham.simulation.time > tadt.simulation.time);
        // Data volume alone (t_s = 0): equal; start-ups alone (t_w = 0): twice.
        const RunResult hamWords = runHam(topology, 0, 1, 4);
        const RunResult tadtWords = runHam(topology, 0, 1, 4, QStringLiteral("allgather-tadt"));
        QCOMPARE(hamWords.simulation.time, tadtWords.simulation.time);
        const RunResult hamStart = runHam(topology, 1, 0, 4);
        const RunResult tadtStart = runHam(topology, 1, 0, 4, QStringLiteral("allgather-tadt"));
        QCOMPARE(hamStart.simulation.time, 2 * tadtStart.simulation.time);
    }

    void refusals_data()
    {
        QTest::addColumn<QString>("topology");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("mesh") << QStringLiteral("mesh:5x5")
                              << QStringLiteral("allgather-hamiltonian: link-disjoint Hamiltonian cycles are built for 2D "
                                                "and 3D tori with every side >= 3 (torus:5x5, torus:4x6, torus:7x5, "
                                                "torus:3x4x5, ...), not mesh:5x5");
        QTest::newRow("ring") << QStringLiteral("ring:8") << QStringLiteral("2D and 3D tori with every side >= 3");
        QTest::newRow("hypercube") << QStringLiteral("hypercube:4") << QStringLiteral("not hypercube:4");
        QTest::newRow("side 2") << QStringLiteral("torus:2x5")
                                << QStringLiteral("2D and 3D tori with every side >= 3");
        QTest::newRow("3D side 2") << QStringLiteral("torus:3x2x4")
                                   << QStringLiteral("2D and 3D tori with every side >= 3");
    }
    void refusals()
    {
        QFETCH(QString, topology);
        QFETCH(QString, mentions);
        const RunResult r = runHam(topology);
        QVERIFY(!r.ok);
        QVERIFY2(r.error.contains(mentions), qPrintable(r.error));
        QCOMPARE(r.error.count(QLatin1Char('\n')), 0);
    }

    // A torus the search does not finish on within its work limit is refused, not searched for
    // ever: a thin 3 x 6000 torus needs about 6000 switches over 18000 nodes.
    void workLimit()
    {
        const TopologyPtr t = make(QStringLiteral("torus:3x6000"));
        QVERIFY(t);
        QString why;
        QVERIFY(!hamiltonian::decompose(*t, &why));
        QVERIFY2(why.contains(QStringLiteral("torus:3x6000 stopped at its work limit")), qPrintable(why));
        QVERIFY2(why.contains(QStringLiteral("torus:256x256, torus:100x300, torus:3x3000 and torus:25x25x25")), qPrintable(why));
        QCOMPARE(why.count(QLatin1Char('.')), 0); // one sentence, no full stop inside
    }

    void cliShowsCycles()
    {
        const auto text = cli({QStringLiteral("cycles"), QStringLiteral("--topology"), QStringLiteral("torus:5x5")});
        QCOMPARE(text.exitCode, 0);
        const QString out = QString::fromUtf8(text.out);
        QVERIFY2(out.contains(QStringLiteral("H_1: 0(0,0) -> ")), qPrintable(out));
        QVERIFY(out.contains(QStringLiteral("H_2: 0(0,0) -> ")));
        QVERIFY(out.contains(QStringLiteral("Hamiltonian: passed")));
        QVERIFY(out.contains(QStringLiteral("Link-disjoint: passed, no link is on two cycles; together they use 50 of "
                                            "the 50 links")));
        QVERIFY(out.contains(QStringLiteral("floor(N/2) = 12")));
        QVERIFY(out.contains(QStringLiteral("step 4.3): holds for all 600 ordered pairs")));
        // The drawing: 5 rows of nodes with 5 links each, every link labelled 1 or 2.
        int drawnRows = 0;
        for (const QString &line : out.split(QLatin1Char('\n')))
            if (line.startsWith(QStringLiteral("o-"))) {
                ++drawnRows;
                QCOMPARE(line.count(QStringLiteral("o-1-")) + line.count(QStringLiteral("o-2-")), 5);
            }
        QCOMPARE(drawnRows, 5);

        const auto json = cli({QStringLiteral("cycles"), QStringLiteral("--topology"), QStringLiteral("torus:4x6"),
                               QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(json.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(json.out).object();
        QCOMPARE(o.value(QStringLiteral("format")).toString(), QStringLiteral("collviz-cycles/1"));
        const QJsonArray cycles = o.value(QStringLiteral("cycles")).toArray();
        QCOMPARE(cycles.size(), 2);
        std::set<std::pair<int, int>> links;
        for (const auto &c : cycles) {
            const QJsonArray nodes = c.toObject().value(QStringLiteral("nodes")).toArray();
            QCOMPARE(nodes.size(), 24);
            for (int i = 0; i < nodes.size(); ++i) {
                const int a = nodes[i].toInt();
                const int b = nodes[(i + 1) % nodes.size()].toInt();
                links.insert({std::min(a, b), std::max(a, b)});
            }
        }
        QCOMPARE(int(links.size()), 48); // link-disjoint: 2 x 24 distinct links
        QVERIFY(o.value(QStringLiteral("checks")).toObject().value(QStringLiteral("linkDisjoint")).toObject().value(
            QStringLiteral("ok")).toBool());
        QCOMPARE(o.value(QStringLiteral("rounds")).toInt(), 12);
        QVERIFY(!o.value(QStringLiteral("pieceArrival")).toObject().value(QStringLiteral("claimHolds")).toBool());

        const auto cube = cli({QStringLiteral("cycles"), QStringLiteral("--topology"), QStringLiteral("torus:3x3x3")});
        QCOMPARE(cube.exitCode, 0);
        QVERIFY(QString::fromUtf8(cube.out).contains(QStringLiteral("H_3: 0(0,0,0) -> ")));

        // A run's JSON tags every transfer with its cycle and direction.
        const auto run = cli({QStringLiteral("run"), QStringLiteral("--algorithm"), QStringLiteral("allgather-hamiltonian"),
                              QStringLiteral("--topology"), QStringLiteral("torus:3x3"), QStringLiteral("--format"),
                              QStringLiteral("json")});
        QCOMPARE(run.exitCode, 0);
        const QJsonArray runRounds = QJsonDocument::fromJson(run.out).object().value(QStringLiteral("rounds")).toArray();
        QCOMPARE(runRounds.size(), 4);
        std::set<std::pair<int, int>> tags;
        for (const auto &round : runRounds)
            for (const auto &tr : round.toObject().value(QStringLiteral("transfers")).toArray()) {
                const QJsonObject tag = tr.toObject().value(QStringLiteral("tag")).toObject();
                tags.insert({tag.value(QStringLiteral("cycle")).toInt(), tag.value(QStringLiteral("direction")).toInt()});
            }
        QCOMPARE(tags, (std::set<std::pair<int, int>>{{1, -1}, {1, 1}, {2, -1}, {2, 1}}));

        const auto explain = cli({QStringLiteral("explain"), QStringLiteral("--algorithm"),
                                  QStringLiteral("allgather-hamiltonian")});
        QCOMPARE(explain.exitCode, 0);
        QVERIFY(QString::fromUtf8(explain.out).contains(QStringLiteral("Lemma 12 (reconstructed")));
    }

    void cliRefuses_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("mesh") << QStringList{QStringLiteral("cycles"), QStringLiteral("--topology"), QStringLiteral("mesh:4x4")}
                              << QStringLiteral("2D and 3D tori with every side >= 3");
        QTest::newRow("no topology") << QStringList{QStringLiteral("cycles")} << QStringLiteral("cycles needs --topology");
        QTest::newRow("csv") << QStringList{QStringLiteral("cycles"), QStringLiteral("--topology"),
                                            QStringLiteral("torus:5x5"), QStringLiteral("--format"), QStringLiteral("csv")}
                             << QStringLiteral("use text or json");
    }
    void cliRefuses()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, mentions);
        const auto r = cli(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(QString::fromUtf8(r.err).contains(mentions), r.err.constData());
        QVERIFY(r.out.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TstHamiltonian)
#include "tst_hamiltonian.moc"

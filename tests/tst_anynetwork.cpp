// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The algorithms for any network (core/algorithms/anynetwork/): on every network family, with
// p a power of two or not, each delivers, keeps the rules of its model, takes the rounds its
// source states, sends over the topology's own routes, and costs its formula exactly when no
// two messages of a round share a channel (and more, with a reason, when some do).

#include "core/engine.h"
#include "core/bits.h"
#include "core/networks/networkfamily.h"

#include <QtTest>

#include <algorithm>

using namespace collviz::core;

namespace {

const char *const kBroadcast = "broadcast-binomial";
const char *const kAllgather = "allgather-ring-routed";
const char *const kAlltoall = "alltoall-shift-routed";

/// Every family, p a power of two and not, switches (trees) and none.
const char *const kNetworks[] = {"hypercube:3", "hypercube:4", "ring:5",      "ring:8",  "linear:6",
                                 "mesh:3x4",    "torus:4x4",   "torus:3x3x3", "tree:8",  "tree:16"};

RunResult runOne(const QString &alg, const QString &topo, int root = 0, const QString &model = {}, double m = 1,
                 double ts = 1, double tw = 1)
{
    RunRequest req;
    req.algorithm = alg;
    req.topology = topo;
    req.modelSpec = model;
    req.params.cost.m = m;
    req.params.cost.ts = ts;
    req.params.cost.tw = tw;
    req.params.cost.th = 0;
    req.params.root = root;
    return Engine::run(req);
}

/// The messages of a round as "src->dst", sorted.
QStringList arrows(const Round &round)
{
    QStringList out;
    for (const Transfer &t : round.transfers)
        out << QStringLiteral("%1->%2").arg(t.src).arg(t.dst);
    out.sort();
    return out;
}

QString failures(const RunResult &r)
{
    QStringList why = r.simulation.postconditionFailures;
    for (const Violation &v : r.simulation.violations)
        why << v.message;
    return why.join(QStringLiteral("; "));
}

int expectedRounds(const QString &algorithm, int p)
{
    return algorithm == QLatin1String(kBroadcast) ? bits::ceilLog2(std::uint64_t(p)) : p - 1;
}


/**
 * A ring of p processors linked in the order 0, s, 2s, ... (mod p), s coprime to p: a network
 * whose neighbouring numbers are far apart, standing in for a graph read from a file. It has
 * no traits, so the engine treats it as it would any graph; its routes go the shorter way
 * round (a tie goes forwards). Its SPEC says ring:p, the family it borrows for its words.
 */
class ScrambledRing final : public Topology
{
public:
    ScrambledRing(int p, int stride) : Topology(ringSpec(p)), mPosition(std::size_t(p)), mAt(std::size_t(p))
    {
        mTraits = NetworkTraits{};
        mProcessors = p;
        mDimensions = 1;
        mCoords.resize(std::size_t(p));
        for (int k = 0; k < p; ++k) {
            const int v = int(std::int64_t(k) * stride % p);
            mAt[std::size_t(k)] = v;
            mPosition[std::size_t(v)] = k;
        }
        for (int v = 0; v < p; ++v) {
            mCoords[std::size_t(v)] = {mPosition[std::size_t(v)]};
            mLabels << QString::number(v);
        }
        for (int k = 0; k < p; ++k)
            addLink(mAt[std::size_t(k)], mAt[std::size_t((k + 1) % p)], 0, k + 1 == p);
        finish();
    }

    std::vector<int> shape() const override { return {mProcessors}; }
    int distance(int a, int b) const override
    {
        const int ahead = forward(a, b);
        return std::min(ahead, mProcessors - ahead);
    }
    int diameter() const override { return mProcessors / 2; }
    int bisectionWidth() const override { return 2; }
    void appendRoute(int a, int b, std::vector<int> &path) const override
    {
        const int p = mProcessors;
        const int ahead = forward(a, b);
        const int step = ahead <= p - ahead ? 1 : p - 1;
        for (int k = mPosition[std::size_t(a)];; k = (k + step) % p) {
            path.push_back(mAt[std::size_t(k)]);
            if (mAt[std::size_t(k)] == b)
                break;
        }
    }

private:
    static TopologySpec ringSpec(int p)
    {
        TopologySpec spec;
        spec.family = NetworkRegistry::instance().find(QStringLiteral("ring"));
        spec.sides = {p};
        return spec;
    }
    int forward(int a, int b) const
    {
        return (mPosition[std::size_t(b)] - mPosition[std::size_t(a)] + mProcessors) % mProcessors;
    }

    std::vector<int> mPosition; ///< processor -> place round the ring
    std::vector<int> mAt;       ///< place -> processor
};

/// The algorithm's schedule on `topology`, checked and timed by the engine under its natural model.
RunResult runOn(const QString &algorithm, TopologyPtr topology, int root = 0)
{
    const AlgorithmPtr alg = AlgorithmRegistry::instance().find(algorithm);
    RunParams params;
    params.root = root;
    params.model = alg->naturalModel();
    auto problem = std::make_shared<const Problem>(alg->operation(), std::move(topology), root, 0);
    auto schedule = std::make_shared<const Schedule>(alg->build(*problem, params));
    return Engine::evaluate({ScheduleSource::Algorithm, alg, alg->id(), alg->naturalModel()}, problem, schedule,
                            params);
}

} // namespace

class TstAnyNetwork : public QObject
{
    Q_OBJECT

private slots:
    void everyFamily_data();
    void everyFamily();
    void otherModelsKeepTheRules_data();
    void otherModelsKeepTheRules();
    void broadcastEveryRoot_data();
    void broadcastEveryRoot();
    void binomialTreeOnFiveProcessors();
    void ringPassesTheLastBlock();
    void shiftSendsEachBlockOnce();
    void crowdedNetworks_data();
    void crowdedNetworks();
    void scrambledNumbersCrowdEveryAlgorithm_data();
    void scrambledNumbersCrowdEveryAlgorithm();
    void runsOnEveryFamily();
};

void TstAnyNetwork::everyFamily_data()
{
    QTest::addColumn<QString>("algorithm");
    QTest::addColumn<QString>("topology");
    for (const char *alg : {kBroadcast, kAllgather, kAlltoall})
        for (const char *net : kNetworks)
            QTest::addRow("%s %s", alg, net) << QString::fromLatin1(alg) << QString::fromLatin1(net);
}

void TstAnyNetwork::everyFamily()
{
    QFETCH(QString, algorithm);
    QFETCH(QString, topology);
    for (const double m : {1.0, 4.0}) {
        const RunResult r = runOne(algorithm, topology, 0, {}, m, 3, 0.5);
        QVERIFY2(r.ok, qPrintable(r.error));
        QVERIFY2(r.simulation.verified, qPrintable(failures(r)));
        QCOMPARE(r.simulation.violationCount, 0);
        const int p = r.topology->processorCount();
        QCOMPARE(int(r.schedule->rounds.size()), expectedRounds(algorithm, p));
        QVERIFY(r.formulaRounds);
        QCOMPARE(*r.formulaRounds, expectedRounds(algorithm, p));

        // One message a processor and round each way (1-port), over the topology's own route;
        // the narration's congestion is the simulator's.
        for (std::size_t k = 0; k < r.schedule->rounds.size(); ++k) {
            const Round &round = r.schedule->rounds[k];
            std::vector<int> sends(std::size_t(p), 0), receives(std::size_t(p), 0);
            for (const Transfer &t : round.transfers) {
                QCOMPARE(int(t.packets.size()), 1);
                const std::vector<int> route = r.topology->route(t.src, t.dst);
                QVERIFY(std::equal(t.path.begin(), t.path.end(), route.begin(), route.end()));
                QVERIFY(++sends[std::size_t(t.src)] <= 1);
                QVERIFY(++receives[std::size_t(t.dst)] <= 1);
            }
            const bool alone = r.simulation.rounds[k].maxLinkLoad <= 1;
            const QString said = round.narration.toString();
            QVERIFY2(said.contains(QLatin1String("no channel carries two messages")) == alone, qPrintable(said));
            if (!alone)
                QVERIFY2(said.contains(QStringLiteral("carries %1 ").arg(r.simulation.rounds[k].maxLinkLoad)),
                         qPrintable(said));
        }

        // The formula holds exactly where no round is crowded; where one is, the time is longer
        // and the algorithm says why.
        QVERIFY(r.formula);
        QCOMPARE(r.formula->value, (3 + 0.5 * m) * expectedRounds(algorithm, p));
        const bool crowded = r.simulation.maxLinkLoad > 1;
        QCOMPARE(bool(r.formulaDeviation), crowded);
        if (crowded)
            QVERIFY2(r.simulation.time > r.formula->value,
                     qPrintable(QStringLiteral("time %1, formula %2").arg(r.simulation.time).arg(r.formula->value)));
        else
            QCOMPARE(r.simulation.time, r.formula->value);
        QVERIFY(r.lowerBound);
        QVERIFY(r.simulation.time >= r.lowerBound->value - 1e-9);
    }
}

void TstAnyNetwork::otherModelsKeepTheRules_data()
{
    QTest::addColumn<QString>("algorithm");
    QTest::addColumn<QString>("topology");
    QTest::addColumn<QString>("model");
    for (const char *alg : {kBroadcast, kAllgather, kAlltoall})
        for (const char *net : {"hypercube:3", "ring:5", "mesh:3x4", "tree:8"})
            for (const char *model : {"sf,noncombining", "wh,duplex=half,ports=2", "sf,ports=all,duplex=half"})
                QTest::addRow("%s %s %s", alg, net, model)
                    << QString::fromLatin1(alg) << QString::fromLatin1(net) << QString::fromLatin1(model);
}

void TstAnyNetwork::otherModelsKeepTheRules()
{
    QFETCH(QString, algorithm);
    QFETCH(QString, topology);
    QFETCH(QString, model);
    const RunResult r = runOne(algorithm, topology, 1, model);
    QVERIFY2(r.ok, qPrintable(r.error));
    QVERIFY(r.whatIf);
    QVERIFY2(r.simulation.verified, qPrintable(failures(r)));
    QCOMPARE(r.simulation.violationCount, 0);
}

void TstAnyNetwork::broadcastEveryRoot_data()
{
    QTest::addColumn<QString>("topology");
    QTest::addColumn<int>("root");
    for (const char *net : {"ring:5", "mesh:3x4", "hypercube:3", "tree:8", "linear:6"}) {
        QString error;
        const int p = Topology::create(QString::fromLatin1(net), &error)->processorCount();
        for (int root = 0; root < p; ++root)
            QTest::addRow("%s root=%d", net, root) << QString::fromLatin1(net) << root;
    }
}

void TstAnyNetwork::broadcastEveryRoot()
{
    QFETCH(QString, topology);
    QFETCH(int, root);
    const RunResult r = runOne(QString::fromLatin1(kBroadcast), topology, root);
    QVERIFY2(r.ok, qPrintable(r.error));
    QVERIFY2(r.simulation.verified, qPrintable(failures(r)));
    const int p = r.topology->processorCount();
    QCOMPARE(int(r.schedule->rounds.size()), bits::ceilLog2(std::uint64_t(p)));
    // Everybody but the source receives once; the source never does.
    std::vector<int> received(std::size_t(p), 0);
    for (const Round &round : r.schedule->rounds)
        for (const Transfer &t : round.transfers)
            ++received[std::size_t(t.dst)];
    for (int v = 0; v < p; ++v)
        QCOMPARE(received[std::size_t(v)], v == root ? 0 : 1);
    QCOMPARE(bool(r.formulaDeviation), r.simulation.maxLinkLoad > 1);
    if (!r.formulaDeviation)
        QCOMPARE(r.simulation.time, r.formula->value);
}

void TstAnyNetwork::binomialTreeOnFiveProcessors()
{
    // p = 5, source 2: virtual ids v = (id - 2) mod 5. Round 1: v 0 -> 4 (2 -> 1); round 2:
    // 0 -> 2 (2 -> 4), v 4 has no partner 6; round 3: 0 -> 1 (2 -> 3) and 2 -> 3 (4 -> 0).
    const RunResult r = runOne(QString::fromLatin1(kBroadcast), QStringLiteral("ring:5"), 2);
    QVERIFY(r.simulation.verified);
    QCOMPARE(int(r.schedule->rounds.size()), 3);
    QCOMPARE(arrows(r.schedule->rounds[0]), QStringList{QStringLiteral("2->1")});
    QCOMPARE(arrows(r.schedule->rounds[1]), QStringList{QStringLiteral("2->4")});
    QCOMPARE(arrows(r.schedule->rounds[2]), (QStringList{QStringLiteral("2->3"), QStringLiteral("4->0")}));
    // The sender follows the pseudo-code to its send, the receiver to its receive.
    const PseudoCode code = r.algorithm->pseudoCode();
    const Round &last = r.schedule->rounds[2];
    QVERIFY(code.lines.at(last.traces[4].line).trimmed().startsWith(QLatin1String("send")));
    QVERIFY(code.lines.at(last.traces[0].line).trimmed().startsWith(QLatin1String("receive")));
    QCOMPARE(last.traces[4].vars.at(1).second, QStringLiteral("2")); // my_vid of processor 4
    QCOMPARE(last.traces[1].line, -1);                              // informed in round 1, idle now
}

void TstAnyNetwork::ringPassesTheLastBlock()
{
    // Round k: processor i sends the block of processor i - k + 1 to i + 1.
    const RunResult r = runOne(QString::fromLatin1(kAllgather), QStringLiteral("mesh:3x4"));
    QVERIFY(r.simulation.verified);
    const int p = 12;
    for (int k = 1; k < p; ++k) {
        const Round &round = r.schedule->rounds[std::size_t(k - 1)];
        QCOMPARE(int(round.transfers.size()), p);
        for (const Transfer &t : round.transfers) {
            QCOMPARE(t.dst, (t.src + 1) % p);
            QCOMPARE(r.schedule->packets[std::size_t(t.packets[0])].origin, ((t.src - k + 1) % p + p) % p);
        }
    }
}

void TstAnyNetwork::shiftSendsEachBlockOnce()
{
    // Round k: processor i sends its block for i + k there, and nothing else.
    const RunResult r = runOne(QString::fromLatin1(kAlltoall), QStringLiteral("torus:3x3x3"));
    QVERIFY(r.simulation.verified);
    const int p = 27;
    std::vector<int> moved(r.schedule->packets.size(), 0);
    for (int k = 1; k < p; ++k)
        for (const Transfer &t : r.schedule->rounds[std::size_t(k - 1)].transfers) {
            QCOMPARE(t.dst, (t.src + k) % p);
            const Packet &pk = r.schedule->packets[std::size_t(t.packets[0])];
            QCOMPARE(pk.origin, t.src);
            QCOMPARE(pk.dest, t.dst);
            ++moved[std::size_t(pk.id)];
        }
    QVERIFY(std::all_of(moved.begin(), moved.end(), [](int n) { return n == 1; }));
}

void TstAnyNetwork::crowdedNetworks_data()
{
    QTest::addColumn<QString>("algorithm");
    QTest::addColumn<QString>("topology");
    QTest::addColumn<QString>("deviation");
    // A shift by k on a ring: every message runs k hops the same way, k on each channel; round 1
    // is alone, round 2 the first crowded.
    QTest::newRow("shift ring:8") << kAlltoall << "ring:8"
                                  << "round 2 is the first of the 7 in which two or more messages share a channel "
                                     "(2 on one), and under wormhole routing messages that share a channel take "
                                     "turns, so such rounds last longer than the formula's t_s + t_w m";
}

void TstAnyNetwork::crowdedNetworks()
{
    QFETCH(QString, algorithm);
    QFETCH(QString, topology);
    QFETCH(QString, deviation);
    const RunResult r = runOne(algorithm, topology);
    QVERIFY(r.simulation.verified);
    QVERIFY(r.formulaDeviation);
    QCOMPARE(r.formulaDeviation->toString(), deviation);
}

void TstAnyNetwork::scrambledNumbersCrowdEveryAlgorithm_data()
{
    QTest::addColumn<QString>("algorithm");
    QTest::addColumn<int>("root");
    QTest::newRow("broadcast root=0") << kBroadcast << 0;
    QTest::newRow("broadcast root=5") << kBroadcast << 5;
    QTest::newRow("allgather") << kAllgather << 0;
    QTest::newRow("alltoall") << kAlltoall << 0;
}

void TstAnyNetwork::scrambledNumbersCrowdEveryAlgorithm()
{
    // Ring:8 linked 0-3-6-1-4-7-2-5-0: processor i + 1 is three links ahead of i. No family of
    // the sweep crowds the ring allgather; this network crowds all three.
    QFETCH(QString, algorithm);
    QFETCH(int, root);
    const auto ring = std::make_shared<const ScrambledRing>(8, 3);
    QCOMPARE(ring->route(0, 1), (std::vector<int>{0, 3, 6, 1}));
    QCOMPARE(ring->route(1, 0), (std::vector<int>{1, 6, 3, 0}));
    const RunResult r = runOn(algorithm, ring, root);
    QVERIFY2(r.ok, qPrintable(r.error));
    QVERIFY2(r.simulation.verified, qPrintable(failures(r)));
    QCOMPARE(int(r.schedule->rounds.size()), expectedRounds(algorithm, 8));
    QVERIFY(r.formula && r.formulaDeviation);
    QVERIFY2(r.simulation.time > r.formula->value,
             qPrintable(QStringLiteral("time %1, formula %2").arg(r.simulation.time).arg(r.formula->value)));
    for (std::size_t k = 0; k < r.schedule->rounds.size(); ++k) {
        const int load = r.simulation.rounds[k].maxLinkLoad;
        const QString said = r.schedule->rounds[k].narration.toString();
        QVERIFY2(load > 1 ? said.contains(QStringLiteral("carries %1 ").arg(load))
                          : said.contains(QLatin1String("no channel carries two messages")),
                 qPrintable(said));
    }
    if (algorithm == QLatin1String(kAllgather)) {
        // Every route runs three places forwards: three on every channel, every round.
        QCOMPARE(r.formulaDeviation->toString(),
                 QStringLiteral("every round sends the same p messages over the same routes, and up to 3 of them "
                                "share a channel; under wormhole routing they take turns, so every round lasts at "
                                "least 3 (t_s + t_w m), not t_s + t_w m"));
        QVERIFY(r.simulation.time >= 3 * r.formula->value);
    }
}

void TstAnyNetwork::runsOnEveryFamily()
{
    for (const char *id : {kBroadcast, kAllgather, kAlltoall}) {
        const AlgorithmPtr a = AlgorithmRegistry::instance().find(QString::fromLatin1(id));
        QVERIFY2(a, id);
        QStringList families;
        for (const auto &family : NetworkRegistry::instance().families())
            families << family->id();
        QCOMPARE(a->networkFamilies(), families);
        QVERIFY(a->topologyLimits().isEmpty());
    }
}

QTEST_GUILESS_MAIN(TstAnyNetwork)
#include "tst_anynetwork.moc"

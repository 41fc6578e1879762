// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// All-to-all personalized communication on rings, meshes and tori (seed 001 section 3.5,
// seed 003 section 4.5, seed 000 "1D torus" and "Higher-dimensional mesh/torus"): the
// buffer contents of seed 003 Fig. 4.19, the shrinking messages of the ring pipeline, and
// the cost of the dimension-by-dimension pipeline on meshes and tori of every shape.

#include "core/engine.h"
#include "core/simulator.h"

#include <QRegularExpression>
#include <QtTest>

#include <cmath>
#include <set>
#include <utility>

using namespace collviz::core;

namespace {

using PairSet = std::set<std::pair<int, int>>;

RunResult runOne(const QString &alg, const QString &topo, double m = 1, double ts = 1, double tw = 1,
                 double th = 0, const QString &model = {})
{
    RunRequest req;
    req.algorithm = alg;
    req.topology = topo;
    req.modelSpec = model;
    req.params.cost.m = m;
    req.params.cost.ts = ts;
    req.params.cost.tw = tw;
    req.params.cost.th = th;
    return Engine::run(req);
}

/// "({0,0},{0,3},{0,6}) ({0,1},...)" -> the pairs {i,j} it names.
PairSet parsePairs(const QString &text)
{
    static const QRegularExpression re(QStringLiteral("\\{(\\d+),(\\d+)\\}"));
    PairSet out;
    for (auto it = re.globalMatch(text); it.hasNext();) {
        const auto match = it.next();
        out.insert({match.captured(1).toInt(), match.captured(2).toInt()});
    }
    return out;
}

/// What `node` holds as {origin, dest} pairs. The engine has no packet from a node to
/// itself; the figure lists {i,i} at node i throughout, so it is added here.
PairSet heldPairs(const Schedule &schedule, const BufferState &state, int node)
{
    PairSet out{{node, node}};
    for (int id : state.held[std::size_t(node)]) {
        const Packet &pk = schedule.packets[std::size_t(id)];
        out.insert({pk.origin, pk.dest});
    }
    return out;
}

QString pairsText(const PairSet &pairs)
{
    QStringList parts;
    for (const auto &[i, j] : pairs)
        parts << QStringLiteral("{%1,%2}").arg(i).arg(j);
    return parts.join(QLatin1Char(' '));
}

int sumOfSidesMinusOne(const Topology &topo)
{
    int rounds = 0;
    for (int z : topo.shape())
        rounds += z - 1;
    return rounds;
}

} // namespace

class TstAlltoall : public QObject
{
    Q_OBJECT

private slots:
    void figure419_data();
    void figure419();
    void figure419PhasesStayInRowsThenColumns();
    void ringMessagesShrinkByOnePacket_data();
    void ringMessagesShrinkByOnePacket();
    void ringLowerBound_data();
    void ringLowerBound();
    void cartesianMatchesFormula_data();
    void cartesianMatchesFormula();
    void squareMeshIsTheTextsFormula_data();
    void squareMeshIsTheTextsFormula();
    void meshReturnMessageUnderOtherModels_data();
    void meshReturnMessageUnderOtherModels();
    void perHopTimeIsChargedToTheReturnMessage();
    void standardExchangeBlocks();
};

void TstAlltoall::figure419_data()
{
    QTest::addColumn<QString>("topology");
    QTest::addColumn<int>("round");
    QTest::addColumn<QStringList>("expected"); // one entry per node, as in the figure
    // Seed 003 Fig. 4.19 on the 3x3 mesh (nodes 0 1 2 / 3 4 5 / 6 7 8): the distribution at the
    // start of each phase. Phase 1 runs in the rows on clusters grouped by destination column
    // (0,3,6 | 1,4,7 | 2,5,8), phase 2 in the columns on clusters grouped by destination row.
    const QStringList phase1 = {
        QStringLiteral("({0,0},{0,3},{0,6}) ({0,1},{0,4},{0,7}) ({0,2},{0,5},{0,8})"),
        QStringLiteral("({1,0},{1,3},{1,6}) ({1,1},{1,4},{1,7}) ({1,2},{1,5},{1,8})"),
        QStringLiteral("({2,0},{2,3},{2,6}) ({2,1},{2,4},{2,7}) ({2,2},{2,5},{2,8})"),
        QStringLiteral("({3,0},{3,3},{3,6}) ({3,1},{3,4},{3,7}) ({3,2},{3,5},{3,8})"),
        QStringLiteral("({4,0},{4,3},{4,6}) ({4,1},{4,4},{4,7}) ({4,2},{4,5},{4,8})"),
        QStringLiteral("({5,0},{5,3},{5,6}) ({5,1},{5,4},{5,7}) ({5,2},{5,5},{5,8})"),
        QStringLiteral("({6,0},{6,3},{6,6}) ({6,1},{6,4},{6,7}) ({6,2},{6,5},{6,8})"),
        QStringLiteral("({7,0},{7,3},{7,6}) ({7,1},{7,4},{7,7}) ({7,2},{7,5},{7,8})"),
        QStringLiteral("({8,0},{8,3},{8,6}) ({8,1},{8,4},{8,7}) ({8,2},{8,5},{8,8})"),
    };
    const QStringList phase2 = {
        QStringLiteral("({0,0},{1,0},{2,0}) ({0,3},{1,3},{2,3}) ({0,6},{1,6},{2,6})"),
        QStringLiteral("({0,1},{1,1},{2,1}) ({0,4},{1,4},{2,4}) ({0,7},{1,7},{2,7})"),
        QStringLiteral("({0,2},{1,2},{2,2}) ({0,5},{1,5},{2,5}) ({0,8},{1,8},{2,8})"),
        QStringLiteral("({3,0},{4,0},{5,0}) ({3,3},{4,3},{5,3}) ({3,6},{4,6},{5,6})"),
        QStringLiteral("({3,1},{4,1},{5,1}) ({3,4},{4,4},{5,4}) ({3,7},{4,7},{5,7})"),
        QStringLiteral("({3,2},{4,2},{5,2}) ({3,5},{4,5},{5,5}) ({3,8},{4,8},{5,8})"),
        QStringLiteral("({6,0},{7,0},{8,0}) ({6,3},{7,3},{8,3}) ({6,6},{7,6},{8,6})"),
        QStringLiteral("({6,1},{7,1},{8,1}) ({6,4},{7,4},{8,4}) ({6,7},{7,7},{8,7})"),
        QStringLiteral("({6,2},{7,2},{8,2}) ({6,5},{7,5},{8,5}) ({6,8},{7,8},{8,8})"),
    };
    // "At the end of the second phase node i holds {0,i}, ..., {8,i}."
    QStringList end;
    for (int i = 0; i < 9; ++i) {
        QStringList pairs;
        for (int j = 0; j < 9; ++j)
            pairs << QStringLiteral("{%1,%2}").arg(j).arg(i);
        end << pairs.join(QLatin1Char(','));
    }
    for (const char *topo : {"mesh:3x3", "torus:3x3"}) {
        QTest::addRow("%s start of phase 1", topo) << QString::fromLatin1(topo) << 0 << phase1;
        QTest::addRow("%s start of phase 2", topo) << QString::fromLatin1(topo) << 2 << phase2;
        QTest::addRow("%s end of phase 2", topo) << QString::fromLatin1(topo) << 4 << end;
    }
}

void TstAlltoall::figure419()
{
    QFETCH(QString, topology);
    QFETCH(int, round);
    QFETCH(QStringList, expected);
    const RunResult r = runOne(QStringLiteral("alltoall-cartesian"), topology);
    QVERIFY2(r.ok, qPrintable(r.error));
    QVERIFY(r.simulation.verified);
    QCOMPARE(int(r.schedule->rounds.size()), 4);
    const Replay replay(r.schedule.get());
    const BufferState state = replay.stateAfter(round);
    for (int node = 0; node < 9; ++node) {
        const PairSet want = parsePairs(expected.at(node));
        QCOMPARE(int(want.size()), 9);
        const PairSet got = heldPairs(*r.schedule, state, node);
        QVERIFY2(got == want, qPrintable(QStringLiteral("node %1 holds %2, the figure shows %3")
                                             .arg(node)
                                             .arg(pairsText(got), pairsText(want))));
    }
}

void TstAlltoall::figure419PhasesStayInRowsThenColumns()
{
    // The figure encloses the groups that communicate in each phase: rows, then columns.
    const RunResult r = runOne(QStringLiteral("alltoall-cartesian"), QStringLiteral("mesh:3x3"));
    QVERIFY2(r.ok, qPrintable(r.error));
    for (int round = 0; round < 4; ++round) {
        const int fixedDim = round < 2 ? 1 : 0; // phase 1 keeps the row (y), phase 2 the column (x)
        for (const Transfer &t : r.schedule->rounds[std::size_t(round)].transfers)
            for (int v : t.path)
                QCOMPARE(r.topology->coords(v)[std::size_t(fixedDim)],
                         r.topology->coords(t.src)[std::size_t(fixedDim)]);
    }
}

void TstAlltoall::ringMessagesShrinkByOnePacket_data()
{
    QTest::addColumn<QString>("topology");
    QTest::addColumn<double>("m");
    QTest::addColumn<double>("ts");
    QTest::addColumn<double>("tw");
    for (const char *topo : {"ring:8", "ring:16", "ring:5"}) {
        QTest::addRow("%s unit", topo) << QString::fromLatin1(topo) << 1.0 << 1.0 << 1.0;
        QTest::addRow("%s m=4 ts=3 tw=0.5", topo) << QString::fromLatin1(topo) << 4.0 << 3.0 << 0.5;
    }
}

void TstAlltoall::ringMessagesShrinkByOnePacket()
{
    QFETCH(QString, topology);
    QFETCH(double, m);
    QFETCH(double, ts);
    QFETCH(double, tw);
    const RunResult r = runOne(QStringLiteral("alltoall-ring-pipeline"), topology, m, ts, tw);
    QVERIFY2(r.ok, qPrintable(r.error));
    QVERIFY(r.simulation.verified);
    QVERIFY(!r.whatIf);
    const int p = r.topology->processorCount();
    QCOMPARE(int(r.schedule->rounds.size()), p - 1);
    double sum = 0;
    for (int i = 1; i < p; ++i) {
        const Round &round = r.schedule->rounds[std::size_t(i - 1)];
        QCOMPARE(int(round.transfers.size()), p);
        for (const Transfer &t : round.transfers) {
            // Step i carries m(p - i) words to the right neighbour, all from node src - i + 1.
            QCOMPARE(t.dst, (t.src + 1) % p);
            QCOMPARE(int(t.path.size()), 2);
            QCOMPARE(int(t.packets.size()), p - i);
            for (int id : t.packets)
                QCOMPARE(r.schedule->packets[std::size_t(id)].origin, ((t.src - i + 1) % p + p) % p);
        }
        const RoundStats &stats = r.simulation.rounds[std::size_t(i - 1)];
        QCOMPARE(stats.time, ts + tw * m * (p - i)); // seed 000's shrinking messages, term i of its sum
        QCOMPARE(stats.maxLinkLoad, 1);
        sum += stats.time;
    }
    QCOMPARE(r.simulation.time, sum);
    // Seed 000's sum_(i=1..p-1) (t_s + t_w m (p - i)) is seed 001's (t_s + t_w m p/2)(p - 1).
    QCOMPARE(r.simulation.time, (ts + tw * m * p / 2.0) * (p - 1));
    QCOMPARE(r.formula->value, r.simulation.time);
    QCOMPARE(*r.formulaRounds, p - 1);
    QVERIFY(!r.formulaDeviation);
}

void TstAlltoall::ringLowerBound_data()
{
    QTest::addColumn<QString>("topology");
    // t_s ceil(log2 p) + t_w m floor(p^2/4) with m = 2, t_s = t_w = 1: at least ceil(log2 p)
    // rounds, each paying its start-up, and a message of L words over h hops takes t_w L h under
    // store-and-forward with at most p messages per round
    QTest::addColumn<double>("bound");
    QTest::addColumn<double>("textBound"); // the texts' t_w m (p - 1) p/2
    QTest::newRow("ring:8") << "ring:8" << 3 + 32.0 << 56.0;
    QTest::newRow("ring:9") << "ring:9" << 4 + 40.0 << 72.0;
    QTest::newRow("ring:16") << "ring:16" << 4 + 128.0 << 240.0;
}

void TstAlltoall::ringLowerBound()
{
    QFETCH(QString, topology);
    QFETCH(double, bound);
    QFETCH(double, textBound);
    const RunResult r = runOne(QStringLiteral("alltoall-ring-pipeline"), topology, 2, 1, 1);
    QVERIFY2(r.ok, qPrintable(r.error));
    QVERIFY(r.lowerBound);
    QCOMPARE(r.lowerBound->value, bound);
    QVERIFY(r.simulation.time >= bound);
    // The texts' bound is exactly the t_w part of the one-way pipeline: it holds for schedules
    // that send everything the same way round, and is larger than what every schedule needs.
    const int p = r.topology->processorCount();
    QCOMPARE(r.simulation.time - 1.0 * (p - 1), textBound);
    QVERIFY(r.lowerBound->value < textBound);
}

void TstAlltoall::cartesianMatchesFormula_data()
{
    QTest::addColumn<QString>("topology");
    QTest::addColumn<double>("m");
    QTest::addColumn<double>("ts");
    QTest::addColumn<double>("tw");
    for (const char *topo : {"mesh:5x5", "mesh:3x4", "mesh:4x3", "mesh:2x5", "mesh:2x3x4", "mesh:4x4x4", "torus:4x4",
                             "torus:5x3", "torus:2x6", "torus:3x3x3", "torus:4x4x4", "torus:2x3x4", "linear:7"}) {
        QTest::addRow("%s unit", topo) << QString::fromLatin1(topo) << 1.0 << 1.0 << 1.0;
        QTest::addRow("%s m=3 ts=5 tw=0.25", topo) << QString::fromLatin1(topo) << 3.0 << 5.0 << 0.25;
    }
}

void TstAlltoall::cartesianMatchesFormula()
{
    QFETCH(QString, topology);
    QFETCH(double, m);
    QFETCH(double, ts);
    QFETCH(double, tw);
    const RunResult r = runOne(QStringLiteral("alltoall-cartesian"), topology, m, ts, tw);
    QVERIFY2(r.ok, qPrintable(r.error));
    QVERIFY(r.simulation.verified);
    QVERIFY(!r.formulaDeviation);
    const Topology &topo = *r.topology;
    const int p = topo.processorCount();
    QCOMPARE(int(r.schedule->rounds.size()), sumOfSidesMinusOne(topo));
    QCOMPARE(*r.formulaRounds, sumOfSidesMinusOne(topo));
    // Phase by phase: step k of the phase in a dimension of side z moves (z - k) clusters
    // of p/z packets, every node sending one message, no channel carrying two.
    int round = 0;
    for (int dim = 0; dim < topo.dimensions(); ++dim) {
        const int z = topo.shape()[std::size_t(dim)];
        for (int k = 1; k < z; ++k, ++round) {
            for (const Transfer &t : r.schedule->rounds[std::size_t(round)].transfers)
                QCOMPARE(int(t.packets.size()), (z - k) * (p / z));
            const RoundStats &stats = r.simulation.rounds[std::size_t(round)];
            QCOMPARE(stats.transfers, p);
            QCOMPARE(stats.maxLinkLoad, 1);
            QCOMPARE(stats.time, ts + tw * m * (z - k) * (p / z));
        }
    }
    const double expected = (ts + tw * m * p / 2.0) * sumOfSidesMinusOne(topo);
    QCOMPARE(r.simulation.time, expected);
    QCOMPARE(r.formula->value, expected);
    QCOMPARE(r.simulation.maxLinkLoad, 1);
    QVERIFY(r.lowerBound);
    QVERIFY(r.simulation.time >= r.lowerBound->value);
}

void TstAlltoall::squareMeshIsTheTextsFormula_data()
{
    QTest::addColumn<QString>("topology");
    QTest::addColumn<double>("time"); // (2 t_s + t_w m p)(sqrt(p) - 1), t_s = t_w = m = 1
    QTest::addColumn<double>("bound");
    // Bounds: t_s ceil(log2 p) (1-port: at least that many rounds, each paying a start-up) plus
    // t_w m times the mesh cut floor(z/2) ceil(z/2) z^2 / z (mesh:4x4 16, mesh:5x5 30), on a torus
    // half of that (two cut links per line); where the 1-port receive bound p - 1 is larger it
    // wins (mesh:2x2 3 > 2, mesh:3x3 8 > 6, torus:5x5 24 > 15).
    QTest::newRow("mesh:2x2") << "mesh:2x2" << 6.0 << 2 + 3.0;
    QTest::newRow("mesh:3x3") << "mesh:3x3" << 22.0 << 4 + 8.0;
    QTest::newRow("mesh:4x4") << "mesh:4x4" << 54.0 << 4 + 16.0;
    QTest::newRow("mesh:5x5") << "mesh:5x5" << 108.0 << 5 + 30.0;
    QTest::newRow("torus:5x5") << "torus:5x5" << 108.0 << 5 + 24.0;
}

void TstAlltoall::squareMeshIsTheTextsFormula()
{
    QFETCH(QString, topology);
    QFETCH(double, time);
    QFETCH(double, bound);
    const RunResult r = runOne(QStringLiteral("alltoall-cartesian"), topology);
    QVERIFY2(r.ok, qPrintable(r.error));
    QVERIFY(r.simulation.verified);
    const int p = r.topology->processorCount();
    QCOMPARE((2.0 + p) * (std::sqrt(double(p)) - 1), time);
    QCOMPARE(r.simulation.time, time);
    QCOMPARE(r.formula->value, time);
    QCOMPARE(r.lowerBound->value, bound);
}

void TstAlltoall::meshReturnMessageUnderOtherModels_data()
{
    QTest::addColumn<QString>("topology");
    QTest::addColumn<QString>("model");
    QTest::addColumn<double>("time");
    QTest::addColumn<int>("maxLoad");
    QTest::addColumn<bool>("deviates");
    // mesh:4x4, unit costs. Store-and-forward: the message back from the last node of a line
    // pays its words on each of 3 hops, 1 + 3 * 4(4 - k) per step k of each phase.
    QTest::newRow("mesh:4x4 sf") << "mesh:4x4"
                                 << "sf" << 2 * ((1 + 3 * 12.0) + (1 + 3 * 8.0) + (1 + 3 * 4.0)) << 1 << true;
    // Half duplex: on the mesh the return message shares each link with a forward message,
    // and the two directions take turns.
    QTest::newRow("mesh:4x4 half") << "mesh:4x4"
                                   << "half" << 2 * (2 * (1 + 12.0) + 2 * (1 + 8.0) + 2 * (1 + 4.0)) << 2 << true;
    // A torus has a wraparound link for it: store-and-forward changes nothing.
    QTest::newRow("torus:4x4 sf") << "torus:4x4"
                                  << "sf" << 2 * ((1 + 12.0) + (1 + 8.0) + (1 + 4.0)) << 1 << false;
    // Half duplex is a property of links: on a torus every ring step uses each link one way
    // only, so nothing changes (before the timeline a node's one port could not send and
    // receive in the same step, and this row took twice as long).
    QTest::newRow("torus:4x4 half") << "torus:4x4"
                                    << "half" << 2 * ((1 + 12.0) + (1 + 8.0) + (1 + 4.0)) << 1 << false;
}

void TstAlltoall::meshReturnMessageUnderOtherModels()
{
    QFETCH(QString, topology);
    QFETCH(QString, model);
    QFETCH(double, time);
    QFETCH(int, maxLoad);
    QFETCH(bool, deviates);
    const RunResult r = runOne(QStringLiteral("alltoall-cartesian"), topology, 1, 1, 1, 0, model);
    QVERIFY2(r.ok, qPrintable(r.error));
    QVERIFY(r.whatIf);
    QVERIFY(r.simulation.delivered);
    QCOMPARE(r.simulation.time, time);
    QCOMPARE(r.simulation.maxLinkLoad, maxLoad);
    QCOMPARE(bool(r.formulaDeviation), deviates);
    QCOMPARE(r.simulation.time > r.formula->value, deviates);
}

void TstAlltoall::perHopTimeIsChargedToTheReturnMessage()
{
    // With t_h = 0.5 every step of mesh:4x3 is as slow as its return message: 3 hops in the
    // rows (side 4), 2 in the columns (side 3).
    const RunResult r = runOne(QStringLiteral("alltoall-cartesian"), QStringLiteral("mesh:4x3"), 1, 1, 1, 0.5);
    QVERIFY2(r.ok, qPrintable(r.error));
    QVERIFY(r.simulation.verified);
    QVERIFY(r.formulaDeviation);
    QCOMPARE(r.simulation.time, r.formula->value + 0.5 * (3 * 3 + 2 * 2));
}

void TstAlltoall::standardExchangeBlocks()
{
    // Seed 000 "Hypercube", Q_3: every message has 4 packets; in round 1 a node sends 4 of its
    // own, in round 2 two of its own and two from its first-round partner, in round 3 the
    // four of its 2-cube destined for its last partner.
    const RunResult r = runOne(QStringLiteral("alltoall-hypercube-sex"), QStringLiteral("hypercube:3"));
    QVERIFY2(r.ok, qPrintable(r.error));
    QVERIFY(r.simulation.verified);
    QCOMPARE(int(r.schedule->rounds.size()), 3);
    const auto &rounds = r.schedule->rounds;
    for (int round = 0; round < 3; ++round) {
        QCOMPARE(int(rounds[std::size_t(round)].traces.size()), 8);
        for (const Transfer &t : rounds[std::size_t(round)].transfers) {
            QCOMPARE(int(t.packets.size()), 4);
            int own = 0;
            std::set<int> origins;
            for (int id : t.packets) {
                const Packet &pk = r.schedule->packets[std::size_t(id)];
                QCOMPARE(pk.dest & (4 >> round), t.dst & (4 >> round));
                own += pk.origin == t.src;
                origins.insert(pk.origin);
            }
            QCOMPARE(own, round == 0 ? 4 : round == 1 ? 2 : 1);
            if (round == 1)
                QCOMPARE(origins, (std::set<int>{t.src, t.src ^ 4}));
            if (round == 2)
                QCOMPARE(int(origins.size()), 4); // the whole 2-cube of the sender
        }
    }
}

QTEST_GUILESS_MAIN(TstAlltoall)
#include "tst_alltoall.moc"

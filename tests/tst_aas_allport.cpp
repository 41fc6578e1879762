// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Seed 000 "Allport fullduplex hypercube": the schedule table of relative addresses (the seed's
// printed table for Q_4 cell by cell, conditions (a)-(c) for Q_1 .. Q_10, tables that break
// them), the schedule it drives verified by the engine (p/2 rounds, every arc carrying one
// packet in every round, shortest relative-address-preserving paths, the time), and
// `collviz-cli table`.

#include "core/algorithms/alltoall/seed000_allport.h"
#include "core/engine.h"
#include "core/simulator.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QtTest>

#include "tests/programrun.h"

#include <map>
#include <set>

using namespace collviz::core;
using collviz::core::algorithms::AllPortScheduleTable;

namespace {

/// The seed's table for n = 4 as it prints it (000_f11f6c01ea91da91.txt, lines 87-103).
const QStringList kSeedTable4{
    QStringLiteral("Round  j=0  j=1  j=2  j=3"),
    QStringLiteral("1  0011  0110  1100  1000"),
    QStringLiteral("2  0001  0111  1110  1010"),
    QStringLiteral("3  0111  0010  1101  1100"),
    QStringLiteral("4  0101  0011  1111  1110"),
    QStringLiteral("5  1011  1110  0100  1001"),
    QStringLiteral("6  1001  1111  0110  1011"),
    QStringLiteral("7  1111  1010  0101  1101"),
    QStringLiteral("8  1101  1011  0111  1111"),
};

/// The cells of the golden table: row r (0-based), the bit strings.
QStringList seedRow(int r) { return kSeedTable4[r + 1].split(QStringLiteral("  ")).mid(1); }

RunResult runOne(const QString &topo, double m, double ts, double tw, const QString &model = {})
{
    RunRequest req;
    req.algorithm = QStringLiteral("alltoall-hypercube-allport");
    req.topology = topo;
    req.modelSpec = model;
    req.params.cost.m = m;
    req.params.cost.ts = ts;
    req.params.cost.tw = tw;
    req.params.cost.th = 0;
    return Engine::run(req);
}

using collviz::tests::CliRun;
using collviz::tests::cli;

QStringList failuresOf(const AllPortScheduleTable::Table &t, char which)
{
    QStringList f;
    AllPortScheduleTable::checkCondition(t, which, &f);
    return f;
}

} // namespace

class TstAasAllport : public QObject
{
    Q_OBJECT

private slots:
    void seedTableForQ4()
    {
        const auto table = AllPortScheduleTable::table(4);
        QCOMPARE(int(table.size()), 8);
        for (int i = 0; i < 8; ++i) {
            QStringList row;
            for (int r : table[std::size_t(i)])
                row << AllPortScheduleTable::bits(r, 4);
            QCOMPARE(row, seedRow(i));
        }
        // The same table through the engine's generic schedule-table view of the algorithm.
        const auto alg = AlgorithmRegistry::instance().find(QStringLiteral("alltoall-hypercube-allport"));
        QVERIFY(alg);
        QVERIFY(alg->hasScheduleTable());
        QString why;
        const auto topo = Topology::create(QStringLiteral("hypercube:4"), &why);
        QVERIFY(topo);
        const auto st = alg->scheduleTable(*topo, &why);
        QVERIFY2(st, qPrintable(why));
        QCOMPARE(st->corner + QStringLiteral("  ") + st->columnHeaders.join(QStringLiteral("  ")), kSeedTable4[0]);
        QCOMPARE(st->cells.size(), 8);
        for (int i = 0; i < 8; ++i) {
            QCOMPARE(st->rowHeaders[i], QString::number(i + 1));
            QCOMPARE(st->cells[i], seedRow(i));
        }
        QCOMPARE(st->checks.size(), 3);
        QVERIFY(st->allChecksHold());
    }

    void constructionFulfilsConditions_data()
    {
        QTest::addColumn<int>("n");
        for (int n = 1; n <= 10; ++n)
            QTest::addRow("Q_%d", n) << n;
    }
    void constructionFulfilsConditions()
    {
        QFETCH(int, n);
        const auto table = AllPortScheduleTable::table(n);
        QCOMPARE(int(table.size()), 1 << (n - 1));
        for (const auto &row : table)
            QCOMPARE(int(row.size()), n);
        QStringList failures;
        QVERIFY2(AllPortScheduleTable::check(table, &failures), qPrintable(failures.join(QStringLiteral("; "))));
        QVERIFY(failures.isEmpty());
    }

    void brokenTablesFail_data()
    {
        QTest::addColumn<int>("round");
        QTest::addColumn<int>("column");
        QTest::addColumn<QString>("value");
        QTest::addColumn<bool>("a");
        QTest::addColumn<bool>("b");
        QTest::addColumn<bool>("c");
        // Q_4's table with one cell changed: what each condition then says.
        QTest::addRow("bit j cleared: round 1 j=1 0110 -> 0100") << 0 << 1 << QStringLiteral("0100") << false << true << false;
        QTest::addRow("twice in a row: round 1 j=1 0110 -> 0011") << 0 << 1 << QStringLiteral("0011") << true << false << false;
        QTest::addRow("twice in a column: round 2 j=0 0001 -> 0011") << 1 << 0 << QStringLiteral("0011") << true << true << false;
        QTest::addRow("zero address: round 8 j=3 1111 -> 0000") << 7 << 3 << QStringLiteral("0000") << false << true << false;
    }
    void brokenTablesFail()
    {
        QFETCH(int, round);
        QFETCH(int, column);
        QFETCH(QString, value);
        QFETCH(bool, a);
        QFETCH(bool, b);
        QFETCH(bool, c);
        auto table = AllPortScheduleTable::table(4);
        table[std::size_t(round)][std::size_t(column)] = value.toInt(nullptr, 2);
        QCOMPARE(AllPortScheduleTable::checkCondition(table, 'a', nullptr), a);
        QCOMPARE(AllPortScheduleTable::checkCondition(table, 'b', nullptr), b);
        QCOMPARE(AllPortScheduleTable::checkCondition(table, 'c', nullptr), c);
        QStringList failures;
        QVERIFY(!AllPortScheduleTable::check(table, &failures));
        QVERIFY(!failures.isEmpty());
        if (!c)
            QVERIFY2(failuresOf(table, 'c').first().startsWith(QStringLiteral("(c) ")), qPrintable(failures.join(QStringLiteral("; "))));

        // Nothing is built from a table that fails, and the refusal says why.
        QString error;
        const auto topo = Topology::create(QStringLiteral("hypercube:4"), &error);
        const Problem problem(Operation::Alltoall, topo, 0, 0);
        QStringList why;
        QVERIFY(!AllPortScheduleTable::schedule(problem, table, &why));
        QCOMPARE(why, failures);
        // ...while the seed's table builds.
        QVERIFY(AllPortScheduleTable::schedule(problem, AllPortScheduleTable::table(4), nullptr));
    }

    /// The conditions, not the construction, are what makes a table work: any table that keeps
    /// (a)-(c), e.g. the seed's with its rows reversed or its columns' rows rotated independently,
    /// drives a schedule the simulator verifies.
    void otherTablesKeepingTheConditionsDeliver_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<bool>("reverse");
        for (int n = 2; n <= 6; ++n) {
            QTest::addRow("Q_%d rows reversed", n) << n << true;
            QTest::addRow("Q_%d column j rotated by j rows", n) << n << false;
        }
    }
    void otherTablesKeepingTheConditionsDeliver()
    {
        QFETCH(int, n);
        QFETCH(bool, reverse);
        const auto seed = AllPortScheduleTable::table(n);
        auto table = seed;
        const std::size_t rows = seed.size();
        for (std::size_t i = 0; i < rows; ++i)
            for (std::size_t j = 0; j < std::size_t(n); ++j)
                table[i][j] = reverse ? seed[rows - 1 - i][j] : seed[(i + j) % rows][j];
        QStringList failures;
        const bool keeps = AllPortScheduleTable::check(table, &failures);
        // Rotating columns independently may put one address twice in a row, breaking (b).
        QCOMPARE(keeps, AllPortScheduleTable::checkCondition(table, 'b', nullptr));
        QString error;
        const auto topo = Topology::create(QStringLiteral("hypercube:%1").arg(n), &error);
        const Problem problem(Operation::Alltoall, topo, 0, 0);
        const auto schedule = AllPortScheduleTable::schedule(problem, table, nullptr);
        QCOMPARE(bool(schedule), keeps);
        if (!keeps)
            return;
        const auto alg = AlgorithmRegistry::instance().find(QStringLiteral("alltoall-hypercube-allport"));
        const SimulationResult sim = Simulator::check(problem, *schedule, alg->naturalModel());
        QVERIFY2(sim.verified, qPrintable(sim.postconditionFailures.join(QStringLiteral("; "))));
        QCOMPARE(sim.maxLinkLoad, 1);
    }

    void failureSentencesNameTheCell()
    {
        auto table = AllPortScheduleTable::table(4);
        table[0][1] = 0b0100;
        QCOMPARE(failuresOf(table, 'a').first(), QStringLiteral("(a) round 1, column j=1: 0100 has bit 1 = 0"));
        table = AllPortScheduleTable::table(4);
        table[1][0] = 0b0011;
        QCOMPARE(failuresOf(table, 'c'),
                 QStringList({QStringLiteral("(c) 0001 appears 0 times in column j=0, not once"),
                              QStringLiteral("(c) 0011 appears 2 times in column j=0, not once")}));
    }

    void engineVerifiesTheSchedule_data()
    {
        QTest::addColumn<int>("n");
        for (int n = 1; n <= 10; ++n)
            QTest::addRow("hypercube:%d", n) << n;
    }
    void engineVerifiesTheSchedule()
    {
        QFETCH(int, n);
        const double m = 3, ts = 2, tw = 0.5;
        const RunResult r = runOne(QStringLiteral("hypercube:%1").arg(n), m, ts, tw);
        QVERIFY2(r.ok, qPrintable(r.error));
        QVERIFY(!r.whatIf);
        QVERIFY2(r.simulation.verified, qPrintable(r.simulation.postconditionFailures.join(QStringLiteral("; "))));
        const int p = 1 << n;
        const int rounds = p / 2; // the seed's lower bound on rounds
        QCOMPARE(int(r.schedule->rounds.size()), rounds);
        QCOMPARE(r.formulaRounds, std::optional<int>(rounds));
        QCOMPARE(r.simulation.maxLinkLoad, 1);
        const int arcs = int(r.topology->arcs().size());
        QCOMPARE(arcs, n * p);
        for (int i = 0; i < rounds; ++i) {
            const RoundStats &st = r.simulation.rounds[std::size_t(i)];
            QCOMPARE(int(st.channelLoads.size()), arcs); // every arc is used...
            for (const ChannelLoad &cl : st.channelLoads)
                QCOMPARE(cl.load, 1); // ...by one packet
            QCOMPARE(st.messages, n * p);
            QCOMPARE(st.packetsMoved, n * p);
        }
        // Time: p/2 rounds of one one-hop message per arc, t_s + t_w m each.
        const double expected = rounds * (ts + tw * m);
        QCOMPARE(r.simulation.time, expected);
        QVERIFY(r.formula);
        QCOMPARE(r.formula->value, expected);
        QVERIFY(!r.formulaDeviation);
        // The engine's bound (bounds.cpp) for all-port store-and-forward noncombining Q_n: every
        // node's n p/2 hop-words per link leave over its n links, t_s + t_w m p/2. The schedule
        // meets its word term; the start-ups it pays round by round are what the seed's round
        // bound counts and the engine's all-port model does not (start-ups overlap there).
        QVERIFY(r.lowerBound);
        QVERIFY(r.lowerBound->value <= r.simulation.time + 1e-9);
        QCOMPARE(r.lowerBound->value, ts + tw * m * p / 2);
        CostParams noStartUp = r.params.cost;
        noStartUp.ts = 0;
        const RunResult wordsOnly = Engine::recost(r, noStartUp);
        QVERIFY(wordsOnly.lowerBound);
        QCOMPARE(wordsOnly.lowerBound->value, wordsOnly.simulation.time);
    }

    void pathsAreShortestAndKeepTheRelativeAddress_data()
    {
        QTest::addColumn<int>("n");
        for (int n = 1; n <= 7; ++n)
            QTest::addRow("hypercube:%d", n) << n;
    }
    void pathsAreShortestAndKeepTheRelativeAddress()
    {
        QFETCH(int, n);
        const RunResult r = runOne(QStringLiteral("hypercube:%1").arg(n), 1, 1, 1);
        QVERIFY2(r.ok, qPrintable(r.error));
        const auto table = AllPortScheduleTable::table(n);
        const Schedule &s = *r.schedule;
        // Where each packet is (its node), and the dimensions it has crossed.
        std::vector<int> at(s.packets.size());
        std::vector<int> crossed(s.packets.size(), 0);
        for (std::size_t id = 0; id < s.packets.size(); ++id)
            at[id] = s.packets[id].origin;
        for (std::size_t i = 0; i < s.rounds.size(); ++i) {
            std::set<std::pair<int, int>> arcsUsed;
            for (const Transfer &t : s.rounds[i].transfers) {
                QCOMPARE(int(t.path.size()), 2);
                QCOMPARE(int(t.packets.size()), 1);
                const int k = t.path.front();
                const int dim = t.path.back() ^ k;
                QCOMPARE(__builtin_popcount(unsigned(dim)), 1);
                const int j = __builtin_ctz(unsigned(dim));
                const auto id = std::size_t(t.packets.front());
                const Packet &pk = s.packets[id];
                const int rel = pk.origin ^ pk.dest;
                // The packet sent along j is the one in location r[i,j] XOR k: its relative
                // address is r[i,j] (memory location = node XOR relative address throughout).
                QCOMPARE(rel, table[i][std::size_t(j)]);
                QCOMPARE(at[id], k);
                QVERIFY((rel >> j) & 1);               // it must cross dimension j...
                QVERIFY(!((crossed[id] >> j) & 1));    // ...and has not crossed it yet
                crossed[id] |= dim;
                at[id] = k ^ dim;
                QVERIFY(arcsUsed.insert({k, j}).second);
            }
            QCOMPARE(int(arcsUsed.size()), n * (1 << n));
        }
        // Every packet crossed exactly the dimensions of its relative address: its Hamming
        // distance, a shortest path, and arrived.
        for (std::size_t id = 0; id < s.packets.size(); ++id) {
            const Packet &pk = s.packets[id];
            QCOMPARE(crossed[id], pk.origin ^ pk.dest);
            QCOMPARE(at[id], pk.dest);
        }
    }

    void refusesOtherTopologies_data()
    {
        QTest::addColumn<QString>("topology");
        QTest::addColumn<QString>("sentence");
        QTest::addRow("hypercube:11") << QStringLiteral("hypercube:11")
                                      << QStringLiteral("alltoall-hypercube-allport runs on hypercube:1 to "
                                                        "hypercube:10, not on hypercube:11");
        QTest::addRow("ring:8") << QStringLiteral("ring:8") << QStringLiteral("alltoall-hypercube-allport runs on hypercube");
    }
    void refusesOtherTopologies()
    {
        QFETCH(QString, topology);
        QFETCH(QString, sentence);
        const RunResult r = runOne(topology, 1, 1, 1);
        QVERIFY(!r.ok);
        QVERIFY2(r.error.contains(sentence), qPrintable(r.error));
    }

    void cliPrintsTheSeedTable()
    {
        const CliRun r = cli({QStringLiteral("table"), QStringLiteral("--algorithm"),
                              QStringLiteral("alltoall-hypercube-allport"), QStringLiteral("--topology"),
                              QStringLiteral("hypercube:4")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.err.isEmpty());
        const QStringList lines = QString::fromUtf8(r.out).split(QLatin1Char('\n'));
        QVERIFY(lines.size() > 12);
        QVERIFY2(lines[0].startsWith(QStringLiteral("Optimal scheduling table for AAS in all-port full-duplex SF Q_4")),
                 qPrintable(lines[0]));
        QCOMPARE(lines.mid(1, 9), kSeedTable4);
        QCOMPARE(lines[10], QStringLiteral("(a) holds: ") + AllPortScheduleTable::rule('a'));
        QCOMPARE(lines[11], QStringLiteral("(b) holds: ") + AllPortScheduleTable::rule('b'));
        QCOMPARE(lines[12], QStringLiteral("(c) holds: ") + AllPortScheduleTable::rule('c'));
    }

    void cliPrintsTheTableAsJson()
    {
        const CliRun r = cli({QStringLiteral("table"), QStringLiteral("--algorithm"),
                              QStringLiteral("alltoall-hypercube-allport"), QStringLiteral("--topology"),
                              QStringLiteral("hypercube:4"), QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(r.exitCode, 0);
        QJsonParseError pe;
        const QJsonObject o = QJsonDocument::fromJson(r.out, &pe).object();
        QCOMPARE(pe.error, QJsonParseError::NoError);
        const QJsonArray rows = o.value(QStringLiteral("rows")).toArray();
        QCOMPARE(rows.size(), 8);
        for (int i = 0; i < 8; ++i) {
            QStringList row;
            for (const auto &cell : rows[i].toArray())
                row << cell.toString();
            QCOMPARE(row, seedRow(i));
        }
        QCOMPARE(o.value(QStringLiteral("columns")).toArray().size(), 4);
        // Tagged and told what it is of (collviz-table/1, docs/schemas/collviz-table-1.schema.json).
        QCOMPARE(o.value(QStringLiteral("format")).toString(), QStringLiteral("collviz-table/1"));
        QCOMPARE(o.value(QStringLiteral("algorithm")).toString(), QStringLiteral("alltoall-hypercube-allport"));
        QCOMPARE(o.value(QStringLiteral("topology")).toString(), QStringLiteral("hypercube:4"));
        QCOMPARE(o.value(QStringLiteral("view")).toString(), QStringLiteral("schedule"));
        const QJsonObject checks = o.value(QStringLiteral("checks")).toObject();
        QCOMPARE(checks.keys(), QStringList({QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")}));
        for (const QString &k : checks.keys())
            QVERIFY(checks.value(k).toObject().value(QStringLiteral("holds")).toBool());
    }

    void cliRefuses_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("sentence");
        QTest::addRow("algorithm without a table")
            << QStringList{QStringLiteral("--algorithm"), QStringLiteral("alltoall-hypercube-sex"),
                           QStringLiteral("--topology"), QStringLiteral("hypercube:4")}
            << QStringLiteral("alltoall-hypercube-sex has no schedule table; algorithms with one: "
                              "alltoall-hypercube-allport");
        QTest::addRow("too large")
            << QStringList{QStringLiteral("--algorithm"), QStringLiteral("alltoall-hypercube-allport"),
                           QStringLiteral("--topology"), QStringLiteral("hypercube:11")}
            << QStringLiteral("not on hypercube:11");
        QTest::addRow("not a hypercube")
            << QStringList{QStringLiteral("--algorithm"), QStringLiteral("alltoall-hypercube-allport"),
                           QStringLiteral("--topology"), QStringLiteral("torus:4x4")}
            << QStringLiteral("runs on hypercube, not on torus:4x4");
        QTest::addRow("xml")
            << QStringList{QStringLiteral("--algorithm"), QStringLiteral("alltoall-hypercube-allport"),
                           QStringLiteral("--topology"), QStringLiteral("hypercube:4"), QStringLiteral("--format"),
                           QStringLiteral("xml")}
            << QStringLiteral("--format 'xml' is not accepted for table; use text, json, csv or latex");
        QTest::addRow("no topology")
            << QStringList{QStringLiteral("--algorithm"), QStringLiteral("alltoall-hypercube-allport")}
            << QStringLiteral("table needs --algorithm ID and --topology SPEC");
        QTest::addRow("option of run")
            << QStringList{QStringLiteral("--algorithm"), QStringLiteral("alltoall-hypercube-allport"),
                           QStringLiteral("--topology"), QStringLiteral("hypercube:4"), QStringLiteral("--m"),
                           QStringLiteral("2")}
            << QStringLiteral("--m does not apply to 'table'");
    }
    void cliRefuses()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, sentence);
        const CliRun r = cli(QStringList{QStringLiteral("table")} + args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.out.isEmpty());
        const QString err = QString::fromUtf8(r.err);
        QCOMPARE(err.count(QLatin1Char('\n')), 1);
        QVERIFY2(err.contains(sentence), qPrintable(err));
    }
};

QTEST_GUILESS_MAIN(TstAasAllport)
#include "tst_aas_allport.moc"

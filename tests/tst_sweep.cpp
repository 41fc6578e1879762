// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Time against m and against p (core/sweep.h) and `collviz-cli sweep`: the sizes visited,
// times equal to what `run` reports, crossovers found on the engine's times, the seed-000
// claim about standard and direct exchange, and refusals.

#include "core/sweep.h"

#include "programrun.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

#include <cmath>

using namespace collviz::core;
using collviz::tests::cli;

namespace {
const QString kSex = QStringLiteral("alltoall-hypercube-sex");
const QString kDex = QStringLiteral("alltoall-direct-exchange");

double runTime(const QString &algorithm, const QString &topology, const QString &model, CostParams cost)
{
    RunRequest request;
    request.algorithm = algorithm;
    request.topology = topology;
    request.modelSpec = model;
    request.params.cost = cost;
    const RunResult r = Engine::run(request);
    return r.ok ? r.simulation.time : -1.0;
}

/// One CSV line's fields (RFC 4180, without line breaks inside fields).
QStringList csvFields(const QString &line)
{
    QStringList fields{QString()};
    bool quoted = false;
    for (qsizetype i = 0; i < line.size(); ++i) {
        const QChar c = line[i];
        if (quoted && c == QLatin1Char('"') && i + 1 < line.size() && line[i + 1] == QLatin1Char('"'))
            fields.last() += line[++i];
        else if (c == QLatin1Char('"'))
            quoted = !quoted;
        else if (c == QLatin1Char(',') && !quoted)
            fields << QString();
        else
            fields.last() += c;
    }
    return fields;
}

/// Rows of a CSV without its header comment ("# key: value" lines, into *about) and its
/// header (into *header).
QList<QStringList> csvRows(const QByteArray &text, QString *header = nullptr, QMap<QString, QString> *about = nullptr)
{
    QList<QStringList> rows;
    QStringList lines = QString::fromUtf8(text).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    while (!lines.isEmpty() && lines.first().startsWith(QLatin1String("# "))) {
        const QString line = lines.takeFirst().mid(2);
        if (about)
            about->insert(line.section(QStringLiteral(": "), 0, 0), line.section(QStringLiteral(": "), 1));
    }
    if (lines.isEmpty())
        return rows;
    if (header)
        *header = lines.first();
    lines.removeFirst();
    for (const QString &line : lines)
        rows << csvFields(line);
    return rows;
}
} // namespace

class TstSweep : public QObject
{
    Q_OBJECT
private slots:
    void sizes_data();
    void sizes();
    void badRanges_data();
    void badRanges();
    void timesEqualRun_data();
    void timesEqualRun();
    void seed000Crossover();
    void seed000Winners_data();
    void seed000Winners();
    void crossoverIsWhereFasterChanges();
    void refusals_data();
    void refusals();
    void family();
    void cliCsvEqualsRun();
    void cliTextAndJsonListCrossovers();
    void cliFamily();
    void cliRefusals_data();
    void cliRefusals();
};

void TstSweep::sizes_data()
{
    QTest::addColumn<QString>("range");
    QTest::addColumn<int>("points");
    QTest::addColumn<bool>("log");
    QTest::addColumn<QList<double>>("expected");
    QTest::newRow("1:4096 13 log = powers of two")
        << "1:4096" << 13 << true
        << QList<double>{1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024, 2048, 4096};
    QTest::newRow("1:16 3 log") << "1:16" << 3 << true << QList<double>{1, 4, 16};
    QTest::newRow("0.5:2 4 linear") << "0.5:2" << 4 << false << QList<double>{0.5, 1, 1.5, 2};
    QTest::newRow("one size") << "64" << 13 << true << QList<double>{64};
}

void TstSweep::sizes()
{
    QFETCH(QString, range);
    QFETCH(int, points);
    QFETCH(bool, log);
    QFETCH(QList<double>, expected);
    SizeRange r;
    QString error;
    QVERIFY2(SizeRange::parse(range, &r, &error), qPrintable(error));
    r.points = points;
    r.logSpaced = log;
    const std::vector<double> sizes = r.sizes();
    QCOMPARE(QList<double>(sizes.begin(), sizes.end()), expected);
}

void TstSweep::badRanges_data()
{
    QTest::addColumn<QString>("range");
    QTest::newRow("zero") << "0:4096";
    QTest::newRow("reversed") << "4096:1";
    QTest::newRow("sign") << "-1:4";
    QTest::newRow("three parts") << "1:2:3";
    QTest::newRow("word") << "small";
    QTest::newRow("empty max") << "1:";
    QTest::newRow("too large") << "1:1e13";
}

void TstSweep::badRanges()
{
    QFETCH(QString, range);
    SizeRange r;
    QString error;
    QVERIFY(!SizeRange::parse(range, &r, &error));
    QVERIFY2(error.startsWith(QStringLiteral("--m '")) && error.contains(QStringLiteral("MIN:MAX")), qPrintable(error));
}

void TstSweep::timesEqualRun_data()
{
    QTest::addColumn<QStringList>("algorithms");
    QTest::addColumn<QString>("topology");
    QTest::addColumn<QString>("model");
    QTest::addColumn<double>("th");
    QTest::newRow("alltoall Q5") << QStringList{kSex, kDex, QStringLiteral("alltoall-hypercube-pairwise"),
                                                QStringLiteral("alltoall-hypercube-allport")}
                                 << "hypercube:5" << QString() << 0.0;
    QTest::newRow("broadcast ring:8 with t_h")
        << QStringList{QStringLiteral("broadcast-ring-near-first"), QStringLiteral("broadcast-ring-sequential"),
                       QStringLiteral("broadcast-recursive-doubling")}
        << "ring:8" << QString() << 0.5;
    QTest::newRow("allgather torus:4x4 what-if sf") << QStringList{QStringLiteral("allgather-mesh")} << "torus:4x4"
                                                    << "sf" << 0.0;
}

void TstSweep::timesEqualRun()
{
    QFETCH(QStringList, algorithms);
    QFETCH(QString, topology);
    QFETCH(QString, model);
    QFETCH(double, th);
    SizeSweep sweep;
    QString error;
    QVERIFY2(SizeSweep::prepare(algorithms, topology, model, &sweep, &error), qPrintable(error));
    CostParams cost;
    cost.ts = 3;
    cost.tw = 0.25;
    cost.th = th;
    SizeRange range;
    range.points = 7;
    const SizeSweepResult r = sweep.evaluate(cost, range);
    QCOMPARE(int(r.series.size()), int(algorithms.size()));
    for (const SweepSeries &s : r.series) {
        QCOMPARE(int(s.points.size()), 7);
        for (const SweepPoint &pt : s.points) {
            CostParams c = cost;
            c.m = pt.m;
            RunRequest request;
            request.algorithm = s.algorithm;
            request.topology = topology;
            request.modelSpec = model;
            request.params.cost = c;
            const RunResult run = Engine::run(request);
            QVERIFY2(run.ok, qPrintable(run.error));
            QCOMPARE(pt.time, run.simulation.time);
            QCOMPARE(pt.rounds, int(run.simulation.rounds.size()));
            QCOMPARE(pt.formula.has_value(), run.formula.has_value());
            if (pt.formula)
                QCOMPARE(*pt.formula, run.formula->value);
            QCOMPARE(pt.lowerBound.has_value(), run.lowerBound.has_value());
            if (pt.lowerBound)
                QCOMPARE(*pt.lowerBound, run.lowerBound->value);
        }
    }
}

void TstSweep::seed000Crossover()
{
    // Seed 000 (000_f11f6c01ea91da91.txt), "Combining model with WH switching / Hypercube":
    // whether the standard exchange is optimal "depends on the ratio between t_s and mu t_m";
    // "Direct exchange AAS on hypercube": if t_s << mu t_m, SEX is not optimal and the direct
    // exchange is. With SEX n(t_s + mu t_m 2^(n-1)) ("Hypercube") and DEX (2^n - 1)(t_s + mu t_m)
    // on Q5, t_s = 100, t_w = 1: 500 + 80 m = 3100 + 31 m at m = 2600/49.
    SizeSweep sweep;
    QString error;
    QVERIFY2(SizeSweep::prepare({kSex, kDex}, QStringLiteral("hypercube:5"), QString(), &sweep, &error),
             qPrintable(error));
    CostParams cost;
    cost.ts = 100;
    cost.tw = 1;
    const SizeSweepResult r = sweep.evaluate(cost, SizeRange{});
    QCOMPARE(int(r.crossovers.size()), 1);
    const Crossover &x = r.crossovers.front();
    QCOMPARE(x.fasterBelow, kSex); // t_s dominates at small m
    QCOMPARE(x.fasterAbove, kDex); // t_w dominates at large m
    QVERIFY2(std::abs(x.m - 2600.0 / 49.0) < 1e-4, qPrintable(QString::number(x.m, 'g', 12)));
    QVERIFY(std::abs(x.time - (500 + 80 * 2600.0 / 49.0)) < 1e-2);
    // The end points are the seed's formulas.
    QCOMPARE(r.series[0].points.front().time, 5 * (100 + 16 * 1.0));
    QCOMPARE(r.series[1].points.back().time, 31 * (100 + 4096.0));
}

void TstSweep::seed000Winners_data()
{
    QTest::addColumn<double>("ts");
    QTest::addColumn<double>("tw");
    QTest::addColumn<double>("m");
    QTest::addColumn<QString>("winner");
    QTest::newRow("t_s dominates: SEX") << 1000.0 << 1.0 << 1.0 << kSex;
    QTest::newRow("t_w dominates: direct exchange") << 1.0 << 1.0 << 4096.0 << kDex;
    QTest::newRow("t_s = 0: direct exchange") << 0.0 << 1.0 << 1.0 << kDex;
}

void TstSweep::seed000Winners()
{
    QFETCH(double, ts);
    QFETCH(double, tw);
    QFETCH(double, m);
    QFETCH(QString, winner);
    SizeSweep sweep;
    QString error;
    QVERIFY2(SizeSweep::prepare({kSex, kDex}, QStringLiteral("hypercube:5"), QString(), &sweep, &error),
             qPrintable(error));
    CostParams cost;
    cost.ts = ts;
    cost.tw = tw;
    cost.m = m;
    const double sex = sweep.pointAt(0, cost).time;
    const double dex = sweep.pointAt(1, cost).time;
    QCOMPARE(sex < dex ? kSex : kDex, winner);
}

void TstSweep::crossoverIsWhereFasterChanges()
{
    // On either side of every crossover the engine's times order the other way round.
    const QStringList algorithms{kSex, kDex, QStringLiteral("alltoall-hypercube-pairwise"),
                                 QStringLiteral("alltoall-hypercube-allport")};
    SizeSweep sweep;
    QString error;
    QVERIFY2(SizeSweep::prepare(algorithms, QStringLiteral("hypercube:4"), QString(), &sweep, &error),
             qPrintable(error));
    CostParams cost;
    cost.ts = 50;
    cost.tw = 1;
    SizeRange range;
    range.min = 0.01;
    range.max = 1000;
    range.points = 9;
    const SizeSweepResult r = sweep.evaluate(cost, range);
    // SEX 4 (50 + 8 m) against all-port 8 (50 + m), direct exchange and pairwise 15 (50 + m)
    // (the last two tie at every m: no crossover between them).
    QCOMPARE(int(r.crossovers.size()), 3);
    QVERIFY(std::abs(r.crossovers[0].m - 25.0 / 3) < 1e-4);
    QVERIFY(std::abs(r.crossovers[1].m - 550.0 / 17) < 1e-4);
    QVERIFY(std::abs(r.crossovers[2].m - 550.0 / 17) < 1e-4);
    for (const Crossover &x : r.crossovers) {
        const int below = int(algorithms.indexOf(x.fasterBelow));
        const int above = int(algorithms.indexOf(x.fasterAbove));
        QVERIFY(below >= 0 && above >= 0 && below != above);
        CostParams lo = cost;
        lo.m = x.m * (1 - 1e-4);
        CostParams hi = cost;
        hi.m = x.m * (1 + 1e-4);
        QVERIFY2(sweep.pointAt(std::size_t(below), lo).time < sweep.pointAt(std::size_t(above), lo).time,
                 qPrintable(x.fasterBelow));
        QVERIFY2(sweep.pointAt(std::size_t(above), hi).time < sweep.pointAt(std::size_t(below), hi).time,
                 qPrintable(x.fasterAbove));
    }
    for (std::size_t i = 1; i < r.crossovers.size(); ++i)
        QVERIFY(r.crossovers[i - 1].m <= r.crossovers[i].m);
}

void TstSweep::refusals_data()
{
    QTest::addColumn<QStringList>("algorithms");
    QTest::addColumn<QString>("topology");
    QTest::addColumn<QString>("expected");
    QTest::newRow("unknown") << QStringList{QStringLiteral("alltoall-nonsense")} << "hypercube:3"
                             << "unknown algorithm 'alltoall-nonsense'";
    QTest::newRow("twice") << QStringList{kSex, kSex} << "hypercube:3" << "names alltoall-hypercube-sex twice";
    QTest::newRow("two operations") << QStringList{kSex, QStringLiteral("broadcast-recursive-doubling")}
                                    << "hypercube:3" << "one operation";
    QTest::newRow("network refused") << QStringList{kSex} << "ring:8" << "ring";
    QTest::newRow("none") << QStringList{} << "hypercube:3" << "names no algorithm";
}

void TstSweep::refusals()
{
    QFETCH(QStringList, algorithms);
    QFETCH(QString, topology);
    QFETCH(QString, expected);
    SizeSweep sweep;
    QString error;
    QVERIFY(!SizeSweep::prepare(algorithms, topology, QString(), &sweep, &error));
    QVERIFY2(error.contains(expected), qPrintable(error));
}

void TstSweep::family()
{
    // The ring family: alltoall-cycle-micro runs on z = 4t only; the others on every p.
    const QStringList algorithms{QStringLiteral("alltoall-ring-pipeline"), QStringLiteral("alltoall-cycle-micro")};
    const FamilySweep sweep = FamilySweep::prepare(algorithms, QStringLiteral("ring"), QString(), 1024.0 * 1024 * 1024);
    CostParams cost;
    cost.m = 2;
    cost.ts = 3;
    const FamilySweepResult r = sweep.evaluate(cost);
    QCOMPARE(int(r.series.size()), 2);
    QCOMPARE(int(r.series[0].points.size()), 61); // ring:4 .. ring:64
    QVERIFY(r.series[0].skipped.isEmpty());
    QCOMPARE(int(r.series[1].points.size()), 16); // 4, 8, ..., 64
    QCOMPARE(r.series[1].skipped.size(), 61 - 16);
    QVERIFY2(r.series[1].skipped.first().startsWith(QStringLiteral("ring:5: ")), qPrintable(r.series[1].skipped.first()));
    for (const SweepSeries &s : r.series)
        for (const SweepPoint &pt : s.points) {
            QCOMPARE(pt.topology, QStringLiteral("ring:%1").arg(pt.p));
            QCOMPARE(pt.time, runTime(s.algorithm, pt.topology, QString(), cost));
        }
    QCOMPARE(sweptFamilies().join(QLatin1Char(',')), QStringLiteral("hypercube,ring,torus,complete,switch,fattree"));
    QCOMPARE(familyTopologies(QStringLiteral("hypercube")).first(), QStringLiteral("hypercube:2"));
    QCOMPARE(familyTopologies(QStringLiteral("hypercube")).last(), QStringLiteral("hypercube:10"));
    QCOMPARE(familyTopologies(QStringLiteral("ring")).size(), 61);
    QCOMPARE(familyTopologies(QStringLiteral("torus")).last(), QStringLiteral("torus:16x16"));
    QVERIFY(familyTopologies(QStringLiteral("tree")).isEmpty());
    QCOMPARE(familyTopologies(QStringLiteral("fattree")).last(), QStringLiteral("fattree:8"));
    QVERIFY(familyTopologies(QStringLiteral("dragonfly")).isEmpty());
}

void TstSweep::cliCsvEqualsRun()
{
    const auto r = cli({QStringLiteral("sweep"), QStringLiteral("--algorithms"), kSex + QLatin1Char(',') + kDex,
                        QStringLiteral("--topology"), QStringLiteral("hypercube:5"), QStringLiteral("--m"),
                        QStringLiteral("1:4096"), QStringLiteral("--points"), QStringLiteral("7"),
                        QStringLiteral("--ts"), QStringLiteral("100"), QStringLiteral("--tw"), QStringLiteral("0.5"),
                        QStringLiteral("--th"), QStringLiteral("0.25"), QStringLiteral("--format"),
                        QStringLiteral("csv")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.err.isEmpty());
    QString header;
    QMap<QString, QString> about;
    const QList<QStringList> rows = csvRows(r.out, &header, &about);
    QCOMPARE(header, QStringLiteral("algorithm,model,whatIf,topology,p,m,ts,tw,th,rounds,time,formula,lowerBound"));
    // The costs in every row and in the header comment, with the crossover the rows do not show.
    QCOMPARE(about.value(QStringLiteral("ts")), QStringLiteral("100"));
    QCOMPARE(about.value(QStringLiteral("tw")), QStringLiteral("0.5"));
    QCOMPARE(about.value(QStringLiteral("th")), QStringLiteral("0.25"));
    QVERIFY(about.value(QStringLiteral("crossover")).startsWith(QLatin1String("m = ")));
    QCOMPARE(rows.size(), 14); // one row per algorithm and m
    QCOMPARE(rows.first().first(), kSex);
    QCOMPARE(rows.last().first(), kDex);
    // Several times against `run --format csv` at the same m (the time in its header comment).
    for (int i : {0, 3, 6, 7, 10, 13}) {
        const QStringList &row = rows[i];
        QCOMPARE(row.size(), 13);
        QCOMPARE(row.mid(1, 4), (QStringList{i < 7 ? QStringLiteral("sf,ports=1,duplex=full,combining")
                                                   : QStringLiteral("wh,ports=1,duplex=full,noncombining"),
                                             QStringLiteral("false"), QStringLiteral("hypercube:5"),
                                             QStringLiteral("32")}));
        QCOMPARE(row.mid(6, 3), (QStringList{QStringLiteral("100"), QStringLiteral("0.5"), QStringLiteral("0.25")}));
        const auto run = cli({QStringLiteral("run"), QStringLiteral("--algorithm"), row[0], QStringLiteral("--topology"),
                              QStringLiteral("hypercube:5"), QStringLiteral("--m"), row[5], QStringLiteral("--ts"),
                              QStringLiteral("100"), QStringLiteral("--tw"), QStringLiteral("0.5"),
                              QStringLiteral("--th"), QStringLiteral("0.25"), QStringLiteral("--format"),
                              QStringLiteral("csv")});
        QCOMPARE(run.exitCode, 0);
        QMap<QString, QString> runAbout;
        const QList<QStringList> runRows = csvRows(run.out, nullptr, &runAbout);
        QCOMPARE(runRows.size(), row[9].toInt()); // rounds: one row each, no total row
        QCOMPARE(runAbout.value(QStringLiteral("rounds")), row[9]);
        QCOMPARE(runAbout.value(QStringLiteral("m")), row[5]);
        const double runTimeValue = runAbout.value(QStringLiteral("time")).toDouble();
        QVERIFY2(std::abs(row[10].toDouble() - runTimeValue) <= 1e-11 * runTimeValue,
                 qPrintable(row.join(QLatin1Char(',')) + QStringLiteral(" vs run ") + runAbout.value(QStringLiteral("time"))));
        QVERIFY(!row[11].isEmpty() && !row[12].isEmpty());
    }
}

void TstSweep::cliTextAndJsonListCrossovers()
{
    const QStringList args{QStringLiteral("sweep"), QStringLiteral("--algorithms"), kSex + QLatin1Char(',') + kDex,
                           QStringLiteral("--topology"), QStringLiteral("hypercube:5"), QStringLiteral("--ts"),
                           QStringLiteral("100")};
    const auto text = cli(args);
    QCOMPARE(text.exitCode, 0);
    const QString out = QString::fromUtf8(text.out);
    QVERIFY2(out.contains(QStringLiteral("m = 53.0612: alltoall-hypercube-sex is faster below, "
                                         "alltoall-direct-exchange above")),
             qPrintable(out));
    const auto json = cli(args + QStringList{QStringLiteral("--format"), QStringLiteral("json")});
    QCOMPARE(json.exitCode, 0);
    const QJsonObject o = QJsonDocument::fromJson(json.out).object();
    QCOMPARE(o.value(QStringLiteral("format")).toString(), QStringLiteral("collviz-sweep/1"));
    const QJsonArray crossovers = o.value(QStringLiteral("crossovers")).toArray();
    QCOMPARE(crossovers.size(), 1);
    QCOMPARE(crossovers[0].toObject().value(QStringLiteral("fasterBelow")).toString(), kSex);
    QCOMPARE(crossovers[0].toObject().value(QStringLiteral("fasterAbove")).toString(), kDex);
    QVERIFY(std::abs(crossovers[0].toObject().value(QStringLiteral("m")).toDouble() - 2600.0 / 49) < 1e-4);
    QCOMPARE(o.value(QStringLiteral("series")).toArray().size(), 2);
    QCOMPARE(o.value(QStringLiteral("series")).toArray()[0].toObject().value(QStringLiteral("points")).toArray().size(),
             13);
    // Under t_s = t_w = 1 the direct exchange is faster at every m of 1..4096: no crossover.
    const auto plain = cli({QStringLiteral("sweep"), QStringLiteral("--algorithms"), kSex + QLatin1Char(',') + kDex,
                            QStringLiteral("--topology"), QStringLiteral("hypercube:5")});
    QVERIFY2(QString::fromUtf8(plain.out).contains(QStringLiteral("none between m = 1 and 4096")), plain.out.constData());
}

void TstSweep::cliFamily()
{
    const auto r = cli({QStringLiteral("sweep"), QStringLiteral("--algorithms"),
                        QStringLiteral("allgather-hypercube"), QStringLiteral("--family"), QStringLiteral("hypercube"),
                        QStringLiteral("--m"), QStringLiteral("4"), QStringLiteral("--format"), QStringLiteral("csv")});
    QCOMPARE(r.exitCode, 0);
    QString header;
    QMap<QString, QString> about;
    const QList<QStringList> rows = csvRows(r.out, &header, &about);
    QCOMPARE(header, QStringLiteral("algorithm,model,whatIf,topology,p,m,ts,tw,th,rounds,time,formula,lowerBound"));
    QCOMPARE(about.value(QStringLiteral("family")), QStringLiteral("hypercube"));
    QCOMPARE(about.value(QStringLiteral("m")), QStringLiteral("4"));
    QCOMPARE(rows.size(), 9); // d = 2..10
    for (const QStringList &row : rows) {
        // Seed 001 section 3.2.3: t_s log p + t_w m (p - 1), t_s = t_w = 1, m = 4.
        const int p = row[4].toInt();
        QCOMPARE(row[3], QStringLiteral("hypercube:%1").arg(int(std::log2(p))));
        QCOMPARE(row.mid(5, 4), (QStringList{QStringLiteral("4"), QStringLiteral("1"), QStringLiteral("1"),
                                             QStringLiteral("0")}));
        QCOMPARE(row[10].toDouble(), std::log2(p) + 4.0 * (p - 1));
    }
}

void TstSweep::cliRefusals_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("expected");
    const QString both = kSex + QLatin1Char(',') + kDex;
    QTest::newRow("no algorithms") << QStringList{QStringLiteral("--topology"), QStringLiteral("hypercube:5")}
                                   << "sweep needs --algorithms";
    QTest::newRow("no topology") << QStringList{QStringLiteral("--algorithms"), both} << "sweep needs --topology";
    QTest::newRow("bad m") << QStringList{QStringLiteral("--algorithms"), both, QStringLiteral("--topology"),
                                          QStringLiteral("hypercube:5"), QStringLiteral("--m"), QStringLiteral("8:2")}
                           << "--m '8:2' is not a size range";
    QTest::newRow("bad points") << QStringList{QStringLiteral("--algorithms"), both, QStringLiteral("--topology"),
                                               QStringLiteral("hypercube:5"), QStringLiteral("--points"),
                                               QStringLiteral("+5")}
                                << "--points '+5' is not accepted";
    QTest::newRow("bad ts") << QStringList{QStringLiteral("--algorithms"), both, QStringLiteral("--topology"),
                                           QStringLiteral("hypercube:5"), QStringLiteral("--ts"), QStringLiteral("-1")}
                            << "--ts";
    QTest::newRow("bad model") << QStringList{QStringLiteral("--algorithms"), both, QStringLiteral("--topology"),
                                              QStringLiteral("hypercube:5"), QStringLiteral("--model"),
                                              QStringLiteral("fast")}
                               << "fast";
    QTest::newRow("unknown algorithm") << QStringList{QStringLiteral("--algorithms"), kSex + QStringLiteral(",nope"),
                                                      QStringLiteral("--topology"), QStringLiteral("hypercube:5")}
                                       << "unknown algorithm 'nope'";
    QTest::newRow("two operations") << QStringList{QStringLiteral("--algorithms"),
                                                   kSex + QStringLiteral(",broadcast-recursive-doubling"),
                                                   QStringLiteral("--topology"), QStringLiteral("hypercube:5")}
                                    << "one operation";
    QTest::newRow("network refused") << QStringList{QStringLiteral("--algorithms"), both, QStringLiteral("--topology"),
                                                    QStringLiteral("ring:8")}
                                     << "ring";
    QTest::newRow("root") << QStringList{QStringLiteral("--algorithms"), both, QStringLiteral("--topology"),
                                         QStringLiteral("hypercube:5"), QStringLiteral("--root"), QStringLiteral("1")}
                          << "--root does not apply to 'sweep'";
    QTest::newRow("format") << QStringList{QStringLiteral("--algorithms"), both, QStringLiteral("--topology"),
                                           QStringLiteral("hypercube:5"), QStringLiteral("--format"),
                                           QStringLiteral("xml")}
                            << "--format 'xml' is not accepted for sweep";
    QTest::newRow("family and topology") << QStringList{QStringLiteral("--algorithms"), both, QStringLiteral("--family"),
                                                        QStringLiteral("ring"), QStringLiteral("--topology"),
                                                        QStringLiteral("ring:8")}
                                         << "--topology does not apply to 'sweep' with --family";
    QTest::newRow("bad family") << QStringList{QStringLiteral("--algorithms"), both, QStringLiteral("--family"),
                                               QStringLiteral("star")}
                                << "--family 'star' is not a family a sweep runs over; accepted: hypercube, ring, torus";
    QTest::newRow("family not swept") << QStringList{QStringLiteral("--algorithms"), both, QStringLiteral("--family"),
                                                     QStringLiteral("tree")}
                                      << "--family 'tree' is not a family a sweep runs over";
}

void TstSweep::cliRefusals()
{
    QFETCH(QStringList, args);
    QFETCH(QString, expected);
    const auto r = cli(QStringList{QStringLiteral("sweep")} + args);
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.out.isEmpty());
    const QString err = QString::fromUtf8(r.err);
    QVERIFY2(err.startsWith(QStringLiteral("collviz-cli: ")) && err.contains(expected), qPrintable(err));
    QCOMPARE(err.count(QLatin1Char('\n')), 1); // one sentence
}

QTEST_GUILESS_MAIN(TstSweep)
#include "tst_sweep.moc"

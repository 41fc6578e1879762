// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The collviz-schedule/1 document: the streamed text (what collviz-cli and the app write)
// is the same document as the in-memory one, for every kind of schedule.

#include "core/report.h"

#include <QBuffer>
#include <QJsonDocument>
#include <QtTest>

using namespace collviz::core;

class TstReport : public QObject
{
    Q_OBJECT

private slots:
    void streamedEqualsInMemory_data();
    void streamedEqualsInMemory();
};

void TstReport::streamedEqualsInMemory_data()
{
    QTest::addColumn<QString>("algorithm");
    QTest::addColumn<QString>("topology");
    QTest::addColumn<QString>("model");
    QTest::newRow("pairwise hypercube d=3") << "alltoall-hypercube-pairwise" << "hypercube:3" << "";
    QTest::newRow("reduction with combines ring:5") << "reduce-recursive-halving" << "ring:5" << "";
    QTest::newRow("prefix sums (kept inputs) d=3") << "prefix-sum-hypercube" << "hypercube:3" << "";
    QTest::newRow("shift along the Gray order d=3") << "shift-hypercube" << "hypercube:3" << "sf";
    QTest::newRow("what-if with violations") << "alltoall-hypercube-sex" << "hypercube:3" << "noncombining";
    QTest::newRow("tree broadcast p=8") << "broadcast-tree" << "tree:8" << "";
}

void TstReport::streamedEqualsInMemory()
{
    QFETCH(QString, algorithm);
    QFETCH(QString, topology);
    QFETCH(QString, model);
    RunRequest req;
    req.algorithm = algorithm;
    req.topology = topology;
    req.modelSpec = model;
    req.params.shift = 3;
    const RunResult r = Engine::run(req);
    QVERIFY2(r.ok, qPrintable(r.error));

    QBuffer buffer;
    QVERIFY(buffer.open(QIODevice::WriteOnly));
    QVERIFY(report::writeScheduleJson(r, buffer));
    QJsonParseError error;
    const QJsonDocument streamed = QJsonDocument::fromJson(buffer.data(), &error);
    QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
    const QJsonObject expected = report::scheduleJson(r);
    QCOMPARE(streamed.object(), expected);
    QCOMPARE(streamed.object().value(QStringLiteral("format")).toString(), QStringLiteral("collviz-schedule/1"));
    QCOMPARE(streamed.object().value(QStringLiteral("rounds")).toArray().size(), int(r.schedule->rounds.size()));
}

QTEST_GUILESS_MAIN(TstReport)
#include "tst_report.moc"

// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The engine's words (issue 13 defects 6, 9 and 10): pseudo-code for every algorithm on every
// network it runs on, "Round k of R" in every narration, plural forms for counts, and what-if
// rounds that say how much longer they got and why, against the natural model.

#include "core/algorithm.h"
#include "core/engine.h"
#include "core/operation.h"
#include "core/networks/networkfamily.h"
#include "core/whatif.h"
#include "tests/sweeptopologies.h"

#include <QFile>
#include <QSet>
#include <QXmlStreamReader>
#include <QtTest>

using namespace collviz;
using namespace collviz::core;

namespace {

RunResult runOne(const QString &alg, const QString &topo, const QString &model = {}, double m = 1)
{
    RunRequest req;
    req.algorithm = alg;
    req.topology = topo;
    req.modelSpec = model;
    req.params.cost.m = m;
    req.params.cost.ts = 1;
    req.params.cost.tw = 1;
    req.params.cost.th = 0;
    req.params.root = 0;
    req.params.shift = 1;
    return Engine::run(req);
}

/// For every algorithm, the first sweep topology of each kind it runs on.
void addAlgorithmPerKindRows()
{
    QTest::addColumn<QString>("algorithm");
    QTest::addColumn<QString>("topology");
    for (const auto &alg : AlgorithmRegistry::instance().all()) {
        QSet<QString> kinds;
        for (const char *spec : tests::kSweepTopologies) {
            QString error;
            const auto topo = Topology::create(QString::fromLatin1(spec), &error);
            if (!topo || topo->processorCount() < 4)
                continue;
            RunParams params;
            params.shift = 1;
            if (!alg->supports(*topo, params, nullptr))
                continue;
            // A 3D lattice reads differently from a 2D one: both get a row.
            const QString key = topo->family().id() + QString::number(topo->dimensions() == 3 ? 1 : 0);
            if (kinds.contains(key))
                continue;
            kinds.insert(key);
            QTest::addRow("%s %s", qPrintable(alg->id()), spec) << alg->id() << QString::fromLatin1(spec);
        }
    }
}

/// The numerus sources of a .ts file: context + '|' + source -> the number of plural forms given.
QHash<QString, int> numerusEntries(const QString &path)
{
    QHash<QString, int> out;
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return out;
    QXmlStreamReader xml(&f);
    QString context, source;
    bool numerus = false, obsolete = false;
    int forms = 0;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement()) {
            if (xml.name() == QLatin1String("name"))
                context = xml.readElementText();
            else if (xml.name() == QLatin1String("message")) {
                numerus = xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
                forms = 0;
                obsolete = false;
            } else if (xml.name() == QLatin1String("source"))
                source = xml.readElementText();
            else if (xml.name() == QLatin1String("translation")) {
                const auto type = xml.attributes().value(QLatin1String("type"));
                obsolete = type == QLatin1String("obsolete") || type == QLatin1String("vanished");
            } else if (xml.name() == QLatin1String("numerusform") && !xml.readElementText().isEmpty())
                ++forms;
        } else if (xml.isEndElement() && xml.name() == QLatin1String("message") && numerus && !obsolete)
            out.insert(context + QLatin1Char('|') + source, forms);
    }
    return out;
}

} // namespace

class TstWording : public QObject
{
    Q_OBJECT
private slots:
    void pseudoCodeOnEveryNetwork_data() { addAlgorithmPerKindRows(); }
    void pseudoCodeOnEveryNetwork();
    void narrationSaysRound_data() { addAlgorithmPerKindRows(); }
    void narrationSaysRound();
    void countsArePlural_data();
    void countsArePlural();
    void englishPluralFile();
    void whatIfRoundSentences_data();
    void whatIfRoundSentences();
    void whatIfRunSentence();
    void oneNamePerOperation_data();
    void oneNamePerOperation();
};

void TstWording::pseudoCodeOnEveryNetwork()
{
    QFETCH(QString, algorithm);
    QFETCH(QString, topology);
    const RunResult r = runOne(algorithm, topology);
    QVERIFY2(r.ok, qPrintable(r.error));
    // What the pseudo-code panel shows: code, never "written for another network".
    const PseudoCode code = r.algorithm->pseudoCodeFor(*r.topology);
    QVERIFY2(!code.isEmpty(), "the algorithm has pseudo-code for this network");
    QVERIFY(!code.title.isEmpty());
    // The class can follow a node through it: in every round someone is at a line.
    for (std::size_t k = 0; k < r.schedule->rounds.size(); ++k) {
        const Round &round = r.schedule->rounds[k];
        QVERIFY2(!round.traces.empty(), qPrintable(QStringLiteral("round %1 has no traces").arg(k + 1)));
        bool someone = false;
        for (const NodeTrace &t : round.traces) {
            QVERIFY(t.line < code.lines.size());
            someone = someone || t.line >= 0;
        }
        QVERIFY2(someone, qPrintable(QStringLiteral("round %1: every node idle").arg(k + 1)));
    }
}

void TstWording::narrationSaysRound()
{
    QFETCH(QString, algorithm);
    QFETCH(QString, topology);
    const RunResult r = runOne(algorithm, topology);
    QVERIFY2(r.ok, qPrintable(r.error));
    for (const Round &round : r.schedule->rounds) {
        const QString said = round.narration.toString();
        // One word for one thing: the playback bar and the panels say "Round k of R".
        // (A step of several rounds, as in seed 000's QEX, is a unit of its own.)
        QVERIFY2(!said.contains(QLatin1String("Step ")), qPrintable(said));
        QVERIFY2(!said.contains(QLatin1String(" step ")) || said.contains(QLatin1String(" round ")), qPrintable(said));
        QVERIFY2(!said.contains(QLatin1String("(s)")), qPrintable(said));
        QVERIFY2(!said.contains(QLatin1String("%n")), qPrintable(said));
    }
}

void TstWording::countsArePlural_data()
{
    QTest::addColumn<QString>("algorithm");
    QTest::addColumn<QString>("topology");
    QTest::addColumn<int>("round");
    QTest::addColumn<QString>("expected");
    QTest::newRow("hypercube broadcast, last round: 1 bit")
        << "broadcast-recursive-doubling" << "hypercube:3" << 3
        << "Round 3 of 3: every node whose virtual id has its lower 1 bit zero sends the message across dimension 0.";
    QTest::newRow("hypercube broadcast, first round: 3 bits")
        << "broadcast-recursive-doubling" << "hypercube:3" << 1
        << "Round 1 of 3: every node whose virtual id has its lower 3 bits zero sends the message across dimension 2.";
    QTest::newRow("ring broadcast, last round: 1 hop")
        << "broadcast-recursive-doubling" << "ring:8" << 3
        << "Round 3 of 3: every node holding the message sends it 1 hop away, into the half of its segment that has "
           "no copy.";
    QTest::newRow("ring broadcast, first round: 4 hops")
        << "broadcast-recursive-doubling" << "ring:8" << 1
        << "Round 1 of 3: every node holding the message sends it 4 hops away, into the half of its segment that "
           "has no copy.";
    QTest::newRow("hypercube allgather, first round: 1 message")
        << "allgather-hypercube" << "hypercube:3" << 1
        << "Round 1 of 3: every node exchanges all 1 message it holds with its neighbour across dimension 0; "
           "afterwards it holds 2 messages.";
}

void TstWording::countsArePlural()
{
    QFETCH(QString, algorithm);
    QFETCH(QString, topology);
    QFETCH(int, round);
    QFETCH(QString, expected);
    const RunResult r = runOne(algorithm, topology);
    QVERIFY2(r.ok, qPrintable(r.error));
    QCOMPARE(r.schedule->rounds[std::size_t(round - 1)].narration.toString(), expected);

    const Text one = Text::count(kAlgorithmContext, "%n hop(s)", 1);
    QCOMPARE(one.toString(), QStringLiteral("1 hop"));
    QCOMPARE(Text::count(kAlgorithmContext, "%n hop(s)", 2).translated(), QStringLiteral("2 hops"));
    QCOMPARE(Text::count(kAlgorithmContext, "%n hop(s)", 0).toString(), QStringLiteral("0 hops"));
    QVERIFY(one != Text::count(kAlgorithmContext, "%n hop(s)", 2));
}

void TstWording::englishPluralFile()
{
    // collviz_en.ts gives English its plural forms: every numerus source lupdate found (the
    // other languages' files list them) has two forms there.
    const QHash<QString, int> english = numerusEntries(QFINDTESTDATA("../translations/collviz_en.ts"));
    QVERIFY(english.size() >= 10);
    for (auto it = english.cbegin(); it != english.cend(); ++it)
        QVERIFY2(it.value() == 2, qPrintable(it.key()));
    const QHash<QString, int> chinese = numerusEntries(QFINDTESTDATA("../translations/collviz_zh_CN.ts"));
    QVERIFY(!chinese.isEmpty());
    for (auto it = chinese.cbegin(); it != chinese.cend(); ++it)
        QVERIFY2(english.contains(it.key()), qPrintable(QStringLiteral("collviz_en.ts lacks %1").arg(it.key())));
}

void TstWording::whatIfRoundSentences_data()
{
    QTest::addColumn<QString>("algorithm");
    QTest::addColumn<QString>("topology");
    QTest::addColumn<QString>("model");
    QTest::addColumn<int>("round");
    QTest::addColumn<QString>("expected");
    QTest::newRow("half-duplex Q3 SEX: the directions take turns")
        << "alltoall-hypercube-sex" << "hypercube:3" << "duplex=half" << 1
        << "Under the natural model (sf,ports=1,duplex=full,combining) it takes 5: the what-if makes it 4 longer. "
           "Half duplex: 4 messages waited for a link that carried a message the other way, so the two directions "
           "took turns.";
    QTest::newRow("all-port Q3 SEX: 1-port by design")
        << "alltoall-hypercube-sex" << "hypercube:3" << "ports=all" << 2
        << "Under the natural model (sf,ports=1,duplex=full,combining) it takes 5 too. "
           "The algorithm is 1-port by design: no node sends or receives more than 1 message at a time, so the extra "
           "ports of ports=all stay idle.";
    QTest::newRow("SF ring:8 broadcast: every hop pays t_w m")
        << "broadcast-recursive-doubling" << "ring:8" << "sf" << 1
        << "Under the natural model (wh,ports=1,duplex=full,combining) it takes 2: the what-if makes it 3 longer. "
           "Store-and-forward: 1 message crossed more than one hop (up to 4 hops) and paid t_w m on every hop, not "
           "once.";
    QTest::newRow("SF ring:8 broadcast, last round: one hop, no change")
        << "broadcast-recursive-doubling" << "ring:8" << "sf" << 3
        << "Under the natural model (wh,ports=1,duplex=full,combining) it takes 2 too.";
}

void TstWording::whatIfRoundSentences()
{
    QFETCH(QString, algorithm);
    QFETCH(QString, topology);
    QFETCH(QString, model);
    QFETCH(int, round);
    QFETCH(QString, expected);
    const RunResult r = runOne(algorithm, topology, model);
    QVERIFY2(r.ok, qPrintable(r.error));
    QVERIFY(r.whatIf);
    const WhatIfComparison c(r);
    QVERIFY(!c.isEmpty());
    QCOMPARE(c.roundText(round - 1).toString(), expected);
    // The natural run is the engine's own: the same schedule under the natural model.
    const RunResult natural = runOne(algorithm, topology);
    QCOMPARE(c.naturalTime(), natural.simulation.time);
    QCOMPARE(c.naturalRoundTime(round - 1), natural.timeline->roundTime(round - 1));
    // A run under its natural model has nothing to compare.
    QVERIFY(WhatIfComparison(natural).isEmpty());
}

void TstWording::whatIfRunSentence()
{
    const RunResult half = runOne(QStringLiteral("alltoall-hypercube-sex"), QStringLiteral("hypercube:3"),
                                  QStringLiteral("duplex=half"));
    QVERIFY2(half.ok, qPrintable(half.error));
    QCOMPARE(WhatIfComparison(half).runText().toString(),
             QStringLiteral("Under the natural model (sf,ports=1,duplex=full,combining) the same schedule takes 15; "
                            "this what-if takes 27, 12 longer (longer in 3 rounds of 3)."));
    const RunResult all = runOne(QStringLiteral("alltoall-hypercube-sex"), QStringLiteral("hypercube:3"),
                                 QStringLiteral("ports=all"));
    QCOMPARE(WhatIfComparison(all).runText().toString(),
             QStringLiteral("Under the natural model (sf,ports=1,duplex=full,combining) the same schedule takes 15 "
                            "too: this what-if changes no round's length."));
    // The bound follows the model: an all-port run is held to the all-port bound.
    QVERIFY(all.lowerBound);
    QVERIFY2(!all.lowerBound->text.contains(QLatin1String("1-port")), qPrintable(all.lowerBound->text));
}

// The algorithm list groups by operation under one name each: every title starts with its
// operation's title (not "All-to-all scatter" beside "All-to-all personalized"), and the
// other names the sources use are said once, with the operation.
void TstWording::oneNamePerOperation_data()
{
    QTest::addColumn<QString>("algorithm");
    for (const auto &a : AlgorithmRegistry::instance().all())
        QTest::newRow(qPrintable(a->id())) << a->id();
}

void TstWording::oneNamePerOperation()
{
    QFETCH(QString, algorithm);
    const auto a = AlgorithmRegistry::instance().find(algorithm);
    QVERIFY(a);
    const QString title = a->title().toString();
    const QString operation = operationTitle(a->operation()).toString();
    QVERIFY2(!operation.isEmpty(), qPrintable(operationName(a->operation())));
    QVERIFY2(title.startsWith(operation), qPrintable(title + QStringLiteral(" / ") + operation));
    QVERIFY(!operationAlsoCalled(a->operation()).toString().isEmpty());
    // No title uses another operation's name or an alternative name in its place.
    for (const QString &other : {QStringLiteral("All-to-all scatter"), QStringLiteral("Total exchange"),
                                 QStringLiteral("Scatter "), QStringLiteral("Gather "), QStringLiteral("q-shift")})
        QVERIFY2(!title.contains(other), qPrintable(title));
}

QTEST_GUILESS_MAIN(TstWording)
#include "tst_wording.moc"

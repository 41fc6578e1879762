// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// core::Scenario: the one request type behind both command lines, scenario files and the
// app's saved setup. Round trips, the one rule for numbers, and every refusal's sentence.

#include "core/algorithm.h"
#include "core/scenario.h"
#include "core/userinput.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

using namespace collviz::core;

Q_DECLARE_METATYPE(Scenario)

namespace {

Scenario ringAllgather()
{
    Scenario s;
    s.algorithm = QStringLiteral("allgather-ring");
    s.topology = QStringLiteral("ring:8");
    return s;
}

Scenario fromJsonText(const char *json, QString *error)
{
    Scenario s;
    const QJsonDocument doc = QJsonDocument::fromJson(QByteArray(json));
    if (!doc.isObject()) {
        *error = QStringLiteral("test row is not a JSON object");
        return s;
    }
    if (Scenario::fromJson(doc.object(), &s, error))
        error->clear();
    return s;
}

} // namespace

class TstScenario : public QObject
{
    Q_OBJECT

private slots:
    void roundTrip_data();
    void roundTrip();
    void documentUsesTheScheduleDocumentsNames();
    void toRunRequest();
    void runRequestRoundTrip();
    void acceptedOptions_data();
    void acceptedOptions();
    void refusedOptions_data();
    void refusedOptions();
    void longValuesAreCut_data();
    void longValuesAreCut();
    void refusedScenarios_data();
    void refusedScenarios();
    void refusedJson_data();
    void refusedJson();
    void files();
};

void TstScenario::roundTrip_data()
{
    QTest::addColumn<Scenario>("scenario");
    QTest::newRow("defaults") << ringAllgather();
    Scenario s = ringAllgather();
    s.model = QStringLiteral("sf,ports=all");
    s.m = 0.1;
    s.ts = 1e-7;
    s.tw = 1e12;
    s.th = 0.25;
    s.round = 5;
    QTest::newRow("model, odd numbers and a round") << s;
    s = Scenario{};
    s.algorithm = QStringLiteral("broadcast-recursive-doubling");
    s.topology = QStringLiteral("torus:3x3x3");
    s.root = 26;
    s.rootGiven = true;
    QTest::newRow("torus:3x3x3 root=26") << s;
    s = Scenario{};
    s.algorithm = QStringLiteral("shift-ring");
    s.topology = QStringLiteral("ring:9");
    s.shift = 4;
    s.shiftGiven = true;
    QTest::newRow("ring:9 shift=4") << s;
}

void TstScenario::roundTrip()
{
    QFETCH(Scenario, scenario);
    QString error;
    QVERIFY2(scenario.validate(Scenario::Naming::File, &error), qPrintable(error));
    // Through the object and through its text, as a file would carry it.
    const QByteArray text = QJsonDocument(scenario.toJson()).toJson();
    Scenario back;
    QVERIFY2(Scenario::fromJson(QJsonDocument::fromJson(text).object(), &back, &error), qPrintable(error));
    QVERIFY2(back == scenario, text.constData());
    QCOMPARE(back.rootGiven, scenario.rootGiven);
    QCOMPARE(back.shiftGiven, scenario.shiftGiven);
}

void TstScenario::documentUsesTheScheduleDocumentsNames()
{
    Scenario s = ringAllgather();
    s.model = QStringLiteral("wh");
    s.m = 4;
    s.round = 2;
    const QJsonObject o = s.toJson();
    QCOMPARE(o.value(QStringLiteral("format")).toString(), QStringLiteral("collviz-scenario/1"));
    QCOMPARE(o.value(QStringLiteral("algorithm")).toString(), QStringLiteral("allgather-ring"));
    QCOMPARE(o.value(QStringLiteral("topology")).toString(), QStringLiteral("ring:8"));
    QCOMPARE(o.value(QStringLiteral("model")).toString(), QStringLiteral("wh"));
    QCOMPARE(o.value(QStringLiteral("round")).toInt(), 2);
    const QJsonObject params = o.value(QStringLiteral("params")).toObject();
    QCOMPARE(params.value(QStringLiteral("m")).toDouble(), 4.0);
    QCOMPARE(params.value(QStringLiteral("ts")).toDouble(), 1.0);
    QCOMPARE(params.value(QStringLiteral("tw")).toDouble(), 1.0);
    QCOMPARE(params.value(QStringLiteral("th")).toDouble(), 0.0);
    // Root and shift were not given: they are not written, so reading does not "give" them.
    QVERIFY(!params.contains(QStringLiteral("root")));
    QVERIFY(!params.contains(QStringLiteral("shift")));
    QCOMPARE(o.keys(), (QStringList{QStringLiteral("algorithm"), QStringLiteral("format"), QStringLiteral("model"),
                                    QStringLiteral("params"), QStringLiteral("round"), QStringLiteral("topology")}));
}

void TstScenario::toRunRequest()
{
    Scenario s;
    s.algorithm = QStringLiteral("broadcast-recursive-doubling");
    s.topology = QStringLiteral("hypercube:4");
    s.model = QStringLiteral("sf");
    s.m = 2;
    s.ts = 3;
    s.tw = 4;
    s.th = 5;
    s.root = 7;
    s.rootGiven = true;
    const RunRequest r = s.toRunRequest();
    QCOMPARE(r.algorithm, s.algorithm);
    QCOMPARE(r.topology, s.topology);
    QCOMPARE(r.modelSpec, QStringLiteral("sf"));
    QCOMPARE(r.params.cost.m, 2.0);
    QCOMPARE(r.params.cost.ts, 3.0);
    QCOMPARE(r.params.cost.tw, 4.0);
    QCOMPARE(r.params.cost.th, 5.0);
    QCOMPARE(r.params.root, 7);
    QVERIFY(r.rootGiven);
    QVERIFY(!r.shiftGiven);
    QCOMPARE(r.params.shift, 1); // the default shift, unused by a broadcast
    // And the engine runs it as given.
    const RunResult result = Engine::run(r);
    QVERIFY2(result.ok, qPrintable(result.error));
    QCOMPARE(result.params.root, 7);
    QCOMPARE(result.model.toString(), QStringLiteral("sf,ports=1,duplex=full,combining"));
}

void TstScenario::runRequestRoundTrip()
{
    RunRequest r;
    r.algorithm = QStringLiteral("shift-ring");
    r.topology = QStringLiteral("ring:6");
    r.params.shift = 2;
    r.shiftGiven = true;
    r.params.cost.th = 0.5;
    const Scenario s = Scenario::fromRunRequest(r, 3);
    QCOMPARE(s.shift, 2);
    QVERIFY(s.shiftGiven);
    QVERIFY(!s.rootGiven);
    QCOMPARE(s.round, 3);
    QCOMPARE(s.th, 0.5);
    QVERIFY(Scenario::fromRunRequest(s.toRunRequest(), 3) == s);
}

void TstScenario::acceptedOptions_data()
{
    QTest::addColumn<QString>("option");
    QTest::addColumn<QString>("text");
    QTest::addColumn<double>("expected");
    QTest::newRow("m integer") << "m" << "4" << 4.0;
    QTest::newRow("m decimal") << "m" << "0.5" << 0.5;
    QTest::newRow("m leading point") << "m" << ".5" << 0.5;
    QTest::newRow("m trailing point") << "m" << "2." << 2.0;
    QTest::newRow("m exponent") << "m" << "1e6" << 1e6;
    QTest::newRow("m largest") << "m" << "1e12" << 1e12;
    QTest::newRow("ts zero") << "ts" << "0" << 0.0;
    QTest::newRow("th small exponent") << "th" << "2.5E-3" << 0.0025;
    QTest::newRow("root zero") << "root" << "0" << 0.0;
    QTest::newRow("root leading zeros") << "root" << "007" << 7.0;
    QTest::newRow("root largest") << "root" << "65535" << 65535.0;
    QTest::newRow("shift one") << "shift" << "1" << 1.0;
    QTest::newRow("round") << "round" << "12" << 12.0;
}

void TstScenario::acceptedOptions()
{
    QFETCH(QString, option);
    QFETCH(QString, text);
    QFETCH(double, expected);
    Scenario s;
    QString error;
    QVERIFY2(s.setOption(option, text, &error), qPrintable(error));
    const double value = option == QLatin1String("m")       ? s.m
                         : option == QLatin1String("ts")    ? s.ts
                         : option == QLatin1String("th")    ? s.th
                         : option == QLatin1String("root")  ? s.root
                         : option == QLatin1String("shift") ? s.shift
                                                            : s.round;
    QCOMPARE(value, expected);
    QCOMPARE(s.rootGiven, option == QLatin1String("root"));
    QCOMPARE(s.shiftGiven, option == QLatin1String("shift"));
}

void TstScenario::refusedOptions_data()
{
    QTest::addColumn<QString>("option");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("sentence");
    const QString positive = QStringLiteral("it takes a plain decimal number > 0 and at most 1e12 (no sign), e.g. 1, 0.5 or 1e6.");
    const QString nonNegative =
        QStringLiteral("it takes a plain decimal number >= 0 and at most 1e12 (no sign), e.g. 0, 1, 0.5 or 1e6.");
    const QString root = QStringLiteral("it takes a plain decimal integer 0..65535 (digits only, no sign).");
    const QString shift = QStringLiteral("it takes a plain decimal integer 1..65535 (digits only, no sign).");
    const QString round = QStringLiteral("it takes a plain decimal integer 0..999999999 (digits only, no sign).");
    auto row = [](const char *name, const char *option, const QString &text, const QString &accepted) {
        QTest::newRow(name) << QString::fromLatin1(option) << text
                            << QStringLiteral("--%1 '%2' is not accepted; %3").arg(QLatin1String(option), text, accepted);
    };
    row("m negative", "m", QStringLiteral("-1"), positive);
    row("m zero", "m", QStringLiteral("0"), positive);
    row("m plus sign", "m", QStringLiteral("+2"), positive);
    row("m too large", "m", QStringLiteral("1e13"), positive);
    row("m beyond double", "m", QStringLiteral("1e999"), positive);
    row("m nan", "m", QStringLiteral("nan"), positive);
    row("m inf", "m", QStringLiteral("inf"), positive);
    row("m comma decimal", "m", QStringLiteral("0,5"), positive);
    row("m empty", "m", QString(), positive);
    row("ts negative", "ts", QStringLiteral("-0.5"), nonNegative);
    row("tw word", "tw", QStringLiteral("fast"), nonNegative);
    row("th hex", "th", QStringLiteral("0x10"), nonNegative);
    row("root plus sign", "root", QStringLiteral("+2"), root);
    row("root negative", "root", QStringLiteral("-1"), root);
    row("root fraction", "root", QStringLiteral("1.5"), root);
    row("root exponent", "root", QStringLiteral("1e2"), root);
    row("root leading space", "root", QStringLiteral(" 2"), root);
    row("root too large", "root", QStringLiteral("65536"), root);
    row("root ten digits", "root", QStringLiteral("1234567890"), root);
    row("root Arabic-Indic digit", "root", QStringLiteral("\u0662"), root);
    row("shift zero", "shift", QStringLiteral("0"), shift);
    row("shift plus sign", "shift", QStringLiteral("+2"), shift);
    row("shift negative", "shift", QStringLiteral("-1"), shift);
    row("round negative", "round", QStringLiteral("-1"), round);
    QTest::newRow("model empty") << "model" << ""
                                 << "--model is empty; give items such as sf, wh, ports=1, ports=all, duplex=half, "
                                    "noncombining";
    QTest::newRow("topology blank") << "topology" << "  "
                                    << "--topology is empty; it takes a SPEC such as hypercube:4 or ring:8";
    QTest::newRow("not an option") << "colour" << "red"
                                   << "--colour is not a scenario option; accepted: --topology, --algorithm, --model, "
                                      "--m, --ts, --tw, --th, --tc, --root, --shift, --repeat, --round";
}

void TstScenario::refusedOptions()
{
    QFETCH(QString, option);
    QFETCH(QString, text);
    QFETCH(QString, sentence);
    Scenario s;
    const Scenario before = s;
    QString error;
    QVERIFY(!s.setOption(option, text, &error));
    QCOMPARE(error, sentence);
    QVERIFY(s == before); // a refused value changes nothing
}

void TstScenario::longValuesAreCut_data()
{
    QTest::addColumn<QString>("option");
    const QStringList options{QStringLiteral("m"), QStringLiteral("ts"), QStringLiteral("root"), QStringLiteral("shift"),
                              QStringLiteral("round"), QStringLiteral("topology"), QStringLiteral("algorithm"),
                              QStringLiteral("model")};
    for (const QString &o : options)
        QTest::newRow(qPrintable(o)) << o;
}

/// A 100,000-character argument never comes back in full: the message repeats at most 60
/// characters of it (59 and an ellipsis).
void TstScenario::longValuesAreCut()
{
    QFETCH(QString, option);
    const QString huge(100000, QLatin1Char('9'));
    Scenario s = ringAllgather();
    s.algorithm = QStringLiteral("broadcast-recursive-doubling");
    QString error;
    if (s.setOption(option, huge + QLatin1Char('x'), &error))
        QVERIFY(!s.validate(Scenario::Naming::CommandLine, &error));
    // What is accepted follows "; accepted:" and grows with the registry; the echo comes before.
    const QString echo = error.section(QStringLiteral("; accepted:"), 0, 0);
    QVERIFY2(echo.size() < 700, qPrintable(QString::number(echo.size())));
    QVERIFY2(error.contains(QString(59, QLatin1Char('9')) + QChar(0x2026)), qPrintable(error));
    QVERIFY(!error.contains(QString(60, QLatin1Char('9'))));
}

void TstScenario::refusedScenarios_data()
{
    QTest::addColumn<Scenario>("scenario");
    QTest::addColumn<int>("naming");
    QTest::addColumn<QString>("mentions");
    const int cli = int(Scenario::Naming::CommandLine);
    const int file = int(Scenario::Naming::File);
    Scenario s = ringAllgather();
    s.algorithm.clear();
    QTest::newRow("no algorithm") << s << cli << "--algorithm is missing; it takes an algorithm id";
    QTest::newRow("no algorithm, file") << s << file << "algorithm is missing";
    s = ringAllgather();
    s.topology.clear();
    QTest::newRow("no topology") << s << cli << "--topology is missing; it takes a SPEC";
    s = ringAllgather();
    s.algorithm = QStringLiteral("allgather-spiral");
    QTest::newRow("unknown algorithm") << s << cli << "unknown algorithm 'allgather-spiral'; accepted: ";
    s = ringAllgather();
    s.topology = QStringLiteral("ring:+5");
    QTest::newRow("topology with plus sign") << s << cli << "malformed size '+5' in topology 'ring:+5'";
    s = ringAllgather();
    s.topology = QStringLiteral("star:5");
    QTest::newRow("unknown topology kind") << s << cli << "unknown topology kind 'star'";
    s = ringAllgather();
    s.model = QStringLiteral("ports=+2");
    QTest::newRow("ports with plus sign") << s << cli << "unknown model item 'ports=+2'";
    s = ringAllgather();
    s.model = QStringLiteral("sf,wh");
    QTest::newRow("contradictory model") << s << cli << "'sf' and 'wh' both set the same aspect";
    s = ringAllgather();
    s.root = 2;
    s.rootGiven = true;
    QTest::newRow("root for allgather") << s << cli
                                        << "--root means nothing for allgather-ring (operation allgather); it applies to "
                                           "broadcast, reduce, scatter, gather";
    QTest::newRow("root for allgather, file") << s << file << "params.root means nothing for allgather-ring";
    s = ringAllgather();
    s.algorithm = QStringLiteral("broadcast-recursive-doubling");
    s.shiftGiven = true;
    QTest::newRow("shift for broadcast") << s << cli
                                         << "--shift means nothing for broadcast-recursive-doubling (operation "
                                            "broadcast); it applies to shift algorithms";
    // Scenarios built in code skip setOption(): validate() checks the ranges too.
    s = ringAllgather();
    s.m = -1;
    QTest::newRow("m negative") << s << cli << "--m -1 is not accepted; it takes a plain decimal number > 0";
    QTest::newRow("m negative, file") << s << file << "params.m -1 is not accepted; it takes a plain decimal number > 0";
    s = ringAllgather();
    s.tw = std::numeric_limits<double>::quiet_NaN();
    QTest::newRow("tw nan") << s << cli << "--tw nan is not accepted";
    s = ringAllgather();
    s.th = 2e12;
    QTest::newRow("th too large") << s << cli << "--th 2e+12 is not accepted";
    s = ringAllgather();
    s.shift = 0;
    QTest::newRow("shift zero") << s << cli << "--shift 0 is not accepted; it takes a plain decimal integer 1..65535";
    s = ringAllgather();
    s.root = -3;
    QTest::newRow("root negative") << s << file << "params.root -3 is not accepted";
    s = ringAllgather();
    s.round = -1;
    QTest::newRow("round negative") << s << file << "round -1 is not accepted";
    // Found by fuzz/fuzz_scenario: a control character in a SPEC is echoed as an escape.
    s = ringAllgather();
    s.model = QStringLiteral("s1\n");
    QTest::newRow("newline in the model") << s << file << "unknown model item 's1' in 's1\\n'";
}

void TstScenario::refusedScenarios()
{
    QFETCH(Scenario, scenario);
    QFETCH(int, naming);
    QFETCH(QString, mentions);
    QString error;
    QVERIFY(!scenario.validate(Scenario::Naming(naming), &error));
    QVERIFY2(error.startsWith(mentions) || error.contains(mentions), qPrintable(error));
    QCOMPARE(error.count(QLatin1Char('\n')), 0);
}

void TstScenario::refusedJson_data()
{
    QTest::addColumn<QString>("json");
    QTest::addColumn<QString>("sentence");
    const QString root = QStringLiteral("it takes a plain decimal integer 0..65535 (digits only, no sign) as a JSON number.");
    const QString positive =
        QStringLiteral("it takes a plain decimal number > 0 and at most 1e12 (no sign), e.g. 1, 0.5 or 1e6 as a JSON number.");
    auto row = [](const char *name, const char *params, const QString &sentence) {
        QTest::newRow(name) << QStringLiteral(R"({"format":"collviz-scenario/1","algorithm":"broadcast-tree",)"
                                              R"("topology":"tree:8","params":%1})")
                                   .arg(QLatin1String(params))
                            << sentence;
    };
    QTest::newRow("no format") << R"({"algorithm":"broadcast-tree","topology":"tree:8"})"
                               << "format (missing) is not accepted; it takes \"collviz-scenario/1\", as in "
                                  "{\"format\": \"collviz-scenario/1\", \"algorithm\": ID, \"topology\": SPEC, ...}";
    QTest::newRow("schedule format") << R"({"format":"collviz-schedule/1"})"
                                     << "format \"collviz-schedule/1\" is not accepted; it takes \"collviz-scenario/1\", "
                                        "as in {\"format\": \"collviz-scenario/1\", \"algorithm\": ID, \"topology\": "
                                        "SPEC, ...}";
    QTest::newRow("unknown member") << R"({"format":"collviz-scenario/1","colour":"red"})"
                                    << "member 'colour' is not part of a scenario; accepted: format, algorithm, "
                                       "topology, model, params, round, bookmarks, exercises, views";
    QTest::newRow("bookmarks round 0") << R"({"format":"collviz-scenario/1","bookmarks":[2,0]})"
                                       << "bookmarks [2,0] is not accepted; it takes a list of rounds from 1 to "
                                          "999999999, such as [2, 5]";
    QTest::newRow("bookmarks as number") << R"({"format":"collviz-scenario/1","bookmarks":3})"
                                         << "bookmarks 3 is not accepted; it takes a list of rounds from 1 to "
                                            "999999999, such as [2, 5]";
    QTest::newRow("algorithm as number") << R"({"format":"collviz-scenario/1","algorithm":7})"
                                         << "algorithm 7 is not accepted; it takes a non-empty JSON string";
    QTest::newRow("topology empty") << R"({"format":"collviz-scenario/1","topology":""})"
                                    << "topology \"\" is not accepted; it takes a non-empty JSON string";
    QTest::newRow("model as list") << R"({"format":"collviz-scenario/1","model":["sf"]})"
                                   << "model [\"sf\"] is not accepted; it takes a model SPEC as a JSON string (\"\" = "
                                      "the natural model)";
    QTest::newRow("round fraction") << R"({"format":"collviz-scenario/1","round":1.5})"
                                    << "round 1.5 is not accepted; it takes a plain decimal integer 0..999999999 "
                                       "(digits only, no sign) as a JSON number.";
    QTest::newRow("params as list") << R"({"format":"collviz-scenario/1","params":[1]})"
                                    << "params [1] is not accepted; it takes an object such as {\"m\": 1, \"ts\": 1}";
    row("params unknown member", R"({"q":1})",
        QStringLiteral("member 'params.q' is not part of a scenario; accepted: m, ts, tw, th, tc, root, shift, repeat"));
    row("m as string", R"({"m":"1"})", QStringLiteral("params.m \"1\" is not accepted; ") + positive);
    row("m zero", R"({"m":0})", QStringLiteral("params.m 0 is not accepted; ") + positive);
    row("root as string with sign", R"({"root":"+2"})", QStringLiteral("params.root \"+2\" is not accepted; ") + root);
    row("root negative", R"({"root":-1})", QStringLiteral("params.root -1 is not accepted; ") + root);
    row("root fraction", R"({"root":2.5})", QStringLiteral("params.root 2.5 is not accepted; ") + root);
    row("root too large", R"({"root":65536})", QStringLiteral("params.root 65536 is not accepted; ") + root);
    row("root true", R"({"root":true})", QStringLiteral("params.root true is not accepted; ") + root);
    // Found by fuzz/fuzz_scenario: a member name with a newline is echoed as an escape.
    QTest::newRow("newline in a member name") << R"({"format":"collviz-scenario/1","col\nour":1})"
                                              << "member 'col\\nour' is not part of a scenario; accepted: format, "
                                                 "algorithm, topology, model, params, round, bookmarks, exercises, "
                                                 "views";
}

void TstScenario::refusedJson()
{
    QFETCH(QString, json);
    QFETCH(QString, sentence);
    QString error;
    fromJsonText(json.toUtf8().constData(), &error);
    QCOMPARE(error, sentence);
}

void TstScenario::files()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    Scenario s = ringAllgather();
    s.model = QStringLiteral("ports=all");
    s.round = 3;
    const QString path = dir.filePath(QStringLiteral("ring.json"));
    QString error;
    QVERIFY2(s.writeFile(path, &error), qPrintable(error));
    Scenario back;
    QVERIFY2(Scenario::readFile(path, &back, &error), qPrintable(error));
    QVERIFY(back == s);

    // readFile validates, and names the file first.
    s.topology = QStringLiteral("ring:+5");
    QVERIFY(s.writeFile(path, &error));
    QVERIFY(!Scenario::readFile(path, &back, &error));
    QVERIFY2(error.startsWith(QStringLiteral("scenario file '%1': malformed size '+5'").arg(path)), qPrintable(error));

    QVERIFY(!Scenario::readFile(dir.filePath(QStringLiteral("missing.json")), &back, &error));
    QVERIFY2(error.startsWith(QStringLiteral("cannot read scenario file '")), qPrintable(error));

    QFile garbage(dir.filePath(QStringLiteral("garbage.json")));
    QVERIFY(garbage.open(QIODevice::WriteOnly));
    garbage.write("{\"format\": ");
    garbage.close();
    QVERIFY(!Scenario::readFile(garbage.fileName(), &back, &error));
    QVERIFY2(error.contains(QStringLiteral("is not a JSON object")), qPrintable(error));
    QCOMPARE(error.count(QLatin1Char('\n')), 0);
}

QTEST_GUILESS_MAIN(TstScenario)
#include "tst_scenario.moc"

// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The desktop app's command line, run as a user runs it: bad arguments give one sentence on
// stderr and exit status 2 before any window opens (as collviz-cli does); a scenario file
// and the screenshot options render a picture.

#include "core/algorithm.h"
#include "core/scenario.h"
#include "views/session.h"

#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSettings>
#include <QTemporaryDir>
#include <QtTest>

#include "tests/handmade.h"
#include "tests/programrun.h"

namespace {

using AppRun = collviz::tests::ProgramRun;

/// The desktop app with `args` (the build's binary, COLLVIZ_GUI_PATH).
AppRun app(const QStringList &args)
{
    return collviz::tests::runProgram(QStringLiteral(COLLVIZ_GUI_PATH), args);
}

} // namespace

class TstCommandLine : public QObject
{
    Q_OBJECT

private slots:
    void badArguments_data();
    void badArguments();
    void hugeArgumentIsCut_data();
    void hugeArgumentIsCut();
    void helpListsTheScenarioOption();
    void screenshotFromScenarioFile();
    void screenshotFromScheduleFile();
    void screenshotWithViewsAndPresentation();
    void startupTimeLeavesTheSavedSetupAlone();
};

void TstCommandLine::badArguments_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("sentence");
    const QString shot = QStringLiteral("--screenshot");
    const QString png = QStringLiteral("never-written.png");
    QTest::newRow("root with plus sign")
        << QStringList{QStringLiteral("--root"), QStringLiteral("+2")}
        << "collviz: --root '+2' is not accepted; it takes a plain decimal integer 0..65535 (digits only, no sign).";
    QTest::newRow("shift negative")
        << QStringList{QStringLiteral("--shift"), QStringLiteral("-1")}
        << "collviz: --shift '-1' is not accepted; it takes a plain decimal integer 1..65535 (digits only, no sign).";
    QTest::newRow("round as a word")
        << QStringList{QStringLiteral("--round"), QStringLiteral("last")}
        << "collviz: --round 'last' is not accepted; it takes a plain decimal integer 0..999999999 (digits only, no "
           "sign).";
    QTest::newRow("m zero") << QStringList{QStringLiteral("--m"), QStringLiteral("0")}
                            << "collviz: --m '0' is not accepted; it takes a plain decimal number > 0 and at most 1e12 "
                               "(no sign), e.g. 1, 0.5 or 1e6.";
    QTest::newRow("topology with plus sign") << QStringList{QStringLiteral("--topology"), QStringLiteral("ring:+5")}
                                             << "collviz: malformed size '+5' in topology 'ring:+5'; accepted: ";
    QTest::newRow("ports with plus sign") << QStringList{QStringLiteral("--model"), QStringLiteral("ports=+2")}
                                          << "collviz: unknown model item 'ports=+2' in 'ports=+2'; accepted: ";
    QTest::newRow("unknown algorithm") << QStringList{QStringLiteral("--algorithm"), QStringLiteral("nope")}
                                       << "collviz: unknown algorithm 'nope'; accepted: ";
    QTest::newRow("root for allgather")
        << QStringList{QStringLiteral("--algorithm"), QStringLiteral("allgather-ring"), QStringLiteral("--topology"),
                       QStringLiteral("ring:8"), QStringLiteral("--root"), QStringLiteral("2")}
        << "collviz: --root means nothing for allgather-ring (operation allgather); it applies to broadcast, reduce, "
           "scatter, gather";
    QTest::newRow("unknown option") << QStringList{QStringLiteral("--colour"), QStringLiteral("red")}
                                    << "collviz: Unknown option 'colour'; see 'collviz --help'";
    QTest::newRow("option twice") << QStringList{QStringLiteral("--m"), QStringLiteral("1"), QStringLiteral("--m"),
                                                 QStringLiteral("2")}
                                  << "collviz: --m is given more than once; give it once";
    QTest::newRow("stray word") << QStringList{QStringLiteral("ring:8")}
                                << "collviz: 'ring:8' is not an option; see 'collviz --help'";
    QTest::newRow("missing scenario file")
        << QStringList{QStringLiteral("--scenario"), QStringLiteral("/nonexistent/setup.json")}
        << "collviz: cannot read scenario file '/nonexistent/setup.json' (";
    QTest::newRow("missing schedule file")
        << QStringList{QStringLiteral("--schedule"), QStringLiteral("/nonexistent/s.json")}
        << "collviz: cannot read schedule file '/nonexistent/s.json' (";
    QTest::newRow("schedule file is a directory")
        << QStringList{QStringLiteral("--schedule"), QStringLiteral("/tmp")}
        << "collviz: cannot read schedule file '/tmp': it is a directory";
    QTest::newRow("progress without screenshot") << QStringList{QStringLiteral("--progress"), QStringLiteral("0.5")}
                                                 << "collviz: --progress only applies with --screenshot FILE";
    QTest::newRow("progress above one")
        << QStringList{shot, png, QStringLiteral("--progress"), QStringLiteral("2")}
        << "collviz: --progress '2' is not accepted; it takes a plain decimal number 0..1 (no sign), e.g. 0.5.";
    QTest::newRow("node with plus sign")
        << QStringList{shot, png, QStringLiteral("--node"), QStringLiteral("+1")}
        << "collviz: --node '+1' is not accepted; it takes a plain decimal integer 0..65535 (digits only, no sign).";
    QTest::newRow("size without height")
        << QStringList{shot, png, QStringLiteral("--size"), QStringLiteral("1440")}
        << "collviz: --size '1440' is not accepted; it takes WxH in pixels, each 1..16384, e.g. 1440x900.";
}

void TstCommandLine::badArguments()
{
    QFETCH(QStringList, args);
    QFETCH(QString, sentence);
    const AppRun r = app(args);
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.out.isEmpty());
    const QString err = QString::fromUtf8(r.err);
    QVERIFY2(err.startsWith(sentence), qPrintable(err));
    QCOMPARE(err.count(QLatin1Char('\n')), 1); // one sentence, one line
    QVERIFY(!QFile::exists(QStringLiteral("never-written.png")));
}

void TstCommandLine::hugeArgumentIsCut_data()
{
    QTest::addColumn<QStringList>("args");
    const QString huge(100000, QLatin1Char('9'));
    for (const char *option : {"topology", "algorithm", "model", "root", "m", "scenario"})
        QTest::newRow(option) << QStringList{QStringLiteral("--%1").arg(QLatin1String(option)), huge};
    QTest::newRow("unknown option") << QStringList{QStringLiteral("--") + huge};
}

void TstCommandLine::hugeArgumentIsCut()
{
    QFETCH(QStringList, args);
    const AppRun r = app(args);
    QCOMPARE(r.exitCode, 2);
    const QString err = QString::fromUtf8(r.err);
    // What is accepted follows "; accepted:" and grows with the registry; the echo comes before.
    const QString echo = err.section(QStringLiteral("; accepted:"), 0, 0);
    QVERIFY2(echo.size() < 700, qPrintable(QString::number(echo.size())));
    QVERIFY2(err.contains(QChar(0x2026)), qPrintable(err));
    QCOMPARE(err.count(QLatin1Char('\n')), 1);
}

void TstCommandLine::helpListsTheScenarioOption()
{
    const AppRun r = app({QStringLiteral("--help")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains("--scenario <FILE>"));
    QVERIFY(r.out.contains("--round <K>"));
}

void TstCommandLine::screenshotFromScenarioFile()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    collviz::core::Scenario s;
    s.algorithm = QStringLiteral("allgather-ring");
    s.topology = QStringLiteral("ring:6");
    s.round = 2;
    const QString scenarioPath = dir.filePath(QStringLiteral("ring.json"));
    QString error;
    QVERIFY2(s.writeFile(scenarioPath, &error), qPrintable(error));
    const QString png = dir.filePath(QStringLiteral("shot.png"));
    const AppRun r = app({QStringLiteral("--scenario"), scenarioPath, QStringLiteral("--m"), QStringLiteral("2"),
                          QStringLiteral("--screenshot"), png, QStringLiteral("--progress"), QStringLiteral("0.5"),
                          QStringLiteral("--size"), QStringLiteral("800x600")});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QVERIFY2(!r.err.contains("collviz:"), r.err.constData()); // the platform plugin may chatter; the app does not
    const QImage image(png);
    QCOMPARE(image.size(), QSize(800, 600));

    // The same scenario with a bad override stops at the override.
    const AppRun bad = app({QStringLiteral("--scenario"), scenarioPath, QStringLiteral("--shift"), QStringLiteral("2")});
    QCOMPARE(bad.exitCode, 2);
    QVERIFY2(bad.err.startsWith("collviz: --shift means nothing for allgather-ring"), bad.err.constData());
}

void TstCommandLine::screenshotWithViewsAndPresentation()
{
    // A scenario's views reach the screenshot (an unknown panel is refused, as the window
    // refuses it), and --presentation draws the lecture's screen at the size asked for.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    collviz::core::Scenario s;
    s.algorithm = QStringLiteral("allgather-ring");
    s.topology = QStringLiteral("ring:6");
    s.round = 2;
    s.views = QJsonObject{{QStringLiteral("front"), QJsonArray{QStringLiteral("noSuchPanel")}}};
    const QString scenarioPath = dir.filePath(QStringLiteral("ring.json"));
    QString error;
    QVERIFY2(s.writeFile(scenarioPath, &error), qPrintable(error));
    const QString png = dir.filePath(QStringLiteral("shot.png"));
    const AppRun refused = app({QStringLiteral("--scenario"), scenarioPath, QStringLiteral("--screenshot"), png});
    QCOMPARE(refused.exitCode, 2);
    QVERIFY2(refused.err.contains("there is no panel 'noSuchPanel'"), refused.err.constData());
    QVERIFY(!QFileInfo::exists(png));

    const QString window = dir.filePath(QStringLiteral("window.png"));
    const AppRun normal = app({QStringLiteral("--algorithm"), QStringLiteral("allgather-ring"), QStringLiteral("--topology"),
                               QStringLiteral("ring:6"), QStringLiteral("--screenshot"), window, QStringLiteral("--size"),
                               QStringLiteral("1280x720")});
    QVERIFY2(normal.exitCode == 0, normal.err.constData());
    const AppRun lecture = app({QStringLiteral("--algorithm"), QStringLiteral("allgather-ring"), QStringLiteral("--topology"),
                                QStringLiteral("ring:6"), QStringLiteral("--presentation"), QStringLiteral("--screenshot"), png,
                                QStringLiteral("--size"), QStringLiteral("1280x720")});
    QVERIFY2(lecture.exitCode == 0, lecture.err.constData());
    const QImage presented(png);
    QCOMPARE(presented.size(), QSize(1280, 720));
    // No menu bar on the projector: the status line's white, not the menu bar's grey, on top.
    const QColor top = presented.pixelColor(640, 2);
    QVERIFY2(top == QColor(Qt::white), qPrintable(top.name()));
    QVERIFY(QImage(window).pixelColor(640, 2) != QColor(Qt::white));
}

void TstCommandLine::screenshotFromScheduleFile()
{
    // Schedules written by hand, one naming no algorithm, one naming an algorithm CollViz does
    // not have: drawn at the round asked for.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QJsonObject named = collviz::tests::bothWaysAllgather();
    named.insert(QStringLiteral("algorithm"), QStringLiteral("allgather-ring-both-ways"));
    for (const QJsonObject &doc : {collviz::tests::bothWaysAllgather(), named}) {
        const QString path = dir.filePath(QStringLiteral("both-ways.json"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(QJsonDocument(doc).toJson());
        f.close();
        const QString png = dir.filePath(QStringLiteral("shot.png"));
        QFile::remove(png);
        const AppRun r = app({QStringLiteral("--schedule"), path, QStringLiteral("--round"), QStringLiteral("2"),
                              QStringLiteral("--screenshot"), png, QStringLiteral("--size"), QStringLiteral("800x600")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY2(!r.err.contains("collviz:"), r.err.constData());
        QCOMPARE(QImage(png).size(), QSize(800, 600));
        // `collviz FILE.json` is the same as --schedule FILE.
        const AppRun positional = app({path, QStringLiteral("--screenshot"), png});
        QVERIFY2(positional.exitCode == 0, positional.err.constData());
    }

    // The file fixes the setup: an option that would change it is refused, not ignored; its
    // network, model and costs with the reader's sentence (they choose them for files that
    // name none).
    const QString path = dir.filePath(QStringLiteral("both-ways.json"));
    const AppRun topology = app({QStringLiteral("--schedule"), path, QStringLiteral("--topology"), QStringLiteral("ring:4")});
    QCOMPARE(topology.exitCode, 2);
    QVERIFY2(topology.err.startsWith("collviz: schedule file '"), topology.err.constData());
    QVERIFY2(topology.err.contains("': a collviz-schedule/1 file names its network, model and cost; --topology"),
             topology.err.constData());
    const AppRun root = app({QStringLiteral("--schedule"), path, QStringLiteral("--root"), QStringLiteral("1")});
    QCOMPARE(root.exitCode, 2);
    QVERIFY2(root.err.startsWith("collviz: --root cannot be given with --schedule FILE"), root.err.constData());
    // A round the file does not have, and a file the reader refuses: one sentence, status 2.
    const QString png = dir.filePath(QStringLiteral("never.png"));
    const AppRun beyond = app({QStringLiteral("--schedule"), path, QStringLiteral("--round"), QStringLiteral("3"),
                               QStringLiteral("--screenshot"), png});
    QCOMPARE(beyond.exitCode, 2);
    QVERIFY2(beyond.err.contains("--round 3 is beyond the run's 2 rounds"), beyond.err.constData());
    QJsonObject wrong = collviz::tests::bothWaysAllgather();
    wrong.insert(QStringLiteral("operation"), QStringLiteral("broadcast"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(QJsonDocument(wrong).toJson());
    f.close();
    const AppRun refused = app({QStringLiteral("--schedule"), path, QStringLiteral("--screenshot"), png});
    QCOMPARE(refused.exitCode, 2);
    // (Offscreen, Qt's platform plugin may chatter on stderr; the app says one sentence.)
    QVERIFY2(refused.err.contains(QStringLiteral("collviz: schedule file '%1': initial[1] is not what vertex 1 holds "
                                                "at the start of broadcast").arg(path).toUtf8()),
             refused.err.constData());
    QCOMPARE(refused.err.count("collviz:"), 1);
    QVERIFY(!QFile::exists(png));
}

void TstCommandLine::startupTimeLeavesTheSavedSetupAlone()
{
    // Issue 13 defect 9: `collviz --startup-time` overwrote the lecturer's saved setup.
    QTemporaryDir config;
    QVERIFY(config.isValid());
    const QString file = config.filePath(QStringLiteral("CollViz/CollViz.conf"));
    {
        QSettings settings(file, QSettings::IniFormat);
        collviz::core::RunRequest request = collviz::views::Session::defaultRequest();
        request.topology = QStringLiteral("ring:8");
        collviz::views::Session::saveSetup(settings, request, 2);
        settings.sync();
        QCOMPARE(settings.status(), QSettings::NoError);
    }
    QFile before(file);
    QVERIFY(before.open(QIODevice::ReadOnly));
    const QByteArray saved = before.readAll();
    before.close();
    QVERIFY(saved.contains("ring:8"));

    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), config.path());
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    process.setProcessEnvironment(env);
    process.start(QStringLiteral(COLLVIZ_GUI_PATH), {QStringLiteral("--startup-time")});
    QVERIFY(process.waitForFinished(60000));
    QCOMPARE(process.exitCode(), 0);
    QVERIFY(process.readAllStandardOutput().contains("first frame drawn after"));
    QFile after(file);
    QVERIFY(after.open(QIODevice::ReadOnly));
    QCOMPARE(after.readAll(), saved);
}

QTEST_MAIN(TstCommandLine)
#include "tst_commandline.moc"

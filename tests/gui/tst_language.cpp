// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The Language menu: it lists every translation by its own name, switches the whole window
// while a run is on screen (menus, docks, setup, results, narration, the engine's text), is
// remembered in QSettings, and without a remembered choice LANG picks the language.

#include "core/engine.h"
#include "core/hamiltonian.h"
#include "core/tadt.h"
#include "core/topology.h"
#include "views/export/tables.h"
#include "views/i18n.h"
#include "views/mainwindow.h"
#include "views/models/resultsmodel.h"
#include "views/panels/narrationpanel.h"
#include "views/panels/pseudocodepanel.h"
#include "views/panels/resultspanel.h"
#include "views/panels/setuppanel.h"
#include "views/session.h"
#include "guihelpers.h"

#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QProcess>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace collviz;
using namespace collviz::tests;

namespace {

QAction *languageAction(views::MainWindow &w, const QString &name)
{
    const auto actions = w.languageMenu()->actions();
    for (QAction *a : actions)
        if (!a->isSeparator() && a->data().toString() == name)
            return a;
    return nullptr;
}

QStringList menuTitles(views::MainWindow &w)
{
    QStringList titles;
    const auto actions = w.menuBar()->actions();
    for (const QAction *a : actions)
        titles << a->text();
    return titles;
}

bool hasHan(const QString &s)
{
    return std::any_of(s.begin(), s.end(), [](QChar c) { return c.unicode() >= 0x4e00 && c.unicode() <= 0x9fff; });
}

/// collviz --help with the given environment changes; its first line is the translated description.
QString helpFirstLine(const QString &lang, const QString &configHome)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const char *name : {"LANGUAGE", "LC_ALL", "LC_MESSAGES"})
        env.remove(QLatin1String(name));
    env.insert(QStringLiteral("LANG"), lang);
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), configHome);
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(COLLVIZ_GUI_PATH), {QStringLiteral("--help")});
    if (!p.waitForFinished(60000) || p.exitCode() != 0)
        return QStringLiteral("(collviz --help failed: %1)").arg(QString::fromLocal8Bit(p.readAllStandardError()));
    const QString out = QString::fromUtf8(p.readAllStandardOutput());
    // "Usage: …" first, then the description.
    const QStringList lines = out.split(QLatin1Char('\n'));
    return lines.size() > 1 ? lines.at(1) : out;
}

} // namespace

class TestLanguage : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanup();
    void menuNamesEachLanguageInItself();
    void switchRetranslatesTheWindowAndIsRemembered();
    void engineSentencesOfEveryContextAreTranslated();
    void langPicksTheDefaultAndTheMenuChoiceWins_data();
    void langPicksTheDefaultAndTheMenuChoiceWins();
};

void TestLanguage::initTestCase()
{
    tests::useTestSettings("tst_language");
    QSettings().clear();
    views::switchLanguage(*QCoreApplication::instance(), QStringLiteral("en"));
}

void TestLanguage::cleanup()
{
    views::switchLanguage(*QCoreApplication::instance(), QStringLiteral("en"));
    QSettings().clear();
}

void TestLanguage::menuNamesEachLanguageInItself()
{
    views::MainWindow w;
    QStringList names, texts;
    int checked = 0;
    const auto actions = w.languageMenu()->actions();
    for (const QAction *a : actions) {
        if (a->isSeparator())
            continue;
        names << a->data().toString();
        texts << a->text();
        checked += a->isChecked() ? 1 : 0;
    }
    QCOMPARE(names, QStringList({QString(), QStringLiteral("en"), QStringLiteral("cs"), QStringLiteral("zh_CN")}));
    QCOMPARE(texts.mid(1), QStringList({QStringLiteral("English"), QStringLiteral("Čeština"), QStringLiteral("简体中文")}));
    QVERIFY2(texts.at(0).startsWith(QLatin1String("System default (")), qPrintable(texts.at(0)));
    QCOMPARE(checked, 1);
    QVERIFY(languageAction(w, QStringLiteral("en"))->isChecked());
}

void TestLanguage::switchRetranslatesTheWindowAndIsRemembered()
{
    views::MainWindowOptions options;
    options.request = views::Session::defaultRequest(); // Q3 broadcast by recursive doubling
    views::MainWindow w(options);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(waitForRun(w.session()));
    const auto result = w.session()->result();
    QVERIFY2(result, qPrintable(w.session()->error()));
    w.session()->setRound(2);

    const QString englishNarration = result->schedule->rounds[1].narration.toString();
    const QString englishTitle = result->algorithm->title().toString();
    // Language is a setting: after the lecture's menus, before Help.
    QCOMPARE(menuTitles(w), QStringList({QStringLiteral("&File"), QStringLiteral("&View"), QStringLiteral("&Playback"),
                                         QStringLiteral("&Language"), QStringLiteral("&Help")}));
    QCOMPARE(w.narrationPanel()->narrationText().section(QLatin1Char('\n'), 0, 0), englishNarration);

    languageAction(w, QStringLiteral("zh_CN"))->trigger();
    QCoreApplication::processEvents();
    QCOMPARE(views::currentLanguage(), QStringLiteral("zh_CN"));
    QCOMPARE(QSettings().value(QLatin1String(views::kLanguageSettingsKey)).toString(), QStringLiteral("zh_CN"));
    QCOMPARE(views::storedLanguage(), QStringLiteral("zh_CN"));
    QVERIFY(languageAction(w, QStringLiteral("zh_CN"))->isChecked());

    // Menus and docks.
    QCOMPARE(menuTitles(w).mid(0, 4), QStringList({QStringLiteral("文件(&F)"), QStringLiteral("视图(&V)"), QStringLiteral("播放(&P)"),
                                                   QStringLiteral("语言(&L)")}));
    QCOMPARE(w.panelDock(QStringLiteral("narrationDock"))->windowTitle(), QStringLiteral("讲解"));
    QCOMPARE(w.panelDock(QStringLiteral("setupDock"))->windowTitle(), QStringLiteral("设置"));
    // The engine's text: same run, same round, now in Chinese.
    QCOMPARE(w.session()->result(), result);
    QCOMPARE(w.session()->round(), 2);
    const QString chineseNarration = result->schedule->rounds[1].narration.translated();
    QVERIFY2(chineseNarration.startsWith(QStringLiteral("第 2 轮，共 3 轮")), qPrintable(chineseNarration));
    QCOMPARE(w.narrationPanel()->narrationText().section(QLatin1Char('\n'), 0, 0), chineseNarration);
    QCOMPARE(w.setupPanel()->algorithmBox()->currentText(), QStringLiteral("递归加倍的一对全广播"));
    QVERIFY(w.setupPanel()->operationBox()->currentText().startsWith(QStringLiteral("一对全广播")));
    // Pseudo-code stays code, its comments and the formula's note are translated.
    QListWidget *code = w.pseudoCodePanel()->lines();
    QVERIFY(code->count() > 4);
    QCOMPARE(code->item(3)->text().section(QStringLiteral("//"), 0, 0).trimmed(), QStringLiteral(" 4      mask := mask XOR 2^i").trimmed());
    QCOMPARE(code->item(3)->text().section(QStringLiteral("//"), 1).trimmed(), QStringLiteral("清除第 i 位"));
    // The results table.
    const views::ResultsModel *results = w.resultsPanel()->model();
    const int row = results->rowOf(QStringLiteral("verified"));
    QVERIFY(row >= 0);
    QVERIFY2(hasHan(results->index(row, 0).data().toString()), qPrintable(results->index(row, 0).data().toString()));
    const QString formula = results->index(results->rowOf(QStringLiteral("formula")), 1).data().toString();
    QVERIFY2(formula.startsWith(QStringLiteral("(t_s + t_w m) log p   [各维 ceil(log2 z_i) 步之和] = ")), qPrintable(formula));

    // Back to English, then to the system's language: the setting follows, then goes.
    languageAction(w, QStringLiteral("en"))->trigger();
    QCoreApplication::processEvents();
    QCOMPARE(menuTitles(w).at(0), QStringLiteral("&File"));
    QCOMPARE(w.narrationPanel()->narrationText().section(QLatin1Char('\n'), 0, 0), englishNarration);
    QCOMPARE(w.setupPanel()->algorithmBox()->currentText(), englishTitle);
    QVERIFY(code->item(3)->text().endsWith(QStringLiteral("// clear bit i")));
    QCOMPARE(views::storedLanguage(), QStringLiteral("en"));
    languageAction(w, QString())->trigger();
    QCoreApplication::processEvents();
    QVERIFY(!QSettings().contains(QLatin1String(views::kLanguageSettingsKey)));
    QCOMPARE(views::currentLanguage(), QString());
}

void TestLanguage::engineSentencesOfEveryContextAreTranslated()
{
    // Sentences made with a file's own tr() helper are found under the context lupdate gives
    // them (the namespace), not under a class-like name nobody extracted.
    QVERIFY(views::switchLanguage(*QCoreApplication::instance(), QStringLiteral("zh_CN")));
    QString error;
    const core::TopologyPtr tree = core::Topology::create(QStringLiteral("tree:8"), &error);
    const core::TopologyPtr ring = core::Topology::create(QStringLiteral("ring:8"), &error);
    QVERIFY2(tree && ring, qPrintable(error));
    QString why;
    QVERIFY(!core::tadt::build(*tree, &why));
    QVERIFY2(why.startsWith(QStringLiteral("时间弧不相交树构造于")), qPrintable(why));
    why.clear();
    QVERIFY(!core::hamiltonian::decompose(*ring, &why));
    QVERIFY2(why.startsWith(QStringLiteral("链路不相交的哈密顿环")), qPrintable(why));

    core::RunRequest request = views::Session::defaultRequest();
    const core::RunResult result = core::Engine::run(request);
    QVERIFY2(result.ok, qPrintable(result.error));
    const views::tables::Table table = views::tables::roundsTable(result);
    QVERIFY2(table.notes.join(QLatin1Char(' ')).contains(QStringLiteral("原文的公式")), qPrintable(table.notes.join(QLatin1Char(' '))));
}

void TestLanguage::langPicksTheDefaultAndTheMenuChoiceWins_data()
{
    QTest::addColumn<QString>("lang");
    QTest::addColumn<QString>("stored"); // the Language menu's remembered choice; empty: none
    QTest::addColumn<QString>("description");
    const QString chinese = QStringLiteral("CollViz：逐步展示集合通信。");
    const QString english = QStringLiteral("CollViz: collective communication, step by step.");
    QTest::newRow("LANG=zh_CN.UTF-8, nothing chosen") << QStringLiteral("zh_CN.UTF-8") << QString() << chinese;
    QTest::newRow("LANG=en_US.UTF-8, nothing chosen") << QStringLiteral("en_US.UTF-8") << QString() << english;
    QTest::newRow("LANG=zh_CN.UTF-8, English chosen") << QStringLiteral("zh_CN.UTF-8") << QStringLiteral("en") << english;
    QTest::newRow("LANG=en_US.UTF-8, Chinese chosen") << QStringLiteral("en_US.UTF-8") << QStringLiteral("zh_CN") << chinese;
}

void TestLanguage::langPicksTheDefaultAndTheMenuChoiceWins()
{
    QFETCH(QString, lang);
    QFETCH(QString, stored);
    QFETCH(QString, description);
    QTemporaryDir config;
    QVERIFY(config.isValid());
    if (!stored.isEmpty()) {
        // Where the app (organisation and application "CollViz") keeps its settings.
        QVERIFY(QDir(config.path()).mkpath(QStringLiteral("CollViz")));
        QSettings s(config.filePath(QStringLiteral("CollViz/CollViz.conf")), QSettings::IniFormat);
        s.setValue(QLatin1String(views::kLanguageSettingsKey), stored);
    }
    QCOMPARE(helpFirstLine(lang, config.path()), description);
}

QTEST_MAIN(TestLanguage)
#include "tst_language.moc"

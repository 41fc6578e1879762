// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Help > About CollViz: the version of the CMake project, the licence and that there is no
// warranty, the five source documents of the engine's table and the libraries with their
// versions; Help > About Qt beside it. In every language the box names the licence by its
// SPDX name.

#include "core/algorithms/sources.h"
#include "views/mainwindow.h"
#include "views/window/about.h"
#include "guihelpers.h"

#include <QAction>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QTextDocumentFragment>
#include <QtTest>

using namespace collviz;
using namespace collviz::tests;

namespace {

QMessageBox *shownBox(QWidget *window)
{
    for (QMessageBox *box : window->findChildren<QMessageBox *>())
        if (box->isVisible())
            return box;
    return nullptr;
}

} // namespace

class TestAbout : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { useTestSettings("tst_about"); }
    void helpMenuHasBoth();
    void boxNamesVersionLicenceSourcesAndLibraries();
    void licenceNamedInEveryLanguage();
};

void TestAbout::helpMenuHasBoth()
{
    views::MainWindowOptions options;
    options.useSettings = false;
    views::MainWindow w(options);
    QVERIFY(w.aboutAction() && w.aboutQtAction());
    QMenu *help = nullptr;
    for (QAction *top : w.menuBar()->actions())
        if (top->menu() && top->menu()->actions().contains(w.aboutAction()))
            help = top->menu();
    QVERIFY(help);
    QVERIFY(help->actions().contains(w.keyboardHelpAction()));
    QVERIFY(help->actions().contains(w.aboutQtAction()));
    QCOMPARE(w.aboutAction()->text(), QStringLiteral("&About CollViz"));
    QCOMPARE(w.aboutQtAction()->menuRole(), QAction::AboutQtRole);
}

void TestAbout::boxNamesVersionLicenceSourcesAndLibraries()
{
    views::MainWindowOptions options;
    options.useSettings = false;
    views::MainWindow w(options);
    QVERIFY(settled(w));
    // The version is the CMake project's (app/main.cpp may set it as the application's too).
    QCOMPARE(views::About::version(), QCoreApplication::applicationVersion().isEmpty()
                                          ? QStringLiteral(COLLVIZ_VERSION)
                                          : QCoreApplication::applicationVersion());
    w.aboutAction()->trigger();
    QTRY_VERIFY(shownBox(&w));
    QMessageBox *box = shownBox(&w);
    // What the box says, as a reader sees it (no markup; a no-break space is a space).
    const QString text = QTextDocumentFragment::fromHtml(box->text()).toPlainText().replace(QChar(0xa0), QLatin1Char(' '));
    QVERIFY2(text.contains(QStringLiteral("CollViz ") + QStringLiteral(COLLVIZ_VERSION)), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("GPL-3.0-or-later")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("NO WARRANTY")) && text.contains(QStringLiteral("LICENSE")), qPrintable(text));
    // The five sources, as the engine's table cites them.
    for (const core::algorithms::Seed seed : core::algorithms::kSeeds) {
        QVERIFY2(text.contains(core::algorithms::seedFile(seed)), qPrintable(text));
        QVERIFY2(text.contains(core::algorithms::seedCitation(seed)), qPrintable(text));
    }
    QVERIFY2(text.contains(QStringLiteral("Johnsson")), qPrintable(text));
    // And the papers the algorithms beyond the seeds cite (Bruck, Rabenseifner, Swing...).
    for (const core::algorithms::Paper paper : core::algorithms::kPapers)
        QVERIFY2(text.contains(core::algorithms::paperCitation(paper)), qPrintable(text));
    // The libraries linked in, with their versions; nothing that is not linked.
    QVERIFY2(text.contains(QStringLiteral("Qt %1").arg(QLatin1String(qVersion()))), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("Eigen 3.")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("giflib 5.")), qPrintable(text));
    QVERIFY2(!text.contains(QStringLiteral("SimGrid")), qPrintable(text));
    QCOMPARE(box->windowTitle(), QStringLiteral("About CollViz"));
    box->close();
    QTRY_VERIFY(!shownBox(&w));
}

void TestAbout::licenceNamedInEveryLanguage()
{
    const QString english = views::About::text();
    for (const QString &language : views::availableTranslations()) {
        views::switchLanguage(*QCoreApplication::instance(), language);
        const QString text = views::About::text();
        QVERIFY2(text != english, qPrintable(language));
        QVERIFY2(text.contains(QStringLiteral("GPL-3.0-or-later")), qPrintable(language));
        QVERIFY2(text.contains(views::About::version()), qPrintable(language));
    }
    views::switchLanguage(*QCoreApplication::instance(), QStringLiteral("en"));
    QCOMPARE(views::About::text(), english);
}

QTEST_MAIN(TestAbout)
#include "tst_about.moc"

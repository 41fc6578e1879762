// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Switching the language while a run is on screen: the narration, the algorithm's title and
// description and the formula deviation already shown are re-translated, and English comes
// back when the translation is removed. The embedded .qm files are found by locale.

#include "core/engine.h"
#include "core/scheduledocument.h"
#include "core/userfiles.h"
#include "views/export/animation.h"
#include "views/export/figure.h"
#include "views/export/formats/exportformat.h"
#include "views/i18n.h"
#include "views/mainwindow.h"
#include "views/panels/narrationpanel.h"
#include "views/models/resultsmodel.h"
#include "views/panels/resultspanel.h"
#include "views/session.h"
#include "views/panels/setuppanel.h"
#include "guihelpers.h"

#include <QComboBox>
#include <QLabel>
#include <QMenuBar>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTranslator>
#include <QtTest>

using namespace collviz;
using namespace collviz::tests;

namespace {

/// A test-only language for the engine's sentences: "XX:" + the English source.
class PrefixTranslator final : public QTranslator
{
public:
    QString translate(const char *context, const char *source, const char *, int) const override
    {
        if (qstrcmp(context, core::kAlgorithmContext) != 0)
            return {};
        return QStringLiteral("XX:") + QString::fromUtf8(source);
    }
    bool isEmpty() const override { return false; }
};

QString resultValue(views::MainWindow &w, const QString &key)
{
    const views::ResultsModel *m = w.resultsPanel()->model();
    const int row = m->rowOf(key);
    return row < 0 ? QString() : m->index(row, views::ResultsModel::ValueColumn).data().toString();
}

/// Whether some label of the setup panel carries `tip` as its tooltip (the algorithm's box).
bool setupLabelHasToolTip(views::MainWindow &w, const QString &tip)
{
    const auto labels = w.setupPanel()->findChildren<QLabel *>();
    return std::any_of(labels.begin(), labels.end(), [&](const QLabel *l) { return l->toolTip() == tip; });
}

} // namespace

class TestTranslation : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void runtimeSwitchRetranslatesWhatIsShown();
    void translatorFollowsTheLocale_data();
    void translatorFollowsTheLocale();
    void sentencesAreLookedUpWhereTheyAreFiled();
};

void TestTranslation::initTestCase()
{
    tests::useTestSettings("tst_translation");
    QSettings().clear();
}

void TestTranslation::runtimeSwitchRetranslatesWhatIsShown()
{
    core::RunRequest request = views::Session::defaultRequest();
    request.algorithm = QStringLiteral("shift-hypercube");
    request.topology = QStringLiteral("hypercube:4");
    request.modelSpec = QStringLiteral("sf");
    request.params.shift = 5;
    request.shiftGiven = true;
    request.rootGiven = false;
    views::MainWindowOptions options;
    options.useSettings = false;
    options.request = request;
    views::MainWindow w(options);
    QVERIFY(openWindow(w));
    const auto result = w.session()->result();
    QVERIFY2(result, qPrintable(w.session()->error()));
    QVERIFY(result->formulaDeviation);
    w.session()->setRound(2);
    QCOMPARE(w.session()->round(), 2);

    const core::Text &narration = result->schedule->rounds[1].narration;
    const QString englishNarration = narration.toString();
    const QString englishTitle = result->algorithm->title().toString();
    const QString englishDescription = result->algorithm->description().toString();
    const QString englishDeviation = result->formulaDeviation->toString();
    QVERIFY(englishNarration.startsWith(QLatin1String("Round 2 of 3")));
    QComboBox *algorithms = w.setupPanel()->algorithmBox();

    auto expectShown = [&](const QString &prefix) {
        // The algorithm's sentence first; a what-if run adds its own line after it.
        QCOMPARE(w.narrationPanel()->narrationText().section(QLatin1Char('\n'), 0, 0), prefix + englishNarration);
        QCOMPARE(resultValue(w, QStringLiteral("deviation")), prefix + englishDeviation);
        QCOMPARE(algorithms->currentData().toString(), QStringLiteral("shift-hypercube"));
        QCOMPARE(algorithms->currentText(), prefix + englishTitle);
        const QString itemTip = algorithms->itemData(algorithms->currentIndex(), Qt::ToolTipRole).toString();
        QVERIFY2(itemTip.endsWith(prefix + englishDescription), qPrintable(itemTip));
        QVERIFY(setupLabelHasToolTip(w, prefix + englishDescription));
    };
    expectShown(QString());

    PrefixTranslator xx;
    QVERIFY(QCoreApplication::installTranslator(&xx));
    QCoreApplication::processEvents();
    expectShown(QStringLiteral("XX:"));
    // Same run, same round: the panels re-read the Text, nobody re-ran the engine.
    QCOMPARE(w.session()->result(), result);
    QCOMPARE(w.session()->round(), 2);

    QVERIFY(QCoreApplication::removeTranslator(&xx));
    QCoreApplication::processEvents();
    expectShown(QString());
}

void TestTranslation::translatorFollowsTheLocale_data()
{
    QTest::addColumn<QString>("locale");
    QTest::addColumn<bool>("found");
    QTest::addColumn<QString>("fileMenu");
    QTest::newRow("Czech") << QStringLiteral("cs_CZ") << true << QStringLiteral("&Soubor");
    QTest::newRow("Simplified Chinese") << QStringLiteral("zh_CN") << true << QStringLiteral("文件(&F)");
    // English loads only its plural forms (collviz_en.ts): "&File" stays the source.
    QTest::newRow("English: plural forms only") << QStringLiteral("en_US") << true << QStringLiteral("&File");
}

void TestTranslation::translatorFollowsTheLocale()
{
    QFETCH(QString, locale);
    QFETCH(bool, found);
    QFETCH(QString, fileMenu);
    QCOMPARE(views::availableTranslations(),
             QStringList({QStringLiteral("cs"), QStringLiteral("zh_CN")}));

    QCOMPARE(views::installTranslators(*QCoreApplication::instance(), QLocale(locale)), found);
    const QString translated = QCoreApplication::translate("collviz::views::MainWindow", "&File");
    // The translators belong to the application; deleting them uninstalls them.
    qDeleteAll(QCoreApplication::instance()->findChildren<QTranslator *>(Qt::FindDirectChildrenOnly));
    QCOMPARE(translated, fileMenu);
    QCOMPARE(QCoreApplication::translate("collviz::views::MainWindow", "&File"), QStringLiteral("&File"));
}

void TestTranslation::sentencesAreLookedUpWhereTheyAreFiled()
{
    // A sentence is found at run time only under the context lupdate filed it in: a free
    // tr() of a namespace, a member's tr() of a class. One sentence of each kind, in Czech.
    QVERIFY(views::installTranslators(*QCoreApplication::instance(), QLocale(QStringLiteral("cs"))));
    QTemporaryDir dir;
    QByteArray bytes;
    QString error;
    QVERIFY(!core::userfiles::read(dir.path(), QStringLiteral("x"), 1 << 20, &bytes, &error));
    const QString userfiles = error;
    QVERIFY(!views::ExportFormats::instance().pictureFor(QStringLiteral("a.bmpx"), &error));
    const QString figure = error;
    QVERIFY(!views::ExportFormats::instance().animationFor(QStringLiteral("a.bmpx"), &error));
    const QString animation = error;
    core::RunResult result;
    QVERIFY(!core::scheduledocument::read(R"({"format": 5})", &result, &error));
    const QString reader = error;
    qDeleteAll(QCoreApplication::instance()->findChildren<QTranslator *>(Qt::FindDirectChildrenOnly));
    QVERIFY2(userfiles.contains(QStringLiteral("je to adresář")), qPrintable(userfiles));
    QVERIFY2(figure.contains(QStringLiteral("není formát obrázku")), qPrintable(figure));
    QVERIFY2(animation.contains(QStringLiteral("není formát animace")), qPrintable(animation));
    QVERIFY2(reader.contains(QStringLiteral("není přípustné")) || reader.contains(QStringLiteral("nelze přijmout")),
             qPrintable(reader));
}

QTEST_MAIN(TestTranslation)
#include "tst_translation.moc"

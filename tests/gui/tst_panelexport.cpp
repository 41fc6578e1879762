// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The analysis panels exported headless (`collviz-cli export --what chart|tadt|matrix`): PNG at
// the chosen size and DPI, SVG that parses and holds the figure's text, PDF with its pages, the
// print style; the cost chart's sweep as CSV (the columns of `collviz-cli sweep`), LaTeX and
// Markdown; refusals in one sentence. And no lost work: the autosave of the scenario on show,
// the offer of a crashed session's file, and its removal at a clean exit.

#include "views/window/autosave.h"
#include "views/i18n.h"
#include "views/export/figure.h"
#include "views/export/panelfigures.h"
#include "views/export/tables.h"
#include "views/panels/costchartpanel.h"
#include "views/window/scenariofiles.h"
#include "views/mainwindow.h"
#include "views/session.h"

#include "../programrun.h"
#include "guihelpers.h"

#include <QElapsedTimer>
#include <QImage>
#include <QMessageBox>
#include <QPushButton>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QXmlStreamReader>
#include <QtCharts/QChart>
#include <QtCharts/QLegend>
#include <QtTest>

using namespace collviz;
using namespace collviz::tests;

namespace {

const QString kCrossover = QStringLiteral(":/examples/q5-alltoall-sex-vs-direct-crossover.collviz");

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

/// The SVG's text content (all <text> and <title> character data), or a null string when it
/// does not parse.
QString svgText(const QByteArray &svg)
{
    QXmlStreamReader xml(svg);
    QString text;
    while (!xml.atEnd())
        if (xml.readNext() == QXmlStreamReader::Characters)
            text += xml.text().toString() + QLatin1Char(' ');
    // One space between words: a caption wrapped on two lines reads as one sentence.
    return xml.hasError() ? QString() : text.simplified();
}

} // namespace

class TestPanelExport : public QObject
{
    Q_OBJECT

private slots:
    void figures_data()
    {
        QTest::addColumn<QStringList>("setup");
        QTest::addColumn<QStringList>("extra");
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("expects"); ///< a text the figure must hold (title, caption, axis)
        const QStringList chart{QStringLiteral("--scenario"), kCrossover, QStringLiteral("--what"), QStringLiteral("chart")};
        const QStringList tadt{QStringLiteral("--algorithm"), QStringLiteral("allgather-tadt"), QStringLiteral("--topology"),
                               QStringLiteral("torus:5x5"), QStringLiteral("--round"), QStringLiteral("3"),
                               QStringLiteral("--what"), QStringLiteral("tadt")};
        const QStringList matrix{QStringLiteral("--algorithm"), QStringLiteral("alltoall-hypercube-sex"),
                                 QStringLiteral("--topology"), QStringLiteral("hypercube:3"), QStringLiteral("--round"),
                                 QStringLiteral("2"), QStringLiteral("--what"), QStringLiteral("matrix")};
        const QStringList hamiltonian{QStringLiteral("--algorithm"), QStringLiteral("allgather-hamiltonian"),
                                      QStringLiteral("--topology"), QStringLiteral("torus:5x5"), QStringLiteral("--round"),
                                      QStringLiteral("3"), QStringLiteral("--what"), QStringLiteral("hamiltonian")};
        const QStringList mono{QStringLiteral("--style"), QStringLiteral("mono")};
        const QStringList big{QStringLiteral("--size"), QStringLiteral("800x500"), QStringLiteral("--dpi"), QStringLiteral("192")};
        const QString crossover = QStringLiteral("m = 53.06 (standard exchange faster below, direct exchange (DEX) above)");
        QTest::newRow("chart png") << chart << QStringList() << QStringLiteral("chart.png") << QString();
        QTest::newRow("chart png 800x500 at 192 dpi") << chart << big << QStringLiteral("chart.png") << QString();
        QTest::newRow("chart svg") << chart << QStringList() << QStringLiteral("chart.svg") << crossover;
        QTest::newRow("chart svg mono") << chart << mono << QStringLiteral("chart.svg") << QStringLiteral("direct exchange");
        QTest::newRow("chart pdf") << chart << QStringList() << QStringLiteral("chart.pdf") << QString();
        QTest::newRow("tadt png") << tadt << QStringList() << QStringLiteral("tadt.png") << QString();
        QTest::newRow("tadt svg") << tadt << QStringList() << QStringLiteral("tadt.svg") << QStringLiteral("Lemma 11");
        QTest::newRow("tadt pdf mono") << tadt << mono << QStringLiteral("tadt.pdf") << QString();
        QTest::newRow("hamiltonian png") << hamiltonian << QStringList() << QStringLiteral("ham.png") << QString();
        QTest::newRow("hamiltonian svg") << hamiltonian << QStringList() << QStringLiteral("ham.svg")
                                         << QStringLiteral("Link-disjoint Hamiltonian cycles on torus:5x5: round 3 of 12");
        QTest::newRow("hamiltonian pdf mono") << hamiltonian << mono << QStringLiteral("ham.pdf") << QString();
        QTest::newRow("matrix png") << matrix << QStringList() << QStringLiteral("matrix.png") << QString();
        QTest::newRow("matrix png mono") << matrix << mono << QStringLiteral("matrix.png") << QString();
        QTest::newRow("matrix svg") << matrix << QStringList() << QStringLiteral("matrix.svg") << QStringLiteral("delivered: 24");
        QTest::newRow("matrix pdf") << matrix << QStringList() << QStringLiteral("matrix.pdf") << QString();
    }
    void figures()
    {
        QFETCH(QStringList, setup);
        QFETCH(QStringList, extra);
        QFETCH(QString, file);
        QFETCH(QString, expects);
        QTemporaryDir dir;
        const QString out = dir.filePath(file);
        const auto r = tests::cli(QStringList{QStringLiteral("export")} + setup + extra + QStringList{QStringLiteral("--out"), out});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY2(r.err.isEmpty(), r.err.constData()); // no platform chatter either
        const QByteArray bytes = readAll(out);
        if (file.endsWith(QLatin1String(".png"))) {
            QVERIFY(bytes.startsWith("\x89PNG\r\n\x1a\n"));
            const QImage image = QImage::fromData(bytes, "PNG");
            const bool big = extra.contains(QStringLiteral("--dpi"));
            QCOMPARE(image.size(), big ? QSize(1600, 1000) : QSize(1920, 1080)); // a 16:9 slide by default
            // Drawn, not blank: many distinct colours (or greys in the print style).
            QSet<QRgb> colours;
            for (int y = 0; y < image.height(); y += 7)
                for (int x = 0; x < image.width(); x += 7)
                    colours.insert(image.pixel(x, y));
            QVERIFY2(colours.size() > 8, qPrintable(QString::number(colours.size())));
            if (extra.contains(QStringLiteral("mono"))) {
                int coloured = 0;
                for (QRgb c : std::as_const(colours))
                    coloured += std::abs(qRed(c) - qBlue(c)) > 40 || std::abs(qRed(c) - qGreen(c)) > 40;
                QVERIFY2(coloured == 0, "the print style draws in greys only");
            }
        } else if (file.endsWith(QLatin1String(".svg"))) {
            QSvgRenderer renderer(bytes);
            QVERIFY(renderer.isValid());
            const QString text = svgText(bytes);
            QVERIFY2(!text.isNull(), "the SVG does not parse");
            QVERIFY2(bytes.contains("<path") || bytes.contains("<polyline"), "no drawing in the SVG");
            QVERIFY2(text.contains(expects), qPrintable(text.left(2000)));
        } else {
            QVERIFY(bytes.startsWith("%PDF-"));
            QCOMPARE(bytes.count("/Type /Page\n") + bytes.count("/Type /Page>") + bytes.count("/Type /Page "), 1);
        }
    }

    void sweepTables_data()
    {
        QTest::addColumn<QString>("format");
        QTest::addColumn<QString>("expects");
        QTest::newRow("csv") << QStringLiteral("csv")
                             << QStringLiteral("\r\nalgorithm,model,whatIf,topology,p,m,ts,tw,th,rounds,time,formula,"
                                               "lowerBound\r\n");
        QTest::newRow("latex") << QStringLiteral("latex") << QStringLiteral("\\toprule");
        QTest::newRow("md") << QStringLiteral("md") << QStringLiteral("| Algorithm | m | Rounds | Time |");
    }
    void sweepTables()
    {
        QFETCH(QString, format);
        QFETCH(QString, expects);
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("sweep.") + (format == QLatin1String("latex") ? QStringLiteral("tex") : format));
        const auto r = tests::cli({QStringLiteral("export"), QStringLiteral("--scenario"), kCrossover, QStringLiteral("--what"),
                                   QStringLiteral("chart"), QStringLiteral("--format"), format, QStringLiteral("--out"), out});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QString text = QString::fromUtf8(readAll(out));
        QVERIFY2(text.contains(expects), qPrintable(text.left(500)));
        if (format != QLatin1String("csv"))
            return;
        // The chart's 25 sizes for each of the two algorithms, each row as `collviz-cli sweep` prints it,
        // under the same header comment (the costs, the range, the units, the crossover).
        auto withoutComment = [](QStringList lines, QStringList *about) {
            while (!lines.isEmpty() && lines.first().startsWith(QLatin1String("# ")))
                *about << lines.takeFirst();
            return lines;
        };
        QStringList about;
        const QStringList lines = withoutComment(text.trimmed().split(QStringLiteral("\r\n")), &about);
        QCOMPARE(lines.size(), 1 + 2 * 25);
        for (const QString &line : lines)
            QCOMPARE(line.count(QLatin1Char(',')), 12 + (line == lines.first() ? 0 : 3)); // the model's 3 quoted
        QVERIFY2(lines.at(1).startsWith(QLatin1String(
                     "alltoall-hypercube-sex,\"sf,ports=1,duplex=full,combining\",false,hypercube:5,32,1,100,1,0,5,580,580,")),
                 qPrintable(lines.at(1)));
        const auto sweep = tests::cli({QStringLiteral("sweep"), QStringLiteral("--algorithms"),
                                       QStringLiteral("alltoall-hypercube-sex,alltoall-direct-exchange"),
                                       QStringLiteral("--topology"), QStringLiteral("hypercube:5"), QStringLiteral("--ts"),
                                       QStringLiteral("100"), QStringLiteral("--points"), QStringLiteral("25"),
                                       QStringLiteral("--format"), QStringLiteral("csv")});
        QCOMPARE(sweep.exitCode, 0);
        QStringList cliAbout;
        const QStringList cliLines =
            withoutComment(QString::fromUtf8(sweep.out).trimmed().split(QLatin1Char('\n')), &cliAbout);
        QCOMPARE(about, cliAbout);
        QCOMPARE(cliLines.size(), lines.size());
        QCOMPARE(lines.first(), cliLines.first());
        // Same rows; numbers compared as numbers (the two print different digits).
        for (int i = 1; i < lines.size(); ++i) {
            const QStringList a = lines[i].split(QLatin1Char(','));
            const QStringList b = cliLines[i].split(QLatin1Char(','));
            QCOMPARE(a.mid(0, 7), b.mid(0, 7)); // algorithm, the model's 3 parts, whatIf, topology, p
            for (int c = 7; c < 16; ++c)
                QVERIFY2(std::abs(a[c].toDouble() - b[c].toDouble()) <= 1e-6 * std::max(1.0, std::abs(b[c].toDouble())),
                         qPrintable(lines[i] + QStringLiteral(" vs ") + cliLines[i]));
        }
    }

    void refusals_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("says");
        const QStringList q3{QStringLiteral("export"), QStringLiteral("--algorithm"), QStringLiteral("alltoall-hypercube-sex"),
                             QStringLiteral("--topology"), QStringLiteral("hypercube:3")};
        QTest::newRow("matrix without round") << q3 + QStringList{QStringLiteral("--what"), QStringLiteral("matrix"), QStringLiteral("--out"), QStringLiteral("m.png")}
                                              << QStringLiteral("give --round R");
        QTest::newRow("matrix as csv") << q3 + QStringList{QStringLiteral("--what"), QStringLiteral("matrix"), QStringLiteral("--round"), QStringLiteral("1"), QStringLiteral("--out"), QStringLiteral("m.csv")}
                                       << QStringLiteral("written as png, svg or pdf");
        QTest::newRow("matrix range") << q3 + QStringList{QStringLiteral("--what"), QStringLiteral("matrix"), QStringLiteral("--round"), QStringLiteral("1-2"), QStringLiteral("--out"), QStringLiteral("m.pdf")}
                                      << QStringLiteral("not a range");
        QTest::newRow("chart as gif") << q3 + QStringList{QStringLiteral("--what"), QStringLiteral("chart"), QStringLiteral("--out"), QStringLiteral("c.gif")}
                                      << QStringLiteral("the cost chart is written as");
        QTest::newRow("tadt without trees") << QStringList{QStringLiteral("export"), QStringLiteral("--algorithm"), QStringLiteral("broadcast-tree"),
                                                           QStringLiteral("--topology"), QStringLiteral("tree:8"), QStringLiteral("--what"),
                                                           QStringLiteral("tadt"), QStringLiteral("--out"), QStringLiteral("t.png")}
                                            << QStringLiteral("the TADT view has nothing to show");
        QTest::newRow("hamiltonian without cycles")
            << QStringList{QStringLiteral("export"), QStringLiteral("--algorithm"), QStringLiteral("allgather-tadt"),
                           QStringLiteral("--topology"), QStringLiteral("torus:5x5"), QStringLiteral("--what"),
                           QStringLiteral("hamiltonian"), QStringLiteral("--out"), QStringLiteral("h.png")}
            << QStringLiteral("the Hamiltonian-cycles view has nothing to show for allgather-tadt on torus:5x5");
        QTest::newRow("what misspelt") << q3 + QStringList{QStringLiteral("--what"), QStringLiteral("charts"), QStringLiteral("--out"), QStringLiteral("c.png")}
                                       << QStringLiteral("use network, table, chart");
    }
    void refusals()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, says);
        QTemporaryDir dir;
        for (QString &a : args)
            if (a.contains(QLatin1Char('.')) && !a.contains(QLatin1Char(':')))
                a = dir.filePath(a);
        const auto r = tests::cli(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(QString::fromUtf8(r.err).contains(says), r.err.constData());
        QCOMPARE(r.err.count('\n'), 1); // one sentence
        QVERIFY(QDir(dir.path()).entryList(QDir::Files).isEmpty()); // and no file
    }

    void windowPanelsExportAsShown()
    {
        // The File > Export view path without its dialogs: the window's own cost chart.
        views::MainWindow w(windowOptions(views::Session::defaultRequest(), 0));
        QVERIFY(settled(w));
        QString error;
        QVERIFY2(w.scenarioFiles()->open(kCrossover, &error), qPrintable(error));
        QTRY_VERIFY_WITH_TIMEOUT(!w.session()->isRunning() && w.session()->result(), 60000);
        auto *chart = w.findChild<views::CostChartPanel *>();
        QTRY_VERIFY_WITH_TIMEOUT(chart->sizeResult().topology == QLatin1String("hypercube:5")
                                     && !chart->sizeResult().crossovers.empty(),
                                 60000);
        const auto figure = views::PanelFigure::costChart(
            *w.session()->result(), {chart->sizeResult(), chart->familyResult(), chart->documentKey()}, chart->state());
        QTemporaryDir dir;
        const QString svg = dir.filePath(QStringLiteral("chart.svg"));
        QVERIFY2(views::writeFigure(*figure, svg, {QSize(900, 600), 96}, &error), qPrintable(error));
        const QString text = svgText(readAll(svg));
        QVERIFY2(text.contains(QLatin1String("m = 53.06 (standard exchange faster below")), qPrintable(text.left(1000)));
        QVERIFY2(text.contains(QLatin1String("standard exchange")), qPrintable(text)); // the legend shown for the figure
        QVERIFY(!chart->sizeChart()->legend()->isVisible());         // and hidden again on screen
        // The sweep it draws, as a table.
        const views::tables::Table table = views::tables::sweepTable(chart->sizeResult());
        QCOMPARE(table.keys, (QStringList{QStringLiteral("algorithm"), QStringLiteral("model"), QStringLiteral("whatIf"),
                                          QStringLiteral("topology"), QStringLiteral("p"), QStringLiteral("m"),
                                          QStringLiteral("ts"), QStringLiteral("tw"), QStringLiteral("th"),
                                          QStringLiteral("rounds"), QStringLiteral("time"), QStringLiteral("formula"),
                                          QStringLiteral("lowerBound")}));
        QCOMPARE(table.rows.size(), 50);
        QVERIFY(table.notes.join(QLatin1Char(' ')).contains(QLatin1String("Crossover at m = 53.06")));
    }

    void autosaveIsWrittenAndRemovedAtACleanExit()
    {
        QTemporaryDir dir;
        views::MainWindow w(windowOptions(views::Session::defaultRequest(), 0));
        auto *autosave = new views::Autosave(&w, dir.path(), 10);
        QVERIFY(!autosave->hasOffer());
        QVERIFY(settled(w));
        core::RunRequest ring;
        ring.algorithm = QStringLiteral("allgather-ring");
        ring.topology = QStringLiteral("ring:8");
        w.session()->setRequest(ring);
        QTRY_VERIFY_WITH_TIMEOUT(!w.session()->isRunning() && w.session()->result(), 60000);
        w.session()->setRound(5);
        QTRY_VERIFY(readAll(autosave->path()).contains("\"round\": 5"));
        QVERIFY(readAll(autosave->path()).contains("\"topology\": \"ring:8\""));
        w.close(); // a clean exit
        QVERIFY(!QFileInfo::exists(autosave->path()));
    }

    void crashedSessionIsOfferedBack()
    {
        QTemporaryDir dir;
        // What a crash leaves behind: the autosave of a session on ring:8, round 5, chart in front.
        const QString path = dir.filePath(QStringLiteral("autosave.collviz"));
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(R"({"format": "collviz-scenario/1", "algorithm": "allgather-ring", "topology": "ring:8", "round": 5,
                        "views": {"front": ["costChart"], "costChart": {"axes": "linear"}}})");
        }
        views::MainWindow w(windowOptions(views::Session::defaultRequest(), 0));
        auto *autosave = new views::Autosave(&w, dir.path(), 10);
        QVERIFY(autosave->hasOffer());
        QVERIFY(settled(w));
        // Nothing is autosaved over the crashed session's file until the question is answered.
        w.session()->setRound(2);
        QTest::qWait(50);
        QVERIFY(readAll(path).contains("ring:8"));
        QMessageBox *box = autosave->showOffer();
        QVERIFY(box);
        QVERIFY2(box->text().startsWith(QLatin1String("Restore the unsaved session from ")), qPrintable(box->text()));
        QVERIFY(!box->text().contains(QLatin1String("%1")));
        QCOMPARE(box->windowModality(), Qt::WindowModal); // the event loop goes on
        QPushButton *restore = nullptr;
        for (QAbstractButton *b : box->buttons())
            if (box->buttonRole(b) == QMessageBox::AcceptRole)
                restore = qobject_cast<QPushButton *>(b);
        QVERIFY(restore);
        restore->click();
        QTRY_COMPARE_WITH_TIMEOUT(w.session()->request().topology, QStringLiteral("ring:8"), 60000);
        QTRY_VERIFY_WITH_TIMEOUT(!w.session()->isRunning() && w.session()->result(), 60000);
        QTRY_COMPARE(w.session()->round(), 5);
        QVERIFY(!autosave->hasOffer());
        QVERIFY(w.scenarioFiles()->currentPath().isEmpty()); // Save asks for a name, never writes the autosave
    }

    // The restore question gives the autosave's date the way the chosen language writes dates
    // (Czech: day first, 24-hour clock), not in the system's or the English format.
    void restoreOfferDateInTheUiLanguage_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("cs") << QStringLiteral("cs");
        QTest::newRow("zh_CN") << QStringLiteral("zh_CN");
        QTest::newRow("en") << QStringLiteral("en");
    }
    void restoreOfferDateInTheUiLanguage()
    {
        QFETCH(QString, language);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("autosave.collviz"));
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(R"({"format": "collviz-scenario/1", "algorithm": "allgather-ring", "topology": "ring:8"})");
        }
        // An afternoon date, so that a 12-hour clock and a 24-hour one differ.
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::ReadWrite));
            QVERIFY(f.setFileTime(QDateTime(QDate(2026, 11, 3), QTime(16, 45)), QFileDevice::FileModificationTime));
        }
        views::switchLanguage(*QCoreApplication::instance(), language);
        const auto back = qScopeGuard([] { views::switchLanguage(*QCoreApplication::instance(), QStringLiteral("en")); });
        views::MainWindow w(windowOptions(views::Session::defaultRequest(), 0));
        auto *autosave = new views::Autosave(&w, dir.path(), 10);
        QVERIFY(settled(w));
        QMessageBox *box = autosave->showOffer();
        QVERIFY(box);
        const QString date = QLocale(language).toString(autosave->offeredTime(), QLocale::ShortFormat);
        QVERIFY2(box->text().contains(date), qPrintable(box->text() + QStringLiteral(" / ") + date));
        if (language != QLatin1String("en")) {
            const QString english = QLocale(QStringLiteral("en")).toString(autosave->offeredTime(), QLocale::ShortFormat);
            QVERIFY(date != english);
            QVERIFY2(!box->text().contains(english), qPrintable(box->text()));
        }
        box->close();
    }

    void declinedOfferRemovesTheFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("autosave.collviz"));
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(R"({"format": "collviz-scenario/1", "algorithm": "allgather-ring", "topology": "ring:8"})");
        }
        views::MainWindow w(windowOptions(views::Session::defaultRequest(), 0));
        auto *autosave = new views::Autosave(&w, dir.path(), 10);
        QVERIFY(settled(w));
        QMessageBox *box = autosave->showOffer();
        QVERIFY(box);
        for (QAbstractButton *b : box->buttons())
            if (box->buttonRole(b) == QMessageBox::DestructiveRole)
                b->click();
        QTRY_VERIFY(!readAll(path).contains("ring:8"));
        QCOMPARE(w.session()->request().topology, views::Session::defaultRequest().topology);
    }

    void secondWindowNeitherOffersNorAutosaves()
    {
        QTemporaryDir dir;
        views::MainWindow first(windowOptions(views::Session::defaultRequest(), 0));
        auto *a = new views::Autosave(&first, dir.path(), 10);
        QVERIFY(a->saveNow());
        views::MainWindow second(windowOptions(views::Session::defaultRequest(), 0));
        auto *b = new views::Autosave(&second, dir.path(), 10);
        QVERIFY(!b->hasOffer());
        QVERIFY(!b->saveNow());
    }
};

QTEST_MAIN(TestPanelExport)
#include "tst_panelexport.moc"

// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Slide-ready exports, as a lecturer checks them before a talk: a picture is a 16:9 full-HD
// slide without being told, an animation gives each round about 3 s, captions print at most
// four significant digits, the TikZ and Beamer files name packets as the screen does and
// compile to PDFs with no Type 3 (bitmap) font, a LaTeX table fits one column of a two-column
// paper, a .tikz file is TikZ, and every export dialog offers a file name. A check that needs a
// program that is not installed (pdflatex, pdffonts, ffmpeg, ffprobe) says so and skips.

#include "views/export/figure.h"
#include "views/export/networkfigure.h"
#include "views/export/tikz.h"
#include "views/network/packetnotation.h"
#include "views/window/exportdialogs.h"

#include "core/engine.h"

#include "../programrun.h"

#include <QApplication>
#include <QFileDialog>
#include <QImageReader>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

#include <cmath>

using namespace collviz;

namespace {

std::shared_ptr<const core::RunResult> run(const QString &algorithm, const QString &topology)
{
    core::RunRequest request;
    request.algorithm = algorithm;
    request.topology = topology;
    auto result = std::make_shared<const core::RunResult>(core::Engine::run(request));
    if (!result->ok)
        qFatal("%s", qPrintable(result->error));
    return result;
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

bool installed(const char *program) { return !QStandardPaths::findExecutable(QLatin1String(program)).isEmpty(); }

/// pdflatex on `tex` in its folder: empty when it made a PDF, else the log's first error.
/// `log` gets the whole .log file.
QString compileLatex(const QString &tex, QString *log = nullptr)
{
    const QFileInfo info(tex);
    const auto r = [&]() {
        QProcess p;
        p.setWorkingDirectory(info.absolutePath());
        p.start(QStringLiteral("pdflatex"),
                {QStringLiteral("-interaction=nonstopmode"), QStringLiteral("-halt-on-error"), info.fileName()});
        return tests::finishProgram(p);
    }();
    const QString base = info.absolutePath() + QLatin1Char('/') + info.completeBaseName();
    if (log)
        *log = QString::fromUtf8(readAll(base + QStringLiteral(".log")));
    if (r.exitCode == 0 && readAll(base + QStringLiteral(".pdf")).startsWith("%PDF"))
        return {};
    const QString out = QString::fromUtf8(r.out);
    const qsizetype at = out.indexOf(QLatin1Char('!'));
    return at >= 0 ? out.mid(at, 400) : out.right(400);
}

/// The lines of `pdffonts` for `pdf` naming a Type 3 font (bitmap fonts, blurred on a
/// projector), or "pdffonts failed".
QStringList type3Fonts(const QString &pdf)
{
    const auto r = tests::runProgram(QStringLiteral("pdffonts"), {pdf});
    if (r.exitCode != 0)
        return {QStringLiteral("pdffonts failed: ") + QString::fromUtf8(r.err)};
    QStringList found;
    for (const QString &line : QString::fromUtf8(r.out).split(QLatin1Char('\n')))
        if (line.contains(QLatin1String("Type 3")))
            found << line;
    return found;
}

const QStringList kSex{QStringLiteral("--algorithm"), QStringLiteral("alltoall-hypercube-sex"),
                       QStringLiteral("--topology"), QStringLiteral("hypercube:3")};

} // namespace

class TestExportSlides : public QObject
{
    Q_OBJECT

private slots:
    void picturesAreSlidesByDefault_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("network png") << (kSex + QStringList{QStringLiteral("--round"), QStringLiteral("2")});
        QTest::newRow("cost chart png") << (kSex + QStringList{QStringLiteral("--what"), QStringLiteral("chart")});
    }
    void picturesAreSlidesByDefault()
    {
        QFETCH(QStringList, args);
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("slide.png"));
        const auto r = tests::cli(QStringList{QStringLiteral("export")} + args + QStringList{QStringLiteral("--out"), out});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QCOMPARE(QImageReader(out).size(), QSize(1920, 1080)); // 16:9, full HD
    }

    void animationsGiveARoundThreeSeconds_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QStringList>("pace");
        QTest::addColumn<int>("msPerRound");
        QTest::newRow("gif, default pace") << QStringLiteral("q3.gif") << QStringList{} << 3000;
        QTest::newRow("gif, --seconds-per-round 1.5")
            << QStringLiteral("q3.gif") << QStringList{QStringLiteral("--seconds-per-round"), QStringLiteral("1.5")} << 1500;
        QTest::newRow("mp4, default pace") << QStringLiteral("q3.mp4") << QStringList{} << 3000;
    }
    void animationsGiveARoundThreeSeconds()
    {
        QFETCH(QString, file);
        QFETCH(QStringList, pace);
        QFETCH(int, msPerRound);
        const bool video = file.endsWith(QLatin1String(".mp4"));
        if (video && (!installed("ffmpeg") || !installed("ffprobe")))
            QSKIP("ffmpeg or ffprobe is not installed (Debian: ffmpeg): the MP4's length was not checked");
        QTemporaryDir dir;
        const QString out = dir.filePath(file);
        // Small frames to keep the test short; the pace is the default unless `pace` sets it.
        const auto r = tests::cli(QStringList{QStringLiteral("export")} + kSex + pace
                                  + QStringList{QStringLiteral("--size"), QStringLiteral("320x180"), QStringLiteral("--out"), out});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const int rounds = 3;
        int frames = 0;
        double ms = 0;
        if (video) {
            const auto probe = tests::runProgram(
                QStringLiteral("ffprobe"), {QStringLiteral("-v"), QStringLiteral("error"), QStringLiteral("-count_frames"),
                                            QStringLiteral("-select_streams"), QStringLiteral("v:0"), QStringLiteral("-show_entries"),
                                            QStringLiteral("stream=nb_read_frames:format=duration"), QStringLiteral("-of"),
                                            QStringLiteral("default=nw=1:nk=1"), out});
            const QList<QByteArray> values = probe.out.trimmed().split('\n');
            QVERIFY2(values.size() == 2, probe.out.constData());
            frames = values[0].trimmed().toInt();
            ms = 1000 * values[1].trimmed().toDouble();
        } else {
            // Each frame's delay, as a browser or a slide program plays it.
            QImageReader reader(out);
            while (reader.canRead() && !reader.read().isNull()) {
                ++frames;
                ms += reader.nextImageDelay();
            }
        }
        qInfo("%s: %d frames, %.0f ms for %d rounds", qPrintable(file), frames, ms, rounds);
        QCOMPARE(frames, rounds * 24); // 24 frames a round by default
        QVERIFY2(std::abs(ms / rounds - msPerRound) <= 0.02 * msPerRound, qPrintable(QString::number(ms)));
    }

    void captionNumbers_data()
    {
        QTest::addColumn<double>("value");
        QTest::addColumn<QString>("text");
        QTest::newRow("20/7") << 20.0 / 7 << QStringLiteral("2.857");
        QTest::newRow("whole") << 5.0 << QStringLiteral("5");
        QTest::newRow("a half") << 0.5 << QStringLiteral("0.5");
        QTest::newRow("rounds up to 10") << 9.99996 << QStringLiteral("10");
        QTest::newRow("large") << 12345.6 << QStringLiteral("12350");
        QTest::newRow("negative") << -3.14159 << QStringLiteral("-3.142");
        QTest::newRow("tiny") << 0.0000123456 << QStringLiteral("1.235e-05");
        QTest::newRow("zero") << 0.0 << QStringLiteral("0");
    }
    void captionNumbers()
    {
        QFETCH(double, value);
        QFETCH(QString, text);
        QCOMPARE(views::captionNumber(value), text);
    }

    void captionsPrintFourDigits()
    {
        // A seventh of the way into round 2 of Q3's standard exchange (5 time units a round).
        views::NetworkFigure figure(run(QStringLiteral("alltoall-hypercube-sex"), QStringLiteral("hypercube:3")));
        figure.setMoment(2, 1.0 / 7);
        const QString caption = figure.caption();
        QVERIFY2(caption.contains(QLatin1String("t = 0.7143 of the round's 5 (run time 5.714 of 15)")), qPrintable(caption));
        const QRegularExpression number(QStringLiteral("\\d+(\\.\\d+)?"));
        for (auto it = number.globalMatch(caption); it.hasNext();) {
            QString digits = it.next().captured();
            digits.remove(QLatin1Char('.'));
            while (digits.startsWith(QLatin1Char('0')) && digits.size() > 1)
                digits.remove(0, 1);
            QVERIFY2(digits.size() <= 4 || digits.endsWith(QLatin1Char('0')), qPrintable(caption));
        }
    }

    void mathNotation_data()
    {
        QTest::addColumn<QString>("chip");
        QTest::addColumn<QString>("latex");
        QTest::newRow("a subcube's packets") << QStringLiteral("{000,1**}") << QStringLiteral("$\\{000,1{*}{*}\\}$");
        QTest::newRow("a partial sum") << QStringLiteral("\u03A3000-011") << QStringLiteral("$\\Sigma_{000\\textrm{--}011}$");
        QTest::newRow("sums, listed") << QStringLiteral("\u03A30-1 \u03A33")
                                      << QStringLiteral("$\\Sigma_{0\\textrm{--}1}\\ \\Sigma_{3}$");
        QTest::newRow("one packet four times") << QStringLiteral("{0,7} \u00D74") << QStringLiteral("$\\{0,7\\}\\ \\times 4$");
        QTest::newRow("how many, for whom") << QStringLiteral("5\u00D7{\u2026,7}") << QStringLiteral("$5\\times \\{\\ldots ,7\\}$");
        QTest::newRow("a switch's name") << QStringLiteral("s0") << QStringLiteral("$\\mathrm{s0}$");
    }
    void mathNotation()
    {
        QFETCH(QString, chip);
        QFETCH(QString, latex);
        QCOMPARE(views::tikz::mathNotation(chip), latex);
    }

    void latexFiguresCompileWithOutlineFonts_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("file");
        QTest::addColumn<QStringList>("contains");
        QTest::addColumn<QStringList>("lacks");
        const QStringList tikz{QStringLiteral("--round"), QStringLiteral("2"), QStringLiteral("--format"), QStringLiteral("tikz")};
        QTest::newRow("tikz, Q3 standard exchange round 2")
            << (kSex + tikz) << QStringLiteral("figure.tex")
            << QStringList{QStringLiteral("\\usepackage{lmodern}"), QStringLiteral("$t_s = 1$")}
            << QStringList{QStringLiteral("$\\times$"), QStringLiteral("t\\_s")};
        QTest::newRow("tikz, .tikz: the picture alone")
            << (kSex + QStringList{QStringLiteral("--round"), QStringLiteral("2")}) << QStringLiteral("figure.tikz")
            << QStringList{QStringLiteral("\\begin{tikzpicture}")} << QStringList{QStringLiteral("\\documentclass")};
        QTest::newRow("beamer, Q3 standard exchange")
            << (kSex + QStringList{QStringLiteral("--format"), QStringLiteral("beamer")}) << QStringLiteral("slides.tex")
            << QStringList{QStringLiteral("\\documentclass[aspectratio=169]{beamer}"), QStringLiteral("\\usepackage{lmodern}"),
                           QStringLiteral("proc/.style={circle, draw, thick, fill=white, minimum size="),
                           QStringLiteral("font=\\footnotesize}"), QStringLiteral("$t_s = 1$")}
            << QStringList{QStringLiteral("\\begin{frame}{alltoall-hypercube-sex"), QStringLiteral("t\\_s")};
        QTest::newRow("beamer, reduce on tree:8")
            << QStringList{QStringLiteral("--algorithm"), QStringLiteral("reduce-tree"), QStringLiteral("--topology"),
                           QStringLiteral("tree:8"), QStringLiteral("--format"), QStringLiteral("beamer")}
            << QStringLiteral("reduce.tex") << QStringList{QStringLiteral("$\\Sigma_{")} << QStringList{QStringLiteral("$\\Sigma$")};
    }
    void latexFiguresCompileWithOutlineFonts()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, file);
        QFETCH(QStringList, contains);
        QFETCH(QStringList, lacks);
        QTemporaryDir dir;
        const QString out = dir.filePath(file);
        const auto r = tests::cli(QStringList{QStringLiteral("export")} + args + QStringList{QStringLiteral("--out"), out});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QString tex = QString::fromUtf8(readAll(out));
        for (const QString &c : contains)
            QVERIFY2(tex.contains(c), qPrintable(c));
        for (const QString &l : lacks)
            QVERIFY2(!tex.contains(l), qPrintable(l));
        if (file == QLatin1String("slides.tex")) // the algorithm's title, not its id
            QVERIFY2(tex.contains(QStringLiteral("\\begin{frame}{%1 on hypercube:3}")
                                      .arg(views::tikz::escape(run(QStringLiteral("alltoall-hypercube-sex"),
                                                                   QStringLiteral("hypercube:3"))->algorithm->title().translated()))),
                     qPrintable(tex.left(800)));
        if (!installed("pdflatex"))
            QSKIP("pdflatex is not installed (Debian: texlive-latex-base texlive-latex-recommended texlive-pictures "
                  "texlive-latex-extra lmodern): the LaTeX was not compiled");
        QString document = out;
        if (file.endsWith(QLatin1String(".tikz"))) { // \input where the figure goes
            document = dir.filePath(QStringLiteral("paper.tex"));
            QVERIFY(writeFile(document, "\\documentclass{article}\n\\usepackage[T1]{fontenc}\n\\usepackage{lmodern}\n"
                                        "\\usepackage{tikz}\n\\begin{document}\n\\input{figure.tikz}\n\\end{document}\n"));
        }
        const QString error = compileLatex(document);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        if (!installed("pdffonts"))
            QSKIP("pdffonts is not installed (Debian: poppler-utils): the PDF compiled, its fonts were not checked");
        const QString pdf = QFileInfo(document).absolutePath() + QLatin1Char('/') + QFileInfo(document).completeBaseName()
                            + QStringLiteral(".pdf");
        const QStringList type3 = type3Fonts(pdf);
        QVERIFY2(type3.isEmpty(), qPrintable(type3.join(QLatin1Char('\n'))));
    }

    void tikzNamesPacketsAsTheScreen()
    {
        // Every transfer's label is the chip the window draws for its packets, as math.
        const auto result = run(QStringLiteral("alltoall-hypercube-sex"), QStringLiteral("hypercube:3"));
        const QString tex = views::tikz::standaloneDocument(*result, 1);
        const core::Round &round = result->schedule->rounds.front();
        QVERIFY(!round.transfers.empty());
        for (const core::Transfer &t : round.transfers) {
            const QString chip = views::notation::chipText(*result->schedule, *result->topology,
                                                           std::vector<int>(t.packets.begin(), t.packets.end()));
            QVERIFY2(tex.contains(views::tikz::mathNotation(chip)), qPrintable(chip));
        }
        QVERIFY2(tex.contains(QLatin1String("$\\{000,1{*}{*}\\}$")), qPrintable(tex));
    }

    void latexTableFitsAColumn_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("per-round results, Q3 standard exchange")
            << (kSex + QStringList{QStringLiteral("--what"), QStringLiteral("table")});
        QTest::newRow("per-round results, ring:8 near-first broadcast")
            << QStringList{QStringLiteral("--algorithm"), QStringLiteral("broadcast-ring-near-first"), QStringLiteral("--topology"),
                           QStringLiteral("ring:8"), QStringLiteral("--what"), QStringLiteral("table")};
        QTest::newRow("the cost chart's sweep, Q3 all-to-all")
            << (kSex + QStringList{QStringLiteral("--what"), QStringLiteral("chart")});
    }
    void latexTableFitsAColumn()
    {
        QFETCH(QStringList, args);
        if (!installed("pdflatex"))
            QSKIP("pdflatex is not installed (Debian: texlive-latex-base texlive-latex-recommended lmodern): the table "
                  "was not set");
        QTemporaryDir dir;
        const auto r = tests::cli(QStringList{QStringLiteral("export")} + args
                                  + QStringList{QStringLiteral("--format"), QStringLiteral("latex"), QStringLiteral("--out"),
                                                dir.filePath(QStringLiteral("table.tex"))});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QString paper = dir.filePath(QStringLiteral("paper.tex"));
        QVERIFY(writeFile(paper, "\\documentclass[twocolumn]{article}\n\\usepackage[T1]{fontenc}\n\\usepackage{lmodern}\n"
                                 "\\usepackage{booktabs}\n\\usepackage{tabularx}\n\\begin{document}\n"
                                 "\\begin{table}\n\\input{table}\n\\caption{From CollViz}\n\\end{table}\n"
                                 "Text beside the table.\n\\end{document}\n"));
        QString log;
        const QString error = compileLatex(paper, &log);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        const qsizetype overfull = log.indexOf(QLatin1String("Overfull \\hbox"));
        QVERIFY2(overfull < 0, qPrintable(log.mid(overfull, 300)));
    }

    void exportDialogsOfferAName_data()
    {
        QTest::addColumn<QString>("dialog");
        QTest::addColumn<QString>("offered");
        QTest::newRow("Save picture") << QStringLiteral("picture") << QStringLiteral("alltoall-hypercube-sex-hypercube3-round2.png");
        QTest::newRow("Export animation") << QStringLiteral("animation") << QStringLiteral("alltoall-hypercube-sex-hypercube3-rounds1-3.gif");
        QTest::newRow("Export LaTeX") << QStringLiteral("latex") << QStringLiteral("alltoall-hypercube-sex-hypercube3-round2.tex");
        QTest::newRow("Export table") << QStringLiteral("table") << QStringLiteral("alltoall-hypercube-sex-hypercube3-rounds.csv");
    }
    void exportDialogsOfferAName()
    {
        QFETCH(QString, dialog);
        QFETCH(QString, offered);
        views::ExportDialogs::Shown shown;
        shown.result = run(QStringLiteral("alltoall-hypercube-sex"), QStringLiteral("hypercube:3"));
        shown.round = 2;
        QWidget window;
        // As a user: OK in the options dialog, then read the name the file dialog offers and cancel.
        QString name;
        QTimer user;
        user.setInterval(20);
        connect(&user, &QTimer::timeout, &window, [&name]() {
            QWidget *modal = QApplication::activeModalWidget();
            if (auto *files = qobject_cast<QFileDialog *>(modal)) {
                name = QFileInfo(files->selectedFiles().value(0)).fileName();
                files->reject();
            } else if (auto *options = qobject_cast<QDialog *>(modal)) {
                options->accept();
            }
        });
        user.start();
        if (dialog == QLatin1String("picture"))
            views::ExportDialogs::savePicture(&window, shown);
        else if (dialog == QLatin1String("animation"))
            views::ExportDialogs::exportAnimation(&window, shown);
        else if (dialog == QLatin1String("latex"))
            views::ExportDialogs::exportLatex(&window, shown);
        else
            views::ExportDialogs::exportTable(&window, shown);
        QCOMPARE(name, offered);
    }
};

QTEST_MAIN(TestExportSlides)
#include "tst_exportslides.moc"

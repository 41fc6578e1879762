// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Export as a lecturer uses it: every format collviz-cli export writes is checked for what it
// must contain (PNG and GIF headers and frame counts, SVG and PDF that parse, TikZ and Beamer
// that compile where pdflatex is installed, CSV columns); refusals name what was given and
// what is accepted; a cancelled export leaves no file behind; the print style has no colour.

#include "views/export/animation.h"
#include "views/export/figure.h"
#include "views/export/networkfigure.h"
#include "views/export/tables.h"
#include "views/export/tikz.h"

#include "core/engine.h"

#include "../programrun.h"

#include <QImageReader>
#include <QProcess>
#include <QStandardPaths>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QXmlStreamReader>
#include <QtTest>

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

/// Pages of a PDF written by Qt (its page dictionaries are not compressed).
int pdfPages(const QByteArray &pdf)
{
    int pages = 0;
    for (qsizetype at = pdf.indexOf("/Type /Page"); at >= 0; at = pdf.indexOf("/Type /Page", at + 1))
        if (pdf.mid(at + 11, 1) != "s")
            ++pages;
    return pages;
}

/// pdflatex on `tex` in its folder; empty when it compiled, else the log's first error.
QString compileLatex(const QString &tex)
{
    QProcess p;
    p.setWorkingDirectory(QFileInfo(tex).absolutePath());
    p.start(QStringLiteral("pdflatex"), {QStringLiteral("-interaction=nonstopmode"), QStringLiteral("-halt-on-error"),
                                         QFileInfo(tex).fileName()});
    if (!p.waitForFinished(180000)) {
        p.kill();
        return QStringLiteral("pdflatex did not finish");
    }
    const QString pdf = QFileInfo(tex).absolutePath() + QLatin1Char('/') + QFileInfo(tex).completeBaseName()
                        + QStringLiteral(".pdf");
    if (p.exitCode() == 0 && QFileInfo::exists(pdf) && readAll(pdf).startsWith("%PDF"))
        return {};
    const QString log = QString::fromUtf8(p.readAllStandardOutput());
    const qsizetype at = log.indexOf(QLatin1Char('!'));
    return at >= 0 ? log.mid(at, 400) : log.right(400);
}

bool hasPdflatex() { return !QStandardPaths::findExecutable(QStringLiteral("pdflatex")).isEmpty(); }

const QStringList kSex{QStringLiteral("--algorithm"), QStringLiteral("alltoall-hypercube-sex"),
                       QStringLiteral("--topology"), QStringLiteral("hypercube:3")};

} // namespace

class TestExport : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(mDir.isValid()); }

    void cliNetworkPng()
    {
        const QString out = mDir.filePath(QStringLiteral("q3.png"));
        const auto r = tests::cli(QStringList{QStringLiteral("export")} + kSex
                                  + QStringList{QStringLiteral("--round"), QStringLiteral("2"), QStringLiteral("--progress"),
                                                QStringLiteral("0.5"), QStringLiteral("--size"), QStringLiteral("800x600"),
                                                QStringLiteral("--dpi"), QStringLiteral("192"), QStringLiteral("--out"), out});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY(readAll(out).startsWith("\x89PNG\r\n\x1a\n"));
        QImageReader reader(out);
        QCOMPARE(reader.size(), QSize(1600, 1200)); // 800x600 logical pixels at 192 dpi
        const QImage image = reader.read();
        QCOMPARE(std::lround(image.dotsPerMeterX() * 0.0254), 192L);
    }

    void cliNetworkSvg()
    {
        const QString out = mDir.filePath(QStringLiteral("q3.svg"));
        const auto r = tests::cli(QStringList{QStringLiteral("export")} + kSex
                                  + QStringList{QStringLiteral("--round"), QStringLiteral("1"), QStringLiteral("--out"), out});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QByteArray svg = readAll(out);
        QXmlStreamReader xml(svg);
        int elements = 0;
        QString title;
        QStringList texts;
        while (!xml.atEnd()) {
            xml.readNext();
            if (xml.isStartElement()) {
                ++elements;
                if (xml.name() == QLatin1String("title"))
                    title = xml.readElementText();
            } else if (xml.isCharacters() && !xml.isWhitespace()) {
                texts << xml.text().toString();
            }
        }
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        QVERIFY(elements > 50);
        QVERIFY(QSvgRenderer(svg).isValid());
        QVERIFY2(title.contains(QLatin1String("alltoall-hypercube-sex")) && title.contains(QLatin1String("hypercube:3")),
                 qPrintable(title));
        const QString all = texts.join(QLatin1Char(' '));
        QVERIFY2(all.contains(QLatin1String("round 1 of 3")), qPrintable(all.left(400)));
        QVERIFY(all.contains(QLatin1String("Channel load:")));
        QVERIFY2(!all.contains(QLatin1String("hide legend")), "a UI hint in a figure");
        // Vector: no bitmap of the drawing or its labels.
        QVERIFY(!svg.contains("<image"));
    }

    void cliNetworkPdf_data()
    {
        QTest::addColumn<QString>("round");
        QTest::addColumn<int>("pages");
        QTest::newRow("one round") << QStringLiteral("2") << 1;
        QTest::newRow("all rounds, one page each") << QStringLiteral("all") << 3;
        QTest::newRow("rounds 2-3") << QStringLiteral("2-3") << 2;
    }
    void cliNetworkPdf()
    {
        QFETCH(QString, round);
        QFETCH(int, pages);
        const QString out = mDir.filePath(QStringLiteral("q3-%1.pdf").arg(round));
        const auto r = tests::cli(QStringList{QStringLiteral("export")} + kSex
                                  + QStringList{QStringLiteral("--round"), round, QStringLiteral("--style"),
                                                QStringLiteral("mono"), QStringLiteral("--out"), out});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QByteArray pdf = readAll(out);
        QVERIFY(pdf.startsWith("%PDF-"));
        QVERIFY(pdf.trimmed().endsWith("%%EOF"));
        QCOMPARE(pdfPages(pdf), pages);
        QVERIFY(!pdf.contains("/Subtype /Image")); // vector
    }

    void cliGifFrames_data()
    {
        QTest::addColumn<QString>("algorithm");
        QTest::addColumn<QString>("topology");
        QTest::addColumn<QString>("round");
        QTest::addColumn<int>("framesPerRound");
        QTest::addColumn<int>("frames");
        QTest::newRow("Q3 SEX, all 3 rounds x 4") << "alltoall-hypercube-sex" << "hypercube:3" << "all" << 4 << 12;
        QTest::newRow("ring:8 broadcast, rounds 1-2 x 3") << "broadcast-ring-near-first" << "ring:8" << "1-2" << 3 << 6;
        QTest::newRow("mesh:3x3 one round x 1") << "allgather-mesh" << "mesh:3x3" << "2" << 1 << 1;
    }
    void cliGifFrames()
    {
        QFETCH(QString, algorithm);
        QFETCH(QString, topology);
        QFETCH(QString, round);
        QFETCH(int, framesPerRound);
        QFETCH(int, frames);
        const QString out = mDir.filePath(QStringLiteral("%1.gif").arg(QString::fromLatin1(QTest::currentDataTag()).size()));
        const auto r = tests::cli({QStringLiteral("export"), QStringLiteral("--algorithm"), algorithm,
                                   QStringLiteral("--topology"), topology, QStringLiteral("--round"), round,
                                   QStringLiteral("--frames-per-round"), QString::number(framesPerRound),
                                   QStringLiteral("--size"), QStringLiteral("320x240"), QStringLiteral("--out"), out});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY(readAll(out).startsWith("GIF89a"));
        QImageReader reader(out);
        QCOMPARE(reader.imageCount(), frames);
        QCOMPARE(reader.size(), QSize(320, 240));
        QCOMPARE(reader.loopCount(), -1); // loops forever (NETSCAPE2.0, count 0)
    }

    void cliPngFrameSequence()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("frame.png"));
        const auto r = tests::cli(QStringList{QStringLiteral("export")} + kSex
                                  + QStringList{QStringLiteral("--round"), QStringLiteral("1-2"),
                                                QStringLiteral("--frames-per-round"), QStringLiteral("3"),
                                                QStringLiteral("--size"), QStringLiteral("200x150"),
                                                QStringLiteral("--out"), out});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QStringList files = QDir(dir.path()).entryList(QDir::Files, QDir::Name);
        QCOMPARE(files, (QStringList{QStringLiteral("frame-0001.png"), QStringLiteral("frame-0002.png"),
                                     QStringLiteral("frame-0003.png"), QStringLiteral("frame-0004.png"),
                                     QStringLiteral("frame-0005.png"), QStringLiteral("frame-0006.png")}));
        QCOMPARE(QImageReader(dir.filePath(files.first())).size(), QSize(200, 150));
    }

    void cliTikzAndBeamer_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QStringList>("contains");
        QTest::newRow("tikz, Q3 SEX round 2")
            << (kSex + QStringList{QStringLiteral("--round"), QStringLiteral("2"), QStringLiteral("--format"), QStringLiteral("tikz")})
            << QStringList{QStringLiteral("\\documentclass[tikz,border=4pt]{standalone}"),
                           QStringLiteral("\\begin{tikzpicture}"), QStringLiteral("\\draw[load1]"),
                           QStringLiteral("round 2 of 3")};
        QTest::newRow("tikz, ring:8 near-first round 3 (shared links), mono")
            << QStringList{QStringLiteral("--algorithm"), QStringLiteral("broadcast-ring-near-first"), QStringLiteral("--topology"),
                           QStringLiteral("ring:8"), QStringLiteral("--round"), QStringLiteral("3"), QStringLiteral("--style"),
                           QStringLiteral("mono"), QStringLiteral("--format"), QStringLiteral("tikz")}
            << QStringList{QStringLiteral("\\draw[load2]"), QStringLiteral("\\colorlet{loadA}{black}")};
        QTest::newRow("tikz, torus:3x3x3 initial state")
            << QStringList{QStringLiteral("--algorithm"), QStringLiteral("broadcast-recursive-doubling"), QStringLiteral("--topology"),
                           QStringLiteral("torus:3x3x3"), QStringLiteral("--round"), QStringLiteral("0"), QStringLiteral("--format"),
                           QStringLiteral("tikz")}
            << QStringList{QStringLiteral("initial state")};
        QTest::newRow("beamer, Q3 SEX")
            << (kSex + QStringList{QStringLiteral("--format"), QStringLiteral("beamer")})
            << QStringList{QStringLiteral("\\documentclass[aspectratio=169]{beamer}"), QStringLiteral("\\only<1>{"), QStringLiteral("\\only<3>{"),
                           QStringLiteral("\\useasboundingbox")};
        QTest::newRow("beamer, reduce on tree:8")
            << QStringList{QStringLiteral("--algorithm"), QStringLiteral("reduce-tree"), QStringLiteral("--topology"),
                           QStringLiteral("tree:8"), QStringLiteral("--format"), QStringLiteral("beamer")}
            << QStringList{QStringLiteral("$\\Sigma_{")};
    }
    void cliTikzAndBeamer()
    {
        QFETCH(QStringList, args);
        QFETCH(QStringList, contains);
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("figure.tex"));
        const auto r = tests::cli(QStringList{QStringLiteral("export")} + args + QStringList{QStringLiteral("--out"), out});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QString tex = QString::fromUtf8(readAll(out));
        for (const QString &c : contains)
            QVERIFY2(tex.contains(c), qPrintable(c));
        if (!hasPdflatex())
            QSKIP("pdflatex is not installed (Debian: texlive-latex-base texlive-latex-recommended texlive-pictures "
                  "texlive-latex-extra): the LaTeX was not compiled");
        const QString error = compileLatex(out);
        QVERIFY2(error.isEmpty(), qPrintable(error));
    }

    void cliTables_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("file");
        QTest::addColumn<QStringList>("lines"); ///< lines the file must hold
        QTest::addColumn<int>("minLines");
        QTest::newRow("csv, per-round results")
            << kSex << QStringLiteral("rounds.csv")
            << QStringList{QStringLiteral("round,transfers,messages,packets,maxLinkLoad,time,endsAt,narration"),
                           QStringLiteral("# model: sf,ports=1,duplex=full,combining"), QStringLiteral("# ts: 1"),
                           QStringLiteral("# time: 15")}
            << 4;
        QTest::newRow("markdown")
            << kSex << QStringLiteral("rounds.md")
            << QStringList{QStringLiteral("| Round | Transfers | Messages | Packets | Max link load | Time | Ends at | Narration |"),
                           QStringLiteral("| ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |")}
            << 7;
        QTest::newRow("latex (booktabs)")
            << (kSex + QStringList{QStringLiteral("--format"), QStringLiteral("latex")}) << QStringLiteral("rounds.tex")
            << QStringList{QStringLiteral("\\toprule"), QStringLiteral("\\midrule"), QStringLiteral("\\bottomrule")} << 8;
        QTest::newRow("csv, the source's schedule table")
            << QStringList{QStringLiteral("--algorithm"), QStringLiteral("alltoall-hypercube-allport"), QStringLiteral("--topology"),
                           QStringLiteral("hypercube:4"), QStringLiteral("--table"), QStringLiteral("schedule")}
            << QStringLiteral("schedule.csv")
            << QStringList{QStringLiteral("# algorithm: alltoall-hypercube-allport"), QStringLiteral("# view: schedule"),
                           QStringLiteral("Round,j=0,j=1,j=2,j=3")}
            << 5;
    }
    void cliTables()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, file);
        QFETCH(QStringList, lines);
        QFETCH(int, minLines);
        QTemporaryDir dir;
        const QString out = dir.filePath(file);
        const auto r = tests::cli(QStringList{QStringLiteral("export"), QStringLiteral("--what"), QStringLiteral("table")}
                                  + args + QStringList{QStringLiteral("--out"), out});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QString text = QString::fromUtf8(readAll(out));
        QStringList got = text.split(QRegularExpression(QStringLiteral("\r?\n")), Qt::SkipEmptyParts);
        for (const QString &l : lines)
            QVERIFY2(got.contains(l), qPrintable(l + QStringLiteral("\n---\n") + text.left(600)));
        QVERIFY2(got.size() >= minLines, qPrintable(text));
        if (file.endsWith(QLatin1String(".csv"))) {
            // A header comment first ("# key: value": what the rows are of), then every row has
            // as many fields as the header (RFC 4180 quoting of the narration).
            QVERIFY2(got.first().startsWith(QLatin1String("# rows: ")), qPrintable(got.first()));
            while (!got.isEmpty() && got.first().startsWith(QLatin1String("# ")))
                got.removeFirst();
            const int columns = int(got.first().split(QLatin1Char(',')).size());
            for (const QString &row : got.mid(1)) {
                int fields = 1;
                bool quoted = false;
                for (QChar c : row) {
                    if (c == QLatin1Char('"'))
                        quoted = !quoted;
                    else if (c == QLatin1Char(',') && !quoted)
                        ++fields;
                }
                QCOMPARE(fields, columns);
            }
            if (file == QLatin1String("rounds.csv")) {
                QCOMPARE(got.size(), 1 + 3); // header + Q3's three rounds; round 1: 8 messages of 4 packets, time t_s + 4 t_w m
                QVERIFY2(got[1].startsWith(QLatin1String("1,8,8,32,1,5,5,")), qPrintable(got[1]));
            }
        }
        if (file.endsWith(QLatin1String(".tex")) && hasPdflatex()) {
            const QString doc = dir.filePath(QStringLiteral("doc.tex"));
            QFile f(doc);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("\\documentclass{article}\n\\usepackage{booktabs}\n\\usepackage[T1]{fontenc}\n"
                    "\\usepackage[utf8]{inputenc}\n\\begin{document}\n\\input{rounds}\n\\end{document}\n");
            f.close();
            const QString error = compileLatex(doc);
            QVERIFY2(error.isEmpty(), qPrintable(error));
        }
    }

    void cliRefusals_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("file");
        QTest::addColumn<QStringList>("says");
        QTest::newRow("unknown suffix")
            << (kSex + QStringList{QStringLiteral("--round"), QStringLiteral("1")}) << QStringLiteral("fig.bmp")
            << QStringList{QStringLiteral("'"), QStringLiteral("fig.bmp': .bmp is not a format"), QStringLiteral(".png, .svg, .pdf")};
        QTest::newRow("format against suffix")
            << (kSex + QStringList{QStringLiteral("--round"), QStringLiteral("1"), QStringLiteral("--format"), QStringLiteral("svg")})
            << QStringLiteral("fig.png") << QStringList{QStringLiteral("--format svg writes .svg files"), QStringLiteral("'.png'")};
        QTest::newRow("no round for a picture")
            << kSex << QStringLiteral("fig.png") << QStringList{QStringLiteral("give --round R"), QStringLiteral("1..3")};
        QTest::newRow("round beyond the run")
            << (kSex + QStringList{QStringLiteral("--round"), QStringLiteral("4")}) << QStringLiteral("fig.svg")
            << QStringList{QStringLiteral("beyond the run's 3 rounds")};
        QTest::newRow("svg of several rounds")
            << (kSex + QStringList{QStringLiteral("--round"), QStringLiteral("all")}) << QStringLiteral("fig.svg")
            << QStringList{QStringLiteral("svg shows one round; give --round R, or use pdf, gif")};
        QTest::newRow("bad size")
            << (kSex + QStringList{QStringLiteral("--round"), QStringLiteral("1"), QStringLiteral("--size"), QStringLiteral("big")})
            << QStringLiteral("fig.png") << QStringList{QStringLiteral("--size 'big' is not accepted"), QStringLiteral("WxH")};
        QTest::newRow("export option on run")
            << QStringList{QStringLiteral("--dpi"), QStringLiteral("300")} << QString()
            << QStringList{QStringLiteral("--dpi applies to 'export' only")};
    }
    void cliRefusals()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, file);
        QFETCH(QStringList, says);
        QTemporaryDir dir;
        QStringList all = file.isEmpty() ? QStringList{QStringLiteral("run")} + kSex + args
                                         : QStringList{QStringLiteral("export")} + args
                                               + QStringList{QStringLiteral("--out"), dir.filePath(file)};
        const auto r = tests::cli(all);
        QCOMPARE(r.exitCode, 2);
        const QString err = QString::fromUtf8(r.err);
        QCOMPARE(err.count(QLatin1Char('\n')), 1); // one sentence
        for (const QString &s : says)
            QVERIFY2(err.contains(s), qPrintable(err));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).size(), 0);
    }

    void cliScenarioFileGivesTheRound()
    {
        // A picture of a scenario file shows the round the file names (and --round overrides it).
        QTemporaryDir dir;
        const QString scenario = dir.filePath(QStringLiteral("ring.collviz"));
        QFile f(scenario);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"format": "collviz-scenario/1", "algorithm": "broadcast-ring-near-first", "topology": "ring:8", "round": 2})");
        f.close();
        const QString out = dir.filePath(QStringLiteral("ring.tex"));
        auto r = tests::cli({QStringLiteral("export"), QStringLiteral("--scenario"), scenario, QStringLiteral("--format"),
                             QStringLiteral("tikz"), QStringLiteral("--out"), out});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY(readAll(out).contains("round 2 of 3"));
        r = tests::cli({QStringLiteral("export"), QStringLiteral("--scenario"), scenario, QStringLiteral("--round"),
                        QStringLiteral("3"), QStringLiteral("--format"), QStringLiteral("tikz"), QStringLiteral("--out"), out});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY(readAll(out).contains("round 3 of 3"));
    }

    void cliVideoWithoutFfmpeg()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("q3.mp4"));
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("COLLVIZ_FFMPEG"), dir.filePath(QStringLiteral("no-such-ffmpeg")));
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(COLLVIZ_CLI_PATH), QStringList{QStringLiteral("export")} + kSex + QStringList{QStringLiteral("--out"), out});
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 2);
        const QString err = QString::fromUtf8(p.readAllStandardError());
        QVERIFY2(err.contains(QLatin1String("ffmpeg program, which is not installed")), qPrintable(err));
        QVERIFY2(err.contains(QLatin1String("apt-get install ffmpeg")), qPrintable(err));
        QVERIFY(!QFileInfo::exists(out));
    }

    void cliVideoWithFfmpeg_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QByteArray>("magic");
        QTest::addColumn<int>("offset");
        QTest::newRow("mp4 (H.264)") << QStringLiteral("q3.mp4") << QByteArray("ftyp") << 4;
        QTest::newRow("webm (VP9)") << QStringLiteral("q3.webm") << QByteArray("\x1a\x45\xdf\xa3") << 0;
    }
    void cliVideoWithFfmpeg()
    {
        QFETCH(QString, file);
        QFETCH(QByteArray, magic);
        QFETCH(int, offset);
        if (QStandardPaths::findExecutable(QStringLiteral("ffmpeg")).isEmpty())
            QSKIP("ffmpeg is not installed (Debian: ffmpeg): MP4/WebM were not made");
        QTemporaryDir dir;
        const QString out = dir.filePath(file);
        // An odd size: H.264 and VP9 in yuv420p need even sides, the exporter rounds down.
        const auto r = tests::cli(QStringList{QStringLiteral("export")} + kSex
                                  + QStringList{QStringLiteral("--frames-per-round"), QStringLiteral("4"), QStringLiteral("--size"),
                                                QStringLiteral("321x241"), QStringLiteral("--out"), out});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QCOMPARE(readAll(out).mid(offset, magic.size()), magic);
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList{file}); // no temporary left
        if (QStandardPaths::findExecutable(QStringLiteral("ffprobe")).isEmpty())
            return;
        const auto probe = tests::runProgram(QStringLiteral("ffprobe"),
                                             {QStringLiteral("-v"), QStringLiteral("error"), QStringLiteral("-count_frames"),
                                              QStringLiteral("-select_streams"), QStringLiteral("v:0"), QStringLiteral("-show_entries"),
                                              QStringLiteral("stream=width,height,nb_read_frames"), QStringLiteral("-of"),
                                              QStringLiteral("csv=p=0"), out});
        QCOMPARE(probe.out.trimmed(), QByteArray("320,240,12")); // 3 rounds x 4 frames
    }

    void cliNeedsNoDisplay()
    {
        // No DISPLAY, no QT_QPA_PLATFORM: export sets the offscreen platform itself.
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("q3.png"));
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove(QStringLiteral("DISPLAY"));
        env.remove(QStringLiteral("WAYLAND_DISPLAY"));
        env.remove(QStringLiteral("QT_QPA_PLATFORM"));
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(COLLVIZ_CLI_PATH),
                QStringList{QStringLiteral("export")} + kSex
                    + QStringList{QStringLiteral("--round"), QStringLiteral("1"), QStringLiteral("--out"), out});
        QVERIFY(p.waitForFinished(60000));
        QVERIFY2(p.exitCode() == 0, p.readAllStandardError().constData());
        QVERIFY(readAll(out).startsWith("\x89PNG"));
        // The other commands still run without any Qt platform.
        p.start(QStringLiteral(COLLVIZ_CLI_PATH), QStringList{QStringLiteral("list")});
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 0);
    }

    void screenshotSuffixDecides_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("status");
        QTest::addColumn<QByteArray>("magic");
        QTest::newRow("png") << QStringLiteral("w.png") << 0 << QByteArray("\x89PNG");
        QTest::newRow("svg") << QStringLiteral("w.svg") << 0 << QByteArray("<?xml");
        QTest::newRow("pdf") << QStringLiteral("w.pdf") << 0 << QByteArray("%PDF");
        QTest::newRow("bmp refused") << QStringLiteral("w.bmp") << 2 << QByteArray();
    }
    void screenshotSuffixDecides()
    {
        QFETCH(QString, file);
        QFETCH(int, status);
        QFETCH(QByteArray, magic);
        QTemporaryDir dir;
        const QString out = dir.filePath(file);
        const auto r = tests::runProgram(QStringLiteral(COLLVIZ_GUI_PATH),
                                         {QStringLiteral("--screenshot"), out, QStringLiteral("--size"), QStringLiteral("900x600"),
                                          QStringLiteral("--topology"), QStringLiteral("ring:8"), QStringLiteral("--algorithm"),
                                          QStringLiteral("broadcast-ring-near-first"), QStringLiteral("--round"), QStringLiteral("2")});
        QCOMPARE(r.exitCode, status);
        if (status == 0) {
            QVERIFY(readAll(out).startsWith(magic));
        } else {
            QVERIFY2(r.err.contains(".bmp is not a figure format; accepted: .png, .svg, .pdf"), r.err.constData());
            QVERIFY(!QFileInfo::exists(out));
        }
    }

    // ------------------------------------------------------------------ the library

    void figureSuffixDecidesTheFormat_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QByteArray>("magic");
        QTest::newRow("png") << QStringLiteral("a.png") << QByteArray("\x89PNG");
        QTest::newRow("PNG upper case") << QStringLiteral("b.PNG") << QByteArray("\x89PNG");
        QTest::newRow("svg") << QStringLiteral("c.svg") << QByteArray("<?xml");
        QTest::newRow("pdf") << QStringLiteral("d.pdf") << QByteArray("%PDF");
    }
    void figureSuffixDecidesTheFormat()
    {
        QFETCH(QString, file);
        QFETCH(QByteArray, magic);
        views::NetworkFigure figure(run(QStringLiteral("broadcast-recursive-doubling"), QStringLiteral("hypercube:3")));
        figure.setMoment(2, 0.5);
        QString error;
        const QString path = mDir.filePath(file);
        QVERIFY2(views::writeFigure(figure, path, {QSize(400, 300), 96}, &error), qPrintable(error));
        QVERIFY(readAll(path).startsWith(magic));
    }

    void figureRefusesUnknownSuffix()
    {
        views::NetworkFigure figure(run(QStringLiteral("broadcast-recursive-doubling"), QStringLiteral("hypercube:3")));
        QString error;
        const QString path = mDir.filePath(QStringLiteral("x.jpg"));
        QVERIFY(!views::writeFigure(figure, path, {}, &error));
        QVERIFY2(error.contains(QLatin1String(".jpg is not a figure format; accepted: .png, .svg, .pdf")), qPrintable(error));
        QVERIFY(!QFileInfo::exists(path));
    }

    void figureCaptionNamesTheRun()
    {
        views::NetworkFigure figure(run(QStringLiteral("alltoall-hypercube-sex"), QStringLiteral("hypercube:3")));
        figure.setMoment(2, 0.5);
        QVERIFY(figure.title().contains(QLatin1String("alltoall-hypercube-sex")));
        QVERIFY(figure.title().contains(QLatin1String("hypercube:3")));
        QVERIFY2(figure.caption().contains(QLatin1String("Model sf,")), qPrintable(figure.caption()));
        QVERIFY2(figure.caption().contains(QLatin1String("round 2 of 3")), qPrintable(figure.caption()));
        for (const QString &t : figure.legendTexts())
            QVERIFY2(!t.contains(QLatin1String(": hide")) && !t.startsWith(QLatin1String("V:"))
                         && !t.contains(QLatin1String("Drag")) && !t.contains(QLatin1String("N: next"))
                         && !t.startsWith(QLatin1String("selected node")), // no node is selected on paper
                     qPrintable(t));
    }

    void monochromeHasNoColour()
    {
        auto result = run(QStringLiteral("broadcast-ring-near-first"), QStringLiteral("ring:8"));
        auto saturated = [](const QImage &image) {
            int n = 0;
            for (int y = 0; y < image.height(); ++y)
                for (int x = 0; x < image.width(); ++x) {
                    const QColor c = image.pixelColor(x, y);
                    n += std::max({c.red(), c.green(), c.blue()}) - std::min({c.red(), c.green(), c.blue()}) > 40;
                }
            return n;
        };
        views::NetworkFigureOptions options;
        views::NetworkFigure colour(result, options);
        colour.setMoment(3, 1.0);
        QVERIFY(saturated(views::renderFigure(colour, {QSize(500, 400), 96})) > 200);
        options.monochrome = true;
        views::NetworkFigure mono(result, options);
        mono.setMoment(3, 1.0);
        QCOMPARE(saturated(views::renderFigure(mono, {QSize(500, 400), 96})), 0);
    }

    void frameProgressMatchesTheApp_data()
    {
        QTest::addColumn<int>("frame");
        QTest::addColumn<int>("perRound");
        QTest::addColumn<double>("progress");
        QTest::newRow("first of 8: the round's start") << 0 << 8 << 0.0;
        QTest::newRow("last of 8: its end") << 7 << 8 << 1.0;
        QTest::newRow("middle of 5") << 2 << 5 << 0.5;
        QTest::newRow("single frame: the end") << 0 << 1 << 1.0;
    }
    void frameProgressMatchesTheApp()
    {
        QFETCH(int, frame);
        QFETCH(int, perRound);
        QFETCH(double, progress);
        QCOMPARE(views::frameProgress(frame, perRound), progress);
    }

    void cancelledExportLeavesNoFile_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("gif") << QStringLiteral("cancel.gif");
        QTest::newRow("png frames") << QStringLiteral("cancel.png");
        QTest::newRow("pdf pages") << QStringLiteral("cancel.pdf");
    }
    void cancelledExportLeavesNoFile()
    {
        QFETCH(QString, file);
        QTemporaryDir dir;
        const QString path = dir.filePath(file);
        // An earlier export of the same name stays as it was.
        {
            QFile old(path);
            QVERIFY(old.open(QIODevice::WriteOnly));
            old.write("old");
        }
        views::NetworkFigure figure(run(QStringLiteral("alltoall-hypercube-sex"), QStringLiteral("hypercube:3")));
        int calls = 0;
        const views::ExportProgress cancelAfterTwo = [&](int, int) { return ++calls < 2; };
        QString error;
        bool ok = false;
        if (file.endsWith(QLatin1String(".pdf"))) {
            ok = views::writeFigurePages(figure, path, {1, 2, 3}, 1.0, {QSize(300, 200), 96}, cancelAfterTwo, &error);
        } else {
            views::AnimationOptions options;
            options.framesPerRound = 4;
            options.file.size = QSize(200, 150);
            ok = views::writeAnimation(figure, path, options, cancelAfterTwo, &error);
        }
        QVERIFY(!ok);
        QCOMPARE(calls, 2);
        QVERIFY2(error.contains(QLatin1String("cancelled")), qPrintable(error));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList{file});
        QCOMPARE(readAll(path), QByteArray("old"));
    }

    void tikzEscapes_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("latex");
        QTest::newRow("braces") << QStringLiteral("{0,5}") << QStringLiteral("\\{0,5\\}");
        QTest::newRow("underscore and percent") << QStringLiteral("t_s 50%") << QStringLiteral("t\\_s 50\\%");
        QTest::newRow("arrow and times") << QStringLiteral("0\u21921 \u00D74") << QStringLiteral("0$\\rightarrow$1 $\\times$4");
    }
    void tikzEscapes()
    {
        QFETCH(QString, text);
        QFETCH(QString, latex);
        QCOMPARE(views::tikz::escape(text), latex);
    }

private:
    QTemporaryDir mDir;
};

QTEST_MAIN(TestExport)
#include "tst_export.moc"

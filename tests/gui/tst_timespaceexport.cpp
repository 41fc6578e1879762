// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The time-space diagram leaves the window the way the other panels do: the view and its
// figure paint through one renderer (a figure of the view's state and size is the view's
// picture, pixel for pixel), the panel saves what it shows, and `collviz-cli export --what
// timespace` writes PNG, SVG, PDF and TikZ that compiles.

#include "views/export/figure.h"
#include "views/export/panelfigures.h"
#include "views/panels/timespacepanel.h"
#include "views/session.h"
#include "views/timespace/timespaceview.h"

#include "core/engine.h"

#include "tests/programrun.h"

#include <QFile>
#include <QImage>
#include <QProcess>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace collviz;

namespace {

std::shared_ptr<const core::RunResult> run(const QString &algorithm, const QString &topology, const QString &model = {})
{
    core::RunRequest request;
    request.algorithm = algorithm;
    request.topology = topology;
    request.modelSpec = model;
    auto result = std::make_shared<core::RunResult>(core::Engine::run(request));
    if (!result->ok)
        qFatal("%s", qPrintable(result->error));
    return result;
}

/// Pixels that differ at all between two images of the same size.
int differingPixels(const QImage &a, const QImage &b)
{
    const QImage x = a.convertToFormat(QImage::Format_RGB32);
    const QImage y = b.convertToFormat(QImage::Format_RGB32);
    int n = 0;
    for (int row = 0; row < x.height(); ++row)
        for (int col = 0; col < x.width(); ++col)
            n += x.pixel(col, row) != y.pixel(col, row) ? 1 : 0;
    return n;
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
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
    if (p.exitCode() == 0 && readAll(pdf).startsWith("%PDF"))
        return {};
    const QString log = QString::fromUtf8(p.readAllStandardOutput());
    const qsizetype at = log.indexOf(QLatin1Char('!'));
    return at >= 0 ? log.mid(at, 400) : log.right(400);
}

const QStringList kTorus{QStringLiteral("--algorithm"), QStringLiteral("alltoall-cartesian"), QStringLiteral("--topology"),
                         QStringLiteral("torus:4x4"), QStringLiteral("--model"), QStringLiteral("sf,noncombining")};

} // namespace

class TstTimeSpaceExport : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void viewAndFigurePaintTheSamePixels_data();
    void viewAndFigurePaintTheSamePixels();
    void panelSavesWhatItShows();
    void cliWritesEveryFormat_data();
    void cliWritesEveryFormat();
    void cliRefusesWhatItCannotWrite_data();
    void cliRefusesWhatItCannotWrite();
};

void TstTimeSpaceExport::viewAndFigurePaintTheSamePixels_data()
{
    QTest::addColumn<double>("zoom"); ///< time zoom from the fitted view
    QTest::addColumn<bool>("lanes");
    QTest::newRow("torus:4x4 fitted: lanes") << 1.0 << true;
    QTest::newRow("torus:4x4 zoomed 8x: messages") << 8.0 << false;
}

void TstTimeSpaceExport::viewAndFigurePaintTheSamePixels()
{
    QFETCH(double, zoom);
    QFETCH(bool, lanes);
    views::TimeSpaceView view;
    view.setAttribute(Qt::WA_DontShowOnScreen);
    view.resize(1000, 400);
    view.show();
    QCOMPARE(view.devicePixelRatio(), 1.0);
    view.setResult(run(QStringLiteral("alltoall-cartesian"), QStringLiteral("torus:4x4"), QStringLiteral("sf,noncombining")));
    view.setCurrentTime(2, 0.5);
    view.zoomTime(zoom, view.xForTime(view.currentTime()));
    QCOMPARE(view.lanesShown(), lanes);
    const QImage widget = view.grab().toImage();

    QTemporaryDir dir;
    const QString png = dir.filePath(QStringLiteral("t.png"));
    const std::unique_ptr<views::PanelFigure> figure = views::PanelFigure::timeSpace(view.data(), view.state());
    figure->setTitled(false);
    views::FigureFileOptions options;
    options.size = view.size();
    QString error;
    QVERIFY2(views::writeFigure(*figure, png, options, &error), qPrintable(error));
    const QImage exported(png);
    QCOMPARE(exported.size(), widget.size());
    QCOMPARE(differingPixels(widget, exported), 0);
}

void TstTimeSpaceExport::panelSavesWhatItShows()
{
    views::Session session;
    views::TimeSpacePanel panel(&session, nullptr);
    panel.resize(900, 380);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QTemporaryDir dir;
    QString error;
    QVERIFY(!panel.saveTo(dir.filePath(QStringLiteral("none.png")), &error));
    QVERIFY(error.contains(QStringLiteral("no run")));
    core::RunRequest request;
    request.algorithm = QStringLiteral("alltoall-cartesian");
    request.topology = QStringLiteral("torus:4x4");
    request.modelSpec = QStringLiteral("sf,noncombining");
    QSignalSpy done(&session, &views::Session::resultChanged);
    session.setRequest(request);
    QVERIFY(done.wait(20000));
    const QString png = dir.filePath(QStringLiteral("panel.png"));
    QVERIFY2(panel.saveTo(png, &error), qPrintable(error));
    QCOMPARE(differingPixels(QImage(png), panel.view()->grab().toImage()), 0);
    const QString tex = dir.filePath(QStringLiteral("panel.tex"));
    QVERIFY2(panel.saveTo(tex, &error), qPrintable(error));
    QVERIFY(readAll(tex).contains("\\begin{tikzpicture}"));
    QVERIFY(!panel.saveTo(dir.filePath(QStringLiteral("panel.bmp")), &error));
    QVERIFY2(error.contains(QStringLiteral(".bmp")) && error.contains(QStringLiteral(".png")), qPrintable(error));
}

void TstTimeSpaceExport::cliWritesEveryFormat_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("file");
    QTest::addColumn<QByteArray>("starts");
    QTest::newRow("png") << QStringList{QStringLiteral("--size"), QStringLiteral("1280x720")} << "t.png"
                         << QByteArray("\x89PNG");
    QTest::newRow("svg") << QStringList{} << "t.svg" << QByteArray("<?xml");
    QTest::newRow("pdf mono at round 3") << QStringList{QStringLiteral("--style"), QStringLiteral("mono"),
                                                        QStringLiteral("--round"), QStringLiteral("3")}
                                         << "t.pdf" << QByteArray("%PDF");
    QTest::newRow("tikz") << QStringList{QStringLiteral("--format"), QStringLiteral("tikz")} << "t.tex"
                          << QByteArray("% ");
}

void TstTimeSpaceExport::cliWritesEveryFormat()
{
    QFETCH(QStringList, args);
    QFETCH(QString, file);
    QFETCH(QByteArray, starts);
    QTemporaryDir dir;
    const QString out = dir.filePath(file);
    const auto r = tests::cli(QStringList{QStringLiteral("export")} + kTorus + args
                              + QStringList{QStringLiteral("--what"), QStringLiteral("timespace"), QStringLiteral("--out"), out});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QByteArray bytes = readAll(out);
    QVERIFY2(bytes.startsWith(starts), bytes.left(40).constData());
    if (file.endsWith(QLatin1String(".png"))) {
        QCOMPARE(QImage(out).size(), QSize(1280, 720));
        const QString shots = qEnvironmentVariable("COLLVIZ_SHOT_DIR");
        if (!shots.isEmpty())
            QFile::copy(out, shots + QStringLiteral("/timespace-cli-1280.png"));
    }
    if (!file.endsWith(QLatin1String(".tex")))
        return;
    QVERIFY(bytes.contains("\\begin{tikzpicture}"));
    QVERIFY(bytes.contains("\\fill[lane1]")); // the lanes, as the figure draws them at its size
    if (QStandardPaths::findExecutable(QStringLiteral("pdflatex")).isEmpty())
        QSKIP("pdflatex is not installed (Debian: texlive-latex-base texlive-pictures): the TikZ was not compiled");
    const QString error = compileLatex(out);
    QVERIFY2(error.isEmpty(), qPrintable(error));
}

void TstTimeSpaceExport::cliRefusesWhatItCannotWrite_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QStringList>("says");
    QTest::newRow("unknown --what") << QStringList{QStringLiteral("--what"), QStringLiteral("timeline"), QStringLiteral("--out"),
                                                   QStringLiteral("t.png")}
                                    << QStringList{QStringLiteral("'timeline'"), QStringLiteral("network"),
                                                   QStringLiteral("chart"), QStringLiteral("matrix"),
                                                   QStringLiteral("timespace")};
    QTest::newRow("a table") << QStringList{QStringLiteral("--what"), QStringLiteral("timespace"), QStringLiteral("--out"),
                                            QStringLiteral("t.csv")}
                             << QStringList{QStringLiteral("png, svg, pdf or tikz"), QStringLiteral("csv")};
    QTest::newRow("a bad window") << QStringList{QStringLiteral("--what"), QStringLiteral("timespace"), QStringLiteral("--out"),
                                                 QStringLiteral("t.png"), QStringLiteral("--round"), QStringLiteral("1-2")}
                                  << QStringList{QStringLiteral("one --round R")};
}

void TstTimeSpaceExport::cliRefusesWhatItCannotWrite()
{
    QFETCH(QStringList, args);
    QFETCH(QStringList, says);
    QTemporaryDir dir;
    QStringList full{QStringLiteral("export")};
    full << kTorus;
    for (const QString &a : args)
        full << (a.startsWith(QLatin1String("t.")) ? dir.filePath(a) : a);
    const auto r = tests::cli(full);
    QCOMPARE(r.exitCode, 2);
    const QString err = QString::fromUtf8(r.err).trimmed();
    QVERIFY2(!err.contains(QLatin1Char('\n')), qPrintable(err)); // one sentence
    for (const QString &s : says)
        QVERIFY2(err.contains(s), qPrintable(err + QStringLiteral(" lacks ") + s));
    QVERIFY(QDir(dir.path()).isEmpty());
}

QTEST_MAIN(TstTimeSpaceExport)
#include "tst_timespaceexport.moc"

// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The one renderer: the window's drawing and the exporters paint through NetworkRenderer, so
// a figure drawn with the window's view state is the window's picture, pixel for pixel.

#include "views/export/batchexport.h"
#include "views/export/figure.h"
#include "views/export/networkfigure.h"
#include "views/network/networkrenderer.h"
#include "views/network/networkview.h"

#include "core/engine.h"
#include "core/simulator.h"

#include <QApplication>
#include <QFileInfo>
#include <QImage>
#include <QPainter>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace collviz;

namespace {

std::shared_ptr<const core::RunResult> run(const QString &algorithm, const QString &topology)
{
    core::RunRequest request;
    request.algorithm = algorithm;
    request.topology = topology;
    return std::make_shared<core::RunResult>(core::Engine::run(request));
}

/// How two images differ: pixels that differ at all, and the largest difference of one
/// channel.
struct Difference
{
    int pixels = 0;
    int level = 0;
};

Difference compare(const QImage &a, const QImage &b)
{
    Difference d;
    const QImage x = a.convertToFormat(QImage::Format_ARGB32);
    const QImage y = b.convertToFormat(QImage::Format_ARGB32);
    for (int row = 0; row < x.height(); ++row) {
        const auto *p = reinterpret_cast<const QRgb *>(x.constScanLine(row));
        const auto *q = reinterpret_cast<const QRgb *>(y.constScanLine(row));
        for (int col = 0; col < x.width(); ++col) {
            if (p[col] == q[col])
                continue;
            ++d.pixels;
            d.level = std::max({d.level, std::abs(qRed(p[col]) - qRed(q[col])),
                                std::abs(qGreen(p[col]) - qGreen(q[col])), std::abs(qBlue(p[col]) - qBlue(q[col]))});
        }
    }
    return d;
}

} // namespace

class TestRenderer : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    /// `collviz-cli export` of the network draws through the renderer alone: no widget is
    /// made for any figure or animation format (the window's NetworkView is never built).
    void batchExportMakesNoWidget_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("round");
        QTest::newRow("png") << QStringLiteral("n.png") << QStringLiteral("2");
        QTest::newRow("svg") << QStringLiteral("n.svg") << QStringLiteral("2");
        QTest::newRow("pdf pages") << QStringLiteral("n.pdf") << QStringLiteral("all");
        QTest::newRow("gif") << QStringLiteral("n.gif") << QStringLiteral("1-2");
    }
    void batchExportMakesNoWidget()
    {
        QFETCH(QString, file);
        QFETCH(QString, round);
        QVERIFY(QApplication::allWidgets().isEmpty());
        const auto result = run(QStringLiteral("alltoall-hypercube-sex"), QStringLiteral("hypercube:3"));
        QTemporaryDir dir;
        views::BatchExport exporter;
        QString error;
        QVERIFY2(exporter.setOption(QStringLiteral("out"), dir.filePath(file), &error), qPrintable(error));
        QVERIFY2(exporter.setOption(QStringLiteral("round"), round, &error), qPrintable(error));
        QVERIFY2(exporter.setOption(QStringLiteral("size"), QStringLiteral("320x240"), &error), qPrintable(error));
        QVERIFY2(exporter.setOption(QStringLiteral("frames-per-round"), QStringLiteral("2"), &error), qPrintable(error));
        QString message;
        QCOMPARE(exporter.run(result, &message), 0);
        QVERIFY2(QFileInfo(dir.filePath(file)).size() > 100, qPrintable(message));
        QCOMPARE(QApplication::allWidgets().size(), 0);
    }

    /// Q4 standard exchange, round 2 at progress 0.5, 1200x900 at device pixel ratio 1 with
    /// the legend: the widget's own paint and the PNG exporter give identical images.
    void widgetAndPngExporterDrawTheSamePicture()
    {
        const auto result = run(QStringLiteral("alltoall-hypercube-sex"), QStringLiteral("hypercube:4"));
        QVERIFY2(result->ok, qPrintable(result->error));
        const core::Replay replay(result->schedule.get());

        views::NetworkView view;
        view.setAttribute(Qt::WA_DontShowOnScreen);
        view.resize(1200, 900);
        view.show();
        view.setResult(result);
        view.setRound(2, replay.stateAfter(1), replay.stateAfter(2));
        view.setProgress(0.5);
        QVERIFY(view.isLegendVisible());
        QCOMPARE(view.devicePixelRatio(), 1.0);
        const QImage widget = view.grab().toImage();
        QCOMPARE(widget.size(), QSize(1200, 900));
        QVERIFY2(view.packetItemCount() > 0 && view.packetVisible(0), "round 2 is in flight");

        views::NetworkFigureOptions options;
        options.title = false; // the window has no title: the drawing and its legend alone
        options.legend = true;
        views::NetworkFigure figure(result, options);
        figure.setViewState(view.viewState());
        figure.setMoment(2, 0.5);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("q4.png"));
        QString error;
        QVERIFY2(views::writeFigure(figure, path, {QSize(1200, 900), 96}, &error), qPrintable(error));
        const QImage exported(path);
        QCOMPARE(exported.size(), QSize(1200, 900));

        const Difference d = compare(widget, exported);
        if (d.pixels > 0) {
            widget.save(dir.filePath(QStringLiteral("widget.png")));
            dir.setAutoRemove(false);
        }
        QVERIFY2(d.pixels == 0, qPrintable(QStringLiteral("%1 pixels differ, by up to %2 levels (images in %3)")
                                               .arg(d.pixels)
                                               .arg(d.level)
                                               .arg(dir.path())));
        // Not a blank picture twice: nodes, loaded channels and the legend are drawn.
        int dark = 0;
        for (int y = 0; y < exported.height(); y += 3)
            for (int x = 0; x < exported.width(); x += 3)
                dark += qGray(exported.pixel(x, y)) < 128;
        QVERIFY2(dark > 1000, qPrintable(QString::number(dark)));
    }

    /// Save picture of a zoomed window shows the region on show, at the window's scale when
    /// the picture has the window's size, not the whole network.
    void zoomedWindowExportsItsRegion()
    {
        const auto result = run(QStringLiteral("alltoall-hypercube-sex"), QStringLiteral("hypercube:4"));
        const core::Replay replay(result->schedule.get());
        views::NetworkView view;
        view.setAttribute(Qt::WA_DontShowOnScreen);
        view.resize(1200, 900);
        view.show();
        view.setResult(result);
        view.setRound(2, replay.stateAfter(1), replay.stateAfter(2));
        const double fitted = view.transform().m11();
        view.zoomIn();
        view.zoomIn();
        const double zoomed = view.transform().m11();
        QVERIFY(zoomed > 1.5 * fitted);
        views::NetworkFigureOptions options;
        options.title = false;
        options.legend = false;
        views::NetworkFigure figure(result, options);
        figure.setViewState(view.exportState());
        figure.setMoment(2, 1.0);
        QImage image(1200, 900, QImage::Format_ARGB32_Premultiplied);
        QPainter painter(&image);
        figure.paint(painter, QRectF(0, 0, 1200, 900));
        painter.end();
        const double drawn = const_cast<views::NetworkRenderer &>(figure.renderer()).framing(QSizeF(1200, 900)).scale();
        QVERIFY2(std::abs(drawn / zoomed - 1.0) < 0.15, qPrintable(QStringLiteral("%1 vs %2").arg(drawn).arg(zoomed)));
    }

    /// The frames of an animation keep every node in place, at any picture size.
    void animationFramesKeepTheNodesInPlace_data()
    {
        QTest::addColumn<QString>("algorithm");
        QTest::addColumn<QString>("topology");
        QTest::addColumn<QSize>("size");
        QTest::newRow("Q4 SEX, 960x720") << QStringLiteral("alltoall-hypercube-sex") << QStringLiteral("hypercube:4")
                                         << QSize(960, 720);
        QTest::newRow("mesh 4x4, 400x300") << QStringLiteral("alltoall-cartesian") << QStringLiteral("mesh:4x4")
                                           << QSize(400, 300);
        QTest::newRow("Q5 SEX, 1800x1200") << QStringLiteral("alltoall-hypercube-sex") << QStringLiteral("hypercube:5")
                                           << QSize(1800, 1200);
        QTest::newRow("torus 6x6, 2000x1500") << QStringLiteral("allgather-mesh") << QStringLiteral("torus:6x6")
                                              << QSize(2000, 1500);
        QTest::newRow("ring 8, 1600x500") << QStringLiteral("allgather-ring") << QStringLiteral("ring:8")
                                          << QSize(1600, 500);
    }
    void animationFramesKeepTheNodesInPlace()
    {
        QFETCH(QString, algorithm);
        QFETCH(QString, topology);
        QFETCH(QSize, size);
        const auto result = run(algorithm, topology);
        QVERIFY2(result->ok, qPrintable(result->error));
        views::NetworkFigureOptions options;
        options.title = false; // the drawing is the whole picture: its framing is the one asked for
        views::NetworkFigure figure(result, options);
        QImage image(size, QImage::Format_ARGB32_Premultiplied);
        std::vector<QPointF> first;
        for (int r = 1; r <= figure.roundCount(); ++r) {
            for (double p : {0.0, 0.5, 1.0}) {
                figure.setMoment(r, p);
                QPainter painter(&image);
                figure.paint(painter, QRectF(QPointF(), QSizeF(size)));
                painter.end();
                auto &renderer = const_cast<views::NetworkRenderer &>(figure.renderer());
                const QTransform t = renderer.framing(QSizeF(size)).transform; // the one just painted
                for (int v = 0; v < result->topology->nodeCount(); ++v) {
                    const QPointF at = t.map(renderer.nodePosition(v));
                    if (first.size() < std::size_t(result->topology->nodeCount()))
                        first.push_back(at);
                    else
                        QVERIFY2(QLineF(at, first[std::size_t(v)]).length() < 0.5,
                                 qPrintable(QStringLiteral("node %1 moved in round %2").arg(v).arg(r)));
                }
            }
        }
    }

    /// The same state through the renderer alone (no widget at all) gives that picture too.
    void rendererAloneNeedsNoWidget()
    {
        const auto result = run(QStringLiteral("alltoall-hypercube-sex"), QStringLiteral("hypercube:4"));
        const core::Replay replay(result->schedule.get());
        views::NetworkRenderer renderer;
        renderer.setBaseFont(QApplication::font());
        renderer.setResult(result);
        renderer.setRound(2, replay.stateAfter(1), replay.stateAfter(2));
        renderer.setProgress(0.5);
        QImage image(1200, 900, QImage::Format_ARGB32_Premultiplied);
        QPainter painter(&image);
        renderer.paint(painter, QRectF(0, 0, 1200, 900));
        painter.end();
        QVERIFY(QApplication::allWidgets().isEmpty());
        QVERIFY(renderer.nodeLabelsShown());
        QVERIFY(!renderer.framing(QSizeF(1200, 900)).legend.isEmpty());
    }
};

QTEST_MAIN(TestRenderer)
#include "tst_renderer.moc"

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

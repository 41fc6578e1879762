// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The analysis panels' figures are painted by their renderers from plain data, not by widgets:
// BatchExport writes the cost chart, the TADT levels, the Hamiltonian cycles and the data
// matrix as PNG files of the asked size, really drawn, and no QWidget exists after it (the
// issue's count of QApplication::allWidgets()). Nothing in this suite makes a widget itself.

#include "views/export/batchexport.h"

#include "core/engine.h"

#include <QApplication>
#include <QImage>
#include <QSet>
#include <QTemporaryDir>
#include <QtTest>

using namespace collviz;

class TestPanelFigures : public QObject
{
    Q_OBJECT

private slots:
    void exportsPaintWithoutWidgets_data()
    {
        QTest::addColumn<QString>("what");
        QTest::addColumn<QString>("algorithm");
        QTest::addColumn<QString>("topology");
        QTest::addColumn<int>("round");
        QTest::addColumn<QString>("style");
        QTest::newRow("chart alltoall hypercube d=4")
            << QStringLiteral("chart") << QStringLiteral("alltoall-hypercube-sex") << QStringLiteral("hypercube:4") << -1
            << QStringLiteral("colour");
        QTest::newRow("tadt allgather torus 4x4 round 2")
            << QStringLiteral("tadt") << QStringLiteral("allgather-tadt") << QStringLiteral("torus:4x4") << 2
            << QStringLiteral("colour");
        QTest::newRow("tadt allgather torus 4x4 mono")
            << QStringLiteral("tadt") << QStringLiteral("allgather-tadt") << QStringLiteral("torus:4x4") << 1
            << QStringLiteral("mono");
        QTest::newRow("hamiltonian allgather torus 5x5 round 3")
            << QStringLiteral("hamiltonian") << QStringLiteral("allgather-hamiltonian") << QStringLiteral("torus:5x5") << 3
            << QStringLiteral("colour");
        QTest::newRow("matrix alltoall hypercube d=4 round 2")
            << QStringLiteral("matrix") << QStringLiteral("alltoall-hypercube-sex") << QStringLiteral("hypercube:4") << 2
            << QStringLiteral("colour");
    }
    void exportsPaintWithoutWidgets()
    {
        QFETCH(QString, what);
        QFETCH(QString, algorithm);
        QFETCH(QString, topology);
        QFETCH(int, round);
        QFETCH(QString, style);
        QVERIFY(QApplication::allWidgets().isEmpty());
        core::RunRequest request;
        request.algorithm = algorithm;
        request.topology = topology;
        const auto result = std::make_shared<const core::RunResult>(core::Engine::run(request));
        QVERIFY2(result->ok, qPrintable(result->error));

        QTemporaryDir dir;
        const QString out = dir.filePath(what + QStringLiteral(".png"));
        views::BatchExport job;
        QString error;
        QVERIFY(job.setOption(QStringLiteral("what"), what, &error));
        QVERIFY(job.setOption(QStringLiteral("out"), out, &error));
        QVERIFY(job.setOption(QStringLiteral("size"), QStringLiteral("900x600"), &error));
        QVERIFY(job.setOption(QStringLiteral("style"), style, &error));
        if (round >= 0)
            QVERIFY(job.setOption(QStringLiteral("round"), QString::number(round), &error));
        job.request = request;
        QString message;
        QCOMPARE(job.run(result, &message), 0);
        QVERIFY2(message.isEmpty(), qPrintable(message));

        // No widget was made for it: the renderers paint straight into the file's painter.
        QVERIFY2(QApplication::allWidgets().isEmpty(),
                 qPrintable(QString::number(QApplication::allWidgets().size())));

        const QImage image(out, "PNG");
        QVERIFY(!image.isNull());
        QCOMPARE(image.size(), QSize(900, 600));
        // Drawn, not blank: many distinct colours, and ink on much of the picture.
        QSet<QRgb> colours;
        int inked = 0;
        int samples = 0;
        for (int y = 0; y < image.height(); y += 5)
            for (int x = 0; x < image.width(); x += 5) {
                const QRgb c = image.pixel(x, y);
                colours.insert(c);
                inked += qGray(c) < 235;
                ++samples;
            }
        QVERIFY2(colours.size() > 8, qPrintable(QString::number(colours.size())));
        QVERIFY2(inked > samples / 100, qPrintable(QStringLiteral("%1 of %2").arg(inked).arg(samples)));
        if (style == QLatin1String("mono"))
            for (QRgb c : std::as_const(colours))
                QVERIFY2(std::abs(qRed(c) - qBlue(c)) <= 40 && std::abs(qRed(c) - qGreen(c)) <= 40,
                         "the print style draws in greys only");
        // Kept for a look at what was drawn.
        const QString keep = qEnvironmentVariable("COLLVIZ_KEEP_FIGURES");
        if (!keep.isEmpty())
            QFile::copy(out, keep + QLatin1Char('/') + QString::fromLatin1(QTest::currentDataTag()).replace(QLatin1Char(' '), QLatin1Char('_')) + QStringLiteral(".png"));
    }
};

QTEST_MAIN(TestPanelFigures)
#include "tst_panelfigures.moc"

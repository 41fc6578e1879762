// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The icons the build renders from resources/collviz.svg (resources/iconmaker.cpp): the
// freedesktop PNG sizes, the Windows .ico as Qt's own ICO reader reads it, and the macOS
// .icns as Apple's layout defines it (each element a PNG of its type's size).

#include <QtTest>

#include <QFile>
#include <QImage>
#include <QImageReader>
#include <QtEndian>

namespace {

const QString kIcons = QStringLiteral(COLLVIZ_ICON_DIR);

/// Whether `image` is a drawing, not a blank square: transparent corners (the rounded
/// square) and opaque pixels in the middle.
bool looksDrawn(const QImage &image)
{
    const int s = image.width();
    return qAlpha(image.pixel(0, 0)) == 0 && qAlpha(image.pixel(s / 2, s / 2)) == 255;
}

} // namespace

class TestIcons : public QObject
{
    Q_OBJECT
private slots:
    void freedesktopSizes_data()
    {
        QTest::addColumn<int>("size");
        for (int size : {16, 24, 32, 48, 64, 128, 256, 512})
            QTest::addRow("%dx%d", size, size) << size;
    }
    void freedesktopSizes()
    {
        QFETCH(int, size);
        const QImage image(kIcons + QStringLiteral("/hicolor/%1x%1/apps/collviz.png").arg(size));
        QVERIFY2(!image.isNull(), "the PNG is missing or unreadable");
        QCOMPARE(image.size(), QSize(size, size));
        QVERIFY(image.hasAlphaChannel());
        if (size >= 32)
            QVERIFY(looksDrawn(image));
    }

    void windowsIcoHoldsEverySize()
    {
        QImageReader reader(kIcons + QStringLiteral("/collviz.ico"), "ico");
        QVERIFY2(reader.canRead(), qPrintable(reader.errorString()));
        QCOMPARE(reader.imageCount(), 6);
        QList<int> sizes;
        for (int i = 0; i < reader.imageCount(); ++i) {
            QVERIFY(reader.jumpToImage(i));
            const QImage image = reader.read();
            QVERIFY2(!image.isNull(), qPrintable(reader.errorString()));
            QCOMPARE(image.width(), image.height());
            sizes << image.width();
            // The same picture as the PNG of its size.
            const QImage png(kIcons + QStringLiteral("/hicolor/%1x%1/apps/collviz.png").arg(image.width()));
            QCOMPARE(image.convertToFormat(QImage::Format_ARGB32), png.convertToFormat(QImage::Format_ARGB32));
        }
        QCOMPARE(sizes, (QList<int>{16, 24, 32, 48, 64, 256}));
    }

    void macIcnsHoldsPngElements()
    {
        QFile f(kIcons + QStringLiteral("/collviz.icns"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray bytes = f.readAll();
        QVERIFY(bytes.startsWith("icns"));
        QCOMPARE(qFromBigEndian<quint32>(bytes.constData() + 4), quint32(bytes.size()));
        const QHash<QByteArray, int> sizeOfType{{"icp4", 16},  {"icp5", 32},  {"icp6", 64},  {"ic07", 128},
                                                {"ic08", 256}, {"ic09", 512}, {"ic10", 1024}};
        QSet<QByteArray> seen;
        for (qsizetype at = 8; at < bytes.size();) {
            QVERIFY(at + 8 <= bytes.size());
            const QByteArray type = bytes.mid(at, 4);
            const quint32 length = qFromBigEndian<quint32>(bytes.constData() + at + 4);
            QVERIFY2(sizeOfType.contains(type), type.constData());
            QVERIFY(length > 8 && at + qsizetype(length) <= bytes.size());
            const QImage image = QImage::fromData(bytes.mid(at + 8, length - 8), "PNG");
            QCOMPARE(image.size(), QSize(sizeOfType.value(type), sizeOfType.value(type)));
            QVERIFY(looksDrawn(image));
            seen.insert(type);
            at += length;
        }
        QCOMPARE(seen.size(), sizeOfType.size());
    }
};

QTEST_MAIN(TestIcons)
#include "tst_icons.moc"

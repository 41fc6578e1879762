// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// collviz-iconmaker: the build's one source of icons. Renders resources/collviz.svg to the
// PNG sizes of the freedesktop icon theme, a Windows .ico and a macOS .icns, so that every
// platform's icon comes from the one SVG (resources/CMakeLists.txt runs it at build time).
//
//   collviz-iconmaker SVG OUTDIR
//
// writes OUTDIR/hicolor/NxN/apps/collviz.png, OUTDIR/collviz.ico and OUTDIR/collviz.icns.
// Both containers hold PNG images, which every Windows since Vista and every macOS since
// 10.7 read.

#include <QBuffer>
#include <QByteArray>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QImage>
#include <QPainter>
#include <QSaveFile>
#include <QSvgRenderer>
#include <QtEndian>

#include <cstdio>
#include <utility>
#include <vector>

namespace {

QByteArray png(QSvgRenderer &svg, int size)
{
    QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    svg.render(&painter, QRectF(0, 0, size, size));
    painter.end();
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "PNG");
    return bytes;
}

template <typename T> void put(QByteArray &out, T value, bool bigEndian)
{
    char b[sizeof(T)];
    if (bigEndian)
        qToBigEndian(value, b);
    else
        qToLittleEndian(value, b);
    out.append(b, int(sizeof(T)));
}

/// An ICO file: a directory of PNG images (Microsoft's ICONDIR and ICONDIRENTRY).
QByteArray ico(const std::vector<std::pair<int, QByteArray>> &images)
{
    QByteArray out;
    put<quint16>(out, 0, false);                      // reserved
    put<quint16>(out, 1, false);                      // 1: icon
    put<quint16>(out, quint16(images.size()), false); // images
    quint32 offset = quint32(6 + 16 * images.size());
    for (const auto &[size, bytes] : images) {
        out.append(char(size >= 256 ? 0 : size)); // width, 0 meaning 256
        out.append(char(size >= 256 ? 0 : size)); // height
        out.append(char(0));                      // no palette
        out.append(char(0));                      // reserved
        put<quint16>(out, 1, false);              // colour planes
        put<quint16>(out, 32, false);             // bits per pixel
        put<quint32>(out, quint32(bytes.size()), false);
        put<quint32>(out, offset, false);
        offset += quint32(bytes.size());
    }
    for (const auto &image : images)
        out.append(image.second);
    return out;
}

/// An ICNS file: 'icns', its length, then one element per size (type, length, PNG data).
QByteArray icns(const std::vector<std::pair<QByteArray, QByteArray>> &elements)
{
    QByteArray body;
    for (const auto &[type, bytes] : elements) {
        body.append(type);
        put<quint32>(body, quint32(8 + bytes.size()), true);
        body.append(bytes);
    }
    QByteArray out("icns");
    put<quint32>(out, quint32(8 + body.size()), true);
    return out + body;
}

bool save(const QString &path, const QByteArray &bytes)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size() || !f.commit()) {
        std::fprintf(stderr, "collviz-iconmaker: cannot write %s: %s\n", qPrintable(path),
                     qPrintable(f.errorString()));
        return false;
    }
    return true;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = QCoreApplication::arguments();
    if (args.size() != 3) {
        std::fprintf(stderr, "usage: collviz-iconmaker SVG OUTDIR\n");
        return 2;
    }
    QSvgRenderer svg(args.at(1));
    if (!svg.isValid()) {
        std::fprintf(stderr, "collviz-iconmaker: '%s' is not an SVG file Qt can draw\n", qPrintable(args.at(1)));
        return 2;
    }
    const QString out = args.at(2);
    bool ok = true;
    for (int size : {16, 24, 32, 48, 64, 128, 256, 512})
        ok = save(QStringLiteral("%1/hicolor/%2x%2/apps/collviz.png").arg(out).arg(size), png(svg, size)) && ok;
    std::vector<std::pair<int, QByteArray>> icoImages;
    for (int size : {16, 24, 32, 48, 64, 256})
        icoImages.emplace_back(size, png(svg, size));
    ok = save(out + QStringLiteral("/collviz.ico"), ico(icoImages)) && ok;
    // Apple's types for PNG elements: 16, 32, 64, 128, 256, 512 and 1024 (512@2x) pixels.
    std::vector<std::pair<QByteArray, QByteArray>> icnsElements;
    for (const auto &[type, size] : std::vector<std::pair<const char *, int>>{
             {"icp4", 16}, {"icp5", 32}, {"icp6", 64}, {"ic07", 128}, {"ic08", 256}, {"ic09", 512}, {"ic10", 1024}})
        icnsElements.emplace_back(QByteArray(type), png(svg, size));
    ok = save(out + QStringLiteral("/collviz.icns"), icns(icnsElements)) && ok;
    return ok ? 0 : 1;
}

// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "views/export/figure.h"

#include "views/export/formats/exportformat.h"

#include "core/engine.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QPainter>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>
#include <cstdlib>

namespace collviz::views {

namespace {

// The context lupdate files these sentences under (a free tr() in namespace collviz::views).
QString tr(const char *text) { return QCoreApplication::translate("collviz::views", text); }

} // namespace

QString runTitle(const core::RunResult &result)
{
    const QString network = result.topology ? result.topology->name() : QString();
    if (result.algorithm)
        return tr("%1 (%2) on %3").arg(result.algorithm->title().translated(), result.algorithm->id(), network);
    const QString operation = core::operationTitle(result.operation()).translated();
    return result.name.isEmpty() ? tr("A schedule of %1 on %2").arg(operation, network)
                                 : tr("%1 (%2) on %3").arg(result.name, operation, network);
}

QString suggestedFileName(const core::RunResult &result, const QString &detail)
{
    const QString run = result.algorithm ? result.algorithm->id()
                        : !result.name.isEmpty() ? result.name
                                                 : QStringLiteral("schedule");
    QString network = result.topology ? result.topology->name() : QString();
    network.remove(QLatin1Char(':'));
    QString name = QStringList{run, network, detail}.filter(QRegularExpression(QStringLiteral("."))).join(QLatin1Char('-'));
    for (QChar &c : name)
        if (!(c.unicode() < 0x80 && (c.isLetterOrNumber() || c == QLatin1Char('.') || c == QLatin1Char('_'))))
            c = QLatin1Char('-');
    name.replace(QRegularExpression(QStringLiteral("-{2,}")), QStringLiteral("-"));
    while (name.startsWith(QLatin1Char('-')) || name.startsWith(QLatin1Char('.')))
        name.remove(0, 1);
    return name.isEmpty() ? QStringLiteral("collviz") : name;
}

QString captionNumber(double value, int digits)
{
    if (value == 0.0 || !std::isfinite(value))
        return value == 0.0 ? QStringLiteral("0") : QString::number(value);
    const double magnitude = std::abs(value);
    if (magnitude < 1e-3 || magnitude >= 1e15)
        return QString::number(value, 'g', digits);
    // Rounded to the digits first, so that 9.9996 is "10", not "10.00".
    const double rounded = QString::number(value, 'g', digits).toDouble();
    const int decimals = std::max(0, digits - 1 - int(std::floor(std::log10(std::abs(rounded)))));
    QString text = QString::number(rounded, 'f', decimals);
    if (text.contains(QLatin1Char('.'))) {
        while (text.endsWith(QLatin1Char('0')))
            text.chop(1);
        if (text.endsWith(QLatin1Char('.')))
            text.chop(1);
    }
    return text;
}

Figure::~Figure() = default;

QImage renderFigure(Figure &figure, const FigureFileOptions &options)
{
    const QSize size = options.size.isEmpty() ? figure.defaultSize() : options.size;
    const double scale = options.dpi / 96.0;
    const QSize pixels = (QSizeF(size) * scale).toSize();
    if (qint64(pixels.width()) * pixels.height() > kMaxImagePixels)
        return {};
    QImage image(pixels, QImage::Format_ARGB32_Premultiplied);
    if (image.isNull())
        return image; // no memory for it: painting it would only print warnings
    image.fill(Qt::white);
    const int dotsPerMeter = int(std::lround(options.dpi / 0.0254));
    image.setDotsPerMeterX(dotsPerMeter);
    image.setDotsPerMeterY(dotsPerMeter);
    QPainter painter(&image);
    painter.scale(scale, scale);
    paintFigure(figure, painter, size);
    painter.end();
    return image;
}

QByteArray pngBytes(const QImage &image, int quality)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "PNG", quality);
    return bytes;
}

QImage indexedImage(const QImage &image, Qt::ImageConversionFlags flags)
{
    const std::size_t room = std::size_t(image.sizeInBytes()) + std::size_t(image.width()) * std::size_t(image.height())
                             + (std::size_t(16) << 20);
    void *probe = std::malloc(room);
    if (!probe)
        return {};
    *static_cast<volatile char *>(probe) = 0; // a real allocation, never elided
    std::free(probe);
    return image.convertToFormat(QImage::Format_Indexed8, flags);
}

QString imageRefusal(const QSize &pixels, const QString &path)
{
    if (qint64(pixels.width()) * pixels.height() > kMaxImagePixels)
        return tr("cannot write %1: a picture of %2x%3 pixels is more than CollViz paints (%4 million pixels); "
                  "choose a smaller --size or --dpi")
            .arg(quotedPath(path))
            .arg(pixels.width())
            .arg(pixels.height())
            .arg(kMaxImagePixels / 1000000);
    return tr("cannot write %1: there is not enough memory for a picture of %2x%3 pixels; choose a smaller --size "
              "or --dpi")
        .arg(quotedPath(path))
        .arg(pixels.width())
        .arg(pixels.height());
}

void paintFigure(Figure &figure, QPainter &painter, const QSize &size)
{
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    figure.paint(painter, QRectF(QPointF(0, 0), QSizeF(size)));
}

bool paintFigureInto(Figure &figure, QPaintDevice *device, const QSize &size)
{
    QPainter painter;
    if (!painter.begin(device))
        return false;
    paintFigure(figure, painter, size);
    return painter.end();
}

bool writeFigure(Figure &figure, const QString &path, const FigureFileOptions &options, QString *error,
                 const ExportProgress &progress)
{
    const ExportFormat *format = ExportFormats::instance().pictureFor(path, error);
    return format && format->writePicture(figure, path, options, progress, error);
}

bool writeFigurePages(TimedFigure &figure, const QString &path, const std::vector<int> &rounds, double progress,
                      const FigureFileOptions &options, const ExportProgress &callback, QString *error)
{
    const std::vector<const ExportFormat *> formats = ExportFormats::instance().select(ExportFormat::Pages, ExportFormat::Text);
    const ExportFormat *format = ExportFormats::forFile(formats, path);
    if (!format) {
        if (error)
            *error = tr("cannot write %1: one page per round is written as %2 only")
                         .arg(quotedPath(path), ExportFormats::accepted(formats));
        return false;
    }
    return format->writePages(figure, path, rounds, progress, options, callback, error);
}

} // namespace collviz::views

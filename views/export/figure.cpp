#include "views/export/figure.h"

#include "core/engine.h"
#include "core/userfiles.h"
#include "core/userinput.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QFileInfo>
#include <QPainter>
#include <QPdfWriter>
#include <QSvgGenerator>

#include <cmath>

namespace collviz::views {

namespace {

// The context lupdate files these sentences under (a free tr() in namespace collviz::views).
QString tr(const char *text) { return QCoreApplication::translate("collviz::views", text); }

QString quoted(const QString &path) { return QStringLiteral("'%1'").arg(core::userinput::echo(path)); }

/// Paints the figure on a device whose logical size is `size` (the painter maps it onto the
/// device's own resolution).
void paintOn(Figure &figure, QPainter &painter, const QSize &size)
{
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    figure.paint(painter, QRectF(QPointF(0, 0), QSizeF(size)));
}

} // namespace

QString runTitle(const core::RunResult &result)
{
    const QString network = result.topology ? result.topology->name() : QString();
    if (result.algorithm)
        return tr("%1 (%2) on %3").arg(result.algorithm->title().translated(), result.algorithm->id(), network);
    const QString operation = core::operationName(result.operation());
    return result.name.isEmpty() ? tr("A schedule of %1 on %2").arg(operation, network)
                                 : tr("%1 (%2) on %3").arg(result.name, operation, network);
}

Figure::~Figure() = default;

QStringList figureSuffixes() { return {QStringLiteral("png"), QStringLiteral("svg"), QStringLiteral("pdf")}; }

std::optional<FigureFormat> figureFormatFor(const QString &path, QString *error)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("png"))
        return FigureFormat::Png;
    if (suffix == QLatin1String("svg"))
        return FigureFormat::Svg;
    if (suffix == QLatin1String("pdf"))
        return FigureFormat::Pdf;
    if (error) {
        const QString accepted = QStringLiteral(".png, .svg, .pdf");
        *error = suffix.isEmpty()
                     ? tr("cannot write %1: the file name has no suffix to choose the format by; accepted: %2")
                           .arg(quoted(path), accepted)
                     : tr("cannot write %1: .%2 is not a figure format; accepted: %3")
                           .arg(quoted(path), suffix, accepted);
    }
    return std::nullopt;
}

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
    paintOn(figure, painter, size);
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

QString imageRefusal(const QSize &pixels, const QString &path)
{
    if (qint64(pixels.width()) * pixels.height() > kMaxImagePixels)
        return tr("cannot write %1: a picture of %2x%3 pixels is more than CollViz paints (%4 million pixels); "
                  "choose a smaller --size or --dpi")
            .arg(quoted(path))
            .arg(pixels.width())
            .arg(pixels.height())
            .arg(kMaxImagePixels / 1000000);
    return tr("cannot write %1: there is not enough memory for a picture of %2x%3 pixels; choose a smaller --size "
              "or --dpi")
        .arg(quoted(path))
        .arg(pixels.width())
        .arg(pixels.height());
}

namespace {

/// The PDF writer's page: exactly the figure's size (96 logical pixels per inch = 72 points).
void setUpPdf(QPdfWriter &pdf, const QString &title, const QSize &size)
{
    pdf.setTitle(title);
    pdf.setCreator(QStringLiteral("CollViz"));
    pdf.setResolution(96);
    pdf.setPageSize(QPageSize(QSizeF(size) * 72.0 / 96.0, QPageSize::Point, QString(), QPageSize::ExactMatch));
    pdf.setPageMargins(QMarginsF(0, 0, 0, 0));
}

/// Paints `figure` once into `device` (SVG, PDF).
bool paintInto(Figure &figure, QPaintDevice *device, const QSize &size)
{
    QPainter painter;
    if (!painter.begin(device))
        return false;
    paintOn(figure, painter, size);
    return painter.end();
}

} // namespace

bool writeFigure(Figure &figure, const QString &path, const FigureFileOptions &options, QString *error)
{
    const std::optional<FigureFormat> format = figureFormatFor(path, error);
    if (!format)
        return false;
    const QSize size = options.size.isEmpty() ? figure.defaultSize() : options.size;
    QImage image;
    if (*format == FigureFormat::Png) { // painted before the file is opened: no memory, no file
        FigureFileOptions sized = options;
        sized.size = size;
        image = renderFigure(figure, sized);
        if (image.isNull()) {
            if (error)
                *error = imageRefusal((QSizeF(size) * options.dpi / 96.0).toSize(), path);
            return false;
        }
    }
    core::userfiles::Output file(path);
    if (!file.open(error))
        return false;
    bool ok = true;
    switch (*format) {
    case FigureFormat::Png: {
        const QByteArray png = pngBytes(image);
        ok = !png.isEmpty();
        file.device()->write(png); // a failed write is reported by commit()
        break;
    }
    case FigureFormat::Svg: {
        QSvgGenerator svg;
        svg.setOutputDevice(file.device());
        svg.setSize(size);
        svg.setViewBox(QRect(QPoint(0, 0), size));
        svg.setResolution(96);
        svg.setTitle(figure.title());
        svg.setDescription(tr("Made by CollViz"));
        ok = paintInto(figure, &svg, size);
        break;
    }
    case FigureFormat::Pdf: {
        QPdfWriter pdf(file.device());
        setUpPdf(pdf, figure.title(), size);
        ok = paintInto(figure, &pdf, size);
        break;
    }
    }
    if (!ok && !file.failed()) {
        if (error)
            *error = tr("cannot write %1: the picture could not be painted").arg(quoted(path));
        return false;
    }
    return file.commit(error);
}

bool writeFigurePages(TimedFigure &figure, const QString &path, const std::vector<int> &rounds, double progress,
                      const FigureFileOptions &options, const ExportProgress &callback, QString *error)
{
    if (QFileInfo(path).suffix().toLower() != QLatin1String("pdf")) {
        if (error)
            *error = tr("cannot write %1: one page per round is written as PDF only (.pdf)").arg(quoted(path));
        return false;
    }
    const QSize size = options.size.isEmpty() ? figure.defaultSize() : options.size;
    core::userfiles::Output file(path);
    if (!file.open(error))
        return false;
    QPdfWriter pdf(file.device());
    setUpPdf(pdf, figure.title(), size);
    QPainter painter;
    bool ok = painter.begin(&pdf);
    for (std::size_t i = 0; ok && i < rounds.size() && !file.failed(); ++i) {
        if (i > 0)
            ok = pdf.newPage();
        figure.setMoment(rounds[i], progress);
        paintOn(figure, painter, size);
        if (callback && !callback(int(i + 1), int(rounds.size()))) {
            painter.end();
            if (error)
                *error = tr("the export was cancelled; nothing was written");
            return false; // `file` is dropped: the old file stays as it was
        }
    }
    ok = painter.end() && ok;
    if (!ok && !file.failed()) {
        if (error)
            *error = tr("cannot write %1: the pages could not be painted").arg(quoted(path));
        return false;
    }
    return file.commit(error);
}

} // namespace collviz::views

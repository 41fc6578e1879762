#include "views/export/figure.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QPainter>
#include <QPdfWriter>
#include <QSaveFile>
#include <QSvgGenerator>

#include <cmath>

namespace collviz::views {

namespace {

QString tr(const char *text) { return QCoreApplication::translate("collviz::views::Figure", text); }

QString quoted(const QString &path) { return QStringLiteral("'%1'").arg(path); }

/// Paints the figure on a device whose logical size is `size` (the painter maps it onto the
/// device's own resolution).
void paintOn(Figure &figure, QPainter &painter, const QSize &size)
{
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    figure.paint(painter, QRectF(QPointF(0, 0), QSizeF(size)));
}

} // namespace

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
    QImage image((QSizeF(size) * scale).toSize(), QImage::Format_ARGB32_Premultiplied);
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

bool writeFigure(Figure &figure, const QString &path, const FigureFileOptions &options, QString *error)
{
    const std::optional<FigureFormat> format = figureFormatFor(path, error);
    if (!format)
        return false;
    const QSize size = options.size.isEmpty() ? figure.defaultSize() : options.size;
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        if (error)
            *error = tr("cannot write %1: %2").arg(quoted(path), file.errorString());
        return false;
    }
    bool ok = true;
    switch (*format) {
    case FigureFormat::Png: {
        FigureFileOptions sized = options;
        sized.size = size;
        ok = renderFigure(figure, sized).save(&file, "PNG");
        break;
    }
    case FigureFormat::Svg: {
        QSvgGenerator svg;
        svg.setOutputDevice(&file);
        svg.setSize(size);
        svg.setViewBox(QRect(QPoint(0, 0), size));
        svg.setResolution(96);
        svg.setTitle(figure.title());
        svg.setDescription(tr("Made by CollViz"));
        QPainter painter;
        ok = painter.begin(&svg);
        if (ok) {
            paintOn(figure, painter, size);
            ok = painter.end();
        }
        break;
    }
    case FigureFormat::Pdf: {
        QPdfWriter pdf(&file);
        pdf.setTitle(figure.title());
        pdf.setCreator(QStringLiteral("CollViz"));
        pdf.setResolution(96);
        // One page of exactly the figure's size: 96 logical pixels per inch = 72 points.
        pdf.setPageSize(QPageSize(QSizeF(size) * 72.0 / 96.0, QPageSize::Point, QString(), QPageSize::ExactMatch));
        pdf.setPageMargins(QMarginsF(0, 0, 0, 0));
        QPainter painter;
        ok = painter.begin(&pdf);
        if (ok) {
            paintOn(figure, painter, size);
            ok = painter.end();
        }
        break;
    }
    }
    if (!ok || !file.commit()) {
        if (error)
            *error = tr("cannot write %1: %2").arg(quoted(path), file.errorString());
        file.cancelWriting();
        return false;
    }
    return true;
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
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        if (error)
            *error = tr("cannot write %1: %2").arg(quoted(path), file.errorString());
        return false;
    }
    QPdfWriter pdf(&file);
    pdf.setTitle(figure.title());
    pdf.setCreator(QStringLiteral("CollViz"));
    pdf.setResolution(96);
    pdf.setPageSize(QPageSize(QSizeF(size) * 72.0 / 96.0, QPageSize::Point, QString(), QPageSize::ExactMatch));
    pdf.setPageMargins(QMarginsF(0, 0, 0, 0));
    QPainter painter;
    bool ok = painter.begin(&pdf);
    for (std::size_t i = 0; ok && i < rounds.size(); ++i) {
        if (i > 0)
            ok = pdf.newPage();
        figure.setMoment(rounds[i], progress);
        paintOn(figure, painter, size);
        if (callback && !callback(int(i + 1), int(rounds.size()))) {
            painter.end();
            file.cancelWriting();
            if (error)
                *error = tr("the export was cancelled; nothing was written");
            return false;
        }
    }
    ok = painter.end() && ok;
    if (!ok || !file.commit()) {
        if (error)
            *error = tr("cannot write %1: %2").arg(quoted(path), file.errorString());
        file.cancelWriting();
        return false;
    }
    return true;
}

} // namespace collviz::views

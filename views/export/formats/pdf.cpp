// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "views/export/formats/formats.h"

#include "views/export/formats/exportformat.h"

#include "core/userfiles.h"

#include <QCoreApplication>
#include <QPainter>
#include <QPdfWriter>

namespace collviz::views {

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

/// A PDF document (QPdfWriter), vector: one page of exactly the figure's size, or one such page
/// per round for handouts.
class PdfFormat final : public ExportFormat
{
    Q_DECLARE_TR_FUNCTIONS(collviz::views::PdfFormat)

public:
    QString id() const override { return QStringLiteral("pdf"); }
    QStringList suffixes() const override { return {QStringLiteral("pdf")}; }
    QString filter() const override { return tr("PDF document (*.pdf)"); }
    Kinds kinds() const override { return Picture | Pages; }

    bool writePicture(Figure &figure, const QString &path, const FigureFileOptions &options,
                      const ExportProgress &progress, QString *error) const override
    {
        const QSize size = options.size.isEmpty() ? figure.defaultSize() : options.size;
        core::userfiles::Output file(path);
        if (!file.open(error))
            return false;
        bool ok = true;
        {
            QPdfWriter pdf(file.device());
            setUpPdf(pdf, figure.title(), size);
            ok = paintFigureInto(figure, &pdf, size);
        }
        if (!ok && !file.failed()) {
            if (error)
                *error = tr("cannot write %1: the picture could not be painted").arg(quotedPath(path));
            return false;
        }
        return pictureMayBeWritten(progress, error) && file.commit(error);
    }

    bool writePages(TimedFigure &figure, const QString &path, const std::vector<int> &rounds, double moment,
                    const FigureFileOptions &options, const ExportProgress &progress, QString *error) const override
    {
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
            figure.setMoment(rounds[i], moment);
            paintFigure(figure, painter, size);
            if (progress && !progress(int(i + 1), int(rounds.size()))) {
                painter.end();
                if (error)
                    *error = tr("the export was cancelled; nothing was written");
                return false; // `file` is dropped: the old file stays as it was
            }
        }
        ok = painter.end() && ok;
        if (!ok && !file.failed()) {
            if (error)
                *error = tr("cannot write %1: the pages could not be painted").arg(quotedPath(path));
            return false;
        }
        return file.commit(error);
    }
};

} // namespace

std::unique_ptr<ExportFormat> makePdfFormat() { return std::make_unique<PdfFormat>(); }

} // namespace collviz::views

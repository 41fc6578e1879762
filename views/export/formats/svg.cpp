// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "views/export/formats/formats.h"

#include "views/export/formats/exportformat.h"

#include "core/userfiles.h"

#include <QCoreApplication>
#include <QSvgGenerator>

namespace collviz::views {

namespace {

/// An SVG drawing (QSvgGenerator), vector, titled with the figure's title.
class SvgFormat final : public ExportFormat
{
    Q_DECLARE_TR_FUNCTIONS(collviz::views::SvgFormat)

public:
    QString id() const override { return QStringLiteral("svg"); }
    QStringList suffixes() const override { return {QStringLiteral("svg")}; }
    QString filter() const override { return tr("SVG drawing (*.svg)"); }
    Kinds kinds() const override { return Picture; }

    bool writePicture(Figure &figure, const QString &path, const FigureFileOptions &options,
                      const ExportProgress &progress, QString *error) const override
    {
        const QSize size = options.size.isEmpty() ? figure.defaultSize() : options.size;
        core::userfiles::Output file(path);
        if (!file.open(error))
            return false;
        bool ok = true;
        {
            QSvgGenerator svg;
            svg.setOutputDevice(file.device());
            svg.setSize(size);
            svg.setViewBox(QRect(QPoint(0, 0), size));
            svg.setResolution(96);
            svg.setTitle(figure.title());
            svg.setDescription(tr("Made by CollViz"));
            ok = paintFigureInto(figure, &svg, size);
        }
        if (!ok && !file.failed()) {
            if (error)
                *error = tr("cannot write %1: the picture could not be painted").arg(quotedPath(path));
            return false;
        }
        return pictureMayBeWritten(progress, error) && file.commit(error);
    }
};

} // namespace

std::unique_ptr<ExportFormat> makeSvgFormat() { return std::make_unique<SvgFormat>(); }

} // namespace collviz::views

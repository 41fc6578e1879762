// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "views/export/formats/formats.h"

#include "views/export/formats/exportformat.h"

#include "core/userfiles.h"

#include <QCoreApplication>

namespace collviz::views {

namespace {

/// A PNG image at the chosen size and DPI (renderFigure), the resolution stored in the file.
class PngFormat final : public ExportFormat
{
    Q_DECLARE_TR_FUNCTIONS(collviz::views::PngFormat)

public:
    QString id() const override { return QStringLiteral("png"); }
    QStringList suffixes() const override { return {QStringLiteral("png")}; }
    QString filter() const override { return tr("PNG image (*.png)"); }
    Kinds kinds() const override { return Picture; }

    bool writePicture(Figure &figure, const QString &path, const FigureFileOptions &options,
                      const ExportProgress &progress, QString *error) const override
    {
        // Painted before the file is opened: no memory, no file.
        FigureFileOptions sized = options;
        sized.size = options.size.isEmpty() ? figure.defaultSize() : options.size;
        const QImage image = renderFigure(figure, sized);
        if (image.isNull()) {
            if (error)
                *error = imageRefusal((QSizeF(sized.size) * options.dpi / 96.0).toSize(), path);
            return false;
        }
        if (!pictureMayBeWritten(progress, error))
            return false;
        core::userfiles::Output file(path);
        if (!file.open(error))
            return false;
        const QByteArray png = pngBytes(image);
        file.device()->write(png); // a failed write is reported by commit()
        if (png.isEmpty() && !file.failed()) {
            if (error)
                *error = tr("cannot write %1: the picture could not be painted").arg(quotedPath(path));
            return false;
        }
        return file.commit(error);
    }
};

} // namespace

std::unique_ptr<ExportFormat> makePngFormat() { return std::make_unique<PngFormat>(); }

} // namespace collviz::views

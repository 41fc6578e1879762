// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "views/export/formats/exportformat.h"

#include "views/export/formats/formats.h"

#include "core/userinput.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace collviz::views {

namespace {

/// A writer the format does not have was called: a caller's mistake (the kinds say which
/// writers a format has), never a user's, so the sentence is not translated.
bool notHeld(const ExportFormat &format, const char *what, QString *error)
{
    Q_ASSERT_X(false, "ExportFormat", what);
    if (error)
        *error = QStringLiteral("internal error: %1 files do not hold %2").arg(format.id(), QLatin1String(what));
    return false;
}

} // namespace

QString quotedPath(const QString &path) { return QStringLiteral("'%1'").arg(core::userinput::echo(path)); }

ExportFormat::~ExportFormat() = default;

QString ExportFormat::acceptedName() const { return QLatin1Char('.') + suffixes().value(0); }

bool ExportFormat::writePicture(Figure &, const QString &, const FigureFileOptions &, const ExportProgress &,
                                QString *error) const
{
    return notHeld(*this, "a picture", error);
}

bool ExportFormat::writePages(TimedFigure &, const QString &, const std::vector<int> &, double,
                              const FigureFileOptions &, const ExportProgress &, QString *error) const
{
    return notHeld(*this, "pages", error);
}

bool ExportFormat::writeAnimation(AnimationFrames &, const QString &, const ExportProgress &, QString *error) const
{
    return notHeld(*this, "an animation", error);
}

QString ExportFormat::networkText(const core::RunResult &, int, const tikz::Options &) const
{
    notHeld(*this, "a network as text", nullptr);
    return {};
}

QString ExportFormat::tableText(const tables::Table &) const
{
    notHeld(*this, "a table", nullptr);
    return {};
}

bool ExportFormat::pictureMayBeWritten(const ExportProgress &progress, QString *error)
{
    if (!progress || progress(1, 2))
        return true;
    if (error)
        *error = tr("the export was cancelled; nothing was written");
    return false;
}

ExportFormats::ExportFormats()
{
    // The one list of formats, in the order the dialogs and the sentences show them.
    mFormats.push_back(makePngFormat());
    mFormats.push_back(makeSvgFormat());
    mFormats.push_back(makePdfFormat());
    mFormats.push_back(makeGifFormat());
    mFormats.push_back(makePngFramesFormat());
    mFormats.push_back(makeMp4Format());
    mFormats.push_back(makeWebmFormat());
    mFormats.push_back(makeTikzFormat());
    mFormats.push_back(makeBeamerFormat());
    mFormats.push_back(makeCsvFormat());
    mFormats.push_back(makeLatexTableFormat());
    mFormats.push_back(makeMarkdownFormat());
}

const ExportFormats &ExportFormats::instance()
{
    static const ExportFormats formats;
    return formats;
}

const ExportFormat *ExportFormats::find(const QString &id) const
{
    for (const auto &f : mFormats)
        if (f->id() == id)
            return f.get();
    return nullptr;
}

std::vector<const ExportFormat *> ExportFormats::select(ExportFormat::Kinds all, ExportFormat::Kinds none) const
{
    std::vector<const ExportFormat *> chosen;
    for (const auto &f : mFormats)
        if ((f->kinds() & all) == all && !(f->kinds() & none))
            chosen.push_back(f.get());
    return chosen;
}

const ExportFormat *ExportFormats::forFile(const std::vector<const ExportFormat *> &formats, const QString &path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    for (const ExportFormat *f : formats)
        if (f->suffixes().contains(suffix))
            return f;
    return nullptr;
}

const ExportFormat *ExportFormats::namedBySuffix(const QString &path) const
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    for (const auto &f : mFormats)
        if (f->namingSuffixes().contains(suffix))
            return f.get();
    return nullptr;
}

QStringList ExportFormats::ids(const std::vector<const ExportFormat *> &formats)
{
    QStringList names;
    for (const ExportFormat *f : formats)
        names << f->id();
    return names;
}

QString ExportFormats::accepted(const std::vector<const ExportFormat *> &formats)
{
    QStringList names;
    for (const ExportFormat *f : formats)
        names << f->acceptedName();
    return names.join(QStringLiteral(", "));
}

const ExportFormat *ExportFormats::pictureFor(const QString &path, QString *error) const
{
    const std::vector<const ExportFormat *> formats = pictures();
    if (const ExportFormat *f = forFile(formats, path))
        return f;
    if (error) {
        const QString suffix = QFileInfo(path).suffix().toLower();
        *error = suffix.isEmpty()
                     ? tr("cannot write %1: the file name has no suffix to choose the format by; accepted: %2")
                           .arg(quotedPath(path), accepted(formats))
                     : tr("cannot write %1: .%2 is not a figure format; accepted: %3")
                           .arg(quotedPath(path), suffix, accepted(formats));
    }
    return nullptr;
}

const ExportFormat *ExportFormats::animationFor(const QString &path, QString *error) const
{
    const std::vector<const ExportFormat *> formats = animations();
    if (const ExportFormat *f = forFile(formats, path))
        return f;
    if (error)
        *error = tr("cannot write %1: .%2 is not an animation format; accepted: %3")
                     .arg(quotedPath(path), QFileInfo(path).suffix().toLower(), accepted(formats));
    return nullptr;
}

} // namespace collviz::views

// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "views/export/animation.h"

#include "views/export/formats/exportformat.h"

#include "core/userfiles.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QImage>
#include <QStandardPaths>

#include <algorithm>

namespace collviz::views {

namespace {

// The context lupdate files these sentences under (a free tr() in namespace collviz::views).
QString tr(const char *text) { return QCoreApplication::translate("collviz::views", text); }

} // namespace

double frameProgress(int frame, int framesPerRound)
{
    if (framesPerRound <= 1)
        return 1.0;
    return std::clamp(double(frame) / double(framesPerRound - 1), 0.0, 1.0);
}

bool animationRounds(const AnimationOptions &options, int rounds, int *first, int *last, QString *error)
{
    *first = options.firstRound;
    *last = options.lastRound < 0 ? rounds : options.lastRound;
    if (rounds < 1 || *first < 1 || *last > rounds || *first > *last) {
        if (error)
            *error = rounds < 1 ? tr("the run has no rounds to animate")
                                : tr("rounds %1 to %2 are not a range of the run's rounds 1 to %3")
                                      .arg(*first)
                                      .arg(*last)
                                      .arg(rounds);
        return false;
    }
    return true;
}

QString frameFileName(const QString &path, int index)
{
    const QFileInfo info(path);
    return info.dir().filePath(QStringLiteral("%1-%2.png").arg(info.completeBaseName()).arg(index + 1, 4, 10, QLatin1Char('0')));
}

QString ffmpegProgram()
{
    const QString configured = qEnvironmentVariable("COLLVIZ_FFMPEG");
    if (!configured.isEmpty())
        return QFileInfo(configured).isExecutable() ? configured : QString();
    return QStandardPaths::findExecutable(QStringLiteral("ffmpeg"));
}

QString ffmpegRefusal(const QString &path)
{
    if (!ffmpegProgram().isEmpty())
        return {};
    return tr("cannot write %1: MP4 and WebM are made by the ffmpeg program, which is not installed "
              "(Debian: apt-get install ffmpeg); GIF and PNG frames need nothing else")
        .arg(quotedPath(path));
}

AnimationFrames::AnimationFrames(TimedFigure &figure, const AnimationOptions &options, bool evenSides)
    : mFigure(figure), mOptions(options)
{
    if (!animationRounds(options, figure.roundCount(), &mFirst, &mLast, &mRangeRefusal))
        mLast = mFirst - 1; // no frames
    mSize = options.file.size.isEmpty() ? figure.defaultSize() : options.file.size;
    mSize = (QSizeF(mSize) * options.file.dpi / 96.0).toSize();
    if (evenSides) // H.264 and VP9 in yuv420p need even sides
        mSize = QSize(mSize.width() / 2 * 2, mSize.height() / 2 * 2).expandedTo(QSize(2, 2));
    mFrameOptions = options.file;
    mFrameOptions.size = (QSizeF(mSize) * 96.0 / options.file.dpi).toSize();
}

QString AnimationFrames::refusal(const QString &path) const
{
    if (!mRangeRefusal.isEmpty())
        return mRangeRefusal;
    if (mOptions.framesPerRound < 1 || mOptions.framesPerRound > 240 || !(mOptions.secondsPerRound > 0))
        return tr("frames per round must be 1..240 and seconds per round above 0");
    if (qint64(mSize.width()) * mSize.height() > kMaxImagePixels)
        return noImage(path);
    return {};
}

QImage AnimationFrames::frame(int index)
{
    const int perRound = mOptions.framesPerRound;
    mFigure.setMoment(mFirst + index / perRound, frameProgress(index % perRound, perRound));
    QImage image = renderFigure(mFigure, mFrameOptions);
    if (!image.isNull() && image.size() != mSize)
        image = image.scaled(mSize, Qt::IgnoreAspectRatio, Qt::SmoothTransformation);
    return image;
}

bool AnimationFrames::carryOn(const ExportProgress &progress, int done, QString *error) const
{
    if (!progress || progress(done, count()))
        return true;
    if (error)
        *error = tr("the export was cancelled; nothing was written");
    return false;
}

bool AnimationFrames::writePngFiles(const QString &framesPath, const QString &target, const ExportProgress &progress,
                                    int *failed, QString *reason, QString *error)
{
    for (int i = 0; i < count(); ++i) {
        const QImage image = frame(i);
        if (image.isNull()) {
            if (error)
                *error = noImage(target);
            return false;
        }
        core::userfiles::Output file(frameFileName(framesPath, i));
        if (file.open(error))
            file.device()->write(pngBytes(image)); // a failed write is reported by commit()
        if (!file.device() || !file.commit(error)) {
            *failed = i;
            *reason = file.failureReason();
            return false;
        }
        if (!carryOn(progress, i + 1, error))
            return false;
    }
    return true;
}

bool writeAnimation(TimedFigure &figure, const QString &path, const AnimationOptions &options,
                    const ExportProgress &progress, QString *error)
{
    const ExportFormat *format = ExportFormats::instance().animationFor(path, error);
    if (!format)
        return false;
    AnimationFrames frames(figure, options, format->evenFrameSides());
    QString refusal = frames.refusal(path);
    if (refusal.isEmpty() && format->needsFfmpeg())
        refusal = ffmpegRefusal(path);
    if (!refusal.isEmpty()) {
        if (error)
            *error = refusal;
        return false;
    }
    return format->writeAnimation(frames, path, progress, error);
}

} // namespace collviz::views

// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "views/export/formats/formats.h"

#include "views/export/animation.h"
#include "views/export/formats/exportformat.h"

#include "core/userfiles.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>

namespace collviz::views {

namespace {

/// A video made by the ffmpeg program from numbered PNG frames in a temporary folder, then
/// copied to its name whole or not at all, like every other file. MP4 and WebM differ only in
/// their codec's arguments.
class VideoFormat final : public ExportFormat
{
    Q_DECLARE_TR_FUNCTIONS(collviz::views::VideoFormat)

public:
    VideoFormat(QString id, const char *filter, QStringList codec)
        : mId(std::move(id)), mFilter(filter), mCodec(std::move(codec))
    {
    }
    QString id() const override { return mId; }
    QStringList suffixes() const override { return {mId}; }
    QString filter() const override { return QCoreApplication::translate("collviz::views", mFilter); }
    Kinds kinds() const override { return Animation; }
    bool needsFfmpeg() const override { return true; }
    bool evenFrameSides() const override { return true; }

    bool writeAnimation(AnimationFrames &frames, const QString &path, const ExportProgress &progress,
                        QString *error) const override
    {
        QTemporaryDir scratch(QDir::temp().filePath(QStringLiteral("collviz-video-XXXXXX")));
        if (!scratch.isValid()) {
            if (error)
                *error = tr("cannot write %1: no folder for the frames (%2)").arg(quotedPath(path), scratch.errorString());
            return false;
        }
        int failed = -1;
        QString reason;
        if (!frames.writePngFiles(scratch.filePath(QStringLiteral("frame.png")), path, progress, &failed, &reason, error)) {
            if (failed >= 0 && error)
                *error = tr("cannot write %1: its frames could not be written into %2 (%3); the file there before is "
                            "unchanged")
                             .arg(quotedPath(path), quotedPath(scratch.path()), reason);
            return false;
        }
        const QString partial = scratch.filePath(QStringLiteral("video.%1").arg(mId));
        if (!runFfmpeg(frames, scratch, partial, path, progress, error))
            return false;
        return copyInto(partial, path, error);
    }

private:
    /// ffmpeg makes `partial` from the frames in `scratch`; `progress` (told every 200 ms) may
    /// cancel it, as may an interrupt that reached ffmpeg itself.
    bool runFfmpeg(const AnimationFrames &frames, const QTemporaryDir &scratch, const QString &partial,
                   const QString &path, const ExportProgress &progress, QString *error) const
    {
        const int total = frames.count();
        QStringList arguments{QStringLiteral("-y"), QStringLiteral("-loglevel"), QStringLiteral("error"),
                              QStringLiteral("-framerate"),
                              QString::number(frames.framesPerRound() / frames.secondsPerRound(), 'g', 8),
                              QStringLiteral("-i"), scratch.filePath(QStringLiteral("frame-%04d.png")),
                              QStringLiteral("-pix_fmt"), QStringLiteral("yuv420p")};
        arguments << mCodec << partial;
        QProcess process;
        process.start(ffmpegProgram(), arguments);
        bool finished = process.waitForStarted(30000);
        while (finished && !process.waitForFinished(200)) {
            if (process.state() == QProcess::NotRunning)
                break;
            if (progress && !progress(total, total)) {
                process.kill();
                process.waitForFinished(5000);
                return cancelled(error);
            }
        }
        finished = finished && process.exitStatus() == QProcess::NormalExit && process.exitCode() == 0;
        if (finished)
            return true;
        if (progress && !progress(total, total))
            return cancelled(error);
        if (error) {
            const QString said =
                QString::fromLocal8Bit(process.readAllStandardError()).trimmed().section(QLatin1Char('\n'), -1);
            *error = tr("cannot write %1: ffmpeg failed (%2)")
                         .arg(quotedPath(path), said.isEmpty() ? process.errorString() : said);
        }
        return false;
    }

    static bool cancelled(QString *error)
    {
        if (error)
            *error = tr("the export was cancelled; nothing was written");
        return false;
    }

    /// The finished video to its name, whole or not at all.
    static bool copyInto(const QString &partial, const QString &path, QString *error)
    {
        QFile made(partial);
        core::userfiles::Output file(path);
        if (!made.open(QIODevice::ReadOnly)) {
            if (error)
                *error = tr("cannot write %1: ffmpeg's video %2 could not be read (%3)")
                             .arg(quotedPath(path), quotedPath(partial), made.errorString());
            return false;
        }
        if (!file.open(error))
            return false;
        while (!made.atEnd() && !file.failed())
            file.device()->write(made.read(qint64(1) << 20));
        return file.commit(error);
    }

    QString mId;
    const char *mFilter; ///< untranslated (QT_TRANSLATE_NOOP): translated when asked
    QStringList mCodec;
};

} // namespace

std::unique_ptr<ExportFormat> makeMp4Format()
{
    return std::make_unique<VideoFormat>(
        QStringLiteral("mp4"), QT_TRANSLATE_NOOP("collviz::views", "MP4 video, needs ffmpeg (*.mp4)"),
        QStringList{QStringLiteral("-c:v"), QStringLiteral("libx264"), QStringLiteral("-movflags"),
                    QStringLiteral("+faststart")});
}

std::unique_ptr<ExportFormat> makeWebmFormat()
{
    return std::make_unique<VideoFormat>(
        QStringLiteral("webm"), QT_TRANSLATE_NOOP("collviz::views", "WebM video, needs ffmpeg (*.webm)"),
        QStringList{QStringLiteral("-c:v"), QStringLiteral("libvpx-vp9"), QStringLiteral("-b:v"), QStringLiteral("0"),
                    QStringLiteral("-crf"), QStringLiteral("32")});
}

} // namespace collviz::views

#include "views/export/animation.h"

#include "core/userfiles.h"
#include "core/userinput.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <gif_lib.h>

#include <algorithm>
#include <cmath>
#include <vector>

namespace collviz::views {

namespace {

// The context lupdate files these sentences under (a free tr() in namespace collviz::views).
QString tr(const char *text) { return QCoreApplication::translate("collviz::views", text); }

QString quoted(const QString &path) { return QStringLiteral("'%1'").arg(core::userinput::echo(path)); }

int writeToDevice(GifFileType *gif, const GifByteType *data, int length)
{
    auto *device = static_cast<QIODevice *>(gif->UserData);
    return int(device->write(reinterpret_cast<const char *>(data), length));
}

/// One GIF frame delay per frame in hundredths of a second, rounded so that each round's
/// frames add up to its time exactly (no drift over a long run).
std::vector<int> frameDelays(int framesPerRound, double secondsPerRound)
{
    std::vector<int> delays;
    const double cs = 100.0 * secondsPerRound;
    for (int f = 0; f < framesPerRound; ++f) {
        const long a = std::lround(cs * f / framesPerRound);
        const long b = std::lround(cs * (f + 1) / framesPerRound);
        delays.push_back(std::max(2, int(b - a))); // browsers treat 0 and 1 as 10
    }
    return delays;
}

/// An animated GIF written frame by frame through giflib into a QIODevice.
class GifWriter
{
public:
    explicit GifWriter(QIODevice *device, QSize size)
    {
        int error = 0;
        mGif = EGifOpen(device, writeToDevice, &error);
        if (!mGif)
            return;
        EGifSetGifVersion(mGif, true);
        mOk = EGifPutScreenDesc(mGif, size.width(), size.height(), 8, 0, nullptr) == GIF_OK;
        // NETSCAPE2.0: loop forever.
        static const char app[] = "NETSCAPE2.0";
        const GifByteType loop[3] = {1, 0, 0};
        mOk = mOk && EGifPutExtensionLeader(mGif, APPLICATION_EXT_FUNC_CODE) == GIF_OK
              && EGifPutExtensionBlock(mGif, 11, app) == GIF_OK && EGifPutExtensionBlock(mGif, 3, loop) == GIF_OK
              && EGifPutExtensionTrailer(mGif) == GIF_OK;
    }
    ~GifWriter()
    {
        if (mGif) {
            int error = 0;
            EGifCloseFile(mGif, &error);
        }
    }
    bool ok() const { return mGif && mOk; }

    bool addFrame(const QImage &frame, int delayCs)
    {
        if (!ok() || frame.isNull())
            return mOk = false;
        // A palette of the frame's own colours where it has at most 256 (flat figures), else
        // Qt's colour cube; threshold dithering keeps lines and text crisp.
        const QImage indexed = frame.convertToFormat(QImage::Format_Indexed8, Qt::ThresholdDither | Qt::AvoidDither);
        if (indexed.isNull()) // no memory for the conversion
            return mOk = false;
        GraphicsControlBlock gcb{};
        gcb.DisposalMode = DISPOSE_DO_NOT;
        gcb.UserInputFlag = false;
        gcb.DelayTime = delayCs;
        gcb.TransparentColor = NO_TRANSPARENT_COLOR;
        GifByteType extension[4];
        const size_t length = EGifGCBToExtension(&gcb, extension);
        if (EGifPutExtension(mGif, GRAPHICS_EXT_FUNC_CODE, int(length), extension) != GIF_OK)
            return mOk = false;
        std::vector<GifColorType> colours(256, GifColorType{0, 0, 0});
        const QList<QRgb> table = indexed.colorTable();
        for (int i = 0; i < table.size() && i < 256; ++i)
            colours[std::size_t(i)] = GifColorType{GifByteType(qRed(table[i])), GifByteType(qGreen(table[i])),
                                                   GifByteType(qBlue(table[i]))};
        ColorMapObject *map = GifMakeMapObject(256, colours.data());
        if (!map)
            return mOk = false;
        mOk = EGifPutImageDesc(mGif, 0, 0, indexed.width(), indexed.height(), false, map) == GIF_OK;
        GifFreeMapObject(map);
        for (int y = 0; mOk && y < indexed.height(); ++y)
            mOk = EGifPutLine(mGif, const_cast<GifPixelType *>(indexed.constScanLine(y)), indexed.width()) == GIF_OK;
        return mOk;
    }

    bool close()
    {
        int error = 0;
        const bool closed = mGif && EGifCloseFile(mGif, &error) == GIF_OK;
        mGif = nullptr;
        return closed && mOk;
    }

private:
    GifFileType *mGif = nullptr;
    bool mOk = false;
};

QSize frameSize(TimedFigure &figure, const AnimationOptions &options, bool even)
{
    QSize size = options.file.size.isEmpty() ? figure.defaultSize() : options.file.size;
    size = (QSizeF(size) * options.file.dpi / 96.0).toSize();
    if (even) // H.264 and VP9 in yuv420p need even sides
        size = QSize(size.width() / 2 * 2, size.height() / 2 * 2).expandedTo(QSize(2, 2));
    return size;
}

} // namespace

std::optional<AnimationFormat> animationFormatFor(const QString &path, QString *error)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("gif"))
        return AnimationFormat::Gif;
    if (suffix == QLatin1String("png"))
        return AnimationFormat::PngFrames;
    if (suffix == QLatin1String("mp4"))
        return AnimationFormat::Mp4;
    if (suffix == QLatin1String("webm"))
        return AnimationFormat::WebM;
    if (error)
        *error = tr("cannot write %1: .%2 is not an animation format; accepted: .gif, .png (numbered frames), "
                    ".mp4, .webm")
                     .arg(quoted(path), suffix);
    return std::nullopt;
}

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

bool writeAnimation(TimedFigure &figure, const QString &path, const AnimationOptions &options,
                    const ExportProgress &progress, QString *error)
{
    const std::optional<AnimationFormat> format = animationFormatFor(path, error);
    if (!format)
        return false;
    int first = 0;
    int last = 0;
    if (!animationRounds(options, figure.roundCount(), &first, &last, error))
        return false;
    if (options.framesPerRound < 1 || options.framesPerRound > 240 || !(options.secondsPerRound > 0)) {
        if (error)
            *error = tr("frames per round must be 1..240 and seconds per round above 0");
        return false;
    }
    const bool video = *format == AnimationFormat::Mp4 || *format == AnimationFormat::WebM;
    const QString ffmpeg = video ? ffmpegProgram() : QString();
    if (video && ffmpeg.isEmpty()) {
        if (error)
            *error = tr("cannot write %1: MP4 and WebM are made by the ffmpeg program, which is not installed "
                        "(Debian: apt-get install ffmpeg); GIF and PNG frames need nothing else")
                         .arg(quoted(path));
        return false;
    }

    const int fpr = options.framesPerRound;
    const int total = (last - first + 1) * fpr;
    const QSize size = frameSize(figure, options, video);
    FigureFileOptions frameOptions = options.file;
    frameOptions.size = (QSizeF(size) * 96.0 / options.file.dpi).toSize();
    // A frame that cannot be painted (no memory for it) is null: the export stops there.
    auto frameAt = [&](int index) {
        figure.setMoment(first + index / fpr, frameProgress(index % fpr, fpr));
        QImage image = renderFigure(figure, frameOptions);
        if (!image.isNull() && image.size() != size)
            image = image.scaled(size, Qt::IgnoreAspectRatio, Qt::SmoothTransformation);
        return image;
    };
    auto noImage = [&]() {
        if (error)
            *error = imageRefusal(size, path);
        return false;
    };
    if (qint64(size.width()) * size.height() > kMaxImagePixels)
        return noImage();
    auto cancelled = [&](int done) {
        if (progress && !progress(done, total)) {
            if (error)
                *error = tr("the export was cancelled; nothing was written");
            return true;
        }
        return false;
    };

    if (*format == AnimationFormat::Gif) {
        core::userfiles::Output file(path);
        if (!file.open(error))
            return false;
        const std::vector<int> delays = frameDelays(fpr, options.secondsPerRound);
        GifWriter gif(file.device(), size);
        for (int i = 0; i < total; ++i) {
            const QImage frame = frameAt(i);
            if (frame.isNull())
                return noImage();
            if (!gif.addFrame(frame, delays[std::size_t(i % fpr)])) {
                gif.close(); // giflib lets go of the file before it is taken back
                if (!file.failed())
                    return noImage(); // giflib could not have its memory
                return file.commit(error); // says why the file could not be written
            }
            if (cancelled(i + 1))
                return false;
        }
        if (!gif.close() && !file.failed()) {
            if (error)
                *error = tr("cannot write %1: giflib could not finish the file").arg(quoted(path));
            return false;
        }
        return file.commit(error);
    }

    // PNG frames: written into a hidden folder beside the target (or a temporary folder for
    // ffmpeg), then moved to their names once all are there; an export that fails, is
    // cancelled or is killed leaves no frame under the target's names.
    const QFileInfo target(path);
    QTemporaryDir scratch(video ? QDir::temp().filePath(QStringLiteral("collviz-video-XXXXXX"))
                                : target.dir().filePath(QStringLiteral(".%1.frames-XXXXXX").arg(target.completeBaseName())));
    if (!scratch.isValid()) {
        if (error)
            *error = tr("cannot write %1: no folder for the frames (%2)").arg(quoted(path), scratch.errorString());
        return false;
    }
    const QString framesPath = scratch.filePath(QStringLiteral("frame.png"));
    for (int i = 0; i < total; ++i) {
        const QImage frame = frameAt(i);
        if (frame.isNull())
            return noImage();
        core::userfiles::Output file(frameFileName(framesPath, i));
        if (file.open(error))
            file.device()->write(pngBytes(frame)); // a failed write is reported by commit()
        if (!file.device() || !file.commit(error)) {
            if (error)
                *error = video ? tr("cannot write %1: its frames could not be written into %2 (%3); the file there "
                                    "before is unchanged")
                                     .arg(quoted(path), quoted(scratch.path()), file.failureReason())
                               : tr("cannot write the frames %1 (%2); the files there before are unchanged")
                                     .arg(quoted(frameFileName(path, i)), file.failureReason());
            return false;
        }
        if (cancelled(i + 1))
            return false;
    }
    if (!video) {
        for (int i = 0; i < total; ++i) {
            const QString name = frameFileName(path, i);
            if (const QString refusal = core::userfiles::outputRefusal(name); !refusal.isEmpty()) {
                if (error)
                    *error = refusal;
                return false;
            }
        }
        for (int i = 0; i < total; ++i) {
            const QString name = frameFileName(path, i);
            QFile::remove(name);
            if (!QFile::rename(frameFileName(framesPath, i), name)) {
                if (error)
                    *error = tr("cannot write %1: the frames could not be moved from %2 (frames 1 to %3 are in place)")
                                 .arg(quoted(name), quoted(scratch.path()))
                                 .arg(i);
                scratch.setAutoRemove(false);
                return false;
            }
        }
        return true;
    }

    // ffmpeg writes into the temporary folder; the video is then copied to its name whole or
    // not at all, like every other file.
    const QString partial = scratch.filePath(QStringLiteral("video.%1").arg(target.suffix()));
    QStringList arguments{QStringLiteral("-y"), QStringLiteral("-loglevel"), QStringLiteral("error"),
                          QStringLiteral("-framerate"), QString::number(fpr / options.secondsPerRound, 'g', 8),
                          QStringLiteral("-i"), scratch.filePath(QStringLiteral("frame-%04d.png")),
                          QStringLiteral("-pix_fmt"), QStringLiteral("yuv420p")};
    if (*format == AnimationFormat::Mp4)
        arguments << QStringLiteral("-c:v") << QStringLiteral("libx264") << QStringLiteral("-movflags")
                  << QStringLiteral("+faststart");
    else
        arguments << QStringLiteral("-c:v") << QStringLiteral("libvpx-vp9") << QStringLiteral("-b:v")
                  << QStringLiteral("0") << QStringLiteral("-crf") << QStringLiteral("32");
    arguments << partial;
    QProcess process;
    process.start(ffmpeg, arguments);
    bool finished = process.waitForStarted(30000);
    while (finished && !process.waitForFinished(200)) {
        if (process.state() == QProcess::NotRunning)
            break;
        if (progress && !progress(total, total)) {
            process.kill();
            process.waitForFinished(5000);
            QFile::remove(partial);
            if (error)
                *error = tr("the export was cancelled; nothing was written");
            return false;
        }
    }
    finished = finished && process.exitStatus() == QProcess::NormalExit && process.exitCode() == 0;
    if (!finished) {
        QFile::remove(partial);
        if (error) {
            const QString said = QString::fromLocal8Bit(process.readAllStandardError()).trimmed().section(QLatin1Char('\n'), -1);
            *error = tr("cannot write %1: ffmpeg failed (%2)").arg(quoted(path), said.isEmpty() ? process.errorString() : said);
        }
        return false;
    }
    QFile made(partial);
    core::userfiles::Output file(path);
    if (!made.open(QIODevice::ReadOnly) || !file.open(error))
        return false;
    while (!made.atEnd() && !file.failed())
        file.device()->write(made.read(qint64(1) << 20));
    return file.commit(error);
}

} // namespace collviz::views

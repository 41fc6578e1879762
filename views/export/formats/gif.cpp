// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "views/export/formats/formats.h"

#include "views/export/animation.h"
#include "views/export/formats/exportformat.h"

#include "core/userfiles.h"

#include <QCoreApplication>
#include <QImage>

#include <gif_lib.h>

#include <algorithm>
#include <cmath>
#include <vector>

namespace collviz::views {

namespace {

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
        const QImage indexed = indexedImage(frame, Qt::ThresholdDither | Qt::AvoidDither);
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

/// An animated GIF (giflib) looping forever, whose frame delays add up to the time per round.
class GifFormat final : public ExportFormat
{
    Q_DECLARE_TR_FUNCTIONS(collviz::views::GifFormat)

public:
    QString id() const override { return QStringLiteral("gif"); }
    QStringList suffixes() const override { return {QStringLiteral("gif")}; }
    QString filter() const override { return tr("Animated GIF (*.gif)"); }
    Kinds kinds() const override { return Animation; }

    bool writeAnimation(AnimationFrames &frames, const QString &path, const ExportProgress &progress,
                        QString *error) const override
    {
        core::userfiles::Output file(path);
        if (!file.open(error))
            return false;
        const std::vector<int> delays = frameDelays(frames.framesPerRound(), frames.secondsPerRound());
        GifWriter gif(file.device(), frames.size());
        for (int i = 0; i < frames.count(); ++i) {
            const QImage frame = frames.frame(i);
            if (frame.isNull())
                return refuse(frames.noImage(path), error);
            if (!gif.addFrame(frame, delays[std::size_t(i % frames.framesPerRound())])) {
                gif.close(); // giflib lets go of the file before it is taken back
                if (!file.failed())
                    return refuse(frames.noImage(path), error); // giflib could not have its memory
                return file.commit(error); // says why the file could not be written
            }
            if (!frames.carryOn(progress, i + 1, error))
                return false; // `file` is dropped: the file there before stays as it was
        }
        if (!gif.close() && !file.failed())
            return refuse(tr("cannot write %1: giflib could not finish the file").arg(quotedPath(path)), error);
        return file.commit(error);
    }

private:
    static bool refuse(const QString &sentence, QString *error)
    {
        if (error)
            *error = sentence;
        return false;
    }
};

} // namespace

std::unique_ptr<ExportFormat> makeGifFormat() { return std::make_unique<GifFormat>(); }

} // namespace collviz::views

// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "views/export/formats/formats.h"

#include "views/export/animation.h"
#include "views/export/formats/exportformat.h"

#include "core/userfiles.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>

#include <cstdio>

namespace collviz::views {

namespace {

/// Numbered PNG frames: "dir/f.png" gives dir/f-0001.png, dir/f-0002.png, ... They are written
/// into a hidden folder beside their names and moved there once all are complete: an export
/// that fails, is cancelled or is killed leaves no frame under the target's names.
class PngFramesFormat final : public ExportFormat
{
    Q_DECLARE_TR_FUNCTIONS(collviz::views::PngFramesFormat)

public:
    QString id() const override { return QStringLiteral("png-frames"); }
    QStringList suffixes() const override { return {QStringLiteral("png")}; }
    QString filter() const override { return tr("Numbered PNG frames (*.png)"); }
    Kinds kinds() const override { return Animation; }
    QStringList namingSuffixes() const override { return {}; } // a .png is a picture unless a range is asked
    QString acceptedName() const override { return tr(".png (numbered frames)"); }

    bool writeAnimation(AnimationFrames &frames, const QString &path, const ExportProgress &progress,
                        QString *error) const override
    {
        const QFileInfo target(path);
        QTemporaryDir scratch(target.dir().filePath(QStringLiteral(".%1.frames-XXXXXX").arg(target.completeBaseName())));
        if (!scratch.isValid()) {
            if (error)
                *error = tr("cannot write %1: no folder for the frames (%2)").arg(quotedPath(path), scratch.errorString());
            return false;
        }
        const QString framesPath = scratch.filePath(QStringLiteral("frame.png"));
        int failed = -1;
        QString reason;
        if (!frames.writePngFiles(framesPath, path, progress, &failed, &reason, error)) {
            if (failed >= 0 && error)
                *error = tr("cannot write the frames %1 (%2); the files there before are unchanged")
                             .arg(quotedPath(frameFileName(path, failed)), reason);
            return false;
        }
        return moveIntoPlace(frames.count(), framesPath, path, scratch, error);
    }

private:
    /// The frames from the hidden folder to their names, once none of the names is refused.
    static bool moveIntoPlace(int count, const QString &framesPath, const QString &path, QTemporaryDir &scratch,
                              QString *error)
    {
        for (int i = 0; i < count; ++i) {
            if (const QString refusal = core::userfiles::outputRefusal(frameFileName(path, i)); !refusal.isEmpty()) {
                if (error)
                    *error = refusal;
                return false;
            }
        }
        for (int i = 0; i < count; ++i) {
            const QString name = frameFileName(path, i);
            // rename(2) replaces an older frame of that name in one step, so a failed move
            // never leaves the name without a frame; where it cannot replace (Windows), the
            // old frame goes first.
            const QString made = frameFileName(framesPath, i);
            const bool moved = std::rename(QFile::encodeName(made).constData(), QFile::encodeName(name).constData()) == 0
                               || (QFile::remove(name) && QFile::rename(made, name));
            if (!moved) {
                if (error)
                    *error = i == 0 ? tr("cannot write %1: the frames could not be moved from %2; no frame was moved")
                                          .arg(quotedPath(name), quotedPath(scratch.path()))
                                    : tr("cannot write %1: the frames could not be moved from %2 (frames 1 to %3 are in place)")
                                          .arg(quotedPath(name), quotedPath(scratch.path()))
                                          .arg(i);
                scratch.setAutoRemove(false);
                return false;
            }
        }
        return true;
    }
};

} // namespace

std::unique_ptr<ExportFormat> makePngFramesFormat() { return std::make_unique<PngFramesFormat>(); }

} // namespace collviz::views

// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "views/export/figure.h"

#include <QCoreApplication>
#include <QString>


namespace collviz::views {

/// What an animation shows and how fast.
struct AnimationOptions
{
    int firstRound = 1;        ///< 1-based, inclusive
    int lastRound = -1;        ///< inclusive; -1: the last round
    /// In-between frames per round (engine time, Frame::atProgress): 24 in the 3 s of a round
    /// are 8 frames a second, smooth enough for a packet crossing a slide.
    int framesPerRound = 24;
    /// A round's time on screen: about what a lecturer needs to point at one round's messages.
    double secondsPerRound = 3.0;
    FigureFileOptions file;    ///< frame size (empty: the figure's, a 1920x1080 slide) and DPI
};

/// The in-round progress of frame `frame` (0-based) of a round drawn in `framesPerRound`
/// frames: from the round's start (0, every message at its sender) to its end (1) evenly;
/// a single frame shows the round's end.
double frameProgress(int frame, int framesPerRound);
/// The rounds the options cover for a figure of `rounds` rounds, or false and *error when
/// the range is empty or outside 1..rounds.
bool animationRounds(const AnimationOptions &options, int rounds, int *first, int *last, QString *error);
/// The file of frame `index` (0-based) of a PNG frame sequence written to `path`:
/// "dir/name.png" gives dir/name-0001.png, dir/name-0002.png, ...
QString frameFileName(const QString &path, int index);
/// The ffmpeg program to run (the COLLVIZ_FFMPEG environment variable, else ffmpeg on the
/// PATH), or empty when there is none.
QString ffmpegProgram();
/// The sentence refusing `path` when its format needs ffmpeg and there is none; else empty.
QString ffmpegRefusal(const QString &path);

/**
 * The frames of an animation, as every animation format (views/export/formats/) writes them:
 * the rounds the options cover, framesPerRound frames each at the in-between moments the app
 * shows (frameProgress), all of one size in pixels.
 */
class AnimationFrames
{
    Q_DECLARE_TR_FUNCTIONS(collviz::views::AnimationFrames)

public:
    /// `evenSides`: the size is rounded down to even sides (for video codecs).
    AnimationFrames(TimedFigure &figure, const AnimationOptions &options, bool evenSides);
    /// Empty when the options fit the figure (rounds of the run, 1..240 frames per round, a
    /// positive time per round, a size CollViz paints); otherwise the sentence refusing them.
    QString refusal(const QString &path) const;
    int count() const { return (mLast - mFirst + 1) * mOptions.framesPerRound; }
    int framesPerRound() const { return mOptions.framesPerRound; }
    double secondsPerRound() const { return mOptions.secondsPerRound; }
    QSize size() const { return mSize; }
    /// Frame `index` (0-based) painted; a null image when its memory cannot be had.
    QImage frame(int index);
    /// The sentence for a frame that could not be painted, naming `path`.
    QString noImage(const QString &path) const { return imageRefusal(mSize, path); }
    /// Tells `progress` that `done` frames are written; false and *error when it cancels.
    bool carryOn(const ExportProgress &progress, int done, QString *error) const;
    /// Writes every frame as a PNG file named by frameFileName(framesPath, i), each whole or
    /// not at all, for the export to `target` (which sentences name). On a failed write, *failed is the frame's index and *reason the system's
    /// words; *error is then left to the caller. False when cancelled or failed.
    bool writePngFiles(const QString &framesPath, const QString &target, const ExportProgress &progress, int *failed,
                       QString *reason, QString *error);

private:
    TimedFigure &mFigure;
    AnimationOptions mOptions;
    int mFirst = 1;
    int mLast = 0;
    QString mRangeRefusal;
    QSize mSize;
    FigureFileOptions mFrameOptions;
};

/**
 * Writes the rounds the options cover, each as framesPerRound frames of the figure at the
 * in-between moments the app shows (frameProgress), in the animation format (ExportFormats)
 * `path`'s suffix names: an animated GIF looping forever whose
 * frame delays add up to secondsPerRound per round; numbered PNG frames; or an MP4 (H.264)
 * or WebM (VP9) made by ffmpeg from such frames. `progress` is told after every frame and
 * cancels the export by returning false. A cancelled or failed export leaves the files there
 * before as they were: the GIF and the video are written whole or not at all
 * (core/userfiles.h; ffmpeg works in a temporary folder), and PNG frames are written into a
 * hidden folder beside their names and moved there only when all are complete.
 */
bool writeAnimation(TimedFigure &figure, const QString &path, const AnimationOptions &options,
                    const ExportProgress &progress, QString *error);

} // namespace collviz::views

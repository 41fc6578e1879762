#pragma once

#include "views/export/figure.h"

#include <QString>

#include <optional>

namespace collviz::views {

/// The file formats of an animation: an animated GIF (giflib), numbered PNG frames, and
/// MP4 / WebM through the ffmpeg program.
enum class AnimationFormat { Gif, PngFrames, Mp4, WebM };

/// What an animation shows and how fast.
struct AnimationOptions
{
    int firstRound = 1;        ///< 1-based, inclusive
    int lastRound = -1;        ///< inclusive; -1: the last round
    int framesPerRound = 8;    ///< in-between frames per round (engine time, Frame::atProgress)
    double secondsPerRound = 1.0;
    FigureFileOptions file;    ///< frame size and DPI
};

/// The format for `path`'s suffix (.gif, .mp4, .webm; .png = numbered frames), or nothing
/// and *error names the suffix and what is accepted.
std::optional<AnimationFormat> animationFormatFor(const QString &path, QString *error);
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

/**
 * Writes the rounds the options cover, each as framesPerRound frames of the figure at the
 * in-between moments the app shows (frameProgress): an animated GIF looping forever whose
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

// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QImage>
#include <QSize>
#include <QString>
#include <QStringList>

#include <functional>
#include <vector>

class QPaintDevice;
class QPainter;
class QRectF;

namespace collviz::core {
struct RunResult;
}

namespace collviz::views {

/// The size every figure and animation is made at when none is asked: 1920x1080 logical
/// pixels, a full-HD 16:9 slide (the CLI's --size, the dialogs' width and height).
inline constexpr QSize kSlideSize{1920, 1080};

/// `value` as captions print it: at most `digits` significant digits (four unless asked),
/// without an exponent for the sizes a run has ("2.857", "0.5", "12350"); "0" for zero. The
/// engine's full value stays in CSV and JSON.
QString captionNumber(double value, int digits = 4);

/// A run's title as figures and files show it: "Title (algorithm-id) on network", or for a
/// schedule of no registered algorithm its own name (or "A schedule of <operation>") on the
/// network.
QString runTitle(const core::RunResult &result);

/// The name a save dialog offers for a file of `result`: "<algorithm>-<network>" and
/// `detail` ("round3", "rounds1-4", "cost-chart"), without a suffix, as a file name holds it
/// (the network's ':' left out, anything but letters, digits, '.', '_' and '-' made '-'):
/// "alltoall-hypercube-sex-hypercube3-round3".
QString suggestedFileName(const core::RunResult &result, const QString &detail);

/**
 * Anything that can paint itself into a QPainter at a given size: the one interface every
 * exporter draws through (PNG, SVG, PDF, the frames of an animation). The network view's
 * figure (NetworkFigure) is one; the analysis views (cost chart, TADT view, data matrix,
 * schedule table) plug in by implementing it, and every file format is then theirs too.
 *
 * Sizes are logical pixels (1/96 inch, what a screen shows at 100%); the writer scales the
 * painter for the output's resolution, so paint() draws in the same coordinates whatever
 * the file.
 */
class Figure
{
public:
    virtual ~Figure();
    /// The size the figure reads best at when nothing else is asked (logical pixels).
    virtual QSize defaultSize() const = 0;
    /// Paints the whole figure into `rect` (0,0 .. size): background included, no UI hints.
    virtual void paint(QPainter &painter, const QRectF &rect) = 0;
    /// One line naming what the figure shows (algorithm, network, model, round): the
    /// title of an SVG or PDF file.
    virtual QString title() const = 0;
};

/// A figure that shows a moment of a run: an animation steps it through its rounds.
class TimedFigure : public Figure
{
public:
    /// The run's rounds (1..roundCount() can be shown; 0 is the initial state).
    virtual int roundCount() const = 0;
    /// Shows round `round` at in-round progress 0..1 (engine time, core::Frame::atProgress).
    virtual void setMoment(int round, double progress) = 0;
};

/// How a figure file is written.
struct FigureFileOptions
{
    QSize size;        ///< logical pixels; empty: the figure's defaultSize()
    double dpi = 96.0; ///< PNG: pixels = size * dpi / 96, and the resolution stored in the file
};

/// Called while a long export runs: (done, total); returning false cancels it.
using ExportProgress = std::function<bool(int done, int total)>;

/// Writes `figure` to `path` in the picture format its suffix names (ExportFormats; refused by
/// name otherwise: "cannot write 'x.bmp': .bmp is not a figure format; accepted: .png, .svg,
/// .pdf"). The file appears only when complete (core/userfiles.h): a failed or cancelled write
/// leaves nothing, and an existing file stays as it was. PNG: the chosen size and DPI; SVG:
/// QSvgGenerator; PDF: QPdfWriter, vector, one page of exactly the figure's size. `progress`
/// is told once the picture is painted and may cancel before the file is replaced.
bool writeFigure(Figure &figure, const QString &path, const FigureFileOptions &options, QString *error,
                 const ExportProgress &progress = {});
/// A document with one page per round of `rounds` (each at in-round `progress`), for handouts
/// (PDF: vector), whole or not at all like writeFigure. `callback` may cancel it.
bool writeFigurePages(TimedFigure &figure, const QString &path, const std::vector<int> &rounds, double progress,
                      const FigureFileOptions &options, const ExportProgress &callback, QString *error);
/// Paints `figure` with `painter` on a device whose logical size is `size` (the painter maps
/// it onto the device's own resolution): what every format paints through.
void paintFigure(Figure &figure, QPainter &painter, const QSize &size);
/// Paints `figure` once into `device` (SVG, PDF); false when the painter cannot begin or end.
bool paintFigureInto(Figure &figure, QPaintDevice *device, const QSize &size);
/// The figure as an image of size * dpi / 96 pixels (what a PNG holds); a null image when
/// its memory cannot be had (nothing is painted then).
QImage renderFigure(Figure &figure, const FigureFileOptions &options);
/// `image` as PNG bytes (quality 0..100, -1: Qt's default). The encoder writes into memory:
/// libpng's error path on a failing file (a full disk) leaks the image inside Qt and prints
/// its own line, so files get the finished bytes through core/userfiles.h instead.
QByteArray pngBytes(const QImage &image, int quality = -1);
/// `image` with a palette of at most 256 colours (what a GIF frame or a small PNG holds), or a
/// null image when the memory for the conversion cannot be had. Qt 6.4's converter makes an
/// unpremultiplied copy on the way without checking it (a crash at 8192x8192 under a 600 MB
/// address-space limit): the room for the copy and the result is made sure of first.
QImage indexedImage(const QImage &image, Qt::ImageConversionFlags flags);
/// The most pixels an image CollViz paints may have (2^28: 1 GiB of 32-bit pixels).
constexpr qint64 kMaxImagePixels = qint64(1) << 28;
/// Empty when an image of `pixels` can be painted; otherwise the sentence refusing it (too
/// many pixels, or no memory for them), naming `path`.
QString imageRefusal(const QSize &pixels, const QString &path);

} // namespace collviz::views

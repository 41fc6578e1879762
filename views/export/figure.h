#pragma once

#include <QImage>
#include <QSize>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>
#include <vector>

class QPainter;
class QRectF;

namespace collviz::core {
struct RunResult;
}

namespace collviz::views {

/// A run's title as figures and files show it: "Title (algorithm-id) on network", or for a
/// schedule of no registered algorithm its own name (or "A schedule of <operation>") on the
/// network.
QString runTitle(const core::RunResult &result);

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

/// The file formats a figure can be written as; a file's suffix chooses one.
enum class FigureFormat { Png, Svg, Pdf };

/// How a figure file is written.
struct FigureFileOptions
{
    QSize size;        ///< logical pixels; empty: the figure's defaultSize()
    double dpi = 96.0; ///< PNG: pixels = size * dpi / 96, and the resolution stored in the file
};

/// Called while a long export runs: (done, total); returning false cancels it.
using ExportProgress = std::function<bool(int done, int total)>;

/// The suffixes (lower case, without the dot) of the figure formats: png, svg, pdf.
QStringList figureSuffixes();
/// The format `path`'s suffix names, or nothing; then *error says what was given and what is
/// accepted ("cannot write 'x.bmp': .bmp is not a figure format; accepted: .png, .svg, .pdf").
std::optional<FigureFormat> figureFormatFor(const QString &path, QString *error);
/// Writes `figure` to `path` in the format its suffix names (refused by name otherwise). The
/// file appears only when complete (core/userfiles.h): a failed write leaves nothing, and an
/// existing file stays as it was. PNG: the chosen size and DPI; SVG: QSvgGenerator; PDF:
/// QPdfWriter, vector, one page of exactly the figure's size.
bool writeFigure(Figure &figure, const QString &path, const FigureFileOptions &options, QString *error);
/// A PDF with one page per round of `rounds` (each at in-round `progress`), for handouts:
/// vector, whole or not at all like writeFigure. `progress` (the callback) may cancel it.
bool writeFigurePages(TimedFigure &figure, const QString &path, const std::vector<int> &rounds, double progress,
                      const FigureFileOptions &options, const ExportProgress &callback, QString *error);
/// The figure as an image of size * dpi / 96 pixels (what a PNG holds); a null image when
/// its memory cannot be had (nothing is painted then).
QImage renderFigure(Figure &figure, const FigureFileOptions &options);
/// `image` as PNG bytes (quality 0..100, -1: Qt's default). The encoder writes into memory:
/// libpng's error path on a failing file (a full disk) leaks the image inside Qt and prints
/// its own line, so files get the finished bytes through core/userfiles.h instead.
QByteArray pngBytes(const QImage &image, int quality = -1);
/// The most pixels an image CollViz paints may have (2^28: 1 GiB of 32-bit pixels).
constexpr qint64 kMaxImagePixels = qint64(1) << 28;
/// Empty when an image of `pixels` can be painted; otherwise the sentence refusing it (too
/// many pixels, or no memory for them), naming `path`.
QString imageRefusal(const QSize &pixels, const QString &path);

} // namespace collviz::views

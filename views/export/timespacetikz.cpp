// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "views/export/timespacetikz.h"

#include "views/export/figure.h"
#include "views/export/tikz.h"
#include "views/network/networkstyle.h"

#include "core/timeline.h"

#include <QFont>
#include <QTextStream>

#include <algorithm>
#include <cmath>

namespace collviz::views::tikz {

namespace {

constexpr double kWidthCm = 16.0;
constexpr int kLaneColumns = 400;
constexpr int kMostRowLabels = 40;
constexpr int kLaneKeySteps = 4;
/// The size the lanes-or-messages choice is made at: a figure's default (PanelFigure).
const QRectF kChoiceRect(0, 0, 1200, 800);

QString cm(double v) { return QString::number(v, 'f', 3); }

QString colourName(const QColor &c) { return c.name().mid(1).toUpper(); }

/// The TikZ style of a stroke: colour by load class, line style by kind.
QString strokeStyle(TimeSpaceData::Kind kind, int load, bool mono)
{
    const int cls = std::max(1, networkstyle::loadClass(load));
    const QString colour = mono ? QStringLiteral("black") : QStringLiteral("load%1").arg(cls);
    switch (kind) {
    case TimeSpaceData::Kind::Travel:
        return QStringLiteral("%1,line width=%2pt%3")
            .arg(colour, QString::number(0.4 + 0.3 * cls), mono && cls >= 2 ? QStringLiteral(",dashed") : QString());
    case TimeSpaceData::Kind::StartUp:
        return QStringLiteral("%1,line width=1.6pt").arg(colour);
    case TimeSpaceData::Kind::WaitBefore:
        return QStringLiteral("%1,dotted,line width=0.6pt").arg(mono ? QStringLiteral("gray") : colour);
    case TimeSpaceData::Kind::WaitBetween:
        return QStringLiteral("%1,dashed,line width=0.6pt").arg(mono ? QStringLiteral("gray") : colour);
    }
    return colour;
}

struct Frame
{
    double from = 0.0;
    double to = 1.0;
    double firstRow = 0.0;
    double rows = 1.0;
    double heightCm = 8.0;
    double x(double t) const { return (t - from) / (to - from) * kWidthCm; }
    double y(double row) const { return -(row + 0.5 - firstRow) / rows * heightCm; }
};

void writeMessages(QTextStream &out, const TimeSpaceData &data, const Frame &f, bool mono)
{
    for (const TimeSpaceData::Message &m : data.messages) {
        if (m.finish < f.from || data.roundMarkers[std::size_t(m.round)] > f.to)
            continue;
        for (int k = 0; k < m.strokeCount; ++k) {
            const TimeSpaceData::Stroke &s = data.strokes[m.firstStroke + std::size_t(k)];
            out << "\\draw[" << strokeStyle(s.kind, s.load, mono) << "] (" << cm(f.x(s.fromTime)) << ','
                << cm(f.y(s.fromRow)) << ") -- (" << cm(f.x(s.toTime)) << ',' << cm(f.y(s.toRow)) << ");\n";
        }
    }
}

void writeLanes(QTextStream &out, const TimeSpaceData &data, const Frame &f)
{
    const double lane = 0.8 * f.heightCm / f.rows;
    const double peakMoving = std::max(1, data.activity.peakMoving());
    const double peakWaiting = std::max(1, data.activity.peakWaiting());
    const double column = kWidthCm / kLaneColumns;
    const int first = std::max(0, int(std::floor(f.firstRow)));
    const int last = std::min(data.rowCount() - 1, int(std::ceil(f.firstRow + f.rows)) - 1);
    for (int v = first; v <= last; ++v) {
        const double y = f.y(v);
        for (const auto &run : TimeSpaceRenderer::laneRuns(data, v, f.from, f.to, kLaneColumns)) {
            const auto band = [&](const char *style, double share) {
                const double h = std::max(0.03, lane * share) / 2;
                out << "\\fill[" << style << "] (" << cm(run.first * column) << ',' << cm(y - h) << ") rectangle ("
                    << cm(run.end * column) << ',' << cm(y + h) << ");\n";
            };
            if (run.waiting > 0)
                band("waiting", run.waiting / peakWaiting);
            if (run.moving > 0)
                band(qPrintable(QStringLiteral("lane%1").arg(std::clamp(run.moving, 1, kLaneKeySteps))),
                     run.moving / peakMoving);
        }
    }
}

void writeColours(QTextStream &out, bool mono)
{
    for (int k = 1; k <= kLaneKeySteps; ++k) {
        out << "\\definecolor{load" << k << "}{HTML}{" << colourName(networkstyle::loadColor(k)) << "}\n";
        out << "\\definecolor{lane" << k << "}{HTML}{" << colourName(TimeSpaceRenderer::laneColor(k, mono)) << "}\n";
    }
    out << "\\definecolor{waiting}{HTML}{" << (mono ? QStringLiteral("E0E0E0") : QStringLiteral("C8C8C8")) << "}\n";
    out << "\\definecolor{cursor}{HTML}{" << (mono ? QStringLiteral("000000") : QStringLiteral("CC0055")) << "}\n";
}

void writeAxes(QTextStream &out, const TimeSpaceData &data, const Frame &f)
{
    const int first = std::max(0, int(std::floor(f.firstRow)));
    const int last = std::min(data.rowCount() - 1, int(std::ceil(f.firstRow + f.rows)) - 1);
    const int every = std::max(1, (last - first + 1 + kMostRowLabels - 1) / kMostRowLabels);
    for (int v = first; v <= last; v += every)
        out << "\\node[anchor=east,font=\\scriptsize] at (-0.1," << cm(f.y(v)) << ") {" << escape(data.labels[v])
            << "};\n";
    double lastRight = -1.0;
    for (int r = 0; r + 1 < int(data.roundMarkers.size()); ++r) {
        const double x0 = std::max(0.0, f.x(data.roundMarkers[std::size_t(r)]));
        const double x1 = std::min(kWidthCm, f.x(data.roundMarkers[std::size_t(r) + 1]));
        if (x1 <= x0)
            continue;
        if (x0 > 0.0 && x0 < kWidthCm)
            out << "\\draw[gray,dashed,line width=0.3pt] (" << cm(x0) << ",0) -- (" << cm(x0) << ','
                << cm(-f.heightCm) << ");\n";
        const double middle = (x0 + x1) / 2;
        if (middle - 0.3 > lastRight) {
            out << "\\node[above,font=\\scriptsize] at (" << cm(middle) << ",0) {" << r + 1 << "};\n";
            lastRight = middle + 0.3;
        }
    }
}

} // namespace

bool timeSpaceExportState(const core::RunResult &result, int round, const QJsonObject &options, bool monochrome,
                          TimeSpaceState *state, QString *error)
{
    if (!TimeSpaceState::read(options, QStringLiteral("views.timeSpace"), state, error))
        return false;
    state->monochrome = state->monochrome || monochrome;
    if (result.timeline && round >= 1 && round <= result.timeline->roundCount())
        state->cursorTime = result.timeline->roundStart(round - 1) + result.timeline->roundTime(round - 1);
    return true;
}

QString timeSpaceDocument(const TimeSpaceData &data, const TimeSpaceState &state)
{
    const TimeSpaceRenderer renderer(data, state, QFont(), Qt::black);
    Frame f;
    f.from = renderer.fromTime();
    f.to = renderer.toTime();
    f.firstRow = renderer.firstRow();
    f.rows = renderer.rowsShown();
    f.heightCm = std::clamp(f.rows * 0.5, 4.0, 20.0);
    const bool lanes = renderer.lanesShown(kChoiceRect);
    QString text;
    QTextStream out(&text);
    out << "% " << (data.result ? runTitle(*data.result) : QString()) << "\n"
        << "\\documentclass[tikz,border=4pt]{standalone}\n"
        << "\\usepackage[T1]{fontenc}\n\\usepackage[utf8]{inputenc}\n"
        << "\\begin{document}\n";
    writeColours(out, state.monochrome);
    out << "\\begin{tikzpicture}\n";
    writeAxes(out, data, f);
    out << "\\draw[gray!40,line width=0.3pt] (0,0) rectangle (" << cm(kWidthCm) << ',' << cm(-f.heightCm) << ");\n"
        << "\\begin{scope}\n\\clip (0,0) rectangle (" << cm(kWidthCm) << ',' << cm(-f.heightCm) << ");\n";
    if (lanes)
        writeLanes(out, data, f);
    else
        writeMessages(out, data, f, state.monochrome);
    if (state.cursorTime >= f.from && state.cursorTime <= f.to)
        out << "\\draw[cursor,line width=0.6pt] (" << cm(f.x(state.cursorTime)) << ",0) -- ("
            << cm(f.x(state.cursorTime)) << ',' << cm(-f.heightCm) << ");\n";
    out << "\\end{scope}\n";
    QString caption;
    if (data.result && data.result->topology)
        caption = TimeSpaceRenderer::tr("Time-space diagram: %1; model %2; engine time %3 to %4")
                      .arg(runTitle(*data.result), data.result->model.toString(), QString::number(f.from, 'g', 6),
                           QString::number(f.to, 'g', 6));
    const QString how = lanes ? TimeSpaceRenderer::tr("Lanes: how many messages are at a node at once (band height "
                                                      "and colour: 1, 2, 3, 4 or more); grey: waiting.")
                              : TimeSpaceRenderer::tr("Solid: travelling, coloured by channel load; dotted: waiting "
                                                      "for a port or channel; dashed: resting at a node.");
    out << "\\node[below right,text width=" << cm(kWidthCm) << "cm,font=\\small] at (0," << cm(-f.heightCm - 0.2)
        << ") {" << escape(caption) << "\\\\" << escape(how) << "};\n";
    out << "\\end{tikzpicture}\n\\end{document}\n";
    return text;
}

} // namespace collviz::views::tikz

// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "views/export/tikz.h"

#include "views/export/figure.h"
#include "views/network/layout.h"
#include "views/network/packetnotation.h"
#include "views/network/projection.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QPointF>
#include <QRectF>
#include <QTextStream>

#include <algorithm>
#include <cmath>
#include <map>
#include <vector>

namespace collviz::views::tikz {

namespace {

QString tr(const char *text, const char *disambiguation = nullptr, int n = -1)
{
    return QCoreApplication::translate("collviz::views::Tikz", text, disambiguation, n);
}

using Polyline = std::vector<QPointF>;

QString num(double v)
{
    const double r = std::round(v * 1000.0) / 1000.0;
    return QString::number(r == 0.0 ? 0.0 : r, 'f', 3);
}

QString point(const QPointF &p) { return QStringLiteral("(%1,%2)").arg(num(p.x()), num(p.y())); }

double length(const Polyline &line)
{
    double l = 0;
    for (std::size_t i = 1; i < line.size(); ++i)
        l += std::hypot(line[i].x() - line[i - 1].x(), line[i].y() - line[i - 1].y());
    return l;
}

QPointF pointAt(const Polyline &line, double at)
{
    for (std::size_t i = 1; i < line.size(); ++i) {
        const QPointF d = line[i] - line[i - 1];
        const double l = std::hypot(d.x(), d.y());
        if (at <= l || i + 1 == line.size())
            return l > 0 ? line[i - 1] + d * std::clamp(at / l, 0.0, 1.0) : line[i];
        at -= l;
    }
    return line.empty() ? QPointF() : line.front();
}

/// The part of a polyline between two distances along it.
Polyline section(const Polyline &line, double from, double to)
{
    Polyline out{pointAt(line, from)};
    double walked = 0;
    for (std::size_t i = 1; i < line.size(); ++i) {
        walked += std::hypot(line[i].x() - line[i - 1].x(), line[i].y() - line[i - 1].y());
        if (walked > from && walked < to)
            out.push_back(line[i]);
    }
    out.push_back(pointAt(line, to));
    return out;
}

/// The polyline moved sideways to the right of its direction of travel (both directions of
/// a link drawn apart, as on screen).
Polyline offset(const Polyline &line, double by)
{
    Polyline out;
    const std::size_t n = line.size();
    for (std::size_t i = 0; i < n; ++i) {
        const QPointF a = line[i == 0 ? 0 : i - 1];
        const QPointF b = line[i + 1 < n ? i + 1 : i];
        const QPointF d = b - a;
        const double l = std::hypot(d.x(), d.y());
        // TikZ's y points up: the right of (dx, dy) is (dy, -dx).
        out.push_back(l > 0 ? line[i] + QPointF(d.y(), -d.x()) * (by / l) : line[i]);
    }
    return out;
}

QString path(const Polyline &line)
{
    QStringList parts;
    for (const QPointF &p : line)
        parts << point(p);
    return parts.join(QStringLiteral(" -- "));
}

/// The drawing of one network, in centimetres, shared by every round.
struct Drawing
{
    std::vector<QPointF> nodes;
    std::vector<bool> processor;
    std::vector<QString> labels;
    std::vector<Polyline> links;    ///< per link, from its first end to its second
    std::vector<Polyline> arcs;     ///< per arc, offset and trimmed at the nodes
    double radius = 0.3;            ///< node radius, cm
    QRectF box;

    Drawing(const core::Topology &topology, const NetworkViewState &view, double unit)
    {
        // The window's drawing: its layout (floors or the projection, as the view state
        // says) and its projection, turned as the window turned it.
        const bool floors = view.floors >= 0 ? view.floors == 1 && Layout::canDrawFloors(topology)
                                             : Layout::canDrawFloors(topology);
        const std::unique_ptr<Layout> layout = Layout::create(topology, floors);
        Projection projection = Projection::of(*layout);
        if (view.rotated && layout->is3D())
            projection.setRotation(view.rotation);
        auto project = [&](const Eigen::Vector3d &p) {
            const QPointF q = projection.map(p) * (unit / networkstyle::kUnit);
            return QPointF(q.x(), -q.y()); // the screen's y points down, TikZ's up
        };
        radius = layout->nodeRadius() * unit;
        for (int v = 0; v < layout->nodeCount(); ++v) {
            nodes.push_back(project(layout->position(v)));
            processor.push_back(layout->shape(v) == NodeShape::Processor);
            labels.push_back(escape(layout->label(v)));
            box |= QRectF(nodes.back() - QPointF(radius, radius), QSizeF(2 * radius, 2 * radius));
        }
        for (int l = 0; l < layout->linkCount(); ++l) {
            Polyline line;
            for (const Eigen::Vector3d &p : layout->linkPath(l))
                line.push_back(project(p));
            for (const QPointF &p : line)
                box |= QRectF(p, QSizeF(0.01, 0.01));
            links.push_back(std::move(line));
        }
        const auto pairs = topology.links();
        for (const core::Arc &arc : topology.arcs()) {
            Polyline line = links[std::size_t(arc.link)];
            if (arc.from != pairs[std::size_t(arc.link)].first)
                std::reverse(line.begin(), line.end());
            line = offset(line, 0.09 * unit);
            const double l = length(line);
            const double start = radius + 0.04 * unit;
            const double end = radius + 0.06 * unit;
            arcs.push_back(l > start + end ? section(line, start, l - end) : line);
        }
    }
};

void writeStyles(QTextStream &out, const Drawing &drawing, const Options &options, const QString &fontSize)
{
    out << "\\definecolor{idle}{HTML}{B4B4B4}\n";
    if (options.monochrome)
        out << "\\colorlet{loadA}{black}\\colorlet{loadB}{black}\\colorlet{loadC}{black}\n";
    else
        out << "\\definecolor{loadA}{HTML}{0072B2}\\definecolor{loadB}{HTML}{E69F00}\\definecolor{loadC}{HTML}{D55E00}\n";
    out << "\\tikzset{\n"
        << "  proc/.style={circle, draw, thick, fill=white, minimum size=" << num(2 * drawing.radius)
        << "cm, inner sep=1pt, font=" << fontSize << "},\n"
        << "  switch/.style={rectangle, draw, fill=black!15, minimum size=" << num(1.1 * drawing.radius)
        << "cm, inner sep=0pt, font=\\tiny},\n"
        << "  link/.style={draw=idle, line width=0.5pt},\n"
        << "  load1/.style={draw=loadA, ->, >=stealth, line width=1.1pt},\n"
        << "  load2/.style={draw=loadB, ->, >=stealth, line width=1.5pt, dashed},\n"
        << "  load3/.style={draw=loadC, ->, >=stealth, line width=1.9pt, dash dot},\n"
        << "  msg/.style={font=\\scriptsize, fill=white, fill opacity=0.85, text opacity=1, inner sep=1pt, "
           "rounded corners=1pt},\n"
        << "}\n";
}

void writeNetwork(QTextStream &out, const Drawing &drawing)
{
    for (const Polyline &line : drawing.links)
        out << "\\draw[link] " << path(line) << ";\n";
    for (std::size_t v = 0; v < drawing.nodes.size(); ++v)
        out << "\\node[" << (drawing.processor[v] ? "proc" : "switch") << "] (v" << v << ") at "
            << point(drawing.nodes[v]) << " {" << (drawing.processor[v] ? drawing.labels[v] : QString()) << "};\n";
}

/// Where a message label goes: the point, the anchor that makes it grow away from its link,
/// and the box it covers (cm, y up).
struct LabelPlace
{
    QPointF at;
    const char *anchor = "west";
    QRectF box;
};

/// The place for a label of `size` (cm) beside `line` (an arc), on the side of its direction of
/// travel: of a few points along it (a third of the way from the sender first), the one whose
/// box covers the least of the nodes and of the labels placed before (`taken`).
LabelPlace placeLabel(const Polyline &line, const Drawing &drawing, const QSizeF &size, const std::vector<QRectF> &taken)
{
    const Polyline side = offset(line, 0.25 * drawing.radius);
    auto covered = [](const QRectF &a, const QRectF &b) {
        const QRectF both = a.intersected(b);
        return both.isValid() ? both.width() * both.height() : 0.0;
    };
    LabelPlace best;
    double least = -1;
    for (const double along : {0.3, 0.5, 0.15, 0.7, 0.85}) {
        LabelPlace place;
        place.at = pointAt(side, along * length(side));
        const QPointF outward = place.at - pointAt(line, along * length(line));
        const double w = size.width();
        const double h = size.height();
        if (std::abs(outward.x()) >= std::abs(outward.y())) {
            place.anchor = outward.x() >= 0 ? "west" : "east";
            place.box = QRectF(outward.x() >= 0 ? place.at.x() : place.at.x() - w, place.at.y() - h / 2, w, h);
        } else {
            place.anchor = outward.y() >= 0 ? "south" : "north";
            place.box = QRectF(place.at.x() - w / 2, outward.y() >= 0 ? place.at.y() : place.at.y() - h, w, h);
        }
        double cost = 0;
        for (const QPointF &node : drawing.nodes)
            cost += covered(place.box, QRectF(node - QPointF(drawing.radius, drawing.radius),
                                              QSizeF(2 * drawing.radius, 2 * drawing.radius)));
        for (const QRectF &other : taken)
            cost += covered(place.box, other);
        if (least < 0 || cost < least - 1e-9) {
            least = cost;
            best = place;
        }
    }
    return best;
}

/// Round `round`'s (1-based) loaded channels with their load styles and the labels of the
/// transfers on their first hops.
void writeRound(QTextStream &out, const core::RunResult &result, const Drawing &drawing, int round)
{
    if (round < 1 || round > int(result.simulation.rounds.size()))
        return;
    const core::RoundStats &stats = result.simulation.rounds[std::size_t(round - 1)];
    for (const core::ChannelLoad &c : stats.channelLoads) {
        if (c.arc < 0 || std::size_t(c.arc) >= drawing.arcs.size() || c.load <= 0)
            continue;
        out << "\\draw[load" << std::min(c.load, 3) << "] " << path(drawing.arcs[std::size_t(c.arc)]) << ";\n";
    }
    const core::Schedule &schedule = *result.schedule;
    const core::Round &r = schedule.rounds[std::size_t(round - 1)];
    std::map<int, QStringList> labels; // first arc -> the chips of its transfers
    for (const core::Transfer &t : r.transfers) {
        const std::vector<int> arcs = result.topology->pathArcs(t.path);
        if (!arcs.empty() && !t.packets.empty())
            labels[arcs.front()] << notation::chipText(schedule, *result.topology,
                                                       std::vector<int>(t.packets.begin(), t.packets.end()));
    }
    std::vector<QRectF> taken;
    for (const auto &[arc, chips] : labels) {
        QStringList shown;
        for (const QString &chip : chips.mid(0, 3))
            shown << mathNotation(chip);
        if (chips.size() > 3)
            shown << QStringLiteral("\\ldots");
        // About 0.13 cm a character in \scriptsize math, and the label's padding.
        const qsizetype characters = chips.mid(0, 3).join(QStringLiteral(", ")).size() + (chips.size() > 3 ? 5 : 0);
        const LabelPlace place = placeLabel(drawing.arcs[std::size_t(arc)], drawing,
                                            QSizeF(0.13 * double(characters) + 0.1, 0.32), taken);
        taken.push_back(place.box);
        out << "\\node[msg, anchor=" << place.anchor << "] at " << point(place.at) << " {"
            << shown.join(QStringLiteral(", ")) << "};\n";
    }
}

/// The model and its parameters, the symbols as math: "model sf; $m = 1$, $t_s = 1$, ...".
QString modelLatex(const core::RunResult &result)
{
    const core::CostParams &c = result.params.cost;
    QString parameters = QStringLiteral("$m = %1$, $t_s = %2$, $t_w = %3$, $t_h = %4$")
                             .arg(captionNumber(c.m), captionNumber(c.ts), captionNumber(c.tw), captionNumber(c.th));
    if (c.tc != 0)
        parameters += QStringLiteral(", $t_c = %1$").arg(captionNumber(c.tc));
    return tr("model %1; %2").arg(escape(result.model.toString()), parameters);
}

QString roundText(const core::RunResult &result, int round)
{
    const int rounds = int(result.schedule->rounds.size());
    if (round == 0)
        return tr("initial state (%n round(s) follow)", nullptr, rounds);
    const double time = result.timeline ? result.timeline->roundTime(round - 1) : 0.0;
    return tr("round %1 of %2 (time %3)").arg(round).arg(rounds).arg(captionNumber(time));
}

/// What a slide calls the run: "<the algorithm's title> on <network>" (a schedule of no
/// registered algorithm by its own name, or its operation).
QString frameTitle(const core::RunResult &result)
{
    const QString network = result.topology ? result.topology->name() : QString();
    const QString run = result.algorithm       ? result.algorithm->title().translated()
                        : !result.name.isEmpty() ? result.name
                                                 : tr("A schedule of %1").arg(core::operationTitle(result.operation()).translated());
    return tr("%1 on %2").arg(run, network);
}

/// The preamble both documents share: T1 Latin Modern (Type 1 fonts in the PDF, not the
/// bitmap Type 3 fonts of T1 Computer Modern without cm-super) and TikZ.
void writeFonts(QTextStream &out)
{
    out << "\\usepackage[T1]{fontenc}\n\\usepackage[utf8]{inputenc}\n\\usepackage{lmodern}\n";
}

/// The load styles in a line under the drawing; `step` is the room per entry (cm).
void writeLegend(QTextStream &out, const QRectF &box, const QString &fontSize, double step)
{
    const double y = box.top() - 0.5;
    double x = box.left();
    out << "\\node[anchor=west, font=" << fontSize << "\\bfseries] at " << point(QPointF(x, y)) << " {"
        << escape(tr("Channel load:")) << "};\n";
    x += 0.85 * step;
    const QString texts[3] = {tr("1 message"), tr("2 messages"), tr("3+ (take turns)")};
    for (int k = 1; k <= 3; ++k) {
        out << "\\draw[load" << k << "] " << point(QPointF(x, y)) << " -- " << point(QPointF(x + 0.25 * step, y))
            << ";\n";
        out << "\\node[anchor=west, font=" << fontSize << "] at " << point(QPointF(x + 0.27 * step, y)) << " {"
            << escape(texts[k - 1]) << "};\n";
        x += step;
    }
}

} // namespace

bool isPictureOnlyFile(const QString &path)
{
    return QFileInfo(path).suffix().compare(QLatin1String("tikz"), Qt::CaseInsensitive) == 0;
}

QString mathNotation(const QString &chip)
{
    QString math;
    bool subscript = false; // within a partial sum's contributors
    auto endSubscript = [&]() {
        if (subscript)
            math += QLatin1Char('}');
        subscript = false;
    };
    for (qsizetype i = 0; i < chip.size(); ++i) {
        const QChar c = chip[i];
        switch (c.unicode()) {
        case 0x03A3: // Σ: its contributors follow up to the next space
            endSubscript();
            math += QStringLiteral("\\Sigma_{");
            subscript = true;
            break;
        case ' ': endSubscript(); math += QStringLiteral("\\ "); break;
        case 0x2026: endSubscript(); math += QStringLiteral("\\ldots "); break;
        case 0x00D7: endSubscript(); math += QStringLiteral("\\times "); break;
        case '{': math += QStringLiteral("\\{"); break;
        case '}': math += QStringLiteral("\\}"); break;
        case '*': math += QStringLiteral("{*}"); break; // a starred address bit, not an operator
        case '-': math += subscript ? QStringLiteral("\\textrm{--}") : QStringLiteral("{-}"); break;
        case ')': endSubscript(); math += c; break;
        case '(': case ',': case '|': case '.': case ':': math += c; break;
        default:
            if (c.unicode() < 0x80 && c.isDigit()) {
                math += c;
            } else if (c.unicode() < 0x80 && c.isLetter()) {
                // A name with letters (a switch, a graph's node) upright, as the screen writes it.
                qsizetype j = i;
                while (j < chip.size() && chip[j].unicode() < 0x80 && chip[j].isLetterOrNumber())
                    ++j;
                math += QStringLiteral("\\mathrm{%1}").arg(chip.mid(i, j - i));
                i = j - 1;
            } else {
                math += QStringLiteral("\\textrm{%1}").arg(escape(QString(c)));
            }
        }
    }
    endSubscript();
    return QLatin1Char('$') + math + QLatin1Char('$');
}

QString escape(const QString &text)
{
    QString out;
    for (const QChar c : text) {
        switch (c.unicode()) {
        case '\\': out += QStringLiteral("\\textbackslash{}"); break;
        case '{': out += QStringLiteral("\\{"); break;
        case '}': out += QStringLiteral("\\}"); break;
        case '$': out += QStringLiteral("\\$"); break;
        case '&': out += QStringLiteral("\\&"); break;
        case '#': out += QStringLiteral("\\#"); break;
        case '^': out += QStringLiteral("\\^{}"); break;
        case '_': out += QStringLiteral("\\_"); break;
        case '%': out += QStringLiteral("\\%"); break;
        case '~': out += QStringLiteral("\\~{}"); break;
        case 0x2014: out += QStringLiteral("---"); break;
        case 0x2013: out += QStringLiteral("--"); break;
        case 0x2192: out += QStringLiteral("$\\rightarrow$"); break;
        case 0x2190: out += QStringLiteral("$\\leftarrow$"); break;
        case 0x00D7: out += QStringLiteral("$\\times$"); break;
        case 0x03A3: out += QStringLiteral("$\\Sigma$"); break;
        case 0x2211: out += QStringLiteral("$\\sum$"); break;
        case 0x2264: out += QStringLiteral("$\\le$"); break;
        case 0x2265: out += QStringLiteral("$\\ge$"); break;
        case 0x2026: out += QStringLiteral("\\ldots{}"); break;
        case 0x2212: out += QStringLiteral("-"); break;
        case 0x00B7: out += QStringLiteral("$\\cdot$"); break;
        default:
            // pdflatex with T1/utf8 knows Latin-1; anything else becomes a question mark
            // rather than an error that stops the compile.
            out += c.unicode() < 0x100 ? QString(c) : QStringLiteral("?");
        }
    }
    return out;
}

QString standaloneDocument(const core::RunResult &result, int round, const Options &options)
{
    round = std::clamp(round, 0, result.schedule ? int(result.schedule->rounds.size()) : 0);
    const Drawing drawing(*result.topology, options.view, options.unitCm);
    QString text;
    QTextStream out(&text);
    out << "% " << runTitle(result) << ", " << roundText(result, round) << "\n";
    if (options.pictureOnly) {
        out << "% Made by CollViz (collviz-cli export --format tikz): \\input it where the figure goes, in a\n"
            << "% document with \\usepackage{tikz} (and \\usepackage[T1]{fontenc}, \\usepackage{lmodern}).\n";
    } else {
        out << "% Made by CollViz (collviz-cli export --format tikz). Compile with pdflatex.\n"
            << "\\documentclass[tikz,border=4pt]{standalone}\n";
        writeFonts(out);
        out << "\\begin{document}\n";
    }
    out << "\\begin{tikzpicture}\n";
    writeStyles(out, drawing, options, QStringLiteral("\\small"));
    writeNetwork(out, drawing);
    writeRound(out, result, drawing, round);
    const QRectF box = drawing.box.adjusted(-0.3, -0.3, 0.3, 0.3);
    writeLegend(out, box, QStringLiteral("\\footnotesize"), 3.0);
    out << "\\node[anchor=north west, align=left, text width=" << num(std::max(box.width(), 10.0))
        << "cm, font=\\footnotesize] at " << point(QPointF(box.left(), box.top() - 0.9)) << " {\\textbf{"
        << escape(runTitle(result)) << "}\\\\ " << modelLatex(result) << "; " << escape(roundText(result, round));
    // A round that breaks a rule says which, in the checker's words.
    if (const QString verdict = notation::roundVerdict(result, round); !verdict.isEmpty())
        out << "\\\\ \\textbf{" << escape(verdict) << "}";
    out << "};\n";
    out << "\\end{tikzpicture}\n";
    if (!options.pictureOnly)
        out << "\\end{document}\n";
    return text;
}

QString beamerDocument(const core::RunResult &result, const Options &options)
{
    const int rounds = result.schedule ? int(result.schedule->rounds.size()) : 0;
    // The drawing fits a 16:9 slide (160 mm x 90 mm): about 13 cm by 5.2 cm under the title,
    // with the legend, two lines of narration and the model below it.
    const Drawing probe(*result.topology, options.view, 1.0);
    const double unit = std::min({options.unitCm, 13.0 / std::max(0.1, probe.box.width()),
                                  5.2 / std::max(0.1, probe.box.height())});
    const Drawing drawing(*result.topology, options.view, unit);
    QString text;
    QTextStream out(&text);
    out << "% " << runTitle(result) << ": one overlay per round\n"
        << "% Made by CollViz (collviz-cli export --format beamer). Compile with pdflatex.\n"
        << "\\documentclass[aspectratio=169]{beamer}\n";
    writeFonts(out);
    out << "\\usepackage{tikz}\n"
        << "\\setbeamertemplate{navigation symbols}{}\n"
        << "\\begin{document}\n"
        << "\\begin{frame}{" << escape(frameTitle(result)) << "}\n"
        << "\\centering\n\\begin{tikzpicture}\n";
    // Node names as large as the slide's small print, readable from the back of the room.
    writeStyles(out, drawing, options, QStringLiteral("\\footnotesize"));
    QRectF box = drawing.box.adjusted(-0.25, -0.25, 0.25, 0.25);
    // Room for the legend's line (four entries of 2.6 cm) under a narrow drawing.
    if (box.width() < 10.4)
        box.adjust(-(10.4 - box.width()) / 2, 0, (10.4 - box.width()) / 2, 0);
    // The same box on every overlay, so the drawing does not jump as the labels change.
    out << "\\useasboundingbox " << point(box.topLeft() - QPointF(0, 0.8)) << " rectangle " << point(box.bottomRight())
        << ";\n";
    writeNetwork(out, drawing);
    for (int r = 1; r <= rounds; ++r) {
        out << "\\only<" << r << ">{\n";
        writeRound(out, result, drawing, r);
        out << "}\n";
    }
    writeLegend(out, box, QStringLiteral("\\scriptsize"), 2.6);
    out << "\\end{tikzpicture}\n\n\\footnotesize\n";
    for (int r = 1; r <= rounds; ++r) {
        const QString verdict = notation::roundVerdict(result, r); // a broken round says which rule
        out << "\\only<" << r << ">{" << escape(roundText(result, r)) << ": "
            << escape(result.schedule->rounds[std::size_t(r - 1)].narration.toString())
            << (verdict.isEmpty() ? QString() : QStringLiteral(" \\textbf{%1}").arg(escape(verdict))) << "}\n";
    }
    out << "\n\\scriptsize " << modelLatex(result) << "\n";
    out << "\\end{frame}\n\\end{document}\n";
    return text;
}

} // namespace collviz::views::tikz

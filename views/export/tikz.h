// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "views/state/networkviewstate.h"

#include "core/engine.h"

#include <QString>

namespace collviz::views::tikz {

/// How the LaTeX is drawn.
struct Options
{
    bool monochrome = false; ///< loads as line styles only (they are always drawn as line styles too)
    double unitCm = 2.0;     ///< centimetres between neighbouring nodes
    /// The window's drawing to follow: floors or projection, and a 3D drawing's turn.
    NetworkViewState view;
    /// The tikzpicture alone, to \input into a document (a .tikz file), instead of a
    /// standalone document (a .tex file).
    bool pictureOnly = false;
};

/// Whether a file of this name holds the picture alone (.tikz, as \input expects it) rather
/// than a document that compiles on its own (.tex).
bool isPictureOnlyFile(const QString &path);

/**
 * The network view of round `round` (1-based; 0 = the initial state) as a standalone
 * LaTeX/TikZ document (documentclass standalone, compiles with pdflatex; T1 Latin Modern
 * fonts, so the PDF holds only Type 1 fonts), or the tikzpicture alone (options.pictureOnly):
 * nodes at the window's layout positions, every link, this round's loaded channels as arrows
 * whose line style gives the load (solid 1, dashed 2, dotted and wider 3 or more, as the
 * legend says), each transfer's packets as a label on its first hop in the notation the
 * screen shows (views/network/packetnotation.h, as math: mathNotation), and a caption naming
 * the algorithm, network, model (m, t_s, t_w, t_h as math) and round. Colours follow the
 * screen (Okabe-Ito) unless monochrome.
 */
QString standaloneDocument(const core::RunResult &result, int round, const Options &options = {});

/// A 16:9 Beamer presentation of the whole run: one frame titled with the algorithm's title
/// and the network, one overlay per round (\only<k>), the nodes fixed and the bounding box the
/// same on every overlay, the round's narration under the drawing.
QString beamerDocument(const core::RunResult &result, const Options &options = {});

/// A packet chip's text as the screen writes it (notation::chipText: "{000,1**}", "Σ000-011",
/// "{0,7} ×4") as LaTeX math: "$\{000,1{*}{*}\}$", "$\Sigma_{000\textrm{--}011}$" (the
/// contributors as the sum's subscript), "$\{0,7\}\ \times 4$".
QString mathNotation(const QString &chip);

/// Text escaped for LaTeX (\ { } $ & # ^ _ % ~ and the Unicode the engine writes).
QString escape(const QString &text);

} // namespace collviz::views::tikz

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
};

/**
 * The network view of round `round` (1-based; 0 = the initial state) as a standalone
 * LaTeX/TikZ document (documentclass standalone, compiles with pdflatex): nodes at the
 * window's layout positions, every link, this round's loaded channels as arrows whose line
 * style gives the load (solid 1, dashed 2, dotted and wider 3 or more, as the legend says),
 * each transfer's packets as a label on its first hop, and a caption naming the algorithm,
 * network, model and round. Colours follow the screen (Okabe-Ito) unless monochrome.
 */
QString standaloneDocument(const core::RunResult &result, int round, const Options &options = {});

/// A Beamer presentation of the whole run: one frame, one overlay per round (\only<k>), the
/// nodes fixed and the bounding box the same on every overlay, the round's narration under
/// the drawing.
QString beamerDocument(const core::RunResult &result, const Options &options = {});

/// Text escaped for LaTeX (\ { } $ & # ^ _ % ~ and the Unicode the engine writes).
QString escape(const QString &text);

} // namespace collviz::views::tikz

// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <memory>

namespace collviz::views {

class ExportFormat;

// The makers of the export formats, one per format file of this folder; ExportFormats lists
// them (views/export/formats/exportformat.cpp).

std::unique_ptr<ExportFormat> makePngFormat();       ///< png.cpp
std::unique_ptr<ExportFormat> makeSvgFormat();       ///< svg.cpp
std::unique_ptr<ExportFormat> makePdfFormat();       ///< pdf.cpp
std::unique_ptr<ExportFormat> makeGifFormat();       ///< gif.cpp
std::unique_ptr<ExportFormat> makePngFramesFormat(); ///< pngframes.cpp
std::unique_ptr<ExportFormat> makeMp4Format();       ///< video.cpp
std::unique_ptr<ExportFormat> makeWebmFormat();      ///< video.cpp
std::unique_ptr<ExportFormat> makeTikzFormat();      ///< latex.cpp
std::unique_ptr<ExportFormat> makeBeamerFormat();    ///< latex.cpp
std::unique_ptr<ExportFormat> makeCsvFormat();       ///< tableformats.cpp
std::unique_ptr<ExportFormat> makeLatexTableFormat(); ///< tableformats.cpp
std::unique_ptr<ExportFormat> makeMarkdownFormat();  ///< tableformats.cpp

} // namespace collviz::views

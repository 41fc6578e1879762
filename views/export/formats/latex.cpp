// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "views/export/formats/formats.h"

#include "views/export/formats/exportformat.h"
#include "views/export/tikz.h"

#include <QCoreApplication>

namespace collviz::views {

namespace {

/// A standalone LaTeX/TikZ document of one round (views/export/tikz.h).
class TikzFormat final : public ExportFormat
{
    Q_DECLARE_TR_FUNCTIONS(collviz::views::TikzFormat)

public:
    QString id() const override { return QStringLiteral("tikz"); }
    /// .tex: a standalone document; .tikz: the picture alone, to \input (tikz::isPictureOnlyFile).
    QStringList suffixes() const override { return {QStringLiteral("tex"), QStringLiteral("tikz")}; }
    QString filter() const override { return tr("LaTeX, TikZ figure (*.tex *.tikz)"); }
    Kinds kinds() const override { return Picture | Text; }
    QStringList namingSuffixes() const override { return {QStringLiteral("tikz")}; } // .tex: TikZ, Beamer or a table
    QString networkText(const core::RunResult &result, int round, const tikz::Options &options) const override
    {
        return tikz::standaloneDocument(result, round, options);
    }
};

/// A Beamer frame with one overlay per round of the whole run (views/export/tikz.h).
class BeamerFormat final : public ExportFormat
{
    Q_DECLARE_TR_FUNCTIONS(collviz::views::BeamerFormat)

public:
    QString id() const override { return QStringLiteral("beamer"); }
    QStringList suffixes() const override { return {QStringLiteral("tex")}; }
    QString filter() const override { return tr("LaTeX, Beamer frame (*.tex)"); }
    Kinds kinds() const override { return Pages | Text; }
    QStringList namingSuffixes() const override { return {}; }
    QString networkText(const core::RunResult &result, int, const tikz::Options &options) const override
    {
        return tikz::beamerDocument(result, options);
    }
};

} // namespace

std::unique_ptr<ExportFormat> makeTikzFormat() { return std::make_unique<TikzFormat>(); }
std::unique_ptr<ExportFormat> makeBeamerFormat() { return std::make_unique<BeamerFormat>(); }

} // namespace collviz::views

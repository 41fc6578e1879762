// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "views/export/formats/formats.h"

#include "views/export/formats/exportformat.h"
#include "views/export/tables.h"

#include <QCoreApplication>

namespace collviz::views {

namespace {

/// A table as text (views/export/tables.h: tables::write): CSV, a LaTeX booktabs tabular, or
/// a Markdown pipe table.
class TableFormat final : public ExportFormat
{
    Q_DECLARE_TR_FUNCTIONS(collviz::views::TableFormat)

public:
    TableFormat(QString id, QString suffix, const char *filter, tables::Format format, bool chosenBySuffix)
        : mId(std::move(id)), mSuffix(std::move(suffix)), mFilter(filter), mFormat(format), mChosenBySuffix(chosenBySuffix)
    {
    }
    QString id() const override { return mId; }
    QStringList suffixes() const override { return {mSuffix}; }
    QString filter() const override { return QCoreApplication::translate("collviz::views", mFilter); }
    Kinds kinds() const override { return Table | Text; }
    QStringList namingSuffixes() const override { return mChosenBySuffix ? suffixes() : QStringList(); }
    QString tableText(const tables::Table &table) const override { return tables::write(table, mFormat); }

private:
    QString mId;
    QString mSuffix;
    const char *mFilter; ///< untranslated (QT_TRANSLATE_NOOP): translated when asked
    tables::Format mFormat;
    bool mChosenBySuffix;
};

} // namespace

std::unique_ptr<ExportFormat> makeCsvFormat()
{
    return std::make_unique<TableFormat>(QStringLiteral("csv"), QStringLiteral("csv"),
                                         QT_TRANSLATE_NOOP("collviz::views", "CSV (*.csv)"), tables::Format::Csv, true);
}

std::unique_ptr<ExportFormat> makeLatexTableFormat()
{
    // .tex: TikZ, Beamer or a table, so --format latex names it.
    return std::make_unique<TableFormat>(QStringLiteral("latex"), QStringLiteral("tex"),
                                         QT_TRANSLATE_NOOP("collviz::views", "LaTeX, booktabs (*.tex)"),
                                         tables::Format::Latex, false);
}

std::unique_ptr<ExportFormat> makeMarkdownFormat()
{
    return std::make_unique<TableFormat>(QStringLiteral("md"), QStringLiteral("md"),
                                         QT_TRANSLATE_NOOP("collviz::views", "Markdown (*.md)"),
                                         tables::Format::Markdown, true);
}

} // namespace collviz::views

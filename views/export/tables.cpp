// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "views/export/tables.h"

#include "views/export/figure.h"
#include "views/export/tikz.h"

#include "core/report.h"
#include "core/scheduletable.h"

#include <QCoreApplication>
#include <QTextStream>

#include <vector>

namespace collviz::views::tables {

namespace {

QString tr(const char *text) { return QCoreApplication::translate("collviz::views::tables", text); }

QString num(double v) { return QString::number(v, 'g', 10); }

QString markdownField(QString field)
{
    field.replace(QLatin1Char('|'), QStringLiteral("\\|"));
    field.replace(QLatin1Char('\n'), QLatin1Char(' '));
    return field;
}

/// A number cell as a paper prints it: six significant digits ("36.9411" for 36.9411255;
/// the CSV keeps them all); anything else as it is.
QString paperNumber(const QString &cell)
{
    bool ok = false;
    const double value = cell.toDouble(&ok);
    return ok ? captionNumber(value, 6) : cell;
}

/// A header of several words stacked a word a line, so that a column of small numbers is not
/// as wide as its header ("Max" over "link" over "load").
QString latexHeader(const QString &header, bool stacked)
{
    QStringList words = header.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    for (QString &word : words)
        word = tikz::escape(word);
    if (!stacked || words.size() < 2)
        return tikz::escape(header);
    return QStringLiteral("\\begin{tabular}[b]{@{}r@{}}%1\\end{tabular}").arg(words.join(QStringLiteral("\\\\")));
}

/// A column of sentences or long names (the narration, an algorithm's id): written as a line of
/// its own as wide as the table, rather than as a column that would push the table off the
/// page; above its row when it comes before the other columns (a heading, written once for
/// rows that share it), below otherwise.
bool isParagraph(const Table &table, int column)
{
    if (column < table.numeric.size() && table.numeric[column])
        return false;
    for (const QStringList &row : table.rows)
        if (row.value(column).size() > 12)
            return true;
    return false;
}

/// The columns of a LaTeX table: the paragraphs before the first other column (headings),
/// the others, and the paragraphs after them.
struct LatexColumns
{
    std::vector<int> headings;
    std::vector<int> inlined;
    std::vector<int> notes;
    bool text = false; ///< a text column among the inlined: tabularx gives it the room left

    explicit LatexColumns(const Table &table)
    {
        for (int c = 0; c < table.headers.size(); ++c) {
            if (!isParagraph(table, c)) {
                inlined.push_back(c);
                text = text || !(c < table.numeric.size() && table.numeric[c]);
            } else {
                (inlined.empty() ? headings : notes).push_back(c);
            }
        }
    }
    QString line(const QString &text, bool indented) const
    {
        return QStringLiteral("\\multicolumn{%1}{@{}p{\\linewidth}@{}}{\\raggedright%2 %3} \\\\\n")
            .arg(inlined.size())
            .arg(indented ? QStringLiteral("\\hangindent=1em\\hangafter=0") : QString(), text);
    }
};

/// A booktabs table as wide as the line it is in (\linewidth: one column of a two-column
/// paper, the page in a table*): numbers right-aligned under stacked headers, short text in
/// columns that share the room left (tabularx X), long text on lines of its own.
void writeLatex(QTextStream &out, const Table &table)
{
    const LatexColumns columns(table);
    QString spec;
    for (int c : columns.inlined)
        spec += c < table.numeric.size() && table.numeric[c] ? QStringLiteral("r")
                                                             : QStringLiteral(">{\\raggedright\\arraybackslash}X");
    // Without a text column, tabular* spreads the numbers over the line.
    const QString environment = columns.text ? QStringLiteral("tabularx") : QStringLiteral("tabular*");
    out << "% " << table.caption << "\n% Made by CollViz. Needs \\usepackage{booktabs}"
        << (columns.text ? " and \\usepackage{tabularx}" : "") << ".\n"
        << "% As wide as the line it is in: one column of a two-column paper, or the page in a table*.\n"
        << "% Numbers to six significant digits (the CSV export has them all).\n"
        << "{\\small\\setlength{\\tabcolsep}{3pt}%\n\\begin{" << environment << "}{\\linewidth}{"
        << (columns.text ? QStringLiteral("@{}") : QStringLiteral("@{\\extracolsep{\\fill}}")) << spec << "@{}}\n\\toprule\n";
    QStringList header;
    for (int c : columns.inlined)
        header << latexHeader(table.headers.value(c), c < table.numeric.size() && table.numeric[c]);
    out << header.join(QStringLiteral(" & ")) << " \\\\\n\\midrule\n";
    QStringList previous;
    for (int r = 0; r < table.rows.size(); ++r) {
        const QStringList &row = table.rows[r];
        QString headings;
        for (int c : columns.headings)
            if (!row.value(c).isEmpty() && row.value(c) != previous.value(c))
                headings += columns.line(QStringLiteral("%1: %2").arg(tikz::escape(table.headers.value(c)),
                                                                      tikz::escape(row.value(c))),
                                         false);
        if (r > 0 && (!columns.notes.empty() || !headings.isEmpty()))
            out << "\\addlinespace[3pt]\n";
        out << headings;
        QStringList fields;
        for (int c : columns.inlined)
            fields << tikz::escape(c < table.numeric.size() && table.numeric[c] ? paperNumber(row.value(c)) : row.value(c));
        out << fields.join(QStringLiteral(" & ")) << " \\\\\n";
        for (int c : columns.notes)
            if (!row.value(c).isEmpty())
                out << columns.line(tikz::escape(row.value(c)), true);
        previous = row;
    }
    out << "\\bottomrule\n\\end{" << environment << "}}\n";
    for (const QString &note : table.notes)
        out << "% " << note << "\n";
}

} // namespace

Table roundsTable(const core::RunResult &result)
{
    Table table;
    table.caption = tr("%1 on %2, model %3: per-round results")
                        .arg(result.algorithm ? result.algorithm->id() : QString(),
                             result.topology ? result.topology->name() : QString(), result.model.toString());
    // Named as `collviz-cli run --format csv` and the schedule document name them.
    table.keys = QStringList{QStringLiteral("round"),   QStringLiteral("transfers"),   QStringLiteral("messages"),
                             QStringLiteral("packets"), QStringLiteral("maxLinkLoad"), QStringLiteral("time"),
                             QStringLiteral("endsAt"),  QStringLiteral("narration")};
    table.headers = QStringList{tr("Round"), tr("Transfers"), tr("Messages"), tr("Packets"),
                                tr("Max link load"), tr("Time"), tr("Ends at"), tr("Narration")};
    table.numeric = {true, true, true, true, true, true, true, false};
    const core::SimulationResult &sim = result.simulation;
    double end = 0;
    for (std::size_t i = 0; i < sim.rounds.size(); ++i) {
        const core::RoundStats &st = sim.rounds[i];
        end += st.time;
        QString narration;
        if (result.schedule && i < result.schedule->rounds.size())
            narration = result.schedule->rounds[i].narration.translated();
        table.rows << QStringList{QString::number(i + 1),   QString::number(st.transfers),
                                  QString::number(st.messages), QString::number(st.packetsMoved),
                                  QString::number(st.maxLinkLoad), num(st.time), num(end), narration};
    }
    table.notes << tr("Total time %1 over %2 rounds; max link load %3; verified: %4.")
                       .arg(num(sim.time))
                       .arg(sim.rounds.size())
                       .arg(sim.maxLinkLoad)
                       .arg(sim.verified ? tr("yes") : tr("no"));
    if (result.formula)
        table.notes << tr("Source's formula: %1 = %2.").arg(result.formula->text, num(result.formula->value));
    if (result.lowerBound)
        table.notes << tr("Lower bound: %1 = %2.").arg(result.lowerBound->text, num(result.lowerBound->value));
    table.about = core::csv::About{{QStringLiteral("rows"), QStringLiteral("one per round of the run; endsAt is when the "
                                                                            "round ends, from the run's start")}}
                  + core::report::runAbout(result);
    return table;
}

std::optional<Table> scheduleTable(const core::RunResult &result, QString *error)
{
    if (!result.algorithm || !result.topology || !result.algorithm->hasScheduleTable()) {
        if (error)
            *error = tr("%1 has no schedule table").arg(result.algorithm ? result.algorithm->id() : QString());
        return std::nullopt;
    }
    auto source = result.algorithm->scheduleTable(*result.topology, error);
    if (!source)
        return std::nullopt;
    source->algorithm = result.algorithm->id();
    source->topology = result.topology->name();
    source->model = result.algorithm->naturalModel().toString();
    source->view = QStringLiteral("schedule");
    Table table;
    table.caption = source->title;
    table.keys << (source->corner.isEmpty() ? QStringLiteral("row") : source->corner) << source->columnHeaders;
    table.headers = table.keys;
    for (int c = 0; c < table.keys.size(); ++c)
        table.numeric << false;
    for (int r = 0; r < source->cells.size(); ++r)
        table.rows << (QStringList{r < source->rowHeaders.size() ? source->rowHeaders[r] : QString()} + source->cells[r]);
    for (const core::ScheduleTable::Check &check : source->checks)
        table.notes << tr("(%1) %2: %3").arg(check.name, check.rule, check.holds ? tr("holds") : tr("fails"));
    table.about = source->csvAbout(); // as `collviz-cli table --format csv` writes it
    return table;
}

Table sweepTable(const core::SizeSweepResult &sweep)
{
    Table table;
    table.caption = tr("Time against m on %1 (t_s = %2, t_w = %3, t_h = %4, %5)")
                        .arg(sweep.topology, num(sweep.cost.ts), num(sweep.cost.tw), num(sweep.cost.th),
                             sweep.modelSpec.isEmpty() ? tr("each algorithm under its natural model")
                                                       : tr("model %1").arg(sweep.modelSpec));
    // The columns of `collviz-cli sweep --format csv`; LaTeX and Markdown give the model, the
    // costs and the network in the caption instead.
    const QString model = QStringLiteral("model");
    const QString whatIf = QStringLiteral("whatIf");
    const QString topology = QStringLiteral("topology");
    const QString p = QStringLiteral("p");
    const QString ts = QStringLiteral("ts");
    const QString tw = QStringLiteral("tw");
    const QString th = QStringLiteral("th");
    table.keys = QStringList{QStringLiteral("algorithm"), model, whatIf, topology, p, QStringLiteral("m"), ts, tw, th,
                             QStringLiteral("rounds"), QStringLiteral("time"), QStringLiteral("formula"),
                             QStringLiteral("lowerBound")};
    table.headers = QStringList{tr("Algorithm"), model, whatIf,  topology,    p,           tr("m"),         ts, tw, th,
                                tr("Rounds"),    tr("Time"), tr("Formula"), tr("Lower bound")};
    table.numeric = {false, false, false, false, true, true, true, true, true, true, true, true, true};
    table.csvOnly = {false, true, true, true, true, false, true, true, true, false, false, false, false};
    const auto optional = [](const std::optional<double> &v) { return v ? num(*v) : QString(); };
    for (const core::SweepSeries &s : sweep.series)
        for (const core::SweepPoint &pt : s.points)
            table.rows << QStringList{s.algorithm,
                                      s.model.toString(),
                                      core::csv::boolean(s.whatIf),
                                      pt.topology,
                                      QString::number(pt.p),
                                      num(pt.m),
                                      num(sweep.cost.ts),
                                      num(sweep.cost.tw),
                                      num(sweep.cost.th),
                                      QString::number(pt.rounds),
                                      num(pt.time),
                                      optional(pt.formula),
                                      optional(pt.lowerBound)};
    table.about = sweep.csvAbout();
    for (const core::Crossover &x : sweep.crossovers)
        table.notes << tr("Crossover at m = %1: %2 is faster below, %3 above (time %4).")
                           .arg(num(x.m), x.fasterBelow, x.fasterAbove, num(x.time));
    return table;
}

namespace {

/// The table without its CSV-only columns: what LaTeX and Markdown show.
Table forPeople(const Table &table)
{
    Table shown = table;
    shown.keys.clear();
    shown.headers.clear();
    shown.numeric.clear();
    shown.csvOnly.clear();
    for (QStringList &row : shown.rows)
        row.clear();
    for (int c = 0; c < table.keys.size(); ++c) {
        if (c < table.csvOnly.size() && table.csvOnly[c])
            continue;
        shown.keys << table.keys[c];
        shown.headers << table.headers.value(c);
        shown.numeric << (c < table.numeric.size() && table.numeric[c]);
        for (int r = 0; r < table.rows.size(); ++r)
            shown.rows[r] << table.rows[r].value(c);
    }
    return shown;
}

} // namespace

QString write(const Table &all, Format format)
{
    QString text;
    QTextStream out(&text);
    const QString eol = QStringLiteral("\r\n");
    const Table table = format == Format::Csv ? all : forPeople(all);
    switch (format) {
    case Format::Csv: {
        out << core::csv::comment(table.about, eol) << core::csv::line(table.keys, eol);
        for (const QStringList &row : table.rows)
            out << core::csv::line(row, eol);
        break;
    }
    case Format::Latex:
        writeLatex(out, table);
        break;
    case Format::Markdown: {
        out << "**" << markdownField(table.caption) << "**\n\n";
        QStringList header;
        QStringList rule;
        for (int c = 0; c < table.headers.size(); ++c) {
            header << markdownField(table.headers[c]);
            rule << (c < table.numeric.size() && table.numeric[c] ? QStringLiteral("---:") : QStringLiteral("---"));
        }
        out << "| " << header.join(QStringLiteral(" | ")) << " |\n| " << rule.join(QStringLiteral(" | ")) << " |\n";
        for (const QStringList &row : table.rows) {
            QStringList fields;
            for (const QString &f : row)
                fields << markdownField(f);
            out << "| " << fields.join(QStringLiteral(" | ")) << " |\n";
        }
        if (!table.notes.isEmpty())
            out << "\n" << table.notes.join(QLatin1Char(' ')) << "\n";
        break;
    }
    }
    return text;
}

} // namespace collviz::views::tables

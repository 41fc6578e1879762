#include "views/export/tables.h"

#include "views/export/tikz.h"

#include "core/scheduletable.h"

#include <QCoreApplication>
#include <QTextStream>

namespace collviz::views::tables {

namespace {

QString tr(const char *text) { return QCoreApplication::translate("collviz::views::tables", text); }

QString num(double v) { return QString::number(v, 'g', 10); }

QString csvField(const QString &field)
{
    if (!field.contains(QLatin1Char(',')) && !field.contains(QLatin1Char('"')) && !field.contains(QLatin1Char('\n'))
        && !field.contains(QLatin1Char('\r')))
        return field;
    QString quoted = field;
    quoted.replace(QStringLiteral("\""), QStringLiteral("\"\""));
    return QLatin1Char('"') + quoted + QLatin1Char('"');
}

QString markdownField(QString field)
{
    field.replace(QLatin1Char('|'), QStringLiteral("\\|"));
    field.replace(QLatin1Char('\n'), QLatin1Char(' '));
    return field;
}

} // namespace

Table roundsTable(const core::RunResult &result)
{
    Table table;
    table.caption = tr("%1 on %2, model %3: per-round results")
                        .arg(result.algorithm ? result.algorithm->id() : QString(),
                             result.topology ? result.topology->name() : QString(), result.model.toString());
    table.keys = QStringList{QStringLiteral("round"),         QStringLiteral("transfers"), QStringLiteral("messages"),
                             QStringLiteral("packets"),       QStringLiteral("max_link_load"),
                             QStringLiteral("time"),          QStringLiteral("ends_at"),   QStringLiteral("narration")};
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
    return table;
}

std::optional<Table> scheduleTable(const core::RunResult &result, QString *error)
{
    if (!result.algorithm || !result.topology || !result.algorithm->hasScheduleTable()) {
        if (error)
            *error = tr("%1 has no schedule table").arg(result.algorithm ? result.algorithm->id() : QString());
        return std::nullopt;
    }
    const auto source = result.algorithm->scheduleTable(*result.topology, error);
    if (!source)
        return std::nullopt;
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
    return table;
}

Table sweepTable(const core::SizeSweepResult &sweep)
{
    Table table;
    table.caption = tr("Time against m on %1 (t_s = %2, t_w = %3, t_h = %4, %5)")
                        .arg(sweep.topology, num(sweep.cost.ts), num(sweep.cost.tw), num(sweep.cost.th),
                             sweep.modelSpec.isEmpty() ? tr("each algorithm under its natural model")
                                                       : tr("model %1").arg(sweep.modelSpec));
    // The columns of `collviz-cli sweep --format csv`.
    table.keys = QStringList{QStringLiteral("algorithm"), QStringLiteral("m"),       QStringLiteral("rounds"),
                             QStringLiteral("time"),      QStringLiteral("formula"), QStringLiteral("lower_bound")};
    table.headers = QStringList{tr("Algorithm"), tr("m"), tr("Rounds"), tr("Time"), tr("Formula"), tr("Lower bound")};
    table.numeric = {false, true, true, true, true, true};
    const auto optional = [](const std::optional<double> &v) { return v ? num(*v) : QString(); };
    for (const core::SweepSeries &s : sweep.series)
        for (const core::SweepPoint &pt : s.points)
            table.rows << QStringList{s.algorithm,  num(pt.m),           QString::number(pt.rounds),
                                      num(pt.time), optional(pt.formula), optional(pt.lowerBound)};
    for (const core::Crossover &x : sweep.crossovers)
        table.notes << tr("Crossover at m = %1: %2 is faster below, %3 above (time %4).")
                           .arg(num(x.m), x.fasterBelow, x.fasterAbove, num(x.time));
    return table;
}

QString write(const Table &table, Format format)
{
    QString text;
    QTextStream out(&text);
    switch (format) {
    case Format::Csv: {
        QStringList header;
        for (const QString &k : table.keys)
            header << csvField(k);
        out << header.join(QLatin1Char(',')) << "\r\n";
        for (const QStringList &row : table.rows) {
            QStringList fields;
            for (const QString &f : row)
                fields << csvField(f);
            out << fields.join(QLatin1Char(',')) << "\r\n";
        }
        break;
    }
    case Format::Latex: {
        QString spec;
        for (int c = 0; c < table.headers.size(); ++c) {
            const bool number = c < table.numeric.size() && table.numeric[c];
            // A long text column wraps instead of running off the page.
            spec += number ? QStringLiteral("r")
                           : (table.keys.value(c) == QLatin1String("narration") ? QStringLiteral("p{6cm}")
                                                                                : QStringLiteral("l"));
        }
        out << "% " << table.caption << "\n% Made by CollViz. Needs \\usepackage{booktabs}.\n";
        out << "\\begin{tabular}{" << spec << "}\n\\toprule\n";
        QStringList header;
        for (const QString &h : table.headers)
            header << tikz::escape(h);
        out << header.join(QStringLiteral(" & ")) << " \\\\\n\\midrule\n";
        for (const QStringList &row : table.rows) {
            QStringList fields;
            for (const QString &f : row)
                fields << tikz::escape(f);
            out << fields.join(QStringLiteral(" & ")) << " \\\\\n";
        }
        out << "\\bottomrule\n\\end{tabular}\n";
        for (const QString &note : table.notes)
            out << "% " << note << "\n";
        break;
    }
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

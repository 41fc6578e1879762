// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "core/scheduletable.h"

#include "core/csvtext.h"

#include <QJsonArray>

namespace collviz::core {

bool ScheduleTable::allChecksHold() const
{
    for (const Check &c : checks)
        if (!c.holds)
            return false;
    return true;
}

QString ScheduleTable::toText() const
{
    const QString sep = QStringLiteral("  ");
    QString out = title + QLatin1Char('\n');
    out += corner + sep + columnHeaders.join(sep) + QLatin1Char('\n');
    for (int r = 0; r < cells.size(); ++r)
        out += rowHeaders.value(r) + sep + cells[r].join(sep) + QLatin1Char('\n');
    for (const Check &c : checks) {
        out += QStringLiteral("(%1) %2: %3\n").arg(c.name, c.holds ? QStringLiteral("holds") : QStringLiteral("FAILS"),
                                                  c.rule);
        for (const QString &f : c.failures)
            out += QStringLiteral("    %1\n").arg(f);
    }
    return out;
}

QJsonObject ScheduleTable::toJson() const
{
    QJsonArray rows;
    for (const QStringList &row : cells)
        rows.append(QJsonArray::fromStringList(row));
    QJsonObject checksJson;
    for (const Check &c : checks)
        checksJson.insert(c.name, QJsonObject{{QStringLiteral("rule"), c.rule},
                                              {QStringLiteral("holds"), c.holds},
                                              {QStringLiteral("failures"), QJsonArray::fromStringList(c.failures)}});
    QJsonObject paramsJson;
    for (const auto &[name, value] : params)
        paramsJson.insert(name, value);
    return QJsonObject{{QStringLiteral("format"), QStringLiteral("collviz-table/1")},
                       {QStringLiteral("algorithm"), algorithm},
                       {QStringLiteral("topology"), topology},
                       {QStringLiteral("model"), model},
                       {QStringLiteral("view"), view},
                       {QStringLiteral("params"), paramsJson},
                       {QStringLiteral("title"), title},
                       {QStringLiteral("corner"), corner},
                       {QStringLiteral("columns"), QJsonArray::fromStringList(columnHeaders)},
                       {QStringLiteral("rowHeaders"), QJsonArray::fromStringList(rowHeaders)},
                       {QStringLiteral("rows"), rows},
                       {QStringLiteral("checks"), checksJson}};
}

namespace {

QString csvLine(const QStringList &fields) { return csv::line(fields, QStringLiteral("\r\n")); }

QString latexEscape(const QString &text)
{
    QString out;
    for (const QChar ch : text) {
        switch (ch.unicode()) {
        case '\\':
            out += QStringLiteral("\\textbackslash{}");
            break;
        case '{':
        case '}':
        case '#':
        case '$':
        case '%':
        case '&':
        case '_':
            out += QLatin1Char('\\') + ch;
            break;
        case '^':
            out += QStringLiteral("\\^{}");
            break;
        case '~':
            out += QStringLiteral("\\~{}");
            break;
        default:
            out += ch;
        }
    }
    return out;
}

} // namespace

QList<std::pair<QString, QString>> ScheduleTable::csvAbout() const
{
    csv::About about{{QStringLiteral("rows"), QStringLiteral("the source's table as it prints it; its cells are text (a "
                                                             "binary address keeps its leading zeros when read as text)")},
                     {QStringLiteral("title"), title}};
    for (const auto &[key, value] : {std::pair{QStringLiteral("algorithm"), algorithm},
                                     std::pair{QStringLiteral("topology"), topology},
                                     std::pair{QStringLiteral("model"), model}, std::pair{QStringLiteral("view"), view}})
        if (!value.isEmpty())
            about.append({key, value});
    for (const auto &[name, value] : params)
        about.append({name, QString::number(value)});
    for (const Check &c : checks)
        about.append({QStringLiteral("check %1").arg(c.name),
                      QStringLiteral("%1: %2").arg(c.holds ? QStringLiteral("holds") : QStringLiteral("FAILS"), c.rule)});
    return about;
}

QString ScheduleTable::toCsv() const
{
    QString out = csv::comment(csvAbout(), QStringLiteral("\r\n"));
    out += csvLine(QStringList{corner} + columnHeaders);
    for (int r = 0; r < cells.size(); ++r)
        out += csvLine(QStringList{rowHeaders.value(r)} + cells[r]);
    return out;
}

QString ScheduleTable::toLatex() const
{
    auto row = [](const QStringList &fields) {
        QStringList escaped;
        for (const QString &f : fields)
            escaped << latexEscape(f);
        return escaped.join(QStringLiteral(" & ")) + QStringLiteral(" \\\\\n");
    };
    QString out = QStringLiteral("% needs \\usepackage{booktabs}\n\\begin{table}\n\\centering\n\\caption{%1}\n")
                      .arg(latexEscape(title));
    out += QStringLiteral("\\begin{tabular}{l%1}\n\\toprule\n").arg(QString(columnHeaders.size(), QLatin1Char('l')));
    out += row(QStringList{corner} + columnHeaders) + QStringLiteral("\\midrule\n");
    for (int r = 0; r < cells.size(); ++r)
        out += row(QStringList{rowHeaders.value(r)} + cells[r]);
    out += QStringLiteral("\\bottomrule\n\\end{tabular}\n");
    if (!checks.isEmpty()) {
        out += QStringLiteral("\\begin{itemize}\n");
        for (const Check &c : checks)
            out += QStringLiteral("\\item (%1) %2: %3\n")
                       .arg(latexEscape(c.name), c.holds ? QStringLiteral("holds") : QStringLiteral("FAILS"),
                            latexEscape(c.rule));
        out += QStringLiteral("\\end{itemize}\n");
    }
    return out + QStringLiteral("\\end{table}\n");
}

} // namespace collviz::core

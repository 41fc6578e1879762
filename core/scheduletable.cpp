#include "core/scheduletable.h"

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
    return QJsonObject{{QStringLiteral("title"), title},
                       {QStringLiteral("corner"), corner},
                       {QStringLiteral("columns"), QJsonArray::fromStringList(columnHeaders)},
                       {QStringLiteral("rowHeaders"), QJsonArray::fromStringList(rowHeaders)},
                       {QStringLiteral("rows"), rows},
                       {QStringLiteral("checks"), checksJson}};
}

} // namespace collviz::core

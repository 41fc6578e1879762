// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "core/csvtext.h"

#include <QLocale>

#include <cmath>

namespace collviz::core::csv {

QString timeUnits()
{
    return QStringLiteral("m in words; ts (per message), tw (per word) and th (per hop) in one time unit, and every "
                          "time (time, formula, lowerBound, endsAt) in that unit; with the default tw = 1 it is the "
                          "time to send one word");
}

QString field(const QString &text)
{
    bool plain = true;
    for (const QChar c : text)
        if (c == QLatin1Char(',') || c == QLatin1Char('"') || c == QLatin1Char('\n') || c == QLatin1Char('\r')
            || c == QLatin1Char('#')) {
            plain = false;
            break;
        }
    if (plain)
        return text;
    QString quoted = text;
    quoted.replace(QLatin1Char('"'), QStringLiteral("\"\""));
    return QLatin1Char('"') + quoted + QLatin1Char('"');
}

QString line(const QStringList &fields, const QString &eol)
{
    QStringList out;
    out.reserve(fields.size());
    for (const QString &f : fields)
        out << field(f);
    return out.join(QLatin1Char(',')) + eol;
}

QString comment(const About &about, const QString &eol)
{
    QString out;
    for (const auto &[key, value] : about) {
        QString v = value;
        v.replace(QStringLiteral("\r\n"), QStringLiteral(" "));
        v.replace(QLatin1Char('\n'), QLatin1Char(' '));
        v.replace(QLatin1Char('\r'), QLatin1Char(' '));
        out += QStringLiteral("# ") + key + QStringLiteral(": ") + v + eol;
    }
    return out;
}

QString number(double v)
{
    if (std::isfinite(v) && v == std::floor(v) && std::abs(v) < 9007199254740992.0)
        return QString::number(v, 'f', 0);
    return QString::number(v, 'g', QLocale::FloatingPointShortest);
}

QString boolean(bool v) { return v ? QStringLiteral("true") : QStringLiteral("false"); }

} // namespace collviz::core::csv

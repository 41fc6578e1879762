// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "core/userinput.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <cmath>
#include <vector>

namespace collviz::core::userinput {

QString echo(const QString &text)
{
    QString shown;
    shown.reserve(std::min<qsizetype>(text.size(), kMaxEchoedChars + 1));
    for (const QChar c : text) {
        if (shown.size() > kMaxEchoedChars)
            break;
        const char16_t u = c.unicode();
        if (u == u'\n')
            shown += QStringLiteral("\\n");
        else if (u == u'\t')
            shown += QStringLiteral("\\t");
        else if (u == u'\r')
            shown += QStringLiteral("\\r");
        else if (c.category() == QChar::Other_Control || u == 0x2028 || u == 0x2029)
            shown += QStringLiteral("\\u") + QString::number(int(u), 16).rightJustified(4, QLatin1Char('0')).toUpper();
        else
            shown += c;
    }
    if (shown.size() <= kMaxEchoedChars)
        return shown;
    return shown.left(kMaxEchoedChars - 1) + QChar(0x2026);
}

bool parseWholeNumber(const QString &text, int *out)
{
    // [0-9], not \d: \d would also take other scripts' digits, which toInt() then refuses.
    static const QRegularExpression re(QStringLiteral("^[0-9]{1,9}$"));
    if (!re.match(text).hasMatch())
        return false;
    *out = text.toInt();
    return true;
}

bool parseRealNumber(const QString &text, double *out)
{
    static const QRegularExpression re(QStringLiteral("^([0-9]+\\.?[0-9]*|\\.[0-9]+)([eE][-+]?[0-9]{1,3})?$"));
    if (!re.match(text).hasMatch())
        return false;
    bool ok = false;
    const double v = text.toDouble(&ok);
    if (!ok || !std::isfinite(v))
        return false;
    *out = v;
    return true;
}

QString jsonText(const QJsonValue &value)
{
    const QByteArray array = QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact);
    return echo(QString::fromUtf8(array.mid(1, array.size() - 2)));
}

QString repeatedJsonMember(const QByteArray &json)
{
    // A walk over the tokens Qt has accepted already: strings (skipped whole, escapes
    // included), the brackets that open and close containers, and the commas between
    // elements. A string that opens an object's member is its name.
    struct Level
    {
        bool object = false;
        bool expectName = false;
        int index = 0;                ///< the element's index in an array
        QString name;                 ///< the member being read in an object
        std::vector<QByteArray> names; ///< the names met so far (decoded): a few are searched
        QSet<QByteArray> manyNames;    ///< from kFew names on, hashed
    };
    constexpr std::size_t kFew = 16;
    std::vector<Level> levels;
    auto path = [&levels]() {
        QString p;
        for (const Level &l : levels) {
            if (l.object)
                p += (p.isEmpty() ? QString() : QStringLiteral(".")) + l.name;
            else
                p += QStringLiteral("[%1]").arg(l.index);
        }
        return p;
    };
    const qsizetype n = json.size();
    for (qsizetype i = 0; i < n; ++i) {
        const char c = json[i];
        if (c == '{' || c == '[') {
            Level l;
            l.object = c == '{';
            l.expectName = l.object;
            levels.push_back(std::move(l));
        } else if (c == '}' || c == ']') {
            if (!levels.empty())
                levels.pop_back();
        } else if (c == ',' && !levels.empty()) {
            Level &l = levels.back();
            l.expectName = l.object;
            ++l.index;
        } else if (c == '"') {
            const qsizetype start = i;
            bool escaped = false;
            for (++i; i < n && json[i] != '"'; ++i)
                if (json[i] == '\\') {
                    escaped = true;
                    ++i;
                }
            if (levels.empty() || !levels.back().expectName)
                continue;
            QByteArray name = json.mid(start + 1, i - start - 1);
            if (escaped) // one spelling for "a" and "\u0061"
                name = QJsonDocument::fromJson("[" + json.mid(start, i - start + 1) + "]").array().at(0).toString().toUtf8();
            Level &l = levels.back();
            l.expectName = false;
            l.name = QString::fromUtf8(name);
            if (std::find(l.names.begin(), l.names.end(), name) != l.names.end() || l.manyNames.contains(name))
                return path();
            if (l.names.size() < kFew)
                l.names.push_back(std::move(name));
            else
                l.manyNames.insert(std::move(name));
        }
    }
    return {};
}

} // namespace collviz::core::userinput

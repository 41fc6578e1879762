#include "core/userinput.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>

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

} // namespace collviz::core::userinput

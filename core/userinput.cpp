#include "core/userinput.h"

#include <QRegularExpression>

#include <cmath>

namespace collviz::core::userinput {

QString echo(const QString &text)
{
    if (text.size() <= kMaxEchoedChars)
        return text;
    return text.left(kMaxEchoedChars - 1) + QChar(0x2026);
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

} // namespace collviz::core::userinput

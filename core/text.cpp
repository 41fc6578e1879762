// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "core/text.h"

#include <QCoreApplication>
#include <QStringList>

#include <cstring>

namespace collviz::core {

namespace {

bool sameLiteral(const char *a, const char *b)
{
    if (!a || !b)
        return a == b;
    return a == b || std::strcmp(a, b) == 0;
}

/// English plural forms from a source's "(s)": "hop(s)" -> "hop" for 1, "hops" otherwise.
QString englishNumerus(QString s, int n)
{
    return s.replace(QLatin1String("(s)"), n == 1 ? QString() : QStringLiteral("s"));
}

} // namespace

Text Text::count(const char *context, const char *source, int n)
{
    Text t(context, source);
    t.mCount = n;
    return t;
}

bool Text::Arg::operator==(const Arg &o) const
{
    if (bool(nested) != bool(o.nested) || fieldWidth != o.fieldWidth || fillChar != o.fillChar)
        return false;
    return nested ? *nested == *o.nested : plain == o.plain;
}

Text Text::plain(const QString &text)
{
    Text t;
    t.mPlain = text;
    return t;
}

Text Text::join(const QList<Text> &parts, const QString &separator)
{
    Text t;
    t.mPlain = separator;
    t.mJoin = true;
    for (const Text &part : parts)
        t.mArgs.push_back({QString(), std::make_shared<const Text>(part), 0, QLatin1Char(' ')});
    return t;
}

Text Text::withArg(Arg a) const
{
    Text t = *this;
    t.mArgs.push_back(std::move(a));
    return t;
}

// Numbers are formatted once, exactly as QString::arg formats them; substituting the
// finished digits later with arg(QString) gives the same string.
Text Text::arg(const QString &a, int fieldWidth, QChar fillChar) const
{
    return withArg({a, nullptr, fieldWidth, fillChar});
}

Text Text::arg(const Text &a, int fieldWidth, QChar fillChar) const
{
    return withArg({QString(), std::make_shared<const Text>(a), fieldWidth, fillChar});
}

Text Text::arg(int a, int fieldWidth, int base, QChar fillChar) const
{
    return arg(QStringLiteral("%1").arg(a, fieldWidth, base, fillChar));
}

Text Text::arg(long a, int fieldWidth, int base, QChar fillChar) const
{
    return arg(QStringLiteral("%1").arg(a, fieldWidth, base, fillChar));
}

Text Text::arg(long long a, int fieldWidth, int base, QChar fillChar) const
{
    return arg(QStringLiteral("%1").arg(a, fieldWidth, base, fillChar));
}

Text Text::arg(unsigned a, int fieldWidth, int base, QChar fillChar) const
{
    return arg(QStringLiteral("%1").arg(a, fieldWidth, base, fillChar));
}

Text Text::arg(unsigned long a, int fieldWidth, int base, QChar fillChar) const
{
    return arg(QStringLiteral("%1").arg(a, fieldWidth, base, fillChar));
}

Text Text::arg(unsigned long long a, int fieldWidth, int base, QChar fillChar) const
{
    return arg(QStringLiteral("%1").arg(a, fieldWidth, base, fillChar));
}

Text Text::arg(double a, int fieldWidth, char format, int precision, QChar fillChar) const
{
    return arg(QStringLiteral("%1").arg(a, fieldWidth, format, precision, fillChar));
}

QString Text::render(bool translate) const
{
    if (mJoin) {
        QStringList parts;
        for (const Arg &a : mArgs)
            parts << a.nested->render(translate);
        return parts.join(mPlain);
    }
    QString s;
    if (!mContext)
        s = mPlain;
    else if (mCount >= 0) {
        const QString english = QString::fromUtf8(mSource).replace(QLatin1String("%n"), QString::number(mCount));
        s = translate ? QCoreApplication::translate(mContext, mSource, nullptr, mCount) : english;
        if (s == english) // no translation installed: the English forms the source spells
            s = englishNumerus(s, mCount);
    } else
        s = translate ? QCoreApplication::translate(mContext, mSource) : QString::fromUtf8(mSource);
    for (const Arg &a : mArgs)
        s = s.arg(a.nested ? a.nested->render(translate) : a.plain, a.fieldWidth, a.fillChar);
    return s;
}

QString Text::toString() const { return render(false); }

QString Text::translated() const { return render(true); }

bool Text::isEmpty() const
{
    if (mJoin)
        return mArgs.empty();
    return mContext ? !mSource || !*mSource : mPlain.isEmpty();
}

QString Text::source() const { return mContext ? QString::fromUtf8(mSource) : mPlain; }

std::vector<std::pair<QString, QString>> Text::sources() const
{
    std::vector<std::pair<QString, QString>> out;
    if (mContext && mSource)
        out.emplace_back(QString::fromUtf8(mContext), QString::fromUtf8(mSource));
    for (const Arg &a : mArgs)
        if (a.nested) {
            const auto inner = a.nested->sources();
            out.insert(out.end(), inner.begin(), inner.end());
        }
    return out;
}

bool Text::operator==(const Text &o) const
{
    return sameLiteral(mContext, o.mContext) && sameLiteral(mSource, o.mSource) && mPlain == o.mPlain
           && mJoin == o.mJoin && mCount == o.mCount && mArgs == o.mArgs;
}

} // namespace collviz::core

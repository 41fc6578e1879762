// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QList>
#include <QString>

#include <memory>
#include <utility>
#include <vector>

namespace collviz::core {

/**
 * A sentence for people that is translated where it is shown, not where it is made: a
 * translation context, the English source text and the arguments for its %1, %2, ... The
 * engine builds narration, descriptions and formula deviations as Text in worker threads
 * without touching a translator; JSON and the CLI print toString() (English), views print
 * translated() and call it again on QEvent::LanguageChange.
 *
 * An argument is either a finished string (a number formatted as QString::arg would format
 * it, a topology name) or a nested Text that is translated with its parent ("right" in
 * "one place to the %1"). arg() mirrors QString::arg: each call replaces the lowest-numbered
 * %n left, so toString() equals the QString the same chain of arg() calls would have built.
 *
 * The source and context are not copied: they must be string literals, marked for lupdate
 * where they are written, e.g. narration(QT_TRANSLATE_NOOP("collviz::core::Algorithm", "...")).
 * A Text without a context (Text::plain, join) is shown as it is; only its arguments are
 * translated.
 *
 * A count with its noun ("%n hop(s)") is a Text::count: a numerus source, marked with
 * QT_TRANSLATE_N_NOOP, that every language gives its own plural forms (English too: the
 * translations/collviz_en.ts entries, "1 hop", "2 hops"). Pass it as an argument of the sentence,
 * so a sentence can hold several counts. Where no translation is installed the English forms
 * come from the source's "(s)": "hop(s)" is "hop" for 1 and "hops" otherwise.
 */
class Text
{
public:
    Text() = default;
    /// `context` and `source` must outlive the Text (string literals).
    Text(const char *context, const char *source) : mContext(context), mSource(source) {}
    /// A number with its noun, in the plural form for `n` (source with %n, e.g. "%n hop(s)",
    /// marked with QT_TRANSLATE_N_NOOP; a string literal).
    static Text count(const char *context, const char *source, int n);
    /// Text shown as it is in every language (an id, a formula); its arguments still translate.
    static Text plain(const QString &text);
    /// The parts one after the other with `separator` between them ("a; b; c").
    static Text join(const QList<Text> &parts, const QString &separator);

    Text arg(const QString &a, int fieldWidth = 0, QChar fillChar = QLatin1Char(' ')) const;
    Text arg(const Text &a, int fieldWidth = 0, QChar fillChar = QLatin1Char(' ')) const;
    Text arg(int a, int fieldWidth = 0, int base = 10, QChar fillChar = QLatin1Char(' ')) const;
    Text arg(long a, int fieldWidth = 0, int base = 10, QChar fillChar = QLatin1Char(' ')) const;
    Text arg(long long a, int fieldWidth = 0, int base = 10, QChar fillChar = QLatin1Char(' ')) const;
    Text arg(unsigned a, int fieldWidth = 0, int base = 10, QChar fillChar = QLatin1Char(' ')) const;
    Text arg(unsigned long a, int fieldWidth = 0, int base = 10, QChar fillChar = QLatin1Char(' ')) const;
    Text arg(unsigned long long a, int fieldWidth = 0, int base = 10, QChar fillChar = QLatin1Char(' ')) const;
    Text arg(double a, int fieldWidth = 0, char format = 'g', int precision = -1,
             QChar fillChar = QLatin1Char(' ')) const;

    /// English, arguments substituted: what JSON and the CLI print.
    QString toString() const;
    /// In the language of the translators installed now (QCoreApplication::translate),
    /// nested Text arguments too. Call it again after QEvent::LanguageChange.
    QString translated() const;

    bool isEmpty() const;
    const char *context() const { return mContext; }
    /// The English source before substitution (the plain text for Text::plain).
    QString source() const;
    /// The count of a Text::count, else -1.
    int count() const { return mCount; }
    /// Every (context, source) pair this Text and its nested arguments would look up.
    std::vector<std::pair<QString, QString>> sources() const;

    bool operator==(const Text &o) const;
    bool operator!=(const Text &o) const { return !(*this == o); }

private:
    struct Arg
    {
        QString plain;
        std::shared_ptr<const Text> nested; ///< set for a Text argument
        int fieldWidth = 0;
        QChar fillChar = QLatin1Char(' ');
        bool operator==(const Arg &o) const;
    };
    Text withArg(Arg a) const;
    QString render(bool translate) const;

    const char *mContext = nullptr; ///< null: mPlain is shown as it is
    const char *mSource = nullptr;
    QString mPlain;    ///< the text of Text::plain, or the separator of a join
    bool mJoin = false; ///< the arguments joined by mPlain (no %n substitution)
    int mCount = -1;    ///< Text::count's n, the numerus of the lookup
    std::vector<Arg> mArgs;
};

} // namespace collviz::core

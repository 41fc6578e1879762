// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The translations are complete and faithful: every entry of a finished language is
// translated (no unfinished, vanished or obsolete entry, no empty plural form), and every
// translation keeps its source's placeholders (%1, %n, %L1) and HTML tags, so that no
// number or name silently drops out of a sentence. The notes inside pseudo-code and formulas
// (core/codenotes.h) are listed for translation.

#include "core/algorithm.h"
#include "core/codenotes.h"

#include <QFile>
#include <QRegularExpression>
#include <QXmlStreamReader>
#include <QtTest>

#include <algorithm>

namespace {

struct TsEntry
{
    QString context;
    QString source;
    QString type;            ///< the translation's type attribute: "", "unfinished", "vanished", "obsolete"
    QStringList translations; ///< one per plural form, or the one translation
};

QList<TsEntry> readTs(const QString &path, QString *error)
{
    QList<TsEntry> out;
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("cannot open %1").arg(path);
        return out;
    }
    QXmlStreamReader xml(&f);
    QString context;
    TsEntry entry;
    bool inTranslation = false;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement()) {
            if (xml.name() == QLatin1String("name")) {
                context = xml.readElementText();
            } else if (xml.name() == QLatin1String("message")) {
                entry = TsEntry{context, {}, {}, {}};
            } else if (xml.name() == QLatin1String("source")) {
                entry.source = xml.readElementText();
            } else if (xml.name() == QLatin1String("translation")) {
                entry.type = xml.attributes().value(QLatin1String("type")).toString();
                inTranslation = true;
            } else if (xml.name() == QLatin1String("numerusform")) {
                entry.translations << xml.readElementText();
            }
        } else if (xml.isCharacters() && inTranslation && !xml.isWhitespace()) {
            entry.translations << xml.text().toString();
        } else if (xml.isEndElement()) {
            if (xml.name() == QLatin1String("translation"))
                inTranslation = false;
            else if (xml.name() == QLatin1String("message"))
                out << entry;
        }
    }
    if (xml.hasError())
        *error = QStringLiteral("%1: %2").arg(path, xml.errorString());
    return out;
}

QStringList sortedMatches(const QRegularExpression &re, const QString &text)
{
    QStringList found;
    auto it = re.globalMatch(text);
    while (it.hasNext())
        found << it.next().captured();
    found.sort();
    found.removeDuplicates();
    return found;
}

QString where(const TsEntry &e) { return e.context + QStringLiteral(" | ") + e.source.left(80); }

} // namespace

class TestTsComplete : public QObject
{
    Q_OBJECT
private slots:
    void translationsKeepPlaceholdersAndTags_data();
    void translationsKeepPlaceholdersAndTags();
    void everyEntryIsTranslated_data();
    void everyEntryIsTranslated();
    void everyCodeNoteIsListedForTranslation();
};

void TestTsComplete::translationsKeepPlaceholdersAndTags_data()
{
    QTest::addColumn<QString>("file");
    QTest::newRow("Simplified Chinese") << QFINDTESTDATA("../translations/collviz_zh_CN.ts");
    QTest::newRow("Czech") << QFINDTESTDATA("../translations/collviz_cs.ts");
}

void TestTsComplete::translationsKeepPlaceholdersAndTags()
{
    QFETCH(QString, file);
    QString error;
    const QList<TsEntry> entries = readTs(file, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY(entries.size() > 100);
    static const QRegularExpression placeholder(QStringLiteral("%L?\\d+|%n"));
    static const QRegularExpression tag(QStringLiteral("</?[a-z]+[0-9]?(?: [^<>]*)?/?>"));
    QStringList bad;
    for (const TsEntry &e : entries) {
        for (const QString &t : e.translations) {
            if (t.isEmpty())
                continue;
            if (sortedMatches(placeholder, t) != sortedMatches(placeholder, e.source))
                bad << QStringLiteral("placeholders: %1 -> %2").arg(where(e), t.left(80));
            if (sortedMatches(tag, t) != sortedMatches(tag, e.source))
                bad << QStringLiteral("tags: %1 -> %2").arg(where(e), t.left(80));
        }
    }
    QVERIFY2(bad.isEmpty(), qPrintable(bad.join(QLatin1Char('\n'))));
}

void TestTsComplete::everyEntryIsTranslated_data() { translationsKeepPlaceholdersAndTags_data(); }

void TestTsComplete::everyEntryIsTranslated()
{
    QFETCH(QString, file);
    QString error;
    const QList<TsEntry> entries = readTs(file, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QStringList bad;
    for (const TsEntry &e : entries) {
        const bool empty = e.translations.isEmpty()
                           || std::any_of(e.translations.begin(), e.translations.end(),
                                          [](const QString &t) { return t.isEmpty(); });
        if (!e.type.isEmpty() || empty)
            bad << QStringLiteral("%1 (%2)").arg(where(e), e.type.isEmpty() ? QStringLiteral("empty") : e.type);
    }
    QVERIFY2(bad.isEmpty(), qPrintable(QStringLiteral("%1 entries not translated:\n").arg(bad.size())
                                       + bad.join(QLatin1Char('\n'))));
}

void TestTsComplete::everyCodeNoteIsListedForTranslation()
{
    // Notes made of symbols only ("u_i->u_j^x->...") need no translation.
    static const QRegularExpression words(QStringLiteral("[a-z]{3,}"));
    const QStringList known = collviz::core::knownCodeNotes();
    QStringList missing;
    // Each network kind's own pseudo-code (pseudoCodeOn) as the panel shows it.
    std::vector<collviz::core::TopologyPtr> networks;
    for (const char *spec : {"hypercube:3", "ring:8", "linear:8", "mesh:4x4", "torus:4x4", "mesh:2x2x2", "torus:3x3x3",
                             "tree:8"}) {
        QString error;
        networks.push_back(collviz::core::Topology::create(QString::fromLatin1(spec), &error));
    }
    for (const auto &alg : collviz::core::AlgorithmRegistry::instance().all()) {
        QStringList notes{collviz::core::formulaNote(alg->formulaText())};
        for (const auto &network : networks) {
            const collviz::core::PseudoCode code = alg->pseudoCodeOn(*network);
            notes << collviz::core::codeLineNote(code.title);
            for (const QString &line : code.lines)
                notes << collviz::core::codeLineNote(line);
        }
        for (const QString &note : notes)
            if (note.contains(words) && !known.contains(note))
                missing << QStringLiteral("%1: %2").arg(alg->id(), note);
    }
    missing.removeDuplicates();
    for (const QString &m : missing) // QVERIFY2 cuts long messages: each on its own line too
        qInfo().noquote() << "missing code note:" << m;
    QVERIFY2(missing.isEmpty(), qPrintable(QStringLiteral("add to core/codenotes.cpp:\n") + missing.join(QLatin1Char('\n'))));
}

QTEST_MAIN(TestTsComplete)
#include "tst_tscomplete.moc"

// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Translations: the .ts files list every source string lupdate finds and every sentence the
// engine makes, and what the CLI and JSON print stays English whatever language is installed.

#include "core/algorithm.h"
#include "core/engine.h"
#include "core/report.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QProcess>
#include <QSet>
#include <QTemporaryDir>
#include <QTranslator>
#include <QXmlStreamReader>
#include <QtTest>

using namespace collviz::core;

namespace {

/// A test-only language: the engine's strings come back as "XX:" + source.
class PrefixTranslator final : public QTranslator
{
public:
    QString translate(const char *context, const char *source, const char *, int) const override
    {
        if (qstrcmp(context, kAlgorithmContext) != 0 && qstrcmp(context, "collviz::core::Engine") != 0)
            return {};
        return QStringLiteral("XX:") + QString::fromUtf8(source);
    }
    bool isEmpty() const override { return false; }
};

using Key = std::pair<QString, QString>; // (context, source)

/// The (context, source) pairs of a .ts file that are still current (not vanished or obsolete).
QSet<QString> readTs(const QString &path, QString *error)
{
    QSet<QString> out;
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("cannot open %1").arg(path);
        return out;
    }
    QXmlStreamReader xml(&f);
    QString context, source;
    bool current = true;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement()) {
            if (xml.name() == QLatin1String("name"))
                context = xml.readElementText();
            else if (xml.name() == QLatin1String("message")) {
                source.clear();
                current = true;
            } else if (xml.name() == QLatin1String("source"))
                source = xml.readElementText();
            else if (xml.name() == QLatin1String("translation")) {
                const QStringView type = xml.attributes().value(QLatin1String("type"));
                current = type != QLatin1String("vanished") && type != QLatin1String("obsolete");
            }
        } else if (xml.isEndElement() && xml.name() == QLatin1String("message") && current) {
            out.insert(context + QLatin1Char('\x1f') + source);
        }
    }
    if (xml.hasError())
        *error = QStringLiteral("%1: %2").arg(path, xml.errorString());
    return out;
}

QString show(const QString &key) { return QString(key).replace(QLatin1Char('\x1f'), QStringLiteral(" | ")); }

QStringList tsFiles()
{
    return {QFINDTESTDATA("../translations/collviz_zh_CN.ts"), QFINDTESTDATA("../translations/collviz_cs.ts")};
}

RunRequest request(const QString &algorithm, const QString &topology, const QString &model = {})
{
    RunRequest r;
    r.algorithm = algorithm;
    r.topology = topology;
    r.modelSpec = model;
    return r;
}

} // namespace

class TestTranslations : public QObject
{
    Q_OBJECT
private slots:
    void tsFilesListEverySourceString();
    void tsFilesListEverySentenceTheEngineMakes();
    void jsonAndCliStayEnglish();
};

void TestTranslations::tsFilesListEverySourceString()
{
#ifndef COLLVIZ_LUPDATE_PATH
    QSKIP("lupdate was not found when the build was configured (Debian: qt6-l10n-tools); cannot check the .ts files");
#else
    const QString lupdate = QStringLiteral(COLLVIZ_LUPDATE_PATH);
    if (!QFile::exists(lupdate))
        QSKIP(qPrintable(QStringLiteral("lupdate is no longer at %1").arg(lupdate)));
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString fresh = dir.filePath(QStringLiteral("fresh.ts"));
    // The build's own source list and include path (views/CMakeLists.txt), so lupdate sees
    // exactly what update_translations sees.
    QProcess p;
    p.start(lupdate, {QStringLiteral("-I"), QStringLiteral(COLLVIZ_SOURCE_DIR), QStringLiteral("-locations"),
                      QStringLiteral("none"), QStringLiteral("@") + QStringLiteral(COLLVIZ_I18N_SOURCE_LIST),
                      QStringLiteral("-ts"), fresh});
    QVERIFY(p.waitForFinished(300000));
    QVERIFY2(p.exitCode() == 0, p.readAllStandardError().constData());
    QString error;
    const QSet<QString> extracted = readTs(fresh, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY2(extracted.size() > 100, "lupdate found the engine's and the views' strings");
    for (const QString &ts : tsFiles()) {
        QVERIFY2(!ts.isEmpty(), "translations/*.ts found");
        const QSet<QString> listed = readTs(ts, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QStringList missing;
        for (const QString &key : extracted)
            if (!listed.contains(key))
                missing << show(key);
        missing.sort();
        QVERIFY2(missing.isEmpty(),
                 qPrintable(QStringLiteral("%1 lacks %2 source string(s); run `cmake --build build --target "
                                           "update_translations`. First: %3")
                                .arg(ts)
                                .arg(missing.size())
                                .arg(missing.mid(0, 5).join(QStringLiteral(" ;; ")))));
    }
#endif
}

void TestTranslations::tsFilesListEverySentenceTheEngineMakes()
{
    // What lupdate cannot see: a Text whose literal was not marked with QT_TRANSLATE_NOOP, or
    // was marked in another context, would never be translated. Run every algorithm on a
    // small network of each kind it takes, under its natural model and a what-if, and look
    // every sentence up.
    QString error;
    QSet<QString> listed = readTs(tsFiles().front(), &error);
    listed.intersect(readTs(tsFiles().back(), &error));
    QVERIFY2(error.isEmpty(), qPrintable(error));
    const QStringList networks = {QStringLiteral("hypercube:3"), QStringLiteral("hypercube:4"),
                                  QStringLiteral("ring:6"),      QStringLiteral("ring:2"),
                                  QStringLiteral("linear:5"),    QStringLiteral("mesh:3x4"),
                                  QStringLiteral("torus:3x4"),   QStringLiteral("torus:4x4"),
                                  QStringLiteral("mesh:2x3x2"),  QStringLiteral("torus:3x3x3"),
                                  QStringLiteral("tree:8")};
    const QStringList models = {QString(), QStringLiteral("sf,noncombining,duplex=half"), QStringLiteral("wh")};
    QSet<QString> missing;
    int runs = 0;
    auto check = [&](const Text &t, const QString &where) {
        QVERIFY2(!t.isEmpty(), qPrintable(where));
        for (const auto &[context, source] : t.sources()) {
            const QString key = context + QLatin1Char('\x1f') + source;
            if (!listed.contains(key))
                missing.insert(show(key) + QStringLiteral("  (") + where + QLatin1Char(')'));
        }
    };
    for (const AlgorithmPtr &a : AlgorithmRegistry::instance().all()) {
        check(a->title(), a->id());
        check(a->description(), a->id());
        // Roots and shifts that take each branch: left and right, the root at and off the start.
        const bool rooted = usesRoot(a->operation()), shifted = usesShift(a->operation());
        const std::vector<int> variants = shifted ? std::vector<int>{1, 3, 5} : rooted ? std::vector<int>{0, 1, 5}
                                                                                       : std::vector<int>{0};
        for (const QString &net : networks)
            for (const QString &model : models)
                for (int v : variants) {
                    RunRequest r = request(a->id(), net, model);
                    r.params.cost.th = model.isEmpty() ? 0 : 1;
                    r.params.root = rooted ? v : 0;
                    r.rootGiven = rooted;
                    r.params.shift = shifted ? v : 1;
                    r.shiftGiven = shifted;
                    const RunResult result = Engine::run(r);
                    if (!result.ok)
                        continue;
                    ++runs;
                    const QString where = QStringLiteral("%1 %2 %3 root/shift %4").arg(a->id(), net, model).arg(v);
                    for (const Round &round : result.schedule->rounds)
                        check(round.narration, where);
                    if (result.formulaDeviation)
                        check(*result.formulaDeviation, where);
                }
    }
    QVERIFY(runs > 100);
    QStringList list(missing.begin(), missing.end());
    list.sort();
    QVERIFY2(list.isEmpty(), qPrintable(list.join(QLatin1Char('\n'))));
}

void TestTranslations::jsonAndCliStayEnglish()
{
    RunRequest r = request(QStringLiteral("shift-hypercube"), QStringLiteral("hypercube:4"), QStringLiteral("sf"));
    r.params.shift = 5;
    r.shiftGiven = true;
    const RunResult english = Engine::run(r);
    QVERIFY2(english.ok, qPrintable(english.error));
    QVERIFY(english.formulaDeviation);

    PrefixTranslator xx;
    QVERIFY(QCoreApplication::installTranslator(&xx));
    const RunResult result = Engine::run(r);
    QVERIFY(result.ok);
    // The translator is in force for whoever shows the text...
    QVERIFY(result.schedule->rounds.front().narration.translated().startsWith(QLatin1String("XX:")));
    QVERIFY(result.formulaDeviation->translated().startsWith(QLatin1String("XX:")));

    // ...but JSON and the CLI's text print the English source.
    const QJsonObject json = report::scheduleJson(result);
    const QJsonArray rounds = json.value(QStringLiteral("rounds")).toArray();
    QCOMPARE(rounds.size(), qsizetype(english.schedule->rounds.size()));
    for (qsizetype i = 0; i < rounds.size(); ++i)
        QCOMPARE(rounds[i].toObject().value(QStringLiteral("narration")).toString(),
                 english.schedule->rounds[std::size_t(i)].narration.toString());
    QVERIFY(rounds[1].toObject().value(QStringLiteral("narration")).toString().startsWith(QLatin1String("Round 2 of ")));
    const QString deviation =
        json.value(QStringLiteral("summary")).toObject().value(QStringLiteral("formulaDeviation")).toString();
    QVERIFY2(deviation.startsWith(QLatin1String("the text's 2 log p - 1 = 7 steps")), qPrintable(deviation));
    const QJsonObject alg = report::algorithmJson(*result.algorithm);
    QCOMPARE(alg.value(QStringLiteral("title")).toString(), result.algorithm->title().toString());
    QVERIFY(!alg.value(QStringLiteral("description")).toString().contains(QLatin1String("XX:")));
    QVERIFY(!report::runText(result).contains(QLatin1String("XX:")));
    QVERIFY(!report::explainText(*result.algorithm).contains(QLatin1String("XX:")));

    // A t_h deviation comes from the engine, in its own context.
    RunRequest th = request(QStringLiteral("allgather-ring"), QStringLiteral("ring:5"));
    th.params.cost.th = 2;
    const RunResult withTh = Engine::run(th);
    QVERIFY(withTh.ok && withTh.formulaDeviation);
    QVERIFY(withTh.formulaDeviation->translated().startsWith(QLatin1String("XX:the source's formula")));
    QVERIFY(report::runText(withTh).contains(QLatin1String("differs because the source's formula")));
    QVERIFY(QCoreApplication::removeTranslator(&xx));
}

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"

// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// core::Text: the engine's sentences keep their English source and arguments, and are
// translated only when somebody shows them.

#include "core/text.h"

#include <QCoreApplication>
#include <QTranslator>
#include <QtTest>

using namespace collviz::core;

Q_DECLARE_METATYPE(collviz::core::Text)

namespace {

/// A test-only language: every string of the context "test" comes back as "XX:" + source,
/// so the English source text of a Text and its translation are told apart.
class PrefixTranslator final : public QTranslator
{
public:
    QString translate(const char *context, const char *source, const char *, int) const override
    {
        if (qstrcmp(context, "test") != 0)
            return {};
        return QStringLiteral("XX:") + QString::fromUtf8(source);
    }
    bool isEmpty() const override { return false; }
};

} // namespace

class TestText : public QObject
{
    Q_OBJECT
private slots:
    void substitutesLikeQString_data();
    void substitutesLikeQString();
    void nestedTextAndRepeatedPlaceholder();
    void translatedAtCallTime();
    void plainAndJoin();
    void equality();
};

void TestText::substitutesLikeQString_data()
{
    QTest::addColumn<Text>("text");
    QTest::addColumn<QString>("expected");
    const char *src = "Step %1 of %2 (%3)";
    const QString qs = QString::fromUtf8(src);
    QTest::newRow("ints") << Text("test", src).arg(3).arg(7).arg(-1) << qs.arg(3).arg(7).arg(-1);
    QTest::newRow("long long and unsigned")
        << Text("test", src).arg(1LL << 40).arg(std::size_t(12)).arg(5u) << qs.arg(1LL << 40).arg(std::size_t(12)).arg(5u);
    QTest::newRow("field width, base and fill")
        << Text("test", src).arg(5, 4, 2, QLatin1Char('0')).arg(255, 0, 16).arg(-7, 5)
        << qs.arg(5, 4, 2, QLatin1Char('0')).arg(255, 0, 16).arg(-7, 5);
    QTest::newRow("doubles with format and precision")
        << Text("test", src).arg(2.5).arg(1e13, 0, 'g', 17).arg(1.0 / 3, 8, 'f', 3)
        << qs.arg(2.5).arg(1e13, 0, 'g', 17).arg(1.0 / 3, 8, 'f', 3);
    QTest::newRow("strings with width")
        << Text("test", src).arg(QStringLiteral("hypercube:3")).arg(QStringLiteral("x"), -3).arg(QString())
        << qs.arg(QStringLiteral("hypercube:3")).arg(QStringLiteral("x"), -3).arg(QString());
    QTest::newRow("placeholders out of order")
        << Text("test", "%3-%1-%2").arg(1).arg(2).arg(3) << QStringLiteral("3-1-2");
    QTest::newRow("an argument holding a placeholder is substituted as QString::arg does")
        << Text("test", "%1 and %2").arg(QStringLiteral("50%2")).arg(9)
        << QStringLiteral("%1 and %2").arg(QStringLiteral("50%2")).arg(9);
}

void TestText::substitutesLikeQString()
{
    QFETCH(Text, text);
    QFETCH(QString, expected);
    QCOMPARE(text.toString(), expected);
    QCOMPARE(text.translated(), expected); // no translator installed: English
    QVERIFY(!text.isEmpty());
}

void TestText::nestedTextAndRepeatedPlaceholder()
{
    const Text t = Text("test", "Phase %1: inside every %2 each node keeps the cluster for its own %3; %2 again, %3 too.")
                       .arg(2)
                       .arg(Text("test", "row"))
                       .arg(Text("test", "column %1").arg(4));
    QCOMPARE(t.toString(),
             QStringLiteral("Phase 2: inside every row each node keeps the cluster for its own column 4; row again, "
                            "column 4 too."));
    const auto sources = t.sources();
    QCOMPARE(int(sources.size()), 3);
    QCOMPARE(sources[1], std::make_pair(QStringLiteral("test"), QStringLiteral("row")));
    QCOMPARE(sources[2], std::make_pair(QStringLiteral("test"), QStringLiteral("column %1")));
}

void TestText::translatedAtCallTime()
{
    const Text t = Text("test", "Step %1 of %2: one place to the %3.").arg(1).arg(3).arg(Text("test", "right"));
    const QString english = QStringLiteral("Step 1 of 3: one place to the right.");
    QCOMPARE(t.translated(), english);

    PrefixTranslator xx;
    QVERIFY(QCoreApplication::installTranslator(&xx));
    // The Text was made before the language changed; it is translated when shown.
    QCOMPARE(t.translated(), QStringLiteral("XX:Step 1 of 3: one place to the XX:right."));
    QCOMPARE(t.toString(), english); // what JSON and the CLI print stays English
    // Other contexts are not this translator's.
    QCOMPARE(Text("other", "right").translated(), QStringLiteral("right"));
    QVERIFY(QCoreApplication::removeTranslator(&xx));
    QCOMPARE(t.translated(), english);
}

void TestText::plainAndJoin()
{
    PrefixTranslator xx;
    QCoreApplication::installTranslator(&xx);
    const Text plain = Text::plain(QStringLiteral("alltoall %1")).arg(Text("test", "ring"));
    QCOMPARE(plain.translated(), QStringLiteral("alltoall XX:ring"));
    const Text joined = Text::join({Text("test", "a %1").arg(1), Text("test", "b")}, QStringLiteral("; "));
    QCOMPARE(joined.toString(), QStringLiteral("a 1; b"));
    QCOMPARE(joined.translated(), QStringLiteral("XX:a 1; XX:b"));
    QCoreApplication::removeTranslator(&xx);
    QVERIFY(Text().isEmpty());
    QVERIFY(Text::plain(QString()).isEmpty());
    QVERIFY(Text::join({}, QStringLiteral("; ")).isEmpty());
    QVERIFY(Text("test", "").isEmpty());
    QCOMPARE(Text().toString(), QString());
}

void TestText::equality()
{
    const char *a = "Step %1";
    const QByteArray copy(a); // same characters, another address
    QCOMPARE(Text("test", a).arg(1), Text("test", copy.constData()).arg(1));
    QVERIFY(Text("test", a).arg(1) != Text("test", a).arg(2));
    QVERIFY(Text("test", a) != Text("other", a));
    QVERIFY(Text("test", a).arg(QStringLiteral("1")) == Text("test", a).arg(1));
    QVERIFY(Text("test", a).arg(Text("test", "x")) != Text("test", a).arg(QStringLiteral("x")));
    QVERIFY(Text::plain(QStringLiteral("x")) != Text("test", "x"));
}

QTEST_GUILESS_MAIN(TestText)
#include "tst_text.moc"

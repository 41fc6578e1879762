// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The communication model: SPEC overrides, errors, and the cost of one message.

#include "core/model.h"

#include <QtTest>

using namespace collviz::core;

class TstModel : public QObject
{
    Q_OBJECT

private slots:
    void overrides_data();
    void overrides();
    void rejects_data();
    void rejects();
    void longSpecIsCutInTheMessage();
    void messageTime();
};

void TstModel::overrides_data()
{
    QTest::addColumn<QString>("spec");
    QTest::addColumn<QString>("expected");
    QTest::newRow("full spec") << "wh,ports=1,duplex=full,noncombining" << "wh,ports=1,duplex=full,noncombining";
    QTest::newRow("sf all-port") << "sf,ports=all" << "sf,ports=all,duplex=full,combining";
    QTest::newRow("only noncombining") << "noncombining" << "sf,ports=1,duplex=full,noncombining";
    QTest::newRow("half duplex short") << "half" << "sf,ports=1,duplex=half,combining";
    QTest::newRow("k-port") << "ports=3" << "sf,ports=3,duplex=full,combining";
    QTest::newRow("spaces and case") << " WH , Ports=All " << "wh,ports=all,duplex=full,combining";
}

void TstModel::overrides()
{
    QFETCH(QString, spec);
    QFETCH(QString, expected);
    CommModel base; // sf,1-port,full,combining
    base.switching = Switching::StoreAndForward;
    CommModel out;
    QString error;
    QVERIFY2(CommModel::parse(spec, base, &out, &error), qPrintable(error));
    QCOMPARE(out.toString(), expected);
}

void TstModel::rejects_data()
{
    QTest::addColumn<QString>("spec");
    QTest::addColumn<QString>("mentions");
    QTest::newRow("unknown word") << "fast" << "unknown model item 'fast'";
    QTest::newRow("ports zero") << "ports=0" << "ports=0 is out of range";
    QTest::newRow("ports too many") << "ports=65" << "ports=65 is out of range";
    QTest::newRow("ports text") << "ports=many" << "unknown model item 'ports=many'";
    QTest::newRow("only a comma") << "," << "empty item";
    QTest::newRow("empty item") << "wh,,ports=1" << "empty item";
    QTest::newRow("sf and wh") << "sf,wh" << "'sf' and 'wh'";
    QTest::newRow("combining twice") << "combining,noncombining" << "'combining' and 'noncombining'";
    QTest::newRow("ports twice") << "ports=2,ports=all" << "'ports=2' and 'ports=all'";
    QTest::newRow("blank") << "  " << "empty";
    // One rule for whole numbers (core/userinput.h): digits only, no sign.
    QTest::newRow("ports with plus sign") << "ports=+2" << "unknown model item 'ports=+2'";
    QTest::newRow("ports with minus sign") << "ports=-2" << "unknown model item 'ports=-2'";
    QTest::newRow("ports with a space") << "ports= 2" << "unknown model item 'ports= 2'";
    QTest::newRow("ports as a fraction") << "ports=2.0" << "unknown model item 'ports=2.0'";
    QTest::newRow("ports in Arabic-Indic digits") << QStringLiteral("ports=\u0662") << "unknown model item";
    QTest::newRow("ports beyond nine digits") << "ports=1234567890" << "unknown model item";
    // Found by fuzz/fuzz_model: control characters are echoed as escapes, one line.
    QTest::newRow("newline inside an item") << QStringLiteral("sf,noncomb\nining")
                                            << "unknown model item 'noncomb\\nining' in 'sf,noncomb\\nining'";
    QTest::newRow("tab and escape") << QStringLiteral("wh,\t\x1b[31mred") << "unknown model item '\\u001B[31mred'";
    QTest::newRow("line separator") << QStringLiteral("wh,a\u2028b") << "unknown model item 'a\\u2028b'";
}

void TstModel::rejects()
{
    QFETCH(QString, spec);
    QFETCH(QString, mentions);
    CommModel out;
    QString error;
    QVERIFY(!CommModel::parse(spec, CommModel{}, &out, &error));
    QVERIFY2(error.contains(mentions), qPrintable(error));
    QVERIFY2(error.contains(QStringLiteral("accepted")), qPrintable(error));
    QCOMPARE(error.count(QLatin1Char('\n')), 0);
}

void TstModel::longSpecIsCutInTheMessage()
{
    const QString spec = QStringLiteral("wh,") + QString(100000, QLatin1Char('x'));
    CommModel out;
    QString error;
    QVERIFY(!CommModel::parse(spec, CommModel{}, &out, &error));
    // The item and the spec are each echoed as 59 characters and an ellipsis.
    QVERIFY2(error.size() < 400, qPrintable(QString::number(error.size())));
    QVERIFY(error.contains(QStringLiteral("unknown model item '") + QString(59, QLatin1Char('x')) + QChar(0x2026) + QLatin1Char('\'')));
    QCOMPARE(error.count(QChar(0x2026)), 2);
}

void TstModel::messageTime()
{
    CostParams c;
    c.m = 4;
    c.ts = 10;
    c.tw = 2;
    c.th = 1;
    CommModel wh;
    CommModel sf;
    sf.switching = Switching::StoreAndForward;
    // WH: t_s + h t_h + m t_w; SF: t_s + h (m t_w + t_h).
    QCOMPARE(c.messageTime(wh, 4, 3), 10.0 + 3 + 8);
    QCOMPARE(c.messageTime(sf, 4, 3), 10.0 + 3 * (8 + 1));
    QCOMPARE(c.messageTime(sf, 4, 1), c.messageTime(wh, 4, 1));
}

QTEST_GUILESS_MAIN(TstModel)
#include "tst_model.moc"

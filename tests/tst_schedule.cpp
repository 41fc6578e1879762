// ProcessorSet: the contributor sets of partial sums, as a lecturer writes them ("0-3,6").

#include "core/schedule.h"

#include <QtTest>

using namespace collviz::core;

namespace {
ProcessorSet setOf(std::initializer_list<int> members)
{
    ProcessorSet s(64);
    for (int m : members)
        s.insert(m);
    return s;
}
} // namespace

class TstSchedule : public QObject
{
    Q_OBJECT

private slots:
    void text_data();
    void text();
    void unionAndOverlap_data();
    void unionAndOverlap();
    void membership();
};

void TstSchedule::text_data()
{
    QTest::addColumn<QList<int>>("members");
    QTest::addColumn<QString>("text");
    QTest::newRow("empty") << QList<int>{} << "";
    QTest::newRow("single") << QList<int>{5} << "5";
    QTest::newRow("subcube") << QList<int>{4, 5, 6, 7} << "4-7";
    QTest::newRow("out of order") << QList<int>{7, 0, 6, 1} << "0-1,6-7";
    QTest::newRow("mesh column") << QList<int>{1, 5, 9} << "1,5,9";
}

void TstSchedule::text()
{
    QFETCH(QList<int>, members);
    QFETCH(QString, text);
    ProcessorSet s(16);
    for (int m : members)
        s.insert(m);
    QCOMPARE(s.toString(), text);
    QCOMPARE(s.count(), int(QSet<int>(members.begin(), members.end()).size()));
}

void TstSchedule::unionAndOverlap_data()
{
    QTest::addColumn<QList<int>>("a");
    QTest::addColumn<QList<int>>("b");
    QTest::addColumn<bool>("overlap");
    QTest::addColumn<QString>("unionText");
    QTest::newRow("adjacent halves") << QList<int>{0, 1, 2, 3} << QList<int>{4, 5, 6, 7} << false << "0-7";
    QTest::newRow("interleaved") << QList<int>{0, 2, 4} << QList<int>{1, 3, 5} << false << "0-5";
    QTest::newRow("shared member") << QList<int>{0, 1, 2} << QList<int>{2, 9} << true << "0-2,9";
    QTest::newRow("contained") << QList<int>{0, 1, 2, 3, 4, 5} << QList<int>{3} << true << "0-5";
    QTest::newRow("far apart") << QList<int>{0} << QList<int>{40} << false << "0,40";
}

void TstSchedule::unionAndOverlap()
{
    QFETCH(QList<int>, a);
    QFETCH(QList<int>, b);
    QFETCH(bool, overlap);
    QFETCH(QString, unionText);
    ProcessorSet sa(64), sb(64);
    for (int m : a)
        sa.insert(m);
    for (int m : b)
        sb.insert(m);
    QCOMPARE(sa.intersects(sb), overlap);
    QCOMPARE(sb.intersects(sa), overlap);
    sa.unite(sb);
    QCOMPARE(sa.toString(), unionText);
}

void TstSchedule::membership()
{
    const ProcessorSet s = setOf({1, 2, 3, 10, 12});
    for (int p = 0; p < 16; ++p)
        QCOMPARE(s.contains(p), p == 1 || p == 2 || p == 3 || p == 10 || p == 12);
    QCOMPARE(s.members(), (std::vector<int>{1, 2, 3, 10, 12}));
    QCOMPARE(ProcessorSet::all(8), setOf({0, 1, 2, 3, 4, 5, 6, 7}));
    QVERIFY(ProcessorSet::range(8, 2, 1).isEmpty());
}

QTEST_GUILESS_MAIN(TstSchedule)
#include "tst_schedule.moc"

// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The setup panel's sizes of a mesh or torus: a user chooses any number of dimensions the family
// accepts (2D to 16D), enters every side, and the session runs exactly that network; more
// dimensions never leave the sides beyond the vertex limit, and sizes the engine refuses are
// named in its sentence under them.

#include "views/panels/setuppanel.h"
#include "views/session.h"
#include "guihelpers.h"

#include "core/networks/networkfamily.h"

#include <QComboBox>
#include <QLabel>
#include <QSpinBox>
#include <QtTest>

using namespace collviz;
using tests::choose;

class TstSetupSizes : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { tests::useTestSettings("tst_setupsizes"); }
    void everyDimensionIsOffered_data();
    void everyDimensionIsOffered();
    void everySideIsEntered_data();
    void everySideIsEntered();
    void moreDimensionsStayWithinTheLimit();
    void refusedSizesSayWhy();
};

void TstSetupSizes::everyDimensionIsOffered_data()
{
    QTest::addColumn<QString>("family");
    QTest::newRow("mesh") << QStringLiteral("mesh");
    QTest::newRow("torus") << QStringLiteral("torus");
}

/// The Dimensions choice reads the family's sizeCount(): 2D to 16D, as the SPEC accepts.
void TstSetupSizes::everyDimensionIsOffered()
{
    QFETCH(QString, family);
    views::Session session;
    views::SetupPanel panel(&session);
    QVERIFY(choose(panel.topologyKindBox(), family));
    const auto [fewest, most] = core::NetworkRegistry::instance().find(family)->sizeCount();
    QCOMPARE(fewest, 2);
    QCOMPARE(most, 16);
    QComboBox *dims = panel.dimensionsBox();
    QCOMPARE(dims->count(), most - fewest + 1);
    for (int n = fewest; n <= most; ++n)
        QVERIFY2(dims->findData(n) >= 0, qPrintable(QStringLiteral("no %1D").arg(n)));
    QCOMPARE(dims->itemText(dims->findData(4)), QStringLiteral("4D"));
}

void TstSetupSizes::everySideIsEntered_data()
{
    QTest::addColumn<QString>("family");
    QTest::addColumn<QList<int>>("sides");
    QTest::newRow("torus 3x3x3x3") << QStringLiteral("torus") << QList<int>{3, 3, 3, 3};
    QTest::newRow("mesh 2x3x2x2") << QStringLiteral("mesh") << QList<int>{2, 3, 2, 2};
    QTest::newRow("torus 2x2x2x2x2") << QStringLiteral("torus") << QList<int>{2, 2, 2, 2, 2};
    QTest::newRow("mesh 3x3x3x3x2") << QStringLiteral("mesh") << QList<int>{3, 3, 3, 3, 2};
    QTest::newRow("mesh 2x3 (2D still)") << QStringLiteral("mesh") << QList<int>{2, 3};
    QTest::newRow("torus 3x4x5 (3D still)") << QStringLiteral("torus") << QList<int>{3, 4, 5};
    QList<int> sixteen;
    for (int k = 0; k < 16; ++k)
        sixteen << 2;
    QTest::newRow("mesh of 16 sides") << QStringLiteral("mesh") << sixteen;
}

/// As a user does it: the family, the dimensions, then every side in its own box; exactly those
/// boxes are shown, and the session runs that network.
void TstSetupSizes::everySideIsEntered()
{
    QFETCH(QString, family);
    QFETCH(QList<int>, sides);
    views::Session session;
    views::SetupPanel panel(&session);
    panel.show();
    QVERIFY(choose(panel.topologyKindBox(), family));
    QVERIFY(choose(panel.dimensionsBox(), int(sides.size())));
    QStringList parts;
    for (int k = 0; k < int(sides.size()); ++k) {
        QSpinBox *side = panel.sizeSpin(k);
        QVERIFY2(side->isVisibleTo(&panel), qPrintable(QStringLiteral("side %1 is hidden").arg(k + 1)));
        side->setValue(sides[k]);
        QCOMPARE(side->value(), sides[k]);
        parts << QString::number(sides[k]);
    }
    if (sides.size() < 16)
        QVERIFY(!panel.sizeSpin(int(sides.size()))->isVisibleTo(&panel));
    const QString spec = family + QLatin1Char(':') + parts.join(QLatin1Char('x'));
    QCOMPARE(panel.currentRequest().topology, spec);
    QCOMPARE(session.request().topology, spec);
    QVERIFY(tests::waitForRun(&session));
    QVERIFY2(session.result(), qPrintable(session.error()));
    QCOMPARE(session.result()->topology->name(), spec);
    QCOMPARE(session.result()->topology->dimensions(), int(sides.size()));
}

/// Choosing more dimensions with large sides lowers the last sides until the network fits: the
/// panel never offers a network the engine refuses for its size.
void TstSetupSizes::moreDimensionsStayWithinTheLimit()
{
    views::Session session;
    views::SetupPanel panel(&session);
    QVERIFY(choose(panel.topologyKindBox(), QStringLiteral("torus")));
    QVERIFY(choose(panel.dimensionsBox(), 2));
    panel.sizeSpin(0)->setValue(16);
    panel.sizeSpin(1)->setValue(16);
    for (int k = 2; k < 16; ++k)
        panel.sizeSpin(k)->setValue(16);
    for (int n : {4, 5, 9, 16}) {
        QVERIFY(choose(panel.dimensionsBox(), n));
        QString error;
        const auto topology = core::Topology::create(panel.currentRequest().topology, &error);
        QVERIFY2(topology, qPrintable(error));
        QCOMPARE(topology->dimensions(), n);
        QVERIFY(topology->nodeCount() <= core::TopologyLimits::maxVertices);
    }
    QCOMPARE(panel.sizeSpin(0)->value(), 2); // 16 sides of 2: the only 16D network there is
}

/// Sides whose product is beyond the limit: the engine's sentence stands under the sizes.
void TstSetupSizes::refusedSizesSayWhy()
{
    views::Session session;
    views::SetupPanel panel(&session);
    QVERIFY(choose(panel.topologyKindBox(), QStringLiteral("mesh")));
    QVERIFY(choose(panel.dimensionsBox(), 4));
    for (int k = 0; k < 4; ++k)
        panel.sizeSpin(k)->setValue(20);
    const QString spec = QStringLiteral("mesh:20x20x20x20");
    QCOMPARE(panel.currentRequest().topology, spec);
    bool said = false;
    for (const QLabel *label : panel.findChildren<QLabel *>())
        said = said || label->text().contains(QStringLiteral("'%1' has more than 65536 vertices").arg(spec));
    QVERIFY2(said, "no label names the refused network and the limit");
}

QTEST_MAIN(TstSetupSizes)
#include "tst_setupsizes.moc"

// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// What a screen reader gets from the window: the network drawing has a text alternative, the
// round on show and its transfers as the engine's schedule lists them, which follows the round.

#include "core/scenario.h"
#include "core/topology.h"
#include "views/mainwindow.h"
#include "views/network/networkview.h"
#include "views/player.h"
#include "views/session.h"
#include "guihelpers.h"

#include <QAccessible>
#include <QtTest>

using namespace collviz;
using namespace collviz::tests;

namespace {

core::RunRequest broadcastOnQ3()
{
    core::RunRequest r = views::Session::defaultRequest();
    r.algorithm = QStringLiteral("broadcast-recursive-doubling");
    r.topology = QStringLiteral("hypercube:3");
    r.params.root = 0;
    r.rootGiven = true;
    return r;
}

views::MainWindowOptions at1440(const core::RunRequest &request)
{
    views::MainWindowOptions options = windowOptions(request, 0);
    options.initialSize = QSize(1440, 900);
    return options;
}

QString accessibleText(QObject *object, QAccessible::Text which)
{
    QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(object);
    return iface ? iface->text(which) : QString();
}

} // namespace

class TestAccessibility : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        useTestSettings("tst_accessibility");
        // As the program starts: English, with its plural forms ("1 packet", "3 rounds").
        views::switchLanguage(*QCoreApplication::instance(), QStringLiteral("en"));
    }
    void drawingListsTheRoundsTransfers();
    void drawingFollowsTheLanguage();
};

void TestAccessibility::drawingListsTheRoundsTransfers()
{
    views::MainWindow w(at1440(broadcastOnQ3()));
    QVERIFY(settled(w));
    views::NetworkView *view = w.networkView();
    const auto result = w.session()->result();
    QVERIFY(result);
    const core::Topology &topology = *result->topology;
    QCOMPARE(int(result->schedule->rounds.size()), 3);

    const QString start = accessibleText(view, QAccessible::Description);
    QVERIFY2(start.contains(QStringLiteral("3 rounds")), qPrintable(start));

    w.player()->jumpTo(1);
    QTRY_COMPARE(w.session()->round(), 1);
    const QString first = accessibleText(view, QAccessible::Description);
    // Recursive doubling from node 000: in round 1 the root sends its packet across the
    // highest dimension (dimension 2, as the round's narration says).
    QVERIFY2(first.startsWith(QStringLiteral("Round 1 of 3:")), qPrintable(first));
    QVERIFY2(first.contains(QStringLiteral("000 \u2192 100 carries 1 packet: 000")), qPrintable(first));
    // Every transfer of the round, in the engine's words (the network's node names).
    for (const core::Transfer &t : result->schedule->rounds[0].transfers)
        QVERIFY2(first.contains(QStringLiteral("%1 \u2192 %2").arg(topology.label(t.src), topology.label(t.dst))),
                 qPrintable(first));
    // The round's narration, as the engine wrote it.
    QVERIFY2(first.contains(result->schedule->rounds[0].narration.translated()), qPrintable(first));

    w.player()->jumpTo(3);
    QTRY_COMPARE(w.session()->round(), 3);
    const QString last = accessibleText(view, QAccessible::Description);
    QVERIFY(last != first);
    QVERIFY2(last.startsWith(QStringLiteral("Round 3 of 3:")), qPrintable(last));
    QCOMPARE(int(result->schedule->rounds[2].transfers.size()), 4);
    for (const core::Transfer &t : result->schedule->rounds[2].transfers)
        QVERIFY2(last.contains(QStringLiteral("%1 \u2192 %2").arg(topology.label(t.src), topology.label(t.dst))),
                 qPrintable(last));
    QVERIFY2(!last.contains(QStringLiteral("000 \u2192 100")), qPrintable(last));
}

void TestAccessibility::drawingFollowsTheLanguage()
{
    views::MainWindow w(at1440(broadcastOnQ3()));
    QVERIFY(settled(w));
    w.player()->jumpTo(1);
    QTRY_COMPARE(w.session()->round(), 1);
    const QString english = accessibleText(w.networkView(), QAccessible::Description);
    views::switchLanguage(*QCoreApplication::instance(), QStringLiteral("cs"));
    QCoreApplication::processEvents();
    const QString czech = accessibleText(w.networkView(), QAccessible::Description);
    views::switchLanguage(*QCoreApplication::instance(), QStringLiteral("en"));
    QCoreApplication::processEvents();
    QVERIFY2(czech.startsWith(QStringLiteral("Kolo 1 z 3: 000 \u2192 100 nese 1 paket: 000.")), qPrintable(czech));
    QCOMPARE(accessibleText(w.networkView(), QAccessible::Description), english);
}

QTEST_MAIN(TestAccessibility)
#include "tst_accessibility.moc"

// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// What a screen reader gets from the window: every control a user can reach or work (buttons,
// combos, spin boxes, sliders, line edits, lists and tables, chart views and the drawings'
// canvases) has a name, as QAccessible reports it, in every panel and in presentation mode;
// every panel says what it is; and the network drawing has a text alternative, the round on
// show and its transfers as the engine's schedule lists them, which follows the round.

#include "core/scenario.h"
#include "core/topology.h"
#include "views/mainwindow.h"
#include "views/models/scheduletablemodel.h"
#include "views/network/networkview.h"
#include "views/player.h"
#include "views/session.h"
#include "views/statusline.h"
#include "guihelpers.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractSpinBox>
#include <QAccessible>
#include <QComboBox>
#include <QDockWidget>
#include <QGraphicsView>
#include <QHeaderView>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QScrollBar>
#include <QSlider>
#include <QTabBar>
#include <QTableView>
#include <QTextEdit>
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

/// Whether a widget belongs to another control (a spin box's or combo's line edit and list,
/// a table's header and corner, a tab bar's scroll arrows): the control it is part of speaks
/// for it.
bool partOfAControl(const QWidget *w)
{
    for (const QWidget *p = w->parentWidget(); p; p = p->parentWidget())
        if (qobject_cast<const QAbstractSpinBox *>(p) || qobject_cast<const QComboBox *>(p)
            || qobject_cast<const QTabBar *>(p))
            return true;
    return qobject_cast<const QHeaderView *>(w) || w->inherits("QTableCornerButton")
           || w->inherits("QLineEditIconButton");
}

/// The widgets a user works or reads as a whole, which a screen reader must be able to name.
bool mustBeNamed(QWidget *w)
{
    if (partOfAControl(w) || qobject_cast<QScrollBar *>(w))
        return false;
    const bool control = qobject_cast<QAbstractButton *>(w) || qobject_cast<QComboBox *>(w)
                         || qobject_cast<QAbstractSpinBox *>(w) || qobject_cast<QSlider *>(w)
                         || qobject_cast<QLineEdit *>(w) || qobject_cast<QAbstractItemView *>(w)
                         || qobject_cast<QGraphicsView *>(w) || qobject_cast<QTextEdit *>(w)
                         || qobject_cast<QPlainTextEdit *>(w) || qobject_cast<QProgressBar *>(w);
    // The canvases: the drawings and the panels' painted pictures.
    const bool canvas = qobject_cast<views::NetworkView *>(w) || w->inherits("collviz::views::TimeSpaceView")
                        || w->inherits("collviz::views::RaceBar") || w->objectName().endsWith(QLatin1String("Canvas"));
    return control || canvas;
}

QString describe(const QWidget *w)
{
    QStringList path;
    for (const QWidget *p = w; p; p = p->parentWidget())
        path.prepend(p->objectName().isEmpty() ? QLatin1String(p->metaObject()->className()) : p->objectName());
    return path.join(QStringLiteral(" / "));
}

/// The widgets of `root` that a screen reader cannot name.
QStringList unnamed(QWidget *root)
{
    QStringList missing;
    QList<QWidget *> widgets = root->findChildren<QWidget *>();
    widgets.prepend(root);
    for (QWidget *w : widgets) {
        if (!mustBeNamed(w))
            continue;
        const QString name = accessibleText(w, QAccessible::Name).trimmed();
        // On Unix Qt answers a combo box's name with its current item: what the box is for is
        // its accessible name or the label whose buddy it is.
        bool labelled = true;
        if (qobject_cast<QComboBox *>(w)) {
            QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(w);
            labelled = !w->accessibleName().trimmed().isEmpty()
                       || (iface && !iface->relations(QAccessible::Label).isEmpty());
        }
        if (name.isEmpty() || !labelled)
            missing << describe(w);
    }
    // Each on a line of its own: QtTest cuts a long failure message.
    for (const QString &m : missing)
        qWarning("no accessible name: %s", qPrintable(m));
    return missing;
}

QByteArray countMessage(const QStringList &missing)
{
    return QByteArray::number(missing.size()) + " widget(s) without an accessible name, listed above";
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
    void everyControlIsNamed();
    void everyControlIsNamedWhilePresenting();
    void panelsSayWhatTheyAre();
    void drawingListsTheRoundsTransfers();
    void drawingFollowsTheLanguage();
    void scheduleTableCellsReadAsWords();
};

void TestAccessibility::everyControlIsNamed()
{
    views::MainWindow w(at1440(broadcastOnQ3()));
    QVERIFY(settled(w));
    // Every panel shown once, as a user does, so that what a panel builds when shown is there.
    for (const views::PanelSpec &spec : views::MainWindow::panels()) {
        QDockWidget *dock = w.panelDock(QLatin1String(spec.objectName));
        dock->show();
        dock->raise();
        QCoreApplication::processEvents();
    }
    const QStringList missing = unnamed(&w);
    QVERIFY2(missing.isEmpty(), countMessage(missing).constData());
}

void TestAccessibility::everyControlIsNamedWhilePresenting()
{
    views::MainWindow w(at1440(broadcastOnQ3()));
    QVERIFY(settled(w));
    w.presentationAction()->setChecked(true);
    w.blankAction()->setChecked(true);
    QCoreApplication::processEvents();
    QStringList missing = unnamed(&w);
    QVERIFY2(missing.isEmpty(), countMessage(missing).constData());
    // The black cover says what it is and how to lift it.
    QWidget *blank = w.findChild<QWidget *>(QStringLiteral("blankScreen"));
    QVERIFY(blank && blank->isVisible());
    QVERIFY(!accessibleText(blank, QAccessible::Name).isEmpty());
    QVERIFY(!accessibleText(blank, QAccessible::Description).isEmpty());
    w.blankAction()->setChecked(false);
    // The race in the drawing's place: its two drawings and its bar are named too.
    w.raceAction()->setChecked(true);
    QCoreApplication::processEvents();
    missing = unnamed(&w);
    QVERIFY2(missing.isEmpty(), countMessage(missing).constData());
    w.presentationAction()->setChecked(false);
}

void TestAccessibility::panelsSayWhatTheyAre()
{
    views::MainWindow w(at1440(broadcastOnQ3()));
    QVERIFY(settled(w));
    for (const views::PanelSpec &spec : views::MainWindow::panels()) {
        QDockWidget *dock = w.panelDock(QLatin1String(spec.objectName));
        QWidget *panel = dock->widget();
        QVERIFY2(!accessibleText(panel, QAccessible::Name).isEmpty(), spec.objectName);
        QVERIFY2(!accessibleText(panel, QAccessible::Description).isEmpty(), spec.objectName);
    }
    // The status line and the drawing: a name, and what they show as the description.
    QCOMPARE(accessibleText(w.statusLine(), QAccessible::Name).isEmpty(), false);
    QVERIFY(accessibleText(w.statusLine(), QAccessible::Description).contains(QStringLiteral("hypercube:3")));
    QCOMPARE(accessibleText(w.networkView(), QAccessible::Name).isEmpty(), false);
}

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

void TestAccessibility::scheduleTableCellsReadAsWords()
{
    // The table's cells are written in symbols ("→ 100 d2 t 0–1 000"); a screen reader gets
    // the sentence the tooltip has, with the packets.
    views::MainWindow w(at1440(broadcastOnQ3()));
    QVERIFY(settled(w));
    views::ScheduleTableModel *model = nullptr;
    for (QTableView *view : w.findChildren<QTableView *>())
        if (auto *m = qobject_cast<views::ScheduleTableModel *>(view->model()))
            model = m;
    QVERIFY(model);
    QCOMPARE(model->rowCount(), 3);
    const QString root = model->index(0, 0).data(Qt::AccessibleTextRole).toString();
    QVERIFY2(root.startsWith(QStringLiteral("Round 1: 000 sends to 100, 1 packet")), qPrintable(root));
    QVERIFY2(root.endsWith(QStringLiteral(": 000")), qPrintable(root));
    QVERIFY2(!root.contains(QStringLiteral("\u2192")), qPrintable(root));
    // A node that sends nothing in the round has nothing to say.
    QVERIFY(!model->index(0, 1).data(Qt::AccessibleTextRole).isValid());
}

QTEST_MAIN(TestAccessibility)
#include "tst_accessibility.moc"

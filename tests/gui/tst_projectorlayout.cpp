// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Presentation mode as the back row of a lecture hall sees it (issue 33): on a 1280x720 or
// 1920x1080 projector the drawing takes at least 70 % of the screen, the status line's texts
// all fit their space in English, Czech and Chinese (none cut, the what-if mark over no
// other text), and the legend waits for L.

#include "views/compare/comparepanel.h"
#include "views/i18n.h"
#include "views/mainwindow.h"
#include "views/network/networkview.h"
#include "views/session.h"
#include "views/statusline.h"
#include "guihelpers.h"

#include <QDockWidget>
#include <QLabel>
#include <QLayout>
#include <QtTest>

using namespace collviz;
using namespace collviz::tests;

namespace {

core::RunRequest requestFor(const QString &algorithm, const QString &topology, const QString &model)
{
    core::RunRequest r = views::Session::defaultRequest();
    r.algorithm = algorithm;
    r.topology = topology;
    r.modelSpec = model;
    r.rootGiven = false;
    return r;
}

/// Why `label`'s text does not fit its rectangle at its font, or empty when it does.
QString cut(const QLabel *label)
{
    const QRect room = label->contentsRect();
    const QFontMetrics metrics(label->font());
    if (label->wordWrap()) {
        const int needed = label->heightForWidth(label->width());
        if (needed > label->height())
            return QStringLiteral("%1 needs %2 px of height, has %3").arg(label->objectName()).arg(needed).arg(label->height());
        return {};
    }
    // A style sheet's padding and border (the what-if mark) are outside the contents rect.
    const int needed = metrics.horizontalAdvance(label->text());
    if (needed > room.width())
        return QStringLiteral("'%1' needs %2 px, has %3").arg(label->text()).arg(needed).arg(room.width());
    if (metrics.height() > room.height() + 1)
        return QStringLiteral("'%1' is %2 px high, has %3").arg(label->text()).arg(metrics.height()).arg(room.height());
    return {};
}

/// F5, on a projector of `screen`'s size: full screen is the offscreen platform's own size, so
/// the window is given the projector's. True once presenting at that size.
bool presentOn(views::MainWindow &w, const QSize &screen)
{
    QTest::keyClick(&w, Qt::Key_F5);
    if (!w.presentationAction()->isChecked())
        return false;
    w.setWindowState(Qt::WindowNoState);
    w.resize(screen);
    return QTest::qWaitFor([&]() { return w.size() == screen; });
}

/// Why a status line's texts are not all whole, inside the line, over no other text and large
/// enough for the back row; empty when they are.
QString statusTextsCut(const views::StatusLine *line)
{
    QVector<QRect> texts;
    for (const QLabel *label : line->findChildren<QLabel *>()) {
        if (!label->isVisible() || label->text().isEmpty())
            continue;
        if (const QString why = cut(label); !why.isEmpty())
            return why;
        const QRect r(label->mapTo(line, QPoint(0, 0)), label->size());
        if (!line->rect().contains(r))
            return label->objectName() + QStringLiteral(" leaves the line");
        if (QFontInfo(label->font()).pixelSize() < 12)
            return label->objectName() + QStringLiteral(" is smaller than 12 px");
        for (const QRect &other : texts)
            if (r.intersects(other))
                return label->objectName() + QStringLiteral(" covers another text");
        texts << r;
    }
    return {};
}

} // namespace

class TestProjectorLayout : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { useTestSettings("tst_projectorlayout"); }
    void cleanup() { views::switchLanguage(*QCoreApplication::instance(), QStringLiteral("en")); }
    void drawingFillsAndTextsFit_data();
    void drawingFillsAndTextsFit();
    void legendWaitsForL();
    void raceTakesTheDrawingsPlace_data();
    void raceTakesTheDrawingsPlace();
};

void TestProjectorLayout::drawingFillsAndTextsFit_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QSize>("screen");
    QTest::addColumn<QString>("algorithm");
    QTest::addColumn<QString>("topology");
    QTest::addColumn<QString>("model");
    for (const char *language : {"en", "cs", "zh_CN"})
        for (const QSize screen : {QSize(1280, 720), QSize(1920, 1080)}) {
            const QByteArray size = QByteArray::number(screen.width()) + 'x' + QByteArray::number(screen.height());
            // The what-if: the longest status line of the lecture.
            QTest::newRow((QByteArray(language) + " " + size + " torus what-if").constData())
                << QString::fromLatin1(language) << screen << QStringLiteral("alltoall-cartesian")
                << QStringLiteral("torus:4x4") << QStringLiteral("sf,noncombining");
            QTest::newRow((QByteArray(language) + " " + size + " Q5 Johnsson-Ho").constData())
                << QString::fromLatin1(language) << screen << QStringLiteral("alltoall-jh-alg4")
                << QStringLiteral("hypercube:5") << QString();
        }
}

void TestProjectorLayout::drawingFillsAndTextsFit()
{
    QFETCH(QString, language);
    QFETCH(QSize, screen);
    QFETCH(QString, algorithm);
    QFETCH(QString, topology);
    QFETCH(QString, model);
    QVERIFY(views::switchLanguage(*QCoreApplication::instance(), language));
    views::MainWindowOptions options = windowOptions(requestFor(algorithm, topology, model), 1);
    options.initialSize = screen;
    views::MainWindow w(options);
    QVERIFY(openWindow(w));
    QVERIFY2(w.session()->result(), qPrintable(w.session()->error()));
    QVERIFY(presentOn(w, screen));
    QTest::qWait(50);

    views::StatusLine *line = w.statusLine();
    QTRY_VERIFY(line->isVisible());
    // The window's layouts settle over a few passes (the status line's height follows how
    // its texts fit, the narration's what is left): the share once they have.
    const auto share = [&w]() {
        const QRect windowRect = w.rect();
        const QRect view = QRect(w.networkView()->mapTo(&w, QPoint(0, 0)), w.networkView()->size()).intersected(windowRect);
        return double(view.width()) * view.height() / (double(windowRect.width()) * windowRect.height());
    };
    QTRY_VERIFY2_WITH_TIMEOUT(share() >= 0.70,
                              qPrintable(QStringLiteral("the drawing has %1 % of the screen (status line %2 px high)")
                                             .arg(share() * 100, 0, 'f', 1)
                                             .arg(line->height())),
                              3000);

    // Every text whole, inside the line, over no other text, large enough for the back row.
    const auto textsCut = [line]() { return statusTextsCut(line); };
    QTRY_VERIFY2_WITH_TIMEOUT(textsCut().isEmpty(), qPrintable(textsCut()), 3000);
    QVERIFY2(line->textPixelSize() >= screen.height() / 40,
             qPrintable(QStringLiteral("%1 px type").arg(line->textPixelSize())));
    QCOMPARE(line->whatIfShown(), !model.isEmpty());
}

void TestProjectorLayout::legendWaitsForL()
{
    views::MainWindowOptions options =
        windowOptions(requestFor(QStringLiteral("alltoall-hypercube-sex"), QStringLiteral("hypercube:3"), {}), 1);
    options.initialSize = QSize(1280, 720);
    views::MainWindow w(options);
    QVERIFY(openWindow(w));
    QVERIFY(w.networkView()->isLegendVisible());
    QTest::keyClick(&w, Qt::Key_F5);
    QVERIFY(!w.networkView()->isLegendVisible());
    QTest::keyClick(&w, Qt::Key_L);
    QVERIFY(w.networkView()->isLegendVisible());
    QTest::keyClick(&w, Qt::Key_L);
    QTest::keyClick(&w, Qt::Key_Escape);
    QTRY_VERIFY(!w.presentationAction()->isChecked());
    QVERIFY2(w.networkView()->isLegendVisible(), "the window's legend is back after the lecture");
}

void TestProjectorLayout::raceTakesTheDrawingsPlace_data()
{
    QTest::addColumn<QSize>("screen");
    QTest::newRow("1280x720") << QSize(1280, 720);
    QTest::newRow("1920x1080") << QSize(1920, 1080);
}

// C in presentation mode: Compare's two drawings on one clock where the drawing was, each big
// enough for the room, under the status line and over the narration; C again: the drawing back.
void TestProjectorLayout::raceTakesTheDrawingsPlace()
{
    QFETCH(QSize, screen);
    views::MainWindowOptions options = windowOptions(
        requestFor(QStringLiteral("alltoall-hypercube-sex"), QStringLiteral("hypercube:3"), QStringLiteral("sf,noncombining")), 1);
    options.initialSize = screen;
    views::MainWindow w(options);
    QVERIFY(openWindow(w));
    QVERIFY(presentOn(w, screen));
    auto *panel = w.findChild<views::ComparePanel *>();
    QVERIFY(panel);
    QVERIFY(!panel->isVisible()); // the Compare tab is not part of the lecture's screen

    QTest::keyClick(&w, Qt::Key_C);
    QVERIFY(w.isRaceShown());
    QTRY_VERIFY(panel->isVisible());
    QVERIFY(!w.networkView()->isVisible());
    QVERIFY(w.statusLine()->isVisible());
    QDockWidget *narration = w.panelDock(QStringLiteral("narrationDock"));
    QVERIFY(narration && narration->isVisible());
    QTRY_VERIFY_WITH_TIMEOUT(panel->secondResult(), 30000); // B runs once it is shown
    QVERIFY(panel->presentationStyle());
    // Each drawing: at least 40 % of the screen's width and 45 % of its height, side by side.
    const auto sizes = [&]() {
        QStringList out;
        for (views::NetworkView *view : {panel->firstView(), panel->secondView()})
            out << QStringLiteral("%1x%2").arg(view->width()).arg(view->height());
        return out.join(QStringLiteral(", "));
    };
    const auto bigEnough = [&]() {
        for (views::NetworkView *view : {panel->firstView(), panel->secondView()})
            if (!view->isVisible() || view->width() < 0.40 * screen.width() || view->height() < 0.45 * screen.height())
                return false;
        return true;
    };
    QTRY_VERIFY2_WITH_TIMEOUT(bigEnough(), qPrintable(sizes()), 3000);
    // The panel's controls do not widen the window: the status line keeps every text whole.
    QTRY_VERIFY2_WITH_TIMEOUT(statusTextsCut(w.statusLine()).isEmpty(), qPrintable(statusTextsCut(w.statusLine())), 3000);
    QVERIFY(w.centralWidget()->width() <= screen.width());
    // On one clock: the keys move both.
    const int round = w.session()->round();
    QTest::keyClick(&w, Qt::Key_End);
    QTRY_VERIFY(w.session()->round() > round);
    QCOMPARE(panel->firstView()->round(), panel->secondView()->round());
    QTRY_VERIFY2_WITH_TIMEOUT(statusTextsCut(w.statusLine()).isEmpty(), qPrintable(statusTextsCut(w.statusLine())), 3000);
    shoot(w, QStringLiteral("race-presentation-%1x%2").arg(screen.width()).arg(screen.height()));

    QTest::keyClick(&w, Qt::Key_C);
    QVERIFY(!w.isRaceShown());
    QTRY_VERIFY(w.networkView()->isVisible());
    QVERIFY(!panel->isVisible());
    QDockWidget *compare = w.panelDock(QStringLiteral("compareDock"));
    // Raced and put back while presenting: the window the lecture ends in still has its
    // Compare tab (the layout saved when presenting began had it).
    QTest::keyClick(&w, Qt::Key_Escape);
    QTRY_VERIFY(!w.presentationAction()->isChecked());
    QVERIFY(!compare->isHidden());
    QTest::keyClick(&w, Qt::Key_F5);
    QVERIFY(w.presentationAction()->isChecked());
    // Racing when the lecture ends: the window comes back with the race, and C ends it there.
    QTest::keyClick(&w, Qt::Key_C);
    QTest::keyClick(&w, Qt::Key_Escape);
    QTRY_VERIFY(!w.presentationAction()->isChecked());
    QVERIFY(w.isRaceShown());
    QTRY_VERIFY(panel->isVisible());
    QVERIFY(!compare->isHidden()); // its tab keeps its place while the panel races
    QTest::keyClick(&w, Qt::Key_C);
    QTRY_VERIFY(w.networkView()->isVisible());
    QTRY_VERIFY(compare->isVisible() && panel->isVisible()); // back in its tab, in front

    // Racing in the window, the Compare tab chosen: the panel goes back into it.
    QTest::keyClick(&w, Qt::Key_C);
    QTRY_VERIFY(w.isRaceShown() && panel->isVisible() && !w.networkView()->isVisible());
    QVERIFY(!compare->isHidden());
    compare->raise();
    QTRY_VERIFY(!w.isRaceShown());
    QTRY_VERIFY(panel->isVisible() && compare->widget()->isAncestorOf(panel));
    QVERIFY(w.networkView()->isVisible());
}

QTEST_MAIN(TestProjectorLayout)
#include "tst_projectorlayout.moc"

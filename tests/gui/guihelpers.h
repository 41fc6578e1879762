// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// What the GUI suites share: waiting for the engine run of a window or session, choosing a
// combo item as a user does, showing a window, test-mode settings. One copy, so that a
// change of how a run is awaited reaches every suite.

#include "views/mainwindow.h"
#include "views/session.h"

#include <QApplication>
#include <QComboBox>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QtTest>

namespace collviz::tests {

/// Saves what `widget` shows as NAME.png into $COLLVIZ_SHOT_DIR when it is set: the pictures
/// a reviewer looks at (the suites assert, the pictures are for eyes).
inline void shoot(QWidget &widget, const QString &name)
{
    const QString dir = qEnvironmentVariable("COLLVIZ_SHOT_DIR");
    if (!dir.isEmpty())
        widget.grab().save(dir + QLatin1Char('/') + name + QStringLiteral(".png"));
}

/// Test-mode settings (~/.qttest) under this suite's own application name.
inline void useTestSettings(const char *application)
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("CollVizTest"));
    QCoreApplication::setApplicationName(QString::fromLatin1(application));
}

/// Waits for the session's run; true when it finished (with a result or an error).
inline bool waitForRun(views::Session *session)
{
    if (session->isRunning()) {
        QSignalSpy done(session, &views::Session::resultChanged);
        if (!done.wait(60000))
            return false;
    }
    return !session->isRunning();
}

/// Waits for the session's run; true when it left a result.
inline bool waitForResult(views::Session &session)
{
    if (session.isRunning()) {
        QSignalSpy done(&session, &views::Session::resultChanged);
        if (!done.wait(60000))
            return false;
    }
    return session.result() != nullptr;
}

/// Picks the item whose data is `data` as a user would (the combo emits its signals).
inline bool choose(QComboBox *box, const QVariant &data)
{
    const int i = box->findData(data);
    if (i < 0)
        return false;
    box->setCurrentIndex(i);
    return true;
}

/// Shows the window as the active one; false when the platform never activated it.
inline bool showActive(views::MainWindow &w)
{
    w.show();
    QApplication::setActiveWindow(&w);
    return QTest::qWaitForWindowActive(&w);
}

/// Shows the window and waits for the engine run of its setup (what most tests start with).
inline bool openWindow(views::MainWindow &w) { return showActive(w) && waitForRun(w.session()); }

/// A window on `request` at `round`, without the user's settings.
inline views::MainWindowOptions windowOptions(const core::RunRequest &request, int round)
{
    views::MainWindowOptions o;
    o.useSettings = false;
    o.request = request;
    o.round = round;
    return o;
}

/// Shows the window (exposed, not necessarily active) and waits up to a minute for a result.
inline bool settled(views::MainWindow &w)
{
    w.show();
    if (!QTest::qWaitForWindowExposed(&w))
        return false;
    QElapsedTimer clock;
    clock.start();
    while ((w.session()->isRunning() || !w.session()->result()) && clock.elapsed() < 60000)
        QTest::qWait(20);
    return !w.session()->isRunning() && w.session()->result();
}

} // namespace collviz::tests

// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "views/window/autosave.h"

#include "core/userfiles.h"

#include "views/window/scenariofiles.h"
#include "views/i18n.h"
#include "views/mainwindow.h"
#include "views/session.h"

#include <QCloseEvent>
#include <QDockWidget>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QStandardPaths>

namespace collviz::views {

Autosave::Autosave(MainWindow *window, const QString &dir, int delayMs) : QObject(window), mWindow(window)
{
    const QString folder = dir.isEmpty() ? QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) : dir;
    QDir().mkpath(folder);
    mPath = QDir(folder).filePath(QStringLiteral("autosave.collviz"));
    // One window owns the autosave; a stale lock (its process is gone) is taken over.
    mLock = std::make_unique<QLockFile>(mPath + QStringLiteral(".lock"));
    mLock->setStaleLockTime(0);
    mActive = mLock->tryLock(0);
    if (!mActive)
        return;
    if (QFileInfo::exists(mPath)) {
        mOfferPending = true;
        mOfferTime = QFileInfo(mPath).lastModified();
    }
    mTimer.setSingleShot(true);
    mTimer.setInterval(delayMs);
    connect(&mTimer, &QTimer::timeout, this, [this]() { saveNow(); });
    Session *session = window->session();
    connect(session, &Session::setupChanged, this, &Autosave::schedule);
    connect(session, &Session::roundChanged, this, &Autosave::schedule);
    connect(session, &Session::bookmarksChanged, this, &Autosave::schedule);
    // Panels opened, closed or brought to the front are part of what is restored.
    for (const PanelSpec &spec : MainWindow::panels())
        if (QDockWidget *dock = window->panelDock(QLatin1String(spec.objectName)))
            connect(dock, &QDockWidget::visibilityChanged, this, &Autosave::schedule);
    window->installEventFilter(this);
}

Autosave::~Autosave() = default;

void Autosave::schedule()
{
    if (mActive && !mOfferPending)
        mTimer.start();
}

bool Autosave::saveNow(QString *error)
{
    if (!mActive || mOfferPending)
        return false;
    mTimer.stop();
    // A schedule file on show is the user's own file, unchanged on disk; the autosave keeps
    // the last built-in setup instead of a setup no scenario could restore.
    if (mWindow->session()->document())
        return true;
    QString why;
    if (mWindow->scenarioFiles()->currentScenario().writeFile(mPath, &why))
        return true;
    if (error)
        *error = tr("Cannot autosave: %1").arg(why);
    return false;
}

QMessageBox *Autosave::showOffer()
{
    if (!mOfferPending)
        return nullptr;
    if (mBox)
        return mBox;
    mBox = new QMessageBox(QMessageBox::Question, tr("Restore session"),
                           tr("Restore the unsaved session from %1?")
                               .arg(localeForLanguage(currentLanguage()).toString(mOfferTime, QLocale::ShortFormat)),
                           QMessageBox::NoButton, mWindow);
    mBox->setInformativeText(tr("CollViz did not close cleanly last time; its setup, round and views were "
                                "saved automatically."));
    QPushButton *restoreButton = mBox->addButton(tr("&Restore"), QMessageBox::AcceptRole);
    mBox->addButton(tr("&Discard"), QMessageBox::DestructiveRole);
    mBox->setDefaultButton(restoreButton);
    mBox->setAttribute(Qt::WA_DeleteOnClose);
    connect(mBox, &QMessageBox::finished, this, [this, restoreButton]() {
        if (mBox && mBox->clickedButton() == restoreButton) {
            QString error;
            if (!restore(&error))
                QMessageBox::warning(mWindow, tr("Restore session"), error);
        } else {
            discard();
        }
    });
    mBox->open(); // window-modal, and the event loop keeps running
    return mBox;
}

bool Autosave::restore(QString *error)
{
    if (!mOfferPending)
        return false;
    mOfferPending = false;
    QString why;
    if (mWindow->scenarioFiles()->open(mPath, &why, false)) {
        saveNow(); // the file is this session's autosave from now on
        return true;
    }
    // A file that cannot be restored is kept aside, never overwritten: it is the only copy of
    // the crashed session's work.
    const QString kept = QFileInfo(mPath).dir().filePath(
        QStringLiteral("autosave-unreadable-%1.collviz").arg(QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"))));
    const bool moved = QFile::rename(mPath, kept);
    if (error)
        *error = moved ? tr("%1 The file is kept as %2.").arg(why, QDir::toNativeSeparators(kept))
                       : tr("%1 The file is kept as %2; nothing is autosaved until it is moved.")
                             .arg(why, QDir::toNativeSeparators(mPath));
    if (moved)
        saveNow();
    else
        mActive = false;
    return false;
}

void Autosave::discard()
{
    mOfferPending = false;
    QFile::remove(mPath);
    schedule();
}

void Autosave::finish()
{
    mTimer.stop();
    if (mActive && !mOfferPending)
        QFile::remove(mPath);
    mActive = false;
    if (mLock)
        mLock->unlock();
}

bool Autosave::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == mWindow && event->type() == QEvent::Close)
        finish(); // a clean exit: nothing to offer back
    return QObject::eventFilter(watched, event);
}

} // namespace collviz::views

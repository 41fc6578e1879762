// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QDateTime>
#include <QLockFile>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QTimer>

#include <memory>

#include <QMessageBox>

namespace collviz::views {

class MainWindow;

/**
 * No lost work: the scenario on show (setup, round, open panels and their options; see
 * ScenarioFiles::currentScenario) is written to `dir`/autosave.collviz a moment after every
 * change of the setup, the round, the bookmarks or the open panels (debounced), whole or not
 * at all (core/userfiles.h): a full disk leaves the last autosave as it was. A crashed
 * session's file that cannot be restored is kept aside (autosave-unreadable-<time>.collviz),
 * never written over. A clean exit (the window closed) removes it, so
 * a file found at the next start was left by a crash: the window then offers it back ("Restore
 * the unsaved session from <time>?") in a window-modal box that does not block the event loop
 * (tests answer it through restoreOffer()). Until that question is answered nothing is
 * autosaved, so the crashed session's file is never overwritten. A second window running at
 * the same time (the lock file is held) neither offers nor autosaves.
 */
class Autosave final : public QObject
{
    Q_OBJECT
public:
    /// `dir` empty: QStandardPaths::AppDataLocation.
    explicit Autosave(MainWindow *window, const QString &dir = QString(), int delayMs = 1500);
    ~Autosave() override;

    QString path() const { return mPath; }
    /// Whether a crashed session's file was found at the start (and not answered yet).
    bool hasOffer() const { return mOfferPending; }
    QDateTime offeredTime() const { return mOfferTime; }
    /// Shows the offer (non-blocking); null when there is none.
    QMessageBox *showOffer();
    QMessageBox *restoreOffer() const { return mBox; }
    /// The answers: restore opens the file (a refused file is one sentence in *error);
    /// discard removes it. Either way autosaving starts.
    bool restore(QString *error = nullptr);
    void discard();
    /// Writes now (what the timer does); false and *error when it cannot.
    bool saveNow(QString *error = nullptr);
    /// The clean exit: stops and removes the file.
    void finish();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void schedule();

    MainWindow *mWindow = nullptr;
    QString mPath;
    std::unique_ptr<QLockFile> mLock;
    bool mActive = false;       ///< this window owns the autosave (lock held)
    bool mOfferPending = false;
    QDateTime mOfferTime;
    QTimer mTimer;
    QPointer<QMessageBox> mBox;
};

} // namespace collviz::views

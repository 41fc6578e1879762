#include "views/export/autosave.h"

#include "views/export/scenariofiles.h"
#include "views/mainwindow.h"
#include "views/session.h"

#include <QCloseEvent>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QSaveFile>
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
    QSaveFile file(mPath);
    const QByteArray bytes =
        QJsonDocument(mWindow->scenarioFiles()->currentScenario().toJson()).toJson(QJsonDocument::Indented);
    if (file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size() && file.commit())
        return true;
    if (error)
        *error = tr("Cannot autosave to %1: %2").arg(QDir::toNativeSeparators(mPath), file.errorString());
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
                               .arg(QLocale().toString(mOfferTime, QLocale::ShortFormat)),
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
    const bool ok = mWindow->scenarioFiles()->open(mPath, error, false);
    // Restored or not, the file is this session's autosave from now on.
    saveNow();
    return ok;
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

// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The app keeps the lecturer's work: Save and the autosave on a full disk leave the previous
// file byte-identical and say so in a message box; the autosave follows bookmarks and closed
// panels, so that after a crash Restore brings back the setup, the round, the bookmarks and the
// panels; a crashed session's file that cannot be restored is kept aside, never overwritten;
// Ctrl+Shift+S is Save As. The full disk is the kernel refusing writes past RLIMIT_FSIZE
// (EFBIG, SIGXFSZ ignored), set in this process for the moment of the write only.

#include "views/window/autosave.h"
#include "views/window/scenariofiles.h"
#include "views/mainwindow.h"
#include "views/session.h"

#include "guihelpers.h"

#include <QAction>
#include <QDockWidget>
#include <QFileDialog>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMessageBox>
#include <QProcess>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

#include <csignal>
#include <sys/resource.h>

using namespace collviz;
using namespace collviz::tests;

namespace {

/// Writes past `bytes` fail while it lives (the soft limit only: it is raised back after).
class FileSizeLimit
{
public:
    explicit FileSizeLimit(rlim_t bytes)
    {
        getrlimit(RLIMIT_FSIZE, &mOld);
        mPreviousHandler = std::signal(SIGXFSZ, SIG_IGN);
        rlimit l = mOld;
        l.rlim_cur = bytes;
        setrlimit(RLIMIT_FSIZE, &l);
    }
    ~FileSizeLimit()
    {
        setrlimit(RLIMIT_FSIZE, &mOld);
        std::signal(SIGXFSZ, mPreviousHandler);
    }
    FileSizeLimit(const FileSizeLimit &) = delete;
    FileSizeLimit &operator=(const FileSizeLimit &) = delete;

private:
    rlimit mOld{};
    void (*mPreviousHandler)(int) = nullptr;
};

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

QAction *actionWithShortcut(QWidget &w, const QKeySequence &keys)
{
    for (QAction *a : w.findChildren<QAction *>())
        if (a->shortcuts().contains(keys))
            return a;
    return nullptr;
}

/// The text of the next modal box or dialog that opens within `ms`, which is then closed.
struct ModalWatcher
{
    QString text;
    QString className;
    explicit ModalWatcher(int ms = 20000)
    {
        QTimer::singleShot(0, [this, ms]() { poll(ms); });
    }
    void poll(int left)
    {
        if (QWidget *modal = QApplication::activeModalWidget()) {
            className = QString::fromLatin1(modal->metaObject()->className());
            if (auto *box = qobject_cast<QMessageBox *>(modal))
                text = box->text();
            if (auto *dialog = qobject_cast<QDialog *>(modal))
                dialog->reject();
            return;
        }
        if (left > 0)
            QTimer::singleShot(20, [this, left]() { poll(left - 20); });
    }
};

core::RunRequest ringRequest()
{
    core::RunRequest ring;
    ring.algorithm = QStringLiteral("allgather-ring");
    ring.topology = QStringLiteral("ring:8");
    return ring;
}

} // namespace

class TestDataSafety : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { useTestSettings("tst_gui-datasafety"); }

    void saveOnAFullDiskKeepsTheFileAndSaysSo()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("lecture.collviz"));
        views::MainWindow w(windowOptions(ringRequest(), 3));
        QVERIFY(settled(w));
        QString error;
        QVERIFY(w.scenarioFiles()->save(path, &error));
        const QByteArray saved = readAll(path);
        QVERIFY(saved.size() > 200);
        w.session()->setRound(5); // a change the full disk will not take
        QAction *save = actionWithShortcut(w, QKeySequence(QKeySequence::Save));
        QVERIFY(save);
        ModalWatcher watcher;
        {
            const FileSizeLimit full(64);
            save->trigger(); // Ctrl+S: to the file the session was saved to
        }
        QTRY_VERIFY(!watcher.className.isEmpty());
        QCOMPARE(watcher.className, QStringLiteral("QMessageBox"));
        QVERIFY2(watcher.text.contains(QLatin1String("File too large"))
                     && watcher.text.contains(QLatin1String("the file there before is unchanged")),
                 qPrintable(watcher.text));
        QCOMPARE(readAll(path), saved);
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList{QStringLiteral("lecture.collviz")});
    }

    void autosaveOnAFullDiskKeepsTheLastOne()
    {
        QTemporaryDir dir;
        views::MainWindow w(windowOptions(ringRequest(), 2));
        auto *autosave = new views::Autosave(&w, dir.path(), 10);
        QVERIFY(settled(w));
        w.session()->setRound(2);
        QVERIFY(autosave->saveNow());
        const QByteArray last = readAll(autosave->path());
        QVERIFY2(last.contains("\"round\": 2"), last.constData());
        w.session()->setRound(4);
        QString error;
        {
            const FileSizeLimit full(64);
            QVERIFY(!autosave->saveNow(&error));
        }
        QVERIFY2(error.contains(QLatin1String("File too large")), qPrintable(error));
        QCOMPARE(readAll(autosave->path()), last);
        w.close();
    }

    void bookmarksAndPanelsAreAutosavedAndRestored()
    {
        QTemporaryDir crashed;
        QString panelName;
        {
            views::MainWindow w(windowOptions(ringRequest(), 0));
            auto *autosave = new views::Autosave(&w, crashed.path(), 10);
            QVERIFY(settled(w));
            w.session()->setRound(3);
            QTRY_VERIFY(readAll(autosave->path()).contains("\"round\": 3"));
            // M: a bookmark is a change of its own.
            w.session()->toggleBookmark();
            QCOMPARE(w.session()->bookmarks(), QVector<int>{3});
            QTRY_VERIFY(readAll(autosave->path()).contains("\"bookmarks\""));
            // A panel closed is a change of its own.
            const views::PanelSpec &spec = views::MainWindow::panels().front();
            QDockWidget *dock = w.panelDock(QLatin1String(spec.objectName));
            QVERIFY(dock && dock->isVisible());
            const QByteArray before = readAll(autosave->path());
            dock->close();
            QTRY_VERIFY(readAll(autosave->path()) != before);
            panelName = QString::fromUtf8(QJsonDocument::fromJson(before).object().value(QStringLiteral("views")).toObject()
                                              .value(QStringLiteral("panels")).toArray().at(0).toString().toUtf8());
            QVERIFY(!panelName.isEmpty());
            QVERIFY(!QJsonDocument::fromJson(readAll(autosave->path())).object().value(QStringLiteral("views")).toObject()
                         .value(QStringLiteral("panels")).toArray().contains(panelName));
        } // as after kill -9: the window never closed, the autosave stays
        QVERIFY(QFileInfo::exists(crashed.filePath(QStringLiteral("autosave.collviz"))));

        views::MainWindow w(windowOptions(views::Session::defaultRequest(), 0));
        auto *autosave = new views::Autosave(&w, crashed.path(), 10);
        QVERIFY(autosave->hasOffer());
        QVERIFY(settled(w));
        QString error;
        QVERIFY2(autosave->restore(&error), qPrintable(error));
        QTRY_VERIFY_WITH_TIMEOUT(!w.session()->isRunning() && w.session()->result(), 60000);
        QCOMPARE(w.session()->request().topology, QStringLiteral("ring:8"));
        QTRY_COMPARE(w.session()->round(), 3);
        QCOMPARE(w.session()->bookmarks(), QVector<int>{3});
        QDockWidget *dock = w.panelDock(QLatin1String(views::MainWindow::panels().front().objectName));
        QVERIFY(dock);
        QVERIFY(dock->isHidden());
    }

    void killedAppIsRestored()
    {
        // The app itself, killed with SIGKILL once its autosave holds the lecture: a scenario
        // with a bookmark, round 4 and only the cost chart open.
        QTemporaryDir home;
        const QString lecture = home.filePath(QStringLiteral("lecture.collviz"));
        {
            QFile f(lecture);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(R"({"format": "collviz-scenario/1", "algorithm": "allgather-ring", "topology": "ring:8",
                        "round": 4, "bookmarks": [2, 4], "views": {"panels": ["costChart"]}})");
        }
        QProcess app;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        env.insert(QStringLiteral("XDG_DATA_HOME"), home.filePath(QStringLiteral("data")));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config")));
        app.setProcessEnvironment(env);
        app.start(QStringLiteral(COLLVIZ_GUI_PATH), {QStringLiteral("--scenario"), lecture});
        QVERIFY(app.waitForStarted());
        const QString folder = home.filePath(QStringLiteral("data/CollViz/CollViz"));
        const QString autosavePath = folder + QStringLiteral("/autosave.collviz");
        QTRY_VERIFY_WITH_TIMEOUT(readAll(autosavePath).contains("\"bookmarks\""), 30000);
        app.kill(); // SIGKILL: no clean exit, the autosave stays
        QVERIFY(app.waitForFinished());
        QCOMPARE(app.exitStatus(), QProcess::CrashExit);

        views::MainWindow w(windowOptions(views::Session::defaultRequest(), 0));
        auto *autosave = new views::Autosave(&w, folder, 10);
        QVERIFY(autosave->hasOffer());
        QVERIFY(settled(w));
        QString error;
        QVERIFY2(autosave->restore(&error), qPrintable(error));
        QTRY_VERIFY_WITH_TIMEOUT(!w.session()->isRunning() && w.session()->result(), 60000);
        QCOMPARE(w.session()->request().topology, QStringLiteral("ring:8"));
        QTRY_COMPARE(w.session()->round(), 4);
        QCOMPARE(w.session()->bookmarks(), (QVector<int>{2, 4}));
        // The panels open are those of the lecture: the cost chart alone.
        QCOMPARE(w.scenarioFiles()->views().value(QStringLiteral("panels")).toArray(),
                 QJsonArray{QStringLiteral("costChart")});
    }

    void unreadableAutosaveIsKeptAside()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("autosave.collviz"));
        const QByteArray crashed = "{\"format\": \"collviz-scenario/1\", \"algorithm\": "; // cut short
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(crashed);
        }
        views::MainWindow w(windowOptions(views::Session::defaultRequest(), 0));
        auto *autosave = new views::Autosave(&w, dir.path(), 10);
        QVERIFY(autosave->hasOffer());
        QVERIFY(settled(w));
        QString error;
        QVERIFY(!autosave->restore(&error));
        QVERIFY2(error.contains(QLatin1String("The file is kept as")), qPrintable(error));
        const QStringList kept = QDir(dir.path()).entryList({QStringLiteral("autosave-unreadable-*.collviz")});
        QCOMPARE(kept.size(), 1);
        QCOMPARE(readAll(dir.filePath(kept.first())), crashed);
        QVERIFY(error.contains(kept.first()));
        w.close();
    }

    void ctrlShiftSIsSaveAs()
    {
        views::MainWindow w(windowOptions(ringRequest(), 0));
        QVERIFY(settled(w));
        QAction *saveAs = actionWithShortcut(w, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
        QVERIFY(saveAs);
        QVERIFY(saveAs->isEnabled());
        w.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        ModalWatcher watcher;
        QTest::keyClick(&w, Qt::Key_S, Qt::ControlModifier | Qt::ShiftModifier);
        QTRY_VERIFY(!watcher.className.isEmpty()); // the save dialog asked for a name
        QCOMPARE(watcher.className, QStringLiteral("QFileDialog"));
    }
};

QTEST_MAIN(TestDataSafety)
#include "tst_datasafety.moc"

// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Cancelling a long export, as a lecturer does when an animation turns out to take minutes:
// the export stops within a second of the request, says it was cancelled, and leaves the file
// there before byte-identical with no temporary file beside it; from the app's progress
// callback, and from Ctrl-C at the command line.

#include "views/export/batchexport.h"
#include "views/export/formats/exportformat.h"

#include "core/engine.h"

#include "../programrun.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QThread>
#include <QtTest>

#include <csignal>

#include <signal.h>

using namespace collviz;

namespace {

const QString kAlgorithm = QStringLiteral("alltoall-hypercube-pairwise");
const QString kTopology = QStringLiteral("hypercube:6");
const QByteArray kOldBytes = QByteArray("GIF89a: the lecture's old animation, which must survive\n").repeated(64);

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool writeOld(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(kOldBytes) == kOldBytes.size();
}

/// Every entry of `dir`, hidden ones (temporary files, frame folders) included.
QStringList entries(const QString &dir)
{
    return QDir(dir).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot);
}

} // namespace

class TestExportCancel : public QObject
{
    Q_OBJECT

private slots:
    void formatsAreRegisteredOnce()
    {
        // Every id once; every painted format reachable from its suffix.
        QStringList ids;
        for (const auto &f : views::ExportFormats::instance().all()) {
            QVERIFY2(!ids.contains(f->id()), qPrintable(f->id()));
            ids << f->id();
            QVERIFY2(!f->suffixes().isEmpty() && f->filter().contains(QLatin1String("*.") + f->suffixes().first()),
                     qPrintable(f->id()));
        }
        for (const char *id : {"png", "svg", "pdf", "gif", "png-frames", "mp4", "webm", "tikz", "beamer", "csv", "latex", "md"})
            QVERIFY2(ids.contains(QLatin1String(id)), id);
        const auto &formats = views::ExportFormats::instance();
        QCOMPARE(views::ExportFormats::ids(formats.pictures()).join(QLatin1Char(' ')), QStringLiteral("png svg pdf"));
        QCOMPARE(views::ExportFormats::accepted(formats.animations()), QStringLiteral(".gif, .png (numbered frames), .mp4, .webm"));
        QCOMPARE(formats.animationFor(QStringLiteral("a.PNG"), nullptr)->id(), QStringLiteral("png-frames"));
        QVERIFY(formats.find(QStringLiteral("mp4"))->needsFfmpeg());
        QVERIFY(!formats.find(QStringLiteral("gif"))->needsFfmpeg());
    }

    void gifCancelStopsWithinASecond()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("pairwise.gif"));
        QVERIFY(writeOld(path));

        core::RunRequest request;
        request.algorithm = kAlgorithm;
        request.topology = kTopology;
        auto result = std::make_shared<const core::RunResult>(core::Engine::run(request));
        QVERIFY2(result->ok, qPrintable(result->error));

        views::BatchExport job;
        job.request = request;
        QString error;
        QVERIFY2(job.setOption(QStringLiteral("out"), path, &error), qPrintable(error));
        // Cancel once a second has passed (or after 40 frames on a fast machine): well inside the
        // export, whose 63 rounds of 8 frames take far longer.
        QElapsedTimer sinceStart;
        QElapsedTimer sinceCancel;
        int frames = 0;
        int total = 0;
        const views::ExportProgress cancelAfterASecond = [&](int done, int all) {
            frames = done;
            total = all;
            if (sinceStart.elapsed() < 1000 && done < 40)
                return true;
            sinceCancel.start();
            return false;
        };
        sinceStart.start();
        QString message;
        const int status = job.run(result, &message, cancelAfterASecond);
        const qint64 latency = sinceCancel.isValid() ? sinceCancel.elapsed() : -1;
        qInfo("cancelled after %d of %d frames (%lld ms); returned %lld ms after the request", frames, total,
              sinceStart.elapsed() - latency, latency);

        QVERIFY(sinceCancel.isValid());
        QVERIFY2(frames < total, "the export ended before it could be cancelled");
        QVERIFY2(latency < 1000, qPrintable(QString::number(latency)));
        QCOMPARE(status, 2);
        QCOMPARE(message, QStringLiteral("the export was cancelled; nothing was written"));
        QCOMPARE(readAll(path), kOldBytes);
        QCOMPARE(entries(dir.path()), QStringList{QStringLiteral("pairwise.gif")});
    }

    void cliInterruptLeavesTheOldFile()
    {
        // Ctrl-C while collviz-cli writes the GIF: one sentence, status 130, the old file as it was.
        // Small frames: a frame cannot be stopped while it paints, and under the sanitizers a
        // 1200x900 one takes 3.5 s, longer than the bound below.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("pairwise.gif"));
        QVERIFY(writeOld(path));
        QProcess p;
        p.start(QStringLiteral(COLLVIZ_CLI_PATH),
                {QStringLiteral("export"), QStringLiteral("--algorithm"), kAlgorithm, QStringLiteral("--topology"),
                 kTopology, QStringLiteral("--size"), QStringLiteral("320x240"), QStringLiteral("--out"), path});
        QVERIFY(p.waitForStarted());
        // The export runs once the program catches SIGINT (Linux: SigCgt in /proc/PID/status; the
        // new file itself is invisible until complete, QSaveFile writes it with O_TMPFILE).
        const QString status = QStringLiteral("/proc/%1/status").arg(p.processId());
        if (!QFile::exists(status))
            QSKIP("no /proc/PID/status to tell when the export runs");
        auto catchesInterrupt = [&status]() {
            for (const QByteArray &line : readAll(status).split('\n'))
                if (line.startsWith("SigCgt:"))
                    return (line.mid(7).trimmed().toULongLong(nullptr, 16) & (1ull << (SIGINT - 1))) != 0;
            return false;
        };
        QElapsedTimer waited;
        waited.start();
        while (!catchesInterrupt() && p.state() == QProcess::Running && waited.elapsed() < 60000)
            QThread::msleep(10);
        if (p.state() != QProcess::Running)
            QFAIL(qPrintable(QStringLiteral("collviz-cli ended before it was interrupted: ")
                             + QString::fromLocal8Bit(p.readAllStandardError())));
        QVERIFY2(catchesInterrupt(), "the export did not start within a minute");
        QThread::msleep(200); // a few frames into the file
        QElapsedTimer sinceInterrupt;
        sinceInterrupt.start();
        QCOMPARE(::kill(pid_t(p.processId()), SIGINT), 0);
        const auto r = tests::finishProgram(p);
        qInfo("collviz-cli ended %lld ms after SIGINT", sinceInterrupt.elapsed());
        // The program's exit under AddressSanitizer includes its leak check (about a second).
#if defined(__SANITIZE_ADDRESS__)
        constexpr qint64 kBound = 6000;
#else
        constexpr qint64 kBound = 2000;
#endif
        QVERIFY2(sinceInterrupt.elapsed() < kBound, qPrintable(QString::number(sinceInterrupt.elapsed())));
        QCOMPARE(r.exitCode, 130);
        QCOMPARE(QString::fromLocal8Bit(r.err),
                 QStringLiteral("collviz-cli: export cancelled; '%1' was left as it was\n").arg(path));
        QCOMPARE(readAll(path), kOldBytes);
        QCOMPARE(entries(dir.path()), QStringList{QStringLiteral("pairwise.gif")});
    }
};

QTEST_MAIN(TestExportCancel)
#include "tst_exportcancel.moc"

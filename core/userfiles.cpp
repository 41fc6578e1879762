// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "core/userfiles.h"

#include "core/userinput.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

#include <cerrno>
#include <cstdio>
#include <cstring>

namespace collviz::core::userfiles {

namespace {

QString tr(const char *text) { return QCoreApplication::translate("collviz::core::userfiles", text); }

QString quoted(const QString &path) { return QStringLiteral("'%1'").arg(userinput::echo(path)); }

/// Why `path` is no regular file; empty when it is one or does not exist.
QString notRegular(const QFileInfo &info)
{
    if (!info.exists())
        return {};
    if (info.isDir())
        return tr("it is a directory");
    if (!info.isFile())
        return tr("it is not a regular file (a device, FIFO or socket)");
    return {};
}

/// Reads `file` to its end in pieces; false (and *tooLarge) when it holds more than maxBytes.
bool readAll(QFile &file, qint64 maxBytes, QByteArray *bytes, bool *tooLarge)
{
    constexpr qint64 kPiece = qint64(1) << 16;
    QByteArray data;
    for (;;) {
        const qint64 have = data.size();
        const qint64 want = std::min(kPiece, maxBytes + 1 - have);
        data.resize(have + want);
        const qint64 got = file.read(data.data() + have, want);
        if (got < 0)
            return false;
        data.resize(have + got);
        if (data.size() > maxBytes) {
            *tooLarge = true;
            return false;
        }
        if (got == 0 && (file.atEnd() || file.isSequential()))
            break;
    }
    *bytes = std::move(data);
    return true;
}

} // namespace

/// The device writers are handed: it passes every byte on to the file and notes the first
/// write that did not take all of its bytes. Writers such as QSvgGenerator's text stream
/// ignore a short count, and a file device reports a write cut short by a full disk or a size
/// limit as a short count, not an error: here the rest is offered again, which fails with the
/// system's reason, and the failure is kept for commit().
class Output::CheckedDevice final : public QIODevice
{
public:
    explicit CheckedDevice(QFileDevice *target) : mTarget(target) { QIODevice::open(WriteOnly | Unbuffered); }
    bool isSequential() const override { return true; }
    bool failed() const { return mFailed || mTarget->error() != QFileDevice::NoError; }
    QString reason() const { return mReason; }

protected:
    qint64 readData(char *, qint64) override { return -1; }
    qint64 writeData(const char *data, qint64 length) override
    {
        if (mFailed)
            return -1;
        qint64 done = 0;
        while (done < length) {
            errno = 0;
            const qint64 n = mTarget->write(data + done, length - done);
            if (n <= 0) {
                mFailed = true;
                mReason = errno != 0 ? QString::fromLocal8Bit(std::strerror(errno)) : mTarget->errorString();
                return done > 0 ? done : -1;
            }
            done += n;
        }
        return done;
    }

private:
    QFileDevice *mTarget;
    bool mFailed = false;
    QString mReason;
};

bool isStandardStream(const QString &path) { return path == QLatin1String("-"); }

QString inputRefusal(const QString &path, const QString &what, Dash dash)
{
    const bool dashIsInput = dash == Dash::StandardInput;
    if (path.isEmpty())
        return dashIsInput ? tr("the %1 is named '', which names no file; give a file, or - for standard input").arg(what)
                           : tr("the %1 is named '', which names no file; give a file").arg(what);
    if (dashIsInput && isStandardStream(path))
        return {};
    const QString name = QStringLiteral("%1 %2").arg(what, quoted(path));
    if (const QString why = notRegular(QFileInfo(path)); !why.isEmpty())
        return dashIsInput ? tr("cannot read %1: %2; give a regular file, or - for standard input").arg(name, why)
                           : tr("cannot read %1: %2; give a regular file").arg(name, why);
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return tr("cannot read %1 (%2)").arg(name, file.errorString());
    return {};
}

bool read(const QString &path, const QString &what, qint64 maxBytes, QByteArray *bytes, QString *error, Dash dash)
{
    auto failWith = [&](const QString &why) {
        if (error)
            *error = why;
        return false;
    };
    if (const QString why = inputRefusal(path, what, dash); !why.isEmpty())
        return failWith(why);
    const bool standardInput = dash == Dash::StandardInput && isStandardStream(path);
    const QString name = standardInput ? tr("standard input") : QStringLiteral("%1 %2").arg(what, quoted(path));
    QFile file;
    if (standardInput) {
        if (!file.open(stdin, QIODevice::ReadOnly, QFileDevice::DontCloseHandle))
            return failWith(tr("cannot read standard input (%1)").arg(file.errorString()));
    } else {
        const QFileInfo info(path);
        if (info.exists() && info.size() > maxBytes)
            return failWith(tr("%1 is larger than %2 MiB, the most CollViz reads for it").arg(name).arg(maxBytes >> 20));
        file.setFileName(path);
        if (!file.open(QIODevice::ReadOnly))
            return failWith(tr("cannot read %1 (%2)").arg(name, file.errorString()));
    }
    bool tooLarge = false;
    if (!readAll(file, maxBytes, bytes, &tooLarge))
        return failWith(tooLarge ? tr("%1 is larger than %2 MiB, the most CollViz reads for it").arg(name).arg(maxBytes >> 20)
                                 : tr("cannot read %1 (%2)").arg(name, file.errorString()));
    return true;
}

QByteArray head(const QString &path, qint64 count)
{
    if (path.isEmpty() || isStandardStream(path) || !notRegular(QFileInfo(path)).isEmpty())
        return {};
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.read(count) : QByteArray();
}

QString outputRefusal(const QString &path)
{
    if (path.isEmpty())
        return tr("the output is named '', which names no file; give a file, or - for standard output");
    if (isStandardStream(path))
        return {};
    if (const QString why = notRegular(QFileInfo(path)); !why.isEmpty())
        return tr("cannot write %1: %2; only regular files and - (standard output) are written").arg(quoted(path), why);
    return {};
}

Output::Output(const QString &path) : mPath(path) {}

Output::~Output()
{
    cancel();
    mDevice.reset(); // before the file it writes into
}

bool Output::open(QString *error)
{
    auto failWith = [&](const QString &why) {
        if (error)
            *error = why;
        return false;
    };
    if (const QString refusal = outputRefusal(mPath); !refusal.isEmpty())
        return failWith(refusal);
    if (isStandardStream(mPath)) {
        mStdout = std::make_unique<QFile>();
        if (!mStdout->open(stdout, QIODevice::WriteOnly, QFileDevice::DontCloseHandle)) {
            mStdout.reset();
            return failWith(QCoreApplication::translate("collviz::core::userfiles", "cannot write to standard output"));
        }
        mDevice = std::make_unique<CheckedDevice>(mStdout.get());
        return true;
    }
    mExisted = QFileInfo::exists(mPath);
    mFile = std::make_unique<QSaveFile>(mPath);
    if (!mFile->open(QIODevice::WriteOnly)) {
        const QString why = failure(mFile->errorString());
        mFile.reset();
        return failWith(why);
    }
    mDevice = std::make_unique<CheckedDevice>(mFile.get());
    return true;
}

QIODevice *Output::device() const { return mDevice.get(); }

bool Output::failed() const { return mDevice && mDevice->failed(); }

bool Output::commit(QString *error)
{
    auto failWith = [&](const QString &why) {
        if (error)
            *error = why;
        cancel();
        return false;
    };
    if (mStdout) {
        errno = 0;
        const bool ok = !mDevice->failed() && mStdout->flush() && mStdout->error() == QFileDevice::NoError;
        mReason = !mDevice->reason().isEmpty() ? mDevice->reason()
                  : errno != 0                 ? QString::fromLocal8Bit(std::strerror(errno))
                                               : mStdout->errorString();
        mDevice.reset();
        mStdout.reset();
        return ok
               || failWith(QCoreApplication::translate("collviz::core::userfiles", "cannot write to standard output (%1)")
                               .arg(mReason));
    }
    if (!mFile || !mFile->isOpen())
        return failWith(failure(QCoreApplication::translate("collviz::core::userfiles", "it was not opened")));
    // QSaveFile::commit() of Qt 6.4 does not report a failed final flush of a small file: the
    // flush is asked for, and checked, first. Its error string is then empty ("Unknown
    // error"): the system's word for errno is taken instead.
    if (mDevice->failed())
        return failWith(failure(mDevice->reason().isEmpty() ? mFile->errorString() : mDevice->reason()));
    errno = 0;
    const bool flushed = mFile->flush();
    const int flushErrno = errno;
    if (!flushed || mFile->error() != QFileDevice::NoError) {
        QString reason = mFile->errorString();
        if (flushErrno != 0 && (reason.isEmpty() || reason == QLatin1String("Unknown error")))
            reason = QString::fromLocal8Bit(std::strerror(flushErrno));
        return failWith(failure(reason));
    }
    if (!mFile->commit())
        return failWith(failure(mFile->errorString()));
    mDevice.reset();
    mFile.reset();
    return true;
}

void Output::cancel()
{
    // The temporary file is removed when mFile goes (the old file stays as it was); until
    // then the device stays valid for a writer that still holds it, and takes nothing more.
    if (mFile && mFile->isOpen())
        mFile->cancelWriting();
    if (mStdout)
        mStdout->close();
}

QString Output::failure(const QString &reason)
{
    mReason = reason;
    return mExisted ? QCoreApplication::translate("collviz::core::userfiles", "cannot write %1 (%2); the file there before is unchanged").arg(quoted(mPath), reason)
                    : QCoreApplication::translate("collviz::core::userfiles", "cannot write %1 (%2); nothing was written").arg(quoted(mPath), reason);
}

bool write(const QString &path, const QByteArray &bytes, QString *error)
{
    Output out(path);
    if (!out.open(error))
        return false;
    out.device()->write(bytes); // a failed write is reported by commit()
    return out.commit(error);
}

} // namespace collviz::core::userfiles

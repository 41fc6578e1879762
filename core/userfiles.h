// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QByteArray>
#include <QSaveFile>
#include <QString>

#include <memory>

class QFile;
class QIODevice;

namespace collviz::core {

/**
 * The one rule for the files a user names, read or written by either program.
 *
 * - Only regular files and "-" (standard input or output) are read or written. Anything else
 *   (a directory, a device, a FIFO, a socket, a link to one of them) is refused before it is
 *   opened, in one sentence naming the file: a FIFO never hangs a reader, and /dev/null is
 *   never replaced by a regular file.
 * - An input is read in pieces until its end (a pipe hands its data over in pieces), and its
 *   size cap is checked while reading, so that an endless input is refused, not read until
 *   memory runs out.
 * - An output is written whole or not at all: every write and the final flush are checked
 *   before the file replaces the old one (QSaveFile), so that a full disk, a size limit or a
 *   failing device leaves the previous file byte-identical and says so in one sentence.
 */
namespace userfiles {

/// "-": standard input for a reader, standard output for a writer.
bool isStandardStream(const QString &path);

/// What "-" names for a reader: standard input (most readers), or a file of that name like any
/// other (FileName: a file that is read again and again, such as a network file, which standard
/// input cannot be; its sentences then offer no standard input either).
enum class Dash { StandardInput, FileName };

/// Reads all of `path` ("-": standard input, unless `dash` says otherwise) into *bytes. `what`
/// names the file in sentences ("scenario file", "schedule file"); more than `maxBytes` is
/// refused while reading. False and one sentence in *error when the file is not a regular
/// file, cannot be read or is too large.
bool read(const QString &path, const QString &what, qint64 maxBytes, QByteArray *bytes, QString *error,
          Dash dash = Dash::StandardInput);

/// Empty when `path` may be read (standard input, or a regular file this process can open);
/// otherwise the sentence read() would refuse it with.
QString inputRefusal(const QString &path, const QString &what, Dash dash = Dash::StandardInput);

/// The first `count` bytes of the regular file `path` (fewer when it is shorter), to tell its
/// format; empty when it is not a regular file or cannot be read.
QByteArray head(const QString &path, qint64 count);

/// Empty when `path` may be written (standard output, a regular file, or a file that does not
/// exist yet); otherwise the sentence refusing it.
QString outputRefusal(const QString &path);

/**
 * A file written whole or not at all. open() refuses what outputRefusal() refuses; the
 * writer writes into device(); commit() checks every write and the final flush before the
 * new file replaces the old one. Destroyed without commit(), nothing changes on disk.
 * "-" writes to standard output (checked the same way, but nothing can be taken back).
 */
class Output
{
public:
    explicit Output(const QString &path);
    ~Output();
    Output(const Output &) = delete;
    Output &operator=(const Output &) = delete;

    bool open(QString *error);
    QIODevice *device() const;
    /// Whether a write has failed so far (a writer may stop early).
    bool failed() const;
    bool commit(QString *error);
    void cancel();
    QString path() const { return mPath; }
    /// Why the last open() or commit() failed, as the system says it ("No space left on
    /// device"); for writers that phrase their own sentence.
    QString failureReason() const { return mReason; }

private:
    QString failure(const QString &reason); ///< the sentence; keeps the reason

    QString mPath;
    class CheckedDevice;

    QString mReason;
    bool mExisted = false; ///< a file was there before: the sentences say it is unchanged
    std::unique_ptr<QSaveFile> mFile;
    std::unique_ptr<QFile> mStdout;
    std::unique_ptr<CheckedDevice> mDevice; ///< what writers write into: every byte checked
};

/// `bytes` written to `path` whole or not at all (Output).
bool write(const QString &path, const QByteArray &bytes, QString *error);

} // namespace userfiles
} // namespace collviz::core

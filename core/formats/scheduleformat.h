// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/engine.h"
#include "core/scheduledocument.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <atomic>
#include <memory>
#include <vector>

class QIODevice;

namespace collviz::core {

/**
 * A file format schedules are read from and written to (as Tiled's MapFormat): a name, the
 * suffixes its files have, a look at the first bytes of a file, and reading into a RunResult
 * checked as the engine checks its own runs. Both programs, the command line's verify and
 * export --schedule and (with the importers to come) the app reach schedules only through
 * ScheduleFormats, so a new format is one class and one line of its list.
 */
class ScheduleFormat
{
public:
    virtual ~ScheduleFormat() = default;
    /// The name users give to choose it ("collviz-schedule/1").
    virtual QString name() const = 0;
    /// The suffixes of its files, lower case, without the dot.
    virtual QStringList suffixes() const = 0;
    /// Whether `head`, the first bytes of a file, are this format's.
    virtual bool sniff(const QByteArray &head) const = 0;
    /// Reads and checks a whole file's bytes; false and one sentence (naming no file) when
    /// they are refused.
    virtual bool read(const QByteArray &bytes, RunResult *out, QString *error,
                      const std::atomic<bool> *cancel = nullptr) const = 0;
    /// Writes `run`'s schedule (false when the device fails).
    virtual bool write(const RunResult &run, QIODevice &out) const = 0;
};

/// The formats, in one list: the first is the default.
class ScheduleFormats
{
public:
    static const ScheduleFormats &instance();
    const std::vector<std::unique_ptr<ScheduleFormat>> &all() const { return mFormats; }
    const ScheduleFormat *find(const QString &name) const;
    /// "collviz-schedule/1 (.json), ...": what the sentences list.
    QString accepted() const;

    /// The format of a file: `forced` by name if given; else the one whose sniff() knows its
    /// first bytes; else the one its suffix names; else the default. Null (and one sentence)
    /// only when `forced` names no format.
    const ScheduleFormat *formatFor(const QString &path, const QByteArray &bytes, const QString &forced,
                                    QString *error) const;
    /// Whether the regular file `path` starts as a file of one of the formats (the app's Open
    /// and drops tell schedules from scenarios by it).
    bool recognises(const QString &path) const;
    /// Reads the schedule file `path` ("-": standard input; core/userfiles.h, at most
    /// kMaxBytes) in its format; errors start with "schedule file 'NAME'" or "standard input".
    bool readFile(const QString &path, const QString &forced, RunResult *out, QString *error,
                  const std::atomic<bool> *cancel = nullptr) const;

    /// The largest schedule file read, in any format (scheduledocument::kMaxBytes); a larger
    /// one is refused while read.
    static constexpr qint64 kMaxBytes = scheduledocument::kMaxBytes;

private:
    ScheduleFormats();
    std::vector<std::unique_ptr<ScheduleFormat>> mFormats;
};

} // namespace collviz::core

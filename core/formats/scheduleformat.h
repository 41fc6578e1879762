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
#include <optional>
#include <vector>

class QIODevice;

namespace collviz::core {

/**
 * What the user chose for a file that does not say it all. An MSCCL algorithm or an SMPI trace
 * names its processors but no network, model or cost: the user chooses the network it runs on
 * (`--topology`; empty: `complete:P`, which defaultNetwork() names and every output shows),
 * the model items over the format's natural model (`--model`) and the cost parameters
 * (`--m`, `--ts`, `--tw`, `--th`, `--tc`). A format whose files fix them all (collviz-schedule/1)
 * refuses every one of them: ScheduleFormats::readFile says so in one sentence.
 */
struct ScheduleReadOptions
{
    QString topology;               ///< the network to run on; empty: defaultNetwork(P)
    QString modelSpec;              ///< model items over the format's natural model; empty: natural
    std::optional<CostParams> cost; ///< the cost parameters; none: CostParams's defaults
    /// Whether the user chose anything (what a format that names its network refuses).
    bool anyGiven() const { return !topology.isEmpty() || !modelSpec.isEmpty() || cost.has_value(); }
    /// The network a file of `processors` processors runs on when the user chose none.
    static QString defaultNetwork(int processors) { return QStringLiteral("complete:%1").arg(processors); }
};

/**
 * A file format schedules are read from and written to (as Tiled's MapFormat): a name, the
 * suffixes its files have, a look at the first bytes of a file, and reading into a RunResult
 * checked as the engine checks its own runs, and writing a run's schedule. Both programs (the
 * command line's verify, export and sweep --schedule, export --format NAME; the app's Open and
 * Export schedule) reach schedule files only through ScheduleFormats, so a new format is one
 * class and one line of its list.
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
    /// A line for lists and file dialogs ("MSCCL algorithm (XML)"), translated.
    virtual QString title() const { return name(); }
    /// Whether its files name their network, model and cost (collviz-schedule/1 does; an
    /// MSCCL algorithm or an SMPI trace does not: ScheduleReadOptions chooses them).
    virtual bool namesNetwork() const { return true; }
    /// Whether it reads files / writes runs (a format may do one only).
    virtual bool canRead() const { return true; }
    virtual bool canWrite() const { return true; }
    /// Reads and checks a whole file's bytes; false and one sentence (naming no file) when
    /// they are refused. `options` is empty for a format that namesNetwork().
    virtual bool read(const QByteArray &bytes, const ScheduleReadOptions &options, RunResult *out, QString *error,
                      const std::atomic<bool> *cancel = nullptr) const = 0;
    /// Empty when `run` (ok, with a schedule) can be written in this format; else one sentence
    /// saying why not (an operation the format has no name for), naming no file.
    virtual QString writeRefusal(const RunResult &run) const
    {
        Q_UNUSED(run);
        return {};
    }
    /// Empty when a file written from `run` keeps all of it that the format can say; else one
    /// sentence (naming no file) saying what it does not keep, for the user to read beside a
    /// written file (an MSCCL algorithm has no barrier between rounds).
    virtual QString writeCaveat(const RunResult &run) const
    {
        Q_UNUSED(run);
        return {};
    }
    /// Writes `run`'s schedule (writeRefusal(run) must be empty); false when the device fails.
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
    /// The formats that write (export --format NAME; the app's Export schedule).
    std::vector<const ScheduleFormat *> writers() const;
    /// Reads the schedule file `path` ("-": standard input; core/userfiles.h, at most
    /// kMaxBytes) in its format; errors start with "schedule file 'NAME'" or "standard input".
    /// `options` given to a format that namesNetwork() are refused in one sentence.
    bool readFile(const QString &path, const QString &forced, RunResult *out, QString *error,
                  const std::atomic<bool> *cancel = nullptr) const
    {
        return readFile(path, forced, ScheduleReadOptions(), out, error, cancel);
    }
    bool readFile(const QString &path, const QString &forced, const ScheduleReadOptions &options, RunResult *out,
                  QString *error, const std::atomic<bool> *cancel = nullptr) const;
    /// The format `path` would be read in (as readFile chooses it), or null with one sentence.
    const ScheduleFormat *formatOfFile(const QString &path, const QString &forced, QString *error) const;

    /// The largest schedule file read, in any format (scheduledocument::kMaxBytes); a larger
    /// one is refused while read.
    static constexpr qint64 kMaxBytes = scheduledocument::kMaxBytes;

private:
    ScheduleFormats();
    std::vector<std::unique_ptr<ScheduleFormat>> mFormats;
};

} // namespace collviz::core

// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "core/formats/scheduleformat.h"

#include "core/formats/collvizschedule.h"
#include "core/formats/msccl/mscclformat.h"
#include "core/formats/paje/pajeformat.h"
#include "core/userfiles.h"
#include "core/userinput.h"

#include <QCoreApplication>
#include <QFileInfo>

#include <algorithm>

namespace collviz::core {

namespace {
QString tr(const char *text) { return QCoreApplication::translate("collviz::core::ScheduleFormats", text); }
/// How much of a file sniff() is shown.
constexpr qsizetype kHead = 4096;
} // namespace

ScheduleFormats::ScheduleFormats()
{
    // The one list of formats; the first is the default.
    mFormats.push_back(makeCollvizScheduleFormat());
    mFormats.push_back(makeMscclFormat());
    mFormats.push_back(makePajeFormat());
}

const ScheduleFormats &ScheduleFormats::instance()
{
    static const ScheduleFormats formats;
    return formats;
}

const ScheduleFormat *ScheduleFormats::find(const QString &name) const
{
    for (const auto &f : mFormats)
        if (f->name() == name)
            return f.get();
    return nullptr;
}

QString ScheduleFormats::accepted() const
{
    QStringList names;
    for (const auto &f : mFormats)
        names << QStringLiteral("%1 (.%2)").arg(f->name(), f->suffixes().join(QStringLiteral(", .")));
    return names.join(QStringLiteral(", "));
}

const ScheduleFormat *ScheduleFormats::formatFor(const QString &path, const QByteArray &bytes, const QString &forced,
                                                 QString *error) const
{
    if (!forced.isEmpty()) {
        const ScheduleFormat *f = find(forced);
        if (!f && error)
            *error = tr("schedule format '%1' is not one CollViz reads; accepted: %2")
                         .arg(userinput::echo(forced), accepted());
        return f;
    }
    const QByteArray head = bytes.left(kHead);
    for (const auto &f : mFormats)
        if (f->sniff(head))
            return f.get();
    const QString suffix = QFileInfo(path).suffix().toLower();
    for (const auto &f : mFormats)
        if (f->suffixes().contains(suffix))
            return f.get();
    return mFormats.front().get(); // its reader says what is wrong with the file
}

bool ScheduleFormats::recognises(const QString &path) const
{
    const QByteArray head = userfiles::head(path, kHead);
    return std::any_of(mFormats.begin(), mFormats.end(), [&](const auto &f) { return f->sniff(head); });
}

std::vector<const ScheduleFormat *> ScheduleFormats::writers() const
{
    std::vector<const ScheduleFormat *> out;
    for (const auto &f : mFormats)
        if (f->canWrite())
            out.push_back(f.get());
    return out;
}

const ScheduleFormat *ScheduleFormats::formatOfFile(const QString &path, const QString &forced, QString *error) const
{
    if (!forced.isEmpty())
        return formatFor(path, {}, forced, error);
    return formatFor(path, userfiles::head(path, kHead), forced, error);
}

bool ScheduleFormats::readFile(const QString &path, const QString &forced, const ScheduleReadOptions &options,
                               RunResult *out, QString *error, const std::atomic<bool> *cancel) const
{
    QByteArray bytes;
    if (!userfiles::read(path, tr("schedule file"), kMaxBytes, &bytes, error))
        return false;
    const ScheduleFormat *format = formatFor(path, bytes, forced, error);
    if (!format)
        return false;
    QString why;
    if (!format->canRead()) {
        why = tr("CollViz writes %1 files but does not read them").arg(format->name());
    } else if (format->namesNetwork() && options.anyGiven()) {
        QStringList others;
        for (const auto &f : mFormats)
            if (!f->namesNetwork() && f->canRead())
                others << f->name();
        why = tr("a %1 file names its network, model and cost; --topology, --model, --m, --ts, --tw, --th and "
                 "--tc choose them for files that do not (%2)")
                  .arg(format->name(), others.join(QStringLiteral(", ")));
    }
    if (!why.isEmpty() || !format->read(bytes, options, out, &why, cancel)) {
        if (error)
            *error = userfiles::isStandardStream(path) ? tr("standard input: %1").arg(why)
                                                       : tr("schedule file '%1': %2").arg(userinput::echo(path), why);
        return false;
    }
    return true;
}

} // namespace collviz::core

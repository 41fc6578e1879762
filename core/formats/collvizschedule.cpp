// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "core/formats/collvizschedule.h"

#include "core/report.h"
#include "core/scheduledocument.h"

#include <QCoreApplication>

namespace collviz::core {

namespace {

class CollvizScheduleFormat final : public ScheduleFormat
{
public:
    QString name() const override { return QStringLiteral("collviz-schedule/1"); }
    QStringList suffixes() const override { return {QStringLiteral("json")}; }
    bool sniff(const QByteArray &head) const override
    {
        // The format member, wherever in the head the writer put it ("format":"..." with or
        // without a space).
        return head.contains("\"collviz-schedule/1\"") && head.contains("\"format\"");
    }
    QString title() const override
    {
        return QCoreApplication::translate("collviz::core::ScheduleFormats", "CollViz schedule (JSON)");
    }
    bool read(const QByteArray &bytes, const ScheduleReadOptions &options, RunResult *out, QString *error,
              const std::atomic<bool> *cancel) const override
    {
        Q_UNUSED(options); // refused by ScheduleFormats::readFile: the document names them all
        return scheduledocument::read(bytes, out, error, cancel);
    }
    bool write(const RunResult &run, QIODevice &out) const override { return report::writeScheduleJson(run, out); }
};

} // namespace

std::unique_ptr<ScheduleFormat> makeCollvizScheduleFormat() { return std::make_unique<CollvizScheduleFormat>(); }

} // namespace collviz::core

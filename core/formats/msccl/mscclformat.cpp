// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "core/formats/msccl/mscclformat.h"

#include "core/formats/msccl/msccl.h"

#include <QCoreApplication>

namespace collviz::core {

namespace {

class MscclFormat final : public ScheduleFormat
{
public:
    QString name() const override { return QStringLiteral("msccl"); }
    QStringList suffixes() const override { return {QStringLiteral("xml")}; }
    QString title() const override
    {
        return QCoreApplication::translate("collviz::core::ScheduleFormats", "MSCCL algorithm (XML)");
    }
    bool sniff(const QByteArray &head) const override
    {
        // The root element, after an optional XML declaration and comments.
        return head.contains("<algo ") && head.contains("ngpus");
    }
    bool namesNetwork() const override { return false; }
    bool read(const QByteArray &bytes, const ScheduleReadOptions &options, RunResult *out, QString *error,
              const std::atomic<bool> *cancel) const override
    {
        return msccl::read(bytes, options, out, error, cancel);
    }
    QString writeRefusal(const RunResult &run) const override { return msccl::writeRefusal(run); }
    QString writeCaveat(const RunResult &run) const override { return msccl::writeCaveat(run); }
    bool write(const RunResult &run, QIODevice &out) const override { return msccl::write(run, out); }
};

} // namespace

std::unique_ptr<ScheduleFormat> makeMscclFormat() { return std::make_unique<MscclFormat>(); }

} // namespace collviz::core

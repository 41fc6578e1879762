// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "core/formats/paje/pajeformat.h"

#include "core/formats/paje/paje.h"

#include <QCoreApplication>

namespace collviz::core {

namespace {

class PajeFormat final : public ScheduleFormat
{
public:
    QString name() const override { return QStringLiteral("paje"); }
    QStringList suffixes() const override { return {QStringLiteral("trace"), QStringLiteral("paje")}; }
    QString title() const override
    {
        return QCoreApplication::translate("collviz::core::ScheduleFormats", "Paje trace");
    }
    bool sniff(const QByteArray &head) const override { return head.contains("%EventDef"); }
    bool namesNetwork() const override { return false; }
    bool read(const QByteArray &bytes, const ScheduleReadOptions &options, RunResult *out, QString *error,
              const std::atomic<bool> *cancel) const override
    {
        return paje::read(bytes, options, out, error, cancel);
    }
    bool write(const RunResult &run, QIODevice &out) const override { return paje::write(run, out); }
};

} // namespace

std::unique_ptr<ScheduleFormat> makePajeFormat() { return std::make_unique<PajeFormat>(); }

} // namespace collviz::core

// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// libFuzzer target: a collviz-schedule/1 document's bytes, read as `collviz-cli verify` reads
// them (core/scheduledocument.h: the header's checks, the operation's packets and buffers,
// every round replayed by the Simulator and timed by the CostModel). A refused document must
// say why in one sentence; an accepted one must write and read back to the same verdict.

#include "fuzz/fuzzcommon.h"

#include "core/report.h"
#include "core/scheduledocument.h"

#include <QBuffer>
#include <QJsonDocument>
#include <QJsonObject>

using namespace collviz;

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    fuzz::initApplication();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    // Networks of up to 4,096 nodes are read (scripts/fuzz.sh gives this target inputs long
    // enough for their packets and buffers); larger ones are legal but only slow to set up.
    const QJsonObject head = QJsonDocument::fromJson(bytes).object();
    QString error;
    const auto topology = core::Topology::create(
        head.value(QStringLiteral("topology")).toObject().value(QStringLiteral("spec")).toString(), &error);
    if (topology && topology->nodeCount() > 4096)
        return 0;
    core::RunResult result;
    if (!core::scheduledocument::read(bytes, &result, &error)) {
        fuzz::checkRefusal(error, QString::fromUtf8(bytes.left(200)));
        return 0;
    }
    QByteArray again;
    QBuffer buffer(&again);
    buffer.open(QIODevice::WriteOnly);
    if (!core::report::writeScheduleJson(result, buffer))
        fuzz::fail("an accepted schedule could not be written");
    core::RunResult back;
    if (!core::scheduledocument::read(again, &back, &error))
        fuzz::fail("a written schedule is refused:", error);
    if (back.simulation.verified != result.simulation.verified || back.simulation.time != result.simulation.time
        || back.simulation.violationCount != result.simulation.violationCount)
        fuzz::fail("a schedule does not read back to the same verdict and time");
    return 0;
}

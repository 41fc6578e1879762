// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// libFuzzer target: a collviz-scenario/1 file's bytes, read by Scenario::readBytes, the
// reader both programs' Scenario::readFile hands a file's bytes to (JSON, no member named
// twice, fromJson, validate). An accepted scenario must write (toJson) and read back to the
// same scenario; a refused one must say why in one sentence. The file step before it
// (core/userfiles.h: regular files only, the size cap while reading) has its own tests.

#include "fuzz/fuzzcommon.h"

#include "core/scenario.h"

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
    if (qint64(size) > core::Scenario::kMaxFileBytes) // readFile refuses it while reading
        return 0;
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    core::Scenario s;
    QString error;
    if (!core::Scenario::readBytes(bytes, QStringLiteral("fuzz.collviz"), &s, &error)) {
        fuzz::checkRefusal(error, QString::fromUtf8(bytes.left(200)));
        return 0;
    }
    core::Scenario again;
    QString againError;
    const bool read = core::Scenario::fromJson(s.toJson(), &again, &againError);
    again.topologyBase = s.topologyBase; // where the file is, not what it says
    if (!read || again != s)
        fuzz::fail("scenario does not round-trip:", QString::fromUtf8(QJsonDocument(s.toJson()).toJson()));
    // What the CLI and the app do next with it: the request the engine takes.
    const core::Scenario back = core::Scenario::fromRunRequest(s.toRunRequest(), s.round);
    (void)back;
    return 0;
}

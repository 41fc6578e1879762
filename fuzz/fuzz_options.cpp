// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// libFuzzer target: the command-line options of a scenario (--topology, --m, --root, ...)
// through Scenario::setOption and validate, as collviz-cli and the app's command line use
// them. The input is NUL-separated tokens: option name, value, option name, value, ...
// Every refusal must be one sentence; an accepted scenario must round-trip through JSON.

#include "fuzz/fuzzcommon.h"

#include "core/scenario.h"

#include <QByteArrayList>

using namespace collviz;

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    fuzz::initApplication();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    if (size > 4096)
        return 0;
    const QByteArrayList tokens = QByteArray(reinterpret_cast<const char *>(data), qsizetype(size)).split('\0');
    core::Scenario s;
    s.algorithm = QStringLiteral("allgather-ring");
    s.topology = QStringLiteral("ring:8");
    for (qsizetype i = 0; i + 1 < tokens.size(); i += 2) {
        const QString name = QString::fromUtf8(tokens[i]);
        const QString value = QString::fromUtf8(tokens[i + 1]);
        QString error;
        if (!s.setOption(name, value, &error)) {
            fuzz::checkRefusal(error, name + QLatin1Char('=') + value);
            return 0;
        }
    }
    QString error;
    if (!s.validate(core::Scenario::Naming::CommandLine, &error)) {
        fuzz::checkRefusal(error, QString::fromUtf8(QByteArray(reinterpret_cast<const char *>(data), qsizetype(size))));
        return 0;
    }
    core::Scenario again;
    if (!core::Scenario::fromJson(s.toJson(), &again, &error) || again != s)
        fuzz::fail("options do not round-trip through JSON:", error);
    return 0;
}

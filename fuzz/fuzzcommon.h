// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Shared by the libFuzzer targets: one QCoreApplication for the whole run (the parsers'
// sentences go through QCoreApplication::translate) and the check that turns a broken
// invariant into a crash libFuzzer records.

#include <QCoreApplication>
#include <QString>

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

namespace collviz::fuzz {

/// Created once in LLVMFuzzerInitialize; argv is our own, so libFuzzer's flags never reach Qt.
inline void initApplication()
{
    static int argc = 1;
    static char name[] = "collviz-fuzz";
    static char *argv[] = {name, nullptr};
    static QCoreApplication app(argc, argv);
}

/// Input bytes as the text a user would type or a file would hold (UTF-8, invalid
/// sequences become U+FFFD as QString does everywhere else).
inline QString text(const std::uint8_t *data, std::size_t size)
{
    return QString::fromUtf8(reinterpret_cast<const char *>(data), qsizetype(size));
}

[[noreturn]] inline void fail(const char *what, const QString &detail = {})
{
    std::fprintf(stderr, "collviz-fuzz: %s %s\n", what, detail.toUtf8().constData());
    std::abort();
}

/// A refusal must be one sentence: non-empty, no line break.
inline void checkRefusal(const QString &error, const QString &input)
{
    if (error.trimmed().isEmpty())
        fail("refused without a message:", input);
    if (error.contains(QLatin1Char('\n')))
        fail("refusal spans several lines:", error);
}

} // namespace collviz::fuzz

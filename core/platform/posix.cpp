// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The seam on Linux and macOS: POSIX calls (the memory probe is in memory_linux.cpp or
// memory_macos.cpp).

#include "core/platform/platform.h"

#include <QDir>
#include <QFile>
#include <QString>

#include <csignal>
#include <new>

#include <sys/mman.h>
#include <unistd.h>

namespace collviz::core::platform {

void adviseHugePages(void *p, std::size_t bytes)
{
#if defined(MADV_HUGEPAGE)
    madvise(p, bytes, MADV_HUGEPAGE);
#else
    (void)p;
    (void)bytes;
#endif
}

void *mapZeroedPages(std::size_t bytes)
{
    void *p = mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (p == MAP_FAILED)
        throw std::bad_alloc();
    return p;
}

void unmapZeroedPages(void *p, std::size_t bytes) noexcept
{
    munmap(p, bytes);
}

bool isTerminal(std::FILE *stream)
{
    return isatty(fileno(stream)) == 1;
}

void provideRuntimeFolder()
{
    if (!qEnvironmentVariableIsEmpty("XDG_RUNTIME_DIR"))
        return;
    const QString runtime = QDir::tempPath() + QStringLiteral("/runtime-%1").arg(getuid());
    if (QDir().mkpath(runtime) && QFile::setPermissions(runtime, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner))
        qputenv("XDG_RUNTIME_DIR", QFile::encodeName(runtime));
}

namespace {
struct sigaction gPrevious = {};
}

void catchInterruptOnce(void (*handler)(int))
{
    struct sigaction interrupt = {};
    interrupt.sa_handler = handler;
    interrupt.sa_flags = SA_RESETHAND; // a second Ctrl-C is not caught
    sigemptyset(&interrupt.sa_mask);
    sigaction(SIGINT, &interrupt, &gPrevious);
}

void releaseInterrupt()
{
    sigaction(SIGINT, &gPrevious, nullptr);
}

} // namespace collviz::core::platform

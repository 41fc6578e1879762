// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The seam on Windows: Win32 calls only (scripts/check-portable.sh compiles this file with
// MinGW-w64 where it is installed).

#include "core/platform/platform.h"

#include <algorithm>
#include <csignal>
#include <limits>
#include <new>

#include <io.h>
#ifndef WIN32_LEAN_AND_MEAN
#define WIN32_LEAN_AND_MEAN
#endif
#ifndef NOMINMAX
#define NOMINMAX
#endif
#include <windows.h>

namespace collviz::core::platform {

double availableMemoryBytes()
{
    double avail = std::numeric_limits<double>::infinity();
    MEMORYSTATUSEX status{};
    status.dwLength = sizeof status;
    if (GlobalMemoryStatusEx(&status)) {
        // Physical memory not in use, and what is left of the process's address space.
        avail = std::min(avail, double(status.ullAvailPhys));
        avail = std::min(avail, double(status.ullAvailVirtual));
    }
    // A job object's limit on the process's committed memory (a container, a batch system).
    JOBOBJECT_EXTENDED_LIMIT_INFORMATION job{};
    if (QueryInformationJobObject(nullptr, JobObjectExtendedLimitInformation, &job, sizeof job, nullptr)
        && (job.BasicLimitInformation.LimitFlags & JOB_OBJECT_LIMIT_PROCESS_MEMORY))
        avail = std::min(avail, double(job.ProcessMemoryLimit));
    return std::max(0.0, avail);
}

void adviseHugePages(void *p, std::size_t bytes)
{
    // Large pages need a privilege ordinary users lack; the hint has no Windows counterpart.
    (void)p;
    (void)bytes;
}

void *mapZeroedPages(std::size_t bytes)
{
    void *p = VirtualAlloc(nullptr, bytes, MEM_RESERVE | MEM_COMMIT, PAGE_READWRITE);
    if (!p)
        throw std::bad_alloc();
    return p;
}

void unmapZeroedPages(void *p, std::size_t bytes) noexcept
{
    (void)bytes;
    VirtualFree(p, 0, MEM_RELEASE);
}

bool isTerminal(std::FILE *stream)
{
    return _isatty(_fileno(stream)) != 0;
}

void provideRuntimeFolder()
{
    // Windows has no such folder; Qt uses the user's application data folders.
}

namespace {
void (*gPrevious)(int) = SIG_DFL;
}

void catchInterruptOnce(void (*handler)(int))
{
    // The C runtime resets SIGINT to its default before it calls the handler, so a second
    // Ctrl-C ends the program.
    gPrevious = std::signal(SIGINT, handler);
}

void releaseInterrupt()
{
    std::signal(SIGINT, gPrevious == SIG_ERR ? SIG_DFL : gPrevious);
}

} // namespace collviz::core::platform

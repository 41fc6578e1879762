// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <cstddef>
#include <cstdio>

/**
 * The one seam between CollViz and its operating system: everything Qt does not offer and
 * the C++ standard does not either. One implementation per system, chosen by CMake
 * (core/CMakeLists.txt): posix.cpp with memory_linux.cpp or memory_macos.cpp, or
 * windows.cpp. No file outside core/platform/ includes a system header
 * (scripts/check-portable.sh, run by CI).
 */
namespace collviz::core::platform {

/// Bytes this process may still allocate before the system refuses or starts to swap: the
/// smallest of free memory, the process's own limits (ulimit, a cgroup, a job object) less
/// what it already uses. Infinity when nothing can be read.
double availableMemoryBytes();

/// Asks the system to back [p, p + bytes) with huge pages where it can (a hint; no effect
/// where there is no such thing).
void adviseHugePages(void *p, std::size_t bytes);

/// `bytes` of zeroed memory mapped straight from the system (mmap, VirtualAlloc), whose pages
/// stay unbacked until first written. Throws std::bad_alloc when the mapping fails.
void *mapZeroedPages(std::size_t bytes);

/// Gives back a block of mapZeroedPages.
void unmapZeroedPages(void *p, std::size_t bytes) noexcept;

/// Whether `stream` writes to a terminal (a console window on Windows) rather than to a file
/// or a pipe.
bool isTerminal(std::FILE *stream);

/// Where the system keeps a per-user runtime folder (XDG_RUNTIME_DIR on Linux and the BSDs)
/// and none was given (no login session: cron, CI), makes the one Qt would choose, private
/// to the user, so that Qt neither warns nor uses a shared one. Nothing elsewhere.
void provideRuntimeFolder();

/// Calls `handler` on the first Ctrl-C (SIGINT; a console's Ctrl-C or Ctrl-Break on
/// Windows); a second Ctrl-C ends the program as it would without it. `handler` may only set
/// a std::sig_atomic_t.
void catchInterruptOnce(void (*handler)(int));

/// Undoes catchInterruptOnce: Ctrl-C acts as before it.
void releaseInterrupt();

} // namespace collviz::core::platform

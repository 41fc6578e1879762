#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The CollViz authors
# SPDX-License-Identifier: GPL-3.0-or-later
# Portability: no file of core/, views/ or app/ outside the platform seam (core/platform/)
# includes a header or calls a function that only POSIX systems (or only Windows, or only
# macOS) have, or reads /proc or /sys. Tests, benchmarks and fuzzers may. Where MinGW-w64 is
# installed (Debian: g++-mingw-w64-x86-64-posix), the seam's Windows side is compiled too
# (front end only). The gcc and clang builtins are wrapped in core/bits.h.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

git ls-files 'core/*.cpp' 'core/*.h' 'views/*.cpp' 'views/*.h' 'app/*.cpp' 'app/*.h' \
    | grep -v '^core/platform/' | python3 -c '
import re, sys
headers = re.compile(r"^\s*#\s*include\s*[<\"]((unistd|signal|fcntl|termios|pwd|grp|dirent|dlfcn|poll|pthread|sched"
                     r"|semaphore|spawn|syslog|netdb|windows|io|direct|process|winsock2?)\.h"
                     r"|(sys|netinet|arpa|mach|mach-o)/[^>\"]+)[>\"]")
# gcc and clang extensions: only core/bits.h wraps them (MSVC has neither).
extensions = re.compile(r"__builtin_|__attribute__")
calls = re.compile(r"(?<![\w.>:])(isatty|fileno|getrlimit|setrlimit|sigaction|sigemptyset|mmap|munmap|madvise|sysconf"
                   r"|getpid|getuid|geteuid|fork|execv|execvp|popen|pclose|_isatty|VirtualAlloc|GetProcAddress)\s*\(|\"/proc/|\"/sys/")
files = sys.stdin.read().split()
bad = 0
for path in files:
    for n, line in enumerate(open(path, encoding="utf-8"), 1):
        code = line.split("//")[0] if not line.lstrip().startswith("*") else ""
        if headers.search(line) or calls.search(code) or (path != "core/bits.h" and extensions.search(code)):
            print("%s:%d: %s" % (path, n, line.strip()))
            bad += 1
if bad:
    sys.exit("check-portable: %d system header(s) or call(s) outside core/platform/; "
             "put them behind core/platform/platform.h" % bad)
print("check-portable: no system header or call outside core/platform/ (%d files)" % len(files))
'

mingw=$(command -v x86_64-w64-mingw32-g++-posix || command -v x86_64-w64-mingw32-g++ || true)
if [ -n "$mingw" ]; then
    "$mingw" -std=c++17 -fsyntax-only -Wall -Wextra -Werror -I. core/platform/windows.cpp
    echo "check-portable: core/platform/windows.cpp compiles for Windows ($(basename "$mingw"))"
else
    echo "check-portable: MinGW-w64 not installed; core/platform/windows.cpp not compiled"
fi

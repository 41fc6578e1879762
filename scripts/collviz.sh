#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The CollViz authors
# SPDX-License-Identifier: GPL-3.0-or-later
# One entry point for people and CI: installs what is missing (Debian 12 packages),
# configures and builds CollViz, then starts the app, runs the tests or runs the CLI.
#
#   scripts/collviz.sh app  [collviz arguments]       build and start the desktop app
#   scripts/collviz.sh test                           build and run the whole test suite
#   scripts/collviz.sh cli  [collviz-cli arguments]   build and run the command-line engine
#   scripts/collviz.sh build                          only install and build
#   scripts/collviz.sh sanitize                       build with ASan+UBSan (build-sanitize/) and run the suite
#   scripts/collviz.sh tidy                           clang-tidy (.clang-tidy) on core/; fails on any finding
#   scripts/collviz.sh clang                          every source compiled by clang++ -fsyntax-only -Werror
#
# COLLVIZ_WERROR=ON (CI sets it) builds with -Werror; COLLVIZ_DEBUG_INFO=lines (CI sets it)
# keeps line tables only instead of full debug information.
# Environment: COLLVIZ_BUILD_DIR (default: <source>/build, <source>/build-sanitize for sanitize),
#              COLLVIZ_JOBS (default: nproc).
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
jobs="${COLLVIZ_JOBS:-$(nproc 2>/dev/null || echo 2)}"
mode="${1:-}"
[ $# -gt 0 ] && shift
if [ "$mode" = sanitize ]; then
    build="${COLLVIZ_BUILD_DIR:-$here/build-sanitize}"
    sanitize=ON
else
    build="${COLLVIZ_BUILD_DIR:-$here/build}"
    sanitize=OFF
fi

usage() {
    echo "usage: scripts/collviz.sh app|test|cli|build|sanitize|tidy|clang|package [arguments]" >&2
    exit 2
}
case "$mode" in app|test|cli|build|sanitize|tidy|clang|package) ;; *) usage ;; esac

packages=(cmake g++ make qt6-base-dev libqt6opengl6-dev qt6-charts-dev qt6-svg-dev qt6-tools-dev
          qt6-l10n-tools libeigen3-dev libgif-dev xvfb xauth fonts-noto-cjk help2man
          appstream desktop-file-utils bash-completion libpaje-dev pkg-config)
case "$mode" in
    tidy|clang) packages+=(clang clang-tidy python3) ;;
    package) packages+=(dpkg-dev lintian desktop-file-utils appstream man-db) ;;
esac

install_missing() {
    local missing=()
    for p in "${packages[@]}"; do
        if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
            missing+=("$p")
        fi
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    echo "collviz: installing ${missing[*]}" >&2
    local sudo=()
    if [ "$(id -u)" -ne 0 ]; then
        command -v sudo >/dev/null || { echo "collviz: need root or sudo to install ${missing[*]}" >&2; exit 1; }
        sudo=(sudo)
    fi
    "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -qq
    "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"
}

install_missing
if [ "$sanitize" = ON ]; then
    # -O1 with line tables: instrumented code compiles about twice as fast as -O2 -g and the
    # sanitizers' stack traces still name file and line.
    cmake -S "$here" -B "$build" -DCMAKE_BUILD_TYPE=Sanitize -DCMAKE_CXX_FLAGS_SANITIZE="-O1 -g1" \
          -DCOLLVIZ_SANITIZE=ON >/dev/null
else
    # The compile database feeds the tidy and clang modes (the same build, nothing rebuilt).
    # COLLVIZ_DEBUG_INFO=lines keeps only line tables (-g1): what a crash's backtrace needs,
    # at a fraction of the disk and compile time of full debug information (CI sets it).
    case "${COLLVIZ_DEBUG_INFO:-full}" in
        full) debug=-g ;;
        lines) debug=-g1 ;;
        *) echo "collviz: COLLVIZ_DEBUG_INFO=${COLLVIZ_DEBUG_INFO} is not known; use full or lines" >&2; exit 2 ;;
    esac
    cmake -S "$here" -B "$build" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCOLLVIZ_SANITIZE=OFF \
          -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O2 $debug -DNDEBUG" \
          -DCOLLVIZ_WERROR="${COLLVIZ_WERROR:-OFF}" -DCMAKE_EXPORT_COMPILE_COMMANDS=ON >/dev/null
fi
if [ "$mode" = tidy ]; then
    # Only the engine's generated headers are needed, not a build.
    cmake --build "$build" --parallel "$jobs" --target collviz_core_autogen
else
    cmake --build "$build" --parallel "$jobs"
fi

# clang and clang-tidy read the compile database without g++'s precompiled headers (clang
# would take the .gch for its own and fail): each source with the includes it writes itself.
nopch_database() {
    mkdir -p "$build/nopch"
    python3 - "$build/compile_commands.json" "$build/nopch/compile_commands.json" <<'PY'
import json, shlex, sys
entries = json.load(open(sys.argv[1]))
for entry in entries:
    args = shlex.split(entry["command"])
    keep, skip = [], False
    for i, a in enumerate(args):
        if skip:
            skip = False
            continue
        if a == "-include" and i + 1 < len(args) and args[i + 1].endswith("cmake_pch.hxx"):
            skip = True
            continue
        if a == "-Winvalid-pch":
            continue
        keep.append(a)
    entry["command"] = " ".join(map(shlex.quote, keep))
json.dump(entries, open(sys.argv[2], "w"), indent=1)
PY
}

case "$mode" in
    app) exec "$build/app/collviz" "$@" ;;
    cli) exec "$build/app/collviz-cli" "$@" ;;
    test)
        cd "$build"
        exec ctest --output-on-failure --parallel "$jobs" --timeout 900 ;;
    sanitize)
        # Any sanitizer report fails the test that triggered it. Leaks are checked too; the
        # suppressions name only leaks inside system libraries (fontconfig, Qt's plugin loader).
        export ASAN_OPTIONS="detect_leaks=1:abort_on_error=1:strict_string_checks=1:detect_stack_use_after_return=1"
        export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
        export LSAN_OPTIONS="suppressions=$here/scripts/lsan.supp:print_suppressions=0"
        export QTEST_FUNCTION_TIMEOUT=1800000   # instrumented code runs several times slower
        cd "$build"
        exec ctest --output-on-failure --parallel "$jobs" --timeout 1800 ;;
    build) ;;
    package)
        # The Debian package as the README builds it (cpack -G DEB in the build folder), then
        # what an archive would check: lintian (no error may remain), the desktop entry, the
        # AppStream metainfo (pedantic) and the manual pages, all from the package's files.
        cd "$build"
        rm -f collviz_*.deb
        cpack -G DEB >/dev/null
        deb=$(ls collviz_*.deb)
        echo "collviz: $deb, $(du -h "$deb" | cut -f1)"
        lintian --fail-on error --display-level ">=warning" "$deb"
        root=$(mktemp -d)
        trap 'rm -rf "$root"' EXIT
        dpkg-deb -x "$deb" "$root"
        desktop-file-validate "$root/usr/share/applications/org.collviz.collviz.desktop"
        appstreamcli validate --pedantic --no-net "$root/usr/share/metainfo/org.collviz.collviz.metainfo.xml"
        for program in collviz collviz-cli; do
            MANPATH="$root/usr/share/man" MANWIDTH=80 man "$program" 2>&1 | grep -q "^NAME" \
                || { echo "collviz: 'man $program' shows no page" >&2; exit 1; }
        done
        echo "collviz: $deb passes lintian, desktop-file-validate and appstreamcli; man pages read" ;;
    tidy)
        # .clang-tidy at the root names the checks; every finding is an error. Headers of core/
        # are checked where a core/ source includes them.
        start=$(date +%s)
        nopch_database
        run-clang-tidy -p "$build/nopch" -j "$jobs" -quiet "$here/core/.*\.cpp\$" 2>/dev/null \
            | sed -e 's/\x1b\[[0-9;]*m//g' | grep -v '^clang-tidy-[0-9]* ' | grep -v '^[0-9]* warnings\? generated' \
            > "$build/clang-tidy.log" || true
        if grep -q -E '(warning|error): ' "$build/clang-tidy.log"; then
            cat "$build/clang-tidy.log"
            echo "collviz: clang-tidy found $(grep -c -E '(warning|error): ' "$build/clang-tidy.log") problems in core/ ($(( $(date +%s) - start )) s)" >&2
            exit 1
        fi
        echo "collviz: clang-tidy: core/ is clean ($(( $(date +%s) - start )) s)" ;;
    clang)
        # clang's warnings come from its front end, so -fsyntax-only finds them all without
        # a second build: every source of the project, with its own flags from the compile
        # database, the moc output of the g++ build, and -Werror.
        start=$(date +%s)
        nopch_database
        python3 - "$build/nopch/compile_commands.json" "$here" "$build" <<'PY' | xargs -0 -P "$jobs" -n 1 sh -c
import json, shlex, sys
db, here, build = sys.argv[1:4]
for entry in json.load(open(db)):
    src = entry["file"]
    if not src.startswith(here + "/") or src.startswith(build + "/"):
        continue
    args = shlex.split(entry["command"])
    keep, skip = [], False
    for a in args[1:]:
        if skip:
            skip = False
            continue
        if a == "-o":
            skip = True
            continue
        if a == "-c":
            continue
        keep.append(a)
    cmd = "cd %s && clang++ -fsyntax-only -Werror %s" % (shlex.quote(entry["directory"]), " ".join(map(shlex.quote, keep)))
    sys.stdout.write(cmd + "\0")
PY
        echo "collviz: clang++: every source compiles without warnings ($(( $(date +%s) - start )) s)" ;;
esac

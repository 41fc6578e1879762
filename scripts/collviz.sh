#!/usr/bin/env bash
# One entry point for people and CI: installs what is missing (Debian 12 packages),
# configures and builds CollViz, then starts the app, runs the tests or runs the CLI.
#
#   scripts/collviz.sh app  [collviz arguments]       build and start the desktop app
#   scripts/collviz.sh test                           build and run the whole test suite
#   scripts/collviz.sh cli  [collviz-cli arguments]   build and run the command-line engine
#   scripts/collviz.sh build                          only install and build
#   scripts/collviz.sh sanitize                       build with ASan+UBSan (build-sanitize/) and run the suite
#
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
    echo "usage: scripts/collviz.sh app|test|cli|build|sanitize [arguments]" >&2
    exit 2
}
case "$mode" in app|test|cli|build|sanitize) ;; *) usage ;; esac

packages=(cmake g++ make qt6-base-dev libqt6opengl6-dev qt6-charts-dev qt6-svg-dev qt6-tools-dev
          qt6-l10n-tools libeigen3-dev libgif-dev xvfb xauth fonts-noto-cjk)

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
    cmake -S "$here" -B "$build" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCOLLVIZ_SANITIZE=OFF >/dev/null
fi
cmake --build "$build" --parallel "$jobs"

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
esac

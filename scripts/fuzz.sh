#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The CollViz authors
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds the libFuzzer targets of fuzz/ with clang (ASan + UBSan) into build-fuzz/ and runs
# each for a bounded time on its seed corpus (fuzz/corpus/<target>/). Fails on any crash,
# sanitizer report, timeout or out-of-memory; the input that did it is kept in
# build-fuzz/findings/<target>/ and the command to replay it is printed.
#
#   scripts/fuzz.sh [seconds per target, default 30] [target ...]
#
# Environment: COLLVIZ_FUZZ_BUILD_DIR (default: <source>/build-fuzz), COLLVIZ_JOBS (default: nproc).
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${COLLVIZ_FUZZ_BUILD_DIR:-$here/build-fuzz}"
jobs="${COLLVIZ_JOBS:-$(nproc 2>/dev/null || echo 2)}"
seconds="${1:-30}"
[ $# -gt 0 ] && shift
case "$seconds" in ''|*[!0-9]*) echo "usage: scripts/fuzz.sh [seconds per target] [target ...]" >&2; exit 2 ;; esac
targets=("$@")
[ ${#targets[@]} -eq 0 ] && targets=(fuzz_topology fuzz_model fuzz_scenario fuzz_options fuzz_schedule fuzz_network)

# Debian's clang 14 and its libFuzzer/sanitizer runtimes (plus what scripts/collviz.sh needs).
packages=(clang libclang-rt-14-dev cmake make qt6-base-dev libqt6opengl6-dev qt6-charts-dev qt6-svg-dev
          qt6-tools-dev qt6-l10n-tools libeigen3-dev libgif-dev)
missing=()
for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
    echo "fuzz: installing ${missing[*]}" >&2
    sudo=()
    if [ "$(id -u)" -ne 0 ]; then
        command -v sudo >/dev/null || { echo "fuzz: need root or sudo to install ${missing[*]}" >&2; exit 1; }
        sudo=(sudo)
    fi
    "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -qq
    "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

cmake -S "$here" -B "$build" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_COMPILER=clang++ -DCOLLVIZ_FUZZ=ON >/dev/null
cmake --build "$build" --parallel "$jobs" --target "${targets[@]}"

export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=1}"
export UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}"
export QT_QPA_PLATFORM=offscreen
status=0
for t in "${targets[@]}"; do
    seeds="$here/fuzz/corpus/$t"
    [ -d "$seeds" ] || { echo "fuzz: no seed corpus $seeds" >&2; exit 2; }
    # The corpus grown by this run lives in the build tree; the seeds in the repo stay as they are.
    work="$build/corpus/$t"
    findings="$build/findings/$t"
    mkdir -p "$work" "$findings"
    dict=()
    [ -f "$here/fuzz/$t.dict" ] && dict=(-dict="$here/fuzz/$t.dict")
    # Documents and scenarios as long as the programs read: a schedule of a 4,096-node network
    # (its packets, initial buffers and rounds) takes a few hundred KiB; a scenario is capped
    # at 1 MiB. The specs and options stay short.
    max_len=4096
    case "$t" in fuzz_schedule|fuzz_scenario) max_len=1048576 ;; esac
    echo "fuzz: $t for ${seconds}s"
    if ! "$build/fuzz/$t" "$work" "$seeds" "${dict[@]}" -max_total_time="$seconds" -rss_limit_mb=2048 -timeout=5 \
            -malloc_limit_mb=2048 -max_len="$max_len" -print_final_stats=1 -artifact_prefix="$findings/" \
            >"$build/$t.log" 2>&1; then
        status=1
        echo "fuzz: $t FAILED (log $build/$t.log); replay: $build/fuzz/$t $findings/<file>" >&2
        grep -E "ERROR|SUMMARY|collviz-fuzz|Test unit written" "$build/$t.log" | head -20 >&2 || true
    else
        grep -E "stat::number_of_executed_units|stat::peak_rss_mb" "$build/$t.log" | sed "s/^/fuzz: $t /"
    fi
done
[ $status -eq 0 ] && echo "fuzz: all targets ran clean"
exit $status

#!/usr/bin/env bash
# Installs what is missing, builds the Release and the sanitizer (ASan + UBSan, clang) builds,
# runs the whole CTest suite under the sanitizers (fuzzer smoke runs included) and the release
# checks in Release (goldens, CLI, benchmarks once, program start, package: README.md), prints
# the summary and exits non-zero on any failure.
set -uo pipefail
cd "$(dirname "$0")"
tools/install-deps.sh --gui-checks || exit 1

jobs=$(nproc 2>/dev/null || echo 2)
status=0
summary=()

run_suite() {
    local preset=$1 dir=$2
    echo "=== $preset: configure and build ==="
    if ! cmake --preset "$preset" >"$dir/configure.log" 2>&1; then
        cat "$dir/configure.log"; summary+=("$preset: configure FAILED"); status=1; return
    fi
    if ! cmake --build "$dir" -j "$jobs"; then
        summary+=("$preset: build FAILED"); status=1; return
    fi
    echo "=== $preset: tests ==="
    local log="$dir/ctest-summary.log"
    if ctest --preset "$preset" -j "$jobs" 2>&1 | tee "$log"; then
        summary+=("$preset: $(grep -E 'tests passed' "$log" | tail -n1)")
    else
        summary+=("$preset: $(grep -E 'tests passed' "$log" | tail -n1) -- FAILURES")
        status=1
    fi
}

mkdir -p build build-asan
run_suite release build
export ASAN_OPTIONS=detect_leaks=1:abort_on_error=1
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
export LSAN_OPTIONS=suppressions=$PWD/tests/lsan.supp
run_suite asan build-asan

echo
echo "=== Summary ==="
printf '%s\n' "${summary[@]}"
exit $status

#!/usr/bin/env bash
# Builds the libFuzzer target (StringsKit + the CoreFoundation oracle, one module) and runs it for
# $1 seconds (default 60) on all cores, starting from the test fixtures and, when present, the
# ../shared corpus. Prints how many inputs ran. Crashes land in fuzz/crash-*.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
out=fuzz/.build
mkdir -p "$out" fuzz/corpus
sed '/@testable import StringsKit/d' Tests/StringsKitTests/Support/CoreFoundationOracle.swift > "$out/Oracle.swift"
swiftc -O -sanitize=fuzzer,address -parse-as-library -module-name StringsKit \
  $(find Sources/StringsKit -name '*.swift') "$out/Oracle.swift" fuzz/FuzzParser.swift -o "$out/fuzz-parser"
seeds=(fuzz/corpus)
[ -d Tests/Fixtures/Strings ] && seeds+=(Tests/Fixtures/Strings)
[ -d ../shared/corpus/strings ] && seeds+=(../shared/corpus/strings)
jobs=${FUZZ_JOBS:-$(nproc)}
ASAN_OPTIONS=detect_leaks=0 "$out/fuzz-parser" -max_total_time="$seconds" -max_len=4096 -timeout=5 -detect_leaks=0 -rss_limit_mb=4096 -jobs="$jobs" -workers="$jobs" \
  -artifact_prefix=fuzz/crash- -print_final_stats=1 "${seeds[@]}" 2>&1 | tee "$out/last-run.log" | grep -E "^#|ERROR|Done|stat::" | tail -20 || true
# With -jobs, each worker writes fuzz-N.log (and its lines are echoed into the main log too):
# count the workers' own logs only.
if ls fuzz-*.log >/dev/null 2>&1; then logs=(fuzz-*.log); else logs=("$out/last-run.log"); fi
grep -h "stat::number_of_executed_units" "${logs[@]}" | awk '{s+=$2} END {print "total inputs executed: " s}'
if grep -q "Fatal error\|ERROR: AddressSanitizer\|ERROR: libFuzzer" "${logs[@]}"; then
  echo "FAILED: see fuzz/crash-* and ${logs[*]}"
  exit 1
fi
rm -f fuzz-*.log

#!/usr/bin/env bash
# Builds the libFuzzer targets (StringsKit + a test helper, one module each) and runs them on all
# cores for $1 seconds in total (default 60), split evenly: the .strings parser against CoreFoundation
# (fuzz-parser), then the catalog JSON reader/writer against itself and JSONSerialization
# (fuzz-catalog-json), then every format through what the commands do with it (fuzz-FORMAT for
# ib, coredata, infoplist, pbxproj, stringsdict, catalog, strings, xliff: ReaderExercise's checks). Seeds:
# the test fixtures, when present the ../shared corpus, and for ib the storyboards and xibs of the
# IB corpus mirrors (fuzz/.build/seeds-ib, filled once from /work/.mirror). Prints how many inputs ran.
# Crashes land in fuzz/crash-*. FUZZ_TARGETS="parser" (or "catalog-json", "ib"…) runs one.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
targets=(${FUZZ_TARGETS:-parser catalog-json ib coredata infoplist pbxproj stringsdict catalog strings xliff})
share=$(( seconds / ${#targets[@]} ))
[ "$share" -ge 1 ] || share=1
out=fuzz/.build
jobs=${FUZZ_JOBS:-$(nproc)}
mkdir -p "$out"
failed=0

# run_target NAME CORPUS EXTRA_SOURCES... -- SEED_DIRS...  (new inputs are kept in CORPUS)
run_target() {
  local name=$1 corpus=$2; shift 2
  local sources=() seeds=() binary=$out/${FUZZ_BINARY:-fuzz-$name}
  while [ "$1" != "--" ]; do sources+=("$1"); shift; done; shift
  for dir in "$@"; do [ -d "$dir" ] && seeds+=("$dir"); done
  mkdir -p "$corpus"
  echo "== fuzz-$name: ${share}s"
  rm -f fuzz-*.log
  # Built when missing or older than a source (the formats share one binary).
  # The three library targets as one module (their Exports.swift only re-export the layers below).
  local library=(Sources/StringsFormats Sources/StringsExtraction Sources/StringsKit)
  [ -x "$binary" ] && [ -z "$(find "${library[@]}" "${sources[@]}" -newer "$binary" -name '*.swift' -print -quit)" ] ||
    swiftc -O -sanitize=fuzzer,address -parse-as-library -module-name StringsKit -package-name lstrings \
      $(find "${library[@]}" -name '*.swift' ! -name Exports.swift) "${sources[@]}" -o "$binary"
  ASAN_OPTIONS=detect_leaks=0 "$binary" -max_total_time="$share" -max_len=4096 -timeout=5 -detect_leaks=0 -rss_limit_mb=4096 -jobs="$jobs" -workers="$jobs" \
    -artifact_prefix="fuzz/crash-$name-" -print_final_stats=1 "$corpus" "${seeds[@]}" 2>&1 | tee "$out/last-run-$name.log" | grep -E "^#|ERROR|Done|stat::" | tail -20 || true
  # With -jobs, each worker writes fuzz-N.log (and its lines are echoed into the main log too):
  # count the workers' own logs only.
  local logs
  if ls fuzz-*.log >/dev/null 2>&1; then logs=(fuzz-*.log); else logs=("$out/last-run-$name.log"); fi
  grep -h "stat::number_of_executed_units" "${logs[@]}" | awk -v name="$name" '{s+=$2} END {print name ": total inputs executed: " s}'
  if grep -q "Fatal error\|ERROR: AddressSanitizer\|ERROR: libFuzzer" "${logs[@]}"; then
    mkdir -p "$out/logs-$name"; cp "${logs[@]}" "$out/logs-$name/"
    echo "FAILED: see fuzz/crash-$name-* and $out/logs-$name/"
    failed=1
  fi
  rm -f fuzz-*.log
}

for target in "${targets[@]}"; do
  case "$target" in
  parser)
    sed '/@testable import StringsKit/d' Tests/StringsKitTests/Support/CoreFoundationOracle.swift > "$out/Oracle.swift"
    run_target parser fuzz/corpus "$out/Oracle.swift" fuzz/FuzzParser.swift -- Tests/Fixtures/Strings ../shared/corpus/strings
    ;;
  catalog-json)
    sed '/@testable import StringsKit/d' Tests/StringsKitTests/Catalog/JSON/JSONFoundationComparison.swift > "$out/JSONFoundationComparison.swift"
    run_target catalog-json "$out/corpus-catalog-json" "$out/JSONFoundationComparison.swift" fuzz/FuzzCatalogJSON.swift -- ../shared/corpus/catalogs
    ;;
  ib | coredata | infoplist | pbxproj | stringsdict | catalog | strings | xliff)
    sed -E '/@testable import Strings(Kit|Formats|Extraction)$/d' Tests/StringsKitTests/Robustness/ReaderExercise.swift > "$out/ReaderExercise.new"
    cmp -s "$out/ReaderExercise.new" "$out/ReaderExercise.swift" || mv "$out/ReaderExercise.new" "$out/ReaderExercise.swift"
    seeds=()
    case "$target" in
    ib)
      if [ ! -d "$out/seeds-ib" ] && ls /work/.mirror/*/repo >/dev/null 2>&1; then
        mkdir -p "$out/seeds-ib"
        for repo in /work/.mirror/*/repo; do
          git_dir=$repo; [ -d "$repo/.git" ] && git_dir=$repo/.git
          git --git-dir "$git_dir" ls-tree -r --name-only HEAD | grep -E '\.(storyboard|xib)$' | head -40 |
            while IFS= read -r path; do git --git-dir "$git_dir" show "HEAD:$path" | head -c 4096 >"$out/seeds-ib/$(echo "$repo$path" | md5sum | cut -c1-12)"; done || true
        done
      fi
      seeds=(Tests/Fixtures/InterfaceBuilder "$out/seeds-ib") ;;
    coredata) seeds=(Tests/Fixtures/Extract/T2-coredata) ;;
    infoplist | pbxproj) seeds=(Tests/Fixtures/InfoPlist) ;;
    stringsdict | catalog) seeds=(Tests/Fixtures/Stringsdict Tests/Fixtures/Catalogs ../shared/corpus/catalogs) ;;
    strings) seeds=(Tests/Fixtures/Strings ../shared/corpus/strings) ;;
    xliff) seeds=(Tests/Fixtures/Import) ;;
    esac
    # One binary for every format; each run gets its own name (its logs and crashes) and corpus.
    FUZZ_BINARY=fuzz-formats LSTRINGS_FUZZ_FORMAT=$target run_target "$target" "$out/corpus-$target" "$out/ReaderExercise.swift" fuzz/FuzzFormats.swift -- "${seeds[@]}"
    ;;
  *) echo "unknown fuzz target $target"; exit 64 ;;
  esac
done
exit "$failed"

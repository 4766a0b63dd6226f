# P1/S1: parse + validate of gen-corpus.py tables (UTF-8 and UTF-16LE, full mix) at 1, 10 and
# 100 MB, against CoreFoundation (CFPropertyListCreateWithData, what CFBundle does) on the same
# bytes, each engine in its own process for a clean peak RSS. BENCH_SIZES overrides the sizes
# (CI-sized: BENCH_SIZES="1MB").
set -euo pipefail
cd "$(dirname "$0")/.."
: "${SHARED:?set SHARED to the ../shared directory}"
swift build ${LSTRINGS_RELEASE_FLAGS:--c release} --product lstrings-bench >/dev/null
BENCH=$(swift build -c release --show-bin-path)/lstrings-bench
out=${BENCH_OUT:-/tmp/lstrings-bench}
mkdir -p "$out"
sizes=${BENCH_SIZES:-"1MB 10MB 100MB"}
printf "%-22s %10s %10s %10s %8s %10s %10s %8s\n" file "lstrings" "CF" "PLS" "ratio" "model" "RSS/size" "CF RSS"
for size in $sizes; do
  for encoding in utf-8 utf-16le; do
    name="$size-$encoding"
    [ -f "$out/$name.strings" ] || python3 "$SHARED/bench/gen-corpus.py" strings "$out" --size "$size" --encoding "$encoding" --name "$name" >/dev/null
    file="$out/$name.strings"
    runs=5; [ "$size" = "100MB" ] && runs=3
    ours=$("$BENCH" lstrings "$file" $runs)
    model=$("$BENCH" lstrings-model "$file" $runs)
    cf=$("$BENCH" cf "$file" $runs)
    pls=$("$BENCH" pls "$file" 1)
    python3 - "$name" "$ours" "$model" "$cf" "$pls" <<'PY'
import json, sys
name, ours, model, cf, pls = sys.argv[1], *map(json.loads, sys.argv[2:])
ratio = ours["mbps"] / cf["mbps"]
print(f"{name:<22} {ours['mbps']:>7.0f} MB/s {cf['mbps']:>6.1f} MB/s {pls['mbps']:>6.1f} MB/s {ratio:>6.1f}x {model['mbps']:>6.0f} MB/s "
      f"{ours['peak_rss_mb']*1e6/ours['bytes']:>8.2f}x {cf['peak_rss_mb']*1e6/cf['bytes']:>7.2f}x")
PY
  done
done
echo "lstrings = parse + validate: StringsParser's checking-only mode (CF's exact grammar, every diagnostic, no model);"
echo "model = the full lossless model + table (what lint, merge and lookup build); ratio = lstrings MB/s ÷ CF MB/s;"
echo "RSS/size = peak RSS of the lstrings process ÷ file size (includes the process' own baseline)."

#!/usr/bin/env bash
# lstrings extract against xgettext on the same generated source tree, in the same run.
#
# gen-corpus.py writes a tree of Swift, Objective-C and C files (10,000 by default; set
# EXTRACT_BENCH_FILES for another size). Both tools read the Objective-C files, then the C files,
# with the NSLocalizedString / CFCopyLocalizedString keywords; the script prints files/s, MB/s
# and the ratio. lstrings uses every core; xgettext uses one. The tree is generated once and kept
# in bench/out. gettext is installed with apt-get when xgettext is missing (the script says so).
set -euo pipefail
: "${LSTRINGS:?set LSTRINGS to the lstrings binary}" "${SHARED:?set SHARED to ../shared}"
cd "$(dirname "$0")/.."
FILES=${EXTRACT_BENCH_FILES:-10000}
WORK=bench/out/extract-sources-$FILES
mkdir -p bench/out

if ! command -v xgettext >/dev/null; then
  echo "xgettext is missing: installing gettext with apt-get"
  if [ "$(id -u)" = 0 ]; then apt-get install -y -qq gettext >/dev/null; else sudo apt-get install -y -qq gettext >/dev/null; fi
fi

if [ ! -f "$WORK/manifest.json" ]; then
  python3 "$SHARED/bench/gen-corpus.py" sources "$WORK" --files "$FILES" >/dev/null
fi

RUNS=${EXTRACT_BENCH_RUNS:-7}

# once DIR CMD…: one run of CMD with a fresh DIR; prints "wall cpu" (seconds; cpu = user +
# system of the command and its threads).
once() {
  local TIMEFORMAT='%R %U %S' dir=$1 out
  shift
  rm -rf "$dir" && mkdir -p "$dir"
  out=$({ time "$@" >/dev/null 2>&1; } 2>&1)
  echo "$out" | awk '{ printf "%s %.3f\n", $1, $2 + $3 }'
}
# median COLUMN < runs: the median of one column.
median() { awk -v c="$1" '{ print $c }' | sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
# compare: runs OURS (an array) and THEIRS RUNS times each, alternating, so that both tools see
# the same moments of a shared machine (one run can be off by a fifth), and sets WALL/CPU for
# each to the medians.
compare() {
  local ours_runs="" theirs_runs=""
  for _ in $(seq "$RUNS"); do
    ours_runs+="$(once "$OUTDIR/lstrings" "${OURS[@]}")"$'\n'
    theirs_runs+="$(once "$OUTDIR/xgettext" "${THEIRS[@]}")"$'\n'
  done
  ours=$(printf '%s' "$ours_runs" | median 1) ours_cpu=$(printf '%s' "$ours_runs" | median 2)
  theirs=$(printf '%s' "$theirs_runs" | median 1) theirs_cpu=$(printf '%s' "$theirs_runs" | median 2)
}
rate() { awk -v n="$1" -v s="$2" 'BEGIN { printf "%.0f", (s > 0 ? n / s : 0) }'; }
mbps() { awk -v n="$1" -v s="$2" 'BEGIN { printf "%.1f", (s > 0 ? n / s / 1e6 : 0) }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f", (a > 0 ? b / a : 0) }'; }

keywords=(-k -kNSLocalizedString:1 -kNSLocalizedStringFromTable:1 -kNSLocalizedStringFromTableInBundle:1
  -kNSLocalizedStringWithDefaultValue:1 -kCFCopyLocalizedString:1 -kCFCopyLocalizedStringFromTable:1
  -kCFCopyLocalizedStringFromTableInBundle:1 -kCFCopyLocalizedStringWithDefaultValue:1)

echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime) on $(nproc) cores"
printf '%-5s %6s %6s | %-8s %7s %7s %8s %7s | %-8s %7s %7s %8s %7s | %5s %5s\n' tree files MB \
  lstrings wall-s cpu-s files/s MB/s xgettext wall-s cpu-s files/s MB/s ratio cpu-x
for tree in objc c; do
  list="$WORK/$tree.files"
  find "$WORK/$tree" -type f \( -name '*.m' -o -name '*.c' -o -name '*.h' \) | sort >"$list"
  count=$(wc -l <"$list")
  bytes=$(xargs cat <"$list" | wc -c)
  xargs cat <"$list" >/dev/null  # warm the page cache for both tools
  OUTDIR="bench/out/extract-$tree"
  language=ObjectiveC
  [ "$tree" = c ] && language=C
  OURS=("$LSTRINGS" extract -q --files-from "$list" -o "$OUTDIR/lstrings/en.lproj")
  THEIRS=(xgettext --language=$language --from-code=UTF-8 "${keywords[@]}" --files-from="$list" -o "$OUTDIR/xgettext/messages.pot")
  compare
  printf '%-5s %6d %6.1f | %-8s %7s %7s %8s %7s | %-8s %7s %7s %8s %7s | %4sx %4sx\n' "$tree" "$count" \
    "$(awk -v n="$bytes" 'BEGIN { print n / 1e6 }')" \
    lstrings "$ours" "$ours_cpu" "$(rate "$count" "$ours")" "$(mbps "$bytes" "$ours")" \
    xgettext "$theirs" "$theirs_cpu" "$(rate "$count" "$theirs")" "$(mbps "$bytes" "$theirs")" \
    "$(ratio "$ours" "$theirs")" "$(ratio "$ours_cpu" "$theirs_cpu")"
done
echo "medians of $RUNS runs each, the two tools alternating; ratio = xgettext wall time / lstrings wall time (throughput); cpu-x = the same for CPU time"

# The Swift part, which xgettext cannot read (runtime mode: the declaration index is built). With
# EXTRACT_BASELINE set to another lstrings binary (one built before a change), the two alternate
# and the row gives lstrings' time as a multiple of the baseline's.
list="$WORK/swift.files"
find "$WORK/swift" -type f -name '*.swift' | sort >"$list"
count=$(wc -l <"$list")
bytes=$(xargs cat <"$list" | wc -c)
OUTDIR="bench/out/extract-swift"
OURS=("$LSTRINGS" extract -q --files-from "$list" -o "$OUTDIR/lstrings/en.lproj")
if [ -n "${EXTRACT_BASELINE:-}" ]; then
  THEIRS=("$EXTRACT_BASELINE" extract -q --files-from "$list" -o "$OUTDIR/xgettext/en.lproj")  # compare's second folder
  compare
  printf '%-5s %6d %6.1f | %-8s %7s %7s %8s %7s | %-8s %7s %7s %8s %7s | %5s (lstrings / baseline wall)\n' swift "$count" \
    "$(awk -v n="$bytes" 'BEGIN { print n / 1e6 }')" \
    lstrings "$ours" "$ours_cpu" "$(rate "$count" "$ours")" "$(mbps "$bytes" "$ours")" \
    baseline "$theirs" "$theirs_cpu" "$(rate "$count" "$theirs")" "$(mbps "$bytes" "$theirs")" \
    "$(awk -v a="$ours" -v b="$theirs" 'BEGIN { printf "%.2fx", (b > 0 ? a / b : 0) }')"
else
  swift_runs=""
  for _ in $(seq "$RUNS"); do swift_runs+="$(once "$OUTDIR/lstrings" "${OURS[@]}")"$'\n'; done
  ours=$(printf '%s' "$swift_runs" | median 1) ours_cpu=$(printf '%s' "$swift_runs" | median 2)
  printf '%-5s %6d %6.1f | %-8s %7s %7s %8s %7s | (set EXTRACT_BASELINE to compare with another build)\n' swift "$count" \
    "$(awk -v n="$bytes" 'BEGIN { print n / 1e6 }')" \
    lstrings "$ours" "$ours_cpu" "$(rate "$count" "$ours")" "$(mbps "$bytes" "$ours")"
fi

# The whole tree (Swift too, which xgettext cannot read), for the record.
all="$WORK/all.files"
find "$WORK" -type f \( -name '*.swift' -o -name '*.m' -o -name '*.c' \) | sort >"$all"
count=$(wc -l <"$all")
bytes=$(xargs cat <"$all" | wc -c)
all_runs=""
for _ in $(seq "$RUNS"); do all_runs+="$(once bench/out/extract-all "$LSTRINGS" extract -q --files-from "$all" -o bench/out/extract-all/en.lproj)"$'\n'; done
WALL=$(printf '%s' "$all_runs" | median 1) CPU=$(printf '%s' "$all_runs" | median 2)
echo "all tree (Swift + ObjC + C): $count files, $(mbps "$bytes" 1) MB in ${WALL}s (cpu ${CPU}s): $(rate "$count" "$WALL") files/s, $(mbps "$bytes" "$WALL") MB/s"

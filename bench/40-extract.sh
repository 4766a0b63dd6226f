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

RUNS=${EXTRACT_BENCH_RUNS:-5}

# run CMD…: runs it RUNS times and sets WALL and CPU to the medians (wall seconds; user + system
# seconds of the command and its threads). One run on a shared machine can be off by a fifth;
# the median of a few is what both tools are compared on. The output directory is removed
# before each run, so every run writes its tables.
run() {
  local TIMEFORMAT='%R %U %S' out walls="" cpus=""
  for _ in $(seq "$RUNS"); do
    rm -rf "$OUTDIR" && mkdir -p "$OUTDIR"
    out=$({ time "$@" >/dev/null 2>&1; } 2>&1)
    walls+="$(echo "$out" | awk '{ print $1 }')"$'\n'
    cpus+="$(echo "$out" | awk '{ printf "%.3f", $2 + $3 }')"$'\n'
  done
  WALL=$(printf '%s' "$walls" | sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }')
  CPU=$(printf '%s' "$cpus" | sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }')
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
  out="bench/out/extract-$tree"
  OUTDIR=$out
  run "$LSTRINGS" extract -q --files-from "$list" -o "$out/en.lproj"
  ours=$WALL ours_cpu=$CPU
  language=ObjectiveC
  [ "$tree" = c ] && language=C
  run xgettext --language=$language --from-code=UTF-8 "${keywords[@]}" --files-from="$list" -o "$out/xgettext.pot"
  theirs=$WALL theirs_cpu=$CPU
  printf '%-5s %6d %6.1f | %-8s %7s %7s %8s %7s | %-8s %7s %7s %8s %7s | %4sx %4sx\n' "$tree" "$count" \
    "$(awk -v n="$bytes" 'BEGIN { print n / 1e6 }')" \
    lstrings "$ours" "$ours_cpu" "$(rate "$count" "$ours")" "$(mbps "$bytes" "$ours")" \
    xgettext "$theirs" "$theirs_cpu" "$(rate "$count" "$theirs")" "$(mbps "$bytes" "$theirs")" \
    "$(ratio "$ours" "$theirs")" "$(ratio "$ours_cpu" "$theirs_cpu")"
done
echo "medians of $RUNS runs each; ratio = xgettext wall time / lstrings wall time (throughput); cpu-x = the same for CPU time"

# The whole tree (Swift too, which xgettext cannot read), for the record.
all="$WORK/all.files"
find "$WORK" -type f \( -name '*.swift' -o -name '*.m' -o -name '*.c' \) | sort >"$all"
count=$(wc -l <"$all")
bytes=$(xargs cat <"$all" | wc -c)
OUTDIR=bench/out/extract-all
run "$LSTRINGS" extract -q --files-from "$all" -o bench/out/extract-all/en.lproj
echo "all tree (Swift + ObjC + C): $count files, $(mbps "$bytes" 1) MB in ${WALL}s (cpu ${CPU}s): $(rate "$count" "$WALL") files/s, $(mbps "$bytes" "$WALL") MB/s"

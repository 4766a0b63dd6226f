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

now() { date +%s%N; }
# seconds(start, end)
seconds() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.3f", (b - a) / 1e9 }'; }
rate() { awk -v n="$1" -v s="$2" 'BEGIN { printf "%.0f", (s > 0 ? n / s : 0) }'; }
mbps() { awk -v n="$1" -v s="$2" 'BEGIN { printf "%.1f", (s > 0 ? n / s / 1e6 : 0) }'; }

keywords=(-k -kNSLocalizedString:1 -kNSLocalizedStringFromTable:1 -kNSLocalizedStringFromTableInBundle:1
  -kNSLocalizedStringWithDefaultValue:1 -kCFCopyLocalizedString:1 -kCFCopyLocalizedStringFromTable:1
  -kCFCopyLocalizedStringFromTableInBundle:1 -kCFCopyLocalizedStringWithDefaultValue:1)

printf '%-6s %7s %8s | %-9s %9s %9s %8s | %-9s %9s %9s %8s | %6s\n' tree files MB \
  lstrings seconds files/s MB/s xgettext seconds files/s MB/s ratio
for tree in objc c; do
  list="$WORK/$tree.files"
  find "$WORK/$tree" -type f \( -name '*.m' -o -name '*.c' -o -name '*.h' \) | sort >"$list"
  count=$(wc -l <"$list")
  bytes=$(xargs cat <"$list" | wc -c)
  xargs cat <"$list" >/dev/null  # warm the page cache for both tools
  out="bench/out/extract-$tree"
  rm -rf "$out"

  start=$(now)
  "$LSTRINGS" extract -q --files-from "$list" -o "$out/en.lproj" 2>/dev/null
  end=$(now)
  ours=$(seconds "$start" "$end")

  language=ObjectiveC
  [ "$tree" = c ] && language=C
  start=$(now)
  xgettext --language=$language --from-code=UTF-8 "${keywords[@]}" --files-from="$list" -o "$out/xgettext.pot"
  end=$(now)
  theirs=$(seconds "$start" "$end")

  ratio=$(awk -v a="$ours" -v b="$theirs" 'BEGIN { printf "%.1f", (a > 0 ? b / a : 0) }')
  printf '%-6s %7d %8.1f | %-9s %9s %9s %8s | %-9s %9s %9s %8s | %5sx\n' "$tree" "$count" \
    "$(awk -v n="$bytes" 'BEGIN { print n / 1e6 }')" \
    lstrings "$ours" "$(rate "$count" "$ours")" "$(mbps "$bytes" "$ours")" \
    xgettext "$theirs" "$(rate "$count" "$theirs")" "$(mbps "$bytes" "$theirs")" "$ratio"
done

# The whole tree (Swift too, which xgettext cannot read), for the record.
all="$WORK/all.files"
find "$WORK" -type f \( -name '*.swift' -o -name '*.m' -o -name '*.c' \) | sort >"$all"
count=$(wc -l <"$all")
bytes=$(xargs cat <"$all" | wc -c)
start=$(now)
"$LSTRINGS" extract -q --files-from "$all" -o bench/out/extract-all/en.lproj 2>/dev/null
end=$(now)
ours=$(seconds "$start" "$end")
echo "all tree (Swift + ObjC + C): $count files, $(mbps "$bytes" 1) MB in ${ours}s: $(rate "$count" "$ours") files/s, $(mbps "$bytes" "$ours") MB/s"

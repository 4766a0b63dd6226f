# merge and diff at scale, the SIGKILL fault test on a large file, and the merge property tests
# with more and larger cases (the small versions run in `make test`). Sizes: MERGE_ENTRIES keys
# per language (default 20000, 8 languages, mixed encodings), MERGE_FAULT_SIZE for the killed
# table (default 50MB of UTF-16), MERGE_FAULT_KILLS (default 10), MERGE_PROPERTY_CASES generated
# pairs of up to MERGE_PROPERTY_KEYS keys for each obsolete policy (default 1000 and 120; 0 skips).
set -euo pipefail
cd "$(dirname "$0")/.."
: "${SHARED:?set SHARED to the ../shared directory}"
: "${LSTRINGS:?set LSTRINGS to the release lstrings binary}"
out=${BENCH_OUT:-/tmp/lstrings-bench}/merge
rm -rf "$out" && mkdir -p "$out"
entries=${MERGE_ENTRIES:-20000}
seconds() { python3 -c 'import sys,time; print(f"{time.time()-float(sys.argv[1]):.2f}")' "$1"; }
now() { python3 -c 'import time; print(time.time())'; }

echo "== merge: $entries keys × 8 languages (gen-corpus.py lproj, 1% missing, extra keys, mixed encodings)"
python3 "$SHARED/bench/gen-corpus.py" lproj "$out/lproj" --entries "$entries" --missing $((entries / 100)) --extra 50 --encoding mixed >/dev/null
du -sh "$out/lproj" | cut -f1 | sed 's/^/size: /'
t=$(now); "$LSTRINGS" merge --base "$out/lproj/en.lproj" "$out/lproj" > "$out/first.txt" 2>/dev/null || true
echo "first merge:  $(seconds "$t") s — $(grep -c '^updated' "$out/first.txt") files updated"
sums=$(cd "$out/lproj" && find . -name '*.strings' -exec md5sum {} + | sort)
t=$(now); "$LSTRINGS" merge --base "$out/lproj/en.lproj" "$out/lproj" > "$out/second.txt" 2>/dev/null || true
echo "second merge: $(seconds "$t") s — $(grep -c '^updated' "$out/second.txt" || true) files updated (must be 0)"
[ "$sums" = "$(cd "$out/lproj" && find . -name '*.strings' -exec md5sum {} + | sort)" ] || { echo "FAIL: the second merge changed a file"; exit 1; }
t=$(now); "$LSTRINGS" diff --keys "$out/lproj/en.lproj" "$out/lproj/fr.lproj" > /dev/null || true
echo "diff --keys en fr: $(seconds "$t") s"
"$LSTRINGS" lint "$out/lproj" > /dev/null 2>&1 && echo "every merged table lints clean" || echo "(lint reports the generator's injected defects)"

size=${MERGE_FAULT_SIZE:-50MB}
kills=${MERGE_FAULT_KILLS:-10}
echo
echo "== SIGKILL during merge: $size UTF-16LE table, $kills kills spread over the run"
python3 "$SHARED/bench/gen-corpus.py" strings "$out" --size "$size" --encoding utf-16le --name fault >/dev/null
"$LSTRINGS" convert --to strings --canonical --encoding utf8 -o "$out/base.strings" "$out/fault.strings"
for i in $(seq 1 20); do printf '"fault.new.%d" = "New %d";\n' "$i" "$i" >> "$out/base.strings"; done
cp "$out/fault.strings" "$out/old.strings"
cp "$out/old.strings" "$out/target.strings"
t=$(now); "$LSTRINGS" merge --base "$out/base.strings" "$out/target.strings" >/dev/null
run=$(seconds "$t")
cp "$out/target.strings" "$out/new.strings"
echo "one undisturbed run: $run s ($(wc -c < "$out/old.strings") → $(wc -c < "$out/new.strings") bytes)"
old=0 new=0 torn=0
for k in $(seq 0 $((kills - 1))); do
  cp "$out/old.strings" "$out/target.strings"
  delay=$(python3 -c "print($run * (0.3 + 0.8 * $k / max(1, $kills - 1)))")
  "$LSTRINGS" merge --base "$out/base.strings" "$out/target.strings" >/dev/null 2>&1 &
  pid=$!
  sleep "$delay"
  kill -KILL "$pid" 2>/dev/null || true
  wait "$pid" 2>/dev/null || true
  if cmp -s "$out/target.strings" "$out/old.strings"; then old=$((old + 1))
  elif cmp -s "$out/target.strings" "$out/new.strings"; then new=$((new + 1))
  else torn=$((torn + 1)); fi
  rm -f "$out"/.target.strings.lstrings-*.tmp
done
echo "after $kills kills: $old old, $new new, $torn torn"
[ "$torn" = 0 ] || { echo "FAIL: a killed merge left a torn file"; exit 1; }

cases=${MERGE_PROPERTY_CASES:-1000}
if [ "$cases" != 0 ]; then
  keys=${MERGE_PROPERTY_KEYS:-120}
  echo
  echo "== merge properties: $cases generated base/translation pairs of up to $keys keys, × 3 obsolete policies"
  swift build --build-tests >/dev/null
  t=$(now)
  LSTRINGS_MERGE_CASES=$cases LSTRINGS_MERGE_KEYS=$keys swift test --skip-build --filter MergePropertyTests 2>&1 | grep -E "Test run"
  echo "$(seconds "$t") s"
fi

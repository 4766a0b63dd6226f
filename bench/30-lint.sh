# lint across languages: an app with 50 languages x 5,000 keys per table (gen-corpus.py lproj, with
# injected defects), linted by the release binary. gen-corpus.py has word lists for 15 languages,
# so the other 35 language folders are copies of those tables under regional names (de-AT, fr-CA…):
# the same bytes to parse and compare, and real findings in every copy.
set -euo pipefail
: "${LSTRINGS:?set LSTRINGS to the lstrings binary}" "${SHARED:?set SHARED to ../shared}"
OUT="${LINT_BENCH_DIR:-$(mktemp -d)}"
ENTRIES="${LINT_BENCH_ENTRIES:-5000}"
RUNS="${LINT_BENCH_RUNS:-5}"
trap '[ -z "${LINT_BENCH_DIR:-}" ] && rm -rf "$OUT"' EXIT

BASE_LANGS=en,fr,de,ja,zh-Hans,ar,ru,ko,es,pt-BR,tr,el,he,hi,th
python3 "$SHARED/bench/gen-corpus.py" lproj "$OUT/app" --languages "$BASE_LANGS" --entries "$ENTRIES" \
  --missing 40 --extra 20 --placeholder-mismatch 40 --duplicates 20 >/dev/null
copies="fr:fr-CA fr:fr-CH fr:fr-BE de:de-AT de:de-CH es:es-MX es:es-AR es:es-419 es:es-US pt-BR:pt-PT \
  zh-Hans:zh-Hant zh-Hans:zh-HK zh-Hans:zh-SG ar:ar-EG ar:ar-SA ru:uk ru:be ru:kk ko:ko-KP tr:az \
  el:el-CY he:yi hi:mr hi:ne hi:bn th:lo ja:ja-JP de:nl de:da de:sv de:nb fr:ca fr:it es:gl pt-BR:pt-AO"
for pair in $copies; do
  mkdir -p "$OUT/app/${pair#*:}.lproj"
  cp "$OUT/app/${pair%%:*}.lproj/Localizable.strings" "$OUT/app/${pair#*:}.lproj/Localizable.strings"
done
langs=$(ls -d "$OUT"/app/*.lproj | wc -l)
bytes=$(cat "$OUT"/app/*.lproj/Localizable.strings | wc -c)
echo "app: $langs languages x $ENTRIES keys, $((bytes / 1024)) KiB of .strings"

"$LSTRINGS" lint "$OUT/app" >/dev/null 2>"$OUT/summary.txt" || true
echo "lstrings lint: $(cat "$OUT/summary.txt")"
[ "$RUNS" -gt 0 ] || exit 0
times=""
for _ in $(seq "$RUNS"); do
  start=$(date +%s%N)
  "$LSTRINGS" lint --quiet "$OUT/app" >/dev/null || true
  times+="$(( ($(date +%s%N) - start) / 1000000 ))"$'\n'
done
median=$(printf '%s' "$times" | sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }')
best=$(printf '%s' "$times" | sort -n | head -1)
echo "lint wall time, median of $RUNS: ${median} ms (best ${best} ms) on $(nproc) cores, load $(cut -d' ' -f1 /proc/loadavg)"

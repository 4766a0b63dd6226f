# Export and import: `lstrings export --lang de --xliff` of the issue's catalog (gen-corpus's lproj
# set, 50 languages × 5,000 keys, converted by `lstrings convert --to xcstrings`, as 50-catalog.sh
# makes it) and `lstrings import` of the de.xliff it writes back into the project (every unit
# already there: the import reads, checks and places all 5,000, and writes nothing), each as a
# whole process, against reading that XLIFF with Python's xml.etree (a well-kept XML parser: the
# issue's yardstick, "export + import of one language faster than that parse alone"); median
# user + system CPU of 5, peak RSS. LSTRINGS names a binary to time instead of the
# release build.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -z "${LSTRINGS:-}" ]; then
  swift build ${LSTRINGS_RELEASE_FLAGS:--c release} --product lstrings >/dev/null
  LSTRINGS=$(swift build -c release --show-bin-path)/lstrings
fi
SHARED=${SHARED:-$(cd .. && pwd)/shared}
out=${BENCH_OUT:-/tmp/lstrings-bench}
mkdir -p "$out"
GEN=$SHARED/bench/gen-corpus.py
catalog="$out/gen-50x5000.xcstrings"
. bench/lib/catalog-50x5000.sh
if [ ! -f "$catalog" ]; then
  [ -f "$GEN" ] || { echo "export: skipped: $GEN not found (set SHARED)"; exit 0; }
  make_50x5000_catalog
fi
project="$out/export-project"
rm -rf "$project" && mkdir -p "$project" && cp "$catalog" "$project/Localizable.xcstrings"
whole() {  # user + system CPU seconds and peak RSS (KB) of one process, as "cpu,rss"
  /usr/bin/time -f "%U %S %M" "$@" >/dev/null 2>"$out/whole.txt" || true
  tail -1 "$out/whole.txt" | awk '{printf "%.3f,%d\n", $1 + $2, $3}'
}
export_samples=""
import_samples=""
parse_samples=""
for _ in 1 2 3 4 5; do
  export_samples+="$(whole "$LSTRINGS" export --lang de --xliff -o "$out/export" "$project");"
  import_samples+="$(whole "$LSTRINGS" import "$out/export/de.xliff" "$project");"
  parse_samples+="$(whole python3 -c 'import xml.etree.ElementTree as E,sys; E.parse(sys.argv[1])' "$out/export/de.xliff");"
done
cmp -s "$catalog" "$project/Localizable.xcstrings" || { echo "export: the import changed the catalog"; exit 1; }
python3 - "$catalog" "$out/export/de.xliff" "$export_samples" "$parse_samples" "$import_samples" <<'PY'
import os, statistics, sys
catalog, xliff, export, parse, imported = sys.argv[1:]
def median(samples):
    pairs = [s.split(",") for s in samples.split(";") if s]
    return statistics.median(float(c) for c, _ in pairs), max(int(r) for _, r in pairs) * 1024
(e, er), (p, pr), (i, ir) = median(export), median(parse), median(imported)
size = os.path.getsize(xliff)
print(f"export: {os.path.getsize(catalog)/1e6:.1f} MB catalog (50 languages x 5,000 keys) -> de.xliff {size/1e6:.1f} MB")
print(f"{'workload':<40} {'CPU s':>7} {'RSS/xliff':>10}")
print(f"{'lstrings export --lang de --xliff':<40} {e:>7.2f} {er/size:>9.2f}x")
print(f"{'lstrings import de.xliff':<40} {i:>7.2f} {ir/size:>9.2f}x")
print(f"{'python3 xml.etree parse of de.xliff':<40} {p:>7.2f} {pr/size:>9.2f}x")
print(f"export / parse: {e/p:.2f}x; export + import / parse: {(e + i)/p:.2f}x")
PY

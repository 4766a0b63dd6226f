# String Catalogs, three parts.
#
# 1. Scaling (1 → 10 → 100 MB): read + write of a large `.xcstrings` (50 languages, keys added until
#    the file reaches each size) by lstrings — the JSON tree (JSONReader.parse(file:), then
#    XcodeJSONWriter writing the file in pieces) and the
#    catalog model (StringCatalog.parse + encoded()) — and by Foundation (JSONSerialization.jsonObject
#    + data(withJSONObject:) with Xcode's options), each in its own process under /usr/bin/time -v for
#    the peak RSS. These catalogs are generated here, in Xcode's exact form, deterministically (seed
#    1): comments, extraction states, plural variations, substitutions, escapes, non-ASCII text.
#    BENCH_SIZES overrides the sizes (BENCH_SIZES="1MB").
# 2. The issue's catalog: gen-corpus's lproj set, 50 languages × 5,000 keys, converted by
#    `lstrings convert --to xcstrings`; each workload (the two round trips, `lstrings lint`,
#    `lstrings compile`, Foundation's round trip) timed as whole processes, median of 5.
# 3. Every catalog command (lint, compile, convert, diff, `merge --into`, sync) on the catalogs of
#    parts 1 and 2, each against Python's json.load of the same file in the same run (issue 28).
set -euo pipefail
cd "$(dirname "$0")/.."
swift build ${LSTRINGS_RELEASE_FLAGS:--c release} --product lstrings-bench >/dev/null
BIN=$(swift build -c release --show-bin-path)
BENCH=$BIN/lstrings-bench
LSTRINGS=${LSTRINGS:-$BIN/lstrings}
[ -x "$LSTRINGS" ] || swift build -c release --product lstrings >/dev/null
SHARED=${SHARED:-$(cd .. && pwd)/shared}
out=${BENCH_OUT:-/tmp/lstrings-bench}
mkdir -p "$out"
sizes=${BENCH_SIZES:-"1MB 10MB 100MB"}

generate() {  # generate SIZE_IN_BYTES FILE
  python3 - "$1" "$2" <<'PY'
import random, sys
target, path = int(sys.argv[1]), sys.argv[2]
rng = random.Random(1)
# 50 languages; sorted case-insensitively, which is Xcode's order for these tags.
langs = sorted("""ar bg ca cs da de el en en-AU en-GB es es-419 es-MX et fi fr fr-CA he hi hr hu id it ja kk ko
  lt lv ms nb nl pl pt-BR pt-PT ro ru sk sl sr sv th tr uk vi zh-Hans zh-Hant zh-HK be fa mr""".split(), key=str.lower)
words = {"latin": "save open close file edit view window help cancel delete share print export import settings général "
                  "über straße café niño ação".split(),
         "cyrillic": "сохранить открыть закрыть файл правка вид окно справка".split(),
         "cjk": "保存 打开 关闭 文件 编辑 视图 窗口 帮助 設定 書類".split(),
         "arabic": "حفظ فتح إغلاق ملف تحرير عرض نافذة مساعدة".split(),
         "thai": "บันทึก เปิด ปิด ไฟล์ แก้ไข".split()}
def script(lang):
    if lang in ("ru", "uk", "be", "bg", "kk", "sr"): return "cyrillic"
    if lang in ("ja", "ko", "zh-Hans", "zh-Hant", "zh-HK"): return "cjk"
    if lang in ("ar", "fa", "he"): return "arabic"
    if lang == "th": return "thai"
    return "latin"
def text(lang, n):
    t = " ".join(rng.choice(words[script(lang)]) for _ in range(n))
    r = rng.random()
    if r < 0.05: t += ' "%@"'
    elif r < 0.08: t += "\n%lld"
    elif r < 0.10: t += " \\ / \t"
    return t
def esc(s):
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n").replace("\t", "\\t") + '"'
def dump(v, level, out):
    if isinstance(v, str):
        out.append(esc(v)); return
    if isinstance(v, bool):
        out.append("true" if v else "false"); return
    if isinstance(v, int):
        out.append(str(v)); return
    if not v:
        out.append("{\n\n" + "  " * level + "}"); return
    out.append("{\n")
    items = list(v.items())  # already in Xcode's order by construction
    for i, (k, x) in enumerate(items):
        out.append("  " * (level + 1) + esc(k) + " : ")
        dump(x, level + 1, out)
        out.append(",\n" if i + 1 < len(items) else "\n")
    out.append("  " * level + "}")
def unit(lang, state, n):
    return {"stringUnit": {"state": state, "value": text(lang, n)}}
def entry(i):
    e = {}
    if rng.random() < 0.5: e["comment"] = "Shown in the " + rng.choice(words["latin"]) + " menu."
    r = rng.random()
    if r < 0.1: e["extractionState"] = "manual"
    elif r < 0.15: e["extractionState"] = "stale"
    loc = {}
    kind = rng.random()
    for lang in langs:
        if rng.random() < 0.03: continue
        state = "translated" if rng.random() < 0.9 else "needs_review"
        if kind < 0.1:
            loc[lang] = {"variations": {"plural": {"one": unit(lang, state, 2), "other": unit(lang, state, 3)}}}
        elif kind < 0.13:
            loc[lang] = {"stringUnit": {"state": state, "value": "%#@files@"},
                         "substitutions": {"files": {"argNum": 1, "formatSpecifier": "lld",
                                                     "variations": {"plural": {"one": unit(lang, state, 1), "other": unit(lang, state, 2)}}}}}
        else:
            loc[lang] = unit(lang, state, rng.randint(1, 6))
    e["localizations"] = loc
    if rng.random() < 0.02: e["shouldTranslate"] = False
    return e
strings, size, i = {}, 0, 0
while size < target:
    key = "key.%07d.%s" % (i, rng.choice(words["latin"][:15]))
    chunk = []
    strings[key] = entry(i)
    dump(strings[key], 2, chunk)
    size += sum(len(c.encode()) for c in chunk) + len(key) + 12
    i += 1
out = []
dump({"sourceLanguage": "en", "strings": strings, "version": "1.0"}, 0, out)
with open(path, "wb") as f:
    f.write("".join(out).encode())
PY
}

echo "1. Scaling: read + write, synthetic catalogs"
printf "%-6s %7s %5s | %9s %9s %9s | %6s %6s | %6s %6s %6s | %s\n" size keys langs "JSON" "model" "Foundatn" "J÷F" "M÷F" "RSS J" "RSS M" "RSS F" identical
for size in $sizes; do
  file="$out/catalog-$size.xcstrings"
  bytes=$(python3 -c "import sys; s=sys.argv[1]; print(int(float(s[:-2]) * 10**{'KB':3,'MB':6,'GB':9}[s[-2:]]))" "$size")
  [ -f "$file" ] || generate "$bytes" "$file"
  runs=5; [ "$size" = "100MB" ] && runs=3
  # measure ENGINE RUNS: the bench's JSON line (median of RUNS in one process) and the peak RSS
  # (KB) of a process that runs once (repeated runs in one process leave the heap fragmented).
  measure() {
    [ "$2" -le 1 ] || "$BENCH" "$1" "$file" "$2"
    /usr/bin/time -v "$BENCH" "$1" "$file" 1 2>"$out/time.txt" >"$out/once.json"
    [ "$2" -gt 1 ] || cat "$out/once.json"
    awk -F': ' '/Maximum resident set size/ {print $2}' "$out/time.txt"
  }
  ours=$(measure catalog-roundtrip $runs | paste -sd' ')
  model=$(measure catalog-model-roundtrip $runs | paste -sd' ')
  theirs=$(measure jsonserialization-roundtrip $([ "$size" = "100MB" ] && echo 1 || echo $runs) | paste -sd' ')
  python3 - "$size" "$file" "$ours" "$model" "$theirs" <<'PY'
import json, os, sys
size, path, ours, model, theirs = sys.argv[1:]
def split(s):
    line, rss = s.rsplit(" ", 1)
    return json.loads(line), int(rss) * 1024
(o, orss), (m, mrss), (t, trss) = split(ours), split(model), split(theirs)
with open(path, "rb") as f:
    head = json.load(f)
keys = len(head["strings"])
langs = len({l for e in head["strings"].values() for l in e.get("localizations", {})})
n = o["bytes"]
same = o['check'] == n and m['check'] == n
print(f"{size:<6} {keys:>7} {langs:>5} | {o['mbps']:>4.0f} MB/s {m['mbps']:>4.0f} MB/s {t['mbps']:>4.1f} MB/s | "
      f"{o['mbps']/t['mbps']:>5.1f}x {m['mbps']/t['mbps']:>5.1f}x | {orss/n:>5.2f}x {mrss/n:>5.2f}x {trss/n:>5.2f}x | "
      f"{'yes' if same else 'NO (' + str(o['check']) + ', ' + str(m['check']) + ')'}")
PY
done
echo "JSON = JSONReader.parse(file:) + XcodeJSONWriter.write(_:to:) into a file; model = StringCatalog.parse + encoded() in"
echo "memory. MB/s = file size ÷ median CPU time of read + parse + write (in-process, 5 runs, 3 at 100 MB); J÷F, M÷F = speed"
echo "÷ Foundation's; RSS = peak RSS (/usr/bin/time -v) of a process that reads and writes once ÷ file size, the process' ~20 MB"
echo "baseline included; identical = both wrote back as many bytes as they read (the catalogs are in Xcode's form)."
echo "Goal: RSS J ≤ 3x at 100 MB, time linear in the size."
# whole ENGINE...: user + system CPU seconds and peak RSS (KB) of one process, as "cpu rss".
whole() {
  /usr/bin/time -f "%U %S %M" "$@" >/dev/null 2>"$out/whole.txt" || true
  tail -1 "$out/whole.txt" | awk '{printf "%.3f,%d\n", $1 + $2, $3}'
}
# 3. Every catalog command against Python's json.load of the same file (issue 28): the 50 × 5,000
#    catalog of part 2 and the generated catalogs of part 1 (findings of every kind). Whole
#    processes, median user + system CPU of RUNS (3; 1 at 100 MB) and the largest peak RSS, as
#    "cpu,rss". A second version of each catalog (every needs_review unit translated, every tenth
#    value changed) is what diff compares and `merge --into` merges; sync is `extract -o` of a copy
#    from a Swift file that looks up every key of the catalog.
echo
echo "3. Catalog commands ÷ Python json.load (same run; x = json.load's CPU time ÷ the command's, above 1 is faster)"
PY=$(python3 -c 'import sys; print(sys.executable)')
commands() {  # commands CATALOG LABEL
  local catalog=$1 label=$2 work="$out/commands"
  rm -rf "$work" && mkdir -p "$work/src" "$work/sync"
  awk '{ sub(/"state" : "needs_review"/, "\"state\" : \"translated\"") }
    /"value" : "/ { if (++n % 10 == 0) sub(/"value" : "/, "\"value\" : \"~ ") } 1' "$catalog" >"$work/B.xcstrings"
  python3 - "$catalog" "$work/src/Keys.swift" <<'PY'
import json, sys
keys = json.load(open(sys.argv[1], encoding="utf-8"))["strings"].keys()
with open(sys.argv[2], "w", encoding="utf-8") as f:
    f.write("import Foundation\n\nfunc keys() -> [String] {\n  [\n")
    for key in keys:
        f.write("    String(localized: " + json.dumps(key, ensure_ascii=False) + "),\n")
    f.write("  ]\n}\n")
PY
  local runs=3
  [ "$(wc -c <"$catalog")" -gt 50000000 ] && runs=1
  rows=""
  for workload in json lint compile convert diff merge sync; do
    samples=""
    for _ in $(seq $runs); do
      case $workload in
        json) samples+="$(whole "$PY" -c 'import json,sys; json.load(open(sys.argv[1], encoding="utf-8"))' "$catalog");" ;;
        lint) samples+="$(whole "$LSTRINGS" lint "$catalog");" ;;
        compile) rm -rf "$work/compiled"; samples+="$(whole "$LSTRINGS" compile "$catalog" -o "$work/compiled");" ;;
        convert) samples+="$(whole "$LSTRINGS" convert --to xcstrings "$catalog" -o "$work/converted.xcstrings");" ;;
        diff) samples+="$(whole "$LSTRINGS" diff "$catalog" "$work/B.xcstrings");" ;;
        merge) cp "$catalog" "$work/into.xcstrings"; samples+="$(whole "$LSTRINGS" merge --into "$work/into.xcstrings" --prefer source "$work/B.xcstrings");" ;;
        sync) cp "$catalog" "$work/sync/Localizable.xcstrings"
          samples+="$(whole "$LSTRINGS" extract -o "$work/sync/Localizable.xcstrings" "$work/src");" ;;
      esac
    done
    rows+="$workload=$samples "
  done
  python3 - "$catalog" "$label" $rows <<'PY'
import os, statistics, sys
path, label, rows = sys.argv[1], sys.argv[2], sys.argv[3:]
n = os.path.getsize(path)
data = {}
for row in rows:
    name, samples = row.split("=")
    pairs = [s.split(",") for s in samples.split(";") if s]
    data[name] = (statistics.median(float(c) for c, _ in pairs), max(int(r) for _, r in pairs) * 1024)
base = data["json"][0]
cells = " ".join(f"{name}={cpu:.2f}s/{base / cpu:.1f}x/{rss / n:.2f}" for name, (cpu, rss) in data.items())
print(f"{label:<10} {n / 1e6:6.1f} MB  {cells}")
PY
}
echo "catalog    size       command=CPU/÷json.load/peak RSS ÷ size"
for size in $sizes; do commands "$out/catalog-$size.xcstrings" "$size"; done
# 2. The issue's catalog, from gen-corpus's lproj set.
GEN=$SHARED/bench/gen-corpus.py
if [ ! -f "$GEN" ]; then
  echo; echo "2. skipped: $GEN not found (set SHARED to the folder holding bench/gen-corpus.py)"
  exit 0
fi
catalog="$out/gen-50x5000.xcstrings"
. bench/lib/catalog-50x5000.sh
make_50x5000_catalog
echo
echo "2. gen-corpus lproj set (50 languages × 5,000 keys) converted by lstrings convert: $(wc -c <"$catalog") bytes"
rows=""
for workload in json model lint compile foundation; do
  samples=""
  for _ in 1 2 3 4 5; do
    case $workload in
      json) samples+="$(whole "$BENCH" catalog-roundtrip "$catalog" 1);" ;;
      model) samples+="$(whole "$BENCH" catalog-model-roundtrip "$catalog" 1);" ;;
      lint) samples+="$(whole "$LSTRINGS" lint "$catalog");" ;;
      compile) rm -rf "$out/compiled"; samples+="$(whole "$LSTRINGS" compile "$catalog" -o "$out/compiled");" ;;
      foundation) samples+="$(whole "$BENCH" jsonserialization-roundtrip "$catalog" 1);" ;;
    esac
  done
  rows+="$workload=$samples "
done
python3 - "$catalog" $rows <<'PY'
import os, statistics, sys
path, rows = sys.argv[1], sys.argv[2:]
n = os.path.getsize(path)
names = {"json": "read + write, JSON tree", "model": "read + write, catalog model", "lint": "lstrings lint",
         "compile": "lstrings compile", "foundation": "JSONSerialization parse + write"}
data = {}
for row in rows:
    name, samples = row.split("=")
    pairs = [s.split(",") for s in samples.split(";") if s]
    data[name] = (statistics.median(float(c) for c, _ in pairs), max(int(r) for _, r in pairs) * 1024)
base = data["foundation"][0]
print(f"{'workload':<32} {'CPU s':>7} {'MB/s':>7} {'÷ Foundation':>13} {'RSS/size':>9}")
for name, (cpu, rss) in data.items():
    print(f"{names[name]:<32} {cpu:>7.2f} {n / 1e6 / cpu:>7.1f} {cpu / base:>12.2f}x {rss / n:>8.2f}x")
PY
echo "Whole processes (start-up included), median user + system CPU of 5; ÷ Foundation = CPU time ÷ JSONSerialization's (below 1 is"
echo "faster); RSS/size = the largest peak RSS of the 5 ÷ the catalog's size. 35 of the 50 languages are copies of gen-corpus's 15."

echo
echo "3. (continued) the 50 × 5,000 catalog"
[ -f "$catalog" ] && commands "$catalog" "50x5000"
echo "Goals (issue 28): lint ≥ 5x, every other command ≥ 3x; peak ≤ 2x the file for lint and compile, ≤ 2.5x for commands"
echo "that write a catalog; 10 MB → 100 MB ≤ 11x the time."

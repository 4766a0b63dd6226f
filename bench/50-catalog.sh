# String Catalog JSON: read + write of a large `.xcstrings` (50 languages, keys added until the
# file reaches 1, 10 and 100 MB) by lstrings (JSONReader + XcodeJSONWriter) and by Foundation
# (JSONSerialization.jsonObject + data(withJSONObject:) with Xcode's options), each in its own
# process under /usr/bin/time -v for the peak RSS. The catalogs are generated here, in Xcode's exact
# form, deterministically (seed 1): entries with comments, extraction states, plural variations,
# substitutions, escapes and non-ASCII text. BENCH_SIZES overrides the sizes (BENCH_SIZES="1MB").
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product lstrings-bench >/dev/null
BENCH=$(swift build -c release --show-bin-path)/lstrings-bench
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

printf "%-8s %8s %6s %11s %11s %8s %10s %10s %9s\n" size keys langs lstrings Foundation ratio "RSS/size" "F RSS/size" identical
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
  theirs=$(measure jsonserialization-roundtrip $([ "$size" = "100MB" ] && echo 1 || echo $runs) | paste -sd' ')
  python3 - "$size" "$file" "$ours" "$theirs" <<'PY'
import json, os, sys
size, path, ours, theirs = sys.argv[1:]
def split(s):
    line, rss = s.rsplit(" ", 1)
    return json.loads(line), int(rss) * 1024
(o, orss), (t, trss) = split(ours), split(theirs)
with open(path, "rb") as f:
    head = json.load(f)
keys = len(head["strings"])
langs = len({l for e in head["strings"].values() for l in e.get("localizations", {})})
n = o["bytes"]
print(f"{size:<8} {keys:>8} {langs:>6} {o['mbps']:>6.0f} MB/s {t['mbps']:>6.1f} MB/s {o['mbps']/t['mbps']:>7.1f}x "
      f"{orss/n:>9.2f}x {trss/n:>9.2f}x {'yes' if o['check'] == n else 'NO (' + str(o['check']) + ')':>9}")
PY
done
echo "MB/s = file size ÷ median CPU time of read + parse + write (in-process, several runs); ratio = lstrings ÷ Foundation;"
echo "RSS/size = peak RSS (/usr/bin/time -v) of a process that reads and writes once ÷ file size, the process' ~20 MB baseline included;"
echo "identical = lstrings wrote back as many bytes as it read (the catalogs are generated in Xcode's form)."

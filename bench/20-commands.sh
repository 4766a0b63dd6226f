# The commands users run, each as a whole process (start, read, parse, check, print, exit),
# against CoreFoundation as its own process on the same files, in the same run:
#   lint   one 100 MB table (UTF-8, then the same entries in UTF-16LE) vs
#          CFPropertyListCreateWithData on the same file (what CFBundle does to load it);
#   lint   50 languages x 5,000 keys (the app of bench/30-lint.sh);
#   merge  a base into 8 languages x MERGE_ENTRIES keys vs CF reading those 9 tables;
#   lookup 2,000 keys x 3 users in 8 languages x 20,000 keys vs CF reading those tables.
# (extract is measured against xgettext, both whole processes, by bench/40-extract.sh.)
# Each figure is the median of RUNS runs, the two engines alternating so that both see the same
# moments of a shared machine; wall and CPU (user + system) seconds, peak RSS of the process.
# COMMANDS_SIZE sets the one-table size (default 100MB; CI-sized: 1MB).
set -euo pipefail
cd "$(dirname "$0")/.."
: "${SHARED:?set SHARED to the ../shared directory}" "${LSTRINGS:?set LSTRINGS to the release lstrings binary}"
swift build ${LSTRINGS_RELEASE_FLAGS:--c release} --product lstrings-bench >/dev/null
BENCH=$(swift build -c release --show-bin-path)/lstrings-bench
out=${BENCH_OUT:-/tmp/lstrings-bench}/commands
mkdir -p "$out"
size=${COMMANDS_SIZE:-100MB}
runs=${RUNS:-5}
[ -f "$out/$size-utf-8.strings" ] || python3 "$SHARED/bench/gen-corpus.py" strings "$out" --size "$size" --encoding utf-8 --name "$size-utf-8" >/dev/null
# The same entries in UTF-16LE (with its BOM, as gen-corpus writes UTF-16): issue 15 compares the two
# encodings of one table, so this is the UTF-8 table transcoded (about 1.6× its bytes), not a
# second table of the same size.
if [ ! -f "$out/$size-utf-16le-same.strings" ]; then
  python3 -c "import sys; open(sys.argv[2], 'wb').write(b'\xff\xfe' + open(sys.argv[1], 'rb').read().decode('utf-8').encode('utf-16-le'))" \
    "$out/$size-utf-8.strings" "$out/$size-utf-16le-same.strings"
fi
[ -d "$out/lproj/en.lproj" ] || python3 "$SHARED/bench/gen-corpus.py" lproj "$out/lproj" --entries 20000 --missing 5 >/dev/null
if [ ! -d "$out/app/en.lproj" ]; then
  LINT_BENCH_DIR="$out/app-build" LINT_BENCH_RUNS=0 bash bench/30-lint.sh >/dev/null
  mv "$out/app-build/app" "$out/app" && rm -rf "$out/app-build"
fi
# merge rewrites its targets: a fresh copy of the translations for every run.
rm -rf "$out/merge-src" && cp -r "$out/lproj" "$out/merge-src"
sample=$(python3 -c "
import re
text = open('$out/lproj/en.lproj/Localizable.strings', encoding='utf-8').read()
print('\n'.join(re.findall(r'^\"([^\"\\\\]*)\" =', text, re.M)[:2000]))")
mapfile -t keys <<<"$sample"
tables=("$out"/lproj/*.lproj/Localizable.strings)

echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg) on $(nproc) cores; medians of $runs runs"
python3 - "$runs" "$out" "$size" "$LSTRINGS" "$BENCH" "${#keys[@]}" "${tables[@]}" -- "${keys[@]}" <<'PY'
import os, resource, shutil, statistics, subprocess, sys, time

runs, out, size, lstrings, bench, nkeys = int(sys.argv[1]), sys.argv[2], sys.argv[3], sys.argv[4], sys.argv[5], int(sys.argv[6])
rest = sys.argv[7:]
split = rest.index("--")
tables, keys = rest[:split], rest[split + 1:]

def once(command, before=None):
    """Wall, CPU (user + system) seconds and peak RSS (MB) of one whole process."""
    if before: before()
    start_usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
    wall = time.perf_counter() - start
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = usage.ru_utime - start_usage.ru_utime + usage.ru_stime - start_usage.ru_stime
    # ru_maxrss of RUSAGE_CHILDREN is the largest child so far: each engine runs in its own
    # wrapper process so that its peak is its own.
    return wall, cpu

def peak(command):
    """Peak RSS in MB (10^6 bytes) of one run, read by a fresh python child (ru_maxrss is per waited child)."""
    code = ("import resource,subprocess,sys;subprocess.run(sys.argv[1:],stdout=subprocess.DEVNULL,"
            "stderr=subprocess.DEVNULL);print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)")
    result = subprocess.run([sys.executable, "-c", code, *command], capture_output=True, text=True)
    return int(result.stdout.strip() or 0) * 1024 / 1e6  # ru_maxrss is in KiB; MB as the files

def compare(ours, theirs, before=None):
    a, b = [], []
    for _ in range(runs):
        a.append(once(ours, before))
        b.append(once(theirs))
    med = lambda xs, i: statistics.median(x[i] for x in xs)
    return (med(a, 0), med(a, 1), peak(ours) if before is None else 0), (med(b, 0), med(b, 1), peak(theirs))

def fresh_merge_targets():
    shutil.rmtree(f"{out}/merge", ignore_errors=True)
    shutil.copytree(f"{out}/merge-src", f"{out}/merge")

rows = []
utf8_wall = None
for label, name in (("UTF-8", "utf-8"), ("UTF-16LE, same entries", "utf-16le-same")):
    path = f"{out}/{size}-{name}.strings"
    megabytes = os.path.getsize(path) / 1e6
    ours, cf = compare([lstrings, "lint", "--quiet", path], [bench, "cf-each", path])
    rows.append((f"lint, one {size} table, {label}", ours, cf, megabytes))
    utf8_wall = utf8_wall or ours[0]
utf16_over_utf8 = rows[1][1][0] / utf8_wall
app = f"{out}/app"
ours, cf = compare([lstrings, "lint", "--quiet", app],
                   [bench, "cf-each", *[os.path.join(root, f) for root, _, files in os.walk(app) for f in files if f.endswith(".strings")]])
rows.append(("lint, 50 languages x 5,000 keys", ours, cf, None))
merge_tables = [f"{out}/merge-src/en.lproj/Localizable.strings"] + [t.replace("/lproj/", "/merge-src/") for t in tables]
ours, cf = compare([lstrings, "merge", "--base", f"{out}/merge/en.lproj", f"{out}/merge"], [bench, "cf-each", *merge_tables],
                   before=fresh_merge_targets)
rows.append(("merge, base into 8 languages x 20,000 keys", ours, cf, None))
ours, cf = compare([lstrings, "lookup", "--lang", "de-AT,en", "--lang", "ja", "--lang", "pt-BR", f"{out}/lproj", *keys],
                   [bench, "cf-each", *tables])
rows.append((f"lookup, {nkeys} keys x 3 users, 8 languages x 20,000 keys", ours, cf, None))

print(f"{'command':<58} {'wall s':>7} {'cpu s':>6} {'RSS MB':>7} | {'CF wall':>7} {'CF cpu':>6} {'CF RSS':>7} | {'wall x':>6} {'cpu x':>6}")
for label, (w, c, r), (cw, cc, cr), megabytes in rows:
    rss = f"{r:7.0f}" if r else "      -"
    print(f"{label:<58} {w:7.3f} {c:6.3f} {rss} | {cw:7.3f} {cc:6.3f} {cr:7.0f} | {cw / w:5.1f}x {cc / c:5.1f}x"
          + (f"   RSS/file {r / megabytes:.2f}x" if megabytes and r else ""))
print(f"lint on the same entries: UTF-16LE takes {utf16_over_utf8:.2f}x the UTF-8 wall time (issue 15: within 2x);")
print("wall x / cpu x = CoreFoundation's time / lstrings' time (how many times faster lstrings is);")
print("CF = lstrings-bench cf-each: CFPropertyListCreateWithData on the same tables, one process.")
PY

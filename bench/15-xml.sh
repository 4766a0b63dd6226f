# lstrings' XML reader against swift-corelibs-foundation's XMLParser (libxml2 underneath), which
# lstrings used for storyboards, xibs and Core Data models until issue 26, each as a whole process
# on the same real documents: every storyboard and xib of the IB corpus mirrors (XML_CORPUS, else
# /work/.mirror, as the search tools' fetch leaves them: BartyCrouch, Criptext, iina,
# MonitorControl, Telephone), read XML_REPEAT times each (default 20) so a run takes a measurable
# time. Both print what they handed out; the script checks the counts agree before timing.
# Median of RUNS runs, the two engines alternating; wall and CPU (user + system) seconds.
set -euo pipefail
cd "$(dirname "$0")/.."
corpus=${XML_CORPUS:-/work/.mirror}
out=${BENCH_OUT:-/tmp/lstrings-bench}/xml
runs=${RUNS:-5}
repeat=${XML_REPEAT:-20}
if ! ls "$corpus"/*/repo >/dev/null 2>&1; then
  echo "no IB corpus mirrors under $corpus (XML_CORPUS): XML bench skipped"
  exit 0
fi
swift build ${LSTRINGS_RELEASE_FLAGS:--c release} --product lstrings-bench >/dev/null
BENCH=$(swift build -c release --show-bin-path)/lstrings-bench
mkdir -p "$out/docs"
if [ ! -x "$out/foundation-xml" ] || [ bench/xml/foundation-xml.swift -nt "$out/foundation-xml" ]; then
  swiftc -O bench/xml/foundation-xml.swift -o "$out/foundation-xml"
fi
if [ -z "$(ls "$out/docs")" ]; then
  n=0
  for repo in "$corpus"/*/repo; do
    git_dir=$repo
    [ -d "$repo/.git" ] && git_dir=$repo/.git
    while IFS= read -r path; do
      n=$((n + 1))
      git --git-dir "$git_dir" show "HEAD:$path" >"$out/docs/$n.${path##*.}" 2>/dev/null || rm -f "$out/docs/$n.${path##*.}"
    done < <(git --git-dir "$git_dir" ls-tree -r --name-only HEAD | grep -E '\.(storyboard|xib)$')
  done
fi
docs=("$out"/docs/*)
echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg) on $(nproc) cores; medians of $runs runs"
python3 - "$runs" "$repeat" "$BENCH" "$out/foundation-xml" "${docs[@]}" <<'PY'
import json, os, resource, statistics, subprocess, sys, time

runs, repeat, bench, foundation = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3], sys.argv[4]
docs = sys.argv[5:]
files = docs * repeat
megabytes = sum(os.path.getsize(d) for d in docs) * repeat / 1e6
ours_command = [bench, "xml-each", *files]
theirs_command = [foundation, *files]

def counts(command):
    return json.loads(subprocess.run(command, capture_output=True, text=True, check=True).stdout)

ours, theirs = counts(ours_command), counts(theirs_command)
same = all(ours[k] == theirs[k] for k in ("elements", "attributes", "attributeBytes"))
print(f"{len(docs)} documents ({megabytes / repeat:.1f} MB) x {repeat}: lstrings {ours}, FoundationXML {theirs}")
if not same:
    sys.exit("the two readers disagree on what the documents hold: not timed")

def once(command):
    start_usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run(command, stdout=subprocess.DEVNULL, check=True)
    wall = time.perf_counter() - start
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, usage.ru_utime - start_usage.ru_utime + usage.ru_stime - start_usage.ru_stime

a, b = [], []
for _ in range(runs):
    a.append(once(ours_command))
    b.append(once(theirs_command))
med = lambda xs, i: statistics.median(x[i] for x in xs)
w, c, fw, fc = med(a, 0), med(a, 1), med(b, 0), med(b, 1)
print(f"{'reader':<40} {'wall s':>7} {'cpu s':>7} {'MB/s':>7}")
print(f"{'lstrings XMLReader':<40} {w:7.3f} {c:7.3f} {megabytes / c:7.1f}")
print(f"{'FoundationXML XMLParser (libxml2)':<40} {fw:7.3f} {fc:7.3f} {megabytes / fc:7.1f}")
print(f"XMLReader is {fw / w:.2f}x FoundationXML's speed in wall time, {fc / c:.2f}x in CPU time (issue 26: at least 1x)")
PY

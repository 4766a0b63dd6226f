# Language resolution: `lstrings coverage` on a gen-corpus.py .lproj set (8 languages, plus 3
# languages without a folder), i.e. every base key resolved for 11 users, and `lstrings lookup` of
# 2,000 keys for 3 users. BENCH_LOOKUP_KEYS sets the table size (default 20000).
set -euo pipefail
cd "$(dirname "$0")/.."
: "${SHARED:?set SHARED to the ../shared directory}"
: "${LSTRINGS:?set LSTRINGS to the lstrings binary}"
keys=${BENCH_LOOKUP_KEYS:-20000}
out=${BENCH_OUT:-/tmp/lstrings-bench}/lproj-$keys
[ -d "$out/en.lproj" ] || python3 "$SHARED/bench/gen-corpus.py" lproj "$out" --entries "$keys" --missing 5 >/dev/null
seconds() { python3 -c 'import sys,time,subprocess; t=time.perf_counter(); subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, check=False); print(f"{time.perf_counter()-t:.2f}")' "$@"; }
coverage=$(seconds "$LSTRINGS" coverage --lang de-AT,pt-BR,zh-HK "$out")
lookups=$(python3 -c "
import re,sys
text=open('$out/en.lproj/Localizable.strings',encoding='utf-8').read()
print('\n'.join(re.findall(r'^\"([^\"\\\\]*)\" =', text, re.M)[:2000]))")
mapfile -t sample <<<"$lookups"
lookup=$(seconds "$LSTRINGS" lookup --lang de-AT,en --lang ja --lang pt-BR "$out" "${sample[@]}")
python3 - "$keys" "$coverage" "$lookup" "${#sample[@]}" <<'PY'
import sys
keys, coverage, lookup, sample = int(sys.argv[1]), float(sys.argv[2]), float(sys.argv[3]), int(sys.argv[4])
print(f"coverage: 8 tables x {keys} keys, 11 users = {11*keys} resolutions in {coverage:.2f} s "
      f"({11*keys/coverage:,.0f}/s, parsing included)")
print(f"lookup:   {sample} keys x 3 users = {3*sample} resolutions in {lookup:.2f} s (process start and parsing included)")
PY

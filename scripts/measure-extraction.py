#!/usr/bin/env python3
"""Measure `lstrings extract` against the String Catalog Xcode wrote for a real app.

    scripts/measure-extraction.py APP --catalog Localizable.xcstrings --sources Sources \
        [--catalog …] [--sources …] [--lstrings .build/release/lstrings] [--shapes] [--json]

APP is the app's checkout; --catalog and --sources are relative to it (repeatable). Each catalog's
table is its file name without `.xcstrings`. For each catalog:

- recall: of the keys Xcode's compiler extracted (no `extractionState`, or
  `extracted_with_value`; not `stale`, not `manual`, not `migrated`), the share that
  `lstrings extract --format json SOURCES…` finds in that table;
- precision: of the distinct keys lstrings extracts into that table, the share the catalog holds
  (in any state; those it holds only as `stale` or `manual` are listed, since Xcode did not find
  them in the code);
- the missed and the extra keys. With --shapes, missed keys are grouped by the shape of the code
  at their first occurrence in the sources (the literal's enclosing call and label, `? :`,
  `case …:`, `=` …), found by searching the literal (interpolations as wildcards); extra keys are
  grouped by the form lstrings recognised (the JSON's `routine`), with their first location.
  A missed key whose specifiers are the only difference from an extracted one (`%lld` vs `%@`) is
  reported as a specifier mismatch.

Exit status 0; 2 for a usage or input error. Standard library only.
"""

import argparse
import json
import os
import re
import subprocess
import sys
from collections import defaultdict

XCODE_EXTRACTED = (None, "extracted_with_value")
SPECIFIER = re.compile(r"%(?:\d+\$)?[-+ #0]*\d*(?:\.\d+)?(?:hh|h|ll|l|q|z|t|j|L)?[@dDiuUxXoOfFeEgGaAcCsSp]")
SOURCE_SUFFIXES = (".swift", ".m", ".mm", ".h", ".c", ".cc", ".cpp", ".cxx", ".hh", ".hpp")


def load_catalog(path):
    with open(path, encoding="utf-8") as f:
        catalog = json.load(f)
    return {key: entry.get("extractionState") for key, entry in catalog.get("strings", {}).items()}


def run_extract(lstrings, app, sources):
    result = subprocess.run(
        [lstrings, "extract", "--format", "json", *sources], cwd=app, capture_output=True, text=True
    )
    if result.returncode != 0:
        sys.exit(f"lstrings extract failed ({result.returncode}):\n{result.stderr}")
    warnings = [line for line in result.stderr.splitlines() if ": warning: " in line or ": note: " in line]
    return json.loads(result.stdout), warnings


def skeleton(key):
    """The key with every format specifier replaced by one placeholder."""
    return SPECIFIER.sub("\u0000", key.replace("%%", "\u0001"))


def literal_pattern(key):
    """A pattern for the source literal of an extracted key: specifiers become `\\(…)` wildcards,
    and a plain `%@` may also be written as such."""
    parts = SPECIFIER.split(key.replace("%%", "%"))
    escaped = [re.escape(part.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")) for part in parts]
    return re.compile('"' + r"(?:\\\(.*?\)|%[^ ]*?)".join(escaped) + '"')


def source_files(app, sources):
    for source in sources:
        root = os.path.join(app, source)
        if os.path.isfile(root):
            yield root
            continue
        for directory, folders, files in os.walk(root):
            folders[:] = sorted(f for f in folders if not f.startswith(".") and f not in (".build", "Pods"))
            for name in sorted(files):
                if name.endswith(SOURCE_SUFFIXES):
                    yield os.path.join(directory, name)


def shape_at(line, column):
    """The shape of the code around a literal that starts at `column` (0-based) of `line`."""
    before = line[:column].rstrip()
    if before.endswith("?"):
        return "cond ? \"…\" : …"
    if before.endswith(":") and re.search(r"(?:^|\s)case\b[^:]*:$|(?:^|\s)default:$", before):
        return "case …: \"…\""
    if re.search(r"\?\s*\"[^\"]*\"\s*:$", before) or before.endswith(") :") or re.search(r"\S\s+:$", before):
        return "cond ? … : \"…\""
    label = None
    match = re.search(r"([A-Za-z_][A-Za-z0-9_]*)\s*:$", before)
    if match:
        label = match.group(1)
        before = before[: match.start()].rstrip()
    # The innermost unclosed `(` or `[` before the literal.
    depth = 0
    for index in range(len(before) - 1, -1, -1):
        char = before[index]
        if char in ")]":
            depth += 1
        elif char in "([":
            if depth == 0:
                callee = re.search(r"(\.?[A-Za-z_][A-Za-z0-9_.]*)\s*$", before[:index])
                name = callee.group(1) if callee else ("[" if char == "[" else "(")
                if char == "[":
                    return f"[{label}: \"…\"]" if label else "[\"…\"]"
                prefix = f"{label}: " if label else ""
                return f"{name.rsplit('.', 1)[-1] if not name.startswith('.') else name}({prefix}\"…\")"
            depth -= 1
        elif char == "," and depth == 0:
            continue
    if label:
        return f"{label}: \"…\""
    stripped = before.rstrip()
    if re.search(r"(?:^|\s)case\s+[A-Za-z_][A-Za-z0-9_]*\s*=$", stripped):
        return "case x = \"…\" (an enum's raw value)"
    if stripped.endswith("="):
        typed = re.search(r":\s*([A-Za-z_][A-Za-z0-9_.]*)\s*=$", stripped)
        return f"let x: {typed.group(1)} = \"…\"" if typed else "x = \"…\""
    if stripped.endswith("return"):
        return "return \"…\""
    if stripped.endswith("{") or stripped == "":
        return "\"…\" (an expression of its own)"
    return f"… {stripped.split()[-1]} \"…\""


def find_shapes(app, sources, keys):
    """The shape and location of each key's first occurrence as a literal in the sources."""
    found = {}
    if "" in keys:
        found[""] = ("the empty key (lstrings skips it with an empty-key warning)", "")
        keys = [k for k in keys if k]
    texts = []
    for path in source_files(app, sources):
        try:
            with open(path, encoding="utf-8", errors="replace") as f:
                texts.append((os.path.relpath(path, app), f.read().splitlines()))
        except OSError:
            continue
    for key in keys:
        pattern = literal_pattern(key)
        for path, lines in texts:
            hit = next(((n, m) for n, line in enumerate(lines) if (m := pattern.search(line))), None)
            if hit:
                number, match = hit
                # The call may open on an earlier line (`Picker(\n  selection: …,\n  label: "…"`).
                context = " ".join(line.strip() for line in lines[max(0, number - 6) : number])
                prefix = lines[number][: match.start()].lstrip()
                joined = f"{context} {prefix}" if context else prefix
                found[key] = (shape_at(joined, len(joined)), f"{path}:{number + 1}")
                break
        else:
            found[key] = ("not found as one literal (multi-line, concatenated or built at run time)", "")
    return found


def measure(app, catalog_path, sources, extracted):
    table = os.path.basename(catalog_path)[: -len(".xcstrings")]
    states = load_catalog(os.path.join(app, catalog_path))
    expected = {key for key, state in states.items() if state in XCODE_EXTRACTED}
    mine = {}
    for item in extracted:
        if item["table"] == table:
            mine.setdefault(item["key"], item)
    found = expected & mine.keys()
    extra = sorted(k for k in mine if k not in states)
    elsewhere = sorted(k for k in mine if k in states and states[k] not in XCODE_EXTRACTED)
    missed = sorted(expected - mine.keys())
    by_skeleton = defaultdict(list)
    for key in mine:
        by_skeleton[skeleton(key)].append(key)
    mismatches = {k: sorted(by_skeleton[skeleton(k)]) for k in missed if skeleton(k) in by_skeleton and skeleton(k) != k}
    interpolated = [k for k in expected if SPECIFIER.search(k)]
    return {
        "table": table,
        "catalog": catalog_path,
        "catalogKeys": len(states),
        "states": {str(s): sum(1 for v in states.values() if v == s) for s in sorted(set(states.values()), key=str)},
        "xcodeExtracted": len(expected),
        "extracted": len(mine),
        "found": len(found),
        "recall": len(found) / len(expected) if expected else 1.0,
        "precision": (len(mine) - len(extra)) / len(mine) if mine else 1.0,
        "interpolatedKeys": len(interpolated),
        "interpolatedFound": sum(1 for k in interpolated if k in mine),
        "missed": missed,
        "specifierMismatches": mismatches,
        "extra": [
            {"key": k, "routine": mine[k]["routine"], "location": f"{mine[k]['file']}:{mine[k]['line']}:{mine[k]['column']}"}
            for k in extra
        ],
        "inCatalogNotExtractedByXcode": [{"key": k, "state": states[k]} for k in elsewhere],
    }


def print_report(name, result, shapes):
    print(f"{name}: {result['catalog']} (table {result['table']})")
    print(f"  catalog keys: {result['catalogKeys']} by extractionState {result['states']}")
    print(
        f"  recall:    {result['found']}/{result['xcodeExtracted']} = {100 * result['recall']:.1f}%"
        f"  (interpolated keys: {result['interpolatedFound']}/{result['interpolatedKeys']})"
    )
    extra = len(result["extra"])
    print(f"  precision: {result['extracted'] - extra}/{result['extracted']} = {100 * result['precision']:.1f}%")
    if result["inCatalogNotExtractedByXcode"]:
        print("  extracted, but Xcode did not extract them (stale / manual in the catalog):")
        for item in result["inCatalogNotExtractedByXcode"]:
            print(f"    [{item['state']}] {json.dumps(item['key'], ensure_ascii=False)}")
    if result["specifierMismatches"]:
        print(f"  specifier mismatches ({len(result['specifierMismatches'])}): catalog key ← lstrings key")
        for key, mine in result["specifierMismatches"].items():
            print(f"    {json.dumps(key, ensure_ascii=False)} ← {', '.join(json.dumps(m, ensure_ascii=False) for m in mine)}")
    missed = [k for k in result["missed"] if k not in result["specifierMismatches"]]
    print(f"  missed ({len(missed)}):")
    if shapes is None:
        for key in missed:
            print(f"    {json.dumps(key, ensure_ascii=False)}")
    else:
        groups = defaultdict(list)
        for key in missed:
            shape, location = shapes[key]
            groups[shape].append((key, location))
        for shape, items in sorted(groups.items(), key=lambda kv: (-len(kv[1]), kv[0])):
            print(f"    {len(items):3}  {shape}")
            for key, location in items:
                print(f"           {json.dumps(key, ensure_ascii=False)}  {location}")
    print(f"  extra ({extra}):")
    groups = defaultdict(list)
    for item in result["extra"]:
        groups[item["routine"]].append(item)
    for routine, items in sorted(groups.items(), key=lambda kv: (-len(kv[1]), kv[0])):
        print(f"    {len(items):3}  {routine}")
        for item in items:
            print(f"           {json.dumps(item['key'], ensure_ascii=False)}  {item['location']}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("app", help="the app's checkout")
    parser.add_argument("--catalog", action="append", required=True, help="a .xcstrings, relative to APP")
    parser.add_argument("--sources", action="append", required=True, help="a source folder or file, relative to APP")
    parser.add_argument("--lstrings", default=os.path.join(os.path.dirname(__file__), "..", ".build", "release", "lstrings"))
    parser.add_argument("--shapes", action="store_true", help="group missed and extra keys by the shape of their code")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument("--name", help="the app's name in the report (default: APP's folder name)")
    args = parser.parse_args()
    app = os.path.abspath(args.app)
    lstrings = os.path.abspath(args.lstrings)
    for path in [lstrings] + [os.path.join(app, c) for c in args.catalog] + [os.path.join(app, s) for s in args.sources]:
        if not os.path.exists(path):
            print(f"measure-extraction: no such file: {path}", file=sys.stderr)
            sys.exit(2)
    extracted, warnings = run_extract(lstrings, app, args.sources)
    name = args.name or os.path.basename(app.rstrip("/"))
    results = [measure(app, catalog, args.sources, extracted) for catalog in args.catalog]
    if args.json:
        print(json.dumps({"app": name, "warnings": len(warnings), "catalogs": results}, ensure_ascii=False, indent=2))
        return
    for result in results:
        missed = [k for k in result["missed"] if k not in result["specifierMismatches"]]
        shapes = find_shapes(app, args.sources, missed) if args.shapes else None
        print_report(name, result, shapes)
    print(f"  lstrings warnings and notes: {len(warnings)}")


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Sorts the sync harness's distinct disagreements into causes, by rule, per app.

    scripts/sync-classify.py --mirror MIRROR FOLDERS.json MEMBERSHIP.json AFTER.json AFTER-REPORT.json

The inputs are `scripts/sync-harness.py --dump` files of the same apps (several comma-separated
files each, when the apps were run in batches): FOLDERS with `--folders` and the lstrings before the
fixes, MEMBERSHIP with the project's target membership and the same lstrings, AFTER with the
membership and the lstrings after the fixes; AFTER-REPORT is that run's `--json`. Only added, gone,
un-staled and comment disagreements count (stale and removed are in gone), each distinct key once.

Causes (the letters of docs/extract.md's table):
- (b) fixed in the harness: in FOLDERS, not in MEMBERSHIP (the sources were not the target's);
- (a) fixed: in MEMBERSHIP, not in AFTER; new: in AFTER, not in MEMBERSHIP;
- (b) synced with other code, by rule: a key lstrings adds that Xcode's catalog gets live in a later
  commit; a key Xcode adds, or keeps live, whose longest literal part no source file of the
  commit's folders holds; a key Xcode drops that a later commit of its catalog has live again;
- (a)/(c) left: the rest, read by hand (docs/extract.md says what they are);
- details: added keys whose source unit is the developer's (not in state `new`), whose comment
  Xcode 26's model generated, and the other detail mismatches (AFTER-REPORT).
Standard library only; nothing here is part of lstrings.
"""

import argparse
import json
import re
import subprocess

import harness_common

SOURCES = ("swift", "m", "mm", "h", "c")
SPECIFIER = re.compile(r"%(?:\d+\$)?[-+ #0]*\d*(?:\.\d+)?(?:ll|l|h|hh|z|t|j|L)?[@dDiuUxXoOfFeEgGcCsSpaA%]")


def load(paths):
    apps = {}
    for path in paths.split(","):
        for app in json.load(open(path)):
            apps[app["app"]] = app
    return apps


def keyset(app):
    return {(d["category"], d["side"], d["catalog"], d["key"]) for d in app["disagreements"]
            if d["category"] not in ("stale", "removed")}


def history(repo, path):
    """The catalog's extraction states by commit, oldest first."""
    states = []
    for commit in (harness_common.git(repo, "log", "--no-merges", "--reverse", "--format=%H", "--", path, bare=True) or "").split():
        try:
            strings = json.loads(harness_common.git(repo, "show", f"{commit}:{path}", bare=True))["strings"]
        except (TypeError, ValueError, KeyError):
            continue
        states.append((commit[:12], {k: v.get("extractionState") for k, v in strings.items()}))
    return states


def in_sources(repo, commit, key, folders):
    """Whether the key's longest literal part stands in a source file of the folders (None: no part)."""
    parts = sorted((p for p in SPECIFIER.split(key) if p.strip()), key=len, reverse=True)
    if not parts:
        return None
    needle = json.dumps(parts[0])[1:-1] if "\n" in parts[0] or '"' in parts[0] else parts[0]
    specs = [f"{f}/{deep}*.{e}" for f in folders for e in SOURCES for deep in ("", "**/")]
    result = subprocess.run(["git", "--git-dir", repo, "grep", "-F", "-q", "-e", needle, commit, "--", *specs],
                            capture_output=True)
    return result.returncode == 0


def cause(category, side, key, commit, later, present):
    live_later = any(key in states and states[key] != "stale" for _, states in later)
    if category == "added" and side == "lstrings only":
        return "b" if live_later else "a/c"
    if category in ("added", "gone") and present is False:
        return "b" if category == "added" or side == "lstrings only" else "a/c"
    if category == "gone" and side == "xcode only" and live_later:
        return "b"
    return "a/c"


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--mirror", default="/work/.mirror")
    parser.add_argument("folders")
    parser.add_argument("membership")
    parser.add_argument("after")
    parser.add_argument("report")
    args = parser.parse_args()
    import importlib.util
    spec = importlib.util.spec_from_file_location("sync_harness", __file__.replace("sync-classify.py", "sync-harness.py"))
    harness = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(harness)
    folders, membership, after = load(args.folders), load(args.membership), load(args.after)
    reports = {r["app"]: r for path in args.report.split(",") for r in json.load(open(path))}
    print("| app | distinct before (folders) | (b) fixed in the harness | (a) fixed | new | distinct after | "
          "(b) synced with other code | (a)/(c) left | details: (b) developer's text | details: (c) generated comment | details: other |")
    print("|---" * 11 + "|")
    for name in after:
        repository, catalogs, _ = harness.APPS[name]
        repo = f"{args.mirror}/{repository.replace('/', '+')}/repo"
        histories = {path: history(repo, path) for path, _ in catalogs}
        source_folders = dict(catalogs)
        empty = {"disagreements": []}  # an app a run did not compare
        before, middle, now = (keyset(runs.get(name, empty)) for runs in (folders, membership, after))
        counts = {"b": 0, "a/c": 0}
        for d in after[name]["disagreements"]:
            if d["category"] in ("stale", "removed"):
                continue
            states = histories[d["catalog"]]
            index = next((i for i, (c, _) in enumerate(states) if c == d["commit"]), len(states))
            present = in_sources(repo, d["commit"], d["key"], source_folders[d["catalog"]])
            counts[cause(d["category"], d["side"], d["key"], d["commit"], states[index + 1:], present)] += 1
        skipped = reports[name]["details_not_compared"]
        developer = skipped.get("developer's source text", 0)
        print(f"| {name} | {len(before)} | {len(before - middle)} | {len(middle - now)} | {len(now - middle)} | {len(now)} | "
              f"{counts['b']} | {counts['a/c']} | {developer} | "
              f"{skipped.get('generated comment', 0)} | {len(after[name]['detail_mismatches'])} |")


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Compare lstrings' catalog sync with the syncs Xcode recorded in public apps' histories.

    scripts/sync-harness.py --mirror /work/.mirror [--app NAME …] [--lstrings .build/release/lstrings]
        [--json OUT.json] [--examples N] [--limit N]

For every app of APPS (below) whose repository is a bare git directory under MIRROR/OWNER+NAME/repo,
and every commit (no merges) that changes one of its Xcode-maintained catalogs:

1. the parent's catalog is synced by `lstrings extract -q -o COPY/Table.xcstrings SOURCES…` with
   the commit's sources: the files of the targets that copy the catalog, as the commit's
   project.pbxproj states them (classic groups and Xcode 16's synchronized folders with their
   membership exceptions; xcode_membership.py), with `-s NAME` for each extra function of the
   targets' LOCALIZED_STRING_MACRO_NAMES; the script's source folders only when no project file
   of the commit holds the catalog (or with --folders);
2. what lstrings changed (parent → lstrings) is compared with what the commit changed (parent →
   the catalog Xcode committed), key by key: keys added (and, where both added one, its source
   unit, `extractionState` and comment), marked `stale`, removed, gone (marked `stale` or removed,
   and not `stale` before), un-staled, comments changed;
3. translations and comments lost: a (key, language) unit of the parent that is not in lstrings'
   catalog (or differs but for `translated` → `needs_review`), a comment of a kept key that is gone.
   Both must be 0.

The filter rule (what Xcode does that the history does not show as a sync, decided by rule, not by
hand): a commit is compared only when (a) the parent holds the catalog (a created or migrated
catalog is no sync), (b) its catalog changes the extraction of at least one non-`manual` key
(added, removed, `stale` set or cleared: a commit that only edits translations or comments shows
no sync), and (c) the committed catalog is in Xcode's exact bytes (`lstrings convert --to
xcstrings` gives it back unchanged: a catalog that another tool wrote last, Crowdin, a script, a
hand edit, was not written by a sync). Agreement per category is |both| / |either|.

Standard library only. Exit status 0; 2 for a usage or input error.
"""

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
from collections import Counter
from functools import partial

import harness_common
import xcode_membership

# Fetched mirrors are bare git directories.
git = partial(harness_common.git, bare=True)

# name: (repository, [(catalog path, [source folders])], held out)
# Held-out apps were measured only after the fixes: their figures are the honest ones.
APPS = {
    "Easydict": ("tisfeng/Easydict", [("Easydict/App/Localizable.xcstrings", ["Easydict"])], False),
    "Mlem": ("mlemgroup/mlem", [("Mlem/Localizable.xcstrings", ["Mlem"])], False),
    "addy.io": ("anonaddy/addy-ios", [("addy/Localizable.xcstrings", ["addy"])], False),
    "GoMap": ("bryceco/GoMap", [("src/iOS/Localizable.xcstrings", ["src"])], False),
    "NotchDrop": ("Lakr233/NotchDrop", [("NotchDrop/Localizable.xcstrings", ["NotchDrop"])], False),
    "ownCloud": ("owncloud/ios-app", [("ownCloud/Resources/Localizable.xcstrings", ["ownCloud", "ownCloudAppShared"])], False),
    "CotEditor": (
        "coteditor/CotEditor",
        [
            (f"CotEditor/{path}.xcstrings", ["CotEditor", "Packages"])
            for path in (
                "Localizables/Application/Localizable", "Resources/Localizables/Application/Localizable",
                "Localizables/Localizable", "Localizables/Document Window/Document", "Localizables/Document",
                "Localizables/Settings/SyntaxEditor", "Localizables/Text Finder/TextFind",
            )
        ],
        False,
    ),
    "sing-box": (
        "SagerNet/sing-box-for-apple",
        [("Localizable.xcstrings", ["ApplicationLibrary", "Library", "MacLibrary", "SFI", "SFM", "SFT"])],
        False,
    ),
    "Yattee": ("yattee/yattee", [("Yattee/Localizable.xcstrings", ["Yattee"])], False),
    "Thaw": ("stonerl/Thaw", [("Thaw/Resources/Localizable.xcstrings", ["Thaw", "Shared"])], False),
    # Added for breadth (issue 25). Source folders: the folders of the target whose Resources hold
    # the catalog, as project.pbxproj lists them (its PBXFileSystemSynchronizedRootGroup folders,
    # or the group of the target that has "Localizable.xcstrings in Resources"); Swift packages
    # of the project are left out (their strings go to their own catalogs, not the app's).
    # Nos and Reminders MenuBar keep every key `manual` (no commit of theirs passes filter (b)):
    # they count catalog commits, not agreement.
    "IceCubes": (
        "Dimillian/IceCubesApp",
        [("IceCubesApp/Resources/Localization/Localizable.xcstrings", ["IceCubesApp", "IceCubesAppIntents"])],
        False,
    ),
    "VoiceInk": ("Beingpax/VoiceInk", [("VoiceInk/Localizable.xcstrings", ["VoiceInk"])], False),
    "OnlySwitch": ("jacklandrin/OnlySwitch", [("Localization/Localizable.xcstrings", ["OnlySwitch"])], False),
    "Whisky": ("Whisky-App/Whisky", [("Whisky/Localizable.xcstrings", ["Whisky"])], False),
    "Applite": ("milanvarady/Applite", [("Localizable.xcstrings", ["Applite"])], False),
    "Mos": ("Caldis/Mos", [("Mos/Localizable.xcstrings", ["Mos"])], False),
    "LuLu": ("objective-see/LuLu", [("LuLu/Shared/Localizable.xcstrings", ["LuLu/App", "LuLu/Shared", "LuLu/Extension"])], False),
    "Nos": ("planetary-social/nos", [("Nos/Assets/Localization/Localizable.xcstrings", ["Nos"])], False),
    "Reminders MenuBar": (
        "DamascenoRafael/reminders-menubar",
        [("reminders-menubar/Resources/Localizable.xcstrings", ["reminders-menubar"])],
        False,
    ),
    # Held out: measured once, after the fixes; nothing of theirs was looked at to make them.
    "Bark": ("Finb/Bark", [("Bark/Localizable.xcstrings", ["Bark", "Common", "Controller", "Model", "View"])], True),
    "iTorrent": (
        "XITRIX/iTorrent",
        [("iTorrent/Core/Localizable.xcstrings", ["iTorrent"]), ("iTorrent/Core/Assets/Localizable.xcstrings", ["iTorrent"])],
        True,
    ),
    # FlowDown's Frameworks/ are binary frameworks the snapshot lacks: its own sources only.
    "FlowDown": ("Lakr233/FlowDown", [("FlowDown/Resources/Localizable.xcstrings", ["FlowDown"])], True),
    # Held out of the breadth run (issue 25), chosen before any run: measured once, never looked into.
    "Hex": ("kitlangton/Hex", [("Localizable.xcstrings", ["Hex"])], True),
    "KeepingYouAwake": ("newmarcel/KeepingYouAwake", [("KeepingYouAwake/Localizable.xcstrings", ["KeepingYouAwake"])], True),
    "Vienna": ("ViennaRSS/vienna-rss", [("Vienna/Resources/Localizable.xcstrings", ["Vienna"])], True),
}

CATEGORIES = ("added", "stale", "removed", "gone", "unstaled", "comment")




def state(entry):
    return entry.get("extractionState")


def delta(old, new):
    """What changed from catalog `old` to `new`, by category: sets of keys (non-`manual` only)."""
    o, n = old.get("strings", {}), new.get("strings", {})
    d = {c: set() for c in CATEGORIES}
    for key, entry in n.items():
        if state(entry) == "manual":
            continue
        if key not in o:
            d["added"].add(key)
            continue
        before = o[key]
        if state(before) == "manual":
            continue
        if state(entry) == "stale" and state(before) != "stale":
            d["stale"].add(key)
        if state(before) == "stale" and state(entry) != "stale":
            d["unstaled"].add(key)
        if before.get("comment") != entry.get("comment"):
            d["comment"].add(key)
    for key, entry in o.items():
        if key not in n and state(entry) != "manual":
            d["removed"].add(key)
    # Gone from the code, whichever way the catalog shows it: a developer who deletes stale
    # entries by hand in the commit that syncs turns Xcode's stale marks into removals.
    d["gone"] = {k for k in d["stale"] | d["removed"] if state(o.get(k, {})) != "stale"}
    return d


def source_unit(catalog, key):
    unit = catalog["strings"][key].get("localizations", {}).get(catalog.get("sourceLanguage", "en"), {})
    return json.dumps(unit, sort_keys=True)


def code_owned_unit(unit_json):
    """Whether a source unit (as source_unit() gives it) is one a sync writes: none, or a plain
    `stringUnit` in state `new`."""
    unit = json.loads(unit_json)
    return unit == {} or (set(unit) == {"stringUnit"} and unit["stringUnit"].get("state") == "new")


def reviewed(localization):
    """The localization with every `translated` state as `needs_review` (what a source change does)."""
    if isinstance(localization, dict):
        return {
            k: ("needs_review" if k == "state" and v == "translated" else reviewed(v)) for k, v in localization.items()
        }
    if isinstance(localization, list):
        return [reviewed(v) for v in localization]
    return localization


def losses(old, synced):
    """Translations (key, language) and comments of `old` that `synced` lost."""
    source = old.get("sourceLanguage", "en")
    o, s = old.get("strings", {}), synced.get("strings", {})
    lost, comments = [], []
    for key, entry in o.items():
        locs = entry.get("localizations", {})
        if key not in s:
            for language in locs:
                if language != source:
                    lost.append((key, language))
            continue
        kept = s[key].get("localizations", {})
        for language, loc in locs.items():
            if language == source:
                continue
            if language not in kept or (kept[language] != loc and kept[language] != reviewed(loc)):
                lost.append((key, language))
        if entry.get("comment") and not s[key].get("comment"):
            comments.append(key)
    return lost, comments


class Checkout:
    """The source folders of one repository at one commit, with a private index (snapshots lack
    large blobs, such as a vendored binary under Pods/, so the whole tree cannot be checked out)."""

    def __init__(self, repo, root):
        self.repo, self.root = repo, root
        # The extra localizing functions of the last members() (LOCALIZED_STRING_MACRO_NAMES).
        self.routines = []
        self.env = dict(os.environ, GIT_INDEX_FILE=os.path.join(root, ".harness-index"))
        self.tree = os.path.join(root, "tree")
        os.makedirs(self.tree)

    def move(self, commit, sources):
        """The paths of `sources` that exist at `commit`, checked out afresh; None on failure.
        A file whose blob the snapshot lacks (its largest files: images, archives, vendored
        binaries) is left out and counted in `self.missing`, rather than failing the commit."""
        present = []
        self.missing = 0
        for source in sources:
            shutil.rmtree(os.path.join(self.tree, source), ignore_errors=True)
            if git(self.repo, "cat-file", "-e", f"{commit}:{source}") is None:
                continue
            listing = git(self.repo, "ls-tree", "-r", "-z", commit, "--", source) or ""
            entries = [line.split("\t", 1) for line in listing.split("\0") if "\t" in line]
            blobs = [(meta.split()[2], path) for meta, path in entries if meta.split()[1] == "blob"]
            check = subprocess.run(
                ["git", "--git-dir", self.repo, "cat-file", "--batch-check"],
                input="".join(oid + "\n" for oid, _ in blobs), capture_output=True, text=True,
            )
            lacking = {line.split()[0] for line in check.stdout.splitlines() if line.endswith(" missing")}
            paths = [path for oid, path in blobs if oid not in lacking]
            self.missing += len(blobs) - len(paths)
            if not paths:
                continue
            result = subprocess.run(
                ["git", "-c", "core.bare=false", "--git-dir", self.repo, "--work-tree", self.tree,
                 "checkout", "-q", commit, "--pathspec-from-file=-", "--pathspec-file-nul"],
                input=b"".join(path.encode() + b"\0" for path in paths),
                env=self.env,
                capture_output=True,
            )
            if result.returncode != 0:
                return None
            present.append(os.path.join(self.tree, source))
        return present

    def members(self, commit, catalog_path):
        """The sources of the catalog's targets at `commit`, as the project file in the commit
        says (see xcode_membership.py), checked out into a fresh tree: the tree's top-level
        folders and files, or None when no project file of the commit holds the catalog (then
        the script's folder list is used) or the checkout failed (then []).

        Xcode extracts the strings of the targets that copy the catalog, whatever their folders:
        a folder list both misses a target's files elsewhere and adds files of other targets,
        tests and previews-only sources."""
        listing = git(self.repo, "ls-tree", "-r", "-z", "--name-only", commit)
        if listing is None:
            return None
        files = set(listing.split("\0")) - {""}
        members, self.routines = None, []
        for project in xcode_membership.find_projects(sorted(files)):
            text = git(self.repo, "show", f"{commit}:{project}")
            try:
                parsed = xcode_membership.Project(text, project)
                found = parsed.member_files(catalog_path, files)
                routines = xcode_membership.localized_string_macro_names(parsed, catalog_path) if found else []
            except (xcode_membership.ParseError, KeyError, IndexError):
                continue
            if found:
                members = (members or []) + found
                self.routines += routines
        if not members:
            return None
        shutil.rmtree(self.tree, ignore_errors=True)
        os.makedirs(self.tree)
        pathspec = os.path.join(self.root, ".harness-pathspec")
        with open(pathspec, "wb") as f:
            f.write(b"\0".join(m.encode() for m in sorted(set(members))))
        result = subprocess.run(
            ["git", "-c", "core.bare=false", "--git-dir", self.repo, "--work-tree", self.tree,
             "checkout", "-q", commit, f"--pathspec-from-file={pathspec}", "--pathspec-file-nul"],
            env=dict(self.env, GIT_LITERAL_PATHSPECS="1"),
            capture_output=True,
        )
        if result.returncode != 0:
            return []
        return [os.path.join(self.tree, entry) for entry in sorted(os.listdir(self.tree))]


def xcode_bytes(lstrings, path):
    result = subprocess.run([lstrings, "convert", "--to", "xcstrings", path], capture_output=True)
    return result.stdout if result.returncode == 0 else None


def measure_app(name, mirror, lstrings, limit, examples, membership=True):
    repository, catalogs, held_out = APPS[name]
    repo = os.path.join(mirror, repository.replace("/", "+"), "repo")
    if not os.path.isdir(repo):
        print(f"{name}: no mirror at {repo} (fetch {repository})", file=sys.stderr)
        return None
    head = git(repo, "rev-parse", "HEAD").strip()
    report = {
        "app": name, "repository": repository, "head": head, "held_out": held_out,
        "commits": 0, "compared": 0, "filtered": Counter(),
        "xcode": Counter(), "lstrings": Counter(), "both": Counter(),
        "added_details_agree": 0, "translations_lost": 0, "comments_lost": 0, "files the snapshot lacks": 0,
        # Compared commits whose sources came from the project file's target membership, and
        # those that fell back to the script's folder list.
        "sources": Counter(),
        # Added keys whose source unit or comment was not compared (see below), by reason.
        "details_not_compared": Counter(),
        "examples": {c: [] for c in CATEGORIES}, "catalogs": [c for c, _ in catalogs],
        # Distinct keys over all commits: a disagreement the parent carries shows in every commit.
        "distinct": {c: {"xcode": set(), "lstrings": set()} for c in CATEGORIES},
        # Every distinct disagreement with the first commit that shows it, for classifying causes
        # (--dump): (category, side, catalog, key) → commit; and each added key whose details
        # differ, with both sides' state, comment and source unit.
        "first_seen": {}, "detail_mismatches": {},
    }
    with tempfile.TemporaryDirectory(prefix="sync-harness-") as root:
        checkout = Checkout(repo, root)
        for catalog_path, sources in catalogs:
            table = os.path.basename(catalog_path)
            commits = git(repo, "log", "--no-merges", "--reverse", "--format=%H", "--", catalog_path).split()
            if limit:
                commits = commits[-limit:]
            for commit in commits:
                report["commits"] += 1
                old_bytes = git(repo, "show", f"{commit}^:{catalog_path}", binary=True)
                new_bytes = git(repo, "show", f"{commit}:{catalog_path}", binary=True)
                if old_bytes is None or new_bytes is None:
                    report["filtered"]["created or deleted"] += 1
                    continue
                try:
                    old, new = json.loads(old_bytes), json.loads(new_bytes)
                except ValueError:
                    report["filtered"]["not JSON"] += 1
                    continue
                xcode = delta(old, new)
                if not (xcode["added"] or xcode["removed"] or xcode["stale"] or xcode["unstaled"]):
                    report["filtered"]["no extraction change"] += 1
                    continue
                committed = os.path.join(root, "committed.xcstrings")
                with open(committed, "wb") as f:
                    f.write(new_bytes)
                if xcode_bytes(lstrings, committed) != new_bytes:
                    report["filtered"]["not Xcode's bytes"] += 1
                    continue
                paths = checkout.members(commit, catalog_path) if membership else None
                if paths == []:
                    report["filtered"]["checkout failed"] += 1
                    continue
                routines = [] if paths is None else checkout.routines
                if paths is None:
                    shutil.rmtree(checkout.tree, ignore_errors=True)
                    os.makedirs(checkout.tree)
                    paths = checkout.move(commit, sources)
                    report["sources"]["folders"] += 1
                else:
                    report["sources"]["project"] += 1
                if paths is None:
                    report["filtered"]["checkout failed"] += 1
                    continue
                report["files the snapshot lacks"] += checkout.missing
                work = os.path.join(root, "out")
                shutil.rmtree(work, ignore_errors=True)
                os.makedirs(work)
                target = os.path.join(work, table)
                with open(target, "wb") as f:
                    f.write(old_bytes)
                extra = [arg for routine in routines for arg in ("-s", routine)]
                run = subprocess.run([lstrings, "extract", "-q", *extra, "-o", target, *paths], capture_output=True, text=True)
                if run.returncode not in (0, 1):
                    report["filtered"][f"extract exit {run.returncode}"] += 1
                    continue
                with open(target, "rb") as f:
                    synced = json.loads(f.read())
                ours = delta(old, synced)
                report["compared"] += 1
                for c in CATEGORIES:
                    report["xcode"][c] += len(xcode[c])
                    report["lstrings"][c] += len(ours[c])
                    report["both"][c] += len(xcode[c] & ours[c])
                    report["distinct"][c]["xcode"] |= {(catalog_path, k) for k in xcode[c] - ours[c]}
                    report["distinct"][c]["lstrings"] |= {(catalog_path, k) for k in ours[c] - xcode[c]}
                    for key in xcode[c] ^ ours[c]:
                        side = "xcode only" if key in xcode[c] else "lstrings only"
                        report["first_seen"].setdefault((c, side, catalog_path, key), commit[:12])
                    for key in sorted(xcode[c] ^ ours[c])[: max(0, examples - len(report["examples"][c]))]:
                        side = "xcode only" if key in xcode[c] else "lstrings only"
                        report["examples"][c].append(f"{commit[:12]} {side}: {key!r}")
                for key in xcode["added"] & ours["added"]:
                    a, b = new["strings"][key], synced["strings"][key]
                    # What a sync does not write is not compared, by rule: a source unit in a
                    # state other than `new` is the developer's own text (typed in the catalog
                    # editor in the same commit), and a comment Xcode 26's model generated
                    # (`isCommentAutoGenerated`) is not the code's.
                    mine, theirs = source_unit(synced, key), source_unit(new, key)
                    if not code_owned_unit(theirs):
                        report["details_not_compared"]["developer's source text"] += 1
                        mine = theirs
                    comment_a, comment_b = a.get("comment"), b.get("comment")
                    if a.get("isCommentAutoGenerated") and not b.get("comment"):
                        report["details_not_compared"]["generated comment"] += 1
                        comment_b = comment_a
                    if (state(a), comment_a, theirs) == (state(b), comment_b, mine):
                        report["added_details_agree"] += 1
                    else:
                        report["detail_mismatches"].setdefault((catalog_path, key), {
                            "commit": commit[:12],
                            "xcode": [state(a), a.get("comment"), source_unit(new, key)],
                            "lstrings": [state(b), b.get("comment"), source_unit(synced, key)],
                        })
                lost, comments = losses(old, synced)
                report["translations_lost"] += len(lost)
                report["comments_lost"] += len(comments)
    return report


def percent(both, xcode, ours):
    either = xcode + ours - both
    return "—" if either == 0 else f"{100.0 * both / either:.1f}%"


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--mirror", default="/work/.mirror")
    parser.add_argument("--app", action="append", choices=sorted(APPS))
    parser.add_argument("--lstrings", default=".build/release/lstrings")
    parser.add_argument("--json")
    parser.add_argument("--examples", type=int, default=0)
    parser.add_argument("--limit", type=int, default=0, help="only the last N catalog commits of each catalog")
    parser.add_argument("--folders", action="store_true", help="sync with the script's source folders, not the "
                        "target membership the commit's project file states")
    parser.add_argument("--dump", help="write every distinct disagreement (first commit that shows it) and every "
                        "added key whose details differ to this JSON file, to classify their causes")
    args = parser.parse_args()
    lstrings = os.path.abspath(args.lstrings)
    if not os.access(lstrings, os.X_OK):
        print(f"no lstrings at {lstrings} (make release)", file=sys.stderr)
        return 2
    reports = []
    for name in args.app or sorted(APPS):
        report = measure_app(name, args.mirror, lstrings, args.limit, args.examples, not args.folders)
        if report:
            reports.append(report)
            print_report(report, args.examples)
    total = {k: Counter() for k in ("xcode", "lstrings", "both")}
    for r in reports:
        for k in total:
            total[k].update(r[k])
    print("\n| app | commits | compared | " + " | ".join(f"{c} (X/l/both)" for c in CATEGORIES) + " | lost |")
    print("|---" * (len(CATEGORIES) + 4) + "|")
    for r in reports + [dict(app="total", commits=sum(r["commits"] for r in reports),
                             compared=sum(r["compared"] for r in reports),
                             translations_lost=sum(r["translations_lost"] for r in reports),
                             comments_lost=sum(r["comments_lost"] for r in reports), held_out=False, **total)]:
        cells = [f"{r['xcode'][c]}/{r['lstrings'][c]}/{r['both'][c]} = {percent(r['both'][c], r['xcode'][c], r['lstrings'][c])}"
                 for c in CATEGORIES]
        name = r["app"] + (" (held out)" if r.get("held_out") else "")
        print(f"| {name} | {r['commits']} | {r['compared']} | " + " | ".join(cells)
              + f" | {r['translations_lost']} + {r['comments_lost']} comments |")
    if args.dump:
        with open(args.dump, "w") as f:
            json.dump([{
                "app": r["app"],
                "disagreements": [dict(category=c, side=side, catalog=cat, key=k, commit=commit)
                                  for (c, side, cat, k), commit in sorted(r["first_seen"].items())],
                "detail_mismatches": [dict(catalog=cat, key=k, **v) for (cat, k), v in sorted(r["detail_mismatches"].items())],
            } for r in reports], f, indent=1)
    for r in reports:
        del r["first_seen"], r["detail_mismatches"]
    if args.json:
        with open(args.json, "w") as f:
            json.dump(reports, f, indent=1, default=lambda o: sorted(o) if isinstance(o, set) else dict(o))
    return 0


def print_report(r, examples):
    print(f"== {r['app']} ({r['repository']} @ {r['head'][:12]}): {r['commits']} catalog commits, "
          f"{r['compared']} compared; filtered: {dict(r['filtered'])}; sources: {dict(r['sources'])}")
    for c in CATEGORIES:
        print(f"  {c}: Xcode {r['xcode'][c]}, lstrings {r['lstrings'][c]}, both {r['both'][c]} "
              f"({percent(r['both'][c], r['xcode'][c], r['lstrings'][c])})")
        for line in r["examples"][c] if examples else []:
            print(f"    {line}")
    for c in CATEGORIES:
        d = r["distinct"][c]
        if d["xcode"] or d["lstrings"]:
            print(f"  {c}, distinct keys in disagreement: Xcode only {len(d['xcode'])}, lstrings only {len(d['lstrings'])}")
    print(f"  added keys whose state, comment and source unit agree: {r['added_details_agree']} of {r['both']['added']}"
          f" (not compared: {dict(r['details_not_compared'])})")
    print(f"  translations lost: {r['translations_lost']}, comments lost: {r['comments_lost']}")
    print(f"  files of compared commits the snapshot lacks (left out): {r['files the snapshot lacks']}")


if __name__ == "__main__":
    sys.exit(main())

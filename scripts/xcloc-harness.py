#!/usr/bin/env python3
"""Compares `lstrings export` with the .xcloc exports a project commits beside its sources.

For each committed `L.xcloc` (or `L.xliff`) in a repository, takes the sources of the commit that
last wrote it (`git archive`), exports the same language with the same tool stamp, and compares
per `<file original>`: identical bytes, or how many units differ (by id: source, target, state,
note), are missing or are extra. The repository is read, never changed; nothing is copied into
lstrings.

    scripts/xcloc-harness.py [--lstrings .build/debug/lstrings] [--lang L…] [--show N] GIT_DIR EXPORT_FOLDER [PROJECT]

GIT_DIR is a clone or a bare mirror (`fetch` brings them to /work/.mirror/OWNER+NAME/repo),
EXPORT_FOLDER the folder in it holding the exports (`Localizations/App`), PROJECT the folder the
`original` paths are relative to (default: the repository's root). Prints one line per language
and file, then the totals; exit status 1 when anything differs.
"""
import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

NS = "{urn:oasis:names:tc:xliff:document:1.2}"


def git(git_dir, *args, binary=False):
    out = subprocess.run(["git", "--git-dir", git_dir, *args], check=True, capture_output=True).stdout
    return out if binary else out.decode()


SOURCE_KINDS = (".xcstrings", ".strings", ".stringsdict", ".storyboard", ".xib", ".plist", ".pbxproj", ".xcconfig", "Package.swift",
                ".intentdefinition", ".swift", ".m", ".mm", ".h", ".c", ".cc", ".cpp")  # the code: export extracts its strings


def sources_archive(git_dir, commit):
    """A tar of the commit's localizable sources (the whole tree when the snapshot has every blob;
    else the files an export reads whose blobs it has: mirrors leave out files of 4 MiB and more)."""
    try:
        return git(git_dir, "archive", commit, binary=True)
    except subprocess.CalledProcessError:
        pass
    listing = git(git_dir, "ls-tree", "-r", commit).splitlines()
    wanted = [line.split("\t", 1) for line in listing if line.split("\t", 1)[1].endswith(SOURCE_KINDS)]
    check = subprocess.run(["git", "--git-dir", git_dir, "cat-file", "--batch-check"], input="\n".join(
        meta.split()[2] for meta, _ in wanted).encode(), capture_output=True, check=True).stdout.decode().splitlines()
    present = [path for (meta, path), status in zip(wanted, check) if not status.endswith("missing")]
    return git(git_dir, "archive", commit, "--", *present, binary=True)


def file_blocks(xliff_bytes):
    """`<file original=…>` → the bytes of that element, as written."""
    blocks = {}
    for match in re.finditer(rb'  <file original="([^"]*)".*?\n  </file>\n', xliff_bytes, re.S):
        blocks[match.group(1).decode()] = match.group(0)
    return blocks


def units(block):
    """id → (source, target, state, note) of one <file> element."""
    root = ET.fromstring(b'<xliff xmlns="urn:oasis:names:tc:xliff:document:1.2">' + block + b"</xliff>")
    found = {}
    for unit in root.iter(NS + "trans-unit"):
        target = unit.find(NS + "target")
        note = unit.find(NS + "note")
        found[unit.get("id")] = (
            "".join(unit.find(NS + "source").itertext()) if unit.find(NS + "source") is not None else None,
            "".join(target.itertext()) if target is not None else None,
            target.get("state") if target is not None else None,
            "".join(note.itertext()) if note is not None else None,
        )
    return found


def compare(expected, written, show=0):
    """[(original, status)]; with `show`, the status lists that many differing units (id:
    Xcode's (source, target, state, note), then lstrings')."""
    want, got = file_blocks(expected), file_blocks(written)
    rows = []
    for original in sorted(set(want) | set(got), key=str.lower):
        if original not in got:
            rows.append((original, "not exported by lstrings"))
        elif original not in want:
            rows.append((original, "exported by lstrings only"))
        elif want[original] == got[original]:
            rows.append((original, "identical"))
        else:
            a, b = units(want[original]), units(got[original])
            differing = sum(1 for key in a if key in b and a[key] != b[key])
            missing = sum(1 for key in a if key not in b)
            extra = sum(1 for key in b if key not in a)
            status = f"{len(a)} units: {differing} differ, {missing} missing, {extra} extra"
            shown = [key for key in a if key not in b or a[key] != b[key]] + [key for key in b if key not in a]
            for key in shown[:show]:
                status += f"\n      {key}: {a.get(key)}\n      {' ' * len(key)}  {b.get(key)}"
            rows.append((original, status))
    return rows


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--lstrings", default=os.path.join(os.path.dirname(__file__), "..", ".build", "debug", "lstrings"))
    parser.add_argument("git_dir")
    parser.add_argument("export_folder")
    parser.add_argument("project", nargs="?", default="")
    parser.add_argument("--lang", action="append", help="only these languages (repeatable)")
    parser.add_argument("--show", type=int, default=0, help="print up to N differing units per file")
    args = parser.parse_args()
    lstrings = os.path.abspath(args.lstrings)
    names = git(args.git_dir, "ls-tree", "-r", "--name-only", "HEAD", "--", args.export_folder).splitlines()
    exports = sorted({re.sub(r"(\.xcloc)/.*$", r"\1", n) for n in names if n.endswith(".xliff")})
    totals = {"identical": 0, "differ": 0}
    for export in exports:
        language = os.path.basename(export).rsplit(".", 1)[0]
        if args.lang and language not in args.lang:
            continue
        xliff_path = export + f"/Localized Contents/{language}.xliff" if export.endswith(".xcloc") else export
        commit = git(args.git_dir, "log", "-1", "--format=%H", "--", xliff_path).strip()
        expected = git(args.git_dir, "show", f"{commit}:{xliff_path}", binary=True)
        tool = re.search(rb'tool-version="([^"]*)" build-num="([^"]*)"', expected)
        with tempfile.TemporaryDirectory() as scratch:
            tree = os.path.join(scratch, "src")
            os.makedirs(tree)
            archive = sources_archive(args.git_dir, commit)
            subprocess.run(["tar", "-x", "-C", tree], input=archive, check=True)
            command = [lstrings, "export", "--lang", language, "--xliff", "-o", os.path.join(scratch, "out")]
            if tool:
                command += ["--tool-version", tool.group(1).decode(), "--tool-build", tool.group(2).decode()]
            result = subprocess.run(command + [os.path.join(tree, args.project)], capture_output=True, text=True)
            if result.returncode != 0:
                print(f"{language} @{commit[:7]}: lstrings export failed: {result.stderr.strip()}")
                totals["differ"] += 1
                continue
            written = open(os.path.join(scratch, "out", language + ".xliff"), "rb").read()
        whole = "identical" if written == expected else "differs"
        print(f"{language} @{commit[:7]} ({len(expected)} bytes): {whole}")
        for original, status in compare(expected, written, args.show):
            print(f"  {original}: {status}")
            totals["identical" if status == "identical" else "differ"] += 1
    print(json.dumps({"exports": len(exports), "files identical": totals["identical"], "files differing": totals["differ"]}))
    return 0 if totals["differ"] == 0 else 1


if __name__ == "__main__":
    sys.exit(main())

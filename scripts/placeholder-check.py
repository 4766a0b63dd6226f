#!/usr/bin/env python3
"""An independent placeholder checker, to hold `lstrings lint`'s placeholder findings against.

    scripts/placeholder-check.py [--lstrings .build/release/lstrings] [--verbose] [--json] FOLDER…

Written apart from StringsKit (no code shared, no output of lstrings read except its
diagnostics): it reads every `.strings` table (old-style, with its own small parser; XML or
binary property lists through plistlib) and every String Catalog under each FOLDER, parses every
value's placeholders by the printf grammar CoreFoundation's `__CFStringAppendFormatCore` accepts,
and compares every translation with its base language in both directions:

- *mismatch*: the base reads arguments and the translation reads another type at a position
  (`%@` where the base has `%d`), a position the base does not read, or drops one;
- *added*: the base reads no argument and the translation does (`%@` in a plain text).

Types are compared by what a C vararg slot holds: every integer conversion (`d i o u x X c C D O
U`, any length) is one type, `e E f F g G a A` another (`L` makes it a long double), `@`, `s`,
`S`, `p` and `n` one each. A value with a malformed `%` (left to invalid-placeholder) is not
compared; a value is a format string when it has a placeholder without a space flag or a `%%`
(so "50% off", read as `% o`, is prose). The base is the catalog's `sourceLanguage`; for tables,
`en`, else `English`, else `Base`, and lint is run with the same `--base` so both compare the same
pair. Catalog entries are compared unit by unit, `%#@name@` read as the placeholder its substitution
formats: a plain unit, and the `other` form (the general case, which must show every argument), with
the base's value (its plain unit, else its `other` form, else the key); any other plural or device
form with all the base's forms together — it may leave out an argument ("one file"), but not read
one with another type or one no base form reads. Units in state `new` are skipped, as they are not compiled.

Then it runs `lstrings lint --reporter json --enable placeholder-mismatch` on the folder and
lists, per file and key, every finding one side has and the other has not. Exit status 0 when
they agree, 1 when they disagree, 2 for a usage error. Standard library only.
"""

import argparse
import json
import os
import plistlib
import re
import subprocess
import sys
from collections import Counter, defaultdict

from harness_common import decode

CONVERSIONS = set("diouxXDOUcCeEfFgGaAsSp@n")
INTEGER = set("diouxXDOUcC")
DOUBLE = set("eEfFgGaA")
LENGTHS = ("hh", "ll", "h", "l", "q", "L", "z", "t", "j")


class Malformed(Exception):
    pass


def placeholders(text):
    """(args, has_evidence, real): args maps each argument position (1-based) to its type; real holds
    the positions read by placeholders without a space flag."""
    args = {}
    real = set()
    evidence = False
    sequential = 1
    i = 0
    n = len(text)
    while True:
        i = text.find("%", i)
        if i < 0:
            break
        j = i + 1
        if j >= n:
            raise Malformed()
        if text[j] == "%":
            evidence = True
            i = j + 1
            continue
        position = None
        k = j
        while k < n and text[k].isdigit():
            k += 1
        if k < n and k > j and text[k] == "$":
            position = int(text[j:k])
            if position == 0:
                raise Malformed()
            j = k + 1
        flags = ""
        while j < n and text[j] in "-+ #0'":
            flags += text[j]
            j += 1

        def amount(j):
            if j < n and text[j] == "*":
                j += 1
                k = j
                while k < n and text[k].isdigit():
                    k += 1
                if k < n and k > j and text[k] == "$":
                    return k + 1, ("star", int(text[j:k]))
                return j, ("star", None)
            while j < n and text[j].isdigit():
                j += 1
            return j, None

        j, width = amount(j)
        precision = None
        if j < n and text[j] == ".":
            j, precision = amount(j + 1)
        length = ""
        for candidate in LENGTHS:
            if text.startswith(candidate, j):
                length = candidate
                j += len(candidate)
                break
        if j >= n or text[j] not in CONVERSIONS:
            raise Malformed()
        conversion = text[j]
        for star in (width, precision):
            if star is not None:
                where = star[1] if star[1] is not None else sequential
                if star[1] is None:
                    sequential += 1
                args.setdefault(where, "integer")
        if position is None:
            position = sequential
            sequential += 1
        if conversion in INTEGER:
            kind = "integer"
        elif conversion in DOUBLE:
            kind = "long double" if length == "L" else "double"
        else:
            kind = {"@": "object", "s": "C string", "S": "unichar string", "p": "pointer", "n": "count"}[conversion]
        args.setdefault(position, kind)
        if " " not in flags:
            evidence = True
            real.add(position)
            for star in (width, precision):
                if star is not None:
                    real.add("star")
        i = j + 1
    return args, evidence, real


def compare(base, translation, form=False):
    """'mismatch', 'added' or None. `base` is one text, or for a plural or device form (form=True)
    the list of the base's form texts: a form may leave out an argument the entry passes ("one
    file"), but must not read one with another type or one no base form reads."""
    try:
        if form:
            base_args, base_evidence = {}, False
            for text in base:
                a, e, _ = placeholders(text)
                for position, kind in a.items():
                    base_args.setdefault(position, kind)
                base_evidence = base_evidence or e
        else:
            base_args, base_evidence, _ = placeholders(base)
        args, evidence, real = placeholders(translation)
    except Malformed:
        return None
    if not form and base == translation:
        return None
    if form:
        if not base_args:
            return "added" if real else None
        return "mismatch" if any(base_args.get(p) != k for p, k in args.items()) else None
    if not base_args and not base_evidence:
        # Only placeholders without a space flag count ("50% off" reads `% o`: prose).
        return "added" if real else None
    if not base_evidence:
        return None
    return "mismatch" if args != base_args else None


# MARK: - Reading tables




UNQUOTED = set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_$/:.-")


def parse_strings(data):
    """key → value (the last definition), or None when the file does not parse."""
    if data.startswith(b"bplist") or data.lstrip().startswith(b"<?xml") or data.lstrip().startswith(b"<plist"):
        try:
            value = plistlib.loads(data)
        except Exception:
            return None
        return {k: v for k, v in value.items() if isinstance(v, str)} if isinstance(value, dict) else None
    text = decode(data)
    pos = 0
    n = len(text)
    table = {}

    def skip():
        nonlocal pos
        while pos < n:
            c = text[pos]
            if c.isspace():
                pos += 1
            elif text.startswith("/*", pos):
                end = text.find("*/", pos + 2)
                if end < 0:
                    raise ValueError
                pos = end + 2
            elif text.startswith("//", pos):
                end = text.find("\n", pos)
                pos = n if end < 0 else end + 1
            else:
                return

    def string():
        nonlocal pos
        if pos < n and text[pos] in "\"'":
            quote = text[pos]
            pos += 1
            out = []
            while pos < n and text[pos] != quote:
                c = text[pos]
                if c == "\\" and pos + 1 < n:
                    e = text[pos + 1]
                    pos += 2
                    if e in "01234567":
                        digits = e
                        while len(digits) < 3 and pos < n and text[pos] in "01234567":
                            digits += text[pos]
                            pos += 1
                        out.append(chr(int(digits, 8) & 0xFF))
                    elif e == "U":
                        digits = ""
                        while len(digits) < 4 and pos < n and text[pos] in "0123456789abcdefABCDEF":
                            digits += text[pos]
                            pos += 1
                        out.append(chr(int(digits or "0", 16)))
                    else:
                        out.append({"a": "\a", "b": "\b", "f": "\f", "n": "\n", "r": "\r", "t": "\t", "v": "\v"}.get(e, e))
                    continue
                out.append(c)
                pos += 1
            if pos >= n:
                raise ValueError
            pos += 1
            return "".join(out)
        start = pos
        while pos < n and text[pos] in UNQUOTED:
            pos += 1
        if pos == start:
            raise ValueError
        return text[start:pos]

    try:
        while True:
            skip()
            if pos >= n:
                return table
            key = string()
            skip()
            if pos < n and text[pos] == ";":
                pos += 1
                table[key] = key
                continue
            if pos >= n or text[pos] != "=":
                raise ValueError
            pos += 1
            skip()
            value = string()
            skip()
            if pos >= n or text[pos] != ";":
                raise ValueError
            pos += 1
            table[key] = value
    except (ValueError, IndexError):
        return None


def expand_substitutions(value, localization):
    """`%#@name@` → the placeholder its substitution formats (`%1$lld`), as the runtime does; a
    substitution without `argNum` reads the next argument in turn, like an unnumbered `%lld`."""
    for name, substitution in localization.get("substitutions", {}).items():
        specifier = substitution.get("formatSpecifier", "@")
        number = substitution.get("argNum")
        spec = "%%%d$%s" % (number, specifier) if number is not None else "%" + specifier
        value = value.replace("%%#@%s@" % name, spec)
    return value


def mixes_numbering(text):
    """Whether the text has both numbered (`%1$@`) and unnumbered (`%@`) placeholders, which
    String(format:) does not define (lint's `invalid-placeholder`, in base and translations alike).
    Only whole placeholders count: a `%` that starts none, or one with a space flag ("50% off"), is
    prose."""
    specs = PLACEHOLDER.findall(text.replace("%%", ""))
    numbered = any(position for position, flags in specs)
    unnumbered = any(not position and " " not in flags for position, flags in specs)
    return numbered and unnumbered


PLACEHOLDER = re.compile(
    r"%(\d+\$)?([-+ #0']*)(?:\*(?:\d+\$)?|\d+)?(?:\.(?:\*(?:\d+\$)?|\d+))?(?:hh|ll|h|l|q|L|z|t|j)?[diouxXDOUcCeEfFgGaAsSp@n]"
)


def catalog_units(localization):
    """form name → (value, state) of one language's localization of an entry."""
    units = {}
    if "stringUnit" in localization:
        unit = localization["stringUnit"]
        units[""] = (expand_substitutions(unit.get("value", ""), localization), unit.get("state"))
    for kind, forms in localization.get("variations", {}).items():
        for name, form in forms.items():
            if "stringUnit" in form:
                value = expand_substitutions(form["stringUnit"].get("value", ""), localization)
                units["%s.%s" % (kind, name)] = (value, form["stringUnit"].get("state"))
    return units


# MARK: - The run


def base_language(languages):
    for candidate in ("en", "English", "Base"):
        if candidate in languages:
            return candidate
    return sorted(languages)[0]


def check_folder(folder):
    """Findings: Counter of (relative path, key, kind), and the base language used for tables."""
    findings = Counter()
    groups = defaultdict(dict)
    catalogs = []
    for root, dirs, files in os.walk(folder):
        # As lint's walk: a vendored `.framework` holds another product's tables.
        dirs[:] = [
            d for d in dirs
            if not d.startswith(".") and d not in ("Pods", "Carthage", "build", ".build") and not d.endswith(".framework")
        ]
        for name in files:
            path = os.path.join(root, name)
            if name.endswith(".xcstrings"):
                catalogs.append(path)
            elif name.endswith(".strings") and os.path.basename(root).endswith(".lproj"):
                language = os.path.basename(root)[: -len(".lproj")]
                groups[(os.path.dirname(root), name)][language] = path
    languages = set(l for g in groups.values() for l in g)
    base = base_language(languages) if languages else None
    for (_, _), members in groups.items():
        if base not in members:
            continue
        with open(members[base], "rb") as f:
            base_table = parse_strings(f.read())
        if base_table is None:
            continue
        for key, value in base_table.items():
            if mixes_numbering(value):
                findings[(os.path.relpath(members[base], folder), key, "mixed")] += 1
        for language, path in members.items():
            if language == base:
                continue
            with open(path, "rb") as f:
                table = parse_strings(f.read())
            if table is None:
                continue
            for key, value in table.items():
                if mixes_numbering(value):
                    findings[(os.path.relpath(path, folder), key, "mixed")] += 1
                elif key in base_table:
                    kind = compare(base_table[key], value)
                    if kind:
                        findings[(os.path.relpath(path, folder), key, kind)] += 1
    for path in catalogs:
        try:
            with open(path, encoding="utf-8") as f:
                catalog = json.load(f)
        except Exception:
            continue
        source = catalog.get("sourceLanguage", "en")
        for key, entry in catalog.get("strings", {}).items():
            if entry.get("extractionState") == "stale" or entry.get("shouldTranslate") is False:
                continue
            localizations = entry.get("localizations", {})
            base_units = catalog_units(localizations.get(source, {})) or {"": (key, None)}
            for language, localization in localizations.items():
                for form, (value, state) in catalog_units(localization).items():
                    if state == "new":
                        continue
                    if mixes_numbering(value):
                        findings[(os.path.relpath(path, folder), key, "mixed")] += 1
                        continue
                    if language == source:
                        continue
                    if form and not form.endswith(".other"):
                        kind = compare([text for text, _ in base_units.values()], value, form=True)
                    else:
                        base_value = base_units.get("") or base_units.get("plural.other") or next(iter(base_units.values()))
                        kind = compare(base_value[0], value)
                    if kind:
                        findings[(os.path.relpath(path, folder), key, kind)] += 1
    return findings, base


def lint_findings(lstrings, folder, base):
    command = [lstrings, "lint", "--reporter", "json", "--allow-empty"]
    if base:
        command += ["--base", base]
    result = subprocess.run(command + ["."], cwd=folder, capture_output=True, text=True)
    try:
        report = json.loads(result.stdout)
    except json.JSONDecodeError:
        sys.exit("lstrings lint gave no JSON (%d): %s" % (result.returncode, result.stderr[:500]))
    diagnostics = report.get("diagnostics", report) if isinstance(report, dict) else report
    findings = Counter()
    for d in diagnostics:
        rule = d.get("rule") or d.get("ruleID")
        if rule == "invalid-placeholder" and "mixes positional" in d.get("message", ""):
            kind = "mixed"
        elif rule == "placeholder-mismatch":
            kind = "added" if " adds " in d.get("message", "") else "mismatch"
        else:
            continue
        path = os.path.normpath(d.get("file") or d.get("location", {}).get("file", ""))
        findings[(path, d.get("key"), kind)] += 1
    return findings


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("folders", nargs="+")
    parser.add_argument("--lstrings", default=os.path.abspath(".build/release/lstrings"))
    parser.add_argument("--verbose", action="store_true")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    rows = []
    disagreements = 0
    for folder in args.folders:
        mine, base = check_folder(folder)
        theirs = lint_findings(os.path.abspath(args.lstrings), folder, base)
        only_checker = mine - theirs
        only_lint = theirs - mine
        both = mine & theirs
        rows.append(
            {
                "folder": folder,
                "base": base,
                "checker": sum(mine.values()),
                "lint": sum(theirs.values()),
                "agree": sum(both.values()),
                "only checker": sorted(only_checker.elements()),
                "only lint": sorted(only_lint.elements()),
            }
        )
        disagreements += sum(only_checker.values()) + sum(only_lint.values())
    if args.json:
        print(json.dumps(rows, indent=2, ensure_ascii=False))
    else:
        print("| folder | checker | lint | agree | only checker | only lint |")
        print("|---|---|---|---|---|---|")
        for row in rows:
            print(
                "| %s | %d | %d | %d | %d | %d |"
                % (row["folder"], row["checker"], row["lint"], row["agree"], len(row["only checker"]), len(row["only lint"]))
            )
        if args.verbose:
            for row in rows:
                for item in row["only checker"]:
                    print("only checker: %s: %s %r (%s)" % (row["folder"], item[0], item[1], item[2]))
                for item in row["only lint"]:
                    print("only lint: %s: %s %r (%s)" % (row["folder"], item[0], item[1], item[2]))
    sys.exit(1 if disagreements else 0)


if __name__ == "__main__":
    main()

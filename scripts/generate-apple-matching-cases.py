#!/usr/bin/env python3
"""Generate the test cases of Apple's own language-matching test, as Swift test data.

Usage:
    python3 scripts/generate-apple-matching-cases.py PATH/TO/cloctst.c --commit SHA

Input. Apple tests `ualoc_localizationsToUse` (the function CoreFoundation calls to choose `.lproj`
folders) in `TestAppleLocalizationsToUse` of `icu/icu4c/source/test/cintltst/cloctst.c` in
github.com/apple-oss-distributions/ICU. Its data is C tables:
  * three "single preference" groups (`altuTestSets`): six sets of available localizations each,
    and rows of (one preferred language, the expected result for each of the six sets; NULL means
    "no match");
  * `multiTestSets`: (name, available localizations, preferred languages, expected result).
Every (row, set) pair and every multi-preference entry is one case, as the C driver runs them.

Output (relative to the repository root, or to --repo-root):
    Tests/StringsKitTests/Lookup/AppleLocalizationsToUseCases+Generated.swift

Python 3 standard library only. The C is read with a comment stripper and a few patterns that fit
this file's layout; the script fails loudly if a table it expects is missing.
"""

import argparse
import os
import re
import sys

OUTPUT = "Tests/StringsKitTests/Lookup/AppleLocalizationsToUseCases+Generated.swift"


def strip_comments(text):
    """Removes // and /* */ comments outside string literals."""
    out = []
    i = 0
    n = len(text)
    while i < n:
        c = text[i]
        if c == '"':
            j = i + 1
            while text[j] != '"':
                j += 2 if text[j] == "\\" else 1
            out.append(text[i : j + 1])
            i = j + 1
        elif text.startswith("//", i):
            j = text.find("\n", i)
            i = n if j < 0 else j
        elif text.startswith("/*", i):
            i = text.index("*/", i) + 2
            out.append(" ")
        else:
            out.append(c)
            i += 1
    return "".join(out)


def tokens(body):
    """The comma-separated items of a C initializer body: strings unquoted, names as written."""
    items = re.findall(r'"((?:[^"\\]|\\.)*)"|([A-Za-z_]\w*)', body)
    return [("str", s) if name == "" else ("name", name) for s, name in items]


def read_tables(source):
    start = source.index("/* data for TestAppleLocalizationsToUse */")
    end = source.index("static void TestAppleLocalizationsToUse()")
    text = strip_comments(source[start:end])

    string_arrays = {}
    for name, body in re.findall(r"static const char\s*\*\s*(\w+)\[\]\s*=\s*\{(.*?)\};", text, re.S):
        items = tokens(body)
        values = []
        for kind, value in items:
            if kind == "name" and value == "NULL":
                break
            if kind != "str":
                sys.exit(f"unexpected item {value} in {name}")
            values.append(value)
        string_arrays[name] = values

    loc_sets = {}
    for name, body in re.findall(r"static const AppleLocsAndCount\s+(\w+)\[\w+\]\s*=\s*\{(.*?)\};", text, re.S):
        loc_sets[name] = re.findall(r"\{\s*(\w+)\s*,\s*UPRV_LENGTHOF", body)

    lang_tables = {}
    for name, body in re.findall(r"static const LangAndExpLocs\s+(\w+)\[\]\s*=\s*\{(.*?)\n\};", text, re.S):
        rows = []
        for language, results in re.findall(r'\{\s*"([^"]*)"\s*,\s*\{([^}]*)\}\s*\}', body):
            rows.append((language, [r.strip() for r in results.split(",") if r.strip()]))
        lang_tables[name] = rows

    single_groups = re.findall(
        r"\{\s*(\w+)\s*,\s*(\w+)\s*,\s*kNum\w+\s*\}", text[text.index("altuTestSets[]") :].split("};")[0]
    )
    multi_body = text[text.index("multiTestSets[]") :].split("};")[0]
    multi = re.findall(
        r'\{\s*"(\w+)"\s*,\s*(\w+)\s*,\s*UPRV_LENGTHOF\(\w+\)\s*,\s*(\w+)\s*,\s*UPRV_LENGTHOF\(\w+\)\s*,\s*(\w+)\s*,',
        multi_body,
    )
    if not single_groups or not multi or not lang_tables:
        sys.exit("tables not found: has cloctst.c changed layout?")
    return string_arrays, loc_sets, lang_tables, single_groups, multi


def build_cases(string_arrays, loc_sets, lang_tables, single_groups, multi):
    """[(name, preferences, available, expected)] in the C driver's order."""
    cases = []
    for group_index, (loc_set_name, table_name) in enumerate(single_groups):
        for set_index, available_name in enumerate(loc_sets[loc_set_name]):
            available = string_arrays[available_name]
            for language, results in lang_tables[table_name]:
                result = results[set_index]
                expected = [] if result == "NULL" else string_arrays[result]
                cases.append((f"set {group_index} list {set_index + 1}", [language], available, expected))
    for name, available_name, prefs_name, expected_name in multi:
        cases.append((name, string_arrays[prefs_name], string_arrays[available_name], string_arrays[expected_name]))
    return cases


def swift_list(values):
    return "[" + ", ".join('"' + v.replace("\\", "\\\\").replace('"', '\\"') + '"' for v in values) + "]"


def render(cases, repository, path, commit):
    available_sets = []
    index_of = {}
    for _, _, available, _ in cases:
        key = tuple(available)
        if key not in index_of:
            index_of[key] = len(available_sets)
            available_sets.append(available)
    lines = [
        "// Generated by scripts/generate-apple-matching-cases.py; do not edit.",
        f"// Source: github.com/{repository}, {path}, commit {commit},",
        "// the data of TestAppleLocalizationsToUse (Apple's test of ualoc_localizationsToUse).",
        "// code-shape: long — generated test data, one row per Apple case: no logic to split.",
        "",
        "/// Apple's own cases for its localization matcher: (preferred languages, available",
        "/// localizations, expected `ualoc_localizationsToUse` result; empty means no match).",
        "enum AppleLocalizationsToUseCases {",
        "  struct Case: Sendable {",
        "    let name: String",
        "    let preferences: [String]",
        "    let availableSet: Int",
        "    let expected: [String]",
        "",
        "    var available: [String] { AppleLocalizationsToUseCases.availableSets[availableSet] }",
        "  }",
        "",
        f"  static let availableSets: [[String]] = [",
    ]
    lines += [f"    {swift_list(s)}," for s in available_sets]
    lines += ["  ]", "", f"  /// {len(cases)} cases.", "  static let cases: [Case] = ["]
    for name, prefs, available, expected in cases:
        lines.append(
            f'    Case(name: "{name}", preferences: {swift_list(prefs)}, availableSet: {index_of[tuple(available)]}, expected: {swift_list(expected)}),'
        )
    lines += ["  ]", "}", ""]
    return "\n".join(lines)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("cloctst")
    parser.add_argument("--commit", required=True)
    parser.add_argument("--repository", default="apple-oss-distributions/ICU")
    parser.add_argument("--path", default="icu/icu4c/source/test/cintltst/cloctst.c")
    parser.add_argument("--repo-root", default=os.path.join(os.path.dirname(__file__), ".."))
    args = parser.parse_args()
    with open(args.cloctst, encoding="utf-8") as handle:
        source = handle.read()
    cases = build_cases(*read_tables(source))
    with open(os.path.join(args.repo_root, OUTPUT), "w", encoding="utf-8") as handle:
        handle.write(render(cases, args.repository, args.path, args.commit))
    print(f"{len(cases)} cases -> {OUTPUT}")


if __name__ == "__main__":
    main()

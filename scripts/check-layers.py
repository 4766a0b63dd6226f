#!/usr/bin/env python3
"""check-layers.py: fails when a lower layer of the library names a higher one (issue 24).

The library is three targets, each allowed to import only the ones below it:

    StringsFormats  <-  StringsExtraction  <-  StringsKit  <-  lstrings, lstrings-bench

The compiler enforces most of it: a target can only import what Package.swift says it depends
on. But SwiftPM puts every module of a package in one folder, so on an incremental build a lower
target that writes `import StringsKit` can still find the module built earlier, and the mistake
shows only on a clean build (or as a cycle). This check reads the sources instead, so it fails at
once, with the file and line:

- every `import` of a package module in Sources/<target>/ names a target below <target>;
- each library target's `dependencies:` in Package.swift names only targets below it;
- no `@_spi` anywhere (what the package shares with itself is `package`);
- the executables use no `@testable import` (they see the library as its clients do, plus
  `package` declarations).

Run by `make test` (through `make lint`). Exit status 1 and one `path:line: error: …` per problem.
"""

import os
import re
import sys

# Lowest first. A target may import only the targets before it in this list.
LAYERS = ["StringsFormats", "StringsExtraction", "StringsKit"]
EXECUTABLES = ["lstrings", "lstrings-bench"]
IMPORT = re.compile(r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*import\s+(?:(?:struct|class|enum|func|var|protocol)\s+)?(\w+)")
CHECKED_FOR_SPI = ["Sources", "Tests/StringsKitTests", "Snippets", "Plugins", "bench", "fuzz"]


def swift_files(folder):
    for directory, _, names in os.walk(folder):
        if ".build" in directory:
            continue
        for name in sorted(names):
            if name.endswith(".swift"):
                yield os.path.join(directory, name)


def check_imports(problems):
    for rank, target in enumerate(LAYERS + EXECUTABLES):
        allowed = set(LAYERS[: min(rank, len(LAYERS))])
        for path in swift_files(os.path.join("Sources", target)):
            with open(path, encoding="utf-8") as file:
                for number, line in enumerate(file, 1):
                    match = IMPORT.match(line)
                    if not match or match.group(1) not in LAYERS or match.group(1) in allowed:
                        continue
                    problems.append(
                        f"{path}:{number}: error: {target} imports {match.group(1)}, which is not below it "
                        f"(layers, lowest first: {', '.join(LAYERS)})"
                    )


def check_package(problems):
    with open("Package.swift", encoding="utf-8") as file:
        text = file.read()
    for rank, target in enumerate(LAYERS):
        match = re.search(r'\.target\(\s*name:\s*"' + target + r'"(.*?)\)', text, re.S)
        if not match:
            problems.append(f"Package.swift:1: error: no library target {target}")
            continue
        named = set(re.findall(r'"(\w+)"', match.group(1)))
        for other in sorted(named & set(LAYERS[rank:])):
            line = text[: match.start()].count("\n") + 1
            problems.append(f"Package.swift:{line}: error: {target} depends on {other}, which is not below it")


def check_spi_and_testable(problems):
    for folder in CHECKED_FOR_SPI:
        for path in swift_files(folder):
            with open(path, encoding="utf-8") as file:
                for number, line in enumerate(file, 1):
                    if "@_spi" in line:
                        problems.append(f"{path}:{number}: error: @_spi: share with the package through `package`")
                    if path.split(os.sep)[1] in EXECUTABLES and re.match(r"\s*@testable\s+import", line):
                        problems.append(f"{path}:{number}: error: an executable uses only public and package API")


def main():
    os.chdir(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
    problems = []
    check_imports(problems)
    check_package(problems)
    check_spi_and_testable(problems)
    for problem in problems:
        print(problem)
    if problems:
        sys.exit(1)
    print(f"layers: {' <- '.join(LAYERS)} <- {', '.join(EXECUTABLES)}: ok")


if __name__ == "__main__":
    main()

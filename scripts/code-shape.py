#!/usr/bin/env python3
"""code-shape.py: a census of long Swift functions and long Swift files.

Prints every function, initialiser, subscript, deinitialiser and closure-bodied
property whose declaration spans more than N lines (default 60), and every
Swift file longer than M lines (default 400), each as `path:line`, so that a
reader can see where the code stops being "small functions with names that
say what they decide" (issue 16, item 2).

Usage:
  scripts/code-shape.py [--function-lines N] [--file-lines M] [PATH ...]
  scripts/code-shape.py --self-test     checks the brace counting on tricky inputs

PATH defaults to the repository's own Swift code (Sources, Tests, Plugins,
Example, fuzz, bench); a folder is searched recursively for `*.swift`, and
`.build` folders are skipped.

How it measures:
- A declaration's length is the number of lines from its keyword (`func`,
  `init`, `deinit`, `subscript`, or `var`/`let` with a `{` body or initialiser
  closure) to the line of the brace that closes its body, both included.
  Attributes and doc comments above it do not count. A nested function is
  listed on its own and also counts inside its parent.
- Braces are matched on a token stream from which comments (`//`, nested
  `/* */`) and string literals (`"..."`, `\"\"\"...\"\"\"`, raw `#"..."#`,
  interpolation `\\( )` followed into and out of) have been removed, so a `{`
  inside a string or a comment never counts.
- Only properties declared at file or type level are considered; a local
  `let` inside a function body is part of that function.
- A file's length is its number of lines, as `wc -l` counts them.

Exceptions are declared in the code, not here: a comment containing
`code-shape: long` (followed by the reason) in a file's first 20 lines excepts
the file, and in the 8 lines above a declaration (or on its line) excepts that
declaration. Excepted items are still printed, marked `(excepted: reason)`, and
counted apart, so the census never hides them.

Output: one line per item, files first, then declarations, then a summary:
  Sources/StringsFormats/Strings/OldStyleParser.swift:1: file 554 lines
  Sources/StringsFormats/Strings/OldStyleParser.swift:120: func parseEntry 84 lines
  summary: 1 file over 400 lines (0 excepted), 1 declaration over 60 lines (0 excepted)
Exit status is 0; the census reports, it does not judge.
"""

import argparse
import os
import re
import sys

DEFAULT_PATHS = ["Sources", "Tests", "Plugins", "Example", "fuzz", "bench"]
EXCEPTION_MARK = "code-shape: long"
FUNCTION_KEYWORDS = {"func", "init", "deinit", "subscript"}
PROPERTY_KEYWORDS = {"var", "let"}
TYPE_KEYWORDS = {"struct", "class", "enum", "extension", "protocol", "actor"}
# Keywords that start a new declaration and so end a pending one without a body.
DECLARATION_KEYWORDS = (
    FUNCTION_KEYWORDS | PROPERTY_KEYWORDS | TYPE_KEYWORDS | {"case", "typealias", "import"}
)
IDENTIFIER_START = re.compile(r"[A-Za-z_`$]")
IDENTIFIER = re.compile(r"`?[A-Za-z_$][A-Za-z0-9_$]*`?")


class Token:
    """A significant token: an identifier/keyword or one punctuation character."""

    __slots__ = ("text", "line", "newline_before")

    def __init__(self, text, line, newline_before):
        self.text = text
        self.line = line
        self.newline_before = newline_before


def tokenize(source):
    """Yields the code tokens of `source`, skipping comments and string contents.

    Interpolated code inside strings is tokenized like any other code, so a
    closure inside `\\( )` still balances its braces.
    """
    tokens = []
    i = 0
    n = len(source)
    line = 1
    newline_pending = True
    # Each entry is the state to return to when an interpolation's `)` closes:
    # (quote delimiter, raw hashes, paren depth inside the interpolation).
    string_stack = []

    def push(text):
        nonlocal newline_pending
        tokens.append(Token(text, line, newline_pending))
        newline_pending = False

    def skip_string(delimiter, hashes, start):
        """Skips a string body from `start`; returns (index after it, interpolation?)."""
        nonlocal line
        j = start
        closing = delimiter + "#" * hashes
        escape = "\\" + "#" * hashes
        while j < n:
            if source.startswith(closing, j):
                return j + len(closing), False
            if source.startswith(escape, j):
                k = j + len(escape)
                if k < n and source[k] == "(":
                    return k + 1, True
                if k < n and source[k] == "\n":
                    line += 1
                j = k + 1
                continue
            if source[j] == "\n":
                line += 1
                if delimiter == '"':
                    # An unterminated single-line string ends at the line's end.
                    return j, False
            j += 1
        return n, False

    def open_string(j):
        """Starts a string literal at `j` (at its `#`s or quote); returns the index after it."""
        hashes = 0
        while j < n and source[j] == "#":
            hashes += 1
            j += 1
        # `"""` opens a multi-line string only when the rest of its line is blank:
        # `#""" = "";"#` is a one-line raw string that starts with two quotes.
        line_end = source.find("\n", j)
        rest_of_line = source[j + 3:n if line_end < 0 else line_end]
        multiline = source.startswith('"""', j) and rest_of_line.strip() == ""
        delimiter = '"""' if multiline else '"'
        j += len(delimiter)
        end, interpolates = skip_string(delimiter, hashes, j)
        if interpolates:
            string_stack.append([delimiter, hashes, 0])
        return end

    while i < n:
        c = source[i]
        if c == "\n":
            line += 1
            newline_pending = True
            i += 1
        elif c in " \t\r":
            i += 1
        elif source.startswith("//", i):
            end = source.find("\n", i)
            i = n if end < 0 else end
        elif source.startswith("/*", i):
            depth = 0
            while i < n:
                if source.startswith("/*", i):
                    depth += 1
                    i += 2
                elif source.startswith("*/", i):
                    depth -= 1
                    i += 2
                    if depth == 0:
                        break
                else:
                    if source[i] == "\n":
                        line += 1
                    i += 1
        elif c == '"' or (c == "#" and re.match(r'#+"', source[i:i + 8])):
            push('"')
            i = open_string(i)
        elif string_stack and c == ")" and string_stack[-1][2] == 0:
            # The interpolation closes: carry on in the enclosing string.
            delimiter, hashes, _ = string_stack.pop()
            end, interpolates = skip_string(delimiter, hashes, i + 1)
            if interpolates:
                string_stack.append([delimiter, hashes, 0])
            i = end
        elif IDENTIFIER_START.match(c):
            match = IDENTIFIER.match(source, i)
            if match is None:
                push(c)
                i += 1
            else:
                push(match.group(0).strip("`"))
                i = match.end()
        else:
            if string_stack:
                if c == "(":
                    string_stack[-1][2] += 1
                elif c == ")":
                    string_stack[-1][2] -= 1
            push(c)
            i += 1
    return tokens


class Scope:
    """An open brace: what it belongs to, and the declaration it is the body of."""

    __slots__ = ("kind", "declaration")

    def __init__(self, kind, declaration=None):
        self.kind = kind  # "file", "type", "function", "property" or "other"
        self.declaration = declaration


class Declaration:
    """A function-like or property declaration waiting for, or inside, its body."""

    __slots__ = ("kind", "name", "line", "bracket_depth", "end_line")

    def __init__(self, kind, name, line, bracket_depth):
        self.kind = kind
        self.name = name
        self.line = line
        self.bracket_depth = bracket_depth
        self.end_line = None


def declaration_name(tokens, index):
    """The name that follows a declaration keyword, or the keyword itself for `init` etc."""
    keyword = tokens[index].text
    if keyword in ("init", "deinit", "subscript"):
        return keyword
    if index + 1 < len(tokens):
        following = tokens[index + 1].text
        if IDENTIFIER_START.match(following) or keyword == "func":
            return following
    return "?"


def measure_declarations(tokens):
    """Returns every declaration that has a body, with its first and last line."""
    found = []
    scopes = [Scope("file")]
    pending = None
    pending_type = False
    bracket_depth = 0  # ( and [ nesting, across the whole file

    for index, token in enumerate(tokens):
        text = token.text
        if pending is not None and pending.kind in PROPERTY_KEYWORDS:
            ends_statement = (
                token.newline_before
                and bracket_depth == pending.bracket_depth
                and text not in ("{", ".", "=", "?", ":")
                and tokens[index - 1].text not in ("=", ":", ",", "->", "(", "[")
            )
            if ends_statement:
                pending = None
        if text in ("(", "["):
            bracket_depth += 1
        elif text in (")", "]"):
            bracket_depth = max(0, bracket_depth - 1)
        elif text == "{":
            if pending is not None and pending.kind in FUNCTION_KEYWORDS:
                if bracket_depth == pending.bracket_depth:
                    scopes.append(Scope("function", pending))
                    pending = None
                    continue
            if pending is not None and pending.kind in PROPERTY_KEYWORDS:
                scopes.append(Scope("property", pending))
                pending = None
                continue
            if pending_type:
                scopes.append(Scope("type"))
                pending_type = False
                continue
            scopes.append(Scope("other"))
        elif text == "}":
            pending = None
            pending_type = False
            if len(scopes) > 1:
                scope = scopes.pop()
                if scope.declaration is not None:
                    scope.declaration.end_line = token.line
                    found.append(scope.declaration)
        elif text in DECLARATION_KEYWORDS and bracket_depth == 0 or text in FUNCTION_KEYWORDS:
            if index > 0 and tokens[index - 1].text == ".":
                continue  # `.init(...)`, `self.init`, a member named like a keyword
            if text in TYPE_KEYWORDS:
                pending = None
                pending_type = True
            elif text in FUNCTION_KEYWORDS:
                if text == "init" and index + 1 < len(tokens) and tokens[index + 1].text not in (
                    "(", "?", "!", "<"
                ):
                    continue
                pending = Declaration(text, declaration_name(tokens, index), token.line,
                                      bracket_depth)
                pending_type = False
            elif text in PROPERTY_KEYWORDS:
                if scopes[-1].kind in ("file", "type"):
                    pending = Declaration(text, declaration_name(tokens, index), token.line,
                                          bracket_depth)
                else:
                    pending = None
                pending_type = False
            else:
                pending = None
                pending_type = False
    balanced = len(scopes) == 1 and bracket_depth == 0
    return found, balanced


def exception_reason(lines, first_line, window):
    """The reason of a `code-shape: long` comment in lines [first_line - window, first_line]."""
    start = max(0, first_line - 1 - window)
    for text in lines[start:first_line]:
        position = text.find(EXCEPTION_MARK)
        if position >= 0:
            reason = text[position + len(EXCEPTION_MARK):].strip(" :-—*/")
            return reason or "no reason given"
    return None


def swift_files(paths):
    """Every `*.swift` file below `paths`, sorted, skipping `.build` folders."""
    result = []
    for path in paths:
        if os.path.isfile(path):
            result.append(path)
            continue
        for root, folders, files in os.walk(path):
            folders[:] = sorted(f for f in folders if f != ".build" and not f.startswith("."))
            result.extend(os.path.join(root, f) for f in files if f.endswith(".swift"))
    return sorted(result)


def census(path, function_lines, file_lines):
    """Returns the long-file row (or None) and the long-declaration rows of one file."""
    with open(path, encoding="utf-8", errors="replace") as handle:
        source = handle.read()
    lines = source.split("\n")
    line_count = source.count("\n")
    file_row = None
    if line_count > file_lines:
        file_row = (path, 1, "file", f"file {line_count} lines",
                    exception_reason(lines, 20, 20))
    rows = []
    declarations, balanced = measure_declarations(tokenize(source))
    if not balanced:
        # A census that misread a file says so instead of printing wrong lengths silently.
        print(f"{path}: warning: braces or brackets do not balance; lengths may be wrong",
              file=sys.stderr)
    for declaration in declarations:
        length = declaration.end_line - declaration.line + 1
        if length > function_lines:
            name = "" if declaration.name == declaration.kind else f" {declaration.name}"
            label = f"{declaration.kind}{name} {length} lines"
            rows.append((path, declaration.line, "declaration", label,
                         exception_reason(lines, declaration.line, 8)))
    return file_row, rows


SELF_TEST_CASES = [
    # (source, expected [(kind, name, first line, last line)])
    ("func a() {\n  let s = \"}\"\n}\n", [("func", "a", 1, 3)]),
    ("func a() {\n  // }\n  /* } /* } */ } */\n}\n", [("func", "a", 1, 4)]),
    ('func a() {\n  let s = #"\\(x) }"#\n  let t = #""" = "";"#\n}\n', [("func", "a", 1, 4)]),
    ('func a() {\n  let s = """\n    }\n    \\(f { $0 })\n    """\n}\n', [("func", "a", 1, 6)]),
    ('func a() {\n  let s = "\\(g("}"))"\n}\n', [("func", "a", 1, 3)]),
    ("struct S {\n  var x: Int {\n    1\n  }\n  init() {\n    self.init(y: 0)\n  }\n}\n",
     [("var", "x", 2, 4), ("init", "init", 5, 7)]),
    ("protocol P {\n  func f()\n  var v: Int { get }\n}\nfunc g() {\n  let y = [1].map {\n    $0\n  }\n}\n",
     [("var", "v", 3, 3), ("func", "g", 5, 9)]),
    ("enum E {\n  static let table: [Int] = [\n    1,\n  ]\n  static let f = {\n    2\n  }()\n}\n",
     [("let", "f", 5, 7)]),
]


def self_test():
    """Checks `measure_declarations` on the cases above; returns the number of failures."""
    failures = 0
    for source, expected in SELF_TEST_CASES:
        declarations, balanced = measure_declarations(tokenize(source))
        found = [(d.kind, d.name, d.line, d.end_line) for d in declarations]
        if sorted(found) != sorted(expected) or not balanced:
            failures += 1
            print(f"FAIL: {source!r}\n  expected {expected}\n  found    {found} (balanced: {balanced})")
    print(f"self-test: {len(SELF_TEST_CASES) - failures} of {len(SELF_TEST_CASES)} cases pass")
    return failures


def main():
    parser = argparse.ArgumentParser(
        description="List Swift functions over N lines and files over M lines.")
    parser.add_argument("--function-lines", type=int, default=60, metavar="N")
    parser.add_argument("--file-lines", type=int, default=400, metavar="M")
    parser.add_argument("--self-test", action="store_true")
    parser.add_argument("paths", nargs="*")
    arguments = parser.parse_args()
    if arguments.self_test:
        return 1 if self_test() else 0
    paths = arguments.paths or [p for p in DEFAULT_PATHS if os.path.exists(p)]

    file_rows, declaration_rows = [], []
    for path in swift_files(paths):
        file_row, rows = census(path, arguments.function_lines, arguments.file_lines)
        if file_row:
            file_rows.append(file_row)
        declaration_rows.extend(rows)

    for path, line, _, label, reason in file_rows + declaration_rows:
        suffix = f" (excepted: {reason})" if reason else ""
        print(f"{path}:{line}: {label}{suffix}")
    files_excepted = sum(1 for row in file_rows if row[4])
    declarations_excepted = sum(1 for row in declaration_rows if row[4])
    print(f"summary: {len(file_rows)} files over {arguments.file_lines} lines "
          f"({files_excepted} excepted), {len(declaration_rows)} declarations over "
          f"{arguments.function_lines} lines ({declarations_excepted} excepted)")
    return 0


if __name__ == "__main__":
    sys.exit(main())

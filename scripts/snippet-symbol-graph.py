#!/usr/bin/env python3
"""Writes the symbol graph DocC reads `@Snippet(path:)` from, for the snippets in Snippets/.

swift-docc-plugin's `snippet-extract` makes this file; the plugin is not a dependency of this
package, so `make docs` makes it here, following the same rules: the leading `//` comment is the
snippet's explanation, `// snippet.hide` and `// snippet.show` hide and show the lines between
them, and the common indentation of the shown lines is removed.

Usage: snippet-symbol-graph.py PACKAGE SNIPPETS_DIR OUTPUT_DIR
"""
import json
import os
import sys


def is_blank(line):
    return line.strip() == ""


def marker(line):
    """The word after `// snippet.`, or None for any other line."""
    text = line.strip()
    if not text.startswith("//"):
        return None
    text = text[2:].strip()
    return text[len("snippet."):].strip() if text.lower().startswith("snippet.") else None


def parse(source):
    lines = source.split("\n")
    while lines and is_blank(lines[0]):
        lines.pop(0)
    explanation = []
    for line in lines:
        if is_blank(line) or marker(line) is not None or not line.lstrip().startswith("//"):
            break
        explanation.append(line.lstrip()[2:])
    lines = lines[len(explanation):]
    indent = min((len(l) - len(l.lstrip(" ")) for l in explanation if not is_blank(l)), default=0)
    explanation = [l[min(indent, len(l) - len(l.lstrip())):] for l in explanation]
    visible, shown = True, []
    for line in lines:
        word = marker(line)
        if word == "hide":
            visible = False
        elif word == "show":
            visible = True
        elif word is not None:
            continue  # slices: not used by this package's snippets
        elif visible and not (not shown and is_blank(line)):
            shown.append(line)
    while shown and is_blank(shown[-1]):
        shown.pop()
    indent = min((len(l) - len(l.lstrip(" ")) for l in shown if l), default=0)
    return explanation, [l[indent:] for l in shown]


def main(package, directory, output):
    symbols = []
    for name in sorted(os.listdir(directory)):
        if not name.endswith(".swift"):
            continue
        base = name[: -len(".swift")]
        with open(os.path.join(directory, name), encoding="utf-8") as f:
            explanation, shown = parse(f.read())
        symbols.append({
            "identifier": {"precise": f"$snippet__{package}.{base}", "interfaceLanguage": "swift"},
            "names": {"title": base},
            "pathComponents": ["Snippets", base],
            "docComment": {"lines": [{"text": l} for l in explanation]},
            "accessLevel": "public",
            "kind": {"identifier": "snippet", "displayName": "Snippet"},
            "snippet": {"language": "swift", "lines": shown, "slices": {}},
        })
    graph = {
        "metadata": {"formatVersion": {"major": 0, "minor": 1, "patch": 0}, "generator": "snippet-symbol-graph.py"},
        "module": {"name": package, "platform": {}, "isVirtual": True},
        "symbols": symbols,
        "relationships": [],
    }
    os.makedirs(output, exist_ok=True)
    with open(os.path.join(output, f"{package}-snippets.symbols.json"), "w", encoding="utf-8") as f:
        json.dump(graph, f, indent=1)


if __name__ == "__main__":
    main(*sys.argv[1:4])

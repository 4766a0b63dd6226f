#!/usr/bin/env python3
"""Compare `lstrings extract` on storyboards and xibs with the tables ibtool wrote for them.

    scripts/ib-harness.py [--mirror /work/.mirror] [--lstrings .build/release/lstrings] [--json]
                          [--verbose] OWNER/NAME[@COMMIT] …

Each OWNER/NAME is a bare git mirror at MIRROR/OWNER+NAME/repo (as the search tools' `fetch` leaves
them); COMMIT defaults to the mirror's HEAD. For every `DIR/Base.lproj/NAME.xib|storyboard` and
every `DIR/*.lproj/NAME.strings` beside it (any language, Base included) whose comments are
ibtool's (`Class = "…"; … ObjectID = "…";`), the harness takes the table at the last commit that
changed it (at or before COMMIT) and the document *at that same commit*, runs
`lstrings extract --encoding utf8` on the document, and compares entry by entry:

- key (`ObjectID.property`), class and text (from ibtool's comment), and order;
- an entry of the table counts as *stale*, and is left out of the figures, by one of two rules,
  never by hand: (R1) its ObjectID is no `id="…"` of the document at that commit (the object was
  removed after the table was generated); (R2) lstrings gives the key another text, or none, and
  the table's text does not occur in the document's element of that ObjectID (its attributes and
  child strings, up to the next element with an id: the text was changed or removed after the
  table was generated);
- every other entry of the table is *checked*: it *agrees* when lstrings writes the same key with
  the same class and text, and is *in order* when it is on the longest run of checked keys that
  both tables list in the same order (and *in import order* on the same run when lstrings' keys are
  sorted case-insensitively, as Xcode's XLIFF import rewrites a translation's table);
- keys lstrings writes that the table lacks are *extra*, told apart by one rule (E1): the table was
  generated at the last commit that changed its set of keys (or created it); an extra key whose
  text is no whole attribute value or child string of its object's element in the document *at
  that commit* (the object, or that text of it, did not exist yet) is *added later*; every other
  extra key is *left out* (E2) when another table of the same document holds it (ibtool writes
  it; this table's project deleted it by hand, as translators drop entries they keep in English),
  *not in translation* (E3) when the table is a translation (not `Base.lproj` or `en.lproj`): what
  a translation holds is what was translated — Xcode's XLIFF import writes only the units that
  carry a target (KeepingYouAwake's committed `de.xliff` exports `7z8-pS-A86.title` without a
  target, and its `de` table lacks it), and translation tools drop units kept in the source text;
  else *not written*: a Base or English table that ibtool generated lacks a text the document had
  then (a text ibtool does not export, or one the project drops by hand), the class that would
  show lstrings writing what ibtool does not.

Output: one line per project (pairs, entries, stale, checked, agree, in order, extra) and the
total; --verbose lists every disagreement. Exit status 0; 2 for a usage or input error. Standard
library only.
"""

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
from collections import defaultdict

from harness_common import decode, git

COMMENT_FIELD = re.compile(r'\s*([^=\s]+)\s*=\s*"((?:[^"\\]|\\.)*)";')






def unescape(text):
    out = []
    i = 0
    while i < len(text):
        c = text[i]
        if c == "\\" and i + 1 < len(text):
            n = text[i + 1]
            i += 2
            if n == "n":
                out.append("\n")
            elif n == "t":
                out.append("\t")
            elif n == "r":
                out.append("\r")
            elif n == "U" or n == "u":
                digits = text[i : i + 4]
                out.append(chr(int(digits, 16)))
                i += 4
            else:
                out.append(n)
            continue
        out.append(c)
        i += 1
    return "".join(out)


def read_quoted(text, i):
    """The quoted string starting at text[i] == '"': (raw content, index after the closing quote)."""
    j = i + 1
    while j < len(text):
        if text[j] == "\\":
            j += 2
            continue
        if text[j] == '"':
            return text[i + 1 : j], j + 1
        j += 1
    return text[i + 1 :], len(text)


def parse_table(text):
    """[(key, comment fields dict)] in file order, for ibtool-style tables."""
    entries = []
    comment = None
    i = 0
    n = len(text)
    while i < n:
        if text.startswith("/*", i):
            end = text.find("*/", i + 2)
            end = n if end < 0 else end
            comment = text[i + 2 : end]
            i = end + 2
        elif text.startswith("//", i):
            end = text.find("\n", i)
            i = n if end < 0 else end
        elif text[i] == '"':
            key, i = read_quoted(text, i)
            # skip ` = "value";`
            eq = text.find("=", i)
            q = text.find('"', eq)
            if eq < 0 or q < 0:
                break
            _, i = read_quoted(text, q)
            semi = text.find(";", i)
            i = n if semi < 0 else semi + 1
            fields = {}
            for m in COMMENT_FIELD.finditer(comment or ""):
                fields[m.group(1)] = unescape(m.group(2))
            entries.append((unescape(key), fields))
            comment = None
        else:
            i += 1
    return entries


def is_ibtool_table(entries):
    return bool(entries) and all("Class" in f and "ObjectID" in f for _, f in entries)


def text_of(key, fields):
    """The text ibtool recorded for the key: the comment field named by the property (or the whole
    key, for array elements)."""
    prop = key.split(".", 1)[1] if "." in key else key
    return fields.get(prop, fields.get(key))


def longest_in_order(positions):
    """Length of the longest increasing subsequence."""
    import bisect

    tails = []
    for p in positions:
        k = bisect.bisect_left(tails, p)
        if k == len(tails):
            tails.append(p)
        else:
            tails[k] = p
    return len(tails)


def run_lstrings(lstrings, document_name, document_bytes):
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, document_name)
        with open(path, "wb") as f:
            f.write(document_bytes)
        out = os.path.join(folder, "out")
        result = subprocess.run(
            [lstrings, "extract", "--encoding", "utf8", "-o", out, path], capture_output=True, text=True
        )
        table = os.path.join(out, os.path.splitext(document_name)[0] + ".strings")
        if not os.path.exists(table):
            return None, result.stderr
        with open(table, "rb") as f:
            return parse_table(decode(f.read())), result.stderr


def xml_escaped(text):
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;").replace("\n", "&#10;")


def object_text(document, object_id):
    """The document's text from the element with `id="object_id"` to the next element with an id:
    its attributes and the child strings that hold its texts."""
    start = document.find('id="%s"' % object_id)
    if start < 0:
        return ""
    start = document.rfind("<", 0, start)
    following = document.find(' id="', document.find(">", start))
    # Up to the start of the next element that has an id (not into its attributes).
    end = document.rfind("<", start + 1, following) if following > 0 else len(document)
    return document[start : end if end > start else len(document)]


def compare(reference, produced, document, generated=lambda: "", elsewhere=frozenset(), translation=False):
    ids = set(re.findall(r'\bid="([^"]+)"', document))
    mine = {key: fields for key, fields in produced}
    order = {key: index for index, (key, _) in enumerate(produced)}
    # The order of Xcode's XLIFF import, which rewrites a translation's table: keys compared
    # case-insensitively (ibtool's own export puts upper case first).
    folded = {key: index for index, key in enumerate(sorted(mine, key=lambda k: (k.lower(), k)))}
    folded_positions = []
    result = defaultdict(int)
    problems = []
    checked_positions = []
    for key, fields in reference:
        result["entries"] += 1
        object_id = fields.get("ObjectID", key.split(".", 1)[0])
        text = text_of(key, fields)
        other = mine.get(key)
        same_text = other is not None and text_of(key, other) == text
        if object_id not in ids:
            result["stale"] += 1
            continue
        here = object_text(document, object_id)
        written = xml_escaped(text) if text is not None else None
        # As a whole attribute value or a whole child string, not a part of another word.
        if not same_text and text is not None and '"%s"' % written not in here and ">%s<" % written not in here and ">%s<" % text not in here:
            result["stale"] += 1
            continue
        result["checked"] += 1
        if other is not None and same_text and other.get("Class") == fields.get("Class"):
            result["agree"] += 1
            checked_positions.append(order[key])
            folded_positions.append(folded[key])
        else:
            why = "missing" if other is None else "class %s" % other.get("Class") if same_text else "text %r" % text_of(key, other)
            problems.append("%s (%s %r): lstrings %s" % (key, fields.get("Class"), text, why))
    result["in order"] = longest_in_order(checked_positions)
    result["in import order"] = longest_in_order(folded_positions)
    known = {key for key, _ in reference}
    extra = [key for key, _ in produced if key not in known]
    result["extra"] = len(extra)
    then_document = generated() if extra else ""
    for key in extra:
        object_id = key.split(".", 1)[0]
        text = text_of(key, mine[key])
        then = object_text(then_document, object_id)
        if text is not None and text_in_element(text, then) and key in elsewhere:
            result["extra, left out"] += 1
            problems.append("extra, left out: %s" % key)
        elif text is not None and text_in_element(text, then) and translation:
            result["extra, not in translation"] += 1
            problems.append("extra, not in translation: %s" % key)
        elif text is not None and text_in_element(text, then):
            result["extra, not written"] += 1
            problems.append("extra, not written: %s (%s %r)" % (key, mine[key].get("Class"), text))
        else:
            result["extra, added later"] += 1
            problems.append("extra, added later: %s" % key)
    return result, problems


def text_in_element(text, element):
    """Whether `text` is a whole attribute value or a whole child string of the element's text."""
    written = xml_escaped(text)
    return '"%s"' % written in element or ">%s<" % written in element or ">%s<" % text in element


def generation_commit(repo, at, table_path):
    """The commit that last changed the table's set of keys (ibtool's last run on it), at or before
    `at`: the table's first commit when its keys never changed."""
    history = git(repo, "log", "--format=%H", at, "--", table_path).split()
    keys = [table_keys(repo, c, table_path) for c in history[:1]]
    for newer, older in zip(history, history[1:]):
        keys.append(table_keys(repo, older, table_path))
        if keys[-2] != keys[-1]:
            return newer
    return history[-1] if history else at


def table_keys(repo, commit, table_path):
    return {key for key, _ in parse_table(decode(git(repo, "show", "%s:%s" % (commit, table_path), binary=True) or b""))}


def project(args, spec):
    name, _, commit = spec.partition("@")
    repo = os.path.join(args.mirror, name.replace("/", "+"), "repo")
    if not os.path.isdir(repo):
        sys.exit("no mirror at %s (fetch it first)" % repo)
    commit = git(repo, "rev-parse", commit or "HEAD").strip()  # a name such as `abc^` shown as its hash
    files = git(repo, "ls-tree", "-r", "--name-only", commit).splitlines()
    documents = [f for f in files if re.search(r"(^|/)Base\.lproj/[^/]+\.(xib|storyboard)$", f)]
    totals = defaultdict(int)
    details = []
    for document_path in documents:
        folder = os.path.dirname(os.path.dirname(document_path))
        stem = os.path.splitext(os.path.basename(document_path))[0]
        prefix = folder + "/" if folder else ""
        tables = [
            f
            for f in files
            if re.fullmatch(re.escape(prefix) + r"[^/]+\.lproj/" + re.escape(stem) + r"\.strings", f)
        ]
        pairs = []
        for table_path in tables:
            at = git(repo, "log", "-1", "--format=%H", commit, "--", table_path).strip()
            table_bytes = git(repo, "show", "%s:%s" % (at, table_path), binary=True)
            document_bytes = git(repo, "show", "%s:%s" % (at, document_path), binary=True)
            if table_bytes is None or document_bytes is None:
                continue
            reference = parse_table(decode(table_bytes))
            if is_ibtool_table(reference):
                pairs.append((table_path, at, reference, document_bytes))
        for table_path, at, reference, document_bytes in pairs:
            elsewhere = {key for path, _, other, _ in pairs if path != table_path for key, _ in other}
            produced, stderr = run_lstrings(args.lstrings, os.path.basename(document_path), document_bytes)
            if produced is None:
                details.append("%s @%s: lstrings wrote no table: %s" % (document_path, at[:7], stderr.strip()[:200]))
                continue
            def generated(at=at, table_path=table_path, document_path=document_path):
                """The document when ibtool last wrote the table's keys (read only when needed)."""
                data = git(repo, "show", "%s:%s" % (generation_commit(repo, at, table_path), document_path), binary=True)
                return decode(data) if data is not None else ""

            language = os.path.basename(os.path.dirname(table_path))[: -len(".lproj")]
            translation = language not in ("Base", "en")
            result, problems = compare(reference, produced, decode(document_bytes), generated, elsewhere, translation)
            totals["pairs"] += 1
            for k, v in result.items():
                totals[k] += v
            for p in problems:
                details.append("%s @%s: %s" % (table_path, at[:7], p))
    return name, commit, totals, details


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("projects", nargs="+")
    parser.add_argument("--mirror", default="/work/.mirror")
    parser.add_argument("--lstrings", default=".build/release/lstrings")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--verbose", action="store_true")
    args = parser.parse_args()
    keys = ["pairs", "entries", "stale", "checked", "agree", "in order", "in import order", "extra",
            "extra, added later", "extra, left out", "extra, not in translation", "extra, not written"]
    grand = defaultdict(int)
    rows = []
    for spec in args.projects:
        name, commit, totals, details = project(args, spec)
        rows.append({"project": name, "commit": commit, **{k: totals[k] for k in keys}, "details": details})
        for k in keys:
            grand[k] += totals[k]
    if args.json:
        print(json.dumps({"projects": rows, "total": grand}, indent=2))
        return
    print("| project | commit | " + " | ".join(keys) + " | agree % |")
    print("|---|---|" + "---|" * (len(keys) + 1))
    for row in rows + [{"project": "total", "commit": "", **grand, "details": []}]:
        share = "%.2f" % (100.0 * row["agree"] / row["checked"]) if row["checked"] else "—"
        print("| %s | %s | " % (row["project"], row["commit"][:7]) + " | ".join(str(row[k]) for k in keys) + " | %s |" % share)
    if args.verbose:
        for row in rows:
            for line in row["details"]:
                print(line)


if __name__ == "__main__":
    main()

"""Helpers the measurement harnesses share (ib-harness.py, sync-harness.py, placeholder-check.py).

They read third-party repositories as data: a file at a commit through git, and `.strings` bytes
in whichever encoding the app committed them. Nothing here is part of lstrings itself; the
harnesses compare lstrings' output with what Xcode and ibtool committed.
"""

import subprocess


def git(repo, *args, binary=False, bare=False):
    """Runs git in `repo` (a work tree, or with bare=True a git directory such as a fetched
    mirror) and returns its output, or None when git fails (a path missing at that commit)."""
    where = ["--git-dir", repo] if bare else ["-C", repo]
    result = subprocess.run(["git", *where, *args], capture_output=True)
    if result.returncode != 0:
        return None
    return result.stdout if binary else result.stdout.decode("utf-8", "replace")


def decode(data):
    """Decodes a `.strings` file's bytes as CoreFoundation would choose: a byte order mark, else
    UTF-16 when the first bytes hold a zero, else UTF-8 (never failing: a broken byte becomes
    U+FFFD, which the comparison then shows)."""
    if data.startswith(b"\xff\xfe") or data.startswith(b"\xfe\xff"):
        return data.decode("utf-16", "replace")
    if data.startswith(b"\xef\xbb\xbf"):
        return data[3:].decode("utf-8", "replace")
    if len(data) > 1 and data[0] != 0 and data[1] == 0:
        return data.decode("utf-16-le", "replace")
    if len(data) > 1 and data[0] == 0:
        return data.decode("utf-16-be", "replace")
    return data.decode("utf-8", "replace")

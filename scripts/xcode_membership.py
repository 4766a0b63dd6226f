"""Which files an Xcode project builds into the targets that hold a given resource (a String
Catalog), read from the project's `project.pbxproj` — for the sync harness, so that a catalog is
synced with its targets' sources as Xcode builds them, not with a list of folders.

Xcode extracts a target's strings when it compiles that target's sources and merges them into the
catalogs that target copies as resources. So the sources of a catalog are the files of every
target whose Resources phase (or file-system synchronized folder) holds it:

- classic groups: the files of the target's Sources build phase, their paths resolved through the
  group tree (`<group>` relative to the parent group, `SOURCE_ROOT` to the project's folder);
- Xcode 16's `PBXFileSystemSynchronizedRootGroup`: every file under the folder is a member of the
  targets that list the group in `fileSystemSynchronizedGroups`, except the paths of a
  `PBXFileSystemSynchronizedBuildFileExceptionSet` for that target; an exception set for a target
  that does not list the group makes its paths members of that target.

Swift packages a target links are not its sources (a package's strings go to the package's own
catalogs). Standard library only; nothing here is part of lstrings.
"""

import os
import posixpath


class ParseError(ValueError):
    pass


def parse_plist(text):
    """An old-style (OpenStep) property list, as project.pbxproj is written: dicts, arrays and
    strings (quoted or bare), with /* */ and // comments."""
    tokens = _tokens(text)
    value, end = _value(tokens, 0)
    return value


_BARE = set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_$/:.-+")
_ESCAPES = {"n": "\n", "t": "\t", "r": "\r", '"': '"', "\\": "\\", "'": "'"}


def _tokens(text):
    out, i, n = [], 0, len(text)
    while i < n:
        c = text[i]
        if c in " \t\r\n":
            i += 1
        elif text.startswith("/*", i):
            end = text.find("*/", i + 2)
            if end < 0:
                raise ParseError("unterminated comment")
            i = end + 2
        elif text.startswith("//", i):
            end = text.find("\n", i)
            i = n if end < 0 else end + 1
        elif c in "{}()=;,":
            out.append((c, None))
            i += 1
        elif c == '"':
            i += 1
            chars = []
            while i < n and text[i] != '"':
                if text[i] == "\\" and i + 1 < n:
                    chars.append(_ESCAPES.get(text[i + 1], text[i + 1]))
                    i += 2
                else:
                    chars.append(text[i])
                    i += 1
            if i >= n:
                raise ParseError("unterminated string")
            out.append(("s", "".join(chars)))
            i += 1
        elif c in _BARE:
            start = i
            while i < n and text[i] in _BARE:
                i += 1
            out.append(("s", text[start:i]))
        else:
            raise ParseError(f"unexpected {c!r}")
    return out


def _value(tokens, i):
    kind, text = tokens[i]
    if kind == "s":
        return text, i + 1
    if kind == "{":
        result, i = {}, i + 1
        while tokens[i][0] != "}":
            key, i = _value(tokens, i)
            if tokens[i][0] != "=":
                raise ParseError("expected =")
            result[key], i = _value(tokens, i + 1)
            if tokens[i][0] != ";":
                raise ParseError("expected ;")
            i += 1
        return result, i + 1
    if kind == "(":
        result, i = [], i + 1
        while tokens[i][0] != ")":
            item, i = _value(tokens, i)
            result.append(item)
            if tokens[i][0] == ",":
                i += 1
        return result, i + 1
    raise ParseError(f"unexpected {kind!r}")


class Project:
    """One parsed project.pbxproj; `project_path` is its path in the repository
    (`App.xcodeproj/project.pbxproj`), so that file paths come out relative to the repository."""

    def __init__(self, text, project_path):
        plist = parse_plist(text)
        self.objects = plist["objects"]
        self.root = posixpath.dirname(posixpath.dirname(project_path))  # the folder holding App.xcodeproj
        self.parent = {}
        for oid, obj in self.objects.items():
            for child in obj.get("children", []):
                self.parent[child] = oid
        main_group = self.objects[plist["rootObject"]].get("mainGroup")
        self.main_group = main_group

    def path(self, oid):
        """A file reference's or group's path relative to the repository, or None when it is not
        under the source root (an SDK, a built product, an absolute path)."""
        obj = self.objects.get(oid, {})
        tree = obj.get("sourceTree", "<group>")
        own = obj.get("path", "")
        if tree == "SOURCE_ROOT":
            return posixpath.normpath(posixpath.join(self.root, own)) if own else self.root
        if tree != "<group>":
            return None
        parent = self.parent.get(oid)
        if parent is None:
            base = self.root
        else:
            base = self.path(parent)
            if base is None:
                return None
        joined = posixpath.join(base, own) if own else base
        return posixpath.normpath(joined) if joined else ""

    def targets(self):
        return [(oid, obj) for oid, obj in self.objects.items() if obj.get("isa") in ("PBXNativeTarget",)]

    def _phase_files(self, target, isa):
        for phase in target.get("buildPhases", []):
            obj = self.objects.get(phase, {})
            if obj.get("isa") != isa:
                continue
            for build_file in obj.get("files", []):
                ref = self.objects.get(build_file, {}).get("fileRef")
                if ref is not None:
                    yield ref

    def _synchronized(self, target_id, target):
        """(folder, excluded paths) for the target's own synchronized groups, and (folder,
        included paths) for other groups whose exception sets add files to it."""
        own, added = [], []
        groups = set(target.get("fileSystemSynchronizedGroups", []))
        for oid, obj in self.objects.items():
            if obj.get("isa") != "PBXFileSystemSynchronizedRootGroup":
                continue
            folder = self.path(oid)
            if folder is None:
                continue
            listed = set()
            for exception in obj.get("exceptions", []):
                e = self.objects.get(exception, {})
                if e.get("isa") == "PBXFileSystemSynchronizedBuildFileExceptionSet" and e.get("target") == target_id:
                    listed |= set(e.get("membershipExceptions", []))
            if oid in groups:
                own.append((folder, listed))
            elif listed:
                added.append((folder, listed))
        return own, added

    def catalog_targets(self, catalog_path):
        """The ids of the targets that copy `catalog_path` as a resource."""
        found = []
        for oid, target in self.targets():
            if any(self.path(ref) == catalog_path for ref in self._phase_files(target, "PBXResourcesBuildPhase")):
                found.append(oid)
                continue
            own, added = self._synchronized(oid, target)
            for folder, excluded in own:
                relative = _relative(catalog_path, folder)
                if relative is not None and relative not in excluded:
                    found.append(oid)
                    break
            else:
                if any(_relative(catalog_path, folder) in listed for folder, listed in added):
                    found.append(oid)
        return found

    def member_files(self, catalog_path, tree_files):
        """The repository paths (of `tree_files`, every file at the commit) that the catalog's
        targets compile or copy; None when no target holds the catalog."""
        targets = self.catalog_targets(catalog_path)
        if not targets:
            return None
        members = set()
        by_folder = {}
        for oid in targets:
            target = self.objects[oid]
            for ref in self._phase_files(target, "PBXSourcesBuildPhase"):
                path = self.path(ref)
                if path is None:
                    continue
                members.add(path)
                # A Core Data model is a folder (.xcdatamodeld): its files are the member.
                by_folder.setdefault(path + "/", set())
            own, added = self._synchronized(oid, target)
            for folder, excluded in own:
                for path in _under(tree_files, folder):
                    relative = _relative(path, folder)
                    if not _excluded(relative, excluded):
                        members.add(path)
            for folder, listed in added:
                for path in _under(tree_files, folder):
                    if _excluded(_relative(path, folder), listed):
                        members.add(path)
        for prefix in by_folder:
            members.update(p for p in _under(tree_files, prefix.rstrip("/")))
        return sorted(p for p in members if p in tree_files)


def localized_string_macro_names(project, catalog_path):
    """The functions the catalog's targets declare as localizing (the build setting
    `LOCALIZED_STRING_MACRO_NAMES`, of every configuration of the targets and of the project),
    besides the two Xcode always reads: `OCLocalizedString` in ownCloud's project. Xcode's string
    extraction reads calls of these as it reads `NSLocalizedString`."""
    names = set()
    lists = [project.objects[oid].get("buildConfigurationList") for oid in project.catalog_targets(catalog_path)]
    for oid, obj in project.objects.items():
        if obj.get("isa") == "PBXProject":
            lists.append(obj.get("buildConfigurationList"))
    for list_id in lists:
        for config in project.objects.get(list_id, {}).get("buildConfigurations", []):
            value = project.objects.get(config, {}).get("buildSettings", {}).get("LOCALIZED_STRING_MACRO_NAMES")
            if isinstance(value, str):
                value = value.split()
            names.update(v for v in value or [] if v != "$(inherited)")
    return sorted(names - {"NSLocalizedString", "CFCopyLocalizedString"})


def _relative(path, folder):
    if folder in ("", "."):
        return path
    if path.startswith(folder + "/"):
        return path[len(folder) + 1 :]
    return None


def _under(files, folder):
    prefix = "" if folder in ("", ".") else folder + "/"
    return [f for f in files if f.startswith(prefix)]


def _excluded(relative, listed):
    """Whether a path inside a synchronized folder is one of the exception set's paths (a listed
    folder covers everything under it)."""
    if relative is None:
        return False
    return any(relative == p or relative.startswith(p.rstrip("/") + "/") for p in listed)


def find_projects(tree_files):
    """The project files of a commit, not those of dependencies (Pods, Carthage, checkouts)."""
    skip = ("Pods/", "Carthage/", ".build/", "SourcePackages/")
    return [
        f for f in tree_files
        if f.endswith(".xcodeproj/project.pbxproj") and not any(f.startswith(s) or f"/{s}" in f for s in skip)
    ]

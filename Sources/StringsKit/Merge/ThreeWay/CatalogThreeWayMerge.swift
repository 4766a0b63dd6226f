/// Three-way merge of a String Catalog, as git's merge driver: by key, language, variation and
/// field (`JSONThreeWayMerge`), written back in Xcode's exact bytes.
///
/// Two branches that each add keys, or translate different languages, merge without a conflict:
/// every member either side added or changed is in the result. Xcode writes every object's members
/// sorted, so the result is what Xcode would write for the merged catalog.
package enum CatalogThreeWayMerge {
  /// Merges `ours` and `theirs` (each changed from `base`); `path` is the name conflicts are
  /// reported at (git's `%P`). Nil when a side is not JSON that can be read whole (then nothing
  /// should be written: the caller keeps ours and reports `problems`).
  package static func merge(
    base: [UInt8], ours: [UInt8], theirs: [UInt8], path: String, kept: ThreeWayConflict.Side = .ours
  ) -> ThreeWayMergeResult {
    let sides = [("base", base), ("ours", ours), ("theirs", theirs)].map { name, bytes in
      (name, JSONReader.parse(bytes, path: path))
    }
    var problems: [StringsDiagnostic] = []
    for (name, side) in sides {
      if let error = side.diagnostics.first(where: { $0.severity == .error }) {
        problems.append(
          StringsDiagnostic(
            .mergeUnsupported, message: "the \(name) version is not valid JSON (\(error.message)): not merged",
            file: path))
      }
    }
    guard problems.isEmpty else { return ThreeWayMergeResult(bytes: nil, conflicts: [], problems: problems) }
    var merger = JSONThreeWayMerge(kept: kept)
    let root = merger.merge(base: sides[0].1.root, ours: sides[1].1.root, theirs: sides[2].1.root)
    let bytes = root.map { XcodeJSONWriter.write($0) } ?? []
    let written = JSONReader.parse(bytes, path: path)
    let conflicts = merger.conflicts.map { conflict in
      ThreeWayConflict(
        unit: unitName(conflict.path), ours: conflict.ours.map(excerpt), theirs: conflict.theirs.map(excerpt),
        location: written.location(of: offset(of: conflict.path, in: written.root)))
    }
    return ThreeWayMergeResult(bytes: bytes, conflicts: conflicts, problems: [])
  }

  /// `"Done" de stringUnit.value` for `strings › Done › localizations › de › stringUnit › value`.
  static func unitName(_ path: [String]) -> String {
    guard path.count >= 2, path[0] == "strings" else { return path.isEmpty ? "the file" : path.joined(separator: ".") }
    var name = LintMessage.quoted(StringsText(path[1]))
    var rest = Array(path.dropFirst(2))
    if rest.count >= 2, rest[0] == "localizations" {
      name += " " + rest[1]
      rest.removeFirst(2)
    }
    return rest.isEmpty ? name : name + " " + rest.joined(separator: ".")
  }

  /// A value on one line, cut after 200 characters.
  static func excerpt(_ node: JSONNode) -> String {
    var text = ""
    if let string = node.string {
      JSONValue.quote(string, into: &text)
    } else {
      let written = String(decoding: XcodeJSONWriter.write(node), as: UTF8.self)
      text = written.split(whereSeparator: \.isNewline).map { $0.drop { $0 == " " } }.joined(separator: " ")
    }
    return text.count > 200 ? text.prefix(200) + "…" : text
  }

  /// The offset of the value at `path`, or of the deepest part of it the tree has.
  static func offset(of path: [String], in root: JSONNode?) -> Int {
    var node = root
    var offset = root?.offset ?? 0
    for step in path {
      guard let next = node?[step] else { break }
      node = next
      offset = next.offset
    }
    return offset
  }
}

/// What a three-way merge of one file produced.
package struct ThreeWayMergeResult: Sendable {
  /// The merged file; nil when it could not be merged (then the file is left as ours).
  package var bytes: [UInt8]?
  /// Units both sides changed differently (the result keeps one side).
  package var conflicts: [ThreeWayConflict]
  /// Why the file was not merged, when it was not.
  package var problems: [StringsDiagnostic]
}

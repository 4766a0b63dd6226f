/// Three-way merge of a `.stringsdict`, as git's merge driver: by entry, variable and plural form,
/// and the format key, spec type and value type (`PropertyListThreeWayMerge`), written back in our
/// file's own layout (`StringsdictLayout`: its header, indentation, line breaks and key order;
/// keys they added follow ours).
///
/// A side CoreFoundation cannot read as a dictionary, or ours in a layout lstrings cannot write
/// back byte for byte (comments between elements, `<integer>` values, UTF-16), is merged as one
/// unit instead: a change on one side is taken whole; changes on both are one conflict, the
/// result keeps one side, and the message says why it was not merged by unit.
package enum StringsdictThreeWayMerge {
  package static func merge(
    base: [UInt8], ours: [UInt8], theirs: [UInt8], path: String, kept: ThreeWayConflict.Side = .ours
  ) -> ThreeWayMergeResult {
    if ours == theirs || base == theirs { return ThreeWayMergeResult(bytes: ours, conflicts: [], problems: []) }
    if base == ours { return ThreeWayMergeResult(bytes: theirs, conflicts: [], problems: []) }
    guard let layout = StringsdictLayout(ours) else {
      return ThreeWayFileMerge.wholeFile(
        base: base, ours: ours, theirs: theirs, path: path, kept: kept,
        why: "ours is not in a layout lstrings writes back byte for byte (comments between elements, <integer> values, not UTF-8)"
      )
    }
    guard let baseValue = PropertyListReader.read(base), case .dictionary = baseValue,
      let theirValue = StringsdictLayout(theirs)?.value ?? PropertyListReader.read(theirs), case .dictionary = theirValue
    else {
      return ThreeWayFileMerge.wholeFile(
        base: base, ours: ours, theirs: theirs, path: path, kept: kept,
        why: "the base or their version is not a property-list dictionary CoreFoundation reads")
    }
    var merger = PropertyListThreeWayMerge(kept: kept)
    let merged = merger.merge(base: baseValue, ours: layout.value, theirs: theirValue) ?? .dictionary([])
    let bytes = layout.write(merged)
    guard let written = StringsdictLayout(bytes), written.value == merged else {
      return ThreeWayMergeResult(
        bytes: nil, conflicts: [],
        problems: [
          StringsDiagnostic(
            .mergeFailed,
            message: "the merged stringsdict would not load as the merge of both sides: not merged (please report this file)",
            file: path)
        ])
    }
    let conflicts = merger.conflicts.map { conflict in
      ThreeWayConflict(
        unit: unitName(conflict.path), ours: conflict.ours.map(excerpt), theirs: conflict.theirs.map(excerpt),
        location: written.location(of: conflict.path, file: path))
    }
    return ThreeWayMergeResult(bytes: bytes, conflicts: conflicts, problems: [])
  }

  /// `"%d files" files.one` for entry › variable › form.
  static func unitName(_ path: [StringsText]) -> String {
    guard let key = path.first else { return "the file" }
    let rest = path.dropFirst().map(\.string)
    return rest.isEmpty ? LintMessage.quoted(key) : LintMessage.quoted(key) + " " + rest.joined(separator: ".")
  }

  /// A string quoted on one line; a dictionary as `{n members}`.
  static func excerpt(_ value: StringsValue) -> String {
    switch value {
    case .string(let text): LintMessage.excerpt(text, limit: 200)
    case .dictionary(let pairs): "{\(pairs.map { LintMessage.quoted($0.key) }.joined(separator: ", "))}"
    default: "(\(StringsdictBuilder.article(value.kindName)))"
    }
  }
}

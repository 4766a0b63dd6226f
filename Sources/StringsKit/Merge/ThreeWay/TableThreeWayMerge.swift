/// Three-way merge of a `.strings` table, as git's merge driver: by key, each entry with its
/// comment as one unit, on our side's text.
///
/// The result is our file with their changes applied as text edits (`TextEdit`, as `merge` edits
/// tables): an entry they changed replaces ours, line and comment, exactly as they wrote it; an
/// entry they added is appended, with its comment; one they deleted (and we did not change) is
/// removed. Every other byte is ours: encoding, byte-order mark, order, comments, spacing. The
/// result is parsed again before it is written and must load as the merged table.
package enum TableThreeWayMerge {
  /// One side's entry: its value and comment (what a change is), and its lines in the text.
  private struct Unit: Equatable {
    var value: StringsValue
    var comment: String?
    var block: Range<Int>

    static func == (lhs: Unit, rhs: Unit) -> Bool { lhs.value == rhs.value && lhs.comment == rhs.comment }
  }

  package static func merge(
    base: [UInt8], ours: [UInt8], theirs: [UInt8], path: String, kept: ThreeWayConflict.Side = .ours
  ) -> ThreeWayMergeResult {
    let parsed = [("base", base), ("ours", ours), ("theirs", theirs)].map { name, bytes in
      (name, StringsParser.parse(bytes, path: path))
    }
    var problems: [StringsDiagnostic] = []
    for (name, result) in parsed where result.diagnostics.contains(where: \.meansContentWasLost) || !result.file.isRewritable {
      problems.append(
        StringsDiagnostic(
          .mergeUnsupported,
          message: "the \(name) version does not load whole in CoreFoundation: not merged by key", file: path))
    }
    guard problems.isEmpty else { return ThreeWayMergeResult(bytes: nil, conflicts: [], problems: problems) }
    let layouts = parsed.map { FileLayout($0.1.file) }
    let units = layouts.map(Self.units)
    let (baseUnits, ourUnits, theirUnits) = (units[0], units[1], units[2])
    let ourLayout = layouts[1], theirLayout = layouts[2]

    var keys = ourLayout.entries.map(\.key)
    var seen = Set(keys)
    for span in theirLayout.entries where seen.insert(span.key).inserted { keys.append(span.key) }

    var edits: [TextEdit] = []
    var appended: [UInt8] = []
    var conflicted: [(key: StringsText, ours: Unit?, theirs: Unit?)] = []
    var expected: [StringsText: StringsValue] = [:]
    for key in keys {
      let (o, a, b) = (baseUnits[key], ourUnits[key], theirUnits[key])
      var take = a
      if a == b {
        take = a
      } else if o == a {
        take = b
      } else if o != b {
        conflicted.append((key, a, b))
        take = kept == .ours ? a : b
      }
      if let value = take?.value { expected[key] = value }
      guard take != a else { continue }
      // Their unit replaces ours (or is added, or ours is removed).
      let text = take.map { Array(theirLayout.text[$0.block]) } ?? []
      if let a {
        edits.append(TextEdit.replacement(a.block, text))
      } else {
        // An added entry follows the file's layout: a blank line before it where entries have one.
        if ourLayout.separatesEntriesWithBlankLines, !ourLayout.entries.isEmpty { appended += ourLayout.lineBreak }
        appended += text
        if let last = text.last, last != 0x0A, last != 0x0D { appended += ourLayout.lineBreak }
      }
    }
    if !appended.isEmpty {
      var insertion: [UInt8] = []
      if let last = ourLayout.text.last, last != 0x0A, last != 0x0D { insertion += ourLayout.lineBreak }
      edits.append(TextEdit.replacement(ourLayout.text.count..<ourLayout.text.count, insertion + appended))
    }
    let file = parsed[1].1.file.applying(edits, itemStarts: ourLayout.itemStarts)
    let bytes = file.encoded()
    let check = StringsParser.parse(bytes, path: path)
    guard check.table == expected, !check.diagnostics.contains(where: \.meansContentWasLost) else {
      return ThreeWayMergeResult(
        bytes: nil, conflicts: [],
        problems: [
          StringsDiagnostic(
            .mergeFailed,
            message: "the merged table would not load as the merge of both sides: not merged (please report this file)",
            file: path)
        ])
    }
    let located = Dictionary(FileLayout(check.file).entries.map { ($0.key, $0.statement.lowerBound) }, uniquingKeysWith: { $1 })
    let conflicts = conflicted.map { conflict in
      ThreeWayConflict(
        unit: LintMessage.quoted(conflict.key), ours: conflict.ours.map { excerpt($0.value) },
        theirs: conflict.theirs.map { excerpt($0.value) },
        location: check.location(of: located[conflict.key] ?? 0))
    }
    return ThreeWayMergeResult(bytes: bytes, conflicts: conflicts, problems: [])
  }

  /// Each key's last entry (the one CoreFoundation keeps) with its comment and lines.
  private static func units(_ layout: FileLayout) -> [StringsText: Unit] {
    var units: [StringsText: Unit] = [:]
    for span in layout.entries {
      units[span.key] = Unit(value: span.value, comment: span.commentBody, block: span.blockStart..<span.lineEnd)
    }
    return units
  }

  private static func excerpt(_ value: StringsValue) -> String {
    if case .string(let text) = value { return LintMessage.excerpt(text, limit: 200) }
    return "(a value that is not a string)"
  }
}

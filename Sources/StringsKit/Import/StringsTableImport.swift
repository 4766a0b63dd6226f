/// Places the units of one XLIFF `<file>` into the target language's `.strings` table (the
/// table a `.strings`, storyboard, xib or Info.plist original is translated in), editing its text
/// as `merge` does: a changed value is replaced in place, keeping every other byte (comments,
/// order, encoding, line breaks); a new key is added by `Merger` (in sorted position when the
/// file is sorted, with the unit's note as its comment); a table that does not exist yet is
/// created in genstrings' layout. The result is parsed again and must load as exactly the old
/// table plus the imported values, or nothing is written.
///
/// `.strings` tables hold no states: a target comes in whatever its state (Xcode's policy with
/// `xcodeStates`), except a `new` target that only repeats its source for a key the table lacks,
/// which is what the export synthesised.
struct StringsTableImport {
  let xliffPath: String
  let file: XLIFFFile
  let tablePath: String
  let xcodeStates: Bool
  private(set) var changes: [ImportChange] = []
  private(set) var diagnostics: [StringsDiagnostic] = []
  /// The bytes to write; nil when nothing changes or the table cannot be edited safely.
  private(set) var output: [UInt8]?
  private(set) var createsFile = false

  init(file: XLIFFFile, tablePath: String, xliffPath: String, xcodeStates: Bool) {
    self.file = file
    self.tablePath = tablePath
    self.xliffPath = xliffPath
    self.xcodeStates = xcodeStates
  }

  private mutating func refuse(_ unit: XLIFFUnit, _ message: String) {
    diagnostics.append(.unplaced(unit, in: xliffPath, message))
  }

  /// `existing`: the table's bytes, nil when it does not exist yet.
  mutating func run(existing: [UInt8]?) {
    let parsed = existing.map { StringsParser.parse($0, path: tablePath) }
    if let parsed, parsed.diagnostics.contains(where: \.meansContentWasLost) || parsed.file.verbatimBytes != nil {
      diagnostics.append(
        StringsDiagnostic(
          .unplacedUnit,
          message:
            "\(tablePath) cannot be edited safely (CoreFoundation does not load it whole, or it is a property list): none of this file's \(file.units.count) units is imported",
          location: file.location.source(in: xliffPath)))
      return
    }
    let old = parsed?.table ?? [:]
    var values: [(unit: XLIFFUnit, value: StringsText)] = []
    for unit in file.units {
      guard let target = unit.target, let state = ImportedState.state(of: target, xcodeStates: xcodeStates) else {
        changes.append(ImportChange(kind: .unchanged, unitID: unit.id, newValue: ""))
        continue
      }
      guard case .plain(let text) = target.text, case .plain(let source) = unit.source else {
        refuse(unit, "a phrase set for \(Self.quoted(unit.id)), which a .strings table cannot hold: nothing is written for it")
        continue
      }
      let key = StringsText(unit.id)
      let previous = old[key]?.text
      if previous == nil, state == .new, text == source {
        changes.append(ImportChange(kind: .unchanged, unitID: unit.id, newValue: text))
        continue
      }
      if let problem = CatalogImport.placeholderProblem(
        target: text, source: source, path: CatalogUnitPath(), language: file.sourceLanguage)
      {
        refuse(
          unit,
          "the placeholders of the \(file.targetLanguage ?? "") target differ from the source: \(problem); nothing is written for it"
        )
        continue
      }
      if old[key] != nil, previous == nil {
        refuse(unit, "\(Self.quoted(unit.id)) holds a value that is not a string in \(tablePath): nothing is written for it")
        continue
      }
      let value = StringsText(text)
      if previous == value {
        changes.append(ImportChange(kind: .unchanged, unitID: unit.id, newValue: text))
        continue
      }
      changes.append(
        ImportChange(kind: previous == nil ? .added : .changed, unitID: unit.id, oldValue: previous?.string, newValue: text))
      values.append((unit, value))
    }
    guard !values.isEmpty else { return }
    output = edited(parsed, values: values)
    if output == nil {
      changes = changes.map { change in
        var change = change
        change.kind = .unchanged
        return change
      }
    }
  }

  /// The table with the values placed, verified by parsing it again; nil (and a diagnostic) when
  /// the result would not load as expected.
  private mutating func edited(_ parsed: StringsParseResult?, values: [(unit: XLIFFUnit, value: StringsText)]) -> [UInt8]? {
    var expected = parsed?.table ?? [:]
    var replacements: [StringsText: StringsText] = [:]
    var additions: [BaseEntry] = []
    for (unit, value) in values {
      expected[StringsText(unit.id)] = .string(value)
      if parsed?.table?[StringsText(unit.id)] != nil {
        replacements[StringsText(unit.id)] = value
      } else {
        let note = unit.notes.first { !$0.text.isEmpty }?.text
        additions.append(BaseEntry(key: StringsText(unit.id), value: value, comment: note))
      }
    }
    let merger = Merger(options: MergeOptions(obsolete: .keep))
    var bytes: [UInt8]
    if let parsed {
      bytes = replacements.isEmpty ? parsed.file.encoded() : Self.replacing(replacements, in: parsed.file)
      if !additions.isEmpty {
        switch merger.merge(additions, into: StringsParser.parse(bytes, path: tablePath)) {
        case .merged(let result): bytes = result.merged
        case .refused(_, let refusal):
          diagnostics += refusal
          return nil
        }
      }
    } else {
      switch merger.create(additions, at: tablePath) {
      case .merged(let result): bytes = result.merged
      case .refused(_, let refusal):
        diagnostics += refusal
        return nil
      }
      createsFile = true
    }
    let reparsed = StringsParser.parse(bytes, path: tablePath)
    guard !reparsed.diagnostics.contains(where: \.meansContentWasLost), reparsed.table == expected else {
      diagnostics.append(
        StringsDiagnostic(
          .mergeFailed,
          message: "the imported table would not load as expected, so \(tablePath) was left unchanged (please report this file)",
          file: tablePath))
      return nil
    }
    return bytes
  }

  /// The file with the last definition of each key's value replaced (what CoreFoundation loads).
  private static func replacing(_ replacements: [StringsText: StringsText], in file: StringsFile) -> [UInt8] {
    var last: [StringsText: StringsEntry] = [:]
    for item in file.items {
      if case .entry(let entry) = item, replacements[entry.key] != nil { last[entry.key] = entry }
    }
    var edits: [TextEdit] = []
    for (key, entry) in last {
      guard let value = replacements[key], let statement = entry.sourceRange else { continue }
      let quoted = Array(StringsEscaping.quoted(value).utf8)
      if let range = entry.valueRange {
        edits.append(.replacement(range, quoted))
      } else {
        // The `"key";` shorthand: the statement gets a value.
        edits.append(
          .replacement(statement, Array(StringsEscaping.quoted(key).utf8) + Array(" = ".utf8) + quoted + [UInt8(ascii: ";")]))
      }
    }
    return file.applying(edits, itemStarts: FileLayout(file).itemStarts).encoded()
  }
}

import StringsFormats

/// A development-language `.strings` table as `xcodebuild -exportLocalizations` exports it: one
/// unit per key, id = the key, `<source>` = the development language's value, `<note>` = the
/// comment right above the entry (`<note/>` when there is none), and `<target>` — with no `state`,
/// as Xcode writes a translated `.strings` unit — when the target language's table has the key
/// (docs/xliff.md §4).
///
/// Every language's table is read when the export is loaded, so a table that cannot be read stops
/// the export at its line rather than leave its strings out without a word.
package struct StringsTableExport: Sendable {
  /// One key of the development-language table.
  package struct Entry: Sendable {
    package var key: String
    package var value: String
    /// The `/* … */` or `//` comment right above the entry, nil when none.
    package var comment: String?
  }

  /// In Xcode's unit order (`ExportUnitOrder`); a key written twice appears once, with its last
  /// value, as CoreFoundation loads it.
  package var entries: [Entry]
  /// The table in each other language, by the language its `.lproj` folder names: key → value.
  package var translations: [String: [String: String]]

  /// Reads the table at `path` and its translations beside it.
  static func load(path: String) throws -> StringsTableExport {
    let entries = try read(path).sorted { ExportUnitOrder.precedes($0.key, $1.key) }
    var translations: [String: [String: String]] = [:]
    for (language, other) in LprojTables.translations(of: path) {
      translations[language] = Dictionary(try read(other).map { ($0.key, $0.value) }) { _, last in last }
    }
    return StringsTableExport(entries: entries, translations: translations)
  }

  /// Whether `language`'s export has a table to take targets from (it decides the `<file>`
  /// attribute order).
  func hasTable(in language: String, developmentRegion: String) -> Bool {
    language == developmentRegion || translations[language] != nil
  }

  /// The units of `language`'s export; the development language's own table gives its targets.
  func units(language: String, developmentRegion: String) -> [XLIFFUnit] {
    let targets = language == developmentRegion ? nil : translations[language]
    return entries.map { entry in
      let target = language == developmentRegion ? entry.value : targets?[entry.key]
      return XLIFFUnit(
        id: entry.key, source: .plain(entry.value),
        target: target.map { XLIFFTarget(text: .plain($0), state: nil) },
        notes: [XLIFFNote(entry.comment ?? "")])
    }
  }

  /// The entries of one table, the last of a repeated key winning (its comment too).
  static func read(_ path: String) throws -> [Entry] {
    let parsed: StringsParseResult
    do { parsed = try StringsParser.parse(file: path) } catch {
      throw LocalizationExport.Problem(path: path, reason: "cannot read the table: \(error)")
    }
    if let error = parsed.diagnostics.first(where: { $0.severity == .error }) {
      let at = error.location
      throw LocalizationExport.Problem(
        path: "\(path):\(at.line):\(at.column)", reason: "not a table lstrings can export: \(error.message)")
    }
    var entries: [Entry] = []
    var index: [String: Int] = [:]
    var comment: String?
    for item in parsed.file.items {
      switch item {
      case .trivia(let trivia): comment = trivia.trailingComment
      case .unparsed: comment = nil
      case .entry(let entry):
        guard let text = entry.value.text else {
          let line = entry.sourceRange.map { parsed.location(of: $0.lowerBound).line }.map { ":\($0)" } ?? ""
          throw LocalizationExport.Problem(
            path: path + line,
            reason: "the value of \"\(entry.key.string)\" is \(entry.value.kindPhrase): an export carries strings only")
        }
        let exported = Entry(key: entry.key.string, value: text.string, comment: comment)
        if let at = index[exported.key] {
          entries[at] = exported
        } else {
          index[exported.key] = entries.count
          entries.append(exported)
        }
        comment = nil
      }
    }
    return entries
  }
}

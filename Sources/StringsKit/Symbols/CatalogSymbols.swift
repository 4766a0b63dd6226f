/// The symbols Xcode generates for one String Catalog (`GeneratedStringSymbols_<Table>.swift`), and
/// the keys that keep it from generating them.
///
/// Xcode 26 generates a symbol for each *manually managed* entry (`"extractionState" : "manual"`),
/// and for any entry whose `generatesSymbol` is `true`; `"generatesSymbol" : false` opts a manual
/// entry out. Entries the compiler extracts from code already have their call site.
package struct CatalogSymbols: Sendable {
  /// The table (`Localizable` for `Localizable.xcstrings`).
  package var table: String
  /// One per entry that generates a symbol, in key order (Xcode's files list them so).
  package var symbols: [GeneratedSymbol]
  /// Keys that give no symbol, or the same symbol as another key.
  package var problems: [SymbolProblem]

  /// Reads the symbols of `catalog`, the file `table.xcstrings`.
  package init(catalog: StringCatalog, table: String) {
    self.table = table
    var symbols: [GeneratedSymbol] = []
    var problems: [SymbolProblem] = []
    for entry in catalog.entries where Self.generatesSymbol(entry) {
      let name: String
      switch SymbolName.derive(fromKey: entry.key) {
      case .name(let derived): name = derived
      case .invalid(let reason):
        problems.append(SymbolProblem(kind: .invalidKey(reason.description), key: entry.key, offset: entry.keyOffset))
        continue
      }
      let (value, substitutions) = Self.sourceValue(of: entry, sourceLanguage: catalog.sourceLanguage)
      switch SymbolArgument.arguments(of: value, substitutions: substitutions) {
      case .success(let arguments):
        symbols.append(
          GeneratedSymbol(key: entry.key, keyOffset: entry.keyOffset, name: name, arguments: arguments, comment: entry.comment))
      case .failure(let problem):
        problems.append(
          SymbolProblem(
            kind: .invalidKey("its source value \(LintMessage.quoted(StringsText(value))) gives no function: \(problem)"),
            key: entry.key, offset: entry.keyOffset))
      }
    }
    symbols.sort { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
    // Two keys with one name and one parameter list declare the same member twice.
    var first: [GeneratedSymbol.Signature: GeneratedSymbol] = [:]
    for symbol in symbols {
      if let earlier = first[symbol.signature] {
        problems.append(
          SymbolProblem(
            kind: .collision(symbol: symbol.name, otherKey: earlier.key, otherOffset: earlier.keyOffset), key: symbol.key,
            offset: symbol.keyOffset))
      } else {
        first[symbol.signature] = symbol
      }
    }
    self.symbols = symbols
    self.problems = problems.sorted { $0.offset < $1.offset }
  }

  /// Whether Xcode generates a symbol for `entry`.
  package static func generatesSymbol(_ entry: CatalogEntry) -> Bool {
    for member in entry.otherFields where member.key == "generatesSymbol" {
      if case .bool(let value) = member.value.value { return value }
    }
    return entry.extractionState == .manual
  }

  /// The text the symbol's arguments come from: the source language's value (a plural entry's
  /// `other` form, else its first), or the key when the source language has none.
  static func sourceValue(of entry: CatalogEntry, sourceLanguage: String) -> (String, [CatalogSubstitution]) {
    guard let localization = entry.localization(for: sourceLanguage) else { return (entry.key, []) }
    if let unit = localization.stringUnit { return (unit.value, localization.substitutions) }
    let forms = localization.variations?.allForms ?? []
    let form = forms.first { $0.name == "other" } ?? forms.first
    if let unit = form?.localization.stringUnit { return (unit.value, localization.substitutions) }
    return (entry.key, [])
  }
}

/// One member of the generated file.
package struct GeneratedSymbol: Hashable, Sendable {
  package var key: String
  package var keyOffset: Int
  package var name: String
  package var arguments: [SymbolArgument]
  /// The entry's comment, which Xcode puts in the doc comment.
  package var comment: String?

  /// What makes two members the same declaration: the name and the parameter labels and types
  /// (`landmarks(count: Int)` and `landmarks(_ arg1: String)` are overloads Swift accepts).
  package struct Signature: Hashable, Sendable {
    var name: String
    var parameters: [String]?
  }

  package var signature: Signature {
    Signature(name: name, parameters: arguments.isEmpty ? nil : arguments.map { "\($0.label ?? "_"):\($0.type)" })
  }
}

/// A key that keeps Xcode from generating the table's symbols.
package struct SymbolProblem: Hashable, Sendable {
  package enum Kind: Hashable, Sendable {
    /// The key gives no valid symbol; the text says why.
    case invalidKey(String)
    /// The key gives the same symbol as `otherKey`, which comes first.
    case collision(symbol: String, otherKey: String, otherOffset: Int)
  }

  package var kind: Kind
  package var key: String
  /// Where the key is written in the catalog.
  package var offset: Int

  /// The diagnostic kind lint and generate-symbols report it under.
  package var diagnosticKind: DiagnosticKind {
    switch kind {
    case .invalidKey: .symbolInvalidKey
    case .collision: .symbolCollision
    }
  }

  /// What is wrong, as lint and generate-symbols say it.
  package var message: String {
    let quoted = LintMessage.quoted(StringsText(key))
    switch kind {
    case .invalidKey(let reason):
      return "\(quoted) gets no generated symbol: \(reason)"
    case .collision(let symbol, let otherKey, _):
      return
        "\(quoted) generates the same symbol '\(symbol)' as \(LintMessage.quoted(StringsText(otherKey))): Xcode's build stops (\"This string key would generate the same symbol\")"
    }
  }

  /// For a collision, the note at the other key.
  package func notes(in file: CatalogParseResult) -> [StringsDiagnostic.Note] {
    guard case .collision(let symbol, let otherKey, let otherOffset) = kind else { return [] }
    return [
      StringsDiagnostic.Note(
        message: "\(LintMessage.quoted(StringsText(otherKey))) generates '\(symbol)' here",
        location: file.location(of: otherOffset))
    ]
  }

  /// The located diagnostic.
  package func diagnostic(in file: CatalogParseResult) -> StringsDiagnostic {
    StringsDiagnostic(diagnosticKind, message: message, location: file.location(of: offset), notes: notes(in: file), key: key)
  }
}

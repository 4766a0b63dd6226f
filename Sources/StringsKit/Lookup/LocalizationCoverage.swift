/// For each localization of a bundle: how many of the base language's keys it translates itself,
/// and what a user with that language actually sees once CFBundle's fallback has run.
///
/// The two differ both ways. A `de-AT.lproj` with no tables translates nothing itself, but its
/// users see every German string (`de` serves). A `de.lproj` whose `Localizable.strings` lacks a
/// key shows that key's *key*, not the English text, because CFBundle reads one table per lookup.
/// And a table CoreFoundation rejects counts as translating nothing.
package struct LocalizationCoverage: Sendable {
  /// One localization's figures.
  public struct Row: Sendable {
    /// The `.lproj` name, or a language that has no `.lproj` (asked for with `languages:`).
    public var localization: String
    /// Whether a `.lproj` folder of that name exists.
    public var hasFolder: Bool
    /// Base keys present in this localization's own tables.
    public var ownKeys: Int
    /// Keys in this localization's own tables that the base language does not have.
    public var extraKeys: Int
    /// Base keys a user with this language sees in their language: served by a localization of
    /// the same language (`de` for `de-AT`). A key served by the development region's fallback is
    /// not translated for a Japanese user, so it does not count (it is in `servedBy`).
    public var seenKeys: Int
    /// Which localizations serve the seen keys, most first.
    public var servedBy: [(localization: String, keys: Int)]
    /// Own tables that load as empty (rejected by CoreFoundation, or not a dictionary).
    public var emptyTables: [String]
  }

  /// The localization whose keys are the reference.
  public var base: String
  /// The reference keys: (table, key) pairs from the base localization's tables.
  public var totalKeys: Int
  /// The base localization's table names.
  public var tables: [String]
  public var rows: [Row]
  /// The folder's String Catalogs, counted by unit state per language.
  public var catalogs: [CatalogStateCoverage]

  /// Why `base` is the base (nil when no localization qualified and the first one was taken).
  public var baseSource: BaseLanguage.Source?

  /// Measures every localization of `bundle` (and any extra `languages`, as preference lists of
  /// one) against `base`, chosen as lint chooses (`BaseLanguage.choose`): `base` when given, else
  /// `developmentRegion` (default: the bundle's, as given) when it has a folder, else the first of
  /// `BaseLanguage.fallbackOrder`, else the first localization.
  public init(
    bundle: LocalizedBundle, base: String? = nil, developmentRegion: DevelopmentRegion? = nil,
    languages: [String] = []
  ) {
    let localizations = bundle.localizations
    let region =
      developmentRegion
      ?? bundle.developmentRegion.map { DevelopmentRegion(language: $0, origin: .given, file: "") }
    let choice = BaseLanguage.choose(among: localizations, configured: base, developmentRegion: region)
    let chosenBase = choice?.language ?? base ?? localizations.first ?? "en"
    self.base = chosenBase
    self.baseSource = choice?.source
    tables = bundle.tableNames(localization: chosenBase)
    let reference = Self.referenceKeys(bundle, tables: tables, base: chosenBase)
    totalKeys = reference.count
    // `Base.lproj` is not a language anyone has: it is listed only when it is the base.
    let measured = localizations.filter { $0 != "Base" || $0 == chosenBase }
    let referenceSet = Set(reference)
    rows = (measured + languages.filter { !localizations.contains($0) }).map { language in
      Self.row(language, bundle: bundle, reference: reference, referenceSet: referenceSet, base: chosenBase)
    }
    catalogs = bundle.catalogsByTable.sorted { $0.key < $1.key }.map {
      CatalogStateCoverage(table: $0.key, catalog: $0.value)
    }
  }

  /// The base localization's keys, table by table: what every localization is measured against.
  private static func referenceKeys(_ bundle: LocalizedBundle, tables: [String], base: String) -> [ReferenceKey] {
    tables.flatMap { table in
      bundle.keys(inTable: table, localization: base).map { ReferenceKey(table: table, key: $0) }
    }
  }

  /// One localization's figures: its own tables counted against the reference, then every
  /// reference key resolved as a user of that language sees it.
  private static func row(
    _ language: String, bundle: LocalizedBundle, reference: [ReferenceKey], referenceSet: Set<ReferenceKey>, base: String
  ) -> Row {
    let hasFolder = bundle.localizations.contains(language)
    let own = hasFolder ? ownTables(language, bundle: bundle, reference: referenceSet) : (keys: 0, extra: 0, empty: [])
    var served: [String: Int] = [:]
    var seen = 0
    for item in reference {
      let resolution = bundle.resolve(
        key: item.key, value: nil, table: item.table, preferences: [language], isOverride: false)
      if let server = resolution.servingLocalization {
        if language == base || sameLanguage(server, language) { seen += 1 }
        served[server, default: 0] += 1
      }
    }
    let servedBy = served.map { (localization: $0.key, keys: $0.value) }.sorted {
      $0.keys != $1.keys ? $0.keys > $1.keys : $0.localization < $1.localization
    }
    return Row(
      localization: language, hasFolder: hasFolder, ownKeys: own.keys, extraKeys: own.extra,
      seenKeys: seen, servedBy: servedBy, emptyTables: own.empty)
  }

  /// A localization's own tables: the reference keys they hold, the keys the base lacks, and the
  /// tables that load as empty (CoreFoundation rejects them, or they are not a dictionary).
  private static func ownTables(_ language: String, bundle: LocalizedBundle, reference: Set<ReferenceKey>)
    -> (keys: Int, extra: Int, empty: [String])
  {
    var own = 0
    var extra = 0
    var empty: [String] = []
    for table in bundle.tableNames(localization: language) {
      for loaded in [bundle.table(table, localization: language), bundle.stringsdict(table, localization: language)] {
        switch loaded?.status {
        case .loaded, nil: break
        case .rejected, .notATable, .unreadable:
          empty.append(table + (loaded?.kind == .stringsdict ? ".stringsdict" : ""))
        }
      }
      for key in bundle.keys(inTable: table, localization: language) {
        if reference.contains(ReferenceKey(table: table, key: key)) {
          own += 1
        } else {
          extra += 1
        }
      }
    }
    return (own, extra, empty)
  }

  /// Whether two localizations are of one language (`de-AT` and `de`, `zh_TW` and `zh-Hant`
  /// count by their first subtag; `English` is `en`).
  static func sameLanguage(_ a: String, _ b: String) -> Bool {
    func language(_ tag: String) -> String {
      let first = tag.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { $0.lowercased() } ?? ""
      return LocaleData.appleAliases[first].map { String($0.prefix { $0 != "_" }) } ?? first
    }
    return language(a) == language(b)
  }

  private struct ReferenceKey: Hashable {
    var table: String
    var key: StringsText
  }

  // MARK: - Rendering

  /// `12/12 100%`, with the percentage rounded down so that 100% means complete.
  static func fraction(_ part: Int, of total: Int) -> String {
    let percent = total == 0 ? 100 : part * 100 / total
    return
      "\(part)/\(total) \(String(repeating: " ", count: max(0, 3 - String(percent).count)))\(percent)%"
  }

  /// A table for people.
  public func renderText(path: String) -> String {
    var out =
      "\(path): base \(base), \(totalKeys) key\(totalKeys == 1 ? "" : "s") in \(tables.count) table\(tables.count == 1 ? "" : "s")\n"
    let header = ["localization", "own keys", "in own language", "served by"]
    var lines: [[String]] = [header]
    for row in rows {
      var name = row.localization
      if name == base { name += " (base)" }
      if !row.hasFolder { name += " (no .lproj)" }
      var served = row.servedBy.map { "\($0.localization) \($0.keys)" }.joined(separator: ", ")
      let unseen = totalKeys - row.servedBy.reduce(0) { $0 + $1.keys }
      if unseen > 0 { served += (served.isEmpty ? "" : "; ") + "\(unseen) show the key" }
      lines.append([
        name, Self.fraction(row.ownKeys, of: totalKeys), Self.fraction(row.seenKeys, of: totalKeys),
        served,
      ])
    }
    let widths = (0..<3).map { column in lines.map { $0[column].count }.max() ?? 0 }
    for line in lines {
      var text = ""
      for column in 0..<3 {
        text +=
          line[column] + String(repeating: " ", count: widths[column] - line[column].count + 2)
      }
      out += text + line[3] + "\n"
    }
    for row in rows {
      for table in row.emptyTables {
        out +=
          "note: \(row.localization).lproj/\(table.hasSuffix(".stringsdict") ? table : table + ".strings") loads as empty (CoreFoundation rejects it); run lstrings lint\n"
      }
      if row.extraKeys > 0 {
        out +=
          "note: \(row.localization) has \(row.extraKeys) key\(row.extraKeys == 1 ? "" : "s") that \(base) does not\n"
      }
    }
    for catalog in catalogs { out += catalog.renderText() }
    return out
  }

  /// One JSON object for tools.
  public func renderJSON(path: String) -> String {
    func quote(_ text: String) -> String { JSONText.quote(StringsText(text)) }
    let rowsJSON = rows.map { row in
      let served = row.servedBy.map {
        "{\"localization\":\(quote($0.localization)),\"keys\":\($0.keys)}"
      }.joined(separator: ",")
      let empty = row.emptyTables.map(quote).joined(separator: ",")
      return
        "{\"localization\":\(quote(row.localization)),\"hasFolder\":\(row.hasFolder),\"ownKeys\":\(row.ownKeys),"
        + "\"extraKeys\":\(row.extraKeys),\"seenKeys\":\(row.seenKeys),\"servedBy\":[\(served)],\"emptyTables\":[\(empty)]}"
    }
    return
      "{\"path\":\(quote(path)),\"base\":\(quote(base)),\"totalKeys\":\(totalKeys),\"tables\":[\(tables.map(quote).joined(separator: ","))],"
      + "\"localizations\":[\(rowsJSON.joined(separator: ","))],"
      + "\"catalogs\":[\(catalogs.map { $0.renderJSON() }.joined(separator: ","))]}\n"
  }
}

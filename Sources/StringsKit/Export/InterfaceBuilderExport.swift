import StringsFormats

/// A Base-localized storyboard or xib (`App/Base.lproj/Main.storyboard`) as
/// `xcodebuild -exportLocalizations` exports it: one `<file>` named after the document, one unit
/// per text ibtool would write into its table — id `ObjectID.property` (`1tv-os-KfJ.normalTitle`),
/// `<source>` the text, `<note>` ibtool's comment (`Class = "UIButton"; normalTitle = "Sign Up";
/// ObjectID = "1tv-os-KfJ";`, plus `Note = "…";` for a Comment for Localizer) — and a `<target>`,
/// with no `state` as for a `.strings` unit, when the language's `L.lproj/Main.strings` has the
/// key (LoopKit/LoopTranslations' Xcode 14.2 exports, docs/xliff.md).
///
/// The units come from the document, not from the tables beside it: an object the document no
/// longer has is not exported (its entry in `de.lproj/Main.strings` is stale), and an object whose
/// entry a language's table lacks is exported without a target, for the translator to fill in.
package struct InterfaceBuilderExport: Sendable {
  /// The document's texts, in Xcode's unit order (`ExportUnitOrder`).
  package var entries: [IBStringsEntry]
  /// The document's table in each language folder beside `Base.lproj`: key → value.
  package var translations: [String: [String: String]]
  /// What the document holds that the export cannot carry (a text on an object without an id).
  package var warnings: [StringsDiagnostic]

  /// Reads the document at `path` and the `L.lproj/NAME.strings` tables beside its `Base.lproj`.
  /// A document that cannot be read, or a table that does not load, stops the export at its line.
  static func load(path: String) throws -> InterfaceBuilderExport {
    let document = IBDocumentReader.read(path: path)
    if let error = document.diagnostics.first(where: { $0.severity == .error }) {
      let at = error.location
      throw LocalizationExport.Problem(
        path: "\(at.file):\(at.line):\(at.column)", reason: "not a document lstrings can export: \(error.message)")
    }
    let table = stringsTable(of: path)
    var translations: [String: [String: String]] = [:]
    for (language, other) in LprojTables.translations(of: table) {
      translations[language] = Dictionary(try StringsTableExport.read(other).map { ($0.key, $0.value) }) { _, last in last }
    }
    return InterfaceBuilderExport(
      entries: document.entries.sorted { ExportUnitOrder.precedes($0.key, $1.key) }, translations: translations,
      warnings: document.diagnostics)
  }

  /// Whether `language`'s export has a table to take targets from (it decides the `<file>`
  /// attribute order, as for `.strings` tables).
  func hasTable(in language: String, developmentRegion: String) -> Bool {
    language == developmentRegion || translations[language] != nil
  }

  /// The units of `language`'s export. The development language's own export repeats each text
  /// as its target (its table's value where it has one), as for a `.strings` table.
  func units(language: String, developmentRegion: String) -> [XLIFFUnit] {
    let table = translations[language]
    return entries.map { entry in
      let target = table?[entry.key] ?? (language == developmentRegion ? entry.value : nil)
      return XLIFFUnit(
        id: entry.key, source: .plain(entry.value), target: target.map { XLIFFTarget(text: .plain($0), state: nil) },
        notes: [XLIFFNote(entry.comment)])
    }
  }

  /// The table ibtool's output takes in the document's own folder (`Base.lproj/Main.storyboard` →
  /// `Base.lproj/Main.strings`): its namesakes in the other `.lproj` folders are the translations.
  static func stringsTable(of path: String) -> String {
    guard let dot = path.lastIndex(of: "."), path[dot...].contains("/") == false else { return path + ".strings" }
    return String(path[..<dot]) + ".strings"
  }
}

extension InterfaceBuilderExport {
  /// The Base-localized storyboards and xibs under `root` (`App/Base.lproj/Main.storyboard`) that
  /// some language localizes, each one `<file>` — except a document whose strings a String Catalog
  /// already holds (`mul.lproj/Main.xcstrings`, exported under the document's path): one `<file>`
  /// per original.
  ///
  /// A document no `L.lproj/NAME.strings` translates is left out (and named by `UnexportedFiles`):
  /// its variant group has no language but Base, and Xcode does not export it (aliengr01/CamelApp's
  /// Xcode 10.2 export leaves out its Base-only `Main.storyboard` and exports the launch screen
  /// that `ru.lproj` and `uk.lproj` translate).
  static func tables(under root: String, exported: [ExportedTable]) throws -> [ExportedTable] {
    let taken = Set(exported.map(\.original))
    return try FileEnumerator.files(in: [root], extensions: IBDocument.fileExtensions).compactMap { path in
      let original = LocalizationExport.relative(path, to: root)
      guard !LocalizationExport.isInsideExport(path), LprojTables.language(ofTableAt: path) == "Base",
        !taken.contains(original), !LprojTables.translations(of: stringsTable(of: path)).isEmpty
      else { return nil }
      return ExportedTable(original: original, path: path, content: .interfaceBuilder(try load(path: path)))
    }
  }
}

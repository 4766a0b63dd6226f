import Foundation
import StringsFormats

/// A project's localizable files as `xcodebuild -exportLocalizations` hands them to translators:
/// one `XLIFFDocument` per language, one `<file>` per table in Xcode's order (by `original`,
/// case-insensitively), each table's units in Xcode's order with Xcode's ids.
///
/// `load(root:)` finds the String Catalogs under the project folder; `.xcloc` folders (earlier
/// exports committed beside the sources) and build folders are not sources and are skipped. A file
/// that cannot be read is a problem, never silently left out of the export: a translator would not
/// know its strings exist.
package struct LocalizationExport: Sendable {
  /// The project folder every `original` is relative to.
  package var root: String
  package var tables: [ExportedTable]
  /// `developmentRegion` in `contents.json`, and the language whose export repeats the source
  /// text as `new` targets.
  package var developmentRegion: String
  package var container: XcodeContainer?
  /// The `<tool>` stamp of every `<file>` and the `toolInfo` of `contents.json`.
  package var tool: XLIFFTool
  /// What the project holds that the export does not carry, each at its path (`unexported-file`,
  /// a text of a storyboard object without an id): said, never silently left out.
  package var warnings: [StringsDiagnostic] = []

  package init(
    root: String, tables: [ExportedTable], developmentRegion: String, container: XcodeContainer?, tool: XLIFFTool
  ) {
    self.root = root
    self.tables = tables
    self.developmentRegion = developmentRegion
    self.container = container
    self.tool = tool
  }

  /// A file the export could not read, and why: the export stops rather than leave it out.
  package struct Problem: Error, CustomStringConvertible, Sendable {
    package var path: String
    package var reason: String
    package var description: String { "\(path): error: \(reason)" }
  }

  /// The project under `root`: its catalogs, its development region (the Xcode project's
  /// `developmentRegion`, an `Info.plist`'s or the package's, as lint finds it; else the first
  /// catalog's source language; else `en`) and its Xcode project or workspace.
  package static func load(root: String, tool: XLIFFTool = .defaultExportStamp) throws -> LocalizationExport {
    let base = root.hasSuffix("/") && root.count > 1 ? String(root.dropLast()) : root
    let paths = try FileEnumerator.files(in: [base], extensions: ["xcstrings"])
      .filter { !isInsideExport($0) }
    var tables: [ExportedTable] = []
    var problems: [Problem] = []
    for path in paths {
      let original = interfaceBuilderOriginal(of: relative(path, to: base), root: base) ?? relative(path, to: base)
      let parsed: CatalogParseResult
      do { parsed = try StringCatalog.parse(file: path) } catch {
        problems.append(Problem(path: path, reason: "cannot read the catalog: \(error)"))
        continue
      }
      guard let catalog = parsed.catalog, !parsed.hasSyntaxErrors else {
        let first = parsed.diagnostics.first.map { ": \($0.message)" } ?? ""
        problems.append(Problem(path: path, reason: "not a String Catalog lstrings can export\(first)"))
        continue
      }
      tables.append(ExportedTable(original: original, path: path, content: .catalog(catalog)))
    }
    if let problem = problems.first { throw problem }
    var region = DevelopmentRegion.find(from: base).region?.language
    if region == nil, let table = tables.first, case .catalog(let catalog) = table.content {
      region = catalog.sourceLanguage
    }
    tables += try LegacyTableExport.tables(under: base, developmentRegion: region ?? "en")
    tables += try InterfaceBuilderExport.tables(under: base, exported: tables)
    let infoPlist = try InfoPlistExport.tables(under: base, exported: tables, developmentRegion: region ?? "en")
    tables += infoPlist.tables
    let code = try CodeStringsExport.tables(under: base, exported: tables, developmentRegion: region ?? "en")
    tables += code.tables
    let warnings =
      try UnexportedFiles.find(under: base, exported: tables, developmentRegion: region ?? "en") + infoPlist.warnings
      + code.warnings
    guard !tables.isEmpty else {
      throw ExportRefusal.nothingToExport(in: root, developmentRegion: region ?? "en", warnings: warnings)
    }
    var export = LocalizationExport(
      root: base, tables: sortedForExport(tables), developmentRegion: region ?? "en",
      container: XcodeContainer.find(in: base), tool: tool)
    export.warnings = warnings
    return export
  }

  /// The XLIFF document of `language`.
  /// A storyboard with no text has no `<file>` (its copy still goes into `Source Contents/`, as
  /// aliengr01/CamelApp's Xcode 10.2 export shows for its launch screen).
  package func document(for language: String) -> XLIFFDocument {
    XLIFFDocument(files: tables.filter { !$0.isDocumentWithoutText }.map { file(of: $0, language: language) })
  }

  /// Unit ids that two units of one file share, by file: such an XLIFF cannot be imported back
  /// (Xcode's exporter crashes on them).
  package func collisions(for language: String) -> [(original: String, id: String)] {
    document(for: language).files.flatMap { file in
      CatalogExport.collidingIDs(in: file.units).map { (file.original, $0) }
    }
  }

  private func file(of table: ExportedTable, language: String) -> XLIFFFile {
    switch table.content {
    case .catalog(let catalog):
      return XLIFFFile(
        original: table.original, sourceLanguage: catalog.sourceLanguage, targetLanguage: language,
        attributeOrder: .languagesFirst, tool: tool,
        units: CatalogExport(catalog: catalog, language: language).units)
    case .strings(let strings):
      return legacyFile(
        table, language: language, hasTable: strings.hasTable(in: language, developmentRegion: developmentRegion),
        units: strings.units(language: language, developmentRegion: developmentRegion))
    case .stringsdict(let stringsdict):
      return legacyFile(
        table, language: language, hasTable: stringsdict.hasTable(in: language, developmentRegion: developmentRegion),
        units: stringsdict.units(language: language, developmentRegion: developmentRegion))
    case .interfaceBuilder(let document):
      return legacyFile(
        table, language: language, hasTable: document.hasTable(in: language, developmentRegion: developmentRegion),
        units: document.units(language: language, developmentRegion: developmentRegion))
    case .code(let code):
      return legacyFile(
        table, language: language, hasTable: code.hasTable(in: language, developmentRegion: developmentRegion),
        units: code.units(language: language, developmentRegion: developmentRegion))
    case .infoPlist(let infoPlist):
      // A generated catalog is a catalog: its languages come first, as KeepingYouAwake's show.
      return legacyFile(
        table, language: language,
        hasTable: infoPlist.isCatalog || infoPlist.hasTable(in: language, developmentRegion: developmentRegion),
        units: infoPlist.units(language: language, developmentRegion: developmentRegion))
    }
  }

  /// Xcode's file order: by `original`, case-insensitively (then as written, so the order is total).
  static func sortedForExport(_ tables: [ExportedTable]) -> [ExportedTable] {
    tables.sorted {
      let left = $0.original.lowercased()
      let right = $1.original.lowercased()
      return left != right
        ? left.utf8.lexicographicallyPrecedes(right.utf8) : $0.original.utf8.lexicographicallyPrecedes($1.original.utf8)
    }
  }

  /// The storyboard or xib a catalog localizes: Xcode keeps an Interface Builder file's strings in
  /// `mul.lproj/NAME.xcstrings` beside `Base.lproj/NAME.xib` (or `.storyboard`), and exports them
  /// under the Interface Builder file's path (newmarcel/KeepingYouAwake's Xcode 16.4 exports).
  static func interfaceBuilderOriginal(of original: String, root: String) -> String? {
    var components = original.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    guard components.count >= 2, components[components.count - 2].hasSuffix(".lproj"),
      let name = components.last, name.hasSuffix(".xcstrings")
    else { return nil }
    components[components.count - 2] = "Base.lproj"
    let stem = String(name.dropLast(".xcstrings".count))
    for kind in ["xib", "storyboard"] {
      components[components.count - 1] = stem + "." + kind
      let candidate = components.joined(separator: "/")
      if FileManager.default.fileExists(atPath: root + "/" + candidate) { return candidate }
    }
    return nil
  }

  /// Whether a path lies inside an `.xcloc` (an export, not a source).
  static func isInsideExport(_ path: String) -> Bool {
    path.split(separator: "/").contains { $0.hasSuffix(".xcloc") }
  }

  static func relative(_ path: String, to root: String) -> String {
    if root == "." { return path.hasPrefix("./") ? String(path.dropFirst(2)) : path }
    if path.hasPrefix(root + "/") { return String(path.dropFirst(root.count + 1)) }
    return path
  }
}

extension XLIFFTool {
  /// The stamp an export carries unless `--tool-version`/`--tool-build` name another: Xcode 27.0
  /// (27A266a), the newest Xcode whose real exports lstrings is checked against.
  package static let defaultExportStamp = XLIFFTool(version: "27.0", buildNumber: "27A266a")
}

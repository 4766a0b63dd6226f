/// `catalog-conflict`: a String Catalog and a `.strings` table of the same name in one folder tree.
struct CatalogConflictRule: ProjectRule {
  init() {}

  static let description = RuleDescription(
    kind: .catalogConflict, scope: .project,
    documentation: """
      A String Catalog and a `.strings` (or `.stringsdict`) table with the same name sit in one \
      folder tree, as `Localizable.xcstrings` beside `en.lproj/Localizable.strings`. Xcode \
      refuses to build a target that has both (the catalog compiles to that very file), and at \
      run time only one of them could be the table. Migrate the table into the catalog (`lstrings \
      convert --to xcstrings`) and delete it, or rename one. Reported at the table, with a note at \
      the catalog. A table counts when its `.lproj` folder is in the catalog's folder or below it, \
      or the catalog is below the table's bundle folder.
      """,
    triggering: [
      RuleExample(
        .catalog(
          entries: """
            "Inbox" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Posteingang" } }
              }
            }
            """),
        .init("de.lproj/Localizable.strings", #"↓"Inbox" = "Eingang";\#n"#))
    ])

  func check(_ tables: [LintTable], into findings: inout Findings) {
    check(tables, pluralTables: [], into: &findings)
  }

  func check(_ tables: [LintTable], pluralTables: [PluralTable], into findings: inout Findings) {
    let catalogs = tables.filter { $0.catalog?.isSource == true || ($0.file.isCatalog && $0.catalog == nil) }
    guard !catalogs.isEmpty else { return }
    let files = tables.filter { !$0.file.isCatalog }.map(\.file) + pluralTables.map(\.file)
    for file in files where file.language != nil {
      for catalog in catalogs where catalog.file.name == file.name {
        let folder = Self.folder(of: catalog.file.path)
        guard Self.isWithin(file.bundle, folder) || Self.isWithin(folder, file.bundle) else { continue }
        findings.report(
          "\(file.path) and the String Catalog \(catalog.file.path) are both the \(file.name) table: Xcode refuses to build a target with both",
          at: StringsSourceLocation(file: file.path, line: 1, column: 1),
          notes: [StringsDiagnostic.Note(message: "the catalog", location: catalog.fileLocation)])
      }
    }
  }

  static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "" }
    return String(path[..<slash])
  }

  /// Whether `path` is `folder` or inside it (`""` is the current folder, which holds everything
  /// relative).
  static func isWithin(_ path: String, _ folder: String) -> Bool {
    folder.isEmpty ? !path.hasPrefix("/") : path == folder || path.hasPrefix(folder + "/")
  }
}

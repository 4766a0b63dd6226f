/// `symbol-collision`: two keys of a String Catalog that give Xcode's generated symbols the same
/// member, which fails the build on a Mac.
struct SymbolCollisionRule: TableRule {
  init() {}

  static let description = RuleDescription(
    kind: .symbolCollision, scope: .table,
    documentation: """
      Xcode 26 generates a Swift symbol for each manually managed entry of a String Catalog \
      (`STRING_CATALOG_GENERATE_SYMBOLS`, on by default for new projects and Swift packages; \
      `generatesSymbol` opts an entry in or out), named after the key: `"action.copy_link"` \
      becomes `LocalizedStringResource.actionCopyLink`. Keys that differ only in case, \
      punctuation or placeholders give the same name, and the build stops with "This string key \
      would generate the same symbol as …". Reported at the later key, with a note at the first. \
      The same name with other argument labels or types is an overload, which Swift accepts. \
      How names are made: docs/symbols.md.
      """,
    triggering: [
      RuleExample(
        .catalog(
          entries: """
            "Settings Title" : {
              "extractionState" : "manual"
            },
            ↓"settings.title" : {
              "extractionState" : "manual"
            }
            """))
    ],
    nonTriggering: [
      RuleExample(
        .catalog(
          entries: """
            "Settings Title" : {

            },
            "settings.title" : {
              "extractionState" : "manual"
            }
            """))
    ])

  func check(_ table: LintTable, into findings: inout Findings) {
    guard let view = table.catalog, view.isSource else { return }
    for problem in CatalogSymbols(catalog: view.catalog, table: view.tableName).problems
    where problem.diagnosticKind == .symbolCollision {
      findings.report(
        problem.message, at: view.result.location(of: problem.offset), notes: problem.notes(in: view.result),
        key: StringsText(problem.key))
    }
  }
}

extension CatalogLanguage {
  /// The catalog's table name: `Localizable` for `Localizable.xcstrings`.
  var tableName: String {
    let file = result.path.split(separator: "/").last.map(String.init) ?? result.path
    return file.hasSuffix(".xcstrings") ? String(file.dropLast(".xcstrings".count)) : file
  }
}

/// `symbol-invalid-key`: a String Catalog key Xcode generates a symbol for that gives no valid
/// Swift symbol, which breaks the generation on a Mac.
struct SymbolInvalidKeyRule: TableRule {
  init() {}

  static let description = RuleDescription(
    kind: .symbolInvalidKey, scope: .table,
    documentation: """
      A manually managed entry (or one with `"generatesSymbol" : true`) whose key gives Xcode's \
      symbol generation no Swift name: `""`, `"%lld"` or `"…"` have no letter or digit outside \
      their placeholders, a key whose name starts with a digit cannot be an identifier, and \
      `self` names the type itself. Also reported: a source value whose placeholders give no \
      function (a `%(` never closed, named and unnamed placeholders mixed, one argument read as \
      two types, `%s`/`%c`/`%p` that have no generated Swift type). Give the entry a key with \
      words, or `"generatesSymbol" : false`.
      """,
    triggering: [
      RuleExample(
        .catalog(
          entries: """
            ↓"%lld" : {
              "extractionState" : "manual"
            }
            """))
    ])

  func check(_ table: LintTable, into findings: inout Findings) {
    guard let view = table.catalog, view.isSource else { return }
    for problem in CatalogSymbols(catalog: view.catalog, table: view.tableName).problems
    where problem.diagnosticKind == .symbolInvalidKey {
      findings.report(problem.message, at: view.result.location(of: problem.offset), key: StringsText(problem.key))
    }
  }
}

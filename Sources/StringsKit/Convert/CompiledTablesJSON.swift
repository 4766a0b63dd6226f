/// What the runtime reads from a catalog, as JSON: `{ "de" : { key : value, … }, … }`, each
/// language's table as `CatalogCompiler` compiles it, stringsdict entries as nested objects.
///
/// It is `lstrings convert --to json` for a catalog, in the same compact, sorted style as for a
/// `.strings` table (`JSONText`), so one `jq` script reads both.
package enum CompiledTablesJSON {
  /// The JSON text (no final newline), and what could not be compiled (located in `parse`).
  public static func encode(_ parse: CatalogParseResult) -> (json: String, problems: [StringsDiagnostic]) {
    guard let catalog = parse.catalog else { return ("{}", []) }
    let (tables, problems) = CatalogCompiler.compile(catalog)
    let languages = tables.map { table in
      (key: StringsText(table.language), value: StringsValue.dictionary(table.resolved.map { ($0.key, $0.value) }))
    }
    let diagnostics = problems.map { problem in
      StringsDiagnostic(
        .uncompiledEntry, message: problem.message,
        location: parse.location(of: problem.offset))
    }
    // Compiled tables hold strings and dictionaries only, which always have a JSON form.
    return (JSONText.encode(.dictionary(languages)) ?? "{}", diagnostics.sorted())
  }
}

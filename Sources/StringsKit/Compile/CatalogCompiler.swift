/// Compiles a String Catalog into the tables the runtime reads, as Xcode's `xcstringstool compile`
/// does at build time, so that a Swift package with catalogs can ship them on Linux (where no
/// `xcstringstool` exists).
///
/// What is compiled follows what real projects' committed `xcstringstool` output shows:
/// - a language's table holds the entries that have a unit in that language; a source-language
///   key without a unit of its own is *not* written (the runtime shows the key itself anyway);
/// - a unit in state `new` is not compiled (Xcode's own source units of `extracted_with_value`
///   keys are `new`: the default value in the code is used instead); `translated`,
///   `needs_review` and `stale` units are, and so are entries whose `extractionState` is `stale`;
/// - translations of an entry marked `shouldTranslate: false` are not compiled (its source
///   language is);
/// - plural and device variations and substitutions go to the `.stringsdict`, plain units to the
///   `.strings` (both XML property lists). `EntryCompiler` says how each maps onto the
///   stringsdict format.
enum CatalogCompiler {
  /// The compiled tables of the given languages (every language of the catalog when nil), in
  /// language order, and what could not be compiled faithfully.
  static func compile(_ catalog: StringCatalog, languages: Set<String>? = nil) -> (
    tables: [CompiledTable], problems: [CompileProblem]
  ) {
    var problems: [CompileProblem] = []
    let tables = catalog.languages.filter { languages?.contains($0) ?? true }.map { language in
      var table = CompiledTable(language: language)
      for entry in catalog.entries where entry.raw == nil {
        guard entry.isTranslatable || language == catalog.sourceLanguage,
          let localization = entry.localization(for: language)
        else { continue }
        var compiler = EntryCompiler(key: entry.key, language: language)
        let key = StringsText(entry.key)
        switch compiler.compile(localization) {
        case .skipped: break
        case .string(let value): table.strings[key] = StringsText(value)
        case .rule(let pairs): table.stringsdict[key] = .dictionary(pairs)
        }
        if !PropertyListWriter.canWrite(key), table.strings[key] != nil || table.stringsdict[key] != nil {
          problems.append(CompileProblem(kind: .unwritableText(key: entry.key), offset: entry.keyOffset, language: language))
        }
        table.skippedUnits += localization.allUnits.filter { $0.state == .new }.count
        problems += compiler.problems
      }
      return table
    }
    return (tables, problems)
  }
}

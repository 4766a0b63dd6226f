import StringsFormats

/// The `.strings` and `.stringsdict` tables an export takes from a project folder: those in the
/// development language's `.lproj` folder (`App/en.lproj/Localizable.strings`), each one `<file>`
/// whose targets come from the same table in the target language's folder. `Base.lproj` tables
/// (a storyboard's) are not sources here: Interface Builder files export under their own path.
enum LegacyTableExport {
  static func tables(under root: String, developmentRegion: String) throws -> [ExportedTable] {
    let paths = try FileEnumerator.files(in: [root], extensions: ["strings", "stringsdict"])
      .filter { !LocalizationExport.isInsideExport($0) && LprojTables.language(ofTableAt: $0) == developmentRegion }
    return try paths.map { path in
      let original = LocalizationExport.relative(path, to: root)
      let content: ExportedTable.Content =
        path.hasSuffix(".stringsdict")
        ? .stringsdict(try StringsdictTableExport.load(path: path)) : .strings(try StringsTableExport.load(path: path))
      return ExportedTable(original: original, path: path, content: content)
    }
  }
}

extension LocalizationExport {
  /// A `.strings` or `.stringsdict` table's `<file>`: languages first when the target language's
  /// table exists (or the target is the development language), datatype first when it does not
  /// exist yet (docs/xliff.md §2).
  func legacyFile(_ table: ExportedTable, language: String, hasTable: Bool, units: [XLIFFUnit]) -> XLIFFFile {
    XLIFFFile(
      original: table.original, sourceLanguage: developmentRegion, targetLanguage: language,
      attributeOrder: hasTable ? .languagesFirst : .datatypeFirst, tool: tool, units: units)
  }
}

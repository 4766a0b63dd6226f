import Foundation
import StringsExtraction
import StringsFormats

/// A table the code uses and the project does not keep (`NSLocalizedString("Done", comment: "done
/// button")` with no `en.lproj/Localizable.strings` and no catalog): Xcode's export extracts it
/// from the code and exports it as `FOLDER/DEV.lproj/NAME.strings` (aliengr01/CamelApp's Xcode 10.2
/// export: `CamelApp/en.lproj/Localizable.strings`, the code's comments as notes, datatype first in
/// a language that has no such table, and the table in genstrings' form, UTF-16 with a byte order
/// mark, in `Source Contents/`; docs/xliff.md §4).
///
/// The keys are what `lstrings extract` finds (the runtime mode: what the app looks up), each
/// unit's note the call sites' comments sorted and joined with a line feed, or genstrings' "No
/// comment provided by engineer."; FOLDER is the nearest folder above the code that uses the table
/// where a language already keeps it, else the folder holding all that code (unconfirmed beyond
/// that export: Xcode knows its targets' folders, lstrings infers them).
package struct CodeStringsExport: Sendable {
  package struct Entry: Sendable {
    package var key: String
    package var value: String
    package var note: String
  }

  /// In Xcode's unit order (`ExportUnitOrder`).
  package var entries: [Entry]
  /// The table as genstrings writes it, for `Source Contents/`.
  package var table: [UInt8]
  /// The same table in each other `.lproj` folder beside the generated one: key → value.
  package var translations: [String: [String: String]]

  func hasTable(in language: String, developmentRegion: String) -> Bool {
    language == developmentRegion || translations[language] != nil
  }

  /// The units of `language`'s export; the development language's repeat the source (no state,
  /// as for a `.strings` table: CamelApp's `en.xcloc`).
  func units(language: String, developmentRegion: String) -> [XLIFFUnit] {
    let table = translations[language]
    return entries.map { entry in
      let target = language == developmentRegion ? entry.value : table?[entry.key]
      return XLIFFUnit(
        id: entry.key, source: .plain(entry.value), target: target.map { XLIFFTarget(text: .plain($0), state: nil) },
        notes: [XLIFFNote(entry.note)])
    }
  }

  /// The tables the code under `root` uses that no exported table or catalog holds, and the
  /// scanner's findings that keep a call out (a key that is not a literal), at their lines.
  static func tables(
    under root: String, exported: [ExportedTable], developmentRegion: String
  ) throws -> (tables: [ExportedTable], warnings: [StringsDiagnostic]) {
    let scan = ScanOptions(mode: .runtime)
    let files = try FileEnumerator.files(
      in: [root], extensions: SourceLanguage.fileExtensions, bundles: scan.bundleExtensions
    ).filter { !LocalizationExport.isInsideExport($0) }
    guard !files.isEmpty else { return ([], []) }
    let report = try StringsExtractor.extract(
      files: files, scan: scan, options: ExtractionOptions(mode: .runtime, isQuiet: true))
    let kept = Set(exported.map { (($0.original as NSString).lastPathComponent as NSString).deletingPathExtension })
    var tables: [ExportedTable] = []
    for table in report.tables where !kept.contains(table.name) && !table.entries.isEmpty {
      let users = report.strings.filter { $0.table == table.name }.map(\.location.file)
      let folder = tableFolder(
        from: commonFolder(of: users.map { LocalizationExport.relative($0, to: root) }), name: table.name, root: root)
      let original = (folder.isEmpty ? "" : folder + "/") + developmentRegion + ".lproj/" + table.name + ".strings"
      let path = root + "/" + original
      let bytes = StringsExtractor.encoded(table, encoding: .utf16LittleEndian)
      let loaded = StringsParser.parse(table.textBytes, path: path).table ?? [:]
      let entries = table.entries.map { entry in
        Entry(
          key: entry.key.string, value: loaded[entry.key]?.text?.string ?? entry.key.string,
          note: entry.comments.isEmpty ? ExtractedTable.missingComment : entry.comments.joined(separator: "\n"))
      }.sorted { ExportUnitOrder.precedes($0.key, $1.key) }
      var translations: [String: [String: String]] = [:]
      for (language, other) in LprojTables.translations(of: path) {
        translations[language] = Dictionary(try StringsTableExport.read(other).map { ($0.key, $0.value) }) { _, last in last }
      }
      let export = CodeStringsExport(entries: entries, table: bytes, translations: translations)
      tables.append(ExportedTable(original: original, path: path, content: .code(export)))
    }
    let warnings = report.diagnostics.filter { $0.is(.nonLiteralKey) || $0.is(.interpolatedKey) }
    return (tables, warnings)
  }

  /// Where the generated table goes: the nearest folder from `start` up that already has the
  /// table in a language's folder (`App/de.lproj/Localizable.strings` for code in `App/Screens`),
  /// so its translations are the targets; else `start` itself.
  static func tableFolder(from start: String, name: String, root: String) -> String {
    var components = start.split(separator: "/").map(String.init)
    while true {
      let folder = components.joined(separator: "/")
      let path = folder.isEmpty ? root : root + "/" + folder
      let listed = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
      let hasTable = listed.contains { entry in
        entry.hasSuffix(".lproj") && FileManager.default.fileExists(atPath: path + "/" + entry + "/" + name + ".strings")
      }
      if hasTable { return folder }
      if components.isEmpty { return start }
      components.removeLast()
    }
  }

  /// The deepest folder holding every path (`""` when they share none).
  static func commonFolder(of paths: [String]) -> String {
    let folders = paths.map { $0.split(separator: "/").dropLast().map(String.init) }
    guard var common = folders.first else { return "" }
    for folder in folders.dropFirst() {
      common = Array(zip(common, folder).prefix { $0 == $1 }.map(\.0))
    }
    return common.joined(separator: "/")
  }
}

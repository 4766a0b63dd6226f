import Foundation
import StringsFormats

/// Writes one language's export as Xcode lays it out:
///
/// ```
/// OUT/fr.xcloc/contents.json
/// OUT/fr.xcloc/Localized Contents/fr.xliff
/// OUT/fr.xcloc/Source Contents/<original path of every exported file>
/// ```
///
/// or, with `xliffOnly`, `OUT/fr.xliff` alone. The `.xcloc` is built beside its final place and
/// renamed into it, so a reader sees the old export or the new one, never a mixture, and nothing
/// of an earlier export (a table since deleted) stays behind. Every path written is inside OUT:
/// `original` paths are relative to the project folder and never begin with `..` (the export only
/// takes files under it).
package enum XclocWriter {
  /// Writes `language`'s export into `folder`; returns the path written (`OUT/fr.xcloc` or
  /// `OUT/fr.xliff`).
  @discardableResult
  package static func write(
    _ export: LocalizationExport, language: String, to folder: String, xliffOnly: Bool = false
  ) throws -> String {
    let xliff = XLIFFWriter.write(export.document(for: language))
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    if xliffOnly {
      let path = folder + "/" + language + ".xliff"
      try AtomicFile.write(xliff, to: path)
      return path
    }
    let final = folder + "/" + language + ".xcloc"
    let building = folder + "/." + language + ".xcloc.lstrings-\(getpid())"
    let manager = FileManager.default
    try? manager.removeItem(atPath: building)
    do {
      try writeFile(contents(of: export, language: language), at: building + "/contents.json")
      try writeFile(xliff, at: building + "/Localized Contents/" + language + ".xliff")
      for table in export.tables {
        guard let bytes = try sourceContents(of: table, root: export.root) else { continue }
        try writeFile(bytes, at: building + "/Source Contents/" + table.original)
      }
      if manager.fileExists(atPath: final) {
        let old = folder + "/." + language + ".xcloc.lstrings-old-\(getpid())"
        try? manager.removeItem(atPath: old)
        try manager.moveItem(atPath: final, toPath: old)
        try manager.moveItem(atPath: building, toPath: final)
        try? manager.removeItem(atPath: old)
      } else {
        try manager.moveItem(atPath: building, toPath: final)
      }
    } catch {
      try? manager.removeItem(atPath: building)
      throw error
    }
    return final
  }

  /// `contents.json`: Foundation's pretty-printed JSON with sorted keys, no line feed at the end.
  package static func contents(of export: LocalizationExport, language: String) -> [UInt8] {
    func string(_ key: String, _ value: String) -> JSONMember {
      JSONMember(key: key, value: JSONNode(.string(value)))
    }
    var members = [string("developmentRegion", export.developmentRegion)]
    if let container = export.container { members.append(string(container.member.key, container.member.name)) }
    members.append(string("targetLocale", language))
    var tool = [string("toolID", export.tool.id), string("toolName", export.tool.name)]
    if let build = export.tool.buildNumber { tool.append(string("toolBuildNumber", build)) }
    if let version = export.tool.version { tool.append(string("toolVersion", version)) }
    members.append(JSONMember(key: "toolInfo", value: JSONNode(.object(tool))))
    members.append(string("version", "1.0"))
    return XcodeJSONWriter.write(JSONNode(.object(members)))
  }

  /// The file's copy in `Source Contents/`: a catalog reduced to its source language; for an
  /// Interface Builder file's catalog, the storyboard or xib its `original` names, as it is; for
  /// an `InfoPlist` table Xcode generates, the table (nil for a generated catalog: no copy of one
  /// was at hand).
  private static func sourceContents(of table: ExportedTable, root: String) throws -> [UInt8]? {
    switch table.content {
    case .catalog(let catalog):
      guard table.original.hasSuffix(".xcstrings") else { return try FileReader.read(root + "/" + table.original) }
      return catalog.reducedToSourceLanguage.encoded()
    case .strings, .stringsdict, .interfaceBuilder:
      return try FileReader.read(table.path)
    case .infoPlist(let infoPlist):
      return infoPlist.generatedTable.map { Array($0.utf8) }
    case .code(let code):
      return code.table
    }
  }

  private static func writeFile(_ bytes: [UInt8], at path: String) throws {
    let folder = (path as NSString).deletingLastPathComponent
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try AtomicFile.write(bytes, to: path)
  }
}

import Foundation

/// `extract` for the files that are not code: storyboards and xibs (a table named after the
/// document, in ibtool's format) and Info.plist files or Xcode projects (`InfoPlist.strings`).
///
/// Only files named on the command line are read this way; walking a directory still finds code
/// only, so that `lstrings extract -o en.lproj Sources` writes no storyboard tables unasked.
package enum ResourceTableExtraction {
  /// What a named file is, for extraction.
  public enum Kind: Sendable, Hashable {
    case interfaceBuilder
    case infoPlist
    /// A `project.pbxproj` or the `.xcodeproj` folder holding it (`INFOPLIST_KEY_…` settings).
    case xcodeProject
  }

  /// The kind of `path` by its name, or nil for a source file.
  public static func kind(ofPath path: String) -> Kind? {
    let name = path.hasSuffix("/") ? String(path.dropLast()) : path
    let file = lastPart(of: name, separator: UInt8(ascii: "/")) ?? name
    let fileExtension = lastPart(of: file, separator: UInt8(ascii: ".")) ?? ""
    if IBDocument.fileExtensions.contains(fileExtension), file.contains(".") { return .interfaceBuilder }
    if file == "Info.plist" || file.hasSuffix("-Info.plist") || file.hasSuffix("_Info.plist") { return .infoPlist }
    if file == "project.pbxproj" || fileExtension == "xcodeproj" { return .xcodeProject }
    return nil
  }

  /// `text.split(separator:).last`, on the UTF-8 bytes when the text is ASCII (where a byte is a
  /// character): splitting by `Character` walked grapheme breaks, 50 K instructions a path, on
  /// the main thread for every file extract is given (0.6 G of 9.2 G on a 5,991-file tree).
  private static func lastPart(of text: String, separator: UInt8) -> String? {
    var text = text
    let ascii = text.withUTF8 { bytes -> String?? in
      guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
      var end = bytes.count
      while end > 0, bytes[end - 1] == separator { end -= 1 }
      guard end > 0 else { return .some(nil) }
      var start = end
      while start > 0, bytes[start - 1] != separator { start -= 1 }
      return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }
    if let ascii { return ascii }
    return text.split(separator: Character(Unicode.Scalar(separator))).last.map(String.init)
  }

  /// One table to write: its name (without `.strings`) and UTF-8 text.
  public struct Table: Sendable, Hashable {
    public var name: String
    public var text: String
    public var entryCount: Int
  }

  /// The tables of `paths` (each of a kind above), in the order named, with the problems found.
  /// `target` picks the Xcode target whose build settings are read (all targets when nil).
  public static func tables(for paths: [String], target: String? = nil) -> (tables: [Table], diagnostics: [StringsDiagnostic]) {
    var tables: [Table] = []
    var diagnostics: [StringsDiagnostic] = []
    var infoPlist: [InfoPlistStrings.Entry] = []
    for path in paths {
      switch kind(ofPath: path) {
      case .interfaceBuilder:
        let document = IBDocumentReader.read(path: path)
        diagnostics += document.diagnostics
        // A document that could not be read whole would give a partial table that overwrites a
        // good one: it gives none.
        guard document.platform != nil, !document.diagnostics.contains(where: { $0.severity == .error }) else { continue }
        if tables.contains(where: { $0.name == document.tableName }) {
          diagnostics.append(
            StringsDiagnostic(
              .ibUnreadable, severity: .warning,
              message: "another document named \(document.tableName) was given: its table is replaced by this one's",
              file: path))
          tables.removeAll { $0.name == document.tableName }
        }
        tables.append(Table(name: document.tableName, text: document.stringsText, entryCount: document.entries.count))
      case .infoPlist:
        let table = InfoPlistStrings.read(infoPlistAt: path)
        diagnostics += table.diagnostics
        infoPlist += table.entries
      case .xcodeProject:
        let project = path.hasSuffix("project.pbxproj") ? path : (path.hasSuffix("/") ? path : path + "/") + "project.pbxproj"
        guard let data = FileManager.default.contents(atPath: project) else {
          diagnostics.append(
            StringsDiagnostic(.infoPlistUnreadable, message: "cannot read the file", file: project))
          continue
        }
        let table = InfoPlistStrings.read(project: Array(data), path: project, target: target)
        diagnostics += table.diagnostics
        infoPlist += table.entries
      case nil:
        continue
      }
    }
    if !infoPlist.isEmpty {
      // The first file that gives a key wins, as Xcode lets an Info.plist file override settings.
      var seen = Set<String>()
      let entries = infoPlist.filter { seen.insert($0.key).inserted }.sorted {
        $0.key.utf16.lexicographicallyPrecedes($1.key.utf16)
      }
      let table = InfoPlistStrings(entries: entries, diagnostics: [])
      tables.append(Table(name: InfoPlistStrings.tableName, text: table.stringsText, entryCount: entries.count))
    }
    return (tables, diagnostics)
  }

  /// Writes each table with entries as `<directory>/<name>.strings` in `encoding` (with a BOM
  /// for UTF-16, as ibtool writes); returns the paths of the files that changed.
  @discardableResult
  public static func write(_ tables: [Table], to directory: String, encoding: StringsEncoding) throws -> [String] {
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    var written: [String] = []
    for table in tables where table.entryCount > 0 {
      let path = (directory.hasSuffix("/") ? directory : directory + "/") + table.name + ".strings"
      let utf8 = Array(table.text.utf8)
      let body =
        encoding == .utf16LittleEndian
        ? (StringsExtractor.utf16LittleEndian(utf8) ?? encoding.encode(utf8)) : encoding.encode(utf8)
      if try AtomicFile.write(encoding.byteOrderMark + body, to: path) { written.append(path) }
    }
    return written
  }
}

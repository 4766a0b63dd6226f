import Foundation

/// `lstrings extract` as a library call: scan sources, build tables, write them.
public enum StringsExtractor {
  /// What one run produced.
  public struct Report: Sendable {
    public var tables: [ExtractedTable]
    /// Scanner and table diagnostics, sorted by location.
    public var diagnostics: [Diagnostic]
    /// Every call site found.
    public var strings: [ExtractedString]
  }

  /// Scans `files` and builds the tables (nothing is written).
  public static func extract(files: [String], scan: ScanOptions, options: ExtractionOptions) throws -> Report {
    let scanned = try SourceScanner.scan(files: files, options: scan)
    return report(scanned, options: options)
  }

  /// Builds the tables of an existing scan.
  public static func report(_ scanned: ScanResult, options: ExtractionOptions) -> Report {
    let (tables, tableDiagnostics) = ExtractedTable.build(scanned.strings, options: options)
    let diagnostics = scanned.diagnostics + tableDiagnostics + MalformedFormatCheck.diagnostics(for: scanned.strings)
    return Report(tables: tables, diagnostics: diagnostics.sorted(), strings: scanned.strings)
  }

  /// The bytes of a table file: UTF-16LE with a BOM like genstrings, or UTF-8 without one.
  public static func encoded(_ table: ExtractedTable, encoding: StringsEncoding) -> [UInt8] {
    encoding.byteOrderMark + encoding.encode(Array(table.text.utf8))
  }

  /// Writes each table to `directory/<name>.strings` atomically, creating the directory. With
  /// `appending` (genstrings' `-a`), the new entries go after an existing file's bytes, in that
  /// file's own encoding. Returns the paths written (unchanged files are not rewritten).
  @discardableResult
  public static func write(_ tables: [ExtractedTable], to directory: String, encoding: StringsEncoding, appending: Bool = false) throws -> [String] {
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    var written: [String] = []
    for table in tables where !table.entries.isEmpty {
      let path = (directory.hasSuffix("/") ? directory : directory + "/") + table.name + ".strings"
      var bytes = encoded(table, encoding: encoding)
      if appending, let existing = FileManager.default.contents(atPath: path), !existing.isEmpty {
        let old = [UInt8](existing)
        var target = StringsEncoding.detect(old)
        if target == .utf16WithoutBOM { target = .utf16LittleEndian }
        bytes = old + target.encode(Array(table.text.utf8))
      }
      if try AtomicFile.write(bytes, to: path) { written.append(path) }
    }
    return written
  }
}

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
    let text = table.textBytes
    guard encoding == .utf16LittleEndian else { return encoding.byteOrderMark + encoding.encode(text) }
    // Tables are mostly ASCII: those bytes become (byte, 0) here, every other run goes through
    // the core's encoder.
    var out = encoding.byteOrderMark
    out.reserveCapacity(2 + text.count * 2)
    text.withUnsafeBufferPointer { text in
      var i = 0
      while i < text.count {
        var j = i
        while j < text.count, text[j] < 0x80 { j += 1 }
        if j > i {
          let ascii = UnsafeBufferPointer(rebasing: text[i..<j])
          out.append(contentsOf: [UInt8](unsafeUninitializedCapacity: ascii.count * 2) { buffer, count in
            for (k, byte) in ascii.enumerated() {
              buffer[2 * k] = byte
              buffer[2 * k + 1] = 0
            }
            count = ascii.count * 2
          })
          i = j
        }
        while j < text.count, text[j] >= 0x80 { j += 1 }
        if j > i {
          out += encoding.encode(UnsafeBufferPointer(rebasing: text[i..<j]))
          i = j
        }
      }
    }
    return out
  }

  /// Writes each table to `directory/<name>.strings` atomically, creating the directory. With
  /// `appending` (genstrings' `-a`), the new entries go after an existing file's bytes, in that
  /// file's own encoding. Returns the paths written (unchanged files are not rewritten).
  @discardableResult
  public static func write(_ tables: [ExtractedTable], to directory: String, encoding: StringsEncoding, appending: Bool = false) throws -> [String] {
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    // Tables are encoded and written in parallel (each to its own file).
    let outcomes = WriteOutcomes(count: tables.count)
    DispatchQueue.concurrentPerform(iterations: tables.count) { index in
      let table = tables[index]
      guard !table.entries.isEmpty else { return }
      outcomes.set(index, Result { try write(table, to: directory, encoding: encoding, appending: appending) })
    }
    var written: [String] = []
    for outcome in outcomes.all {
      if let path = try outcome.get() { written.append(path) }
    }
    return written
  }

  /// Writes one table; returns its path when the file changed.
  private static func write(_ table: ExtractedTable, to directory: String, encoding: StringsEncoding, appending: Bool) throws -> String? {
    let path = (directory.hasSuffix("/") ? directory : directory + "/") + table.name + ".strings"
    var bytes = encoded(table, encoding: encoding)
    if appending, let existing = FileManager.default.contents(atPath: path), !existing.isEmpty {
      let old = [UInt8](existing)
      var target = StringsEncoding.detect(old)
      if target == .utf16WithoutBOM { target = .utf16LittleEndian }
      bytes = old + target.encode(table.textBytes)
    }
    return try AtomicFile.write(bytes, to: path) ? path : nil
  }
}

/// The outcome of writing each table, in table order.
private final class WriteOutcomes: @unchecked Sendable {
  private var slots: [Result<String?, Error>?]
  private let lock = NSLock()

  init(count: Int) { slots = Array(repeating: nil, count: count) }

  func set(_ index: Int, _ outcome: Result<String?, Error>) {
    lock.lock()
    slots[index] = outcome
    lock.unlock()
  }

  var all: [Result<String?, Error>] { slots.compactMap { $0 } }
}

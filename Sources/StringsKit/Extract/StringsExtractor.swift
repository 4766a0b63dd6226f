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
    let diagnostics = scanned.diagnostics + tableDiagnostics
    return Report(tables: tables, diagnostics: diagnostics.sorted(), strings: scanned.strings)
  }

  /// The bytes of a table file: UTF-16LE with a BOM like genstrings, or UTF-8 without one.
  public static func encoded(_ table: ExtractedTable, encoding: StringsEncoding) -> [UInt8] {
    let text = table.textBytes
    guard encoding == .utf16LittleEndian else { return encoding.byteOrderMark + encoding.encode(text) }
    return utf16LittleEndian(text) ?? encoding.byteOrderMark + encoding.encode(text)
  }

  /// UTF-8 `text` as UTF-16LE with a BOM, transcoded in one pass into one buffer (tables run to
  /// megabytes); nil if `text` is not valid UTF-8, which the table writer never produces.
  static func utf16LittleEndian(_ text: [UInt8]) -> [UInt8]? {
    var valid = true
    let out = text.withUnsafeBufferPointer { text in
      [UInt8](unsafeUninitializedCapacity: 2 + 2 * text.count) { out, count in
        out[0] = 0xFF
        out[1] = 0xFE
        var o = 2
        var i = 0
        let n = text.count
        func unit(_ value: UInt32) {
          out[o] = UInt8(truncatingIfNeeded: value)
          out[o + 1] = UInt8(truncatingIfNeeded: value >> 8)
          o += 2
        }
        while i < n {
          let lead = text[i]
          if lead < 0x80 {
            out[o] = lead
            out[o + 1] = 0
            o += 2
            i += 1
            continue
          }
          let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
          guard lead >= 0xC2, lead <= 0xF4, i + length <= n else {
            valid = false
            break
          }
          var scalar = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
          for k in 1..<length {
            let next = text[i + k]
            if next & 0xC0 != 0x80 { valid = false }
            scalar = scalar << 6 | UInt32(next & 0x3F)
          }
          guard valid else { break }
          if scalar >= 0x10000 {
            unit(0xD800 + ((scalar - 0x10000) >> 10))
            unit(0xDC00 + ((scalar - 0x10000) & 0x3FF))
          } else {
            unit(scalar)
          }
          i += length
        }
        count = o
      }
    }
    return valid ? out : nil
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

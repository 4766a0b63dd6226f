import Foundation

/// `lstrings extract` as a library call: scan sources, build tables, write them.
public enum StringsExtractor {
  /// What one run produced.
  public struct Report: Sendable {
    /// The tables built, one per table name.
    public var tables: [ExtractedTable]
    /// Scanner and table diagnostics, sorted by location.
    public var diagnostics: [StringsDiagnostic]
    /// Every call site found.
    public var strings: [ExtractedString] { sites.joined }
    /// How many call sites were found.
    public var stringCount: Int { sites.count }
    /// How many source files were read (a directory among the paths counts its files).
    public var fileCount: Int { sites.files.count }
    var sites: CallSites

    /// The diagnostics for an output that holds every call site's key (a catalog, `--format
    /// json`): without the tables' `empty-key` warnings, since there the `""` key is kept.
    package var callSiteDiagnostics: [StringsDiagnostic] {
      guard diagnostics.contains(where: { $0.is(.emptyKey) }) else { return diagnostics }
      let emptyKeySites = Set(sites.files.joined().lazy.filter(\.keySpelling.isEmpty).map(\.location))
      return diagnostics.filter { !($0.is(.emptyKey) && emptyKeySites.contains($0.location)) }
    }
    /// Custom routines asked for that no call in the sources used (a misspelt name extracts
    /// nothing, silently, in genstrings).
    public var unmatchedRoutines: [String] = []
  }

  /// Scans `files` and builds the tables (nothing is written).
  public static func extract(files: [String], scan: ScanOptions, options: ExtractionOptions) throws -> Report {
    let scanned = try SourceScanner.scan(files: files, options: scan)
    var result = report(scanned, options: options)
    result.unmatchedRoutines = unmatched(scan.routines, in: result)
    return result
  }

  /// The routines of which no call was found: neither an extracted string nor a diagnostic about
  /// one of its calls (a key that is not a literal, say) names it or its `…FromTable` family.
  static func unmatched(_ routines: [String], in report: Report) -> [String] {
    var seen = Set<String>()
    var remaining = Set(routines.filter { !$0.isEmpty })
    guard !remaining.isEmpty else { return [] }
    // Each routine is a genstrings family: `R`, `RFromTable`, `RFromTableInBundle`, …
    let family = { (routine: String) in Set(CallTable.genstringsFamily(routine).map(\.displayName)) }
    let names = Dictionary(uniqueKeysWithValues: remaining.map { ($0, family($0)) })
    for string in report.strings where seen.insert(string.routine).inserted {
      remaining = remaining.filter { names[$0]?.contains(string.routine) != true }
      if remaining.isEmpty { return [] }
    }
    for diagnostic in report.diagnostics {
      remaining = remaining.filter { routine in !(names[routine] ?? []).contains { diagnostic.message.contains($0 + " ") } }
    }
    return routines.filter { remaining.contains($0) }
  }

  /// Builds the tables of an existing scan.
  public static func report(_ scanned: ScanResult, options: ExtractionOptions) -> Report {
    let (tables, tableDiagnostics) = ExtractedTable.build(scanned.sites, options: options)
    let diagnostics = scanned.diagnostics + tableDiagnostics
    return Report(tables: tables, diagnostics: diagnostics.sorted(), sites: scanned.sites)
  }

  /// The bytes of a table file: UTF-16LE with a BOM like genstrings, or UTF-8 without one.
  public static func encoded(_ table: ExtractedTable, encoding: StringsEncoding) -> [UInt8] {
    encoding.byteOrderMark + encodedText(table, entries: table.entries.indices, encoding: encoding)
  }

  /// The entries in `range` encoded, without a byte order mark.
  static func encodedText(_ table: ExtractedTable, entries range: Range<Int>, encoding: StringsEncoding) -> [UInt8] {
    let text = table.textBytes(of: range)
    guard encoding == .utf16LittleEndian else { return encoding.encode(text) }
    return utf16LittleEndian(text) ?? encoding.encode(text)
  }

  /// UTF-8 `text` as UTF-16LE, transcoded in one pass into one buffer (tables run to megabytes,
  /// mostly ASCII, which is widened eight bytes at a time); nil if `text` is not valid UTF-8,
  /// which the table writer never produces.
  ///
  /// Measured against `StringsEncoding.encode` (a scalar at a time): extract of the 10,000-file
  /// tree of bench/40-extract.sh (25 MB of UTF-16 tables) took about 6–8 % more CPU without it
  /// (paired runs, the difference between the UTF-16 and the `--encoding utf8` comparison).
  static func utf16LittleEndian(_ text: [UInt8]) -> [UInt8]? {
    var valid = true
    let out = text.withUnsafeBufferPointer { text in
      [UInt8](unsafeUninitializedCapacity: 2 * text.count) { out, count in
        var o = 0
        var i = 0
        let n = text.count
        let source = UnsafeRawPointer(text.baseAddress)
        let target = UnsafeMutableRawPointer(out.baseAddress)
        func unit(_ value: UInt32) {
          out[o] = UInt8(truncatingIfNeeded: value)
          out[o + 1] = UInt8(truncatingIfNeeded: value >> 8)
          o += 2
        }
        while i < n {
          if i + 8 <= n, let source, let target {
            let word = source.loadUnaligned(fromByteOffset: i, as: UInt64.self)
            if word & 0x8080_8080_8080_8080 == 0 {
              target.storeBytes(of: widened(UInt32(truncatingIfNeeded: word)), toByteOffset: o, as: UInt64.self)
              target.storeBytes(of: widened(UInt32(truncatingIfNeeded: word >> 32)), toByteOffset: o + 8, as: UInt64.self)
              i += 8
              o += 16
              continue
            }
          }
          let lead = text[i]
          if lead < 0x80 {
            unit(UInt32(lead))
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

  /// Four ASCII bytes (little-endian in `x`) as four UTF-16LE code units.
  @inline(__always) private static func widened(_ x: UInt32) -> UInt64 {
    var y = UInt64(x)
    y = (y | y << 16) & 0x0000_FFFF_0000_FFFF
    y = (y | y << 8) & 0x00FF_00FF_00FF_00FF
    return y.littleEndian
  }

  /// Entries per piece when tables are encoded on every core.
  static let piece = 4096

  /// Writes each table to `directory/<name>.strings` atomically, creating the directory. With
  /// `appending` (genstrings' `-a`), the new entries go after an existing file's bytes, in that
  /// file's own encoding. Returns the paths written (unchanged files are not rewritten).
  ///
  /// Tables are encoded in pieces of `piece` entries on every core (one table often holds most
  /// entries), then each file is written piece by piece.
  @discardableResult
  public static func write(_ tables: [ExtractedTable], to directory: String, encoding: StringsEncoding, appending: Bool = false)
    throws -> [String]
  {
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    let pieces = tables.indices.flatMap { t in
      stride(from: 0, to: tables[t].entries.count, by: piece).map {
        (table: t, range: $0..<min($0 + piece, tables[t].entries.count))
      }
    }
    let encodedPieces = Parallel.map(pieces.count) { p in
      encodedText(tables[pieces[p].table], entries: pieces[p].range, encoding: encoding)
    }
    let outcomes = Parallel.map(tables.count) { t -> Result<String?, Error> in
      guard !tables[t].entries.isEmpty else { return .success(nil) }
      let text = [encoding.byteOrderMark] + pieces.indices.filter { pieces[$0].table == t }.map { encodedPieces[$0] }
      return Result { try write(tables[t], pieces: text, to: directory, encoding: encoding, appending: appending) }
    }
    var written: [String] = []
    for outcome in outcomes {
      if let path = try outcome.get() { written.append(path) }
    }
    return written
  }

  /// Writes one table whose file bytes are `pieces`, in order; returns its path when the file
  /// changed.
  private static func write(
    _ table: ExtractedTable, pieces: [[UInt8]], to directory: String, encoding: StringsEncoding, appending: Bool
  ) throws -> String? {
    let path = (directory.hasSuffix("/") ? directory : directory + "/") + table.name + ".strings"
    var pieces = pieces
    if appending, let existing = FileManager.default.contents(atPath: path), !existing.isEmpty {
      let old = [UInt8](existing)
      var target = StringsEncoding.detect(old)
      if target == .utf16WithoutBOM { target = .utf16LittleEndian }
      pieces = [old, target.encode(table.textBytes)]
    }
    return try AtomicFile.write(pieces: pieces, to: path) ? path : nil
  }
}

/// Reads JSON (RFC 8259) from bytes into the located tree `JSONNode`, in the style of
/// `StringsParser`: it never throws and never crashes, it recovers after an error and reports
/// every problem at its `file:line:column`, and it keeps what it could read.
///
/// ```swift
/// let result = JSONReader.parse(bytes, path: "Localizable.xcstrings")
/// result.root         // the tree (members in file order, duplicates kept), or nil
/// result.diagnostics  // rule `parse-error`: what was expected, what was found, where
/// ```
///
/// Decisions where RFC 8259 leaves room or real files stray:
/// - **UTF-8 only.** A UTF-16 or UTF-32 file (a byte order mark `FF FE`/`FE FF`, or a zero byte in
///   the first two bytes, which JSON text never starts with) is one error and no tree. Foundation's
///   `JSONSerialization` would read it, but Xcode writes catalogs as UTF-8 and expects UTF-8.
/// - **A UTF-8 byte order mark** is accepted with a warning: `JSONSerialization` accepts it
///   silently (checked on Linux), Xcode never writes one, and `XcodeJSONWriter` drops it.
/// - **Invalid UTF-8 inside a string** is an error at the byte; the string is kept with U+FFFD in
///   place of each invalid sequence (Swift's replacement rule), so the member is not lost.
///   Lone surrogates in `\u` escapes are errors too and are read as U+FFFD.
/// - **Extensions that other tools accept** (comments, trailing commas, leading zeros, raw control
///   characters in strings) are errors, and reading continues as if they were absent or escaped.
///   A raw line break in a string ends it (the usual cause is a missing closing quote).
/// - **Nesting** deeper than `maximumDepth` is an error at the container that is one level too deep;
///   its content is skipped without recursion, so no input can overflow the stack.
/// - **Top level**: any value is read (the catalog layer rejects non-objects).
/// - Offsets and columns count the file's bytes (a byte order mark included).
package enum JSONReader {
  /// The deepest nesting of objects and arrays that is read; the same limit as Foundation's
  /// `JSONSerialization` (swift-foundation `JSONWriter.maximumRecursionDepth`).
  public static let maximumDepth = 512
  /// Errors reported before the rest are dropped (recovery in random bytes can find one per byte).
  public static let maximumErrors = 100

  /// Reads file bytes. Never throws: every problem becomes a diagnostic.
  public static func parse(_ bytes: [UInt8], path: String) -> JSONParseResult {
    var problems: [JSONProblem] = []
    let root: JSONNode? = bytes.withUnsafeBufferPointer { buffer in
      var reader = JSONByteReader(bytes: buffer)
      let root = reader.readDocument()
      problems = reader.problems
      return root
    }
    return result(root: root, problems: problems, lines: LazyLineTable(bytes: bytes), path: path)
  }

  /// Reads and parses the file at `file`. Throws only when the file cannot be read.
  ///
  /// The bytes are this function's own, so it reads them in the lightest way: the line table
  /// first (8 bytes a line), then the tree, with the pages already read handed back to the
  /// system as it goes (`JSONByteReader.releaseReadInput()`). 100 MB catalog read and written
  /// back (bench `50-catalog.sh`, with `XcodeJSONWriter.write(_:pieceSize:to:)`): peak RSS 3.11×
  /// → 2.45× the file.
  public static func parse(file: String, path: String? = nil) throws -> JSONParseResult {
    var bytes = try FileReader.read(file)
    let lines = LazyLineTable(LineTable(bytes: bytes))
    var problems: [JSONProblem] = []
    let root: JSONNode? = bytes.withUnsafeMutableBufferPointer { buffer in
      var reader = JSONByteReader(bytes: UnsafeBufferPointer(buffer), releasesReadInput: true)
      let root = reader.readDocument()
      problems = reader.problems
      return root
    }
    return result(root: root, problems: problems, lines: lines, path: path ?? file)
  }

  private static func result(root: JSONNode?, problems: [JSONProblem], lines: LazyLineTable, path: String)
    -> JSONParseResult
  {
    let diagnostics = problems.map { problem in
      StringsDiagnostic(
        .parseError, severity: problem.severity, message: problem.message,
        location: lines.table.location(of: problem.offset, file: path))
    }
    return JSONParseResult(root: root, diagnostics: diagnostics, lines: lines, path: path)
  }
}

/// One problem found while reading, located by byte offset until the line table exists.
struct JSONProblem {
  var offset: Int
  var message: String
  var severity: StringsDiagnostic.Severity
}

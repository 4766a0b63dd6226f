import Foundation

/// Parses `.strings` files exactly as CoreFoundation does, into a lossless syntax model with
/// diagnostics.
///
/// ```swift
/// let result = StringsParser.parse(bytes, path: "en.lproj/Localizable.strings")
/// result.table          // what CFBundle loads, or nil
/// result.diagnostics    // every problem, as path:line:column
/// result.file.encoded() // the original bytes, for an unmodified file
/// ```
public enum StringsParser {
  /// What to build.
  public struct Options: Sendable {
    /// Build keys, values, the table and the syntax model. Off, the parser checks the grammar and
    /// reports diagnostics only, in memory proportional to the diagnostics (for checking huge
    /// files); the result's `lineTable` is then empty unless there are diagnostics.
    public var buildsModel: Bool
    /// Stop collecting further errors after this many (recovery can cascade in a badly broken file).
    public var maximumErrors: Int
    /// With `buildsModel`, build the lossless items (trivia, entries, unparsed text). Off, a
    /// table's entries are handed over in `StringsParseResult.entryList` instead, `file.items` is empty
    /// and the outcome's table is empty (lint indexes the keys itself): what lint needs, in a
    /// fifth of the memory.
    package var buildsItems = true
    /// Without items, tables at least this large have their halves read on two cores
    /// (`OldStyleParser.parseTopLevelContentInHalves`); tests lower it.
    var halvesThreshold = OldStyleParser.halvesThreshold

    /// Options; the defaults build the model and stop after 100 errors.
    public init(buildsModel: Bool = true, maximumErrors: Int = 100) {
      self.buildsModel = buildsModel
      self.maximumErrors = maximumErrors
    }
  }

  /// Reads and parses a file. Throws only when the file cannot be read.
  public static func parse(contentsOf url: URL, path: String? = nil, options: Options = Options()) throws -> StringsParseResult {
    try parse(file: url.path, path: path, options: options)
  }

  /// Reads and parses the file at `file`. Throws only when the file cannot be read.
  public static func parse(file: String, path: String? = nil, options: Options = Options()) throws -> StringsParseResult {
    parse(try FileReader.read(file), path: path ?? file, options: options)
  }

  /// Parses file bytes. Never throws: every problem becomes a diagnostic.
  public static func parse(_ bytes: [UInt8], path: String, options: Options = Options()) -> StringsParseResult {
    if let propertyList = propertyListResult(bytes, path: path) { return propertyList }
    if let result = parseValidatingConcurrently(bytes, path: path, options: options) { return result }
    switch TextDecoder.decode(bytes) {
    case .failure(let failure):
      return decodingFailure(failure, bytes: bytes, path: path)
    case .success(let decoded):
      var builder = ResultBuilder(decoded: decoded, path: path, options: options)
      return builder.build()
    }
  }

  // MARK: - XML and binary property lists

  /// CFBundle accepts tables stored as XML or binary property lists; Foundation's CoreFoundation
  /// reads those (`CFPropertyListCreateWithData`, as CFBundle does). Not through
  /// `PropertyListSerialization`: its bridging to Swift merges equivalent keys, loses lone
  /// surrogates, and crashes on a crafted binary plist (a set holding null; found by `make fuzz`).
  static func propertyListResult(_ bytes: [UInt8], path: String) -> StringsParseResult? {
    guard looksLikePropertyList(bytes), let value = PropertyListReader.read(bytes) else { return nil }
    var file = StringsFile(encoding: .utf8, prefix: [], items: [])
    file.verbatimBytes = bytes
    let lineTable = LineTable([UInt8]())
    var diagnostics: [StringsDiagnostic] = []
    let outcome: StringsParseResult.Outcome
    if case .dictionary(let pairs) = value {
      outcome = .table(StringsValue.collapsed(pairs))
    } else {
      outcome = .notATable(value)
      diagnostics.append(
        StringsDiagnostic(
          .notATable,
          message: ParserMessage.propertyListNotATable(value), file: path))
    }
    return StringsParseResult(path: path, file: file, outcome: outcome, diagnostics: diagnostics, lineTable: lineTable)
  }

  /// `bplist0`, or a first non-space character `<` (in UTF-8 or a UTF-16 form).
  static func looksLikePropertyList(_ bytes: [UInt8]) -> Bool {
    if bytes.count >= 8, bytes.starts(with: Array("bplist0".utf8)) { return true }
    var i = 0
    let isUTF16 = bytes.count >= 2 && (bytes[0] == 0xFF && bytes[1] == 0xFE || bytes[0] == 0xFE && bytes[1] == 0xFF)
    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { i = 3 }
    if isUTF16 { i = 2 }
    while i < bytes.count {
      let byte = bytes[i]
      if byte == 0 && isUTF16 || byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
        i += 1
        continue
      }
      return byte == 0x3C
    }
    return false
  }

  // MARK: - Decoding failures

  static func decodingFailure(_ failure: DecodingFailure, bytes: [UInt8], path: String) -> StringsParseResult {
    let lineTable = LineTable(bytes)
    let message: String
    switch failure.kind {
    case .emptyFile:
      message =
        "the file is empty; CoreFoundation rejects a zero-byte table (an empty table needs at least a newline or a comment)"
    case .emptyText:
      message = "the file holds nothing after its byte-order mark; CoreFoundation rejects it as empty"
    case .invalidUTF8(_, let bad):
      let byte = bad.first ?? 0
      let latin1 = byte >= 0xA0 ? " (the Latin-1 encoding of '\(Character(Unicode.Scalar(byte)))'?)" : ""
      message =
        "byte \(String(format: "%02X", byte)) is not valid UTF-8\(latin1); CoreFoundation rejects the whole file. Re-save it as UTF-8 (or UTF-16 with a byte-order mark)"
    case .undecodable:
      message = "the file cannot be decoded as \(failure.encoding.name); CoreFoundation rejects it"
    case .xmlDeclaration(let reason):
      message = "the file starts with '<?xml' but its declaration is unusable (\(reason)); CoreFoundation rejects it"
    }
    let location: StringsSourceLocation
    switch failure.kind {
    case .invalidUTF8(let offset, _):
      let start = failure.encoding == .utf8WithBOM ? 3 : 0
      let table = LineTable(bytes[start...].map { $0 })
      location = table.location(of: offset - start, file: path)
    default:
      location = lineTable.location(of: 0, file: path)
    }
    let diagnostic = StringsDiagnostic(
      .parseError, message: message, location: location,
      notes: [StringsDiagnostic.Note(message: "CoreFoundation: \(failure.coreFoundationMessage)")])
    var file = StringsFile(encoding: failure.encoding, prefix: [], items: [])
    file.verbatimBytes = bytes
    return StringsParseResult(
      path: path, file: file, outcome: .rejected(coreFoundationMessage: failure.coreFoundationMessage),
      diagnostics: [diagnostic], lineTable: lineTable)
  }
}

import Dispatch

extension StringsParser {
  /// UTF-8 tables at least this large are validated on a second core while the parser reads them.
  ///
  /// Below it the thread hand-off costs more than the validation it hides (about 5 instructions
  /// a byte); tests pass a lower `minimumSize` to reach the path with small inputs.
  static let concurrentValidationThreshold = 1 << 20

  /// Parses a large UTF-8 file while another core checks that it is UTF-8, or nil when the
  /// sequential path must decide (not UTF-8 without an XML declaration, too small, invalid
  /// UTF-8, or stray `A9` bytes that CF reads as U+FFFD).
  ///
  /// Validation never changes the text of a valid file without `A9` bytes: the text is the
  /// file's bytes after the BOM. So the parse can start at once, on the text the sequential
  /// path would build, and its result is kept only when the validation agrees; otherwise it is
  /// thrown away and the file takes the sequential path, which reports the decoding problem.
  /// The parser reads unvalidated bytes safely: it works on bytes and checks every bound.
  ///
  /// `lstrings lint` on one 10 MB UTF-8 table: the validation (52 M of 462 M instructions)
  /// leaves the critical path.
  static func parseValidatingConcurrently(
    _ bytes: [UInt8], path: String, options: Options, minimumSize: Int = concurrentValidationThreshold
  ) -> StringsParseResult? {
    guard bytes.count >= minimumSize, !bytes.isEmpty else { return nil }
    let encoding = StringsEncoding.detect(bytes)
    guard encoding == .utf8 || encoding == .utf8WithBOM, case .utf8 = XMLDeclaration.sniff(bytes) else {
      return nil
    }
    let hasBOM = encoding == .utf8WithBOM
    let validation = ValidationOutcome()
    let group = DispatchGroup()
    DispatchQueue.global().async(group: group) {
      var replaced: [Int] = []
      let failure = bytes.withUnsafeBufferPointer {
        TextDecoder.validateUTF8($0, from: hasBOM ? 3 : 0, replaced: &replaced)
      }
      validation.isPlainUTF8 = failure == nil && replaced.isEmpty
    }
    let decoded = DecodedText(
      encoding: encoding, prefix: hasBOM ? [0xEF, 0xBB, 0xBF] : [], text: hasBOM ? Array(bytes[3...]) : bytes,
      suffix: [], replacedByteOffsets: [])
    var builder = ResultBuilder(decoded: decoded, path: path, options: options)
    let result = builder.build()
    group.wait()
    return validation.isPlainUTF8 ? result : nil
  }
}

/// What the validating thread found, read after `DispatchGroup.wait()` (which orders the write
/// before the read).
private final class ValidationOutcome: @unchecked Sendable {
  var isPlainUTF8 = false
}

/// The encodings CoreFoundation reads `.strings` text in, as it detects them.
///
/// There is no fallback: bytes invalid in the detected encoding fail the whole file (one exception,
/// a stray `A9` byte in UTF-8, see `TextDecoder`).
public enum StringsEncoding: String, Hashable, Sendable, CaseIterable {
  case utf8
  case utf8WithBOM
  /// UTF-16 little-endian with a byte-order mark.
  case utf16LittleEndian
  /// UTF-16 big-endian with a byte-order mark.
  case utf16BigEndian
  /// UTF-16 with no byte-order mark, as CF guesses it when byte 0 or 1 is zero: it drops the first
  /// two bytes (a whole character!) and reads the rest little-endian.
  case utf16WithoutBOM
  case utf32LittleEndian
  case utf32BigEndian

  /// A short name for messages and `--encoding`.
  public var name: String {
    switch self {
    case .utf8: "UTF-8"
    case .utf8WithBOM: "UTF-8 with BOM"
    case .utf16LittleEndian: "UTF-16LE"
    case .utf16BigEndian: "UTF-16BE"
    case .utf16WithoutBOM: "UTF-16 without BOM"
    case .utf32LittleEndian: "UTF-32LE"
    case .utf32BigEndian: "UTF-32BE"
    }
  }

  /// The byte-order mark this encoding writes before the text.
  public var byteOrderMark: [UInt8] {
    switch self {
    case .utf8, .utf16WithoutBOM: []
    case .utf8WithBOM: [0xEF, 0xBB, 0xBF]
    case .utf16LittleEndian: [0xFF, 0xFE]
    case .utf16BigEndian: [0xFE, 0xFF]
    case .utf32LittleEndian: [0xFF, 0xFE, 0x00, 0x00]
    case .utf32BigEndian: [0x00, 0x00, 0xFE, 0xFF]
    }
  }

  /// Whether this is one of the UTF-16 forms.
  public var isUTF16: Bool {
    switch self {
    case .utf16LittleEndian, .utf16BigEndian, .utf16WithoutBOM: true
    case .utf8, .utf8WithBOM, .utf32LittleEndian, .utf32BigEndian: false
    }
  }

  /// Detects the encoding exactly as `CFPropertyList.c` does (first match wins).
  ///
  /// The size thresholds are CF's: a 3-byte `EF BB BF` file is not taken as BOM-only UTF-8 here (CF
  /// strips the BOM while decoding anyway), and a 2-byte `FF FE` file is read as UTF-8.
  public static func detect<C: RandomAccessCollection>(_ bytes: C) -> StringsEncoding
  where C.Element == UInt8, C.Index == Int {
    let n = bytes.count
    let s = bytes.startIndex
    func at(_ i: Int) -> UInt8 { bytes[s + i] }
    if n > 4, at(0) == 0x00, at(1) == 0x00, at(2) == 0xFE, at(3) == 0xFF { return .utf32BigEndian }
    if n > 4, at(0) == 0xFF, at(1) == 0xFE, at(2) == 0x00, at(3) == 0x00 { return .utf32LittleEndian }
    if n > 3, at(0) == 0xEF, at(1) == 0xBB, at(2) == 0xBF { return .utf8WithBOM }
    if n > 2, at(0) == 0xFF, at(1) == 0xFE { return .utf16LittleEndian }
    if n > 2, at(0) == 0xFE, at(1) == 0xFF { return .utf16BigEndian }
    if n > 2, at(0) == 0x00 || at(1) == 0x00 { return .utf16WithoutBOM }
    return .utf8
  }
}

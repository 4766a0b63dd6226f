import CoreFoundation
import Foundation

/// A document's text as UTF-8, whatever the encoding it was stored in: what `XMLScanner` reads.
///
/// XML 1.0 (§4.3.3, Appendix F) tells the encoding from the first bytes and the declaration:
/// a byte order mark, `<?` as UTF-16 code units, else the declaration's `encoding="…"` (UTF-8 when
/// there is none). UTF-8 is read as it is; UTF-16, ISO-8859-1 and the other encodings
/// CoreFoundation knows by their IANA name are converted to UTF-8 first, so lines are the
/// document's lines and columns count the bytes of the converted text. What cannot be converted is
/// a problem at its place, and the text ends there.
struct XMLDocumentText {
  /// The text, UTF-8.
  var bytes: [UInt8]
  /// Where the document starts: after a UTF-8 byte order mark, else 0.
  var start = 0
  /// The first byte the conversion could not produce (the text ends before it) and why.
  var problem: (offset: Int, message: String)?
  /// A document declared US-ASCII: a byte above 0x7F is an error, not UTF-8.
  var isASCIIOnly = false

  init(_ raw: [UInt8]) {
    if raw.starts(with: [0xEF, 0xBB, 0xBF]) {
      bytes = raw
      start = 3
    } else if raw.starts(with: [0xFE, 0xFF]) || raw.starts(with: [0xFF, 0xFE]) {
      let bigEndian = raw[0] == 0xFE
      if raw.count >= 4, raw[2] == 0, raw[3] == 0, !bigEndian {
        bytes = []
        problem = (0, "a UTF-32 document: lstrings reads XML in UTF-8 and UTF-16; save it as UTF-8")
        return
      }
      bytes = []
      (bytes, problem) = Self.utf16ToUTF8(raw, from: 2, bigEndian: bigEndian)
    } else if raw.starts(with: [0x00, 0x3C, 0x00, 0x3F]) || raw.starts(with: [0x3C, 0x00, 0x3F, 0x00]) {
      bytes = []
      (bytes, problem) = Self.utf16ToUTF8(raw, from: 0, bigEndian: raw[0] == 0)
    } else if raw.starts(with: [0x00, 0x00, 0x00, 0x3C]) || raw.starts(with: [0x3C, 0x00, 0x00, 0x00]) {
      bytes = []
      problem = (0, "a UTF-32 document: lstrings reads XML in UTF-8 and UTF-16; save it as UTF-8")
    } else {
      bytes = raw
      if let declared = Self.declaredEncoding(raw) { convert(declared) }
    }
  }

  // MARK: - The declared encoding

  /// The value of `encoding="…"` in an XML declaration at the start, and its offset.
  static func declaredEncoding(_ raw: [UInt8]) -> (name: String, offset: Int)? {
    guard raw.starts(with: Array("<?xml".utf8)) else { return nil }
    let limit = min(raw.count, 512)
    var index = 5
    let pattern = Array("encoding".utf8)
    while index + pattern.count < limit {
      if raw[index] == UInt8(ascii: "?") { return nil }
      if raw[index] == pattern[0], raw[index..<index + pattern.count].elementsEqual(pattern) {
        index += pattern.count
        while index < limit, raw[index] == 0x20 || raw[index] == 0x09 || raw[index] == 0x0A || raw[index] == 0x0D {
          index += 1
        }
        guard index < limit, raw[index] == UInt8(ascii: "=") else { return nil }
        index += 1
        while index < limit, raw[index] == 0x20 || raw[index] == 0x09 || raw[index] == 0x0A || raw[index] == 0x0D {
          index += 1
        }
        guard index < limit, raw[index] == UInt8(ascii: "\"") || raw[index] == UInt8(ascii: "'") else { return nil }
        let quote = raw[index]
        let nameStart = index + 1
        var end = nameStart
        while end < limit, raw[end] != quote, raw[end] < 0x80 { end += 1 }
        guard end < limit, raw[end] == quote else { return nil }
        return (String(decoding: raw[nameStart..<end], as: UTF8.self), nameStart)
      }
      index += 1
    }
    return nil
  }

  /// Converts the 8-bit text in place to UTF-8 for the declared encoding.
  private mutating func convert(_ declared: (name: String, offset: Int)) {
    switch declared.name.lowercased() {
    case "utf-8", "utf8":
      return
    case "us-ascii", "ascii":
      isASCIIOnly = true
    case "iso-8859-1", "iso_8859-1", "latin1", "l1", "iso-latin-1":
      bytes = Self.latin1ToUTF8(bytes)
    case "utf-16", "utf-16le", "utf-16be", "ucs-2":
      bytes = Array(bytes.prefix(declared.offset))
      problem = (
        declared.offset,
        "the declaration says \(declared.name), but the document is 8-bit text ('<' is one byte): fix the declaration or the file's encoding"
      )
    default:
      convertWithCoreFoundation(declared)
    }
  }

  private mutating func convertWithCoreFoundation(_ declared: (name: String, offset: Int)) {
    let unknown = "unknown encoding '\(declared.name)' in the XML declaration"
    guard let name = CFStringCreateWithCString(nil, declared.name, CFStringBuiltInEncodings.UTF8.rawValue) else {
      bytes = Array(bytes.prefix(declared.offset))
      problem = (declared.offset, unknown)
      return
    }
    let encoding = CFStringConvertIANACharSetNameToEncoding(name)
    guard encoding != kCFStringEncodingInvalidId else {
      bytes = Array(bytes.prefix(declared.offset))
      problem = (declared.offset, unknown)
      return
    }
    if encoding == CFStringBuiltInEncodings.UTF8.rawValue { return }
    guard let units = XMLDeclaration.decode(bytes, encoding: encoding) else {
      bytes = Array(bytes.prefix(declared.offset))
      problem = (declared.offset, "the document's bytes are not \(declared.name), as its declaration says")
      return
    }
    bytes = Array(String(decoding: units, as: UTF16.self).utf8)
  }

  // MARK: - Conversions

  static func latin1ToUTF8(_ raw: [UInt8]) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(raw.count + raw.count / 8)
    for byte in raw {
      if byte < 0x80 {
        out.append(byte)
      } else {
        out.append(0xC0 | byte >> 6)
        out.append(0x80 | byte & 0x3F)
      }
    }
    return out
  }

  /// UTF-16 code units from `start` as UTF-8; a lone surrogate or an odd last byte ends the text
  /// with a problem at that place.
  static func utf16ToUTF8(_ raw: [UInt8], from start: Int, bigEndian: Bool) -> ([UInt8], (offset: Int, message: String)?) {
    var out: [UInt8] = []
    out.reserveCapacity(raw.count / 2 + raw.count / 8)
    var index = start
    @inline(__always) func unit(_ i: Int) -> UInt32 {
      bigEndian ? UInt32(raw[i]) << 8 | UInt32(raw[i + 1]) : UInt32(raw[i + 1]) << 8 | UInt32(raw[i])
    }
    while index + 1 < raw.count {
      var scalar = unit(index)
      index += 2
      if scalar >= 0xD800, scalar <= 0xDFFF {
        guard scalar <= 0xDBFF, index + 1 < raw.count, case let low = unit(index), low >= 0xDC00, low <= 0xDFFF else {
          return (out, (out.count, "a lone UTF-16 surrogate (0x\(String(scalar, radix: 16, uppercase: true))): not text"))
        }
        index += 2
        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
      }
      UTF8Encoder.append(scalar, to: &out)
    }
    if index < raw.count {
      return (out, (out.count, "the document ends in the middle of a UTF-16 code unit (an odd number of bytes)"))
    }
    return (out, nil)
  }
}

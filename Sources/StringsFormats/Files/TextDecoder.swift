/// Text decoded the way CoreFoundation decodes a `.strings` file, plus what is needed to write the
/// original bytes back exactly.
///
/// The text is generalized UTF-8 (see `StringsText`). For UTF-8 input it is the file's own bytes
/// after the BOM, so offsets in it are offsets in the file.
struct DecodedText: Sendable {
  var encoding: StringsEncoding
  /// The bytes before the text: the BOM, or the two bytes CF drops from BOM-less UTF-16.
  var prefix: [UInt8]
  /// The text in generalized UTF-8.
  var text: [UInt8]
  /// Bytes after the last whole code unit, which CF ignores (an odd byte of UTF-16).
  var suffix: [UInt8]
  /// Offsets in `text` of stray `A9` bytes that CF reads as U+FFFD (UTF-8 only).
  var replacedByteOffsets: [Int]
  /// The original bytes, for text in an encoding lstrings reads but does not write (one declared
  /// in a `<?xml … encoding="…"?>` header).
  var verbatimBytes: [UInt8]? = nil
}

/// Why CoreFoundation cannot decode a file at all.
struct DecodingFailure: Error, Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    /// A zero-byte file.
    case emptyFile
    /// Nothing is left after the BOM (or after the unit BOM-less UTF-16 drops).
    case emptyText
    /// Bytes that are not valid UTF-8, at `offset` in the file.
    case invalidUTF8(offset: Int, bytes: [UInt8])
    /// UTF-16 or UTF-32 bytes CF cannot turn into a string.
    case undecodable(offset: Int)
    /// A `<?xml` declaration CF cannot make sense of; the message is CF's.
    case xmlDeclaration(String)
  }

  var kind: Kind
  var encoding: StringsEncoding

  /// CoreFoundation's own message for this failure.
  var coreFoundationMessage: String {
    switch kind {
    case .emptyFile: "Cannot parse a NULL or zero-length data"
    case .emptyText: "Conversion of string failed. The string is empty."
    case .invalidUTF8: "Conversion of string failed."
    case .undecodable: "Could not determine the encoding of the XML data (string creation failed)"
    case .xmlDeclaration(let message): message
    }
  }

  /// Offset in the file where the problem is.
  var fileOffset: Int {
    switch kind {
    case .emptyFile, .emptyText, .xmlDeclaration: 0
    case .invalidUTF8(let offset, _), .undecodable(let offset): offset
    }
  }
}

/// Decodes file bytes into `DecodedText` with CoreFoundation's rules.
enum TextDecoder {
  static func decode(_ bytes: [UInt8]) -> Result<DecodedText, DecodingFailure> {
    let encoding = StringsEncoding.detect(bytes)
    if bytes.isEmpty { return .failure(DecodingFailure(kind: .emptyFile, encoding: .utf8)) }
    switch encoding {
    case .utf8:
      switch XMLDeclaration.sniff(bytes) {
      case .utf8:
        return decodeUTF8(bytes)
      case .failure(let message):
        return .failure(DecodingFailure(kind: .xmlDeclaration(message), encoding: .utf8))
      case .declared(_, let declared):
        guard let units = XMLDeclaration.decode(bytes, encoding: declared) else {
          return .failure(DecodingFailure(kind: .undecodable(offset: 0), encoding: .utf8))
        }
        if units.isEmpty { return .failure(DecodingFailure(kind: .emptyText, encoding: .utf8)) }
        var builder = WTF8Builder(capacity: units.count)
        for unit in units { builder.append(unit: unit) }
        // Written back verbatim: lstrings does not re-encode legacy encodings.
        return .success(
          DecodedText(encoding: .utf8, prefix: [], text: builder.bytes, suffix: [], replacedByteOffsets: [], verbatimBytes: bytes)
        )
      }
    case .utf8WithBOM:
      return decodeUTF8(bytes)
    case .utf16LittleEndian:
      return decodeUTF16(bytes, skip: 2, bigEndian: false, encoding: encoding, emptyIsUndecodable: true)
    case .utf16BigEndian:
      return decodeUTF16(bytes, skip: 2, bigEndian: true, encoding: encoding, emptyIsUndecodable: true)
    case .utf16WithoutBOM:
      return decodeUTF16(bytes, skip: 2, bigEndian: false, encoding: encoding, emptyIsUndecodable: false)
    case .utf32LittleEndian:
      return decodeUTF32(bytes, bigEndian: false, encoding: encoding)
    case .utf32BigEndian:
      return decodeUTF32(bytes, bigEndian: true, encoding: encoding)
    }
  }

  // MARK: - UTF-8

  /// Strict UTF-8, as CFString creation checks it, except that a stray `A9` byte (© in Latin-1 and
  /// MacRoman) is read as U+FFFD. CF drops one leading BOM, whatever the file's length.
  static func decodeUTF8(_ bytes: [UInt8]) -> Result<DecodedText, DecodingFailure> {
    let hasBOM = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
    let start = hasBOM ? 3 : 0
    let encoding: StringsEncoding = hasBOM ? .utf8WithBOM : .utf8
    var replaced: [Int] = []
    let failure: Int? = bytes.withUnsafeBufferPointer { buffer in
      validateUTF8(buffer, from: start, replaced: &replaced)
    }
    if let offset = failure {
      let bad = Array(bytes[offset..<min(bytes.count, offset + 4)])
      return .failure(DecodingFailure(kind: .invalidUTF8(offset: offset, bytes: bad), encoding: encoding))
    }
    if bytes.count == start {
      return .failure(DecodingFailure(kind: .emptyText, encoding: encoding))
    }
    let text = hasBOM ? Array(bytes[3...]) : bytes
    return .success(
      DecodedText(
        encoding: encoding, prefix: hasBOM ? [0xEF, 0xBB, 0xBF] : [], text: text, suffix: [],
        replacedByteOffsets: replaced.map { $0 - start }))
  }

  /// Returns the offset of the first invalid sequence, or nil. Records stray `A9` bytes.
  ///
  /// Hot on every UTF-8 table: ASCII goes eight bytes at a time, and the common two- and
  /// three-byte sequences check their continuation bytes with one masked load.
  static func validateUTF8(_ buffer: UnsafeBufferPointer<UInt8>, from start: Int, replaced: inout [Int]) -> Int? {
    guard let p = buffer.baseAddress else { return nil }
    let raw = UnsafeRawPointer(p)
    var i = start
    let n = buffer.count
    while i < n {
      while i + 8 <= n, raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
        i += 8
      }
      // Non-ASCII text (CJK, Cyrillic, …) stays in this inner loop.
      while i < n {
        let lead = p[i]
        if lead < 0x80 {
          i += 1
          if i & 7 == 0 { break }
          continue
        }
        if lead >= 0xE1 && lead <= 0xEF && lead != 0xED {
          guard i + 2 < n, raw.loadUnaligned(fromByteOffset: i + 1, as: UInt16.self) & 0xC0C0 == 0x8080 else { return i }
          i += 3
        } else if lead >= 0xC2 && lead <= 0xDF {
          guard i + 1 < n, p[i + 1] & 0xC0 == 0x80 else { return i }
          i += 2
        } else if lead == 0xE0 || lead == 0xED {
          guard i + 2 < n else { return i }
          let second = p[i + 1]
          let valid = lead == 0xE0 ? (second >= 0xA0 && second <= 0xBF) : (second >= 0x80 && second <= 0x9F)
          guard valid, p[i + 2] & 0xC0 == 0x80 else { return i }
          i += 3
        } else if lead >= 0xF0 && lead <= 0xF4 {
          guard i + 3 < n else { return i }
          let second = p[i + 1]
          let low: UInt8 = lead == 0xF0 ? 0x90 : 0x80
          let high: UInt8 = lead == 0xF4 ? 0x8F : 0xBF
          guard second >= low, second <= high, p[i + 2] & 0xC0 == 0x80, p[i + 3] & 0xC0 == 0x80 else { return i }
          i += 4
        } else if lead == 0xA9 {
          replaced.append(i)
          i += 1
        } else {
          return i
        }
      }
    }
    return nil
  }

  // MARK: - UTF-16 and UTF-32

  /// UTF-16 is not validated by CF: lone surrogates pass through into keys and values.
  static func decodeUTF16(
    _ bytes: [UInt8], skip: Int, bigEndian: Bool, encoding: StringsEncoding, emptyIsUndecodable: Bool
  ) -> Result<DecodedText, DecodingFailure> {
    let unitCount = (bytes.count - skip) / 2
    if unitCount == 0 {
      return .failure(DecodingFailure(kind: emptyIsUndecodable ? .undecodable(offset: skip) : .emptyText, encoding: encoding))
    }
    // CF cannot make a string whose first unit is a lone surrogate, and reports it as empty.
    if startsWithLoneSurrogate(bytes, skip: skip, bigEndian: bigEndian, unitCount: unitCount) {
      return .failure(DecodingFailure(kind: .emptyText, encoding: encoding))
    }
    let end = skip + unitCount * 2
    let text = bytes.withUnsafeBufferPointer { input in
      // At most three bytes a unit (a pair of four bytes is two units): written in place, with
      // no per-byte `append` (which made decoding 44 instructions a unit, the whole critical
      // path of linting a UTF-16 table). Pages past what is written are never touched.
      [UInt8](unsafeUninitializedCapacity: unitCount * 3) { output, written in
        written = transcodeUTF16(input, from: skip, to: end, bigEndian: bigEndian, into: output)
      }
    }
    return .success(
      DecodedText(
        encoding: encoding, prefix: Array(bytes[0..<skip]), text: text,
        suffix: Array(bytes[end...]), replacedByteOffsets: []))
  }

  /// Writes the units of `input[start..<end]` as generalized UTF-8 (a surrogate pair as one
  /// four-byte sequence, a lone surrogate as its own three bytes, as `WTF8Builder` does) into
  /// `output`, which holds three bytes a unit; returns how many bytes it wrote.
  static func transcodeUTF16(
    _ input: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, bigEndian: Bool,
    into output: UnsafeMutableBufferPointer<UInt8>
  ) -> Int {
    guard let source = input.baseAddress, let target = output.baseAddress else { return 0 }
    let raw = UnsafeRawPointer(source)
    // Bytes that are not the low half of an ASCII unit, four units at a time.
    let nonASCII: UInt64 = bigEndian ? 0x80FF_80FF_80FF_80FF : 0xFF80_FF80_FF80_FF80
    @inline(__always) func unit(_ i: Int) -> UInt16 {
      bigEndian ? UInt16(source[i]) << 8 | UInt16(source[i + 1]) : UInt16(source[i + 1]) << 8 | UInt16(source[i])
    }
    var i = start
    var o = 0
    while i < end {
      if i + 8 <= end, raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) & nonASCII == 0 {
        let low = bigEndian ? 1 : 0
        target[o] = source[i + low]
        target[o + 1] = source[i + 2 + low]
        target[o + 2] = source[i + 4 + low]
        target[o + 3] = source[i + 6 + low]
        i += 8
        o += 4
        continue
      }
      let value = unit(i)
      i += 2
      if value < 0x80 {
        target[o] = UInt8(value)
        o += 1
      } else if value < 0x800 {
        target[o] = 0xC0 | UInt8(value >> 6)
        target[o + 1] = 0x80 | UInt8(value & 0x3F)
        o += 2
      } else if value >= 0xD800, value <= 0xDBFF, i + 2 <= end, case let next = unit(i), next >= 0xDC00, next <= 0xDFFF {
        let scalar = 0x10000 + ((UInt32(value) - 0xD800) << 10) + (UInt32(next) - 0xDC00)
        target[o] = 0xF0 | UInt8(scalar >> 18)
        target[o + 1] = 0x80 | UInt8((scalar >> 12) & 0x3F)
        target[o + 2] = 0x80 | UInt8((scalar >> 6) & 0x3F)
        target[o + 3] = 0x80 | UInt8(scalar & 0x3F)
        i += 2
        o += 4
      } else {
        target[o] = 0xE0 | UInt8(value >> 12)
        target[o + 1] = 0x80 | UInt8((value >> 6) & 0x3F)
        target[o + 2] = 0x80 | UInt8(value & 0x3F)
        o += 3
      }
    }
    return o
  }

  private static func startsWithLoneSurrogate(_ bytes: [UInt8], skip: Int, bigEndian: Bool, unitCount: Int) -> Bool {
    func unit(_ k: Int) -> UInt16 {
      let i = skip + 2 * k
      return bigEndian ? UInt16(bytes[i]) << 8 | UInt16(bytes[i + 1]) : UInt16(bytes[i + 1]) << 8 | UInt16(bytes[i])
    }
    let first = unit(0)
    if first >= 0xDC00 && first <= 0xDFFF { return true }
    guard first >= 0xD800 && first <= 0xDBFF else { return false }
    guard unitCount > 1 else { return true }
    let second = unit(1)
    return !(second >= 0xDC00 && second <= 0xDFFF)
  }

  static func decodeUTF32(_ bytes: [UInt8], bigEndian: Bool, encoding: StringsEncoding) -> Result<DecodedText, DecodingFailure> {
    let unitCount = (bytes.count - 4) / 4
    var builder = WTF8Builder(capacity: unitCount)
    for k in 0..<unitCount {
      let i = 4 + k * 4
      let value: UInt32 =
        bigEndian
        ? UInt32(bytes[i]) << 24 | UInt32(bytes[i + 1]) << 16 | UInt32(bytes[i + 2]) << 8 | UInt32(bytes[i + 3])
        : UInt32(bytes[i + 3]) << 24 | UInt32(bytes[i + 2]) << 16 | UInt32(bytes[i + 1]) << 8 | UInt32(bytes[i])
      if value > 0x10FFFF || (value >= 0xD800 && value <= 0xDFFF) {
        return .failure(DecodingFailure(kind: .undecodable(offset: i), encoding: encoding))
      }
      builder.append(scalar: value)
    }
    if unitCount == 0 {
      return .failure(DecodingFailure(kind: .undecodable(offset: 4), encoding: encoding))
    }
    let end = 4 + unitCount * 4
    return .success(
      DecodedText(
        encoding: encoding, prefix: Array(bytes[0..<4]), text: builder.bytes, suffix: Array(bytes[end...]),
        replacedByteOffsets: []))
  }
}

// MARK: - Encoding back

extension StringsEncoding {
  /// Encodes generalized UTF-8 text in this encoding, without a BOM.
  public func encode<C: Collection>(_ text: C) -> [UInt8] where C.Element == UInt8 {
    switch self {
    case .utf8, .utf8WithBOM:
      return Array(text)
    case .utf16LittleEndian, .utf16WithoutBOM, .utf16BigEndian:
      let big = self == .utf16BigEndian
      var out: [UInt8] = []
      out.reserveCapacity(text.count * 2)
      var decoder = WTF8Decoder(text)
      func put(_ unit: UInt16) {
        if big {
          out.append(UInt8(unit >> 8)); out.append(UInt8(unit & 0xFF))
        } else {
          out.append(UInt8(unit & 0xFF)); out.append(UInt8(unit >> 8))
        }
      }
      while let scalar = decoder.next() {
        if scalar < 0x10000 {
          put(UInt16(scalar))
        } else {
          let v = scalar - 0x10000
          put(UInt16(0xD800 + (v >> 10)))
          put(UInt16(0xDC00 + (v & 0x3FF)))
        }
      }
      return out
    case .utf32LittleEndian, .utf32BigEndian:
      let big = self == .utf32BigEndian
      var out: [UInt8] = []
      var decoder = WTF8Decoder(text)
      while let scalar = decoder.next() {
        let b = [UInt8(scalar >> 24), UInt8((scalar >> 16) & 0xFF), UInt8((scalar >> 8) & 0xFF), UInt8(scalar & 0xFF)]
        out.append(contentsOf: big ? b : b.reversed())
      }
      return out
    }
  }
}

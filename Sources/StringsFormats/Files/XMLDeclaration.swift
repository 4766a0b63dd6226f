import CoreFoundation
import Foundation

/// CoreFoundation's encoding sniffing for text that starts with `<?xml` (`encodingForXMLData` in
/// `CFPropertyList.c`): it looks for `encoding="…"` in the declaration and reads the whole file in
/// that encoding — even when the file then turns out to be old-style `.strings` text.
///
/// Nearly every such file is an XML property list; the rules matter for the errors CF raises on
/// the rest, which this reproduces exactly.
enum XMLDeclaration {
  enum Sniffed {
    /// No declaration, or one that says UTF-8 (or nothing CF understands as a name).
    case utf8
    /// A declared encoding other than UTF-8, as a CoreFoundation encoding.
    case declared(name: String, encoding: UInt32)
    /// CF gives up: its error message.
    case failure(String)
  }

  static func sniff(_ bytes: [UInt8]) -> Sniffed {
    let n = bytes.count
    guard n >= 5, bytes.starts(with: Array("<?xml".utf8)) else { return .utf8 }
    var index = 5
    var found = false
    let pattern = Array("ncoding=".utf8)
    while index < n {
      let byte = bytes[index]
      if byte == UInt8(ascii: "?") || byte == UInt8(ascii: ">") { return .utf8 }
      index += 1
      if index + 8 >= n { return .failure("End of buffer while looking for encoding name") }
      if byte == UInt8(ascii: "e"), Array(bytes[index..<index + 8]) == pattern {
        index += 8
        found = true
        break
      }
    }
    guard found, index < n else { return .utf8 }
    let quote = bytes[index]
    guard quote == UInt8(ascii: "'") || quote == UInt8(ascii: "\"") else { return .utf8 }
    let base = index + 1
    index += 1
    while index < n, bytes[index] != quote { index += 1 }
    guard index < n else { return .utf8 }
    let name = bytes[base..<index]
    if name.count == 5, name.map({ $0 | 0x20 }).starts(with: Array("utf".utf8)), name.dropFirst(3).elementsEqual(Array("-8".utf8))
    {
      return .utf8
    }
    let nameString = String(decoding: name.map { UInt16($0) }, as: UTF16.self)
    let latin1 = Array(name)
    guard let cfName = CFStringCreateWithBytes(nil, latin1, latin1.count, CFStringBuiltInEncodings.isoLatin1.rawValue, false)
    else {
      return .failure("Encountered unknown encoding (\(nameString))")
    }
    let encoding = CFStringConvertIANACharSetNameToEncoding(cfName)
    if encoding == kCFStringEncodingInvalidId {
      return .failure("Encountered unknown encoding (\(nameString))")
    }
    // MacRoman's CF encoding value is 0, which CF's caller takes for "no encoding".
    if encoding == CFStringBuiltInEncodings.macRoman.rawValue {
      return .failure("Could not determine the encoding of the XML data")
    }
    // CF's name lookup is lenient ("UTF-8@…" resolves to UTF-8); UTF-8 takes the UTF-8 path.
    if encoding == CFStringBuiltInEncodings.UTF8.rawValue { return .utf8 }
    return .declared(name: nameString, encoding: encoding)
  }

  /// The file's code units in the declared encoding, or nil when CF cannot convert it.
  static func decode(_ bytes: [UInt8], encoding: UInt32) -> [UInt16]? {
    guard let string = CFStringCreateWithBytes(nil, bytes, bytes.count, encoding, false) else { return nil }
    let length = CFStringGetLength(string)
    var units = [UInt16](repeating: 0, count: length)
    if length > 0 { CFStringGetCharacters(string, CFRangeMake(0, length), &units) }
    return units
  }
}

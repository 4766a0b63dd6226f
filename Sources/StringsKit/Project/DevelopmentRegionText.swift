/// Reads the development region out of the three kinds of file that name one, from their bytes.
///
/// These are scans, not parsers: `project.pbxproj` and `Package.swift` are read for one setting
/// only, so that a project file lstrings cannot otherwise parse still answers. None of them throws
/// or crashes on any input; a file that does not name a region gives nil.
enum DevelopmentRegionText {
  /// `developmentRegion = en;` (or `"zh-Hans"`, quoted) in a `project.pbxproj`: the first
  /// assignment, which is the root `PBXProject` object's (a project has one).
  static func projectRegion(_ bytes: [UInt8]) -> String? {
    value(after: Array("developmentRegion".utf8), separator: UInt8(ascii: "="), in: bytes, isManifest: false)
  }

  /// `defaultLocalization: "en"` in a `Package.swift`.
  ///
  /// Limits, as a byte scan of the manifest's text and not Swift: the first such argument outside
  /// a `//` line comment wins; `/* … */` comments, `#if`, string interpolation and a value that is
  /// not a string literal (a constant, `LanguageTag(…)`) are not understood (the last gives nil).
  static func manifestRegion(_ bytes: [UInt8]) -> String? {
    value(after: Array("defaultLocalization".utf8), separator: UInt8(ascii: ":"), in: bytes, isManifest: true)
  }

  /// What an `Info.plist` says.
  enum InfoPlistReading: Sendable, Hashable {
    /// `CFBundleDevelopmentRegion`'s value (possibly a build setting, `$(DEVELOPMENT_LANGUAGE)`).
    case region(String)
    /// A property list without the key (or with a non-string or empty value).
    case absent
    /// CoreFoundation's reason for rejecting the file.
    case rejected(String)
  }

  /// `CFBundleDevelopmentRegion` of an `Info.plist`, read as `CFBundle` reads it (CoreFoundation).
  static func infoPlistRegion(_ bytes: [UInt8]) -> InfoPlistReading {
    switch PropertyListReader.readAnyFormat(bytes) {
    case .failure(let reason):
      return .rejected(reason)
    case .value(.dictionary(let pairs), isOldStyle: _):
      guard let value = pairs.first(where: { $0.key.string == "CFBundleDevelopmentRegion" })?.value.text?.string,
        !value.isEmpty
      else { return .absent }
      return .region(value)
    case .value:
      return .rejected("the top level is not a dictionary")
    }
  }

  // MARK: - Scanning

  /// The value after the first `name <separator>` where `name` is a whole word: a quoted string
  /// (backslash escapes kept as written) or, outside a manifest (where only a string literal is a
  /// language), a bare word running to whitespace or `;`. A manifest skips `//` line comments.
  private static func value(
    after name: [UInt8], separator: UInt8, in bytes: [UInt8], isManifest: Bool
  ) -> String? {
    var index = 0
    var lineIsComment = false
    while index + name.count <= bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\n") {
        lineIsComment = false
      } else if isManifest, byte == UInt8(ascii: "/"), index + 1 < bytes.count,
        bytes[index + 1] == UInt8(ascii: "/")
      {
        lineIsComment = true
      }
      if !lineIsComment, byte == name[0], isWord(at: index, length: name.count, in: bytes),
        bytes[index..<index + name.count].elementsEqual(name),
        let value = assignedValue(
          from: index + name.count, separator: separator, in: bytes, requiresQuotes: isManifest)
      {
        return value
      }
      index += 1
    }
    return nil
  }

  /// Whether `bytes[start..<start+length]` is not part of a longer identifier.
  private static func isWord(at start: Int, length: Int, in bytes: [UInt8]) -> Bool {
    let end = start + length
    return (start == 0 || !isIdentifier(bytes[start - 1])) && (end >= bytes.count || !isIdentifier(bytes[end]))
  }

  private static func isIdentifier(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
      || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
  }

  /// After the name: spaces, the separator, spaces, then the value; nil when the shape differs.
  private static func assignedValue(
    from start: Int, separator: UInt8, in bytes: [UInt8], requiresQuotes: Bool
  ) -> String? {
    var index = skipSpaces(from: start, in: bytes)
    guard index < bytes.count, bytes[index] == separator else { return nil }
    index = skipSpaces(from: index + 1, in: bytes)
    guard index < bytes.count else { return nil }
    let valueStart: Int
    var end: Int
    if bytes[index] == UInt8(ascii: "\"") {
      valueStart = index + 1
      end = valueStart
      while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\n") {
        end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1
      }
      guard end < bytes.count, bytes[end] == UInt8(ascii: "\"") else { return nil }
    } else {
      guard !requiresQuotes else { return nil }
      valueStart = index
      end = index
      while end < bytes.count, !isSpace(bytes[end]), bytes[end] != UInt8(ascii: ";") { end += 1 }
    }
    guard end > valueStart else { return nil }
    return String(decoding: bytes[valueStart..<end], as: UTF8.self)
  }

  private static func skipSpaces(from start: Int, in bytes: [UInt8]) -> Int {
    var index = start
    while index < bytes.count, isSpace(bytes[index]) { index += 1 }
    return index
  }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
  }
}

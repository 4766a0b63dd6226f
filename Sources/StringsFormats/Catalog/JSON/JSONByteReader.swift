import Foundation

/// The reading machine behind `JSONReader`: a cursor over the file's bytes that builds nodes and
/// collects problems. Containers recurse (at most `JSONReader.maximumDepth` levels); everything
/// that skips (bad values, too-deep containers) is iterative.
struct JSONByteReader {
  let bytes: UnsafeBufferPointer<UInt8>
  var position = 0
  var problems: [JSONProblem] = []
  /// Strings with escapes are decoded here; reused, so no string allocates more than its result.
  var scratch: [UInt8] = []
  /// The members of every open object, innermost last: an object's members are gathered here and
  /// copied into an array of exactly their count when it closes (growing each object's own array
  /// would leave up to half of it unused, and the tree is most of the reader's memory).
  private var openMembers: [JSONMember] = []
  /// The elements of every open array, in the same way.
  private var openElements: [JSONNode] = []
  var depth = 0
  private var errorCount = 0
  /// The end of the file is reported once: a truncated file would otherwise get one error per
  /// open container.
  private var reportedEndOfFile = false
  /// Whether the pages of input already read are handed back to the system as reading goes on
  /// (`JSONReader.parse(file:)`, which owns its bytes): see `releaseReadInput()`.
  private let releasesReadInput: Bool
  /// The offset below which the input has been released.
  private var releasedInput = 0

  init(bytes: UnsafeBufferPointer<UInt8>, releasesReadInput: Bool = false) {
    self.bytes = bytes
    self.releasesReadInput = releasesReadInput
    scratch.reserveCapacity(256)
  }

  /// Input is released in steps of this many bytes at least.
  static let releaseStep = 4 << 20

  /// Hands the whole pages before the cursor back to the system (`MADV_DONTNEED`: they read as
  /// zeros afterwards), once `releaseStep` bytes have been read since the last time. Called
  /// between the members of an object, where nothing read before the cursor is needed again: keys
  /// and values are already strings, problems keep offsets only. The input and the tree then
  /// never both exist whole — in a 100 MB catalog they are 95 MiB and about 190 MiB.
  mutating func releaseReadInput() {
    guard releasesReadInput, position - releasedInput >= Self.releaseStep, let base = bytes.baseAddress else { return }
    let page = max(Int(sysconf(Int32(_SC_PAGESIZE))), 1)
    let address = Int(bitPattern: base)
    let start = (address + releasedInput + page - 1) / page * page
    let end = (address + position) / page * page
    if end > start, let pointer = UnsafeMutableRawPointer(bitPattern: start) {
      _ = madvise(pointer, end - start, Int32(MADV_DONTNEED))
    }
    releasedInput = position
  }

  var atEnd: Bool { position >= bytes.count }

  /// The byte at the cursor; only when not `atEnd`.
  var current: UInt8 { bytes[position] }

  // MARK: - Problems

  mutating func report(_ message: String, at offset: Int, severity: StringsDiagnostic.Severity = .error) {
    if severity == .error {
      if offset >= bytes.count {
        if reportedEndOfFile { return }
        reportedEndOfFile = true
      }
      errorCount += 1
      if errorCount > JSONReader.maximumErrors { return }
      if errorCount == JSONReader.maximumErrors {
        problems.append(
          JSONProblem(
            offset: offset, message: "\(message) (too many errors: the rest are not reported)", severity: .error))
        return
      }
    }
    problems.append(JSONProblem(offset: offset, message: message, severity: severity))
  }

  /// Reports "expected …, found <what is at the cursor>".
  mutating func reportExpected(_ expectation: String) {
    report("expected \(expectation), found \(describe(at: position))", at: position)
  }

  // MARK: - Document

  mutating func readDocument() -> JSONNode? {
    let count = bytes.count
    if count >= 2, bytes[0] == 0xFF && bytes[1] == 0xFE || bytes[0] == 0xFE && bytes[1] == 0xFF {
      report("the file is not UTF-8: it starts with a UTF-16 byte order mark; JSON and String Catalogs are UTF-8", at: 0)
      return nil
    }
    if count >= 2, bytes[0] == 0 || bytes[1] == 0 {
      report(
        "the file is not UTF-8: a zero byte in its first two bytes (UTF-16 or UTF-32?); JSON and String Catalogs are UTF-8", at: 0
      )
      return nil
    }
    if count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
      report("UTF-8 byte order mark: accepted, but Xcode writes none (writing the file drops it)", at: 0, severity: .warning)
      position = 3
    }
    skipSpace()
    if atEnd {
      reportExpected("a JSON value")
      return nil
    }
    let root = readValue()
    skipSpace()
    if !atEnd {
      reportExpected("end of file after the top-level value")
    }
    return root
  }

  // MARK: - Space and comments

  /// Skips JSON's four space characters; comments are reported and skipped too.
  mutating func skipSpace() {
    // Indentation first: runs of spaces after a line feed are most of a pretty-printed file.
    while position < bytes.count, bytes[position] == 0x20 || bytes[position] == 0x0A { position += 1 }
    while position < bytes.count {
      switch bytes[position] {
      case 0x20, 0x0A, 0x0D, 0x09:
        position += 1
      case UInt8(ascii: "/")
      where position + 1 < bytes.count && (bytes[position + 1] == UInt8(ascii: "/") || bytes[position + 1] == UInt8(ascii: "*")):
        skipComment()
      default:
        return
      }
    }
  }

  private mutating func skipComment() {
    let start = position
    let isBlock = bytes[position + 1] == UInt8(ascii: "*")
    report("comments are not allowed in JSON", at: start)
    position += 2
    while position < bytes.count {
      let byte = bytes[position]
      if isBlock {
        if byte == UInt8(ascii: "*"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "/") {
          position += 2
          return
        }
      } else if byte == 0x0A || byte == 0x0D {
        return
      }
      position += 1
    }
    if isBlock { report("unterminated comment: expected '*/', found end of file", at: position) }
  }

  // MARK: - Values

  /// Reads the value at the cursor, or reports what is there and returns nil. A delimiter (`,`
  /// `]` `}`) is left for the container; anything else that starts no value is skipped.
  mutating func readValue() -> JSONNode? {
    guard !atEnd else {
      reportExpected("a value")
      return nil
    }
    let start = position
    switch current {
    case UInt8(ascii: "{"):
      return readObject()
    case UInt8(ascii: "["):
      return readArray()
    case UInt8(ascii: "\""):
      return readString().map { JSONNode(.string($0), offset: start) }
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return readNumber()
    case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
      return readLiteral()
    case UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"):
      reportExpected("a value")
      return nil
    default:
      reportExpected("a value")
      skipJunk()
      return nil
    }
  }

  /// Whether `byte` can start a value (used to read on after a missing `,` or `:`).
  static func startsValue(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "{"), UInt8(ascii: "["), UInt8(ascii: "\""), UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"),
      UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
      true
    default:
      false
    }
  }

  /// Enters a container at the cursor, or reports it as too deep and skips it.
  private mutating func enterContainer() -> Bool {
    if depth >= JSONReader.maximumDepth {
      report(
        "nesting too deep: more than \(JSONReader.maximumDepth) levels of objects and arrays; this one is skipped", at: position)
      skipToDelimiter()
      return false
    }
    depth += 1
    position += 1
    return true
  }

  mutating func readObject() -> JSONNode? {
    let start = position
    guard enterContainer() else { return nil }
    defer { depth -= 1 }
    let base = openMembers.count
    func close(_ reader: inout JSONByteReader) -> JSONNode {
      let members = Array(reader.openMembers[base...])
      reader.openMembers.removeSubrange(base...)
      return JSONNode(.object(members), offset: start)
    }
    skipSpace()
    if !atEnd, current == UInt8(ascii: "}") {
      position += 1
      return close(&self)
    }
    while true {
      skipSpace()
      guard !atEnd else {
        reportExpected("'\"' to begin a member name")
        return close(&self)
      }
      if current == UInt8(ascii: "\"") {
        readMember()
      } else {
        reportExpected("'\"' to begin a member name")
        if current != UInt8(ascii: ",") && current != UInt8(ascii: "}") && current != UInt8(ascii: "]") { skipToDelimiter() }
      }
      if afterItem(closing: UInt8(ascii: "}"), item: "member", resumesAt: { $0 == UInt8(ascii: "\"") }) == .end {
        return close(&self)
      }
      releaseReadInput()
    }
  }

  /// Reads `"key" : value` at the cursor (a `"`); a member whose key or value could not be read is
  /// dropped after reporting.
  private mutating func readMember() {
    let keyOffset = position
    let key = readString()
    skipSpace()
    if !atEnd, current == UInt8(ascii: ":") {
      position += 1
      skipSpace()
    } else {
      reportExpected("':' after the member name")
      guard !atEnd, Self.startsValue(current) else { return }
    }
    if let value = readValue(), let key {
      openMembers.append(JSONMember(key: key, value: value, keyOffset: keyOffset))
    }
  }

  mutating func readArray() -> JSONNode? {
    let start = position
    guard enterContainer() else { return nil }
    defer { depth -= 1 }
    let base = openElements.count
    func close(_ reader: inout JSONByteReader) -> JSONNode {
      let elements = Array(reader.openElements[base...])
      reader.openElements.removeSubrange(base...)
      return JSONNode(.array(elements), offset: start)
    }
    skipSpace()
    if !atEnd, current == UInt8(ascii: "]") {
      position += 1
      return close(&self)
    }
    while true {
      skipSpace()
      if let element = readValue() { openElements.append(element) }
      if afterItem(closing: UInt8(ascii: "]"), item: "element", resumesAt: Self.startsValue) == .end {
        return close(&self)
      }
    }
  }

  enum AfterItem { case next, end }

  /// What follows a member or element: `,` and another (`next`); the closing bracket (read, `end`);
  /// the other closing bracket or the end of the file (left for the parent, `end`). Anything else
  /// is reported, then either read as the next item (a missing `,`: `resumesAt` says it starts
  /// one) or skipped to the next delimiter.
  private mutating func afterItem(closing: UInt8, item: StaticString, resumesAt: (UInt8) -> Bool) -> AfterItem {
    var expectation: String { "',' or '\(Character(Unicode.Scalar(closing)))' after this \(item)" }
    while true {
      skipSpace()
      guard !atEnd else {
        reportExpected(expectation)
        return .end
      }
      switch current {
      case UInt8(ascii: ","):
        let comma = position
        position += 1
        skipSpace()
        if !atEnd, current == closing {
          report(
            "trailing comma: a ',' must be followed by another \(item), not '\(Character(Unicode.Scalar(closing)))'", at: comma)
          position += 1
          return .end
        }
        return .next
      case closing:
        position += 1
        return .end
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        reportExpected(expectation)
        return .end
      default:
        reportExpected(expectation)
        if resumesAt(current) { return .next }
        skipToDelimiter()
      }
    }
  }

  // MARK: - Recovery

  /// Skips what starts no value: at least one byte, then up to a delimiter, a space or a quote.
  private mutating func skipJunk() {
    position += 1
    while position < bytes.count {
      switch bytes[position] {
      case UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: "\""), UInt8(ascii: "{"), UInt8(ascii: "["),
        0x20, 0x0A, 0x0D, 0x09:
        return
      default:
        position += 1
      }
    }
  }

  /// Skips to the next `,` `]` or `}` outside strings and nested containers (or the end), without
  /// recursion: how a too-deep container, or the rest of a broken member, is passed over.
  mutating func skipToDelimiter() {
    var nesting = 0
    while position < bytes.count {
      switch bytes[position] {
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        nesting += 1
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        if nesting == 0 { return }
        nesting -= 1
      case UInt8(ascii: ","):
        if nesting == 0 { return }
      case UInt8(ascii: "\""):
        position += 1
        while position < bytes.count, bytes[position] != UInt8(ascii: "\"") {
          position += bytes[position] == UInt8(ascii: "\\") ? 2 : 1
        }
      default:
        break
      }
      position += 1
    }
    position = min(position, bytes.count)
  }
}

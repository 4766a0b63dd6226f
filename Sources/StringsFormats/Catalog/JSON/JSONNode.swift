/// A JSON value as it is written in a file: every member kept in file order (a key written twice
/// is two members), numbers as their literal text, and the byte offset where each value and key
/// starts, so that diagnostics can point into the file.
///
/// Foundation's JSON parsers keep none of this: they merge duplicate keys, lose order and
/// positions, and reformat numbers. String Catalogs need all of it: duplicate keys are a lint
/// finding, unknown fields must be written back unchanged, and findings point at lines.
public struct JSONNode: Sendable, Hashable {
  package enum Value: Sendable, Hashable {
    case object([JSONMember])
    case array([JSONNode])
    case string(String)
    /// The number exactly as written (`1`, `-2.5e3`), so that writing it back changes nothing.
    case number(String)
    case bool(Bool)
    case null
  }

  package var value: Value
  /// `offset`, stored in 32 bits: the enum's 17 bytes and a 4-byte offset fit in the 24 bytes the
  /// enum alone is padded to (an `Int` made a node 32 bytes, and a member 56; see `JSONMember`
  /// for how members store theirs). Offsets past 4 GiB, which no catalog reaches, are clamped.
  private var storedOffset: UInt32

  /// The byte offset of the value's first byte in the file; 0 for a value built in memory.
  package var offset: Int {
    get { Int(storedOffset) }
    set { storedOffset = UInt32(clamping: newValue) }
  }

  package init(_ value: Value, offset: Int = 0) {
    self.value = value
    self.storedOffset = UInt32(clamping: offset)
  }

  /// The members, when this is an object.
  package var members: [JSONMember]? {
    if case .object(let members) = value { return members }
    return nil
  }

  /// The text, when this is a string.
  package var string: String? {
    if case .string(let text) = value { return text }
    return nil
  }

  /// The first member named `key`, when this is an object.
  package subscript(key: String) -> JSONNode? {
    members?.first { $0.key == key }?.value
  }
}

/// One `"key" : value` pair of a JSON object.
///
/// Stored in 40 bytes: the key, the value's enum (17 bytes), and both offsets packed in 28 bits
/// each into the 7 bytes the enum leaves before the next multiple of 8. A `JSONNode` field
/// would make a member 48 bytes, and the allocations of the one- and two-member objects that
/// fill a catalog (`{ "stringUnit" : … }`, `{ "state" : …, "value" : … }`) a size class larger:
/// 100 MB catalog round trip 3.36× → 3.11× the file (bench `50-catalog.sh`, peak RSS). Offsets past 256 MiB,
/// 28 bits, are clamped there: such a file is far beyond any catalog (Xcode's largest are tens of MB).
public struct JSONMember: Sendable, Hashable {
  package var key: String
  private var storedValue: JSONNode.Value
  // keyOffset (bits 0–27) and value offset (bits 28–55), low byte first.
  private var offsetsLow: UInt8
  private var offsetsMiddle: UInt16
  private var offsetsHigh: UInt32

  /// The largest offset a member stores.
  static let maximumOffset = (1 << 28) - 1

  package init(key: String, value: JSONNode, keyOffset: Int = 0) {
    self.key = key
    self.storedValue = value.value
    self.offsetsLow = 0
    self.offsetsMiddle = 0
    self.offsetsHigh = 0
    setOffsets(key: keyOffset, value: value.offset)
  }

  package var value: JSONNode {
    get { JSONNode(storedValue, offset: Int(packedOffsets >> 28)) }
    set {
      storedValue = newValue.value
      setOffsets(key: keyOffset, value: newValue.offset)
    }
  }

  /// The byte offset of the key's opening quote; 0 for a member built in memory.
  package var keyOffset: Int {
    get { Int(packedOffsets & UInt64(Self.maximumOffset)) }
    set { setOffsets(key: newValue, value: Int(packedOffsets >> 28)) }
  }

  private var packedOffsets: UInt64 {
    UInt64(offsetsLow) | UInt64(offsetsMiddle) << 8 | UInt64(offsetsHigh) << 24
  }

  private mutating func setOffsets(key: Int, value: Int) {
    let packed = UInt64(min(max(key, 0), Self.maximumOffset)) | UInt64(min(max(value, 0), Self.maximumOffset)) << 28
    offsetsLow = UInt8(truncatingIfNeeded: packed)
    offsetsMiddle = UInt16(truncatingIfNeeded: packed >> 8)
    offsetsHigh = UInt32(truncatingIfNeeded: packed >> 24)
  }
}

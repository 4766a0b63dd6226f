/// A JSON value as it is written in a file: every member kept in file order (a key written twice
/// is two members), numbers as their literal text, and the byte offset where each value and key
/// starts, so that diagnostics can point into the file.
///
/// Foundation's JSON parsers keep none of this: they merge duplicate keys, lose order and
/// positions, and reformat numbers. String Catalogs need all of it: duplicate keys are a lint
/// finding, unknown fields must be written back unchanged, and findings point at lines.
public struct JSONNode: Sendable, Hashable {
  public enum Value: Sendable, Hashable {
    case object([JSONMember])
    case array([JSONNode])
    case string(String)
    /// The number exactly as written (`1`, `-2.5e3`), so that writing it back changes nothing.
    case number(String)
    case bool(Bool)
    case null
  }

  public var value: Value
  /// `offset`, stored in 32 bits: the enum's 17 bytes and a 4-byte offset fit in the 24 bytes the
  /// enum alone is padded to, which makes a member 48 bytes instead of 56. Nodes are most of
  /// a catalog's memory (2.5 million members in a 100 MB file), so this is −20 MB there (bench
  /// `50-catalog.sh`). Offsets past 4 GiB, which no catalog reaches, are clamped.
  private var storedOffset: UInt32

  /// The byte offset of the value's first byte in the file; 0 for a value built in memory.
  public var offset: Int {
    get { Int(storedOffset) }
    set { storedOffset = UInt32(clamping: newValue) }
  }

  public init(_ value: Value, offset: Int = 0) {
    self.value = value
    self.storedOffset = UInt32(clamping: offset)
  }

  /// The members, when this is an object.
  public var members: [JSONMember]? {
    if case .object(let members) = value { return members }
    return nil
  }

  /// The text, when this is a string.
  public var string: String? {
    if case .string(let text) = value { return text }
    return nil
  }

  /// The first member named `key`, when this is an object.
  public subscript(key: String) -> JSONNode? {
    members?.first { $0.key == key }?.value
  }
}

/// One `"key" : value` pair of a JSON object.
public struct JSONMember: Sendable, Hashable {
  public var key: String
  public var value: JSONNode
  /// `keyOffset` in 32 bits, after the node so that it fills the node's tail padding (see
  /// `JSONNode.offset`).
  private var storedKeyOffset: UInt32

  /// The byte offset of the key's opening quote; 0 for a member built in memory.
  public var keyOffset: Int {
    get { Int(storedKeyOffset) }
    set { storedKeyOffset = UInt32(clamping: newValue) }
  }

  public init(key: String, value: JSONNode, keyOffset: Int = 0) {
    self.key = key
    self.value = value
    self.storedKeyOffset = UInt32(clamping: keyOffset)
  }
}

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
  /// The byte offset of the value's first byte in the file; 0 for a value built in memory.
  public var offset: Int

  public init(_ value: Value, offset: Int = 0) {
    self.value = value
    self.offset = offset
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
  /// The byte offset of the key's opening quote; 0 for a member built in memory.
  public var keyOffset: Int
  public var value: JSONNode

  public init(key: String, value: JSONNode, keyOffset: Int = 0) {
    self.key = key
    self.keyOffset = keyOffset
    self.value = value
  }
}

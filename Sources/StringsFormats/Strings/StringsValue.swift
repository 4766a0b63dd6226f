/// A value in a `.strings` table: usually a string, but CoreFoundation's grammar also allows the
/// old-style property-list containers, and `CFBundle` stores them without complaint.
///
/// Not `indirect`: the containers already hold their elements in arrays, and an indirect enum
/// boxes *every* value on the heap — one allocation per entry of a table (693,000 for a 100 MB
/// table; dropping it took 10 % of `lstrings lint`'s instructions and 33 MB of its memory).
public enum StringsValue: Hashable, Sendable {
  case string(StringsText)
  /// A nested dictionary, in file order; a repeated key keeps its last value, as in CF.
  case dictionary([(key: StringsText, value: StringsValue)])
  case array([StringsValue])
  /// `<48 65>` hex data.
  case data([UInt8])

  /// The string, when this value is one.
  public var text: StringsText? {
    if case .string(let text) = self { return text }
    return nil
  }

  /// A short name of the value's kind, for messages.
  public var kindName: String {
    switch self {
    case .string: "string"
    case .dictionary: "dictionary"
    case .array: "array"
    case .data: "data"
    }
  }

  /// Equal when both hold the same value; dictionaries compare as CoreFoundation builds them (the last value of a key wins).
  public static func == (lhs: StringsValue, rhs: StringsValue) -> Bool {
    switch (lhs, rhs) {
    case (.string(let a), .string(let b)): return a == b
    case (.array(let a), .array(let b)): return a == b
    case (.data(let a), .data(let b)): return a == b
    case (.dictionary(let a), .dictionary(let b)):
      return Self.collapsed(a) == Self.collapsed(b)
    default: return false
    }
  }

  /// Hashes the value as `==` compares it.
  public func hash(into hasher: inout Hasher) {
    switch self {
    case .string(let text): hasher.combine(0); hasher.combine(text)
    case .array(let items): hasher.combine(1); hasher.combine(items)
    case .data(let bytes): hasher.combine(2); hasher.combine(bytes)
    case .dictionary(let pairs): hasher.combine(3); hasher.combine(Self.collapsed(pairs))
    }
  }

  /// The dictionary CoreFoundation builds from ordered pairs: the last value of a key wins.
  package static func collapsed(_ pairs: [(key: StringsText, value: StringsValue)]) -> [StringsText: StringsValue] {
    var result: [StringsText: StringsValue] = [:]
    for pair in pairs { result[pair.key] = pair.value }
    return result
  }
}

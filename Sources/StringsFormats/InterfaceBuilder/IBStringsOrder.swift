/// The order of the entries in an ibtool table (docs/interface-builder.md, "The table"; settled on
/// real tables):
/// object IDs that are integers first, by value; then the other IDs by UTF-16 code unit (upper case
/// before lower case); one object's properties by name.
///
/// Document order, case-insensitive order and numeric-aware string order each contradict real
/// tables, so none of them is used.
enum IBStringsOrder {
  static func precedes(_ a: IBStringsEntry, _ b: IBStringsEntry) -> Bool {
    if a.objectID != b.objectID { return objectIDPrecedes(a.objectID, b.objectID) }
    return a.property.utf16.lexicographicallyPrecedes(b.property.utf16)
  }

  static func objectIDPrecedes(_ a: String, _ b: String) -> Bool {
    switch (integerValue(a), integerValue(b)) {
    case let (x?, y?): return x != y ? x < y : a.utf16.lexicographicallyPrecedes(b.utf16)
    case (.some, nil): return true
    case (nil, .some): return false
    case (nil, nil): return a.utf16.lexicographicallyPrecedes(b.utf16)
    }
  }

  /// The value of an ID made of ASCII digits only (old xibs number their objects).
  private static func integerValue(_ id: String) -> UInt64? {
    var value: UInt64 = 0
    guard !id.isEmpty, id.utf8.count <= 18 else { return nil }
    for byte in id.utf8 {
      guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
      value = value * 10 + UInt64(byte - UInt8(ascii: "0"))
    }
    return value
  }
}

/// An App Intents parameter interpolated into a parameter summary: `Summary("Delete \(\.$engine)")`
/// is the key `Delete ${engine}`, the form Xcode extracts (addy-ios' `Localizable.xcstrings`
/// holds `app_intent_parameter_summary_domain${domain}_…` for such a `Summary`), and the form the
/// system fills with the parameter's value. A key path to a parameter is never a format argument.
enum ParameterSummaryPlaceholder {
  /// `${name}` for an interpolation that is exactly `\.$name`; nil for any other expression.
  static func placeholder(_ bytes: UnsafeBufferPointer<UInt8>, expression: Range<Int>) -> [UInt8]? {
    var start = expression.lowerBound
    var end = expression.upperBound
    while start < end, bytes[start] == 0x20 { start += 1 }
    while end > start, bytes[end - 1] == 0x20 { end -= 1 }
    guard end - start > 3, bytes[start] == UInt8(ascii: "\\"), bytes[start + 1] == UInt8(ascii: "."),
      bytes[start + 2] == UInt8(ascii: "$")
    else { return nil }
    let name = bytes[(start + 3)..<end]
    guard name.allSatisfy(\.isIdentifierByte) else { return nil }
    return Array("${".utf8) + name + [UInt8(ascii: "}")]
  }
}

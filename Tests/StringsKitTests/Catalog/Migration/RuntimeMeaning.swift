@testable import StringsExtraction
@testable import StringsFormats
@testable import StringsKit

/// What a table means at run time, independent of how its stringsdict variables are named or
/// whether its placeholders are positional: for a plain entry its text; for a stringsdict entry
/// every text Foundation can build from it.
///
/// A stringsdict entry is expanded the way Foundation uses it: each `%#@x@` is replaced by one of
/// x's forms (all six plural categories are tried, a missing one falling back to `other`; for
/// device rules, every device name), and the flat text is then written with every placeholder
/// positioned (`%@ has %d` → `%1$@ has %2$d`). Each text is labelled with the argument (and the
/// type, when the original names one) that chose each form.
enum RuntimeMeaning {
  static let categories = ["zero", "one", "two", "few", "many", "other"]
  static let devices = ["iphone", "ipod", "ipad", "mac", "applewatch", "appletv", "applevision", "other"]

  /// The differences between `expected` (CoreFoundation's table) and `actual` (a compiled one),
  /// one line per key.
  static func differences(expected: [StringsText: StringsValue], actual: [StringsText: StringsValue]) -> [StringsText: String] {
    var differences: [StringsText: String] = [:]
    for key in Set(expected.keys).union(actual.keys) {
      switch (expected[key], actual[key]) {
      case (nil, _?): differences[key] = "not in the original"
      case (_?, nil): differences[key] = "missing"
      case (let a?, let b?) where meaning(of: a) != meaning(of: b, typesFrom: a):
        differences[key] = "\(meaning(of: a).sorted()) != \(meaning(of: b, typesFrom: a).sorted())"
      default: break
      }
    }
    return differences
  }

  /// The texts of a value; `typesFrom` (the original) decides whether chooser types count (an
  /// original without `NSStringFormatValueTypeKey` lets Foundation guess).
  static func meaning(of value: StringsValue, typesFrom original: StringsValue? = nil) -> Set<String> {
    switch value {
    case .string(let text): return [text.string]
    case .dictionary(let pairs):
      let entry = StringsValue.collapsed(pairs)
      let keepTypes = original.map(hasValueTypes) ?? true
      if let device = entry[StringsText("NSStringDeviceSpecificRuleType")], case .dictionary(let forms) = device {
        let table = StringsValue.collapsed(forms)
        return Set(
          devices.flatMap { name -> [String] in
            let value = table[StringsText(name)] ?? table[StringsText("other")]
            // A device form is a string (which may refer to the entry's variables) or a whole
            // nested rule with its own format and variables.
            if case .dictionary? = value, let value {
              return meaning(of: value, typesFrom: value).map { "device=\(name)" + $0 }
            }
            guard let form = value?.text else { return ["device \(name): none"] }
            return expand(form.string, in: entry, label: "device=\(name)", keepTypes: keepTypes)
          })
      }
      guard let format = entry[StringsText("NSStringLocalizedFormatKey")]?.text else { return ["<no format>"] }
      return Set(expand(format.string, in: entry, label: "", keepTypes: keepTypes))
    default: return ["<\(value.kindName)>"]
    }
  }

  private static func hasValueTypes(_ value: StringsValue) -> Bool {
    guard case .dictionary(let pairs) = value else { return false }
    return pairs.contains { pair in
      guard case .dictionary(let members) = pair.value else { return false }
      return members.contains { $0.key.string == "NSStringFormatValueTypeKey" }
    }
  }

  /// Replaces the first reference of `text` by each of its variable's forms, recursively.
  private static func expand(_ text: String, in entry: [StringsText: StringsValue], label: String, keepTypes: Bool) -> [String] {
    let bytes = Array(text.utf8)
    let placeholders = VariablePlaceholders(StringsText(text), base: 1)
    guard let reference = placeholders.references.first,
      let specifier = FormatString(bytes: bytes).specifiers.first(where: {
        $0.conversion == UInt8(ascii: "@") && $0.flags.contains(UInt8(ascii: "#"))
      })
    else { return ["\(label) → \(positioned(bytes))"] }
    let end = specifier.range.upperBound + reference.name.utf8.count + 1
    guard case .dictionary(let pairs)? = entry[StringsText(reference.name)] else {
      return ["\(label) → undefined \(reference.name)"]
    }
    let variable = StringsValue.collapsed(pairs)
    let type = keepTypes ? variable[StringsText("NSStringFormatValueTypeKey")]?.text?.string ?? "?" : "*"
    let isDevice = variable[StringsText("NSStringFormatSpecTypeKey")]?.text?.string == "NSStringDeviceSpecificRuleType"
    return (isDevice ? devices : categories).flatMap { choice -> [String] in
      guard let form = (variable[StringsText(choice)] ?? variable[StringsText("other")])?.text else {
        return ["\(label) \(choice): no form"]
      }
      let flat = Array(bytes[..<specifier.range.lowerBound]) + Array(form.utf8) + Array(bytes[end...])
      return expand(
        String(decoding: flat, as: UTF8.self), in: entry, label: "\(label) arg\(reference.position):\(type)=\(choice)",
        keepTypes: keepTypes)
    }
  }

  /// The text with every placeholder written with its argument's position.
  static func positioned(_ bytes: [UInt8]) -> String {
    var out: [UInt8] = []
    var copied = 0
    var next = 1
    for specifier in FormatString(bytes: bytes).specifiers {
      let position = specifier.position ?? next
      if specifier.position == nil { next += 1 }
      out += bytes[copied..<specifier.range.lowerBound]
      var index = specifier.range.lowerBound + 1
      if specifier.position != nil {
        while bytes[index] != UInt8(ascii: "$") { index += 1 }
        index += 1
      }
      out += Array("%\(position)$".utf8) + bytes[index..<specifier.range.upperBound]
      copied = specifier.range.upperBound
    }
    return String(decoding: out + bytes[copied...], as: UTF8.self)
  }
}

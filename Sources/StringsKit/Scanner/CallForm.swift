/// A call the scanner recognises, and how its arguments map to key, table, value and comment.
struct CallForm: Sendable {
  /// What an argument of a localization call means.
  enum Parameter: Sendable {
    case key, table, bundle, value, comment
  }

  /// Where a form is read.
  enum Availability: Sendable {
    /// In both modes (the families genstrings knows).
    case always
    /// In the runtime mode only (Xcode's compiler-based extraction reads them, genstrings does not).
    case runtimeOnly
    /// In the runtime mode, and in the genstrings mode with `-SwiftUI` (`Text`).
    case swiftUIText
  }

  /// What the key argument's type is, which decides what interpolation means.
  enum KeyType: Sendable {
    /// A `String` (`NSLocalizedString`): interpolation is evaluated before the lookup, so a key
    /// with `\(…)` can never match a table entry.
    case string
    /// A `LocalizedStringKey` / `String.LocalizationValue`: interpolation becomes a format key.
    case localizationValue
  }

  /// The name as written before `(` (`NSLocalizedString`, `String`, `navigationTitle`).
  var name: [UInt8]
  /// How messages and results name the form (`String(localized:)`).
  var displayName: String
  /// The meaning of unlabelled arguments, in order.
  var positional: [Parameter]
  var availability: Availability
  var keyType: KeyType
  /// Whether the form is a modifier (`.navigationTitle("…")`) that must follow a `.`; other forms
  /// must not (so `foo.Text(…)` or `x.NSLocalizedString` are not taken).
  var isModifier: Bool
  /// Only in Swift files.
  var isSwiftOnly: Bool
  /// The label that marks the key (`localized` in `String(localized:)`); the key must then be
  /// labelled.
  var keyLabel: String?

  /// The parameter a Swift argument label stands for; nil for labels that do not matter
  /// (`locale:`, `systemImage:`…).
  func parameter(forLabel label: Substring) -> Parameter? {
    if let keyLabel, label == keyLabel { return .key }
    switch label {
    case "tableName", "table": return .table
    case "bundle": return .bundle
    case "value", "defaultValue": return .value
    case "comment": return .comment
    default: return nil
    }
  }
}

/// The recognised forms, looked up by name in constant time per identifier.
struct CallTable: Sendable {
  private(set) var forms: [CallForm] = []
  /// Form indices by the name's first byte (most identifiers are rejected by one array read).
  private var byFirstByte: [[Int]] = Array(repeating: [], count: 256)

  /// The genstrings families (`NSLocalizedString`, `CFCopyLocalizedString`, and each `-s` routine)
  /// with their suffixed variants.
  static func genstringsFamily(_ base: String) -> [CallForm] {
    func form(_ suffix: String, _ positional: [CallForm.Parameter]) -> CallForm {
      CallForm(
        name: Array((base + suffix).utf8), displayName: base + suffix, positional: positional,
        availability: .always, keyType: .string, isModifier: false, isSwiftOnly: false, keyLabel: nil)
    }
    return [
      form("", [.key, .comment]),
      form("FromTable", [.key, .table, .comment]),
      form("FromTableInBundle", [.key, .table, .bundle, .comment]),
      form("WithDefaultValue", [.key, .table, .bundle, .value, .comment]),
    ]
  }

  /// SwiftUI initialisers and modifiers whose first parameter is a `LocalizedStringKey`
  /// (docs/extraction.md §4.3). `Text` is also genstrings' `-SwiftUI` form.
  static let swiftUIViews = [
    "Button", "Label", "Toggle", "Picker", "Section", "Link", "Menu", "TextField", "SecureField",
    "LabeledContent", "Stepper",
  ]
  static let swiftUIModifiers = ["navigationTitle", "help", "alert", "confirmationDialog"]

  init(routines: [String]) {
    var all: [CallForm] = []
    for base in ["NSLocalizedString", "CFCopyLocalizedString"] + routines where !base.isEmpty {
      all += Self.genstringsFamily(base)
    }
    func swift(_ name: String, _ display: String, availability: CallForm.Availability, modifier: Bool = false, keyLabel: String? = nil) -> CallForm {
      CallForm(
        name: Array(name.utf8), displayName: display, positional: keyLabel == nil ? [.key] : [],
        availability: availability, keyType: .localizationValue, isModifier: modifier, isSwiftOnly: true,
        keyLabel: keyLabel)
    }
    all.append(swift("String", "String(localized:)", availability: .runtimeOnly, keyLabel: "localized"))
    all.append(swift("LocalizedStringResource", "LocalizedStringResource", availability: .runtimeOnly))
    all.append(swift("Text", "Text", availability: .swiftUIText))
    for name in Self.swiftUIViews { all.append(swift(name, name, availability: .runtimeOnly)) }
    for name in Self.swiftUIModifiers { all.append(swift(name, "." + name, availability: .runtimeOnly, modifier: true)) }
    // A routine given twice (or named like a built-in) is one form.
    var seen = Set<[UInt8]>()
    for form in all where seen.insert(form.name).inserted {
      byFirstByte[Int(form.name[0])].append(forms.count)
      forms.append(form)
    }
  }

  /// The form named by `bytes[range]`, if any.
  @inline(__always) func form(named bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> CallForm? {
    let candidates = byFirstByte[Int(bytes[range.lowerBound])]
    if candidates.isEmpty { return nil }
    let length = range.count
    for index in candidates {
      let name = forms[index].name
      guard name.count == length else { continue }
      var equal = true
      var k = 1
      while k < length {
        if name[k] != bytes[range.lowerBound + k] {
          equal = false
          break
        }
        k += 1
      }
      if equal { return forms[index] }
    }
    return nil
  }
}

import Foundation

/// A call the scanner recognises, and how its arguments map to key, table, value and comment.
///
/// A class: the finder hands a form around for every call it reads, and a reference is one
/// count to keep instead of one per array and string inside.
final class CallForm: Sendable {
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
  let name: [UInt8]
  /// How messages and results name the form (`String(localized:)`).
  let displayName: String
  /// The meaning of unlabelled arguments, in order.
  let positional: [Parameter]
  let availability: Availability
  let keyType: KeyType
  /// Whether the form is a modifier (`.navigationTitle("…")`) that must follow a `.`; other forms
  /// must not (so `foo.Text(…)` or `x.NSLocalizedString` are not taken).
  let isModifier: Bool
  /// Only in Swift files.
  let isSwiftOnly: Bool
  /// The label that marks the key (`localized` in `String(localized:)`); the key must then be
  /// labelled.
  let keyLabel: String?
  /// A routine given with `-s`: in the runtime mode it is also read as a method or property of
  /// its key (`"key".localized`, `"key".localized(comment: "…")`) and as a modifier
  /// (`.localized("key")`).
  let isCustomRoutine: Bool

  init(
    name: [UInt8], displayName: String, positional: [Parameter], availability: Availability, keyType: KeyType,
    isModifier: Bool, isSwiftOnly: Bool, keyLabel: String?, isCustomRoutine: Bool = false
  ) {
    self.isCustomRoutine = isCustomRoutine
    self.name = name
    self.displayName = displayName
    self.positional = positional
    self.availability = availability
    self.keyType = keyType
    self.isModifier = isModifier
    self.isSwiftOnly = isSwiftOnly
    self.keyLabel = keyLabel
  }

  /// The parameter a Swift argument label stands for; nil for labels that do not matter
  /// (`locale:`, `systemImage:`…) and for labels of other overloads (`verbatim:`, `format:`).
  func parameter(forLabel label: Slice<UnsafeBufferPointer<UInt8>>) -> Parameter? {
    if let keyLabel, label.spells(keyLabel) { return .key }
    if label.spells("tableName") || label.spells("table") { return .table }
    if label.spells("bundle") { return .bundle }
    // `value:` is `NSLocalizedString`'s; SwiftUI's `Stepper(_:value:in:)` binds a number with it.
    if label.spells("value"), keyType == .string { return .value }
    if label.spells("defaultValue") { return .value }
    if label.spells("comment") { return .comment }
    return nil
  }
}

/// The recognised forms, looked up by name in constant time per identifier.
struct CallTable: Sendable {
  private(set) var forms: [CallForm] = []
  /// Every name's bytes, one after another, so a lookup compares with `memcmp` and retains
  /// nothing.
  private var nameBytes: [UInt8] = []
  /// Where each form's name is in `nameBytes`, by form index.
  private var nameRanges: [Range<Int>] = []
  /// Form indices ordered by their name's first byte, and for each first byte its range there.
  private var byFirstByte: [Int] = []
  private var firstByteRanges: [Range<Int>] = Array(repeating: 0..<0, count: 256)
  /// Which first bytes start a name, as a 256-bit set held inline: most identifiers are rejected
  /// by one bit test, with no array access (and no reference counting) on the hot path.
  private var firstBytes: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
  private var lengths = 0..<0

  /// The genstrings families (`NSLocalizedString`, `CFCopyLocalizedString`, and each `-s` routine)
  /// with their suffixed variants.
  static func genstringsFamily(_ base: String, isCustomRoutine: Bool = false) -> [CallForm] {
    func form(_ suffix: String, _ positional: [CallForm.Parameter]) -> CallForm {
      CallForm(
        name: Array((base + suffix).utf8), displayName: base + suffix, positional: positional,
        availability: .always, keyType: .string, isModifier: false, isSwiftOnly: false, keyLabel: nil,
        isCustomRoutine: isCustomRoutine)
    }
    return [
      form("", [.key, .comment]),
      form("FromTable", [.key, .table, .comment]),
      form("FromTableInBundle", [.key, .table, .bundle, .comment]),
      form("WithDefaultValue", [.key, .table, .bundle, .value, .comment]),
    ]
  }

  /// SwiftUI initialisers and modifiers whose first parameter is a `LocalizedStringKey`
  /// (docs/extract.md, "What is recognised"). `Text` is also genstrings' `-SwiftUI` form.
  static let swiftUIViews = [
    "Button", "Label", "Toggle", "Picker", "Section", "Link", "Menu", "TextField", "SecureField",
    "LabeledContent", "Stepper",
  ]
  static let swiftUIModifiers = ["navigationTitle", "help", "alert", "confirmationDialog"]

  init(routines: [String]) {
    var all: [CallForm] = []
    for base in ["NSLocalizedString", "CFCopyLocalizedString"] { all += Self.genstringsFamily(base) }
    for base in routines where !base.isEmpty { all += Self.genstringsFamily(base, isCustomRoutine: true) }
    func swift(
      _ name: String, _ display: String, availability: CallForm.Availability, modifier: Bool = false, keyLabel: String? = nil
    ) -> CallForm {
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
    var shortest = Int.max, longest = 0
    for form in all where seen.insert(form.name).inserted {
      let first = Int(form.name[0])
      nameRanges.append(nameBytes.count..<(nameBytes.count + form.name.count))
      nameBytes += form.name
      forms.append(form)
      let bit = UInt64(1) << UInt64(first & 63)
      switch first >> 6 {
      case 0: firstBytes.0 |= bit
      case 1: firstBytes.1 |= bit
      case 2: firstBytes.2 |= bit
      default: firstBytes.3 |= bit
      }
      shortest = min(shortest, form.name.count)
      longest = max(longest, form.name.count)
    }
    lengths = shortest..<(longest + 1)
    byFirstByte = forms.indices.sorted { (forms[$0].name[0], $0) < (forms[$1].name[0], $1) }
    var start = 0
    for first in 0..<256 {
      var end = start
      while end < byFirstByte.count, forms[byFirstByte[end]].name[0] == first { end += 1 }
      firstByteRanges[first] = start..<end
      start = end
    }
  }

  /// The form named by `bytes[range]`, if any.
  @inline(__always) func form(named bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> CallForm? {
    let length = range.count
    guard lengths.contains(length) else { return nil }
    let first = Int(bytes[range.lowerBound])
    let word: UInt64
    switch first >> 6 {
    case 0: word = firstBytes.0
    case 1: word = firstBytes.1
    case 2: word = firstBytes.2
    default: word = firstBytes.3
    }
    guard word & (UInt64(1) << UInt64(first & 63)) != 0 else { return nil }
    return nameBytes.withUnsafeBufferPointer { names in
      for slot in firstByteRanges[first] {
        let name = nameRanges[byFirstByte[slot]]
        if name.count == length, memcmp(names.baseAddress! + name.lowerBound, bytes.baseAddress! + range.lowerBound, length) == 0
        {
          return forms[byFirstByte[slot]]
        }
      }
      return nil
    }
  }
}

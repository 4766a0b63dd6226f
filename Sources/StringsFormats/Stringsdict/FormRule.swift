/// One rule a value chooses its text with: a `.stringsdict` variable (`%#@name@` and its
/// dictionary), and equally a catalog's plural or device variation or substitution.
///
/// The type is format-neutral on purpose: the checks that compare forms, placeholders and plural
/// categories work on it whichever file the rule came from.
public struct FormRule: Sendable {
  /// How the rule chooses a form (`NSStringFormatSpecTypeKey`).
  public enum Kind: Sendable, Hashable {
    /// `NSStringPluralRuleType`: by the CLDR plural category of a number.
    case plural
    /// `NSStringDeviceSpecificRuleType`: by the kind of device (`iphone`, `mac`, …).
    case deviceSpecific
    /// `NSStringVariableWidthRuleType`: by the display width (numeric keys).
    case variableWidth
    /// A spec type Foundation does not know, as written.
    case unknown(String)

    /// The kind a spec-type string names.
    public init(specType: String) {
      switch specType {
      case "NSStringPluralRuleType": self = .plural
      case "NSStringDeviceSpecificRuleType": self = .deviceSpecific
      case "NSStringVariableWidthRuleType": self = .variableWidth
      default: self = .unknown(specType)
      }
    }
  }

  /// One alternative text of the rule.
  public struct Form: Sendable {
    /// The form's key as written (`one`, `iphone`, `20`).
    public var name: String
    /// The plural category the name spells, whatever the rule's kind (nil for `iphone`, `20`…).
    public var category: PluralCategory?
    /// The form's text, a format string.
    public var text: StringsText
    /// Where the form's key is.
    public var location: StringsSourceLocation

    /// A form named `name` (`one`, `other`, `iphone`…) with its text.
    public init(name: String, text: StringsText, location: StringsSourceLocation) {
      self.name = name
      self.category = PluralCategory(rawValue: name)
      self.text = text
      self.location = location
    }
  }

  /// The variable's name (the `x` of `%#@x@`).
  public var name: String
  /// Where the variable's key is.
  public var location: StringsSourceLocation
  /// nil when `NSStringFormatSpecTypeKey` is missing (or not a string).
  public var kind: Kind?
  /// `NSStringFormatValueTypeKey`: the printf conversion of the argument the rule reads, e.g.
  /// `d`, `lld`, `@`; nil when missing (or not a string).
  public var valueType: String?
  /// The forms in file order (sorted by name when the file has no positions).
  public var forms: [Form]

  /// A variable and its forms, as read from its dictionary.
  public init(name: String, location: StringsSourceLocation, kind: Kind?, valueType: String?, forms: [Form]) {
    self.name = name
    self.location = location
    self.kind = kind
    self.valueType = valueType
    self.forms = forms
  }

  /// The form with the given name, if any.
  public func form(named name: String) -> Form? {
    forms.first { $0.name == name }
  }
}

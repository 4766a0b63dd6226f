/// One top-level key of a `.stringsdict`: the format `NSLocalizedString` returns for it, and the
/// variables that format's `%#@…@` placeholders choose forms from.
public struct StringsdictEntry: Sendable {
  /// The key the code looks up.
  public var key: StringsText
  /// Where the key is.
  public var location: StringsSourceLocation
  /// `NSStringLocalizedFormatKey`; nil when missing (or not a string).
  public var format: StringsText?
  /// Where the `NSStringLocalizedFormatKey` key is.
  public var formatLocation: StringsSourceLocation?
  /// The variable dictionaries, in file order.
  public var variables: [FormRule]

  /// An entry with its key, format and variables, and where each is in the file.
  public init(
    key: StringsText, location: StringsSourceLocation, format: StringsText?, formatLocation: StringsSourceLocation?,
    variables: [FormRule]
  ) {
    self.key = key
    self.location = location
    self.format = format
    self.formatLocation = formatLocation
    self.variables = variables
  }

  /// The variable with the given name, if any.
  public func variable(named name: String) -> FormRule? {
    variables.first { $0.name == name }
  }
}

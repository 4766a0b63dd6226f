/// What importing one unit did to its catalog or table, for the counts and the dry run's lines.
public struct ImportChange: Sendable, Hashable {
  public enum Kind: String, Sendable, Hashable {
    /// The place had no value in the target language.
    case added
    /// The value or its state changed.
    case changed
    /// The unit says what the file already says (or only repeats what the export synthesised).
    case unchanged
  }

  public var kind: Kind
  /// The unit's id, as the XLIFF spells it.
  public var unitID: String
  public var oldValue: String?
  public var newValue: String
  public var oldState: String?
  public var newState: String?

  public init(
    kind: Kind, unitID: String, oldValue: String? = nil, newValue: String, oldState: String? = nil,
    newState: String? = nil
  ) {
    self.kind = kind
    self.unitID = unitID
    self.oldValue = oldValue
    self.newValue = newValue
    self.oldState = oldState
    self.newState = newState
  }
}

extension CatalogImport {
  /// A key or text in double quotes, escaped as lint's messages quote them.
  static func quoted(_ text: String) -> String { LintMessage.quoted(StringsText(text)) }
}

extension StringsTableImport {
  static func quoted(_ text: String) -> String { CatalogImport.quoted(text) }
}

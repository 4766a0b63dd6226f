/// A structural finding in a `.stringsdict`, true in every language, reported under the lint rule
/// of its kind's `diagnosticKind`.
public struct StringsdictProblem: Sendable, Hashable {
  /// What is wrong. Each case documents what the user sees at run time.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// CoreFoundation cannot read the file, its top level is not a dictionary, an entry or a
    /// variable is not a dictionary, or a format or form is not a string: the entry (or the whole
    /// table) cannot be used.
    case malformed
    /// An entry has no `NSStringLocalizedFormatKey`: there is no text to format.
    case missingFormatKey
    /// A variable has no `NSStringFormatSpecTypeKey`: Foundation does not know how to choose.
    case missingSpecType
    /// `NSStringFormatSpecTypeKey` names no rule type Foundation knows.
    case unknownSpecType
    /// A variable has no `NSStringFormatValueTypeKey` (Foundation guesses the argument's type from
    /// the forms).
    case missingValueType
    /// `NSStringFormatValueTypeKey` is not a printf conversion (`d`, `lld`, `@`…).
    case invalidValueType
    /// A plural rule has no `other` form, the fallback for every category the file lacks.
    case missingOtherForm
    /// A form's key is not a name the rule type uses (a misspelt category, say): never shown.
    case unknownFormName
    /// `%#@x@` with no variable dictionary `x`.
    case undefinedVariable
    /// A variable dictionary no `%#@x@` refers to: its forms are never shown.
    case unusedVariable
    /// A form reads the rule's argument with another type than `NSStringFormatValueTypeKey`, or
    /// two forms of one rule read an argument with different types.
    case formPlaceholderMismatch

    /// The lint rule that reports this kind: the shape problems are all `malformed-stringsdict`
    /// (with their own severities); references and placeholders have rules that check String
    /// Catalogs too.
    public var diagnosticKind: DiagnosticKind {
      switch self {
      case .malformed, .missingFormatKey, .missingSpecType, .unknownSpecType, .missingValueType,
        .invalidValueType, .missingOtherForm, .unknownFormName:
        .malformedStringsdict
      case .undefinedVariable: .undefinedVariable
      case .unusedVariable: .unusedVariable
      case .formPlaceholderMismatch: .formPlaceholderMismatch
      }
    }

    /// The id of `diagnosticKind`.
    public var ruleID: String { diagnosticKind.id }

    /// The severity a finding of this kind has by default: an error when text is lost or the app
    /// can crash, a warning when Foundation recovers or the damage needs an unusual number.
    public var defaultSeverity: StringsDiagnostic.Severity {
      switch self {
      case .malformed, .missingFormatKey, .missingSpecType, .unknownSpecType, .invalidValueType,
        .undefinedVariable, .formPlaceholderMismatch:
        .error
      case .missingValueType, .missingOtherForm, .unknownFormName, .unusedVariable:
        .warning
      }
    }
  }

  /// What is wrong.
  public var kind: Kind
  /// How bad it is.
  public var severity: StringsDiagnostic.Severity
  /// What is wrong, in one sentence.
  public var message: String
  /// Where it is.
  public var location: StringsSourceLocation
  /// The entry the problem is in (nil for the whole file).
  public var key: StringsText?
  /// Related places, such as the other definition of a key.
  public var notes: [StringsDiagnostic.Note]

  /// A problem of `kind` at `location`, with the kind's default severity unless given.
  public init(
    _ kind: Kind, _ message: String, at location: StringsSourceLocation, key: StringsText? = nil,
    notes: [StringsDiagnostic.Note] = [], severity: StringsDiagnostic.Severity? = nil
  ) {
    self.kind = kind
    self.severity = severity ?? kind.defaultSeverity
    self.message = message
    self.location = location
    self.key = key
    self.notes = notes
  }

  /// The problem as a diagnostic under its suggested rule id.
  public var diagnostic: StringsDiagnostic {
    StringsDiagnostic(
      kind.diagnosticKind, severity: severity, message: message, location: location, notes: notes,
      key: key?.string)
  }
}

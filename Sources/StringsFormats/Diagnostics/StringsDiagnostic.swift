/// A problem found in a file, with a stable rule id and an exact location.
///
/// Rendered by the Xcode reporter as `path:line:column: error: message [rule-id]`, the form clang
/// uses, so that Xcode, editors and CI systems annotate the line.
public struct StringsDiagnostic: Hashable, Sendable {
  /// How bad a finding is: errors fail a lint run, warnings fail it when strict, notes never do.
  public enum Severity: String, Hashable, Sendable, Comparable, CaseIterable {
    case note, warning, error

    /// Orders by severity: note, then warning, then error.
    public static func < (lhs: Severity, rhs: Severity) -> Bool {
      lhs.rank < rhs.rank
    }

    private var rank: Int {
      switch self {
      case .note: 0
      case .warning: 1
      case .error: 2
      }
    }
  }

  /// A secondary location that explains the diagnostic (for example, a key's first definition).
  public struct Note: Hashable, Sendable {
    /// What the note says.
    public var message: String
    /// Where it points, if anywhere.
    public var location: StringsSourceLocation?

    /// A note saying `message` at `location`.
    public init(message: String, location: StringsSourceLocation? = nil) {
      self.message = message
      self.location = location
    }
  }

  /// How bad it is.
  public var severity: Severity
  /// A stable identifier such as `parse-error`; scripts and configuration refer to it.
  public var ruleID: String
  /// What is wrong, in one sentence.
  public var message: String
  /// Where it is.
  public var location: StringsSourceLocation
  /// Related places, such as the first definition of a duplicate key.
  public var notes: [Note]
  /// The key the finding is about, when it concerns one entry.
  public var key: String?

  /// A finding of rule `ruleID`, with its severity, message and location.
  public init(
    severity: Severity, ruleID: String, message: String, location: StringsSourceLocation,
    notes: [Note] = [], key: String? = nil
  ) {
    self.severity = severity
    self.ruleID = ruleID
    self.message = message
    self.location = location
    self.notes = notes
    self.key = key
  }
}

extension StringsDiagnostic: Comparable {
  /// Orders by file, line, column, then rule id and message, so output is stable.
  public static func < (lhs: StringsDiagnostic, rhs: StringsDiagnostic) -> Bool {
    if lhs.location != rhs.location { return lhs.location < rhs.location }
    if lhs.ruleID != rhs.ruleID { return lhs.ruleID < rhs.ruleID }
    return lhs.message < rhs.message
  }
}

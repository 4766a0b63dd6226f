extension StringsDiagnostic {
  /// A diagnostic of a declared kind, with the kind's default severity unless `severity` says
  /// otherwise.
  ///
  /// The stored `ruleID` stays a string: reporters print it and configuration files name it,
  /// and a diagnostic read back from JSON may carry an id this version does not declare.
  public init(
    _ kind: DiagnosticKind, severity: Severity? = nil, message: String, location: StringsSourceLocation,
    notes: [Note] = [], key: String? = nil
  ) {
    self.init(
      severity: severity ?? kind.defaultSeverity, ruleID: kind.id, message: message,
      location: location, notes: notes, key: key)
  }

  /// A diagnostic about a whole file (it cannot be read or written, or is the wrong kind of
  /// file), located at its start.
  public init(_ kind: DiagnosticKind, severity: Severity? = nil, message: String, file path: String) {
    self.init(kind, severity: severity, message: message, location: StringsSourceLocation(file: path, line: 1, column: 1))
  }

  /// The declared kind of this diagnostic; nil for an id no code of this version reports.
  public var kind: DiagnosticKind? { DiagnosticKind(id: ruleID) }

  /// Whether this diagnostic is of `kind`.
  public func `is`(_ kind: DiagnosticKind) -> Bool { ruleID == kind.id }
}

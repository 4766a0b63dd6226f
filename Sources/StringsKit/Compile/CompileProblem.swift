/// Something in a catalog that keeps an entry from compiling faithfully.
///
/// The severities follow `xcstringstool`, whose messages swift-build parses ("Referencing undefined
/// substitution 'arg3'" is an error, "Substitution 'arg1' was never referenced" a warning): an
/// error means the compiled table would show the user a broken string (or, for text a property
/// list cannot hold, lose the whole table), so `lstrings compile` writes nothing; a warning means
/// the output is still what the runtime needs.
package struct CompileProblem: Sendable, Hashable {
  public enum Kind: Sendable, Hashable {
    /// The value names `%#@name@`, and the localization has no substitution `name`: the runtime
    /// would show the variable's text.
    case undefinedSubstitution(String)
    /// A substitution no value refers to: it is compiled, and never used.
    case unusedSubstitution(String)
    /// A substitution with no plural or device forms: the value's `%#@name@` has nothing to
    /// become.
    case substitutionWithoutForms(String)
    /// A control character (other than tab, line feed, carriage return) or U+FFFE/U+FFFF, which
    /// an XML property list cannot hold: CoreFoundation would reject the whole file.
    case unwritableText(key: String)
  }

  public var kind: Kind
  /// Where the problem is written in the catalog file (0 for a catalog made in memory).
  public var offset: Int
  public var language: String

  public init(kind: Kind, offset: Int, language: String) {
    self.kind = kind
    self.offset = offset
    self.language = language
  }

  /// The declared kind of diagnostic this problem is, which gives its id and severity.
  public var diagnosticKind: DiagnosticKind {
    switch kind {
    case .undefinedSubstitution: .undefinedSubstitution
    case .unusedSubstitution: .unusedSubstitution
    case .substitutionWithoutForms: .substitutionWithoutForms
    case .unwritableText: .unwritableText
    }
  }

  public var severity: StringsDiagnostic.Severity { diagnosticKind.defaultSeverity }

  /// The stable id reporters print.
  public var ruleID: String { diagnosticKind.id }

  public var message: String {
    switch kind {
    case .undefinedSubstitution(let name):
      "\(language): the value refers to %#@\(name)@, and there is no substitution \"\(name)\""
    case .unusedSubstitution(let name):
      "\(language): the substitution \"\(name)\" is never referenced: no value has %#@\(name)@"
    case .substitutionWithoutForms(let name):
      "\(language): the substitution \"\(name)\" has no plural or device forms to compile"
    case .unwritableText(let key):
      "\(language): \"\(key)\" holds a control character that a property list cannot hold"
    }
  }

  /// The problem as a diagnostic of the catalog file it was found in.
  public func diagnostic(in file: CatalogParseResult) -> StringsDiagnostic {
    StringsDiagnostic(diagnosticKind, message: message, location: file.location(of: offset))
  }
}

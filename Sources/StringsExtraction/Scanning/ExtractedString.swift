/// One localized string found at one call site.
public struct ExtractedString: Sendable, Hashable {
  /// The key as the table will hold it (escapes decoded; interpolation as format specifiers in the
  /// runtime mode, verbatim in the genstrings mode).
  public var key: StringsText
  /// The default value when the call gives one (`value:`, `defaultValue:`, `WithDefaultValue`).
  public var value: StringsText?
  /// The comment for translators, escapes decoded; nil when the call has none (or `nil`, `""`).
  public var comment: String?
  /// The table name without `.strings`; `Localizable` unless the call names one.
  public var table: String
  /// Where the call starts (its routine name).
  public var location: StringsSourceLocation
  /// Whether the key came from a Swift literal with `\(…)` interpolation.
  public var isInterpolated: Bool
  /// The routine or initialiser that was called (`NSLocalizedString`, `Text`, `String(localized:)`…).
  public var routine: String
  /// How the table writes the key between the quotes: in the genstrings mode the literal's source
  /// spelling, as genstrings copies it; in the runtime mode the key escaped by the core
  /// (`StringsEscaping`), so that the spelling is a function of the key.
  public var keySpelling: String
  /// How the table writes the value, when the call gives one (spelled like the key).
  public var valueSpelling: String?
  /// How genstrings writes the comment: verbatim from the source, escapes and all.
  public var commentSpelling: String?

  /// A found string, as the scanner reports it.
  public init(
    key: StringsText, value: StringsText? = nil, comment: String? = nil, table: String = "Localizable",
    location: StringsSourceLocation, isInterpolated: Bool = false, routine: String = "NSLocalizedString",
    keySpelling: String? = nil, valueSpelling: String? = nil, commentSpelling: String? = nil
  ) {
    self.key = key
    self.value = value
    self.comment = comment
    self.table = table
    self.location = location
    self.isInterpolated = isInterpolated
    self.routine = routine
    self.keySpelling = keySpelling ?? StringsEscaping.escaped(key)
    self.valueSpelling = valueSpelling ?? value.map(StringsEscaping.escaped)
    self.commentSpelling = commentSpelling ?? comment
  }
}

/// Everything found in a set of sources, in file order then source order.
public struct ScanResult: Sendable {
  /// Every call site, in file order then source order.
  public var strings: [ExtractedString] {
    get { sites.joined }
    set { sites = CallSites([newValue]) }
  }
  /// The same sites as the scanner's workers left them, one array per file.
  var sites: CallSites
  /// What the scanner could not read, and calls it could not use, sorted by location.
  public var diagnostics: [StringsDiagnostic]

  /// A result holding these strings and diagnostics.
  public init(strings: [ExtractedString] = [], diagnostics: [StringsDiagnostic] = []) {
    self.sites = CallSites([strings])
    self.diagnostics = diagnostics
  }

  init(sites: CallSites, diagnostics: [StringsDiagnostic]) {
    self.sites = sites
    self.diagnostics = diagnostics
  }
}

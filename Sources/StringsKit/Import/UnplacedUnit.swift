extension StringsDiagnostic {
  /// `unplaced-unit` at `unit`'s line in the XLIFF at `xliffPath`: a unit import does not place,
  /// and nothing is written for it. One constructor for the catalog, `.strings` and `.stringsdict`
  /// importers, so each says it the same way.
  static func unplaced(
    _ unit: XLIFFUnit, in xliffPath: String, _ message: String, severity: StringsDiagnostic.Severity? = nil
  ) -> StringsDiagnostic {
    StringsDiagnostic(
      .unplacedUnit, severity: severity, message: message, location: unit.location.source(in: xliffPath),
      key: unit.id)
  }
}

extension XLIFFLocation {
  /// The location as a diagnostic names it, in the XLIFF at `xliffPath`.
  func source(in xliffPath: String) -> StringsSourceLocation {
    StringsSourceLocation(file: xliffPath, line: line, column: column)
  }
}

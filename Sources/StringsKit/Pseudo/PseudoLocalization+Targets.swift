extension PseudoLocalization {
  /// What `lstrings pseudo` does, as one call: writes the pseudo-language into each target (a
  /// catalog gains the language, a folder gains `TAG.lproj`), handing each written file to
  /// `written` and each problem to `report` as it is found. Returns whether every target was
  /// read and written whole.
  package func write(
    targets: [String], written: (String) -> Void, report: (StringsDiagnostic) -> Void
  ) throws -> Bool {
    var clean = true
    for target in targets {
      let outcome = target.hasSuffix(".xcstrings") ? try write(catalog: target) : try write(folder: target)
      outcome.diagnostics.forEach(report)
      outcome.written.forEach(written)
      clean = clean && outcome.diagnostics.isEmpty
    }
    return clean
  }
}

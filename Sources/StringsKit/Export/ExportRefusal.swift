import StringsFormats

/// Why an export writes nothing at all, as located diagnostics with rule ids: a project with
/// nothing to export would otherwise give a translator an empty `.xcloc` and the script that made
/// it exit status 0 — a false pass, as `lint` on an empty folder would be.
package struct ExportRefusal: Error, Sendable {
  /// The error first, then the warnings that explain it (files export does not carry yet).
  package var diagnostics: [StringsDiagnostic]

  /// No table, catalog or document under `root` that the export carries.
  static func nothingToExport(in root: String, developmentRegion: String, warnings: [StringsDiagnostic]) -> ExportRefusal {
    let skipped =
      warnings.isEmpty
      ? "" : " (\(warnings.count) localizable file\(warnings.count == 1 ? "" : "s") of kinds it does not carry yet: see below)"
    let error = StringsDiagnostic(
      .nothingToExport,
      message:
        "nothing to export under \(root): no String Catalog, no .strings or .stringsdict table in \(developmentRegion).lproj and no storyboard or xib in Base.lproj\(skipped); nothing written",
      file: root)
    return ExportRefusal(diagnostics: [error] + warnings)
  }
}

import Foundation

/// Lint of a translator's delivery before it is imported: each `.xliff` (alone, or in an
/// `.xcloc`'s `Localized Contents`) read like a table, every target checked against its source.
///
/// The findings use the table rules' ids, so `--disable`, `.lstrings.json` and baselines treat
/// them alike: `placeholder-mismatch` (the target reads other arguments than its source — the
/// same comparison as between `.lproj` tables, a plural `zero`/`one`/`two` form may leave the
/// number out), `missing-translation` (a unit without a target, or one still in state `new` or
/// needs-translation), `empty-value` (an empty target for a source that is not), `needs-review`
/// (a needs-review state). The reader's own findings come first: `parse-error` for XML that is
/// not well-formed, `invalid-xliff` for a `<file>` without `target-language`, a unit without an
/// id, ids used twice. Units marked `translate="no"` are not expected to have a target.
struct XLIFFLint: Sendable {
  let enabledRules: Set<String>

  /// Reads each XLIFF and adds its findings and files to `report`, keeping it sorted.
  func add(_ paths: [String], to report: inout LintReport) {
    let lint = self
    let found = Parallel.map(paths.count) { index in lint.findings(path: paths[index]) }
    report.diagnostics = (report.diagnostics + found.flatMap { $0 }).sorted()
    report.fileCount += paths.count
  }

  func findings(path: String) -> [StringsDiagnostic] {
    do {
      return findings(try XLIFFReader.read(file: path))
    } catch {
      return [StringsDiagnostic(.unreadableFile, message: "cannot read the file: \(error)", file: path)]
    }
  }

  func findings(_ result: XLIFFParseResult) -> [StringsDiagnostic] {
    var diagnostics = result.diagnostics
    for file in result.document.files {
      guard let language = file.targetLanguage else { continue }
      for unit in file.units where unit.translate {
        diagnostics += findings(unit, in: file, language: language, path: result.path)
      }
    }
    return diagnostics.filter { enabledRules.contains($0.ruleID) || LintRules.rule(id: $0.ruleID) == nil }
  }

  private func findings(_ unit: XLIFFUnit, in file: XLIFFFile, language: String, path: String) -> [StringsDiagnostic] {
    func at(_ location: XLIFFLocation) -> StringsSourceLocation {
      StringsSourceLocation(file: path, line: location.line, column: location.column)
    }
    func diagnostic(_ kind: DiagnosticKind, _ message: String, _ location: XLIFFLocation) -> StringsDiagnostic {
      var diagnostic = StringsDiagnostic(kind, message: message, location: at(location), key: unit.id)
      diagnostic.language = language
      return diagnostic
    }
    let key = CatalogImport.quoted(unit.id)
    let source = CatalogImport.plainText(unit.source)
    guard let target = unit.target else {
      return [diagnostic(.missingTranslation, "\(key) has no \(language) target: it is not translated", unit.location)]
    }
    let text = CatalogImport.plainText(target.text)
    switch target.state {
    case .new?, .needsTranslation?, .needsL10n?:
      return [
        diagnostic(
          .missingTranslation,
          "the \(language) target of \(key) is in state '\(target.state?.attributeValue ?? "")': not translated yet",
          target.location)
      ]
    case .needsReviewL10n?, .needsReviewTranslation?, .needsReviewAdaptation?, .needsAdaptation?:
      return [
        diagnostic(
          .needsReview,
          "the \(language) target of \(key) needs review (state '\(target.state?.attributeValue ?? "")'): imported, it stays needs_review",
          target.location)
      ]
    default:
      break
    }
    if text.isEmpty, !source.isEmpty {
      return [diagnostic(.emptyValue, "the \(language) target of \(key) is empty: users would see nothing", target.location)]
    }
    let path = Self.path(of: unit.id)
    // A target-only substitution form's source is its own id: there is no source text to compare.
    guard source != unit.id || path.steps.isEmpty,
      let problem = CatalogImport.placeholderProblem(target: text, source: source, path: path, language: file.sourceLanguage)
    else { return [] }
    return [
      diagnostic(
        .placeholderMismatch, "the placeholders of the \(language) target of \(key) differ from its source: \(problem)",
        target.location)
    ]
  }

  /// The variation path an id ends in (`|==|plural.one`), without a catalog to ask.
  static func path(of id: String) -> CatalogUnitPath {
    guard let range = id.range(of: CatalogUnitPath.separator, options: .backwards),
      let path = CatalogUnitPath(suffix: id[range.upperBound...])
    else { return CatalogUnitPath() }
    return path
  }
}

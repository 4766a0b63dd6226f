/// Turns a merge report into located diagnostics: a kept conflict is an error at the catalog's
/// unit (where someone has to decide) with a note at the returned value; unknown keys and values
/// left out are warnings at the returned value.
///
/// Rule ids: `merge-conflict` (error), `unknown-key`, `not-translatable`, `source-language`
/// (warnings).
struct CatalogMergeDiagnostics {
  /// The target catalog as read, for its offsets.
  let catalog: CatalogParseResult
  /// Where each key of the target is written, for values the run itself added (offset 0).
  let keyOffsets: [String: Int]

  init(catalog: CatalogParseResult, original: StringCatalog) {
    self.catalog = catalog
    var offsets: [String: Int] = [:]
    for entry in original.entries { offsets[entry.key] = entry.keyOffset }
    keyOffsets = offsets
  }

  func diagnostics(_ report: CatalogMergeReport, source: CatalogMergeSource) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    let catalogName = catalog.path.split(separator: "/").last.map(String.init) ?? catalog.path
    for conflict in report.keptConflicts {
      let key = conflict.place.key
      diagnostics.append(
        Diagnostic(
          .mergeConflict, message: Self.message(conflict),
          location: catalogLocation(conflict.catalogOffset, key: key),
          notes: [
            Diagnostic.Note(
              message: "the returned value", location: source.location(ofKey: key, offset: conflict.sourceOffset))
          ], key: key))
    }
    for unknown in report.unknownKeys {
      let languages = source.language == nil ? " [" + unknown.languages.joined(separator: ", ") + "]" : ""
      diagnostics.append(
        Diagnostic(
          .unknownKey,
          message:
            "\(Self.quoted(unknown.key))\(languages) is not in \(catalogName): not added (a catalog's keys come from the code: add the string to the code and run lstrings extract -o \(catalogName), or add it in Xcode, then merge again)",
          location: source.location(ofKey: unknown.key, offset: unknown.sourceOffset), key: unknown.key))
    }
    for skipped in report.skipped {
      let subject = "\(Self.quoted(skipped.key)) [\(skipped.language)]"
      let message =
        switch skipped.reason {
        case .notTranslatable:
          "\(subject) is marked shouldTranslate: false in the catalog: the returned value was not merged"
        case .sourceLanguage:
          "\(subject) is the catalog's source language, whose text comes from the code: not merged (--include-source-language merges it)"
        }
      diagnostics.append(
        Diagnostic(
          skipped.reason.diagnosticKind, message: message,
          location: source.location(ofKey: skipped.key, offset: skipped.sourceOffset),
          notes: [
            Diagnostic.Note(message: "the catalog's entry", location: catalogLocation(skipped.catalogOffset, key: skipped.key))
          ],
          key: skipped.key))
    }
    return diagnostics
  }

  private func catalogLocation(_ offset: Int, key: String) -> SourceLocation {
    catalog.location(of: offset > 0 ? offset : keyOffsets[key] ?? 0)
  }

  static func message(_ conflict: CatalogMergeReport.Conflict) -> String {
    let subject = subject(conflict.place)
    let returned = conflict.sourceUnit.map { quoted($0.value) } ?? "(forms)"
    switch conflict.reason {
    case .reviewed:
      let kept = conflict.catalogUnit.map { quoted($0.value) } ?? "(none)"
      return
        "\(subject): the returned \(returned) differs from the reviewed \(kept); the catalog's is kept (--prefer source takes the returned one)"
    case .variations:
      return
        "\(subject): the catalog has plural or device forms or substitutions here, which the one returned string \(returned) cannot fill; kept (edit the forms in Xcode, or return a .stringsdict)"
    case .shape:
      return
        "\(subject): the returned forms (\(returned)) are not the catalog's reviewed ones (plural, device, substitutions); the catalog's are kept (--prefer source takes the returned ones)"
    }
  }

  /// `"key" [de]` or `"key" [ru, few]`, as `lstrings diff` names a form.
  static func subject(_ place: CatalogMergeReport.Place) -> String {
    quoted(place.key) + " [" + ([place.language] + place.form.steps).joined(separator: ", ") + "]"
  }

  static func quoted(_ text: String) -> String {
    StringsEscaping.quoted(StringsText(text))
  }
}

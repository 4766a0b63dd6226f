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
  /// How the front end says to run the merge differently.
  let advice: MergeAdvice

  init(catalog: CatalogParseResult, original: StringCatalog, advice: MergeAdvice) {
    self.catalog = catalog
    self.advice = advice
    var offsets: [String: Int] = [:]
    for entry in original.entries { offsets[entry.key] = entry.keyOffset }
    keyOffsets = offsets
  }

  func diagnostics(_ report: CatalogMergeReport, source: CatalogMergeSource) -> [StringsDiagnostic] {
    var diagnostics: [StringsDiagnostic] = []
    let catalogName = catalog.path.split(separator: "/").last.map(String.init) ?? catalog.path
    for conflict in report.keptConflicts {
      let key = conflict.place.key
      diagnostics.append(
        StringsDiagnostic(
          .mergeConflict, message: Self.conflictMessage(conflict, advice: advice),
          location: catalogLocation(conflict.catalogOffset, key: key),
          notes: [
            StringsDiagnostic.Note(
              message: "the returned value", location: source.location(ofKey: key, offset: conflict.sourceOffset))
          ], key: key))
    }
    for unknown in report.unknownKeys {
      let languages = source.language == nil ? " [" + unknown.languages.joined(separator: ", ") + "]" : ""
      diagnostics.append(
        StringsDiagnostic(
          .unknownKey,
          message: Self.unknownKeyMessage(
            Self.quoted(unknown.key) + languages, catalogName: catalogName, advice: advice),
          location: source.location(ofKey: unknown.key, offset: unknown.sourceOffset), key: unknown.key))
    }
    for skipped in report.skipped {
      diagnostics.append(
        StringsDiagnostic(
          skipped.reason.diagnosticKind, message: Self.skippedMessage(skipped, advice: advice),
          location: source.location(ofKey: skipped.key, offset: skipped.sourceOffset),
          notes: [
            StringsDiagnostic.Note(
              message: "the catalog's entry", location: catalogLocation(skipped.catalogOffset, key: skipped.key))
          ],
          key: skipped.key))
    }
    return diagnostics
  }

  private func catalogLocation(_ offset: Int, key: String) -> StringsSourceLocation {
    catalog.location(of: offset > 0 ? offset : keyOffsets[key] ?? 0)
  }

  // MARK: - Messages

  /// `merge-conflict`: what differs, that the catalog's side is kept, and how to take the other.
  static func conflictMessage(_ conflict: CatalogMergeReport.Conflict, advice: MergeAdvice) -> String {
    let subject = subject(conflict.place)
    let returned = conflict.sourceUnit.map { quoted($0.value) } ?? "(forms)"
    let preferReturned = { (what: String) in
      advice.preferReturnedValues.map { " (\($0) takes the returned \(what))" } ?? ""
    }
    switch conflict.reason {
    case .reviewed:
      let kept = conflict.catalogUnit.map { quoted($0.value) } ?? "(none)"
      return "\(subject): the returned \(returned) differs from the reviewed \(kept); the catalog's is kept"
        + preferReturned("one")
    case .variations:
      return
        "\(subject): the catalog has plural or device forms or substitutions here, which the one returned string \(returned) cannot fill; kept (edit the forms in Xcode, or return a .stringsdict)"
    case .shape:
      return
        "\(subject): the returned forms (\(returned)) are not the catalog's reviewed ones (plural, device, substitutions); the catalog's are kept"
        + preferReturned("ones")
    }
  }

  /// `unknown-key`: a catalog's keys come from the code, so a returned key it lacks is not added.
  static func unknownKeyMessage(_ subject: String, catalogName: String, advice: MergeAdvice) -> String {
    let extract = advice.extractKeysInto.map { " and \($0) \(catalogName)" } ?? ""
    return
      "\(subject) is not in \(catalogName): not added (a catalog's keys come from the code: add the string to the code\(extract), or add it in Xcode, then merge again)"
  }

  /// `not-translatable` and `source-language`: why a returned value was left out.
  static func skippedMessage(_ skipped: CatalogMergeReport.Skipped, advice: MergeAdvice) -> String {
    let subject = "\(quoted(skipped.key)) [\(skipped.language)]"
    switch skipped.reason {
    case .notTranslatable:
      return "\(subject) is marked shouldTranslate: false in the catalog: the returned value was not merged"
    case .sourceLanguage:
      return "\(subject) is the catalog's source language, whose text comes from the code: not merged"
        + (advice.includeSourceLanguage.map { " (\($0) merges it)" } ?? "")
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

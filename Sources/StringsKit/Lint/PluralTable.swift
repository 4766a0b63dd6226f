import Foundation

/// A `.stringsdict` file as lint sees it: its keys (which `CFBundle` merges over the same-named
/// `.strings` table of its language, so a key defined only there is still defined), its own
/// problems, and its plural rules for the CLDR checks.
struct PluralTable: Sendable {
  var file: TableFile
  var keys: Set<StringsText>
  /// The file's problems as diagnostics (`malformed-stringsdict`, `undefined-variable`, …).
  var diagnostics: [StringsDiagnostic]
  /// The plural variables, for the plural rules (empty outside a language folder).
  var forms: [PluralForms]

  init(
    file: TableFile, keys: Set<StringsText>, diagnostics: [StringsDiagnostic] = [], forms: [PluralForms] = []
  ) {
    self.file = file
    self.keys = keys
    self.diagnostics = diagnostics
    self.forms = forms
  }

  /// Reads a `.stringsdict` (XML, binary or old-style property list). A file that cannot be read
  /// is an `unreadable-file` diagnostic; one that is not a dictionary contributes no keys
  /// (`CFBundle` ignores it too) and a `malformed-stringsdict` error.
  init(file: TableFile) {
    guard let bytes = try? FileReader.read(file.path) else {
      self.init(
        file: file, keys: [],
        diagnostics: [
          StringsDiagnostic(.unreadableFile, message: "cannot read the file", file: file.path)
        ])
      return
    }
    self.init(file: file, stringsdict: StringsdictFile.parse(bytes, path: file.path))
  }

  /// Wraps a parsed file (tests build them from text this way).
  init(file: TableFile, stringsdict: StringsdictFile) {
    let language = file.language.flatMap { PluralRules.forLanguage($0) == nil ? nil : $0 }
    // Where CLDR knows the language, a missing `other` is judged by which numbers reach it
    // (`missing-plural-category`), not as malformed.
    let problems = stringsdict.problems.filter { language == nil || $0.kind != .missingOtherForm }
    var forms: [PluralForms] = []
    if let language {
      for entry in stringsdict.entries {
        for variable in entry.variables where variable.kind == .plural {
          forms.append(
            PluralForms(
              key: entry.key, variable: variable.name, language: language, location: variable.location,
              argumentToken: nil,
              forms: variable.forms.map { PluralForms.Form(name: $0.name, text: $0.text.string, location: $0.location) }))
        }
      }
    }
    self.init(
      file: file, keys: Set(stringsdict.entries.map(\.key)), diagnostics: problems.map(\.diagnostic), forms: forms)
  }
}

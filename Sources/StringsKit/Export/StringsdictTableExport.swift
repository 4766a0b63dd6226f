import StringsFormats

/// A development-language `.stringsdict` table as Xcode exports it: its ids are paths into the
/// property list, `/KEY:dict/NSStringLocalizedFormatKey:dict/:string` for the format and
/// `/KEY:dict/VAR:dict/FORM:dict/:string` for each form of each variable, units in id order (so
/// `zero` after `other`; docs/xliff.md §4).
///
/// The forms a target language gets: the variable's own forms in the target's table when it has
/// the variable; else, for a plural variable, the language's CLDR categories as a catalog's export
/// synthesises them (`ExportPluralCategories`), each with the source's form of that name, or its
/// `other` when the source has none (Czech `few` and `many` repeat English `other`). That
/// synthesis is unconfirmed for `.stringsdict`: the only exports seen with it are other tools'
/// test fixtures, not Xcode's. Targets carry no `state` and every note is `<note/>` (a
/// `.stringsdict` has no comments), as for `.strings` units — also unconfirmed.
package struct StringsdictTableExport: Sendable {
  /// The entries of the development-language table, in file order.
  package var entries: [StringsdictEntry]
  /// The table in each other language, by the language its `.lproj` folder names.
  package var translations: [String: StringsdictFile]

  static func load(path: String) throws -> StringsdictTableExport {
    let source = try read(path)
    var translations: [String: StringsdictFile] = [:]
    for (language, other) in LprojTables.translations(of: path) { translations[language] = try read(other) }
    return StringsdictTableExport(entries: source.entries, translations: translations)
  }

  func hasTable(in language: String, developmentRegion: String) -> Bool {
    language == developmentRegion || translations[language] != nil
  }

  func units(language: String, developmentRegion: String) -> [XLIFFUnit] {
    let isSource = language == developmentRegion
    let table = isSource ? nil : translations[language]
    var units: [XLIFFUnit] = []
    for entry in entries {
      let key = entry.key.string
      let translated = isSource ? entry : table?.entry(entry.key)
      if let format = entry.format {
        units.append(
          unit("/\(key):dict/\(StringsdictFile.ReservedKey.format):dict/:string", format.string, translated?.format?.string))
      }
      for variable in entry.variables {
        let target = translated?.variable(named: variable.name)
        for name in formNames(of: variable, target: target, language: isSource ? nil : language) {
          let source = variable.forms.last { $0.name == name } ?? variable.forms.last { $0.name == "other" }
          guard let source else { continue }
          let translation = target?.forms.last { $0.name == name }?.text.string
          units.append(unit("/\(key):dict/\(variable.name):dict/\(name):dict/:string", source.text.string, translation))
        }
      }
    }
    return units.sorted { ExportUnitOrder.precedes($0.id, $1.id) }
  }

  /// The forms `language`'s export asks for (nil language: the development language's own).
  private func formNames(of variable: FormRule, target: FormRule?, language: String?) -> [String] {
    let names: [String]
    if let target, language != nil {
      names = target.forms.map(\.name)
    } else if let language, variable.kind == .plural, let categories = ExportPluralCategories.categories(for: language) {
      names = categories.map(\.rawValue)
    } else {
      names = variable.forms.map(\.name)
    }
    var seen: Set<String> = []
    return names.filter { seen.insert($0).inserted }
  }

  private func unit(_ id: String, _ source: String, _ target: String?) -> XLIFFUnit {
    XLIFFUnit(
      id: id, source: .plain(source), target: target.map { XLIFFTarget(text: .plain($0), state: nil) },
      notes: [XLIFFNote("")])
  }

  private static func read(_ path: String) throws -> StringsdictFile {
    let bytes: [UInt8]
    do { bytes = try FileReader.read(path) } catch {
      throw LocalizationExport.Problem(path: path, reason: "cannot read the table: \(error)")
    }
    let file = StringsdictFile.parse(bytes, path: path)
    guard file.isReadable else {
      let first = file.problems.first.map { ": \($0)" } ?? ""
      throw LocalizationExport.Problem(path: path, reason: "not a .stringsdict lstrings can export\(first)")
    }
    return file
  }
}

import StringsFormats

/// Places the units of one XLIFF `<file>` whose original is a `.stringsdict` into the target
/// language's `L.lproj/NAME.stringsdict`. Ids are Xcode's: `/KEY:dict/NSStringLocalizedFormatKey:dict/:string`
/// for an entry's format and `/KEY:dict/VAR:dict/FORM:dict/:string` for a variable's form.
///
/// The entry, variable and form must exist in the development language's file (the export's
/// source): what it lacks is reported `unplaced-unit` at the unit's line and nothing is written
/// for it. A file that exists is written back in its own layout (`StringsdictLayout`); one that
/// does not is created in the development language's layout, each variable with the source's
/// spec type and value type. The bytes must read back as exactly the value built, or nothing is
/// written. A `.stringsdict` holds no states: a target comes in whatever its state (Xcode's
/// policy with `xcodeStates`).
struct StringsdictImport {
  let xliffPath: String
  let file: XLIFFFile
  let tablePath: String
  let xcodeStates: Bool
  private(set) var changes: [ImportChange] = []
  private(set) var diagnostics: [StringsDiagnostic] = []
  /// The bytes to write; nil when nothing changes or the file cannot be written safely.
  private(set) var output: [UInt8]?

  static let formatKey = StringsText("NSStringLocalizedFormatKey")
  static let specTypeKey = StringsText("NSStringFormatSpecTypeKey")
  static let valueTypeKey = StringsText("NSStringFormatValueTypeKey")

  init(file: XLIFFFile, tablePath: String, xliffPath: String, xcodeStates: Bool) {
    self.file = file
    self.tablePath = tablePath
    self.xliffPath = xliffPath
    self.xcodeStates = xcodeStates
  }

  /// Where a unit's id points: an entry's format, or one form of one of its variables.
  struct UnitPath: Equatable {
    var key: StringsText
    /// nil: the entry's `NSStringLocalizedFormatKey`.
    var variable: StringsText?
    var form: StringsText?

    /// nil when the id is not one of Xcode's two stringsdict id shapes.
    init?(id: String) {
      guard id.hasPrefix("/"), id.hasSuffix(":dict/:string") else { return nil }
      let inner = id.dropFirst().dropLast(":dict/:string".count)
      let parts = inner.components(separatedBy: ":dict/")
      if parts.count == 2, parts[1] == "NSStringLocalizedFormatKey" {
        key = StringsText(parts[0])
      } else if parts.count >= 3 {
        key = StringsText(parts.dropLast(2).joined(separator: ":dict/"))
        variable = StringsText(parts[parts.count - 2])
        form = StringsText(parts[parts.count - 1])
      } else {
        return nil
      }
    }
  }

  private mutating func refuse(_ unit: XLIFFUnit, _ message: String) {
    diagnostics.append(.unplaced(unit, in: xliffPath, message))
  }

  private mutating func refuseFile(_ message: String) {
    diagnostics.append(
      StringsDiagnostic(
        .unplacedUnit, message: message,
        location: file.location.source(in: xliffPath)))
  }

  /// `source`: the development language's file; `existing`: the target's, nil when absent.
  mutating func run(source: [UInt8], existing: [UInt8]?) {
    let units = file.units.count
    guard let sourceLayout = StringsdictLayout(source), case .dictionary(let sourceEntries) = sourceLayout.value else {
      refuseFile(
        "the development language's \(file.original) is not a stringsdict lstrings writes back byte for byte (comments between elements, <integer> values, not UTF-8): none of this file's \(units) units is imported"
      )
      return
    }
    let layout: StringsdictLayout
    if let existing {
      guard let targetLayout = StringsdictLayout(existing) else {
        refuseFile(
          "\(tablePath) is not in a layout lstrings writes back byte for byte (comments between elements, <integer> values, not UTF-8): none of this file's \(units) units is imported"
        )
        return
      }
      layout = targetLayout
    } else {
      layout = sourceLayout
    }
    var value = existing == nil ? StringsValue.dictionary([]) : layout.value
    var changed = false
    for unit in file.units {
      guard let target = unit.target, ImportedState.state(of: target, xcodeStates: xcodeStates) != nil else {
        changes.append(ImportChange(kind: .unchanged, unitID: unit.id, newValue: ""))
        continue
      }
      guard case .plain(let text) = target.text else {
        refuse(unit, "a phrase set for \(Self.quoted(unit.id)), which a .stringsdict cannot hold: nothing is written for it")
        continue
      }
      guard let path = UnitPath(id: unit.id) else {
        refuse(
          unit,
          "\(Self.quoted(unit.id)) is not a stringsdict unit id (/KEY:dict/NSStringLocalizedFormatKey:dict/:string or /KEY:dict/VAR:dict/FORM:dict/:string): nothing is written for it"
        )
        continue
      }
      guard let sourceEntry = Self.member(path.key, of: sourceEntries), case .dictionary(let sourceMembers) = sourceEntry
      else {
        refuse(unit, "\(file.original) has no entry \(LintMessage.quoted(path.key)): nothing is written for it")
        continue
      }
      var sourceVariable: [(key: StringsText, value: StringsValue)] = []
      if let variable = path.variable, let form = path.form {
        guard let found = Self.member(variable, of: sourceMembers), case .dictionary(let members) = found,
          Self.member(Self.specTypeKey, of: members) != nil
        else {
          refuse(
            unit,
            "the entry \(LintMessage.quoted(path.key)) of \(file.original) has no variable \(LintMessage.quoted(variable)): nothing is written for it"
          )
          continue
        }
        guard Self.member(form, of: members) != nil || Self.isPluralCategory(form, of: members, in: file.targetLanguage)
        else {
          refuse(
            unit,
            "the variable \(LintMessage.quoted(variable)) of \(LintMessage.quoted(path.key)) in \(file.original) has no form \(LintMessage.quoted(form)): nothing is written for it"
          )
          continue
        }
        sourceVariable = members
      }
      let new = StringsText(text)
      let old = Self.place(new, at: path, in: &value, sourceEntry: sourceMembers, sourceVariable: sourceVariable)
      if old == new {
        changes.append(ImportChange(kind: .unchanged, unitID: unit.id, newValue: text))
        continue
      }
      changed = true
      changes.append(
        ImportChange(kind: old == nil ? .added : .changed, unitID: unit.id, oldValue: old?.string, newValue: text))
    }
    guard changed else { return }
    let bytes = layout.write(value)
    // Read back before it lands: the bytes must read as exactly the value built.
    guard let reread = StringsdictLayout(bytes), reread.value == value else {
      diagnostics.append(
        StringsDiagnostic(
          .mergeFailed,
          message: "the imported stringsdict does not read back as written, so it was left unchanged (please report this file)",
          file: tablePath))
      return
    }
    output = bytes
  }

  /// Whether `form` is a plural category of `language` for a plural variable: the export gives a
  /// target the forms of its own language (Russian `few` and `many` for an English `one`/`other`),
  /// so the translator's forms for them are placed, not refused and lost. `zero` is a form every
  /// stringsdict may have (Foundation uses it for 0 in any language).
  static func isPluralCategory(
    _ form: StringsText, of variable: [(key: StringsText, value: StringsValue)], in language: String?
  ) -> Bool {
    guard member(specTypeKey, of: variable)?.text?.string == "NSStringPluralRuleType" else { return false }
    if form.string == "zero" { return true }
    guard let language, let rules = PluralRules.forLanguage(language) else { return false }
    return rules.categories.contains { $0.rawValue == form.string }
  }

  /// The value of `key` in a dictionary's members (the last definition, the one CF keeps).
  static func member(_ key: StringsText, of members: [(key: StringsText, value: StringsValue)]) -> StringsValue? {
    members.last { $0.key == key }?.value
  }

  /// Sets `text` at `path` in `root`, creating the entry (with the source's format when the XLIFF
  /// brings none) and the variable (with the source's spec and value types); returns the text that
  /// was there.
  static func place(
    _ text: StringsText, at path: UnitPath, in root: inout StringsValue,
    sourceEntry: [(key: StringsText, value: StringsValue)], sourceVariable: [(key: StringsText, value: StringsValue)]
  ) -> StringsText? {
    guard case .dictionary(var entries) = root else { return nil }
    var entry: [(key: StringsText, value: StringsValue)] = []
    if case .dictionary(let members)? = member(path.key, of: entries) {
      entry = members
    } else if let format = member(formatKey, of: sourceEntry) {
      entry = [(formatKey, format)]
    }
    let old: StringsText?
    if let variable = path.variable, let form = path.form {
      var members: [(key: StringsText, value: StringsValue)] = []
      if case .dictionary(let existing)? = member(variable, of: entry) {
        members = existing
      } else {
        for key in [specTypeKey, valueTypeKey] {
          if let copied = member(key, of: sourceVariable) { members.append((key, copied)) }
        }
      }
      old = member(form, of: members)?.text
      set(form, to: .string(text), in: &members)
      set(variable, to: .dictionary(members), in: &entry)
    } else {
      old = member(formatKey, of: entry)?.text
      set(formatKey, to: .string(text), in: &entry)
    }
    set(path.key, to: .dictionary(entry), in: &entries)
    root = .dictionary(entries)
    return old
  }

  /// Replaces every definition of `key` in place (the first one's position), or appends it.
  static func set(_ key: StringsText, to value: StringsValue, in members: inout [(key: StringsText, value: StringsValue)]) {
    guard let first = members.firstIndex(where: { $0.key == key }) else {
      members.append((key, value))
      return
    }
    members[first].value = value
    var index = members.count - 1
    while index > first {
      if members[index].key == key { members.remove(at: index) }
      index -= 1
    }
  }

  static func quoted(_ text: String) -> String { CatalogImport.quoted(text) }
}

/// How one key resolved: the text a user sees, where it came from, and every step taken.
public struct Resolution: Sendable {
  /// Where the text came from.
  public enum Source: Hashable, Sendable {
    /// A table: its localization (nil for a non-localized table), file, and the value's location.
    case table(String?, path: String, location: StringsSourceLocation?)
    /// The key is missing; the caller's non-empty `value` is shown.
    case value
    /// The key is missing and there is no value: the key itself is shown.
    case key
    /// The key is missing from a storyboard's or xib's table: the nib shows the document's own
    /// text, found here.
    case document(path: String, line: Int)
  }

  /// One step of the lookup, for `--explain`.
  public enum Step: Hashable, Sendable {
    case preferences([String], isOverride: Bool)
    case chose(LocalizationChoice)
    case noMatch(LanguageMatcher.Policy)
    case noTable(localization: String, table: String)
    case foundTable(String, LoadedTable.Status)
    /// The table's `.stringsdict` (or a catalog's compiled rules): its entries win.
    case foundStringsdict(String, LoadedTable.Status)
    case noTableAnywhere(String)
    case value(StringsSourceLocation?)
    case missingKey
    case notAString
    case fellBackToValue
    case fellBackToKey
    /// A form chosen for a plural, device or width rule.
    case variation(VariationChoice)
    /// Argument positions a placeholder reads and no argument was given for (left as written).
    case missingArguments([Int])
    case documentText(String)

    /// The step as one line of text. It names no command-line flag: the CLI adds the one that
    /// gives what is missing.
    public var description: String {
      switch self {
      case .preferences(let languages, let isOverride):
        let list = languages.isEmpty ? "(none)" : languages.joined(separator: ", ")
        return isOverride ? "preferences: \(list) (in-app override)" : "preferences: \(list)"
      case .chose(let choice):
        return "\(choice.localization).lproj: \(choice.explanation)"
      case .noMatch(let policy):
        return "no localization matches under the \(policy.rawValue) policy"
      case .noTable(let localization, let table):
        return "\(localization).lproj has no \(table).strings"
      case .foundTable(let path, let status):
        return Resolution.describe(
          "table \(path)", status, loaded: "", isPlural: false, effect: "it loads as empty")
      case .foundStringsdict(let path, let status):
        return Resolution.describe(
          "rules \(path)", status, loaded: "; they win over the .strings", isPlural: true,
          effect: "no entry of them is used")
      case .variation(let choice):
        return choice.explanation
      case .missingArguments(let positions):
        let list = positions.map(String.init).joined(separator: ", ")
        return "no argument for position\(positions.count == 1 ? "" : "s") \(list): left as written"
      case .noTableAnywhere(let table):
        return "no \(table).strings in any searched localization"
      case .value(let location):
        return location.map { "value at \($0.file):\($0.line):\($0.column)" } ?? "value found"
      case .missingKey:
        return "the key is not in that table (other languages are not consulted)"
      case .notAString:
        return "the key's value is not a string"
      case .fellBackToValue:
        return "falls back to the value given by the caller"
      case .fellBackToKey:
        return "falls back to the key itself"
      case .documentText(let path):
        return "the nib keeps the text of \(path), which has this key"
      }
    }
  }

  /// A found table file and what became of it.
  private static func describe(
    _ file: String, _ status: LoadedTable.Status, loaded: String, isPlural: Bool, effect: String
  ) -> String {
    let verb = isPlural ? "are" : "is"
    switch status {
    case .loaded(let count): return "\(file) (\(count) keys\(loaded))"
    case .rejected(let location):
      let at = location.map { " (first error at \($0.line):\($0.column))" } ?? ""
      return "\(file) \(verb) rejected by CoreFoundation\(at): \(effect)"
    case .notATable: return "\(file) \(verb) not a dictionary: \(effect)"
    case .unreadable: return "\(file) cannot be read: \(effect)"
    }
  }

  /// The key looked up.
  public var key: StringsText
  /// What the user sees: the format with the arguments formatted in, when arguments were given;
  /// else `format`.
  public var text: StringsText
  /// What `NSLocalizedString` returns: the value, or for a rule entry its
  /// `NSStringLocalizedFormatKey` (after the device rule), or the fallback.
  public var format: StringsText
  /// Where the text came from.
  public var source: Source
  /// The table name looked up (`Localizable` for nil).
  public var table: String
  /// The localizations searched, in order.
  public var searchList: BundleSearchList
  /// Each table tried and what it gave, in order.
  public var steps: [Step]
  /// The forms chosen for the entry's rules, in the order they were applied.
  public var choices: [VariationChoice]

  /// Whether a table supplied the text (not the value or key fallback).
  public var isTranslated: Bool {
    if case .table = source { return true }
    return false
  }

  /// The localization whose table supplied the text.
  public var servingLocalization: String? {
    if case .table(let localization, _, _) = source { return localization ?? "(non-localized)" }
    return nil
  }
}

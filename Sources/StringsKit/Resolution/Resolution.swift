/// How one key resolved: the text a user sees, where it came from, and every step taken.
public struct Resolution: Sendable {
  /// Where the text came from.
  public enum Source: Hashable, Sendable {
    /// A table: its localization (nil for a non-localized table), file, and the value's location.
    case table(String?, path: String, location: SourceLocation?)
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
    case noTableAnywhere(String)
    case value(SourceLocation?)
    case missingKey
    case notAString
    case fellBackToValue
    case fellBackToKey
    case documentText(String)

    /// The step as one line of text.
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
        switch status {
        case .loaded(let count): return "table \(path) (\(count) keys)"
        case .rejected(let location):
          let at = location.map { " (first error at \($0.line):\($0.column))" } ?? ""
          return "table \(path) is rejected by CoreFoundation\(at): it loads as empty"
        case .notATable: return "table \(path) is not a dictionary: it loads as empty"
        case .unreadable: return "table \(path) cannot be read: it loads as empty"
        }
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

  public var key: StringsText
  /// What the user sees.
  public var text: StringsText
  public var source: Source
  /// The table name looked up (`Localizable` for nil).
  public var table: String
  public var searchList: BundleSearchList
  public var steps: [Step]

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

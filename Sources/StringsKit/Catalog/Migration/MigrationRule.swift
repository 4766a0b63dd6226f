/// The rule ids of what `CatalogMigration` reports, declared once so that the CLI, the tests and
/// the documentation name the same strings.
///
/// Every id but `baseConflict` marks something the catalog does not hold (an error: the CLI exits
/// 1 and writes nothing unless forced); `baseConflict` marks a value the app never showed.
public enum MigrationRule {
  /// A table file that cannot be read or that CoreFoundation rejects: nothing of it is converted.
  public static let unreadableTable = "migration-unreadable-table"
  /// A `.strings` value that is not a string (a dictionary, array or data), or text a catalog
  /// cannot hold (a lone surrogate): the entry is left out.
  public static let nonStringValue = "migration-non-string-value"
  /// A `.stringsdict` entry, variable or form a catalog cannot express (a variable-width rule,
  /// variables nested in forms, a missing or unknown rule type, an undefined variable): the entry
  /// or the form is left out.
  public static let unconvertibleRule = "migration-unconvertible-rule"
  /// `Base.lproj` (or `English.lproj`) and the language's own folder give one key different
  /// values: the language's own folder wins, as it does in the app.
  public static let baseConflict = "migration-base-conflict"

  /// A catalog entry `convert --to json` cannot compile into what the runtime reads.
  public static let uncompiledEntry = "uncompiled-entry"

  /// Every id, for documentation and tests.
  public static let all = [unreadableTable, nonStringValue, unconvertibleRule, baseConflict, uncompiledEntry]
}

/// Every rule lstrings knows, in the order the rules page lists them.
enum LintRules {
  static let all: [any LintRule.Type] = [
    // Reported by the parser.
    ParseErrorRule.self,
    IgnoredContentRule.self,
    NotATableRule.self,
    NonStringValueRule.self,
    BOMLessUTF16Rule.self,
    InvalidByteRule.self,
    LoneSurrogateRule.self,
    DroppedArrayElementRule.self,
    UnreadableFileRule.self,
    InvalidCatalogRule.self,
    InvalidXLIFFRule.self,
    MalformedStringsdictRule.self,
    // One table.
    DuplicateKeyRule.self,
    EmptyValueRule.self,
    EquivalentKeysRule.self,
    InvalidPlaceholderRule.self,
    // One language of a String Catalog.
    NeedsReviewRule.self,
    MachineTranslatedRule.self,
    PhraseSetRule.self,
    SymbolCollisionRule.self,
    SymbolInvalidKeyRule.self,
    StaleEntryRule.self,
    ShouldNotTranslateRule.self,
    // Plural forms against the language's CLDR rules.
    MissingPluralCategoryRule.self,
    UnusedPluralCategoryRule.self,
    AmbiguousOneFormRule.self,
    // Variables and plural forms (catalogs here; .stringsdict files while parsing).
    UndefinedVariableRule.self,
    UnusedVariableRule.self,
    FormPlaceholderMismatchRule.self,
    // A translation against the base language.
    MissingTranslationRule.self,
    ObsoleteKeyRule.self,
    PlaceholderMismatchRule.self,
    UntranslatedRule.self,
    // A storyboard's or xib's tables against the document; InfoPlist.strings against Info.plist.
    IBObsoleteObjectRule.self,
    IBMissingTextRule.self,
    IBChangedBaseTextRule.self,
    IBPlaceholderMismatchRule.self,
    MissingPermissionPromptRule.self,
    // The whole run.
    MixedEncodingRule.self,
    CatalogConflictRule.self,
    // The base tables against the code (--sources).
    UnusedKeyRule.self,
    UndefinedKeyRule.self,
  ]

  /// Every rule id, in `all`'s order.
  static var ids: [String] { all.map { $0.description.id } }

  /// The rule with this id.
  static func rule(id: String) -> (any LintRule.Type)? {
    all.first { $0.description.id == id }
  }

  /// The ids of the rules that run without `--enable`.
  static var enabledByDefault: Set<String> {
    Set(all.filter { $0.description.isEnabledByDefault }.map { $0.description.id })
  }
}

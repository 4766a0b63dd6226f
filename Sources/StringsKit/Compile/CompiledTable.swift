/// What the runtime reads for one language of a catalog: the `<lang>.lproj/<Table>.strings` and
/// `<Table>.stringsdict` that `xcstringstool compile` writes at build time.
package struct CompiledTable: Sendable, Hashable {
  public var language: String
  /// Plain entries, sorted by key (code-unit order, as CoreFoundation writes plists).
  public var strings: [StringsText: StringsText]
  /// Entries with plural or device forms or substitutions: `NSStringLocalizedFormatKey` and its
  /// variables, as `.stringsdict` dictionaries.
  public var stringsdict: [StringsText: StringsValue]
  /// Units left out because of their state (`new`), counted for the summary.
  public var skippedUnits: Int

  public init(
    language: String, strings: [StringsText: StringsText] = [:],
    stringsdict: [StringsText: StringsValue] = [:], skippedUnits: Int = 0
  ) {
    self.language = language
    self.strings = strings
    self.stringsdict = stringsdict
    self.skippedUnits = skippedUnits
  }

  /// Whether the language has anything to write.
  public var isEmpty: Bool { strings.isEmpty && stringsdict.isEmpty }

  /// The table as `CFBundle` resolves it: the `.stringsdict` entries over the `.strings` ones.
  public var resolved: [StringsText: StringsValue] {
    var table = strings.mapValues { StringsValue.string($0) }
    for (key, value) in stringsdict { table[key] = value }
    return table
  }

  /// The `.strings` file: an XML property list, as `xcstringstool compile` writes it.
  public var stringsFile: [UInt8] {
    PropertyListWriter.xml(.dictionary(strings.map { ($0.key, .string($0.value)) }))
  }

  /// The `.stringsdict` file, or nil when no entry needs one.
  public var stringsdictFile: [UInt8]? {
    stringsdict.isEmpty ? nil : PropertyListWriter.xml(.dictionary(stringsdict.map { ($0.key, $0.value) }))
  }
}

/// An XLIFF 1.2 document as Xcode writes it into an `.xcloc` (`Localized Contents/L.xliff`) and
/// reads it back: the one format every translation service and translator's tool exchanges with an
/// Apple project.
///
/// The model keeps what Xcode's files carry and what a translator's tool may add that lstrings must
/// not lose on the way back (several notes, state qualifiers, states other than Xcode's four), and
/// where each element sat in the file, so import can report a unit it cannot place at its line.
/// `../shared/docs/xliff.md` and docs/xliff.md say how each source format maps onto it.
public struct XLIFFDocument: Equatable, Sendable {
  /// One `<file>` per exported table, in document order (Xcode writes them ordered by `original`,
  /// case-insensitively).
  public var files: [XLIFFFile]

  public init(files: [XLIFFFile] = []) {
    self.files = files
  }
}

/// One `<file>`: the units of one table (a catalog, a `.strings` or `.stringsdict` table, a
/// storyboard's or Info.plist's table), named by its path relative to the project folder.
public struct XLIFFFile: Equatable, Sendable {
  /// The `original` attribute: the source file's path relative to the project folder
  /// (`App/Localizable.xcstrings`, `App/Base.lproj/Main.storyboard`,
  /// `App/en.lproj/Localizable.strings`).
  public var original: String
  public var sourceLanguage: String
  /// Nil when the file has none — Xcode then silently skips the file on import; lstrings says so.
  public var targetLanguage: String?
  /// `plaintext` in every file Xcode writes.
  public var datatype: String
  /// The order Xcode writes the four attributes in, which differs by whether the target table
  /// exists (see `XLIFFAttributeOrder`); kept so export reproduces Xcode's bytes.
  public var attributeOrder: XLIFFAttributeOrder
  /// `<header><tool …/></header>`, nil when the file has no header.
  public var tool: XLIFFTool?
  public var units: [XLIFFUnit]
  /// Where the `<file>` start tag sat in the XLIFF that was read (0 for a document built in memory).
  public var location: XLIFFLocation

  public init(
    original: String, sourceLanguage: String, targetLanguage: String?, datatype: String = "plaintext",
    attributeOrder: XLIFFAttributeOrder = .languagesFirst, tool: XLIFFTool? = nil, units: [XLIFFUnit] = [],
    location: XLIFFLocation = .none
  ) {
    self.original = original
    self.sourceLanguage = sourceLanguage
    self.targetLanguage = targetLanguage
    self.datatype = datatype
    self.attributeOrder = attributeOrder
    self.tool = tool
    self.units = units
    self.location = location
  }
}

/// The order of a `<file>`'s attributes. Xcode writes `original source-language target-language
/// datatype` for a table that exists in the target language, and `original datatype source-language
/// target-language` for one that does not exist on disk yet (an InfoPlist or code-extracted table
/// never translated into that language). Observed in real exports; docs/xliff.md has the evidence.
public enum XLIFFAttributeOrder: Equatable, Sendable {
  case languagesFirst
  case datatypeFirst
}

/// `<tool tool-id tool-name tool-version build-num/>`, the stamp of the exporting tool.
public struct XLIFFTool: Equatable, Sendable {
  public var id: String
  public var name: String
  public var version: String?
  public var buildNumber: String?

  public init(id: String = "com.apple.dt.xcode", name: String = "Xcode", version: String?, buildNumber: String?) {
    self.id = id
    self.name = name
    self.version = version
    self.buildNumber = buildNumber
  }
}

/// One `<trans-unit>`: a key (or a variation leaf of one, `key|==|plural.one`), its source text, the
/// translation if there is one, and the notes for the translator.
public struct XLIFFUnit: Equatable, Sendable {
  /// The `id` attribute, unescaped.
  public var id: String
  /// False for `translate="no"` (a catalog entry with `shouldTranslate: false`).
  public var translate: Bool
  public var source: XLIFFText
  /// Nil when the unit has no `<target>` element; an empty `<target/>` is an empty text.
  public var target: XLIFFTarget?
  /// In document order. Xcode writes exactly one (`<note/>` when the entry has no comment); other
  /// tools may write several, or none.
  public var notes: [XLIFFNote]
  public var location: XLIFFLocation

  public init(
    id: String, translate: Bool = true, source: XLIFFText, target: XLIFFTarget? = nil, notes: [XLIFFNote] = [],
    location: XLIFFLocation = .none
  ) {
    self.id = id
    self.translate = translate
    self.source = source
    self.target = target
    self.notes = notes
    self.location = location
  }
}

/// The text of a `<source>` or `<target>`: a plain string, or the phrases of an App Shortcuts phrase
/// set, each in its own `<mrk mtype="x-set" mid="N">`.
public enum XLIFFText: Equatable, Sendable {
  case plain(String)
  case phraseSet([String])
}

/// A `<target>`: its text, its `state` (absent in a translated `.strings` unit) and its
/// `state-qualifier` (`leveraged-mt` for a catalog's `machine_translated` unit).
public struct XLIFFTarget: Equatable, Sendable {
  public var text: XLIFFText
  public var state: XLIFFState?
  public var stateQualifier: String?
  public var location: XLIFFLocation

  public init(text: XLIFFText, state: XLIFFState?, stateQualifier: String? = nil, location: XLIFFLocation = .none) {
    self.text = text
    self.state = state
    self.stateQualifier = stateQualifier
    self.location = location
  }
}

/// XLIFF 1.2's `state` values (§ state), plus any `x-` value a tool defines.
///
/// Xcode writes `new`, `translated` and `needs-review-l10n`; a translator's tool may write any of
/// them, and import must map each to a catalog state rather than drop the unit.
public enum XLIFFState: Hashable, Sendable {
  case new
  case translated
  case final
  case signedOff
  case needsTranslation
  case needsL10n
  case needsAdaptation
  case needsReviewTranslation
  case needsReviewL10n
  case needsReviewAdaptation
  /// A value XLIFF 1.2 does not define (it allows `x-…`), kept as written.
  case other(String)

  public init(attributeValue value: String) {
    switch value {
    case "new": self = .new
    case "translated": self = .translated
    case "final": self = .final
    case "signed-off": self = .signedOff
    case "needs-translation": self = .needsTranslation
    case "needs-l10n": self = .needsL10n
    case "needs-adaptation": self = .needsAdaptation
    case "needs-review-translation": self = .needsReviewTranslation
    case "needs-review-l10n": self = .needsReviewL10n
    case "needs-review-adaptation": self = .needsReviewAdaptation
    default: self = .other(value)
    }
  }

  /// The value as the `state` attribute spells it.
  public var attributeValue: String {
    switch self {
    case .new: "new"
    case .translated: "translated"
    case .final: "final"
    case .signedOff: "signed-off"
    case .needsTranslation: "needs-translation"
    case .needsL10n: "needs-l10n"
    case .needsAdaptation: "needs-adaptation"
    case .needsReviewTranslation: "needs-review-translation"
    case .needsReviewL10n: "needs-review-l10n"
    case .needsReviewAdaptation: "needs-review-adaptation"
    case .other(let value): value
    }
  }
}

/// A `<note>`: the entry's comment for the translator. `from` is `auto-generated` for a comment
/// Xcode generated (`isCommentAutoGenerated` in the catalog); an empty `<note/>` is an empty text.
public struct XLIFFNote: Equatable, Sendable {
  public var text: String
  public var from: String?

  public init(_ text: String, from: String? = nil) {
    self.text = text
    self.from = from
  }
}

/// Where an element started in the XLIFF that was read: 1-based line and column of its `<`, so
/// import and lint can say `file.xliff:LINE:COLUMN: …` about a unit.
public struct XLIFFLocation: Equatable, Sendable {
  public var line: Int
  public var column: Int

  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  /// A document built in memory, not read from a file.
  public static let none = XLIFFLocation(line: 0, column: 0)
}

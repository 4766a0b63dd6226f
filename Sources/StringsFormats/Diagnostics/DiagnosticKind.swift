/// Every kind of diagnostic lstrings reports, declared once: its id here, and its default severity,
/// one-line summary and the tools that emit it in one row of `declaration`
/// (DiagnosticKind+Declaration.swift), in the same order.
///
/// The raw value is the id that reporters print and configuration files name (`parse-error`),
/// so the compiler rejects two kinds with one id, and `allCases` is the complete list the
/// diagnostics page (`docs/diagnostics.md`) is generated from. Code that reports something
/// names its kind (`StringsDiagnostic(.parseError, …)`), never the id's spelling; the message stays
/// beside the code that knows what it says. Lint rules take their id, severity and title from
/// their kind (`RuleDescription.kind`); their long documentation stays beside their check.
///
/// Cases are grouped by the tool that first reports them, in the order the page lists them:
/// the parser's kinds first, then lint's, extract's, merge's, compile's, migration's, Interface
/// Builder's, Info.plist's and lookup's.
public enum DiagnosticKind: String, CaseIterable, Sendable, Hashable {
  // MARK: Reading tables (also lint rules, reported while parsing)
  case parseError = "parse-error"
  case ignoredContent = "ignored-content"
  case notATable = "not-a-table"
  case nonStringValue = "non-string-value"
  case bomlessUTF16 = "bomless-utf16"
  case invalidByte = "invalid-byte"
  case loneSurrogate = "lone-surrogate"
  case droppedArrayElement = "dropped-array-element"
  case unreadableFile = "unreadable-file"
  case invalidCatalog = "invalid-catalog"
  case malformedStringsdict = "malformed-stringsdict"

  // MARK: Lint rules
  case duplicateKey = "duplicate-key"
  case emptyValue = "empty-value"
  case equivalentKeys = "equivalent-keys"
  case invalidPlaceholder = "invalid-placeholder"
  case needsReview = "needs-review"
  case staleEntry = "stale-entry"
  case shouldNotTranslate = "should-not-translate"
  case missingPluralCategory = "missing-plural-category"
  case unusedPluralCategory = "unused-plural-category"
  case ambiguousOneForm = "ambiguous-one-form"
  case undefinedVariable = "undefined-variable"
  case unusedVariable = "unused-variable"
  case formPlaceholderMismatch = "form-placeholder-mismatch"
  case missingTranslation = "missing-translation"
  case obsoleteKey = "obsolete-key"
  case placeholderMismatch = "placeholder-mismatch"
  case untranslated = "untranslated"
  case ibObsoleteObject = "ib-obsolete-object"
  case ibMissingText = "ib-missing-text"
  case ibChangedBaseText = "ib-changed-base-text"
  case ibPlaceholderMismatch = "ib-placeholder-mismatch"
  case missingPermissionPrompt = "missing-permission-prompt"
  case mixedEncoding = "mixed-encoding"
  case catalogConflict = "catalog-conflict"
  case unusedKey = "unused-key"
  case undefinedKey = "undefined-key"
  case machineTranslated = "machine-translated"
  case phraseSet = "phrase-set"
  case symbolCollision = "symbol-collision"
  case symbolInvalidKey = "symbol-invalid-key"
  case baselineFixed = "baseline-fixed"

  // MARK: Extract
  case nonLiteralArgument = "non-literal-argument"
  case nonLiteralKey = "non-literal-key"
  case concatenatedKey = "concatenated-key"
  case interpolatedKey = "interpolated-key"
  case emptyKey = "empty-key"
  case interpolationType = "interpolation-type"
  case invalidUTF8 = "invalid-utf8"
  case unreadableCall = "unreadable-call"
  case duplicateValue = "duplicate-value"
  case multipleComments = "multiple-comments"
  case malformedFormat = "malformed-format"
  case undecidedKey = "undecided-key"

  // MARK: Merge
  case mergeUnsupported = "merge-unsupported"
  case mergeFailed = "merge-failed"
  case writeFailed = "write-failed"
  case mergeConflict = "merge-conflict"
  case unknownKey = "unknown-key"
  case notTranslatable = "not-translatable"
  case sourceLanguage = "source-language"
  case threeWayConflict = "three-way-conflict"

  // MARK: Compile
  case catalogInLproj = "catalog-in-lproj"
  case undefinedSubstitution = "undefined-substitution"
  case unusedSubstitution = "unused-substitution"
  case substitutionWithoutForms = "substitution-without-forms"
  case unwritableText = "unwritable-text"
  case unknownPlaceholderName = "unknown-placeholder-name"
  case uncompiledPhraseSet = "uncompiled-phrase-set"

  // MARK: Migration (convert)
  case migrationUnreadableTable = "migration-unreadable-table"
  case migrationNonStringValue = "migration-non-string-value"
  case migrationUnconvertibleRule = "migration-unconvertible-rule"
  case migrationBaseConflict = "migration-base-conflict"
  case uncompiledEntry = "uncompiled-entry"

  // MARK: Interface Builder, Info.plist, lookup
  case ibUnreadable = "ib-unreadable"
  case ibMissingObjectID = "ib-missing-object-id"
  case infoPlistUnreadable = "info-plist-unreadable"
  case unreadableCatalog = "unreadable-catalog"

  // MARK: XLIFF import (and reading XLIFF)
  case invalidXLIFF = "invalid-xliff"
  case unplacedUnit = "unplaced-unit"
  case wrongLanguage = "wrong-language"
  case originalOutsideProject = "original-outside-project"

  // MARK: Export
  case nothingToExport = "nothing-to-export"
  case unexportedFile = "unexported-file"

  /// The stable id reporters print and `--enable`/`--disable` and `.lstrings.json` name.
  public var id: String { rawValue }

  /// The kind with this id; nil for an id no code reports.
  public init?(id: String) {
    self.init(rawValue: id)
  }
}

/// The part of lstrings that reports a diagnostic, so that the diagnostics page can say where an
/// id comes from (one id can come from several: every tool that reads a file can find it
/// unreadable).
package enum DiagnosticTool: String, CaseIterable, Sendable, Hashable {
  /// Reading a `.strings` file, a `.stringsdict` or a String Catalog (`StringsParser`,
  /// `StringsdictFile`, `CatalogParseResult`): every command that reads a table passes its
  /// findings on, so they are listed as the parser's alone.
  case parser
  case lint
  /// `lint --baseline`: comparing a run with the findings a team accepted.
  case baseline
  case extract
  case merge
  case diff
  case compile
  /// `convert`: `.strings` and `.stringsdict` files into a String Catalog, and back to JSON.
  case migration
  /// Reading storyboards and xibs (`IBDocumentReader`).
  case interfaceBuilder = "interface-builder"
  /// Reading `Info.plist` and Xcode projects for `InfoPlist.strings`.
  case infoPlist = "info-plist"
  /// `resolve` and `LocalizedBundle`: looking strings up as the app would.
  case lookup
  /// `import`: XLIFF and `.xcloc` files read back into catalogs and tables.
  case xliffImport = "import"

  /// How the diagnostics page names the tool.
  public var title: String {
    switch self {
    case .parser: "parser"
    case .lint: "lint"
    case .baseline: "lint --baseline"
    case .extract: "extract"
    case .merge: "merge"
    case .diff: "diff"
    case .compile: "compile"
    case .migration: "convert"
    case .interfaceBuilder: "Interface Builder reader"
    case .infoPlist: "Info.plist reader"
    case .lookup: "resolve"
    case .xliffImport: "import"
    }
  }
}

extension DiagnosticKind {
  /// The tools that report this kind, in `DiagnosticTool`'s order.
  ///
  /// A lint rule reported while parsing is the parser's and lint's (lint shows what the parser
  /// found; `unreadable-file` is lint's own, since the parser is never given a file it could not
  /// read); every other lint rule is lint's alone unless another tool reports it under its id.
  package var tools: [DiagnosticTool] {
    switch self {
    case .parseError: [.parser, .lint, .extract, .xliffImport]
    case .ignoredContent: [.parser, .lint, .merge]
    case .notATable: [.parser, .lint, .diff]
    case .unreadableFile: [.lint, .extract, .merge, .diff]
    case .nonStringValue, .bomlessUTF16, .invalidByte, .loneSurrogate, .droppedArrayElement,
      .invalidCatalog, .malformedStringsdict, .undefinedVariable, .unusedVariable,
      .formPlaceholderMismatch:
      [.parser, .lint]
    case .obsoleteKey: [.lint, .merge]
    case .duplicateKey, .emptyValue, .equivalentKeys, .invalidPlaceholder, .needsReview,
      .staleEntry, .shouldNotTranslate, .missingPluralCategory, .unusedPluralCategory,
      .ambiguousOneForm, .missingTranslation, .placeholderMismatch, .untranslated,
      .ibObsoleteObject, .ibMissingText, .ibChangedBaseText, .ibPlaceholderMismatch,
      .missingPermissionPrompt, .mixedEncoding, .catalogConflict, .unusedKey, .undefinedKey,
      .machineTranslated, .phraseSet:
      [.lint]
    case .nonLiteralArgument, .nonLiteralKey, .concatenatedKey, .interpolatedKey, .emptyKey,
      .interpolationType, .invalidUTF8, .unreadableCall, .duplicateValue, .multipleComments,
      .malformedFormat, .undecidedKey:
      [.extract]
    case .mergeUnsupported, .mergeFailed, .writeFailed, .mergeConflict, .unknownKey,
      .notTranslatable, .sourceLanguage, .threeWayConflict:
      [.merge]
    case .catalogInLproj, .undefinedSubstitution, .unusedSubstitution, .substitutionWithoutForms,
      .unwritableText, .unknownPlaceholderName, .uncompiledPhraseSet:
      [.compile]
    case .migrationUnreadableTable, .migrationNonStringValue, .migrationUnconvertibleRule,
      .migrationBaseConflict, .uncompiledEntry:
      [.migration]
    case .ibUnreadable, .ibMissingObjectID: [.interfaceBuilder]
    case .infoPlistUnreadable: [.infoPlist]
    case .unreadableCatalog: [.lookup]
    case .baselineFixed: [.baseline]
    case .invalidXLIFF: [.parser, .lint, .xliffImport]
    case .unplacedUnit, .wrongLanguage, .originalOutsideProject: [.xliffImport]
    }
  }

  /// The kinds `tool` reports, in declaration order.
  package static func reported(by tool: DiagnosticTool) -> [DiagnosticKind] {
    allCases.filter { $0.tools.contains(tool) }
  }
}

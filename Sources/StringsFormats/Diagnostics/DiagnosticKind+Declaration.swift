extension DiagnosticKind {
  /// What the diagnostics page, the lint rules page, SARIF and every emitter know about a kind,
  /// besides its id: its default severity, the tools that report it and its one-line title.
  ///
  /// Declared together, one row per kind in one exhaustive switch, so a new kind is one row here
  /// (plus its case above) and cannot be added without deciding each fact. A lint rule's long
  /// documentation and examples stay beside its check (`RuleDescription`), and each finding's
  /// message beside the code that knows what it says.
  package struct Declaration: Sendable {
    /// The severity a diagnostic of this kind has unless its emitter says otherwise (a lint rule's
    /// configured severity, a `.stringsdict` problem that matters less, a JSON reader's warning).
    /// An error means text is lost or wrong at run time (or a command refuses to write); a warning
    /// that something works, differently from what the file says; a note that it is worth a look.
    package let severity: StringsDiagnostic.Severity
    /// The tools that report the kind, in `DiagnosticTool`'s order. A lint rule reported while
    /// parsing is the parser's and lint's (lint shows what the parser found; `unreadable-file` is
    /// lint's own, since the parser is never given a file it could not read); every other lint
    /// rule is lint's alone unless another tool reports it under its id.
    package let tools: [DiagnosticTool]
    /// The lint rules page's and SARIF's rule name, and the diagnostics page's summary. What a
    /// single finding means is its message's job.
    package let summary: String

    init(_ severity: StringsDiagnostic.Severity, _ tools: [DiagnosticTool], _ summary: String) {
      self.severity = severity
      self.tools = tools
      self.summary = summary
    }
  }

  // code-shape: long — a table (one row per kind, exhaustive so a new kind needs every fact).
  package var declaration: Declaration {
    switch self {
    // Reading tables (also lint rules, reported while parsing)
    case .parseError: Declaration(.error, [.parser, .lint, .extract, .xliffImport], "Parse error")
    case .ignoredContent: Declaration(.error, [.parser, .lint, .merge], "Content CoreFoundation ignores")
    case .notATable: Declaration(.error, [.parser, .lint, .diff], "Top level is not a table")
    case .nonStringValue: Declaration(.error, [.parser, .lint], "Value that is not a string")
    case .bomlessUTF16: Declaration(.warning, [.parser, .lint], "UTF-16 without a byte-order mark")
    case .invalidByte: Declaration(.warning, [.parser, .lint], "Invalid UTF-8 byte that CoreFoundation replaces")
    case .loneSurrogate: Declaration(.warning, [.parser, .lint], "Lone surrogate")
    case .droppedArrayElement: Declaration(.warning, [.parser, .lint], "Array element CoreFoundation drops")
    case .unreadableFile: Declaration(.error, [.lint, .extract, .merge, .diff], "Unreadable file")
    case .invalidCatalog: Declaration(.error, [.parser, .lint], "Invalid String Catalog")
    case .malformedStringsdict: Declaration(.error, [.parser, .lint], "Malformed stringsdict")
    // Lint rules
    case .duplicateKey: Declaration(.warning, [.lint], "Duplicate key")
    case .emptyValue: Declaration(.warning, [.lint], "Empty value")
    case .equivalentKeys: Declaration(.warning, [.lint], "Keys equal up to Unicode normalisation")
    case .invalidPlaceholder: Declaration(.error, [.lint], "Invalid placeholder")
    case .needsReview: Declaration(.warning, [.lint], "Translation needs review")
    case .staleEntry: Declaration(.warning, [.lint], "Stale catalog entry")
    case .shouldNotTranslate: Declaration(.note, [.lint], "Translation of an untranslatable entry")
    case .missingPluralCategory: Declaration(.warning, [.lint], "Missing plural category")
    case .unusedPluralCategory: Declaration(.note, [.lint], "Plural category the language never uses")
    case .ambiguousOneForm: Declaration(.warning, [.lint], "'one' form without the number")
    case .undefinedVariable: Declaration(.error, [.parser, .lint], "Undefined variable")
    case .unusedVariable: Declaration(.warning, [.parser, .lint], "Unused variable")
    case .formPlaceholderMismatch: Declaration(.error, [.parser, .lint], "Plural form placeholder mismatch")
    case .missingTranslation: Declaration(.warning, [.lint], "Missing translation")
    case .obsoleteKey: Declaration(.warning, [.lint, .merge], "Obsolete key")
    case .placeholderMismatch: Declaration(.error, [.lint], "Placeholder mismatch")
    case .untranslated: Declaration(.note, [.lint], "Untranslated value")
    case .ibObsoleteObject: Declaration(.warning, [.lint], "Obsolete storyboard text")
    case .ibMissingText: Declaration(.warning, [.lint], "Untranslated storyboard text")
    case .ibChangedBaseText: Declaration(.warning, [.lint], "Storyboard text changed (needs review)")
    case .ibPlaceholderMismatch: Declaration(.error, [.lint], "Storyboard placeholder mismatch")
    case .missingPermissionPrompt: Declaration(.warning, [.lint], "Untranslated permission prompt")
    case .mixedEncoding: Declaration(.note, [.lint], "Mixed encodings")
    case .catalogConflict: Declaration(.error, [.lint], "Catalog and table of the same name")
    case .unusedKey: Declaration(.warning, [.lint], "Unused key")
    case .undefinedKey: Declaration(.warning, [.lint], "Undefined key")
    case .machineTranslated: Declaration(.warning, [.lint], "Machine translation")
    case .phraseSet: Declaration(.error, [.lint], "App Shortcuts phrase set problem")
    case .symbolCollision: Declaration(.error, [.lint, .generateSymbols], "Keys that generate the same Swift symbol")
    case .symbolInvalidKey: Declaration(.error, [.lint, .generateSymbols], "Key that generates no valid Swift symbol")
    case .baselineFixed: Declaration(.note, [.baseline], "Baseline finding that is fixed")
    // Extract
    case .nonLiteralArgument: Declaration(.warning, [.extract], "Table, value or comment argument that is not a string literal")
    case .nonLiteralKey: Declaration(.warning, [.extract], "Key that is not a string literal: nothing is extracted")
    case .concatenatedKey: Declaration(.warning, [.extract], "Key concatenated from literals: only the first is kept")
    case .interpolatedKey: Declaration(.warning, [.extract], "Interpolated key, which no table key matches")
    case .emptyKey: Declaration(.warning, [.extract], "Empty key")
    case .interpolationType: Declaration(.note, [.extract], "Interpolated value of unknown type: `%@` assumed")
    case .invalidUTF8: Declaration(.warning, [.extract], "Literal bytes that are not UTF-8 (replaced by U+FFFD)")
    case .unreadableCall: Declaration(.warning, [.extract], "Localization call with no closing parenthesis")
    case .duplicateValue: Declaration(.warning, [.extract], "Key used with different values in one table")
    case .multipleComments: Declaration(.warning, [.extract], "Key used with different comments in one table")
    case .malformedFormat: Declaration(.warning, [.extract], "`%` that starts no valid format specifier")
    case .undecidedKey:
      Declaration(
        .warning, [.extract], "Literal whose type extraction cannot decide: not extracted, its catalog entry left as it is")
    // Merge
    case .mergeUnsupported:
      Declaration(.error, [.merge], "File merge cannot edit (a property list, a catalog in another language)")
    case .mergeFailed: Declaration(.error, [.merge], "Merged result would not load as expected: file left unchanged")
    case .writeFailed: Declaration(.error, [.merge], "File that cannot be written")
    case .mergeConflict: Declaration(.error, [.merge], "Returned value conflicting with a reviewed catalog value")
    case .unknownKey: Declaration(.warning, [.merge], "Returned key the catalog does not have")
    case .notTranslatable: Declaration(.warning, [.merge], "Returned value for an entry marked not to be translated")
    case .sourceLanguage: Declaration(.warning, [.merge], "Returned value in the catalog's source language")
    case .threeWayConflict: Declaration(.error, [.merge], "Unit both sides of a git merge changed differently")
    // Compile
    case .catalogInLproj: Declaration(.error, [.compile], "String Catalog inside a language folder")
    case .undefinedSubstitution: Declaration(.error, [.compile], "Value referring to a substitution that does not exist")
    case .unusedSubstitution: Declaration(.warning, [.compile], "Substitution no value refers to")
    case .substitutionWithoutForms: Declaration(.error, [.compile], "Substitution with no plural or device forms")
    case .unwritableText: Declaration(.error, [.compile], "Text a property list cannot hold")
    case .unknownPlaceholderName: Declaration(.error, [.compile], "Named placeholder the source language lacks")
    case .uncompiledPhraseSet: Declaration(.warning, [.compile], "App Shortcuts phrase set not compiled")
    // Migration (convert)
    case .migrationUnreadableTable: Declaration(.error, [.migration], "Table that cannot be read or that CoreFoundation rejects")
    case .migrationNonStringValue: Declaration(.error, [.migration], "Value a String Catalog cannot hold")
    case .migrationUnconvertibleRule: Declaration(.error, [.migration], "Stringsdict entry a String Catalog cannot express")
    case .migrationBaseConflict: Declaration(.warning, [.migration], "Base.lproj value the language's own folder overrides")
    case .uncompiledEntry: Declaration(.error, [.migration], "Catalog entry that cannot be compiled to what the runtime reads")
    // Interface Builder, Info.plist, lookup
    case .ibUnreadable: Declaration(.error, [.interfaceBuilder], "Storyboard or xib that cannot be read")
    case .ibMissingObjectID: Declaration(.warning, [.interfaceBuilder], "Storyboard object with text and no id")
    case .infoPlistUnreadable: Declaration(.error, [.infoPlist], "Info.plist or project that cannot be read")
    case .unreadableCatalog: Declaration(.error, [.lookup], "String Catalog that cannot be read")
    // XLIFF import (and reading XLIFF)
    case .invalidXLIFF:
      Declaration(.error, [.parser, .lint, .xliffImport], "XLIFF file or unit that cannot be read as one")
    case .unplacedUnit:
      Declaration(.error, [.xliffImport], "Imported unit that cannot be placed: nothing written for it")
    case .wrongLanguage:
      Declaration(.error, [.xliffImport], "XLIFF in another language than its catalog or table: nothing imported")
    case .originalOutsideProject:
      Declaration(.error, [.xliffImport], "XLIFF file naming a path outside the project: nothing imported")
    // Export
    case .nothingToExport: Declaration(.error, [.export], "Project with nothing to export: nothing written")
    case .unexportedFile: Declaration(.warning, [.export], "Localizable file of a kind export does not carry yet")
    }
  }

  /// The severity a diagnostic of this kind has unless its emitter says otherwise.
  public var defaultSeverity: StringsDiagnostic.Severity { declaration.severity }

  /// A one-line title: the lint rules page's and SARIF's rule name, and the diagnostics page's
  /// summary.
  public var summary: String { declaration.summary }

  /// The tools that report this kind, in `DiagnosticTool`'s order.
  package var tools: [DiagnosticTool] { declaration.tools }

  /// The kinds `tool` reports, in declaration order.
  package static func reported(by tool: DiagnosticTool) -> [DiagnosticKind] {
    allCases.filter { $0.tools.contains(tool) }
  }
}

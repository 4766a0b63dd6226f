import StringsKit

// The library says what is wrong or missing; the flag that resolves it is the CLI's to name.

extension CatalogMergeSource.Problem {
  /// The description, with the `merge --into` flag that resolves the problem.
  var withFlagAdvice: String {
    switch self {
    case .unknownLanguage: description + " or give --language"
    case .sourceLanguage: description + "; give --include-source-language to merge it anyway"
    case .missingPath, .unknownKind, .noTable: description
    }
  }
}

extension MigrationSource.Problem {
  /// The description, with the `convert` flag that resolves the problem.
  var withFlagAdvice: String {
    switch self {
    case .severalTables: description + " with --table NAME"
    case .missingPath, .unknownKind, .outsideLanguageFolder, .noTable: description
    }
  }
}

extension Resolution.Step {
  /// The step, with the `resolve` flags that give a placeholder the argument it lacks.
  var withFlagAdvice: String {
    if case .missingArguments = self { return description + " (give more --count or --arg)" }
    return description
  }
}

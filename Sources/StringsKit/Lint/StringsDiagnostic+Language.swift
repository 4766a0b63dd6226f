extension [StringsDiagnostic] {
  /// The findings with the language of the table they were found in, unless they name one
  /// already: a catalog's findings all point into one file, and only this tells which of its
  /// languages each is about (a missing translation is located at the source language's value).
  func inLanguage(_ language: String?) -> [StringsDiagnostic] {
    guard let language else { return self }
    return map { diagnostic in
      var diagnostic = diagnostic
      if diagnostic.language == nil { diagnostic.language = language }
      return diagnostic
    }
  }
}

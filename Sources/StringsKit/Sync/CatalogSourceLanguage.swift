extension BaseLanguage {
  /// The `sourceLanguage` of a String Catalog that `extract` creates, by the same order lint,
  /// coverage and merge use: `--source-language` when given; else the project's development
  /// region (its language code: a pre-2010 `English` is `en`, as a catalog names languages);
  /// else `en`, Xcode's default for a new catalog.
  ///
  /// A catalog that exists keeps its own `sourceLanguage`: the keys in it are written in it.
  public static func newCatalogSourceLanguage(configured: String?, developmentRegion: DevelopmentRegion?)
    -> BaseLanguage
  {
    if let configured { return BaseLanguage(language: configured, source: .configured) }
    if let developmentRegion {
      let language = developmentRegion.language
      let code = DevelopmentRegion.legacyNames.first { $0.legacy == language }?.code ?? language
      return BaseLanguage(language: code, source: .developmentRegion(developmentRegion))
    }
    return BaseLanguage(language: "en", source: .defaultSourceLanguage)
  }
}

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
  /// `generate-symbols`: the Swift symbols Xcode generates for String Catalog keys.
  case generateSymbols = "generate-symbols"
  /// `import`: XLIFF and `.xcloc` files read back into catalogs and tables.
  case xliffImport = "import"
  /// `export`: a project's files as Xcode's `.xcloc` exports.
  case export

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
    case .generateSymbols: "generate-symbols"
    case .xliffImport: "import"
    case .export: "export"
    }
  }
}

import StringsKit

// The library says which base language was chosen and why; the flags that choose another are the
// CLI's to name, and each command names its own.

extension BaseLanguage {
  /// `en: developmentRegion in App.xcodeproj/project.pbxproj`, as `-v` prints it; `configured`
  /// is the flag that configures it (`--base`, `--source-language`).
  func commandLineDescription(configuredBy flag: String) -> String {
    "\(language): \(source.commandLineDescription(configuredBy: flag))"
  }
}

extension BaseLanguage.Source {
  /// Where the base came from, naming the flag that set it: `from --base`, `developmentRegion in
  /// App.xcodeproj/project.pbxproj`, `from --development-region`, …
  func commandLineDescription(configuredBy flag: String) -> String {
    switch self {
    case .configured: "from \(flag)"
    case .defaultSourceLanguage: "the default (no \(flag), no development region found)"
    case .developmentRegion(let region): region.commandLineDescription
    case .catalogSourceLanguage, .fallbackOrder: description
    }
  }
}

extension DevelopmentRegion {
  /// The file that names the region, or `from --development-region` (coverage and lookup's flag)
  /// when it was given.
  var commandLineDescription: String { origin == .given ? "from --development-region" : description }
}

extension DevelopmentRegion.Search {
  /// The warnings, one per line; when the search falls back to the default order, the last one
  /// says which flag chooses a base instead.
  func commandLineWarnings(chosenWith flag: String) -> String {
    warnings.indices.map { index in
      let advice = fallsBack && index == warnings.count - 1 ? " (choose one with \(flag))" : ""
      return "warning: \(warnings[index])\(advice)\n"
    }.joined()
  }
}

import StringsExtraction
import StringsFormats
import StringsKit
import Testing

@Suite struct LocalizationProjectTests {
  @Test func aFileInALanguageFolderKnowsItsLanguageBundleAndTable() {
    let file = TableFile(path: "App/Resources/pt-BR.lproj/Localizable.strings")
    #expect(file.language == "pt-BR")
    #expect(file.bundle == "App/Resources")
    #expect(file.name == "Localizable")
    let plain = TableFile(path: "Strings/Errors.strings")
    #expect(plain.language == nil)
    #expect(plain.name == "Errors")
    #expect(TableFile(path: "de.lproj/L.strings").bundle == "")
  }

  @Test func tablesAreGroupedByBundleAndNameWhateverTheOrder() {
    let paths = [
      "Widgets/de.lproj/Localizable.strings", "App/en.lproj/Localizable.strings",
      "App/de.lproj/Localizable.strings",
      "App/de.lproj/InfoPlist.strings", "Widgets/en.lproj/Localizable.strings", "Loose.strings",
      "./App//en.lproj/Localizable.strings",
    ]
    let project = LocalizationProject(files: paths)
    #expect(project.files.count == 6)  // the doubled path counts once
    #expect(
      project.groups.map(\.id.description) == [
        "App/*.lproj/InfoPlist.strings", "App/*.lproj/Localizable.strings",
        "Widgets/*.lproj/Localizable.strings",
      ])
    #expect(project.groups[1].languages == ["de", "en"])
    #expect(LocalizationProject(files: paths.reversed()) == project)
  }

  @Test func theBaseIsBaseThenEnThenEnglishUnlessConfigured() {
    func group(_ languages: [String]) -> TableGroup {
      TableGroup(
        id: .init(bundle: "", name: "L"),
        files: languages.map { TableFile(path: "\($0).lproj/L.strings") })
    }
    #expect(group(["de", "en", "Base"]).base(configured: nil)?.language == "Base")
    #expect(group(["de", "en", "fr"]).base(configured: nil)?.language == "en")
    #expect(group(["German", "English"]).base(configured: nil)?.language == "English")
    #expect(group(["de", "fr"]).base(configured: nil) == nil)
    #expect(group(["de", "en", "Base"]).base(configured: "de")?.language == "de")
    #expect(group(["de", "en"]).base(configured: "fr") == nil)
  }
}

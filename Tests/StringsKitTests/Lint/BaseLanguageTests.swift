import Foundation
import Testing

@testable import StringsExtraction
@testable import StringsFormats
@testable import StringsKit

/// One answer to "which language is the base?": where it comes from, in which order, what bad
/// project files do, and lint and coverage agreeing on it.
@Suite struct BaseLanguageTests {
  static func fixture(_ path: String) -> String { Fixtures.url("BaseLanguage/" + path).path }

  static let xcode = DevelopmentRegion(language: "en", origin: .xcodeProject, file: "App.xcodeproj/project.pbxproj")

  // MARK: - The choice

  @Test func theChoiceFollowsOneOrder() {
    let languages = ["Base", "de", "en"]
    #expect(BaseLanguage.choose(among: languages, configured: "de", developmentRegion: Self.xcode)?.language == "de")
    #expect(
      BaseLanguage.choose(among: languages, configured: nil, developmentRegion: Self.xcode)
        == BaseLanguage(language: "en", source: .developmentRegion(Self.xcode)))
    #expect(
      BaseLanguage.choose(among: languages, configured: nil, developmentRegion: nil)
        == BaseLanguage(language: "Base", source: .fallbackOrder))
    // A catalog's sourceLanguage is its base, whatever the project's region.
    #expect(
      BaseLanguage.choose(among: ["de", "en"], configured: nil, sourceLanguage: "de", developmentRegion: Self.xcode)?.source
        == .catalogSourceLanguage)
    // A region a table lacks falls back; a configured language it lacks gives no base at all.
    #expect(BaseLanguage.choose(among: ["Base", "de"], configured: nil, developmentRegion: Self.xcode)?.language == "Base")
    #expect(BaseLanguage.choose(among: ["Base", "de"], configured: "en", developmentRegion: nil) == nil)
    // Old projects say English where the folder is en.lproj (and the reverse).
    let english = DevelopmentRegion(language: "English", origin: .xcodeProject, file: "Old.xcodeproj/project.pbxproj")
    #expect(BaseLanguage.choose(among: languages, configured: nil, developmentRegion: english)?.language == "en")
    #expect(
      BaseLanguage.choose(among: ["Base", "English"], configured: nil, developmentRegion: Self.xcode)?.language == "English")
    #expect(DevelopmentRegion.Search(region: english, warnings: []).checked(againstLanguages: ["en"]).region == english)
  }

  @Test func verboseSaysWhereTheAnswerCameFrom() {
    #expect(
      BaseLanguage(language: "en", source: .developmentRegion(Self.xcode)).description
        == "en: developmentRegion in App.xcodeproj/project.pbxproj")
    #expect(BaseLanguage(language: "Base", source: .fallbackOrder).description == "Base: the first of Base, en, English")
  }

  // MARK: - Reading the files

  @Test func theProjectFileIsScannedForItsRegion() {
    #expect(DevelopmentRegionText.projectRegion(Array("\tdevelopmentRegion = en;\n".utf8)) == "en")
    #expect(DevelopmentRegionText.projectRegion(Array("developmentRegion=\"zh-Hans\";".utf8)) == "zh-Hans")
    // Another setting that ends with the name is not it; an unfinished one gives nil, no crash.
    #expect(DevelopmentRegionText.projectRegion(Array("XdevelopmentRegion = fr; developmentRegion = de;".utf8)) == "de")
    for broken in ["developmentRegion", "developmentRegion =", "developmentRegion = \"en", "developmentRegion = \"\\", ""] {
      #expect(DevelopmentRegionText.projectRegion(Array(broken.utf8)) == nil)
    }
  }

  @Test func theManifestIsScannedOutsideLineComments() {
    let manifest = "// defaultLocalization: \"en\"\nlet p = Package(name: \"X\", defaultLocalization: \"pt-BR\")\n"
    #expect(DevelopmentRegionText.manifestRegion(Array(manifest.utf8)) == "pt-BR")
    // A value that is not a string literal is not understood: nil, not a guess.
    #expect(DevelopmentRegionText.manifestRegion(Array("defaultLocalization: language,".utf8)) == nil)
  }

  @Test func infoPlistIsReadWithCoreFoundation() throws {
    let bytes = try FileReader.read(Self.fixture("InfoPlist/Info.plist"))
    #expect(DevelopmentRegionText.infoPlistRegion(bytes) == .region("de"))
    let broken = try FileReader.read(Self.fixture("BadPlist/Info.plist"))
    guard case .rejected = DevelopmentRegionText.infoPlistRegion(broken) else {
      Issue.record("a malformed Info.plist must be rejected")
      return
    }
    #expect(DevelopmentRegionText.infoPlistRegion(Array("{ CFBundleName = X; }".utf8)) == .absent)
  }

  // MARK: - Each source of the answer

  @Test func anXcodeProjectAboveTheTablesNamesTheRegion() {
    let search = DevelopmentRegion.find(from: Self.fixture("XcodeProject/App"))
    #expect(search.region?.language == "en")
    #expect(search.region?.origin == .xcodeProject)
    #expect(search.region?.file.hasSuffix("XcodeProject/App.xcodeproj/project.pbxproj") == true)
    #expect(search.warnings.isEmpty)
  }

  @Test func anInfoPlistBesideTheTablesNamesTheRegion() {
    let search = DevelopmentRegion.find(from: Self.fixture("InfoPlist"))
    #expect(search.region?.language == "de")
    #expect(search.region?.origin == .infoPlist)
  }

  @Test func aPackageManifestNamesTheRegion() {
    let search = DevelopmentRegion.find(from: Self.fixture("Package/Sources/Lib/Resources/fr.lproj/Localizable.strings"))
    #expect(search.region?.language == "fr")
    #expect(search.region?.origin == .packageManifest)
  }

  @Test func theXcodeProjectWinsOverInfoPlistAndManifest() {
    // App/Info.plist says $(DEVELOPMENT_LANGUAGE) (nearer), Package.swift says de.
    let search = DevelopmentRegion.find(from: Self.fixture("Precedence/App"))
    #expect(search.region == DevelopmentRegion(language: "en", origin: .xcodeProject, file: search.region?.file ?? ""))
    #expect(search.warnings.isEmpty)
  }

  // MARK: - Bad input

  @Test func anUnreadableProjectIsAWarningAndTheFallbackIsNamed() {
    let search = DevelopmentRegion.find(from: Self.fixture("BadProject"))
    #expect(search.region == nil)
    #expect(search.warnings.contains { $0.contains("project.pbxproj has no developmentRegion") })
    #expect(search.warnings.last?.contains("the first of Base, en, English") == true)
  }

  @Test func aMalformedInfoPlistIsAWarning() {
    let search = DevelopmentRegion.find(from: Self.fixture("BadPlist"))
    #expect(search.region == nil)
    #expect(search.warnings.contains { $0.hasPrefix("cannot read ") && $0.contains("Info.plist") })
  }

  @Test func aRegionWithoutAFolderIsDroppedWithAWarning() {
    let search = DevelopmentRegion.find(from: Self.fixture("MissingRegion"))
    #expect(search.region?.language == "fr")
    let checked = search.checked(againstLanguages: ["Base", "en"])
    #expect(checked.region == nil)
    #expect(checked.warnings.count == 1)
    #expect(checked.warnings.first?.contains("names developmentRegion fr, but no table is in fr.lproj") == true)
  }

  @Test func aFileThatDoesNotExistFindsNothingQuietly() {
    let search = DevelopmentRegion.find(from: "/nonexistent/folder/en.lproj")
    #expect(search.region == nil)
    #expect(search.warnings.isEmpty)
  }

  // MARK: - Lint and coverage

  /// Lints a fixture folder as the command does: the region found from it, then the project.
  static func lint(_ folder: String) throws -> LintReport {
    let path = fixture(folder)
    let project = try LocalizationProject.discover([path])
    var linter = Linter()
    linter.developmentRegion = DevelopmentRegion.find(from: path).checked(againstLanguages: project.languages).region
    return linter.lint(project)
  }

  @Test func aStaleBaseIsNotPreferredOverTheDevelopmentRegion() throws {
    // Base.lproj has 1 key, en.lproj 3, de.lproj 3 (all of en's): compared with en, de is clean;
    // compared with Base, de's save and cancel would be obsolete.
    let report = try Self.lint("XcodeProject")
    #expect(report.comparisons.map { $0.base?.language } == ["en"])
    #expect(report.comparisons.first?.translations == ["Base", "de"])
    #expect(!report.diagnostics.contains { $0.location.file.contains("de.lproj") })
    guard case .developmentRegion(let region) = report.comparisons.first?.baseSource else {
      Issue.record("the base did not come from the development region")
      return
    }
    #expect(region.origin == .xcodeProject)
    #expect(region.file.hasSuffix("XcodeProject/App.xcodeproj/project.pbxproj"))
    #expect(report.comparisons.first?.possibleBaseBesideStaleBase == nil)
    // Today's order without the project: Base, and de's two extra keys are reported.
    let withoutRegion = Linter().lint(try LocalizationProject.discover([Self.fixture("XcodeProject")]))
    #expect(withoutRegion.comparisons.first?.base?.language == "Base")
    #expect(
      withoutRegion.diagnostics.filter { $0.location.file.contains("de.lproj") }.map(\.ruleID) == [
        "obsolete-key", "obsolete-key",
      ])
    // Base was taken by default beside en.lproj: it may be stale, and en the real base.
    #expect(withoutRegion.comparisons.first?.possibleBaseBesideStaleBase == "en")
  }

  @Test func withoutARegionFolderLintFallsBackToTodaysOrder() throws {
    #expect(try Self.lint("MissingRegion").comparisons.first?.baseSource == .fallbackOrder)
    #expect(try Self.lint("BadProject").comparisons.first?.base?.language == "Base")
  }

  @Test func lintAndCoverageAgreeOnTheBase() throws {
    let expected = [
      "XcodeProject/App": "en", "InfoPlist": "de", "Package/Sources/Lib/Resources": "fr", "Precedence/App": "en",
      "MissingRegion": "Base",
    ]
    for (folder, base) in expected {
      let path = Self.fixture(folder)
      let project = try LocalizationProject.discover([path])
      let region = DevelopmentRegion.find(from: path).checked(againstLanguages: project.languages).region
      var linter = Linter()
      linter.developmentRegion = region
      let lintBase = linter.lint(project).comparisons.first?.base?.language
      let coverage = LocalizationCoverage(
        bundle: try LocalizedBundle(path: path, developmentRegion: region?.language), developmentRegion: region)
      #expect(lintBase == base, "\(folder)")
      #expect(coverage.base == lintBase, "\(folder)")
      #expect(coverage.baseSource == linter.lint(project).comparisons.first?.baseSource, "\(folder)")
    }
  }

  // MARK: - The commands

  @Test func theCommandsSayWhereTheBaseCameFromAndAgree() throws {
    let folder = "Tests/Fixtures/BaseLanguage/XcodeProject"
    let lint = try CommandRunner.run(["lint", "-v", folder])
    #expect(lint.stderr.contains("base en (developmentRegion in \(folder)/App.xcodeproj/project.pbxproj)"))
    #expect(lint.status == 0)
    let coverage = try CommandRunner.run(["coverage", "-v", folder + "/App"])
    #expect(coverage.stdout.hasPrefix("\(folder)/App: base en,"))
    #expect(coverage.stderr.contains("base en: developmentRegion in \(folder)/App.xcodeproj/project.pbxproj"))
  }

  @Test func theCommandsWarnAboutARegionWithoutAFolder() throws {
    let folder = "Tests/Fixtures/BaseLanguage/MissingRegion"
    for arguments in [["lint", folder], ["coverage", folder]] {
      let output = try CommandRunner.run(arguments)
      #expect(
        output.stderr.contains(
          "warning: \(folder)/App.xcodeproj/project.pbxproj names developmentRegion fr, but no table is in fr.lproj"),
        "\(arguments)")
    }
    // --base settles it: no project file is read, so nothing to warn about.
    #expect(!(try CommandRunner.run(["lint", "--base", "en", folder])).stderr.contains("warning:"))
  }
}

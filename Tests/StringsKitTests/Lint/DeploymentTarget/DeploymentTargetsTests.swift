import Foundation
import Testing

@testable import StringsExtraction
@testable import StringsFormats
@testable import StringsKit

/// Hebrew `many` is unused under CLDR 42 (iOS 17, macOS 14), but a project that still deploys to
/// an earlier release shows it to those users: the stated deployment target decides.
@Suite struct DeploymentTargetsTests {
  @Test func hebrewManyIsUnusedOnlyWhenEveryTargetHasCLDR42() throws {
    let forms = PluralLintRulesTests.forms("he", ["one", "two", "many", "other"])
    #expect(try PluralLintRulesTests.findings(UnusedPluralCategoryRule(), forms).count == 1)
    var rule = UnusedPluralCategoryRule()
    rule.deploymentTargets = DeploymentTargets(minimum: [.iOS: [17, 0], .macOS: [14]])
    #expect(try PluralLintRulesTests.findings(rule, forms).count == 1)
    rule.deploymentTargets = DeploymentTargets(minimum: [.iOS: [17, 0], .macOS: [13, 5]])
    #expect(try PluralLintRulesTests.findings(rule, forms).isEmpty)
    // Other languages are judged by the current rules whatever the target.
    #expect(try PluralLintRulesTests.findings(rule, PluralLintRulesTests.forms("ja", ["one", "other"])).count == 1)
  }

  @Test func targetsAreReadFromTheManifestAndTheProject() throws {
    #expect(
      DeploymentTargets.manifestTargets(#"platforms: [.macOS(.v10_15), .iOS("16.4"), .watchOS(.v9)],"#)
        == [.macOS: [10, 15], .iOS: [16, 4], .watchOS: [9]])
    let project = """
      \t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 17.0;
      \t\t\t\tMACOSX_DEPLOYMENT_TARGET = 13.0;
      \t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 16.0;
      \t\t\t\tMACOSX_DEPLOYMENT_TARGET = "$(RECOMMENDED_MACOSX_DEPLOYMENT_TARGET)";
      """
    #expect(DeploymentTargets.projectTargets(project) == [.iOS: [16, 0], .macOS: [13, 0]])
  }

  @Test func theNearestProjectAboveTheLintedFolderIsRead() throws {
    let folder = try LintFixture.temporaryDirectory("deployment")
    let resources = folder.appendingPathComponent("App/Resources")
    try FileManager.default.createDirectory(at: resources, withIntermediateDirectories: true)
    try Data("let package = Package(name: \"A\", platforms: [.macOS(.v13)])\n".utf8)
      .write(to: folder.appendingPathComponent("Package.swift"))
    let found = DeploymentTargets.find(from: resources.path)
    #expect(found.minimum == [.macOS: [13]])
    #expect(found.includesReleasesBeforeCLDR42)
  }
}

import Testing

@testable import StringsExtraction
@testable import StringsFormats
@testable import StringsKit

/// `NSLocalizedString(@"key", comment: @"…")` in Objective-C: the macro discards its second
/// argument, so the Swift-style label compiles, and genstrings reads past it. Evidence:
/// Automattic/simplenote-macos calls `NSLocalizedString(@"- Minimum of 8 characters", comment:
/// @"Password Requirement: Length")` (and three more such calls) in
/// `Simplenote/AuthViewController.m` (@ 2a4754203937), and its committed genstrings output
/// `Simplenote/en.lproj/Localizable.strings` (@ 0ca095dd09a6: merged comments sorted and joined
/// by a line break and three spaces, as genstrings writes them) holds `/* Password Requirement:
/// Length */` above `"- Minimum of 8 characters"`, and the other three keys with their comments.
@Suite struct ObjectiveCLabelTests {
  static let source = #"""
    NSString *a = NSLocalizedString(@"- Minimum of 8 characters", comment: @"Password Requirement: Length");
    NSString *b = NSLocalizedString(@"Skip", comment:@"Cancel button");
    NSString *c = NSLocalizedStringFromTable(@"Open", @"Menu", comment: @"Menu item");
    NSString *d = NSLocalizedString(@"Plain", @"Unlabelled");
    """#

  @Test(arguments: ExtractionMode.allCases)
  func theLabelledCommentIsRead(_ mode: ExtractionMode) {
    let result = SourceScanner.scan(
      source: Array(Self.source.utf8), path: "t.m", language: .objectiveC, options: ScanOptions(mode: mode))
    #expect(result.strings.map(\.key.string) == ["- Minimum of 8 characters", "Skip", "Open", "Plain"])
    #expect(result.strings.map(\.comment) == ["Password Requirement: Length", "Cancel button", "Menu item", "Unlabelled"])
    #expect(result.strings.map(\.table) == ["Localizable", "Localizable", "Menu", "Localizable"])
    #expect(result.diagnostics.isEmpty)
  }

  /// A label on a non-literal comment is still a non-literal comment.
  @Test func aLabelledExpressionIsStillReported() {
    let result = SourceScanner.scan(
      source: Array(#"NSLocalizedString(@"k", comment: someComment);"#.utf8), path: "t.m", language: .objectiveC,
      options: ScanOptions(mode: .genstrings))
    #expect(result.strings.isEmpty)
    #expect(result.diagnostics.map(\.ruleID) == [DiagnosticKind.nonLiteralArgument.id])
  }
}

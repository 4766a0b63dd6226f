import Foundation
import Testing

@testable import StringsExtraction
@testable import StringsFormats
@testable import StringsKit

/// `min`, `max` and `abs` have their arguments' type (issue 25, the sync harness: sing-box's
/// `Text("\(min(99, Int(progress * 100)))%")` is `%lld%%` in the catalog Xcode synced; lstrings
/// wrote `%@%%`, a key no catalog holds, and marked the live one stale).
@Suite struct StandardFunctionTypingTests {
  let inference = InterpolationInferenceTests()

  @Test func minAndMaxOfIntegersAreIntegers() {
    let file = "let progress: Double = 0\nlet count: Int = 0\nlet ratio: Double = 0"
    #expect(inference.specifier("min(99, Int(progress * 100))", file: file) == "%lld")
    #expect(inference.specifier("max(count, 2, 3)", file: file) == "%lld")
    #expect(inference.specifier("abs(count)", file: file) == "%lld")
  }

  @Test func aDoubleArgumentMakesADouble() {
    let file = "let ratio: Double = 0"
    #expect(inference.specifier("max(ratio, 1)", file: file) == "%lf")
    #expect(inference.specifier("min(0.5, 2)", file: file) == "%lf")
  }

  /// What it cannot tell stays a guess: an unknown argument, a labelled call (not the standard
  /// library's), a function of that name the project declares.
  @Test func whatItCannotTellStaysAGuess() {
    #expect(inference.specifier("min(unknownThing, 2)") == nil)
    #expect(inference.specifier("max(by: 2)") == nil)
    let index = DeclarationIndex(swift: "func max(_ a: Int, _ b: Int) -> String { \"\" }")
    #expect(inference.specifier("max(1, 2)", declarations: index) == "%@")
  }
}

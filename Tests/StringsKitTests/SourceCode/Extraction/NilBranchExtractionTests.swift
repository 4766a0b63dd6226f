import Foundation
import StringsExtraction
import StringsFormats
import StringsKit
import Testing

/// A literal in a ternary whose other branch is `nil` lands where the ternary does (issue 25):
/// passed to a `LocalizedStringKey?` parameter it is a key, as the compiler types it; skipped, its
/// live and translated entry was marked stale.
@Suite struct NilBranchExtractionTests {
  @Test func aLiteralBesideNilLandsInTheOptionalParameter() throws {
    let source = #"""
      struct Hint: View {
        var title: LocalizedStringKey
        var hint: LocalizedStringKey?
        var body: some View { Text(title) }
      }
      func rows(holding: Bool) -> some View {
        VStack {
          Hint(title: "Shortcut", hint: holding ? nil : "Use Hold, Then Press")
          Hint(title: "Other", hint: holding ? "Release" : nil)
        }
      }
      func log(_ message: String?) {}
      func plain(holding: Bool) { log(holding ? nil : "not a key") }
      """#
    let keys = try EmptyKeyTests.scanProject(source).strings.map(\.key.string)
    #expect(keys == ["Shortcut", "Use Hold, Then Press", "Other", "Release"])
  }
}

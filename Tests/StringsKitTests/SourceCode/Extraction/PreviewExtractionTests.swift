import Foundation
import Testing

@testable import StringsExtraction
@testable import StringsFormats
@testable import StringsKit

/// Strings of `#Preview` bodies are not extracted (issue 25's sync harness: Yattee's catalog,
/// synced by Xcode, holds none of the keys only its previews use), while the view beside them is.
@Suite struct PreviewExtractionTests {
  @Test func previewBodiesAreNotExtracted() throws {
    let source = #"""
      struct Card: View {
        var body: some View { Text("Shown in the app") }
      }
      #Preview {
        VStack {
          Text("Preview only")
          Button("Tap") {}
        }
      }
      #Preview("Named", traits: .sizeThatFitsLayout) { Text("Named preview") }
      struct After: View { var body: some View { Text("After the previews") } }
      """#
    let keys = try EmptyKeyTests.scanProject(source).strings.map(\.key.string)
    #expect(keys == ["Shown in the app", "After the previews"])
  }

  @Test func theGenstringsModeStillReadsThem() {
    let result = SourceScanner.scan(
      source: Array(#"#Preview { Text("Preview only") }"#.utf8), path: "P.swift", language: .swift,
      options: ScanOptions(mode: .genstrings, swiftUI: true))
    #expect(result.strings.map(\.key.string) == ["Preview only"])
  }
}

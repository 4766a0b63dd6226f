import Foundation
import Testing

@testable import StringsExtraction
@testable import StringsFormats
@testable import StringsKit

/// App Intents parameter summaries (issue 25): the text of `Summary(…)` is extracted with each
/// interpolated parameter as `${name}`, the key Xcode writes (addy-ios' catalog holds such keys).
@Suite struct ParameterSummaryExtractionTests {
  @Test func summariesAreKeysWithParameterPlaceholders() throws {
    let source = #"""
      struct DeleteIntent: AppIntent {
        @Parameter(title: "Engine") var engine: String
        @Parameter(title: "Force") var force: Bool
        static var parameterSummary: some ParameterSummary {
          When(\.$force, .equalTo, true) {
            Summary("Delete \(\.$engine) now")
          } otherwise: {
            Summary("Delete \( \.$engine ) later")
          }
        }
      }
      struct ClearIntent: AppIntent {
        static var parameterSummary: some ParameterSummary { Summary("Clear History") }
      }
      """#
    let result = try EmptyKeyTests.scanProject(source)
    #expect(
      result.strings.map(\.key.string) == ["Engine", "Force", "Delete ${engine} now", "Delete ${engine} later", "Clear History"])
    #expect(result.diagnostics.isEmpty)
  }

  @Test func onlyAKeyPathToAParameterIsAPlaceholder() {
    func placeholder(_ text: String) -> String? {
      let bytes = Array(text.utf8)
      return bytes.withUnsafeBufferPointer { buffer in
        ParameterSummaryPlaceholder.placeholder(buffer, expression: 0..<buffer.count).map { String(decoding: $0, as: UTF8.self) }
      }
    }
    #expect(placeholder(#"\.$engine"#) == "${engine}")
    #expect(placeholder(#" \.$engine "#) == "${engine}")
    #expect(placeholder(#"\.engine"#) == nil)
    #expect(placeholder(#"\.$engine.name"#) == nil)
    #expect(placeholder("engine") == nil)
    #expect(placeholder(#"\.$"#) == nil)
  }
}

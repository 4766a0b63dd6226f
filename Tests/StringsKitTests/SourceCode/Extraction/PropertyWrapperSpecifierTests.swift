import Foundation
import StringsExtraction
import StringsFormats
import StringsKit
import Testing

/// Numbers read through property wrappers and bindings interpolate as the compiler types them
/// (issue 25): `%lld` for an `Int`, never the `%@` of a value whose type is unknown, which would
/// add a phantom key and mark the live one stale.
@Suite struct PropertyWrapperSpecifierTests {
  static func keys(_ source: String) throws -> [String] {
    try EmptyKeyTests.scanProject(source).strings.map(\.key.string)
  }

  /// The keys of a project of two files: the Defaults keys apart from the view, as apps keep them.
  static func keys(keys: String, view: String) throws -> [String] {
    let folder = try LintFixture.temporaryDirectory("wrappers")
    defer { try? FileManager.default.removeItem(at: folder) }
    let files = [("Keys.swift", keys), ("Row.swift", view)].map { name, text in
      let url = folder.appendingPathComponent(name)
      try? Data(text.utf8).write(to: url)
      return url.path
    }
    return try SourceScanner.scan(files: files, options: ScanOptions()).strings.map(\.key.string)
  }

  @Test func anIntReadThroughDefaultIsAnInteger() throws {
    let keys = #"""
      extension Defaults.Keys {
        static let windowCount = Key<Int>("windowCount", default: 3)
        static let ratio = Defaults.Key<Double>("ratio", default: 0.5)
      }
      """#
    let view = #"""
      struct Row: View {
        @Default(.windowCount) var windowCount
        @Default(.ratio) var shownRatio
        var body: some View {
          Text("\(windowCount)+ windows")
          Text("Ratio \(shownRatio)")
        }
      }
      """#
    #expect(try Self.keys(keys: keys, view: view) == ["%lld+ windows", "Ratio %lf"])
  }

  @Test func storageStateAndBindingsAreTheirValues() throws {
    let source = #"""
      struct Row: View {
        @AppStorage("k") var stored = 0
        @State var count: Int = 0
        @Binding var bound: Int
        var binding: Binding<Int>
        var body: some View {
          Text("\(stored) stored")
          Text("\(count) counted")
          Text("\(bound) bound")
          Text("\($bound.wrappedValue) projected")
          Text("\(binding.wrappedValue) wrapped")
        }
      }
      """#
    #expect(
      try Self.keys(source) == ["%lld stored", "%lld counted", "%lld bound", "%lld projected", "%lld wrapped"])
  }
}

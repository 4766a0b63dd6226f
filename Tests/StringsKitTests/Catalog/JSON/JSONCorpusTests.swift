import Foundation
import StringsExtraction
import StringsFormats
import StringsKit
import Testing

/// Every String Catalog of `../shared/corpus/catalogs`: read without a problem, the same tree as
/// Foundation's `JSONSerialization`, and written back byte for byte when Xcode wrote it.
@Suite(.enabled(if: Fixtures.shared != nil, Comment(rawValue: Fixtures.sharedMissingMessage)))
struct JSONCorpusTests {
  static let catalogs: [URL] =
    Fixtures.shared.map { Fixtures.files(under: $0.appendingPathComponent("corpus/catalogs"), suffix: ".xcstrings") } ?? []

  /// The `xcode_formatted` field of the file's `NAME.meta.json`.
  static func isXcodeFormatted(_ url: URL) throws -> Bool {
    let meta = try Data(contentsOf: URL(fileURLWithPath: url.path + ".meta.json"))
    let object = try JSONSerialization.jsonObject(with: meta) as? [String: Any]
    return object?["xcode_formatted"] as? Bool ?? false
  }

  @Test func corpusIsThere() throws {
    #expect(Self.catalogs.count >= 9)
    #expect(try Self.catalogs.filter(Self.isXcodeFormatted).count >= 8)
  }

  @Test(arguments: catalogs)
  func readsWithoutProblemsAndAgreesWithFoundation(_ url: URL) throws {
    let bytes = try [UInt8](Data(contentsOf: url))
    let result = JSONReader.parse(bytes, path: url.lastPathComponent)
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics.first?.message ?? "")")
    let root = try #require(result.root)
    let reference = try JSONSerialization.jsonObject(with: Data(bytes))
    #expect(JSONFoundationComparison.firstDifference(root, reference) == nil)
    #expect(root["strings"]?.members?.isEmpty == false)
  }

  @Test(arguments: catalogs)
  func writesXcodesBytes(_ url: URL) throws {
    let bytes = try [UInt8](Data(contentsOf: url))
    let root = try #require(JSONReader.parse(bytes, path: url.lastPathComponent).root)
    let written = XcodeJSONWriter.write(root)
    if try Self.isXcodeFormatted(url) {
      #expect(
        written == bytes,
        "\(url.lastPathComponent): first difference at byte \(zip(written, bytes).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(written.count, bytes.count))"
      )
    } else {
      #expect(written != bytes)
    }
    // Either way, what is written is a fixed point and reads as the same tree.
    let reread = JSONReader.parse(written, path: "written.xcstrings")
    #expect(reread.diagnostics.isEmpty)
    let rereadRoot = try #require(reread.root)
    #expect(XcodeJSONWriter.write(rereadRoot) == written)
    #expect(JSONFoundationComparison.firstDifference(rereadRoot, try JSONSerialization.jsonObject(with: Data(bytes))) == nil)
  }

  /// Easydict's catalog was edited by hand: one-line localizations, members out of order, a final
  /// line break. Written back, it takes Xcode's form, which Foundation's own pretty printer (the
  /// writer Xcode uses) agrees with.
  @Test func handEditedCatalogComesOutInXcodesForm() throws {
    let url = try #require(Self.catalogs.first { $0.lastPathComponent.hasPrefix("Easydict") })
    let bytes = try [UInt8](Data(contentsOf: url))
    let written = XcodeJSONWriter.write(try #require(JSONReader.parse(bytes, path: "Easydict.xcstrings").root))
    #expect(written.last == UInt8(ascii: "}"))
    #expect(!written.contains(0x0D))
    let object = try JSONSerialization.jsonObject(with: Data(bytes))
    let foundation = try JSONSerialization.data(
      withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
    #expect(written == [UInt8](foundation))
  }
}

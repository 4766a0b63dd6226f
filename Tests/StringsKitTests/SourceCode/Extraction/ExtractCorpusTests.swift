import Foundation
import StringsExtraction
import StringsFormats
import StringsKit
import Testing

/// Differential tests against the genstrings / extractLocStrings output that real projects commit
/// next to their sources (`../shared/corpus/sources`, see its SOURCES.md for how each was made).
/// Skipped when that folder is absent (`CorpusSources`); the call forms they exercise are also
/// pinned by the project's own goldens, `Tests/Fixtures/Extract/G7-objc-routine` (Sparkle's) and
/// `G8-swift-values` (DuckDuckGo's).
@Suite(.enabled(if: CorpusSources.directory != nil, Comment(rawValue: CorpusSources.missingMessage)))
struct ExtractCorpusTests {
  static var sources: URL { CorpusSources.directory ?? URL(fileURLWithPath: "/nonexistent") }

  static func tables(_ files: [String], _ scan: ScanOptions) throws -> [String: ExtractedTable] {
    let report = try StringsExtractor.extract(files: files, scan: scan, options: ExtractionOptions(mode: scan.mode))
    return Dictionary(uniqueKeysWithValues: report.tables.map { ($0.name, $0) })
  }

  static func text(_ url: URL) throws -> String {
    let result = StringsParser.parse(try [UInt8](Data(contentsOf: url)), path: url.path)
    return String(decoding: result.file.text, as: UTF8.self)
  }

  static func keys(_ url: URL) throws -> Set<StringsText> {
    let result = StringsParser.parse(try [UInt8](Data(contentsOf: url)), path: url.path)
    return Set(result.table?.keys ?? [:].keys)
  }

  /// Sparkle: `genstrings -o Sparkle/Base.lproj -s SULocalizedString Sparkle/*.m`, re-encoded to
  /// UTF-8. The committed copy lost genstrings' final blank line (it ends `;\n`, not `;\n\n`);
  /// everything else is compared byte for byte.
  @Test func sparkleIsIdentical() throws {
    let directory = Self.sources.appendingPathComponent("sparkle-project__Sparkle/Sparkle")
    let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".m") }.sorted()
      .map { directory.appendingPathComponent($0).path }
    let tables = try Self.tables(files, ScanOptions(routines: ["SULocalizedString"], mode: .genstrings))
    #expect(Array(tables.keys) == ["Localizable"])
    let committed = try Self.text(directory.appendingPathComponent("Base.lproj/Sparkle.strings"))
    #expect(tables["Localizable"]?.entries.count == 67)
    #expect(tables["Localizable"]?.text == committed + "\n")
  }

  /// DuckDuckGo: `find DIR -name "*.swift" | xargs xcrun extractLocStrings -o DIR/en.lproj`, then
  /// iconv to UTF-8: four targets, byte for byte.
  @Test(arguments: [
    ("DuckDuckGo", "DuckDuckGo/en.lproj", 1032),
    ("Widgets", "Widgets/en.lproj", 47),
    ("PacketTunnelProvider", "PacketTunnelProvider/en.lproj", 8),
    ("LocalPackages/SyncUI-iOS/Sources/SyncUI-iOS", "LocalPackages/SyncUI-iOS/Sources/SyncUI-iOS/Resources/en.lproj", 93),
  ])
  func duckDuckGoIsIdentical(_ target: String, _ output: String, _ count: Int) throws {
    let root = Self.sources.appendingPathComponent("duckduckgo__iOS")
    let files = try FileEnumerator.files(in: [root.appendingPathComponent(target).path], extensions: ["swift"])
    let tables = try Self.tables(files, ScanOptions(mode: .genstrings))
    let committed = try Self.text(root.appendingPathComponent(output).appendingPathComponent("Localizable.strings"))
    #expect(tables["Localizable"]?.entries.count == count)
    #expect(tables["Localizable"]?.text == committed)
    // The runtime mode finds the same keys (these calls use no interpolation or concatenation).
    let runtime = try Self.tables(files, ScanOptions(mode: .runtime))
    #expect(
      Set(runtime["Localizable"]?.entries.map(\.key) ?? [])
        == (try Self.keys(root.appendingPathComponent(output + "/Localizable.strings"))))
  }

  /// Telephone: the tables its sources produce (the other `.strings` in its `en.lproj` are ibtool
  /// output of its xibs) have exactly the committed key sets, in both modes; ObjC adjacent
  /// literals and a Swift `"…" + "…"` literal chain make keys that a regex misses.
  @Test(arguments: [
    ("AddressBookPlugIns", "Localizable"), ("Telephone", "Localizable"), ("Telephone", "SIPResponses"),
    ("Telephone", "AddressBookLabels"), ("UseCases", "Localizable"),
  ])
  func telephoneKeySets(_ directory: String, _ table: String) throws {
    let root = Self.sources.appendingPathComponent("64characters__Telephone").appendingPathComponent(directory)
    let files = try FileEnumerator.files(in: [root.path], extensions: SourceLanguage.fileExtensions)
    let committed = try Self.keys(root.appendingPathComponent("en.lproj/\(table).strings"))
    for mode in ExtractionMode.allCases {
      let tables = try Self.tables(files, ScanOptions(mode: mode))
      #expect(Set(tables[table]?.entries.map(\.key) ?? []) == committed, "\(mode)")
    }
    // In fact the genstrings mode reproduces the committed bytes.
    let genstrings = try Self.tables(files, ScanOptions(mode: .genstrings))
    #expect(genstrings[table]?.text == (try Self.text(root.appendingPathComponent("en.lproj/\(table).strings"))))
  }
}

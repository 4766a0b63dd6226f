import Foundation
import Testing

@testable import StringsFormats
@testable import StringsKit

/// Import against Xcode 27's own import results: Murzav/xcstrings-mcp keeps, under
/// `tests/fixtures/apple_xcode27`, catalogs, hand-edited XLIFFs (`import-edited.xliff`) and the
/// catalogs Xcode 27.0 (27A266a) made of them (`expected-after-import.xcstrings`), with a README
/// of what Xcode keeps and loses. Where Xcode keeps the data, lstrings must give the same catalog
/// (compared value by value, state by state; `version` aside: Xcode upgrades it, lstrings keeps
/// the file's); where Xcode loses it, lstrings must keep every target.
///
/// The corpus is read where it is: `LSTRINGS_XCODE27_FIXTURES` names a folder laid out like
/// `tests/fixtures/apple_xcode27`, else a checkout at `/work/.mirror/Murzav+xcstrings-mcp/tests/…`;
/// the suite is skipped with a message when neither is there.
@Suite(
  .enabled(
    if: XcodeImportCorpus.root != nil,
    "no Xcode 27 import corpus (set LSTRINGS_XCODE27_FIXTURES to Murzav/xcstrings-mcp's tests/fixtures/apple_xcode27): skipped"))
struct XcodeImportCorpusTests {
  static var root: URL? { XcodeImportCorpus.root }

  /// The scenario's catalog as `Localizable.xcstrings` in a fresh project, its edited XLIFF imported.
  private func imported(_ scenario: String, xcodeStates: Bool = false) throws -> (
    before: StringCatalog, after: StringCatalog, plan: XLIFFImport.Plan
  )? {
    let folder = try #require(Self.root).appendingPathComponent(scenario)
    let source = folder.appendingPathComponent("source.xcstrings")
    let xliff = folder.appendingPathComponent("import-edited.xliff")
    guard FileManager.default.fileExists(atPath: source.path), FileManager.default.fileExists(atPath: xliff.path) else {
      print("\(scenario): not in this copy of the corpus, skipped")
      return nil
    }
    let project = try LintFixture.temporaryDirectory("xcode27")
    try FileManager.default.copyItem(at: source, to: project.appendingPathComponent("Localizable.xcstrings"))
    let plan = try XLIFFImport(project: project.path, xcodeStates: xcodeStates).plan([xliff.path])
    let before = try #require(StringCatalog.parse(file: source.path).catalog)
    let bytes = try plan.updates.first?.updated ?? FileReader.read(source.path)
    let after = try #require(StringCatalog.parse(bytes, path: "Localizable.xcstrings").catalog)
    return (before, after, plan)
  }

  /// The catalog as Xcode would write it at one version: equal bytes mean equal content.
  private func canonical(_ catalog: StringCatalog) -> String {
    var catalog = catalog
    catalog.version = "1.0"
    return String(decoding: catalog.encoded(), as: UTF8.self)
  }

  /// With Xcode's policy for `new` and needs-review targets (`--xcode-states`), the same catalog.
  @Test(arguments: ["behavior/state-import", "behavior/state-qualifiers"])
  func sameCatalogAsXcodesImport(_ scenario: String) throws {
    guard let (_, after, plan) = try imported(scenario, xcodeStates: true) else { return }
    #expect(!plan.hasProblems, "\(plan.diagnostics)")
    let expectedPath = try #require(Self.root).appendingPathComponent(scenario + "/expected-after-import.xcstrings").path
    let expected = try #require(StringCatalog.parse(file: expectedPath).catalog)
    #expect(canonical(after) == canonical(expected))
  }

  /// Xcode drops the targets in state `new`, `needs-review-l10n` and `needs-review-translation`;
  /// lstrings keeps them, in the catalog state that says they are not final. Everything else is
  /// what Xcode's import gives.
  @Test func targetsXcodeIgnoresAreKeptWithTheirState() throws {
    guard let (_, after, plan) = try imported("behavior/state-import") else { return }
    #expect(!plan.hasProblems)
    let expectedPath = try #require(Self.root).appendingPathComponent("behavior/state-import/expected-after-import.xcstrings")
      .path
    var expected = try #require(StringCatalog.parse(file: expectedPath).catalog)
    for (key, state) in [("new", UnitState.new), ("needs-review-l10n", .needsReview), ("needs-review-translation", .needsReview)]
    {
      let index = try #require(expected.entries.firstIndex { $0.key == key })
      let language = try #require(expected.entries[index].localizations.firstIndex { $0.language == "fr" })
      expected.entries[index].localizations[language].localization.stringUnit = StringUnit(state: state, value: "changed \(key)")
    }
    #expect(canonical(after) == canonical(expected))
  }

  /// Xcode silently skips a target whose key ends in a variation suffix (`plain|==|plural.one`,
  /// no entry `plain` in the catalog): lstrings places each by its exact key.
  @Test func keysThatEndInAVariationSuffixAreUpdated() throws {
    guard let (_, after, plan) = try imported("negative/literal-variation-suffix") else { return }
    #expect(plan.diagnostics.isEmpty)
    let units = try XLIFFReader.read(
      file: try #require(Self.root).appendingPathComponent("negative/literal-variation-suffix/import-edited.xliff").path
    )
    .document.files.flatMap(\.units)
    #expect(units.count == 6)
    for unit in units {
      let value = after.entries.first { $0.key == unit.id }?.localization(for: "fr")?.stringUnit?.value
      #expect(value == unit.target.map { CatalogImport.plainText($0.text) }, "\(unit.id)")
    }
  }
}

/// Where the corpus is, if anywhere.
enum XcodeImportCorpus {
  static let root: URL? = {
    var candidates: [String] = []
    if let path = ProcessInfo.processInfo.environment["LSTRINGS_XCODE27_FIXTURES"] { candidates.append(path) }
    candidates.append("/work/.mirror/Murzav+xcstrings-mcp/tests/fixtures/apple_xcode27")
    return candidates.map { URL(fileURLWithPath: $0) }.first {
      FileManager.default.fileExists(atPath: $0.appendingPathComponent("behavior").path)
    }
  }()
}

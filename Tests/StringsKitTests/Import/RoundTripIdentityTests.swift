import Foundation
import StringsFormats
import StringsKit
import Testing

/// Export → import → export is the identity (issue 27): each language of a catalog, exported with
/// the library and imported back into a copy of the project, leaves the catalog's bytes as they
/// were, and a second export equals the first. Run over the round-trip fixture (every variation
/// shape and state, written for this test) and every catalog of `../shared/corpus/catalogs`.
@Suite struct RoundTripIdentityTests {
  /// The catalogs a round trip is run on: the fixture, then the corpus when it is present.
  static let catalogs: [URL] = {
    var urls = [Fixtures.url("Import/RoundTrip/Localizable.xcstrings")]
    if let shared = Fixtures.shared {
      urls += Fixtures.files(under: shared.appendingPathComponent("corpus/catalogs"), suffix: ".xcstrings")
    }
    return urls
  }()

  @Test func fixtureCatalogIsInXcodesBytes() throws {
    let path = Fixtures.url("Import/RoundTrip/Localizable.xcstrings").path
    let bytes = try FileReader.read(path)
    #expect(try #require(StringCatalog.parse(bytes, path: path).catalog).encoded() == bytes)
  }

  @Test func corpusIsPresent() {
    if Fixtures.shared == nil { print(Fixtures.sharedMissingMessage) }
    #expect(Self.catalogs.count >= 1)
  }

  @Test(arguments: catalogs)
  func exportImportExportIsTheIdentity(_ source: URL) throws {
    let project = try LintFixture.temporaryDirectory("roundtrip").appendingPathComponent("Project")
    try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
    let catalogPath = project.appendingPathComponent("Localizable.xcstrings").path
    let original = try FileReader.read(source.path)
    try Data(original).write(to: URL(fileURLWithPath: catalogPath))
    let catalog = try #require(StringCatalog.parse(original, path: catalogPath).catalog)
    let export = try LocalizationExport.load(root: project.path)
    let languages = Array(Set(catalog.languages + [catalog.sourceLanguage])).sorted()
    for language in languages {
      // An export whose ids collide cannot come back (Xcode's exporter crashes on them): skipped.
      guard export.collisions(for: language).isEmpty else { continue }
      let first = XLIFFWriter.write(export.document(for: language))
      let xliff = project.deletingLastPathComponent().appendingPathComponent("\(language).xliff")
      try Data(first).write(to: xliff)
      let importer = XLIFFImport(project: project.path)
      let plan = try importer.plan([xliff.path])
      let problems = plan.diagnostics.filter { $0.severity != .note }.map { "\($0.location.line): \($0.message)" }
      #expect(problems.isEmpty, "\(source.lastPathComponent) \(language): \(problems.prefix(5))")
      #expect(!plan.isRefused, "\(source.lastPathComponent) \(language)")
      #expect(importer.write(plan).isEmpty)
      let after = try FileReader.read(catalogPath)
      #expect(after == original, "\(source.lastPathComponent) \(language): the import changed the catalog")
      let changed = plan.updates.flatMap(\.changes).filter { $0.kind != .unchanged }.prefix(5)
      #expect(changed.isEmpty, "\(source.lastPathComponent) \(language): \(Array(changed))")
      let second = XLIFFWriter.write(try LocalizationExport.load(root: project.path).document(for: language))
      #expect(second == first, "\(source.lastPathComponent) \(language): the second export differs")
      if after != original { try Data(original).write(to: URL(fileURLWithPath: catalogPath)) }
    }
  }
}
